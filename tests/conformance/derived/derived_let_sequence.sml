(* Appendix A: let dec in e1; ...; en end abbreviates
   let dec in (e1; ...; en) end. *)
val x =
  let
    val a = ref 1
    fun bump () = a := !a * 3
  in
    bump ();
    bump ();
    print ("a = " ^ Int.toString (!a) ^ "\n");
    !a + 1
  end
val _ = print (Int.toString x ^ "\n")
