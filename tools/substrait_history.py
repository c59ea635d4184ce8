"""The fields that released Substrait versions had and the one this project
reads no longer has: ``src/substrait_expr/plan/old_fields.json``.

    python -m tools.substrait_history [--cache DIR] [--out PATH]   (make substrait-history)

Every Substrait release whose generated protobuf code is published on PyPI is
read: ``substrait-protobuf`` (one wheel per spec release, from 0.78) and, for
the releases before it, the ``substrait`` (substrait-python) wheels, which
bundled the generated code of the spec version their ``__substrait_version__``
names (0.30 to 0.79). Wheels are fetched with ``pip download --no-deps`` into
``--cache`` (kept between runs) and read as zip files: each ``*_pb2.py`` holds
its ``FileDescriptorProto`` as a bytes literal, taken out with ``ast``, so no
old module is imported and no two versions meet in one descriptor pool.

A field is *old* when some release had it (message, number, name) and the
protobuf this project is installed with has no field of that name at that
number: removed, renumbered, renamed, or its message gone. Each gets the
releases that had it, the first release without it, and what it means now:
derived where the structure says (the same number under a new name and the
same type: a rename), and otherwise from ``MEANINGS`` of
``substrait_expr/plan/legacy_fields.py``, the hand-written part (how the
reader maps an old field's meaning onto today's plan, next to the code that
does it). An old field with no meaning is refused when a plan carries it.
Only messages a ``substrait.Plan`` can hold count (not the removed
capabilities and function-signature files). Enum values that were renamed are
listed too.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from google.protobuf import descriptor_pb2

REPO = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO / "src/substrait_expr/plan/old_fields.json"

# Field types by FieldDescriptorProto.Type number.
TYPES = {
    descriptor_pb2.FieldDescriptorProto.TYPE_DOUBLE: "double",
    descriptor_pb2.FieldDescriptorProto.TYPE_FLOAT: "float",
    descriptor_pb2.FieldDescriptorProto.TYPE_INT64: "int64",
    descriptor_pb2.FieldDescriptorProto.TYPE_UINT64: "uint64",
    descriptor_pb2.FieldDescriptorProto.TYPE_INT32: "int32",
    descriptor_pb2.FieldDescriptorProto.TYPE_FIXED64: "fixed64",
    descriptor_pb2.FieldDescriptorProto.TYPE_FIXED32: "fixed32",
    descriptor_pb2.FieldDescriptorProto.TYPE_BOOL: "bool",
    descriptor_pb2.FieldDescriptorProto.TYPE_STRING: "string",
    descriptor_pb2.FieldDescriptorProto.TYPE_GROUP: "group",
    descriptor_pb2.FieldDescriptorProto.TYPE_MESSAGE: "message",
    descriptor_pb2.FieldDescriptorProto.TYPE_BYTES: "bytes",
    descriptor_pb2.FieldDescriptorProto.TYPE_UINT32: "uint32",
    descriptor_pb2.FieldDescriptorProto.TYPE_ENUM: "enum",
    descriptor_pb2.FieldDescriptorProto.TYPE_SFIXED32: "sfixed32",
    descriptor_pb2.FieldDescriptorProto.TYPE_SFIXED64: "sfixed64",
    descriptor_pb2.FieldDescriptorProto.TYPE_SINT32: "sint32",
    descriptor_pb2.FieldDescriptorProto.TYPE_SINT64: "sint64",
}

# Why an old field is refused, where more can be said than that it was removed.
WHY_NOT: dict[tuple[str, str], str] = {
    **{
        (f"substrait.{join}", side): (
            "now `keys`, each pair with its comparison; the old keys did not say how nulls compare"
        )
        for join in ("HashJoinRel", "MergeJoinRel")
        for side in ("left_keys", "right_keys")
    },
    ("substrait.Expression", "enum"): (
        "an enum argument as an expression; read only inside an old `args` list"
    ),
    ("substrait.Expression.Enum", "unspecified"): (
        "an enum argument left to the consumer; today's function options have no such default"
    ),
}


@dataclass(frozen=True, slots=True)
class Field:
    message: str
    number: int
    name: str
    json_name: str
    type: str
    type_name: str  # message or enum full name, "" for scalars
    repeated: bool
    oneof: str


@dataclass(frozen=True, slots=True)
class Release:
    version: str  # the Substrait spec version, "0.53.0"
    source: str  # the wheel it was read from
    fields: dict[tuple[str, int], Field]
    enums: dict[str, dict[int, str]]

    def reachable(self) -> set[str]:
        """The messages a ``substrait.Plan`` of this release can hold."""
        children: dict[str, set[str]] = {}
        for (message, _), field in self.fields.items():
            if field.type == "message":
                children.setdefault(message, set()).add(field.type_name)
        seen = {"substrait.Plan"}
        stack = ["substrait.Plan"]
        while stack:
            for child in children.get(stack.pop(), ()):
                if child not in seen:
                    seen.add(child)
                    stack.append(child)
        return seen


def version_key(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", text))


# ---------------------------------------------------------------------- download


def available(package: str) -> list[str]:
    """Versions of ``package`` on the package index (``pip index versions``)."""
    out = subprocess.run(
        [sys.executable, "-m", "pip", "index", "versions", package],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    found = re.search(r"Available versions: (.*)", out)
    if found is None:
        raise RuntimeError(f"pip index versions {package} listed no versions:\n{out}")
    return [v.strip() for v in found.group(1).split(",") if v.strip()]


def download(package: str, version: str, cache: Path) -> Path | None:
    """The wheel of ``package==version`` in ``cache`` (fetched when missing)."""
    stem = package.replace("-", "_")
    for existing in cache.glob(f"{stem}-{version}-*.whl"):
        return existing
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--quiet",
            "--no-deps",
            "--only-binary",
            ":all:",
            f"{package}=={version}",
            "-d",
            str(cache),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        print(f"  {package}=={version}: no wheel ({done.stderr.strip()[-200:]})", file=sys.stderr)
        return None
    return next(iter(cache.glob(f"{stem}-{version}-*.whl")), None)


# ---------------------------------------------------------------------- descriptors


def serialized_files(source: str) -> Iterator[bytes]:
    """The serialized FileDescriptorProtos a generated ``_pb2.py`` registers."""
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        callee = node.func
        if isinstance(callee, ast.Attribute) and callee.attr == "AddSerializedFile":
            for argument in node.args:
                if isinstance(argument, ast.Constant) and isinstance(argument.value, bytes):
                    yield argument.value
        for keyword in node.keywords:
            value = keyword.value
            named = keyword.arg == "serialized_pb" and isinstance(value, ast.Constant)
            if named and isinstance(getattr(value, "value", None), bytes):
                yield value.value


def normalized(name: str, package: str) -> str:
    """substrait-python's bundled code used the package ``proto``: the same
    messages as ``substrait`` (``proto.FetchRel`` is ``substrait.FetchRel``)."""
    name = name.lstrip(".")
    bundled = package == "proto" or package.startswith("proto.")
    if bundled and (name == "proto" or name.startswith("proto.")):
        return "substrait" + name[len("proto") :]
    return name


def read_files(
    files: list[descriptor_pb2.FileDescriptorProto],
) -> tuple[dict[tuple[str, int], Field], dict[str, dict[int, str]]]:
    fields: dict[tuple[str, int], Field] = {}
    enums: dict[str, dict[int, str]] = {}
    for file in files:
        package = file.package
        if not (package in ("substrait", "proto") or package.startswith(("substrait.", "proto."))):
            continue

        def enum(
            prefix: str, item: descriptor_pb2.EnumDescriptorProto, package: str = package
        ) -> None:
            enums[normalized(f"{prefix}.{item.name}", package)] = {
                value.number: value.name for value in item.value
            }

        def message(
            prefix: str, item: descriptor_pb2.DescriptorProto, package: str = package
        ) -> None:
            full = normalized(f"{prefix}.{item.name}", package)
            if item.options.map_entry:
                return
            for entry in item.field:
                fields[(full, entry.number)] = Field(
                    message=full,
                    number=entry.number,
                    name=entry.name,
                    json_name=entry.json_name or camel(entry.name),
                    type=TYPES[entry.type],
                    type_name=normalized(entry.type_name, package) if entry.type_name else "",
                    repeated=entry.label == descriptor_pb2.FieldDescriptorProto.LABEL_REPEATED,
                    oneof=(
                        item.oneof_decl[entry.oneof_index].name
                        if entry.HasField("oneof_index")
                        else ""
                    ),
                )
            for nested in item.nested_type:
                message(f"{prefix}.{item.name}", nested)
            for nested_enum in item.enum_type:
                enum(f"{prefix}.{item.name}", nested_enum)

        for item in file.message_type:
            message(package, item)
        for item in file.enum_type:
            enum(package, item)
    return fields, enums


def camel(name: str) -> str:
    return re.sub(r"_([a-z0-9])", lambda match: match.group(1).upper(), name)


def read_wheel(path: Path) -> tuple[str | None, list[descriptor_pb2.FileDescriptorProto]]:
    """The spec version a wheel holds (None when it does not say) and its files."""
    files = []
    with zipfile.ZipFile(path) as wheel:
        names = wheel.namelist()
        if path.name.startswith("substrait_protobuf-"):
            version: str | None = path.name.split("-")[1]
        else:
            init = (
                wheel.read("substrait/__init__.py").decode()
                if "substrait/__init__.py" in names
                else ""
            )
            found = re.search(r"__substrait_version__\s*=\s*['\"]([^'\"]+)['\"]", init)
            version = found.group(1) if found else None
        for name in names:
            if name.endswith("_pb2.py"):
                for blob in serialized_files(wheel.read(name).decode("utf-8")):
                    files.append(descriptor_pb2.FileDescriptorProto.FromString(blob))
    return version, files


def releases(cache: Path) -> list[Release]:
    """One Release per spec version found in the published wheels, oldest first
    (where two wheels hold one spec version, the later wheel)."""
    wheels: list[Path] = []
    for package in ("substrait-protobuf", "substrait"):
        for version in available(package):
            wheel = download(package, version, cache)
            if wheel is not None:
                wheels.append(wheel)
    by_version: dict[str, Release] = {}
    for wheel in sorted(wheels, key=lambda w: version_key(w.name.split("-")[1])):
        version, files = read_wheel(wheel)
        if version is None or not files:
            continue  # substrait-python wheels that name no spec version, or bundle none
        fields, enums = read_files(files)
        if ("substrait.Plan", 3) not in fields:
            continue
        if version in by_version and by_version[version].source.startswith("substrait_protobuf"):
            continue  # the spec's own package wins over a bundle of the same version
        by_version[version] = Release(version, wheel.name, fields, enums)
    return [by_version[v] for v in sorted(by_version, key=version_key)]


def current() -> tuple[dict[tuple[str, int], Field], dict[str, dict[int, str]], str]:
    """The fields of the protobuf this project is installed with, and its version."""
    from importlib.metadata import version

    from google.protobuf import descriptor_pool
    from substrait import algebra_pb2, extended_expression_pb2, plan_pb2, type_pb2  # noqa: F401
    from substrait.extensions import extensions_pb2  # noqa: F401

    pool = descriptor_pool.Default()
    files = []
    for name in (
        "substrait/plan.proto",
        "substrait/algebra.proto",
        "substrait/type.proto",
        "substrait/extended_expression.proto",
        "substrait/extensions/extensions.proto",
    ):
        proto = descriptor_pb2.FileDescriptorProto()
        pool.FindFileByName(name).CopyToProto(proto)
        files.append(proto)
    fields, enums = read_files(files)
    return fields, enums, version("substrait-protobuf")


# ---------------------------------------------------------------------- the list


def old_fields(
    history: list[Release], now: dict[tuple[str, int], Field], now_version: str
) -> list[dict[str, Any]]:
    """Every (message, number, name) some release had and ``now`` does not."""
    seen: dict[tuple[str, int, str], list[str]] = {}
    last_field: dict[tuple[str, int, str], Field] = {}
    enums: dict[str, dict[int, str]] = {}
    for release in history:
        reachable = release.reachable()
        for key, field in release.fields.items():
            if key[0] not in reachable:
                continue
            identity = (key[0], key[1], field.name)
            now_field = now.get(key)
            if now_field is not None and now_field.name == field.name:
                continue
            seen.setdefault(identity, []).append(release.version)
            last_field[identity] = field
            if field.type == "enum":
                enums[field.type_name] = release.enums.get(field.type_name, {})
    versions = [release.version for release in history]
    now_messages = {message for message, _ in now}
    now_by_name = {(message, field.name): field for (message, _), field in now.items()}
    out = []
    for identity in sorted(seen, key=lambda i: (i[0], i[1], i[2])):
        field = last_field[identity]
        had = seen[identity]
        after = [v for v in versions if version_key(v) > version_key(had[-1])]
        removed_in = after[0] if after else now_version
        entry: dict[str, Any] = {
            "message": field.message,
            "number": field.number,
            "name": field.name,
            "json": field.json_name,
            "type": field.type,
            "repeated": field.repeated,
        }
        if field.type_name:
            entry["typeName"] = field.type_name
        if field.type == "enum":
            entry["enum"] = {str(k): v for k, v in sorted(enums[field.type_name].items())}
        if field.oneof:
            entry["oneof"] = field.oneof
        entry["versions"] = ranges(had, versions)
        entry["removedIn"] = removed_in
        entry.update(meaning(field, now, now_messages, now_by_name))
        out.append(entry)
    # The fields of a message that no longer exists are read where a field
    # holding that message is read.
    read_kinds = {e["typeName"]: e for e in out if e["now"] == "read" and e.get("typeName")}
    for entry in out:
        holder = read_kinds.get(entry["message"])
        if entry["message"] not in now_messages and holder is not None and entry["now"] != "read":
            entry["now"] = "read"
            entry["meaning"] = f"read as part of `{holder['json']}` ({holder['message']})"
    return out


def ranges(had: list[str], versions: list[str]) -> list[list[str]]:
    """``had`` as runs of consecutive releases: [["0.30.0", "0.85.0"], ...]."""
    runs: list[list[str]] = []
    index = {v: i for i, v in enumerate(versions)}
    for version in had:
        if runs and index[runs[-1][1]] + 1 == index[version]:
            runs[-1][1] = version
        else:
            runs.append([version, version])
    return runs


def meaning(
    field: Field,
    now: dict[tuple[str, int], Field],
    now_messages: set[str],
    now_by_name: dict[tuple[str, str], Field],
) -> dict[str, Any]:
    """What the old field means now: {"now": "read" | "rename" | "refuse", "meaning": text}."""
    from substrait_expr.plan.legacy_fields import MEANINGS

    written = MEANINGS.get((field.message, field.name))
    if written is not None:
        return {"now": "read", "meaning": written}
    same_number = now.get((field.message, field.number))
    why = WHY_NOT.get((field.message, field.name))
    if why is not None:
        return {"now": "refuse", "meaning": why}
    if field.message not in now_messages:
        return {"now": "refuse", "meaning": f"the message {field.message} no longer exists"}
    if (
        same_number is not None
        and same_number.type == field.type
        and same_number.type_name == field.type_name
        and same_number.repeated == field.repeated
    ):
        return {
            "now": "rename",
            "to": same_number.json_name,
            "meaning": f"renamed `{same_number.name}` (same number and type)",
        }
    moved = now_by_name.get((field.message, field.name))
    if moved is not None:
        return {
            "now": "refuse",
            "meaning": f"now field {moved.number} ({moved.type}); the old number is not read",
        }
    if same_number is not None:
        return {
            "now": "refuse",
            "meaning": f"its number now holds `{same_number.name}` ({same_number.type})",
        }
    return {"now": "refuse", "meaning": "removed; no reading of its meaning"}


def old_enum_values(
    history: list[Release], now_enums: dict[str, dict[int, str]]
) -> list[dict[str, Any]]:
    """Values of today's enums that some release named otherwise, or that are gone."""
    from substrait_expr.plan.legacy_fields import ENUM_MEANINGS

    seen: dict[tuple[str, int, str], list[str]] = {}
    for release in history:
        for enum, values in release.enums.items():
            if enum not in now_enums:
                continue
            for number, name in values.items():
                if now_enums[enum].get(number) != name and name not in now_enums[enum].values():
                    seen.setdefault((enum, number, name), []).append(release.version)
    versions = [release.version for release in history]
    out = []
    for (enum, number, name), had in sorted(seen.items()):
        after = [v for v in versions if version_key(v) > version_key(had[-1])]
        entry: dict[str, Any] = {
            "enum": enum,
            "number": number,
            "name": name,
            "versions": ranges(had, versions),
            "removedIn": after[0] if after else versions[-1],
        }
        written = ENUM_MEANINGS.get((enum, name))
        if written is not None:
            entry.update(now="read", meaning=written)
        elif number in now_enums[enum]:
            entry.update(now="rename", to=now_enums[enum][number], meaning="renamed, same number")
        else:
            entry.update(now="refuse", meaning="the value no longer exists")
        out.append(entry)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--cache", type=Path, default=Path(tempfile.gettempdir()) / "substrait-wheels"
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    args.cache.mkdir(parents=True, exist_ok=True)
    now, now_enums, now_version = current()
    # Releases newer than the installed protobuf add fields; they remove none it has.
    history = [
        r for r in releases(args.cache) if version_key(r.version) <= version_key(now_version)
    ]
    fields = old_fields(history, now, now_version)
    enum_values = old_enum_values(history, now_enums)
    document = {
        "about": (
            "Fields of released Substrait versions that the protobuf this project reads "
            "no longer has; generated by `make substrait-history` (tools/substrait_history.py)"
        ),
        "current": now_version,
        "releases": [{"version": r.version, "wheel": r.source} for r in history],
        "fields": fields,
        "enumValues": enum_values,
    }
    args.out.write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    counts: dict[str, int] = {}
    for entry in fields:
        counts[entry["now"]] = counts.get(entry["now"], 0) + 1
    print(
        f"{len(history)} releases ({history[0].version} to {history[-1].version}), "
        f"{len(fields)} old fields {counts}, {len(enum_values)} old enum values -> {args.out}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
