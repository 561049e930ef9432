(* err-handler.sml: error repair for the parsers ml-antlr writes.

   A generated parser reads its tokens through the reader `mkErrHandler`
   returns and calls `failure` where no production matches.  `launch`
   runs it; when it gets stuck, the handler looks for a repair of the
   token stream, as ML-LPT's does:

   - one-token repairs (delete the token, insert a token, substitute a
     token for it) at the token where the parser got stuck and at each of
     the 14 before it (never at or before the place of an earlier repair);
     each scores how many tokens past the stuck point the repaired parse
     reads, less 2 for a keyword, plus 1 for a deletion and less 1 for an
     insertion (they shift the token count); the best score above 1 wins,
     the first of equals;
   - failing that, deleting a run of tokens: 1 to 6 tokens at the stuck
     token, then runs ending at the same token from up to 50 tokens back
     (the longer run nearer the stuck point first), one that lets the
     parse read more than 3 tokens past its start winning;
   - failing that, the parse fails with `FailureAt` the stuck token.

   A trial whose parse completes wins at once.  Repairs accumulate (one
   per place) until the parse completes or fails.

   ML-LPT resumes each trial from a continuation captured where the
   parser first read the token; continuations here are one-shot
   (SMLofNJ.Cont), so a trial parses again from the start with the
   repairs in force instead.  The parser is a function of its token
   stream and of the state `get` saves (restored by `put` before each
   run), and the lexer's streams remember their tokens, so a run repeats
   the one before it up to the repaired place, at the cost of parsing the
   prefix again. *)

functor AntlrErrHandler (
    structure Tok : ANTLR_TOKENS
    structure Lex : ANTLR_LEXER
  ) : sig
    exception ParseError

    type 'a err_handler
    type wstream
    type lexer = Lex.strm -> Tok.token * AntlrStreamPos.span * Lex.strm
    type 'a wreader = wstream -> 'a * AntlrStreamPos.span * wstream

    val mkErrHandler : {get : unit -> 'a, put : 'a -> unit} -> 'a err_handler * Tok.token wreader
    val launch : 'a err_handler * lexer * 'b wreader * bool
                 -> Lex.strm -> 'b option * Lex.strm * Tok.token AntlrRepair.repair list
    val failure : 'a err_handler -> 'b

    val getPos : wstream -> AntlrStreamPos.pos
    val getSpan : wstream -> AntlrStreamPos.span

    val whileDisabled : 'b err_handler -> (unit -> 'a) -> 'a
  end =
  struct
    structure AR = AntlrRepair

    (* raised by `failure` inside `whileDisabled` (the parser tries its
       next production) *)
    exception ParseError

    (* raised by `failure` otherwise: the run stops, `launch` repairs *)
    exception Stuck

    type lexer = Lex.strm -> Tok.token * AntlrStreamPos.span * Lex.strm

    (* a repair and the number of the token (counted from 0 in the repaired
       stream) it stands at *)
    type placed = {at : int, repair : Tok.token AR.repair}

    (* the lexer's stream and the count of tokens read; the repairs in force
       are the handler's, newest (furthest on) first *)
    datatype wstream = W of {count : int, strm : Lex.strm, lex : lexer, repairs : placed list ref}

    type 'a wreader = wstream -> 'a * AntlrStreamPos.span * wstream

    fun skip (_, strm, 0) = strm
      | skip (lex : lexer, strm, n) = skip (lex, #3 (lex strm), n - 1)

    fun get1 (W {count, strm, lex, repairs}) =
          let fun after strm' = W {count = count + 1, strm = strm', lex = lex, repairs = repairs}
          in
            case List.find (fn {at, ...} => at = count) (!repairs)
             of NONE => let val (tok, span, rest) = lex strm in (tok, span, after rest) end
              | SOME {repair = (p, AR.Insert [tok]), ...} => (tok, (p, p), after strm)
              | SOME {repair = (_, AR.Delete toks), ...} =>
                  let val (tok, span, rest) = lex (skip (lex, strm, length toks)) in (tok, span, after rest) end
              | SOME {repair = (p, AR.Subst {old = [_], new = [tok]}), ...} => (tok, (p, p), after (skip (lex, strm, 1)))
              | SOME _ => raise Fail "AntlrErrHandler: not a repair this handler makes"
          end

    (* where the next token starts (after the white space the lexer skips) *)
    fun getPos ws = #1 (#2 (get1 ws))
    fun getSpan ws = let val p = getPos ws in (p, p) end

    fun count (W {count, ...}) = count

    datatype 'a err_handler = EH of {
        get : unit -> 'a,
        put : 'a -> unit,
        repairs : placed list ref,
        furthest : int ref,         (* the greatest token number the parser read in this run *)
        enabled : bool ref
      }

    fun mkErrHandler {get, put} =
          let val furthest = ref ~1
              val eh = EH {get = get, put = put, repairs = ref [], furthest = furthest, enabled = ref true}
              fun read ws = (if count ws > !furthest then furthest := count ws else (); get1 ws)
          in (eh, read) end

    fun failure (EH {enabled, ...}) = if !enabled then raise Stuck else raise ParseError

    fun whileDisabled (EH {enabled, ...}) f =
          let val was = !enabled
          in
            enabled := false;
            (f () before enabled := was) handle e => (enabled := was; raise e)
          end

    (* the outcome of a search for a repair: a trial that completed the
       parse, the repair chosen, or none *)
    datatype 'r search = Parsed of 'r | Chosen of placed | NoRepair

    val minAdvance = 1
    val maxBack = 15       (* places a one-token repair is tried at *)
    val maxDelete = 50

    val insertable = List.filter (not o Tok.isEOF) Tok.allToks

    fun involvesKeyword action =
          case action
           of AR.Insert toks => List.exists Tok.isKW toks
            | AR.Delete toks => List.exists Tok.isKW toks
            | AR.Subst {old, new} => List.exists Tok.isKW (old @ new)
            | AR.FailureAt _ => false

    fun shiftBonus (AR.Insert _) = ~1
      | shiftBonus (AR.Delete _) = 1
      | shiftBonus _ = 0

    fun launch (EH {get, put, repairs, furthest, enabled}, lex, parse, needEOF) strm =
          let val saved = get ()
              fun start () = W {count = 0, strm = strm, lex = lex, repairs = repairs}
              fun streamAt n = let fun go (ws, 0) = ws | go (ws, k) = go (#3 (get1 ws), k - 1)
                               in go (start (), n) end
              (* one run from the start under the repairs in force: SOME its
                 result, or NONE when it got stuck (at token number !furthest) *)
              fun run () =
                    (put saved; furthest := ~1; enabled := true;
                     let val (x, _, ws) = parse (start ())
                     in
                       if needEOF andalso not (Tok.isEOF (#1 (get1 ws))) then raise Stuck else ();
                       SOME (x, ws)
                     end
                     handle Stuck => NONE)
              fun lastPlace base = case base of [] => ~1 | {at, ...} :: _ => at
              fun trial (base, candidate) = (repairs := candidate :: base; run ())

              fun oneToken (base, stuckAt) =
                    let val lowest = Int.max (lastPlace base + 1, stuckAt - (maxBack - 1))
                        fun candidates at =
                              let val ws = (repairs := base; streamAt at)
                                  val tok = #1 (get1 ws)
                                  val p = getPos ws
                                  val inserts = map (fn t => AR.Insert [t]) insertable
                                  val actions =
                                        if Tok.isEOF tok then inserts
                                        else AR.Delete [tok] :: inserts
                                             @ map (fn t => AR.Subst {old = [tok], new = [t]}) insertable
                              in map (fn action => {at = at, repair = (p, action)}) actions end
                        fun score {at = _, repair = (_, action)} =
                              !furthest - stuckAt - (if involvesKeyword action then 2 else 0) + shiftBonus action
                        fun place (at, best) =
                              if at < lowest then (case best of SOME (c, _) => Chosen c | NONE => NoRepair)
                              else each (candidates at, at, best)
                        and each ([], at, best) = place (at - 1, best)
                          | each (c :: cs, at, best) =
                              case trial (base, c)
                               of SOME r => Parsed r
                                | NONE =>
                                    let val s = score c
                                        val toBeat = case best of SOME (_, b) => b | NONE => 0
                                    in each (cs, at, if s > toBeat andalso s > minAdvance then SOME (c, s) else best) end
                    in place (stuckAt, NONE) end

              fun deletion (base, stuckAt) =
                    let val lastAt = lastPlace base
                        (* the n tokens from token number `at` on; NONE when the end comes first *)
                        fun tokensFrom (at, n) =
                              let fun go (_, 0, acc) = SOME (rev acc)
                                    | go (ws, k, acc) =
                                        let val (tok, _, ws') = get1 ws
                                        in if Tok.isEOF tok then NONE else go (ws', k - 1, tok :: acc) end
                              in repairs := base; go (streamAt at, n, []) end
                        fun deleteAt (at, n) =
                              case tokensFrom (at, n)
                               of NONE => NoRepair
                                | SOME toks =>
                                    let val c = {at = at, repair = (getPos (streamAt at), AR.Delete toks)}
                                    in
                                      case trial (base, c)
                                       of SOME r => Parsed r
                                        | NONE => if !furthest - at > minAdvance + 2 then Chosen c else NoRepair
                                    end
                        (* from `at` back to `lowest`, one more token deleted at each
                           earlier place: every run ends where the first does *)
                        fun back (at, n, lowest) =
                              if at < lowest orelse at <= lastAt orelse stuckAt - at > maxDelete then NoRepair
                              else case deleteAt (at, n) of NoRepair => back (at - 1, n + 1, lowest) | found => found
                        fun widen (n, lowest, most) =
                              case tokensFrom (stuckAt, n)
                               of NONE => NoRepair
                                | SOME _ =>
                                    case back (stuckAt, n, lowest)
                                     of NoRepair => if n > most then NoRepair else widen (n + 1, lowest, most)
                                      | found => found
                    in case widen (1, stuckAt, 5) of NoRepair => widen (1, 0, maxDelete) | found => found end

              fun giveUp (base, stuckAt) =
                    let val () = repairs := base
                        val (tok, (p, _), _) = get1 (streamAt stuckAt)
                    in (NONE, strm, rev (map #repair base) @ [(p, AR.FailureAt tok)]) end

              fun succeed (x, W {strm = rest, ...}) = (SOME x, rest, rev (map #repair (!repairs)))

              fun attempt () = case run () of SOME r => succeed r | NONE => recover (!repairs, !furthest)
              and recover (base, stuckAt) =
                    case oneToken (base, stuckAt)
                     of Parsed r => succeed r
                      | Chosen c => (repairs := c :: base; attempt ())
                      | NoRepair =>
                          case deletion (base, stuckAt)
                           of Parsed r => succeed r
                            | Chosen c => (repairs := c :: base; attempt ())
                            | NoRepair => giveUp (base, stuckAt)
          in attempt () end
  end
