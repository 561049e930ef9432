(* Unix and Posix over the system: child processes through Unix.execute
   (text and binary streams, an environment, exit statuses, a signal),
   fork/pipe/waitpid, descriptor flags, readers and writers on descriptors,
   Posix.Error and Posix.Signal. *)
fun say s = print (s ^ "\n")
fun status st =
  case Unix.fromStatus st of
    Unix.W_EXITED => "exited"
  | Unix.W_EXITSTATUS w => "exit " ^ Word8.toString w
  | Unix.W_SIGNALED s => if s = Posix.Signal.term then "signaled term" else "signaled"
  | Unix.W_STOPPED _ => "stopped"
fun sysErr f = (f (); "no error")
  handle OS.SysErr (_, SOME e) => "SysErr " ^ Posix.Error.errorName e
       | OS.SysErr (_, NONE) => "SysErr NONE"

(* a shell talking both ways *)
val p : (TextIO.instream, TextIO.outstream) Unix.proc =
  Unix.execute ("/bin/sh", ["-c", "echo hello $0 $1; read x; echo got $x; read y; echo and $y; exit 3", "zero", "one"])
val (ins, outs) = Unix.streamsOf p
val () = print (valOf (TextIO.inputLine ins))
val () = TextIO.output (outs, "first\nsecond\n")
val () = TextIO.flushOut outs
val () = print (valOf (TextIO.inputLine ins))
val () = print (TextIO.inputAll ins)
val st = Unix.reap p
val () = say (status st ^ " " ^ Bool.toString (OS.Process.isSuccess st))
val () = say ("reaped again: " ^ status (Unix.reap p))
val ok : (TextIO.instream, TextIO.outstream) Unix.proc = Unix.execute ("/bin/sh", ["-c", "exit 0"])
val () = say (status (Unix.reap ok) ^ " " ^ Bool.toString (OS.Process.isSuccess (Unix.reap ok)))
val () = say ("no such program: " ^ sysErr (fn () => ignore (Unix.execute ("/nonexistent/program", []) : (TextIO.instream, TextIO.outstream) Unix.proc)))

(* an environment of our own; binary streams *)
val e : (BinIO.instream, BinIO.outstream) Unix.proc =
  Unix.executeInEnv ("/bin/sh", ["-c", "printf \"$GREETING\\001\\000\"; cat"], ["GREETING=hi"])
val bo = Unix.binOutstreamOf e
val () = BinIO.output (bo, Word8Vector.fromList [0w255, 0w10])
val () = BinIO.closeOut bo
val bytes = BinIO.inputAll (Unix.binInstreamOf e)
val () = say (String.concatWith " " (map Word8.toString (Word8Vector.foldr op :: [] bytes)))
val () = say (status (Unix.reap e))

(* a signal *)
val k : (TextIO.instream, TextIO.outstream) Unix.proc = Unix.execute ("/bin/sh", ["-c", "echo ready; read x"])
val () = print (valOf (TextIO.inputLine (Unix.textInstreamOf k)))
val () = Unix.kill (k, Posix.Signal.term)
val () = say (status (Unix.reap k))

(* fork, pipe, waitpid *)
val {infd = toChildIn, outfd = toChildOut} = Posix.IO.pipe ()
val {infd = fromChildIn, outfd = fromChildOut} = Posix.IO.pipe ()
val () =
  case Posix.Process.fork () of
    NONE =>
      let val () = app Posix.IO.close [toChildOut, fromChildIn]
          val v = Posix.IO.readVec (toChildIn, 100)
          val reply = Byte.stringToBytes ("child read " ^ Byte.bytesToString v)
      in ignore (Posix.IO.writeVec (fromChildOut, Word8VectorSlice.full reply)); Posix.Process.exit 0w7 end
  | SOME pid =>
      let
        val () = app Posix.IO.close [toChildIn, fromChildOut]
        val () = say ("before the child ends: " ^ (case Posix.Process.waitpid_nh (Posix.Process.W_CHILD pid, []) of
                                                     NONE => "NONE" | SOME _ => "SOME"))
        val a = Word8Array.fromList (map (Word8.fromInt o ord) (explode "xxpingxx"))
        val () = say ("wrote " ^ Int.toString (Posix.IO.writeArr (toChildOut, Word8ArraySlice.slice (a, 2, SOME 4))))
        val buf = Word8Array.array (30, 0w0)
        val n = Posix.IO.readArr (fromChildIn, Word8ArraySlice.slice (buf, 5, NONE))
        val () = say (Byte.unpackString (Word8ArraySlice.slice (buf, 5, SOME n)))
        val (pid', st) = Posix.Process.waitpid (Posix.Process.W_CHILD pid, [])
        val () = say ("same pid " ^ Bool.toString (pid = pid') ^ ", "
                      ^ (case st of Posix.Process.W_EXITSTATUS w => "exit " ^ Word8.toString w | _ => "?"))
        val () = say ("end of pipe " ^ Int.toString (Word8Vector.length (Posix.IO.readVec (fromChildIn, 10))))
        val () = app Posix.IO.close [toChildOut, fromChildIn]
      in () end
val () = say ("no child left: " ^ sysErr (fn () => ignore (Posix.Process.wait ())))

(* descriptors: dup, dup2, flags, modes, lseek on a pipe *)
val {infd, outfd} = Posix.IO.pipe ()
fun mode m = case m of Posix.IO.O_RDONLY => "rdonly" | Posix.IO.O_WRONLY => "wronly" | Posix.IO.O_RDWR => "rdwr"
val () = say (mode (#2 (Posix.IO.getfl infd)) ^ " " ^ mode (#2 (Posix.IO.getfl outfd)))
val () = Posix.IO.setfd (infd, Posix.IO.FD.cloexec)
val () = say ("cloexec " ^ Bool.toString (Posix.IO.FD.allSet (Posix.IO.FD.cloexec, Posix.IO.getfd infd)))
val () = Posix.IO.setfl (infd, Posix.IO.O.nonblock)
val () = say ("nonblock " ^ Bool.toString (Posix.IO.O.anySet (Posix.IO.O.nonblock, #1 (Posix.IO.getfl infd))))
val () = say ("read from an empty nonblocking pipe: " ^ sysErr (fn () => ignore (Posix.IO.readVec (infd, 1))))
val () = Posix.IO.setfl (infd, Posix.IO.O.flags [])
val d = Posix.IO.dup outfd
val () = ignore (Posix.IO.writeVec (d, Word8VectorSlice.full (Byte.stringToBytes "via dup\n")))
val d2 = Posix.IO.dupfd {old = outfd, base = 20}
val () = say ("dupfd at or above 20 " ^ Bool.toString (d2 >= 20))
val () = Posix.IO.dup2 {old = outfd, new = d2}
val () = ignore (Posix.IO.writeVec (d2, Word8VectorSlice.full (Byte.stringToBytes "via dup2\n")))
val () = app Posix.IO.close [d, d2]
val () = say ("lseek on a pipe: " ^ sysErr (fn () => ignore (Posix.IO.lseek (infd, 0, Posix.IO.SEEK_SET))))
val () = say ("close twice: " ^ sysErr (fn () => (Posix.IO.close d; Posix.IO.close d)))

(* a text reader and writer on the pipe *)
val w = TextIO.mkOutstream (TextIO.StreamIO.mkOutstream
          (Posix.IO.mkTextWriter {fd = outfd, name = "pipe", appendMode = false, initBlkMode = true, chunkSize = 64},
           IO.LINE_BUF))
val r = TextIO.mkInstream (TextIO.StreamIO.mkInstream (Posix.IO.mkTextReader {fd = infd, name = "pipe", initBlkMode = true}, ""))
val () = TextIO.output (w, "through a writer\n")
val () = print (valOf (TextIO.inputLine r))
val () = print (valOf (TextIO.inputLine r))
val () = print (valOf (TextIO.inputLine r))
val () = say ("can input " ^ Bool.toString (isSome (TextIO.canInput (r, 1))))
val () = TextIO.closeOut w
val () = say ("at the end " ^ Bool.toString (TextIO.endOfStream r))
val () = TextIO.closeIn r

(* errors and signals as values *)
val () = say (String.concatWith " " (map Posix.Error.errorName
                [Posix.Error.acces, Posix.Error.badf, Posix.Error.child, Posix.Error.noent, Posix.Error.pipe,
                 Posix.Error.spipe, Posix.Error.srch, Posix.Error.toobig, Posix.Error.xdev]))
val () = say (Bool.toString (Posix.Error.syserror "inval" = SOME Posix.Error.inval) ^ " "
              ^ Bool.toString (Posix.Error.syserror "nonsense" = NONE) ^ " "
              ^ Bool.toString (Posix.Error.fromWord (Posix.Error.toWord Posix.Error.io) = Posix.Error.io) ^ " "
              ^ Bool.toString (Posix.Error.errorMsg Posix.Error.noent = OS.errorMsg Posix.Error.noent))
val sigs = [Posix.Signal.abrt, Posix.Signal.alrm, Posix.Signal.bus, Posix.Signal.fpe, Posix.Signal.hup,
            Posix.Signal.ill, Posix.Signal.int, Posix.Signal.kill, Posix.Signal.pipe, Posix.Signal.quit,
            Posix.Signal.segv, Posix.Signal.term, Posix.Signal.usr1, Posix.Signal.usr2, Posix.Signal.chld,
            Posix.Signal.cont, Posix.Signal.stop, Posix.Signal.tstp, Posix.Signal.ttin, Posix.Signal.ttou]
val () = say ("signals distinct " ^ Bool.toString (List.all (fn s => length (List.filter (fn t => t = s) sigs) = 1) sigs)
              ^ " " ^ Bool.toString (List.all (fn s => Posix.Signal.fromWord (Posix.Signal.toWord s) = s) sigs))
val () = say ("kill 9 is " ^ SysWord.toString (Posix.Signal.toWord Posix.Signal.kill))
val () = say ("alarm " ^ Time.toString (Posix.Process.alarm Time.zeroTime) ^ " sleep "
              ^ Time.toString (Posix.Process.sleep Time.zeroTime))
val () = say ("no such process: " ^ sysErr (fn () => Posix.Process.kill (Posix.Process.K_PROC (Posix.Process.wordToPid 0wx3fffffff), Posix.Signal.term)))
val () = say (SysWord.toString (Posix.Process.W.flags []) ^ " " ^ Bool.toString (Posix.Process.W.anySet (Posix.Process.W.untraced, Posix.Process.W.all)))
