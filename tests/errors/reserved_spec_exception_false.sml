signature S = sig exception false end
