# Gunbai — sekigahara words (en). Ids start with "sekigahara-". Names stay in their own script.
