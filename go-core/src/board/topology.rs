//! Board topology: which points are neighbours. This is the one place that
//! decides it; everything else asks the board for neighbours.

/// How the edges of the board connect.
///
/// Planar is ordinary Go (RULES.md section 2). With the `toroidal` feature
/// (RULES.md section 6) the left and right edges, the top and bottom edges,
/// or both may be joined; a wrapped axis must have at least 3 points, so that
/// a point's neighbours are always distinct. The q5Go SGF convention writes
/// these as `TO[n]` with bit 1 for a horizontal wrap and bit 2 for a vertical
/// one ([`Topology::q5go_code`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Topology {
    /// The usual board: points on the edge have three neighbours, corners two.
    #[default]
    Planar,
    /// Both pairs of opposite edges joined: every point has four neighbours.
    #[cfg(feature = "toroidal")]
    Torus,
    /// The left and right edges joined (a cylinder standing upright): points
    /// on the top and bottom rows have three neighbours.
    #[cfg(feature = "toroidal")]
    HorizontalCylinder,
    /// The top and bottom edges joined: points in the first and last columns
    /// have three neighbours.
    #[cfg(feature = "toroidal")]
    VerticalCylinder,
}

impl Topology {
    /// Whether the left and right edges are joined.
    #[must_use]
    pub const fn wraps_horizontally(self) -> bool {
        match self {
            Topology::Planar => false,
            #[cfg(feature = "toroidal")]
            Topology::Torus | Topology::HorizontalCylinder => true,
            #[cfg(feature = "toroidal")]
            Topology::VerticalCylinder => false,
        }
    }

    /// Whether the top and bottom edges are joined.
    #[must_use]
    pub const fn wraps_vertically(self) -> bool {
        match self {
            Topology::Planar => false,
            #[cfg(feature = "toroidal")]
            Topology::Torus | Topology::VerticalCylinder => true,
            #[cfg(feature = "toroidal")]
            Topology::HorizontalCylinder => false,
        }
    }

    /// The q5Go `TO` value: bit 1 (value 1) horizontal wrap, bit 2 (value 2)
    /// vertical wrap; 0 for planar.
    #[must_use]
    pub const fn q5go_code(self) -> u8 {
        (self.wraps_horizontally() as u8) | ((self.wraps_vertically() as u8) << 1)
    }

    /// The topology of a q5Go `TO` value (0..=3), or `None` for other values
    /// or wrapped values without the `toroidal` feature.
    #[must_use]
    pub const fn from_q5go_code(code: u8) -> Option<Topology> {
        match code {
            0 => Some(Topology::Planar),
            #[cfg(feature = "toroidal")]
            1 => Some(Topology::HorizontalCylinder),
            #[cfg(feature = "toroidal")]
            2 => Some(Topology::VerticalCylinder),
            #[cfg(feature = "toroidal")]
            3 => Some(Topology::Torus),
            _ => None,
        }
    }
}
