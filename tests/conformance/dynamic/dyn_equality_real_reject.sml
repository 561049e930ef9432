(* Definition §4.4/§6 (equality): real is not an equality type, so = cannot
   compare reals at all (structural equality is only on equality types). *)
val same = (1.0, 2) = (1.0, 2)
