(* mllpt-lib's pieces a generated lexer stands on, used directly: UTF8
   (decoding well-formed, over-long, surrogate, cut-off and stray bytes,
   strict and replacing; encoding at each length's boundaries), ULexBuffer
   over an input that arrives in chunks (characters read across chunk
   edges, the text between two streams of different chunks, rereading an
   old stream, the newline flag), and AntlrStreamPos's source maps (lines,
   columns, a resynchronised place, spans).  The expected output is what
   Poly/ML prints running the same sources. *)
fun words ws = String.concatWith " " (map (fn w => "U+" ^ Word.toString w) ws)
fun decode strategy s =
      let fun go (ss, acc) =
                (case UTF8.getWC strategy Substring.getc ss
                  of NONE => words (rev acc)
                   | SOME (w, rest) => go (rest, w :: acc))
                handle UTF8.Invalid => words (rev acc) ^ " Invalid"
                     | UTF8.Incomplete => words (rev acc) ^ " Incomplete"
      in go (Substring.full s, []) end

val samples = [
      ("ascii", "Az~"),
      ("two bytes", "\195\169\223\191"),             (* U+E9 U+7FF *)
      ("three bytes", "\224\160\128\239\191\189"),   (* U+800 U+FFFD *)
      ("four bytes", "\240\144\128\128\244\143\191\191"), (* U+10000 U+10FFFF *)
      ("over-long", "\192\175x"),
      ("surrogate", "\237\160\128y"),
      ("beyond", "\244\144\128\128"),
      ("cut off", "a\226\130"),
      ("stray continuation", "\128b"),
      ("bad continuation", "\226(c")
    ]
val () = List.app (fn (name, s) =>
      print (name ^ ": " ^ decode UTF8.REPLACE s ^ " | strict: " ^ decode UTF8.STRICT s ^ "\n")) samples

val points = [0wx0, 0wx7F, 0wx80, 0wx7FF, 0wx800, 0wxFFFF, 0wx10000, 0wx10FFFF]
val () = print ("encode: " ^ String.concatWith " " (map (fn w => String.toString (UTF8.encode w)) points) ^ "\n")
val () = print ("round trip: " ^ Bool.toString (UTF8.explode (UTF8.implode points) = points) ^ "\n")
val () = print ("size: " ^ Int.toString (UTF8.size "a\195\169\226\130\172\240\159\152\128") ^ " toString: "
                ^ String.concatWith " " (map UTF8.toString [0wx41, 0wxA, 0wxE9, 0wx1F600]) ^ "\n")
val () = print ("encode beyond: " ^ ((ignore (UTF8.encode 0wx110000); "no") handle UTF8.Invalid => "Invalid") ^ "\n")

(* an input in chunks: "ab", "", "c\n", "d\226\130", "\172e" ("" ends it for ULexBuffer, so
   the empty chunk comes last) *)
fun chunked parts = let val rest = ref parts
                    in fn () => case !rest of [] => "" | p :: ps => (rest := ps; p) end
val start = ULexBuffer.mkStream (100, chunked ["ab", "c\n", "d\226\130", "\172e"])
fun readAll strm acc =
      case ULexBuffer.getu strm
       of NONE => (rev acc, strm)
        | SOME (w, strm') => readAll strm' ((w, ULexBuffer.getpos strm', ULexBuffer.lastWasNL strm') :: acc)
val (chars, final) = readAll start []
val () = print ("chars: " ^ String.concatWith " " (map (fn (w, p, nl) => Word.toString w ^ "@" ^ Int.toString p
                                                         ^ (if nl then "nl" else "")) chars) ^ "\n")
val () = print ("eof: " ^ Bool.toString (ULexBuffer.eof final) ^ " " ^ Bool.toString (ULexBuffer.eof start) ^ "\n")
fun advance (strm, 0) = strm
  | advance (strm, n) = case ULexBuffer.getc strm of SOME (_, s) => advance (s, n - 1) | NONE => strm
val s1 = advance (start, 1)
val s5 = advance (start, 5)
val () = print ("between: " ^ String.toString (Substring.string (ULexBuffer.subtract (s5, s1)))
                ^ " all: " ^ String.toString (Substring.string (ULexBuffer.subtract (final, start)))
                ^ " none: " ^ String.toString (Substring.string (ULexBuffer.subtract (s1, s1))) ^ "\n")
val () = print ("again: " ^ (case ULexBuffer.getc s1 of SOME (c, _) => String.str c | NONE => "end") ^ "\n")

structure SP = AntlrStreamPos
val sm = SP.mkSourcemap' "in.txt"
val () = (SP.markNewLine sm 4; SP.markNewLine sm 4; SP.markNewLine sm 9)
val () = print ("places: " ^ String.concatWith " " (map (SP.toString sm) [0, 3, 4, 5, 9, 12]) ^ "\n")
val () = SP.resynch sm (20, {fileName = SOME "other.sml", lineNo = 40, colNo = 7})
val () = print ("resynched: " ^ SP.toString sm 22 ^ " " ^ SP.spanToString sm (5, 7) ^ " "
                ^ SP.spanToString sm (6, 6) ^ " line " ^ Int.toString (SP.lineNo sm 10)
                ^ " col " ^ Int.toString (SP.colNo sm 10) ^ "\n")
val () = print ("same: " ^ Bool.toString (SP.same (sm, sm)) ^ " " ^ Bool.toString (SP.same (sm, SP.mkSourcemap ())) ^ "\n")
