# Gunbai — seinan words (en). Ids start with "seinan-". Names stay in their own script.
