val c = #"ab"
