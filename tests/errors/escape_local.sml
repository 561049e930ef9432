val store = ref []
local datatype k = K in val () = store := [K] end
