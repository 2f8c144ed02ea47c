# Gunbai — core words (en). Ids start with "core-". Names stay in their own script.

## A reference to the rulebook's own numbering.
core-rule = rule { $rule }
## One of Gunbai's rulings: our decision where the rules are silent or ambiguous (listed in each aid).
core-ruling = Gunbai's ruling { $n }
## The odds of an action that rolls nothing.
core-no-roll = no roll

## What a key accepts.
core-expect-int = { $min }..={ $max }
core-expect-bool = true|false
core-expect-choice = { $options }
core-expect-text = text
core-expect-list = comma-separated list
core-expect-a-list = a list
core-expect-json = JSON value
core-expect-whole = a whole number

## A value that does not fit its key.
core-err-expected-got = expected { $expected }, got { $got }
core-err-expected = expected { $expected }
core-err-missing = missing; expected { $expected }
core-err-twice = given twice ({ $first } and { $second }); give it once
core-err-unknown-key = unknown key; valid keys: { $valid }
core-err-unknown-key-none = unknown key; valid keys: (none)
core-err-unknown-option = unknown option; valid: { $valid }
core-err-unknown-option-none = unknown option; valid: (none)
core-err-required = required, not given
core-err-not-a-key = not a key of this action
core-err-given-twice = given twice
core-err-bad-value = this value cannot be read ({ $detail })

## Dice.
core-dice-face = expected a die face 1..=6, got { $got }
core-dice-more-needed = more dice are needed than were given
core-dice-too-many = { $given ->
    [one] 1 die face given
   *[other] { $given } die faces given
} but this used { $used }
core-dice-type-next = this needs more dice: { $given } given, type the next physical die
core-dice-journal-fewer = the journal recorded fewer dice than the action uses
core-dice-recorded-face = a die face of { $face } was recorded, but a die shows 1 to 6
core-dice-too-many-to-count = too many dice to enumerate the odds
core-dice-need-more = one more die

## Refusals.
core-error-input = { $field }: { $message }
core-error-forbidden = { $rule }: { $reason }
core-error-unknown-procedure = unknown procedure '{ $name }'; valid: { $valid }
core-error-unknown-action = unknown action '{ $name }'; valid: { $valid }
core-error-dice = dice: { $message }
core-error-game-over = the game is over: { $reason }
core-error-data = table data: { $message }
core-error-fault = an error inside Gunbai's rules stopped this action: nothing was recorded and the table stands as before (please report it, with the session file)
core-key-dice = dice
core-key-input = input
core-dice-pick-failed = the dice fell outside the range { $tries } times in a row while picking one of { $n }
core-no-effect = no effect
core-ruling-note = { $ruling }: { $text }

## On the table now, for a game with no words of its own for a change (issue 25).
core-now-places = Set these places on the table as the board shows now: { $places }
core-now-values = Set these tracks and values as the board shows now: { $values }
core-now-as-shown = Set the table as the board shows now
