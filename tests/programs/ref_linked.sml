(* Mutable linked structures built from refs: a doubly-ended queue, a mutable linked list with in-place reversal, and cycle detection. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

datatype node = Nil | Cons of int * node ref

fun fromList [] = Nil
  | fromList (x :: xs) = Cons (x, ref (fromList xs))
fun toList Nil = []
  | toList (Cons (x, r)) = x :: toList (!r)
fun showL xs = concat (map (fn x => Int.toString x ^ " ") xs)

(* in-place reversal by relinking the refs *)
fun reverse l =
  let fun go (Nil, prev) = prev
        | go (c as Cons (_, next), prev) = let val n = !next in next := prev; go (n, c) end
  in go (l, Nil) end
val l = fromList [1, 2, 3, 4, 5]
val _ = println (showL (toList l))
val r = reverse l
val _ = println (showL (toList r))

(* destructive append and cycle creation, then Floyd cycle detection *)
fun lastCell (c as Cons (_, next)) = (case !next of Nil => c | n => lastCell n)
  | lastCell Nil = raise Empty
fun hasCycle l =
  let fun step Nil = Nil | step (Cons (_, n)) = !n
      fun go (slow, fast) =
        case (step slow, step (step fast)) of
          (_, Nil) => false
        | (Cons (a, ra), f as Cons (b, rb)) => if ra = rb then true else go (Cons (a, ra), f)
        | _ => false
  in go (l, l) end
val l2 = fromList [10, 20, 30, 40]
val _ = println (if hasCycle l2 then "cycle" else "no cycle")
val _ = case lastCell l2 of Cons (_, next) => next := l2 | Nil => ()
val _ = println (if hasCycle l2 then "cycle" else "no cycle")
fun takeN (_, 0) = [] | takeN (Nil, _) = [] | takeN (Cons (x, r), n) = x :: takeN (!r, n - 1)
val _ = println (showL (takeN (l2, 10)))

(* a mutable queue with front and back pointers *)
type queue = {front : node ref, back : node ref ref}
fun newQueue () : queue = let val f = ref Nil in {front = f, back = ref f} end
fun enqueue ({back, ...} : queue) x =
  let val cellNext = ref Nil in !back := Cons (x, cellNext); back := cellNext end
fun dequeue ({front, back} : queue) =
  case !front of
    Nil => NONE
  | Cons (x, next) => (front := !next; (case !next of Nil => back := front | _ => ()); SOME x)
val q = newQueue ()
val _ = app (enqueue q) [1, 2, 3]
val a = dequeue q
val _ = enqueue q 4
val rest = [dequeue q, dequeue q, dequeue q, dequeue q]
val _ = println (showL (map (fn SOME x => x | NONE => ~1) (a :: rest)))
val _ = app (enqueue q) [7, 8]
val _ = println (showL (map (fn SOME x => x | NONE => ~1) [dequeue q, dequeue q, dequeue q]))

(* ref identity: equal contents, different refs *)
val ra = ref 1 and rb = ref 1
val _ = println (if ra = rb then "same" else "distinct")
val rc = ra
val _ = println (if ra = rc then "same" else "distinct")
