/*
 * Every exported function with bad arguments: NULL handles and NULL
 * out-pointers, absurd sizes, coordinates, lengths, indexes and enum
 * values, and caller buffers of length 0 and 1. Each call must answer the
 * documented status, write nothing it should not, and leave its handles
 * usable (run under valgrind by run.sh, which also sees any read or write
 * out of bounds).
 */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "go_core.h"

#include "check.h"

/*
 * The caller-buffer convention of one export, given as CALL written with
 * `b_` (the buffer), `l_` (its length) and `np_` (the out_needed pointer):
 * NULL with length 0 asks for the length (more than 1 here); a buffer of 1
 * element is too small and stays untouched; NULL with a length, and a NULL
 * out_needed, are refused.
 */
#define CHECK_CONVENTION(T, CALL)                                                                         \
    do {                                                                                                  \
        T *b_ = NULL;                                                                                     \
        size_t l_ = 0;                                                                                    \
        size_t n_ = 12345;                                                                                \
        size_t *np_ = &n_;                                                                                \
        check_status((CALL), GO_STATUS_BUFFER_TOO_SMALL, #CALL ": NULL, 0", __LINE__);                   \
        check(n_ > 1 && n_ != 12345, #CALL ": the length needed", __LINE__);                              \
        T one_[1];                                                                                        \
        memset(one_, 0xAB, sizeof one_);                                                                  \
        b_ = one_;                                                                                        \
        l_ = 1;                                                                                           \
        check_status((CALL), GO_STATUS_BUFFER_TOO_SMALL, #CALL ": length 1", __LINE__);                   \
        check(((unsigned char *)one_)[0] == 0xAB, #CALL ": a short buffer is untouched", __LINE__);       \
        b_ = NULL;                                                                                        \
        l_ = 5;                                                                                           \
        check_status((CALL), GO_STATUS_NULL_POINTER, #CALL ": NULL with a length", __LINE__);             \
        b_ = one_;                                                                                        \
        l_ = 1;                                                                                           \
        np_ = NULL;                                                                                       \
        check_status((CALL), GO_STATUS_NULL_POINTER, #CALL ": NULL out_needed", __LINE__);                \
    } while (0)

static GoGame *new_game(uint32_t size, const char *preset) {
    GoGame *game = NULL;
    CHECK_STATUS(go_game_new(size, size, preset, &game), GO_STATUS_OK);
    return game;
}

/* A 5x5 game in counting: a black stone and a white one, two passes. */
static GoGame *counting_game(void) {
    GoGame *game = new_game(5, "chinese");
    CHECK_STATUS(go_game_play(game, 1, 1), GO_STATUS_OK);
    CHECK_STATUS(go_game_play(game, 3, 3), GO_STATUS_OK);
    CHECK_STATUS(go_game_pass(game), GO_STATUS_OK);
    CHECK_STATUS(go_game_pass(game), GO_STATUS_OK);
    return game;
}

static void test_versions_and_messages(void) {
    const char *version = go_version();
    char built[32];
    snprintf(built, sizeof built, "%d.%d.%d", GO_CORE_VERSION_MAJOR, GO_CORE_VERSION_MINOR, GO_CORE_VERSION_PATCH);
    CHECK_TEXT(version, built);
    CHECK(go_version() == version);
    const int absurd[] = {-1, 1, 99, 103, 202, 299, 399, 401, 402, 499, 903, 1000, INT32_MAX, INT32_MIN};
    for (size_t i = 0; i < sizeof absurd / sizeof absurd[0]; i++) {
        CHECK_TEXT(go_status_message(absurd[i]), "unknown status code");
    }
    CHECK_TEXT(go_status_message(GO_STATUS_OK), "ok");
}

static void test_constructors(void) {
    /* Every constructor writes NULL on failure and refuses a NULL out-pointer. */
    GoGame *game = (GoGame *)&passed;
    CHECK_STATUS(go_game_new(0, 9, NULL, &game), GO_STATUS_INVALID_SIZE);
    CHECK(game == NULL);
    CHECK_STATUS(go_game_new(53, 9, NULL, &game), GO_STATUS_INVALID_SIZE);
    CHECK_STATUS(go_game_new(UINT32_MAX, UINT32_MAX, NULL, &game), GO_STATUS_INVALID_SIZE);
    CHECK_STATUS(go_game_new(9, 9, "", &game), GO_STATUS_UNKNOWN_NAME);
    CHECK_STATUS(go_game_new(9, 9, NULL, NULL), GO_STATUS_NULL_POINTER);

    GoRules *rules = (GoRules *)&passed;
    CHECK_STATUS(go_rules_new_preset(8, 9, 9, &rules), GO_STATUS_INVALID_ENUM);
    CHECK(rules == NULL);
    CHECK_STATUS(go_rules_new_preset(UINT32_MAX, 9, 9, &rules), GO_STATUS_INVALID_ENUM);
    CHECK_STATUS(go_rules_new_preset(GO_PRESET_AGA, 0, 9, &rules), GO_STATUS_INVALID_SIZE);
    CHECK_STATUS(go_rules_new_preset(GO_PRESET_AGA, 9, 9, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_rules_parse(NULL, &rules), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_rules_parse("chinese ko=", &rules), GO_STATUS_UNKNOWN_NAME);
    CHECK_STATUS(go_rules_parse("chinese komi=1e9", &rules), GO_STATUS_UNKNOWN_NAME);
    CHECK_STATUS(go_rules_parse("\xff", &rules), GO_STATUS_INVALID_UTF8);
    CHECK_STATUS(go_rules_parse("chinese", NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_rules(NULL, &rules), GO_STATUS_NULL_POINTER);
    CHECK(rules == NULL);

    GoGameBuilder *builder = (GoGameBuilder *)&passed;
    CHECK_STATUS(go_game_builder_new(9, 0, &builder), GO_STATUS_INVALID_SIZE);
    CHECK(builder == NULL);
    CHECK_STATUS(go_game_builder_new(9, 9, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_builder_from_game(NULL, &builder), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_builder_build(NULL, &game), GO_STATUS_NULL_POINTER);
    CHECK(game == NULL);

    GoPhantom *phantom = (GoPhantom *)&passed;
    CHECK_STATUS(go_phantom_new(NULL, GO_REFEREE_CONVENTION_ILLEGAL_ONLY, &phantom), GO_STATUS_NULL_POINTER);
    CHECK(phantom == NULL);
    GoSgfCollection *sgf = (GoSgfCollection *)&passed;
    CHECK_STATUS(go_sgf_read(NULL, 0, GO_PARSE_MODE_LENIENT, NULL, &sgf), GO_STATUS_SGF_NO_GAME_TREE);
    CHECK(sgf == NULL);
    CHECK_STATUS(go_sgf_read((const uint8_t *)"(;)", 3, GO_PARSE_MODE_LENIENT, NULL, NULL), GO_STATUS_NULL_POINTER);
    game = (GoGame *)&passed;
    CHECK_STATUS(go_game_from_record_json(NULL, &game), GO_STATUS_NULL_POINTER);
    CHECK(game == NULL);
    CHECK_STATUS(go_game_from_record_json("[]", &game), GO_STATUS_INVALID_JSON);
    CHECK_STATUS(go_game_from_record_json("{}", NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_copy(NULL, &game), GO_STATUS_NULL_POINTER);

    /* Every free accepts NULL. */
    go_game_free(NULL);
    go_rules_free(NULL);
    go_game_builder_free(NULL);
    go_phantom_free(NULL);
    go_sgf_free(NULL);

    /* The smallest and largest boards exist. */
    GoGame *tiny = new_game(1, NULL);
    CHECK_STATUS(go_game_play(tiny, 0, 0), GO_STATUS_SUICIDE);
    go_game_free(tiny);
    GoGame *huge = NULL;
    CHECK_STATUS(go_game_new(52, 1, NULL, &huge), GO_STATUS_OK);
    CHECK_STATUS(go_game_play(huge, 51, 0), GO_STATUS_OK);
    CHECK_STATUS(go_game_play(huge, 52, 0), GO_STATUS_OFF_BOARD);
    go_game_free(huge);
}

static void test_rules(void) {
    GoRules *rules = NULL;
    CHECK_STATUS(go_rules_new_preset(GO_PRESET_CHINESE, 19, 19, &rules), GO_STATUS_OK);
    CHECK_STATUS(go_rules_set_ko(NULL, GO_KO_RULE_SIMPLE), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_rules_set_ko(rules, 4), GO_STATUS_INVALID_ENUM);
    CHECK_STATUS(go_rules_set_ko(rules, 65536 + GO_KO_RULE_SIMPLE), GO_STATUS_INVALID_ENUM);
    CHECK_STATUS(go_rules_set_suicide(rules, UINT32_MAX), GO_STATUS_INVALID_ENUM);
    CHECK_STATUS(go_rules_set_counting(rules, 3), GO_STATUS_INVALID_ENUM);
    CHECK_STATUS(go_rules_set_handicap_bonus(rules, 3), GO_STATUS_INVALID_ENUM);
    CHECK_STATUS(go_rules_set_cycle_outcome(rules, 2), GO_STATUS_INVALID_ENUM);
    CHECK_STATUS(go_rules_set_dead_stones(rules, 2), GO_STATUS_INVALID_ENUM);
    CHECK_STATUS(go_rules_set_pass_stones(rules, 2), GO_STATUS_INVALID_ENUM);
    CHECK_STATUS(go_rules_set_resume_order(rules, 2), GO_STATUS_INVALID_ENUM);
    CHECK_STATUS(go_rules_set_unfilled_dame(rules, 2), GO_STATUS_INVALID_ENUM);
    CHECK_STATUS(go_rules_set_komi(rules, INT32_MIN), GO_STATUS_INVALID_KOMI);
    CHECK_STATUS(go_rules_set_komi(rules, 20001), GO_STATUS_INVALID_KOMI);
    CHECK_STATUS(go_rules_set_komi(NULL, 13), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_rules_set_axis(rules, NULL, "simple"), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_rules_set_axis(rules, "ko", NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_rules_set_axis(rules, "no-such-axis", "x"), GO_STATUS_UNKNOWN_NAME);
    CHECK_STATUS(go_rules_set_axis(NULL, "ko", "simple"), GO_STATUS_NULL_POINTER);
    GoRulesInfo info;
    memset(&info, 0, sizeof info);
    CHECK_STATUS(go_rules_info(NULL, &info), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_rules_info(rules, NULL), GO_STATUS_NULL_POINTER);
    /* Nothing above changed the rules: still exactly the Chinese preset. */
    CHECK_STATUS(go_rules_info(rules, &info), GO_STATUS_OK);
    CHECK(info.preset == GO_PRESET_CHINESE && info.is_preset && info.komi_half_points == 15);
    CHECK_CONVENTION(char, go_rules_text(rules, b_, l_, np_));
    CHECK_STATUS(go_rules_text(NULL, NULL, 0, NULL), GO_STATUS_NULL_POINTER);
    go_rules_free(rules);
}

static void test_builder(void) {
    GoGameBuilder *b = NULL;
    CHECK_STATUS(go_game_builder_new(9, 9, &b), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_rules(b, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_builder_set_rules(NULL, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_builder_set_komi(NULL, 0), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_builder_set_komi(b, INT32_MAX), GO_STATUS_INVALID_KOMI);
    CHECK_STATUS(go_game_builder_set_no_handicap(NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_builder_set_fixed_handicap(NULL, 2), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_builder_set_free_handicap(NULL, 2), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_builder_set_corner_line_12(b, 2), GO_STATUS_INVALID_ENUM);
    CHECK_STATUS(go_game_builder_set_corner_line_12(b, 5), GO_STATUS_INVALID_ENUM);
    CHECK_STATUS(go_game_builder_add_stone(b, 0, 0, GO_COLOR_EMPTY), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_game_builder_add_stone(b, 0, 0, 3), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_game_builder_add_stone(NULL, 0, 0, GO_COLOR_BLACK), GO_STATUS_NULL_POINTER);
    uint8_t position[81];
    memset(position, 0, sizeof position);
    CHECK_STATUS(go_game_builder_set_position(b, NULL, 81), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_builder_set_position(b, position, 0), GO_STATUS_WRONG_LENGTH);
    CHECK_STATUS(go_game_builder_set_position(b, position, 1), GO_STATUS_WRONG_LENGTH);
    CHECK_STATUS(go_game_builder_set_position(b, position, SIZE_MAX), GO_STATUS_INVALID_LENGTH);
    position[40] = 3;
    CHECK_STATUS(go_game_builder_set_position(b, position, 81), GO_STATUS_INVALID_COLOR);
    /* The length is checked before any byte: a bad byte in a short array
     * is still the wrong length. */
    CHECK_STATUS(go_game_builder_set_position(b, position, 80), GO_STATUS_WRONG_LENGTH);
    CHECK_STATUS(go_game_builder_set_diagram(b, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_builder_set_diagram(b, ""), GO_STATUS_INVALID_DIAGRAM);
    CHECK_STATUS(go_game_builder_set_diagram(b, "XO\nX\n"), GO_STATUS_INVALID_DIAGRAM);
    CHECK_STATUS(go_game_builder_set_to_move(b, 0), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_game_builder_set_topology(b, 4), GO_STATUS_INVALID_ENUM);
    const GoSeatKind kinds[] = {GO_SEAT_KIND_PERSON, 7};
    CHECK_STATUS(go_game_builder_set_seats(b, GO_COLOR_BLACK, kinds, 2), GO_STATUS_INVALID_ENUM);
    CHECK_STATUS(go_game_builder_set_seats(b, GO_COLOR_BLACK, NULL, 2), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_builder_set_seats(b, GO_COLOR_BLACK, kinds, SIZE_MAX), GO_STATUS_INVALID_LENGTH);
    CHECK_STATUS(go_game_builder_set_seats(b, GO_COLOR_BLACK, kinds, 0), GO_STATUS_INVALID_SEATS);
    CHECK_STATUS(go_game_builder_set_seats(b, 5, kinds, 1), GO_STATUS_INVALID_COLOR);
    GoSeatKind many[256];
    for (size_t i = 0; i < 256; i++) {
        many[i] = GO_SEAT_KIND_COMPUTER;
    }
    CHECK_STATUS(go_game_builder_set_seats(b, GO_COLOR_WHITE, many, 256), GO_STATUS_INVALID_SEATS);
    /* Judged from the count before the kinds are read (found from outside:
       2^29 kinds took 1.9 s, 2^40 all memory). */
    CHECK_STATUS(go_game_builder_set_seats(b, GO_COLOR_WHITE, many, (size_t)1 << 40), GO_STATUS_INVALID_SEATS);
    CHECK_STATUS(go_game_builder_set_seats(b, GO_COLOR_WHITE, many, 255), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_seats(b, GO_COLOR_WHITE, many, 1), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_out_of_turn(b, 2), GO_STATUS_INVALID_ENUM);
    CHECK_STATUS(go_game_builder_set_clock_none(NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_builder_set_clock_absolute(NULL, 1), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_builder_set_clock_fischer(NULL, 1, 1), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_builder_set_clock_byo_yomi(NULL, 1, 1, 1), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_builder_set_clock_canadian(NULL, 1, 1, 1), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_builder_set_standard(NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_builder_set_atari_go(NULL, 1), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_builder_set_atari_go(b, 0), GO_STATUS_INVALID_ATARI_GO);
    CHECK_STATUS(go_game_builder_set_phantom(b, UINT32_MAX), GO_STATUS_INVALID_ENUM);

    /* Nothing above changed the builder: it builds an empty even 9x9 game. */
    GoGame *game = NULL;
    CHECK_STATUS(go_game_builder_build(b, &game), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_build(b, NULL), GO_STATUS_NULL_POINTER);
    CHECK_GAME_BOARD(game,
                     ".........\n.........\n.........\n.........\n.........\n"
                     ".........\n.........\n.........\n.........\n");
    GoGameInfo info;
    CHECK_STATUS(go_game_info(game, &info), GO_STATUS_OK);
    CHECK(info.white_seats == 1 && info.black_seats == 1 && info.handicap_kind == GO_HANDICAP_KIND_NONE);
    go_game_free(game);

    /* Settings checked when the game is built. */
    CHECK_STATUS(go_game_builder_set_clock_byo_yomi(b, 0, 0, 30000), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_build(b, &game), GO_STATUS_INVALID_TIME_CONTROL);
    CHECK(game == NULL);
    CHECK_STATUS(go_game_builder_set_clock_canadian(b, 0, 25, 0), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_build(b, &game), GO_STATUS_INVALID_TIME_CONTROL);
    /* Fischer without main time: the first move would have none. */
    CHECK_STATUS(go_game_builder_set_clock_fischer(b, 0, 5000), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_build(b, &game), GO_STATUS_INVALID_TIME_CONTROL);
    CHECK_STATUS(go_game_builder_set_clock_fischer(b, UINT64_MAX, UINT64_MAX), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_atari_go(b, UINT32_MAX), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_build(b, &game), GO_STATUS_INVALID_ATARI_GO);
    CHECK_STATUS(go_game_builder_set_atari_go(b, 81), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_build(b, &game), GO_STATUS_OK);
    go_game_free(game);
    CHECK_STATUS(go_game_builder_set_standard(b), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_fixed_handicap(b, 10), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_build(b, &game), GO_STATUS_FIXED_HANDICAP_UNAVAILABLE);
    CHECK_STATUS(go_game_builder_set_fixed_handicap(b, 1), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_build(b, &game), GO_STATUS_INVALID_HANDICAP);
    CHECK_STATUS(go_game_builder_set_fixed_handicap(b, 0), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_build(b, &game), GO_STATUS_INVALID_HANDICAP);
    CHECK_STATUS(go_game_builder_set_free_handicap(b, UINT32_MAX), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_build(b, &game), GO_STATUS_INVALID_HANDICAP);
    CHECK_STATUS(go_game_builder_set_free_handicap(b, 81), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_build(b, &game), GO_STATUS_INVALID_HANDICAP);
    /* The rules' own kind: fixed under the studio rules, free under the
       game site's (its preset places the stones freely). */
    CHECK_STATUS(go_game_builder_set_handicap(NULL, 2), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_builder_set_handicap(b, 3), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_build(b, &game), GO_STATUS_OK);
    GoGameInfo kind;
    CHECK_STATUS(go_game_info(game, &kind), GO_STATUS_OK);
    CHECK(kind.handicap_kind == GO_HANDICAP_KIND_FIXED && kind.handicap_placed == 3);
    go_game_free(game);
    GoRules *site = NULL;
    CHECK_STATUS(go_rules_new_preset(GO_PRESET_GAME_SITE, 9, 9, &site), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_rules(b, site), GO_STATUS_OK);
    go_rules_free(site);
    CHECK_STATUS(go_game_builder_set_handicap(b, 3), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_build(b, &game), GO_STATUS_OK);
    CHECK_STATUS(go_game_info(game, &kind), GO_STATUS_OK);
    CHECK(kind.handicap_kind == GO_HANDICAP_KIND_FREE && kind.handicap_placed == 0);
    go_game_free(game);
    CHECK_STATUS(go_game_builder_set_handicap(b, 0), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_build(b, &game), GO_STATUS_OK);
    CHECK_STATUS(go_game_info(game, &kind), GO_STATUS_OK);
    CHECK(kind.handicap_kind == GO_HANDICAP_KIND_NONE);
    go_game_free(game);
    CHECK_STATUS(go_game_builder_set_no_handicap(b), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_add_stone(b, UINT32_MAX, 0, GO_COLOR_BLACK), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_build(b, &game), GO_STATUS_SETUP_OFF_BOARD);
    go_game_builder_free(b);
}

static void test_game_reads(void) {
    GoGame *game = counting_game();
    uint32_t u = 7;
    size_t z = 7;
    GoColor color = 7;
    GoPhase phase = 7;
    uint8_t seat = 7;
    uint64_t hash = 7;
    CHECK_STATUS(go_game_size(NULL, &u, &u), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_size(game, NULL, &u), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_size(game, &u, NULL), GO_STATUS_NULL_POINTER);
    CHECK(u == 7);
    CHECK_STATUS(go_game_to_move(NULL, &color), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_to_move(game, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_seat_to_move(game, NULL, &seat), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_seat_to_move(game, &color, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_seat_to_move(NULL, &color, &seat), GO_STATUS_NULL_POINTER);
    CHECK(color == 7 && seat == 7);
    CHECK_STATUS(go_game_phase(NULL, &phase), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_phase(game, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_hash(NULL, &hash), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_hash(game, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_move_count(NULL, &z), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_move_count(game, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_prisoners(game, GO_COLOR_BLACK, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_prisoners(game, UINT32_MAX, &u), GO_STATUS_INVALID_COLOR);
    GoGameInfo info;
    CHECK_STATUS(go_game_info(NULL, &info), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_info(game, NULL), GO_STATUS_NULL_POINTER);
    GoSeatKind kind = 7;
    CHECK_STATUS(go_game_seat_kind(game, GO_COLOR_BLACK, 0, &kind), GO_STATUS_UNKNOWN_SEAT);
    CHECK_STATUS(go_game_seat_kind(game, GO_COLOR_BLACK, 255, &kind), GO_STATUS_UNKNOWN_SEAT);
    CHECK_STATUS(go_game_seat_kind(game, 0, 1, &kind), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_game_seat_kind(game, GO_COLOR_BLACK, 1, NULL), GO_STATUS_NULL_POINTER);
    CHECK(kind == 7);
    GoResult result;
    CHECK_STATUS(go_game_outcome(NULL, &result), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_outcome(game, NULL), GO_STATUS_NULL_POINTER);
    GoMoveInfo move;
    CHECK_STATUS(go_game_move_at(game, 4, &move), GO_STATUS_NOT_FOUND);
    CHECK_STATUS(go_game_move_at(game, SIZE_MAX, &move), GO_STATUS_NOT_FOUND);
    CHECK_STATUS(go_game_move_at(game, 0, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_move_at(NULL, 0, &move), GO_STATUS_NULL_POINTER);
    GoPoint points[1];
    CHECK_STATUS(go_game_move_captures(game, SIZE_MAX, points, 1, &z), GO_STATUS_NOT_FOUND);
    CHECK_STATUS(go_game_move_captures(game, 0, points, 1, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_move_captures(game, 0, NULL, 0, &z), GO_STATUS_OK);
    CHECK(z == 0);
    CHECK_STATUS(go_game_is_legal(NULL, 0, 0), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_is_legal_as(game, 3, 1, 0, 0), GO_STATUS_INVALID_COLOR);

    /* Every whole-board answer by the buffer convention (25 bytes). */
    CHECK_CONVENTION(uint8_t, go_game_board(game, b_, l_, np_));
    CHECK_CONVENTION(char, go_game_board_text(game, b_, l_, np_));
    CHECK_CONVENTION(uint8_t, go_game_legal_mask(game, b_, l_, np_));
    CHECK_CONVENTION(uint8_t, go_game_dead_stones(game, b_, l_, np_));
    CHECK_CONVENTION(uint8_t, go_game_unfilled_dame(game, b_, l_, np_));
    CHECK_CONVENTION(uint8_t, go_game_suggested_dead_stones(game, b_, l_, np_));
    CHECK_CONVENTION(uint8_t, go_game_estimate_dead_stones(game, 4, 1, true, b_, l_, np_, NULL, 0, NULL));
    CHECK_CONVENTION(uint8_t, go_game_ownership(game, b_, l_, np_));
    CHECK_CONVENTION(uint8_t, go_game_pass_alive(game, GO_COLOR_BLACK, b_, l_, np_));
    CHECK_CONVENTION(uint8_t, go_game_write_sgf(game, b_, l_, np_));
    CHECK_CONVENTION(char, go_game_record_json(game, b_, l_, np_));
    CHECK_STATUS(go_game_pass_alive(game, 9, NULL, 0, &z), GO_STATUS_INVALID_COLOR);
    size_t liberties = 77;
    CHECK_CONVENTION(uint8_t, go_game_chain(game, 1, 1, &liberties, b_, l_, np_));
    CHECK(liberties == 4);
    CHECK_STATUS(go_game_chain(game, 0, 0, &liberties, NULL, 0, &z), GO_STATUS_NOT_FOUND);
    CHECK_STATUS(go_game_chain(game, UINT32_MAX, 0, &liberties, NULL, 0, &z), GO_STATUS_NOT_FOUND);
    CHECK_STATUS(go_game_chain(game, 1, 1, NULL, NULL, 0, &z), GO_STATUS_NULL_POINTER);
    /* Found from outside: the buffer's NULL is answered before anything
       else, and nothing is written beside it. */
    CHECK_STATUS(go_game_chain(game, 0, 0, &liberties, NULL, 81, &z), GO_STATUS_NULL_POINTER);
    liberties = 77;
    CHECK_STATUS(go_game_chain(game, 1, 1, &liberties, NULL, 5, &z), GO_STATUS_NULL_POINTER);
    CHECK(liberties == 77);
    /* The result text is empty before the count: 1 byte, the NUL. */
    char text[1] = {'x'};
    CHECK_STATUS(go_game_result(game, NULL, 0, &z), GO_STATUS_BUFFER_TOO_SMALL);
    CHECK(z == 1);
    CHECK_STATUS(go_game_result(game, text, 1, &z), GO_STATUS_OK);
    CHECK(text[0] == '\0');
    CHECK_STATUS(go_game_result(game, text, 1, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_result(NULL, text, 1, &z), GO_STATUS_NULL_POINTER);

    GoScore score;
    CHECK_STATUS(go_game_score(game, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_score(NULL, &score), GO_STATUS_NULL_POINTER);
    uint8_t dead[25];
    memset(dead, 0, sizeof dead);
    CHECK_STATUS(go_game_score_with(game, dead, 24, &score), GO_STATUS_WRONG_LENGTH);
    CHECK_STATUS(go_game_score_with(game, dead, SIZE_MAX, &score), GO_STATUS_INVALID_LENGTH);
    /* Found from outside: a wrong length was copied whole before it was
       judged (2^40 bytes aborted in the allocator); it is judged from the
       length alone, and the array is not read. */
    CHECK_STATUS(go_game_score_with(game, dead, (size_t)1 << 40, &score), GO_STATUS_WRONG_LENGTH);
    CHECK_STATUS(go_game_score_with(game, NULL, 25, &score), GO_STATUS_NULL_POINTER);
    dead[0] = 1;
    CHECK_STATUS(go_game_score_with(game, dead, 25, &score), GO_STATUS_NOT_A_STONE);
    dead[0] = 0;
    dead[1 * 5 + 1] = 1;
    CHECK_STATUS(go_game_score_with(game, dead, 25, &score), GO_STATUS_OK);
    /* The black stone counted dead: White has the whole board and komi. */
    CHECK(score.white.stones == 1 && score.white.territory == 24 && score.black.stones == 0);
    CHECK_STATUS(go_game_score_with(game, dead, 25, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_proposal(game, NULL), GO_STATUS_NULL_POINTER);

    uint32_t x = 7, y = 7;
    bool pass = false;
    CHECK_STATUS(go_game_suggest_move(game, UINT32_MAX, 1, &x, &y, &pass), GO_STATUS_INVALID_BUDGET);
    CHECK_STATUS(go_game_suggest_move(game, 10000001, 1, &x, &y, &pass), GO_STATUS_INVALID_BUDGET);
    CHECK_STATUS(go_game_suggest_move(game, 1, 1, &x, &y, NULL), GO_STATUS_NULL_POINTER);
    /* Not being played: the computer passes. */
    CHECK_STATUS(go_game_suggest_move(game, 1, 1, &x, &y, &pass), GO_STATUS_OK);
    CHECK(pass && x == 7 && y == 7);
    GoTimeLeft left;
    CHECK_STATUS(go_game_time_left(game, GO_COLOR_WHITE, UINT64_MAX, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_time_left(game, 0, 0, &left), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_game_time_left(game, GO_COLOR_WHITE, UINT64_MAX, &left), GO_STATUS_OK);
    CHECK(!left.flagged && left.main_ms == 0);

    /* None of it changed the game. */
    size_t moves = 0;
    CHECK_STATUS(go_game_move_count(game, &moves), GO_STATUS_OK);
    CHECK(moves == 4);
    CHECK_GAME_BOARD(game, ".....\n.X...\n.....\n...O.\n.....\n");
    go_game_free(game);
}

static void test_game_changes(void) {
    GoGame *game = new_game(9, "studio");
    CHECK_STATUS(go_game_play(NULL, 0, 0), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_play(game, UINT32_MAX, 0), GO_STATUS_OFF_BOARD);
    CHECK_STATUS(go_game_play(game, 255, 255), GO_STATUS_OFF_BOARD);
    CHECK_STATUS(go_game_play(game, 256, 0), GO_STATUS_OFF_BOARD);
    CHECK_STATUS(go_game_pass(NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_play_as(game, GO_COLOR_BLACK, 0, 4, 4), GO_STATUS_UNKNOWN_SEAT);
    CHECK_STATUS(go_game_play_as(game, GO_COLOR_BLACK, 255, 4, 4), GO_STATUS_UNKNOWN_SEAT);
    CHECK_STATUS(go_game_play_as(game, 0, 1, 4, 4), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_game_pass_as(NULL, GO_COLOR_BLACK, 1), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_pass_as(game, GO_COLOR_WHITE, 1), GO_STATUS_WRONG_SEAT);
    CHECK_STATUS(go_game_play_for(game, 7, false, 0, 0), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_game_play_for(NULL, GO_COLOR_BLACK, true, 0, 0), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_play_for(game, GO_COLOR_WHITE, false, 99, 99), GO_STATUS_OFF_BOARD);
    CHECK_STATUS(go_game_resign_as(game, GO_COLOR_WHITE, 2), GO_STATUS_UNKNOWN_SEAT);
    CHECK_STATUS(go_game_resign_as(game, 8, 1), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_game_leave(game, GO_COLOR_WHITE, 0), GO_STATUS_UNKNOWN_SEAT);
    CHECK_STATUS(go_game_leave(NULL, GO_COLOR_WHITE, 1), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_time_out(game, 0), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_game_time_out(NULL, GO_COLOR_BLACK), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_undo(NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_resign(NULL), GO_STATUS_NULL_POINTER);
    GoPoint p = {0, 0};
    CHECK_STATUS(go_game_place_free_handicap(game, &p, 1), GO_STATUS_WRONG_PHASE);
    CHECK_STATUS(go_game_place_free_handicap(game, NULL, 1), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_place_free_handicap(game, &p, SIZE_MAX), GO_STATUS_INVALID_LENGTH);
    /* The phase and the count are judged before the points are read
       (found from outside: 2^30 points were copied, 2 GiB, to be refused). */
    CHECK_STATUS(go_game_place_free_handicap(game, &p, (size_t)1 << 40), GO_STATUS_WRONG_PHASE);
    CHECK_STATUS(go_game_place_free_handicap_as(game, GO_COLOR_WHITE, 1, &p, 1), GO_STATUS_WRONG_SEAT);
    CHECK_STATUS(go_game_place_free_handicap_as(game, 5, 1, &p, 1), GO_STATUS_INVALID_COLOR);
    uint32_t bits = 77;
    CHECK_STATUS(go_game_replay_move(game, GO_COLOR_EMPTY, false, 0, 0, &bits), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_game_replay_move(game, GO_COLOR_BLACK, false, 9, 0, &bits), GO_STATUS_OFF_BOARD);
    CHECK_STATUS(go_game_replay_move(NULL, GO_COLOR_BLACK, true, 0, 0, &bits), GO_STATUS_NULL_POINTER);
    CHECK(bits == 77);
    {
        /* Found from outside: a replayed move reopened a resigned game. */
        GoGame *over = new_game(9, "chinese");
        CHECK_STATUS(go_game_play(over, 2, 2), GO_STATUS_OK);
        CHECK_STATUS(go_game_resign(over), GO_STATUS_OK);
        CHECK_STATUS(go_game_replay_move(over, GO_COLOR_WHITE, false, 4, 4, &bits), GO_STATUS_GAME_OVER);
        CHECK(bits == 77);
        /* The phase is judged before the edits are read. */
        GoStoneEdit one = {0, 0, GO_COLOR_BLACK};
        CHECK_STATUS(go_game_edit_stones(over, &one, (size_t)1 << 40), GO_STATUS_WRONG_PHASE);
        GoPhase phase = 0;
        CHECK_STATUS(go_game_phase(over, &phase), GO_STATUS_OK);
        CHECK(phase == GO_PHASE_FINISHED);
        go_game_free(over);
    }
    CHECK_STATUS(go_game_set_player(game, 3), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_game_set_player(NULL, GO_COLOR_BLACK), GO_STATUS_NULL_POINTER);
    GoStoneEdit edits[2] = {{0, 0, GO_COLOR_BLACK}, {1, 1, 9}};
    CHECK_STATUS(go_game_edit_stones(game, edits, 2), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_game_edit_stones(game, NULL, 2), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_edit_stones(game, edits, SIZE_MAX), GO_STATUS_INVALID_LENGTH);
    edits[1].x = UINT32_MAX;
    edits[1].color = GO_COLOR_EMPTY;
    CHECK_STATUS(go_game_edit_stones(game, edits, 2), GO_STATUS_SETUP_OFF_BOARD);
    CHECK_STATUS(go_game_resume(game), GO_STATUS_WRONG_PHASE);
    CHECK_STATUS(go_game_resume(NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_toggle_dead(NULL, 0, 0, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_toggle_dead(game, 0, 0, NULL), GO_STATUS_WRONG_PHASE);
    /* The count's calls by seat judge the phase before the seat, as moves
       do: outside the counting phase an unknown seat is the wrong phase. */
    CHECK_STATUS(go_game_toggle_dead_as(game, GO_COLOR_BLACK, 9, 0, 0, NULL), GO_STATUS_WRONG_PHASE);
    CHECK_STATUS(go_game_toggle_dead_region(NULL, 0, 0, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_toggle_dead_region_as(game, 4, 1, 0, 0, NULL), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_game_propose(game, GO_COLOR_EMPTY), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_game_propose(game, GO_COLOR_BLACK), GO_STATUS_WRONG_PHASE);
    CHECK_STATUS(go_game_accept(NULL, GO_COLOR_BLACK), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_reject(game, 3), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_game_propose_as(game, GO_COLOR_BLACK, 0), GO_STATUS_WRONG_PHASE);
    CHECK_STATUS(go_game_accept_as(game, GO_COLOR_WHITE, 2), GO_STATUS_WRONG_PHASE);
    CHECK_STATUS(go_game_reject_as(NULL, GO_COLOR_WHITE, 1), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_start_clock(NULL, 0), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_play_at(NULL, 0, 0, 0), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_pass_at(NULL, 0), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_play_as_at(game, 0, 1, 0, 0, 0), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_game_pass_as_at(game, GO_COLOR_WHITE, 1, 0), GO_STATUS_WRONG_SEAT);
    CHECK_STATUS(go_game_check_time(NULL, 0, NULL), GO_STATUS_NULL_POINTER);
    /* No clock: a timed move is an untimed one, at any time. */
    CHECK_STATUS(go_game_check_time(game, UINT64_MAX, NULL), GO_STATUS_OK);
    CHECK_STATUS(go_game_play_at(game, 4, 4, UINT64_MAX), GO_STATUS_OK);
    CHECK_STATUS(go_game_pass_at(game, 0), GO_STATUS_OK);
    /* Nor does starting the clock there compare times (it made a later
       earlier timestamp CLOCK_BACKWARDS). */
    CHECK_STATUS(go_game_start_clock(game, UINT64_MAX), GO_STATUS_OK);
    CHECK_STATUS(go_game_start_clock(game, 5), GO_STATUS_OK);

    /* Only the two good moves changed the game. */
    size_t moves = 0;
    CHECK_STATUS(go_game_move_count(game, &moves), GO_STATUS_OK);
    CHECK(moves == 2);
    CHECK_GAME_BOARD(game,
                     ".........\n.........\n.........\n.........\n....X....\n"
                     ".........\n.........\n.........\n.........\n");
    go_game_free(game);
}

static void test_phantom_and_sgf(void) {
    GoGame *game = new_game(5, NULL);
    GoPhantom *ph = NULL;
    CHECK_STATUS(go_phantom_new(game, 4, &ph), GO_STATUS_INVALID_ENUM);
    CHECK_STATUS(go_phantom_new(game, GO_REFEREE_CONVENTION_ILLEGAL_ONLY, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_new(game, GO_REFEREE_CONVENTION_ILLEGAL_ONLY, &ph), GO_STATUS_OK);
    GoTry t;
    memset(&t, 0, sizeof t);
    CHECK_STATUS(go_phantom_try(NULL, 0, 0, &t), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_try(ph, 0, 0, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_try(ph, UINT32_MAX, 0, &t), GO_STATUS_OFF_BOARD);
    CHECK_STATUS(go_phantom_pass(ph, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_try(ph, 2, 2, &t), GO_STATUS_OK);
    GoColor color = 7;
    GoPhase phase = 7;
    size_t z = 7;
    CHECK_STATUS(go_phantom_to_move(ph, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_to_move(NULL, &color), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_phase(ph, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_phase(NULL, &phase), GO_STATUS_NULL_POINTER);
    CHECK_CONVENTION(uint8_t, go_phantom_view(ph, GO_COLOR_BLACK, b_, l_, np_));
    CHECK_STATUS(go_phantom_view(ph, 0, NULL, 0, &z), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_phantom_reveal(ph, NULL, 0, &z), GO_STATUS_WRONG_PHASE);
    CHECK_STATUS(go_phantom_reveal(NULL, NULL, 0, &z), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_reveal(ph, NULL, 25, &z), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_reveal(ph, NULL, 0, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_refused(ph, NULL, 0, &z), GO_STATUS_OK);
    CHECK(z == 0);
    CHECK_STATUS(go_phantom_refused(ph, NULL, 0, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_announcement_count(ph, 3, &z), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_phantom_announcement_count(ph, GO_COLOR_WHITE, NULL), GO_STATUS_NULL_POINTER);
    GoAnnouncement a;
    CHECK_STATUS(go_phantom_announcement(ph, GO_COLOR_WHITE, SIZE_MAX, &a), GO_STATUS_NOT_FOUND);
    CHECK_STATUS(go_phantom_announcement(ph, GO_COLOR_WHITE, 0, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_announcement_points(ph, GO_COLOR_WHITE, 9, NULL, 0, &z), GO_STATUS_NOT_FOUND);
    CHECK_STATUS(go_phantom_announcement_points(ph, GO_COLOR_WHITE, 0, NULL, 0, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_announcement_points(ph, GO_COLOR_WHITE, 9, NULL, 4, &z), GO_STATUS_NULL_POINTER);
    CHECK_CONVENTION(uint8_t, go_phantom_write_sgf(ph, b_, l_, np_));
    GoGame *after = (GoGame *)&passed;
    CHECK_STATUS(go_phantom_game_after_play(ph, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_game_after_play(NULL, &after), GO_STATUS_NULL_POINTER);
    CHECK(after == NULL);
    go_phantom_free(ph);
    go_game_free(game);

    /* A game with the Phantom Go variant is never searched whole: the
       computer player would see the stones hidden from the side to move. */
    GoGameBuilder *pb = NULL;
    CHECK_STATUS(go_game_builder_new(5, 5, &pb), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_phantom(pb, GO_REFEREE_CONVENTION_ILLEGAL_ONLY), GO_STATUS_OK);
    GoGame *hidden = NULL;
    CHECK_STATUS(go_game_builder_build(pb, &hidden), GO_STATUS_OK);
    uint32_t sx = 77, sy = 77;
    bool spass = false;
    CHECK_STATUS(go_game_suggest_move(hidden, 10, 1, &sx, &sy, &spass), GO_STATUS_HIDDEN_INFORMATION);
    CHECK(sx == 77 && sy == 77 && !spass);
    go_game_free(hidden);
    go_game_builder_free(pb);

    /* A Phantom Go game ends by resignation, leaving or time too; the
       referee runs no clock, so a game with one is refused. */
    GoGame *plain = new_game(5, NULL);
    GoPhantom *ref = NULL;
    CHECK_STATUS(go_phantom_new(plain, GO_REFEREE_CONVENTION_ILLEGAL_ONLY, &ref), GO_STATUS_OK);
    CHECK_STATUS(go_phantom_resign(NULL, GO_COLOR_BLACK), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_resign(ref, 9), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_phantom_resign(ref, GO_COLOR_WHITE), GO_STATUS_OK);
    GoPhase over = 7;
    CHECK_STATUS(go_phantom_phase(ref, &over), GO_STATUS_OK);
    CHECK(over == GO_PHASE_FINISHED);
    CHECK_STATUS(go_phantom_resign(ref, GO_COLOR_BLACK), GO_STATUS_WRONG_PHASE);
    CHECK_STATUS(go_phantom_leave(ref, GO_COLOR_BLACK), GO_STATUS_WRONG_PHASE);
    CHECK_STATUS(go_phantom_time_out(ref, GO_COLOR_BLACK), GO_STATUS_WRONG_PHASE);
    go_phantom_free(ref);
    ref = NULL;
    CHECK_STATUS(go_phantom_new(plain, GO_REFEREE_CONVENTION_ILLEGAL_ONLY, &ref), GO_STATUS_OK);
    CHECK_STATUS(go_phantom_leave(ref, GO_COLOR_WHITE), GO_STATUS_OK);
    go_phantom_free(ref);
    ref = NULL;
    CHECK_STATUS(go_phantom_new(plain, GO_REFEREE_CONVENTION_ILLEGAL_ONLY, &ref), GO_STATUS_OK);
    CHECK_STATUS(go_phantom_time_out(ref, GO_COLOR_WHITE), GO_STATUS_OK);
    go_phantom_free(ref);
    go_game_free(plain);
    GoGameBuilder *cb = NULL;
    CHECK_STATUS(go_game_builder_new(5, 5, &cb), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_clock_absolute(cb, 1000), GO_STATUS_OK);
    GoGame *clocked = NULL;
    CHECK_STATUS(go_game_builder_build(cb, &clocked), GO_STATUS_OK);
    ref = (GoPhantom *)&passed;
    CHECK_STATUS(go_phantom_new(clocked, GO_REFEREE_CONVENTION_ILLEGAL_ONLY, &ref), GO_STATUS_INCOMPATIBLE_OPTIONS);
    CHECK(ref == NULL);
    go_game_free(clocked);
    go_game_builder_free(cb);

    static const char record[] = "(;GM[1]FF[4]SZ[5]PB[Black]RE[B+R];B[cc];W[dd])";
    GoSgfCollection *c = (GoSgfCollection *)&passed;
    CHECK_STATUS(go_sgf_read((const uint8_t *)record, strlen(record), GO_PARSE_MODE_STRICT, "\xfe", &c),
                 GO_STATUS_INVALID_UTF8);
    CHECK(c == NULL);
    CHECK_STATUS(go_sgf_read((const uint8_t *)record, strlen(record), GO_PARSE_MODE_STRICT, NULL, &c), GO_STATUS_OK);
    size_t games = 0;
    CHECK_STATUS(go_sgf_game_count(NULL, &games), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_sgf_game_count(c, NULL), GO_STATUS_NULL_POINTER);
    CHECK_CONVENTION(char, go_sgf_game_info(c, 0, "PB", b_, l_, np_));
    CHECK_STATUS(go_sgf_game_info(c, 0, NULL, NULL, 0, &z), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_sgf_game_info(c, SIZE_MAX, "PB", NULL, 0, &z), GO_STATUS_SGF_NO_SUCH_VARIATION);
    CHECK_STATUS(go_sgf_game_info(c, 0, "\xff", NULL, 0, &z), GO_STATUS_INVALID_UTF8);
    CHECK_STATUS(go_sgf_game_info(c, 0, "", NULL, 0, &z), GO_STATUS_NOT_FOUND);
    CHECK_CONVENTION(char, go_sgf_charset(c, b_, l_, np_));
    CHECK_CONVENTION(uint8_t, go_sgf_write(c, b_, l_, np_));
    CHECK_STATUS(go_sgf_warnings(c, NULL, 0, &z), GO_STATUS_BUFFER_TOO_SMALL);
    CHECK(z == 1);
    CHECK_STATUS(go_sgf_warnings(NULL, NULL, 0, &z), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_sgf_game_parse_warnings(c, 0, NULL, 0, &z), GO_STATUS_BUFFER_TOO_SMALL);
    CHECK(z == 1);
    CHECK_STATUS(go_sgf_game_parse_warnings(c, 0, NULL, 1, &z), GO_STATUS_NULL_POINTER);
    char one[1];
    CHECK_STATUS(go_sgf_game_parse_warnings(c, 0, one, 1, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_sgf_game_parse_warnings(c, SIZE_MAX, NULL, 1, &z), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_sgf_game_parse_warnings(c, SIZE_MAX, one, 1, &z), GO_STATUS_SGF_NO_SUCH_VARIATION);
    CHECK_STATUS(go_sgf_game_parse_warnings(NULL, 0, one, 1, &z), GO_STATUS_NULL_POINTER);
    GoGame *replayed = (GoGame *)&passed;
    CHECK_STATUS(go_sgf_replay(c, SIZE_MAX, GO_REPLAY_MODE_STRICT, &replayed), GO_STATUS_SGF_NO_SUCH_VARIATION);
    CHECK(replayed == NULL);
    CHECK_STATUS(go_sgf_replay(c, 0, UINT32_MAX, &replayed), GO_STATUS_INVALID_ENUM);
    CHECK_STATUS(go_sgf_replay(NULL, 0, GO_REPLAY_MODE_STRICT, &replayed), GO_STATUS_NULL_POINTER);
    const size_t first[1] = {0}, second[1] = {1};
    CHECK_STATUS(go_sgf_replay_path(c, 0, GO_REPLAY_MODE_STRICT, NULL, 1, &replayed), GO_STATUS_NULL_POINTER);
    CHECK(replayed == NULL);
    CHECK_STATUS(go_sgf_replay_path(c, 0, GO_REPLAY_MODE_STRICT, first, SIZE_MAX, &replayed),
                 GO_STATUS_INVALID_LENGTH);
    CHECK_STATUS(go_sgf_replay_path(c, 0, GO_REPLAY_MODE_STRICT, second, 1, &replayed),
                 GO_STATUS_SGF_NO_SUCH_VARIATION);
    CHECK_STATUS(go_sgf_replay_path(c, 0, UINT32_MAX, first, 1, &replayed), GO_STATUS_INVALID_ENUM);
    CHECK_STATUS(go_sgf_replay_path(NULL, 0, GO_REPLAY_MODE_STRICT, first, 1, &replayed), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_sgf_replay_path(c, 0, GO_REPLAY_MODE_STRICT, first, 1, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_sgf_node_children(c, 0, NULL, 1, &z), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_sgf_node_children(c, 0, first, 1, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_sgf_node_children(NULL, 0, first, 1, &z), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_sgf_node_children(c, 0, first, SIZE_MAX, &z), GO_STATUS_INVALID_LENGTH);
    CHECK_STATUS(go_sgf_node_children(c, SIZE_MAX, NULL, 0, &z), GO_STATUS_SGF_NO_SUCH_VARIATION);
    CHECK_STATUS(go_sgf_node_children(c, 0, second, 1, &z), GO_STATUS_SGF_NO_SUCH_VARIATION);
    CHECK_CONVENTION(char, go_sgf_node_property(c, 0, NULL, 0, "PB", 0, b_, l_, np_));
    CHECK_STATUS(go_sgf_node_property(c, 0, NULL, 0, "PB", 1, NULL, 0, &z), GO_STATUS_NOT_FOUND);
    CHECK_STATUS(go_sgf_node_property(c, 0, NULL, 0, NULL, 0, NULL, 0, &z), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_sgf_node_property(c, 0, NULL, 0, "\xff", 0, NULL, 0, &z), GO_STATUS_INVALID_UTF8);
    CHECK_STATUS(go_sgf_node_property(c, 0, NULL, 1, "PB", 0, NULL, 0, &z), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_sgf_node_property(c, 0, first, 1, "B", 0, NULL, 0, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_sgf_node_property(NULL, 0, first, 1, "B", 0, NULL, 0, &z), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_sgf_node_property(c, SIZE_MAX, NULL, 0, "PB", 0, NULL, 0, &z), GO_STATUS_SGF_NO_SUCH_VARIATION);
    size_t line = 7, column = 7;
    CHECK_STATUS(go_sgf_error_position(NULL, &column), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_sgf_error_position(&line, NULL), GO_STATUS_NULL_POINTER);
    CHECK(line == 7 && column == 7);
    CHECK_STATUS(go_sgf_replay(c, 0, GO_REPLAY_MODE_STRICT, &replayed), GO_STATUS_OK);
    CHECK_STATUS(go_sgf_error_message(NULL, 0, &z), GO_STATUS_NOT_FOUND);
    CHECK_STATUS(go_sgf_error_message(NULL, 0, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_sgf_error_message(NULL, 4096, &z), GO_STATUS_NULL_POINTER);
    /* The buffer's arguments are looked at before the game index (found
       from outside: a bad index was answered first). */
    CHECK_STATUS(go_sgf_game_info(c, 99, "PB", NULL, 5, &z), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_sgf_game_info(c, 99, "PB", NULL, 0, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_write_sgf_with_source(replayed, c, 99, NULL, 10, &z), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_write_sgf_with_source(replayed, c, 99, NULL, 0, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_write_sgf_with_source(replayed, c, 99, NULL, 0, &z), GO_STATUS_SGF_NO_SUCH_VARIATION);
    go_game_free(replayed);
    go_sgf_free(c);
}

static void test_text_forms(void) {
    GoPoint p = {7, 7};
    bool pass = false;
    CHECK_STATUS(go_vertex_parse(19, 19, "D4", &p, &pass), GO_STATUS_OK);
    CHECK(p.x == 3 && p.y == 15 && !pass);
    CHECK_STATUS(go_vertex_parse(19, 19, "PASS", &p, &pass), GO_STATUS_OK);
    CHECK(pass && p.x == 3);
    CHECK_STATUS(go_vertex_parse(19, 19, "I4", &p, &pass), GO_STATUS_INVALID_VERTEX);
    CHECK_STATUS(go_vertex_parse(19, 19, "", &p, &pass), GO_STATUS_INVALID_VERTEX);
    CHECK_STATUS(go_vertex_parse(0, 19, "D4", &p, &pass), GO_STATUS_INVALID_SIZE);
    CHECK_STATUS(go_vertex_parse(19, 19, NULL, &p, &pass), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_vertex_parse(19, 19, "D4", NULL, &pass), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_vertex_parse(19, 19, "D4", &p, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_point_parse("(3, 4)", &p), GO_STATUS_OK);
    CHECK(p.x == 3 && p.y == 4);
    CHECK_STATUS(go_point_parse("256,0", &p), GO_STATUS_INVALID_POINT);
    CHECK_STATUS(go_point_parse(NULL, &p), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_point_parse("1,1", NULL), GO_STATUS_NULL_POINTER);
    GoColor side = 0;
    uint8_t number = 0;
    CHECK_STATUS(go_seat_parse("w12", &side, &number), GO_STATUS_OK);
    CHECK(side == GO_COLOR_WHITE && number == 12);
    CHECK_STATUS(go_seat_parse("B256", &side, &number), GO_STATUS_INVALID_SEAT);
    CHECK_STATUS(go_seat_parse("B0", &side, &number), GO_STATUS_INVALID_SEAT);
    CHECK_STATUS(go_seat_parse("B1", NULL, &number), GO_STATUS_NULL_POINTER);
    GoResult r;
    memset(&r, 0, sizeof r);
    CHECK_STATUS(go_result_parse("W+6.5", &r), GO_STATUS_OK);
    CHECK(r.finished && r.kind == GO_RESULT_KIND_SCORE && r.winner == GO_COLOR_WHITE && r.margin_half_points == 13);
    CHECK_STATUS(go_result_parse("0", &r), GO_STATUS_OK);
    CHECK(r.kind == GO_RESULT_KIND_DRAW && r.winner == GO_COLOR_EMPTY && r.has_margin && r.margin_half_points == 0);
    CHECK_STATUS(go_result_parse("B+R", &r), GO_STATUS_OK);
    CHECK(r.kind == GO_RESULT_KIND_RESIGNATION && r.winner == GO_COLOR_BLACK && !r.has_margin);
    CHECK_STATUS(go_result_parse("X+1", &r), GO_STATUS_INVALID_RESULT);
    CHECK_STATUS(go_result_parse("W+1", NULL), GO_STATUS_NULL_POINTER);
}

/* A tolerant replay before a free handicap is placed is refused as the
 * wrong phase: it once played the move "after the end" and the handicap
 * could never be placed. */
static void test_replay_before_free_handicap(void) {
    GoGameBuilder *b = NULL;
    GoGame *game = NULL;
    CHECK_STATUS(go_game_builder_new(9, 9, &b), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_free_handicap(b, 2), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_build(b, &game), GO_STATUS_OK);
    go_game_builder_free(b);
    uint32_t bits = 77;
    CHECK_STATUS(go_game_replay_move(game, GO_COLOR_BLACK, false, 4, 4, &bits), GO_STATUS_NOT_PLAYING);
    CHECK_STATUS(go_game_replay_move(game, GO_COLOR_WHITE, true, 0, 0, &bits), GO_STATUS_NOT_PLAYING);
    CHECK(bits == 77);
    GoPhase phase = 7;
    size_t moves = 7;
    CHECK_STATUS(go_game_phase(game, &phase), GO_STATUS_OK);
    CHECK(phase == GO_PHASE_HANDICAP_PLACEMENT);
    CHECK_STATUS(go_game_move_count(game, &moves), GO_STATUS_OK);
    CHECK(moves == 0);
    /* Nor does a Phantom Go referee take the game before the handicap. */
    GoPhantom *ph = (GoPhantom *)&moves;
    CHECK_STATUS(go_phantom_new(game, GO_REFEREE_CONVENTION_ILLEGAL_ONLY, &ph), GO_STATUS_INCOMPATIBLE_OPTIONS);
    CHECK(ph == NULL);
    GoPoint stones[2] = {{2, 2}, {6, 6}};
    CHECK_STATUS(go_game_place_free_handicap(game, stones, (size_t)1 << 40), GO_STATUS_HANDICAP_COUNT);
    CHECK_STATUS(go_game_place_free_handicap(game, stones, 3), GO_STATUS_HANDICAP_COUNT);
    CHECK_STATUS(go_game_place_free_handicap(game, stones, 2), GO_STATUS_OK);
    CHECK_STATUS(go_phantom_new(game, GO_REFEREE_CONVENTION_ILLEGAL_ONLY, &ph), GO_STATUS_OK);
    go_phantom_free(ph);
    CHECK_STATUS(go_game_replay_move(game, GO_COLOR_WHITE, false, 4, 4, &bits), GO_STATUS_OK);
    CHECK(bits == 0);
    CHECK_STATUS(go_game_phase(game, &phase), GO_STATUS_OK);
    CHECK(phase == GO_PHASE_PLAYING);
    go_game_free(game);
}

int main(void) {
    test_versions_and_messages();
    test_constructors();
    test_rules();
    test_builder();
    test_game_reads();
    test_game_changes();
    test_replay_before_free_handicap();
    test_phantom_and_sgf();
    test_text_forms();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
