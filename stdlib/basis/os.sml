(* signature OS and OS_FILE_SYS, OS_IO, OS_PATH, OS_PROCESS (Basis Library
   "The OS structure", "The OS.FileSys structure", "The OS.IO structure",
   "The OS.Path structure" for Unix paths, "The OS.Process structure"),
   with OS.SysErr (errno values), and COMMAND_LINE (Basis Library "The
   CommandLine structure"). OS.IO's descriptors are file descriptors
   (nothing here makes one but Posix, which is not provided). *)

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
  val sleep : Time.time -> unit
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
  val getParent : string -> string
  val mkCanonical : string -> string
  val isCanonical : string -> bool
  val mkAbsolute : {path : string, relativeTo : string} -> string
  val mkRelative : {path : string, relativeTo : string} -> string
  val isAbsolute : string -> bool
  val isRelative : string -> bool
  val isRoot : string -> bool
  val concat : string * string -> string
  val fromUnixPath : string -> string
  val toUnixPath : string -> string
end

signature OS_FILE_SYS =
sig
  type dirstream
  val openDir : string -> dirstream
  val readDir : dirstream -> string option
  val rewindDir : dirstream -> unit
  val closeDir : dirstream -> unit
  val chDir : string -> unit
  val getDir : unit -> string
  val mkDir : string -> unit
  val rmDir : string -> unit
  val isDir : string -> bool
  val isLink : string -> bool
  val readLink : string -> string
  val fullPath : string -> string
  val realPath : string -> string
  val modTime : string -> Time.time
  val fileSize : string -> Position.int
  val setTime : string * Time.time option -> unit
  val remove : string -> unit
  val rename : {old : string, new : string} -> unit
  datatype access_mode = A_READ | A_WRITE | A_EXEC
  val access : string * access_mode list -> bool
  val tmpName : unit -> string
  eqtype file_id
  val fileId : string -> file_id
  val hash : file_id -> word
  val compare : file_id * file_id -> order
end

signature OS_IO =
sig
  eqtype iodesc
  val hash : iodesc -> word
  val compare : iodesc * iodesc -> order
  eqtype iodesc_kind
  val kind : iodesc -> iodesc_kind
  structure Kind :
  sig
    val file : iodesc_kind
    val dir : iodesc_kind
    val symlink : iodesc_kind
    val tty : iodesc_kind
    val pipe : iodesc_kind
    val socket : iodesc_kind
    val device : iodesc_kind
  end
  eqtype poll_desc
  type poll_info
  val pollDesc : iodesc -> poll_desc option
  val pollToIODesc : poll_desc -> iodesc
  exception Poll
  val pollIn : poll_desc -> poll_desc
  val pollOut : poll_desc -> poll_desc
  val pollPri : poll_desc -> poll_desc
  val poll : poll_desc list * Time.time option -> poll_info list
  val isIn : poll_info -> bool
  val isOut : poll_info -> bool
  val isPri : poll_info -> bool
  val infoToPollDesc : poll_info -> poll_desc
end

signature OS =
sig
  structure FileSys : OS_FILE_SYS
  structure IO : OS_IO
  structure Path : OS_PATH
  structure Process : OS_PROCESS
  eqtype syserror
  exception SysErr of string * syserror option
  val errorMsg : syserror -> string
  val errorName : syserror -> string
  val syserror : string -> syserror option
end

(* The actions registered with OS.Process.atExit. They run on exit and when
   the program ends normally: the driver initializes the unit at_exit.sml,
   which runs them, after the program's last unit. *)
structure BasisExitActions =
struct
  val actions : (unit -> unit) list ref = ref []
  fun add f = actions := f :: !actions
  (* last registered first, each once; an action's exception is ignored *)
  fun run () =
    case !actions of
      [] => ()
    | f :: rest => (actions := rest; (f () handle _ => ()); run ())
end

structure OS : OS =
struct
  (* errno values *)
  type syserror = int
  exception SysErr of string * syserror option
  fun errorMsg err = ld_os_error_message err
  (* every errno the C library names (errno.sml); Posix.Error's too *)
  fun errorName err =
    case List.find (fn (n, _) => n = err) BasisErrno.table of
      SOME (_, name) => name
    | NONE => "errno" ^ Int.toString err
  fun syserror name = Option.map #1 (List.find (fn (_, n) => n = name) BasisErrno.table)
  structure Process : OS_PROCESS =
  struct
    type status = int
    val success = 0
    val failure = 1
    fun isSuccess st = st = 0
    fun system cmd = ld_process_system cmd
    val atExit = BasisExitActions.add
    fun terminate st = (ld_process_exit st; raise Fail "OS.Process.terminate")
    fun exit st = (BasisExitActions.run (); terminate st)
    fun getEnv name =
      case ld_process_getenv name of
        [v] => SOME v
      | _ => NONE
    (* poll(2) on no descriptors, a day at most at a time *)
    fun sleep t =
      let val ms = LargeInt.toInt (Time.toMilliseconds t)
          fun wait ms = if ms <= 0 then ()
                        else (ignore (ld_os_poll ([], [], Int.min (ms, 86400000))); wait (ms - 86400000))
      in wait ms end
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
    (* the path itself for a root; a last arc that is empty (a trailing
       slash), . or .. gets .. appended; any other is dropped *)
    fun getParent p =
      let val {isAbs, vol, arcs} = fromString p
      in case rev arcs of
           [] => if isAbs then p else parentArc
         | "" :: _ => if isAbs andalso arcs = [""] then p else p ^ parentArc
         | a :: rest =>
             if a = currentArc andalso null rest andalso not isAbs then parentArc
             else if a = currentArc orelse a = parentArc then p ^ "/" ^ parentArc
             else if null rest andalso not isAbs then currentArc
             else toString {isAbs = isAbs, vol = vol, arcs = rev rest}
      end
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
    (* The relative path from the directory relativeTo to path: both made
       canonical, the common leading arcs dropped, one ".." per arc left in
       relativeTo. *)
    fun mkRelative {path, relativeTo} =
      if isRelative relativeTo then raise Path
      else if isRelative path then path
      else
        let fun arcs s = List.filter (fn a => a <> "") (#arcs (fromString (mkCanonical s)))
            fun strip (a :: p, b :: r) = if a = b then strip (p, r) else (a :: p, b :: r)
              | strip pr = pr
            val (p, r) = strip (arcs path, arcs relativeTo)
            val up = List.map (fn _ => parentArc) r
        in case up @ p of [] => currentArc | all => String.concatWith "/" all end
    fun fromUnixPath s = s
    fun toUnixPath s = s
  end

  structure FileSys : OS_FILE_SYS =
  struct
    fun sysErr (what, err) = raise SysErr (what ^ ": " ^ errorMsg err, SOME err)
    (* runtime failures come as Fail "what: message" *)
    fun wrap f x = f x handle Fail msg => raise SysErr (msg, NONE)

    datatype dirstream = D of {all : string list, rest : string list ref, closed : bool ref}
    fun openDir p = let val names = wrap ld_fs_list_dir p in D {all = names, rest = ref names, closed = ref false} end
    fun readDir (D {rest, closed, ...}) =
      if !closed then raise SysErr ("readDir: closed directory stream", NONE)
      else case !rest of
             [] => NONE
           | n :: ns => (rest := ns; SOME n)
    fun rewindDir (D {all, rest, closed}) =
      if !closed then raise SysErr ("rewindDir: closed directory stream", NONE) else rest := all
    fun closeDir (D {closed, ...}) = closed := true

    fun op1 (code, what) p = case ld_fs_op (code, p, "") of 0 => () | err => sysErr (what ^ " " ^ p, err)
    val chDir = op1 (0, "chDir")
    val mkDir = op1 (1, "mkDir")
    val rmDir = op1 (2, "rmDir")
    val remove = op1 (3, "remove")
    fun rename {old, new} =
      case ld_fs_op (4, old, new) of 0 => () | err => sysErr ("rename " ^ old, err)
    fun setTime (p, NONE) = op1 (5, "setTime") p
      | setTime (p, SOME t) =
          let val secs = Time.toReal t
          in case ld_fs_set_time (p, secs, secs) of 0 => () | err => sysErr ("setTime " ^ p, err) end

    (* a file is its device and inode numbers *)
    type file_id = int * int
    fun fileId p =
      case ld_fs_stat (0, p, 0) of
        dev :: ino :: _ :: _ => (dev, ino)
      | [err] => sysErr ("fileId " ^ p, ~ err)
      | _ => raise SysErr ("fileId " ^ p, NONE)
    fun hash (dev, ino) = Word.+ (Word.* (Word.fromInt dev, 0w65599), Word.fromInt ino)
    fun compare ((d1, i1), (d2, i2)) =
      case Int.compare (d1, d2) of EQUAL => Int.compare (i1, i2) | order => order

    fun query (code, what) p =
      let val r = ld_fs_query (code, p) in if r < 0 then sysErr (what ^ " " ^ p, ~ r) else r end
    fun isDir p = query (0, "isDir") p = 1
    fun isLink p = query (1, "isLink") p = 1
    fun fileSize p = query (2, "fileSize") p
    fun modTime p = Time.fromSeconds (LargeInt.fromInt (query (3, "modTime") p))
    datatype access_mode = A_READ | A_WRITE | A_EXEC
    fun access (p, modes) =
      let fun code A_READ = 4
            | code A_WRITE = 5
            | code A_EXEC = 6
      in ld_fs_query (7, p) = 1 andalso List.all (fn m => ld_fs_query (code m, p) = 1) modes end

    fun getDir () = wrap (fn () => ld_fs_string (0, "")) ()
    fun fullPath p = wrap (fn p => ld_fs_string (1, p)) p
    (* like fullPath, but relative to the current directory if p is relative *)
    fun realPath p =
      if Path.isAbsolute p then fullPath p
      else Path.mkRelative {path = fullPath p, relativeTo = fullPath (getDir ())}
    fun readLink p = wrap (fn p => ld_fs_string (2, p)) p
    fun tmpName () = wrap (fn () => ld_fs_string (3, "")) ()
  end

  (* I/O descriptors are file descriptors; poll through the runtime's poll(2) *)
  structure IO : OS_IO =
  struct
    type iodesc = int
    fun hash fd = Word.fromInt fd
    val compare = Int.compare
    type iodesc_kind = int
    structure Kind =
    struct
      val file = 0
      val dir = 1
      val symlink = 2
      val tty = 3
      val pipe = 4
      val socket = 5
      val device = 6
    end
    (* by the file type bits of fstat's mode; a character device is a tty
       (isatty is not asked) *)
    fun kind fd =
      case ld_fs_stat (2, "", fd) of
        _ :: _ :: mode :: _ =>
          (case Word.andb (Word.fromInt mode, 0wxF000) of
             0wx8000 => Kind.file
           | 0wx4000 => Kind.dir
           | 0wxA000 => Kind.symlink
           | 0wx2000 => Kind.tty
           | 0wx1000 => Kind.pipe
           | 0wxC000 => Kind.socket
           | _ => Kind.device)
      | [err] => raise SysErr ("kind: " ^ errorMsg (~ err), SOME (~ err))
      | _ => raise SysErr ("kind", NONE)
    (* a descriptor and the events asked (1 in, 2 out, 4 priority) *)
    datatype poll_desc = PD of int * int
    (* ... and the events that happened *)
    datatype poll_info = PI of int * int * int
    fun pollDesc fd = if fd < 0 then NONE else SOME (PD (fd, 0))
    fun pollToIODesc (PD (fd, _)) = fd
    exception Poll
    fun withEvent (PD (fd, ev), bit) = PD (fd, Word.toInt (Word.orb (Word.fromInt ev, bit)))
    fun pollIn pd = withEvent (pd, 0w1)
    fun pollOut pd = withEvent (pd, 0w2)
    fun pollPri pd = withEvent (pd, 0w4)
    fun poll (pds, timeout) =
      let val ms = case timeout of
                     NONE => ~1
                   | SOME t => if Time.< (t, Time.zeroTime) then raise Time.Time
                               else LargeInt.toInt (Time.toMilliseconds t)
          val fds = map (fn PD (fd, _) => fd) pds
          val evs = map (fn PD (_, ev) => ev) pds
          val got = ld_os_poll (fds, evs, ms)
          fun ready () =
            List.mapPartial (fn (PD (fd, ev), g) => if g = 0 then NONE else SOME (PI (fd, ev, g)))
              (ListPair.zip (pds, got))
      in
        case got of
          [err] => if err < 0 then raise SysErr ("poll: " ^ errorMsg (~ err), SOME (~ err)) else ready ()
        | _ => ready ()
      end
    fun has bit (PI (_, _, got)) = Word.andb (Word.fromInt got, bit) <> 0w0
    val isIn = has 0w1
    val isOut = has 0w2
    val isPri = has 0w4
    fun infoToPollDesc (PI (fd, ev, _)) = PD (fd, ev)
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
