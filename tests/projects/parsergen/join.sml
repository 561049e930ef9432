(* Ties a lexer, the parser data and the LR engine together, as ML-Yacc's
   Join does: sharing between the datatype specifications of two TOKEN
   structures (and, through them, of two LR_TABLEs), between a type and a
   datatype specification, and on `position`, an abbreviation of the lexer's
   flexible `pos`. *)
functor Join (structure Lex : LEXER
              structure ParserData : PARSER_DATA
              structure LrParser : LR_PARSER
              sharing ParserData.LrTable = LrParser.LrTable
              sharing ParserData.Token = LrParser.Token
              sharing type Lex.UserDeclarations.svalue = ParserData.svalue
              sharing type Lex.UserDeclarations.position = ParserData.pos
              sharing type Lex.UserDeclarations.token = ParserData.Token.token)
  : PARSER = struct
  structure Token = ParserData.Token
  structure Stream = LrParser.Stream
  exception ParseError = LrParser.ParseError
  type pos = ParserData.pos
  type result = ParserData.result
  type svalue = ParserData.svalue
  fun makeLexer s = let val next = Lex.makeLexer s in Stream.streamify (fn () => Lex.toToken (next ())) end
  fun parse lexer =
    ParserData.Actions.extract
      (LrParser.parse {table = ParserData.table, lexer = lexer, eop = ParserData.eop,
                       saction = ParserData.Actions.actions})
  (* Counts the number lexemes: matches the lexer's datatype, whose NUMBER
     carries the abstract `num` (a real in one calculator, an int in another). *)
  fun numbers s =
    let val next = Lex.makeLexer s
        fun count n = case next () of
                        Lex.UserDeclarations.NUMBER (_, _) => count (n + 1)
                      | Lex.UserDeclarations.SYMBOL (_, _) => count n
                      | Lex.UserDeclarations.END _ => n
    in count 0 end
end
