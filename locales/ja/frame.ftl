# Gunbai — frame words (ja). Ids start with "frame-". Names stay in their own script.
