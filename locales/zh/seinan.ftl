# Gunbai — seinan words (zh). Ids start with "seinan-". Names stay in their own script.
