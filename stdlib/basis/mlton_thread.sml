(* MLton.Thread, MLton.Signal and MLton.Itimer, as MLton names them, over
   runtime/thread.c (its top comment says how stacks are switched, scanned
   and kept, and how a signal reaches its ML handler).

   A thread is one of: New (not started: switching to it starts a thread of
   the runtime, with stacks of its own, running its function), Paused (it
   switched away from ML code; it is handed the thunk that computes the
   value it returns from its switch, evaluated in that thread, so what
   prepend adds runs there, exceptions included), Interrupted (a signal
   stopped it in the runtime; it resumes there) or Dead (switched to or
   prepended to once already: again raises Fail).  A thread's function must
   not return (the program ends, saying so); an exception escaping it is
   reported as an uncaught exception at top level is (exit status 1).

   The atomic state counts critical sections: a signal arriving inside one
   is handled at its end.  A switch is one (its function runs inside it,
   and the thread switched to ends it).  Signal handlers run in a thread of
   their own, inside one, as `Runnable.t -> Runnable.t` functions from the
   interrupted thread to the one to run.

   A thread's stacks (64 MiB native, 16 MiB shadow, reserved; only touched
   pages cost memory) are kept until the program ends, even once nothing
   can switch to it (no weak reference to a thread's state tells the
   runtime so): about 10 KB of memory per thread ever made, e.g. 290 MB
   resident after 30000 calls of smlnj-lib's TimeLimit.timeLimit.

   Left out: MLton.Signal's Mask, suspend, handled and restart (the runtime
   blocks no signals for ML code and has no wait for one); a signal is
   handled at the next allocation of the running code, so a loop that does
   not allocate is not interrupted. *)

signature MLTON_THREAD =
sig
  structure AtomicState :
  sig
    datatype t = Atomic of int | NonAtomic
  end
  val atomically : (unit -> 'a) -> 'a
  val atomicBegin : unit -> unit
  val atomicEnd : unit -> unit
  val atomicState : unit -> AtomicState.t
  type 'a t
  structure Runnable :
  sig
    type t = unit t
  end
  val atomicSwitch : ('a t -> Runnable.t) -> 'a
  val new : ('a -> unit) -> 'a t
  val prepend : 'a t * ('b -> 'a) -> 'b t
  val prepare : 'a t * 'a -> Runnable.t
  val switch : ('a t -> Runnable.t) -> 'a
end

(* runtime/thread.c's ld_thread_op and ld_signal_op codes *)
structure BasisThreadOp =
struct
  val atomicBegin = 0
  val atomicEnd = 1
  val atomicState = 2
  val setHandler = 3
  val interrupted = 4
  val nextSignal = 5
  val finish = 6
  val sigDefault = 0
  val sigIgnore = 1
  val sigHandle = 2
  val itimer = 3
  val constant = 4
end

structure BasisMLtonThread =
struct
  structure AtomicState =
  struct
    datatype t = Atomic of int | NonAtomic
  end
  fun atomicBegin () = ignore (ld_thread_op (BasisThreadOp.atomicBegin, 0))
  fun atomicEnd () =
    if ld_thread_op (BasisThreadOp.atomicState, 0) = 0
    then raise Fail "MLton.Thread.atomicEnd: not in a critical section"
    else ignore (ld_thread_op (BasisThreadOp.atomicEnd, 0))
  fun atomicState () =
    case ld_thread_op (BasisThreadOp.atomicState, 0) of
        0 => AtomicState.NonAtomic
      | n => AtomicState.Atomic n
  fun atomically f =
    let val () = atomicBegin ()
        val r = f () handle e => (atomicEnd (); raise e)
    in atomicEnd (); r end

  datatype 'a state =
      Dead
    | Interrupted of int
    | New of (unit -> 'a) -> unit
    | Paused of ((unit -> 'a) -> unit) * int
  datatype 'a t = T of 'a state ref
  structure Runnable =
  struct
    type t = unit t
  end

  fun new f = T (ref (New (fn th => f (th ()))))

  fun prepend (T r, f) =
    let val s =
          case !r of
              Dead => raise Fail "MLton.Thread.prepend: the thread is dead (switched to or prepended to already)"
            | Interrupted _ => raise Fail "MLton.Thread.prepend: the thread was interrupted by a signal"
            | New g => New (fn th => g (fn () => f (th ())))
            | Paused (g, id) => Paused (fn th => g (fn () => f (th ())), id)
    in r := Dead; T (ref s) end

  fun prepare (t, v) = prepend (t, fn () => v)

  (* Run the runnable thread whose state was s, inside the critical section
     the caller is in, which the thread ends when it runs; returns when
     another thread switches back to the caller. *)
  fun run (s : unit state) =
    case s of
        Dead => (atomicEnd (); raise Fail "MLton.Thread.switch: the thread is dead (switched to already)")
      | Interrupted id => ld_thread_switch id
      | New g => ld_thread_switch (ld_thread_new (fn () => (atomicEnd (); g (fn () => ()))))
      | Paused (g, id) => (g (fn () => ()); ld_thread_switch id)

  fun atomicSwitch f =
    let
      val result = ref (fn () => raise Fail "MLton.Thread: resumed without a value")
      val me = T (ref (Paused (fn th => result := th, ld_thread_current ())))
      val T target = f me handle e => (atomicEnd (); raise e)
      val s = !target
    in
      target := Dead;
      run s;
      (* switched back to: the end of the switcher's critical section *)
      atomicEnd ();
      !result ()
    end

  fun switch f = (atomicBegin (); atomicSwitch f)

  (* Switch to t for good: the running thread's stacks are freed (for a
     thread nothing can switch to again: SMLofNJ.Cont's, not exported; the
     program's and the signal handler's are never freed). *)
  fun finishTo (T target : Runnable.t) =
    let val () = atomicBegin ()
        val s = !target
    in
      case s of
          Dead => (atomicEnd (); raise Fail "MLton.Thread.switch: the thread is dead (switched to already)")
        | _ => (target := Dead; ignore (ld_thread_op (BasisThreadOp.finish, 0)); run s);
      raise Fail "MLton.Thread: a finished thread was switched to"
    end
end

signature MLTON_SIGNAL =
sig
  type t = Posix.Signal.signal
  type signal = t
  structure Handler :
  sig
    type t
    val default : t
    val handler : (BasisMLtonThread.Runnable.t -> BasisMLtonThread.Runnable.t) -> t
    val ignore : t
    val isDefault : t -> bool
    val isIgnore : t -> bool
    val simple : (unit -> unit) -> t
  end
  val getHandler : t -> Handler.t
  val prof : t
  val setHandler : t * Handler.t -> unit
  val vtalrm : t
end

structure BasisMLtonSignal =
struct
  type t = Posix.Signal.signal
  type signal = t
  structure Handler =
  struct
    datatype t = Default | Ignore | Handler of BasisMLtonThread.Runnable.t -> BasisMLtonThread.Runnable.t
    val default = Default
    val ignore = Ignore
    val handler = Handler
    fun simple f = Handler (fn t => (f (); t))
    fun isDefault Default = true
      | isDefault _ = false
    fun isIgnore Ignore = true
      | isIgnore _ = false
  end

  fun number s = SysWord.toInt (Posix.Signal.toWord s)
  fun check (_, 0) = ()
    | check (what, err) = BasisPosixCall.sysErr (what, err)

  (* by signal number (Linux numbers them below 65) *)
  val handlers = Array.array (65, Handler.Default)
  fun slot (what, s) =
    let val n = number s
    in if n > 0 andalso n < Array.length handlers then n else raise OS.SysErr (what ^ ": no such signal", NONE) end
  fun getHandler s = Array.sub (handlers, slot ("MLton.Signal.getHandler", s))

  (* The handler thread: started at the first delivery, switched to again at
     each, inside the critical section the runtime begins; it applies the
     handlers of the pending signals to the interrupted thread and runs the
     thread they give. *)
  fun deliver () =
    let
      open BasisMLtonThread
      val interrupted = T (ref (Interrupted (ld_thread_op (BasisThreadOp.interrupted, 0))))
      fun apply t =
        case ld_thread_op (BasisThreadOp.nextSignal, 0) of
            0 => t
          | s => apply (case Array.sub (handlers, s) of Handler.Handler h => h t | _ => t)
      val T target = apply interrupted
      val s = !target
    in
      target := Dead;
      run s;
      deliver ()
    end
  val handlerThread = ref NONE
  fun handlerThreadId () =
    case !handlerThread of
        SOME id => id
      | NONE =>
          let val id = ld_thread_new deliver
          in ignore (ld_thread_op (BasisThreadOp.setHandler, id)); handlerThread := SOME id; id end

  (* the table first: a signal may arrive as soon as it is handled *)
  fun setHandler (s, h) =
    let val n = slot ("MLton.Signal.setHandler", s)
        val mode = case h of
                       Handler.Default => BasisThreadOp.sigDefault
                     | Handler.Ignore => BasisThreadOp.sigIgnore
                     | Handler.Handler _ => (ignore (handlerThreadId ()); BasisThreadOp.sigHandle)
        val old = Array.sub (handlers, n)
    in
      Array.update (handlers, n, h);
      check ("MLton.Signal.setHandler", ld_signal_op (mode, n, 0, 0))
        handle e => (Array.update (handlers, n, old); raise e)
    end

  fun constant which = Posix.Signal.fromWord (SysWord.fromInt (ld_signal_op (BasisThreadOp.constant, which, 0, 0)))
  val prof = constant 0
  val vtalrm = constant 1
end

signature MLTON_ITIMER =
sig
  datatype t = Prof | Real | Virtual
  val set : t * {interval : Time.time, value : Time.time} -> unit
  val signal : t -> Posix.Signal.signal
end

structure BasisMLtonItimer =
struct
  datatype t = Prof | Real | Virtual
  fun which Real = 0
    | which Virtual = 1
    | which Prof = 2
  fun ns t = LargeInt.toInt (Time.toNanoseconds t)
  fun set (w, {interval, value}) =
    BasisMLtonSignal.check ("MLton.Itimer.set",
                            ld_signal_op (BasisThreadOp.itimer, which w, ns value, ns interval))
  fun signal Real = Posix.Signal.alrm
    | signal Virtual = BasisMLtonSignal.vtalrm
    | signal Prof = BasisMLtonSignal.prof
end
