(* Posix.FileSys over the system: a directory the program makes and reads,
   files opened and created with flags and modes, stat/lstat/fstat, links,
   renames, access, chmod, umask, utime, ftruncate, pathconf, and errors. *)
structure FS = Posix.FileSys
fun say s = print (s ^ "\n")
fun b x = Bool.toString x
fun sysErr f = (ignore (f ()); "no error")
  handle OS.SysErr (_, SOME e) => "SysErr " ^ Posix.Error.errorName e
       | OS.SysErr (_, NONE) => "SysErr NONE"
fun bytes s = Word8VectorSlice.full (Byte.stringToBytes s)

val old = FS.umask (FS.S.flags [FS.S.iwgrp, FS.S.iwoth])
val top = OS.FileSys.tmpName ()
val () = FS.unlink top
val start = FS.getcwd ()
val () = FS.mkdir (top, FS.S.irwxu)
val () = FS.chdir top
val () = say ("in the new directory " ^ b (FS.getcwd () <> start))
val () = say ("mkdir again: " ^ sysErr (fn () => FS.mkdir (top, FS.S.irwxu)))

(* files *)
val fd = FS.createf ("a.txt", FS.O_WRONLY, FS.O.flags [FS.O.trunc], FS.S.flags [FS.S.irusr, FS.S.iwusr, FS.S.irgrp])
val _ = Posix.IO.writeVec (fd, bytes "hello, file\n")
val st = FS.fstat fd
val () = say ("fstat: regular " ^ b (FS.ST.isReg st) ^ ", size " ^ Int.toString (FS.ST.size st) ^ ", mode "
              ^ SysWord.fmt StringCvt.OCT (FS.S.toWord (FS.ST.mode st)) ^ ", links " ^ Int.toString (FS.ST.nlink st))
val () = FS.ftruncate (fd, 5)
val () = Posix.IO.close fd
val () = say ("excl on an existing file: " ^ sysErr (fn () => FS.createf ("a.txt", FS.O_WRONLY, FS.O.excl, FS.S.irusr)))
val fd = FS.openf ("a.txt", FS.O_RDONLY, FS.O.flags [])
val () = say ("read back " ^ Byte.bytesToString (Posix.IO.readVec (fd, 100)))
val () = say ("same file " ^ b (FS.ST.ino (FS.fstat fd) = FS.ST.ino (FS.stat "a.txt") andalso
                                 FS.ST.dev (FS.fstat fd) = FS.ST.dev (FS.stat "a.txt")))
val () = say ("lseek " ^ Int.toString (Posix.IO.lseek (fd, ~2, Posix.IO.SEEK_END)) ^ " "
              ^ Byte.bytesToString (Posix.IO.readVec (fd, 100)))
val () = Posix.IO.close fd
val fd = FS.creat ("b.txt", FS.S.irwxu)
val () = Posix.IO.close fd
val () = say ("open a missing file: " ^ sysErr (fn () => FS.openf ("missing", FS.O_RDONLY, FS.O.flags [])))

(* links, renames, a fifo, a subdirectory *)
val () = FS.link {old = "a.txt", new = "hard"}
val () = say ("links now " ^ Int.toString (FS.ST.nlink (FS.stat "a.txt")))
val () = FS.symlink {old = "a.txt", new = "soft"}
val () = say ("readlink " ^ FS.readlink "soft" ^ ", lstat link " ^ b (FS.ST.isLink (FS.lstat "soft"))
              ^ ", stat follows " ^ b (FS.ST.isReg (FS.stat "soft")))
val () = FS.rename {old = "b.txt", new = "c.txt"}
val () = FS.mkfifo ("fifo", FS.S.irusr)
val () = say ("fifo " ^ b (FS.ST.isFIFO (FS.stat "fifo")))
val () = FS.mkdir ("sub", FS.S.irwxu)
val () = say ("dir " ^ b (FS.ST.isDir (FS.stat "sub")) ^ " " ^ b (FS.ST.isDir (FS.stat "a.txt")))

(* reading the directory *)
fun names d = case FS.readdir d of SOME n => n :: names d | NONE => []
val d = FS.opendir "."
fun insert (x, []) = [x]
  | insert (x : string, y :: ys) = if x <= y then x :: y :: ys else y :: insert (x, ys)
fun sort l = List.foldl insert [] l
val first = sort (names d)
val () = say (String.concatWith " " first)
val () = say ("at the end " ^ b (FS.readdir d = NONE))
val () = FS.rewinddir d
val () = say ("rewound " ^ b (sort (names d) = first))
val () = FS.closedir d
val () = say ("read a closed stream: " ^ sysErr (fn () => FS.readdir d))
val () = say ("open a missing directory: " ^ sysErr (fn () => FS.opendir "missing"))

(* permissions, times, limits *)
val () = FS.chmod ("c.txt", FS.S.flags [FS.S.irusr])
val () = say ("mode " ^ SysWord.fmt StringCvt.OCT (FS.S.toWord (FS.ST.mode (FS.stat "c.txt"))))
val () = say ("access c.txt: exists " ^ b (FS.access ("c.txt", [])) ^ ", exec " ^ b (FS.access ("c.txt", [FS.A_EXEC]))
              ^ ", missing " ^ b (FS.access ("missing", [FS.A_READ])))
val fd = FS.openf ("a.txt", FS.O_RDWR, FS.O.flags [])
val () = FS.fchmod (fd, FS.S.flags [FS.S.irusr, FS.S.iwusr, FS.S.ixusr])
val () = say ("fchmod " ^ SysWord.fmt StringCvt.OCT (FS.S.toWord (FS.ST.mode (FS.fstat fd))))
val () = FS.fchown (fd, FS.ST.uid (FS.fstat fd), FS.ST.gid (FS.fstat fd))
val () = FS.chown ("a.txt", Posix.ProcEnv.getuid (), FS.ST.gid (FS.stat "a.txt"))
val () = Posix.IO.close fd
val () = FS.utime ("a.txt", SOME {actime = Time.fromSeconds 1000000000, modtime = Time.fromSeconds 1234567890})
val () = say ("utime " ^ Time.toString (FS.ST.mtime (FS.stat "a.txt")) ^ " " ^ Time.toString (FS.ST.atime (FS.stat "a.txt")))
val () = FS.utime ("a.txt", NONE)
val () = say ("utime now " ^ b (Time.> (FS.ST.mtime (FS.stat "a.txt"), Time.fromSeconds 1234567890)))
val () = say ("NAME_MAX " ^ b (case FS.pathconf (".", "NAME_MAX") of SOME w => SysWord.> (w, 0w13) | NONE => true)
              ^ " fpathconf " ^ b (case FS.fpathconf (FS.stdin, "LINK_MAX") of _ => true))
val () = say ("unknown pathconf: " ^ sysErr (fn () => FS.pathconf (".", "NO_SUCH_NAME")))
val () = say ("descriptors " ^ b (FS.wordToFD (FS.fdToWord FS.stderr) = FS.stderr andalso FS.iodToFD (FS.fdToIOD FS.stdout) = SOME FS.stdout))
val () = say ("umask was set " ^ SysWord.fmt StringCvt.OCT (FS.S.toWord (FS.umask old)))

(* clean up *)
val () = say ("rmdir a full directory: " ^ sysErr (fn () => FS.rmdir top))
val () = app FS.unlink ["a.txt", "hard", "soft", "c.txt", "fifo"]
val () = FS.rmdir "sub"
val () = FS.chdir start
val () = FS.rmdir top
val () = say ("gone " ^ b (not (FS.access (top, []))))
val () = say ("unlink a missing file: " ^ sysErr (fn () => FS.unlink top))
