(* A client of the SML/NJ Library's Reactive engine: a machine with inputs
   `tick` and `stop` and outputs `alarm` and `done`, its body three
   branches in parallel (`||`) under a `trapWith` on `stop`: a loop that
   awaits `tick` and counts (`await`, `action`, `when`, `suspend`), a loop
   that awaits `tick` without `stop` (`andConfig`, `negConfig`) and emits
   `alarm`, and a `repeat` of four instants before emitting `done`; run
   instant by instant with the inputs a script sets, then `reset` and run
   again.  What each instant does, the outputs present and whether the
   machine has finished are printed; the expected output is SML/NJ
   110.79's (its reactive-lib.cm runs this file unchanged). *)
structure R = Reactive
val tick = Atom.atom "tick" and stop = Atom.atom "stop"
val alarm = Atom.atom "alarm" and done = Atom.atom "done"
val count = ref 0
val log = ref [] : string list ref
fun note s = log := s :: !log
val counter =
      R.loop (R.& (R.await (R.posConfig tick),
                   R.& (R.action (fn _ => (count := !count + 1; note ("count " ^ Int.toString (!count)))),
                        R.& (R.when (R.posConfig tick,
                                     R.action (fn _ => if !count mod 3 = 0 then note "third" else ()),
                                     R.nothing),
                             R.suspend))))
val alarms =
      R.loop (R.& (R.await (R.andConfig (R.posConfig tick, R.negConfig stop)),
                   R.& (R.action (fn _ => if !count mod 3 = 0 then note "alarm due" else ()),
                        R.& (R.emit alarm, R.suspend))))
val finite = R.& (R.repeat (4, R.suspend), R.emit done)
val body = R.trapWith (R.posConfig stop, R.|| (counter, R.|| (alarms, finite)),
                       R.action (fn _ => note "trapped"))
val m = R.machine {inputs = [tick, stop], outputs = [alarm, done], body = body}

fun setInput (name, on) =
      List.app (fn s => if Atom.same (R.inputSignal s, name) then R.setInSignal (s, on) else ()) (R.inputsOf m)
fun outputs () =
      String.concatWith "," (List.mapPartial (fn s => if R.getOutSignal s then SOME (Atom.toString (R.outputSignal s))
                                                       else NONE) (R.outputsOf m))
fun instant (i, (t, s)) =
      let val () = (setInput (tick, t); setInput (stop, s); log := [])
          val finished = R.run m
      in
        print (Int.toString i ^ ": tick=" ^ Bool.toString t ^ " stop=" ^ Bool.toString s
               ^ " -> [" ^ String.concatWith "; " (rev (!log)) ^ "] out={" ^ outputs () ^ "}"
               ^ (if finished then " finished" else "") ^ "\n");
        i + 1
      end
val script = [(true, false), (false, false), (true, false), (true, false), (true, false), (false, false),
              (true, false), (true, true), (true, false)]
val _ = foldl (fn (x, i) => instant (i, x)) 1 script
val () = (R.reset m; count := 0; print "reset\n")
val _ = foldl (fn (x, i) => instant (i, x)) 1 [(true, false), (true, true), (false, false)]
