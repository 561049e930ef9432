val 'a id = fn (x : 'a) =>
  let fun 'a g (y : 'a) = y in g x end
