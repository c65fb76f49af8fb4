// The PDN reader, both dialects: the events (checked for balance: every game ends, every
// variation closes, nesting stays within kMaxVariationDepth) and the model built from them,
// written back as PDN and JSON.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "damas/pdn/builder.hpp"
#include "damas/pdn/json.hpp"
#include "damas/pdn/reader.hpp"
#include "damas/pdn/writer.hpp"

namespace {

using namespace damas::pdn;

// Aborts (a crash for libFuzzer) when the events break the visitor's contract.
class BalanceChecker : public Visitor {
 public:
  void begin_game(std::size_t, SourcePosition) override { expect(!in_game_), in_game_ = true; }
  void begin_variation(SourcePosition) override {
    expect(in_game_ && ++depth_ <= kMaxVariationDepth);
  }
  void end_variation() override { expect(depth_-- > 0); }
  void end_game() override { expect(in_game_), in_game_ = false, depth_ = 0; }
  void error(const ReadError&) override { expect(in_game_); }
  void finish() const { expect(!in_game_); }

 private:
  static void expect(bool condition) {
    if (!condition) std::abort();
  }
  bool in_game_ = false;
  std::size_t depth_ = 0;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const Dialect dialect : {Dialect::liberal, Dialect::strict}) {
    BalanceChecker checker;
    read_text(text, "fuzz", checker, {dialect});
    checker.finish();
  }
  for (const Game& game : read_games(text)) {
    std::string pdn;
    write_game(game, pdn);
    to_json(game);
  }
  return 0;
}
