//! Team Go seats (source document 000), clocks (RULES.md section 7), Atari Go
//! and Phantom Go (RULES.md section 6).
#![cfg_attr(not(feature = "rengo"), allow(unused))] // helpers serve the rengo tests too

mod common;

use go_core::{
    BoardSize, Color, Game, GameResult, Handicap, IllegalMove, Move, Phase, Point, Rules, Seat, Table, TimeControl,
};

fn pt(x: u8, y: u8) -> Move {
    Move::Play(Point::new(x, y))
}

fn b(n: u8) -> Seat {
    Seat::new(Color::Black, n)
}

fn w(n: u8) -> Seat {
    Seat::new(Color::White, n)
}

/// Plays `count` moves on distinct points of the first rows with each
/// expected seat, checking who is to move before each.
#[cfg(feature = "rengo")]
fn expect_rotation(game: &mut Game, expected: &[Seat]) {
    let width = game.board().size().width();
    for (k, &seat) in expected.iter().enumerate() {
        assert_eq!(game.seat_to_move(), seat, "turn {k}");
        let i = u8::try_from(game.moves().len()).unwrap();
        let mv = pt(i % width, 2 * (i / width));
        game.play_as(seat, mv).unwrap();
        assert_eq!(game.moves().last().unwrap().seat, seat);
    }
}

#[cfg(feature = "rengo")]
mod rengo {
    use super::*;
    use go_core::OutOfTurn;

    #[test]
    fn seed_000_rotation_two_pairs() {
        let table = Table::new(2, 2).unwrap();
        assert_eq!(table.seats_in_order(), vec![b(1), w(1), b(2), w(2)]);
        let mut g = Game::builder(BoardSize::NINETEEN).table(table).build().unwrap();
        expect_rotation(&mut g, &[b(1), w(1), b(2), w(2), b(1), w(1), b(2), w(2)]);
    }

    #[test]
    fn handicap_placement_is_black_1s_turn() {
        // Fixed handicap: W1 moves first, then B2 (000).
        let table = Table::new(2, 2).unwrap();
        let mut g =
            Game::builder(BoardSize::NINETEEN).table(table.clone()).handicap(Handicap::Fixed(3)).build().unwrap();
        expect_rotation(&mut g, &[w(1), b(2), w(2), b(1), w(1)]);
        // Free handicap: B1 places, then W1, B2.
        let mut g = Game::builder(BoardSize::NINETEEN).table(table).handicap(Handicap::Free(2)).build().unwrap();
        assert_eq!(
            g.place_free_handicap_as(b(2), &[Point::new(3, 3), Point::new(15, 15)]).map(|_| ()),
            Err(go_core::GameError::WrongSeat { expected: b(1), got: b(2) })
        );
        g.place_free_handicap_as(b(1), &[Point::new(3, 3), Point::new(15, 15)]).unwrap();
        expect_rotation(&mut g, &[w(1), b(2), w(2), b(1)]);
    }

    #[test]
    fn three_and_three_and_unequal_tables() {
        let mut g = Game::builder(BoardSize::NINETEEN).table(Table::new(3, 3).unwrap()).build().unwrap();
        expect_rotation(&mut g, &[b(1), w(1), b(2), w(2), b(3), w(3), b(1), w(1)]);
        // 2 + 1: White's single player moves every White turn.
        let mut g = Game::builder(BoardSize::NINETEEN).table(Table::new(2, 1).unwrap()).build().unwrap();
        expect_rotation(&mut g, &[b(1), w(1), b(2), w(1), b(1), w(1)]);
        let mut g = Game::builder(BoardSize::NINETEEN)
            .table(Table::new(2, 1).unwrap())
            .handicap(Handicap::Fixed(2))
            .build()
            .unwrap();
        expect_rotation(&mut g, &[w(1), b(2), w(1), b(1)]);
    }

    #[test]
    fn wrong_seat_is_refused_and_a_pass_uses_the_turn() {
        let mut g = Game::builder(BoardSize::NINE).table(Table::new(2, 2).unwrap()).build().unwrap();
        let before = g.board().clone();
        assert_eq!(g.play_as(b(2), pt(0, 0)).map(|_| ()), Err(IllegalMove::WrongSeat { expected: b(1), got: b(2) }));
        assert_eq!(g.play_as(w(1), pt(0, 0)).map(|_| ()), Err(IllegalMove::WrongSeat { expected: b(1), got: w(1) }));
        assert_eq!(g.play_as(b(3), pt(0, 0)).map(|_| ()), Err(IllegalMove::UnknownSeat(b(3))));
        assert_eq!(*g.board(), before);
        assert!(g.moves().is_empty());
        g.pass_as(b(1)).unwrap();
        assert_eq!(g.seat_to_move(), w(1));
        g.play_as(w(1), pt(4, 4)).unwrap();
        assert_eq!(g.seat_to_move(), b(2));
        // Two passes in a row, one by each pair, end play.
        g.pass_as(b(2)).unwrap();
        g.pass_as(w(2)).unwrap();
        assert_eq!(g.phase(), Phase::Counting);
        // The count's calls by seat judge the phase before the seat, as
        // moves do (found from outside: an unknown seat in a finished game
        // was UnknownSeat for these, WrongPhase for a resignation).
        assert_eq!(g.propose_as(b(3)), Err(go_core::GameError::UnknownSeat(b(3))));
        g.propose_as(b(1)).unwrap();
        g.accept_as(w(2)).unwrap();
        assert_eq!(g.phase(), Phase::Finished);
        let wrong_phase = |r: Result<(), go_core::GameError>| matches!(r, Err(go_core::GameError::WrongPhase { .. }));
        assert!(wrong_phase(g.propose_as(b(3))));
        assert!(wrong_phase(g.accept_as(w(9)).map(|_| ())));
        assert!(wrong_phase(g.reject_as(w(9))));
        assert!(wrong_phase(g.toggle_dead_chain_as(b(9), Point::new(4, 4)).map(|_| ())));
        assert!(wrong_phase(g.toggle_dead_region_as(b(9), Point::new(4, 4)).map(|_| ())));
    }

    #[test]
    fn a_partners_resignation_timeout_or_leaving_loses_for_the_pair() {
        let table = Table::new(2, 2).unwrap();
        let mut g = Game::builder(BoardSize::NINE).table(table.clone()).build().unwrap();
        assert_eq!(g.resign_as(w(2)).unwrap(), GameResult::Resignation { winner: Color::Black });
        let mut g = Game::builder(BoardSize::NINE).table(table.clone()).build().unwrap();
        assert_eq!(g.leave(b(2)).unwrap().to_string(), "W+F");
        // B2 runs the pair's shared clock out during B1's... the pair's turn.
        let mut g = Game::builder(BoardSize::NINE)
            .table(table)
            .time_control(TimeControl::Absolute { main_ms: 1000 })
            .build()
            .unwrap();
        g.start_clock(0).unwrap();
        g.play_as_at(b(1), pt(0, 0), 600).unwrap();
        g.play_as_at(w(1), pt(8, 8), 700).unwrap();
        // B2 has only the 400 ms B1 left the pair.
        assert_eq!(g.time_left(Color::Black, 700).unwrap().main_ms, 400);
        // A seat the table lacks is refused before the flag is looked at,
        // and changes nothing (found from outside: it ended the game).
        assert_eq!(g.play_as_at(b(3), pt(1, 1), 1101).map(|_| ()), Err(IllegalMove::UnknownSeat(b(3))));
        assert_eq!(g.play_as_at(w(7), pt(1, 1), 5000).map(|_| ()), Err(IllegalMove::UnknownSeat(w(7))));
        assert_eq!(g.result(), None);
        assert_eq!(g.moves().len(), 2);
        // A known seat out of turn still shows the flag's fall.
        assert_eq!(g.play_as_at(b(2), pt(1, 1), 1101).map(|_| ()), Err(IllegalMove::TimeExpired(Color::Black)));
        assert_eq!(g.result().unwrap().to_string(), "W+T");
    }

    #[test]
    fn pair_go_penalty_instead_of_refusal() {
        let table = Table::new(2, 2).unwrap().with_out_of_turn(OutOfTurn::PairGoPenalty);
        let mut g = Game::builder(BoardSize::NINE).rules(Rules::chinese()).table(table).build().unwrap();
        g.play_as(b(1), pt(2, 2)).unwrap();
        g.play_as(w(1), pt(6, 6)).unwrap();
        // B1 plays in B2's turn: the stone stays, White gets 3 points, and
        // the rotation continues from the seat after the offender, as if
        // B1 had moved in its own turn: W1 (found from outside: W2 came
        // next, White's rotation left as it stood).
        let record = g.play_as(b(1), pt(2, 6)).unwrap().clone();
        assert!(record.out_of_turn);
        assert_eq!(record.seat, b(1));
        assert_eq!(g.seat_to_move(), w(1));
        // The other colour in the wrong turn is still refused.
        assert!(matches!(g.play_as(b(2), pt(0, 0)), Err(IllegalMove::WrongSeat { .. })));
        g.play_as(w(1), pt(6, 2)).unwrap();
        assert_eq!(g.seat_to_move(), b(2));
        let s = g.score();
        assert_eq!((s.black.penalty, s.white.penalty), (0, 3));
        // Area: Black 2 stones, White 2 stones; komi 7.5 + 3 penalty.
        assert_eq!(s.margin, 15 + 6);
        // Undo gives the points back and restores the rotation.
        g.undo().unwrap();
        g.undo().unwrap();
        assert_eq!(g.score().white.penalty, 0);
        assert_eq!(g.seat_to_move(), b(2));
        // A pass out of turn costs the same, and its undo gives it back.
        assert!(g.play_as(b(1), Move::Pass).unwrap().out_of_turn);
        assert_eq!(g.penalties().white, 3);
        g.undo().unwrap();
        assert_eq!(g.penalties(), go_core::ByColor::new(0, 0));
        assert_eq!(Game::from_record(&g.record()).unwrap().penalties(), g.penalties());
    }

    /// The same when White moves first (a setup with White to move) and
    /// after the player to move was set: the two sides' order stays the
    /// game's (found from outside: the rule took Black to move first).
    #[test]
    fn pair_go_order_after_white_first_or_a_set_player() {
        let table = Table::new(2, 2).unwrap().with_out_of_turn(OutOfTurn::PairGoPenalty);
        // White first: W1 B1 W2 B2; after four moves W1 is due, and W2
        // moving then is followed by B2, then W1.
        let mut g = Game::builder(BoardSize::NINE)
            .rules(Rules::chinese())
            .table(table.clone())
            .to_move(Color::White)
            .build()
            .unwrap();
        for x in 0..4 {
            g.play_as(g.seat_to_move(), pt(x, 0)).unwrap();
        }
        assert_eq!(g.seat_to_move(), w(1));
        assert!(g.play_as(w(2), pt(4, 4)).unwrap().out_of_turn);
        assert_eq!(g.seat_to_move(), b(2));
        g.play_as(b(2), pt(4, 6)).unwrap();
        assert_eq!(g.seat_to_move(), w(1));
        assert_eq!(Game::from_record(&g.record()).unwrap().seat_to_move(), w(1));
        // Black twice (the player to move set between), then W2 in W1's
        // turn: B2 follows, as after W2's own turn.
        let mut g = Game::builder(BoardSize::NINE).rules(Rules::chinese()).table(table).build().unwrap();
        g.play_as(b(1), pt(0, 0)).unwrap();
        g.set_player(Color::Black).unwrap();
        g.play_as(b(2), pt(1, 0)).unwrap();
        assert_eq!(g.seat_to_move(), w(1));
        assert!(g.play_as(w(2), pt(4, 4)).unwrap().out_of_turn);
        assert_eq!(g.seat_to_move(), b(2));
    }

    /// The order after each seat's move out of turn at a table of two a
    /// side (B1 W1 B2 W2), and at one of three Black seats against two
    /// (the order B1 W1 B2 W2 B3 W1 B1 W2 ...): play continues as if the
    /// offender had moved in their own turn (RULES.md section 6; the
    /// European Go Federation's Pair Go rules). The record rebuilds the
    /// same order, and undo restores the one before.
    #[test]
    fn pair_go_order_continues_from_the_offender() {
        let pair_go = |black, white| Table::new(black, white).unwrap().with_out_of_turn(OutOfTurn::PairGoPenalty);
        let new_game = |table| Game::builder(BoardSize::NINE).rules(Rules::chinese()).table(table).build().unwrap();
        // (moves in turn before, the offender, the seat due after it)
        let cases: [(Table, usize, Seat, Seat); 6] = [
            (pair_go(2, 2), 0, b(2), w(2)),
            (pair_go(2, 2), 1, w(2), b(1)),
            (pair_go(2, 2), 2, b(1), w(1)),
            (pair_go(2, 2), 3, w(1), b(2)),
            // B3 in B2's turn (the third move): W1 follows B3.
            (pair_go(3, 2), 2, b(3), w(1)),
            // B1 in B3's turn (the fifth move): its next turn is the
            // seventh move, so W2 follows.
            (pair_go(3, 2), 4, b(1), w(2)),
        ];
        for (table, before, offender, due) in cases {
            let mut g = new_game(table.clone());
            for k in 0..before {
                let x = u8::try_from(k).unwrap();
                g.play_as(g.seat_to_move(), pt(x, 0)).unwrap();
            }
            let was = g.seat_to_move();
            assert_ne!(was, offender);
            assert!(g.play_as(offender, pt(4, 4)).unwrap().out_of_turn);
            assert_eq!(g.seat_to_move(), due, "{offender} moving after {before} moves, {table:?}");
            assert_eq!(Game::from_record(&g.record()).unwrap().seat_to_move(), due);
            // The seat due then moves in turn: no second penalty.
            g.play_as(due, pt(4, 6)).unwrap();
            assert_eq!(g.penalties()[offender.color.opponent()], 3);
            assert_eq!(g.penalties()[offender.color], 0);
            g.undo().unwrap();
            g.undo().unwrap();
            assert_eq!(g.seat_to_move(), was);
        }
    }

    #[test]
    fn teams_are_refused_for_phantom_go() {
        #[cfg(feature = "phantom")]
        {
            let g = Game::builder(BoardSize::NINE).table(Table::new(2, 2).unwrap()).build().unwrap();
            assert!(matches!(
                go_core::PhantomGame::new(g, go_core::RefereeConvention::IllegalOnly),
                Err(go_core::SetupError::Incompatible(_))
            ));
        }
    }
}

/// A referee only takes moves: a game still waiting for its free handicap
/// is refused (the referee once took it and could never move), and the same
/// game with the handicap placed is taken, hidden from White.
#[cfg(feature = "phantom")]
#[test]
fn phantom_go_takes_a_free_handicap_once_placed() {
    use go_core::{PhantomGame, RefereeConvention, SetupError};
    let mut g = Game::builder(BoardSize::NINE).handicap(Handicap::Free(2)).build().unwrap();
    assert!(matches!(PhantomGame::new(g.clone(), RefereeConvention::IllegalOnly), Err(SetupError::Incompatible(_))));
    g.place_free_handicap(&[Point::new(2, 2), Point::new(6, 6)]).unwrap();
    let mut ph = PhantomGame::new(g, RefereeConvention::IllegalOnly).unwrap();
    assert_eq!(ph.view(Color::White).stone_count(Color::Black), 0);
    assert_eq!(ph.view(Color::Black).stone_count(Color::Black), 2);
    ph.try_move(Move::Play(Point::new(4, 4))).unwrap();
    assert_eq!((ph.game().phase(), ph.game().to_move(), ph.game().moves().len()), (Phase::Playing, Color::Black, 1));
}

#[cfg(not(feature = "rengo"))]
#[test]
fn without_rengo_a_side_has_one_seat() {
    assert!(matches!(Table::new(2, 2), Err(go_core::SetupError::InvalidSeats { .. })));
    assert!(Table::new(1, 1).is_ok());
}

mod clocks {
    use super::*;

    fn timed(control: TimeControl) -> Game {
        let mut g = Game::builder(BoardSize::NINE).time_control(control).build().unwrap();
        g.start_clock(1_000).unwrap();
        g
    }

    /// Found from outside: a timestamp earlier than the running clock's
    /// start was taken as the start itself, so `time_left` answered the
    /// side's full time and `check_time` saw no flag. Both now refuse it,
    /// as a timed move does, and the game is unchanged.
    #[test]
    fn a_timestamp_before_the_running_clock_is_refused() {
        let mut g = timed(TimeControl::Absolute { main_ms: 5_000 });
        g.play_at(pt(0, 0), 3_000).unwrap();
        let before = g.record();
        let backwards = go_core::IllegalMove::ClockBackwards { at_ms: 2_999, since_ms: 3_000 };
        assert_eq!(g.time_left(Color::White, 2_999), Err(backwards.clone()));
        assert_eq!(g.time_left(Color::Black, 2_999), Err(backwards.clone()));
        assert_eq!(g.check_time(2_999), Err(backwards.clone()));
        assert_eq!(g.record(), before);
        assert_eq!(g.time_left(Color::Black, 3_000).unwrap().main_ms, 3_000);
        // A game with no clock running compares no timestamps.
        let mut untimed = Game::new(BoardSize::NINE, Rules::chinese());
        untimed.play_at(pt(0, 0), 10).unwrap();
        assert_eq!(untimed.check_time(0), Ok(None));
        assert_eq!(untimed.time_left(Color::Black, 0).unwrap(), untimed.time_left(Color::Black, 10).unwrap());
    }

    #[test]
    fn absolute_flag_falls_one_millisecond_after_the_time() {
        let mut g = timed(TimeControl::Absolute { main_ms: 5_000 });
        // Black may use exactly all of it.
        assert!(!g.time_left(Color::Black, 6_000).unwrap().flagged);
        assert_eq!(g.check_time(6_000).unwrap(), None);
        assert!(g.time_left(Color::Black, 6_001).unwrap().flagged);
        g.play_at(pt(0, 0), 6_000).unwrap();
        assert_eq!(g.time_left(Color::Black, 9_999).unwrap().main_ms, 0);
        assert_eq!(g.time_left(Color::White, 7_000).unwrap().main_ms, 4_000);
        assert_eq!(g.check_time(11_001).unwrap(), Some(GameResult::Time { winner: Color::Black }));
        assert_eq!(g.phase(), Phase::Finished);
    }

    #[test]
    fn timestamps_may_not_go_backwards() {
        let mut g = timed(TimeControl::Absolute { main_ms: 5_000 });
        assert_eq!(
            g.play_at(pt(0, 0), 999).map(|_| ()),
            Err(IllegalMove::ClockBackwards { at_ms: 999, since_ms: 1_000 })
        );
        assert!(g.moves().is_empty());
    }

    #[test]
    fn fischer_adds_the_increment() {
        let mut g = timed(TimeControl::Fischer { main_ms: 1_000, increment_ms: 500 });
        g.play_at(pt(0, 0), 1_800).unwrap();
        assert_eq!(g.time_left(Color::Black, 1_800).unwrap().main_ms, 700);
    }

    #[test]
    fn byo_yomi_periods_at_exact_boundaries() {
        let control = TimeControl::ByoYomi { main_ms: 1_000, periods: 3, period_ms: 100 };
        // Using main time plus exactly one period keeps all periods.
        let mut g = timed(control);
        g.play_at(pt(0, 0), 1_000 + 1_000 + 100).unwrap();
        let left = g.time_left(Color::Black, 2_100).unwrap();
        assert_eq!((left.main_ms, left.periods, left.period_ms), (0, 3, 100));
        // One millisecond more costs a period.
        let mut g = timed(control);
        g.play_at(pt(0, 0), 2_101).unwrap();
        let left = g.time_left(Color::Black, 2_101).unwrap();
        assert_eq!((left.periods, left.period_ms), (2, 100));
        // In overtime: a move within the period keeps it and resets it.
        g.play_at(pt(8, 8), 2_200).unwrap();
        assert_eq!(g.time_left(Color::Black, 2_250).unwrap().period_ms, 50);
        g.play_at(pt(1, 1), 2_300).unwrap();
        assert_eq!(g.time_left(Color::Black, 2_300).unwrap().periods, 2);
        // Using the last two periods entirely (200 ms) is allowed; 201 is not.
        g.play_at(pt(7, 7), 2_300).unwrap();
        assert!(!g.time_left(Color::Black, 2_500).unwrap().flagged);
        assert_eq!(g.time_left(Color::Black, 2_500).unwrap().periods, 1);
        assert!(g.time_left(Color::Black, 2_501).unwrap().flagged);
        assert_eq!(g.play_at(pt(2, 2), 2_501).map(|_| ()), Err(IllegalMove::TimeExpired(Color::Black)));
        assert_eq!(g.result().unwrap().to_string(), "W+T");
    }

    #[test]
    fn canadian_stones_at_exact_boundaries() {
        let control = TimeControl::Canadian { main_ms: 0, stones: 2, period_ms: 1_000 };
        let mut g = timed(control);
        // Black: two moves in 1000 ms, the second exactly at the end.
        g.play_at(pt(0, 0), 1_400).unwrap();
        let left = g.time_left(Color::Black, 1_400).unwrap();
        assert_eq!((left.stones, left.period_ms), (1, 600));
        g.play_at(pt(8, 8), 1_400).unwrap(); // White's first
        g.play_at(pt(1, 1), 2_000).unwrap(); // 600 ms more: exactly the rest
        let left = g.time_left(Color::Black, 2_000).unwrap();
        assert_eq!((left.stones, left.period_ms), (2, 1_000), "a new period after two stones");
        g.play_at(pt(7, 7), 2_000).unwrap();
        // A new period: 1000 ms for two stones; 1001 ms for the first is too much.
        assert!(g.time_left(Color::Black, 3_001).unwrap().flagged);
        assert!(!g.time_left(Color::Black, 3_000).unwrap().flagged);
    }

    fn free_handicap(control: TimeControl) -> Game {
        Game::builder(BoardSize::NINE).handicap(Handicap::Free(2)).time_control(control).build().unwrap()
    }

    const STONES: [Point; 2] = [Point::new(2, 2), Point::new(6, 6)];

    /// A free handicap's placement is Black's first turn (RULES.md section
    /// 5), and so on Black's clock (found from outside: the clocks could
    /// start only once the stones were placed, so the placement was never
    /// timed). Black's clock runs from `start_clock`, the placement charges
    /// it as a move, and White's clock starts.
    #[test]
    fn a_free_handicap_is_placed_on_blacks_clock() {
        let mut g = free_handicap(TimeControl::Fischer { main_ms: 10_000, increment_ms: 1_000 });
        assert_eq!(g.phase(), Phase::HandicapPlacement);
        g.start_clock(1_000).unwrap();
        assert_eq!(g.time_left(Color::Black, 4_000).unwrap().main_ms, 7_000);
        assert_eq!(g.time_left(Color::White, 4_000).unwrap().main_ms, 10_000);
        g.place_free_handicap_at(&STONES, 4_000).unwrap();
        assert_eq!(g.phase(), Phase::Playing);
        assert_eq!(g.to_move(), Color::White);
        // 3 s spent, then the increment: Black's first turn made.
        assert_eq!(g.time_left(Color::Black, 9_000).unwrap().main_ms, 8_000);
        assert_eq!(g.time_left(Color::White, 6_500).unwrap().main_ms, 7_500);
        g.play_at(pt(4, 4), 6_500).unwrap();
        assert_eq!(g.time_left(Color::Black, 6_500).unwrap().main_ms, 8_000);
        // The record rebuilds the same clocks, and undo keeps them.
        let again = Game::from_record(&g.record()).unwrap();
        assert_eq!(again.time_left(Color::White, 7_000), g.time_left(Color::White, 7_000));
        assert_eq!(again.time_left(Color::Black, 7_000), g.time_left(Color::Black, 7_000));
        g.undo().unwrap();
        assert_eq!(g.time_left(Color::White, 6_500).unwrap().main_ms, 7_500);
        assert_eq!(g.free_handicap_points(), Some(&STONES[..]));
    }

    /// Black's flag falls while the stones are still to be placed: the game
    /// ends on time, won by White, whether the clock is looked at or the
    /// placement comes too late.
    #[test]
    fn blacks_flag_falls_during_the_placement() {
        let control = TimeControl::Absolute { main_ms: 2_000 };
        let mut g = free_handicap(control);
        g.start_clock(0).unwrap();
        assert_eq!(g.check_time(2_000), Ok(None));
        assert_eq!(g.check_time(2_001), Ok(Some(GameResult::Time { winner: Color::White })));
        assert_eq!(g.phase(), Phase::Finished);
        let mut g = free_handicap(control);
        g.start_clock(0).unwrap();
        assert_eq!(
            g.place_free_handicap_at(&STONES, 2_001),
            Err(go_core::GameError::Illegal(IllegalMove::TimeExpired(Color::Black)))
        );
        assert_eq!(g.result().unwrap().to_string(), "W+T");
        assert_eq!(g.board().stone_count(Color::Black), 0);
    }

    /// A refused placement changes nothing, the clock included; a
    /// timestamp before the clock's start is refused before the list is
    /// looked at; without `start_clock` the placement's timestamp starts
    /// Black's clock (the placement costs nothing) and White's runs.
    #[test]
    fn a_refused_timed_placement_changes_nothing() {
        let control = TimeControl::ByoYomi { main_ms: 0, periods: 2, period_ms: 5_000 };
        let mut g = free_handicap(control);
        g.start_clock(1_000).unwrap();
        let before = g.record();
        let backwards = IllegalMove::ClockBackwards { at_ms: 999, since_ms: 1_000 };
        assert_eq!(g.place_free_handicap_at(&[], 999), Err(go_core::GameError::Illegal(backwards)));
        assert!(g.place_free_handicap_at(&STONES[..1], 2_000).is_err());
        assert!(g.place_free_handicap_as_at(Seat::new(Color::White, 1), &STONES, 2_000).is_err());
        assert_eq!(g.record(), before);
        assert_eq!(g.time_left(Color::Black, 3_000).unwrap().period_ms, 3_000);
        // Byo-yomi: the placement within the period keeps both periods.
        g.place_free_handicap_as_at(Seat::first(Color::Black), &STONES, 3_000).unwrap();
        let left = g.time_left(Color::Black, 3_000).unwrap();
        assert_eq!((left.periods, left.period_ms), (2, 5_000));
        assert_eq!(g.time_left(Color::White, 4_000).unwrap().period_ms, 4_000);

        let mut g = free_handicap(control);
        g.place_free_handicap_at(&STONES, 7_000).unwrap();
        assert_eq!(g.time_left(Color::Black, 9_000).unwrap().period_ms, 5_000);
        assert_eq!(g.time_left(Color::White, 9_000).unwrap().period_ms, 3_000);
        // A placement dated before the running clock's start is refused
        // whatever the list: time does not run backwards.
        let mut g = free_handicap(control);
        g.start_clock(5_000).unwrap();
        assert!(g.place_free_handicap_at(&STONES, 4_000).is_err());
    }

    /// Found from outside: a game ended by a resignation, a loss on time
    /// declared or a seat leaving kept the running clock going, so the
    /// loser's flag "fell" after the end, or, after White's `time_out`,
    /// Black's. The clocks stop when the game ends.
    #[test]
    fn the_clocks_stop_when_the_game_ends() {
        let mut g = timed(TimeControl::Absolute { main_ms: 5_000 });
        g.play_at(pt(0, 0), 2_000).unwrap();
        g.resign().unwrap();
        assert_eq!(g.time_left(Color::White, 100_000).unwrap().main_ms, 5_000);
        assert_eq!(g.time_left(Color::Black, 100_000).unwrap().main_ms, 4_000);
        let mut g = timed(TimeControl::Absolute { main_ms: 5_000 });
        g.time_out(Color::White).unwrap();
        assert!(!g.time_left(Color::Black, 100_000).unwrap().flagged);
        assert_eq!(g.check_time(100_000), Ok(None));
        // A rebuilt record stops them too.
        let again = Game::from_record(&g.record()).unwrap();
        assert!(!again.time_left(Color::Black, 100_000).unwrap().flagged);
        // Two passes, the second untimed: the count begins with the clocks
        // stopped, and no flag falls during it.
        let mut g = timed(TimeControl::Absolute { main_ms: 5_000 });
        g.play_at(pt(4, 4), 2_000).unwrap();
        g.play(Move::Pass).unwrap();
        g.play(Move::Pass).unwrap();
        assert_eq!(g.phase(), Phase::Counting);
        assert!(!g.time_left(Color::White, 100_000).unwrap().flagged);
        assert_eq!(g.check_time(100_000), Ok(None));
        assert_eq!(g.phase(), Phase::Counting);
    }

    /// Found from outside: an untimed move (or placement) leaves the
    /// mover's clock running into the other side's turn, as documented;
    /// when that clock's flag then falls, the error named the side to move,
    /// which had won. It names the side whose clock ran.
    #[test]
    fn the_flag_error_names_the_side_whose_clock_ran() {
        let mut g = free_handicap(TimeControl::Absolute { main_ms: 10_000 });
        g.start_clock(0).unwrap();
        g.place_free_handicap(&STONES).unwrap();
        assert_eq!(g.to_move(), Color::White);
        assert_eq!(g.play_at(pt(4, 4), 12_000).map(|_| ()), Err(IllegalMove::TimeExpired(Color::Black)));
        assert_eq!(g.result(), Some(GameResult::Time { winner: Color::White }));
    }

    /// The flag is looked at before the seat, for a placement as for a
    /// move: a placement by the wrong seat after Black's flag fell ends the
    /// game on time.
    #[cfg(feature = "rengo")]
    #[test]
    fn a_late_placement_by_any_seat_ends_the_game_on_time() {
        let mut g = Game::builder(BoardSize::NINE)
            .table(Table::new(2, 2).unwrap())
            .handicap(Handicap::Free(2))
            .time_control(TimeControl::Absolute { main_ms: 5_000 })
            .build()
            .unwrap();
        g.start_clock(0).unwrap();
        assert_eq!(
            g.place_free_handicap_as_at(Seat::new(Color::Black, 2), &STONES, 4_000),
            Err(go_core::GameError::WrongSeat { expected: Seat::first(Color::Black), got: Seat::new(Color::Black, 2) })
        );
        // A seat the table lacks is refused first, the game unchanged
        // (found from outside: it ended the game on time).
        assert_eq!(
            g.place_free_handicap_as_at(Seat::new(Color::Black, 3), &STONES, 6_000),
            Err(go_core::GameError::UnknownSeat(Seat::new(Color::Black, 3)))
        );
        assert_eq!(g.result(), None);
        assert_eq!(
            g.place_free_handicap_as_at(Seat::new(Color::Black, 2), &STONES, 6_000),
            Err(go_core::GameError::Illegal(IllegalMove::TimeExpired(Color::Black)))
        );
        assert_eq!(g.result(), Some(GameResult::Time { winner: Color::White }));
    }

    /// No byo-yomi periods, or Canadian periods of no stones, mean no
    /// overtime: the flag falls one millisecond after the main time.
    #[test]
    fn zero_periods_mean_no_overtime() {
        for control in [
            TimeControl::ByoYomi { main_ms: 1_000, periods: 0, period_ms: 500 },
            TimeControl::Canadian { main_ms: 1_000, stones: 0, period_ms: 500 },
        ] {
            let g = timed(control);
            // `timed` starts the clock at 1000 ms.
            assert!(!g.time_left(Color::Black, 2_000).unwrap().flagged, "{control:?}");
            assert!(g.time_left(Color::Black, 2_001).unwrap().flagged, "{control:?}");
            let mut g = timed(control);
            g.play_at(pt(0, 0), 1_500).unwrap();
            g.play_at(pt(8, 8), 1_500).unwrap();
            assert_eq!(
                g.play_at(pt(1, 1), 2_001).map(|_| ()),
                Err(IllegalMove::TimeExpired(Color::Black)),
                "{control:?}"
            );
        }
    }
}

#[cfg(feature = "atari")]
mod atari {
    use super::*;
    use go_core::AtariGo;

    #[test]
    fn first_capture_wins() {
        let mut g = Game::builder(BoardSize::NINE).atari_go(AtariGo::first_capture()).build().unwrap();
        for mv in [pt(1, 0), pt(0, 0), pt(0, 1)] {
            g.play(mv).unwrap();
        }
        assert_eq!(g.result(), Some(GameResult::Capture { winner: Color::Black }));
        assert_eq!(g.result().unwrap().reason(), "capture");
        assert_eq!(g.result().unwrap().to_string(), "B+");
        assert_eq!(g.phase(), Phase::Finished);
        // A move finished it, so undo reopens the game.
        g.undo().unwrap();
        assert_eq!(g.phase(), Phase::Playing);
    }

    #[test]
    fn n_stones_and_counting_when_nobody_captures() {
        let mut g = Game::builder(BoardSize::NINE).atari_go(AtariGo::captures(2).unwrap()).build().unwrap();
        for mv in [pt(1, 0), pt(0, 0), pt(0, 1)] {
            g.play(mv).unwrap();
        }
        assert_eq!(g.phase(), Phase::Playing, "one stone is not enough");
        let mut g = Game::builder(BoardSize::NINE).atari_go(AtariGo::first_capture()).build().unwrap();
        g.play(pt(4, 4)).unwrap();
        g.pass().unwrap();
        g.pass().unwrap();
        assert_eq!(g.phase(), Phase::Counting, "no capture: counted normally");
    }

    /// Stones a side removes by its own suicide count as captured by the
    /// other side (as prisoners count them), so in Atari Go they win the
    /// game for it at once (found from outside: a three-stone suicide under
    /// New Zealand rules left the game going, the prisoners counted).
    #[test]
    fn a_suicide_gives_the_opponent_its_capture() {
        for (goal, wins) in [(1, true), (2, true), (3, false)] {
            let mut g = Game::builder(BoardSize::NINE)
                .rules(Rules::new_zealand())
                .atari_go(AtariGo::captures(goal).unwrap())
                .build()
                .unwrap();
            for mv in [pt(1, 0), pt(0, 0), pt(1, 1), pt(5, 5), pt(0, 2)] {
                g.play(mv).unwrap();
            }
            let record = g.play(pt(0, 1)).unwrap().clone();
            assert_eq!(record.suicided.len(), 2, "White's two stones");
            assert_eq!(g.prisoners().black, 2);
            let expected = wins.then_some(GameResult::Capture { winner: Color::Black });
            assert_eq!(g.result(), expected, "goal {goal}");
            // Undo takes the suicide and its capture back.
            g.undo().unwrap();
            assert_eq!((g.result(), g.phase(), g.prisoners().black), (None, Phase::Playing, 0));
            g.play(pt(0, 1)).unwrap();
            assert_eq!(g.result(), expected, "goal {goal}, again");
        }
    }
}

#[cfg(feature = "phantom")]
mod phantom {
    use super::*;
    #[cfg(feature = "toroidal")]
    use go_core::Topology;
    use go_core::{Announcement, PhantomGame, RefereeConvention, TryOutcome};

    /// Found from outside: the referee handed out its whole inner game
    /// after play, through which an undo or a hidden move went through, and
    /// the referee's own record was then refused by `from_record`. After
    /// play only the counting actions are offered (`PhantomCounting`); a
    /// count rejected, play resumed in the dark, and a count accepted give a
    /// record that reads back to the same referee.
    #[test]
    fn after_play_only_the_count_and_the_record_reads_back() {
        let game = Game::new(BoardSize::NINE, Rules::chinese());
        let mut ph = PhantomGame::new(game, RefereeConvention::IllegalWithReason).unwrap();
        for mv in [pt(2, 2), Move::Pass, Move::Pass] {
            ph.try_move(mv).unwrap();
        }
        {
            let mut counting = ph.game_after_play().unwrap();
            assert_eq!(counting.game().phase(), Phase::Counting);
            counting.propose(Color::Black).unwrap();
            counting.reject(Color::White).unwrap();
        }
        // Play resumed: the board is hidden again, the referee takes tries.
        assert!(ph.game_after_play().is_none());
        assert!(matches!(ph.try_move(pt(2, 2)).unwrap(), TryOutcome::TryAgain { .. }));
        for mv in [pt(6, 6), Move::Pass, Move::Pass] {
            ph.try_move(mv).unwrap();
        }
        let mut counting = ph.game_after_play().unwrap();
        assert_eq!(counting.score(), counting.game().score());
        counting.toggle_dead_chain(Point::new(6, 6)).unwrap();
        counting.propose(Color::White).unwrap();
        let result = counting.accept(Color::Black).unwrap();
        assert_eq!(ph.game().result(), Some(result));
        let again = PhantomGame::from_record(&ph.record()).unwrap();
        assert_eq!(again.record(), ph.record());
        assert_eq!(again.game().result(), Some(result));
    }

    const CONVENTIONS: [RefereeConvention; 4] = [
        RefereeConvention::IllegalOnly,
        RefereeConvention::IllegalWithReason,
        RefereeConvention::AtariAnnouncements,
        RefereeConvention::CaptureWithPoints,
    ];

    /// The computer player never searches a Phantom Go game whole (it
    /// would see the hidden stones): `Bot::check_game` refuses it, the
    /// GTP engine's `genmove` answers an error and leaves the game as it
    /// was, and the referee's own-view call still plays.
    #[cfg(all(feature = "bot", feature = "gtp"))]
    #[test]
    fn the_bot_does_not_search_a_phantom_game_whole() {
        use go_core::{Bot, BotConfig, ErrorKind, GameError, GameSetup, GtpEngine, Variant};
        let size = BoardSize::square(5).unwrap();
        let setup = GameSetup::new(size).with_variant(Variant::Phantom(RefereeConvention::IllegalOnly));
        let mut hidden = Game::from_setup(setup).unwrap();
        hidden.play(pt(2, 2)).unwrap();
        assert_eq!(Bot::check_game(&hidden), Err(GameError::HiddenInformation));
        assert_eq!(GameError::HiddenInformation.kind(), ErrorKind::HiddenInformation);
        assert_eq!(Bot::check_game(&Game::new(BoardSize::square(5).unwrap(), common::simple_ko_rules())), Ok(()));
        let mut ph =
            PhantomGame::new(Game::new(size, common::simple_ko_rules()), RefereeConvention::IllegalOnly).unwrap();
        ph.try_move(pt(2, 2)).unwrap();
        let bot = Bot::new(BotConfig::with_playouts(50));
        let mv = bot.choose_phantom_move(&ph);
        assert!(mv == Move::Pass || ph.view(Color::White).get(mv.point().unwrap()).is_none());
        // GTP: a record with PG[...] loads as a Phantom Go game.
        let dir = std::env::temp_dir().join(format!("go-core-phantom-genmove-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("phantom.sgf");
        std::fs::write(&file, "(;GM[1]FF[4]SZ[5]PG[illegal-only];B[cc])").unwrap();
        let mut engine = GtpEngine::new();
        let load = format!("loadsgf {}", file.display());
        assert_eq!(engine.handle_line(load.as_bytes()).unwrap().to_string(), "= \n\n");
        assert!(engine.game().variant().phantom().is_some());
        let before = engine.game().record();
        let answer = engine.handle_line(b"genmove white").unwrap().to_string();
        assert!(answer.starts_with("? ") && answer.contains("hidden"), "{answer}");
        assert_eq!(engine.game().record(), before, "the refused genmove changed nothing");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Found from outside: a Phantom Go game could not end by resignation,
    /// leaving or time, and took a clock that never ran.
    #[test]
    fn phantom_games_end_by_resignation_leaving_or_time() {
        use go_core::{GameError, GameResult, SetupError, TimeControl};
        let size = BoardSize::square(5).unwrap();
        let mut ph =
            PhantomGame::new(Game::new(size, common::simple_ko_rules()), RefereeConvention::IllegalOnly).unwrap();
        ph.try_move(pt(2, 2)).unwrap();
        assert!(ph.reveal().is_none());
        // White is to move: Black resigns out of its turn.
        assert_eq!(ph.resign(Color::Black), Ok(GameResult::Resignation { winner: Color::White }));
        assert_eq!(ph.game().phase(), go_core::Phase::Finished);
        assert!(ph.reveal().is_some());
        assert!(matches!(ph.resign(Color::White), Err(GameError::WrongPhase { .. })));
        assert_eq!(ph.game().result(), Some(GameResult::Resignation { winner: Color::White }));
        // The end is announced to both (found from outside: neither log
        // told a player that the other had resigned, left or run out of
        // time); the refused second resignation adds nothing.
        let over = |result| Announcement::GameOver { result };
        let resigned = over(GameResult::Resignation { winner: Color::White });
        assert_eq!(ph.log(Color::Black), std::slice::from_ref(&resigned));
        assert_eq!(ph.log(Color::White), [Announcement::Moved { by: Color::Black }, resigned]);
        let mut left =
            PhantomGame::new(Game::new(size, common::simple_ko_rules()), RefereeConvention::IllegalOnly).unwrap();
        assert_eq!(left.leave(Color::White), Ok(GameResult::Forfeit { winner: Color::Black }));
        for color in [Color::Black, Color::White] {
            assert_eq!(left.log(color), [over(GameResult::Forfeit { winner: Color::Black })]);
        }
        let mut timed =
            PhantomGame::new(Game::new(size, common::simple_ko_rules()), RefereeConvention::IllegalOnly).unwrap();
        assert_eq!(timed.time_out(Color::Black), Ok(GameResult::Time { winner: Color::White }));
        for color in [Color::Black, Color::White] {
            assert_eq!(timed.log(color), [over(GameResult::Time { winner: Color::White })]);
        }
        let clocked = Game::builder(size).time_control(TimeControl::Absolute { main_ms: 1000 }).build().unwrap();
        assert!(matches!(PhantomGame::new(clocked, RefereeConvention::IllegalOnly), Err(SetupError::Incompatible(_))));
    }

    /// A scripted game: White captures a black stone in the corner after
    /// Black blunders into White's hidden stones.
    #[test]
    fn scripted_game_under_every_convention() {
        for convention in CONVENTIONS {
            let game = Game::new(BoardSize::square(5).unwrap(), common::simple_ko_rules());
            let mut ph = PhantomGame::new(game, convention).unwrap();
            let says_reason = convention != RefereeConvention::IllegalOnly;
            let atari =
                matches!(convention, RefereeConvention::AtariAnnouncements | RefereeConvention::CaptureWithPoints);
            assert_eq!(ph.try_move(pt(0, 0)).unwrap(), TryOutcome::Played { captured: 0 }); // B
            assert_eq!(ph.try_move(pt(1, 0)).unwrap(), TryOutcome::Played { captured: 0 }); // W: B in atari
            // Black tries White's hidden stone: try again.
            let answer = ph.try_move(pt(1, 0)).unwrap();
            let reason = says_reason.then_some(IllegalMove::Occupied(Point::new(1, 0)));
            assert_eq!(answer, TryOutcome::TryAgain { reason: reason.clone() });
            assert_eq!(ph.game().to_move(), Color::Black, "the same player moves again");
            // Under conventions with reasons, the stone is now in Black's view.
            assert_eq!(ph.view(Color::Black).get(Point::new(1, 0)), says_reason.then_some(Color::White));
            // Trying a point one can already see is no try: a plain error.
            assert_eq!(ph.try_move(pt(0, 0)), Err(IllegalMove::Occupied(Point::new(0, 0))));
            // Nor is a point refused this turn, under every convention (under
            // illegal-only it was logged and listed a second time): nothing
            // logged or listed again; the same error where the convention
            // tells the reason, the first answer where it does not.
            let logged = ph.log(Color::Black).len();
            let again = if says_reason {
                Err(IllegalMove::Occupied(Point::new(1, 0)))
            } else {
                Ok(TryOutcome::TryAgain { reason: None })
            };
            assert_eq!(ph.try_move(pt(1, 0)), again);
            assert_eq!(ph.log(Color::Black).len(), logged);
            assert_eq!(ph.refused_this_turn(), [Point::new(1, 0)]);
            assert_eq!(ph.try_move(pt(4, 4)).unwrap(), TryOutcome::Played { captured: 0 }); // B elsewhere
            assert_eq!(ph.try_move(pt(0, 1)).unwrap(), TryOutcome::Played { captured: 1 }); // W captures
            // Views: White sees its own stones only; Black sees its own and
            // what was revealed.
            assert_eq!(ph.view(Color::White).to_string(), ".O...\nO....\n.....\n.....\n.....\n");
            let black_view =
                if says_reason { ".O...\n.....\n.....\n.....\n....X\n" } else { ".....\n.....\n.....\n.....\n....X\n" };
            assert_eq!(ph.view(Color::Black).to_string(), black_view);
            assert!(ph.reveal().is_none());
            // The logs, announcement by announcement.
            let capture = Announcement::Captured {
                by: Color::White,
                stones: 1,
                points: (convention == RefereeConvention::CaptureWithPoints).then(|| vec![Point::new(0, 0)]),
            };
            let mut black_log = vec![Announcement::Moved { by: Color::White }];
            let mut white_log = vec![Announcement::Moved { by: Color::Black }];
            if atari {
                black_log.push(Announcement::Atari { color: Color::Black });
                white_log.push(Announcement::Atari { color: Color::Black });
            }
            black_log.push(Announcement::Illegal { tried: Point::new(1, 0), reason });
            white_log.push(Announcement::Moved { by: Color::Black });
            black_log.push(Announcement::Moved { by: Color::White });
            black_log.push(capture.clone());
            white_log.push(capture);
            assert_eq!(ph.log(Color::Black), black_log.as_slice(), "{convention:?}");
            assert_eq!(ph.log(Color::White), white_log.as_slice(), "{convention:?}");
            // End: two passes reveal the board for counting.
            ph.try_move(Move::Pass).unwrap();
            ph.try_move(Move::Pass).unwrap();
            assert_eq!(ph.reveal().unwrap().to_string(), ".O...\nO....\n.....\n.....\n....X\n");
            let mut g = ph.game_after_play().unwrap();
            g.propose(Color::Black).unwrap();
            g.accept(Color::White).unwrap();
            assert_eq!(ph.game().phase(), Phase::Finished);
        }
    }

    /// The accessors read each announcement and outcome as the bindings do,
    /// without matching on the variants.
    #[test]
    fn announcements_and_outcomes_read_through_accessors() {
        use go_core::AnnouncementKind;
        let game = Game::new(BoardSize::square(5).unwrap(), common::simple_ko_rules());
        let mut ph = PhantomGame::new(game, RefereeConvention::CaptureWithPoints).unwrap();
        let played = ph.try_move(pt(0, 0)).unwrap();
        assert_eq!((played.captured(), played.reason()), (Some(0), None));
        ph.try_move(pt(1, 0)).unwrap();
        let refused = ph.try_move(pt(1, 0)).unwrap();
        assert_eq!((refused.captured(), refused.reason()), (None, Some(&IllegalMove::Occupied(Point::new(1, 0)))));
        ph.try_move(pt(4, 4)).unwrap();
        assert_eq!(ph.try_move(pt(0, 1)).unwrap().captured(), Some(1));
        let black = ph.log(Color::Black);
        let kinds: Vec<AnnouncementKind> = black.iter().map(Announcement::kind).collect();
        use AnnouncementKind::{Atari, Captured, Illegal, Moved};
        assert_eq!(kinds, [Moved, Atari, Illegal, Moved, Captured]);
        assert_eq!(black[0].color(), Some(Color::White));
        assert_eq!(black[1].color(), Some(Color::Black), "Black's stones are in atari");
        assert_eq!((black[2].color(), black[2].tried()), (None, Some(Point::new(1, 0))));
        assert_eq!(black[2].reason(), Some(&IllegalMove::Occupied(Point::new(1, 0))));
        assert_eq!((black[4].stones(), black[4].points()), (Some(1), Some(&[Point::new(0, 0)][..])));
        assert_eq!((black[4].tried(), black[4].result(), black[0].stones()), (None, None, None));
        ph.try_move(Move::Pass).unwrap();
        ph.try_move(Move::Pass).unwrap();
        let passed = ph.log(Color::White).last().unwrap();
        assert_eq!((passed.kind(), passed.color()), (AnnouncementKind::Passed, Some(Color::White)));
        ph.resign(ph.game().to_move()).unwrap();
        assert_eq!(ph.game().result().map(|r| r.kind()), Some(go_core::ResultKind::Resignation));
    }

    /// Found from outside: a multi-stone suicide (New Zealand rules) took
    /// the stones away unannounced, and the opponent's view kept the
    /// revealed stone's point as seen, so that a later stone there showed.
    #[test]
    fn a_suicide_is_announced_as_a_capture_and_leaves_the_views() {
        let game = Game::new(BoardSize::square(5).unwrap(), Rules::new_zealand());
        let mut ph = PhantomGame::new(game, RefereeConvention::CaptureWithPoints).unwrap();
        for (mv, played) in [
            (pt(2, 0), true),
            (pt(0, 0), true),
            (pt(0, 0), false),
            (pt(0, 1), true),
            (pt(4, 4), true),
            (pt(1, 1), true),
        ] {
            assert_eq!(matches!(ph.try_move(mv).unwrap(), TryOutcome::Played { .. }), played);
        }
        assert_eq!(ph.view(Color::Black).get(Point::new(0, 0)), Some(Color::White), "revealed by the refused try");
        // White's (1, 0) leaves its two stones no liberty: a suicide.
        assert_eq!(ph.try_move(pt(1, 0)).unwrap(), TryOutcome::Played { captured: 0 });
        let taken = Announcement::Captured {
            by: Color::Black,
            stones: 2,
            points: Some(vec![Point::new(0, 0), Point::new(1, 0)]),
        };
        assert_eq!(ph.log(Color::Black).last(), Some(&taken));
        assert_eq!(ph.log(Color::White).last(), Some(&taken));
        assert_eq!(ph.game().prisoners().black, 2);
        // White plays at (0, 0) again, unseen by Black this time.
        assert!(matches!(ph.try_move(pt(3, 3)).unwrap(), TryOutcome::Played { .. }));
        assert!(matches!(ph.try_move(pt(0, 0)).unwrap(), TryOutcome::Played { .. }));
        assert_eq!(ph.view(Color::Black).get(Point::new(0, 0)), None);
    }

    #[test]
    fn suicide_and_ko_are_tries() {
        let game = Game::new(BoardSize::square(3).unwrap(), common::simple_ko_rules());
        let mut ph = PhantomGame::new(game, RefereeConvention::IllegalWithReason).unwrap();
        for mv in [pt(1, 0), pt(2, 0), pt(0, 1), Move::Pass] {
            ph.try_move(mv).unwrap();
        }
        // Black to move; White's (2,0) has one liberty (2,1). Black tries
        // (0,0): its own eye... legal. White tries (0,0) later: suicide.
        ph.try_move(pt(2, 2)).unwrap();
        assert_eq!(
            ph.try_move(pt(0, 0)).unwrap(),
            TryOutcome::TryAgain { reason: Some(IllegalMove::Suicide(Point::new(0, 0))) }
        );
        // Trying it again this turn is no try: the refusal as an error.
        let logged = ph.log(Color::White).len();
        assert_eq!(ph.try_move(pt(0, 0)), Err(IllegalMove::Suicide(Point::new(0, 0))));
        assert_eq!((ph.log(Color::White).len(), ph.refused_this_turn().len()), (logged, 1));
    }

    /// Found from outside: under `IllegalOnly` a retry of a refused point
    /// answered with the reason the first answer kept back (`Suicide`, or
    /// `Occupied` for a hidden stone). The retry is answered as the first
    /// try was, with nothing logged; whatever the cause, the answers match.
    #[test]
    fn an_illegal_only_retry_keeps_the_reason_hidden() {
        let game = Game::new(BoardSize::square(5).unwrap(), Rules::chinese());
        let mut ph = PhantomGame::new(game, RefereeConvention::IllegalOnly).unwrap();
        for mv in [pt(1, 0), pt(4, 4), pt(0, 1)] {
            assert!(matches!(ph.try_move(mv).unwrap(), TryOutcome::Played { .. }));
        }
        // White: (0, 0) is suicide, (1, 0) holds a Black stone White has not seen.
        for p in [pt(0, 0), pt(1, 0)] {
            let refused = TryOutcome::TryAgain { reason: None };
            assert_eq!(ph.try_move(p), Ok(refused.clone()));
            let logged = ph.log(Color::White).len();
            assert_eq!(ph.try_move(p), Ok(refused));
            assert_eq!(ph.log(Color::White).len(), logged);
        }
        assert_eq!(ph.refused_this_turn().len(), 2);
        assert_eq!(ph.view(Color::White).get(Point::new(1, 0)), None);
    }

    #[cfg(feature = "toroidal")]
    #[test]
    fn phantom_on_a_torus() {
        // On the torus, White's stone at (0,0) is captured across the seams.
        let game = Game::builder(BoardSize::square(5).unwrap()).topology(Topology::Torus).build().unwrap();
        let mut ph = PhantomGame::new(game, RefereeConvention::CaptureWithPoints).unwrap();
        for mv in [pt(1, 0), pt(0, 0), pt(0, 1), pt(2, 2), pt(4, 0), pt(3, 3)] {
            ph.try_move(mv).unwrap();
        }
        assert_eq!(ph.try_move(pt(0, 4)).unwrap(), TryOutcome::Played { captured: 1 });
        assert!(ph.log(Color::White).contains(&Announcement::Captured {
            by: Color::Black,
            stones: 1,
            points: Some(vec![Point::new(0, 0)])
        }));
    }

    #[cfg(feature = "atari")]
    #[test]
    fn phantom_with_atari_go() {
        // The capture ends the game and is announced to both.
        {
            let game = Game::builder(BoardSize::NINE).atari_go(go_core::AtariGo::first_capture()).build().unwrap();
            let mut ph = PhantomGame::new(game, RefereeConvention::IllegalOnly).unwrap();
            for mv in [pt(1, 0), pt(0, 0), pt(0, 1)] {
                ph.try_move(mv).unwrap();
            }
            let over = Announcement::GameOver { result: GameResult::Capture { winner: Color::Black } };
            assert_eq!(ph.log(Color::Black).last(), Some(&over));
            assert_eq!(ph.log(Color::White).last(), Some(&over));
            assert!(ph.reveal().is_some());
        }
    }

    /// The computer player's try knows what is public: a fixed handicap's
    /// stones stand on the rules' points (RULES.md section 5), so White
    /// never tries them while nothing was captured (found from outside:
    /// they were suggested as if empty).
    #[cfg(feature = "bot")]
    #[test]
    fn the_phantom_player_knows_a_fixed_handicaps_points() {
        use go_core::{Bot, BotConfig, GameSetup};
        let size = BoardSize::square(9).unwrap();
        let game = Game::from_setup(GameSetup::new(size).with_handicap(Handicap::Fixed(4))).unwrap();
        let stones: Vec<Point> = size.points().filter(|&p| game.board().get(p) == Some(Color::Black)).collect();
        assert_eq!(stones.len(), 4);
        let ph = PhantomGame::new(game, RefereeConvention::IllegalOnly).unwrap();
        assert_eq!(ph.game().to_move(), Color::White);
        for seed in 1..=8 {
            let bot = Bot::new(BotConfig { seed, ..BotConfig::with_playouts(100) });
            let mv = bot.choose_phantom_move(&ph);
            assert!(mv.point().is_some_and(|p| !stones.contains(&p)), "seed {seed}: {mv:?}");
        }
    }

    /// A referee travels whole as a `PhantomRecord`: the game, the views,
    /// the logs and the points refused this turn come back equal, and play
    /// goes on alike; a record whose referee state does not fit its game is
    /// refused (found from outside: a referee could not be pickled, and
    /// one rebuilt from its game alone forgot what each player had seen).
    #[test]
    fn a_referee_travels_as_its_record() {
        let mut p =
            PhantomGame::new(Game::new(BoardSize::square(5).unwrap(), Rules::chinese()), CONVENTIONS[1]).unwrap();
        assert_eq!(p.try_move(pt(2, 2)), Ok(TryOutcome::Played { captured: 0 }));
        assert!(matches!(p.try_move(pt(2, 2)), Ok(TryOutcome::TryAgain { .. })));
        let record = p.record();
        assert_eq!(record.seen.white, [Point::new(2, 2)], "found by White's try, revealed under this convention");
        assert_eq!(record.refused, [Point::new(2, 2)]);
        let again = PhantomGame::from_record(&record).unwrap();
        assert_eq!(again.record(), record);
        for c in Color::ALL {
            assert_eq!(again.view(c).to_string(), p.view(c).to_string());
            assert_eq!(again.log(c), p.log(c));
        }
        assert_eq!(again.refused_this_turn(), p.refused_this_turn());
        #[cfg(feature = "serde")]
        {
            let json = serde_json::to_string(&record).unwrap();
            let back: go_core::PhantomRecord = serde_json::from_str(&json).unwrap();
            assert_eq!(back, record);
        }
        let (mut a, mut b) = (p.clone(), again);
        assert_eq!(a.try_move(pt(1, 1)), b.try_move(pt(1, 1)));
        assert_eq!(a.record(), b.record());

        // Referee state that does not fit the game.
        let mut bad = record.clone();
        bad.seen.black.push(Point::new(0, 0));
        // Its own error (found from outside: it was refused as options
        // that cannot be combined).
        let e = PhantomGame::from_record(&bad).unwrap_err();
        assert_eq!(e, go_core::GameError::InvalidRefereeRecord("a seen point holds no opponent stone of that side"));
        assert_eq!(e.kind(), go_core::ErrorKind::InvalidRefereeRecord);
        let mut bad = record.clone();
        bad.seen.white.push(Point::new(9, 9));
        assert!(PhantomGame::from_record(&bad).is_err(), "off the board");
        let mut bad = record.clone();
        bad.refused.push(Point::new(7, 0));
        assert!(PhantomGame::from_record(&bad).is_err(), "a refused point off the board");
        let mut bad = record.clone();
        bad.logs.black.push(Announcement::Illegal { tried: Point::new(5, 5), reason: None });
        assert!(PhantomGame::from_record(&bad).is_err(), "an announced point off the board");
        // Found from outside: a record could give a side stones its
        // convention never reveals, or refused points no try made.
        let mut bad = record.clone();
        bad.convention = CONVENTIONS[0];
        assert!(PhantomGame::from_record(&bad).is_err(), "IllegalOnly reveals no stone");
        bad.seen.white.clear();
        // ... and gives no reason, which the log's illegal try has.
        assert_eq!(
            PhantomGame::from_record(&bad).unwrap_err(),
            go_core::GameError::InvalidRefereeRecord("an illegal try that its referee does not refuse so")
        );
        if let Some(Announcement::Illegal { reason, .. }) = bad.logs.white.last_mut() {
            *reason = None;
        }
        assert!(PhantomGame::from_record(&bad).is_ok(), "without the seen stone and the reason it referees the game");
        let mut bad = record.clone();
        bad.refused.push(Point::new(2, 2));
        assert!(PhantomGame::from_record(&bad).is_err(), "a point refused twice");
        let mut bad = record.clone();
        bad.seen.white.push(Point::new(2, 2));
        assert_eq!(
            PhantomGame::from_record(&bad).map(|_| ()),
            Err(go_core::GameError::InvalidRefereeRecord("a seen point listed twice"))
        );
        let mut bad = record.clone();
        bad.refused.push(Point::new(0, 4));
        assert!(PhantomGame::from_record(&bad).is_err(), "a refused point no try made");
        let mut bad = record.clone();
        bad.logs.white.clear();
        assert!(PhantomGame::from_record(&bad).is_err(), "a seen point no try found");
    }

    /// The announcements a record carries are those its game gives: the
    /// game is played again through a referee (found from outside: an
    /// invented capture of 4,294,967,295 stones was taken and shown back).
    /// Records of whole games under every convention travel (illegal
    /// tries, captures, passes, the count, a resignation, a game handed to
    /// the referee with moves made); changed ones are refused, each with
    /// the referee record's own error.
    #[test]
    fn a_referee_record_carries_the_announcements_of_its_game() {
        use go_core::{ErrorKind, GameError};
        let unfit = |r: &go_core::PhantomRecord| {
            let e = PhantomGame::from_record(r).map(|_| ()).unwrap_err();
            assert_eq!(e.kind(), ErrorKind::InvalidRefereeRecord, "{e}");
        };
        let size = BoardSize::square(5).unwrap();
        // What the games held: captures, refused tries, counts, ends.
        let (mut captures_seen, mut tries_seen, mut counted, mut resigned) = (0, 0, 0, 0);
        for (i, &convention) in CONVENTIONS.iter().enumerate() {
            for seed in 0..12u64 {
                // A game of tries on every point in a shuffled order, some
                // refused (hidden stones, suicide, ko), ended by two passes
                // or a resignation; some handed over after two moves.
                let mut game = Game::new(size, Rules::chinese());
                if seed % 3 == 1 {
                    game.play(pt(0, 0)).unwrap();
                    game.play(pt(4, 4)).unwrap();
                }
                let mut p = PhantomGame::new(game, convention).unwrap();
                let mut order: Vec<Point> = size.points().collect();
                let mut state = seed.wrapping_mul(6364136223846793005).wrapping_add(i as u64 + 1);
                for k in (1..order.len()).rev() {
                    state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    order.swap(k, (state >> 33) as usize % (k + 1));
                }
                for round in 0..3 {
                    if seed % 4 == 3 && round == 1 && p.game().phase() == go_core::Phase::Playing {
                        p.resign(p.game().to_move()).unwrap();
                    }
                    for &q in &order {
                        if p.game().phase() != go_core::Phase::Playing {
                            break;
                        }
                        let _ = p.try_move(Move::Play(q));
                        if (q.x + q.y + round) % 7 == 0 {
                            let _ = p.try_move(Move::Pass);
                        }
                    }
                }
                while p.game().phase() == go_core::Phase::Playing {
                    p.try_move(Move::Pass).unwrap();
                }
                if let Some(mut g) = p.game_after_play()
                    && g.game().phase() == go_core::Phase::Counting
                {
                    let stone = size.points().find(|&q| g.game().board().get(q).is_some());
                    if let Some(q) = stone {
                        g.toggle_dead_chain(q).unwrap();
                    }
                    g.propose(Color::Black).unwrap();
                    g.accept(Color::White).unwrap();
                }
                let record = p.record();
                let captures = record.logs.black.iter().filter(|a| a.stones().is_some()).count();
                captures_seen += captures;
                tries_seen += Color::ALL
                    .iter()
                    .map(|&c| record.logs[c].iter().filter(|a| a.tried().is_some()).count())
                    .sum::<usize>();
                counted +=
                    usize::from(p.game().result().is_some_and(|r| matches!(r, go_core::GameResult::Score { .. })));
                resigned += usize::from(
                    p.game().result().is_some_and(|r| matches!(r, go_core::GameResult::Resignation { .. })),
                );
                let again = PhantomGame::from_record(&record)
                    .unwrap_or_else(|e| panic!("{convention:?} seed {seed}: {e} ({captures} captures)"));
                assert_eq!(again.record(), record);
                // An invented announcement, a dropped one, one changed.
                let mut bad = record.clone();
                bad.logs.white.push(Announcement::Captured { by: Color::Black, stones: u32::MAX, points: None });
                unfit(&bad);
                let mut bad = record.clone();
                bad.logs.black.pop();
                unfit(&bad);
                let mut bad = record.clone();
                if let Some(a) = bad.logs.black.iter_mut().find(|a| a.stones().is_some()) {
                    *a = Announcement::Captured { by: Color::White, stones: 99, points: None };
                    unfit(&bad);
                }
            }
        }
        assert!(
            captures_seen > 20 && tries_seen > 100 && counted > 10 && resigned > 5,
            "{captures_seen} {tries_seen} {counted} {resigned}"
        );
        // A referee that took over a finished game announces nothing.
        let mut game = Game::new(size, Rules::chinese());
        game.play(pt(2, 2)).unwrap();
        game.resign().unwrap();
        let p = PhantomGame::new(game, RefereeConvention::IllegalOnly).unwrap();
        assert!(p.log(Color::Black).is_empty());
        assert_eq!(PhantomGame::from_record(&p.record()).unwrap().record(), p.record());
        // A move after the referee's first that no referee announced, and
        // a game-over announcement with no end in the game. (Without the
        // first moves' announcements a record reads as a referee that took
        // over later: the same history, taken.)
        let mut p = PhantomGame::new(Game::new(size, Rules::chinese()), RefereeConvention::IllegalOnly).unwrap();
        p.try_move(pt(2, 2)).unwrap();
        p.try_move(pt(1, 1)).unwrap();
        let mut bad = p.record();
        bad.logs.black.clear();
        unfit(&bad);
        let mut later = p.record();
        later.logs.white.clear();
        assert_eq!(PhantomGame::from_record(&later).unwrap().record(), later);
        let mut bad = p.record();
        for c in Color::ALL {
            bad.logs[c]
                .push(Announcement::GameOver { result: go_core::GameResult::Resignation { winner: Color::Black } });
        }
        assert_eq!(
            PhantomGame::from_record(&bad).map(|_| ()),
            Err(GameError::InvalidRefereeRecord("announcements that the game's moves and tries do not give"))
        );
        // Found from outside: a `Resume` appended in the counting phase
        // was taken, and play went on with no count rejected. A referee
        // resumes play only on a rejection, which its record says.
        p.try_move(Move::Pass).unwrap();
        p.try_move(Move::Pass).unwrap();
        let counting = p.record();
        let mut bad = counting.clone();
        bad.game.events.push(go_core::Event::Resume);
        assert_eq!(
            PhantomGame::from_record(&bad).map(|_| ()),
            Err(GameError::InvalidRefereeRecord("an event that no referee makes"))
        );
        let mut g = p.game_after_play().unwrap();
        g.propose(Color::White).unwrap();
        g.reject(Color::Black).unwrap();
        let rejected = p.record();
        assert_eq!(rejected.game.events.len(), counting.game.events.len() + 2);
        let again = PhantomGame::from_record(&rejected).unwrap();
        assert_eq!((again.game().phase(), again.record()), (go_core::Phase::Playing, rejected));
    }
}
