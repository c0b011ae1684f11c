//! `Game::playouts`, the bulk call: exact on a settled position (counted by
//! hand), the same statistics on any number of threads, and consistent
//! with one playout at a time through the board's own `playout`.

use go_core::{
    Board, BoardSize, Color, Counting, Game, PlayoutBatch, PlayoutPolicy, PlayoutStyle, Point, Rules, score,
};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

fn game_of(diagram: &str, rules: Rules) -> Game {
    let board: Board = diagram.parse().unwrap();
    let size = board.size();
    let stones: Vec<(Point, Color)> = size.points().filter_map(|p| board.get(p).map(|c| (p, c))).collect();
    Game::builder(size).rules(rules).setup_stones(stones).build().unwrap()
}

/// Every empty point is a one-point eye: no playout move is possible (a
/// light playout never fills its own eye, and the opponent's play there is
/// suicide), so each playout is two passes. Black's area is 4 stones and 2
/// eyes, White's the same: White's margin is the komi, 7.5 points.
#[test]
fn a_settled_position_counts_exactly() {
    let game = game_of(
        "
        .XXOO.
        X.XO.O
        ",
        Rules::chinese(),
    );
    for style in [PlayoutStyle::Light, PlayoutStyle::Heavy] {
        let stats = game.playouts(&PlayoutBatch::new(40, 9).with_style(style));
        assert_eq!(stats.margins, vec![15; 40], "{style:?}");
        assert_eq!(stats.moves, 80, "two passes per playout");
        let expected: Vec<f32> = [1, 1, 1, -1, -1, -1, 1, 1, 1, -1, -1, -1].iter().map(|&v| v as f32).collect();
        assert_eq!(stats.ownership, expected);
    }
}

/// Threads share the playouts but not their seeds: 1, 2 and 3 threads give
/// the same statistics, and each margin is the one playout `i` gives when
/// run alone with the board's `playout` from the batch's
/// `playout_seed(i)`; nearby seeds share no playout.
#[test]
fn threads_do_not_change_the_statistics() {
    let mut game = Game::new(BoardSize::NINE, Rules::chinese());
    for (x, y) in [(2, 2), (6, 6), (2, 6), (6, 2), (4, 4)] {
        game.play(go_core::Move::Play(Point::new(x, y))).unwrap();
    }
    let one = game.playouts(&PlayoutBatch::new(60, 1234));
    assert_eq!(one.margins.len(), 60);
    for threads in [2, 3, 8] {
        assert_eq!(game.playouts(&PlayoutBatch::new(60, 1234).with_threads(threads)), one, "{threads} threads");
    }
    let area = game.rules().with_counting(Counting::Area);
    let start = Board::from_colors(game.board().size(), game.board().topology(), &game.board().colors()).unwrap();
    let mut moves = 0u64;
    for (i, &margin) in one.margins.iter().enumerate() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(PlayoutBatch::new(60, 1234).playout_seed(i as u64));
        let mut board = start.clone();
        let outcome = board.playout(game.to_move(), None, &mut rng, PlayoutPolicy::for_area(81), |_, _| {});
        moves += u64::from(outcome.moves);
        let s = score(&board, &[], Default::default(), &area, 0).unwrap();
        assert_eq!(s.margin, margin, "playout {i}");
    }
    assert_eq!(moves, one.moves);
    // Some playouts end each way from this open position.
    assert!(one.margins.iter().any(|&m| m > 0) && one.margins.iter().any(|&m| m < 0), "{:?}", one.margins);
    assert!(one.ownership.iter().all(|o| (-1.0..=1.0).contains(o)));
    // Nearby seeds give unrelated batches (found from outside: with the
    // seed plus the playout's number, seeds 10 and 11 shared all but one).
    let next = game.playouts(&PlayoutBatch::new(60, 1235));
    assert_ne!(one.margins[1..], next.margins[..59]);
    let shared = (0..60)
        .filter(|&i| PlayoutBatch::new(60, 1234).playout_seed(i) == PlayoutBatch::new(60, 1235).playout_seed(0))
        .count();
    assert_eq!(shared, 0);
    // Zero playouts: nothing counted.
    let none = game.playouts(&PlayoutBatch::new(0, 1));
    assert!(none.margins.is_empty() && none.moves == 0 && none.ownership.iter().all(|&o| o == 0.0));
}
