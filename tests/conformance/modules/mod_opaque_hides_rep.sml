(* §5.7 (opaque strexp :> sigexp): the abstract type gets a fresh type name, so
   clients can only use the operations the signature exports; the values
   themselves still behave as the hidden representation says. *)
signature STACK = sig
  type 'a stack
  val empty : 'a stack
  val push : 'a * 'a stack -> 'a stack
  val pop : 'a stack -> ('a * 'a stack) option
  val size : 'a stack -> int
end
structure S :> STACK = struct
  type 'a stack = 'a list
  val empty = []
  fun push (x, s) = x :: s
  fun pop [] = NONE
    | pop (x :: s) = SOME (x, s)
  val size = length
end
val s = S.push (3, S.push (2, S.push (1, S.empty)))
fun drain s = case S.pop s of
    NONE => []
  | SOME (x, s') => Int.toString x :: drain s'
val () = print (Int.toString (S.size s) ^ ": " ^ String.concatWith " " (drain s) ^ "\n")
