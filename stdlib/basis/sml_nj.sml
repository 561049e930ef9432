(* structure SMLofNJ (the SML/NJ extension, as MLton provides it), without
   Cont: first-class continuations would need the native stack captured and
   reinstated, which the runtime cannot do (calls return through the native
   stack, frames hold records), so callcc/throw/isolate are not offered
   rather than offered wrong. *)

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
