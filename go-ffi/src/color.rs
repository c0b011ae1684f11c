//! The numbers that stand for colours and empty points in the C ABI.

use std::ffi::c_int;

use go_core::Color;

/// What a point holds, and the colour of a side: the values of the board
/// buffer filled by `go_game_board` (one byte per point), of
/// `go_game_to_move`'s answer and of `go_game_prisoners`'s colour argument.
///
/// The numbers are fixed. `GO_COLOR_EMPTY` appears only in board buffers.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GoColor {
    /// An empty point.
    Empty = 0,
    /// A black stone, or the Black side.
    Black = 1,
    /// A white stone, or the White side.
    White = 2,
}

impl GoColor {
    /// The C value of `color`.
    pub(crate) fn of(color: Color) -> GoColor {
        match color {
            Color::Black => GoColor::Black,
            Color::White => GoColor::White,
        }
    }

    /// The C value of what a point holds: a stone of `stone`'s colour, or
    /// nothing.
    pub(crate) fn of_point(stone: Option<Color>) -> GoColor {
        stone.map_or(GoColor::Empty, GoColor::of)
    }

    /// The side named by the C value `value`: `GO_COLOR_BLACK` or
    /// `GO_COLOR_WHITE`; `None` for anything else.
    pub(crate) fn side(value: c_int) -> Option<Color> {
        [Color::Black, Color::White].into_iter().find(|&c| GoColor::of(c).int() == value)
    }

    /// This value as a C `int`.
    pub(crate) fn int(self) -> c_int {
        self as c_int
    }

    /// This value as a board-buffer byte.
    pub(crate) fn byte(self) -> u8 {
        match self {
            GoColor::Empty => 0,
            GoColor::Black => 1,
            GoColor::White => 2,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_fixed_and_round_trip() {
        assert_eq!((GoColor::Empty.int(), GoColor::Black.int(), GoColor::White.int()), (0, 1, 2));
        for v in [GoColor::Empty, GoColor::Black, GoColor::White] {
            assert_eq!(c_int::from(v.byte()), v.int());
        }
        assert_eq!(GoColor::side(1), Some(Color::Black));
        assert_eq!(GoColor::side(2), Some(Color::White));
        for bad in [0, 3, -1, c_int::MAX] {
            assert_eq!(GoColor::side(bad), None);
        }
        assert_eq!(GoColor::of_point(None), GoColor::Empty);
        assert_eq!(GoColor::of_point(Some(Color::White)), GoColor::White);
    }
}
