fun f x = case x of 0 => "zero" | _ => 1
