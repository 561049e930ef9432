(* Structures, signatures and functors: one QUEUE signature, two implementations
   behind opaque ascription, and a functor that works with either. *)

signature QUEUE =
sig
  type 'a queue
  exception Empty
  val empty : 'a queue
  val push : 'a * 'a queue -> 'a queue
  val pop : 'a queue -> 'a * 'a queue
  val size : 'a queue -> int
end

(* A list of the elements in order: pop is constant time, push linear. *)
structure ListQueue :> QUEUE =
struct
  type 'a queue = 'a list
  exception Empty
  val empty = []
  fun push (x, q) = q @ [x]
  fun pop [] = raise Empty
    | pop (x :: q) = (x, q)
  val size = length
end

(* Two lists, front and reversed back: both operations amortized constant time. *)
structure TwoListQueue :> QUEUE =
struct
  datatype 'a queue = Q of 'a list * 'a list
  exception Empty
  val empty = Q ([], [])
  fun push (x, Q (front, back)) = Q (front, x :: back)
  fun pop (Q ([], [])) = raise Empty
    | pop (Q ([], back)) = pop (Q (rev back, []))
    | pop (Q (x :: front, back)) = (x, Q (front, back))
  fun size (Q (front, back)) = length front + length back
end

functor Drain (Q : QUEUE) =
struct
  fun fromList xs = foldl Q.push Q.empty xs
  fun drain q = let val (x, rest) = Q.pop q in x :: drain rest end
                handle Q.Empty => []
end

structure A = Drain (ListQueue)
structure B = Drain (TwoListQueue)

fun show xs = concat (map (fn x => Real_toString x ^ " ") xs)
and Real_toString x = let val n = round (x * 10.0)
                      in str (chr (ord #"0" + n div 10)) ^ "." ^ str (chr (ord #"0" + n mod 10)) end

val _ = print (show (A.drain (A.fromList [1.5, 2.5, 3.5])) ^ "\n")
val _ = print (show (B.drain (B.fromList [4.5, 5.5, 6.5])) ^ "\n")
val _ = (ListQueue.pop ListQueue.empty; ())
        handle TwoListQueue.Empty => print "wrong queue\n"
             | ListQueue.Empty => print "the list queue is empty\n"
