# Gunbai — session words (zh). Ids start with "session-". Names stay in their own script.
