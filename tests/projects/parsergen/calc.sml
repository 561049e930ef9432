(* A calculator's generated parts: its parser data (tables, semantic actions,
   a datatype of semantic values over an abstract number type) and its lexer. *)
functor CalcLrValsFun (structure Token : TOKEN
                       structure Num : NUM) = struct
  structure ParserData = struct
    type pos = int
    datatype svalue = VOID | NUMv of Num.num
    type result = Num.num
    structure LrTable = Token.LrTable
    structure Token = Token
    exception NoValue
    structure Actions = struct
      fun actions (1, [(NUMv a, _, _), _, (NUMv b, _, _)]) = NUMv (Num.add (a, b))
        | actions (3, [(NUMv a, _, _), _, (NUMv b, _, _)]) = NUMv (Num.mul (a, b))
        | actions (5, [_, (v, _, _), _]) = v
        | actions (_, [(v, _, _)]) = v
        | actions _ = VOID
      fun extract (NUMv n) = n
        | extract VOID = raise NoValue
    end
    local
      open LrTable
      (* Terminals: NUM 0, + 1, * 2, ( 3, ) 4, EOF 5; nonterminals E 0, T 1, F 2.
         Rules: 1 E -> E + T, 2 E -> T, 3 T -> T * F, 4 T -> F, 5 F -> ( E ), 6 F -> NUM. *)
      fun shifts (s, to) = [((s, 0), SHIFT (STATE 5)), ((s, 3), SHIFT (STATE 4))]
      fun reduces (s, r) = map (fn t => ((s, t), REDUCE r)) [1, 2, 4, 5]
    in
      val table = mkTable
        {actions = shifts (0, ()) @ [((1, 1), SHIFT (STATE 6)), ((1, 5), ACCEPT)]
                   @ [((2, 2), SHIFT (STATE 7))] @ reduces (2, 2) @ reduces (3, 4) @ shifts (4, ())
                   @ reduces (5, 6) @ shifts (6, ()) @ shifts (7, ())
                   @ [((8, 1), SHIFT (STATE 6)), ((8, 4), SHIFT (STATE 11))]
                   @ [((9, 2), SHIFT (STATE 7))] @ reduces (9, 1) @ reduces (10, 3) @ reduces (11, 5),
         gotos = [((0, 0), 1), ((0, 1), 2), ((0, 2), 3), ((4, 0), 8), ((4, 1), 2), ((4, 2), 3),
                  ((6, 1), 9), ((6, 2), 3), ((7, 2), 10)],
         rules = [(1, (NT 0, 3)), (2, (NT 0, 1)), (3, (NT 1, 3)), (4, (NT 1, 1)), (5, (NT 2, 3)), (6, (NT 2, 1))]}
      val eop = T 5
    end
  end
  structure Tokens : CALC_TOKENS = struct
    type ('a, 'b) token = ('a, 'b) Token.token
    type svalue = ParserData.svalue
    type num = Num.num
    fun NUM (n, l, r) = Token.TOKEN (Token.LrTable.T 0, (ParserData.NUMv n, l, r))
    fun sym t (l, r) = Token.TOKEN (Token.LrTable.T t, (ParserData.VOID, l, r))
    val PLUS = fn p => sym 1 p
    val TIMES = fn p => sym 2 p
    val LPAREN = fn p => sym 3 p
    val RPAREN = fn p => sym 4 p
    val EOF = fn p => sym 5 p
  end
end

functor CalcLexFun (structure Tokens : CALC_TOKENS
                    structure Num : NUM
                    sharing type Tokens.num = Num.num)
  : LEXER where type UserDeclarations.position = int = struct
  structure UserDeclarations = struct
    type ('a, 'b) token = ('a, 'b) Tokens.token
    type pos = int
    type position = pos
    type svalue = Tokens.svalue
    type num = Num.num
    datatype lexeme = NUMBER of num * position | SYMBOL of string * position | END of position
  end
  open UserDeclarations
  fun isDigit c = ord c >= ord #"0" andalso ord c <= ord #"9"
  fun makeLexer s =
    let val input = ref (explode s)
        val at = ref 0
        fun advance () = (input := tl (!input); at := !at + 1)
        fun number n = case !input of
                         c :: _ => if isDigit c then (advance (); number (n * 10 + ord c - ord #"0")) else n
                       | [] => n
        fun next () = case !input of
                        [] => END (!at)
                      | #" " :: _ => (advance (); next ())
                      | c :: _ => let val p = !at
                                  in if isDigit c then NUMBER (Num.fromInt (number 0), p)
                                     else (advance (); SYMBOL (implode [c], p))
                                  end
    in next end
  fun toToken (NUMBER (n, p)) = Tokens.NUM (n, p, p)
    | toToken (SYMBOL ("+", p)) = Tokens.PLUS (p, p)
    | toToken (SYMBOL ("*", p)) = Tokens.TIMES (p, p)
    | toToken (SYMBOL ("(", p)) = Tokens.LPAREN (p, p)
    | toToken (SYMBOL (_, p)) = Tokens.RPAREN (p, p)
    | toToken (END p) = Tokens.EOF (p, p)
end
