(* IO and PRIM_IO (Basis Library "The PRIM_IO signature"), TextPrimIO and
   BinPrimIO: readers and writers as records of optional functions, with
   openVector, nullRd, nullWr and augmentReader/augmentWriter (which fill
   in what can be made from what a reader or writer has). Positions are
   Position.int. *)

(* IO (Basis Library "The IO structure"): the exceptions and buffer modes of every stream. *)
signature IO =
sig
  exception Io of {name : string, function : string, cause : exn}
  exception BlockingNotSupported
  exception NonblockingNotSupported
  exception RandomAccessNotSupported
  exception ClosedStream
  datatype buffer_mode = NO_BUF | LINE_BUF | BLOCK_BUF
end

structure IO : IO =
struct
  exception Io of {name : string, function : string, cause : exn}
  exception BlockingNotSupported
  exception NonblockingNotSupported
  exception RandomAccessNotSupported
  exception ClosedStream
  datatype buffer_mode = NO_BUF | LINE_BUF | BLOCK_BUF
end

signature PRIM_IO =
sig
  type elem
  type vector
  type vector_slice
  type array
  type array_slice
  eqtype pos
  val compare : pos * pos -> order
  datatype reader = RD of {name : string, chunkSize : int,
                           readVec : (int -> vector) option,
                           readArr : (array_slice -> int) option,
                           readVecNB : (int -> vector option) option,
                           readArrNB : (array_slice -> int option) option,
                           block : (unit -> unit) option,
                           canInput : (unit -> bool) option,
                           avail : unit -> int option,
                           getPos : (unit -> pos) option,
                           setPos : (pos -> unit) option,
                           endPos : (unit -> pos) option,
                           verifyPos : (unit -> pos) option,
                           close : unit -> unit,
                           ioDesc : OS.IO.iodesc option}
  datatype writer = WR of {name : string, chunkSize : int,
                           writeVec : (vector_slice -> int) option,
                           writeArr : (array_slice -> int) option,
                           writeVecNB : (vector_slice -> int option) option,
                           writeArrNB : (array_slice -> int option) option,
                           block : (unit -> unit) option,
                           canOutput : (unit -> bool) option,
                           getPos : (unit -> pos) option,
                           setPos : (pos -> unit) option,
                           endPos : (unit -> pos) option,
                           verifyPos : (unit -> pos) option,
                           close : unit -> unit,
                           ioDesc : OS.IO.iodesc option}
  val openVector : vector -> reader
  val nullRd : unit -> reader
  val nullWr : unit -> writer
  val augmentReader : reader -> reader
  val augmentWriter : writer -> writer
end

functor BasisPrimIO (structure V : MONO_VECTOR
                     structure A : MONO_ARRAY where type elem = V.elem where type vector = V.vector
                     structure VS : MONO_VECTOR_SLICE where type elem = V.elem where type vector = V.vector
                     structure AS : MONO_ARRAY_SLICE
                       where type elem = V.elem where type vector = V.vector where type array = A.array
                       where type vector_slice = VS.slice
                     val someElem : V.elem) :> PRIM_IO
  where type elem = V.elem where type vector = V.vector where type vector_slice = VS.slice
  where type array = A.array where type array_slice = AS.slice where type pos = Position.int =
struct
  type elem = V.elem
  type vector = V.vector
  type vector_slice = VS.slice
  type array = A.array
  type array_slice = AS.slice
  type pos = Position.int
  val compare = Position.compare
  datatype reader = RD of {name : string, chunkSize : int,
                           readVec : (int -> vector) option,
                           readArr : (array_slice -> int) option,
                           readVecNB : (int -> vector option) option,
                           readArrNB : (array_slice -> int option) option,
                           block : (unit -> unit) option,
                           canInput : (unit -> bool) option,
                           avail : unit -> int option,
                           getPos : (unit -> pos) option,
                           setPos : (pos -> unit) option,
                           endPos : (unit -> pos) option,
                           verifyPos : (unit -> pos) option,
                           close : unit -> unit,
                           ioDesc : OS.IO.iodesc option}
  datatype writer = WR of {name : string, chunkSize : int,
                           writeVec : (vector_slice -> int) option,
                           writeArr : (array_slice -> int) option,
                           writeVecNB : (vector_slice -> int option) option,
                           writeArrNB : (array_slice -> int option) option,
                           block : (unit -> unit) option,
                           canOutput : (unit -> bool) option,
                           getPos : (unit -> pos) option,
                           setPos : (pos -> unit) option,
                           endPos : (unit -> pos) option,
                           verifyPos : (unit -> pos) option,
                           close : unit -> unit,
                           ioDesc : OS.IO.iodesc option}

  fun closedError (name, function) =
    raise IO.Io {name = name, function = function, cause = IO.ClosedStream}

  (* a reader of the vector: everything at once, then end of stream *)
  fun openVector v =
    let val rest = ref (VS.full v)
        val closed = ref false
        fun take n =
          if !closed then closedError ("<vector>", "readVec")
          else if n < 0 then raise Size
          else let val k = Int.min (n, VS.length (!rest))
                   val s = VS.subslice (!rest, 0, SOME k)
               in rest := VS.subslice (!rest, k, NONE); VS.vector s end
        fun readArr sl =
          let val v = take (AS.length sl)
              val (a, i, _) = AS.base sl
          in A.copyVec {src = v, dst = a, di = i}; V.length v end
    in RD {name = "<vector>", chunkSize = Int.max (1, V.length v), readVec = SOME take, readArr = SOME readArr,
           readVecNB = SOME (SOME o take), readArrNB = SOME (SOME o readArr), block = SOME (fn () => ()),
           canInput = SOME (fn () => true), avail = fn () => SOME (VS.length (!rest)),
           getPos = NONE, setPos = NONE, endPos = NONE, verifyPos = NONE,
           close = fn () => closed := true, ioDesc = NONE}
    end

  fun nullRd () =
    let val closed = ref false
        fun check f = if !closed then closedError ("<null>", f) else ()
    in RD {name = "<null>", chunkSize = 1,
           readVec = SOME (fn n => (check "readVec"; if n < 0 then raise Size else V.fromList [])),
           readArr = SOME (fn _ => (check "readArr"; 0)),
           readVecNB = SOME (fn n => (check "readVecNB"; if n < 0 then raise Size else SOME (V.fromList []))),
           readArrNB = SOME (fn _ => (check "readArrNB"; SOME 0)),
           block = SOME (fn () => check "block"), canInput = SOME (fn () => (check "canInput"; true)),
           avail = fn () => SOME 0, getPos = NONE, setPos = NONE, endPos = NONE, verifyPos = NONE,
           close = fn () => closed := true, ioDesc = NONE}
    end

  fun nullWr () =
    let val closed = ref false
        fun check f = if !closed then closedError ("<null>", f) else ()
    in WR {name = "<null>", chunkSize = 1,
           writeVec = SOME (fn s => (check "writeVec"; VS.length s)),
           writeArr = SOME (fn s => (check "writeArr"; AS.length s)),
           writeVecNB = SOME (fn s => (check "writeVecNB"; SOME (VS.length s))),
           writeArrNB = SOME (fn s => (check "writeArrNB"; SOME (AS.length s))),
           block = SOME (fn () => check "block"), canOutput = SOME (fn () => (check "canOutput"; true)),
           getPos = NONE, setPos = NONE, endPos = NONE, verifyPos = NONE,
           close = fn () => closed := true, ioDesc = NONE}
    end

  (* readers: a vector read into an array slice, and an array slice read as a vector *)
  fun vecToArr (readVec : int -> vector) sl =
    let val v = readVec (AS.length sl)
        val (a, i, _) = AS.base sl
    in A.copyVec {src = v, dst = a, di = i}; V.length v end
  fun arrToVec (readArr : array_slice -> int) n =
    if n < 0 then raise Size
    else let val a = A.array (n, someElem)
             val k = readArr (AS.full a)
         in AS.vector (AS.slice (a, 0, SOME k)) end
  fun nbVecToArr (readVecNB : int -> vector option) sl =
    case readVecNB (AS.length sl) of
      NONE => NONE
    | SOME v => let val (a, i, _) = AS.base sl in A.copyVec {src = v, dst = a, di = i}; SOME (V.length v) end
  fun nbArrToVec (readArrNB : array_slice -> int option) n =
    if n < 0 then raise Size
    else let val a = A.array (n, someElem)
         in Option.map (fn k => AS.vector (AS.slice (a, 0, SOME k))) (readArrNB (AS.full a)) end
  (* a blocking operation from a non-blocking one and block, and back with canReady *)
  fun blocking (SOME nb, SOME block) = SOME (fn x => (block (); case nb x of SOME r => r | NONE => raise IO.BlockingNotSupported))
    | blocking _ = NONE
  fun nonBlocking (SOME f, SOME ready) = SOME (fn x => if ready () then SOME (f x) else NONE)
    | nonBlocking _ = NONE
  fun orElse (SOME f, _) = SOME f
    | orElse (NONE, g) = g

  fun augmentReader (RD {name, chunkSize, readVec, readArr, readVecNB, readArrNB, block, canInput, avail,
                         getPos, setPos, endPos, verifyPos, close, ioDesc}) =
    let
      val rv = orElse (readVec, Option.map arrToVec readArr)
      val ra = orElse (readArr, Option.map vecToArr readVec)
      val rvnb = orElse (readVecNB, Option.map nbArrToVec readArrNB)
      val ranb = orElse (readArrNB, Option.map nbVecToArr readVecNB)
    in RD {name = name, chunkSize = chunkSize,
           readVec = orElse (rv, blocking (rvnb, block)), readArr = orElse (ra, blocking (ranb, block)),
           readVecNB = orElse (rvnb, nonBlocking (rv, canInput)), readArrNB = orElse (ranb, nonBlocking (ra, canInput)),
           block = block, canInput = canInput, avail = avail, getPos = getPos, setPos = setPos, endPos = endPos,
           verifyPos = verifyPos, close = close, ioDesc = ioDesc}
    end

  (* writers: an array slice written as a vector slice, and back *)
  fun arrAsVec (writeVec : vector_slice -> 'r) sl = writeVec (VS.full (AS.vector sl))
  fun vecAsArr (writeArr : array_slice -> 'r) sl =
    let val v = VS.vector sl
        val a = A.array (V.length v, someElem)
    in A.copyVec {src = v, dst = a, di = 0}; writeArr (AS.full a) end

  fun augmentWriter (WR {name, chunkSize, writeVec, writeArr, writeVecNB, writeArrNB, block, canOutput,
                         getPos, setPos, endPos, verifyPos, close, ioDesc}) =
    let
      val wv = orElse (writeVec, Option.map vecAsArr writeArr)
      val wa = orElse (writeArr, Option.map arrAsVec writeVec)
      val wvnb = orElse (writeVecNB, Option.map vecAsArr writeArrNB)
      val wanb = orElse (writeArrNB, Option.map arrAsVec writeVecNB)
    in WR {name = name, chunkSize = chunkSize,
           writeVec = orElse (wv, blocking (wvnb, block)), writeArr = orElse (wa, blocking (wanb, block)),
           writeVecNB = orElse (wvnb, nonBlocking (wv, canOutput)), writeArrNB = orElse (wanb, nonBlocking (wa, canOutput)),
           block = block, canOutput = canOutput, getPos = getPos, setPos = setPos, endPos = endPos,
           verifyPos = verifyPos, close = close, ioDesc = ioDesc}
    end
end

structure TextPrimIO = BasisPrimIO (structure V = CharVector structure A = CharArray
                                    structure VS = CharVectorSlice structure AS = CharArraySlice
                                    val someElem = #"\000")
structure WideTextPrimIO = BasisPrimIO (structure V = WideCharVector structure A = WideCharArray
                                        structure VS = WideCharVectorSlice structure AS = WideCharArraySlice
                                        val someElem = WideChar.minChar)
structure BinPrimIO = BasisPrimIO (structure V = Word8Vector structure A = Word8Array
                                   structure VS = Word8VectorSlice structure AS = Word8ArraySlice
                                   val someElem = 0w0 : Word8.word)
