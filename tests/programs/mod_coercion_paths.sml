(* Module coercions along less common paths: a datatype spec whose constructors are listed in another order, a functor re-exporting its parameter, polymorphic type constructors in parameters, where type on a substructure, let in structure expressions, exception constructors matching value specs, and a polymorphic function seen through an opaque pair-of-reals type (instance first, then the abstract type's boxed form). *)
fun p s = print (s ^ "\n")
signature COLOR = sig datatype c = Red | Green | Blue of int  val name : c -> string end
functor Paint (C : COLOR) = struct
  open C
  fun code Red = 1 | code Green = 2 | code (Blue n) = 10 + n
  structure Orig = C
  val all = [Red, Green, Blue 5]
end
structure C1 = struct datatype c = Blue of int | Green | Red fun name Red = "red" | name Green = "green" | name (Blue _) = "blue" end
structure P = Paint (C1)
val _ = p (concat (map (fn c => P.name c ^ Int.toString (P.code c) ^ " ") P.all))
val _ = p (P.Orig.name (C1.Blue 3))
val _ = p (if P.code (C1.Blue 2) = 12 then "same type" else "bad")
signature MAPPABLE = sig type 'a t val map : ('a -> 'b) -> 'a t -> 'b t val fromList : 'a list -> 'a t val toList : 'a t -> 'a list end
functor Double (M : MAPPABLE) = struct
  fun double xs = M.toList (M.map (fn x => x * 2.0) (M.fromList xs))
  fun lens xs = M.toList (M.map size (M.fromList xs))
  val id = fn x => x
end
structure L = struct type 'a t = 'a list val map = map fun fromList x = x fun toList x = x end
structure RevL = struct datatype 'a t = R of 'a list fun map f (R xs) = R (rev (List_map f xs)) and List_map f [] = [] | List_map f (x::xs) = f x :: List_map f xs fun fromList x = R x fun toList (R x) = x end
structure D1 = Double (L)
structure D2 = Double (RevL)
val _ = p (concat (map (fn x => Int.toString (round x) ^ " ") (D1.double [1.5, 2.5, 3.0])))
val _ = p (concat (map (fn x => Int.toString (round x) ^ " ") (D2.double [1.5, 2.5, 3.0])))
val _ = p (concat (map (fn x => Int.toString x ^ " ") (D2.lens ["a", "bb", "ccc"])))
val _ = p (Int.toString (D1.id 3) ^ (D1.id "x") ^ Int.toString (round (D1.id 2.5 * 2.0)))
signature S2 = sig structure A : sig type t val x : t val f : t -> int end end where type A.t = real
structure Q : S2 = struct structure A = struct type t = real val x = 2.5 fun f (r : real) = round (r * 10.0) end end
val _ = p (Int.toString (Q.A.f (Q.A.x + 1.0)))
structure W = let structure Tmp = struct val v = 41 exception E of int end
              in struct val w = Tmp.v + 1 exception F = Tmp.E end end
val _ = (raise W.F W.w) handle W.F n => p ("F " ^ Int.toString n)
functor ExnParam (X : sig val Boom : string -> exn end) = struct fun go s = raise X.Boom s end
structure EP = ExnParam (struct exception Boom of string end)
exception Other of string
structure EP2 = ExnParam (struct val Boom = Other end)
val _ = EP2.go "x" handle Other s => p ("other " ^ s)
val _ = EP.go "y" handle Other s => p "wrong" | e => p ("boom " ^ exnName e)
structure Op :> sig type t val mk : real * real -> t val sum : t -> real end =
  struct type t = real * real fun mk x = x fun sum (a, b) : real = a + b end
val _ = p (Int.toString (round (Op.sum (Op.mk (1.25, 2.5)) * 100.0)))
val ts = [Op.mk (1.0, 2.0), Op.mk (3.0, 4.0)]
val _ = p (Int.toString (round (foldl (fn (t, acc) => Op.sum t + acc) 0.0 ts)))
