(* DATE (Basis Library "The Date structure"): dates of the proleptic
   Gregorian calendar, converted with the days-from-civil algorithms; local
   time comes from the C library (ld_time_zone_west). An offset is the time
   zone's distance west of UTC. isDst is always NONE. *)

signature DATE =
sig
  datatype weekday = Mon | Tue | Wed | Thu | Fri | Sat | Sun
  datatype month = Jan | Feb | Mar | Apr | May | Jun | Jul | Aug | Sep | Oct | Nov | Dec
  type date
  exception Date
  val date : {year : int, month : month, day : int, hour : int, minute : int, second : int,
              offset : Time.time option} -> date
  val year : date -> int
  val month : date -> month
  val day : date -> int
  val hour : date -> int
  val minute : date -> int
  val second : date -> int
  val weekDay : date -> weekday
  val yearDay : date -> int
  val offset : date -> Time.time option
  val isDst : date -> bool option
  val localOffset : unit -> Time.time
  val fromTimeLocal : Time.time -> date
  val fromTimeUniv : Time.time -> date
  val toTime : date -> Time.time
  val compare : date * date -> order
  val fmt : string -> date -> string
  val toString : date -> string
  val scan : (char, 'a) StringCvt.reader -> (date, 'a) StringCvt.reader
  val fromString : string -> date option
end

structure Date :> DATE =
struct
  datatype weekday = Mon | Tue | Wed | Thu | Fri | Sat | Sun
  datatype month = Jan | Feb | Mar | Apr | May | Jun | Jul | Aug | Sep | Oct | Nov | Dec
  exception Date

  (* fields normalized; `secs` is the local time as seconds since 1970-01-01 00:00 *)
  datatype date = D of {year : int, month : int, day : int, hour : int, minute : int, second : int,
                        offset : Time.time option, secs : int}

  val months = [Jan, Feb, Mar, Apr, May, Jun, Jul, Aug, Sep, Oct, Nov, Dec]
  val monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                    "September", "October", "November", "December"]
  val dayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
  fun monthNumber m =
    let fun find (x :: xs, k) = if x = m then k else find (xs, k + 1)
          | find ([], _) = raise Date
    in find (months, 1) end

  (* days since 1970-01-01 of a date, and back (proleptic Gregorian) *)
  fun daysFromCivil (y, m, d) =
    let val y = if m <= 2 then y - 1 else y
        val era = (if y >= 0 then y else y - 399) div 400
        val yoe = y - era * 400
        val doy = (153 * (if m > 2 then m - 3 else m + 9) + 2) div 5 + d - 1
        val doe = yoe * 365 + yoe div 4 - yoe div 100 + doy
    in era * 146097 + doe - 719468 end
  fun civilFromDays z =
    let val z = z + 719468
        val era = (if z >= 0 then z else z - 146096) div 146097
        val doe = z - era * 146097
        val yoe = (doe - doe div 1460 + doe div 36524 - doe div 146096) div 365
        val doy = doe - (365 * yoe + yoe div 4 - yoe div 100)
        val mp = (5 * doy + 2) div 153
        val d = doy - (153 * mp + 2) div 5 + 1
        val m = if mp < 10 then mp + 3 else mp - 9
    in (if m <= 2 then yoe + era * 400 + 1 else yoe + era * 400, m, d) end

  fun fromSecs (secs, offset) =
    let val days = secs div 86400
        val rest = secs mod 86400
        val (y, m, d) = civilFromDays days
    in D {year = y, month = m, day = d, hour = rest div 3600, minute = rest div 60 mod 60,
          second = rest mod 60, offset = offset, secs = secs}
    end

  fun date {year, month, day, hour, minute, second, offset} =
    let val m0 = monthNumber month - 1
        val y = year + m0 div 12
        val m = m0 mod 12 + 1
        val secs = ((daysFromCivil (y, m, 1) + day - 1) * 24 + hour) * 3600 + minute * 60 + second
    in fromSecs (secs, offset) end handle Overflow => raise Date

  fun year (D r) = #year r
  fun month (D r) = List.nth (months, #month r - 1)
  fun day (D r) = #day r
  fun hour (D r) = #hour r
  fun minute (D r) = #minute r
  fun second (D r) = #second r
  fun offset (D r) = #offset r
  fun isDst _ = NONE
  (* 1970-01-01 was a Thursday *)
  fun weekDay (D r) = List.nth ([Thu, Fri, Sat, Sun, Mon, Tue, Wed], (#secs r div 86400) mod 7)
  fun yearDay (D r) = #secs r div 86400 - daysFromCivil (#year r, 1, 1)

  (* Time's conversions at int *)
  fun seconds t = LargeInt.toInt (Time.toSeconds t)
  fun fromSeconds s = Time.fromSeconds (LargeInt.fromInt s)
  fun westAt t = fromSeconds (ld_time_zone_west (Time.toReal t))
  fun localOffset () = westAt (Time.now ())
  fun fromTimeUniv t = fromSecs (seconds t - (if Time.< (t, Time.zeroTime) andalso LargeInt.rem (Time.toNanoseconds t, 1000000000) <> 0 then 1 else 0), SOME Time.zeroTime)
  fun fromTimeLocal t =
    let val D r = fromTimeUniv t
    in fromSecs (#secs r - seconds (westAt t), NONE) end
  fun toTime (D {secs, offset, ...}) =
    case offset of
      SOME west => fromSeconds (secs + seconds west)
    | NONE =>
        let val guess = fromSeconds secs
        in fromSeconds (secs + seconds (westAt guess)) end

  fun compare (a, b) = Time.compare (toTime a, toTime b)

  fun pad2 n = StringCvt.padLeft #"0" 2 (Int.toString n)
  fun abbrev s = String.substring (s, 0, 3)
  fun fmt f (d as D r) =
    let
      val wd = case weekDay d of Mon => 0 | Tue => 1 | Wed => 2 | Thu => 3 | Fri => 4 | Sat => 5 | Sun => 6
      val dayName = List.nth (dayNames, wd)
      val monthName = List.nth (monthNames, #month r - 1)
      fun hour12 () = let val h = #hour r mod 12 in if h = 0 then 12 else h end
      fun code c =
        case c of
          #"a" => abbrev dayName
        | #"A" => dayName
        | #"b" => abbrev monthName
        | #"B" => monthName
        | #"c" => fmt "%a %b " d ^ StringCvt.padLeft #" " 2 (Int.toString (#day r)) ^ fmt " %H:%M:%S %Y" d
        | #"d" => pad2 (#day r)
        | #"H" => pad2 (#hour r)
        | #"I" => pad2 (hour12 ())
        | #"j" => StringCvt.padLeft #"0" 3 (Int.toString (yearDay d + 1))
        | #"m" => pad2 (#month r)
        | #"M" => pad2 (#minute r)
        | #"p" => if #hour r < 12 then "AM" else "PM"
        | #"S" => pad2 (#second r)
        | #"U" => pad2 ((yearDay d + 7 - (wd + 1) mod 7) div 7)
        | #"w" => Int.toString ((wd + 1) mod 7)
        | #"W" => pad2 ((yearDay d + 7 - wd) div 7)
        | #"x" => fmt "%m/%d/%y" d
        | #"X" => fmt "%H:%M:%S" d
        | #"y" => pad2 (#year r mod 100)
        | #"Y" => Int.toString (#year r)
        | #"Z" => ""
        | c => str c
      fun loop (#"%" :: c :: rest, acc) = loop (rest, code c :: acc)
        | loop (c :: rest, acc) = loop (rest, str c :: acc)
        | loop ([], acc) = concat (rev acc)
    in loop (explode f, []) end

  fun toString d = fmt "%a %b %d %H:%M:%S %Y" d

  (* the toString format: "Www Mmm dd hh:mm:ss yyyy", after white space *)
  fun scan getc src =
    let
      fun take (0, src, acc) = SOME (implode (rev acc), src)
        | take (n, src, acc) =
            case getc src of
              SOME (c, src') => take (n - 1, src', c :: acc)
            | NONE => NONE
      fun number (n, src) =
        case take (n, src, []) of
          SOME (s, src') =>
            if CharVector.all (fn c => Char.isDigit c orelse c = #" ") s
            then Option.map (fn v => (v, src')) (Int.fromString s) else NONE
        | NONE => NONE
      fun lit (c, src) = case getc src of SOME (c', src') => if c = c' then SOME src' else NONE | NONE => NONE
      fun index (x, l) =
        let fun find (y :: ys, k) = if y = x then SOME k else find (ys, k + 1)
              | find ([], _) = NONE
        in find (l, 0) end
      (* for each (c, n): c, then an n-character number; the numbers *)
      fun numbers ([], src, acc) = SOME (rev acc, src)
        | numbers ((c, n) :: rest, src, acc) =
            case Option.mapPartial (fn s => number (n, s)) (lit (c, src)) of
              SOME (v, src) => numbers (rest, src, v :: acc)
            | NONE => NONE
      val src = StringCvt.skipWS getc src
    in
      case take (3, src, []) of
        NONE => NONE
      | SOME (wd, src) =>
      if not (isSome (index (wd, List.map abbrev dayNames))) then NONE else
      case Option.mapPartial (fn s => lit (#" ", s)) (SOME src) of
        NONE => NONE
      | SOME src =>
      case take (3, src, []) of
        NONE => NONE
      | SOME (mn, src) =>
      case index (mn, List.map abbrev monthNames) of
        NONE => NONE
      | SOME m =>
      case numbers ([(#" ", 2), (#" ", 2), (#":", 2), (#":", 2), (#" ", 4)], src, []) of
        SOME ([d, h, mi, s, y], src) =>
          SOME (date {year = y, month = List.nth (months, m), day = d, hour = h, minute = mi,
                      second = s, offset = NONE}, src)
      | _ => NONE
    end

  val fromString = StringCvt.scanString scan
end
