"""The Spark function table: every official impl is either built or refused
with a reason, never both, and no option value is silently ignored."""

from __future__ import annotations

import pytest

from substrait_expr.backends.spark.columns.functions import SUPPORTED, UNSUPPORTED
from substrait_expr.backends.spark.columns.spec import FunctionTable
from substrait_expr.typecheck.registry import Registry

IMPLS = {(impl.urn, impl.signature_key): impl for impl in Registry.default().all_impls()}


def test_every_impl_is_built_or_refused() -> None:
    missing = sorted(set(IMPLS) - set(SUPPORTED) - set(UNSUPPORTED))
    assert missing == []


def test_no_impl_is_both_built_and_refused() -> None:
    assert sorted(set(SUPPORTED) & set(UNSUPPORTED)) == []


def test_the_table_names_only_real_impls() -> None:
    assert sorted((set(SUPPORTED) | set(UNSUPPORTED)) - set(IMPLS)) == []


def test_refusals_give_reasons() -> None:
    short = {key: reason for key, reason in UNSUPPORTED.items() if len(reason) < 20}
    assert short == {}


def test_a_table_refuses_to_list_an_impl_twice() -> None:
    table = FunctionTable()
    table.refuse("urn", ["f:i32"], "some reason")
    with pytest.raises(ValueError, match="twice"):
        table.add("urn", ["f:i32"], lambda call: call.col(0))


@pytest.mark.parametrize("key", sorted(SUPPORTED), ids=lambda key: f"{key[0][23:]}/{key[1]}")
def test_every_option_value_is_honoured_or_refused_with_a_reason(key: tuple[str, str]) -> None:
    spec = SUPPORTED[key]
    impl = IMPLS[key]
    declared = {option.name: set(option.values) for option in impl.options}
    # The builder may only claim options the YAML declares.
    for name, values in spec.options.items():
        assert name in declared, f"{key} claims unknown option {name}"
        assert set(values) <= declared[name], f"{key} claims unknown values of {name}"
    for name, values in declared.items():
        honoured = set(spec.options.get(name, ()))
        if values - honoured:
            assert name in spec.reasons, (
                f"{key}: {sorted(values - honoured)} of {name} lack a reason"
            )


def test_the_supported_share_is_large() -> None:
    # Regression guard for the table's coverage (486 of 534 when written).
    assert len(SUPPORTED) / len(IMPLS) > 0.85
