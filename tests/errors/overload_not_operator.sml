val () = ld_overload ("foo", op +)
