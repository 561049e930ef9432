(* OS.Process.sleep takes a Time.time (it took a real) and waits without
   using the processor (it spun on the clock); a negative time returns at
   once. OS.FileSys.realPath of a relative path is relative to the current
   directory (it was fullPath's absolute path). *)
val t0 = Time.now ()
val cpu = Timer.startCPUTimer ()
val () = OS.Process.sleep (Time.fromMilliseconds 120)
val slept = Time.toMilliseconds (Time.- (Time.now (), t0))
val {usr, sys} = Timer.checkCPUTimer cpu
val () = print ("slept at least 110 ms: " ^ Bool.toString (slept >= 110) ^ "\n")
val () = print ("processor time under 80 ms: " ^ Bool.toString (Time.< (Time.+ (usr, sys), Time.fromMilliseconds 80)) ^ "\n")
val () = OS.Process.sleep (Time.fromReal ~1.0)
val () = OS.FileSys.mkDir "d"
val () = TextIO.closeOut (TextIO.openOut "d/f")
val () = print ("realPath: " ^ OS.FileSys.realPath "." ^ " " ^ OS.FileSys.realPath "d/../d/./f" ^ " "
                ^ Bool.toString (OS.FileSys.realPath (OS.FileSys.getDir ()) = OS.FileSys.fullPath ".") ^ "\n")
val () = (OS.FileSys.remove "d/f"; OS.FileSys.rmDir "d")
