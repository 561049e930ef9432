(* Sharing a type specification with a datatype specification; the argument realizes the type by an abbreviation of the datatype, which is that datatype's name (type functions are equal up to eta, Definition 4.4). *)
signature TAB = sig datatype term = T of int end
signature TOK = sig structure LrTable : TAB datatype 'a token = TOKEN of LrTable.term * 'a end
signature LX = sig type 'a token end
functor J (structure Lex : LX structure P : TOK sharing type Lex.token = P.token) = struct
  fun f (P.TOKEN (P.LrTable.T n, _)) = n
end
structure Tab = struct datatype term = T of int end
structure Tok = struct structure LrTable = Tab datatype 'a token = TOKEN of LrTable.term * 'a end
structure R = J (structure P = Tok structure Lex = struct type 'a token = 'a Tok.token end)
val _ = print (if R.f (Tok.TOKEN (Tab.T 3, "x")) = 3 then "ok\n" else "bad\n")
