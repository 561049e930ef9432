functor LrParserFun (structure LrTable : LR_TABLE
                     structure Stream : STREAM) : LR_PARSER = struct
  structure LrTable = LrTable
  structure Stream = Stream
  structure Token = struct
    structure LrTable = LrTable
    datatype ('a, 'b) token = TOKEN of LrTable.term * ('a * 'b * 'b)
    fun sameToken (TOKEN (LrTable.T a, _), TOKEN (LrTable.T b, _)) = a = b
  end
  exception ParseError of string

  fun split (0, stack, acc) = (acc, stack)
    | split (n, x :: stack, acc) = split (n - 1, stack, x :: acc)
    | split (_, [], _) = raise ParseError "stack underflow"

  fun parse {table, lexer, eop, saction} =
    let
      fun last [x] = x
        | last (_ :: xs) = last xs
        | last [] = raise ParseError "empty rule"
      fun top [] = LrTable.initialState
        | top ((s, _) :: _) = s
      fun loop (stack, tok as Token.TOKEN (t, v), rest) =
        case LrTable.action table (top stack, t) of
          LrTable.SHIFT s =>
            let val (tok', rest') = Stream.get rest in loop ((s, v) :: stack, tok', rest') end
        | LrTable.REDUCE r =>
            let val (lhs, n) = LrTable.rule table r
                val (popped, stack') = split (n, stack, [])
                val values = map (fn (_, v) => v) popped
                val (left, right) = case values of
                                      [] => (#2 v, #2 v)
                                    | (_, l, _) :: _ => (l, #3 (last values))
                val goal = LrTable.goto table (top stack', lhs)
            in loop ((goal, (saction (r, values), left, right)) :: stack', tok, rest) end
        | LrTable.ACCEPT =>
            (case stack of (_, (value, _, _)) :: _ => value | [] => raise ParseError "nothing parsed")
        | LrTable.ERROR =>
            (case t of LrTable.T k => raise ParseError ("unexpected terminal " ^ intToString k))
      val (first, rest) = Stream.get lexer
    in loop ([], first, rest) end
end

structure LrParser = LrParserFun (structure LrTable = LrTable structure Stream = Stream)
