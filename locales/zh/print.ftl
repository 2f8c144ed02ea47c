# Gunbai — print words (zh). Ids start with "print-". Names stay in their own script.
