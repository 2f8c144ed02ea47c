# Gunbai — shogun words (en). Ids start with "shogun-". Names stay in their own script.
