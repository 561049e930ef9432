(* MLton's integers of every width below int's (Int1 .. Int62; Int63 is Int), checked to stay within their width,
   with the overloaded operators and constants at each. A unit of their own: BasisIntWidth is
   applied here to a functor of another unit, so each width is a few closures rather
   than a compiled copy of the functor (applied in the functor's own unit, the
   copies took a minute to compile). *)

structure Int1 :> INTEGER = BasisIntWidth (val bits = 1)
structure Int2 :> INTEGER = BasisIntWidth (val bits = 2)
structure Int3 :> INTEGER = BasisIntWidth (val bits = 3)
structure Int4 :> INTEGER = BasisIntWidth (val bits = 4)
structure Int5 :> INTEGER = BasisIntWidth (val bits = 5)
structure Int6 :> INTEGER = BasisIntWidth (val bits = 6)
structure Int7 :> INTEGER = BasisIntWidth (val bits = 7)
structure Int9 :> INTEGER = BasisIntWidth (val bits = 9)
structure Int10 :> INTEGER = BasisIntWidth (val bits = 10)
structure Int11 :> INTEGER = BasisIntWidth (val bits = 11)
structure Int12 :> INTEGER = BasisIntWidth (val bits = 12)
structure Int13 :> INTEGER = BasisIntWidth (val bits = 13)
structure Int14 :> INTEGER = BasisIntWidth (val bits = 14)
structure Int15 :> INTEGER = BasisIntWidth (val bits = 15)
structure Int17 :> INTEGER = BasisIntWidth (val bits = 17)
structure Int18 :> INTEGER = BasisIntWidth (val bits = 18)
structure Int19 :> INTEGER = BasisIntWidth (val bits = 19)
structure Int20 :> INTEGER = BasisIntWidth (val bits = 20)
structure Int21 :> INTEGER = BasisIntWidth (val bits = 21)
structure Int22 :> INTEGER = BasisIntWidth (val bits = 22)
structure Int23 :> INTEGER = BasisIntWidth (val bits = 23)
structure Int24 :> INTEGER = BasisIntWidth (val bits = 24)
structure Int25 :> INTEGER = BasisIntWidth (val bits = 25)
structure Int26 :> INTEGER = BasisIntWidth (val bits = 26)
structure Int27 :> INTEGER = BasisIntWidth (val bits = 27)
structure Int28 :> INTEGER = BasisIntWidth (val bits = 28)
structure Int29 :> INTEGER = BasisIntWidth (val bits = 29)
structure Int30 :> INTEGER = BasisIntWidth (val bits = 30)
structure Int31 :> INTEGER = BasisIntWidth (val bits = 31)
structure Int33 :> INTEGER = BasisIntWidth (val bits = 33)
structure Int34 :> INTEGER = BasisIntWidth (val bits = 34)
structure Int35 :> INTEGER = BasisIntWidth (val bits = 35)
structure Int36 :> INTEGER = BasisIntWidth (val bits = 36)
structure Int37 :> INTEGER = BasisIntWidth (val bits = 37)
structure Int38 :> INTEGER = BasisIntWidth (val bits = 38)
structure Int39 :> INTEGER = BasisIntWidth (val bits = 39)
structure Int40 :> INTEGER = BasisIntWidth (val bits = 40)
structure Int41 :> INTEGER = BasisIntWidth (val bits = 41)
structure Int42 :> INTEGER = BasisIntWidth (val bits = 42)
structure Int43 :> INTEGER = BasisIntWidth (val bits = 43)
structure Int44 :> INTEGER = BasisIntWidth (val bits = 44)
structure Int45 :> INTEGER = BasisIntWidth (val bits = 45)
structure Int46 :> INTEGER = BasisIntWidth (val bits = 46)
structure Int47 :> INTEGER = BasisIntWidth (val bits = 47)
structure Int48 :> INTEGER = BasisIntWidth (val bits = 48)
structure Int49 :> INTEGER = BasisIntWidth (val bits = 49)
structure Int50 :> INTEGER = BasisIntWidth (val bits = 50)
structure Int51 :> INTEGER = BasisIntWidth (val bits = 51)
structure Int52 :> INTEGER = BasisIntWidth (val bits = 52)
structure Int53 :> INTEGER = BasisIntWidth (val bits = 53)
structure Int54 :> INTEGER = BasisIntWidth (val bits = 54)
structure Int55 :> INTEGER = BasisIntWidth (val bits = 55)
structure Int56 :> INTEGER = BasisIntWidth (val bits = 56)
structure Int57 :> INTEGER = BasisIntWidth (val bits = 57)
structure Int58 :> INTEGER = BasisIntWidth (val bits = 58)
structure Int59 :> INTEGER = BasisIntWidth (val bits = 59)
structure Int60 :> INTEGER = BasisIntWidth (val bits = 60)
structure Int61 :> INTEGER = BasisIntWidth (val bits = 61)
structure Int62 :> INTEGER = BasisIntWidth (val bits = 62)
structure Int63 = Int

val () = (ld_overload ("+", Int1.+); ld_overload ("-", Int1.-); ld_overload ("*", Int1.*);
          ld_overload ("div", Int1.div); ld_overload ("mod", Int1.mod); ld_overload ("~", Int1.~);
          ld_overload ("abs", Int1.abs); ld_overload ("<", Int1.<); ld_overload ("<=", Int1.<=);
          ld_overload (">", Int1.>); ld_overload (">=", Int1.>=); ld_overload ("ld_int_literal", Int1.fromInt))
val () = (ld_overload ("+", Int2.+); ld_overload ("-", Int2.-); ld_overload ("*", Int2.*);
          ld_overload ("div", Int2.div); ld_overload ("mod", Int2.mod); ld_overload ("~", Int2.~);
          ld_overload ("abs", Int2.abs); ld_overload ("<", Int2.<); ld_overload ("<=", Int2.<=);
          ld_overload (">", Int2.>); ld_overload (">=", Int2.>=); ld_overload ("ld_int_literal", Int2.fromInt))
val () = (ld_overload ("+", Int3.+); ld_overload ("-", Int3.-); ld_overload ("*", Int3.*);
          ld_overload ("div", Int3.div); ld_overload ("mod", Int3.mod); ld_overload ("~", Int3.~);
          ld_overload ("abs", Int3.abs); ld_overload ("<", Int3.<); ld_overload ("<=", Int3.<=);
          ld_overload (">", Int3.>); ld_overload (">=", Int3.>=); ld_overload ("ld_int_literal", Int3.fromInt))
val () = (ld_overload ("+", Int4.+); ld_overload ("-", Int4.-); ld_overload ("*", Int4.*);
          ld_overload ("div", Int4.div); ld_overload ("mod", Int4.mod); ld_overload ("~", Int4.~);
          ld_overload ("abs", Int4.abs); ld_overload ("<", Int4.<); ld_overload ("<=", Int4.<=);
          ld_overload (">", Int4.>); ld_overload (">=", Int4.>=); ld_overload ("ld_int_literal", Int4.fromInt))
val () = (ld_overload ("+", Int5.+); ld_overload ("-", Int5.-); ld_overload ("*", Int5.*);
          ld_overload ("div", Int5.div); ld_overload ("mod", Int5.mod); ld_overload ("~", Int5.~);
          ld_overload ("abs", Int5.abs); ld_overload ("<", Int5.<); ld_overload ("<=", Int5.<=);
          ld_overload (">", Int5.>); ld_overload (">=", Int5.>=); ld_overload ("ld_int_literal", Int5.fromInt))
val () = (ld_overload ("+", Int6.+); ld_overload ("-", Int6.-); ld_overload ("*", Int6.*);
          ld_overload ("div", Int6.div); ld_overload ("mod", Int6.mod); ld_overload ("~", Int6.~);
          ld_overload ("abs", Int6.abs); ld_overload ("<", Int6.<); ld_overload ("<=", Int6.<=);
          ld_overload (">", Int6.>); ld_overload (">=", Int6.>=); ld_overload ("ld_int_literal", Int6.fromInt))
val () = (ld_overload ("+", Int7.+); ld_overload ("-", Int7.-); ld_overload ("*", Int7.*);
          ld_overload ("div", Int7.div); ld_overload ("mod", Int7.mod); ld_overload ("~", Int7.~);
          ld_overload ("abs", Int7.abs); ld_overload ("<", Int7.<); ld_overload ("<=", Int7.<=);
          ld_overload (">", Int7.>); ld_overload (">=", Int7.>=); ld_overload ("ld_int_literal", Int7.fromInt))
val () = (ld_overload ("+", Int9.+); ld_overload ("-", Int9.-); ld_overload ("*", Int9.*);
          ld_overload ("div", Int9.div); ld_overload ("mod", Int9.mod); ld_overload ("~", Int9.~);
          ld_overload ("abs", Int9.abs); ld_overload ("<", Int9.<); ld_overload ("<=", Int9.<=);
          ld_overload (">", Int9.>); ld_overload (">=", Int9.>=); ld_overload ("ld_int_literal", Int9.fromInt))
val () = (ld_overload ("+", Int10.+); ld_overload ("-", Int10.-); ld_overload ("*", Int10.*);
          ld_overload ("div", Int10.div); ld_overload ("mod", Int10.mod); ld_overload ("~", Int10.~);
          ld_overload ("abs", Int10.abs); ld_overload ("<", Int10.<); ld_overload ("<=", Int10.<=);
          ld_overload (">", Int10.>); ld_overload (">=", Int10.>=); ld_overload ("ld_int_literal", Int10.fromInt))
val () = (ld_overload ("+", Int11.+); ld_overload ("-", Int11.-); ld_overload ("*", Int11.*);
          ld_overload ("div", Int11.div); ld_overload ("mod", Int11.mod); ld_overload ("~", Int11.~);
          ld_overload ("abs", Int11.abs); ld_overload ("<", Int11.<); ld_overload ("<=", Int11.<=);
          ld_overload (">", Int11.>); ld_overload (">=", Int11.>=); ld_overload ("ld_int_literal", Int11.fromInt))
val () = (ld_overload ("+", Int12.+); ld_overload ("-", Int12.-); ld_overload ("*", Int12.*);
          ld_overload ("div", Int12.div); ld_overload ("mod", Int12.mod); ld_overload ("~", Int12.~);
          ld_overload ("abs", Int12.abs); ld_overload ("<", Int12.<); ld_overload ("<=", Int12.<=);
          ld_overload (">", Int12.>); ld_overload (">=", Int12.>=); ld_overload ("ld_int_literal", Int12.fromInt))
val () = (ld_overload ("+", Int13.+); ld_overload ("-", Int13.-); ld_overload ("*", Int13.*);
          ld_overload ("div", Int13.div); ld_overload ("mod", Int13.mod); ld_overload ("~", Int13.~);
          ld_overload ("abs", Int13.abs); ld_overload ("<", Int13.<); ld_overload ("<=", Int13.<=);
          ld_overload (">", Int13.>); ld_overload (">=", Int13.>=); ld_overload ("ld_int_literal", Int13.fromInt))
val () = (ld_overload ("+", Int14.+); ld_overload ("-", Int14.-); ld_overload ("*", Int14.*);
          ld_overload ("div", Int14.div); ld_overload ("mod", Int14.mod); ld_overload ("~", Int14.~);
          ld_overload ("abs", Int14.abs); ld_overload ("<", Int14.<); ld_overload ("<=", Int14.<=);
          ld_overload (">", Int14.>); ld_overload (">=", Int14.>=); ld_overload ("ld_int_literal", Int14.fromInt))
val () = (ld_overload ("+", Int15.+); ld_overload ("-", Int15.-); ld_overload ("*", Int15.*);
          ld_overload ("div", Int15.div); ld_overload ("mod", Int15.mod); ld_overload ("~", Int15.~);
          ld_overload ("abs", Int15.abs); ld_overload ("<", Int15.<); ld_overload ("<=", Int15.<=);
          ld_overload (">", Int15.>); ld_overload (">=", Int15.>=); ld_overload ("ld_int_literal", Int15.fromInt))
val () = (ld_overload ("+", Int17.+); ld_overload ("-", Int17.-); ld_overload ("*", Int17.*);
          ld_overload ("div", Int17.div); ld_overload ("mod", Int17.mod); ld_overload ("~", Int17.~);
          ld_overload ("abs", Int17.abs); ld_overload ("<", Int17.<); ld_overload ("<=", Int17.<=);
          ld_overload (">", Int17.>); ld_overload (">=", Int17.>=); ld_overload ("ld_int_literal", Int17.fromInt))
val () = (ld_overload ("+", Int18.+); ld_overload ("-", Int18.-); ld_overload ("*", Int18.*);
          ld_overload ("div", Int18.div); ld_overload ("mod", Int18.mod); ld_overload ("~", Int18.~);
          ld_overload ("abs", Int18.abs); ld_overload ("<", Int18.<); ld_overload ("<=", Int18.<=);
          ld_overload (">", Int18.>); ld_overload (">=", Int18.>=); ld_overload ("ld_int_literal", Int18.fromInt))
val () = (ld_overload ("+", Int19.+); ld_overload ("-", Int19.-); ld_overload ("*", Int19.*);
          ld_overload ("div", Int19.div); ld_overload ("mod", Int19.mod); ld_overload ("~", Int19.~);
          ld_overload ("abs", Int19.abs); ld_overload ("<", Int19.<); ld_overload ("<=", Int19.<=);
          ld_overload (">", Int19.>); ld_overload (">=", Int19.>=); ld_overload ("ld_int_literal", Int19.fromInt))
val () = (ld_overload ("+", Int20.+); ld_overload ("-", Int20.-); ld_overload ("*", Int20.*);
          ld_overload ("div", Int20.div); ld_overload ("mod", Int20.mod); ld_overload ("~", Int20.~);
          ld_overload ("abs", Int20.abs); ld_overload ("<", Int20.<); ld_overload ("<=", Int20.<=);
          ld_overload (">", Int20.>); ld_overload (">=", Int20.>=); ld_overload ("ld_int_literal", Int20.fromInt))
val () = (ld_overload ("+", Int21.+); ld_overload ("-", Int21.-); ld_overload ("*", Int21.*);
          ld_overload ("div", Int21.div); ld_overload ("mod", Int21.mod); ld_overload ("~", Int21.~);
          ld_overload ("abs", Int21.abs); ld_overload ("<", Int21.<); ld_overload ("<=", Int21.<=);
          ld_overload (">", Int21.>); ld_overload (">=", Int21.>=); ld_overload ("ld_int_literal", Int21.fromInt))
val () = (ld_overload ("+", Int22.+); ld_overload ("-", Int22.-); ld_overload ("*", Int22.*);
          ld_overload ("div", Int22.div); ld_overload ("mod", Int22.mod); ld_overload ("~", Int22.~);
          ld_overload ("abs", Int22.abs); ld_overload ("<", Int22.<); ld_overload ("<=", Int22.<=);
          ld_overload (">", Int22.>); ld_overload (">=", Int22.>=); ld_overload ("ld_int_literal", Int22.fromInt))
val () = (ld_overload ("+", Int23.+); ld_overload ("-", Int23.-); ld_overload ("*", Int23.*);
          ld_overload ("div", Int23.div); ld_overload ("mod", Int23.mod); ld_overload ("~", Int23.~);
          ld_overload ("abs", Int23.abs); ld_overload ("<", Int23.<); ld_overload ("<=", Int23.<=);
          ld_overload (">", Int23.>); ld_overload (">=", Int23.>=); ld_overload ("ld_int_literal", Int23.fromInt))
val () = (ld_overload ("+", Int24.+); ld_overload ("-", Int24.-); ld_overload ("*", Int24.*);
          ld_overload ("div", Int24.div); ld_overload ("mod", Int24.mod); ld_overload ("~", Int24.~);
          ld_overload ("abs", Int24.abs); ld_overload ("<", Int24.<); ld_overload ("<=", Int24.<=);
          ld_overload (">", Int24.>); ld_overload (">=", Int24.>=); ld_overload ("ld_int_literal", Int24.fromInt))
val () = (ld_overload ("+", Int25.+); ld_overload ("-", Int25.-); ld_overload ("*", Int25.*);
          ld_overload ("div", Int25.div); ld_overload ("mod", Int25.mod); ld_overload ("~", Int25.~);
          ld_overload ("abs", Int25.abs); ld_overload ("<", Int25.<); ld_overload ("<=", Int25.<=);
          ld_overload (">", Int25.>); ld_overload (">=", Int25.>=); ld_overload ("ld_int_literal", Int25.fromInt))
val () = (ld_overload ("+", Int26.+); ld_overload ("-", Int26.-); ld_overload ("*", Int26.*);
          ld_overload ("div", Int26.div); ld_overload ("mod", Int26.mod); ld_overload ("~", Int26.~);
          ld_overload ("abs", Int26.abs); ld_overload ("<", Int26.<); ld_overload ("<=", Int26.<=);
          ld_overload (">", Int26.>); ld_overload (">=", Int26.>=); ld_overload ("ld_int_literal", Int26.fromInt))
val () = (ld_overload ("+", Int27.+); ld_overload ("-", Int27.-); ld_overload ("*", Int27.*);
          ld_overload ("div", Int27.div); ld_overload ("mod", Int27.mod); ld_overload ("~", Int27.~);
          ld_overload ("abs", Int27.abs); ld_overload ("<", Int27.<); ld_overload ("<=", Int27.<=);
          ld_overload (">", Int27.>); ld_overload (">=", Int27.>=); ld_overload ("ld_int_literal", Int27.fromInt))
val () = (ld_overload ("+", Int28.+); ld_overload ("-", Int28.-); ld_overload ("*", Int28.*);
          ld_overload ("div", Int28.div); ld_overload ("mod", Int28.mod); ld_overload ("~", Int28.~);
          ld_overload ("abs", Int28.abs); ld_overload ("<", Int28.<); ld_overload ("<=", Int28.<=);
          ld_overload (">", Int28.>); ld_overload (">=", Int28.>=); ld_overload ("ld_int_literal", Int28.fromInt))
val () = (ld_overload ("+", Int29.+); ld_overload ("-", Int29.-); ld_overload ("*", Int29.*);
          ld_overload ("div", Int29.div); ld_overload ("mod", Int29.mod); ld_overload ("~", Int29.~);
          ld_overload ("abs", Int29.abs); ld_overload ("<", Int29.<); ld_overload ("<=", Int29.<=);
          ld_overload (">", Int29.>); ld_overload (">=", Int29.>=); ld_overload ("ld_int_literal", Int29.fromInt))
val () = (ld_overload ("+", Int30.+); ld_overload ("-", Int30.-); ld_overload ("*", Int30.*);
          ld_overload ("div", Int30.div); ld_overload ("mod", Int30.mod); ld_overload ("~", Int30.~);
          ld_overload ("abs", Int30.abs); ld_overload ("<", Int30.<); ld_overload ("<=", Int30.<=);
          ld_overload (">", Int30.>); ld_overload (">=", Int30.>=); ld_overload ("ld_int_literal", Int30.fromInt))
val () = (ld_overload ("+", Int31.+); ld_overload ("-", Int31.-); ld_overload ("*", Int31.*);
          ld_overload ("div", Int31.div); ld_overload ("mod", Int31.mod); ld_overload ("~", Int31.~);
          ld_overload ("abs", Int31.abs); ld_overload ("<", Int31.<); ld_overload ("<=", Int31.<=);
          ld_overload (">", Int31.>); ld_overload (">=", Int31.>=); ld_overload ("ld_int_literal", Int31.fromInt))
val () = (ld_overload ("+", Int33.+); ld_overload ("-", Int33.-); ld_overload ("*", Int33.*);
          ld_overload ("div", Int33.div); ld_overload ("mod", Int33.mod); ld_overload ("~", Int33.~);
          ld_overload ("abs", Int33.abs); ld_overload ("<", Int33.<); ld_overload ("<=", Int33.<=);
          ld_overload (">", Int33.>); ld_overload (">=", Int33.>=); ld_overload ("ld_int_literal", Int33.fromInt))
val () = (ld_overload ("+", Int34.+); ld_overload ("-", Int34.-); ld_overload ("*", Int34.*);
          ld_overload ("div", Int34.div); ld_overload ("mod", Int34.mod); ld_overload ("~", Int34.~);
          ld_overload ("abs", Int34.abs); ld_overload ("<", Int34.<); ld_overload ("<=", Int34.<=);
          ld_overload (">", Int34.>); ld_overload (">=", Int34.>=); ld_overload ("ld_int_literal", Int34.fromInt))
val () = (ld_overload ("+", Int35.+); ld_overload ("-", Int35.-); ld_overload ("*", Int35.*);
          ld_overload ("div", Int35.div); ld_overload ("mod", Int35.mod); ld_overload ("~", Int35.~);
          ld_overload ("abs", Int35.abs); ld_overload ("<", Int35.<); ld_overload ("<=", Int35.<=);
          ld_overload (">", Int35.>); ld_overload (">=", Int35.>=); ld_overload ("ld_int_literal", Int35.fromInt))
val () = (ld_overload ("+", Int36.+); ld_overload ("-", Int36.-); ld_overload ("*", Int36.*);
          ld_overload ("div", Int36.div); ld_overload ("mod", Int36.mod); ld_overload ("~", Int36.~);
          ld_overload ("abs", Int36.abs); ld_overload ("<", Int36.<); ld_overload ("<=", Int36.<=);
          ld_overload (">", Int36.>); ld_overload (">=", Int36.>=); ld_overload ("ld_int_literal", Int36.fromInt))
val () = (ld_overload ("+", Int37.+); ld_overload ("-", Int37.-); ld_overload ("*", Int37.*);
          ld_overload ("div", Int37.div); ld_overload ("mod", Int37.mod); ld_overload ("~", Int37.~);
          ld_overload ("abs", Int37.abs); ld_overload ("<", Int37.<); ld_overload ("<=", Int37.<=);
          ld_overload (">", Int37.>); ld_overload (">=", Int37.>=); ld_overload ("ld_int_literal", Int37.fromInt))
val () = (ld_overload ("+", Int38.+); ld_overload ("-", Int38.-); ld_overload ("*", Int38.*);
          ld_overload ("div", Int38.div); ld_overload ("mod", Int38.mod); ld_overload ("~", Int38.~);
          ld_overload ("abs", Int38.abs); ld_overload ("<", Int38.<); ld_overload ("<=", Int38.<=);
          ld_overload (">", Int38.>); ld_overload (">=", Int38.>=); ld_overload ("ld_int_literal", Int38.fromInt))
val () = (ld_overload ("+", Int39.+); ld_overload ("-", Int39.-); ld_overload ("*", Int39.*);
          ld_overload ("div", Int39.div); ld_overload ("mod", Int39.mod); ld_overload ("~", Int39.~);
          ld_overload ("abs", Int39.abs); ld_overload ("<", Int39.<); ld_overload ("<=", Int39.<=);
          ld_overload (">", Int39.>); ld_overload (">=", Int39.>=); ld_overload ("ld_int_literal", Int39.fromInt))
val () = (ld_overload ("+", Int40.+); ld_overload ("-", Int40.-); ld_overload ("*", Int40.*);
          ld_overload ("div", Int40.div); ld_overload ("mod", Int40.mod); ld_overload ("~", Int40.~);
          ld_overload ("abs", Int40.abs); ld_overload ("<", Int40.<); ld_overload ("<=", Int40.<=);
          ld_overload (">", Int40.>); ld_overload (">=", Int40.>=); ld_overload ("ld_int_literal", Int40.fromInt))
val () = (ld_overload ("+", Int41.+); ld_overload ("-", Int41.-); ld_overload ("*", Int41.*);
          ld_overload ("div", Int41.div); ld_overload ("mod", Int41.mod); ld_overload ("~", Int41.~);
          ld_overload ("abs", Int41.abs); ld_overload ("<", Int41.<); ld_overload ("<=", Int41.<=);
          ld_overload (">", Int41.>); ld_overload (">=", Int41.>=); ld_overload ("ld_int_literal", Int41.fromInt))
val () = (ld_overload ("+", Int42.+); ld_overload ("-", Int42.-); ld_overload ("*", Int42.*);
          ld_overload ("div", Int42.div); ld_overload ("mod", Int42.mod); ld_overload ("~", Int42.~);
          ld_overload ("abs", Int42.abs); ld_overload ("<", Int42.<); ld_overload ("<=", Int42.<=);
          ld_overload (">", Int42.>); ld_overload (">=", Int42.>=); ld_overload ("ld_int_literal", Int42.fromInt))
val () = (ld_overload ("+", Int43.+); ld_overload ("-", Int43.-); ld_overload ("*", Int43.*);
          ld_overload ("div", Int43.div); ld_overload ("mod", Int43.mod); ld_overload ("~", Int43.~);
          ld_overload ("abs", Int43.abs); ld_overload ("<", Int43.<); ld_overload ("<=", Int43.<=);
          ld_overload (">", Int43.>); ld_overload (">=", Int43.>=); ld_overload ("ld_int_literal", Int43.fromInt))
val () = (ld_overload ("+", Int44.+); ld_overload ("-", Int44.-); ld_overload ("*", Int44.*);
          ld_overload ("div", Int44.div); ld_overload ("mod", Int44.mod); ld_overload ("~", Int44.~);
          ld_overload ("abs", Int44.abs); ld_overload ("<", Int44.<); ld_overload ("<=", Int44.<=);
          ld_overload (">", Int44.>); ld_overload (">=", Int44.>=); ld_overload ("ld_int_literal", Int44.fromInt))
val () = (ld_overload ("+", Int45.+); ld_overload ("-", Int45.-); ld_overload ("*", Int45.*);
          ld_overload ("div", Int45.div); ld_overload ("mod", Int45.mod); ld_overload ("~", Int45.~);
          ld_overload ("abs", Int45.abs); ld_overload ("<", Int45.<); ld_overload ("<=", Int45.<=);
          ld_overload (">", Int45.>); ld_overload (">=", Int45.>=); ld_overload ("ld_int_literal", Int45.fromInt))
val () = (ld_overload ("+", Int46.+); ld_overload ("-", Int46.-); ld_overload ("*", Int46.*);
          ld_overload ("div", Int46.div); ld_overload ("mod", Int46.mod); ld_overload ("~", Int46.~);
          ld_overload ("abs", Int46.abs); ld_overload ("<", Int46.<); ld_overload ("<=", Int46.<=);
          ld_overload (">", Int46.>); ld_overload (">=", Int46.>=); ld_overload ("ld_int_literal", Int46.fromInt))
val () = (ld_overload ("+", Int47.+); ld_overload ("-", Int47.-); ld_overload ("*", Int47.*);
          ld_overload ("div", Int47.div); ld_overload ("mod", Int47.mod); ld_overload ("~", Int47.~);
          ld_overload ("abs", Int47.abs); ld_overload ("<", Int47.<); ld_overload ("<=", Int47.<=);
          ld_overload (">", Int47.>); ld_overload (">=", Int47.>=); ld_overload ("ld_int_literal", Int47.fromInt))
val () = (ld_overload ("+", Int48.+); ld_overload ("-", Int48.-); ld_overload ("*", Int48.*);
          ld_overload ("div", Int48.div); ld_overload ("mod", Int48.mod); ld_overload ("~", Int48.~);
          ld_overload ("abs", Int48.abs); ld_overload ("<", Int48.<); ld_overload ("<=", Int48.<=);
          ld_overload (">", Int48.>); ld_overload (">=", Int48.>=); ld_overload ("ld_int_literal", Int48.fromInt))
val () = (ld_overload ("+", Int49.+); ld_overload ("-", Int49.-); ld_overload ("*", Int49.*);
          ld_overload ("div", Int49.div); ld_overload ("mod", Int49.mod); ld_overload ("~", Int49.~);
          ld_overload ("abs", Int49.abs); ld_overload ("<", Int49.<); ld_overload ("<=", Int49.<=);
          ld_overload (">", Int49.>); ld_overload (">=", Int49.>=); ld_overload ("ld_int_literal", Int49.fromInt))
val () = (ld_overload ("+", Int50.+); ld_overload ("-", Int50.-); ld_overload ("*", Int50.*);
          ld_overload ("div", Int50.div); ld_overload ("mod", Int50.mod); ld_overload ("~", Int50.~);
          ld_overload ("abs", Int50.abs); ld_overload ("<", Int50.<); ld_overload ("<=", Int50.<=);
          ld_overload (">", Int50.>); ld_overload (">=", Int50.>=); ld_overload ("ld_int_literal", Int50.fromInt))
val () = (ld_overload ("+", Int51.+); ld_overload ("-", Int51.-); ld_overload ("*", Int51.*);
          ld_overload ("div", Int51.div); ld_overload ("mod", Int51.mod); ld_overload ("~", Int51.~);
          ld_overload ("abs", Int51.abs); ld_overload ("<", Int51.<); ld_overload ("<=", Int51.<=);
          ld_overload (">", Int51.>); ld_overload (">=", Int51.>=); ld_overload ("ld_int_literal", Int51.fromInt))
val () = (ld_overload ("+", Int52.+); ld_overload ("-", Int52.-); ld_overload ("*", Int52.*);
          ld_overload ("div", Int52.div); ld_overload ("mod", Int52.mod); ld_overload ("~", Int52.~);
          ld_overload ("abs", Int52.abs); ld_overload ("<", Int52.<); ld_overload ("<=", Int52.<=);
          ld_overload (">", Int52.>); ld_overload (">=", Int52.>=); ld_overload ("ld_int_literal", Int52.fromInt))
val () = (ld_overload ("+", Int53.+); ld_overload ("-", Int53.-); ld_overload ("*", Int53.*);
          ld_overload ("div", Int53.div); ld_overload ("mod", Int53.mod); ld_overload ("~", Int53.~);
          ld_overload ("abs", Int53.abs); ld_overload ("<", Int53.<); ld_overload ("<=", Int53.<=);
          ld_overload (">", Int53.>); ld_overload (">=", Int53.>=); ld_overload ("ld_int_literal", Int53.fromInt))
val () = (ld_overload ("+", Int54.+); ld_overload ("-", Int54.-); ld_overload ("*", Int54.*);
          ld_overload ("div", Int54.div); ld_overload ("mod", Int54.mod); ld_overload ("~", Int54.~);
          ld_overload ("abs", Int54.abs); ld_overload ("<", Int54.<); ld_overload ("<=", Int54.<=);
          ld_overload (">", Int54.>); ld_overload (">=", Int54.>=); ld_overload ("ld_int_literal", Int54.fromInt))
val () = (ld_overload ("+", Int55.+); ld_overload ("-", Int55.-); ld_overload ("*", Int55.*);
          ld_overload ("div", Int55.div); ld_overload ("mod", Int55.mod); ld_overload ("~", Int55.~);
          ld_overload ("abs", Int55.abs); ld_overload ("<", Int55.<); ld_overload ("<=", Int55.<=);
          ld_overload (">", Int55.>); ld_overload (">=", Int55.>=); ld_overload ("ld_int_literal", Int55.fromInt))
val () = (ld_overload ("+", Int56.+); ld_overload ("-", Int56.-); ld_overload ("*", Int56.*);
          ld_overload ("div", Int56.div); ld_overload ("mod", Int56.mod); ld_overload ("~", Int56.~);
          ld_overload ("abs", Int56.abs); ld_overload ("<", Int56.<); ld_overload ("<=", Int56.<=);
          ld_overload (">", Int56.>); ld_overload (">=", Int56.>=); ld_overload ("ld_int_literal", Int56.fromInt))
val () = (ld_overload ("+", Int57.+); ld_overload ("-", Int57.-); ld_overload ("*", Int57.*);
          ld_overload ("div", Int57.div); ld_overload ("mod", Int57.mod); ld_overload ("~", Int57.~);
          ld_overload ("abs", Int57.abs); ld_overload ("<", Int57.<); ld_overload ("<=", Int57.<=);
          ld_overload (">", Int57.>); ld_overload (">=", Int57.>=); ld_overload ("ld_int_literal", Int57.fromInt))
val () = (ld_overload ("+", Int58.+); ld_overload ("-", Int58.-); ld_overload ("*", Int58.*);
          ld_overload ("div", Int58.div); ld_overload ("mod", Int58.mod); ld_overload ("~", Int58.~);
          ld_overload ("abs", Int58.abs); ld_overload ("<", Int58.<); ld_overload ("<=", Int58.<=);
          ld_overload (">", Int58.>); ld_overload (">=", Int58.>=); ld_overload ("ld_int_literal", Int58.fromInt))
val () = (ld_overload ("+", Int59.+); ld_overload ("-", Int59.-); ld_overload ("*", Int59.*);
          ld_overload ("div", Int59.div); ld_overload ("mod", Int59.mod); ld_overload ("~", Int59.~);
          ld_overload ("abs", Int59.abs); ld_overload ("<", Int59.<); ld_overload ("<=", Int59.<=);
          ld_overload (">", Int59.>); ld_overload (">=", Int59.>=); ld_overload ("ld_int_literal", Int59.fromInt))
val () = (ld_overload ("+", Int60.+); ld_overload ("-", Int60.-); ld_overload ("*", Int60.*);
          ld_overload ("div", Int60.div); ld_overload ("mod", Int60.mod); ld_overload ("~", Int60.~);
          ld_overload ("abs", Int60.abs); ld_overload ("<", Int60.<); ld_overload ("<=", Int60.<=);
          ld_overload (">", Int60.>); ld_overload (">=", Int60.>=); ld_overload ("ld_int_literal", Int60.fromInt))
val () = (ld_overload ("+", Int61.+); ld_overload ("-", Int61.-); ld_overload ("*", Int61.*);
          ld_overload ("div", Int61.div); ld_overload ("mod", Int61.mod); ld_overload ("~", Int61.~);
          ld_overload ("abs", Int61.abs); ld_overload ("<", Int61.<); ld_overload ("<=", Int61.<=);
          ld_overload (">", Int61.>); ld_overload (">=", Int61.>=); ld_overload ("ld_int_literal", Int61.fromInt))
val () = (ld_overload ("+", Int62.+); ld_overload ("-", Int62.-); ld_overload ("*", Int62.*);
          ld_overload ("div", Int62.div); ld_overload ("mod", Int62.mod); ld_overload ("~", Int62.~);
          ld_overload ("abs", Int62.abs); ld_overload ("<", Int62.<); ld_overload ("<=", Int62.<=);
          ld_overload (">", Int62.>); ld_overload (">=", Int62.>=); ld_overload ("ld_int_literal", Int62.fromInt))
