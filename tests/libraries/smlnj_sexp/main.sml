(* A client of the SML/NJ Library's SExp library, whose lexer ml-ulex wrote
   (it runs on mllpt-lib's ULexBuffer, UTF8 and AntlrStreamPos): parse a
   document of several values, walk them (a count of each kind, the sum of
   the integers, the symbols in order), print them compact (SExpPrinter)
   and pretty in 30 columns (SExpPP), and report a syntax error with its
   place.  SML/NJ 110.79 has no SExp library and Poly/ML cannot run the PP
   library's or-patterns; the layout is what the printers' code says (an
   HOV box per list after its head), and `-2` is a symbol because the
   lexer's identifier rule comes before its integer rule. *)
structure S = SExp

val doc = "; a comment line\n\
          \(define (square x) (* x x))\n\
          \(list 1 -2 0x1F 2.5 \"tab\\there\" #t #f 'quoted [a b] {c})\n\
          \(let ((alpha 10) (beta 20) (gamma 30)) (+ alpha beta gamma delta))\n"

val values = SExpParser.parse (TextIO.openString doc)

fun kind (S.SYMBOL _) = "symbol" | kind (S.BOOL _) = "bool" | kind (S.INT _) = "int"
  | kind (S.FLOAT _) = "float" | kind (S.STRING _) = "string" | kind (S.QUOTE _) = "quote" | kind (S.LIST _) = "list"

fun fold f acc v =
      let val acc = f (v, acc)
      in case v of S.LIST vs => List.foldl (fn (w, a) => fold f a w) acc vs | S.QUOTE w => fold f acc w | _ => acc end
fun foldAll f acc = List.foldl (fn (v, a) => fold f a v) acc values

val kinds = ["symbol", "bool", "int", "float", "string", "quote", "list"]
val counts = map (fn k => k ^ "=" ^ Int.toString (foldAll (fn (v, n) => if kind v = k then n + 1 else n) 0)) kinds
val sum = foldAll (fn (S.INT i, s) => s + i | (_, s) => s) 0
val symbols = rev (foldAll (fn (S.SYMBOL a, l) => Atom.toString a :: l | (_, l) => l) [])

val () = print ("values: " ^ Int.toString (length values) ^ "\n")
val () = print ("kinds: " ^ String.concatWith " " counts ^ "\n")
val () = print ("sum: " ^ IntInf.toString sum ^ "\n")
val () = print ("symbols: " ^ String.concatWith " " symbols ^ "\n")
val () = print ("same: " ^ Bool.toString (S.same (hd values, hd (SExpParser.parse (TextIO.openString "(define (square x) (* x x))"))))
                ^ " " ^ Bool.toString (S.same (hd values, List.last values)) ^ "\n")

val () = print "compact:\n"
val () = List.app (fn v => (SExpPrinter.print (TextIO.stdOut, v); print "\n")) values

val () = print "pretty:\n"
val pp = TextIOPP.openOut {dst = TextIO.stdOut, wid = 30}
val () = List.app (fn v => SExpPP.output (pp, v)) values
val () = TextIOPP.closeStream pp

val () = print ("error: " ^ ((ignore (SExpParser.parse (TextIO.openString "(a b\n  c ]")); "none")
                              handle Fail msg => msg) ^ "\n")
