//! Phantom Go for the computer player: it decides from its own view and the
//! referee's announcements only, by sampling the hidden opponent stones
//! (determinization) and searching each sample.

use std::sync::atomic::{AtomicBool, Ordering};

use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use super::{Bot, BotConfig, Budget};
use crate::base::Color;
use crate::base::Phase;
use crate::base::{Move, Point};
use crate::board::Board;
use crate::game::Game;
use crate::variants::{Announcement, PhantomGame};

/// Samples of the hidden stones searched per try.
const SAMPLES: u32 = 4;

impl Bot {
    /// The bot's try for the side to move at a Phantom Go table (RULES.md
    /// section 6). It reads only what that player may know: its own view
    /// ([`PhantomGame::view`]), its announcements ([`PhantomGame::log`]),
    /// the points refused this turn, and the public facts of the game (whose
    /// turn, the rules, the handicap, the topology, Atari Go). The number of
    /// hidden opponent stones follows from the announcements (opponent moves
    /// minus stones captured); they are placed at random, first on refused
    /// points, in several samples that are each searched, and the visits
    /// are summed. A point refused this turn is never tried again; with no
    /// point left the bot passes.
    #[must_use]
    pub fn choose_phantom_move(&self, referee: &PhantomGame) -> Move {
        self.phantom_move(referee, None)
    }

    /// [`Bot::choose_phantom_move`] that gives up when `stop` is set (looked
    /// at between the searches' playouts): `None` when it stopped,
    /// otherwise exactly the move `choose_phantom_move` gives. For a
    /// caller that searches on one thread and cancels from another (the
    /// Python module's Ctrl-C).
    #[must_use]
    pub fn choose_phantom_move_with_stop(&self, referee: &PhantomGame, stop: &AtomicBool) -> Option<Move> {
        let mv = self.phantom_move(referee, Some(stop));
        (!stop.load(Ordering::Relaxed)).then_some(mv)
    }

    fn phantom_move(&self, referee: &PhantomGame, stop: Option<&AtomicBool>) -> Move {
        let game = referee.game();
        if game.phase() != Phase::Playing {
            return Move::Pass;
        }
        let color = game.to_move();
        let opp = color.opponent();
        let view = referee.view(color);
        let refused = referee.refused_this_turn();
        let size = view.size();
        // Opponent stones on the board, from public facts and announcements.
        let mut on_board: i64 = if opp == Color::Black { i64::from(game.handicap_stones()) } else { 0 };
        for a in referee.log(color) {
            match *a {
                Announcement::Moved { by } if by == opp => on_board += 1,
                Announcement::Captured { by, stones, .. } if by == color => on_board -= i64::from(stones),
                _ => {}
            }
        }
        let hidden = usize::try_from((on_board - i64::from(view.stone_count(opp))).max(0)).unwrap_or(0);
        // Points refused in any turn are likely hidden stones: sample them
        // first (unless a capture announcement cleared them since).
        let mut suspected: Vec<Point> = refused.to_vec();
        for a in referee.log(color) {
            match a {
                Announcement::Illegal { tried, .. } if !suspected.contains(tried) => suspected.push(*tried),
                Announcement::Captured { points: Some(points), .. } => suspected.retain(|p| !points.contains(p)),
                _ => {}
            }
        }
        let candidates: Vec<Point> = size
            .points()
            .filter(|&p| view.get(p).is_none() && !refused.contains(&p) && !view.is_eye(p, color))
            .collect();
        if candidates.is_empty() {
            return Move::Pass;
        }
        let move_number = u64::try_from(game.moves().len()).unwrap_or(0);
        let seed = self.config.seed ^ move_number.wrapping_mul(0xA24B_AED4_963E_E407) ^ (refused.len() as u64);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let budget = match self.config.budget {
            Budget::Playouts(n) => Budget::Playouts((n / SAMPLES).max(1)),
            Budget::Millis(ms) => Budget::Millis((ms / u64::from(SAMPLES)).max(1)),
            Budget::PlayoutsWithin { playouts, millis } => Budget::PlayoutsWithin {
                playouts: (playouts / SAMPLES).max(1),
                millis: (millis / u64::from(SAMPLES)).max(1),
            },
            Budget::Clock { millis, max_millis, playouts } => Budget::Clock {
                millis: (millis / u64::from(SAMPLES)).max(1),
                max_millis: (max_millis / u64::from(SAMPLES)).max(1),
                playouts: (playouts / SAMPLES).max(1),
            },
        };
        let mut votes = vec![0u64; size.area()];
        for k in 0..SAMPLES {
            let Some(sample) = sample_hidden(&view, opp, hidden, &suspected, &mut rng) else { continue };
            let Ok(probe) = Game::from_setup(game.setup().from_position(&sample, color)) else { continue };
            let bot = Bot::new(BotConfig { budget, threads: 1, seed: seed.wrapping_add(u64::from(k)), ..self.config });
            let Some(searched) = bot.search(&probe, stop) else { continue };
            for (mv, visits, _) in searched.candidates() {
                if let Some(i) = mv.point().filter(|p| candidates.contains(p)).and_then(|p| size.index_of(p)) {
                    votes[i] += u64::from(visits);
                }
            }
        }
        let best = candidates
            .iter()
            .copied()
            .max_by_key(|&p| (votes[size.index_of(p).unwrap_or(0)], std::cmp::Reverse((p.y, p.x))));
        match best {
            Some(p) if votes[size.index_of(p).unwrap_or(0)] > 0 => Move::Play(p),
            // No sample could be searched: any unrefused empty point.
            _ => Move::Play(candidates[rng.random_range(0..candidates.len())]),
        }
    }
}

/// `view` with `hidden` opponent stones added: first on the suspected points
/// (tries the referee refused), then on random empty points, keeping every
/// chain with a liberty. `None` when no such placement is found in a few
/// attempts.
fn sample_hidden(
    view: &Board,
    opp: Color,
    hidden: usize,
    refused: &[Point],
    rng: &mut Xoshiro256PlusPlus,
) -> Option<Board> {
    let size = view.size();
    for _ in 0..8 {
        let mut colors = view.colors();
        let mut empty: Vec<Point> = size.points().filter(|&p| view.get(p).is_none() && !refused.contains(&p)).collect();
        empty.shuffle(rng);
        let order: Vec<Point> = refused.iter().copied().filter(|&p| view.get(p).is_none()).chain(empty).collect();
        let mut placed = 0;
        for p in order {
            if placed == hidden {
                break;
            }
            let i = size.index_of(p)?;
            colors[i] = Some(opp);
            if Board::from_colors(size, view.topology(), &colors).is_ok() {
                placed += 1;
            } else {
                colors[i] = None;
            }
        }
        if let Ok(b) = Board::from_colors(size, view.topology(), &colors) {
            return Some(b);
        }
    }
    None
}
