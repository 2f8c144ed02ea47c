# Gunbai — frame words (zh). Ids start with "frame-". Names stay in their own script.
