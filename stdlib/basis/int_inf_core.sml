(* IntInf's type and arithmetic (Basis Library "The IntInf structure"; the
   structure itself is in int_inf.sml). Declared before INTEGER (int.sml)
   so that LargeInt.int, which INTEGER's toLarge and fromLarge name, is
   IntInf.int; and with the operators of the int class at this type here,
   because ld_overload must be given them in the unit that declares the
   type. Written over List and the ld_ primitives only: Vector, Array and
   Word come later.

   An IntInf.int is a sign and a magnitude of base-2^30 limbs, least
   significant first, without leading zero limbs; zero has none and is not
   negative, so equal integers have equal representations. *)

(* Placeholders: Int.int is the pervasive int; IntInf.int is the type (so
   that messages name it IntInf.int). int.sml and int_inf.sml declare the
   real structures. *)
structure Int = struct type int = int end
structure IntInf = struct datatype int = I of bool * Int.int vector end

structure BasisIntInf =
struct
  datatype int = datatype IntInf.int

  val base = 1073741824 (* 2^30 *)
  val bits = 30

  (* ---- magnitudes: int vectors, little-endian base-2^30 limbs ---- *)

  fun tabulate (n, f) = vector (List.tabulate (n, f))

  (* the limbs of an array prefix, without leading zeros *)
  fun trim (a, n) =
    let fun top k = if k > 0 andalso ld_array_sub (a, k - 1) = 0 then top (k - 1) else k
    in ld_vector_of_array (a, top n) end

  fun len (v : Int.int vector) = ld_vector_length v
  fun limb (v, i) = if i < len v then ld_vector_sub (v, i) else 0
  fun pow2 k = ld_word_to_int (ld_word_lshift (0w1, ld_word_from_int k))

  fun cmpInt (a : Int.int, b) = if a < b then LESS else if a > b then GREATER else EQUAL

  fun cmpN (a, b) =
    if len a <> len b then cmpInt (len a, len b)
    else
      let fun loop i =
            if i < 0 then EQUAL
            else case cmpInt (ld_vector_sub (a, i), ld_vector_sub (b, i)) of
                   EQUAL => loop (i - 1)
                 | ord => ord
      in loop (len a - 1) end

  fun addN (a, b) =
    let val n = (if len a > len b then len a else len b) + 1
        val r = ld_array_make (n, 0)
        fun loop (i, carry) =
          if i < n then
            let val t = limb (a, i) + limb (b, i) + carry
            in ld_array_update (r, i, t mod base); loop (i + 1, t div base) end
          else ()
    in loop (0, 0); trim (r, n) end

  (* a - b, for a >= b *)
  fun subN (a, b) =
    let val n = len a
        val r = ld_array_make (n, 0)
        fun loop (i, borrow) =
          if i < n then
            let val t = limb (a, i) - limb (b, i) - borrow
            in if t < 0 then (ld_array_update (r, i, t + base); loop (i + 1, 1))
               else (ld_array_update (r, i, t); loop (i + 1, 0))
            end
          else ()
    in loop (0, 0); trim (r, n) end

  (* the schoolbook product, in the runtime (ld_intinf_mul) *)
  val mulN = ld_intinf_mul

  (* a * m + c for small m, c (< 2^30) *)
  fun mulAddSmall (a, m, c) =
    let val n = len a + 1
        val r = ld_array_make (n, 0)
        fun loop (i, carry) =
          if i < n then
            let val t = limb (a, i) * m + carry
            in ld_array_update (r, i, t mod base); loop (i + 1, t div base) end
          else ()
    in loop (0, c); trim (r, n) end

  (* (a div d, a mod d) for 0 < d < 2^30 *)
  fun divSmall (a, d) =
    let val n = len a
        val q = ld_array_make (n, 0)
        fun loop (i, rem) =
          if i < 0 then rem
          else
            let val t = rem * base + ld_vector_sub (a, i)
            in ld_array_update (q, i, t div d); loop (i - 1, t mod d) end
        val r = loop (n - 1, 0)
    in (trim (q, n), r) end

  fun bitLength a =
    if len a = 0 then 0
    else
      let fun width (x, k) = if x = 0 then k else width (x div 2, k + 1)
      in (len a - 1) * bits + width (ld_vector_sub (a, len a - 1), 0) end

  fun testBit (a, k) = (limb (a, k div bits) div pow2 (k mod bits)) mod 2 = 1

  fun shiftLeftN (a, k) =
    if len a = 0 then a
    else
      let val whole = k div bits
          val shifted = mulAddSmall (a, pow2 (k mod bits), 0)
      in tabulate (len shifted + whole, fn i => if i < whole then 0 else ld_vector_sub (shifted, i - whole)) end

  fun shiftRightN (a, k) =
    let val whole = k div bits
    in
      if whole >= len a then vector []
      else
        let val dropped = tabulate (len a - whole, fn i => ld_vector_sub (a, i + whole))
        in #1 (divSmall (dropped, pow2 (k mod bits))) end
    end

  (* (a div b, a mod b) for b > 0: shift-and-subtract, one bit at a time *)
  fun divModN (a, b) =
    if len b = 1 then
      let val (q, r) = divSmall (a, ld_vector_sub (b, 0))
      in (q, if r = 0 then vector [] else vector [r]) end
    else if cmpN (a, b) = LESS then (vector [], a)
    else
      let val nbits = bitLength a
          val q = ld_array_make (len a, 0)
          fun loop (k, r) =
            if k < 0 then r
            else
              let val r = mulAddSmall (r, 2, if testBit (a, k) then 1 else 0)
              in
                if cmpN (r, b) = LESS then loop (k - 1, r)
                else
                  (ld_array_update (q, k div bits, ld_array_sub (q, k div bits) + pow2 (k mod bits));
                   loop (k - 1, subN (r, b)))
              end
          val r = loop (nbits - 1, vector [])
      in (trim (q, len a), r) end

  (* ---- signed integers ---- *)

  val zero = I (false, vector [])
  fun make (neg, m) = if len m = 0 then zero else I (neg, m)

  fun fromInt n =
    if n = 0 then zero
    else
      (* work with non-positive values so that minInt needs no special case *)
      let fun limbs (m, acc) = if m = 0 then rev acc else limbs (ld_int_quot (m, base), ~ (ld_int_rem (m, base)) :: acc)
      in I (n < 0, vector (limbs (if n < 0 then n else ~ n, []))) end

  (* Overflow outside the range of int *)
  fun toInt (I (neg, m)) =
    let fun loop (i, acc) = if i < 0 then acc else loop (i - 1, acc * base - ld_vector_sub (m, i))
        val negValue = loop (len m - 1, 0)
    in if neg then negValue else ~ negValue end

  (* w as an unsigned integer *)
  fun fromWord w =
    let fun limbs (w, acc) =
          if w = 0w0 then rev acc
          else limbs (ld_word_rshift (w, 0w30), ld_word_to_int (ld_word_andb (w, 0w1073741823)) :: acc)
    in make (false, vector (limbs (w, []))) end

  (* x modulo 2^63 (Word.wordSize): its low 63 two's complement bits *)
  fun toWord (I (neg, m)) =
    let fun wlimb i = ld_word_from_int (limb (m, i))
        val w = wlimb 0 + ld_word_lshift (wlimb 1, 0w30) + ld_word_lshift (ld_word_andb (wlimb 2, 0w7), 0w60)
    in if neg then 0w0 - w else w end

  fun ~ (I (neg, m)) = make (not neg, m)
  fun abs (I (_, m)) = I (false, m)
  fun sign (I (neg, m)) = if len m = 0 then 0 else if neg then ~1 else 1

  fun compare (I (na, a), I (nb, b)) =
    case (na, nb) of
      (false, true) => if len a = 0 andalso len b = 0 then EQUAL else GREATER
    | (true, false) => if len a = 0 andalso len b = 0 then EQUAL else LESS
    | (false, false) => cmpN (a, b)
    | (true, true) => cmpN (b, a)
  fun op < (a, b) = compare (a, b) = LESS
  fun op <= (a, b) = compare (a, b) <> GREATER
  fun op > (a, b) = compare (a, b) = GREATER
  fun op >= (a, b) = compare (a, b) <> LESS

  fun op + (I (na, a), I (nb, b)) =
    if na = nb then make (na, addN (a, b))
    else case cmpN (a, b) of
           LESS => make (nb, subN (b, a))
         | _ => make (na, subN (a, b))
  fun op - (a, b) = a + ~ b
  fun op * (I (na, a), I (nb, b)) = make (na <> nb, mulN (a, b))

  fun quotRem (I (na, a), I (nb, b)) =
    if len b = 0 then raise Div
    else let val (q, r) = divModN (a, b) in (make (na <> nb, q), make (na, r)) end
  (* floor division: adjust a truncated quotient with a remainder of the wrong sign *)
  fun divMod (a, b) =
    let val (q, r) = quotRem (a, b)
    in if sign r <> 0 andalso sign r <> sign b then (q - fromInt 1, r + b) else (q, r) end
  fun op div p = #1 (divMod p)
  fun op mod p = #2 (divMod p)
end

(* The overloaded operators work on this type too (Basis: the `int` class). *)
val () = ld_overload ("ld_int_literal", BasisIntInf.fromInt)
val () = (ld_overload ("+", BasisIntInf.+); ld_overload ("-", BasisIntInf.-); ld_overload ("*", BasisIntInf.*);
          ld_overload ("div", BasisIntInf.div); ld_overload ("mod", BasisIntInf.mod); ld_overload ("~", BasisIntInf.~);
          ld_overload ("abs", BasisIntInf.abs); ld_overload ("<", BasisIntInf.<); ld_overload ("<=", BasisIntInf.<=);
          ld_overload (">", BasisIntInf.>); ld_overload (">=", BasisIntInf.>=))
