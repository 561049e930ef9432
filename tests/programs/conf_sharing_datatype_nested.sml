(* Sharing between datatype specifications: sharing type across substructures, through include, and structure sharing over nested substructures. *)
(* include + sharing type between datatypes in different substructures *)
signature A = sig datatype t = X | Y of int  val f : t -> int end
signature B = sig datatype u = X | Y of int  val g : int -> u end
signature AB = sig
  structure P : A
  structure Q : B
  sharing type P.t = Q.u
end
signature ABC = sig include AB  val h : P.t -> Q.u end
structure D = struct datatype t = X | Y of int end
structure M : ABC = struct
  structure P = struct open D fun f X = 0 | f (Y n) = n end
  structure Q = struct type u = D.t  datatype u = datatype D.t  fun g 0 = X | g n = Y n end
  fun h x = x
end
val _ = print (if M.P.f (M.h (M.Q.g 7)) = 7 then "seven\n" else "no\n")
val _ = case M.Q.g 0 of M.P.X => print "X\n" | M.Q.Y _ => print "Y\n"
(* nested substructures: sharing structures whose substructures hold datatypes *)
signature LEAF = sig datatype leaf = L of int | E end
signature MID = sig structure Leaf : LEAF  datatype mid = M of Leaf.leaf end
signature TOP = sig structure Mid : MID  structure Other : MID  sharing Mid = Other end
functor F (T : TOP) = struct
  fun conv (T.Mid.M x) = T.Other.M x
  fun get (T.Other.M (T.Other.Leaf.L n)) = n | get _ = 0
end
structure Leaf = struct datatype leaf = L of int | E end
structure Mid = struct structure Leaf = Leaf  datatype mid = M of Leaf.leaf end
structure R = F (struct structure Mid = Mid structure Other = Mid end)
val _ = print (if R.get (R.conv (Mid.M (Leaf.L 42))) = 42 then "42\n" else "no\n")
