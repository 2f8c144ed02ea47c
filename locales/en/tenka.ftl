# Gunbai — tenka words (en). Ids start with "tenka-". Names stay in their own script.
