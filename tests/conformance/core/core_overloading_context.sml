(* Definition Appendix E: the type of an overloaded operator is determined by its
   context within the enclosing declaration: a real or word operand, a type
   constraint on the result or a later use in the same declaration fixes it. *)
fun rsq (x : real) = x * x
fun wadd (a, b) : word = a + b
val sumr = let fun sq x = x * x in sq 1.5 + sq 0.5 end
fun tolerance x = x / 4.0
val w = 0wxF0 div 0w16
val cmp = "apple" < "banana" andalso #"a" < #"b" andalso 2.5 > 1.0
val _ = print (String.concatWith " "
          [Real.toString (rsq 3.0), Word.toString (wadd (0w1, 0w2)), Real.toString sumr,
           Real.toString (tolerance 1.0), Word.toString w, Bool.toString cmp,
           Real.toString (abs ~2.5), Real.toString (~ 1.5)] ^ "\n")
