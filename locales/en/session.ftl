# Gunbai — session words (en). Ids start with "session-". Names stay in their own script.
