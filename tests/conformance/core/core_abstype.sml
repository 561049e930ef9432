(* Definition §4.9 (rule 19, Abs): abstype hides the constructors outside the
   `with` part; the functions declared there are the interface. Inside, the type
   still admits equality (rule 19 elaborates the body with TE), outside it does
   not (Abs). *)
abstype queue = Q of int list * int list
with
  val empty = Q ([], [])
  fun push (x, Q (f, b)) = Q (f, x :: b)
  fun pop (Q ([], [])) = NONE
    | pop (Q ([], b)) = pop (Q (rev b, []))
    | pop (Q (x :: f, b)) = SOME (x, Q (f, b))
  fun isEmpty (q : queue) = q = empty
end
fun drain q = case pop q of NONE => [] | SOME (x, q') => x :: drain q'
val q = push (3, push (2, push (1, empty)))
val _ = print (String.concatWith " " (map Int.toString (drain q)) ^ " "
               ^ Bool.toString (isEmpty q) ^ " " ^ Bool.toString (isEmpty empty) ^ "\n")
