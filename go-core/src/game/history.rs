//! The positions of a game, for ko, superko and long-cycle checks.
//!
//! Every position since the start of the superko history is kept packed (two
//! bits a point) with its hash, the side to move after it and what created it.
//! A repetition is found by hash first, then verified against the real earlier
//! position, so a hash collision can never refuse a legal move. A position
//! cannot recur before the last removal of stones (without removals stones
//! only accumulate), which bounds the search.

use std::collections::HashMap;

use crate::base::Color;
use crate::board::Board;
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
    /// Index of the latest entry (this one included) created by a pass, or
    /// `None`.
    last_pass: Option<usize>,
}

/// The history of positions since the superko history last started.
#[derive(Clone, Debug)]
pub(crate) struct History {
    words: usize,
    packed: Vec<u64>,
    entries: Vec<Entry>,
    /// For each position hash, the indexes of the entries that have it, in
    /// increasing order: candidates in constant time however long the game.
    by_hash: HashMap<u64, Vec<u32>>,
}

impl History {
    /// A history starting at `board` with `to_move` to move.
    pub(crate) fn new(board: &Board, to_move: Color) -> History {
        let mut h = History {
            words: board.words_per_position(),
            packed: Vec::new(),
            entries: Vec::new(),
            by_hash: HashMap::new(),
        };
        board.pack_into(&mut h.packed);
        h.entries.push(Entry {
            hash: board.hash(),
            to_move,
            creator: Creator::Start,
            last_removal: 0,
            last_pass: None,
        });
        h.by_hash.entry(board.hash()).or_default().push(0);
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
        let index = u32::try_from(self.entries.len()).unwrap_or(u32::MAX);
        let last_pass = if matches!(creator, Creator::Pass(_)) {
            Some(self.entries.len())
        } else {
            self.entries.last().and_then(|e| e.last_pass)
        };
        self.entries.push(Entry { hash: board.hash(), to_move, creator, last_removal, last_pass });
        self.by_hash.entry(board.hash()).or_default().push(index);
    }

    /// Sets the side to move after the newest position (SGF's `PL`, GTP's
    /// play for either colour): situational superko and the long-cycle
    /// count then judge it under that side.
    pub(crate) fn set_to_move(&mut self, to_move: Color) {
        if let Some(e) = self.entries.last_mut() {
            e.to_move = to_move;
        }
    }

    /// Drops the newest position; never the first.
    pub(crate) fn pop(&mut self) {
        if self.entries.len() > 1
            && let Some(e) = self.entries.pop()
        {
            self.packed.truncate(self.entries.len() * self.words);
            if let Some(list) = self.by_hash.get_mut(&e.hash) {
                list.pop();
                if list.is_empty() {
                    self.by_hash.remove(&e.hash);
                }
            }
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
        let range = match ko {
            KoRule::Simple => {
                // The position right after the mover's previous move.
                if n >= 2 && self.entries[n - 1].creator != Creator::Start { n - 2..n - 1 } else { 0..0 }
            }
            _ => 0..if removes { n } else { self.entries[n - 1].last_removal },
        };
        let Some(same_hash) = self.by_hash.get(&after_hash) else {
            return false;
        };
        let mut after = Some(after);
        let mut after_packed: Option<Vec<u64>> = None;
        for s in same_hash.iter().map(|&i| i as usize).filter(|i| range.contains(i)) {
            let e = &self.entries[s];
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
    /// occurred since the last pass, the newest included, counted up to 3.
    pub(crate) fn occurrences_since_last_pass(&self) -> usize {
        let n = self.entries.len();
        let last = &self.entries[n - 1];
        let newest = self.packed(n - 1);
        // The newest pass before the newest entry bounds the search.
        let since = n.checked_sub(2).and_then(|s| self.entries[s].last_pass).map_or(0, |s| s + 1);
        // Newest first; three occurrences are all a caller needs to know.
        self.by_hash.get(&last.hash).map_or(0, |list| {
            list.iter()
                .rev()
                .map(|&i| i as usize)
                .take_while(|&s| s >= since)
                .filter(|&s| self.entries[s].to_move == last.to_move && self.packed(s) == newest)
                .take(3)
                .count()
        })
    }
}
