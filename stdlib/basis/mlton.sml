(* structure MLton (MLton's extension structure): eq, Array.unfoldi,
   Vector.unfoldi and create, Exn.history, Process.atExit, Random, Word and
   Word8 rotations, Rusage.

   Left out, because this runtime has nothing to build them on (a stub would
   pretend): Cont, Thread, Signal and Itimer (no stack switching, no signal
   handling; smlnj-lib's Util/time-limit.mlb therefore stops at the unbound
   MLton.Thread), GC, Weak and Finalizable (the collector has no hooks for
   them), Pointer and the FFI, IntInf's Big/Small view, Process.spawn (no
   Posix structure yet), and equal, hash, size and share: they walk any
   value, and a closure's code pointer cannot be told from an object's
   address in this representation (runtime/ldriver_rt.h), so a walk could
   read what is not an object. *)

signature MLTON_WORD =
sig
  type t
  val rol : t * Word.word -> t
  val ror : t * Word.word -> t
end

(* rol and ror of any WORD *)
functor BasisMLtonRotate (W : WORD) : MLTON_WORD =
struct
  type t = W.word
  val bits = Word.fromInt W.wordSize
  fun rol (w, k) =
    let val k = Word.mod (k, bits)
    in if k = 0w0 then w else W.orb (W.<< (w, k), W.>> (w, bits - k)) end
  fun ror (w, k) =
    let val k = Word.mod (k, bits)
    in if k = 0w0 then w else W.orb (W.>> (w, k), W.<< (w, bits - k)) end
end

signature MLTON =
sig
  (* the same object (the same value, for what is not an object: ints,
     chars, nullary constructors) *)
  val eq : 'a * 'a -> bool
  structure Array :
  sig
    val unfoldi : int * 'b * (int * 'b -> 'a * 'b) -> 'a array * 'b
  end
  structure Vector :
  sig
    val create : int -> {done : unit -> 'a vector, sub : int -> 'a, update : int * 'a -> unit}
    val unfoldi : int * 'b * (int * 'b -> 'a * 'b) -> 'a vector * 'b
  end
  structure Exn :
  sig
    val history : exn -> string list
  end
  structure Process :
  sig
    val atExit : (unit -> unit) -> unit
  end
  structure Random :
  sig
    val alphaNumChar : unit -> char
    val alphaNumString : int -> string
    val rand : unit -> word
    val seed : unit -> word option
    val srand : word -> unit
    val useed : unit -> word option
  end
  structure Rusage :
  sig
    type t = {utime : Time.time, stime : Time.time}
    val measureGC : bool -> unit
    val rusage : unit -> {children : t, gc : t, self : t}
  end
  structure Word : MLTON_WORD where type t = Word.word
  structure Word8 : MLTON_WORD where type t = Word8.word
end

local
  structure BasisArray = Array
in
structure MLton : MLTON =
struct
  val eq = ld_ptr_eq

  structure Array =
  struct
    fun unfoldi (n, b, f) =
      if n < 0 orelse n > Array.maxLen then raise Size
      else if n = 0 then (Array.fromList [], b)
      else
        let val (x0, b1) = f (0, b)
            val a = Array.array (n, x0)
            fun fill (i, b) =
              if i < n then let val (x, b') = f (i, b) in Array.update (a, i, x); fill (i + 1, b') end
              else b
        in (a, fill (1, b1)) end
  end

  structure Vector =
  struct
    fun unfoldi (n, b, f) =
      let val (a, b') = Array.unfoldi (n, b, f) in (BasisArray.vector a, b') end
    (* the elements are written into an array; `done` freezes it: after it,
       update raises Fail, and sub reads the vector *)
    fun create n =
      let val a = BasisArray.array (n, NONE)
          val result = ref NONE
          fun element i =
            case BasisArray.sub (a, i) of
                SOME x => x
              | NONE => raise Fail "MLton.Vector.create: sub of an element not yet updated"
          fun sub i = case !result of SOME v => Vector.sub (v, i) | NONE => element i
          fun update (i, x) =
            case !result of
                SOME _ => raise Fail "MLton.Vector.create: update after done"
              | NONE => BasisArray.update (a, i, SOME x)
          fun done () =
            case !result of
                SOME v => v
              | NONE => let val v = Vector.tabulate (n, element) in result := SOME v; v end
      in {done = done, sub = sub, update = update} end
  end

  structure Exn =
  struct
    (* no raise points are recorded (as MLton without Exn.keepHistory) *)
    fun history (_ : exn) : string list = []
  end

  structure Process =
  struct
    val atExit = OS.Process.atExit
  end

  structure Random =
  struct
    (* xorshift over the 63 bits of a word, seeded from the clock until
       srand says otherwise *)
    val state = ref (Word.fromLargeInt (Time.toMicroseconds (Time.now ())) + 0w88172645463325252)
    fun srand w = state := (if w = 0w0 then 0w1 else w)
    fun rand () =
      let val x = !state
          val x = Word.xorb (x, Word.<< (x, 0w13))
          val x = Word.xorb (x, Word.>> (x, 0w7))
          val x = Word.xorb (x, Word.<< (x, 0w17))
      in state := (if x = 0w0 then 0w1 else x); x end
    (* a word from the system's random source, or NONE if it cannot be read *)
    fun fromDevice () =
      let val s = BinIO.openIn "/dev/urandom"
          val bytes = BinIO.inputN (s, 8) before BinIO.closeIn s
      in
        if Word8Vector.length bytes < 8 then NONE
        else SOME (Word8Vector.foldl (fn (b, w) => Word.orb (Word.<< (w, 0w8), Word.fromInt (Word8.toInt b))) 0w0 bytes)
      end
      handle IO.Io _ => NONE
    val seed = fromDevice
    val useed = fromDevice
    val chars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    fun alphaNumChar () =
      String.sub (chars, Word.toInt (Word.mod (rand (), Word.fromInt (size chars))))
    fun alphaNumString n = CharVector.tabulate (n, fn _ => alphaNumChar ())
  end

  structure Rusage =
  struct
    type t = {utime : Time.time, stime : Time.time}
    (* the collector keeps no separate account of its time *)
    fun measureGC (_ : bool) = ()
    fun rusage () =
      let val {usr, sys} = Timer.checkCPUTimer (Timer.totalCPUTimer ())
          val zero = {utime = Time.zeroTime, stime = Time.zeroTime}
      in {children = zero, gc = zero, self = {utime = usr, stime = sys}} end
  end

  structure Word = BasisMLtonRotate (Word)
  structure Word8 = BasisMLtonRotate (Word8)
end
end
