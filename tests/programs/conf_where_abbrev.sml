(* sharing type and where type on an abbreviation of a flexible type name (Definition rules 64, 78): type k = key denotes the name key. *)
fun println s = print (s ^ "\n")
signature KEYED = sig type key  type k = key  val less : k * k -> bool  val show : key -> string end
signature SKEYED = KEYED where type k = string
structure SK : SKEYED = struct type key = string type k = key fun less (a : string, b) = a < b fun show s = s end
val _ = println (if SK.less ("a", "b") then SK.show "yes" else "no")
signature TWO = sig
  structure A : sig type t  type u = t  val x : u  val f : t -> int end
  structure B : sig type s  type v = s  val g : int -> v end
  sharing type A.u = B.v
end
functor F (X : TWO) = struct val n = X.A.f (X.B.g 5) end
structure R = F (struct structure A = struct type t = int type u = t val x = 1 fun f x = x * 2 end
                         structure B = struct type s = int type v = int fun g x = x + 1 end end)
val _ = println (Int.toString R.n)
(* structure sharing through abbreviations *)
signature P = sig type elt  type e = elt end
signature Q = sig structure L : P  structure R : P  sharing L = R end
functor G (X : Q) = struct fun swap (a : X.L.e, b : X.R.e) : X.R.elt * X.L.elt = (b, a) end
structure GG = G (struct structure L = struct type elt = int type e = int end structure R = L end)
val _ = println (Int.toString (#1 (GG.swap (1, 2))))
(* where type on a parameterized abbreviation *)
signature C = sig type 'a cont  type 'a c = 'a cont  val mk : 'a -> 'a c  val get : 'a cont -> 'a end
structure CL : C where type 'a c = 'a list = struct type 'a cont = 'a list type 'a c = 'a cont fun mk x = [x] fun get l = hd l end
val _ = println (Int.toString (hd (CL.mk 3) + CL.get [4]))
(* abbreviation of a datatype specification *)
datatype color = Red | Green
signature D = sig datatype d = Red | Green  type dd = d  val next : dd -> dd end where type dd = color
structure DD : D = struct datatype d = datatype color type dd = d fun next Red = Green | next Green = Red end
val _ = println (case DD.next Red of Green => "green" | Red => "red")
