# Gunbai — print words (en). Ids start with "print-". Names stay in their own script.
