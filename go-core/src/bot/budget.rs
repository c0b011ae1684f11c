//! The one rule that turns a game clock into a thinking budget (RULES.md
//! section 7 gives the clocks; how fast to play is the player's choice).

use crate::game::{TimeControl, TimeLeft};

use super::Budget;

/// The share of the time left the bot may think for one move, in
/// milliseconds, or `None` without a clock.
///
/// In main time: the main time left over half the empty points (at least
/// 15 moves to come), under sudden death ([`TimeControl::Absolute`], and
/// byo-yomi with no periods or Canadian overtime of no stones, which have
/// no overtime) the main time beyond a reserve of one second that the
/// share never touches;
/// with Fischer increment, plus 90% of the increment, but at most half the
/// main time left (the increment comes after the move);
/// with overtime to follow, at least three quarters of one overtime move's
/// time. In overtime: the period's time left over the moves still to make
/// in it (a byo-yomi period is one move). Of that share the bot uses 90%,
/// less a safety margin of a quarter of it up to 100 ms, and at least 1 ms.
/// The share shrinks with the time left, so sudden death is never overrun
/// by the budget alone.
#[must_use]
pub fn move_time_ms(control: TimeControl, left: TimeLeft, empty_points: usize) -> Option<u64> {
    // Byo-yomi with no periods and Canadian overtime of no stones have no
    // overtime at all (see `TimeControl`): sudden death, as absolute time
    // (found from outside: Canadian with 0 stones was shared out as if a
    // 1 s period followed, and the bot lost on time).
    let sudden_death = match control {
        TimeControl::Absolute { .. } => true,
        TimeControl::ByoYomi { periods, .. } => periods == 0,
        TimeControl::Canadian { stones, .. } => stones == 0,
        TimeControl::None | TimeControl::Fischer { .. } => false,
    };
    let overtime_move_ms = match control {
        TimeControl::None => return None,
        _ if sudden_death => 0,
        TimeControl::Fischer { increment_ms, .. } => increment_ms / 10 * 9,
        TimeControl::ByoYomi { period_ms, .. } => period_ms,
        TimeControl::Canadian { stones, period_ms, .. } => period_ms / u64::from(stones.max(1)),
        TimeControl::Absolute { .. } => 0,
    };
    let per_move = if left.main_ms > 0 {
        let moves = u64::try_from(empty_points / 2).unwrap_or(u64::MAX).max(15);
        let main_ms = if sudden_death { left.main_ms.saturating_sub(RESERVE_MS) } else { left.main_ms };
        let share = main_ms / moves;
        match control {
            // The increment is credited after the move: the move itself
            // must fit in the main time left (found from outside: a main
            // time under about 0.8 of the increment lost on time at once).
            TimeControl::Fischer { .. } => (share + overtime_move_ms).min(left.main_ms / 2),
            _ => share.max(overtime_move_ms / 4 * 3),
        }
    } else if sudden_death || matches!(control, TimeControl::Fischer { .. }) {
        0
    } else {
        left.period_ms / u64::from(left.stones.max(1))
    };
    let margin = (per_move / 4).min(100);
    Some((per_move / 10 * 9).saturating_sub(margin).max(1))
}

/// The most the bot may think for one move, in milliseconds, or `None`
/// without a clock: [`move_time_ms`]'s share, or up to three times it when
/// the choice is close ([`Budget::Clock`]), but never more than a fifth
/// of the main time left beyond a reserve of one second; in overtime, the
/// share itself. So a sudden-death clock keeps at least a second in hand
/// while moves remain, and a close choice cannot flag the bot.
#[must_use]
pub fn max_move_time_ms(control: TimeControl, left: TimeLeft, empty_points: usize) -> Option<u64> {
    let share = move_time_ms(control, left, empty_points)?;
    if left.main_ms == 0 {
        return Some(share);
    }
    let cap = left.main_ms.saturating_sub(RESERVE_MS) / 5;
    Some(share.saturating_mul(3).min(cap).max(share))
}

/// Main time that sudden death's share and the extension of a close
/// choice never touch.
const RESERVE_MS: u64 = 1_000;

impl Budget {
    /// This budget kept within a game clock. With a clock the result is a
    /// [`Budget::Clock`]: its usual time the clock's share for the move
    /// ([`move_time_ms`]), cut to a time budget's own milliseconds; its
    /// longest time [`max_move_time_ms`], cut to twice a time budget's
    /// milliseconds (or to the hard limit of [`Budget::PlayoutsWithin`]);
    /// its playouts those of a playout budget (else unlimited). Without a
    /// clock the budget is unchanged.
    #[must_use]
    pub fn within_clock(self, control: TimeControl, left: TimeLeft, empty_points: usize) -> Budget {
        let (Some(share), Some(most)) =
            (move_time_ms(control, left, empty_points), max_move_time_ms(control, left, empty_points))
        else {
            return self;
        };
        let (millis, max_millis, playouts) = match self {
            Budget::Playouts(playouts) => (share, most, playouts),
            Budget::PlayoutsWithin { playouts, millis } => (share.min(millis), most.min(millis), playouts),
            Budget::Millis(millis) => (share.min(millis), most.min(millis.saturating_mul(2)), u32::MAX),
            Budget::Clock { millis, max_millis, playouts } => (share.min(millis), most.min(max_millis), playouts),
        };
        Budget::Clock { millis, max_millis: max_millis.max(millis), playouts }
    }

    /// [`Budget::within_clock`] for a seat whose side's clock it shares
    /// with a person (a team game, RULES.md section 6: one clock per pair):
    /// in main time the seat spends only its share per move of the main
    /// time left, as under sudden death (the one-second reserve kept), and
    /// never at the pace of the overtime to follow, which
    /// [`move_time_ms`] otherwise allows (three quarters of an overtime
    /// move). So the person partner keeps their share of the main time
    /// (found from outside: with 20 s of main time and 2 s byo-yomi
    /// periods, the computer partner spent 16 s in its first 9 moves and
    /// left its person partner in byo-yomi). In overtime, exactly
    /// [`Budget::within_clock`].
    #[must_use]
    pub fn within_shared_clock(self, control: TimeControl, left: TimeLeft, empty_points: usize) -> Budget {
        let control = match control {
            TimeControl::ByoYomi { main_ms, .. } | TimeControl::Canadian { main_ms, .. } if left.main_ms > 0 => {
                TimeControl::Absolute { main_ms }
            }
            other => other,
        };
        self.within_clock(control, left, empty_points)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_follow_the_clock() {
        let left = |main_ms, period_ms, stones| TimeLeft { main_ms, periods: 0, period_ms, stones, flagged: false };
        assert_eq!(move_time_ms(TimeControl::None, TimeLeft::default(), 81), None);
        // Sudden death, 60 s, 81 empty points: (60000 - 1000) / 40 = 1475;
        // 90% (1323) less 100.
        let abs = TimeControl::Absolute { main_ms: 60_000 };
        assert_eq!(move_time_ms(abs, left(60_000, 0, 0), 81), Some(1223));
        // Late in the game at least 15 moves are expected: 500 / 15 = 33;
        // 90% (27) less a quarter (8).
        assert_eq!(move_time_ms(abs, left(1_500, 0, 0), 4), Some(19));
        // The last second is never shared out: 1 ms a move.
        assert_eq!(move_time_ms(abs, left(1_000, 0, 0), 4), Some(1));
        // Byo-yomi with no periods and Canadian with no stones are sudden
        // death: shared as absolute time, the last second kept.
        for none in [
            TimeControl::ByoYomi { main_ms: 60_000, periods: 0, period_ms: 1_000 },
            TimeControl::Canadian { main_ms: 60_000, stones: 0, period_ms: 1_000 },
        ] {
            for main_ms in [60_000, 1_500, 1_000] {
                assert_eq!(move_time_ms(none, left(main_ms, 0, 0), 81), move_time_ms(abs, left(main_ms, 0, 0), 81));
            }
        }
        // Canadian overtime: 30 s for 10 stones, 5 left with 10 s.
        let can = TimeControl::Canadian { main_ms: 0, stones: 10, period_ms: 30_000 };
        assert_eq!(move_time_ms(can, left(0, 10_000, 5), 100), Some(1700));
        // A byo-yomi period of 1 s is one move.
        let byo = TimeControl::ByoYomi { main_ms: 0, periods: 3, period_ms: 1_000 };
        assert_eq!(move_time_ms(byo, left(0, 1_000, 0), 100), Some(800));
        // The longest time: three shares, within a fifth of the main time
        // beyond one second; the share itself in overtime.
        assert_eq!(max_move_time_ms(abs, left(60_000, 0, 0), 81), Some(3669));
        assert_eq!(max_move_time_ms(abs, left(2_000, 0, 0), 4), Some(114));
        assert_eq!(max_move_time_ms(abs, left(1_500, 0, 0), 4), Some(57));
        assert_eq!(max_move_time_ms(byo, left(0, 1_000, 0), 100), Some(800));
        assert_eq!(max_move_time_ms(TimeControl::None, TimeLeft::default(), 81), None);
        assert_eq!(
            Budget::Playouts(500).within_clock(abs, left(60_000, 0, 0), 81),
            Budget::Clock { millis: 1223, max_millis: 3669, playouts: 500 }
        );
        assert_eq!(
            Budget::Millis(100).within_clock(abs, left(60_000, 0, 0), 81),
            Budget::Clock { millis: 100, max_millis: 200, playouts: u32::MAX }
        );
        assert_eq!(Budget::Millis(100).within_clock(TimeControl::None, TimeLeft::default(), 81), Budget::Millis(100));
        // Fischer: the share plus 90% of the increment, but the move must
        // fit in the main time left, the increment coming after it (found
        // from outside: 1.5 s main and 2 s increment lost on time at the
        // first move). 60 s and 2 s: 60000 / 40 + 1800 = 3300, 90% (2970)
        // less 100; 1.5 s and 2 s: at most 750, 90% (675) less 100.
        let fischer = TimeControl::Fischer { main_ms: 60_000, increment_ms: 2_000 };
        assert_eq!(move_time_ms(fischer, left(60_000, 0, 0), 81), Some(2870));
        assert_eq!(move_time_ms(fischer, left(1_500, 0, 0), 81), Some(575));
        for main in [1u64, 10, 100, 600, 1_500, 5_000] {
            for empty in [1usize, 81, 361] {
                let most = max_move_time_ms(fischer, left(main, 0, 0), empty).unwrap();
                assert!(most < main.max(2), "{main} ms left, {most} ms to think");
            }
        }
        assert!(TimeControl::Fischer { main_ms: 0, increment_ms: 2_000 }.validate().is_err());
    }

    /// A seat sharing its side's clock with a person spends the main time
    /// at its share per move, not at the overtime's pace; in overtime, or
    /// under sudden death and Fischer, as alone.
    #[test]
    fn a_shared_clock_keeps_the_partners_main_time() {
        let left = |main_ms, period_ms| TimeLeft { main_ms, periods: 3, period_ms, stones: 0, flagged: false };
        // 13x13, 20 s of main time, 3 periods of 2 s: alone 1,250 ms a move
        // (three quarters of a period, 90%, less 100); shared (20000 - 1000)
        // / 84 = 226, 90% in whole tens (198) less a quarter (56).
        let byo = TimeControl::ByoYomi { main_ms: 20_000, periods: 3, period_ms: 2_000 };
        let alone = Budget::Millis(2_000).within_clock(byo, left(20_000, 2_000), 169);
        let shared = Budget::Millis(2_000).within_shared_clock(byo, left(20_000, 2_000), 169);
        assert_eq!(alone, Budget::Clock { millis: 1_250, max_millis: 3_750, playouts: u32::MAX });
        assert_eq!(shared, Budget::Clock { millis: 142, max_millis: 426, playouts: u32::MAX });
        // Canadian likewise; in overtime both are the period's share.
        let can = TimeControl::Canadian { main_ms: 20_000, stones: 5, period_ms: 10_000 };
        let canadian_left = TimeLeft { main_ms: 20_000, periods: 0, period_ms: 10_000, stones: 5, flagged: false };
        assert!(matches!(
            Budget::Millis(2_000).within_shared_clock(can, canadian_left, 169),
            Budget::Clock { millis: 142, .. }
        ));
        for (control, l) in [(byo, left(0, 2_000)), (can, TimeLeft { main_ms: 0, ..canadian_left })] {
            assert_eq!(
                Budget::Millis(2_000).within_shared_clock(control, l, 169),
                Budget::Millis(2_000).within_clock(control, l, 169)
            );
        }
        // Sudden death and Fischer: as alone.
        let abs = TimeControl::Absolute { main_ms: 60_000 };
        let fischer = TimeControl::Fischer { main_ms: 60_000, increment_ms: 2_000 };
        for control in [abs, fischer] {
            assert_eq!(
                Budget::Playouts(500).within_shared_clock(control, left(60_000, 0), 81),
                Budget::Playouts(500).within_clock(control, left(60_000, 0), 81)
            );
        }
    }
}
