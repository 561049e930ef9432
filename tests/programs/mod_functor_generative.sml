(* Generativity: each functor application creates fresh exceptions (a handler for A.Empty does not catch B.Empty, even though both come from the same functor), fresh datatypes, and fresh state (refs in the body are evaluated once per application); applying to the same argument twice still gives distinct exceptions; a structure alias shares the exception. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
signature ELEM = sig type t val show : t -> string end

functor Stack (E : ELEM) = struct
  exception Empty
  datatype stack = S of E.t list
  val created = ref 0
  fun new () = (created := !created + 1; S [])
  fun push (S l, x) = S (x :: l)
  fun pop (S []) = raise Empty
    | pop (S (x :: l)) = (x, S l)
  fun top s = #1 (pop s)
  fun show (S l) = concat (map (fn x => E.show x ^ " ") l)
end

structure IntE = struct type t = int val show = Int.toString end
structure A = Stack (IntE)
structure B = Stack (IntE)
structure C = Stack (struct type t = string fun show s = s end)
structure A' = A

val a = A.push (A.push (A.new (), 1), 2)
val b = B.push (B.new (), 10)
val _ = println (A.show a)
val _ = println (B.show b)
val _ = printInt (A.top a + B.top b)

(* a handler for one application's exception does not catch another's *)
fun tryB () = (B.top (B.new ()); "no exception") handle A.Empty => "caught A.Empty"
val _ = println ((tryB ()) handle B.Empty => "escaped to B.Empty")
fun tryA () = (A.top (A.new ()); "no exception") handle B.Empty => "caught B.Empty" | C.Empty => "caught C.Empty"
val _ = println ((tryA ()) handle A.Empty => "escaped to A.Empty")
(* the alias A' has the very same exception as A *)
val _ = println ((A.top (A'.new ()); "none") handle A'.Empty => "A'.Empty is A.Empty")
val _ = println ((C.top (C.new ()); "none") handle A.Empty => "A" | B.Empty => "B" | C.Empty => "C")

(* exceptions as values: comparing via handlers on a list of packed exceptions *)
val exns = [A.Empty, B.Empty, C.Empty, A'.Empty]
fun which e = (raise e) handle A.Empty => "A" | B.Empty => "B" | C.Empty => "C" | _ => "?"
val _ = println (concat (map which exns))

(* each application has its own state *)
val _ = (A.new (); A.new ())
val _ = println (Int.toString (!A.created) ^ " " ^ Int.toString (!B.created) ^ " " ^ Int.toString (!C.created))

(* each application's datatype is a distinct type, but constructors work the same way *)
fun sizeA (A.S l) = length l
fun sizeB (B.S l) = length l
val _ = printInt (sizeA a + sizeB b)
val _ = println (C.show (C.push (C.push (C.new (), "x"), "y")))

(* exceptions carrying values of the argument type *)
functor Checked (E : ELEM) = struct
  exception Bad of E.t
  fun check (p, x) = if p x then x else raise Bad x
end
structure CI = Checked (IntE)
structure CI2 = Checked (IntE)
structure CS = Checked (struct type t = string fun show s = s end)
fun test f = f () handle CI.Bad n => "CI.Bad " ^ Int.toString n
                       | CS.Bad s => "CS.Bad " ^ s
val _ = println (test (fn () => Int.toString (CI.check (fn n => n > 0, 5))))
val _ = println (test (fn () => Int.toString (CI.check (fn n => n > 0, ~5))))
val _ = println (test (fn () => CS.check (fn s => size s < 3, "long")))
val _ = println (test (fn () => Int.toString (CI2.check (fn n => n > 0, ~7))) handle CI2.Bad n => "escaped CI2.Bad " ^ Int.toString n)

(* a nullary functor applied twice: two distinct exceptions *)
functor Tag () = struct
  exception T
  fun is e = (raise e) handle T => true | _ => false
end
structure X1 = Tag ()
structure X2 = Tag ()
fun b2s true = "T" | b2s false = "F"
val _ = println (b2s (X1.is X1.T) ^ b2s (X1.is X2.T) ^ b2s (X2.is X1.T) ^ b2s (X2.is X2.T))
