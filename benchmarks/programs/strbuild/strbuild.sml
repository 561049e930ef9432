(* Benchmark strbuild: string building and taking apart with the Basis:
   records are formatted with String.concat, ^, Int.toString and
   StringCvt.padLeft, joined with String.concatWith, split again with
   String.tokens / String.fields, parsed back with Int.fromString, transformed
   with String.translate, String.map and Substring (splitl, triml, isPrefix).
   Problem size: number of records.  Checksum: lengths and a character hash
   (mod 1000003) of everything built, and the sum of the numbers parsed back. *)
val defaultSize = 300000
fun getSize () = BenchSize.get defaultSize

fun hash (s, h) = CharVector.foldl (fn (c, h) => (h * 31 + ord c) mod 1000003) h s

val words = Vector.fromList ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]

fun record i =
  String.concat [
    "id=", StringCvt.padLeft #"0" 7 (Int.toString i), ";",
    "name=", Vector.sub (words, i mod 8), "_", Int.toString (i mod 97), ";",
    "score=", Int.toString ((i * 37) mod 1000 - 500), ";",
    "tags=", String.concatWith "," (List.tabulate (i mod 4 + 1, fn k => Vector.sub (words, (i + k) mod 8)))]

fun fieldValue f =
  case String.fields (fn c => c = #"=") f of
      [_, v] => v
    | _ => ""

fun process (i, (len, h, nums)) =
  let val r = record i
      val fields = String.tokens (fn c => c = #";") r
      val id = valOf (Int.fromString (fieldValue (List.nth (fields, 0))))
      val score = valOf (Int.fromString (fieldValue (List.nth (fields, 2))))
      val upper = String.map Char.toUpper (fieldValue (List.nth (fields, 1)))
      val tags = String.tokens (fn c => c = #",") (fieldValue (List.nth (fields, 3)))
      val escaped = String.translate (fn #"_" => "\\_" | #"," => ", " | c => String.str c) r
      val (digits, rest) = Substring.splitl Char.isDigit (Substring.triml 3 (Substring.full r))
      val line = upper ^ ":" ^ Substring.string digits ^ (if Substring.isPrefix ";name" rest then "+" else "-")
                 ^ Int.toString (length tags)
  in (len + String.size r + String.size escaped + String.size line,
      hash (line, hash (escaped, h)),
      (nums + id mod 1000 + score) mod 1000003)
  end

fun main () =
  let val n = getSize ()
      fun loop (i, acc) = if i = n then acc else loop (i + 1, process (i, acc))
      val (len, h, nums) = loop (0, (0, 0, 0))
  in print ("strbuild " ^ Int.toString n ^ " length " ^ Int.toString (len mod 1000003) ^ " hash " ^ Int.toString h
            ^ " numbers " ^ Int.toString nums ^ "\n") end
