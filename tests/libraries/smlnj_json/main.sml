(* A client of the SML/NJ Library's JSON and UUID libraries: parse a
   document, walk it (JSONUtil paths and fields, a fold over the tree), edit
   it, print it compact and pretty, and round-trip it; UUIDs from and to
   text, compared and hashed (FNV-1a over the 16 bytes); a generated UUID is
   checked by its shape only (it is random). SML/NJ 110.79 has neither
   library: the printed layout is what JSONStreamOutputFn writes (2 spaces
   per level, a closing brace one level out, a newline at the end), the UUID
   hashes FNV-1a of the bytes computed apart, cut to the 63-bit word. *)
fun line label s = print (label ^ ": " ^ s ^ "\n")
val doc = "{ \"name\": \"ldriver\", \"version\": [0, 2, 0], \"tags\": [\"sml\", \"compiler\"],\n\
          \  \"stable\": false, \"ratio\": 2.5, \"big\": 123456789012345678901234567890, \"neg\": -17,\n\
          \  \"text\": \"tab\\there \\\"quoted\\\" \\u00e9\", \"nested\": {\"empty\": {}, \"list\": [], \"nothing\": null}}"
val v = JSONParser.parse (JSONParser.openString doc)

fun kind (JSON.OBJECT _) = "object" | kind (JSON.ARRAY _) = "array" | kind JSON.NULL = "null"
  | kind (JSON.BOOL _) = "bool" | kind (JSON.INT _) = "int" | kind (JSON.FLOAT _) = "float" | kind (JSON.STRING _) = "string"
fun count (JSON.OBJECT fields) = List.foldl (fn ((_, x), n) => n + count x) 1 fields
  | count (JSON.ARRAY xs) = List.foldl (fn (x, n) => n + count x) 1 xs
  | count _ = 1
val () = line "fields" (String.concatWith " " (case v of JSON.OBJECT fs => map (fn (k, x) => k ^ ":" ^ kind x) fs | _ => []))
val () = line "values" (Int.toString (count v))
val () = line "name" (JSONUtil.asString (JSONUtil.lookupField v "name"))
val () = line "version" (String.concatWith "." (JSONUtil.arrayMap (Int.toString o JSONUtil.asInt) (JSONUtil.lookupField v "version")))
val () = line "big" (IntInf.toString (JSONUtil.asIntInf (JSONUtil.lookupField v "big")) ^ " "
  ^ Int.toString (JSONUtil.asInt (JSONUtil.lookupField v "neg")) ^ " " ^ Real.toString (JSONUtil.asNumber (JSONUtil.lookupField v "ratio")))
val () = line "text" (String.toString (JSONUtil.asString (JSONUtil.lookupField v "text")))
val () = line "path" (kind (JSONUtil.get (v, [JSONUtil.SEL "nested", JSONUtil.SEL "nothing"])) ^ " "
  ^ JSONUtil.asString (JSONUtil.get (v, [JSONUtil.SEL "tags", JSONUtil.SUB 1])))
val () = line "missing" (Bool.toString (JSONUtil.hasField "nope" v) ^ " "
  ^ ((ignore (JSONUtil.lookupField v "nope"); "found") handle e => JSONUtil.exnMessage e))
val v2 = JSONUtil.replace (v, [JSONUtil.SEL "stable"], JSON.BOOL true)
val v2 = JSONUtil.append (v2, [JSONUtil.SEL "tags"], [JSON.STRING "mlb"])
val () = print "compact: "
val () = JSONPrinter.print (TextIO.stdOut, v2)
val () = print "\npretty:\n"
val () = JSONPrinter.print' {strm = TextIO.stdOut, pretty = true} (JSONUtil.get (v2, [JSONUtil.SEL "nested"]))
val () = print "\n"
(* printing and parsing again gives the same tree *)
fun same (JSON.OBJECT a, JSON.OBJECT b) = ListPair.allEq (fn ((k, x), (l, y)) => k = l andalso same (x, y)) (a, b)
  | same (JSON.ARRAY a, JSON.ARRAY b) = ListPair.allEq same (a, b)
  | same (JSON.FLOAT a, JSON.FLOAT b) = Real.== (a, b)
  | same (JSON.INT a, JSON.INT b) = a = b
  | same (JSON.STRING a, JSON.STRING b) = a = b
  | same (JSON.BOOL a, JSON.BOOL b) = a = b
  | same (JSON.NULL, JSON.NULL) = true
  | same _ = false
val file = OS.FileSys.tmpName ()
val out = TextIO.openOut file
val () = JSONPrinter.print (out, v2)
val () = TextIO.closeOut out
val () = line "round trip" (Bool.toString (same (JSONParser.parseFile file, v2)) ^ " " ^ Bool.toString (same (v, v2)))
val () = OS.FileSys.remove file
val () = line "syntax error" ((ignore (JSONParser.parse (JSONParser.openString "[1, 2")); "parsed") handle _ => "rejected")

(* UUID *)
val u = valOf (UUID.fromString "123e4567-e89b-12d3-a456-426614174000")
val w = valOf (UUID.fromString "00000000-0000-0000-0000-000000000001")
val () = line "UUID" (UUID.toString u ^ " " ^ UUID.toString UUID.null ^ " " ^ Bool.toString (UUID.same (u, u)) ^ " "
  ^ (case UUID.compare (w, u) of LESS => "LESS" | EQUAL => "EQUAL" | GREATER => "GREATER"))
val () = line "UUID hash" (Word.toString (UUID.hash u) ^ " " ^ Word.toString (UUID.hash UUID.null))
val () = line "UUID bad" (String.concatWith " " (map (fn s => case UUID.fromString s of NONE => "NONE" | SOME x => UUID.toString x)
  ["123e4567-e89b-12d3-a456-42661417400", "123e4567e89b12d3a456426614174000", "123E4567-E89B-12D3-A456-426614174000"]))
val g = GenUUID.new ()
val s = UUID.toString g
val () = line "generated" (Int.toString (size s) ^ " " ^ String.substring (s, 14, 1) ^ " "
  ^ Bool.toString (case UUID.fromString s of SOME x => UUID.same (x, g) | NONE => false) ^ " " ^ Bool.toString (Word8Vector.length (UUID.toBytes g) = 16))
