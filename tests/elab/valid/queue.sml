(* A functional queue as a pair of lists, with an abstype interface. *)
abstype 'a queue = Q of 'a list * 'a list
with
  val empty = Q ([], [])
  fun isEmpty (Q ([], [])) = true
    | isEmpty _ = false
  fun push (x, Q (f, b)) = Q (f, x :: b)
  fun pop (Q ([], [])) = NONE
    | pop (Q ([], b)) = pop (Q (rev b, []))
    | pop (Q (x :: f, b)) = SOME (x, Q (f, b))
  fun fromList xs = Q (xs, [])
end

fun drain q =
  case pop q of
    NONE => []
  | SOME (x, q') => x :: drain q'

val q1 = push (3, push (2, push (1, empty)))
val items = drain q1
val strs = drain (push ("b", fromList ["a"]))
val e = isEmpty (empty : int queue)
