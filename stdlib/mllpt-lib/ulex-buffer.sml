(* ulex-buffer.sml: the input of the lexers ml-ulex writes, a functional
   stream over the chunks an input function returns.  Each chunk is read
   once and linked to the next when a stream first walks past it, so every
   stream value can be read again (the parser backtracks over them). *)

structure ULexBuffer : sig
    type stream

    exception Incomplete   (* a multi-byte character cut off by the end of the input *)
    exception Invalid      (* bytes that encode no Unicode character *)

    val mkStream : AntlrStreamPos.pos * (unit -> string) -> stream
    val getc : stream -> (char * stream) option
    val getu : stream -> (word * stream) option
    val getpos : stream -> AntlrStreamPos.pos
    val subtract : stream * stream -> Substring.substring
    val eof : stream -> bool
    val lastWasNL : stream -> bool
  end =
  struct
    exception Incomplete
    exception Invalid

    datatype chunk = Chunk of {text : string, start : AntlrStreamPos.pos, next : next ref, input : unit -> string}
    and next = Unread | Next of chunk | End

    (* a chunk, the offset in it, whether the character before was a newline *)
    datatype stream = S of chunk * int * bool

    fun mkStream (p, input) = S (Chunk {text = "", start = p, next = ref Unread, input = input}, 0, true)

    fun following (Chunk {text, start, next, input}) =
          case !next
           of Unread =>
                let val more = input ()
                    val after = if more = "" then End
                                else Next (Chunk {text = more, start = start + String.size text,
                                                  next = ref Unread, input = input})
                in next := after; after end
            | known => known

    fun getc (S (chunk as Chunk {text, ...}, i, _)) =
          if i < String.size text
            then let val c = String.sub (text, i) in SOME (c, S (chunk, i + 1, c = #"\n")) end
            else case following chunk
                  of Next chunk' => getc (S (chunk', 0, false))
                   | _ => NONE

    fun getu strm =
          (case UTF8.getu getc strm
            of SOME (w, S (chunk, i, _)) => SOME (w, S (chunk, i, w = 0w10))
             | NONE => NONE)
          handle UTF8.Incomplete => raise Incomplete
               | UTF8.Invalid => raise Invalid

    fun getpos (S (Chunk {start, ...}, i, _)) = start + i

    (* the text from `old` up to `new`, which is the same stream or a later
       one (chunks are told apart by their links: the first, empty, chunk
       starts where the second does) *)
    fun subtract (S (Chunk {next = newLink, ...}, j, _), S (chunk as Chunk {text, next, ...}, i, _)) =
          if next = newLink
            then Substring.substring (text, i, j - i)
            else
              let fun unrelated () = raise Fail "ULexBuffer.subtract: the streams are not of one input"
                  fun collect (c as Chunk {text, next, ...}, acc) =
                        if next = newLink then String.substring (text, 0, j) :: acc
                        else case following c of Next c' => collect (c', text :: acc) | _ => unrelated ()
                  val rest = case following chunk of Next c' => collect (c', []) | _ => unrelated ()
              in Substring.full (String.concat (String.extract (text, i, NONE) :: rev rest)) end

    fun eof strm = not (isSome (getc strm))

    fun lastWasNL (S (_, _, nl)) = nl
  end
