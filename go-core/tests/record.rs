//! A game as data: `Game::record` gives the setup and every event, and
//! `Game::from_record` builds the same game again; undo, SGF and GTP read
//! the same log. Also the findings of the architecture review that the
//! event log fixed, each as a test that failed before.

#[cfg(feature = "serde")]
use go_core::GameRecord;
use go_core::{
    Board, BoardSize, Color, Event, Game, GameError, GameResult, GameSetup, Handicap, IllegalMove, KoRule, Move, Phase,
    Point, Rules, Seat, TimeControl,
};

fn pt(x: u8, y: u8) -> Move {
    Move::Play(Point::new(x, y))
}

fn from_diagram(diagram: &str, rules: Rules, to_move: Color) -> Game {
    let board: Board = diagram.parse().unwrap();
    let setup = GameSetup::new(board.size()).with_rules(rules).from_position(&board, to_move);
    Game::from_setup(setup).unwrap()
}

/// Everything a user can see of a game, to compare a game with its rebuilt
/// copy.
fn view(g: &Game) -> String {
    format!(
        "{}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}",
        g.board(),
        g.phase(),
        g.to_move(),
        g.seat_to_move(),
        g.result(),
        g.prisoners(),
        g.moves(),
        g.dead_stones(),
        g.proposal()
    )
}

/// The game rebuilt from its record is the same game, with the same
/// record; and through serde (JSON) the record survives too.
fn rebuilds(g: &Game) {
    let record = g.record();
    let again = Game::from_record(&record).unwrap();
    assert_eq!(view(&again), view(g));
    assert_eq!(again.record(), record);
    #[cfg(feature = "serde")]
    {
        let json = serde_json::to_string(&record).unwrap();
        let back: GameRecord = serde_json::from_str(&json).unwrap();
        assert_eq!(back, record);
    }
}

#[test]
fn every_kind_of_event_replays() {
    // Moves, passes, a count proposed, rejected, resumed, marks, accepted.
    let mut g = Game::new(BoardSize::NINE, Rules::chinese());
    for mv in [pt(2, 2), pt(6, 6), pt(3, 2), Move::Pass, Move::Pass] {
        g.play(mv).unwrap();
        rebuilds(&g);
    }
    assert_eq!(g.phase(), Phase::Counting);
    g.toggle_dead_chain(Point::new(6, 6)).unwrap();
    g.propose(Color::Black).unwrap();
    rebuilds(&g);
    g.reject(Color::White).unwrap();
    rebuilds(&g);
    g.play(pt(4, 4)).unwrap();
    g.pass().unwrap();
    g.pass().unwrap();
    g.toggle_dead_region(Point::new(6, 6)).unwrap();
    g.propose(Color::White).unwrap();
    assert!(matches!(g.accept(Color::Black), Ok(GameResult::Score { .. })));
    rebuilds(&g);

    // GTP's play for either colour: resume after two passes, set player.
    let mut g = Game::new(BoardSize::NINE, Rules::chinese());
    g.pass().unwrap();
    g.pass().unwrap();
    g.play_for(Color::White, pt(0, 0)).unwrap();
    assert_eq!(&g.events()[2..], [Event::Resume, Event::SetPlayer { color: Color::White }, g.events()[4].clone()]);
    rebuilds(&g);

    // Tolerant replay with an implied pass; stones edited in; PL.
    let mut g = Game::new(BoardSize::NINE, Rules::chinese());
    g.replay_move(Color::Black, pt(1, 1)).unwrap();
    g.replay_move(Color::Black, pt(2, 2)).unwrap();
    assert_eq!(g.moves().len(), 3);
    g.edit_stones(&[(Point::new(5, 5), Some(Color::White)), (Point::new(1, 1), None)]).unwrap();
    g.set_player(Color::Black).unwrap();
    rebuilds(&g);
    // A point listed twice takes its last change, in the game and in the
    // game rebuilt from its record.
    g.edit_stones(&[(Point::new(7, 7), Some(Color::White)), (Point::new(7, 7), Some(Color::Black))]).unwrap();
    assert_eq!(g.board().get(Point::new(7, 7)), Some(Color::Black));
    rebuilds(&g);
    // The record holds only the points that change, each once (found from
    // outside: a point given the colour it had was written as an edit).
    g.edit_stones(&[
        (Point::new(0, 8), None),
        (Point::new(5, 5), Some(Color::White)),
        (Point::new(3, 3), Some(Color::Black)),
        (Point::new(0, 7), Some(Color::White)),
        (Point::new(0, 7), None),
        (Point::new(7, 7), None),
    ])
    .unwrap();
    assert_eq!(
        g.events().last(),
        Some(&Event::EditStones { changes: vec![(Point::new(3, 3), Some(Color::Black)), (Point::new(7, 7), None)] })
    );
    rebuilds(&g);

    // A free handicap, a timed game with a flag, a resignation, a leave.
    let setup = GameSetup::new(BoardSize::NINE)
        .with_handicap(Handicap::Free(3))
        .with_time_control(TimeControl::Absolute { main_ms: 1_000 });
    let mut g = Game::from_setup(setup.clone()).unwrap();
    g.place_free_handicap(&[Point::new(2, 2), Point::new(6, 6), Point::new(4, 4)]).unwrap();
    g.start_clock(0).unwrap();
    g.play_at(pt(2, 6), 400).unwrap();
    g.play_at(pt(6, 2), 900).unwrap();
    assert_eq!(g.play_at(pt(3, 3), 2_000).map(|_| ()), Err(IllegalMove::TimeExpired(Color::White)));
    assert_eq!(g.result(), Some(GameResult::Time { winner: Color::Black }));
    rebuilds(&g);
    // A timed placement (on Black's clock, started before it).
    let mut g = Game::from_setup(setup).unwrap();
    g.start_clock(0).unwrap();
    rebuilds(&g);
    g.place_free_handicap_at(&[Point::new(2, 2), Point::new(6, 6), Point::new(4, 4)], 300).unwrap();
    rebuilds(&g);
    g.play_at(pt(2, 6), 500).unwrap();
    rebuilds(&g);
    // A record written before placements had a timestamp reads as an
    // untimed placement.
    #[cfg(feature = "serde")]
    {
        let mut json = serde_json::to_value(g.record()).unwrap();
        let events = json["events"].as_array_mut().unwrap();
        let placement = events.iter_mut().find(|e| e.get("free_handicap").is_some()).unwrap();
        assert_eq!(placement["free_handicap"]["at_ms"], serde_json::json!(300));
        placement["free_handicap"].as_object_mut().unwrap().remove("at_ms");
        let old: GameRecord = serde_json::from_value(json).unwrap();
        assert!(old.events.iter().any(|e| matches!(e, go_core::Event::FreeHandicap { at_ms: None, .. })));
    }

    #[cfg(feature = "rengo")]
    {
        let table = go_core::Table::new(2, 2).unwrap();
        let mut g = Game::from_setup(GameSetup::new(BoardSize::NINE).with_table(table)).unwrap();
        g.play(pt(0, 0)).unwrap();
        g.leave(Seat::new(Color::White, 2)).unwrap();
        rebuilds(&g);
    }
}

#[test]
fn a_record_that_cannot_be_replayed_names_its_event() {
    let mut g = Game::new(BoardSize::NINE, Rules::chinese());
    g.play(pt(4, 4)).unwrap();
    g.play(pt(3, 3)).unwrap();
    let mut record = g.record();
    record.events.push(Event::Move { seat: Seat::first(Color::Black), mv: pt(4, 4), at_ms: None });
    match Game::from_record(&record) {
        Err(GameError::InvalidRecord { index: 2, error }) => {
            assert_eq!(*error, GameError::Illegal(IllegalMove::Occupied(Point::new(4, 4))));
        }
        other => panic!("expected the third event refused, got {other:?}"),
    }
    // A setup this build refuses is a setup error.
    record.setup.size = BoardSize::square(5).unwrap();
    record.setup.handicap = Handicap::Fixed(4);
    assert!(matches!(Game::from_record(&record), Err(GameError::Setup(_))));
}

/// The review's finding 1: after SGF's `PL` (or GTP's play for the other
/// colour) the superko history's newest position kept the old side to
/// move, so situational superko judged a repetition under the wrong side.
/// In the ko below Black captures and White retakes at once, recreating
/// the start with Black to move. The start had Black to move (White was
/// set to move, then Black by `PL`), so under situational superko the
/// retake repeats an earlier situation and is refused; before the fix the
/// start was remembered with White to move and the retake was allowed.
#[test]
fn set_player_updates_the_superko_history() {
    const KO: &str = "
        .XO..
        XO.O.
        .XO..
        .....";
    let rules = Rules::aga().with_ko(KoRule::SituationalSuperko);
    let mut g = from_diagram(KO, rules, Color::White);
    g.set_player(Color::Black).unwrap();
    assert_eq!(*g.play(pt(2, 1)).unwrap().captured, [Point::new(1, 1)]);
    assert_eq!(g.is_legal(pt(1, 1)), Err(IllegalMove::Superko(Point::new(1, 1))));
    // The same start without PL, and with PL twice, has Black to move too.
    let mut g = from_diagram(KO, rules, Color::Black);
    g.play(pt(2, 1)).unwrap();
    assert_eq!(g.is_legal(pt(1, 1)), Err(IllegalMove::Superko(Point::new(1, 1))));
    let mut g = from_diagram(KO, rules, Color::Black);
    g.set_player(Color::White).unwrap();
    g.set_player(Color::Black).unwrap();
    g.play(pt(2, 1)).unwrap();
    assert_eq!(g.is_legal(pt(1, 1)), Err(IllegalMove::Superko(Point::new(1, 1))));
}

/// The review's finding 2: stones edited out in the counting phase kept
/// their dead marks, and `score()` reached `unreachable!`.
#[test]
fn editing_stones_while_counting_drops_the_marks() {
    let mut g = Game::new(BoardSize::NINE, Rules::chinese());
    g.play(pt(4, 4)).unwrap();
    g.play(pt(0, 0)).unwrap();
    g.pass().unwrap();
    g.pass().unwrap();
    g.toggle_dead_chain(Point::new(0, 0)).unwrap();
    g.propose(Color::Black).unwrap();
    g.edit_stones(&[(Point::new(0, 0), None)]).unwrap();
    assert!(g.dead_stones().is_empty());
    assert_eq!(g.proposal(), None);
    let score = g.score();
    assert_eq!((score.black.stones, score.white.stones), (1, 0));
    // A finished game takes no edits.
    g.propose(Color::Black).unwrap();
    g.accept(Color::White).unwrap();
    assert!(matches!(g.edit_stones(&[(Point::new(1, 1), Some(Color::Black))]), Err(GameError::WrongPhase { .. })));
}

/// Issue 10 section 5: after a game has ended, a move is refused as "the
/// game is over", whoever makes it, not as a wrong seat.
#[test]
fn the_phase_is_checked_before_the_seat() {
    let mut g = Game::new(BoardSize::NINE, Rules::chinese());
    g.play(pt(4, 4)).unwrap();
    g.resign().unwrap();
    let black = Seat::first(Color::Black);
    assert_eq!(g.play_as(black, pt(3, 3)).map(|_| ()), Err(IllegalMove::GameOver));
    assert_eq!(g.is_legal_as(Seat::new(Color::White, 9), pt(3, 3)), Err(IllegalMove::GameOver));
    assert_eq!(g.play_for(Color::Black, pt(3, 3)).map(|_| ()), Err(IllegalMove::GameOver));
    assert_eq!(IllegalMove::GameOver.kind().name(), "game_over");
}

#[test]
fn undo_takes_back_a_whole_event() {
    let mut g = Game::new(BoardSize::NINE, Rules::chinese());
    g.play(pt(4, 4)).unwrap();
    // A replayed move by the same colour brings an implied pass.
    g.replay_move(Color::Black, pt(2, 2)).unwrap();
    assert_eq!(g.moves().len(), 3);
    let taken = g.undo().unwrap();
    assert_eq!(taken.mv, pt(2, 2));
    assert_eq!(g.moves().len(), 1);
    assert_eq!(g.to_move(), Color::White);
    assert_eq!(g.events().len(), 1);
    // Marks after the last move go with it.
    g.pass().unwrap();
    g.pass().unwrap();
    g.toggle_dead_chain(Point::new(4, 4)).unwrap();
    g.undo().unwrap();
    assert_eq!((g.phase(), g.dead_stones().len(), g.events().len()), (Phase::Playing, 0, 2));
}

/// A 9x9 game on 10 s sudden death, its clock started at 0.
fn ten_seconds_from_zero() -> Game {
    let mut setup = GameSetup::new(BoardSize::NINE);
    setup.time_control = TimeControl::Absolute { main_ms: 10_000 };
    let mut game = Game::from_setup(setup).unwrap();
    game.start_clock(0).unwrap();
    game
}

/// Undo in a timed game turns the clocks back with the move: the clock runs
/// again for the side to move from when it last started, and the game is
/// the one its record rebuilds (a fuzz input found the clock left running
/// for the other side, whose flag then ended the game).
#[test]
fn undo_turns_the_clocks_back() {
    let mut game = ten_seconds_from_zero();
    game.play_at(Move::Play(Point::new(2, 2)), 1_000).unwrap();
    game.play_at(Move::Play(Point::new(6, 6)), 4_000).unwrap();
    // Black used 1 s, White 3 s; Black's clock runs from 4 s.
    assert_eq!(game.time_left(Color::Black, 6_000).unwrap().main_ms, 7_000);
    game.undo().unwrap();
    // White's move is taken back: White's clock runs again from 1 s, Black's
    // is stopped at 9 s left.
    assert_eq!(game.to_move(), Color::White);
    assert_eq!(game.time_left(Color::White, 6_000).unwrap().main_ms, 5_000);
    assert_eq!(game.time_left(Color::Black, 6_000).unwrap().main_ms, 9_000);
    let rebuilt = Game::from_record(&game.record()).unwrap();
    for color in [Color::Black, Color::White] {
        assert_eq!(rebuilt.time_left(color, 6_000).unwrap(), game.time_left(color, 6_000).unwrap());
    }
    // White's flag falls at 11 s, not Black's.
    assert_eq!(game.check_time(11_001).unwrap(), Some(go_core::GameResult::Time { winner: Color::Black }));
}

#[test]
fn a_move_without_a_timestamp_leaves_the_clock_running_and_charged() {
    // Found from outside: White's untimed move left its clock running (as
    // documented), but Black's next timed move restarted White's clock
    // from its own timestamp, giving White its 6 s back.
    let mut game = ten_seconds_from_zero();
    game.play_at(Move::Play(Point::new(0, 0)), 1_000).unwrap();
    game.play(Move::Play(Point::new(1, 0))).unwrap();
    assert_eq!(game.time_left(Color::White, 7_000).unwrap().main_ms, 4_000, "White's clock still runs");
    game.play_at(Move::Play(Point::new(2, 0)), 7_000).unwrap();
    // White is charged up to Black's move; Black's clock never ran.
    assert_eq!(game.time_left(Color::White, 7_000).unwrap().main_ms, 4_000);
    assert_eq!(game.time_left(Color::Black, 7_000).unwrap().main_ms, 9_000);
    // The record rebuilds the same clocks.
    let rebuilt = Game::from_record(&game.record()).unwrap();
    for color in [Color::Black, Color::White] {
        assert_eq!(rebuilt.time_left(color, 8_000).unwrap(), game.time_left(color, 8_000).unwrap());
    }
    // White's clock runs from 7 s with its 4 s left: the flag falls after 11 s.
    assert_eq!(game.check_time(11_000).unwrap(), None);
    assert_eq!(game.check_time(11_001).unwrap(), Some(go_core::GameResult::Time { winner: Color::Black }));
}

#[test]
fn stepping_through_events_reaches_the_same_game() {
    // Three moves and a capture; stepping event by event on a
    // fresh game from the same setup passes through every position.
    let mut g = Game::new(BoardSize::square(5).unwrap(), Rules::chinese());
    for mv in [pt(1, 0), pt(0, 0), pt(0, 1)] {
        g.play(mv).unwrap();
    }
    assert_eq!(g.prisoners(), go_core::ByColor::new(1, 0));
    let mut step = Game::from_setup(g.setup().clone()).unwrap();
    let mut stones = Vec::new();
    for e in g.events() {
        step.apply_event(e).unwrap();
        stones.push((step.board().stone_count(Color::Black), step.board().stone_count(Color::White)));
    }
    // After each move: one black; one each; two black (the third stone
    // captured the white one).
    assert_eq!(stones, vec![(1, 0), (1, 1), (2, 0)]);
    assert_eq!(view(&step), view(&g));
    // An event the game refuses leaves it as it was.
    let before = view(&step);
    assert!(step.apply_event(&Event::Move { seat: Seat::first(Color::White), mv: pt(0, 1), at_ms: None }).is_err());
    assert_eq!(view(&step), before);
}

/// Undoing a tolerant replay made in the counting phase brings back the
/// marks and the proposal made before it (the game as it was, as its own
/// record rebuilds it).
#[test]
fn undo_in_the_counting_phase_keeps_the_earlier_marks() {
    let mut g = Game::new(BoardSize::new(5, 5).unwrap(), Rules::chinese());
    g.play(pt(2, 2)).unwrap();
    g.play(Move::Pass).unwrap();
    g.play(Move::Pass).unwrap();
    g.toggle_dead_chain(Point::new(2, 2)).unwrap();
    g.propose(Color::White).unwrap();
    g.replay_move(Color::Black, pt(0, 0)).unwrap();
    g.undo().unwrap();
    assert_eq!(g.proposal(), Some(Color::White));
    assert_eq!(g.dead_stones(), vec![Point::new(2, 2)]);
    let again = Game::from_record(&g.record()).unwrap();
    assert_eq!((again.proposal(), again.dead_stones(), again.phase()), (g.proposal(), g.dead_stones(), g.phase()));
}

/// A move record lists the stones it captured row-major, whatever order
/// the board's chain keeps them in, so that a game rebuilt from its record
/// (as undo may do) has equal move records (found by the moves fuzz
/// target: the same capture listed in two orders).
#[test]
fn captured_stones_are_recorded_row_major() {
    // White's chain grows (2, 1), (2, 0), (1, 0) (its stones then sit in
    // the board's chain in another order); Black takes its liberties
    // (2, 2) and (0, 0).
    let mut g = Game::new(BoardSize::square(5).unwrap(), Rules::chinese());
    for mv in [pt(0, 1), pt(2, 1), pt(1, 1), pt(2, 0), pt(3, 1), pt(1, 0), pt(3, 0), Move::Pass, pt(2, 2), Move::Pass] {
        g.play(mv).unwrap();
    }
    let record = g.play(pt(0, 0)).unwrap().clone();
    let captured: Vec<(u8, u8)> = record.captured.iter().map(|p| (p.x, p.y)).collect();
    assert_eq!(captured, [(1, 0), (2, 0), (2, 1)]);
    let rebuilt = Game::from_record(&g.record()).unwrap();
    assert_eq!(rebuilt.moves(), g.moves());
}

/// Simple ko right after a tolerant replay on an occupied point is the
/// rule itself (RULES.md section 3: no play may recreate the position that
/// stood right after the same player's previous move), not the board's ko
/// point (found from outside; both cases were wrong before).
#[test]
fn simple_ko_after_a_replacement_is_checked_exactly() {
    // Black replaces White's middle stone of three and captures the one at
    // the edge: the board sees a ko shape, but White's recapture cannot
    // recreate the position after White's previous move (three White
    // stones), so it is legal.
    let mut g = from_diagram("OOO..", Rules::chinese().with_ko(KoRule::Simple), Color::Black);
    let before = g.board().clone();
    assert_eq!(g.replay_move(Color::Black, pt(1, 0)).unwrap(), [go_core::Irregularity::Occupied]);
    assert_eq!(g.board().to_string(), ".XO..\n");
    assert_eq!(g.is_legal(pt(0, 0)), Ok(()));
    assert!(g.legal_moves().contains(&pt(0, 0)));
    assert_eq!(*g.play(pt(0, 0)).unwrap().captured, [Point::new(1, 0)]);
    assert_ne!(*g.board(), before);
    let again = Game::from_record(&g.record()).unwrap();
    assert_eq!(view(&again), view(&g));

    // Black passes; White's replayed stone replaces a Black one and dies
    // at once (no liberty, nothing captured): Black's play there would
    // recreate the position after Black's pass, which simple ko forbids,
    // with no ko point on the board.
    let mut g = from_diagram("XXX\n.X.", Rules::chinese().with_ko(KoRule::Simple), Color::Black);
    let start = g.board().clone();
    g.pass().unwrap();
    g.replay_move(Color::White, pt(1, 0)).unwrap();
    assert_eq!(g.board().to_string(), "X.X\n.X.\n");
    assert_eq!(g.is_legal(pt(1, 0)), Err(IllegalMove::Ko(Point::new(1, 0))));
    assert!(!g.legal_moves().contains(&pt(1, 0)));
    assert!(!g.legal_mask().get(Point::new(1, 0)).copied().unwrap_or(true));
    assert_eq!(g.play(pt(1, 0)).unwrap_err(), IllegalMove::Ko(Point::new(1, 0)));
    assert_eq!(*g.board(), {
        let mut b = start.clone();
        b.set(Point::new(1, 0), None).unwrap();
        b
    });
    // Any other play is legal and the rule is the board's again after it.
    g.play(pt(0, 1)).unwrap();
    assert_eq!(g.simple_ko_point(), None);
}

/// A record read from JSON is checked as the setters check a setup (found
/// from outside: a side with no seat, a komi of 2^31 half points and 300
/// seats were accepted, and the game then contradicted itself).
#[cfg(feature = "serde")]
#[test]
fn a_record_from_data_is_checked_like_a_built_setup() {
    use go_core::ErrorKind;
    let json = serde_json::to_value(Game::new(BoardSize::NINE, Rules::chinese()).record()).unwrap();
    let with = |path: &[&str], value: serde_json::Value| {
        let mut j = json.clone();
        let mut at = &mut j;
        for k in path {
            at = at.get_mut(*k).unwrap_or_else(|| panic!("no {k} in the record"));
        }
        *at = value;
        serde_json::from_value::<GameRecord>(j).map(|r| Game::from_record(&r))
    };
    let kind = |r: Result<Result<Game, GameError>, serde_json::Error>| match r {
        Ok(Err(GameError::Setup(e))) => Some(e.kind()),
        _ => None,
    };
    assert_eq!(kind(with(&["setup", "table", "kinds", "black"], serde_json::json!([]))), Some(ErrorKind::InvalidSeats));
    let many = serde_json::json!(vec!["person"; 300]);
    assert_eq!(kind(with(&["setup", "table", "kinds", "white"], many)), Some(ErrorKind::InvalidSeats));
    assert_eq!(kind(with(&["setup", "rules", "komi"], serde_json::json!(i32::MAX))), Some(ErrorKind::InvalidKomi));
    assert_eq!(kind(with(&["setup", "rules", "komi"], serde_json::json!(20_001))), Some(ErrorKind::InvalidKomi));
    let fine = with(&["setup", "rules", "komi"], serde_json::json!(-20_000)).unwrap().unwrap();
    assert_eq!(fine.rules().komi().half_points(), -20_000);
    // An Atari Go goal of 0 stones, which `AtariGo::captures` refuses, was
    // taken from data (found from outside) and written as `AG[0]`.
    #[cfg(feature = "atari")]
    {
        let goal = |stones: u32| with(&["setup", "variant"], serde_json::json!({ "AtariGo": { "stones": stones } }));
        assert_eq!(kind(goal(0)), Some(ErrorKind::InvalidAtariGo));
        assert_eq!(kind(goal(82)), Some(ErrorKind::InvalidAtariGo));
        assert_eq!(goal(81).unwrap().unwrap().variant().atari_go().map(|r| r.stones()), Some(81));
    }
}

/// Starting the clock again at a time before one the game has seen is
/// refused, and changes nothing (found from outside: `start_clock(0)` after
/// a move at 1600 let the next move be timed at 100).
#[test]
fn the_clock_cannot_be_started_in_the_past() {
    let mut g = Game::builder(BoardSize::NINE).time_control(TimeControl::Absolute { main_ms: 1000 }).build().unwrap();
    g.start_clock(1000).unwrap();
    g.play_at(pt(4, 4), 1600).unwrap();
    let before = g.record();
    assert_eq!(g.start_clock(0), Err(GameError::Illegal(IllegalMove::ClockBackwards { at_ms: 0, since_ms: 1600 })));
    assert_eq!(g.record(), before);
    assert!(matches!(g.play_at(pt(4, 5), 100), Err(IllegalMove::ClockBackwards { .. })));
    g.start_clock(1600).unwrap();
    g.start_clock(2000).unwrap();
    assert_eq!(
        g.start_clock(1999),
        Err(GameError::Illegal(IllegalMove::ClockBackwards { at_ms: 1999, since_ms: 2000 }))
    );
    g.play_at(pt(4, 5), 2100).unwrap();
    // Undo takes the move's time back with it.
    g.undo().unwrap();
    g.start_clock(2000).unwrap();
}

/// Found from outside: after a count that play resumed from (a rejected
/// marking, a resume) the clocks are
/// stopped, and a timed move dated before the passes started the next
/// clock in the past, charging the opponent for the time spent counting.
/// Such a move is refused like a start of the clock, and changes nothing.
/// (A move for either side made in the counting phase, `play_for`, is not
/// timed.)
#[test]
fn a_move_after_a_count_cannot_be_dated_before_it() {
    let timed = || {
        let mut g =
            Game::builder(BoardSize::NINE).time_control(TimeControl::Absolute { main_ms: 60_000 }).build().unwrap();
        g.start_clock(100_000).unwrap();
        g.play_at(Move::Pass, 101_000).unwrap();
        g.play_at(Move::Pass, 102_000).unwrap();
        g
    };
    let backwards = IllegalMove::ClockBackwards { at_ms: 50_000, since_ms: 102_000 };
    // A rejected marking resumes play.
    let mut g = timed();
    g.propose(Color::Black).unwrap();
    g.reject(Color::White).unwrap();
    assert_eq!(g.phase(), go_core::Phase::Playing);
    let before = g.record();
    assert_eq!(g.start_clock(50_000), Err(GameError::Illegal(backwards.clone())));
    assert_eq!(g.play_at(pt(4, 4), 50_000).err(), Some(backwards.clone()));
    assert_eq!(g.record(), before, "a refused move changes nothing");
    g.play_at(pt(4, 4), 103_000).unwrap();
    assert_eq!(
        g.time_left(Color::White, 103_000).unwrap().main_ms,
        59_000,
        "White's clock starts at the move: its second used before the count only"
    );
    // A resume, and a move made in the counting phase, the same.
    let mut g = timed();
    g.resume().unwrap();
    assert_eq!(g.play_at(pt(4, 4), 0).err(), Some(IllegalMove::ClockBackwards { at_ms: 0, since_ms: 102_000 }));
    g.play_at(pt(4, 4), 102_000).unwrap();
    assert_eq!(g.time_left(Color::White, 102_500).unwrap().main_ms, 58_500);
}

/// Found from outside: a move after the game ended on time, dated before
/// the flag fell, was refused as `ClockBackwards`; the game is over, and
/// that is the answer whatever the timestamp. In the counting phase the
/// same: `NotPlaying`.
#[test]
fn a_timed_move_in_a_game_not_being_played_is_refused_for_its_phase_first() {
    let mut g = Game::builder(BoardSize::NINE).time_control(TimeControl::Absolute { main_ms: 1000 }).build().unwrap();
    g.start_clock(0).unwrap();
    assert_eq!(g.play_at(pt(2, 2), 5000).err(), Some(IllegalMove::TimeExpired(Color::Black)));
    assert_eq!(g.result(), Some(GameResult::Time { winner: Color::White }));
    let before = g.record();
    assert_eq!(g.play_at(pt(2, 2), 4999).err(), Some(IllegalMove::GameOver));
    assert_eq!(g.play_at(pt(2, 2), 0).err(), Some(IllegalMove::GameOver));
    assert_eq!(g.play_at(pt(2, 2), 9000).err(), Some(IllegalMove::GameOver));
    assert_eq!(g.record(), before);
    let mut g = Game::builder(BoardSize::NINE).time_control(TimeControl::Absolute { main_ms: 60_000 }).build().unwrap();
    g.start_clock(1000).unwrap();
    g.play_at(Move::Pass, 2000).unwrap();
    g.play_at(Move::Pass, 3000).unwrap();
    assert_eq!(g.phase(), Phase::Counting);
    assert_eq!(g.play_at(pt(4, 4), 10).err(), Some(IllegalMove::NotPlaying(Phase::Counting)));
}

/// A game without a time control has no clock: starting it does nothing,
/// and its timestamps are never compared (found from outside: a start at
/// 100 made a later move at 10 `ClockBackwards`, while a move at 100 let a
/// start at 5 be refused and a move at 1 be taken).
#[test]
fn a_game_without_a_clock_compares_no_timestamps() {
    let mut g = Game::new(BoardSize::NINE, Rules::chinese());
    let before = g.record();
    g.start_clock(100).unwrap();
    assert_eq!(g.record(), before, "nothing recorded");
    g.play_at(pt(1, 1), 10).unwrap();
    g.start_clock(5).unwrap();
    g.play_at(pt(2, 2), 1).unwrap();
    assert_eq!(g.moves().len(), 2);
    assert_eq!(g.time_left(Color::Black, 1_000_000).unwrap(), g.time_left(Color::Black, 0).unwrap());
}

/// A game whose play went on after two passes (a resume, a rejected
/// count, a move for a side after the passes) writes an SGF record that
/// strict replay reads back to the same game (found from outside: the
/// record had no sign of the resume, and strict replay refused the move
/// after the passes).
#[cfg(feature = "sgf")]
#[test]
fn play_resumed_after_passes_round_trips_through_sgf() {
    use go_core::{ReplayMode, ReplayOptions, SgfCollection};
    let strict = |g: &Game| {
        let text = SgfCollection::from_game(g).to_utf8().0;
        let c = SgfCollection::parse(text.as_bytes()).unwrap();
        let options = ReplayOptions { mode: ReplayMode::Strict, ..Default::default() };
        let r = c.replay_with(0, &options).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(r.game.board(), g.board(), "{text}");
        assert_eq!(r.game.moves().len(), g.moves().len(), "{text}");
        assert_eq!((r.game.to_move(), r.game.phase()), (g.to_move(), g.phase()), "{text}");
        text
    };
    let mut resumed = Game::new(BoardSize::NINE, Rules::chinese());
    for mv in [pt(0, 0), Move::Pass, Move::Pass] {
        resumed.play(mv).unwrap();
    }
    resumed.resume().unwrap();
    resumed.play(pt(1, 1)).unwrap();
    assert!(strict(&resumed).contains(";PL[W];W[bb]"));
    let mut for_side = Game::new(BoardSize::NINE, Rules::chinese());
    for mv in [pt(0, 0), Move::Pass, Move::Pass] {
        for_side.play(mv).unwrap();
    }
    for_side.play_for(Color::Black, pt(1, 1)).unwrap();
    strict(&for_side);
    #[cfg(feature = "japanese")]
    {
        let mut rejected = Game::new(BoardSize::NINE, Rules::japanese());
        for mv in [pt(0, 0), Move::Pass, Move::Pass] {
            rejected.play(mv).unwrap();
        }
        rejected.propose(Color::White).unwrap();
        rejected.reject(Color::Black).unwrap();
        let mover = rejected.to_move();
        rejected.play(pt(1, 1)).unwrap();
        let text = strict(&rejected);
        assert!(text.contains(&format!(";PL[{}]", if mover == Color::Black { "B" } else { "W" })), "{text}");
    }
    // Without a resume nothing is added.
    let mut plain = Game::new(BoardSize::NINE, Rules::chinese());
    plain.play(pt(0, 0)).unwrap();
    plain.play(Move::Pass).unwrap();
    plain.play(pt(1, 1)).unwrap();
    assert!(!strict(&plain).contains("PL["));
    // Found from outside: White moving first (GTP's `genmove w` on an empty
    // board) wrote `PL[W]` in the root and again before the move.
    let mut white_first = Game::new(BoardSize::NINE, Rules::chinese());
    white_first.play_for(Color::White, pt(5, 3)).unwrap();
    let text = strict(&white_first);
    assert_eq!(text.matches("PL[W]").count(), 1, "{text}");
    assert!(text.contains("RU[Chinese]PL[W]\n;W[fd])"), "{text}");
    // Black set to move, then White: the root names White, the node nothing.
    let mut both = Game::new(BoardSize::NINE, Rules::chinese());
    both.set_player(Color::White).unwrap();
    both.play(pt(5, 3)).unwrap();
    assert_eq!(strict(&both).matches("PL[").count(), 1);
}

/// Found from outside: an overtime whose periods had no length (byo-yomi
/// periods of 0 ms, Canadian stones in a period of 0 ms) was taken and
/// could never be used. 0 periods or 0 stones stays the way to say "no
/// overtime" (see `variants.rs`, `zero_periods_mean_no_overtime`).
#[test]
fn an_overtime_whose_periods_have_no_length_is_refused() {
    let refused = |control: TimeControl| match control.validate() {
        Err(go_core::SetupError::InvalidTimeControl(why)) => why,
        other => panic!("{control:?} gave {other:?}"),
    };
    for main_ms in [0, 1000] {
        let canadian = TimeControl::Canadian { main_ms, stones: 5, period_ms: 0 };
        assert!(refused(canadian).starts_with("a Canadian period of 0 ms"), "{canadian:?}");
        let byo_yomi = TimeControl::ByoYomi { main_ms, periods: 3, period_ms: 0 };
        assert!(refused(byo_yomi).starts_with("byo-yomi periods of 0 ms"), "{byo_yomi:?}");
    }
    for control in [
        TimeControl::Canadian { main_ms: 0, stones: 0, period_ms: 1000 },
        TimeControl::ByoYomi { main_ms: 0, periods: 0, period_ms: 1000 },
    ] {
        assert_eq!(refused(control), "a clock with no time at all", "{control:?}");
    }
    for control in [
        TimeControl::Canadian { main_ms: 1000, stones: 0, period_ms: 1000 },
        TimeControl::Canadian { main_ms: 0, stones: 5, period_ms: 1000 },
        TimeControl::ByoYomi { main_ms: 1000, periods: 0, period_ms: 0 },
        TimeControl::ByoYomi { main_ms: 0, periods: 3, period_ms: 1000 },
    ] {
        assert_eq!(control.validate(), Ok(()), "{control:?}");
    }
}

#[cfg(all(feature = "sgf", feature = "japanese"))]
/// The positions `MovePositions` stops at, from an SGF record replayed
/// tolerantly: (board, phase, side to move, ko point, legal move count).
fn stops(sgf: &str) -> Vec<(String, Phase, Color, Option<Point>, usize)> {
    let collection = go_core::SgfCollection::parse(sgf.as_bytes()).unwrap();
    let game = collection.replay_with(0, &go_core::ReplayOptions::default()).unwrap().game;
    let mut positions = go_core::MovePositions::new(game).unwrap();
    let total = positions.len();
    let mut out = Vec::new();
    while let Some(position) = positions.next_position() {
        let g = position.unwrap();
        out.push((g.board().to_string(), g.phase(), g.to_move(), g.board().ko_point(), g.legal_moves().len()));
    }
    assert_eq!(out.len(), total);
    assert_eq!(positions.remaining(), 0);
    assert!(positions.next_position().is_none(), "stepping stays ended");
    out
}

#[cfg(all(feature = "sgf", feature = "japanese"))]
/// A move after two passes under Tromp-Taylor rules, where two passes end
/// the game at once (no counting phase): the position it is played in is
/// one being played, the mover to move, every empty point but the played
/// ones legal. Found from outside: the Python planes of such a move were
/// those of the finished game (no legal move).
#[test]
fn a_move_after_the_end_under_tromp_taylor_is_played_in_a_position_being_played() {
    let s = stops("(;GM[1]FF[4]SZ[5]RU[Tromp-Taylor];B[cc];W[];B[];W[bb])");
    assert_eq!(s.len(), 4);
    let (board, phase, to_move, _, legal) = &s[3];
    assert_eq!(*phase, Phase::Playing);
    assert_eq!(*to_move, Color::White);
    // 24 empty points and the pass.
    assert_eq!(*legal, 25);
    assert_eq!(board.matches('X').count(), 1);
    // The same record under Japanese rules ends in a counting phase: the
    // same position.
    let j = stops("(;GM[1]FF[4]SZ[5]RU[Japanese];B[cc];W[];B[];W[bb])");
    assert_eq!(j[3], s[3]);
}

#[cfg(all(feature = "sgf", feature = "japanese"))]
/// A move by the side not to move after play ended: play resumed, then the
/// implied pass, one stop; the mover is to move.
#[test]
fn an_implied_pass_after_the_end_goes_with_its_move() {
    for rules in ["Tromp-Taylor", "Chinese", "Japanese", "AGA"] {
        let sgf = format!("(;SZ[5]RU[{rules}];B[cc];W[];B[];B[bb])");
        // The record's game goes on after its last move: White to move.
        // Found from outside: under AGA rules (White passes last) the pass
        // implied before `B[bb]` ended play as White's, and the stone was
        // played in the counting phase.
        let game = go_core::SgfCollection::parse(sgf.as_bytes())
            .unwrap()
            .replay_with(0, &go_core::ReplayOptions::default())
            .unwrap()
            .game;
        assert_eq!((game.phase(), game.to_move(), game.consecutive_passes()), (Phase::Playing, Color::White, 0));
        let s = stops(&sgf);
        assert_eq!(s.len(), 4, "{rules}");
        assert_eq!((s[3].1, s[3].2), (Phase::Playing, Color::Black), "{rules}");
        assert_eq!(s[3].4, 25, "{rules}: 24 empty points and the pass");
    }
    // Two Black moves in a row in play: two stops, Black to move at both.
    let s = stops("(;SZ[5];B[aa];B[bb])");
    assert_eq!(s.iter().map(|x| x.2).collect::<Vec<_>>(), [Color::Black, Color::Black]);
}

/// For a game made in play, each stop is the game just before its move:
/// the same board, side to move and ko point as a copy that plays the
/// moves one by one (a ko fight, with a capture and the ko point).
#[test]
fn the_positions_of_a_played_game_are_the_game_before_each_move() {
    let mut game = Game::new(BoardSize::square(5).unwrap(), Rules::chinese());
    let moves = [pt(1, 0), pt(2, 0), pt(0, 1), pt(3, 1), pt(1, 2), pt(2, 2), pt(2, 1), pt(1, 1), Move::Pass, pt(4, 4)];
    let mut before = Vec::new();
    for mv in moves {
        before.push((game.board().to_string(), game.to_move(), game.board().ko_point()));
        game.play(mv).unwrap();
    }
    // White's capture at B2 (1, 1) leaves a ko point at C2 (2, 1).
    assert_eq!(before[8].2, Some(Point::new(2, 1)));
    let mut positions = go_core::MovePositions::new(game).unwrap();
    let mut seen = Vec::new();
    while let Some(g) = positions.next_position() {
        let g = g.unwrap();
        seen.push((g.board().to_string(), g.to_move(), g.board().ko_point()));
    }
    assert_eq!(seen, before);
}

/// Two passes by the same side, the other side's pass implied between them
/// (a record's `B[];B[]`), end no play under any rule set: play ends on a
/// pass by each side (found from outside: Japanese and Chinese rules went
/// to counting, Tromp-Taylor finished the game, AGA ended on White's two).
#[cfg(feature = "japanese")]
#[test]
fn two_passes_by_one_side_end_no_play() {
    for rules in [Rules::japanese(), Rules::chinese(), Rules::tromp_taylor(), Rules::aga()] {
        for color in Color::ALL {
            let mut g = Game::new(BoardSize::square(5).unwrap(), rules);
            g.replay_move(Color::Black, pt(0, 0)).unwrap();
            g.replay_move(Color::White, pt(3, 3)).unwrap();
            g.replay_move(color, Move::Pass).unwrap();
            g.replay_move(color, Move::Pass).unwrap();
            assert_eq!((g.phase(), g.result()), (Phase::Playing, None), "{rules} {color:?}");
            // The other side's pass ends it, as one by each side.
            g.replay_move(color.opponent(), Move::Pass).unwrap();
            let aga_waits = rules.pass_stones() == go_core::PassStones::Aga && color == Color::White;
            assert_eq!(g.phase() == Phase::Playing, aga_waits, "{rules} {color:?}");
            let before = g.board().to_string();
            g.undo().unwrap();
            assert_eq!((g.phase(), g.board().to_string()), (Phase::Playing, before));
        }
    }
}

/// Found from outside (through the C ABI): a node's setup properties take
/// effect together whatever their order and whatever stands between them
/// (FF[4]: `AB`, `AW`, `AE` and `PL` are setup properties of one node).
/// `AW[ab]C[x]AE[ba]` applied the `AW` alone first, leaving the Black stone
/// at `aa` without liberties: refused in a strict replay, dropped in a
/// tolerant one. go-core's own writer wrote such a node
/// (`AW[cc][ab]PL[B]AE[ba]`) for edits around a change of the player.
#[cfg(feature = "sgf")]
#[test]
fn a_nodes_setup_takes_effect_together() {
    use go_core::{ReplayMode, ReplayOptions, SgfCollection};
    let strict = ReplayOptions { mode: ReplayMode::Strict, ..Default::default() };
    for text in ["(;SZ[3];B[aa];W[ba];AW[ab]C[x]AE[ba])", "(;SZ[3];B[aa];W[ba];AE[ba]C[x]AW[ab])"] {
        let c = SgfCollection::parse(text.as_bytes()).unwrap();
        let r = c.replay_with(0, &strict).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(r.game.board().to_string(), "X..\nO..\n...\n", "{text}");
    }
    // The writer's node: edits, a change of the player, more edits.
    let mut g = Game::new(BoardSize::new(3, 3).unwrap(), Rules::chinese());
    g.play(pt(0, 0)).unwrap();
    g.play(pt(1, 0)).unwrap();
    g.edit_stones(&[(Point::new(2, 2), Some(Color::White))]).unwrap();
    g.set_player(Color::Black).unwrap();
    g.edit_stones(&[(Point::new(1, 0), None)]).unwrap();
    g.edit_stones(&[(Point::new(0, 1), Some(Color::White))]).unwrap();
    let text = SgfCollection::from_game(&g).to_utf8().0;
    let c = SgfCollection::parse(text.as_bytes()).unwrap();
    let r = c.replay_with(0, &strict).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(r.game.board(), g.board(), "{text}");
    assert_eq!(r.game.to_move(), Color::Black, "{text}");
}

/// Found from outside (through the C ABI): a stone put on a point and
/// taken away again by two edits was written as one node's `AE` on an
/// empty point, which changes nothing and so keeps the ko ban, where each
/// of the game's edits had cleared it: the record read back forbade the
/// ko retake that the game allowed. An edit of a point the waiting setup
/// already changes now starts a node of its own.
#[cfg(feature = "sgf")]
#[test]
fn edits_that_cancel_out_still_clear_the_ko_ban_when_read_back() {
    use go_core::SgfCollection;
    const KO: &str = "
        .XO..
        XO.O.
        .XO..
        .....";
    for rules in [Rules::chinese(), Rules::japanese()] {
        let mut g = from_diagram(KO, rules, Color::Black);
        assert_eq!(*g.play(pt(2, 1)).unwrap().captured, [Point::new(1, 1)]);
        assert!(g.is_legal(pt(1, 1)).is_err());
        g.edit_stones(&[(Point::new(4, 3), Some(Color::Black))]).unwrap();
        g.edit_stones(&[(Point::new(4, 3), None)]).unwrap();
        assert_eq!(g.is_legal(pt(1, 1)), Ok(()));
        let text = SgfCollection::from_game(&g).to_utf8().0;
        assert!(text.contains(";AB[ed]\n;AE[ed]") || text.contains(";AB[ed];AE[ed]"), "{text}");
        let back = SgfCollection::parse(text.as_bytes()).unwrap().replay(0).unwrap().game;
        assert_eq!(back.board(), g.board(), "{text}");
        assert_eq!(back.is_legal(pt(1, 1)), Ok(()), "{text}");
    }
}

/// Found from outside (a checker's random round trips): under situational
/// superko the written record lost a position of the game's history when
/// two changes of the player were merged into one `PL`, or a change of the
/// player and a stone edit after it were written in one node (whose setup
/// takes effect together, the player after the stones): a move the game
/// forbade was legal in the record read back, or the other way. Each now
/// starts a node of its own.
#[cfg(feature = "sgf")]
#[test]
fn changes_of_the_player_keep_their_place_in_the_written_record() {
    use go_core::{ReplayMode, ReplayOptions, SgfCollection};
    let strict = ReplayOptions { mode: ReplayMode::Strict, ..Default::default() };
    let back = |g: &Game| {
        let text = SgfCollection::from_game(g).to_utf8().0;
        let c = SgfCollection::parse(text.as_bytes()).unwrap();
        (c.replay_with(0, &strict).unwrap_or_else(|e| panic!("{text}: {e}")).game, text)
    };
    let size = BoardSize::new(3, 3).unwrap();
    let mut g = Game::new(size, Rules::new_zealand());
    g.set_player(Color::White).unwrap();
    g.play(pt(0, 1)).unwrap();
    g.edit_stones(&[(Point::new(2, 0), Some(Color::White)), (Point::new(1, 1), Some(Color::White))]).unwrap();
    g.set_player(Color::White).unwrap();
    g.set_player(Color::Black).unwrap();
    g.play(pt(1, 0)).unwrap();
    g.set_player(Color::Black).unwrap();
    let (r, text) = back(&g);
    assert_eq!(r.board(), g.board(), "{text}");
    assert!(g.is_legal(pt(0, 0)).is_err());
    assert_eq!(r.is_legal(pt(0, 0)), g.is_legal(pt(0, 0)), "{text}");
    assert!(text.contains(";AW[ca][bb]PL[W];PL[B];B[ba]"), "{text}");
    // A change of the player, then an edit: two nodes, in that order.
    let mut g = Game::new(size, Rules::new_zealand());
    g.play(pt(1, 1)).unwrap();
    g.set_player(Color::Black).unwrap();
    g.edit_stones(&[(Point::new(0, 2), Some(Color::Black))]).unwrap();
    let (r, text) = back(&g);
    assert!(text.contains(";PL[B];AB[ac]"), "{text}");
    assert_eq!((r.board(), r.to_move()), (g.board(), g.to_move()), "{text}");
    for p in size.points() {
        assert_eq!(r.is_legal(Move::Play(p)), g.is_legal(Move::Play(p)), "{p:?} {text}");
    }
}
