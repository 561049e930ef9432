val cell = ref NONE
functor Keep (A : sig type t val v : t end) = struct
  fun keep () = cell := SOME A.v
  fun get () : A.t = valOf (!cell)
end
structure S = Keep (struct type t = string val v = "text" end)
structure N = Keep (struct type t = int val v = 42 end)
val () = N.keep ()
val () = print (S.get ())
