/*
 * The counting phase and the computer player through the C ABI, as a game
 * server would use them: play to two passes, count, mark a dead stone,
 * propose and accept, read the result; the refusals along the way; and a
 * suggested move from the computer (run under valgrind by run.sh).
 *
 * Prints one line per failed check and a final "N passed, M failed" line;
 * exits nonzero when any check failed.
 */

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "go_core.h"

#include "check.h"

/*
 * 5x5 under the Chinese rules (area counting, komi 7.5): Black walls
 * column 1, White column 3, White plays a stone at (0, 2) inside Black's
 * side, and both pass. Column 2 stays dame.
 */
static GoGame *counting_game(void) {
    GoGame *game = NULL;
    CHECK_STATUS(go_game_new(5, 5, "chinese", &game), GO_STATUS_OK);
    for (uint32_t y = 0; y < 5; y++) {
        CHECK_STATUS(go_game_play(game, 1, y), GO_STATUS_OK);
        CHECK_STATUS(go_game_play(game, 3, y), GO_STATUS_OK);
    }
    CHECK_STATUS(go_game_pass(game), GO_STATUS_OK);
    CHECK_STATUS(go_game_play(game, 0, 2), GO_STATUS_OK);
    CHECK_STATUS(go_game_pass(game), GO_STATUS_OK);
    CHECK_STATUS(go_game_pass(game), GO_STATUS_OK);
    GoPhase phase = 99;
    CHECK_STATUS(go_game_phase(game, &phase), GO_STATUS_OK);
    CHECK(phase == GO_PHASE_COUNTING);
    return game;
}

/* The number of stones marked dead, or -1 when the call fails. */
static int marked_count(const GoGame *game) {
    uint8_t dead[25];
    size_t written = 0;
    if (go_game_dead_stones(game, dead, sizeof dead, &written) != GO_STATUS_OK || written != 25) {
        return -1;
    }
    int marked = 0;
    for (int i = 0; i < 25; i++) {
        marked += dead[i];
    }
    return marked;
}

static void test_count_mark_propose_accept(void) {
    GoGame *game = counting_game();
    GoScore score;
    memset(&score, 0, sizeof score);
    /* The White stone alive: Black 5 stones; White 6 stones, 5 points, komi. */
    CHECK_STATUS(go_game_score(game, &score), GO_STATUS_OK);
    CHECK(score.counting == GO_COUNTING_AREA);
    CHECK(score.black.total_half_points == 10);
    CHECK(score.white.total_half_points == 2 * 11 + 15);
    CHECK(score.margin_half_points == 27);
    CHECK(score.result.finished && score.result.kind == GO_RESULT_KIND_SCORE);
    CHECK(score.result.winner == GO_COLOR_WHITE && score.result.margin_half_points == 27);

    size_t changed = 0;
    CHECK_STATUS(go_game_toggle_dead(game, 0, 2, &changed), GO_STATUS_OK);
    CHECK(changed == 1);
    uint8_t dead[25];
    size_t written = 0;
    CHECK_STATUS(go_game_dead_stones(game, dead, sizeof dead, &written), GO_STATUS_OK);
    CHECK(written == 25);
    CHECK(marked_count(game) == 1 && dead[2 * 5 + 0] == 1);
    CHECK_STATUS(go_game_score(game, &score), GO_STATUS_OK);
    CHECK(score.black.stones == 5 && score.black.territory == 5 && score.black.total_half_points == 20);
    CHECK(score.white.dead_stones == 1 && score.white.komi_half_points == 15);
    CHECK(score.white.total_half_points == 35);
    CHECK(score.margin_half_points == 15);

    /* Refusals leave everything as it was. */
    CHECK_STATUS(go_game_toggle_dead(game, 2, 2, NULL), GO_STATUS_NOT_A_STONE);
    CHECK_STATUS(go_game_toggle_dead(game, 5, 0, NULL), GO_STATUS_MARK_OFF_BOARD);
    CHECK_STATUS(go_game_toggle_dead(game, 4000000000u, 0, NULL), GO_STATUS_MARK_OFF_BOARD);
    CHECK_STATUS(go_game_accept(game, GO_COLOR_WHITE), GO_STATUS_NO_PROPOSAL);
    CHECK_STATUS(go_game_propose(game, 7), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_game_dead_stones(game, dead, 24, &written), GO_STATUS_BUFFER_TOO_SMALL);
    CHECK_STATUS(go_game_dead_stones(game, NULL, 25, &written), GO_STATUS_NULL_POINTER);
    written = 0;
    CHECK_STATUS(go_game_dead_stones(game, NULL, 0, &written), GO_STATUS_BUFFER_TOO_SMALL);
    CHECK(written == 25);
    CHECK_STATUS(go_game_score(game, NULL), GO_STATUS_NULL_POINTER);

    char text[16];
    size_t needed = 0;
    CHECK_STATUS(go_game_result(game, text, sizeof text, &needed), GO_STATUS_OK);
    CHECK(needed == 1 && text[0] == '\0');

    GoColor proposer = 99;
    CHECK_STATUS(go_game_proposal(game, &proposer), GO_STATUS_OK);
    CHECK(proposer == GO_COLOR_EMPTY);
    CHECK_STATUS(go_game_propose(game, GO_COLOR_BLACK), GO_STATUS_OK);
    CHECK_STATUS(go_game_proposal(game, &proposer), GO_STATUS_OK);
    CHECK(proposer == GO_COLOR_BLACK);
    CHECK_STATUS(go_game_proposal(game, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_accept(game, GO_COLOR_BLACK), GO_STATUS_NO_PROPOSAL);
    CHECK_STATUS(go_game_accept(game, GO_COLOR_WHITE), GO_STATUS_OK);
    GoPhase phase = 99;
    CHECK_STATUS(go_game_phase(game, &phase), GO_STATUS_OK);
    CHECK(phase == GO_PHASE_FINISHED);
    char small[3];
    CHECK_STATUS(go_game_result(game, small, sizeof small, &needed), GO_STATUS_BUFFER_TOO_SMALL);
    CHECK(needed == 6);
    needed = 0;
    CHECK_STATUS(go_game_result(game, NULL, 0, &needed), GO_STATUS_BUFFER_TOO_SMALL);
    CHECK(needed == 6);
    CHECK_STATUS(go_game_result(game, NULL, 4, &needed), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_result(game, text, sizeof text, &needed), GO_STATUS_OK);
    CHECK(strcmp(text, "W+7.5") == 0);
    CHECK_STATUS(go_game_toggle_dead(game, 0, 2, NULL), GO_STATUS_WRONG_PHASE);
    go_game_free(game);
}

static void test_reject_resumes_play(void) {
    GoGame *game = counting_game();
    CHECK_STATUS(go_game_toggle_dead(game, 0, 2, NULL), GO_STATUS_OK);
    CHECK_STATUS(go_game_propose(game, GO_COLOR_WHITE), GO_STATUS_OK);
    CHECK_STATUS(go_game_reject(game, GO_COLOR_BLACK), GO_STATUS_OK);
    GoPhase phase = 99;
    CHECK_STATUS(go_game_phase(game, &phase), GO_STATUS_OK);
    CHECK(phase == GO_PHASE_PLAYING);
    CHECK(marked_count(game) == 0);
    go_game_free(game);
}

static void test_suggest_move(void) {
    GoGame *game = NULL;
    CHECK_STATUS(go_game_new(9, 9, NULL, &game), GO_STATUS_OK);
    CHECK_STATUS(go_game_play(game, 4, 4), GO_STATUS_OK);
    uint32_t x = 99, y = 99, x2 = 98, y2 = 98;
    bool pass = true, pass2 = true;
    CHECK_STATUS(go_game_suggest_move(game, 300, 7, &x, &y, &pass), GO_STATUS_OK);
    CHECK(!pass && x < 9 && y < 9);
    CHECK_STATUS(go_game_is_legal(game, x, y), GO_STATUS_OK);
    /* The same seed gives the same move. */
    CHECK_STATUS(go_game_suggest_move(game, 300, 7, &x2, &y2, &pass2), GO_STATUS_OK);
    CHECK(x2 == x && y2 == y && !pass2);
    CHECK_STATUS(go_game_suggest_move(game, 0, 7, &x, &y, &pass), GO_STATUS_INVALID_BUDGET);
    CHECK_STATUS(go_game_suggest_move(game, 300, 7, NULL, &y, &pass), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_suggest_move(NULL, 300, 7, &x, &y, &pass), GO_STATUS_NULL_POINTER);
    size_t moves = 0;
    CHECK_STATUS(go_game_move_count(game, &moves), GO_STATUS_OK);
    CHECK(moves == 1);
    go_game_free(game);
}

/*
 * After a rejected count (KGS's cleanup): where go_game_suggest_move passes,
 * counting Black's lone E5 dead, go_game_suggest_cleanup_move plays on its
 * liberties until it is captured, and then passes.
 */
static void test_suggest_cleanup_move(void) {
    GoGame *game = NULL;
    CHECK_STATUS(go_game_new(9, 9, "chinese", &game), GO_STATUS_OK);
    CHECK_STATUS(go_game_play(game, 4, 4), GO_STATUS_OK);
    CHECK_STATUS(go_game_play(game, 3, 4), GO_STATUS_OK);
    CHECK_STATUS(go_game_pass(game), GO_STATUS_OK);
    CHECK_STATUS(go_game_play(game, 4, 3), GO_STATUS_OK);
    CHECK_STATUS(go_game_pass(game), GO_STATUS_OK);
    uint32_t x = 99, y = 99;
    bool pass = false;
    CHECK_STATUS(go_game_suggest_move(game, 300, 1, &x, &y, &pass), GO_STATUS_OK);
    CHECK(pass);
    uint8_t board[81];
    size_t needed = 0;
    int moves = 0;
    for (;;) {
        CHECK_STATUS(go_game_board(game, board, sizeof board, &needed), GO_STATUS_OK);
        if (board[4 * 9 + 4] != GO_COLOR_BLACK || moves == 6) break;
        pass = true;
        CHECK_STATUS(go_game_suggest_cleanup_move(game, 300, 1, &x, &y, &pass), GO_STATUS_OK);
        CHECK(!pass);
        if (moves == 0) CHECK((x == 5 && y == 4) || (x == 4 && y == 5));
        CHECK_STATUS(go_game_play(game, x, y), GO_STATUS_OK);
        CHECK_STATUS(go_game_pass(game), GO_STATUS_OK);
        moves++;
    }
    CHECK(board[4 * 9 + 4] == GO_COLOR_EMPTY);
    CHECK_STATUS(go_game_suggest_cleanup_move(game, 300, 1, &x, &y, &pass), GO_STATUS_OK);
    CHECK(pass);
    CHECK_STATUS(go_game_suggest_cleanup_move(game, 0, 1, &x, &y, &pass), GO_STATUS_INVALID_BUDGET);
    CHECK_STATUS(go_game_suggest_cleanup_move(game, 300, 1, &x, NULL, &pass), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_suggest_cleanup_move(NULL, 300, 1, &x, &y, &pass), GO_STATUS_NULL_POINTER);
    go_game_free(game);
}

/*
 * Issue 10's position: 9x9, Chinese rules (komi 7.5), Black fills column E
 * and White column F, alternating; then White B2 and two passes. B2 is dead
 * and Black wins by 1.5, GNU Go 3.8's answer too.
 */
static void test_suggested_dead_stones(void) {
    GoGame *game = NULL;
    CHECK_STATUS(go_game_new(9, 9, "chinese", &game), GO_STATUS_OK);
    for (uint32_t y = 0; y < 9; y++) {
        CHECK_STATUS(go_game_play(game, 4, y), GO_STATUS_OK);
        CHECK_STATUS(go_game_play(game, 5, y), GO_STATUS_OK);
    }
    CHECK_STATUS(go_game_set_player(game, GO_COLOR_WHITE), GO_STATUS_OK);
    CHECK_STATUS(go_game_play(game, 1, 7), GO_STATUS_OK);
    CHECK_STATUS(go_game_pass(game), GO_STATUS_OK);
    CHECK_STATUS(go_game_pass(game), GO_STATUS_OK);
    uint8_t dead[81];
    size_t written = 0;
    CHECK_STATUS(go_game_suggested_dead_stones(game, dead, sizeof dead, &written), GO_STATUS_OK);
    CHECK(written == 81);
    int marked = 0;
    for (int i = 0; i < 81; i++) {
        marked += dead[i];
    }
    CHECK(marked == 1);
    CHECK(dead[7 * 9 + 1] == 1);
    GoScore score;
    memset(&score, 0, sizeof score);
    CHECK_STATUS(go_game_score_with(game, dead, sizeof dead, &score), GO_STATUS_OK);
    CHECK(score.result.winner == GO_COLOR_BLACK);
    CHECK(score.result.has_margin && score.result.margin_half_points == 3);
    /* No pass-alive proof here: Black's side is not pass-alive territory. */
    uint8_t alive[81];
    CHECK_STATUS(go_game_pass_alive(game, GO_COLOR_BLACK, alive, sizeof alive, &written), GO_STATUS_OK);
    CHECK(alive[7 * 9 + 1] == 0);

    /* The estimator with its settings: the defaults give the same list. */
    uint8_t estimated[81];
    float ownership[81];
    uint32_t run = 0;
    CHECK_STATUS(go_game_estimate_dead_stones(game, 300, 1, true, estimated, sizeof estimated, &written, ownership, 81,
                                              &run),
                 GO_STATUS_OK);
    CHECK(written == 81 && memcmp(estimated, dead, sizeof dead) == 0);
    /* Stopped early, after a first round of 8 a side and rounds of 4. */
    CHECK(run >= 8 && run < 300 && (run - 8) % 4 == 0);
    /* Black's column E ends mostly as Black's area, White's column F as
       White's; every value in -1..1. */
    CHECK(ownership[7 * 9 + 4] > 0.5f && ownership[7 * 9 + 5] < -0.5f);
    for (int i = 0; i < 81; i++) {
        CHECK(ownership[i] >= -1.0f && ownership[i] <= 1.0f);
    }
    /* The whole budget without early stop. */
    CHECK_STATUS(go_game_estimate_dead_stones(game, 40, 3, false, estimated, sizeof estimated, &written, NULL, 0, &run),
                 GO_STATUS_OK);
    CHECK(run == 40 && estimated[7 * 9 + 1] == 1);
    /* No playouts: pass-alive analysis alone proves nothing dead here, and
       the ownership is all 0. */
    CHECK_STATUS(go_game_estimate_dead_stones(game, 0, 1, true, estimated, sizeof estimated, &written, ownership, 81,
                                              &run),
                 GO_STATUS_OK);
    int none = 0;
    for (int i = 0; i < 81; i++) {
        none += estimated[i] + (ownership[i] != 0.0f);
    }
    CHECK(run == 0 && none == 0);
    /* Refusals, before any playout: the length asked, a wrong ownership
       length, no game. */
    written = 0;
    CHECK_STATUS(go_game_estimate_dead_stones(game, 300, 1, true, NULL, 0, &written, NULL, 0, NULL),
                 GO_STATUS_BUFFER_TOO_SMALL);
    CHECK(written == 81);
    CHECK_STATUS(go_game_estimate_dead_stones(game, 300, 1, true, estimated, sizeof estimated, &written, ownership, 80,
                                              NULL),
                 GO_STATUS_WRONG_LENGTH);
    CHECK_STATUS(go_game_estimate_dead_stones(NULL, 300, 1, true, estimated, sizeof estimated, &written, NULL, 0, NULL),
                 GO_STATUS_NULL_POINTER);
    go_game_free(game);
}

/*
 * go_game_playouts on a settled 6x2 position: every empty point is a
 * one-point eye, so each playout is two passes and White wins each by the
 * komi (Black 6 points, White 6); then the same statistics on 1 and 2
 * threads from an open 9x9 position, in each playout style; then the
 * refusals.
 */
static void test_playouts(void) {
    GoGameBuilder *builder = NULL;
    CHECK_STATUS(go_game_builder_new(6, 2, &builder), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_diagram(builder, ".XXOO.\nX.XO.O\n"), GO_STATUS_OK);
    GoGame *game = NULL;
    CHECK_STATUS(go_game_builder_build(builder, &game), GO_STATUS_OK);
    go_game_builder_free(builder);
    int64_t margins[8];
    float ownership[12];
    uint64_t moves = 0;
    CHECK_STATUS(go_game_playouts(game, 8, 5, 1, GO_PLAYOUT_STYLE_LIGHT, margins, 8, ownership, 12, &moves), GO_STATUS_OK);
    CHECK(moves == 16);
    for (int i = 0; i < 8; i++) {
        CHECK(margins[i] == 15);
    }
    CHECK(ownership[0] == 1.0f && ownership[5] == -1.0f && ownership[7] == 1.0f && ownership[10] == -1.0f);
    go_game_free(game);

    CHECK_STATUS(go_game_new(9, 9, "chinese", &game), GO_STATUS_OK);
    CHECK_STATUS(go_game_play(game, 4, 4), GO_STATUS_OK);
    int64_t one[32], two[32];
    uint64_t moves_one = 0, moves_two = 0;
    CHECK_STATUS(go_game_playouts(game, 32, 9, 1, GO_PLAYOUT_STYLE_LIGHT, one, 32, NULL, 0, &moves_one), GO_STATUS_OK);
    CHECK_STATUS(go_game_playouts(game, 32, 9, 2, GO_PLAYOUT_STYLE_LIGHT, two, 32, NULL, 0, &moves_two), GO_STATUS_OK);
    CHECK(memcmp(one, two, sizeof one) == 0);
    CHECK(moves_one == moves_two && moves_one > 32 * 60);
    /* The heavy styles: each as deterministic across threads, and the
     * capturing-race step changes the games. */
    int64_t heavy[32], races_one[32], races_two[32];
    CHECK_STATUS(go_game_playouts(game, 32, 9, 1, GO_PLAYOUT_STYLE_HEAVY, heavy, 32, NULL, 0, NULL), GO_STATUS_OK);
    CHECK_STATUS(go_game_playouts(game, 32, 9, 1, GO_PLAYOUT_STYLE_HEAVY_RACES, races_one, 32, NULL, 0, NULL),
                 GO_STATUS_OK);
    CHECK_STATUS(go_game_playouts(game, 32, 9, 2, GO_PLAYOUT_STYLE_HEAVY_RACES, races_two, 32, NULL, 0, NULL),
                 GO_STATUS_OK);
    CHECK(memcmp(races_one, races_two, sizeof races_one) == 0);
    CHECK(memcmp(heavy, races_one, sizeof heavy) != 0 && memcmp(heavy, one, sizeof heavy) != 0);
    /* A number that is no style is refused, nothing written. */
    int64_t untouched[32];
    memset(untouched, 0x5a, sizeof untouched);
    CHECK_STATUS(go_game_playouts(game, 32, 9, 1, 3, untouched, 32, NULL, 0, NULL), GO_STATUS_INVALID_ENUM);
    CHECK_STATUS(go_game_playouts(game, 32, 9, 1, 0xFFFFFFFFu, untouched, 32, NULL, 0, NULL), GO_STATUS_INVALID_ENUM);
    CHECK(untouched[0] == 0x5a5a5a5a5a5a5a5a && untouched[31] == 0x5a5a5a5a5a5a5a5a);
    CHECK_STATUS(go_game_playouts(game, 32, 9, 1, GO_PLAYOUT_STYLE_LIGHT, one, 31, NULL, 0, NULL), GO_STATUS_WRONG_LENGTH);
    /* Found from outside: a NULL buffer with a length was WRONG_LENGTH when
       n was 0; NULL_POINTER first, as the overview says. */
    CHECK_STATUS(go_game_playouts(game, 0, 9, 1, GO_PLAYOUT_STYLE_LIGHT, NULL, 5, NULL, 0, NULL), GO_STATUS_NULL_POINTER);
    /* An optional buffer NULL is "not wanted" whatever its length. */
    CHECK_STATUS(go_game_playouts(game, 0, 9, 1, GO_PLAYOUT_STYLE_LIGHT, NULL, 0, NULL, 12, NULL), GO_STATUS_OK);
    CHECK_STATUS(go_game_playouts(game, 32, 9, 1, GO_PLAYOUT_STYLE_LIGHT, one, 32, NULL, 5, NULL), GO_STATUS_OK);
    CHECK_STATUS(go_game_playouts(game, 0, 9, 1, GO_PLAYOUT_STYLE_LIGHT, NULL, 0, NULL, 0, NULL), GO_STATUS_OK);
    CHECK_STATUS(go_game_playouts(game, 32, 9, 1, GO_PLAYOUT_STYLE_LIGHT, one, 32, ownership, 12, NULL), GO_STATUS_WRONG_LENGTH);
    CHECK_STATUS(go_game_playouts(game, 32, 9, 0, GO_PLAYOUT_STYLE_LIGHT, one, 32, NULL, 0, NULL), GO_STATUS_INVALID_BUDGET);
    CHECK_STATUS(go_game_playouts(game, 32, 9, 1, GO_PLAYOUT_STYLE_LIGHT, NULL, 32, NULL, 0, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_playouts(NULL, 32, 9, 1, GO_PLAYOUT_STYLE_LIGHT, one, 32, NULL, 0, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_playouts(game, 0, 9, 1, GO_PLAYOUT_STYLE_LIGHT, NULL, 0, NULL, 0, &moves), GO_STATUS_OK);
    CHECK(moves == 0);
    size_t count = 99;
    CHECK_STATUS(go_game_move_count(game, &count), GO_STATUS_OK);
    CHECK(count == 1);
    go_game_free(game);
}

int main(void) {
    test_count_mark_propose_accept();
    test_playouts();
    test_suggested_dead_stones();
    test_reject_resumes_play();
    test_suggest_move();
    test_suggest_cleanup_move();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
