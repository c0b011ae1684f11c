//! A scripted GTP exchange: every command's answer on the wire, errors and
//! garbage lines included, and the engine's game checked after the
//! commands that change it.

#![cfg(all(feature = "gtp", feature = "bot"))]

use std::io::Cursor;

use go_core::{BoardSize, BotConfig, Color, GtpEngine, Move, Phase, Point};

fn engine() -> GtpEngine {
    GtpEngine::with_bot(BotConfig::with_playouts(300))
}

/// A new folder of the temporary directory for one test, named after it
/// and this process.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("go-core-gtp-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Sends one raw line; returns the wire response ("" when there is none).
fn send(e: &mut GtpEngine, line: &[u8]) -> String {
    e.handle_line(line).map(|r| r.to_string()).unwrap_or_default()
}

/// Sends each (line, expected wire response) pair in turn.
fn script(e: &mut GtpEngine, steps: &[(&[u8], &str)]) {
    for (i, (line, expected)) in steps.iter().enumerate() {
        let got = send(e, line);
        assert_eq!(got, *expected, "step {i}: {:?}", String::from_utf8_lossy(line));
    }
}

/// The success text of a command, failing the test on an error.
fn ok(e: &mut GtpEngine, line: &str) -> String {
    let r = e.handle_line(line.as_bytes()).unwrap_or_else(|| panic!("no answer to {line:?}"));
    assert!(r.success, "{line:?} failed: {}", r.text);
    r.text
}

fn at(e: &GtpEngine, vertex: &str) -> Option<Color> {
    let size = e.game().board().size();
    e.game().board().get(Point::parse_vertex(vertex, size).unwrap())
}

#[test]
fn protocol_basics_ids_and_garbage() {
    let mut e = engine();
    script(
        &mut e,
        &[
            (b"protocol_version", "= 2\n\n"),
            (b"1 name", "=1 go-core\n\n"),
            (b"2 version\n", &format!("=2 {}\n\n", env!("CARGO_PKG_VERSION"))),
            (b"3 known_command genmove", "=3 true\n\n"),
            (b"known_command go-core-rules", "= true\n\n"),
            (b"known_command frobnicate", "= false\n\n"),
            (b"known_command", "? syntax error\n\n"),
            // Empty lines, white space and comments get no answer at all.
            (b"", ""),
            (b"\n", ""),
            (b" \t \r\n", ""),
            (b"# a comment", ""),
            (b"   # name", ""),
            // Comments after a command, tabs, CR and other control characters.
            (b"4 name # the engine's name", "=4 go-core\n\n"),
            (b"5\tname\r\n", "=5 go-core\n\n"),
            (b"na\x01m\x7fe\x1b", "= go-core\n\n"),
            // Garbage, invalid UTF-8, ids of any length, a lone id.
            (b"frobnicate 1 2 3", "? unknown command\n\n"),
            (b"17 frobnicate", "?17 unknown command\n\n"),
            (b"\xff\xfe\x80 name", "? unknown command\n\n"),
            (b"n\xc3\x28ame", "? unknown command\n\n"),
            (b"123456789012345678901234567890 name", "=123456789012345678901234567890 go-core\n\n"),
            (b"42", "?42 unknown command\n\n"),
            (b"-1 name", "? unknown command\n\n"),
            (b"NAME", "? unknown command\n\n"),
            (b"name extra", "? syntax error\n\n"),
        ],
    );
    let list = ok(&mut e, "list_commands");
    let names: Vec<&str> = list.lines().collect();
    for required in [
        "protocol_version",
        "name",
        "version",
        "known_command",
        "list_commands",
        "quit",
        "boardsize",
        "clear_board",
        "komi",
        "play",
        "genmove",
        "fixed_handicap",
        "place_free_handicap",
        "set_free_handicap",
        "final_score",
        "final_status_list",
        "time_settings",
        "kgs-time_settings",
        "kgs-genmove_cleanup",
        "time_left",
        "loadsgf",
        "printsgf",
        "showboard",
        "undo",
        "go-core-rules",
        "go-core-topology",
        "go-core-atari",
    ] {
        assert!(names.contains(&required), "list_commands lacks {required}");
        assert_eq!(ok(&mut e, &format!("known_command {required}")), "true");
    }
}

/// The answers to words that are no vertex of a 9x9 board.
const V9_XYZ: &str =
    "? syntax error: \"XYZ\" is not a vertex of the 9x9 board: vertices run from A1 to J9, without the letter I\n\n";
const V9_I5: &str =
    "? syntax error: \"I5\" is not a vertex of the 9x9 board: vertices run from A1 to J9, without the letter I\n\n";
const V9_Z9: &str =
    "? syntax error: \"Z9\" is not a vertex of the 9x9 board: vertices run from A1 to J9, without the letter I\n\n";
const V9_A10: &str =
    "? syntax error: \"A10\" is not a vertex of the 9x9 board: vertices run from A1 to J9, without the letter I\n\n";
const V9_A0: &str =
    "? syntax error: \"A0\" is not a vertex of the 9x9 board: vertices run from A1 to J9, without the letter I\n\n";
const V9_A999: &str = "? syntax error: \"A999999999999\" is not a vertex of the 9x9 board: vertices run from A1 to J9, without the letter I\n\n";
const V9_Q16: &str =
    "? syntax error: \"Q16\" is not a vertex of the 9x9 board: vertices run from A1 to J9, without the letter I\n\n";

#[test]
fn board_size_komi_and_play() {
    let mut e = engine();
    script(
        &mut e,
        &[
            (b"boardsize 9", "= \n\n"),
            (b"boardsize", "? syntax error\n\n"),
            (b"boardsize nine", "? syntax error\n\n"),
            (b"boardsize -9", "? syntax error\n\n"),
            (b"boardsize 99999999999999999999999", "? syntax error\n\n"),
            (b"boardsize 0", "? unacceptable size\n\n"),
            (b"boardsize 26", "? unacceptable size\n\n"),
            (b"boardsize 52", "? unacceptable size\n\n"),
            (b"clear_board", "= \n\n"),
            (b"komi 6.5", "= \n\n"),
            (b"komi -3", "= \n\n"),
            (b"komi 7.5", "= \n\n"),
            (b"komi seven", "? syntax error\n\n"),
            (b"komi", "? syntax error\n\n"),
            (b"komi 6.25", "? komi must be a multiple of 0.5 within +-10000\n\n"),
            (b"komi 1e300", "? komi must be a multiple of 0.5 within +-10000\n\n"),
            (b"play black E5", "= \n\n"),
            (b"play white E5", "? illegal move\n\n"),
            (b"play w e6", "= \n\n"),
            (b"play x D4", "? syntax error\n\n"),
            (b"play b", "? syntax error\n\n"),
            (b"play b D4 D5", "? syntax error\n\n"),
            // A word that is no vertex, or a vertex off this board (GNU Go:
            // "invalid coordinate"), is a syntax error that names the
            // board's vertices.
            (b"play b XYZ", V9_XYZ),
            (b"play b I5", V9_I5),
            (b"play b Z9", V9_Z9),
            (b"play b A10", V9_A10),
            (b"play b A0", V9_A0),
            (b"play b A999999999999", V9_A999),
            // GTP lets the same colour play twice.
            (b"play WHITE pass", "= \n\n"),
            (b"play W D5", "= \n\n"),
        ],
    );
    let game = e.game();
    assert_eq!(game.board().size(), BoardSize::NINE);
    assert_eq!(game.rules().komi().to_string(), "7.5");
    assert_eq!(at(&e, "E5"), Some(Color::Black));
    assert_eq!(at(&e, "E6"), Some(Color::White));
    assert_eq!(at(&e, "D5"), Some(Color::White));
    assert_eq!(e.game().moves().len(), 4);
    assert_eq!(e.game().to_move(), Color::Black);
    // boardsize clears the board; komi stays.
    ok(&mut e, "boardsize 13");
    assert_eq!(e.game().board().size(), BoardSize::THIRTEEN);
    assert!(e.game().moves().is_empty());
    assert_eq!(e.game().rules().komi().to_string(), "7.5");
}

/// Found from outside: under situational superko (AGA, New Zealand), a
/// `play` for the colour not to move made the engine forget the position
/// with the side that had been to move, so that a later move recreating
/// that situation was accepted. On 2x2: X./.X with White to move stands
/// after Black's B1; Black moves again, and Black's A2 at the end makes
/// X./.X with White to move once more.
#[test]
fn situational_superko_remembers_the_side_a_play_for_the_other_colour_skipped() {
    for rules in ["aga", "new-zealand"] {
        let mut e = engine();
        ok(&mut e, "boardsize 2");
        ok(&mut e, &format!("go-core-rules {rules}"));
        for line in ["play b A2", "play w B2", "play b B1", "play b B2", "play w A1", "play b B1", "play w pass"] {
            ok(&mut e, line);
        }
        script(&mut e, &[(b"play b A2", "? illegal move\n\n")]);
        // With the pass made explicitly, the same.
        let mut e = engine();
        ok(&mut e, "boardsize 2");
        ok(&mut e, &format!("go-core-rules {rules}"));
        for line in
            ["play b A2", "play w B2", "play b B1", "play w pass", "play b B2", "play w A1", "play b B1", "play w pass"]
        {
            ok(&mut e, line);
        }
        script(&mut e, &[(b"play b A2", "? illegal move\n\n")]);
    }
}

#[test]
fn captures_ko_and_undo() {
    let mut e = engine();
    ok(&mut e, "boardsize 9");
    // A ko in the lower left:
    // . X O .      row 3: B3 X, C3 O
    // X O . O      row 2: A2 X, B2 O, D2 O
    // . X O .      row 1: B1 X, C1 O
    for line in ["play b B3", "play w C3", "play b A2", "play w B2", "play b B1", "play w C1", "play w D2"] {
        ok(&mut e, line);
    }
    // Black captures B2 by playing C2: a ko.
    ok(&mut e, "play b C2");
    assert_eq!(at(&e, "B2"), None);
    assert_eq!(e.game().prisoners().black, 1);
    script(&mut e, &[(b"play w B2", "? illegal move\n\n")]);
    // A ko threat elsewhere, an answer, then the retake is legal.
    ok(&mut e, "play w H8");
    ok(&mut e, "play b H7");
    ok(&mut e, "play w B2");
    assert_eq!(at(&e, "C2"), None);
    assert_eq!(e.game().prisoners().white, 1);
    // Undo takes back the retake, with its capture.
    let before = e.game().moves().len();
    script(&mut e, &[(b"undo", "= \n\n"), (b"undo extra", "? syntax error\n\n")]);
    assert_eq!(e.game().moves().len(), before - 1);
    assert_eq!(at(&e, "C2"), Some(Color::Black));
    assert_eq!(at(&e, "B2"), None);
    assert_eq!(e.game().prisoners().white, 0);
    assert_eq!(e.game().to_move(), Color::White);
    while !e.game().moves().is_empty() {
        ok(&mut e, "undo");
    }
    assert_eq!(e.game().board().stone_count(Color::Black), 0);
    script(&mut e, &[(b"undo", "? cannot undo\n\n")]);
}

#[test]
fn showboard_draws_the_position() {
    let mut e = engine();
    ok(&mut e, "boardsize 5");
    ok(&mut e, "play b C3");
    ok(&mut e, "play w D4");
    let board = send(&mut e, b"7 showboard");
    let expected = "=7 \n   A B C D E\n 5 . . . . . 5\n 4 . . . O . 4\n 3 . . X . . 3\n 2 . . . . . 2\n 1 . . . . . 1\n   A B C D E\nto move: Black; prisoners: Black (X) 0, White (O) 0; komi 7.5\n\n";
    assert_eq!(board, expected);
    script(&mut e, &[(b"showboard 1", "? syntax error\n\n")]);
    // A 19x19 board: two-digit rows stay aligned and I is skipped.
    ok(&mut e, "boardsize 19");
    ok(&mut e, "play b T19");
    let board = ok(&mut e, "showboard");
    assert!(board.contains("   A B C D E F G H J K L M N O P Q R S T\n"), "{board}");
    assert!(board.contains("19 . . . . . . . . . . . . . . . . . . X 19\n"), "{board}");
    assert!(board.contains(" 1 . . . . . . . . . . . . . . . . . . . 1\n"), "{board}");
}

#[test]
fn handicaps() {
    let mut e = engine();
    ok(&mut e, "boardsize 9");
    script(
        &mut e,
        &[
            (b"fixed_handicap 1", "? invalid number of stones\n\n"),
            (b"fixed_handicap 10", "? invalid number of stones\n\n"),
            (b"fixed_handicap two", "? syntax error\n\n"),
            (b"fixed_handicap", "? syntax error\n\n"),
            (b"fixed_handicap 99999999999999999999", "? syntax error\n\n"),
            (b"fixed_handicap 2", "= C3 G7\n\n"),
            (b"fixed_handicap 2", "? board not empty\n\n"),
        ],
    );
    assert_eq!(e.game().handicap_stones(), 2);
    assert_eq!(e.game().to_move(), Color::White);
    assert_eq!(at(&e, "C3"), Some(Color::Black));
    ok(&mut e, "boardsize 19");
    assert_eq!(ok(&mut e, "fixed_handicap 9"), "D4 Q16 D16 Q4 D10 Q10 K4 K16 K10");
    assert_eq!(e.game().board().stone_count(Color::Black), 9);

    // Free handicap chosen by the engine.
    ok(&mut e, "boardsize 9");
    let text = ok(&mut e, "place_free_handicap 3");
    let vertices: Vec<&str> = text.split_whitespace().collect();
    assert_eq!(vertices.len(), 3);
    for v in &vertices {
        assert_eq!(at(&e, v), Some(Color::Black), "{v}");
    }
    assert_eq!(e.game().to_move(), Color::White);
    script(&mut e, &[(b"place_free_handicap 2", "? board not empty\n\n")]);
    ok(&mut e, "clear_board");
    script(
        &mut e,
        &[
            (b"place_free_handicap 1", "? invalid number of stones\n\n"),
            (b"place_free_handicap 81", "? invalid number of stones\n\n"),
            (b"place_free_handicap x", "? syntax error\n\n"),
        ],
    );
    assert_eq!(ok(&mut e, "place_free_handicap 80").split_whitespace().count(), 80);
    ok(&mut e, "clear_board");

    // Free handicap given by the controller.
    script(
        &mut e,
        &[
            (b"set_free_handicap D4", "? bad vertex list\n\n"),
            (b"set_free_handicap D4 D4", "? bad vertex list\n\n"),
            (b"set_free_handicap D4 pass", "? bad vertex list\n\n"),
            (b"set_free_handicap D4 Q16", V9_Q16),
            (b"set_free_handicap D4 E5 F6", "= \n\n"),
            (b"set_free_handicap A1 A2", "? board not empty\n\n"),
        ],
    );
    assert_eq!(e.game().board().stone_count(Color::Black), 3);
    assert_eq!(e.game().handicap_stones(), 3);
    assert_eq!(e.game().to_move(), Color::White);
    // A handicap then an undo of the first move keeps the stones.
    ok(&mut e, "play w C7");
    ok(&mut e, "undo");
    assert_eq!(e.game().board().stone_count(Color::Black), 3);
    assert_eq!(e.game().board().stone_count(Color::White), 0);
}

#[test]
fn genmove_plays_for_either_colour() {
    let mut e = engine();
    ok(&mut e, "boardsize 9");
    // Before any search the statistics are a failure, not a success in
    // another form (found from outside).
    script(&mut e, &[(b"go-core-stats", "? no search yet\n\n")]);
    let v = ok(&mut e, "genmove b");
    let mv = Move::parse_vertex(&v, BoardSize::NINE).expect("a vertex");
    assert_ne!(mv, Move::Pass, "the bot passed on an empty board");
    assert_eq!(e.game().moves().len(), 1);
    assert_eq!(e.game().moves()[0].mv, mv);
    // Black again, although White is to move.
    let v2 = ok(&mut e, "genmove BLACK");
    assert_eq!(e.game().moves().len(), 2);
    assert_eq!(e.game().moves()[1].color(), Color::Black);
    assert_ne!(v, v2);
    // reg_genmove answers without playing.
    let stones = e.game().board().stone_count(Color::White);
    let r = ok(&mut e, "reg_genmove w");
    assert!(Move::parse_vertex(&r, BoardSize::NINE).is_ok());
    assert_eq!(e.game().board().stone_count(Color::White), stones);
    let stats = ok(&mut e, "go-core-stats");
    assert!(stats.starts_with("playouts "), "{stats}");
    assert!(e.last_search().unwrap().playouts >= 100);
    script(
        &mut e,
        &[
            (b"genmove", "? syntax error\n\n"),
            (b"genmove purple", "? syntax error\n\n"),
            (b"go-core-budget playouts 0", "? syntax error: playouts must be a whole number from 1 to 10000000\n\n"),
            (
                b"go-core-budget playouts 10000001",
                "? syntax error: playouts must be a whole number from 1 to 10000000\n\n",
            ),
            (
                b"go-core-budget millis 0",
                "? syntax error: millis must be a whole number from 1 to 86400000 (a day)\n\n",
            ),
            (
                b"go-core-budget millis 86400001",
                "? syntax error: millis must be a whole number from 1 to 86400000 (a day)\n\n",
            ),
            (b"go-core-budget millis 86400000", "= \n\n"),
            (b"go-core-budget hours 3", "? syntax error: expected `playouts <n>` or `millis <n>`\n\n"),
            (b"go-core-budget playouts 50", "= \n\n"),
            (b"go-core-seed 7", "= \n\n"),
            (b"go-core-seed", "= 7\n\n"),
            (b"go-core-seed 7 8", "? syntax error\n\n"),
            (b"go-core-seed -7", "? syntax error\n\n"),
            (b"go-core-seed +7", "? syntax error\n\n"),
        ],
    );
    ok(&mut e, "genmove w");
    assert!(e.last_search().unwrap().playouts <= 60);
}

#[test]
fn time_settings_set_the_budget() {
    let mut e = engine();
    ok(&mut e, "boardsize 9");
    script(
        &mut e,
        &[
            (b"time_settings 1 2", "? syntax error\n\n"),
            (b"time_settings a b c", "? syntax error\n\n"),
            (b"time_settings -1 0 0", "? syntax error\n\n"),
            (b"time_settings 30 0 0", "= \n\n"),
            (b"time_left b 3 0", "= \n\n"),
            (b"time_left purple 3 0", "? syntax error\n\n"),
            (b"time_left b 3", "? syntax error\n\n"),
            (b"time_left b 99999999999999999 0", "? syntax error\n\n"),
        ],
    );
    // 3 s of main time left over at least 40 expected moves: a short search.
    ok(&mut e, "genmove b");
    let search = e.last_search().unwrap();
    assert!(search.millis < 1000, "{search:?}");
    // Byo-yomi: 2 s for 4 stones.
    ok(&mut e, "time_settings 0 2 4");
    ok(&mut e, "time_left w 2 4");
    ok(&mut e, "genmove w");
    assert!(e.last_search().unwrap().millis < 1000);
    // "No time limit" (a period without stones) goes back to the configured budget.
    ok(&mut e, "time_settings 0 1 0");
    ok(&mut e, "go-core-budget playouts 77");
    ok(&mut e, "genmove b");
    assert_eq!(e.last_search().unwrap().playouts, 77);
    // Every GTP integer is a time (found from outside: 10^9 s was a syntax
    // error).
    ok(&mut e, "time_settings 2147483647 0 0");
    ok(&mut e, "time_left w 1000000000 0");
    ok(&mut e, "time_settings 0 2147483647 2147483647");
    // No time at all, or a period of no length for some stones, is refused
    // with the reason, as `kgs-time_settings` refuses it, and changes
    // nothing (found from outside: `0 0 0` was taken and the engine then
    // searched 1 ms a move).
    script(
        &mut e,
        &[
            (
                b"time_settings 0 0 0",
                "? invalid time control: a clock with no time at all

",
            ),
            (
                b"time_settings 60 0 25",
                "? invalid time control: a Canadian period of 0 ms: give its length, or 0 stones for no overtime

",
            ),
        ],
    );
    let kept = go_core::TimeControl::Canadian { main_ms: 0, stones: 2_147_483_647, period_ms: 2_147_483_647_000 };
    assert_eq!(e.clock(Color::Black).map(|(control, _)| control), Some(kept));
}

/// KGS's `kgs-genmove_cleanup`: where `genmove` passes, counting a lone
/// Black stone dead, the cleanup move captures it first, then passes
/// (found from outside: after a rejected count the computer passed at
/// once, and the stone it called dead was never proven so).
#[test]
fn kgs_genmove_cleanup_captures_the_dead_stones_before_passing() {
    let mut e = engine();
    for line in ["boardsize 9", "clear_board", "komi 7.5", "play b e5", "play w d5", "play w e6", "play b pass"] {
        ok(&mut e, line);
    }
    assert_eq!(ok(&mut e, "reg_genmove w"), "pass");
    assert_eq!(ok(&mut e, "final_status_list dead"), "E5");
    let mut answers = Vec::new();
    while at(&e, "E5") == Some(Color::Black) && answers.len() < 10 {
        let mv = ok(&mut e, "kgs-genmove_cleanup w");
        assert_ne!(mv, "pass", "{answers:?}");
        answers.push(mv);
        ok(&mut e, "play b pass");
    }
    assert_eq!(at(&e, "E5"), None, "{answers:?}");
    assert_eq!(e.game().prisoners().white, 1);
    // Nothing dead is left: the cleanup move is the plain one.
    assert_eq!(ok(&mut e, "kgs-genmove_cleanup w"), "pass");
    assert_eq!(ok(&mut e, "known_command kgs-genmove_cleanup"), "true");
}

/// KGS's `kgs-time_settings`: each time system read into the game clock's
/// control, `time_left` read as that system gives it (in byo-yomi the
/// periods left where GTP has stones), the engine's own moves charged by
/// the game clock's rules, bad settings refused with the reason.
#[test]
fn kgs_time_settings_name_the_time_system() {
    use go_core::{TimeControl, TimeLeft};
    let left = |main_ms, periods, period_ms, stones| TimeLeft { main_ms, periods, period_ms, stones, flagged: false };
    let mut e = engine();
    ok(&mut e, "boardsize 9");
    assert_eq!(e.clock(Color::Black), None);
    // Byo-yomi, 10 minutes and 5 periods of 30 s: before any time_left, the
    // whole clock; in main time; then in the periods.
    ok(&mut e, "kgs-time_settings byoyomi 600 30 5");
    let byo = TimeControl::ByoYomi { main_ms: 600_000, periods: 5, period_ms: 30_000 };
    assert_eq!(e.clock(Color::White), Some((byo, left(600_000, 5, 30_000, 0))));
    ok(&mut e, "time_left b 125 0");
    assert_eq!(e.clock(Color::Black), Some((byo, left(125_000, 5, 30_000, 0))));
    ok(&mut e, "time_left b 20 3");
    assert_eq!(e.clock(Color::Black), Some((byo, left(0, 3, 20_000, 0))));
    // A move made within the period keeps it and starts it afresh (the
    // search takes a share of 20 s, far less).
    ok(&mut e, "genmove b");
    assert!(e.last_search().unwrap().millis < 20_000);
    assert_eq!(e.clock(Color::Black), Some((byo, left(0, 3, 30_000, 0))));
    // Canadian and absolute, case-insensitive as other words.
    ok(&mut e, "kgs-time_settings Canadian 0 300 25");
    let can = TimeControl::Canadian { main_ms: 0, stones: 25, period_ms: 300_000 };
    assert_eq!(e.clock(Color::Black), Some((can, left(0, 0, 300_000, 25))));
    ok(&mut e, "time_left w 100 7");
    assert_eq!(e.clock(Color::White), Some((can, left(0, 0, 100_000, 7))));
    ok(&mut e, "genmove w");
    let w = e.clock(Color::White).unwrap().1;
    assert_eq!((w.stones, w.main_ms), (6, 0));
    assert!(w.period_ms <= 100_000 && w.period_ms > 90_000, "{w:?}");
    ok(&mut e, "kgs-time_settings absolute 60");
    let abs = TimeControl::Absolute { main_ms: 60_000 };
    assert_eq!(e.clock(Color::Black), Some((abs, left(60_000, 0, 0, 0))));
    ok(&mut e, "time_left b 2.5 0");
    assert_eq!(e.clock(Color::Black), Some((abs, left(2_500, 0, 0, 0))));
    ok(&mut e, "genmove b");
    assert!(e.last_search().unwrap().millis < 2_500);
    // No time limit: the configured budget again.
    ok(&mut e, "kgs-time_settings none");
    assert_eq!(e.clock(Color::Black), None);
    ok(&mut e, "go-core-budget playouts 77");
    ok(&mut e, "genmove b");
    assert_eq!(e.last_search().unwrap().playouts, 77);
    // GTP's own command is the Canadian clock, and a period without stones
    // no time limit.
    ok(&mut e, "time_settings 60 30 10");
    let gtp = TimeControl::Canadian { main_ms: 60_000, stones: 10, period_ms: 30_000 };
    assert_eq!(e.clock(Color::White), Some((gtp, left(60_000, 0, 30_000, 10))));
    ok(&mut e, "time_settings 0 30 0");
    assert_eq!(e.clock(Color::White), None);
    script(
        &mut e,
        &[
            (b"kgs-time_settings", "? syntax error\n\n"),
            (b"kgs-time_settings none 5", "? syntax error\n\n"),
            (b"kgs-time_settings absolute", "? syntax error\n\n"),
            (b"kgs-time_settings byoyomi 600 30", "? syntax error\n\n"),
            (b"kgs-time_settings fischer 600 30", "? syntax error\n\n"),
            (b"kgs-time_settings byoyomi 600 30 -1", "? syntax error\n\n"),
            (
                b"kgs-time_settings byoyomi 600 0 5",
                "? invalid time control: byo-yomi periods of 0 ms: give their length, or 0 periods for no overtime\n\n",
            ),
            (b"kgs-time_settings absolute 0", "? invalid time control: a clock with no time at all\n\n"),
        ],
    );
    // A refused setting changes nothing.
    assert_eq!(e.clock(Color::White), None);
    ok(&mut e, "kgs-time_settings byoyomi 0 10 1");
    assert_eq!(e.clock(Color::Black).unwrap().1, left(0, 1, 10_000, 0));
}

/// Found from outside: a `time_left` without `time_settings` was ignored,
/// and a move told 1 s for its last stone took the engine's 5 s. It is
/// taken as it says: here a Canadian period of 1 stone in 1 s.
#[test]
fn time_left_without_time_settings_bounds_the_move() {
    let mut e = engine();
    ok(&mut e, "boardsize 9");
    ok(&mut e, "go-core-budget millis 5000");
    ok(&mut e, "time_left b 1 1");
    ok(&mut e, "genmove b");
    let search = e.last_search().unwrap();
    assert!(search.millis < 1000, "{search:?}");
    // Time for the rest of the game (no stones): a share of it.
    ok(&mut e, "time_left w 2 0");
    ok(&mut e, "genmove w");
    assert!(e.last_search().unwrap().millis < 1000);
    // The last second of sudden death is held in reserve: a 1 ms share,
    // still searched (found from outside: no playout at all, and the first
    // legal point, A9, played).
    ok(&mut e, "time_left b 1 0");
    ok(&mut e, "genmove b");
    assert!(e.last_search().unwrap().playouts >= 16, "{:?}", e.last_search());
}

/// A 9x9 position split down the middle: Black owns columns A-E, White F-J,
/// with one dead white stone (in atari) inside Black's area.
fn split_board(e: &mut GtpEngine) {
    ok(e, "boardsize 9");
    ok(e, "komi 0");
    for row in 1..=9 {
        ok(e, &format!("play b E{row}"));
        ok(e, &format!("play w F{row}"));
    }
    for line in ["play w B5", "play b A5", "play b B6", "play b C5"] {
        ok(e, line);
    }
}

#[test]
fn final_score_and_status() {
    let mut e = GtpEngine::with_bot(BotConfig::with_playouts(2000));
    split_board(&mut e);
    // Black 45 points (B5 is dead), White 36.
    assert_eq!(ok(&mut e, "final_score"), "B+9");
    assert_eq!(ok(&mut e, "final_status_list dead"), "B5");
    let alive = ok(&mut e, "final_status_list alive");
    assert_eq!(alive.lines().count(), 5, "{alive}");
    assert!(alive.lines().any(|l| l.split_whitespace().count() == 9 && l.contains("E1")), "{alive}");
    assert_eq!(ok(&mut e, "final_status_list seki"), "");
    script(
        &mut e,
        &[
            (b"final_status_list", "? syntax error\n\n"),
            (b"final_status_list zombie", "? syntax error\n\n"),
            (b"final_score now", "? syntax error\n\n"),
        ],
    );
    // After two passes the count is the same, through the game's counting.
    ok(&mut e, "play b pass");
    ok(&mut e, "play w pass");
    assert_eq!(e.game().phase(), Phase::Counting);
    assert_eq!(ok(&mut e, "final_score"), "B+9");
    ok(&mut e, "komi 7.5");
    assert_eq!(ok(&mut e, "final_score"), "B+1.5");
    // printsgf writes the count's marks with the estimated dead stone:
    // B5 (`be`) is Black's territory, 33 points in all (45 less Black's
    // 12 living stones), White's 27 (found from outside: B5 was left out,
    // and a reader counting the marks gave White the game). The game
    // itself stays unmarked.
    let sgf = ok(&mut e, "printsgf");
    let marks = |id: &str| -> Vec<String> {
        let after = sgf.split(&format!("{id}[")).nth(1).unwrap_or_else(|| panic!("no {id} in {sgf}"));
        let values = after.split(|c: char| c.is_ascii_uppercase() || c == ')').next().unwrap();
        values.trim_end_matches(']').split("][").map(str::to_owned).collect()
    };
    let (tb, tw) = (marks("TB"), marks("TW"));
    assert_eq!((tb.len(), tw.len()), (33, 27), "{sgf}");
    assert!(tb.contains(&"be".to_owned()), "{sgf}");
    assert!(e.game().dead_stones().is_empty());
    // Play may go on after two passes (GTP has no end of game).
    ok(&mut e, "play b A9");
    assert_eq!(e.game().phase(), Phase::Playing);
    ok(&mut e, "undo");
    assert_eq!(at(&e, "A9"), None);
}

#[test]
fn status_lists_partition_the_stones() {
    // 6 . . . . . .
    // 5 . . . . . .
    // 4 . . . . . .
    // 3 X X X X X X
    // 2 O O O O O X
    // 1 . X X . O X    A1 and D1 are the only liberties of both the
    //   A B C D E F    black B1-C1 and the white chain: a seki.
    //
    // The light playouts of the estimate fill shared liberties, so they may
    // call one side of a seki dead; whatever they say, the three lists
    // partition the stones, and the score removes exactly the dead list.
    let mut e = GtpEngine::with_bot(BotConfig::with_playouts(2000));
    ok(&mut e, "boardsize 6");
    ok(&mut e, "komi 0");
    for v in ["A3", "B3", "C3", "D3", "E3", "F3", "F2", "F1"] {
        ok(&mut e, &format!("play b {v}"));
    }
    for v in ["A2", "B2", "C2", "D2", "E2", "E1"] {
        ok(&mut e, &format!("play w {v}"));
    }
    ok(&mut e, "play b B1");
    ok(&mut e, "play b C1");
    let words = |s: String| s.split_whitespace().map(str::to_owned).collect::<Vec<_>>();
    let seki = words(ok(&mut e, "final_status_list seki"));
    let dead = words(ok(&mut e, "final_status_list dead"));
    let alive = words(ok(&mut e, "final_status_list alive"));
    let mut all: Vec<String> = seki.iter().chain(&dead).chain(&alive).cloned().collect();
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 16);
    assert_eq!(seki.len() + dead.len() + alive.len(), 16);
    assert!(alive.contains(&"A3".to_owned()));
    let score = ok(&mut e, "final_score");
    if dead == ["A2", "B2", "C2", "D2", "E2", "E1"] {
        assert_eq!(score, "B+36");
    } else if dead.is_empty() {
        assert_eq!(score, "B+22");
    }
}

/// Found from outside: an engine reading records under the game site's
/// rules (the `gtp` example's `--rules game-site`) gave a 9x9 record
/// without `KM` the 19x19 komi, 5.5. Without `KM` the komi is the rules'
/// preset komi for the record's size, as `boardsize` gives it; with `KM`,
/// the record's.
#[test]
fn loadsgf_without_komi_takes_the_presets_komi_for_the_records_size() {
    let dir = scratch("komi");
    let mut e = engine();
    e.set_record_rules(go_core::Rules::game_site(BoardSize::NINETEEN));
    for (sz, km, komi) in [(9, "", "3.5"), (13, "", "4.5"), (19, "", "5.5"), (9, "KM[6.5]", "6.5")] {
        let file = dir.join(format!("n{sz}{}.sgf", km.len()));
        std::fs::write(&file, format!("(;GM[1]FF[4]SZ[{sz}]{km};B[dd])")).unwrap();
        ok(&mut e, &format!("loadsgf {}", file.to_str().unwrap()));
        assert_eq!(e.game().rules().komi().to_string(), komi, "SZ[{sz}]{km}");
        assert!(ok(&mut e, "go-core-rules").starts_with("game_site"), "SZ[{sz}]{km}");
        // `boardsize` under the same rules gives the same komi and rules.
        if km.is_empty() {
            let mut fresh = engine();
            ok(&mut fresh, "go-core-rules game_site");
            ok(&mut fresh, &format!("boardsize {sz}"));
            assert_eq!(fresh.game().rules(), e.game().rules());
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Found from outside: what a loaded record set up outlived its game.
/// After a Phantom Go record, `genmove` refused every later game (even
/// after `clear_board` and `boardsize`) until `go-core-atari off`; after
/// a team record, every later game's record had its seats. A new game
/// starts from the engine's own settings: the rules, topology and variant
/// its commands gave, no seats; the board size and komi in force stay.
#[test]
fn a_loaded_records_setup_stays_with_its_game() {
    let dir = scratch("setup");
    let phantom = dir.join("phantom.sgf");
    std::fs::write(&phantom, "(;FF[4]GM[1]SZ[9]KM[7.5]PG[capture-with-points]RU[studio];B[ee];W[cc];B[dc])").unwrap();
    let team = dir.join("team.sgf");
    std::fs::write(&team, "(;FF[4]GM[1]SZ[13]KM[0.5]RU[Japanese]TO[1]GS[B:2][W:2];B[dd];W[jj])").unwrap();
    let mut e = engine();
    ok(&mut e, "go-core-rules japanese");
    for (file, size) in [(&phantom, 9), (&team, 13)] {
        ok(&mut e, &format!("loadsgf {}", file.to_str().unwrap()));
        let loaded = e.game().setup().clone();
        for reset in ["clear_board", "boardsize 9"] {
            ok(&mut e, &format!("loadsgf {}", file.to_str().unwrap()));
            ok(&mut e, reset);
            let setup = e.game().setup();
            assert_eq!(setup.variant, go_core::Variant::Standard, "{reset} after {file:?}");
            assert_eq!(setup.topology, go_core::Topology::Planar, "{reset} after {file:?}");
            assert!(!e.game().table().is_team_game(), "{reset} after {file:?}");
            assert_eq!(e.game().rules().preset(), Some(go_core::Preset::Japanese), "{reset}");
            // The komi of the record stays, as GTP's komi does.
            assert_eq!(e.game().rules().komi(), loaded.rules.komi(), "{reset} after {file:?}");
            let want = if reset == "clear_board" { size } else { 9 };
            assert_eq!(e.game().board().size(), BoardSize::square(want).unwrap());
            let mv = ok(&mut e, "genmove b");
            assert!(!mv.is_empty());
            let sgf = ok(&mut e, "printsgf");
            assert!(!sgf.contains("GS[") && !sgf.contains("PG[") && !sgf.contains("MS["), "{sgf}");
        }
        // The loaded game itself kept what its record says.
        assert!(loaded.variant != go_core::Variant::Standard || loaded.topology != go_core::Topology::Planar);
    }
    // The engine's own variant is what a new game gets.
    ok(&mut e, "go-core-atari 1");
    ok(&mut e, &format!("loadsgf {}", team.to_str().unwrap()));
    ok(&mut e, "clear_board");
    assert_eq!(ok(&mut e, "go-core-atari"), "1");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Found from outside: a file name whose bytes are not UTF-8 was decoded
/// with U+FFFD in place of the bad byte, so that `printsgf` wrote a file
/// of another name and `loadsgf` missed the file. Both refuse such a name,
/// writing nothing; a name with a real U+FFFD (valid UTF-8) is a name.
#[test]
fn file_names_that_are_not_utf8_are_refused() {
    use std::os::unix::ffi::OsStrExt;
    let dir = scratch("latin1");
    let latin1 = dir.join(std::ffi::OsStr::from_bytes(b"lat\xe9.sgf"));
    std::fs::write(&latin1, b"(;SZ[9];B[ee])").unwrap();
    let mut e = engine();
    let refused = "? the file name is not UTF-8: GTP command lines are read as UTF-8 text\n\n";
    for command in [&b"loadsgf "[..], b"printsgf ", b"7 loadsgf "] {
        let mut line = command.to_vec();
        line.extend_from_slice(latin1.as_os_str().as_bytes());
        let want = if command.starts_with(b"7") { format!("?7{}", &refused[1..]) } else { refused.to_owned() };
        assert_eq!(send(&mut e, &line), want);
    }
    assert!(e.game().moves().is_empty());
    let written = dir.join("out\u{FFFD}.sgf");
    let mut line = b"printsgf ".to_vec();
    line.extend_from_slice(dir.as_os_str().as_bytes());
    line.extend_from_slice(b"/out\xe9.sgf");
    assert_eq!(send(&mut e, &line), refused);
    assert!(!written.exists());
    // A control character (U+0085, DEL, 0x01) would be removed from the
    // line: refused too (found from outside: `d\u{85}e.sgf` was written as
    // `de.sgf`); a CR LF line end is no part of the name.
    let control = "? the file name holds a control character, which GTP removes from command lines\n\n";
    for name in ["d\u{85}e.sgf", "f\u{7f}g.sgf", "h\u{1}i.sgf"] {
        assert_eq!(send(&mut e, format!("printsgf {}/{name}", dir.display()).as_bytes()), control);
        assert_eq!(send(&mut e, format!("loadsgf {}/{name}", dir.display()).as_bytes()), control);
    }
    // A real U+FFFD in the name, written as UTF-8, is written and read.
    ok(&mut e, &format!("printsgf {}", written.display()));
    ok(&mut e, &format!("loadsgf {}\r\n", written.display()));
    let names: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|d| d.unwrap().file_name()).collect();
    assert_eq!(names.len(), 2, "{names:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn sgf_load_and_print() {
    let dir = std::env::temp_dir().join(format!("go-core-gtp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.sgf");
    std::fs::write(&file, b"(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese];B[ee];W[gc];B[cg];W[dc])").unwrap();
    let path = file.to_str().unwrap();
    let mut e = engine();
    ok(&mut e, &format!("loadsgf {path}"));
    assert_eq!(e.game().board().size(), BoardSize::NINE);
    assert_eq!(e.game().moves().len(), 4);
    assert_eq!(e.game().rules().komi().to_string(), "6.5");
    assert_eq!(at(&e, "E5"), Some(Color::Black));
    assert_eq!(at(&e, "D7"), Some(Color::White));
    // The record's rules, its komi as a change from the preset's 6.5.
    assert_eq!(ok(&mut e, "go-core-rules"), "japanese");
    // The position before move 3.
    ok(&mut e, &format!("loadsgf {path} 3"));
    assert_eq!(e.game().moves().len(), 2);
    assert_eq!(at(&e, "C3"), None);
    assert_eq!(e.game().to_move(), Color::Black);
    // Undo goes back into the record.
    ok(&mut e, "undo");
    assert_eq!(e.game().moves().len(), 1);
    // A move number past the record's moves, even past 2^32 - 1, loads
    // the whole game.
    ok(&mut e, &format!("loadsgf {path} 4294967296"));
    assert_eq!(e.game().moves().len(), 4);
    ok(&mut e, &format!("loadsgf {path} 99999999999999999999999"));
    assert_eq!(e.game().moves().len(), 4);
    // Anything but digits is refused, and names the word; nothing changes.
    ok(&mut e, &format!("loadsgf {path} 2"));
    for bad in ["x3", "-1", "3.0", "+3"] {
        assert_eq!(
            send(&mut e, format!("loadsgf {path} {bad}").as_bytes()),
            format!("? syntax error: the move number \"{bad}\" is not a whole number\n\n")
        );
        assert_eq!(e.game().moves().len(), 1);
    }
    script(
        &mut e,
        &[
            (b"loadsgf /nonexistent/dir/x.sgf", "? cannot load file: No such file or directory (os error 2)\n\n"),
            // A device would be read forever, a folder cannot be: refused.
            (b"loadsgf /dev/zero", "? cannot load file: not a regular file\n\n"),
            (b"loadsgf /", "? cannot load file: not a regular file\n\n"),
            // A file that reports no size is read only up to the 4 MiB
            // bound (found from outside: /proc's files report 0 bytes).
            (
                b"loadsgf /proc/self/pagemap",
                "? cannot load file: holds more than the 4 MiB read here (its reported size is 0 bytes)\n\n",
            ),
            (b"loadsgf", "? syntax error\n\n"),
            (b"loadsgf a b c", "? syntax error\n\n"),
        ],
    );
    // Found from outside: /proc/kmsg (which waits until the kernel logs
    // something) hung the engine. It is read without waiting (as root, who
    // may read it; else the system's permission error).
    let kmsg = send(&mut e, b"loadsgf /proc/kmsg");
    assert!(kmsg.starts_with("? cannot load file: "), "{kmsg}");
    let garbage = dir.join("garbage.sgf");
    std::fs::write(&garbage, b"\xff\x00 not sgf at all").unwrap();
    let refused = send(&mut e, format!("loadsgf {}", garbage.display()).as_bytes());
    assert!(refused.starts_with("? cannot load file: "), "{refused}");
    let huge = dir.join("huge.sgf");
    std::fs::write(&huge, b"(;GM[1]FF[4]SZ[40];B[aa])").unwrap();
    assert_eq!(
        send(&mut e, format!("loadsgf {}", huge.display()).as_bytes()),
        "? cannot load file: a 40x40 board is larger than GTP can name (25x25)\n\n"
    );
    // A setup whose stones leave a chain without liberties (here the
    // whole 5x5 board black) is not silently left out: refused. The setup
    // is blamed where it is written: in the first move's node (before the
    // move), and in a node after a move. A handicap the game refuses whose
    // stones, taken as plain setup, leave no liberty is refused for the
    // stones.
    let points: String =
        (b'a'..=b'e').flat_map(|x| (b'a'..=b'e').map(move |y| format!("[{}{}]", x as char, y as char))).collect();
    let refusals = [
        ("full", format!("(;GM[1]FF[4]SZ[5]AB{points})"), "line 1, column 18", "A5"),
        ("first", "(;GM[1]SZ[3]\n;AB[aa]AW[ab][ba]B[cc])".to_owned(), "line 2, column 8", "A3"),
        ("late", "(;GM[1]SZ[3]\n;B[aa]\n;AW[ab][ba])".to_owned(), "line 3, column 2", "A3"),
        ("filled", "(;GM[1]SZ[2]HA[4]AB[aa][ab][ba][bb])".to_owned(), "line 1, column 18", "A2"),
    ];
    for (name, text, place, chain) in refusals {
        let file = dir.join(format!("{name}.sgf"));
        std::fs::write(&file, text).unwrap();
        assert_eq!(
            send(&mut e, format!("loadsgf {}", file.display()).as_bytes()),
            format!(
                "? cannot load file: {place}: setup refused: the setup leaves the chain at {chain} without liberties\n\n"
            ),
            "{name}"
        );
    }
    // The failed loads changed nothing.
    assert_eq!(e.game().moves().len(), 1);
    // Other refused setup leaves the file's position and is skipped, as a
    // tolerant replay skips it (found from outside: these were refused):
    // a handicap the game refuses, and Phantom Go for a team (played as
    // ordinary Go with the team).
    let handicap = dir.join("handicap.sgf");
    std::fs::write(&handicap, "(;GM[1]SZ[2]HA[4])").unwrap();
    ok(&mut e, &format!("loadsgf {}", handicap.display()));
    assert_eq!(e.game().board().size(), BoardSize::new(2, 2).unwrap());
    assert_eq!(e.game().handicap(), go_core::Handicap::None);
    let team = dir.join("team.sgf");
    std::fs::write(&team, "(;GM[1]SZ[9]GS[B:2:person,person][W:2:person,person]PG[illegal-only];B[ee];W[cc])").unwrap();
    ok(&mut e, &format!("loadsgf {}", team.display()));
    assert_eq!(e.game().variant(), go_core::Variant::Standard);
    assert!(e.game().table().is_team_game());
    assert_eq!(e.game().moves().len(), 2);

    // printsgf, as the answer and into a file, and back.
    ok(&mut e, "boardsize 9");
    ok(&mut e, "komi 7.5");
    for line in ["play b E5", "play w C3", "play b pass", "play w G7"] {
        ok(&mut e, line);
    }
    let text = ok(&mut e, "printsgf");
    assert!(text.starts_with("(;"), "{text}");
    assert!(text.contains("SZ[9]") && text.contains("KM[7.5]") && text.contains("B[ee]"), "{text}");
    let out = dir.join("out.sgf");
    ok(&mut e, &format!("printsgf {}", out.display()));
    let board = e.game().board().clone();
    ok(&mut e, "clear_board");
    ok(&mut e, &format!("loadsgf {}", out.display()));
    assert_eq!(e.game().board(), &board);
    assert_eq!(e.game().moves().len(), 4);
    assert_eq!(e.game().to_move(), Color::Black);
    script(
        &mut e,
        &[(b"printsgf /nonexistent/dir/out.sgf", "? cannot write file: No such file or directory (os error 2)\n\n")],
    );

    // A comment with CR LF and lone CR line ends, empty lines among them
    // (found from outside in four corpus records): the answer carries LF
    // only, and no empty line ends it early, which a controller that reads
    // a CR as a line end would have seen.
    let crlf = dir.join("crlf.sgf");
    std::fs::write(&crlf, "(;GM[1]SZ[9];B[ee]C[W+0.5\r\n\r\n Time: 7:39\r\rend])").unwrap();
    ok(&mut e, &format!("loadsgf {}", crlf.display()));
    let wire = send(&mut e, b"7 printsgf");
    assert!(!wire.contains('\r'), "{wire:?}");
    assert_eq!(wire.find("\n\n"), Some(wire.len() - 2), "one response: {wire:?}");
    assert!(wire.contains("W+0.5\n \n Time: 7:39\n \nend]"), "{wire:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
#[cfg(all(feature = "toroidal", feature = "atari", feature = "japanese"))]
fn rules_topology_and_atari_extensions() {
    let mut e = engine();
    ok(&mut e, "boardsize 5");
    script(
        &mut e,
        &[
            (b"go-core-rules", "= chinese\n\n"),
            (b"go-core-rules tromp-taylor", "= \n\n"),
            (
                b"go-core-rules tromp-taylor extra",
                "? \"extra\" is not a known rules axis; expected one of: axis=value, as ko=simple\n\n",
            ),
            (
                b"go-core-rules checkers",
                "? \"checkers\" is not a known preset; expected one of: studio, game_site, chinese, japanese, korean, aga, \
                 new_zealand, tromp_taylor\n\n",
            ),
        ],
    );
    assert_eq!(e.game().rules().komi().to_string(), "7.5");
    // A two-stone suicide, legal under Tromp-Taylor...
    for line in ["play b A1", "play w A2", "play b E5", "play w B2", "play b E4", "play w C1", "play b B1"] {
        ok(&mut e, line);
    }
    assert_eq!(at(&e, "A1"), None);
    assert_eq!(e.game().prisoners().white, 2);
    // ...so the Chinese rules cannot take over: refused, nothing changes.
    let refused = send(&mut e, b"go-core-rules chinese");
    assert_eq!(refused, "? move 7 (Black B1) cannot be played again: it is suicide\n\n");
    assert_eq!(ok(&mut e, "go-core-rules"), "tromp_taylor");
    ok(&mut e, "undo");
    ok(&mut e, "go-core-rules japanese");
    assert_eq!(e.game().rules().komi().to_string(), "6.5");
    assert_eq!(e.game().moves().len(), 6);
    // An explicit komi outlives a change of rules.
    ok(&mut e, "komi 0.5");
    ok(&mut e, "go-core-rules nz");
    assert_eq!(e.game().rules().komi().to_string(), "0.5");

    // Topologies: on a torus, A1 and E1 are neighbours.
    ok(&mut e, "clear_board");
    script(
        &mut e,
        &[
            (b"go-core-topology torus", "= \n\n"),
            (
                b"go-core-topology klein-bottle",
                "? \"klein-bottle\" is not a known topology; expected one of: planar, torus, hcylinder, vcylinder\n\n",
            ),
        ],
    );
    assert_eq!(e.game().board().topology(), go_core::Topology::Torus);
    // No argument: the one in force, as go-core-rules answers (found from
    // outside: a syntax error).
    assert_eq!(ok(&mut e, "go-core-topology"), "torus");
    ok(&mut e, "play b A1");
    ok(&mut e, "play w E1");
    let size = e.game().board().size();
    let a1 = Point::parse_vertex("A1", size).unwrap();
    let e1 = Point::parse_vertex("E1", size).unwrap();
    assert!(e.game().board().neighbors_of(a1).contains(&e1));
    // A fixed handicap needs a planar board.
    ok(&mut e, "clear_board");
    script(&mut e, &[(b"fixed_handicap 2", "? invalid number of stones\n\n")]);
    ok(&mut e, "go-core-topology hcylinder");
    ok(&mut e, "go-core-topology vcylinder");
    ok(&mut e, "go-core-topology planar");
    assert_eq!(ok(&mut e, "go-core-topology"), "planar");
    // go-core-atari and go-core-budget answer their setting too (found
    // from outside: both were syntax errors).
    assert_eq!(ok(&mut e, "go-core-atari"), "off");
    ok(&mut e, "go-core-atari 2");
    assert_eq!(ok(&mut e, "go-core-atari"), "2");
    ok(&mut e, "go-core-atari off");
    ok(&mut e, "go-core-budget playouts 300");
    assert_eq!(ok(&mut e, "go-core-budget"), "playouts 300");
    ok(&mut e, "go-core-budget millis 250");
    assert_eq!(ok(&mut e, "go-core-budget"), "millis 250");
    // A board too small to wrap refuses the torus and stays as it was.
    ok(&mut e, "boardsize 2");
    assert!(send(&mut e, b"go-core-topology torus").starts_with("? "));
    assert_eq!(e.game().board().topology(), go_core::Topology::Planar);

    // Atari Go: the first capture wins; the game is then over.
    ok(&mut e, "boardsize 5");
    ok(&mut e, "go-core-rules chinese");
    script(
        &mut e,
        &[
            // 0 is off, as the table's --atari 0.
            (b"go-core-atari 0", "= \n\n"),
            (b"go-core-atari many", "? syntax error\n\n"),
            (b"go-core-atari 1", "= \n\n"),
        ],
    );
    for line in ["play b A2", "play w A1", "play b B1"] {
        ok(&mut e, line);
    }
    assert_eq!(e.game().phase(), Phase::Finished);
    assert_eq!(ok(&mut e, "final_score"), "B+");
    script(
        &mut e,
        &[
            (b"play w C3", "? illegal move (the game is over)\n\n"),
            (b"genmove w", "= resign\n\n"),
            (b"genmove b", "= pass\n\n"),
        ],
    );
    // Switching Atari Go off plays the moves again as ordinary Go.
    ok(&mut e, "go-core-atari off");
    assert_eq!(e.game().phase(), Phase::Playing);
    assert_eq!(e.game().moves().len(), 3);
    ok(&mut e, "play w C3");
}

#[test]
fn quit_ends_the_run_loop() {
    let mut e = engine();
    let input = b"1 name\n\n# comment\n2 boardsize 7\r\n\xff garbage\n3 play b D4\n4 quit\n5 name\n".to_vec();
    let mut out = Vec::new();
    e.run(Cursor::new(input), &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert_eq!(out, "=1 go-core\n\n=2 \n\n? unknown command\n\n=3 \n\n=4 \n\n");
    assert!(e.has_quit());
    assert_eq!(e.game().board().size(), BoardSize::square(7).unwrap());
    // `quit` takes no argument, as `name` (found from outside: `quit extra`
    // was obeyed where `name extra` is a syntax error).
    let mut e = engine();
    script(&mut e, &[(b"quit extra", "? syntax error\n\n"), (b"name extra", "? syntax error\n\n")]);
    assert!(!e.has_quit());
    // The end of input ends the loop too, even inside a line.
    let mut e = engine();
    let mut out = Vec::new();
    e.run(Cursor::new(b"name\nnam".to_vec()), &mut out).unwrap();
    assert_eq!(String::from_utf8(out).unwrap(), "= go-core\n\n? unknown command\n\n");
    assert!(!e.has_quit());
    // A line longer than 1 MiB is refused (with its id) and skipped, the
    // engine unchanged; so is one that the input ends inside; a long
    // comment or blank line gets no answer, as a short one.
    let mut e = engine();
    let mut input = b"1 boardsize 9\n2 play b ".to_vec();
    input.extend(std::iter::repeat_n(b'A', 3 << 20));
    input.extend_from_slice(b"\n# ");
    input.extend(std::iter::repeat_n(b'c', 2 << 20));
    input.push(b'\n');
    input.extend(std::iter::repeat_n(b' ', 2 << 20));
    input.extend_from_slice(b"\n");
    // A command hidden after more than 1 MiB of white space is refused,
    // not dropped in silence: the answers stay in step with the commands.
    input.extend(std::iter::repeat_n(b' ', (1 << 20) + 10));
    input.extend_from_slice(b"9 name\n3 play w E5\n4 play b ");
    input.extend(std::iter::repeat_n(b'B', (1 << 20) + 7));
    let mut out = Vec::new();
    e.run(Cursor::new(input), &mut out).unwrap();
    let long = "the command line is longer than 1048576 bytes";
    assert_eq!(String::from_utf8(out).unwrap(), format!("=1 \n\n?2 {long}\n\n? {long}\n\n=3 \n\n?4 {long}\n\n"));
    assert_eq!(e.game().moves().len(), 1);
    assert_eq!(e.game().board().stone_count(Color::White), 1);
    // The limit is on the text: a line of exactly 1 MiB is a command, ended
    // by `\n` or by `\r\n`; one byte more is refused, however it ends.
    let padded = |id: &str, len: usize| {
        let mut l = format!("{id} name").into_bytes();
        l.resize(len, b' ');
        l
    };
    let mut input = Vec::new();
    for (id, len, end) in
        [("5", 1 << 20, "\n"), ("6", 1 << 20, "\r\n"), ("7", (1 << 20) + 1, "\n"), ("8", (1 << 20) + 1, "\r\n")]
    {
        input.extend(padded(id, len));
        input.extend_from_slice(end.as_bytes());
    }
    input.extend_from_slice(b"9 name\r\n");
    let mut out = Vec::new();
    engine().run(Cursor::new(input), &mut out).unwrap();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        format!("=5 go-core\n\n=6 go-core\n\n?7 {long}\n\n?8 {long}\n\n=9 go-core\n\n")
    );
}

/// A tiny deterministic generator for the garbage test.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next() % u64::try_from(n).unwrap()).unwrap()
    }
}

#[test]
fn any_line_gets_a_well_formed_answer() {
    let names = [
        "play",
        "genmove",
        "boardsize",
        "komi",
        "undo",
        "fixed_handicap",
        "place_free_handicap",
        "set_free_handicap",
        "final_score",
        "final_status_list",
        "time_settings",
        "time_left",
        "showboard",
        "clear_board",
        "go-core-rules",
        "go-core-topology",
        "go-core-atari",
        "known_command",
        "loadsgf",
        "reg_genmove",
    ];
    let words = [
        "b",
        "w",
        "white",
        "B",
        "pass",
        "A1",
        "E5",
        "T19",
        "Z25",
        "I1",
        "J9",
        "0",
        "1",
        "2",
        "5",
        "9",
        "19",
        "25",
        "-1",
        "7.5",
        "-0.5",
        "1e9",
        "99999999999999999999999",
        "alive",
        "dead",
        "seki",
        "torus",
        "off",
        "japanese",
        "tromp-taylor",
        "\u{fffd}",
        "",
        "\t",
        "#",
        "nan",
        "inf",
    ];
    let mut rng = SplitMix(12345);
    let mut e = GtpEngine::with_bot(BotConfig::with_playouts(20));
    ok(&mut e, "boardsize 9");
    for _ in 0..3000 {
        let line: Vec<u8> = match rng.below(3) {
            0 => (0..rng.below(40)).map(|_| u8::try_from(rng.below(256)).unwrap()).collect(),
            _ => {
                let mut s = String::new();
                if rng.below(4) == 0 {
                    s.push_str(&format!("{} ", rng.next()));
                }
                s.push_str(names[rng.below(names.len())]);
                for _ in 0..rng.below(4) {
                    s.push(' ');
                    s.push_str(words[rng.below(words.len())]);
                }
                s.into_bytes()
            }
        };
        // Keep the board small so that searches stay quick.
        if String::from_utf8_lossy(&line).contains("boardsize") {
            continue;
        }
        if let Some(r) = e.handle_line(&line) {
            let wire = r.to_string();
            assert!(wire.starts_with('=') || wire.starts_with('?'), "{line:?} -> {wire:?}");
            assert!(wire.ends_with("\n\n"), "{line:?} -> {wire:?}");
            assert!(!wire[..wire.len() - 2].contains("\n\n"), "{line:?} -> {wire:?}");
        }
        e.game().board().check_invariants().unwrap();
    }
}

/// Issue 10 section 3: `loadsgf` starts from the engine's defaults every
/// time, says why a file cannot be loaded, and `printsgf` keeps what the
/// record said, never writing a value the file did not have.
#[test]
fn loadsgf_and_printsgf_keep_the_record() {
    let dir = scratch("keep");
    let write = |name: &str, text: &[u8]| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    };
    let mut e = engine();
    // Unreadable komi values: the game plays under the rules' default, and
    // printsgf writes the file's own text back.
    for km in ["7.3", "NaN", "inf", "1e308"] {
        let path = write("km.sgf", format!("(;SZ[9]KM[{km}];B[aa])").as_bytes());
        ok(&mut e, &format!("loadsgf {path}"));
        let text = ok(&mut e, "printsgf");
        assert!(text.contains(&format!("KM[{km}]")), "{text}");
        assert!(!text.contains("KM[6.5]") && !text.contains("KM[7.5]"), "{text}");
    }
    // The rules of one file do not carry over to the next.
    let japanese = write("jp.sgf", b"(;SZ[9]RU[Japanese]KM[6.5];B[ee])");
    let plain = write("plain.sgf", b"(;SZ[9];B[ee])");
    ok(&mut e, &format!("loadsgf {japanese}"));
    assert_eq!(ok(&mut e, "go-core-rules"), "japanese");
    ok(&mut e, &format!("loadsgf {plain}"));
    assert_eq!(ok(&mut e, "go-core-rules"), "chinese");
    // An engine set up for other rules reads a record without RU under
    // them (the gtp example's --rules); the record's RU still wins.
    let mut jp = engine();
    jp.set_record_rules(go_core::Rules::japanese());
    ok(&mut jp, &format!("loadsgf {plain}"));
    assert_eq!(ok(&mut jp, "go-core-rules"), "japanese");
    let chinese = write("cn.sgf", b"(;SZ[9]RU[Chinese];B[ee])");
    ok(&mut jp, &format!("loadsgf {chinese}"));
    assert_eq!(ok(&mut jp, "go-core-rules"), "chinese");
    // A file over 4 MiB is refused before it is read (a sparse file: no
    // disk used), and the game stays as it was.
    let big = dir.join("big.sgf");
    std::fs::File::create(&big).unwrap().set_len(3 << 30).unwrap();
    ok(&mut e, &format!("loadsgf {plain}"));
    assert_eq!(
        send(&mut e, format!("loadsgf {}", big.display()).as_bytes()),
        "? cannot load file: 3221225472 bytes, more than the 4 MiB read here\n\n"
    );
    assert_eq!(e.game().moves().len(), 1);
    std::fs::remove_file(&big).unwrap();
    // An RU that names no known rule set, or an empty one, is read as no
    // RU: under the engine's record rules, whichever they are.
    for ru in ["bogus", ""] {
        let unknown = write("ru.sgf", format!("(;SZ[9]RU[{ru}];B[ee])").as_bytes());
        ok(&mut e, &format!("loadsgf {unknown}"));
        assert_eq!(ok(&mut e, "go-core-rules"), "chinese", "RU[{ru}]");
        assert_eq!(e.game().rules().komi().to_string(), "7.5", "RU[{ru}]");
        ok(&mut jp, &format!("loadsgf {unknown}"));
        assert_eq!(ok(&mut jp, "go-core-rules"), "japanese", "RU[{ru}]");
    }
    // loadsgf FILE N: the position before move N, with the setup stones
    // written between the moves before it (here after move 2).
    let staged = write("staged.sgf", b"(;GM[1]FF[4]SZ[5];B[aa];W[bb];AB[ab][ba]AW[cc];B[dd];W[ee])");
    ok(&mut e, &format!("loadsgf {staged} 3"));
    assert_eq!(e.game().moves().len(), 2);
    let stones = |e: &GtpEngine| {
        let b = e.game().board();
        b.size().points().filter_map(|p| b.get(p).map(|c| (p, c))).collect::<Vec<_>>()
    };
    let pt = |x, y| go_core::Point::new(x, y);
    let want = vec![
        (pt(0, 0), Color::Black),
        (pt(1, 0), Color::Black),
        (pt(0, 1), Color::Black),
        (pt(1, 1), Color::White),
        (pt(2, 2), Color::White),
    ];
    assert_eq!(stones(&e), want);
    assert_eq!(e.game().to_move(), Color::Black);
    // Before move 2: the setup after it is not reached.
    ok(&mut e, &format!("loadsgf {staged} 2"));
    assert_eq!(stones(&e), vec![(pt(0, 0), Color::Black)]);
    // Game information and comments survive a load and a print, and so do
    // the comments of the moves still played.
    let rich = write(
        "rich.sgf",
        "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]PB[Honinbo Shusaku]PW[Gennan Inseki]DT[1846-09-11]RE[B+2]C[The ear-reddening game]\n;B[ee]C[first];W[gc]C[second];B[cg])"
            .as_bytes(),
    );
    ok(&mut e, &format!("loadsgf {rich}"));
    let text = ok(&mut e, "printsgf");
    for kept in ["PB[Honinbo Shusaku]", "PW[Gennan Inseki]", "DT[1846-09-11]", "RE[B+2]", "C[The ear-reddening game]"] {
        assert!(text.contains(kept), "{kept} missing from {text}");
    }
    assert!(text.contains("B[ee]C[first]") && text.contains("W[gc]C[second]"), "{text}");
    // The recorded result describes the record's moves only: a move taken
    // back leaves it out, and so does a move played on after them.
    ok(&mut e, "undo");
    assert!(!ok(&mut e, "printsgf").contains("RE["));
    ok(&mut e, "play b C3");
    assert!(ok(&mut e, "printsgf").contains("RE[B+2]"), "the record's moves again");
    // It describes the record's terms too: another komi or other rules
    // leave it out until they are the record's again.
    ok(&mut e, "komi 0.5");
    assert!(!ok(&mut e, "printsgf").contains("RE["));
    ok(&mut e, "komi 6.5");
    assert!(ok(&mut e, "printsgf").contains("RE[B+2]"), "the record's komi again");
    ok(&mut e, "go-core-rules chinese");
    assert!(!ok(&mut e, "printsgf").contains("RE["));
    ok(&mut e, "go-core-rules japanese");
    assert!(ok(&mut e, "printsgf").contains("RE[B+2]"), "the record's rules again");
    ok(&mut e, "play w G3");
    let text = ok(&mut e, "printsgf");
    assert!(!text.contains("RE[") && text.contains("PB[Honinbo Shusaku]"), "{text}");
    ok(&mut e, "undo");
    // A different move drops the comments from there on.
    ok(&mut e, "undo");
    ok(&mut e, "undo");
    ok(&mut e, "play w D7");
    let text = ok(&mut e, "printsgf");
    assert!(text.contains("B[ee]C[first]") && !text.contains("C[second]") && !text.contains("RE["), "{text}");
    // A record's komi stays over rules set after loading it, as one set by
    // `komi` does (the Chinese and Japanese rules' own komi are 7.5 and
    // 6.5); a record without KM then takes the default rules' komi.
    let half = write("half.sgf", b"(;GM[1]FF[4]SZ[9]KM[0.5];B[cc];W[gg])");
    ok(&mut e, &format!("loadsgf {half}"));
    assert_eq!(ok(&mut e, "final_score"), "W+0.5");
    ok(&mut e, "go-core-rules chinese");
    assert_eq!(ok(&mut e, "final_score"), "W+0.5");
    ok(&mut e, "go-core-rules japanese");
    assert_eq!(e.game().rules().komi().half_points(), 1);
    let plain = write("plain.sgf", b"(;GM[1]FF[4]SZ[9];B[cc];W[gg])");
    ok(&mut e, &format!("loadsgf {plain}"));
    assert_eq!(e.game().rules().komi().half_points(), 15);
    // A new game forgets the record.
    ok(&mut e, "clear_board");
    assert!(!ok(&mut e, "printsgf").contains("PB["));
    // Why a file cannot be loaded.
    let missing = dir.join("missing.sgf").display().to_string();
    let answer = send(&mut e, format!("loadsgf {missing}").as_bytes());
    assert!(answer.starts_with("? cannot load file: No such file"), "{answer}");
    let random: Vec<u8> = (0u32..600).map(|i| (i.wrapping_mul(2_654_435_761) >> 13).to_le_bytes()[0]).collect();
    let binary = write("random.sgf", &random);
    let answer = send(&mut e, format!("loadsgf {binary}").as_bytes());
    assert!(answer.starts_with("? cannot load file: ") && answer.contains("binary"), "{answer}");
    let broken = write("broken.sgf", b"(;SZ[9]\n;B[ee];W[");
    ok(&mut e, &format!("loadsgf {broken}"));
    let size0 = write("size0.sgf", b"(;SZ[0];B[aa])");
    let answer = send(&mut e, format!("loadsgf {size0}").as_bytes());
    assert!(answer.starts_with("? cannot load file: line 1, column 3: SZ[0]"), "{answer}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Found from outside: `printsgf` after `loadsgf` dropped the record's
/// count marks (`TB`/`TW`, on a move node and on a node of their own) and a
/// last node that held only a comment. Both are kept while the game has
/// made exactly the record's moves; the marks only beside the record's own
/// result, which a move played or taken back leaves out with them.
#[test]
fn printsgf_keeps_the_records_marks_and_closing_nodes() {
    let path = std::env::temp_dir().join(format!("go-core-gtp-marks-{}.sgf", std::process::id()));
    std::fs::write(
        &path,
        b"(;GM[1]FF[4]SZ[9]KM[7]RE[B+3]C[root];B[ee]C[first]TB[aa];W[ff]TW[ii];B[];W[]TB[ab]TW[hh];C[after the game]TB[ac])",
    )
    .unwrap();
    let mut e = engine();
    ok(&mut e, &format!("loadsgf {}", path.display()));
    let text = ok(&mut e, "printsgf");
    let nodes = ";B[ee]C[first]TB[aa];W[ff]TW[ii];B[];W[]TB[ab]TW[hh];C[after the game]TB[ac]";
    assert!(text.replace('\n', "").contains(nodes), "{text}");
    assert!(text.contains("RE[B+3]"), "{text}");
    // Taken back: the result, the marks and the closing node are left out;
    // the comments of the moves still made stay.
    ok(&mut e, "undo");
    let text = ok(&mut e, "printsgf");
    assert!(
        text.contains("C[first]") && !text.contains("RE[") && !text.contains("TB[") && !text.contains("TW["),
        "{text}"
    );
    assert!(!text.contains("after the game"), "{text}");
    // Found from outside: the properties of nodes without a move between
    // the moves (a setup node's comment and names, a `PL` node's comment)
    // were dropped; they stay, before the move they preceded.
    std::fs::write(&path, b"(;SZ[9];B[ee];AB[aa]N[name]LB[aa:x]XX[y]C[c];W[cc];PL[B]C[pl];B[gg])").unwrap();
    ok(&mut e, &format!("loadsgf {}", path.display()));
    let text = ok(&mut e, "printsgf");
    assert!(text.replace('\n', "").contains(";B[ee];AB[aa]N[name]LB[aa:x]XX[y]C[c];W[cc];C[pl];B[gg])"), "{text}");
    // And the record's marks without a result of its own, while the game
    // has made exactly its moves (no count marks of ours beside them).
    std::fs::write(&path, b"(;SZ[9];B[ee];W[ff];B[];W[]TB[ab]TW[hi]C[end];C[closing node])").unwrap();
    ok(&mut e, &format!("loadsgf {}", path.display()));
    let text = ok(&mut e, "printsgf");
    assert!(text.replace('\n', "").contains(";W[]TB[ab]TW[hi]C[end];C[closing node])"), "{text}");
    assert_eq!(text.matches("TB[").count(), 1, "{text}");
    // A setup node after the last move shares the closing node's comment.
    std::fs::write(&path, b"(;SZ[9]RE[B+R];B[ee];W[ff]C[x];AB[aa]C[edit];C[last])").unwrap();
    ok(&mut e, &format!("loadsgf {}", path.display()));
    let text = ok(&mut e, "printsgf");
    assert!(text.replace('\n', "").contains(";W[ff]C[x];AB[aa]C[edit];C[last])"), "{text}");
    let _ = std::fs::remove_file(&path);
}

/// Issue 10's GTP sessions, command for command: the answers GNU Go 3.8
/// gives to the same commands.
#[test]
fn issue_ten_dead_stones_over_gtp() {
    let mut e = engine();
    for line in ["boardsize 9", "clear_board", "komi 7.5"] {
        ok(&mut e, line);
    }
    for row in 1..=9 {
        ok(&mut e, &format!("play b E{row}"));
        ok(&mut e, &format!("play w F{row}"));
    }
    for line in ["play w B2", "play w pass", "play b pass"] {
        ok(&mut e, line);
    }
    assert_eq!(ok(&mut e, "final_status_list dead"), "B2");
    assert_eq!(ok(&mut e, "final_score"), "B+1.5");

    ok(&mut e, "clear_board");
    for column in ["A", "B", "C", "D", "E", "F", "G", "H", "J"] {
        ok(&mut e, &format!("play b {column}4"));
        ok(&mut e, &format!("play w {column}5"));
    }
    for line in ["play w C2", "play w C3", "play b G7", "play w pass", "play b pass"] {
        ok(&mut e, line);
    }
    let dead = ok(&mut e, "final_status_list dead");
    let mut lines: Vec<&str> = dead.lines().collect();
    lines.sort_unstable();
    assert_eq!(lines, ["C3 C2", "G7"]);
    assert_eq!(ok(&mut e, "final_score"), "W+16.5");
}

/// `undo` restores the state before the `play` it takes back, also when
/// that play first had to make its colour the side to move or resume play
/// after two passes (a user's report: the side to move and the end of play
/// stayed changed, and `printsgf` kept a `PL`).
#[test]
fn undo_restores_the_state_before_the_play() {
    let mut e = engine();
    ok(&mut e, "boardsize 5");
    let printed = ok(&mut e, "printsgf");
    ok(&mut e, "play w c3");
    assert_eq!(e.game().to_move(), Color::Black);
    ok(&mut e, "undo");
    assert_eq!((e.game().to_move(), e.game().events().len()), (Color::Black, 0));
    assert_eq!(ok(&mut e, "printsgf"), printed);
    // After two passes a move resumes play; undo ends play again.
    ok(&mut e, "play b pass");
    ok(&mut e, "play w pass");
    assert_eq!(e.game().phase(), Phase::Counting);
    ok(&mut e, "play b c3");
    assert_eq!(e.game().phase(), Phase::Playing);
    ok(&mut e, "undo");
    assert_eq!((e.game().phase(), e.game().moves().len(), e.game().events().len()), (Phase::Counting, 2, 2));
    // A genmove for the side not to move, taken back the same way.
    ok(&mut e, "clear_board");
    ok(&mut e, "play b c3");
    ok(&mut e, "genmove b");
    ok(&mut e, "undo");
    assert_eq!((e.game().to_move(), e.game().moves().len(), e.game().events().len()), (Color::White, 1, 1));
    // Undo of plain moves is unchanged; a komi change between keeps the
    // play's mark.
    ok(&mut e, "play b d4");
    ok(&mut e, "komi 0.5");
    ok(&mut e, "undo");
    assert_eq!((e.game().to_move(), e.game().moves().len(), e.game().events().len()), (Color::White, 1, 1));
    ok(&mut e, "undo");
    assert_eq!((e.game().to_move(), e.game().moves().len()), (Color::Black, 0));
    assert_eq!(send(&mut e, b"undo"), "? cannot undo\n\n");
}

/// A move after a Tromp-Taylor game has ended (its second pass counts at
/// once) is refused saying so, pass included; `genmove` plays nothing.
#[test]
fn play_after_a_finished_game_says_why() {
    let mut e = engine();
    ok(&mut e, "go-core-rules tromp-taylor");
    ok(&mut e, "boardsize 5");
    for line in ["play b c3", "play w pass", "play b pass"] {
        ok(&mut e, line);
    }
    assert_eq!(e.game().phase(), Phase::Finished);
    assert_eq!(send(&mut e, b"play w d4"), "? illegal move (the game is over)\n\n");
    assert_eq!(send(&mut e, b"play w pass"), "? illegal move (the game is over)\n\n");
    assert_eq!(send(&mut e, b"play w a1"), "? illegal move (the game is over)\n\n");
    assert_eq!(e.game().moves().len(), 3);
}

/// `printsgf` of a handicap game with Black to move and no move yet writes
/// `PL[B]`: a reader otherwise gives White the move after handicap stones
/// (a user's report, found by reloading the output).
#[test]
fn printsgf_keeps_black_to_move_after_handicap() {
    let dir = scratch("pl");
    let file = dir.join("ha.sgf");
    std::fs::write(&file, "(;GM[1]FF[4]SZ[5]HA[2]AB[bd][ae];B[cc];W[dd])").unwrap();
    let mut e = engine();
    ok(&mut e, &format!("loadsgf {} 1", file.display()));
    assert_eq!((e.game().to_move(), e.game().moves().len()), (Color::Black, 0));
    let printed = ok(&mut e, "printsgf");
    assert!(printed.contains("PL[B]"), "{printed}");
    let again = dir.join("again.sgf");
    std::fs::write(&again, &printed).unwrap();
    let mut other = engine();
    ok(&mut other, &format!("loadsgf {}", again.display()));
    assert_eq!(other.game().to_move(), Color::Black);
    assert_eq!(other.game().board(), e.game().board());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// After a game that ended by a count, `genmove` passes for both sides:
/// the loser of a count has not resigned (found from outside: `genmove w`
/// answered `resign` after a Tromp-Taylor game that Black won on points).
#[test]
fn genmove_after_a_count_passes() {
    let mut e = engine();
    for line in ["boardsize 5", "go-core-rules tromp-taylor", "play b c3", "play w pass", "play b pass"] {
        ok(&mut e, line);
    }
    assert_eq!(e.game().phase(), Phase::Finished);
    assert_eq!(ok(&mut e, "final_score"), "B+17.5");
    script(&mut e, &[(b"genmove w", "= pass\n\n"), (b"genmove b", "= pass\n\n")]);
}

/// Found from outside (a GUI author's pass over GTP): komi as a float in
/// exponent form, an explicit komi in `go-core-rules`, a handicap after
/// passes only, and Tromp-Taylor's dead stones.
#[test]
fn komi_rules_handicap_and_tromp_taylor_as_a_controller_expects() {
    let mut e = engine();
    // GTP's komi is a float: `6.5e0` and `1e2` are komi 6.5 and 100 (they
    // were refused as "not a multiple of 0.5").
    ok(&mut e, "komi 6.5e0");
    assert_eq!(e.game().rules().komi().to_string(), "6.5");
    ok(&mut e, "komi 1e2");
    assert_eq!(e.game().rules().komi().to_string(), "100");
    assert_eq!(send(&mut e, b"komi 6.25"), "? komi must be a multiple of 0.5 within +-10000\n\n");
    assert_eq!(send(&mut e, b"komi 1e9"), "? komi must be a multiple of 0.5 within +-10000\n\n");
    assert_eq!(send(&mut e, b"komi seven"), "? syntax error\n\n");
    assert_eq!(e.game().rules().komi().to_string(), "100", "refusals change nothing");
    // A komi written in the rules is applied (it was dropped for the
    // earlier `komi`), and stays for later rules as `komi` would.
    ok(&mut e, "komi 0");
    ok(&mut e, "go-core-rules chinese komi=3");
    assert_eq!(ok(&mut e, "go-core-rules"), "chinese komi=3");
    ok(&mut e, "go-core-rules japanese");
    assert_eq!(e.game().rules().komi().to_string(), "3");
    // A handicap on a board that passes left empty (GNU Go takes it).
    ok(&mut e, "boardsize 9");
    ok(&mut e, "play b pass");
    assert_eq!(ok(&mut e, "fixed_handicap 2"), "C3 G7");
    ok(&mut e, "play w e5");
    assert_eq!(send(&mut e, b"fixed_handicap 2"), "? board not empty\n\n");
    // On a torus the board is what refuses a fixed handicap, not the count
    // (it answered "invalid number of stones").
    ok(&mut e, "clear_board");
    #[cfg(feature = "toroidal")]
    {
        ok(&mut e, "go-core-topology torus");
        let answer = send(&mut e, b"fixed_handicap 2");
        assert!(answer.starts_with("? fixed handicap of 2 stones is not available here: "), "{answer}");
        ok(&mut e, "go-core-topology planar");
    }
    // Tromp-Taylor counts every stone: no stone is listed dead, as the
    // score has none (a lone stone inside the other's wall was listed).
    ok(&mut e, "clear_board");
    ok(&mut e, "go-core-rules tromp-taylor komi=0");
    for v in ["d9", "d8", "d7", "d6", "d5", "d4", "d3", "d2", "d1"] {
        ok(&mut e, &format!("play b {v}"));
    }
    for v in ["f9", "f8", "f7", "f6", "f5", "f4", "f3", "f2", "f1", "b8"] {
        ok(&mut e, &format!("play w {v}"));
    }
    ok(&mut e, "play b h6");
    assert_eq!(ok(&mut e, "final_status_list dead"), "");
    assert_eq!(ok(&mut e, "final_score"), "0"); // 10 stones each, every one counted
}

/// Found from outside: after `loadsgf` of a record whose free handicap is
/// still to be placed (`HA` alone), `genmove` answered "internal error".
/// It now says what is missing; once placed, play goes on.
#[test]
fn genmove_before_the_free_handicap_is_placed_says_so() {
    let dir = scratch("ha");
    let file = dir.join("pending.sgf");
    std::fs::write(&file, "(;GM[1]FF[4]SZ[9]HA[3])").unwrap();
    let mut e = engine();
    ok(&mut e, &format!("loadsgf {}", file.display()));
    assert_eq!(e.game().phase(), Phase::HandicapPlacement);
    for color in ["b", "w"] {
        let r = e.handle_line(format!("genmove {color}").as_bytes()).unwrap();
        assert!(!r.success && r.text.contains("not placed yet") && !r.text.contains("internal"), "{}", r.text);
    }
    assert_eq!(ok(&mut e, "place_free_handicap 3").split(' ').count(), 3);
    assert_eq!((e.game().phase(), e.game().handicap_stones()), (Phase::Playing, 3));
    let reply = ok(&mut e, "genmove w");
    assert!(Move::parse_vertex(&reply, go_core::BoardSize::NINE).is_ok(), "{reply}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `printsgf FILE` never writes into the engine's own protocol streams
/// (found from outside: `printsgf /dev/stdout` put the record among the
/// answers, and truncated them when they went to a file). The test
/// process's standard output is whatever the harness gave it; its
/// `/dev/stdout` and `/dev/stdin` name it, whatever it is.
#[cfg(target_os = "linux")]
#[test]
fn printsgf_refuses_the_protocols_own_streams() {
    let mut e = engine();
    ok(&mut e, "play b D4");
    for name in ["/dev/stdout", "/dev/stdin", "/dev/stderr", "/proc/self/fd/1"] {
        if std::fs::metadata(name).is_err() {
            continue; // a closed stream names no file
        }
        let answer = send(&mut e, format!("printsgf {name}").as_bytes());
        assert_eq!(answer, "? cannot write file: it is one of this process's standard streams\n\n", "{name}");
    }
    // Found from outside: a FIFO nobody read blocked the engine for ever.
    let fifo = std::env::temp_dir().join(format!("go-core-printsgf-{}.fifo", std::process::id()));
    let made = std::process::Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let answer = send(&mut e, format!("printsgf {}", fifo.display()).as_bytes());
    std::fs::remove_file(&fifo).unwrap();
    assert_eq!(answer, "? cannot write file: not a regular file\n\n");
    let file = std::env::temp_dir().join(format!("go-core-printsgf-{}.sgf", std::process::id()));
    ok(&mut e, &format!("printsgf {}", file.display()));
    assert!(std::fs::read_to_string(&file).unwrap().contains(";B[dp]"));
    std::fs::remove_file(&file).unwrap();
}

/// Found from outside: after `loadsgf` of a counted record, `final_score`
/// and `final_status_list dead` estimated dead stones where the record's
/// count marks said otherwise (its `TB[]`: no dead stone), and named
/// another result than the record's `RE`, which `replay` and the Python
/// loader count by. While the game is exactly the record's, the marks'
/// dead stones are used; a move played leaves them (the estimate again),
/// and taking it back returns to them; a record loaded up to a move is
/// another position.
#[test]
fn final_score_of_a_loaded_record_uses_its_count_marks() {
    let path = std::env::temp_dir().join(format!("go-core-gtp-count-marks-{}.sgf", std::process::id()));
    std::fs::write(
        &path,
        "(;GM[1]FF[4]SZ[5]KM[7.5]RU[Japanese]RE[W+7.5];B[ce];W[de];B[cd];W[dd];B[cc];W[dc];B[cb];W[db];B[ca];W[da]\
         ;B[ec];W[ae];B[];W[];TB[])",
    )
    .unwrap();
    let mut e = GtpEngine::new();
    ok(&mut e, &format!("loadsgf {}", path.display()));
    assert_eq!(ok(&mut e, "final_score"), "W+7.5");
    assert_eq!(ok(&mut e, "final_status_list dead"), "");
    // The estimate alone takes the lone stones E3 and A1 as dead.
    ok(&mut e, "play b pass");
    assert_eq!(ok(&mut e, "final_status_list dead"), "E3\nA1");
    assert_eq!(ok(&mut e, "final_score"), "W+2.5");
    ok(&mut e, "undo");
    assert_eq!(ok(&mut e, "final_score"), "W+7.5");
    // The record's last move taken back and played again, and a load up
    // to a move past the last (the whole record), are the record's game
    // (found from outside: the count went back to the estimate while
    // `printsgf` wrote the record's marks).
    ok(&mut e, "undo");
    ok(&mut e, "play w pass");
    assert_eq!(ok(&mut e, "final_score"), "W+7.5");
    ok(&mut e, &format!("loadsgf {} 100", path.display()));
    assert_eq!(ok(&mut e, "final_score"), "W+7.5");
    // Marks that call a stone dead are read alike.
    std::fs::write(
        &path,
        "(;GM[1]FF[4]SZ[5]KM[7.5]RU[Japanese]RE[W+7.5];B[ce];W[de];B[cd];W[dd];B[cc];W[dc];B[cb];W[db];B[ca];W[da]\
         ;B[ec];W[ae];B[];W[];TB[ae]TW[ec])",
    )
    .unwrap();
    ok(&mut e, &format!("loadsgf {}", path.display()));
    assert_eq!(ok(&mut e, "final_status_list dead"), "E3\nA1");
    ok(&mut e, &format!("loadsgf {} 5", path.display()));
    assert_ne!(ok(&mut e, "final_status_list dead"), "E3\nA1");
    let _ = std::fs::remove_file(&path);
}
