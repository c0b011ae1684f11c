"""The package as installed: where it comes from, what it exports, its
documentation, its generated vocabulary types, the exception tree and the
panic boundary."""

from __future__ import annotations

import importlib.util
import inspect
import os
import sys
import sysconfig
from pathlib import Path
from typing import get_args

import pytest

import go_core
from go_core import (
    CountingError,
    GameStateError,
    GoError,
    IllegalMoveError,
    ParseError,
    SetupError,
    SgfError,
    sgf,
    types,
)

HERE = Path(__file__).resolve().parent


def test_installed_from_a_wheel_when_the_test_command_says_so() -> None:
    # The test command installs the built wheel into a fresh virtualenv and
    # sets GO_CORE_EXPECT_WHEEL: the module must then come from that
    # environment's site-packages, with its stubs and py.typed, not from
    # the source tree.
    if os.environ.get("GO_CORE_EXPECT_WHEEL") != "1":
        pytest.fail("run the suite through go-py/run_tests.sh (it sets GO_CORE_EXPECT_WHEEL=1)")
    package = Path(go_core.__file__).resolve().parent
    site = Path(sysconfig.get_paths()["purelib"]).resolve()
    assert package.parent == site, (package, site)
    assert Path(sys.prefix).resolve() in package.parents
    for name in ["py.typed", "_go_core.pyi", "types.py", "sgf.py"]:
        assert (package / name).is_file(), name
    native = importlib.util.find_spec("go_core._go_core")
    assert native is not None and native.origin is not None
    assert native.origin.endswith(".abi3.so"), native.origin


def test_version_is_the_cores() -> None:
    assert go_core.__version__.count(".") == 2
    assert all(part.isdigit() for part in go_core.__version__.split("."))


def public_objects() -> list[tuple[str, object]]:
    out: list[tuple[str, object]] = []
    for module in (go_core, sgf):
        for name in module.__all__:
            if name.startswith("__") or name in ("sgf", "types"):
                continue
            out.append((f"{module.__name__}.{name}", getattr(module, name)))
    return out


def test_every_public_item_is_documented() -> None:
    missing = []
    for qualname, obj in public_objects():
        doc = inspect.getdoc(obj)
        if not doc or len(doc) < 20:
            missing.append(qualname)
        if not inspect.isclass(obj):
            continue
        for attr, value in vars(obj).items():
            # Class-level None defaults (the exceptions' attributes) are
            # documented in their class's docstring.
            if attr.startswith("_") or value is None:
                continue
            if not (inspect.getdoc(value) or "").strip():
                missing.append(f"{qualname}.{attr}")
    assert not missing, f"undocumented: {missing}"


def test_docstrings_state_shapes_and_errors() -> None:
    # The array-returning calls say shape and dtype; the calls that refuse
    # say which class and reason.
    assert "(height, width)" in (go_core.Board.__doc__ or "") and "int8" in (go_core.Board.__doc__ or "")
    assert "bool" in (go_core.Game.legal_mask.__doc__ or "")
    assert "float32" in (go_core.Analysis.__doc__ or "")
    assert "IllegalMoveError" in (go_core.Game.play.__doc__ or "")
    assert "sgf_unexpected" in (sgf.read.__doc__ or "")
    assert "RULES.md" in (go_core.Game.replay_move.__doc__ or "")


def test_classes_live_in_the_package() -> None:
    for qualname, obj in public_objects():
        if inspect.isclass(obj):
            assert obj.__module__ in ("go_core", "go_core.sgf"), qualname
    assert go_core.Game is go_core._go_core.Game
    assert sgf.Record.__module__ == "go_core.sgf"


def test_vocabulary_types_are_the_cores() -> None:
    # go_core.types is generated from the core's vocabularies: each Literal
    # lists exactly the core's names (and names plus aliases for input).
    vocabularies = go_core.vocabularies()
    assert {"ErrorKind", "KoRule", "Topology", "Phase", "Color", "ParseMode", "ReplayMode"} <= set(vocabularies)
    for type_name, v in vocabularies.items():
        names = [t["name"] for t in v["terms"]]
        aliases = [a for t in v["terms"] for a in t["aliases"]]
        assert list(get_args(getattr(types, f"{type_name}Name"))) == names, type_name
        assert list(get_args(getattr(types, f"{type_name}Input"))) == names + aliases, type_name
    # Every error kind of the core is a reason the stubs know.
    kinds = [t["name"] for t in vocabularies["ErrorKind"]["terms"]]
    assert set(get_args(types.ErrorKindName)) == set(kinds)
    assert "sgf_binary_input" in kinds and "superko" in kinds


def test_the_types_file_is_what_the_generator_writes() -> None:
    spec = importlib.util.spec_from_file_location("generate_types", HERE.parent / "generate_types.py")
    assert spec is not None and spec.loader is not None
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    text = generator.render(go_core.vocabularies())
    assert (Path(types.__file__)).read_text(encoding="utf-8") == text, "run python go-py/generate_types.py"


def test_exception_tree() -> None:
    assert issubclass(GoError, ValueError)
    for cls in (SetupError, IllegalMoveError, GameStateError, ParseError, SgfError):
        assert issubclass(cls, GoError) and cls.__module__ == "go_core"
    assert issubclass(CountingError, GameStateError)
    assert sgf.SgfError is SgfError
    for attr in ("reason", "code", "point", "line", "column", "argument"):
        assert getattr(GoError("raised by hand"), attr) is None


def test_reasons_and_codes_are_the_cores() -> None:
    codes = {t["name"]: t["code"] for t in go_core.vocabularies()["ErrorKind"]["terms"]}
    cases: list[tuple[type[GoError], object]] = [
        (SetupError, lambda: go_core.Game(53)),
        (IllegalMoveError, lambda: go_core.Game(9).play((9, 0))),
        (GameStateError, lambda: go_core.Game(9).undo()),
        (ParseError, lambda: go_core.Rules().with_ko("none")),
        (SgfError, lambda: sgf.read(b"(;SZ[9]", mode="strict")),
    ]
    groups = {SetupError: 2, IllegalMoveError: 3, GameStateError: 4, ParseError: 5, SgfError: 6}
    for cls, call in cases:
        with pytest.raises(cls) as e:
            call()  # type: ignore[operator]
        assert e.value.reason in codes and e.value.code is not None
        assert e.value.code == codes[e.value.reason]
        assert e.value.code // 100 == groups[cls]


def test_a_panic_is_a_runtime_error_not_a_crash() -> None:
    # The panic boundary: a panic in the engine (a bug) reaches Python as a
    # RuntimeError, which `except Exception` catches, never as pyo3's
    # PanicException (a BaseException) and never a crash.
    with pytest.raises(RuntimeError, match="internal error"):
        go_core._go_core._guard_check()
    try:
        go_core._go_core._guard_check()
    except Exception as e:  # noqa: BLE001
        assert not isinstance(e, GoError)
    assert go_core.Game(9).play((4, 4)) == []
