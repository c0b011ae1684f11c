//! Phantom Go (RULES.md section 6): each player sees only their own stones
//! and what the referee revealed. The referee (this type) holds the real
//! game; a try that is illegal for a reason the player cannot see (an unseen
//! opponent stone, suicide, ko) is answered "illegal, try again" and the same
//! player moves again. Captures are announced to both sides. At the end the
//! full board is revealed and counted normally.

use crate::base::{ByColor, Color};
use crate::base::{GameError, IllegalMove, Seat, SetupError};
use crate::base::{GameResult, Phase};
use crate::board::Board;
use crate::game::{Event, Game};

use super::{AnnouncementKind, RefereeConvention};
use crate::base::{Move, Point};
use std::collections::HashSet;

/// One announcement of the referee, as logged for a side.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Announcement {
    /// To the player who tried: the try was illegal; the reason when the
    /// convention gives it. The same player moves again.
    Illegal {
        /// The point the player tried.
        tried: Point,
        /// The reason, under conventions that give it.
        reason: Option<IllegalMove>,
    },
    /// To the other player: the side to move made a move (its point stays
    /// hidden).
    Moved {
        /// Who moved.
        by: Color,
    },
    /// To both: a side passed.
    Passed {
        /// Who passed.
        by: Color,
    },
    /// To both: stones were captured, by a move or, where the rules allow
    /// suicide, removed by their own side's suicide (then counted as
    /// captured by the opponent, who is `by`).
    Captured {
        /// The side that captured (the opponent of a suicide's mover).
        by: Color,
        /// Number of stones taken.
        stones: u32,
        /// Their points, under [`RefereeConvention::CaptureWithPoints`].
        points: Option<Vec<Point>>,
    },
    /// To both, under [`RefereeConvention::AtariAnnouncements`] and above:
    /// stones of `color` are in atari after the move.
    Atari {
        /// The colour of the stones in atari.
        color: Color,
    },
    /// To both: the game ended during play (a move that ends it, a
    /// resignation, a departure, a time-out). An end by an agreed count
    /// comes after play, with the board revealed: it is the game's phase
    /// and result, not an announcement.
    GameOver {
        /// How it ended.
        result: GameResult,
    },
}

impl Announcement {
    /// The kind of this announcement as a stable code and name.
    #[must_use]
    pub const fn kind(&self) -> AnnouncementKind {
        match self {
            Announcement::Illegal { .. } => AnnouncementKind::Illegal,
            Announcement::Moved { .. } => AnnouncementKind::Moved,
            Announcement::Passed { .. } => AnnouncementKind::Passed,
            Announcement::Captured { .. } => AnnouncementKind::Captured,
            Announcement::Atari { .. } => AnnouncementKind::Atari,
            Announcement::GameOver { .. } => AnnouncementKind::GameOver,
        }
    }

    /// The colour the announcement is about: who moved, passed or captured,
    /// or whose stones are in atari; `None` for an illegal try (it concerns
    /// the player told) and for the end of the game (see
    /// [`Announcement::result`]).
    #[must_use]
    pub const fn color(&self) -> Option<Color> {
        match *self {
            Announcement::Moved { by } | Announcement::Passed { by } | Announcement::Captured { by, .. } => Some(by),
            Announcement::Atari { color } => Some(color),
            Announcement::Illegal { .. } | Announcement::GameOver { .. } => None,
        }
    }

    /// The point tried in vain, for an illegal try.
    #[must_use]
    pub const fn tried(&self) -> Option<Point> {
        match *self {
            Announcement::Illegal { tried, .. } => Some(tried),
            _ => None,
        }
    }

    /// Why a try was illegal, when the convention tells it.
    #[must_use]
    pub const fn reason(&self) -> Option<&IllegalMove> {
        match self {
            Announcement::Illegal { reason, .. } => reason.as_ref(),
            _ => None,
        }
    }

    /// The number of stones captured, for a capture.
    #[must_use]
    pub const fn stones(&self) -> Option<u32> {
        match *self {
            Announcement::Captured { stones, .. } => Some(stones),
            _ => None,
        }
    }

    /// The captured stones' points, row-major, for a capture under
    /// [`RefereeConvention::CaptureWithPoints`].
    #[must_use]
    pub fn points(&self) -> Option<&[Point]> {
        match self {
            Announcement::Captured { points, .. } => points.as_deref(),
            _ => None,
        }
    }

    /// How the game ended, for the end of the game.
    #[must_use]
    pub const fn result(&self) -> Option<GameResult> {
        match *self {
            Announcement::GameOver { result } => Some(result),
            _ => None,
        }
    }
}

/// The answer to a try ([`PhantomGame::try_move`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum TryOutcome {
    /// The move was made.
    Played {
        /// Opponent stones captured.
        captured: u32,
    },
    /// Illegal for a hidden reason: try again. The reason is given only
    /// under conventions that state it.
    TryAgain {
        /// The reason, if the convention tells it.
        reason: Option<IllegalMove>,
    },
}

impl TryOutcome {
    /// The opponent stones the move captured, when the try was played;
    /// `None` when the player must try again.
    #[must_use]
    pub const fn captured(&self) -> Option<u32> {
        match *self {
            TryOutcome::Played { captured } => Some(captured),
            TryOutcome::TryAgain { .. } => None,
        }
    }

    /// Why the try was refused, when it was and the convention tells it.
    #[must_use]
    pub const fn reason(&self) -> Option<&IllegalMove> {
        match self {
            TryOutcome::TryAgain { reason } => reason.as_ref(),
            TryOutcome::Played { .. } => None,
        }
    }
}

/// A Phantom Go referee as data ([`PhantomGame::record`],
/// [`PhantomGame::from_record`]): the game's record and what only the
/// referee keeps (the convention, the opponent stones each side has seen,
/// each side's announcements, the points refused this turn), so that a
/// referee travels whole (the Python module pickles it through JSON).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PhantomRecord {
    /// The referee's full game ([`Game::record`]).
    pub game: crate::GameRecord,
    /// The referee convention.
    pub convention: RefereeConvention,
    /// The opponent stones each side has seen (revealed and not captured
    /// since), row-major.
    pub seen: ByColor<Vec<Point>>,
    /// The announcements each side received, in order.
    pub logs: ByColor<Vec<Announcement>>,
    /// The points the side to move tried in vain this turn, in order.
    pub refused: Vec<Point>,
}

/// A Phantom Go referee over a [`Game`]: per-player views and announcement
/// logs.
#[derive(Clone, Debug)]
pub struct PhantomGame {
    game: Game,
    convention: RefereeConvention,
    /// Opponent stones each side has seen (revealed and not captured since),
    /// row-major.
    seen: ByColor<Vec<bool>>,
    logs: ByColor<Vec<Announcement>>,
    /// Points the side to move tried in vain this turn.
    refused: Vec<Point>,
}

impl PhantomGame {
    /// A referee over `game` (any rules, topology, Atari Go) with the given
    /// convention.
    ///
    /// # Errors
    /// [`SetupError::Incompatible`] when a side has more than one seat:
    /// Phantom Go is not played by teams (source document 000); and when
    /// the game still waits for a free handicap: the referee only takes
    /// moves, so Black places the handicap stones on the [`Game`] first
    /// ([`Game::place_free_handicap`]); each player sees only their own
    /// stones (RULES.md section 6), handicap stones included; when the game
    /// has a clock: the referee's tries are not timed, so a clock kept by
    /// the caller ends the game with [`PhantomGame::time_out`]. A game set
    /// up as Phantom Go under another convention is taken: the referee
    /// follows `convention`, and its record ([`crate::SgfCollection::from_phantom`])
    /// names that one.
    pub fn new(game: Game, convention: RefereeConvention) -> Result<PhantomGame, SetupError> {
        if game.table().is_team_game() {
            return Err(SetupError::Incompatible("Phantom Go cannot be played by a side with more than one seat"));
        }
        if game.time_control() != crate::game::TimeControl::None {
            return Err(SetupError::Incompatible(
                "the referee does not run the game's clock: keep the clock outside and call time_out",
            ));
        }
        if game.phase() == Phase::HandicapPlacement {
            return Err(SetupError::Incompatible(
                "the referee takes a game whose free handicap is placed: place it on the game first",
            ));
        }
        let n = game.board().size().area();
        Ok(PhantomGame {
            game,
            convention,
            seen: ByColor::new(vec![false; n], vec![false; n]),
            logs: ByColor::default(),
            refused: Vec::new(),
        })
    }

    /// A referee over `game` under the convention its setup names (a game
    /// set up as Phantom Go, [`Variant::Phantom`](crate::Variant::Phantom)),
    /// else the default [`RefereeConvention::IllegalOnly`]: the referee of
    /// a game rebuilt from its record (a pickle, JSON) goes on as it began
    /// (found from outside: such a referee fell back to the default and its
    /// SGF named another convention than the game's).
    ///
    /// # Errors
    /// As [`PhantomGame::new`].
    pub fn with_own_convention(game: Game) -> Result<PhantomGame, SetupError> {
        let convention = game.setup().variant.phantom().unwrap_or_default();
        PhantomGame::new(game, convention)
    }

    /// The referee as data: see [`PhantomRecord`].
    #[must_use]
    pub fn record(&self) -> PhantomRecord {
        let size = self.game.board().size();
        let seen =
            ByColor::from_fn(|c| size.points().zip(&self.seen[c]).filter(|&(_, &seen)| seen).map(|(p, _)| p).collect());
        PhantomRecord {
            game: self.game.record(),
            convention: self.convention,
            seen,
            logs: self.logs.clone(),
            refused: self.refused.clone(),
        }
    }

    /// The referee a [`PhantomRecord`] describes: its game rebuilt from its
    /// record ([`Game::from_record`]), refereed as [`PhantomGame::new`]
    /// takes it, with the record's views, logs and refused points.
    ///
    /// # Errors
    /// The errors of [`Game::from_record`] and of [`PhantomGame::new`]
    /// (as [`GameError::Setup`]); [`GameError::InvalidRefereeRecord`]
    /// when what the referee keeps does not fit its game (before
    /// 2026-12-06, `SetupError::Incompatible`, whose message spoke of
    /// options that cannot be combined): a seen point that holds no opponent stone of that side, or
    /// that no try of that side found (under [`RefereeConvention::IllegalOnly`]
    /// no stone is ever seen), a refused point or an announced point off the
    /// board, a refused point that holds a stone of the side to move, that
    /// the mover's announcements never tried or that is listed twice, a
    /// seen point listed twice,
    /// points refused in a game not being played; and (since 2026-12-07)
    /// announcements, seen points or refused points other than those a
    /// referee gives when the game is played again through it (each move
    /// by [`PhantomGame::try_move`] after the illegal tries its mover's log
    /// announces there, and the resignations, departures, time-outs and
    /// the count's events as the referee takes them), or a game event that
    /// no referee makes (a stone edited, a move replayed against the
    /// rules, a timed move, play resumed without a rejected count). Where
    /// the referee took over a game with moves made is read from the logs
    /// (each move it made announced once); a
    /// record without its first moves' announcements therefore reads as a
    /// referee that took over later, the same history. A record read from
    /// outside is checked so, and refused rather than shown wrong.
    pub fn from_record(record: &PhantomRecord) -> Result<PhantomGame, GameError> {
        let game = Game::from_record(&record.game)?;
        let mut referee = PhantomGame::new(game, record.convention)?;
        let board = referee.game.board();
        let size = board.size();
        let unfit = GameError::InvalidRefereeRecord;
        // A referee reveals a stone only to the player whose try found it,
        // under conventions that state the reason (found from outside: a
        // record could give a side every opponent stone under
        // `IllegalOnly`, which reveals none).
        let reveals = record.convention != RefereeConvention::IllegalOnly;
        // Each side's tried points, gathered once (a list searched per
        // seen or refused point was quadratic in a hostile record).
        let tried: ByColor<HashSet<Point>> =
            ByColor::from_fn(|color| record.logs[color].iter().filter_map(Announcement::tried).collect());
        for color in Color::ALL {
            let tried = |p: Point| tried[color].contains(&p);
            for &p in &record.seen[color] {
                let i = size.index_of(p).ok_or(unfit("a seen point lies off the board"))?;
                if board.get(p) != Some(color.opponent()) {
                    return Err(unfit("a seen point holds no opponent stone of that side"));
                }
                if !reveals || !tried(p) {
                    return Err(unfit("a seen point that no try of that side found under its convention"));
                }
                // Found from outside: a point listed twice was taken and
                // the list shortened, where a refused point listed twice
                // is refused.
                if referee.seen[color][i] {
                    return Err(unfit("a seen point listed twice"));
                }
                referee.seen[color][i] = true;
            }
            for a in &record.logs[color] {
                let points = a.tried().into_iter().chain(a.points().unwrap_or_default().iter().copied());
                if points.into_iter().any(|p| !size.contains(p)) {
                    return Err(unfit("an announced point lies off the board"));
                }
            }
        }
        if !record.refused.is_empty() && referee.game.phase() != Phase::Playing {
            return Err(unfit("points refused in a game not being played"));
        }
        let mover = referee.game.to_move();
        let mut refused_before = HashSet::new();
        for &p in &record.refused {
            // Each refused point was a try the mover's log announces, and a
            // point refused once is never refused again this turn.
            if !refused_before.insert(p) {
                return Err(unfit("a point refused twice in one turn"));
            }
            if !tried[mover].contains(&p) {
                return Err(unfit("a refused point that the mover's announcements never tried"));
            }
            if !size.contains(p) {
                return Err(unfit("a refused point lies off the board"));
            }
            // An opponent stone found by the try may be seen since (under
            // conventions that reveal it); the mover's own stone never is
            // a try.
            if board.get(p) == Some(mover) {
                return Err(unfit("a refused point holds a stone of the side to move"));
            }
        }
        // The announcements, the views and the refused points must be what
        // a referee gives for this game: the game is played again through
        // a referee, each side's announced illegal tries made where its
        // log has them (found from outside: invented announcements, a
        // capture of 4,294,967,295 stones, were taken and shown back).
        let replayed = PhantomGame::replayed(record)?;
        if replayed.logs != record.logs {
            return Err(unfit("announcements that the game's moves and tries do not give"));
        }
        if replayed.seen != referee.seen {
            return Err(unfit("seen points that the game's tries do not give"));
        }
        if replayed.refused != record.refused {
            return Err(unfit("refused points that the game's tries do not give"));
        }
        Ok(replayed)
    }

    /// The referee that plays `record`'s game again from the point the
    /// referee took it over: the events before (a game handed over with
    /// moves made, a free handicap placed) replayed on the game alone; from
    /// there each move made by [`PhantomGame::try_move`], a resignation,
    /// a departure or a time-out by the referee's own calls, and the events
    /// of the count on the revealed game, each event during play after the
    /// illegal tries that the log of the side to move announces at that
    /// point (and such tries after the last). Where the referee took over is
    /// read from the logs: each move it made is announced once (a pass to
    /// both, a stone to the opponent), so the last that many moves are its
    /// own; with none, the end of the game when the logs announce one, else
    /// the end of the record. The logs, views and refused points are the
    /// caller's to compare.
    fn replayed(record: &PhantomRecord) -> Result<PhantomGame, GameError> {
        let unfit = GameError::InvalidRefereeRecord;
        let events = &record.game.events;
        let count = |log: &[Announcement], kind: AnnouncementKind| log.iter().filter(|a| a.kind() == kind).count();
        let own_moves = count(&record.logs.black, AnnouncementKind::Moved)
            + count(&record.logs.white, AnnouncementKind::Moved)
            + count(&record.logs.black, AnnouncementKind::Passed);
        let moves: Vec<usize> = (0..events.len()).filter(|&i| events[i].is_move()).collect();
        let ends = |e: &Event| matches!(e, Event::Resign { .. } | Event::TimeOut { .. } | Event::Leave { .. });
        let start = if own_moves > moves.len() {
            return Err(unfit("more moves announced than the game has"));
        } else if own_moves > 0 {
            moves[moves.len() - own_moves]
        } else if record.logs.black.iter().any(|a| a.kind() == AnnouncementKind::GameOver) {
            let after = moves.last().map_or(0, |&i| i + 1);
            (after..events.len())
                .find(|&i| ends(&events[i]))
                .ok_or(unfit("an end announced that the game never had"))?
        } else {
            events.len()
        };
        let before = crate::GameRecord { setup: record.game.setup.clone(), events: events[..start].to_vec() };
        let mut referee = PhantomGame::new(Game::from_record(&before)?, record.convention)?;
        for event in &events[start..] {
            // The tries announced before it: a move, a resignation, ...
            if referee.game.phase() == Phase::Playing {
                referee.replay_tries(record)?;
            }
            match *event {
                Event::Move { mv, at_ms: None, .. } => {
                    if !matches!(referee.try_move(mv), Ok(TryOutcome::Played { .. })) {
                        return Err(unfit("a move that its referee refuses"));
                    }
                }
                Event::Resign { color } => _ = referee.resign(color)?,
                Event::TimeOut { color } => _ = referee.time_out(color)?,
                Event::Leave { seat } => _ = referee.leave(seat.color)?,
                // No `Resume`: a referee resumes play only on a rejected
                // count (found from outside: a record with a `resume`
                // appended in the counting phase was taken, and play went
                // on without anyone rejecting).
                Event::ToggleDeadChain { .. }
                | Event::ToggleDeadRegion { .. }
                | Event::Propose { .. }
                | Event::Accept { .. }
                | Event::Reject { .. } => {
                    if !matches!(referee.game.phase(), Phase::Counting | Phase::Finished) {
                        return Err(unfit("a count's event while the game is played"));
                    }
                    referee.game.apply_event(event)?;
                }
                _ => return Err(unfit("an event that no referee makes")),
            }
        }
        if referee.game.phase() == Phase::Playing {
            referee.replay_tries(record)?;
        }
        Ok(referee)
    }

    /// Makes the illegal tries that `record`'s log of the side to move
    /// announces next (where the referee's own log ends), each of which
    /// must be refused and announced alike.
    fn replay_tries(&mut self, record: &PhantomRecord) -> Result<(), GameError> {
        let mover = self.game.to_move();
        loop {
            let k = self.logs[mover].len();
            let Some(&Announcement::Illegal { tried, .. }) = record.logs[mover].get(k) else { return Ok(()) };
            let refused = matches!(self.try_move(Move::Play(tried)), Ok(TryOutcome::TryAgain { .. }));
            if !refused || self.logs[mover].get(k) != record.logs[mover].get(k) || self.logs[mover].len() != k + 1 {
                return Err(GameError::InvalidRefereeRecord("an illegal try that its referee does not refuse so"));
            }
        }
    }

    /// `color` resigns, in its turn or not (RULES.md section 4:
    /// resignation ends the game, won by the other side). The result is
    /// public (the game's phase and result); the board stays hidden until
    /// [`PhantomGame::reveal`].
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] when the game is already finished; the
    /// referee is then unchanged.
    pub fn resign(&mut self, color: Color) -> Result<GameResult, GameError> {
        self.end(|g| g.resign_as(Seat::new(color, 1)))
    }

    /// `color` leaves the table: its side forfeits (RULES.md section 4).
    ///
    /// # Errors
    /// As [`PhantomGame::resign`].
    pub fn leave(&mut self, color: Color) -> Result<GameResult, GameError> {
        self.end(|g| g.leave(Seat::new(color, 1)))
    }

    /// `color` is out of time on a clock kept by the caller (the referee
    /// runs none; see [`PhantomGame::new`]): the game is won by the other
    /// side on time (RULES.md section 4).
    ///
    /// # Errors
    /// As [`PhantomGame::resign`].
    pub fn time_out(&mut self, color: Color) -> Result<GameResult, GameError> {
        self.end(|g| g.time_out(color))
    }

    /// Ends the game by `how` (a resignation, a departure, a time-out),
    /// announced to both ([`Announcement::GameOver`]); a turn's refused
    /// tries are then void. The referee is unchanged when `how` refuses.
    fn end(&mut self, how: impl FnOnce(&mut Game) -> Result<GameResult, GameError>) -> Result<GameResult, GameError> {
        let result = how(&mut self.game)?;
        self.refused.clear();
        for c in Color::ALL {
            self.logs[c].push(Announcement::GameOver { result });
        }
        Ok(result)
    }

    /// The referee's game (the full truth: show it to no player before the
    /// end).
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The convention in force.
    #[must_use]
    pub fn convention(&self) -> RefereeConvention {
        self.convention
    }

    /// What `color` sees: its own stones and the opponent stones revealed to
    /// it and not captured since.
    #[must_use]
    pub fn view(&self, color: Color) -> Board {
        let board = self.game.board();
        let colors: Vec<Option<Color>> = board
            .size()
            .points()
            .enumerate()
            .map(|(i, p)| match board.get(p) {
                Some(c) if c == color || self.seen[color][i] => Some(c),
                _ => None,
            })
            .collect();
        // A subset of a legal position: every chain keeps a liberty.
        Board::from_colors(board.size(), board.topology(), &colors).unwrap_or_else(|_| Board::new(board.size()))
    }

    /// The announcements `color` received, in order.
    #[must_use]
    pub fn log(&self, color: Color) -> &[Announcement] {
        &self.logs[color]
    }

    /// The points the side to move has tried in vain this turn (known to
    /// that player; never to be tried again this turn).
    #[must_use]
    pub fn refused_this_turn(&self) -> &[Point] {
        &self.refused
    }

    /// The full board, once play has ended (counting or finished); `None`
    /// while the game is being played.
    #[must_use]
    pub fn reveal(&self) -> Option<&Board> {
        matches!(self.game.phase(), Phase::Counting | Phase::Finished).then(|| self.game.board())
    }

    /// The side to move tries `mv`.
    ///
    /// # Errors
    /// [`IllegalMove::NotPlaying`], [`IllegalMove::OffBoard`], or
    /// [`IllegalMove::Occupied`] when the point holds the mover's own stone
    /// or an opponent stone it has already seen: these are not tries, the
    /// player can see them, and nothing changes. A point already refused
    /// this turn ([`PhantomGame::refused_this_turn`]) is not a try either,
    /// and nothing is logged or changed: where the convention tells the
    /// reason, the refusal comes back as the error ([`IllegalMove::Occupied`],
    /// [`IllegalMove::Suicide`], [`IllegalMove::Ko`] or
    /// [`IllegalMove::Superko`]); under [`RefereeConvention::IllegalOnly`],
    /// which keeps the reason from the player, the first answer comes back,
    /// `TryAgain` with no reason.
    pub fn try_move(&mut self, mv: Move) -> Result<TryOutcome, IllegalMove> {
        let color = self.game.to_move();
        let size = self.game.board().size();
        let legal = self.game.is_legal(mv);
        if let (Err(e), Move::Play(p)) = (&legal, mv)
            && self.refused.contains(&p)
        {
            // Found from outside: under IllegalOnly the retry's error told
            // the reason the first answer kept back (a hidden stone there,
            // or suicide).
            if self.convention == RefereeConvention::IllegalOnly {
                return Ok(TryOutcome::TryAgain { reason: None });
            }
            return Err(e.clone());
        }
        match legal {
            Ok(()) => {}
            Err(IllegalMove::Occupied(p)) => {
                let i = size.index_of(p).unwrap_or_default();
                if self.game.board().get(p) == Some(color) || self.seen[color][i] {
                    return Err(IllegalMove::Occupied(p));
                }
                if self.convention != RefereeConvention::IllegalOnly {
                    self.seen[color][i] = true;
                }
                return Ok(self.try_again(color, p, IllegalMove::Occupied(p)));
            }
            Err(e @ (IllegalMove::Suicide(p) | IllegalMove::Ko(p) | IllegalMove::Superko(p))) => {
                return Ok(self.try_again(color, p, e));
            }
            Err(e) => return Err(e),
        }
        let record = self.game.play(mv)?.clone();
        self.refused.clear();
        let opp = color.opponent();
        match mv {
            Move::Pass => {
                for c in Color::ALL {
                    self.logs[c].push(Announcement::Passed { by: color });
                }
            }
            Move::Play(p) => {
                self.logs[opp].push(Announcement::Moved { by: color });
                // Stones removed are announced as captured, by the side
                // that took them: the mover's captures, then its own stones
                // removed by a suicide (where the rules allow one: they
                // count as captured by the opponent, RULES.md section 2).
                // They leave the view of the side that had seen them.
                for (by, removed) in [(color, &record.captured), (opp, &record.suicided)] {
                    if removed.is_empty() {
                        continue;
                    }
                    let points = (self.convention == RefereeConvention::CaptureWithPoints).then(|| {
                        let mut v = removed.to_vec();
                        v.sort_by_key(|q| (q.y, q.x));
                        v
                    });
                    let stones = u32::try_from(removed.len()).unwrap_or(u32::MAX);
                    for c in Color::ALL {
                        self.logs[c].push(Announcement::Captured { by, stones, points: points.clone() });
                    }
                    for q in removed.iter() {
                        if let Some(i) = size.index_of(*q) {
                            self.seen[by][i] = false;
                        }
                    }
                }
                if matches!(
                    self.convention,
                    RefereeConvention::AtariAnnouncements | RefereeConvention::CaptureWithPoints
                ) {
                    let board = self.game.board();
                    let atari = board
                        .neighbors_of(p)
                        .into_iter()
                        .any(|q| board.get(q) == Some(opp) && board.liberty_count(q) == Some(1));
                    if atari {
                        for c in Color::ALL {
                            self.logs[c].push(Announcement::Atari { color: opp });
                        }
                    }
                }
            }
        }
        if let Some(result) = self.game.result() {
            for c in Color::ALL {
                self.logs[c].push(Announcement::GameOver { result });
            }
        }
        Ok(TryOutcome::Played { captured: u32::try_from(record.captured.len()).unwrap_or(u32::MAX) })
    }

    /// The counting actions on the referee's game once play has ended and
    /// the board is revealed ([`PhantomCounting`]: marking dead stones,
    /// proposing, accepting, rejecting, counting); `None` while the game is
    /// being played, so that no player reaches the hidden board through
    /// it. Only those actions: a move, an undo or an edit through the
    /// inner game would leave the referee's announcements behind its game
    /// (found from outside: through a whole `&mut Game` an undo or a
    /// hidden move went through, and [`PhantomGame::from_record`] then
    /// refused the referee's own record). A resignation, a loss on time
    /// and a player leaving go through the referee
    /// ([`PhantomGame::resign`], ...) in every phase.
    pub fn game_after_play(&mut self) -> Option<PhantomCounting<'_>> {
        matches!(self.game.phase(), Phase::Counting | Phase::Finished)
            .then_some(PhantomCounting { game: &mut self.game })
    }

    fn try_again(&mut self, color: Color, tried: Point, reason: IllegalMove) -> TryOutcome {
        let reason = (self.convention != RefereeConvention::IllegalOnly).then_some(reason);
        self.refused.push(tried);
        self.logs[color].push(Announcement::Illegal { tried, reason: reason.clone() });
        TryOutcome::TryAgain { reason }
    }
}

/// The counting actions on a Phantom Go referee's game once play has ended
/// ([`PhantomGame::game_after_play`]), RULES.md section 4 as in any game:
/// the board is revealed, dead stones are marked, one side proposes the
/// marking and the other accepts it (the game ends with the count) or
/// rejects it (play resumes, the board hidden again). Each action is the
/// inner [`Game`]'s of the same name, with its errors; nothing else of the
/// inner game can be changed through it.
#[derive(Debug)]
pub struct PhantomCounting<'a> {
    game: &'a mut Game,
}

impl PhantomCounting<'_> {
    /// The referee's game, revealed: its board, marks, phase and result.
    #[must_use]
    pub fn game(&self) -> &Game {
        self.game
    }

    /// [`Game::toggle_dead_chain`]: toggles the dead mark of the chain on
    /// `p`; the points whose mark changed.
    ///
    /// # Errors
    /// As [`Game::toggle_dead_chain`].
    pub fn toggle_dead_chain(&mut self, p: Point) -> Result<Vec<Point>, GameError> {
        self.game.toggle_dead_chain(p)
    }

    /// [`Game::toggle_dead_region`]: marks (or unmarks) dead the stones of
    /// the colour on `p` in the region the other colour encloses.
    ///
    /// # Errors
    /// As [`Game::toggle_dead_region`].
    pub fn toggle_dead_region(&mut self, p: Point) -> Result<Vec<Point>, GameError> {
        self.game.toggle_dead_region(p)
    }

    /// [`Game::propose`]: `color` proposes the current marking.
    ///
    /// # Errors
    /// As [`Game::propose`].
    pub fn propose(&mut self, color: Color) -> Result<(), GameError> {
        self.game.propose(color)
    }

    /// [`Game::accept`]: `color` accepts the other side's proposal; the
    /// game ends with the count.
    ///
    /// # Errors
    /// As [`Game::accept`].
    pub fn accept(&mut self, color: Color) -> Result<GameResult, GameError> {
        self.game.accept(color)
    }

    /// [`Game::reject`]: `color` rejects the other side's proposal; play
    /// resumes, the board hidden again (the referee takes the next tries).
    ///
    /// # Errors
    /// As [`Game::reject`].
    pub fn reject(&mut self, color: Color) -> Result<(), GameError> {
        self.game.reject(color)
    }

    /// [`Game::score`]: the count of the revealed board with the marked
    /// stones removed.
    #[must_use]
    pub fn score(&self) -> crate::scoring::Score {
        self.game.score()
    }
}
