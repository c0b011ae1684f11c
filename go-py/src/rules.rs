//! `go_core.Rules`: a rule set as independent axes with named presets
//! (RULES.md section 9), wrapping `go_core::Rules`.

use go_core::{
    BoardSize, Counting, CycleOutcome, DeadStones, HandicapBonus, KoRule, ParseError, PassStones, Preset, ResumeOrder,
    Rules, Suicide, UnfilledDame,
};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyType};

use crate::convert;
use crate::errors;
use crate::guard::guard;

/// A complete rule set: a preset and one value per independent axis
/// (RULES.md sections 2-4 and 9). Immutable: each ``with_*`` method returns
/// new rules.
///
/// ``Rules(text="studio")`` reads the text form ``str(rules)`` writes: a
/// preset name (``"studio"``, ``"game_site"``, ``"chinese"``,
/// ``"japanese"``, ``"korean"``, ``"aga"``, ``"new_zealand"``,
/// ``"tromp_taylor"``, or an alias such as ``"nz"``), then any number of
/// ``axis=value`` words (``"chinese ko=simple komi=6.5"``). The axis keys
/// are ``ko``, ``suicide``, ``counting``, ``komi``, ``handicap_bonus``,
/// ``cycle_outcome``, ``dead_stones``, ``pass_stones``, ``resume_order`` and
/// ``unfilled_dame``; the values are the axes' names
/// (``go_core.types.KoRuleName``, ...). Raises ``ParseError``
/// (``unknown_name``) for a word it does not know.
///
/// Every preset is also a class method (``Rules.japanese()``). Rules compare
/// equal when every axis, the komi and the preset they were made from are
/// equal; they hash, pickle, and ``repr`` gives a text that reads back.
#[pyclass(name = "Rules", module = "go_core", frozen, eq, hash)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PyRules(pub(crate) Rules);

impl PyRules {
    /// A text `Rules::from_str` reads back to exactly these rules: the
    /// `Display` form, with the komi added where `Display` leaves it out
    /// as the preset's default and the preset's 19x19 komi differs (the
    /// game site's komi depends on the board size).
    pub(crate) fn exact_text(rules: &Rules) -> String {
        let text = rules.to_string();
        match text.parse::<Rules>() {
            Ok(back) if back == *rules => text,
            _ => format!("{text} komi={}", rules.komi()),
        }
    }

    fn with_word<T>(
        &self,
        value: &Bound<'_, PyAny>,
        argument: &'static str,
        set: fn(Rules, T) -> Rules,
    ) -> PyResult<Self>
    where
        T: go_core::Coded + std::str::FromStr,
        T::Err: errors::CoreError,
    {
        guard(|| Ok(PyRules(set(self.0, convert::word(value, argument)?))))
    }
}

#[pymethods]
impl PyRules {
    #[new]
    #[pyo3(signature = (text = None))]
    fn new(text: Option<&Bound<'_, PyAny>>) -> PyResult<Self> {
        guard(|| match text {
            None => Ok(PyRules(Rules::studio())),
            Some(t) => convert::parsed::<Rules>(t, "text", "a str (a preset name such as \"japanese\", or rules text)")
                .map(PyRules),
        })
    }

    /// The studio (source document 001), the 9x9 teaching table: area
    /// counting, positional superko, suicide forbidden, komi 7.5.
    #[classmethod]
    fn studio(_cls: &Bound<'_, PyType>) -> Self {
        PyRules(Rules::studio())
    }

    /// Chinese rules: area counting, positional superko, suicide forbidden,
    /// komi 7.5, handicap compensation N.
    #[classmethod]
    fn chinese(_cls: &Bound<'_, PyType>) -> Self {
        PyRules(Rules::chinese())
    }

    /// Japanese rules: territory counting (seki aware), simple ko with long
    /// cycles ending without result, suicide forbidden, komi 6.5; after a
    /// rejected count the opponent of the rejecter moves first.
    #[classmethod]
    fn japanese(_cls: &Bound<'_, PyType>) -> Self {
        PyRules(Preset::Japanese.rules(BoardSize::NINETEEN))
    }

    /// Korean rules: as Japanese for everything the engine models.
    #[classmethod]
    fn korean(_cls: &Bound<'_, PyType>) -> Self {
        PyRules(Preset::Korean.rules(BoardSize::NINETEEN))
    }

    /// AGA rules: area counting made territory-equivalent by pass stones,
    /// situational superko, suicide forbidden, komi 7.5, compensation N - 1.
    #[classmethod]
    fn aga(_cls: &Bound<'_, PyType>) -> Self {
        PyRules(Rules::aga())
    }

    /// New Zealand rules: area counting, situational superko, multi-stone
    /// suicide allowed, komi 7.
    #[classmethod]
    fn new_zealand(_cls: &Bound<'_, PyType>) -> Self {
        PyRules(Rules::new_zealand())
    }

    /// Tromp-Taylor rules: area counting with no dead-stone removal,
    /// positional superko, multi-stone suicide allowed, komi 7.5.
    #[classmethod]
    fn tromp_taylor(_cls: &Bound<'_, PyType>) -> Self {
        PyRules(Rules::tromp_taylor())
    }

    /// The game site (source document 003): the game site's territory
    /// formula (seki aware), simple ko with long cycles ending without
    /// result, suicide forbidden, komi by board ``size`` (an int or
    /// ``(width, height)``): 5.5 when the shorter side is 17 or more, 4.5
    /// for 11..16, 3.5 up to 10. Raises ``SetupError`` (``invalid_size``).
    #[classmethod]
    #[pyo3(signature = (size = None))]
    fn game_site(_cls: &Bound<'_, PyType>, size: Option<&Bound<'_, PyAny>>) -> PyResult<Self> {
        guard(|| {
            let size = size.map_or(Ok(BoardSize::NINETEEN), |s| convert::board_size(s, "size"))?;
            Ok(PyRules(Preset::GameSite.rules(size)))
        })
    }

    /// The rules of the preset ``name`` (a ``go_core.types.PresetInput``)
    /// for a board of ``size`` (only the game site's komi depends on it).
    /// Raises ``ParseError`` (``unknown_name``) or ``SetupError``
    /// (``invalid_size``).
    #[classmethod]
    #[pyo3(signature = (name, size = None))]
    fn from_preset(
        _cls: &Bound<'_, PyType>,
        name: &Bound<'_, PyAny>,
        size: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        guard(|| {
            let preset: Preset = convert::word(name, "name")?;
            let size = size.map_or(Ok(BoardSize::NINETEEN), |s| convert::board_size(s, "size"))?;
            Ok(PyRules(preset.rules(size)))
        })
    }

    /// The preset these rules are exactly (komi aside: every preset is
    /// played with other komi too), or ``None`` once an axis was changed.
    #[getter]
    fn preset(&self) -> Option<&'static str> {
        self.0.preset().map(convert::name)
    }

    /// The preset the rules were made from, whatever was changed since.
    #[getter]
    fn base_preset(&self) -> &'static str {
        self.0.base_preset().name()
    }

    /// The ko rule (RULES.md section 3): ``"simple"``,
    /// ``"positional_superko"``, ``"situational_superko"`` or
    /// ``"natural_situational_superko"``.
    #[getter]
    fn ko(&self) -> &'static str {
        self.0.ko().name()
    }

    /// The suicide rule (RULES.md section 2): ``"forbidden"`` or
    /// ``"multi_stone_allowed"``.
    #[getter]
    fn suicide(&self) -> &'static str {
        self.0.suicide().name()
    }

    /// The counting method (RULES.md section 4): ``"area"``,
    /// ``"territory"`` or ``"game_site"``.
    #[getter]
    fn counting(&self) -> &'static str {
        self.0.counting().name()
    }

    /// Komi in points (a float, always an exact multiple of 0.5).
    #[getter]
    fn komi(&self) -> f64 {
        self.0.komi().points()
    }

    /// Komi in half points (an int: 13 is 6.5), exact.
    #[getter]
    fn komi_half_points(&self) -> i32 {
        self.0.komi().half_points()
    }

    /// Points White receives per handicap stone under area counting:
    /// ``"none"``, ``"n"`` or ``"n_minus_one"``.
    #[getter]
    fn handicap_bonus(&self) -> &'static str {
        self.0.handicap_bonus().name()
    }

    /// How a long cycle under simple ko ends the game: ``"no_result"`` or
    /// ``"draw"``.
    #[getter]
    fn cycle_outcome(&self) -> &'static str {
        self.0.cycle_outcome().name()
    }

    /// Whether dead stones are removed before counting: ``"agreed"`` or
    /// ``"never_removed"`` (Tromp-Taylor).
    #[getter]
    fn dead_stones(&self) -> &'static str {
        self.0.dead_stones().name()
    }

    /// AGA pass stones: ``"none"`` or ``"aga"``.
    #[getter]
    fn pass_stones(&self) -> &'static str {
        self.0.pass_stones().name()
    }

    /// Who moves first after a rejected count: ``"side_passed_first"`` or
    /// ``"opponent_of_rejecter"``.
    #[getter]
    fn resume_order(&self) -> &'static str {
        self.0.resume_order().name()
    }

    /// What an unfilled dame costs under territory counting:
    /// ``"count_as_filled"`` or ``"strict"``.
    #[getter]
    fn unfilled_dame(&self) -> &'static str {
        self.0.unfilled_dame().name()
    }

    /// These rules with another ko rule (a ``go_core.types.KoRuleInput``,
    /// e.g. ``"situational"``). Raises ``ParseError`` (``unknown_name``).
    fn with_ko(&self, value: &Bound<'_, PyAny>) -> PyResult<Self> {
        self.with_word::<KoRule>(value, "value", Rules::with_ko)
    }

    /// These rules with another suicide rule. Raises ``ParseError``.
    fn with_suicide(&self, value: &Bound<'_, PyAny>) -> PyResult<Self> {
        self.with_word::<Suicide>(value, "value", Rules::with_suicide)
    }

    /// These rules with another counting method. Raises ``ParseError``.
    fn with_counting(&self, value: &Bound<'_, PyAny>) -> PyResult<Self> {
        self.with_word::<Counting>(value, "value", Rules::with_counting)
    }

    /// These rules with another komi: an int, a float or a str such as
    /// ``"6.5"``, a multiple of 0.5 within +-10000 points (a
    /// ``decimal.Decimal`` is read by its exact digits, another real number
    /// such as ``numpy.float32`` through its float value). Raises
    /// ``SetupError`` (``invalid_komi``); ``TypeError`` for anything else,
    /// a ``bool`` (NumPy's too, a 0-d array of one included) and a complex
    /// number included.
    fn with_komi(&self, value: &Bound<'_, PyAny>) -> PyResult<Self> {
        guard(|| Ok(PyRules(self.0.with_komi(convert::komi(value, "value")?))))
    }

    /// These rules with another handicap compensation. Raises
    /// ``ParseError``.
    fn with_handicap_bonus(&self, value: &Bound<'_, PyAny>) -> PyResult<Self> {
        self.with_word::<HandicapBonus>(value, "value", Rules::with_handicap_bonus)
    }

    /// These rules with another outcome of long cycles (``"no_result"``,
    /// ``"draw"``). Raises ``ParseError``.
    fn with_cycle_outcome(&self, value: &Bound<'_, PyAny>) -> PyResult<Self> {
        self.with_word::<CycleOutcome>(value, "value", Rules::with_cycle_outcome)
    }

    /// These rules with another dead-stone convention. Raises
    /// ``ParseError``.
    fn with_dead_stones(&self, value: &Bound<'_, PyAny>) -> PyResult<Self> {
        self.with_word::<DeadStones>(value, "value", Rules::with_dead_stones)
    }

    /// These rules with or without AGA pass stones. Raises ``ParseError``.
    fn with_pass_stones(&self, value: &Bound<'_, PyAny>) -> PyResult<Self> {
        self.with_word::<PassStones>(value, "value", Rules::with_pass_stones)
    }

    /// These rules with another order of play after a rejected count.
    /// Raises ``ParseError``.
    fn with_resume_order(&self, value: &Bound<'_, PyAny>) -> PyResult<Self> {
        self.with_word::<ResumeOrder>(value, "value", Rules::with_resume_order)
    }

    /// These rules with another reading of unfilled dame. Raises
    /// ``ParseError``.
    fn with_unfilled_dame(&self, value: &Bound<'_, PyAny>) -> PyResult<Self> {
        self.with_word::<UnfilledDame>(value, "value", Rules::with_unfilled_dame)
    }

    /// These rules with the axis ``key`` set from the text ``value`` (the
    /// keys and values of the text form: ``with_axis("ko", "simple")``,
    /// ``with_axis("komi", "6.5")``). Raises ``ParseError``
    /// (``unknown_name``) for an unknown key or value, its ``argument``
    /// ``"key"`` or ``"value"``.
    fn with_axis(&self, key: &Bound<'_, PyAny>, value: &Bound<'_, PyAny>) -> PyResult<Self> {
        guard(|| {
            let (key, value) = (convert::text(key, "key")?, convert::text(value, "value")?);
            self.0.with_axis(&key, &value).map(PyRules).map_err(|e| {
                // The core names the vocabulary of an unknown key "rules
                // axis"; every other refusal is the value's.
                let argument = match &e {
                    ParseError::UnknownName { vocabulary: "rules axis", .. } => "key",
                    _ => "value",
                };
                errors::named(argument)(e)
            })
        })
    }

    /// Each axis as ``{key: value}`` text, in the order of the text form
    /// (komi as its text, ``"6.5"``).
    fn axes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        guard(|| {
            let d = PyDict::new(py);
            for (key, value) in self.0.axes() {
                d.set_item(key, value)?;
            }
            Ok(d)
        })
    }

    /// The text form: the preset, then each axis that differs from it
    /// (``"chinese ko=simple"``).
    fn __str__(&self) -> String {
        self.0.to_string()
    }

    /// ``Rules('...')`` with a text that reads back to equal rules.
    fn __repr__(&self) -> String {
        format!("Rules('{}')", PyRules::exact_text(&self.0))
    }

    /// Pickle support: the class and the exact text.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyType>, (String,)) {
        (slf.get_type(), (PyRules::exact_text(&slf.get().0),))
    }
}
