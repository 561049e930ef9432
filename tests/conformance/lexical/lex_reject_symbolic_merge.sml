(* Definition §2.4/§2.5: the longest symbolic identifier is read, so "-~" is a
   single (unbound) identifier, not "-" followed by "~". *)
val x = 3 -~1
