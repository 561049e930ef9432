(* structure SMLofNJ (the SML/NJ extension, as MLton provides it).

   Cont's continuations are one-shot, made of MLton.Thread's threads
   (stdlib/basis/mlton_thread.sml): callcc f runs f on a new thread while
   the calling thread waits as the continuation; f's result, or a throw to
   it, resumes the caller once.  Re-entering a continuation that has been
   resumed already (multi-shot use: returning twice from one callcc) is not
   supported and raises Fail saying so; true multi-shot continuations would
   need the native stack copied, which the runtime cannot do (frames hold
   records and untraced raw words).  Each callcc costs a thread, freed when
   its function returns or throws. *)

signature SML_OF_NJ =
sig
  structure SysInfo :
  sig
    exception UNKNOWN
    datatype os_kind = BEOS | MACOS | OS2 | UNIX | WIN32
    val getHostArch : unit -> string
    val getOSKind : unit -> os_kind
    val getOSName : unit -> string
  end
  structure Cont :
  sig
    type 'a cont
    val callcc : ('a cont -> 'a) -> 'a
    val isolate : ('a -> unit) -> 'a cont
    val throw : 'a cont -> 'a -> 'b
  end
  structure Internals :
  sig
    structure GC : sig val messages : bool -> unit end
  end
  val exnHistory : exn -> string list
  val exportFn : string * (string * string list -> OS.Process.status) -> unit
  val exportML : string -> bool
  val getAllArgs : unit -> string list
  val getArgs : unit -> string list
  val getCmdName : unit -> string
end

structure SMLofNJ : SML_OF_NJ =
struct
  structure SysInfo =
  struct
    exception UNKNOWN
    datatype os_kind = BEOS | MACOS | OS2 | UNIX | WIN32
    (* the targets ldriver compiles for (compiler/llvm/target.py): 64-bit
       Linux on x86-64 *)
    fun getHostArch () = "AMD64"
    fun getOSKind () = UNIX
    fun getOSName () = "Linux"
  end
  structure Cont =
  struct
    structure T = BasisMLtonThread
    (* the thread waiting for the continuation's value, until it gets it *)
    datatype 'a cont = K of 'a T.t option ref
    fun taken (K r) =
      case !r of
          SOME t => (r := NONE; t)
        | NONE => raise Fail "SMLofNJ.Cont.throw: the continuation was resumed already \
                             \(continuations are one-shot here: re-entering one is not supported)"
    fun resumed k value = T.prepare (T.prepend (taken k, value), ())
    (* the thread that throws is left for good (nothing holds it: a switch
       from it would make the only value that can resume it), so it is freed,
       as f's is when f returns *)
    fun throw k v = T.finishTo (resumed k (fn () => v))
    fun callcc f =
      T.switch (fn caller =>
        let val k = K (ref (SOME caller))
            fun body () =
              T.finishTo (let val v = f k in resumed k (fn () => v) end
                          handle e => resumed k (fn () => raise e))
        in T.prepare (T.new body, ()) end)
    fun isolate f =
      K (ref (SOME (T.new (fn x => (f x; raise Fail "SMLofNJ.Cont.isolate: the isolated function returned")))))
  end
  structure Internals =
  struct
    (* the collector prints no messages to turn on or off *)
    structure GC = struct fun messages (_ : bool) = () end
  end
  (* no raise points are recorded (as MLton without Exn.keepHistory) *)
  fun exnHistory (_ : exn) : string list = []
  (* a native executable cannot write a heap image of itself *)
  fun exportFn (_ : string, _ : string * string list -> OS.Process.status) : unit =
    raise Fail "SMLofNJ.exportFn: a native executable cannot export a heap image"
  fun exportML (_ : string) : bool =
    raise Fail "SMLofNJ.exportML: a native executable cannot export a heap image"
  val getCmdName = CommandLine.name
  val getArgs = CommandLine.arguments
  fun getAllArgs () = CommandLine.name () :: CommandLine.arguments ()
end
