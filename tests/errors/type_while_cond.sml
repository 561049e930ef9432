val x = while 1 do ()
