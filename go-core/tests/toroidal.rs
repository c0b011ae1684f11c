//! The toroidal variant (RULES.md section 6): wrapped topologies, captures
//! and ko across the seam, counting and pass-alive analysis on the torus.
#![cfg(feature = "toroidal")]

mod common;

use go_core::{
    Board, BoardSize, ByColor, Color, Game, Handicap, IllegalMove, Komi, Move, Point, Rules, SetupError, Topology,
    pass_alive, score,
};

fn game_on(diagram: &str, topology: Topology, rules: Rules, to_move: Color) -> Game {
    let b = Board::from_diagram(diagram, topology).unwrap();
    let stones: Vec<(Point, Color)> = b.size().points().filter_map(|p| b.get(p).map(|c| (p, c))).collect();
    Game::builder(b.size()).rules(rules).topology(topology).setup_stones(stones).to_move(to_move).build().unwrap()
}

fn pt(x: u8, y: u8) -> Move {
    Move::Play(Point::new(x, y))
}

#[test]
fn every_point_of_a_torus_has_four_distinct_neighbours() {
    let b = Board::with_topology(BoardSize::new(3, 5).unwrap(), Topology::Torus).unwrap();
    for p in b.size().points() {
        assert_eq!(b.neighbors_of(p).len(), 4, "{p}");
    }
    let n = b.neighbors_of(Point::new(0, 0));
    for q in [Point::new(2, 0), Point::new(1, 0), Point::new(0, 4), Point::new(0, 1)] {
        assert!(n.contains(&q), "{q}");
    }
    // A cylinder joined left-right: the top row has three neighbours.
    let c = Board::with_topology(BoardSize::new(4, 4).unwrap(), Topology::HorizontalCylinder).unwrap();
    assert_eq!(c.neighbors_of(Point::new(0, 0)), vec![Point::new(3, 0), Point::new(1, 0), Point::new(0, 1)]);
    assert_eq!(c.neighbors_of(Point::new(1, 1)).len(), 4);
    let v = Board::with_topology(BoardSize::new(4, 4).unwrap(), Topology::VerticalCylinder).unwrap();
    assert_eq!(v.neighbors_of(Point::new(0, 0)).len(), 3);
    assert!(v.neighbors_of(Point::new(0, 0)).contains(&Point::new(0, 3)));
}

#[test]
fn wrapped_axes_shorter_than_three_are_refused() {
    for (w, h, topology, side) in [
        (2, 9, Topology::Torus, 2),
        (9, 2, Topology::Torus, 2),
        (2, 9, Topology::HorizontalCylinder, 2),
        (9, 1, Topology::VerticalCylinder, 1),
    ] {
        let size = BoardSize::new(w, h).unwrap();
        assert_eq!(Board::with_topology(size, topology), Err(SetupError::WrapTooSmall(side)));
        assert!(Game::builder(size).topology(topology).build().is_err());
    }
    // The unwrapped axis may be short.
    assert!(Board::with_topology(BoardSize::new(2, 9).unwrap(), Topology::VerticalCylinder).is_ok());
}

#[test]
fn fixed_handicap_is_refused_on_wrapped_boards() {
    let err = Game::builder(BoardSize::NINETEEN).topology(Topology::Torus).handicap(Handicap::Fixed(4)).build();
    assert!(matches!(err, Err(SetupError::FixedHandicapUnavailable { .. })));
    let mut g =
        Game::builder(BoardSize::NINETEEN).topology(Topology::Torus).handicap(Handicap::Free(2)).build().unwrap();
    g.place_free_handicap(&[Point::new(0, 0), Point::new(9, 9)]).unwrap();
}

#[test]
fn a_capture_that_only_exists_across_the_seam() {
    // On the torus the white stone at (0,0) also touches (4,0) and (0,4)
    // across the seams; (0,4) is its last liberty. On the plane this
    // position cannot even exist: (0,0) would have no liberty.
    let diagram = "
        OX..X
        X....
        .....
        .....
        .....";
    assert!(matches!(diagram.parse::<Board>(), Err(SetupError::NoLiberties(_))));
    let mut g = game_on(diagram, Topology::Torus, Rules::studio(), Color::Black);
    assert_eq!(g.board().liberty_count(Point::new(0, 0)), Some(1));
    let captured = g.play(pt(0, 4)).unwrap().captured.clone();
    assert_eq!(*captured, [Point::new(0, 0)]);
    assert_eq!(g.prisoners().black, 1);
    g.board().check_invariants().unwrap();
}

#[test]
fn a_ko_that_only_exists_across_the_seam() {
    // Left and right edges joined. White's stone at (0,1) touches Black at
    // (0,0), (0,2) and, across the seam, (4,1); its last liberty is (1,1),
    // where a black stone would be surrounded by White: a ko.
    let diagram = "
        XO..X
        O.O.X
        XO..X
        .....
        .....";
    // On the plane Black's corner stone at (0,0) would have no liberty.
    assert!(matches!(diagram.parse::<Board>(), Err(SetupError::NoLiberties(_))));
    let mut g = game_on(diagram, Topology::HorizontalCylinder, common::simple_ko_rules(), Color::Black);
    assert_eq!(g.board().liberty_count(Point::new(0, 1)), Some(1));
    let captured = g.play(pt(1, 1)).unwrap().captured.clone();
    assert_eq!(*captured, [Point::new(0, 1)]);
    assert_eq!(g.simple_ko_point(), Some(Point::new(0, 1)));
    assert_eq!(g.is_legal(pt(0, 1)), Err(IllegalMove::Ko(Point::new(0, 1))));
    g.board().check_invariants().unwrap();
    // After a move elsewhere each, White may retake across the seam.
    g.play(pt(2, 4)).unwrap();
    g.play(pt(3, 4)).unwrap();
    assert_eq!(*g.play(pt(0, 1)).unwrap().captured, [Point::new(1, 1)]);
    // Under positional superko the immediate retake is a superko.
    let mut g = game_on(diagram, Topology::HorizontalCylinder, Rules::studio(), Color::White);
    g.play(pt(3, 3)).unwrap();
    g.play(pt(1, 1)).unwrap();
    assert_eq!(g.is_legal(pt(0, 1)), Err(IllegalMove::Superko(Point::new(0, 1))));
}

#[test]
fn counting_and_pass_alive_across_the_seam() {
    // A black wall in column 2 on a horizontal cylinder encloses nothing by
    // itself: the empty points on both sides join across the seam.
    let b = Board::from_diagram("..X..\n..X..\n..X..\n", Topology::HorizontalCylinder).unwrap();
    let s = score(&b, &[], ByColor::new(0, 0), &Rules::chinese().with_komi(Komi::default()), 0).unwrap();
    assert_eq!((s.black.stones, s.black.territory), (3, 12));
    // Two white walls on the torus split it: the regions touch both colours.
    // With a white wall in column 4 as well, every empty point touches both
    // colours through the seam: all neutral.
    let b = Board::from_diagram("..X.O\n..X.O\n..X.O\n", Topology::HorizontalCylinder).unwrap();
    let s = score(&b, &[], ByColor::new(0, 0), &Rules::chinese().with_komi(Komi::default()), 0).unwrap();
    assert_eq!((s.black.territory, s.white.territory, s.neutral.len()), (0, 0, 9));
    // The same walls on the plane: columns 0 and 1 are Black's.
    let b: Board = "..X.O\n..X.O\n..X.O\n".parse().unwrap();
    let s = score(&b, &[], ByColor::new(0, 0), &Rules::chinese().with_komi(Komi::default()), 0).unwrap();
    assert_eq!((s.black.territory, s.white.territory, s.neutral.len()), (6, 0, 3));
    // Pass-alive on the torus: one black chain around two single points;
    // the open row is vital too, as each of its points touches the chain.
    let b = Board::from_diagram(
        "
        XXXXX
        X.X.X
        XXXXX
        .....",
        Topology::Torus,
    )
    .unwrap();
    let black = pass_alive(&b, Color::Black, go_core::Suicide::Forbidden);
    assert_eq!(black.stones.len(), 13);
    assert!(black.territory.contains(&Point::new(1, 1)));
}
