//! The history's index from a position's Zobrist hash to its newest entry:
//! an open-addressing table with linear probing. Zobrist hashes are
//! uniformly random, so their low bits are the slot; the table is at most
//! half full, so a look-up reads one or two slots. Insertions and the
//! removal of the newest entry are all the history needs.

/// A slot's value when it is empty.
const EMPTY: u32 = u32::MAX;

/// A map from a hash to an entry number (below `u32::MAX`).
#[derive(Clone, Debug)]
pub(super) struct Index {
    /// (hash, entry) per slot; `entry == EMPTY` marks an empty slot.
    slots: Vec<(u64, u32)>,
    len: usize,
}

impl Index {
    pub(super) fn new() -> Index {
        Index { slots: vec![(0, EMPTY); 16], len: 0 }
    }

    fn mask(&self) -> usize {
        self.slots.len() - 1
    }

    /// The slot that holds `hash`, or the empty slot where it would go.
    fn find(&self, hash: u64) -> usize {
        let mask = self.mask();
        // The low bits of a Zobrist hash are as random as any.
        let mut i = home(hash, mask);
        loop {
            let (h, e) = self.slots[i];
            if e == EMPTY || h == hash {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    /// The entry stored for `hash`.
    pub(super) fn get(&self, hash: u64) -> Option<u32> {
        let (_, e) = self.slots[self.find(hash)];
        (e != EMPTY).then_some(e)
    }

    /// Stores `entry` for `hash`; returns the entry it replaces.
    pub(super) fn insert(&mut self, hash: u64, entry: u32) -> Option<u32> {
        let i = self.find(hash);
        let old = self.slots[i].1;
        self.slots[i] = (hash, entry);
        if old != EMPTY {
            return Some(old);
        }
        self.len += 1;
        if 2 * self.len > self.slots.len() {
            self.grow();
        }
        None
    }

    /// Removes `hash`, keeping every other hash findable (the slots after
    /// it in its run move back where they may).
    pub(super) fn remove(&mut self, hash: u64) {
        let mask = self.mask();
        let mut hole = self.find(hash);
        if self.slots[hole].1 == EMPTY {
            return;
        }
        self.len -= 1;
        let mut j = hole;
        loop {
            j = (j + 1) & mask;
            let (h, e) = self.slots[j];
            if e == EMPTY {
                break;
            }
            // The entry at `j` may fill the hole unless its home lies
            // (cyclically) after the hole and up to `j`.
            let home = home(h, mask);
            let stays = if hole <= j { hole < home && home <= j } else { hole < home || home <= j };
            if !stays {
                self.slots[hole] = (h, e);
                hole = j;
            }
        }
        self.slots[hole] = (0, EMPTY);
    }

    fn grow(&mut self) {
        let bigger = vec![(0, EMPTY); 2 * self.slots.len()];
        let old = std::mem::replace(&mut self.slots, bigger);
        for (h, e) in old {
            if e != EMPTY {
                let i = self.find(h);
                self.slots[i] = (h, e);
            }
        }
    }

    /// Bytes of the table, for figures.
    pub(super) fn memory_bytes(&self) -> usize {
        self.slots.capacity() * std::mem::size_of::<(u64, u32)>()
    }
}

/// The home slot of `hash` in a table of `mask + 1` slots: its low bits
/// (the truncation to `usize` is the point).
#[allow(clippy::cast_possible_truncation)]
fn home(hash: u64, mask: usize) -> usize {
    (hash as usize) & mask
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    #[test]
    fn agrees_with_a_map_through_inserts_and_removals() {
        let mut index = Index::new();
        let mut model: HashMap<u64, u32> = HashMap::new();
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut keys = Vec::new();
        for step in 0..20_000u32 {
            let r = next();
            // Few distinct low bits make long runs that wrap around.
            let key = if r % 3 == 0 { r & 0xFFFF_0000_0000_00FF } else { r };
            if r % 5 == 0 && !keys.is_empty() {
                let k = keys.swap_remove(usize::try_from(r % keys.len() as u64).unwrap_or(0));
                index.remove(k);
                model.remove(&k);
            } else {
                assert_eq!(index.insert(key, step), model.insert(key, step));
                keys.push(key);
            }
            if step % 997 == 0 {
                for (&k, &v) in &model {
                    assert_eq!(index.get(k), Some(v));
                }
                assert_eq!(index.len, model.len());
            }
        }
        for &k in &keys {
            assert_eq!(index.get(k), model.get(&k).copied());
        }
        assert_eq!(index.get(0x1234), model.get(&0x1234).copied());
    }
}
