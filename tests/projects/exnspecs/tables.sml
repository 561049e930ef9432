(* A signature with an exception specification whose argument mentions the
   signature's own datatypes, copied (with sharing) into another signature:
   the copies keep the exception's identity while their types are realized
   (the shape of ML-Yacc's LR_TABLE inside LR_PARSER). *)
signature TABLE =
sig
  datatype state = STATE of int
  datatype symbol = SYM of int
  exception Goto of state * symbol
  val goto : state * symbol -> state
end

signature TOKENS =
sig
  structure Table : TABLE
  datatype token = TOKEN of Table.symbol * string
end

signature DRIVER =
sig
  structure Table : TABLE
  structure Tokens : TOKENS
  sharing type Table.state = Tokens.Table.state
  sharing type Table.symbol = Tokens.Table.symbol
  val run : Tokens.token list -> Table.state
end

structure Table : TABLE =
struct
  datatype state = STATE of int
  datatype symbol = SYM of int
  exception Goto of state * symbol
  fun goto (STATE s, SYM n) = if n < 0 then raise Goto (STATE s, SYM n) else STATE (s + n)
end
