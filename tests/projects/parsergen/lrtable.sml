structure LrTable : LR_TABLE = struct
  datatype state = STATE of int
  datatype term = T of int
  datatype nonterm = NT of int
  datatype action = SHIFT of state | REDUCE of int | ACCEPT | ERROR
  type table = {actions : ((int * int) * action) list, gotos : ((int * int) * int) list,
                rules : (int * (nonterm * int)) list}
  fun mkTable t = t
  fun lookup (_, [], default) = default
    | lookup (k, (k', v) :: rest, default) = if k = k' then v else lookup (k, rest, default)
  fun action ({actions, ...} : table) (STATE s, T t) = lookup ((s, t), actions, ERROR)
  fun goto ({gotos, ...} : table) (STATE s, NT n) = STATE (lookup ((s, n), gotos, ~1))
  fun rule ({rules, ...} : table) r = lookup (r, rules, (NT ~1, 0))
  val initialState = STATE 0
end
