(* mllpt-lib's error repair on S-expressions (sexp.sml): each input, what
   the parse gives, and the repairs it made, as AntlrRepair prints them. *)
fun show (Sym s) = s
  | show (Num n) = Int.toString n
  | show (Quote v) = "'" ^ show v
  | show (List vs) = "(" ^ String.concatWith " " (map show vs) ^ ")"

fun try text =
      let val sm = AntlrStreamPos.mkSourcemap ()
          val (result, _, repairs) = SParser.parse (SLexer.lex sm) (SLexer.streamify text)
      in
        print (String.toString text ^ " => "
               ^ (case result of SOME vs => String.concatWith " " (map show vs) | NONE => "no parse") ^ "\n");
        List.app (fn r => print ("  " ^ AntlrRepair.repairToString STokens.toString sm r ^ "\n")) repairs
      end

val () = List.app try [
      "(define (square x) (* x x))",
      "(a (b c) 'd",
      "(a b)) c",
      "(a ' ) (b)",
      "(first line)\n  (second ) ) line)\n(third)",
      ")",
      "(a 'b (c (d e f g h i j k",
      "(x) ) ) ) ) ) ) ) y"
    ]

val () = print (AntlrStreamPos.spanToString (AntlrStreamPos.mkSourcemap' "f.scm") (3, 7) ^ " "
                ^ AntlrRepair.actionToString STokens.toString (AntlrRepair.Subst {old = [STokens.RP], new = [STokens.LP]}) ^ "\n")
