//! The engine: a [`Game`], the computer player and the GTP commands.

use std::io::{self, BufRead, Write};
use std::panic::{AssertUnwindSafe, catch_unwind};

use super::protocol::{self, CommandLine, GtpResponse};
use super::setup::{self, Setup, Start};
use crate::board::{Board, Topology};
#[cfg(feature = "bot")]
use crate::bot::{Bot, BotConfig, Budget};
use crate::color::{ByColor, Color};
use crate::game::{Game, Phase};
use crate::point::{BoardSize, Move, Point};
use crate::rules::{Komi, Rules};
use crate::scoring;
use crate::sgf::{ReplayOptions, SgfCollection};
#[cfg(feature = "atari")]
use crate::variants::AtariGo;

/// The largest board side GTP can name: columns `A`..`Z` without `I`.
const MAX_GTP_SIDE: u32 = 25;

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
    "reg_genmove",
    "undo",
    "fixed_handicap",
    "place_free_handicap",
    "set_free_handicap",
    "final_score",
    "final_status_list",
    "time_settings",
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

/// The clock as GTP tells it: `time_settings` and each side's `time_left`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Clock {
    /// Main time, byo-yomi period and stones per period (milliseconds,
    /// milliseconds, stones), once `time_settings` was given.
    settings: Option<(u64, u64, u32)>,
    /// Per side: time left in milliseconds and stones left in the period
    /// (0 in main time), from the last `time_left`.
    left: ByColor<Option<(u64, u32)>>,
}

impl Clock {
    /// Charges `color` the `millis` its own move took, so that without a
    /// `time_left` from the controller the engine's next budget still
    /// shrinks: main time first, then the byo-yomi period, whose stones
    /// count down and which starts afresh after its last stone. Nothing
    /// happens without `time_settings`; the next `time_left` overrides.
    fn charge(&mut self, color: Color, millis: u64) {
        let Some((main_ms, byo_ms, byo_stones)) = self.settings else { return };
        let fresh = if main_ms > 0 { (main_ms, 0) } else { (byo_ms, byo_stones) };
        let (left, stones) = self.left[color].unwrap_or(fresh);
        let (left, stones, over) = if stones == 0 {
            (left.saturating_sub(millis), 0, millis.saturating_sub(left))
        } else {
            (left.saturating_sub(millis), stones, 0)
        };
        let next = if stones > 0 {
            // A move in the byo-yomi period.
            if stones <= 1 { (byo_ms, byo_stones) } else { (left, stones - 1) }
        } else if over > 0 && byo_stones > 0 {
            // Main time ran out during this move: the first period began.
            if byo_stones <= 1 { (byo_ms, byo_stones) } else { (byo_ms.saturating_sub(over), byo_stones - 1) }
        } else if left == 0 && byo_stones > 0 {
            (byo_ms, byo_stones)
        } else {
            (left, 0)
        };
        self.left[color] = Some(next);
    }
}

/// A GTP version 2 engine (Go Text Protocol, specification draft 2 with
/// GNU Go as its reference implementation) over the public [`Game`] API:
/// it owns a game and the computer player, reads command lines and answers
/// them. It holds no rule of its own.
///
/// Commands: every required command of GTP 2 (`protocol_version`, `name`,
/// `version`, `known_command`, `list_commands`, `quit`, `boardsize`,
/// `clear_board`, `komi`, `play`, `genmove`), the tournament and regression
/// commands `fixed_handicap`, `place_free_handicap`, `set_free_handicap`,
/// `final_score`, `final_status_list`, `time_settings`, `time_left`,
/// `loadsgf`, `reg_genmove`, `showboard`, `undo`, GNU Go's `printsgf`, and
/// private extensions:
///
/// - `go-core-rules [preset]`: the rules preset ([`Rules::preset_names`]);
///   without an argument, answers the one in force. The moves played so far
///   are played again under the new rules (refused, changing nothing, when
///   one of them is illegal there).
/// - `go-core-topology planar|torus|hcylinder|vcylinder` (the wrapped ones
///   with the `toroidal` feature), likewise.
/// - `go-core-atari <n>|off`: Atari Go, won by the first side to capture
///   `n` stones (`atari` feature), likewise.
/// - `go-core-budget playouts <n>|millis <n>`: the bot's budget per move
///   when no clock is set; `go-core-seed <n>`: its seed; `go-core-stats`:
///   `playouts <n> winrate <x> millis <n>` of the last search.
///
/// Standard errors use the specification's messages (`unknown command`,
/// `syntax error`, `unacceptable size`, `illegal move`, `cannot undo`,
/// `board not empty`, `invalid number of stones`, `bad vertex list`,
/// `cannot score`, `cannot load file`). Any input line gets an answer or,
/// when empty after preprocessing, none; nothing makes the engine panic
/// through (a panic inside a command is caught and answered as an error,
/// the state unchanged).
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
    setup: Setup,
    game: Game,
    #[cfg(feature = "bot")]
    bot: BotConfig,
    clock: Clock,
    /// The dead-stone estimate of the current position, once asked for.
    estimate: Option<Vec<Point>>,
    last_search: Option<SearchReport>,
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

impl GtpEngine {
    /// An engine with a 19x19 board, the Chinese rules (komi 7.5) and, with
    /// the `bot` feature, the bot's default settings.
    #[must_use]
    pub fn new() -> GtpEngine {
        let setup = Setup::new();
        let game = setup.build().unwrap_or_else(|_| Game::new(BoardSize::NINETEEN, Rules::chinese()));
        GtpEngine {
            setup,
            game,
            #[cfg(feature = "bot")]
            bot: BotConfig::default(),
            clock: Clock::default(),
            estimate: None,
            last_search: None,
            quit: false,
        }
    }

    /// An engine as [`GtpEngine::new`] whose bot uses `config` (its budget
    /// applies while no clock is set).
    #[cfg(feature = "bot")]
    #[must_use]
    pub fn with_bot(config: BotConfig) -> GtpEngine {
        GtpEngine { bot: config, ..GtpEngine::new() }
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

    /// Answers one input line (raw bytes, with or without its newline):
    /// `None` when the line is empty or a comment after preprocessing,
    /// otherwise the response (its `Display` is the wire form).
    pub fn handle_line(&mut self, raw: &[u8]) -> Option<GtpResponse> {
        let cleaned = protocol::clean_line(raw)?;
        let command = protocol::split_line(&cleaned);
        let id = command.id.clone();
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
    /// the input or `quit`.
    ///
    /// # Errors
    /// The first read or write error of `input` or `output`.
    pub fn run<R: BufRead, W: Write>(&mut self, mut input: R, mut output: W) -> io::Result<()> {
        let mut line = Vec::new();
        while !self.quit {
            line.clear();
            if input.read_until(b'\n', &mut line)? == 0 {
                break;
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
            "quit" => {
                self.quit = true;
                Ok(String::new())
            }
            "boardsize" => self.boardsize(&args),
            "clear_board" => no_args(&args).and_then(|()| self.clear_board()),
            "komi" => self.komi(&args),
            "play" => self.play(&args),
            "genmove" => self.genmove(&args, true),
            "reg_genmove" => self.genmove(&args, false),
            "undo" => no_args(&args).and_then(|()| self.undo()),
            "fixed_handicap" => self.fixed_handicap(&args),
            "place_free_handicap" => self.place_free_handicap(&args),
            "set_free_handicap" => self.set_free_handicap(&args),
            "final_score" => no_args(&args).and_then(|()| self.final_score()),
            "final_status_list" => self.final_status_list(&args),
            "time_settings" => self.time_settings(&args),
            "time_left" => self.time_left(&args),
            "loadsgf" => self.loadsgf(&args),
            "printsgf" => self.printsgf(&args),
            "showboard" => no_args(&args).map(|()| showboard(&self.game)),
            "go-core-rules" => self.rules(&args),
            "go-core-topology" => self.topology(&args),
            "go-core-atari" => self.atari(&args),
            "go-core-budget" => self.budget(&args),
            "go-core-seed" => self.seed(&args),
            "go-core-stats" => no_args(&args).map(|()| match self.last_search {
                Some(s) => format!("playouts {} winrate {:.3} millis {}", s.playouts, s.win_rate, s.millis),
                None => "no search yet".to_owned(),
            }),
            _ => Err("unknown command".to_owned()),
        }
    }

    /// Makes `game` the current game: forgets the dead-stone estimate.
    fn set_game(&mut self, game: Game) {
        self.game = game;
        self.estimate = None;
    }

    /// Builds the game of `setup` with the current moves played again, and
    /// adopts both; on failure nothing changes.
    fn rebuild(&mut self, setup: Setup) -> Result<(), String> {
        let game = setup.replay(self.game.moves())?;
        self.setup = setup;
        self.set_game(game);
        Ok(())
    }

    /// Starts a new game of `setup` (no moves), adopting both on success.
    fn restart(&mut self, setup: Setup) -> Result<(), String> {
        let game = setup.build()?;
        self.setup = setup;
        self.set_game(game);
        self.clock.left = ByColor::default();
        Ok(())
    }

    fn boardsize(&mut self, args: &[&str]) -> Outcome {
        let [n] = args else { return Err(syntax()) };
        let n = protocol::parse_u32(n).ok_or_else(syntax)?;
        let size = BoardSize::square(n).ok().filter(|_| n <= MAX_GTP_SIDE).ok_or("unacceptable size")?;
        let setup = Setup { size, start: Start::Empty, record_rules: None, ..self.setup.clone() };
        self.restart(setup).map_err(|_| "unacceptable size".to_owned())?;
        Ok(String::new())
    }

    fn clear_board(&mut self) -> Outcome {
        let setup = Setup { start: Start::Empty, ..self.setup.clone() };
        self.restart(setup)?;
        Ok(String::new())
    }

    fn komi(&mut self, args: &[&str]) -> Outcome {
        let [text] = args else { return Err(syntax()) };
        let komi: Komi = text.parse().map_err(|_| {
            if text.parse::<f64>().is_ok_and(f64::is_finite) {
                "komi must be a multiple of 0.5 within +-10000".to_owned()
            } else {
                syntax()
            }
        })?;
        let setup = Setup { komi: Some(komi), ..self.setup.clone() };
        self.rebuild(setup)?;
        Ok(String::new())
    }

    fn vertex(&self, word: &str) -> Option<Move> {
        Move::parse_vertex(word, self.game.board().size()).ok()
    }

    fn play(&mut self, args: &[&str]) -> Outcome {
        let [color, vertex] = args else { return Err(syntax()) };
        let color = protocol::parse_color(color).ok_or_else(syntax)?;
        // A vertex off this board is an illegal move; a word that is no
        // vertex at all is a syntax error.
        let mv = match self.vertex(vertex) {
            Some(mv) => mv,
            None if Move::parse_vertex(vertex, BoardSize::square(MAX_GTP_SIDE).unwrap_or(BoardSize::NINETEEN))
                .is_ok() =>
            {
                return Err("illegal move".to_owned());
            }
            None => return Err(syntax()),
        };
        if self.game.phase() == Phase::Finished {
            return Err("illegal move".to_owned());
        }
        let mut game = self.game.clone();
        setup::apply_move(&mut game, color, mv).map_err(|_| "illegal move".to_owned())?;
        self.set_game(game);
        Ok(String::new())
    }

    fn genmove(&mut self, args: &[&str], commit: bool) -> Outcome {
        let [color] = args else { return Err(syntax()) };
        let color = protocol::parse_color(color).ok_or_else(syntax)?;
        if self.game.phase() == Phase::Finished {
            // Nothing can be played any more: the loser of a decided game
            // (Atari Go, a resignation) resigns, anyone else passes.
            let lost = self.game.result().and_then(|r| r.winner()) == Some(color.opponent());
            return Ok(if lost { "resign" } else { "pass" }.to_owned());
        }
        let mut game = self.game.clone();
        setup::resume(&mut game);
        game.set_to_move(color);
        let mv = self.search(&game)?;
        if commit {
            game.play(mv).map_err(|e| format!("internal error: the bot chose an illegal move: {e}"))?;
            self.set_game(game);
            if let Some(report) = self.last_search {
                self.clock.charge(color, report.millis);
            }
        }
        Ok(vertex_text(mv, self.game.board().size()))
    }

    #[cfg(feature = "bot")]
    fn search(&mut self, game: &Game) -> Result<Move, String> {
        let budget = self.budget_for(game);
        let bot = Bot::new(BotConfig { budget, ..self.bot });
        let started = std::time::Instant::now();
        let analysis = bot.analyze(game);
        let millis = u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX);
        self.last_search = Some(SearchReport { playouts: analysis.playouts, win_rate: analysis.win_rate, millis });
        Ok(analysis.best)
    }

    #[cfg(not(feature = "bot"))]
    fn search(&mut self, _game: &Game) -> Result<Move, String> {
        Err("genmove needs go-core's bot feature".to_owned())
    }

    /// The budget for the side to move in `game`: the configured one without
    /// a clock (or with GTP's "no time limit", a byo-yomi period with no
    /// stones), else the time left divided among the moves still expected:
    /// in byo-yomi the period over its stones; in main time the time left
    /// over half the empty points (at least 15 moves), or a share of a
    /// byo-yomi period when that is more. 90% of that less 100 ms of margin,
    /// at least 20 ms.
    #[cfg(feature = "bot")]
    fn budget_for(&self, game: &Game) -> Budget {
        let Some((main_ms, byo_ms, byo_stones)) = self.clock.settings else { return self.bot.budget };
        if byo_ms > 0 && byo_stones == 0 {
            return self.bot.budget;
        }
        let color = game.to_move();
        let fresh = if main_ms > 0 { (main_ms, 0) } else { (byo_ms, byo_stones) };
        let (left_ms, stones) = self.clock.left[color].unwrap_or(fresh);
        let per_move = if stones > 0 {
            left_ms / u64::from(stones)
        } else {
            let empty = u64::try_from(game.board().empty_count()).unwrap_or(u64::MAX);
            let share = left_ms / (empty / 2).max(15);
            if byo_stones > 0 { share.max(byo_ms / u64::from(byo_stones) * 3 / 4) } else { share }
        };
        let margin = (per_move / 4).min(100);
        Budget::Millis((per_move / 10 * 9).saturating_sub(margin).max(1))
    }

    fn undo(&mut self) -> Outcome {
        let moves = self.game.moves();
        if moves.is_empty() {
            return Err("cannot undo".to_owned());
        }
        let game = self.setup.replay(&moves[..moves.len() - 1]).map_err(|_| "cannot undo".to_owned())?;
        self.set_game(game);
        Ok(String::new())
    }

    fn board_is_empty(&self) -> bool {
        let board = self.game.board();
        self.game.moves().is_empty() && board.stone_count(Color::Black) == 0 && board.stone_count(Color::White) == 0
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
        let points = self.setup.fixed_points(n).ok_or("invalid number of stones")?;
        let setup = Setup { start: Start::Fixed(n), ..self.setup.clone() };
        self.restart(setup).map_err(|_| "invalid number of stones".to_owned())?;
        Ok(vertex_list(&points, self.game.board().size()))
    }

    fn place_free_handicap(&mut self, args: &[&str]) -> Outcome {
        let [n] = args else { return Err(syntax()) };
        let n = self.stone_count(n)?;
        if !self.board_is_empty() {
            return Err("board not empty".to_owned());
        }
        let area = self.setup.size.area();
        if n < 2 || usize::try_from(n).map_or(true, |n| n >= area) {
            return Err("invalid number of stones".to_owned());
        }
        let points = setup::choose_free_handicap(&self.setup, n);
        let setup = Setup { start: Start::Free(points.clone()), ..self.setup.clone() };
        self.restart(setup).map_err(|_| "invalid number of stones".to_owned())?;
        Ok(vertex_list(&points, self.game.board().size()))
    }

    fn set_free_handicap(&mut self, args: &[&str]) -> Outcome {
        let size = self.game.board().size();
        let mut points = Vec::with_capacity(args.len());
        for word in args {
            match Move::parse_vertex(word, size) {
                Ok(Move::Play(p)) => points.push(p),
                Ok(Move::Pass) => return Err("bad vertex list".to_owned()),
                Err(_) => return Err(syntax()),
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
        let setup = Setup { start: Start::Free(points), ..self.setup.clone() };
        self.restart(setup).map_err(|_| "bad vertex list".to_owned())?;
        Ok(String::new())
    }

    /// The estimated dead stones of the current position, whole chains,
    /// row-major: the bot's estimate ([`Bot::estimate_dead_stones`]) with
    /// the `bot` feature, else the safe pass-alive suggestion. Computed once
    /// per position.
    fn dead_stones(&mut self) -> Vec<Point> {
        if let Some(dead) = &self.estimate {
            return dead.clone();
        }
        #[cfg(feature = "bot")]
        let some = Bot::new(self.bot).estimate_dead_stones(&self.game);
        #[cfg(not(feature = "bot"))]
        let some = scoring::suggest_dead_stones(self.game.board(), self.game.rules().suicide());
        let board = self.game.board();
        let size = board.size();
        let mut dead = vec![false; size.area()];
        for p in some {
            if size.index_of(p).is_some_and(|i| !dead[i]) {
                for q in board.chain(p) {
                    if let Some(i) = size.index_of(q) {
                        dead[i] = true;
                    }
                }
            }
        }
        let dead: Vec<Point> = size.points().zip(dead).filter(|&(_, d)| d).map(|(p, _)| p).collect();
        self.estimate = Some(dead.clone());
        dead
    }

    fn final_score(&mut self) -> Outcome {
        if let Some(result) = self.game.result() {
            return Ok(result.to_string());
        }
        let dead = self.dead_stones();
        let game = &self.game;
        let score = if game.phase() == Phase::Counting {
            let mut counted = game.clone();
            for &p in &dead {
                if !counted.dead_stones().contains(&p) {
                    counted.toggle_dead_chain(p).map_err(|_| "cannot score".to_owned())?;
                }
            }
            counted.score()
        } else {
            scoring::score(game.board(), &dead, game.prisoners(), game.rules(), game.handicap_stones())
                .map_err(|_| "cannot score".to_owned())?
        };
        Ok(score.result.to_string())
    }

    /// `final_status_list alive|dead|seki` from the dead-stone estimate
    /// ([`chain_statuses`]), one chain per line.
    fn final_status_list(&mut self, args: &[&str]) -> Outcome {
        let [status] = args else { return Err(syntax()) };
        let wanted = match status.to_ascii_lowercase().as_str() {
            "alive" => Status::Alive,
            "dead" => Status::Dead,
            "seki" => Status::Seki,
            _ => return Err(syntax()),
        };
        let dead = self.dead_stones();
        let size = self.game.board().size();
        let chains = chain_statuses(self.game.board(), &dead).map_err(|_| "cannot score".to_owned())?;
        let lines: Vec<String> =
            chains.into_iter().filter(|(s, _)| *s == wanted).map(|(_, chain)| vertex_list(&chain, size)).collect();
        Ok(lines.join("\n"))
    }

    fn time_settings(&mut self, args: &[&str]) -> Outcome {
        let [main, byo, stones] = args else { return Err(syntax()) };
        let main = protocol::parse_seconds_ms(main).ok_or_else(syntax)?;
        let byo = protocol::parse_seconds_ms(byo).ok_or_else(syntax)?;
        let stones = protocol::parse_u32(stones).ok_or_else(syntax)?;
        self.clock = Clock { settings: Some((main, byo, stones)), left: ByColor::default() };
        Ok(String::new())
    }

    fn time_left(&mut self, args: &[&str]) -> Outcome {
        let [color, time, stones] = args else { return Err(syntax()) };
        let color = protocol::parse_color(color).ok_or_else(syntax)?;
        let time = protocol::parse_seconds_ms(time).ok_or_else(syntax)?;
        let stones = protocol::parse_u32(stones).ok_or_else(syntax)?;
        self.clock.left[color] = Some((time, stones));
        Ok(String::new())
    }

    /// `loadsgf file [move_number]`: the main line of the file's first game,
    /// replayed tolerantly up to the position before move `move_number`
    /// (the whole line without it). Size, rules and komi come from the
    /// record; the board is planar and Atari Go off.
    fn loadsgf(&mut self, args: &[&str]) -> Outcome {
        let (file, limit) = match args {
            [file] => (*file, None),
            [file, n] => (*file, Some(protocol::parse_u32(n).ok_or_else(syntax)?)),
            _ => return Err(syntax()),
        };
        let cannot = |_| "cannot load file".to_owned();
        let bytes = std::fs::read(file).map_err(cannot)?;
        let collection = SgfCollection::parse(&bytes).map_err(|_| "cannot load file".to_owned())?;
        let max_moves = limit.map(|n| usize::try_from(n.saturating_sub(1)).unwrap_or(usize::MAX));
        let options = ReplayOptions { max_moves, ..ReplayOptions::default() };
        let replay = collection.replay_with(0, &options).map_err(|_| "cannot load file".to_owned())?;
        let loaded = replay.game;
        let size = loaded.board().size();
        if u32::from(size.width()) > MAX_GTP_SIDE || u32::from(size.height()) > MAX_GTP_SIDE {
            return Err("cannot load file".to_owned());
        }
        let base = Setup {
            size,
            record_rules: Some(*loaded.rules()),
            komi: None,
            topology: Topology::Planar,
            #[cfg(feature = "atari")]
            atari: None,
            ..self.setup.clone()
        };
        let (setup, game) = adopt_loaded(base, &loaded).map_err(|_| "cannot load file".to_owned())?;
        self.setup = setup;
        self.set_game(game);
        self.clock.left = ByColor::default();
        Ok(String::new())
    }

    /// `printsgf [file]`: the game as SGF FF[4], as the answer or into the
    /// file (GNU Go's extension).
    fn printsgf(&self, args: &[&str]) -> Outcome {
        let text = SgfCollection::from_game(&self.game).to_string();
        match args {
            [] => Ok(text),
            [file] => {
                std::fs::write(file, text.as_bytes()).map_err(|_| "cannot write file".to_owned())?;
                Ok(String::new())
            }
            _ => Err(syntax()),
        }
    }

    fn rules(&mut self, args: &[&str]) -> Outcome {
        match args {
            [] => Ok(if self.setup.record_rules.is_some() { "sgf".to_owned() } else { self.setup.preset.clone() }),
            [name] => {
                if Rules::preset(name, self.setup.size).is_none() {
                    return Err(format!("unknown rules preset; known: {}", Rules::preset_names().join(" ")));
                }
                let canonical = name.to_ascii_lowercase();
                let setup = Setup { preset: canonical, record_rules: None, ..self.setup.clone() };
                self.rebuild(setup)?;
                Ok(String::new())
            }
            _ => Err(syntax()),
        }
    }

    fn topology(&mut self, args: &[&str]) -> Outcome {
        let [name] = args else { return Err(syntax()) };
        let topology = match name.to_ascii_lowercase().as_str() {
            "planar" => Topology::Planar,
            #[cfg(feature = "toroidal")]
            "torus" => Topology::Torus,
            #[cfg(feature = "toroidal")]
            "hcylinder" => Topology::HorizontalCylinder,
            #[cfg(feature = "toroidal")]
            "vcylinder" => Topology::VerticalCylinder,
            _ => return Err("unknown topology; known: planar torus hcylinder vcylinder (toroidal feature)".to_owned()),
        };
        let setup = Setup { topology, ..self.setup.clone() };
        self.rebuild(setup)?;
        Ok(String::new())
    }

    #[cfg(feature = "atari")]
    fn atari(&mut self, args: &[&str]) -> Outcome {
        let [word] = args else { return Err(syntax()) };
        let atari = if word.eq_ignore_ascii_case("off") {
            None
        } else {
            let n = protocol::parse_u32(word).filter(|&n| n >= 1).ok_or_else(syntax)?;
            Some(AtariGo::captures(n))
        };
        let setup = Setup { atari, ..self.setup.clone() };
        self.rebuild(setup)?;
        Ok(String::new())
    }

    #[cfg(not(feature = "atari"))]
    fn atari(&mut self, _args: &[&str]) -> Outcome {
        Err("Atari Go needs go-core's atari feature".to_owned())
    }

    #[cfg(feature = "bot")]
    fn budget(&mut self, args: &[&str]) -> Outcome {
        let budget = match args {
            [kind, n] if kind.eq_ignore_ascii_case("playouts") => {
                Budget::Playouts(protocol::parse_u32(n).filter(|&n| n >= 1).ok_or_else(syntax)?)
            }
            [kind, n] if kind.eq_ignore_ascii_case("millis") => {
                Budget::Millis(u64::from(protocol::parse_u32(n).filter(|&n| n >= 1).ok_or_else(syntax)?))
            }
            _ => return Err(syntax()),
        };
        self.bot.budget = budget;
        Ok(String::new())
    }

    #[cfg(feature = "bot")]
    fn seed(&mut self, args: &[&str]) -> Outcome {
        let [n] = args else { return Err(syntax()) };
        self.bot.seed = n.parse::<u64>().map_err(|_| syntax())?;
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

/// The status of a chain at the end of a game (GTP `final_status_list`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Status {
    Alive,
    Dead,
    Seki,
}

/// Every chain of `board` with its status, in row-major order of their
/// first stones, each chain's points row-major: dead when its stones are in
/// `dead`; in seki when it is living, touches an unfilled dame point (an
/// empty point next to living stones of both colours, which at the end of
/// a game is a shared liberty) and has at most one other liberty (an eye);
/// alive otherwise.
///
/// # Errors
/// As [`scoring::unfilled_dame`], for `dead` points that are not stones.
fn chain_statuses(board: &Board, dead: &[Point]) -> Result<Vec<(Status, Vec<Point>)>, crate::error::CountingError> {
    let size = board.size();
    let dame = scoring::unfilled_dame(board, dead)?;
    let mut seen = vec![false; size.area()];
    let mut out = Vec::new();
    for p in size.points() {
        if board.get(p).is_none() || size.index_of(p).is_none_or(|i| seen[i]) {
            continue;
        }
        let mut chain = board.chain(p);
        chain.sort_by_key(|q| (q.y, q.x));
        for &q in &chain {
            if let Some(i) = size.index_of(q) {
                seen[i] = true;
            }
        }
        let status = if dead.contains(&p) {
            Status::Dead
        } else {
            let liberties = board.liberties(p);
            let shared = liberties.iter().filter(|l| dame.contains(l)).count();
            if shared > 0 && liberties.len() - shared <= 1 { Status::Seki } else { Status::Alive }
        };
        out.push((status, chain));
    }
    Ok(out)
}

/// The setup and game to adopt after loading `loaded`: its starting
/// position (a free handicap when the record's handicap stones are all
/// there) and its moves, played again and checked against it. When they do
/// not give the same position (stones changed in mid-game, a stone replaced
/// on an occupied point), the loaded position itself becomes the start.
fn adopt_loaded(base: Setup, loaded: &Game) -> Result<(Setup, Game), String> {
    let size = loaded.board().size();
    let grid = setup::starting_position(loaded);
    let stones: Vec<(Point, Color)> = size.points().zip(&grid).filter_map(|(p, c)| c.map(|c| (p, c))).collect();
    let blacks: Vec<Point> = stones.iter().filter(|(_, c)| *c == Color::Black).map(|(p, _)| *p).collect();
    let free = loaded.handicap_stones() >= 2 && stones.len() == blacks.len() && blacks.len() >= 2;
    let first = loaded.moves().first().map_or(loaded.to_move(), |m| m.color());
    let start = if free { Start::Free(blacks) } else { Start::Position { stones, to_move: first } };
    let setup = Setup { start, ..base.clone() };
    if let Ok(game) = setup.replay(loaded.moves())
        && game.board() == loaded.board()
        && game.to_move() == loaded.to_move()
        && game.prisoners() == loaded.prisoners()
    {
        return Ok((setup, game));
    }
    let board = loaded.board();
    let stones: Vec<(Point, Color)> = size.points().filter_map(|p| board.get(p).map(|c| (p, c))).collect();
    let setup = Setup { start: Start::Position { stones, to_move: loaded.to_move() }, ..base };
    let game = setup.build()?;
    Ok((setup, game))
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
        let statuses = chain_statuses(&board, &[]).unwrap();
        let of = |status| -> Vec<String> {
            statuses.iter().filter(|(s, _)| *s == status).map(|(_, c)| vertex_list(c, board.size())).collect()
        };
        assert_eq!(of(Status::Seki), ["A2 B2 C2 D2 E2 E1", "B1 C1"]);
        assert_eq!(of(Status::Alive), ["A3 B3 C3 D3 E3 F3 F2 F1"]);
        assert!(of(Status::Dead).is_empty());
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
        let statuses = chain_statuses(&board, &[]).unwrap();
        assert!(statuses.iter().all(|(s, _)| *s == Status::Alive), "{statuses:?}");
        // Dead stones are as given.
        let dead = [Point::new(2, 2)];
        let statuses = chain_statuses(&board, &dead).unwrap();
        assert_eq!(statuses.iter().filter(|(s, _)| *s == Status::Dead).count(), 1);
    }
}
