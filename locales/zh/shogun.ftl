# Gunbai — shogun words (zh). Ids start with "shogun-". Names stay in their own script.
