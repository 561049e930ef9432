(* Benchmark boyer: a Boyer-style tautology checker.  Terms are rewritten to
   if-normal form with a table of lemmas (one-way matching, substitution,
   innermost rewriting), then checked by case splitting on if-tests.  Lemmas
   and terms are read from s-expression strings by a small reader at start-up.
   Problem size: number of theorem instances checked (each instance nests the
   substituted terms to a depth depending on its index; every other one is a
   non-theorem).  Checksum: tautologies found and rewrites done (mod 2^20). *)
val defaultSize = 200
fun getSize () = BenchSize.get defaultSize

datatype term = V of int | F of int * term list

(* ---- symbols ---- *)
val symNames : string list ref = ref []
val symCount = ref 0
fun intern name =
  let fun find ([], _) = NONE
        | find (n :: rest, i) = if n = name then SOME i else find (rest, i - 1)
  in case find (!symNames, !symCount - 1) of
         SOME i => i
       | NONE => (symNames := name :: !symNames; symCount := !symCount + 1; !symCount - 1)
  end

(* ---- reader: (f a b), single lowercase letters are variables ---- *)
exception Syntax of string
fun read (s : string) : term =
  let
    val n = String.size s
    fun skip i = if i < n andalso Char.isSpace (String.sub (s, i)) then skip (i + 1) else i
    fun atomEnd i = if i < n andalso (Char.isAlphaNum (String.sub (s, i)) orelse String.sub (s, i) = #"-")
                    then atomEnd (i + 1) else i
    fun term i =
      let val i = skip i
      in if i >= n then raise Syntax s
         else if String.sub (s, i) = #"(" then
           let val j = skip (i + 1)
               val k = atomEnd j
               val f = intern (String.substring (s, j, k - j))
               fun args (i, acc) =
                 let val i = skip i
                 in if i < n andalso String.sub (s, i) = #")" then (F (f, rev acc), i + 1)
                    else let val (t, i') = term i in args (i', t :: acc) end
                 end
           in args (k, []) end
         else
           let val k = atomEnd i
               val a = String.substring (s, i, k - i)
           in if k = i then raise Syntax s
              else if String.size a = 1 then (V (ord (String.sub (a, 0))), k)
              else (F (intern a, []), k)
           end
      end
  in #1 (term 0) end

(* ---- lemmas indexed by head symbol ---- *)
val lemmaTexts = [
  "(equal (and p q) (if p (if q (t) (f)) (f)))",
  "(equal (or p q) (if p (t) (if q (t) (f))))",
  "(equal (not p) (if p (f) (t)))",
  "(equal (implies p q) (if p (if q (t) (f)) (t)))",
  "(equal (if (if a b c) d e) (if a (if b d e) (if c d e)))",
  "(equal (zerop x) (or (equal x (zero)) (not (numberp x))))",
  "(equal (plus (plus x y) z) (plus x (plus y z)))",
  "(equal (equal (plus a b) (zero)) (and (zerop a) (zerop b)))",
  "(equal (difference x x) (zero))",
  "(equal (equal (plus a b) (plus a c)) (equal (fix b) (fix c)))",
  "(equal (equal (zero) (difference x y)) (not (lessp y x)))",
  "(equal (append (append x y) z) (append x (append y z)))",
  "(equal (reverse (append a b)) (append (reverse b) (reverse a)))",
  "(equal (times x (plus y z)) (plus (times x y) (times x z)))",
  "(equal (times (times x y) z) (times x (times y z)))",
  "(equal (equal (times x y) (zero)) (or (zerop x) (zerop y)))",
  "(equal (length (reverse x)) (length x))",
  "(equal (member x (append a b)) (or (member x a) (member x b)))",
  "(equal (member x (reverse y)) (member x y))",
  "(equal (lessp (remainder x y) y) (not (zerop y)))",
  "(equal (remainder x x) (zero))",
  "(equal (equal (append a b) (append a c)) (equal b c))",
  "(equal (greatereqp x y) (not (lessp x y)))",
  "(equal (lesseqp x y) (not (lessp y x)))",
  "(equal (greaterp x y) (lessp y x))",
  "(equal (exp i (plus j k)) (times (exp i j) (exp i k)))",
  "(equal (exp i (times j k)) (exp (exp i j) k))",
  "(equal (plus (remainder x y) (times y (quotient x y))) (fix x))",
  "(equal (difference (plus x y) x) (fix y))",
  "(equal (length (append a b)) (plus (length a) (length b)))",
  "(equal (fix (fix x)) (fix x))",
  "(equal (equal (fix x) (fix y)) (equal x y))",
  "(equal (countps (append a b) p) (plus (countps a p) (countps b p)))",
  "(equal (lessp (plus x y) (plus x z)) (lessp y z))",
  "(equal (equal (reverse a) (reverse b)) (equal a b))"
]

val symIf = intern "if"
val symT = intern "t"
val symF = intern "f"
val symEqual = intern "equal"
val lemmas : (term * term) list Array.array = Array.array (256, [])
fun addLemma text =
  case read text of
      F (_, [lhs as F (h, _), rhs]) => Array.update (lemmas, h, Array.sub (lemmas, h) @ [(lhs, rhs)])
    | _ => raise Syntax text

(* ---- matching, substitution, rewriting ---- *)
exception NoMatch
fun lookup (v, []) = NONE
  | lookup (v, (w, t) :: rest) = if v = w then SOME t else lookup (v, rest)
fun match (V v, t, s) =
      (case lookup (v, s) of
           NONE => (v, t) :: s
         | SOME t' => if t = t' then s else raise NoMatch)
  | match (F (f, ps), F (g, ts), s) = if f = g then matchList (ps, ts, s) else raise NoMatch
  | match (F _, V _, _) = raise NoMatch
and matchList ([], [], s) = s
  | matchList (p :: ps, t :: ts, s) = matchList (ps, ts, match (p, t, s))
  | matchList _ = raise NoMatch
fun subst s (V v) = (case lookup (v, s) of SOME t => t | NONE => V v)
  | subst s (F (f, args)) = F (f, map (subst s) args)

val rewrites = ref 0
fun rewrite (t as V _) = t
  | rewrite (F (f, args)) = rewriteWith (F (f, map rewrite args), Array.sub (lemmas, f))
and rewriteWith (t, []) = t
  | rewriteWith (t, (lhs, rhs) :: rest) =
      (case (SOME (match (lhs, t, [])) handle NoMatch => NONE) of
           SOME s => (rewrites := !rewrites + 1; rewrite (subst s rhs))
         | NONE => rewriteWith (t, rest))

(* ---- tautology checking ---- *)
val tTerm = F (symT, [])
val fTerm = F (symF, [])
fun truep (x, l) = x = tTerm orelse List.exists (fn y => y = x) l
fun falsep (x, l) = x = fTerm orelse List.exists (fn y => y = x) l
fun tautologyp (x, tl, fl) =
  if truep (x, tl) then true
  else if falsep (x, fl) then false
  else case x of
           F (f, [a, b, c]) =>
             if f <> symIf then false
             else if truep (a, tl) then tautologyp (b, tl, fl)
             else if falsep (a, fl) then tautologyp (c, tl, fl)
             else tautologyp (b, a :: tl, fl) andalso tautologyp (c, tl, a :: fl)
         | _ => false
fun tautp x = tautologyp (rewrite x, [], [])

(* ---- the theorem and its instances ---- *)
val theorem = read "(implies (and (implies x y) (and (implies y z) (and (implies z u) (implies u w)))) (implies x w))"
val nonTheorem = read "(implies (and (implies x y) (and (implies y z) (and (implies z u) (implies u w)))) (implies w x))"
val bindings = map (fn (v, s) => (ord v, read s)) [
  (#"x", "(f (plus (plus a b) (plus c (zero))))"),
  (#"y", "(f (times (times a b) (plus c d)))"),
  (#"z", "(f (reverse (append (append a b) (nil))))"),
  (#"u", "(equal (plus a b) (difference x y))"),
  (#"w", "(lessp (remainder a b) (member a (length b)))")]
fun nest (0, t) = t
  | nest (k, t) = nest (k - 1, F (symEqual, [t, F (intern "plus", [t, V (ord #"a")])]))
fun instance i =
  let val depth = i mod 3
      val s = map (fn (v, t) => (v, nest (depth, t))) bindings
  in subst s (if i mod 2 = 0 then theorem else nonTheorem) end

fun main () =
  let val n = getSize ()
      val () = List.app addLemma lemmaTexts
      fun loop (i, count) =
        if i = n then count
        else loop (i + 1, if tautp (instance i) then count + 1 else count)
      val count = loop (0, 0)
  in print ("boyer " ^ Int.toString n ^ " tautologies " ^ Int.toString count
            ^ " rewrites " ^ Int.toString (!rewrites mod 1048576) ^ "\n")
  end
