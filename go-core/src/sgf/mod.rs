//! SGF (Smart Game Format, FF\[1\]..FF\[4\]) for Go: read and write game
//! records losslessly, map them to the engine's rules and replay them.
//!
//! - [`SgfCollection::parse`] reads bytes in one pass into a flat arena
//!   (no recursion anywhere, so a million-deep tree is fine), keeping every
//!   property in order with its identifier as written (FF\[3\]'s
//!   `PlayerBlack` is `PB`) and its raw bytes; strict or lenient
//!   ([`ParseMode`]), errors with line and column ([`SgfError`]), repairs as
//!   warnings ([`SgfWarning`]). Character sets: see
//!   [`SgfCollection::parse_with`].
//! - [`SgfCollection::to_bytes`] writes it back exactly (same tree, same
//!   values, same encoding); [`SgfCollection::to_utf8`] as UTF-8.
//! - [`GameInfo::from_root`] reads size, rules (`RU`), komi (`KM`, with
//!   documented heuristics), handicap, result (`RE`), players, dates and
//!   time settings.
//! - [`SgfCollection::replay_with`] replays the main line or any variation
//!   into a [`crate::Game`], strictly or tolerantly ([`ReplayMode`]).
//! - [`SgfCollection::from_game`] records any game as FF\[4\].
//!
//! # Variants (RULES.md section 6)
//!
//! SGF has no standard for them. go-core reads and writes (in
//! [`GameInfo`], [`SgfCollection::replay_with`] and
//! [`SgfCollection::from_game`]) these root properties:
//!
//! - Toroidal and cylinder boards, q5Go's convention: `GM[q5go-1]` (read
//!   as Go) with `TO[n]`, bit value 1 a horizontal wrap (left and right
//!   edges joined), 2 a vertical one, so `TO[3]` is a torus
//!   ([`crate::Topology::q5go_code`]). A planar game writes `GM[1]` and no
//!   `TO`. A `TO` other than 0..=3, a wrapped board without the `toroidal`
//!   feature, or a wrapped axis shorter than 3 is a warning and the board
//!   is planar.
//! - Seats (go-core's private `GS`): one value per side,
//!   `side:count:kinds` with `side` `B` or `W`, `count` the number of
//!   seats and `kinds` their comma-separated kinds in turn order, `person`
//!   or `computer`: `GS[B:2:person,computer][W:2:computer,computer]`. The
//!   kinds may be left out (`GS[B:2][W:2]`: all persons); a side not
//!   listed has one person. Written for a team game or when a seat is the
//!   computer. The replay plays each move with the next seat of the
//!   move's side (B1, W1, B2, W2, ...). Under the Pair Go penalty
//!   ([`crate::OutOfTurn::PairGoPenalty`]) a third value names the rule,
//!   `out_of_turn:pair_go_penalty`, and every move's node names the seat
//!   that made it, `MS[B1]` (go-core's private `MS`): the replay makes an
//!   out-of-turn move with that seat, so that its penalty is counted
//!   again.
//! - Atari Go (go-core's private `AG[n]`): the first side to capture `n`
//!   stones wins ([`crate::AtariGo::captures`]; `AG[1]` is the classic
//!   game). Its result is written `RE[B+]`/`RE[W+]`.
//! - Phantom Go (go-core's private `PG[convention]`): the referee
//!   convention, `illegal-only`, `illegal-with-reason`,
//!   `atari-announcements` or `capture-with-points`, read into
//!   [`GameInfo`]'s `phantom` (feature `phantom`) and written by
//!   `SgfCollection::from_phantom`. The moves are the full game as the
//!   referee saw it.
//!
//! A private property that cannot be read, or one whose variant this build
//! lacks the feature for, is refused by a strict replay and in a tolerant
//! one is a [`WarningKind::UnreadableValue`] warning
//! and ordinary Go is used; every property stays in the tree unchanged.
//!
//! ```
//! use go_core::{Color, Point, ReplayMode, ReplayOptions, SgfCollection};
//!
//! let sgf = b"(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese]RE[W+R];B[ee];W[gc](;B[cg])(;B[dc]))";
//! let c = SgfCollection::parse(sgf)?;
//! let r = c.replay_with(0, &ReplayOptions { path: vec![0, 0, 1], ..Default::default() })?;
//! assert_eq!(r.game.board().get(Point::new(3, 2)), Some(Color::Black));
//! assert_eq!(r.info.result.unwrap().raw, "W+R");
//! assert_eq!(SgfCollection::parse(&c.to_bytes())?, c);
//! # Ok::<(), go_core::SgfError>(())
//! ```

mod encoding;
mod error;
mod file;
mod from_game;
mod parse;
mod record;
mod replay;
mod tree;
mod values;
mod write;

pub use encoding::Charset;
pub use error::{SgfError, SgfWarning, TextPosition, WarningKind};
pub use file::{SgfFileError, read_sgf_file};
pub use parse::{ParseMode, ParseOptions};
pub use record::GameInfo;
pub use replay::{Replay, ReplayIssue, ReplayIssueKind, ReplayMode, ReplayOptions};
pub use tree::{NodeId, SgfCollection, SgfNode, SgfProperty};
pub use values::{Overtime, RecordedOutcome, RecordedResult, TimeSettings};

/// The time left recorded at a node (`BL`, `WL`, `OB`, `OW`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NodeTime {
    /// `BL`: Black's time left, in milliseconds; negative when the
    /// record gives the time overstepped (`BL[-5]`, a move made after the
    /// flag fell; since 2026-12-07, such a value was unreadable).
    pub black_ms: Option<i64>,
    /// `WL`: White's time left, in milliseconds, as `black_ms`.
    pub white_ms: Option<i64>,
    /// `OB`: Black's overtime periods (or moves) left.
    pub black_periods: Option<u32>,
    /// `OW`: White's overtime periods (or moves) left.
    pub white_periods: Option<u32>,
}

impl SgfNode<'_> {
    /// The time-left properties of this node, where readable (a value that
    /// cannot be read is `None`; the property stays in the tree).
    #[must_use]
    pub fn time_left(&self) -> NodeTime {
        let ms = |id: &str| self.get(id).and_then(|p| values::parse_signed_seconds_ms(&p.simple_text()));
        let n = |id: &str| self.get(id).and_then(|p| p.simple_text().trim().parse::<u32>().ok());
        NodeTime { black_ms: ms("BL"), white_ms: ms("WL"), black_periods: n("OB"), white_periods: n("OW") }
    }

    /// Per point of `size`, the colours whose territory this node marks it
    /// (`TB` bit 1, `TW` bit 2; a point off the board left out); `None`
    /// when the node has neither property in a readable form (an
    /// unreadable value makes its property absent, FF\[4\]'s empty list
    /// `TB[]` marks no point but counts as marks). Bounded by the board's
    /// area per distinct value, whatever the values repeat.
    pub(crate) fn territory_marks(&self, size: crate::BoardSize) -> Option<crate::Grid<u8>> {
        let mut marks = crate::Grid::filled(size, 0u8);
        let mut marked = false;
        for (ident, bit) in [("TB", 1u8), ("TW", 2u8)] {
            let Some(prop) = self.get(ident) else { continue };
            let mut these = crate::Grid::filled(size, false);
            match values::for_each_listed_point(prop.raw_values(), size, |p| these[p] = true) {
                Ok(()) => {}
                Err(v) if v.is_empty() && prop.value_count() == 1 => {}
                Err(_) => continue,
            }
            marked = true;
            for p in size.points() {
                if these[p] {
                    marks[p] |= bit;
                }
            }
        }
        marked.then_some(marks)
    }

    /// The dead stones this node's territory marks (`TB`, `TW`: FF\[4\]'s
    /// Black's and White's territory, which a record of a counted game
    /// puts on its last node) give on `board`, whole chains, row-major:
    /// every stone on a point marked as the other colour's territory, with
    /// its chain, and every chain whose liberties are all marked as the
    /// other colour's territory (a record that marks only the empty points
    /// leaves the dead stones inside unmarked; GNU Go's do so). A marked
    /// point off `board`, or marked for both colours, is left out; a
    /// property with an unreadable value is read as absent, FF\[4\]'s empty
    /// list (`TB[]`) as no point. `None` when the node has neither `TB` nor
    /// `TW` so read: the record says nothing of dead stones.
    #[must_use]
    pub fn marked_dead_stones(&self, board: &crate::Board) -> Option<Vec<crate::Point>> {
        let size = board.size();
        // Per point, the colours whose territory it is marked (bit 1 Black,
        // bit 2 White); a point marked for both says nothing (found from
        // outside: the later mark won, so that the same contradiction
        // killed a Black stone and kept a White one).
        let marks = self.territory_marks(size)?;
        let owner = crate::Grid::from_fn(size, |p| match marks[p] {
            1 => Some(crate::Color::Black),
            2 => Some(crate::Color::White),
            _ => None,
        });
        let mut dead = Vec::new();
        let mut seen = crate::Grid::filled(size, false);
        for p in size.points() {
            let Some(color) = board.get(p) else { continue };
            if seen[p] {
                continue;
            }
            let chain = board.chain(p);
            for &q in &chain {
                seen[q] = true;
            }
            let theirs = Some(color.opponent());
            let liberties = board.liberties(p);
            let inside = chain.iter().any(|&q| owner[q] == theirs)
                || (!liberties.is_empty() && liberties.iter().all(|&q| owner[q] == theirs));
            if inside {
                dead.extend(chain);
            }
        }
        dead.sort_unstable_by_key(|p| (p.y, p.x));
        Some(dead)
    }
}
