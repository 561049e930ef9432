(* §5.7 an exception specification may mention an abstract type of the same
   signature; under opaque ascription clients raise and handle it with
   values they can only obtain through the structure. *)
signature TOKEN = sig
  type token
  exception Unexpected of token
  val mk : string -> token
  val show : token -> string
end
structure Tok :> TOKEN = struct
  type token = string * int
  exception Unexpected of token
  fun mk s = (s, size s)
  fun show (s, n) = s ^ "#" ^ Int.toString n
end
val msg = (raise Tok.Unexpected (Tok.mk "then")) handle Tok.Unexpected t => Tok.show t
val () = print (msg ^ "\n")
