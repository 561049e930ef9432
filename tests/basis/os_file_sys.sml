(* OS.FileSys and OS.SysErr, in the (fresh) working directory *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun err f = (ignore (f ()); "no exception")
            handle OS.SysErr (_, SOME e) => "SysErr " ^ OS.errorName e
                 | OS.SysErr (_, NONE) => "SysErr"
fun write (name, text) = let val out = TextIO.openOut name in TextIO.output (out, text); TextIO.closeOut out end
fun sortStrings [] = []
  | sortStrings (x :: xs) =
      let val (small, large) = List.partition (fn y => String.< (y, x)) xs
      in sortStrings small @ [x] @ sortStrings large end

val start = OS.FileSys.getDir ()
val () = OS.FileSys.mkDir "d"
val () = show "mkDir again" (err (fn () => OS.FileSys.mkDir "d"))
val () = write ("d/a.txt", "hello")
val () = write ("d/b.txt", "")
val () = OS.FileSys.mkDir "d/sub"
fun listing dir =
  let val ds = OS.FileSys.openDir dir
      fun loop acc = case OS.FileSys.readDir ds of SOME n => loop (n :: acc) | NONE => acc
      val names = loop []
  in OS.FileSys.rewindDir ds;
     (sortStrings names, isSome (OS.FileSys.readDir ds)) before OS.FileSys.closeDir ds
  end
val (names, again) = listing "d"
val () = show "readDir" (String.concatWith " " names ^ " rewind=" ^ b2s again)
val ds = OS.FileSys.openDir "d"
val () = OS.FileSys.closeDir ds
val () = show "readDir closed" (err (fn () => OS.FileSys.readDir ds))
val () = show "openDir missing" (err (fn () => OS.FileSys.openDir "nope"))
val () = show "isDir" (String.concatWith " " (List.map b2s [OS.FileSys.isDir "d", OS.FileSys.isDir "d/a.txt"]) ^ " " ^ err (fn () => OS.FileSys.isDir "nope"))
val () = show "fileSize" (Int.toString (OS.FileSys.fileSize "d/a.txt") ^ " " ^ Int.toString (OS.FileSys.fileSize "d/b.txt") ^ " " ^ err (fn () => OS.FileSys.fileSize "nope"))
val () = show "modTime" (b2s (Time.> (OS.FileSys.modTime "d/a.txt", Time.fromSeconds 1577836800)))
val () = OS.FileSys.setTime ("d/b.txt", NONE)
val () = show "access" (String.concatWith " " (List.map b2s [OS.FileSys.access ("d/a.txt", []), OS.FileSys.access ("d/a.txt", [OS.FileSys.A_READ, OS.FileSys.A_WRITE]), OS.FileSys.access ("d/a.txt", [OS.FileSys.A_EXEC]), OS.FileSys.access ("nope", [])]))
val () = OS.FileSys.rename {old = "d/a.txt", new = "d/c.txt"}
val () = show "rename" (String.concatWith " " (#1 (listing "d")) ^ " " ^ err (fn () => OS.FileSys.rename {old = "d/a.txt", new = "d/x"}))
val () = show "rmDir nonempty" (err (fn () => OS.FileSys.rmDir "d"))
val () = ignore (OS.Process.system "ln -s c.txt d/link")
val () = show "isLink readLink" (b2s (OS.FileSys.isLink "d/link") ^ " " ^ b2s (OS.FileSys.isLink "d/c.txt") ^ " " ^ OS.FileSys.readLink "d/link" ^ " " ^ err (fn () => OS.FileSys.readLink "d/c.txt"))
val () = show "fullPath" (b2s (OS.FileSys.fullPath "d/link" = start ^ "/d/c.txt" orelse String.isSuffix "/d/c.txt" (OS.FileSys.fullPath "d/link")) ^ " " ^ err (fn () => OS.FileSys.fullPath "nope"))
val () = OS.FileSys.chDir "d"
val () = show "chDir getDir" (b2s (String.isSuffix "/d" (OS.FileSys.getDir ())) ^ " " ^ err (fn () => OS.FileSys.chDir "nope"))
val () = OS.FileSys.chDir ".."
val () = List.app OS.FileSys.remove ["d/b.txt", "d/c.txt", "d/link"]
val () = OS.FileSys.rmDir "d/sub"
val () = OS.FileSys.rmDir "d"
val () = show "removed" (b2s (OS.FileSys.access ("d", [])) ^ " " ^ err (fn () => OS.FileSys.remove "d"))
val t = OS.FileSys.tmpName ()
val () = show "tmpName" (b2s (OS.FileSys.access (t, [])))
val () = OS.FileSys.remove t
val () = show "errors" (OS.errorName 2 ^ " " ^ (case OS.syserror "noent" of SOME e => Int.toString e | NONE => "NONE") ^ " " ^ b2s (OS.errorMsg 2 <> ""))
