//! How the engine's game was set up, so that it can be built again: after a
//! change of komi, rules, topology or Atari Go setting the moves are played
//! again on a fresh game, and `undo` replays all moves but the last. Every
//! rule is the game's: this file only calls the public [`Game`] API.

use crate::board::Topology;
use crate::color::Color;
use crate::error::IllegalMove;
use crate::game::{CornerLine12, Game, Handicap, Irregularity, MoveRecord, Phase, fixed_handicap_points};
use crate::point::{BoardSize, Move, Point};
use crate::rules::{Komi, Rules};
#[cfg(feature = "atari")]
use crate::variants::AtariGo;

/// Where a game starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Start {
    /// An empty board, Black to move.
    Empty,
    /// A fixed handicap of this many stones (GTP `fixed_handicap`).
    Fixed(u32),
    /// A free handicap on these points (GTP `place_free_handicap`,
    /// `set_free_handicap`).
    Free(Vec<Point>),
    /// Stones set up as they stood when a record was loaded.
    Position {
        /// The stones.
        stones: Vec<(Point, Color)>,
        /// Who moves first.
        to_move: Color,
    },
}

/// Everything the engine needs to build its game afresh.
#[derive(Clone, Debug)]
pub(crate) struct Setup {
    pub(crate) size: BoardSize,
    /// The rules preset name ([`Rules::preset`]).
    pub(crate) preset: String,
    /// Rules read from a loaded SGF record: in force instead of the preset
    /// until the next `go-core-rules`.
    pub(crate) record_rules: Option<Rules>,
    /// Komi set by the `komi` command (or a loaded record); the rules'
    /// own komi when `None`.
    pub(crate) komi: Option<Komi>,
    pub(crate) topology: Topology,
    #[cfg(feature = "atari")]
    pub(crate) atari: Option<AtariGo>,
    pub(crate) start: Start,
}

impl Setup {
    /// A 19x19 empty planar board under the Chinese rules.
    pub(crate) fn new() -> Setup {
        Setup {
            size: BoardSize::NINETEEN,
            preset: "chinese".to_owned(),
            record_rules: None,
            komi: None,
            topology: Topology::Planar,
            #[cfg(feature = "atari")]
            atari: None,
            start: Start::Empty,
        }
    }

    /// The rules in force: the record's or the preset's, with the komi set.
    pub(crate) fn rules(&self) -> Rules {
        let base = self.record_rules.or_else(|| Rules::preset(&self.preset, self.size)).unwrap_or_default();
        match self.komi {
            Some(k) => base.with_komi(k),
            None => base,
        }
    }

    /// A new game at the start, before any move.
    ///
    /// The error is the game's own message.
    pub(crate) fn build(&self) -> Result<Game, String> {
        let builder = Game::builder(self.size).rules(self.rules()).topology(self.topology);
        #[cfg(feature = "atari")]
        let builder = match self.atari {
            Some(rule) => builder.atari_go(rule),
            None => builder,
        };
        let built = match &self.start {
            Start::Empty => builder.build(),
            Start::Fixed(n) => builder.handicap(Handicap::Fixed(*n)).build(),
            Start::Free(points) => {
                let n = u32::try_from(points.len()).unwrap_or(u32::MAX);
                let mut game = builder.handicap(Handicap::Free(n)).build().map_err(|e| e.to_string())?;
                game.place_free_handicap(points).map_err(|e| e.to_string())?;
                return Ok(game);
            }
            Start::Position { stones, to_move } => {
                builder.setup_stones(stones.iter().copied()).to_move(*to_move).build()
            }
        };
        built.map_err(|e| e.to_string())
    }

    /// A new game with `moves` played again from the start: each as the
    /// engine played it ([`apply_move`]), or, when a tolerant SGF replay
    /// had flagged it, with [`Game::replay_move`] (implied passes are left
    /// out: the replay adds them again where needed).
    pub(crate) fn replay(&self, moves: &[MoveRecord]) -> Result<Game, String> {
        let mut game = self.build()?;
        for (i, record) in moves.iter().enumerate() {
            let done = match record.irregularity {
                None => apply_move(&mut game, record.color(), record.mv).map(|_| ()),
                Some(Irregularity::ImpliedPass) => Ok(()),
                Some(_) => game.replay_move(record.color(), record.mv).map(|_| ()),
            };
            done.map_err(|e| {
                let size = game.board().size();
                let vertex = record.mv.to_vertex(size).unwrap_or_else(|| "pass".to_owned());
                format!("move {} ({} {vertex}) cannot be played again: {}", i + 1, record.color(), e.reason())
            })?;
        }
        Ok(game)
    }

    /// The fixed handicap points of `n` stones on this board, in the GTP
    /// order.
    pub(crate) fn fixed_points(&self, n: u32) -> Option<Vec<Point>> {
        if self.topology != Topology::Planar {
            return None;
        }
        fixed_handicap_points(self.size, n, CornerLine12::Third).ok()
    }
}

/// Plays `mv` for `color` as GTP asks: whichever side was to move (the
/// colour to move is set first), and after two passes too (play resumes as
/// after a rejected count, RULES.md section 4). A refused move leaves the
/// game as it was.
pub(crate) fn apply_move(game: &mut Game, color: Color, mv: Move) -> Result<(), IllegalMove> {
    if game.phase() == Phase::Counting {
        let mut resumed = game.clone();
        resume(&mut resumed);
        resumed.set_to_move(color);
        resumed.play(mv)?;
        *game = resumed;
        return Ok(());
    }
    let before = game.to_move();
    game.set_to_move(color);
    match game.play(mv) {
        Ok(_) => Ok(()),
        Err(e) => {
            game.set_to_move(before);
            Err(e)
        }
    }
}

/// Takes a game in the counting phase back to play: one side proposes the
/// (empty) marking and the other rejects it.
pub(crate) fn resume(game: &mut Game) {
    if game.phase() == Phase::Counting {
        let side = game.to_move();
        if game.propose(side.opponent()).is_ok() {
            let _ = game.reject(side);
        }
    }
}

/// The position before the first move of `game`, found by walking its
/// move records back from the current board: each played stone is lifted
/// and the stones it captured (or lost to suicide) are put back. Row-major.
pub(crate) fn starting_position(game: &Game) -> Vec<Option<Color>> {
    let size = game.board().size();
    let mut grid = game.board().colors();
    for record in game.moves().iter().rev() {
        let Move::Play(p) = record.mv else { continue };
        let color = record.color();
        let mut put = |q: Point, c: Option<Color>| {
            if let Some(i) = size.index_of(q) {
                grid[i] = c;
            }
        };
        for &q in &record.suicided {
            put(q, Some(color));
        }
        for &q in &record.captured {
            put(q, Some(color.opponent()));
        }
        put(p, None);
    }
    grid
}

/// Points for a free handicap of `n` stones chosen by the engine: the fixed
/// placement where the board has one for `n`, else as many of its points
/// as it has, then each further stone on the empty point farthest from the
/// stones already chosen (Manhattan distance), preferring the third or
/// fourth line, then the first such point in row-major order. A choice of
/// style, not of rules: the game checks the points.
pub(crate) fn choose_free_handicap(setup: &Setup, n: u32) -> Vec<Point> {
    let size = setup.size;
    let most = crate::game::max_fixed_handicap(size).min(n);
    let mut chosen = if most >= 2 { setup.fixed_points(most).unwrap_or_default() } else { Vec::new() };
    let want = usize::try_from(n).unwrap_or(usize::MAX).min(size.area());
    let ideal_line = if size.width().min(size.height()) >= 13 { 3 } else { 2 };
    let line = |p: Point| p.x.min(size.width() - 1 - p.x).min(p.y).min(size.height() - 1 - p.y);
    let distance = |a: Point, b: Point| u32::from(a.x.abs_diff(b.x)) + u32::from(a.y.abs_diff(b.y));
    let mut nearest: Vec<u32> =
        size.points().map(|p| chosen.iter().map(|&q| distance(p, q)).min().unwrap_or(u32::MAX)).collect();
    while chosen.len() < want {
        let best =
            size.points().zip(&nearest).filter(|&(_, &d)| d > 0).max_by_key(|&(p, &d)| {
                (d, std::cmp::Reverse(line(p).abs_diff(ideal_line)), std::cmp::Reverse((p.y, p.x)))
            });
        let Some((p, _)) = best else { break };
        chosen.push(p);
        for (q, d) in size.points().zip(nearest.iter_mut()) {
            *d = (*d).min(distance(p, q));
        }
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn free_handicap_choice_spreads_out() {
        let mut setup = Setup::new();
        setup.size = BoardSize::NINE;
        let four = choose_free_handicap(&setup, 4);
        assert_eq!(four, setup.fixed_points(4).unwrap());
        let many = choose_free_handicap(&setup, 20);
        assert_eq!(many.len(), 20);
        let mut sorted = many.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 20);
        setup.size = BoardSize::square(3).unwrap();
        assert_eq!(choose_free_handicap(&setup, 8).len(), 8);
    }

    #[test]
    fn replay_after_two_passes_resumes_play() {
        let setup = Setup::new();
        let mut game = setup.build().unwrap();
        apply_move(&mut game, Color::Black, Move::Pass).unwrap();
        apply_move(&mut game, Color::White, Move::Pass).unwrap();
        assert_eq!(game.phase(), Phase::Counting);
        apply_move(&mut game, Color::White, Move::Play(Point::new(3, 3))).unwrap();
        assert_eq!(game.phase(), Phase::Playing);
        let again = setup.replay(game.moves()).unwrap();
        assert_eq!(again.board(), game.board());
        assert_eq!(again.to_move(), Color::Black);
    }
}
