# Gunbai — print words (ja). Ids start with "print-". Names stay in their own script.
