//! The main job: a Lag-go table (source document 000). On its built-in
//! default four seats in two pairs (B1 W1 B2 W2) play a whole 9x9 game under
//! the studio rules (source document 001: area counting, positional superko,
//! no suicide, komi 7.5), every seat filled by the computer. It prints each
//! move with its seat and colour (with the stones it captured, or its own
//! stones a suicide removed), the handicap stones before the first move,
//! the final board, the counted result with its breakdown, and writes the
//! game as SGF after every move. With a clock, a person's prompt shows the
//! time left and the flag falls while the table waits for their line; the
//! clocks start before a free handicap is placed, whose placement is
//! Black's first turn on Black's clock (RULES.md section 5).
//!
//! Flags choose the size, rules, variant, handicap, clocks, which seats are
//! people (a person types GTP vertices like `D4`, or `pass`, `resign`, or
//! `board` to see the position), the
//! computer's thinking time (kept within the clock; a computer partner of
//! a person spends the side's main time at its share per move, never at
//! the pace of the overtime, so that the person keeps theirs), the seed and
//! the output file. Run
//! `cargo run --release -p go-core --example table -- --help`.
//!
//! At the count (RULES.md section 4) the computer's estimate marks the dead
//! stones; the people at the table change the marks and accept them. A
//! computer side accepts only the marks of its own estimate: it rejects any
//! other marking, and play resumes. Under area counting, in play resumed
//! after a rejected count a computer seat does not pass while stones its
//! estimate marks dead stand on the board: it captures them, proving its
//! marking (KGS's cleanup; under territory counting each stone placed in
//! one's own territory would cost a point, so it plays on as usual there).
//! A marking rejected again with no stone played since the last rejection
//! ends the table without a result (play did not settle the dispute and
//! would not). A person whose input ends (while
//! placing a free handicap, during play or at the count) leaves the table,
//! and their side forfeits; `resign` is taken at each of those prompts.
//!
//! Every setting is checked before the first move: a bad value is an error
//! (exit status 2) and no game is played. The record is written again
//! after every move, to a temporary file renamed over the output, so that
//! stopping the table at any moment (Ctrl-C, a kill, a closed standard
//! output) loses nothing played. An output that is a symbolic link is
//! written where the link points. Ctrl-C, SIGTERM and SIGHUP leave no
//! temporary file behind and end the table by that signal (the shell's
//! status 130, 143 and 129).

#[macro_use]
#[path = "support/stdio.rs"]
mod stdio;

use std::io::{BufRead, Read, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::Parser;
use go_core::{
    AtariGo, BoardSize, Bot, BotConfig, Budget, ByColor, Color, Counting, CountingError, Game, GameError, GameResult,
    GameSetup, Handicap, Komi, Move, MoveEstimate, Phase, Preset, Resignation, Rules, Seat, SeatKind, Table,
    TimeControl, Topology, Variant,
};
use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use signal_hook::iterator::Signals;

/// Plays a game at a Go table where the computer fills every seat that no
/// person takes.
#[derive(Parser, Debug)]
#[command(name = "table", version, about = "Play a Lag-go table game: the computer fills every empty seat")]
struct Args {
    /// Board side (2..=25, so that moves print as GTP vertices).
    #[arg(long, default_value_t = 9, value_parser = clap::value_parser!(u32).range(2..=25))]
    size: u32,
    /// Rules: a preset (studio, game_site, chinese, japanese, korean, aga,
    /// new_zealand, tromp_taylor; hyphens are taken too), optionally with changed axes, as
    /// "chinese ko=simple".
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
    /// Handicap stones (0: none): on the star points, or placed freely with
    /// --free-handicap or under the game site's rules (its preset's way).
    #[arg(long, default_value_t = 0)]
    handicap: u32,
    /// Place the handicap freely (the computer or B1 chooses the points).
    #[arg(long)]
    free_handicap: bool,
    /// Clock: none, absolute:MS, fischer:MS:INC, byoyomi:MS:PERIODS:MS, canadian:MS:STONES:MS.
    #[arg(long, default_value = "none")]
    clock: String,
    /// Thinking time per computer move, in milliseconds, 1 to 86,400,000
    /// (a day; kept within the clock).
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..=86_400_000))]
    millis: u64,
    /// Playouts per computer move instead of a time, 1 to 10,000,000: with
    /// one seed, the same game every run. Not with --millis.
    #[arg(long, conflicts_with = "millis", value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
    playouts: Option<u32>,
    /// Komi in points (a multiple of 0.5); default: the rules', or 0.5 in
    /// a handicap game.
    #[arg(long, allow_hyphen_values = true)]
    komi: Option<String>,
    /// Random seed of the computer player.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Which computer seats may resign for their side (when the side's win
    /// rate stayed under 10% for its last 5 computer moves): `auto` (the
    /// default: the seats of a side with no person at it; a computer whose
    /// partner is a person never resigns), `all`, `none`, or a list of
    /// seats such as `B2,W1`.
    #[arg(long, default_value = "auto")]
    resign: String,
    /// Where to write the SGF record (rewritten after every move; a file
    /// there before is replaced, which the table says at its start).
    #[arg(long, default_value = "table.sgf")]
    output: String,
}

/// Prints a line. A closed standard output (`| head`) ends the table
/// quietly, with status 141 as a shell reports for `cat` cut short: the
/// record of every move played so far is on disk already.
macro_rules! say {
    ($($arg:tt)*) => {{
        let written = writeln!(std::io::stdout(), $($arg)*);
        stdio::stdout_written(written);
    }};
}

/// Prints without a line break (a prompt).
macro_rules! say_inline {
    ($($arg:tt)*) => {{
        let written = write!(std::io::stdout(), $($arg)*).and_then(|()| std::io::stdout().flush());
        stdio::stdout_written(written);
    }};
}

fn fail(message: &str) -> ! {
    errln!("error: {message}");
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
    match parts.as_slice() {
        ["none"] => TimeControl::None,
        ["absolute", m] => TimeControl::Absolute { main_ms: num(m) },
        ["fischer", m, i] => TimeControl::Fischer { main_ms: num(m), increment_ms: num(i) },
        ["byoyomi", m, p, l] => TimeControl::ByoYomi { main_ms: num(m), periods: small(p), period_ms: num(l) },
        ["canadian", m, s, l] => TimeControl::Canadian { main_ms: num(m), stones: small(s), period_ms: num(l) },
        _ => fail("unknown --clock; see --help"),
    }
}

/// The computer seats that may resign (`--resign`), checked before play.
fn parse_resign(text: &str, table: &Table) -> Vec<Seat> {
    let computers: Vec<Seat> =
        table.seats_in_order().into_iter().filter(|&s| table.kind(s) == Some(SeatKind::Computer)).collect();
    match text.trim() {
        "auto" => computers
            .into_iter()
            .filter(|s| {
                table.seats_in_order().iter().all(|t| t.color != s.color || table.kind(*t) != Some(SeatKind::Person))
            })
            .collect(),
        "all" => computers,
        "none" => Vec::new(),
        list => {
            let mut seats = Vec::new();
            for word in list.split(',') {
                let seat: Seat =
                    word.trim().parse().unwrap_or_else(|e: go_core::ParseError| fail(&format!("--resign: {e}")));
                if !computers.contains(&seat) {
                    fail(&format!("--resign names {seat}, which is not a computer seat at this table"));
                }
                if seats.contains(&seat) {
                    fail(&format!("--resign names {seat} twice"));
                }
                seats.push(seat);
            }
            seats
        }
    }
}

/// The seats people take: each at most once.
fn parse_people(text: &str) -> Vec<Seat> {
    let mut people: Vec<Seat> = Vec::new();
    for word in text.split(',').filter(|s| !s.trim().is_empty()) {
        let seat: Seat = word.parse().unwrap_or_else(|e: go_core::ParseError| fail(&format!("--people: {e}")));
        if people.contains(&seat) {
            fail(&format!("--people names {seat} twice"));
        }
        people.push(seat);
    }
    people
}

/// The game's setup from the flags; every value is checked here, before
/// any move is played.
fn setup_from(args: &Args, people: &[Seat]) -> GameSetup {
    if !(2..=25).contains(&args.size) {
        fail("--size must be 2..=25 (GTP vertices name at most 25 columns)");
    }
    let size = BoardSize::square(args.size).unwrap_or_else(|e| fail(&e.to_string()));
    let mut rules: Rules = args.rules.parse().unwrap_or_else(|e: go_core::ParseError| fail(&format!("--rules: {e}")));
    if rules.base_preset() == Preset::GameSite && !args.rules.contains("komi=") {
        rules = rules.with_komi(Preset::GameSite.komi(size));
    }
    let komi = match &args.komi {
        // A decimal (`6.5`) or, as GTP sends it, any float (`6.5e0`).
        Some(text) => text
            .parse::<Komi>()
            .or_else(|e| text.parse::<f64>().map_err(|_| e).and_then(Komi::from_points))
            .unwrap_or_else(|e| fail(&format!("--komi: {e}"))),
        None if args.handicap > 0 => Komi::from_half_points(1),
        None => rules.komi(),
    };
    let rules = rules.with_komi(komi);
    let (black_seats, white_seats) = parse_seats(&args.seats);
    let kinds = |color: Color, n: usize| -> Vec<SeatKind> {
        (1..=n)
            .map(|k| {
                let seat = Seat::new(color, u8::try_from(k).unwrap_or(u8::MAX));
                if people.contains(&seat) { SeatKind::Person } else { SeatKind::Computer }
            })
            .collect()
    };
    let table = Table::with_kinds(kinds(Color::Black, black_seats), kinds(Color::White, white_seats))
        .unwrap_or_else(|e| fail(&format!("--seats: {e}")));
    for seat in people {
        if !table.contains(*seat) {
            fail(&format!("--people names {seat}, which is not at this table"));
        }
    }
    if args.free_handicap && args.handicap == 0 {
        fail("--free-handicap needs --handicap N (N >= 2)");
    }
    let handicap = match (args.handicap, args.free_handicap) {
        (0, _) => Handicap::None,
        (n, false) => Handicap::of(n, &rules),
        (n, true) => Handicap::Free(n),
    };
    let topology: Topology =
        args.topology.parse().unwrap_or_else(|e: go_core::ParseError| fail(&format!("--topology: {e}")));
    let variant = match args.atari {
        0 => Variant::Standard,
        n => Variant::AtariGo(AtariGo::captures(n).unwrap_or_else(|e| fail(&format!("--atari: {e}")))),
    };
    let setup = GameSetup::new(size)
        .with_rules(rules)
        .with_table(table)
        .with_topology(topology)
        .with_handicap(handicap)
        .with_time_control(parse_clock(&args.clock))
        .with_variant(variant);
    if let Err(e) = setup.validate() {
        fail(&e.to_string());
    }
    setup
}

/// Where the record goes: `path`, or where it points when it is a
/// symbolic link (followed to the end, at most 40 links), so that the
/// rename of [`write_atomically`] replaces the file the link names and
/// not the link.
fn resolve_output(path: &str) -> PathBuf {
    let mut p = PathBuf::from(path);
    for _ in 0..40 {
        let Ok(target) = std::fs::read_link(&p) else { return p };
        p = if target.is_absolute() { target } else { p.parent().unwrap_or(Path::new("")).join(target) };
    }
    // Found from outside: a loop of links was replaced by a regular file.
    // Refused, as the shell's `>` refuses it.
    fail(&format!("cannot write {path}: too many levels of symbolic links"))
}

/// Refuses an output that is the table's own standard input, output or
/// error (`/dev/stdout`, `/proc/self/fd/2`, or the file they are
/// redirected to): the record written there would replace the people's
/// moves or what the table prints (found from outside: `--output
/// /dev/stdout > t.txt` replaced `t.txt` by the record and lost every
/// printed line; `--output moves.txt < moves.txt` replaced the moves).
/// Compared by device and inode, through any links; a character device
/// (`/dev/null`, the terminal) is no clash.
fn refuse_own_streams(path: &str) {
    use std::os::fd::AsFd;
    use std::os::unix::fs::MetadataExt;
    let Ok(meta) = std::fs::metadata(path) else { return };
    // A character device (`/dev/null`, a terminal) is written directly and
    // replaces nothing: standard input from /dev/null and `--output
    // /dev/null` are no clash.
    if is_device(&meta) {
        return;
    }
    let streams = [
        std::io::stdin().as_fd().try_clone_to_owned(),
        std::io::stdout().as_fd().try_clone_to_owned(),
        std::io::stderr().as_fd().try_clone_to_owned(),
    ];
    for (fd, name) in streams.into_iter().zip(["input", "output", "error"]) {
        let Ok(stream) = fd.map(std::fs::File::from).and_then(|f| f.metadata()) else { continue };
        if stream.dev() == meta.dev() && stream.ino() == meta.ino() {
            fail(&format!("--output {path} is the table's own standard {name}: give a file for the record"));
        }
    }
}

/// Held while the record is written: the Ctrl-C handler takes it, so that
/// it never ends the table in the middle of a write.
static WRITING: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// The temporary file beside `path` that [`write_atomically`] writes
/// before the rename.
fn temporary(path: &Path) -> PathBuf {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("table.sgf");
    // At most 200 bytes of the name, so that a name near the file
    // system's limit of 255 still has a temporary beside it (found from
    // outside: a 255-byte name was refused).
    let cut = (0..=name.len().min(200)).rev().find(|&i| name.is_char_boundary(i)).unwrap_or(0);
    path.with_file_name(format!(".{}.{}.tmp", &name[..cut], std::process::id()))
}

/// Whether `meta` is a character device's (`/dev/null`, a terminal): the
/// record is written to it directly, there being no file to replace.
fn is_device(meta: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::FileTypeExt;
    meta.file_type().is_char_device()
}

/// Checks that the record can be written before the game begins: the
/// output must be a regular file we may write (a read-only file is
/// refused, as the shell's `>` refuses it), a character device such as
/// `/dev/null`, or not exist, in a directory we can write to. Returns
/// whether a regular file is there already (the table replaces it, and
/// says so before the first move).
fn check_output(path: &Path) -> bool {
    if path.as_os_str().is_empty() {
        fail("--output needs a file name");
    }
    let shown = path.display();
    let replaced = match std::fs::metadata(path) {
        Ok(meta) if meta.is_file() => {
            // Opened for writing without truncating: nothing changes.
            if let Err(e) = std::fs::OpenOptions::new().write(true).open(path) {
                fail(&format!("cannot write {shown}: {e}"));
            }
            true
        }
        Ok(meta) if is_device(&meta) => return false,
        Ok(_) => fail(&format!("cannot write {shown}: not a regular file")),
        Err(_) => false,
    };
    if let Err(e) = write_atomically(path, b"") {
        fail(&format!("cannot write {shown}: {e}"));
    }
    replaced
}

/// Writes `bytes` to a temporary file beside `path`, then renames it over
/// `path`, so that the file always holds a whole record; a file replaced
/// keeps its permissions. A character device is written directly.
fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let _writing = WRITING.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let existing = std::fs::metadata(path).ok();
    if existing.as_ref().is_some_and(is_device) {
        return std::fs::OpenOptions::new().write(true).open(path).and_then(|mut f| f.write_all(bytes));
    }
    let tmp = temporary(path);
    // The record is made beside the output and renamed over it: a folder
    // where no file can be made (found from outside: `/proc/version` was
    // refused as "No such file or directory") says so.
    let created = std::fs::File::create(&tmp).map_err(|e| {
        std::io::Error::new(e.kind(), format!("cannot make the temporary file {} beside it: {e}", tmp.display()))
    });
    let written = created.and_then(|mut f| {
        if let Some(meta) = &existing {
            f.set_permissions(meta.permissions())?;
        }
        f.write_all(bytes)?;
        f.sync_all()
    });
    match written.and_then(|()| std::fs::rename(&tmp, path)) {
        Ok(()) => Ok(()),
        Err(e) => {
            let _ = std::fs::remove_file(&tmp);
            Err(e)
        }
    }
}

/// Writes the record of the game so far to `path`; when that fails (found from outside: the
/// output's folder removed during the game lost every move played), the
/// record goes to standard error whole, after the error, and the table ends
/// with status 1.
fn save(game: &Game, path: &Path) {
    let (text, _) = go_core::SgfCollection::from_game(game).to_utf8();
    if let Err(e) = write_atomically(path, text.as_bytes()) {
        errln!("error: could not write {}: {e}; the record so far follows", path.display());
        stdio::err_text(&text);
        std::process::exit(1);
    }
}

fn main() {
    stdio::main_with(run);
}

fn run() {
    let args = stdio::parse_args::<Args>();
    let people = parse_people(&args.people);
    let setup = setup_from(&args, &people);
    refuse_own_streams(&args.output);
    let output = resolve_output(&args.output);
    // Ctrl-C, SIGTERM or SIGHUP: the record on disk is whole (every write
    // is a rename); a temporary file half written is removed, then the
    // process ends by the signal it got (the shell sees 130 for Ctrl-C,
    // 143 for SIGTERM, as with coreutils). Watched before the first write.
    let tmp = temporary(&output);
    match Signals::new([SIGINT, SIGTERM, SIGHUP]) {
        Ok(mut signals) => {
            std::thread::spawn(move || {
                if let Some(signal) = signals.forever().next() {
                    // Waits for a write under way to end, and holds the
                    // lock so that no other begins while the process ends.
                    let _writing = WRITING.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                    let _ = std::fs::remove_file(&tmp);
                    let _ = signal_hook::low_level::emulate_default_handler(signal);
                    // Not reached for these three signals (their default
                    // action ends the process); the shell's code if it were.
                    std::process::exit(128 + signal);
                }
            });
        }
        Err(e) => fail(&format!("cannot watch for Ctrl-C: {e}")),
    }
    let replaced = check_output(&output);
    let mut game = Game::from_setup(setup).unwrap_or_else(|e| fail(&e.to_string()));
    save(&game, &output);
    let size = game.board().size();
    let table = game.table().clone();
    let budget = match args.playouts {
        Some(n) => Budget::Playouts(n.max(1)),
        None => Budget::Millis(args.millis.max(1)),
    };
    let config = BotConfig { budget, seed: args.seed, ..BotConfig::default() };
    let may_resign = parse_resign(&args.resign, &table);
    let rule = Resignation::default();
    // Each side's estimates for its computer moves, oldest first.
    let mut estimates: ByColor<Vec<MoveEstimate>> = ByColor::default();

    // The rules' text names a komi that is not the preset's 19x19 one
    // (`komi=3.5`): the komi is given once, on its own.
    let rules_text = game.rules().to_string();
    let rules_text: Vec<&str> = rules_text.split(' ').filter(|w| !w.starts_with("komi=")).collect();
    say!(
        "Table {size} {}, rules {}, komi {}, seed {}, {} per computer move",
        game.setup().topology,
        rules_text.join(" "),
        game.rules().komi(),
        args.seed,
        match budget {
            Budget::Playouts(1) => "1 playout".to_owned(),
            Budget::Playouts(n) => format!("{n} playouts"),
            _ => format!("{} ms", args.millis.max(1)),
        }
    );
    let order: Vec<String> =
        table.seats_in_order().iter().map(|s| format!("{s} ({})", table.kind(*s).unwrap_or_default())).collect();
    say!("Seats in order: {}", order.join(", "));
    // Where the record goes, before the first move (found from outside: a
    // record left by an earlier game was replaced without a word).
    say!(
        "Record: {}, written after every move{}\n",
        args.output,
        if replaced { " (it replaces the file that was there)" } else { "" }
    );

    let start = Instant::now();
    let now_ms = || u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX);
    // The people's lines come from a thread of their own, so that a
    // person's clock is watched while the table waits for their move.
    let lines = read_lines();
    // A line over the limit is answered and dropped here too (found from
    // outside: the counting prompt read the placeholder as a vertex).
    let mut next_line = || loop {
        match lines.recv() {
            Ok(line) if line == TOO_LONG => say_inline!("\nline too long (over 1 MiB): ignored; type again: "),
            other => break other.ok(),
        }
    };
    // The clocks start before a free handicap is placed: its placement is
    // Black's first turn (RULES.md section 5).
    if game.time_control() != TimeControl::None {
        game.start_clock(now_ms()).unwrap_or_else(|e| fail(&e.to_string()));
    }
    if game.phase() == Phase::HandicapPlacement {
        place_handicap(&mut game, &table, &lines, now_ms);
        save(&game, &output);
    }
    // The handicap stones, fixed or free, where the players can see them
    // (found from outside: a person playing White never learned where
    // they were).
    if game.handicap().stones() > 0 && game.phase() == Phase::Playing {
        let stones: Vec<String> = size
            .points()
            .filter(|&p| game.board().get(p) == Some(Color::Black))
            .filter_map(|p| p.to_vertex(size))
            .collect();
        say!("Handicap stones: {}\n", stones.join(" "));
    }
    let limit = 4 * size.area() + 100;
    // Whether a count was rejected, and the stones played by then.
    let (mut disputed, mut stones_at_rejection) = (false, None);
    let mut stopped = None;
    // Play, and the count; a rejected marking resumes play.
    loop {
        while game.phase() == Phase::Playing && game.moves().len() < limit {
            let seat = game.seat_to_move();
            let color = seat.color;
            let mv = if table.kind(seat) == Some(SeatKind::Person) {
                loop {
                    say_inline!(
                        "{seat} ({color}) to move{}, vertex/pass/resign/board: ",
                        clock_text(&game, color, now_ms())
                    );
                    let line = match person_input(&mut game, &lines, now_ms) {
                        Input::Line(line) => line,
                        Input::Closed => {
                            let result = game.leave(seat).unwrap_or_else(|e| fail(&e.to_string()));
                            say!("\n{seat} left the table: {result}");
                            break None;
                        }
                        Input::Flag(result) => {
                            say!("\n{seat}'s flag fell: {result}");
                            break None;
                        }
                    };
                    let line = line.trim();
                    // An empty line asks again, as a shell does.
                    if line.is_empty() {
                        continue;
                    }
                    if line.eq_ignore_ascii_case("resign") {
                        let result = game.resign_as(seat).unwrap_or_else(|e| fail(&e.to_string()));
                        say!("{seat} resigns for the {color} side: {result}");
                        break None;
                    }
                    // The position, on request (found from outside: only
                    // the list of moves showed it during play).
                    if line.eq_ignore_ascii_case("board") || line.eq_ignore_ascii_case("showboard") {
                        print_board(&game);
                        continue;
                    }
                    match Move::parse_vertex(line, size) {
                        Ok(mv) => match game.is_legal_as(seat, mv) {
                            Ok(()) => break Some(mv),
                            Err(e) => say!("  illegal {}: {}", line.to_uppercase(), e.reason()),
                        },
                        Err(e) => say!("  {e}"),
                    }
                }
            } else {
                let at = now_ms();
                // The table's timestamps only grow: never refused.
                let left = game.time_left(color, at).unwrap_or_else(|e| fail(&e.to_string()));
                // A computer partner of a person leaves them their share
                // of the side's main time.
                let with_person = table
                    .seats_in_order()
                    .into_iter()
                    .any(|s| s.color == color && table.kind(s) == Some(SeatKind::Person));
                let (control, empty) = (game.time_control(), game.board().empty_count());
                let budget = if with_person {
                    config.budget.within_shared_clock(control, left, empty)
                } else {
                    config.budget.within_clock(control, left, empty)
                };
                // After a rejected count the computer proves its marking on
                // the board: no pass while stones it judges dead stand.
                let bot = Bot::new(BotConfig { budget, ..config });
                let analysis = if disputed { bot.analyze_cleanup(&game) } else { bot.analyze(&game) };
                estimates[color].push(MoveEstimate { win_rate: analysis.win_rate, playouts: analysis.playouts });
                if may_resign.contains(&seat) && rule.should_resign(&estimates[color]) {
                    let result = game.resign_as(seat).unwrap_or_else(|e| fail(&e.to_string()));
                    say!("{seat} resigns for the {color} side: {result}");
                    None
                } else {
                    Some(analysis.best)
                }
            };
            let Some(mv) = mv else {
                save(&game, &output);
                break;
            };
            let number = game.moves().len() + 1;
            let played = if game.time_control() == TimeControl::None {
                game.play_as(seat, mv).cloned()
            } else {
                game.play_as_at(seat, mv, now_ms()).cloned()
            };
            save(&game, &output);
            let record = match played {
                Ok(r) => r,
                Err(e) => {
                    say!("{number:>4}. {seat} {color}: {e}");
                    break;
                }
            };
            let vertex = mv.to_vertex(size).unwrap_or_else(|| "?".to_owned());
            let captures = if record.captured.is_empty() {
                String::new()
            } else {
                format!("  captures {}", record.captured.len())
            };
            // A suicide removes the mover's own stones: said, so that a
            // reader following the list keeps the right board (found from
            // outside: the next move on the emptied point looked like a
            // play on a stone).
            let suicide =
                if record.suicided.is_empty() { String::new() } else { format!("  suicide {}", record.suicided.len()) };
            say!("{number:>4}. {seat} {:<5} {vertex}{captures}{suicide}", color.to_string());
        }

        let at_count = game.phase() == Phase::Counting;
        let moves = game.moves().len();
        say!(
            "\n{} after {moves} move{}:",
            if at_count { "Position" } else { "Final position" },
            if moves == 1 { "" } else { "s" }
        );
        print_board(&game);
        if !at_count {
            break;
        }
        let end = count(&mut game, config, &table, &mut next_line);
        save(&game, &output);
        if !matches!(end, CountEnd::Rejected) {
            break;
        }
        // A marking rejected again with no stone played since the last
        // rejection: play did not settle what the sides disagree on, and
        // would not (found from outside: a person and the computer went
        // round 200 times, to the move limit).
        let stones = game.moves().iter().filter(|m| m.mv != Move::Pass).count();
        if stones_at_rejection == Some(stones) {
            stopped =
                Some("the dead stones stayed disputed: the marking was rejected again with no stone played since");
            break;
        }
        stones_at_rejection = Some(stones);
        // Under area counting the computer proves its marking on the board
        // for free; under territory counting each stone it places in its
        // own territory costs a point, so that a rejection of a right
        // marking would pay (found from outside: B+0.5 instead of W+4.5):
        // there it plays on as usual, and a second rejection without play
        // ends the table without a result.
        disputed = !game.rules().counting().is_territory();
        // Play resumes: the clock of the side to move starts again (found
        // from outside: the clocks stayed stopped after a rejected count,
        // so the rest of the game was untimed).
        if game.time_control() != TimeControl::None {
            game.start_clock(now_ms()).unwrap_or_else(|e| fail(&e.to_string()));
        }
        say!("");
    }
    report(&game, stopped);
    say!("SGF written to {}", args.output);
}

/// The time `color` has left at `at_ms`, for a person's prompt: empty
/// without a clock, else ` (time 1:23.4)`, minutes, seconds and tenths of
/// the main time, with once it is spent the overtime before the `)`:
/// byo-yomi's period time and periods left, or Canadian's period time and
/// stones to play in it. So a person sees their clock before the flag
/// falls (found from outside: no prompt showed it).
fn clock_text(game: &Game, color: Color, at_ms: u64) -> String {
    if game.time_control() == TimeControl::None {
        return String::new();
    }
    // The table's timestamps only grow: never refused.
    let left = game.time_left(color, at_ms).unwrap_or_else(|e| fail(&e.to_string()));
    let clock = |ms: u64| format!("{}:{:02}.{}", ms / 60_000, ms / 1000 % 60, ms / 100 % 10);
    let overtime = match game.time_control() {
        TimeControl::ByoYomi { .. } if left.main_ms == 0 => {
            let plural = if left.periods == 1 { "" } else { "s" };
            format!(", byo-yomi {}, {} period{plural} left", clock(left.period_ms), left.periods)
        }
        TimeControl::Canadian { .. } if left.main_ms == 0 => {
            let plural = if left.stones == 1 { "" } else { "s" };
            format!(", {} for {} stone{plural}", clock(left.period_ms), left.stones)
        }
        _ => String::new(),
    };
    format!(" (time {}{overtime})", clock(left.main_ms))
}

/// The longest line a person's input may hold (1 MiB, as GTP's): the rest
/// of a longer line is read and dropped, never held in memory.
const MAX_LINE: u64 = 1 << 20;

/// What [`read_lines`] sends for a line longer than [`MAX_LINE`]: a text
/// no person types at a prompt (it starts with NUL).
const TOO_LONG: &str = "\0line too long";

/// Reads standard input's lines on a thread of its own, in order; the
/// receiver's end (the end of the input) is the end of the people's
/// input; an input that cannot be read ends the table with status 1.
/// Lines are read as bytes: text that is not UTF-8 is a bad vertex, not
/// the end of input. A line longer than [`MAX_LINE`] comes
/// as [`TOO_LONG`], which [`person_input`] answers and drops (found from
/// outside: a line of 50 MB was held whole).
fn read_lines() -> std::sync::mpsc::Receiver<String> {
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut input = std::io::stdin().lock();
        loop {
            let mut buf = Vec::new();
            // The limit is on the line's text, its line break aside (as
            // GTP's: found from outside, a line of exactly 1 MiB was
            // refused here and taken there).
            match (&mut input).take(MAX_LINE + 1).read_until(b'\n', &mut buf) {
                Ok(0) => break,
                // An input that cannot be read (a folder, a device that
                // fails) is no person leaving: said, status 1, the record
                // of the moves so far on disk already (found from outside:
                // `< /` recorded a forfeit, status 0).
                Err(e) => {
                    errln!("error: cannot read standard input: {e}");
                    std::process::exit(1);
                }
                Ok(_) => {
                    if !buf.ends_with(b"\n") && buf.len() as u64 > MAX_LINE {
                        // The rest of the line, dropped a piece at a time.
                        let mut rest = Vec::new();
                        while let Ok(n) = (&mut input).take(MAX_LINE).read_until(b'\n', &mut rest)
                            && n > 0
                            && !rest.ends_with(b"\n")
                        {
                            rest.clear();
                        }
                        buf = TOO_LONG.as_bytes().to_vec();
                    }
                    if sender.send(String::from_utf8_lossy(&buf).into_owned()).is_err() {
                        break;
                    }
                }
            }
        }
    });
    receiver
}

/// What a person's turn brought.
enum Input {
    /// A line typed.
    Line(String),
    /// The end of the people's input.
    Closed,
    /// The running clock's flag fell first: the game ended on time.
    Flag(GameResult),
}

/// Waits for a person's line. In a timed game the running clock is looked
/// at a few times a second meanwhile, so that a flag falls when the time
/// runs out, not when the person next types (found from outside: a person
/// who stopped typing kept the table waiting, past their time, for ever).
fn person_input(game: &mut Game, lines: &std::sync::mpsc::Receiver<String>, now_ms: impl Fn() -> u64) -> Input {
    use std::sync::mpsc::RecvTimeoutError;
    // A line over the limit is answered and dropped, and the prompt waits
    // on (found from outside: it was answered as the placeholder word
    // `line-over-1-MiB`, "not a vertex", as if the person had typed it).
    let too_long = || say_inline!("\nline too long (over 1 MiB): ignored; type again: ");
    if game.time_control() == TimeControl::None {
        loop {
            match lines.recv() {
                Ok(line) if line == TOO_LONG => too_long(),
                Ok(line) => return Input::Line(line),
                Err(_) => return Input::Closed,
            }
        }
    }
    loop {
        match lines.recv_timeout(std::time::Duration::from_millis(100)) {
            Ok(line) if line == TOO_LONG => too_long(),
            Ok(line) => return Input::Line(line),
            Err(RecvTimeoutError::Disconnected) => return Input::Closed,
            Err(RecvTimeoutError::Timeout) => {
                // The table's timestamps only grow: never refused.
                if let Some(result) = game.check_time(now_ms()).unwrap_or_else(|e| fail(&e.to_string())) {
                    return Input::Flag(result);
                }
            }
        }
    }
}

/// Places the free handicap: the person at B1 types the points, or the
/// computer chooses them.
fn place_handicap(
    game: &mut Game,
    table: &Table,
    lines: &std::sync::mpsc::Receiver<String>,
    now_ms: impl Fn() -> u64 + Copy,
) {
    let b1 = Seat::first(Color::Black);
    let size = game.board().size();
    let stones = game.handicap().stones();
    // The placement is Black's first turn, on Black's clock (RULES.md
    // section 5); without a clock the timestamp is never compared.
    if table.kind(b1) == Some(SeatKind::Person) {
        loop {
            say_inline!(
                "{b1} (Black) places {stones} handicap stones{} (vertices separated by spaces), or resign: ",
                clock_text(game, Color::Black, now_ms())
            );
            // Leaving or resigning before the stones are placed ends the
            // game as it would in play (found from outside: leaving here
            // stopped the program with an error, and `resign` was taken
            // for a vertex).
            let line = match person_input(game, lines, now_ms) {
                Input::Line(line) => line,
                Input::Closed => {
                    let result = game.leave(b1).unwrap_or_else(|e| fail(&e.to_string()));
                    say!("\n{b1} left the table: {result}");
                    return;
                }
                Input::Flag(result) => {
                    say!("\n{b1}'s flag fell: {result}");
                    return;
                }
            };
            // An empty line asks again, as at the move prompt.
            if line.trim().is_empty() {
                continue;
            }
            if line.trim().eq_ignore_ascii_case("resign") {
                let result = game.resign_as(b1).unwrap_or_else(|e| fail(&e.to_string()));
                say!("{b1} resigns for the Black side: {result}");
                return;
            }
            let points: Result<Vec<_>, String> = line
                .split_whitespace()
                .map(|v| match Move::parse_vertex(v, size) {
                    Ok(Move::Play(p)) => Ok(p),
                    Ok(_) => Err(format!("{v} is not a point")),
                    Err(e) => Err(e.to_string()),
                })
                .collect();
            // A refused point is named as the person typed it (`D4`), not
            // by its coordinates.
            let said = |e: go_core::GameError| {
                let text = e.to_string();
                match e.point().and_then(|p| Some((p, p.to_vertex(size)?))) {
                    Some((p, vertex)) => text.replace(&format!("point {p}"), &vertex).replace(&p.to_string(), &vertex),
                    None => text,
                }
            };
            match points.map(|p| game.place_free_handicap_as_at(b1, &p, now_ms()).map_err(said)) {
                Ok(Ok(())) => break,
                // The flag fell as the line came: the game is over.
                Ok(Err(e)) if game.phase() == Phase::Finished => {
                    say!("{b1}: {e}");
                    return;
                }
                Ok(Err(e)) | Err(e) => say!("  {e}"),
            }
        }
        say!("");
    } else {
        let points = go_core::free_handicap_points(size, game.board().topology(), stones);
        game.place_free_handicap_as_at(b1, &points, now_ms()).unwrap_or_else(|e| fail(&e.to_string()));
        say!("   {b1} places {} handicap stones\n", points.len());
    }
}

/// How the counting phase ended.
enum CountEnd {
    /// The marking was agreed and the game counted.
    Agreed,
    /// A side rejected the marking: play resumes.
    Rejected,
    /// A person left the table (the end of their input), and their side
    /// forfeits, or resigned.
    Left,
}

/// The counting phase (RULES.md section 4): the estimate's dead stones are
/// marked as a suggestion. Each side with a person at the table has its
/// first person seat look at the marks, mark or unmark chains by typing
/// vertices, and `accept` (or an empty line), `reject` (play resumes) or
/// `resign`; the people go round until
/// each has accepted the marks as they stand (the end of a person's input
/// is leaving the table: their side forfeits, as during play). Then the first side proposes the marking and
/// the other answers: a computer side accepts only its own estimate's
/// marks and rejects any other marking, so that play resumes (who moves
/// then is the rules' setting); a person's acceptance stands.
fn count(
    game: &mut Game,
    config: BotConfig,
    table: &Table,
    next_line: &mut impl FnMut() -> Option<String>,
) -> CountEnd {
    let size = game.board().size();
    for p in Bot::new(config).estimate_dead_stones(game) {
        if !game.dead_stones().contains(&p) {
            let _ = game.toggle_dead_chain(p);
        }
    }
    // The computer's judgement: the marks its estimate made.
    let suggested = game.dead_stones();
    let names = |points: &[go_core::Point]| {
        let marked: Vec<String> = points.iter().filter_map(|p| p.to_vertex(size)).collect();
        if marked.is_empty() { "none".to_owned() } else { marked.join(" ") }
    };
    let person = |color: Color| {
        table.seats_in_order().into_iter().find(|s| s.color == color && table.kind(*s) == Some(SeatKind::Person))
    };
    let people: Vec<Seat> = Color::ALL.into_iter().filter_map(person).collect();
    // Round the people until each has accepted the marks as they stand.
    let mut accepted = vec![false; people.len()];
    let mut turn = 0;
    while let Some(i) = (0..people.len()).map(|k| (turn + k) % people.len()).find(|&i| !accepted[i]) {
        let seat = people[i];
        let mut changed = false;
        loop {
            say_inline!(
                "{seat} ({}), dead stones: {}; a vertex marks or unmarks its chain, accept, reject, resign, board: ",
                seat.color,
                names(&game.dead_stones())
            );
            let Some(line) = next_line() else {
                let result = game.leave(seat).unwrap_or_else(|e| fail(&e.to_string()));
                say!("\n{seat} left the table: {result}");
                return CountEnd::Left;
            };
            let line = line.trim();
            if line.is_empty() || line.eq_ignore_ascii_case("accept") {
                break;
            }
            // A resignation stands at the count as in play (found from
            // outside: it was refused as a vertex).
            if line.eq_ignore_ascii_case("resign") {
                let result = game.resign_as(seat).unwrap_or_else(|e| fail(&e.to_string()));
                say!("{seat} resigns for the {} side: {result}", seat.color);
                return CountEnd::Left;
            }
            // The position again, as at the move prompt.
            if line.eq_ignore_ascii_case("board") || line.eq_ignore_ascii_case("showboard") {
                print_board(game);
                continue;
            }
            // A person rejects the marking as it stands, and play resumes
            // (RULES.md section 4: the other side's proposal, rejected;
            // found from outside: only a computer side could reject).
            if line.eq_ignore_ascii_case("reject") {
                let marked = names(&game.dead_stones());
                game.propose_as(Seat::first(seat.color.opponent())).unwrap_or_else(|e| fail(&e.to_string()));
                game.reject_as(seat).unwrap_or_else(|e| fail(&e.to_string()));
                say!("{seat} ({}) rejects the dead stones marked ({marked}): play resumes", seat.color);
                return CountEnd::Rejected;
            }
            match Move::parse_vertex(line, size) {
                Ok(Move::Play(p)) => match game.toggle_dead_chain_as(seat, p) {
                    Ok(_) => changed = true,
                    // Worded with the vertex typed: the error's own text
                    // names the point as (x, y).
                    Err(GameError::Counting(CountingError::NotAStone(_))) => {
                        say!("  {}: there is no stone there to mark", line.to_uppercase());
                    }
                    Err(e) => say!("  {}: {}", line.to_uppercase(), e),
                },
                Ok(_) => say!("  a point, or accept, reject, resign or board"),
                Err(e) => say!("  {e}"),
            }
        }
        if changed {
            accepted.fill(false);
        }
        accepted[i] = true;
        turn = i + 1;
    }
    let marked = game.dead_stones();
    // A computer side answers by its own estimate; a person has accepted.
    let computer = Color::ALL.into_iter().find(|&c| person(c).is_none());
    if let Some(color) = computer
        && !people.is_empty()
        && marked != suggested
    {
        let seat = Seat::first(color);
        game.propose_as(Seat::first(color.opponent())).unwrap_or_else(|e| fail(&e.to_string()));
        game.reject_as(seat).unwrap_or_else(|e| fail(&e.to_string()));
        say!(
            "{seat} ({color}, the computer) rejects the dead stones marked ({}; its estimate: {}): play resumes",
            names(&marked),
            names(&suggested)
        );
        return CountEnd::Rejected;
    }
    if !marked.is_empty() {
        say!("Dead stones agreed: {}", names(&marked));
    }
    let dame = game.unfilled_dame();
    if !dame.is_empty() {
        say!("Unfilled dame: {}", names(&dame));
    }
    game.propose_as(Seat::first(Color::Black)).unwrap_or_else(|e| fail(&e.to_string()));
    game.accept_as(Seat::first(Color::White)).unwrap_or_else(|e| fail(&e.to_string()));
    CountEnd::Agreed
}

/// Prints the count's breakdown (for a counted game, or one stopped at the
/// move limit) and the result.
fn report(game: &Game, stopped: Option<&str>) {
    // After a resignation, a flag or a capture the breakdown would only
    // contradict the result.
    let counted =
        stopped.is_none() && matches!(game.result(), None | Some(GameResult::Score { .. } | GameResult::Draw));
    let score = game.score();
    if counted {
        say!("Counting: {}", score.counting);
        // Komi as it counts in the side's total: what White receives, and
        // what Black pays under the game site's formula, with its minus
        // sign (found from outside: Black's line read `komi 0.5`, which
        // its total subtracts).
        // Each line shows what its total adds up (found from outside: under
        // territory counting Black's 13 + 1 made 15, White's dead stone
        // shown on White's line only): territory counting adds the
        // opponent's dead stones to the prisoners, the game site's formula
        // subtracts the own stones captured and the own dead stones, area
        // counting adds stones and territory alone (the dead stones' points
        // are territory; the prisoners are shown, and count nothing).
        for (name, side, other, sign) in
            [("Black", &score.black, &score.white, -1.0), ("White", &score.white, &score.black, 1.0)]
        {
            let taken = match score.counting {
                Counting::Territory => format!("prisoners {} dead taken {}", side.prisoners, other.dead_stones),
                Counting::GameSite => format!("captured -{} dead -{}", other.prisoners, side.dead_stones),
                _ => format!("prisoners {}", side.prisoners),
            };
            say!(
                "  {name}: stones {} territory {} {taken} komi {:+} bonus {} seki {} penalty {} => {}",
                side.stones,
                side.territory,
                sign * f64::from(side.komi) / 2.0 + 0.0,
                side.bonus,
                side.seki,
                side.penalty,
                side.total as f64 / 2.0
            );
        }
    }
    match game.result() {
        Some(result) => say!("Result: {result} ({})", result.reason()),
        None => match stopped {
            Some(why) => say!("Result: none ({why})"),
            None => say!("Result: none (the game stopped after {} moves)", game.moves().len()),
        },
    }
}

/// Prints the board with GTP column letters and row numbers.
fn print_board(game: &Game) {
    let size = game.board().size();
    let letters: String = (0..size.width())
        .filter_map(|x| go_core::Point::new(x, 0).to_vertex(size))
        .map(|v| format!(" {}", &v[..1]))
        .collect();
    say!("   {letters}");
    for (y, line) in game.board().to_string().lines().enumerate() {
        let row = usize::from(size.height()) - y;
        let cells: String = line.chars().map(|c| format!(" {c}")).collect();
        say!("{row:>2} {cells}  {row}");
    }
    say!("   {letters}");
}
