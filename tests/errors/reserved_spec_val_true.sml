signature S = sig val true : bool end
