structure Driver :> DRIVER =
struct
  structure Table = Table
  structure Tokens : TOKENS =
  struct
    structure Table = Table
    datatype token = TOKEN of Table.symbol * string
  end
  fun run tokens = foldl (fn (Tokens.TOKEN (sym, _), st) => Table.goto (st, sym)) (Table.STATE 0) tokens
end
