//! GTP conformance against GNU Go: a small referee plays two full 9x9 games
//! (Chinese rules, komi 7.5) between our engine (in-process, driven through
//! GTP text only) and `gnugo --mode gtp --level 1`, one with each colour.
//! Every move of ours must be accepted by GNU Go, every move of GNU Go's by
//! us, the games must end by two passes, and both engines' `showboard`
//! must show the same final position.
//!
//! GNU Go is the Debian package `gnugo` (binary /usr/games/gnugo); run
//! `go-core/tests/oracle/install_gnugo.sh` to install it. Without it this
//! test fails and says so.

#![cfg(all(feature = "gtp", feature = "bot"))]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use go_core::{BotConfig, Color, GtpEngine, Phase};

const GNUGO: &str = "/usr/games/gnugo";

/// GNU Go over GTP on a child process.
struct Gnugo {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Gnugo {
    fn start() -> Gnugo {
        let path = if std::path::Path::new(GNUGO).exists() { GNUGO.to_owned() } else { "gnugo".to_owned() };
        let mut child = Command::new(&path)
            .args(["--mode", "gtp", "--level", "1", "--chinese-rules", "--komi", "7.5", "--seed", "1"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| {
                panic!(
                    "GNU Go is not installed ({path}: {e}): run `bash go-core/tests/oracle/install_gnugo.sh` \
                     (apt-get install gnugo) first"
                )
            });
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Gnugo { child, stdin, stdout }
    }

    /// Sends a command; returns Ok(text) for `=`, Err(text) for `?`.
    fn send(&mut self, command: &str) -> Result<String, String> {
        writeln!(self.stdin, "{command}").unwrap();
        self.stdin.flush().unwrap();
        let mut response = String::new();
        loop {
            let mut line = String::new();
            let n = self.stdout.read_line(&mut line).unwrap();
            assert!(n > 0, "GNU Go closed its output after {command:?}");
            if line.trim_end_matches(['\r', '\n']).is_empty() && !response.is_empty() {
                break;
            }
            response.push_str(&line);
        }
        let ok = response.starts_with('=');
        assert!(ok || response.starts_with('?'), "not a GTP response: {response:?}");
        let text = response[1..].trim().to_owned();
        if ok { Ok(text) } else { Err(text) }
    }
}

impl Drop for Gnugo {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        let _ = self.child.wait();
    }
}

/// Sends a command to our engine through GTP text.
fn ours(engine: &mut GtpEngine, command: &str) -> Result<String, String> {
    let r = engine.handle_line(command.as_bytes()).expect("a response");
    let wire = r.to_string();
    assert!(wire.ends_with("\n\n") && !wire[..wire.len() - 2].contains("\n\n"), "{wire:?}");
    if r.success { Ok(r.text) } else { Err(r.text) }
}

/// The stones of a `showboard` answer (ours or GNU Go's): the rows that
/// start with their number, read as `X`, `O` or empty (`.` or `+`).
fn parse_board(text: &str, size: usize) -> Vec<Vec<char>> {
    let mut rows = Vec::new();
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.len() >= size + 2 && words[0].parse::<usize>().is_ok() && words[size + 1] == words[0] {
            let row: Vec<char> = words[1..=size]
                .iter()
                .map(|w| match *w {
                    "X" => 'X',
                    "O" => 'O',
                    "." | "+" => '.',
                    other => panic!("unexpected board cell {other:?} in {line:?}"),
                })
                .collect();
            rows.push(row);
        }
    }
    assert_eq!(rows.len(), size, "could not read a {size}x{size} board from:\n{text}");
    rows
}

fn color_word(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// Plays one game; returns a short report.
fn play_game(ours_color: Color, seed: u64) -> String {
    let mut gnugo = Gnugo::start();
    let mut engine = GtpEngine::with_bot(BotConfig { seed, ..BotConfig::with_playouts(200) });
    for command in ["boardsize 9", "clear_board", "komi 7.5"] {
        gnugo.send(command).unwrap();
        ours(&mut engine, command).unwrap();
    }
    ours(&mut engine, "go-core-rules chinese").unwrap();
    ours(&mut engine, "komi 7.5").unwrap();
    let mut to_move = Color::Black;
    let mut passes = 0;
    let mut moves = 0;
    let mut ended_by = String::new();
    while moves < 300 {
        let color = color_word(to_move);
        let (answer, relayed) = if to_move == ours_color {
            let mv = ours(&mut engine, &format!("genmove {color}")).unwrap();
            let relayed = if mv == "resign" { Ok(String::new()) } else { gnugo.send(&format!("play {color} {mv}")) };
            (mv, relayed)
        } else {
            let mv = gnugo.send(&format!("genmove {color}")).unwrap();
            let relayed = if mv.eq_ignore_ascii_case("resign") {
                Ok(String::new())
            } else {
                ours(&mut engine, &format!("play {color} {mv}"))
            };
            (mv, relayed)
        };
        moves += 1;
        if let Err(e) = relayed {
            panic!("move {moves} {color} {answer} (ours is {ours_color:?}) was refused: {e}");
        }
        if answer.eq_ignore_ascii_case("resign") {
            ended_by = format!("{color} resigned");
            break;
        }
        passes = if answer.eq_ignore_ascii_case("pass") { passes + 1 } else { 0 };
        if passes == 2 {
            ended_by = "two passes".to_owned();
            break;
        }
        to_move = to_move.opponent();
    }
    assert!(!ended_by.is_empty(), "the game did not end within 300 moves");
    if ended_by == "two passes" {
        assert_eq!(engine.game().phase(), Phase::Counting);
    }
    let our_board = parse_board(&ours(&mut engine, "showboard").unwrap(), 9);
    let their_board = parse_board(&gnugo.send("showboard").unwrap(), 9);
    assert_eq!(our_board, their_board, "the engines disagree on the final position");
    let our_score = ours(&mut engine, "final_score").unwrap();
    let their_score = gnugo.send("final_score").unwrap();
    for score in [&our_score, &their_score] {
        assert!(score == "0" || score.starts_with("B+") || score.starts_with("W+"), "{score}");
    }
    format!("ours {ours_color:?}: {moves} moves, {ended_by}; final_score ours {our_score}, GNU Go {their_score}")
}

#[test]
fn two_games_against_gnugo() {
    let first = play_game(Color::Black, 1);
    let second = play_game(Color::White, 2);
    eprintln!("{first}\n{second}");
}
