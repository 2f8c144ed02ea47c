# Gunbai — core words (zh). Ids start with "core-". Names stay in their own script.

core-rule = 规则 { $rule }
core-ruling = 军配裁定 { $n }
core-no-roll = 不掷骰
