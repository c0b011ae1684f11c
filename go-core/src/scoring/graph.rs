//! The points of a board as a graph under its topology, for the flood fills
//! of counting and pass-alive analysis.

use std::ops::Index;

use crate::base::Color;
use crate::base::Point;
use crate::board::Board;

/// Every point of a board (row-major) with its neighbours' indexes.
pub(super) struct Graph {
    pub(super) points: Vec<Point>,
    pub(super) adj: Adjacency,
}

/// The neighbours of every point, by index: `adj[i]` is the slice of the
/// indexes of point `i`'s neighbours (at most 4, in the board's order of
/// directions). One flat table of four slots a point, so that building a
/// graph allocates twice, not once a point.
pub(super) struct Adjacency {
    slots: Vec<usize>,
    degree: Vec<u8>,
}

impl Index<usize> for Adjacency {
    type Output = [usize];

    fn index(&self, i: usize) -> &[usize] {
        &self.slots[4 * i..4 * i + usize::from(self.degree[i])]
    }
}

impl Graph {
    pub(super) fn new(board: &Board) -> Graph {
        let size = board.size();
        let points: Vec<Point> = size.points().collect();
        let mut slots = vec![0; 4 * points.len()];
        let mut degree = vec![0u8; points.len()];
        for (i, &p) in points.iter().enumerate() {
            for q in board.neighbor_points(p) {
                if let Some(j) = size.index_of(q) {
                    slots[4 * i + usize::from(degree[i])] = j;
                    degree[i] += 1;
                }
            }
        }
        Graph { points, adj: Adjacency { slots, degree } }
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
