val () = ld_overload ("+", fn (x : string, y : string) => x)
