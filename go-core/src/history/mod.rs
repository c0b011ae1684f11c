//! The positions of a game since its superko history last started, for ko,
//! superko and long-cycle checks, and the moves that led between them, for
//! undo: KataGo's `BoardHistory` without the session (seats, clocks and the
//! counting protocol are the game's).
//!
//! Nothing is copied per move. Each position keeps its Zobrist hash, who
//! moves after it, what created it, and where the last removal of stones
//! and the last pass lie; each move keeps the board's `RecordedMove` (24
//! bytes) and the stones it removed go to one shared [`RemovalLog`]. The
//! positions of equal hash are chained newest first from an index keyed by
//! the hash itself (Zobrist keys are uniformly random, so they are their
//! own hash).
//!
//! Superko stays exact (RULES.md section 3): a hash only names a candidate
//! earlier position; the candidate is then rebuilt by walking the moves
//! back from the current board (each move's stone lifted, its removed
//! stones put back) and compared point by point with the position the move
//! would make, so a hash collision can never refuse a legal move. Walks are
//! short in practice: a candidate is a genuine repetition (a ko fight goes
//! back two moves) or a collision. They are short in every case too: every
//! [`SNAPSHOT_EVERY`] positions the board's points are kept, and a walk
//! starts from the nearest kept position at or after the candidate, so
//! that a game whose positions repeat far apart (a long record of moves on
//! occupied points, replayed tolerantly) costs no more per move than a
//! short one.
//!
//! Most stone plays need no look-up at all. A stone on a point that no
//! stone has ever stood on since the history started cannot recreate an
//! earlier position, in all of which the point was empty; only a play on a
//! point that once held a stone, or a suicide, is looked up. And a play
//! that removes no stones can only repeat a position from before the last
//! removal, since between removals stones only accumulate.

mod index;

use crate::base::codes::Coded;
use crate::base::{BoardSize, Color, IllegalMove, Move, Point};
use crate::board::{Board, RecordedMove, RemovalLog, SimpleKo};
use crate::rules::{KoRule, Suicide};

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

/// No entry: the end of a chain of equal hashes, or no pass yet.
const NONE: u32 = u32::MAX;

/// Every this many positions the history keeps the board's points, so that
/// rebuilding an earlier position walks at most this many moves back.
/// Found from outside: a 3.6 MB record of 600,000 moves on occupied points
/// took GTP's `loadsgf` 283 s, each move's cycle check walking back to a
/// repetition hundreds of thousands of moves old. A kept position costs
/// the board's area in bytes (under 1.5 bytes a move on 19x19) and its
/// copy about a microsecond; at 64 that copy made a 250-move game a third
/// slower to play through `Game::play` (criterion, warm games).
const SNAPSHOT_EVERY: usize = 256;

/// One position of the history: 16 bytes.
#[derive(Clone, Copy, Debug)]
struct Entry {
    hash: u64,
    /// The next older entry with the same hash, or `NONE`.
    older_same_hash: u32,
    /// Stones on the board (both colours; at most 52 x 52).
    stones: u16,
    /// The side to move after the position and its creator, packed
    /// ([`Entry::meta`]), and [`FIRST_STONE`].
    meta: u8,
}

/// Set in [`Entry::meta`] when the play that created the entry put the
/// first stone of the history on its point (undo then forgets that a stone
/// stood there).
const FIRST_STONE: u8 = 1 << 4;

impl Entry {
    /// Packs the side to move (bit 0: White), the creator's kind (bits 1-2:
    /// start, play, pass) and colour (bit 3: White) in one byte; bit 4 is
    /// left for [`FIRST_STONE`].
    fn meta(to_move: Color, creator: Creator) -> u8 {
        let white = |c: Color| u8::from(c == Color::White);
        let kind = match creator {
            Creator::Start => 0,
            Creator::Play(c) => 2 | (white(c) << 3),
            Creator::Pass(c) => 4 | (white(c) << 3),
        };
        white(to_move) | kind
    }

    fn to_move(self) -> Color {
        if self.meta & 1 == 0 { Color::Black } else { Color::White }
    }

    fn creator(&self) -> Creator {
        let color = if self.meta & 8 == 0 { Color::Black } else { Color::White };
        match (self.meta >> 1) & 3 {
            1 => Creator::Play(color),
            2 => Creator::Pass(color),
            _ => Creator::Start,
        }
    }
}

use index::Index;

/// How [`History::play`] puts a move on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Placing {
    /// As it is: the caller checked it, or a tolerant replay applies it
    /// whatever the rules say.
    AsChecked,
    /// Checked by the board on the way, against these suicide and simple-ko
    /// rules ([`Board::play_recorded_legal`]): for a play that needs no
    /// superko look-up ([`History::needs_lookup`]).
    Legal(Suicide, SimpleKo),
    /// A tolerant replay of a move on an occupied point (RULES.md section
    /// 3): the stone there is taken off first.
    Replace,
}

/// The history of positions since the superko history last started, with
/// the moves between them.
#[derive(Clone, Debug)]
pub(crate) struct History {
    entries: Vec<Entry>,
    /// The entries whose creation removed stones, oldest first (few: a
    /// list, not a field of every entry).
    removals: Vec<u32>,
    /// The entries created by a pass, oldest first.
    passes: Vec<u32>,
    /// The entries whose side to move [`History::set_to_move`] changed,
    /// oldest first, each with the side it had before (rare: GTP's play
    /// for the colour not to move, SGF's `PL`). The situation with that
    /// side to move occurred too: situational superko and the long-cycle
    /// count judge the entry under every side it had.
    switched: Vec<(u32, Color)>,
    /// Entry `i + 1` was made by `steps[i]`: the board's record of the move.
    steps: Vec<RecordedMove>,
    /// The moves (indexes into `steps`) whose point held a stone that a
    /// tolerant replay took off first, with that stone's colour (rare).
    replaced: Vec<(u32, Color)>,
    log: RemovalLog,
    /// The newest entry of each hash.
    index: Index,
    /// Per point (row-major), whether a stone has stood there since the
    /// history started.
    occupied: Vec<bool>,
    /// Per number of stones, the first entry with that many, or `NONE`.
    first_with_stones: Vec<u32>,
    /// The entries whose index is a positive multiple of
    /// [`SNAPSHOT_EVERY`], oldest first: their boards' points are kept.
    snapshots: Vec<u32>,
    /// The kept boards' points, row-major colour codes (0 empty, 1 Black, 2
    /// White), one board's area after another, in `snapshots`' order.
    snapshot_points: Vec<u8>,
    /// The moves (indexes into `steps`) below this one cannot be taken back
    /// on the board: a tolerant replay on an occupied point rebuilt the
    /// board ([`Board::set`]) after them, and their records describe the
    /// board's inner lists as they were before (undo then builds the board
    /// again from the position before the move).
    stale_below: u32,
}

impl History {
    /// A history starting at `board` with `to_move` to move.
    pub(crate) fn new(board: &Board, to_move: Color) -> History {
        let size = board.size();
        let room = size.area().min(128) + 1;
        let mut h = History {
            entries: Vec::with_capacity(room),
            removals: Vec::new(),
            passes: Vec::new(),
            switched: Vec::new(),
            steps: Vec::with_capacity(room),
            replaced: Vec::new(),
            // A game removes stones in proportion to its moves: room from
            // the start saves the doublings of a growing list.
            log: RemovalLog::with_capacity(room),
            // Room for a whole game of about one move per point: no growth
            // (a rehash of every entry) in most games.
            index: Index::with_room(size.area() + 1),
            occupied: size.points().map(|p| board.get(p).is_some()).collect(),
            first_with_stones: vec![NONE; size.area() + 2],
            snapshots: Vec::new(),
            snapshot_points: Vec::new(),
            stale_below: 0,
        };
        h.add_entry(board, to_move, Creator::Start, false, false);
        h
    }

    /// Number of positions kept (the start included).
    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }

    /// Bytes the history uses (its own size and its heap), for figures.
    pub(crate) fn memory_bytes(&self) -> usize {
        std::mem::size_of::<History>()
            + self.entries.capacity() * std::mem::size_of::<Entry>()
            + self.steps.capacity() * std::mem::size_of::<RecordedMove>()
            + self.replaced.capacity() * std::mem::size_of::<(u32, Color)>()
            + self.log.len() * std::mem::size_of::<Point>()
            + self.index.memory_bytes()
            + self.occupied.capacity()
            + (self.removals.capacity() + self.passes.capacity()) * std::mem::size_of::<u32>()
            + self.switched.capacity() * std::mem::size_of::<(u32, Color)>()
            + self.snapshots.capacity() * std::mem::size_of::<u32>()
            + self.snapshot_points.capacity()
    }

    /// The newest entry whose creation removed stones, or 0.
    fn last_removal(&self) -> u32 {
        self.removals.last().copied().unwrap_or(0)
    }

    /// Records `board` as the newest position, with `to_move` to move,
    /// made by `creator`; `removed` when the move removed stones (or
    /// replaced one), `first_stone` when its stone was the first on its
    /// point.
    #[inline(always)]
    fn add_entry(&mut self, board: &Board, to_move: Color, creator: Creator, removed: bool, first_stone: bool) {
        let hash = board.hash();
        let i = u32::try_from(self.entries.len()).unwrap_or(NONE);
        let entries = &self.entries;
        let older_same_hash = self.index.insert(hash, i, |e| entries[e as usize].hash).unwrap_or(NONE);
        let stones = stones_of(board);
        if let Some(first) = self.first_with_stones.get_mut(usize::from(stones))
            && *first == NONE
        {
            *first = i;
        }
        if removed {
            self.removals.push(i);
        }
        if matches!(creator, Creator::Pass(_)) {
            self.passes.push(i);
        }
        let meta = Entry::meta(to_move, creator) | if first_stone { FIRST_STONE } else { 0 };
        self.entries.push(Entry { hash, older_same_hash, stones, meta });
        if i != NONE && i > 0 && (i as usize).is_multiple_of(SNAPSHOT_EVERY) {
            self.snapshots.push(i);
            self.snapshot_points.extend(board.size().points().map(|p| code_of(board.get(p))));
        }
    }

    /// Makes `mv` for `color` on `board` as `placing` says and records the
    /// new position, with `to_move` to move after it. Returns the board's
    /// record of the move; the stones it removed are [`History::removed`].
    ///
    /// # Errors
    /// As [`Board::play_recorded`], or under [`Placing::Legal`] as
    /// [`Board::play_recorded_legal`]; nothing is changed.
    #[inline(always)]
    pub(crate) fn play(
        &mut self,
        board: &mut Board,
        color: Color,
        mv: Move,
        to_move: Color,
        placing: Placing,
    ) -> Result<RecordedMove, IllegalMove> {
        let replaced = match (placing, mv) {
            (Placing::Replace, Move::Play(p)) => {
                let old = board.get(p);
                if old.is_some() {
                    // The ko point stays (it is never `p`, which holds a
                    // stone), so that the move's record, and an undo of
                    // it, restore the ko as it was before the move.
                    board.set_keeping_ko(p, None).map_err(|_| IllegalMove::Occupied(p))?;
                    // The board was rebuilt: the moves so far can no
                    // longer be taken back on it.
                    self.stale_below = u32::try_from(self.steps.len()).unwrap_or(NONE);
                }
                old
            }
            _ => None,
        };
        let made = match placing {
            Placing::Legal(suicide, ko) => board.record_checked(color, mv, Some((suicide, ko)), &mut self.log),
            Placing::AsChecked | Placing::Replace => board.record(color, mv, &mut self.log),
        };
        let delta = match made {
            Ok(d) => d,
            Err(e) => {
                if let (Some(old), Move::Play(p)) = (replaced, mv) {
                    let _ = board.set_keeping_ko(p, Some(old));
                }
                return Err(e);
            }
        };
        let step = u32::try_from(self.steps.len()).unwrap_or(NONE);
        let mut first_stone = false;
        if let Move::Play(p) = mv
            && let Some(i) = board.size().index_of(p)
            && !self.occupied[i]
        {
            self.occupied[i] = true;
            first_stone = true;
        }
        if let Some(old) = replaced {
            self.replaced.push((step, old));
        }
        let creator = match mv {
            Move::Play(_) => Creator::Play(color),
            Move::Pass => Creator::Pass(color),
        };
        let removed = !delta.removed_range().is_empty() || replaced.is_some();
        self.steps.push(delta);
        self.add_entry(board, to_move, creator, removed, first_stone);
        Ok(delta)
    }

    /// The stones the move of `delta` removed (see [`RemovalLog::removed`]).
    pub(crate) fn removed(&self, delta: &RecordedMove) -> &[Point] {
        self.log.removed_by(delta)
    }

    /// Whether the newest `n` moves can be taken back on the board (there
    /// are as many since the history started).
    pub(crate) fn can_undo(&self, n: usize) -> bool {
        n <= self.steps.len()
    }

    /// Takes the newest move back on `board`: by the board's own undo, or
    /// for a move made before a rebuild of the board (see `stale_below`)
    /// by building the board again from the position before it, which
    /// the nearest kept position gives in at most [`SNAPSHOT_EVERY`] steps.
    /// `false` (nothing changed) when there is none since the history
    /// started or the board is not where that move left it (the caller
    /// then replays the game instead).
    pub(crate) fn undo(&mut self, board: &mut Board) -> bool {
        let Some(delta) = self.steps.last().copied() else { return false };
        let step = u32::try_from(self.steps.len() - 1).unwrap_or(NONE);
        let stale = step < self.stale_below;
        if stale {
            // The move's record describes the board's lists before a
            // rebuild: the board is built again from the position before
            // the move (the replaced stone, if any, included), found from
            // the nearest kept position.
            let before = self.entries.len() - 2;
            let colors: Vec<Option<Color>> = self.position(board, before).into_iter().map(color_of_code).collect();
            if board.undo_by_rebuild(&delta, &mut self.log, &colors, self.entries[before].hash).is_err() {
                return false;
            }
            // Every move left was recorded before this rebuild.
            self.stale_below = step;
        } else if board.take_back(&delta, &mut self.log).is_err() {
            return false;
        }
        if let Move::Play(p) = delta.mv() {
            if self.replaced.last().is_some_and(|&(s, _)| s == step)
                && let Some((_, old)) = self.replaced.pop()
                && !stale
            {
                let _ = board.set_keeping_ko(p, Some(old));
            }
            if self.entries.last().is_some_and(|e| e.meta & FIRST_STONE != 0)
                && let Some(i) = board.size().index_of(p)
            {
                self.occupied[i] = false;
            }
        }
        self.steps.pop();
        if let Some(&e) = self.entries.last() {
            let i = u32::try_from(self.entries.len() - 1).unwrap_or(NONE);
            if let Some(first) = self.first_with_stones.get_mut(usize::from(e.stones))
                && *first == i
            {
                *first = NONE;
            }
            // The index reads the newest entry's hash: it goes after.
            let entries = &self.entries;
            let hash_of = |k: u32| entries[k as usize].hash;
            if e.older_same_hash == NONE {
                self.index.remove(e.hash, hash_of);
            } else {
                self.index.insert(e.hash, e.older_same_hash, hash_of);
            }
            if self.removals.last() == Some(&i) {
                self.removals.pop();
            }
            if self.passes.last() == Some(&i) {
                self.passes.pop();
            }
            while self.switched.last().is_some_and(|&(k, _)| k == i) {
                self.switched.pop();
            }
            if self.snapshots.last() == Some(&i) {
                self.snapshots.pop();
                self.snapshot_points.truncate(self.snapshots.len() * board.size().area());
            }
            self.entries.pop();
        }
        true
    }

    /// Sets the side to move after the newest position (SGF's `PL`, GTP's
    /// play for either colour): situational superko and the long-cycle
    /// count then judge it under that side, and under the side it had
    /// before as well (found from outside: under situational superko, a
    /// position whose side to move GTP's play for the other colour changed
    /// was forgotten with the side that had been to move, so that a later
    /// move could recreate that situation).
    pub(crate) fn set_to_move(&mut self, to_move: Color) {
        let i = u32::try_from(self.entries.len().saturating_sub(1)).unwrap_or(NONE);
        if let Some(e) = self.entries.last_mut() {
            let before = e.to_move();
            if before != to_move && !self.switched.contains(&(i, before)) {
                self.switched.push((i, before));
            }
            e.meta = Entry::meta(to_move, e.creator()) | (e.meta & FIRST_STONE);
        }
    }

    /// Whether entry `i`'s situation occurred with `side` to move: its side
    /// to move now, or one it had before [`History::set_to_move`] changed
    /// it.
    fn had_to_move(&self, i: usize, side: Color) -> bool {
        self.entries[i].to_move() == side || self.switched.iter().rev().any(|&(k, c)| k as usize == i && c == side)
    }

    /// Whether a stone play by the side to move on `p` needs the history
    /// at all under `ko` before it is made: under simple ko only right
    /// after a move that replaced a stone ([`History::newest_replaced`]:
    /// otherwise the board's ko point decides); under a superko rule only for a point off
    /// the board (refused either way), a point a stone has stood on since
    /// the history started, or any point when (multi-stone) suicide is
    /// allowed. Any other play puts a stone where every earlier position
    /// had none and removes none of the mover's stones, so it repeats
    /// nothing.
    pub(crate) fn needs_lookup(&self, size: BoardSize, ko: KoRule, p: Point, suicide_allowed: bool) -> bool {
        match ko {
            KoRule::Simple => self.newest_replaced(),
            _ => suicide_allowed || size.index_of(p).is_none_or(|i| self.ever_occupied(i)),
        }
    }

    /// Whether a stone has stood on `p` since the history started.
    pub(crate) fn ever_occupied(&self, index: usize) -> bool {
        self.occupied.get(index).copied().unwrap_or(true)
    }

    /// Whether a stone play by `mover` on `p`, which `board` accepts (on
    /// the board, empty, not a forbidden suicide), repeats an earlier
    /// position that the superko rule `ko` forbids (positional: any;
    /// situational: with the same side to move; natural situational: one
    /// the mover created by a play). `suicide_allowed` says whether the
    /// rules let a (multi-stone) suicide be played. The simple-ko rule is
    /// not checked here: the board's ([`crate::board::SimpleKo`]), or
    /// [`History::repeats_own_previous`] after a replacement.
    pub(crate) fn repeats(&self, board: &Board, ko: KoRule, mover: Color, p: Point, suicide_allowed: bool) -> bool {
        if ko == KoRule::Simple || !self.needs_lookup(board.size(), ko, p, suicide_allowed) {
            return false;
        }
        let on_old_point = board.size().index_of(p).is_some_and(|i| self.ever_occupied(i));
        let n = self.entries.len();
        if !suicide_allowed && !board.captures_at(mover, p) {
            // A play that removes nothing adds a stone: it can only repeat
            // a position from before the last removal with one stone more
            // than now (RULES.md section 3's bound).
            let first = self.first_with_stones.get(usize::from(stones_of(board)) + 1).copied().unwrap_or(NONE);
            if first == NONE || first >= self.last_removal() {
                return false;
            }
        }
        let Ok(effect) = board.analyze(mover, p) else { return false };
        let suicide = effect.suicide > 0;
        if !on_old_point && !suicide {
            return false;
        }
        let removes = effect.captured > 0 || suicide;
        let bound = if removes { n } else { self.last_removal() as usize };
        let mut after: Option<Vec<u8>> = None;
        let mut candidate = self.index.get(effect.hash_after, |e| self.entries[e as usize].hash).unwrap_or(NONE);
        while candidate != NONE {
            let i = candidate as usize;
            let e = &self.entries[i];
            candidate = e.older_same_hash;
            if i >= bound {
                continue;
            }
            let counts = match ko {
                KoRule::SituationalSuperko => self.had_to_move(i, mover.opponent()),
                KoRule::NaturalSituationalSuperko => e.creator() == Creator::Play(mover),
                _ => true,
            };
            if !counts {
                continue;
            }
            let after = after.get_or_insert_with(|| {
                let mut b = board.clone();
                let _ = b.play(mover, p);
                b.grid().codes().into_vec()
            });
            if self.position(board, i) == *after {
                return true;
            }
        }
        false
    }

    /// Whether the newest move replaced a stone (a tolerant replay on an
    /// occupied point, RULES.md section 3). The board's ko point then does
    /// not decide simple ko for the next move: it describes a capture whose
    /// recapture cannot recreate the position before the replacement, and
    /// a replacement may remove a stone without one being captured. The
    /// game then asks [`History::repeats_own_previous`] instead.
    pub(crate) fn newest_replaced(&self) -> bool {
        let n = self.steps.len();
        n > 0 && self.replaced.last().is_some_and(|&(s, _)| s as usize + 1 == n)
    }

    /// Simple ko checked exactly (RULES.md section 3): whether `mover`
    /// playing at `p`, which `board` accepts, recreates the position that
    /// stood right after `mover`'s own previous move (a play or a pass) in
    /// this history. `false` when `mover` has not moved since the history
    /// started. A hash names the candidate; the position rebuilt from the
    /// moves confirms it.
    pub(crate) fn repeats_own_previous(&self, board: &Board, mover: Color, p: Point) -> bool {
        let own = |e: &Entry| matches!(e.creator(), Creator::Play(c) | Creator::Pass(c) if c == mover);
        let Some(i) = self.entries.iter().rposition(own) else { return false };
        let Ok(effect) = board.analyze(mover, p) else { return false };
        if self.entries[i].hash != effect.hash_after {
            return false;
        }
        let mut after = board.clone();
        let _ = after.play(mover, p);
        self.position(board, i) == after.grid().codes().into_vec()
    }

    /// How many times the newest situation (position and side to move) has
    /// occurred since the last pass, the newest included, counted up to 3
    /// (the long-cycle rule under simple ko, RULES.md section 3).
    pub(crate) fn occurrences_since_last_pass(&self, board: &Board) -> usize {
        let n = self.entries.len();
        let last = &self.entries[n - 1];
        // The newest pass before the newest entry bounds the search.
        let newest_pass_before = n.checked_sub(2).and_then(|s| self.passes.iter().rev().find(|&&p| p as usize <= s));
        let since = newest_pass_before.map_or(0, |&s| s as usize + 1);
        let mut count = 1;
        let mut now: Option<Vec<u8>> = None;
        let mut candidate = last.older_same_hash;
        while candidate != NONE && count < 3 {
            let i = candidate as usize;
            let e = &self.entries[i];
            candidate = e.older_same_hash;
            if i < since {
                // The pass itself, when a play for the other colour then
                // changed its side to move: that situation arose after the
                // pass, and counts (found by the property test against the
                // reference model).
                let switched_after_pass = i + 1 == since && self.switched.iter().any(|&(k, _)| k as usize == i);
                if switched_after_pass && e.to_move() == last.to_move() {
                    let now = now.get_or_insert_with(|| board.grid().codes().into_vec());
                    if self.position(board, i) == *now {
                        count += 1;
                    }
                }
                break;
            }
            if !self.had_to_move(i, last.to_move()) {
                continue;
            }
            let now = now.get_or_insert_with(|| board.grid().codes().into_vec());
            if self.position(board, i) == *now {
                count += 1;
            }
        }
        count
    }

    /// The position of entry `i`, row-major colour codes, rebuilt by
    /// walking the moves back from the nearest kept position at or after
    /// it ([`SNAPSHOT_EVERY`]), or from `board` (the newest position).
    fn position(&self, board: &Board, i: usize) -> Vec<u8> {
        let size = board.size();
        let kept = self.snapshots.partition_point(|&k| (k as usize) < i);
        let area = size.area();
        let (mut grid, end) = match self.snapshots.get(kept) {
            Some(&k) => (self.snapshot_points[kept * area..(kept + 1) * area].to_vec(), k as usize),
            None => (board.grid().codes().into_vec(), self.steps.len()),
        };
        let set = |grid: &mut Vec<u8>, p: Point, v: u8| {
            if let Some(k) = size.index_of(p) {
                grid[k] = v;
            }
        };
        let code = |c: Color| code_of(Some(c));
        // The replaced stones of the moves walked, found by walking their
        // list (in move order) back alongside.
        let mut r = self.replaced.partition_point(|&(s, _)| (s as usize) < end);
        for k in (i..end).rev() {
            let delta = &self.steps[k];
            while r > 0 && self.replaced[r - 1].0 as usize > k {
                r -= 1;
            }
            let Move::Play(p) = delta.mv() else { continue };
            let color = delta.color();
            let removed = self.log.removed_by(delta);
            if delta.is_suicide() {
                for &q in removed {
                    set(&mut grid, q, code(color));
                }
            } else {
                for &q in removed {
                    set(&mut grid, q, code(color.opponent()));
                }
            }
            let replaced = r.checked_sub(1).map(|j| self.replaced[j]).filter(|&(s, _)| s as usize == k).map(|(_, c)| c);
            set(&mut grid, p, replaced.map_or(0, code));
        }
        grid
    }
}

/// A point's colour code in a rebuilt or kept position: 0 empty, else the
/// colour's stable code ([`Color::code`]: 1 Black, 2 White; as
/// [`crate::Grid::codes`] gives them).
fn code_of(c: Option<Color>) -> u8 {
    c.map_or(0, |c| u8::try_from(c.code()).unwrap_or(0))
}

/// The colour of a point's code in a rebuilt or kept position
/// ([`code_of`]'s inverse; 0, or any other code, reads as empty).
fn color_of_code(code: u8) -> Option<Color> {
    Color::from_code(u16::from(code))
}

/// The stones on `board`, both colours (at most 52 x 52, so a `u16`).
fn stones_of(board: &Board) -> u16 {
    let n = board.stone_count(Color::Black) + board.stone_count(Color::White);
    u16::try_from(n).unwrap_or(u16::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_takes_16_bytes_and_a_move_24() {
        assert_eq!(std::mem::size_of::<Entry>(), 16);
        assert_eq!(std::mem::size_of::<RecordedMove>(), 24);
        for to_move in Color::ALL {
            for creator in [Creator::Start, Creator::Play(Color::Black), Creator::Pass(Color::White)] {
                let e = Entry { hash: 0, older_same_hash: 0, stones: 0, meta: Entry::meta(to_move, creator) };
                assert_eq!((e.to_move(), e.creator()), (to_move, creator));
            }
        }
    }
}
