(* A client of the SML/NJ Library's RegExp and PP libraries: awk-syntax
   regular expressions under the backtracking and DFA engines (first match,
   match at the start, groups, every match of a line), and the pretty
   printer laying out one tree at two widths with HOV, V and H boxes. The
   output is SML/NJ 110.79's (its regexp-lib.cm and pp-lib.cm). *)
fun line label s = print (label ^ ": " ^ s ^ "\n")
structure BT = RegExpFn (structure P = AwkSyntax structure E = BackTrackEngine)
structure DFA = RegExpFn (structure P = AwkSyntax structure E = DfaEngine)

fun text (pos, len) = Substring.string (Substring.slice (pos, 0, SOME len))
fun root mt = let val {pos, len} = MatchTree.root mt in text (pos, len) end
fun found find re s =
  case find re Substring.getc (Substring.full s) of
    SOME (mt, _) => root mt
  | NONE => "-"
fun prefix pre re s =
  case pre re Substring.getc (Substring.full s) of
    SOME (mt, _) => root mt
  | NONE => "-"

val subjects = ["the year 1999 and 2024", "no digits", "x=42;y=7", "aaab"]
val res = ["[0-9]+", "a*b", "(x|y)=[0-9]+", "^[a-z]+", "b$"]
val () = List.app (fn r =>
  let val bt = BT.compileString r
      (* the DFA engine has no anchors: it raises CannotCompile *)
      val dfa = SOME (DFA.compileString r) handle RegExpSyntax.CannotCompile => NONE
      fun both s = found BT.find bt s ^ "/" ^ (case dfa of SOME d => found DFA.find d s | NONE => "CannotCompile")
  in line ("find " ^ r) (String.concatWith " | " (map both subjects)) end) res
val () = line "prefix" (String.concatWith " " (map (prefix BT.prefix (BT.compileString "[a-z]+")) subjects))

(* groups: MatchTree.nth 1, 2 of key=value *)
val kv = BT.compileString "([a-z]+)=([0-9]+)"
fun groups s =
  case BT.find kv Substring.getc (Substring.full s) of
    SOME (mt, rest) =>
      let fun g i = let val {pos, len} = MatchTree.nth (mt, i) in text (pos, len) end handle Subscript => "?"
      in (g 1 ^ "->" ^ g 2) :: groups (Substring.string rest) end
  | NONE => []
val () = line "groups" (String.concatWith " " (groups "a=1, bb=22; ccc=333 d=x"))
val () = line "syntax error" ((ignore (BT.compileString "(a|b"); "compiled") handle BT.CannotParse => "CannotParse" | _ => "other")

(* PP *)
datatype tree = Leaf of string | Node of string * tree list
fun pp strm (Leaf s) = TextIOPP.string strm s
  | pp strm (Node (f, args)) =
      (TextIOPP.openHOVBox strm (TextIOPP.Rel 2);
       TextIOPP.string strm (f ^ "(");
       List.foldl (fn (a, first) => (if first then () else (TextIOPP.string strm ","; TextIOPP.break strm {nsp = 1, offset = 0});
                                      pp strm a; false)) true args;
       TextIOPP.string strm ")";
       TextIOPP.closeBox strm)
val t = Node ("add", [Node ("mul", [Leaf "x", Leaf "y"]), Node ("neg", [Leaf "zeta"]),
                      Node ("call", [Leaf "alpha", Leaf "beta", Leaf "gamma", Node ("pair", [Leaf "1", Leaf "2"])])])
fun show wid =
  let val strm = TextIOPP.openOut {dst = TextIO.stdOut, wid = wid}
  in pp strm t; TextIOPP.newline strm; TextIOPP.closeStream strm end
val () = (print "width 80:\n"; show 80; print "width 24:\n"; show 24)
val () =
  let val strm = TextIOPP.openOut {dst = TextIO.stdOut, wid = 20}
  in TextIOPP.openVBox strm (TextIOPP.Abs 4);
     TextIOPP.string strm "let"; TextIOPP.newline strm;
     TextIOPP.string strm "val a = 1"; TextIOPP.newline strm;
     TextIOPP.string strm "val b = 2";
     TextIOPP.closeBox strm; TextIOPP.newline strm;
     TextIOPP.openHBox strm; TextIOPP.string strm "in"; TextIOPP.space strm 1; TextIOPP.string strm "a + b";
     TextIOPP.space strm 1; TextIOPP.string strm "end"; TextIOPP.closeBox strm; TextIOPP.newline strm;
     TextIOPP.closeStream strm
  end
