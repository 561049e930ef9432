(* Benchmark interp: a lexer, recursive-descent parser and tree-walking
   evaluator for a small imperative language (integer variables, + - * / %,
   comparisons, &&, ||, !, if/else, while, print).  The source text is
   generated: size blocks, each a few assignments and a while loop with
   distinct variable names and constants, so lexing, parsing (with a string
   map from names to slots) and evaluation all grow with the size.  Values are
   kept below 2^30 (% 1000003), so 31-bit SML/NJ runs it too.  Checksum: the
   sum of printed values and the number of tokens. *)
val defaultSize = 12000
fun getSize () = BenchSize.get defaultSize

(* ---- source generation ---- *)
fun block i =
  let val v = fn s => s ^ Int.toString i
      val c = Int.toString (i mod 97 + 3)
      val prev = if i = 0 then "1" else "acc" ^ Int.toString (i - 1)
  in String.concat [
       v "a", " = (", prev, " * ", c, " + ", Int.toString i, ") % 1000003;\n",
       v "n", " = 0;\n",
       v "acc", " = ", v "a", ";\n",
       "while (", v "n", " < 150 && !(", v "acc", " == 0)) {\n",
       "  if (", v "n", " % 3 == 0 || ", v "acc", " > 500000) { ",
            v "acc", " = (", v "acc", " * 7 + ", v "n", ") % 1000003; }\n",
       "  else { ", v "acc", " = (", v "acc", " + ", v "a", " / (", v "n", " + 1) - -2) % 1000003; }\n",
       "  ", v "n", " = ", v "n", " + 1;\n",
       "}\n",
       if i mod 100 = 99 then "print " ^ v "acc" ^ ";\n" else ""]
  end

(* ---- lexer ---- *)
datatype token = NUM of int | ID of string | KW of string | SYM of string | EOF

fun lex (s : string) : token list =
  let
    val n = String.size s
    fun isIdChar c = Char.isAlphaNum c orelse c = #"_"
    fun go (i, acc) =
      if i >= n then rev (EOF :: acc)
      else
        let val c = String.sub (s, i) in
          if Char.isSpace c then go (i + 1, acc)
          else if Char.isDigit c then
            let fun num (j, v) = if j < n andalso Char.isDigit (String.sub (s, j))
                                 then num (j + 1, v * 10 + (ord (String.sub (s, j)) - ord #"0"))
                                 else (j, v)
                val (j, v) = num (i, 0)
            in go (j, NUM v :: acc) end
          else if Char.isAlpha c then
            let fun idEnd j = if j < n andalso isIdChar (String.sub (s, j)) then idEnd (j + 1) else j
                val j = idEnd i
                val w = String.substring (s, i, j - i)
                val t = if w = "while" orelse w = "if" orelse w = "else" orelse w = "print" then KW w else ID w
            in go (j, t :: acc) end
          else
            let val two = if i + 1 < n then String.substring (s, i, 2) else ""
            in if two = "==" orelse two = "&&" orelse two = "||" orelse two = "<=" orelse two = "!="
               then go (i + 2, SYM two :: acc)
               else go (i + 1, SYM (String.str c) :: acc)
            end
        end
  in go (0, []) end

(* ---- names to slots: an unbalanced binary search tree keyed by string ---- *)
datatype names = Empty | Node of names * string * int * names
val slots = ref Empty
val nslots = ref 0
fun slot name =
  let fun find Empty = NONE
        | find (Node (l, k, v, r)) =
            (case String.compare (name, k) of
                 LESS => find l | GREATER => find r | EQUAL => SOME v)
      fun ins Empty = Node (Empty, name, !nslots, Empty)
        | ins (Node (l, k, v, r)) =
            (case String.compare (name, k) of
                 LESS => Node (ins l, k, v, r)
               | _ => Node (l, k, v, ins r))
  in case find (!slots) of
         SOME v => v
       | NONE => (slots := ins (!slots); nslots := !nslots + 1; !nslots - 1)
  end

(* ---- parser ---- *)
datatype expr = Num of int | Var of int | Bin of string * expr * expr | Not of expr | Neg of expr
datatype stmt = Assign of int * expr | If of expr * stmt list * stmt list
              | While of expr * stmt list | Print of expr

exception Parse of string
fun expect (SYM s, SYM s' :: rest) = if s = s' then rest else raise Parse s
  | expect _ = raise Parse "token"

fun parseExpr ts = parseOr ts
and parseOr ts =
  let val (e, ts) = parseAnd ts
      fun more (e, SYM "||" :: ts) = let val (e', ts) = parseAnd ts in more (Bin ("||", e, e'), ts) end
        | more (e, ts) = (e, ts)
  in more (e, ts) end
and parseAnd ts =
  let val (e, ts) = parseCmp ts
      fun more (e, SYM "&&" :: ts) = let val (e', ts) = parseCmp ts in more (Bin ("&&", e, e'), ts) end
        | more (e, ts) = (e, ts)
  in more (e, ts) end
and parseCmp ts =
  let val (e, ts) = parseAdd ts
  in case ts of
         SYM s :: ts' =>
           if s = "<" orelse s = ">" orelse s = "==" orelse s = "!=" orelse s = "<="
           then let val (e', ts) = parseAdd ts' in (Bin (s, e, e'), ts) end
           else (e, ts)
       | _ => (e, ts)
  end
and parseAdd ts =
  let val (e, ts) = parseMul ts
      fun more (e, ts as SYM s :: ts') =
            if s = "+" orelse s = "-"
            then let val (e', ts) = parseMul ts' in more (Bin (s, e, e'), ts) end
            else (e, ts)
        | more (e, ts) = (e, ts)
  in more (e, ts) end
and parseMul ts =
  let val (e, ts) = parseUnary ts
      fun more (e, ts as SYM s :: ts') =
            if s = "*" orelse s = "/" orelse s = "%"
            then let val (e', ts) = parseUnary ts' in more (Bin (s, e, e'), ts) end
            else (e, ts)
        | more (e, ts) = (e, ts)
  in more (e, ts) end
and parseUnary (SYM "!" :: ts) = let val (e, ts) = parseUnary ts in (Not e, ts) end
  | parseUnary (SYM "-" :: ts) = let val (e, ts) = parseUnary ts in (Neg e, ts) end
  | parseUnary (NUM n :: ts) = (Num n, ts)
  | parseUnary (ID x :: ts) = (Var (slot x), ts)
  | parseUnary (SYM "(" :: ts) =
      let val (e, ts) = parseExpr ts in (e, expect (SYM ")", ts)) end
  | parseUnary _ = raise Parse "expression"

fun parseStmt (ID x :: SYM "=" :: ts) =
      let val (e, ts) = parseExpr ts in (Assign (slot x, e), expect (SYM ";", ts)) end
  | parseStmt (KW "print" :: ts) =
      let val (e, ts) = parseExpr ts in (Print e, expect (SYM ";", ts)) end
  | parseStmt (KW "while" :: ts) =
      let val (c, ts) = parseExpr ts
          val (body, ts) = parseBlock ts
      in (While (c, body), ts) end
  | parseStmt (KW "if" :: ts) =
      let val (c, ts) = parseExpr ts
          val (th, ts) = parseBlock ts
      in case ts of
             KW "else" :: ts => let val (el, ts) = parseBlock ts in (If (c, th, el), ts) end
           | _ => (If (c, th, []), ts)
      end
  | parseStmt _ = raise Parse "statement"
and parseBlock ts =
  let fun stmts (SYM "}" :: ts, acc) = (rev acc, ts)
        | stmts (ts, acc) = let val (s, ts) = parseStmt ts in stmts (ts, s :: acc) end
  in stmts (expect (SYM "{", ts), []) end

fun parseProgram ts =
  let fun go ([EOF], acc) = rev acc
        | go (ts, acc) = let val (s, ts) = parseStmt ts in go (ts, s :: acc) end
  in go (ts, []) end

(* ---- evaluator ---- *)
fun eval env (Num n) = n
  | eval env (Var v) = Array.sub (env, v)
  | eval env (Not e) = if eval env e = 0 then 1 else 0
  | eval env (Neg e) = ~ (eval env e)
  | eval env (Bin (op', a, b)) =
      (case op' of
           "&&" => if eval env a <> 0 then (if eval env b <> 0 then 1 else 0) else 0
         | "||" => if eval env a <> 0 then 1 else (if eval env b <> 0 then 1 else 0)
         | _ =>
           let val x = eval env a
               val y = eval env b
           in case op' of
                  "+" => x + y | "-" => x - y | "*" => x * y
                | "/" => x div y | "%" => x mod y
                | "<" => if x < y then 1 else 0
                | ">" => if x > y then 1 else 0
                | "<=" => if x <= y then 1 else 0
                | "==" => if x = y then 1 else 0
                | "!=" => if x <> y then 1 else 0
                | _ => raise Fail op'
           end)

fun exec (env, out) (Assign (v, e)) = Array.update (env, v, eval env e)
  | exec (env, out) (Print e) = out := (!out + eval env e) mod 1000003
  | exec st (If (c, th, el)) = if eval (#1 st) c <> 0 then List.app (exec st) th else List.app (exec st) el
  | exec st (w as While (c, body)) =
      if eval (#1 st) c <> 0 then (List.app (exec st) body; exec st w) else ()

fun main () =
  let val n = getSize ()
      val src = String.concat (List.tabulate (n, block)) ^ "print acc" ^ Int.toString (n - 1) ^ ";\n"
      val tokens = lex src
      val prog = parseProgram tokens
      val env = Array.array (!nslots, 0)
      val out = ref 0
      val () = List.app (exec (env, out)) prog
  in print ("interp " ^ Int.toString n ^ " tokens " ^ Int.toString (length tokens)
            ^ " output " ^ Int.toString (!out) ^ "\n")
  end
