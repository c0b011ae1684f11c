//! The C ABI's tables, generated from go-core's vocabularies by `tests/header.rs`; do not edit.
//! Regenerate with: `GO_FFI_BLESS=1 cargo test -p go-ffi --test header`.
//!
//! - One C enum per vocabulary enum of go-core (`go_core::vocabularies()`): a `typedef` of `uint32_t`
//!   named `Go` + the Rust type's name, and one constant per value, `GO_<TYPE>_<NAME>`, whose
//!   number is the value's stable code. Arguments of these types are plain integers, so that
//!   any number a C caller passes is safe to receive: one that is no value gives
//!   `GO_STATUS_INVALID_ENUM` (or `GO_STATUS_INVALID_COLOR`).
//! - `GoStatus`: go-core's error kinds (`ErrorKind`, 2xx..6xx, the same numbers) and the ABI's own
//!   codes (1xx bad arguments, 9xx internal failures and memory), each with its message.
//! - The version of go-core this library was built from.

use std::ffi::CStr;

/// go-core's major version number (`0.1.0`).
pub const GO_CORE_VERSION_MAJOR: u32 = 0;
/// go-core's minor version number (`0.1.0`).
pub const GO_CORE_VERSION_MINOR: u32 = 1;
/// go-core's patch version number (`0.1.0`).
pub const GO_CORE_VERSION_PATCH: u32 = 0;

/// The colour of a stone, and of the side that plays it.
///
/// The values are the `GO_COLOR_*` constants: go-core's `Color` codes.
pub type GoColor = u32;
/// The side that moves first in an even game.
pub const GO_COLOR_BLACK: GoColor = 1;
/// The side that receives komi.
pub const GO_COLOR_WHITE: GoColor = 2;

/// The phase of a game (RULES.md section 4: play ends with two passes,
/// then the dead stones are agreed, then the game is finished).
///
/// The values are the `GO_PHASE_*` constants: go-core's `Phase` codes.
pub type GoPhase = u32;
/// Black must place a free handicap before play starts (RULES.md
/// section 5).
pub const GO_PHASE_HANDICAP_PLACEMENT: GoPhase = 0;
/// Moves are being made.
pub const GO_PHASE_PLAYING: GoPhase = 1;
/// Two passes ended play; dead stones are agreed here.
pub const GO_PHASE_COUNTING: GoPhase = 2;
/// The game has a result.
pub const GO_PHASE_FINISHED: GoPhase = 3;

/// How a game ended (`GameResult::kind`), as a stable code and name.
///
/// The values are the `GO_RESULT_KIND_*` constants: go-core's `ResultKind` codes.
pub type GoResultKind = u32;
/// Counted, with a winner and a margin.
pub const GO_RESULT_KIND_SCORE: GoResultKind = 0;
/// Counted equal (jigo), or a long cycle under rules that call it a draw.
pub const GO_RESULT_KIND_DRAW: GoResultKind = 1;
/// A side resigned.
pub const GO_RESULT_KIND_RESIGNATION: GoResultKind = 2;
/// A side ran out of time.
pub const GO_RESULT_KIND_TIME: GoResultKind = 3;
/// A side forfeited (for example a player left).
pub const GO_RESULT_KIND_FORFEIT: GoResultKind = 4;
/// Atari Go: the winner captured first.
pub const GO_RESULT_KIND_CAPTURE: GoResultKind = 5;
/// No result.
pub const GO_RESULT_KIND_VOID: GoResultKind = 6;

/// Who fills a seat, so that callers know which seats to hand to the
/// computer player. The rules treat both alike.
///
/// The values are the `GO_SEAT_KIND_*` constants: go-core's `SeatKind` codes.
pub type GoSeatKind = u32;
/// A person.
pub const GO_SEAT_KIND_PERSON: GoSeatKind = 0;
/// The computer player.
pub const GO_SEAT_KIND_COMPUTER: GoSeatKind = 1;

/// How the edges of the board connect.
///
/// Planar is ordinary Go (RULES.md section 2). The toroidal variant
/// (RULES.md section 6, feature `toroidal`: without it a wrapped board is
/// refused with `SetupError::FeatureDisabled`) joins the left and right
/// edges, the top and bottom edges, or both; a wrapped axis must have at
/// least 3 points, so that a point's neighbours are always distinct. The
/// q5Go SGF convention writes these as `TO[n]` with bit 1 for a
/// horizontal wrap and bit 2 for a vertical one (`Topology::q5go_code`).
///
/// The values are the `GO_TOPOLOGY_*` constants: go-core's `Topology` codes.
pub type GoTopology = u32;
/// The usual board: points on the edge have three neighbours,
/// corners two.
pub const GO_TOPOLOGY_PLANAR: GoTopology = 0;
/// Both pairs of opposite edges joined: every point has four
/// neighbours.
pub const GO_TOPOLOGY_TORUS: GoTopology = 3;
/// The left and right edges joined (a cylinder standing upright):
/// points on the top and bottom rows have three neighbours.
pub const GO_TOPOLOGY_HCYLINDER: GoTopology = 1;
/// The top and bottom edges joined: points in the first and last
/// columns have three neighbours.
pub const GO_TOPOLOGY_VCYLINDER: GoTopology = 2;

/// Which repetitions a stone play may not create (RULES.md section 3).
/// Passes never violate a ko rule.
///
/// The values are the `GO_KO_RULE_*` constants: go-core's `KoRule` codes.
pub type GoKoRule = u32;
/// A play may not recreate the position that stood right after the
/// same player's previous move (the immediate recapture of a ko).
/// Game site (003), Japanese, Korean.
pub const GO_KO_RULE_SIMPLE: GoKoRule = 0;
/// A play may not recreate any earlier whole-board position of the
/// game (stones only; side to move ignored). Studio (001), Chinese,
/// Tromp-Taylor.
pub const GO_KO_RULE_POSITIONAL_SUPERKO: GoKoRule = 1;
/// A play may not recreate an earlier position with the same player
/// to move. AGA, New Zealand.
pub const GO_KO_RULE_SITUATIONAL_SUPERKO: GoKoRule = 2;
/// A play may not recreate a position that the same player earlier
/// created by a stone play (positions after passes and the starting
/// position do not count).
pub const GO_KO_RULE_NATURAL_SITUATIONAL_SUPERKO: GoKoRule = 3;

/// Whether a play that leaves its own chain without liberties is allowed
/// (RULES.md section 2). Captures are always resolved first.
///
/// The values are the `GO_SUICIDE_*` constants: go-core's `Suicide` codes.
pub type GoSuicide = u32;
/// Every suicide is illegal (most rule sets).
pub const GO_SUICIDE_FORBIDDEN: GoSuicide = 0;
/// A suicide that removes two or more of the mover's stones is legal
/// and removes them (they count as captured by the opponent);
/// single-stone suicide, which would leave the board unchanged, stays
/// illegal. New Zealand, Tromp-Taylor, Ing.
pub const GO_SUICIDE_MULTI_STONE_ALLOWED: GoSuicide = 1;

/// How the final position is counted (RULES.md section 4). The
/// territory methods need the `japanese` feature: without it a game set
/// up with them is refused (`SetupError::FeatureDisabled`).
///
/// The values are the `GO_COUNTING_*` constants: go-core's `Counting` codes.
pub type GoCounting = u32;
/// Stones on the board plus empty regions bordered by one colour
/// only; prisoners count nothing. Studio, Chinese, AGA, New Zealand,
/// Tromp-Taylor.
pub const GO_COUNTING_AREA: GoCounting = 0;
/// Empty regions bordered by one colour only (dead stones' points
/// included) plus prisoners plus the opponent's dead stones; empty
/// points in seki are not territory. Japanese, Korean.
pub const GO_COUNTING_TERRITORY: GoCounting = 1;
/// The game site's formula (003): territory controlled, minus own
/// stones captured, minus own dead stones; komi subtracted from
/// Black. Same margin as territory counting.
pub const GO_COUNTING_GAME_SITE: GoCounting = 2;

/// Points given to White for Black's handicap stones under area
/// counting (RULES.md section 4).
///
/// The values are the `GO_HANDICAP_BONUS_*` constants: go-core's `HandicapBonus` codes.
pub type GoHandicapBonus = u32;
/// No compensation.
pub const GO_HANDICAP_BONUS_NONE: GoHandicapBonus = 0;
/// N points for N handicap stones (Chinese).
pub const GO_HANDICAP_BONUS_N: GoHandicapBonus = 1;
/// N − 1 points for N handicap stones (AGA).
pub const GO_HANDICAP_BONUS_N_MINUS_ONE: GoHandicapBonus = 2;

/// How a long cycle (triple ko, eternal life) ends a game under the
/// simple ko rule (RULES.md section 3): a cycle is detected when the
/// same situation (position and side to move) occurs a third time since
/// the last pass.
///
/// The values are the `GO_CYCLE_OUTCOME_*` constants: go-core's `CycleOutcome` codes.
pub type GoCycleOutcome = u32;
/// The game ends without result (`Void`; Japanese, Korean, game
/// site).
pub const GO_CYCLE_OUTCOME_NO_RESULT: GoCycleOutcome = 0;
/// The game ends as a draw (`0`).
pub const GO_CYCLE_OUTCOME_DRAW: GoCycleOutcome = 1;

/// Whether dead stones are removed before counting (RULES.md section 4).
///
/// The values are the `GO_DEAD_STONES_*` constants: go-core's `DeadStones` codes.
pub type GoDeadStones = u32;
/// The players agree on dead stones in the counting phase; they are
/// removed before counting.
pub const GO_DEAD_STONES_AGREED: GoDeadStones = 0;
/// Nothing is removed: every stone on the board counts
/// (Tromp-Taylor).
pub const GO_DEAD_STONES_NEVER_REMOVED: GoDeadStones = 1;

/// AGA pass stones (RULES.md section 4): each pass hands the opponent
/// one prisoner, and two passes end play only when White passed last.
///
/// The values are the `GO_PASS_STONES_*` constants: go-core's `PassStones` codes.
pub type GoPassStones = u32;
/// Passes cost nothing.
pub const GO_PASS_STONES_NONE: GoPassStones = 0;
/// Each pass gives the opponent one prisoner; White passes last.
pub const GO_PASS_STONES_AGA: GoPassStones = 1;

/// Who moves first when a proposed dead-stone marking is rejected and
/// play resumes (RULES.md section 4).
///
/// The values are the `GO_RESUME_ORDER_*` constants: go-core's `ResumeOrder` codes.
pub type GoResumeOrder = u32;
/// The side that would have moved next had play not stopped, i.e.
/// the side that passed first (the default).
pub const GO_RESUME_ORDER_SIDE_PASSED_FIRST: GoResumeOrder = 0;
/// The opponent of the side that rejected (Japanese and Korean
/// presets).
pub const GO_RESUME_ORDER_OPPONENT_OF_REJECTER: GoResumeOrder = 1;

/// What an unfilled dame costs under territory counting (RULES.md
/// section 4, "unfilled dame"). A shared liberty is an empty point
/// touching living stones of both colours.
///
/// The values are the `GO_UNFILLED_DAME_*` constants: go-core's `UnfilledDame` codes.
pub type GoUnfilledDame = u32;
/// A shared liberty is a seki liberty only if neither colour could
/// fill it without its own chain through that point having a single
/// liberty (or the fill being suicide), the dead stones still on
/// the board, or if it is one of two or more common liberties of an
/// even race no fill settles (a seki with an eye each and two shared
/// liberties; see `crate::seki_liberties`); every other shared
/// liberty is a dame the players would fill: neutral, costing
/// nobody territory.
/// The moves that ending the game forces inside one's own territory
/// are counted (the Japanese 1989 rules count such a reinforcing
/// move; RULES.md's definition, extended so that real Japanese
/// records count right: Miyamoto-Go Seigen 1968 games 1 and 2,
/// Kisei 27 game 1, Gennan Inseki-Shusaku 1846):
/// - when only one colour can fill a dame safely and its fill
///   leaves a chain of the other colour with a single liberty, that
///   chain's owner must connect at that liberty, so the point is
///   not its territory;
/// - a chain already in atari whose owner can connect at its
///   liberty safely costs that point, and is no sign of seki;
/// - the dame are filled while the dead stones are still on the
///   board, and a dame whose fill gains its owner nothing (no other
///   chain, no point of its own) ends up filled by the opponent:
///   when such dame leave a chain one liberty, its owner connects
///   there (that point is not territory), or, when it cannot, lives
///   only by capturing the dead stones next to that liberty, and
///   none of their liberties is its territory.
///
/// The default of every territory preset; how servers and real
/// records count.
pub const GO_UNFILLED_DAME_COUNT_AS_FILLED: GoUnfilledDame = 0;
/// The letter of the Japanese 1989 rules: every dame point is a seki
/// liberty, so an unfilled dame next to a living group costs that
/// group's territory, and players must fill dame before counting.
pub const GO_UNFILLED_DAME_STRICT: GoUnfilledDame = 1;

/// The status of a chain at the end of a game (`chain_status`): the
/// three answers of GTP's `final_status_list`.
///
/// The values are the `GO_CHAIN_STATUS_*` constants: go-core's `ChainStatus` codes.
pub type GoChainStatus = u32;
/// A living chain that is not in seki.
pub const GO_CHAIN_STATUS_ALIVE: GoChainStatus = 0;
/// A chain marked dead.
pub const GO_CHAIN_STATUS_DEAD: GoChainStatus = 1;
/// A living chain that touches a seki liberty: a shared liberty that
/// neither colour can fill without self-atari.
pub const GO_CHAIN_STATUS_SEKI: GoChainStatus = 2;

/// How `Board::is_pseudo_legal` and `Board::legal_mask` treat the
/// board's ko point (`Board::ko_point`).
///
/// The values are the `GO_SIMPLE_KO_*` constants: go-core's `SimpleKo` codes.
pub type GoSimpleKo = u32;
/// The ko point is a point like any other. For superko rules, where
/// the game's history decides every repetition (the immediate
/// recapture included), and for callers that track ko themselves.
pub const GO_SIMPLE_KO_IGNORE: GoSimpleKo = 0;
/// The immediate recapture is refused (`IllegalMove::Ko`): a stone
/// of the opponent of the ko taker on the ko point that would
/// capture exactly the one stone that took the ko. Under the
/// simple-ko rule (RULES.md section 3) this is exactly the play that
/// recreates the position after the mover's previous move; a play
/// there that captures more stones recreates nothing and stays
/// legal.
pub const GO_SIMPLE_KO_FORBID: GoSimpleKo = 1;

/// A named rule set (RULES.md section 9). `Preset::rules` gives its
/// axes for a board size; a `Rules` value remembers the preset it
/// was made from (`Rules::preset`).
///
/// The territory presets (Japanese, Korean, game site) need the
/// `japanese` feature to be played: without it a game set up with
/// territory counting is refused (`SetupError::FeatureDisabled`).
///
/// The values are the `GO_PRESET_*` constants: go-core's `Preset` codes.
pub type GoPreset = u32;
/// The studio (source document 001), the 9x9 teaching table: area
/// counting, positional superko, suicide forbidden, komi 7.5.
pub const GO_PRESET_STUDIO: GoPreset = 0;
/// The game site (source document 003): the game site's territory
/// formula (seki aware), simple ko with long cycles ending without
/// result, suicide forbidden, komi by board size (5.5 for sides of
/// 17 and more, 4.5 for 11..=16, 3.5 up to 10).
pub const GO_PRESET_GAME_SITE: GoPreset = 1;
/// Chinese rules: area counting, positional superko, suicide
/// forbidden, komi 7.5, handicap compensation N.
pub const GO_PRESET_CHINESE: GoPreset = 2;
/// Japanese rules: territory counting (seki aware), simple ko with
/// long cycles ending without result, suicide forbidden, komi 6.5;
/// after a rejected count the opponent of the rejecter moves first.
pub const GO_PRESET_JAPANESE: GoPreset = 3;
/// Korean rules: as Japanese for everything this engine models.
pub const GO_PRESET_KOREAN: GoPreset = 4;
/// AGA rules: area counting made territory-equivalent by pass
/// stones, situational superko, suicide forbidden, komi 7.5,
/// compensation N − 1.
pub const GO_PRESET_AGA: GoPreset = 5;
/// New Zealand rules: area counting, situational superko,
/// multi-stone suicide allowed, komi 7.
pub const GO_PRESET_NEW_ZEALAND: GoPreset = 6;
/// Tromp-Taylor rules: area counting with no dead-stone removal,
/// positional superko, multi-stone suicide allowed, komi 7.5.
pub const GO_PRESET_TROMP_TAYLOR: GoPreset = 7;

/// The kind of a `Handicap`, as a stable code and name.
///
/// The values are the `GO_HANDICAP_KIND_*` constants: go-core's `HandicapKind` codes.
pub type GoHandicapKind = u32;
/// An even game.
pub const GO_HANDICAP_KIND_NONE: GoHandicapKind = 0;
/// Stones on the standard star points.
pub const GO_HANDICAP_KIND_FIXED: GoHandicapKind = 1;
/// Stones placed by Black anywhere empty.
pub const GO_HANDICAP_KIND_FREE: GoHandicapKind = 2;

/// On which line (counted from the edge, from 1) the corner stones of a
/// fixed handicap stand on 12x12, where engines disagree (RULES.md
/// section 5). Boards up to 11 use the third line and boards from 13 the
/// fourth.
///
/// The values are the `GO_CORNER_LINE_12_*` constants: go-core's `CornerLine12` codes.
pub type GoCornerLine12 = u32;
/// Third line on 12x12 (the default).
pub const GO_CORNER_LINE_12_THIRD: GoCornerLine12 = 3;
/// Fourth line on 12x12: what GNU Go 3.8's `fixed_handicap`
/// places (`boardsize 12`, `fixed_handicap 4` gives D9 J9 D4 J4).
pub const GO_CORNER_LINE_12_FOURTH: GoCornerLine12 = 4;

/// The kind of a `TimeControl`, as a stable code and name (RULES.md
/// section 7).
///
/// The values are the `GO_CLOCK_KIND_*` constants: go-core's `ClockKind` codes.
pub type GoClockKind = u32;
/// No clock.
pub const GO_CLOCK_KIND_NONE: GoClockKind = 0;
/// Sudden death.
pub const GO_CLOCK_KIND_ABSOLUTE: GoClockKind = 1;
/// Fischer increment.
pub const GO_CLOCK_KIND_FISCHER: GoClockKind = 2;
/// Byo-yomi periods.
pub const GO_CLOCK_KIND_BYO_YOMI: GoClockKind = 3;
/// Canadian overtime.
pub const GO_CLOCK_KIND_CANADIAN: GoClockKind = 4;

/// What happens when a partner moves in another partner's turn (RULES.md
/// section 6, team Go). The Pair Go penalty needs the `rengo` feature:
/// without it a game set up with it is refused
/// (`SetupError::FeatureDisabled`).
///
/// The values are the `GO_OUT_OF_TURN_*` constants: go-core's `OutOfTurn` codes.
pub type GoOutOfTurn = u32;
/// The move is refused with a typed error and changes nothing (the
/// default).
pub const GO_OUT_OF_TURN_REFUSE: GoOutOfTurn = 0;
/// Pair Go tournament rules: the stone stays, the rotation continues
/// from the seat after the offender, and the other side receives 3
/// points, a separate line of the count. A move in the other colour's
/// turn is still refused. "After the offender" is in the whole
/// table's order, as if the offender had moved in their own turn
/// (the European Go Federation's Pair Go rules: "the rotation then
/// continues as if the wrong move was played correctly by that
/// player"): at a table B1 W1 B2 W2, W2 moving when W1 was due is
/// followed by B1, then W1; B1 moving when B2 was due is followed
/// by W1 (`Table::turns_after_offender`).
pub const GO_OUT_OF_TURN_PAIR_GO_PENALTY: GoOutOfTurn = 1;

/// A move the rules forbid that a tolerant replay applied anyway
/// (RULES.md section 3).
///
/// The values are the `GO_IRREGULARITY_*` constants: go-core's `Irregularity` codes.
pub type GoIrregularity = u32;
/// A stone played on an occupied point: the stone there was
/// replaced, then captures were resolved.
pub const GO_IRREGULARITY_OCCUPIED: GoIrregularity = 0;
/// A forbidden suicide: the mover's chain was removed and counted as
/// captured by the opponent.
pub const GO_IRREGULARITY_SUICIDE: GoIrregularity = 1;
/// An immediate ko recapture; it stands.
pub const GO_IRREGULARITY_KO: GoIrregularity = 2;
/// A superko repetition; it stands.
pub const GO_IRREGULARITY_SUPERKO: GoIrregularity = 3;
/// This pass was not in the record: the same colour moved twice, so
/// the other colour is recorded as having passed in between.
pub const GO_IRREGULARITY_IMPLIED_PASS: GoIrregularity = 4;
/// A move after play had ended (two passes, a long cycle, a
/// result): play resumed.
pub const GO_IRREGULARITY_PLAY_AFTER_END: GoIrregularity = 5;

/// The kind of a `Variant`, as a stable code and name.
///
/// The values are the `GO_VARIANT_KIND_*` constants: go-core's `VariantKind` codes.
pub type GoVariantKind = u32;
/// Ordinary Go.
pub const GO_VARIANT_KIND_STANDARD: GoVariantKind = 0;
/// Atari Go.
pub const GO_VARIANT_KIND_ATARI_GO: GoVariantKind = 1;
/// Phantom Go.
pub const GO_VARIANT_KIND_PHANTOM: GoVariantKind = 2;

/// What the Phantom Go referee tells the players (RULES.md section 6:
/// conventions differ, so this is a setting). Each level adds to the one
/// before.
///
/// The values are the `GO_REFEREE_CONVENTION_*` constants: go-core's `RefereeConvention` codes.
pub type GoRefereeConvention = u32;
/// An illegal try is answered only "illegal"; captures are announced
/// to both as a number of stones. The common convention.
pub const GO_REFEREE_CONVENTION_ILLEGAL_ONLY: GoRefereeConvention = 0;
/// An illegal try is answered with its reason (an opponent stone
/// there, suicide, ko, superko); an opponent stone found that way is
/// revealed to the player who tried.
pub const GO_REFEREE_CONVENTION_ILLEGAL_WITH_REASON: GoRefereeConvention = 1;
/// As `illegal_with_reason`, and a move that leaves opponent stones
/// in atari is announced to both.
pub const GO_REFEREE_CONVENTION_ATARI_ANNOUNCEMENTS: GoRefereeConvention = 2;
/// As `atari_announcements`, and capture announcements name the
/// captured stones' points.
pub const GO_REFEREE_CONVENTION_CAPTURE_WITH_POINTS: GoRefereeConvention = 3;

/// The kind of a Phantom Go referee's announcement (the `Announcement`
/// type of the `phantom` feature), as a stable code and name (RULES.md
/// section 6).
///
/// The values are the `GO_ANNOUNCEMENT_KIND_*` constants: go-core's `AnnouncementKind` codes.
pub type GoAnnouncementKind = u32;
/// To the player who tried: the try was illegal; the same player
/// moves again.
pub const GO_ANNOUNCEMENT_KIND_ILLEGAL: GoAnnouncementKind = 0;
/// To the other player: the side to move made a move (its point
/// stays hidden).
pub const GO_ANNOUNCEMENT_KIND_MOVED: GoAnnouncementKind = 1;
/// To both: a side passed.
pub const GO_ANNOUNCEMENT_KIND_PASSED: GoAnnouncementKind = 2;
/// To both: stones were captured (where the rules allow suicide,
/// a suicide's stones too, as captured by the opponent).
pub const GO_ANNOUNCEMENT_KIND_CAPTURED: GoAnnouncementKind = 3;
/// To both: stones of a colour are in atari after the move.
pub const GO_ANNOUNCEMENT_KIND_ATARI: GoAnnouncementKind = 4;
/// To both: the game ended during play (a move, a resignation, a
/// departure, a time-out; an agreed count is not announced).
pub const GO_ANNOUNCEMENT_KIND_GAME_OVER: GoAnnouncementKind = 5;

/// How a playout chooses its moves. Its names (`light`, `heavy`,
/// `heavy_races`) and stable codes (0, 1, 2) are what the C ABI
/// (`GoPlayoutStyle`) and the Python module (`style=`) take.
///
/// The values are the `GO_PLAYOUT_STYLE_*` constants: go-core's `PlayoutStyle` codes.
pub type GoPlayoutStyle = u32;
/// Uniformly at random among the light candidates (module
/// documentation): the fastest, and the benchmarks' measure. The
/// default.
pub const GO_PLAYOUT_STYLE_LIGHT: GoPlayoutStyle = 0;
/// Captures and atari rescues around the last move first, then 3x3
/// shape patterns around it, then a light move that avoids
/// self-atari (the board's `heavy` module documents the order and
/// its source). What the dead-stone estimate plays.
pub const GO_PLAYOUT_STYLE_HEAVY: GoPlayoutStyle = 1;
/// `PlayoutStyle::Heavy` with one more step between the captures
/// and the shapes: capturing races of own chains with two liberties
/// next to the last move (extend to three liberties, or atari an
/// opposing chain with two; the board's `heavy` module documents
/// it). What the computer player plays: against GNU Go 3.8 level 1
/// on 9x9 at 2,000 playouts a move it halved the games lost by more
/// than half the board (18 in 800 instead of 36), at 9% more time
/// per move on 9x9 and 25% on 19x19.
pub const GO_PLAYOUT_STYLE_HEAVY_RACES: GoPlayoutStyle = 2;

/// How forgiving the parser is.
///
/// The values are the `GO_PARSE_MODE_*` constants: go-core's `ParseMode` codes.
pub type GoParseMode = u32;
/// The first deviation from SGF's grammar is an error with its line and
/// column. Text before the first game tree is allowed (as in FF[4]).
pub const GO_PARSE_MODE_STRICT: GoParseMode = 0;
/// Common damage is repaired, each repair recorded as an
/// `SgfWarning`: a game tree without its first `;`, an unescaped `]`
/// inside a text value, `((` and `()`, a node after variations, a
/// property without a value, an identifier without capitals, bytes that
/// are not SGF inside or after trees, and trees or a value left open at
/// the end of the input. The default.
pub const GO_PARSE_MODE_LENIENT: GoParseMode = 1;

/// How a replay treats moves the rules forbid.
///
/// The values are the `GO_REPLAY_MODE_*` constants: go-core's `ReplayMode` codes.
pub type GoReplayMode = u32;
/// The first illegal move (occupied point, suicide, ko or superko, the
/// same colour twice, a move after play ended), an off-board or
/// unreadable move, or refused setup is an error naming the move number
/// and the reason.
pub const GO_REPLAY_MODE_STRICT: GoReplayMode = 0;
/// Irregular moves are applied with `Game::replay_move` (RULES.md
/// section 3) and listed; off-board and unreadable moves and refused
/// setup are listed and skipped. The default.
pub const GO_REPLAY_MODE_TOLERANT: GoReplayMode = 1;

/// The outcome of a call: `GO_STATUS_OK` (0) or the reason it failed, a fixed number grouped by
/// hundreds:
///
/// - 1xx: a bad argument (NULL pointer, invalid UTF-8, small buffer, a number that is no
///   value of its enum, ...); nothing was attempted.
/// - 2xx: a game cannot be set up as asked.
/// - 3xx: a move cannot be made now, one code per reason.
/// - 4xx: another game action is refused.
/// - 5xx: a text does not name what was asked for.
/// - 6xx: an SGF text could not be read, mapped or replayed.
/// - 9xx: an internal failure of the library, or memory it could not get.
///
/// 2xx..6xx are go-core's error kinds (`ErrorKind`) with the same numbers. The numbers are
/// part of the ABI: they never change, and new codes only take unused numbers. Every error
/// leaves the handles it was given as they were. `go_status_message` describes each code.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[must_use]
pub enum GoStatus {
    /// Success.
    Ok = 0,
    /// A pointer argument that must not be NULL was NULL (or a buffer that must be given was NULL with
    /// a length above 0; a buffer a function calls optional may be NULL whatever its length).
    NullPointer = 100,
    /// A string argument is not valid UTF-8.
    InvalidUtf8 = 101,
    /// The caller's buffer is too small; the length it needs was written to the function's
    /// `out_needed`, and nothing to the buffer.
    BufferTooSmall = 102,
    /// A colour argument is neither `GO_COLOR_BLACK` nor `GO_COLOR_WHITE` (nor, where a point may be
    /// empty, `GO_COLOR_EMPTY`).
    InvalidColor = 104,
    /// A budget out of range: a search's playouts 1..=10000000, a batch of playouts
    /// (`go_game_playouts`) 0..=10000000, threads 1..=256.
    InvalidBudget = 105,
    /// An integer argument that is no value of the C enum its parameter names (`GoKoRule`, `GoPreset`,
    /// ...).
    InvalidEnum = 106,
    /// An index past the end of its list (a move, an announcement), a name the object lacks (an SGF
    /// property), or a point with no stone where a chain is asked for.
    NotFound = 107,
    /// A length that no buffer of its element type can have (more than `PTRDIFF_MAX` bytes), or an
    /// array passed in longer than the library can copy (the memory for its copy could not be had).
    InvalidLength = 108,
    /// A game record that is not the JSON text `go_game_record_json` writes.
    InvalidJson = 109,
    /// A board side outside 1..=52.
    /// (go-core's error kind `invalid_size`.)
    InvalidSize = 200,
    /// A wrapped board axis shorter than 3 points.
    /// (go-core's error kind `wrap_too_small`.)
    WrapTooSmall = 201,
    /// An ASCII board diagram that cannot be read.
    /// (go-core's error kind `invalid_diagram`.)
    InvalidDiagram = 203,
    /// A setup point off the board.
    /// (go-core's error kind `setup_off_board`.)
    SetupOffBoard = 204,
    /// A setup or handicap stone on a point that already holds a stone.
    /// (go-core's error kind `setup_occupied`.)
    SetupOccupied = 205,
    /// Setup stones that leave a chain without liberties.
    /// (go-core's error kind `setup_no_liberties`.)
    SetupNoLiberties = 206,
    /// A fixed handicap not available on this board.
    /// (go-core's error kind `fixed_handicap_unavailable`.)
    FixedHandicapUnavailable = 207,
    /// A handicap of fewer than 2 stones, or a free handicap that leaves
    /// no empty point.
    /// (go-core's error kind `invalid_handicap`.)
    InvalidHandicap = 208,
    /// A free handicap placement with the wrong number of stones.
    /// (go-core's error kind `handicap_count`.)
    HandicapCount = 209,
    /// A point given twice in one placement.
    /// (go-core's error kind `duplicate_point`.)
    DuplicatePoint = 210,
    /// An invalid number of seats for a side.
    /// (go-core's error kind `invalid_seats`.)
    InvalidSeats = 211,
    /// A komi that is not a multiple of 0.5 or is out of range.
    /// (go-core's error kind `invalid_komi`.)
    InvalidKomi = 212,
    /// A list or buffer whose length is not the one needed (a board's
    /// point colours: its area; one value per playout asked for).
    /// (go-core's error kind `wrong_length`.)
    WrongLength = 213,
    /// Options that cannot be combined (Phantom Go with a team, a
    /// Phantom Go referee over a game with a clock).
    /// (go-core's error kind `incompatible_options`.)
    IncompatibleOptions = 214,
    /// A setting whose cargo feature this build lacks.
    /// (go-core's error kind `feature_disabled`.)
    FeatureDisabled = 215,
    /// A clock setting that cannot run (no time at all).
    /// (go-core's error kind `invalid_time_control`.)
    InvalidTimeControl = 216,
    /// An Atari Go goal of 0 stones or of more than the board's points.
    /// (go-core's error kind `invalid_atari_go`.)
    InvalidAtariGo = 217,
    /// The point is not on the board.
    /// (go-core's error kind `off_board`.)
    OffBoard = 300,
    /// The point already holds a stone.
    /// (go-core's error kind `occupied`.)
    Occupied = 301,
    /// The play would be suicide, which the rules forbid.
    /// (go-core's error kind `suicide`.)
    Suicide = 302,
    /// The play retakes a ko at once (simple ko rule).
    /// (go-core's error kind `ko`.)
    Ko = 303,
    /// The play repeats an earlier position (superko rule).
    /// (go-core's error kind `superko`.)
    Superko = 304,
    /// The game is not in the phase where moves are made (counting, or
    /// a free handicap to place first).
    /// (go-core's error kind `not_playing`.)
    NotPlaying = 305,
    /// The seat that acted is not the seat whose turn it is.
    /// (go-core's error kind `wrong_seat`.)
    WrongSeat = 306,
    /// The seat that acted does not exist at this table.
    /// (go-core's error kind `unknown_seat`.)
    UnknownSeat = 307,
    /// The running clock's time ran out before the move or placement:
    /// the game has ended on time.
    /// (go-core's error kind `time_expired`.)
    TimeExpired = 308,
    /// A timestamp earlier than the running clock's start, or, while no
    /// clock runs (play resumed after a count), than the latest
    /// timestamp the game has taken.
    /// (go-core's error kind `clock_backwards`.)
    ClockBackwards = 309,
    /// The game is over.
    /// (go-core's error kind `game_over`.)
    GameOver = 310,
    /// The action does not belong to the game's current phase.
    /// (go-core's error kind `wrong_phase`.)
    WrongPhase = 400,
    /// Undo asked with no move to take back.
    /// (go-core's error kind `nothing_to_undo`.)
    NothingToUndo = 403,
    /// Accepting or rejecting a count the other side has not proposed.
    /// (go-core's error kind `no_proposal`.)
    NoProposal = 404,
    /// A dead-stone mark on an empty point.
    /// (go-core's error kind `not_a_stone`.)
    NotAStone = 405,
    /// A dead-stone mark off the board.
    /// (go-core's error kind `mark_off_board`.)
    MarkOffBoard = 406,
    /// A game record whose events cannot be replayed.
    /// (go-core's error kind `invalid_record`.)
    InvalidRecord = 407,
    /// The computer player asked to search a Phantom Go game as a
    /// whole, which would show it the stones hidden from the player to
    /// move: it plays Phantom Go through the referee only.
    /// (go-core's error kind `hidden_information`.)
    HiddenInformation = 408,
    /// A count whose margin is beyond what a game result holds
    /// (4,294,967,295 half points): prisoners or handicap stones given
    /// by the caller beyond any game's, to the free count of a board
    /// (the C ABI, which counts games only, never returns it).
    /// (go-core's error kind `margin_too_large`.)
    MarginTooLarge = 409,
    /// A Phantom Go referee's record whose own state does not fit its
    /// game (a stone seen that is not there or that no try found, a
    /// point refused this turn that is occupied by the mover, listed
    /// twice or never tried, a point off the board, announcements other
    /// than those the game gives when played again through a referee):
    /// a record altered or made up outside the engine.
    /// (go-core's error kind `invalid_referee_record`.)
    InvalidRefereeRecord = 410,
    /// A word that is not a name of the vocabulary asked for.
    /// (go-core's error kind `unknown_name`.)
    UnknownName = 500,
    /// A text that is not a vertex of the board.
    /// (go-core's error kind `invalid_vertex`.)
    InvalidVertex = 501,
    /// A text that is not a point.
    /// (go-core's error kind `invalid_point`.)
    InvalidPoint = 502,
    /// A text that is not a seat.
    /// (go-core's error kind `invalid_seat`.)
    InvalidSeat = 503,
    /// A text that is not a game result.
    /// (go-core's error kind `invalid_result`.)
    InvalidResult = 504,
    /// No SGF game tree in the input.
    /// (go-core's error kind `sgf_no_game_tree`.)
    SgfNoGameTree = 600,
    /// A byte SGF's grammar does not allow there.
    /// (go-core's error kind `sgf_unexpected`.)
    SgfUnexpected = 601,
    /// The text ends inside a value or a game tree.
    /// (go-core's error kind `sgf_unexpected_end`.)
    SgfUnexpectedEnd = 602,
    /// A property identifier that is not upper-case letters.
    /// (go-core's error kind `sgf_invalid_identifier`.)
    SgfInvalidIdentifier = 603,
    /// An input too large to read.
    /// (go-core's error kind `sgf_input_too_large`.)
    SgfInputTooLarge = 604,
    /// A property value that cannot be read for its type.
    /// (go-core's error kind `sgf_invalid_value`.)
    SgfInvalidValue = 605,
    /// A game tree that is not Go.
    /// (go-core's error kind `sgf_not_go`.)
    SgfNotGo = 606,
    /// A variation path or game index that leaves the collection.
    /// (go-core's error kind `sgf_no_such_variation`.)
    SgfNoSuchVariation = 607,
    /// A recorded move off the board.
    /// (go-core's error kind `sgf_off_board`.)
    SgfOffBoard = 608,
    /// A recorded move the rules forbid (strict replay).
    /// (go-core's error kind `sgf_illegal_move`.)
    SgfIllegalMove = 609,
    /// A recorded move by the colour not to move (strict replay).
    /// (go-core's error kind `sgf_wrong_color`.)
    SgfWrongColor = 610,
    /// A recorded setup the game refuses: stones, a handicap, or
    /// options that cannot be played together.
    /// (go-core's error kind `sgf_setup`.)
    SgfSetup = 611,
    /// Binary data, not SGF text.
    /// (go-core's error kind `sgf_binary_input`.)
    SgfBinaryInput = 612,
    /// A character set label that names no character set this library
    /// can decode.
    /// (go-core's error kind `sgf_unknown_charset`.)
    SgfUnknownCharset = 613,
    /// A panic inside the library was caught at the C boundary (a bug: please report it).
    Panic = 900,
    /// An earlier call panicked while changing this handle; only its `go_*_free` may still be called on
    /// it.
    Poisoned = 901,
    /// The memory for an answer could not be had (an SGF record written out under a memory limit);
    /// nothing was written to the caller's buffer and every handle is as it was.
    OutOfMemory = 902,
}

impl GoStatus {
    /// Every status, in numeric order.
    pub(crate) const ALL: [GoStatus; 69] = [
        GoStatus::Ok,
        GoStatus::NullPointer,
        GoStatus::InvalidUtf8,
        GoStatus::BufferTooSmall,
        GoStatus::InvalidColor,
        GoStatus::InvalidBudget,
        GoStatus::InvalidEnum,
        GoStatus::NotFound,
        GoStatus::InvalidLength,
        GoStatus::InvalidJson,
        GoStatus::InvalidSize,
        GoStatus::WrapTooSmall,
        GoStatus::InvalidDiagram,
        GoStatus::SetupOffBoard,
        GoStatus::SetupOccupied,
        GoStatus::SetupNoLiberties,
        GoStatus::FixedHandicapUnavailable,
        GoStatus::InvalidHandicap,
        GoStatus::HandicapCount,
        GoStatus::DuplicatePoint,
        GoStatus::InvalidSeats,
        GoStatus::InvalidKomi,
        GoStatus::WrongLength,
        GoStatus::IncompatibleOptions,
        GoStatus::FeatureDisabled,
        GoStatus::InvalidTimeControl,
        GoStatus::InvalidAtariGo,
        GoStatus::OffBoard,
        GoStatus::Occupied,
        GoStatus::Suicide,
        GoStatus::Ko,
        GoStatus::Superko,
        GoStatus::NotPlaying,
        GoStatus::WrongSeat,
        GoStatus::UnknownSeat,
        GoStatus::TimeExpired,
        GoStatus::ClockBackwards,
        GoStatus::GameOver,
        GoStatus::WrongPhase,
        GoStatus::NothingToUndo,
        GoStatus::NoProposal,
        GoStatus::NotAStone,
        GoStatus::MarkOffBoard,
        GoStatus::InvalidRecord,
        GoStatus::HiddenInformation,
        GoStatus::MarginTooLarge,
        GoStatus::InvalidRefereeRecord,
        GoStatus::UnknownName,
        GoStatus::InvalidVertex,
        GoStatus::InvalidPoint,
        GoStatus::InvalidSeat,
        GoStatus::InvalidResult,
        GoStatus::SgfNoGameTree,
        GoStatus::SgfUnexpected,
        GoStatus::SgfUnexpectedEnd,
        GoStatus::SgfInvalidIdentifier,
        GoStatus::SgfInputTooLarge,
        GoStatus::SgfInvalidValue,
        GoStatus::SgfNotGo,
        GoStatus::SgfNoSuchVariation,
        GoStatus::SgfOffBoard,
        GoStatus::SgfIllegalMove,
        GoStatus::SgfWrongColor,
        GoStatus::SgfSetup,
        GoStatus::SgfBinaryInput,
        GoStatus::SgfUnknownCharset,
        GoStatus::Panic,
        GoStatus::Poisoned,
        GoStatus::OutOfMemory,
    ];

    /// The static message of this status.
    pub(crate) const fn message(self) -> &'static CStr {
        match self {
            GoStatus::Ok => c"ok",
            GoStatus::NullPointer => c"a pointer argument that must not be NULL was NULL",
            GoStatus::InvalidUtf8 => c"a string argument is not valid UTF-8",
            GoStatus::BufferTooSmall => c"the buffer is too small",
            GoStatus::InvalidColor => c"invalid colour: expected GO_COLOR_BLACK or GO_COLOR_WHITE (or GO_COLOR_EMPTY where a point may be empty)",
            GoStatus::InvalidBudget => c"invalid budget: a search's playouts must be 1..=10000000, a batch's 0..=10000000, threads 1..=256",
            GoStatus::InvalidEnum => c"an argument is no value of its enum",
            GoStatus::NotFound => c"no such index or name",
            GoStatus::InvalidLength => c"a length no buffer can have, or an array too long to copy",
            GoStatus::InvalidJson => c"the game record is not valid JSON of a record",
            GoStatus::InvalidSize => c"a board side outside 1..=52",
            GoStatus::WrapTooSmall => c"a wrapped board axis shorter than 3 points",
            GoStatus::InvalidDiagram => c"an ASCII board diagram that cannot be read",
            GoStatus::SetupOffBoard => c"a setup point off the board",
            GoStatus::SetupOccupied => c"a setup or handicap stone on a point that already holds a stone",
            GoStatus::SetupNoLiberties => c"setup stones that leave a chain without liberties",
            GoStatus::FixedHandicapUnavailable => c"a fixed handicap not available on this board",
            GoStatus::InvalidHandicap => c"a handicap of fewer than 2 stones, or a free handicap that leaves no empty point",
            GoStatus::HandicapCount => c"a free handicap placement with the wrong number of stones",
            GoStatus::DuplicatePoint => c"a point given twice in one placement",
            GoStatus::InvalidSeats => c"an invalid number of seats for a side",
            GoStatus::InvalidKomi => c"a komi that is not a multiple of 0.5 or is out of range",
            GoStatus::WrongLength => c"a list or buffer whose length is not the one needed (a board's point colours: its area; one value per playout asked for)",
            GoStatus::IncompatibleOptions => c"options that cannot be combined (Phantom Go with a team, a Phantom Go referee over a game with a clock)",
            GoStatus::FeatureDisabled => c"a setting whose cargo feature this build lacks",
            GoStatus::InvalidTimeControl => c"a clock setting that cannot run (no time at all)",
            GoStatus::InvalidAtariGo => c"an Atari Go goal of 0 stones or of more than the board's points",
            GoStatus::OffBoard => c"the point is not on the board",
            GoStatus::Occupied => c"the point already holds a stone",
            GoStatus::Suicide => c"the play would be suicide, which the rules forbid",
            GoStatus::Ko => c"the play retakes a ko at once (simple ko rule)",
            GoStatus::Superko => c"the play repeats an earlier position (superko rule)",
            GoStatus::NotPlaying => c"the game is not in the phase where moves are made (counting, or a free handicap to place first)",
            GoStatus::WrongSeat => c"the seat that acted is not the seat whose turn it is",
            GoStatus::UnknownSeat => c"the seat that acted does not exist at this table",
            GoStatus::TimeExpired => c"the running clock's time ran out before the move or placement: the game has ended on time",
            GoStatus::ClockBackwards => c"a timestamp earlier than the running clock's start, or, while no clock runs (play resumed after a count), than the latest timestamp the game has taken",
            GoStatus::GameOver => c"the game is over",
            GoStatus::WrongPhase => c"the action does not belong to the game's current phase",
            GoStatus::NothingToUndo => c"undo asked with no move to take back",
            GoStatus::NoProposal => c"accepting or rejecting a count the other side has not proposed",
            GoStatus::NotAStone => c"a dead-stone mark on an empty point",
            GoStatus::MarkOffBoard => c"a dead-stone mark off the board",
            GoStatus::InvalidRecord => c"a game record whose events cannot be replayed",
            GoStatus::HiddenInformation => c"the computer player asked to search a Phantom Go game as a whole, which would show it the stones hidden from the player to move: it plays Phantom Go through the referee only",
            GoStatus::MarginTooLarge => c"a count whose margin is beyond what a game result holds (4,294,967,295 half points): prisoners or handicap stones given by the caller beyond any game's, to the free count of a board (the C ABI, which counts games only, never returns it)",
            GoStatus::InvalidRefereeRecord => c"a Phantom Go referee's record whose own state does not fit its game (a stone seen that is not there or that no try found, a point refused this turn that is occupied by the mover, listed twice or never tried, a point off the board, announcements other than those the game gives when played again through a referee): a record altered or made up outside the engine",
            GoStatus::UnknownName => c"a word that is not a name of the vocabulary asked for",
            GoStatus::InvalidVertex => c"a text that is not a vertex of the board",
            GoStatus::InvalidPoint => c"a text that is not a point",
            GoStatus::InvalidSeat => c"a text that is not a seat",
            GoStatus::InvalidResult => c"a text that is not a game result",
            GoStatus::SgfNoGameTree => c"no SGF game tree in the input",
            GoStatus::SgfUnexpected => c"a byte SGF's grammar does not allow there",
            GoStatus::SgfUnexpectedEnd => c"the text ends inside a value or a game tree",
            GoStatus::SgfInvalidIdentifier => c"a property identifier that is not upper-case letters",
            GoStatus::SgfInputTooLarge => c"an input too large to read",
            GoStatus::SgfInvalidValue => c"a property value that cannot be read for its type",
            GoStatus::SgfNotGo => c"a game tree that is not Go",
            GoStatus::SgfNoSuchVariation => c"a variation path or game index that leaves the collection",
            GoStatus::SgfOffBoard => c"a recorded move off the board",
            GoStatus::SgfIllegalMove => c"a recorded move the rules forbid (strict replay)",
            GoStatus::SgfWrongColor => c"a recorded move by the colour not to move (strict replay)",
            GoStatus::SgfSetup => c"a recorded setup the game refuses: stones, a handicap, or options that cannot be played together",
            GoStatus::SgfBinaryInput => c"binary data, not SGF text",
            GoStatus::SgfUnknownCharset => c"a character set label that names no character set this library can decode",
            GoStatus::Panic => c"internal error: a panic was caught at the C boundary",
            GoStatus::Poisoned => c"the handle is unusable after an internal error; free it",
            GoStatus::OutOfMemory => c"out of memory: the answer's memory could not be had",
        }
    }
}
