//! Property tests of the board's recorded moves, undo, ko point and
//! legality primitives, against the slower definitions they replace: a
//! board rebuilt from its colours, `analyze`, a clone that plays the move,
//! and the position two moves back.

#![allow(clippy::cast_possible_truncation)] // test inputs are small

use proptest::prelude::*;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

use super::*;
use crate::base::Move;
use crate::rules::Suicide;

fn topologies() -> Vec<Topology> {
    #[allow(unused_mut)]
    let mut t = vec![Topology::Planar];
    #[cfg(feature = "toroidal")]
    t.extend([Topology::Torus, Topology::HorizontalCylinder, Topology::VerticalCylinder]);
    t
}

/// Everything observable about a board's internal state except the
/// indexes of its chain records: colours, neighbour counts, hash, stone
/// counts, ko point, the list of empty points in order, and per stone its
/// chain (named by its smallest cell), the chain's record and the next
/// stone in the chain's list.
#[derive(Debug, PartialEq, Eq)]
struct State {
    cells: Vec<u8>,
    nbr: Vec<u8>,
    hash: u64,
    stones: [u32; 2],
    ko: Option<(Point, u8)>,
    empties: Vec<u16>,
    chains: Vec<Option<(usize, u64, u16)>>,
}

fn state(b: &Board) -> State {
    let chains = (0..b.cells.len())
        .map(|c| {
            (b.cells[c] == BLACK || b.cells[c] == WHITE)
                .then(|| (b.chain_cells(c).min().unwrap_or(c), b.chain_at(c).0, b.link[c]))
        })
        .collect();
    State {
        cells: b.cells.to_vec(),
        nbr: b.size.points().map(|p| b.nbr[b.cell(p)]).collect(),
        hash: b.hash,
        stones: b.stones,
        ko: b.ko_point().map(|p| (p, b.ko_taker)),
        empties: b.empties.clone(),
        chains,
    }
}

/// The ko point by its definition: the move captured exactly one stone
/// with a single stone whose only liberty is the captured point.
fn expected_ko(b: &Board, delta: &MoveDelta, log: &RemovalLog) -> Option<Point> {
    let Move::Play(p) = delta.mv() else { return None };
    match (delta.is_suicide(), log.removed(delta)) {
        (false, [q]) => (b.chain(p).len() == 1 && b.liberties(p) == [*q]).then_some(*q),
        _ => None,
    }
}

/// A board and topology for a proptest case, or `None` when the topology
/// needs a longer wrapped axis.
fn board_for(w: u32, h: u32, t: usize) -> Option<Board> {
    let topologies = topologies();
    let topology = topologies[t % topologies.len()];
    Board::with_topology(BoardSize::new(w, h).ok()?, topology).ok()
}

/// Plays random moves (any empty point, suicides and passes included, by
/// a random colour) and takes random ones back, checking after every step
/// the invariants, the ko point and, after an undo, that the whole state
/// is the one before the move and equals a board rebuilt from colours.
fn play_and_undo(mut b: Board, ops: &[(u16, u8)]) -> Result<(), TestCaseError> {
    let mut log = RemovalLog::new();
    let mut stack: Vec<(MoveDelta, State, Board)> = Vec::new();
    for &(choice, kind) in ops {
        if kind % 4 == 0 && !stack.is_empty() {
            let (delta, before, before_board) = stack.pop().unwrap();
            b.undo(&delta, &mut log).map_err(|e| TestCaseError::fail(format!("undo refused: {e}\n{b}")))?;
            b.check_invariants().map_err(TestCaseError::fail)?;
            prop_assert_eq!(state(&b), before, "undo of {:?}", delta.mv());
            let rebuilt = Board::from_colors(b.size, b.topology, &b.colors()).unwrap();
            prop_assert_eq!(&b, &rebuilt);
            prop_assert_eq!(&b, &before_board);
            prop_assert_eq!(log.len(), stack.last().map_or(0, |(d, _, _)| d.removed_range().end));
            continue;
        }
        let color = if kind & 1 == 0 { Color::Black } else { Color::White };
        let n = b.empty_count();
        let k = usize::from(choice) % (n + 1);
        let mv = if k == n {
            Move::Pass
        } else {
            let mut points: Vec<Point> = b.size.points().filter(|&p| b.is_empty_at(p)).collect();
            points.sort_by_key(|p| (p.y, p.x));
            Move::Play(points[k])
        };
        let before = state(&b);
        let before_board = b.clone();
        let effect = mv.point().map(|p| b.analyze(color, p).unwrap());
        let delta = b.play_recorded(color, mv, &mut log).unwrap();
        b.check_invariants().map_err(|e| TestCaseError::fail(format!("{e} after {mv:?}\n{b}")))?;
        prop_assert_eq!(delta.mv(), mv);
        prop_assert_eq!(delta.color(), color);
        prop_assert_eq!(delta.hash_before(), before.hash);
        if let Some(e) = effect {
            prop_assert_eq!(delta.captured(), e.captured);
            prop_assert_eq!(delta.suicided(), e.suicide);
            prop_assert_eq!(b.hash(), e.hash_after);
        }
        // Removed stones: what a clone's `play` reports, in order.
        if let Move::Play(p) = mv {
            let mut other = before_board.clone();
            let placement = other.play(color, p).unwrap();
            let all: Vec<Point> = placement.captured.iter().chain(&placement.suicided).copied().collect();
            prop_assert_eq!(log.removed(&delta), &all[..]);
            prop_assert_eq!(state(&other), state(&b));
        }
        prop_assert_eq!(b.ko_point(), expected_ko(&b, &delta, &log), "ko point after {:?}\n{}", mv, b);
        stack.push((delta, before, before_board));
    }
    // Everything comes back to the start.
    while let Some((delta, before, _)) = stack.pop() {
        b.undo(&delta, &mut log).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(state(&b), before);
    }
    prop_assert!(log.is_empty());
    b.check_invariants().map_err(TestCaseError::fail)?;
    Ok(())
}

/// The legality primitives at every point of the board, for both colours,
/// both suicide rules and both ko treatments, against `analyze`, the
/// position two moves back (simple ko: the play may not recreate it) and a
/// clone that plays the move (the hash after).
fn check_legality(b: &Board, two_back: Option<(&Board, Color)>) -> Result<(), TestCaseError> {
    let mut mask = Vec::new();
    for color in [Color::Black, Color::White] {
        for suicide in [Suicide::Forbidden, Suicide::MultiStoneAllowed] {
            for ko in [SimpleKo::Ignore, SimpleKo::Forbid] {
                let count = b.legal_mask(color, suicide, ko, &mut mask);
                prop_assert_eq!(mask.len(), b.size.area().div_ceil(64));
                let mut expected_count = 0;
                for (i, p) in b.size.points().enumerate() {
                    let got = b.is_pseudo_legal(color, p, suicide, ko);
                    let expected = match b.analyze(color, p) {
                        Err(e) => Err(e),
                        Ok(e) if !suicide.allows(e.suicide as usize) => Err(IllegalMove::Suicide(p)),
                        Ok(_) => {
                            // Simple ko: the play recreates the position
                            // before the other colour's last play.
                            let repeats = ko == SimpleKo::Forbid
                                && two_back.is_some_and(|(old, last)| {
                                    last == color.opponent() && {
                                        let mut after = b.clone();
                                        after.play(color, p).unwrap();
                                        after == *old
                                    }
                                });
                            if repeats { Err(IllegalMove::Ko(p)) } else { Ok(()) }
                        }
                    };
                    prop_assert_eq!(&got, &expected, "{:?} at {} ({:?}, {:?})\n{}", color, p, suicide, ko, b);
                    // The checked recorded move: the same answer; refused,
                    // nothing changed; made, the move `play_recorded` makes.
                    let (mut checked, mut log) = (b.clone(), RemovalLog::new());
                    let made = checked.play_recorded_legal(color, Move::Play(p), suicide, ko, &mut log);
                    prop_assert_eq!(made.clone().map(|_| ()), got.clone(), "play_recorded_legal at {}", p);
                    if got.is_ok() {
                        let (mut plain, mut plain_log) = (b.clone(), RemovalLog::new());
                        let delta = plain.play_recorded(color, Move::Play(p), &mut plain_log).unwrap();
                        prop_assert_eq!(made.unwrap().unstamped(), delta.unstamped());
                        prop_assert_eq!((&checked, &log), (&plain, &plain_log));
                    } else {
                        prop_assert_eq!((&checked, log.len()), (b, 0));
                    }
                    let bit = mask[i / 64] >> (i % 64) & 1 == 1;
                    prop_assert_eq!(bit, got.is_ok(), "mask bit of {}", p);
                    expected_count += usize::from(bit);
                    if got.is_ok() || matches!(got, Err(IllegalMove::Suicide(_) | IllegalMove::Ko(_))) {
                        let mut after = b.clone();
                        after.play(color, p).unwrap();
                        prop_assert_eq!(b.hash_after(color, p), Ok(after.hash()));
                    } else {
                        prop_assert_eq!(b.hash_after(color, p), got.map(|()| 0));
                    }
                }
                prop_assert_eq!(count, expected_count);
                // Bits past the last point stay clear.
                let area = b.size.area();
                if !area.is_multiple_of(64) {
                    prop_assert_eq!(mask[area / 64] >> (area % 64), 0);
                }
            }
        }
    }
    for p in [Point::new(b.size.width(), 0), Point::new(0, b.size.height())] {
        prop_assert_eq!(
            b.is_pseudo_legal(Color::Black, p, Suicide::Forbidden, SimpleKo::Forbid),
            Err(IllegalMove::OffBoard(p))
        );
        let mut checked = b.clone();
        let made = checked.play_recorded_legal(
            Color::White,
            Move::Play(p),
            Suicide::Forbidden,
            SimpleKo::Forbid,
            &mut RemovalLog::new(),
        );
        prop_assert_eq!((made, &checked), (Err(IllegalMove::OffBoard(p)), b));
        prop_assert_eq!(b.hash_after(Color::Black, p), Err(IllegalMove::OffBoard(p)));
    }
    Ok(())
}

/// The chain queries without lists against those with: per point, the
/// liberty count (plain and marked, the marks reused across points) equals
/// the length of the sorted, deduplicated liberty list, which the list
/// into a reused buffer repeats exactly, and that list is every empty
/// neighbour of the chain, row-major; the chain's points without a list
/// are the chain's, in its order; two stones share a chain key exactly
/// when one is in the other's chain; the neighbours are distinct, other
/// than the point, and neighbours of it in turn.
fn check_chain_queries(b: &Board, marks: &mut LibertyMarks, buf: &mut Vec<Point>) -> Result<(), TestCaseError> {
    for p in b.size.points() {
        let libs = b.liberties(p);
        b.liberties_into(p, buf);
        prop_assert_eq!(&*buf, &libs, "liberties of {} into a buffer\n{}", p, b);
        let mut naive: Vec<Point> = b
            .chain(p)
            .into_iter()
            .flat_map(|s| b.neighbor_points(s).collect::<Vec<_>>())
            .filter(|&q| b.get(q).is_none())
            .collect();
        naive.sort_by_key(|q| (q.y, q.x));
        naive.dedup();
        prop_assert_eq!(&libs, &naive, "liberties of {}\n{}", p, b);
        prop_assert_eq!(b.chain_points(p).collect::<Vec<_>>(), b.chain(p), "chain of {}\n{}", p, b);
        let expected = b.get(p).map(|_| libs.len());
        prop_assert_eq!(b.liberty_count(p), expected, "liberties of {}\n{}", p, b);
        prop_assert_eq!(b.liberty_count_marked(p, marks), expected, "marked liberties of {}\n{}", p, b);
        // At most k of them, distinct, all of them when there are k or fewer.
        for k in 0..=4 {
            let some = b.liberties_up_to(p, k);
            prop_assert_eq!(some.len(), libs.len().min(k), "{} liberties of {}\n{}", k, p, b);
            prop_assert!(some.iter().all(|q| libs.contains(q)), "{} liberties of {}\n{}", k, p, b);
            let mut distinct = some.clone();
            distinct.sort_by_key(|q| (q.y, q.x));
            distinct.dedup();
            prop_assert_eq!(distinct.len(), some.len());
        }
        // The chains next to it, against a walk of its stones' neighbours
        // that keeps the first stone met of each chain.
        for color in Color::ALL {
            let (mut keys, mut next_to) = (Vec::new(), Vec::new());
            b.neighbor_chains_into(p, color, &mut keys, &mut next_to);
            let mut naive: Vec<Point> = Vec::new();
            for s in b.chain(p) {
                for q in b.neighbor_points(s) {
                    if b.get(q) == Some(color) && !naive.iter().any(|&r| b.chain(r).contains(&q)) {
                        naive.push(q);
                    }
                }
            }
            prop_assert_eq!(&next_to, &naive, "{:?} chains next to {}\n{}", color, p, b);
            prop_assert_eq!(keys.len(), next_to.len());
            for (k, key) in keys.iter().enumerate() {
                prop_assert!(!keys[..k].contains(key), "keys {:?} repeat", keys);
            }
        }
        let around: Vec<Point> = b.neighbor_points(p).collect();
        for (k, &q) in around.iter().enumerate() {
            prop_assert!(q != p && !around[..k].contains(&q), "neighbours of {}: {:?}", p, around);
            prop_assert!(b.neighbor_points(q).any(|r| r == p), "{} is not next to its neighbour {}", p, q);
        }
        prop_assert!(around.len() <= 4);
    }
    prop_assert_eq!(b.liberty_count(Point::new(b.size.width(), 0)), None);
    prop_assert_eq!(b.neighbor_points(Point::new(0, b.size.height())).count(), 0);
    Ok(())
}

/// Random play (captures, kos and suicides by the board's rules) with the
/// legality primitives and the chain queries checked at every step.
fn legality_along_a_game(mut b: Board, ops: &[(u16, u8)]) -> Result<(), TestCaseError> {
    let mut log = RemovalLog::new();
    let mut marks = LibertyMarks::default();
    let mut buf = vec![Point::new(0, 0)];
    check_legality(&b, None)?;
    for &(choice, kind) in ops {
        let color = if kind & 1 == 0 { Color::Black } else { Color::White };
        let mut candidates = Vec::new();
        b.legal_mask(color, Suicide::MultiStoneAllowed, SimpleKo::Forbid, &mut candidates);
        let points: Vec<Point> = b
            .size
            .points()
            .enumerate()
            .filter(|(i, _)| candidates[i / 64] >> (i % 64) & 1 == 1)
            .map(|(_, p)| p)
            .collect();
        let k = usize::from(choice) % (points.len() + 1);
        let mv = if kind & 6 == 6 || k == points.len() { Move::Pass } else { Move::Play(points[k]) };
        let before = b.clone();
        b.play_recorded(color, mv, &mut log).unwrap();
        // A pass leaves the board as it was: no play to recapture.
        let last = match mv {
            Move::Play(_) => Some((before, color)),
            Move::Pass => None,
        };
        check_legality(&b, last.as_ref().map(|(o, c)| (o, *c)))?;
        check_chain_queries(&b, &mut marks, &mut buf)?;
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn undo_restores_the_board_exactly(
        w in 1u32..=9, h in 1u32..=9, t in 0usize..4,
        ops in prop::collection::vec((any::<u16>(), any::<u8>()), 0..160),
    ) {
        if let Some(b) = board_for(w, h, t) {
            play_and_undo(b, &ops)?;
        }
    }

    #[test]
    fn undo_restores_the_board_exactly_on_dense_small_boards(
        w in 1u32..=4, h in 1u32..=4, t in 0usize..4,
        ops in prop::collection::vec((any::<u16>(), 1u8..=255), 0..200),
    ) {
        // No undo until the end (`kind % 4 != 0` mostly): long games of
        // captures, kos and suicides on tiny boards, then all taken back.
        if let Some(b) = board_for(w, h, t) {
            let ops: Vec<(u16, u8)> = ops.into_iter().map(|(c, k)| (c, if k % 4 == 0 { k | 1 } else { k })).collect();
            play_and_undo(b, &ops)?;
        }
    }

    #[test]
    fn legality_matches_analyze(
        w in 1u32..=7, h in 1u32..=7, t in 0usize..4,
        ops in prop::collection::vec((any::<u16>(), any::<u8>()), 0..60),
    ) {
        if let Some(b) = board_for(w, h, t) {
            legality_along_a_game(b, &ops)?;
        }
    }
}

/// Random games on 19x19 with undos mixed in, checked like the proptest.
#[test]
fn undo_on_full_size_games() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(12);
    for topology in topologies() {
        let b = Board::with_topology(BoardSize::NINETEEN, topology).unwrap();
        let ops: Vec<(u16, u8)> = (0..600)
            .map(|_| (rand::Rng::next_u32(&mut rng) as u16, (rand::Rng::next_u32(&mut rng) % 7 + 1) as u8))
            .collect();
        play_and_undo(b, &ops).unwrap();
    }
}

/// After `play_recorded` and `undo`, a seeded playout is the one the board
/// would have played without the move: the list of empty points and the
/// chains' lists are back in their order.
#[test]
fn playouts_after_undo_are_the_playouts_before() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
    for topology in topologies() {
        let mut b = Board::with_topology(BoardSize::NINE, topology).unwrap();
        let mut log = RemovalLog::new();
        let mut color = Color::Black;
        let mut undone = 0;
        for step in 0..150u64 {
            let Some(p) = b.random_light_move(color, b.ko_point(), &mut rng) else { break };
            let before = b.clone();
            let delta = b.play_recorded(color, Move::Play(p), &mut log).unwrap();
            // Take back every move once, and see that the board plays the
            // same playout as a clone made before the move.
            let mut after = b.clone();
            b.undo(&delta, &mut log).unwrap();
            let policy = PlayoutPolicy::for_area(81);
            let mut a = b.clone();
            let mut c = before.clone();
            let (mut ma, mut mc) = (Vec::new(), Vec::new());
            let oa = a
                .playout(color, None, &mut Xoshiro256PlusPlus::seed_from_u64(step), policy, |col, q| ma.push((col, q)));
            let oc = c
                .playout(color, None, &mut Xoshiro256PlusPlus::seed_from_u64(step), policy, |col, q| mc.push((col, q)));
            assert_eq!((oa, ma), (oc, mc), "{topology:?} step {step}\n{before}");
            undone += 1;
            // Then make the move for real and go on.
            std::mem::swap(&mut b, &mut after);
            color = color.opponent();
        }
        assert!(undone > 50);
    }
}

fn board(s: &str) -> Board {
    s.parse().unwrap()
}

#[test]
fn ko_point_is_set_by_a_ko_capture_and_cleared_by_the_next_move() {
    // The classic ko shape: White's stone at (1, 1) has one liberty,
    // (2, 1), where a Black stone would have White on its three other
    // sides.
    let mut b = board(".XO.\nXO.O\n.XO.\n");
    let mut log = RemovalLog::new();
    assert_eq!(b.ko_point(), None);
    // Black plays (2, 1), capturing White's (1, 1): a ko.
    let take = b.play_recorded(Color::Black, Move::Play(Point::new(2, 1)), &mut log).unwrap();
    assert_eq!(log.removed(&take), [Point::new(1, 1)]);
    assert_eq!(b.ko_point(), Some(Point::new(1, 1)));
    b.check_invariants().unwrap();
    // White may not retake at once; Black may fill.
    let retake = b.is_pseudo_legal(Color::White, Point::new(1, 1), Suicide::Forbidden, SimpleKo::Forbid);
    assert_eq!(retake, Err(IllegalMove::Ko(Point::new(1, 1))));
    assert_eq!(b.is_pseudo_legal(Color::White, Point::new(1, 1), Suicide::Forbidden, SimpleKo::Ignore), Ok(()));
    assert_eq!(b.is_pseudo_legal(Color::Black, Point::new(1, 1), Suicide::Forbidden, SimpleKo::Forbid), Ok(()));
    let mut mask = Vec::new();
    let n = b.legal_mask(Color::White, Suicide::Forbidden, SimpleKo::Forbid, &mut mask);
    assert_eq!(mask[0] >> (4 + 1) & 1, 0, "the ko point is out of White's mask");
    let m = b.legal_mask(Color::White, Suicide::Forbidden, SimpleKo::Ignore, &mut mask);
    assert_eq!(m, n + 1);
    // A pass clears it; undoing the pass brings it back.
    let pass = b.play_recorded(Color::White, Move::Pass, &mut log).unwrap();
    assert_eq!(b.ko_point(), None);
    b.undo(&pass, &mut log).unwrap();
    assert_eq!(b.ko_point(), Some(Point::new(1, 1)));
    // Any other play clears it (here White's single-stone suicide in the
    // corner, which the board itself carries out).
    let elsewhere = b.play_recorded(Color::White, Move::Play(Point::new(0, 0)), &mut log).unwrap();
    assert_eq!(b.ko_point(), None);
    b.undo(&elsewhere, &mut log).unwrap();
    b.undo(&take, &mut log).unwrap();
    assert_eq!(b, board(".XO.\nXO.O\n.XO.\n"));
    assert_eq!(b.ko_point(), None);
    assert!(log.is_empty());
}

#[test]
fn no_ko_point_without_a_lone_stone_in_atari() {
    // Capturing two stones leaves no ko point.
    let mut b = board(".OO.\nOXX.\n.OO.\n");
    assert_eq!(b.play(Color::White, Point::new(3, 1)).unwrap().captured.len(), 2);
    assert_eq!(b.ko_point(), None);
    // Nor does capturing one stone with a stone that keeps other liberties.
    let mut c = board(".X..\nXO..\n.X..\n");
    assert_eq!(c.play(Color::Black, Point::new(2, 1)).unwrap().captured, vec![Point::new(1, 1)]);
    assert_eq!(c.ko_point(), None);
    // A board built from colours has none.
    assert_eq!(board(".XO.\nX.XO\n.XO.\n").ko_point(), None);
}

#[test]
fn undo_refuses_what_is_not_the_newest_move() {
    let mut b = Board::new(BoardSize::NINE);
    let mut log = RemovalLog::new();
    let first = b.play_recorded(Color::Black, Move::Play(Point::new(4, 4)), &mut log).unwrap();
    let second = b.play_recorded(Color::White, Move::Play(Point::new(3, 3)), &mut log).unwrap();
    let snapshot = state(&b);
    // The older record: the board is not in the position it left.
    assert_eq!(b.undo(&first, &mut log), Err(UndoError::Mismatch));
    assert_eq!(state(&b), snapshot);
    b.undo(&second, &mut log).unwrap();
    // Twice the same record.
    assert_eq!(b.undo(&second, &mut log), Err(UndoError::Mismatch));
    // A record whose removed stones are not at the end of the log.
    let mut c = board(".X.\nXO.\n.X.\n");
    let mut clog = RemovalLog::new();
    let capture = c.play_recorded(Color::Black, Move::Play(Point::new(2, 1)), &mut clog).unwrap();
    assert_eq!(capture.captured(), 1);
    let mut other_log = RemovalLog::new();
    assert_eq!(c.undo(&capture, &mut other_log), Err(UndoError::NotNewest));
    c.check_invariants().unwrap();
    c.undo(&capture, &mut clog).unwrap();
    assert_eq!(c, board(".X.\nXO.\n.X.\n"));
    // A record made on another board.
    b.undo(&first, &mut log).unwrap();
    let mut e = Board::new(BoardSize::NINE);
    let mut elog = RemovalLog::new();
    let on_e = e.play_recorded(Color::White, Move::Play(Point::new(0, 0)), &mut elog).unwrap();
    assert_eq!(b.undo(&on_e, &mut elog), Err(UndoError::Mismatch));
    assert_eq!(b, Board::new(BoardSize::NINE));
    // Off-board and occupied plays are refused before anything changes.
    assert_eq!(
        b.play_recorded(Color::Black, Move::Play(Point::new(9, 0)), &mut log),
        Err(IllegalMove::OffBoard(Point::new(9, 0)))
    );
    b.play_recorded(Color::Black, Move::Play(Point::new(0, 0)), &mut log).unwrap();
    assert_eq!(
        b.play_recorded(Color::White, Move::Play(Point::new(0, 0)), &mut log),
        Err(IllegalMove::Occupied(Point::new(0, 0)))
    );
}

/// Found from outside: a record made on one board was taken back on
/// another in the same position (equal hash and points), whose chain lists
/// it did not describe: undo returned `Ok`, a chain held stones that do not
/// touch, and a stone surrounded later was never captured; across board
/// sizes it panicked. A record now undoes only on its own board (or a copy
/// made before it), and only while nothing but recorded moves taken back
/// again changed that board.
#[test]
fn undo_refuses_a_record_of_another_board_or_an_older_state() {
    let five = BoardSize::square(5).unwrap();
    let mut a = Board::new(five);
    for (x, y) in [(0, 0), (2, 0), (1, 1)] {
        a.play(Color::Black, Point::new(x, y)).unwrap();
    }
    let mut log = RemovalLog::new();
    let join = a.play_recorded(Color::Black, Move::Play(Point::new(1, 0)), &mut log).unwrap();
    // The same position built from colours: refused, nothing changed.
    let mut b = Board::from_colors(five, Topology::Planar, &a.colors()).unwrap();
    let before = state(&b);
    assert_eq!(b.undo(&join, &mut log), Err(UndoError::Mismatch));
    assert_eq!(state(&b), before);
    assert_eq!(log.len(), 0);
    // White then surrounds the corner stone's chain on the board that
    // refused: it is captured, chains intact.
    b.play(Color::White, Point::new(0, 1)).unwrap();
    b.check_invariants().unwrap();
    // A copy made after the move takes it back as the board would.
    let mut copy = a.clone();
    copy.undo(&join, &mut log.clone()).unwrap();
    copy.check_invariants().unwrap();
    assert_eq!(copy.chain(Point::new(0, 0)), vec![Point::new(0, 0)]);
    // A play on the board itself (not recorded) ends what undo may take
    // back, even once the position is the same again.
    let mut c = a.clone();
    let pass = c.play_recorded(Color::White, Move::Pass, &mut log).unwrap();
    c.undo(&pass, &mut log).unwrap();
    c.play(Color::White, Point::new(4, 4)).unwrap();
    let mut tmp = RemovalLog::new();
    let lift = c.play_recorded(Color::White, Move::Play(Point::new(3, 3)), &mut tmp).unwrap();
    assert_eq!(c.undo(&join, &mut log), Err(UndoError::Mismatch));
    c.undo(&lift, &mut tmp).unwrap();
    assert_eq!(c.undo(&join, &mut log), Err(UndoError::Mismatch));
    // A playout on a copy leaves the copy's records behind it.
    let mut d = a.clone();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
    d.playout(Color::White, None, &mut rng, PlayoutPolicy::for_area(25), |_, _| {});
    let mut e = a.clone();
    e.clone_from(&d);
    assert_eq!(e.undo(&join, &mut log), Err(UndoError::Mismatch));
    // Records of a smaller board whose stones stand on a larger one at
    // the same points: refused, no panic.
    let three = BoardSize::square(3).unwrap();
    let mut small = Board::new(three);
    let mut slog = RemovalLog::new();
    small.play_recorded(Color::Black, Move::Play(Point::new(0, 0)), &mut slog).unwrap();
    let small_join = small.play_recorded(Color::Black, Move::Play(Point::new(1, 0)), &mut slog).unwrap();
    let mut large = Board::from_colors(five, Topology::Planar, &{
        let mut colors = vec![None; 25];
        colors[0] = Some(Color::Black);
        colors[1] = Some(Color::Black);
        colors
    })
    .unwrap();
    assert_eq!(large.undo(&small_join, &mut slog), Err(UndoError::Mismatch));
    large.check_invariants().unwrap();
    // The same removed points in another order (a log of the same length
    // built elsewhere): refused, nothing changed (found by the checker).
    let mut f = Board::from_colors(five, Topology::Planar, &{
        let mut colors = vec![None; 25];
        for i in [5, 6, 7, 8, 4] {
            colors[i] = Some(Color::Black);
        }
        for i in [0, 1, 3] {
            colors[i] = Some(Color::White);
        }
        colors
    })
    .unwrap();
    let mut flog = RemovalLog::new();
    let cap = f.play_recorded(Color::Black, Move::Play(Point::new(2, 0)), &mut flog).unwrap();
    assert_eq!(cap.captured(), 3);
    let mut other = RemovalLog::new();
    for (x, y) in [(0, 0), (3, 0), (1, 0)] {
        let mut one = Board::new(five);
        one.play(Color::White, Point::new(x, y)).unwrap();
        for q in one.neighbors_of(Point::new(x, y)) {
            one.play_recorded(Color::Black, Move::Play(q), &mut other).unwrap();
        }
    }
    assert_eq!(other.len(), flog.len());
    let snapshot = state(&f);
    assert_eq!(f.undo(&cap, &mut other), Err(UndoError::Mismatch));
    assert_eq!(state(&f), snapshot);
    f.undo(&cap, &mut flog).unwrap();
    f.check_invariants().unwrap();
    // And the board the moves were made on still takes them back in turn.
    a.undo(&join, &mut log).unwrap();
    a.check_invariants().unwrap();
    assert_eq!(a.chain(Point::new(0, 0)), vec![Point::new(0, 0)]);
}

#[test]
fn multi_stone_suicide_is_recorded_and_undone() {
    // Black's two stones at (0,0),(1,0) have one liberty (2,0)... Black
    // plays (0,1), joining them with no liberty left: three stones die.
    let start = board("XXO.\n.O..\nO...\n");
    let mut b = start.clone();
    let mut log = RemovalLog::new();
    assert_eq!(
        b.is_pseudo_legal(Color::Black, Point::new(0, 1), Suicide::Forbidden, SimpleKo::Ignore),
        Err(IllegalMove::Suicide(Point::new(0, 1)))
    );
    assert_eq!(b.is_pseudo_legal(Color::Black, Point::new(0, 1), Suicide::MultiStoneAllowed, SimpleKo::Ignore), Ok(()));
    let delta = b.play_recorded(Color::Black, Move::Play(Point::new(0, 1)), &mut log).unwrap();
    assert!(delta.is_suicide());
    assert_eq!((delta.captured(), delta.suicided()), (0, 3));
    let mut removed = log.removed(&delta).to_vec();
    removed.sort_by_key(|p| (p.y, p.x));
    assert_eq!(removed, [Point::new(0, 0), Point::new(1, 0), Point::new(0, 1)]);
    assert_eq!(b, board("..O.\n.O..\nO...\n"));
    b.check_invariants().unwrap();
    b.undo(&delta, &mut log).unwrap();
    assert_eq!(state(&b), state(&start));
    // A lone stone's suicide stays illegal even where multi-stone suicide
    // is allowed.
    let lone = board(".O\nO.\n");
    assert_eq!(
        lone.is_pseudo_legal(Color::Black, Point::new(0, 0), Suicide::MultiStoneAllowed, SimpleKo::Ignore),
        Err(IllegalMove::Suicide(Point::new(0, 0)))
    );
}

/// The most chains a position can hold: on a 10x10 torus the points with
/// `(x + 2y) % 5 == 0` are empty and every other point holds a stone
/// coloured by `(x + y) % 2`, so every stone is a chain of its own with one
/// liberty, 80 chains on 100 points. The record pool is sized for it and
/// does not grow, even when a play there captures.
#[cfg(feature = "toroidal")]
#[test]
fn the_densest_position_fits_the_record_pool() {
    let size = BoardSize::new(10, 10).unwrap();
    let colors: Vec<Option<Color>> = size
        .points()
        .map(|p| {
            let (x, y) = (usize::from(p.x), usize::from(p.y));
            ((x + 2 * y) % 5 != 0).then_some(if (x + y) % 2 == 0 { Color::Black } else { Color::White })
        })
        .collect();
    let mut b = Board::from_colors(size, Topology::Torus, &colors).unwrap();
    b.check_invariants().unwrap();
    let distinct: std::collections::BTreeSet<u16> =
        size.points().filter(|&p| b.get(p).is_some()).map(|p| b.head[b.cell(p)]).collect();
    assert_eq!(distinct.len(), 80);
    let capacity = b.chains.capacity();
    assert_eq!(capacity, pool_size(100));
    let mut log = RemovalLog::new();
    let delta = b.play_recorded(Color::Black, Move::Play(Point::new(0, 0)), &mut log).unwrap();
    // All four neighbours of (0, 0) are White single stones in atari.
    assert_eq!(delta.captured(), 4);
    b.check_invariants().unwrap();
    b.undo(&delta, &mut log).unwrap();
    b.check_invariants().unwrap();
    assert_eq!(b.chains.capacity(), capacity);
}

#[test]
fn a_move_record_is_small_and_holds_no_heap() {
    // A game keeps one per move (issue 12: under 100 bytes a move).
    assert_eq!(std::mem::size_of::<MoveDelta>(), 48);
    // The crate's histories keep the record without the stamps.
    assert_eq!(std::mem::size_of::<RecordedMove>(), 24);
    let mut b = Board::new(BoardSize::NINE);
    let mut log = RemovalLog::new();
    let delta = b.play_recorded(Color::Black, Move::Play(Point::new(2, 2)), &mut log).unwrap();
    assert_eq!((log.len(), delta.removed_range()), (0, 0..0));
    assert_eq!(log, RemovalLog::new());
}

#[test]
fn a_19x19_board_takes_under_6000_bytes() {
    let mut b = Board::new(BoardSize::NINETEEN);
    let empty = b.memory_bytes();
    assert!(empty < 6000, "{empty} bytes");
    // Play does not grow it.
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    b.playout(Color::Black, None, &mut rng, PlayoutPolicy::for_area(361), |_, _| {});
    assert_eq!(b.memory_bytes(), empty);
}

/// The mask on boards whose rows span several words (up to 52x52), against
/// the point-by-point test, along seeded light games.
#[test]
fn legal_mask_matches_point_by_point_on_large_boards() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(52);
    for (w, h) in [(19, 19), (52, 52), (13, 17), (52, 1), (1, 52), (33, 7)] {
        for topology in topologies() {
            let Ok(mut b) = Board::with_topology(BoardSize::new(w, h).unwrap(), topology) else { continue };
            let mut color = Color::Black;
            let mut mask = Vec::new();
            for step in 0..(3 * w * h) {
                if step % 37 == 0 {
                    for suicide in [Suicide::Forbidden, Suicide::MultiStoneAllowed] {
                        let n = b.legal_mask(color, suicide, SimpleKo::Forbid, &mut mask);
                        let expected: Vec<bool> = b
                            .size
                            .points()
                            .map(|p| b.is_pseudo_legal(color, p, suicide, SimpleKo::Forbid).is_ok())
                            .collect();
                        let got: Vec<bool> = (0..b.size.area()).map(|i| mask[i / 64] >> (i % 64) & 1 == 1).collect();
                        assert_eq!(got, expected, "{w}x{h} {topology:?} step {step}\n{b}");
                        assert_eq!(n, expected.iter().filter(|&&l| l).count());
                    }
                }
                let Some(p) = b.random_light_move(color, b.ko_point(), &mut rng) else { break };
                b.play_light(color, p);
                color = color.opponent();
            }
        }
    }
}

/// `from_colors` with no stones (a new game's path, which skips the
/// rebuild) gives the same board, inner state included, as the full
/// rebuild of its cells, on every topology.
#[test]
fn an_empty_board_from_colors_is_complete() {
    for (w, h) in [(19, 19), (9, 9), (7, 5), (3, 4)] {
        let size = BoardSize::new(w, h).unwrap();
        for topology in topologies() {
            let Ok(empty) = Board::from_colors(size, topology, &vec![None; size.area()]) else { continue };
            empty.check_invariants().unwrap();
            let mut rebuilt = empty.clone();
            rebuilt.rebuild();
            assert_eq!(state(&rebuilt), state(&empty), "{w}x{h} {topology:?}");
            assert_eq!(rebuilt.hash(), empty.hash());
        }
    }
}

/// Found from outside: a log answered `removed` for another log's delta
/// with its own stones at that place. Only the stones the delta's move
/// removed are answered; another log's, or a log that moved on (the move
/// taken back, another one made), gives none.
#[test]
fn a_logs_removed_stones_are_only_its_own_deltas() {
    let p = |x, y| Move::Play(Point::new(x, y));
    let (mut b, mut log) = (Board::new(BoardSize::NINE), RemovalLog::new());
    for (color, mv) in
        [(Color::Black, p(0, 0)), (Color::White, p(1, 0)), (Color::Black, p(8, 8)), (Color::White, p(7, 8))]
    {
        b.play_recorded(color, mv, &mut log).unwrap();
    }
    let capture = b.play_recorded(Color::White, p(0, 1), &mut log).unwrap();
    assert_eq!(log.removed(&capture), [Point::new(0, 0)]);
    let (mut other, mut other_log) = (Board::new(BoardSize::NINE), RemovalLog::new());
    other.play_recorded(Color::Black, p(8, 8), &mut other_log).unwrap();
    other.play_recorded(Color::White, p(7, 8), &mut other_log).unwrap();
    let theirs = other.play_recorded(Color::White, p(8, 7), &mut other_log).unwrap();
    assert_eq!(other_log.removed(&theirs), [Point::new(8, 8)]);
    assert_eq!(capture.removed_range(), theirs.removed_range());
    assert!(other_log.removed(&capture).is_empty());
    assert!(log.removed(&theirs).is_empty());
    // Taken back and another capture made in its place (the same range of
    // the log): the old delta names none of the new stones.
    b.undo(&capture, &mut log).unwrap();
    let later = b.play_recorded(Color::White, p(8, 7), &mut log).unwrap();
    assert_eq!(later.removed_range(), capture.removed_range());
    assert_eq!(log.removed(&later), [Point::new(8, 8)]);
    assert!(log.removed(&capture).is_empty());
}
