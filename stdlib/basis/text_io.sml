(* IO, TEXT_IO and BIN_IO (Basis Library "The IO structure", "The TextIO
   structure", "The BinIO structure"), imperative streams only: an instream
   buffers what the runtime's ld_io_input returns; stdOut shares print's
   buffer (flushed at exit and before reading stdIn). Of TextIO.StreamIO
   only the type of scanStream's reader states is provided. *)

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

(* What TextIO and BinIO share (the Basis names it IMPERATIVE_IO; here
   without the stream-IO layer and positions). *)
signature IMPERATIVE_IO =
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

signature TEXT_IO =
sig
  include IMPERATIVE_IO where type vector = string where type elem = char
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
  (* Only the type of the functional streams: the states of scanStream's reader. *)
  structure StreamIO : sig type instream end
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

  (* A reader over the input from the current position: its states are
     indexes into the buffer, which is extended (never cut) while scanning,
     so every state stays valid; the stream advances to the end state of a
     successful scan. *)
  fun scanStream scan (In {fd, name, buf, pos, closed}) =
    let
      val () = (buf := String.extract (!buf, !pos, NONE); pos := 0)
      fun extend () =
        if !closed orelse fd < 0 then false
        else
          let val s = ld_io_input (fd, chunk) handle e => ioError (name, "scanStream", e)
          in buf := !buf ^ s; s <> "" end
      fun getc k =
        if k < size (!buf) then SOME (ld_string_sub (!buf, k), k + 1)
        else if extend () then getc k
        else NONE
    in
      case scan getc 0 of
        SOME (v, k) => (pos := k; SOME v)
      | NONE => NONE
    end

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

structure TextIO : TEXT_IO =
struct
  open BasisStreams
  type vector = string
  type elem = char
  structure StreamIO = struct type instream = int end
end

signature BIN_IO =
sig
  include IMPERATIVE_IO where type vector = Word8Vector.vector where type elem = Word8.word
  val openIn : string -> instream
  val openOut : string -> outstream
  val openAppend : string -> outstream
end

structure BinIO : BIN_IO =
struct
  type vector = Word8Vector.vector
  type elem = Word8.word
  type instream = BasisStreams.instream
  type outstream = BasisStreams.outstream
  val bytes = Byte.stringToBytes
  fun input ins = bytes (BasisStreams.input ins)
  fun input1 ins = Option.map Byte.charToByte (BasisStreams.input1 ins)
  fun inputN p = bytes (BasisStreams.inputN p)
  fun inputAll ins = bytes (BasisStreams.inputAll ins)
  val canInput = BasisStreams.canInput
  fun lookahead ins = Option.map Byte.charToByte (BasisStreams.lookahead ins)
  val endOfStream = BasisStreams.endOfStream
  val closeIn = BasisStreams.closeIn
  fun output (out, v) = BasisStreams.output (out, Byte.bytesToString v)
  fun output1 (out, b) = BasisStreams.output1 (out, Byte.byteToChar b)
  val flushOut = BasisStreams.flushOut
  val closeOut = BasisStreams.closeOut
  val openIn = BasisStreams.openIn
  val openOut = BasisStreams.openOut
  val openAppend = BasisStreams.openAppend
end

val print = TextIO.print
