(* Conversions from text at their edges, as data: input => result or the
   exception raised. Word scan prefixes and white space, Real and IEEEReal
   on nan/inf (signs kept) and on exponents beyond the int range (Overflow,
   as SML/NJ and Poly/ML), Substring.triml/trimr on a negative count,
   Date.fmt %U %W %c. *)
fun show f x = f x handle e => "raises " ^ exnName e
fun table name f inputs = app (fn s => print (name ^ " " ^ String.toString s ^ " => " ^ show f s ^ "\n")) inputs

fun optWord NONE = "NONE" | optWord (SOME w) = "SOME " ^ Word.toString w
fun optWord8 NONE = "NONE" | optWord8 (SOME w) = "SOME " ^ Word8.toString w
val wordInputs = ["0wx1F", "0x1F", "0w1F", "0W12", "  ff", "\t\n 0w12", "0wxg", "0w", "0x", "100", "1ff",
                  "FFFFFFFFFFFFFFFFFFFF", "ff ", "~1", ""]
val () = table "Word.fromString" (optWord o Word.fromString) wordInputs
val () = table "Word8.fromString" (optWord8 o Word8.fromString) wordInputs
fun scanRest r s =
  case Word.scan r Substring.getc (Substring.full s) of
    NONE => "NONE"
  | SOME (w, rest) => Word.toString w ^ " rest " ^ String.toString (Substring.string rest)
val prefixInputs = ["0", "0w", "0wx", "0x", "0w1", "0wx1", "0x1", " 1", "0w2"]
val () = table "Word.scan BIN" (scanRest StringCvt.BIN) prefixInputs
val () = table "Word.scan DEC" (scanRest StringCvt.DEC) prefixInputs
val () = table "Word.scan HEX" (scanRest StringCvt.HEX) prefixInputs

fun optReal NONE = "NONE"
  | optReal (SOME r) = "SOME " ^ Real.toString r ^ (if Real.signBit r then " (sign set)" else "")
val () = table "Real.fromString" (optReal o Real.fromString)
  ["nan", "~nan", "-NaN", "+inf", "infinity", "~infinity", "Inf", "-inf", "0.0e123213213123213123123",
   "1e~99999999999999999999", "1e400", "1e~400", "1.5e", "1.5e~", ".5", "5.", "~.5e1", "-1.5E+2", "e5", "."]
fun scanReal s =
  case Real.scan Substring.getc (Substring.full s) of
    NONE => "NONE"
  | SOME (r, rest) => Real.toString r ^ " rest " ^ String.toString (Substring.string rest)
val () = table "Real.scan" scanReal ["infinityx", "infx", "nanq", "1.e2", "2e+", "  3.25e1z"]
fun optDecimal NONE = "NONE"
  | optDecimal (SOME (d : IEEEReal.decimal_approx)) =
      IEEEReal.toString d ^ (if #sign d then " (sign set)" else "")
val () = table "IEEEReal.fromString" (optDecimal o IEEEReal.fromString)
  ["nan", "~nan", "0.0", "-0.00e5", "001.2300", "0.05", "1e3", ".5E~2", "x", "12.e4", "infinity", "~InF",
   "1e99999999999999999999"]
val () = table "decimal round trip" (fn s => Real.toString (valOf (Real.fromDecimal (Real.toDecimal (valOf (Real.fromString s))))))
  ["~nan", "nan", "~inf", "~0.0", "1.25"]
val () = table "decimal round trip sign" (fn s => Bool.toString (Real.signBit (valOf (Real.fromDecimal (Real.toDecimal (valOf (Real.fromString s)))))))
  ["~nan", "nan", "~0.0"]

fun trim f k = show (fn () => (f k; "applied")) ()
val () = app (fn k => print ("Substring.triml " ^ Int.toString k ^ " => " ^ trim Substring.triml k
                             ^ "; trimr => " ^ trim Substring.trimr k ^ "\n")) [~1, 0, 5]
val () = print ("triml 2 \"abc\" => " ^ Substring.string (Substring.triml 2 (Substring.full "abc"))
                ^ "; trimr 5 => \"" ^ Substring.string (Substring.trimr 5 (Substring.full "abc")) ^ "\"\n")

val days = [(2024, Date.Mar, 5), (2024, Date.Dec, 25), (2023, Date.Jan, 1), (2024, Date.Jan, 7), (2024, Date.Jan, 1)]
val () = app (fn (y, m, d) =>
  print (Date.fmt "%Y-%m-%d %a: %%U %U %%W %W %%w %w %%j %j %%c %c" (Date.date {year = y, month = m, day = d, hour = 9, minute = 5, second = 0, offset = NONE}) ^ "\n"))
  days
