(* IntInf products through the runtime's magnitude multiplication (ld_intinf_mul),
   checked against digits computed independently: limbs of all ones (the
   largest carries), zero and one operands, signs, and a 300-digit square. *)
fun line s = print (s ^ "\n")
val show = IntInf.toString
val big = IntInf.pow (2, 300) - 1
val () = line (show (big * big))
val () = line (show (IntInf.pow (10, 150) * IntInf.pow (10, 150) + 1))
val () = line (show ((~123456789012345678901234567890 : IntInf.int) * 987654321098765432109876543210))
val () = line (show (0 * big) ^ " " ^ show (big * 0) ^ " " ^ show (1 * (7 : IntInf.int)) ^ " " ^ show (~1 * (~1 : IntInf.int)))
val () = line (show (1073741823 * (1073741823 : IntInf.int)) ^ " " ^ show (1073741824 * (1073741824 : IntInf.int)))
fun fact n = if n <= 1 then IntInf.fromInt 1 else IntInf.fromInt n * fact (n - 1)
val () = line (show (fact 60))
val x = IntInf.pow (3, 200) + 17
val () = line (show ((x * x) div x - x) ^ " " ^ show ((x * x) mod 1000003))
(* constants beyond int's range at IntInf, in expressions and patterns *)
val w : IntInf.int = 123456789012345678901234567890123456789
fun name (x : IntInf.int) = case x of 4611686018427387904 => "2^62" | ~4611686018427387905 => "-2^62-1" | _ => "other"
val () = line (show (w * ~1000000000000000000000) ^ " " ^ name (IntInf.pow (2, 62)) ^ " "
               ^ name (~(IntInf.pow (2, 62)) - 1) ^ " " ^ name 0)
