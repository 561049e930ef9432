(* ebnf.sml: the EBNF combinators of ml-antlr's parsers (an option, a
   closure, a positive closure), over any stream with spans.  Parsers the
   tool writes now inline them; older ones apply this functor. *)

functor AntlrEBNF (S : sig
                     type strm
                     val getSpan : strm -> AntlrStreamPos.span
                   end) =
  struct
    fun optional (starts, parse, strm) =
          if starts strm
            then let val (y, span, rest) = parse strm in (SOME y, span, rest) end
            else (NONE, S.getSpan strm, strm)

    fun closure (starts, parse, strm) =
          let val (left, _) = S.getSpan strm
              fun more (strm, right, acc) =
                    if starts strm
                      then let val (y, (_, right'), rest) = parse strm
                           in more (rest, right', y :: acc) end
                      else (rev acc, (left, right), strm)
          in more (strm, #2 (S.getSpan strm), []) end

    fun posclos (starts, parse, strm) =
          let val (y, (left, _), rest) = parse strm
              val (ys, (_, right), rest') = closure (starts, parse, rest)
          in (y :: ys, (left, right), rest') end
  end
