//! The long-running calls that a caller may cancel from another thread
//! (`Game::playouts_with_stop`, `Game::estimate_dead_stones_with_stop`,
//! `Bot::analyze_with_stop`): with the flag never set they give exactly
//! what the plain calls give; with it set before the call, or during a run
//! far longer than any test, they return `None`.

use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::Duration;

use go_core::{BoardSize, EstimateOptions, Game, Move, PlayoutBatch, Point, Rules};

/// A 19x19 game 24 moves in: stones of both colours, nothing settled.
fn opening() -> Game {
    let mut game = Game::new(BoardSize::NINETEEN, Rules::chinese());
    for i in 0..24u8 {
        let p = Point::new(2 + (i % 6) * 3, 2 + (i / 6) * 4);
        game.play(Move::Play(p)).unwrap();
    }
    game
}

/// Runs `work` with a flag that another thread sets after `after`.
fn stopped_after<T>(after: Duration, work: impl FnOnce(&AtomicBool) -> T) -> T {
    let stop = AtomicBool::new(false);
    thread::scope(|s| {
        s.spawn(|| {
            thread::sleep(after);
            stop.store(true, Ordering::Relaxed);
        });
        work(&stop)
    })
}

#[test]
fn playouts_never_stopped_equal_the_plain_call() {
    let game = opening();
    let batch = PlayoutBatch::new(64, 5).with_threads(2);
    let stop = AtomicBool::new(false);
    let plain = game.playouts(&batch);
    assert_eq!(plain.margins.len(), 64);
    assert_eq!(game.playouts_with_stop(&batch, &stop), Some(plain));
}

#[test]
fn playouts_stop_before_and_during_a_run() {
    let game = opening();
    let set = AtomicBool::new(true);
    assert_eq!(game.playouts_with_stop(&PlayoutBatch::new(10, 1), &set), None);
    // Ten million 19x19 playouts take minutes on one core: stopped after
    // 50 ms, on each of two threads.
    let batch = PlayoutBatch::new(PlayoutBatch::MAX_PLAYOUTS, 1).with_threads(2);
    assert_eq!(stopped_after(Duration::from_millis(50), |stop| game.playouts_with_stop(&batch, stop)), None);
    // The game is untouched and still plays.
    assert_eq!(game.moves().len(), 24);
}

#[test]
fn the_estimate_never_stopped_equals_the_plain_call() {
    let game = opening();
    let options = EstimateOptions::new(20, 3);
    let stop = AtomicBool::new(false);
    let plain = game.estimate_dead_stones(&options);
    assert_eq!(plain.ownership.len(), 361);
    assert_eq!(game.estimate_dead_stones_with_stop(&options, &stop), Some(plain));
}

#[test]
fn the_estimate_stops_before_and_during_a_run() {
    let game = opening();
    let set = AtomicBool::new(true);
    assert_eq!(game.estimate_dead_stones_with_stop(&EstimateOptions::new(5, 1), &set), None);
    // Pass-alive analysis alone has no playouts to stop: it answers.
    assert!(game.estimate_dead_stones_with_stop(&EstimateOptions::new(0, 1), &set).is_some());
    // Without early stop: the whole budget, which would take days.
    let endless = EstimateOptions::new(u32::MAX, 1).with_early_stop(false);
    assert_eq!(
        stopped_after(Duration::from_millis(50), |stop| game.estimate_dead_stones_with_stop(&endless, stop)),
        None
    );
}

#[cfg(feature = "bot")]
#[test]
fn a_search_never_stopped_equals_the_plain_call() {
    use go_core::{Bot, BotConfig, Budget};
    let game = opening();
    let bot = Bot::new(BotConfig { budget: Budget::Playouts(300), threads: 1, seed: 9, ..BotConfig::default() });
    let stop = AtomicBool::new(false);
    let plain = bot.analyze(&game);
    assert_eq!(plain.playouts, 300);
    assert_eq!(bot.analyze_with_stop(&game, &stop), Some(plain));
}

#[cfg(feature = "bot")]
#[test]
fn a_search_stops_before_and_during_a_run() {
    use go_core::{Bot, BotConfig, Budget};
    let game = opening();
    let set = AtomicBool::new(true);
    let quick = Bot::new(BotConfig { budget: Budget::Playouts(100), ..BotConfig::default() });
    assert_eq!(quick.analyze_with_stop(&game, &set), None);
    // An hour's budget on two threads, stopped after 100 ms.
    let hour = Bot::new(BotConfig { budget: Budget::Millis(3_600_000), threads: 2, ..BotConfig::default() });
    assert_eq!(stopped_after(Duration::from_millis(100), |stop| hour.analyze_with_stop(&game, stop)), None);
}
