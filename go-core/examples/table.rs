//! The main job: a Lag-go table (source document 000). On its built-in
//! default four seats in two pairs (B1 W1 B2 W2) play a whole 9x9 game under
//! the studio rules (source document 001: area counting, positional superko,
//! no suicide, komi 7.5), every seat filled by the computer. It prints each
//! move with its seat and colour, the final board, the counted result with
//! its breakdown, and writes the game as SGF.
//!
//! Flags choose the size, rule preset, variant, handicap, clocks, which seats
//! are people (a person types GTP vertices like `D4`, or `pass`, `resign`),
//! playouts per move, the seed and the output file. Run
//! `cargo run --release -p go-core --example table -- --help`.

use std::io::{BufRead, Write};
use std::time::Instant;

use clap::Parser;
use go_core::{
    BoardSize, Bot, BotConfig, Budget, Color, Game, Handicap, Move, Phase, Rules, Seat, SeatKind, Table, TimeControl,
    Topology,
};

/// Plays a game at a Go table where the computer fills every seat that no
/// person takes.
#[derive(Parser, Debug)]
#[command(about = "Play a Lag-go table game: the computer fills every empty seat")]
struct Args {
    /// Board side (2..=25, so that moves print as GTP vertices).
    #[arg(long, default_value_t = 9)]
    size: u32,
    /// Rule preset: studio, chinese, aga, new-zealand, tromp-taylor, japanese, korean, game-site.
    #[arg(long, default_value = "studio")]
    rules: String,
    /// Seats per side, as BLACK+WHITE (1+1 is ordinary Go).
    #[arg(long, default_value = "2+2")]
    seats: String,
    /// Seats taken by people, comma-separated (e.g. B1,W2); the rest are the computer.
    #[arg(long, default_value = "")]
    people: String,
    /// Board topology: planar, torus, hcylinder (left-right joined), vcylinder.
    #[arg(long, default_value = "planar")]
    topology: String,
    /// Atari Go: the first side to capture this many stones wins (0: off).
    #[arg(long, default_value_t = 0)]
    atari: u32,
    /// Fixed handicap stones (0: none); free placement with --free-handicap.
    #[arg(long, default_value_t = 0)]
    handicap: u32,
    /// Place the handicap freely (the computer or B1 chooses the points).
    #[arg(long)]
    free_handicap: bool,
    /// Clock: none, absolute:MS, fischer:MS:INC, byoyomi:MS:PERIODS:MS, canadian:MS:STONES:MS.
    #[arg(long, default_value = "none")]
    clock: String,
    /// Playouts per computer move.
    #[arg(long, default_value_t = 1500)]
    playouts: u32,
    /// Komi in points (a multiple of 0.5); default: the preset's, or 0.5 in
    /// a handicap game.
    #[arg(long, allow_hyphen_values = true)]
    komi: Option<String>,
    /// Random seed: the same seed plays the same game.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Where to write the SGF record.
    #[arg(long, default_value = "table.sgf")]
    output: String,
}

/// Prints a line; a closed standard output (`| head`) is not an error, so
/// that the game goes on and its record is still written.
macro_rules! say {
    ($($arg:tt)*) => {{
        let _ = writeln!(std::io::stdout(), $($arg)*);
    }};
}

/// Prints without a line break (a prompt).
macro_rules! say_inline {
    ($($arg:tt)*) => {{
        let _ = write!(std::io::stdout(), $($arg)*);
    }};
}

fn fail(message: &str) -> ! {
    eprintln!("error: {message}");
    std::process::exit(2)
}

fn parse_seats(text: &str) -> (usize, usize) {
    let (b, w) = text.split_once('+').unwrap_or_else(|| fail("--seats takes BLACK+WHITE, e.g. 2+2"));
    let n = |s: &str| {
        s.trim()
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=255).contains(n))
            .unwrap_or_else(|| fail("--seats takes two numbers of 1..=255, e.g. 2+2"))
    };
    (n(b), n(w))
}

fn parse_clock(text: &str) -> TimeControl {
    let parts: Vec<&str> = text.split(':').collect();
    let num = |s: &str| s.parse::<u64>().unwrap_or_else(|_| fail(&format!("bad number {s:?} in --clock")));
    let small = |s: &str| u32::try_from(num(s)).unwrap_or_else(|_| fail("--clock count too large"));
    let control = match parts.as_slice() {
        ["none"] => TimeControl::None,
        ["absolute", m] => TimeControl::Absolute { main_ms: num(m) },
        ["fischer", m, i] => TimeControl::Fischer { main_ms: num(m), increment_ms: num(i) },
        ["byoyomi", m, p, l] => TimeControl::ByoYomi { main_ms: num(m), periods: small(p), period_ms: num(l) },
        ["canadian", m, s, l] => TimeControl::Canadian { main_ms: num(m), stones: small(s), period_ms: num(l) },
        _ => fail("unknown --clock; see --help"),
    };
    let no_time = match control {
        TimeControl::Absolute { main_ms } | TimeControl::Fischer { main_ms, increment_ms: 0 } => main_ms == 0,
        TimeControl::ByoYomi { main_ms, periods, period_ms } => main_ms == 0 && (periods == 0 || period_ms == 0),
        TimeControl::Canadian { main_ms, stones, period_ms } => main_ms == 0 && (stones == 0 || period_ms == 0),
        _ => false,
    };
    if no_time {
        fail("--clock gives no time at all for the first move");
    }
    control
}

fn parse_topology(text: &str) -> Topology {
    match text {
        "planar" => Topology::Planar,
        "torus" => Topology::Torus,
        "hcylinder" => Topology::HorizontalCylinder,
        "vcylinder" => Topology::VerticalCylinder,
        _ => fail("--topology is planar, torus, hcylinder or vcylinder"),
    }
}

fn parse_seat(text: &str) -> Seat {
    let text = text.trim();
    let color = match text.chars().next().map(|c| c.to_ascii_uppercase()) {
        Some('B') => Color::Black,
        Some('W') => Color::White,
        _ => fail(&format!("bad seat {text:?}: use B1, W2, ...")),
    };
    let number = text[1..].parse::<u8>().unwrap_or_else(|_| fail(&format!("bad seat {text:?}")));
    Seat::new(color, number)
}

fn main() {
    let args = Args::parse();
    if !(2..=25).contains(&args.size) {
        fail("--size must be 2..=25 (GTP vertices name at most 25 columns)");
    }
    let size = BoardSize::square(args.size).unwrap_or_else(|e| fail(&e.to_string()));
    let rules = Rules::preset(&args.rules, size).unwrap_or_else(|| {
        fail(&format!("unknown rules {:?}; known: {}", args.rules, Rules::preset_names().join(", ")))
    });
    let komi = match &args.komi {
        Some(text) => text.parse::<go_core::Komi>().unwrap_or_else(|e| fail(&e.to_string())),
        None if args.handicap > 0 => go_core::Komi::from_half_points(1),
        None => rules.komi(),
    };
    let rules = rules.with_komi(komi);
    let (black_seats, white_seats) = parse_seats(&args.seats);
    let people: Vec<Seat> = args.people.split(',').filter(|s| !s.trim().is_empty()).map(parse_seat).collect();
    let kinds = |color: Color, n: usize| -> Vec<SeatKind> {
        (1..=n)
            .map(|k| {
                let seat = Seat::new(color, u8::try_from(k).unwrap_or(u8::MAX));
                if people.contains(&seat) { SeatKind::Person } else { SeatKind::Computer }
            })
            .collect()
    };
    let table = Table::with_kinds(kinds(Color::Black, black_seats), kinds(Color::White, white_seats))
        .unwrap_or_else(|e| fail(&e.to_string()));
    for seat in &people {
        if !table.contains(*seat) {
            fail(&format!("--people names {seat}, which is not at this table"));
        }
    }
    if args.free_handicap && args.handicap == 0 {
        fail("--free-handicap needs --handicap N (N >= 2)");
    }
    let handicap = match (args.handicap, args.free_handicap) {
        (0, _) => Handicap::None,
        (n, false) => Handicap::Fixed(n),
        (n, true) => Handicap::Free(n),
    };
    let builder = Game::builder(size)
        .rules(rules)
        .table(table.clone())
        .topology(parse_topology(&args.topology))
        .handicap(handicap)
        .time_control(parse_clock(&args.clock));
    let builder = if args.atari > 0 { builder.atari_go(go_core::AtariGo::captures(args.atari)) } else { builder };
    let mut game = builder.build().unwrap_or_else(|e| fail(&e.to_string()));
    // Check the output file before the game, so that no record is lost;
    // an existing file is opened without truncating it, a new one removed
    // again until the game is over.
    let existed = std::path::Path::new(&args.output).exists();
    match std::fs::OpenOptions::new().append(true).create(true).open(&args.output) {
        Ok(_) if !existed => {
            let _ = std::fs::remove_file(&args.output);
        }
        Ok(_) => {}
        Err(e) => fail(&format!("cannot write {}: {e}", args.output)),
    }
    let config = BotConfig { budget: Budget::Playouts(args.playouts.max(1)), seed: args.seed, ..BotConfig::default() };

    say!(
        "Table {size} {}, rules {}, komi {}, seed {}, {} playouts per computer move",
        args.topology,
        args.rules,
        rules.komi(),
        args.seed,
        args.playouts
    );
    let order: Vec<String> = table
        .seats_in_order()
        .iter()
        .map(|s| format!("{s} ({})", if table.kind(*s) == Some(SeatKind::Person) { "person" } else { "computer" }))
        .collect();
    say!("Seats in order: {}\n", order.join(", "));

    let start = Instant::now();
    let now_ms = || u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX);
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    // Lines are read as bytes: text that is not UTF-8 is a bad vertex, not
    // the end of input.
    let mut next_line = move || -> Option<String> {
        let mut buf = Vec::new();
        match input.read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => None,
            Ok(_) => Some(String::from_utf8_lossy(&buf).into_owned()),
        }
    };
    if game.phase() == Phase::HandicapPlacement {
        let b1 = Seat::first(Color::Black);
        let stones = handicap.stones() as usize;
        if args.free_handicap && table.kind(b1) == Some(SeatKind::Person) {
            // The person at B1 chooses the points.
            loop {
                say_inline!("{b1} (Black) places {stones} handicap stones (vertices separated by spaces): ");
                let _ = std::io::stdout().flush();
                let Some(line) = next_line() else { fail("no handicap stones were placed") };
                let mut seen = Vec::new();
                let points: Result<Vec<_>, String> = line
                    .split_whitespace()
                    .map(|v| match Move::parse_vertex(v, size) {
                        Ok(Move::Play(p)) if seen.contains(&p) => Err(format!("{} is given twice", v.to_uppercase())),
                        Ok(Move::Play(p)) => {
                            seen.push(p);
                            Ok(p)
                        }
                        Ok(_) => Err(format!("{v} is not a point")),
                        Err(e) => Err(e.to_string()),
                    })
                    .collect();
                match points.map(|p| game.place_free_handicap_as(b1, &p).map_err(|e| e.to_string())) {
                    Ok(Ok(())) => break,
                    Ok(Err(e)) | Err(e) => say!("  {e}"),
                }
            }
            say!("");
        } else {
            let points: Vec<_> = go_core::fixed_handicap_points(size, handicap.stones(), go_core::CornerLine12::Third)
                .unwrap_or_else(|_| {
                    // Off the standard layouts: spread the stones over the board.
                    size.points().step_by((size.area() / stones.max(1)).max(1)).take(stones).collect()
                });
            game.place_free_handicap_as(b1, &points).unwrap_or_else(|e| fail(&e.to_string()));
            say!("   {b1} places {} handicap stones\n", points.len());
        }
    }
    if game.time_control() != TimeControl::None {
        game.start_clock(now_ms()).unwrap_or_else(|e| fail(&e.to_string()));
    }
    let limit = 4 * size.area() + 100;
    while game.phase() == Phase::Playing && game.moves().len() < limit {
        let seat = game.seat_to_move();
        let color = seat.color;
        let mv = if table.kind(seat) == Some(SeatKind::Person) {
            loop {
                say_inline!("{seat} ({color}) to move, vertex/pass/resign: ");
                let _ = std::io::stdout().flush();
                let Some(line) = next_line() else {
                    let result = game.leave(seat).unwrap_or_else(|e| fail(&e.to_string()));
                    say!("\n{seat} left the table: {result}");
                    break Move::Pass;
                };
                let line = line.trim();
                if line.eq_ignore_ascii_case("resign") {
                    let result = game.resign_as(seat).unwrap_or_else(|e| fail(&e.to_string()));
                    say!("{seat} resigns for the {color} side: {result}");
                    break Move::Pass;
                }
                match Move::parse_vertex(line, size) {
                    Ok(mv) => match game.is_legal_as(seat, mv) {
                        Ok(()) => break mv,
                        Err(e) => say!("  illegal {}: {}", line.to_uppercase(), e.reason()),
                    },
                    Err(e) => say!("  {e}"),
                }
            }
        } else {
            let budget = budget_for(&game, now_ms(), args.playouts.max(1));
            Bot::new(BotConfig { budget, ..config }).choose_move(&game)
        };
        if game.phase() != Phase::Playing {
            break;
        }
        let number = game.moves().len() + 1;
        let at = now_ms();
        let record = match if game.time_control() == TimeControl::None {
            game.play_as(seat, mv)
        } else {
            game.play_as_at(seat, mv, at)
        } {
            Ok(r) => r.clone(),
            Err(e) => {
                say!("{number:>4}. {seat} {color}: {e}");
                break;
            }
        };
        let vertex = mv.to_vertex(size).unwrap_or_else(|| "?".to_owned());
        let captures =
            if record.captured.is_empty() { String::new() } else { format!("  captures {}", record.captured.len()) };
        say!("{number:>4}. {seat} {:<5} {vertex}{captures}", color.to_string());
    }

    say!("\nFinal position after {} moves:", game.moves().len());
    print_board(&game);
    if game.phase() == Phase::Counting {
        // The computer seats agree on the dead stones the playouts find.
        let dead = Bot::new(config).estimate_dead_stones(&game);
        for p in &dead {
            if game.dead_stones().contains(p) {
                continue;
            }
            let _ = game.toggle_dead_chain(*p);
        }
        let marked = game.dead_stones();
        if !marked.is_empty() {
            let names: Vec<String> = marked.iter().filter_map(|p| p.to_vertex(size)).collect();
            say!("Dead stones agreed: {}", names.join(" "));
        }
        let dame = game.unfilled_dame();
        if !dame.is_empty() {
            let names: Vec<String> = dame.iter().filter_map(|p| p.to_vertex(size)).collect();
            say!("Unfilled dame: {}", names.join(" "));
        }
        let _ = game.propose_as(Seat::first(Color::Black));
        let _ = game.accept_as(Seat::first(Color::White));
    }
    // The breakdown belongs to a counted game (or one stopped at the move
    // limit); after a resignation, a flag or a capture it would only
    // contradict the result.
    let counted = matches!(game.result(), None | Some(go_core::GameResult::Score { .. } | go_core::GameResult::Draw));
    let score = game.score();
    if counted {
        say!("Counting: {:?}", score.counting);
    }
    for (name, side) in [("Black", &score.black), ("White", &score.white)].into_iter().filter(|_| counted) {
        say!(
            "  {name}: stones {} territory {} prisoners {} dead {} komi {} bonus {} seki {} penalty {} => {}",
            side.stones,
            side.territory,
            side.prisoners,
            side.dead_stones,
            f64::from(side.komi) / 2.0,
            side.bonus,
            side.seki,
            side.penalty,
            side.total as f64 / 2.0
        );
    }
    match game.result() {
        Some(result) => say!("Result: {result} ({})", result.reason()),
        None => say!("Result: none (the game stopped after {} moves)", game.moves().len()),
    }
    write_sgf(&game, &args.output, &args.rules);
}

/// The computer's budget: `playouts`, and with a clock no more than its
/// side's share of the time left: the overtime period over its stones (a
/// byo-yomi period counts as one stone), or in main time the time left over
/// half the empty points (at least 15 moves); 90% of that less a margin of
/// a quarter of it up to 100 ms, at least 1 ms. The share shrinks with the
/// time left, so sudden death is never overrun by the budget alone.
fn budget_for(game: &Game, now_ms: u64, playouts: u32) -> Budget {
    if game.time_control() == TimeControl::None {
        return Budget::Playouts(playouts);
    }
    let left = game.time_left(game.to_move(), now_ms);
    let per_move = if left.main_ms > 0 {
        let empty = u64::try_from(game.board().empty_count()).unwrap_or(u64::MAX);
        left.main_ms / (empty / 2).max(15)
    } else {
        left.period_ms / u64::from(left.stones.max(1))
    };
    let margin = (per_move / 4).min(100);
    Budget::PlayoutsWithin { playouts, millis: (per_move / 10 * 9).saturating_sub(margin).max(1) }
}

/// Writes the record. The Korean preset is the Japanese one axis by axis,
/// so the writer names it `RU[Japanese]`; the table knows which was chosen
/// and names it as given.
#[cfg(feature = "sgf")]
fn write_sgf(game: &Game, path: &str, preset: &str) {
    let (text, _) = go_core::SgfCollection::from_game(game).to_utf8();
    let text =
        if preset.eq_ignore_ascii_case("korean") { text.replacen("RU[Japanese]", "RU[Korean]", 1) } else { text };
    match std::fs::write(path, text) {
        Ok(()) => say!("SGF written to {path}"),
        Err(e) => fail(&format!("could not write {path}: {e}")),
    }
}

#[cfg(not(feature = "sgf"))]
fn write_sgf(_game: &Game, path: &str, _preset: &str) {
    say!("SGF not written to {path}: this build has no `sgf` feature");
}

/// Prints the board with GTP column letters and row numbers.
fn print_board(game: &Game) {
    let size = game.board().size();
    let letters: String = (0..size.width())
        .map(|x| {
            let c = if x < 8 { b'A' + x } else { b'A' + x + 1 };
            format!(" {}", c as char)
        })
        .collect();
    say!("   {letters}");
    for (y, line) in game.board().to_string().lines().enumerate() {
        let row = usize::from(size.height()) - y;
        let cells: String = line.chars().map(|c| format!(" {c}")).collect();
        say!("{row:>2} {cells}  {row}");
    }
    say!("   {letters}");
}
