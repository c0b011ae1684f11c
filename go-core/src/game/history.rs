//! The positions of a game, for ko, superko and long-cycle checks.
//!
//! Every position since the start of the superko history is kept packed (two
//! bits a point) with its hash, the side to move after it and what created it.
//! A repetition is found by hash first, then verified against the real earlier
//! position, so a hash collision can never refuse a legal move. A position
//! cannot recur before the last removal of stones (without removals stones
//! only accumulate), which bounds the search.

use crate::board::Board;
use crate::color::Color;
use crate::rules::KoRule;

/// What created a position of the history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Creator {
    /// The start of the history (setup and handicap stones).
    Start,
    /// A stone play by this colour.
    Play(Color),
    /// A pass by this colour.
    Pass(Color),
}

#[derive(Clone, Debug)]
struct Entry {
    hash: u64,
    to_move: Color,
    creator: Creator,
    /// Index of the latest entry (this one included) whose creation removed
    /// stones, or 0.
    last_removal: usize,
}

/// The history of positions since the superko history last started.
#[derive(Clone, Debug)]
pub(crate) struct History {
    words: usize,
    packed: Vec<u64>,
    entries: Vec<Entry>,
}

impl History {
    /// A history starting at `board` with `to_move` to move.
    pub(crate) fn new(board: &Board, to_move: Color) -> History {
        let mut h = History { words: board.words_per_position(), packed: Vec::new(), entries: Vec::new() };
        board.pack_into(&mut h.packed);
        h.entries.push(Entry { hash: board.hash(), to_move, creator: Creator::Start, last_removal: 0 });
        h
    }

    /// Number of positions kept.
    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }

    /// Appends the position now on `board`.
    pub(crate) fn push(&mut self, board: &Board, to_move: Color, creator: Creator, removed_stones: bool) {
        board.pack_into(&mut self.packed);
        let last_removal =
            if removed_stones { self.entries.len() } else { self.entries.last().map_or(0, |e| e.last_removal) };
        self.entries.push(Entry { hash: board.hash(), to_move, creator, last_removal });
    }

    /// Drops the newest position; never the first.
    pub(crate) fn pop(&mut self) {
        if self.entries.len() > 1 {
            self.entries.pop();
            self.packed.truncate(self.entries.len() * self.words);
        }
    }

    /// The packed position `i`.
    pub(crate) fn packed(&self, i: usize) -> &[u64] {
        &self.packed[i * self.words..(i + 1) * self.words]
    }

    /// Whether a stone play by `mover` that leads from the newest position to
    /// `after` (hash `after_hash`, `removes` telling whether it removes
    /// stones) breaks `ko`. `after` is computed only when a hash matches.
    pub(crate) fn violates(
        &self,
        ko: KoRule,
        mover: Color,
        after_hash: u64,
        removes: bool,
        after: impl FnOnce() -> Vec<u64>,
    ) -> bool {
        let n = self.entries.len();
        let candidates = match ko {
            KoRule::Simple => {
                // The position right after the mover's previous move.
                if n >= 2 && self.entries[n - 1].creator != Creator::Start { n - 2..n - 1 } else { 0..0 }
            }
            _ => 0..if removes { n } else { self.entries[n - 1].last_removal },
        };
        let mut after = Some(after);
        let mut after_packed: Option<Vec<u64>> = None;
        for s in candidates {
            let e = &self.entries[s];
            if e.hash != after_hash {
                continue;
            }
            let counts = match ko {
                KoRule::Simple | KoRule::PositionalSuperko => true,
                KoRule::SituationalSuperko => e.to_move == mover.opponent(),
                KoRule::NaturalSituationalSuperko => e.creator == Creator::Play(mover),
            };
            if !counts {
                continue;
            }
            if after_packed.is_none() {
                after_packed = after.take().map(|f| f());
            }
            if after_packed.as_deref() == Some(self.packed(s)) {
                return true;
            }
        }
        false
    }

    /// How many times the newest situation (position and side to move) has
    /// occurred since the last pass, the newest included.
    pub(crate) fn occurrences_since_last_pass(&self) -> usize {
        let n = self.entries.len();
        let last = &self.entries[n - 1];
        let newest = self.packed(n - 1);
        let mut count = 0;
        for s in (0..n).rev() {
            let e = &self.entries[s];
            if s != n - 1 && matches!(e.creator, Creator::Pass(_)) {
                break;
            }
            if e.hash == last.hash && e.to_move == last.to_move && self.packed(s) == newest {
                count += 1;
            }
        }
        count
    }
}
