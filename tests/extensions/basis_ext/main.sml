val a = Unsafe.Array.create (5, 0)
val () = Unsafe.Array.update (a, 3, 42)
val () = print (Int.toString (Unsafe.Array.sub (a, 3)) ^ "\n")
val v = Vector.fromList [1.5, 2.5]
val () = print (Real.toString (Unsafe.Vector.sub (v, 1)) ^ "\n")
val () = print (str (Unsafe.CharVector.sub ("hello", 1)) ^ "\n")
val ra = Unsafe.Array.create (3, 1.0)
val () = Unsafe.Array.update (ra, 2, 3.25)
val () = print (Real.toString (Unsafe.Array.sub (ra, 2)) ^ "\n")
val ca = Unsafe.CharArray.create 2
val () = Unsafe.CharArray.update (ca, 0, #"z")
val () = print (str (Unsafe.CharArray.sub (ca, 0)) ^ "\n")
val wa = Unsafe.Word8Array.create 3
val () = Unsafe.Word8Array.update (wa, 2, 0w200)
val wv = Byte.stringToBytes "AZ"
val rr = Unsafe.Real64Array.create 2
val () = Unsafe.RealArray.update (rr, 1, 2.5)
val rv = RealVector.fromList [0.5, 1.5]
val () = print (Word8.toString (Unsafe.Word8Array.sub (wa, 2)) ^ " " ^ Word8.toString (Unsafe.Word8Vector.sub (wv, 1))
                ^ " " ^ Real.toString (Unsafe.RealArray.sub (rr, 1) + Unsafe.Real64Vector.sub (rv, 1)) ^ "\n")
val () = print (OS.Path.file (SMLofNJ.getCmdName ()) ^ " " ^ String.concatWith "," (SMLofNJ.getArgs ()) ^ "\n")
val () = print (Int.toString (length (SMLofNJ.getAllArgs ())) ^ "\n")
val () = print (SMLofNJ.SysInfo.getOSName () ^ "\n")
val () = (SMLofNJ.exportML "x"; ()) handle Fail m => print (m ^ "\n")
val (va, s) = MLton.Vector.unfoldi (4, 10, fn (i, b) => (i * b, b + 1))
val () = print (String.concatWith " " (map Int.toString (Vector.foldr op :: [] va)) ^ " " ^ Int.toString s ^ "\n")
val {done, sub, update} = MLton.Vector.create 3
val () = (update (0, "a"); update (1, "b"); update (2, sub 0 ^ sub 1))
val w = done ()
val () = print (Vector.sub (w, 2) ^ "\n")
val () = (update (0, "x"); ()) handle Fail m => print (m ^ "\n")
val () = print (Word8.toString (MLton.Word8.rol (0wx81, 0w1)) ^ " " ^ Word8.toString (MLton.Word8.ror (0wx81, 0w1)) ^ "\n")
val () = print (Word.toString (MLton.Word.rol (0w1, 0w63)) ^ "\n")
val () = MLton.Random.srand 0w7
val r1 = MLton.Random.rand ()
val () = MLton.Random.srand 0w7
val () = print (Bool.toString (r1 = MLton.Random.rand ()) ^ " " ^ Int.toString (size (MLton.Random.alphaNumString 8)) ^ "\n")
val () = print (Bool.toString (isSome (MLton.Random.seed ())) ^ "\n")
val r = ref 1
val () = print (String.concatWith " " (map Bool.toString
  [MLton.eq (r, r), MLton.eq (r, ref 1), MLton.eq (3, 3), MLton.eq (NONE, NONE : int option)]) ^ "\n")
val () = print (Bool.toString MLton.isMLton ^ " "
  ^ MLton.Platform.OS.toString MLton.Platform.OS.host ^ " "
  ^ Bool.toString (MLton.Platform.Arch.fromString (MLton.Platform.Arch.toString MLton.Platform.Arch.host)
                   = SOME MLton.Platform.Arch.host) ^ " "
  ^ Bool.toString (MLton.Platform.OS.fromString "Darwin" = SOME MLton.Platform.OS.Darwin) ^ " "
  ^ Bool.toString (MLton.Platform.Arch.fromString "vax" = NONE) ^ "\n")
val () = print (Bool.toString (MLton.Process.getpid () = Posix.ProcEnv.getpid ()) ^ "\n")
fun showRep (MLton.IntInf.Small i) = "Small " ^ Int.toString i
  | showRep (MLton.IntInf.Big v) = "Big [" ^ String.concatWith "," (map Word64.toString (Vector.foldr op :: [] v)) ^ "]"
val big = IntInf.pow (2, 64) + 5
val () = print (String.concatWith " " (map (showRep o MLton.IntInf.rep) [42, ~7, ~ big]) ^ "\n")
val () = print (String.concatWith " " (map Bool.toString
  [MLton.IntInf.fromRep (MLton.IntInf.rep (~ big)) = SOME (~ big), MLton.IntInf.areSmall (1, big),
   MLton.IntInf.fromRep (MLton.IntInf.Big (Vector.fromList [0w2, 0w1])) = NONE])
  ^ " " ^ IntInf.toString (MLton.IntInf.gcd (~ (big * 12), 18)) ^ "\n")
(* spawned children: their output, then the statuses waitpid reaps *)
fun reap pid =
  case Posix.Process.waitpid (Posix.Process.W_CHILD pid, []) of
      (_, Posix.Process.W_EXITED) => "exited 0"
    | (_, Posix.Process.W_EXITSTATUS w) => "exited " ^ Word8.toString w
    | _ => "signalled"
val () = TextIO.flushOut TextIO.stdOut
val () = print (reap (MLton.Process.spawnp {file = "echo", args = ["echo", "spawned"]}) ^ "\n")
val () = print (reap (MLton.Process.spawn {path = "/bin/sh", args = ["sh", "-c", "exit 3"]}) ^ "\n")
val () = TextIO.flushOut TextIO.stdOut
val () = print (reap (MLton.Process.spawne {path = "/bin/sh", args = ["sh", "-c", "echo $V"], env = ["V=env"]}) ^ "\n")
val () = print (reap (MLton.Process.spawn {path = "/nonexistent/x", args = ["x"]}) ^ "\n")
val () = MLton.Process.atExit (fn () => print "bye\n")
val () = OS.Process.exit OS.Process.success

