(* What a generated parser provides and what a lexer must: the lexer's
   declarations name the position type twice (`position` abbreviates the
   flexible `pos`), and its lexemes are a datatype over an abstract number
   type that each calculator realizes differently. *)
signature PARSER_DATA = sig
  type pos
  type svalue
  type result
  structure LrTable : LR_TABLE
  structure Token : TOKEN
  sharing Token.LrTable = LrTable
  structure Actions : sig
    val actions : int * (svalue * pos * pos) list -> svalue
    val extract : svalue -> result
  end
  val table : LrTable.table
  val eop : LrTable.term
end

signature NUM = sig
  type num
  val fromInt : int -> num
  val add : num * num -> num
  val mul : num * num -> num
  val show : num -> string
end

signature CALC_TOKENS = sig
  type ('a, 'b) token
  type svalue
  type num
  val NUM : num * 'a * 'a -> (svalue, 'a) token
  val PLUS : 'a * 'a -> (svalue, 'a) token
  val TIMES : 'a * 'a -> (svalue, 'a) token
  val LPAREN : 'a * 'a -> (svalue, 'a) token
  val RPAREN : 'a * 'a -> (svalue, 'a) token
  val EOF : 'a * 'a -> (svalue, 'a) token
end

signature LEXER = sig
  structure UserDeclarations : sig
    type ('a, 'b) token
    type pos
    type position = pos
    type svalue
    type num
    datatype lexeme = NUMBER of num * position | SYMBOL of string * position | END of position
  end
  val makeLexer : string -> unit -> UserDeclarations.lexeme
  val toToken : UserDeclarations.lexeme -> (UserDeclarations.svalue, UserDeclarations.position) UserDeclarations.token
end

signature PARSER = sig
  structure Token : TOKEN
  structure Stream : STREAM
  exception ParseError of string
  type pos
  type result
  type svalue
  val makeLexer : string -> (svalue, pos) Token.token Stream.stream
  val parse : (svalue, pos) Token.token Stream.stream -> result
  val numbers : string -> int
end
