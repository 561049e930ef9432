(* Definition §4.9 (equality attribute computed for all the datatypes of one
   declaration together, §4.4): mutually recursive 'a t and 'a u admit equality;
   `op =` is itself a polymorphic value over ''a; ref of an abstype (which does
   not admit equality) does. *)
datatype 'a t = L | N of 'a * 'a u
     and 'a u = U of 'a t list
abstype opaque = O of int with val mk = O end
val eq = op =
val r = ref (mk 1)
val _ = print (String.concatWith " " (map Bool.toString
          [N (1, U [L]) = N (1, U [L]), N ("a", U []) = L, eq (U [L, L], U [L]), eq ("s", "s"),
           r = r, r = ref (mk 1)]) ^ "\n")
