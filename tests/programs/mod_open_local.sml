(* open and local inside structures: open brings components into scope (and later declarations shadow them), open of several structures at once, local ... in ... end hiding helpers from the structure, open at top level and inside let, and open of a structure whose own components were produced by open. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
structure M = struct
  val base = 100
  fun scale n = n * 3
  datatype tok = Num of int | Plus | Times
  exception Bad of string
end

structure N = struct
  open M
  (* base and scale come from M; this base shadows M.base inside N *)
  val base = base + 1
  fun eval [Num n] = n
    | eval (Num a :: Plus :: rest) = a + eval rest
    | eval (Num a :: Times :: Num b :: rest) = eval (Num (a * b) :: rest)
    | eval _ = raise Bad "syntax"
  val tripled = scale base
end

val _ = printInt M.base
val _ = printInt N.base
val _ = printInt N.tripled
val _ = printInt (N.eval [N.Num 2, N.Plus, N.Num 3, N.Times, N.Num 4])
val _ = printInt (N.eval [M.Num 1, M.Plus, N.Num 1])  (* N.Num is M.Num *)
val _ = println (Int.toString (N.eval [N.Plus]) handle M.Bad s => "bad: " ^ s)
val _ = println (Int.toString (N.eval []) handle N.Bad s => "bad again: " ^ s)

(* local hides helpers; the structure only has the declarations after in *)
structure Stack = struct
  local
    val store = ref ([] : int list)
    fun set l = store := l
  in
    fun push x = set (x :: !store)
    fun pop () = case !store of [] => NONE | x :: r => (set r; SOME x)
    fun size () = length (!store)
  end
  val name = "stack"
end

val _ = (Stack.push 1; Stack.push 2; Stack.push 3)
val _ = printInt (Stack.size ())
val _ = printInt (valOf (Stack.pop ()))
val _ = printInt (getOpt (Stack.pop (), ~1))
val _ = printInt (Stack.size ())
val _ = println Stack.name

(* opening two structures: the later one wins for common names *)
structure P = struct val a = "P.a" val b = "P.b" end
structure Q = struct val b = "Q.b" val c = "Q.c" end
structure R = struct
  open P Q
  val all = a ^ " " ^ b ^ " " ^ c
end
val _ = println R.all
val _ = println (R.a ^ "|" ^ R.b ^ "|" ^ R.c)

(* open inside let, and local open at top level *)
fun useM n = let open M in scale n + base end
val _ = printInt (useM 5)
local open Stack in
  val _ = push 10
  val top = pop ()
end
val _ = printInt (getOpt (top, 0))
val _ = printInt (Stack.size ())

(* open at top level; a later top-level declaration shadows an opened one *)
open R
val _ = println all
val c = "mine"
val _ = println (c ^ " " ^ R.c)

(* open a structure that itself opened another; its datatype constructors come along *)
open N
val _ = printInt (eval [Num 6, Times, Num 7])
val _ = printInt base
