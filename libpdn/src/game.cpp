#include "damas/pdn/game.hpp"

#include <utility>

namespace damas::pdn {

const std::string* Game::tag(std::string_view name) const {
  for (const Tag& t : tags) {
    if (t.name == name) return &t.value;
  }
  return nullptr;
}

void Game::set_tag(std::string_view name, std::string value) {
  for (Tag& t : tags) {
    if (t.name == name) {
      t.value = std::move(value);
      return;
    }
  }
  tags.push_back({std::string(name), std::move(value), {}});
}

}  // namespace damas::pdn
