//! Property tests: random games on random board sizes (1..=19 per side,
//! rectangles included), for every ko rule and suicide option, checked move by
//! move against the naive reference model in `common`.

#![allow(clippy::cast_possible_truncation)] // test inputs are small

mod common;

use common::{Model, Verdict};
use go_core::{Board, BoardSize, Color, Game, IllegalMove, KoRule, Move, Phase, Point, Rules, Suicide, Topology};
use proptest::prelude::*;

const KO_RULES: [KoRule; 4] =
    [KoRule::Simple, KoRule::PositionalSuperko, KoRule::SituationalSuperko, KoRule::NaturalSituationalSuperko];
const SUICIDES: [Suicide; 2] = [Suicide::Forbidden, Suicide::MultiStoneAllowed];

fn sorted(mut v: Vec<Point>) -> Vec<Point> {
    v.sort_by_key(|p| (p.y, p.x));
    v
}

/// Plays `choices` (each an index into all points plus pass) and checks
/// engine and model agree after every step.
fn run(size: BoardSize, ko: KoRule, suicide: Suicide, choices: &[u16], check_legal_every: usize) {
    run_on(size, Topology::Planar, ko, suicide, choices, check_legal_every);
}

fn run_on(
    size: BoardSize,
    topology: Topology,
    ko: KoRule,
    suicide: Suicide,
    choices: &[u16],
    check_legal_every: usize,
) {
    let rules = Rules::studio().with_ko(ko).with_suicide(suicide);
    let mut game = Game::builder(size).rules(rules).topology(topology).build().unwrap();
    let mut model = Model::new(size, ko, suicide);
    model.wrap = (topology.wraps_horizontally(), topology.wraps_vertically());
    let area = size.area();
    for (step, &choice) in choices.iter().enumerate() {
        if model.over {
            break;
        }
        let k = choice as usize % (area + 1);
        let before_board = game.board().clone();
        let before_moves = game.moves().len();
        if k == area {
            game.pass().expect("a pass is always legal while playing");
            model.pass();
        } else {
            let p = size.point_at(k).unwrap();
            let verdict = model.judge(p);
            let got = game.play(Move::Play(p)).cloned();
            match (verdict, got) {
                (Verdict::Legal { grid, captured, suicided }, Ok(record)) => {
                    assert_eq!(sorted(record.captured.to_vec()), sorted(captured.clone()), "captures at {p}");
                    assert_eq!(sorted(record.suicided.to_vec()), sorted(suicided.clone()), "suicide at {p}");
                    model.apply(grid, captured.len(), suicided.len());
                }
                (v, Err(e)) => {
                    let expected = match v {
                        Verdict::Occupied => IllegalMove::Occupied(p),
                        Verdict::Suicide => IllegalMove::Suicide(p),
                        Verdict::Ko => IllegalMove::Ko(p),
                        Verdict::Superko => IllegalMove::Superko(p),
                        Verdict::Legal { .. } => panic!("engine refused legal {p}: {e} (step {step})\n{before_board}"),
                    };
                    assert_eq!(e, expected, "step {step}\n{before_board}");
                    assert_eq!(*game.board(), before_board, "a refused move changed the board");
                    assert_eq!(game.moves().len(), before_moves);
                }
                (v, Ok(_)) => panic!("engine accepted {p}, model says {v:?} (step {step})\n{before_board}"),
            }
        }
        // Same board, prisoners, side to move and phase.
        assert_eq!(game.board().colors(), model.grid, "board after step {step}");
        assert_eq!([game.prisoners().black, game.prisoners().white], model.prisoners);
        assert_eq!(game.to_move(), model.to_move);
        assert_eq!(game.phase() != Phase::Playing, model.over, "phase after step {step}");
        if model.cycle {
            assert_eq!(game.phase(), Phase::Finished);
        }
        game.board().check_invariants().unwrap();
        let rebuilt = Board::from_colors(size, topology, &game.board().colors()).unwrap();
        assert_eq!(game.board().hash(), rebuilt.hash(), "incremental hash differs from a fresh one");
        if step % check_legal_every == 0 || model.over {
            let mut engine: Vec<Point> = game.legal_moves().into_iter().filter_map(Move::point).collect();
            engine = sorted(engine);
            assert_eq!(engine, sorted(model.legal_points()), "legal moves after step {step}\n{}", game.board());
            // The bit mask: the same points, one bit each, and its count.
            let mut words = Vec::new();
            let count = game.legal_mask_bits(&mut words);
            assert_eq!(words.len(), size.area().div_ceil(64));
            let from_bits: Vec<Point> = size
                .points()
                .filter(|&p| size.index_of(p).is_some_and(|i| words[i / 64] >> (i % 64) & 1 == 1))
                .collect();
            assert_eq!(count, from_bits.len());
            assert_eq!(sorted(from_bits), engine, "legal bits after step {step}");
        }
    }
}

/// Plays `choices` as [`run`] does, but one play in five is made for the
/// colour not to move (`Game::play_for`, GTP's `play` for either colour),
/// and checks engine and model agree after every step (found from outside:
/// under situational superko the position whose side to move was changed
/// was forgotten with the side that had been to move).
fn run_either_colour(size: BoardSize, ko: KoRule, suicide: Suicide, choices: &[u16]) {
    let rules = Rules::studio().with_ko(ko).with_suicide(suicide);
    let mut game = Game::builder(size).rules(rules).build().unwrap();
    let mut model = Model::new(size, ko, suicide);
    let area = size.area();
    for (step, &choice) in choices.iter().enumerate() {
        if model.over {
            break;
        }
        let k = choice as usize % (area + 1);
        let other = (choice as usize / (area + 1)).is_multiple_of(5);
        let before_board = game.board().clone();
        if k == area {
            game.pass().expect("a pass is always legal while playing");
            model.pass();
        } else {
            let p = size.point_at(k).unwrap();
            let color = if other { model.to_move.opponent() } else { model.to_move };
            let mut after = model.clone();
            after.set_to_move(color);
            let verdict = after.judge(p);
            match (verdict, game.play_for(color, Move::Play(p)).cloned()) {
                (Verdict::Legal { grid, captured, suicided }, Ok(_)) => {
                    after.apply(grid, captured.len(), suicided.len());
                    model = after;
                }
                (Verdict::Legal { .. }, Err(e)) => {
                    panic!("engine refused legal {color:?} {p}: {e} (step {step})\n{before_board}")
                }
                // Refused by both: nothing changed (checked below).
                (_, Err(_)) => {}
                (v, Ok(_)) => panic!("engine accepted {color:?} {p}, model says {v:?} (step {step})\n{before_board}"),
            }
        }
        assert_eq!(game.board().colors(), model.grid, "board after step {step}");
        assert_eq!([game.prisoners().black, game.prisoners().white], model.prisoners);
        assert_eq!(game.to_move(), model.to_move, "side to move after step {step}");
        assert_eq!(game.phase() != Phase::Playing, model.over, "phase after step {step}");
    }
}

/// Turns raw `choices` into mostly-legal ones using the model: a pass when
/// the model has no legal point or the choice is a multiple of `pass_every`,
/// else one of the model's legal points.
fn dense_choices(size: BoardSize, ko: KoRule, suicide: Suicide, choices: &[u16], pass_every: u16) -> Vec<u16> {
    let mut model = Model::new(size, ko, suicide);
    let mut picked = Vec::new();
    for &c in choices {
        if model.over {
            break;
        }
        let legal = model.legal_points();
        let k = if legal.is_empty() || c % pass_every == 0 {
            size.area()
        } else {
            let p = legal[c as usize % legal.len()];
            size.index_of(p).unwrap()
        };
        picked.push(k as u16);
        if k == size.area() {
            model.pass();
        } else {
            let p = size.point_at(k).unwrap();
            if let Verdict::Legal { grid, captured, suicided } = model.judge(p) {
                model.apply(grid, captured.len(), suicided.len());
            }
        }
    }
    picked
}

fn size_strategy() -> impl Strategy<Value = BoardSize> {
    prop_oneof![
        3 => (1u32..=7, 1u32..=7),
        2 => (1u32..=19, 1u32..=19),
        1 => (8u32..=19, 8u32..=19),
    ]
    .prop_map(|(w, h)| BoardSize::new(w, h).unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn engine_matches_reference_model(
        size in size_strategy(),
        ko in 0usize..4,
        suicide in 0usize..2,
        choices in proptest::collection::vec(any::<u16>(), 0..400),
    ) {
        let every = if size.area() > 150 { 10 } else { 1 };
        run(size, KO_RULES[ko], SUICIDES[suicide], &choices, every);
    }

    /// Dense play on tiny boards with one play in five made for the colour
    /// not to move: every ko rule checked against the model's situations.
    #[test]
    fn plays_for_either_colour_match_the_model(
        w in 1u32..=4, h in 1u32..=4,
        ko in 0usize..4,
        suicide in 0usize..2,
        choices in proptest::collection::vec(any::<u16>(), 0..300),
    ) {
        let size = BoardSize::new(w, h).unwrap();
        run_either_colour(size, KO_RULES[ko], SUICIDES[suicide], &choices);
    }

    /// Dense play on tiny boards, where captures, ko and suicide happen all
    /// the time: moves drawn among the model's legal moves.
    #[test]
    fn dense_tiny_boards(
        w in 1u32..=5, h in 1u32..=5,
        ko in 0usize..4,
        suicide in 0usize..2,
        choices in proptest::collection::vec(any::<u16>(), 0..300),
    ) {
        let size = BoardSize::new(w, h).unwrap();
        let picked = dense_choices(size, KO_RULES[ko], SUICIDES[suicide], &choices, 17);
        run(size, KO_RULES[ko], SUICIDES[suicide], &picked, 1);
    }

    /// The same checks on the torus and on both cylinders (RULES.md
    /// section 6), where every capture and liberty may cross the seam.
    #[cfg(feature = "toroidal")]
    #[test]
    fn engine_matches_reference_model_on_wrapped_boards(
        w in 3u32..=7, h in 3u32..=7,
        topology in 0usize..3,
        ko in 0usize..4,
        suicide in 0usize..2,
        choices in proptest::collection::vec(any::<u16>(), 0..300),
    ) {
        let size = BoardSize::new(w, h).unwrap();
        let topology = [Topology::Torus, Topology::HorizontalCylinder, Topology::VerticalCylinder][topology];
        run_on(size, topology, KO_RULES[ko], SUICIDES[suicide], &choices, 1);
    }

    /// Long dense games on tiny boards, well past the history's kept
    /// positions (every 256 moves): a superko or cycle check then rebuilds
    /// an earlier position from the nearest kept one after it.
    #[test]
    fn long_dense_games_cross_the_kept_positions(
        w in 2u32..=4, h in 2u32..=4,
        ko in 0usize..4,
        suicide in 0usize..2,
        choices in proptest::collection::vec(any::<u16>(), 600..1100),
    ) {
        let size = BoardSize::new(w, h).unwrap();
        let picked = dense_choices(size, KO_RULES[ko], SUICIDES[suicide], &choices, 211);
        run(size, KO_RULES[ko], SUICIDES[suicide], &picked, 1);
    }

    /// Undo restores exactly the earlier state, move after move.
    #[test]
    fn undo_restores_every_state(
        w in 1u32..=7, h in 1u32..=7,
        ko in 0usize..4,
        choices in proptest::collection::vec(any::<u16>(), 0..120),
    ) {
        undo_all(BoardSize::new(w, h).unwrap(), KO_RULES[ko], &choices, false);
    }

    /// The same on tiny boards past the history's kept positions (every
    /// 256 moves), which undo drops again.
    #[test]
    fn undo_restores_every_state_past_the_kept_positions(
        w in 2u32..=4, h in 2u32..=4,
        ko in 0usize..4,
        choices in proptest::collection::vec(any::<u16>(), 300..700),
    ) {
        undo_all(BoardSize::new(w, h).unwrap(), KO_RULES[ko], &choices, true);
    }

    /// A long tolerant replay whose moves often land on occupied points
    /// (each such move rebuilds the board) is taken back move after move
    /// to each earlier state, ko point included, then played on as the
    /// same calls made afresh play.
    #[test]
    fn undo_restores_every_state_of_a_tolerant_replay(
        w in 2u32..=4, h in 2u32..=4,
        ko in 0usize..4,
        choices in proptest::collection::vec(any::<u16>(), 300..700),
        back in 1usize..700,
    ) {
        let size = BoardSize::new(w, h).unwrap();
        let rules = Rules::studio().with_ko(KO_RULES[ko]);
        let area = size.area();
        let call = |c: u16| {
            // Mostly in turn, sometimes the same colour twice (an implied
            // pass); one in 20 a pass.
            let color = if c & 0x8000 == 0 { None } else { Some(Color::White) };
            let i = usize::from(c & 0x7fff) % (area * 20 / 19 + 1);
            let mv = if i >= area {
                Move::Pass
            } else {
                Move::Play(Point::new(u8::try_from(i % size.width() as usize).unwrap(), u8::try_from(i / size.width() as usize).unwrap()))
            };
            (color, mv)
        };
        let replay = |game: &mut Game, c: u16| {
            let (color, mv) = call(c);
            let color = color.unwrap_or(game.to_move());
            game.replay_move(color, mv).unwrap();
        };
        let seen = |g: &Game| (g.board().clone(), g.board().ko_point(), g.prisoners(), g.to_move(), g.legal_moves(), g.moves().len());
        let mut game = Game::new(size, rules);
        let mut states = vec![seen(&game)];
        for &c in &choices {
            replay(&mut game, c);
            states.push(seen(&game));
        }
        states.pop();
        let back = back.min(states.len());
        for _ in 0..back {
            let state = states.pop().unwrap();
            game.undo().unwrap();
            prop_assert_eq!(seen(&game), state);
            game.board().check_invariants().unwrap();
        }
        let mut fresh = Game::new(size, rules);
        for &c in &choices[..states.len()] {
            replay(&mut fresh, c);
        }
        for &c in choices.iter().rev().take(100) {
            replay(&mut game, c);
            replay(&mut fresh, c);
            prop_assert_eq!(seen(&game), seen(&fresh));
        }
    }

    /// A long game taken back part of the way and played on judges every
    /// move as the same moves played without the undo do.
    #[test]
    fn play_on_after_undo_past_the_kept_positions(
        w in 2u32..=4, h in 2u32..=4,
        ko in 0usize..4,
        choices in proptest::collection::vec(any::<u16>(), 300..900),
        back in 1usize..400,
    ) {
        let rules = Rules::studio().with_ko(KO_RULES[ko]);
        let size = BoardSize::new(w, h).unwrap();
        let mut game = Game::new(size, rules);
        let (first, then) = choices.split_at(choices.len() / 2);
        let pick = |game: &Game, c: u16| {
            let mut legal = game.legal_moves();
            if legal.len() > 1 {
                legal.retain(|m| *m != Move::Pass);
            }
            legal[c as usize % legal.len()]
        };
        for &c in first {
            if game.phase() != Phase::Playing { break; }
            game.play(pick(&game, c)).unwrap();
        }
        for _ in 0..back.min(game.moves().len()) {
            game.undo().unwrap();
        }
        let mut fresh = Game::new(size, rules);
        for m in game.moves().to_vec() {
            fresh.play(m.mv).unwrap();
        }
        for &c in then {
            if game.phase() != Phase::Playing { break; }
            prop_assert_eq!(game.legal_moves(), fresh.legal_moves());
            let mv = pick(&game, c);
            game.play(mv).unwrap();
            fresh.play(mv).unwrap();
        }
        prop_assert_eq!(game.phase(), fresh.phase());
    }
}

/// Plays legal moves chosen by `choices` under `ko` (passing only when
/// nothing else is legal if `few_passes`), then undoes them all, checking
/// that each undo restores the board, prisoners, side to move and legal
/// moves as they were.
fn undo_all(size: BoardSize, ko: KoRule, choices: &[u16], few_passes: bool) {
    let mut game = Game::new(size, Rules::studio().with_ko(ko));
    let mut snapshots = vec![(game.board().clone(), game.prisoners(), game.to_move(), game.legal_moves())];
    for &c in choices {
        if game.phase() != Phase::Playing {
            break;
        }
        let mut legal = game.legal_moves();
        if few_passes && legal.len() > 1 {
            legal.retain(|m| *m != Move::Pass);
        }
        let mv = legal[c as usize % legal.len()];
        game.play(mv).unwrap();
        snapshots.push((game.board().clone(), game.prisoners(), game.to_move(), game.legal_moves()));
    }
    snapshots.pop();
    while let Some((board, prisoners, to_move, legal)) = snapshots.pop() {
        game.undo().unwrap();
        assert_eq!(game.board(), &board);
        assert_eq!(game.prisoners(), prisoners);
        assert_eq!(game.to_move(), to_move);
        assert_eq!(game.legal_moves(), legal);
        game.board().check_invariants().unwrap();
    }
    assert!(game.undo().is_err());
}

#[test]
fn black_and_white_alternate_after_handicap_in_model_terms() {
    // The model starts with Black; the engine agrees on an empty board.
    let game = Game::new(BoardSize::NINE, Rules::studio());
    assert_eq!(game.to_move(), Color::Black);
}

/// What a caller sees of a game, for comparing a game with the one its
/// record rebuilds.
#[derive(Debug, PartialEq)]
struct Seen {
    board: Board,
    moves: Vec<go_core::MoveRecord>,
    events: Vec<go_core::Event>,
    phase: Phase,
    result: Option<go_core::GameResult>,
    to_move: Color,
    seat: go_core::Seat,
    consecutive_passes: usize,
    prisoners: go_core::ByColor<u32>,
    penalties: go_core::ByColor<u32>,
    dead: Vec<Point>,
    proposal: Option<Color>,
    legal: Vec<Move>,
}

impl Seen {
    fn of(game: &Game) -> Seen {
        Seen {
            board: game.board().clone(),
            moves: game.moves().to_vec(),
            events: game.events().to_vec(),
            phase: game.phase(),
            result: game.result(),
            to_move: game.to_move(),
            seat: game.seat_to_move(),
            consecutive_passes: game.consecutive_passes(),
            prisoners: game.prisoners(),
            penalties: game.penalties(),
            dead: sorted(game.dead_stones()),
            proposal: game.proposal(),
            legal: game.legal_moves(),
        }
    }
}

/// One step of `undo_is_the_game_its_record_rebuilds`: a move, a pass,
/// GTP-style play for either colour (resuming after two passes), a
/// tolerant replay, a partner's move out of turn, counting-phase marks,
/// proposals and rejections (play resumes), or an undo. Refusals are
/// ignored: only what the game accepted is compared.
fn any_step(game: &mut Game, kind: u8, arg: u16) {
    let size = game.board().size();
    let area = size.area();
    let point = size.point_at(usize::from(arg) % area).unwrap_or(Point::new(0, 0));
    let legal = game.legal_moves();
    let color = if arg & 0x8000 == 0 { Color::Black } else { Color::White };
    let _ = match kind % 10 {
        0..=2 if !legal.is_empty() => game.play(legal[usize::from(arg) % legal.len()]).map(|_| ()).map_err(|_| ()),
        3 => game.pass().map(|_| ()).map_err(|_| ()),
        4 => {
            let mv = if arg.is_multiple_of(7) { Move::Pass } else { Move::Play(point) };
            game.play_for(color, mv).map(|_| ()).map_err(|_| ())
        }
        5 => {
            let mv = if arg.is_multiple_of(9) { Move::Pass } else { Move::Play(point) };
            game.replay_move(color, mv).map(|_| ()).map_err(|_| ())
        }
        6 => {
            // The seat after the one to move, of the same side: a partner
            // out of turn (a two-seat side) or the seat to move itself.
            let seat = game.seat_to_move();
            let partner = go_core::Seat::new(seat.color, seat.number % 2 + 1);
            let mv = if legal.len() > 1 { legal[usize::from(arg) % (legal.len() - 1)] } else { Move::Pass };
            game.play_as(partner, mv).map(|_| ()).map_err(|_| ())
        }
        7 => match arg % 4 {
            0 => game.toggle_dead_chain(point).map(|_| ()).map_err(|_| ()),
            1 => game.propose(color).map_err(|_| ()),
            2 => game.reject(color).map_err(|_| ()),
            _ => game.resume().map_err(|_| ()),
        },
        _ => game.undo().map(|_| ()).map_err(|_| ()),
    };
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Whatever happened before, the game after each step (an undo above
    /// all, which takes the newest move back locally) is the game its own
    /// record rebuilds: the same position, moves, events, phase, result,
    /// turn and seat, passes since play resumed, prisoners, penalties,
    /// marks and legal moves. Under each counting preset, every ko rule,
    /// and a Pair Go table whose partners may move out of turn.
    #[test]
    fn undo_is_the_game_its_record_rebuilds(
        w in 2u32..=5, h in 2u32..=5,
        preset in 0usize..4,
        ko in 0usize..4,
        pair_go in any::<bool>(),
        steps in proptest::collection::vec((any::<u8>(), any::<u16>()), 0..160),
    ) {
        let size = BoardSize::new(w, h).unwrap();
        let rules = [Rules::studio(), Rules::chinese(), Rules::aga(), Rules::tromp_taylor()][preset].with_ko(KO_RULES[ko]);
        // (A team table needs the `rengo` feature.)
        let table = if pair_go && cfg!(feature = "rengo") {
            go_core::Table::new(2, 2).unwrap().with_out_of_turn(go_core::OutOfTurn::PairGoPenalty)
        } else {
            go_core::Table::default()
        };
        let mut game = Game::builder(size).rules(rules).table(table).build().unwrap();
        for (kind, arg) in steps {
            any_step(&mut game, kind, arg);
            let rebuilt = Game::from_record(&game.record()).unwrap();
            prop_assert_eq!(Seen::of(&game), Seen::of(&rebuilt), "after step {} {}", kind, arg);
        }
    }
}

/// The first case the property test above found in a full run (a long
/// cycle on 2x1 under simple ko with suicide allowed), kept as a test.
#[test]
fn plays_for_either_colour_long_cycle_on_two_points() {
    let size = BoardSize::new(2, 1).unwrap();
    run_either_colour(size, KoRule::Simple, Suicide::MultiStoneAllowed, &[6599, 57915, 1909, 8850, 886, 19260, 0]);
}
