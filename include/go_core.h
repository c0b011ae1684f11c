/*
 * go_core.h: the C ABI of go-core, a Go (weiqi, baduk) rules and scoring
 * engine. Compiles as C11 and as C++17. Version: the GO_CORE_VERSION_MAJOR,
 * _MINOR and _PATCH constants below, and go_version() at run time.
 *
 * CONVENTIONS
 *
 * - Statuses. Every fallible function returns a GoStatus: GO_STATUS_OK (0)
 *   or an error with a fixed number, grouped by hundreds (1xx bad argument,
 *   2xx setup, 3xx move, 4xx other action, 5xx text, 6xx SGF, 9xx internal or out of memory).
 *   go_status_message() describes any number. A failed call leaves its
 *   handles exactly as they were (one exception, documented there: a timed
 *   move whose flag has fallen ends the game, GO_STATUS_TIME_EXPIRED).
 * - Handles. GoGame, GoRules, GoGameBuilder, GoPhantom and GoSgfCollection
 *   are opaque. The function that makes one writes it through its last
 *   parameter (and writes NULL there on error); the caller owns it and
 *   releases it exactly once with its go_*_free(), which accepts NULL.
 *   Handles never borrow from each other: each one lives until freed. If a
 *   call panics inside the library (a bug), it answers GO_STATUS_PANIC; a
 *   handle it was changing is poisoned: every later call on it answers
 *   GO_STATUS_POISONED, and only its go_*_free() may still be called.
 * - Buffers. Answers of variable length are written into the caller's
 *   buffer: (buf, len, out_needed). *out_needed receives the number of
 *   elements the answer needs (for a text, its bytes with the final NUL;
 *   a text from an SGF value may hold NUL characters of its own, which
 *   end it for strlen: *out_needed - 1 is its whole length; SGF text is
 *   bytes with no final NUL, and holds a value's NUL bytes as read) on
 *   GO_STATUS_OK and on
 *   GO_STATUS_BUFFER_TOO_SMALL alike; buf = NULL, len = 0 asks for it
 *   (the status is then GO_STATUS_BUFFER_TOO_SMALL, or GO_STATUS_OK for an
 *   answer of no elements, with *out_needed set either way).
 *   Nothing is written to a buffer that is too small, and only the first
 *   *out_needed elements of one that is large enough: len is compared
 *   with the answer, never used to touch the buffer, so any len the
 *   buffer truly holds is fine (GO_STATUS_INVALID_LENGTH is for arrays
 *   passed in, which are read whole, into a copy: one too long to copy
 *   is refused with it too, never an abort; a length that alone decides
 *   the answer, such as a whole-board array of another size, is refused
 *   before the array is read). Arrays passed in are read during
 *   the call only.
 * - Points are (x, y): column and row, 0-based from the top-left corner, as
 *   in SGF; a coordinate above 255 is off every board. Whole-board data is
 *   one byte per point, row-major (index y * width + x); colours are
 *   GO_COLOR_EMPTY 0, GO_COLOR_BLACK 1, GO_COLOR_WHITE 2.
 * - Enums. Each vocabulary of go-core (GoKoRule, GoPreset, GoPhase, ...) is
 *   a uint32_t typedef with GO_<TYPE>_<NAME> constants whose numbers are
 *   go-core's stable codes. Any number may be passed: one that is no value
 *   answers GO_STATUS_INVALID_ENUM (GO_STATUS_INVALID_COLOR for colours).
 * - Seats are (side, number from 1): B1, W1, B2, W2, ... in team Go.
 *   Functions ending in _as act for a named seat and refuse the wrong one
 *   (servers); the others act for the seat whose turn it is.
 * - Rules. "RULES.md section N", cited throughout, is the rules brief the
 *   library implements (spec/RULES.md in the project's shared folder); each
 *   function restates what it needs of it.
 * - Buffers and NULL. A buffer NULL with a length, or a NULL out_needed,
 *   is answered GO_STATUS_NULL_POINTER before anything else is looked at,
 *   and nothing is written then. "NULL or valid" in a function's Safety
 *   section says that NULL is safe to pass, not that it is optional: it
 *   is answered GO_STATUS_NULL_POINTER unless the function's text says
 *   that NULL means "not wanted" (as go_game_playouts' ownership).
 * - Komi, scores and margins are in half points (13 is 6.5). Clock times
 *   are the caller's monotonic timestamps in milliseconds (functions ending
 *   in _at); the library never reads a clock.
 *
 * THREADS
 *
 * - The library has no global state that a call can see but one: each
 *   thread's last SGF error (go_sgf_error_position, go_sgf_error_message).
 *   Beside it, read-only tables are built once on first use and kept for
 *   the life of the process (the playouts' 3x3 shape table, the computer
 *   player's learned patterns), and multi-threaded searches may leave a
 *   worker pool: memory checkers report these as "possibly lost" or "still
 *   reachable", never "definitely lost" (valgrind:
 *   --errors-for-leak-kinds=definite).
 * - Distinct handles may be used from several threads at once, and a
 *   handle may move between threads.
 * - One handle: a call that changes it (it takes a non-const pointer to the
 *   handle) must not run at the same time as any other call on that
 *   handle. Calls that only read it (a const pointer) may run on several
 *   threads at once on the same handle, as long as no call changes it
 *   meanwhile. go_game_suggest_move, go_game_suggest_cleanup_move,
 *   go_phantom_suggest_move and go_game_playouts read only.
 * - Thread-safe at any time: go_version, go_status_message,
 *   go_sgf_error_position, go_sgf_error_message (per thread), and every
 *   function that takes no handle (go_game_new, go_game_builder_new,
 *   go_rules_new_preset, go_rules_parse, go_sgf_read,
 *   go_game_from_record_json, go_vertex_parse, go_point_parse,
 *   go_seat_parse, go_result_parse).
 *
 * LINKING
 *
 * pkg-config --cflags --libs go_core (after the install step of the
 * README), or the static library libgo_core.a (add -lpthread -ldl -lm).
 *
 * WHERE EACH OPERATION OF go-core IS
 *
 * Game:
 *   new: go_game_new; builder, from_setup and the fields of GameSetup:
 *   go_game_builder_new, go_game_builder_set_rules,
 *   go_game_builder_set_komi, go_game_builder_set_fixed_handicap,
 *   go_game_builder_set_free_handicap, go_game_builder_set_handicap,
 *   go_game_builder_set_no_handicap,
 *   go_game_builder_set_corner_line_12, go_game_builder_add_stone,
 *   go_game_builder_set_position, go_game_builder_set_diagram,
 *   go_game_builder_set_to_move, go_game_builder_set_topology,
 *   go_game_builder_set_seats, go_game_builder_set_out_of_turn,
 *   go_game_builder_set_clock_none, go_game_builder_set_clock_absolute,
 *   go_game_builder_set_clock_fischer, go_game_builder_set_clock_byo_yomi,
 *   go_game_builder_set_clock_canadian, go_game_builder_set_standard,
 *   go_game_builder_set_atari_go, go_game_builder_set_phantom,
 *   go_game_builder_build; setup: go_game_builder_from_game;
 *   record, events, from_record: go_game_record_json,
 *   go_game_from_record_json; Clone: go_game_copy; board: go_game_board,
 *   go_game_board_text, go_game_hash, go_game_chain; rules: go_game_rules;
 *   table, variant, atari_go, handicap, handicap_stones, is_handicap_game,
 *   penalties, consecutive_passes, simple_ko_point, time_control (its kind):
 *   go_game_info, go_game_seat_kind; phase: go_game_phase; to_move:
 *   go_game_to_move; seat_to_move: go_game_seat_to_move; moves:
 *   go_game_move_count, go_game_move_at, go_game_move_captures; prisoners:
 *   go_game_prisoners; result: go_game_outcome, go_game_result (text);
 *   is_legal, is_legal_as: go_game_is_legal, go_game_is_legal_as;
 *   legal_moves, legal_mask: go_game_legal_mask (a pass is always legal in
 *   play); play, play_as, play_for, pass, pass_as: go_game_play,
 *   go_game_play_as, go_game_play_for, go_game_pass, go_game_pass_as;
 *   resign, resign_as: go_game_resign, go_game_resign_as; leave:
 *   go_game_leave; time_out: go_game_time_out; place_free_handicap,
 *   place_free_handicap_as: go_game_place_free_handicap,
 *   go_game_place_free_handicap_as; undo: go_game_undo; replay_move:
 *   go_game_replay_move; set_player: go_game_set_player; edit_stones:
 *   go_game_edit_stones; resume: go_game_resume; score, score_with:
 *   go_game_score, go_game_score_with; dead_stones: go_game_dead_stones;
 *   unfilled_dame: go_game_unfilled_dame; toggle_dead_chain,
 *   toggle_dead_chain_as, toggle_dead_region, toggle_dead_region_as:
 *   go_game_toggle_dead, go_game_toggle_dead_as,
 *   go_game_toggle_dead_region, go_game_toggle_dead_region_as; proposal:
 *   go_game_proposal; propose, accept, reject and their _as forms:
 *   go_game_propose, go_game_accept, go_game_reject, go_game_propose_as,
 *   go_game_accept_as, go_game_reject_as; start_clock:
 *   go_game_start_clock; play_at,
 *   play_as_at: go_game_play_at, go_game_pass_at, go_game_play_as_at,
 *   go_game_pass_as_at; place_free_handicap_at,
 *   place_free_handicap_as_at: go_game_place_free_handicap_at,
 *   go_game_place_free_handicap_as_at; check_time: go_game_check_time; time_left:
 *   go_game_time_left. None: the clock's settings (kept by
 *   go_game_builder_from_game; the kind is in go_game_info).
 * Rules:
 *   the presets (studio, chinese, ..., Preset::rules): go_rules_new_preset;
 *   FromStr: go_rules_parse; Display, axes: go_rules_text; preset,
 *   base_preset and every axis getter: go_rules_info; with_ko, with_suicide,
 *   with_counting, with_komi, with_handicap_bonus, with_cycle_outcome,
 *   with_dead_stones, with_pass_stones, with_resume_order,
 *   with_unfilled_dame: go_rules_set_ko, go_rules_set_suicide,
 *   go_rules_set_counting, go_rules_set_komi, go_rules_set_handicap_bonus,
 *   go_rules_set_cycle_outcome, go_rules_set_dead_stones,
 *   go_rules_set_pass_stones, go_rules_set_resume_order,
 *   go_rules_set_unfilled_dame; with_axis: go_rules_set_axis;
 *   a game's rules: go_game_rules. None: feature (a game the build cannot
 *   play answers GO_STATUS_FEATURE_DISABLED).
 * Board (a game's board; no bare board is exposed, moves go through the
 *   game, which applies the rules):
 *   size: go_game_size; topology: go_game_info; get, colors, grid,
 *   is_empty_at: go_game_board; Display: go_game_board_text; FromStr:
 *   go_game_builder_set_diagram; from_colors: go_game_builder_set_position;
 *   hash: go_game_hash; chain, liberty_count: go_game_chain; analyze:
 *   go_game_is_legal. None: stone_count, empty_count (count the bytes of
 *   go_game_board), liberties (as points), neighbors_of, play,
 *   play_unchecked, set (a board outside a game; use the game, or
 *   go_game_edit_stones), check_invariants (a test helper).
 * Scoring and analysis: pass_alive: go_game_pass_alive;
 *   suggest_dead_stones (pass-alive analysis alone):
 *   go_game_estimate_dead_stones with 0 playouts; Game's
 *   estimate_dead_stones with its defaults: go_game_suggested_dead_stones,
 *   with its EstimateOptions (playouts, seed, early_stop) and its
 *   ownership: go_game_estimate_dead_stones; Score's
 *   ownership: go_game_ownership; unfilled_dame: go_game_unfilled_dame; Bot:
 *   go_game_suggest_move (playouts, seed), analyze_cleanup:
 *   go_game_suggest_cleanup_move, choose_phantom_move:
 *   go_phantom_suggest_move; Game::playouts (many playouts
 *   at once): go_game_playouts. None: fixed_handicap_points,
 *   max_fixed_handicap (the builder places a fixed handicap; read the
 *   board).
 * SGF reader:
 *   SgfCollection::parse, parse_with, Charset::from_label: go_sgf_read;
 *   games: go_sgf_game_count; a root's properties: go_sgf_game_info (by
 *   identifier); warnings: go_sgf_warnings; game_warnings:
 *   go_sgf_game_parse_warnings; encoding_name, charset:
 *   go_sgf_charset; to_bytes: go_sgf_write; replay, replay_with (the main
 *   line, strict or tolerant): go_sgf_replay; ReplayOptions::path (a
 *   variation): go_sgf_replay_path; SgfNode::descendant, child_count:
 *   go_sgf_node_children; SgfNode::get with SgfProperty::texts,
 *   simple_texts (a node's property by value): go_sgf_node_property; the
 *   irregularities in
 *   go_game_move_at; GameInfo: the replayed game's setup (go_game_rules,
 *   go_game_info, go_game_size), the raw properties
 *   (go_sgf_game_info); GameInfo's warnings: go_sgf_game_warnings;
 *   the tolerant replay's list of what it applied or skipped (Replay's
 *   issues, ReplayIssue's Display): go_sgf_replay_issues;
 *   from_game: go_game_write_sgf; from_game_with_source:
 *   go_game_write_sgf_with_source; from_game_with_source_path:
 *   go_game_write_sgf_with_source_path; from_phantom:
 *   go_phantom_write_sgf; SgfError's line, column and text:
 *   go_sgf_error_position, go_sgf_error_message. None: the node tree's
 *   building and listing (node, main_line, properties, add_node), to_utf8,
 *   a replay's move limit.
 * Phantom referee (PhantomGame):
 *   new: go_phantom_new (a copy of a game); try_move: go_phantom_try,
 *   go_phantom_pass; view: go_phantom_view; log: go_phantom_announcement_count,
 *   go_phantom_announcement, go_phantom_announcement_points;
 *   refused_this_turn: go_phantom_refused; reveal: go_phantom_reveal;
 *   game_after_play: go_phantom_game_after_play (a copy to read),
 *   and its PhantomCounting on the referee itself: toggle_dead_chain,
 *   toggle_dead_region, propose, accept, reject, score:
 *   go_phantom_toggle_dead, go_phantom_toggle_dead_region,
 *   go_phantom_propose, go_phantom_accept, go_phantom_reject,
 *   go_phantom_score;
 *   resign, leave, time_out: go_phantom_resign, go_phantom_leave,
 *   go_phantom_time_out; record, from_record (PhantomRecord as JSON):
 *   go_phantom_record_json, go_phantom_from_record_json; the
 *   public state of game: go_phantom_to_move, go_phantom_phase. None: game
 *   while playing (the hidden truth), convention (the caller chose it),
 *   with_own_convention (go_phantom_new takes the convention).
 * Text forms: Move::parse_vertex: go_vertex_parse; Point, Seat and
 *   GameResult FromStr: go_point_parse, go_seat_parse, go_result_parse.
 */

#ifndef GO_CORE_H
#define GO_CORE_H

/* Generated by cbindgen from go-ffi; do not edit. Regenerate with: GO_FFI_BLESS=1 cargo test -p go-ffi --test header */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

// go-core's major version number (`0.1.0`).
#define GO_CORE_VERSION_MAJOR 0

// go-core's minor version number (`0.1.0`).
#define GO_CORE_VERSION_MINOR 1

// go-core's patch version number (`0.1.0`).
#define GO_CORE_VERSION_PATCH 0

// The outcome of a call: `GO_STATUS_OK` (0) or the reason it failed, a fixed number grouped by
// hundreds:
//
// - 1xx: a bad argument (NULL pointer, invalid UTF-8, small buffer, a number that is no
//   value of its enum, ...); nothing was attempted.
// - 2xx: a game cannot be set up as asked.
// - 3xx: a move cannot be made now, one code per reason.
// - 4xx: another game action is refused.
// - 5xx: a text does not name what was asked for.
// - 6xx: an SGF text could not be read, mapped or replayed.
// - 9xx: an internal failure of the library, or memory it could not get.
//
// 2xx..6xx are go-core's error kinds (`ErrorKind`) with the same numbers. The numbers are
// part of the ABI: they never change, and new codes only take unused numbers. Every error
// leaves the handles it was given as they were. `go_status_message` describes each code.
typedef enum GoStatus {
    // Success.
    GO_STATUS_OK = 0,
    // A pointer argument that must not be NULL was NULL (or a buffer that must be given was NULL with
    // a length above 0; a buffer a function calls optional may be NULL whatever its length).
    GO_STATUS_NULL_POINTER = 100,
    // A string argument is not valid UTF-8.
    GO_STATUS_INVALID_UTF8 = 101,
    // The caller's buffer is too small; the length it needs was written to the function's
    // `out_needed`, and nothing to the buffer.
    GO_STATUS_BUFFER_TOO_SMALL = 102,
    // A colour argument is neither `GO_COLOR_BLACK` nor `GO_COLOR_WHITE` (nor, where a point may be
    // empty, `GO_COLOR_EMPTY`).
    GO_STATUS_INVALID_COLOR = 104,
    // A budget out of range: a search's playouts 1..=10000000, a batch of playouts
    // (`go_game_playouts`) 0..=10000000, threads 1..=256.
    GO_STATUS_INVALID_BUDGET = 105,
    // An integer argument that is no value of the C enum its parameter names (`GoKoRule`, `GoPreset`,
    // ...).
    GO_STATUS_INVALID_ENUM = 106,
    // An index past the end of its list (a move, an announcement), a name the object lacks (an SGF
    // property), or a point with no stone where a chain is asked for.
    GO_STATUS_NOT_FOUND = 107,
    // A length that no buffer of its element type can have (more than `PTRDIFF_MAX` bytes), or an
    // array passed in longer than the library can copy (the memory for its copy could not be had).
    GO_STATUS_INVALID_LENGTH = 108,
    // A game record that is not the JSON text `go_game_record_json` writes.
    GO_STATUS_INVALID_JSON = 109,
    // A board side outside 1..=52.
    // (go-core's error kind `invalid_size`.)
    GO_STATUS_INVALID_SIZE = 200,
    // A wrapped board axis shorter than 3 points.
    // (go-core's error kind `wrap_too_small`.)
    GO_STATUS_WRAP_TOO_SMALL = 201,
    // An ASCII board diagram that cannot be read.
    // (go-core's error kind `invalid_diagram`.)
    GO_STATUS_INVALID_DIAGRAM = 203,
    // A setup point off the board.
    // (go-core's error kind `setup_off_board`.)
    GO_STATUS_SETUP_OFF_BOARD = 204,
    // A setup or handicap stone on a point that already holds a stone.
    // (go-core's error kind `setup_occupied`.)
    GO_STATUS_SETUP_OCCUPIED = 205,
    // Setup stones that leave a chain without liberties.
    // (go-core's error kind `setup_no_liberties`.)
    GO_STATUS_SETUP_NO_LIBERTIES = 206,
    // A fixed handicap not available on this board.
    // (go-core's error kind `fixed_handicap_unavailable`.)
    GO_STATUS_FIXED_HANDICAP_UNAVAILABLE = 207,
    // A handicap of fewer than 2 stones, or a free handicap that leaves
    // no empty point.
    // (go-core's error kind `invalid_handicap`.)
    GO_STATUS_INVALID_HANDICAP = 208,
    // A free handicap placement with the wrong number of stones.
    // (go-core's error kind `handicap_count`.)
    GO_STATUS_HANDICAP_COUNT = 209,
    // A point given twice in one placement.
    // (go-core's error kind `duplicate_point`.)
    GO_STATUS_DUPLICATE_POINT = 210,
    // An invalid number of seats for a side.
    // (go-core's error kind `invalid_seats`.)
    GO_STATUS_INVALID_SEATS = 211,
    // A komi that is not a multiple of 0.5 or is out of range.
    // (go-core's error kind `invalid_komi`.)
    GO_STATUS_INVALID_KOMI = 212,
    // A list or buffer whose length is not the one needed (a board's
    // point colours: its area; one value per playout asked for).
    // (go-core's error kind `wrong_length`.)
    GO_STATUS_WRONG_LENGTH = 213,
    // Options that cannot be combined (Phantom Go with a team, a
    // Phantom Go referee over a game with a clock).
    // (go-core's error kind `incompatible_options`.)
    GO_STATUS_INCOMPATIBLE_OPTIONS = 214,
    // A setting whose cargo feature this build lacks.
    // (go-core's error kind `feature_disabled`.)
    GO_STATUS_FEATURE_DISABLED = 215,
    // A clock setting that cannot run (no time at all).
    // (go-core's error kind `invalid_time_control`.)
    GO_STATUS_INVALID_TIME_CONTROL = 216,
    // An Atari Go goal of 0 stones or of more than the board's points.
    // (go-core's error kind `invalid_atari_go`.)
    GO_STATUS_INVALID_ATARI_GO = 217,
    // The point is not on the board.
    // (go-core's error kind `off_board`.)
    GO_STATUS_OFF_BOARD = 300,
    // The point already holds a stone.
    // (go-core's error kind `occupied`.)
    GO_STATUS_OCCUPIED = 301,
    // The play would be suicide, which the rules forbid.
    // (go-core's error kind `suicide`.)
    GO_STATUS_SUICIDE = 302,
    // The play retakes a ko at once (simple ko rule).
    // (go-core's error kind `ko`.)
    GO_STATUS_KO = 303,
    // The play repeats an earlier position (superko rule).
    // (go-core's error kind `superko`.)
    GO_STATUS_SUPERKO = 304,
    // The game is not in the phase where moves are made (counting, or
    // a free handicap to place first).
    // (go-core's error kind `not_playing`.)
    GO_STATUS_NOT_PLAYING = 305,
    // The seat that acted is not the seat whose turn it is.
    // (go-core's error kind `wrong_seat`.)
    GO_STATUS_WRONG_SEAT = 306,
    // The seat that acted does not exist at this table.
    // (go-core's error kind `unknown_seat`.)
    GO_STATUS_UNKNOWN_SEAT = 307,
    // The running clock's time ran out before the move or placement:
    // the game has ended on time.
    // (go-core's error kind `time_expired`.)
    GO_STATUS_TIME_EXPIRED = 308,
    // A timestamp earlier than the running clock's start, or, while no
    // clock runs (play resumed after a count), than the latest
    // timestamp the game has taken.
    // (go-core's error kind `clock_backwards`.)
    GO_STATUS_CLOCK_BACKWARDS = 309,
    // The game is over.
    // (go-core's error kind `game_over`.)
    GO_STATUS_GAME_OVER = 310,
    // The action does not belong to the game's current phase.
    // (go-core's error kind `wrong_phase`.)
    GO_STATUS_WRONG_PHASE = 400,
    // Undo asked with no move to take back.
    // (go-core's error kind `nothing_to_undo`.)
    GO_STATUS_NOTHING_TO_UNDO = 403,
    // Accepting or rejecting a count the other side has not proposed.
    // (go-core's error kind `no_proposal`.)
    GO_STATUS_NO_PROPOSAL = 404,
    // A dead-stone mark on an empty point.
    // (go-core's error kind `not_a_stone`.)
    GO_STATUS_NOT_A_STONE = 405,
    // A dead-stone mark off the board.
    // (go-core's error kind `mark_off_board`.)
    GO_STATUS_MARK_OFF_BOARD = 406,
    // A game record whose events cannot be replayed.
    // (go-core's error kind `invalid_record`.)
    GO_STATUS_INVALID_RECORD = 407,
    // The computer player asked to search a Phantom Go game as a
    // whole, which would show it the stones hidden from the player to
    // move: it plays Phantom Go through the referee only.
    // (go-core's error kind `hidden_information`.)
    GO_STATUS_HIDDEN_INFORMATION = 408,
    // A count whose margin is beyond what a game result holds
    // (4,294,967,295 half points): prisoners or handicap stones given
    // by the caller beyond any game's, to the free count of a board
    // (the C ABI, which counts games only, never returns it).
    // (go-core's error kind `margin_too_large`.)
    GO_STATUS_MARGIN_TOO_LARGE = 409,
    // A Phantom Go referee's record whose own state does not fit its
    // game (a stone seen that is not there or that no try found, a
    // point refused this turn that is occupied by the mover, listed
    // twice or never tried, a point off the board, announcements other
    // than those the game gives when played again through a referee):
    // a record altered or made up outside the engine.
    // (go-core's error kind `invalid_referee_record`.)
    GO_STATUS_INVALID_REFEREE_RECORD = 410,
    // A word that is not a name of the vocabulary asked for.
    // (go-core's error kind `unknown_name`.)
    GO_STATUS_UNKNOWN_NAME = 500,
    // A text that is not a vertex of the board.
    // (go-core's error kind `invalid_vertex`.)
    GO_STATUS_INVALID_VERTEX = 501,
    // A text that is not a point.
    // (go-core's error kind `invalid_point`.)
    GO_STATUS_INVALID_POINT = 502,
    // A text that is not a seat.
    // (go-core's error kind `invalid_seat`.)
    GO_STATUS_INVALID_SEAT = 503,
    // A text that is not a game result.
    // (go-core's error kind `invalid_result`.)
    GO_STATUS_INVALID_RESULT = 504,
    // No SGF game tree in the input.
    // (go-core's error kind `sgf_no_game_tree`.)
    GO_STATUS_SGF_NO_GAME_TREE = 600,
    // A byte SGF's grammar does not allow there.
    // (go-core's error kind `sgf_unexpected`.)
    GO_STATUS_SGF_UNEXPECTED = 601,
    // The text ends inside a value or a game tree.
    // (go-core's error kind `sgf_unexpected_end`.)
    GO_STATUS_SGF_UNEXPECTED_END = 602,
    // A property identifier that is not upper-case letters.
    // (go-core's error kind `sgf_invalid_identifier`.)
    GO_STATUS_SGF_INVALID_IDENTIFIER = 603,
    // An input too large to read.
    // (go-core's error kind `sgf_input_too_large`.)
    GO_STATUS_SGF_INPUT_TOO_LARGE = 604,
    // A property value that cannot be read for its type.
    // (go-core's error kind `sgf_invalid_value`.)
    GO_STATUS_SGF_INVALID_VALUE = 605,
    // A game tree that is not Go.
    // (go-core's error kind `sgf_not_go`.)
    GO_STATUS_SGF_NOT_GO = 606,
    // A variation path or game index that leaves the collection.
    // (go-core's error kind `sgf_no_such_variation`.)
    GO_STATUS_SGF_NO_SUCH_VARIATION = 607,
    // A recorded move off the board.
    // (go-core's error kind `sgf_off_board`.)
    GO_STATUS_SGF_OFF_BOARD = 608,
    // A recorded move the rules forbid (strict replay).
    // (go-core's error kind `sgf_illegal_move`.)
    GO_STATUS_SGF_ILLEGAL_MOVE = 609,
    // A recorded move by the colour not to move (strict replay).
    // (go-core's error kind `sgf_wrong_color`.)
    GO_STATUS_SGF_WRONG_COLOR = 610,
    // A recorded setup the game refuses: stones, a handicap, or
    // options that cannot be played together.
    // (go-core's error kind `sgf_setup`.)
    GO_STATUS_SGF_SETUP = 611,
    // Binary data, not SGF text.
    // (go-core's error kind `sgf_binary_input`.)
    GO_STATUS_SGF_BINARY_INPUT = 612,
    // A character set label that names no character set this library
    // can decode.
    // (go-core's error kind `sgf_unknown_charset`.)
    GO_STATUS_SGF_UNKNOWN_CHARSET = 613,
    // A panic inside the library was caught at the C boundary (a bug: please report it).
    GO_STATUS_PANIC = 900,
    // An earlier call panicked while changing this handle; only its `go_*_free` may still be called on
    // it.
    GO_STATUS_POISONED = 901,
    // The memory for an answer could not be had (an SGF record written out under a memory limit);
    // nothing was written to the caller's buffer and every handle is as it was.
    GO_STATUS_OUT_OF_MEMORY = 902,
} GoStatus;

// A game of Go, opaque to C. Made by `go_game_new`, `go_game_builder_build`,
// `go_game_copy`, `go_game_from_record_json`, `go_sgf_replay` and
// `go_phantom_game_after_play`; released by `go_game_free`.
typedef struct GoGame GoGame;

// A game before its first move (go-core's `GameSetup`), opaque to C, filled
// by the `go_game_builder_set_*` calls and turned into games by
// `go_game_builder_build`. Made by `go_game_builder_new` and
// `go_game_builder_from_game`; released by `go_game_builder_free`.
typedef struct GoGameBuilder GoGameBuilder;

// A Phantom Go referee (go-core's `PhantomGame`), opaque to C. Made by
// `go_phantom_new`; released by `go_phantom_free`.
typedef struct GoPhantom GoPhantom;

// A rule set, opaque to C: one value per axis and the preset it was made
// from. Made by `go_rules_new_preset`, `go_rules_parse` and
// `go_game_rules`; released by `go_rules_free`.
typedef struct GoRules GoRules;

// An SGF collection read from bytes (go-core's `SgfCollection`), opaque to
// C. Made by `go_sgf_read`; released by `go_sgf_free`.
typedef struct GoSgfCollection GoSgfCollection;

// On which line (counted from the edge, from 1) the corner stones of a
// fixed handicap stand on 12x12, where engines disagree (RULES.md
// section 5). Boards up to 11 use the third line and boards from 13 the
// fourth.
//
// The values are the `GO_CORNER_LINE_12_*` constants: go-core's `CornerLine12` codes.
typedef uint32_t GoCornerLine12;

// The colour of a stone, and of the side that plays it.
//
// The values are the `GO_COLOR_*` constants: go-core's `Color` codes.
typedef uint32_t GoColor;

// How the edges of the board connect.
//
// Planar is ordinary Go (RULES.md section 2). The toroidal variant
// (RULES.md section 6, feature `toroidal`: without it a wrapped board is
// refused with `SetupError::FeatureDisabled`) joins the left and right
// edges, the top and bottom edges, or both; a wrapped axis must have at
// least 3 points, so that a point's neighbours are always distinct. The
// q5Go SGF convention writes these as `TO[n]` with bit 1 for a
// horizontal wrap and bit 2 for a vertical one (`Topology::q5go_code`).
//
// The values are the `GO_TOPOLOGY_*` constants: go-core's `Topology` codes.
typedef uint32_t GoTopology;

// Who fills a seat, so that callers know which seats to hand to the
// computer player. The rules treat both alike.
//
// The values are the `GO_SEAT_KIND_*` constants: go-core's `SeatKind` codes.
typedef uint32_t GoSeatKind;

// What happens when a partner moves in another partner's turn (RULES.md
// section 6, team Go). The Pair Go penalty needs the `rengo` feature:
// without it a game set up with it is refused
// (`SetupError::FeatureDisabled`).
//
// The values are the `GO_OUT_OF_TURN_*` constants: go-core's `OutOfTurn` codes.
typedef uint32_t GoOutOfTurn;

// What the Phantom Go referee tells the players (RULES.md section 6:
// conventions differ, so this is a setting). Each level adds to the one
// before.
//
// The values are the `GO_REFEREE_CONVENTION_*` constants: go-core's `RefereeConvention` codes.
typedef uint32_t GoRefereeConvention;

// A point of the board: column `x` and row `y`, 0-based from the top-left
// corner (as in SGF).
typedef struct GoPoint {
    // The column, from 0 at the left.
    uint32_t x;
    // The row, from 0 at the top.
    uint32_t y;
} GoPoint;

// A side's time left (`go_game_time_left`). Times in milliseconds.
typedef struct GoTimeLeft {
    // Main time left.
    uint64_t main_ms;
    // Byo-yomi periods left (0 for other clocks).
    uint32_t periods;
    // Time left in the current overtime period (byo-yomi, Canadian).
    uint64_t period_ms;
    // Canadian: moves still to make in the current period.
    uint32_t stones;
    // Whether the side's flag has fallen.
    bool flagged;
} GoTimeLeft;

// How the final position is counted (RULES.md section 4). The
// territory methods need the `japanese` feature: without it a game set
// up with them is refused (`SetupError::FeatureDisabled`).
//
// The values are the `GO_COUNTING_*` constants: go-core's `Counting` codes.
typedef uint32_t GoCounting;

// One side's part of a count (see `GoScore`). Points are whole points
// unless the name says half points. Which parts add up to the total
// depends on the counting method (RULES.md section 4).
typedef struct GoSideScore {
    // The side's living stones on the board (dead stones excluded).
    uint32_t stones;
    // Empty points counted for the side (dead stones' points included).
    uint32_t territory;
    // Stones the side captured during play (and AGA pass stones received).
    uint32_t prisoners;
    // The side's own stones marked dead.
    uint32_t dead_stones;
    // Komi received (White) or paid (Black under the game site's
    // formula), in half points.
    int32_t komi_half_points;
    // Handicap compensation received, in points.
    uint32_t bonus;
    // Empty points of the side's regions in seki (territory methods).
    uint32_t seki;
    // Pair Go penalty points received.
    uint32_t penalty;
    // The side's total, in half points.
    int64_t total_half_points;
} GoSideScore;

// How a game ended (`GameResult::kind`), as a stable code and name.
//
// The values are the `GO_RESULT_KIND_*` constants: go-core's `ResultKind` codes.
typedef uint32_t GoResultKind;

// A game's result (`go_game_outcome`, `go_result_parse`).
typedef struct GoResult {
    // Whether there is a result: for a game's result, that the game is
    // finished; in a `GoScore`, always true (a count has a result in any
    // phase, during play too). The other fields are 0 when not.
    bool finished;
    // How the game ended (`GoResultKind`).
    GoResultKind kind;
    // The winner (`GO_COLOR_BLACK` or `GO_COLOR_WHITE`), or
    // `GO_COLOR_EMPTY` for a draw or no result.
    GoColor winner;
    // Whether `margin_half_points` holds a margin (a count: a win by
    // points or a draw).
    bool has_margin;
    // The margin in half points (7 is 3.5 points; 0 for a draw).
    uint32_t margin_half_points;
} GoResult;

// A count of the position (`go_game_score`).
typedef struct GoScore {
    // The counting method (`GoCounting`).
    GoCounting counting;
    // Black's part.
    struct GoSideScore black;
    // White's part.
    struct GoSideScore white;
    // White's total minus Black's, in half points.
    int64_t margin_half_points;
    // The result this count gives (a win by points or a draw; its
    // `finished` is true in any phase: it says the count has a result,
    // not that the game is over).
    struct GoResult result;
} GoScore;

// How a playout chooses its moves. Its names (`light`, `heavy`,
// `heavy_races`) and stable codes (0, 1, 2) are what the C ABI
// (`GoPlayoutStyle`) and the Python module (`style=`) take.
//
// The values are the `GO_PLAYOUT_STYLE_*` constants: go-core's `PlayoutStyle` codes.
typedef uint32_t GoPlayoutStyle;

// The phase of a game (RULES.md section 4: play ends with two passes,
// then the dead stones are agreed, then the game is finished).
//
// The values are the `GO_PHASE_*` constants: go-core's `Phase` codes.
typedef uint32_t GoPhase;

// A move the rules forbid that a tolerant replay applied anyway
// (RULES.md section 3).
//
// The values are the `GO_IRREGULARITY_*` constants: go-core's `Irregularity` codes.
typedef uint32_t GoIrregularity;

// One move of the history (`go_game_move_at`).
typedef struct GoMoveInfo {
    // The side that moved (`GoColor`).
    GoColor color;
    // The number of the seat that moved, from 1.
    uint8_t seat;
    // Whether the move was a pass (then `x` and `y` are 0).
    bool pass;
    // The column played.
    uint32_t x;
    // The row played.
    uint32_t y;
    // The opponent stones it captured (listed by `go_game_move_captures`).
    uint32_t captured;
    // The mover's own stones it removed, as suicide (the stone played
    // included), where the rules allow it.
    uint32_t suicided;
    // Whether a tolerant replay applied it although the rules forbid it
    // (then `irregularity` says why).
    bool irregular;
    // The irregularity (`GoIrregularity`), when `irregular`; else 0.
    GoIrregularity irregularity;
    // Whether a partner made it out of turn under the Pair Go penalty.
    bool out_of_turn;
} GoMoveInfo;

// The kind of a `Handicap`, as a stable code and name.
//
// The values are the `GO_HANDICAP_KIND_*` constants: go-core's `HandicapKind` codes.
typedef uint32_t GoHandicapKind;

// The kind of a `Variant`, as a stable code and name.
//
// The values are the `GO_VARIANT_KIND_*` constants: go-core's `VariantKind` codes.
typedef uint32_t GoVariantKind;

// The kind of a `TimeControl`, as a stable code and name (RULES.md
// section 7).
//
// The values are the `GO_CLOCK_KIND_*` constants: go-core's `ClockKind` codes.
typedef uint32_t GoClockKind;

// Everything else a game tells about itself in one call
// (`go_game_info`).
typedef struct GoGameInfo {
    // How the board's edges connect (`GoTopology`).
    GoTopology topology;
    // The handicap the game was set up with (`GoHandicapKind`).
    GoHandicapKind handicap_kind;
    // Its number of stones (0 for an even game).
    uint32_t handicap_stones;
    // Handicap stones placed so far (0 before a free placement).
    uint32_t handicap_placed;
    // The variant (`GoVariantKind`).
    GoVariantKind variant;
    // Atari Go: the captured stones that win; 0 in other variants.
    uint32_t atari_go_stones;
    // Phantom Go: the referee convention (`GoRefereeConvention`); 0 in
    // other variants.
    GoRefereeConvention referee_convention;
    // The kind of clock (`GoClockKind`).
    GoClockKind clock;
    // Black's number of seats.
    uint8_t black_seats;
    // White's number of seats.
    uint8_t white_seats;
    // The rule for moves out of turn (`GoOutOfTurn`).
    GoOutOfTurn out_of_turn;
    // Pair Go penalty points Black has received.
    uint32_t black_penalties;
    // Pair Go penalty points White has received.
    uint32_t white_penalties;
    // Passes in a row at the end of the moves (since play last resumed).
    size_t consecutive_passes;
    // Whether the side to move is barred from a simple-ko point now.
    bool has_ko_point;
    // That point, when `has_ko_point` (else 0, 0).
    struct GoPoint ko_point;
} GoGameInfo;

// The referee's answer to a try (`go_phantom_try`).
typedef struct GoTry {
    // Whether the move was made; false: illegal for a reason the player
    // cannot see, and the same player tries again.
    bool played;
    // The opponent stones the move captured (when played).
    uint32_t captured;
    // Why the try was refused, under conventions that tell it
    // (`GO_STATUS_OCCUPIED`, `GO_STATUS_SUICIDE`, `GO_STATUS_KO`,
    // `GO_STATUS_SUPERKO`); `GO_STATUS_OK` when played or when the
    // convention gives no reason.
    enum GoStatus reason;
} GoTry;

// The kind of a Phantom Go referee's announcement (the `Announcement`
// type of the `phantom` feature), as a stable code and name (RULES.md
// section 6).
//
// The values are the `GO_ANNOUNCEMENT_KIND_*` constants: go-core's `AnnouncementKind` codes.
typedef uint32_t GoAnnouncementKind;

// One announcement of the referee (`go_phantom_announcement`).
typedef struct GoAnnouncement {
    // What was announced (`GoAnnouncementKind`).
    GoAnnouncementKind kind;
    // Who moved, passed or captured, or whose stones are in atari;
    // `GO_COLOR_EMPTY` for an illegal try and the end of the game.
    GoColor color;
    // The point tried in vain (an illegal try; else 0, 0).
    struct GoPoint tried;
    // Why the try was illegal, when the convention tells it (else
    // `GO_STATUS_OK`).
    enum GoStatus reason;
    // The stones captured (a capture; else 0).
    uint32_t stones;
    // Whether the captured stones' points are announced
    // (`go_phantom_announcement_points`).
    bool has_points;
    // How the game ended (the end of the game).
    struct GoResult result;
} GoAnnouncement;

// A change of one point by `go_game_edit_stones`.
typedef struct GoStoneEdit {
    // The column.
    uint32_t x;
    // The row.
    uint32_t y;
    // What the point holds afterwards: `GO_COLOR_BLACK`, `GO_COLOR_WHITE`
    // or `GO_COLOR_EMPTY`.
    GoColor color;
} GoStoneEdit;

// A named rule set (RULES.md section 9). `Preset::rules` gives its
// axes for a board size; a `Rules` value remembers the preset it
// was made from (`Rules::preset`).
//
// The territory presets (Japanese, Korean, game site) need the
// `japanese` feature to be played: without it a game set up with
// territory counting is refused (`SetupError::FeatureDisabled`).
//
// The values are the `GO_PRESET_*` constants: go-core's `Preset` codes.
typedef uint32_t GoPreset;

// Which repetitions a stone play may not create (RULES.md section 3).
// Passes never violate a ko rule.
//
// The values are the `GO_KO_RULE_*` constants: go-core's `KoRule` codes.
typedef uint32_t GoKoRule;

// Whether a play that leaves its own chain without liberties is allowed
// (RULES.md section 2). Captures are always resolved first.
//
// The values are the `GO_SUICIDE_*` constants: go-core's `Suicide` codes.
typedef uint32_t GoSuicide;

// Points given to White for Black's handicap stones under area
// counting (RULES.md section 4).
//
// The values are the `GO_HANDICAP_BONUS_*` constants: go-core's `HandicapBonus` codes.
typedef uint32_t GoHandicapBonus;

// How a long cycle (triple ko, eternal life) ends a game under the
// simple ko rule (RULES.md section 3): a cycle is detected when the
// same situation (position and side to move) occurs a third time since
// the last pass.
//
// The values are the `GO_CYCLE_OUTCOME_*` constants: go-core's `CycleOutcome` codes.
typedef uint32_t GoCycleOutcome;

// Whether dead stones are removed before counting (RULES.md section 4).
//
// The values are the `GO_DEAD_STONES_*` constants: go-core's `DeadStones` codes.
typedef uint32_t GoDeadStones;

// AGA pass stones (RULES.md section 4): each pass hands the opponent
// one prisoner, and two passes end play only when White passed last.
//
// The values are the `GO_PASS_STONES_*` constants: go-core's `PassStones` codes.
typedef uint32_t GoPassStones;

// Who moves first when a proposed dead-stone marking is rejected and
// play resumes (RULES.md section 4).
//
// The values are the `GO_RESUME_ORDER_*` constants: go-core's `ResumeOrder` codes.
typedef uint32_t GoResumeOrder;

// What an unfilled dame costs under territory counting (RULES.md
// section 4, "unfilled dame"). A shared liberty is an empty point
// touching living stones of both colours.
//
// The values are the `GO_UNFILLED_DAME_*` constants: go-core's `UnfilledDame` codes.
typedef uint32_t GoUnfilledDame;

// Every axis of a rule set, as `go_rules_info` reads it. Compare two
// field by field, not with `memcmp`: the struct has padding, whose
// bytes are unspecified.
typedef struct GoRulesInfo {
    // The preset the rules were made from (`GoPreset`).
    GoPreset preset;
    // Whether the rules are still exactly that preset's, komi aside.
    bool is_preset;
    // The ko rule (`GoKoRule`).
    GoKoRule ko;
    // The suicide rule (`GoSuicide`).
    GoSuicide suicide;
    // The counting method (`GoCounting`).
    GoCounting counting;
    // Komi in half points (13 is 6.5).
    int32_t komi_half_points;
    // The handicap compensation (`GoHandicapBonus`).
    GoHandicapBonus handicap_bonus;
    // What a long cycle gives (`GoCycleOutcome`).
    GoCycleOutcome cycle_outcome;
    // Whether dead stones are removed before counting (`GoDeadStones`).
    GoDeadStones dead_stones;
    // Pass stones (`GoPassStones`).
    GoPassStones pass_stones;
    // Who moves first after a rejected count (`GoResumeOrder`).
    GoResumeOrder resume_order;
    // How unfilled dame count (`GoUnfilledDame`).
    GoUnfilledDame unfilled_dame;
} GoRulesInfo;

// How forgiving the parser is.
//
// The values are the `GO_PARSE_MODE_*` constants: go-core's `ParseMode` codes.
typedef uint32_t GoParseMode;

// How a replay treats moves the rules forbid.
//
// The values are the `GO_REPLAY_MODE_*` constants: go-core's `ReplayMode` codes.
typedef uint32_t GoReplayMode;

// The status of a chain at the end of a game (`chain_status`): the
// three answers of GTP's `final_status_list`.
//
// The values are the `GO_CHAIN_STATUS_*` constants: go-core's `ChainStatus` codes.
typedef uint32_t GoChainStatus;

// How `Board::is_pseudo_legal` and `Board::legal_mask` treat the
// board's ko point (`Board::ko_point`).
//
// The values are the `GO_SIMPLE_KO_*` constants: go-core's `SimpleKo` codes.
typedef uint32_t GoSimpleKo;

// What a point holds when it holds nothing, in whole-board byte data
// (go-core's `Grid::codes`: 0 empty, `GO_COLOR_BLACK` 1, `GO_COLOR_WHITE`
// 2) and where a colour argument may say "no stone".
#define GO_COLOR_EMPTY 0

// The side that moves first in an even game.
#define GO_COLOR_BLACK 1

// The side that receives komi.
#define GO_COLOR_WHITE 2

// Black must place a free handicap before play starts (RULES.md
// section 5).
#define GO_PHASE_HANDICAP_PLACEMENT 0

// Moves are being made.
#define GO_PHASE_PLAYING 1

// Two passes ended play; dead stones are agreed here.
#define GO_PHASE_COUNTING 2

// The game has a result.
#define GO_PHASE_FINISHED 3

// Counted, with a winner and a margin.
#define GO_RESULT_KIND_SCORE 0

// Counted equal (jigo), or a long cycle under rules that call it a draw.
#define GO_RESULT_KIND_DRAW 1

// A side resigned.
#define GO_RESULT_KIND_RESIGNATION 2

// A side ran out of time.
#define GO_RESULT_KIND_TIME 3

// A side forfeited (for example a player left).
#define GO_RESULT_KIND_FORFEIT 4

// Atari Go: the winner captured first.
#define GO_RESULT_KIND_CAPTURE 5

// No result.
#define GO_RESULT_KIND_VOID 6

// A person.
#define GO_SEAT_KIND_PERSON 0

// The computer player.
#define GO_SEAT_KIND_COMPUTER 1

// The usual board: points on the edge have three neighbours,
// corners two.
#define GO_TOPOLOGY_PLANAR 0

// Both pairs of opposite edges joined: every point has four
// neighbours.
#define GO_TOPOLOGY_TORUS 3

// The left and right edges joined (a cylinder standing upright):
// points on the top and bottom rows have three neighbours.
#define GO_TOPOLOGY_HCYLINDER 1

// The top and bottom edges joined: points in the first and last
// columns have three neighbours.
#define GO_TOPOLOGY_VCYLINDER 2

// A play may not recreate the position that stood right after the
// same player's previous move (the immediate recapture of a ko).
// Game site (003), Japanese, Korean.
#define GO_KO_RULE_SIMPLE 0

// A play may not recreate any earlier whole-board position of the
// game (stones only; side to move ignored). Studio (001), Chinese,
// Tromp-Taylor.
#define GO_KO_RULE_POSITIONAL_SUPERKO 1

// A play may not recreate an earlier position with the same player
// to move. AGA, New Zealand.
#define GO_KO_RULE_SITUATIONAL_SUPERKO 2

// A play may not recreate a position that the same player earlier
// created by a stone play (positions after passes and the starting
// position do not count).
#define GO_KO_RULE_NATURAL_SITUATIONAL_SUPERKO 3

// Every suicide is illegal (most rule sets).
#define GO_SUICIDE_FORBIDDEN 0

// A suicide that removes two or more of the mover's stones is legal
// and removes them (they count as captured by the opponent);
// single-stone suicide, which would leave the board unchanged, stays
// illegal. New Zealand, Tromp-Taylor, Ing.
#define GO_SUICIDE_MULTI_STONE_ALLOWED 1

// Stones on the board plus empty regions bordered by one colour
// only; prisoners count nothing. Studio, Chinese, AGA, New Zealand,
// Tromp-Taylor.
#define GO_COUNTING_AREA 0

// Empty regions bordered by one colour only (dead stones' points
// included) plus prisoners plus the opponent's dead stones; empty
// points in seki are not territory. Japanese, Korean.
#define GO_COUNTING_TERRITORY 1

// The game site's formula (003): territory controlled, minus own
// stones captured, minus own dead stones; komi subtracted from
// Black. Same margin as territory counting.
#define GO_COUNTING_GAME_SITE 2

// No compensation.
#define GO_HANDICAP_BONUS_NONE 0

// N points for N handicap stones (Chinese).
#define GO_HANDICAP_BONUS_N 1

// N − 1 points for N handicap stones (AGA).
#define GO_HANDICAP_BONUS_N_MINUS_ONE 2

// The game ends without result (`Void`; Japanese, Korean, game
// site).
#define GO_CYCLE_OUTCOME_NO_RESULT 0

// The game ends as a draw (`0`).
#define GO_CYCLE_OUTCOME_DRAW 1

// The players agree on dead stones in the counting phase; they are
// removed before counting.
#define GO_DEAD_STONES_AGREED 0

// Nothing is removed: every stone on the board counts
// (Tromp-Taylor).
#define GO_DEAD_STONES_NEVER_REMOVED 1

// Passes cost nothing.
#define GO_PASS_STONES_NONE 0

// Each pass gives the opponent one prisoner; White passes last.
#define GO_PASS_STONES_AGA 1

// The side that would have moved next had play not stopped, i.e.
// the side that passed first (the default).
#define GO_RESUME_ORDER_SIDE_PASSED_FIRST 0

// The opponent of the side that rejected (Japanese and Korean
// presets).
#define GO_RESUME_ORDER_OPPONENT_OF_REJECTER 1

// A shared liberty is a seki liberty only if neither colour could
// fill it without its own chain through that point having a single
// liberty (or the fill being suicide), the dead stones still on
// the board, or if it is one of two or more common liberties of an
// even race no fill settles (a seki with an eye each and two shared
// liberties; see `crate::seki_liberties`); every other shared
// liberty is a dame the players would fill: neutral, costing
// nobody territory.
// The moves that ending the game forces inside one's own territory
// are counted (the Japanese 1989 rules count such a reinforcing
// move; RULES.md's definition, extended so that real Japanese
// records count right: Miyamoto-Go Seigen 1968 games 1 and 2,
// Kisei 27 game 1, Gennan Inseki-Shusaku 1846):
// - when only one colour can fill a dame safely and its fill
//   leaves a chain of the other colour with a single liberty, that
//   chain's owner must connect at that liberty, so the point is
//   not its territory;
// - a chain already in atari whose owner can connect at its
//   liberty safely costs that point, and is no sign of seki;
// - the dame are filled while the dead stones are still on the
//   board, and a dame whose fill gains its owner nothing (no other
//   chain, no point of its own) ends up filled by the opponent:
//   when such dame leave a chain one liberty, its owner connects
//   there (that point is not territory), or, when it cannot, lives
//   only by capturing the dead stones next to that liberty, and
//   none of their liberties is its territory.
//
// The default of every territory preset; how servers and real
// records count.
#define GO_UNFILLED_DAME_COUNT_AS_FILLED 0

// The letter of the Japanese 1989 rules: every dame point is a seki
// liberty, so an unfilled dame next to a living group costs that
// group's territory, and players must fill dame before counting.
#define GO_UNFILLED_DAME_STRICT 1

// A living chain that is not in seki.
#define GO_CHAIN_STATUS_ALIVE 0

// A chain marked dead.
#define GO_CHAIN_STATUS_DEAD 1

// A living chain that touches a seki liberty: a shared liberty that
// neither colour can fill without self-atari.
#define GO_CHAIN_STATUS_SEKI 2

// The ko point is a point like any other. For superko rules, where
// the game's history decides every repetition (the immediate
// recapture included), and for callers that track ko themselves.
#define GO_SIMPLE_KO_IGNORE 0

// The immediate recapture is refused (`IllegalMove::Ko`): a stone
// of the opponent of the ko taker on the ko point that would
// capture exactly the one stone that took the ko. Under the
// simple-ko rule (RULES.md section 3) this is exactly the play that
// recreates the position after the mover's previous move; a play
// there that captures more stones recreates nothing and stays
// legal.
#define GO_SIMPLE_KO_FORBID 1

// The studio (source document 001), the 9x9 teaching table: area
// counting, positional superko, suicide forbidden, komi 7.5.
#define GO_PRESET_STUDIO 0

// The game site (source document 003): the game site's territory
// formula (seki aware), simple ko with long cycles ending without
// result, suicide forbidden, komi by board size (5.5 for sides of
// 17 and more, 4.5 for 11..=16, 3.5 up to 10).
#define GO_PRESET_GAME_SITE 1

// Chinese rules: area counting, positional superko, suicide
// forbidden, komi 7.5, handicap compensation N.
#define GO_PRESET_CHINESE 2

// Japanese rules: territory counting (seki aware), simple ko with
// long cycles ending without result, suicide forbidden, komi 6.5;
// after a rejected count the opponent of the rejecter moves first.
#define GO_PRESET_JAPANESE 3

// Korean rules: as Japanese for everything this engine models.
#define GO_PRESET_KOREAN 4

// AGA rules: area counting made territory-equivalent by pass
// stones, situational superko, suicide forbidden, komi 7.5,
// compensation N − 1.
#define GO_PRESET_AGA 5

// New Zealand rules: area counting, situational superko,
// multi-stone suicide allowed, komi 7.
#define GO_PRESET_NEW_ZEALAND 6

// Tromp-Taylor rules: area counting with no dead-stone removal,
// positional superko, multi-stone suicide allowed, komi 7.5.
#define GO_PRESET_TROMP_TAYLOR 7

// An even game.
#define GO_HANDICAP_KIND_NONE 0

// Stones on the standard star points.
#define GO_HANDICAP_KIND_FIXED 1

// Stones placed by Black anywhere empty.
#define GO_HANDICAP_KIND_FREE 2

// Third line on 12x12 (the default).
#define GO_CORNER_LINE_12_THIRD 3

// Fourth line on 12x12: what GNU Go 3.8's `fixed_handicap`
// places (`boardsize 12`, `fixed_handicap 4` gives D9 J9 D4 J4).
#define GO_CORNER_LINE_12_FOURTH 4

// No clock.
#define GO_CLOCK_KIND_NONE 0

// Sudden death.
#define GO_CLOCK_KIND_ABSOLUTE 1

// Fischer increment.
#define GO_CLOCK_KIND_FISCHER 2

// Byo-yomi periods.
#define GO_CLOCK_KIND_BYO_YOMI 3

// Canadian overtime.
#define GO_CLOCK_KIND_CANADIAN 4

// The move is refused with a typed error and changes nothing (the
// default).
#define GO_OUT_OF_TURN_REFUSE 0

// Pair Go tournament rules: the stone stays, the rotation continues
// from the seat after the offender, and the other side receives 3
// points, a separate line of the count. A move in the other colour's
// turn is still refused. "After the offender" is in the whole
// table's order, as if the offender had moved in their own turn
// (the European Go Federation's Pair Go rules: "the rotation then
// continues as if the wrong move was played correctly by that
// player"): at a table B1 W1 B2 W2, W2 moving when W1 was due is
// followed by B1, then W1; B1 moving when B2 was due is followed
// by W1 (`Table::turns_after_offender`).
#define GO_OUT_OF_TURN_PAIR_GO_PENALTY 1

// A stone played on an occupied point: the stone there was
// replaced, then captures were resolved.
#define GO_IRREGULARITY_OCCUPIED 0

// A forbidden suicide: the mover's chain was removed and counted as
// captured by the opponent.
#define GO_IRREGULARITY_SUICIDE 1

// An immediate ko recapture; it stands.
#define GO_IRREGULARITY_KO 2

// A superko repetition; it stands.
#define GO_IRREGULARITY_SUPERKO 3

// This pass was not in the record: the same colour moved twice, so
// the other colour is recorded as having passed in between.
#define GO_IRREGULARITY_IMPLIED_PASS 4

// A move after play had ended (two passes, a long cycle, a
// result): play resumed.
#define GO_IRREGULARITY_PLAY_AFTER_END 5

// Ordinary Go.
#define GO_VARIANT_KIND_STANDARD 0

// Atari Go.
#define GO_VARIANT_KIND_ATARI_GO 1

// Phantom Go.
#define GO_VARIANT_KIND_PHANTOM 2

// An illegal try is answered only "illegal"; captures are announced
// to both as a number of stones. The common convention.
#define GO_REFEREE_CONVENTION_ILLEGAL_ONLY 0

// An illegal try is answered with its reason (an opponent stone
// there, suicide, ko, superko); an opponent stone found that way is
// revealed to the player who tried.
#define GO_REFEREE_CONVENTION_ILLEGAL_WITH_REASON 1

// As `illegal_with_reason`, and a move that leaves opponent stones
// in atari is announced to both.
#define GO_REFEREE_CONVENTION_ATARI_ANNOUNCEMENTS 2

// As `atari_announcements`, and capture announcements name the
// captured stones' points.
#define GO_REFEREE_CONVENTION_CAPTURE_WITH_POINTS 3

// To the player who tried: the try was illegal; the same player
// moves again.
#define GO_ANNOUNCEMENT_KIND_ILLEGAL 0

// To the other player: the side to move made a move (its point
// stays hidden).
#define GO_ANNOUNCEMENT_KIND_MOVED 1

// To both: a side passed.
#define GO_ANNOUNCEMENT_KIND_PASSED 2

// To both: stones were captured (where the rules allow suicide,
// a suicide's stones too, as captured by the opponent).
#define GO_ANNOUNCEMENT_KIND_CAPTURED 3

// To both: stones of a colour are in atari after the move.
#define GO_ANNOUNCEMENT_KIND_ATARI 4

// To both: the game ended during play (a move, a resignation, a
// departure, a time-out; an agreed count is not announced).
#define GO_ANNOUNCEMENT_KIND_GAME_OVER 5

// Uniformly at random among the light candidates (module
// documentation): the fastest, and the benchmarks' measure. The
// default.
#define GO_PLAYOUT_STYLE_LIGHT 0

// Captures and atari rescues around the last move first, then 3x3
// shape patterns around it, then a light move that avoids
// self-atari (the board's `heavy` module documents the order and
// its source). What the dead-stone estimate plays.
#define GO_PLAYOUT_STYLE_HEAVY 1

// `PlayoutStyle::Heavy` with one more step between the captures
// and the shapes: capturing races of own chains with two liberties
// next to the last move (extend to three liberties, or atari an
// opposing chain with two; the board's `heavy` module documents
// it). What the computer player plays: against GNU Go 3.8 level 1
// on 9x9 at 2,000 playouts a move it halved the games lost by more
// than half the board (18 in 800 instead of 36), at 9% more time
// per move on 9x9 and 25% on 19x19.
#define GO_PLAYOUT_STYLE_HEAVY_RACES 2

// The first deviation from SGF's grammar is an error with its line and
// column. Text before the first game tree is allowed (as in FF[4]).
#define GO_PARSE_MODE_STRICT 0

// Common damage is repaired, each repair recorded as an
// `SgfWarning`: a game tree without its first `;`, an unescaped `]`
// inside a text value, `((` and `()`, a node after variations, a
// property without a value, an identifier without capitals, bytes that
// are not SGF inside or after trees, and trees or a value left open at
// the end of the input. The default.
#define GO_PARSE_MODE_LENIENT 1

// The first illegal move (occupied point, suicide, ko or superko, the
// same colour twice, a move after play ended), an off-board or
// unreadable move, or refused setup is an error naming the move number
// and the reason.
#define GO_REPLAY_MODE_STRICT 0

// Irregular moves are applied with `Game::replay_move` (RULES.md
// section 3) and listed; off-board and unreadable moves and refused
// setup are listed and skipped. The default.
#define GO_REPLAY_MODE_TOLERANT 1

#ifdef __cplusplus
extern "C" {
#endif // __cplusplus

// Makes a builder for a game on an empty `width` x `height` planar board
// under the studio rules, one person per side, no handicap, no clock,
// ordinary Go, Black to move (go-core's `GameSetup::new`).
//
// Ownership: on `GO_STATUS_OK`, `*out_builder` receives a new handle that
// the caller owns and releases with `go_game_builder_free`; on error it
// is set to NULL (unless `out_builder` is NULL).
//
// Errors, in this order: `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_SIZE` for a side of 0 or more than 52;
// `GO_STATUS_PANIC`.
//
// # Safety
// `out_builder` is NULL or valid for writing a pointer.
enum GoStatus go_game_builder_new(uint32_t width,
                                  uint32_t height,
                                  struct GoGameBuilder **out_builder);

// A builder holding the setup `game` started from (go-core's
// `Game::setup`): the same size, rules, handicap, setup stones, seats,
// clock and variant, for a rematch or a copy with a change.
//
// Ownership: as `go_game_builder_new`.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `out_builder` is NULL or valid for writing a pointer.
enum GoStatus go_game_builder_from_game(const struct GoGame *game,
                                        struct GoGameBuilder **out_builder);

// Releases a builder. NULL does nothing. The games it built live on.
//
// # Safety
// `builder` is NULL or a builder handle not freed yet that no other
// thread is using.
void go_game_builder_free(struct GoGameBuilder *builder);

// Builds a game from the builder's description (go-core's
// `Game::from_setup`). The builder is unchanged and may build more games.
//
// Ownership: on `GO_STATUS_OK`, `*out_game` receives a new game that the
// caller owns and releases with `go_game_free`; on error it is set to
// NULL (unless `out_game` is NULL).
//
// Errors: `GO_STATUS_NULL_POINTER`; a status naming the first thing wrong
// with the description, in go-core's order: `GO_STATUS_FEATURE_DISABLED`
// (a setting this build leaves out), `GO_STATUS_INVALID_ATARI_GO` (a goal
// above the board's points), `GO_STATUS_INCOMPATIBLE_OPTIONS` (Phantom Go
// with a team), `GO_STATUS_INVALID_TIME_CONTROL` (a clock with no time,
// or overtime periods of 0 ms),
// `GO_STATUS_SETUP_OFF_BOARD`, `GO_STATUS_DUPLICATE_POINT` (setup stones),
// `GO_STATUS_FIXED_HANDICAP_UNAVAILABLE` (off the star points of this
// board or topology), `GO_STATUS_INVALID_HANDICAP`,
// `GO_STATUS_SETUP_OCCUPIED` (a handicap stone on a setup stone),
// `GO_STATUS_WRAP_TOO_SMALL` (a wrapped axis under 3 points),
// `GO_STATUS_SETUP_NO_LIBERTIES`; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// `builder` is NULL or a live builder handle that no other thread is
// changing; `out_game` is NULL or valid for writing a pointer.
enum GoStatus go_game_builder_build(const struct GoGameBuilder *builder, struct GoGame **out_game);

// Sets the rules (a copy of `rules`; the handle stays the caller's),
// komi included: the builder keeps that komi whatever its size (a
// preset's size-dependent komi is chosen when the rules are made, see
// `go_rules_new_preset`).
//
// Errors (the builder is then unchanged): `GO_STATUS_NULL_POINTER`
// (`builder` or `rules`); `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `builder` is NULL or a live builder handle that no other thread is
// using (the same for every `go_game_builder_set_*`); `rules` is NULL or a
// live rules handle that no other thread is changing.
enum GoStatus go_game_builder_set_rules(struct GoGameBuilder *builder, const struct GoRules *rules);

// Sets komi in half points (13 is 6.5), keeping the other axes of the
// rules.
//
// Errors (the builder is then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_KOMI` beyond +-20000 half points;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_builder_set_rules`.
enum GoStatus go_game_builder_set_komi(struct GoGameBuilder *builder, int32_t komi_half_points);

// No handicap: an even game (the default).
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_builder_set_rules`.
enum GoStatus go_game_builder_set_no_handicap(struct GoGameBuilder *builder);

// A fixed handicap of `stones` stones on the star points (RULES.md section
// 5, the GTP placement); White moves first. Checked when the game is
// built: `GO_STATUS_INVALID_HANDICAP` for fewer than 2 stones,
// `GO_STATUS_FIXED_HANDICAP_UNAVAILABLE` for more than this board's star
// points hold or a board without them. The komi stays the rules' (RULES.md
// names none for handicap games; 0.5 or none is common: set it with
// `go_rules_set_komi`), as with every handicap setter.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_builder_set_rules`.
enum GoStatus go_game_builder_set_fixed_handicap(struct GoGameBuilder *builder, uint32_t stones);

// A free handicap of `stones` stones: the game starts in
// `GO_PHASE_HANDICAP_PLACEMENT` and Black places them anywhere empty with
// `go_game_place_free_handicap` (in a timed game
// `go_game_place_free_handicap_at`, on Black's clock: the placement is
// Black's first turn); then White moves. Checked when the game is built
// (`GO_STATUS_INVALID_HANDICAP`).
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_builder_set_rules`.
enum GoStatus go_game_builder_set_free_handicap(struct GoGameBuilder *builder, uint32_t stones);

// A handicap of `stones` stones placed as the builder's rules place it
// (go-core's `Handicap::of`, RULES.md section 9's presets): freely under
// the game site's rules (as `go_game_builder_set_free_handicap`), on the
// star points under every other rule set (as
// `go_game_builder_set_fixed_handicap`); 0 stones is an even game. The
// rules are those set when this is called: set them first. Checked when
// the game is built, as those two are.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_builder_set_rules`.
enum GoStatus go_game_builder_set_handicap(struct GoGameBuilder *builder, uint32_t stones);

// On which line the corner stones of a fixed handicap stand on 12x12
// (`GO_CORNER_LINE_12_THIRD`, the default, or `_FOURTH`).
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_ENUM`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_builder_set_rules`.
enum GoStatus go_game_builder_set_corner_line_12(struct GoGameBuilder *builder,
                                                 GoCornerLine12 line);

// Adds a setup stone of colour `color` at column `x`, row `y` (SGF's
// `AB`/`AW`), placed before any handicap. Checked when the game is built
// (`GO_STATUS_SETUP_OFF_BOARD`, `GO_STATUS_DUPLICATE_POINT`,
// `GO_STATUS_SETUP_NO_LIBERTIES`).
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_COLOR`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_builder_set_rules`.
enum GoStatus go_game_builder_add_stone(struct GoGameBuilder *builder,
                                        uint32_t x,
                                        uint32_t y,
                                        GoColor stone_color);

// Replaces the setup stones with a whole board: `len` bytes, one per point,
// row-major from the top-left corner (`y * width + x`), each
// `GO_COLOR_EMPTY`, `GO_COLOR_BLACK` or `GO_COLOR_WHITE`, as
// `go_game_board` writes them.
//
// Errors (the builder is then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_LENGTH`; `GO_STATUS_WRONG_LENGTH` when `len` is not
// width * height; `GO_STATUS_INVALID_COLOR` for another byte;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_builder_set_rules`; `colors` is NULL or valid for reading
// `len` bytes.
enum GoStatus go_game_builder_set_position(struct GoGameBuilder *builder,
                                           const uint8_t *colors,
                                           size_t len);

// Replaces the board size and the setup stones with those of a board
// diagram, as go-core's `Board` reads it: each non-blank line a row, top
// row first; `X` (or `x`, `B`, `#`) a black stone, `O` (or `o`, `W`, `@`)
// a white one, `.` (or `+`, `,`, `-`) an empty point; spaces and tabs
// ignored; rows of equal length.
//
// Errors (the builder is then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_UTF8`; `GO_STATUS_INVALID_DIAGRAM` for text that is
// no diagram, rows of unequal length, and a row or a column count beyond
// 52 (a diagram is read whole before its size is known);
// `GO_STATUS_SETUP_NO_LIBERTIES` for stones left without liberties on the
// builder's topology as set so far (`go_game_builder_set_topology`: a
// liberty across a wrapped edge counts); `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_builder_set_rules`; `diagram` is NULL or a NUL-terminated
// string.
enum GoStatus go_game_builder_set_diagram(struct GoGameBuilder *builder, const char *diagram);

// Who moves first (by default Black, or White after a handicap).
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_COLOR`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_builder_set_rules`.
enum GoStatus go_game_builder_set_to_move(struct GoGameBuilder *builder, GoColor side);

// How the board's edges connect (`GoTopology`: planar, the default, a
// torus or a cylinder; RULES.md section 6). A wrapped axis needs 3 points
// (`GO_STATUS_WRAP_TOO_SMALL` when the game is built).
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_ENUM`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_builder_set_rules`.
enum GoStatus go_game_builder_set_topology(struct GoGameBuilder *builder, GoTopology topology);

// The seats of side `side`: `count` seats whose kinds (`GoSeatKind`:
// person or computer) are `kinds[0..count]` in turn order (RULES.md
// section 6: B1, W1, B2, W2, ...). The other side keeps its seats, and
// the rule for moves out of turn is kept.
//
// Errors (the builder is then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_COLOR`; `GO_STATUS_INVALID_LENGTH`;
// `GO_STATUS_INVALID_SEATS` for 0 seats, more than 255, or more than one
// in a build without team Go (judged from `count` before `kinds` is
// read); `GO_STATUS_INVALID_ENUM` for a kind that is no `GoSeatKind`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_builder_set_rules`; `kinds` is NULL or valid for reading
// `count` values.
enum GoStatus go_game_builder_set_seats(struct GoGameBuilder *builder,
                                        GoColor side,
                                        const GoSeatKind *kinds,
                                        size_t count);

// What happens when a partner moves in another partner's turn
// (`GoOutOfTurn`: refused, the default, or the Pair Go penalty; RULES.md
// section 6).
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_ENUM`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_builder_set_rules`.
enum GoStatus go_game_builder_set_out_of_turn(struct GoGameBuilder *builder, GoOutOfTurn rule);

// No clock (the default).
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`. The same for every `go_game_builder_set_clock_*`;
// a clock with no time at all is refused when the game is built
// (`GO_STATUS_INVALID_TIME_CONTROL`). Each side has one clock, shared by
// its seats; times are in milliseconds.
//
// # Safety
// As `go_game_builder_set_rules`.
enum GoStatus go_game_builder_set_clock_none(struct GoGameBuilder *builder);

// Sudden death: `main_ms` for the whole game.
//
// # Safety
// As `go_game_builder_set_rules`.
enum GoStatus go_game_builder_set_clock_absolute(struct GoGameBuilder *builder, uint64_t main_ms);

// Fischer: `main_ms` to start, `increment_ms` added after each move. A
// `main_ms` of 0 is refused when the game is built
// (`GO_STATUS_INVALID_TIME_CONTROL`): the increment comes only after a
// move, so the first would have no time.
//
// # Safety
// As `go_game_builder_set_rules`.
enum GoStatus go_game_builder_set_clock_fischer(struct GoGameBuilder *builder,
                                                uint64_t main_ms,
                                                uint64_t increment_ms);

// Byo-yomi: after `main_ms`, `periods` periods of `period_ms` each (0
// periods: no overtime; periods of 0 ms are refused when the game is
// built).
//
// # Safety
// As `go_game_builder_set_rules`.
enum GoStatus go_game_builder_set_clock_byo_yomi(struct GoGameBuilder *builder,
                                                 uint64_t main_ms,
                                                 uint32_t periods,
                                                 uint64_t period_ms);

// Canadian overtime: after `main_ms`, `stones` moves in each period of
// `period_ms` (0 stones: no overtime; a period of 0 ms for some stones is
// refused when the game is built).
//
// # Safety
// As `go_game_builder_set_rules`.
enum GoStatus go_game_builder_set_clock_canadian(struct GoGameBuilder *builder,
                                                 uint64_t main_ms,
                                                 uint32_t stones,
                                                 uint64_t period_ms);

// Ordinary Go (the default), undoing `go_game_builder_set_atari_go` or
// `go_game_builder_set_phantom`.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_builder_set_rules`.
enum GoStatus go_game_builder_set_standard(struct GoGameBuilder *builder);

// Atari Go (RULES.md section 6): the first side to have captured `stones`
// stones wins at once (1: the first capture wins).
//
// The variant is one setting: this replaces a Phantom Go variant set
// before (`go_game_builder_set_phantom`), and that one replaces this. For
// Phantom Atari Go build the Atari Go game and give it to
// `go_phantom_new`: the referee runs over any game.
//
// Errors (the builder is then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_ATARI_GO` for 0 stones (more than the board's points
// is refused when the game is built); `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_builder_set_rules`.
enum GoStatus go_game_builder_set_atari_go(struct GoGameBuilder *builder, uint32_t stones);

// Phantom Go under the referee convention `convention`
// (`GoRefereeConvention`; RULES.md section 6). The game built is the
// referee's full game: give it to `go_phantom_new` with the same
// convention. A side with more than one seat is refused when the game is
// built (`GO_STATUS_INCOMPATIBLE_OPTIONS`). The variant is one setting:
// this replaces Atari Go set before (`go_game_builder_set_atari_go`), and
// that one replaces this; a referee over an Atari Go game is
// `go_phantom_new` on that game.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_ENUM`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_builder_set_rules`.
enum GoStatus go_game_builder_set_phantom(struct GoGameBuilder *builder,
                                          GoRefereeConvention convention);

// Starts the clock of the side to move at `at_ms`. Each timed move then
// stops the mover's clock and starts the other side's; calling it again
// restarts the count from `at_ms`, and the time the side to move used
// since its clock last started is not charged (a restart forgives it,
// as a server resuming a paused game wants). (A first timed move starts
// the clock by itself.) A game without a time control has no clock: the
// call does nothing and records nothing, and its timestamps (like those
// of its timed moves) are never compared.
//
// An untimed move (`go_game_play`, `go_game_pass`) in a timed game
// charges no clock and leaves the running clock running: the time until
// the next timed call is charged to the side whose clock it is, even
// into the other side's turn. A timed game uses the `_at` functions for
// every move.
//
// A free handicap's placement is Black's first turn (RULES.md section 5):
// the clock may start before it, and Black's clock then runs until
// `go_game_place_free_handicap_at`.
//
// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_WRONG_PHASE` outside play and the placement of a free
// handicap; `GO_STATUS_CLOCK_BACKWARDS` for a
// time earlier than one the game still holds (the clock's last start, a
// timed move or a flag fall not taken back by `go_game_undo`: an undone
// move's time no longer counts); `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is using. The
// same for every export of this file that changes the game.
enum GoStatus go_game_start_clock(struct GoGame *game, uint64_t at_ms);

// Plays at column `x`, row `y` for the seat to move at time `at_ms`: the
// mover's clock is charged up to `at_ms` (then the Fischer increment,
// byo-yomi period or Canadian count applies) and the other side's clock
// starts.
//
// Errors: `GO_STATUS_TIME_EXPIRED` when the mover's flag fell before
// `at_ms`: the game has then ended on time (the one error that changes
// the game: the flag fall is recorded); otherwise the game is unchanged:
// `GO_STATUS_NULL_POINTER`; `GO_STATUS_CLOCK_BACKWARDS` for a time before
// the running clock's start; then as `go_game_play`.
//
// # Safety
// As `go_game_start_clock`.
enum GoStatus go_game_play_at(struct GoGame *game, uint32_t x, uint32_t y, uint64_t at_ms);

// Passes for the seat to move at time `at_ms` (see `go_game_play_at`).
//
// Errors: as `go_game_play_at`.
//
// # Safety
// As `go_game_start_clock`.
enum GoStatus go_game_pass_at(struct GoGame *game, uint64_t at_ms);

// Plays at column `x`, row `y` for seat `number` of side `side` at time
// `at_ms`: `go_game_play_as` with the clock handling of
// `go_game_play_at`.
//
// The flag is looked at before the seat: when the running clock's side
// has no time left at `at_ms`, the game ends on time
// (`GO_STATUS_TIME_EXPIRED`) even if the seat given is not the seat to
// move, because the timestamp alone shows that the flag fell. Only a seat
// the table does not have is refused before that
// (`GO_STATUS_UNKNOWN_SEAT`, the game unchanged): such a request is
// malformed.
//
// Errors: `GO_STATUS_INVALID_COLOR`; as `go_game_play_at` and
// `go_game_play_as`.
//
// # Safety
// As `go_game_start_clock`.
enum GoStatus go_game_play_as_at(struct GoGame *game,
                                 GoColor side,
                                 uint8_t number,
                                 uint32_t x,
                                 uint32_t y,
                                 uint64_t at_ms);

// Places Black's free handicap stones, `points[0..count]`, at time
// `at_ms`, as Black's first turn on the clock (RULES.md sections 5 and
// 7): `go_game_place_free_handicap` with the clock handling of
// `go_game_play_at`. Black's clock is charged up to `at_ms` (from
// `go_game_start_clock`, or from `at_ms` when no clock runs yet), the
// placement counts as Black's move for the overtime, and White's clock
// starts. The library does not keep the array.
//
// Errors: `GO_STATUS_WRONG_PHASE` unless a free handicap is pending;
// `GO_STATUS_CLOCK_BACKWARDS` for a time earlier than the running clock's
// start (or, with no clock running, than one the game has seen);
// `GO_STATUS_TIME_EXPIRED` when Black's flag fell before `at_ms`: the
// game has then ended on time, won by White (the one error that changes
// the game); otherwise as `go_game_place_free_handicap`, the game
// unchanged.
//
// # Safety
// As `go_game_start_clock`; `points` is NULL or valid for reading `count`
// points.
enum GoStatus go_game_place_free_handicap_at(struct GoGame *game,
                                             const struct GoPoint *points,
                                             size_t count,
                                             uint64_t at_ms);

// Places the free handicap at time `at_ms` for seat `number` of side
// `side`, which must be Black's first seat.
//
// Errors: `GO_STATUS_INVALID_COLOR` first, then `GO_STATUS_UNKNOWN_SEAT`
// for a seat the table does not have (a malformed request: the game
// unchanged, whatever the clock); as `go_game_place_free_handicap_at`
// (the flag is looked at before the seat, as for a timed move); then
// `GO_STATUS_WRONG_SEAT` (the game unchanged).
//
// # Safety
// As `go_game_place_free_handicap_at`.
enum GoStatus go_game_place_free_handicap_as_at(struct GoGame *game,
                                                GoColor side,
                                                uint8_t number,
                                                const struct GoPoint *points,
                                                size_t count,
                                                uint64_t at_ms);

// Passes for seat `number` of side `side` at time `at_ms`.
//
// Errors: as `go_game_play_as_at`.
//
// # Safety
// As `go_game_start_clock`.
enum GoStatus go_game_pass_as_at(struct GoGame *game, GoColor side, uint8_t number, uint64_t at_ms);

// Looks at the running clock at `at_ms`: if its side's flag has fallen,
// the game ends, won by the other side on time (recorded), and
// `*out_ended` (when not NULL) is set to true; otherwise nothing changes
// and `*out_ended` is false.
//
// Errors (nothing changed): `GO_STATUS_NULL_POINTER` (`game`);
// `GO_STATUS_CLOCK_BACKWARDS` when `at_ms` is earlier than the running
// clock's start; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_start_clock`; `out_ended` is NULL or valid for writing a
// `bool`.
enum GoStatus go_game_check_time(struct GoGame *game, uint64_t at_ms, bool *out_ended);

// Writes side `side`'s time left at `at_ms` to `*out_left`, counting its
// clock if it is running. A side's seats share one clock. A game without
// a time control has no clock: every field 0 and `flagged` false (read
// `go_game_info`'s time-control kind to tell it from a clock run down).
//
// Errors (nothing written): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_COLOR`; `GO_STATUS_CLOCK_BACKWARDS` when a clock is
// running and `at_ms` is earlier than its start; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `out_left` is NULL or valid for writing a `GoTimeLeft`.
enum GoStatus go_game_time_left(const struct GoGame *game,
                                GoColor side,
                                uint64_t at_ms,
                                struct GoTimeLeft *out_left);

// Counts the position now under the game's rules, with the stones marked
// dead removed (go-core's `Game::score`), and writes the count to
// `*out_score`. Any phase: during play it counts the position as it
// stands.
//
// Errors (`*out_score` is then untouched): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `out_score` is NULL or valid for writing a `GoScore`.
enum GoStatus go_game_score(const struct GoGame *game, struct GoScore *out_score);

// Counts the position as `go_game_score` does, but with the dead stones
// given by the caller instead of the game's marks (go-core's
// `Game::score_with`): `dead` holds `len` bytes, one per point,
// row-major, nonzero for a dead stone, taken stone by stone as given
// (part of a chain counts only those stones dead; the marking calls mark
// whole chains). Under rules whose dead stones are never removed
// (Tromp-Taylor, `GO_DEAD_STONES_NEVER_REMOVED`) `dead` is checked and
// then not used: every stone counts as it stands. The game is not changed.
//
// Errors (`*out_score` is then untouched): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_LENGTH`; `GO_STATUS_WRONG_LENGTH` when `len` is not
// width * height (judged before `dead` is read); `GO_STATUS_NOT_A_STONE`
// for an empty point marked dead;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_score`; `dead` is NULL or valid for reading `len` bytes.
enum GoStatus go_game_score_with(const struct GoGame *game,
                                 const uint8_t *dead,
                                 size_t len,
                                 struct GoScore *out_score);

// In the counting phase, marks the whole chain at column `x`, row `y`
// dead, or alive again if it was marked, and withdraws any pending
// proposal. Writes to `*out_changed` (when not NULL) the number of points
// whose mark changed.
//
// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER` (`game`);
// `GO_STATUS_WRONG_PHASE` outside counting; `GO_STATUS_MARK_OFF_BOARD`;
// `GO_STATUS_NOT_A_STONE` for an empty point; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is using;
// `out_changed` is NULL or valid for writing a `size_t`. The same for the
// other toggles.
enum GoStatus go_game_toggle_dead(struct GoGame *game, uint32_t x, uint32_t y, size_t *out_changed);

// As `go_game_toggle_dead`, by seat `number` of side `side` (either side
// may mark): `GO_STATUS_INVALID_COLOR` first, then `GO_STATUS_WRONG_PHASE`
// outside the counting phase, then `GO_STATUS_UNKNOWN_SEAT` (the phase is
// judged before the seat, as for moves).
//
// # Safety
// As `go_game_toggle_dead`.
enum GoStatus go_game_toggle_dead_as(struct GoGame *game,
                                     GoColor side,
                                     uint8_t number,
                                     uint32_t x,
                                     uint32_t y,
                                     size_t *out_changed);

// As `go_game_toggle_dead`, for the stones of the whole region at the
// point: every stone of its colour reachable through its stones and empty
// points (go-core's `Game::toggle_dead_region`).
//
// # Safety
// As `go_game_toggle_dead`.
enum GoStatus go_game_toggle_dead_region(struct GoGame *game,
                                         uint32_t x,
                                         uint32_t y,
                                         size_t *out_changed);

// As `go_game_toggle_dead_region`, by seat `number` of side `side`.
//
// # Safety
// As `go_game_toggle_dead`.
enum GoStatus go_game_toggle_dead_region_as(struct GoGame *game,
                                            GoColor side,
                                            uint8_t number,
                                            uint32_t x,
                                            uint32_t y,
                                            size_t *out_changed);

// Fills the caller's mask with the stones marked dead, by the
// caller-buffer convention: one byte per point, row-major, 1 for a
// marked stone and 0 elsewhere.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`. The same for every mask.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `buf` is NULL or valid for writing `len` bytes; `out_needed` is NULL or
// valid for writing a `size_t`. The same for every mask.
enum GoStatus go_game_dead_stones(const struct GoGame *game,
                                  uint8_t *buf,
                                  size_t len,
                                  size_t *out_needed);

// The unfilled dame with the marked dead stones removed (go-core's
// `Game::unfilled_dame`, RULES.md section 4): 1 on the empty points of
// empty regions bordered by living stones of both colours (a wide neutral
// gap included) that the players have not filled, but not on seki
// liberties that neither side can fill without self-atari.
//
// # Safety
// As `go_game_dead_stones`.
enum GoStatus go_game_unfilled_dame(const struct GoGame *game,
                                    uint8_t *buf,
                                    size_t len,
                                    size_t *out_needed);

// The dead stones go-core's one estimator suggests for the position
// (`Game::estimate_dead_stones` with its defaults: at most 300 playouts
// with each side moving first, stopped early once every chain's verdict
// is settled, seed 1): 1 on each stone of a chain estimated dead,
// 0 elsewhere. Pass-alive analysis (Benson, under the game's suicide
// rule) gives the hard facts, a chain in seki stays alive, a group
// that lives only if its owner moves first is dead, and so is one whose
// only eye space is too small for two eyes (at most 3 points or a square
// of 4 once the stones inside are captured). The same answer as
// GTP's `final_status_list dead`. Deterministic. A suggestion for the
// players, who decide (RULES.md section 4): nothing is marked.
//
// # Safety
// As `go_game_dead_stones`.
enum GoStatus go_game_suggested_dead_stones(const struct GoGame *game,
                                            uint8_t *buf,
                                            size_t len,
                                            size_t *out_needed);

// The same estimator as `go_game_suggested_dead_stones` with its settings
// chosen (go-core's `Game::estimate_dead_stones` with
// `EstimateOptions::new(playouts, seed).with_early_stop(early_stop)`):
// at most `playouts` playouts with each side moving first (0 leaves only
// pass-alive analysis), drawn from `seed`, stopped once every chain's
// verdict is settled when `early_stop` (after 8 a side plus a multiple of
// 4; a side whose playouts judge only settled chains stops first),
// else all of them; on a board with stones of one colour or none nothing
// is dead and no playout runs (`*out_playouts` 0, the ownership all 0:
// nothing contests that colour). The work grows with `playouts` (about 2 x `playouts`
// playouts from the position, with no bound but `uint32_t`'s and no way
// to stop it: choose a budget the caller can wait for); the game is only
// read.
//
// Writes 1 on each stone of a chain estimated dead, 0 elsewhere, to
// `dead[0..width * height]` (row-major; `*out_needed` as for every mask);
// when `ownership` is not NULL, per point how often it ended as Black's
// area minus how often as White's, in -1..1, the mean of the two sides'
// means over the playouts run with each side first (all 0 without
// playouts), to `ownership[0..width * height]`; the most playouts run
// with either side first to `*out_playouts` when it is not NULL (after an
// early stop the other side may have run fewer).
//
// Errors (nothing written but `*out_needed`): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_BUFFER_TOO_SMALL` when `dead_len` is under width * height;
// `GO_STATUS_WRONG_LENGTH` when `ownership` is given and `ownership_len`
// is not width * height; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `dead` is NULL or valid for writing `dead_len` bytes; `ownership` is
// NULL or valid for writing `ownership_len` floats; `out_needed` is NULL
// (refused with `GO_STATUS_NULL_POINTER`, as by every mask) or valid for
// writing a `size_t`; `out_playouts` is NULL (not written) or valid for
// writing a `uint32_t`.
enum GoStatus go_game_estimate_dead_stones(const struct GoGame *game,
                                           uint32_t playouts,
                                           uint64_t seed,
                                           bool early_stop,
                                           uint8_t *dead,
                                           size_t dead_len,
                                           size_t *out_needed,
                                           float *ownership,
                                           size_t ownership_len,
                                           uint32_t *out_playouts);

// Pass-alive analysis of side `side` under the game's suicide rule
// (go-core's `Game::pass_alive`, Benson's algorithm): 1 on the stones of `side`'s pass-alive chains (which can
// never be captured), 2 on the points of its pass-alive territory (empty
// points and opponent stones there), 0 elsewhere.
//
// Errors: as `go_game_dead_stones`, and `GO_STATUS_INVALID_COLOR`.
//
// # Safety
// As `go_game_dead_stones`.
enum GoStatus go_game_pass_alive(const struct GoGame *game,
                                 GoColor side,
                                 uint8_t *buf,
                                 size_t len,
                                 size_t *out_needed);

// Who each point counts for in the current count (go-core's `Score`
// ownership from `Game::score`, with the marked stones dead): `GO_COLOR_BLACK`
// or `GO_COLOR_WHITE` for a living stone or a point counted for that side,
// `GO_COLOR_EMPTY` for a neutral or seki point.
//
// # Safety
// As `go_game_dead_stones`.
enum GoStatus go_game_ownership(const struct GoGame *game,
                                uint8_t *buf,
                                size_t len,
                                size_t *out_needed);

// Writes to `*out_color` the side whose proposed marking awaits an answer:
// `GO_COLOR_BLACK` or `GO_COLOR_WHITE`, or `GO_COLOR_EMPTY` when there is
// none.
//
// Errors (`*out_color` is then untouched): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `out_color` is NULL or valid for writing a `GoColor`.
enum GoStatus go_game_proposal(const struct GoGame *game, GoColor *out_color);

// Side `side` proposes the current dead-stone marking in the counting
// phase; the other side may accept or reject it. Proposing again replaces
// the earlier proposal.
//
// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`,
// `GO_STATUS_INVALID_COLOR`, `GO_STATUS_WRONG_PHASE` outside counting,
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is using. The
// same for accept, reject and their `_as` forms.
enum GoStatus go_game_propose(struct GoGame *game, GoColor side);

// Side `side` accepts the other side's proposal: the game is finished and
// counted with the marked stones removed (`go_game_outcome` then gives
// the result).
//
// Errors (the game is then unchanged): as `go_game_propose`, and
// `GO_STATUS_NO_PROPOSAL` when the other side has proposed nothing.
//
// # Safety
// As `go_game_propose`.
enum GoStatus go_game_accept(struct GoGame *game, GoColor side);

// Side `side` rejects the other side's proposal: the marks are cleared and
// play resumes from the same position (who moves first follows the rules'
// resume order). In a timed game the clocks stay stopped, as they stopped
// when play ended: `go_game_start_clock` starts the clock of the side to
// move (until then a timed move starts its mover's clock at its own
// timestamp and charges nothing).
//
// Errors (the game is then unchanged): as `go_game_accept`.
//
// # Safety
// As `go_game_propose`.
enum GoStatus go_game_reject(struct GoGame *game, GoColor side);

// `go_game_propose` by seat `number` of side `side`:
// `GO_STATUS_UNKNOWN_SEAT` for a seat the table lacks, judged after the
// phase (`GO_STATUS_WRONG_PHASE` outside the counting phase comes first,
// as for moves). The same for `go_game_accept_as` and `go_game_reject_as`.
//
// # Safety
// As `go_game_propose`.
enum GoStatus go_game_propose_as(struct GoGame *game, GoColor side, uint8_t number);

// `go_game_accept` by seat `number` of side `side`.
//
// # Safety
// As `go_game_propose`.
enum GoStatus go_game_accept_as(struct GoGame *game, GoColor side, uint8_t number);

// `go_game_reject` by seat `number` of side `side`.
//
// # Safety
// As `go_game_propose`.
enum GoStatus go_game_reject_as(struct GoGame *game, GoColor side, uint8_t number);

// Asks the computer player for the side to move, without playing: a
// Monte-Carlo tree search of `playouts` playouts on one thread, seeded by
// `seed`: the same seed and the same game (the same moves from the same
// start) give the same move. The move is always legal. Writes
// `*out_pass` (true for a pass, also when the game is not being played)
// and, for a stone, its column and row to `*out_x` and `*out_y` (left
// untouched for a pass). It may run long: it reads the game only, so
// other reads of the same game may run meanwhile on other threads.
//
// Errors (nothing written): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_BUDGET` when `playouts` is 0 or above 10,000,000;
// `GO_STATUS_HIDDEN_INFORMATION` for a Phantom Go game (the search would
// see the stones hidden from the player to move; go-core's
// `Bot::check_game`); `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// the out-pointers are NULL or valid for writing their types.
enum GoStatus go_game_suggest_move(const struct GoGame *game,
                                   uint32_t playouts,
                                   uint64_t seed,
                                   uint32_t *out_x,
                                   uint32_t *out_y,
                                   bool *out_pass);

// `go_game_suggest_move` for play that removes dead stones, after a
// rejected count (RULES.md section 4: play resumes so that the players
// settle what they disagreed on; KGS's `kgs-genmove_cleanup`): the move is
// no pass while opponent stones that the dead-stone estimate
// (`go_game_suggested_dead_stones`', seeded by `seed` instead of 1) marks
// dead stand on the board and another move than filling an own eye or
// giving stones away is left: where the search would pass, the move is
// the most visited searched move on a liberty of such a chain, else the
// most visited stone move; a stone move the search chooses itself stands,
// on a liberty or not (go-core's `Bot::analyze_cleanup`). Otherwise,
// and in its errors and safety, exactly `go_game_suggest_move`.
//
// # Safety
// As `go_game_suggest_move`.
enum GoStatus go_game_suggest_cleanup_move(const struct GoGame *game,
                                           uint32_t playouts,
                                           uint64_t seed,
                                           uint32_t *out_x,
                                           uint32_t *out_y,
                                           bool *out_pass);

// Runs `n` random playouts from the position with the side to move
// first, each to two passes, and counts each final position by area under
// the game's komi (go-core's `Game::playouts`), on `threads` threads:
// in the playout style `style` (`GoPlayoutStyle`: `GO_PLAYOUT_STYLE_LIGHT`,
// uniform among moves that fill no own eye; `GO_PLAYOUT_STYLE_HEAVY`,
// captures, atari escapes and 3x3 shapes first, as the dead-stone
// estimate plays; `GO_PLAYOUT_STYLE_HEAVY_RACES`, heavy with capturing
// races of two-liberty chains, as the computer player plays). Playout
// `i` draws from its own generator (seeded with go-core's
// `PlayoutBatch::playout_seed(i)`: a SplitMix64 mix of `seed` plus `i`,
// so that nearby seeds give unrelated playouts), so the answer does not depend on
// `threads`. Writes White's margin of each playout, in half points
// (negative: Black won), to `margins[0..n]`; when `ownership` is not
// NULL, per point (row-major) how often it ended as Black's area minus
// how often as White's, in -1..1, to `ownership[0..width * height]`; the
// moves made over all playouts to `*out_moves` when it is not NULL. The
// game is not changed; like `go_game_suggest_move` it may run long and
// only reads the game.
//
// Errors (nothing written): `GO_STATUS_NULL_POINTER` (`game`, or
// `margins` with `n > 0` or `margins_len > 0`; `ownership` is optional:
// NULL is "not wanted" whatever `ownership_len`); `GO_STATUS_INVALID_ENUM` when `style` is no
// `GoPlayoutStyle`; `GO_STATUS_INVALID_BUDGET` when `n` is above
// 10,000,000 or `threads` is 0 or above 256; `GO_STATUS_WRONG_LENGTH`
// when `margins_len` is not `n`, or `ownership` is given and
// `ownership_len` is not width * height; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `margins` is NULL or valid for writing `margins_len` `int64_t`s;
// `ownership` is NULL or valid for writing `ownership_len` floats;
// `out_moves` is NULL or valid for writing a `uint64_t`.
enum GoStatus go_game_playouts(const struct GoGame *game,
                               uint32_t n,
                               uint64_t seed,
                               uint32_t threads,
                               GoPlayoutStyle style,
                               int64_t *margins,
                               size_t margins_len,
                               float *ownership,
                               size_t ownership_len,
                               uint64_t *out_moves);

// Creates a game: an empty `width` x `height` board, Black to move, under
// the rules preset named `rules_preset`: the short form of
// `go_game_builder_new` + `go_game_builder_set_rules` +
// `go_game_builder_build`.
//
// `rules_preset` is a NUL-terminated UTF-8 name, case-insensitive, with
// `_`, `-` or a space between words: `"studio"`, `"chinese"`, `"aga"`,
// `"new-zealand"` (`"nz"`), `"tromp-taylor"`, `"japanese"`, `"korean"`,
// `"game-site"` (the names of `GoPreset` and their aliases). NULL means
// `"studio"`. The library does not keep the pointer.
//
// Ownership: on `GO_STATUS_OK`, `*out_game` receives a new handle that the
// caller owns and must release with `go_game_free`. On any error
// `*out_game` is set to NULL (unless `out_game` itself is NULL).
//
// Errors, checked in this order:
// - `GO_STATUS_NULL_POINTER`: `out_game` is NULL;
// - `GO_STATUS_INVALID_UTF8`: the preset name is not valid UTF-8;
// - `GO_STATUS_INVALID_SIZE`: a side is 0 or more than 52;
// - `GO_STATUS_UNKNOWN_NAME`: no preset has this name;
// - `GO_STATUS_FEATURE_DISABLED`: territory counting in a build without it;
// - `GO_STATUS_PANIC`.
//
// # Safety
// `rules_preset` is NULL or points to a NUL-terminated string; `out_game`
// is NULL or valid for writing a pointer.
enum GoStatus go_game_new(uint32_t width,
                          uint32_t height,
                          const char *rules_preset,
                          struct GoGame **out_game);

// A copy of `game` as it stands, history included, as a new handle (for
// analysis: try moves on the copy).
//
// Ownership: as `go_game_new`.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `out_game` is NULL or valid for writing a pointer.
enum GoStatus go_game_copy(const struct GoGame *game, struct GoGame **out_game);

// Releases a game. NULL does nothing. A poisoned game
// (`GO_STATUS_POISONED`) may and should be freed too.
//
// Ownership: takes the handle back; the pointer is invalid afterwards.
//
// # Safety
// `game` is NULL or a game handle that has not been freed and that no
// other thread is using.
void go_game_free(struct GoGame *game);

// Whether the side to move may play at column `x`, row `y` now, without
// changing the game: `GO_STATUS_OK` when `go_game_play` would succeed,
// otherwise the very status it would return, the reason: in go-core's
// order `GO_STATUS_GAME_OVER`, `GO_STATUS_NOT_PLAYING`,
// `GO_STATUS_OFF_BOARD`, `GO_STATUS_OCCUPIED`, `GO_STATUS_SUICIDE`,
// `GO_STATUS_KO`, `GO_STATUS_SUPERKO` (any coordinate above 255 is off
// every board).
//
// Other errors: `GO_STATUS_NULL_POINTER`, `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing.
enum GoStatus go_game_is_legal(const struct GoGame *game, uint32_t x, uint32_t y);

// Whether the seat `seat` (from 1) of side `side` may play at column `x`,
// row `y` now: as `go_game_is_legal`, and also `GO_STATUS_UNKNOWN_SEAT`
// and `GO_STATUS_WRONG_SEAT` (after the phase: in a finished game every
// seat is told `GO_STATUS_GAME_OVER`).
//
// Other errors: `GO_STATUS_NULL_POINTER`, `GO_STATUS_INVALID_COLOR`,
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing.
enum GoStatus go_game_is_legal_as(const struct GoGame *game,
                                  GoColor side,
                                  uint8_t number,
                                  uint32_t x,
                                  uint32_t y);

// Writes the side to move to `*out_color`: `GO_COLOR_BLACK` or
// `GO_COLOR_WHITE`.
//
// Errors (`*out_color` is then untouched): `GO_STATUS_NULL_POINTER` when
// `game` or `out_color` is NULL; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `out_color` is NULL or valid for writing a `GoColor`.
enum GoStatus go_game_to_move(const struct GoGame *game, GoColor *out_color);

// Writes the seat whose turn it is: its side to `*out_side` and its
// number (from 1) to `*out_number` (in team Go the seats rotate B1, W1,
// B2, W2, ...).
//
// Errors (nothing written): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// the out-pointers are NULL or valid for writing their types.
enum GoStatus go_game_seat_to_move(const struct GoGame *game,
                                   GoColor *out_side,
                                   uint8_t *out_number);

// Writes the game's phase to `*out_phase` (`GoPhase`):
// `GO_PHASE_HANDICAP_PLACEMENT` while a free handicap is to be placed,
// `GO_PHASE_PLAYING` while moves are made, `GO_PHASE_COUNTING` after two
// passes, `GO_PHASE_FINISHED` once there is a result.
//
// Errors (`*out_phase` is then untouched): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `out_phase` is NULL or valid for writing a `GoPhase`.
enum GoStatus go_game_phase(const struct GoGame *game, GoPhase *out_phase);

// Writes the board's width (columns) to `*out_width` and height (rows) to
// `*out_height`; whole-board buffers hold `width * height` bytes.
//
// Errors (nothing written): `GO_STATUS_NULL_POINTER` when any pointer is
// NULL; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `out_width` and `out_height` are NULL or valid for writing a `uint32_t`.
enum GoStatus go_game_size(const struct GoGame *game, uint32_t *out_width, uint32_t *out_height);

// Copies the board into the caller's buffer, by the caller-buffer
// convention (`buf = NULL, len = 0` asks for the length in
// `*out_needed`): one byte per point, row-major from the top-left corner
// (the point at column `x`, row `y` is at index `y * width + x`), each
// `GO_COLOR_EMPTY` (0), `GO_COLOR_BLACK` (1) or `GO_COLOR_WHITE` (2)
// (go-core's `Grid::codes`).
//
// Errors: `GO_STATUS_NULL_POINTER` when `game` or `out_needed` is NULL, or
// `buf` is NULL with `len > 0`; `GO_STATUS_BUFFER_TOO_SMALL` when `len` is
// below width * height (nothing written to `buf`); `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `buf` is NULL or valid for writing `len` bytes; `out_needed` is NULL or
// valid for writing a `size_t`.
enum GoStatus go_game_board(const struct GoGame *game,
                            uint8_t *buf,
                            size_t len,
                            size_t *out_needed);

// Writes the board as a diagram, NUL-terminated, by the caller-buffer
// convention: one line per row, top row first, `X` black, `O` white, `.`
// empty, each line ending in `\n` (what `go_game_builder_set_diagram`
// reads).
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_board`.
enum GoStatus go_game_board_text(const struct GoGame *game,
                                 char *buf,
                                 size_t len,
                                 size_t *out_needed);

// Writes the position's Zobrist hash to `*out_hash` (go-core's
// `Board::hash`): equal positions of one board size and topology have
// equal hashes; the side to move is not part of it.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `out_hash` is NULL or valid for writing a `uint64_t`.
enum GoStatus go_game_hash(const struct GoGame *game, uint64_t *out_hash);

// Describes the chain (go-core's `Board::chain` and
// `Board::liberty_count`) of the stone at column `x`, row `y`: writes its
// number of liberties to `*out_liberties`, then fills the caller's mask,
// by the caller-buffer convention, with 1 on the chain's stones and 0
// elsewhere (one byte per point, row-major). The count is written even
// when the mask is too small (`buf = NULL, len = 0`: the count alone).
//
// Errors: `GO_STATUS_NULL_POINTER` (`game`, `out_liberties` or
// `out_needed`; `buf` NULL with `len > 0`); `GO_STATUS_NOT_FOUND` when no
// stone stands there (an empty point, or one off the board);
// `GO_STATUS_BUFFER_TOO_SMALL`; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `buf` is NULL or valid for writing `len` bytes; the out-pointers are
// NULL or valid for writing a `size_t`.
enum GoStatus go_game_chain(const struct GoGame *game,
                            uint32_t x,
                            uint32_t y,
                            size_t *out_liberties,
                            uint8_t *buf,
                            size_t len,
                            size_t *out_needed);

// Writes to `*out_count` the number of moves made so far, plays and passes
// alike (handicap stones are not moves). `go_game_undo` takes back one
// event: one move, or two for a replayed move with the pass it implied
// (`go_game_replay_move` of the colour that just moved), so a GUI that
// keeps its own move list reads the count again after an undo.
//
// Errors (`*out_count` is then untouched): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `out_count` is NULL or valid for writing a `size_t`.
enum GoStatus go_game_move_count(const struct GoGame *game, size_t *out_count);

// Writes move number `index` (0-based, in the order played) to
// `*out_move`.
//
// Errors (nothing written): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_NOT_FOUND` when `index` is not below the move count;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `out_move` is NULL or valid for writing a `GoMoveInfo`.
enum GoStatus go_game_move_at(const struct GoGame *game, size_t index, struct GoMoveInfo *out_move);

// Lists the opponent stones captured by move number `index` (0-based; the
// last move's captures are at index move count - 1), by the caller-buffer
// convention, row-major (by y, then x).
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_NOT_FOUND` for an index
// not below the move count; `GO_STATUS_BUFFER_TOO_SMALL`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `buf` is NULL or valid for writing `len` points; `out_needed` is NULL
// or valid for writing a `size_t`.
enum GoStatus go_game_move_captures(const struct GoGame *game,
                                    size_t index,
                                    struct GoPoint *buf,
                                    size_t len,
                                    size_t *out_needed);

// Writes to `*out` the number of stones the side `side` has captured: its
// prisoners, including opponent stones removed by the opponent's own
// suicide where the rules allow it, and under AGA rules one stone per
// opponent pass.
//
// Errors (`*out` is then untouched): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_COLOR`; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `out` is NULL or valid for writing a `uint32_t`.
enum GoStatus go_game_prisoners(const struct GoGame *game, GoColor side, uint32_t *out);

// Writes the game's setup and state not read elsewhere to `*out_info`:
// topology, handicap, variant, clock kind, seats, Pair Go penalties,
// passes in a row and the simple-ko point (go-core's `Game::simple_ko_point`:
// where the side to move may not play at once; superko rules may forbid
// more, which `go_game_is_legal` tells).
//
// Errors (nothing written): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `out_info` is NULL or valid for writing a `GoGameInfo`.
enum GoStatus go_game_info(const struct GoGame *game, struct GoGameInfo *out_info);

// Writes to `*out_kind` who fills seat `number` (from 1) of side `side`
// (`GoSeatKind`: a person or the computer), as set up.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_COLOR`;
// `GO_STATUS_UNKNOWN_SEAT` for a seat the table does not have;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `out_kind` is NULL or valid for writing a `GoSeatKind`.
enum GoStatus go_game_seat_kind(const struct GoGame *game,
                                GoColor side,
                                uint8_t number,
                                GoSeatKind *out_kind);

// Writes the game's result to `*out_result` (`finished` false while the
// game goes on).
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `out_result` is NULL or valid for writing a `GoResult`.
enum GoStatus go_game_outcome(const struct GoGame *game, struct GoResult *out_result);

// Writes the game's result as SGF's `RE` text (`"B+3.5"`, `"W+R"`, `"0"`,
// `"Void"`; the empty string while there is none), NUL-terminated, by the
// caller-buffer convention.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `buf` is NULL or valid for writing `len` bytes; `out_needed` is NULL or
// valid for writing a `size_t`.
enum GoStatus go_game_result(const struct GoGame *game, char *buf, size_t len, size_t *out_needed);

// Fills the caller's buffer with the legal-move mask of the side to move
// (go-core's `Game::legal_mask`), by the caller-buffer convention: one
// byte per point, row-major, 1 where a play is legal now and 0 elsewhere
// (all 0 outside the playing phase; a pass is always legal in play).
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_board`.
enum GoStatus go_game_legal_mask(const struct GoGame *game,
                                 uint8_t *buf,
                                 size_t len,
                                 size_t *out_needed);

// Makes a referee over a copy of `game` (any rules, topology, Atari Go,
// as set up, before or after some moves) under the referee convention
// `convention` (`GoRefereeConvention`). The game handle stays the
// caller's and is not changed. The referee follows `convention` (its
// announcements, and the `PG` of `go_phantom_write_sgf`) even when the
// game was built as Phantom Go under another one: the game's own setup,
// which `go_phantom_game_after_play` shows, keeps the convention it was
// built with (and an ordinary game stays ordinary).
//
// Ownership: on `GO_STATUS_OK`, `*out_phantom` receives a new handle that
// the caller owns and releases with `go_phantom_free`; on error it is set
// to NULL (unless `out_phantom` is NULL).
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_ENUM`;
// `GO_STATUS_INCOMPATIBLE_OPTIONS` when a side has more than one seat, a
// free handicap is still to be placed (the referee only takes moves:
// place it on the game first with `go_game_place_free_handicap`), or
// the game has a clock (the referee runs none: keep it outside and call
// `go_phantom_time_out`);
// `GO_STATUS_POISONED` (the game), `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `out_phantom` is NULL or valid for writing a pointer.
enum GoStatus go_phantom_new(const struct GoGame *game,
                             GoRefereeConvention convention,
                             struct GoPhantom **out_phantom);

// Asks the computer player for a try by the side to move, from that
// player's knowledge only (go-core's `Bot::choose_phantom_move`): its
// view, its announcements, the points refused this turn and the public
// facts of the game. The hidden opponent stones (as many as the
// announcements imply) are placed at random, first on points refused
// before, in four samples each searched with a quarter of `playouts`
// on one thread, seeded by `seed` (the same seed and the same referee
// give the same answer); a point refused this turn is never chosen
// again. Nothing is played: hand the answer to `go_phantom_try` or
// `go_phantom_pass`. Writes `*out_pass` (true for a pass: no point left
// to try, or the game is not being played) and, for a point, its column
// and row to `*out_x` and `*out_y` (left untouched for a pass). It may
// run long and only reads the referee.
//
// Errors (nothing written): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_BUDGET` when `playouts` is 0 or above 10,000,000;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `phantom` is NULL or a live referee handle that no other thread is
// changing; the out-pointers are NULL or valid for writing their types.
enum GoStatus go_phantom_suggest_move(const struct GoPhantom *phantom,
                                      uint32_t playouts,
                                      uint64_t seed,
                                      uint32_t *out_x,
                                      uint32_t *out_y,
                                      bool *out_pass);

// Writes the referee as JSON text (go-core's `PhantomRecord`: the game's
// record, the convention, the opponent stones each side has seen, each
// side's announcements and the points refused this turn),
// NUL-terminated, by the caller-buffer convention;
// `go_phantom_from_record_json` reads it back into the same referee.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `phantom` is NULL or a live referee handle that no other thread is
// changing; `buf` is NULL or valid for writing `len` bytes; `out_needed`
// is NULL or valid for writing a `size_t`.
enum GoStatus go_phantom_record_json(const struct GoPhantom *phantom,
                                     char *buf,
                                     size_t len,
                                     size_t *out_needed);

// Makes the referee a JSON record (NUL-terminated, as
// `go_phantom_record_json` writes it) describes: its game replayed from
// its record, refereed with the record's views, logs and refused points
// (go-core's `PhantomGame::from_record`). The library does not keep the
// pointer.
//
// Ownership: on `GO_STATUS_OK`, `*out_phantom` receives a new referee
// that the caller owns and releases with `go_phantom_free`; on error it is
// set to NULL (unless `out_phantom` is NULL).
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_UTF8`;
// `GO_STATUS_INVALID_JSON` for text that is not such a record;
// `GO_STATUS_INVALID_RECORD` when a game event cannot be replayed; a setup
// status (2xx) when the setup is refused;
// `GO_STATUS_INCOMPATIBLE_OPTIONS` for a game no referee takes (as
// `go_phantom_new`); `GO_STATUS_INVALID_REFEREE_RECORD` for referee state
// that does not fit its game (a seen point without an opponent stone or
// that no try of that side found under its convention, a point off the
// board, a refused point holding a stone of the side to move, listed
// twice or never tried, announcements other than those the game gives
// when played again through a referee, a game event no referee makes);
// `GO_STATUS_PANIC`.
//
// # Safety
// `json` is NULL or a NUL-terminated string; `out_phantom` is NULL or
// valid for writing a pointer.
enum GoStatus go_phantom_from_record_json(const char *json, struct GoPhantom **out_phantom);

// Releases a referee. NULL does nothing.
//
// # Safety
// `phantom` is NULL or a referee handle not freed yet that no other
// thread is using.
void go_phantom_free(struct GoPhantom *phantom);

// The side to move tries a stone at column `x`, row `y`, and the referee
// answers in `*out_try`: played, or refused (an unseen opponent stone
// there, suicide, ko or superko) with the same player to try again. The
// announcements of the try go to each side's log.
//
// Errors (nothing changes, nothing written): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_GAME_OVER`, `GO_STATUS_NOT_PLAYING`, `GO_STATUS_OFF_BOARD`,
// or `GO_STATUS_OCCUPIED` for a point holding the mover's own stone or an
// opponent stone it has already seen: no try, the player can see these;
// for a point already refused this turn (see
// `go_phantom_refused`), its refusal again as the status
// (`GO_STATUS_OCCUPIED`, `GO_STATUS_SUICIDE`, `GO_STATUS_KO`,
// `GO_STATUS_SUPERKO`), nothing logged: the player knows it (under
// `GO_REFEREE_CONVENTION_ILLEGAL_ONLY`, which keeps the reason from the
// player, the retry is answered `GO_STATUS_OK` as the first try was:
// not played, no reason, nothing logged);
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `phantom` is NULL or a live referee handle that no other thread is
// using; `out_try` is NULL or valid for writing a `GoTry`.
enum GoStatus go_phantom_try(struct GoPhantom *phantom,
                             uint32_t x,
                             uint32_t y,
                             struct GoTry *out_try);

// The side to move passes (always played while the game is being
// played; announced to both). Two passes in a row end play.
//
// Errors: as `go_phantom_try`.
//
// # Safety
// As `go_phantom_try`.
enum GoStatus go_phantom_pass(struct GoPhantom *phantom, struct GoTry *out_try);

// Side `side` resigns, in its turn or not (RULES.md section 4): the game
// is finished, won by the other side; the board stays hidden until
// `go_phantom_reveal`.
//
// Errors (the referee is then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_COLOR`; `GO_STATUS_WRONG_PHASE` when the game is
// already finished; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `phantom` is NULL or a live referee handle that no other thread is
// using.
enum GoStatus go_phantom_resign(struct GoPhantom *phantom, GoColor side);

// Side `side` leaves the table: its side forfeits.
//
// Errors: as `go_phantom_resign`.
//
// # Safety
// As `go_phantom_resign`.
enum GoStatus go_phantom_leave(struct GoPhantom *phantom, GoColor side);

// Side `side` is out of time on a clock the caller keeps (the referee
// runs none: `go_phantom_new` refuses a game with a clock): the other
// side wins on time.
//
// Errors: as `go_phantom_resign`.
//
// # Safety
// As `go_phantom_resign`.
enum GoStatus go_phantom_time_out(struct GoPhantom *phantom, GoColor side);

// Writes the side to move (public knowledge) to `*out_color`.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// `phantom` is NULL or a live referee handle that no other thread is
// changing; `out_color` is NULL or valid for writing a `GoColor`.
enum GoStatus go_phantom_to_move(const struct GoPhantom *phantom, GoColor *out_color);

// Writes the game's phase (public knowledge) to `*out_phase`.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// `phantom` is NULL or a live referee handle that no other thread is
// changing; `out_phase` is NULL or valid for writing a `GoPhase`.
enum GoStatus go_phantom_phase(const struct GoPhantom *phantom, GoPhase *out_phase);

// What side `side` sees, by the caller-buffer convention, as
// `go_game_board` writes a board: its own stones and the opponent stones
// revealed to it and not captured since.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_COLOR`;
// `GO_STATUS_BUFFER_TOO_SMALL`; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `phantom` is NULL or a live referee handle that no other thread is
// changing; `buf` is NULL or valid for writing `len` bytes; `out_needed`
// is NULL or valid for writing a `size_t`.
enum GoStatus go_phantom_view(const struct GoPhantom *phantom,
                              GoColor side,
                              uint8_t *buf,
                              size_t len,
                              size_t *out_needed);

// The full board once play has ended (counting or finished), by the
// caller-buffer convention, as `go_game_board` writes it.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_WRONG_PHASE` while the
// game is being played (the board is hidden); `GO_STATUS_BUFFER_TOO_SMALL`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_phantom_view`.
enum GoStatus go_phantom_reveal(const struct GoPhantom *phantom,
                                uint8_t *buf,
                                size_t len,
                                size_t *out_needed);

// The points the side to move has tried in vain this turn (known to that
// player), by the caller-buffer convention.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `phantom` is NULL or a live referee handle that no other thread is
// changing; `buf` is NULL or valid for writing `len` points; `out_needed`
// is NULL or valid for writing a `size_t`.
enum GoStatus go_phantom_refused(const struct GoPhantom *phantom,
                                 struct GoPoint *buf,
                                 size_t len,
                                 size_t *out_needed);

// Writes to `*out_count` the number of announcements side `side` has
// received.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_COLOR`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `phantom` is NULL or a live referee handle that no other thread is
// changing; `out_count` is NULL or valid for writing a `size_t`.
enum GoStatus go_phantom_announcement_count(const struct GoPhantom *phantom,
                                            GoColor side,
                                            size_t *out_count);

// Writes announcement number `index` (0-based, in order) of side `side`'s
// log to `*out_announcement`.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_COLOR`;
// `GO_STATUS_NOT_FOUND` for an index not below the count;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `phantom` is NULL or a live referee handle that no other thread is
// changing; `out_announcement` is NULL or valid for writing a
// `GoAnnouncement`.
enum GoStatus go_phantom_announcement(const struct GoPhantom *phantom,
                                      GoColor side,
                                      size_t index,
                                      struct GoAnnouncement *out_announcement);

// The captured stones' points of announcement `index` of side `side`'s
// log (captures under `GO_REFEREE_CONVENTION_CAPTURE_WITH_POINTS`),
// row-major, by the caller-buffer convention; none for any other
// announcement.
//
// Errors: as `go_phantom_announcement`, and `GO_STATUS_BUFFER_TOO_SMALL`.
//
// # Safety
// `phantom` is NULL or a live referee handle that no other thread is
// changing; `buf` is NULL or valid for writing `len` points; `out_needed`
// is NULL or valid for writing a `size_t`.
enum GoStatus go_phantom_announcement_points(const struct GoPhantom *phantom,
                                             GoColor side,
                                             size_t index,
                                             struct GoPoint *buf,
                                             size_t len,
                                             size_t *out_needed);

// A copy of the referee's game once play has ended (counting or
// finished), as a new game handle: read its board, marks, phase and
// result, or write it as SGF. The referee is not changed, and nothing
// done on the copy reaches it: to count the referee's game itself (so
// that its record holds the count, and a rejection resumes play in the
// dark), call `go_phantom_toggle_dead`, `go_phantom_propose`,
// `go_phantom_accept`, `go_phantom_reject` and `go_phantom_score`.
//
// Ownership: on `GO_STATUS_OK`, `*out_game` receives a new game that the
// caller owns and releases with `go_game_free`; on error it is set to
// NULL (unless `out_game` is NULL).
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_WRONG_PHASE` while the
// game is being played; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `phantom` is NULL or a live referee handle that no other thread is
// using; `out_game` is NULL or valid for writing a pointer.
enum GoStatus go_phantom_game_after_play(struct GoPhantom *phantom, struct GoGame **out_game);

// After play (the counting phase), on the referee's own game: marks the
// whole chain at column `x`, row `y` dead, or alive again if it was
// marked, and withdraws any pending proposal (go-core's
// `PhantomCounting::toggle_dead_chain`, as `go_game_toggle_dead` on an
// ordinary game). Writes to `*out_changed` (when not NULL) the number of
// points whose mark changed. The referee's record
// (`go_phantom_write_sgf`, `go_phantom_record_json`) then holds the
// count, which a copy from `go_phantom_game_after_play` does not give
// back.
//
// Errors (the referee is then unchanged): `GO_STATUS_NULL_POINTER`
// (`phantom`); `GO_STATUS_WRONG_PHASE` while the game is being played
// (the board is hidden) or once it is finished; `GO_STATUS_MARK_OFF_BOARD`;
// `GO_STATUS_NOT_A_STONE` for an empty point; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// `phantom` is NULL or a live referee handle that no other thread is
// using; `out_changed` is NULL or valid for writing a `size_t`. The same
// for the other counting calls on the referee.
enum GoStatus go_phantom_toggle_dead(struct GoPhantom *phantom,
                                     uint32_t x,
                                     uint32_t y,
                                     size_t *out_changed);

// As `go_phantom_toggle_dead`, for the stones of the whole region at the
// point: every stone of its colour reachable through its stones and empty
// points (go-core's `PhantomCounting::toggle_dead_region`, as
// `go_game_toggle_dead_region`).
//
// # Safety
// As `go_phantom_toggle_dead`.
enum GoStatus go_phantom_toggle_dead_region(struct GoPhantom *phantom,
                                            uint32_t x,
                                            uint32_t y,
                                            size_t *out_changed);

// After play, on the referee's own game: side `side` proposes the current
// dead-stone marking; the other side may accept or reject it (as
// `go_game_propose`). Proposing again replaces the earlier proposal.
//
// Errors (the referee is then unchanged): `GO_STATUS_NULL_POINTER`,
// `GO_STATUS_INVALID_COLOR`, `GO_STATUS_WRONG_PHASE` outside the counting
// phase (while the game is played, the board hidden, or once it is
// finished), `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_phantom_toggle_dead`.
enum GoStatus go_phantom_propose(struct GoPhantom *phantom, GoColor side);

// After play, on the referee's own game: side `side` accepts the other
// side's proposal; the game is finished and counted with the marked
// stones removed (as `go_game_accept`). The result is in the referee's
// record (`RE` of `go_phantom_write_sgf`) and in the game that
// `go_phantom_game_after_play` copies (`go_game_result`).
//
// Errors (the referee is then unchanged): as `go_phantom_propose`, and
// `GO_STATUS_NO_PROPOSAL` when the other side has proposed nothing.
//
// # Safety
// As `go_phantom_toggle_dead`.
enum GoStatus go_phantom_accept(struct GoPhantom *phantom, GoColor side);

// After play, on the referee's own game: side `side` rejects the other
// side's proposal: the marks are cleared and play resumes from the same
// position with the board hidden again (the referee takes the next tries,
// `go_phantom_try`; who moves first follows the rules' resume order).
//
// Errors (the referee is then unchanged): as `go_phantom_accept`.
//
// # Safety
// As `go_phantom_toggle_dead`.
enum GoStatus go_phantom_reject(struct GoPhantom *phantom, GoColor side);

// After play, the count of the referee's revealed board with the stones
// marked dead removed, under the game's rules (go-core's
// `PhantomCounting::score`, as `go_game_score`), written to
// `*out_score`.
//
// Errors (`*out_score` is then untouched): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_WRONG_PHASE` while the game is being played (the board is
// hidden); `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `phantom` is NULL or a live referee handle that no other thread is
// using; `out_score` is NULL or valid for writing a `GoScore`.
enum GoStatus go_phantom_score(struct GoPhantom *phantom, struct GoScore *out_score);

// Writes the referee's game as SGF (go-core's
// `SgfCollection::from_phantom`: the full game as the referee saw it, with
// the convention in go-core's private `PG` property), UTF-8 bytes with no
// final NUL, by the caller-buffer convention.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
// `GO_STATUS_OUT_OF_MEMORY` when the memory for the record written out
// cannot be had (it is reserved, its exact size counted first, before
// anything is written; nothing is written to `buf` then; the record's
// tree built from the game before it, some 20 times the text's size for
// a long game, is not covered: a process without the memory for that
// aborts);
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `phantom` is NULL or a live referee handle that no other thread is
// changing; `buf` is NULL or valid for writing `len` bytes; `out_needed`
// is NULL or valid for writing a `size_t`.
enum GoStatus go_phantom_write_sgf(const struct GoPhantom *phantom,
                                   uint8_t *buf,
                                   size_t len,
                                   size_t *out_needed);

// Plays a stone for the seat to move at column `x`, row `y` (0-based from
// the top-left corner, as in SGF), capturing what it captures. Two
// passes in a row end play (see `go_game_pass`). The move has no time:
// a running clock keeps running for the side that was to move, so a
// timed game moves with `go_game_play_at`.
//
// Errors (the game is then unchanged), in go-core's order:
// `GO_STATUS_NULL_POINTER`; `GO_STATUS_GAME_OVER`; `GO_STATUS_NOT_PLAYING`
// (counting, or a free handicap to place); `GO_STATUS_OFF_BOARD` (any
// coordinate above 255 is off every board); `GO_STATUS_OCCUPIED`,
// `GO_STATUS_SUICIDE`, `GO_STATUS_KO`, `GO_STATUS_SUPERKO`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is using. The
// same for every export of this file.
enum GoStatus go_game_play(struct GoGame *game, uint32_t x, uint32_t y);

// Passes for the seat to move. Two passes in a row end play: the game
// moves to the counting phase (or, under rules that count at once, such
// as Tromp-Taylor, is finished).
//
// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_GAME_OVER`; `GO_STATUS_NOT_PLAYING`; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_play`.
enum GoStatus go_game_pass(struct GoGame *game);

// Plays a stone at column `x`, row `y` for seat `number` (from 1) of side
// `side`, refused unless it is that seat's turn (for servers: the move
// names who makes it). Under the Pair Go penalty option a partner's move
// out of turn stands, costs the side 3 points, and play continues from the
// seat after the offender, as if it had moved in its own turn (at seats B1
// W1 B2 W2, W2 moving in W1's turn is followed by B1; RULES.md section 6).
//
// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_COLOR`; `GO_STATUS_GAME_OVER`,
// `GO_STATUS_NOT_PLAYING`; `GO_STATUS_UNKNOWN_SEAT` (no such seat at
// this table), `GO_STATUS_WRONG_SEAT` (not its turn); then as
// `go_game_play`.
//
// # Safety
// As `go_game_play`.
enum GoStatus go_game_play_as(struct GoGame *game,
                              GoColor side,
                              uint8_t number,
                              uint32_t x,
                              uint32_t y);

// Passes for seat `number` of side `side` (see `go_game_play_as`).
//
// Errors: as `go_game_play_as` (no point to check).
//
// # Safety
// As `go_game_play`.
enum GoStatus go_game_pass_as(struct GoGame *game, GoColor side, uint8_t number);

// Plays for the side `side` whatever the state, as GTP's `play` and SGF
// records do (go-core's `Game::play_for`): after two passes play resumes
// first, and when `side` is not to move it becomes so first; then the
// stone is played (`pass` true: a pass, `x` and `y` ignored) by that
// side's seat to move. Each step is recorded, and `go_game_undo` then
// takes back the move alone: play stays resumed and `side` stays the side
// to move.
//
// Errors (the game is then unchanged, nothing resumed or set):
// `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_COLOR`;
// `GO_STATUS_GAME_OVER`; `GO_STATUS_NOT_PLAYING` while a free handicap is
// to be placed; otherwise as `go_game_is_legal` for `side`.
//
// # Safety
// As `go_game_play`.
enum GoStatus go_game_play_for(struct GoGame *game,
                               GoColor side,
                               bool pass,
                               uint32_t x,
                               uint32_t y);

// The side to move resigns: the game is finished, won by the other side.
//
// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_WRONG_PHASE` when the game is already finished;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_play`.
enum GoStatus go_game_resign(struct GoGame *game);

// Seat `number` of side `side` resigns for its whole side, whether or not
// it is its turn (RULES.md sections 4 and 6).
//
// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_COLOR`; `GO_STATUS_WRONG_PHASE` when the game is
// finished; `GO_STATUS_UNKNOWN_SEAT`; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_play`.
enum GoStatus go_game_resign_as(struct GoGame *game, GoColor side, uint8_t number);

// Seat `number` of side `side` leaves the table: its side forfeits (the
// game is finished, `GO_RESULT_KIND_FORFEIT`).
//
// Errors (the game is then unchanged): as `go_game_resign_as`.
//
// # Safety
// As `go_game_play`.
enum GoStatus go_game_leave(struct GoGame *game, GoColor side, uint8_t number);

// Declares side `side` out of time (for a clock kept outside the library;
// see `go_game_check_time` for the library's own clocks): the game is
// finished, won by the other side on time.
//
// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_COLOR`; `GO_STATUS_WRONG_PHASE` when the game is
// finished; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_play`.
enum GoStatus go_game_time_out(struct GoGame *game, GoColor side);

// Takes back the last move (a play or a pass, or a replayed move with the
// pass it implied): the board, prisoners, turn and phase return to what
// they were before it, and stones edited in, marks or proposals made since
// are dropped with it (stones edited in with no move before them are not
// a move: `GO_STATUS_NOTHING_TO_UNDO`). In
// a timed game the clocks are turned back to what they were before it.
//
// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_WRONG_PHASE` after a resignation, a timeout or an accepted
// count (a game finished by a move, such as the second pass under
// Tromp-Taylor or a capture in Atari Go, can be undone);
// `GO_STATUS_NOTHING_TO_UNDO`; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_play`.
enum GoStatus go_game_undo(struct GoGame *game);

// Places Black's free handicap stones, `points[0..count]`, as Black's
// first turn; then White moves (RULES.md section 5). The library does not
// keep the array. The stones are not a move: `go_game_undo` never takes
// them back (`GO_STATUS_NOTHING_TO_UNDO` before White's first move): a
// misplaced handicap means building the game again.
//
// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_LENGTH`; `GO_STATUS_WRONG_PHASE` unless a free
// handicap is pending; `GO_STATUS_HANDICAP_COUNT` for a count other than
// the handicap's (the phase and the count are judged before `points` is
// read); `GO_STATUS_SETUP_OFF_BOARD`, `GO_STATUS_DUPLICATE_POINT`,
// `GO_STATUS_SETUP_OCCUPIED`; `GO_STATUS_SETUP_NO_LIBERTIES` when the
// stones leave a chain without liberties (a setup stone surrounded, or
// the handicap's own chain); `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_play`; `points` is NULL or valid for reading `count`
// points.
enum GoStatus go_game_place_free_handicap(struct GoGame *game,
                                          const struct GoPoint *points,
                                          size_t count);

// Places the free handicap for seat `number` of side `side`, which must
// be Black's first seat.
//
// Errors: as `go_game_place_free_handicap`, and `GO_STATUS_INVALID_COLOR`,
// `GO_STATUS_UNKNOWN_SEAT`, `GO_STATUS_WRONG_SEAT` first.
//
// # Safety
// As `go_game_place_free_handicap`.
enum GoStatus go_game_place_free_handicap_as(struct GoGame *game,
                                             GoColor side,
                                             uint8_t number,
                                             const struct GoPoint *points,
                                             size_t count);

// Replays a recorded move by side `side` as a record demands, even where
// the rules forbid it (go-core's `Game::replay_move`, RULES.md section 3):
// a stone on an occupied point replaces the stone there, a forbidden
// suicide removes the mover's chain, a ko or superko violation stands,
// a move by the side not to move first records a pass for the other, and
// a move after play ended on the board (two passes, a count, a long
// cycle, an Atari Go capture) resumes play; a game ended by a
// resignation, a loss on time or a forfeit stays over. `pass` true
// replays a pass (`x`, `y` ignored).
//
// Writes to `*out_irregularities` (when not NULL) the irregularities
// applied, as a bit set: bit `1 << GO_IRREGULARITY_X` for each
// `GO_IRREGULARITY_X` (0 for a regular move). Each move made also carries
// its irregularity in `go_game_move_at`.
//
// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_COLOR`; `GO_STATUS_OFF_BOARD` (nothing can be
// applied); `GO_STATUS_NOT_PLAYING` before a free handicap is placed
// (play has not begun: place it first with
// `go_game_place_free_handicap`); `GO_STATUS_GAME_OVER` after a
// resignation, a loss on time or a forfeit; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_play`; `out_irregularities` is NULL or valid for writing a
// `uint32_t`.
enum GoStatus go_game_replay_move(struct GoGame *game,
                                  GoColor side,
                                  bool pass,
                                  uint32_t x,
                                  uint32_t y,
                                  uint32_t *out_irregularities);

// Sets who moves next, as SGF's `PL` does (go-core's `Game::set_player`);
// the seat to move is that side's next seat in its rotation. Recorded.
//
// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_COLOR`; `GO_STATUS_WRONG_PHASE` outside play;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_play`.
enum GoStatus go_game_set_player(struct GoGame *game, GoColor side);

// Changes stones in the middle of a game, as SGF's `AB`, `AW` and `AE` do
// (go-core's `Game::edit_stones`): each point of `edits[0..count]` gets
// its colour or becomes empty, with no captures (a point listed twice
// takes its last edit); the superko history starts afresh and counting
// marks are withdrawn. Recorded. Edits that leave every point as it was
// (`count` 0, or each point given the colour it has) do nothing: not
// recorded, and a ko ban stays.
//
// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_LENGTH`; `GO_STATUS_WRONG_PHASE` in a finished game
// or before a free handicap is placed (judged before `edits` is read);
// `GO_STATUS_INVALID_COLOR`; `GO_STATUS_SETUP_OFF_BOARD`,
// `GO_STATUS_SETUP_NO_LIBERTIES`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_play`; `edits` is NULL or valid for reading `count` edits.
enum GoStatus go_game_edit_stones(struct GoGame *game,
                                  const struct GoStoneEdit *edits,
                                  size_t count);

// Takes a game in the counting phase back to play without a count, as
// GTP and SGF records do when a move follows two passes (go-core's
// `Game::resume`). Recorded. In a timed game the clocks stay stopped:
// `go_game_start_clock` starts the clock of the side to move.
//
// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_WRONG_PHASE` outside counting; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// As `go_game_play`.
enum GoStatus go_game_resume(struct GoGame *game);

// Writes the game's record as JSON text, NUL-terminated, by the
// caller-buffer convention. `go_game_from_record_json` reads it back into
// the same game.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `buf` is NULL or valid for writing `len` bytes; `out_needed` is NULL or
// valid for writing a `size_t`.
enum GoStatus go_game_record_json(const struct GoGame *game,
                                  char *buf,
                                  size_t len,
                                  size_t *out_needed);

// Makes the game a JSON record (NUL-terminated, as `go_game_record_json`
// writes it) describes: its setup, with its events replayed in order
// through the same calls that made them (go-core's `Game::from_record`).
// The library does not keep the pointer.
//
// Ownership: on `GO_STATUS_OK`, `*out_game` receives a new game that the
// caller owns and releases with `go_game_free`; on error it is set to
// NULL (unless `out_game` is NULL).
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_UTF8`;
// `GO_STATUS_INVALID_JSON` for text that is not a record's JSON, values
// no setup can hold included (a size outside 1..=52 such as `[0,9]`: the
// JSON reader refuses it as a value); a setup status (2xx) when the
// setup is refused (a komi beyond ±10000, a handicap the board does not
// take, an Atari Go goal of 0 stones: `GO_STATUS_INVALID_ATARI_GO`);
// `GO_STATUS_INVALID_RECORD` when an event cannot be replayed;
// `GO_STATUS_PANIC`.
//
// # Safety
// `json` is NULL or a NUL-terminated string; `out_game` is NULL or valid
// for writing a pointer.
enum GoStatus go_game_from_record_json(const char *json, struct GoGame **out_game);

// Makes the rules of `preset` for a board of `width` x `height` (the size
// matters for the game site's komi, RULES.md section 9).
//
// Ownership: on `GO_STATUS_OK`, `*out_rules` receives a new handle that
// the caller owns and releases with `go_rules_free`; on error it is set to
// NULL (unless `out_rules` is NULL).
//
// Errors, in this order: `GO_STATUS_NULL_POINTER` (`out_rules`);
// `GO_STATUS_INVALID_ENUM` for a `preset` that is no `GoPreset`;
// `GO_STATUS_INVALID_SIZE`; `GO_STATUS_PANIC`.
//
// # Safety
// `out_rules` is NULL or valid for writing a pointer.
enum GoStatus go_rules_new_preset(GoPreset preset,
                                  uint32_t width,
                                  uint32_t height,
                                  struct GoRules **out_rules);

// Reads rules from their text form, as `go_rules_text` writes it: a
// preset name (`"chinese"`, `"new-zealand"`, ...; case-insensitive, `-`,
// `_` or a space between words) followed by any changed axes as
// `key=value` (`"chinese ko=simple komi=6.5"`). The library does not keep
// the pointer. The text names no board size, so a preset whose komi
// depends on it (the game site's, RULES.md section 9) gets its 19x19
// komi unless the text gives one: for another size use
// `go_rules_new_preset` or `go_game_new`, or write `komi=`.
//
// Ownership: as `go_rules_new_preset`.
//
// Errors, in this order: `GO_STATUS_NULL_POINTER` (`text` or
// `out_rules`); `GO_STATUS_INVALID_UTF8`; `GO_STATUS_UNKNOWN_NAME` for an
// unknown preset, axis or value (a komi too); `GO_STATUS_PANIC`.
//
// # Safety
// `text` is NULL or a NUL-terminated string; `out_rules` is NULL or valid
// for writing a pointer.
enum GoStatus go_rules_parse(const char *rules_text, struct GoRules **out_rules);

// A copy of the rules `game` is played under, as a new handle.
//
// Ownership: as `go_rules_new_preset`.
//
// Errors: `GO_STATUS_NULL_POINTER` (`game` or `out_rules`);
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `out_rules` is NULL or valid for writing a pointer.
enum GoStatus go_game_rules(const struct GoGame *game, struct GoRules **out_rules);

// Releases rules made by `go_rules_new_preset`, `go_rules_parse` or
// `go_game_rules`. NULL does nothing.
//
// # Safety
// `rules` is NULL or a rules handle not freed yet that no other thread is
// using.
void go_rules_free(struct GoRules *rules);

// Sets the ko rule (RULES.md section 3).
//
// Errors (the rules are then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_ENUM` for a value that is no `GoKoRule`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`. The same for every
// `go_rules_set_*` that takes an enum.
//
// # Safety
// `rules` is NULL or a live rules handle that no other thread is using.
// The same for every `go_rules_set_*`.
enum GoStatus go_rules_set_ko(struct GoRules *rules, GoKoRule ko);

// Sets the suicide rule (RULES.md section 2). Errors as `go_rules_set_ko`.
//
// # Safety
// As `go_rules_set_ko`.
enum GoStatus go_rules_set_suicide(struct GoRules *rules, GoSuicide suicide);

// Sets the counting method (RULES.md section 4). Errors as
// `go_rules_set_ko`.
//
// # Safety
// As `go_rules_set_ko`.
enum GoStatus go_rules_set_counting(struct GoRules *rules, GoCounting counting);

// Sets the handicap compensation (RULES.md section 5). Errors as
// `go_rules_set_ko`.
//
// # Safety
// As `go_rules_set_ko`.
enum GoStatus go_rules_set_handicap_bonus(struct GoRules *rules, GoHandicapBonus bonus);

// Sets what a long cycle gives (RULES.md section 3). Errors as
// `go_rules_set_ko`.
//
// # Safety
// As `go_rules_set_ko`.
enum GoStatus go_rules_set_cycle_outcome(struct GoRules *rules, GoCycleOutcome outcome);

// Sets whether dead stones are removed before counting (RULES.md section
// 4). Errors as `go_rules_set_ko`.
//
// # Safety
// As `go_rules_set_ko`.
enum GoStatus go_rules_set_dead_stones(struct GoRules *rules, GoDeadStones dead);

// Sets the pass stones rule (RULES.md section 4, AGA). Errors as
// `go_rules_set_ko`.
//
// # Safety
// As `go_rules_set_ko`.
enum GoStatus go_rules_set_pass_stones(struct GoRules *rules, GoPassStones pass_stones);

// Sets who moves first after a rejected count (RULES.md section 4).
// Errors as `go_rules_set_ko`.
//
// # Safety
// As `go_rules_set_ko`.
enum GoStatus go_rules_set_resume_order(struct GoRules *rules, GoResumeOrder order);

// Sets how unfilled dame count (RULES.md section 4). Errors as
// `go_rules_set_ko`.
//
// # Safety
// As `go_rules_set_ko`.
enum GoStatus go_rules_set_unfilled_dame(struct GoRules *rules, GoUnfilledDame dame);

// Sets komi, in half points (13 is 6.5; negative komi is paid by White).
//
// Errors (the rules are then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_KOMI` beyond +-10000 points (+-20000 half points);
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_rules_set_ko`.
enum GoStatus go_rules_set_komi(struct GoRules *rules, int32_t komi_half_points);

// Sets one axis from its text form, as in `go_rules_text`: the key `ko`,
// `suicide`, `counting`, `komi`, `handicap_bonus`, `cycle_outcome`,
// `dead_stones`, `pass_stones`, `resume_order` or `unfilled_dame`, and
// the value's name (`"situational_superko"`, `"6.5"`).
//
// Errors (the rules are then unchanged): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_INVALID_UTF8`; `GO_STATUS_UNKNOWN_NAME` for an unknown key
// or value; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_rules_set_ko`; `key` and `value` are NULL or NUL-terminated
// strings.
enum GoStatus go_rules_set_axis(struct GoRules *rules, const char *key, const char *value);

// Writes every axis of `rules` to `*out_info`.
//
// Errors (nothing written): `GO_STATUS_NULL_POINTER`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `rules` is NULL or a live rules handle that no other thread is
// changing; `out_info` is NULL or valid for writing a `GoRulesInfo`.
enum GoStatus go_rules_info(const struct GoRules *rules, struct GoRulesInfo *out_info);

// Writes the rules as text, NUL-terminated, by the caller-buffer
// convention (`buf = NULL, len = 0` asks for the length, NUL included, in
// `*out_needed`): the preset's name and each axis that differs from it,
// as `"chinese ko=simple komi=6.5"`; `go_rules_parse` reads it back.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `rules` is NULL or a live rules handle that no other thread is
// changing; `buf` is NULL or valid for writing `len` bytes; `out_needed`
// is NULL or valid for writing a `size_t`.
enum GoStatus go_rules_text(const struct GoRules *rules, char *buf, size_t len, size_t *out_needed);

// Reads an SGF collection from the `len` bytes at `bytes` (go-core's
// `SgfCollection::parse_with`): FF\[1\]..FF\[4\], every property kept, in
// `mode` (`GO_PARSE_MODE_STRICT`: the first deviation from SGF's grammar
// is an error; `GO_PARSE_MODE_LENIENT`: common damage repaired, each
// repair a warning, see `go_sgf_warnings`). `charset` names the character
// set to read the text in (a label such as `"UTF-8"`, `"GB18030"`,
// `"Shift_JIS"`, `"ISO-8859-1"`, overruling the file's `CA`), or is NULL
// to decide from the bytes, in this order: a byte-order mark; bytes that
// are valid UTF-8 (overruling a `CA` that names another set, except
// `CA[ISO-2022-JP]`, whose 7-bit text is always valid UTF-8); the `CA`
// when its set is known (a `CA[UTF-8]` only over bytes that are mostly
// UTF-8); with no known `CA`, UTF-8 for bytes with four well-formed
// non-ASCII characters or more to each malformed sequence; else detection
// from the bytes. The library does
// not keep `bytes` or `charset`.
//
// Ownership: on `GO_STATUS_OK`, `*out_collection` receives a new handle
// that the caller owns and releases with `go_sgf_free`; on error it is set
// to NULL (unless `out_collection` is NULL).
//
// Errors: `GO_STATUS_NULL_POINTER` (`out_collection`; `bytes` NULL with
// `len > 0`); `GO_STATUS_INVALID_ENUM` for a mode that is no
// `GoParseMode`; `GO_STATUS_INVALID_UTF8` (`charset`);
// `GO_STATUS_SGF_UNKNOWN_CHARSET`; `GO_STATUS_SGF_INPUT_TOO_LARGE` (more
// than 4 GiB − 3 bytes; also any length over `PTRDIFF_MAX`); `GO_STATUS_SGF_BINARY_INPUT`;
// `GO_STATUS_SGF_NO_GAME_TREE`; in strict mode `GO_STATUS_SGF_UNEXPECTED`,
// `GO_STATUS_SGF_UNEXPECTED_END`, `GO_STATUS_SGF_INVALID_IDENTIFIER`;
// `GO_STATUS_PANIC`. The line and column of an SGF error:
// `go_sgf_error_position`.
//
// # Safety
// `bytes` is NULL or valid for reading `len` bytes; `charset` is NULL or
// a NUL-terminated string; `out_collection` is NULL or valid for writing
// a pointer.
enum GoStatus go_sgf_read(const uint8_t *bytes,
                          size_t len,
                          GoParseMode mode,
                          const char *charset,
                          struct GoSgfCollection **out_collection);

// Releases a collection. NULL does nothing. Games replayed from it live
// on.
//
// # Safety
// `collection` is NULL or a collection handle not freed yet that no other
// thread is using.
void go_sgf_free(struct GoSgfCollection *collection);

// Writes the number of games (game trees) in the collection to
// `*out_count`.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// `collection` is NULL or a live collection handle that no other thread is
// changing; `out_count` is NULL or valid for writing a `size_t`.
enum GoStatus go_sgf_game_count(const struct GoSgfCollection *collection, size_t *out_count);

// Writes the game information property `property` (its identifier in
// upper case, as `"PB"`, `"KM"`, `"RE"`, `"DT"`, `"RU"`) of game `index`
// (0-based), as text, NUL-terminated, by the caller-buffer convention: its
// first value read by its FF\[4\] type (escapes resolved, decoded from the
// file's character set to UTF-8): SimpleText, line breaks made spaces, for
// the names, ranks, date, event, result, rules and the other game
// information but `GC`; Text, line breaks kept, for `GC` and any other
// property. The root's property, or else a game-info property written in
// a later node of the main line, before the first move or after it (SGF
// FF\[4\] allows it in any node, once on a path; go-core's
// `SgfNode::game_info`, which the replay reads too; found from outside:
// the players, komi and result that `go_sgf_replay` applied were not
// found here).
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_UTF8`;
// `GO_STATUS_SGF_NO_SUCH_VARIATION` for a game index past the end;
// `GO_STATUS_NOT_FOUND` when neither the game's root nor, for game
// information, a later node of its main line has such a property;
// `GO_STATUS_BUFFER_TOO_SMALL`; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `collection` is NULL or a live collection handle that no other thread is
// changing; `property` is NULL or a NUL-terminated string; `buf` is NULL
// or valid for writing `len` bytes; `out_needed` is NULL or valid for
// writing a `size_t`.
enum GoStatus go_sgf_game_info(const struct GoSgfCollection *collection,
                               size_t index,
                               const char *property,
                               char *buf,
                               size_t len,
                               size_t *out_needed);

// Replays the main line of game `index` (0-based) into a new game under
// the record's own rules, komi, handicap, topology, seats and variant
// (go-core's `SgfCollection::replay_with`). In `GO_REPLAY_MODE_TOLERANT`
// moves the rules forbid are applied as RULES.md section 3 says, each
// carrying its `GoIrregularity` in `go_game_move_at` (off-board and
// unreadable values are skipped; refused setup is skipped too: stones
// that leave a chain without liberties are removed, a handicap the game
// refuses leaves its stones as plain setup, Phantom Go declared for a
// team game leaves ordinary Go); `go_sgf_replay_issues` lists all of it.
// In `GO_REPLAY_MODE_STRICT` the first such move or setup is an error.
//
// A record with `AG` and `PG` (a referee's record of an Atari Go game,
// as `go_phantom_write_sgf` writes it) replays as the Atari Go game; the
// referee convention it names is `PG`'s text, read with
// `go_sgf_game_info` (`illegal-only`, `illegal-with-reason`,
// `atari-announcements` or `capture-with-points`), for `go_phantom_new`
// over the game.
//
// The replayed game does not get back a result that no move made (`RE`
// of a resignation, time, a forfeit or a count: after two passes the
// game is in the counting phase with no dead stones marked) nor the clock
// (`TM`, `OT`); read them with `go_sgf_game_info`. A game that must come
// back exactly (phase, marks, result, clocks) travels as JSON:
// `go_game_record_json` and `go_game_from_record_json`.
//
// Ownership: on `GO_STATUS_OK`, `*out_game` receives a new game that the
// caller owns and releases with `go_game_free`; on error it is set to
// NULL (unless `out_game` is NULL).
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_ENUM` for a mode
// that is no `GoReplayMode`; `GO_STATUS_SGF_NO_SUCH_VARIATION` for a game
// index past the end; `GO_STATUS_SGF_NOT_GO`;
// `GO_STATUS_SGF_INVALID_VALUE` in either mode for an `SZ` that is no
// board size (`SZ[0]`, `SZ[53]`, `SZ[-9]`: nothing can be replayed on
// it); in strict mode `GO_STATUS_SGF_INVALID_VALUE` for any other value
// that cannot be read, `GO_STATUS_SGF_SETUP`,
// `GO_STATUS_SGF_OFF_BOARD`, `GO_STATUS_SGF_ILLEGAL_MOVE`,
// `GO_STATUS_SGF_WRONG_COLOR`; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
// The line and column of an SGF error: `go_sgf_error_position`.
//
// # Safety
// `collection` is NULL or a live collection handle that no other thread is
// changing; `out_game` is NULL or valid for writing a pointer.
enum GoStatus go_sgf_replay(const struct GoSgfCollection *collection,
                            size_t index,
                            GoReplayMode mode,
                            struct GoGame **out_game);

// Replays game `index` (0-based) as `go_sgf_replay` does, along a
// variation: at the n-th node from the root take child `path[n]` (0 is
// the main line; see `go_sgf_node_children`), and when the `path_len`
// steps run out follow the main line to the end (go-core's
// `ReplayOptions::path`). The game information (players, komi, rules,
// result) is read along the same line: in a tree of merged games each
// variation may hold its own. `path` may be NULL with `path_len` 0 (the
// main line, as `go_sgf_replay`). The library does not keep `path`.
//
// Ownership: as `go_sgf_replay`.
//
// Errors: those of `go_sgf_replay`; `GO_STATUS_NULL_POINTER` also for
// `path` NULL with `path_len > 0`; `GO_STATUS_INVALID_LENGTH` for a
// `path_len` no array can have; `GO_STATUS_SGF_NO_SUCH_VARIATION` also
// for a path that names a child that is not there.
//
// # Safety
// As `go_sgf_replay`; `path` is NULL or valid for reading `path_len`
// `size_t`.
enum GoStatus go_sgf_replay_path(const struct GoSgfCollection *collection,
                                 size_t index,
                                 GoReplayMode mode,
                                 const size_t *path,
                                 size_t path_len,
                                 struct GoGame **out_game);

// Writes to `*out_count` how many children the node of game `index`
// (0-based) at `path` has: the node reached from the game's root by
// taking child `path[0]`, then child `path[1]` of that one, and so on (0
// is the main line; the root itself for `path_len` 0, when `path` may be
// NULL). 0 for the last node of a line; more than 1 where variations
// branch. With `go_sgf_node_property` and `go_sgf_replay_path`, a caller
// walks a game's tree of variations (go-core's `SgfNode::children`).
// Each call walks `path` from the root: its cost grows with `path_len`,
// so that visiting every node of a line of n moves this way costs in
// the order of n * n steps (found from outside: 100,000 nodes took 24 s).
// A caller that only reads a line replays it with `go_sgf_replay_path`,
// or reads the record's text itself.
//
// Errors: `GO_STATUS_NULL_POINTER` (`out_count`; `path` NULL with
// `path_len > 0`); `GO_STATUS_INVALID_LENGTH`;
// `GO_STATUS_SGF_NO_SUCH_VARIATION` for a game index past the end or a
// path that names a child that is not there; `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// `collection` is NULL or a live collection handle that no other thread is
// changing; `path` is NULL or valid for reading `path_len` `size_t`;
// `out_count` is NULL or valid for writing a `size_t`.
enum GoStatus go_sgf_node_children(const struct GoSgfCollection *collection,
                                   size_t index,
                                   const size_t *path,
                                   size_t path_len,
                                   size_t *out_count);

// Writes value `value` (0-based) of the property `property` (its
// identifier in upper case, as `"C"` for a comment, `"N"` for a node's
// name, `"B"`, `"W"`, `"AB"`) of the node of game `index` at `path` (see
// `go_sgf_node_children`), as text, NUL-terminated, by the caller-buffer
// convention: escapes resolved, decoded from the file's character set to
// UTF-8 (undecodable bytes become U+FFFD), line breaks kept, except for
// the properties SGF FF\[4\] gives the type SimpleText (the game
// information but `GC`, and `N`), whose line breaks are made spaces
// (go-core's `SgfProperty::texts`, `SgfProperty::simple_texts`). A point
// is its two letters as written (`"dd"`). The values of a property are
// numbered 0, 1, ...: a caller reads them until `GO_STATUS_NOT_FOUND`.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_UTF8`
// (`property`); `GO_STATUS_INVALID_LENGTH`;
// `GO_STATUS_SGF_NO_SUCH_VARIATION` for a game index past the end or a
// path that names a child that is not there; `GO_STATUS_NOT_FOUND` when
// the node has no such property, or it has fewer values;
// `GO_STATUS_BUFFER_TOO_SMALL`; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `collection` is NULL or a live collection handle that no other thread is
// changing; `path` is NULL or valid for reading `path_len` `size_t`;
// `property` is NULL or a NUL-terminated string; `buf` is NULL or valid
// for writing `len` bytes; `out_needed` is NULL or valid for writing a
// `size_t`.
enum GoStatus go_sgf_node_property(const struct GoSgfCollection *collection,
                                   size_t index,
                                   const size_t *path,
                                   size_t path_len,
                                   const char *property,
                                   size_t value,
                                   char *buf,
                                   size_t len,
                                   size_t *out_needed);

// Writes the line and column (1-based; the column counts bytes) of this
// thread's last SGF error (from `go_sgf_read`, `go_sgf_replay` or
// `go_sgf_replay_path`) to `*out_line` and `*out_column`.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_NOT_FOUND` when the last
// such call did not fail with an SGF error, or failed with one that
// points nowhere in the text (an unknown character set, an input too
// large, a game index); `GO_STATUS_PANIC`. Thread-safe (each thread has
// its own).
//
// # Safety
// The out-pointers are NULL or valid for writing a `size_t`.
enum GoStatus go_sgf_error_position(size_t *out_line, size_t *out_column);

// Writes this thread's last SGF error as English text, NUL-terminated, by
// the caller-buffer convention (`"line 3, column 14: unexpected 'x', expected
// ..."`).
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_NOT_FOUND` when the last
// `go_sgf_read`, `go_sgf_replay` or `go_sgf_replay_path` of this thread
// did not fail with an SGF error; `GO_STATUS_BUFFER_TOO_SMALL`; `GO_STATUS_PANIC`.
// Thread-safe.
//
// # Safety
// `buf` is NULL or valid for writing `len` bytes; `out_needed` is NULL or
// valid for writing a `size_t`.
enum GoStatus go_sgf_error_message(char *buf, size_t len, size_t *out_needed);

// Writes the repairs and heuristics of the read (lenient parsing's
// repairs, the character set chosen, ...) as English text, one warning a
// line (`"line 1, column 9: ..."`), NUL-terminated, by the caller-buffer
// convention; the empty string when there were none.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `collection` is NULL or a live collection handle that no other thread is
// changing; `buf` is NULL or valid for writing `len` bytes; `out_needed`
// is NULL or valid for writing a `size_t`.
enum GoStatus go_sgf_warnings(const struct GoSgfCollection *collection,
                              char *buf,
                              size_t len,
                              size_t *out_needed);

// Writes the warnings of `go_sgf_warnings` that concern game `index`
// (0-based; go-core's `SgfCollection::game_warnings`; the warnings of its
// game information are `go_sgf_game_warnings`'): the parse's repairs
// in that game's tree (from its `(` to the next tree's; text before the
// first tree goes with the first, trees left open at the end of the input
// with the last) and the character-set decisions, which concern every
// game. As English text, one warning a line, NUL-terminated, by the
// caller-buffer convention; the empty string when there were none.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_SGF_NO_SUCH_VARIATION` for
// a game index past the end; `GO_STATUS_BUFFER_TOO_SMALL`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_sgf_warnings`.
enum GoStatus go_sgf_game_parse_warnings(const struct GoSgfCollection *collection,
                                         size_t index,
                                         char *buf,
                                         size_t len,
                                         size_t *out_needed);

// Writes the warnings of game `index`'s (0-based) game information, as
// `go_sgf_replay` reads it, as English text, one warning a line
// (`"line 1, column 14: ..."`), NUL-terminated, by the caller-buffer
// convention; the empty string when there were none. They say where a
// value was read by a heuristic (go-core's `WarningKind::KomiHeuristic`:
// `KM[750]` as komi x100, 7.5; `KM[3.75]` as Chinese komi in stones, 7.5
// points; a decimal comma), where `RU` named no known rule set (the
// default rules apply), where a value could not be read (tolerant
// reading leaves it unknown; strict replay refuses it), and where `HA[n]`
// does not match the black setup stones before the first move (the
// stones are then an ordinary setup, with no handicap compensation).
// The game is replayed tolerantly to find the last.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_SGF_NO_SUCH_VARIATION` for
// a game index past the end; `GO_STATUS_SGF_NOT_GO`,
// `GO_STATUS_SGF_INVALID_VALUE` (an `SZ` that is no board size) when the
// game cannot be replayed at all; `GO_STATUS_BUFFER_TOO_SMALL`;
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// As `go_sgf_warnings`.
enum GoStatus go_sgf_game_warnings(const struct GoSgfCollection *collection,
                                   size_t index,
                                   char *buf,
                                   size_t len,
                                   size_t *out_needed);

// Writes what the tolerant replay of game `index`'s (0-based) main line
// (`go_sgf_replay` in `GO_REPLAY_MODE_TOLERANT`) applied or skipped
// (go-core's `Replay::issues`), as English text, one a line,
// NUL-terminated, by the caller-buffer convention; the empty string when
// the record replayed cleanly. Each line is `line L, column C: move N:
// category`, then `: detail` where there is one, its line breaks written
// as spaces (move 0: the setup
// before the first move; the categories: `occupied`, `suicide`, `ko`,
// `superko`, `implied_pass`, `play_after_end`, `off_board`,
// `unreadable_move`, `setup_point`, `setup_refused`, `setup_twice`,
// `unreadable_value`). For example `line 1, column 58: move 0:
// setup_refused: incompatible options: Phantom Go cannot be played by a
// side with more than one seat`: the game was replayed as ordinary Go.
// The irregular moves are also in `go_game_move_at`; the setup refused
// (a handicap, a variant, stones without liberties) and the values
// skipped are only here.
//
// Errors: as `go_sgf_game_warnings`.
//
// # Safety
// As `go_sgf_warnings`.
enum GoStatus go_sgf_replay_issues(const struct GoSgfCollection *collection,
                                   size_t index,
                                   char *buf,
                                   size_t len,
                                   size_t *out_needed);

// Writes the name of the character set the text was read in (`"UTF-8"`,
// `"GB18030"`, ...), NUL-terminated, by the caller-buffer convention. The
// names are the WHATWG Encoding Standard's: `CA[ISO-8859-1]` is read as
// its superset `"windows-1252"`, as web browsers read it.
//
// Errors: as `go_sgf_warnings`.
//
// # Safety
// As `go_sgf_warnings`.
enum GoStatus go_sgf_charset(const struct GoSgfCollection *collection,
                             char *buf,
                             size_t len,
                             size_t *out_needed);

// Writes the collection back as SGF bytes: the same tree, the property
// identifiers as written and the values' raw bytes as read, in the same
// character set (go-core's `SgfCollection::to_bytes`); the white space
// between nodes and properties is not kept (a new line follows the root
// node and ends each game tree). No final NUL, by the caller-buffer
// convention.
//
// Errors: as `go_sgf_warnings`; `GO_STATUS_OUT_OF_MEMORY` when the memory for the record written out
// cannot be had (it is reserved, its exact size counted first, before
// anything is written; nothing is written to `buf` then).
//
// # Safety
// `collection` is NULL or a live collection handle that no other thread is
// changing; `buf` is NULL or valid for writing `len` bytes; `out_needed`
// is NULL or valid for writing a `size_t`.
enum GoStatus go_sgf_write(const struct GoSgfCollection *collection,
                           uint8_t *buf,
                           size_t len,
                           size_t *out_needed);

// Writes the game as an SGF record (go-core's `SgfCollection::from_game`:
// FF\[4\], UTF-8, the setup as root properties, every move, the result),
// as bytes with no final NUL, by the caller-buffer convention. A move a
// tolerant replay made irregularly is written as the record gave it (one
// colour moving twice is written without the pass the replay implied):
// such a record replays tolerantly to the same game, and a strict replay
// refuses it as it refused its source. SGF is for
// other programs and people: `go_sgf_replay` of it gives the position and
// the moves, not the result, marks or clock (see there).
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
// `GO_STATUS_OUT_OF_MEMORY` when the memory for the record written out
// cannot be had (it is reserved, its exact size counted first, before
// anything is written; nothing is written to `buf` then; the record's
// tree built from the game before it, some 20 times the text's size for
// a long game, is not covered: a process without the memory for that
// aborts);
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` is NULL or a live game handle that no other thread is changing;
// `buf` is NULL or valid for writing `len` bytes; `out_needed` is NULL or
// valid for writing a `size_t`.
enum GoStatus go_game_write_sgf(const struct GoGame *game,
                                uint8_t *buf,
                                size_t len,
                                size_t *out_needed);

// Writes the game as an SGF record, as `go_game_write_sgf` does, for a game
// replayed from game `index` (0-based) of `collection`, keeping what the
// record says beyond the game (go-core's
// `SgfCollection::from_game_with_source`): the record's root game
// information (`PB`, `PW`, `BR`, `WR`, `DT`, `EV`, `GN`, `C` and every
// other property that does not describe the setup); its `RE` while the
// game has no result of its own and has made exactly the record's main
// line (a move played on or taken back leaves it out); its `TM` and `OT`
// when the game has no clock; and, on each move of the main line that the
// game still makes, in order, that node's other properties (comments,
// marks, times left) and those of the nodes without a move before it; the
// nodes after the record's last move (a closing comment) when the game has
// made exactly its moves; the record's count marks (`TB`, `TW`) only while
// the game has made exactly its moves and has no result of its own. Bytes with no final NUL, by the caller-buffer
// convention.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_SGF_NO_SUCH_VARIATION` for
// a game index past the end of the collection;
// `GO_STATUS_BUFFER_TOO_SMALL`; `GO_STATUS_OUT_OF_MEMORY` when the memory for the record written out
// cannot be had (it is reserved, its exact size counted first, before
// anything is written; nothing is written to `buf` then; the record's
// tree built from the game and the source's properties before it, some
// 20 to 40 times the text's size for a long game, is not covered: a
// process without the memory for that aborts);
// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
//
// # Safety
// `game` and `collection` are NULL or live handles of their types that no
// other thread is changing; `buf` is NULL or valid for writing `len`
// bytes; `out_needed` is NULL or valid for writing a `size_t`.
enum GoStatus go_game_write_sgf_with_source(const struct GoGame *game,
                                            const struct GoSgfCollection *collection,
                                            size_t index,
                                            uint8_t *buf,
                                            size_t len,
                                            size_t *out_needed);

// Writes the game as `go_game_write_sgf_with_source` does, for a game
// replayed from a variation of game `index` (0-based) of `collection`
// (`go_sgf_replay_path` with the same `path`: child indexes from the
// root, then the first children; `path_len` 0, when `path` may be NULL,
// is the main line): the game information and the nodes' other
// properties are taken along that line (go-core's
// `SgfCollection::from_game_with_source_path`; found from outside: C had
// no way to write a variation of merged games with its own players,
// result and comments, which the Python module's `Game.to_sgf` has).
// Bytes with no final NUL, by the caller-buffer convention.
//
// Errors: `GO_STATUS_NULL_POINTER` (as `go_game_write_sgf_with_source`;
// `path` NULL with `path_len > 0`); `GO_STATUS_INVALID_LENGTH`;
// `GO_STATUS_SGF_NO_SUCH_VARIATION` for a game index past the end of the
// collection or a path that names a child that is not there (nothing is
// written then, as `go_sgf_replay_path` refuses the same path);
// `GO_STATUS_BUFFER_TOO_SMALL`; `GO_STATUS_OUT_OF_MEMORY` (as
// `go_game_write_sgf_with_source`); `GO_STATUS_POISONED`,
// `GO_STATUS_PANIC`.
//
// # Safety
// `game` and `collection` are NULL or live handles of their types that no
// other thread is changing; `path` is NULL or valid for reading
// `path_len` `size_t`; `buf` is NULL or valid for writing `len` bytes;
// `out_needed` is NULL or valid for writing a `size_t`.
enum GoStatus go_game_write_sgf_with_source_path(const struct GoGame *game,
                                                 const struct GoSgfCollection *collection,
                                                 size_t index,
                                                 const size_t *path,
                                                 size_t path_len,
                                                 uint8_t *buf,
                                                 size_t len,
                                                 size_t *out_needed);

// The text describing `status`: a static, NUL-terminated, lower-case
// English string such as `"the point already holds a stone"`.
//
// `status` is an `int` so that any value may be passed: a `GoStatus`
// converts to it implicitly, and a number that is no status gives
// `"unknown status code"`.
//
// Ownership: the string is owned by the library and lives as long as the
// program; do not free or modify it. Never returns NULL. Thread-safe.
const char *go_status_message(int status);

// Reads a GTP vertex (`"D4"`: a column letter `A`..`Z` without `I`, then
// the row counted from the bottom in one or two digits, `"D04"` being
// `"D4"`; white space around it ignored) or `"pass"`, case-insensitive, on a
// board of `width` x `height`: writes `*out_pass` and, for a point, its
// column and row (0-based from the top-left corner) to `*out_point`.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_UTF8`;
// `GO_STATUS_INVALID_SIZE`; `GO_STATUS_INVALID_VERTEX` for a text that is
// no vertex of this board; `GO_STATUS_PANIC`.
//
// # Safety
// `vertex` is NULL or a NUL-terminated string; the out-pointers are NULL
// or valid for writing their types.
enum GoStatus go_vertex_parse(uint32_t width,
                              uint32_t height,
                              const char *vertex,
                              struct GoPoint *out_point,
                              bool *out_pass);

// Reads a point as go-core writes it, `"3,4"` or `"(3, 4)"` (column and
// row, 0-based from the top-left corner), into `*out_point`.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_UTF8`;
// `GO_STATUS_INVALID_POINT`; `GO_STATUS_PANIC`.
//
// # Safety
// `point` is NULL or a NUL-terminated string; `out_point` is NULL or
// valid for writing a `GoPoint`.
enum GoStatus go_point_parse(const char *point, struct GoPoint *out_point);

// Reads a seat, `"B1"`, `"w2"` (the side's letter in either case, then the
// seat's number from 1 to 255, leading zeros allowed: `"B01"` is B1; white
// space around it ignored): its side to `*out_side`, its number to
// `*out_number`.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_UTF8`;
// `GO_STATUS_INVALID_SEAT`; `GO_STATUS_PANIC`.
//
// # Safety
// `seat` is NULL or a NUL-terminated string; the out-pointers are NULL or
// valid for writing their types.
enum GoStatus go_seat_parse(const char *seat, GoColor *out_side, uint8_t *out_number);

// Reads a result as this library writes SGF's `RE` (`"B+3.5"`, `"W+R"`,
// `"B+T"`, `"W+F"`, `"B+"`, `"0"`, `"Void"`) into `*out_result`; also
// the long words (`"W+Resign"`, `"B+Time"`, `"W+Forfeit"`, `"Draw"`,
// `"Jigo"`), case-insensitive, white space around it ignored.
// `"B+"` is the library's form of an Atari Go win
// (`GO_RESULT_KIND_CAPTURE`), which `RE` has no word for; in records
// from elsewhere it may mean a win with no reason given: a record's
// `RE` as written is `go_sgf_game_info(..., "RE", ...)`.
//
// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_UTF8`;
// `GO_STATUS_INVALID_RESULT`; `GO_STATUS_PANIC`.
//
// # Safety
// `result` is NULL or a NUL-terminated string; `out_result` is NULL or
// valid for writing a `GoResult`.
enum GoStatus go_result_parse(const char *result, struct GoResult *out_result);

// The version of go-core this library was built from, `major.minor.patch`
// (`"0.1.0"`): compare it with the `GO_CORE_VERSION_MAJOR`, `_MINOR` and
// `_PATCH` constants of the header a program was compiled with.
//
// Ownership: a static string owned by the library; never NULL; do not
// free it. Thread-safe.
const char *go_version(void);

#ifdef __cplusplus
}  // extern "C"
#endif  // __cplusplus

#endif  /* GO_CORE_H */
