(* §5.7, §6.7 (exbind) in a functor body: each application evaluates the
   body afresh, so an exception declared in a functor is a new exception
   for every application; a handler for one does not catch the other. *)
functor MkErr () = struct
  exception Fail of int
  fun fail n = raise Fail n
end
structure A = MkErr ()
structure B = MkErr ()
fun probe f = (f 1; "none") handle A.Fail n => "A " ^ Int.toString n
                                 | B.Fail n => "B " ^ Int.toString n
val () = print (probe A.fail ^ "; " ^ probe B.fail ^ "\n")
val () = (A.fail 2) handle B.Fail _ => print "wrong\n" | A.Fail n => print ("right " ^ Int.toString n ^ "\n")
