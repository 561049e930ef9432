(* §5.6 functor argument matching: the argument's polymorphic functions are
   instantiated to the parameter's monomorphic specs (t = real), and the
   body's functions are used with reals. *)
functor Num (type t
             val zero : t
             val plus : t * t -> t
             val pick : t * t -> t
             val show : t -> string) = struct
  fun sum l = foldl plus zero l
  fun choose (a, b) = pick (a, b)
  fun report l = show (sum l) ^ " " ^ show (choose (sum l, zero))
end
structure R = Num (type t = real val zero = 0.0 val plus = Real.+
                   fun pick (a, _) = a val show = Real.toString)
structure P = Num (type t = real * real val zero = (0.0, 1.0)
                   fun plus ((a, b), (c, d)) : t = (a + c, b * d)
                   fun pick (_, b) = b
                   fun show (a, b) = Real.toString a ^ ":" ^ Real.toString b)
val () = print (R.report [1.5, 2.25, 0.25] ^ "\n" ^ P.report [(1.0, 2.0), (0.5, 3.0)] ^ "\n")
