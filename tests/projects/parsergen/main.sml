(* Two calculators from one library: over halves (reals: each literal n is
   n / 2) and over ints; their lexers' lexemes carry a real and an int where
   the functor Join's parameter specifies an abstract type. *)
structure RealNum = struct
  type num = real
  fun fromInt n = real n / 2.0
  fun add (a, b) = a + b : real
  fun mul (a, b) = a * b : real
  fun show r = let val h = floor (r * 100.0 + 0.5)
               in intToString (h div 100) ^ "." ^ intToString (h mod 100 div 10) ^ intToString (h mod 10) end
end
structure IntNum = struct
  type num = int
  fun fromInt n = n
  val add = op +
  val mul = op *
  val show = intToString
end

structure RealLrVals = CalcLrValsFun (structure Token = LrParser.Token structure Num = RealNum)
structure RealLex = CalcLexFun (structure Tokens = RealLrVals.Tokens structure Num = RealNum)
structure RealCalc = Join (structure Lex = RealLex
                           structure ParserData = RealLrVals.ParserData
                           structure LrParser = LrParser)

structure IntLrVals = CalcLrValsFun (structure Token = LrParser.Token structure Num = IntNum)
structure IntLex = CalcLexFun (structure Tokens = IntLrVals.Tokens structure Num = IntNum)
structure IntCalc = Join (structure Lex = IntLex
                          structure ParserData = IntLrVals.ParserData
                          structure LrParser = LrParser)

(* `position` abbreviates `pos`, realized as int by `where type`. *)
val p : RealLex.UserDeclarations.position = 3
val _ = case RealLex.makeLexer "  7" () of
          RealLex.UserDeclarations.NUMBER (n, at) => println ("7/2 at " ^ intToString (at + p - 3) ^ " = " ^ RealNum.show n)
        | _ => println "?"

fun run input =
  (println (input ^ " => " ^ RealNum.show (RealCalc.parse (RealCalc.makeLexer input)) ^ " | "
            ^ IntNum.show (IntCalc.parse (IntCalc.makeLexer input)) ^ " ("
            ^ intToString (RealCalc.numbers input) ^ " numbers)"))
  handle RealCalc.ParseError msg => println (input ^ " => parse error: " ^ msg)

val _ = run "1 + 2"
val _ = run "3 * 3"
val _ = run "2 * (3 + 4) * 5"
val _ = run "((1))"
val _ = run "1 + 2 * 3 + 4"
val _ = run "1 + * 2"
val _ = run "10 * 10 * 10"
(* One LrParser serves both calculators: its Token structure is theirs. *)
val t1 = RealLrVals.Tokens.PLUS (0, 0)
val t2 = IntLrVals.Tokens.PLUS (5, 5)
val _ = println (if LrParser.Token.sameToken (t1, RealLrVals.Tokens.TIMES (1, 1)) then "same" else "different")
val _ = case (t1, t2) of (LrParser.Token.TOKEN (LrTable.T a, _), LrParser.Token.TOKEN (LrTable.T b, _)) =>
          println ("terminals " ^ intToString a ^ " and " ^ intToString b)
