(* OS.errorName / OS.syserror and Posix.Error share one table of every errno
   the C library names (stdlib/basis/errno.sml, generated from <errno.h>):
   the spec's names, the socket ones, and Linux's own (EHWPOISON). Of two
   names for a value, errorName gives Posix.Error's (again, not wouldblock). *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun opt NONE = "NONE"
  | opt (SOME e) = "SOME " ^ OS.errorName e
val names = ["perm", "noent", "acces", "again", "wouldblock", "toobig", "deadlk", "deadlock", "notsup",
             "opnotsupp", "connrefused", "timedout", "stale", "dquot", "canceled", "hwpoison", "nosuch", "2big", ""]
val () = List.app (fn n => show n (opt (OS.syserror n))) names
val () = show "same" (String.concatWith " " (List.map (fn n => Bool.toString (OS.syserror n = Posix.Error.syserror n)) names))
val () = show "Posix.Error" (String.concatWith " " (List.map Posix.Error.errorName
  [Posix.Error.acces, Posix.Error.again, Posix.Error.toobig, Posix.Error.notsup, Posix.Error.xdev]))
val () = show "round trip" (Bool.toString (List.all (fn e => OS.syserror (OS.errorName e) = SOME e)
  [Posix.Error.perm, Posix.Error.io, Posix.Error.pipe, Posix.Error.range, Posix.Error.nosys]))
val () = show "unknown" (OS.errorName (Posix.Error.fromWord 0w4000))
val () = show "SysErr" ((ignore (OS.FileSys.remove "/no/such/file"); "no exception")
                        handle OS.SysErr (_, SOME e) => OS.errorName e ^ " " ^ Bool.toString (e = Posix.Error.noent))
