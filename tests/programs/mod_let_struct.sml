(* Structure-level scoping: a let structure expression (structure S = let structure T = ... in struct ... end end), let whose body is a structure path or a functor application, let with open and value declarations, a let-expression ascribed with a signature, and top-level / structure-level local declaring helper structures and values (and a structure made by a functor application). *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
val trace = ref ([] : string list)
fun note s = trace := s :: !trace

structure S = let
  structure T = struct
    val base = (note "T"; 40)
    fun helper n = n + base
  end
in
  struct
    val answer = T.helper 2
    fun add n = T.helper n
  end
end
val _ = printInt S.answer
val _ = printInt (S.add 10)

(* the let body may be a path to a structure declared in the let *)
structure U = let
  structure Inner = struct val x = (note "Inner"; "inner x") val y = 7 end
  val unusedHere = 3
in
  Inner
end
val _ = println (U.x ^ " " ^ Int.toString U.y)

(* let with open and core declarations; its body is a functor application *)
functor Mk (X : sig val n : int end) = struct val doubled = 2 * X.n fun get () = doubled end
structure V = let
  open S
  val n = answer + 1
in
  Mk (struct val n = n end)
end
val _ = printInt (V.get ())

(* nested lets, ascribed *)
signature HAS_F = sig val f : int -> int val name : string end
structure W : HAS_F = let
  structure A = let structure B = struct val k = 3 end in struct val k = B.k * 10 end end
in
  struct
    fun f x = x * A.k
    val name = "W"
    val hidden = 0
  end
end
val _ = println (W.name ^ " " ^ Int.toString (W.f 2))
structure Z :> HAS_F = let val secret = 100 in struct fun f x = x + secret val name = "Z" end end
val _ = println (Z.name ^ " " ^ Int.toString (Z.f 5))

(* top-level local declaring a helper structure and a structure built by a functor application
   (functor declarations are top-level only, so Box is declared outside) *)
functor Box (X : sig val width : int val repeat : string * int -> string end) = struct
  fun line () = "+" ^ X.repeat ("-", X.width) ^ "+"
  fun row s = "|" ^ s ^ X.repeat (" ", X.width - size s) ^ "|"
end
local
  structure Helper = struct
    fun repeat (s, 0) = ""
      | repeat (s, n) = s ^ repeat (s, n - 1)
  end
in
  structure Box6 = Box (struct val width = 6 val repeat = Helper.repeat end)
  structure Banner = struct
    fun banner s = Helper.repeat ("=", size s) ^ "\n" ^ s ^ "\n" ^ Helper.repeat ("=", size s)
  end
end
val _ = println (Box6.line ())
val _ = println (Box6.row "hi")
val _ = println (Box6.line ())
val _ = println (Banner.banner "modules")

(* local inside a structure body, declaring a structure *)
structure Lib = struct
  local
    structure Impl = struct
      val count = ref 0
      fun bump () = (count := !count + 1; !count)
    end
    val start = Impl.bump ()
  in
    val first = start
    fun next () = Impl.bump ()
  end
end
val _ = printInt Lib.first
val _ = printInt (Lib.next ())
val _ = printInt (Lib.next ())

(* the effects above happened once each, in order *)
val _ = println (concat (rev (map (fn s => s ^ " ") (!trace))))
