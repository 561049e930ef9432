(* §5.5 enrichment: a datatype may match a plain `type` spec; transparently the
   type stays the same, so values built outside through the original
   structure's constructors are accepted by the view's functions. *)
structure Impl = struct
  datatype color = Red | Green | Blue
  fun name Red = "red" | name Green = "green" | name Blue = "blue"
end
signature COLOR = sig
  type color
  val name : color -> string
end
structure View : COLOR = Impl
val () = print (String.concatWith " " (map View.name [Impl.Red, Impl.Blue, Impl.Green]) ^ "\n")
