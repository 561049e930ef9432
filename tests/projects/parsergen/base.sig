signature TOKEN = sig
  structure LrTable : LR_TABLE
  datatype ('a, 'b) token = TOKEN of LrTable.term * ('a * 'b * 'b)
  val sameToken : ('a, 'b) token * ('a, 'b) token -> bool
end

signature STREAM = sig
  type 'a stream
  val streamify : (unit -> 'a) -> 'a stream
  val get : 'a stream -> 'a * 'a stream
end

signature LR_PARSER = sig
  structure Stream : STREAM
  structure LrTable : LR_TABLE
  structure Token : TOKEN
  sharing LrTable = Token.LrTable
  exception ParseError of string
  val parse : {table : LrTable.table, lexer : ('b, 'c) Token.token Stream.stream,
               eop : LrTable.term, saction : int * ('b * 'c * 'c) list -> 'b} -> 'b
end
