(* An S-expression parser written as ml-antlr writes its parsers (a tokens
   structure, a functor over ANTLR_LEXER whose nonterminals read through
   AntlrErrHandler's reader, EBNF closures), for the grammar
       file = sexp* EOF      sexp = SYM | NUM | "'" sexp | "(" sexp* ")"
   and a lexer over a string of the shape ml-ulex's lexers have. *)
structure STokens =
  struct
    datatype token = LP | RP | QUOTE | SYM of string | NUM of int | EOF
    val allToks = [LP, RP, QUOTE, EOF]
    fun toString LP = "(" | toString RP = ")" | toString QUOTE = "'"
      | toString (SYM _) = "SYM" | toString (NUM _) = "NUM" | toString EOF = "EOF"
    fun isKW _ = false
    fun isEOF EOF = true | isEOF _ = false
  end

structure SLexer =
  struct
    type strm = string * int
    type pos = AntlrStreamPos.pos
    fun getPos (_, i) = i
    fun streamify s : strm = (s, 0)
    fun lex sm ((s, i) : strm) =
          let fun at j = if j < size s then SOME (String.sub (s, j)) else NONE
              fun word (j, isPart) = case at j of SOME c => if isPart c then word (j + 1, isPart) else j | NONE => j
          in
            case at i
             of NONE => (STokens.EOF, (i, i), (s, i))
              | SOME #"\n" => (AntlrStreamPos.markNewLine sm i; lex sm (s, i + 1))
              | SOME #" " => lex sm (s, i + 1)
              | SOME #"(" => (STokens.LP, (i, i), (s, i + 1))
              | SOME #")" => (STokens.RP, (i, i), (s, i + 1))
              | SOME #"'" => (STokens.QUOTE, (i, i), (s, i + 1))
              | SOME c =>
                  let val j = word (i, fn c => not (Char.contains " \n()'" c))
                      val text = String.substring (s, i, j - i)
                  in
                    (case Int.fromString text
                      of SOME n => if Char.isDigit c then STokens.NUM n else STokens.SYM text
                       | NONE => STokens.SYM text,
                     (i, j - 1), (s, j))
                  end
          end
  end

datatype sexp = Sym of string | Num of int | Quote of sexp | List of sexp list

functor SParseFn (Lex : ANTLR_LEXER) =
  struct
    local
      structure Tok = STokens
      structure Err = AntlrErrHandler (structure Tok = Tok structure Lex = Lex)
      structure EBNF = AntlrEBNF (struct type strm = Err.wstream val getSpan = Err.getSpan end)
      fun mk lexFn =
            let val (eh, lex) = Err.mkErrHandler {get = fn () => (), put = fn () => ()}
                fun fail () = Err.failure eh
                fun startsSexp strm =
                      case lex strm
                       of (Tok.SYM _, _, _) => true | (Tok.NUM _, _, _) => true
                        | (Tok.QUOTE, _, _) => true | (Tok.LP, _, _) => true | _ => false
                fun sexp_NT strm =
                      case lex strm
                       of (Tok.SYM s, span, strm') => (Sym s, span, strm')
                        | (Tok.NUM n, span, strm') => (Num n, span, strm')
                        | (Tok.QUOTE, (left, _), strm') =>
                            let val (v, (_, right), strm'') = sexp_NT strm' in (Quote v, (left, right), strm'') end
                        | (Tok.LP, (left, _), strm') =>
                            let val (vs, _, strm'') = EBNF.closure (startsSexp, sexp_NT, strm')
                            in
                              case lex strm''
                               of (Tok.RP, (_, right), rest) => (List vs, (left, right), rest)
                                | _ => fail ()
                            end
                        | _ => fail ()
                fun file_NT strm = EBNF.closure (startsSexp, sexp_NT, strm)
            in fn strm => Err.launch (eh, lexFn, file_NT, true) strm end
    in
      fun parse lexFn strm = mk lexFn strm
    end
  end

structure SParser = SParseFn (SLexer)
