//! The stable kinds of every error the engine returns: one code and name
//! each, across all error enums.

use super::codes::vocabulary;

vocabulary! {
    /// What went wrong, as a stable code and name: every error of the
    /// engine (`SetupError`, `IllegalMove`, `GameError`, `CountingError`,
    /// `ParseError`, `SgfError`) has a `kind()` of this type. The codes are
    /// grouped by hundreds, one group per concern, and are the C ABI's
    /// status numbers; the names are Python's `reason` strings. A reason
    /// shared by two concerns (a wrong seat is refused both for a move and
    /// for another action) has one kind.
    ///
    /// - 2xx: a game could not be set up;
    /// - 3xx: a move cannot be made now;
    /// - 4xx: another game action is refused;
    /// - 5xx: a text does not name what was asked for;
    /// - 6xx: an SGF text could not be read, mapped or replayed.
    pub enum ErrorKind {
        /// A board side outside 1..=52.
        InvalidSize = 200 => "invalid_size",
        /// A wrapped board axis shorter than 3 points.
        WrapTooSmall = 201 => "wrap_too_small",
        /// An ASCII board diagram that cannot be read.
        InvalidDiagram = 203 => "invalid_diagram",
        /// A setup point off the board.
        SetupOffBoard = 204 => "setup_off_board",
        /// A setup or handicap stone on a point that already holds a stone.
        SetupOccupied = 205 => "setup_occupied",
        /// Setup stones that leave a chain without liberties.
        SetupNoLiberties = 206 => "setup_no_liberties",
        /// A fixed handicap not available on this board.
        FixedHandicapUnavailable = 207 => "fixed_handicap_unavailable",
        /// A handicap of fewer than 2 stones, or a free handicap that leaves
        /// no empty point.
        InvalidHandicap = 208 => "invalid_handicap",
        /// A free handicap placement with the wrong number of stones.
        HandicapCount = 209 => "handicap_count",
        /// A point given twice in one placement.
        DuplicatePoint = 210 => "duplicate_point",
        /// An invalid number of seats for a side.
        InvalidSeats = 211 => "invalid_seats",
        /// A komi that is not a multiple of 0.5 or is out of range.
        InvalidKomi = 212 => "invalid_komi",
        /// A list or buffer whose length is not the one needed (a board's
        /// point colours: its area; one value per playout asked for).
        WrongLength = 213 => "wrong_length",
        /// Options that cannot be combined (Phantom Go with a team, a
        /// Phantom Go referee over a game with a clock).
        IncompatibleOptions = 214 => "incompatible_options",
        /// A setting whose cargo feature this build lacks.
        FeatureDisabled = 215 => "feature_disabled",
        /// A clock setting that cannot run (no time at all).
        InvalidTimeControl = 216 => "invalid_time_control",
        /// An Atari Go goal of 0 stones or of more than the board's points.
        InvalidAtariGo = 217 => "invalid_atari_go",

        /// The point is not on the board.
        OffBoard = 300 => "off_board",
        /// The point already holds a stone.
        Occupied = 301 => "occupied",
        /// The play would be suicide, which the rules forbid.
        Suicide = 302 => "suicide",
        /// The play retakes a ko at once (simple ko rule).
        Ko = 303 => "ko",
        /// The play repeats an earlier position (superko rule).
        Superko = 304 => "superko",
        /// The game is not in the phase where moves are made (counting, or
        /// a free handicap to place first).
        NotPlaying = 305 => "not_playing",
        /// The seat that acted is not the seat whose turn it is.
        WrongSeat = 306 => "wrong_seat",
        /// The seat that acted does not exist at this table.
        UnknownSeat = 307 => "unknown_seat",
        /// The running clock's time ran out before the move or placement:
        /// the game has ended on time.
        TimeExpired = 308 => "time_expired",
        /// A timestamp earlier than the running clock's start, or, while no
        /// clock runs (play resumed after a count), than the latest
        /// timestamp the game has taken.
        ClockBackwards = 309 => "clock_backwards",
        /// The game is over.
        GameOver = 310 => "game_over",

        /// The action does not belong to the game's current phase.
        WrongPhase = 400 => "wrong_phase",
        /// Undo asked with no move to take back.
        NothingToUndo = 403 => "nothing_to_undo",
        /// Accepting or rejecting a count the other side has not proposed.
        NoProposal = 404 => "no_proposal",
        /// A dead-stone mark on an empty point.
        NotAStone = 405 => "not_a_stone",
        /// A dead-stone mark off the board.
        MarkOffBoard = 406 => "mark_off_board",
        /// A game record whose events cannot be replayed.
        InvalidRecord = 407 => "invalid_record",
        /// The computer player asked to search a Phantom Go game as a
        /// whole, which would show it the stones hidden from the player to
        /// move: it plays Phantom Go through the referee only.
        HiddenInformation = 408 => "hidden_information",
        /// A count whose margin is beyond what a game result holds
        /// (4,294,967,295 half points): prisoners or handicap stones given
        /// by the caller beyond any game's, to the free count of a board
        /// (the C ABI, which counts games only, never returns it).
        MarginTooLarge = 409 => "margin_too_large",
        /// A Phantom Go referee's record whose own state does not fit its
        /// game (a stone seen that is not there or that no try found, a
        /// point refused this turn that is occupied by the mover, listed
        /// twice or never tried, a point off the board, announcements other
        /// than those the game gives when played again through a referee):
        /// a record altered or made up outside the engine.
        InvalidRefereeRecord = 410 => "invalid_referee_record",

        /// A word that is not a name of the vocabulary asked for.
        UnknownName = 500 => "unknown_name",
        /// A text that is not a vertex of the board.
        InvalidVertex = 501 => "invalid_vertex",
        /// A text that is not a point.
        InvalidPoint = 502 => "invalid_point",
        /// A text that is not a seat.
        InvalidSeat = 503 => "invalid_seat",
        /// A text that is not a game result.
        InvalidResult = 504 => "invalid_result",

        /// No SGF game tree in the input.
        SgfNoGameTree = 600 => "sgf_no_game_tree",
        /// A byte SGF's grammar does not allow there.
        SgfUnexpected = 601 => "sgf_unexpected",
        /// The text ends inside a value or a game tree.
        SgfUnexpectedEnd = 602 => "sgf_unexpected_end",
        /// A property identifier that is not upper-case letters.
        SgfInvalidIdentifier = 603 => "sgf_invalid_identifier",
        /// An input too large to read.
        SgfInputTooLarge = 604 => "sgf_input_too_large",
        /// A property value that cannot be read for its type.
        SgfInvalidValue = 605 => "sgf_invalid_value",
        /// A game tree that is not Go.
        SgfNotGo = 606 => "sgf_not_go",
        /// A variation path or game index that leaves the collection.
        SgfNoSuchVariation = 607 => "sgf_no_such_variation",
        /// A recorded move off the board.
        SgfOffBoard = 608 => "sgf_off_board",
        /// A recorded move the rules forbid (strict replay).
        SgfIllegalMove = 609 => "sgf_illegal_move",
        /// A recorded move by the colour not to move (strict replay).
        SgfWrongColor = 610 => "sgf_wrong_color",
        /// A recorded setup the game refuses: stones, a handicap, or
        /// options that cannot be played together.
        SgfSetup = 611 => "sgf_setup",
        /// Binary data, not SGF text.
        SgfBinaryInput = 612 => "sgf_binary_input",
        /// A character set label that names no character set this library
        /// can decode.
        SgfUnknownCharset = 613 => "sgf_unknown_charset",
    }
}
