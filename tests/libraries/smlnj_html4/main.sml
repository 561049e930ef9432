(* A client of the SML/NJ Library's HTML4 library, whose lexers ml-ulex and
   parsers ml-antlr wrote (they run on mllpt-lib, error repair included):
   parse a page, walk it (the title, the body's blocks, the links), print
   it back (HTML4Print), and parse two malformed inputs, which the parsers'
   error repair mends: a page missing an end tag, and attributes with a
   stray `=`.  SML/NJ 110.79 has no HTML4 library; the expected output
   is what Poly/ML prints running the same sources (smlnj-lib's and
   mllpt-lib's), this version's quirks included: an empty HEAD (the
   parse tree has the TITLE, HTML4Parser's conversion drops it), `&amp;;`,
   attribute values printed with their quotes doubled, `3.5` read as `35`.
   No table: this version's HTML4Parser rejects the tree its grammar gives
   a table without THEAD or TFOOT ("Expected entry of one of TBODY, ...;
   got entry of TBODIES_NOSTART"). *)
structure H = HTML4

val page = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n\
           \<html><head><title>Test page</title>\n\
           \<meta name=\"author\" content=\"ldriver\"></head>\n\
           \<body class=main>\n\
           \<h1>Hello &amp; welcome</h1>\n\
           \<p>Some <b>bold</b> and <i>italic</i> text, a <a href=\"http://example.org/\">link</a>.</p>\n\
           \<!-- a comment -->\n\
           \<ul><li>one</li><li>two <a href=\"two.html\">2</a></li></ul>\n\
           \<div>a division</div>\n\
           \</body></html>\n"

fun parse s = case HTML4Parser.fromString s of SOME h => h | NONE => raise Fail "no parse"

fun blockName (H.P _) = "P" | blockName (H.H1 _) = "H1" | blockName (H.UL _) = "UL" | blockName (H.TABLE _) = "TABLE"
  | blockName _ = "other"

fun cdata l = String.concat (map (fn H.PCDATA s => s | H.ENTITY a => "&" ^ Atom.toString a ^ ";"
                                   | H.CHAR i => "&#" ^ IntInf.toString i ^ ";" | H.COMMENT _ => "") l)

fun title (H.HTML {head, ...}) =
      String.concat (List.mapPartial (fn H.Head_TITLE (_, c) => SOME (cdata c) | _ => NONE) head)

fun blocks (H.HTML {content = H.BodyOrFrameset_BODY (H.BODY (_, items)), ...}) =
      List.mapPartial (fn H.BlockOrScript_BLOCK b => SOME (blockName b) | _ => NONE) items
  | blocks _ = []

fun show label h =
      let val buf = CharBuffer.new 256
      in
        HTML4Print.prHTML {putc = fn c => CharBuffer.add1 (buf, c), puts = fn s => CharBuffer.addVec (buf, s)} h;
        print (label ^ ":\n" ^ CharBuffer.contents buf)
      end

val html = parse page
val () = print ("title: " ^ title html ^ "\n")
val () = print ("blocks: " ^ String.concatWith " " (blocks html) ^ "\n")
val () = show "printed" html

val mended = parse "<html><body><p>bold <b>unclosed</p><p>next</p></body></html>"
val () = print ("mended blocks: " ^ String.concatWith " " (blocks mended) ^ "\n")
val () = show "mended" mended

fun attr (a, v) = Atom.toString a ^ (case v of SOME s => "=" ^ String.toString s | NONE => "")
val () = print ("attributes: " ^ String.concatWith " " (map attr (HTML4TokenUtils.parseAttrs "a = = \"x\" b c=3.5")) ^ "\n")
