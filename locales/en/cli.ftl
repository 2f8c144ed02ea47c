# Gunbai — cli words (en). Ids start with "cli-". Names stay in their own script.
