(* Definition §6.7 rule 131/§6.4: each evaluation of an exception
   declaration creates a fresh exception name, so an exception declared
   inside a function body is a different exception on every call. *)
fun mk () =
  let exception E
  in (fn () => (raise E) : unit, fn f => (f (); "no") handle E => "mine" | _ => "foreign")
  end
val (raise1, catch1) = mk ()
val (raise2, catch2) = mk ()
val _ = print (catch1 raise1 ^ "\n")
val _ = print (catch1 raise2 ^ "\n")
val _ = print (catch2 raise2 ^ "\n")
val _ = print (catch2 raise1 ^ "\n")
(* exception replication (exception E = F) does not create a new name *)
exception F
exception G = F
val _ = print ((raise F) handle G => "G catches F\n")
