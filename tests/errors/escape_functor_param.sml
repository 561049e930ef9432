val slot = ref []
functor Push (A : sig type elem val e : elem end) = struct
  val () = slot := [A.e]
  fun peek () : A.elem = hd (!slot)
end
structure I = Push (struct type elem = int val e = 1 end)
structure R = Push (struct type elem = real val e = 2.5 end)
val n = I.peek () + 1
