//! A game as data: [`GameSetup`] describes everything about a game before
//! its first move, and is what every client reads and writes (SGF's root
//! node, GTP's settings, the C builder, Python's keyword arguments).

use crate::base::{BoardSize, Color, Point, SetupError};
use crate::board::{Board, Topology};
use crate::rules::{Komi, Rules};
use crate::variants::Variant;

use super::clock::TimeControl;
use super::handicap::{CornerLine12, Handicap, fixed_handicap_points};
use super::table::{OutOfTurn, Table};

/// Everything about a game before its first move: a plain value with public
/// fields, checked once by [`crate::Game::from_setup`] and given back by
/// [`crate::Game::setup`].
///
/// The starting position is the setup stones (SGF's `AB`/`AW`), then the
/// fixed handicap stones; under a free handicap Black places its stones as
/// its first turn ([`crate::Game::place_free_handicap`]). The superko
/// history starts with the position after them (RULES.md section 3).
///
/// ```
/// use go_core::{BoardSize, Color, Game, GameSetup, Handicap, Point, Preset, Topology};
///
/// let mut setup = GameSetup::new(BoardSize::NINE);
/// setup.rules = Preset::Chinese.rules(setup.size);
/// setup.handicap = Handicap::Fixed(2);
/// let game = Game::from_setup(setup.clone())?;
/// assert_eq!(game.to_move(), Color::White);
/// assert_eq!(game.setup(), &setup);
///
/// setup.topology = Topology::Torus;
/// assert!(Game::from_setup(setup).is_err()); // no fixed handicap on a torus
/// # Ok::<(), go_core::SetupError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct GameSetup {
    /// The board's size (default 19x19).
    pub size: BoardSize,
    /// How the board's edges connect (default planar).
    pub topology: Topology,
    /// The rules, komi included (default: the studio rules).
    pub rules: Rules,
    /// The handicap (default none).
    pub handicap: Handicap,
    /// The corner line of a fixed handicap on 12x12 (default the third).
    pub corner_line_12: CornerLine12,
    /// Stones on the board before the first move and before any handicap,
    /// as SGF's `AB`/`AW` (default none).
    pub stones: Vec<(Point, Color)>,
    /// The seats at the table and the rule for moves out of turn (default
    /// one person per side).
    pub table: Table,
    /// Who moves first; `None` for the rules' choice: Black, or White after
    /// a handicap (RULES.md sections 2 and 5).
    pub to_move: Option<Color>,
    /// The clocks, one per side (default none; RULES.md section 7).
    pub time_control: TimeControl,
    /// Ordinary Go, Atari Go or Phantom Go (default ordinary).
    pub variant: Variant,
}

impl Default for GameSetup {
    /// An even game on an empty 19x19 planar board under the studio rules.
    fn default() -> GameSetup {
        GameSetup::new(BoardSize::NINETEEN)
    }
}

impl GameSetup {
    /// An even game on an empty planar board of `size` under the studio
    /// rules, one person per side, no clock, ordinary Go.
    #[must_use]
    pub fn new(size: BoardSize) -> GameSetup {
        GameSetup {
            size,
            topology: Topology::Planar,
            rules: Rules::studio(),
            handicap: Handicap::None,
            corner_line_12: CornerLine12::Third,
            stones: Vec::new(),
            table: Table::default(),
            to_move: None,
            time_control: TimeControl::None,
            variant: Variant::Standard,
        }
    }

    /// This setup with other rules.
    #[must_use]
    pub fn with_rules(mut self, rules: Rules) -> GameSetup {
        self.rules = rules;
        self
    }

    /// This setup with another topology.
    #[must_use]
    pub fn with_topology(mut self, topology: Topology) -> GameSetup {
        self.topology = topology;
        self
    }

    /// This setup with another handicap.
    #[must_use]
    pub fn with_handicap(mut self, handicap: Handicap) -> GameSetup {
        self.handicap = handicap;
        self
    }

    /// This setup with these setup stones added.
    #[must_use]
    pub fn with_stones(mut self, stones: impl IntoIterator<Item = (Point, Color)>) -> GameSetup {
        self.stones.extend(stones);
        self
    }

    /// This setup with another table.
    #[must_use]
    pub fn with_table(mut self, table: Table) -> GameSetup {
        self.table = table;
        self
    }

    /// This setup with `color` moving first.
    #[must_use]
    pub fn with_to_move(mut self, color: Color) -> GameSetup {
        self.to_move = Some(color);
        self
    }

    /// This setup with another time control.
    #[must_use]
    pub fn with_time_control(mut self, control: TimeControl) -> GameSetup {
        self.time_control = control;
        self
    }

    /// This setup with another variant.
    #[must_use]
    pub fn with_variant(mut self, variant: Variant) -> GameSetup {
        self.variant = variant;
        self
    }

    /// A setup whose starting position is `board` (its stones as setup
    /// stones, its size and topology) with `to_move` to move, and everything
    /// else as in `self`: no handicap, since the handicap stones are on the
    /// board already. This is how a game is started "from here" (analysis,
    /// the bot's estimates, a record whose moves cannot be replayed).
    #[must_use]
    pub fn from_position(&self, board: &Board, to_move: Color) -> GameSetup {
        let size = board.size();
        GameSetup {
            size,
            topology: board.topology(),
            handicap: Handicap::None,
            stones: size.points().filter_map(|p| board.get(p).map(|c| (p, c))).collect(),
            to_move: Some(to_move),
            ..self.clone()
        }
    }

    /// Checks the setup without building a game.
    ///
    /// # Errors
    /// As [`crate::Game::from_setup`].
    pub fn validate(&self) -> Result<(), SetupError> {
        self.start().map(|_| ())
    }

    /// Checks every setting and builds the starting position: the board
    /// (setup and fixed handicap stones), the handicap stones placed and
    /// whether a free handicap is still to come.
    pub(super) fn start(&self) -> Result<Start, SetupError> {
        if let Some(feature) = self.rules.feature()
            && !cfg!(feature = "japanese")
        {
            return Err(SetupError::FeatureDisabled { setting: "territory counting", feature });
        }
        if self.table.out_of_turn() == OutOfTurn::PairGoPenalty && !cfg!(feature = "rengo") {
            return Err(SetupError::FeatureDisabled { setting: "the Pair Go penalty", feature: "rengo" });
        }
        self.variant.check_feature()?;
        if let Some(rule) = self.variant.atari_go()
            && !rule.fits(self.size)
        {
            return Err(SetupError::InvalidAtariGo);
        }
        if self.variant.phantom().is_some() && self.table.is_team_game() {
            return Err(SetupError::Incompatible("Phantom Go cannot be played by a side with more than one seat"));
        }
        self.time_control.validate()?;
        // A setup read from data (JSON, a pickle) was not built by the
        // checked constructors: its seats and komi are checked again.
        self.table.validate()?;
        Komi::try_from_half_points(self.rules.komi().half_points())?;
        let mut colors = vec![None; self.size.area()];
        for &(p, c) in &self.stones {
            let i = self.size.index_of(p).ok_or(SetupError::OffBoard(p))?;
            if colors[i].is_some() {
                return Err(SetupError::Duplicate(p));
            }
            colors[i] = Some(c);
        }
        let mut placed = 0;
        match self.handicap {
            Handicap::None => {}
            Handicap::Fixed(n) => {
                if self.topology != Topology::Planar {
                    return Err(SetupError::FixedHandicapUnavailable {
                        stones: n,
                        reason: "fixed placement needs a planar board",
                    });
                }
                for p in fixed_handicap_points(self.size, n, self.corner_line_12)? {
                    let i = self.size.index_of(p).ok_or(SetupError::OffBoard(p))?;
                    if colors[i].is_some() {
                        return Err(SetupError::Occupied(p));
                    }
                    colors[i] = Some(Color::Black);
                }
                placed = n;
            }
            Handicap::Free(n) => {
                let empty = colors.iter().filter(|c| c.is_none()).count();
                if n < 2 || n as usize >= empty {
                    return Err(SetupError::InvalidHandicap(n));
                }
            }
        }
        let board = Board::from_colors(self.size, self.topology, &colors)?;
        let free_pending = matches!(self.handicap, Handicap::Free(_));
        let to_move = self.to_move.unwrap_or(if placed > 0 { Color::White } else { Color::Black });
        Ok(Start { board, handicap_stones: placed, free_pending, to_move })
    }
}

/// The starting position of a checked setup.
pub(super) struct Start {
    pub(super) board: Board,
    pub(super) handicap_stones: u32,
    pub(super) free_pending: bool,
    pub(super) to_move: Color,
}

/// Everything needed to start a game, as a chain of setters over a
/// [`GameSetup`]; build with [`crate::Game::builder`].
#[derive(Clone, Debug)]
pub struct GameBuilder {
    setup: GameSetup,
}

impl GameBuilder {
    pub(super) fn new(size: BoardSize) -> GameBuilder {
        GameBuilder { setup: GameSetup::new(size) }
    }

    /// The clocks (default none), one per side (RULES.md section 7).
    #[must_use]
    pub fn time_control(mut self, control: TimeControl) -> Self {
        self.setup.time_control = control;
        self
    }

    /// The variant (default ordinary Go): Atari Go or Phantom Go.
    #[must_use]
    pub fn variant(mut self, variant: Variant) -> Self {
        self.setup.variant = variant;
        self
    }

    /// Atari Go with this rule (RULES.md section 6): the variant
    /// [`Variant::AtariGo`].
    #[must_use]
    pub fn atari_go(self, rule: crate::variants::AtariGo) -> Self {
        self.variant(Variant::AtariGo(rule))
    }

    /// The rules (default: the studio rules).
    #[must_use]
    pub fn rules(mut self, rules: Rules) -> Self {
        self.setup.rules = rules;
        self
    }

    /// The board topology (default planar).
    #[must_use]
    pub fn topology(mut self, topology: Topology) -> Self {
        self.setup.topology = topology;
        self
    }

    /// The handicap (default none). The komi stays the rules' (RULES.md
    /// names no komi for handicap games; 0.5 or none is common: set it
    /// with [`Rules::with_komi`](crate::Rules::with_komi)).
    #[must_use]
    pub fn handicap(mut self, handicap: Handicap) -> Self {
        self.setup.handicap = handicap;
        self
    }

    /// The corner line of a fixed handicap on 12x12 (default third).
    #[must_use]
    pub fn corner_line_12(mut self, line: CornerLine12) -> Self {
        self.setup.corner_line_12 = line;
        self
    }

    /// Adds setup stones (SGF's `AB`/`AW`), placed before any handicap.
    #[must_use]
    pub fn setup_stones(mut self, stones: impl IntoIterator<Item = (Point, Color)>) -> Self {
        self.setup.stones.extend(stones);
        self
    }

    /// The seats at the table (default one person per side).
    #[must_use]
    pub fn table(mut self, table: Table) -> Self {
        self.setup.table = table;
        self
    }

    /// Who moves first (default: Black, or White after a handicap).
    #[must_use]
    pub fn to_move(mut self, color: Color) -> Self {
        self.setup.to_move = Some(color);
        self
    }

    /// The setup built so far.
    #[must_use]
    pub fn into_setup(self) -> GameSetup {
        self.setup
    }

    /// Builds the game ([`crate::Game::from_setup`]).
    ///
    /// # Errors
    /// As [`crate::Game::from_setup`].
    pub fn build(self) -> Result<crate::Game, SetupError> {
        crate::Game::from_setup(self.setup)
    }
}
