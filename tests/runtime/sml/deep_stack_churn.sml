(* A deep stack with much short-lived garbage made at its bottom: 20,000
   suspended calls each keep a string in a frame slot (about 40 pages of
   shadow stack) while the innermost call allocates about 100 MB of lists
   that die at once (dozens of minor collections).  No slot of the suspended
   calls is written meanwhile, so each minor collection needs to scan only
   the top of the stack.  Then the calls return, each reading its own
   string back: every slot must still hold its value. *)
fun churn (0, acc) = acc
  | churn (n, acc) = churn (n - 1, (acc + length (List.tabulate (10, fn i => i + n))) mod 1000003)
(* the churn's length: 400,000, or the first argument (GC stress) *)
val rounds = case CommandLine.arguments () of n :: _ => valOf (Int.fromString n) | [] => 400000
fun deep (0, s) = churn (rounds, 0) + size s
  | deep (n, s) = deep (n - 1, Int.toString n) + size s
val () = print (Int.toString (deep (20000, "top")) ^ "\n")
