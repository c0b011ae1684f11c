/*
 * A C program using the go-core C ABI as a client would: a short game with a
 * capture and a refused ko retake, the board buffer, error statuses and their
 * messages, and freeing every handle (run under valgrind by run.sh).
 *
 * Prints one line per failed check and a final "N passed, M failed" line;
 * exits nonzero when any check failed.
 */

#include <stdio.h>
#include <string.h>

#include "go_core.h"

#include "check.h"

#define W 5
#define H 5
#define AREA (W * H)

/* Draws the board as rows of X (black), O (white) and . (empty). */
static void draw(const uint8_t *cells, char *out) {
    for (int y = 0; y < H; y++) {
        for (int x = 0; x < W; x++) {
            uint8_t c = cells[y * W + x];
            *out++ = c == GO_COLOR_BLACK ? 'X' : c == GO_COLOR_WHITE ? 'O' : c == GO_COLOR_EMPTY ? '.' : '?';
        }
        *out++ = '\n';
    }
    *out = '\0';
}

/* Copies the board out of `game` and checks it against `want`. */
static void check_board(const GoGame *game, const char *want, int line) {
    uint8_t cells[AREA];
    size_t written = 0;
    char drawn[AREA + H + 1];
    check_status(go_game_board(game, cells, sizeof cells, &written), GO_STATUS_OK, "go_game_board", line);
    check(written == AREA, "written == AREA", line);
    draw(cells, drawn);
    if (strcmp(drawn, want) == 0) {
        passed++;
    } else {
        failed++;
        printf("FAILED (line %d): board\n--- got\n%s--- want\n%s", line, drawn, want);
    }
}

#define CHECK_BOARD(game, want) check_board((game), (want), __LINE__)

static void test_errors_on_creation(void) {
    GoGame *game = (GoGame *)&passed; /* any non-NULL value: must be reset */
    CHECK_STATUS(go_game_new(9, 9, "no such rules", &game), GO_STATUS_UNKNOWN_PRESET);
    CHECK(game == NULL);
    game = (GoGame *)&passed;
    CHECK_STATUS(go_game_new(9, 9, "jap\xff" "anese", &game), GO_STATUS_INVALID_UTF8);
    CHECK(game == NULL);
    CHECK_STATUS(go_game_new(0, 9, NULL, &game), GO_STATUS_INVALID_SIZE);
    CHECK_STATUS(go_game_new(9, 53, "studio", &game), GO_STATUS_INVALID_SIZE);
    CHECK(game == NULL);
    CHECK_STATUS(go_game_new(9, 9, NULL, NULL), GO_STATUS_NULL_POINTER);

    /* NULL handles are refused, and freeing NULL does nothing. */
    int color = 0;
    CHECK_STATUS(go_game_play(NULL, 0, 0), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_to_move(NULL, &color), GO_STATUS_NULL_POINTER);
    go_game_free(NULL);
}

static void test_short_game(void) {
    GoGame *game = NULL;
    CHECK_STATUS(go_game_new(W, H, "japanese", &game), GO_STATUS_OK);
    if (game == NULL) {
        return;
    }
    uint32_t w = 0, h = 0;
    CHECK_STATUS(go_game_size(game, &w, &h), GO_STATUS_OK);
    CHECK(w == W && h == H);

    /* Black surrounds (1, 1), White surrounds (2, 1), White plays into (1, 1). */
    static const uint32_t moves[][2] = {{1, 0}, {2, 0}, {0, 1}, {3, 1}, {1, 2}, {2, 2}, {4, 4}, {1, 1}};
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        CHECK_STATUS(go_game_play(game, moves[i][0], moves[i][1]), GO_STATUS_OK);
    }
    CHECK_BOARD(game,
                ".XO..\n"
                "XO.O.\n"
                ".XO..\n"
                ".....\n"
                "....X\n");

    /* Black captures the white stone at (1, 1). */
    CHECK_STATUS(go_game_play(game, 2, 1), GO_STATUS_OK);
    CHECK_BOARD(game,
                ".XO..\n"
                "X.XO.\n"
                ".XO..\n"
                ".....\n"
                "....X\n");
    uint32_t black = 99, white = 99;
    CHECK_STATUS(go_game_prisoners(game, GO_COLOR_BLACK, &black), GO_STATUS_OK);
    CHECK_STATUS(go_game_prisoners(game, GO_COLOR_WHITE, &white), GO_STATUS_OK);
    CHECK(black == 1 && white == 0);

    /* White may not retake the ko at once; the game stays as it was. */
    CHECK_STATUS(go_game_is_legal(game, 1, 1), GO_STATUS_KO);
    CHECK_STATUS(go_game_play(game, 1, 1), GO_STATUS_KO);
    int color = 0;
    size_t count = 0;
    CHECK_STATUS(go_game_to_move(game, &color), GO_STATUS_OK);
    CHECK(color == GO_COLOR_WHITE);
    CHECK_STATUS(go_game_move_count(game, &count), GO_STATUS_OK);
    CHECK(count == 9);

    /* Other illegal moves, each leaving the game unchanged. */
    CHECK_STATUS(go_game_play(game, 0, 0), GO_STATUS_SUICIDE);
    CHECK_STATUS(go_game_play(game, 2, 1), GO_STATUS_OCCUPIED);
    CHECK_STATUS(go_game_play(game, W, 0), GO_STATUS_OFF_BOARD);
    CHECK_STATUS(go_game_play(game, 0, 1000), GO_STATUS_OFF_BOARD);
    CHECK_STATUS(go_game_prisoners(game, GO_COLOR_EMPTY, &black), GO_STATUS_INVALID_COLOR);
    CHECK_STATUS(go_game_prisoners(game, 7, &black), GO_STATUS_INVALID_COLOR);
    CHECK(black == 1);
    CHECK_STATUS(go_game_move_count(game, &count), GO_STATUS_OK);
    CHECK(count == 9);
    CHECK_BOARD(game,
                ".XO..\n"
                "X.XO.\n"
                ".XO..\n"
                ".....\n"
                "....X\n");

    /* A too-small buffer is refused and reports the length needed. */
    uint8_t small[AREA - 1];
    memset(small, 0xAA, sizeof small);
    size_t written = 0;
    CHECK_STATUS(go_game_board(game, small, sizeof small, &written), GO_STATUS_BUFFER_TOO_SMALL);
    CHECK(written == AREA);
    CHECK(small[0] == 0xAA && small[AREA - 2] == 0xAA);
    written = 0;
    CHECK_STATUS(go_game_board(game, NULL, 0, &written), GO_STATUS_BUFFER_TOO_SMALL);
    CHECK(written == AREA);
    CHECK_STATUS(go_game_board(game, NULL, AREA, &written), GO_STATUS_NULL_POINTER);
    CHECK_STATUS(go_game_board(game, small, sizeof small, NULL), GO_STATUS_NULL_POINTER);

    /* Black fills the ko; undo takes it back. */
    CHECK_STATUS(go_game_play(game, 4, 0), GO_STATUS_OK);
    CHECK_STATUS(go_game_play(game, 1, 1), GO_STATUS_OK);
    CHECK_STATUS(go_game_undo(game), GO_STATUS_OK);
    CHECK_STATUS(go_game_to_move(game, &color), GO_STATUS_OK);
    CHECK(color == GO_COLOR_BLACK);
    CHECK_STATUS(go_game_play(game, 1, 1), GO_STATUS_OK);
    CHECK_BOARD(game,
                ".XO.O\n"
                "XXXO.\n"
                ".XO..\n"
                ".....\n"
                "....X\n");

    /* Two passes end play. */
    int phase = -1;
    CHECK_STATUS(go_game_pass(game), GO_STATUS_OK);
    CHECK_STATUS(go_game_pass(game), GO_STATUS_OK);
    CHECK_STATUS(go_game_phase(game, &phase), GO_STATUS_OK);
    CHECK(phase == GO_PHASE_COUNTING);
    CHECK_STATUS(go_game_play(game, 3, 3), GO_STATUS_NOT_PLAYING);
    CHECK_STATUS(go_game_undo(game), GO_STATUS_OK);
    CHECK_STATUS(go_game_phase(game, &phase), GO_STATUS_OK);
    CHECK(phase == GO_PHASE_PLAYING);

    /* Resigning finishes the game for good. */
    CHECK_STATUS(go_game_resign(game), GO_STATUS_OK);
    CHECK_STATUS(go_game_phase(game, &phase), GO_STATUS_OK);
    CHECK(phase == GO_PHASE_FINISHED);
    CHECK_STATUS(go_game_resign(game), GO_STATUS_WRONG_PHASE);
    CHECK_STATUS(go_game_undo(game), GO_STATUS_WRONG_PHASE);
    CHECK_STATUS(go_game_pass(game), GO_STATUS_GAME_OVER);

    go_game_free(game);
}

static void test_superko_under_the_default_rules(void) {
    GoGame *game = NULL;
    CHECK_STATUS(go_game_new(W, H, NULL, &game), GO_STATUS_OK);
    if (game == NULL) {
        return;
    }
    static const uint32_t moves[][2] = {{1, 0}, {2, 0}, {0, 1}, {3, 1}, {1, 2}, {2, 2}, {4, 4}, {1, 1}, {2, 1}};
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        CHECK_STATUS(go_game_play(game, moves[i][0], moves[i][1]), GO_STATUS_OK);
    }
    CHECK_STATUS(go_game_play(game, 1, 1), GO_STATUS_SUPERKO);
    CHECK_STATUS(go_game_undo(game), GO_STATUS_OK);
    CHECK_STATUS(go_game_undo(game), GO_STATUS_OK);
    size_t count = 0;
    CHECK_STATUS(go_game_move_count(game, &count), GO_STATUS_OK);
    CHECK(count == 7);
    go_game_free(game);

    /* Undo with no move to take back. */
    CHECK_STATUS(go_game_new(9, 9, "chinese", &game), GO_STATUS_OK);
    CHECK_STATUS(go_game_undo(game), GO_STATUS_NOTHING_TO_UNDO);
    go_game_free(game);
}

static void test_messages(void) {
    CHECK(strcmp(go_status_message(GO_STATUS_OK), "ok") == 0);
    CHECK(strcmp(go_status_message(GO_STATUS_KO), "illegal move: retakes the ko at once") == 0);
    CHECK(strcmp(go_status_message(GO_STATUS_BUFFER_TOO_SMALL), "the buffer is too small") == 0);
    CHECK(strcmp(go_status_message(12345), "unknown status code") == 0);
    CHECK(strcmp(go_status_message(-1), "unknown status code") == 0);
    const GoStatus all[] = {
        GO_STATUS_NULL_POINTER, GO_STATUS_INVALID_UTF8, GO_STATUS_UNKNOWN_PRESET, GO_STATUS_INVALID_COLOR,
        GO_STATUS_INVALID_SIZE, GO_STATUS_OFF_BOARD,    GO_STATUS_OCCUPIED,       GO_STATUS_SUICIDE,
        GO_STATUS_SUPERKO,      GO_STATUS_NOT_PLAYING,  GO_STATUS_WRONG_PHASE,    GO_STATUS_NOTHING_TO_UNDO,
        GO_STATUS_PANIC,        GO_STATUS_POISONED,     GO_STATUS_INTERNAL,
    };
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
        const char *text = go_status_message(all[i]);
        CHECK(text != NULL && text[0] != '\0' && strcmp(text, "unknown status code") != 0);
    }
    /* Fixed numbers, grouped by hundreds. */
    CHECK(GO_STATUS_OK == 0 && GO_STATUS_NULL_POINTER == 100 && GO_STATUS_INVALID_SIZE == 200);
    CHECK(GO_STATUS_OFF_BOARD == 300 && GO_STATUS_KO == 303 && GO_STATUS_WRONG_PHASE == 400);
    CHECK(GO_STATUS_PANIC == 900);
}

int main(void) {
    test_errors_on_creation();
    test_short_game();
    test_superko_under_the_default_rules();
    test_messages();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
