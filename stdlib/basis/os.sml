(* OS_PROCESS (Basis Library "The OS.Process structure"), a part of OS, and
   COMMAND_LINE (Basis Library "The CommandLine structure"). *)

signature OS_PROCESS =
sig
  eqtype status
  val success : status
  val failure : status
  val isSuccess : status -> bool
  val system : string -> status
  val atExit : (unit -> unit) -> unit
  val exit : status -> 'a
  val terminate : status -> 'a
  val getEnv : string -> string option
  val sleep : real -> unit
end

structure OS =
struct
  structure Process : OS_PROCESS =
  struct
    type status = int
    val success = 0
    val failure = 1
    fun isSuccess st = st = 0
    fun system cmd = ld_process_system cmd
    val exitActions : (unit -> unit) list ref = ref []
    fun atExit f = exitActions := f :: !exitActions
    fun terminate st = (ld_process_exit st; raise Fail "OS.Process.terminate")
    (* run the actions registered with atExit (last first), each once *)
    fun exit st =
      let fun run () =
            case !exitActions of
              [] => ()
            | f :: rest => (exitActions := rest; (f () handle _ => ()); run ())
      in run (); terminate st end
    fun getEnv name =
      case ld_process_getenv name of
        [v] => SOME v
      | _ => NONE
    fun sleep secs =
      let val stop = ld_time_now () + secs
          fun wait () = if ld_time_now () < stop then wait () else ()
      in wait () end
  end
end

signature COMMAND_LINE =
sig
  val name : unit -> string
  val arguments : unit -> string list
end

structure CommandLine : COMMAND_LINE =
struct
  fun name () = ld_command_name ()
  fun arguments () = ld_command_args ()
end
