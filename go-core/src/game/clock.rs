//! Clocks (RULES.md section 7): none, absolute, Fischer, byo-yomi, Canadian;
//! one clock per side, shared by the side's seats. The caller passes
//! monotonic timestamps in milliseconds; nothing here reads a wall clock.
//!
//! Boundaries are exact: a side that has `t` milliseconds left may use all
//! `t` of them; one millisecond more makes its flag fall (or, in byo-yomi,
//! costs a period).

use crate::base::codes::vocabulary;
use crate::base::{ByColor, Color, SetupError};

/// A time control, the same for both sides. Times are in milliseconds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum TimeControl {
    /// No clock.
    #[default]
    None,
    /// Sudden death: `main_ms` for the whole game.
    Absolute {
        /// Time for the whole game.
        main_ms: u64,
    },
    /// Fischer: `main_ms` to start, `increment_ms` added after each move.
    Fischer {
        /// Starting time.
        main_ms: u64,
        /// Time added after each completed move.
        increment_ms: u64,
    },
    /// Byo-yomi: after `main_ms`, `periods` periods of `period_ms`; a move
    /// made within a period keeps it, a period used up is lost, and the flag
    /// falls when the last one is. With no periods the flag falls when the
    /// main time is used up.
    ByoYomi {
        /// Main time.
        main_ms: u64,
        /// Number of periods.
        periods: u32,
        /// Length of each period.
        period_ms: u64,
    },
    /// Canadian overtime: after `main_ms`, `stones` moves must be made in
    /// each period of `period_ms`; the period starts afresh after that many
    /// moves. With `stones` 0 there is no overtime: the flag falls when the
    /// main time is used up.
    Canadian {
        /// Main time.
        main_ms: u64,
        /// Moves to make in each period.
        stones: u32,
        /// Length of each period.
        period_ms: u64,
    },
}

impl TimeControl {
    /// The kind of time control as a stable code and name.
    #[must_use]
    pub const fn kind(&self) -> ClockKind {
        match self {
            TimeControl::None => ClockKind::None,
            TimeControl::Absolute { .. } => ClockKind::Absolute,
            TimeControl::Fischer { .. } => ClockKind::Fischer,
            TimeControl::ByoYomi { .. } => ClockKind::ByoYomi,
            TimeControl::Canadian { .. } => ClockKind::Canadian,
        }
    }

    /// Whether the clock can run (RULES.md section 7): a timed control
    /// needs some time, in its main time or its overtime.
    ///
    /// # Errors
    /// [`SetupError::InvalidTimeControl`] for an overtime whose periods have
    /// no length (byo-yomi periods, or Canadian stones, with a period of 0
    /// ms: they could never be used, so the settings are taken to be a
    /// mistake; 0 periods or 0 stones is the way to say "no overtime", and
    /// then the period's length is not used), for a timed control with no
    /// time at all (main time 0 and no overtime), and for Fischer without
    /// main time (its increment comes only after a move, so the first move
    /// would have none).
    pub fn validate(&self) -> Result<(), SetupError> {
        match *self {
            TimeControl::ByoYomi { periods: 1.., period_ms: 0, .. } => {
                return Err(SetupError::InvalidTimeControl(
                    "byo-yomi periods of 0 ms: give their length, or 0 periods for no overtime",
                ));
            }
            TimeControl::Canadian { stones: 1.., period_ms: 0, .. } => {
                return Err(SetupError::InvalidTimeControl(
                    "a Canadian period of 0 ms: give its length, or 0 stones for no overtime",
                ));
            }
            _ => {}
        }
        // The increment comes after a move: the first needs main time (said
        // so: found from outside, "no time at all" was the answer for an
        // increment without main time).
        if let TimeControl::Fischer { main_ms: 0, increment_ms } = *self
            && increment_ms > 0
        {
            return Err(SetupError::InvalidTimeControl(
                "Fischer without main time: the increment comes after a move, so the first move would have none",
            ));
        }
        let no_time = match *self {
            TimeControl::None => false,
            TimeControl::Absolute { main_ms } => main_ms == 0,
            TimeControl::Fischer { main_ms, .. } => main_ms == 0,
            TimeControl::ByoYomi { main_ms, periods, period_ms } => main_ms == 0 && (periods == 0 || period_ms == 0),
            TimeControl::Canadian { main_ms, stones, period_ms } => main_ms == 0 && (stones == 0 || period_ms == 0),
        };
        if no_time { Err(SetupError::InvalidTimeControl("a clock with no time at all")) } else { Ok(()) }
    }
}

vocabulary! {
    /// The kind of a [`TimeControl`], as a stable code and name (RULES.md
    /// section 7).
    pub enum ClockKind {
        /// No clock.
        None = 0 => "none",
        /// Sudden death.
        Absolute = 1 => "absolute" | "sudden_death",
        /// Fischer increment.
        Fischer = 2 => "fischer",
        /// Byo-yomi periods.
        ByoYomi = 3 => "byo_yomi" | "byoyomi",
        /// Canadian overtime.
        Canadian = 4 => "canadian",
    }
}

/// A side's remaining time at some moment ([`crate::Game::time_left`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TimeLeft {
    /// Main time left, in milliseconds.
    pub main_ms: u64,
    /// Byo-yomi periods left (0 otherwise).
    pub periods: u32,
    /// Time left in the current overtime period, in milliseconds (byo-yomi,
    /// Canadian; 0 otherwise).
    pub period_ms: u64,
    /// Canadian: moves still to make in the current period (0 otherwise).
    pub stones: u32,
    /// Whether the flag has fallen.
    pub flagged: bool,
}

impl TimeLeft {
    /// Each side's time when a game under `control` starts: the main time,
    /// and the overtime's periods, period and stones (none when the
    /// overtime has no periods or no stones).
    pub(crate) fn at_start(control: TimeControl) -> TimeLeft {
        match control {
            TimeControl::None => TimeLeft::default(),
            TimeControl::Absolute { main_ms } | TimeControl::Fischer { main_ms, .. } => {
                TimeLeft { main_ms, ..TimeLeft::default() }
            }
            // No periods, or periods of no moves: no overtime at all.
            TimeControl::ByoYomi { main_ms, periods, period_ms } => TimeLeft {
                main_ms,
                periods,
                period_ms: if periods == 0 { 0 } else { period_ms },
                ..TimeLeft::default()
            },
            TimeControl::Canadian { main_ms, stones, period_ms } => {
                TimeLeft { main_ms, period_ms: if stones == 0 { 0 } else { period_ms }, stones, ..TimeLeft::default() }
            }
        }
    }

    /// The time left after a move that took `elapsed_ms` from `self`, by
    /// the clock's own rules (RULES.md section 7, as a game's clock
    /// charges a move): main time first, then the overtime (a byo-yomi
    /// period kept by a move made within it, a Canadian period's stones
    /// counted down and the period started afresh after its last one, the
    /// Fischer increment added), `flagged` when the time ran out. (The GTP
    /// engine charges the computer player's moves with it.)
    #[cfg(feature = "gtp")]
    pub(crate) fn after_move(self, control: TimeControl, elapsed_ms: u64) -> TimeLeft {
        let mut clocks = Clocks::new(control);
        clocks.sides[Color::Black].left = self;
        clocks.start(Color::Black, 0);
        clocks.complete_move(Color::Black, elapsed_ms);
        clocks.sides[Color::Black].left
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct SideClock {
    left: TimeLeft,
}

/// Both sides' clocks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Clocks {
    control: TimeControl,
    sides: ByColor<SideClock>,
    /// The side whose clock runs, and since when.
    running: Option<(Color, u64)>,
}

impl Clocks {
    pub(crate) fn new(control: TimeControl) -> Clocks {
        let left = TimeLeft::at_start(control);
        Clocks { control, sides: ByColor::new(SideClock { left }, SideClock { left }), running: None }
    }

    pub(crate) fn control(&self) -> TimeControl {
        self.control
    }

    pub(crate) fn is_timed(&self) -> bool {
        self.control != TimeControl::None
    }

    /// The timestamp the running clock started at.
    pub(crate) fn running(&self) -> Option<(Color, u64)> {
        self.running
    }

    pub(crate) fn start(&mut self, color: Color, at: u64) {
        self.running = Some((color, at));
    }

    pub(crate) fn stop(&mut self) {
        self.running = None;
    }

    /// `color`'s time left at `at`, counting the running clock.
    pub(crate) fn left_at(&self, color: Color, at: u64) -> TimeLeft {
        let mut left = self.sides[color].left;
        if let Some((c, since)) = self.running
            && c == color
        {
            self.consume(&mut left, at.saturating_sub(since));
        }
        left
    }

    /// Charges the running side up to `at` for a completed move, then
    /// applies the increment or period rules. Returns whether the flag fell.
    /// When the clock runs for the other side (it moved without a
    /// timestamp, and its clock kept running), that side is charged up to
    /// `at` first and its clock stopped: its time is never given back.
    pub(crate) fn complete_move(&mut self, color: Color, at: u64) -> bool {
        if let Some((other, _)) = self.running
            && other != color
        {
            self.sides[other].left = self.left_at(other, at);
            self.running = None;
        }
        let before = self.sides[color].left;
        let elapsed = match self.running {
            Some((c, since)) if c == color => at.saturating_sub(since),
            _ => 0,
        };
        let in_overtime = elapsed > before.main_ms || before.main_ms == 0;
        let mut left = self.left_at(color, at);
        if left.flagged {
            self.sides[color].left = left;
            return true;
        }
        match self.control {
            TimeControl::Fischer { increment_ms, .. } => left.main_ms = left.main_ms.saturating_add(increment_ms),
            TimeControl::ByoYomi { period_ms, .. } if in_overtime => left.period_ms = period_ms,
            TimeControl::Canadian { stones, period_ms, .. } if in_overtime && stones > 0 => {
                left.stones = left.stones.saturating_sub(1);
                if left.stones == 0 {
                    left.stones = stones;
                    left.period_ms = period_ms;
                }
            }
            _ => {}
        }
        self.sides[color].left = left;
        false
    }

    /// Uses `elapsed` milliseconds of `left`.
    fn consume(&self, left: &mut TimeLeft, elapsed: u64) {
        if self.control == TimeControl::None {
            return;
        }
        let over = elapsed.saturating_sub(left.main_ms);
        left.main_ms = left.main_ms.saturating_sub(elapsed);
        if over == 0 {
            return;
        }
        match self.control {
            TimeControl::None => {}
            TimeControl::Absolute { .. } | TimeControl::Fischer { .. } => left.flagged = true,
            TimeControl::ByoYomi { period_ms, .. } => {
                // Time beyond the current period costs whole periods.
                if over <= left.period_ms {
                    left.period_ms -= over;
                } else {
                    let beyond = over - left.period_ms;
                    let lost = 1 + (beyond.saturating_sub(1)) / period_ms.max(1);
                    let lost = u32::try_from(lost).unwrap_or(u32::MAX);
                    if lost >= left.periods {
                        left.periods = 0;
                        left.period_ms = 0;
                        left.flagged = true;
                    } else {
                        left.periods -= lost;
                        left.period_ms = period_ms - (beyond - u64::from(lost - 1) * period_ms);
                    }
                }
            }
            TimeControl::Canadian { .. } => {
                if over <= left.period_ms {
                    left.period_ms -= over;
                } else {
                    left.period_ms = 0;
                    left.flagged = true;
                }
            }
        }
    }
}
