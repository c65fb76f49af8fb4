#include "damas/pdn/error.hpp"

#include "damas/support/quoted.hpp"

namespace damas::pdn {

std::string ReadError::to_string() const {
  return support::shown_name(source) + ':' + std::to_string(position.line) + ':' + std::to_string(position.column) +
         ": error: game " + std::to_string(game) + ": " + message;
}

}  // namespace damas::pdn
