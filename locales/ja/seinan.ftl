# Gunbai — seinan words (ja). Ids start with "seinan-". Names stay in their own script.
