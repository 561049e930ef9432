type ('a, 'b) t = 'a * 'b and ('c, 'd) t = 'c
