(* repair.sml: the repairs an ml-antlr parser made to its input, and their
   messages ("[1.5]: try inserting RPAREN"). *)

structure AntlrRepair :> sig
    datatype 'tok repair_action
      = Insert of 'tok list
      | Delete of 'tok list
      | Subst of {old : 'tok list, new : 'tok list}
      | FailureAt of 'tok

    type 'tok repair = AntlrStreamPos.pos * 'tok repair_action

    val actionToString : ('tok -> string) -> 'tok repair_action -> string
    val repairToString : ('tok -> string) -> AntlrStreamPos.sourcemap -> 'tok repair -> string

    (* whether a token is named as one added (inserted, substituted in) or
       one taken away: a client may name the second more precisely *)
    datatype add_or_delete = ADD | DEL

    val actionToString' : (add_or_delete -> 'tok -> string) -> 'tok repair_action -> string
    val repairToString' : (add_or_delete -> 'tok -> string) -> AntlrStreamPos.sourcemap -> 'tok repair -> string
  end =
  struct
    datatype 'tok repair_action
      = Insert of 'tok list
      | Delete of 'tok list
      | Subst of {old : 'tok list, new : 'tok list}
      | FailureAt of 'tok

    type 'tok repair = AntlrStreamPos.pos * 'tok repair_action

    datatype add_or_delete = ADD | DEL

    fun words ws = String.concatWith " " ws

    fun actionToString' name action =
          case action
           of Insert toks => words ("try inserting" :: map (name ADD) toks)
            | Delete toks => words ("try deleting" :: map (name DEL) toks)
            | Subst {old, new} => words ("try substituting" :: map (name ADD) new @ "for" :: map (name DEL) old)
            | FailureAt tok => "syntax error at " ^ name DEL tok

    fun repairToString' name sm (p, action) =
          AntlrStreamPos.toString sm p ^ ": " ^ actionToString' name action

    fun either name (_ : add_or_delete) tok = name tok
    fun actionToString name = actionToString' (either name)
    fun repairToString name = repairToString' (either name)
  end
