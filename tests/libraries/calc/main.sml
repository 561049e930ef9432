structure CalcLrVals = CalcLrValsFun (structure Token = LrParser.Token)
structure CalcLex = CalcLexFun (structure Tokens = CalcLrVals.Tokens)
structure CalcParser = Join (structure LrParser = LrParser
                             structure ParserData = CalcLrVals.ParserData
                             structure Lex = CalcLex)

fun calc text =
  let val consumed = ref false
      fun input _ = if !consumed then "" else (consumed := true; text)
      val lexer = CalcParser.makeLexer input
      fun error (msg, p, _) = print ("error at " ^ Int.toString p ^ ": " ^ msg ^ "\n")
      val (results, _) = CalcParser.parse (0, lexer, error, ())
  in print (String.concatWith " " (map Int.toString results) ^ "\n") end

val () = calc "1 + 2 * 3; (1 + 2) * 3; 100 / 7 - 2"
val () = calc "2 * (3 + 4) * 5"
(* a syntax error its error correction cannot repair: reported, then
   ParseError (as under SML/NJ) *)
val () = calc "1 + + 2" handle ParseError => print "not repaired\n"
