(* expect: duplicate symbolic label *)
val r = {<< = 1, << = 2}
