# Gunbai — saigoku words (ja). Ids start with "saigoku-". Names stay in their own script.
