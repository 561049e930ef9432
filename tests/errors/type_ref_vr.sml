val r = ref (fn x => x)
val _ = r := (fn x => x + 1)
val _ = (!r) "hello"
