fun show (Driver.Table.STATE n) = if n < 10 then str (chr (ord #"0" + n)) else "many"
val () = print (show (Driver.run [Driver.Tokens.TOKEN (Driver.Table.SYM 2, "a"),
                                  Driver.Tokens.TOKEN (Driver.Table.SYM 3, "b")]) ^ "\n")
val () = (Driver.run [Driver.Tokens.TOKEN (Driver.Table.SYM ~1, "bad")]; print "no\n")
         handle Driver.Table.Goto (Driver.Table.STATE s, _) => print ("goto failed in state " ^ show (Driver.Table.STATE s) ^ "\n")
