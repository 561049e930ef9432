(* An item record and its text form. *)
structure Item =
struct
  type t = {name : string, count : int, price : int}   (* price in cents *)

  fun digits n = if n < 10 then str (chr (ord #"0" + n))
                 else digits (n div 10) ^ str (chr (ord #"0" + n mod 10))
  fun cents n = digits (n div 100) ^ "." ^ (if n mod 100 < 10 then "0" else "") ^ digits (n mod 100)
  fun show ({name, count, price} : t) = name ^ " x" ^ digits count ^ " @ " ^ cents price
end
