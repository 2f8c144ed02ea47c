# Gunbai — session words (en). Ids start with "session-". Names stay in their own script.

## Refusals of the session (undo, redo, the choice after a divergence).
session-nothing-to-undo = nothing to undo
session-nothing-to-redo = nothing to redo
session-cannot-undo-to = cannot undo to action { $to }: the session is at action { $at }
session-cannot-move-to = cannot move to action { $to }
session-undo-needs-confirmation = this undo takes back something the table has already seen (a drawn card, turned chips, a revealed plan); confirm to undo anyway
session-dice-policy-at-setup = the dice policy is chosen at set-up, before the first action
session-redo-refused = action { $n } cannot be redone: it was recorded under older rules that the current rules correct, and is kept in the file but not played
session-choose-first = action { $n } no longer plays as recorded: choose first whether play goes on from action { $from } (or undo)
session-nothing-to-choose = every action on the line of play plays as recorded: there is nothing to choose
session-no-kept-dice = no undone dice are waiting: the next app dice are fresh ones anyway
session-no-faces-for-draw = this step draws a card, deals or throws the tower: the app makes it, so no die faces are typed
session-players-exactly = { $what } is for { $n } players, got { $got }
session-players-range = { $what } is for { $lo } to { $hi } players, got { $got }
## An input error: the key (by its label) and what is wrong with it.
session-input-error = { $field }: { $message }
session-forbidden = not allowed by { $rule }: { $reason }

## Why a recorded action does not play under the current rules.
session-refused-by-rule = { $rule }: { $reason }
session-refused = { $reason }
session-result-differs = the current rules give another result than the one recorded
session-after-unplayable = it was recorded after an action that does not play now
session-from-start = the start
session-from-action = action { $n }
session-divergence = action { $n } ({ $action }) no longer plays as recorded ({ $why }); the session stands just before it and the file is unchanged. Choose: go on from { $from } ({ $after ->
        [0] it stays in the file, not played
        [one] it and the 1 action after it stay in the file, not played
       *[other] it and the { $after } actions after it stay in the file, not played
    }), or keep the file as it is

## What opening a file repaired.
session-recovery-dropped-tail = the last save was cut off ({ $bytes } bytes of an unfinished write are left out, and cut off at the next save); the action in progress when Gunbai stopped was not recorded
session-recovery-added-line-end = the last record was complete but missing its line end; it is kept (the line end is added at the next save)
session-pinned-unreadable = the tables this session was played with cannot be read by this version of Gunbai ({ $detail }); the current tables are used, and any action whose result they change is shown

## Log lines the session writes.
session-reroll-line = re-roll: the table asked for fresh dice instead of the undone ones
session-placeholders-shaped = placeholder values shaped this result: { $tables } (stand-ins shipped with Gunbai: check them against your copy of the rules, and correct them under Tables)
session-table-map = the map
session-table-units = the counter list
session-table-counters = the counter values
session-table-tracks = the tracks
session-table-map-sun = the sun-side map
session-table-map-moon = the moon-side map
session-table-tower = the tower model
session-table-changed = table changed from here on: { $table }
session-table-changed-notes = table changed from here on: { $table } (notes only)
session-table-changed-cells = table changed from here on: { $table }: { $cells }
session-table-cell = { $row_axis } { $row }, { $column_axis } { $column }: { $value } (was { $was })

## Table changes refused.
session-no-such-table-file = { $file }: the game has no such table file
session-same-tables = the session already plays with these tables
session-current-tables-unloadable = the current tables could not be loaded
session-tables-refused = these tables cannot be used: { $detail }
session-table-change-unreadable = a table change cannot be read: { $detail }

## A damaged or edited file.
session-error-io = { $file }: { $detail }
session-error-corrupt = { $file }: line { $line }: { $detail }{ $hint }
session-backup-hint = ; last good backup: { $backup } (restore it with `gunbai session restore FILE`)
session-no-backup = ; no backup is available
session-error-version = { $file }: { $detail }
session-error-setup-refused = { $file }: line 1: the set-up this session was started with is refused by the current rules ({ $reason }); the file is left as it is: start a new session with a legal set-up
session-error-busy = { $file }: in use by another program (another Gunbai window or command is saving it); try again in a moment
session-game-unloadable = { $file }: line 1: { $detail }
session-corrupt-empty = the file is empty or has no complete header (not a Gunbai session)
session-corrupt-not-text = not UTF-8 text (the file is damaged or not a Gunbai session)
session-corrupt-header = header is not a Gunbai session header ({ $detail })
session-corrupt-not-session = not a Gunbai session file
session-corrupt-pinned = unreadable pinned tables ({ $detail })
session-corrupt-seed = the seed does not match its commitment (the file was edited)
session-corrupt-snapshot-bounds = the snapshot's counters are out of range: { $detail }
session-corrupt-snapshot = snapshot state: { $detail }
session-corrupt-setup = setup: { $detail }
session-edited-app-and-kept = a die is recorded both as an app die and as a kept die (the file was edited)
session-edited-out-of-sequence = app die #{ $die } is out of sequence: the next app die is #{ $next } (the file was edited)
session-edited-past-last-die = app die #{ $die } is past the last die a session can roll (#{ $last })
session-edited-fresh-while-kept = a fresh app die is recorded while undone dice wait to be used again, and the action is not marked as a re-roll (the file was edited)
session-edited-kept-after-fresh = the kept die of app die #{ $die } comes after a fresh app die or in a re-roll, but kept dice are used first (the file was edited)
session-edited-kept-mismatch = a kept die is recorded as the { $face } of app die #{ $die }, but the next kept die is the { $next_face } of app die #{ $next_die } (the file was edited)
session-edited-no-kept = a kept die (the { $face } of app die #{ $die }) is recorded, but no undone die is kept at this point (the file was edited)
session-edited-word-without-dice = a dice stream position is recorded for an action without app dice
session-edited-word-backwards = the dice stream position { $word } goes backwards (the file was edited)
session-edited-unknown-table = a table change names the file { $file }, which the game does not have (the file was edited)
session-edited-new-seed = a new seed does not match its commitment
session-edited-new-seed-start = a new seed must start at the next app die #{ $next }, not #{ $from } (the file was edited)

## Restoring from a backup.
session-restore-unreadable = { $file }: { $detail }; nothing was replaced (move it away, then restore)
session-restore-loads-fine = { $file }: the file loads fine ({ $n ->
        [one] 1 action
       *[other] { $n } actions
    }); restore replaces only a file that does not load (add --force to replace it with a backup anyway)
session-restore-unreadable-backup = { $file }: { $detail }
session-restored = restored { $file } from { $from } ({ $n ->
        [one] 1 action
       *[other] { $n } actions
    } on the timeline)
session-restored-lines-missing = { $n ->
        [one] 1 later journal line of the replaced file is not in the backup
       *[other] { $n } later journal lines of the replaced file are not in the backup
    }: replay those actions at the table
session-restored-kept = the replaced file is kept as { $file }
session-no-good-backup = { $file }: no good backup found
session-no-good-backup-why = { $file }: no good backup found ({ $why })

## Checking every app die against the seed (verify).
session-verify-seed-start = a new seed starts at app die #{ $from }, but the next die is #{ $next }
session-verify-out-of-sequence = app die #{ $die } is out of sequence: expected #{ $next } (dice are numbered without gaps)
session-verify-face = app die #{ $die } is { $face } in the journal but the seed gives { $seed_face }
session-verify-word = the dice stream position { $word } recorded after app die #{ $die } is not the seed's ({ $seed_word })
session-more-dice-recorded = the journal recorded more dice than the action uses
