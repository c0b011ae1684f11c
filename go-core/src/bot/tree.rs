//! The search tree: Monte-Carlo tree search with RAVE and prior knowledge
//! over heavy playouts.
//!
//! A node's value blends its own win rate with its all-moves-as-first
//! (AMAF) win rate, the blend moving from AMAF to its own as visits grow
//! (Gelly and Silver, "Monte-Carlo tree search and rapid action value
//! estimation in computer Go", 2011, section 5 with a fixed equivalence
//! parameter). Each new child starts with virtual prior visits and wins
//! from Go knowledge (see `prior`), as in the same paper's section 6: an
//! even prior, bonuses for captures, atari rescues, shape patterns and
//! moves near the last one, third-line moves in open areas; penalties for
//! self-atari and first-line moves in open areas.

use std::time::Instant;

use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

use super::{BotConfig, margin_half_points, ownership_from, white_bonus_half_points};
use crate::base::Color;
use crate::base::{Move, Point};
use crate::board::{Board, PlayoutEnd, PlayoutPolicy, PlayoutStyle};
use crate::game::Game;

/// A node is expanded once it has been visited this many times.
const EXPAND_AT: u32 = 8;
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
        let policy = PlayoutPolicy::for_area(area).with_style(PlayoutStyle::Heavy);
        let policy =
            if game.variant().atari_go().is_some() { policy.with_end(PlayoutEnd::FirstCapture) } else { policy };
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
    /// Virtual visits and wins from Go knowledge (see `prior`).
    prior_visits: f32,
    prior_wins: f32,
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
            prior_visits: 0.0,
            prior_wins: 0.0,
        }
    }

    fn with_prior(mut self, (visits, wins): (f32, f32)) -> Node {
        self.prior_visits = visits;
        self.prior_wins = wins;
        self
    }
}

/// Prior (visits, wins) of a pass in the tree: it starts as a poor move.
const PASS_PRIOR: (f32, f32) = (10.0, 2.0);

/// Prior (visits, wins) for `color` playing at `p` on `board`, with the
/// opponent's last move `last` and the playout's tactical moves after it
/// (`tactical`). Every move starts at 10 visits and 5 wins; then, in
/// visits-and-wins (bonus) or visits only (penalty): a capture +15 (+30
/// for more than one stone), a tactical move +15, a shape pattern +10, a
/// point at most two steps (8-neighbourhood) from the last move +24 or
/// three steps in Manhattan distance +8; a self-atari 10 as a penalty; in an
/// open area (no stone within two points), the first line 10 as a penalty
/// and the third line +10.
fn prior(board: &Board, color: Color, p: Point, last: Option<Point>, tactical: &[Point]) -> (f32, f32) {
    let (mut v, mut bonus_total) = (10.0f32, 0.0f32);
    let mut bonus = |n: f32| bonus_total += n;
    if let Ok(effect) = board.analyze(color, p) {
        match effect.captured {
            0 => {}
            1 => bonus(15.0),
            _ => bonus(30.0),
        }
    }
    if tactical.contains(&p) {
        bonus(15.0);
    }
    if board.matches_shape(p) {
        bonus(10.0);
    }
    if let Some(l) = last {
        let dx = (i32::from(p.x) - i32::from(l.x)).abs();
        let dy = (i32::from(p.y) - i32::from(l.y)).abs();
        if dx.max(dy) <= 1 {
            bonus(24.0);
        } else if dx + dy <= 3 {
            bonus(8.0);
        }
    }
    if board.is_self_atari(color, p) {
        v += 10.0;
    }
    let size = board.size();
    let (x, y) = (i32::from(p.x), i32::from(p.y));
    let (wd, ht) = (i32::from(size.width()), i32::from(size.height()));
    let line = x.min(y).min(wd - 1 - x).min(ht - 1 - y) + 1;
    let open = (-2..=2).all(|dy| {
        (-2..=2).all(|dx| match (u8::try_from(x + dx), u8::try_from(y + dy)) {
            (Ok(qx), Ok(qy)) => board.get(Point::new(qx, qy)).is_none(),
            _ => true,
        })
    });
    if open && wd >= 5 && ht >= 5 {
        match line {
            1 => v += 10.0,
            3 => bonus(10.0),
            _ => {}
        }
    }
    (v + bonus_total, 5.0 + bonus_total)
}

/// One tree, searched by one thread.
pub(super) struct Search<'a> {
    root_board: Board,
    root_color: Color,
    root_ko: Option<Point>,
    /// The opponent's last move at the root, if it placed a stone.
    root_last: Option<Point>,
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
        let last = game.moves().last().and_then(|m| m.mv.point());
        let ko = game.simple_ko_point();
        let tactical = last.map(|l| board.tactical_moves(color, l, ko)).unwrap_or_default();
        for &p in root_moves {
            nodes.push(Node::new(Some(p), color).with_prior(prior(&board, color, p, last, &tactical)));
        }
        nodes.push(Node::new(None, color).with_prior(PASS_PRIOR));
        Search {
            root_board: board,
            root_color: color,
            root_ko: game.simple_ko_point(),
            root_last: game.moves().last().and_then(|m| m.mv.point()),
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
        let log_n = f64::from(n.visits.max(1)).ln();
        let k = self.params.rave_equivalence;
        let c = self.params.exploration;
        let mut best = first;
        let mut best_value = f64::NEG_INFINITY;
        for i in first..first + n.n_children as usize {
            let ch = &self.nodes[i];
            let visits = f64::from(ch.visits) + f64::from(ch.prior_visits);
            let q = if visits > 0.0 { (f64::from(ch.wins) + f64::from(ch.prior_wins)) / visits } else { 0.5 };
            let mut value = if ch.amaf_visits > 0 {
                let av = f64::from(ch.amaf_visits);
                let qa = f64::from(ch.amaf_wins) / av;
                let beta = av / (av + visits + visits * av / k);
                beta * qa + (1.0 - beta) * q
            } else {
                q
            };
            if c > 0.0 {
                value += c * (log_n / (f64::from(ch.visits) + 1.0)).sqrt();
            }
            if value > best_value {
                best_value = value;
                best = i;
            }
        }
        best
    }

    fn expand(&mut self, node: usize, board: &Board, color: Color, ko: Option<Point>, last: Option<Point>) {
        let moves = board.light_candidates(color, ko);
        let tactical = last.map(|l| board.tactical_moves(color, l, ko)).unwrap_or_default();
        let first = u32::try_from(self.nodes.len()).unwrap_or(u32::MAX);
        for &p in &moves {
            self.nodes.push(Node::new(Some(p), color).with_prior(prior(board, color, p, last, &tactical)));
        }
        self.nodes.push(Node::new(None, color).with_prior(PASS_PRIOR));
        self.nodes[node].first_child = first;
        self.nodes[node].n_children = u32::try_from(moves.len() + 1).unwrap_or(u32::MAX);
    }

    fn iterate(&mut self) {
        let mut board = self.root_board.clone();
        let size = board.size();
        let mut color = self.root_color;
        let mut ko = self.root_ko;
        let mut last = self.root_last;
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
                    last = Some(p);
                    passes = 0;
                    if atari && captured > 0 {
                        winner = Some(color);
                        over = true;
                    }
                }
                None => {
                    ko = None;
                    last = None;
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
                    self.expand(node, &board, color, ko, last);
                }
                break;
            }
        }
        // Simulation.
        if !over {
            let seq = &mut self.sequence;
            let outcome =
                board.playout_after(last, color, ko, &mut self.rng, self.params.policy, |c, p| seq.push((c, Some(p))));
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
