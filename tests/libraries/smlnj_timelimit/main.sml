(* smlnj-lib's TimeLimit (Util/time-limit.mlb, built on MLton.Thread,
   MLton.Signal and MLton.Itimer): a computation within its limit returns
   its value, one past it raises TimeOut, an exception it raises passes
   through; and the same again many times, the timer off in between. *)
fun say s = print (s ^ "\n")
val limit = Time.fromMilliseconds 100

fun primes n =
  let fun sieve [] = []
        | sieve (p :: xs) = p :: sieve (List.filter (fn x => x mod p <> 0) xs)
  in sieve (List.tabulate (n - 1, fn i => i + 2)) end

(* never ends, allocating as it goes *)
fun forever xs = forever (if length xs > 1000 then [] else 0 :: xs)

val () = say ("primes below 100: " ^ Int.toString (length (TimeLimit.timeLimit limit primes 100)))
val () = (TimeLimit.timeLimit limit forever []; say "not timed out")
         handle TimeLimit.TimeOut => say "forever: TimeOut"
val () = (TimeLimit.timeLimit limit (fn () => raise Fail "raised inside") (); say "no exception")
         handle Fail m => say ("passed through: " ^ m)
val () = say ("sum: " ^ Int.toString (TimeLimit.timeLimit limit (List.foldl op + 0) [1, 2, 3]))

fun rounds (0, done, timedOut) = (done, timedOut)
  | rounds (k, done, timedOut) =
      if k mod 2 = 0
      then (TimeLimit.timeLimit (Time.fromMilliseconds 10) forever [];
            rounds (k - 1, done, timedOut))
           handle TimeLimit.TimeOut => rounds (k - 1, done, timedOut + 1)
      else (ignore (TimeLimit.timeLimit limit primes 50); rounds (k - 1, done + 1, timedOut))
val (done, timedOut) = rounds (20, 0, 0)
val () = say ("20 rounds: " ^ Int.toString done ^ " done, " ^ Int.toString timedOut ^ " timed out")
