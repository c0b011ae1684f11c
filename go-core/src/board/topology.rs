//! Board topology: which points are neighbours. This is the one place that
//! decides it; everything else asks the board for neighbours.

/// How the edges of the board connect.
///
/// Planar is ordinary Go (RULES.md section 2). The toroidal variant (RULES.md
/// section 6) adds wrapped topologies.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Topology {
    /// The usual board: points on the edge have three neighbours, corners two.
    #[default]
    Planar,
}

impl Topology {
    /// Whether the left and right edges are joined.
    #[must_use]
    pub const fn wraps_horizontally(self) -> bool {
        match self {
            Topology::Planar => false,
        }
    }

    /// Whether the top and bottom edges are joined.
    #[must_use]
    pub const fn wraps_vertically(self) -> bool {
        match self {
            Topology::Planar => false,
        }
    }
}
