# Generated from SubstraitExpr.g4 by ANTLR 4.13.1
from antlr4 import *
if "." in __name__:
    from .SubstraitExprParser import SubstraitExprParser
else:
    from SubstraitExprParser import SubstraitExprParser

# This class defines a complete generic visitor for a parse tree produced by SubstraitExprParser.

class SubstraitExprVisitor(ParseTreeVisitor):

    # Visit a parse tree produced by SubstraitExprParser#root.
    def visitRoot(self, ctx:SubstraitExprParser.RootContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#typeRoot.
    def visitTypeRoot(self, ctx:SubstraitExprParser.TypeRootContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#sortRoot.
    def visitSortRoot(self, ctx:SubstraitExprParser.SortRootContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#expr.
    def visitExpr(self, ctx:SubstraitExprParser.ExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#orExpr.
    def visitOrExpr(self, ctx:SubstraitExprParser.OrExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#andExpr.
    def visitAndExpr(self, ctx:SubstraitExprParser.AndExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#predicate.
    def visitPredicate(self, ctx:SubstraitExprParser.PredicateContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#quantifiedTail.
    def visitQuantifiedTail(self, ctx:SubstraitExprParser.QuantifiedTailContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#comparisonTail.
    def visitComparisonTail(self, ctx:SubstraitExprParser.ComparisonTailContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#isNullTail.
    def visitIsNullTail(self, ctx:SubstraitExprParser.IsNullTailContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#isBooleanTail.
    def visitIsBooleanTail(self, ctx:SubstraitExprParser.IsBooleanTailContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#isDistinctTail.
    def visitIsDistinctTail(self, ctx:SubstraitExprParser.IsDistinctTailContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#betweenTail.
    def visitBetweenTail(self, ctx:SubstraitExprParser.BetweenTailContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#inSubqueryTail.
    def visitInSubqueryTail(self, ctx:SubstraitExprParser.InSubqueryTailContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#inTail.
    def visitInTail(self, ctx:SubstraitExprParser.InTailContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#likeTail.
    def visitLikeTail(self, ctx:SubstraitExprParser.LikeTailContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#inItem.
    def visitInItem(self, ctx:SubstraitExprParser.InItemContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#compOp.
    def visitCompOp(self, ctx:SubstraitExprParser.CompOpContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#concatenation.
    def visitConcatenation(self, ctx:SubstraitExprParser.ConcatenationContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#subscript.
    def visitSubscript(self, ctx:SubstraitExprParser.SubscriptContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#variantExtract.
    def visitVariantExtract(self, ctx:SubstraitExprParser.VariantExtractContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#slice.
    def visitSlice(self, ctx:SubstraitExprParser.SliceContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#prefix.
    def visitPrefix(self, ctx:SubstraitExprParser.PrefixContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#fieldAccess.
    def visitFieldAccess(self, ctx:SubstraitExprParser.FieldAccessContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#multiplicative.
    def visitMultiplicative(self, ctx:SubstraitExprParser.MultiplicativeContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#atom.
    def visitAtom(self, ctx:SubstraitExprParser.AtomContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#colonCast.
    def visitColonCast(self, ctx:SubstraitExprParser.ColonCastContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#additive.
    def visitAdditive(self, ctx:SubstraitExprParser.AdditiveContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#variantPath.
    def visitVariantPath(self, ctx:SubstraitExprParser.VariantPathContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#variantKey.
    def visitVariantKey(self, ctx:SubstraitExprParser.VariantKeyContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#variantBracket.
    def visitVariantBracket(self, ctx:SubstraitExprParser.VariantBracketContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#fieldSelector.
    def visitFieldSelector(self, ctx:SubstraitExprParser.FieldSelectorContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#literalPrimary.
    def visitLiteralPrimary(self, ctx:SubstraitExprParser.LiteralPrimaryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#scalarSubquery.
    def visitScalarSubquery(self, ctx:SubstraitExprParser.ScalarSubqueryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#setPredicate.
    def visitSetPredicate(self, ctx:SubstraitExprParser.SetPredicateContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#group.
    def visitGroup(self, ctx:SubstraitExprParser.GroupContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#list.
    def visitList(self, ctx:SubstraitExprParser.ListContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#lambda.
    def visitLambda(self, ctx:SubstraitExprParser.LambdaContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#castCall.
    def visitCastCall(self, ctx:SubstraitExprParser.CastCallContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#ifThen.
    def visitIfThen(self, ctx:SubstraitExprParser.IfThenContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#switchExpr.
    def visitSwitchExpr(self, ctx:SubstraitExprParser.SwitchExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#caseWhen.
    def visitCaseWhen(self, ctx:SubstraitExprParser.CaseWhenContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#caseSwitch.
    def visitCaseSwitch(self, ctx:SubstraitExprParser.CaseSwitchContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#intervalLiteral.
    def visitIntervalLiteral(self, ctx:SubstraitExprParser.IntervalLiteralContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#callPrimary.
    def visitCallPrimary(self, ctx:SubstraitExprParser.CallPrimaryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#positional.
    def visitPositional(self, ctx:SubstraitExprParser.PositionalContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#outerField.
    def visitOuterField(self, ctx:SubstraitExprParser.OuterFieldContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#name.
    def visitName(self, ctx:SubstraitExprParser.NameContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#literal.
    def visitLiteral(self, ctx:SubstraitExprParser.LiteralContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#subqueryRef.
    def visitSubqueryRef(self, ctx:SubstraitExprParser.SubqueryRefContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#call.
    def visitCall(self, ctx:SubstraitExprParser.CallContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#functionName.
    def visitFunctionName(self, ctx:SubstraitExprParser.FunctionNameContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#callArgs.
    def visitCallArgs(self, ctx:SubstraitExprParser.CallArgsContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#optionList.
    def visitOptionList(self, ctx:SubstraitExprParser.OptionListContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#functionOption.
    def visitFunctionOption(self, ctx:SubstraitExprParser.FunctionOptionContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#filterClause.
    def visitFilterClause(self, ctx:SubstraitExprParser.FilterClauseContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#overClause.
    def visitOverClause(self, ctx:SubstraitExprParser.OverClauseContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#windowSpec.
    def visitWindowSpec(self, ctx:SubstraitExprParser.WindowSpecContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#sortItem.
    def visitSortItem(self, ctx:SubstraitExprParser.SortItemContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#frame.
    def visitFrame(self, ctx:SubstraitExprParser.FrameContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#frameBound.
    def visitFrameBound(self, ctx:SubstraitExprParser.FrameBoundContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#typeExpr.
    def visitTypeExpr(self, ctx:SubstraitExprParser.TypeExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#typeName.
    def visitTypeName(self, ctx:SubstraitExprParser.TypeNameContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#typeParams.
    def visitTypeParams(self, ctx:SubstraitExprParser.TypeParamsContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#typeParam.
    def visitTypeParam(self, ctx:SubstraitExprParser.TypeParamContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#identifier.
    def visitIdentifier(self, ctx:SubstraitExprParser.IdentifierContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#softKeyword.
    def visitSoftKeyword(self, ctx:SubstraitExprParser.SoftKeywordContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by SubstraitExprParser#word.
    def visitWord(self, ctx:SubstraitExprParser.WordContext):
        return self.visitChildren(ctx)



del SubstraitExprParser