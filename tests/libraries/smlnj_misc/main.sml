(* A client of the SML/NJ Library's smaller libraries: hash-consing
   (HashConsString, a hash-consed term type built with HashCons.cons2,
   HashConsSet), Controls (typed controls, their string views, a syntax
   error), UnixEnv over an environment list, and INet's SockUtil address
   parsing (no network is used). The output is SML/NJ 110.79's (its
   hash-cons-lib, controls-lib, unix-lib and inet-lib), which has the same
   UnixEnv.addToEnv: a binding already there is dropped, not replaced. *)
fun line label s = print (label ^ ": " ^ s ^ "\n")

(* HashCons: equal values are the same object *)
val a = HashConsString.mk "alpha"
val b = HashConsString.mk ("al" ^ "pha")
val c = HashConsString.mk "beta"
val () = line "HashConsString" (Bool.toString (HashCons.same (a, b)) ^ " " ^ Bool.toString (HashCons.same (a, c)) ^ " "
  ^ HashCons.node b ^ " " ^ Bool.toString (HashCons.tag a = HashCons.tag b) ^ " " ^ Bool.toString (HashCons.tag a <> HashCons.tag c))
datatype term = Var of string HashCons.obj | App of term HashCons.obj * term HashCons.obj
val terms : term HashCons.tbl = HashCons.new {eq = fn (Var x, Var y) => HashCons.same (x, y)
                                                    | (App (f, x), App (g, y)) => HashCons.same (f, g) andalso HashCons.same (x, y)
                                                    | _ => false}
fun var s = HashCons.cons1 terms (0w1, Var) (HashConsString.mk s)
fun app (f, x) = HashCons.cons2 terms (0w2, App) (f, x)
val t1 = app (var "f", app (var "g", var "x"))
val t2 = app (var "f", app (var "g", var "x"))
val t3 = app (var "f", var "x")
fun show t = case HashCons.node t of Var s => HashCons.node s | App (f, x) => show f ^ "(" ^ show x ^ ")"
val () = line "terms" (show t1 ^ " " ^ Bool.toString (HashCons.same (t1, t2)) ^ " " ^ Bool.toString (HashCons.same (t1, t3)))
val s = HashConsSet.addList (HashConsSet.empty, [t1, t2, t3, var "x"])
val () = line "HashConsSet" (Int.toString (HashConsSet.numItems s) ^ " " ^ Bool.toString (HashConsSet.member (s, t2)) ^ " "
  ^ Bool.toString (HashConsSet.member (s, var "y")) ^ " " ^ Int.toString (HashConsSet.numItems (HashConsSet.delete (s, t3))))

(* Controls *)
val verbose = Controls.genControl {name = "verbose", pri = [1], obscurity = 0, help = "talk more", default = false}
val level = ref 3
val levelCtl = Controls.control {name = "level", pri = [2], obscurity = 1, help = "optimization level", ctl = level}
val levelStr = Controls.stringControl ControlUtil.Cvt.int levelCtl
val () = Controls.set (verbose, true)
val () = Controls.set (levelStr, "7")
val () = line "Controls" (Controls.name verbose ^ "=" ^ Bool.toString (Controls.get verbose) ^ " " ^ Controls.name levelCtl ^ "="
  ^ Int.toString (!level) ^ " " ^ Controls.get levelStr ^ " " ^ Controls.help levelCtl)
val () = line "ValueSyntax" ((Controls.set (levelStr, "seven"); "set") handle Controls.ValueSyntax {tyName, ctlName, value} =>
  tyName ^ " " ^ ctlName ^ " " ^ value)
val restore = Controls.save'restore levelCtl
val () = Controls.set (levelCtl, 0)
val () = restore ()
val () = line "save'restore" (Int.toString (!level))

(* UnixEnv *)
val env = ["HOME=/home/me", "PATH=/bin:/usr/bin", "EMPTY="]
val () = line "UnixEnv" (getOpt (UnixEnv.getFromEnv ("PATH", env), "none") ^ " " ^ getOpt (UnixEnv.getFromEnv ("NOPE", env), "none") ^ " ["
  ^ getOpt (UnixEnv.getFromEnv ("EMPTY", env), "none") ^ "] " ^ UnixEnv.getValue {name = "SHELL", default = "/bin/sh", env = env}
  ^ " " ^ String.concatWith "," (UnixEnv.removeFromEnv ("PATH", env)) ^ " " ^ String.concatWith "," (UnixEnv.addToEnv ("HOME=/root", env)))

(* SockUtil.addrFromString: host [":" port] *)
fun addr s =
  case SockUtil.addrFromString s of
    NONE => "NONE"
  | SOME {host, port} =>
      (case host of SockUtil.HostName h => "name " ^ h | SockUtil.HostAddr a => "addr " ^ NetHostDB.toString a)
      ^ (case port of NONE => "" | SOME (SockUtil.PortNumber n) => " port " ^ Int.toString n | SOME (SockUtil.ServName n) => " serv " ^ n)
val () = line "SockUtil" (String.concatWith " | " (map addr ["127.0.0.1:8080", "example.org", "localhost:http", "10.1.2.3"]))
