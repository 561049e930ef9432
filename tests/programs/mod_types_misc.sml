(* Type declarations inside modules: type specs with one and two parameters matched by abbreviations and datatypes, manifest parametric specs (type 'a pair = 'a * 'a), mutually recursive datatypes (datatype ... and ...) in a structure and its signature, withtype, abstype inside a structure, infix declarations used inside a structure body, a type spec matched by a function type, and a datatype spec with two type variables. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
signature TYPES = sig
  type ('k, 'v) map
  type 'a pair = 'a * 'a
  type fnt
  datatype ('a, 'b) either = Left of 'a | Right of 'b
  datatype expr = Num of int | Add of expr * expr | Let of decl * expr | Var of string
  and decl = Val of string * expr
  val emptyMap : ('k, 'v) map
  val bind : ('k * 'v) * ('k, 'v) map -> ('k, 'v) map
  val look : ''k * (''k, 'v) map -> 'v option
  val swapPair : 'a pair -> 'a pair
  val compile : int -> fnt
  val apply : fnt * int -> int
  val eval : expr -> int
  val sides : (int, string) either list -> int * string
end

structure Types : TYPES = struct
  infix 5 ++
  fun a ++ b = a @ [b]
  type ('k, 'v) map = ('k * 'v) list
  type 'a pair = 'a * 'a
  type fnt = int -> int
  datatype ('a, 'b) either = Left of 'a | Right of 'b
  datatype expr = Num of int | Add of expr * expr | Let of decl * expr | Var of string
  and decl = Val of string * expr
  val emptyMap = []
  fun bind (kv, m) = m ++ kv
  fun look (k, []) = NONE
    | look (k, (k', v) :: rest) = if k = k' then SOME v else look (k, rest)
  fun swapPair (a, b) = (b, a)
  fun compile n = fn x => x * n
  fun apply (f, x) = f x
  fun ev env (Num n) = n
    | ev env (Add (a, b)) = ev env a + ev env b
    | ev env (Var x) = getOpt (look (x, env), 0)
    | ev env (Let (Val (x, e), body)) = ev (bind ((x, ev env e), env)) body
  fun eval e = ev [] e
  fun sides l = foldl (fn (Left n, (s, t)) => (s + n, t) | (Right x, (s, t)) => (s, t ^ x)) (0, "") l
end

val m = Types.bind ((2, "two"), Types.bind ((1, "one"), Types.emptyMap))
val _ = println (getOpt (Types.look (2, m), "?") ^ getOpt (Types.look (3, m), "?"))
val sp : int Types.pair = Types.swapPair (1, 2)
val _ = printInt (#1 sp)
val _ = printInt (Types.apply (Types.compile 6, 7))
val _ = printInt (Types.apply (fn x => x - 1, 1))   (* fnt = int -> int is visible *)
open Types
val prog = Let (Val ("x", Num 5), Let (Val ("y", Add (Var "x", Num 1)), Add (Var "x", Var "y")))
val _ = printInt (eval prog)
val (total, text) = sides [Left 1, Right "a", Left 2, Right "b"]
val _ = println (Int.toString total ^ text)

(* withtype and abstype inside a structure *)
structure Graph = struct
  datatype node = Node of {id : int, edges : edge list}
  withtype edge = {weight : int, target : node}
  fun leaf id = Node {id = id, edges = []}
  fun connect (id, targets) = Node {id = id, edges = map (fn (w, t) => {weight = w, target = t}) targets}
  fun weightSum (Node {edges, ...}) = foldl (fn ({weight, target}, acc) => weight + weightSum target + acc) 0 edges
  fun ids (Node {id, edges}) = id :: foldr (fn ({target, ...}, acc) => ids target @ acc) [] edges
  abstype counter = C of int ref
  with
    fun newCounter () = C (ref 0)
    fun incr (C r) = (r := !r + 1; !r)
  end
end
val g = Graph.connect (1, [(10, Graph.leaf 2), (20, Graph.connect (3, [(5, Graph.leaf 4)]))])
val _ = printInt (Graph.weightSum g)
val _ = println (concat (map Int.toString (Graph.ids g)))
val ctr = Graph.newCounter ()
val _ = (Graph.incr ctr; printInt (Graph.incr ctr))

(* abstract specs matched in several ways: datatype, tuple abbreviation, function type *)
signature ABS2 = sig type ('a, 'b) t val mk : 'a * 'b -> ('a, 'b) t val fst : ('a, 'b) t -> 'a end
structure A1 :> ABS2 = struct type ('a, 'b) t = 'a * 'b fun mk p = p fun fst (a, _) = a end
structure A2 :> ABS2 = struct datatype ('a, 'b) t = T of 'b * 'a fun mk (a, b) = T (b, a) fun fst (T (_, a)) = a end
structure A3 :> ABS2 = struct type ('a, 'b) t = unit -> 'a fun mk (a, _) = fn () => a fun fst f = f () end
val _ = println (A1.fst (A1.mk ("one", 1)) ^ A2.fst (A2.mk ("two", 2.0)) ^ A3.fst (A3.mk ("three", [3])))
