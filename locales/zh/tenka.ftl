# Gunbai — tenka words (zh). Ids start with "tenka-". Names stay in their own script.
