(* where type realizing an enumeration datatype specification by a flexible eqtype of
   the enclosing signature: the functor body matches, builds and compares the
   constructors, which the argument represents as an enumeration. *)
signature DT = sig
  eqtype s
  structure V : sig datatype v = V | W | Z end where type v = s
  val all : s list
end
functor UseDT (X : DT) = struct
  fun show X.V.V = "V" | show X.V.W = "W" | show X.V.Z = "Z"
  val s = String.concat (map show X.all)
  val e = X.V.W = hd (tl X.all)
  val mine = [X.V.Z, X.V.V]
end
structure S = struct
  datatype s = V | W | Z
  structure V = struct datatype v = datatype s end
  val all = [Z, W, V]
end
structure D = UseDT (S)
val _ = print (D.s ^ " " ^ Bool.toString D.e ^ " " ^ String.concat (map (fn S.V => "v" | S.W => "w" | S.Z => "z") D.mine) ^ "\n")
