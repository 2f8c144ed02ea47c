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

## gunbai --help (issue 20): the help of every command. Abouts are cli-about-<command path>, an
## argument's help cli-arg-<command path>-<argument>, the names shown for values cli-value-<name>.
cli-heading-usage = Usage
cli-heading-commands = Commands
cli-heading-arguments = Arguments
cli-heading-options = Options
cli-usage-options = [OPTIONS]
cli-default = [default: { $value }]
cli-help-help = Print help
cli-help-version = Print version
cli-help-subcommand = Print this message or the help of the given subcommand(s)
cli-help-subcommand-commands = Print help for the subcommand(s)
cli-about = 軍配 Gunbai: referee for physical Japanese-history wargames
cli-about-gui = Open the GUI (the default)
cli-about-games = List games, scenarios, procedures and actions with their keys
cli-about-resolve = Resolve one procedure without a session
cli-about-session = Sessions: new, act, undo, redo, show, log, score, verify, restore, import
cli-about-session-new = Start a session file
cli-about-session-act = Submit an action
cli-about-session-undo = Undo the last action, or back to action N
cli-about-session-redo = Redo the last undone action
cli-about-session-show = Show the state and what to do next
cli-about-session-log = Show the actions played so far
cli-about-session-continue = When an action no longer plays as recorded (corrected rules): go on from the last action that does; the later ones stay in the file, not played
cli-about-session-tables = The tables this session plays with: which differ from the current ones (shipped + your copies), and changing them from this point of play on (undo takes a change back)
cli-about-session-score = Show the score
cli-about-session-verify = Re-derive every app die from the seed
cli-about-session-restore = Replace a session file that does not load with its newest good backup (or --from FILE)
cli-about-session-import = Restore a session from a pack-up QR code (or every code of a multi-code sheet: repeat --qr-text or --image, any order)
cli-about-tables = Check table files, or print where user overrides live
cli-about-tables-check = Validate table files: DIR holds `<game>/*.toml` folders (default: the shipped tables plus your overrides)
cli-about-tables-path = Print the folder where your own table copies live
cli-about-print = Print PDFs (aid, counters, cards, packup, calibration)
cli-about-serve = Phones at the table: serve the session to each seat's phone (its private orders) and the table view to any browser, until stopped (Ctrl+C)
cli-arg-lang = The language of every line: zh (中文), en (English) or ja (日本語); default: the environment's LC_ALL, LC_MESSAGES or LANG, else English
cli-arg-resolve-pairs = KEY=VALUE inputs (kebab-case keys)
cli-arg-resolve-rolls = Die faces the players rolled, in the order the procedure uses them (repeat, or 3,5)
cli-arg-resolve-seed = Seed for the dice not given with --roll
cli-arg-resolve-input = The same keys as a JSON object
cli-arg-session-new-options = Optional rules, KEY=VALUE (e.g. command-rule=true)
cli-arg-session-new-keep-undone-dice = Keep undone dice (the default): after an undo, the app's next rolls use the undone faces again, in the order they were rolled, before any new die. Accepted for older scripts
cli-arg-session-new-fresh-dice-after-undo = Roll fresh dice after an undo for the whole session (a choice made at set-up; a single re-roll is `session act --reroll`)
cli-arg-session-act-physical = Physical dice only: refuse instead of rolling app dice for faces not given with --roll
cli-arg-session-act-reroll = After an undo: roll fresh app dice instead of the undone ones (the log marks a re-roll)
cli-arg-session-act-help-action = Submit nothing: list the action's keys with their legal values in this state, and its odds once the keys given (with the values the state fills in) are complete
cli-arg-session-undo-confirm = Confirm undoing past revealed hidden information
cli-arg-session-show-reveal-seed = Reveal the dice seed (journaled)
cli-arg-session-tables-adopt = Take every current table that differs into this session, from now on
cli-arg-session-tables-use-files = Use this TOML file (named like the table file it replaces, e.g. crt.toml) from now on
cli-arg-session-restore-force = Replace the file even though it loads
cli-arg-print-what = aid | counters | cards | packup | calibration
cli-arg-print-counter-mm = Counter size in mm (12.7, 14.3, 15.9, 19 or any size)
cli-arg-print-duplex-offset = Duplex drift of your printer, "X,Y" in mm
cli-arg-print-no-backs = Leave out the back sheets
cli-arg-print-options = Set-up options the material depends on, KEY=VALUE (e.g. card-text=zh for 关原's cards); a session's own options are used first
cli-arg-print-force = Replace an existing PDF of the same name (any other file, a session file above all, is never replaced)
cli-arg-serve-listen = Where to listen. The default is this computer only; 0.0.0.0:PORT lets phones on the network connect (the players' choice)
cli-arg-gui-session = A session file to open at start
cli-arg-games-json = Print JSON instead of text
cli-arg-serve-file = The session file to serve
cli-arg-resolve-game = The game, as `gunbai games` lists it
cli-arg-resolve-procedure = The procedure, as `gunbai games` lists it for the game
cli-arg-resolve-json = Print JSON instead of text
cli-arg-session-new-game = The game, as `gunbai games` lists it
cli-arg-session-new-scenario = The scenario, as `gunbai games` lists it for the game
cli-arg-session-new-players = The number of players, for a game whose player count varies
cli-arg-session-new-seed = Seed of the app's dice (default: a random one, kept in the file)
cli-arg-session-new-out = The session file to write (default: a new file in your sessions folder)
cli-arg-session-new-json = Print JSON instead of text
cli-arg-session-act-file = The session file
cli-arg-session-act-action = The action, as `session show` lists it
cli-arg-session-act-pairs = The action's inputs, KEY=VALUE (kebab-case keys)
cli-arg-session-act-rolls = Die faces the players rolled, in the order the action uses them (repeat, or 3,5)
cli-arg-session-act-json = Print JSON instead of text
cli-arg-session-undo-file = The session file
cli-arg-session-undo-to = Go back to action N: every action after it is undone
cli-arg-session-undo-json = Print JSON instead of text
cli-arg-session-redo-file = The session file
cli-arg-session-redo-json = Print JSON instead of text
cli-arg-session-show-file = The session file
cli-arg-session-show-json = Print JSON instead of text
cli-arg-session-log-file = The session file
cli-arg-session-log-json = Print JSON instead of text
cli-arg-session-continue-file = The session file
cli-arg-session-tables-file = The session file
cli-arg-session-tables-json = Print JSON instead of text
cli-arg-session-score-file = The session file
cli-arg-session-score-json = Print JSON instead of text
cli-arg-session-verify-file = The session file
cli-arg-session-restore-file = The session file
cli-arg-session-restore-from = The file to restore from (default: the newest good backup)
cli-arg-session-import-qr-text = The text of a pack-up code, as a QR reader gives it (repeat for each code of a sheet)
cli-arg-session-import-image = A photo or scan of a pack-up sheet (repeat for several)
cli-arg-session-import-out = The session file to write
cli-arg-tables-check-dir = A folder of table files laid out as `<game>/*.toml`
cli-arg-print-game = The game, as `gunbai games` lists it
cli-arg-print-session = A session to print from (the pack-up sheet prints its state)
cli-arg-print-paper = Paper size: a4 or letter
cli-arg-print-out = The PDF file to write (default: the game and the sheet, in this folder)
cli-arg-print-bleed-mm = Extra artwork beyond each cut line, in mm (0: shared cut lines)
cli-arg-print-scenario = The scenario the sheets are for
cli-value-command = COMMAND
cli-value-action = ACTION
cli-value-addr-port = ADDR:PORT
cli-value-bleed-mm = BLEED_MM
cli-value-counter-mm = COUNTER_MM
cli-value-dir = DIR
cli-value-duplex-offset = DUPLEX_OFFSET
cli-value-file = FILE
cli-value-from = FROM
cli-value-game = GAME
cli-value-image = IMAGE
cli-value-input = INPUT
cli-value-options = OPTIONS
cli-value-out = OUT
cli-value-pairs = PAIRS
cli-value-paper = PAPER
cli-value-players = PLAYERS
cli-value-procedure = PROCEDURE
cli-value-qr-text = QR_TEXT
cli-value-rolls = ROLLS
cli-value-scenario = SCENARIO
cli-value-seed = SEED
cli-value-session = SESSION
cli-value-to = TO
cli-value-use-files = USE_FILES
cli-value-what = WHAT
# A fault in the rules while a command ran (issue 23, hardening).
cli-error-fault = an error inside Gunbai stopped this command; every action saved before it is kept (please report it, with the session file)
