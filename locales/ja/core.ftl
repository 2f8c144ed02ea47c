# Gunbai — core words (ja). Ids start with "core-". Names stay in their own script.

core-rule = ルール { $rule }
core-ruling = 軍配裁定 { $n }
core-no-roll = ダイスなし
