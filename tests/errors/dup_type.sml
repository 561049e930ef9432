type t = int and t = bool
