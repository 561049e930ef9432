(* IntInf's type and arithmetic (Basis Library "The IntInf structure"; the
   structure itself is in int_inf.sml). Declared before INTEGER (int.sml)
   so that LargeInt.int, which INTEGER's toLarge and fromLarge name, is
   IntInf.int; and with the operators of the int class at this type here,
   because ld_overload must be given them in the unit that declares the
   type. Written over the ld_ primitives only: List, Vector, Array and Word
   come later.

   An IntInf.int is SMALL of an int when it fits in one, else POS or NEG of
   its magnitude: a string of 64-bit limbs, least significant first, with no
   leading zero limb, whose arithmetic is GMP's (runtime/intinf.c, the
   ld_intinf_ primitives). A value has one representation, so polymorphic
   equality and the structural compare of strings are right. Operations on
   two SMALLs stay on ints, leaving them only on Overflow. *)

(* Placeholders: Int.int is the pervasive int; IntInf.int is the type (so
   that messages name it IntInf.int). int.sml and int_inf.sml declare the
   real structures. *)
structure Int = struct type int = int end
structure IntInf = struct datatype int = SMALL of Int.int | POS of string | NEG of string end

structure BasisIntInf =
struct
  datatype int = datatype IntInf.int

  (* int operations, named before this structure's own operators hide them *)
  fun addInt (a : Int.int, b) = a + b
  fun subInt (a : Int.int, b) = a - b
  fun mulInt (a : Int.int, b) = a * b
  fun divInt (a : Int.int, b) = a div b
  fun modInt (a : Int.int, b) = a mod b
  fun lessInt (a : Int.int, b) = a < b
  fun cmpInt (a : Int.int, b) = if a < b then LESS else if a > b then GREATER else EQUAL

  (* the sign arguments of the primitives *)
  fun signArg neg = if neg then 1 else 0

  (* the integer of a sign and a magnitude: SMALL when it fits *)
  fun make (neg, m) =
    let val v = ld_intinf_small (m, signArg neg)
    in if v <> 0 orelse size m = 0 then SMALL v else if neg then NEG m else POS m end

  (* the sign and magnitude of an integer *)
  fun view (SMALL n) = (n < 0, ld_intinf_of_int n)
    | view (POS m) = (false, m)
    | view (NEG m) = (true, m)

  fun addView ((na, a), (nb, b)) =
    if na = nb then make (na, ld_intinf_add (a, b))
    else if ld_intinf_cmp (a, b) < 0 then make (nb, ld_intinf_sub (b, a))
    else make (na, ld_intinf_sub (a, b))

  val zero = SMALL 0
  val one = SMALL 1
  fun fromInt n = SMALL n

  (* Overflow outside the range of int: a POS or NEG never fits *)
  fun toInt (SMALL n) = n
    | toInt _ = raise Overflow

  (* w as an unsigned integer: beyond maxInt, twice its upper 62 bits plus its lowest *)
  fun fromWord w =
    if ld_word_rshift (w, 0w62) = 0w0 then SMALL (ld_word_to_int w)
    else make (false, ld_intinf_add (ld_intinf_lshift (ld_intinf_of_int (ld_word_to_int (ld_word_rshift (w, 0w1))), 1),
                                     ld_intinf_of_int (ld_word_to_int (ld_word_andb (w, 0w1)))))

  (* x modulo 2^63 (Word.wordSize): its low 63 two's complement bits *)
  fun toWord (SMALL n) = ld_word_from_int n
    | toWord (POS m) = ld_intinf_low_word m
    | toWord (NEG m) = 0w0 - ld_intinf_low_word m

  fun ~ (SMALL n) = (SMALL (subInt (0, n)) handle Overflow => POS (ld_intinf_of_int n))
    | ~ (POS m) = make (true, m)
    | ~ (NEG m) = POS m
  fun abs (x as SMALL n) = if n < 0 then ~ x else x
    | abs (NEG m) = POS m
    | abs x = x
  fun sign (SMALL n) = if n < 0 then ~1 else if n > 0 then 1 else 0
    | sign (POS _) = 1
    | sign (NEG _) = ~1

  fun compare (SMALL a, SMALL b) = cmpInt (a, b)
    | compare (SMALL _, POS _) = LESS
    | compare (SMALL _, NEG _) = GREATER
    | compare (POS _, SMALL _) = GREATER
    | compare (NEG _, SMALL _) = LESS
    | compare (POS a, POS b) = cmpInt (ld_intinf_cmp (a, b), 0)
    | compare (NEG a, NEG b) = cmpInt (ld_intinf_cmp (b, a), 0)
    | compare (POS _, NEG _) = GREATER
    | compare (NEG _, POS _) = LESS
  fun op < (SMALL a, SMALL b) = lessInt (a, b)
    | op < p = compare p = LESS
  fun op <= (SMALL a, SMALL b) = not (lessInt (b, a))
    | op <= p = compare p <> GREATER
  fun op > (SMALL a, SMALL b) = lessInt (b, a)
    | op > p = compare p = GREATER
  fun op >= (SMALL a, SMALL b) = not (lessInt (a, b))
    | op >= p = compare p <> LESS

  fun op + (x as SMALL a, y as SMALL b) = (SMALL (addInt (a, b)) handle Overflow => addView (view x, view y))
    | op + (x, y) = addView (view x, view y)
  fun op - (x as SMALL a, y as SMALL b) =
        (SMALL (subInt (a, b)) handle Overflow => addView (view x, view (~ y)))
    | op - (x, y) = let val (nb, b) = view y in addView (view x, (not nb, b)) end
  fun mulBig (x, y) =
    let val (na, a) = view x
        val (nb, b) = view y
    in make (na <> nb, ld_intinf_mul (a, b)) end
  fun op * (x as SMALL a, y as SMALL b) = (SMALL (mulInt (a, b)) handle Overflow => mulBig (x, y))
    | op * p = mulBig p

  (* truncated division; minInt quot ~1 is the one SMALL quotient that is not *)
  fun quotRem (SMALL a, SMALL b) =
        if b = 0 then raise Div
        else if b = ~1 then (~ (SMALL a), zero)
        else (SMALL (ld_int_quot (a, b)), SMALL (ld_int_rem (a, b)))
    | quotRem (x, y) =
        let val (na, a) = view x
            val (nb, b) = view y
        in
          if size b = 0 then raise Div
          else
            let val qr = ld_intinf_divrem (a, b)
            in (make (na <> nb, ld_vector_sub (qr, 0)), make (na, ld_vector_sub (qr, 1))) end
        end
  (* floor division: adjust a truncated quotient with a remainder of the wrong sign *)
  fun divMod (SMALL a, SMALL b) =
        if b = 0 then raise Div
        else if b = ~1 then (~ (SMALL a), zero)
        else (SMALL (divInt (a, b)), SMALL (modInt (a, b)))
    | divMod (x, y) =
        let val (q, r) = quotRem (x, y)
        in if sign r <> 0 andalso sign r <> sign y then (q - one, r + y) else (q, r) end
  fun op div p = #1 (divMod p)
  fun op mod (SMALL a, SMALL b) = SMALL (modInt (a, b))
    | op mod p = #2 (divMod p)
end

(* The overloaded operators work on this type too (Basis: the `int` class). *)
val () = ld_overload ("ld_int_literal", BasisIntInf.fromInt)
val () = (ld_overload ("+", BasisIntInf.+); ld_overload ("-", BasisIntInf.-); ld_overload ("*", BasisIntInf.*);
          ld_overload ("div", BasisIntInf.div); ld_overload ("mod", BasisIntInf.mod); ld_overload ("~", BasisIntInf.~);
          ld_overload ("abs", BasisIntInf.abs); ld_overload ("<", BasisIntInf.<); ld_overload ("<=", BasisIntInf.<=);
          ld_overload (">", BasisIntInf.>); ld_overload (">=", BasisIntInf.>=))
