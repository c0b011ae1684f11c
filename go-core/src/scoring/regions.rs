//! Regions of a position for counting: empty regions and their owners, each
//! colour's regions for the seki rule, dame.

use crate::base::Point;
use crate::base::{ByColor, Color};
use crate::board::Board;

use super::graph::Graph;

/// A position prepared for region questions: the colours after dead stones
/// are removed, and each point's neighbours under the board's topology.
pub(super) struct Regions {
    graph: Graph,
    grid: Vec<Option<Color>>,
}

impl Regions {
    pub(super) fn new(board: &Board, grid: &[Option<Color>]) -> Regions {
        Regions { graph: Graph::new(board), grid: grid.to_vec() }
    }

    /// The connected components of the points for which `inside` holds.
    fn components(&self, inside: impl Fn(usize) -> bool) -> Vec<Vec<usize>> {
        self.graph.components(inside).0
    }

    /// Area ownership of empty points: an empty region belongs to a colour
    /// when every stone bordering it is of that colour (RULES.md section 4).
    pub(super) fn area_owner(&self) -> Vec<Option<Color>> {
        let mut owner = vec![None; self.grid.len()];
        for region in self.components(|i| self.grid[i].is_none()) {
            let mut borders = ByColor::new(false, false);
            for &i in &region {
                for &j in &self.graph.adj[i] {
                    if let Some(c) = self.grid[j] {
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

    /// For `color`, whether each point lies in one of its regions in seki:
    /// a maximal region of points not holding the other colour's stones that
    /// has an empty point next to an opponent stone, or one of `color`'s
    /// chains in atari.
    fn in_seki(&self, color: Color) -> Vec<bool> {
        let opp = Some(color.opponent());
        let libs = self.chain_liberties();
        let mut seki = vec![false; self.grid.len()];
        for region in self.components(|i| self.grid[i] != opp) {
            let is_seki = region.iter().any(|&i| match self.grid[i] {
                None => self.graph.adj[i].iter().any(|&j| self.grid[j] == opp),
                Some(_) => libs[i] == 1,
            });
            if is_seki {
                for &i in &region {
                    seki[i] = true;
                }
            }
        }
        seki
    }

    /// Territory ownership: the area owner of an empty point, unless the
    /// point lies in one of that colour's regions in seki.
    pub(super) fn territory_owner(&self) -> Vec<Option<Color>> {
        let mut owner = self.area_owner();
        let seki = ByColor::from_fn(|c| self.in_seki(c));
        for (i, o) in owner.iter_mut().enumerate() {
            if let Some(c) = *o
                && seki[c][i]
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

    /// Empty points next to stones of both colours, row-major.
    pub(super) fn dame(&self) -> Vec<Point> {
        (0..self.grid.len())
            .filter(|&i| {
                self.grid[i].is_none()
                    && Color::ALL.iter().all(|&c| self.graph.adj[i].iter().any(|&j| self.grid[j] == Some(c)))
            })
            .map(|i| self.graph.points[i])
            .collect()
    }

    /// Liberties of the chain through each stone (0 for empty points).
    fn chain_liberties(&self) -> Vec<usize> {
        let mut libs = vec![0; self.grid.len()];
        for c in Color::ALL {
            for chain in self.components(|i| self.grid[i] == Some(c)) {
                let mut l: Vec<usize> = chain
                    .iter()
                    .flat_map(|&i| self.graph.adj[i].iter().copied())
                    .filter(|&j| self.grid[j].is_none())
                    .collect();
                l.sort_unstable();
                l.dedup();
                for &i in &chain {
                    libs[i] = l.len();
                }
            }
        }
        libs
    }
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
