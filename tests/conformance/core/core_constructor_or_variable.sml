(* Definition §4.1 (identifier status) and rules 33-35: in a pattern, an
   identifier bound as a value constructor (even a lowercase one) matches that
   constructor; any other identifier binds a variable. A new val binding of a
   non-constructor name is a variable. *)
datatype mode = on | off
fun describe on = "on" | describe off = "off"
fun classify x = case x of nil => "empty" | [off] => "one off" | _ => "other"
val count = 3
fun same count = count    (* count is a variable here, not the outer value *)
val _ = print (String.concatWith " " [describe on, describe off, classify [], classify [off],
                                      classify [on, on], Int.toString (same 9)] ^ "\n")
