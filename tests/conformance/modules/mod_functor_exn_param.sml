(* §5.7: an exception specified in a functor parameter is the argument's
   own exception; the body raises and handles it by the parameter's name and
   clients handle it by the argument's name. *)
functor Safe (exception Bad of string val check : int -> int) = struct
  fun run n = Int.toString (check n) handle Bad s => "bad(" ^ s ^ ")"
  fun rethrow n = check n
end
exception Neg of string
structure S = Safe (exception Bad = Neg
                    fun check n = if n < 0 then raise Neg (Int.toString n) else n * 2)
val () = print (S.run 4 ^ " " ^ S.run ~3 ^ "\n")
val () = print ((Int.toString (S.rethrow ~1)) handle Neg s => "outer " ^ s ^ "\n")
