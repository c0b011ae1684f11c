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

mod board;
#[cfg(feature = "bot")]
mod bot;
mod color;
mod error;
mod game;
#[cfg(feature = "gtp")]
mod gtp;
mod point;
mod rules;
mod scoring;
#[cfg(feature = "sgf")]
mod sgf;
mod variants;

pub use board::{Board, MoveEffect, Placement, PlayoutEnd, PlayoutOutcome, PlayoutPolicy, PlayoutStyle, Topology};
#[cfg(feature = "bot")]
pub use bot::{Analysis, Bot, BotConfig, Budget};
pub use color::{ByColor, Color};
pub use error::{CountingError, GameError, IllegalMove, SetupError};
pub use game::{
    CornerLine12, Game, GameBuilder, GameResult, Handicap, Irregularity, MoveRecord, OutOfTurn, Phase, Seat, SeatKind,
    Table, TimeControl, TimeLeft, fixed_handicap_points, max_fixed_handicap,
};
#[cfg(feature = "gtp")]
pub use gtp::{GtpEngine, GtpResponse, SearchReport};
pub use point::{BoardSize, MAX_SIDE, Move, Point};
pub use rules::{
    Counting, CycleOutcome, DeadStones, HandicapBonus, KoRule, Komi, PassStones, ResumeOrder, Rules, Suicide,
    UnfilledDame,
};
pub use scoring::{
    ChainStatus, DeadStoneEstimate, EstimateOptions, PassAlive, Score, SideScore, chain_status, estimate_dead_stones,
    pass_alive, region_stones, score, seki_liberties, suggest_dead_stones, unfilled_dame,
};
#[cfg(feature = "sgf")]
pub use sgf::{
    GameInfo, NodeId, NodeTime, Overtime, ParseMode, ParseOptions, RecordedOutcome, RecordedResult, Replay,
    ReplayIssue, ReplayIssueKind, ReplayMode, ReplayOptions, SgfCollection, SgfError, SgfNode, SgfProperty, SgfWarning,
    TextPosition, TimeSettings, WarningKind,
};
#[cfg(feature = "atari")]
pub use variants::AtariGo;
#[cfg(feature = "phantom")]
pub use variants::{Announcement, PhantomGame, RefereeConvention, TryOutcome};
