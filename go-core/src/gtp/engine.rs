//! The engine: a [`Game`], the computer player and the GTP commands.

use std::io::{self, BufRead, Read, Write};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;

use super::protocol::{self, CommandLine, GtpResponse};
use crate::base::{BoardSize, ByColor, Color, GameError, GameResult, IllegalMove, Move, Phase, Point, SetupError};
use crate::board::{Board, Topology};
#[cfg(feature = "bot")]
use crate::bot::{Bot, BotConfig, Budget, MoveEstimate, Resignation};
use crate::game::{
    Event, Game, GameRecord, GameSetup, Handicap, TimeControl, TimeLeft, fixed_handicap_points, free_handicap_points,
};
use crate::rules::{Komi, Preset, Rules};
use crate::scoring::{ChainStatus, EstimateOptions};
use crate::sgf::{GameInfo, ReplayIssueKind, ReplayOptions, SgfCollection};
use crate::variants::{AtariGo, Variant};

/// The largest board side GTP can name: columns `A`..`Z` without `I`.
const MAX_GTP_SIDE: u32 = 25;

/// The largest file `loadsgf` reads, in bytes (4 MiB: a game record is a
/// few kilobytes, the largest of the shared corpora 75 KB). A larger file
/// is refused before it is read, so that a stray file cannot fill memory:
/// the parsed tree takes up to about 40 bytes per byte of input (a file
/// of empty nodes, `;;;...`), so at most about 160 MB, and a few seconds
/// (found from outside: at 64 MiB a file of nodes needed 2.5 GB).
const MAX_SGF_BYTES: u64 = 4 << 20;

/// The longest command line [`GtpEngine::run`] reads, in bytes (1 MiB: a
/// GTP command is a few dozen bytes, a long `loadsgf` path or vertex list
/// a few kilobytes). A longer line is answered with an error and skipped
/// without being held in memory.
const MAX_LINE_BYTES: usize = 1 << 20;

/// The engine's name, answered to `name`.
const NAME: &str = "go-core";

/// Every command the engine knows, in the order `list_commands` gives.
const COMMANDS: &[&str] = &[
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
    "kgs-genmove_cleanup",
    "reg_genmove",
    "undo",
    "fixed_handicap",
    "place_free_handicap",
    "set_free_handicap",
    "final_score",
    "final_status_list",
    "time_settings",
    "kgs-time_settings",
    "time_left",
    "loadsgf",
    "printsgf",
    "showboard",
    "go-core-rules",
    "go-core-topology",
    "go-core-atari",
    "go-core-budget",
    "go-core-seed",
    "go-core-stats",
    "go-core-resign",
];

/// What the last `genmove` (or `reg_genmove`) search did, for match reports.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchReport {
    /// Playouts made for the move.
    pub playouts: u32,
    /// The bot's estimate that the side it moved for wins, 0..=1.
    pub win_rate: f64,
    /// Wall time the search took, in milliseconds.
    pub millis: u64,
}

/// The clock as GTP tells it: the time control of `time_settings` (GTP's
/// own, Canadian byo-yomi) or `kgs-time_settings` (KGS's extension, which
/// names the system), and each side's time left from `time_left`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Clock {
    /// The time control, once a time settings command was given.
    control: Option<TimeControl>,
    /// Per side: the time left, from the last `time_left` as the control
    /// reads it ([`Clock::set_left`]), or as the engine charged its own
    /// moves since.
    left: ByColor<Option<TimeLeft>>,
}

impl Clock {
    /// `time_left color time stones` (`time_ms` milliseconds) as the
    /// control reads it. GTP's Canadian clock: `stones` 0 is main time
    /// (the overtime still to come whole), else the current period's time
    /// and the stones still to play in it. KGS's byo-yomi
    /// (`kgs-time_settings byoyomi`): `stones` 0 is main time (every period
    /// still to come), else the current period's time and the periods left
    /// (KGS sends the periods left where GTP has stones). Absolute time
    /// (and Fischer): the time for the rest of the game. Without any time
    /// settings the line is taken as it says: time for the rest of the
    /// game (`stones` 0), or a Canadian period of that many stones (found
    /// from outside: it was ignored, and a move told 1 s took the engine's
    /// 5 s budget).
    fn set_left(&mut self, color: Color, time_ms: u64, stones: u32) {
        let main = |main_ms| TimeLeft { main_ms, ..TimeLeft::default() };
        let left = match self.control {
            Some(control @ (TimeControl::ByoYomi { .. } | TimeControl::Canadian { .. })) if stones == 0 => {
                TimeLeft { main_ms: time_ms, ..TimeLeft::at_start(control) }
            }
            Some(TimeControl::ByoYomi { .. }) => {
                TimeLeft { main_ms: 0, periods: stones, period_ms: time_ms, ..TimeLeft::default() }
            }
            Some(TimeControl::Absolute { .. } | TimeControl::Fischer { .. } | TimeControl::None) => main(time_ms),
            Some(TimeControl::Canadian { .. }) | None => {
                if stones == 0 {
                    main(time_ms)
                } else {
                    TimeLeft { main_ms: 0, period_ms: time_ms, stones, ..TimeLeft::default() }
                }
            }
        };
        self.left[color] = Some(left);
    }

    /// The clock as the game's time control, and `color`'s time left;
    /// `None` with no time limit (GTP's "byo-yomi period with no stones",
    /// KGS's `none`), or with neither time settings nor a `time_left` for
    /// `color`. Without time settings, a `time_left` is sudden death or a
    /// Canadian period, as [`Clock::set_left`] says.
    fn control_and_left(&self, color: Color) -> Option<(TimeControl, TimeLeft)> {
        match self.control {
            Some(TimeControl::None) => None,
            Some(control) => Some((control, self.left[color].unwrap_or_else(|| TimeLeft::at_start(control)))),
            None => {
                let left = self.left[color]?;
                let control = if left.stones == 0 {
                    TimeControl::Absolute { main_ms: left.main_ms }
                } else {
                    TimeControl::Canadian { main_ms: 0, stones: left.stones, period_ms: left.period_ms }
                };
                Some((control, left))
            }
        }
    }

    /// Charges `color` the `millis` its own move took, by the game clock's
    /// rules ([`TimeLeft`]'s charge of a move: main time first, then the
    /// overtime; a byo-yomi period kept by a move within it, a Canadian
    /// period's stones counted down), so that without a `time_left` from
    /// the controller the engine's next budget still shrinks. Nothing
    /// happens without time settings; the next `time_left` overrides.
    fn charge(&mut self, color: Color, millis: u64) {
        let Some(control) = self.control.filter(|c| *c != TimeControl::None) else { return };
        let left = self.left[color].unwrap_or_else(|| TimeLeft::at_start(control));
        self.left[color] = Some(left.after_move(control, millis));
    }
}

/// The dead stones a loaded record's count marks give, with the game
/// they describe: its moves and its position.
#[derive(Clone, Debug)]
struct LoadedMarks {
    moves: Vec<(Color, Move)>,
    board: Board,
    dead: Vec<Point>,
}

/// A GTP version 2 engine (Go Text Protocol, specification draft 2 with
/// GNU Go as its reference implementation) over the public [`Game`] API:
/// it owns a game and the computer player, reads command lines and answers
/// them. It holds no rule of its own: a move is the game's `play_for`, undo
/// the game's `undo`, a change of settings the game's record replayed on a
/// new [`GameSetup`].
///
/// Commands: every required command of GTP 2 (`protocol_version`, `name`,
/// `version`, `known_command`, `list_commands`, `quit`, `boardsize`,
/// `clear_board`, `komi`, `play`, `genmove`), the tournament and regression
/// commands `fixed_handicap`, `place_free_handicap`, `set_free_handicap`,
/// `final_score`, `final_status_list`, `time_settings`, `time_left`,
/// `loadsgf`, `reg_genmove`, `showboard`, `undo`, GNU Go's `printsgf`,
/// KGS's `kgs-time_settings` (the time system named: `none`, `absolute`,
/// `byoyomi`, `canadian`; in byo-yomi `time_left` gives the periods left
/// where GTP gives stones) and `kgs-genmove_cleanup` (`genmove` that does
/// not pass while opponent stones the bot judges dead are on the board,
/// [`Bot::analyze_cleanup`]), and private extensions:
///
/// - `go-core-rules [rules]`: the rules, as a preset name ([`Preset`]) or
///   the text of [`Rules`]' `Display` (`chinese ko=simple`); without an
///   argument, answers the rules in force. The moves played so far are
///   played again under the new rules (refused, changing nothing, when one
///   of them is illegal there). A komi set by `komi`, or by the `KM` of
///   a record `loadsgf` read, stays.
/// - `go-core-topology planar|torus|hcylinder|vcylinder` (the wrapped ones
///   with the `toroidal` feature), likewise.
/// - `go-core-atari <n>|off`: Atari Go, won by the first side to capture
///   `n` stones (`atari` feature; `0` or `off` for ordinary Go), likewise
///   (no argument: `off` or the stones in force).
/// - `go-core-budget playouts <n>|millis <n>` (no argument: answers the
///   budget in force in the same words): the bot's budget per move,
///   which a clock may cut to its share of the time left
///   ([`Budget::within_clock`]) (playouts 1 to [`Budget::MAX_PLAYOUTS`], millis 1
///   to [`Budget::MAX_MILLIS`], as the examples' options take them);
///   `go-core-seed <n>`: its seed (0 to 2^64 - 1; no argument: answers
///   the seed in force). Numbers are digits
///   only, as GTP writes an int: `+5` is a syntax error here, while the
///   examples' command-line options take it as the shell's tools do;
///   `go-core-stats`:
///   `playouts <n> winrate <x> millis <n>` of the last search;
///   `go-core-resign off|<threshold> <moves> [<min_playouts>]`: when
///   `genmove` answers `resign` (see [`Resignation`]; off by default; no
///   argument: answers the rule in force, `off` or `0.1 5 500`).
///
/// Standard errors use the specification's messages (`unknown command`,
/// `syntax error`, `unacceptable size`, `illegal move`, `cannot undo`,
/// `board not empty`, `invalid number of stones`, `bad vertex list`,
/// `cannot score`); `loadsgf` answers `cannot load file: ` and the reason,
/// and `fixed_handicap` on a board without star points (a torus, a
/// cylinder) says so (`fixed handicap of N stones is not available here:
/// ...`).
/// Any input line gets an answer or, when empty after preprocessing, none;
/// nothing makes the engine panic through (a panic inside a command is
/// caught and answered as an error, the state unchanged).
///
/// ```
/// use go_core::GtpEngine;
///
/// let mut engine = GtpEngine::new();
/// let answer = engine.handle_line(b"1 boardsize 9").unwrap();
/// assert_eq!(answer.to_string(), "=1 \n\n");
/// assert_eq!(engine.handle_line(b"play black E5").unwrap().to_string(), "= \n\n");
/// assert_eq!(engine.handle_line(b"play white E5").unwrap().to_string(), "? illegal move\n\n");
/// assert!(engine.handle_line(b"   # a comment").is_none());
/// ```
#[derive(Clone, Debug)]
pub struct GtpEngine {
    game: Game,
    /// Komi set by `komi` or by a loaded record's `KM`: it stays over any
    /// later rules.
    komi: Option<Komi>,
    #[cfg(feature = "bot")]
    bot: BotConfig,
    /// When `genmove` answers `resign` (off: never).
    #[cfg(feature = "bot")]
    resignation: Option<Resignation>,
    /// Per colour, the bot's estimates for the moves `genmove` played, with
    /// the number of moves before each (entries past the game's length are
    /// dropped after `undo`).
    #[cfg(feature = "bot")]
    estimates: ByColor<Vec<(usize, MoveEstimate)>>,
    clock: Clock,
    /// The dead-stone estimate of the current position, once asked for.
    estimate: Option<Vec<Point>>,
    last_search: Option<SearchReport>,
    /// The record `loadsgf` read, kept so that `printsgf` writes its game
    /// information and annotations back; forgotten with a new game.
    loaded: Option<SgfCollection>,
    /// The dead stones that the loaded record's count marks give (`TB`/`TW`
    /// on the last node of its main line, read whole), with the game they
    /// describe (its moves and position): `final_score` and
    /// `final_status_list` use them while the game is still that one.
    loaded_marks: Option<LoadedMarks>,
    /// For each `play` or `genmove` that had to set the side to move or
    /// resume play first (events before its move), the number of moves
    /// after it and of events before it: `undo` takes those steps back too,
    /// so that it restores the state before the command.
    play_marks: Vec<(usize, usize)>,
    /// The rules `loadsgf` gives a record without `RU` (its `KM` still
    /// sets the komi).
    record_rules: Rules,
    /// The komi `loadsgf` gives a record without `KM`; `None`: the record
    /// rules' preset komi for its size.
    record_komi: Option<Komi>,
    /// The setup a new game starts from, as the engine's own commands
    /// left it (`go-core-rules`, `go-core-topology`, `go-core-atari`,
    /// `komi`): `boardsize` and `clear_board` start from it, on the board
    /// size asked for or in force and with the komi in force, so that what
    /// a record read by `loadsgf` set up (its rules, topology, variant and
    /// seats) stays with that record's game (found from outside: after
    /// loading a Phantom Go record, `genmove` refused every later game
    /// until `go-core-atari off`, and a team record's seats were written
    /// into every later game's record).
    settings: GameSetup,
    quit: bool,
}

impl Default for GtpEngine {
    fn default() -> GtpEngine {
        GtpEngine::new()
    }
}

/// The result of one command: its text, or an error message.
type Outcome = Result<String, String>;

fn syntax() -> String {
    "syntax error".to_owned()
}

/// Consumes `input` up to and including the next newline (or to its end),
/// a buffer at a time, keeping none of it. Returns whether what it
/// consumed holds anything but white space and control characters before
/// a comment's `#` (a command that a long run of white space hid).
fn skip_line<R: BufRead>(input: &mut R) -> io::Result<bool> {
    let mut content = false;
    let mut comment = false;
    loop {
        let buffer = input.fill_buf()?;
        if buffer.is_empty() {
            return Ok(content);
        }
        let end = buffer.iter().position(|&b| b == b'\n');
        for &b in &buffer[..end.unwrap_or(buffer.len())] {
            if comment {
                break;
            }
            comment = b == b'#';
            content |= !comment && b > b' ' && b != 0x7f;
        }
        let n = end.map_or(buffer.len(), |i| i + 1);
        input.consume(n);
        if end.is_some() {
            return Ok(content);
        }
    }
}

/// The engine's defaults: a 19x19 planar board under the Chinese rules
/// (komi 7.5).
fn default_setup() -> GameSetup {
    GameSetup::new(BoardSize::NINETEEN).with_rules(Rules::chinese())
}

impl GtpEngine {
    /// An engine with a 19x19 board, the Chinese rules (komi 7.5) and, with
    /// the `bot` feature, the bot's default settings.
    #[must_use]
    pub fn new() -> GtpEngine {
        let game = match Game::from_setup(default_setup()) {
            Ok(g) => g,
            Err(_) => unreachable!("the default setup is valid"),
        };
        GtpEngine {
            game,
            komi: None,
            #[cfg(feature = "bot")]
            bot: BotConfig::default(),
            #[cfg(feature = "bot")]
            resignation: None,
            #[cfg(feature = "bot")]
            estimates: ByColor::default(),
            clock: Clock::default(),
            estimate: None,
            last_search: None,
            loaded: None,
            loaded_marks: None,
            play_marks: Vec::new(),
            record_rules: Rules::chinese(),
            record_komi: None,
            settings: default_setup(),
            quit: false,
        }
    }

    /// Sets the rules `loadsgf` gives a record that names none (no `RU`;
    /// the record's `KM` still sets the komi, and without `KM` the komi is
    /// that of the rules' preset for the record's board size, as
    /// `boardsize` gives it): the Chinese rules until this is called. For
    /// an engine started under other rules (the `gtp` example's
    /// `--rules`), so that a file without `RU` is read under them. The game in play is not changed (the
    /// `go-core-rules` command changes it).
    pub fn set_record_rules(&mut self, rules: Rules) {
        self.record_rules = rules;
    }

    /// Sets the komi `loadsgf` gives a record without `KM`, in place of
    /// the preset's komi for its size (`None`, the default): for an engine
    /// started with a komi of its own (the `gtp` example's `--rules
    /// "japanese komi=3"`), as the `replay` example reads such records.
    /// A record's `KM` still sets its komi.
    pub fn set_record_komi(&mut self, komi: Option<Komi>) {
        self.record_komi = komi;
    }

    /// An engine as [`GtpEngine::new`] whose bot uses `config` (its budget
    /// per move; with a clock, [`Budget::within_clock`] cuts it to the
    /// clock's share).
    #[cfg(feature = "bot")]
    #[must_use]
    pub fn with_bot(config: BotConfig) -> GtpEngine {
        GtpEngine { bot: config, ..GtpEngine::new() }
    }

    /// Lets `genmove` answer `resign` under `rule` ([`Resignation`]: the
    /// side's win rate under a threshold for several of its moves in a
    /// row), or never with `None` (the default). The GTP command
    /// `go-core-resign` sets the same.
    #[cfg(feature = "bot")]
    pub fn set_resignation(&mut self, rule: Option<Resignation>) {
        self.resignation = rule;
    }

    /// The game as it stands.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Whether `quit` was received.
    #[must_use]
    pub fn has_quit(&self) -> bool {
        self.quit
    }

    /// What the last `genmove` or `reg_genmove` search did, if there was one.
    #[must_use]
    pub fn last_search(&self) -> Option<SearchReport> {
        self.last_search
    }

    /// The time control the controller gave (`time_settings`,
    /// `kgs-time_settings`) and `color`'s time left as the engine holds it
    /// (the last `time_left`, less what the engine's own moves took
    /// since): what a clock-bound `genmove` shares out. `None` with no time
    /// limit, or with neither time settings nor a `time_left` for `color`.
    #[must_use]
    pub fn clock(&self, color: Color) -> Option<(TimeControl, TimeLeft)> {
        self.clock.control_and_left(color)
    }

    /// Answers one input line (raw bytes, with or without its newline):
    /// `None` when the line is empty or a comment after preprocessing,
    /// otherwise the response (its `Display` is the wire form).
    pub fn handle_line(&mut self, raw: &[u8]) -> Option<GtpResponse> {
        let cleaned = protocol::clean_line(raw)?;
        let command = protocol::split_line(&cleaned);
        let id = command.id.clone();
        // A file name is used as text: one whose bytes are not UTF-8 would
        // name another file once decoded (found from outside: `printsgf`
        // wrote `out\u{FFFD}.sgf` for `out\xe9.sgf`, and `loadsgf` looked for
        // a file that is not there).
        if matches!(command.name.as_str(), "loadsgf" | "printsgf") {
            if std::str::from_utf8(raw).is_err() && command.args.first().is_some_and(|file| file.contains('\u{FFFD}')) {
                let text = "the file name is not UTF-8: GTP command lines are read as UTF-8 text".to_owned();
                return Some(GtpResponse::error(id, text));
            }
            // GTP removes control characters from a line: a name that held
            // one would name another file (found from outside: `d\u{85}e.sgf`
            // was written as `de.sgf`). The line's end is no part of it.
            let line = String::from_utf8_lossy(raw);
            let text = line.split('#').next().unwrap_or("").trim_end_matches(['\r', '\n']);
            if text.chars().any(|c| c.is_control() && c != '\t') {
                let text = "the file name holds a control character, which GTP removes from command lines".to_owned();
                return Some(GtpResponse::error(id, text));
            }
        }
        let outcome = catch_unwind(AssertUnwindSafe(|| self.execute(&command)))
            .unwrap_or_else(|_| Err("internal error: the command failed and changed nothing".to_owned()));
        Some(match outcome {
            Ok(text) => GtpResponse::ok(id, text),
            Err(text) => GtpResponse::error(id, text),
        })
    }

    /// Reads command lines from `input` until `quit` or the end of input,
    /// writing each response to `output` and flushing it. Lines are read as
    /// bytes and decoded lossily, so no input ends the loop but the end of
    /// the input or `quit`. A line longer than 1 MiB (its end, `\n` or
    /// `\r\n`, not counted) is not a command: it
    /// is answered `? the command line is longer than 1048576 bytes` (with
    /// its id, if it starts with one; no answer when the whole line is a
    /// comment or white space, as for any such line), skipped to its end
    /// without being kept in memory, and changes nothing.
    ///
    /// # Errors
    /// The first read or write error of `input` or `output`.
    pub fn run<R: BufRead, W: Write>(&mut self, mut input: R, mut output: W) -> io::Result<()> {
        let mut line = Vec::new();
        // The limit is on the line's text: its end, `\n` or `\r\n`, is not
        // counted.
        let limit = u64::try_from(MAX_LINE_BYTES + 2).unwrap_or(u64::MAX);
        while !self.quit {
            line.clear();
            if (&mut input).take(limit).read_until(b'\n', &mut line)? == 0 {
                break;
            }
            let ended = line.last() == Some(&b'\n');
            let text = line.strip_suffix(b"\n").unwrap_or(&line);
            let text = text.strip_suffix(b"\r").unwrap_or(text);
            if text.len() > MAX_LINE_BYTES {
                let comment = line.contains(&b'#');
                let rest = if ended { false } else { skip_line(&mut input)? };
                // A comment or white space gets no response, however long;
                // a command after a long run of white space gets the error
                // (without an id: it lay beyond what was read).
                let id = match protocol::clean_line(&line) {
                    Some(cleaned) => protocol::split_line(&cleaned).id,
                    None if rest && !comment => None,
                    None => continue,
                };
                let text = format!("the command line is longer than {MAX_LINE_BYTES} bytes");
                write!(output, "{}", GtpResponse::error(id, text))?;
                output.flush()?;
                continue;
            }
            if let Some(response) = self.handle_line(&line) {
                write!(output, "{response}")?;
                output.flush()?;
            }
        }
        Ok(())
    }

    fn execute(&mut self, c: &CommandLine) -> Outcome {
        let args: Vec<&str> = c.args.iter().map(String::as_str).collect();
        match c.name.as_str() {
            "protocol_version" => no_args(&args).map(|()| "2".to_owned()),
            "name" => no_args(&args).map(|()| NAME.to_owned()),
            "version" => no_args(&args).map(|()| env!("CARGO_PKG_VERSION").to_owned()),
            "known_command" => match args.as_slice() {
                [name] => Ok(COMMANDS.contains(name).to_string()),
                _ => Err(syntax()),
            },
            "list_commands" => no_args(&args).map(|()| COMMANDS.join("\n")),
            "quit" => no_args(&args).map(|()| {
                self.quit = true;
                String::new()
            }),
            "boardsize" => self.boardsize(&args),
            "clear_board" => no_args(&args).and_then(|()| self.clear_board()),
            "komi" => self.set_komi(&args),
            "play" => self.play(&args),
            "genmove" => self.genmove(&args, true, false),
            "kgs-genmove_cleanup" => self.genmove(&args, true, true),
            "reg_genmove" => self.genmove(&args, false, false),
            "undo" => no_args(&args).and_then(|()| self.undo()),
            "fixed_handicap" => self.fixed_handicap(&args),
            "place_free_handicap" => self.place_free_handicap(&args),
            "set_free_handicap" => self.set_free_handicap(&args),
            "final_score" => no_args(&args).and_then(|()| self.final_score()),
            "final_status_list" => self.final_status_list(&args),
            "time_settings" => self.time_settings(&args),
            "kgs-time_settings" => self.kgs_time_settings(&args),
            "time_left" => self.time_left(&args),
            "loadsgf" => self.loadsgf(&args),
            "printsgf" => self.printsgf(&args),
            "showboard" => no_args(&args).map(|()| showboard(&self.game)),
            "go-core-rules" => self.rules(&args),
            "go-core-topology" => self.topology(&args),
            "go-core-atari" => self.atari(&args),
            "go-core-budget" => self.budget(&args),
            "go-core-seed" => self.seed(&args),
            "go-core-resign" => self.resign_rule(&args),
            // Before any search a failure: a success answer that is not in
            // the documented form misleads a controller parsing it (found
            // from outside).
            "go-core-stats" => no_args(&args).and_then(|()| match self.last_search {
                Some(s) => Ok(format!("playouts {} winrate {:.3} millis {}", s.playouts, s.win_rate, s.millis)),
                None => Err("no search yet".to_owned()),
            }),
            _ => Err("unknown command".to_owned()),
        }
    }

    /// Makes `game` the current game: forgets the dead-stone estimate (and
    /// the bot's estimates of its moves).
    fn set_game(&mut self, game: Game) {
        self.game = game;
        self.estimate = None;
        self.play_marks.clear();
        #[cfg(feature = "bot")]
        {
            self.estimates = ByColor::default();
        }
    }

    /// `setup` with the engine's komi, when `komi` set one.
    fn with_komi(&self, mut setup: GameSetup) -> GameSetup {
        if let Some(k) = self.komi {
            setup.rules = setup.rules.with_komi(k);
        }
        setup
    }

    /// Replays the game's events on `setup` and adopts the result; on
    /// failure nothing changes and the error names the event refused.
    fn rebuild(&mut self, setup: GameSetup) -> Result<(), String> {
        let record = GameRecord { setup, events: self.game.events().to_vec() };
        let game = Game::from_record(&record).map_err(|e| replay_error(&record, &e))?;
        // The same events: the marks of the plays still hold.
        let marks = std::mem::take(&mut self.play_marks);
        self.set_game(game);
        self.play_marks = marks;
        Ok(())
    }

    /// Starts a new game of `setup` (no moves), adopting it on success.
    fn restart(&mut self, setup: GameSetup) -> Result<(), String> {
        let game = Game::from_setup(setup).map_err(|e| e.to_string())?;
        self.set_game(game);
        self.clock.left = ByColor::default();
        self.loaded = None;
        self.loaded_marks = None;
        Ok(())
    }

    /// The current setup with no stones, handicap or first player: an empty
    /// board.
    fn empty_setup(&self) -> GameSetup {
        let mut setup = self.game.setup().clone();
        setup.stones.clear();
        setup.handicap = Handicap::None;
        setup.to_move = None;
        setup
    }

    /// The setup of a new game of `size`: the engine's settings (see
    /// `GtpEngine::settings`) with the komi in force.
    fn new_game_setup(&self, size: BoardSize) -> GameSetup {
        let mut setup = self.settings.clone();
        setup.size = size;
        // The game site's komi depends on the size.
        if setup.rules.preset() == Some(Preset::GameSite) {
            setup.rules = Preset::GameSite.rules(size);
        }
        self.with_komi(setup)
    }

    fn boardsize(&mut self, args: &[&str]) -> Outcome {
        let [n] = args else { return Err(syntax()) };
        let n = protocol::parse_u32(n).ok_or_else(syntax)?;
        let size = BoardSize::square(n).ok().filter(|_| n <= MAX_GTP_SIDE).ok_or("unacceptable size")?;
        let setup = self.new_game_setup(size);
        self.restart(setup).map_err(|_| "unacceptable size".to_owned())?;
        Ok(String::new())
    }

    fn clear_board(&mut self) -> Outcome {
        let setup = self.new_game_setup(self.game.board().size());
        self.restart(setup)?;
        Ok(String::new())
    }

    fn set_komi(&mut self, args: &[&str]) -> Outcome {
        let [text] = args else { return Err(syntax()) };
        // GTP's komi is a float: `6.5`, and `6.5e0` or `1e2` as well.
        let komi: Komi = match text.parse::<f64>() {
            Ok(points) if points.is_finite() => {
                Komi::from_points(points).map_err(|_| "komi must be a multiple of 0.5 within +-10000".to_owned())?
            }
            _ => return Err(syntax()),
        };
        let mut setup = self.game.setup().clone();
        setup.rules = setup.rules.with_komi(komi);
        self.rebuild(setup)?;
        self.komi = Some(komi);
        self.settings.rules = self.settings.rules.with_komi(komi);
        Ok(String::new())
    }

    /// A move word of this board: a vertex or `pass`. A word that is no
    /// vertex of this board is a syntax error (GNU Go: "invalid
    /// coordinate"), with the vertices of the board after it (found from
    /// outside: `I5` and `A10` on 9x9 got a bare "syntax error", where the
    /// table's prompt says why).
    fn vertex(&self, word: &str) -> Result<Move, String> {
        Move::parse_vertex(word, self.game.board().size()).map_err(|e| format!("syntax error: {e}"))
    }

    fn play(&mut self, args: &[&str]) -> Outcome {
        let [color, vertex] = args else { return Err(syntax()) };
        let color: Color = color.parse().map_err(|_| syntax())?;
        let mv = self.vertex(vertex)?;
        let events = self.game.events().len();
        self.game.play_for(color, mv).map_err(|e| match e {
            // GTP's answer, with the reason when it is not the move itself.
            IllegalMove::GameOver => "illegal move (the game is over)".to_owned(),
            _ => "illegal move".to_owned(),
        })?;
        self.mark_play(events);
        self.estimate = None;
        Ok(String::new())
    }

    /// After a `play_for` that began with `events` events: when it first set
    /// the side to move or resumed play, remembers where, for `undo`.
    fn mark_play(&mut self, events: usize) {
        if self.game.events().len() > events + 1 {
            self.play_marks.push((self.game.moves().len(), events));
        }
    }

    /// `genmove color` (`commit`: played; `reg_genmove` otherwise), and
    /// with `cleanup` KGS's `kgs-genmove_cleanup color`: the same, except
    /// that the bot does not pass while opponent stones it judges dead are
    /// on the board ([`Bot::analyze_cleanup`]), as a server asks after the
    /// players disagreed on the dead stones.
    fn genmove(&mut self, args: &[&str], commit: bool, cleanup: bool) -> Outcome {
        let [color] = args else { return Err(syntax()) };
        let color: Color = color.parse().map_err(|_| syntax())?;
        if self.game.phase() == Phase::Finished {
            // Nothing can be played any more: the loser of a game decided
            // otherwise than by a count (Atari Go, a resignation, time)
            // resigns; anyone else passes, the loser of a count too (a
            // controller would record `resign` as a resignation).
            let lost = self.game.result().is_some_and(|r| {
                r.winner() == Some(color.opponent()) && !matches!(r, GameResult::Score { .. } | GameResult::Draw)
            });
            return Ok(if lost { "resign" } else { "pass" }.to_owned());
        }
        // A free handicap still to be placed (a record with `HA` alone):
        // no move can be made before it (found from outside: an "internal
        // error" answered).
        if self.game.phase() == Phase::HandicapPlacement {
            return Err(format!(
                "the free handicap of {} stones is not placed yet: use place_free_handicap or set_free_handicap",
                self.game.handicap().stones()
            ));
        }
        // The position with `color` to move, as `play` would make it.
        let mut probe = self.game.clone();
        if probe.phase() == Phase::Counting {
            probe.resume().map_err(|e| format!("internal error: {e}"))?;
        }
        if probe.to_move() != color {
            probe.set_player(color).map_err(|e| format!("internal error: {e}"))?;
        }
        let mv = self.search(&probe, cleanup)?;
        if commit && self.resigns(color) {
            return Ok("resign".to_owned());
        }
        if commit {
            let events = self.game.events().len();
            self.game.play_for(color, mv).map_err(|e| format!("internal error: the bot chose an illegal move: {e}"))?;
            self.mark_play(events);
            self.estimate = None;
            if let Some(report) = self.last_search {
                self.clock.charge(color, report.millis);
            }
        }
        Ok(vertex_text(mv, self.game.board().size()))
    }

    #[cfg(feature = "bot")]
    fn search(&mut self, game: &Game, cleanup: bool) -> Result<Move, String> {
        Bot::check_game(game).map_err(|e| e.to_string())?;
        let budget = match self.clock.control_and_left(game.to_move()) {
            Some((control, left)) => self.bot.budget.within_clock(control, left, game.board().empty_count()),
            None => self.bot.budget,
        };
        let bot = Bot::new(BotConfig { budget, ..self.bot });
        let started = std::time::Instant::now();
        let analysis = if cleanup { bot.analyze_cleanup(game) } else { bot.analyze(game) };
        let millis = u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX);
        self.last_search = Some(SearchReport { playouts: analysis.playouts, win_rate: analysis.win_rate, millis });
        Ok(analysis.best)
    }

    #[cfg(not(feature = "bot"))]
    fn search(&mut self, _game: &Game, _cleanup: bool) -> Result<Move, String> {
        Err("genmove needs go-core's bot feature".to_owned())
    }

    /// Records the last search's estimate for `color`'s move and tells
    /// whether `color` resigns under the engine's rule.
    #[cfg(feature = "bot")]
    fn resigns(&mut self, color: Color) -> bool {
        let played = self.game.moves().len();
        let Some(report) = self.last_search else { return false };
        let history = &mut self.estimates[color];
        history.retain(|&(at, _)| at < played);
        history.push((played, MoveEstimate { win_rate: report.win_rate, playouts: report.playouts }));
        let Some(rule) = self.resignation else { return false };
        let estimates: Vec<MoveEstimate> = history.iter().map(|&(_, e)| e).collect();
        rule.should_resign(&estimates)
    }

    #[cfg(not(feature = "bot"))]
    fn resigns(&mut self, _color: Color) -> bool {
        false
    }

    /// `go-core-resign off` or `go-core-resign <threshold> <moves>
    /// [<min_playouts>]`: the rule under which `genmove` answers `resign`.
    #[cfg(feature = "bot")]
    fn resign_rule(&mut self, args: &[&str]) -> Outcome {
        let rule = match args {
            // No argument: the rule in force, in the words that set it.
            [] => {
                return Ok(self
                    .resignation
                    .map_or_else(|| "off".to_owned(), |r| format!("{} {} {}", r.threshold, r.moves, r.min_playouts)));
            }
            ["off"] => None,
            [threshold, moves, rest @ ..] if rest.len() <= 1 => {
                let threshold: f64 =
                    threshold.parse().ok().filter(|t: &f64| (0.0..=1.0).contains(t)).ok_or_else(syntax)?;
                let moves = protocol::parse_u32(moves).filter(|&n| n >= 1).ok_or_else(syntax)?;
                let min_playouts = match rest {
                    [n] => protocol::parse_u32(n).ok_or_else(syntax)?,
                    _ => Resignation::default().min_playouts,
                };
                Some(Resignation { threshold, moves, min_playouts })
            }
            _ => return Err(syntax()),
        };
        self.resignation = rule;
        Ok(String::new())
    }

    #[cfg(not(feature = "bot"))]
    fn resign_rule(&mut self, _args: &[&str]) -> Outcome {
        Err("the bot needs go-core's bot feature".to_owned())
    }

    fn undo(&mut self) -> Outcome {
        if self.game.moves().is_empty() {
            return Err("cannot undo".to_owned());
        }
        let moves = self.game.moves().len();
        self.game.undo().map_err(|_| "cannot undo".to_owned())?;
        self.estimate = None;
        // The play that made the move set the side to move or resumed play
        // first: back to the events before it (a replay of the record
        // without them), so that undo restores the state before the play.
        if let Some(&(after, events)) = self.play_marks.last()
            && after == moves
        {
            self.play_marks.pop();
            let kept = self.game.events();
            let steps = kept.get(events..).unwrap_or(&[]);
            if !steps.is_empty() && steps.iter().all(|e| matches!(e, Event::SetPlayer { .. } | Event::Resume)) {
                let record = GameRecord { setup: self.game.setup().clone(), events: kept[..events].to_vec() };
                if let Ok(game) = Game::from_record(&record) {
                    self.game = game;
                }
            }
        }
        let left = self.game.moves().len();
        self.play_marks.retain(|&(after, _)| after <= left);
        Ok(String::new())
    }

    /// Whether no stone is on the board and no stone was played: passes
    /// alone leave it empty (GTP's handicap commands ask for an empty
    /// board, as GNU Go judges it).
    fn board_is_empty(&self) -> bool {
        let board = self.game.board();
        self.game.moves().iter().all(|m| m.mv == Move::Pass)
            && board.stone_count(Color::Black) == 0
            && board.stone_count(Color::White) == 0
    }

    fn stone_count(&self, word: &str) -> Result<u32, String> {
        protocol::parse_u32(word).ok_or_else(syntax)
    }

    fn fixed_handicap(&mut self, args: &[&str]) -> Outcome {
        let [n] = args else { return Err(syntax()) };
        let n = self.stone_count(n)?;
        if !self.board_is_empty() {
            return Err("board not empty".to_owned());
        }
        let mut setup = self.empty_setup();
        setup.handicap = Handicap::Fixed(n);
        let points = fixed_handicap_points(setup.size, n, setup.corner_line_12)
            .map_err(|_| "invalid number of stones".to_owned())?;
        // The count fits the board's star points; what is left to refuse is
        // the board itself (a torus or a cylinder has no star points):
        // said so, not "invalid number of stones".
        self.restart(setup)?;
        Ok(vertex_list(&points, self.game.board().size()))
    }

    /// Starts a free-handicap game on an empty board with Black's stones on
    /// `points`.
    fn free_handicap(&mut self, points: &[Point], refusal: &str) -> Result<(), String> {
        let mut setup = self.empty_setup();
        setup.handicap = Handicap::Free(u32::try_from(points.len()).unwrap_or(u32::MAX));
        let mut game = Game::from_setup(setup).map_err(|_| refusal.to_owned())?;
        game.place_free_handicap(points).map_err(|_| refusal.to_owned())?;
        self.set_game(game);
        self.clock.left = ByColor::default();
        self.loaded = None;
        self.loaded_marks = None;
        Ok(())
    }

    fn place_free_handicap(&mut self, args: &[&str]) -> Outcome {
        let [n] = args else { return Err(syntax()) };
        let n = self.stone_count(n)?;
        if !self.board_is_empty() {
            return Err("board not empty".to_owned());
        }
        let board = self.game.board();
        if n < 2 || usize::try_from(n).map_or(true, |n| n >= board.size().area()) {
            return Err("invalid number of stones".to_owned());
        }
        let points = free_handicap_points(board.size(), board.topology(), n);
        self.free_handicap(&points, "invalid number of stones")?;
        Ok(vertex_list(&points, self.game.board().size()))
    }

    fn set_free_handicap(&mut self, args: &[&str]) -> Outcome {
        let size = self.game.board().size();
        let mut points = Vec::with_capacity(args.len());
        for word in args {
            match self.vertex(word)? {
                Move::Play(p) => points.push(p),
                Move::Pass => return Err("bad vertex list".to_owned()),
            }
        }
        if !self.board_is_empty() {
            return Err("board not empty".to_owned());
        }
        let mut unique = points.clone();
        unique.sort_unstable();
        unique.dedup();
        if points.len() < 2 || unique.len() != points.len() || points.len() >= size.area() {
            return Err("bad vertex list".to_owned());
        }
        self.free_handicap(&points, "bad vertex list")?;
        Ok(String::new())
    }

    /// The dead stones of the current position, whole chains, row-major:
    /// those of the loaded record's count marks while the game is still
    /// exactly the record's (`loadsgf` of the whole main line, with the
    /// record's moves and position now: the count its players made, as
    /// `replay` and the Python loader read it), else the core's one estimator
    /// ([`Game::estimate_dead_stones`]) with its default playouts and this
    /// engine's bot seed, computed once per position. None under rules
    /// that never remove dead stones (Tromp-Taylor: every stone on the
    /// board counts), so that `final_status_list` agrees with
    /// `final_score`.
    fn dead_stones(&mut self) -> Vec<Point> {
        if self.game.rules().dead_stones() == crate::rules::DeadStones::NeverRemoved {
            return Vec::new();
        }
        // The record's game: its moves (however they were made again: a
        // move taken back and played anew is the same move) and position.
        if let Some(marks) = &self.loaded_marks
            && marks.board == *self.game.board()
            && self.game.record().moves().eq(marks.moves.iter().copied())
        {
            return marks.dead.clone();
        }
        if let Some(dead) = &self.estimate {
            return dead.clone();
        }
        let options = EstimateOptions::new(EstimateOptions::default().playouts, self.estimate_seed());
        let dead = self.game.estimate_dead_stones(&options).dead;
        self.estimate = Some(dead.clone());
        dead
    }

    /// The seed of the dead-stone estimate: the bot's (GTP `go-core-seed`)
    /// where there is a bot, else the estimator's default.
    fn estimate_seed(&self) -> u64 {
        #[cfg(feature = "bot")]
        return self.bot.seed;
        #[cfg(not(feature = "bot"))]
        EstimateOptions::default().seed
    }

    /// `final_score`: the count as GTP writes a score (`W+2.5`, `B+31`,
    /// `0`), of the game's result when it has one; a game decided
    /// otherwise than by a count answers its result as SGF's `RE` writes
    /// it (`B+` for an Atari Go capture, `Void` for a long cycle that voids
    /// the game), which GTP's score has no word for.
    fn final_score(&mut self) -> Outcome {
        if let Some(result) = self.game.result() {
            return Ok(result.to_string());
        }
        let dead = self.dead_stones();
        let score = self.game.score_with(&dead).map_err(|_| "cannot score".to_owned())?;
        Ok(score.result.to_string())
    }

    /// `final_status_list alive|dead|seki` from the dead-stone estimate
    /// ([`Game::chain_status`]), one chain per line.
    fn final_status_list(&mut self, args: &[&str]) -> Outcome {
        let [status] = args else { return Err(syntax()) };
        let wanted: ChainStatus = status.to_ascii_lowercase().parse().map_err(|_| syntax())?;
        let dead = self.dead_stones();
        let size = self.game.board().size();
        let chains = self.game.chain_status(&dead).map_err(|_| "cannot score".to_owned())?;
        let lines: Vec<String> =
            chains.into_iter().filter(|(s, _)| *s == wanted).map(|(_, chain)| vertex_list(&chain, size)).collect();
        Ok(lines.join("\n"))
    }

    /// `time_settings main_time byo_yomi_time byo_yomi_stones` (seconds):
    /// GTP's Canadian byo-yomi; a period with no stones is no time limit,
    /// and no period at all sudden death. Settings with no time at all
    /// (`0 0 0`) or a period of no length for some stones (`60 0 25`) are
    /// refused with the reason, as `kgs-time_settings` refuses them (found
    /// from outside: `0 0 0` was taken, and the engine then searched 1 ms
    /// a move).
    fn time_settings(&mut self, args: &[&str]) -> Outcome {
        let [main, byo, stones] = args else { return Err(syntax()) };
        let main_ms = protocol::parse_seconds_ms(main).ok_or_else(syntax)?;
        let period_ms = protocol::parse_seconds_ms(byo).ok_or_else(syntax)?;
        let stones = protocol::parse_u32(stones).ok_or_else(syntax)?;
        let control = if period_ms > 0 && stones == 0 {
            TimeControl::None
        } else {
            TimeControl::Canadian { main_ms, stones, period_ms }
        };
        control.validate().map_err(|e| e.to_string())?;
        self.clock = Clock { control: Some(control), left: ByColor::default() };
        Ok(String::new())
    }

    /// `kgs-time_settings none | absolute main_time | byoyomi main_time
    /// period_time periods | canadian main_time period_time stones`
    /// (seconds): KGS's extension of `time_settings`, which names the time
    /// system (GTP's own command has no way to say byo-yomi). A controller
    /// that finds it in `list_commands` sends it instead of
    /// `time_settings`; `time_left` then gives, in byo-yomi, the periods
    /// left where GTP gives stones. Settings with no time at all, or
    /// overtime periods of no length, are refused with the reason
    /// ([`TimeControl::validate`]).
    fn kgs_time_settings(&mut self, args: &[&str]) -> Outcome {
        let seconds = |t: &str| protocol::parse_seconds_ms(t).ok_or_else(syntax);
        let count = |n: &str| protocol::parse_u32(n).ok_or_else(syntax);
        let control = match args {
            [system] if system.eq_ignore_ascii_case("none") => TimeControl::None,
            [system, main] if system.eq_ignore_ascii_case("absolute") => {
                TimeControl::Absolute { main_ms: seconds(main)? }
            }
            [system, main, period, periods] if system.eq_ignore_ascii_case("byoyomi") => {
                TimeControl::ByoYomi { main_ms: seconds(main)?, periods: count(periods)?, period_ms: seconds(period)? }
            }
            [system, main, period, stones] if system.eq_ignore_ascii_case("canadian") => {
                TimeControl::Canadian { main_ms: seconds(main)?, stones: count(stones)?, period_ms: seconds(period)? }
            }
            _ => return Err(syntax()),
        };
        control.validate().map_err(|e| e.to_string())?;
        self.clock = Clock { control: Some(control), left: ByColor::default() };
        Ok(String::new())
    }

    fn time_left(&mut self, args: &[&str]) -> Outcome {
        let [color, time, stones] = args else { return Err(syntax()) };
        let color: Color = color.parse().map_err(|_| syntax())?;
        let time = protocol::parse_seconds_ms(time).ok_or_else(syntax)?;
        let stones = protocol::parse_u32(stones).ok_or_else(syntax)?;
        self.clock.set_left(color, time, stones);
        Ok(String::new())
    }

    /// `loadsgf file [move_number]`: the main line of the file's first game,
    /// replayed tolerantly up to the position before move `move_number`
    /// (the whole line without it; setup stones between the moves before
    /// it included). Everything comes from the record: its size, topology,
    /// variant, setup and rules; where the record does not say (no `RU`,
    /// no `KM`), the rules of [`GtpEngine::set_record_rules`] (by default
    /// the Chinese rules; also for an `RU` that names no known rule set)
    /// with the komi of [`GtpEngine::set_record_komi`] if set, else that of
    /// their preset for the record's size (the Chinese 7.5; the game
    /// site's 3.5 on 9x9), never what an earlier command or file set. A file over
    /// 4 MiB is refused unread. Irregular
    /// moves are replayed as RULES.md section 3 says; setup stones that
    /// leave a chain without liberties refuse the file (`cannot load file:
    /// line L, column C: setup refused: ...`), since the position could
    /// not be the file's. Other setup the game refuses is skipped, as a
    /// tolerant replay does ([`SgfCollection::replay_with`]): a handicap
    /// the game refuses (its stones are then plain setup), Phantom Go
    /// declared for a team game (played as ordinary Go). A refused file
    /// changes nothing. What the record set up stays with its game: a
    /// later `clear_board` or `boardsize` starts from the engine's own
    /// settings (the rules, topology and variant its commands gave, no
    /// seats), on the board size in force or asked for and with the komi
    /// in force (the record's `KM` stays, as GTP's komi does).
    fn loadsgf(&mut self, args: &[&str]) -> Outcome {
        let (file, limit) = match args {
            [file] => (*file, None),
            [file, n] => (*file, Some(move_number(n)?)),
            _ => return Err(syntax()),
        };
        let cannot = |why: String| format!("cannot load file: {why}");
        // Only a regular file, never waited for, at most 4 MiB (a device,
        // a FIFO or `/proc/kmsg` could be read or waited for forever).
        let bytes = crate::sgf::read_sgf_file(Path::new(file), MAX_SGF_BYTES).map_err(|e| cannot(e.to_string()))?;
        let collection = SgfCollection::parse(&bytes).map_err(|e| cannot(e.to_string()))?;
        let max_moves = limit.map(|n| usize::try_from(n.saturating_sub(1)).unwrap_or(usize::MAX));
        // Without `KM` the komi is that of the rules' preset for the
        // record's size, as `boardsize` gives it (found from outside: the
        // game site's 19x19 komi, 5.5, was given to a 9x9 record).
        let record_rules = match (self.record_komi, collection.game(0).map(GameInfo::from_root)) {
            (Some(komi), _) => self.record_rules.with_komi(komi),
            (None, Some(Ok(info))) => self.record_rules.with_preset_komi(info.size),
            (None, _) => self.record_rules,
        };
        let options = ReplayOptions { max_moves, default_rules: Some(record_rules), ..ReplayOptions::default() };
        let replay = collection.replay_with(0, &options).map_err(|e| cannot(e.to_string()))?;
        // Setup stones the game refused (a chain without liberties) were
        // left out: the position would not be the file's. Other refused
        // setup (a handicap whose stones are then plain setup, Phantom Go
        // for a team, played as ordinary Go) leaves the file's position, as
        // the tolerant replay lists and skips it (found from outside: such
        // files were refused).
        if let Some((position, p)) = replay.issues.iter().find_map(|issue| match &issue.kind {
            ReplayIssueKind::SetupRefused(SetupError::NoLiberties(p)) => Some((issue.position, *p)),
            _ => None,
        }) {
            // The chain named as GTP names points (its first stone).
            let chain = vertex_text(Move::Play(p), replay.game.board().size());
            return Err(cannot(format!(
                "{position}: setup refused: the setup leaves the chain at {chain} without liberties"
            )));
        }
        let size = replay.game.board().size();
        if u32::from(size.width()) > MAX_GTP_SIDE || u32::from(size.height()) > MAX_GTP_SIDE {
            return Err(cannot(format!("a {size} board is larger than GTP can name (25x25)")));
        }
        // The record's komi stays over later rules, as one set by `komi`.
        self.komi = replay.info.komi;
        // The record's count marks, when the whole main line was replayed
        // (found from outside: `final_score` estimated dead stones where
        // the record's `TB[]` said none, and named another winner than
        // its `RE`, which `replay` and the Python loader count by).
        let whole =
            collection.game(0).and_then(|root| root.main_line().last()).map(|n| n.id()) == Some(replay.last_node);
        self.loaded_marks = if whole {
            collection.node(replay.last_node).marked_dead_stones(replay.game.board()).map(|dead| LoadedMarks {
                moves: replay.game.record().moves().collect(),
                board: replay.game.board().clone(),
                dead,
            })
        } else {
            None
        };
        self.set_game(replay.game);
        self.clock.left = ByColor::default();
        self.loaded = Some(collection);
        Ok(String::new())
    }

    /// `printsgf [file]`: the game as SGF FF[4], as the answer or into the
    /// file (GNU Go's extension). After `loadsgf`, the record's game
    /// information and annotations are kept
    /// ([`SgfCollection::from_game_with_source`]). In the counting phase
    /// with no stone marked dead (GTP has no command to mark one), the
    /// count's `TB`/`TW` marks are written with the estimated dead stones,
    /// those `final_score` and `final_status_list` use, so that a reader
    /// counting the marks gets `final_score`'s result (found from outside:
    /// a dead stone was left out of the marks, and the record read back
    /// counted the other side the winner). A dead stone on a point the
    /// count gives nobody is marked as the colour that takes it (see
    /// [`SgfCollection::from_game`]).
    fn printsgf(&mut self, args: &[&str]) -> Outcome {
        let marked;
        let game = if self.game.phase() == Phase::Counting && self.game.dead_stones().is_empty() {
            let dead = self.dead_stones();
            let mut game = self.game.clone();
            let mut done = std::collections::HashSet::new();
            for p in dead {
                if !done.contains(&p) {
                    done.extend(game.toggle_dead_chain(p).map_err(|e| e.to_string())?);
                }
            }
            marked = game;
            &marked
        } else {
            &self.game
        };
        let collection = match &self.loaded {
            Some(source) => SgfCollection::from_game_with_source(game, source, 0),
            None => SgfCollection::from_game(game),
        };
        let text = collection.to_string();
        match args {
            [] => Ok(text),
            [file] => {
                // Found from outside: `printsgf /dev/stdout` wrote the
                // record into the protocol's own answers (and, with the
                // answers redirected to a file, truncated it).
                if is_standard_stream(Path::new(file)) {
                    return Err("cannot write file: it is one of this process's standard streams".to_owned());
                }
                // Only a regular file, new or not, as `loadsgf` reads only
                // regular files (found from outside: a FIFO that nobody
                // read blocked the engine for ever).
                if std::fs::metadata(file).is_ok_and(|m| !m.is_file()) {
                    return Err("cannot write file: not a regular file".to_owned());
                }
                std::fs::write(file, text.as_bytes()).map_err(|e| format!("cannot write file: {e}"))?;
                Ok(String::new())
            }
            _ => Err(syntax()),
        }
    }

    fn rules(&mut self, args: &[&str]) -> Outcome {
        if args.is_empty() {
            return Ok(self.game.rules().to_string());
        }
        let text = args.join(" ");
        let size = self.game.board().size();
        let mut rules: Rules = text.parse().map_err(|e: crate::base::ParseError| e.to_string())?;
        // A komi written in the rules wins over an earlier `komi` command
        // (it was dropped for it), and stays for later rules as that would.
        let explicit = Rules::text_gives_komi(&text);
        if rules.base_preset() == Preset::GameSite && !explicit {
            rules = rules.with_komi(Preset::GameSite.komi(size));
        }
        let setup = GameSetup { rules, ..self.game.setup().clone() };
        self.rebuild(if explicit { setup } else { self.with_komi(setup) })?;
        if explicit {
            self.komi = Some(rules.komi());
        }
        self.settings.rules = rules;
        Ok(String::new())
    }

    /// `go-core-topology [name]`: sets the board's topology, replaying the
    /// moves so far on it; with no argument, answers the one in force, as
    /// `go-core-rules` does (found from outside: it was a syntax error).
    fn topology(&mut self, args: &[&str]) -> Outcome {
        if args.is_empty() {
            return Ok(self.game.setup().topology.name().to_owned());
        }
        let [name] = args else { return Err(syntax()) };
        let topology: Topology = name.parse().map_err(|e: crate::base::ParseError| e.to_string())?;
        let setup = GameSetup { topology, ..self.game.setup().clone() };
        self.rebuild(setup)?;
        self.settings.topology = topology;
        Ok(String::new())
    }

    /// `go-core-atari [n|off]`: with no argument, answers the setting in
    /// force (`off` or the stones that win), as `go-core-rules` does
    /// (found from outside: it was a syntax error).
    fn atari(&mut self, args: &[&str]) -> Outcome {
        if args.is_empty() {
            return Ok(self.game.setup().variant.atari_go().map_or("off".to_owned(), |r| r.stones().to_string()));
        }
        let [word] = args else { return Err(syntax()) };
        let variant = if word.eq_ignore_ascii_case("off") || *word == "0" {
            Variant::Standard
        } else {
            let n = protocol::parse_u32(word).ok_or_else(syntax)?;
            Variant::AtariGo(AtariGo::captures(n).map_err(|e| e.to_string())?)
        };
        let setup = GameSetup { variant, ..self.game.setup().clone() };
        self.rebuild(setup)?;
        self.settings.variant = variant;
        Ok(String::new())
    }

    /// `go-core-budget playouts <n>|millis <n>`; with no argument, answers
    /// the budget in force in the same words (found from outside: it was a
    /// syntax error, where `go-core-rules` answers its setting).
    #[cfg(feature = "bot")]
    fn budget(&mut self, args: &[&str]) -> Outcome {
        let budget = match args {
            [] => {
                return Ok(match self.bot.budget {
                    Budget::Playouts(n) => format!("playouts {n}"),
                    Budget::Millis(ms) => format!("millis {ms}"),
                    Budget::PlayoutsWithin { playouts, millis } => format!("playouts {playouts} millis {millis}"),
                    Budget::Clock { millis, max_millis, playouts } => {
                        format!("millis {millis} up to {max_millis} playouts {playouts}")
                    }
                });
            }
            [kind, n] if kind.eq_ignore_ascii_case("playouts") => {
                Budget::Playouts(protocol::parse_u32(n).filter(|n| (1..=Budget::MAX_PLAYOUTS).contains(n)).ok_or_else(
                    || format!("syntax error: playouts must be a whole number from 1 to {}", Budget::MAX_PLAYOUTS),
                )?)
            }
            [kind, n] if kind.eq_ignore_ascii_case("millis") => Budget::Millis(
                protocol::parse_u32(n).map(u64::from).filter(|n| (1..=Budget::MAX_MILLIS).contains(n)).ok_or_else(
                    || format!("syntax error: millis must be a whole number from 1 to {} (a day)", Budget::MAX_MILLIS),
                )?,
            ),
            _ => return Err("syntax error: expected `playouts <n>` or `millis <n>`".to_owned()),
        };
        self.bot.budget = budget;
        Ok(String::new())
    }

    #[cfg(feature = "bot")]
    fn seed(&mut self, args: &[&str]) -> Outcome {
        // No argument: the seed in force, as the other settings answer
        // (found from outside: a syntax error).
        let [n] = args else { return if args.is_empty() { Ok(self.bot.seed.to_string()) } else { Err(syntax()) } };
        self.bot.seed = protocol::parse_unsigned::<u64>(n).ok_or_else(syntax)?;
        Ok(String::new())
    }

    #[cfg(not(feature = "bot"))]
    fn budget(&mut self, _args: &[&str]) -> Outcome {
        Err("the bot needs go-core's bot feature".to_owned())
    }

    #[cfg(not(feature = "bot"))]
    fn seed(&mut self, _args: &[&str]) -> Outcome {
        Err("the bot needs go-core's bot feature".to_owned())
    }
}

/// Why a record cannot be replayed on a new setup, naming a refused move by
/// its number, colour and vertex.
fn replay_error(record: &GameRecord, error: &GameError) -> String {
    let GameError::InvalidRecord { index, error: inner } = error else { return error.to_string() };
    let size = record.setup.size;
    let moves_before = record.events[..*index].iter().filter(|e| e.is_move()).count();
    let (color, mv) = match record.events.get(*index) {
        Some(Event::Move { seat, mv, .. }) => (seat.color, *mv),
        Some(Event::Replayed { color, mv }) => (*color, *mv),
        _ => return error.to_string(),
    };
    let why = match inner.as_ref() {
        GameError::Illegal(illegal) => illegal.reason(),
        other => other.to_string(),
    };
    format!("move {} ({color} {}) cannot be played again: {why}", moves_before + 1, vertex_text(mv, size))
}

fn no_args(args: &[&str]) -> Result<(), String> {
    if args.is_empty() { Ok(()) } else { Err(syntax()) }
}

/// A move as GTP writes it: `D4`, upper case, or `pass`.
fn vertex_text(mv: Move, size: BoardSize) -> String {
    mv.to_vertex(size).unwrap_or_else(|| "pass".to_owned())
}

/// Vertices separated by spaces.
fn vertex_list(points: &[Point], size: BoardSize) -> String {
    points.iter().filter_map(|p| p.to_vertex(size)).collect::<Vec<_>>().join(" ")
}

/// The board as GNU Go's `showboard` draws it (columns lettered above and
/// below, rows numbered on both sides, `X` black, `O` white, `.` empty),
/// then who is to move, the prisoners, the rules' komi and the result once
/// there is one.
fn showboard(game: &Game) -> String {
    let board: &Board = game.board();
    let size = board.size();
    let letters: String =
        (0..size.width()).filter_map(|x| Point::new(x, 0).to_vertex(size)).map(|v| format!(" {}", &v[..1])).collect();
    let mut out = format!("\n  {letters}\n");
    for y in 0..size.height() {
        let row = size.height() - y;
        out.push_str(&format!("{row:>2}"));
        for x in 0..size.width() {
            out.push_str(match board.get(Point::new(x, y)) {
                Some(Color::Black) => " X",
                Some(Color::White) => " O",
                None => " .",
            });
        }
        out.push_str(&format!(" {row}\n"));
    }
    out.push_str(&format!("  {letters}\n"));
    let prisoners = game.prisoners();
    out.push_str(&format!(
        "to move: {}; prisoners: Black (X) {}, White (O) {}; komi {}",
        game.to_move(),
        prisoners.black,
        prisoners.white,
        game.rules().komi()
    ));
    if let Some(result) = game.result() {
        out.push_str(&format!("; result {result}"));
    } else if game.phase() == Phase::Counting {
        out.push_str("; play has ended (two passes)");
    }
    out
}

/// The move number of `loadsgf file move_number`: a whole number in
/// decimal digits. A number past the record's moves loads the whole game,
/// so one beyond `u32::MAX` is read as `u32::MAX` rather than refused.
///
/// # Errors
/// `syntax error: ...` naming the word, for anything but digits.
fn move_number(word: &str) -> Result<u32, String> {
    if word.is_empty() || !word.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("syntax error: the move number {word:?} is not a whole number"));
    }
    Ok(word.parse().unwrap_or(u32::MAX))
}

/// Whether `path` names the file this process's standard input, output or
/// error is (the same device and inode), where a GTP engine's protocol and
/// its messages run.
#[cfg(unix)]
fn is_standard_stream(path: &Path) -> bool {
    use std::os::fd::AsFd;
    use std::os::unix::fs::MetadataExt;
    let Ok(target) = std::fs::metadata(path) else { return false };
    let same = |fd: std::io::Result<std::os::fd::OwnedFd>| {
        fd.ok()
            .and_then(|fd| std::fs::File::from(fd).metadata().ok())
            .is_some_and(|m| m.dev() == target.dev() && m.ino() == target.ino())
    };
    same(std::io::stdout().as_fd().try_clone_to_owned())
        || same(std::io::stdin().as_fd().try_clone_to_owned())
        || same(std::io::stderr().as_fd().try_clone_to_owned())
}

/// Whether `path` names this process's standard input or output: not
/// known on this platform.
#[cfg(not(unix))]
fn is_standard_stream(_path: &Path) -> bool {
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seki_chains_share_their_liberties() {
        // A1 and D1 are the only liberties of both B1-C1 and the white
        // chain; the black wall has territory above.
        let board: Board = "
            ......
            ......
            ......
            XXXXXX
            OOOOOX
            .XX.OX
        "
        .parse()
        .unwrap();
        let statuses = crate::scoring::chain_status(&board, &[]).unwrap();
        let of = |status| -> Vec<String> {
            statuses.iter().filter(|(s, _)| *s == status).map(|(_, c)| vertex_list(c, board.size())).collect()
        };
        assert_eq!(of(ChainStatus::Seki), ["A2 B2 C2 D2 E2 E1", "B1 C1"]);
        assert_eq!(of(ChainStatus::Alive), ["A3 B3 C3 D3 E3 F3 F2 F1"]);
        assert!(of(ChainStatus::Dead).is_empty());
        // An unfilled dame next to walls with territory is no seki.
        let board: Board = "
            ...XO.
            ...XO.
            ..X.O.
            ...XO.
            ...XO.
            ...XO.
        "
        .parse()
        .unwrap();
        let statuses = crate::scoring::chain_status(&board, &[]).unwrap();
        assert!(statuses.iter().all(|(s, _)| *s == ChainStatus::Alive), "{statuses:?}");
        // Dead stones are as given.
        let dead = [Point::new(2, 2)];
        let statuses = crate::scoring::chain_status(&board, &dead).unwrap();
        assert_eq!(statuses.iter().filter(|(s, _)| *s == ChainStatus::Dead).count(), 1);
    }
}
