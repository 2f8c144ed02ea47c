# Gunbai — sekigahara words (zh). Ids start with "sekigahara-". Names stay in their own script.
