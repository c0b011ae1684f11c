//! The strength match: our bot (through its GTP engine, in-process) against
//! GNU Go over GTP, or against a uniformly random player, on 9x9 under the
//! Chinese rules with komi 7.5, alternating colours. It prints each game
//! and a summary: wins, win rate, the losses by more than half the board's
//! points (`big_losses`: a collapse rather than a close loss), and the
//! playouts and milliseconds per move the bot used.
//!
//! ```text
//! cargo run --release -p go-core --example match -- --opponent gnugo --level 1 --games 20 --millis 1000
//! cargo run --release -p go-core --example match -- --opponent random --games 100 --playouts 1000
//! ```
//!
//! Scoring: games end by two passes (or a resignation, or the move cap);
//! a counted game is scored by GNU Go's `final_score` (the opponent itself,
//! or a level 1 GNU Go fed the moves when the opponent is the random
//! player), and by our engine's `final_score` when GNU Go is not there.
//! A game stopped at the move cap is scored the same way as it stands: on
//! an unfinished board the scorer guesses the dead stones, so a capped
//! game's result is an estimate (the summary counts it like the others).
//! The random player picks uniformly among its legal moves that do not
//! fill one of its own single-point eyes, and passes when there is none.
//! GNU Go is the Debian package `gnugo` (`tests/oracle/install_gnugo.sh`).

#[macro_use]
#[path = "support/stdio.rs"]
mod stdio;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use clap::Parser;

use go_core::{BoardSize, BotConfig, Budget, Color, Game, GtpEngine, Move, Rules};

/// Plays the go-core bot against GNU Go or a random player.
#[derive(Parser, Debug)]
#[command(
    name = "match",
    version,
    about = "go-core bot against GNU Go or a random player (9x9, Chinese rules, komi 7.5)"
)]
struct Args {
    /// `gnugo` or `random`.
    #[arg(long, default_value = "gnugo", value_parser = ["gnugo", "random"])]
    opponent: String,
    /// GNU Go's level (0..=10).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(0..=10))]
    level: u32,
    /// Number of games, at least 1; colours alternate, ours Black in the
    /// first.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..))]
    games: u32,
    /// The bot's milliseconds per move, 1 to 86,400,000 (a day).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=86_400_000))]
    millis: Option<u64>,
    /// The bot's playouts per move (instead of --millis, not with it), 1 to
    /// 10,000,000.
    #[arg(long, conflicts_with = "millis", value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
    playouts: Option<u32>,
    /// Search threads, 1 to 256.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
    threads: u16,
    /// Board side, 2 to 25 (what GTP vertices can name; GNU Go plays up to
    /// 19).
    #[arg(long, default_value_t = 9, value_parser = clap::value_parser!(u32).range(2..=25))]
    size: u32,
    /// Base seed (game i uses seed + i for both players).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// GNU Go's binary.
    #[arg(long, default_value = "/usr/games/gnugo")]
    gnugo: String,
    /// Moves after which a game is stopped and counted as it stands, by the
    /// same scorer as a finished game (GNU Go's `final_score` when GNU Go
    /// is there): on an unfinished board that is the scorer's guess at the
    /// dead stones, not a count of a finished game, and `--show`'s count
    /// by our engine may disagree with it.
    #[arg(long, default_value_t = 400)]
    max_moves: u32,
    /// Print each final position with our engine's own count.
    #[arg(long)]
    show: bool,
    /// Write each game's record (our engine's `printsgf`) to this folder as
    /// `game-NNN.sgf`; a game aborted on a move we refuse, up to that move,
    /// as `game-NNN-aborted.sgf`.
    #[arg(long)]
    sgf_dir: Option<String>,
    /// A setting of the bot, `NAME=VALUE` (repeatable), for A/B matches:
    /// exploration, rave_equivalence, score_weight, dynamic_komi (0 or 1).
    #[arg(long = "set", value_name = "NAME=VALUE")]
    settings: Vec<String>,
    /// Let our bot resign under its default rule (`go-core-resign`: win
    /// rate under 10% for 5 of its moves in a row).
    #[arg(long)]
    resign: bool,
    /// Start every game from the end of this record's main line (both
    /// engines `loadsgf` it); our bot plays the side to move there.
    #[arg(long)]
    start_sgf: Option<String>,
    /// Print each of our moves with its win rate and playouts.
    #[arg(long)]
    verbose: bool,
}

/// A GTP engine on a child process.
struct Gnugo {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Gnugo {
    fn start(path: &str, level: u32, seed: u64) -> std::io::Result<Gnugo> {
        let mut child = Command::new(path)
            .args(["--mode", "gtp", "--chinese-rules", "--komi", "7.5"])
            .args(["--level", &level.to_string(), "--seed", &seed.to_string()])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let stdin = child.stdin.take().ok_or_else(|| std::io::Error::other("no stdin"))?;
        let stdout = BufReader::new(child.stdout.take().ok_or_else(|| std::io::Error::other("no stdout"))?);
        Ok(Gnugo { child, stdin, stdout })
    }

    fn send(&mut self, command: &str) -> Result<String, String> {
        writeln!(self.stdin, "{command}").map_err(|e| e.to_string())?;
        self.stdin.flush().map_err(|e| e.to_string())?;
        let mut response = String::new();
        loop {
            let mut line = String::new();
            if self.stdout.read_line(&mut line).map_err(|e| e.to_string())? == 0 {
                return Err(format!("GNU Go closed its output after {command:?}"));
            }
            if line.trim().is_empty() && !response.is_empty() {
                break;
            }
            response.push_str(&line);
        }
        let text = response.get(1..).unwrap_or("").trim().to_owned();
        if response.starts_with('=') { Ok(text) } else { Err(text) }
    }
}

impl Drop for Gnugo {
    /// Asks the engine to quit, and kills it if it has not ended within
    /// five seconds (an engine that ignores `quit` must not hang the run).
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
        while std::time::Instant::now() < deadline {
            if !matches!(self.child.try_wait(), Ok(None)) {
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A small seeded generator for the random player.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

fn random_move(game: &Game, rng: &mut SplitMix) -> Move {
    let color = game.to_move();
    let board = game.board();
    let moves: Vec<Move> =
        game.legal_moves().into_iter().filter(|m| matches!(m, Move::Play(p) if !board.is_eye(*p, color))).collect();
    if moves.is_empty() {
        return Move::Pass;
    }
    let n = u64::try_from(moves.len()).unwrap_or(1);
    moves[usize::try_from(rng.next() % n).unwrap_or(0)]
}

fn ours(engine: &mut GtpEngine, command: &str) -> Result<String, String> {
    match engine.handle_line(command.as_bytes()) {
        Some(r) if r.success => Ok(r.text),
        Some(r) => Err(r.text),
        None => Err("no answer".to_owned()),
    }
}

fn word(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// One game's outcome.
struct Outcome {
    winner: Option<Color>,
    result: String,
    moves: u32,
    our_moves: u32,
    playouts: u64,
    millis: u64,
}

/// Writes our engine's record of game `i` (`printsgf`) to `dir` as
/// `game-NNN<suffix>.sgf`; returns the file's path.
fn write_record(engine: &mut GtpEngine, dir: &str, i: u32, suffix: &str) -> Result<String, String> {
    let sgf = ours(engine, "printsgf")?;
    let path = std::path::Path::new(dir).join(format!("game-{:03}{suffix}.sgf", i + 1));
    std::fs::create_dir_all(dir)
        .and_then(|()| std::fs::write(&path, format!("{sgf}\n")))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(path.display().to_string())
}

fn play_game(args: &Args, i: u32, ours_color: Color) -> Result<Outcome, String> {
    let seed = args.seed + u64::from(i);
    let budget = match (args.millis, args.playouts) {
        (_, Some(p)) => Budget::Playouts(p.max(1)),
        (Some(ms), None) => Budget::Millis(ms.max(1)),
        (None, None) => Budget::Millis(1000),
    };
    let mut config = BotConfig { budget, threads: usize::from(args.threads), seed, ..BotConfig::default() };
    for setting in &args.settings {
        apply_setting(&mut config, setting)?;
    }
    let mut engine = GtpEngine::with_bot(config);
    let size = BoardSize::square(args.size).map_err(|e| e.to_string())?;
    let komi = "7.5".parse().map_err(|_| "komi".to_owned())?;
    let mut referee = Game::new(size, Rules::chinese().with_komi(komi));
    let mut gnugo = if args.opponent == "gnugo" {
        Some(Gnugo::start(&args.gnugo, args.level, seed).map_err(|e| format!("cannot start GNU Go: {e}"))?)
    } else {
        None
    };
    let mut rng = SplitMix(seed.wrapping_mul(0x2545_F491_4F6C_DD1D));
    for command in [format!("boardsize {}", args.size), "clear_board".into(), "komi 7.5".into()] {
        ours(&mut engine, &command)?;
        if let Some(g) = gnugo.as_mut() {
            g.send(&command)?;
        }
    }
    ours(&mut engine, "go-core-rules chinese")?;
    ours(&mut engine, "komi 7.5")?;
    if args.resign {
        ours(&mut engine, "go-core-resign 0.1 5")?;
    }
    if let Some(file) = &args.start_sgf {
        ours(&mut engine, &format!("loadsgf {file}"))?;
        if let Some(g) = gnugo.as_mut() {
            g.send(&format!("loadsgf {file}"))?;
        }
        referee = engine.game().clone();
    }
    // A record loaded by --start-sgf may end with a pass: a pass in reply
    // then ends the game, as it ends the referee's.
    let mut passes = referee.moves().iter().rev().take_while(|m| m.mv == Move::Pass).count();
    let (mut moves, mut our_moves, mut playouts, mut millis) = (0, 0, 0u64, 0u64);
    let mut resigned = None;
    while moves < args.max_moves && passes < 2 {
        let color = referee.to_move();
        let text = if color == ours_color {
            let v = ours(&mut engine, &format!("genmove {}", word(color)))?;
            if let Some(s) = engine.last_search() {
                if args.verbose {
                    out!(
                        "  move {:>3} {:<5} {v:<5} winrate {:.3} playouts {}",
                        moves + 1,
                        word(color),
                        s.win_rate,
                        s.playouts
                    );
                }
                playouts += u64::from(s.playouts);
                millis += s.millis;
                our_moves += 1;
            }
            if v != "resign"
                && let Some(g) = gnugo.as_mut()
            {
                g.send(&format!("play {} {v}", word(color))).map_err(|e| format!("GNU Go refused our {v}: {e}"))?;
            }
            v
        } else {
            let v = match gnugo.as_mut() {
                Some(g) => g.send(&format!("genmove {}", word(color)))?,
                None => random_move(&referee, &mut rng).to_vertex(size).unwrap_or_else(|| "pass".into()),
            };
            if !v.eq_ignore_ascii_case("resign")
                && let Err(e) = ours(&mut engine, &format!("play {} {v}", word(color)))
            {
                // The record up to the refused move, to see why.
                let kept = match &args.sgf_dir {
                    Some(dir) => format!(" (the game so far: {})", write_record(&mut engine, dir, i, "-aborted")?),
                    None => String::new(),
                };
                return Err(format!("we refused the opponent's {v}: {e}{kept}"));
            }
            v
        };
        moves += 1;
        if text.eq_ignore_ascii_case("resign") {
            resigned = Some(color);
            break;
        }
        let mv = Move::parse_vertex(&text, size).map_err(|e| e.to_string())?;
        referee.play(mv).map_err(|e| format!("the referee refused {text}: {e}"))?;
        passes = if mv == Move::Pass { passes + 1 } else { 0 };
    }
    let result = if let Some(loser) = resigned {
        format!("{}+R", if loser == Color::Black { 'W' } else { 'B' })
    } else {
        let scorer = match gnugo.as_mut() {
            Some(g) => Some(g.send("final_score")),
            None => Gnugo::start(&args.gnugo, 1, 1).ok().map(|mut g| {
                g.send(&format!("boardsize {}", args.size))?;
                g.send("komi 7.5")?;
                for m in referee.moves() {
                    let v = m.mv.to_vertex(size).unwrap_or_else(|| "pass".into());
                    g.send(&format!("play {} {v}", word(m.color())))?;
                }
                g.send("final_score")
            }),
        };
        match scorer {
            // A count in GTP's form: `B+3.5`, `W+12`, `0`; anything else is
            // the opponent's fault, not a result.
            Some(Ok(score)) if score == "0" || margin(&score).is_some() => score,
            Some(Ok(score)) => return Err(format!("the opponent's final_score answered {score:?}, not a count")),
            _ => ours(&mut engine, "final_score")?,
        }
    };
    if let Some(dir) = &args.sgf_dir {
        write_record(&mut engine, dir, i, "")?;
    }
    if args.show {
        out!("{}", ours(&mut engine, "showboard")?);
        out!("our final_score {}", ours(&mut engine, "final_score")?);
    }
    let winner = match result.chars().next() {
        Some('B') => Some(Color::Black),
        Some('W') => Some(Color::White),
        _ => None,
    };
    Ok(Outcome { winner, result, moves, our_moves, playouts, millis })
}

/// Sets one `NAME=VALUE` of `--set` on `config`.
fn apply_setting(config: &mut BotConfig, setting: &str) -> Result<(), String> {
    let (name, value) = setting.split_once('=').ok_or_else(|| format!("--set {setting}: NAME=VALUE expected"))?;
    // A number in `range`: NaN and the infinities are never one.
    let number = |range: std::ops::RangeInclusive<f64>, wanted: &str| {
        let v = value.parse::<f64>().map_err(|e| format!("--set {setting}: {e}"))?;
        if range.contains(&v) { Ok(v) } else { Err(format!("--set {setting}: {name} must be {wanted}")) }
    };
    match name {
        "exploration" => config.exploration = number(0.0..=1e6, "from 0 to 1e6")?,
        "rave_equivalence" => config.rave_equivalence = number(0.0..=1e12, "from 0 to 1e12")?,
        "score_weight" => config.score_weight = number(0.0..=1.0, "from 0 to 1")?,
        "dynamic_komi" => match value {
            "0" => config.dynamic_komi = false,
            "1" => config.dynamic_komi = true,
            _ => return Err(format!("--set {setting}: dynamic_komi must be 0 or 1")),
        },
        _ => return Err(format!("--set {setting}: unknown setting {name}")),
    }
    Ok(())
}

/// Checks what can be checked before the first game, so that a bad value
/// is refused at once (exit status 2) rather than as every game aborted:
/// the `--set` settings, GNU Go's binary and the board size when GNU Go
/// plays, and that the `--sgf-dir` folder can be written.
fn check(args: &Args) -> Result<(), String> {
    let mut config = BotConfig::default();
    for setting in &args.settings {
        apply_setting(&mut config, setting)?;
    }
    if args.opponent == "gnugo" {
        let mut gnugo = Gnugo::start(&args.gnugo, args.level, args.seed)
            .map_err(|e| format!("--gnugo {}: cannot start GNU Go: {e}", args.gnugo))?;
        gnugo.send("version").map_err(|e| format!("--gnugo {}: not a GTP engine: {e}", args.gnugo))?;
        // Found from outside: `--size 21` was taken and every game
        // aborted ("unacceptable size"); GNU Go is asked before the first.
        gnugo
            .send(&format!("boardsize {}", args.size))
            .map_err(|e| format!("--size {}: GNU Go refuses it: {e}", args.size))?;
    }
    if let Some(dir) = &args.sgf_dir {
        // Found from outside: a file there was refused as "File exists".
        let folder = std::path::Path::new(dir);
        if folder.exists() && !folder.is_dir() {
            return Err(format!("--sgf-dir {dir}: not a folder"));
        }
        let probe = folder.join(format!(".match-probe-{}", std::process::id()));
        std::fs::create_dir_all(dir)
            .and_then(|()| std::fs::write(&probe, b"probe\n"))
            .and_then(|()| std::fs::remove_file(&probe))
            .map_err(|e| format!("--sgf-dir {dir}: cannot write there: {e}"))?;
    }
    Ok(())
}

fn main() {
    stdio::main_with(run);
}

fn run() {
    let args = stdio::parse_args::<Args>();
    if let Err(e) = check(&args) {
        errln!("error: {e}");
        std::process::exit(2);
    }
    let opponent = if args.opponent == "gnugo" { format!("gnugo-level-{}", args.level) } else { args.opponent.clone() };
    let (mut wins, mut played, mut our_moves, mut playouts, mut millis) = (0u32, 0u32, 0u64, 0u64, 0u64);
    // Losses by more than half the board's points (issue 10's measure of
    // a collapse: a weaker search should lose by a few points).
    let half_board = f64::from(args.size * args.size) / 2.0;
    let mut big_losses = 0u32;
    let mut aborted = 0u32;
    let start_color = args.start_sgf.as_ref().map(|file| {
        let mut probe = GtpEngine::new();
        if let Err(e) = ours(&mut probe, &format!("loadsgf {file}")) {
            errln!("error: --start-sgf {file}: {e}");
            std::process::exit(2);
        }
        // Both engines play the record's board: GNU Go plays square boards
        // only, and the match's measures use `--size` (found from outside:
        // a 7x4 record was played as 7x4 by us and 7x7 by GNU Go, and a
        // 9x5 one aborted every game).
        let size = probe.game().board().size();
        if size.width() != size.height() {
            errln!("error: --start-sgf {file}: a {size} board: the match plays square boards only, as GNU Go does");
            std::process::exit(2);
        }
        if u32::from(size.width()) != args.size {
            errln!(
                "error: --start-sgf {file}: the record's board is {size}, the match's {0}x{0}: give --size {1}",
                args.size,
                size.width()
            );
            std::process::exit(2);
        }
        probe.game().to_move()
    });
    for i in 0..args.games {
        let ours_color = start_color.unwrap_or(if i % 2 == 0 { Color::Black } else { Color::White });
        match play_game(&args, i, ours_color) {
            Ok(o) => {
                played += 1;
                let won = o.winner == Some(ours_color);
                wins += u32::from(won);
                big_losses += u32::from(!won && margin(&o.result).is_some_and(|m| m > half_board));
                our_moves += u64::from(o.our_moves);
                playouts += o.playouts;
                millis += o.millis;
                out!(
                    "game {:>3}: ours {:<5} {:>4} moves  result {:<8} {}  playouts/move {:.0}  ms/move {:.0}",
                    i + 1,
                    word(ours_color),
                    o.moves,
                    o.result,
                    if won { "WIN " } else { "loss" },
                    per(o.playouts, u64::from(o.our_moves)),
                    per(o.millis, u64::from(o.our_moves)),
                );
            }
            Err(e) => {
                aborted += 1;
                out!("game {:>3}: ours {:<5} aborted: {e}", i + 1, word(ours_color));
            }
        }
    }
    out!(
        "SUMMARY opponent={opponent} games={played} wins={wins} winrate={:.1}% big_losses={big_losses} playouts/move={:.0} ms/move={:.0}",
        100.0 * per(u64::from(wins), u64::from(played)),
        per(playouts, our_moves),
        per(millis, our_moves),
    );
    // A game that could not be played is a failure of the run.
    if aborted > 0 {
        std::process::exit(1);
    }
}

/// The margin in points of a counted result (`B+3.5`, `W+12`); `None`
/// for a resignation, a time loss, a draw or anything else.
fn margin(result: &str) -> Option<f64> {
    let points = result.strip_prefix("B+").or_else(|| result.strip_prefix("W+"))?;
    points.parse::<f64>().ok().filter(|m| m.is_finite())
}

/// `a / b` as a float (0 when `b` is 0).
fn per(a: u64, b: u64) -> f64 {
    if b == 0 {
        return 0.0;
    }
    // Counts stay far below 2^53: the conversions are exact.
    let to_f = |n: u64| u32::try_from(n).map_or(f64::from(u32::MAX), f64::from);
    to_f(a) / to_f(b)
}
