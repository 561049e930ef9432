(* Run the actions registered with OS.Process.atExit when the program ends
   normally. No unit imports this one: the driver initializes it after the
   program's last unit whenever the program runs os.sml
   (ldriver/build.py, AT_EXIT_UNIT). *)
val () = BasisExitActions.run ()
