(* expect: WideString.string is a type name of its own, not a vector type:
   a string constant is no int vector, whatever the representation *)
val v : int vector = "abc"
