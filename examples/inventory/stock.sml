(* A stock is a list of items kept sorted by name; restocking adds counts. *)
structure Stock =
struct
  exception Missing of string
  type stock = Item.t list

  val empty : stock = []

  fun add (item as {name, count, price} : Item.t, stock : stock) : stock =
    case stock of
        [] => [item]
      | (first as {name = n, count = c, ...}) :: rest =>
          if name = n then {name = n, count = c + count, price = price} :: rest
          else if name < n then item :: stock
          else first :: add (item, rest)

  fun take (name, n, stock : stock) : stock =
    case stock of
        [] => raise Missing name
      | (item as {name = m, count, price}) :: rest =>
          if m = name then
            (if count < n then raise Missing name else {name = m, count = count - n, price = price} :: rest)
          else item :: take (name, n, rest)

  fun value (stock : stock) = foldl (fn ({count, price, ...}, sum) => sum + count * price) 0 stock
end
