//! Regions of a position for counting: empty regions and their owners, each
//! colour's regions for the seki rule, dame.
//!
//! The seki rule (RULES.md section 4) depends on the rules' reading of
//! unfilled dame: under [`UnfilledDame::Strict`] every empty point of an
//! empty region bordered by living stones of both colours puts the regions
//! around it in seki; under [`UnfilledDame::CountAsFilled`] only a shared
//! liberty that neither colour can fill safely, or a common liberty of an
//! even race no fill settles, does ([`seki_liberties`]).

use std::cell::OnceCell;

use crate::base::Point;
use crate::base::{ByColor, Color};
use crate::board::Board;
use crate::rules::UnfilledDame;

use super::graph::Graph;

/// A position prepared for region questions: the colours after dead stones
/// are removed, each point's neighbours under the board's topology, and the
/// reading of unfilled dame.
pub(super) struct Regions {
    graph: Graph,
    grid: Vec<Option<Color>>,
    /// Per point: an empty point that puts the regions containing it in
    /// seki (see [`Regions::new`]).
    seki_liberty: Vec<bool>,
    /// Per point: an unfilled dame ([`Regions::dame`]).
    dame: Vec<bool>,
    /// Per point: an empty point that its owner must fill once the dame
    /// are filled ([`reinforcements`]), so not territory.
    must_fill: Vec<bool>,
    /// [`Regions::in_seki`] of each colour, once asked.
    seki_regions: OnceCell<ByColor<Vec<bool>>>,
}

impl Regions {
    /// `grid` is `board` with the dead stones removed. Under
    /// [`UnfilledDame::Strict`] every empty point of an empty region
    /// bordered by both colours is a seki liberty; under
    /// [`UnfilledDame::CountAsFilled`] only the shared liberties that
    /// [`seki_liberties`] finds, a fill judged with the dead stones still
    /// on `board` (a dead stone inside an eye does not hide a seki) but
    /// for those the filler can take first from outside
    /// (`is_safe_fill_beside_dead`).
    pub(super) fn new(board: &Board, grid: &[Option<Color>], unfilled_dame: UnfilledDame) -> Regions {
        let graph = Graph::new(board);
        let n = grid.len();
        let shared: Vec<bool> = (0..n).map(|i| is_shared_liberty(&graph, grid, i)).collect();
        // The shared liberties neither colour can fill safely (or common
        // liberties of an even race), whatever the reading: the seki of
        // `count_as_filled`, and under either reading no dame to fill.
        let mut true_seki: Vec<bool> = shared
            .iter()
            .zip(&graph.points)
            .map(|(&s, &p)| s && Color::ALL.into_iter().all(|c| !is_safe_fill_beside_dead(board, grid, c, p)))
            .collect();
        for i in balanced_seki_liberties(&graph, grid, &shared) {
            true_seki[i] = true;
        }
        let neutral = neutral_empty_points(&graph, grid);
        let dame = (0..n).map(|i| neutral[i] && !true_seki[i]).collect();
        let (seki_liberty, must_fill) = match unfilled_dame {
            UnfilledDame::Strict => (neutral, vec![false; n]),
            UnfilledDame::CountAsFilled => match Board::from_colors(board.size(), board.topology(), grid) {
                Ok(removed) => {
                    let must_fill = reinforcements(&removed, board, &graph, grid, &shared);
                    (true_seki, must_fill)
                }
                // Removing stones never leaves a chain without liberties,
                // so this cannot happen; every shared liberty is then a
                // seki liberty.
                Err(_) => (shared, vec![false; n]),
            },
        };
        Regions { graph, grid: grid.to_vec(), seki_liberty, dame, must_fill, seki_regions: OnceCell::new() }
    }

    /// The connected components of the points for which `inside` holds.
    fn components(&self, inside: impl Fn(usize) -> bool) -> Vec<Vec<usize>> {
        self.graph.components(inside).0
    }

    /// Area ownership of empty points: an empty region belongs to a colour
    /// when every stone bordering it is of that colour (RULES.md section 4).
    pub(super) fn area_owner(&self) -> Vec<Option<Color>> {
        empty_region_owners(&self.graph, &self.grid)
    }

    /// For `color`, whether each point lies in one of its regions in seki:
    /// a maximal region of points not holding the other colour's stones that
    /// contains a seki liberty, or one of `color`'s chains in atari (unless
    /// its owner must connect at that liberty anyway, [`reinforcements`]:
    /// then the chain is safe once connected, and only that point is lost).
    /// Worked out once for both colours (the count asks for territory and
    /// for the seki points).
    fn in_seki(&self, color: Color) -> &[bool] {
        let both = self.seki_regions.get_or_init(|| {
            let libs = ChainLiberties::new(&self.graph, &self.grid);
            ByColor::from_fn(|c| {
                let opp = Some(c.opponent());
                let mut seki = vec![false; self.grid.len()];
                for region in self.components(|i| self.grid[i] != opp) {
                    let is_seki = region.iter().any(|&i| match self.grid[i] {
                        None => self.seki_liberty[i],
                        Some(_) => matches!(libs.of_point(i), [last] if !self.must_fill[*last]),
                    });
                    if is_seki {
                        for &i in &region {
                            seki[i] = true;
                        }
                    }
                }
                seki
            })
        });
        &both[color]
    }

    /// Territory ownership: the area owner of an empty point, unless the
    /// point lies in one of that colour's regions in seki, or its owner must
    /// fill it once the dame are filled ([`reinforcements`]).
    pub(super) fn territory_owner(&self) -> Vec<Option<Color>> {
        let mut owner = self.area_owner();
        let seki = ByColor::from_fn(|c| self.in_seki(c));
        for (i, o) in owner.iter_mut().enumerate() {
            if let Some(c) = *o
                && (seki[c][i] || self.must_fill[i])
            {
                *o = None;
            }
        }
        owner
    }

    /// Empty points of each colour's regions in seki that area counting
    /// would give that colour or nobody (the other colour's own area, which a
    /// region of this colour may also span, is not this colour's seki).
    pub(super) fn seki_points(&self) -> ByColor<u32> {
        let area = self.area_owner();
        ByColor::from_fn(|c| {
            let seki = self.in_seki(c);
            let n = (0..self.grid.len())
                .filter(|&i| seki[i] && self.grid[i].is_none() && area[i] != Some(c.opponent()))
                .count();
            u32::try_from(n).unwrap_or(u32::MAX)
        })
    }

    /// The unfilled dame, row-major: the empty points of the empty regions
    /// bordered by both colours (RULES.md section 4: neutral points, a wide
    /// gap included), but the seki liberties no side can fill safely
    /// (filling one is self-atari, so it is no dame to fill), whatever the
    /// reading of unfilled dame.
    pub(super) fn dame(&self) -> Vec<Point> {
        (0..self.grid.len()).filter(|&i| self.dame[i]).map(|i| self.graph.points[i]).collect()
    }
}

/// The chains of `grid` ([`Graph::chains`]: the chains, and each point's
/// chain number, `usize::MAX` for an empty point) with each chain's
/// liberties, as sorted point indexes.
struct ChainLiberties {
    chains: Vec<Vec<usize>>,
    id: Vec<usize>,
    libs: Vec<Vec<usize>>,
}

impl ChainLiberties {
    fn new(graph: &Graph, grid: &[Option<Color>]) -> ChainLiberties {
        let (chains, id) = graph.chains(grid);
        let libs = chains
            .iter()
            .map(|chain| {
                let mut l: Vec<usize> =
                    chain.iter().flat_map(|&i| graph.adj[i].iter().copied()).filter(|&j| grid[j].is_none()).collect();
                l.sort_unstable();
                l.dedup();
                l
            })
            .collect();
        ChainLiberties { chains, id, libs }
    }

    /// The liberties of the chain through the stone at point `i` (none for
    /// an empty point).
    fn of_point(&self, i: usize) -> &[usize] {
        self.libs.get(self.id[i]).map_or(&[], Vec::as_slice)
    }
}

/// Area ownership of the empty points of `grid`: the one colour that
/// borders an empty region, or `None` (RULES.md section 4); `None` for
/// every stone.
pub(super) fn empty_region_owners(graph: &Graph, grid: &[Option<Color>]) -> Vec<Option<Color>> {
    let mut owner = vec![None; grid.len()];
    for region in graph.components(|i| grid[i].is_none()).0 {
        let mut borders = ByColor::new(false, false);
        for &i in &region {
            for &j in &graph.adj[i] {
                if let Some(c) = grid[j] {
                    borders[c] = true;
                }
            }
        }
        let o = match (borders.black, borders.white) {
            (true, false) => Some(Color::Black),
            (false, true) => Some(Color::White),
            _ => None,
        };
        for &i in &region {
            owner[i] = o;
        }
    }
    owner
}

/// Whether point `i` is empty and next to stones of both colours (a shared
/// liberty, or unfilled dame).
fn is_shared_liberty(graph: &Graph, grid: &[Option<Color>], i: usize) -> bool {
    grid[i].is_none() && Color::ALL.iter().all(|&c| graph.adj[i].iter().any(|&j| grid[j] == Some(c)))
}

/// Per point: whether it is an empty point of an empty region bordered by
/// stones of both colours (a dame point in the strict reading of RULES.md
/// section 4).
fn neutral_empty_points(graph: &Graph, grid: &[Option<Color>]) -> Vec<bool> {
    let mut out = vec![false; grid.len()];
    for region in graph.components(|i| grid[i].is_none()).0 {
        let borders_both =
            Color::ALL.iter().all(|&c| region.iter().any(|&i| graph.adj[i].iter().any(|&j| grid[j] == Some(c))));
        if borders_both {
            for &i in &region {
                out[i] = true;
            }
        }
    }
    out
}

/// The colours that can fill the empty point `p` safely: after its stone
/// and the captures it makes, the chain through `p` keeps two liberties or
/// more (a fill that is suicide is not safe).
fn safe_fillers(board: &Board, p: Point) -> Vec<Color> {
    Color::ALL.into_iter().filter(|&c| is_safe_fill(board, c, p)).collect()
}

/// The shared liberties of seki that a single fill does not reveal: two
/// opposing chains of `grid` (living stones; `shared` marks the shared
/// liberties) with at least two common liberties, which touch no third
/// chain and no empty point but each other, and each exactly as many
/// other liberties, none or one point that only its own stones surround
/// (an eye of that chain alone). A fill of a common liberty then leaves the
/// filler two liberties or more, but the race stays even: whoever fills
/// the last common liberty puts itself in atari, so neither does, and all
/// the common liberties are seki liberties (a seki with an eye each and
/// two shared liberties, or with no eyes and three). Point indexes.
fn balanced_seki_liberties(graph: &Graph, grid: &[Option<Color>], shared: &[bool]) -> Vec<usize> {
    let ChainLiberties { chains, id, libs } = ChainLiberties::new(graph, grid);
    let mut out = Vec::new();
    for (a, chain) in chains.iter().enumerate() {
        if grid[chain[0]] != Some(Color::Black) {
            continue;
        }
        // The opposing chains next to a's liberties.
        let mut others: Vec<usize> = libs[a]
            .iter()
            .flat_map(|&l| graph.adj[l].iter().copied())
            .filter(|&j| grid[j] == Some(Color::White))
            .map(|j| id[j])
            .collect();
        others.sort_unstable();
        others.dedup();
        for b in others {
            let common: Vec<usize> = libs[a].iter().copied().filter(|l| libs[b].contains(l)).collect();
            // A common liberty next to a third chain or to an empty point
            // other than a common liberty can be filled by joining that
            // chain or gaining that point: no even race here. Common
            // liberties side by side (the usual shape at the edge: the two
            // points between the eyes, one above the other) gain nothing
            // from each other.
            let only_theirs = |&l: &usize| {
                graph.adj[l]
                    .iter()
                    .all(|&j| if grid[j].is_some() { id[j] == a || id[j] == b } else { common.contains(&j) })
            };
            if common.len() < 2 || !common.iter().all(only_theirs) {
                continue;
            }
            let extra = |k: usize| -> Option<usize> {
                let rest: Vec<usize> = libs[k].iter().copied().filter(|l| !common.contains(l)).collect();
                let eye = |l: usize| !shared[l] && graph.adj[l].iter().all(|&j| id[j] == k);
                (rest.len() <= 1 && rest.iter().all(|&l| eye(l))).then_some(rest.len())
            };
            if let (Some(x), Some(y)) = (extra(a), extra(b))
                && x == y
            {
                out.extend(common);
            }
        }
    }
    out
}

/// Whether `color` can fill the empty point `p` of `board` safely: the
/// stone is legal, not suicide, and its chain (after the captures it makes)
/// keeps two liberties or more.
fn is_safe_fill(board: &Board, color: Color, p: Point) -> bool {
    filled(board, color, p).is_some_and(|b| b.liberty_count(p).is_some_and(|n| n >= 2))
}

/// `board` after `color` fills the empty point `p`, when the stone is
/// legal and not suicide.
fn filled(board: &Board, color: Color, p: Point) -> Option<Board> {
    let mut b = board.clone();
    let placed = b.play(color, p).ok()?;
    placed.suicided.is_empty().then_some(b)
}

/// [`is_safe_fill`] on `board` (the dead stones still on it; `grid` the
/// colours without them), where a fill that leaves a single liberty is
/// still safe when the filler can first capture a dead opponent chain
/// next to the filled chain from outside: one none of whose liberties is a
/// liberty of the filled chain, so that taking it costs the filler no
/// liberty, and its points next to the filled chain then give that chain
/// two liberties or more. A dead stone inside an eye (its liberties the
/// eye's points, the filler's own) is not taken so, and keeps its seki
/// (found from outside: a dead stone in atari beside a wall made the
/// wall's liberty look like a seki liberty, and under territory counting
/// two regions lost their territory).
fn is_safe_fill_beside_dead(board: &Board, grid: &[Option<Color>], color: Color, p: Point) -> bool {
    let Some(b) = filled(board, color, p) else { return false };
    let libs = b.liberties(p);
    if libs.len() >= 2 {
        return true;
    }
    // Each dead opponent stone next to the filled chain whose chain shares
    // none of its liberties becomes a liberty once that chain is taken.
    let dead = |q: Point| b.get(q) == Some(color.opponent()) && b.size().index_of(q).is_some_and(|i| grid[i].is_none());
    let mut gained = libs.clone();
    for q in b.chain(p).into_iter().flat_map(|s| b.neighbors_of(s)) {
        if dead(q) && !gained.contains(&q) && !b.liberties(q).iter().any(|l| libs.contains(l)) {
            gained.push(q);
        }
    }
    gained.len() >= 2
}

/// The points an owner must fill after the dame are filled, under
/// [`UnfilledDame::CountAsFilled`] (Japanese-style counting, as players
/// count: filling the dame costs nobody territory, but a move that the
/// filling forces inside one's own territory costs that point). `removed`
/// is the position without its dead stones, `board` with them, `shared`
/// marks the dame (shared liberties).
///
/// 1. A dame that only one colour can fill safely ([`safe_fillers`] on
///    `removed`) is filled by that colour; a chain of the other colour next
///    to it that the fill leaves with a single liberty must then be
///    connected there by its owner, and that last liberty is not the
///    owner's territory. A dame both colours can fill safely forces
///    nothing here: the threatened side fills it first (unless its fill
///    gains it nothing, step 3).
/// 2. A chain already in atari in `removed` whose owner can fill its last
///    liberty safely connects there: that point is not territory (and the
///    chain is no sign of seki, [`Regions::in_seki`]).
/// 3. The dame are filled while the dead stones are still on the board.
///    For each living chain, its liberties on `board` that are dame which
///    the opponent can fill safely and whose fill by the owner gains it
///    nothing (the point touches no other chain of the owner's colour and
///    no point of the owner's area) end up filled, however the players
///    share them. When that leaves the chain a single liberty, its owner
///    must secure it there: if it can then play that liberty safely, the
///    point is not territory; if not, the chain lives only by capturing the
///    dead opponent stones next to that liberty, a stone on each of their
///    liberties, and none of those points is territory.
fn reinforcements(removed: &Board, board: &Board, graph: &Graph, grid: &[Option<Color>], shared: &[bool]) -> Vec<bool> {
    let size = board.size();
    let n = graph.points.len();
    let mut must_fill = vec![false; n];
    let index = |p: Point| size.index_of(p);
    // 1: one dame filled by the only colour that can.
    for i in (0..n).filter(|&i| shared[i]) {
        let [c] = safe_fillers(removed, graph.points[i])[..] else { continue };
        let mut b = removed.clone();
        if b.play(c, graph.points[i]).is_err() {
            continue;
        }
        for &j in &graph.adj[i] {
            if b.get(graph.points[j]) == Some(c.opponent())
                && let [last] = b.liberties(graph.points[j])[..]
                && let Some(k) = index(last)
            {
                must_fill[k] = true;
            }
        }
    }
    let mut on_board_fillers: Vec<Option<Vec<Color>>> = vec![None; n];
    let area = empty_region_owners(graph, grid);
    for color in Color::ALL {
        let opp = color.opponent();
        for chain in graph.components(|i| grid[i] == Some(color)).0 {
            let first = graph.points[chain[0]];
            // 2: already in atari without the dead stones.
            if let [last] = removed.liberties(first)[..] {
                if is_safe_fill(removed, color, last)
                    && let Some(k) = index(last)
                {
                    must_fill[k] = true;
                }
                continue;
            }
            // 3: the dame that end up filled, dead stones on the board.
            let mut threats = Vec::new();
            let mut rest = Vec::new();
            for lib in board.liberties(first) {
                let Some(j) = index(lib) else { continue };
                let f = on_board_fillers[j]
                    .get_or_insert_with(|| if shared[j] { safe_fillers(board, lib) } else { Vec::new() });
                // The owner's own fill there would gain nothing: it
                // touches no other chain of its colour and no empty point
                // of its own area (only dame and neutral points).
                let gains = graph.adj[j].iter().any(|&q| match board.get(graph.points[q]) {
                    Some(c) => c == color && !chain.contains(&q),
                    None => area[q] == Some(color),
                });
                if f.contains(&opp) && !gains { threats.push(lib) } else { rest.push(lib) }
            }
            let [last] = rest[..] else { continue };
            if threats.is_empty() {
                continue;
            }
            let mut filled = board.clone();
            for &t in &threats {
                // A fill made illegal by the earlier ones is skipped.
                let _ = filled.play(opp, t);
            }
            if is_safe_fill(&filled, color, last) {
                if let Some(k) = index(last) {
                    must_fill[k] = true;
                }
                continue;
            }
            for q in board.neighbors_of(last) {
                if board.get(q) == Some(opp) && index(q).is_some_and(|j| grid[j].is_none()) {
                    for l in board.liberties(q) {
                        if let Some(k) = index(l) {
                            must_fill[k] = true;
                        }
                    }
                }
            }
        }
    }
    must_fill
}

/// The seki liberties of a position under [`UnfilledDame::CountAsFilled`]
/// (RULES.md section 4): the empty points next to stones of both colours
/// (shared liberties) that neither colour can fill without its own chain
/// through that point having a single liberty, the fill being suicide
/// included; and, beyond RULES.md's single fill, the common liberties of
/// two opposing chains in an even race that no fill settles: at least two
/// common liberties touching nothing but the two chains and each other
/// (the two points between the eyes, side by side), and each chain
/// exactly as many other liberties, none or one eye of its own (a seki
/// with an eye each and two shared liberties, or with no eyes and three).
/// The stones
/// of `board` are taken as living: remove dead stones first (when
/// counting, [`score`](crate::score) judges the fills with the dead
/// stones still on the board, except a dead chain next to the filled
/// chain that the filler can take from outside first, at no cost in
/// liberties). Row-major order.
#[must_use]
pub fn seki_liberties(board: &Board) -> Vec<Point> {
    seki_liberties_when_counting(board, &board.colors())
}

/// The seki liberties as [`score`](crate::score) sees them: `board` with
/// its dead stones still on it, `grid` the colours without them (the fills
/// are judged with the dead stones on the board, see
/// `is_safe_fill_beside_dead`). Row-major order.
pub(crate) fn seki_liberties_when_counting(board: &Board, grid: &[Option<Color>]) -> Vec<Point> {
    Regions::new(board, grid, UnfilledDame::CountAsFilled)
        .seki_liberty
        .iter()
        .zip(board.size().points())
        .filter(|&(&s, _)| s)
        .map(|(_, p)| p)
        .collect()
}

/// The stones of the colour at `p` that lie in the same region enclosed by
/// the other colour: the maximal connected set of points not holding the
/// other colour's stones that contains `p`. This is how the game site (003)
/// marks dead stones: one click marks every such stone. Row-major order;
/// empty when `p` is empty or off the board.
#[must_use]
pub fn region_stones(board: &Board, p: Point) -> Vec<Point> {
    let Some(color) = board.get(p) else {
        return Vec::new();
    };
    let size = board.size();
    let mut seen = vec![false; size.area()];
    let Some(start) = size.index_of(p) else {
        return Vec::new();
    };
    seen[start] = true;
    let mut stack = vec![p];
    let mut out = Vec::new();
    while let Some(q) = stack.pop() {
        if board.get(q) == Some(color) {
            out.push(q);
        }
        for n in board.neighbors_of(q) {
            let Some(i) = size.index_of(n) else { continue };
            if !seen[i] && board.get(n) != Some(color.opponent()) {
                seen[i] = true;
                stack.push(n);
            }
        }
    }
    out.sort_by_key(|q| (q.y, q.x));
    out
}
