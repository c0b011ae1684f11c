//! Counting: the worked example of source document 003, seki under area and
//! territory counting, margins that must agree, and the counting protocol.
#![cfg_attr(not(feature = "japanese"), allow(unused))] // helpers serve the japanese tests too

use go_core::{
    Board, BoardSize, ByColor, Color, Counting, Game, GameError, GameResult, IllegalMove, Komi, Move, Phase, Point,
    Rules, Seat, Suicide, UnfilledDame, pass_alive, region_stones, score, seki_liberties, suggest_dead_stones,
};

fn board(diagram: &str) -> Board {
    diagram.parse().unwrap()
}

fn game_from(diagram: &str, rules: Rules) -> Game {
    let b = board(diagram);
    let stones: Vec<(Point, Color)> = b.size().points().filter_map(|p| b.get(p).map(|c| (p, c))).collect();
    Game::builder(b.size()).rules(rules).setup_stones(stones).build().unwrap()
}

/// Source document 003's worked example on 13x13: Black controls 29 points,
/// lost 3 stones as prisoners and has 1 dead stone; White controls 33, lost
/// 2, has 7 dead; komi 4.5. 29 − 3 − 1 − 4.5 = 20.5 against 33 − 2 − 7 = 24.
const GAME_SITE_EXAMPLE: &str = "
    .....OOOOOOO.
    .............
    ...XXXXXXXXXX
    XXXXXXXXXXXXX
    OOOOOOOOOOOOO
    OOOOOOOOOOOOO
    OOOOOOOOOOOOO
    OOOOOOOOOOOOO
    OOOOOOOOOOOOO
    OOOOOOOOOOOOO
    .......OOOOOO
    .............
    ......X......";

fn example_dead() -> Vec<Point> {
    let mut dead: Vec<Point> = (5..12).map(|x| Point::new(x, 0)).collect();
    dead.push(Point::new(6, 12));
    dead
}

#[cfg(feature = "japanese")]
#[test]
fn game_site_worked_example() {
    let b = board(GAME_SITE_EXAMPLE);
    let size = b.size();
    let rules = Rules::game_site(size);
    assert_eq!(rules.komi(), Komi::from_half_points(9));
    // Black took 2 white stones during play, White took 3 black ones.
    let prisoners = ByColor::new(2, 3);
    let s = score(&b, &example_dead(), prisoners, &rules, 0).unwrap();
    assert_eq!(s.black.territory, 29);
    assert_eq!(s.white.territory, 33);
    assert_eq!(s.black.dead_stones, 1);
    assert_eq!(s.white.dead_stones, 7);
    assert_eq!(s.black.total, 41, "29 - 3 - 1 - 4.5 = 20.5 points");
    assert_eq!(s.white.total, 48, "33 - 2 - 7 = 24 points");
    assert_eq!(s.result, GameResult::Score { winner: Color::White, margin: 7 });
    assert_eq!(s.result.to_string(), "W+3.5");
    assert!(s.dame.is_empty());

    // Territory counting gives the same margin (RULES.md section 4).
    let t = score(&b, &example_dead(), prisoners, &Rules::japanese().with_komi(rules.komi()), 0).unwrap();
    assert_eq!((t.black.total, t.white.total), (2 * 38, 2 * 37 + 9));
    assert_eq!(t.margin, s.margin);
}

#[cfg(feature = "japanese")]
#[test]
fn game_site_example_through_the_counting_protocol() {
    let size = BoardSize::square(13).unwrap();
    let mut g = game_from(GAME_SITE_EXAMPLE, Rules::game_site(size));
    g.pass().unwrap();
    g.pass().unwrap();
    assert_eq!(g.phase(), Phase::Counting);
    // One click on a white stone of the top row marks all seven (003).
    let marked = g.toggle_dead_region(Point::new(8, 0)).unwrap();
    assert_eq!(marked.len(), 7);
    g.toggle_dead_chain(Point::new(6, 12)).unwrap();
    assert_eq!(g.dead_stones(), example_dead_sorted());
    g.propose(Color::White).unwrap();
    assert_eq!(g.accept(Color::White), Err(GameError::NoProposal), "a side cannot accept its own proposal");
    let result = g.accept(Color::Black).unwrap();
    // No prisoners in this replay: 29 - 1 - 4.5 = 23.5 against 33 - 7 = 26.
    assert_eq!(result, GameResult::Score { winner: Color::White, margin: 5 });
    assert_eq!(g.phase(), Phase::Finished);
    assert_eq!(g.result(), Some(result));
}

fn example_dead_sorted() -> Vec<Point> {
    let mut d = example_dead();
    d.sort_by_key(|p| (p.y, p.x));
    d
}

/// A seki without eyes on the left edge: Black's stone at (0,1) and White's
/// three stones share the two liberties (0,0) and (0,2).
const PLAIN_SEKI: &str = "
    .OX...
    XOX...
    .OX...";

/// A seki with an eye each in the corner (littlego's seki-9b record, with the
/// rest of the board settled): (0,0) is Black's eye, (4,0) White's, (2,0)
/// their shared liberty.
const SEKI_WITH_EYES: &str = "
    .X.O.OX
    XXXOOOX
    OOOXXXX
    ..OOX..
    ...OX..
    ...OX..
    ...OX..";

#[cfg(feature = "japanese")]
#[test]
fn plain_seki_by_area_and_by_territory() {
    let b = board(PLAIN_SEKI);
    let none = ByColor::new(0, 0);
    let area = score(&b, &[], none, &Rules::chinese().with_komi(Komi::default()), 0).unwrap();
    assert_eq!((area.black.stones, area.black.territory), (4, 9));
    assert_eq!((area.white.stones, area.white.territory), (3, 0));
    assert_eq!(area.neutral, vec![Point::new(0, 0), Point::new(0, 2)]);
    assert_eq!(area.margin, 2 * (3 - 13));
    let terr = score(&b, &[], none, &Rules::japanese().with_komi(Komi::default()), 0).unwrap();
    assert_eq!((terr.black.territory, terr.white.territory), (9, 0));
    assert_eq!((terr.black.seki, terr.white.seki), (2, 2));
    assert_eq!(terr.margin, -18);
    // Nobody's stones in the seki are dead, and nothing is pass-alive there.
    assert!(suggest_dead_stones(&b, Suicide::Forbidden).is_empty());
}

#[cfg(feature = "japanese")]
#[test]
fn seki_with_eyes_counts_the_eyes_by_area_only() {
    let b = board(SEKI_WITH_EYES);
    let none = ByColor::new(0, 0);
    let area = score(&b, &[], none, &Rules::chinese().with_komi(Komi::default()), 0).unwrap();
    // The eyes (0,0) and (4,0) count for their owners under area counting.
    assert_eq!(area.ownership[0], Some(Color::Black));
    assert_eq!(area.ownership[4], Some(Color::White));
    assert_eq!((area.black.stones, area.black.territory), (14, 9));
    assert_eq!((area.white.stones, area.white.territory), (13, 12));
    assert_eq!(area.neutral, vec![Point::new(2, 0)]);
    assert_eq!(area.result.to_string(), "W+2");
    // Under territory counting the eyes in seki are not territory.
    let terr = score(&b, &[], none, &Rules::japanese().with_komi(Komi::default()), 0).unwrap();
    assert_eq!(terr.ownership[0], None);
    assert_eq!(terr.ownership[4], None);
    assert_eq!((terr.black.territory, terr.white.territory), (8, 11));
    assert_eq!((terr.black.seki, terr.white.seki), (2, 2));
    assert_eq!(terr.result.to_string(), "W+3");
}

#[cfg(feature = "japanese")]
#[test]
fn unfilled_dame_costs_territory_only_under_the_strict_reading() {
    // A wall with one gap at (4,2): that point touches both colours, and
    // either colour can fill it safely (the filling stone joins a chain
    // with many liberties). A dame between two living groups.
    let b = board(
        "
        ...XO..
        ...XO..
        ...X.O.
        ...XOO.",
    );
    let none = ByColor::new(0, 0);
    let strict = Rules::japanese().with_komi(Komi::default()).with_unfilled_dame(UnfilledDame::Strict);
    let terr = score(&b, &[], none, &strict, 0).unwrap();
    assert_eq!(terr.dame, vec![Point::new(4, 2)]);
    // Black's region touches the dame (it is next to (3,2)): no territory for
    // Black under the letter of the 1989 rules; White's too.
    assert_eq!(terr.black.territory, 0);
    assert_eq!(terr.white.territory, 0);
    // Counted as filled (the default): the dame is neutral and costs nobody
    // territory, and it is still listed.
    let japanese = Rules::japanese().with_komi(Komi::default());
    assert_eq!(japanese.unfilled_dame(), UnfilledDame::CountAsFilled);
    let filled_reading = score(&b, &[], none, &japanese, 0).unwrap();
    assert_eq!(filled_reading.dame, vec![Point::new(4, 2)]);
    assert_eq!(filled_reading.neutral, vec![Point::new(4, 2)]);
    assert_eq!((filled_reading.black.territory, filled_reading.white.territory), (12, 6));
    assert_eq!((filled_reading.black.seki, filled_reading.white.seki), (0, 0));
    assert!(seki_liberties(&b).is_empty());
    // The game site's formula reads it the same way.
    let site = score(&b, &[], none, &Rules::game_site(b.size()).with_komi(Komi::default()), 0).unwrap();
    assert_eq!((site.black.territory, site.white.territory), (12, 6));
    // Area counting does not care.
    let area = score(&b, &[], none, &Rules::chinese().with_komi(Komi::default()), 0).unwrap();
    assert_eq!(area.black.territory, 12);
    assert_eq!(area.white.territory, 6);
    // Filling the dame gives the same territory under both readings.
    let filled = board(
        "
        ...XO..
        ...XO..
        ...XXO.
        ...XOO.",
    );
    for rules in [strict, japanese] {
        let terr = score(&filled, &[], none, &rules, 0).unwrap();
        assert!(terr.dame.is_empty());
        assert_eq!((terr.black.territory, terr.white.territory), (12, 6));
    }
}

#[cfg(feature = "japanese")]
#[test]
fn a_wide_neutral_gap_is_dame_under_both_readings_of_its_cost() {
    // Two empty columns between the walls: (2,y) touches only Black, (3,y)
    // only White, so the listed dame (next to both) are none, but under the
    // strict reading the whole empty region bordered by both colours is
    // dame and puts both sides' regions in seki.
    let b = board(
        "
        .X..O.
        .X..O.
        .X..O.",
    );
    let none = ByColor::new(0, 0);
    let strict = Rules::japanese().with_komi(Komi::default()).with_unfilled_dame(UnfilledDame::Strict);
    let terr = score(&b, &[], none, &strict, 0).unwrap();
    assert_eq!((terr.black.territory, terr.white.territory), (0, 0));
    let terr = score(&b, &[], none, &Rules::japanese().with_komi(Komi::default()), 0).unwrap();
    assert_eq!((terr.black.territory, terr.white.territory), (3, 3));
    assert_eq!(terr.neutral.len(), 6);
}

#[cfg(feature = "japanese")]
#[test]
fn seki_liberties_stay_seki_under_both_readings() {
    let none = ByColor::new(0, 0);
    let strict = Rules::japanese().with_komi(Komi::default()).with_unfilled_dame(UnfilledDame::Strict);
    let filled = Rules::japanese().with_komi(Komi::default());
    // A seki with an eye each: filling the shared liberty (2,0) leaves the
    // filler's chain with its eye as its one liberty, for either colour.
    let b = board(SEKI_WITH_EYES);
    assert_eq!(seki_liberties(&b), vec![Point::new(2, 0)]);
    for rules in [strict, filled] {
        let terr = score(&b, &[], none, &rules, 0).unwrap();
        assert_eq!((terr.black.territory, terr.white.territory), (8, 11), "{:?}", rules.unfilled_dame());
        assert_eq!((terr.black.seki, terr.white.seki), (2, 2));
        assert_eq!(terr.result.to_string(), "W+3");
    }
    // A seki with two shared liberties and no eyes: filling either leaves
    // the filler in atari.
    let b = board(PLAIN_SEKI);
    assert_eq!(seki_liberties(&b), vec![Point::new(0, 0), Point::new(0, 2)]);
    for rules in [strict, filled] {
        let terr = score(&b, &[], none, &rules, 0).unwrap();
        assert_eq!((terr.black.territory, terr.white.territory), (9, 0));
        assert_eq!((terr.black.seki, terr.white.seki), (2, 2));
        assert_eq!(terr.margin, -18);
    }
    // The double-ko seki: its shared liberty is a seki liberty too.
    let b = board(DOUBLE_KO_SEKI);
    assert_eq!(seki_liberties(&b), vec![Point::new(3, 2)]);
    let terr = score(&b, &[], none, &filled, 0).unwrap();
    assert_eq!((terr.black.territory, terr.white.territory), (12, 6));
}

#[cfg(feature = "japanese")]
#[test]
fn a_dame_only_one_side_can_fill_safely_is_neutral_when_counted_as_filled() {
    // The lone White stone (3,0) has the liberties (2,0) and (4,0). White
    // filling (2,0) leaves it with the single liberty (4,0); Black filling
    // (2,0) joins Black's wall, which keeps many liberties. So (2,0) is a
    // dame that Black would fill, not a seki; and White must then answer
    // at (4,0), a point of its own territory that the count does not give
    // it (the reinforcing move the fill forces).
    let b = board(
        "
        XX.O.O.
        XXXXOOO
        ...XO..
        ...XO..",
    );
    let p = Point::new;
    let mut white_fills = b.clone();
    white_fills.play(Color::White, p(2, 0)).unwrap();
    assert_eq!(white_fills.liberties(p(2, 0)), vec![p(4, 0)]);
    let mut black_fills = b.clone();
    black_fills.play(Color::Black, p(2, 0)).unwrap();
    assert_eq!(black_fills.liberties(p(2, 0)), vec![p(0, 2), p(1, 2), p(2, 2), p(2, 3)]);
    assert!(seki_liberties(&b).is_empty());

    let none = ByColor::new(0, 0);
    let filled = score(&b, &[], none, &Rules::japanese().with_komi(Komi::default()), 0).unwrap();
    assert_eq!(filled.dame, vec![p(2, 0)]);
    assert_eq!((filled.black.territory, filled.white.territory), (6, 5));
    assert_eq!(filled.neutral, vec![p(2, 0), p(4, 0)]);
    // Once Black has filled the dame and White connected, nothing is left
    // to cost: the same count, with both moves on the board (White's
    // territory 5 without the point it filled).
    let mut played = b.clone();
    played.play(Color::Black, p(2, 0)).unwrap();
    played.play(Color::White, p(4, 0)).unwrap();
    let after = score(&played, &[], none, &Rules::japanese().with_komi(Komi::default()), 0).unwrap();
    assert!(after.dame.is_empty() && after.neutral.is_empty());
    assert_eq!((after.black.territory, after.white.territory), (6, 5));
    assert_eq!(after.margin, filled.margin);
    let strict = Rules::japanese().with_komi(Komi::default()).with_unfilled_dame(UnfilledDame::Strict);
    let strict = score(&b, &[], none, &strict, 0).unwrap();
    assert_eq!(strict.dame, vec![p(2, 0)]);
    assert_eq!((strict.black.territory, strict.white.territory), (0, 0));
    assert_eq!((strict.black.seki, strict.white.seki), (7, 7));
}

/// A seki with an eye each (A9 for Black, F9 for White) and two shared
/// liberties, C8 and D7: a fill of one leaves the filler its eye and the
/// other, two liberties, but then whoever fills the other is in atari, so
/// neither does (found from outside; GNU Go 3.8 counts both groups in seki).
const SEKI_TWO_SHARED: &str = "
    .XXOO.OX.
    XX.OOOOX.
    XXX.OXXX.
    OOOOOX...
    XXXXXX...
    .........
    .........
    .........
    .........";

#[cfg(feature = "japanese")]
#[test]
fn a_seki_with_an_eye_each_and_two_shared_liberties_is_found() {
    let b = board(SEKI_TWO_SHARED);
    let p = Point::new;
    assert_eq!(seki_liberties(&b), vec![p(2, 1), p(3, 2)]);
    let mut filled = b.clone();
    filled.play(Color::Black, p(2, 1)).unwrap();
    assert_eq!(filled.liberty_count(p(2, 1)), Some(2));
    assert!(seki_liberties(&filled).contains(&p(3, 2)));
    let none = ByColor::new(0, 0);
    // Territory: the eyes in seki count for nobody; Black's 45 points of
    // the lower board. GNU Go 3.8: B+45.
    let japanese = score(&b, &[], none, &Rules::japanese().with_komi(Komi::default()), 0).unwrap();
    assert_eq!((japanese.black.territory, japanese.white.territory), (45, 0));
    // Each side's seki points: its eye and the two shared liberties.
    assert_eq!((japanese.black.seki, japanese.white.seki), (3, 3));
    assert_eq!(japanese.result.to_string(), "B+45");
    // Area: stones and eyes count, the two shared liberties for nobody:
    // Black 19 stones and 46 points, White 13 stones and 1.
    let chinese = score(&b, &[], none, &Rules::chinese().with_komi(Komi::default()), 0).unwrap();
    assert_eq!(chinese.result.to_string(), "B+51");
}

#[cfg(feature = "japanese")]
#[test]
fn an_even_race_needs_common_liberties_that_touch_nothing_else() {
    // Black's corner group and White's D8-D7 wall share D9 and C7-B7-A7
    // lie open; D9 also touches E9, a dame between the two outer walls,
    // so filling D9 gains a liberty: no even race, and no seki spreading
    // from D9 over both sides' whole areas (found from outside: the count
    // was 0, every point in seki). The groups' own status is the
    // estimate's business; here all stones count as living. (Played out,
    // neither inner group can be captured, so it is a seki after all, and
    // the eyes A9 and A5 should count for nobody: a seki this rule does not
    // find, left open.)
    let b = board(
        "
        .XX..O...
        XXXOXO...
        ...OXO...
        OOOOXO...
        .OXXXO...
        OOX.XO...
        XXX.XO...
        ....XO...
        ....XO...",
    );
    let p = Point::new;
    assert!(!seki_liberties(&b).contains(&p(3, 0)));
    let none = ByColor::new(0, 0);
    let japanese = score(&b, &[], none, &Rules::japanese().with_komi(Komi::default()), 0).unwrap();
    // Black's lower left (D4 D3 A2-D2 A1-D1, and the eye A9 here) and
    // White's right side (the columns G-J) are territory, not seki.
    assert_eq!(japanese.black.territory, 11);
    let size = b.size();
    for x in 6..9 {
        for y in 0..9 {
            assert_eq!(japanese.ownership[size.index_of(p(x, y)).unwrap()], Some(Color::White));
        }
    }
}

#[cfg(feature = "japanese")]
#[test]
fn a_dead_stone_the_wall_can_take_makes_no_seki() {
    // Found from outside: Black's J8 is dead in atari beside White's J7.
    // White filling J6 would join J7 to H6-H5 with H7 its only liberty
    // while J8 stands, so J6 looked like a seki liberty and both sides'
    // regions lost their territory (W+1). But White first takes J8 at J9,
    // which costs none of the wall's liberties, and then fills J6 safely:
    // no seki. GNU Go 3.8: B+20, J8 dead, no seki.
    let b = board(
        "
        .........
        .......OX
        OOOOOOO.O
        XXXXXXXO.
        ......XOX
        ......XX.
        .........
        .........
        .........",
    );
    let p = Point::new;
    let dead = [p(8, 1)];
    let japanese = score(&b, &dead, ByColor::new(0, 0), &Rules::japanese().with_komi(Komi::default()), 0).unwrap();
    assert_eq!((japanese.black.seki, japanese.white.seki), (0, 0));
    assert_eq!(japanese.result.to_string(), "B+20");
    let statuses = go_core::chain_status(&b, &dead).unwrap();
    assert!(statuses.iter().all(|(s, _)| *s != go_core::ChainStatus::Seki), "{statuses:?}");
}

#[cfg(feature = "japanese")]
#[test]
fn a_dead_stone_inside_a_seki_eye_does_not_hide_the_seki() {
    // Black's eye space is A9 and A8, where a dead White stone stands in
    // atari; C8 is the one shared liberty. With the dead stone still on
    // the board, Black filling C8 puts itself in atari (White takes the
    // lot at A9), and White filling it is in atari too: a seki, and
    // Black's eye is no territory. GNU Go 3.8: B+46 (45 points and the
    // dead stone as a prisoner).
    let b = board(
        "
        .XXOO.OX.
        OX.OOOOX.
        XXXOOXXX.
        OOOOOX...
        XXXXXX...
        .........
        .........
        .........
        .........",
    );
    let p = Point::new;
    let none = ByColor::new(0, 0);
    let japanese = score(&b, &[p(0, 1)], none, &Rules::japanese().with_komi(Komi::default()), 0).unwrap();
    assert_eq!(japanese.white.dead_stones, 1);
    assert_eq!(japanese.black.territory, 45);
    assert_eq!(japanese.result.to_string(), "B+46");
    // GTP's final_status_list sees the same seki (it once judged the fill
    // with the dead stone removed, and listed none).
    let statuses = go_core::chain_status(&b, &[p(0, 1)]).unwrap();
    let seki: Vec<usize> =
        statuses.iter().filter(|(s, _)| *s == go_core::ChainStatus::Seki).map(|(_, c)| c.len()).collect();
    assert_eq!(seki, vec![6, 14]);
}

#[cfg(feature = "japanese")]
#[test]
fn a_chain_in_atari_that_its_owner_connects_is_no_seki_when_counted_as_filled() {
    // Black (4,1) is in atari at (4,0), a point only Black touches: White
    // could take it there (a ko), so Black connects at (4,0), after which
    // its wall keeps three liberties. Counted as filled, that costs Black
    // the point (4,0) and nothing else: the region is not a seki.
    let b = board(
        "
        ..XX.
        ..XOX
        XXXOO
        OOOO.
        .....",
    );
    let p = Point::new;
    assert_eq!(b.liberties(p(4, 1)), vec![p(4, 0)]);
    let mut connected = b.clone();
    connected.play(Color::Black, p(4, 0)).unwrap();
    assert_eq!(connected.liberty_count(p(4, 0)), Some(3));
    let none = ByColor::new(0, 0);
    let filled = score(&b, &[], none, &Rules::japanese().with_komi(Komi::default()), 0).unwrap();
    assert_eq!((filled.black.territory, filled.white.territory), (4, 6));
    assert_eq!((filled.black.seki, filled.white.seki), (0, 0));
    assert_eq!(filled.neutral, vec![p(4, 0)]);
    assert_eq!(filled.result.to_string(), "W+2");
    // The same count once Black has connected.
    let after = score(&connected, &[], none, &Rules::japanese().with_komi(Komi::default()), 0).unwrap();
    assert_eq!(after.margin, filled.margin);
    // The letter of the rule: a region holding a chain in atari is in seki.
    let strict = Rules::japanese().with_komi(Komi::default()).with_unfilled_dame(UnfilledDame::Strict);
    let strict = score(&b, &[], none, &strict, 0).unwrap();
    assert_eq!((strict.black.territory, strict.white.territory), (0, 6));
    assert_eq!(strict.black.seki, 5);
}

#[cfg(feature = "japanese")]
#[test]
fn dame_that_only_take_liberties_force_a_connection_when_counted_as_filled() {
    // White's three stones on the lower edge have the liberties (1,3),
    // (4,2) and (5,3). Either colour can fill the dame (4,2) and (5,3)
    // safely, but White filling them gains nothing (they touch no other
    // White chain and no White point), while Black filling both leaves the
    // three stones in atari at (1,3). So however the dame are shared,
    // White ends by connecting at (1,3): that point is not its territory.
    let b = board(
        "
        ......
        OOOXXX
        .OXX.X
        ..OOO.",
    );
    let p = Point::new;
    assert_eq!(b.liberties(p(2, 3)), vec![p(4, 2), p(1, 3), p(5, 3)]);
    let none = ByColor::new(0, 0);
    let rules = Rules::japanese().with_komi(Komi::default());
    let filled = score(&b, &[], none, &rules, 0).unwrap();
    assert_eq!((filled.black.territory, filled.white.territory), (0, 2));
    assert!(filled.neutral.contains(&p(1, 3)));
    assert_eq!(filled.result.to_string(), "W+2");
    // Played out (the board takes stones in any order): Black fills both
    // dame, White connects.
    let mut played = b.clone();
    played.play(Color::Black, p(4, 2)).unwrap();
    played.play(Color::Black, p(5, 3)).unwrap();
    assert_eq!(played.liberties(p(2, 3)), vec![p(1, 3)]);
    played.play(Color::White, p(1, 3)).unwrap();
    let after = score(&played, &[], none, &rules, 0).unwrap();
    assert_eq!(after.white.territory, 2);
    assert_eq!(after.margin, filled.margin);
}

#[cfg(feature = "japanese")]
#[test]
fn a_race_against_dead_stones_costs_their_liberties_when_counted_as_filled() {
    // White's four stones in the upper left are dead (marked). The dame
    // (3,0) is filled while they are still on the board: Black cannot fill
    // it (its chain would keep only (0,2)), White can, and that leaves
    // Black's chain one liberty, (0,2), where Black cannot play either. So
    // Black lives only by capturing the four stones, a stone on each of
    // their liberties (0,1) and (0,2): neither point is Black's territory.
    let b = board(
        "
        OOX.O..
        .OXXO..
        .OXOO..
        XXXO...",
    );
    let p = Point::new;
    let dead = [p(0, 0), p(1, 0), p(1, 1), p(1, 2)];
    assert_eq!(b.liberties(p(2, 0)), vec![p(3, 0), p(0, 2)]);
    assert_eq!(b.liberties(p(1, 0)), vec![p(0, 1), p(0, 2)]);
    let none = ByColor::new(0, 0);
    let rules = Rules::japanese().with_komi(Komi::default());
    let filled = score(&b, &dead, none, &rules, 0).unwrap();
    assert_eq!(filled.dame, vec![p(3, 0)]);
    assert_eq!(filled.neutral, vec![p(3, 0), p(0, 1), p(0, 2)]);
    // Black: the four dead stones' points and the four prisoners they make.
    assert_eq!((filled.black.territory, filled.white.territory), (4, 9));
    assert_eq!(filled.white.dead_stones, 4);
    assert_eq!(filled.result.to_string(), "W+1");
    // Played out: White fills the dame, Black (0,1), then Black (0,2)
    // captures: White 9 points, Black 4 points and 4 prisoners. The same
    // margin, with nothing left to mark.
    let mut played = b.clone();
    played.play(Color::Black, p(0, 1)).unwrap();
    played.play(Color::White, p(3, 0)).unwrap();
    let placed = played.play(Color::Black, p(0, 2)).unwrap();
    assert_eq!(placed.captured.len(), 4);
    let after = score(&played, &[], ByColor::new(4, 0), &rules, 0).unwrap();
    assert_eq!(after.margin, filled.margin);
}

#[test]
fn every_preset_counts_unfilled_dame_as_filled() {
    for preset in go_core::Preset::ALL {
        let rules = preset.rules(BoardSize::NINETEEN);
        assert_eq!(rules.unfilled_dame(), UnfilledDame::CountAsFilled, "{preset:?}");
        assert_eq!(rules.with_unfilled_dame(UnfilledDame::Strict).unfilled_dame(), UnfilledDame::Strict);
    }
}

#[cfg(feature = "japanese")]
#[test]
fn presets_agree_where_the_rule_sets_must() {
    // A finished 9x9 position with a dead stone on each side, no seki, no
    // dame; both sides played the same number of stones (prisoners chosen so).
    let b = board(
        "
        ..X.XO...
        ..XXXO.O.
        ...XXO...
        ...XXO..X
        ..O.XO...
        ...XXO...
        ....XOO..
        ....XXO..
        .....XO..",
    );
    let dead = vec![Point::new(2, 4), Point::new(8, 3)];
    // 17 black stones on the board and 12 white: equal stones played when
    // Black captured 5 more than White.
    let prisoners = ByColor::new(6, 1);
    let komi = Komi::from_half_points(13);
    let japanese = score(&b, &dead, prisoners, &Rules::japanese().with_komi(komi), 0).unwrap();
    let site = score(&b, &dead, prisoners, &Rules::game_site(b.size()).with_komi(komi), 0).unwrap();
    assert_eq!(site.margin, japanese.margin, "territory and the game-site formula always agree");
    assert!(japanese.dame.is_empty());
    // Area counting with AGA pass stones: equal stones played and no seki, so
    // the margin equals territory counting's.
    let aga = score(&b, &dead, prisoners, &Rules::aga().with_komi(komi), 0).unwrap();
    let stones_played = ByColor::new(
        aga.black.stones + aga.black.dead_stones + prisoners.white,
        aga.white.stones + aga.white.dead_stones + prisoners.black,
    );
    assert_eq!(stones_played.black, stones_played.white, "the position must have equal stones played");
    assert_eq!(aga.margin, japanese.margin);
    assert_eq!(aga.counting, Counting::Area);
    // Tromp-Taylor removes nothing: the dead stones count where they stand.
    let tt = score(&b, &dead, prisoners, &Rules::tromp_taylor().with_komi(komi), 0).unwrap();
    assert_eq!((tt.black.dead_stones, tt.white.dead_stones), (0, 0));
    assert_ne!(tt.margin, aga.margin);
}

#[test]
fn handicap_bonus_and_integer_komi() {
    let b = board("XX.OO\nXX.OO\n");
    let none = ByColor::new(0, 0);
    let even = Rules::chinese().with_komi(Komi::default());
    assert_eq!(score(&b, &[], none, &even, 0).unwrap().result, GameResult::Draw);
    assert_eq!(score(&b, &[], none, &even, 4).unwrap().margin, 8, "N points for N stones (Chinese)");
    let aga = Rules::aga().with_komi(Komi::default());
    assert_eq!(score(&b, &[], none, &aga, 4).unwrap().margin, 6, "N - 1 (AGA)");
    assert_eq!(score(&b, &[], none, &Rules::studio().with_komi(Komi::default()), 4).unwrap().margin, 0);
}

#[cfg(feature = "japanese")]
#[test]
fn counting_protocol() {
    let size = BoardSize::NINE;
    let mut g = Game::new(size, Rules::japanese());
    let (b1, w1) = (Seat::first(Color::Black), Seat::first(Color::White));
    // Out of phase: a typed error.
    assert!(matches!(g.propose(Color::Black), Err(GameError::WrongPhase { .. })));
    assert!(matches!(g.toggle_dead_chain(Point::new(0, 0)), Err(GameError::WrongPhase { .. })));
    for (x, y) in [(2, 2), (6, 6), (2, 6), (6, 2)] {
        g.play(Move::Play(Point::new(x, y))).unwrap();
    }
    g.pass().unwrap();
    g.pass().unwrap();
    assert_eq!(g.phase(), Phase::Counting);
    assert_eq!(g.play(Move::Pass).map(|_| ()), Err(IllegalMove::NotPlaying(Phase::Counting)));
    // Mark, unmark, mark again.
    assert_eq!(g.toggle_dead_chain_as(b1, Point::new(6, 6)).unwrap(), vec![Point::new(6, 6)]);
    assert_eq!(g.toggle_dead_chain(Point::new(6, 6)).unwrap(), vec![Point::new(6, 6)]);
    assert!(g.dead_stones().is_empty());
    assert!(matches!(g.toggle_dead_chain(Point::new(4, 4)), Err(GameError::Counting(_))));
    g.toggle_dead_chain(Point::new(6, 6)).unwrap();
    // Propose; a change withdraws the proposal.
    g.propose_as(b1).unwrap();
    assert_eq!(g.proposal(), Some(Color::Black));
    g.toggle_dead_chain(Point::new(6, 2)).unwrap();
    assert_eq!(g.proposal(), None);
    assert_eq!(g.accept_as(w1), Err(GameError::NoProposal));
    g.propose_as(b1).unwrap();
    // Reject: play resumes; under Japanese rules the rejecter's opponent
    // (Black) moves first.
    g.reject_as(w1).unwrap();
    assert_eq!(g.phase(), Phase::Playing);
    assert!(g.dead_stones().is_empty());
    assert_eq!(g.to_move(), Color::Black);
    // One pass does not end play again; two do.
    g.play(Move::Play(Point::new(4, 4))).unwrap();
    g.pass().unwrap();
    assert_eq!(g.phase(), Phase::Playing);
    g.pass().unwrap();
    assert_eq!(g.phase(), Phase::Counting);
    g.toggle_dead_chain(Point::new(6, 6)).unwrap();
    g.propose(Color::White).unwrap();
    assert_eq!(g.proposal(), Some(Color::White));
    let result = g.accept(Color::Black).unwrap();
    assert_eq!(g.phase(), Phase::Finished);
    assert_eq!(Some(result), g.result());
    // Nothing awaits an answer once the count is accepted (found from
    // outside: the accepted proposal was still reported).
    assert_eq!(g.proposal(), None);
    assert!(matches!(g.reject(Color::Black), Err(GameError::WrongPhase { .. })));
}

#[test]
fn resume_order_by_default_is_the_side_that_passed_first() {
    let mut g = Game::new(BoardSize::NINE, Rules::chinese());
    g.play(Move::Play(Point::new(4, 4))).unwrap();
    g.pass().unwrap(); // White passes first
    g.pass().unwrap();
    g.propose(Color::Black).unwrap();
    g.reject(Color::White).unwrap();
    assert_eq!(g.to_move(), Color::White);
}

#[test]
fn tromp_taylor_counts_at_two_passes() {
    let mut g = Game::new(BoardSize::square(5).unwrap(), Rules::tromp_taylor());
    g.play(Move::Play(Point::new(2, 2))).unwrap();
    g.pass().unwrap();
    g.pass().unwrap();
    assert_eq!(g.phase(), Phase::Finished);
    assert_eq!(g.result().unwrap().to_string(), "B+17.5");
}

#[test]
fn timeout_and_leaving_end_the_game() {
    let mut g = Game::new(BoardSize::NINE, Rules::studio());
    assert_eq!(g.time_out(Color::Black).unwrap().to_string(), "W+T");
    assert!(g.time_out(Color::White).is_err());
    let mut g = Game::new(BoardSize::NINE, Rules::studio());
    assert_eq!(g.leave(Seat::first(Color::White)).unwrap().to_string(), "B+F");
    assert_eq!(
        Game::new(BoardSize::NINE, Rules::studio()).leave(Seat::new(Color::White, 3)),
        Err(GameError::UnknownSeat(Seat::new(Color::White, 3)))
    );
}

#[test]
fn region_marking_follows_the_enclosing_colour() {
    let b = board(GAME_SITE_EXAMPLE);
    assert_eq!(region_stones(&b, Point::new(5, 0)).len(), 7);
    assert_eq!(region_stones(&b, Point::new(6, 12)), vec![Point::new(6, 12)]);
    assert!(region_stones(&b, Point::new(0, 0)).is_empty());
}

#[test]
fn pass_alive_two_eyes_and_dead_stones_inside() {
    // Black's wall with two real eyes at (0,0) and (2,0) is pass-alive; the
    // white stone in Black's pass-alive territory at the right is dead.
    let b = board(
        "
        .X.X..O.
        XXXX.X..
        ....XX..
        ........",
    );
    let black = pass_alive(&b, Color::Black, Suicide::Forbidden);
    // The big chain has two vital regions, (0,0) and (2,0); the small chain
    // at the right has none (the open region is not vital), so it drops.
    assert_eq!(black.stones.len(), 6);
    assert!(!black.stones.contains(&Point::new(5, 1)));
    let b = board(
        "
        .X.XO.
        XXXXXX
        ......",
    );
    let black = pass_alive(&b, Color::Black, Suicide::Forbidden);
    assert_eq!(black.stones.len(), 8);
    assert!(black.territory.contains(&Point::new(0, 0)));
    assert!(black.territory.contains(&Point::new(4, 0)), "the white stone stands in Black's territory");
    assert_eq!(suggest_dead_stones(&b, Suicide::Forbidden), vec![Point::new(4, 0)]);
    assert!(pass_alive(&b, Color::White, Suicide::Forbidden).stones.is_empty());
}

/// Issue 10, section 5: on this 4x5 board White's three stones at the left
/// have the one liberty (0,4), next to the lone Black stone (1,4).
const SUICIDE_BREAKS_BENSON: &str = "
    ...X
    XX..
    OXXX
    OOX.
    .X.X";

#[test]
fn pass_alive_follows_the_suicide_rule() {
    let p = Point::new;
    let b = board(SUICIDE_BREAKS_BENSON);
    // Suicide forbidden: White can never empty its stones, so the region
    // they stand in stays vital to (1,4); Black's chains through (1,2),
    // (1,4) and (3,4) are pass-alive, and the White stones lie in Black's
    // pass-alive territory: dead.
    let black = pass_alive(&b, Color::Black, Suicide::Forbidden);
    let mut expected = vec![p(0, 1), p(1, 1), p(1, 2), p(2, 2), p(3, 2), p(2, 3), p(1, 4), p(3, 4)];
    expected.sort_by_key(|q| (q.y, q.x));
    assert_eq!(black.stones, expected);
    assert_eq!(suggest_dead_stones(&b, Suicide::Forbidden), vec![p(0, 2), p(0, 3), p(1, 3)]);
    // Multi-stone suicide allowed (New Zealand, Tromp-Taylor): White plays
    // (0,4), its four stones are removed, and the emptied points are not
    // all next to (1,4); nothing of Black's is pass-alive and nothing is
    // suggested dead.
    for rules in [Rules::new_zealand(), Rules::tromp_taylor()] {
        assert_eq!(rules.suicide(), Suicide::MultiStoneAllowed);
        let black = pass_alive(&b, Color::Black, rules.suicide());
        assert!(black.stones.is_empty(), "{:?}", black.stones);
        assert!(black.territory.is_empty());
        assert!(suggest_dead_stones(&b, rules.suicide()).is_empty());
        assert!(!suggest_dead_stones(&b, rules.suicide()).contains(&p(0, 2)));
    }
    // The move itself, through the game: legal and self-removing under New
    // Zealand rules, refused as suicide under the Japanese rules.
    let mut nz = game_from(SUICIDE_BREAKS_BENSON, Rules::new_zealand());
    nz.set_player(Color::White).unwrap();
    nz.play(Move::Play(p(0, 4))).unwrap();
    for q in [p(0, 2), p(0, 3), p(1, 3), p(0, 4)] {
        assert_eq!(nz.board().get(q), None);
    }
    nz.board().check_invariants().unwrap();
    let mut forbidden = game_from(SUICIDE_BREAKS_BENSON, Rules::chinese());
    forbidden.set_player(Color::White).unwrap();
    assert_eq!(forbidden.play(Move::Play(p(0, 4))).map(|_| ()), Err(IllegalMove::Suicide(p(0, 4))));
    // After White's suicide Black's shape has broken: its chain through
    // (1,4) no longer has two vital regions.
    let after = nz.board();
    assert!(pass_alive(after, Color::Black, Suicide::MultiStoneAllowed).stones.is_empty());
    assert!(!pass_alive(after, Color::Black, Suicide::Forbidden).stones.contains(&p(1, 4)));
}

/// A double-ko seki at the top (7x9), the rest settled: Black's 3x4 corner at
/// the bottom left, White's 2x3 corner at the bottom right.
///
/// Black's chain B = (3,0), (2,1), (3,1), (4,1) lies inside White's eyeless
/// chain W (fifteen stones from (0,0) round to (6,0)), which Black's outer
/// wall encloses in turn. B has two liberties: (2,0), the mouth of ko B, and
/// (3,2), a liberty shared with W. W has two: (5,0), the mouth of ko A, and
/// the same (3,2).
///
/// - Ko A: the lone white stone (4,0) touches only B and (5,0); Black can
///   take it at (5,0) (the capturing stone then has the single liberty
///   (4,0)), which puts W in atari at (3,2).
/// - Ko B: the lone black stone (1,0) touches only W and (2,0); White can
///   take it at (2,0), which puts B in atari at (3,2).
///
/// Whoever takes one ko puts the other side in atari, and that side answers
/// by taking the other ko; the first taker may not retake at once, and every
/// other local move (filling (3,2), connecting its ko stone) is self-atari,
/// so neither chain can be captured: a seki by double ko. Filling (3,2)
/// straight away is self-atari too (the other side captures through its ko).
const DOUBLE_KO_SEKI: &str = "
    OX.XO.O
    OOXXXOO
    OOO.OOO
    XXOOOXX
    XXXXXXX
    ...XOOO
    ...XO..
    ...XO..
    ...XO..";

#[cfg(feature = "japanese")]
#[test]
fn double_ko_seki_by_area_and_by_territory() {
    let p = Point::new;
    let b = board(DOUBLE_KO_SEKI);
    let (black_chain, white_chain) = (p(3, 0), p(0, 0));
    let (ko_a, white_ko_stone) = (p(5, 0), p(4, 0));
    let (ko_b, black_ko_stone) = (p(2, 0), p(1, 0));
    let shared = p(3, 2);
    // The liberties of the two chains in seki are the ko mouths and the
    // shared point; the two ko stones are in atari.
    assert_eq!(b.liberty_count(black_chain), Some(2));
    assert_eq!(b.liberties(black_chain), vec![ko_b, shared]);
    assert_eq!(b.liberty_count(white_chain), Some(2));
    assert_eq!(b.liberties(white_chain), vec![ko_a, shared]);
    assert_eq!(b.liberties(p(6, 0)), vec![ko_a, shared], "W is one chain");
    assert_eq!(b.liberties(white_ko_stone), vec![ko_a]);
    assert_eq!(b.liberties(black_ko_stone), vec![ko_b]);
    // The outer groups are untouched by the seki.
    assert_eq!(b.liberty_count(p(0, 3)), Some(6));
    assert_eq!(b.liberty_count(p(4, 5)), Some(4));

    // Ko mechanics: Black takes ko A, White may not retake at once but takes
    // ko B instead, and Black may not retake that one at once.
    let mut g = game_from(DOUBLE_KO_SEKI, Rules::japanese());
    assert_eq!(g.to_move(), Color::Black);
    g.play(Move::Play(ko_a)).unwrap();
    assert_eq!(g.board().get(white_ko_stone), None, "the ko stone is captured");
    assert_eq!(g.board().liberties(white_chain), vec![shared], "W is in atari");
    assert_eq!(g.board().liberties(ko_a), vec![white_ko_stone]);
    assert_eq!(g.play(Move::Play(white_ko_stone)).map(|_| ()), Err(IllegalMove::Ko(white_ko_stone)));
    g.play(Move::Play(ko_b)).unwrap();
    assert_eq!(g.board().get(black_ko_stone), None);
    assert_eq!(g.board().liberties(black_chain), vec![white_ko_stone, shared]);
    assert_eq!(g.board().liberties(white_chain), vec![black_ko_stone, shared]);
    assert_eq!(g.play(Move::Play(black_ko_stone)).map(|_| ()), Err(IllegalMove::Ko(black_ko_stone)));
    // Nothing else works locally for Black: connecting the ko stone or
    // filling the shared point leaves B with one liberty.
    let mut connect = g.board().clone();
    connect.play(Color::Black, white_ko_stone).unwrap();
    assert_eq!(connect.liberties(black_chain), vec![shared]);
    let mut fill = g.board().clone();
    fill.play(Color::Black, shared).unwrap();
    assert_eq!(fill.liberties(black_chain), vec![white_ko_stone]);
    // Black plays elsewhere (passes); White retakes ko A, which puts B in
    // atari; Black retakes ko B: the starting position is back.
    g.pass().unwrap();
    g.play(Move::Play(white_ko_stone)).unwrap();
    assert_eq!(g.board().liberties(black_chain), vec![shared], "B is in atari");
    g.play(Move::Play(black_ko_stone)).unwrap();
    assert_eq!(g.board().colors(), b.colors());
    assert_eq!(g.phase(), Phase::Playing);

    // And vice versa: White takes ko B first, Black answers in ko A.
    let mut g = game_from(DOUBLE_KO_SEKI, Rules::japanese());
    g.pass().unwrap();
    g.play(Move::Play(ko_b)).unwrap();
    assert_eq!(g.board().liberties(black_chain), vec![shared], "B is in atari");
    assert_eq!(g.play(Move::Play(black_ko_stone)).map(|_| ()), Err(IllegalMove::Ko(black_ko_stone)));
    g.play(Move::Play(ko_a)).unwrap();
    assert_eq!(g.play(Move::Play(white_ko_stone)).map(|_| ()), Err(IllegalMove::Ko(white_ko_stone)));

    let none = ByColor::new(0, 0);
    // Area: the mouth of ko B (bordered by Black only) is Black's, the mouth
    // of ko A White's, the shared liberty nobody's.
    let area = score(&b, &[], none, &Rules::chinese().with_komi(Komi::default()), 0).unwrap();
    assert_eq!(area.ownership[2], Some(Color::Black));
    assert_eq!(area.ownership[5], Some(Color::White));
    assert_eq!((area.black.stones, area.black.territory), (20, 12 + 1));
    assert_eq!((area.white.stones, area.white.territory), (22, 6 + 1));
    assert_eq!(area.neutral, vec![shared]);
    // The shared liberty is the seki's: no side can fill it safely, so it
    // is no dame to fill.
    assert!(area.dame.is_empty());
    assert_eq!(area.margin, 2 * (29 - 33));
    assert_eq!(area.result.to_string(), "B+4");
    // Territory: the seki regions give no territory; each side's seki holds
    // its ko mouth and the shared liberty.
    let terr = score(&b, &[], none, &Rules::japanese().with_komi(Komi::default()), 0).unwrap();
    assert_eq!(terr.ownership[2], None);
    assert_eq!(terr.ownership[5], None);
    assert_eq!((terr.black.territory, terr.white.territory), (12, 6));
    assert_eq!((terr.black.seki, terr.white.seki), (2, 2));
    assert_eq!(terr.neutral, vec![ko_b, ko_a, shared]);
    assert!(terr.dame.is_empty());
    assert_eq!(terr.margin, 2 * (6 - 12));
    assert_eq!(terr.result.to_string(), "B+6");
    // Nobody's stones are dead here.
    assert!(suggest_dead_stones(&b, Suicide::Forbidden).is_empty());
}

/// Tromp-Taylor counts at the second pass with nothing removed, so that pass
/// finishes the game; undo takes it back to play, as under the other rules
/// it takes the game back from counting.
#[test]
fn the_pass_that_ends_a_tromp_taylor_game_can_be_undone() {
    let mut g = Game::new(BoardSize::square(5).unwrap(), Rules::tromp_taylor());
    g.play(Move::Play(Point::new(0, 0))).unwrap();
    g.play(Move::Pass).unwrap();
    g.play(Move::Pass).unwrap();
    assert_eq!(g.phase(), Phase::Finished);
    assert!(g.result().is_some());
    g.undo().unwrap();
    assert_eq!((g.phase(), g.result(), g.moves().len()), (Phase::Playing, None, 2));
    // A resignation still cannot be undone.
    g.resign().unwrap();
    assert!(g.undo().is_err());
}

/// The unfilled dame are the neutral empty points that are no seki
/// liberty, under either reading (found from outside: a gap two points
/// wide listed no dame at all, though under `strict` it cost both sides
/// their territory; and an eye-against-eye seki listed its two seki
/// liberties, where a fill is self-atari, as dame to fill).
#[test]
#[cfg(feature = "japanese")]
fn the_unfilled_dame_are_the_neutral_points_but_seki_liberties() {
    let none = ByColor::new(0, 0);
    let p = Point::new;
    let gap = board(".X..O.\n.X..O.\n.X..O.\n.X..O.");
    let gap_points: Vec<Point> = (0..4).flat_map(|y| [p(2, y), p(3, y)]).collect();
    for reading in [UnfilledDame::CountAsFilled, UnfilledDame::Strict] {
        let rules = Rules::japanese().with_komi(Komi::default()).with_unfilled_dame(reading);
        let s = score(&gap, &[], none, &rules, 0).unwrap();
        assert_eq!(s.dame, gap_points, "{reading:?}");
        let g = game_from(".X..O.\n.X..O.\n.X..O.\n.X..O.", rules);
        assert_eq!(g.unfilled_dame(), gap_points, "{reading:?}");
    }
    assert_eq!(go_core::unfilled_dame(&gap, &[]).unwrap(), gap_points);
    // Eye against eye: (2, 0) and (2, 1) are the seki's shared liberties;
    // either fill is self-atari, so neither is a dame to fill.
    let seki = board(".X.O.OX.\nXX.OOOX.\nOOOOXXX.\nXXXXX...\n........");
    let s = score(&seki, &[], none, &Rules::japanese().with_komi(Komi::default()), 0).unwrap();
    assert!(!s.dame.contains(&p(2, 0)) && !s.dame.contains(&p(2, 1)), "{:?}", s.dame);
    assert!(s.neutral.contains(&p(2, 0)) && s.neutral.contains(&p(2, 1)));
}

/// Found from outside: prisoners of 2^32 - 1 gave a result of
/// W+2147483647.5 beside a margin of 4294967301.5 points. A margin beyond
/// what a result holds (u32::MAX half points) is refused; the largest that
/// fits is counted.
#[cfg(feature = "japanese")]
#[test]
fn a_margin_beyond_a_result_is_refused() {
    let empty = board(".........\n".repeat(9).as_str());
    let rules = Rules::japanese();
    let komi = i64::from(rules.komi().half_points());
    let fits = u32::try_from((i64::from(u32::MAX) - komi) / 2).unwrap();
    let s = go_core::score(&empty, &[], ByColor::new(0, fits), &rules, 0).unwrap();
    assert_eq!(s.margin, 2 * i64::from(fits) + komi);
    assert_eq!(s.result.margin(), Some(u32::try_from(s.margin).unwrap()));
    for (prisoners, rules, handicap) in
        [(ByColor::new(0, fits + 1), Rules::japanese(), 0), (ByColor::new(0, 0), Rules::aga(), u32::MAX)]
    {
        let e = go_core::score(&empty, &[], prisoners, &rules, handicap).unwrap_err();
        assert!(
            matches!(e, go_core::CountingError::MarginTooLarge { half_points } if half_points > i64::from(u32::MAX)),
            "{e}"
        );
        assert_eq!(e.kind(), go_core::ErrorKind::MarginTooLarge);
    }
    // Found from outside: with territory beside them, prisoners near
    // u32::MAX wrapped the side's total (W+8.5 for Black's 2^32 - 2).
    let walls = board(".X.O.\n.X.O.\n.X.O.");
    let e = go_core::score(&walls, &[], ByColor::new(u32::MAX - 1, 0), &rules, 0).unwrap_err();
    assert!(matches!(e, go_core::CountingError::MarginTooLarge { half_points } if half_points < 0), "{e}");
    let s = go_core::score(&walls, &[], ByColor::new(u32::MAX, u32::MAX), &rules, 0).unwrap();
    assert_eq!(s.black.total, 2 * (i64::from(u32::MAX) + i64::from(s.black.territory)));
    assert_eq!(s.white.total, 2 * (i64::from(u32::MAX) + i64::from(s.white.territory)) + komi);
    assert!(s.black.territory >= 3 && s.black.territory == s.white.territory);
    assert_eq!(s.margin, komi);
}
