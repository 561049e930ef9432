(* STREAM_IO and TEXT_STREAM_IO (Basis Library "The STREAM_IO signature",
   "The TEXT_STREAM_IO signature"): functional streams over PRIM_IO readers
   and writers, as TextIO.StreamIO. An instream is a position in a chain of
   buffers, each read from the reader once, on demand, so every instream
   value can be read again; an empty buffer read is an end of stream, after
   which reading asks the reader again. Outstreams buffer by their mode. *)

signature STREAM_IO =
sig
  type elem
  type vector
  type instream
  type outstream
  type out_pos
  type reader
  type writer
  type pos
  val input : instream -> vector * instream
  val input1 : instream -> (elem * instream) option
  val inputN : instream * int -> vector * instream
  val inputAll : instream -> vector * instream
  val canInput : instream * int -> int option
  val closeIn : instream -> unit
  val endOfStream : instream -> bool
  val output : outstream * vector -> unit
  val output1 : outstream * elem -> unit
  val flushOut : outstream -> unit
  val closeOut : outstream -> unit
  val mkInstream : reader * vector -> instream
  val getReader : instream -> reader * vector
  val filePosIn : instream -> pos
  val setBufferMode : outstream * IO.buffer_mode -> unit
  val getBufferMode : outstream -> IO.buffer_mode
  val mkOutstream : writer * IO.buffer_mode -> outstream
  val getWriter : outstream -> writer * IO.buffer_mode
  val getPosOut : outstream -> out_pos
  val setPosOut : out_pos -> outstream
  val filePosOut : out_pos -> pos
end

signature TEXT_STREAM_IO =
sig
  include STREAM_IO where type vector = CharVector.vector where type elem = Char.char
  val inputLine : instream -> (string * instream) option
  val outputSubstr : outstream * Substring.substring -> unit
end

functor BasisStreamIO (structure PIO : PRIM_IO where type pos = Position.int
                       structure V : MONO_VECTOR where type elem = PIO.elem where type vector = PIO.vector
                       structure VS : MONO_VECTOR_SLICE
                         where type elem = PIO.elem where type vector = PIO.vector where type slice = PIO.vector_slice
                       (* whether an element ends a line (LINE_BUF) *)
                       val isNewline : PIO.elem -> bool) =
struct
  type elem = PIO.elem
  type vector = PIO.vector
  type reader = PIO.reader
  type writer = PIO.writer
  type pos = PIO.pos

  val empty = V.fromList []
  fun ioError (name, function, cause) = raise IO.Io {name = name, function = function, cause = cause}

  (* a buffer: its elements, whether it is an end of stream, the reader's
     position at its start (if the reader has one), the next buffer *)
  datatype node = N of {data : vector, eof : bool, start : pos option, next : next ref}
  and next = UNREAD | NODE of node
  datatype source = SRC of {reader : reader, name : string, closed : bool ref}
  datatype instream = IS of {src : source, node : node, pos : int}

  fun readerName (PIO.RD {name, ...}) = name

  fun readNode (SRC {reader = PIO.RD {readVec, chunkSize, getPos, ...}, name, closed}, function) =
    if !closed then N {data = empty, eof = true, start = NONE, next = ref UNREAD}
    else
      let val start = case getPos of SOME g => SOME (g ()) | NONE => NONE
          val v = case readVec of
                    SOME rv => (rv chunkSize handle e => ioError (name, function, e))
                  | NONE => ioError (name, function, IO.BlockingNotSupported)
      in N {data = v, eof = V.length v = 0, start = start, next = ref UNREAD} end

  fun nextNode (src, N {next, ...}, function) =
    case !next of
      NODE n => n
    | UNREAD => let val n = readNode (src, function) in next := NODE n; n end

  fun rest (data, pos) = if pos = 0 then data else VS.vector (VS.slice (data, pos, NONE))

  (* a closed (or truncated, getReader) stream is at its end, buffered input discarded *)
  fun isClosed (IS {src = SRC {closed, ...}, ...}) = !closed

  fun input (f as IS {src, node as N {data, ...}, pos}) =
    if isClosed f then (empty, f)
    else if pos < V.length data then (rest (data, pos), IS {src = src, node = node, pos = V.length data})
    else
      let val n as N {data = d, ...} = nextNode (src, node, "input")
      in (d, IS {src = src, node = n, pos = V.length d}) end

  fun input1 (f as IS {src, node as N {data, ...}, pos}) =
    if isClosed f then NONE
    else if pos < V.length data then SOME (V.sub (data, pos), IS {src = src, node = node, pos = pos + 1})
    else
      let val n as N {eof, ...} = nextNode (src, node, "input1")
      in if eof then NONE else input1 (IS {src = src, node = n, pos = 0}) end

  fun inputN (f, k) =
    let
      fun loop (f as IS {src, node as N {data, ...}, pos}, k, acc) =
        if k = 0 then (V.concat (rev acc), f)
        else if pos < V.length data then
          let val m = Int.min (k, V.length data - pos)
          in loop (IS {src = src, node = node, pos = pos + m}, k - m, VS.vector (VS.slice (data, pos, SOME m)) :: acc) end
        else
          let val n as N {eof, ...} = nextNode (src, node, "inputN")
          in if not eof then loop (IS {src = src, node = n, pos = 0}, k, acc)
             else if null acc then (empty, IS {src = src, node = n, pos = 0})
             else (V.concat (rev acc), f)
          end
    in if k < 0 then raise Size else if isClosed f then (empty, f) else loop (f, k, []) end

  fun inputAll f =
    let fun loop (f, acc) =
          case input f of
            (v, f') => if V.length v = 0 then (V.concat (rev acc), f') else loop (f', v :: acc)
    in loop (f, []) end

  fun canInput (IS {src as SRC {reader = PIO.RD {readVecNB, chunkSize, ...}, name, closed}, node as N {data, next, ...}, pos}, k) =
    if k < 0 then raise Size
    else if !closed then SOME 0
    else if pos < V.length data then SOME (Int.min (k, V.length data - pos))
    else
      case !next of
        NODE (n as N {eof, data = d, ...}) =>
          if eof then SOME 0 else canInput (IS {src = src, node = n, pos = 0}, k)
      | UNREAD =>
          if !closed then SOME 0
          else
            case readVecNB of
              NONE => ioError (name, "canInput", IO.NonblockingNotSupported)
            | SOME nb =>
                case (nb chunkSize handle e => ioError (name, "canInput", e)) of
                  NONE => NONE
                | SOME v => (next := NODE (N {data = v, eof = V.length v = 0, start = NONE, next = ref UNREAD});
                             SOME (Int.min (k, V.length v)))

  fun closeIn (IS {src = SRC {reader = PIO.RD {close, ...}, closed, ...}, ...}) =
    if !closed then () else (closed := true; close ())

  fun endOfStream f = not (isSome (input1 f))

  fun mkInstream (rd, v) =
    let val rd = PIO.augmentReader rd
    in IS {src = SRC {reader = rd, name = readerName rd, closed = ref false},
           node = N {data = v, eof = false, start = NONE, next = ref UNREAD}, pos = 0}
    end

  (* the reader and what is buffered after f; the stream is closed after *)
  fun getReader (IS {src = SRC {reader, name, closed}, node = N {data, next, ...}, pos}) =
    if !closed then ioError (name, "getReader", IO.ClosedStream)
    else
      let fun buffered (NODE (N {data, eof = false, next, ...}), acc) = buffered (!next, data :: acc)
            | buffered (_, acc) = V.concat (rev acc)
      in closed := true; (reader, buffered (!next, [rest (data, pos)])) end

  fun filePosIn (IS {src = SRC {name, ...}, node = N {start, ...}, pos}) =
    case start of
      SOME p => Position.+ (p, Position.fromInt pos)
    | NONE => ioError (name, "filePosIn", IO.RandomAccessNotSupported)

  (* outstreams: pending vectors (last first) and how many elements *)
  datatype outstream = OS of {writer : writer, name : string, mode : IO.buffer_mode ref,
                              pending : vector list ref, count : int ref, closed : bool ref}
  datatype out_pos = OP of {stream : outstream, pos : pos}

  fun writeAll (PIO.WR {writeVec, ...}, name, v) =
    let val write = case writeVec of SOME w => w | NONE => ioError (name, "flushOut", IO.BlockingNotSupported)
        fun loop s = if VS.length s = 0 then ()
                     else loop (VS.subslice (s, write s handle e => ioError (name, "flushOut", e), NONE))
    in loop (VS.full v) end

  fun flushOut (OS {writer, name, pending, count, ...}) =
    case !pending of
      [] => ()
    | vs => (pending := []; count := 0; writeAll (writer, name, V.concat (rev vs)))

  fun output (os as OS {writer = PIO.WR {chunkSize, ...}, name, mode, pending, count, closed}, v) =
    if !closed then ioError (name, "output", IO.ClosedStream)
    else
      (pending := v :: !pending;
       count := !count + V.length v;
       case !mode of
         IO.NO_BUF => flushOut os
       | IO.LINE_BUF => if V.exists isNewline v orelse !count >= chunkSize then flushOut os else ()
       | IO.BLOCK_BUF => if !count >= chunkSize then flushOut os else ())
  fun output1 (os, x) = output (os, V.fromList [x])

  fun closeOut (os as OS {writer = PIO.WR {close, ...}, closed, ...}) =
    if !closed then () else (flushOut os; closed := true; close ())

  fun mkOutstream (wr, mode) =
    let val wr as PIO.WR {name, ...} = PIO.augmentWriter wr
    in OS {writer = wr, name = name, mode = ref mode, pending = ref [], count = ref 0, closed = ref false} end
  fun getWriter (os as OS {writer, name, mode, closed, ...}) =
    if !closed then ioError (name, "getWriter", IO.ClosedStream)
    else (flushOut os; closed := true; (writer, !mode))
  fun setBufferMode (os as OS {mode, ...}, m) = (if m = IO.NO_BUF then flushOut os else (); mode := m)
  fun getBufferMode (OS {mode, ...}) = !mode
  fun getPosOut (os as OS {writer = PIO.WR {getPos, ...}, name, ...}) =
    (flushOut os;
     case getPos of
       SOME g => OP {stream = os, pos = g ()}
     | NONE => ioError (name, "getPosOut", IO.RandomAccessNotSupported))
  fun setPosOut (OP {stream = os as OS {writer = PIO.WR {setPos, ...}, name, ...}, pos}) =
    (flushOut os;
     case setPos of
       SOME s => (s pos; os)
     | NONE => ioError (name, "setPosOut", IO.RandomAccessNotSupported))
  fun filePosOut (OP {pos, ...}) = pos
end

structure BasisTextStreamIO :> TEXT_STREAM_IO
  where type reader = TextPrimIO.reader where type writer = TextPrimIO.writer where type pos = TextPrimIO.pos =
struct
  structure S = BasisStreamIO (structure PIO = TextPrimIO structure V = CharVector structure VS = CharVectorSlice
                               fun isNewline c = c = #"\n")
  open S
  (* up to and including the next newline; a last line without one gets one *)
  fun inputLine f =
    let fun loop (f as IS {src, node as N {data, ...}, pos}, acc) =
          let val n = size data
              fun find i = if i >= n then NONE else if String.sub (data, i) = #"\n" then SOME i else find (i + 1)
          in
            case find pos of
              SOME i => SOME (concat (rev (String.substring (data, pos, i + 1 - pos) :: acc)),
                              IS {src = src, node = node, pos = i + 1})
            | NONE =>
                let val acc = if pos < n then String.extract (data, pos, NONE) :: acc else acc
                    val next as N {eof, ...} = nextNode (src, node, "inputLine")
                in if not eof then loop (IS {src = src, node = next, pos = 0}, acc)
                   else if null acc then NONE
                   else SOME (concat (rev ("\n" :: acc)), IS {src = src, node = node, pos = n})
                end
          end
    in if isClosed f then NONE else loop (f, []) end
  fun outputSubstr (os, ss) = output (os, Substring.string ss)
end
