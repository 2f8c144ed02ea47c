# Gunbai — tenka words (ja). Ids start with "tenka-". Names stay in their own script.
