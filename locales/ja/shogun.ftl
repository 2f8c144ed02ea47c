# Gunbai — shogun words (ja). Ids start with "shogun-". Names stay in their own script.
