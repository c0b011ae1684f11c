//! Board topology: which points are neighbours. This is the one place that
//! decides it; everything else asks the board for neighbours.

use crate::base::codes::vocabulary;

vocabulary! {
    /// How the edges of the board connect.
    ///
    /// Planar is ordinary Go (RULES.md section 2). The toroidal variant
    /// (RULES.md section 6, feature `toroidal`: without it a wrapped board is
    /// refused with `SetupError::FeatureDisabled`) joins the left and right
    /// edges, the top and bottom edges, or both; a wrapped axis must have at
    /// least 3 points, so that a point's neighbours are always distinct. The
    /// q5Go SGF convention writes these as `TO[n]` with bit 1 for a
    /// horizontal wrap and bit 2 for a vertical one ([`Topology::q5go_code`]).
    pub enum Topology {
        /// The usual board: points on the edge have three neighbours,
        /// corners two.
        Planar = 0 => "planar" | "plane",
        /// Both pairs of opposite edges joined: every point has four
        /// neighbours.
        Torus = 3 => "torus",
        /// The left and right edges joined (a cylinder standing upright):
        /// points on the top and bottom rows have three neighbours.
        HorizontalCylinder = 1 => "hcylinder" | "horizontal_cylinder",
        /// The top and bottom edges joined: points in the first and last
        /// columns have three neighbours.
        VerticalCylinder = 2 => "vcylinder" | "vertical_cylinder",
    }
}

impl Default for Topology {
    /// [`Topology::Planar`].
    fn default() -> Topology {
        Topology::Planar
    }
}

impl Topology {
    /// Whether the left and right edges are joined.
    #[must_use]
    pub const fn wraps_horizontally(self) -> bool {
        matches!(self, Topology::Torus | Topology::HorizontalCylinder)
    }

    /// Whether the top and bottom edges are joined.
    #[must_use]
    pub const fn wraps_vertically(self) -> bool {
        matches!(self, Topology::Torus | Topology::VerticalCylinder)
    }

    /// The q5Go `TO` value: bit 1 (value 1) horizontal wrap, bit 2 (value 2)
    /// vertical wrap; 0 for planar. It is also the topology's code.
    #[must_use]
    pub const fn q5go_code(self) -> u8 {
        (self.wraps_horizontally() as u8) | ((self.wraps_vertically() as u8) << 1)
    }

    /// The topology of a q5Go `TO` value (0..=3), or `None` for other values.
    #[must_use]
    pub const fn from_q5go_code(code: u8) -> Option<Topology> {
        match code {
            0 => Some(Topology::Planar),
            1 => Some(Topology::HorizontalCylinder),
            2 => Some(Topology::VerticalCylinder),
            3 => Some(Topology::Torus),
            _ => None,
        }
    }
}
