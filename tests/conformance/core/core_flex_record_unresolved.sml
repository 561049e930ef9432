(* Definition §4.11 (1): nothing in this top-level declaration determines which
   labels the record passed to g has besides `lbl`, so the program is rejected
   (a later declaration cannot resolve it). *)
val g = fn r => #lbl r;
val x = g {lbl = 1, other = 2};
