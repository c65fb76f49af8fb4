"""The types of damas.pyi against the module itself: the same names, the same properties, and the
same parameters (names, kinds, defaults) as the signatures pybind11 writes at the head of each
docstring. The stub is read where the module is (beside it in damas-stubs/__init__.pyi, as built
and as installed)."""
import ast
import importlib.util
import inspect
import os
import pathlib
import re
import subprocess
import sys

import pytest

import damas

STUB = pathlib.Path(damas.__file__).with_name("damas-stubs") / "__init__.pyi"
# Dunder methods that say something about a class (the rest come from object or pybind11).
TELLING_DUNDERS = {"__init__", "__iter__", "__next__", "__eq__", "__hash__", "__reduce__"}


def stub_tree():
    return ast.parse(STUB.read_text(encoding="utf-8"), filename=str(STUB))


def stub_members(body):
    """Name -> list of FunctionDef (several for an @overload), and the names of properties."""
    functions, properties = {}, set()
    for node in body:
        if isinstance(node, ast.FunctionDef):
            functions.setdefault(node.name, []).append(node)
            if any(isinstance(d, ast.Name) and d.id == "property" for d in node.decorator_list):
                properties.add(node.name)
    return functions, properties


def stub_classes():
    return {node.name: node for node in stub_tree().body if isinstance(node, ast.ClassDef)}


def split_top_level(text):
    """The parts of `text` between the commas that are not inside brackets or quotes."""
    parts, depth, quote, start = [], 0, None, 0
    for i, c in enumerate(text):
        if quote:
            quote = None if c == quote else quote
        elif c in "'\"":
            quote = c
        elif c in "[(":
            depth += 1
        elif c in "])":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    if text[start:].strip():
        parts.append(text[start:].strip())
    return parts


def runtime_parameters(callable_, name):
    """(positional, keyword-only, has **kwargs) from pybind11's signature line: each parameter a
    (name, default text or None); self left out."""
    first = callable_.__doc__.splitlines()[0]
    assert first.startswith(name + "(") and ") -> " in first, first
    inside = first[len(name) + 1:first.rindex(") -> ")]
    positional, keyword, kwargs, after_star = [], [], False, False
    for part in split_top_level(inside):
        if part == "*":
            after_star = True
        elif part.startswith("**"):
            kwargs = True
        else:
            declared, _, default = part.partition(" = ")
            entry = (declared.split(":")[0].strip(), default or None)
            (keyword if after_star else positional).append(entry)
    if positional and positional[0][0] == "self":
        positional = positional[1:]
    return positional, keyword, kwargs


def stub_parameters(function):
    args = function.args
    positional = [a.arg for a in args.posonlyargs + args.args]
    if positional and positional[0] == "self":
        positional = positional[1:]
    defaults = [None] * (len(positional) - len(args.defaults)) + args.defaults
    keyword_defaults = args.kw_defaults
    return ([(n, d) for n, d in zip(positional, defaults)],
            [(a.arg, d) for a, d in zip(args.kwonlyargs, keyword_defaults)],
            args.kwarg is not None)


def same_default(runtime_text, stub_node):
    if runtime_text is None or stub_node is None:
        return runtime_text is None and stub_node is None
    return ast.literal_eval(runtime_text) == ast.literal_eval(stub_node)


def check_signature(callable_, name, overloads):
    positional, keyword, kwargs = runtime_parameters(callable_, name)
    for number, function in enumerate(overloads):
        stub_positional, stub_keyword, stub_kwargs = stub_parameters(function)
        where = f"{name} (stub line {function.lineno})"
        assert [n for n, _ in stub_positional] == [n for n, _ in positional], where
        assert [n for n, _ in stub_keyword] == [n for n, _ in keyword], where
        assert stub_kwargs == kwargs, where
        if number == 0:  # an overload after the first may narrow a parameter and drop a default
            for (_, runtime), (_, stub) in zip(positional + keyword, stub_positional + stub_keyword):
                assert same_default(runtime, stub), where


def test_the_stub_has_the_modules_functions_and_classes():
    tree = stub_tree()
    functions, _ = stub_members(tree.body)
    names = set(functions) | set(stub_classes()) | {
        target.id for node in tree.body if isinstance(node, ast.AnnAssign)
        for target in [node.target]}
    public = {n for n in dir(damas) if not n.startswith("_")} | {"__version__"}
    assert public <= names, public - names
    for name in set(functions) | set(stub_classes()):
        assert hasattr(damas, name), name
    for name, overloads in functions.items():
        check_signature(getattr(damas, name), name, overloads)


@pytest.mark.parametrize("name", sorted(n for n in dir(damas) if inspect.isclass(getattr(damas, n))))
def test_each_class_has_its_members_in_the_stub(name):
    runtime = getattr(damas, name)
    assert name in stub_classes(), name
    functions, properties = stub_members(stub_classes()[name].body)
    members = {m for m in runtime.__dict__
               if not m.startswith("__") and not m.startswith("_pybind11")}
    defined_dunders = {m for m in TELLING_DUNDERS & set(runtime.__dict__)
                       if (runtime.__dict__[m].__doc__ or "").startswith(m + "(")}
    assert members | defined_dunders == set(functions), name
    for member, overloads in functions.items():
        value = runtime.__dict__[member]
        assert isinstance(value, property) == (member in properties), member
        if not isinstance(value, property):
            check_signature(value, member, overloads)


def test_each_format_of_diagram_gives_the_type_its_overload_says():
    functions, _ = stub_members(stub_classes()["Position"].body)
    formats_seen = set()
    for overload in functions["diagram"]:
        annotation = (overload.args.posonlyargs + overload.args.args)[1].annotation
        if isinstance(annotation, ast.Name):  # format: str, the overload of any format
            continue
        formats = ast.literal_eval(annotation.slice)  # Literal["svg", "text"]
        returned = {"str": str, "bytes": bytes}[overload.returns.id]
        for format_ in formats if isinstance(formats, tuple) else (formats,):
            assert type(damas.Position().diagram(format_)) is returned, format_
            formats_seen.add(format_)
    assert formats_seen == {"svg", "text", "png", "pdf"}


mypy_missing = pytest.mark.skipif(importlib.util.find_spec("mypy") is None,
                                  reason="mypy (Debian's mypy) is not installed")

# A program using the module as the stub types it, with three mistakes a type checker must see.
TYPED_PROGRAM = '''\
import damas

game = next(damas.read_games("games.pdn"))
number: int = game.number
picture: bytes = damas.Position().diagram("png")
board: str = damas.Position().diagram("text")
for verdict in damas.validate("games.pdn", check_tags=False, forcada="no-rio"):
    print(verdict["diagnostics"], game.validate()["outcome"])
annotated, summary = game.annotate(depth=4)
positions: list[damas.Position] = annotated.positions(annotated.mainline[0].variation)
chosen: str = "svg"  # a format known only when the program runs: str or bytes
either: str | bytes = damas.Position().diagram(chosen)
wrong_fen: int = damas.Position().fen()
wrong_picture: str = damas.Position().diagram("pdf")
damas.read_games("games.pdn", job=2)
'''


def run_mypy(tmp_path, *arguments):
    """python3 -m ARGUMENTS in tmp_path (its cache there), with the module's folder on the Python
    path as this test has it, and nothing else: mypy must find the stub there by itself (no
    MYPYPATH), as it would in site-packages."""
    env = {name: value for name, value in os.environ.items() if name != "MYPYPATH"}
    return subprocess.run(
        [sys.executable, "-m", *arguments], cwd=tmp_path, capture_output=True, text=True,
        timeout=600, env={**env, "PYTHONPATH": os.pathsep.join(sys.path)})


@mypy_missing
def test_mypy_types_a_program_by_the_stub(tmp_path):
    (tmp_path / "program.py").write_text(TYPED_PROGRAM, encoding="utf-8")
    ran = run_mypy(tmp_path, "mypy", "--strict", "--cache-dir", "cache", "program.py")
    errors = re.findall(r"^program\.py:(\d+): error: .*\[(.*)\]$", ran.stdout, re.M)
    assert errors == [("13", "assignment"), ("14", "assignment"), ("15", "call-arg")], ran.stdout


@mypy_missing
def test_mypy_stubtest_finds_the_stub_agrees_with_the_module(tmp_path):
    """mypy's own comparison of a stub with its module. pybind11's classes have a metaclass of
    their own, and those made only by the module have a constructor that refuses every call:
    said here, the rest is checked."""
    allowed = [f"damas.{name}" for name in ("Game", "Games", "Node", "Position", "Verdicts")]
    allowed += [f"damas.{name}.__init__" for name in ("Games", "Node", "Verdicts")]
    (tmp_path / "allowed.txt").write_text("\n".join(allowed) + "\n", encoding="utf-8")
    ran = run_mypy(tmp_path, "mypy.stubtest", "damas", "--allowlist", "allowed.txt")
    assert ran.returncode == 0, ran.stdout + ran.stderr
