//! Heavy playouts: the light policy with local Go knowledge in front of it,
//! after the scheme of Gelly, Wang, Munos and Teytaud, "Modification of UCT
//! with Patterns in Monte-Carlo Go" (INRIA RR-6062, 2006).
//!
//! With the opponent's last move known, the side to move looks, in order:
//! 1. **Tactics around the last move.** Capturing an opponent chain in
//!    atari next to (or at) the last move; rescuing an own chain that
//!    the last move put in atari, by capturing an opponent chain in atari
//!    next to it or by extending at its liberty when that gives it two
//!    liberties at least.
//! 2. **Chains with two liberties next to the last move** (capturing
//!    races; only in [`PlayoutStyle::HeavyRaces`](super::PlayoutStyle::HeavyRaces), the computer
//!    player's playouts, since 2026-12-04). For each own chain next to the last move
//!    that has exactly two liberties: extending at one of them when the
//!    stone played there has two empty neighbours besides the other
//!    liberty (so the chain has three liberties at least), and an atari on
//!    each opponent chain next to it that has two liberties too, where the
//!    stone played keeps two liberties or more. Such races are where light
//!    and 3x3 play let a group die that a player keeps. The idea is the
//!    two-liberty capturing-race rule that Monte-Carlo programs describe
//!    for their playouts (Pachi's, in Petr Baudiš's posts to the
//!    computer-go mailing list of January 2011; Aya's, in Hiroshi
//!    Yamashita's of April 2015: when a chain drops to two liberties,
//!    attack the short chains around it); the rule here is our own
//!    statement of it. Measured against GNU Go 3.8 level 1 on 9x9 at
//!    2,000 playouts a move (the README gives the figures). The dead-stone
//!    estimate leaves it out: on the corpora's scored records it gave the
//!    same counts and dead lists, at 15% more time.
//! 3. **Shape.** The empty points among the eight around the last move
//!    that match one of the 3x3 shape patterns (hane, cut, edge blocks;
//!    see [`Board::matches_shape`]).
//!
//! Each step picks uniformly among its moves. With none, the move is
//! drawn like a light one (uniformly among the empty points that are not
//! the ko point, not suicide and not an own single-point eye), except that
//! a self-atari ([`Board::is_self_atari`]) is refused when it would put
//! two or more stones in atari, and half of the time for a single stone. A
//! move found by steps 1 to 3 is never suicide, the ko point or a
//! self-atari of two stones or more.

use std::sync::OnceLock;

use rand::{Rng, RngExt};

use super::{BLACK, Board, EMPTY, NBR_ONE_EMPTY, WALL, WHITE, has_empty_neighbor, stone_of};
use crate::base::Color;
use crate::base::Point;

/// The 3x3 shape patterns, centred on the move, for either colour: `X` one
/// player's stone, `O` the other's, `.` empty, `x` not `X` (empty or `O`),
/// `o` not `O`, `#` off the board, `?` anything. Each holds under every
/// rotation and reflection and with the colours swapped. They are the
/// patterns of the paper named in the module documentation: hane, cut and
/// edge moves.
const SHAPES: [[&str; 3]; 13] = [
    // Hane enclosing a stone.
    ["XOX", "...", "???"],
    // Hane that leaves no cut.
    ["XO.", "...", "?.?"],
    // Turning hane (magari).
    ["XO?", "X..", "x.?"],
    // Diagonal attachment.
    [".O.", "X..", "..."],
    // Cut, unprotected.
    ["XO?", "O.o", "?o?"],
    // Cut after a peep.
    ["XO?", "O.X", "???"],
    // Pushing between two stones (de).
    ["?X?", "O.O", "ooo"],
    // Cutting a knight's move.
    ["OX?", "o.O", "???"],
    // Edge: chasing along the side.
    ["X.?", "O.?", "###"],
    // Edge: blocking a cut.
    ["OX?", "X.O", "###"],
    // Edge: blocking a connection.
    ["?X?", "x.O", "###"],
    // Edge: descending (sagari).
    ["?XO", "x.x", "###"],
    // Edge: cutting.
    ["?OX", "X.O", "###"],
];

/// Bit position pairs in a 3x3 code, per pattern grid position (row, column):
/// the four orthogonal neighbours in the order of `neighbors_in` (above,
/// left, right, below), then the diagonals in the order of `diagonals_in`
/// (above-left, above-right, below-left, below-right). The centre has none.
const SLOT: [[Option<u32>; 3]; 3] =
    [[Some(4), Some(0), Some(5)], [Some(1), None, Some(2)], [Some(6), Some(3), Some(7)]];

/// One bit per 16-bit 3x3 code: whether a move at the centre matches one of
/// [`SHAPES`].
fn shape_table() -> &'static [u64; 1024] {
    static TABLE: OnceLock<Box<[u64; 1024]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = Box::new([0u64; 1024]);
        for rows in SHAPES {
            let grid: Vec<Vec<u8>> = rows.iter().map(|r| r.bytes().collect()).collect();
            for swap in [false, true] {
                for sym in 0..8 {
                    // Allowed cell values per code slot under this symmetry.
                    let mut allowed = [[false; 4]; 8];
                    for (r, row) in grid.iter().enumerate() {
                        for (col, &ch) in row.iter().enumerate() {
                            let (tr, tc) = transform(r, col, sym);
                            let Some(slot) = SLOT[tr][tc] else { continue };
                            allowed[slot as usize] = values_of(ch, swap);
                        }
                    }
                    mark_codes(&allowed, 0, 0, &mut table);
                }
            }
        }
        table
    })
}

/// The grid position that (r, c) moves to under symmetry `sym` (0..8: four
/// rotations, each with or without a reflection).
fn transform(r: usize, c: usize, sym: u32) -> (usize, usize) {
    let (mut r, mut c) = (r, c);
    if sym & 4 != 0 {
        c = 2 - c;
    }
    for _ in 0..(sym & 3) {
        (r, c) = (c, 2 - r);
    }
    (r, c)
}

/// Which cell values (`EMPTY`, `BLACK`, `WHITE`, `WALL`) a pattern
/// character allows; `swap` exchanges the colours.
fn values_of(ch: u8, swap: bool) -> [bool; 4] {
    let (x, o) = if swap { (WHITE, BLACK) } else { (BLACK, WHITE) };
    let mut v = [false; 4];
    match ch {
        b'X' => v[usize::from(x)] = true,
        b'O' => v[usize::from(o)] = true,
        b'.' => v[usize::from(EMPTY)] = true,
        b'#' => v[usize::from(WALL)] = true,
        b'x' => {
            v[usize::from(EMPTY)] = true;
            v[usize::from(o)] = true;
        }
        b'o' => {
            v[usize::from(EMPTY)] = true;
            v[usize::from(x)] = true;
        }
        _ => v = [true; 4],
    }
    v
}

/// Sets the table bit of every code whose slots `slot..8` take allowed
/// values, with `code` holding the slots before.
fn mark_codes(allowed: &[[bool; 4]; 8], slot: usize, code: u16, table: &mut [u64; 1024]) {
    if slot == 8 {
        table[usize::from(code >> 6)] |= 1 << (code & 63);
        return;
    }
    for v in 0..4u16 {
        if allowed[slot][usize::from(v)] {
            mark_codes(allowed, slot + 1, code | (v << (2 * slot)), table);
        }
    }
}

/// At most this many tactical or shape moves are considered at once.
const MAX_CANDIDATES: usize = 24;

impl Board {
    /// Whether a move at the empty point `p` matches one of the 3x3 shape
    /// patterns of the heavy playouts (hane, cut and edge shapes from Gelly
    /// et al. 2006; see the `heavy` module of the board), for either
    /// colour. `false` for an occupied or off-board point.
    #[must_use]
    pub fn matches_shape(&self, p: Point) -> bool {
        self.size.contains(p) && {
            let c = self.cell(p);
            self.cells[c] == EMPTY && self.shape_at::<true>(shape_table(), c)
        }
    }

    /// Whether `color` playing at the empty point `p` leaves the played
    /// stone's chain with exactly one liberty after its captures (a
    /// self-atari). `false` for a suicide, an occupied or off-board point,
    /// and a move that captures two or more stones.
    #[must_use]
    pub fn is_self_atari(&self, color: Color, p: Point) -> bool {
        self.size.contains(p) && {
            let c = self.cell(p);
            self.cells[c] == EMPTY
                && self.analyze_cell(stone_of(color), c).suicide == 0
                && self.self_atari_size::<true>(stone_of(color), c) > 0
        }
    }

    /// The moves the heavy playout's first step offers `color` after the
    /// opponent's move at `last`: captures of opponent chains in atari at
    /// or next to `last`, and rescues of own chains next to `last` that are
    /// in atari (capturing a chain in atari next to them, or extending
    /// when that gives two liberties). Row-major, no repeats, none of them
    /// the point `ko`.
    #[must_use]
    pub fn tactical_moves(&self, color: Color, last: Point, ko: Option<Point>) -> Vec<Point> {
        if !self.size.contains(last) {
            return Vec::new();
        }
        let ko_cell = self.ko_cell_of(ko);
        let mut buf = [0usize; MAX_CANDIDATES];
        let n = self.tactical_cells::<true>(stone_of(color), self.cell(last), ko_cell, &mut buf);
        let mut v: Vec<Point> = buf[..n].iter().map(|&c| self.point_of(c)).collect();
        v.sort_by_key(|p| (p.y, p.x));
        v
    }

    /// The 3x3 code of the cells around `c` (see [`SLOT`]).
    #[inline(always)]
    fn code_at<const WRAP: bool>(&self, c: usize) -> u16 {
        let o = self.neighbors_in::<WRAP>(c);
        let d = self.diagonals_in::<WRAP>(c);
        // Written out (a loop over the eight cells cost four times as
        // much): cell `k` of `o` then `d` at bits `2k`.
        let v = |n: usize| u16::from(self.cells[n]);
        v(o[0])
            | v(o[1]) << 2
            | v(o[2]) << 4
            | v(o[3]) << 6
            | v(d[0]) << 8
            | v(d[1]) << 10
            | v(d[2]) << 12
            | v(d[3]) << 14
    }

    /// Whether a move at the empty cell `c` matches a shape of `table`
    /// ([`shape_table`], fetched once by the caller: its lazy
    /// initialisation check cost more than the look-up).
    #[inline(always)]
    fn shape_at<const WRAP: bool>(&self, table: &[u64; 1024], c: usize) -> bool {
        let code = self.code_at::<WRAP>(c);
        table[usize::from(code >> 6)] >> (code & 63) & 1 != 0
    }

    /// For `stone` on the empty cell `c` (not suicide): 0 when the chain of
    /// the played stone would keep two liberties or more (or the move
    /// captures two stones or more), else the size of that chain.
    fn self_atari_size<const WRAP: bool>(&self, stone: u8, c: usize) -> u32 {
        if self.nbr[c] >= 2 * NBR_ONE_EMPTY {
            return 0;
        }
        let opp = stone ^ 3;
        let mut libs = [usize::MAX; 2];
        let mut nlibs = 0;
        let add = |cell: usize, libs: &mut [usize; 2], nlibs: &mut usize| {
            if *nlibs < 2 && !libs[..*nlibs].contains(&cell) {
                libs[*nlibs] = cell;
                *nlibs += 1;
            }
        };
        let nbrs = self.neighbors_in::<WRAP>(c);
        let mut heads = [u16::MAX; 4];
        let mut size = 1u32;
        for (k, &n) in nbrs.iter().enumerate() {
            let v = self.cells[n];
            if v == EMPTY {
                add(n, &mut libs, &mut nlibs);
            } else if v == opp {
                let ch = self.chain_at(n);
                if ch.in_atari() {
                    if ch.len() >= 2 {
                        return 0;
                    }
                    add(n, &mut libs, &mut nlibs);
                }
            } else if v == stone {
                let h = self.head[n];
                if heads[..k].contains(&h) {
                    continue;
                }
                heads[k] = h;
                let ch = self.chains[usize::from(h)];
                size += ch.len();
                if !ch.in_atari() {
                    // Its liberties besides `c`, from its record: one is
                    // added, two or more give the played chain two.
                    let touching = nbrs.iter().filter(|&&m| self.cells[m] == stone && self.head[m] == h).count();
                    match ch.liberty_besides(c, touching as u32) {
                        Some(l) => add(l, &mut libs, &mut nlibs),
                        None => return 0,
                    }
                }
            }
            if nlibs >= 2 {
                return 0;
            }
        }
        if nlibs >= 2 { 0 } else { size }
    }

    /// Whether `stone` may play at the empty cell `c` in a heavy playout's
    /// first three steps: not the ko point, not suicide, not a self-atari of
    /// two stones or more.
    #[inline(always)]
    fn good_local_cell<const WRAP: bool>(&self, stone: u8, c: usize, ko: usize) -> bool {
        c != ko
            && self.cells[c] == EMPTY
            // SAFETY: `c` holds `EMPTY`, so it is an on-board cell.
            && (has_empty_neighbor(self.nbr[c]) || !unsafe { self.is_suicide_cell::<WRAP>(stone, c) })
            && self.self_atari_size::<WRAP>(stone, c) < 2
    }

    /// The liberty of the chain at `c`, which is in atari.
    #[inline(always)]
    fn atari_liberty(&self, c: usize) -> usize {
        self.chain_at(c).atari_liberty()
    }

    /// Step 1 of the heavy policy (see the module documentation); fills
    /// `out` and returns how many cells it holds.
    fn tactical_cells<const WRAP: bool>(
        &self,
        stone: u8,
        last: usize,
        ko: usize,
        out: &mut [usize; MAX_CANDIDATES],
    ) -> usize {
        let opp = stone ^ 3;
        let mut n = 0;
        let push = |c: usize, out: &mut [usize; MAX_CANDIDATES], n: &mut usize| {
            if *n < MAX_CANDIDATES && !out[..*n].contains(&c) && self.good_local_cell::<WRAP>(stone, c, ko) {
                out[*n] = c;
                *n += 1;
            }
        };
        let around = self.neighbors_in::<WRAP>(last);
        for &m in std::iter::once(&last).chain(around.iter()) {
            let v = self.cells[m];
            if v == opp {
                if self.chain_at(m).in_atari() {
                    push(self.atari_liberty(m), out, &mut n);
                }
            } else if v == stone && self.chain_at(m).in_atari() {
                // Rescue: capture a neighbouring chain in atari, or extend.
                for s in self.chain_cells(m) {
                    for t in self.neighbors_in::<WRAP>(s) {
                        if self.cells[t] == opp && self.chain_at(t).in_atari() {
                            push(self.atari_liberty(t), out, &mut n);
                        }
                    }
                }
                let lib = self.atari_liberty(m);
                if self.cells[lib] == EMPTY && self.self_atari_size::<WRAP>(stone, lib) == 0 {
                    push(lib, out, &mut n);
                }
            }
        }
        n
    }

    /// The two liberties of the chain at the stone cell `c` when it has
    /// exactly two; `None` otherwise (one, or three or more). Walks the
    /// chain only when its pseudo-liberties (at most four per liberty)
    /// allow two.
    #[inline(always)]
    fn two_liberties<const WRAP: bool>(&self, c: usize) -> Option<[usize; 2]> {
        let ch = self.chain_at(c);
        if ch.in_atari() || ch.libs() > 8 {
            return None;
        }
        let (h, own) = (self.head[c], self.cells[c]);
        for s in self.chain_cells(c) {
            for a in self.neighbors_in::<WRAP>(s) {
                if self.cells[a] == EMPTY {
                    let touching = self
                        .neighbors_in::<WRAP>(a)
                        .iter()
                        .filter(|&&m| self.cells[m] == own && self.head[m] == h)
                        .count();
                    return ch.liberty_besides(a, touching as u32).map(|b| [a, b]);
                }
            }
        }
        None
    }

    /// Step 2 of the heavy policy (see the module documentation): for each
    /// own chain next to `last` with exactly two liberties, the extensions
    /// at a liberty that give it three at least (the stone played has two
    /// empty neighbours besides the other liberty; liberties a joined
    /// chain would add are not counted), and the ataris on each opponent
    /// chain next to it with exactly two liberties that leave the stone
    /// played two liberties or more. Fills `out` (no repeats) and returns
    /// how many cells it holds; none is the ko point, suicide or a
    /// self-atari of two stones or more.
    fn two_liberty_cells<const WRAP: bool>(
        &self,
        stone: u8,
        last: usize,
        ko: usize,
        out: &mut [usize; MAX_CANDIDATES],
    ) -> usize {
        let opp = stone ^ 3;
        let mut n = 0;
        let mut push = |c: usize, n: &mut usize| {
            if *n < MAX_CANDIDATES && !out[..*n].contains(&c) {
                out[*n] = c;
                *n += 1;
            }
        };
        let mut seen = [u16::MAX; 4];
        for (k, m) in self.neighbors_in::<WRAP>(last).into_iter().enumerate() {
            if self.cells[m] != stone || seen.contains(&self.head[m]) {
                continue;
            }
            seen[k] = self.head[m];
            let Some(libs) = self.two_liberties::<WRAP>(m) else { continue };
            for (x, other) in [(libs[0], libs[1]), (libs[1], libs[0])] {
                let fresh =
                    self.neighbors_in::<WRAP>(x).iter().filter(|&&e| self.cells[e] == EMPTY && e != other).count();
                if fresh >= 2 && self.good_local_cell::<WRAP>(stone, x, ko) {
                    push(x, &mut n);
                }
            }
            let mut rivals = [u16::MAX; 8];
            let mut nr = 0;
            for s in self.chain_cells(m) {
                for t in self.neighbors_in::<WRAP>(s) {
                    if self.cells[t] != opp || rivals[..nr].contains(&self.head[t]) {
                        continue;
                    }
                    if nr < rivals.len() {
                        rivals[nr] = self.head[t];
                        nr += 1;
                    }
                    if let Some(theirs) = self.two_liberties::<WRAP>(t) {
                        for y in theirs {
                            // Two liberties kept (or two stones captured):
                            // neither suicide nor a self-atari.
                            if y != ko && self.self_atari_size::<WRAP>(stone, y) == 0 {
                                push(y, &mut n);
                            }
                        }
                    }
                }
            }
        }
        n
    }

    /// The heavy policy's move for `stone` (see the module documentation),
    /// `last` the opponent's last move if it placed a stone; with `races`
    /// ([`PlayoutStyle::HeavyRaces`](super::PlayoutStyle::HeavyRaces)) step 2 is played,
    /// otherwise it is left out.
    #[inline]
    pub(super) fn pick_heavy<const WRAP: bool, R: Rng + ?Sized>(
        &mut self,
        stone: u8,
        ko: usize,
        last: Option<usize>,
        races: bool,
        rng: &mut R,
    ) -> Option<usize> {
        if let Some(last) = last {
            let mut buf = [0usize; MAX_CANDIDATES];
            let n = self.tactical_cells::<WRAP>(stone, last, ko, &mut buf);
            if n > 0 {
                return Some(buf[rng.random_range(0..n as u32) as usize]);
            }
            if races {
                let n = self.two_liberty_cells::<WRAP>(stone, last, ko, &mut buf);
                if n > 0 {
                    return Some(buf[rng.random_range(0..n as u32) as usize]);
                }
            }
            let mut n = 0;
            let o = self.neighbors_in::<WRAP>(last);
            let d = self.diagonals_in::<WRAP>(last);
            let table = shape_table();
            for &c in o.iter().chain(d.iter()) {
                if self.cells[c] == EMPTY
                    && self.shape_at::<WRAP>(table, c)
                    // SAFETY: `c` holds `EMPTY`, so it is an on-board cell.
                    && !unsafe { self.is_eye_cell::<WRAP>(c, stone) }
                    && self.good_local_cell::<WRAP>(stone, c, ko)
                {
                    buf[n] = c;
                    n += 1;
                }
            }
            if n > 0 {
                return Some(buf[rng.random_range(0..n as u32) as usize]);
            }
        }
        self.pick_light_filtered::<WRAP, R>(stone, ko, rng, |b, c, rng| match b.self_atari_size::<WRAP>(stone, c) {
            0 => true,
            1 => rng.random_bool(0.5),
            _ => false,
        })
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    use super::*;
    use crate::base::BoardSize;
    use crate::board::Topology;

    /// The topologies this build plays: the plane, and the torus with the
    /// `toroidal` feature.
    fn planar_and_torus() -> Vec<Topology> {
        #[allow(unused_mut)]
        let mut topologies = vec![Topology::Planar];
        #[cfg(feature = "toroidal")]
        topologies.push(Topology::Torus);
        topologies
    }

    /// Steps heavy playouts one move at a time on several sizes and
    /// topologies: every move is on an empty point, not the ko point and
    /// not suicide (checked with `analyze`), a pass happens only when no
    /// light candidate is left but self-atari, and the invariants hold.
    #[test]
    fn heavy_moves_are_legal() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
        let mut tactical_or_shape = 0;
        for (topology, races) in planar_and_torus().into_iter().flat_map(|t| [(t, false), (t, true)]) {
            for (w, h) in [(3, 3), (5, 5), (7, 4), (9, 9), (13, 13)] {
                let Ok(empty) = Board::with_topology(BoardSize::new(w, h).unwrap(), topology) else { continue };
                for _ in 0..10 {
                    let mut b = empty.clone();
                    let mut color = Color::Black;
                    let (mut ko, mut last): (Option<Point>, Option<Point>) = (None, None);
                    let mut passes = 0;
                    for _ in 0..(3 * b.size().area() + 20) {
                        let stone = stone_of(color);
                        let ko_cell = b.ko_cell_of(ko);
                        let last_cell = last.map(|l| b.cell(l));
                        if let Some(l) = last
                            && !(b.tactical_moves(color, l, ko).is_empty())
                        {
                            tactical_or_shape += 1;
                        }
                        let pick = if b.wrap.is_some() {
                            b.pick_heavy::<true, _>(stone, ko_cell, last_cell, races, &mut rng)
                        } else {
                            b.pick_heavy::<false, _>(stone, ko_cell, last_cell, races, &mut rng)
                        };
                        let Some(c) = pick else {
                            let left = b.light_candidates(color, ko);
                            assert!(left.iter().all(|&p| b.is_self_atari(color, p)), "passed with {left:?}\n{b}");
                            passes += 1;
                            if passes == 2 {
                                break;
                            }
                            (ko, last) = (None, None);
                            color = color.opponent();
                            continue;
                        };
                        passes = 0;
                        let p = b.point_of(c);
                        assert_ne!(Some(p), ko, "{topology:?}: ko point played\n{b}");
                        let effect = b.analyze(color, p).unwrap_or_else(|e| panic!("{e}\n{b}"));
                        assert!(!effect.is_suicide(), "suicide at {p}\n{b}");
                        let (_, next_ko) = b.play_light(color, p);
                        b.check_invariants().unwrap_or_else(|e| panic!("{e}\n{b}"));
                        (ko, last) = (next_ko, Some(p));
                        color = color.opponent();
                    }
                }
            }
        }
        assert!(tactical_or_shape > 100, "the tactical step was rarely reached: {tactical_or_shape}");
    }

    fn board(s: &str) -> Board {
        s.parse().unwrap()
    }

    #[test]
    fn transform_is_a_group_of_eight() {
        let mut images: Vec<Vec<(usize, usize)>> = Vec::new();
        for sym in 0..8 {
            let img: Vec<(usize, usize)> = (0..9).map(|k| transform(k / 3, k % 3, sym)).collect();
            assert_eq!(img[4], (1, 1), "the centre stays");
            assert!(!images.contains(&img), "symmetry {sym} repeats");
            images.push(img);
        }
    }

    #[test]
    fn hane_matches_in_every_orientation_and_colour() {
        // The enclosing hane: X O X in the row above the centre (2, 2).
        let b = board(".....\n.XOX.\n.....\n.....\n.....\n");
        assert!(b.matches_shape(Point::new(2, 2)));
        let swapped = board(".....\n.OXO.\n.....\n.....\n.....\n");
        assert!(swapped.matches_shape(Point::new(2, 2)));
        // The same shape as the column to the right of the centre.
        let rotated = board(".....\n...X.\n...O.\n...X.\n.....\n");
        assert!(rotated.matches_shape(Point::new(2, 2)));
        // With a stone of the wrong colour in the middle it is no hane.
        let broken = board(".....\n.XXX.\n.....\n.....\n.....\n");
        assert!(!broken.matches_shape(Point::new(2, 2)));
        // An empty neighbourhood matches nothing; occupied and off-board
        // points never match.
        assert!(!b.matches_shape(Point::new(4, 4)));
        assert!(!b.matches_shape(Point::new(2, 1)));
        assert!(!b.matches_shape(Point::new(9, 9)));
    }

    #[test]
    fn edge_shapes_hold_on_every_side() {
        // Sagari "?XO / x.x / ###": X above the move, O above-right, the
        // move on the first line; the same shape turned to each side.
        let bottom = board(".....\n.....\n.....\n..XO.\n.....\n");
        assert!(bottom.matches_shape(Point::new(2, 4)));
        let top = board(".....\n.OX..\n.....\n.....\n.....\n");
        assert!(top.matches_shape(Point::new(2, 0)));
        let left = board(".....\n.....\n.X...\n.O...\n.....\n");
        assert!(left.matches_shape(Point::new(0, 2)));
        let right = board(".....\n...O.\n...X.\n.....\n.....\n");
        assert!(right.matches_shape(Point::new(4, 2)));
        // The edge alone is no shape.
        let empty = board(".....\n.....\n.....\n.....\n.....\n");
        assert!(size_points(&empty).all(|p| !empty.matches_shape(p)));
    }

    fn size_points(b: &Board) -> impl Iterator<Item = Point> + '_ {
        b.size().points()
    }

    #[test]
    fn self_atari_is_found_exactly() {
        // White inside three Black stones keeps one liberty.
        let b = board(".X.\nX.X\n...\n");
        assert!(b.is_self_atari(Color::White, Point::new(1, 1)));
        assert!(!b.is_self_atari(Color::Black, Point::new(1, 1)));
        // Black joining its two stones at (1, 0) keeps only (2, 0): a
        // self-atari of three stones.
        let c = board("X..\nXO.\nO..\n");
        assert!(c.is_self_atari(Color::Black, Point::new(1, 0)));
        assert_eq!(c.self_atari_size::<true>(BLACK, c.cell(Point::new(1, 0))), 3);
        // A ko capture leaves the capturing stone one liberty.
        let d = board(".XO\nXO.\n...\n");
        assert!(d.is_self_atari(Color::White, Point::new(0, 0)));
        // Capturing two stones is never counted as a self-atari.
        let e = board(".XXO\nXOO.\n....\n");
        assert!(!e.is_self_atari(Color::White, Point::new(0, 0)));
        // Suicide is not a self-atari.
        let f = board(".X\nX.\n");
        assert!(!f.is_self_atari(Color::White, Point::new(0, 0)));
    }

    /// Walks heavy playouts (without the race step, from the empty board,
    /// `games` of them per size and topology, each at most twice the
    /// board's points long) seeded by `seed`, calling `visit` on every
    /// position before each move.
    fn along_heavy_playouts(seed: u64, sizes: &[(u32, u32)], games: usize, mut visit: impl FnMut(&Board)) {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        for topology in planar_and_torus() {
            for &(w, h) in sizes {
                let Ok(empty) = Board::with_topology(BoardSize::new(w, h).unwrap(), topology) else { continue };
                for _ in 0..games {
                    let mut b = empty.clone();
                    let mut color = Color::Black;
                    for _ in 0..(2 * b.size().area()) {
                        visit(&b);
                        let stone = stone_of(color);
                        let pick = if b.wrap.is_some() {
                            b.pick_heavy::<true, _>(stone, 0, None, false, &mut rng)
                        } else {
                            b.pick_heavy::<false, _>(stone, 0, None, false, &mut rng)
                        };
                        let Some(c) = pick else { break };
                        b.play(color, b.point_of(c)).unwrap();
                        color = color.opponent();
                    }
                }
            }
        }
    }

    /// `self_atari_size` against its definition on the board after the
    /// move, at every empty point for both colours along heavy playouts on
    /// several sizes and topologies: 0 for a move that captures two stones
    /// or more or leaves the played chain two liberties or more, else the
    /// played chain's size (suicides left out: the function is not asked
    /// about them).
    #[test]
    fn self_atari_size_matches_the_board_after_the_move() {
        let mut self_ataris = 0;
        along_heavy_playouts(11, &[(3, 3), (5, 4), (7, 7), (9, 9)], 6, |b| {
            for p in b.size().points() {
                for mover in [Color::Black, Color::White] {
                    let Ok(effect) = b.analyze(mover, p) else { continue };
                    if effect.suicide > 0 {
                        continue;
                    }
                    let mut after = b.clone();
                    let placed = after.play(mover, p).unwrap();
                    let expected = if placed.captured.len() >= 2 || after.liberty_count(p) != Some(1) {
                        0
                    } else {
                        after.chain(p).len() as u32
                    };
                    let got = if b.wrap.is_some() {
                        b.self_atari_size::<true>(stone_of(mover), b.cell(p))
                    } else {
                        b.self_atari_size::<false>(stone_of(mover), b.cell(p))
                    };
                    assert_eq!(got, expected, "{mover:?} at {p}\n{b}");
                    self_ataris += usize::from(expected >= 2);
                }
            }
        });
        assert!(self_ataris > 100, "the positions hold self-ataris of two stones or more: {self_ataris}");
    }

    /// The race step's moves for `color` after the opponent's move at
    /// `last`, row-major.
    fn race_moves(b: &Board, color: Color, last: Point, ko: Option<Point>) -> Vec<Point> {
        let mut buf = [0usize; MAX_CANDIDATES];
        let (stone, last, ko) = (stone_of(color), b.cell(last), b.ko_cell_of(ko));
        let n = if b.wrap.is_some() {
            b.two_liberty_cells::<true>(stone, last, ko, &mut buf)
        } else {
            b.two_liberty_cells::<false>(stone, last, ko, &mut buf)
        };
        let mut v: Vec<Point> = buf[..n].iter().map(|&c| b.point_of(c)).collect();
        v.sort_by_key(|p| (p.y, p.x));
        v
    }

    #[test]
    fn race_moves_extend_to_three_liberties_and_atari_a_short_rival() {
        // White has just played (1, 3). Black's two stones at (1, 1) and
        // (1, 2) keep the liberties (0, 2) and (2, 2). Extending at (2, 2)
        // gives three; at (0, 2) only two, but it ataris White's (0, 1),
        // which has two liberties and touches Black's chain. White's
        // (1, 0) has two liberties too, but Black's ataris on it, (0, 0)
        // and (2, 0), are suicide and a self-atari.
        let b = board(".O...\nOXO..\n.X...\n.O...\n.....\n");
        assert_eq!(b.liberty_count(Point::new(1, 1)), Some(2));
        assert_eq!(race_moves(&b, Color::Black, Point::new(1, 3), None), vec![Point::new(0, 2), Point::new(2, 2)]);
        // Never the ko point.
        assert_eq!(race_moves(&b, Color::Black, Point::new(1, 3), Some(Point::new(2, 2))), vec![Point::new(0, 2)]);
        // A last move next to no Black chain with two liberties offers
        // nothing.
        let c = board(".O...\nOXO..\n.X...\n.O...\n....O\n");
        assert!(race_moves(&c, Color::Black, Point::new(4, 4), None).is_empty());
        // White's chains next to White's own last move: (2, 1) has three
        // liberties, so nothing for White after a Black move there either.
        assert!(race_moves(&b, Color::White, Point::new(1, 2), None).is_empty());
    }

    /// `two_liberties` against the board's own liberty count and list, for
    /// every stone along heavy playouts on several sizes and topologies.
    #[test]
    fn two_liberties_matches_the_liberty_list() {
        let mut twos = 0;
        along_heavy_playouts(17, &[(3, 3), (5, 4), (9, 9), (13, 13)], 4, |b| {
            for p in b.size().points() {
                if b.get(p).is_none() {
                    continue;
                }
                let c = b.cell(p);
                let got = if b.wrap.is_some() { b.two_liberties::<true>(c) } else { b.two_liberties::<false>(c) };
                let libs = b.liberties(p);
                match got {
                    Some(pair) => {
                        let mut pair: Vec<Point> = pair.iter().map(|&l| b.point_of(l)).collect();
                        pair.sort_by_key(|q| (q.y, q.x));
                        let mut libs = libs.clone();
                        libs.sort_by_key(|q| (q.y, q.x));
                        assert_eq!(pair, libs, "{p}\n{b}");
                        twos += 1;
                    }
                    None => assert_ne!(libs.len(), 2, "{p}\n{b}"),
                }
            }
        });
        assert!(twos > 1000, "the positions hold chains with two liberties: {twos}");
    }

    #[test]
    fn tactical_moves_capture_and_rescue() {
        // Black's stone at (1, 1) is in atari (liberty (2, 1)) after
        // White's move at (1, 2): Black extends, White captures.
        let b = board(".O...\nOX...\n.O...\n.....\n.....\n");
        assert_eq!(b.tactical_moves(Color::Black, Point::new(1, 2), None), vec![Point::new(2, 1)]);
        assert_eq!(b.tactical_moves(Color::White, Point::new(1, 1), None), vec![Point::new(2, 1)]);
        // The ko point is never offered.
        assert!(b.tactical_moves(Color::White, Point::new(1, 1), Some(Point::new(2, 1))).is_empty());
        // Rescue by capture: White's move at (2, 0) put Black's (1, 0) in
        // atari; extending at (0, 0) would leave the joined chain one
        // liberty, so the only rescue is capturing White's (1, 1) at (2, 1).
        let c = board(".XO..\nXO...\n.X...\n.....\n.....\n");
        assert_eq!(c.tactical_moves(Color::Black, Point::new(2, 0), None), vec![Point::new(2, 1)]);
    }
}
