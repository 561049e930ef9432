signature QUEUE =
sig
  type 'a queue
  eqtype key
  type 'a pair = 'a * 'a
  datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
  withtype 'a forest = 'a tree list
  datatype order = datatype General.order
  exception Empty and Full of int
  val empty : 'a queue
  val push : 'a queue * 'a -> 'a queue and pop : 'a queue -> 'a * 'a queue
  val + : int * int -> int
  structure Key : ORD_KEY where type t = key
  include SIG1 SIG2
  include SIG3 where type t = int
  sharing type key = Key.t
  sharing Key = Key2
end where type 'a queue = 'a list and type key = int where type ('a, 'b) m = 'a -> 'b

structure Queue :> QUEUE = struct
  type 'a queue = 'a list
  infix 5 <<
  fun q << x = q @ [x]
  local
    val helper = 1
    infix 4 >>
  in
    val x = helper
    infix 3 <<<
  end
  val y = 1 <<< 2
end

functor Make (K : ORD_KEY) :> QUEUE where type key = K.t = struct
  open K Queue.Inner
  structure S = K
end
and Make2 (type t val x : t structure A : sig end) : sig end = let
  val y = 1
in
  struct end
end

structure M = Make (Key) and N = Make (structure K = Key val z = 1)
structure O = Make2 ()
structure P = Make2 (struct type t = int val x = 1 structure A = struct end end) : sig end
structure Q = M : QUEUE :> QUEUE
abstype 'a set = Set of 'a list with
  val empty = Set []
  fun add (Set l, x) = Set (x :: l)
end
exception E = Queue.Empty and op ++ of int
val it = (Queue.push (Queue.empty, 1); Queue.+ (1, 2));
print "done\n";
