(* The tables of an LR parser: every type a parser and its token structure
   must agree on is a datatype, shared through structure sharing. *)
signature LR_TABLE = sig
  datatype state = STATE of int
  datatype term = T of int
  datatype nonterm = NT of int
  datatype action = SHIFT of state | REDUCE of int | ACCEPT | ERROR
  type table
  val mkTable : {actions : ((int * int) * action) list, gotos : ((int * int) * int) list,
                 rules : (int * (nonterm * int)) list} -> table
  val action : table -> state * term -> action
  val goto : table -> state * nonterm -> state
  val rule : table -> int -> nonterm * int
  val initialState : state
end
