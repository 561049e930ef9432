(* stream-pos.sml: positions in a source (a count of characters from its
   start) and source maps, which turn a position into a line and a column.

   A source map is a stack of anchors, newest first: each says that from
   its position on, the text is on the given line, the column counted
   from the anchor.  Lexers mark every newline they consume; `resynch`
   lets a lexer honour a #line-like directive.  Columns start at 1: the
   first anchor sits just before position 0. *)

signature LPT_STREAM_POS =
  sig
    structure FilePos : INTEGER
    type pos = FilePos.int
    type span = pos * pos
    type sourceloc = {fileName : string option, lineNo : int, colNo : int}
    type sourcemap

    exception PosMustIncrease

    val forward : pos * int -> pos

    val mkSourcemap : unit -> sourcemap
    val mkSourcemap' : string -> sourcemap
    val same : sourcemap * sourcemap -> bool

    val markNewLine : sourcemap -> pos -> unit
    val resynch : sourcemap -> pos * sourceloc -> unit

    val sourceLoc : sourcemap -> pos -> sourceloc
    val fileName : sourcemap -> pos -> string option
    val lineNo : sourcemap -> pos -> int
    val colNo : sourcemap -> pos -> int
    val toString : sourcemap -> pos -> string
    val spanToString : sourcemap -> span -> string
  end

structure AntlrStreamPos : LPT_STREAM_POS =
  struct
    structure FilePos = Int
    type pos = FilePos.int
    type span = pos * pos
    type sourceloc = {fileName : string option, lineNo : int, colNo : int}

    (* anchors, newest (greatest position) first; never empty *)
    type sourcemap = (pos * sourceloc) list ref

    exception PosMustIncrease

    fun forward (p, n) = p + n

    fun startingIn file : sourcemap = ref [(~1, {fileName = file, lineNo = 1, colNo = 0})]
    fun mkSourcemap () = startingIn NONE
    fun mkSourcemap' name = startingIn (SOME name)

    fun same (a : sourcemap, b) = a = b

    (* a newline at or before the newest anchor was marked already (a lexer
       may look at the same character twice) *)
    fun markNewLine sm p =
          case !sm
           of (anchor, {fileName, lineNo, ...}) :: _ =>
                if anchor < p
                  then sm := (p, {fileName = fileName, lineNo = lineNo + 1, colNo = 0}) :: !sm
                  else ()
            | [] => raise Fail "AntlrStreamPos: empty source map"

    fun resynch sm (p, loc) = sm := (p, loc) :: !sm

    fun sourceLoc sm p =
          let fun find ((anchor, {fileName, lineNo, colNo}) :: older) =
                    if anchor <= p
                      then {fileName = fileName, lineNo = lineNo, colNo = colNo + (p - anchor)}
                      else find older
                | find [] = raise Fail "AntlrStreamPos: position before the source map's start"
          in find (!sm) end

    fun fileName sm p = #fileName (sourceLoc sm p)
    fun lineNo sm p = #lineNo (sourceLoc sm p)
    fun colNo sm p = #colNo (sourceLoc sm p)

    fun filePrefix NONE = ""
      | filePrefix (SOME name) = name ^ ":"

    fun lineCol {lineNo, colNo, ...} = Int.toString lineNo ^ "." ^ Int.toString colNo

    fun toString sm p =
          let val loc = sourceLoc sm p
          in "[" ^ filePrefix (#fileName loc) ^ lineCol loc ^ "]" end

    fun spanToString sm (left, right) =
          let val l = sourceLoc sm left
              val r = sourceLoc sm right
          in
            if #lineNo l = #lineNo r andalso #colNo l = #colNo r
              then toString sm left
              else "[" ^ filePrefix (#fileName l) ^ lineCol l ^ "-" ^ lineCol r ^ "]"
          end
  end
