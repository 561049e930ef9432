(* OS_PROCESS and OS_PATH (Basis Library "The OS.Process structure", "The
   OS.Path structure", Unix paths), parts of OS, and
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

signature OS_PATH =
sig
  exception Path
  exception InvalidArc
  val parentArc : string
  val currentArc : string
  val fromString : string -> {isAbs : bool, vol : string, arcs : string list}
  val toString : {isAbs : bool, vol : string, arcs : string list} -> string
  val validVolume : {isAbs : bool, vol : string} -> bool
  val getVolume : string -> string
  val splitDirFile : string -> {dir : string, file : string}
  val joinDirFile : {dir : string, file : string} -> string
  val dir : string -> string
  val file : string -> string
  val splitBaseExt : string -> {base : string, ext : string option}
  val joinBaseExt : {base : string, ext : string option} -> string
  val base : string -> string
  val ext : string -> string option
  val mkCanonical : string -> string
  val isCanonical : string -> bool
  val mkAbsolute : {path : string, relativeTo : string} -> string
  val isAbsolute : string -> bool
  val isRelative : string -> bool
  val isRoot : string -> bool
  val concat : string * string -> string
  val fromUnixPath : string -> string
  val toUnixPath : string -> string
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

  (* Unix paths: no volumes, arcs separated by / *)
  structure Path : OS_PATH =
  struct
    exception Path
    exception InvalidArc
    val parentArc = ".."
    val currentArc = "."
    fun isSlash c = c = #"/"
    fun fromString "" = {isAbs = false, vol = "", arcs = []}
      | fromString s =
          if String.sub (s, 0) = #"/" then
            {isAbs = true, vol = "", arcs = String.fields isSlash (String.extract (s, 1, NONE))}
          else {isAbs = false, vol = "", arcs = String.fields isSlash s}
    fun toString {isAbs, vol, arcs} =
      if vol <> "" then raise Path
      else if not isAbs andalso (case arcs of "" :: _ :: _ => true | _ => false) then raise Path
      else if List.exists (fn a => Char.contains a #"/") arcs then raise InvalidArc
      else (if isAbs then "/" else "") ^ String.concatWith "/" arcs
    fun validVolume {isAbs = _, vol} = vol = ""
    fun getVolume _ = ""
    fun isAbsolute s = s <> "" andalso String.sub (s, 0) = #"/"
    fun isRelative s = not (isAbsolute s)
    fun isRoot s = s = "/"
    fun splitDirFile s =
      let val (d, f) = Substring.splitr (fn c => c <> #"/") (Substring.full s)
          val dir = Substring.string d
          val dir = if dir = "" orelse dir = "/" then dir else String.substring (dir, 0, size dir - 1)
      in {dir = dir, file = Substring.string f} end
    fun joinDirFile {dir, file} =
      if Char.contains file #"/" then raise InvalidArc
      else if dir = "" then file
      else if String.isSuffix "/" dir then dir ^ file
      else dir ^ "/" ^ file
    fun dir s = #dir (splitDirFile s)
    fun file s = #file (splitDirFile s)
    fun splitBaseExt s =
      let val {dir = d, file = f} = splitDirFile s
          val (b, e) = Substring.splitr (fn c => c <> #".") (Substring.full f)
      in
        if Substring.size b <= 1 orelse Substring.isEmpty e then {base = s, ext = NONE}
        else {base = joinDirFile {dir = d, file = Substring.string (Substring.trimr 1 b)},
              ext = SOME (Substring.string e)}
      end
    fun joinBaseExt {base, ext = NONE} = base
      | joinBaseExt {base, ext = SOME ""} = base
      | joinBaseExt {base, ext = SOME e} = base ^ "." ^ e
    fun base s = #base (splitBaseExt s)
    fun ext s = #ext (splitBaseExt s)
    fun concat (p1, p2) =
      if isAbsolute p2 then raise Path
      else if p1 = "" then p2
      else if p2 = "" then p1
      else if String.isSuffix "/" p1 then p1 ^ p2
      else p1 ^ "/" ^ p2
    (* without "." and empty arcs, with ".." resolved as far as possible *)
    fun mkCanonical s =
      let val {isAbs, arcs, ...} = fromString s
          fun step (".", acc) = acc
            | step ("", acc) = acc
            | step ("..", a :: acc) = if a = ".." then ".." :: a :: acc else acc
            | step ("..", []) = if isAbs then [] else [".."]
            | step (a, acc) = a :: acc
          val arcs = rev (List.foldl step [] arcs)
      in
        if isAbs then "/" ^ String.concatWith "/" arcs
        else if null arcs then "."
        else String.concatWith "/" arcs
      end
    fun isCanonical s = mkCanonical s = s
    fun mkAbsolute {path, relativeTo} =
      if isAbsolute path then path
      else if isRelative relativeTo then raise Path
      else mkCanonical (concat (relativeTo, path))
    fun fromUnixPath s = s
    fun toUnixPath s = s
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
