# Gunbai — session words (ja). Ids start with "session-". Names stay in their own script.
