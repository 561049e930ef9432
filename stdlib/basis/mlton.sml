(* structure MLton (MLton's extension structure): eq, equal, hash, size,
   sizeAll, share and shareAll (runtime/mlton.c walks any value: equal is structural,
   reals by bits, closures by code and free variables, refs, arrays and
   exceptions by identity; share redirects every pointer to a replaced
   object), isMLton, Array.unfoldi, Vector.unfoldi and create, Exn.history,
   GC (collect, pack, unpack, setMessages, setSummary, Statistics), Weak (a
   weak cell kind in the collector), Finalizable (over Weak; finalizers run
   after MLton.GC.collect, in Finalizable.new once a collection happened,
   and at exit), Platform (Arch and OS, host from uname), Process (atExit,
   exit, getpid, spawn, spawne, spawnp: fork and exec over structure Posix;
   a child whose exec fails ends with status 127; its status is reaped with
   Posix.Process.waitpid), IntInf (rep, fromRep, isSmall, areSmall, gcd: a
   view built from the value, Small being what fits in an Int.int, as
   int_inf_core.sml's SMALL), Random, Word and Word8 rotations, Rusage, and Exn:
   history (always []), addExnMessager (General.exnMessage and the top-level
   exnMessage try the messagers), the top-level handler (held by the
   runtime, which applies it to an uncaught exception through
   top_handler.sml once this unit has run), topLevelHandler,
   defaultTopLevelHandler; Thread, Signal (without Mask and suspend) and
   Itimer (stdlib/basis/mlton_thread.sml, over runtime/thread.c).

   Left out: Process.create and its Child/Param streams, with the reap and
   kill that take create's process (not written yet: spawn's pid is reaped
   with Posix.Process.waitpid); Cont (SMLofNJ.Cont has one-shot
   continuations over Thread); Signal.Mask, suspend, handled and restart
   (mlton_thread.sml says why); Pointer
   (without an FFI no program can get hold of an address to read or write:
   only null and arithmetic on it, so every get or set would be a wild
   access) and the FFI. *)

signature MLTON_WORD =
sig
  type t
  val rol : t * Word.word -> t
  val ror : t * Word.word -> t
end

(* rol and ror of any WORD *)
functor BasisMLtonRotate (W : WORD) : MLTON_WORD =
struct
  type t = W.word
  val bits = Word.fromInt W.wordSize
  fun rol (w, k) =
    let val k = Word.mod (k, bits)
    in if k = 0w0 then w else W.orb (W.<< (w, k), W.>> (w, bits - k)) end
  fun ror (w, k) =
    let val k = Word.mod (k, bits)
    in if k = 0w0 then w else W.orb (W.>> (w, k), W.<< (w, bits - k)) end
end

signature MLTON =
sig
  (* the same object (the same value, for what is not an object: ints,
     chars, nullary constructors) *)
  val eq : 'a * 'a -> bool
  (* structural equality on any value (runtime/mlton.c): = on equality types;
     reals by bit pattern, closures by code and free variables, refs, arrays
     and exceptions by identity *)
  val equal : 'a * 'a -> bool
  (* consistent with equal *)
  val hash : 'a -> Word32.word
  (* a major collection, then every immutable object reachable from the
     value (all live data: shareAll) that equals another is replaced by it *)
  val share : 'a -> unit
  val shareAll : unit -> unit
  (* the bytes of the objects reachable from the value (from every root) *)
  val size : 'a -> IntInf.int
  val sizeAll : unit -> IntInf.int
  structure GC :
  sig
    structure Statistics :
    sig
      val bytesAllocated : unit -> IntInf.int
      val lastBytesLive : unit -> IntInf.int
      val maxBytesLive : unit -> IntInf.int
      val numCopyingGCs : unit -> IntInf.int
      val numMarkCompactGCs : unit -> IntInf.int
      val numMinorGCs : unit -> IntInf.int
    end
    val collect : unit -> unit
    val pack : unit -> unit
    val setMessages : bool -> unit
    val setSummary : bool -> unit
    val unpack : unit -> unit
  end
  structure Weak :
  sig
    type 'a t
    val get : 'a t -> 'a option
    val new : 'a -> 'a t
  end
  structure Finalizable :
  sig
    type 'a t
    val addFinalizer : 'a t * ('a -> unit) -> unit
    val finalizeBefore : 'a t * 'b t -> unit
    val new : 'a -> 'a t
    val touch : 'a t -> unit
    val withValue : 'a t * ('a -> 'b) -> 'b
  end
  structure Array :
  sig
    val unfoldi : int * 'b * (int * 'b -> 'a * 'b) -> 'a array * 'b
  end
  structure Vector :
  sig
    val create : int -> {done : unit -> 'a vector, sub : int -> 'a, update : int * 'a -> unit}
    val unfoldi : int * 'b * (int * 'b -> 'a * 'b) -> 'a vector * 'b
  end
  structure Exn :
  sig
    (* General.exnMessage (and the top-level exnMessage) try the messagers,
       the most recently added first *)
    val addExnMessager : (exn -> string option) -> unit
    (* prints "unhandled exception: " and the exception's message on stderr,
       ends the program with status 1 (without the atExit actions, as an
       uncaught exception without MLton does) *)
    val defaultTopLevelHandler : exn -> 'a
    val getTopLevelHandler : unit -> exn -> unit
    val history : exn -> string list
    (* the handler an uncaught exception is given to; the program ends with
       status 1 if it returns, and reports what it raises as uncaught *)
    val setTopLevelHandler : (exn -> unit) -> unit
    (* what the top-level handler does with the exception *)
    val topLevelHandler : exn -> 'a
  end
  (* IntInf's view as MLton gives it: Small of what fits in an Int.int, Big
     of a sign word (0w0 non-negative, 0w1 negative) and 64-bit limbs, least
     significant first *)
  structure IntInf :
  sig
    type t = IntInf.int
    structure BigWord : WORD where type word = Word64.word
    structure SmallInt : INTEGER where type int = Int.int
    datatype rep = Big of BigWord.word vector | Small of SmallInt.int
    val areSmall : t * t -> bool
    val fromRep : rep -> t option
    val gcd : t * t -> t
    val isSmall : t -> bool
    val rep : t -> rep
  end
  (* true: a program that asks may use what this structure has *)
  val isMLton : bool
  structure Platform :
  sig
    structure Arch :
    sig
      datatype t = Alpha | AMD64 | ARM | ARM64 | HPPA | IA64 | LoongArch64 | m68k | MIPS | PowerPC
                 | PowerPC64 | RISCV | S390 | Sparc | X86
      val fromString : string -> t option
      val host : t
      val toString : t -> string
    end
    structure OS :
    sig
      datatype t = AIX | Cygwin | Darwin | FreeBSD | Hurd | HPUX | Linux | MinGW | NetBSD | OpenBSD
                 | Solaris
      val fromString : string -> t option
      val host : t
      val toString : t -> string
    end
  end
  structure Process :
  sig
    type pid = Posix.ProcEnv.pid
    val atExit : (unit -> unit) -> unit
    val exit : OS.Process.status -> 'a
    val getpid : unit -> pid
    val spawn : {args : string list, path : string} -> pid
    val spawne : {args : string list, env : string list, path : string} -> pid
    val spawnp : {args : string list, file : string} -> pid
  end
  structure Random :
  sig
    val alphaNumChar : unit -> char
    val alphaNumString : int -> string
    val rand : unit -> word
    val seed : unit -> word option
    val srand : word -> unit
    val useed : unit -> word option
  end
  structure Rusage :
  sig
    type t = {utime : Time.time, stime : Time.time}
    val measureGC : bool -> unit
    val rusage : unit -> {children : t, gc : t, self : t}
  end
  (* stdlib/basis/mlton_thread.sml *)
  structure Itimer : MLTON_ITIMER
  structure Signal : MLTON_SIGNAL
  structure Thread : MLTON_THREAD
  structure Word : MLTON_WORD where type t = Word.word
  structure Word8 : MLTON_WORD where type t = Word8.word
end

local
  structure BasisArray = Array
  structure BasisVector = Vector
in
structure MLton : MLTON =
struct
  val eq = ld_ptr_eq
  val equal = ld_mlton_equal
  fun hash x = Word32.fromInt (ld_mlton_hash x)
  fun share x = ld_mlton_share (x, 0)
  fun shareAll () = ld_mlton_share ((), 1)
  fun size x = Int.toLarge (ld_mlton_size (x, 0))
  fun sizeAll () = Int.toLarge (ld_mlton_size ((), 1))

  structure Weak =
  struct
    (* a weak cell (runtime/mlton.c), never read as the ref it is typed as *)
    datatype 'a t = T of 'a ref
    fun new x = T (ld_weak_new x)
    fun get (T w) = case ld_weak_get w of [x] => SOME x | _ => NONE
  end

  (* The finalizers of the values MLton.Finalizable watches: each entry says
     whether its value is still alive and runs its finalizers.  There is no
     way for the collector to call ML code, so the values that died are
     looked for after MLton.GC.collect, by Finalizable.new when a collection
     happened since the last look, and at exit, where every finalizer left
     runs (as MLton does). *)
  structure BasisFinalizers =
  struct
    val pending : {alive : unit -> bool, run : unit -> unit} list ref = ref []
    val collections = ref 0
    (* the oldest first *)
    fun runEach entries = List.app (fn {run, ...} => run ()) (List.rev entries)
    fun afterCollection () =
      let val (dead, live) = List.partition (fn {alive, ...} => not (alive ())) (!pending)
      in collections := ld_mlton_gc (11, 0); pending := live; runEach dead end
    fun check () = if ld_mlton_gc (11, 0) <> !collections then afterCollection () else ()
    fun runAll () = let val entries = !pending in pending := []; runEach entries end
    val () = OS.Process.atExit runAll
  end

  structure GC =
  struct
    fun query code () = Int.toLarge (ld_mlton_gc (code, 0))
    structure Statistics =
    struct
      val bytesAllocated = query 5
      val lastBytesLive = query 6
      val numCopyingGCs = query 7
      val numMarkCompactGCs = query 8
      val numMinorGCs = query 9
      val maxBytesLive = query 10
    end
    fun collect () = (ignore (ld_mlton_gc (0, 0)); BasisFinalizers.afterCollection ())
    (* a major collection, then the unused pages go back to the system *)
    fun pack () = (ignore (ld_mlton_gc (1, 0)); BasisFinalizers.afterCollection ())
    (* the spaces grow back as they are needed *)
    fun unpack () = ignore (ld_mlton_gc (2, 0))
    (* a line on stderr per collection *)
    fun setMessages b = ignore (ld_mlton_gc (3, if b then 1 else 0))
    (* the statistics of LDRIVER_GC_STATS=1 on stderr at exit *)
    fun setSummary b = ignore (ld_mlton_gc (4, if b then 1 else 0))
  end

  structure Finalizable =
  struct
    (* the weak cell watches `value`, which only the Finalizable holds: the
       finalizers get the value itself *)
    datatype 'a t = T of {afters : (unit -> unit) list ref, finalizers : ('a -> unit) list ref,
                          value : 'a ref}
    fun touch (T {value, ...}) = ld_mlton_touch value
    fun addFinalizer (T {finalizers, ...}, f) = finalizers := f :: !finalizers
    fun finalizeBefore (T {afters, ...}, g) = afters := (fn () => touch g) :: !afters
    fun withValue (f as T {value, ...}, g) =
      let val r = g (!value) handle e => (touch f; raise e) in touch f; r end
    fun new v =
      let val () = BasisFinalizers.check ()
          val afters = ref []
          val finalizers = ref []
          val value = ref v
          val weak = Weak.new value
          fun run () = (List.app (fn f => f v) (!finalizers); List.app (fn f => f ()) (!afters))
          fun alive () = isSome (Weak.get weak)
      in
        BasisFinalizers.pending := {alive = alive, run = run} :: !BasisFinalizers.pending;
        T {afters = afters, finalizers = finalizers, value = value}
      end
  end

  structure Array =
  struct
    fun unfoldi (n, b, f) =
      if n < 0 orelse n > Array.maxLen then raise Size
      else if n = 0 then (Array.fromList [], b)
      else
        let val (x0, b1) = f (0, b)
            val a = Array.array (n, x0)
            fun fill (i, b) =
              if i < n then let val (x, b') = f (i, b) in Array.update (a, i, x); fill (i + 1, b') end
              else b
        in (a, fill (1, b1)) end
  end

  structure Vector =
  struct
    fun unfoldi (n, b, f) =
      let val (a, b') = Array.unfoldi (n, b, f) in (BasisArray.vector a, b') end
    (* the elements are written into an array; `done` freezes it: after it,
       update raises Fail, and sub reads the vector *)
    fun create n =
      let val a = BasisArray.array (n, NONE)
          val result = ref NONE
          fun element i =
            case BasisArray.sub (a, i) of
                SOME x => x
              | NONE => raise Fail "MLton.Vector.create: sub of an element not yet updated"
          fun sub i = case !result of SOME v => Vector.sub (v, i) | NONE => element i
          fun update (i, x) =
            case !result of
                SOME _ => raise Fail "MLton.Vector.create: update after done"
              | NONE => BasisArray.update (a, i, SOME x)
          fun done () =
            case !result of
                SOME v => v
              | NONE => let val v = Vector.tabulate (n, element) in result := SOME v; v end
      in {done = done, sub = sub, update = update} end
  end

  structure Exn =
  struct
    val addExnMessager = BasisExnMessagers.add
    (* no raise points are recorded (as MLton without Exn.keepHistory) *)
    fun history (_ : exn) : string list = []
    fun defaultTopLevelHandler e =
      (TextIO.flushOut TextIO.stdOut;
       TextIO.output (TextIO.stdErr, "unhandled exception: " ^ exnMessage e ^ "\n");
       OS.Process.terminate OS.Process.failure)
    (* the runtime holds the handler (runtime/exn.c): it applies it to an
       uncaught exception through top_handler.sml *)
    fun setTopLevelHandler (f : exn -> unit) = ld_exn_set_top_handler f
    fun getTopLevelHandler () : exn -> unit = ld_exn_top_handler ()
    fun topLevelHandler e = (getTopLevelHandler () e; OS.Process.terminate OS.Process.failure)
    val () = setTopLevelHandler defaultTopLevelHandler
  end

  structure IntInf =
  struct
    type t = IntInf.int
    structure BigWord = Word64
    structure SmallInt = Int
    datatype rep = Big of BigWord.word vector | Small of SmallInt.int
    (* small means fits in an Int.int: int_inf_core.sml's SMALL *)
    fun isSmall x =
      IntInf.<= (Int.toLarge (valOf Int.minInt), x) andalso IntInf.<= (x, Int.toLarge (valOf Int.maxInt))
    fun areSmall (x, y) = isSmall x andalso isSmall y
    val limbMask = IntInf.- (IntInf.<< (1, 0w64), 1)
    fun limbs 0 = []
      | limbs m = Word64.fromLargeInt (IntInf.andb (m, limbMask)) :: limbs (IntInf.~>> (m, 0w64))
    fun rep x =
      if isSmall x then Small (Int.fromLarge x)
      else Big (BasisVector.fromList ((if IntInf.< (x, 0) then 0w1 else 0w0) :: limbs (IntInf.abs x)))
    fun fromRep (Small i) = SOME (Int.toLarge i)
      | fromRep (Big v) =
          let val magnitude =
                VectorSlice.foldr (fn (w, m) => IntInf.orb (IntInf.<< (m, 0w64), Word64.toLargeInt w)) 0
                  (VectorSlice.slice (v, 1, NONE))
          in
            if BasisVector.length v = 0 then NONE
            else case BasisVector.sub (v, 0) of
                     0w0 => SOME magnitude
                   | 0w1 => SOME (IntInf.~ magnitude)
                   | _ => NONE
          end
    (* Euclid's algorithm; the result is non-negative *)
    fun gcd (a, b) = if b = 0 then IntInf.abs a else gcd (b, IntInf.rem (a, b))
  end

  val isMLton = true

  structure Platform =
  struct
    (* a name as MLton's toString gives it, beside its constructor; fromString
       reads either case *)
    fun lookup names name =
      Option.map #1 (List.find (fn (_, n) => n = String.map Char.toLower name) names)
    fun nameOf names t = #2 (valOf (List.find (fn (t', _) => t' = t) names))
    (* a field of uname(2), in lower case *)
    fun uname field =
      case List.find (fn (k, _) => k = field) (Posix.ProcEnv.uname ()) of
          SOME (_, v) => String.map Char.toLower v
        | NONE => ""

    structure Arch =
    struct
      datatype t = Alpha | AMD64 | ARM | ARM64 | HPPA | IA64 | LoongArch64 | m68k | MIPS | PowerPC
                 | PowerPC64 | RISCV | S390 | Sparc | X86
      val names =
        [(Alpha, "alpha"), (AMD64, "amd64"), (ARM, "arm"), (ARM64, "arm64"), (HPPA, "hppa"),
         (IA64, "ia64"), (LoongArch64, "loongarch64"), (m68k, "m68k"), (MIPS, "mips"),
         (PowerPC, "powerpc"), (PowerPC64, "powerpc64"), (RISCV, "riscv"), (S390, "s390"),
         (Sparc, "sparc"), (X86, "x86")]
      val fromString = lookup names
      val toString = nameOf names
      (* uname's machine names; the datatype is closed, so a machine it does
         not name reads as AMD64 *)
      val host =
        case uname "machine" of
            "x86_64" => AMD64
          | "amd64" => AMD64
          | "aarch64" => ARM64
          | "arm64" => ARM64
          | "ppc64" => PowerPC64
          | "ppc64le" => PowerPC64
          | "riscv64" => RISCV
          | "s390x" => S390
          | "loongarch64" => LoongArch64
          | m => if String.size m = 4 andalso String.isPrefix "i" m andalso String.isSuffix "86" m then X86
                 else if String.isPrefix "arm" m then ARM
                 else if String.isPrefix "mips" m then MIPS
                 else if String.isPrefix "sparc" m then Sparc
                 else AMD64
    end

    structure OS =
    struct
      datatype t = AIX | Cygwin | Darwin | FreeBSD | Hurd | HPUX | Linux | MinGW | NetBSD | OpenBSD
                 | Solaris
      val names =
        [(AIX, "aix"), (Cygwin, "cygwin"), (Darwin, "darwin"), (FreeBSD, "freebsd"), (Hurd, "hurd"),
         (HPUX, "hpux"), (Linux, "linux"), (MinGW, "mingw"), (NetBSD, "netbsd"),
         (OpenBSD, "openbsd"), (Solaris, "solaris")]
      val fromString = lookup names
      val toString = nameOf names
      val host =
        case uname "sysname" of
            "sunos" => Solaris
          | "gnu" => Hurd
          | "hp-ux" => HPUX
          | s => if String.isPrefix "cygwin" s then Cygwin
                 else if String.isPrefix "mingw" s then MinGW
                 else getOpt (fromString s, Linux)
    end
  end

  structure Process =
  struct
    type pid = Posix.ProcEnv.pid
    val atExit = OS.Process.atExit
    val exit = OS.Process.exit
    val getpid = Posix.ProcEnv.getpid
    (* the child runs `exec`; if exec fails it ends with status 127, as a
       shell's does, and without running the parent's atExit functions *)
    fun spawnWith exec =
      case Posix.Process.fork () of
          SOME pid => pid
        | NONE => (exec () handle _ => Posix.Process.exit 0w127)
    fun spawn {args, path} = spawnWith (fn () => Posix.Process.exec (path, args))
    fun spawne {args, env, path} = spawnWith (fn () => Posix.Process.exece (path, args, env))
    fun spawnp {args, file} = spawnWith (fn () => Posix.Process.execp (file, args))
  end

  structure Random =
  struct
    (* xorshift over the 63 bits of a word, seeded from the clock until
       srand says otherwise *)
    val state = ref (Word.fromLargeInt (Time.toMicroseconds (Time.now ())) + 0w88172645463325252)
    fun srand w = state := (if w = 0w0 then 0w1 else w)
    fun rand () =
      let val x = !state
          val x = Word.xorb (x, Word.<< (x, 0w13))
          val x = Word.xorb (x, Word.>> (x, 0w7))
          val x = Word.xorb (x, Word.<< (x, 0w17))
      in state := (if x = 0w0 then 0w1 else x); x end
    (* a word from the system's random source, or NONE if it cannot be read *)
    fun fromDevice () =
      let val s = BinIO.openIn "/dev/urandom"
          val bytes = BinIO.inputN (s, 8) before BinIO.closeIn s
      in
        if Word8Vector.length bytes < 8 then NONE
        else SOME (Word8Vector.foldl (fn (b, w) => Word.orb (Word.<< (w, 0w8), Word.fromInt (Word8.toInt b))) 0w0 bytes)
      end
      handle IO.Io _ => NONE
    val seed = fromDevice
    val useed = fromDevice
    val chars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    fun alphaNumChar () =
      String.sub (chars, Word.toInt (Word.mod (rand (), Word.fromInt (String.size chars))))
    fun alphaNumString n = CharVector.tabulate (n, fn _ => alphaNumChar ())
  end

  structure Rusage =
  struct
    type t = {utime : Time.time, stime : Time.time}
    (* the collector keeps no separate account of its time *)
    fun measureGC (_ : bool) = ()
    fun rusage () =
      let val {usr, sys} = Timer.checkCPUTimer (Timer.totalCPUTimer ())
          val zero = {utime = Time.zeroTime, stime = Time.zeroTime}
      in {children = zero, gc = zero, self = {utime = usr, stime = sys}} end
  end

  structure Itimer = BasisMLtonItimer
  structure Signal = BasisMLtonSignal
  structure Thread = BasisMLtonThread
  structure Word = BasisMLtonRotate (Word)
  structure Word8 = BasisMLtonRotate (Word8)
end
end
