infix 5 +++
infixr 5 ***
val x = 1 +++ 2 *** 3
