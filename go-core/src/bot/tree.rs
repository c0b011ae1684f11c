//! The search tree: UCT with RAVE over light playouts.

use std::time::Instant;

use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

use super::{BotConfig, margin_half_points, ownership_from, white_bonus_half_points};
use crate::board::{Board, PlayoutEnd, PlayoutPolicy};
use crate::color::Color;
use crate::game::Game;
use crate::point::{Move, Point};

/// A node is expanded once it has been visited this many times.
const EXPAND_AT: u32 = 2;
const NO_CHILDREN: u32 = u32::MAX;

/// What a search needs to know of the game besides the position.
#[derive(Clone, Copy, Debug)]
pub(super) struct SearchParams {
    white_bonus: i64,
    policy: PlayoutPolicy,
    exploration: f64,
    rave_equivalence: f64,
}

impl SearchParams {
    pub(super) fn from_game(game: &Game, config: &BotConfig) -> SearchParams {
        let area = game.board().size().area();
        let policy = PlayoutPolicy::for_area(area);
        #[cfg(feature = "atari")]
        let policy = if game.atari_go().is_some() { policy.with_end(PlayoutEnd::FirstCapture) } else { policy };
        let _ = PlayoutEnd::TwoPasses;
        SearchParams {
            white_bonus: white_bonus_half_points(game),
            policy,
            exploration: config.exploration,
            rave_equivalence: config.rave_equivalence.max(1.0),
        }
    }
}

#[derive(Clone, Debug)]
struct Node {
    /// The move that led here (`None`: a pass; the root's is unused).
    mv: Option<Point>,
    /// The colour that made `mv`.
    color: Color,
    first_child: u32,
    n_children: u32,
    visits: u32,
    wins: f32,
    amaf_visits: u32,
    amaf_wins: f32,
}

impl Node {
    fn new(mv: Option<Point>, color: Color) -> Node {
        Node {
            mv,
            color,
            first_child: NO_CHILDREN,
            n_children: 0,
            visits: 0,
            wins: 0.0,
            amaf_visits: 0,
            amaf_wins: 0.0,
        }
    }
}

/// One tree, searched by one thread.
pub(super) struct Search<'a> {
    root_board: Board,
    root_color: Color,
    root_ko: Option<Point>,
    params: &'a SearchParams,
    nodes: Vec<Node>,
    rng: Xoshiro256PlusPlus,
    ownership: Vec<i32>,
    playouts: u32,
    /// Scratch: per colour and point, the index of the first play.
    first_play: [Vec<u32>; 2],
    sequence: Vec<(Color, Option<Point>)>,
}

impl<'a> Search<'a> {
    pub(super) fn new(game: &Game, root_moves: &[Point], params: &'a SearchParams, seed: u64) -> Search<'a> {
        let board = game.board().clone();
        let area = board.size().area();
        let color = game.to_move();
        let mut nodes = vec![Node::new(None, color.opponent())];
        nodes[0].first_child = 1;
        // The pass is a root move like the others; `Bot::analyze` accepts
        // it only late in the game (see there).
        nodes[0].n_children = u32::try_from(root_moves.len() + 1).unwrap_or(u32::MAX);
        for &p in root_moves {
            nodes.push(Node::new(Some(p), color));
        }
        nodes.push(Node::new(None, color));
        Search {
            root_board: board,
            root_color: color,
            root_ko: game.simple_ko_point(),
            params,
            nodes,
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            ownership: vec![0; area],
            playouts: 0,
            first_play: [vec![u32::MAX; area], vec![u32::MAX; area]],
            sequence: Vec::new(),
        }
    }

    /// Runs playouts until `limit` are done or `deadline` passes.
    pub(super) fn run(&mut self, limit: Option<u32>, deadline: Option<Instant>) {
        loop {
            if let Some(n) = limit
                && self.playouts >= n
            {
                break;
            }
            if let Some(d) = deadline
                && self.playouts.is_multiple_of(16)
                && Instant::now() >= d
            {
                break;
            }
            self.iterate();
            if limit.is_none() && deadline.is_none() {
                break;
            }
        }
    }

    fn select_child(&self, node: usize) -> usize {
        let n = &self.nodes[node];
        let first = n.first_child as usize;
        let parent_visits = f64::from(n.visits.max(1));
        let log_n = parent_visits.ln();
        let mut best = first;
        let mut best_value = f64::NEG_INFINITY;
        for c in first..first + n.n_children as usize {
            let ch = &self.nodes[c];
            let value = if ch.visits == 0 && ch.amaf_visits == 0 {
                10.0
            } else {
                let visits = f64::from(ch.visits);
                let q = if ch.visits > 0 { f64::from(ch.wins) / visits } else { 0.5 };
                let (qa, beta) = if ch.amaf_visits > 0 {
                    let k = self.params.rave_equivalence;
                    (f64::from(ch.amaf_wins) / f64::from(ch.amaf_visits), (k / (3.0 * visits + k)).sqrt())
                } else {
                    (0.5, 0.0)
                };
                (1.0 - beta) * q + beta * qa + self.params.exploration * (log_n / (visits + 1.0)).sqrt()
            };
            if value > best_value {
                best_value = value;
                best = c;
            }
        }
        best
    }

    fn expand(&mut self, node: usize, board: &Board, color: Color, ko: Option<Point>) {
        let moves = board.light_candidates(color, ko);
        let first = u32::try_from(self.nodes.len()).unwrap_or(u32::MAX);
        for p in &moves {
            self.nodes.push(Node::new(Some(*p), color));
        }
        self.nodes.push(Node::new(None, color));
        self.nodes[node].first_child = first;
        self.nodes[node].n_children = u32::try_from(moves.len() + 1).unwrap_or(u32::MAX);
    }

    fn iterate(&mut self) {
        let mut board = self.root_board.clone();
        let size = board.size();
        let mut color = self.root_color;
        let mut ko = self.root_ko;
        let mut node = 0usize;
        let mut path = vec![0usize];
        let mut passes = 0;
        let mut winner: Option<Color> = None;
        let mut over = false;
        self.sequence.clear();
        let atari = self.params.policy.end == PlayoutEnd::FirstCapture;
        // Selection and expansion.
        while self.nodes[node].first_child != NO_CHILDREN {
            let child = self.select_child(node);
            let mv = self.nodes[child].mv;
            match mv {
                Some(p) => {
                    let (captured, new_ko) = board.play_light(color, p);
                    ko = new_ko;
                    passes = 0;
                    if atari && captured > 0 {
                        winner = Some(color);
                        over = true;
                    }
                }
                None => {
                    ko = None;
                    passes += 1;
                    if passes >= 2 {
                        over = true;
                    }
                }
            }
            self.sequence.push((color, mv));
            path.push(child);
            node = child;
            color = color.opponent();
            if over {
                break;
            }
            if self.nodes[node].first_child == NO_CHILDREN {
                if self.nodes[node].visits + 1 >= EXPAND_AT {
                    self.expand(node, &board, color, ko);
                }
                break;
            }
        }
        // Simulation.
        if !over {
            let seq = &mut self.sequence;
            let outcome = board.playout(color, ko, &mut self.rng, self.params.policy, |c, p| seq.push((c, Some(p))));
            winner = outcome.first_capture;
        }
        let area = board.area();
        let winner = winner.or_else(|| {
            let m = margin_half_points(area, self.params.white_bonus);
            match m.signum() {
                1 => Some(Color::White),
                -1 => Some(Color::Black),
                _ => None,
            }
        });
        // Ownership of the final position.
        for (i, p) in size.points().enumerate() {
            let o = match board.get(p) {
                Some(Color::Black) => 1,
                Some(Color::White) => -1,
                None => {
                    let mut b = false;
                    let mut w = false;
                    for q in board.neighbors_of(p) {
                        match board.get(q) {
                            Some(Color::Black) => b = true,
                            Some(Color::White) => w = true,
                            None => {}
                        }
                    }
                    i32::from(b && !w) - i32::from(w && !b)
                }
            };
            self.ownership[i] += o;
        }
        self.playouts += 1;
        self.backup(&path, winner);
    }

    fn backup(&mut self, path: &[usize], winner: Option<Color>) {
        let size = self.root_board.size();
        for list in &mut self.first_play {
            list.fill(u32::MAX);
        }
        for (k, &(c, mv)) in self.sequence.iter().enumerate() {
            if let Some(i) = mv.and_then(|p| size.index_of(p)) {
                let slot = &mut self.first_play[c.index()][i];
                if *slot == u32::MAX {
                    *slot = u32::try_from(k).unwrap_or(u32::MAX);
                }
            }
        }
        let result = |c: Color| -> f32 {
            match winner {
                Some(w) if w == c => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            }
        };
        for (depth, &n) in path.iter().enumerate() {
            let node = &mut self.nodes[n];
            node.visits += 1;
            node.wins += result(node.color);
            // All-moves-as-first: every child whose move its colour played
            // first at or after this depth.
            let (first, count) = (node.first_child, node.n_children);
            if first == NO_CHILDREN {
                continue;
            }
            let depth = u32::try_from(depth).unwrap_or(u32::MAX);
            for c in first as usize..(first + count) as usize {
                let ch = &self.nodes[c];
                let Some(i) = ch.mv.and_then(|p| size.index_of(p)) else { continue };
                let at = self.first_play[ch.color.index()][i];
                if at != u32::MAX && at >= depth {
                    let r = result(ch.color);
                    let ch = &mut self.nodes[c];
                    ch.amaf_visits += 1;
                    ch.amaf_wins += r;
                }
            }
        }
    }

    pub(super) fn root_summary(&self) -> RootSummary {
        let root = &self.nodes[0];
        let first = root.first_child as usize;
        let moves = (first..first + root.n_children as usize)
            .map(|c| {
                let n = &self.nodes[c];
                (n.mv.map_or(Move::Pass, Move::Play), n.visits, f64::from(n.wins))
            })
            .collect();
        RootSummary {
            moves,
            ownership_sums: self.ownership.clone(),
            playouts: self.playouts,
            ownership: ownership_from(&self.ownership, self.playouts),
        }
    }
}

/// The root statistics of one or more trees.
#[derive(Clone, Debug, Default)]
pub(super) struct RootSummary {
    /// (move, visits, wins of the side to move), in the root's order.
    moves: Vec<(Move, u32, f64)>,
    ownership_sums: Vec<i32>,
    pub(super) playouts: u32,
    pub(super) ownership: Vec<f32>,
}

impl RootSummary {
    pub(super) fn merge(parts: Vec<RootSummary>) -> RootSummary {
        let mut iter = parts.into_iter();
        let mut total = iter.next().unwrap_or_default();
        for part in iter {
            for (m, v, w) in part.moves {
                if let Some(e) = total.moves.iter_mut().find(|e| e.0 == m) {
                    e.1 += v;
                    e.2 += w;
                }
            }
            for (a, b) in total.ownership_sums.iter_mut().zip(&part.ownership_sums) {
                *a += b;
            }
            total.playouts += part.playouts;
        }
        total.ownership = ownership_from(&total.ownership_sums, total.playouts);
        total
    }

    /// The most visited move (the first in root order on a tie).
    pub(super) fn best(&self) -> Move {
        let mut best: Option<&(Move, u32, f64)> = None;
        for e in &self.moves {
            if best.is_none_or(|b| e.1 > b.1) {
                best = Some(e);
            }
        }
        best.map_or(Move::Pass, |e| e.0)
    }

    /// The most visited stone move, if any.
    pub(super) fn best_stone(&self) -> Option<Move> {
        let mut best: Option<&(Move, u32, f64)> = None;
        for e in self.moves.iter().filter(|e| e.0 != Move::Pass) {
            if best.is_none_or(|b| e.1 > b.1) {
                best = Some(e);
            }
        }
        best.map(|e| e.0)
    }

    pub(super) fn visits_of(&self, mv: Move) -> u32 {
        self.moves.iter().find(|e| e.0 == mv).map_or(0, |e| e.1)
    }

    pub(super) fn win_rate_of(&self, mv: Move) -> f64 {
        self.moves.iter().find(|e| e.0 == mv).map_or(0.5, |e| if e.1 == 0 { 0.5 } else { e.2 / f64::from(e.1) })
    }

    pub(super) fn candidates(&self) -> Vec<(Move, u32, f64)> {
        let mut v: Vec<(Move, u32, f64)> =
            self.moves.iter().map(|&(m, n, w)| (m, n, if n == 0 { 0.5 } else { w / f64::from(n) })).collect();
        v.sort_by_key(|e| std::cmp::Reverse(e.1));
        v
    }
}
