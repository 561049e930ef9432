(* Posix.TTY on a pseudo-terminal (the master side of /dev/ptmx, which
   takes the terminal calls for the pair): attributes read, changed, set and
   read back; speeds; control characters; drain, flush and flow; the errors
   of a descriptor that is no terminal. *)
structure T = Posix.TTY
structure FS = Posix.FileSys
fun say s = print (s ^ "\n")
fun b x = Bool.toString x
fun sysErr f = (ignore (f ()); "no error")
  handle OS.SysErr (_, SOME e) => "SysErr " ^ Posix.Error.errorName e
       | OS.SysErr (_, NONE) => "SysErr NONE"

val fd = FS.openf ("/dev/ptmx", FS.O_RDWR, FS.O.noctty)
val t = T.TC.getattr fd
val {iflag, oflag, cflag, lflag, cc, ispeed, ospeed} = T.fieldsOf t
val raw = T.termios {iflag = T.I.clear (T.I.flags [T.I.icrnl, T.I.ixon], iflag), oflag = T.O.clear (T.O.opost, oflag),
                     cflag = T.C.flags [T.C.clear (T.C.csize, cflag), T.C.cs8],
                     lflag = T.L.clear (T.L.flags [T.L.echo, T.L.icanon, T.L.isig], lflag),
                     cc = T.V.update (cc, [(T.V.min, #"\001"), (T.V.time, #"\000"), (T.V.intr, #"\003")]),
                     ispeed = T.b9600, ospeed = T.b9600}
val () = T.TC.setattr (fd, T.TC.sanow, raw)
val r = T.TC.getattr fd
val () = say ("echo off " ^ b (not (T.L.anySet (T.L.echo, T.getlflag r))) ^ ", icanon off "
              ^ b (not (T.L.anySet (T.L.icanon, T.getlflag r))) ^ ", cs8 " ^ b (T.C.allSet (T.C.cs8, T.getcflag r))
              ^ ", opost off " ^ b (not (T.O.anySet (T.O.opost, T.getoflag r)))
              ^ ", icrnl off " ^ b (not (T.I.anySet (T.I.icrnl, T.getiflag r))))
val () = say ("min " ^ Int.toString (ord (T.V.sub (T.getcc r, T.V.min))) ^ ", intr "
              ^ Int.toString (ord (T.V.sub (T.getcc r, T.V.intr))) ^ ", nccs " ^ b (T.V.nccs > T.V.stop))
val () = say ("speed 9600 " ^ b (T.CF.getospeed r = T.b9600 andalso T.CF.getispeed r = T.b9600))
val () = T.TC.setattr (fd, T.TC.sadrain, T.CF.setispeed (T.CF.setospeed (r, T.b38400), T.b38400))
val () = say ("speed 38400 " ^ b (T.CF.getospeed (T.TC.getattr fd) = T.b38400))
val () = say ("speeds ordered " ^ b (T.compareSpeed (T.b0, T.b50) = LESS andalso T.compareSpeed (T.b38400, T.b9600) = GREATER
                                      andalso T.compareSpeed (T.b1200, T.b1200) = EQUAL))
val () = say ("speed words " ^ b (T.wordToSpeed (T.speedToWord T.b2400) = T.b2400))
val () = T.TC.setattr (fd, T.TC.saflush, t)
val () = say ("restored " ^ b (T.getlflag (T.TC.getattr fd) = lflag))
val () = T.TC.flush (fd, T.TC.ioflush)
val () = T.TC.flow (fd, T.TC.oon)
val () = say ("cc " ^ Int.toString (ord (T.V.sub (T.V.cc [(T.V.eof, #"\004")], T.V.eof))) ^ " "
              ^ Int.toString (ord (T.V.sub (T.V.cc [], T.V.erase))))
val () = say ("flags " ^ b (T.I.allSet (T.I.flags [T.I.brkint, T.I.parmrk], T.I.all)) ^ " "
              ^ b (T.C.intersect [T.C.cs8, T.C.csize] = T.C.cs8))
val () = Posix.IO.close fd
val {infd, outfd} = Posix.IO.pipe ()
val () = say ("getattr of a pipe: " ^ sysErr (fn () => T.TC.getattr infd))
val () = say ("drain a pipe: " ^ sysErr (fn () => T.TC.drain outfd))
val () = say ("foreground group of a pipe: " ^ sysErr (fn () => T.getpgrp infd))
val () = say ("set it: " ^ sysErr (fn () => T.setpgrp (infd, Posix.ProcEnv.getpgrp ())))
val () = say ("break on a pipe: " ^ sysErr (fn () => T.TC.sendbreak (outfd, 0)))
