//! Whole-board data: one value per point, row-major, with its shape.

use std::ops::{Index, IndexMut};

use super::color::Color;
use super::error::SetupError;
use super::point::{BoardSize, Point};

/// One value per point of a board, row-major: the value of point `(x, y)`
/// is at index `y * width + x` (top row first, left to right, as
/// [`BoardSize::index_of`]). The shape is the board's (`height` rows of
/// `width` values), so a `Grid` copies into a C buffer of `width * height`
/// values or a NumPy array of shape `(height, width)` as it is.
///
/// Colours in whole-board data are encoded as [`crate::Color`] says: `u8`
/// codes (0 empty, 1 Black, 2 White) or `i8` signs (0 empty, +1 Black, −1
/// White, the sign of every ownership map).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Grid<T> {
    size: BoardSize,
    values: Vec<T>,
}

impl<T> Grid<T> {
    /// A grid whose value at each point is `f(point)`, called in row-major
    /// order.
    pub fn from_fn(size: BoardSize, f: impl FnMut(Point) -> T) -> Grid<T> {
        Grid { size, values: size.points().map(f).collect() }
    }

    /// A grid of `size` holding `values` in row-major order.
    ///
    /// # Errors
    /// [`SetupError::WrongLength`] when `values.len()` is not the board's
    /// area.
    pub fn from_vec(size: BoardSize, values: Vec<T>) -> Result<Grid<T>, SetupError> {
        if values.len() == size.area() {
            Ok(Grid { size, values })
        } else {
            Err(SetupError::WrongLength { expected: size.area(), got: values.len() })
        }
    }

    /// A grid of `size` whose value at each point is `f` of the element
    /// at the same place of `values` (row-major). The length is checked
    /// before anything is made, so that a slice of any length costs
    /// nothing to refuse (a binding reading a caller's array).
    ///
    /// # Errors
    /// [`SetupError::WrongLength`] when `values.len()` is not the board's
    /// area.
    pub fn from_slice<U>(size: BoardSize, values: &[U], f: impl FnMut(&U) -> T) -> Result<Grid<T>, SetupError> {
        if values.len() == size.area() {
            Ok(Grid { size, values: values.iter().map(f).collect() })
        } else {
            Err(SetupError::WrongLength { expected: size.area(), got: values.len() })
        }
    }

    /// The board size: the grid's shape.
    #[must_use]
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The value at `p`, or `None` off the board.
    #[must_use]
    pub fn get(&self, p: Point) -> Option<&T> {
        self.size.index_of(p).map(|i| &self.values[i])
    }

    /// The value at `p` to change, or `None` off the board.
    pub fn get_mut(&mut self, p: Point) -> Option<&mut T> {
        self.size.index_of(p).map(|i| &mut self.values[i])
    }

    /// The values in row-major order.
    #[must_use]
    pub fn as_slice(&self) -> &[T] {
        &self.values
    }

    /// The values in row-major order, taken out of the grid.
    #[must_use]
    pub fn into_vec(self) -> Vec<T> {
        self.values
    }

    /// Each point with its value, row-major.
    pub fn iter(&self) -> impl Iterator<Item = (Point, &T)> + '_ {
        self.size.points().zip(&self.values)
    }

    /// The points whose value satisfies `f`, row-major.
    pub fn points_where(&self, mut f: impl FnMut(&T) -> bool) -> Vec<Point> {
        self.iter().filter(|(_, v)| f(v)).map(|(p, _)| p).collect()
    }

    /// A grid of the same shape with `f` applied to each value.
    pub fn map<U>(&self, f: impl FnMut(&T) -> U) -> Grid<U> {
        Grid { size: self.size, values: self.values.iter().map(f).collect() }
    }
}

impl<T: Clone> Grid<T> {
    /// A grid of `size` with every value `value`.
    pub fn filled(size: BoardSize, value: T) -> Grid<T> {
        Grid { size, values: vec![value; size.area()] }
    }
}

impl<T: Copy> Grid<T> {
    /// Copies the values, row-major, into the first `width * height`
    /// elements of `out`; returns how many were written, or `None` (nothing
    /// written) when `out` is shorter than that.
    pub fn write_into(&self, out: &mut [T]) -> Option<usize> {
        let n = self.values.len();
        out.get_mut(..n)?.copy_from_slice(&self.values);
        Some(n)
    }
}

impl Grid<Option<Color>> {
    /// The colours as `u8` codes: 0 empty, 1 Black, 2 White
    /// ([`Color::code`]); the C ABI's board buffers.
    #[must_use]
    pub fn codes(&self) -> Grid<u8> {
        self.map(|c| match c {
            None => 0,
            Some(Color::Black) => 1,
            Some(Color::White) => 2,
        })
    }

    /// The colours as `i8` signs: 0 empty, +1 Black, −1 White
    /// ([`Color::sign`]); Python's NumPy boards.
    #[must_use]
    pub fn signs(&self) -> Grid<i8> {
        self.map(|c| c.map_or(0, |c| c.sign()))
    }
}

impl<T> Index<Point> for Grid<T> {
    type Output = T;

    /// The value at `p`.
    ///
    /// # Panics
    /// When `p` is off the board (use [`Grid::get`] to ask).
    fn index(&self, p: Point) -> &T {
        match self.size.index_of(p) {
            Some(i) => &self.values[i],
            None => panic!("point {p} is off the {} board", self.size),
        }
    }
}

impl<T> IndexMut<Point> for Grid<T> {
    fn index_mut(&mut self, p: Point) -> &mut T {
        match self.size.index_of(p) {
            Some(i) => &mut self.values[i],
            None => panic!("point {p} is off the {} board", self.size),
        }
    }
}
