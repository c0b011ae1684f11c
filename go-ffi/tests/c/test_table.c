/*
 * The seed's Lag-go table through the C ABI alone (source document 000;
 * RULES.md sections 5 to 7): four players in two pairs on 9x9 under the
 * studio rules, two of the seats taken by the computer, a 2-stone handicap
 * and one absolute clock per pair. The test plays the game to its end:
 * the placement counts as Black 1's turn, so White 1 moves first and Black
 * 2 follows; seats out of turn are refused; a pass uses up its seat's turn;
 * time used by one partner is gone for the other, and the pair's clock
 * runs out (B+T). A second game keeps a partner's move out of turn under
 * the Pair Go penalty option. Run under valgrind by run.sh.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "go_core.h"

#include "check.h"

/* Checks whose turn it is. */
static void check_seat(const GoGame *game, GoColor side, uint8_t number, int line) {
    GoColor got_side = 0;
    uint8_t got_number = 0;
    check_status(go_game_seat_to_move(game, &got_side, &got_number), GO_STATUS_OK, "go_game_seat_to_move", line);
    check(got_side == side && got_number == number, "the seat to move", line);
}

#define CHECK_SEAT(game, side, number) check_seat((game), (side), (number), __LINE__)

static GoGame *table_game(void) {
    GoGameBuilder *builder = NULL;
    CHECK_STATUS(go_game_builder_new(9, 9, &builder), GO_STATUS_OK);
    GoRules *rules = NULL;
    CHECK_STATUS(go_rules_new_preset(GO_PRESET_STUDIO, 9, 9, &rules), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_rules(builder, rules), GO_STATUS_OK);
    go_rules_free(rules);
    /* Komi 0.5 in a handicap game. */
    CHECK_STATUS(go_game_builder_set_komi(builder, 1), GO_STATUS_OK);
    const GoSeatKind black[] = {GO_SEAT_KIND_PERSON, GO_SEAT_KIND_COMPUTER};
    const GoSeatKind white[] = {GO_SEAT_KIND_COMPUTER, GO_SEAT_KIND_PERSON};
    CHECK_STATUS(go_game_builder_set_seats(builder, GO_COLOR_BLACK, black, 2), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_seats(builder, GO_COLOR_WHITE, white, 2), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_fixed_handicap(builder, 2), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_clock_absolute(builder, 60000), GO_STATUS_OK);
    GoGame *game = NULL;
    CHECK_STATUS(go_game_builder_build(builder, &game), GO_STATUS_OK);
    go_game_builder_free(builder);
    return game;
}

static void test_two_pairs_with_handicap_and_a_shared_clock(void) {
    GoGame *game = table_game();
    if (game == NULL) {
        return;
    }
    GoGameInfo info;
    memset(&info, 0, sizeof info);
    CHECK_STATUS(go_game_info(game, &info), GO_STATUS_OK);
    CHECK(info.black_seats == 2 && info.white_seats == 2);
    CHECK(info.handicap_kind == GO_HANDICAP_KIND_FIXED && info.handicap_stones == 2 && info.handicap_placed == 2);
    CHECK(info.clock == GO_CLOCK_KIND_ABSOLUTE && info.variant == GO_VARIANT_KIND_STANDARD);
    GoSeatKind kind = 99;
    CHECK_STATUS(go_game_seat_kind(game, GO_COLOR_BLACK, 2, &kind), GO_STATUS_OK);
    CHECK(kind == GO_SEAT_KIND_COMPUTER);
    CHECK_STATUS(go_game_seat_kind(game, GO_COLOR_WHITE, 2, &kind), GO_STATUS_OK);
    CHECK(kind == GO_SEAT_KIND_PERSON);
    CHECK_STATUS(go_game_seat_kind(game, GO_COLOR_WHITE, 3, &kind), GO_STATUS_UNKNOWN_SEAT);

    /* The GTP placement of 2 stones on 9x9: G7 and C3. */
    CHECK_GAME_BOARD(game,
                     ".........\n"
                     ".........\n"
                     "......X..\n"
                     ".........\n"
                     ".........\n"
                     ".........\n"
                     "..X......\n"
                     ".........\n"
                     ".........\n");
    GoRules *rules = NULL;
    GoRulesInfo axes;
    CHECK_STATUS(go_game_rules(game, &rules), GO_STATUS_OK);
    CHECK_STATUS(go_rules_info(rules, &axes), GO_STATUS_OK);
    CHECK(axes.komi_half_points == 1 && axes.preset == GO_PRESET_STUDIO && axes.is_preset);
    go_rules_free(rules);

    /* The placement was Black 1's turn: White 1 moves first. */
    CHECK_SEAT(game, GO_COLOR_WHITE, 1);
    CHECK_STATUS(go_game_play_as_at(game, GO_COLOR_BLACK, 1, 4, 4, 0), GO_STATUS_WRONG_SEAT);
    CHECK_STATUS(go_game_play_as_at(game, GO_COLOR_WHITE, 2, 4, 4, 0), GO_STATUS_WRONG_SEAT);
    CHECK_STATUS(go_game_play_as_at(game, GO_COLOR_BLACK, 3, 4, 4, 0), GO_STATUS_UNKNOWN_SEAT);
    CHECK_STATUS(go_game_is_legal_as(game, GO_COLOR_WHITE, 2, 4, 4), GO_STATUS_WRONG_SEAT);
    CHECK_STATUS(go_game_is_legal_as(game, GO_COLOR_WHITE, 1, 4, 4), GO_STATUS_OK);
    size_t moves = 99;
    CHECK_STATUS(go_game_move_count(game, &moves), GO_STATUS_OK);
    CHECK(moves == 0);

    CHECK_STATUS(go_game_start_clock(game, 0), GO_STATUS_OK);
    /* White 1 thinks 10 s, Black 2 1 s. */
    CHECK_STATUS(go_game_play_as_at(game, GO_COLOR_WHITE, 1, 4, 4, 10000), GO_STATUS_OK);
    CHECK_SEAT(game, GO_COLOR_BLACK, 2);
    CHECK_STATUS(go_game_play_as_at(game, GO_COLOR_BLACK, 1, 2, 2, 10500), GO_STATUS_WRONG_SEAT);
    CHECK_STATUS(go_game_play_as_at(game, GO_COLOR_BLACK, 2, 2, 2, 11000), GO_STATUS_OK);
    CHECK_SEAT(game, GO_COLOR_WHITE, 2);
    /* White 2 thinks 29 s and passes: the pass uses up its turn. */
    CHECK_STATUS(go_game_pass_as_at(game, GO_COLOR_WHITE, 1, 40000), GO_STATUS_WRONG_SEAT);
    CHECK_STATUS(go_game_pass_as_at(game, GO_COLOR_WHITE, 2, 40000), GO_STATUS_OK);
    CHECK_SEAT(game, GO_COLOR_BLACK, 1);
    GoTimeLeft left;
    memset(&left, 0, sizeof left);
    CHECK_STATUS(go_game_time_left(game, GO_COLOR_WHITE, 40000, &left), GO_STATUS_OK);
    CHECK(left.main_ms == 60000 - 10000 - 29000 && !left.flagged);
    CHECK_STATUS(go_game_play_as_at(game, GO_COLOR_BLACK, 1, 6, 6, 41000), GO_STATUS_OK);
    CHECK_SEAT(game, GO_COLOR_WHITE, 1);
    CHECK_STATUS(go_game_time_left(game, GO_COLOR_BLACK, 41000, &left), GO_STATUS_OK);
    CHECK(left.main_ms == 60000 - 1000 - 1000);

    /* Found from outside: a timestamp before the running clock's start was
       taken as the start (the full time answered). Refused, nothing
       written or changed. */
    left.main_ms = 7;
    CHECK_STATUS(go_game_time_left(game, GO_COLOR_WHITE, 40999, &left), GO_STATUS_CLOCK_BACKWARDS);
    CHECK(left.main_ms == 7);
    bool ended = true;
    CHECK_STATUS(go_game_check_time(game, 40999, &ended), GO_STATUS_CLOCK_BACKWARDS);
    CHECK(ended);
    /* White 1 has what White 2 left: 21 s, to the millisecond. */
    CHECK_STATUS(go_game_check_time(game, 62000, &ended), GO_STATUS_OK);
    CHECK(!ended);
    CHECK_STATUS(go_game_time_left(game, GO_COLOR_WHITE, 62000, &left), GO_STATUS_OK);
    CHECK(left.main_ms == 0 && !left.flagged);
    CHECK_STATUS(go_game_time_left(game, GO_COLOR_WHITE, 62001, &left), GO_STATUS_OK);
    CHECK(left.flagged);
    CHECK_STATUS(go_game_play_as_at(game, GO_COLOR_WHITE, 1, 5, 5, 62001), GO_STATUS_TIME_EXPIRED);

    /* The pair ran out of time: Black wins on time, and the game is over. */
    GoPhase phase = 99;
    CHECK_STATUS(go_game_phase(game, &phase), GO_STATUS_OK);
    CHECK(phase == GO_PHASE_FINISHED);
    GoResult result;
    memset(&result, 0, sizeof result);
    CHECK_STATUS(go_game_outcome(game, &result), GO_STATUS_OK);
    CHECK(result.finished && result.kind == GO_RESULT_KIND_TIME && result.winner == GO_COLOR_BLACK);
    CHECK(!result.has_margin);
    char text[16];
    size_t needed = 0;
    CHECK_STATUS(go_game_result(game, text, sizeof text, &needed), GO_STATUS_OK);
    CHECK_TEXT(text, "B+T");
    CHECK_STATUS(go_game_play_as(game, GO_COLOR_WHITE, 1, 5, 5), GO_STATUS_GAME_OVER);
    CHECK_STATUS(go_game_resign_as(game, GO_COLOR_WHITE, 2), GO_STATUS_WRONG_PHASE);

    /* The history: who moved, in order. */
    CHECK_STATUS(go_game_move_count(game, &moves), GO_STATUS_OK);
    CHECK(moves == 4);
    const GoColor colors[] = {GO_COLOR_WHITE, GO_COLOR_BLACK, GO_COLOR_WHITE, GO_COLOR_BLACK};
    const uint8_t seats[] = {1, 2, 2, 1};
    for (size_t i = 0; i < 4; i++) {
        GoMoveInfo m;
        memset(&m, 0, sizeof m);
        CHECK_STATUS(go_game_move_at(game, i, &m), GO_STATUS_OK);
        CHECK(m.color == colors[i] && m.seat == seats[i]);
        CHECK(m.pass == (i == 2));
    }

    /* The whole game survives its JSON record: the same position and result. */
    char *json = NULL;
    CHECK_STATUS(go_game_record_json(game, NULL, 0, &needed), GO_STATUS_BUFFER_TOO_SMALL);
    json = (char *)malloc(needed);
    if (json != NULL) {
        size_t again = 0;
        CHECK_STATUS(go_game_record_json(game, json, needed, &again), GO_STATUS_OK);
        CHECK(again == needed && strlen(json) + 1 == needed);
        GoGame *copy = NULL;
        CHECK_STATUS(go_game_from_record_json(json, &copy), GO_STATUS_OK);
        uint64_t h1 = 0, h2 = 1;
        CHECK_STATUS(go_game_hash(game, &h1), GO_STATUS_OK);
        CHECK_STATUS(go_game_hash(copy, &h2), GO_STATUS_OK);
        CHECK(h1 == h2);
        CHECK_STATUS(go_game_result(copy, text, sizeof text, &needed), GO_STATUS_OK);
        CHECK_TEXT(text, "B+T");
        go_game_free(copy);
        free(json);
    }
    go_game_free(game);
}

static void test_pair_go_penalty_keeps_the_stone(void) {
    GoGameBuilder *builder = NULL;
    CHECK_STATUS(go_game_builder_new(9, 9, &builder), GO_STATUS_OK);
    const GoSeatKind two[] = {GO_SEAT_KIND_PERSON, GO_SEAT_KIND_PERSON};
    CHECK_STATUS(go_game_builder_set_seats(builder, GO_COLOR_BLACK, two, 2), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_seats(builder, GO_COLOR_WHITE, two, 2), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_out_of_turn(builder, GO_OUT_OF_TURN_PAIR_GO_PENALTY), GO_STATUS_OK);
    GoGame *game = NULL;
    CHECK_STATUS(go_game_builder_build(builder, &game), GO_STATUS_OK);
    go_game_builder_free(builder);
    if (game == NULL) {
        return;
    }
    CHECK_SEAT(game, GO_COLOR_BLACK, 1);
    /* Black 2 moves in Black 1's turn: the stone stays, White gets 3 points. */
    CHECK_STATUS(go_game_play_as(game, GO_COLOR_BLACK, 2, 4, 4), GO_STATUS_OK);
    GoMoveInfo m;
    memset(&m, 0, sizeof m);
    CHECK_STATUS(go_game_move_at(game, 0, &m), GO_STATUS_OK);
    CHECK(m.out_of_turn && m.seat == 2 && m.x == 4 && m.y == 4);
    GoGameInfo info;
    memset(&info, 0, sizeof info);
    CHECK_STATUS(go_game_info(game, &info), GO_STATUS_OK);
    CHECK(info.white_penalties == 3 && info.black_penalties == 0);
    CHECK(info.out_of_turn == GO_OUT_OF_TURN_PAIR_GO_PENALTY);
    /* The rotation continues from the seat after the offender, as if Black 2
       had moved in its own turn: White 2. */
    CHECK_SEAT(game, GO_COLOR_WHITE, 2);
    /* A move in the other colour's turn is still refused. */
    CHECK_STATUS(go_game_play_as(game, GO_COLOR_BLACK, 1, 3, 3), GO_STATUS_WRONG_SEAT);
    CHECK_STATUS(go_game_play_as(game, GO_COLOR_WHITE, 2, 3, 3), GO_STATUS_OK);
    /* Then Black 1, the seat after White 2; no second penalty. */
    CHECK_SEAT(game, GO_COLOR_BLACK, 1);
    CHECK_STATUS(go_game_info(game, &info), GO_STATUS_OK);
    CHECK(info.white_penalties == 3 && info.black_penalties == 0);
    /* A partner's resignation loses for the pair. */
    CHECK_STATUS(go_game_resign_as(game, GO_COLOR_WHITE, 2), GO_STATUS_OK);
    char text[8];
    size_t needed = 0;
    CHECK_STATUS(go_game_result(game, text, sizeof text, &needed), GO_STATUS_OK);
    CHECK_TEXT(text, "B+R");
    go_game_free(game);
}

/* A free handicap's placement is Black's first turn, on Black's clock
   (found from outside: the clock could start only after it). Black 1
   places in 3 s of Fischer 10 s + 1 s; White's clock then runs. A flag
   that falls before the placement ends the game on time. */
static void test_a_free_handicap_is_placed_on_the_clock(void) {
    GoGameBuilder *builder = NULL;
    CHECK_STATUS(go_game_builder_new(9, 9, &builder), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_free_handicap(builder, 2), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_clock_fischer(builder, 10000, 1000), GO_STATUS_OK);
    GoGame *game = NULL;
    CHECK_STATUS(go_game_builder_build(builder, &game), GO_STATUS_OK);
    go_game_builder_free(builder);
    if (game == NULL) {
        return;
    }
    GoGame *late = NULL;
    CHECK_STATUS(go_game_copy(game, &late), GO_STATUS_OK);
    const GoPoint points[2] = {{2, 2}, {6, 6}};
    CHECK_STATUS(go_game_start_clock(game, 1000), GO_STATUS_OK);
    CHECK_STATUS(go_game_place_free_handicap_at(game, points, 2, 999), GO_STATUS_CLOCK_BACKWARDS);
    CHECK_STATUS(go_game_place_free_handicap_at(game, points, 1, 2000), GO_STATUS_HANDICAP_COUNT);
    CHECK_STATUS(go_game_place_free_handicap_at(game, NULL, 2, 2000), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_place_free_handicap_as_at(game, GO_COLOR_WHITE, 1, points, 2, 2000), GO_STATUS_WRONG_SEAT);
    GoTimeLeft left;
    memset(&left, 0, sizeof left);
    CHECK_STATUS(go_game_time_left(game, GO_COLOR_BLACK, 4000, &left), GO_STATUS_OK);
    CHECK(left.main_ms == 7000);
    CHECK_STATUS(go_game_place_free_handicap_as_at(game, GO_COLOR_BLACK, 1, points, 2, 4000), GO_STATUS_OK);
    CHECK_STATUS(go_game_time_left(game, GO_COLOR_BLACK, 9000, &left), GO_STATUS_OK);
    CHECK(left.main_ms == 8000);
    CHECK_STATUS(go_game_time_left(game, GO_COLOR_WHITE, 6500, &left), GO_STATUS_OK);
    CHECK(left.main_ms == 7500);
    CHECK_STATUS(go_game_place_free_handicap_at(game, points, 2, 5000), GO_STATUS_WRONG_PHASE);
    go_game_free(game);

    if (late == NULL) {
        return;
    }
    CHECK_STATUS(go_game_start_clock(late, 0), GO_STATUS_OK);
    CHECK_STATUS(go_game_place_free_handicap_at(late, points, 2, 10001), GO_STATUS_TIME_EXPIRED);
    char text[8];
    size_t needed = 0;
    CHECK_STATUS(go_game_result(late, text, sizeof text, &needed), GO_STATUS_OK);
    CHECK_TEXT(text, "W+T");
    go_game_free(late);
}

int main(void) {
    test_two_pairs_with_handicap_and_a_shared_clock();
    test_a_free_handicap_is_placed_on_the_clock();
    test_pair_go_penalty_keeps_the_stone();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
