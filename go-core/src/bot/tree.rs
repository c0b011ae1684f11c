//! The search tree: Monte-Carlo tree search with RAVE and prior knowledge
//! over heavy playouts.
//!
//! A node's value blends its own win rate with its all-moves-as-first
//! (AMAF) win rate, the blend moving from AMAF to its own as visits grow
//! (Gelly and Silver, "Monte-Carlo tree search and rapid action value
//! estimation in computer Go", 2011, section 5 with a fixed equivalence
//! parameter). Each new child starts with virtual prior visits and wins
//! from Go knowledge (see `prior`), as in the same paper's section 6: an
//! even prior, bonuses for captures, atari rescues, escapes of chains short
//! of liberties, ataris, shape patterns and moves near the last one,
//! third-line moves in open areas; penalties for self-atari and first- and
//! second-line moves in open areas; and a bonus or penalty from the move's
//! pattern learned from game records (see the `patterns` module). The
//! prior counts in both statistics, the node's own and its AMAF ones, as
//! Fuego initialises a move's value and its RAVE value alike: counted in
//! the node's own statistics only, it weighs nothing against the hundreds
//! of AMAF visits a root move gathers at once. At the root, tactical reading adds its verdict on escapes and
//! ataris (see `reading_prior`): a chain that a ladder captures anyway is
//! not run out.
//!
//! Measured against GNU Go 3.8 level 1 on 9x9 at 2,000 playouts a move
//! (the README gives the figures), the priors' weight in the AMAF
//! statistics, the stronger edge penalties, the liberty tactics and the
//! reading each cut the games lost by more than half the board.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

use super::{BotConfig, ownership_from, white_bonus_half_points};
use crate::base::Color;
use crate::base::{Move, Point};
use crate::board::{Board, PlayoutEnd, PlayoutPolicy, PlayoutStyle};
use crate::game::Game;

/// A node is expanded once it has been visited this many times.
const EXPAND_AT: u32 = 8;
const NO_CHILDREN: u32 = u32::MAX;
/// The most nodes a search tree holds: 4,194,304 (a power of two, so that
/// the list's doubling stops there), 48 bytes each, about 200 MB a thread.
/// A node is not expanded when its children would pass it; playouts then
/// go on from the tree's leaves. Found from outside: the tree grew without
/// bound (285 bytes a playout on 9x9, 1.24 KB on 19x19), so that the
/// longest budgets the surfaces take (a day, or 10,000,000 playouts) would
/// have needed hundreds of gigabytes.
pub(super) const MAX_NODES: usize = 1 << 22;

/// What a search needs to know of the game besides the position.
#[derive(Clone, Copy, Debug)]
pub(super) struct SearchParams {
    white_bonus: i64,
    /// Under territory counting (Japanese, Korean rules), the stones Black
    /// has placed in the game so far minus White's (on the board now plus
    /// those the opponent holds as prisoners), in half points; `None` under
    /// area counting. See `Search::iterate`'s count.
    placed_difference: Option<i64>,
    policy: PlayoutPolicy,
    exploration: f64,
    rave_equivalence: f64,
    /// Weight of the score term in a playout's reward (see `Reward`).
    score_weight: f32,
    /// Points of margin at which the score term reaches its limit.
    score_scale: f32,
    /// Whether the losing side's search moves the komi (`recentre`).
    dynamic_komi: bool,
}

impl SearchParams {
    pub(super) fn from_game(game: &Game, config: &BotConfig) -> SearchParams {
        let area = game.board().size().area();
        let policy = PlayoutPolicy::for_area(area).with_style(PlayoutStyle::HeavyRaces);
        let policy =
            if game.variant().atari_go().is_some() { policy.with_end(PlayoutEnd::FirstCapture) } else { policy };
        let _ = PlayoutEnd::TwoPasses;
        let placed_difference = game.rules().counting().is_territory().then(|| {
            let board = game.board();
            let prisoners = game.prisoners();
            let placed =
                |c: Color, held_by_opponent: u32| i64::from(board.stone_count(c)) + i64::from(held_by_opponent);
            2 * (placed(Color::Black, prisoners.white) - placed(Color::White, prisoners.black))
        });
        SearchParams {
            white_bonus: white_bonus_half_points(game),
            placed_difference,
            policy,
            exploration: config.exploration,
            rave_equivalence: config.rave_equivalence.max(1.0),
            // A weight in 0..=1 is exact enough as an f32.
            #[allow(clippy::cast_possible_truncation)]
            score_weight: config.score_weight.clamp(0.0, 1.0) as f32,
            score_scale: (area as f32).max(1.0),
            dynamic_komi: config.dynamic_komi,
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
    /// Sum of the rewards (win or loss blended with the score) of `color`.
    value: f32,
    /// Playouts won by `color` (draws count half).
    wins: f32,
    /// Sum of `color`'s margins in points (0 for a playout ended by an
    /// Atari Go capture).
    margin_sum: f32,
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
            value: 0.0,
            wins: 0.0,
            margin_sum: 0.0,
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

/// Prior visits (and wins, above the mean) per unit of a move pattern's
/// learned weight (see `prior`). The one value tried: against GNU Go 3.8
/// level 1 on 9x9 at 2,000 playouts a move it raised the bot's wins from
/// 267 to 295 in 400 games; on 19x19 at 5,000 playouts its effect was
/// within the noise of 20 games (the README gives the figures).
const PATTERN_PRIOR: f32 = 5.0;

/// Prior (visits, wins) of a pass in the tree: it starts as a poor move.
const PASS_PRIOR: (f32, f32) = (10.0, 2.0);

/// Prior (visits, wins) for `color` playing at `p` on `board`, with the
/// opponent's last move `last` and the playout's tactical moves after it
/// (`tactical`). Every move starts at 10 visits and 5 wins; then, in
/// visits-and-wins (bonus) or visits only (penalty): a capture +15 (+30
/// for more than one stone), a tactical move +15, a shape pattern +10, a
/// point at most two steps (8-neighbourhood) from the last move +24 or
/// three steps in Manhattan distance +8; a self-atari 10 as a penalty; an
/// escape (see [`liberty_tactics`]) +20, an atari that leaves the played
/// stone two liberties or more +10; in an open area (no stone within two
/// points) of a board at least 5x5, the first line 30 and (at least 7x7)
/// the second line 20 as a penalty, and the third line +10. Lines count
/// from the edges the topology keeps (none on a torus). Last, the learned
/// move pattern (see the `patterns` module): [`PATTERN_PRIOR`] times its
/// weight (the logarithm of how much more often players choose such a
/// move than the mean, within ±4) as a bonus when above 0, as a penalty
/// when below.
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
    // The learned move pattern: in visits and wins above the mean rate,
    // in visits only below it.
    let pattern = PATTERN_PRIOR * super::patterns::weight(board, color, p);
    if pattern > 0.0 {
        bonus(pattern);
    } else {
        v -= pattern;
    }
    let tactics = liberty_tactics(board, color, p);
    if tactics.escape {
        bonus(20.0);
    }
    if tactics.atari {
        bonus(10.0);
    }
    let size = board.size();
    let (wd, ht) = (i32::from(size.width()), i32::from(size.height()));
    if wd >= 5 && ht >= 5 && open_area(board, p) {
        match line(board, p) {
            Some(1) => v += 30.0,
            Some(2) if wd >= 7 && ht >= 7 => v += 20.0,
            Some(3) => bonus(10.0),
            _ => {}
        }
    }
    (v + bonus_total, 5.0 + bonus_total)
}

/// The line of `p` (1: next to an edge) counted from the nearest edge the
/// board's topology keeps; `None` on a torus, which has none.
pub(super) fn line(board: &Board, p: Point) -> Option<i32> {
    let size = board.size();
    let topology = board.topology();
    let along = |at: u8, len: u8| {
        let (at, len) = (i32::from(at), i32::from(len));
        at.min(len - 1 - at) + 1
    };
    let x = (!topology.wraps_horizontally()).then(|| along(p.x, size.width()));
    let y = (!topology.wraps_vertically()).then(|| along(p.y, size.height()));
    match (x, y) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// Whether no stone stands within two points of `p` (the 5x5 square
/// around it, cut by the edges).
fn open_area(board: &Board, p: Point) -> bool {
    let (x, y) = (i32::from(p.x), i32::from(p.y));
    (-2..=2).all(|dy| {
        (-2..=2).all(|dx| match (u8::try_from(x + dx), u8::try_from(y + dy)) {
            (Ok(qx), Ok(qy)) => board.get(Point::new(qx, qy)).is_none(),
            _ => true,
        })
    })
}

/// What a move does to the liberties around it ([`liberty_tactics`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct LibertyTactics {
    /// An own chain next to the move has at most two liberties, and the
    /// chain the move makes has three or more.
    escape: bool,
    /// An opponent chain next to the move has two liberties (the move
    /// leaves it one), and the chain the move makes has two or more.
    atari: bool,
}

/// The liberty tactics of `color` playing at `p` (captures not counted:
/// the liberties they would free are the capture bonus's business).
fn liberty_tactics(board: &Board, color: Color, p: Point) -> LibertyTactics {
    let mut libs: Vec<Point> = Vec::with_capacity(8);
    let add = |q: Point, libs: &mut Vec<Point>| {
        if q != p && !libs.contains(&q) {
            libs.push(q);
        }
    };
    let (mut short, mut two_liberty_opponent) = (false, false);
    for q in board.neighbors_of(p) {
        match board.get(q) {
            None => add(q, &mut libs),
            Some(c) if c == color => {
                // Four liberties of a chain decide both answers exactly: at
                // most one of them is `p`, so three others reach the union's
                // three (found from outside: a 52x52 chain of 1,274
                // liberties, listed and sorted for each candidate beside
                // it, made one playout's search take seconds).
                let own = board.liberties_up_to(q, 4);
                short |= own.len() <= 2;
                for l in own {
                    add(l, &mut libs);
                }
            }
            Some(_) => two_liberty_opponent |= board.liberties_up_to(q, 3).len() == 2,
        }
    }
    LibertyTactics { escape: short && libs.len() >= 3, atari: two_liberty_opponent && libs.len() >= 2 }
}

/// Whether `color` playing at `p` gives away stones: it puts two or more
/// of its stones in atari (a self-atari, after its captures), and not
/// every own chain it joins is lost anyway (captured by force even with
/// `color` moving first to defend it; a chain the reading cannot settle in
/// its limits counts as living). Such a move, a seki's shared liberty filled
/// or a race's own liberty, hands the opponent a capture for nothing; a
/// sacrifice inside the opponent's eye space (nakade) joins only stones
/// that are lost anyway and is not one.
pub(super) fn gives_away_stones(board: &Board, color: Color, p: Point, suicide: crate::rules::Suicide) -> bool {
    if !board.is_self_atari(color, p) {
        return false;
    }
    let mut after = board.clone();
    if after.play(color, p).is_err() || after.chain(p).len() < 2 {
        return false;
    }
    board
        .neighbors_of(p)
        .into_iter()
        .filter(|&q| board.get(q) == Some(color))
        .any(|q| crate::scoring::can_capture_with(board, q, color, suicide, ROOT_READING) != Some(true))
}

/// Reading limits at the root ([`reading_prior`], [`gives_away_stones`]):
/// small enough for the few moves at the root that rescue or atari a
/// chain. They read a short ladder or net; the capture reader does not
/// settle a ladder across a 13x13 board even in a million positions (it
/// reads every liberty of both sides, not the ladder's forced line), so a
/// long ladder gets no verdict here and is left to the playouts.
const ROOT_READING: crate::scoring::Limits = crate::scoring::Limits { depth: 14, nodes: 400 };

/// Prior (visits, wins) added at the root from tactical reading
/// ([`crate::scoring::can_capture`]) for `color` playing at `p`: an escape
/// of an own chain in atari that the opponent still captures by force
/// (a ladder, a net) 40 visits as a penalty, one that saves it +20; an
/// atari on an opponent chain that then cannot escape +20.
fn reading_prior(board: &Board, color: Color, p: Point, suicide: crate::rules::Suicide) -> (f32, f32) {
    let neighbours = board.neighbors_of(p);
    let rescues = neighbours.iter().any(|&q| board.get(q) == Some(color) && board.liberty_count(q) == Some(1));
    let ataris: Vec<Point> = neighbours
        .iter()
        .copied()
        .filter(|&q| board.get(q) == Some(color.opponent()) && board.liberty_count(q) == Some(2))
        .collect();
    if !rescues && ataris.is_empty() {
        return (0.0, 0.0);
    }
    let mut after = board.clone();
    if after.play(color, p).is_err() {
        return (0.0, 0.0);
    }
    let (mut v, mut w) = (0.0, 0.0);
    if rescues && after.liberty_count(p).is_some_and(|l| l <= 3) {
        match crate::scoring::can_capture(&after, p, suicide, ROOT_READING) {
            Some(true) => v += 40.0,
            Some(false) => {
                v += 20.0;
                w += 20.0;
            }
            None => {}
        }
    }
    if after.liberty_count(p).is_some_and(|l| l >= 2) {
        for q in ataris {
            if after.get(q) != Some(color.opponent()) || after.liberty_count(q) != Some(1) {
                continue;
            }
            let Some(&escape) = after.liberties(q).first() else { continue };
            let mut next = after.clone();
            let caught = next.play(color.opponent(), escape).is_err()
                || crate::scoring::can_capture(&next, q, suicide, ROOT_READING) == Some(true);
            if caught {
                v += 20.0;
                w += 20.0;
                break;
            }
        }
    }
    (v, w)
}

/// A playout's result for the search: who won, blended with the margin.
///
/// The reward of a colour is `(1 - w) * z + w * s`, where `z` is 1 for a
/// win, 0 for a loss and 1/2 for a draw, and `s = (1 + m / k) / 2` for
/// its margin `m` in points and the board's number of points `k` (`m / k`
/// clamped to -1..=1): in a game already won or lost, the search still prefers the
/// moves that keep more points, instead of playing at random among moves
/// that all "win" or all "lose" (the score modification of Fuego's UCT
/// player, Enzenberger et al., "Fuego: an open-source framework for board
/// games and Go engine based on Monte Carlo tree search", IEEE TCIAIG 2010).
#[derive(Clone, Copy, Debug)]
struct Reward {
    /// Black's win: 1, 0 or 1/2.
    black_win: f32,
    /// Black's reward.
    black_value: f32,
    /// Black's margin in points (0 without a count).
    black_margin: f32,
}

impl Reward {
    /// The reward of a playout that `winner` won (`None`: a draw) with
    /// White's margin `margin_for_white` in half points under the game's
    /// komi (`None`: an Atari Go capture decided it); the search values it
    /// with White's margin moved by `shift` half points (dynamic komi).
    fn new(winner: Option<Color>, margin_for_white: Option<i64>, shift: i64, params: &SearchParams) -> Reward {
        let win_of = |w: Option<Color>| match w {
            Some(Color::Black) => 1.0,
            Some(Color::White) => 0.0,
            None => 0.5,
        };
        let black_win = win_of(winner);
        let black_margin = margin_for_white.map_or(0.0, |m| -(m as f32) / 2.0);
        let black_value = match margin_for_white {
            Some(m) => {
                let shifted = win_of(match (m + shift).signum() {
                    1 => Some(Color::White),
                    -1 => Some(Color::Black),
                    _ => None,
                });
                let s = 0.5 + 0.5 * (black_margin / params.score_scale).clamp(-1.0, 1.0);
                (1.0 - params.score_weight) * shifted + params.score_weight * s
            }
            None => black_win,
        };
        Reward { black_win, black_value, black_margin }
    }

    fn win(&self, color: Color) -> f32 {
        match color {
            Color::Black => self.black_win,
            Color::White => 1.0 - self.black_win,
        }
    }

    fn margin(&self, color: Color) -> f32 {
        match color {
            Color::Black => self.black_margin,
            Color::White => -self.black_margin,
        }
    }

    fn value(&self, color: Color) -> f32 {
        match color {
            Color::Black => self.black_value,
            Color::White => 1.0 - self.black_value,
        }
    }
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
    /// Dynamic komi: half points added to White's margin when the search
    /// values a playout (see `recentre`).
    komi_shift: i64,
    /// Scratch: per colour and point, the index of the first play.
    first_play: [Vec<u32>; 2],
    /// The most nodes the tree may hold ([`MAX_NODES`]; smaller in tests).
    max_nodes: usize,
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
        let suicide = game.rules().suicide();
        for &p in root_moves {
            let (v, w) = prior(&board, color, p, last, &tactical);
            let (rv, rw) = reading_prior(&board, color, p, suicide);
            nodes.push(Node::new(Some(p), color).with_prior((v + rv, w + rw)));
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
            komi_shift: 0,
            first_play: [vec![u32::MAX; area], vec![u32::MAX; area]],
            sequence: Vec::new(),
            max_nodes: MAX_NODES,
        }
    }

    /// Runs playouts until `limit` are done, `deadline` passes or `stop`
    /// is set (both looked at every 16 playouts).
    pub(super) fn run(&mut self, limit: Option<u32>, deadline: Option<Instant>, stop: Option<&AtomicBool>) {
        loop {
            if let Some(n) = limit
                && self.playouts >= n
            {
                break;
            }
            // The deadline is first looked at after 16 playouts: a move
            // needs some search, however short its time (found from
            // outside: with the last second of sudden death held in
            // reserve, the 1 ms budget passed before the first playout and
            // the move was the first legal point, A9). The stop flag is
            // honoured at once.
            if self.playouts.is_multiple_of(16)
                && ((self.playouts > 0 && deadline.is_some_and(|d| Instant::now() >= d))
                    || stop.is_some_and(|s| s.load(Ordering::Relaxed)))
            {
                break;
            }
            self.iterate();
            if self.params.dynamic_komi && self.playouts >= 64 && self.playouts.is_power_of_two() {
                self.recentre();
            }
            if limit.is_none() && deadline.is_none() {
                break;
            }
        }
    }

    /// Dynamic komi for the side that is losing (Baudiš, "Balancing MCTS by
    /// dynamically adjusting the komi value", ICGA Journal 34(3), 2011, its
    /// situational variant): when the side to move wins under 20% of the
    /// playouts so far, the search values playouts as if White's margin
    /// were moved by the side's mean shortfall, so that moves are told
    /// apart by what they keep instead of all losing alike (a lost game
    /// is then lost by little, not by the whole board). Wins reported
    /// (and so the pass and resignation decisions) stay those under the
    /// game's komi. Applied after 64, 128, 256, ... playouts.
    fn recentre(&mut self) {
        let root = &self.nodes[0];
        let (first, count) = (root.first_child as usize, root.n_children as usize);
        let (mut visits, mut wins, mut margin) = (0.0f64, 0.0f64, 0.0f64);
        for ch in &self.nodes[first..first + count] {
            visits += f64::from(ch.visits);
            wins += f64::from(ch.wins);
            margin += f64::from(ch.margin_sum);
        }
        if visits < 1.0 {
            return;
        }
        let (win_rate, mean) = (wins / visits, margin / visits);
        // `mean` is the side to move's margin in points (negative here).
        // White's margin in half points is about -2 * mean when Black is
        // to move and 2 * mean when White is: the shift takes it back to 0.
        self.komi_shift = if win_rate < 0.2 && mean < 0.0 {
            // |mean| is at most the board's points plus the komi.
            #[allow(clippy::cast_possible_truncation)]
            let half_points = (2.0 * mean).round() as i64;
            match self.root_color {
                Color::Black => half_points,
                Color::White => -half_points,
            }
        } else {
            0
        };
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
            let q = if visits > 0.0 { (f64::from(ch.value) + f64::from(ch.prior_wins)) / visits } else { 0.5 };
            // The prior counts in the AMAF statistics too (see `prior`).
            let av = f64::from(ch.amaf_visits) + f64::from(ch.prior_visits);
            let mut value = if av > 0.0 {
                let qa = (f64::from(ch.amaf_wins) + f64::from(ch.prior_wins)) / av;
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
                if self.nodes[node].visits + 1 >= EXPAND_AT && self.nodes.len() + board.empty_count() < self.max_nodes {
                    self.expand(node, &board, color, ko, last);
                }
                break;
            }
        }
        // Simulation.
        let tree_moves = self.sequence.len();
        if !over {
            let seq = &mut self.sequence;
            let outcome =
                board.playout_after(last, color, ko, &mut self.rng, self.params.policy, |c, p| seq.push((c, Some(p))));
            winner = outcome.first_capture;
        }
        // The margin for White in half points (none when a capture ended an
        // Atari Go playout: there the capture decides alone). Under territory
        // counting, the area count less the stones each side placed: a
        // side's territory plus prisoners is its area less its stones on the
        // board plus its prisoners, so White's territory margin is White's
        // area margin plus Black's placed stones minus White's (every stone
        // either stays on the board or is a prisoner of the opponent's). The
        // stones counted are the game's and the tree's moves, not the
        // playout's: a playout fills both sides' areas to the eyes, which
        // no game does, and the parity of those fills would decide a close
        // count by chance. A stone the tree plays inside its own territory
        // then costs its point, as the count at the end will make it cost.
        let margin = if winner.is_some() {
            None
        } else {
            let area = crate::scoring::area_margin_half_points(board.area(), self.params.white_bonus);
            Some(self.params.placed_difference.map_or(area, |before| {
                let placed: i64 = self.sequence[..tree_moves]
                    .iter()
                    .filter(|(_, mv)| mv.is_some())
                    .map(|&(c, _)| if c == Color::Black { 2 } else { -2 })
                    .sum();
                area + before + placed
            }))
        };
        let winner = winner.or_else(|| match margin?.signum() {
            1 => Some(Color::White),
            -1 => Some(Color::Black),
            _ => None,
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
        let reward = Reward::new(winner, margin, self.komi_shift, self.params);
        self.backup(&path, reward);
    }

    fn backup(&mut self, path: &[usize], reward: Reward) {
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
        for (depth, &n) in path.iter().enumerate() {
            let node = &mut self.nodes[n];
            node.visits += 1;
            node.value += reward.value(node.color);
            node.wins += reward.win(node.color);
            node.margin_sum += reward.margin(node.color);
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
                    let r = reward.value(ch.color);
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
                RootMove {
                    mv: n.mv.map_or(Move::Pass, Move::Play),
                    visits: n.visits,
                    wins: f64::from(n.wins),
                    margin_sum: f64::from(n.margin_sum),
                }
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

/// One root move's statistics.
#[derive(Clone, Copy, Debug)]
pub(super) struct RootMove {
    pub(super) mv: Move,
    pub(super) visits: u32,
    /// Playouts won by the side to move (draws half).
    pub(super) wins: f64,
    /// Sum of the side to move's margins in points over the playouts.
    pub(super) margin_sum: f64,
}

impl RootMove {
    fn win_rate(&self) -> f64 {
        if self.visits == 0 { 0.5 } else { self.wins / f64::from(self.visits) }
    }
}

/// The root statistics of one or more trees.
#[derive(Clone, Debug, Default)]
pub(super) struct RootSummary {
    /// In the root's order.
    moves: Vec<RootMove>,
    ownership_sums: Vec<i32>,
    pub(super) playouts: u32,
    pub(super) ownership: Vec<f32>,
}

impl RootSummary {
    pub(super) fn merge(parts: Vec<RootSummary>) -> RootSummary {
        let mut iter = parts.into_iter();
        let mut total = iter.next().unwrap_or_default();
        for part in iter {
            for m in part.moves {
                if let Some(e) = total.moves.iter_mut().find(|e| e.mv == m.mv) {
                    e.visits += m.visits;
                    e.wins += m.wins;
                    e.margin_sum += m.margin_sum;
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
        self.most_visited(|_| true).map_or(Move::Pass, |e| e.mv)
    }

    /// The most visited stone move, if any.
    pub(super) fn best_stone(&self) -> Option<Move> {
        self.most_visited(|m| m.mv != Move::Pass).map(|e| e.mv)
    }

    /// The most visited of the moves `keep` accepts (the first on a tie).
    fn most_visited(&self, keep: impl Fn(&RootMove) -> bool) -> Option<&RootMove> {
        let mut best: Option<&RootMove> = None;
        for e in self.moves.iter().filter(|e| keep(e)) {
            if best.is_none_or(|b| e.visits > b.visits) {
                best = Some(e);
            }
        }
        best
    }

    /// Whether the two most visited moves are close: the second has at
    /// least 60% of the first's visits.
    pub(super) fn top_two_close(&self) -> bool {
        let mut v: Vec<u32> = self.moves.iter().map(|m| m.visits).collect();
        v.sort_unstable_by_key(|&n| std::cmp::Reverse(n));
        match v.as_slice() {
            [first, second, ..] => 10 * u64::from(*second) >= 6 * u64::from(*first),
            _ => false,
        }
    }

    pub(super) fn get(&self, mv: Move) -> Option<&RootMove> {
        self.moves.iter().find(|e| e.mv == mv)
    }

    pub(super) fn win_rate_of(&self, mv: Move) -> f64 {
        self.get(mv).map_or(0.5, RootMove::win_rate)
    }

    /// The side to move's best mean margin in points over the stone moves
    /// searched enough to trust it (at least 20 visits and a tenth of the
    /// most visited move's), if any.
    pub(super) fn best_mean_margin(&self) -> Option<f64> {
        let most = self.most_visited(|m| m.mv != Move::Pass)?.visits;
        self.moves
            .iter()
            .filter(|m| m.mv != Move::Pass && m.visits >= 20 && 10 * m.visits >= most)
            .map(|m| m.margin_sum / f64::from(m.visits))
            .max_by(f64::total_cmp)
    }

    pub(super) fn candidates(&self) -> Vec<(Move, u32, f64)> {
        let mut v: Vec<(Move, u32, f64)> = self.moves.iter().map(|m| (m.mv, m.visits, m.win_rate())).collect();
        v.sort_by_key(|e| std::cmp::Reverse(e.1));
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::BoardSize;
    use crate::rules::Rules;

    fn params(score_weight: f32) -> SearchParams {
        SearchParams {
            white_bonus: 15,
            placed_difference: None,
            policy: PlayoutPolicy::for_area(81),
            exploration: 0.0,
            rave_equivalence: 3500.0,
            score_weight,
            score_scale: 81.0,
            dynamic_komi: true,
        }
    }

    /// White's margin `m` half points; the winner follows its sign.
    fn reward(m: i64, shift: i64, p: &SearchParams) -> Reward {
        let winner = match m.signum() {
            1 => Some(Color::White),
            -1 => Some(Color::Black),
            _ => None,
        };
        Reward::new(winner, Some(m), shift, p)
    }

    #[test]
    fn rewards_order_by_result_then_margin() {
        let p = params(0.3);
        // Black loses by 5 points and by 50: both losses, the smaller
        // one worth more; a win by 0.5 is worth more than either.
        let small = reward(10, 0, &p);
        let big = reward(100, 0, &p);
        let win = reward(-1, 0, &p);
        assert_eq!((small.win(Color::Black), big.win(Color::Black)), (0.0, 0.0));
        assert!(small.value(Color::Black) > big.value(Color::Black));
        assert!(win.value(Color::Black) > small.value(Color::Black));
        assert_eq!(small.margin(Color::Black), -5.0);
        assert_eq!(small.value(Color::White) + small.value(Color::Black), 1.0);
        // Without the score term the value is the win.
        assert_eq!(reward(100, 0, &params(0.0)).value(Color::Black), 0.0);
        // A shift of komi changes the value, never the win.
        let shifted = reward(10, -20, &params(0.0));
        assert_eq!((shifted.win(Color::Black), shifted.value(Color::Black)), (0.0, 1.0));
    }

    fn board(diagram: &str) -> Board {
        diagram.parse().unwrap()
    }

    fn at(x: u8, y: u8) -> Point {
        Point::new(x, y)
    }

    /// Black's chain B2-C2 (7x7, rows from the top) has two liberties, B3
    /// and C3: C3 joins it to open space (an escape), B3 leaves it two
    /// liberties. White's lone stone at E4 has two liberties left: E5
    /// ataris it, the played stone keeping three liberties.
    #[test]
    fn liberty_tactics_find_escapes_and_ataris() {
        let b = board(
            ".......\n\
             .......\n\
             .......\n\
             ...XO..\n\
             O...X..\n\
             OXXO...\n\
             .OOO...\n",
        );
        assert_eq!(b.liberty_count(at(1, 5)), Some(2));
        let escape = liberty_tactics(&b, Color::Black, at(2, 4));
        assert!(escape.escape && !escape.atari, "{escape:?}");
        let cramped = liberty_tactics(&b, Color::Black, at(1, 4));
        assert!(!cramped.escape, "{cramped:?}");
        assert_eq!(b.liberty_count(at(4, 3)), Some(2));
        let atari = liberty_tactics(&b, Color::Black, at(4, 2));
        assert!(atari.atari && !atari.escape, "{atari:?}");
        // An empty area: neither.
        assert_eq!(liberty_tactics(&b, Color::Black, at(5, 0)), LibertyTactics { escape: false, atari: false });
    }

    /// Lines count from the edges of the board.
    #[test]
    fn lines_count_from_the_edges() {
        let planar = board(&".........\n".repeat(9));
        assert_eq!(line(&planar, at(1, 4)), Some(2));
        assert_eq!(line(&planar, at(4, 4)), Some(5));
        assert_eq!(line(&planar, at(8, 0)), Some(1));
    }

    /// Lines count from the edges a topology keeps: on a torus there are
    /// none, on a cylinder only the unjoined pair.
    #[cfg(feature = "toroidal")]
    #[test]
    fn lines_follow_the_topology() {
        use crate::board::Topology;
        let empty = ".........\n".repeat(9);
        let torus = Board::from_diagram(&empty, Topology::Torus).unwrap();
        assert_eq!(line(&torus, at(0, 0)), None);
        let joined_left_right = Board::from_diagram(&empty, Topology::HorizontalCylinder).unwrap();
        assert_eq!(line(&joined_left_right, at(0, 4)), Some(5));
        assert_eq!(line(&joined_left_right, at(4, 1)), Some(2));
    }

    /// On an empty 9x9 board the first and second lines start behind the
    /// centre and the third line ahead of it; next to stones the edge
    /// rules do not apply.
    #[test]
    fn open_edges_start_behind() {
        let empty = board(&".........\n".repeat(9));
        let rate = |(v, w): (f32, f32)| w / v;
        let centre = rate(hand_prior(&empty, Color::Black, at(4, 4)));
        let first = rate(hand_prior(&empty, Color::Black, at(0, 4)));
        let second = rate(hand_prior(&empty, Color::Black, at(1, 4)));
        let third = rate(hand_prior(&empty, Color::Black, at(2, 4)));
        assert!(first < second && second < centre && centre < third, "{first} {second} {centre} {third}");
        let crowded = board(
            ".........\n.........\n.........\n...X.....\n.........\n.........\n.........\n.........\n.........\n",
        );
        let (v, w) = hand_prior(&crowded, Color::Black, at(1, 4));
        assert!((v - 10.0).abs() < 1e-4 && (w - 5.0).abs() < 1e-4, "{v} {w}");
    }

    /// `prior` with no last move and no tactical moves, without the
    /// learned pattern's part.
    fn hand_prior(b: &Board, color: Color, p: Point) -> (f32, f32) {
        let (v, w) = prior(b, color, p, None, &[]);
        let x = PATTERN_PRIOR * super::super::patterns::weight(b, color, p);
        if x > 0.0 { (v - x, w - x) } else { (v + x, w) }
    }

    /// The learned pattern's part of the prior: on an empty 19x19 board,
    /// where players open on the third and fourth lines, a third-line
    /// point's weight is above 0 and a second-line point's below; the hand
    /// rules give them (20, 15) (the third line in an open area) and
    /// (30, 5) (the second), and the pattern adds its bonus or penalty.
    #[test]
    fn learned_patterns_count_in_the_prior() {
        let empty = board(&format!("{}\n", ".".repeat(19)).repeat(19));
        let (third, second) = (at(9, 2), at(9, 1));
        let weight = |p| super::super::patterns::weight(&empty, Color::Black, p);
        let (w3, w2) = (weight(third), weight(second));
        assert!(w3 > 0.0 && w2 < 0.0, "{w3} {w2}");
        let close = |(v, w): (f32, f32), (ev, ew): (f32, f32)| (v - ev).abs() < 1e-4 && (w - ew).abs() < 1e-4;
        let p3 = prior(&empty, Color::Black, third, None, &[]);
        assert!(close(p3, (20.0 + PATTERN_PRIOR * w3, 15.0 + PATTERN_PRIOR * w3)), "{p3:?}");
        let p2 = prior(&empty, Color::Black, second, None, &[]);
        assert!(close(p2, (30.0 - PATTERN_PRIOR * w2, 5.0)), "{p2:?}");
    }

    /// White's stone at C3 (9x9) in atari runs at C4 into a ladder that
    /// drives it into Black's corner: the run is marked down at the root.
    /// With White stones at B5 and C6 the same run connects out whichever
    /// side Black ataris from: a bonus. Before Black's D3, Black's atari
    /// there drives White into the ladder: a bonus for Black.
    #[test]
    fn reading_marks_down_a_run_into_a_ladder() {
        let suicide = crate::rules::Suicide::Forbidden;
        let rows = |d3: char| {
            format!(
                ".........\n.........\n.........\n.........\n.........\n...X.....\n.XO{d3}.....\n..X......\n.........\n"
            )
        };
        let ladder = board(&rows('X'));
        assert_eq!(ladder.liberty_count(at(2, 6)), Some(1));
        assert_eq!(reading_prior(&ladder, Color::White, at(2, 5), suicide), (40.0, 0.0));
        let mut friends = ladder.clone();
        friends.set(at(1, 4), Some(Color::White)).unwrap();
        friends.set(at(2, 3), Some(Color::White)).unwrap();
        assert_eq!(reading_prior(&friends, Color::White, at(2, 5), suicide), (20.0, 20.0));
        let before = board(&rows('.'));
        assert_eq!(before.liberty_count(at(2, 6)), Some(2));
        assert_eq!(reading_prior(&before, Color::Black, at(3, 6), suicide), (20.0, 20.0));
        // A move that neither rescues nor ataris is not read.
        assert_eq!(reading_prior(&before, Color::Black, at(7, 1), suicide), (0.0, 0.0));
    }

    /// From a lost game of the bot's (White): D1 joins White's lone C1 to
    /// the big chain, whose only other liberty is its eye at F2, so the
    /// whole chain is in atari for nothing. Black's two stones D3-D2 (7x7)
    /// in a White net are lost anyway, whichever end Black extends first:
    /// extending at D1 gives nothing away.
    /// A single stone in atari is a throw-in, not a gift.
    #[test]
    fn giving_away_a_living_chain_is_recognised() {
        let suicide = crate::rules::Suicide::Forbidden;
        let lost = board(
            ".X.OXXX.X\n\
             OOOOXO.X.\n\
             OXXOOXXXX\n\
             OX.XOOOXX\n\
             OX.XXXXOX\n\
             OXX.XXOOX\n\
             XXXXXOOXX\n\
             X.XOO.OXO\n\
             .XO.OOOOO\n",
        );
        assert!(lost.liberty_count(at(3, 7)).is_some_and(|l| l >= 2));
        assert!(gives_away_stones(&lost, Color::White, at(3, 8), suicide));
        let net = board(
            ".......\n\
             .......\n\
             .......\n\
             ..O.O..\n\
             ..OXO..\n\
             ..OXO..\n\
             ..O.O..\n",
        );
        assert!(net.is_self_atari(Color::Black, at(3, 6)));
        assert!(!gives_away_stones(&net, Color::Black, at(3, 6), suicide));
        let throw_in = board(
            ".......\n\
             .......\n\
             .......\n\
             .......\n\
             .......\n\
             ..O.O..\n\
             ...O...\n",
        );
        assert!(throw_in.is_self_atari(Color::Black, at(3, 5)));
        assert!(!gives_away_stones(&throw_in, Color::Black, at(3, 5), suicide));
    }

    /// Black 40 points behind on walls (komi 40.5, a column of dame): after
    /// a few hundred playouts the search moves White's margin back by about
    /// 80 half points; in an even position (komi 0.5 on a symmetric board)
    /// it moves nothing.
    /// The tree stops growing at its node limit and the search goes on
    /// from its leaves (found from outside: it grew without bound); a node
    /// takes the 48 bytes the limit's doc counts.
    #[test]
    fn the_tree_stops_growing_at_its_node_limit() {
        assert_eq!(std::mem::size_of::<Node>(), 48);
        let game = Game::new(BoardSize::NINE, Rules::chinese());
        let p = params(0.1);
        let moves: Vec<Point> = game.legal_moves().into_iter().filter_map(Move::point).collect();
        let mut unbounded = Search::new(&game, &moves, &p, 5);
        unbounded.run(Some(4000), None, None);
        assert!(unbounded.nodes.len() > 2000, "{} nodes", unbounded.nodes.len());
        let mut search = Search::new(&game, &moves, &p, 5);
        search.max_nodes = 1000;
        search.run(Some(4000), None, None);
        assert_eq!(search.playouts, 4000);
        assert!((900..1000).contains(&search.nodes.len()), "{} nodes", search.nodes.len());
        let best = search.nodes[1..=moves.len()].iter().max_by_key(|n| n.visits).and_then(|n| n.mv).unwrap();
        assert!(game.is_legal(Move::Play(best)).is_ok());
    }

    #[test]
    fn dynamic_komi_recentres_the_losing_side_only() {
        let diagram = "...X.O...\n".repeat(9);
        let board: Board = diagram.parse().unwrap();
        let stones: Vec<_> = board.size().points().filter_map(|p| board.get(p).map(|c| (p, c))).collect();
        let shift_for = |komi: &str, color: Color| {
            let rules = Rules::chinese().with_komi(komi.parse().unwrap());
            let game = Game::builder(BoardSize::NINE)
                .rules(rules)
                .setup_stones(stones.clone())
                .to_move(color)
                .build()
                .unwrap();
            let p = SearchParams { white_bonus: white_bonus_half_points(&game), ..params(0.1) };
            let moves: Vec<Point> = game.legal_moves().into_iter().filter_map(Move::point).collect();
            let mut search = Search::new(&game, &moves, &p, 3);
            search.run(Some(512), None, None);
            search.komi_shift
        };
        let black = shift_for("40.5", Color::Black);
        assert!((-95..=-65).contains(&black), "Black to move 40 behind: shift {black}");
        let white = shift_for("-40.5", Color::White);
        assert!((65..=95).contains(&white), "White to move 40 behind: shift {white}");
        assert_eq!(shift_for("0.5", Color::Black), 0);
        assert_eq!(shift_for("40.5", Color::White), 0, "the side ahead keeps the komi");
    }
}
