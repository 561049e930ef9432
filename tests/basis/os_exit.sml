(* OS.Process, CommandLine; exits with status 3 after the atExit actions *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
val () = show "success failure" (b2s (OS.Process.isSuccess OS.Process.success) ^ " " ^ b2s (OS.Process.isSuccess OS.Process.failure))
val () = show "getEnv" ((case OS.Process.getEnv "PATH" of SOME _ => "PATH set" | NONE => "PATH unset") ^ " " ^ (case OS.Process.getEnv "LDRIVER_SURELY_UNSET_VARIABLE" of SOME _ => "SOME" | NONE => "NONE"))
val () = show "system" (b2s (OS.Process.isSuccess (OS.Process.system "exit 0")) ^ " " ^ b2s (OS.Process.isSuccess (OS.Process.system "exit 4")))
val () = show "arguments" (Int.toString (length (CommandLine.arguments ())))
val () = show "name" (b2s (String.isSuffix "os_exit" (CommandLine.name ())))
val () = OS.Process.atExit (fn () => print "first registered\n")
val () = OS.Process.atExit (fn () => print "second registered\n")
val () = print "buffered output is flushed at exit\n"
val () = OS.Process.exit 3
val () = print "not reached\n"
