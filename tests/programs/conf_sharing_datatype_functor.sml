(* Sharing between datatype specifications (Definition rule 78): structure sharing in a functor parameter identifies the datatypes of a nested TABLE substructure, so values flow between the two paths. *)
signature TABLE = sig datatype state = S of int  datatype action = Shift of state | Accept
  val show : action -> string end
signature TOKEN = sig structure Table : TABLE  datatype token = T of int  val act : token -> Table.action end
functor Parser (structure Table : TABLE
                structure Token : TOKEN
                sharing Token.Table = Table) = struct
  fun run t = Table.show (Token.act t)
  fun mk n = case Token.act (Token.T n) of Table.Shift (Table.S k) => k | Table.Accept => ~1
end
structure Tab = struct datatype state = S of int  datatype action = Shift of state | Accept
  fun show (Shift (S n)) = "shift" | show Accept = "accept" end
structure Tok = struct structure Table = Tab datatype token = T of int
  fun act (T 0) = Tab.Accept | act (T n) = Tab.Shift (Tab.S n) end
structure P = Parser (structure Table = Tab structure Token = Tok)
val _ = print (P.run (Tok.T 0) ^ " " ^ P.run (Tok.T 3) ^ "\n")
val _ = if P.mk 5 = 5 then print "ok\n" else print "bad\n"
(* Transparent and opaque ascription to a signature whose datatypes share. *)
signature BOTH = sig
  structure Table : TABLE
  structure Token : TOKEN
  sharing Token.Table = Table
  sharing type Token.token = Token.token
end
structure B1 : BOTH = struct structure Table = Tab structure Token = Tok end
structure B2 :> BOTH = struct structure Table = Tab structure Token = Tok end
val _ = print (B1.Table.show (B1.Token.act (B1.Token.T 2)) ^ "\n")
val _ = print (B2.Table.show (B2.Token.act (B2.Token.T 0)) ^ "\n")
val _ = case B2.Token.act (B2.Token.T 9) of B2.Table.Shift (B2.Table.S n) => print (if n = 9 then "nine\n" else "?\n") | _ => print "?\n"
