fun ''a member (x : ''a) l =
  let fun ''a has [] = false | has (y :: ys) = x = y orelse has ys in has l end
