(* IMPERATIVE_IO, TEXT_IO and BIN_IO (Basis Library "The TextIO structure",
   "The BinIO structure"). An instream buffers what the runtime's
   ld_io_input returns; stdOut shares print's buffer (flushed at exit and
   before reading stdIn). A TextIO stream is such a native stream until
   getInstream/getOutstream hands out a functional stream
   (TextIO.StreamIO, stream_io.sml) reading or writing through it, from
   then on the imperative stream goes through the functional one (so
   both see one sequence). BinIO is the same over bytes. *)

(* The imperative operations of IMPERATIVE_IO, apart from its StreamIO
   (TEXT_IO specifies a richer StreamIO, which an `include IMPERATIVE_IO`
   could not refine: the Basis's own TEXT_IO is not valid SML there). *)
signature BASIS_IMPERATIVE_OPS =
sig
  type vector
  type elem
  type instream
  type outstream
  val input : instream -> vector
  val input1 : instream -> elem option
  val inputN : instream * int -> vector
  val inputAll : instream -> vector
  val canInput : instream * int -> int option
  val lookahead : instream -> elem option
  val endOfStream : instream -> bool
  val closeIn : instream -> unit
  val output : outstream * vector -> unit
  val output1 : outstream * elem -> unit
  val flushOut : outstream -> unit
  val closeOut : outstream -> unit
end

(* IMPERATIVE_IO (Basis Library "The IMPERATIVE_IO signature"), without
   getPosIn/setPosIn (the native streams have no positions) *)
signature IMPERATIVE_IO =
sig
  structure StreamIO : STREAM_IO
  include BASIS_IMPERATIVE_OPS where type vector = StreamIO.vector where type elem = StreamIO.elem
  val mkInstream : StreamIO.instream -> instream
  val getInstream : instream -> StreamIO.instream
  val setInstream : instream * StreamIO.instream -> unit
  val mkOutstream : StreamIO.outstream -> outstream
  val getOutstream : outstream -> StreamIO.outstream
  val setOutstream : outstream * StreamIO.outstream -> unit
  val getPosOut : outstream -> StreamIO.out_pos
  val setPosOut : outstream * StreamIO.out_pos -> unit
end

(* TEXT_IO: IMPERATIVE_IO's specifications with StreamIO a TEXT_STREAM_IO,
   which is why the eight conversions are written out again *)
signature TEXT_IO =
sig
  include BASIS_IMPERATIVE_OPS where type vector = string where type elem = char
  val inputLine : instream -> string option
  val outputSubstr : outstream * Substring.substring -> unit
  val openIn : string -> instream
  val openString : string -> instream
  val openOut : string -> outstream
  val openAppend : string -> outstream
  val stdIn : instream
  val stdOut : outstream
  val stdErr : outstream
  val print : string -> unit
  structure StreamIO : TEXT_STREAM_IO
    where type reader = TextPrimIO.reader where type writer = TextPrimIO.writer where type pos = TextPrimIO.pos
  val mkInstream : StreamIO.instream -> instream
  val getInstream : instream -> StreamIO.instream
  val setInstream : instream * StreamIO.instream -> unit
  val mkOutstream : StreamIO.outstream -> outstream
  val getOutstream : outstream -> StreamIO.outstream
  val setOutstream : outstream * StreamIO.outstream -> unit
  val getPosOut : outstream -> StreamIO.out_pos
  val setPosOut : outstream * StreamIO.out_pos -> unit
  val scanStream : ((char, StreamIO.instream) StringCvt.reader -> ('a, StreamIO.instream) StringCvt.reader)
                   -> instream -> 'a option
end

(* The streams of TextIO and BinIO: bytes as strings. *)
structure BasisStreams =
struct

  (* fd ~1: a string stream (openString), everything already in buf *)
  datatype instream = In of {fd : int, name : string, buf : string ref, pos : int ref, closed : bool ref}
  datatype outstream = Out of {fd : int, name : string, closed : bool ref}

  fun ioError (name, function, cause) = raise IO.Io {name = name, function = function, cause = cause}

  val chunk = 65536

  (* make buffered input available: false at end of stream *)
  fun fill (In {fd, name, buf, pos, closed}, function) =
    if !pos < size (!buf) then true
    else if !closed orelse fd < 0 then false
    else
      let val s = ld_io_input (fd, chunk) handle e => ioError (name, function, e)
      in buf := s; pos := 0; s <> "" end

  fun take (ins as In {buf, pos, ...}, n) =
    let val avail = size (!buf) - !pos
        val k = if n < avail then n else avail
        val s = substring (!buf, !pos, k)
    in pos := !pos + k; s end

  fun input ins = if fill (ins, "input") then take (ins, chunk) else ""

  fun input1 (ins as In {buf, pos, ...}) =
    if fill (ins, "input1") then
      let val c = ld_string_sub (!buf, !pos) in pos := !pos + 1; SOME c end
    else NONE

  fun lookahead (ins as In {buf, pos, ...}) =
    if fill (ins, "lookahead") then SOME (ld_string_sub (!buf, !pos)) else NONE

  fun endOfStream ins = not (fill (ins, "endOfStream"))

  fun inputN (ins, n) =
    let fun loop (0, acc) = concat (rev acc)
          | loop (k, acc) =
              if fill (ins, "inputN") then
                let val s = take (ins, k) in loop (k - size s, s :: acc) end
              else concat (rev acc)
    in if n < 0 then raise Size else loop (n, []) end

  fun inputAll ins =
    let fun loop acc = if fill (ins, "inputAll") then loop (take (ins, size (case ins of In {buf, ...} => !buf)) :: acc)
                       else concat (rev acc)
    in loop [] end

  (* up to and including the next newline; a last line without one gets one *)
  fun inputLine (ins as In {buf, pos, ...}) =
    let fun lineEnd () =
          let val b = !buf
              val n = size b
              fun loop i = if i >= n then NONE else if ld_string_sub (b, i) = #"\n" then SOME i else loop (i + 1)
          in loop (!pos) end
        fun loop acc =
          if fill (ins, "inputLine") then
            case lineEnd () of
              SOME i => SOME (concat (rev (take (ins, i + 1 - !pos) :: acc)))
            | NONE => loop (take (ins, chunk) :: acc)
          else if null acc then NONE
          else SOME (concat (rev ("\n" :: acc)))
    in loop [] end

  fun canInput (ins as In {buf, pos, ...}, n) =
    if n < 0 then raise Size
    else if fill (ins, "canInput") then SOME (Int.min (n, size (!buf) - !pos)) else SOME 0

  (* up to k chars, at least one unless at end of stream (a PRIM_IO readVec) *)
  fun readUpTo (ins, k) = if k < 0 then raise Size else if fill (ins, "readVec") then take (ins, k) else ""
  fun inName (In {name, ...}) = name
  fun outName (Out {name, ...}) = name
  fun inDesc (In {fd, ...}) = if fd < 0 then NONE else SOME fd
  fun outDesc (Out {fd, ...}) = SOME fd

  fun closeIn (In {fd, buf, pos, closed, ...}) =
    if !closed then ()
    else (closed := true; buf := ""; pos := 0; if fd > 2 then ld_io_close fd else ())

  fun output (Out {fd, name, closed}, s) =
    if !closed then ioError (name, "output", IO.ClosedStream) else ld_io_output (fd, s)
  fun output1 (out, c) = output (out, str c)
  fun outputSubstr (out, ss) = output (out, Substring.string ss)
  fun flushOut (Out {fd, closed, ...}) = if !closed then () else ld_io_flush fd
  fun closeOut (Out {fd, closed, ...}) =
    if !closed then () else (closed := true; if fd > 2 then ld_io_close fd else ld_io_flush fd)

  fun openIn name =
    let val fd = ld_io_open (name, 0)
    in if fd < 0 then ioError (name, "openIn", Fail ("cannot open " ^ name))
       else In {fd = fd, name = name, buf = ref "", pos = ref 0, closed = ref false}
    end
  fun openString s = In {fd = ~1, name = "<string>", buf = ref s, pos = ref 0, closed = ref false}
  fun openOutMode (name, mode, function) =
    let val fd = ld_io_open (name, mode)
    in if fd < 0 then ioError (name, function, Fail ("cannot open " ^ name))
       else Out {fd = fd, name = name, closed = ref false}
    end
  fun openOut name = openOutMode (name, 1, "openOut")
  fun openAppend name = openOutMode (name, 2, "openAppend")

  val stdIn = In {fd = 0, name = "<stdin>", buf = ref "", pos = ref 0, closed = ref false}
  val stdOut = Out {fd = 1, name = "<stdout>", closed = ref false}
  val stdErr = Out {fd = 2, name = "<stderr>", closed = ref false}
  fun print s = ld_io_output (1, s)
end

(* An imperative stream over a native stream (N, over BasisStreams) until a
   functional one (S) is taken from it or put in it: what TextIO and BinIO share. *)
functor BasisImperativeIO (structure N : sig
                                           type vector
                                           type elem
                                           val empty : vector
                                           val input : BasisStreams.instream -> vector
                                           val input1 : BasisStreams.instream -> elem option
                                           val inputN : BasisStreams.instream * int -> vector
                                           val inputAll : BasisStreams.instream -> vector
                                           val lookahead : BasisStreams.instream -> elem option
                                           val output : BasisStreams.outstream * vector -> unit
                                           val output1 : BasisStreams.outstream * elem -> unit
                                         end
                           structure S : STREAM_IO where type vector = N.vector where type elem = N.elem
                           (* the native stream as a reader and a writer *)
                           val reader : BasisStreams.instream -> S.reader
                           val writer : BasisStreams.outstream -> S.writer) =
struct
  structure StreamIO = S
  type vector = N.vector
  type elem = N.elem
  datatype instate = NativeIn of BasisStreams.instream | FuncIn of StreamIO.instream
  datatype outstate = NativeOut of BasisStreams.outstream | FuncOut of StreamIO.outstream
  datatype instream = I of instate ref
  datatype outstream = O of outstate ref

  (* an operation giving a value and the rest of the stream, imperatively *)
  fun step (I r, native, func) =
    case !r of
      NativeIn n => native n
    | FuncIn f => let val (v, f') = func f in r := FuncIn f'; v end
  fun inQuery (I r, native, func) = case !r of NativeIn n => native n | FuncIn f => func f
  fun outOp (O r, native, func) = case !r of NativeOut n => native n | FuncOut s => func s

  fun input ins = step (ins, N.input, StreamIO.input)
  fun input1 (I r) =
    case !r of
      NativeIn n => N.input1 n
    | FuncIn f => (case StreamIO.input1 f of NONE => NONE | SOME (x, f') => (r := FuncIn f'; SOME x))
  fun inputN (ins, k) = step (ins, fn n => N.inputN (n, k), fn f => StreamIO.inputN (f, k))
  fun inputAll ins = step (ins, N.inputAll, StreamIO.inputAll)
  fun canInput (ins, k) = inQuery (ins, fn n => BasisStreams.canInput (n, k), fn f => StreamIO.canInput (f, k))
  fun lookahead ins = inQuery (ins, N.lookahead, fn f => Option.map #1 (StreamIO.input1 f))
  fun endOfStream ins = inQuery (ins, BasisStreams.endOfStream, StreamIO.endOfStream)
  fun closeIn ins = inQuery (ins, BasisStreams.closeIn, StreamIO.closeIn)
  (* the per-element and per-write operations by cases, with no closure per call *)
  fun output (O r, v) = case !r of NativeOut n => N.output (n, v) | FuncOut f => StreamIO.output (f, v)
  fun output1 (O r, x) = case !r of NativeOut n => N.output1 (n, x) | FuncOut f => StreamIO.output1 (f, x)
  fun flushOut out = outOp (out, BasisStreams.flushOut, StreamIO.flushOut)
  fun closeOut out = outOp (out, BasisStreams.closeOut, StreamIO.closeOut)

  fun native n = I (ref (NativeIn n))
  fun nativeOut n = O (ref (NativeOut n))
  fun openIn name = native (BasisStreams.openIn name)
  fun openOut name = nativeOut (BasisStreams.openOut name)
  fun openAppend name = nativeOut (BasisStreams.openAppend name)

  fun mkInstream f = I (ref (FuncIn f))
  fun getInstream (I r) =
    case !r of
      FuncIn f => f
    | NativeIn n => let val f = StreamIO.mkInstream (reader n, N.empty) in r := FuncIn f; f end
  fun setInstream (I r, f) = r := FuncIn f
  fun mkOutstream s = O (ref (FuncOut s))
  (* unbuffered at the functional level: the native stream buffers (stdOut's
     buffer is print's, so the order of what is written stays) *)
  fun getOutstream (O r) =
    case !r of
      FuncOut s => s
    | NativeOut n => let val s = StreamIO.mkOutstream (writer n, IO.NO_BUF) in r := FuncOut s; s end
  fun setOutstream (O r, s) = r := FuncOut s
  fun getPosOut out = StreamIO.getPosOut (getOutstream out)
  fun setPosOut (out, p) = setOutstream (out, StreamIO.setPosOut p)
end

(* a native stream's reader and writer (blocking, no positions), given how
   its strings become vectors *)
functor BasisNativePrimIO (structure PIO : PRIM_IO
                           structure VS : MONO_VECTOR_SLICE where type vector = PIO.vector where type slice = PIO.vector_slice
                           val fromString : string -> PIO.vector
                           val toString : PIO.vector -> string) =
struct
  fun reader n =
    PIO.RD {name = BasisStreams.inName n, chunkSize = BasisStreams.chunk,
            readVec = SOME (fn k => fromString (BasisStreams.readUpTo (n, k))), readArr = NONE,
            readVecNB = NONE, readArrNB = NONE, block = NONE, canInput = NONE, avail = fn () => NONE,
            getPos = NONE, setPos = NONE, endPos = NONE, verifyPos = NONE,
            close = fn () => BasisStreams.closeIn n, ioDesc = BasisStreams.inDesc n}
  fun writer n =
    PIO.WR {name = BasisStreams.outName n, chunkSize = BasisStreams.chunk,
            writeVec = SOME (fn sl => (BasisStreams.output (n, toString (VS.vector sl)); VS.length sl)),
            writeArr = NONE, writeVecNB = NONE, writeArrNB = NONE, block = NONE, canOutput = NONE,
            getPos = NONE, setPos = NONE, endPos = NONE, verifyPos = NONE,
            close = fn () => BasisStreams.closeOut n, ioDesc = BasisStreams.outDesc n}
end

structure TextIO : TEXT_IO =
struct
  structure Native = BasisNativePrimIO (structure PIO = TextPrimIO structure VS = CharVectorSlice
                                        fun fromString s = s fun toString s = s)
  structure Imperative = BasisImperativeIO (structure N = struct type vector = string type elem = char val empty = "" open BasisStreams end
                                            structure S = BasisTextStreamIO
                                            val reader = Native.reader
                                            val writer = Native.writer)
  open Imperative
  (* the same structure, seen with TEXT_STREAM_IO's inputLine and outputSubstr *)
  structure StreamIO = BasisTextStreamIO
  fun inputLine (Imperative.I r) =
    case !r of
      Imperative.NativeIn n => BasisStreams.inputLine n
    | Imperative.FuncIn f =>
        (case StreamIO.inputLine f of NONE => NONE | SOME (l, f') => (r := Imperative.FuncIn f'; SOME l))
  fun outputSubstr (out, ss) =
    outOp (out, fn n => BasisStreams.outputSubstr (n, ss), fn f => StreamIO.outputSubstr (f, ss))
  fun openString s = native (BasisStreams.openString s)
  val stdIn = native BasisStreams.stdIn
  val stdOut = nativeOut BasisStreams.stdOut
  val stdErr = nativeOut BasisStreams.stdErr
  val print = BasisStreams.print
  fun scanStream scan ins =
    case scan StreamIO.input1 (getInstream ins) of
      NONE => NONE
    | SOME (v, f') => (setInstream (ins, f'); SOME v)
end

signature BIN_IO =
sig
  include IMPERATIVE_IO
    where type StreamIO.vector = Word8Vector.vector where type StreamIO.elem = Word8.word
    where type StreamIO.reader = BinPrimIO.reader where type StreamIO.writer = BinPrimIO.writer
    where type StreamIO.pos = BinPrimIO.pos
  val openIn : string -> instream
  val openOut : string -> outstream
  val openAppend : string -> outstream
end

structure BinIO : BIN_IO =
struct
  structure Native = BasisNativePrimIO (structure PIO = BinPrimIO structure VS = Word8VectorSlice
                                        val fromString = Byte.stringToBytes val toString = Byte.bytesToString)
  structure Imperative =
    BasisImperativeIO (structure N =
                       struct
                         type vector = Word8Vector.vector
                         type elem = Word8.word
                         val bytes = Byte.stringToBytes
                         val empty = bytes ""
                         fun input ins = bytes (BasisStreams.input ins)
                         fun input1 ins = Option.map Byte.charToByte (BasisStreams.input1 ins)
                         fun inputN p = bytes (BasisStreams.inputN p)
                         fun inputAll ins = bytes (BasisStreams.inputAll ins)
                         fun lookahead ins = Option.map Byte.charToByte (BasisStreams.lookahead ins)
                         fun output (out, v) = BasisStreams.output (out, Byte.bytesToString v)
                         fun output1 (out, b) = BasisStreams.output1 (out, Byte.byteToChar b)
                       end
                       structure S = BasisStreamIO (structure PIO = BinPrimIO structure V = Word8Vector
                                                    structure VS = Word8VectorSlice fun isNewline _ = false)
                       val reader = Native.reader
                       val writer = Native.writer)
  open Imperative
end

val print = TextIO.print
