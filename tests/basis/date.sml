(* Date (UTC dates; local time only checked for consistency) *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
val I = Int.toString
fun wd2s d = case Date.weekDay d of Date.Mon => "Mon" | Date.Tue => "Tue" | Date.Wed => "Wed" | Date.Thu => "Thu" | Date.Fri => "Fri" | Date.Sat => "Sat" | Date.Sun => "Sun"
fun fields d = String.concatWith " " [I (Date.year d), Date.fmt "%b" d, I (Date.day d), I (Date.hour d), I (Date.minute d), I (Date.second d), wd2s d, I (Date.yearDay d)]
val utc = SOME Time.zeroTime
fun univ s = Date.fromTimeUniv (Time.fromSeconds s)

val () = show "epoch" (Date.toString (univ 0) ^ " | " ^ fields (univ 0))
val () = show "1995" (Date.toString (univ 794693205) ^ " | " ^ fields (univ 794693205))
val () = show "leap day" (fields (univ 951782400))
val () = show "before epoch" (Date.toString (univ ~86400) ^ " " ^ Date.toString (univ ~1))
val () = show "far" (Date.toString (univ 4102444800) ^ " " ^ Date.toString (univ ~2208988800))
val n = Date.date {year = 2023, month = Date.Dec, day = 32, hour = 25, minute = 61, second = 61, offset = utc}
val () = show "normalized" (Date.toString n ^ " " ^ wd2s n)
val m = Date.date {year = 2024, month = Date.Feb, day = 0, hour = 0, minute = 0, second = ~1, offset = utc}
val () = show "normalized down" (Date.toString m)
val l = Date.date {year = 2024, month = Date.Feb, day = 29, hour = 12, minute = 0, second = 0, offset = utc}
val () = show "toTime" (LargeInt.toString (Time.toSeconds (Date.toTime l)) ^ " " ^ b2s (Date.toTime (univ 794693205) = Time.fromSeconds 794693205))
val west = Date.date {year = 2024, month = Date.Feb, day = 29, hour = 12, minute = 0, second = 0, offset = SOME (Time.fromSeconds 3600)}
val () = show "offset west" (LargeInt.toString (Time.toSeconds (Date.toTime west)) ^ " " ^ (case Date.offset west of SOME t => Time.toString t | NONE => "NONE") ^ " " ^ (case Date.isDst west of NONE => "NONE" | SOME _ => "SOME"))
val () = show "fmt" (Date.fmt "%Y-%m-%d %H:%M:%S %j %a %A %b %B %p %I %w %y %% %x %X %c" (univ 794693205))
val () = show "fmt pm" (Date.fmt "%I %p" (univ 0) ^ " " ^ Date.fmt "%I %p" (univ 50400))
val () = show "fromString" (case Date.fromString "Wed Mar 08 20:06:45 1995" of SOME d => fields d | NONE => "NONE")
val () = show "fromString bad" (case Date.fromString "bogus" of SOME _ => "SOME" | NONE => "NONE")
val () = show "compare" (case Date.compare (univ 0, univ 1) of LESS => "LESS" | EQUAL => "EQUAL" | GREATER => "GREATER")
val t = Time.fromSeconds 1700000000
val () = show "local round trip" (b2s (Time.toSeconds (Date.toTime (Date.fromTimeLocal t)) = 1700000000) ^ " " ^ b2s (Date.offset (Date.fromTimeLocal t) = NONE))
