(* Functor syntax forms: F (X : S) applied to a named structure and to an inline struct ... end; the declaration form F (type t val x : t ...) applied with the derived form F (type t = ... val x = ...); a parameter with structure specs; an empty parameter F (); functors declared with `and`; the argument's extra components are dropped. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
signature SHOW = sig
  type t
  val show : t -> string
end

functor ListShow (X : SHOW) = struct
  fun show [] = "[]"
    | show (x :: xs) =
        let fun rest [] = "]"
              | rest (y :: ys) = "," ^ X.show y ^ rest ys
        in "[" ^ X.show x ^ rest xs end
end

structure IntShow = struct type t = int val show = Int.toString val unused = 0 end
structure LI = ListShow (IntShow)
val _ = println (LI.show [1, 2, 3])
val _ = println (LI.show [])
structure LB = ListShow (struct type t = bool fun show true = "T" | show false = "F" end)
val _ = println (LB.show [true, false, true])

(* declaration-form parameter: the body sees t, x, f directly *)
functor Repeat (type t val x : t val f : t -> string val times : int) = struct
  fun go 0 = ""
    | go n = f x ^ go (n - 1)
  val result = go times
end
structure R1 = Repeat (type t = string val x = "ab" fun f s = s val times = 3)
val _ = println R1.result
structure R2 = Repeat (type t = int * int
                       val x = (1, 2)
                       fun f (a, b) = Int.toString a ^ "-" ^ Int.toString b ^ ";"
                       val times = 2)
val _ = println R2.result
val _ = println (R2.go 1)

(* declaration form with structure specs *)
functor Pair (structure A : SHOW structure B : SHOW val sep : string) = struct
  type t = A.t * B.t
  fun show (a, b) = "(" ^ A.show a ^ sep ^ B.show b ^ ")"
end
structure P = Pair (structure A = IntShow
                    structure B = struct type t = string fun show s = "\"" ^ s ^ "\"" end
                    val sep = ", ")
val _ = println (P.show (4, "four"))
(* the result of one functor is an argument to another *)
structure LP = ListShow (P)
val _ = println (LP.show [(1, "a"), (2, "b")])

(* an empty parameter: each application evaluates the body again *)
val made = ref 0
functor Fresh () = struct
  val id = (made := !made + 1; !made)
  val cell = ref 0
end
structure F1 = Fresh ()
structure F2 = Fresh ()
val _ = F1.cell := 5
val _ = printInt F1.id
val _ = printInt F2.id
val _ = printInt (!F1.cell + !F2.cell)

(* two functors declared together with and *)
functor Incr (X : sig val n : int end) = struct val n = X.n + 1 end
and Dbl (X : sig val n : int end) = struct val n = X.n * 2 end
structure Z = Dbl (Incr (Dbl (struct val n = 5 end)))
val _ = printInt Z.n
