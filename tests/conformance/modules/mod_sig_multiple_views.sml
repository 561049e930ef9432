(* §5.7: one structure can be constrained by several signatures; with
   transparent ascription the views share types and state with the
   original. *)
structure Impl = struct
  type t = int ref
  fun new () = ref 0
  fun inc r = r := !r + 1
  fun get r = !r
end
structure Writer : sig type t val new : unit -> t val inc : t -> unit end = Impl
structure Reader : sig type t val get : t -> int end = Impl
val c = Writer.new ()
val () = (Writer.inc c; Writer.inc c; Impl.inc c)
val () = print (Int.toString (Reader.get c) ^ "\n")
