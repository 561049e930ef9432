(* Transparent (:) versus opaque (:>) ascription: opaque types hide their representation (int, real, a tuple, a polymorphic list) but the operations still work; manifest type specs stay visible through :>; abstract values flow through lists, options, tuples and refs; transparent ascription keeps the representation visible. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
fun r3 x = Int.toString (round (x * 1000.0))

signature COUNTER = sig
  type t
  val zero : t
  val inc : t -> t
  val value : t -> int
end

structure TCounter : COUNTER = struct
  type t = int
  val zero = 0
  fun inc n = n + 1
  fun value n = n
end
structure OCounter :> COUNTER = struct
  type t = int
  val zero = 0
  fun inc n = n + 1
  fun value n = n
end

(* transparent: TCounter.t = int is visible *)
val _ = printInt (TCounter.inc 41)
val _ = printInt (TCounter.zero + 5)
(* opaque: only through the operations *)
val c = OCounter.inc (OCounter.inc OCounter.zero)
val _ = printInt (OCounter.value c)
val cs : OCounter.t list = [OCounter.zero, c, OCounter.inc c]
val _ = println (concat (map (fn x => Int.toString (OCounter.value x) ^ " ") cs))

(* an abstract type represented by real *)
signature MONEY = sig
  type money
  type cents = int
  val fromCents : cents -> money
  val add : money * money -> money
  val scale : real -> money -> money
  val toCents : money -> cents
  val total : money list -> money
end
structure Money :> MONEY = struct
  type money = real
  type cents = int
  fun fromCents c = real c / 100.0
  fun add (a : real, b) = a + b
  fun scale k (m : real) = k * m
  fun toCents m = round (m * 100.0)
  fun total ms = foldl add 0.0 ms
end
val m1 = Money.fromCents 250
val m2 = Money.scale 1.5 m1
val _ = printInt (Money.toCents (Money.add (m1, m2)))
val _ = printInt (Money.toCents (Money.total [m1, m2, Money.fromCents 1]))
(* cents is manifest, so it is int even through :> *)
val k : Money.cents = Money.toCents m1 + 1
val _ = printInt k
(* abstract reals stored in refs, options and tuples *)
val wallet = ref (Money.fromCents 0)
val _ = app (fn c => wallet := Money.add (!wallet, Money.fromCents c)) [10, 20, 30]
val _ = printInt (Money.toCents (!wallet))
val pairM = (SOME m1, [m2, m2])
val _ = case pairM of (SOME a, l) => printInt (Money.toCents (Money.add (a, Money.total l))) | _ => ()

(* a polymorphic abstract type *)
signature QUEUE = sig
  type 'a queue
  exception Empty
  val empty : 'a queue
  val enq : 'a queue * 'a -> 'a queue
  val deq : 'a queue -> 'a * 'a queue
  val size : 'a queue -> int
end
structure Queue :> QUEUE = struct
  type 'a queue = 'a list * 'a list
  exception Empty
  val empty = ([], [])
  fun enq ((f, b), x) = (f, x :: b)
  fun deq ([], []) = raise Empty
    | deq ([], b) = deq (rev b, [])
    | deq (x :: f, b) = (x, (f, b))
  fun size (f, b) = length f + length b
end
val q = foldl (fn (x, q) => Queue.enq (q, x)) Queue.empty [1, 2, 3, 4]
val (a, q') = Queue.deq q
val q'' = Queue.enq (q', 5)
val _ = printInt a
val _ = printInt (Queue.size q'')
fun drain q = let val (x, q) = Queue.deq q in Int.toString x ^ " " ^ drain q end
              handle Queue.Empty => "."
val _ = println (drain q'')
val rq = foldl (fn (x, q) => Queue.enq (q, x)) Queue.empty [0.25, 0.5]
val (r, _) = Queue.deq rq
val _ = println (r3 r)
val sq = Queue.enq (Queue.empty, "s")
val _ = println (#1 (Queue.deq sq))

(* the same structure ascribed both ways *)
structure Impl = struct
  type t = int * int
  fun mk (a, b) = (a, b)
  fun sum (a, b) = a + b
  val hidden = 99
end
signature PAIRISH = sig type t val mk : int * int -> t val sum : t -> int end
structure T : PAIRISH = Impl
structure O :> PAIRISH = Impl
val _ = printInt (T.sum (3, 4))          (* T.t = int * int *)
val _ = printInt (#1 (T.mk (8, 9)))
val _ = printInt (O.sum (O.mk (3, 4)))
val _ = printInt Impl.hidden
