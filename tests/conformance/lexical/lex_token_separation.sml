(* Definition §2.4/§2.5: a token ends where the next character cannot
   continue it, so alphanumeric and symbolic identifiers abut without space. *)
val ab=3
val x=ab+1
val ys=x::ab::[]
fun f(y)=y*2
val z=f(x)-1
val w = ~ 1
val _=print(Int.toString x^","^Int.toString(length ys)^","^Int.toString z^","^Int.toString w^"\n")
