//! Resignation and clocks as the bot's users meet them (issue 13): GTP
//! `genmove` answers `resign` only under the engine's rule, the table's
//! `--resign` option, and the bot's use of a clock in GTP (`time_settings`)
//! and at the table (`--clock`).
#![cfg(all(feature = "bot", feature = "gtp"))]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use go_core::{Bot, BotConfig, Budget, Game, GtpEngine, Rules, SgfCollection};

fn send(engine: &mut GtpEngine, line: &str) -> Result<String, String> {
    let answer = engine.handle_line(line.as_bytes()).unwrap_or_else(|| panic!("no answer to {line}"));
    if answer.success { Ok(answer.text) } else { Err(answer.text) }
}

/// A 9x9 engine where Black cannot win (komi 100.5), at 600 playouts.
fn hopeless_for_black() -> GtpEngine {
    let mut engine = GtpEngine::with_bot(BotConfig { seed: 4, ..BotConfig::with_playouts(600) });
    for line in ["boardsize 9", "clear_board", "komi 100.5"] {
        send(&mut engine, line).unwrap();
    }
    engine
}

/// Black's genmoves with White answering at `replies` in turn; the
/// answers.
fn black_moves(engine: &mut GtpEngine, replies: &[&str]) -> Vec<String> {
    let mut answers = Vec::new();
    for reply in replies {
        let mv = send(engine, "genmove b").unwrap();
        let resigned = mv == "resign";
        answers.push(mv);
        if resigned {
            break;
        }
        send(engine, &format!("play w {reply}")).unwrap();
    }
    answers
}

#[test]
fn genmove_resigns_only_under_the_engines_rule() {
    let replies = ["A1", "J1", "A9", "J9", "B1", "H1"];
    // Off by default: a hopeless side plays on.
    let mut engine = hopeless_for_black();
    let answers = black_moves(&mut engine, &replies);
    assert!(!answers.contains(&"resign".to_owned()), "{answers:?}");
    assert_eq!(answers.len(), replies.len());
    assert_eq!(engine.game().moves().len(), 2 * replies.len(), "every answer a move played");
    // Black's 81 points at most never beat 100.5: every playout is lost,
    // so the win rate the rule reads is exactly 0 with all 600 playouts.
    assert_eq!(
        send(&mut engine, "go-core-stats").unwrap().split(' ').take(4).collect::<Vec<_>>(),
        ["playouts", "600", "winrate", "0.000"]
    );
    // Under 10% for 3 moves of 500 playouts: the third move resigns, and
    // the resignation is an answer, not a move played.
    let mut engine = hopeless_for_black();
    send(&mut engine, "go-core-resign 0.1 3 500").unwrap();
    let answers = black_moves(&mut engine, &replies);
    assert_eq!(answers.len(), 3, "{answers:?}");
    assert_eq!(answers[2], "resign");
    assert_eq!(engine.game().moves().len(), 4, "two moves each, the resignation not played");
    // A rule that needs more playouts than the search makes never fires.
    let mut engine = hopeless_for_black();
    send(&mut engine, "go-core-resign 0.1 1 601").unwrap();
    assert!(!black_moves(&mut engine, &replies).contains(&"resign".to_owned()));
    // `off` turns it off again; bad arguments are syntax errors.
    let mut engine = hopeless_for_black();
    send(&mut engine, "go-core-resign 0.1 1").unwrap();
    // No argument answers the rule in force (found from outside: a syntax
    // error, where the other settings answer theirs).
    assert_eq!(send(&mut engine, "go-core-resign"), Ok("0.1 1 500".to_owned()));
    send(&mut engine, "go-core-resign off").unwrap();
    assert_eq!(send(&mut engine, "go-core-resign"), Ok("off".to_owned()));
    assert!(!black_moves(&mut engine, &replies).contains(&"resign".to_owned()));
    for bad in ["go-core-resign 1.5 3", "go-core-resign 0.1 0", "go-core-resign on", "go-core-resign 0.1"] {
        assert_eq!(send(&mut engine, bad), Err("syntax error".to_owned()), "{bad}");
    }
    // A side that is not lost never resigns under the rule (komi 7.5, an
    // empty board).
    let mut engine = GtpEngine::with_bot(BotConfig { seed: 4, ..BotConfig::with_playouts(600) });
    for line in ["boardsize 9", "clear_board", "komi 7.5", "go-core-resign 0.1 1 100"] {
        send(&mut engine, line).unwrap();
    }
    assert!(!black_moves(&mut engine, &["A1", "J1"]).contains(&"resign".to_owned()));
}

/// GTP with a sudden-death clock of 6 s a side (`time_settings 6 0 0`) and
/// no time_left from the controller: the engine charges its own thinking to
/// its clock and whole games end by two passes inside it. (The budget
/// never shares out the last second; the work outside the search, such as
/// the pass decision's count, is charged to the clock as well and may use
/// some of it: measured up to 5,150 ms with the other core busy.)
#[test]
fn gtp_games_stay_inside_a_sudden_death_clock() {
    let mut engine = GtpEngine::with_bot(BotConfig { seed: 2, ..BotConfig::with_playouts(u32::MAX) });
    for line in ["boardsize 9", "clear_board", "komi 7.5", "time_settings 6 0 0"] {
        send(&mut engine, line).unwrap();
    }
    let mut used = [0u128; 2];
    let mut passes = 0;
    for k in 0..200 {
        let color = if k % 2 == 0 { "b" } else { "w" };
        let started = Instant::now();
        let mv = send(&mut engine, &format!("genmove {color}")).unwrap();
        used[k % 2] += started.elapsed().as_millis();
        passes = if mv == "pass" { passes + 1 } else { 0 };
        if passes == 2 || mv == "resign" {
            break;
        }
    }
    assert_eq!(passes, 2, "the game ended by two passes");
    for (side, ms) in ["Black", "White"].iter().zip(used) {
        assert!(ms < 6_000, "{side} thought {ms} ms of its 6,000");
    }
}

/// A close choice gets the longest time of a [`Budget::Clock`] (1.2 s),
/// not its usual 0.3 s. The bot judges closeness at the usual time (the
/// second most visited move has 60% of the first's visits), and the final
/// candidates may drift apart in the extra time, so the test holds the
/// implication that is exact: a search that did not take the extra time
/// ended as it was judged, so its top two are not close. Over four seeds
/// on the empty board (whose best moves are near each other) at least one
/// search must take the extra time, and none may stop short of it with a
/// close choice. (It asserted the final candidates close before: that
/// failed under load when they drifted apart, 881 against 512 visits.)
#[test]
fn close_choices_get_more_time() {
    let budget = Budget::Clock { millis: 300, max_millis: 1_200, playouts: u32::MAX };
    let empty = Game::new(go_core::BoardSize::NINE, Rules::chinese());
    let mut extended = 0;
    for seed in 1..=4 {
        let bot = Bot::new(BotConfig { budget, seed, ..BotConfig::default() });
        let started = Instant::now();
        let analysis = bot.analyze(&empty);
        let took = started.elapsed().as_millis();
        let c = &analysis.candidates;
        let close = 10 * c[1].1 >= 6 * c[0].1;
        assert!(took >= 1_200 || !close, "seed {seed}: a close choice {:?} took only {took} ms", &c[..2]);
        extended += usize::from(took >= 1_200);
    }
    assert!(extended >= 1, "no search of the empty board took the extra time");
}

/// The table's example binary, built beside this test.
fn example(name: &str) -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let dir = exe.parent().and_then(Path::parent).unwrap().join("examples");
    let path = dir.join(name);
    if !path.exists() {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
        let profile = dir.parent().and_then(Path::file_name).and_then(|n| n.to_str()).unwrap_or("debug");
        let mut cmd = Command::new(cargo);
        cmd.args(["build", "-p", "go-core", "--example", name]);
        if profile == "release" {
            cmd.arg("--release");
        }
        assert!(cmd.status().unwrap().success(), "cannot build the {name} example");
    }
    path
}

/// A scratch folder for one test, removed with its contents when the
/// returned guard is dropped (at the end of the test, passed or failed).
fn scratch(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new().prefix(&format!("go-core-bot-{name}-")).tempdir().unwrap()
}

/// Runs the table with `args`, writing its record to `sgf`: its output,
/// the record's game and the record's `RE` text.
fn table(args: &[&str], sgf: &Path) -> (String, Game, Option<String>) {
    let out = Command::new(example("table")).args(args).arg("--output").arg(sgf).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(out.status.code(), Some(0), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    let record = SgfCollection::parse(&std::fs::read(sgf).unwrap()).unwrap();
    let replay = record.replay(0).unwrap();
    (stdout, replay.game, replay.info.result.map(|r| r.raw))
}

/// At a computer-only table with a hopeless komi, the losing side resigns
/// by default (`--resign auto`); with `--resign none` it plays on; a
/// computer whose partner is a person never resigns under `auto`; a seat
/// that is not a computer seat is refused before play.
#[test]
fn table_resigns_for_computer_only_sides() {
    let scratch_dir = scratch("resign");
    let dir = scratch_dir.path().to_path_buf();
    let sgf = dir.join("t.sgf");
    let common = ["--size", "9", "--seats", "1+1", "--rules", "chinese", "--komi", "100.5", "--playouts", "600"];
    let (out, game, result) = table(&common, &sgf);
    assert!(out.contains("B1 resigns for the Black side"), "{out}");
    assert_eq!(result.as_deref(), Some("W+R"));
    // The rule's 5 hopeless Black moves: the fifth is the resignation.
    assert_eq!(game.moves().len(), 8, "{out}");
    let (out, game, _) = table(&[&common[..], &["--resign", "none"]].concat(), &sgf);
    assert!(!out.contains("resigns"), "{out}");
    assert!(game.moves().len() > 20, "{out}");
    let bad =
        Command::new(example("table")).args(common).args(["--resign", "W2", "--output"]).arg(&sgf).output().unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("not a computer seat"));
}

/// A 2+2 table where a person sits at B1 and answers the points of the
/// first three rows in turn (an occupied one is asked again), then leaves:
/// the computer at B2 plays for the hopeless Black side (komi 100.5) and
/// never resigns under `--resign auto`, so the game ends when the person
/// leaves (W+F); with `--resign all` it resigns (W+R). (A person who only
/// passes would end the game at once: White passes on a won count.)
#[test]
fn a_computer_partner_of_a_person_does_not_resign() {
    let scratch_dir = scratch("partner");
    let dir = scratch_dir.path().to_path_buf();
    let sgf = dir.join("t.sgf");
    let run = |resign: &str| -> String {
        let mut child = Command::new(example("table"))
            .args(["--size", "9", "--seats", "2+2", "--people", "B1", "--rules", "chinese", "--komi", "100.5"])
            .args(["--playouts", "600", "--resign", resign, "--output"])
            .arg(&sgf)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        {
            use std::io::Write;
            let mut stdin = child.stdin.take().unwrap();
            for row in 1..=3 {
                for column in "ABCDEFGHJ".chars() {
                    let _ = writeln!(stdin, "{column}{row}");
                }
            }
        }
        let out = child.wait_with_output().unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let auto = run("auto");
    assert!(!auto.contains("resigns"), "{auto}");
    assert!(auto.contains("B1 left the table: W+F"), "{auto}");
    let all = run("all");
    assert!(all.contains("B2 resigns for the Black side: W+R"), "{all}");
}

/// The table with a sudden-death clock of 8 s a side and no playout limit:
/// the computer seats finish the game without running out of time.
#[test]
fn table_games_stay_inside_the_clock() {
    let scratch_dir = scratch("clock");
    let dir = scratch_dir.path().to_path_buf();
    let sgf = dir.join("t.sgf");
    let (out, game, _) = table(
        &["--size", "9", "--seats", "1+1", "--clock", "absolute:8000", "--millis", "100000", "--resign", "none"],
        &sgf,
    );
    let result = game.result().map(|r| r.to_string()).unwrap_or_default();
    assert!(!result.ends_with("+T"), "lost on time: {out}");
    assert!(game.moves().len() > 20, "{out}");
}
