(* Exceptions: declarations with arguments, handlers selecting by constructor, nested handlers, re-raise, handle with patterns on the argument. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

exception NotFound
exception BadValue of int
exception Msg of string
exception Pair of int * string

fun lookup (k, []) = raise NotFound
  | lookup (k, (k', v) :: rest) = if k = k' then v else lookup (k, rest)
val table = [(1, "one"), (2, "two"), (3, "three")]
fun safeLookup k = lookup (k, table) handle NotFound => "missing"
val _ = println (safeLookup 2)
val _ = println (safeLookup 9)

fun check n = if n < 0 then raise BadValue n
              else if n = 0 then raise Msg "zero"
              else if n > 100 then raise Pair (n, "too big")
              else n
fun test n =
  (Int.toString (check n))
  handle BadValue v => "bad " ^ Int.toString v
       | Msg s => "msg " ^ s
       | Pair (k, s) => "pair " ^ Int.toString k ^ " " ^ s
val _ = app (fn n => println (test n)) [5, ~3, 0, 500]

(* handler pattern on argument value; unmatched falls through to outer handler *)
fun inner n = (check n) handle BadValue ~1 => 111
fun outer n = (inner n) handle BadValue _ => 222 | Msg _ => 333
val _ = println (Int.toString (outer ~1) ^ " " ^ Int.toString (outer ~2) ^ " " ^ Int.toString (outer 0))

(* re-raise after doing some work *)
val log = ref []
fun withLog name f x =
  (f x) handle e => (log := name :: !log; raise e)
val r = (withLog "a" (withLog "b" check) (~5); "no") handle BadValue v => "reraised " ^ Int.toString v
val _ = println (r ^ " log=" ^ concat (rev (!log)))

(* nested handlers: inner raises a different exception from its handler *)
val v = ((raise NotFound) handle NotFound => raise Msg "converted") handle Msg s => s
val _ = println v

(* handle inside a handle expression's body value *)
fun depthTest 0 = raise BadValue 0
  | depthTest n = (depthTest (n - 1)) handle BadValue k => raise BadValue (k + 1)
val _ = println ((Int.toString (depthTest 10)) handle BadValue k => "counted " ^ Int.toString k)

(* exceptions are values: stored in lists and raised later *)
val excs = [NotFound, BadValue 7, Msg "stored", Pair (1, "p")]
val _ = app (fn e => println ((raise e) handle NotFound => "NotFound"
                                              | BadValue n => "BadValue " ^ Int.toString n
                                              | Msg s => "Msg " ^ s
                                              | _ => "other")) excs
(* exnName on user exceptions *)
val _ = println (concat (map (fn e => exnName e ^ " ") excs))
(* exception aliasing: same constructor under two names *)
exception Alias = Msg
val _ = println ((raise Alias "via alias") handle Msg s => s)
(* generativity: an exception declared in a function body is fresh per call *)
fun mkExn () = let exception Local in (Local, fn e => case e of Local => true | _ => false) end
val (e1, isE1) = mkExn ()
val (e2, isE2) = mkExn ()
val _ = println (if isE1 e1 andalso not (isE1 e2) andalso isE2 e2 then "generative" else "not generative")
