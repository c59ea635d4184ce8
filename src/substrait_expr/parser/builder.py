"""Builds the AST from ANTLR's parse tree.

Each ``visit*`` method receives a parse-tree context and returns an AST node.
Problems that the grammar cannot see (a date literal without its type, an
unknown type name) are collected as diagnostics rather than raised, so one
run reports all of them.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

from antlr4 import ParserRuleContext, Token

from substrait_expr.ast import nodes as n
from substrait_expr.ast.typenames import canonical_type_name, suggest_type_name
from substrait_expr.ast.variant_paths import PathError, Step, format_path
from substrait_expr.diagnostics import Code, Diagnostic
from substrait_expr.limits import current_limits
from substrait_expr.parser._generated.SubstraitExprParser import SubstraitExprParser as P
from substrait_expr.parser._generated.SubstraitExprVisitor import SubstraitExprVisitor
from substrait_expr.parser.literal_runs import LiteralRun

ISO_DURATION = re.compile(
    r"^P(?=[0-9T])([0-9]+Y)?([0-9]+M)?([0-9]+W)?([0-9]+D)?(T(?=[0-9])([0-9]+H)?([0-9]+M)?([0-9]+S)?)?$",
    re.IGNORECASE,
)
# Longer integer literals are mistakes (no Substrait number has 4,000 digits),
# and Python refuses to convert integer strings past 4,300 digits.
INTERVAL_TYPES = {"interval_year", "interval_day", "interval_compound"}
FLOAT_TYPES = {"fp32", "fp64"}
TEMPORAL_KINDS = {n.LiteralKind.DATE, n.LiteralKind.TIME, n.LiteralKind.TIMESTAMP}
TEMPORAL_HINTS = {
    n.LiteralKind.DATE: "::date",
    n.LiteralKind.TIME: "::time",
    n.LiteralKind.TIMESTAMP: "::pts<6>",
}

COMPARISONS = {
    P.EQ: n.Operator.EQUAL,
    P.NEQ: n.Operator.NOT_EQUAL,
    P.NEQ_SQL: n.Operator.NOT_EQUAL_SQL,
    P.LT: n.Operator.LT,
    P.LTE: n.Operator.LTE,
    P.GT: n.Operator.GT,
    P.GTE: n.Operator.GTE,
}
# Set comparisons (`x > ALL (TABLE q)`) by comparison token and quantifier.
SET_COMPARISONS = {
    P.EQ: "eq",
    P.NEQ: "ne",
    P.NEQ_SQL: "ne",
    P.LT: "lt",
    P.LTE: "le",
    P.GT: "gt",
    P.GTE: "ge",
}
REDUCTIONS = {P.ALL: "all", P.ANY: "any", P.SOME: "any"}
ARITHMETIC = {
    P.STAR: n.Operator.MULTIPLY,
    P.SLASH: n.Operator.DIVIDE,
    P.PERCENT: n.Operator.MODULUS,
    P.PLUS: n.Operator.ADD,
    P.MINUS: n.Operator.SUBTRACT,
}


def token_span(start: Token, stop: Token | None = None) -> n.Span:
    stop = stop if stop is not None and stop.type != Token.EOF else start
    text = stop.text if stop.type != Token.EOF else ""
    if "\n" in text:
        end_line = stop.line + text.count("\n")
        end_column = len(text) - text.rfind("\n")
    else:
        end_line = stop.line
        end_column = stop.column + 1 + len(text)
    return n.Span(start.line, start.column + 1, end_line, end_column, start.start, stop.stop + 1)


def ctx_span(ctx: ParserRuleContext) -> n.Span:
    return token_span(ctx.start, ctx.stop)


def unquote(text: str, quote: str) -> str:
    return text[1:-1].replace(quote * 2, quote)


# Type parameters (lengths, precisions) are 32-bit in Substrait.
_MAX_TYPE_PARAMETER = 2**31 - 1


class AstBuilder(SubstraitExprVisitor):  # type: ignore[misc]
    def __init__(self) -> None:
        self.diagnostics: list[Diagnostic] = []
        # temporal literals must be typed (`2020-12-30::date`); those still
        # untyped when the tree is complete get a diagnostic
        self._untyped_temporal: dict[int, n.Literal] = {}

    # ------------------------------------------------------------ helpers

    def error(self, code: Code, message: str, span: n.Span | None, hint: str | None = None) -> None:
        self.diagnostics.append(Diagnostic(code, message, span, hint))

    def finish(self) -> None:
        for literal in self._untyped_temporal.values():
            self.error(
                Code.BAD_LITERAL,
                f"a {literal.kind.value} literal needs its type",
                literal.span,
                f"write {literal.value}{TEMPORAL_HINTS[literal.kind]}"
                + (
                    " (or put spaces around '-' to subtract)"
                    if literal.kind is n.LiteralKind.DATE
                    else ""
                ),
            )

    def exprs(self, contexts: list[Any]) -> tuple[n.Expr, ...]:
        return tuple(self.visit(c) for c in contexts)

    # ------------------------------------------------------------ entry points

    def visitRoot(self, ctx: P.RootContext) -> n.Expr:
        expr: n.Expr = self.visit(ctx.expr())
        if ctx.alias is not None:
            return n.Alias(expr, self.identifier_text(ctx.alias), span=ctx_span(ctx))
        if ctx.quotedAlias is not None:
            return n.Alias(expr, unquote(ctx.quotedAlias.text, '"'), span=ctx_span(ctx))
        return expr

    def visitTypeRoot(self, ctx: P.TypeRootContext) -> n.TypeName:
        return self.value_type(ctx.typeExpr())

    def visitSortRoot(self, ctx: P.SortRootContext) -> n.SortItem:
        return self.visit(ctx.sortItem())  # type: ignore[no-any-return]

    # ------------------------------------------------------------ boolean levels

    def visitExpr(self, ctx: P.ExprContext) -> n.Expr:
        return self.visit(ctx.orExpr())  # type: ignore[no-any-return]

    def visitOrExpr(self, ctx: P.OrExprContext) -> n.Expr:
        operands = self.exprs(ctx.andExpr())
        result = operands[0]
        for op_token, right in zip(ctx.ops, operands[1:], strict=True):
            op = n.Operator.OR if op_token.type == P.OR else n.Operator.XOR
            result = self.binary(op, result, right)
        return result

    def visitAndExpr(self, ctx: P.AndExprContext) -> n.Expr:
        operands = self.exprs(ctx.predicate())
        result = operands[0]
        for right in operands[1:]:
            result = self.binary(n.Operator.AND, result, right)
        return result

    def binary(self, op: n.Operator, left: n.Expr, right: n.Expr) -> n.Call:
        span = left.span.cover(right.span) if left.span else right.span
        return n.Call(op.function, (left, right), operator=op, span=span)

    def visitPredicate(self, ctx: P.PredicateContext) -> n.Expr:
        return self.predicate(ctx.valueExpr(), ctx.predicateTail())

    def predicate(self, value: Any, tails: list[Any]) -> n.Expr:
        """A value and its predicate tails. As in SQL, a NOT written in front
        applies to the whole predicate: ``NOT x IN (1, 2)`` is
        ``NOT (x IN (1, 2))``, ``NOT a = b`` is ``NOT (a = b)``; write
        ``(NOT x) IN ...`` for the other reading."""
        if tails and isinstance(value, P.PrefixContext) and value.op.type == P.NOT:
            inner = self.predicate(value.valueExpr(), tails)
            span = ctx_span(value)
            span = span.cover(inner.span) if inner.span else span
            return n.Call("not", (inner,), operator=n.Operator.NOT, span=span)
        result: n.Expr = self.visit(value)
        for tail in tails:
            result = self.apply_tail(result, tail)
        return result

    def apply_tail(self, left: n.Expr, tail: Any) -> n.Expr:
        span = left.span.cover(ctx_span(tail)) if left.span else ctx_span(tail)
        if isinstance(tail, P.QuantifiedTailContext):
            return n.Subquery(
                n.SubqueryKind.COMPARISON,
                self.subquery_name(tail.subqueryRef()),
                (left,),
                SET_COMPARISONS[tail.compOp().start.type],
                REDUCTIONS[tail.quantifier.type],
                span=span,
            )
        if isinstance(tail, P.InSubqueryTailContext):
            # `(a, b) IN (TABLE q)` compares several values with a row.
            needles = left.items if isinstance(left, n.TupleExpr) and left.type is None else (left,)
            return n.Subquery(
                n.SubqueryKind.IN,
                self.subquery_name(tail.subqueryRef()),
                needles,
                negated=tail.NOT() is not None,
                span=span,
            )
        if isinstance(tail, P.ComparisonTailContext):
            op = COMPARISONS[tail.compOp().start.type]
            return n.Call(op.function, (left, self.visit(tail.valueExpr())), operator=op, span=span)
        if isinstance(tail, P.IsNullTailContext):
            op = n.Operator.IS_NOT_NULL if tail.NOT() else n.Operator.IS_NULL
            return n.Call(op.function, (left,), operator=op, span=span)
        if isinstance(tail, P.IsBooleanTailContext):
            truth = tail.TRUE() is not None
            ops = {
                (True, False): n.Operator.IS_TRUE,
                (True, True): n.Operator.IS_NOT_TRUE,
                (False, False): n.Operator.IS_FALSE,
                (False, True): n.Operator.IS_NOT_FALSE,
            }
            op = ops[(truth, tail.NOT() is not None)]
            return n.Call(op.function, (left,), operator=op, span=span)
        if isinstance(tail, P.IsDistinctTailContext):
            op = n.Operator.IS_NOT_DISTINCT_FROM if tail.NOT() else n.Operator.IS_DISTINCT_FROM
            right = self.visit(tail.valueExpr())
            return n.Call(op.function, (left, right), operator=op, span=span)
        if isinstance(tail, P.BetweenTailContext):
            op = n.Operator.NOT_BETWEEN if tail.NOT() else n.Operator.BETWEEN
            args = (left, self.visit(tail.low), self.visit(tail.high))
            return n.Call(op.function, args, operator=op, span=span)
        if isinstance(tail, P.InTailContext):
            return n.InList(
                left, self.in_items(tail.inItem()), negated=tail.NOT() is not None, span=span
            )
        assert isinstance(tail, P.LikeTailContext)
        op = n.Operator.NOT_LIKE if tail.NOT() else n.Operator.LIKE
        return n.Call(op.function, (left, self.visit(tail.valueExpr())), operator=op, span=span)

    # ------------------------------------------------------------ arithmetic levels

    def visitAtom(self, ctx: P.AtomContext) -> n.Expr:
        return self.visit(ctx.primary())  # type: ignore[no-any-return]

    def visitMultiplicative(self, ctx: P.MultiplicativeContext) -> n.Expr:
        return self.arithmetic(ctx)

    def visitAdditive(self, ctx: P.AdditiveContext) -> n.Expr:
        return self.arithmetic(ctx)

    def arithmetic(self, ctx: Any) -> n.Expr:
        op = ARITHMETIC[ctx.op.type]
        left, right = self.exprs(ctx.valueExpr())
        return n.Call(op.function, (left, right), operator=op, span=ctx_span(ctx))

    def visitConcatenation(self, ctx: P.ConcatenationContext) -> n.Expr:
        left, right = self.exprs(ctx.valueExpr())
        op = n.Operator.CONCAT
        return n.Call(op.function, (left, right), operator=op, span=ctx_span(ctx))

    def visitPrefix(self, ctx: P.PrefixContext) -> n.Expr:
        operand: n.Expr = self.visit(ctx.valueExpr())
        span = ctx_span(ctx)
        if ctx.op.type == P.NOT:
            return n.Call("not", (operand,), operator=n.Operator.NOT, span=span)
        negated = negate_literal(operand, span)
        if negated is not None:
            return negated
        return n.Call("negate", (operand,), operator=n.Operator.NEGATE, span=span)

    def visitSubscript(self, ctx: P.SubscriptContext) -> n.Expr:
        return n.Subscript(self.visit(ctx.valueExpr()), self.visit(ctx.index), span=ctx_span(ctx))

    def visitSlice(self, ctx: P.SliceContext) -> n.Expr:
        start = self.visit(ctx.lower) if ctx.lower is not None else None
        stop = self.visit(ctx.upper) if ctx.upper is not None else None
        return n.Slice(self.visit(ctx.valueExpr()), start, stop, span=ctx_span(ctx))

    def visitFieldAccess(self, ctx: P.FieldAccessContext) -> n.Expr:
        base: n.Expr = self.visit(ctx.valueExpr())
        selector = ctx.fieldSelector()
        span = ctx_span(ctx)
        if selector.identifier() is not None:
            return n.FieldAccess(base, self.identifier_text(selector.identifier()), span=span)
        if selector.QUOTED_IDENT() is not None:
            return n.FieldAccess(base, unquote(selector.getText(), '"'), span=span)
        text = selector.getText()
        if not re.fullmatch(r"[0-9]+(\.[0-9]+)?", text):
            self.error(Code.SYNTAX, f"'{text}' is not a field position", ctx_span(selector))
            return base
        for part in text.split("."):
            base = n.FieldAccess(base, self.position(part, span), span=span)
        return base

    def visitVariantExtract(self, ctx: P.VariantExtractContext) -> n.Expr:
        """`v:a.b[0]`: `variant_get(v, '$.a.b[0]')`, spelled as a path."""
        base: n.Expr = self.visit(ctx.valueExpr())
        path_ctx = ctx.variantPath()
        steps: list[Step] = []
        for child in path_ctx.getChildren():
            if isinstance(child, P.VariantKeyContext):
                quoted = child.QUOTED_IDENT()
                steps.append(unquote(quoted.getText(), '"') if quoted else child.getText())
            elif isinstance(child, P.VariantBracketContext):
                step = self.variant_bracket(child)
                if step is None:
                    return base
                steps.append(step)
        try:
            path = format_path(steps)
        except PathError as exc:
            self.error(Code.SYNTAX, str(exc), ctx_span(path_ctx))
            return base
        return n.variant_path(base, path, span=ctx_span(ctx))

    def variant_bracket(self, ctx: P.VariantBracketContext) -> Step | None:
        """`['key']` or `[3]` of a variant path; None after an error."""
        span = ctx_span(ctx)
        if ctx.STRING() is not None:
            return unquote(ctx.STRING().getText(), "'")
        digits = ctx.INTEGER().getText()
        if ctx.MINUS() is not None:
            self.error(
                Code.UNSUPPORTED,
                f"[-{digits}]: a variant path cannot count from the end"
                " (Spark 4 has no negative index in variant paths)",
                span,
                "index from the start: [0] is the first element",
            )
            return None
        if len(digits) > 10 or int(digits) > _MAX_TYPE_PARAMETER:
            self.error(Code.FIELD_OUT_OF_RANGE, f"index {digits[:20]} is out of range", span)
            return None
        return int(digits)

    def position(self, digits: str, span: n.Span) -> int:
        """A field position or step count written in digits; positions are
        32-bit in Substrait, so a longer number is an error, not a huge int."""
        if len(digits) > 10 or int(digits) > _MAX_TYPE_PARAMETER:
            self.error(Code.FIELD_OUT_OF_RANGE, f"position {digits[:20]} is out of range", span)
            return 0
        return int(digits)

    def visitColonCast(self, ctx: P.ColonCastContext) -> n.Expr:
        operand: n.Expr = self.visit(ctx.valueExpr())
        span = ctx_span(ctx)
        type_ctx = ctx.typeExpr()
        if type_ctx.typeName().getText().lower() == "enum" and type_ctx.typeParams() is None:
            if isinstance(operand, n.Name) and bare_word(ctx.valueExpr()) is not None:
                return n.EnumLiteral(operand.name, span=span)
            self.error(
                Code.BAD_LITERAL,
                "only a bare word can be an enum value",
                operand.span,
                "write e.g. YEAR::enum",
            )
            return operand
        target = self.value_type(type_ctx)
        return self.annotate(operand, target, span, bare_word(ctx.valueExpr()))

    def annotate(
        self, operand: n.Expr, target: n.TypeName, span: n.Span, word: str | None
    ) -> n.Expr:
        """`x::T`: a typed literal when x is an untyped literal (test-file
        syntax: `5::i8`, `P5D::iday`, `inf::fp64`), otherwise a cast."""
        if isinstance(operand, n.Literal) and operand.type is None:
            self._untyped_temporal.pop(id(operand), None)
            return n.Literal(operand.kind, operand.value, target, span=span)
        if isinstance(operand, n.ListExpr) and operand.type is None:
            return n.ListExpr(operand.items, target, span=span)
        if isinstance(operand, n.TupleExpr) and operand.type is None:
            return n.TupleExpr(operand.items, target, span=span)
        if isinstance(operand, n.Lambda) and operand.type is None:
            return n.Lambda(operand.params, operand.body, target, span=span)
        if word is not None:  # an unquoted name: `P5D::iday`, `inf::fp64`
            if target.name in INTERVAL_TYPES and ISO_DURATION.match(word):
                return n.Literal(n.LiteralKind.INTERVAL, word.upper(), target, span=span)
            if target.name in FLOAT_TYPES and word.lower() in ("inf", "nan"):
                return n.Literal(n.LiteralKind.FLOAT_SPECIAL, word.lower(), target, span=span)
        return n.Cast(operand, target, span=span)

    # ------------------------------------------------------------ primaries

    def visitIntervalLiteral(self, ctx: P.IntervalLiteralContext) -> n.Expr:
        """SQL's ``INTERVAL 'text' UNIT [TO UNIT]`` as the ISO duration literal
        the language already has (``'P3D'::interval_day<6>``)."""
        span = ctx_span(ctx)
        first = self.identifier_text(ctx.unit).upper()
        last = self.identifier_text(ctx.last).upper() if ctx.last is not None else first
        text = unquote(ctx.STRING().getText(), "'").strip()
        converted = interval_duration(text, first, last)
        if isinstance(converted, str):  # the problem
            self.error(Code.BAD_LITERAL, converted, span, INTERVAL_HINT)
            return n.Literal(n.LiteralKind.NULL, None, span=span)
        duration, is_year_month = converted
        if is_year_month:
            target = n.TypeName("interval_year")
        else:
            target = n.TypeName("interval_day", (INTERVAL_DAY_PRECISION,))
        # As a typed string ('-PT1.5S'::interval_day<6>): an unquoted duration
        # cannot carry a sign or a fraction.
        return n.Literal(n.LiteralKind.STRING, duration, target, span=span)

    def in_items(self, contexts: list[P.InItemContext]) -> tuple[n.Expr, ...]:
        items: list[n.Expr] = []
        for ctx in contexts:
            run = ctx.LITERAL_RUN()
            if run is None:
                items.append(self.visit(ctx.getChild(0)))
            else:
                items.extend(self.literal_run(run.symbol))
        return tuple(items)

    def literal_run(self, run: LiteralRun) -> list[n.Expr]:
        """The items of a folded run, as `literal` and `-literal` read them."""
        digits = current_limits().literal_digits
        items: list[n.Expr] = []
        integer, literal_node = n.LiteralKind.INTEGER, n.Literal
        short = min(digits, 18)  # digits that always make an int
        for minus, token in run.items:
            text = token.text
            if minus is None and token.type == P.INTEGER and len(text) <= short:
                # The common item: `literal`'s first case, without its checks.
                items.append(literal_node(integer, int(text), span=token_span(token)))
                continue
            literal = self.literal(token, digits)
            if minus is not None:
                literal = negate_literal(literal, token_span(minus, token)) or literal
            items.append(literal)
        return items

    def visitLiteralPrimary(self, ctx: P.LiteralPrimaryContext) -> n.Expr:
        return self.visit(ctx.literal())  # type: ignore[no-any-return]

    def visitLiteral(self, ctx: P.LiteralContext) -> n.Literal:
        return self.literal(ctx.start, current_limits().literal_digits)

    def literal(self, token: Token, digits: int) -> n.Literal:
        """The literal one token writes; ``digits``: the longest number allowed."""
        text: str = token.text
        span = token_span(token)
        t = token.type
        if t in (P.INTEGER, P.DECIMAL_LIT) and len(text) > digits:
            message = f"a number literal of {len(text):,} characters; at most {digits:,}"
            hint = "raise the limit (Limits.literal_digits, --max-digits)"
            self.error(Code.BAD_LITERAL, message, span, hint)
            return n.Literal(n.LiteralKind.INTEGER, 0, span=span)
        kind: n.LiteralKind
        value: n.LiteralValue
        if t == P.INTEGER:
            try:
                kind, value = n.LiteralKind.INTEGER, int(text)
            except ValueError:  # past Python's own digit limit (sys.set_int_max_str_digits)
                self.error(Code.BAD_LITERAL, f"a number literal of {len(text):,} digits", span)
                return n.Literal(n.LiteralKind.INTEGER, 0, span=span)
        elif t == P.DECIMAL_LIT:
            try:
                kind, value = n.LiteralKind.DECIMAL, Decimal(text)
            except ArithmeticError:  # an exponent past what Decimal holds (1e99999999999999999999)
                self.error(Code.BAD_LITERAL, f"the number {text} is out of any type's range", span)
                return n.Literal(n.LiteralKind.INTEGER, 0, span=span)
        elif t == P.STRING:
            kind, value = n.LiteralKind.STRING, unquote(text, "'")
        elif t in (P.TRUE, P.FALSE):
            kind, value = n.LiteralKind.BOOLEAN, t == P.TRUE
        elif t == P.NULL:
            kind, value = n.LiteralKind.NULL, None
        elif t == P.DATE_LIT:
            kind, value = n.LiteralKind.DATE, text
        elif t == P.TIME_LIT:
            kind, value = n.LiteralKind.TIME, text
        else:
            kind, value = n.LiteralKind.TIMESTAMP, text.upper()
        literal = n.Literal(kind, value, span=span)
        if kind in TEMPORAL_KINDS:
            self._untyped_temporal[id(literal)] = literal
        return literal

    def visitGroup(self, ctx: P.GroupContext) -> n.Expr:
        span = ctx_span(ctx)
        items_ctx = [c for c in ctx.expr() if c is not ctx.body]
        if ctx.body is not None:  # (x, y) -> body
            params: list[str] = []
            for item in items_ctx:
                word = _bare_name(item)
                if word is None:
                    self.error(
                        Code.SYNTAX,
                        "lambda parameters are plain names: (x, y) -> ...",
                        ctx_span(item),
                    )
                else:
                    params.append(word)
            return n.Lambda(tuple(params), self.visit(ctx.body), span=span)
        items = self.exprs(items_ctx)
        if len(items) == 1 and not ctx.COMMA():
            return items[0]  # parentheses only group
        return n.TupleExpr(items, span=span)

    def visitList(self, ctx: P.ListContext) -> n.Expr:
        return n.ListExpr(self.exprs(ctx.expr()), span=ctx_span(ctx))

    def visitLambda(self, ctx: P.LambdaContext) -> n.Expr:
        params = (self.identifier_text(ctx.identifier()),)
        return n.Lambda(params, self.visit(ctx.body), span=ctx_span(ctx))

    def visitCastCall(self, ctx: P.CastCallContext) -> n.Expr:
        syntax = n.CastSyntax.TRY_CAST if ctx.kind.type == P.TRY_CAST else n.CastSyntax.CAST
        failure = (
            n.FailureBehavior.RETURN_NULL
            if syntax is n.CastSyntax.TRY_CAST
            else n.FailureBehavior.THROW_EXCEPTION
        )
        options = self.options(ctx.optionList())
        for option in options:
            allowed = [f.value for f in n.FailureBehavior]
            if option.name.lower() == "failure" and option.value.upper() in allowed:
                failure = n.FailureBehavior(option.value.upper())
            else:
                self.error(
                    Code.BAD_OPTION,
                    f"cast takes one option, failure ({', '.join(allowed)}); "
                    f"got {option.name}:{option.value}",
                    option.span,
                )
        target = self.value_type(ctx.typeExpr())
        operand = self.visit(ctx.expr())
        return n.Cast(operand, target, syntax, failure, span=ctx_span(ctx))

    def visitIfThen(self, ctx: P.IfThenContext) -> n.Expr:
        parts = self.exprs(ctx.expr())
        clauses: tuple[n.WhenThen, ...] = (n.WhenThen(parts[0], parts[1], span=parts[0].span),)
        otherwise = parts[2] if len(parts) > 2 else None
        # `else if` chains become one IfThen with several clauses; `else (if ...)`
        # stays nested, as written (a decompiled plan's nested IfThen reads back)
        grouped = len(parts) > 2 and ctx.expr()[2].start.text == "("
        if (
            isinstance(otherwise, n.IfThen)
            and otherwise.syntax is n.ConditionalSyntax.IF
            and not grouped
        ):
            clauses += otherwise.clauses
            otherwise = otherwise.otherwise
        return n.IfThen(clauses, otherwise, n.ConditionalSyntax.IF, span=ctx_span(ctx))

    def visitCaseWhen(self, ctx: P.CaseWhenContext) -> n.Expr:
        parts = self.exprs(ctx.expr())
        clauses, otherwise = self.pairs(parts, ctx.ELSE() is not None)
        return n.IfThen(clauses, otherwise, n.ConditionalSyntax.CASE, span=ctx_span(ctx))

    def visitSwitchExpr(self, ctx: P.SwitchExprContext) -> n.Expr:
        parts = self.exprs(ctx.expr())
        clauses, otherwise = self.pairs(parts[1:], ctx.ELSE() is not None)
        return n.Switch(parts[0], clauses, otherwise, n.ConditionalSyntax.IF, span=ctx_span(ctx))

    def visitCaseSwitch(self, ctx: P.CaseSwitchContext) -> n.Expr:
        parts = self.exprs(ctx.expr())
        clauses, otherwise = self.pairs(parts[1:], ctx.ELSE() is not None)
        return n.Switch(parts[0], clauses, otherwise, n.ConditionalSyntax.CASE, span=ctx_span(ctx))

    @staticmethod
    def pairs(
        parts: tuple[n.Expr, ...], has_else: bool
    ) -> tuple[tuple[n.WhenThen, ...], n.Expr | None]:
        otherwise = parts[-1] if has_else else None
        body = parts[:-1] if has_else else parts
        clauses = tuple(
            n.WhenThen(body[i], body[i + 1], span=body[i].span) for i in range(0, len(body), 2)
        )
        return clauses, otherwise

    def visitCallPrimary(self, ctx: P.CallPrimaryContext) -> n.Expr:
        return self.visit(ctx.call())  # type: ignore[no-any-return]

    def visitScalarSubquery(self, ctx: P.ScalarSubqueryContext) -> n.Expr:
        name = self.subquery_name(ctx.subqueryRef())
        return n.Subquery(n.SubqueryKind.SCALAR, name, span=ctx_span(ctx))

    def visitSetPredicate(self, ctx: P.SetPredicateContext) -> n.Expr:
        kind = n.SubqueryKind.EXISTS if ctx.kind.type == P.EXISTS else n.SubqueryKind.UNIQUE
        return n.Subquery(kind, self.subquery_name(ctx.subqueryRef()), span=ctx_span(ctx))

    def subquery_name(self, ctx: P.SubqueryRefContext) -> str:
        if ctx.QUOTED_IDENT() is not None:
            return unquote(ctx.QUOTED_IDENT().getText(), '"')
        return self.identifier_text(ctx.identifier())

    def visitOuterField(self, ctx: P.OuterFieldContext) -> n.Expr:
        span = ctx_span(ctx)
        digits = ctx.OUTER().getText()[len("$outer") :]
        steps = self.position(digits, span) if digits else 1
        if steps < 1:
            self.error(
                Code.SYNTAX,
                "an outer reference counts subqueries out from 1: $outer (or $outer1) is "
                "the record around the innermost one",
                token_span(ctx.OUTER().symbol),
            )
            steps = 1
        selector = ctx.fieldSelector()
        if selector.identifier() is not None:
            return n.OuterName(steps, self.identifier_text(selector.identifier()), span=span)
        if selector.QUOTED_IDENT() is not None:
            return n.OuterName(steps, unquote(selector.getText(), '"'), span=span)
        # `$outer.1.0` lexes `1.0` as one number: a position, then a struct field.
        parts = selector.getText().split(".")
        if not all(p.isdigit() for p in parts):
            self.error(Code.SYNTAX, f"'{selector.getText()}' is not a field position", span)
            return n.OuterRef(steps, 0, span=span)
        base: n.Expr = n.OuterRef(steps, self.position(parts[0], span), span=span)
        for part in parts[1:]:
            base = n.FieldAccess(base, self.position(part, span), span=span)
        return base

    def visitPositional(self, ctx: P.PositionalContext) -> n.Expr:
        return n.Position(self.position(ctx.getText()[1:], ctx_span(ctx)), span=ctx_span(ctx))

    def visitName(self, ctx: P.NameContext) -> n.Expr:
        if ctx.QUOTED_IDENT() is not None:
            return n.Name(unquote(ctx.getText(), '"'), span=ctx_span(ctx))
        return n.Name(self.identifier_text(ctx.identifier()), span=ctx_span(ctx))

    @staticmethod
    def identifier_text(ctx: Any) -> str:
        text: str = ctx.getText()
        return text

    # ------------------------------------------------------------ calls

    def visitCall(self, ctx: P.CallContext) -> n.Expr:
        name_ctx = ctx.functionName()
        name = name_ctx.getText()
        if name_ctx.identifier() is None:  # a keyword used as a function name: and(...), not(...)
            name = name.lower()
        namespace = self.identifier_text(ctx.namespace) if ctx.namespace is not None else None
        args: tuple[n.Expr, ...] = ()
        distinct = False
        order_by: tuple[n.SortItem, ...] = ()
        call_args = ctx.callArgs()
        if call_args is not None:
            if call_args.STAR() is not None:
                args = (n.Star(span=ctx_span(call_args)),)
            else:
                args = self.exprs(call_args.expr())
                distinct = (
                    call_args.quantifier is not None and call_args.quantifier.type == P.DISTINCT
                )
                order_by = tuple(self.visit(s) for s in call_args.sortItem())
        filter_ctx = ctx.filterClause()
        over_ctx = ctx.overClause()
        options = self.options(ctx.optionList())
        plain = not (options or filter_ctx or over_ctx or distinct or order_by or namespace)
        if name_ctx.NOT() is not None and len(args) == 1 and plain:
            # `NOT (x)` reads like a call of `not`; both mean the same operator
            return n.Call("not", args, operator=n.Operator.NOT, span=ctx_span(ctx))
        return n.Call(
            name,
            args,
            options,
            namespace=namespace,
            distinct=distinct,
            order_by=order_by,
            filter=self.visit(filter_ctx.expr()) if filter_ctx is not None else None,
            over=self.visit(over_ctx) if over_ctx is not None else None,
            span=ctx_span(ctx),
        )

    def options(self, ctx: Any) -> tuple[n.Option, ...]:
        if ctx is None:
            return ()
        return tuple(
            n.Option(self.identifier_text(o.name), o.value.getText(), span=ctx_span(o))
            for o in ctx.functionOption()
        )

    def visitOverClause(self, ctx: P.OverClauseContext) -> n.Window:
        if ctx.windowName is not None:
            return n.Window(name=self.identifier_text(ctx.windowName), span=ctx_span(ctx))
        spec = ctx.windowSpec()
        frame = self.visit(spec.frame()) if spec.frame() is not None else None
        return n.Window(
            partition_by=self.exprs(spec.expr()),
            order_by=tuple(self.visit(s) for s in spec.sortItem()),
            frame=frame,
            span=ctx_span(ctx),
        )

    def visitSortItem(self, ctx: P.SortItemContext) -> n.SortItem:
        order = n.SortOrder(ctx.order.text.upper()) if ctx.order is not None else n.SortOrder.ASC
        nulls = n.NullsOrder(ctx.nulls.text.upper()) if ctx.nulls is not None else None
        return n.SortItem(self.visit(ctx.expr()), order, nulls, span=ctx_span(ctx))

    def visitFrame(self, ctx: P.FrameContext) -> n.Frame:
        unit = n.FrameUnit(ctx.unit.text.upper())
        bounds = [self.visit(b) for b in ctx.frameBound()]
        end = bounds[1] if len(bounds) > 1 else n.FrameBound(n.BoundKind.CURRENT_ROW)
        return n.Frame(unit, bounds[0], end, span=ctx_span(ctx))

    def visitFrameBound(self, ctx: P.FrameBoundContext) -> n.FrameBound:
        span = ctx_span(ctx)
        if ctx.CURRENT() is not None:
            return n.FrameBound(n.BoundKind.CURRENT_ROW, span=span)
        following = ctx.FOLLOWING() is not None
        if ctx.UNBOUNDED() is not None:
            kind = n.BoundKind.UNBOUNDED_FOLLOWING if following else n.BoundKind.UNBOUNDED_PRECEDING
            return n.FrameBound(kind, span=span)
        kind = n.BoundKind.FOLLOWING if following else n.BoundKind.PRECEDING
        return n.FrameBound(kind, self.visit(ctx.valueExpr()), span=span)

    # ------------------------------------------------------------ types

    def value_type(self, ctx: P.TypeExprContext) -> n.TypeName:
        """A type where a value type is expected (everywhere but `X::enum`)."""
        result: n.TypeName = self.visit(ctx)
        if result.name == "enum":
            self.error(
                Code.UNKNOWN_TYPE,
                "'enum' is not a value type; it only marks enum arguments (YEAR::enum)",
                ctx_span(ctx),
            )
        return result

    def visitTypeExpr(self, ctx: P.TypeExprContext) -> n.TypeName:
        spelled = ctx.typeName().getText()
        span = ctx_span(ctx)
        name = canonical_type_name(spelled)
        if name is None:
            name = spelled.lower()
            if name != "enum":
                hint = suggest_type_name(spelled)
                self.error(
                    Code.UNKNOWN_TYPE,
                    f"unknown type '{spelled}'",
                    ctx_span(ctx.typeName()),
                    f"did you mean {hint}?" if hint else "see docs/language.md for type names",
                )
        nullable = ctx.QMARK() is not None
        params_ctx = ctx.typeParams()
        if params_ctx is None:
            if name == "func":
                self.error(Code.BAD_TYPE, "func needs its signature: func<i32 -> boolean>", span)
            return n.TypeName(name, (), nullable, span=span)
        params: list[int | n.TypeName] = []
        for param in params_ctx.typeParam():
            if param.INTEGER() is not None:
                digits = param.INTEGER().getText()
                if len(digits) > 10 or int(digits) > _MAX_TYPE_PARAMETER:
                    self.error(
                        Code.BAD_TYPE,
                        f"type parameter {digits[:20]}{'...' if len(digits) > 20 else ''} is "
                        f"out of range (at most {_MAX_TYPE_PARAMETER:,})",
                        ctx_span(param),
                    )
                    params.append(0)
                    continue
                params.append(int(digits))
            else:
                params.extend(self.value_type(t) for t in param.typeExpr())
        result_ctx = params_ctx.typeExpr()
        if name == "func":
            if result_ctx is None:
                self.error(Code.BAD_TYPE, "func needs a result type: func<i32 -> boolean>", span)
            else:
                params.append(self.value_type(result_ctx))
        elif result_ctx is not None:
            self.error(Code.BAD_TYPE, f"'->' only appears in func types, not in {spelled}", span)
        return n.TypeName(name, tuple(params), nullable, span=span)


def bare_word(ctx: Any) -> str | None:
    """The text of an unquoted name standing alone (not `"P5D"`, not `(P5D)`)."""
    if isinstance(ctx, P.AtomContext) and isinstance(ctx.primary(), P.NameContext):
        name_ctx = ctx.primary()
        if name_ctx.identifier() is not None:
            text: str = name_ctx.getText()
            return text
    return None


def _bare_name(ctx: Any) -> str | None:
    """The name if an expression context is nothing but an unquoted name."""
    node = ctx
    # expr -> orExpr -> andExpr -> predicate -> valueExpr, each with one child
    for _ in range(4):
        if node.getChildCount() != 1:
            return None
        node = node.getChild(0)
    return bare_word(node)


def negate_literal(operand: n.Expr, span: n.Span) -> n.Literal | None:
    """`-5`, `-128::i8`, `-inf::fp64` are literals, not negate() calls."""
    if not isinstance(operand, n.Literal):
        return None
    value = operand.value
    if isinstance(value, Decimal):  # copy_negate is exact; unary minus rounds to 28 digits
        return n.Literal(operand.kind, value.copy_negate(), operand.type, span=span)
    if operand.kind is n.LiteralKind.INTEGER and isinstance(value, int):
        return n.Literal(operand.kind, -value, operand.type, span=span)
    if operand.kind is n.LiteralKind.FLOAT_SPECIAL and value in ("inf", "-inf"):
        return n.Literal(operand.kind, "-inf" if value == "inf" else "inf", operand.type, span=span)
    return None


# ---------------------------------------------------------------- SQL intervals

INTERVAL_DAY_PRECISION = 6  # microseconds, as DuckDB, Spark and DataFusion hold them
INTERVAL_HINT = (
    "write e.g. INTERVAL '3' DAY, INTERVAL '1-6' YEAR TO MONTH, "
    "INTERVAL '1 02:03:04.5' DAY TO SECOND"
)
_YEAR_MONTH = ("YEAR", "MONTH")
_DAY_TIME = ("DAY", "HOUR", "MINUTE", "SECOND")
# The text each unit range takes, and the ISO designators of its parts.
_INTERVAL_FORMS: dict[tuple[str, str], tuple[str, tuple[str, ...]]] = {
    ("YEAR", "YEAR"): (r"(\d+)", ("Y",)),
    ("MONTH", "MONTH"): (r"(\d+)", ("M",)),
    ("YEAR", "MONTH"): (r"(\d+)-(\d+)", ("Y", "M")),
    ("DAY", "DAY"): (r"(\d+)", ("D",)),
    ("HOUR", "HOUR"): (r"(\d+)", ("H",)),
    ("MINUTE", "MINUTE"): (r"(\d+)", ("M",)),
    ("SECOND", "SECOND"): (r"(\d+(?:\.\d{1,6})?)", ("S",)),
    ("DAY", "HOUR"): (r"(\d+) (\d+)", ("D", "H")),
    ("DAY", "MINUTE"): (r"(\d+) (\d+):(\d+)", ("D", "H", "M")),
    ("DAY", "SECOND"): (r"(\d+) (\d+):(\d+):(\d+(?:\.\d{1,6})?)", ("D", "H", "M", "S")),
    ("HOUR", "MINUTE"): (r"(\d+):(\d+)", ("H", "M")),
    ("HOUR", "SECOND"): (r"(\d+):(\d+):(\d+(?:\.\d{1,6})?)", ("H", "M", "S")),
    ("MINUTE", "SECOND"): (r"(\d+):(\d+(?:\.\d{1,6})?)", ("M", "S")),
}


def interval_duration(text: str, first: str, last: str) -> tuple[str, bool] | str:
    """(ISO 8601 duration, whether it is year-month) for SQL's interval text
    in units ``first`` TO ``last``; a message when the text does not fit."""
    form = _INTERVAL_FORMS.get((first, last))
    if form is None:
        units = f"{first} TO {last}" if first != last else first
        return f"INTERVAL ... {units} is not an interval unit range"
    pattern, designators = form
    sign = "-" if text.startswith("-") else ""
    match = re.fullmatch(pattern, text.lstrip("+-"))
    if match is None:
        return f"{text!r} does not fit INTERVAL ... {first}{'' if first == last else ' TO ' + last}"
    parts = [f"{value}{unit}" for value, unit in zip(match.groups(), designators, strict=True)]
    if first in _YEAR_MONTH:
        return f"{sign}P{''.join(parts)}", True
    days = parts[0] if first == "DAY" else ""
    clock = "".join(parts[1:] if first == "DAY" else parts)
    return f"{sign}P{days}{'T' + clock if clock else ''}", False
