//! The table: how many seats each side has, who fills them, and the turn
//! order (RULES.md section 6, team Go).

use crate::base::codes::vocabulary;
use crate::base::{ByColor, Color, Seat, SeatKind, SetupError};

/// Who sits at the table: the number of seats of each side, and whether each
/// seat is a person or the computer.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Table {
    kinds: ByColor<Vec<SeatKind>>,
    out_of_turn: OutOfTurn,
}

vocabulary! {
    /// What happens when a partner moves in another partner's turn (RULES.md
    /// section 6, team Go). The Pair Go penalty needs the `rengo` feature:
    /// without it a game set up with it is refused
    /// ([`SetupError::FeatureDisabled`]).
    pub enum OutOfTurn {
        /// The move is refused with a typed error and changes nothing (the
        /// default).
        Refuse = 0 => "refuse",
        /// Pair Go tournament rules: the stone stays, the rotation continues
        /// from the seat after the offender, and the other side receives 3
        /// points, a separate line of the count. A move in the other colour's
        /// turn is still refused. "After the offender" is in the whole
        /// table's order, as if the offender had moved in their own turn
        /// (the European Go Federation's Pair Go rules: "the rotation then
        /// continues as if the wrong move was played correctly by that
        /// player"): at a table B1 W1 B2 W2, W2 moving when W1 was due is
        /// followed by B1, then W1; B1 moving when B2 was due is followed
        /// by W1 ([`Table::turns_after_offender`]).
        PairGoPenalty = 1 => "pair_go_penalty" | "penalty",
    }
}

impl Default for OutOfTurn {
    /// [`OutOfTurn::Refuse`].
    fn default() -> OutOfTurn {
        OutOfTurn::Refuse
    }
}

impl Default for Table {
    /// One person per side: ordinary Go.
    fn default() -> Table {
        Table { kinds: ByColor::new(vec![SeatKind::Person], vec![SeatKind::Person]), out_of_turn: OutOfTurn::Refuse }
    }
}

impl Table {
    /// A table with `black` seats for Black and `white` for White, every seat
    /// a person.
    ///
    /// # Errors
    /// [`SetupError::InvalidSeats`] when a side has no seat or more than 255,
    /// or more than one without the `rengo` feature.
    pub fn new(black: usize, white: usize) -> Result<Table, SetupError> {
        Table::with_kinds(vec![SeatKind::Person; black], vec![SeatKind::Person; white])
    }

    /// A table whose sides' seats are the given kinds, in turn order.
    ///
    /// # Errors
    /// As for [`Table::new`].
    pub fn with_kinds(black: Vec<SeatKind>, white: Vec<SeatKind>) -> Result<Table, SetupError> {
        let table = Table { kinds: ByColor::new(black, white), out_of_turn: OutOfTurn::Refuse };
        table.validate()?;
        Ok(table)
    }

    /// Checks the seat counts, as [`Table::with_kinds`] does: a table read
    /// from data (JSON, a pickle) was not built by it.
    ///
    /// # Errors
    /// As for [`Table::new`].
    pub(crate) fn validate(&self) -> Result<(), SetupError> {
        Table::check_seat_count(Color::Black, self.kinds.black.len())?;
        Table::check_seat_count(Color::White, self.kinds.white.len())
    }

    /// Whether `side` can have `seats` seats at a table, as
    /// [`Table::with_kinds`] judges it: 1 to 255 (the engine's limit: a
    /// seat number is a byte; the teams of RULES.md section 6 have no
    /// limit of their own), and
    /// one only without the `rengo` feature. A binding that reads a list
    /// of seat kinds from a caller's array can refuse a count out of range
    /// by this before reading the list.
    ///
    /// # Errors
    /// [`SetupError::InvalidSeats`] as for [`Table::new`].
    pub fn check_seat_count(side: Color, seats: usize) -> Result<(), SetupError> {
        let side = match side {
            Color::Black => "Black",
            Color::White => "White",
        };
        if seats == 0 || seats > 255 {
            return Err(SetupError::InvalidSeats { side, seats, reason: "a side needs 1..=255 seats" });
        }
        if seats > 1 && !cfg!(feature = "rengo") {
            return Err(SetupError::InvalidSeats {
                side,
                seats,
                reason: "more than one seat per side needs the rengo feature",
            });
        }
        Ok(())
    }

    /// This table with another rule for moves out of turn.
    #[must_use]
    pub fn with_out_of_turn(mut self, rule: OutOfTurn) -> Table {
        self.out_of_turn = rule;
        self
    }

    /// The rule for moves out of turn.
    #[must_use]
    pub fn out_of_turn(&self) -> OutOfTurn {
        self.out_of_turn
    }

    /// Whether any side has more than one seat (a team game).
    #[must_use]
    pub fn is_team_game(&self) -> bool {
        self.seats(Color::Black) > 1 || self.seats(Color::White) > 1
    }

    /// The number of seats of side `color` (at least 1).
    #[must_use]
    pub fn seats(&self, color: Color) -> u8 {
        // At most 255 seats by construction.
        u8::try_from(self.kinds[color].len()).unwrap_or(u8::MAX)
    }

    /// Whether `seat` exists at this table.
    #[must_use]
    pub fn contains(&self, seat: Seat) -> bool {
        seat.number >= 1 && seat.number <= self.seats(seat.color)
    }

    /// Who fills `seat`, or `None` when there is no such seat.
    #[must_use]
    pub fn kind(&self, seat: Seat) -> Option<SeatKind> {
        self.kinds[seat.color].get(usize::from(seat.number).checked_sub(1)?).copied()
    }

    /// Every seat in the order of play when Black starts: B1, W1, B2, W2, ...
    /// (a side with fewer seats repeats its own rotation).
    #[must_use]
    pub fn seats_in_order(&self) -> Vec<Seat> {
        let b = self.seats(Color::Black);
        let w = self.seats(Color::White);
        let mut out = Vec::new();
        for i in 0..b.max(w) {
            if i < b {
                out.push(Seat::new(Color::Black, i + 1));
            }
            if i < w {
                out.push(Seat::new(Color::White, i + 1));
            }
        }
        out
    }

    /// Each side's count of earlier turns (as [`Table::seat_for_turn`]
    /// takes them) after `seat` moved out of turn under
    /// [`OutOfTurn::PairGoPenalty`], when the sides had taken `turns`: play
    /// goes on as if `seat` had moved in its own turn (RULES.md section 6).
    /// The offender's turn is taken to be its side's first turn from its
    /// count on that falls to `seat`, and the other side's count moves on
    /// by as many turns as the offender's skipped, so that the two sides'
    /// order stays the game's (whoever moved first, a handicap or a change
    /// of the player to move included): at a table of two seats a side
    /// where Black moved first, W2 is followed by B1 and B1 by W1. Where a
    /// side has taken more than `u32::MAX` turns the counts saturate.
    #[must_use]
    pub fn turns_after_offender(&self, seat: Seat, turns: ByColor<u32>) -> ByColor<u32> {
        let n = u32::from(self.seats(seat.color)).max(1);
        let member = u32::from(seat.number.saturating_sub(1)) % n;
        let turn = turns[seat.color];
        // The first turn from `turn` on whose seat is `seat`.
        let skipped = (member + n - turn % n) % n;
        let mut after = turns;
        after[seat.color] = turn.saturating_add(skipped).saturating_add(1);
        let other = seat.color.opponent();
        after[other] = turns[other].saturating_add(skipped);
        after
    }

    /// The seat of side `color` that takes that side's turn number `turn`
    /// (0-based count of the side's earlier turns).
    #[must_use]
    pub fn seat_for_turn(&self, color: Color, turn: u32) -> Seat {
        let n = u32::from(self.seats(color));
        // One seat a side (every game but team Go): no division.
        let number = if n <= 1 { 1 } else { u8::try_from(turn % n).unwrap_or(0) + 1 };
        Seat::new(color, number)
    }
}
