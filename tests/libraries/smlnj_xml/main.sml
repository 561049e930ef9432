(* A client of the SML/NJ Library's XML library, whose lexer ml-ulex wrote
   (it runs on mllpt-lib): parse a document into the generic tree (names
   upper-cased, the white space between tags kept as text), walk it (the
   XML declaration, the doctype, every element with its attributes and its
   text, indented by depth), find elements by name, and report a
   mismatched end tag.  SML/NJ 110.79 has no XML library; the expected
   output is what Poly/ML prints running the same sources (smlnj-lib's and
   mllpt-lib's). *)
structure T = GenericXMLTree
structure P = XMLParserFn (T)

val tree = P.parseFile "catalog.xml"

fun attrs l = String.concatWith " " (map (fn (a, v) => Atom.toString a ^ "=" ^ String.toString v) l)
fun line (depth, s) = print (CharVector.tabulate (2 * depth, fn _ => #" ") ^ s ^ "\n")

fun walk depth (T.TEXT s) = line (depth, "text " ^ String.toString s)
  | walk depth (T.CDATA s) = line (depth, "cdata " ^ String.toString s)
  | walk depth (T.ELEMENT {name, attrs = a, content}) =
      (line (depth, "element " ^ Atom.toString name ^ (if null a then "" else " [" ^ attrs a ^ "]"));
       List.app (walk (depth + 1)) content)

val () = print ("decl: " ^ (case #xmlDecl tree of SOME a => attrs a | NONE => "none") ^ "\n")
val () = print ("doctype: " ^ (case #doctype tree
                                of SOME (T.DOCTYPE (n, SOME (T.SYSTEM s))) => n ^ " SYSTEM " ^ s
                                 | SOME (T.DOCTYPE (n, SOME (T.PUBLIC (p, s)))) => n ^ " PUBLIC " ^ p ^ " " ^ s
                                 | SOME (T.DOCTYPE (n, NONE)) => n
                                 | NONE => "none") ^ "\n")
val () = walk 0 (#content tree)

fun named n (e as T.ELEMENT {name, content, ...}) =
      (if Atom.same (name, Atom.atom n) then [e] else []) @ List.concat (map (named n) content)
  | named _ _ = []
fun text (T.ELEMENT {content, ...}) = String.concat (map text content)
  | text (T.TEXT s) = s
  | text (T.CDATA s) = s
val () = print ("titles: " ^ String.concatWith " | " (map text (named "TITLE" (#content tree))) ^ "\n")
val () = print ("books: " ^ Int.toString (length (named "BOOK" (#content tree))) ^ "\n")

val () = print ("bad: " ^ ((ignore (P.parseFile "bad.xml"); "parsed") handle P.ParseError msg => msg) ^ "\n")
