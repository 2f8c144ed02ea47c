# Gunbai — saigoku words (zh). Ids start with "saigoku-". Names stay in their own script.
