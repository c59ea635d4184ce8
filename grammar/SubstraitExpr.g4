// SubstraitExpr: a human-readable text syntax for Substrait record-level
// expressions. See docs/language.md for what every construct means.
//
// Precedence, highest first: postfix (::T, [i], .f, :path), prefix (- NOT),
// * / %, + -, ||, comparisons and predicates, AND, OR/XOR.
// The arithmetic levels form one left-recursive rule (valueExpr); the boolean
// levels are layered rules so that `x BETWEEN a AND b AND c` reads as
// `(x BETWEEN a AND b) AND c`.
grammar SubstraitExpr;

options {
    caseInsensitive = true;
}

// Made by the driver, never by the lexer: a run of literal items of an IN
// list (`1, 2, -3, 'a'`) folded into one token (see inItem).
tokens {
    LITERAL_RUN
}

// `xs[i:j]` is a slice: directly inside the brackets of a subscript or a
// slice, `:` is not a variant path (write `xs[(v:a)]`). Deciding it here,
// not by the order of alternatives, keeps SLL parsing of slices unambiguous.
@parser::members {
# contexts that end without a closing token: `:` there is still directly in the brackets
_OPEN_ENDED = ()

def pathAllowed(self):
    if not self._OPEN_ENDED:
        P = SubstraitExprParser
        SubstraitExprParser._OPEN_ENDED = (
            P.ExprContext, P.OrExprContext, P.AndExprContext, P.PredicateContext,
            P.PredicateTailContext, P.ValueExprContext, P.IfThenContext,
            P.SwitchExprContext, P.LambdaContext,
        )
    ctx = self._ctx
    while ctx is not None:
        if isinstance(ctx, (SubstraitExprParser.SliceContext, SubstraitExprParser.SubscriptContext)):
            return False
        if not isinstance(ctx, self._OPEN_ENDED):
            return True
        ctx = ctx.parentCtx
    return True
}

// ---------------------------------------------------------------- entry points

root
    : expr (AS (alias = identifier | quotedAlias = QUOTED_IDENT))? EOF
    ;

typeRoot
    : typeExpr EOF
    ;

// A sort key of a sort relation: `revenue DESC NULLS LAST`.
sortRoot
    : sortItem EOF
    ;

// ---------------------------------------------------------------- boolean levels

expr
    : orExpr
    ;

orExpr
    : andExpr (ops += (OR | XOR) andExpr)*
    ;

andExpr
    : predicate (AND predicate)*
    ;

predicate
    : valueExpr predicateTail*
    ;

predicateTail
    : compOp quantifier = (ALL | ANY | SOME) subqueryRef # quantifiedTail
    | compOp valueExpr                                # comparisonTail
    | IS NOT? NULL                                    # isNullTail
    | IS NOT? (TRUE | FALSE)                          # isBooleanTail
    | IS NOT? DISTINCT FROM valueExpr                 # isDistinctTail
    | NOT? BETWEEN low = valueExpr AND high = valueExpr # betweenTail
    | NOT? IN subqueryRef                             # inSubqueryTail
    | NOT? IN LPAREN inItem (COMMA inItem)* COMMA? RPAREN # inTail
    | NOT? LIKE valueExpr                             # likeTail
    ;

// An item of an IN list. Long IN lists are mostly literals: the driver folds
// each run of literal items into one LITERAL_RUN token, so the parser reads
// ten thousand of them as one token. A lone literal is read without
// descending the seven expression levels. For `1, ...` both of the last two
// alternatives match; ANTLR picks the first.
inItem
    : LITERAL_RUN
    | literal
    | expr
    ;

compOp
    : EQ
    | NEQ
    | NEQ_SQL
    | LT
    | LTE
    | GT
    | GTE
    ;

// ---------------------------------------------------------------- arithmetic levels

valueExpr
    : primary                                                    # atom
    | valueExpr DOUBLE_COLON typeExpr                            # colonCast
    // slice before subscript: `xs[i:j]` is a slice, not `xs[(i:j)]`
    | valueExpr LBRACKET lower = expr? COLON upper = expr? RBRACKET # slice
    | valueExpr LBRACKET index = expr RBRACKET                   # subscript
    | valueExpr DOT fieldSelector                                # fieldAccess
    | valueExpr {self.pathAllowed()}? COLON variantPath         # variantExtract
    | op = (MINUS | NOT) valueExpr                               # prefix
    | valueExpr op = (STAR | SLASH | PERCENT) valueExpr          # multiplicative
    | valueExpr op = (PLUS | MINUS) valueExpr                    # additive
    | valueExpr CONCAT valueExpr                                 # concatenation
    ;

// A variant path, Spark 4's `v:a.b[0]`, `v:['key with spaces']`, `v:[1].x`:
// the steps are read greedily, so `v:a.b[0]` is one path. `[-1]` is read
// only to be refused with a message (Spark has no negative variant index).
variantPath
    : (variantKey | variantBracket) (DOT variantKey | variantBracket)*
    ;

variantKey
    : word
    | QUOTED_IDENT
    ;

variantBracket
    : LBRACKET (STRING | MINUS? INTEGER) RBRACKET
    ;

fieldSelector
    : identifier
    | QUOTED_IDENT
    | INTEGER
    | DECIMAL_LIT // `$2.1.0` lexes `1.0` as one number: two positions
    ;

primary
    : literal                                                    # literalPrimary
    | subqueryRef                                                # scalarSubquery
    | kind = (EXISTS | UNIQUE) subqueryRef                       # setPredicate
    // One alternative for `(a)`, `(a, b)`, `()` and `(x, y) -> body`, decided by
    // the builder: separate alternatives would make the parser scan ahead to the
    // closing parenthesis at every level (quadratic on deep nesting).
    | LPAREN (expr (COMMA expr)* COMMA?)? RPAREN (ARROW body = expr)? # group
    | LBRACKET (expr (COMMA expr)* COMMA?)? RBRACKET             # list
    | identifier ARROW body = expr                               # lambda
    | kind = (CAST | TRY_CAST) LPAREN expr AS typeExpr RPAREN optionList? # castCall
    | IF expr THEN expr (ELSE expr)?                             # ifThen
    | SWITCH expr (CASE expr THEN expr)+ (ELSE expr)?            # switchExpr
    | CASE (WHEN expr THEN expr)+ (ELSE expr)? END               # caseWhen
    | CASE expr (WHEN expr THEN expr)+ (ELSE expr)? END          # caseSwitch
    // SQL's interval literal: INTERVAL '3' DAY, INTERVAL '1-6' YEAR TO MONTH.
    | INTERVAL STRING unit = identifier (TO last = identifier)?   # intervalLiteral
    | call                                                       # callPrimary
    | POSITIONAL                                                 # positional
    | OUTER DOT fieldSelector                                    # outerField
    | (identifier | QUOTED_IDENT)                                # name
    ;

literal
    : INTEGER
    | DECIMAL_LIT
    | STRING
    | TRUE
    | FALSE
    | NULL
    | DATE_LIT
    | TIME_LIT
    | TIMESTAMP_LIT
    ;

// A subquery: `(TABLE name)`, SQL's query for all rows of a named table;
// here the name is one of the plan's `subqueries`. `TABLE` keeps it apart
// from `(x)` and `x IN (y)`, which mean a value and a one-value list.
subqueryRef
    : LPAREN TABLE (identifier | QUOTED_IDENT) RPAREN
    ;

// ---------------------------------------------------------------- calls

call
    : (namespace = identifier DOT)? functionName LPAREN callArgs? RPAREN optionList? filterClause? overClause?
    ;

functionName
    : identifier
    | AND
    | OR
    | XOR
    | NOT
    | LIKE
    | BETWEEN
    ;

callArgs
    : STAR
    | quantifier = (DISTINCT | ALL)? expr (COMMA expr)* (ORDER BY sortItem (COMMA sortItem)*)?
    ;

optionList
    : LBRACKET functionOption (COMMA functionOption)* RBRACKET
    ;

functionOption
    : name = identifier COLON value = word
    ;

filterClause
    : FILTER LPAREN WHERE expr RPAREN
    ;

overClause
    : OVER (windowName = identifier | LPAREN windowSpec RPAREN)
    ;

windowSpec
    : (PARTITION BY expr (COMMA expr)*)? (ORDER BY sortItem (COMMA sortItem)*)? frame?
    ;

sortItem
    : expr order = (ASC | DESC | CLUSTERED)? (NULLS nulls = (FIRST | LAST))?
    ;

frame
    : unit = (ROWS | RANGE) (BETWEEN frameBound AND frameBound | frameBound)
    ;

frameBound
    : UNBOUNDED PRECEDING
    | UNBOUNDED FOLLOWING
    | CURRENT ROW
    | valueExpr (PRECEDING | FOLLOWING)
    ;

// ---------------------------------------------------------------- types

typeExpr
    : typeName QMARK? typeParams?
    ;

typeName
    : identifier
    | USER_TYPE
    ;

typeParams
    : LT (typeParam (COMMA typeParam)*)? (ARROW typeExpr)? GT
    ;

typeParam
    : INTEGER
    | typeExpr
    | LPAREN typeExpr (COMMA typeExpr)* RPAREN // func<(i32, i32) -> boolean>
    ;

// ---------------------------------------------------------------- words

// Keywords that cannot be confused with a field name where they stand may
// also be used as names (a column called `first` or `range`).
identifier
    : IDENT
    | softKeyword
    ;

softKeyword
    : INTERVAL
    | TO
    | FILTER
    | WHERE
    | OVER
    | PARTITION
    | ASC
    | DESC
    | NULLS
    | FIRST
    | LAST
    | ROWS
    | RANGE
    | UNBOUNDED
    | PRECEDING
    | FOLLOWING
    | CURRENT
    | ROW
    | CLUSTERED
    | ALL
    | ANY
    | SOME
    | EXISTS
    | UNIQUE
    | TABLE
    ;

// Option values: any word (`[spaces_only:FALSE]`, `[overflow:ERROR]`).
word
    : identifier
    | AND
    | OR
    | XOR
    | NOT
    | IS
    | NULL
    | TRUE
    | FALSE
    | DISTINCT
    | FROM
    | BETWEEN
    | IN
    | LIKE
    | IF
    | THEN
    | ELSE
    | CASE
    | WHEN
    | END
    | SWITCH
    | CAST
    | TRY_CAST
    | AS
    | BY
    | ORDER
    ;

// ---------------------------------------------------------------- lexer

AND       : 'and';
OR        : 'or';
XOR       : 'xor';
NOT       : 'not';
IS        : 'is';
NULL      : 'null';
TRUE      : 'true';
FALSE     : 'false';
DISTINCT  : 'distinct';
FROM      : 'from';
BETWEEN   : 'between';
IN        : 'in';
LIKE      : 'like';
IF        : 'if';
THEN      : 'then';
ELSE      : 'else';
CASE      : 'case';
WHEN      : 'when';
END       : 'end';
SWITCH    : 'switch';
CAST      : 'cast';
TRY_CAST  : 'try_cast';
AS        : 'as';
FILTER    : 'filter';
WHERE     : 'where';
OVER      : 'over';
PARTITION : 'partition';
BY        : 'by';
ORDER     : 'order';
ASC       : 'asc';
DESC      : 'desc';
NULLS     : 'nulls';
FIRST     : 'first';
LAST      : 'last';
ROWS      : 'rows';
RANGE     : 'range';
UNBOUNDED : 'unbounded';
PRECEDING : 'preceding';
FOLLOWING : 'following';
CURRENT   : 'current';
ROW       : 'row';
CLUSTERED : 'clustered';
ALL       : 'all';
ANY       : 'any';
SOME      : 'some';
EXISTS    : 'exists';
UNIQUE    : 'unique';
TABLE     : 'table';
INTERVAL  : 'interval';
TO        : 'to';

// Temporal literals in the official test-file form (`2020-12-30::date`).
// They are longer than the integers they start with, so they win.
TIMESTAMP_LIT : DATE_PART 't' TIME_PART ('z' | [+-] DIGIT DIGIT ':' DIGIT DIGIT)?;
DATE_LIT      : DATE_PART;
TIME_LIT      : TIME_PART;

DECIMAL_LIT : DIGIT+ '.' DIGIT+ EXPONENT? | DIGIT+ EXPONENT;
INTEGER     : DIGIT+;

STRING       : '\'' (~'\'' | '\'\'')* '\'';
QUOTED_IDENT : '"' (~'"' | '""')* '"';
POSITIONAL   : '$' DIGIT+;
OUTER        : '$outer' DIGIT*; // the enclosing record of a subquery (`$outer2`: two out)
USER_TYPE    : 'u!' [a-z_] [a-z0-9_]*;
IDENT        : [a-z_] [a-z0-9_]*;

DOUBLE_COLON : '::';
COLON        : ':';
COMMA        : ',';
DOT          : '.';
LPAREN       : '(';
RPAREN       : ')';
LBRACKET     : '[';
RBRACKET     : ']';
ARROW        : '->';
CONCAT       : '||';
PLUS         : '+';
MINUS        : '-';
STAR         : '*';
SLASH        : '/';
PERCENT      : '%';
EQ           : '=';
NEQ          : '!=';
NEQ_SQL      : '<>';
LTE          : '<=';
GTE          : '>=';
LT           : '<';
GT           : '>';
QMARK        : '?';

LINE_COMMENT  : '--' ~[\r\n]* -> skip;
BLOCK_COMMENT : '/*' .*? '*/' -> skip;
WS            : [ \t\r\n]+ -> skip;

// Broken input gets its own tokens so that the error says what is wrong.
UNTERMINATED_STRING       : '\'' (~'\'' | '\'\'')*;
UNTERMINATED_QUOTED_IDENT : '"' (~'"' | '""')*;
UNTERMINATED_COMMENT      : '/*' (~'*' | '*'+ ~[*/])* '*'*;
UNEXPECTED_CHAR           : .;

fragment DIGIT     : [0-9];
fragment EXPONENT  : 'e' [+-]? DIGIT+;
fragment DATE_PART : DIGIT DIGIT DIGIT DIGIT '-' DIGIT DIGIT '-' DIGIT DIGIT;
fragment TIME_PART : DIGIT DIGIT ':' DIGIT DIGIT ':' DIGIT DIGIT ('.' DIGIT+)?;
