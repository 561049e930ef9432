(* TIME and TIMER (Basis Library "The Time structure", "The Timer
   structure"): a time is a whole number of nanoseconds (63-bit: about
   +-146 years around the epoch; the conversions from LargeInt.int raise
   Time beyond that). CPU timers report all processor time as user time;
   sys and GC times are zero. *)

signature TIME =
sig
  eqtype time
  exception Time
  val zeroTime : time
  val fromReal : LargeReal.real -> time
  val toReal : time -> LargeReal.real
  val toSeconds : time -> LargeInt.int
  val toMilliseconds : time -> LargeInt.int
  val toMicroseconds : time -> LargeInt.int
  val toNanoseconds : time -> LargeInt.int
  val fromSeconds : LargeInt.int -> time
  val fromMilliseconds : LargeInt.int -> time
  val fromMicroseconds : LargeInt.int -> time
  val fromNanoseconds : LargeInt.int -> time
  val + : time * time -> time
  val - : time * time -> time
  val compare : time * time -> order
  val < : time * time -> bool
  val <= : time * time -> bool
  val > : time * time -> bool
  val >= : time * time -> bool
  val now : unit -> time
  val fmt : int -> time -> string
  val toString : time -> string
  val scan : (char, 'a) StringCvt.reader -> (time, 'a) StringCvt.reader
  val fromString : string -> time option
end

structure Time :> TIME =
struct
  datatype time = T of int
  exception Time
  val zeroTime = T 0
  fun fromReal r =
    if Real.isFinite r andalso abs r < 4.6e9 then T (Real.round (r * 1e9)) else raise Time
  fun toReal (T ns) = real ns / 1e9
  fun toSeconds (T ns) = LargeInt.fromInt (Int.quot (ns, 1000000000))
  fun toMilliseconds (T ns) = LargeInt.fromInt (Int.quot (ns, 1000000))
  fun toMicroseconds (T ns) = LargeInt.fromInt (Int.quot (ns, 1000))
  fun toNanoseconds (T ns) = LargeInt.fromInt ns
  fun scaled (n, k) = T (LargeInt.toInt n * k) handle Overflow => raise Time
  fun fromSeconds n = scaled (n, 1000000000)
  fun fromMilliseconds n = scaled (n, 1000000)
  fun fromMicroseconds n = scaled (n, 1000)
  fun fromNanoseconds n = scaled (n, 1)
  fun compare (T a, T b) = Int.compare (a, b)
  fun now () = fromReal (ld_time_now ())
  fun fmt n t = if n < 0 then raise Size else Real.fmt (StringCvt.FIX (SOME n)) (toReal t)
  fun toString t = fmt 3 t
  (* [+~-]? digits [. digits], in seconds *)
  fun scan getc src =
    case Real.scan getc src of
      SOME (r, rest) => (SOME (fromReal r, rest) handle Time => NONE)
    | NONE => NONE
  val fromString = StringCvt.scanString scan
  fun op + (T a, T b) = T (Int.+ (a, b)) handle Overflow => raise Time
  fun op - (T a, T b) = T (Int.- (a, b)) handle Overflow => raise Time
  fun op < (T a, T b) = Int.< (a, b)
  fun op <= (T a, T b) = Int.<= (a, b)
  fun op > (T a, T b) = Int.> (a, b)
  fun op >= (T a, T b) = Int.>= (a, b)
end

signature TIMER =
sig
  type cpu_timer
  type real_timer
  val startCPUTimer : unit -> cpu_timer
  val checkCPUTimes : cpu_timer -> {nongc : {usr : Time.time, sys : Time.time}, gc : {usr : Time.time, sys : Time.time}}
  val checkCPUTimer : cpu_timer -> {usr : Time.time, sys : Time.time}
  val checkGCTime : cpu_timer -> Time.time
  val totalCPUTimer : unit -> cpu_timer
  val startRealTimer : unit -> real_timer
  val checkRealTimer : real_timer -> Time.time
  val totalRealTimer : unit -> real_timer
end

structure Timer :> TIMER =
struct
  datatype cpu_timer = CPU of real
  datatype real_timer = REAL of real
  fun startCPUTimer () = CPU (ld_time_cpu ())
  fun checkCPUTimer (CPU start) = {usr = Time.fromReal (ld_time_cpu () - start), sys = Time.zeroTime}
  fun checkGCTime _ = Time.zeroTime
  fun checkCPUTimes t = {nongc = checkCPUTimer t, gc = {usr = Time.zeroTime, sys = Time.zeroTime}}
  val programStart = ld_time_now ()
  fun totalCPUTimer () = CPU 0.0
  fun startRealTimer () = REAL (ld_time_now ())
  fun checkRealTimer (REAL start) = Time.fromReal (ld_time_now () - start)
  fun totalRealTimer () = REAL programStart
end
