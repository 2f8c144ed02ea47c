# Gunbai — cli words (en). Ids start with "cli-". Names stay in their own script.

## The language flag and the command line itself.
cli-bad-lang = expected zh, en or ja, got '{ $value }'
cli-see-help = (see gunbai --help, or --help after any command)
cli-note = note: { $file }: { $note }
cli-out-no-folder = out: the folder { $folder } does not exist (create it first, or choose another place)
cli-wrote = wrote { $file }
cli-expected-pair = { $text }: expected KEY=VALUE
cli-given-twice = { $key }: given twice ({ $first } and { $second }); give it once
cli-bad-roll = roll: expected a die face 1..=6, got { $got }
cli-input-unreadable = input: { $file }: { $detail }
cli-input-not-object = input: { $file } must hold a JSON object
cli-not-a-key-of = not a key of { $action }

## What to do now, and an action's keys (--help-action).
cli-now = now: { $step }
cli-rule-says = { $rule }: { $why }
cli-help-not-allowed = not allowed now [{ $rule }: { $why }]
cli-help-state-gives = ; the state gives { $value }
cli-help-default = ; default { $value }
cli-expected-int = { $min }..={ $max }
cli-expected-bool = true|false
cli-expected-text = text
cli-expected-list = comma-separated list
cli-expected-json = JSON value
cli-odds-before = odds before the roll:
cli-odds-not-yet = odds: not yet ({ $why })

## A resolution (gunbai resolve).
cli-dice = dice: { $faces }
cli-modified-roll = modified roll: { $n }
cli-table-cell = table { $table } row { $row } column { $column }: { $value }
cli-placeholder-cell = [PLACEHOLDER table: fill in from your copy]
cli-result = result: { $result }

## Sessions.
cli-created = created { $file }
cli-dice-kept = undone dice are kept: after an undo the app's next rolls and draws use them again (a re-roll is `session act --reroll`)
cli-dice-fresh = after an undo the app rolls fresh dice
cli-commitment = dice seed commitment (sha256): { $commitment }
cli-seed-from = dice seed from app die #{ $die }: { $seed } salt: '{ $salt }'
cli-new-seed-note = note: the game is not over, so a new seed rolls every later die (commitment { $commitment }); the revealed one rolled the dice so far
cli-game-over = the game is over: { $winner } (nothing more to play; undo to go back)
cli-undone-actions = undone { $n ->
        [one] 1 action
       *[other] { $n } actions
    }; now at action { $at }
cli-on-the-table = on the table: { $hint }
cli-before-packup = before the pack-up ({ $n ->
        [one] 1 action
       *[other] { $n } actions
    }, summarised; they cannot be undone):
cli-goes-on-from = play goes on from action { $n }; the later actions stay in the file, not played
cli-use-not-a-file = use: { $file }: not a file name
cli-use-unreadable = use: { $detail }
cli-current-tables = this session plays with the current tables
cli-own-tables = this session plays with its own copy of: { $tables } (the current tables differ; `--adopt` takes them from this point of play on)
cli-seed-not-revealed = note: the seed is not revealed yet; run `gunbai session show FILE --reveal-seed` at game end
cli-verify-ok = ok: { $n } app dice match the seed (commitment { $commitment })

## The log.
cli-kept-die = { $face } (kept from die #{ $die })
cli-log-dice = dice [{ $faces }]
cli-not-played = not played: { $why }
cli-undone = undone
cli-sealed = sealed
cli-physical-die-legend = (* = a physical die typed at the table)
cli-tables-step = table change

## gunbai games, session score.
cli-games-scenario = scenario { $id }: { $title }
cli-games-procedure = resolve { $id } [{ $keys }]: { $title } ({ $rule })
cli-games-actions = actions: { $names }
cli-yes = yes
cli-no = no
cli-none = none

## gunbai tables check.
cli-check-ok = ok: { $game } ({ $details })
cli-check-files = { $n ->
        [one] 1 file
       *[other] { $n } files
    }
cli-check-yours = yours: { $files }
cli-check-placeholders = placeholders: { $tables }
cli-check-no-games = { $dir }: no game folders found (expected one of: { $games })
cli-check-problems = tables check: { $n ->
        [one] 1 problem
       *[other] { $n } problems
    } in the table files (each on its line above); play refuses these files until they are fixed

## session score in a language other than English: the game's status.
cli-status-pair = { $label }: { $value }
cli-status-phase = phase: { $phase }
cli-status-winner = winner: { $winner }

## gunbai serve (issue 24): phones at the table.
cli-serve-seat = seat { $seat }: { $url }
cli-serve-table = table view: { $url }
cli-serve-local = Listening on this computer only ({ $addr }); to let phones on your network connect, run again with --listen 0.0.0.0:PORT.
cli-serve-network = Listening on every network interface ({ $addr }), as asked: any device on this network can reach the server; each seat's address is its key, give it only to that player.
cli-serve-stop = The server runs until you stop it (Ctrl+C); the session file is written after each entry.
cli-serve-no-seats = This session has no seats to invite (the game names no players); the table view still works.
cli-serve-bad-listen = --listen: expected ADDRESS:PORT (e.g. 0.0.0.0:8080), got "{ $got }"
cli-serve-failed = the server could not start: { $detail }
