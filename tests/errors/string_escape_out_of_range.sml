(* expect: without the Basis's wide text (this unit elaborates in the
   initial basis only) a string constant is a string, which has no
   character 256; each escape above 255 is reported where it is *)
val ok = "caf\233 \u00e9"
val s = "abc\u0100"
