"""Tests for the simple-extension registry (loading, validation, lookup, signature keys)."""

from __future__ import annotations

import re
import time
from importlib import resources
from pathlib import Path

import pytest

from substrait_expr.typecheck import registry as registry_module
from substrait_expr.typecheck.extensions import (
    Decomposable,
    EnumArg,
    Extension,
    FunctionKind,
    Nullability,
    OptionSpec,
    ParameterConsistency,
    TypeArg,
    ValueArg,
    Variadic,
    WindowType,
    short_type_name,
)
from substrait_expr.typecheck.registry import ExtensionError, Registry, load_extension_file

DATA = Path(__file__).parent / "data" / "extensions"
USER_FOLDER = DATA / "user"
INVALID = DATA / "invalid"
ARITHMETIC = "extension:io.substrait:functions_arithmetic"
OLD_ARITHMETIC_URI = (
    "https://github.com/substrait-io/substrait/blob/main/extensions/functions_arithmetic.yaml"
)


@pytest.fixture(scope="module")
def default() -> Registry:
    return Registry.default()


@pytest.fixture(scope="module")
def with_user() -> Registry:
    return Registry.default().add_path(USER_FOLDER)


# ---------------------------------------------------------------------------
# Loading the official files


def test_every_official_file_is_loaded(default: Registry) -> None:
    folder = resources.files("substrait_extensions.extensions")
    shipped = {
        entry.name
        for entry in folder.iterdir()
        if entry.name.endswith(".yaml") and entry.name != "simple_extensions_schema.yaml"
    }
    # The package ships its own extensions beside them: the variant type, and
    # aggregates real producers call beyond the official files.
    own = {"variant.yaml", "aggregates.yaml", "decimal.yaml"}
    loaded = {Path(extension.path).name for extension in default}
    assert loaded == shipped | own
    assert len(shipped) >= 16
    official = [e for e in default if Path(e.path).name not in own]
    assert all(extension.urn.startswith("extension:io.substrait:") for extension in official)
    assert default.extension("extension:io.github.substrait-expr:variant") is not None


def test_official_catalogue_is_plausibly_complete(default: Registry) -> None:
    assert len(default.function_names()) >= 150
    assert len(default.all_impls()) >= 500
    kinds = {impl.kind for impl in default.all_impls()}
    assert kinds == set(FunctionKind)


def test_default_registry_is_parsed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    first = Registry.default()
    parsed: list[str] = []
    real_loader = registry_module.load_extension_text

    def counting_loader(text: str, location: str) -> Extension:
        parsed.append(location)
        return real_loader(text, location)

    monkeypatch.setattr(registry_module, "load_extension_text", counting_loader)
    assert Registry.default() is first
    # Building on top of the default reuses it: only the user file is parsed.
    combined = Registry.from_paths([USER_FOLDER / "geo_functions.yaml"])
    assert len(combined) == len(first) + 1
    assert parsed == [str(USER_FOLDER / "geo_functions.yaml")]


# ---------------------------------------------------------------------------
# The data model of known official functions


def test_add_i8_in_arithmetic(default: Registry) -> None:
    (impl,) = [
        impl
        for impl in default.impls("add", namespace="functions_arithmetic")
        if [arg.type_text for arg in impl.args if isinstance(arg, ValueArg)] == ["i8", "i8"]
    ]
    assert impl.kind is FunctionKind.SCALAR
    assert impl.urn == ARITHMETIC
    assert impl.return_text == "i8"
    assert impl.nullability is Nullability.MIRROR
    assert impl.deterministic and not impl.session_dependent
    overflow = impl.option("overflow")
    assert overflow is not None
    assert overflow.values == ("SILENT", "SATURATE", "ERROR")
    assert impl.option("rounding") is None
    assert str(impl) == "add(i8, i8)"


def test_extract_has_enum_arguments(default: Registry) -> None:
    impls = default.impls("extract")
    assert impls
    first_args = [impl.args[0] for impl in impls]
    assert all(isinstance(arg, EnumArg) for arg in first_args)
    assert any(isinstance(arg, EnumArg) and "YEAR" in arg.options for arg in first_args)


def test_count_is_an_aggregate_with_a_niladic_form(default: Registry) -> None:
    impls = default.impls("count", namespace="functions_aggregate_generic")
    assert {impl.kind for impl in impls} == {FunctionKind.AGGREGATE}
    assert {impl.signature_key for impl in impls} == {"count:any", "count:"}


def test_row_number_is_a_window_function(default: Registry) -> None:
    (impl,) = default.impls("row_number")
    assert impl.kind is FunctionKind.WINDOW
    assert impl.window_type is WindowType.PARTITION
    assert impl.args == ()
    assert impl.nullability is Nullability.DECLARED_OUTPUT


def test_decimal_return_program_is_kept_verbatim(default: Registry) -> None:
    (impl,) = default.impls("add", namespace="functions_arithmetic_decimal")
    lines = impl.return_text.splitlines()
    assert len(lines) > 1
    assert lines[0].startswith("init_scale = ")
    assert lines[-1] == "DECIMAL<prec, scale>"


def test_concat_is_variadic(default: Registry) -> None:
    (impl,) = [impl for impl in default.impls("concat") if impl.signature_key == "concat:str"]
    assert impl.variadic == Variadic(1, None, ParameterConsistency.CONSISTENT)


def test_deprecated_impls_are_marked(default: Registry) -> None:
    deprecated = [impl for impl in default.impls("std_dev") if impl.deprecated_since]
    assert deprecated
    assert all(impl.deprecated_since == "0.88.0" for impl in deprecated)


def test_aggregate_extras(default: Registry) -> None:
    (impl,) = default.find_by_signature_key("sum:i32", namespace="functions_arithmetic")
    assert impl.decomposable is Decomposable.MANY
    assert impl.intermediate_text == "i64?"
    assert impl.window_type is None


# ---------------------------------------------------------------------------
# Signature keys


@pytest.mark.parametrize(
    ("name", "namespace", "key"),
    [
        ("add", "functions_arithmetic", "add:i8_i8"),
        ("add", "functions_arithmetic_decimal", "add:dec_dec"),
        ("add", "functions_datetime", "add:pts_iday"),
        ("add", "functions_datetime", "add:ptstz_iyear_str"),
        ("add", "unsigned_integers", "add:u!u8_u!u8"),
        ("extract", "functions_datetime", "extract:req_pts"),
        ("extract", "functions_datetime", "extract:req_req_ptstz_str"),
        ("extract", "functions_datetime", "extract:req_pt"),
        ("count", "functions_aggregate_generic", "count:any"),
        ("count", "functions_aggregate_generic", "count:"),
        ("concat", "functions_string", "concat:vchar"),
        ("concat", "functions_string", "concat:str"),
        ("transform", "functions_list", "transform:list_func"),
        ("and", "functions_boolean", "and:bool"),
        ("equal", "functions_comparison", "equal:any_any"),
        ("row_number", "functions_arithmetic", "row_number:"),
    ],
)
def test_known_signature_keys(default: Registry, name: str, namespace: str, key: str) -> None:
    assert key in {impl.signature_key for impl in default.impls(name, namespace=namespace)}


@pytest.mark.parametrize(
    ("type_text", "short"),
    [
        ("i32", "i32"),
        ("i32?", "i32"),
        ("boolean", "bool"),
        ("string", "str"),
        ("binary", "vbin"),
        ("timestamp", "ts"),
        ("timestamp_tz", "tstz"),
        ("interval_compound<P>", "icompound"),
        ("interval_day<P>", "iday"),
        ("decimal<P1,S1>", "dec"),
        ("DECIMAL<P, S>", "dec"),
        ("decimal?<38,0>", "dec"),
        ("varchar<L1>", "vchar"),
        ("fixedchar<L>", "fchar"),
        ("fixedbinary<L>", "fbin"),
        ("precision_time<P>", "pt"),
        ("precision_timestamp<P>", "pts"),
        ("precision_timestamp_tz<P>", "ptstz"),
        ("list?<i32>", "list"),
        ("map<string, i32>", "map"),
        ("struct<i32, fp64>", "struct"),
        ("func<any1 -> boolean>", "func"),
        ("u!u8", "u!u8"),
        ("ext.u!point", "u!point"),
        ("any", "any"),
        ("any1", "any"),
        ("T", "any"),
    ],
)
def test_short_type_names(type_text: str, short: str) -> None:
    assert short_type_name(type_text) == short


def test_signature_keys_are_unique_within_each_official_file(default: Registry) -> None:
    for extension in default:
        keys = [impl.signature_key for impl in extension.functions]
        assert len(keys) == len(set(keys)), extension.urn


def test_find_by_signature_key(default: Registry, with_user: Registry) -> None:
    (impl,) = default.find_by_signature_key("add:i8_i8")
    assert impl.urn == ARITHMETIC
    assert default.find_by_signature_key("add:i8") == ()
    # The dependency alias is not part of the short name, so both files match.
    urns = {impl.urn for impl in with_user.find_by_signature_key("distance:u!point_u!point")}
    assert urns == {"extension:com.example:geo_functions", "extension:com.example:shapes"}


# ---------------------------------------------------------------------------
# Lookup


def test_namespace_forms_select_the_same_impls(default: Registry) -> None:
    by_urn = default.impls("add", namespace=ARITHMETIC)
    assert len(by_urn) == 6
    assert default.impls("add", namespace="functions_arithmetic") == by_urn
    assert default.impls("add", namespace="functions_arithmetic.yaml".removesuffix(".yaml"))
    assert default.impls("add", namespace="no_such_namespace") == ()
    assert len(default.impls("add")) > len(by_urn)


def test_namespaces_of_an_ambiguous_name(default: Registry, with_user: Registry) -> None:
    assert default.namespaces_of("add") == (
        "functions_arithmetic",
        "functions_arithmetic_decimal",
        "functions_datetime",
        "unsigned_integers",
    )
    assert "geo_functions" in with_user.namespaces_of("add")
    assert default.namespaces_of("no_such_function") == ()


def test_function_names_and_suggestions(default: Registry) -> None:
    names = default.function_names()
    assert list(names) == sorted(set(names))
    assert {"add", "count", "row_number", "extract"} <= set(names)
    assert default.has_function("add")
    assert not default.has_function("ad")
    assert default.closest_names("ADD")[0] == "add"
    assert "substring" in default.closest_names("substr")
    assert len(default.closest_names("a", n=2)) <= 2
    assert default.closest_names("zzzzzzzzzz") == []


def test_extension_by_urn(default: Registry) -> None:
    extension = default.extension(ARITHMETIC)
    assert extension is not None
    assert extension.namespace == "functions_arithmetic"
    assert extension.file_stem == "functions_arithmetic"
    assert default.extension("functions_arithmetic") is None


def test_official_user_types(default: Registry) -> None:
    u8 = default.user_type("u!u8")
    assert u8 is not None
    assert u8 == default.user_type("u8")
    assert u8.urn == "extension:io.substrait:unsigned_integers"
    assert u8.structure == (("value", "string"),)
    assert default.user_type("geometry") is not None
    assert default.user_type("no_such_type") is None


def test_ambiguous_user_type(tmp_path: Path, with_user: Registry) -> None:
    other = tmp_path / "other_points.yaml"
    other.write_text("urn: extension:org.other:points\ntypes:\n  - name: point\n")
    registry = with_user.add_path(other)
    with pytest.raises(LookupError, match="several extensions"):
        registry.user_type("point")
    assert len(registry.user_types("point")) == 2
    found = registry.user_type("point", namespace="geo_functions")
    assert found is not None
    assert found.urn == "extension:com.example:geo_functions"


# ---------------------------------------------------------------------------
# Resolving plan references


def test_function_in_extension_by_urn_and_old_uri(default: Registry) -> None:
    impl = default.function_in_extension(ARITHMETIC, "add:i32_i32")
    assert str(impl) == "add(i32, i32)"
    assert default.extension_for_reference(OLD_ARITHMETIC_URI).urn == ARITHMETIC
    assert default.extension_for_reference("/functions_arithmetic.yaml").urn == ARITHMETIC
    # Older producers wrote optional enums as "opt" and kept "any1".
    assert default.function_in_extension(OLD_ARITHMETIC_URI, "add:opt_i32_i32") == impl
    equal = default.function_in_extension("/functions_comparison.yaml", "equal:any1_any1")
    assert equal.signature_key == "equal:any_any"


def test_function_in_extension_simple_names(default: Registry) -> None:
    assert default.function_in_extension(ARITHMETIC, "row_number").kind is FunctionKind.WINDOW
    with pytest.raises(LookupError, match="compound name"):
        default.function_in_extension(ARITHMETIC, "add")
    with pytest.raises(LookupError, match="did you mean"):
        default.function_in_extension(ARITHMETIC, "ad")
    with pytest.raises(LookupError, match="no impl"):
        default.function_in_extension(ARITHMETIC, "add:str_str")
    with pytest.raises(LookupError, match="no loaded extension"):
        default.function_in_extension("https://example.com/missing.yaml", "add")


def test_metadata_uri_alias(with_user: Registry) -> None:
    extension = with_user.extension_for_reference(
        "https://example.com/extensions/geo_functions.yaml"
    )
    assert extension.urn == "extension:com.example:geo_functions"


# ---------------------------------------------------------------------------
# User files and folders


def test_user_folder_loads_yaml_and_yml(default: Registry, with_user: Registry) -> None:
    assert len(with_user) == len(default) + 2
    assert with_user.extension("extension:com.example:shapes") is not None
    assert "perimeter" in with_user.function_names()
    assert "perimeter" not in default.function_names()  # add_path returns a new registry


def test_from_paths(default: Registry) -> None:
    only_user = Registry.from_paths([USER_FOLDER], include_default=False)
    assert len(only_user) == 2
    assert only_user.impls("add") == only_user.impls("add", namespace="geo_functions")
    single = Registry.from_paths(str(USER_FOLDER / "shapes.yml"))
    assert len(single) == len(default) + 1


def test_user_file_data_model(with_user: Registry) -> None:
    text_impls = with_user.impls("as_text")
    enum_form, type_form = text_impls
    assert enum_form.args == (
        EnumArg("format", ("WKT", "GEOJSON")),
        ValueArg("p", "u!point"),
        ValueArg("digits", "i32", constant=True),
    )
    assert enum_form.signature_key == "as_text:req_u!point_i32"
    assert type_form.args[0] == TypeArg("target", "any1")

    (centroid,) = with_user.impls("centroid", namespace="geo_functions")
    assert centroid.variadic == Variadic(1, 100, ParameterConsistency.INCONSISTENT)
    assert centroid.nullability is Nullability.DECLARED_OUTPUT
    assert not centroid.deterministic
    assert centroid.session_dependent
    assert centroid.return_text == "u!point?"

    (box,) = with_user.impls("bounding_box")
    assert box.kind is FunctionKind.AGGREGATE
    assert box.decomposable is Decomposable.MANY
    assert box.intermediate_text == "struct<u!point, u!point>"
    assert box.ordered
    assert box.max_set == 1000

    (nearest,) = with_user.impls("nearest_rank")
    (farthest,) = with_user.impls("farthest_rank")
    assert nearest.window_type is WindowType.STREAMING
    assert farthest.window_type is WindowType.PARTITION

    point = with_user.user_type("u!point")
    assert point is not None
    assert point.structure == (("x", "fp64"), ("y", "fp64"))
    tagged = with_user.user_type("tagged")
    assert tagged is not None
    assert tagged.parameters[0].kind == "integer"
    assert (tagged.parameters[0].min, tagged.parameters[0].max) == (1, 8)

    shapes = with_user.extension("extension:com.example:shapes")
    assert shapes is not None
    assert shapes.dependency_urn("geo") == "extension:com.example:geo_functions"
    assert shapes.file_stem == "shapes"


def test_options_are_kept_in_order(tmp_path: Path) -> None:
    file = tmp_path / "opts.yaml"
    file.write_text(
        "urn: extension:t:opts\n"
        "scalar_functions:\n"
        "  - name: f\n"
        "    impls:\n"
        "      - args: [{value: i32}]\n"
        "        options:\n"
        "          b: {values: [X], description: second}\n"
        "          a: {values: [Y, Z]}\n"
        "        return: i32\n"
    )
    (impl,) = load_extension_file(file).functions
    assert impl.options == (OptionSpec("b", ("X",), "second"), OptionSpec("a", ("Y", "Z")))


def test_same_file_twice_is_a_no_op(with_user: Registry, tmp_path: Path) -> None:
    again = with_user.add_path(USER_FOLDER / "geo_functions.yaml")
    assert again.extensions == with_user.extensions
    # Identical content under another name counts as the same file.
    copy = tmp_path / "copy.yaml"
    copy.write_text((USER_FOLDER / "geo_functions.yaml").read_text())
    assert len(with_user.add_path(copy)) == len(with_user)


def test_same_urn_with_different_content_is_an_error(with_user: Registry) -> None:
    with pytest.raises(ExtensionError) as caught:
        with_user.add_path(DATA / "clash")
    message = str(caught.value)
    assert "extension:com.example:geo_functions" in message
    assert "geo_functions_changed.yaml" in message
    assert str(USER_FOLDER / "geo_functions.yaml") in message


def test_clash_within_one_call(tmp_path: Path) -> None:
    with pytest.raises(ExtensionError, match="different content"):
        Registry.from_paths(
            [USER_FOLDER / "geo_functions.yaml", DATA / "clash"], include_default=False
        )


# ---------------------------------------------------------------------------
# Invalid files


@pytest.mark.parametrize(
    ("file_name", "expected_lines"),
    [
        (
            "missing_return.yaml",
            [
                "10:9: scalar_functions[1].impls[0]: unknown key 'retrun'; did you mean 'return'?",
                "10:9: scalar_functions[1].impls[0]: missing required key 'return'",
            ],
        ),
        (
            "bad_arguments.yaml",
            [
                "9:13: scalar_functions[0].impls[1].args[1]: "
                "needs exactly one of the keys 'options', 'value', 'type'",
                "13:20: scalar_functions[0].impls[2].args[0].value: "
                "expected a string or a mapping, found a number (42)",
                "16:13: scalar_functions[0].impls[3].args[0]: has more than one of the keys "
                "'value', 'type'; it must have exactly one of 'options', 'value', 'type'",
            ],
        ),
        (
            "enum_and_value.yaml",
            [
                "6:13: scalar_functions[0].impls[0].args[0]: has more than one of the keys "
                "'options', 'value'; an argument must have exactly one of "
                "'options', 'value', 'type'",
            ],
        ),
        (
            "bad_words.yaml",
            [
                "9:22: scalar_functions[0].impls[0].options.switch.values[0]: expected a string, "
                "found a boolean (True); quote the word if a string was meant",
                "9:26: scalar_functions[0].impls[0].options.switch.values[1]: expected a string, "
                "found a boolean (False); quote the word if a string was meant",
                "10:22: scalar_functions[0].impls[0].nullability: "
                "'SOMETIMES' is not one of MIRROR, DECLARED_OUTPUT, DISCRETE",
            ],
        ),
        (
            "duplicate_signature.yaml",
            [
                "11:9: aggregate_functions[0].impls[0]: "
                "signature 'f:vchar' is already declared at scalar_functions[0].impls[0]",
            ],
        ),
        ("no_urn.yaml", ["1:1: missing required key 'urn'"]),
        ("syntax_error.yaml", ["6:9: YAML syntax error: did not find expected ',' or ']'"]),
    ],
)
def test_invalid_files_are_explained(file_name: str, expected_lines: list[str]) -> None:
    path = INVALID / file_name
    with pytest.raises(ExtensionError) as caught:
        load_extension_file(path)
    error = caught.value
    assert isinstance(error, ValueError)
    assert error.file == str(path)
    assert str(error).splitlines() == [f"{path}:{line}" for line in expected_lines]


def test_invalid_file_in_a_folder_stops_loading() -> None:
    # Files load in name order; the first invalid one is reported.
    with pytest.raises(ExtensionError, match=r"bad_arguments\.yaml"):
        Registry.default().add_path(INVALID)


def test_problem_fields() -> None:
    with pytest.raises(ExtensionError) as caught:
        load_extension_file(INVALID / "bad_words.yaml")
    last = caught.value.problems[-1]
    assert last.path == "scalar_functions[0].impls[0].nullability"
    assert (last.line, last.column) == (10, 22)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "the file is empty"),
        ("- just\n- a list\n", "expected a mapping at the top, found a list"),
        (
            "urn: x\nscalar_functions:\n  - name: f\n    impls:\n"
            "      - variadic: {min: 1.5}\n        return: i32\n",
            "scalar_functions[0].impls[0].variadic.min: expected a whole number, found 1.5",
        ),
        (
            "urn: x\nscalar_functions:\n  - name: f\n    impls:\n"
            "      - variadic: {min: 3, max: 2}\n        return: i32\n",
            "scalar_functions[0].impls[0].variadic: max (2) is smaller than min (3)",
        ),
        (
            "urn: x\nscalar_functions:\n  - name: f\n    impls: []\n",
            "scalar_functions[0].impls: must not be empty",
        ),
        ("urn: x\nfunctions: []\n", "unknown key 'functions'"),
    ],
)
def test_small_invalid_documents(tmp_path: Path, text: str, message: str) -> None:
    file = tmp_path / "doc.yaml"
    file.write_text(text)
    with pytest.raises(ExtensionError, match="^" + re.escape(str(file))) as caught:
        load_extension_file(file)
    assert message in str(caught.value)


def test_missing_and_empty_locations(tmp_path: Path) -> None:
    with pytest.raises(ExtensionError, match="no such file or folder"):
        Registry().add_path(tmp_path / "absent.yaml")
    with pytest.raises(ExtensionError, match=r"no \.yaml files"):
        Registry().add_path(tmp_path)


def test_extension_equality_ignores_path(with_user: Registry) -> None:
    extension = with_user.extension("extension:com.example:shapes")
    assert extension is not None
    moved = load_extension_file(USER_FOLDER / "shapes.yml")
    assert moved == extension
    assert hash(moved) == hash(extension)


def _functions_file(count: int, key: str = "return") -> str:
    impl = "  - name: f{i}\n    impls:\n      - args: [{{value: i32}}]\n        " + key + ": i32\n"
    return "urn: extension:example:many\nscalar_functions:\n" + "".join(
        impl.format(i=i) for i in range(count)
    )


def test_a_file_with_many_problems_loads_in_linear_time() -> None:
    """Each reported problem composed the whole file again to find its line,
    for every problem, reported or not: 1,000 misspelt keys took 78 s. Now the
    file is composed once, for the ten problems reported."""
    started = time.monotonic()
    with pytest.raises(ExtensionError) as caught:
        registry_module.load_extension_text(_functions_file(3_000, key="retrun"), "many.yaml")
    # A guard against the quadratic 78 s, with room for a loaded machine.
    assert time.monotonic() - started < 30
    assert len(caught.value.problems) == registry_module.MAX_REPORTED_PROBLEMS
    first = caught.value.problems[0]
    assert (first.path, first.line, first.column) == ("scalar_functions[0].impls[0]", 5, 9)


def test_a_file_past_the_size_limit_is_refused_before_it_is_read() -> None:
    """Loading is linear but not free (about 3 s a megabyte on 2 cores): 100,000
    functions (7.6 MB) took over 10 s, and are refused by ``Limits.yaml_bytes``."""
    text = _functions_file(100_000)
    started = time.monotonic()
    with pytest.raises(ExtensionError, match=r"at most 1,000,000 \(Limits.yaml_bytes\)"):
        registry_module.load_extension_text(text, "many.yaml")
    assert time.monotonic() - started < 5
