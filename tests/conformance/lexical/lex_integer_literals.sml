(* Definition §2.2: integer constants are decimal or hexadecimal (0x...),
   optionally preceded by ~ (part of the constant, not an application). *)
val xs = [0, 42, ~7, 0x10, 0xff, 0xFF, ~0x1A, 0x0, 007]
val _ = print (String.concatWith "," (map Int.toString xs) ^ "\n")
val n = ~ 5
val _ = print (Int.toString (n + ~3) ^ "\n")
