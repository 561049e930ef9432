structure Tokens = Tokens
type pos = int
type svalue = Tokens.svalue
type ('a, 'b) token = ('a, 'b) Tokens.token
type lexresult = (svalue, pos) token
val pos = ref 0
fun eof () = Tokens.EOF (!pos, !pos)
%%
%header (functor CalcLexFun (structure Tokens : Calc_TOKENS));
digit = [0-9];
ws = [\ \t\n];
%%
{ws}+ => (lex ());
{digit}+ => (Tokens.NUM (valOf (Int.fromString yytext), yypos, yypos + size yytext));
"+" => (Tokens.PLUS (yypos, yypos + 1));
"-" => (Tokens.MINUS (yypos, yypos + 1));
"*" => (Tokens.TIMES (yypos, yypos + 1));
"/" => (Tokens.DIV (yypos, yypos + 1));
"(" => (Tokens.LPAREN (yypos, yypos + 1));
")" => (Tokens.RPAREN (yypos, yypos + 1));
";" => (Tokens.SEMI (yypos, yypos + 1));
