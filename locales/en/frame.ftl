# Gunbai — frame words (en). Ids start with "frame-". Names stay in their own script.
