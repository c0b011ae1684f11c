/*
 * The variants through the C ABI alone, each a complete game (RULES.md
 * section 6): a capture across the seams of a torus, counted; Atari Go,
 * won by the first capture and by a goal of two stones; and a Phantom Go
 * game with a refused try, each side's view and announcements, the
 * reveal and the count. Run under valgrind by run.sh.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "go_core.h"

#include "check.h"

static GoGame *build(GoGameBuilder *builder) {
    GoGame *game = NULL;
    CHECK_STATUS(go_game_builder_build(builder, &game), GO_STATUS_OK);
    go_game_builder_free(builder);
    return game;
}

static void play_all(GoGame *game, const uint32_t (*moves)[2], size_t count) {
    for (size_t i = 0; i < count; i++) {
        CHECK_STATUS(go_game_play(game, moves[i][0], moves[i][1]), GO_STATUS_OK);
    }
}

static void check_result(const GoGame *game, const char *want, int line) {
    char text[32];
    size_t needed = 0;
    check_status(go_game_result(game, text, sizeof text, &needed), GO_STATUS_OK, "go_game_result", line);
    check_text(text, want, "result", line);
}

#define CHECK_RESULT(game, want) check_result((game), (want), __LINE__)

/*
 * 5x5 torus: White's stone at the corner (0, 0) has four neighbours,
 * (1, 0), (0, 1) and, across the seams, (4, 0) and (0, 4). On a planar
 * board Black's second stone would have captured it already.
 */
static void test_capture_across_the_seams_of_a_torus(void) {
    GoGameBuilder *builder = NULL;
    CHECK_STATUS(go_game_builder_new(5, 5, &builder), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_topology(builder, GO_TOPOLOGY_TORUS), GO_STATUS_OK);
    GoGame *game = build(builder);
    if (game == NULL) {
        return;
    }
    static const uint32_t moves[][2] = {{1, 0}, {0, 0}, {0, 1}, {2, 2}, {4, 0}, {3, 3}};
    play_all(game, moves, 6);
    CHECK_GAME_BOARD(game,
                     "OX..X\n"
                     "X....\n"
                     "..O..\n"
                     "...O.\n"
                     ".....\n");
    /* The board's text reads back into a torus builder, where White's
       corner stone keeps its liberty across the seam; a planar builder
       refuses it (the torus was refused too, found from outside). */
    char text[64];
    size_t text_len = 0;
    CHECK_STATUS(go_game_board_text(game, text, sizeof text, &text_len), GO_STATUS_OK);
    GoGameBuilder *again = NULL;
    CHECK_STATUS(go_game_builder_new(5, 5, &again), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_diagram(again, text), GO_STATUS_SETUP_NO_LIBERTIES);
    CHECK_STATUS(go_game_builder_set_topology(again, GO_TOPOLOGY_TORUS), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_diagram(again, text), GO_STATUS_OK);
    GoGame *copy = build(again);
    if (copy != NULL) {
        CHECK_GAME_BOARD(copy, text);
        go_game_free(copy);
    }
    /* One liberty left, across the top-bottom seam. */
    size_t liberties = 0, needed = 0;
    uint8_t chain[25];
    CHECK_STATUS(go_game_chain(game, 0, 0, &liberties, chain, sizeof chain, &needed), GO_STATUS_OK);
    CHECK(liberties == 1 && needed == 25 && chain[0] == 1 && chain[1] == 0);
    uint64_t before = 0, after = 0;
    CHECK_STATUS(go_game_hash(game, &before), GO_STATUS_OK);

    CHECK_STATUS(go_game_play(game, 0, 4), GO_STATUS_OK);
    CHECK_GAME_BOARD(game,
                     ".X..X\n"
                     "X....\n"
                     "..O..\n"
                     "...O.\n"
                     "X....\n");
    GoMoveInfo last;
    memset(&last, 0, sizeof last);
    CHECK_STATUS(go_game_move_at(game, 6, &last), GO_STATUS_OK);
    CHECK(last.color == GO_COLOR_BLACK && last.x == 0 && last.y == 4 && last.captured == 1);
    GoPoint captured[2] = {{9, 9}, {9, 9}};
    CHECK_STATUS(go_game_move_captures(game, 6, captured, 2, &needed), GO_STATUS_OK);
    CHECK(needed == 1 && captured[0].x == 0 && captured[0].y == 0 && captured[1].x == 9);
    uint32_t prisoners = 0;
    CHECK_STATUS(go_game_prisoners(game, GO_COLOR_BLACK, &prisoners), GO_STATUS_OK);
    CHECK(prisoners == 1);
    CHECK_STATUS(go_game_hash(game, &after), GO_STATUS_OK);
    CHECK(after != before);
    /* White may not play back into (0, 0) at once: it would be suicide. */
    CHECK_STATUS(go_game_is_legal(game, 0, 0), GO_STATUS_SUICIDE);

    /*
     * Counted under the studio rules (area, komi 7.5): Black has 4 stones
     * and (0, 0), which only Black borders; every other empty point
     * touches both colours. White has 2 stones and komi: W+4.5.
     */
    CHECK_STATUS(go_game_pass(game), GO_STATUS_OK);
    CHECK_STATUS(go_game_pass(game), GO_STATUS_OK);
    GoScore score;
    memset(&score, 0, sizeof score);
    CHECK_STATUS(go_game_score(game, &score), GO_STATUS_OK);
    CHECK(score.black.stones == 4 && score.black.territory == 1);
    CHECK(score.white.stones == 2 && score.white.territory == 0 && score.white.komi_half_points == 15);
    CHECK(score.margin_half_points == 9);
    CHECK_STATUS(go_game_propose(game, GO_COLOR_WHITE), GO_STATUS_OK);
    CHECK_STATUS(go_game_accept(game, GO_COLOR_BLACK), GO_STATUS_OK);
    CHECK_RESULT(game, "W+4.5");

    /* The record carries the torus in q5Go's convention: GM[q5go-1], TO[3]. */
    CHECK_STATUS(go_game_write_sgf(game, NULL, 0, &needed), GO_STATUS_BUFFER_TOO_SMALL);
    uint8_t *sgf = (uint8_t *)malloc(needed + 1);
    if (sgf != NULL) {
        CHECK_STATUS(go_game_write_sgf(game, sgf, needed, &needed), GO_STATUS_OK);
        sgf[needed] = 0;
        CHECK(strstr((const char *)sgf, "GM[q5go-1]") != NULL);
        CHECK(strstr((const char *)sgf, "TO[3]") != NULL);
        free(sgf);
    }
    GoGameInfo info;
    CHECK_STATUS(go_game_info(game, &info), GO_STATUS_OK);
    CHECK(info.topology == GO_TOPOLOGY_TORUS);
    go_game_free(game);
}

/* Atari Go: the first capture wins at once; undo may take it back. */
static void test_atari_go_first_capture(void) {
    GoGameBuilder *builder = NULL;
    CHECK_STATUS(go_game_builder_new(5, 5, &builder), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_atari_go(builder, 1), GO_STATUS_OK);
    GoGame *game = build(builder);
    if (game == NULL) {
        return;
    }
    static const uint32_t moves[][2] = {{1, 0}, {0, 0}, {0, 1}};
    play_all(game, moves, 3);
    GoPhase phase = 99;
    CHECK_STATUS(go_game_phase(game, &phase), GO_STATUS_OK);
    CHECK(phase == GO_PHASE_FINISHED);
    GoResult result;
    memset(&result, 0, sizeof result);
    CHECK_STATUS(go_game_outcome(game, &result), GO_STATUS_OK);
    CHECK(result.finished && result.kind == GO_RESULT_KIND_CAPTURE && result.winner == GO_COLOR_BLACK);
    CHECK(!result.has_margin);
    CHECK_RESULT(game, "B+");
    CHECK_STATUS(go_game_play(game, 3, 3), GO_STATUS_GAME_OVER);
    CHECK_STATUS(go_game_is_legal(game, 3, 3), GO_STATUS_GAME_OVER);
    /* A game a move finished can be undone. */
    CHECK_STATUS(go_game_undo(game), GO_STATUS_OK);
    CHECK_STATUS(go_game_phase(game, &phase), GO_STATUS_OK);
    CHECK(phase == GO_PHASE_PLAYING);
    CHECK_RESULT(game, "");
    GoGameInfo info;
    CHECK_STATUS(go_game_info(game, &info), GO_STATUS_OK);
    CHECK(info.variant == GO_VARIANT_KIND_ATARI_GO && info.atari_go_stones == 1);
    go_game_free(game);
}

/* Atari Go with a goal of 2 stones: the first capture does not end it. */
static void test_atari_go_two_stones(void) {
    GoGameBuilder *builder = NULL;
    CHECK_STATUS(go_game_builder_new(5, 5, &builder), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_atari_go(builder, 2), GO_STATUS_OK);
    GoGame *game = build(builder);
    if (game == NULL) {
        return;
    }
    static const uint32_t first[][2] = {{1, 0}, {0, 0}, {0, 1}};
    play_all(game, first, 3);
    GoPhase phase = 99;
    CHECK_STATUS(go_game_phase(game, &phase), GO_STATUS_OK);
    CHECK(phase == GO_PHASE_PLAYING);
    static const uint32_t second[][2] = {{4, 4}, {3, 4}, {2, 2}, {4, 3}};
    play_all(game, second, 4);
    CHECK_STATUS(go_game_phase(game, &phase), GO_STATUS_OK);
    CHECK(phase == GO_PHASE_FINISHED);
    CHECK_RESULT(game, "B+");
    go_game_free(game);
}

/* Checks a Phantom Go view (or the revealed board) against a diagram. */
static void check_view(const GoPhantom *phantom, GoColor side, bool reveal, const char *want, int line) {
    uint8_t cells[25];
    size_t needed = 0;
    GoStatus status = reveal ? go_phantom_reveal(phantom, cells, sizeof cells, &needed)
                             : go_phantom_view(phantom, side, cells, sizeof cells, &needed);
    check_status(status, GO_STATUS_OK, reveal ? "go_phantom_reveal" : "go_phantom_view", line);
    check(needed == 25, "needed == 25", line);
    char drawn[31];
    draw_bytes(cells, 5, 5, drawn);
    check_text(drawn, want, "view", line);
}

#define CHECK_VIEW(phantom, side, want) check_view((phantom), (side), false, (want), __LINE__)
#define CHECK_REVEALED(phantom, want) check_view((phantom), 0, true, (want), __LINE__)

static void check_announcement(const GoPhantom *phantom, GoColor side, size_t index, GoAnnouncementKind kind,
                               GoColor color, GoStatus reason, uint32_t stones, int line) {
    GoAnnouncement a;
    memset(&a, 0, sizeof a);
    check_status(go_phantom_announcement(phantom, side, index, &a), GO_STATUS_OK, "go_phantom_announcement", line);
    check(a.kind == kind, "the announcement's kind", line);
    check(a.color == color, "the announcement's colour", line);
    check(a.reason == reason, "the announcement's reason", line);
    check(a.stones == stones, "the announcement's stones", line);
}

#define CHECK_ANNOUNCEMENT(ph, side, i, kind, color, reason, stones) \
    check_announcement((ph), (side), (i), (kind), (color), (reason), (stones), __LINE__)

/*
 * Phantom Go on 5x5 under the studio rules: Black tries the point of
 * White's hidden stone and must try again; White captures Black's corner
 * stone; both pass; the board is revealed and counted.
 */
static void phantom_game(GoRefereeConvention convention) {
    GoGameBuilder *builder = NULL;
    CHECK_STATUS(go_game_builder_new(5, 5, &builder), GO_STATUS_OK);
    CHECK_STATUS(go_game_builder_set_phantom(builder, convention), GO_STATUS_OK);
    GoGame *start = build(builder);
    GoPhantom *ph = NULL;
    CHECK_STATUS(go_phantom_new(start, convention, &ph), GO_STATUS_OK);
    go_game_free(start);
    if (ph == NULL) {
        return;
    }
    const bool reasons = convention != GO_REFEREE_CONVENTION_ILLEGAL_ONLY;
    const bool points = convention == GO_REFEREE_CONVENTION_CAPTURE_WITH_POINTS;
    const bool atari = convention == GO_REFEREE_CONVENTION_ATARI_ANNOUNCEMENTS || points;
    GoTry answer;
    memset(&answer, 0, sizeof answer);
    CHECK_STATUS(go_phantom_try(ph, 0, 0, &answer), GO_STATUS_OK);
    CHECK(answer.played && answer.captured == 0 && answer.reason == GO_STATUS_OK);
    CHECK_STATUS(go_phantom_try(ph, 1, 0, &answer), GO_STATUS_OK);
    CHECK(answer.played);

    /* Black tries White's hidden stone: refused, Black tries again. */
    CHECK_STATUS(go_phantom_try(ph, 1, 0, &answer), GO_STATUS_OK);
    CHECK(!answer.played && answer.reason == (reasons ? GO_STATUS_OCCUPIED : GO_STATUS_OK));
    GoColor to_move = 0;
    CHECK_STATUS(go_phantom_to_move(ph, &to_move), GO_STATUS_OK);
    CHECK(to_move == GO_COLOR_BLACK);
    GoPoint refused[2];
    size_t needed = 0;
    CHECK_STATUS(go_phantom_refused(ph, refused, 2, &needed), GO_STATUS_OK);
    CHECK(needed == 1 && refused[0].x == 1 && refused[0].y == 0);
    /* The computer player's try for Black, from Black's knowledge: an
       empty point of Black's view, never the one refused this turn; the
       same seed gives the same try; nothing is played. */
    uint32_t sx = 99, sy = 99, sx2 = 98, sy2 = 98;
    bool spass = true, spass2 = true;
    CHECK_STATUS(go_phantom_suggest_move(ph, 200, 3, &sx, &sy, &spass), GO_STATUS_OK);
    CHECK(!spass && sx < 5 && sy < 5);
    CHECK(!(sx == 1 && sy == 0) && !(sx == 0 && sy == 0));
    CHECK_STATUS(go_phantom_suggest_move(ph, 200, 3, &sx2, &sy2, &spass2), GO_STATUS_OK);
    CHECK(!spass2 && sx2 == sx && sy2 == sy);
    CHECK_STATUS(go_phantom_suggest_move(ph, 0, 3, &sx, &sy, &spass), GO_STATUS_INVALID_BUDGET);
    CHECK_STATUS(go_phantom_suggest_move(ph, 10000001, 3, &sx, &sy, &spass), GO_STATUS_INVALID_BUDGET);
    CHECK_STATUS(go_phantom_suggest_move(ph, 200, 3, &sx, NULL, &spass), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_suggest_move(NULL, 200, 3, &sx, &sy, &spass), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_to_move(ph, &to_move), GO_STATUS_OK);
    CHECK(to_move == GO_COLOR_BLACK);
    /* The referee travels whole as JSON: the copy writes the same record,
       with the refused point and the views. */
    size_t json_len = 0;
    CHECK_STATUS(go_phantom_record_json(ph, NULL, 0, &json_len), GO_STATUS_BUFFER_TOO_SMALL);
    char *json = malloc(json_len);
    char *json2 = malloc(json_len);
    CHECK(json != NULL && json2 != NULL);
    if (json != NULL && json2 != NULL) {
        CHECK_STATUS(go_phantom_record_json(ph, json, json_len, &needed), GO_STATUS_OK);
        GoPhantom *copy = NULL;
        CHECK_STATUS(go_phantom_from_record_json(json, &copy), GO_STATUS_OK);
        CHECK_STATUS(go_phantom_record_json(copy, json2, json_len, &needed), GO_STATUS_OK);
        CHECK(needed == json_len && strcmp(json, json2) == 0);
        GoPoint again[2];
        CHECK_STATUS(go_phantom_refused(copy, again, 2, &needed), GO_STATUS_OK);
        CHECK(needed == 1 && again[0].x == 1 && again[0].y == 0);
        go_phantom_free(copy);
        copy = (GoPhantom *)&needed;
        CHECK_STATUS(go_phantom_from_record_json("{}", &copy), GO_STATUS_INVALID_JSON);
        CHECK(copy == NULL);
        CHECK_STATUS(go_phantom_from_record_json(NULL, &copy), GO_STATUS_NULL_POINTER);
        /* Referee state that does not fit its game (the refused point
           listed twice) has its own status (found from outside: it was
           INCOMPATIBLE_OPTIONS, whose message speaks of options). */
        const char *refused = strstr(json, "\"refused\":[{\"x\":1,\"y\":0}]");
        CHECK(refused != NULL);
        if (refused != NULL) {
            char *twice = malloc(json_len + 32);
            CHECK(twice != NULL);
            if (twice != NULL) {
                size_t head = (size_t)(refused - json);
                memcpy(twice, json, head);
                strcpy(twice + head, "\"refused\":[{\"x\":1,\"y\":0},{\"x\":1,\"y\":0}]");
                strcat(twice, refused + strlen("\"refused\":[{\"x\":1,\"y\":0}]"));
                CHECK_STATUS(go_phantom_from_record_json(twice, &copy), GO_STATUS_INVALID_REFEREE_RECORD);
                CHECK(copy == NULL);
                free(twice);
            }
        }
        /* An announcement the game never gave (found from outside: an
           invented capture of 4,294,967,295 stones was taken). */
        const char *logs = strstr(json, "\"logs\":{\"black\":[");
        CHECK(logs != NULL);
        if (logs != NULL) {
            const char *invented = "{\"Captured\":{\"by\":\"white\",\"stones\":4294967295,\"points\":null}}";
            char *forged = malloc(json_len + strlen(invented) + 2);
            CHECK(forged != NULL);
            if (forged != NULL) {
                size_t head = (size_t)(logs - json) + strlen("\"logs\":{\"black\":[");
                memcpy(forged, json, head);
                forged[head] = '\0';
                strcat(forged, invented);
                if (json[head] != ']') {
                    strcat(forged, ",");
                }
                strcat(forged, json + head);
                CHECK_STATUS(go_phantom_from_record_json(forged, &copy), GO_STATUS_INVALID_REFEREE_RECORD);
                CHECK(copy == NULL);
                free(forged);
            }
        }
        CHECK_STATUS(go_phantom_record_json(ph, json, 3, &needed), GO_STATUS_BUFFER_TOO_SMALL);
    }
    free(json);
    free(json2);
    /* A point the player can see is no try. */
    CHECK_STATUS(go_phantom_try(ph, 0, 0, &answer), GO_STATUS_OCCUPIED);
    CHECK_STATUS(go_phantom_try(ph, 7, 0, &answer), GO_STATUS_OFF_BOARD);
    /* Nor is the point refused this turn: its refusal again where the
       convention tells the reason; under illegal-only the first answer
       again (the reason kept hidden); the list keeps it once. */
    if (reasons) {
        CHECK_STATUS(go_phantom_try(ph, 1, 0, &answer), GO_STATUS_OCCUPIED);
    } else {
        memset(&answer, 0xAB, sizeof answer);
        CHECK_STATUS(go_phantom_try(ph, 1, 0, &answer), GO_STATUS_OK);
        CHECK(!answer.played && answer.reason == GO_STATUS_OK);
    }
    CHECK_STATUS(go_phantom_refused(ph, refused, 2, &needed), GO_STATUS_OK);
    CHECK(needed == 1);
    CHECK_VIEW(ph, GO_COLOR_BLACK, reasons ? "XO...\n.....\n.....\n.....\n.....\n" : "X....\n.....\n.....\n.....\n.....\n");
    CHECK_VIEW(ph, GO_COLOR_WHITE, ".O...\n.....\n.....\n.....\n.....\n");
    /* The board stays hidden while the game is played. */
    uint8_t cells[25];
    GoGame *peek = NULL;
    CHECK_STATUS(go_phantom_reveal(ph, cells, sizeof cells, &needed), GO_STATUS_WRONG_PHASE);
    CHECK_STATUS(go_phantom_game_after_play(ph, &peek), GO_STATUS_WRONG_PHASE);
    CHECK(peek == NULL);
    /* No counting call reaches the hidden board. */
    size_t changed = 99;
    GoScore hidden;
    memset(&hidden, 0xAB, sizeof hidden);
    CHECK_STATUS(go_phantom_toggle_dead(ph, 0, 0, &changed), GO_STATUS_WRONG_PHASE);
    CHECK_STATUS(go_phantom_toggle_dead_region(ph, 0, 0, &changed), GO_STATUS_WRONG_PHASE);
    CHECK(changed == 99);
    CHECK_STATUS(go_phantom_score(ph, &hidden), GO_STATUS_WRONG_PHASE);
    CHECK(hidden.margin_half_points == (int64_t)0xABABABABABABABABULL);
    CHECK_STATUS(go_phantom_propose(ph, GO_COLOR_BLACK), GO_STATUS_WRONG_PHASE);

    CHECK_STATUS(go_phantom_try(ph, 4, 4, &answer), GO_STATUS_OK);
    CHECK(answer.played);
    CHECK_STATUS(go_phantom_try(ph, 0, 1, &answer), GO_STATUS_OK);
    CHECK(answer.played && answer.captured == 1);
    CHECK_VIEW(ph, GO_COLOR_BLACK, reasons ? ".O...\n.....\n.....\n.....\n....X\n" : ".....\n.....\n.....\n.....\n....X\n");

    /* What each side was told, in order. */
    size_t count = 0;
    size_t i = 0;
    CHECK_STATUS(go_phantom_announcement_count(ph, GO_COLOR_BLACK, &count), GO_STATUS_OK);
    CHECK(count == (atari ? 5u : 4u));
    CHECK_ANNOUNCEMENT(ph, GO_COLOR_BLACK, i++, GO_ANNOUNCEMENT_KIND_MOVED, GO_COLOR_WHITE, GO_STATUS_OK, 0);
    if (atari) {
        CHECK_ANNOUNCEMENT(ph, GO_COLOR_BLACK, i++, GO_ANNOUNCEMENT_KIND_ATARI, GO_COLOR_BLACK, GO_STATUS_OK, 0);
    }
    CHECK_ANNOUNCEMENT(ph, GO_COLOR_BLACK, i++, GO_ANNOUNCEMENT_KIND_ILLEGAL, GO_COLOR_EMPTY,
                       reasons ? GO_STATUS_OCCUPIED : GO_STATUS_OK, 0);
    CHECK_ANNOUNCEMENT(ph, GO_COLOR_BLACK, i++, GO_ANNOUNCEMENT_KIND_MOVED, GO_COLOR_WHITE, GO_STATUS_OK, 0);
    CHECK_ANNOUNCEMENT(ph, GO_COLOR_BLACK, i, GO_ANNOUNCEMENT_KIND_CAPTURED, GO_COLOR_WHITE, GO_STATUS_OK, 1);
    GoPoint taken[1] = {{9, 9}};
    CHECK_STATUS(go_phantom_announcement_points(ph, GO_COLOR_BLACK, i, taken, 1, &needed), GO_STATUS_OK);
    CHECK(needed == (points ? 1u : 0u));
    CHECK(points ? (taken[0].x == 0 && taken[0].y == 0) : taken[0].x == 9);
    GoAnnouncement a;
    CHECK_STATUS(go_phantom_announcement(ph, GO_COLOR_BLACK, count, &a), GO_STATUS_NOT_FOUND);
    CHECK_STATUS(go_phantom_announcement_count(ph, GO_COLOR_WHITE, &count), GO_STATUS_OK);
    CHECK(count == (atari ? 4u : 3u));
    CHECK_ANNOUNCEMENT(ph, GO_COLOR_WHITE, 0, GO_ANNOUNCEMENT_KIND_MOVED, GO_COLOR_BLACK, GO_STATUS_OK, 0);

    /* Two passes end play: the board is revealed and counted. */
    CHECK_STATUS(go_phantom_pass(ph, &answer), GO_STATUS_OK);
    CHECK_STATUS(go_phantom_pass(ph, &answer), GO_STATUS_OK);
    GoPhase phase = 99;
    CHECK_STATUS(go_phantom_phase(ph, &phase), GO_STATUS_OK);
    CHECK(phase == GO_PHASE_COUNTING);
    CHECK_REVEALED(ph, ".O...\nO....\n.....\n.....\n....X\n");
    GoGame *game = NULL;
    CHECK_STATUS(go_phantom_game_after_play(ph, &game), GO_STATUS_OK);
    /*
     * Area, komi 7.5: White 2 stones and (0, 0), which only White borders;
     * Black 1 stone; the other empty points touch both: W+9.5. Counted on
     * the copy, which the referee does not see.
     */
    CHECK_STATUS(go_game_propose(game, GO_COLOR_BLACK), GO_STATUS_OK);
    CHECK_STATUS(go_game_accept(game, GO_COLOR_WHITE), GO_STATUS_OK);
    char text[16];
    CHECK_STATUS(go_game_result(game, text, sizeof text, &needed), GO_STATUS_OK);
    CHECK_TEXT(text, "W+9.5");
    go_game_free(game);
    CHECK_STATUS(go_phantom_phase(ph, &phase), GO_STATUS_OK);
    CHECK(phase == GO_PHASE_COUNTING);

    /* Counting on the referee itself: marks, the count, bad arguments. */
    GoScore score;
    CHECK_STATUS(go_phantom_score(ph, &score), GO_STATUS_OK);
    CHECK(score.margin_half_points == 19 && score.black.stones == 1 && score.white.stones == 2);
    CHECK_STATUS(go_phantom_toggle_dead(ph, 4, 4, &changed), GO_STATUS_OK);
    CHECK(changed == 1);
    CHECK_STATUS(go_phantom_score(ph, &score), GO_STATUS_OK);
    /* Black's stone dead: all 23 other points are White's area, 25 + 7.5. */
    CHECK(score.margin_half_points == 65 && score.black.dead_stones == 1);
    CHECK_STATUS(go_phantom_toggle_dead(ph, 4, 4, NULL), GO_STATUS_OK);
    CHECK_STATUS(go_phantom_toggle_dead_region(ph, 1, 0, &changed), GO_STATUS_OK);
    CHECK(changed == 2);
    CHECK_STATUS(go_phantom_toggle_dead_region(ph, 0, 1, &changed), GO_STATUS_OK);
    CHECK(changed == 2);
    CHECK_STATUS(go_phantom_toggle_dead(ph, 9, 9, &changed), GO_STATUS_MARK_OFF_BOARD);
    CHECK_STATUS(go_phantom_toggle_dead(ph, 2, 2, &changed), GO_STATUS_NOT_A_STONE);
    CHECK_STATUS(go_phantom_toggle_dead(NULL, 4, 4, &changed), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_score(ph, NULL), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_score(NULL, &score), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_propose(ph, 7), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_phantom_propose(NULL, GO_COLOR_BLACK), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_phantom_accept(ph, GO_COLOR_WHITE), GO_STATUS_NO_PROPOSAL);
    CHECK_STATUS(go_phantom_score(ph, &score), GO_STATUS_OK);
    CHECK(score.margin_half_points == 19 && score.black.dead_stones == 0 && score.white.dead_stones == 0);

    /* A rejected count resumes play in the dark; the next count is accepted. */
    CHECK_STATUS(go_phantom_toggle_dead(ph, 4, 4, NULL), GO_STATUS_OK);
    CHECK_STATUS(go_phantom_propose(ph, GO_COLOR_WHITE), GO_STATUS_OK);
    CHECK_STATUS(go_phantom_reject(ph, GO_COLOR_BLACK), GO_STATUS_OK);
    CHECK_STATUS(go_phantom_phase(ph, &phase), GO_STATUS_OK);
    CHECK(phase == GO_PHASE_PLAYING);
    CHECK_STATUS(go_phantom_reveal(ph, cells, sizeof cells, &needed), GO_STATUS_WRONG_PHASE);
    CHECK_STATUS(go_phantom_score(ph, &score), GO_STATUS_WRONG_PHASE);
    CHECK_STATUS(go_phantom_pass(ph, &answer), GO_STATUS_OK);
    CHECK_STATUS(go_phantom_pass(ph, &answer), GO_STATUS_OK);
    CHECK_STATUS(go_phantom_score(ph, &score), GO_STATUS_OK);
    CHECK(score.margin_half_points == 19 && score.black.dead_stones == 0);
    CHECK_STATUS(go_phantom_propose(ph, GO_COLOR_BLACK), GO_STATUS_OK);
    CHECK_STATUS(go_phantom_accept(ph, GO_COLOR_WHITE), GO_STATUS_OK);
    CHECK_STATUS(go_phantom_phase(ph, &phase), GO_STATUS_OK);
    CHECK(phase == GO_PHASE_FINISHED);
    CHECK_STATUS(go_phantom_toggle_dead(ph, 4, 4, &changed), GO_STATUS_WRONG_PHASE);
    CHECK_STATUS(go_phantom_accept(ph, GO_COLOR_WHITE), GO_STATUS_WRONG_PHASE);
    CHECK_STATUS(go_phantom_game_after_play(ph, &game), GO_STATUS_OK);
    CHECK_STATUS(go_game_result(game, text, sizeof text, &needed), GO_STATUS_OK);
    CHECK_TEXT(text, "W+9.5");
    go_game_free(game);

    /* The record names the convention in go-core's PG property. */
    CHECK_STATUS(go_phantom_write_sgf(ph, NULL, 0, &needed), GO_STATUS_BUFFER_TOO_SMALL);
    char *sgf = (char *)malloc(needed + 1);
    if (sgf != NULL) {
        CHECK_STATUS(go_phantom_write_sgf(ph, (uint8_t *)sgf, needed, &needed), GO_STATUS_OK);
        sgf[needed] = '\0';
        const char *pg = convention == GO_REFEREE_CONVENTION_ILLEGAL_ONLY          ? "PG[illegal-only]"
                         : convention == GO_REFEREE_CONVENTION_ILLEGAL_WITH_REASON ? "PG[illegal-with-reason]"
                         : atari && !points                                      ? "PG[atari-announcements]"
                                                                                 : "PG[capture-with-points]";
        CHECK(strstr(sgf, pg) != NULL);
        /* The referee's record holds the count accepted on it. */
        CHECK(strstr(sgf, "RE[W+9.5]") != NULL);
        free(sgf);
    }
    go_phantom_free(ph);
}

static void test_phantom_go(void) {
    const GoRefereeConvention conventions[] = {
        GO_REFEREE_CONVENTION_ILLEGAL_ONLY,
        GO_REFEREE_CONVENTION_ILLEGAL_WITH_REASON,
        GO_REFEREE_CONVENTION_ATARI_ANNOUNCEMENTS,
        GO_REFEREE_CONVENTION_CAPTURE_WITH_POINTS,
    };
    for (size_t i = 0; i < sizeof conventions / sizeof conventions[0]; i++) {
        phantom_game(conventions[i]);
    }
    /* No Phantom Go for a team. */
    GoGameBuilder *builder = NULL;
    CHECK_STATUS(go_game_builder_new(5, 5, &builder), GO_STATUS_OK);
    const GoSeatKind two[] = {GO_SEAT_KIND_PERSON, GO_SEAT_KIND_PERSON};
    CHECK_STATUS(go_game_builder_set_seats(builder, GO_COLOR_WHITE, two, 2), GO_STATUS_OK);
    GoGame *team = NULL;
    CHECK_STATUS(go_game_builder_build(builder, &team), GO_STATUS_OK);
    GoPhantom *ph = (GoPhantom *)&passed;
    CHECK_STATUS(go_phantom_new(team, GO_REFEREE_CONVENTION_ILLEGAL_ONLY, &ph), GO_STATUS_INCOMPATIBLE_OPTIONS);
    CHECK(ph == NULL);
    CHECK_STATUS(go_game_builder_set_phantom(builder, GO_REFEREE_CONVENTION_ILLEGAL_ONLY), GO_STATUS_OK);
    GoGame *none = NULL;
    CHECK_STATUS(go_game_builder_build(builder, &none), GO_STATUS_INCOMPATIBLE_OPTIONS);
    CHECK(none == NULL);
    CHECK_STATUS(go_game_builder_set_phantom(builder, 4), GO_STATUS_INVALID_ENUM);
    go_game_free(team);
    go_game_builder_free(builder);
}

int main(void) {
    test_capture_across_the_seams_of_a_torus();
    test_atari_go_first_capture();
    test_atari_go_two_stones();
    test_phantom_go();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
