//! # go-core
//!
//! A Go (weiqi, baduk) rules engine: boards of any size up to 52x52
//! (rectangular too), captures, suicide options, simple ko and exact
//! positional, situational and natural situational superko, passes,
//! handicap, komi, results and rule-set presets, with a fast path for
//! Monte-Carlo playouts.
//!
//! The rules implemented are those of the project's RULES.md (the studio,
//! the game site, Chinese, Japanese, Korean, AGA, New Zealand and
//! Tromp-Taylor); each public item names the rule it follows.
//!
//! ```
//! use go_core::{Board, BoardSize, Color, Game, IllegalMove, Move, Point, Rules};
//!
//! // A whole game under the studio rules (area counting, positional superko).
//! let mut game = Game::new(BoardSize::NINE, Rules::studio());
//! game.play(Move::Play(Point::new(4, 4)))?;          // Black, the centre
//! game.play(Move::Play(Point::new(2, 6)))?;          // White
//! assert_eq!(game.is_legal(Move::Play(Point::new(4, 4))), Err(IllegalMove::Occupied(Point::new(4, 4))));
//! game.pass()?;
//! game.pass()?;
//! assert_eq!(game.phase(), go_core::Phase::Counting);
//!
//! // Boards read and print as diagrams: X black, O white, . empty.
//! let board: Board = "
//!     .X.
//!     XOX
//!     ...
//! ".parse().unwrap();
//! assert_eq!(board.liberty_count(Point::new(1, 1)), Some(1));
//! let mut b = board.clone();
//! let placed = b.play(Color::Black, Point::new(1, 2))?;
//! assert_eq!(placed.captured, vec![Point::new(1, 1)]);
//! assert_eq!(b.to_string(), ".X.\nX.X\n.X.\n");
//! # Ok::<(), IllegalMove>(())
//! ```

mod base;
mod board;
#[cfg(feature = "bot")]
mod bot;
mod game;
#[cfg(feature = "gtp")]
mod gtp;
mod history;
mod rules;
mod scoring;
#[cfg(feature = "sgf")]
mod sgf;
mod variants;

pub use base::{
    BoardSize, ByColor, Coded, Color, CountingError, ErrorKind, GameError, GameResult, Grid, IllegalMove, MAX_SIDE,
    Move, ParseError, Phase, Point, ResultKind, Seat, SeatKind, SetupError, Term, Vocabulary,
};
pub use board::{
    AreaScratch, Board, MoveDelta, MoveEffect, Placement, PlayoutEnd, PlayoutOutcome, PlayoutPolicy, PlayoutStyle,
    RemovalLog, SimpleKo, Topology, UndoError,
};
#[cfg(feature = "bot")]
pub use bot::{
    Analysis, Bot, BotConfig, Budget, MoveEstimate, PatternCounts, Resignation, max_move_time_ms, move_pattern,
    move_time_ms,
};
pub use game::{
    ClockKind, CornerLine12, Event, Game, GameBuilder, GameRecord, GameSetup, Handicap, HandicapKind, Irregularity,
    MovePositions, MoveRecord, OutOfTurn, PlayoutBatch, PlayoutStats, Table, TimeControl, TimeLeft,
    fixed_handicap_points, free_handicap_points, max_fixed_handicap,
};
#[cfg(feature = "gtp")]
pub use gtp::{GtpEngine, GtpResponse, SearchReport};
pub use rules::{
    Counting, CycleOutcome, DeadStones, HandicapBonus, KoRule, Komi, PassStones, Preset, ResumeOrder, Rules, Suicide,
    UnfilledDame,
};
pub use scoring::{
    ChainStatus, DeadStoneEstimate, EstimateOptions, PassAlive, Score, SideScore, chain_status, estimate_dead_stones,
    estimate_dead_stones_with_stop, pass_alive, region_stones, score, seki_liberties, suggest_dead_stones,
    unfilled_dame,
};
#[cfg(feature = "sgf")]
pub use sgf::{
    Charset, GameInfo, NodeId, NodeTime, Overtime, ParseMode, ParseOptions, RecordedOutcome, RecordedResult, Replay,
    ReplayIssue, ReplayIssueKind, ReplayMode, ReplayOptions, SgfCollection, SgfError, SgfFileError, SgfNode,
    SgfProperty, SgfWarning, TextPosition, TimeSettings, WarningKind, read_sgf_file,
};
#[cfg(feature = "phantom")]
pub use variants::{Announcement, PhantomCounting, PhantomGame, PhantomRecord, TryOutcome};

/// go-core's version, `major.minor.patch` as in its Cargo manifest (the C
/// ABI's `go_version()` and Python's `__version__` give this text).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Every vocabulary enum of the engine described as data ([`Vocabulary`]:
/// type name, documentation, and each value's stable code, snake_case name,
/// aliases and documentation), in a fixed order. The C header's enums and
/// status codes and Python's names are generated from this list, and the
/// bindings' tests fail when it gains a value they lack.
#[must_use]
pub fn vocabularies() -> Vec<&'static Vocabulary> {
    vec![
        Color::VOCABULARY,
        Phase::VOCABULARY,
        ResultKind::VOCABULARY,
        ErrorKind::VOCABULARY,
        SeatKind::VOCABULARY,
        Topology::VOCABULARY,
        KoRule::VOCABULARY,
        Suicide::VOCABULARY,
        Counting::VOCABULARY,
        HandicapBonus::VOCABULARY,
        CycleOutcome::VOCABULARY,
        DeadStones::VOCABULARY,
        PassStones::VOCABULARY,
        ResumeOrder::VOCABULARY,
        UnfilledDame::VOCABULARY,
        ChainStatus::VOCABULARY,
        SimpleKo::VOCABULARY,
        Preset::VOCABULARY,
        HandicapKind::VOCABULARY,
        CornerLine12::VOCABULARY,
        ClockKind::VOCABULARY,
        OutOfTurn::VOCABULARY,
        Irregularity::VOCABULARY,
        VariantKind::VOCABULARY,
        RefereeConvention::VOCABULARY,
        AnnouncementKind::VOCABULARY,
        PlayoutStyle::VOCABULARY,
        #[cfg(feature = "sgf")]
        ParseMode::VOCABULARY,
        #[cfg(feature = "sgf")]
        ReplayMode::VOCABULARY,
    ]
}
pub use variants::{AnnouncementKind, AtariGo, RefereeConvention, Variant, VariantKind};
