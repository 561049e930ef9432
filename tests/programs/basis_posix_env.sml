(* Posix.ProcEnv and Posix.SysDB: ids, a child's view of its parent,
   process groups and sessions in children (an uncaught exception in a child
   is its failure, exit status 1), the user and group databases,
   uname, sysconf, times, the environment, terminals, and their errors. *)
structure PE = Posix.ProcEnv
structure DB = Posix.SysDB
fun say s = print (s ^ "\n")
fun b x = Bool.toString x
fun sysErr f = (ignore (f ()); "no error")
  handle OS.SysErr (_, SOME e) => "SysErr " ^ Posix.Error.errorName e
       | OS.SysErr (_, NONE) => "SysErr NONE"

val me = PE.getpid ()
val () = say ("pid positive " ^ b (SysWord.toInt (Posix.Process.pidToWord me) > 0))
val () =
  case Posix.Process.fork () of
    NONE =>
      let val parentOk = PE.getppid () = me
          val session = PE.setsid () = PE.getpid ()
          val leader = PE.getpgrp () = PE.getpid ()
      in Posix.Process.exit (if parentOk andalso leader andalso session then 0w0 else 0w1) end
  | SOME child =>
      (case Posix.Process.waitpid (Posix.Process.W_CHILD child, []) of
         (_, Posix.Process.W_EXITED) => say "child: parent, group and session as expected"
       | _ => say "child: wrong")
val () = say ("a group leader cannot start a session: "
              ^ (case Posix.Process.fork () of
                   NONE => (PE.setpgid {pid = NONE, pgid = NONE}; ignore (PE.setsid ()); Posix.Process.exit 0w0)
                 | SOME c => (case Posix.Process.waitpid (Posix.Process.W_CHILD c, []) of
                                (_, Posix.Process.W_EXITSTATUS 0w1) => "SysErr, uncaught in the child"
                              | _ => "no error")))

(* users and groups *)
val pw = DB.getpwuid (PE.getuid ())
val () = say ("passwd by name and by uid agree " ^ b (DB.Passwd.uid (DB.getpwnam (DB.Passwd.name pw)) = PE.getuid ()))
val () = say ("home and shell " ^ b (size (DB.Passwd.home pw) > 0) ^ " " ^ b (DB.Passwd.gid pw = DB.Passwd.gid (DB.getpwnam (DB.Passwd.name pw))))
val gr = DB.getgrgid (PE.getgid ())
val () = say ("group by name and by gid agree " ^ b (DB.Group.gid (DB.getgrnam (DB.Group.name gr)) = PE.getgid ()))
val () = say ("members a list " ^ b (length (DB.Group.members gr) >= 0))
val () = say ("no such user: " ^ sysErr (fn () => DB.getpwnam "no-such-user-here"))
val () = say ("no such group: " ^ sysErr (fn () => DB.getgrnam "no-such-group-here"))
val () = say ("ids as words " ^ b (PE.wordToUid (PE.uidToWord (PE.getuid ())) = PE.getuid ()) ^ " "
              ^ b (PE.wordToGid (PE.gidToWord (PE.getegid ())) = PE.getegid ()))
val () = PE.setuid (PE.getuid ()) handle OS.SysErr _ => ()
val () = say ("groups " ^ b (List.all (fn g => g >= PE.wordToGid 0w0) (PE.getgroups ())))

(* the system *)
val u = PE.uname ()
val () = say (String.concatWith " " (map #1 u))
val () = say ("sysname " ^ b (size (#2 (hd u)) > 0))
val () = say ("CLK_TCK " ^ b (SysWord.> (PE.sysconf "CLK_TCK", 0w0)) ^ " OPEN_MAX " ^ b (SysWord.> (PE.sysconf "OPEN_MAX", 0w2)))
val () = say ("unknown sysconf: " ^ sysErr (fn () => PE.sysconf "NO_SUCH_LIMIT"))
val t = PE.times ()
val () = say ("times " ^ b (Time.>= (#utime t, Time.zeroTime) andalso Time.>= (#elapsed t, Time.zeroTime)))
val () = say ("time " ^ b (Time.<= (Time.- (Time.now (), PE.time ()), Time.fromSeconds 2)))
val () = say ("environ and getenv agree "
              ^ b (List.all (fn kv => case String.fields (fn c => c = #"=") kv of
                                        k :: _ => isSome (PE.getenv k)
                                      | [] => false) (PE.environ ())))
val () = say ("no such variable " ^ b (PE.getenv "NO_SUCH_VARIABLE_HERE" = NONE))
val () = say ("ctermid " ^ b (size (PE.ctermid ()) > 0))
val {infd, outfd} = Posix.IO.pipe ()
val () = say ("a pipe is a tty " ^ b (PE.isatty infd))
val () = say ("ttyname of a pipe: " ^ sysErr (fn () => PE.ttyname infd))
val () = app Posix.IO.close [infd, outfd]
