//! The history's index from a position's Zobrist hash to its newest entry:
//! an open-addressing table with linear probing. Zobrist hashes are
//! uniformly random, so their low bits are the slot; the table is at most
//! half full, so a look-up reads one or two slots. A slot holds only the
//! entry's number (4 bytes): the entry's hash is read from the history's
//! entries through the `hash_of` function each call is given. Insertions
//! and the removal of the newest entry are all the history needs.

/// A slot's value when it is empty.
const EMPTY: u32 = u32::MAX;

/// A map from a hash to an entry number (below `u32::MAX`); the hash of
/// each stored entry number is the caller's (`hash_of`), the same for
/// every call.
#[derive(Clone, Debug)]
pub(super) struct Index {
    /// The entry number per slot, or `EMPTY`.
    slots: Vec<u32>,
    len: usize,
}

impl Index {
    /// An empty index with room for `entries` entries before it grows
    /// (at least 8).
    pub(super) fn with_room(entries: usize) -> Index {
        Index { slots: vec![EMPTY; (2 * entries).next_power_of_two().max(16)], len: 0 }
    }

    fn mask(&self) -> usize {
        self.slots.len() - 1
    }

    /// The slot that holds `hash`, or the empty slot where it would go.
    #[inline]
    fn find(&self, hash: u64, hash_of: impl Fn(u32) -> u64) -> usize {
        let mask = self.mask();
        // The low bits of a Zobrist hash are as random as any.
        let mut i = home(hash, mask);
        loop {
            let e = self.slots[i];
            if e == EMPTY || hash_of(e) == hash {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    /// The entry stored for `hash`.
    pub(super) fn get(&self, hash: u64, hash_of: impl Fn(u32) -> u64) -> Option<u32> {
        let e = self.slots[self.find(hash, hash_of)];
        (e != EMPTY).then_some(e)
    }

    /// Stores `entry` for `hash` (`hash_of(entry)` is `hash`, or the entry
    /// is not stored anywhere yet); returns the entry it replaces.
    #[inline]
    pub(super) fn insert(&mut self, hash: u64, entry: u32, hash_of: impl Fn(u32) -> u64) -> Option<u32> {
        let i = self.find(hash, &hash_of);
        let old = self.slots[i];
        self.slots[i] = entry;
        if old != EMPTY {
            return Some(old);
        }
        self.len += 1;
        if 2 * self.len > self.slots.len() {
            self.grow(hash, entry, hash_of);
        }
        None
    }

    /// Removes `hash`, keeping every other hash findable (the slots after
    /// it in its run move back where they may).
    pub(super) fn remove(&mut self, hash: u64, hash_of: impl Fn(u32) -> u64) {
        let mask = self.mask();
        let mut hole = self.find(hash, &hash_of);
        if self.slots[hole] == EMPTY {
            return;
        }
        self.len -= 1;
        let mut j = hole;
        loop {
            j = (j + 1) & mask;
            let e = self.slots[j];
            if e == EMPTY {
                break;
            }
            // The entry at `j` may fill the hole unless its home lies
            // (cyclically) after the hole and up to `j`.
            let home = home(hash_of(e), mask);
            let stays = if hole <= j { hole < home && home <= j } else { hole < home || home <= j };
            if !stays {
                self.slots[hole] = e;
                hole = j;
            }
        }
        self.slots[hole] = EMPTY;
    }

    /// Doubles the table; `entry`, just stored for `hash`, may not be known
    /// to `hash_of` yet.
    #[cold]
    #[inline(never)]
    fn grow(&mut self, hash: u64, entry: u32, hash_of: impl Fn(u32) -> u64) {
        let bigger = vec![EMPTY; 2 * self.slots.len()];
        let old = std::mem::replace(&mut self.slots, bigger);
        let hash_of = |e: u32| if e == entry { hash } else { hash_of(e) };
        for e in old {
            if e != EMPTY {
                let i = self.find(hash_of(e), hash_of);
                self.slots[i] = e;
            }
        }
    }

    /// Bytes of the table, for figures.
    pub(super) fn memory_bytes(&self) -> usize {
        self.slots.capacity() * std::mem::size_of::<u32>()
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
        let mut index = Index::with_room(0);
        let mut model: HashMap<u64, u32> = HashMap::new();
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut keys = Vec::new();
        // The hash of each entry number (the entry number is the step).
        let mut hashes: Vec<u64> = Vec::new();
        for step in 0..20_000u32 {
            let r = next();
            // Few distinct low bits make long runs that wrap around.
            let key = if r % 3 == 0 { r & 0xFFFF_0000_0000_00FF } else { r };
            hashes.push(key);
            let hash_of = |e: u32| hashes[e as usize];
            if r % 5 == 0 && !keys.is_empty() {
                let k = keys.swap_remove(usize::try_from(r % keys.len() as u64).unwrap_or(0));
                index.remove(k, hash_of);
                model.remove(&k);
            } else {
                assert_eq!(index.insert(key, step, hash_of), model.insert(key, step));
                keys.push(key);
            }
            if step % 997 == 0 {
                for (&k, &v) in &model {
                    assert_eq!(index.get(k, hash_of), Some(v));
                }
                assert_eq!(index.len, model.len());
            }
        }
        let hash_of = |e: u32| hashes[e as usize];
        for &k in &keys {
            assert_eq!(index.get(k, hash_of), model.get(&k).copied());
        }
        assert_eq!(index.get(0x1234, hash_of), model.get(&0x1234).copied());
    }
}
