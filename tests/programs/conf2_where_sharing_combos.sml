(* Sharing and where type combinations (Definition rules 64 and 78):
   a type shared with its own abbreviation; where type through a nested
   structure's abbreviation of a flexible name; a datatype specification
   realized by a flexible name of the enclosing signature, which keeps the
   datatype's constructors; structure sharing of datatypes already shared.
   Poly/ML rejects NESTED (HaMLet and MLton accept it) and agrees on the rest. *)
signature SELF = sig type t  type s = t  sharing type t = s  val x : s end
structure Self : SELF = struct type t = int type s = t val x = 5 end

signature NESTED = sig
  type s
  structure U : sig type 'a t  type u = (int * real) t  val z : u end where type 'a t = s
end where type U.u = int
structure Nested : NESTED = struct
  type s = int
  structure U = struct type 'a t = int  type u = (int * real) t  val z = 37 end
end

signature DT = sig
  eqtype s
  structure V : sig datatype v = V | W of int end where type v = s
  val mk : int -> s
end
functor UseDT (X : DT) = struct
  fun show n = case X.mk n of X.V.V => "V" | X.V.W k => "W" ^ Int.toString k
  val same = X.mk 1 = X.V.W 1
end
structure D = UseDT (struct
  datatype s = V | W of int
  structure V = struct datatype v = datatype s end
  fun mk 0 = V | mk n = W n
end)

signature SHARED = sig
  structure A : sig datatype d = D of int  val a : d end
  structure B : sig datatype d = D of int  val get : d -> int end
  structure C : sig structure X : sig datatype d = D of int end end
  sharing type A.d = C.X.d
  sharing type B.d = C.X.d
  sharing A = B
end
functor UseShared (S : SHARED) = struct val n = S.B.get S.A.a + (case S.A.a of S.C.X.D k => k) end
structure Sh = UseShared (struct
  datatype d = D of int
  structure A = struct datatype d = datatype d val a = D 20 end
  structure B = struct datatype d = datatype d fun get (D n) = n end
  structure C = struct structure X = struct datatype d = datatype d end end
end)

val _ = print (Int.toString (Self.x + Nested.U.z + Nested.U.z) ^ " " ^ D.show 0 ^ " " ^ D.show 4 ^ " "
               ^ Bool.toString D.same ^ " " ^ Int.toString Sh.n ^ "\n")
