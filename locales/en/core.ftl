# Gunbai — core words (en). Ids start with "core-". Names stay in their own script.

## A reference to the rulebook's own numbering.
core-rule = rule { $rule }
## One of Gunbai's rulings: our decision where the rules are silent or ambiguous (listed in each aid).
core-ruling = Gunbai's ruling { $n }
## The odds of an action that rolls nothing.
core-no-roll = no roll
