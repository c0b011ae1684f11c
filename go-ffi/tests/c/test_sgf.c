/*
 * An SGF record from the shared corpora through the C ABI alone: read,
 * written back, its game information, replayed strictly under its own
 * rules, counted as the record says, and written as a new record; both
 * writes byte-equal to what go-core's Rust writers make of the same input;
 * then SGF errors with their line and column. Run under valgrind by run.sh.
 *
 * Usage: test_sgf RECORD.sgf COPY.sgf GAME.sgf
 *   RECORD.sgf  run.sh gives CGOS game 471085 (9x9, Tromp-Taylor, komi
 *               7.5, played out to two passes, RE[W+0.5] by the server)
 *   COPY.sgf    go-core's `SgfCollection::to_bytes` of it, and
 *   GAME.sgf    go-core's `SgfCollection::from_game` of its replay, both
 *               written by `cargo run -p go-ffi --example write_sgf`
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "go_core.h"

#include "check.h"

/* The whole file at `path`, or NULL; its length in `*len`. */
static uint8_t *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        return NULL;
    }
    uint8_t *data = NULL;
    size_t size = 0, cap = 0;
    for (;;) {
        if (size == cap) {
            cap = cap ? cap * 2 : 4096;
            uint8_t *grown = (uint8_t *)realloc(data, cap);
            if (grown == NULL) {
                free(data);
                fclose(f);
                return NULL;
            }
            data = grown;
        }
        size_t n = fread(data + size, 1, cap - size, f);
        size += n;
        if (n == 0) {
            break;
        }
    }
    fclose(f);
    *len = size;
    return data;
}

/* The number of moves (`;B[` and `;W[`) in an SGF text, counted by hand. */
static size_t count_moves(const uint8_t *sgf, size_t len) {
    size_t moves = 0;
    for (size_t i = 0; i + 3 < len; i++) {
        if (sgf[i] == ';' && (sgf[i + 1] == 'B' || sgf[i + 1] == 'W') && sgf[i + 2] == '[') {
            moves++;
        }
    }
    return moves;
}

static void check_info(const GoSgfCollection *c, const char *property, const char *want, int line) {
    char text[64];
    size_t needed = 0;
    check_status(go_sgf_game_info(c, 0, property, text, sizeof text, &needed), GO_STATUS_OK, property, line);
    check_text(text, want, property, line);
}

#define CHECK_INFO(c, property, want) check_info((c), (property), (want), __LINE__)

/* Checks bytes an export wrote (by the buffer convention) against `want`. */
static void check_written(GoStatus (*write)(const void *, uint8_t *, size_t, size_t *), const void *handle,
                          const uint8_t *want, size_t want_len, int line) {
    size_t needed = 0;
    uint8_t one[1] = {0xAA};
    check_status(write(handle, one, 1, &needed), GO_STATUS_BUFFER_TOO_SMALL, "a 1-byte buffer", line);
    check(one[0] == 0xAA && needed == want_len, "nothing written, the length needed", line);
    uint8_t *got = (uint8_t *)malloc(needed);
    if (got == NULL) {
        return;
    }
    check_status(write(handle, got, needed, &needed), GO_STATUS_OK, "the whole buffer", line);
    check(needed == want_len && memcmp(got, want, want_len) == 0, "byte-equal to go-core's writer", line);
    free(got);
}

static GoStatus write_collection(const void *c, uint8_t *buf, size_t len, size_t *needed) {
    return go_sgf_write((const GoSgfCollection *)c, buf, len, needed);
}

static GoStatus write_game(const void *g, uint8_t *buf, size_t len, size_t *needed) {
    return go_game_write_sgf((const GoGame *)g, buf, len, needed);
}

static void test_corpus_record(const char *record_path, const char *copy_path, const char *game_path) {
    size_t len = 0, copy_len = 0, game_len = 0;
    uint8_t *record = read_file(record_path, &len);
    uint8_t *copy = read_file(copy_path, &copy_len);
    uint8_t *expected = read_file(game_path, &game_len);
    CHECK(record != NULL && copy != NULL && expected != NULL);
    GoSgfCollection *c = NULL;
    GoGame *game = NULL;
    if (record == NULL || copy == NULL || expected == NULL) {
        goto done;
    }

    CHECK_STATUS(go_sgf_read(record, len, GO_PARSE_MODE_STRICT, NULL, &c), GO_STATUS_OK);
    size_t games = 0, needed = 0;
    CHECK_STATUS(go_sgf_game_count(c, &games), GO_STATUS_OK);
    CHECK(games == 1);
    /* Written back: the same tree and values, as go-core's writer writes them. */
    check_written(write_collection, c, copy, copy_len, __LINE__);
    char charset[16];
    CHECK_STATUS(go_sgf_charset(c, charset, sizeof charset, &needed), GO_STATUS_OK);
    CHECK_TEXT(charset, "UTF-8");
    char warnings[8];
    CHECK_STATUS(go_sgf_warnings(c, warnings, sizeof warnings, &needed), GO_STATUS_OK);
    CHECK(needed == 1 && warnings[0] == '\0');

    /* Game information by property, as written in the record. */
    CHECK_INFO(c, "RE", "W+0.5");
    CHECK_INFO(c, "KM", "7.5");
    CHECK_INFO(c, "RU", "TT--");
    CHECK_INFO(c, "PB", "AyaBot");
    CHECK_INFO(c, "PW", "MonteGNU");
    char text[8];
    CHECK_STATUS(go_sgf_game_info(c, 0, "HA", text, sizeof text, &needed), GO_STATUS_NOT_FOUND);
    CHECK_STATUS(go_sgf_game_info(c, 1, "RE", text, sizeof text, &needed), GO_STATUS_SGF_NO_SUCH_VARIATION);
    CHECK_STATUS(go_sgf_game_info(c, 0, "PB", text, 3, &needed), GO_STATUS_BUFFER_TOO_SMALL);
    CHECK(needed == 7);
    /*
     * Game information in later nodes of the main line (SGF FF[4] allows
     * it in any node, once on a path), as the replay reads it: the root's
     * first, then the node after the root, then after the moves.
     */
    {
        static const char later[] = "(;GM[1]FF[4]SZ[9]PB[Root];PB[Later]KM[0.5]C[x];B[ee];W[cc]RE[B+R]PW[Wu])";
        GoSgfCollection *l = NULL;
        CHECK_STATUS(go_sgf_read((const uint8_t *)later, sizeof later - 1, GO_PARSE_MODE_STRICT, NULL, &l),
                     GO_STATUS_OK);
        CHECK_INFO(l, "PB", "Root");
        CHECK_INFO(l, "KM", "0.5");
        CHECK_INFO(l, "RE", "B+R");
        CHECK_INFO(l, "PW", "Wu");
        /* A property that is no game information: the root's only. */
        CHECK_STATUS(go_sgf_game_info(l, 0, "C", text, sizeof text, &needed), GO_STATUS_NOT_FOUND);
        go_sgf_free(l);
    }

    /* Replayed strictly (every move legal) under its own rules. */
    CHECK_STATUS(go_sgf_replay(c, 0, GO_REPLAY_MODE_STRICT, &game), GO_STATUS_OK);
    if (game == NULL) {
        goto done;
    }
    GoRules *rules = NULL;
    GoRulesInfo axes;
    CHECK_STATUS(go_game_rules(game, &rules), GO_STATUS_OK);
    CHECK_STATUS(go_rules_info(rules, &axes), GO_STATUS_OK);
    CHECK(axes.preset == GO_PRESET_TROMP_TAYLOR && axes.komi_half_points == 15);
    CHECK(axes.counting == GO_COUNTING_AREA && axes.dead_stones == GO_DEAD_STONES_NEVER_REMOVED);
    go_rules_free(rules);
    size_t moves = 0;
    CHECK_STATUS(go_game_move_count(game, &moves), GO_STATUS_OK);
    CHECK(moves == count_moves(record, len) && moves == 73);
    size_t irregular = 0;
    for (size_t i = 0; i < moves; i++) {
        GoMoveInfo m;
        memset(&m, 0, sizeof m);
        CHECK_STATUS(go_game_move_at(game, i, &m), GO_STATUS_OK);
        irregular += m.irregular;
    }
    CHECK(irregular == 0);

    /*
     * Counted as the record's server counted it: Tromp-Taylor counts at the
     * second pass, every stone alive. Black 28 stones and 16 points, White
     * 25 stones, 12 points and komi 7.5: W+0.5.
     */
    GoPhase phase = 99;
    CHECK_STATUS(go_game_phase(game, &phase), GO_STATUS_OK);
    CHECK(phase == GO_PHASE_FINISHED);
    char result[16];
    CHECK_STATUS(go_game_result(game, result, sizeof result, &needed), GO_STATUS_OK);
    CHECK_TEXT(result, "W+0.5");
    GoScore score;
    memset(&score, 0, sizeof score);
    CHECK_STATUS(go_game_score(game, &score), GO_STATUS_OK);
    CHECK(score.black.stones == 28 && score.black.territory == 16);
    CHECK(score.white.stones == 25 && score.white.territory == 12);
    CHECK(score.margin_half_points == 1 && score.result.winner == GO_COLOR_WHITE);
    uint8_t owners[81];
    CHECK_STATUS(go_game_ownership(game, owners, sizeof owners, &needed), GO_STATUS_OK);
    uint32_t black_owned = 0, white_owned = 0;
    for (size_t i = 0; i < 81; i++) {
        black_owned += owners[i] == GO_COLOR_BLACK;
        white_owned += owners[i] == GO_COLOR_WHITE;
    }
    CHECK(black_owned == 44 && white_owned == 37);
    uint8_t legal[81];
    CHECK_STATUS(go_game_legal_mask(game, legal, sizeof legal, &needed), GO_STATUS_OK);
    size_t any = 0;
    for (size_t i = 0; i < 81; i++) {
        any += legal[i];
    }
    CHECK(any == 0);

    /* The replay written as a new record: what go-core's writer makes of it. */
    check_written(write_game, game, expected, game_len, __LINE__);
    /* Read back, it replays to the same position and result. */
    GoSgfCollection *c2 = NULL;
    GoGame *game2 = NULL;
    CHECK_STATUS(go_sgf_read(expected, game_len, GO_PARSE_MODE_STRICT, "UTF-8", &c2), GO_STATUS_OK);
    CHECK_STATUS(go_sgf_replay(c2, 0, GO_REPLAY_MODE_STRICT, &game2), GO_STATUS_OK);
    uint64_t h1 = 0, h2 = 1;
    CHECK_STATUS(go_game_hash(game, &h1), GO_STATUS_OK);
    CHECK_STATUS(go_game_hash(game2, &h2), GO_STATUS_OK);
    CHECK(h1 == h2);
    CHECK_STATUS(go_game_result(game2, result, sizeof result, &needed), GO_STATUS_OK);
    CHECK_TEXT(result, "W+0.5");
    go_game_free(game2);
    go_sgf_free(c2);

    /* The second pass finished the game, so undo may take it back. */
    CHECK_STATUS(go_game_undo(game), GO_STATUS_OK);
    CHECK_STATUS(go_game_phase(game, &phase), GO_STATUS_OK);
    CHECK(phase == GO_PHASE_PLAYING);

done:
    go_game_free(game);
    go_sgf_free(c);
    free(record);
    free(copy);
    free(expected);
}

/* Game information is read by its FF[4] type: a line break in a name is a
   space (SimpleText), one in GC is kept (Text), and a soft line break is
   removed in both (found from outside: Python's info kept PB's line break
   where the games table gave a space; C gave the same text). */
static void test_game_information_is_read_by_its_type(void) {
    static const char text[] = "(;GM[1]SZ[9]PB[Lee\nSedol]EV[Cup\\\nFinal]GC[one\ntwo];B[ee])";
    GoSgfCollection *c = NULL;
    CHECK_STATUS(go_sgf_read((const uint8_t *)text, strlen(text), GO_PARSE_MODE_STRICT, NULL, &c), GO_STATUS_OK);
    if (c == NULL) {
        return;
    }
    CHECK_INFO(c, "PB", "Lee Sedol");
    CHECK_INFO(c, "EV", "CupFinal");
    CHECK_INFO(c, "GC", "one\ntwo");
    go_sgf_free(c);
}

static void test_errors_name_their_place(void) {
    size_t line = 0, column = 0;
    char message[128];
    size_t needed = 0;
    GoSgfCollection *c = (GoSgfCollection *)&passed;
    static const char bad[] = "(;GM[1]\n;B[aa]x)";
    CHECK_STATUS(go_sgf_read((const uint8_t *)bad, strlen(bad), GO_PARSE_MODE_STRICT, NULL, &c),
                 GO_STATUS_SGF_UNEXPECTED);
    CHECK(c == NULL);
    /* Text that ends inside a game tree is an unexpected end wherever it
       ends (found from outside: after an identifier it was 601). */
    static const char *const truncated[] = {"(;GM", "(;GM[", "(;GM[1]", "(;"};
    for (size_t i = 0; i < sizeof truncated / sizeof truncated[0]; i++) {
        GoSgfCollection *t = (GoSgfCollection *)&passed;
        CHECK_STATUS(go_sgf_read((const uint8_t *)truncated[i], strlen(truncated[i]), GO_PARSE_MODE_STRICT, NULL, &t),
                     GO_STATUS_SGF_UNEXPECTED_END);
        CHECK(t == NULL);
    }
    CHECK_STATUS(go_sgf_read((const uint8_t *)bad, strlen(bad), GO_PARSE_MODE_STRICT, NULL, &c),
                 GO_STATUS_SGF_UNEXPECTED);
    /* `x` begins a property identifier, which must be followed by a value. */
    CHECK_STATUS(go_sgf_error_position(&line, &column), GO_STATUS_OK);
    CHECK(line == 2 && column == 8);
    CHECK_STATUS(go_sgf_error_message(message, sizeof message, &needed), GO_STATUS_OK);
    CHECK(strncmp(message, "line 2, column 8: ", 18) == 0);
    CHECK_STATUS(go_sgf_error_message(message, 3, &needed), GO_STATUS_BUFFER_TOO_SMALL);
    CHECK(needed == strlen(message) + 1);

    /* A lenient read repairs it; success clears the error. */
    CHECK_STATUS(go_sgf_read((const uint8_t *)bad, strlen(bad), GO_PARSE_MODE_LENIENT, NULL, &c), GO_STATUS_OK);
    CHECK_STATUS(go_sgf_error_position(&line, &column), GO_STATUS_NOT_FOUND);
    CHECK_STATUS(go_sgf_error_message(message, sizeof message, &needed), GO_STATUS_NOT_FOUND);
    CHECK_STATUS(go_sgf_warnings(c, message, sizeof message, &needed), GO_STATUS_OK);
    CHECK(needed > 1);
    go_sgf_free(c);

    /* Each game of a file has its own repairs: only the last of three is
       cut short, and the first has a property without a value. */
    static const char three[] = "(;SZ[9]xx)\n(;SZ[9];B[aa])\n(;SZ[9];B[";
    CHECK_STATUS(go_sgf_read((const uint8_t *)three, strlen(three), GO_PARSE_MODE_LENIENT, NULL, &c), GO_STATUS_OK);
    char all[512], own[512];
    CHECK_STATUS(go_sgf_warnings(c, all, sizeof all, &needed), GO_STATUS_OK);
    CHECK_STATUS(go_sgf_game_parse_warnings(c, 0, own, sizeof own, &needed), GO_STATUS_OK);
    CHECK(strncmp(own, "line 1, column 8: ", 18) == 0 && strchr(own, '\n') == NULL);
    CHECK_STATUS(go_sgf_game_parse_warnings(c, 1, own, sizeof own, &needed), GO_STATUS_OK);
    CHECK(needed == 1 && own[0] == '\0');
    CHECK_STATUS(go_sgf_game_parse_warnings(c, 2, own, sizeof own, &needed), GO_STATUS_OK);
    CHECK(strstr(own, "inside a value") != NULL && strstr(own, "open") != NULL);
    CHECK(strstr(all, own) != NULL && strlen(all) > strlen(own));
    CHECK_STATUS(go_sgf_game_parse_warnings(c, 3, own, sizeof own, &needed), GO_STATUS_SGF_NO_SUCH_VARIATION);
    go_sgf_free(c);

    /* A strict replay names the move and its place. */
    static const char illegal[] = "(;GM[1]SZ[9]\n;B[aa]\n;W[aa])";
    CHECK_STATUS(go_sgf_read((const uint8_t *)illegal, strlen(illegal), GO_PARSE_MODE_STRICT, NULL, &c),
                 GO_STATUS_OK);
    GoGame *game = NULL;
    CHECK_STATUS(go_sgf_replay(c, 0, GO_REPLAY_MODE_STRICT, &game), GO_STATUS_SGF_ILLEGAL_MOVE);
    CHECK(game == NULL);
    CHECK_STATUS(go_sgf_error_position(&line, &column), GO_STATUS_OK);
    CHECK(line == 3 && column == 2);
    CHECK_STATUS(go_sgf_replay(c, 0, GO_REPLAY_MODE_TOLERANT, &game), GO_STATUS_OK);
    GoMoveInfo m;
    CHECK_STATUS(go_game_move_at(game, 1, &m), GO_STATUS_OK);
    CHECK(m.irregular && m.irregularity == GO_IRREGULARITY_OCCUPIED);
    go_game_free(game);
    CHECK_STATUS(go_sgf_replay(c, 0, 7, &game), GO_STATUS_INVALID_ENUM);
    go_sgf_free(c);

    /* Errors that point nowhere in the text. */
    static const char ok[] = "(;GM[1])";
    CHECK_STATUS(go_sgf_read((const uint8_t *)ok, strlen(ok), GO_PARSE_MODE_LENIENT, "no-such-set", &c),
                 GO_STATUS_SGF_UNKNOWN_CHARSET);
    CHECK_STATUS(go_sgf_error_position(&line, &column), GO_STATUS_NOT_FOUND);
    CHECK_STATUS(go_sgf_error_message(message, sizeof message, &needed), GO_STATUS_OK);
    CHECK(strstr(message, "no-such-set") != NULL);
    CHECK_STATUS(go_sgf_read((const uint8_t *)ok, SIZE_MAX, GO_PARSE_MODE_LENIENT, NULL, &c),
                 GO_STATUS_SGF_INPUT_TOO_LARGE);
    CHECK_STATUS(go_sgf_read((const uint8_t *)ok, strlen(ok), 2, NULL, &c), GO_STATUS_INVALID_ENUM);
    CHECK_STATUS(go_sgf_read(NULL, 0, GO_PARSE_MODE_LENIENT, NULL, &c), GO_STATUS_SGF_NO_GAME_TREE);
    CHECK_STATUS(go_sgf_read(NULL, 1, GO_PARSE_MODE_LENIENT, NULL, &c), GO_STATUS_NULL_POINTER);
    /* An argument error clears the kept SGF error. */
    CHECK_STATUS(go_sgf_error_message(message, sizeof message, &needed), GO_STATUS_NOT_FOUND);

    /* The caller's character set overrules the file's CA. */
    static const uint8_t gb[] = {'(', ';', 'C', 'A', '[', 'I', 'S', 'O', '-', '8', '8', '5', '9', '-', '1', ']',
                                 'P', 'B', '[', 0xBF, 0xC2, 0xBD, 0xE0, ']', ')'};
    CHECK_STATUS(go_sgf_read(gb, sizeof gb, GO_PARSE_MODE_STRICT, "GB18030", &c), GO_STATUS_OK);
    CHECK_INFO(c, "PB", "\xe6\x9f\xaf\xe6\xb4\x81");
    go_sgf_free(c);
}

/* The game information's warnings: a komi read by a heuristic says so
 * (found from outside: KM[6.25] became 12.5 points with no word a C
 * caller could see), an unknown rule set too; a plain record has none. */
static void test_game_information_warnings(void) {
    char text[512];
    size_t needed = 0;
    GoSgfCollection *c = NULL;
    static const char quarter[] = "(;GM[1]SZ[9]RU[Japanese]KM[6.25])(;GM[1]SZ[9]RU[Nowhere]KM[650])(;GM[1]KM[6.5])";
    CHECK_STATUS(go_sgf_read((const uint8_t *)quarter, strlen(quarter), GO_PARSE_MODE_STRICT, NULL, &c), GO_STATUS_OK);
    CHECK_STATUS(go_sgf_game_warnings(c, 0, text, sizeof text, &needed), GO_STATUS_OK);
    CHECK(strncmp(text, "line 1, column 25: ", 19) == 0);
    CHECK(strstr(text, "Chinese komi in stones") != NULL);
    CHECK(needed == strlen(text) + 1);
    GoGame *game = NULL;
    GoRules *rules = NULL;
    GoRulesInfo info;
    CHECK_STATUS(go_sgf_replay(c, 0, GO_REPLAY_MODE_STRICT, &game), GO_STATUS_OK);
    CHECK_STATUS(go_game_rules(game, &rules), GO_STATUS_OK);
    CHECK_STATUS(go_rules_info(rules, &info), GO_STATUS_OK);
    CHECK(info.komi_half_points == 25); /* 6.25 stones: 12.5 points */
    go_rules_free(rules);
    go_game_free(game);
    CHECK_STATUS(go_sgf_game_warnings(c, 1, text, sizeof text, &needed), GO_STATUS_OK);
    CHECK(strstr(text, "Nowhere") != NULL && strstr(text, "x100") != NULL && strchr(text, '\n') != NULL);
    CHECK_STATUS(go_sgf_game_warnings(c, 2, text, sizeof text, &needed), GO_STATUS_OK);
    CHECK(text[0] == '\0' && needed == 1);
    CHECK_STATUS(go_sgf_game_warnings(c, 3, text, sizeof text, &needed), GO_STATUS_SGF_NO_SUCH_VARIATION);
    CHECK_STATUS(go_sgf_game_warnings(c, 0, text, 3, &needed), GO_STATUS_BUFFER_TOO_SMALL);
    CHECK_STATUS(go_sgf_game_warnings(NULL, 0, text, sizeof text, &needed), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_sgf_game_warnings(c, 0, text, sizeof text, NULL), GO_STATUS_NULL_POINTER);
    go_sgf_free(c);
    /* Found from outside: HA[3] over two black stones dropped the handicap
       (and its compensation) without a word here. */
    static const char mismatch[] = "(;GM[1]SZ[9]RU[Chinese]KM[7.5]HA[3]AB[cc][gg];W[ii])";
    CHECK_STATUS(go_sgf_read((const uint8_t *)mismatch, strlen(mismatch), GO_PARSE_MODE_STRICT, NULL, &c), GO_STATUS_OK);
    CHECK_STATUS(go_sgf_game_warnings(c, 0, text, sizeof text, &needed), GO_STATUS_OK);
    CHECK(strncmp(text, "line 1, column 31: ", 19) == 0);
    CHECK(strstr(text, "HA") != NULL && strchr(text, '\n') == NULL);
    go_sgf_free(c);
    /* Found from outside: a team game that declares Phantom Go was refused
       by the tolerant replay too; now it is ordinary Go with the team, and
       what the replay skipped is listed (it was nowhere in C). */
    static const char team[] =
        "(;FF[4]GM[1]SZ[9]GS[B:2:person,person][W:2:person,person]PG[illegal-only];B[aa];W[bb];B[aa])";
    CHECK_STATUS(go_sgf_read((const uint8_t *)team, strlen(team), GO_PARSE_MODE_STRICT, NULL, &c), GO_STATUS_OK);
    CHECK_STATUS(go_sgf_replay(c, 0, GO_REPLAY_MODE_STRICT, &game), GO_STATUS_SGF_SETUP);
    CHECK(game == NULL);
    CHECK_STATUS(go_sgf_replay(c, 0, GO_REPLAY_MODE_TOLERANT, &game), GO_STATUS_OK);
    size_t moves = 0;
    CHECK_STATUS(go_game_move_count(game, &moves), GO_STATUS_OK);
    CHECK(moves == 3);
    go_game_free(game);
    CHECK_STATUS(go_sgf_replay_issues(c, 0, NULL, 0, &needed), GO_STATUS_BUFFER_TOO_SMALL);
    CHECK_STATUS(go_sgf_replay_issues(c, 0, text, sizeof text, &needed), GO_STATUS_OK);
    CHECK(needed == strlen(text) + 1);
    /* Two lines: the refused variant at PG, then B[aa] on its own stone. */
    CHECK(strncmp(text, "line 1, column 58: move 0: setup_refused: incompatible options: Phantom Go", 74) == 0);
    CHECK(strstr(text, "\nline 1, column 87: move 3: occupied") != NULL);
    CHECK_STATUS(go_sgf_replay_issues(c, 1, text, sizeof text, &needed), GO_STATUS_SGF_NO_SUCH_VARIATION);
    CHECK_STATUS(go_sgf_replay_issues(NULL, 0, text, sizeof text, &needed), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_sgf_replay_issues(c, 0, text, sizeof text, NULL), GO_STATUS_NULL_POINTER);
    go_sgf_free(c);
    /* A record that replays cleanly lists nothing. */
    static const char clean[] = "(;GM[1]SZ[9];B[ee];W[cc])";
    CHECK_STATUS(go_sgf_read((const uint8_t *)clean, strlen(clean), GO_PARSE_MODE_STRICT, NULL, &c), GO_STATUS_OK);
    CHECK_STATUS(go_sgf_replay_issues(c, 0, text, sizeof text, &needed), GO_STATUS_OK);
    CHECK(text[0] == '\0' && needed == 1);
    go_sgf_free(c);
}

/* Writes `game` with game `index` of `c` as its source into `out` (NUL
 * added), checking the buffer convention on the way. */
static void write_with_source(const GoGame *game, const GoSgfCollection *c, size_t index, char *out, size_t cap,
                              int line) {
    size_t needed = 0;
    check_status(go_game_write_sgf_with_source(game, c, index, NULL, 0, &needed), GO_STATUS_BUFFER_TOO_SMALL,
                 "the length needed", line);
    check(needed > 0 && needed < cap, "a record that fits", line);
    if (needed == 0 || needed >= cap) {
        return;
    }
    check_status(go_game_write_sgf_with_source(game, c, index, (uint8_t *)out, needed, &needed), GO_STATUS_OK,
                 "the whole buffer", line);
    out[needed] = '\0';
}

/* Found from outside: a game replayed from a record and written back lost
 * the players, the result and the comments, with no way to keep them. */
static void test_writing_with_the_source_record(void) {
    static const char two[] = "(;SZ[5]PB[x])(;GM[1]FF[4]SZ[9]KM[6.5]RU[Chinese]PB[Lee \\] Sedol]PW[Gu Li]RE[W+R];"
                              "B[ee];W[gc](;B[cg]C[main])(;B[dc]))";
    GoSgfCollection *c = NULL;
    GoGame *game = NULL;
    char text[512];
    CHECK_STATUS(go_sgf_read((const uint8_t *)two, strlen(two), GO_PARSE_MODE_STRICT, NULL, &c), GO_STATUS_OK);
    CHECK_STATUS(go_sgf_replay(c, 1, GO_REPLAY_MODE_STRICT, &game), GO_STATUS_OK);
    static const char head[] = "(;FF[4]GM[1]CA[UTF-8]AP[go-core:0.1.0]SZ[9]KM[6.5]RU[Chinese]";
    char want[512];
    write_with_source(game, c, 1, text, sizeof text, __LINE__);
    snprintf(want, sizeof want, "%sRE[W+R]PB[Lee \\] Sedol]PW[Gu Li]\n;B[ee];W[gc];B[cg]C[main])\n", head);
    CHECK_TEXT(text, want);
    /* Played on: the recorded result no longer describes the game. */
    CHECK_STATUS(go_game_play(game, 3, 3), GO_STATUS_OK);
    write_with_source(game, c, 1, text, sizeof text, __LINE__);
    snprintf(want, sizeof want, "%sPB[Lee \\] Sedol]PW[Gu Li]\n;B[ee];W[gc];B[cg]C[main];W[dd])\n", head);
    CHECK_TEXT(text, want);
    size_t needed = 0;
    CHECK_STATUS(go_game_write_sgf_with_source(game, c, 2, (uint8_t *)text, sizeof text, &needed),
                 GO_STATUS_SGF_NO_SUCH_VARIATION);
    CHECK_STATUS(go_game_write_sgf_with_source(NULL, c, 1, (uint8_t *)text, sizeof text, &needed),
                 GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_write_sgf_with_source(game, NULL, 1, (uint8_t *)text, sizeof text, &needed),
                 GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_write_sgf_with_source(game, c, 1, (uint8_t *)text, sizeof text, NULL),
                 GO_STATUS_NULL_POINTER);
    go_game_free(game);
    go_sgf_free(c);
    /* Found from outside: the record's count marks and a closing node that
       held only a comment were dropped. */
    static const char marked[] = "(;SZ[5]RE[B+3];B[cc]TB[aa];W[];B[];C[end]TB[ab])";
    CHECK_STATUS(go_sgf_read((const uint8_t *)marked, strlen(marked), GO_PARSE_MODE_STRICT, NULL, &c), GO_STATUS_OK);
    CHECK_STATUS(go_sgf_replay(c, 0, GO_REPLAY_MODE_STRICT, &game), GO_STATUS_OK);
    write_with_source(game, c, 0, text, sizeof text, __LINE__);
    CHECK(strstr(text, "RE[B+3]\n;B[cc]TB[aa];W[];B[];C[end]TB[ab])\n") != NULL);
    go_game_free(game);
    go_sgf_free(c);
}

/* The komi of `game` in half points, read through its rules. */
static int32_t komi_of(const GoGame *game) {
    GoRules *rules = NULL;
    GoRulesInfo info;
    memset(&info, 0, sizeof info);
    CHECK_STATUS(go_game_rules(game, &rules), GO_STATUS_OK);
    CHECK_STATUS(go_rules_info(rules, &info), GO_STATUS_OK);
    go_rules_free(rules);
    return info.komi_half_points;
}

/* A game's tree of variations walked through the C ABI: the children of
 * each node, its properties by value, and a replay along a variation with
 * that variation's own game information (two merged games). */
static void test_walking_variations(void) {
    static const char text[] = "(;GM[1]FF[4]SZ[9]PB[Root Black]AB[aa][bb];B[ee]C[main\nline]"
                               "(;W[cc]N[Main]KM[6.5];B[gg])(;W[gc]C[variation]KM[0.5];B[gg];W[cg]))";
    GoSgfCollection *c = NULL;
    CHECK_STATUS(go_sgf_read((const uint8_t *)text, strlen(text), GO_PARSE_MODE_STRICT, NULL, &c), GO_STATUS_OK);
    if (c == NULL) {
        return;
    }
    size_t count = 99;
    CHECK_STATUS(go_sgf_node_children(c, 0, NULL, 0, &count), GO_STATUS_OK);
    CHECK(count == 1);
    const size_t at_move[] = {0, 1, 0, 0};
    CHECK_STATUS(go_sgf_node_children(c, 0, at_move, 1, &count), GO_STATUS_OK);
    CHECK(count == 2);
    CHECK_STATUS(go_sgf_node_children(c, 0, at_move, 3, &count), GO_STATUS_OK);
    CHECK(count == 1);
    CHECK_STATUS(go_sgf_node_children(c, 0, at_move, 4, &count), GO_STATUS_OK);
    CHECK(count == 0);
    const size_t off[] = {0, 2};
    count = 99;
    CHECK_STATUS(go_sgf_node_children(c, 0, off, 2, &count), GO_STATUS_SGF_NO_SUCH_VARIATION);
    CHECK(count == 99);
    char buf[64];
    size_t needed = 0;
    CHECK_STATUS(go_sgf_node_property(c, 0, NULL, 0, "PB", 0, buf, sizeof buf, &needed), GO_STATUS_OK);
    CHECK(strcmp(buf, "Root Black") == 0 && needed == strlen("Root Black") + 1);
    CHECK_STATUS(go_sgf_node_property(c, 0, NULL, 0, "AB", 1, buf, sizeof buf, &needed), GO_STATUS_OK);
    CHECK(strcmp(buf, "bb") == 0);
    CHECK_STATUS(go_sgf_node_property(c, 0, NULL, 0, "AB", 2, buf, sizeof buf, &needed), GO_STATUS_NOT_FOUND);
    CHECK_STATUS(go_sgf_node_property(c, 0, at_move, 1, "C", 0, buf, sizeof buf, &needed), GO_STATUS_OK);
    CHECK(strcmp(buf, "main\nline") == 0);
    CHECK_STATUS(go_sgf_node_property(c, 0, at_move, 1, "B", 0, buf, sizeof buf, &needed), GO_STATUS_OK);
    CHECK(strcmp(buf, "ee") == 0);
    const size_t main_name[] = {0, 0};
    CHECK_STATUS(go_sgf_node_property(c, 0, main_name, 2, "N", 0, buf, sizeof buf, &needed), GO_STATUS_OK);
    CHECK(strcmp(buf, "Main") == 0);
    CHECK_STATUS(go_sgf_node_property(c, 0, at_move, 2, "C", 0, buf, sizeof buf, &needed), GO_STATUS_OK);
    CHECK(strcmp(buf, "variation") == 0);
    CHECK_STATUS(go_sgf_node_property(c, 0, at_move, 2, "N", 0, buf, sizeof buf, &needed), GO_STATUS_NOT_FOUND);
    CHECK_STATUS(go_sgf_node_property(c, 0, off, 2, "C", 0, buf, sizeof buf, &needed),
                 GO_STATUS_SGF_NO_SUCH_VARIATION);

    /* The main line (3 moves, komi 6.5), and the variation (4, komi 0.5). */
    GoGame *main_line = NULL, *variation = NULL, *same = NULL;
    CHECK_STATUS(go_sgf_replay(c, 0, GO_REPLAY_MODE_STRICT, &main_line), GO_STATUS_OK);
    CHECK_STATUS(go_sgf_replay_path(c, 0, GO_REPLAY_MODE_STRICT, at_move, 2, &variation), GO_STATUS_OK);
    CHECK_STATUS(go_sgf_replay_path(c, 0, GO_REPLAY_MODE_STRICT, NULL, 0, &same), GO_STATUS_OK);
    if (main_line != NULL && variation != NULL && same != NULL) {
        size_t moves = 0;
        CHECK_STATUS(go_game_move_count(main_line, &moves), GO_STATUS_OK);
        CHECK(moves == 3);
        CHECK(komi_of(main_line) == 13);
        CHECK_STATUS(go_game_move_count(same, &moves), GO_STATUS_OK);
        CHECK(moves == 3);
        CHECK_STATUS(go_game_move_count(variation, &moves), GO_STATUS_OK);
        CHECK(moves == 4);
        CHECK(komi_of(variation) == 1);
    }
    /* Written back along its path, the variation keeps its own komi and
       comment, not the main line's; a path off the tree writes nothing. */
    if (variation != NULL) {
        char written[512];
        size_t size = 0;
        CHECK_STATUS(go_game_write_sgf_with_source_path(variation, c, 0, at_move, 2, (uint8_t *)written,
                                                        sizeof written - 1, &size),
                     GO_STATUS_OK);
        if (size < sizeof written) {
            written[size] = '\0';
            CHECK(strstr(written, "KM[0.5]") != NULL && strstr(written, "C[variation]") != NULL);
            CHECK(strstr(written, "KM[6.5]") == NULL && strstr(written, "N[Main]") == NULL);
            CHECK(strstr(written, "PB[Root Black]") != NULL);
        }
        size_t untouched = 7;
        CHECK_STATUS(go_game_write_sgf_with_source_path(variation, c, 0, off, 2, (uint8_t *)written,
                                                        sizeof written, &untouched),
                     GO_STATUS_SGF_NO_SUCH_VARIATION);
        CHECK(untouched == 7);
        CHECK_STATUS(go_game_write_sgf_with_source_path(variation, c, 0, NULL, 1, (uint8_t *)written,
                                                        sizeof written, &untouched),
                     GO_STATUS_NULL_POINTER);
        CHECK_STATUS(go_game_write_sgf_with_source_path(variation, c, 3, NULL, 0, (uint8_t *)written,
                                                        sizeof written, &untouched),
                     GO_STATUS_SGF_NO_SUCH_VARIATION);
    }
    go_game_free(main_line);
    go_game_free(variation);
    go_game_free(same);
    GoGame *none = (GoGame *)c;
    CHECK_STATUS(go_sgf_replay_path(c, 0, GO_REPLAY_MODE_STRICT, off, 2, &none), GO_STATUS_SGF_NO_SUCH_VARIATION);
    CHECK(none == NULL);
    go_sgf_free(c);
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: %s RECORD.sgf COPY.sgf GAME.sgf\n", argv[0]);
        return 2;
    }
    test_corpus_record(argv[1], argv[2], argv[3]);
    test_game_information_is_read_by_its_type();
    test_errors_name_their_place();
    test_game_information_warnings();
    test_writing_with_the_source_record();
    test_walking_variations();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
