(* A client of the SML/NJ Library's HTML (3.2) library, whose parser
   ML-Yacc wrote (it runs on mlyacc-lib): parse a page, with an error
   handler that prints each complaint (a bad attribute value, an unknown
   tag) with its line, and print the tree back (PrHTML).  SML/NJ 110.79
   ships no HTML library; the expected output is what Poly/ML prints
   running the same sources (their or-patterns, which the library's MLB
   allows, written out as separate clauses in a scratch copy: Poly/ML has
   none).  This version's lexer does not know the DOCTYPE line: the first
   two complaints are about it. *)
structure Err : HTML_ERROR =
  struct
    type context = {file : string option, line : int}
    fun say kind ({line, ...} : context) what = print ("line " ^ Int.toString line ^ ": " ^ kind ^ " " ^ what ^ "\n")
    fun badStartTag c s = say "bad start tag" c s
    fun badEndTag c s = say "bad end tag" c s
    fun badAttrVal c (a, v) = say "bad attribute value" c (a ^ "=" ^ v)
    fun lexError c s = say "lexical error" c s
    fun syntaxError c s = say "syntax error" c s
    fun missingAttrVal c s = say "missing attribute value" c s
    fun missingAttr c s = say "missing attribute" c s
    fun unknownAttr c s = say "unknown attribute" c s
    fun unquotedAttrVal c s = say "unquoted attribute value" c s
  end
structure Parser = HTMLParserFn (Err)
val html = Parser.parseFile "page.html"
val HTML.HTML {head, ...} = html
val () = print ("head items: " ^ Int.toString (length head) ^ "\n")
val () = PrHTML.prHTML {putc = fn c => print (String.str c), puts = print} html
