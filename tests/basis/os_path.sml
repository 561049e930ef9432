(* OS.Path (Unix) *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
fun q s = "\"" ^ s ^ "\""
fun parts {isAbs, vol, arcs} = "{" ^ b2s isAbs ^ " " ^ q vol ^ " [" ^ String.concatWith "," (List.map q arcs) ^ "]}"
fun optS NONE = "NONE"
  | optS (SOME s) = "SOME " ^ q s

val () = show "arcs" (OS.Path.parentArc ^ " " ^ OS.Path.currentArc)
val () = show "fromString" (String.concatWith " " (List.map (parts o OS.Path.fromString) ["/a/b", "a/", "", "/", "a//b"]))
val () = show "toString" (String.concatWith " " (List.map q [OS.Path.toString {isAbs = true, vol = "", arcs = ["a", "b"]}, OS.Path.toString {isAbs = false, vol = "", arcs = ["a", ""]}, OS.Path.toString {isAbs = true, vol = "", arcs = []}, OS.Path.toString {isAbs = false, vol = "", arcs = []}]))
val () = show "toString bad" (exn (fn () => OS.Path.toString {isAbs = false, vol = "", arcs = ["", "a"]}) ^ " " ^ exn (fn () => OS.Path.toString {isAbs = true, vol = "", arcs = ["a/b"]}) ^ " " ^ exn (fn () => OS.Path.toString {isAbs = true, vol = "C:", arcs = []}))
val () = show "volumes" (b2s (OS.Path.validVolume {isAbs = true, vol = ""}) ^ " " ^ b2s (OS.Path.validVolume {isAbs = true, vol = "C:"}) ^ " " ^ q (OS.Path.getVolume "/a"))
val () = show "splitDirFile" (String.concatWith " " (List.map (fn s => let val {dir, file} = OS.Path.splitDirFile s in q dir ^ "+" ^ q file end) ["a/b/c", "/c", "c", "a/", "/"]))
val () = show "joinDirFile" (String.concatWith " " (List.map (q o OS.Path.joinDirFile) [{dir = "a", file = "b"}, {dir = "", file = "b"}, {dir = "/", file = "b"}, {dir = "a/", file = ""}]) ^ " " ^ exn (fn () => OS.Path.joinDirFile {dir = "a", file = "b/c"}))
val () = show "dir file" (q (OS.Path.dir "a/b/c") ^ " " ^ q (OS.Path.file "a/b/c") ^ " " ^ q (OS.Path.dir "c") ^ " " ^ q (OS.Path.file "a/"))
val () = show "splitBaseExt" (String.concatWith " " (List.map (fn s => let val {base, ext} = OS.Path.splitBaseExt s in q base ^ "+" ^ optS ext end) ["a/b.c", "a.b/c", ".login", "a.", "a.b.c", "/x/.bashrc.bak", "noext"]))
val () = show "joinBaseExt" (String.concatWith " " (List.map (q o OS.Path.joinBaseExt) [{base = "a", ext = SOME "c"}, {base = "a", ext = NONE}, {base = "a", ext = SOME ""}]))
val () = show "base ext" (q (OS.Path.base "x/y.tar.gz") ^ " " ^ optS (OS.Path.ext "x/y.tar.gz") ^ " " ^ optS (OS.Path.ext "x.d/y"))
val () = show "concat" (String.concatWith " " (List.map (q o OS.Path.concat) [("a", "b"), ("a/", "b"), ("/", "b"), ("", "b"), ("a", "")]) ^ " " ^ exn (fn () => OS.Path.concat ("a", "/b")))
val () = show "mkCanonical" (String.concatWith " " (List.map (q o OS.Path.mkCanonical) ["a/./b/../c//d/", "", "/..", "../a/..", "/a/b/../../..", ".", "a/../..", "/a/./b"]))
val () = show "isCanonical" (b2s (OS.Path.isCanonical "a/b") ^ " " ^ b2s (OS.Path.isCanonical "a/./b") ^ " " ^ b2s (OS.Path.isCanonical "/"))
val () = show "mkAbsolute" (q (OS.Path.mkAbsolute {path = "b/../c", relativeTo = "/a"}) ^ " " ^ q (OS.Path.mkAbsolute {path = "/x", relativeTo = "/a"}) ^ " " ^ exn (fn () => OS.Path.mkAbsolute {path = "x", relativeTo = "rel"}))
val () = show "isAbsolute isRelative isRoot" (String.concatWith " " (List.map b2s [OS.Path.isAbsolute "/a", OS.Path.isAbsolute "a", OS.Path.isRelative "a", OS.Path.isRelative "", OS.Path.isRoot "/", OS.Path.isRoot "/a"]))
val () = show "unix" (OS.Path.fromUnixPath "a/b" ^ " " ^ OS.Path.toUnixPath "c/d")
val () = show "mkRelative" (String.concatWith " " (List.map OS.Path.mkRelative
  [{path = "/a/b/c", relativeTo = "/a/b"}, {path = "/a/x", relativeTo = "/a/b/c"}, {path = "/a/b", relativeTo = "/a/b"},
   {path = "rel/p", relativeTo = "/a"}, {path = "/", relativeTo = "/a/b"}, {path = "/a/./b/../c", relativeTo = "/a/"}]))
val () = show "mkRelative bad" (exn (fn () => OS.Path.mkRelative {path = "/a", relativeTo = "b"}))
