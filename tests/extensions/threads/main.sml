(* MLton.Thread, MLton.Signal and MLton.Itimer: values passed both ways
   between two threads, prepend running in the thread switched to, a thread
   that allocates while another holds data in its frames, dead threads, the
   atomic state, and signal handlers (one counting timer ticks, one
   preempting a thread that is later resumed). *)
structure T = MLton.Thread
structure S = MLton.Signal
structure I = MLton.Itimer

fun say s = print (s ^ "\n")
fun take r = valOf (!r) before r := NONE

(* work that allocates: a list of n ints built and summed *)
fun churn n = List.foldl op + 0 (List.tabulate (n, fn i => i mod 7))

(* The server waits for an int, answers ten times it; the main thread waits
   for the answer.  Each keeps the other's thread in a ref while it runs. *)
val toServer : int T.t option ref = ref NONE
val toMain : int T.t option ref = ref NONE
val server =
  T.new (fn first =>
    let
      fun next n =
        T.switch (fn me => (toServer := SOME me; T.prepare (take toMain, n * 10)))
        handle Fail m => (say ("server caught: " ^ m); ~1)
      fun serve n =
        (say ("server got " ^ Int.toString n);
         if n = 4 then say ("server churned " ^ Int.toString (churn 30000)) else ();
         serve (next n))
    in serve first end)
val () = toServer := SOME server

fun call n = T.switch (fn me => (toMain := SOME me; T.prepare (take toServer, n)))
val () = List.app (fn n => say ("main got " ^ Int.toString (call n))) [1, 2, 3]

(* what prepend adds runs in the thread switched to: its exception is the server's *)
val () = say ("main got " ^ Int.toString (T.switch (fn me =>
  (toMain := SOME me; T.prepare (T.prepend (take toServer, fn () => raise Fail "from prepend"), ())))))
val () = say ("main got " ^ Int.toString (T.switch (fn me =>
  (toMain := SOME me; T.prepare (T.prepend (take toServer, fn s => size s), "hello")))))

(* data in this frame survives the server's collections *)
fun holdAcross () =
  let val keep = List.tabulate (20000, fn i => i * 2)
      val answer = call 4
  in say ("kept " ^ Int.toString (List.foldl op + 0 keep) ^ ", main got " ^ Int.toString answer) end
val () = holdAcross ()

(* a thread runs once per prepare *)
val () = (T.switch (fn me => (ignore (T.prepare (me, ())); T.prepare (me, ()))); say "no error")
         handle Fail m => say m
val self = ref NONE
val () = T.switch (fn me => let val r = T.prepare (me, ()) in self := SOME r; r end)
val () = say "switched to itself"
val () = (T.switch (fn _ => valOf (!self)); say "no error") handle Fail m => say m

fun state () = case T.atomicState () of T.AtomicState.NonAtomic => "non-atomic" | T.AtomicState.Atomic n => "atomic " ^ Int.toString n
val () = say (T.atomically (fn () => state () ^ ", " ^ T.atomically state) ^ ", then " ^ state ())
val () = (T.atomicEnd (); say "no error") handle Fail m => say m

(* a handler counting the ticks of an interval timer *)
val alrm = I.signal I.Real
val ticks = ref 0
val () = S.setHandler (alrm, S.Handler.simple (fn () => ticks := !ticks + 1))
val () = say ("handler is default: " ^ Bool.toString (S.Handler.isDefault (S.getHandler alrm)))
val () = I.set (I.Real, {value = Time.fromMilliseconds 5, interval = Time.fromMilliseconds 5})
fun waitTicks xs = if !ticks >= 3 then () else waitTicks (if length xs > 100 then [] else 0 :: xs)
val () = waitTicks []
val () = I.set (I.Real, {value = Time.zeroTime, interval = Time.zeroTime})
val () = S.setHandler (alrm, S.Handler.default)
val () = say ("ticks: " ^ Int.toString (!ticks))

(* a handler preempting a worker that never yields; resumed later, it ends *)
val stop = ref false
val rounds = ref 0
val backToMain : unit T.t option ref = ref NONE
val worker =
  T.new (fn () =>
    let fun loop xs =
          if !stop then T.switch (fn _ => T.prepare (take backToMain, ()))
          else (rounds := !rounds + 1; loop (if length xs > 50 then [] else 0 :: xs))
    in loop [] end)
val interrupted = ref NONE
val () =
  T.switch (fn me =>
    (S.setHandler (alrm, S.Handler.handler (fn w => (interrupted := SOME w; T.prepare (me, ()))));
     I.set (I.Real, {value = Time.fromMilliseconds 20, interval = Time.zeroTime});
     T.prepare (worker, ())))
val () = S.setHandler (alrm, S.Handler.default)
val () = say ("worker preempted after some rounds: " ^ Bool.toString (!rounds > 0))
val () = T.switch (fn me => (backToMain := SOME me; stop := true; take interrupted))
val () = say "worker finished"
