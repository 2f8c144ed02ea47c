# Gunbai — sekigahara words (ja). Ids start with "sekigahara-". Names stay in their own script.
