(* §5.5 enrichment, §5.6 matching: a value may be more polymorphic than its
   specification; the specified (less general) type is what clients see. *)
signature S = sig
  val id : int -> int
  val pair : string -> string * string
  val len : int list -> int
end
structure A : S = struct
  fun id x = x
  fun pair x = (x, x)
  fun len [] = 0
    | len (_ :: t) = 1 + len t
end
val () = print (Int.toString (A.id 41 + 1) ^ " " ^ #2 (A.pair "p") ^ " "
                ^ Int.toString (A.len [1, 2, 3]) ^ "\n")
