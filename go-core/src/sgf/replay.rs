//! Replaying a line of a game tree into a [`Game`] under the record's rules.

use super::error::{SgfError, TextPosition};
use super::record::GameInfo;
use super::tree::{NodeId, SgfCollection, SgfNode, SgfProperty};
use super::values;
use crate::base::Color;
use crate::base::codes::vocabulary;
use crate::base::{BoardSize, Move, Point};
use crate::base::{IllegalMove, SetupError};
use crate::game::{Game, GameSetup, Handicap, Irregularity};

vocabulary! {
    /// How a replay treats moves the rules forbid.
    pub enum ReplayMode {
        /// The first illegal move (occupied point, suicide, ko or superko, the
        /// same colour twice, a move after play ended), an off-board or
        /// unreadable move, or refused setup is an error naming the move number
        /// and the reason.
        Strict = 0 => "strict",
        /// Irregular moves are applied with [`Game::replay_move`] (RULES.md
        /// section 3) and listed; off-board and unreadable moves and refused
        /// setup are listed and skipped. The default.
        Tolerant = 1 => "tolerant",
    }
}

impl Default for ReplayMode {
    /// [`ReplayMode::Tolerant`].
    fn default() -> ReplayMode {
        ReplayMode::Tolerant
    }
}

/// What to replay: which line, how, and how far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReplayOptions {
    /// The rules when the record has no `RU` (or one that names no known
    /// rule set): `None` for [`GameInfo`]'s documented default (Japanese).
    /// Komi from `KM` applies over them either way.
    pub default_rules: Option<crate::rules::Rules>,
    /// Strict or tolerant (the default).
    pub mode: ReplayMode,
    /// Child indexes from the root: at the n-th node of the line take child
    /// `path[n]`; when the path runs out, follow the main line (first
    /// children) to the end. Empty: the main line. The game information
    /// ([`Replay::info`]) is read along the same line (since 2026-12-07):
    /// in a tree of merged games each variation may hold its own, in the
    /// node where it becomes distinguishable (SGF FF\[4\]).
    pub path: Vec<usize>,
    /// Stop after this many moves (`B`/`W` properties), if given: the
    /// nodes after the last of them that hold no move (setup stones, `PL`)
    /// are still replayed, up to the node of the next move, which is not.
    pub max_moves: Option<usize>,
}

/// A replayed line: the game, the record's information, and what was
/// irregular.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Replay {
    /// The game after the last replayed move.
    pub game: Game,
    /// The game information of the line replayed (the root's, and the
    /// game-info properties of its later nodes: see
    /// [`ReplayOptions::path`]).
    pub info: GameInfo,
    /// Irregular moves and skipped values (tolerant mode), in order.
    pub issues: Vec<ReplayIssue>,
    /// `B`/`W` properties read (skipped ones included).
    pub moves: usize,
    /// The last node of the line that was replayed: with
    /// [`ReplayOptions::max_moves`] the last node before the first move
    /// not made (the node of the first move counts once its move is made,
    /// though setup it holds before the move is applied with the start).
    pub last_node: NodeId,
}

impl Replay {
    /// Whether the replayed game ended by counting, so that a count of its
    /// final position means something: the one definition the `replay`
    /// example and the Python loader share (found from outside: the two
    /// read `RE[W+6,5]`, `RE[B+]` and `RE[?]` with closing passes
    /// differently). An Atari Go game won by a capture never did (its
    /// `B+` is the capture's win). Otherwise the recorded result decides
    /// when it can be read ([`RecordedResult::ended_by_counting`](super::RecordedResult::ended_by_counting)):
    /// a score, a draw, or a winner alone or with a number (`B+`,
    /// `W+0.0`, `W+6,5`) did; a resignation, time, forfeit, void, or a
    /// winner with another reason (`W+Time Over`) did not, even with
    /// territory marks or passes at the end. With no `RE`, or one that
    /// cannot be read (`?`, free text), the game ended by counting when
    /// the line's last node has `TB`/`TW` territory marks or the line ends
    /// with passes that end play ([`Game::ends_with_closing_passes`]: one
    /// by each side). `collection` is the collection replayed (its last
    /// node's marks are read); `false` for another.
    #[must_use]
    pub fn ended_by_counting(&self, collection: &SgfCollection) -> bool {
        if self.game.atari_go_winner().is_some() {
            return false;
        }
        if let Some(said) = self.info.result.as_ref().and_then(|r| r.ended_by_counting()) {
            return said;
        }
        let marked = (self.last_node.0 as usize) < collection.node_count() && {
            let node = collection.node(self.last_node);
            node.get("TB").is_some() || node.get("TW").is_some()
        };
        marked || self.game.ends_with_closing_passes()
    }
}

/// One irregularity of a tolerant replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayIssue {
    /// The 1-based number of the move (0 for setup before the first move).
    pub move_number: usize,
    /// Where the property stands in the text.
    pub position: TextPosition,
    /// What happened.
    pub kind: ReplayIssueKind,
}

/// What a [`ReplayIssue`] reports.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ReplayIssueKind {
    /// A move the rules forbid, applied as RULES.md section 3 says.
    Irregular(Irregularity),
    /// A move off the board, skipped (`B[rs]` on 9x9).
    OffBoard(String),
    /// A move value that is not a point nor a pass, skipped (`B[R16]`).
    UnreadableMove(String),
    /// A setup point off the board or unreadable, skipped.
    SetupPoint(String),
    /// Setup the game refused, skipped: stones that leave a chain without
    /// liberties (removed), in tolerant mode also a handicap (its stones
    /// then plain setup) and Phantom Go declared for a team game (the game
    /// then ordinary Go).
    SetupRefused(SetupError),
    /// Points given a setup value twice in one node (`AB[aa]AW[aa]`),
    /// which FF\[4\] forbids: the value written last is kept. One issue
    /// for each property that sets points again: the first such point as
    /// written, followed by how many more there are when there are more
    /// (`"aa"`, `"aa and 360 more points"`; since 2026-12-07, found from
    /// outside: one issue a point let a 95 KB record of rectangles set
    /// twice make 27 million issues and take 1.5 GB).
    SetupTwice(String),
    /// A node value that cannot be read (`PL[x]`) or used (`MS[W1]` on a
    /// Black move, a seat the table does not have, or one out of turn
    /// where the table refuses play out of turn; the values after a move's
    /// first, `B[aa][bb]`'s `bb`, as a move has one): ignored, nothing put
    /// in its place (the turn stays as it was; the move is made by the seat
    /// whose turn it is; the move's first value is played).
    UnreadableValue {
        /// The identifier.
        property: String,
        /// The value as written (at most 40 characters).
        value: String,
    },
}

impl ReplayIssueKind {
    /// A short category name for summaries: `occupied`, `suicide`, `ko`,
    /// `superko`, `implied_pass`, `play_after_end`, `off_board`,
    /// `unreadable_move`, `setup_point`, `setup_refused`, `setup_twice`,
    /// `unreadable_value`.
    #[must_use]
    pub fn category(&self) -> &'static str {
        match self {
            ReplayIssueKind::Irregular(i) => match i {
                Irregularity::Occupied => "occupied",
                Irregularity::Suicide => "suicide",
                Irregularity::Ko => "ko",
                Irregularity::Superko => "superko",
                Irregularity::ImpliedPass => "implied_pass",
                Irregularity::PlayAfterEnd => "play_after_end",
            },
            ReplayIssueKind::OffBoard(_) => "off_board",
            ReplayIssueKind::UnreadableMove(_) => "unreadable_move",
            ReplayIssueKind::SetupPoint(_) => "setup_point",
            ReplayIssueKind::SetupRefused(_) => "setup_refused",
            ReplayIssueKind::SetupTwice(_) => "setup_twice",
            ReplayIssueKind::UnreadableValue { .. } => "unreadable_value",
        }
    }

    /// The value skipped (as written: `rs` for `B[rs]`, `PL[x]` for an
    /// unreadable value) or why setup was refused; `None` for a move the
    /// rules forbid, which its category names whole.
    #[must_use]
    pub fn detail(&self) -> Option<String> {
        match self {
            ReplayIssueKind::Irregular(_) => None,
            ReplayIssueKind::OffBoard(v)
            | ReplayIssueKind::UnreadableMove(v)
            | ReplayIssueKind::SetupPoint(v)
            | ReplayIssueKind::SetupTwice(v) => Some(v.clone()),
            ReplayIssueKind::SetupRefused(e) => Some(e.to_string()),
            ReplayIssueKind::UnreadableValue { property, value } => Some(format!("{property}[{value}]")),
        }
    }
}

impl std::fmt::Display for ReplayIssue {
    /// One line: `line L, column C: move N: category`, then `: detail`
    /// when there is a detail and it is not empty
    /// ([`ReplayIssueKind::detail`]), its line breaks written as spaces
    /// (found from outside: a value holding a line break split the issue
    /// over two lines); move 0 is the setup before the first move. For
    /// example `line 1, column 58: move 0: setup_refused: incompatible
    /// options: Phantom Go cannot be played by a side with more than one
    /// seat`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: move {}: {}", self.position, self.move_number, self.kind.category())?;
        match self.kind.detail() {
            Some(detail) if !detail.is_empty() => {
                write!(f, ": {}", detail.replace("\r\n", " ").replace(['\n', '\r'], " "))
            }
            _ => Ok(()),
        }
    }
}

fn is_setup(id: &str) -> bool {
    matches!(id, "AB" | "AW" | "AE")
}

/// Applies the setup `changes` gathered from properties written together
/// (emptied afterwards), in one edit: the position they leave is judged
/// whole. A refusal (a chain left without liberties, a finished game) is
/// blamed on `blame`, the last property that changed anything: an error in
/// a strict replay, an issue in a tolerant one (the game is then unchanged:
/// none of the group's changes apply).
fn apply_setup(
    g: &mut Game,
    run: &mut Run,
    changes: &mut Vec<(Point, Option<Color>)>,
    blame: Option<SgfProperty<'_>>,
    moves: usize,
) -> Result<(), SgfError> {
    if changes.is_empty() {
        return Ok(());
    }
    let result = g.edit_stones(changes);
    changes.clear();
    let Err(e) = result else { return Ok(()) };
    let e = match e {
        crate::base::GameError::Setup(s) => s,
        _ => SetupError::Incompatible("setup stones after the game has ended"),
    };
    let pos = blame.map(|p| p.position()).unwrap_or_default();
    if !run.tolerant() {
        return Err(setup_error(pos, e));
    }
    run.issue(moves, pos, ReplayIssueKind::SetupRefused(e));
    Ok(())
}

/// Applies a node's `PL` (read after its setup stones): it matters in
/// play. After two passes it says that play went on, with that player
/// (go-core writes it so after a resume or a rejected count): play
/// resumes.
fn apply_player(g: &mut Game, run: &mut Run, player: Option<SgfProperty<'_>>, moves: usize) -> Result<(), SgfError> {
    let Some(prop) = player else { return Ok(()) };
    if let Some(c) = run.player(&prop, moves)? {
        if g.phase() == crate::base::Phase::Counting {
            let _ = g.resume();
        }
        if g.phase() == crate::base::Phase::Playing && c != g.to_move() {
            let _ = g.set_player(c);
        }
    }
    Ok(())
}

/// Whether `node`, the last of a line, holds the record's removal of the
/// dead stones at the count rather than an edit: an `AE` beside the
/// territory marks (`TB`, `TW`) that removes at least one stone, and only
/// stones on points marked as the other colour's territory (a point marked
/// for both says nothing), with no move in the node. Some editors write a
/// count so (found from outside: GNU Go's `arb/game02.sgf`, whose removed
/// stones, played as an edit, were lost as prisoners to a territory
/// count: W+30 where GNU Go counts W+37).
fn removes_marked_dead(node: SgfNode<'_>, board: &crate::Board) -> bool {
    if node.properties().any(|p| move_color(p.ident()).is_some()) {
        return false;
    }
    let size = board.size();
    let (Some(ae), Some(marks)) = (node.get("AE"), node.territory_marks(size)) else { return false };
    // Every removed stone on a point marked as the other colour's alone.
    let (mut any, mut all) = (false, true);
    let read = values::for_each_listed_point(ae.raw_values(), size, |p| {
        let Some(stone) = board.get(p) else { return };
        let territory = match marks[p] {
            1 => Some(Color::Black),
            2 => Some(Color::White),
            _ => None,
        };
        any = true;
        all &= territory == Some(stone.opponent());
    });
    read.is_ok() && any && all
}

fn setup_color(id: &str) -> Option<Color> {
    match id {
        "AB" => Some(Color::Black),
        "AW" => Some(Color::White),
        _ => None,
    }
}

fn move_color(id: &str) -> Option<Color> {
    match id {
        "B" => Some(Color::Black),
        "W" => Some(Color::White),
        _ => None,
    }
}

/// Strict replay's error for one value of `p` (`value`, as written).
fn invalid_value(p: &SgfProperty<'_>, value: String, reason: &'static str) -> SgfError {
    let pos = p.position();
    SgfError::InvalidValue { line: pos.line, column: pos.column, property: p.ident().to_owned(), value, reason }
}

fn raw_text(raw: &[u8]) -> String {
    String::from_utf8_lossy(raw).chars().take(40).collect()
}

struct Run {
    mode: ReplayMode,
    issues: Vec<ReplayIssue>,
}

impl Run {
    fn tolerant(&self) -> bool {
        self.mode == ReplayMode::Tolerant
    }

    /// Makes the move `raw` of `color` by the seat that `ms` (the node's
    /// `MS`) names, when that seat is not the one whose turn it is; returns
    /// whether the move was made so. A seat that is the one to move needs
    /// nothing (the ordinary replay makes the move). An `MS` that cannot be
    /// read, names a seat of the other colour or one the table does not
    /// have, or names a seat out of turn where the table refuses play out
    /// of turn, is an error in strict mode and an issue in tolerant mode
    /// (found from outside: it was ignored without a word), and the move
    /// is then replayed as if no seat were named.
    fn moving_seat(
        &mut self,
        g: &mut Game,
        ms: &SgfProperty<'_>,
        color: Color,
        raw: &[u8],
        move_number: usize,
    ) -> Result<bool, SgfError> {
        let size = g.board().size();
        let reason = match ms.simple_text().trim().parse::<crate::base::Seat>() {
            Err(_) => "not a seat (B1, W2)",
            Ok(seat) if seat.color != color => "a seat of the other colour",
            Ok(seat) if seat == g.seat_to_move() => return Ok(false),
            Ok(seat) if g.table().kind(seat).is_none() => "a seat the table does not have",
            Ok(_) if g.table().out_of_turn() == crate::game::OutOfTurn::Refuse => {
                "a seat out of turn, which the table refuses"
            }
            Ok(seat) => {
                // The move itself is judged by the ordinary replay when the
                // seat cannot make it.
                let Some(mv) = values::parse_move(raw, size) else { return Ok(false) };
                return Ok(g.play_as(seat, mv).is_ok());
            }
        };
        if !self.tolerant() {
            return Err(super::record::invalid(ms, reason));
        }
        let value = ms.simple_text().trim().chars().take(40).collect();
        self.issue(move_number, ms.position(), ReplayIssueKind::UnreadableValue { property: "MS".into(), value });
        Ok(false)
    }

    fn issue(&mut self, move_number: usize, position: TextPosition, kind: ReplayIssueKind) {
        self.issues.push(ReplayIssue { move_number, position, kind });
    }

    /// The (point, colour) changes of one setup property `p` of a node,
    /// in order, each point once; off-board or unreadable points are
    /// errors or issues. A point that this property or an earlier setup
    /// property of the same node (`set`) already set is reported: FF\[4\]
    /// forbids it. An error in strict mode; an issue in tolerant mode
    /// (once per point and node), where the later value stands.
    ///
    /// Linear in the points the values name, and a rectangle named a third
    /// time or more in the property costs nothing (the second already set
    /// and reported each of its points again): a file that repeats a
    /// whole-board rectangle costs two repeats, however many it writes
    /// (found from outside: 500,000 repeats of `AB[aa:ZY]`, 3.5 MB, took
    /// 5.8 s).
    fn setup_changes(
        &mut self,
        p: &SgfProperty<'_>,
        set: &mut SetInNode,
        size: BoardSize,
        move_number: usize,
    ) -> Result<Vec<(Point, Option<Color>)>, SgfError> {
        let color = setup_color(p.ident());
        let mut out = Vec::new();
        let mut twice: Vec<Point> = Vec::new();
        let id = set.next_property(size);
        let mut named: std::collections::HashMap<(Point, Point), u8> = std::collections::HashMap::new();
        for raw in p.raw_values() {
            if let Some((a, b)) = values::parse_rect(raw).filter(|&(a, b)| size.contains(a) && size.contains(b)) {
                let times = named.entry((a, b)).or_insert(0);
                *times = times.saturating_add(1);
                if *times > 2 {
                    continue;
                }
            }
            let pts = values::parse_point_or_rect(raw).filter(|v| v.iter().all(|&q| size.contains(q)));
            let Some(points) = pts else {
                if !self.tolerant() {
                    return Err(invalid_value(p, raw_text(raw), "not a point of this board"));
                }
                self.issue(move_number, p.position(), ReplayIssueKind::SetupPoint(raw_text(raw)));
                continue;
            };
            for q in points {
                let Some(i) = size.index_of(q) else { continue };
                let before = std::mem::replace(&mut set.by[i], id);
                if before != 0 && !set.reported[i] {
                    set.reported[i] = true;
                    twice.push(q);
                }
                // Named again by this property: the same change.
                if before != id {
                    out.push((q, color));
                }
            }
        }
        if let Some(&q) = twice.first() {
            if !self.tolerant() {
                return Err(invalid_value(
                    p,
                    values::point_text(q),
                    "a point given a setup value twice in one node (FF[4] forbids it)",
                ));
            }
            let text = match twice.len() {
                1 => values::point_text(q),
                n => format!("{} and {} more points", values::point_text(q), n - 1),
            };
            self.issue(move_number, p.position(), ReplayIssueKind::SetupTwice(text));
        }
        Ok(out)
    }
}

/// The points a node's setup properties have set so far: per point, the
/// number of the last setup property that set it (0: none), and whether
/// it was reported as set twice (allocated at the node's first setup
/// property).
#[derive(Default)]
struct SetInNode {
    by: Vec<u32>,
    reported: Vec<bool>,
    properties: u32,
}

impl SetInNode {
    /// The number of the node's next setup property (from 1).
    fn next_property(&mut self, size: BoardSize) -> u32 {
        if self.by.is_empty() {
            self.by = vec![0; size.area()];
            self.reported = vec![false; size.area()];
        }
        self.properties += 1;
        self.properties
    }
}

impl Run {
    /// The colour of a `PL` value: `B` or `W` (also `b`, `w`, `black`,
    /// `white`, `1`, `2`). Anything else is an error in strict mode, and an
    /// issue in tolerant mode, where the turn is left as it was.
    fn player(&mut self, p: &SgfProperty<'_>, move_number: usize) -> Result<Option<Color>, SgfError> {
        // One value (FF[4]): a second is refused in strict mode and listed
        // in tolerant mode, the first read (found from outside: `PL[B][W]`
        // dropped its second value in strict mode).
        if p.value_count() > 1 {
            if !self.tolerant() {
                return Err(super::record::invalid_value(
                    p,
                    super::record::second_value(p),
                    super::record::SECOND_VALUE,
                ));
            }
            let value = super::record::second_value(p);
            self.issue(move_number, p.position(), ReplayIssueKind::UnreadableValue { property: "PL".into(), value });
        }
        let t = p.simple_text();
        match t.trim().to_ascii_lowercase().as_str() {
            "b" | "black" | "1" => Ok(Some(Color::Black)),
            "w" | "white" | "2" => Ok(Some(Color::White)),
            _ if !self.tolerant() => Err(super::record::invalid(p, "not a colour (B or W)")),
            _ => {
                let value = t.trim().chars().take(40).collect();
                self.issue(
                    move_number,
                    p.position(),
                    ReplayIssueKind::UnreadableValue { property: "PL".into(), value },
                );
                Ok(None)
            }
        }
    }
}

/// Where a node's first move property (`B`/`W`) stands among its
/// properties, if it has one.
fn first_move_index(node: SgfNode<'_>) -> Option<usize> {
    node.properties().position(|p| move_color(p.ident()).is_some())
}

fn setup_error(p: TextPosition, reason: SetupError) -> SgfError {
    SgfError::Setup { line: p.line, column: p.column, reason }
}

/// Removes from `grid` the chain of the stone at `p` (flood fill).
fn remove_chain(grid: &mut [Option<Color>], size: BoardSize, p: Point) {
    let Some(i) = size.index_of(p) else { return };
    let Some(color) = grid[i] else { return };
    let mut todo = vec![p];
    grid[i] = None;
    while let Some(q) = todo.pop() {
        let (x, y) = (i32::from(q.x), i32::from(q.y));
        for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
            let (nx, ny) = (x + dx, y + dy);
            let (Ok(nx), Ok(ny)) = (u8::try_from(nx), u8::try_from(ny)) else { continue };
            let n = Point::new(nx, ny);
            if let Some(j) = size.index_of(n)
                && grid[j] == Some(color)
            {
                grid[j] = None;
                todo.push(n);
            }
        }
    }
}

impl SgfCollection {
    /// Replays the main line of game tree `game` in tolerant mode (see
    /// [`SgfCollection::replay_with`]).
    ///
    /// # Errors
    /// As [`SgfCollection::replay_with`].
    pub fn replay(&self, game: usize) -> Result<Replay, SgfError> {
        self.replay_with(game, &ReplayOptions::default())
    }

    /// Replays a line of game tree `game` (0-based) into a [`Game`] under
    /// the record's own rules ([`GameInfo`]).
    ///
    /// The setup of every node up to the first move (`AB`, `AW`, `AE`, in
    /// order) is the starting position; when `HA[n]` (n >= 2) matches its
    /// `n` black stones and there is no white one, they are placed as a
    /// free handicap, so area counting gives the compensation, or as a
    /// fixed handicap when they stand on its standard points on a planar
    /// board ([`crate::fixed_handicap_points`], either reading of 12x12's
    /// corner line; a wrapped board has no fixed handicap); when `HA[n]`
    /// matches the root's own stones but not those of
    /// the later nodes before the first move, the root's stones are the
    /// handicap and the later nodes' setup an edit after it (as go-core
    /// writes a handicap game edited before its first move); `HA[n]` with
    /// no stone and no move on the line is a free handicap still to be
    /// placed (the game is in
    /// [`Phase::HandicapPlacement`](crate::Phase::HandicapPlacement)). Who moves
    /// first: `PL`, else the colour of the first move, else White after a
    /// handicap and Black otherwise. Setup after the first move goes
    /// through [`Game::edit_stones`] (the superko history restarts); `PL`
    /// anywhere sets the side to move. Within a node, properties take effect
    /// in written order (`;W[ap]PL[B]`: White plays, then Black is to
    /// move; `;B[tt]AE[dd]`: a pass, then the stone is removed), which is
    /// how lenient parsing splits such nodes too. Moves: `[]` is a pass, and `[tt]` on
    /// boards up to 19x19. An `AE` on the line's last node, after a move,
    /// beside the territory marks (`TB`, `TW`), that removes only stones on
    /// points marked as the other colour's territory, is the record's
    /// removal of the dead stones at the count, not an edit: it is not
    /// played, and the stones stay on the board, where
    /// [`SgfNode::marked_dead_stones`] finds them dead (so that a
    /// territory count takes them as prisoners).
    ///
    /// The game gets the record's topology (`TO`), seats (`GS`) and Atari
    /// Go rule (`AG`) from its [`GameInfo`]. In a team game each move is
    /// made by the next seat of its side in the rotation, except where the
    /// record names the seat that moved (`MS[B2]` on the move's node, which
    /// go-core writes on every move of a game under the Pair Go penalty
    /// option, `GS[...][out_of_turn:pair_go_penalty]`): a move out of turn
    /// is then made by that seat, with its penalty. `FF[4]` has no such
    /// property; in a record without it an out-of-turn move is replayed
    /// as the seat whose turn it was.
    ///
    /// What the game does not get back: a result that no move made (`RE`
    /// of a resignation, a loss on time, a forfeit or a count: the game
    /// after two passes is in the counting phase, with no dead stones
    /// marked, as `TB`/`TW` are territory marks and not a dead list), and
    /// the clock (`TM`, `OT`). They stay in [`GameInfo`] (`result`,
    /// `time`). A game that must come back exactly, phase, marks
    /// and clocks included, travels as its record ([`Game::record`],
    /// [`Game::from_record`]).
    ///
    /// # Errors
    /// [`SgfError::NoSuchGame`] for a game index beyond the collection,
    /// [`SgfError::NoSuchVariation`] for a bad path; the
    /// errors of [`GameInfo::from_root_with`] in the replay's mode (strict:
    /// any unreadable game-info value); [`SgfError::Setup`] when the
    /// starting position cannot be built (strict mode; tolerant mode lists
    /// as a [`ReplayIssueKind::SetupRefused`] and skips a handicap the game
    /// refuses, whose stones are then plain setup, Phantom Go declared for
    /// a team game, which is then ordinary Go, and setup stones left
    /// without liberties, which are removed); in strict mode
    /// also the first [`SgfError::IllegalMove`], [`SgfError::WrongColor`],
    /// [`SgfError::OffBoard`] or [`SgfError::InvalidValue`] (a move, a
    /// setup point or a `PL` that cannot be read).
    pub fn replay_with(&self, game: usize, options: &ReplayOptions) -> Result<Replay, SgfError> {
        let never = std::sync::atomic::AtomicBool::new(false);
        match self.replay_with_stop(game, options, &never)? {
            Some(replay) => Ok(replay),
            None => unreachable!("a flag never set stops no replay"),
        }
    }

    /// [`SgfCollection::replay_with`] that stops when `stop` is set: it is
    /// looked at every 1,024 nodes and every 1,024 moves, so that a caller
    /// (a Ctrl-C, a cancelled load) ends the replay of a long record within
    /// a few milliseconds (found from outside: a hostile record of
    /// 2,000,000 moves, each on an occupied point, took 30 s to replay).
    /// `Ok(None)` when it stopped before the end.
    ///
    /// # Errors
    /// As [`SgfCollection::replay_with`].
    pub fn replay_with_stop(
        &self,
        game: usize,
        options: &ReplayOptions,
        stop: &std::sync::atomic::AtomicBool,
    ) -> Result<Option<Replay>, SgfError> {
        let stopped = || stop.load(std::sync::atomic::Ordering::Relaxed);
        let root = self.game(game).ok_or(SgfError::NoSuchGame { game, games: self.roots.len() })?;
        // The line: the path, then the main line.
        let (line, off) = root.line_along(&options.path);
        if let Some(e) = off {
            return Err(e);
        }
        // The game information of the line replayed: a variation of a tree
        // of merged games has its own (found from outside: the main line's
        // players, result and komi were given for every path).
        let info = GameInfo::from_line(root, &line[1..], options.mode)?;
        let size = info.size;
        let line_info =
            |ident: &str| super::tree::game_info_on(line.iter().copied(), |id| id == ident).into_iter().next();
        let first_move =
            line.iter().position(|n| n.properties().any(|p| move_color(p.ident()).is_some())).unwrap_or(line.len() - 1);

        let mut run = Run { mode: options.mode, issues: Vec::new() };
        // The starting position.
        // Properties are read in written order: in the first move's node,
        // the setup written after the move comes after it.
        let mut grid: Vec<Option<Color>> = vec![None; size.area()];
        let mut to_move = None;
        // The last setup property that placed or removed a stone: a
        // starting position the board refuses is blamed there (the root
        // when there is none). Its position is found only then (finding it
        // scans the text before it).
        let mut last_setup = None;
        // The position the root's own setup makes (before later nodes').
        let mut root_grid = None;
        for (k, node) in line[..=first_move].iter().enumerate() {
            if k == 1 {
                root_grid = Some(grid.clone());
            }
            let before = if k == first_move { first_move_index(*node).unwrap_or(usize::MAX) } else { usize::MAX };
            let mut set_here = SetInNode::default();
            for prop in node.properties().take(before).filter(|p| is_setup(p.ident())) {
                let changes = run.setup_changes(&prop, &mut set_here, size, 0)?;
                if !changes.is_empty() {
                    last_setup = Some(prop);
                }
                for (p, c) in changes {
                    if let Some(i) = size.index_of(p) {
                        grid[i] = c;
                    }
                }
            }
            for pl in node.properties().take(before).filter(|p| p.ident() == "PL") {
                if let Some(c) = run.player(&pl, 0)? {
                    to_move = Some(c);
                }
            }
        }
        let first_color = line[first_move].properties().find_map(|p| move_color(p.ident()));
        let blacks_of = |grid: &[Option<Color>]| -> Vec<Point> {
            size.points().zip(grid).filter(|(_, c)| **c == Some(Color::Black)).map(|(p, _)| p).collect()
        };
        let is_handicap = |grid: &[Option<Color>], handicap: u32| {
            handicap >= 2
                && !grid.contains(&Some(Color::White))
                && blacks_of(grid).len() == usize::try_from(handicap).unwrap_or(usize::MAX)
        };
        let handicap = info.handicap;
        let mut info = info;
        let mut free = is_handicap(&grid, handicap);
        // The handicap stones in the root, and stones edited in by later
        // nodes before the first move (as go-core writes a game edited
        // before its first move; found from outside: the handicap was
        // lost, and its compensation with it): the root's stones are the
        // handicap, the later nodes' changes an edit after it.
        let mut edits_before_play = Vec::new();
        if !free
            && let Some(root) = root_grid
            && root != grid
            && is_handicap(&root, handicap)
        {
            edits_before_play = size
                .points()
                .zip(root.iter().zip(&grid))
                .filter(|(_, (a, b))| a != b)
                .map(|(p, (_, &b))| (p, b))
                .collect();
            grid = root;
            free = true;
        }
        let blacks = blacks_of(&grid);
        let whites = grid.iter().filter(|c| **c == Some(Color::White)).count();
        // `HA[n]` with no stone and no move on the line: a free handicap
        // still to be placed (what go-core writes for a game in its
        // handicap placement; a `PL` names who moves after it).
        let mut pending = handicap >= 2
            && blacks.is_empty()
            && whites == 0
            && !line.iter().any(|n| n.properties().any(|p| move_color(p.ident()).is_some()));
        if handicap >= 2 && !free && !pending {
            let pos = line_info("HA").map(|p| p.position()).unwrap_or_default();
            info.warnings.push(super::error::SgfWarning {
                position: pos,
                kind: super::error::WarningKind::HandicapMismatch {
                    declared: handicap,
                    stones: blacks.len(),
                    white_stones: whites,
                },
            });
        }
        // No `RU`, or one that names no known rule set (empty included):
        // the caller's default, as for a record without `RU`.
        let unknown_rules = info.warnings.iter().any(|w| matches!(w.kind, super::error::WarningKind::UnknownRules(_)));
        if (info.rules_text.is_none() || unknown_rules)
            && let Some(default) = options.default_rules
        {
            info.rules = match info.komi {
                Some(k) => default.with_komi(k),
                None => default,
            };
        }
        let start = to_move.or(first_color);
        // The record's variant; a tolerant replay drops Phantom Go from a
        // team game, which cannot be played so (see below).
        let mut variant = info.variant();
        let setup = |variant: crate::variants::Variant| {
            let mut setup = GameSetup::new(size)
                .with_rules(info.rules)
                .with_topology(info.topology)
                .with_table(info.table.clone())
                .with_variant(variant);
            setup.to_move = start;
            setup
        };
        // Handicap stones on the standard points of a fixed handicap (for
        // either reading of 12x12's corner line) are a fixed handicap, on a
        // plane: on a torus there is no fixed handicap, and such stones are
        // a free one (found from outside: the record of a torus game whose
        // free handicap lay on those points could not be replayed at all).
        let row_major = |mut points: Vec<Point>| {
            points.sort_unstable_by_key(|p| (p.y, p.x));
            points
        };
        let placed = if free { row_major(blacks.clone()) } else { Vec::new() };
        let mut fixed_line =
            [crate::game::CornerLine12::Third, crate::game::CornerLine12::Fourth].into_iter().find(|&line| {
                free && info.topology == crate::board::Topology::Planar
                    && crate::game::fixed_handicap_points(size, handicap, line).is_ok_and(|p| row_major(p) == placed)
            });
        let mut g = loop {
            let built = if let Some(line) = fixed_line {
                let mut s = setup(variant).with_handicap(Handicap::Fixed(handicap));
                s.corner_line_12 = line;
                Game::from_setup(s)
            } else if pending {
                Game::from_setup(setup(variant).with_handicap(Handicap::Free(handicap)))
            } else if free {
                Game::from_setup(setup(variant).with_handicap(Handicap::Free(handicap))).and_then(|mut g| {
                    g.place_free_handicap(&blacks).map_err(|e| match e {
                        crate::base::GameError::Setup(s) => s,
                        _ => SetupError::InvalidHandicap(handicap),
                    })?;
                    Ok(g)
                })
            } else {
                let stones = size.points().zip(grid.iter()).filter_map(|(p, c)| c.map(|c| (p, c)));
                Game::from_setup(setup(variant).with_stones(stones))
            };
            match built {
                Ok(g) => break g,
                Err(e) => {
                    let pos = last_setup.as_ref().map_or_else(|| line[0].position(), SgfProperty::position);
                    // Phantom Go in a team game, or a handicap the game
                    // refuses (a free handicap of stones that leave no
                    // liberty, more stones than the board takes). Either
                    // is named at its property, `PG` or `HA`, in both
                    // modes; tolerant replay lists the refusal and goes on
                    // (found from outside: the record was refused in
                    // tolerant mode too): Phantom Go is dropped and the
                    // moves are played as ordinary Go with the team; the
                    // handicap's stones are taken as plain setup, which the
                    // steps below check in turn.
                    let phantom_in_team = matches!(e, SetupError::Incompatible(_)) && variant.phantom().is_some();
                    let refused_handicap = (free || pending || fixed_line.is_some())
                        && matches!(
                            e,
                            SetupError::InvalidHandicap(_)
                                | SetupError::HandicapCount { .. }
                                | SetupError::FixedHandicapUnavailable { .. }
                                | SetupError::Occupied(_)
                                | SetupError::NoLiberties(_)
                                | SetupError::OffBoard(_)
                        );
                    let property = if phantom_in_team {
                        root.get("PG")
                    } else if refused_handicap {
                        line_info("HA")
                    } else {
                        None
                    };
                    let at = property.map_or(pos, |p| p.position());
                    if !run.tolerant() {
                        return Err(setup_error(at, e));
                    }
                    if phantom_in_team || refused_handicap {
                        run.issue(0, at, ReplayIssueKind::SetupRefused(e));
                        if phantom_in_team {
                            variant = crate::variants::Variant::Standard;
                        } else {
                            (free, pending, fixed_line) = (false, false, None);
                        }
                        continue;
                    }
                    match e {
                        SetupError::NoLiberties(p) => {
                            remove_chain(&mut grid, size, p);
                            run.issue(0, pos, ReplayIssueKind::SetupRefused(e));
                        }
                        other => return Err(setup_error(pos, other)),
                    }
                }
            }
        };
        apply_setup(&mut g, &mut run, &mut edits_before_play, last_setup, 0)?;

        let mut moves = 0usize;
        // Until the loop replays a node, the one before the first move's
        // (found from outside: with `max_moves: Some(0)` the node of the
        // first move was named, though its move was not replayed).
        let mut last = line[first_move.saturating_sub(1)].id();
        'nodes: for (i, node) in line.iter().enumerate().skip(first_move) {
            if i.is_multiple_of(1024) && stopped() {
                return Ok(None);
            }
            // At the limit, a node with a move is not replayed; a node
            // without one (setup stones or `PL` between the moves) still
            // belongs to the position before the next move.
            if options.max_moves.is_some_and(|m| moves >= m)
                && node.properties().any(|p| move_color(p.ident()).is_some())
            {
                break;
            }
            last = node.id();
            // Setup and PL before the node's first move were read with the
            // starting position (first move's node).
            let skip = if i == first_move { first_move_index(*node).unwrap_or(usize::MAX) } else { 0 };
            // The setup properties of a node (`AB`, `AW`, `AE` and `PL`,
            // FF[4]'s setup properties, in any order, with other
            // properties between them) take effect together, as SGF means
            // a node's setup: an `AE` may free the liberty an `AW` before
            // it would take, and the player is set after the stones (found
            // from outside: `AW[ab]C[x]AE[ba]` was refused, and go-core's
            // own writer wrote `AW[cc][ab]PL[B]AE[ba]`). In a node of
            // several moves (lenient), the setup before each move is
            // applied before it.
            let mut pending: Vec<(Point, Option<Color>)> = Vec::new();
            let mut player: Option<SgfProperty<'_>> = None;
            let mut blame = None;
            let mut set_here = SetInNode::default();
            let removal_at_count = i + 1 == line.len() && moves > 0 && removes_marked_dead(*node, g.board());
            // The seat that moved, when the record names it (go-core writes
            // `MS` under the Pair Go penalty, where a partner may move in
            // another's turn), looked up once a node: per move, in a node
            // of many moves, it cost quadratic time (found from outside: a
            // strictly parsed node of 40,000 moves took 2.9 s).
            let seat_named = node.get("MS");
            for prop in node.properties().skip(skip) {
                if removal_at_count && prop.ident() == "AE" {
                    continue;
                }
                if is_setup(prop.ident()) {
                    let changes = run.setup_changes(&prop, &mut set_here, size, moves)?;
                    if !changes.is_empty() {
                        pending.extend(changes);
                        blame = Some(prop);
                    }
                    continue;
                }
                if prop.ident() == "PL" {
                    player = Some(prop);
                    continue;
                }
                let Some(color) = move_color(prop.ident()) else { continue };
                apply_setup(&mut g, &mut run, &mut pending, blame.take(), moves)?;
                apply_player(&mut g, &mut run, player.take(), moves)?;
                if options.max_moves.is_some_and(|m| moves >= m) {
                    break 'nodes;
                }
                moves += 1;
                if moves.is_multiple_of(1024) && stopped() {
                    return Ok(None);
                }
                // A move of a node that names its seat is made by it.
                if let Some(ms) = &seat_named
                    && run.moving_seat(&mut g, ms, color, prop.raw(), moves)?
                {
                    continue;
                }
                self.replay_move(&mut g, &mut run, &prop, color, moves, size)?;
            }
            apply_setup(&mut g, &mut run, &mut pending, blame, moves)?;
            apply_player(&mut g, &mut run, player, moves)?;
        }
        Ok(Some(Replay { game: g, info, issues: run.issues, moves, last_node: last }))
    }

    fn replay_move(
        &self,
        g: &mut Game,
        run: &mut Run,
        prop: &SgfProperty<'_>,
        color: Color,
        n: usize,
        size: BoardSize,
    ) -> Result<(), SgfError> {
        let raw = prop.raw();
        // Computed only when needed: finding a line and column scans the
        // text before the value, which per move would cost quadratic time.
        let pos = || prop.position();
        // A move has one value: more are an error in strict mode, an issue
        // in tolerant mode, and the first is played (found from outside:
        // `B[aa][bb]` dropped `[bb]` without a word, in strict mode too).
        if prop.value_count() > 1 {
            let extra = prop.raw_values().skip(1).map(raw_text).collect::<Vec<_>>().join("][");
            let extra: String = extra.chars().take(40).collect();
            if !run.tolerant() {
                return Err(SgfError::InvalidValue {
                    line: pos().line,
                    column: pos().column,
                    property: prop.ident().to_owned(),
                    value: extra,
                    reason: "a move takes one value: more follow the first",
                });
            }
            run.issue(n, pos(), ReplayIssueKind::UnreadableValue { property: prop.ident().to_owned(), value: extra });
        }
        let Some(mv) = values::parse_move(raw, size) else {
            if !run.tolerant() {
                return Err(SgfError::InvalidValue {
                    line: pos().line,
                    column: pos().column,
                    property: prop.ident().to_owned(),
                    value: raw_text(raw),
                    reason: "not a point nor a pass",
                });
            }
            run.issue(n, pos(), ReplayIssueKind::UnreadableMove(raw_text(raw)));
            return Ok(());
        };
        if let Move::Play(p) = mv
            && !size.contains(p)
        {
            if !run.tolerant() {
                return Err(SgfError::OffBoard {
                    line: pos().line,
                    column: pos().column,
                    move_number: n,
                    color,
                    value: raw_text(raw),
                    size: size.to_string(),
                });
            }
            run.issue(n, pos(), ReplayIssueKind::OffBoard(raw_text(raw)));
            return Ok(());
        }
        if !run.tolerant() {
            if color != g.to_move() {
                return Err(SgfError::WrongColor { line: pos().line, column: pos().column, move_number: n, color });
            }
            return g.play(mv).map(|_| ()).map_err(|reason: IllegalMove| SgfError::IllegalMove {
                line: pos().line,
                column: pos().column,
                move_number: n,
                color,
                value: raw_text(raw),
                reason,
            });
        }
        match g.replay_move(color, mv) {
            Ok(found) => {
                for i in found {
                    run.issue(n, pos(), ReplayIssueKind::Irregular(i));
                }
            }
            Err(_) => run.issue(n, pos(), ReplayIssueKind::OffBoard(raw_text(raw))),
        }
        Ok(())
    }
}
