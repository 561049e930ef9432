val stock = foldl Stock.add Stock.empty
  [{name = "bolt", count = 100, price = 12}, {name = "anchor", count = 2, price = 4999},
   {name = "bolt", count = 50, price = 12}, {name = "chain", count = 10, price = 350}]
val () = app (fn item => print (Item.show item ^ "\n")) stock
val stock = Stock.take ("chain", 4, stock)
val () = print ("value: " ^ Item.cents (Stock.value stock) ^ "\n")
val () = (Stock.take ("rope", 1, stock); ()) handle Stock.Missing name => print ("missing: " ^ name ^ "\n")
