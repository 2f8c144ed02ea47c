# Gunbai — cli words (zh). Ids start with "cli-". Names stay in their own script.
