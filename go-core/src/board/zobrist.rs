//! Deterministic Zobrist keys, built at compile time: no init call, no global
//! state, the same hash for the same position on every run and platform.

/// The most cells a padded board can have: (52 + 2) rows of stride 53, plus
/// the last wall cell.
pub(crate) const MAX_CELLS: usize = (52 + 2) * 53 + 1;

/// splitmix64: a well-mixed 64-bit sequence from a counter.
const fn splitmix64(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn build() -> [[u64; MAX_CELLS]; 2] {
    let mut keys = [[0u64; MAX_CELLS]; 2];
    let mut color = 0;
    while color < 2 {
        let mut cell = 0;
        while cell < MAX_CELLS {
            // A fixed, arbitrary stream offset; every key is distinct and non-zero
            // with overwhelming probability (checked by a unit test).
            let n = (color * MAX_CELLS + cell) as u64;
            keys[color][cell] = splitmix64(n.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ 0x6A09_E667_F3BC_C908);
            cell += 1;
        }
        color += 1;
    }
    keys
}

/// `KEYS[color][cell]`: the key of a stone of `color` (0 Black, 1 White) on
/// padded cell `cell`.
pub(crate) static KEYS: [[u64; MAX_CELLS]; 2] = build();

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct_and_non_zero() {
        let mut all: Vec<u64> = KEYS.iter().flatten().copied().collect();
        assert!(all.iter().all(|&k| k != 0));
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), 2 * MAX_CELLS);
    }

    #[test]
    fn keys_are_pinned() {
        // The hash of a position is part of what callers may store: pin it.
        assert_eq!(KEYS[0][0], splitmix64(0x6A09_E667_F3BC_C908));
        assert_ne!(KEYS[0][1], KEYS[1][1]);
    }
}
