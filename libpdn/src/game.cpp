#include "damas/pdn/game.hpp"

namespace damas::pdn {

const std::string* Game::tag(std::string_view name) const {
  for (const Tag& t : tags) {
    if (t.name == name) return &t.value;
  }
  return nullptr;
}

}  // namespace damas::pdn
