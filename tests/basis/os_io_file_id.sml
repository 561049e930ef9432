(* signature OS (FileSys, IO, Path, Process reachable through open OS),
   OS.IO (kind, poll) and OS.FileSys.fileId/hash/compare and setTime with a
   time; OS.SysErr carries the errno of a failed call. Standard output is a
   pipe here (the test reads it). *)
open OS
fun show f x = f x handle SysErr (m, e) => "SysErr " ^ m ^ (case e of NONE => "" | SOME e => " " ^ errorName e)
                        | e => "raises " ^ exnName e
val () = print (Bool.toString (FileSys.isDir ".") ^ " " ^ Path.concat ("a", "b") ^ " " ^ Bool.toString (Process.isSuccess Process.success) ^ "\n")
val () = print ("fileId: " ^ Bool.toString (FileSys.compare (FileSys.fileId ".", FileSys.fileId "./") = EQUAL) ^ " "
                ^ Bool.toString (FileSys.fileId "." = FileSys.fileId "/") ^ " "
                ^ Bool.toString (FileSys.hash (FileSys.fileId ".") = FileSys.hash (FileSys.fileId "./.")) ^ "\n")
val () = print ("fileId missing: " ^ show (fn () => (ignore (FileSys.fileId "nonexistent/x"); "")) () ^ "\n")
val () = TextIO.closeOut (TextIO.openOut "f")
val () = FileSys.setTime ("f", SOME (Time.fromSeconds 1000000))
val () = print ("setTime: " ^ Time.toString (FileSys.modTime "f") ^ "\n")
val () = print ("setTime missing: " ^ show (fn () => (FileSys.setTime ("nonexistent/x", SOME Time.zeroTime); "")) () ^ "\n")
val () = FileSys.remove "f"
val SOME out = IO.pollDesc 1
val ready = IO.poll ([IO.pollOut out, IO.pollPri out], SOME Time.zeroTime)
val () = print ("poll stdout: " ^ Int.toString (length ready) ^ " " ^ Bool.toString (List.all IO.isOut ready) ^ " "
                ^ Bool.toString (List.exists IO.isIn ready) ^ " "
                ^ Bool.toString (map IO.infoToPollDesc ready = [IO.pollOut out]) ^ "\n")
val () = print ("poll negative timeout: " ^ show (fn () => Int.toString (length (IO.poll ([IO.pollOut out], SOME (Time.fromReal ~1.0))))) () ^ "\n")
val () = print ("poll bad descriptor: " ^ show (fn () => Int.toString (length (IO.poll ([IO.pollIn (valOf (IO.pollDesc 1000))], SOME Time.zeroTime)))) () ^ "\n")
val () = print ("kind: " ^ Bool.toString (IO.kind 1 = IO.Kind.pipe) ^ " " ^ show (fn () => Bool.toString (IO.kind 1000 = IO.Kind.file)) () ^ "\n")
val () = print ("iodesc: " ^ Bool.toString (IO.compare (IO.pollToIODesc out, IO.pollToIODesc (IO.pollIn out)) = EQUAL) ^ "\n")
val () = print ("syserror: " ^ valOf (Option.map errorName (syserror "noent")) ^ " " ^ errorMsg (valOf (syserror "acces")) ^ "\n")
structure O : OS = OS
