//! SGF through Python (`go_core.sgf`): reading a collection into
//! `Record`s, the node tree with every property in order, warnings with
//! their place, replay into a `Game`, writing back. go-core's SGF reader
//! does all the work; this converts.

use std::sync::Arc;

use go_core::{
    Charset, GameInfo, NodeId, ParseMode, ParseOptions, ReplayIssue, ReplayMode, ReplayOptions, Rules, SgfCollection,
    SgfNode, SgfWarning,
};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList, PyString, PyTuple, PyType};

use crate::convert;
use crate::errors;
use crate::game::PyGame;
use crate::guard::guard;
use crate::rules::PyRules;

/// The root properties `Record.info` holds: FF[4]'s root properties (`AP`,
/// `CA`, `FF`, `GM`, `ST`, `SZ`) and game-info properties (`AN` ... `WT`),
/// Go's `HA` and `KM`, and the variant properties go-core reads and writes
/// (q5Go's `TO`; go-core's `GS`, `AG`, `PG`).
const INFO: &[&str] = &[
    "AP", "CA", "FF", "GM", "ST", "SZ", "AN", "BR", "BT", "CP", "DT", "EV", "GN", "GC", "ON", "OT", "PB", "PC", "PW",
    "RE", "RO", "RU", "SO", "TM", "US", "WR", "WT", "HA", "KM", "TO", "GS", "AG", "PG",
];

/// A value as Python sees it: `str` when it decodes, else its `bytes`.
fn value<'py>(py: Python<'py>, v: Result<String, Vec<u8>>) -> Bound<'py, PyAny> {
    match v {
        Ok(s) => PyString::new(py, &s).into_any(),
        Err(b) => PyBytes::new(py, &b).into_any(),
    }
}

/// A repair made while parsing, or a heuristic applied when a record was
/// mapped to a game (``Record.warnings``, ``Replay.warnings``): ``kind`` (a
/// snake_case name such as ``"repeated_property"``, ``"charset"``,
/// ``"komi_heuristic"``), ``message`` (what was repaired or assumed),
/// ``line`` and ``column`` (1-based place in the text; 0 when unknown).
#[pyclass(name = "SgfWarning", module = "go_core.sgf", frozen, get_all, eq, hash)]
#[derive(PartialEq, Eq, Hash)]
pub(crate) struct PySgfWarning {
    /// The kind, a snake_case name (``"repeated_property"``).
    kind: String,
    /// What was repaired or assumed.
    message: String,
    /// 1-based line in the text (0 when unknown).
    line: usize,
    /// 1-based byte column in the line (0 when unknown).
    column: usize,
}

crate::pickling::pickled!(PySgfWarning { kind, message, line, column });

impl From<&SgfWarning> for PySgfWarning {
    fn from(w: &SgfWarning) -> PySgfWarning {
        PySgfWarning {
            kind: w.kind.name().to_owned(),
            message: w.kind.to_string(),
            line: w.position.line,
            column: w.position.column,
        }
    }
}

#[pymethods]
impl PySgfWarning {
    fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "SgfWarning(kind='{}', line={}, column={}, message={})",
            self.kind,
            self.line,
            self.column,
            convert::repr(py, self.message.as_str())
        )
    }
}

/// A node of a record's game tree (``Record.root``, ``Node.children``).
/// ``properties`` is every property in written order as ``(identifier,
/// values)``: the identifier's upper-case letters (``PlayerBlack`` is
/// ``PB``), each value as SGF Text (escapes resolved) in a ``str``, or the
/// value's ``bytes`` where it does not decode in the record's character
/// set. ``raw_properties`` gives the identifiers as written and the raw
/// bytes between the brackets (escapes kept), exactly as read.
#[pyclass(name = "Node", module = "go_core.sgf", frozen)]
pub(crate) struct PyNode {
    collection: Arc<SgfCollection>,
    id: NodeId,
}

impl PyNode {
    fn node(&self) -> SgfNode<'_> {
        self.collection.node(self.id)
    }

    fn wrap(&self, n: SgfNode<'_>) -> PyNode {
        PyNode { collection: Arc::clone(&self.collection), id: n.id() }
    }
}

#[pymethods]
impl PyNode {
    /// The same node of the same record read once: ``record.root ==
    /// record.root`` (each access makes a new ``Node``; found from outside,
    /// they compared unequal). Nodes of records read separately, or of a
    /// record and its unpickled copy, are different nodes even where their
    /// properties are equal (compare ``Record``s for that).
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> Py<PyAny> {
        let py = other.py();
        let equal = other.cast::<PyNode>().ok().map(|o| {
            let o = o.get();
            Arc::ptr_eq(&self.collection, &o.collection) && self.id == o.id
        });
        convert::compared(py, equal)
    }

    /// Consistent with ``__eq__``: the record read and the node's place in it.
    fn __hash__(&self) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        std::hash::Hash::hash(&(Arc::as_ptr(&self.collection) as usize, self.id), &mut h);
        std::hash::Hasher::finish(&h)
    }

    /// Pickle support: the node's record (its game tree, pickled as a
    /// ``Record`` pickles) and the node's place in it, the child indices
    /// from the root. It comes back as that node of the record it is given,
    /// with the same properties and tree around it: the same node after
    /// ``copy.copy`` (the record is shared), another after a pickle or
    /// ``copy.deepcopy``, as ``__eq__`` says of a record's copy (found from
    /// outside: a ``Node`` could not be pickled or copied, while ``Record``
    /// could).
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let py = slf.py();
        let this = slf.get();
        let mut path = Vec::new();
        let mut node = this.node();
        while let Some(parent) = node.parent() {
            path.push(parent.children().position(|c| c.id() == node.id()).unwrap_or_default());
            node = parent;
        }
        path.reverse();
        let tree_at = this.collection.games().position(|root| root.id() == node.id()).ok_or_else(|| {
            pyo3::exceptions::PyRuntimeError::new_err("the node's game tree is missing from its collection")
        })?;
        let record = PyRecord { collection: Arc::clone(&this.collection), tree_at, place: tree_at };
        let method = slf.get_type().getattr("_from_path")?;
        let args = PyTuple::new(py, [Bound::new(py, record)?.into_any(), PyList::new(py, path)?.into_any()])?;
        Ok((method, args))
    }

    /// Pickle support (private): the node at ``path`` (child indices from
    /// the root) of ``record``.
    #[classmethod]
    fn _from_path(_cls: &Bound<'_, PyType>, record: &Bound<'_, PyAny>, path: &Bound<'_, PyAny>) -> PyResult<PyNode> {
        let record = record
            .cast::<PyRecord>()
            .map_err(|_| pyo3::exceptions::PyTypeError::new_err("pickled state: expected a go_core.sgf.Record"))?
            .get();
        let path: Vec<usize> = convert::unsigned_list(path, "path")?;
        let node = record
            .root()
            .descendant(&path)
            .ok_or_else(|| pyo3::exceptions::PyValueError::new_err("pickled state: no node at that path"))?;
        Ok(PyNode { collection: Arc::clone(&record.collection), id: node.id() })
    }

    /// Every property in written order: ``[(identifier, [value, ...])]``.
    #[getter]
    fn properties<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        guard(|| {
            let out = PyList::empty(py);
            for p in self.node().properties() {
                let values: Vec<Bound<'py, PyAny>> = p.decoded_values().into_iter().map(|v| value(py, v)).collect();
                out.append((p.ident(), values))?;
            }
            Ok(out)
        })
    }

    /// Every property exactly as read: ``[(identifier as written, [raw
    /// bytes, ...])]``.
    #[getter]
    fn raw_properties<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        guard(|| {
            let out = PyList::empty(py);
            for p in self.node().properties() {
                let values: Vec<Bound<'py, PyBytes>> = p.raw_values().map(|v| PyBytes::new(py, v)).collect();
                out.append((p.name(), values))?;
            }
            Ok(out)
        })
    }

    /// The values of the first property ``ident`` (upper-case letters), or
    /// ``None`` when the node has none.
    fn get<'py>(&self, py: Python<'py>, ident: &str) -> PyResult<Option<Vec<Bound<'py, PyAny>>>> {
        guard(|| Ok(self.node().get(ident).map(|p| p.decoded_values().into_iter().map(|v| value(py, v)).collect())))
    }

    /// ``node[ident]``: the first value of the first property ``ident``.
    /// Raises ``KeyError`` when there is none.
    fn __getitem__<'py>(&self, py: Python<'py>, ident: &str) -> PyResult<Bound<'py, PyAny>> {
        let first = self.get(py, ident)?.and_then(|v| v.into_iter().next());
        first.ok_or_else(|| pyo3::exceptions::PyKeyError::new_err(ident.to_owned()))
    }

    fn __contains__(&self, ident: &str) -> bool {
        self.node().get(ident).is_some()
    }

    /// The children in order; the first is the main line.
    #[getter]
    fn children(&self) -> Vec<PyNode> {
        self.node().children().map(|c| self.wrap(c)).collect()
    }

    /// The parent node, ``None`` for the root.
    #[getter]
    fn parent(&self) -> Option<PyNode> {
        self.node().parent().map(|p| self.wrap(p))
    }

    /// The main line from this node: this node, its first child, that
    /// node's first child, and so on.
    fn main_line(&self) -> Vec<PyNode> {
        self.node().main_line().map(|n| self.wrap(n)).collect()
    }

    /// The 1-based line where the node's first property begins (0 when
    /// unknown).
    #[getter]
    fn line(&self) -> usize {
        self.node().position().line
    }

    /// The 1-based byte column where the node's first property begins (0
    /// when unknown).
    #[getter]
    fn column(&self) -> usize {
        self.node().position().column
    }

    fn __repr__(&self) -> String {
        let mut text = String::from("Node(;");
        for p in self.node().properties() {
            text.push_str(p.ident());
            for v in p.raw_values() {
                text.push('[');
                text.push_str(&String::from_utf8_lossy(v));
                text.push(']');
            }
            if text.len() > 72 {
                text.truncate(72);
                text.push_str("...");
                break;
            }
        }
        text.push(')');
        text
    }
}

/// One irregularity of a replay (``Replay.irregularities``): ``kind``
/// (go-core's category: ``"occupied"``, ``"suicide"``, ``"ko"``,
/// ``"superko"``, ``"implied_pass"``, ``"play_after_end"``,
/// ``"off_board"``, ``"unreadable_move"``, ``"setup_point"``,
/// ``"setup_refused"``, ``"setup_twice"``, ``"unreadable_value"``),
/// ``move_number`` (1-based;
/// 0 for setup before the first move), ``line`` and ``column`` (1-based
/// place of the property in the text) and ``detail`` (the value skipped or
/// the reason setup was refused, else ``None``).
#[pyclass(name = "Irregularity", module = "go_core.sgf", frozen, get_all, eq, hash)]
#[derive(PartialEq, Eq, Hash)]
pub(crate) struct PyIrregularity {
    /// go-core's category (``"implied_pass"``, ``"off_board"``, ...).
    kind: String,
    /// 1-based move number (0 for setup before the first move).
    move_number: usize,
    /// 1-based line of the property in the text.
    line: usize,
    /// 1-based byte column of the property in the line.
    column: usize,
    /// The value skipped or why setup was refused, else ``None``.
    detail: Option<String>,
}

crate::pickling::pickled!(PyIrregularity { kind, move_number, line, column, detail });

impl From<&ReplayIssue> for PyIrregularity {
    fn from(i: &ReplayIssue) -> PyIrregularity {
        PyIrregularity {
            kind: i.kind.category().to_owned(),
            move_number: i.move_number,
            line: i.position.line,
            column: i.position.column,
            detail: i.kind.detail(),
        }
    }
}

#[pymethods]
impl PyIrregularity {
    fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "Irregularity(kind='{}', move_number={}, line={}, column={}, detail={})",
            self.kind,
            self.move_number,
            self.line,
            self.column,
            convert::repr(py, self.detail.clone())
        )
    }
}

/// A replayed line of a record (``Record.replay``): ``game`` (the ``Game``
/// after the last replayed move), ``irregularities`` (what a tolerant
/// replay let through or skipped, in order), ``moves`` (``B``/``W``
/// properties read, skipped ones included) and ``warnings`` (heuristics
/// applied to the game information, such as a non-standard ``KM``).
/// Unpacks as ``game, irregularities = record.replay()``.
#[pyclass(name = "Replay", module = "go_core.sgf", frozen, get_all)]
pub(crate) struct PyReplay {
    /// The ``Game`` after the last replayed move.
    game: Py<PyGame>,
    /// The ``Irregularity`` list, in order (a new list at each access:
    /// found from outside, appending to the one list changed the replay).
    irregularities: Vec<Py<PyIrregularity>>,
    /// ``B``/``W`` properties read (skipped ones included).
    moves: usize,
    /// Heuristics applied to the game information (``SgfWarning``).
    warnings: Vec<Py<PySgfWarning>>,
}

crate::pickling::pickled!(PyReplay { game, irregularities, moves, warnings });

#[pymethods]
impl PyReplay {
    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let list = PyList::new(py, self.irregularities.iter().map(|i| i.clone_ref(py)))?;
        let pair = PyTuple::new(py, [self.game.bind(py).clone().into_any(), list.into_any()])?;
        pair.try_iter().map(Bound::into_any)
    }

    fn __repr__(&self) -> String {
        format!("Replay(moves={}, irregularities={})", self.moves, self.irregularities.len())
    }
}

/// One game tree of an SGF collection, as read (``go_core.sgf.read``).
///
/// - ``info``: ``{identifier: value}`` of the game information, the
///   root's and, for each identifier the root lacks, the first
///   game-info property of that identifier on the main line, before the
///   first move or after it (FF[4] allows them in any node; the replay,
///   the loader and C's ``go_sgf_game_info`` read them so too) (``PB``, ``PW``, ``BR``, ``WR``, ``RE``, ``KM``, ``RU``, ``HA``, ``DT``,
///   ``EV``, ``SZ``, ... : FF[4]'s root and game-info properties, Go's ``HA``
///   and ``KM``, and the variant properties ``TO``, ``GS``, ``AG``, ``PG``),
///   each the first value as text, read by its FF[4] type (SimpleText, a
///   line break made a space, for names, ranks, the date, event, result,
///   rules...; Text, line breaks kept, for ``GC``), or ``bytes`` where it
///   does not decode; nothing interpreted (``replay`` does that);
/// - ``root``: the root ``Node``; ``index``: the tree's 0-based place in
///   its file;
/// - ``warnings``: the parse's repairs in this game's tree and its
///   file's character-set decisions (``SgfWarning``; a repair in another
///   game of the same file is not listed);
/// - ``encoding``: the character set the text was read in.
///
/// Records compare equal when their trees are equal (the same node shapes,
/// and in every node the same properties as written with the same raw
/// values in the same order). They pickle (as their tree's text in its
/// encoding; the warnings and places then refer to that text).
#[pyclass(name = "Record", module = "go_core.sgf", frozen)]
pub(crate) struct PyRecord {
    collection: Arc<SgfCollection>,
    /// The tree's place in `collection`.
    tree_at: usize,
    /// The tree's place in the file it was first read from (the `index`
    /// getter's answer): `tree_at`, except after a pickle, whose
    /// collection holds this one tree.
    place: usize,
}

impl PyRecord {
    /// The collection holding this record's tree, and the tree's place in
    /// it (for `SgfCollection::from_game_with_source`).
    pub(crate) fn source(&self) -> (&SgfCollection, usize) {
        (&self.collection, self.tree_at)
    }

    /// Runs `f` on a collection holding only this record's tree: the shared
    /// collection itself when that is all it holds (no copy: found from
    /// outside, writing a record of a 400 MB comment copied it first).
    fn with_tree<T>(&self, f: impl FnOnce(&SgfCollection) -> T) -> PyResult<T> {
        if self.collection.games().len() == 1 {
            return Ok(f(&self.collection));
        }
        let tree = self.collection.game_tree(self.tree_at).ok_or_else(|| {
            pyo3::exceptions::PyRuntimeError::new_err("the record's game tree is missing from its collection")
        })?;
        Ok(f(&tree))
    }

    fn root(&self) -> SgfNode<'_> {
        match self.collection.game(self.tree_at) {
            Some(r) => r,
            None => unreachable!("a record is made for a tree of its collection"),
        }
    }
}

/// Records of more nodes than this replay on a worker thread that Ctrl-C
/// stops (see `crate::interrupt`): a replay takes about a microsecond a
/// node, so shorter ones end before a watcher would look.
const LONG_REPLAY_NODES: usize = 20_000;

/// Reads `data` into records (see `go_core.sgf.read`).
pub(crate) fn records(
    py: Python<'_>,
    data: &[u8],
    mode: ParseMode,
    charset: Option<Charset>,
) -> PyResult<Vec<PyRecord>> {
    let mut options = ParseOptions::default().with_mode(mode);
    if let Some(c) = charset {
        options = options.with_charset(c);
    }
    let parsed = py.detach(|| SgfCollection::parse_with(data, options));
    let collection = Arc::new(parsed.map_err(errors::err)?);
    Ok((0..collection.games().len())
        .map(|index| PyRecord { collection: Arc::clone(&collection), tree_at: index, place: index })
        .collect())
}

/// ``go_core.sgf``'s reader (private: use ``go_core.sgf.read``). Parses
/// ``data`` (SGF bytes) with ``mode`` (``"strict"`` or ``"lenient"``,
/// default go-core's: lenient) and ``charset`` (a character set label,
/// overruling the file's ``CA`` and the detection) into one ``Record`` per
/// game tree, with the interpreter released. Raises ``SgfError``
/// (``sgf_no_game_tree``, ``sgf_unexpected``, ``sgf_unexpected_end``,
/// ``sgf_invalid_identifier``, ``sgf_binary_input``,
/// ``sgf_input_too_large``, ``sgf_unknown_charset``) or ``ParseError`` for
/// an unknown mode.
#[pyfunction]
#[pyo3(signature = (data, mode = None, charset = None))]
pub(crate) fn _parse(
    py: Python<'_>,
    data: &[u8],
    mode: Option<&Bound<'_, PyAny>>,
    charset: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<PyRecord>> {
    guard(|| {
        let (mode, charset) = parse_arguments(mode, charset)?;
        records(py, data, mode, charset)
    })
}

/// The `mode` and `charset` arguments of the readers: `None` is go-core's
/// default mode (lenient) and no charset given.
fn parse_arguments(
    mode: Option<&Bound<'_, PyAny>>,
    charset: Option<&Bound<'_, PyAny>>,
) -> PyResult<(ParseMode, Option<Charset>)> {
    let mode = mode.filter(|m| !m.is_none()).map(|m| convert::word::<ParseMode>(m, "mode")).transpose()?;
    let charset = charset
        .filter(|c| !c.is_none())
        .map(|c| convert::text(c, "charset").and_then(|t| Charset::from_label(&t).map_err(errors::named("charset"))))
        .transpose()?;
    Ok((mode.unwrap_or_default(), charset))
}

/// ``go_core.sgf``'s size check (private: ``go_core.sgf.read`` calls it
/// with a file's length before reading the file). Raises ``SgfError``
/// (``sgf_input_too_large``) for more bytes than the reader takes
/// (go-core's ``SgfCollection::MAX_INPUT``, 4 GiB − 3), and
/// ``OverflowError`` for a length outside ``0..=2**64 - 1``.
#[pyfunction]
pub(crate) fn _check_input_len(length: u64) -> PyResult<()> {
    guard(|| SgfCollection::check_input_len(length).map_err(errors::err))
}

/// ``go_core.sgf``'s file reader (private: ``go_core.sgf.read`` calls it
/// with a path it has checked names a regular file): reads the file with
/// go-core's reader and parses it as ``_parse`` does, both with the
/// interpreter released and without a copy of the bytes in Python. Only a
/// regular file is read, never waited for, at most its reported size or
/// 64 MiB (and a 64-byte probe past it) and at most 4 GiB − 3 bytes. Raises
/// ``BlockingIOError`` (``errno.EAGAIN``) for a file that gives no data
/// without waiting (as ``/proc/kmsg`` does), ``IsADirectoryError`` or
/// ``OSError`` (``errno.EINVAL``) for a folder or another file that is not
/// a regular one, ``OSError`` (``errno.EFBIG``) for a file over those
/// bounds, ``MemoryError`` when its reported size cannot be reserved, the
/// ``OSError`` of the system's own error, and as ``_parse``.
#[pyfunction]
#[pyo3(signature = (path, mode = None, charset = None))]
pub(crate) fn _parse_file(
    py: Python<'_>,
    path: std::path::PathBuf,
    mode: Option<&Bound<'_, PyAny>>,
    charset: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<PyRecord>> {
    guard(|| {
        let (mode, charset) = parse_arguments(mode, charset)?;
        let max = u64::try_from(SgfCollection::MAX_INPUT).unwrap_or(u64::MAX);
        let read = py.detach(|| go_core::read_sgf_file(&path, max));
        let shown = path.to_string_lossy().into_owned();
        match read {
            Ok(bytes) => records(py, &bytes, mode, charset),
            Err(go_core::SgfFileError::Io(e)) => Err(os_error(&e, shown)),
            Err(e @ go_core::SgfFileError::NotRegularFile { is_folder: true }) => {
                Err(pyo3::exceptions::PyIsADirectoryError::new_err((libc::EISDIR, e.to_string(), shown)))
            }
            Err(e @ go_core::SgfFileError::NotRegularFile { .. }) => {
                Err(pyo3::exceptions::PyOSError::new_err((libc::EINVAL, e.to_string(), shown)))
            }
            Err(e @ go_core::SgfFileError::WouldBlock) => {
                Err(pyo3::exceptions::PyBlockingIOError::new_err((libc::EAGAIN, e.to_string(), shown)))
            }
            Err(e @ go_core::SgfFileError::OutOfMemory { .. }) => {
                Err(pyo3::exceptions::PyMemoryError::new_err(e.to_string()))
            }
            Err(e) => Err(pyo3::exceptions::PyOSError::new_err((libc::EFBIG, e.to_string(), shown))),
        }
    })
}

/// The `OSError` of a system error on the file `shown`, as Python's own
/// `open` raises it: built from the error number, so that Python picks
/// the subclass (`PermissionError`, `FileNotFoundError`, ...), with
/// `errno`, `strerror` and `filename` set (found from outside: a file
/// without read permission gave a `PermissionError` whose `errno` and
/// `filename` were `None`). An error without a number keeps pyo3's
/// conversion by its kind.
fn os_error(e: &std::io::Error, shown: String) -> PyErr {
    match e.raw_os_error() {
        Some(code) => {
            let text = e.to_string();
            let suffix = format!(" (os error {code})");
            let strerror = text.strip_suffix(&suffix).unwrap_or(&text).to_owned();
            pyo3::exceptions::PyOSError::new_err((code, strerror, shown))
        }
        None => std::io::Error::new(e.kind(), e.to_string()).into(),
    }
}

#[pymethods]
impl PyRecord {
    /// The final position of the record's main line (tolerant replay) as
    /// an SVG picture: ``Game.to_svg`` of ``self.replay().game`` with the
    /// same ``options``, and the record's ``TB``/``TW`` dead stones are for
    /// the caller to pass as ``dead=``. Raises ``SgfError`` when the record
    /// cannot be replayed, and as ``Game.to_svg`` for its options.
    #[pyo3(signature = (**options))]
    fn to_svg(&self, py: Python<'_>, options: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
        let replay = self.replay(py, None, None, None, None)?;
        convert::svg(replay.game.bind(py).as_any(), "game_svg", options)
    }

    /// The positions of the main line (tolerant replay) as input planes: a
    /// NumPy array ``(N, C, H, W)`` holding the position before the 1st
    /// move event, then before each ``every``-th one after it (a move
    /// event of the replay: an implied pass goes with its move), each as
    /// ``Game.features(planes, dtype=dtype)`` gives it. Row ``i`` is the
    /// position the record's ``i * every + 1``-th move is played in
    /// (go-core's ``MovePositions``): after passes that ended play, play
    /// resumed, as the replay resumes it, under every rule set (since
    /// 2026-12-06; before, under Tromp-Taylor rules, which end the game at
    /// the passes, the row was the finished game's, with no legal point);
    /// where
    /// the replay implied a pass before that move (the same colour moving
    /// twice), the position after the pass (play resumed if it had
    /// ended), so its side to move is the record's mover (the ``own`` and
    /// ``black_to_move`` planes say so) and ``last_1`` is the pass, empty
    /// (since 2026-12-06; before, the position before the pass, the other
    /// side to move). ``moves_table`` counts an implied pass
    /// as a row of its own, so that its rows and these line up only in
    /// records without one (``Record.replay().irregularities`` lists
    /// them). Runs with the
    /// interpreter released. ``every=None`` is 1, ``dtype=None``
    /// ``"float32"``. Raises ``ValueError`` for ``every`` outside
    /// ``1..=2**64 - 1``, an unknown plane or dtype, more than 256 plane
    /// names, ``TypeError`` as ``Game.features`` does, ``MemoryError``
    /// when the array cannot be allocated, ``SgfError`` when the record
    /// cannot be replayed.
    #[pyo3(signature = (planes = None, every = None, *, dtype = None))]
    fn positions<'py>(
        &self,
        py: Python<'py>,
        planes: Option<&Bound<'_, PyAny>>,
        every: Option<&Bound<'_, PyAny>>,
        dtype: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        guard(|| {
            let planes = convert::opt_texts(planes, "planes")?;
            let dtype = dtype.filter(|d| !d.is_none()).map(convert::dtype_name).transpose()?;
            let dtype = dtype.as_deref().unwrap_or("float32");
            let every = convert::opt_ranged(every, "every", 1..=usize::MAX)?.unwrap_or(1);
            crate::features::record_positions(py, &self.collection, self.tree_at, planes, every, dtype)
        })
    }

    /// The positions of ``positions(planes, every, dtype=dtype)`` as a
    /// stream taken a few at a time (private: ``go_core.iter_positions``
    /// keeps its memory bound with it, whatever a game's length). Raises as
    /// ``positions`` does for its arguments; the replay waits for the
    /// stream's first call.
    #[pyo3(signature = (planes = None, every = None, *, dtype = None))]
    fn _position_stream(
        &self,
        planes: Option<&Bound<'_, PyAny>>,
        every: Option<&Bound<'_, PyAny>>,
        dtype: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<crate::features::PyPositionStream> {
        guard(|| {
            let planes = convert::opt_texts(planes, "planes")?;
            let dtype = dtype.filter(|d| !d.is_none()).map(convert::dtype_name).transpose()?;
            let every = convert::opt_ranged(every, "every", 1..=usize::MAX)?.unwrap_or(1);
            crate::features::PyPositionStream::new(
                Arc::clone(&self.collection),
                self.tree_at,
                planes,
                every,
                dtype.as_deref().unwrap_or("float32"),
            )
        })
    }

    /// Jupyter's picture of the record: ``to_svg()``, or ``None`` (no
    /// picture: Jupyter shows the text form) for a record that cannot be
    /// replayed (found from outside: the notebook showed a traceback).
    fn _repr_svg_(&self, py: Python<'_>) -> PyResult<Option<String>> {
        match self.to_svg(py, None) {
            Ok(svg) => Ok(Some(svg)),
            Err(e) if e.is_instance_of::<crate::errors::SgfError>(py) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// The tree's 0-based place in its file.
    #[getter]
    fn index(&self) -> usize {
        self.place
    }

    /// The game information (see the class docstring): the root's, and
    /// game-info properties written in a later node of the main line.
    #[getter]
    fn info<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        guard(|| {
            let d = PyDict::new(py);
            let root = self.root();
            // The root's, then the game-info properties of a later node
            // (SGF FF[4] allows them anywhere, once on a path: go-core's
            // `SgfNode::game_info`, which the replay reads too).
            for p in root.properties().chain(root.game_info()) {
                if INFO.contains(&p.ident())
                    && !d.contains(p.ident())?
                    // Read by its FF[4] type: a line break in a name is a
                    // space, as the games table gives it (found from
                    // outside: `PB` kept it).
                    && let Some(v) = if p.is_simple_text() { p.decoded_simple_values() } else { p.decoded_values() }
                        .into_iter()
                        .next()
                {
                    d.set_item(p.ident(), value(py, v))?;
                }
            }
            Ok(d)
        })
    }

    /// The root node.
    #[getter(root)]
    fn root_node(&self) -> PyNode {
        PyNode { collection: Arc::clone(&self.collection), id: self.root().id() }
    }

    /// The parse's repairs in this game's tree (from its ``(`` to the next
    /// tree's; text before the first tree goes with the first, trees left
    /// open at the end of the file with the last) and the character-set
    /// decisions, which concern every game of the file. A repair in
    /// another game of the same file is not listed here.
    #[getter]
    fn warnings(&self) -> Vec<PySgfWarning> {
        self.collection.game_warnings(self.tree_at).map(PySgfWarning::from).collect()
    }

    /// The character set the text was read in (``"UTF-8"``, ``"GBK"``,
    /// ``"Shift_JIS"``, ``"windows-1252"``, ...).
    #[getter]
    fn encoding(&self) -> &'static str {
        self.collection.encoding_name()
    }

    /// The number of nodes of the tree.
    #[getter]
    fn node_count(&self) -> usize {
        let mut n = 0;
        let mut stack = vec![self.root()];
        while let Some(node) = stack.pop() {
            n += 1;
            stack.extend(node.children());
        }
        n
    }

    /// Replays a line of the record into a ``Game`` under the record's own
    /// rules (``RU``, ``KM``, ``HA``, ``SZ``, and the variants' ``TO``,
    /// ``GS``, ``AG``): a ``Replay`` (``game, irregularities =
    /// record.replay()``). ``mode``: ``"tolerant"`` (default: moves the
    /// rules forbid are applied as RULES.md section 3 says and listed;
    /// off-board and unreadable moves are listed and skipped) or
    /// ``"strict"`` (the first such move is an error). ``path``: child
    /// indexes from the root, then the main line (default: the main line);
    /// ``max_moves``: stop after that many ``B``/``W`` properties (each
    /// count and index in ``0..=2**64 - 1``, else ``ValueError``);
    /// ``default_rules``: the rules when ``RU`` is missing or unknown (a
    /// ``Rules``, whose komi is used as it is, or its text, which without
    /// a ``komi=`` gives the preset's komi for the record's board size;
    /// default Japanese). ``KM`` overrides either komi. Runs with the interpreter
    /// released. Raises ``SgfError`` (``sgf_illegal_move``,
    /// ``sgf_wrong_color``, ``sgf_off_board``, ``sgf_invalid_value``,
    /// ``sgf_setup``, ``sgf_not_go``, ``sgf_no_such_variation``; with
    /// ``line`` and ``column``, and ``point`` for a refused move).
    ///
    /// What the game does not get back: a result no move made (``RE`` of a
    /// resignation, a loss on time, a forfeit or a count: after two passes
    /// the game is in the counting phase with no dead stones marked, as
    /// ``TB``/``TW`` are territory marks, not a dead list) and the clock
    /// (``TM``, ``OT``); they stay in the record's ``info`` (``RE``,
    /// ``TM``, ``OT``). A game that must come back exactly, phase, marks and
    /// clocks included, travels as its record (``pickle``, or
    /// ``Game.to_json``/``Game.from_json``).
    #[pyo3(signature = (mode = None, *, path = None, max_moves = None, default_rules = None))]
    fn replay(
        &self,
        py: Python<'_>,
        mode: Option<&Bound<'_, PyAny>>,
        path: Option<&Bound<'_, PyAny>>,
        max_moves: Option<&Bound<'_, PyAny>>,
        default_rules: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyReplay> {
        guard(|| {
            let path = match path {
                Some(p) if !p.is_none() => convert::unsigned_list::<usize>(p, "path")?,
                _ => Vec::new(),
            };
            let max_moves = convert::opt_unsigned::<usize>(max_moves, "max_moves")?;
            let mode = mode.filter(|m| !m.is_none()).map(|m| convert::word::<ReplayMode>(m, "mode")).transpose()?;
            let default_rules = match default_rules {
                Some(r) if !r.is_none() => Some(match r.cast::<PyRules>() {
                    Ok(r) => r.get().0,
                    Err(_) => {
                        let rules = convert::parsed::<Rules>(r, "default_rules", "a Rules or a str")?;
                        // Rules named by their text without a komi take
                        // their preset's komi for the record's size, as
                        // `replay --rules` and GTP's do (found from
                        // outside: "game_site" gave a 9x9 record the 19x19
                        // komi, 5.5, where its RU gives 3.5).
                        let text = convert::text(r, "default_rules")?;
                        match GameInfo::from_root(self.root()) {
                            Ok(info) if !Rules::text_gives_komi(&text) => rules.with_preset_komi(info.size),
                            _ => rules,
                        }
                    }
                }),
                _ => None,
            };
            let options = ReplayOptions { default_rules, mode: mode.unwrap_or_default(), path, max_moves };
            let collection = Arc::clone(&self.collection);
            let index = self.tree_at;
            // A long record's replay is interruptible (found from outside:
            // a Ctrl-C waited 34 s for a hostile record of 2,000,000 moves).
            let long = collection.node_count() > LONG_REPLAY_NODES;
            let replay = crate::interrupt::interruptible(py, long, |stop| {
                collection.replay_with_stop(index, &options, stop).transpose()
            })?
            .map_err(errors::err)?;
            let irregularities =
                replay.issues.iter().map(|i| Py::new(py, PyIrregularity::from(i))).collect::<PyResult<Vec<_>>>()?;
            let warnings = replay
                .info
                .warnings
                .iter()
                .map(|w| Py::new(py, PySgfWarning::from(w)))
                .collect::<PyResult<Vec<_>>>()?;
            Ok(PyReplay {
                game: Py::new(py, PyGame::wrap(replay.game))?,
                irregularities,
                moves: replay.moves,
                warnings,
            })
        })
    }

    /// The record's game tree as SGF text (UTF-8): every node, property and
    /// value as read, decoded from the record's character set (``CA``
    /// becomes ``UTF-8`` when the record was not read as UTF-8; a record
    /// read as UTF-8, such as ASCII text under another label, keeps its
    /// ``CA`` as written, go-core's ``SgfCollection::to_utf8``; a value
    /// that does not decode has its bad bytes replaced by U+FFFD).
    /// ``to_bytes`` keeps the original bytes. Raises ``MemoryError`` when
    /// the text's memory cannot be had (reserved before writing).
    fn to_sgf(&self, py: Python<'_>) -> PyResult<Py<PyString>> {
        guard(|| {
            let (text, _) = self.with_tree(SgfCollection::try_to_utf8)?.map_err(|e| convert::no_memory(&e))?;
            Ok(convert::large_text(py, &text)?.unbind())
        })
    }

    /// The record's game tree as SGF bytes in the character set it was read
    /// in, exactly as read (identifiers as written, raw values): read back
    /// with ``charset=record.encoding`` it gives an equal record. Raises
    /// ``MemoryError`` when the bytes' memory cannot be had (reserved
    /// before writing).
    fn to_bytes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        guard(|| {
            let bytes = self.with_tree(SgfCollection::try_to_bytes)?.map_err(|e| convert::no_memory(&e))?;
            convert::bytes(py, &bytes)
        })
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let Ok(other) = other.cast::<PyRecord>() else { return Ok(convert::compared(py, None)) };
        let other = other.get();
        let equal = guard(|| {
            if Arc::ptr_eq(&self.collection, &other.collection) && self.tree_at == other.tree_at {
                return Ok(true);
            }
            self.with_tree(|mine| other.with_tree(|theirs| mine == theirs))?
        })?;
        Ok(convert::compared(py, Some(equal)))
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        let root = self.root();
        let text = |id: &str| convert::repr(py, root.get(id).map(|p| p.simple_text()));
        format!("Record(index={}, PB={}, PW={}, RE={})", self.place, text("PB"), text("PW"), text("RE"))
    }

    /// Pickle support: the tree's bytes, character set and place in its
    /// file, read again strictly.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let py = slf.py();
        let this = slf.get();
        let bytes = guard(|| this.with_tree(SgfCollection::try_to_bytes)?.map_err(|e| convert::no_memory(&e)))?;
        let method = slf.get_type().getattr("_from_bytes")?;
        let args = PyTuple::new(
            py,
            [
                convert::bytes(py, &bytes)?.into_any(),
                PyString::new(py, this.collection.charset().name()).into_any(),
                this.place.into_pyobject(py)?.into_any(),
            ],
        )?;
        Ok((method, args))
    }

    /// Pickle support (private): the record a tree's bytes make.
    #[classmethod]
    #[pyo3(signature = (data, charset, place = None))]
    fn _from_bytes(
        _cls: &Bound<'_, PyType>,
        py: Python<'_>,
        data: &[u8],
        charset: &str,
        place: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyRecord> {
        guard(|| {
            // An int in range, as every other pickled field's (found from
            // outside: `True` was taken, -1 raised OverflowError).
            let place = convert::opt_unsigned::<usize>(place, "place")?.unwrap_or(0);
            let charset = Charset::from_label(charset).map_err(errors::err)?;
            let mut all = records(py, data, ParseMode::Strict, Some(charset))?;
            if all.len() != 1 {
                return Err(pyo3::exceptions::PyValueError::new_err("a pickled record holds one game tree"));
            }
            let record = all.remove(0);
            Ok(PyRecord { place, ..record })
        })
    }
}
