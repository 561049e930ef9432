(* §5.5 enrichment: a structure may have more components than its
   signature specifies; the unspecified ones are cut away in the view,
   but the original structure keeps them. *)
signature S = sig val a : int end
structure Full = struct
  val a = 10
  val b = 20
  type t = string
  exception Extra
  structure Sub = struct val c = 30 end
end
structure View : S = Full
structure Op :> S = Full
val () = print (Int.toString (View.a + Op.a + Full.b + Full.Sub.c) ^ "\n")
