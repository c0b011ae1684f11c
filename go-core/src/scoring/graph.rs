//! The points of a board as a graph under its topology, for the flood fills
//! of counting and pass-alive analysis.

use crate::base::Color;
use crate::base::Point;
use crate::board::Board;

/// Every point of a board (row-major) with its neighbours' indexes.
pub(super) struct Graph {
    pub(super) points: Vec<Point>,
    pub(super) adj: Vec<Vec<usize>>,
}

impl Graph {
    pub(super) fn new(board: &Board) -> Graph {
        let size = board.size();
        let points: Vec<Point> = size.points().collect();
        let adj = points
            .iter()
            .map(|&p| board.neighbors_of(p).into_iter().filter_map(|q| size.index_of(q)).collect())
            .collect();
        Graph { points, adj }
    }

    /// The connected components of the points for which `inside` holds, each
    /// a list of indexes, and for every point the number of its component
    /// (`usize::MAX` outside).
    pub(super) fn components(&self, inside: impl Fn(usize) -> bool) -> (Vec<Vec<usize>>, Vec<usize>) {
        self.components_by(inside, |_, _| true)
    }

    /// The chains of `grid` (stones of one colour, orthogonally connected),
    /// numbered in row-major order of their first stones, each a list of
    /// indexes with its first stone first, and for every point the number
    /// of its chain (`usize::MAX` for an empty point).
    pub(super) fn chains(&self, grid: &[Option<Color>]) -> (Vec<Vec<usize>>, Vec<usize>) {
        self.components_by(|i| grid[i].is_some(), |i, j| grid[i] == grid[j])
    }

    /// The connected components of the points for which `inside` holds,
    /// where two neighbours `i`, `j` are connected when `linked(i, j)`.
    fn components_by(
        &self,
        inside: impl Fn(usize) -> bool,
        linked: impl Fn(usize, usize) -> bool,
    ) -> (Vec<Vec<usize>>, Vec<usize>) {
        let n = self.points.len();
        let mut id = vec![usize::MAX; n];
        let mut comps = Vec::new();
        for start in 0..n {
            if id[start] != usize::MAX || !inside(start) {
                continue;
            }
            let k = comps.len();
            id[start] = k;
            let mut comp = vec![start];
            let mut q = 0;
            while q < comp.len() {
                let i = comp[q];
                q += 1;
                for &j in &self.adj[i] {
                    if id[j] == usize::MAX && inside(j) && linked(i, j) {
                        id[j] = k;
                        comp.push(j);
                    }
                }
            }
            comps.push(comp);
        }
        (comps, id)
    }
}
