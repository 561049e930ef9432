(* POSIX processes and descriptors (Basis Library "The Posix.Error
   structure", "The Posix.Signal structure", "The Posix.Process structure",
   "The Posix.IO structure", "The Posix.ProcEnv structure", "The
   Posix.SysDB structure", "The Posix.FileSys structure", "The Posix.TTY
   structure", "The Posix structure"), with SysWord and
   signature BIT_FLAGS, over the system calls of runtime/posix.c (through
   BasisPosixCall, socket.sml).

   (IO.open_mode and FileSys.open_mode are one datatype; POSIX cannot say so
   with 'where type', which SML '97 allows on type specifications only.)
   A descriptor (Posix.IO.file_desc) is the system's int, and is
   OS.IO.iodesc itself. A failed call raises OS.SysErr (message, SOME errno). *)

structure SysWord : WORD = Word64

signature BIT_FLAGS =
sig
  eqtype flags
  val toWord : flags -> SysWord.word
  val fromWord : SysWord.word -> flags
  val all : flags
  val flags : flags list -> flags
  val intersect : flags list -> flags
  val clear : flags * flags -> flags
  val allSet : flags * flags -> bool
  val anySet : flags * flags -> bool
end

(* Flags as words; `all` is the union of the named flags. *)
functor BasisBitFlags (val all : SysWord.word) =
struct
  type flags = SysWord.word
  fun toWord f = f
  fun fromWord w = w
  val all = all
  fun flags l = List.foldl SysWord.orb 0w0 l
  fun intersect l = List.foldl SysWord.andb all l
  fun clear (f, g) = SysWord.andb (SysWord.notb f, g)
  fun allSet (f, g) = SysWord.andb (f, g) = f
  fun anySet (f, g) = SysWord.andb (f, g) <> 0w0
  fun toInt f = SysWord.toInt f
  fun fromInt i = SysWord.fromInt i
end

signature POSIX_ERROR =
sig
  eqtype syserror
  val toWord : syserror -> SysWord.word
  val fromWord : SysWord.word -> syserror
  val errorMsg : syserror -> string
  val errorName : syserror -> string
  val syserror : string -> syserror option
  val acces : syserror
  val again : syserror
  val badf : syserror
  val badmsg : syserror
  val busy : syserror
  val canceled : syserror
  val child : syserror
  val deadlk : syserror
  val dom : syserror
  val exist : syserror
  val fault : syserror
  val fbig : syserror
  val inprogress : syserror
  val intr : syserror
  val inval : syserror
  val io : syserror
  val isdir : syserror
  val loop : syserror
  val mfile : syserror
  val mlink : syserror
  val msgsize : syserror
  val nametoolong : syserror
  val nfile : syserror
  val nodev : syserror
  val noent : syserror
  val noexec : syserror
  val nolck : syserror
  val nomem : syserror
  val nospc : syserror
  val nosys : syserror
  val notdir : syserror
  val notempty : syserror
  val notsup : syserror
  val notty : syserror
  val nxio : syserror
  val perm : syserror
  val pipe : syserror
  val range : syserror
  val rofs : syserror
  val spipe : syserror
  val srch : syserror
  val toobig : syserror
  val xdev : syserror
end

(* Posix.Error: OS's errors (the one errno table, errno.sml), no run-time
   call *)
structure BasisPosixErrorImpl : POSIX_ERROR =
struct
  type syserror = OS.syserror
  fun value name = valOf (OS.syserror name)
  fun toWord e = SysWord.fromInt e
  fun fromWord w = SysWord.toInt w
  val errorMsg = OS.errorMsg
  val errorName = OS.errorName
  val syserror = OS.syserror
  val acces = value "acces"
  val again = value "again"
  val badf = value "badf"
  val badmsg = value "badmsg"
  val busy = value "busy"
  val canceled = value "canceled"
  val child = value "child"
  val deadlk = value "deadlk"
  val dom = value "dom"
  val exist = value "exist"
  val fault = value "fault"
  val fbig = value "fbig"
  val inprogress = value "inprogress"
  val intr = value "intr"
  val inval = value "inval"
  val io = value "io"
  val isdir = value "isdir"
  val loop = value "loop"
  val mfile = value "mfile"
  val mlink = value "mlink"
  val msgsize = value "msgsize"
  val nametoolong = value "nametoolong"
  val nfile = value "nfile"
  val nodev = value "nodev"
  val noent = value "noent"
  val noexec = value "noexec"
  val nolck = value "nolck"
  val nomem = value "nomem"
  val nospc = value "nospc"
  val nosys = value "nosys"
  val notdir = value "notdir"
  val notempty = value "notempty"
  val notsup = value "notsup"
  val notty = value "notty"
  val nxio = value "nxio"
  val perm = value "perm"
  val pipe = value "pipe"
  val range = value "range"
  val rofs = value "rofs"
  val spipe = value "spipe"
  val srch = value "srch"
  val toobig = value "toobig"
  val xdev = value "xdev"
end

signature POSIX_SIGNAL =
sig
  eqtype signal
  val toWord : signal -> SysWord.word
  val fromWord : SysWord.word -> signal
  val abrt : signal
  val alrm : signal
  val bus : signal
  val fpe : signal
  val hup : signal
  val ill : signal
  val int : signal
  val kill : signal
  val pipe : signal
  val quit : signal
  val segv : signal
  val term : signal
  val usr1 : signal
  val usr2 : signal
  val chld : signal
  val cont : signal
  val stop : signal
  val tstp : signal
  val ttin : signal
  val ttou : signal
end

structure BasisPosixSignal : POSIX_SIGNAL =
struct
  type signal = int
  fun toWord s = SysWord.fromInt s
  fun fromWord w = SysWord.toInt w
  (* runtime/posix.c's OP_SIGNALS order *)
  val (abrt, alrm, bus, fpe, hup, ill, int, kill, pipe, quit, segv, term, usr1, usr2, chld, cont, stop, tstp,
       ttin, ttou) =
    case BasisPosixCall.ints ("Posix.Signal", 21, [], []) of
      [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o1, p, q, r, s, t] =>
        (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o1, p, q, r, s, t)
    | _ => raise OS.SysErr ("Posix.Signal", NONE)
end

(* the constants of runtime/posix.c's OP_IO_CONSTANTS *)
structure BasisPosixConst =
struct
  val (wnohang, wuntraced, oAppend, oNonblock, oSync, fdCloexec, oRdonly, oWronly, oRdwr, oAccmode,
       seekSet, seekCur, seekEnd, fRdlck, fWrlck, fUnlck) =
    case BasisPosixCall.ints ("Posix.IO", 24, [], []) of
      [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o1, p] => (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o1, p)
    | _ => raise OS.SysErr ("Posix.IO", NONE)
end

signature POSIX_PROCESS =
sig
  eqtype signal
  eqtype pid
  val wordToPid : SysWord.word -> pid
  val pidToWord : pid -> SysWord.word
  val fork : unit -> pid option
  val exec : string * string list -> 'a
  val exece : string * string list * string list -> 'a
  val execp : string * string list -> 'a
  datatype waitpid_arg = W_ANY_CHILD | W_CHILD of pid | W_SAME_GROUP | W_GROUP of pid
  datatype exit_status = W_EXITED | W_EXITSTATUS of Word8.word | W_SIGNALED of signal | W_STOPPED of signal
  val fromStatus : OS.Process.status -> exit_status
  structure W :
  sig
    include BIT_FLAGS
    val untraced : flags
  end
  val wait : unit -> pid * exit_status
  val waitpid : waitpid_arg * W.flags list -> pid * exit_status
  val waitpid_nh : waitpid_arg * W.flags list -> (pid * exit_status) option
  val exit : Word8.word -> 'a
  datatype killpid_arg = K_PROC of pid | K_SAME_GROUP | K_GROUP of pid
  val kill : killpid_arg * signal -> unit
  val alarm : Time.time -> Time.time
  val pause : unit -> unit
  val sleep : Time.time -> Time.time
end

structure BasisPosixProcess =
struct
  structure P = BasisPosixCall
  structure C = BasisPosixConst
  type signal = BasisPosixSignal.signal
  type pid = int
  fun wordToPid w = SysWord.toInt w
  fun pidToWord p = SysWord.fromInt p
  fun fork () = case P.int ("fork", 22, [], []) of 0 => NONE | p => SOME p
  (* exec returns only by raising *)
  fun exec' (what, mode, path, args, env) =
    (P.unit (what ^ " " ^ path, 30, [mode, length args], path :: args @ env);
     raise OS.SysErr (what, NONE))
  fun exec (path, args) = exec' ("exec", 0, path, args, [])
  fun exece (path, args, env) = exec' ("exece", 1, path, args, env)
  fun execp (file, args) = exec' ("execp", 2, file, args, [])
  datatype waitpid_arg = W_ANY_CHILD | W_CHILD of pid | W_SAME_GROUP | W_GROUP of pid
  datatype exit_status = W_EXITED | W_EXITSTATUS of Word8.word | W_SIGNALED of signal | W_STOPPED of signal
  (* a wait status, as waitpid and OS.Process.system give it *)
  fun fromStatus st =
    case P.ints ("fromStatus", 25, [st], []) of
      [0, 0] => W_EXITED
    | [0, code] => W_EXITSTATUS (Word8.fromInt code)
    | [1, s] => W_SIGNALED s
    | [_, s] => W_STOPPED s
    | _ => raise OS.SysErr ("fromStatus", NONE)
  structure W =
  struct
    structure F = BasisBitFlags (val all = SysWord.fromInt C.wuntraced)
    open F
    val untraced = SysWord.fromInt C.wuntraced
  end
  fun waitArg W_ANY_CHILD = ~1
    | waitArg (W_CHILD p) = p
    | waitArg W_SAME_GROUP = 0
    | waitArg (W_GROUP g) = ~ g
  fun waitpid' (arg, fl, extra) =
    case P.ints ("waitpid", 23, [waitArg arg, W.toInt (W.flags fl) + extra], []) of
      [0, _] => NONE
    | [p, st] => SOME (p, fromStatus st)
    | _ => raise OS.SysErr ("waitpid", NONE)
  fun waitpid (arg, fl) = valOf (waitpid' (arg, fl, 0))
  fun waitpid_nh (arg, fl) = waitpid' (arg, fl, C.wnohang)
  fun wait () = waitpid (W_ANY_CHILD, [])
  (* without the OS.Process.atExit actions (OS.Process.terminate) *)
  fun exit w = OS.Process.terminate (Word8.toInt w)
  datatype killpid_arg = K_PROC of pid | K_SAME_GROUP | K_GROUP of pid
  fun kill (arg, s) =
    P.unit ("kill", 26, [case arg of K_PROC p => p | K_SAME_GROUP => 0 | K_GROUP g => ~ g, s], [])
  fun seconds t = LargeInt.toInt (Time.toSeconds t)
  fun alarm t = Time.fromSeconds (LargeInt.fromInt (P.int ("alarm", 27, [seconds t], [])))
  fun pause () = P.unit ("pause", 28, [], [])
  fun sleep t = Time.fromSeconds (LargeInt.fromInt (P.int ("sleep", 29, [seconds t], [])))
end

structure BasisPosixProcessImpl : POSIX_PROCESS = BasisPosixProcess

signature POSIX_IO =
sig
  eqtype file_desc
  eqtype pid
  val pipe : unit -> {infd : file_desc, outfd : file_desc}
  val dup : file_desc -> file_desc
  val dup2 : {old : file_desc, new : file_desc} -> unit
  val close : file_desc -> unit
  val readVec : file_desc * int -> Word8Vector.vector
  val readArr : file_desc * Word8ArraySlice.slice -> int
  val writeVec : file_desc * Word8VectorSlice.slice -> int
  val writeArr : file_desc * Word8ArraySlice.slice -> int
  datatype whence = SEEK_SET | SEEK_CUR | SEEK_END
  structure FD :
  sig
    include BIT_FLAGS
    val cloexec : flags
  end
  structure O :
  sig
    include BIT_FLAGS
    val append : flags
    val nonblock : flags
    val sync : flags
  end
  datatype open_mode = O_RDONLY | O_WRONLY | O_RDWR
  val dupfd : {old : file_desc, base : file_desc} -> file_desc
  val getfd : file_desc -> FD.flags
  val setfd : file_desc * FD.flags -> unit
  val getfl : file_desc -> O.flags * open_mode
  val setfl : file_desc * O.flags -> unit
  val lseek : file_desc * Position.int * whence -> Position.int
  val fsync : file_desc -> unit
  datatype lock_type = F_RDLCK | F_WRLCK | F_UNLCK
  structure FLock :
  sig
    type flock
    val flock : {ltype : lock_type, whence : whence, start : Position.int, len : Position.int, pid : pid option}
                -> flock
    val ltype : flock -> lock_type
    val whence : flock -> whence
    val start : flock -> Position.int
    val len : flock -> Position.int
    val pid : flock -> pid option
  end
  val getlk : file_desc * FLock.flock -> FLock.flock
  val setlk : file_desc * FLock.flock -> FLock.flock
  val setlkw : file_desc * FLock.flock -> FLock.flock
  val mkBinReader : {fd : file_desc, name : string, initBlkMode : bool} -> BinPrimIO.reader
  val mkTextReader : {fd : file_desc, name : string, initBlkMode : bool} -> TextPrimIO.reader
  val mkBinWriter : {fd : file_desc, name : string, appendMode : bool, initBlkMode : bool, chunkSize : int}
                    -> BinPrimIO.writer
  val mkTextWriter : {fd : file_desc, name : string, appendMode : bool, initBlkMode : bool, chunkSize : int}
                     -> TextPrimIO.writer
end

(* Readers and writers on a descriptor for one PRIM_IO: the bytes move as
   strings (Word8Vector and CharVector share strings' representation). *)
functor BasisFdPrimIO (structure PIO : PRIM_IO where type pos = Position.int
                       val fromBytes : string -> PIO.vector
                       val vectorSliceBytes : PIO.vector_slice -> string
                       val arraySliceBytes : PIO.array_slice -> string
                       val arraySliceLength : PIO.array_slice -> int
                       val copyInto : PIO.array_slice * string -> unit) =
struct
  structure P = BasisPosixCall
  structure C = BasisPosixConst
  fun read nb (fd, n) = P.str ("read", 111, [fd, n, P.bool nb], [])
  fun write nb (fd, s) = P.int ("write", 34, [fd, P.bool nb], [s])
  fun intoArr nb (fd, sl) =
    let val s = read nb (fd, arraySliceLength sl) in copyInto (sl, s); size s end
  (* positions only on a regular file (OS.IO.Kind.file) *)
  fun positions fd =
    if OS.IO.kind fd <> OS.IO.Kind.file then (NONE, NONE, NONE, NONE)
    else let fun seek (off, whence) = P.int ("lseek", 35, [fd, off, whence], [])
             fun getPos () = seek (0, C.seekCur)
             fun endPos () = case ld_fs_stat (2, "", fd) of
                               _ :: _ :: _ :: _ :: _ :: _ :: sz :: _ => sz
                             | [e] => P.sysErr ("endPos", ~ e)
                             | _ => raise OS.SysErr ("endPos", NONE)
         in (SOME getPos, SOME (fn p => ignore (seek (p, C.seekSet))), SOME endPos, SOME getPos) end
  (* this module's nonblocking calls set O_NONBLOCK only for their own call *)
  fun blocking (fd, initBlkMode) =
    if initBlkMode then ()
    else let val fl = P.int ("fcntl", 37, [fd, 1], [])
         in P.unit ("fcntl", 38, [fd, 1, Word.toInt (Word.andb (Word.fromInt fl, Word.notb (Word.fromInt C.oNonblock)))], []) end
  fun ready (fd, event) () =
    case OS.IO.pollDesc fd of
      SOME pd => not (null (OS.IO.poll ([event pd], SOME Time.zeroTime)))
    | NONE => false
  fun block (fd, event) () =
    case OS.IO.pollDesc fd of
      SOME pd => ignore (OS.IO.poll ([event pd], NONE))
    | NONE => ()
  fun mkReader {fd, name, initBlkMode} =
    let val () = blocking (fd, initBlkMode)
        val (getPos, setPos, endPos, verifyPos) = positions fd
        fun avail () = case (getPos, endPos) of
                         (SOME g, SOME e) => SOME (Int.max (0, e () - g ()))
                       | _ => NONE
    in PIO.RD {name = name, chunkSize = 4096,
               readVec = SOME (fn n => fromBytes (read false (fd, n))),
               readArr = SOME (fn sl => intoArr false (fd, sl)),
               readVecNB = SOME (fn n => P.nonblocking (fromBytes o read true) (fd, n)),
               readArrNB = SOME (fn sl => P.nonblocking (intoArr true) (fd, sl)),
               block = SOME (block (fd, OS.IO.pollIn)), canInput = SOME (ready (fd, OS.IO.pollIn)),
               avail = avail, getPos = getPos, setPos = setPos, endPos = endPos, verifyPos = verifyPos,
               close = fn () => P.unit ("close", 7, [fd], []), ioDesc = SOME fd}
    end
  fun mkWriter {fd, name, appendMode, initBlkMode, chunkSize} =
    let val () = blocking (fd, initBlkMode)
        val (getPos, setPos, endPos, verifyPos) = if appendMode then (NONE, NONE, NONE, NONE) else positions fd
    in PIO.WR {name = name, chunkSize = chunkSize,
               writeVec = SOME (fn sl => write false (fd, vectorSliceBytes sl)),
               writeArr = SOME (fn sl => write false (fd, arraySliceBytes sl)),
               writeVecNB = SOME (fn sl => P.nonblocking (write true) (fd, vectorSliceBytes sl)),
               writeArrNB = SOME (fn sl => P.nonblocking (write true) (fd, arraySliceBytes sl)),
               block = SOME (block (fd, OS.IO.pollOut)), canOutput = SOME (ready (fd, OS.IO.pollOut)),
               getPos = getPos, setPos = setPos, endPos = endPos, verifyPos = verifyPos,
               close = fn () => P.unit ("close", 7, [fd], []), ioDesc = SOME fd}
    end
end

structure BasisPosixBinFd =
  BasisFdPrimIO (structure PIO = BinPrimIO
                 val fromBytes = Byte.stringToBytes
                 val vectorSliceBytes = Byte.unpackStringVec
                 val arraySliceBytes = Byte.unpackString
                 val arraySliceLength = Word8ArraySlice.length
                 fun copyInto (sl, s) =
                   let val (a, i, _) = Word8ArraySlice.base sl
                   in Word8Array.copyVec {src = Byte.stringToBytes s, dst = a, di = i} end)

structure BasisPosixTextFd =
  BasisFdPrimIO (structure PIO = TextPrimIO
                 fun fromBytes s = s
                 val vectorSliceBytes = CharVectorSlice.vector
                 val arraySliceBytes = CharArraySlice.vector
                 val arraySliceLength = CharArraySlice.length
                 fun copyInto (sl, s) =
                   let val (a, i, _) = CharArraySlice.base sl
                   in CharArray.copyVec {src = s, dst = a, di = i} end)

structure BasisPosixIO : POSIX_IO =
struct
  structure P = BasisPosixCall
  structure C = BasisPosixConst
  type file_desc = int
  type pid = int
  fun pipe () =
    case P.ints ("pipe", 31, [], []) of
      [i, w] => {infd = i, outfd = w}
    | _ => raise OS.SysErr ("pipe", NONE)
  fun dup fd = P.int ("dup", 32, [fd], [])
  fun dup2 {old, new} = P.unit ("dup2", 33, [old, new], [])
  fun close fd = P.unit ("close", 7, [fd], [])
  fun readVec (fd, n) = if n < 0 then raise Size else Byte.stringToBytes (BasisPosixBinFd.read false (fd, n))
  fun readArr (fd, sl) = BasisPosixBinFd.intoArr false (fd, sl)
  fun writeVec (fd, sl) = BasisPosixBinFd.write false (fd, Byte.unpackStringVec sl)
  fun writeArr (fd, sl) = BasisPosixBinFd.write false (fd, Byte.unpackString sl)
  datatype whence = SEEK_SET | SEEK_CUR | SEEK_END
  structure FD =
  struct
    structure F = BasisBitFlags (val all = SysWord.fromInt C.fdCloexec)
    open F
    val cloexec = SysWord.fromInt C.fdCloexec
  end
  structure O =
  struct
    structure F = BasisBitFlags (val all = SysWord.fromInt (C.oAppend + C.oNonblock + C.oSync))
    open F
    val append = SysWord.fromInt C.oAppend
    val nonblock = SysWord.fromInt C.oNonblock
    val sync = SysWord.fromInt C.oSync
  end
  datatype open_mode = O_RDONLY | O_WRONLY | O_RDWR
  fun dupfd {old, base} = P.int ("dupfd", 39, [old, base], [])
  fun getfd fd = FD.fromInt (P.int ("getfd", 37, [fd, 0], []))
  fun setfd (fd, fl) = P.unit ("setfd", 38, [fd, 0, FD.toInt fl], [])
  fun getfl fd =
    let val fl = P.int ("getfl", 37, [fd, 1], [])
        val mode = Word.toInt (Word.andb (Word.fromInt fl, Word.fromInt C.oAccmode))
        val m = if mode = C.oWronly then O_WRONLY else if mode = C.oRdwr then O_RDWR else O_RDONLY
    in (O.intersect [O.all, O.fromInt fl], m) end
  (* F_SETFL keeps the access mode; only the status flags change *)
  fun setfl (fd, fl) = P.unit ("setfl", 38, [fd, 1, O.toInt fl], [])
  fun whenceCode SEEK_SET = C.seekSet
    | whenceCode SEEK_CUR = C.seekCur
    | whenceCode SEEK_END = C.seekEnd
  fun lseek (fd, off, w) = P.int ("lseek", 35, [fd, off, whenceCode w], [])
  fun fsync fd = P.unit ("fsync", 36, [fd], [])
  datatype lock_type = F_RDLCK | F_WRLCK | F_UNLCK
  structure FLock =
  struct
    type flock = {ltype : lock_type, whence : whence, start : Position.int, len : Position.int, pid : pid option}
    fun flock (l : flock) = l
    fun ltype (l : flock) = #ltype l
    fun whence (l : flock) = #whence l
    fun start (l : flock) = #start l
    fun len (l : flock) = #len l
    fun pid (l : flock) = #pid l
  end
  fun lock (what, cmd) (fd, {ltype, whence, start, len, ...} : FLock.flock) =
    let val t = case ltype of F_RDLCK => C.fRdlck | F_WRLCK => C.fWrlck | F_UNLCK => C.fUnlck
    in case P.ints (what, 40, [fd, cmd, t, whenceCode whence, start, len], []) of
         [t', w', s', l', p'] =>
           {ltype = if t' = C.fRdlck then F_RDLCK else if t' = C.fWrlck then F_WRLCK else F_UNLCK,
            whence = if w' = C.seekCur then SEEK_CUR else if w' = C.seekEnd then SEEK_END else SEEK_SET,
            start = s', len = l', pid = if cmd = 0 andalso t' <> C.fUnlck then SOME p' else NONE}
       | _ => raise OS.SysErr (what, NONE)
    end
  val getlk = lock ("getlk", 0)
  val setlk = lock ("setlk", 1)
  val setlkw = lock ("setlkw", 2)
  val mkBinReader = BasisPosixBinFd.mkReader
  val mkTextReader = BasisPosixTextFd.mkReader
  val mkBinWriter = BasisPosixBinFd.mkWriter
  val mkTextWriter = BasisPosixTextFd.mkWriter
end

signature POSIX_PROC_ENV =
sig
  eqtype pid
  eqtype uid
  eqtype gid
  eqtype file_desc
  val uidToWord : uid -> SysWord.word
  val wordToUid : SysWord.word -> uid
  val gidToWord : gid -> SysWord.word
  val wordToGid : SysWord.word -> gid
  val getpid : unit -> pid
  val getppid : unit -> pid
  val getuid : unit -> uid
  val geteuid : unit -> uid
  val getgid : unit -> gid
  val getegid : unit -> gid
  val setuid : uid -> unit
  val setgid : gid -> unit
  val getgroups : unit -> gid list
  val getlogin : unit -> string
  val getpgrp : unit -> pid
  val setsid : unit -> pid
  val setpgid : {pid : pid option, pgid : pid option} -> unit
  val uname : unit -> (string * string) list
  val time : unit -> Time.time
  val times : unit -> {elapsed : Time.time, utime : Time.time, stime : Time.time, cutime : Time.time,
                       cstime : Time.time}
  val getenv : string -> string option
  val environ : unit -> string list
  val ctermid : unit -> string
  val ttyname : file_desc -> string
  val isatty : file_desc -> bool
  val sysconf : string -> SysWord.word
end

structure BasisPosixProcEnv : POSIX_PROC_ENV =
struct
  structure P = BasisPosixCall
  type pid = int
  type uid = int
  type gid = int
  type file_desc = int
  val uidToWord = SysWord.fromInt
  val wordToUid = SysWord.toInt
  val gidToWord = SysWord.fromInt
  val wordToGid = SysWord.toInt
  fun id k () = List.nth (P.ints ("ProcEnv", 50, [], []), k)
  val getpid = id 0
  val getppid = id 1
  val getuid = id 2
  val geteuid = id 3
  val getgid = id 4
  val getegid = id 5
  val getpgrp = id 6
  fun setuid u = P.unit ("setuid", 51, [u], [])
  fun setgid g = P.unit ("setgid", 52, [g], [])
  fun getgroups () = P.ints ("getgroups", 53, [], [])
  fun getlogin () = P.str ("getlogin", 113, [], [])
  fun setsid () = P.int ("setsid", 54, [], [])
  fun setpgid {pid, pgid} = P.unit ("setpgid", 55, [getOpt (pid, 0), getOpt (pgid, 0)], [])
  fun uname () =
    ListPair.zip (["sysname", "nodename", "release", "version", "machine"], P.strs ("uname", 114, [], []))
  fun time () = Time.fromSeconds (Time.toSeconds (Time.now ()))
  fun times () =
    case P.ints ("times", 56, [], []) of
      [e, u, s, cu, cs, tck] =>
        let fun t ticks = Time.fromNanoseconds (LargeInt.div (LargeInt.fromInt ticks * 1000000000, LargeInt.fromInt tck))
        in {elapsed = t e, utime = t u, stime = t s, cutime = t cu, cstime = t cs} end
    | _ => raise OS.SysErr ("times", NONE)
  val getenv = OS.Process.getEnv
  fun environ () = P.strs ("environ", 112, [], [])
  fun ctermid () = P.str ("ctermid", 115, [], [])
  fun ttyname fd = P.str ("ttyname", 116, [fd], [])
  fun isatty fd = P.int ("isatty", 57, [fd], []) <> 0
  (* runtime/posix.c's sysconf_names order *)
  val names = ["ARG_MAX", "CHILD_MAX", "CLK_TCK", "NGROUPS_MAX", "OPEN_MAX", "STREAM_MAX", "TZNAME_MAX",
               "JOB_CONTROL", "SAVED_IDS", "VERSION", "PAGESIZE"]
  fun sysconf name =
    let fun index (_, []) = raise OS.SysErr ("sysconf: unknown name " ^ name, NONE)
          | index (k, n :: rest) = if n = name then k else index (k + 1, rest)
    in SysWord.fromInt (P.int ("sysconf " ^ name, 58, [index (0, names)], [])) end
end

signature POSIX_SYS_DB =
sig
  eqtype uid
  eqtype gid
  structure Passwd :
  sig
    type passwd
    val name : passwd -> string
    val uid : passwd -> uid
    val gid : passwd -> gid
    val home : passwd -> string
    val shell : passwd -> string
  end
  structure Group :
  sig
    type group
    val name : group -> string
    val gid : group -> gid
    val members : group -> string list
  end
  val getgrgid : gid -> Group.group
  val getgrnam : string -> Group.group
  val getpwuid : uid -> Passwd.passwd
  val getpwnam : string -> Passwd.passwd
end

structure BasisPosixSysDB : POSIX_SYS_DB =
struct
  structure P = BasisPosixCall
  type uid = int
  type gid = int
  fun number s = case Int.fromString s of SOME n => n | NONE => raise OS.SysErr ("SysDB: bad id " ^ s, NONE)
  structure Passwd =
  struct
    type passwd = {name : string, uid : uid, gid : gid, home : string, shell : string}
    fun name (p : passwd) = #name p
    fun uid (p : passwd) = #uid p
    fun gid (p : passwd) = #gid p
    fun home (p : passwd) = #home p
    fun shell (p : passwd) = #shell p
  end
  structure Group =
  struct
    type group = {name : string, gid : gid, members : string list}
    fun name (g : group) = #name g
    fun gid (g : group) = #gid g
    fun members (g : group) = #members g
  end
  fun passwd (what, is, ss) : Passwd.passwd =
    case P.strs (what, 117, is, ss) of
      [name, u, g, home, shell] => {name = name, uid = number u, gid = number g, home = home, shell = shell}
    | _ => raise OS.SysErr (what, NONE)
  fun group (what, is, ss) : Group.group =
    case P.strs (what, 118, is, ss) of
      name :: g :: members => {name = name, gid = number g, members = members}
    | _ => raise OS.SysErr (what, NONE)
  fun getpwnam n = passwd ("getpwnam " ^ n, [0, 0], [n])
  fun getpwuid u = passwd ("getpwuid", [1, u], [])
  fun getgrnam n = group ("getgrnam " ^ n, [0, 0], [n])
  fun getgrgid g = group ("getgrgid", [1, g], [])
end

signature POSIX_FILE_SYS =
sig
  eqtype uid
  eqtype gid
  eqtype file_desc
  val fdToWord : file_desc -> SysWord.word
  val wordToFD : SysWord.word -> file_desc
  val fdToIOD : file_desc -> OS.IO.iodesc
  val iodToFD : OS.IO.iodesc -> file_desc option
  type dirstream
  val opendir : string -> dirstream
  val readdir : dirstream -> string option
  val rewinddir : dirstream -> unit
  val closedir : dirstream -> unit
  val chdir : string -> unit
  val getcwd : unit -> string
  val stdin : file_desc
  val stdout : file_desc
  val stderr : file_desc
  structure S :
  sig
    eqtype mode
    include BIT_FLAGS where type flags = mode
    val irwxu : mode
    val irusr : mode
    val iwusr : mode
    val ixusr : mode
    val irwxg : mode
    val irgrp : mode
    val iwgrp : mode
    val ixgrp : mode
    val irwxo : mode
    val iroth : mode
    val iwoth : mode
    val ixoth : mode
    val isuid : mode
    val isgid : mode
  end
  structure O :
  sig
    include BIT_FLAGS
    val append : flags
    val excl : flags
    val noctty : flags
    val nonblock : flags
    val sync : flags
    val trunc : flags
  end
  datatype open_mode = O_RDONLY | O_WRONLY | O_RDWR
  val openf : string * open_mode * O.flags -> file_desc
  val createf : string * open_mode * O.flags * S.mode -> file_desc
  val creat : string * S.mode -> file_desc
  val umask : S.mode -> S.mode
  val link : {old : string, new : string} -> unit
  val mkdir : string * S.mode -> unit
  val mkfifo : string * S.mode -> unit
  val unlink : string -> unit
  val rmdir : string -> unit
  val rename : {old : string, new : string} -> unit
  val symlink : {old : string, new : string} -> unit
  val readlink : string -> string
  eqtype dev
  val wordToDev : SysWord.word -> dev
  val devToWord : dev -> SysWord.word
  eqtype ino
  val wordToIno : SysWord.word -> ino
  val inoToWord : ino -> SysWord.word
  structure ST :
  sig
    type stat
    val isDir : stat -> bool
    val isChr : stat -> bool
    val isBlk : stat -> bool
    val isReg : stat -> bool
    val isFIFO : stat -> bool
    val isLink : stat -> bool
    val isSock : stat -> bool
    val mode : stat -> S.mode
    val ino : stat -> ino
    val dev : stat -> dev
    val nlink : stat -> int
    val uid : stat -> uid
    val gid : stat -> gid
    val size : stat -> Position.int
    val atime : stat -> Time.time
    val mtime : stat -> Time.time
    val ctime : stat -> Time.time
  end
  val stat : string -> ST.stat
  val lstat : string -> ST.stat
  val fstat : file_desc -> ST.stat
  datatype access_mode = A_READ | A_WRITE | A_EXEC
  val access : string * access_mode list -> bool
  val chmod : string * S.mode -> unit
  val fchmod : file_desc * S.mode -> unit
  val chown : string * uid * gid -> unit
  val fchown : file_desc * uid * gid -> unit
  val utime : string * {actime : Time.time, modtime : Time.time} option -> unit
  val ftruncate : file_desc * Position.int -> unit
  val pathconf : string * string -> SysWord.word option
  val fpathconf : file_desc * string -> SysWord.word option
end

structure BasisPosixFileSys : POSIX_FILE_SYS =
struct
  structure P = BasisPosixCall
  structure C = BasisPosixConst
  type uid = int
  type gid = int
  type file_desc = int
  val fdToWord = SysWord.fromInt
  val wordToFD = SysWord.toInt
  fun fdToIOD fd = fd
  fun iodToFD fd = SOME fd
  (* runtime/posix.c's OP_FS_CONSTANTS order *)
  val (oExcl, oNoctty, oTrunc, oCreat, irwxu, irusr, iwusr, ixusr, irwxg, irgrp, iwgrp, ixgrp, irwxo, iroth,
       iwoth, ixoth, isuid, isgid, ifmt, ifdir, ifchr, ifblk, ifreg, ififo, iflnk, ifsock, rOk, wOk, xOk, fOk) =
    case P.ints ("Posix.FileSys", 73, [], []) of
      [a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22,
       a23, a24, a25, a26, a27, a28, a29, a30] =>
        (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22,
         a23, a24, a25, a26, a27, a28, a29, a30)
    | _ => raise OS.SysErr ("Posix.FileSys", NONE)
  datatype dirstream = DIR of int
  fun opendir p = DIR (P.int ("opendir " ^ p, 70, [], [p]))
  fun readdir (DIR h) = case P.strs ("readdir", 119, [h], []) of [name] => SOME name | _ => NONE
  fun rewinddir (DIR h) = P.unit ("rewinddir", 72, [h], [])
  fun closedir (DIR h) = P.unit ("closedir", 71, [h], [])
  fun path1 (what, code, mode) p = P.unit (what ^ " " ^ p, 62, [code, mode], [p])
  fun chdir p = path1 ("chdir", 5, 0) p
  fun getcwd () = P.str ("getcwd", 120, [], [])
  val stdin = 0
  val stdout = 1
  val stderr = 2
  structure S =
  struct
    structure F = BasisBitFlags (val all = SysWord.fromInt (irwxu + irwxg + irwxo + isuid + isgid))
    open F
    type mode = flags
    val irwxu = fromInt irwxu
    val irusr = fromInt irusr
    val iwusr = fromInt iwusr
    val ixusr = fromInt ixusr
    val irwxg = fromInt irwxg
    val irgrp = fromInt irgrp
    val iwgrp = fromInt iwgrp
    val ixgrp = fromInt ixgrp
    val irwxo = fromInt irwxo
    val iroth = fromInt iroth
    val iwoth = fromInt iwoth
    val ixoth = fromInt ixoth
    val isuid = fromInt isuid
    val isgid = fromInt isgid
  end
  structure O =
  struct
    structure F = BasisBitFlags (val all = SysWord.fromInt (C.oAppend + oExcl + oNoctty + C.oNonblock + C.oSync + oTrunc))
    open F
    val append = fromInt C.oAppend
    val excl = fromInt oExcl
    val noctty = fromInt oNoctty
    val nonblock = fromInt C.oNonblock
    val sync = fromInt C.oSync
    val trunc = fromInt oTrunc
  end
  datatype open_mode = datatype BasisPosixIO.open_mode
  fun modeBits O_RDONLY = C.oRdonly
    | modeBits O_WRONLY = C.oWronly
    | modeBits O_RDWR = C.oRdwr
  fun openf (p, m, fl) = P.int ("openf " ^ p, 60, [modeBits m + O.toInt fl, 0], [p])
  fun createf (p, m, fl, mode) = P.int ("createf " ^ p, 60, [modeBits m + O.toInt fl + oCreat, S.toInt mode], [p])
  fun creat (p, mode) = createf (p, O_WRONLY, O.trunc, mode)
  fun umask m = S.fromInt (P.int ("umask", 61, [S.toInt m], []))
  fun path2 (what, code) {old, new} = P.unit (what ^ " " ^ old, 63, [code], [old, new])
  val link = path2 ("link", 0)
  val symlink = path2 ("symlink", 1)
  val rename = path2 ("rename", 2)
  fun mkdir (p, m) = path1 ("mkdir", 0, S.toInt m) p
  fun mkfifo (p, m) = path1 ("mkfifo", 1, S.toInt m) p
  fun unlink p = path1 ("unlink", 2, 0) p
  fun rmdir p = path1 ("rmdir", 3, 0) p
  fun readlink p = P.str ("readlink " ^ p, 121, [], [p])
  type dev = int
  val wordToDev = SysWord.toInt
  val devToWord = SysWord.fromInt
  type ino = int
  val wordToIno = SysWord.toInt
  val inoToWord = SysWord.fromInt
  structure ST =
  struct
    type stat = {dev : int, ino : int, mode : int, nlink : int, uid : int, gid : int, size : int,
                 atime : int, mtime : int, ctime : int}
    fun isType t (s : stat) = Word.andb (Word.fromInt (#mode s), Word.fromInt ifmt) = Word.fromInt t
    val isDir = isType ifdir
    val isChr = isType ifchr
    val isBlk = isType ifblk
    val isReg = isType ifreg
    val isFIFO = isType ififo
    val isLink = isType iflnk
    val isSock = isType ifsock
    fun mode (s : stat) = S.intersect [S.all, S.fromInt (#mode s)]
    fun ino (s : stat) = #ino s
    fun dev (s : stat) = #dev s
    fun nlink (s : stat) = #nlink s
    fun uid (s : stat) = #uid s
    fun gid (s : stat) = #gid s
    fun size (s : stat) = #size s
    fun time secs = Time.fromSeconds (LargeInt.fromInt secs)
    fun atime (s : stat) = time (#atime s)
    fun mtime (s : stat) = time (#mtime s)
    fun ctime (s : stat) = time (#ctime s)
  end
  fun stat' (what, code, p, fd) : ST.stat =
    case ld_fs_stat (code, p, fd) of
      [dev, ino, mode, nlink, uid, gid, size, atime, mtime, ctime, _] =>
        {dev = dev, ino = ino, mode = mode, nlink = nlink, uid = uid, gid = gid, size = size, atime = atime,
         mtime = mtime, ctime = ctime}
    | [e] => P.sysErr (what, ~ e)
    | _ => raise OS.SysErr (what, NONE)
  fun stat p = stat' ("stat " ^ p, 0, p, 0)
  fun lstat p = stat' ("lstat " ^ p, 1, p, 0)
  fun fstat fd = stat' ("fstat", 2, "", fd)
  datatype access_mode = datatype OS.FileSys.access_mode
  fun access (p, modes) =
    let val bits = List.foldl (fn (A_READ, b) => b + rOk | (A_WRITE, b) => b + wOk | (A_EXEC, b) => b + xOk) 0 modes
    in P.int ("access " ^ p, 66, [if bits = 0 then fOk else bits], [p]) <> 0 end
  fun chmod (p, m) = path1 ("chmod", 4, S.toInt m) p
  fun fchmod (fd, m) = P.unit ("fchmod", 64, [fd, S.toInt m], [])
  fun chown (p, u, g) = P.unit ("chown " ^ p, 65, [0, 0, u, g], [p])
  fun fchown (fd, u, g) = P.unit ("fchown", 65, [1, fd, u, g], [""])
  fun utime (p, NONE) = P.unit ("utime " ^ p, 67, [1, 0, 0], [p])
    | utime (p, SOME {actime, modtime}) =
        P.unit ("utime " ^ p, 67, [0, LargeInt.toInt (Time.toSeconds actime), LargeInt.toInt (Time.toSeconds modtime)], [p])
  fun ftruncate (fd, n) = P.unit ("ftruncate", 68, [fd, n], [])
  (* runtime/posix.c's pathconf_names order *)
  val confNames = ["CHOWN_RESTRICTED", "LINK_MAX", "MAX_CANON", "MAX_INPUT", "NAME_MAX", "NO_TRUNC", "PATH_MAX",
                   "PIPE_BUF", "VDISABLE", "ASYNC_IO", "SYNC_IO", "PRIO_IO", "FILESIZEBITS"]
  fun conf (what, code, fd, p, name) =
    let fun index (_, []) = raise OS.SysErr (what ^ ": unknown name " ^ name, NONE)
          | index (k, n :: rest) = if n = name then k else index (k + 1, rest)
    in case P.int (what ^ " " ^ name, 69, [code, fd, index (0, confNames)], [p]) of
         ~1 => NONE
       | v => SOME (SysWord.fromInt v)
    end
  fun pathconf (p, name) = conf ("pathconf", 0, 0, p, name)
  fun fpathconf (fd, name) = conf ("fpathconf", 1, fd, "", name)
end

signature POSIX_TTY =
sig
  eqtype pid
  eqtype file_desc
  structure V :
  sig
    val eof : int
    val eol : int
    val erase : int
    val intr : int
    val kill : int
    val min : int
    val quit : int
    val susp : int
    val time : int
    val start : int
    val stop : int
    val nccs : int
    type cc
    val cc : (int * char) list -> cc
    val update : cc * (int * char) list -> cc
    val sub : cc * int -> char
  end
  structure I :
  sig
    include BIT_FLAGS
    val brkint : flags
    val icrnl : flags
    val ignbrk : flags
    val igncr : flags
    val ignpar : flags
    val inlcr : flags
    val inpck : flags
    val istrip : flags
    val ixoff : flags
    val ixon : flags
    val parmrk : flags
  end
  structure O :
  sig
    include BIT_FLAGS
    val opost : flags
  end
  structure C :
  sig
    include BIT_FLAGS
    val clocal : flags
    val cread : flags
    val cs5 : flags
    val cs6 : flags
    val cs7 : flags
    val cs8 : flags
    val csize : flags
    val cstopb : flags
    val hupcl : flags
    val parenb : flags
    val parodd : flags
  end
  structure L :
  sig
    include BIT_FLAGS
    val echo : flags
    val echoe : flags
    val echok : flags
    val echonl : flags
    val icanon : flags
    val iexten : flags
    val isig : flags
    val noflsh : flags
    val tostop : flags
  end
  eqtype speed
  val compareSpeed : speed * speed -> order
  val speedToWord : speed -> SysWord.word
  val wordToSpeed : SysWord.word -> speed
  val b0 : speed
  val b50 : speed
  val b75 : speed
  val b110 : speed
  val b134 : speed
  val b150 : speed
  val b200 : speed
  val b300 : speed
  val b600 : speed
  val b1200 : speed
  val b1800 : speed
  val b2400 : speed
  val b4800 : speed
  val b9600 : speed
  val b19200 : speed
  val b38400 : speed
  type termios
  val termios : {iflag : I.flags, oflag : O.flags, cflag : C.flags, lflag : L.flags, cc : V.cc, ispeed : speed,
                 ospeed : speed} -> termios
  val fieldsOf : termios -> {iflag : I.flags, oflag : O.flags, cflag : C.flags, lflag : L.flags, cc : V.cc,
                             ispeed : speed, ospeed : speed}
  val getiflag : termios -> I.flags
  val getoflag : termios -> O.flags
  val getcflag : termios -> C.flags
  val getlflag : termios -> L.flags
  val getcc : termios -> V.cc
  structure CF :
  sig
    val getospeed : termios -> speed
    val setospeed : termios * speed -> termios
    val getispeed : termios -> speed
    val setispeed : termios * speed -> termios
  end
  structure TC :
  sig
    eqtype set_action
    val sanow : set_action
    val sadrain : set_action
    val saflush : set_action
    eqtype flow_action
    val ooff : flow_action
    val oon : flow_action
    val ioff : flow_action
    val ion : flow_action
    eqtype queue_sel
    val iflush : queue_sel
    val oflush : queue_sel
    val ioflush : queue_sel
    val getattr : file_desc -> termios
    val setattr : file_desc * set_action * termios -> unit
    val sendbreak : file_desc * int -> unit
    val drain : file_desc -> unit
    val flush : file_desc * queue_sel -> unit
    val flow : file_desc * flow_action -> unit
  end
  val getpgrp : file_desc -> pid
  val setpgrp : file_desc * pid -> unit
end

structure BasisPosixTTY : POSIX_TTY =
struct
  structure P = BasisPosixCall
  type pid = int
  type file_desc = int
  (* runtime/posix.c's OP_TTY_CONSTANTS, in order *)
  val k = Vector.fromList (P.ints ("Posix.TTY", 80, [], []))
  fun c i = Vector.sub (k, i)
  fun w i = SysWord.fromInt (c i)
  fun union (lo, hi) = List.foldl SysWord.orb 0w0 (List.tabulate (hi - lo + 1, fn i => w (lo + i)))
  structure V =
  struct
    val eof = c 0
    val eol = c 1
    val erase = c 2
    val intr = c 3
    val kill = c 4
    val min = c 5
    val quit = c 6
    val susp = c 7
    val time = c 8
    val start = c 9
    val stop = c 10
    val nccs = c 11
    type cc = char vector
    fun update (v, l) =
      let val a = Array.tabulate (Vector.length v, fn i => Vector.sub (v, i))
      in List.app (fn (i, ch) => Array.update (a, i, ch)) l; Array.vector a end
    fun cc l = update (Vector.tabulate (nccs, fn _ => #"\000"), l)
    val sub = Vector.sub
  end
  structure I =
  struct
    structure F = BasisBitFlags (val all = union (12, 22))
    open F
    val brkint = w 12
    val icrnl = w 13
    val ignbrk = w 14
    val igncr = w 15
    val ignpar = w 16
    val inlcr = w 17
    val inpck = w 18
    val istrip = w 19
    val ixoff = w 20
    val ixon = w 21
    val parmrk = w 22
  end
  structure O =
  struct
    structure F = BasisBitFlags (val all = w 23)
    open F
    val opost = w 23
  end
  structure C =
  struct
    structure F = BasisBitFlags (val all = union (24, 34))
    open F
    val clocal = w 24
    val cread = w 25
    val cs5 = w 26
    val cs6 = w 27
    val cs7 = w 28
    val cs8 = w 29
    val csize = w 30
    val cstopb = w 31
    val hupcl = w 32
    val parenb = w 33
    val parodd = w 34
  end
  structure L =
  struct
    structure F = BasisBitFlags (val all = union (35, 43))
    open F
    val echo = w 35
    val echoe = w 36
    val echok = w 37
    val echonl = w 38
    val icanon = w 39
    val iexten = w 40
    val isig = w 41
    val noflsh = w 42
    val tostop = w 43
  end
  type speed = int
  (* by the speeds' order in the specification (B0 .. B38400), not their codes *)
  val speeds = List.tabulate (16, fn i => c (44 + i))
  fun rank s = let fun go (_, []) = 16 + s | go (i, x :: r) = if x = s then i else go (i + 1, r) in go (0, speeds) end
  fun compareSpeed (a, b) = Int.compare (rank a, rank b)
  val speedToWord = SysWord.fromInt
  val wordToSpeed = SysWord.toInt
  val b0 = c 44
  val b50 = c 45
  val b75 = c 46
  val b110 = c 47
  val b134 = c 48
  val b150 = c 49
  val b200 = c 50
  val b300 = c 51
  val b600 = c 52
  val b1200 = c 53
  val b1800 = c 54
  val b2400 = c 55
  val b4800 = c 56
  val b9600 = c 57
  val b19200 = c 58
  val b38400 = c 59
  type termios = {iflag : I.flags, oflag : O.flags, cflag : C.flags, lflag : L.flags, cc : V.cc, ispeed : speed,
                  ospeed : speed}
  fun termios (t : termios) = t
  fun fieldsOf (t : termios) = t
  fun getiflag (t : termios) = #iflag t
  fun getoflag (t : termios) = #oflag t
  fun getcflag (t : termios) = #cflag t
  fun getlflag (t : termios) = #lflag t
  fun getcc (t : termios) = #cc t
  structure CF =
  struct
    fun getospeed (t : termios) = #ospeed t
    fun getispeed (t : termios) = #ispeed t
    fun setospeed ({iflag, oflag, cflag, lflag, cc, ispeed, ...} : termios, s) =
      {iflag = iflag, oflag = oflag, cflag = cflag, lflag = lflag, cc = cc, ispeed = ispeed, ospeed = s}
    fun setispeed ({iflag, oflag, cflag, lflag, cc, ospeed, ...} : termios, s) =
      {iflag = iflag, oflag = oflag, cflag = cflag, lflag = lflag, cc = cc, ispeed = s, ospeed = ospeed}
  end
  structure TC =
  struct
    type set_action = int
    val sanow = c 60
    val sadrain = c 61
    val saflush = c 62
    type flow_action = int
    val ooff = c 63
    val oon = c 64
    val ioff = c 65
    val ion = c 66
    type queue_sel = int
    val iflush = c 67
    val oflush = c 68
    val ioflush = c 69
    fun getattr fd : termios =
      case P.ints ("tcgetattr", 81, [fd], []) of
        i :: oflag :: cflag :: l :: ispeed :: ospeed :: cc =>
          {iflag = SysWord.fromInt i, oflag = SysWord.fromInt oflag, cflag = SysWord.fromInt cflag,
           lflag = SysWord.fromInt l, cc = Vector.fromList (map chr cc), ispeed = ispeed, ospeed = ospeed}
      | _ => raise OS.SysErr ("tcgetattr", NONE)
    fun setattr (fd, action, {iflag, oflag, cflag, lflag, cc, ispeed, ospeed} : termios) =
      P.unit ("tcsetattr", 82,
              [fd, action, I.toInt iflag, O.toInt oflag, C.toInt cflag, L.toInt lflag, ispeed, ospeed]
              @ Vector.foldr (fn (ch, l) => ord ch :: l) [] cc, [])
    fun sendbreak (fd, d) = P.unit ("tcsendbreak", 83, [0, fd, d], [])
    fun drain fd = P.unit ("tcdrain", 83, [1, fd, 0], [])
    fun flush (fd, q) = P.unit ("tcflush", 83, [2, fd, q], [])
    fun flow (fd, a) = P.unit ("tcflow", 83, [3, fd, a], [])
  end
  fun getpgrp fd = P.int ("tcgetpgrp", 84, [0, fd, 0], [])
  fun setpgrp (fd, p) = P.unit ("tcsetpgrp", 84, [1, fd, p], [])
end

signature POSIX =
sig
  structure Error : POSIX_ERROR where type syserror = OS.syserror
  structure Signal : POSIX_SIGNAL
  structure Process : POSIX_PROCESS where type signal = Signal.signal
  structure ProcEnv : POSIX_PROC_ENV where type pid = Process.pid
  structure FileSys : POSIX_FILE_SYS
    where type file_desc = ProcEnv.file_desc where type uid = ProcEnv.uid where type gid = ProcEnv.gid
  structure IO : POSIX_IO where type file_desc = FileSys.file_desc where type pid = Process.pid
  structure SysDB : POSIX_SYS_DB where type uid = ProcEnv.uid where type gid = ProcEnv.gid
  structure TTY : POSIX_TTY where type pid = Process.pid where type file_desc = FileSys.file_desc
end

structure Posix : POSIX =
struct
  structure Error = BasisPosixErrorImpl
  structure Signal = BasisPosixSignal
  structure Process = BasisPosixProcessImpl
  structure IO = BasisPosixIO
  structure ProcEnv = BasisPosixProcEnv
  structure SysDB = BasisPosixSysDB
  structure FileSys = BasisPosixFileSys
  structure TTY = BasisPosixTTY
end
