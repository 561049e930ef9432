(* §5.7 and §6.7: an exception declared in a functor body may carry the
   parameter type; each application's exception is distinct and carries
   values of its own realisation (real, string, record). *)
functor Err (type t val show : t -> string) = struct
  exception E of t
  fun guard f x = f x handle E v => "caught " ^ show v
end
structure R = Err (type t = real val show = Real.toString)
structure S = Err (type t = string fun show s = s)
structure C = Err (type t = {x : int, y : real}
                   fun show {x, y} = Int.toString x ^ "," ^ Real.toString y)
val () = print (R.guard (fn r => raise R.E (r * 2.0)) 1.25 ^ "\n")
val () = print (S.guard (fn s => raise S.E (s ^ s)) "ab" ^ "\n")
val () = print (C.guard (fn n => raise C.E {x = n, y = 0.5}) 7 ^ "\n")
val () = print (R.guard (fn _ => raise S.E "escapes") 0.0 ^ "\n")
  handle S.E s => print ("outer " ^ s ^ "\n")
