// A C++17 program using the installed C library as a C++ client would:
// the header from the install prefix, the shared library found through
// pkg-config (run.sh installs into a temporary prefix first), handles owned
// by std::unique_ptr with their go_*_free as deleters, statuses turned into
// exceptions. Plays a short game to a counted result; run under valgrind.

#include <cstdint>
#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "go_core.h"

namespace {

struct GameFree {
    void operator()(GoGame *g) const { go_game_free(g); }
};
struct BuilderFree {
    void operator()(GoGameBuilder *b) const { go_game_builder_free(b); }
};
struct RulesFree {
    void operator()(GoRules *r) const { go_rules_free(r); }
};
using Game = std::unique_ptr<GoGame, GameFree>;
using Builder = std::unique_ptr<GoGameBuilder, BuilderFree>;
using Rules = std::unique_ptr<GoRules, RulesFree>;

int checks = 0;

void ok(GoStatus status, const char *what) {
    ++checks;
    if (status != GO_STATUS_OK) {
        throw std::runtime_error(std::string(what) + ": " + go_status_message(status));
    }
}

void expect(bool cond, const char *what) {
    ++checks;
    if (!cond) {
        throw std::runtime_error(std::string("check failed: ") + what);
    }
}

// A text answer, asked for by length first (the buffer convention).
template <typename Call>
std::string text(Call call) {
    size_t needed = 0;
    expect(call(nullptr, 0, &needed) == GO_STATUS_BUFFER_TOO_SMALL, "asking the length");
    std::vector<char> buf(needed);
    ok(call(buf.data(), buf.size(), &needed), "writing the text");
    return std::string(buf.data());
}

void play() {
    GoRules *raw_rules = nullptr;
    ok(go_rules_parse("japanese komi=6.5", &raw_rules), "go_rules_parse");
    Rules rules(raw_rules);
    ok(go_rules_set_ko(rules.get(), GO_KO_RULE_POSITIONAL_SUPERKO), "go_rules_set_ko");
    expect(text([&](char *b, size_t l, size_t *n) { return go_rules_text(rules.get(), b, l, n); }) ==
               "japanese ko=positional_superko",
           "rules text");

    GoGameBuilder *raw_builder = nullptr;
    ok(go_game_builder_new(5, 5, &raw_builder), "go_game_builder_new");
    Builder builder(raw_builder);
    ok(go_game_builder_set_rules(builder.get(), rules.get()), "go_game_builder_set_rules");
    GoGame *raw_game = nullptr;
    ok(go_game_builder_build(builder.get(), &raw_game), "go_game_builder_build");
    Game game(raw_game);

    // Black walls column 1, White column 3; both pass; column 2 is dame.
    for (uint32_t y = 0; y < 5; ++y) {
        ok(go_game_play(game.get(), 1, y), "black");
        ok(go_game_play(game.get(), 3, y), "white");
    }
    expect(go_game_play(game.get(), 1, 1) == GO_STATUS_OCCUPIED, "occupied");
    ok(go_game_pass(game.get()), "pass");
    ok(go_game_pass(game.get()), "pass");
    GoPhase phase = 0;
    ok(go_game_phase(game.get(), &phase), "go_game_phase");
    expect(phase == GO_PHASE_COUNTING, "counting");
    ok(go_game_propose(game.get(), GO_COLOR_BLACK), "propose");
    ok(go_game_accept(game.get(), GO_COLOR_WHITE), "accept");
    // Territory: Black 5 points, White 5 and komi 6.5: W+6.5.
    expect(text([&](char *b, size_t l, size_t *n) { return go_game_result(game.get(), b, l, n); }) == "W+6.5",
           "result");
    GoResult result{};
    ok(go_game_outcome(game.get(), &result), "go_game_outcome");
    expect(result.kind == GO_RESULT_KIND_SCORE && result.winner == GO_COLOR_WHITE && result.margin_half_points == 13,
           "outcome");
    std::string version = go_version();
    expect(version == std::to_string(GO_CORE_VERSION_MAJOR) + "." + std::to_string(GO_CORE_VERSION_MINOR) + "." +
                          std::to_string(GO_CORE_VERSION_PATCH),
           "version");
}

}  // namespace

int main() {
    try {
        play();
    } catch (const std::exception &e) {
        std::printf("FAILED after %d checks: %s\n", checks, e.what());
        return 1;
    }
    std::printf("%d passed, 0 failed\n", checks);
    return 0;
}
