val () = print (Succ.g Succ.C ^ "\n")
