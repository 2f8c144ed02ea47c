# Gunbai — cli words (ja). Ids start with "cli-". Names stay in their own script.
