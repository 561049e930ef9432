(* §5.7 (let strdec in strexp end): a structure expression may declare
   structures and values locally, at top level and as a functor body. *)
structure R = let
    structure Tmp = struct val base = 40 end
    val extra = 2
  in
    struct val answer = Tmp.base + extra end
  end
functor F (X : sig val n : int end) = let structure Y = struct val m = X.n * 2 end in Y end
structure G = F (struct val n = 21 end)
val () = print (Int.toString R.answer ^ " " ^ Int.toString G.m ^ "\n")
