"""go_core.Rules: every preset as RULES.md section 9 gives it, every axis
settable by name (and the core's aliases), equality, repr and pickling."""

from __future__ import annotations

import copy
import pickle

import pytest

import go_core
from go_core import Game, ParseError, Rules, SetupError

# RULES.md section 9: (counting, ko, suicide, komi) per preset, 19x19.
PRESETS = {
    "studio": ("area", "positional_superko", "forbidden", 7.5),
    "game_site": ("game_site", "simple", "forbidden", 5.5),
    "chinese": ("area", "positional_superko", "forbidden", 7.5),
    "japanese": ("territory", "simple", "forbidden", 6.5),
    "korean": ("territory", "simple", "forbidden", 6.5),
    "aga": ("area", "situational_superko", "forbidden", 7.5),
    "new_zealand": ("area", "situational_superko", "multi_stone_allowed", 7.0),
    "tromp_taylor": ("area", "positional_superko", "multi_stone_allowed", 7.5),
}


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_each_preset_is_a_class_method(name: str) -> None:
    rules = getattr(Rules, name)()
    assert (rules.counting, rules.ko, rules.suicide, rules.komi) == PRESETS[name]
    assert rules.preset == name and rules.base_preset == name
    assert Rules.from_preset(name) == rules
    assert Rules(name) == rules


def test_preset_notes() -> None:
    # RULES.md section 9's notes and section 4's axes.
    assert Rules.chinese().handicap_bonus == "n"
    assert Rules.aga().handicap_bonus == "n_minus_one" and Rules.aga().pass_stones == "aga"
    assert Rules.tromp_taylor().dead_stones == "never_removed"
    assert Rules.japanese().cycle_outcome == "no_result" and Rules.studio().cycle_outcome == "draw"
    assert Rules.japanese().resume_order == "opponent_of_rejecter"
    assert Rules.studio().resume_order == "side_passed_first"
    assert Rules.japanese().unfilled_dame == "count_as_filled"
    # The game site's komi depends on the board size.
    assert [Rules.game_site(s).komi for s in (9, 13, 19, (19, 9))] == [3.5, 4.5, 5.5, 3.5]
    assert Rules.from_preset("game_site", 11).komi == 4.5
    assert Rules.from_preset("nz") == Rules.new_zealand()


def test_every_axis_is_settable_by_name() -> None:
    r = Rules.chinese()
    assert r.with_ko("situational").ko == "situational_superko"
    assert r.with_ko("Natural-Situational").ko == "natural_situational_superko"
    assert r.with_ko("psk").ko == "positional_superko"
    assert r.with_suicide("allowed").suicide == "multi_stone_allowed"
    assert r.with_counting("territory").counting == "territory"
    assert r.with_komi(6.5).komi == 6.5 and r.with_komi("-3").komi == -3.0 and r.with_komi(0).komi == 0.0
    assert r.with_komi("0.5").komi_half_points == 1
    assert r.with_handicap_bonus("n_minus_one").handicap_bonus == "n_minus_one"
    assert r.with_cycle_outcome("void").cycle_outcome == "no_result"
    assert r.with_dead_stones("never_removed").dead_stones == "never_removed"
    assert r.with_pass_stones("aga").pass_stones == "aga"
    assert r.with_resume_order("opponent_of_rejecter").resume_order == "opponent_of_rejecter"
    assert r.with_unfilled_dame("strict").unfilled_dame == "strict"
    assert r.with_axis("ko", "simple") == r.with_ko("simple")
    assert r.with_axis("long-cycles", "draw").cycle_outcome == "draw"
    # Changing an axis leaves the preset behind, but not its base.
    changed = r.with_ko("simple")
    assert changed.preset is None and changed.base_preset == "chinese"
    assert r.with_komi(6.5).preset == "chinese"
    assert r.ko == "positional_superko", "rules are immutable"


def test_axes_and_text_form() -> None:
    r = Rules.chinese().with_ko("simple").with_komi(6.5)
    assert str(r) == "chinese ko=simple komi=6.5"
    assert Rules(str(r)) == r
    assert r.axes() == {
        "ko": "simple",
        "suicide": "forbidden",
        "counting": "area",
        "komi": "6.5",
        "handicap_bonus": "n",
        "cycle_outcome": "draw",
        "dead_stones": "agreed",
        "pass_stones": "none",
        "resume_order": "side_passed_first",
        "unfilled_dame": "count_as_filled",
    }


@pytest.mark.parametrize(
    "rules",
    [
        Rules.studio(),
        Rules.japanese().with_ko("situational").with_komi(0),
        Rules.game_site(9),
        Rules.game_site(13).with_pass_stones("aga"),
        Rules.tromp_taylor().with_komi(-7.5),
    ],
)
def test_repr_reads_back_and_rules_pickle(rules: Rules) -> None:
    assert eval(repr(rules), {"Rules": Rules}) == rules
    assert pickle.loads(pickle.dumps(rules)) == rules
    assert copy.deepcopy(rules) == rules
    assert hash(Rules(repr(rules)[7:-2])) == hash(rules)


def test_equality_and_hash() -> None:
    assert Rules.japanese() != Rules.korean()  # same axes, another preset
    assert Rules.chinese() == Rules("cn")
    assert len({Rules.chinese(), Rules("china"), Rules.aga()}) == 2
    assert Rules.chinese() != "chinese"


def test_unknown_words_name_the_argument() -> None:
    with pytest.raises(ParseError) as e:
        Rules.chinese().with_ko("triple")
    assert (e.value.reason, e.value.code, e.value.argument) == ("unknown_name", 500, "value")
    assert "known ko rule" in str(e.value) and "positional_superko" in str(e.value)
    with pytest.raises(ParseError) as e:
        Rules("chess")
    assert e.value.argument == "text"
    with pytest.raises(ParseError):
        Rules.chinese().with_axis("tempo", "fast")
    with pytest.raises(SetupError) as s:
        Rules.chinese().with_komi(6.25)
    assert s.value.reason == "invalid_komi"
    for bad in (float("nan"), float("inf"), "1e3", 20001):
        with pytest.raises(SetupError):
            Rules.chinese().with_komi(bad)
    with pytest.raises(TypeError):
        Rules.chinese().with_komi(True)
    with pytest.raises(TypeError):
        Rules.chinese().with_ko(3)  # type: ignore[arg-type]


def test_rules_set_a_game() -> None:
    assert Game(9, rules=Rules.aga()).rules == Rules.aga()
    assert Game(9, rules="game_site").komi == 3.5  # the preset for this size
    assert Game(9, rules="chinese ko=simple").rules.ko == "simple"
    assert Game(9, rules="japanese", komi=0).komi == 0.0
    with pytest.raises(ParseError) as e:
        Game(9, rules="go")
    assert e.value.argument == "rules"
    with pytest.raises(TypeError):
        Game(9, rules=5)  # type: ignore[arg-type]


def test_a_preset_name_scores_with_the_boards_komi() -> None:
    """Found from outside: `Board.score("game_site")` charged a 9x9 board
    the 19x19 komi, while `Game(9, rules="game_site")` has the 9x9 one."""
    # An empty board: the margin is the komi (charged to Black under the
    # game site's counting).
    board = go_core.Board(9)
    game_komi = go_core.Game(9, rules="game_site").komi
    assert game_komi == 3.5
    assert board.score("game_site").margin == game_komi
    assert go_core.Board(19).score("game_site").margin == 5.5
    assert board.score("game_site komi=6.5").margin == 6.5
