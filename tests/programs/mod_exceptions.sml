(* Exceptions in structures: declared in a structure and raised/handled through long paths, after open, and through a local open; exception replication (exception E = S.E) aliasing the same exception; exceptions with int, string, real and tuple arguments; a structure exception named like a pervasive one (Fail, Empty) is a different exception; exception specs in signatures, also under opaque ascription; exnMessage and exnName of structure exceptions (the unqualified name). *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
fun r3 x = Int.toString (round (x * 1000.0))

structure Err = struct
  exception Parse of int * string
  exception Range of real
  exception Stop
  exception Fail of string      (* not the pervasive Fail *)
  exception Empty               (* not the pervasive Empty *)
  fun parseDigit c = if c >= #"0" andalso c <= #"9" then ord c - ord #"0" else raise Parse (0, str c)
  fun check (x : real) = if x < 0.0 orelse x > 1.0 then raise Range x else x
end

fun parseAll s =
  let fun go (_, []) = 0
        | go (i, c :: cs) =
            let val d = Err.parseDigit c handle Err.Parse (_, what) => raise Err.Parse (i, what)
            in d + 10 * go (i + 1, cs) end
  in go (0, rev (explode s)) end
val _ = printInt (parseAll "123")
val _ = println (Int.toString (parseAll "12x4") handle Err.Parse (i, s) => "parse error at " ^ Int.toString i ^ ": " ^ s)
val _ = println (r3 (Err.check 0.25) handle Err.Range x => "range " ^ r3 x)
val _ = println (r3 (Err.check 1.5) handle Err.Range x => "range " ^ r3 x)

(* Err.Fail and Err.Empty are distinct from the pervasive exceptions *)
val _ = println ((raise Err.Fail "a") handle Fail s => "pervasive " ^ s | Err.Fail s => "Err.Fail " ^ s)
val _ = println ((raise Fail "b") handle Err.Fail s => "Err.Fail " ^ s | Fail s => "pervasive " ^ s)
val _ = println ((ignore (hd ([] : int list)); "x") handle Err.Empty => "Err.Empty" | Empty => "pervasive Empty")

(* after open, the short names refer to the structure's exceptions *)
structure User = struct
  open Err
  fun run f = (f (); "ok") handle Stop => "stopped" | Fail s => "failed " ^ s | Range _ => "range"
end
val _ = println (User.run (fn () => raise Err.Stop))
val _ = println (User.run (fn () => raise Err.Fail "inner"))
val _ = println ((User.run (fn () => raise Fail "outer")) handle Fail s => "escaped " ^ s)
val _ = println (User.run (fn () => ignore (Err.check 2.0)))
val _ = println (User.run (fn () => ()))
(* User.Stop is the same exception as Err.Stop *)
val _ = println ((raise User.Stop) handle Err.Stop => "same Stop")

(* exception replication *)
exception MyStop = Err.Stop
exception MyParse = User.Parse
val _ = println ((raise MyStop) handle Err.Stop => "MyStop = Err.Stop")
val _ = println ((raise Err.Parse (3, "q")) handle MyParse (n, s) => "MyParse " ^ Int.toString n ^ s)
structure Re = struct exception Again = Err.Range end
val _ = println ((raise Re.Again 0.5) handle Err.Range x => "Re.Again " ^ r3 x)

(* local open *)
local open Err in
  fun safeDiv (a, 0) = raise Parse (a, "div by zero")
    | safeDiv (a, b) = a div b
end
val _ = println (Int.toString (safeDiv (7, 0)) handle Err.Parse (n, s) => s ^ " " ^ Int.toString n)

(* exception specs in signatures; opaque ascription keeps the identity of the exception *)
signature BANK = sig
  exception Insufficient of {needed : int, have : int}
  exception Closed
  type account
  val open_ : int -> account
  val withdraw : account * int -> account
  val close : account -> account
  val balance : account -> int
end
structure Bank :> BANK = struct
  exception Insufficient of {needed : int, have : int}
  exception Closed
  datatype account = Open of int | Shut
  fun open_ n = Open n
  fun withdraw (Shut, _) = raise Closed
    | withdraw (Open b, n) = if n > b then raise Insufficient {needed = n, have = b} else Open (b - n)
  fun close _ = Shut
  fun balance (Open b) = b | balance Shut = raise Closed
end
fun attempt f = Int.toString (Bank.balance (f ()))
  handle Bank.Insufficient {needed, have} => "need " ^ Int.toString needed ^ " have " ^ Int.toString have
       | Bank.Closed => "closed"
val acct = Bank.open_ 100
val _ = println (attempt (fn () => Bank.withdraw (acct, 30)))
val _ = println (attempt (fn () => Bank.withdraw (Bank.withdraw (acct, 30), 80)))
val _ = println (attempt (fn () => Bank.withdraw (Bank.close acct, 1)))

(* exception values packed in a list, handled by path *)
val es = [Err.Stop, Err.Range 0.5, Bank.Closed, Err.Parse (1, "p"), Err.Empty]
fun classify e = (raise e) handle Err.Stop => "stop" | Err.Range _ => "range" | Bank.Closed => "closed"
                                | Err.Parse _ => "parse" | _ => "other"
val _ = println (concat (map (fn e => classify e ^ " ") es))
val _ = println (exnMessage Err.Stop ^ " " ^ exnName (Err.Parse (1, "p")))
