(* MLton.Exn: messagers (exnMessage and the uncaught-exception report use
   them) and the top-level handler; the argument says which handler *)
val () = OS.Process.atExit (fn () => print "atExit\n")
exception Parse of int * string
val () = MLton.Exn.addExnMessager (fn Parse (l, m) => SOME ("line " ^ Int.toString l ^ ": " ^ m) | _ => NONE)
(* tried before the older one *)
val () = MLton.Exn.addExnMessager (fn Parse (0, _) => SOME "at the start" | _ => NONE)
val () = print (String.concatWith "; " [exnMessage (Parse (3, "x")), General.exnMessage (Parse (0, "y")),
                                       exnMessage (Fail "f"), exnMessage Div] ^ "\n")
fun report e = print ("handled: " ^ exnMessage e ^ "\n")
val () =
  case CommandLine.arguments () of
      ["exit"] => MLton.Exn.setTopLevelHandler (fn e => (report e; OS.Process.exit OS.Process.success))
    | ["returns"] => MLton.Exn.setTopLevelHandler report
    | ["raises"] => MLton.Exn.setTopLevelHandler (fn e => (report e; raise Fail "in the handler"))
    | ["direct"] =>
        (MLton.Exn.setTopLevelHandler (fn e => (report e; OS.Process.exit OS.Process.success));
         MLton.Exn.topLevelHandler (Parse (9, "called")))
    | ["default"] => MLton.Exn.setTopLevelHandler (MLton.Exn.getTopLevelHandler ())
    | _ => ()
fun deep 0 = raise Parse (7, "unexpected token")
  | deep n = 1 + deep (n - 1)
val () = print (Int.toString (deep 1000) ^ "\n")
