(* Unix (Basis Library "The Unix structure"): child processes whose standard
   input and output are pipes to this program, over Posix.Process and
   Posix.IO (posix.sml).

   A process's status (OS.Process.status, what reap returns) is the wait
   status, as OS.Process.system gives it; fromStatus decodes it. The child
   runs the command with the command's path as its argv[0]. *)

signature UNIX =
sig
  type ('a, 'b) proc
  type signal
  datatype exit_status = W_EXITED | W_EXITSTATUS of Word8.word | W_SIGNALED of signal | W_STOPPED of signal
  val fromStatus : OS.Process.status -> exit_status
  val executeInEnv : string * string list * string list -> ('a, 'b) proc
  val execute : string * string list -> ('a, 'b) proc
  val textInstreamOf : (TextIO.instream, 'a) proc -> TextIO.instream
  val binInstreamOf : (BinIO.instream, 'a) proc -> BinIO.instream
  val textOutstreamOf : ('a, TextIO.outstream) proc -> TextIO.outstream
  val binOutstreamOf : ('a, BinIO.outstream) proc -> BinIO.outstream
  val streamsOf : (TextIO.instream, TextIO.outstream) proc -> TextIO.instream * TextIO.outstream
  val reap : ('a, 'b) proc -> OS.Process.status
  val kill : ('a, 'b) proc * signal -> unit
  val exit : Word8.word -> 'a
end

structure Unix : UNIX =
struct
  structure PP = Posix.Process
  structure PIO = Posix.IO
  type signal = Posix.Signal.signal
  datatype exit_status = datatype PP.exit_status
  val fromStatus = PP.fromStatus
  (* What the program holds of a child: its pid, the read end of the pipe from
     its standard output and the write end of the pipe to its standard input,
     the streams made over them (each made once), and its status once reaped. *)
  datatype ('a, 'b) proc =
    PROC of {pid : PP.pid, fromChild : PIO.file_desc, toChild : PIO.file_desc,
             textIn : TextIO.instream option ref, binIn : BinIO.instream option ref,
             textOut : TextIO.outstream option ref, binOut : BinIO.outstream option ref,
             status : OS.Process.status option ref}
  fun executeInEnv (cmd, args, env) =
    if not (OS.FileSys.access (cmd, [OS.FileSys.A_EXEC])) then
      raise OS.SysErr ("executeInEnv: cannot execute " ^ cmd, NONE)
    else
      let
        val toChild = PIO.pipe ()
        val fromChild = PIO.pipe ()
        (* this side's ends are not inherited by later children *)
        val () = app (fn fd => PIO.setfd (fd, PIO.FD.cloexec)) [#outfd toChild, #infd fromChild]
      in
        case PP.fork () of
          NONE =>
            ((PIO.dup2 {old = #infd toChild, new = 0};
              PIO.dup2 {old = #outfd fromChild, new = 1};
              app PIO.close [#infd toChild, #outfd toChild, #infd fromChild, #outfd fromChild];
              PP.exece (cmd, cmd :: args, env))
             handle _ => PP.exit 0w127)
        | SOME pid =>
            (PIO.close (#infd toChild);
             PIO.close (#outfd fromChild);
             PROC {pid = pid, fromChild = #infd fromChild, toChild = #outfd toChild,
                   textIn = ref NONE, binIn = ref NONE, textOut = ref NONE, binOut = ref NONE,
                   status = ref NONE})
      end
  fun execute (cmd, args) = executeInEnv (cmd, args, BasisPosixCall.strs ("environ", 112, [], []))
  fun once (r, make) = case !r of SOME s => s | NONE => let val s = make () in r := SOME s; s end
  fun name pid = "<child " ^ Int.toString pid ^ ">"
  fun reader (mk, fd, pid) = mk {fd = fd, name = name pid, initBlkMode = true}
  fun writer (mk, fd, pid) =
    mk {fd = fd, name = name pid, appendMode = false, initBlkMode = true, chunkSize = 4096}
  fun textInstreamOf (PROC {fromChild, textIn, pid, ...}) =
    once (textIn, fn () =>
      TextIO.mkInstream (TextIO.StreamIO.mkInstream (reader (PIO.mkTextReader, fromChild, pid), "")))
  fun binInstreamOf (PROC {fromChild, binIn, pid, ...}) =
    once (binIn, fn () =>
      BinIO.mkInstream (BinIO.StreamIO.mkInstream (reader (PIO.mkBinReader, fromChild, pid), Word8Vector.fromList [])))
  fun textOutstreamOf (PROC {toChild, textOut, pid, ...}) =
    once (textOut, fn () =>
      TextIO.mkOutstream (TextIO.StreamIO.mkOutstream (writer (PIO.mkTextWriter, toChild, pid), IO.BLOCK_BUF)))
  fun binOutstreamOf (PROC {toChild, binOut, pid, ...}) =
    once (binOut, fn () =>
      BinIO.mkOutstream (BinIO.StreamIO.mkOutstream (writer (PIO.mkBinWriter, toChild, pid), IO.BLOCK_BUF)))
  fun streamsOf p = (textInstreamOf p, textOutstreamOf p)
  (* close this side's pipes (through the streams made over them), then wait;
     a second reap gives the same status *)
  fun reap (PROC {pid, fromChild, toChild, textIn, binIn, textOut, binOut, status}) =
    case !status of
      SOME st => st
    | NONE =>
        let
          fun quietly f x = f x handle OS.SysErr _ => () | IO.Io _ => ()
          val () = (Option.app (quietly TextIO.closeOut) (!textOut); Option.app (quietly BinIO.closeOut) (!binOut))
          val () = (Option.app (quietly TextIO.closeIn) (!textIn); Option.app (quietly BinIO.closeIn) (!binIn))
          (* the descriptors no stream was made over (a stream's close closes its own) *)
          val () = if isSome (!textIn) orelse isSome (!binIn) then () else quietly PIO.close fromChild
          val () = if isSome (!textOut) orelse isSome (!binOut) then () else quietly PIO.close toChild
          val st = case BasisPosixCall.ints ("reap", 23, [pid, 0], []) of
                     [_, st] => st
                   | _ => raise OS.SysErr ("reap", NONE)
        in status := SOME st; st end
  fun kill (PROC {pid, ...}, s) = PP.kill (PP.K_PROC pid, s)
  val exit = PP.exit
end
