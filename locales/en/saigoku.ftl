# Gunbai — saigoku words (en). Ids start with "saigoku-". Names stay in their own script.
