val s = "ab\qc"
