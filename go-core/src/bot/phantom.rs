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
        // The starting position is public (the setup, a fixed handicap on
        // the rules' points: RULES.md section 5), so are the number of
        // stones a free handicap placed, which moves were stones and how
        // many stones each capture took (announced to both). From them,
        // the opponent stones on the board, counted from the game's moves
        // rather than the referee's log, which starts empty for a game
        // handed over after some moves (found from outside: such a game's
        // hidden stones were taken as none, and a fixed handicap's points
        // were suggested as if empty).
        let start = Game::from_setup(game.setup().clone()).map(|g| g.board().clone()).unwrap_or_else(|_| view.clone());
        let mut on_board = i64::from(start.stone_count(opp));
        if opp == Color::Black && matches!(game.handicap(), crate::Handicap::Free(_)) {
            on_board += i64::from(game.handicap_stones());
        }
        let captured_any = game.moves().iter().any(|m| m.color() == color && !m.captured.is_empty());
        for m in game.moves() {
            if m.color() == opp {
                on_board += i64::from(m.mv != Move::Pass) - i64::try_from(m.suicided.len()).unwrap_or(0);
            } else {
                on_board -= i64::try_from(m.captured.len()).unwrap_or(0);
            }
        }
        let hidden = usize::try_from((on_board - i64::from(view.stone_count(opp))).max(0)).unwrap_or(0);
        // The opponent's starting stones stand where they began until a
        // capture of ours may have taken them.
        let known: Vec<Point> = if captured_any {
            Vec::new()
        } else {
            size.points().filter(|&p| start.get(p) == Some(opp) && view.get(p).is_none()).collect()
        };
        // Points refused in any turn are likely hidden stones: sample them
        // first (unless a capture announcement cleared them since).
        let mut suspected: Vec<Point> = known.iter().chain(refused).copied().collect();
        for a in referee.log(color) {
            match a {
                Announcement::Illegal { tried, .. } if !suspected.contains(tried) => suspected.push(*tried),
                Announcement::Captured { points: Some(points), .. } => suspected.retain(|p| !points.contains(p)),
                _ => {}
            }
        }
        let candidates: Vec<Point> = size
            .points()
            .filter(|&p| {
                view.get(p).is_none() && !refused.contains(&p) && !known.contains(&p) && !view.is_eye(p, color)
            })
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
