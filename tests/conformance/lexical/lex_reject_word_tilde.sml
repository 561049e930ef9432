(* Definition §2.2/§2.5: word constants have no sign; by the longest match
   "~0w1" is the integer "~0" followed by the identifier "w1". *)
val w = ~0w1
