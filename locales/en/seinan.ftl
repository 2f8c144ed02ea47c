# Gunbai — seinan words (en). Ids start with "seinan-". Names stay in their own script.

## Sides, phases and the status bar
seinan-side-saigo = 西乡军
seinan-side-government = 明治政府军
seinan-phase-march = March phase (行军)
seinan-phase-combat = Combat phase (战斗)
seinan-phase-reorganisation = Reorganisation phase (再编成)
seinan-game-over = Game over
seinan-status-turn = Turn
seinan-status-player = Player
seinan-status-march-points = March points
seinan-status-pool = Pool
seinan-house-rule = house rule
seinan-winner = { $side } wins: { $reason } ({ $cite })

## Win reasons (rule 8.0; the turn limit is a house rule)
seinan-win-takamori-removed = 西乡隆盛 was removed from the game
seinan-win-holds-castle = Saigo units hold { $place }
seinan-win-holds-both = Saigo units hold both { $first } and { $second }
seinan-win-turn-limit = the turn limit ({ $n }) was reached

## The prompt
seinan-step = Turn { $turn } · { $side } player turn · { $phase }
seinan-step-over = Game over · { $side } wins
seinan-step-battle = battle at { $place } round { $round }
seinan-win-line = { $reason } ({ $cite })
seinan-hint-roll = Roll one die for march points; a 1 counts as 2 (rule 5.0).
seinan-hint-march-left = { $left } of { $points } march points left. a: 1–2 units to an adjacent box · b: 1 unit two boxes · c: 1 unit over an obstacle route. At most { $per_unit } actions per unit.
seinan-hint-hits = { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
} on { $side }: the Saigo player allocates them (rule 6.4).
seinan-hint-attack = { $side } attacks with { $dice } dice, or retreats instead (rules 6.2, 6.3).
seinan-hint-partial-retreat = A retreat may be partial: the Saigo player chooses which units go and where (rule 6.4②).
seinan-hint-siege = Siege of { $place }: one round only (rule 9.1).
seinan-hint-no-battles = No battles left: end the combat phase.
seinan-hint-battles = Battles to fight, in the order { $side } chooses: { $places }
seinan-hint-recovered = Recovery and conscription are done (rule 7.0).
seinan-hint-replacement-open = Replacement: pool { $n } · line to { $place } open on the map
seinan-hint-replacement-cut = Replacement: pool { $n } · line to { $place } cut on the map
seinan-hint-roads-placeholder = (placeholder roads: check your board)
seinan-hint-over-stacked = { $place }: { $n } units, over the limit of { $limit }: { $side } removes { $excess } (rule 5.0(6)).
seinan-hint-stacking-after = Stacking is checked after replacement (rule 7.0 order): removing units ends replacement for this phase.

## Buttons of the prompt
seinan-act-march-roll = Roll march points
seinan-act-march = March
seinan-act-end-march = End march phase
seinan-act-allocate = { $hits ->
    [one] Allocate 1 hit
   *[other] Allocate { $hits } hits
}
seinan-act-attack = { $side } attacks ({ $dice } dice)
seinan-act-retreat = { $side } retreats
seinan-act-battle-at = Battle at { $place }
seinan-act-battle = Battle
seinan-act-end-combat = End combat phase
seinan-act-replace = Replace a pair
seinan-act-remove-excess = Remove excess units
seinan-act-end-turn = End player turn

## Action names (with the rule shown beside them) and the titles of the action list
seinan-label-march-roll = Roll march points
seinan-label-march = March
seinan-label-end-march = End the march phase
seinan-label-battle = Start a battle
seinan-label-attack = Attack
seinan-label-allocate = Allocate hits
seinan-label-retreat = Retreat
seinan-label-end-combat = End the combat phase
seinan-label-replace = Replacement pair
seinan-label-remove-excess = Remove over-stacked units
seinan-label-end-turn = End the player turn
seinan-title-attack = Attack (one die per unit)
seinan-title-retreat = Retreat instead of attacking

## Why an action is not allowed now
seinan-no-game-over = the game is over
seinan-no-not-march = only in the march phase
seinan-no-rolled = march points are rolled once per player turn
seinan-no-roll-first = roll march points first
seinan-no-points-left = no march points left
seinan-no-not-combat = only in the combat phase
seinan-no-battle-going = finish the current battle first
seinan-no-both-sides = no box holds units of both sides
seinan-no-battle = no battle in progress
seinan-no-allocate-first = the Saigo player must allocate the hits first
seinan-no-retreat-box = no adjacent box is free of enemy units
seinan-no-hits = no hits to allocate
seinan-no-fight-all = every box with both sides must be fought ({ $ruling })
seinan-no-not-saigo-reorg = only in the Saigo player's reorganisation phase
seinan-no-stacking-begun = replacement comes before the stacking check, which has begun
seinan-no-pool-small = the pool needs 2 or more units
seinan-no-stacking-rule = the stacking rule is not in use
seinan-no-not-reorg = checked in the reorganisation phase
seinan-no-over-limit = no box is over the limit
seinan-no-replace-first = finish replacement first: stacking is checked after it ({ $ruling })
seinan-no-phases-first = finish the march and combat phases first
seinan-no-replace-goes-on = once replacement has started it goes on while the pool holds 2 ({ $ruling })
seinan-no-stack-first = remove the units over the stacking limit first

## Refusals of a march (rule 5.0)
seinan-err-march-units = { $max ->
    [one] action { $kind } moves 1 unit, got { $n }
   *[other] action { $kind } moves 1 to { $max } units, got { $n }
}
seinan-err-march-boxes = { $steps ->
    [one] action { $kind } needs 1 box, got { $n }
   *[other] action { $kind } needs { $steps } boxes, got { $n }
}
seinan-err-same-unit = the same unit twice
seinan-err-not-phasing = { $unit } does not belong to the phasing player { $side }
seinan-err-same-box = units marching together must start in the same box ({ $ruling })
seinan-err-stopped = { $unit } entered a box with enemy units and must stop
seinan-err-marched-out = { $unit } already took part in { $n } march actions this turn ({ $ruling })
seinan-err-detachments = two detachments (支队) cannot march together: one must be a main body (本队)
seinan-err-no-road = no road from { $from } to { $to } on the map
seinan-err-obstacle = { $from }–{ $to } is an obstacle route: use march action c
seinan-err-honshu = Saigo units may never enter { $place }

## Refusals in combat (rules 6.0, 9.1)
seinan-err-no-battle-here = { $place } does not hold units of both sides, or was fought already
seinan-err-no-battle-fought = no battle is being fought
seinan-err-not-in-battle = { $unit } is not a { $side } unit in the battle at { $place }
seinan-err-too-many-hits = { $cap ->
    [one] { $unit } cannot take more than 1 hit
   *[other] { $unit } cannot take more than { $cap } hits
}
seinan-err-allocate-exactly = { $needed ->
    [one] allocate exactly 1 hit, got { $n }
   *[other] allocate exactly { $needed } hits, got { $n }
}
seinan-err-not-adjacent = { $to } is not adjacent to { $place }
seinan-err-retreat-honshu = Saigo units may not retreat into { $place }
seinan-err-enemy-there = { $place } holds enemy units
seinan-err-unit-box = expected unit=box, got { $text }
seinan-err-not-retreating = { $unit } is not a { $side } unit in the battle at { $place }: only the retreating side's units there retreat
seinan-err-listed-twice = { $unit } is listed twice
seinan-err-breakout-unit-alone = the unit breaking out goes with the 鹿儿岛 breakout: choose the breakout too
seinan-err-evict-alone = where government units go goes with the 鹿儿岛 breakout: choose the breakout too
seinan-err-breakout-side = only the Saigo side can break out to 鹿儿岛
seinan-err-breakout-used = the 鹿儿岛 breakout is once per game and was used
seinan-err-breakout-takamori = 西乡隆盛 must be in the battle to break out ({ $ruling })
seinan-err-breakout-himself = the unit breaking out with 西乡隆盛 is one other Saigo unit, not 西乡隆盛 himself
seinan-err-breakout-saigo = { $unit } is not a Saigo unit in the battle at { $place }
seinan-err-breaks-out = { $unit } breaks out to { $place }; it cannot also retreat elsewhere
seinan-err-where-to = name where the units go: a box for the whole side, or unit=box for some (rule 6.4②)
seinan-err-evict-box = { $to } is not adjacent to { $place } or holds Saigo units ({ $ruling })
seinan-err-nobody-to-evict = no government units in { $place } to push out

## Refusals in reorganisation (rules 7.0, 5.0(6))
seinan-err-line-cut = 西乡隆盛's line to { $place } is cut by government units ({ $ruling })
seinan-err-two-different = choose two different pool units
seinan-err-not-in-pool = { $unit } is not in the replacement pool
seinan-err-takamori-off-map = 西乡隆盛 is not on the map
seinan-err-name-removals = name the units to remove, one per unit over the limit
seinan-err-takamori-stacking = 西乡隆盛 may not be removed for stacking ({ $ruling })
seinan-err-not-on-map = { $unit } is not on the map (listed twice?)
seinan-err-not-phasing-side = { $unit } is not a unit of the phasing side
seinan-err-down-to-limit = { $done ->
    [one] only the excess is removed: { $place } is down to the limit of { $limit } after 1 removal
   *[other] only the excess is removed: { $place } is down to the limit of { $limit } after { $done } removals
}
seinan-err-not-over = { $place } is not over the limit of { $limit }

## Names typed by the players
seinan-err-no-unit = no unit named { $name }
seinan-err-no-box = unknown box { $name }; boxes: { $boxes }

## Set-up refusals (rule 3.0)
seinan-err-setup-honshu = Saigo units may never be in { $place } (rule 2.4(4))
seinan-err-setup-government = government units set up in { $place } (rule 3.0(1)); the Saigo army starts apart from them
seinan-err-setup-no-box = unknown town box { $name }
seinan-err-setup-options = these set-up options cannot be read: { $text }
seinan-err-scenario = expected 1877, got { $text }
seinan-err-players = expected 2 players, got { $n }
seinan-err-setup-not-saigo = { $unit } is not a Saigo army unit (rule 3.0(2) places only those freely)
seinan-err-placed-twice = { $unit } is placed twice
seinan-err-setup-wins = Saigo units set up in both { $first } and { $second } would win at once (rule 8.0(1)); choose other boxes

## A saved or edited state that cannot be right
seinan-bad-turn = expected a turn from 1 to { $limit }, got { $n }
seinan-bad-counter = { $unit } is not a counter of this game
seinan-bad-twice = { $unit } appears twice
seinan-bad-kind = { $unit } has the wrong kind
seinan-bad-main-body = { $unit } has the wrong main-body mark
seinan-bad-no-reverse = { $unit } has no reverse face
seinan-bad-not-samurai = { $unit } is not a samurai unit
seinan-bad-box = { $unit } is in box { $place }, which is not on the map
seinan-bad-honshu = { $unit }: Saigo units may never be in { $place } (rule 2.4)
seinan-bad-off-map = { $unit } cannot be off the map (rules 2.2, 6.2)
seinan-bad-pool = { $unit } never goes to the replacement pool (rule 9.3)
seinan-bad-missing = { $unit } is missing
seinan-bad-points = march points must be 1 to 6, got { $n }
seinan-bad-not-unit = { $name } is not a unit
seinan-bad-marched = { $unit } marched { $n } times (rule 5.0: at most 2)
seinan-bad-not-box = { $name } is not on the map
seinan-bad-round = round { $n } is out of range
seinan-bad-pending = { $n } pending hits is more than every step on the map
seinan-bad-spent = more march points spent than rolled
seinan-bad-no-winner = 西乡隆盛 is out of the game but no winner is recorded (rule 8.0)
seinan-bad-replaced = { $n } replacement pairs is more than there are units

## Log lines
seinan-log-end-march = { $side } ends the march phase (rule 4.0)
seinan-log-end-combat = { $side } ends the combat phase (rule 4.0)
seinan-log-end-turn = { $side } ends the player turn (rule 4.0)
seinan-log-stopped-early = stopped at { $place }: enemy units (rule 5.0); the second step is lost
seinan-log-march = { $unit }: { $from } → { $path } (march { $kind }, rule 5.0)
seinan-log-enemy-stop = enemy units in { $place }: the marching units stop (rule 5.0)
seinan-log-siege-begins = Siege of { $place } begins (rule 9.1)
seinan-battle-begins = Battle at { $place } begins (rule 6.1)
seinan-log-hits-mismatch = { $needed ->
    [one] the hits given beforehand ({ $given }) do not match the 1 hit to allocate: the Saigo player allocates it now (rule 6.4①)
   *[other] the hits given beforehand ({ $given }) do not match the { $needed } hits to allocate: the Saigo player allocates them now (rule 6.4①)
}
seinan-log-hits-lost = { $n ->
    [one] 1 hit more than the stack can take is lost ({ $ruling })
   *[other] { $n } hits more than the stack can take are lost ({ $ruling })
}
seinan-log-no-fallback = { $line }: { $place } holds government units ({ $ruling })
seinan-log-falls-back = { $unit } falls back from { $from } to { $to } (rule 9.1(3))
seinan-log-returns = { $unit } returns to { $place } face-up: the castle held (rule 9.1(4))
seinan-log-round = round { $round } at { $place } (rule 6.1)
seinan-log-battle-over = the battle at { $place } is over (rule 6.1)
seinan-log-retreats = { $unit } retreats from { $from } to { $to } (rule 6.3)
seinan-log-breaks-out = { $unit } breaks out to { $place } (rule 6.4, once per game)
seinan-log-pushed-out = { $unit } is pushed out of { $from } to { $to } (rule 6.4, { $ruling })
seinan-log-garrison-leaves = the garrison leaves { $place } ({ $ruling })
seinan-log-partial-retreat = { $n ->
    [one] partial retreat: 1 { $side } unit stays at { $place } and fights on; no attack this step (rule 6.4②)
   *[other] partial retreat: { $n } { $side } units stay at { $place } and fight on; no attack this step (rule 6.4②)
}
seinan-log-recovers = { $unit } recovers to full strength (rule 7.0(1))
seinan-log-joins = { $unit } joins the Saigo army in { $place } (rules 7.0(2), 9.2)
seinan-log-replaced = { $unit } returns to { $place } face-up; { $removed } is removed from the game (rule 7.0(3))
seinan-log-stacking = Stacking: { $line }
seinan-log-eliminated-honshu = { $unit } is eliminated to { $place } (rule { $rule })
seinan-log-eliminated-pool = { $unit } is eliminated to the replacement pool (rule { $rule })
seinan-log-takamori-removed = { $unit } is removed from the game (rules { $rule }, 9.3)
seinan-log-flipped = { $unit } is flipped to its reduced side (rule 6.2)
seinan-log-march-roll = March roll { $face } → { $points } march points (rule 5.0)
seinan-log-attack = { $hits ->
    [one] { $side } attack, { $dice } dice [{ $faces }]: 1 hit on 4–6 (rule 6.2)
   *[other] { $side } attack, { $dice } dice [{ $faces }]: { $hits } hits on 4–6 (rule 6.2)
}
seinan-log-siege-whole = siege of { $place }: each government hit removes a whole Saigo unit (rule 9.1)
seinan-log-line-cut = The line to 鹿儿岛 is cut: no replacements (rule 7.0(3))
seinan-log-pairs = { $n ->
    [one] 1 pair: 1 placed with 西乡隆盛, 1 removed from the game (rule 7.0(3))
   *[other] { $n } pairs: { $n } placed with 西乡隆盛, { $n } removed from the game (rule 7.0(3))
}
seinan-log-victory-castle = Victory check: 西乡军 (Saigo units in { $place }; rule 8.0)
seinan-log-victory-both = Victory check: 西乡军 (Saigo units in { $first } and { $second }; rule 8.0)
seinan-log-victory-takamori = Victory check: 明治政府军 (西乡隆盛 removed; rule 8.0)
seinan-log-victory-none = Victory check: none (no condition met; rule 8.0)
seinan-mod-one-is-two = a 1 counts as 2

## Undo: what to change on the table
seinan-place-pool = the replacement pool
seinan-place-removed = out of the game
seinan-undo-move = move { $unit } from { $from } back to { $to }
seinan-undo-flip-reduced = flip { $unit } back to its reduced side
seinan-undo-flip-full = flip { $unit } back to full strength
seinan-undo-neutral = turn { $unit } back to its neutral (中立) side
seinan-undo-track = set the track back to turn { $turn }, { $side } player turn, { $phase }
seinan-undo-forget-roll = forget the march roll (march points not rolled yet)
seinan-undo-points = march points back to { $n }
seinan-undo-undecided = the game is no longer decided

## The listing of the state
seinan-show-over = 西南战争 1877 · game over after turn { $turn }
seinan-show-winner = WINNER: { $side } — { $reason } ({ $cite })
seinan-show-head = 西南战争 1877 · turn { $turn } · { $side } player turn · { $phase }
seinan-show-march = march points: { $left } of { $points } left
seinan-show-battle = battle at { $place } round { $round } ({ $side } attacks)
seinan-show-box = { $place }: { $units }
seinan-show-pool = replacement pool ({ $n }): { $units }
seinan-show-gone = out of the game: { $units }
seinan-show-breakout-used = Kagoshima breakout: used
seinan-show-breakout-open = Kagoshima breakout: available
seinan-show-roads = roads: placeholders from Kyushu's geography (the rules print none); check them against your board and correct them under Tables
seinan-mark-flipped = (flipped)
seinan-mark-neutral = [中立]
seinan-mark-joined = [{ $side }]

## Pick-lists
seinan-kind-a = a · 1–2 units, one box
seinan-kind-b = b · 1 unit, two boxes
seinan-kind-c = c · 1 unit over an obstacle route
seinan-line-auto = trace it on the map
seinan-line-open = open
seinan-line-cut = cut

## Results
seinan-out-no-hits = no hits
seinan-out-hits = { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
seinan-out-siege-removed = { $n ->
    [one] 1 Saigo unit removed (rule 9.1)
   *[other] { $n } Saigo units removed (rule 9.1)
}
seinan-out-march = { $points } march points
seinan-out-replenish = { $placed } placed with 西乡隆盛 · { $removed } removed · { $remaining } left in the pool
seinan-out-saigo-wins = 西乡军 wins (rule 8.0)
seinan-out-government-wins = 明治政府军 wins (rule 8.0)
seinan-out-no-winner = no winner yet (rule 8.0)
seinan-die-hit = hit: 4–6 (rule 6.2)
seinan-die-miss = miss: 1–3 (rule 6.2)

## Procedures (gunbai resolve) and their inputs
seinan-proc-march = March points
seinan-proc-attack = Attack (one die per unit, 4–6 hits)
seinan-proc-replenish = Replacement from the pool
seinan-proc-victory = Victory check
seinan-dice-one = one d6
seinan-dice-per-unit = one d6 per unit
seinan-dice-none = none
seinan-key-rolling-units = Rolling units
seinan-help-rolling-units = rolling units (西乡隆盛 is not counted)
seinan-key-siege = Siege of 熊本城 (rule 9.1)
seinan-help-siege = a battle in 熊本城 (rule 9.1)
seinan-key-attacking-side = Attacking side
seinan-help-attacking-side = the attacking side (saigo or government)
seinan-key-saigo-units = Saigo units in 熊本城 (siege)
seinan-help-saigo-units = siege: Saigo units in 熊本城 (each government hit removes one; no more can go)
seinan-key-pool = Units in the replacement pool
seinan-help-pool = Saigo units in the replacement pool
seinan-key-line-cut = Line to 鹿儿岛 cut
seinan-help-line-cut = 西乡隆盛's line to 鹿儿岛 is cut
seinan-key-saigo-in = Boxes the Saigo side holds
seinan-help-saigo-in = boxes the Saigo side holds
seinan-key-takamori-removed = 西乡隆盛 removed
seinan-help-takamori-removed = 西乡隆盛 has been removed
seinan-err-victory-honshu = { $place }: Saigo units may never enter { $place } (rule 2.4)

## Inputs of the actions
seinan-key-kind = March action
seinan-help-kind = a: 1–2 units one box; b: 1 unit two boxes; c: 1 unit over an obstacle route
seinan-key-units = Units
seinan-help-units = the units marching
seinan-key-to = To (box, or two boxes for b)
seinan-help-to = destination box (action b: both boxes in order)
seinan-key-battle-at = Battle box
seinan-help-battle-at = the box where both sides stand
seinan-key-allocate = Hits go to (optional, one unit per hit)
seinan-help-allocate = optional: the Saigo player's allocation of the hits, one unit per hit
seinan-key-allocate-units = One unit per hit
seinan-help-allocate-units = one unit per hit (a unit may take two)
seinan-key-retreat-to = Whole side retreats to
seinan-help-retreat-to = box the whole side retreats to (a unit given its own box goes there); leave it empty to retreat only the units given their own box
seinan-key-moves = Units that retreat (unit=box)
seinan-help-moves = each retreating unit with its box (unit=box); with no whole-side box, only these units retreat and the others fight on (rule 6.4②)
seinan-key-breakout = Kagoshima breakout
seinan-help-breakout = use the once-per-game 鹿儿岛 breakout (rule 6.4)
seinan-key-breakout-unit = Unit breaking out with 西乡隆盛
seinan-help-breakout-unit = the Saigo unit that breaks out with 西乡隆盛
seinan-key-evict-to = Government units in 鹿儿岛 go to
seinan-help-evict-to = where government units in 鹿儿岛 go
seinan-key-keep = Placed with 西乡隆盛
seinan-help-keep = pool unit placed with 西乡隆盛
seinan-key-remove = Removed from the game
seinan-help-remove = pool unit removed from the game
seinan-key-line = Line to 鹿儿岛
seinan-help-line = 西乡隆盛's line to 鹿儿岛 (auto = trace it on the map)
seinan-key-remove-units = Units removed (chosen by the opponent)
seinan-help-remove-units = units the opposing player removes

## Set-up options
seinan-key-command-rule = Command system (optional rule 10.1)
seinan-help-command-rule = optional rule 10.1: the command system (main body / detachment)
seinan-key-stacking = Stacking limit { $limit } (rule 5.0(6))
seinan-help-stacking = suggested stacking limit of { $limit } units per side per box (rule 5.0(6)); { $ruling }: no limit in 本州, where eliminated government units gather
seinan-key-turn-limit = Turn limit (house rule, 0 = none)
seinan-help-turn-limit = house rule: the government wins after this turn (0 = no limit)
seinan-key-group1 = Box of Saigo group ① (rule 3.0(2))
seinan-help-group1 = box of Saigo group ① (6番大队, 7番大队; the rules leave it to the player: 鹿儿岛 if empty)
seinan-key-group2 = Box of Saigo group ② (rule 3.0(2))
seinan-help-group2 = box of the other Saigo units and 西乡隆盛 (鹿儿岛 if empty)
seinan-key-placement = Place single Saigo units (unit=box)
seinan-help-placement = place single Saigo units, unit=box (overrides the group boxes; rule 3.0(2) 任意)

## Scenario and set-up checklist
seinan-scenario-title = 西南战争 1877
seinan-scenario-blurb = The whole rebellion; no turn limit unless you set one.
seinan-scenario-neutral = 不平士族 counters neutral side up (中立); replacement pool empty (rule 3.0)
seinan-check-head = Set up (rule 3.0): every counter on its full-strength side, box by box:
seinan-check-side = { $place }: { $side } { $units }
seinan-check-neutral = { $place }: { $units }, neutral side up (中立, rule 9.2)
seinan-check-pool = Replacement pool (西乡军补充区域) empty; 鹿儿岛 breakout not used (rule 3.0, 6.4)
seinan-check-turn = Turn marker on turn 1, { $side } player first (rule 4.0)
seinan-check-command = Optional rule 10.1 in use: two detachments (支队) never march together; keep main bodies (本队, ★) apart
seinan-check-stacking = Stacking limit { $limit } units per side per box in use (rule 5.0(6)); { $ruling }: no limit in 本州, where eliminated government units gather
seinan-check-turn-limit = House rule: 明治政府军 wins after turn { $n } unless 西乡军 has won

## Legend of the panel
seinan-legend-takamori = 西乡隆盛 himself
seinan-legend-main-body = main body (本队), rule 10.1
seinan-legend-flipped = flipped to its reduced side after a hit (rule 6.2)
seinan-legend-neutral = 不平士族 still neutral: no effect until it joins (rule 9.2)
seinan-legend-chips = counters of 西乡军 / 明治政府军 / neutral 不平士族; a chip on a box shows how many are there
seinan-legend-road = road between two boxes (rule 2.4)
seinan-legend-obstacle = red dashed line: obstacle route, crossed only by march action c (rule 5.0)
seinan-legend-battle = orange border: the box of the battle being fought (rule 6.1)
seinan-legend-marched = one march action this unit took this turn; at most { $n } (rule 5.0)
seinan-legend-die = this unit rolls one die when its side attacks (rule 6.2)
seinan-legend-next = the side whose attack step comes next (rule 6.1)
seinan-legend-victory = a victory condition met / not met (rule 8.0)

## The board view (panels and sheets draw it)
seinan-view-turn-head = Turn { $turn } · { $side }
seinan-view-phase = Phase
seinan-view-not-rolled = not rolled (rule 5.0)
seinan-view-points-left = left of
seinan-view-spent = spent
seinan-view-used = { $dots } ({ $n } of { $max })
seinan-view-used-max = at most { $n } march actions per unit per turn (rule 5.0)
seinan-view-stopped = stopped (entered an enemy box): { $units }
seinan-view-order = round { $round } · 1. { $first } attacks{ $first_mark } · 2. { $second } attacks{ $second_mark }
seinan-view-dice = dice of { $side }
seinan-view-rolling-units = rolling units
seinan-view-hits-on = each die of { $low }–{ $high } is a hit (rule 6.2)
seinan-view-siege-losses = government losses returned if the castle holds: { $units }
seinan-view-siege = Siege of { $place } (rule 9.1)
seinan-view-battle = Battle at { $place }
seinan-view-map = Map
seinan-view-map-box = map { $place }
seinan-view-pool = Replacement pool: { $n }
seinan-view-pool-help = 西乡军补充区域: replacement takes them in pairs, one placed and one removed (rule 7.0)
seinan-view-victory = Victory (rule 8.0)
seinan-view-cond = { $mark } { $text }
seinan-view-cond-hold = { $side } hold { $place }
seinan-view-cond-both = { $side } hold { $place } (with { $first } → { $side } wins)
seinan-view-cond-castle = { $side } hold { $place } → { $side } wins
seinan-view-cond-takamori = 西乡隆盛 removed → { $side } wins
seinan-view-cond-turn-limit = turn limit { $n } (house rule) → { $side } wins
seinan-view-line = line to { $place }: { $state }
seinan-view-options = options
seinan-view-opt-command = command rule 10.1
seinan-view-opt-stacking = stacking limit { $limit } (rule 5.0(6))

seinan-view-legend = What the marks mean
seinan-view-units-by-box = Units by box

## Gunbai's rulings (numbered as on screen and in the aid)
seinan-ruling-1 = A unit takes part in at most 2 march actions in a player turn (rule 5.0).
seinan-ruling-2 = Units that march together start in the same box (rule 5.0).
seinan-ruling-3 = Every box holding both sides is fought before the combat phase ends (rule 6.1).
seinan-ruling-4 = The Saigo player allocates the hits of both sides; hits beyond what the units there can take are lost (rule 6.4①).
seinan-ruling-5 = The 鹿儿岛 breakout needs 西乡隆盛 in the battle; government units in 鹿儿岛 move to an adjacent box without Saigo units, or to 本州 if there is none (rule 6.4③).
seinan-ruling-6 = 西乡隆盛's line to 鹿儿岛 is a chain of roads through boxes without government units; neutral samurai do not cut it and 本州 is never part of it (rule 7.0(3)).
seinan-ruling-7 = Once replacement has started it goes on while the pool holds 2 units and the line is open; a samurai comes back on its 西乡军 side (rule 7.0(3)).
seinan-ruling-8 = In the 熊本城 siege, Saigo units that cannot fall back to 熊本 (government units there) are eliminated; a garrison that leaves the castle gives it up (rule 9.1).
seinan-ruling-9 = The optional turn limit is a house rule: if 西乡军 has not won by the end of that turn, 明治政府军 wins (the rules set no limit).
seinan-ruling-10 = Stacking is checked after recovery, conscription and replacement; 西乡隆盛 is never removed for stacking (rule 5.0(6)).
seinan-ruling-11 = No stacking limit in 本州, where eliminated government units gather (rule 5.0(6)).

# On the table now (issue 25): forward words for what the players do after an action.
seinan-now-move = move { $unit } from { $from } to { $to }
seinan-now-to-pool = take { $unit } off { $from } and put it in the replacement pool
seinan-now-remove = take { $unit } off { $from }: it is out of the game
seinan-now-flip-reduced = flip { $unit } to its reduced side
seinan-now-flip-full = turn { $unit } face up: full strength (rule 7.0(1))
seinan-now-joined = turn { $unit } to its { $side } side: it has joined (rule 7.0(2))
seinan-now-neutral = turn { $unit } to its neutral (中立) side
seinan-now-breakout = the Kagoshima breakout (rule 6.4③) is used: it cannot be used again
seinan-now-over = the game is over: { $side } wins — { $reason } ({ $cite })
seinan-now-track = move the track to turn { $turn }, { $side } player turn, { $phase } (rule 4.0)
seinan-now-points = march points to spend: { $n } (rule 5.0)
seinan-now-nothing = no counter moves: play on as the prompt says
