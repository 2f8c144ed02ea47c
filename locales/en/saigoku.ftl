# Gunbai — saigoku words (en). Ids start with "saigoku-". Names stay in their own script.

saigoku-err-last-inning-over = the last Inning is over

saigoku-action-rating = { $name }: action rating { $action } (1..=4)
saigoku-activate = 大内氏 and 益田氏 activate
saigoku-activates = { $name } activates (36.7 (2))
saigoku-activation-inning-d = 大内氏 activation (36.7): Inning { $inning }, d6 { $die } + { $fallen } = { $m }: { $activation }
saigoku-activation-roll-inning-taken-back = the 大内氏 activation roll of Inning { $inning } is taken back
saigoku-activation-roll-made-situation-change = the activation roll is made in the situation-change phase
saigoku-activation-roll-this-inning-was = the activation roll of this Inning was already made
saigoku-activation-trigger = Activation trigger
saigoku-activation-trigger-unit-entered = Activation trigger: an 尼子方 unit entered 周防/長門 (36.7 (2))
saigoku-acts-ops-phase = { $leader } ({ $army }) acts in the { $phase } ops phase
saigoku-adjusted-by-hand = adjusted by hand
saigoku-after-actions-siege-checks = After the actions: siege checks of { $due }
saigoku-agreed-surrender = 20-4 agreed surrender
saigoku-all-besieging-forces-must-be = all besieging forces must be in the castle hex
saigoku-all-damage-taken-as-steps = all the damage is taken as steps: nobody retreats (23-3)
saigoku-alone = alone
saigoku-already-acted-this-phase = { $leader } already acted this phase
saigoku-already-besieging = { $leader } is already besieging
saigoku-already-made-move-before-play = { $leader } already made its move before play (one move of 1 MP)
saigoku-already-made-this-inning = already made this Inning
saigoku-already-name-hex-where-retreat = { $leader } is in { $t } already: name the hex where the retreat ends
saigoku-already-rolled-this-inning = already rolled this Inning
saigoku-already-this-force = { $a } is already in this force
saigoku-appears-twice = { $id } appears twice
saigoku-appears-twice-2 = { $shorten } appears twice
saigoku-appears-twice-3 = { $hex } appears twice
saigoku-apply-by-hand-use-adjust = apply by hand: { $text } (use “{ saigoku-action-adjust }”)
saigoku-are-active-from-now-on = 大内氏 and 益田氏 are active from now on ({ $ruling })
saigoku-are-enemies-outside-any-castle = { $leader } and { $leader2 } are enemies outside any castle in the same hex { $hex } (15-6-2)
saigoku-army-inactive-exempt-option-inactive = { $leader }'s army is inactive and exempt (option “inactive armies skip the supply check”, { $ruling })
saigoku-assault = Assault
saigoku-assault-assaulting-force-has-no = assault (19-3): the assaulting force has no strength left; no assault
saigoku-assault-strength-d-durability = assault (19-3): strength { $strength }, d6 { $die } → { $m }: durability −{ $n }
saigoku-at-durability-becomes-ruin-without = { $name } ({ $hex }) is at durability 0: it becomes a ruin (废城) without owner (8-2-5, 21 (2))
saigoku-at-full-strength = {" "}at full strength
saigoku-at-least-one-force-involved = at least one force involved must be able to act in this stage
saigoku-at-most-retreat-hexes-take = at most 4 retreat hexes: take at least { $damage } as steps
saigoku-attacked-activates-at-once = { $name } is attacked and activates at once (36.7 (2))
saigoku-attacker-defender = attacker − defender
saigoku-attacker-gone = the attacker is gone
saigoku-attacker-roll-field-modifier-difference = attacker's roll: 总大将 field modifier difference
saigoku-attacker-roll-morale-difference = attacker's roll: morale difference
saigoku-attacker-spent-must-retreat-roll = the attacker is spent and must retreat: roll “{ saigoku-action-battle-retreat }” for each force (24-2-6)
saigoku-available = available
saigoku-b-later-demands-against-this = B: −1 to later demands against this castle (20-3 B)
saigoku-back = back to: { $before }
saigoku-back-step = { $ub } back to { $steps ->
    [one] 1 step
   *[other] { $steps } steps
}
saigoku-battle-retreat = battle retreat, 24-3-2
saigoku-battle-retreat-d-retreat-hex = battle retreat (24-3): d6 { $die }: retreat { $hexes ->
    [one] 1 hex
   *[other] { $hexes } hexes
}, lose { $steps ->
    [one] 1 step
   *[other] { $steps } steps
}
saigoku-becomes-castle-replace-castle-marker = { $name } ({ $hex }) becomes a castle of { $army_name }: replace the castle marker
saigoku-becomes-ruin-digest-no-surrender = { $cm } becomes a ruin ({ $ruling }: no surrender roll)
saigoku-belongs-another-army = { $a } belongs to another army
saigoku-belongs-other-side-cannot-be = { $name } belongs to the other side: it cannot be garrisoned
saigoku-besieged-garrison-may-not-replenish = a besieged garrison may not replenish
saigoku-besieges-half-strength = { $l } besieges: half strength { $st } (18-4-2)
saigoku-besieges-where-there-no-enemy = { $leader } besieges in { $hex }, where there is no enemy castle (18-1)
saigoku-besieging-forces-may-not-fight = besieging forces may not fight field battles: lift the siege first
saigoku-besieging-forces-may-not-move = besieging forces may not move: lift the siege first
saigoku-both-garrisoned-besieging = { $leader } is both garrisoned and besieging
saigoku-both-sides-are-spent-each = both sides are spent: each force retreats 1 hex without morale loss; the battle ends (24-2-7)
saigoku-by-level = 35.6 (1) 山吹城 by level
saigoku-c-no-answer-c = C: no answer (20-3 C)
saigoku-cannot-command-units = { $dl } cannot command { $rest } units
saigoku-castle = castle { $hex } { $hex2 }
saigoku-castle-falls = the castle falls (21 (1))
saigoku-castle-level = castle level
saigoku-castle-refused-before-b = castle refused before (B)
saigoku-castle-ruin = the castle is a ruin
saigoku-check-siege-first = check the siege of { $due } first
saigoku-column-applied-as-d-garrison = column 0: { $letter } is applied as D, the garrison withdraws from the ruin ({ $ruling })
saigoku-column-replenishes-only-castle-option = the 本城 column replenishes only the 本城 castle (option “本城 column for the castle only”, { $ruling })
saigoku-column-used-only-at-army = the 本城 column is used only at the army's own 本城 ({ $ruling })
saigoku-commanded-by-superior = { $a } is commanded by a superior ({ $leader })
saigoku-commanded-commander-cannot-command-others = a commanded commander cannot command others
saigoku-commander-detached-from-superior-this = a commander detached from a superior this stage may not replenish ({ $ruling })
saigoku-commands-at-most-units = { $leader } commands at most { $command } units
saigoku-commands-lower-ranks-only = { $dl } commands lower ranks only
saigoku-counterattack = Counterattack
saigoku-counterattack-2 = counterattack
saigoku-counterattack-against-attacking-garrison = counterattack against an attacking garrison
saigoku-counterattack-strength-d-step = counterattack (23-6): strength { $defender_strength }, d6 { $die } → { $m }: { $n ->
    [one] 1 step
   *[other] { $n } steps
}{ $elim }
saigoku-counterattacking-force-as-written-digest = counterattacking force in { $defender_terrain } (as written, { $ruling })
saigoku-dead-every-unit-that-army = 25-2: the 总大将 of { $army } is dead; every unit of that army is removed
saigoku-decisive-battle = Decisive battle
saigoku-decisive-battle-2 = decisive battle
saigoku-decisive-battle-attack = decisive battle (24): { $attackers } attack { $defenders } in { $target }
saigoku-decisive-battle-attacker-d-defender = decisive battle (24-2): attacker d6 { $a } → { $ma }: defender loses { $dd }{ $de }; defender d6 { $b } → { $mb }: attacker loses { $ad }{ $ae }
saigoku-decisive-battle-goes-on-until = a decisive battle goes on until a side retreats (“{ saigoku-action-battle-end }” or the retreat)
saigoku-decisive-battle-led-by = a decisive battle is led by the 总大将
saigoku-defender = defender in { $defender_terrain }
saigoku-defender-attacker = defender − attacker
saigoku-defender-must-take-damage-first = the defender must take the damage first
saigoku-defender-own-castle-hex-decisive = the defender is in its own castle's hex: a decisive battle needs its consent
saigoku-defender-roll-field-modifier-difference = defender's roll: 总大将 field modifier difference
saigoku-defender-roll-morale-difference = defender's roll: morale difference
saigoku-defender-spent-must-retreat-roll = the defender is spent and must retreat: roll “{ saigoku-action-battle-retreat }” for each force (24-2-6)
saigoku-defender-splits-damage-into-steps = the defender splits { $damage } damage into steps and retreat hexes (“{ saigoku-action-take-damage }”, 23-3)
saigoku-defenders-are-gone-combat-ends = the defenders are gone: the combat ends
saigoku-defenders-are-gone-no-retreat = the defenders are gone: no retreat and no pursuit, the combat ends (23-4-1, 23-5)
saigoku-defenders-that-retreated-cannot-counterattack = defenders that retreated cannot counterattack
saigoku-demand-surrender = Demand surrender
saigoku-demanding-force-must-already-be = the demanding force must already be besieging the castle ({ $ruling })
saigoku-desertion = desertion, 14-2-4
saigoku-desertion-limited-steps-option-desertion = desertion limited to 2 steps (option “desertion at most 2 steps”, { $ruling })
saigoku-detach-from-force = { $detach } detach from { $leader }'s force{ $acted }
saigoku-dropped-off-they-have-acted = { $drop } dropped off in { $drop_at } (15-5; they have acted)
saigoku-durability = { $cm } durability { $nd } (14-3-4)
saigoku-durability-3 = { $name } durability { $nd } (8-2-2)
saigoku-durability-4 = { $name } durability { $durability } → { $nd }
saigoku-eliminated = { $rank }{ $name } eliminated ({ $cause })
saigoku-eliminated-but-still-force = { $name } is eliminated but still in a force
saigoku-end-battle = End the battle
saigoku-end-combat = End the combat
saigoku-end-ops-phase = End the ops phase
saigoku-ends-battle-retreats-forces-hex = the { $side ->
    [attacker] attacker
   *[other] defender
} ends the battle and retreats its forces 1 hex without morale loss (24-2-5, { $ruling })
saigoku-enemy-next-garrisoned-no-decisive = the enemy 总大将 next to { $leader } is garrisoned: no decisive battle
saigoku-establish-siege = Establish a siege
saigoku-every-eligible-force-besieging-or = every eligible force is besieging (18-4-1) or held in place (34.7 (2))
saigoku-every-eligible-force-besieging-or-2 = every eligible force is besieging (18-4-1) or garrisoned with no enemy in its hex (23-7)
saigoku-every-force-on-map-traces = Every force on the map traces to its 本城; list those that cannot (garrisons in own castles are exempt).
saigoku-expected-got = { $what }: expected { $lo }..={ $hi }, got { $n }
saigoku-expected-got-2 = expected 1..=4, got { $other }
saigoku-expected-got-3 = expected 1..=4, got { $scenario }
saigoku-expected-got-4 = expected { $ids }, got { $id }
saigoku-expected-got-5 = expected 1..={ $innings }, got { $inning }
saigoku-expected-got-6 = expected 0..=4, got { $stage }
saigoku-expected-hex-number-four-digits = expected a hex number of four digits, column then row, each from 01 (e.g. 3418), got { $v }
saigoku-expected-list-units-got = expected a list of units, got { $other }
saigoku-expected-one = expected one of { $forces }
saigoku-expected-one-got = expected one of { $terrain_names }, got { $terrain }
saigoku-expected-one-got-2 = expected one of { $list }, got { $table }
saigoku-expected-one-got-3 = expected one of { $columns }, got { $column }
saigoku-expected-ouchi-mori-got = expected ouchi|mori, got { $other }
saigoku-expected-true-false = expected true|false
saigoku-expected-whole-number-got = expected a whole number, got { $value }
saigoku-failed-roll-this-phase = { $hex } failed its roll this phase (35.7 ⑦)
saigoku-fallen-castles = fallen 大内方 castles: { $ouchi_fallen } (36.7 (1))
saigoku-fallen-castles-2 = Fallen 大内方 castles
saigoku-fallen-castles-3 = fallen 大内方 castles
saigoku-field-modifier-difference = field modifier difference, { $who }
saigoku-fight-at-least-one-exchange = fight at least one exchange first
saigoku-fight-exchange = Fight an exchange
saigoku-finish-combat-progress-first = finish the combat in progress first
saigoku-flip-back-full-strength = flip { $ub } back to full strength
saigoku-flip-back-reduced-side = flip { $ub } back to its reduced side
saigoku-follow-others-from = { $forces } follow the others from { $from } to { $h } (20-3-2)
saigoku-force-already-acted = { $leader }'s force already acted
saigoku-force-breaks-up-now-stand = { $leader }'s force breaks up: { $members } now stand alone
saigoku-force-falls-below-morale-eliminated = { $leader }'s force falls below morale −4 and is eliminated (10-1-2)
saigoku-force-morale = { $leader }'s force: morale { $morale }
saigoku-force-morale-2 = { $leader }'s force: { $members }; morale { $morale } (13-2-5)
saigoku-force-morale-3 = { $leader }'s force: morale { $m } ({ $cause })
saigoku-force-morale-reduces-result = force morale reduces the result
saigoku-force-moves-mp = { $leader }'s force moves to { $to } ({ $mp } MP){ $garrison }
saigoku-force-placed = { $leader }'s force is placed in { $to }{ $garrisoned }
saigoku-forces-act-only-ops-phase = forces act only in an ops phase
saigoku-forces-sailing-together-this-phase = the forces sailing together this phase end in the same coastal hex: { $h }
saigoku-forces-that-side-besiege-castle = forces of that side besiege the castle: lift the siege first
saigoku-form-force-free-at-set = Form a force (free at set-up)
saigoku-free-sailing = 大内氏 free sailing
saigoku-free-sailing-once-per-game = the free sailing is 大内氏's, once per game
saigoku-free-sailing-unused-again = 大内氏's free sailing is unused again (35.7 ⑥)
saigoku-game-ends-now-record-first = the game ends now: record first who holds 宮之尾城
saigoku-game-ends-with-this-phase = The game ends with this phase: record who holds 宮之尾城 (35.6 (2)).
saigoku-game-over-after-inning = Game over after Inning { $innings }
saigoku-game-over-see-score = The game is over: see the score.
saigoku-garrison = 总大将 in the garrison
saigoku-garrison-2 = 大将 in the garrison
saigoku-garrison-attack-made-by-garrison = a garrison attack is made by a garrison against enemies in its own hex
saigoku-garrison-attacking-own-hex = garrison attacking in its own hex
saigoku-garrison-attacks-only-enemies-own = a garrison attacks only enemies in its own hex (“{ saigoku-key-skirmish-garrison-attack }”)
saigoku-garrison-belongs-another-side-must = the garrison belongs to another side: it must leave the castle first
saigoku-garrison-besieged-castle-there = {" "}and garrison the besieged castle there
saigoku-garrison-commander-cannot-replenish-besieged = a garrison commander cannot replenish a besieged castle
saigoku-garrison-does-not-demand-surrender = a garrison does not demand surrender
saigoku-garrison-does-not-pursue = a garrison does not pursue
saigoku-garrison-field-modifier = garrison field modifier
saigoku-garrison-leaves-name-another-hex = the garrison leaves { $from }: name another hex
saigoku-garrison-may-not-leave-while = a garrison may not leave while enemy units are in the castle hex
saigoku-garrison-offers-open-castle-during = a garrison offers to open the castle during its own siege check
saigoku-garrison-opens-castle-by-agreement = the garrison of { $hex } opens the castle by agreement (20-4)
saigoku-garrison-withdraws-one-hex-others = the garrison withdraws to one hex: the others went to { $h }
saigoku-garrisoned = { $leader } is garrisoned
saigoku-garrisoned-castle-other-side = { $leader } is garrisoned in { $name }, a castle of the other side (16-1-1)
saigoku-garrisoned-force-cannot-assault = a garrisoned force cannot assault
saigoku-garrisoned-forces-take-no-part = garrisoned forces take no part in a decisive battle
saigoku-garrisoned-own-castle-needs-no = { $leader } is garrisoned in its own castle and needs no supply line (16-4)
saigoku-garrisoned-ruin = { $leader } is garrisoned in the ruin { $name } (21-1)
saigoku-garrisoned-which-has-no-castle = { $leader } is garrisoned in { $hex }, which has no castle
saigoku-garrisons-castle = {" "}and garrisons the castle
saigoku-go-supply-check = Go to the supply check
saigoku-has-action-rating-acts-stages = { $leader } has action rating { $rating }: it acts in stages 1–{ $rating } only
saigoku-has-lost-none-forces-outside = { $name } has lost its 本城 { $h }: none of its forces outside its castles can trace (8-3-2)
saigoku-has-steps-but-no-force = { $name } has steps but is in no force on the map
saigoku-have-no-hex-with-friendly = { $left } have no hex with friendly units or a friendly castle to withdraw to: they surrender (20-3-2)
saigoku-held-by = 宮之尾城 is held by: { $side } (35.6 (2))
saigoku-hexes-from-mp-on-hexes = { $h } is { $k } hexes from { $from }: { $mp } MP on hexes reach { $reach ->
    [one] 1 hex
   *[other] { $reach } hexes
} at most
saigoku-holds-enemy-units-garrison-may = { $to } holds enemy units: the garrison may not withdraw there
saigoku-holds-enemy-units-retreat-may = { $to } holds enemy units: a retreat may not enter it
saigoku-holds-enemy-units-that-are = { $to } holds enemy units that are not garrisoned
saigoku-holds-enemy-units-that-are-2 = { $drop_at } holds enemy units that are not garrisoned: nobody is dropped off there
saigoku-holds-neither-friendly-units-nor = { $to } holds neither friendly units nor a friendly castle: the garrison may not withdraw there
saigoku-inactive-again = { $name } is inactive again
saigoku-inflicted-more-may-end-battle = the { $defender ->
    [attacker] attacker
   *[other] defender
} inflicted more and may end the battle (“{ saigoku-action-battle-end }”, 24-2-5), or fight on (“{ saigoku-action-battle-round }”)
saigoku-inning = Inning
saigoku-inning-stage-ops-phase = Inning { $inning } · Stage { $stage } · { $phase } ops phase
saigoku-inning-stage-ops-phase-siege = Inning { $inning } · Stage { $stage } · { $phase } ops phase · siege checks
saigoku-inning-start-stage-situation-change = Inning { $inning } · Start stage · ① situation change
saigoku-inning-start-stage-supply-line = Inning { $inning } · Start stage · ② supply-line check
saigoku-inning-start-stage-supply-done = Inning { $inning } · Start stage · ② supply-line check made · next: stage 1
saigoku-interception = interception
saigoku-interception-strength-d-step = interception (19-2): strength { $garrison_strength }, d6 { $die } → { $m }: { $n ->
    [one] 1 step
   *[other] { $n } steps
}{ $eliminated }
saigoku-killed = 25-2 总大将 killed
saigoku-last-inning-over-score-game = the last Inning is over: score the game (32)
saigoku-leave-for-one-hex-with = { $forces } leave { $from } for one hex with friendly units or a friendly castle; with none, they surrender (20-3-2)
saigoku-leave-ruin-stand-outside-any = { $g } leave the ruin and stand in { $hex } outside any castle: remove the 籠城 marker (21-1 (1))
saigoku-leaving-garrison = , leaving the garrison
saigoku-level-2 = 32.1 level { $level }
saigoku-level-durability-or-morale-out = { $hex }: level, durability or morale out of range
saigoku-level-expected-got = level: expected 0..=3, got { $level }
saigoku-lift-siege = Lift a siege
saigoku-lifts-part-siege = { $l } lifts its part of the siege (18-3-1)
saigoku-loses-step = { $name } loses a step ({ $cause })
saigoku-make-siege-checks-first = make the siege checks first
saigoku-make-supply-check-first = make the supply check first
saigoku-make-supply-line-check-first = make the supply-line check first (“{ saigoku-action-supply-check }”, with an empty list if every force traces)
saigoku-matters-only-scenario = 宮之尾城 matters only in scenario 2
saigoku-may-act = May act: { $may }
saigoku-may-act-more-marked-roster = May act: { $may }, and { $more } more (marked in the roster)
saigoku-may-move-from-now-on = { $u } may move from now on: a 大内方 unit is adjacent (34.7 (2))
saigoku-may-not-join-stacked-with = { $n } may not join: stacked with the 总大将, not garrisoned, besieging (attacker) or acted (24-1-2, 24-1-4, 24-1-6); may: { $may }
saigoku-may-not-move-until-unit = { $name } may not move until a 大内方 unit is adjacent (use “{ saigoku-action-release }”)
saigoku-may-not-sail-this-phase = { $leader } may not sail this phase and has not acted ({ $ruling })
saigoku-missing-expected = missing; expected 1..=4
saigoku-missing-expected-2 = missing; expected { $ids }
saigoku-morale = morale ({ $cause })
saigoku-morale-2 = { $name } morale { $morale } (18-2-2)
saigoku-morale-3 = { $leader }: morale { $morale } (0..=-4)
saigoku-morale-4 = +1 morale
saigoku-morale-already = morale is already 0
saigoku-morale-difference = morale difference, { $who }
saigoku-morale-difference-assaulting-force-castle = morale difference, assaulting force − castle ({ $ruling })
saigoku-morale-difference-besiegers-garrison-sign = morale difference, besiegers − garrison ({ $ruling })
saigoku-morale-difference-demanding-force-castle = morale difference, demanding force − castle
saigoku-morale-difference-garrison-assaulting-force = morale difference, garrison − assaulting force
saigoku-morale-expected = morale: expected -4..=0
saigoku-morale-recovery = Morale recovery
saigoku-morale-recovery-no-supply-led = morale recovery (26-1-2): no supply, led by a { $leader }: d6 { $die } { $ok } { $threshold }: { $recovery }
saigoku-morale-recovery-supplied-without-roll = morale recovery (26-1-1): supplied, +1 without a roll
saigoku-move = Move
saigoku-move-force-back-from = move { $leader }'s force back from { $hex } to { $hex2 }
saigoku-move-inning-marker = move the Inning marker to { $inning }
saigoku-move-inning-marker-back = move the Inning marker back to { $inning }
saigoku-move-mp-before-play-scenario = Move 1 MP before play (毛利氏, scenario 1)
saigoku-mp-needed-allowance-morale-for = { $mp } MP needed, allowance { $allowance } (8 − |morale|; 1 for the set-up move)
saigoku-must-be-one-detached-units = must be one of the detached units
saigoku-must-retreat-hex-es-from = { $leader } must retreat { $hexes ->
    [one] 1 hex
   *[other] { $hexes } hexes
} from { $hex }, and { $to } is not that far: place the force by hand (24-3-1)
saigoku-must-withdraw-one-hex-with = { $left } must withdraw to one hex with friendly units or a friendly castle (20-3-2): place them with “{ saigoku-action-relocate }”
saigoku-name-at-least-one-force = name at least one force
saigoku-name-first-unit-defender-removes = ● : name first the unit the defender removes (23-3-3)
saigoku-named-twice = { $u } is named twice
saigoku-named-twice-2 = { $x } is named twice
saigoku-no-activation = no activation
saigoku-no-army = { $shorten }: no army { $army }
saigoku-no-army-2 = { $hex }: no army { $o }
saigoku-no-castle = no castle in { $hex }
saigoku-no-castle-garrison = no castle in { $to } to garrison
saigoku-no-castle-hex = no castle in hex { $target }
saigoku-no-combat-progress = no combat in progress
saigoku-no-counter = { $shorten }: no counter { $counter }
saigoku-no-damage-defenders-may-counterattack = no damage: the defenders may counterattack (23-6)
saigoku-no-decisive-battle-progress = no decisive battle in progress
saigoku-no-decisive-battle-when-either = no decisive battle when either side is in 山地 or 沼泽
saigoku-no-eligible-commander = no eligible commander (14-1-2)
saigoku-no-eligible-commander-2 = no eligible commander (13-1-1)
saigoku-no-eligible-commander-besieging-castle = no eligible commander is besieging a castle it may still summon (20-1)
saigoku-no-eligible-field = no eligible 总大将 in the field (24-1-1, 24-1-6, 18-4-1)
saigoku-no-eligible-force-has-lost = no eligible force has lost morale (26)
saigoku-no-eligible-force-outside-castle = no eligible force outside a castle stands in an enemy castle hex (17-1-1, 19-1, 20-1-1)
saigoku-no-eligible-force-stands-enemy = no eligible force stands in an enemy castle hex (17-1-1)
saigoku-no-enemy-forces-outside-castle = no enemy forces outside a castle next to { $leader } ({ $hex })
saigoku-no-enemy-outside-castle = no enemy 总大将 outside a castle in { $target }
saigoku-no-enemy-outside-castle-next = no enemy 总大将 outside a castle next to { $leader } ({ $hex })
saigoku-no-force-led-by = no force led by { $target }
saigoku-no-force-led-by-2 = no force led by { $n }
saigoku-no-force-led-by-3 = no force led by { $leader }
saigoku-no-force-left-retreat-decisive = no force is left to retreat: the decisive battle is over (24-2-6, 25-2)
saigoku-no-force-phasing-army-may = no force of the phasing army may act in this stage (12-2-4)
saigoku-no-force-this-army-besieging = no force of this army is besieging
saigoku-no-force-this-army-may = No force of this army may act now.
saigoku-no-joining-defender-besieging = no joining defender is besieging (18-4-2)
saigoku-no-morale-loss-for-this = { $leader }: no morale loss for this retreat (24-2-5, 24-2-7)
saigoku-no-more-surrender-demands-against = A: no more surrender demands against this castle (20-3 A)
saigoku-no-movement-before-play-this = no movement before play in this scenario (only 毛利氏 in scenario 1, 34.7 (1))
saigoku-no-own-or-allied-castle = no own or allied castle in { $to } to garrison
saigoku-no-own-or-allied-castle-2 = no own or allied castle in { $dest } to garrison
saigoku-no-recovery = no recovery
saigoku-no-retreat-roll-due = no retreat roll is due
saigoku-no-river-modifier-garrison-attack = no river modifier: a garrison attack is inside one hex (23-7)
saigoku-no-skirmish-damage-waiting = no skirmish damage is waiting
saigoku-no-skirmish-pursue-from = no skirmish to pursue from
saigoku-no-skirmish-waiting-for-counterattack = no skirmish is waiting for a counterattack
saigoku-no-such-castle = no such castle
saigoku-no-supply-line = no supply line, 11-4-1
saigoku-no-supply-line-no-replacement = no supply line: no replacement
saigoku-no-ungarrisoned-enemy-forces = no ungarrisoned enemy forces in { $target }
saigoku-not = { $a } is not in { $hex }
saigoku-not-active-yet = { $army } is not active yet
saigoku-not-army-scenario = { $id } is not an army of scenario { $id2 }
saigoku-not-besieged-castle-phasing-army = { $hex } is not a besieged castle of the phasing army awaiting its check
saigoku-not-besieged-castle-phasing-army-2 = { $hex } is not a besieged castle of the phasing army
saigoku-not-besieging = { $l } is not besieging
saigoku-not-besieging-2 = { $a } is not besieging { $hex }
saigoku-not-castle = { $h } is not a castle
saigoku-not-castle-list = { $hex } is not in the castle list
saigoku-not-defending-unit = { $u } is not a defending unit ({ $units })
saigoku-not-garrison = { $u } is not in the garrison
saigoku-not-held-place = { $u } is not held in place
saigoku-not-hex-number = { $leader }: { $hex } is not a hex number
saigoku-not-lower-rank-than = { $a } is not of lower rank than { $leader }
saigoku-not-on-map = { $a } is not on the map
saigoku-not-on-retreat-path-from = { $to } is not on the retreat path from { $from }{ $e }
saigoku-not-scenario-this-game = { $scenario } is not a scenario of this game
saigoku-not-subordinate = { $u } is not a subordinate of { $leader }
saigoku-not-subordinate-2 = { $x } is not a subordinate of { $leader }
saigoku-not-unit = { $m } is not a unit
saigoku-not-unit-scenario = { $u } is not a unit of scenario { $id }
saigoku-nothing-change-on-table = nothing to change on the table
saigoku-now-stand-alone-was-taken = { $list } now stand alone: { $a } was taken under { $leader } (13)
saigoku-on-reduced-side = {" "}on its reduced side
saigoku-one-commander-per-castle-per = one commander per castle per stage
saigoku-one-surrender-demand-per-castle = one surrender demand per castle per ops phase
saigoku-one-unit-eliminated = , ● one unit eliminated
saigoku-one-unit-must-be-eliminated = ● : one unit must be eliminated
saigoku-only-after-exchange-one-side = only after an exchange one side won
saigoku-only-commander-or-can-form = only a commander (☆☆ or ☆) can form a force
saigoku-only-commander-replenishes-digest-only = only a commander heading his own force replenishes (14-1-2)
saigoku-only-damage-take = only { $damage } damage to take (23-3)
saigoku-only-forces-may-move-by = only 大内氏 and 毛利氏 forces may move by sea
saigoku-only-has-free-sailing = only 大内氏 has a free sailing (35.7 ⑥)
saigoku-only-have-column-does-not = only 毛利, 大内 and 尼子 have the 本城 column; { $table } does not
saigoku-only-owning-army-commanders-replenish = only the owning army's commanders replenish a castle (allies off, { $ruling })
saigoku-only-player-who-inflicted-more = only the player who inflicted more damage in the last exchange may end the battle
saigoku-only-scenario = only in scenario 1
saigoku-only-scenario-has-activation = only scenario 3 has the 大内氏 activation
saigoku-only-scenario-has-inactive-armies = only scenario 3 has inactive armies
saigoku-open-by-agreement = Open { $name } by agreement (20-4)
saigoku-out-range = { $name }: { $what } { $v } is out of range
saigoku-owner-expected-one-or-none = owner: expected one of { $armies } or none, got { $value }
saigoku-penalty-hexes-but-at-most = { $penalty } penalty hexes but at most { $moved_at_most ->
    [one] 1 hex
   *[other] { $moved_at_most } hexes
} entered on the retreat (23-4-4)
saigoku-penalty-hexes-on-retreat-at = { $penalty } penalty hexes on a retreat of at most { $most_penalty ->
    [one] 1 hex
   *[other] { $most_penalty } hexes
} (23-4-4)
saigoku-place-counters-castle-markers-see = Place the counters and castle markers (see the checklist); form forces in each hex.
saigoku-place-hex-away-without-morale = to place 1 hex away, without morale loss: { $forces }
saigoku-place-withdrawing-garrison-first = place the withdrawing garrison first
saigoku-placeholder-tables-not-yet-printed = ★ placeholder tables (not yet the printed values; strengths, modifiers, ranks, ratings and castle levels may differ): { $ph }
saigoku-pursue = Pursue
saigoku-pursues-along-retreat-path-digest = { $attacker } pursues to { $to } along the retreat path (23-5, { $ruling })
saigoku-pursuit-only-follows-retreat = pursuit only follows a retreat
saigoku-put-b-marker-back-on = put the B marker back on { $cb } (20-3 B)
saigoku-put-back-on-map = put { $ub } back on the map in { $hex }{ $strength }
saigoku-put-castle-marker-back-on = put the { $o } castle marker back on { $cb } ({ $hex })
saigoku-put-marker-back-on = put the 籠城 marker back on { $leader }
saigoku-put-marker-back-on-2 = put the A marker back on { $cb } (20-3 A)
saigoku-put-siege-marker-back-on = put the siege marker back on { $leader } at { $castle }
saigoku-put-siege-marker-on-at = put the siege marker on { $adding } at { $name } ({ $hex }) (17-1-2)
saigoku-rank-expected-busho-taisho-sotaisho = rank: expected busho|taisho|sotaisho, got { $rank }
saigoku-rebuild-force = rebuild { $leader }'s force: { $members }
saigoku-record-who-holds = Record who holds 宮之尾城
saigoku-record-who-holds-first = record who holds 宮之尾城 first
saigoku-regains-step-flip-full-strength = { $u } regains a step: flip to full strength (14-2-4)
saigoku-remaining-damage-ignored = ; remaining damage ignored (23-4-6)
saigoku-remove-b-marker-from-b = remove the B marker from { $cb } (20-3 B)
saigoku-remove-marker-from = remove the 籠城 marker from { $leader }
saigoku-remove-marker-from-2 = remove the A marker from { $cb } (20-3 A)
saigoku-remove-siege-marker-from = remove the siege marker of { $leader } from { $castle }
saigoku-removed-enemy = removed enemy { $rank }
saigoku-reorganisation-action-ops-phase = reorganisation is an action of an ops phase
saigoku-reorganise = Reorganise
saigoku-replacement = Replacement
saigoku-replacement-table-column-d-morale = replacement (14-2): table { $table }, column { $column }, d6 { $die } → { $value }, morale { $morale } → { $steps }{ $desertion ->
    [yes] {" "}(desertion)
   *[other] {""}
}
saigoku-restored-as-castle-place-control = { $cm } is restored as a castle of { $army }: place a control marker (21-1)
saigoku-restored-full-strength-h = { $u } is restored to full strength (20-3 H)
saigoku-retreat = { $alive } retreat{ $garrison } to { $dest }{ $ignored } (23-4)
saigoku-retreat-2 = retreat, 23-4-5
saigoku-retreat-digest = retreat, 23-4-5 ({ $ruling })
saigoku-retreat-hex = Retreat 1 hex: { $f }
saigoku-retreat-hex-enter-hex-where = the retreat of 1 hex: enter the hex where it ends (24-2-5, 24-2-7)
saigoku-retreat-hex-es-enter-where = { $retreat } retreat hex(es): enter where the retreat ends
saigoku-retreat-hex-es-from-cannot = a retreat of { $hexes ->
    [one] 1 hex
   *[other] { $hexes } hexes
} from { $from } cannot end in { $to }
saigoku-retreat-hex-es-from-moves = a retreat of { $hexes ->
    [one] 1 hex
   *[other] { $hexes } hexes
} from { $from } moves one hex further from { $e } with each hex: it cannot end in { $to }
saigoku-retreat-penalty-hexes = retreat penalty hexes, 23-4-4
saigoku-retreat-roll = Retreat roll: { $f }
saigoku-retreating-forces-must-roll-first = the retreating forces must roll first
saigoku-retreats-hex-es = { $leader } retreats { $hexes ->
    [one] 1 hex
   *[other] { $hexes } hexes
} to { $to }
saigoku-retreats-hex-es-from-place = { $leader } retreats { $hexes ->
    [one] 1 hex
   *[other] { $hexes } hexes
} from { $hex }: place the force by hand (24-3-1)
saigoku-river-between-forces = river between the forces
saigoku-roll = to roll: { $forces }
saigoku-roll-activation = Roll the 大内氏 activation
saigoku-roll-activation-first = roll the activation first
saigoku-roll-activation-first-ouchi-activation = roll the 大内氏 activation first (“{ saigoku-action-ouchi-activation }”)
saigoku-ruin = { $name } is a ruin
saigoku-ruin-again-remove-castle-marker = { $cb } ({ $hex }) is a ruin again: remove its castle marker
saigoku-ruin-cannot-be-besieged-lift = a ruin cannot be besieged: lift the siege first
saigoku-ruin-holds-no-garrison-place = a ruin holds no garrison: place the garrison outside the castle first
saigoku-ruined-castle-cannot-be-besieged = a ruined castle cannot be besieged
saigoku-ruined-expected-true-false-got = ruined: expected true|false, got { $other }
saigoku-sails-with-rest = { $leader } sails with the rest of { $hex } (35.7 ⑥ ⑦)
saigoku-scenario-has-innings-got = scenario { $id } has { $innings } Innings, got { $innings2 }
saigoku-scenario-missing = { $id } of scenario { $id2 } is missing
saigoku-scenario-offers-got = scenario { $id } offers { $victory }, got { $victory2 }
saigoku-score = score (32): { $summary }
saigoku-sea-movement-already-launched-from = sea movement already launched from { $h } this phase
saigoku-sea-movement-exists-only-scenario = sea movement exists only in scenario 2
saigoku-sea-movement-uses-one-free = sea movement (35.7 ⑥): 大内氏 uses its one free sailing
saigoku-set-by-hand = { $target }: { $field } set to { $value } by hand
saigoku-set-durability-back = set { $cb } ({ $hex }) durability back to { $durability }
saigoku-set-fallen-castle-counter-back = set the 大内方 fallen-castle counter back to { $ouchi_fallen } (36.7 (1))
saigoku-set-morale-back = set { $leader }'s morale back to { $morale }
saigoku-set-morale-back-2 = set { $cb } morale back to { $morale }
saigoku-set-up-reorganisation-free = set-up reorganisation is free (33.2 (2))
saigoku-set-up-scenario = Set-up · scenario { $scenario }
saigoku-side-not-scenario = side '{ $side }' is not in scenario { $id }
saigoku-side-not-scenario-sides = side '{ $side }' is not in scenario { $id } (sides: { $sides })
saigoku-side-ops-phase-replacement-table = { $id }: side, ops phase and replacement table are those of scenario { $id2 } ({ $side }, { $phase }, { $table })
saigoku-siege-check = Siege check: { $name } ({ $h })
saigoku-siege-check-garrison-unit-limit = siege check (18-2): { $garrison_units ->
    [one] 1 garrison unit
   *[other] { $garrison_units } garrison units
}, limit { $limit } → row { $row }; d6 { $die } → { $outcome }
saigoku-siege-checks-come-after-phasing = siege checks come after the phasing army's actions (“{ saigoku-action-advance }” first)
saigoku-siege-ends-castle-garrison-morale = the siege of { $name } ({ $hex }) ends; castle and garrison morale back to 0 (18-3-2)
saigoku-siege-requirement-level-needs-strength = siege requirement (18-1): level { $level } needs strength { $required }; besiegers have { $strength }: { $besiege ->
    [yes] siege may be established
   *[other] too weak to besiege
}
saigoku-siege-result = siege result, 18-2-2
saigoku-skirmish = Skirmish
saigoku-skirmish-2 = skirmish
saigoku-skirmish-ends = the skirmish ends
saigoku-skirmish-strength-d-damage = skirmish (23-2): strength { $attacker_strength }, d6 { $die } → { $m }: damage { $n }{ $elim }
saigoku-stage = Stage
saigoku-start-inning = Start Inning 1
saigoku-start-stage = Start stage 1
saigoku-starts-which-has-no-castle = { $u } starts in { $hex }, which has no castle (33.2 (2))
saigoku-step-result-are-lost = { $budget ->
    [one] 1 step of the result is lost
   *[other] { $budget } steps of the result are lost
} (14-2-6)
saigoku-steps-at-most = { $name }: { $steps } steps (at most 2)
saigoku-steps-expected = steps: expected 0..=2
saigoku-still-retreat = { $alone } still retreat (24-3-1)
saigoku-strategic-movement-needs-morale = strategic movement needs morale 0
saigoku-strategic-movement-needs-supply-line = strategic movement needs a supply line at the start
saigoku-strategic-movement-never-adjacent-enemy = strategic movement: never adjacent to enemy units or castles on the way (15-3-1)
saigoku-strength-below-siege-requirement = strength { $adding } is below the siege requirement { $required }
saigoku-strength-below-siege-requirement-2 = strength { $added } is below the siege requirement { $required }
saigoku-supply-check-every-force-traces = supply check (11-3-1): every force traces its supply line
saigoku-supply-check-inning-taken-back = the supply check of Inning { $inning } is taken back
saigoku-supply-line-check = Supply-line check
saigoku-supply-line-check-made-start = the supply-line check is made in the start stage
saigoku-supply-line-check-this-inning = the supply-line check of this Inning was already made
saigoku-surrender = surrender { $letter } (20-3)
saigoku-surrender-demand-needs-force-led = a surrender demand needs a force led by a commander
saigoku-surrender-demand-was-made-against = a surrender demand was made against this castle this phase: no assault ({ $ruling })
saigoku-surrender-durability-d = surrender (20-2): durability { $durability }, d6 { $die } → { $m }: { $letter } { $letter2 }
saigoku-surrender-h = surrender H (20-3-2)
saigoku-take-damage = Take the damage
saigoku-take-damage-steps-first-rest = { $defenders } take { $damage } damage{ $eliminate }: steps first, the rest as retreat hexes (max 4)
saigoku-target-must-be-adjacent-hex = the target must be an adjacent hex ({ $target } is not next to { $hex })
saigoku-terrain = terrain ({ $terrain })
saigoku-that-army-already-active = that army is already active
saigoku-that-castle-friendly = that castle is friendly
saigoku-these-losses-leave-no-defending = these losses leave no defending unit: nobody retreats (23-4-1)
saigoku-they-count-as-having-acted = {" "}(they count as having acted, 13-2-4)
saigoku-this-castle-answered-no-more = this castle answered A: no more demands
saigoku-this-castle-was-assaulted-this = this castle was assaulted this phase: a demand would forbid that assault
saigoku-this-commander-was-under-superior = this commander was under a superior at the start of the phase
saigoku-two-forces = { $m } is in two forces
saigoku-under-name-force-by-leader = { $leader } is under { $leader2 } — name the force by its leader
saigoku-ungarrisoned-enemy-forces-stand-pursuit = ungarrisoned enemy forces stand in { $to }: the pursuit stops before it
saigoku-ungarrisoned-enemy-forces-still-stand = ungarrisoned enemy forces still stand in { $from }: no pursuit
saigoku-unknown-army = unknown army
saigoku-unknown-option-valid-victory-ungarrisoned = unknown option; valid: victory, { $valid }, ungarrisoned
saigoku-unknown-unit = unknown unit
saigoku-unknown-unit-2 = unknown unit { $a }
saigoku-unknown-unit-3 = unknown unit { $u }
saigoku-unknown-unit-4 = unknown unit { $target }
saigoku-used = used
saigoku-victory = Victory
saigoku-was-destroyed = { $army } was destroyed
saigoku-withdraw = { $left } withdraw to { $to }{ $there } (20-3-2)
saigoku-withdraw-2 = Withdraw: { $f }

## Written by hand
saigoku-outcome-interception = interception: { $part }
saigoku-outcome-attacker = attacker { $part }
saigoku-outcome-defender = defender { $part }
saigoku-outcome-no-durability-loss = no durability loss
saigoku-outcome-durability-loss = durability −{ $n }
saigoku-outcome-one-unit-removed = ● one unit removed
saigoku-outcome-steps-lost = { $n ->
    [one] −1 step
   *[other] −{ $n } steps
}
saigoku-outcome-steps = steps { $n }
saigoku-outcome-retreat-hexes = { $n ->
    [one] retreat 1 hex
   *[other] retreat { $n } hexes
}
saigoku-outcome-damage = damage { $n }
saigoku-outcome-morale-up = morale +1
saigoku-outcome-ouchi-activates = 大内氏 activates
saigoku-outcome-may-sail = may sail
saigoku-outcome-enough-to-besiege = enough to besiege
saigoku-outcome-castle-event = castle event
saigoku-outcome-castle-falls = the castle falls
saigoku-outcome-siege-lifted = the siege is lifted
saigoku-outcome-morale = morale { $n }
saigoku-outcome-durability = durability { $n }
saigoku-outcome-no-effect = no effect
saigoku-letter-a = no further demands
saigoku-letter-b = −1 to later demands
saigoku-letter-c = no effect
saigoku-letter-d = the garrison withdraws
saigoku-letter-e = 1 garrison unit lost, the rest withdraw
saigoku-letter-f = 2 garrison units lost, the rest withdraw
saigoku-letter-g = half the garrison units lost, the rest withdraw
saigoku-letter-h = the garrison surrenders
saigoku-surrender-answer = { $letter } { $name }: { $effect }
saigoku-score-named-castle = 32.1 { $name }
saigoku-rank-busho = 武将 (busho)
saigoku-rank-taisho = 大将 (taisho)
saigoku-rank-sotaisho = 总大将 (commander-in-chief)
saigoku-note-1 = Before play starts 毛利氏 may move 1 MP (34.7 (1)).
saigoku-note-2 = 刺贺长信 may not move until a 大内方 unit is adjacent to him; release him with the release action (34.7 (2)).
saigoku-note-3 = 毛利氏 command capacities: 毛利元就 5; 毛利隆元, 吉川元春, 小早川隆景 2; the other 大将 0 (34.7 (3)).
saigoku-note-4 = 毛利隆元, 吉川元春 and 小早川隆景 may command the other 4 大将 (34.7 (4), exception to 9-2-3).
saigoku-note-5 = Victory: higher score under rule 32 (34.6).
saigoku-note-6 = Sides are blank in the source; 毛利方 = 毛利氏 + 吉见正赖, 福屋隆兼, 刺贺长信; 大内方 = 大内氏 + 益田氏 ({ $ruling }).
saigoku-note-7 = Scenario 1 rules (2)–(4) apply: 刺贺长信 immobile, 毛利氏 command capacities, 大将 commanding 大将 (35.7 (1)).
saigoku-note-8 = Sea movement (35.7 (2)): one coastal hex per ops phase; 大内氏 one free sailing per game, then a 6 for each unit that sails; 毛利氏 5–6 once for the hex; forces sailing together end in the same coastal hex.
saigoku-note-9 = Victory (35.6): game = score under 32 with 山吹城 scored by level; historical = 大内方 wins by holding 宮之尾城.
saigoku-note-10 = 大内氏 and 益田氏 may not act until activated (36.7 (1)): each Inning's situation-change phase the 大内方 player rolls on the 大内氏行动判定表, +1 per fallen 大内方 castle.
saigoku-note-11 = Immediate activation (36.7 (2)): a 尼子方 unit entering 周防 or 長門 activates both; attacking a 大内氏 force or castle activates 大内氏; attacking a 益田氏 force or castle activates 益田氏.
saigoku-note-12 = Victory (36.6): game = score under 32; historical = 尼子方 wins by holding 郡山城 (3418) and removing at least 3 of the 5 毛利氏 units.
saigoku-note-13 = 毛利方 sets up first (37.4).
saigoku-note-14 = Victory: higher score under rule 32 (37.5). No special rules are given ({ $ruling }).
saigoku-ruling-1 = Replacement (14-1-2): only a commander heading his own force, not one sitting in a superior's force, may replenish.
saigoku-ruling-2 = A castle ruined at durability 0 has no owner; the surrender roll on column 0 acts on the garrison only, and A–C read as D (21 (2)).
saigoku-ruling-3 = A replacement result below −2 loses that many steps, and every negative final result means desertion (14-2-3, 14-2-4).
saigoku-ruling-4 = The 本城 column serves any replacement by a commander standing in his army's 本城 hex, for the force or the castle (31-1).
saigoku-ruling-5 = After a refused surrender demand no force may assault that castle for the rest of the ops phase (20-1-1).
saigoku-ruling-6 = A force demanding surrender must already be besieging the castle when its action begins (20-1, 17-1-2).
saigoku-ruling-7 = The counterattack terrain modifier is read as written: −1 when the counterattacking force is in 山地 or 沼泽 (23-6-2 (1)).
saigoku-ruling-8 = Pursuit goes up to the number of hexes retreated, along the retreat path; the app records only the final hex (23-5).
saigoku-ruling-9 = The player who ends a decisive battle retreats his forces 1 hex without morale loss, as the text reads (24-2-5).
saigoku-ruling-10 = A retreat rolled after a decisive battle costs −1 morale per hex (23-4-5 applies); forces that did not fight roll each for themselves (24-3).
saigoku-ruling-11 = Allies listed by the scenario may relay each other's supply lines, each tracing to its own 本城; allied castles are not replenished (30-2, 11-1-1, 14-3-2).
saigoku-ruling-12 = Scenario 2 sides, blank in the source: 毛利方 = 毛利氏 with 吉见正赖, 福屋隆兼, 刺贺长信; 大内方 = 大内氏 with 益田氏 (35.3).
saigoku-ruling-13 = Scenario 4 gives no special rules; its doubled section number 37.5 changes nothing.
saigoku-ruling-14 = Every castle of a 大内方 army at set-up that falls, by any cause, adds +1 to the activation roll for good; activation is permanent (36.7 (1)).
saigoku-ruling-15 = Inactive 大内氏 and 益田氏 units take no actions but still defend, intercept, counterattack, undergo siege checks and the supply check (36.7).
saigoku-ruling-16 = Sea movement: 大内氏 rolls once per force, 毛利氏 once per coastal hex; a force that fails does not sail this phase and has not acted (35.7 ⑥⑦).
saigoku-ruling-17 = Hex distances are counted from the hex numbers (column, then row); since the app does not know which columns the map sets half a hex lower, it accepts a move, attack, retreat or pursuit that fits either way (2-1-1).
saigoku-ruling-18 = The roll on column 0 after a castle falls takes the modifiers of a surrender demand (21 (2), 20-2-1).
saigoku-scenario-blurb = { $full_title } — { $date }, { $innings } Innings; { $sides }; victory: { $victory }
saigoku-victory-game = game (score, 32)
saigoku-victory-historical = historical
saigoku-checklist-inning-marker = Inning marker on Inning 1 (of { $innings }, { $rule }).
saigoku-checklist-sets-up-first = { $name } sets up first.
saigoku-checklist-place = { $army } · { $at }: { $units }{ $where_ ->
    [inside] {" "}(inside the castle)
    [outside] {" "}(outside the castle)
   *[none] {""}
}
saigoku-checklist-castle-markers = { $name } castle markers: { $castles }
saigoku-checklist-empty-castles = Castle markers for castles that start without units: from your 保有城一览表 (not in the rule text).
saigoku-checklist-form-forces = Form forces of units in the same hex (free at set-up, 33.2 (2)), then end the set-up step.
saigoku-checklist-hex-distances = Hex distances ({ $ruling }): counted from the hex numbers (column, then row). The app does not know which columns your map sets half a hex lower, so it accepts a move, attack, retreat or pursuit that fits either way and refuses one that fits neither.
saigoku-checklist-choose-victory = Choose the victory condition before play: game or historical ({ $rule }).
saigoku-checklist-victory-chosen = Victory condition chosen: { $victory } ({ $rule }).
saigoku-table-castle-list = castle list (保有城一览表)
saigoku-table-castles = castles (城)
saigoku-table-counters = counter values (单位)
saigoku-table-crt = combat results table (战斗结果表)
saigoku-table-garrison-limit = garrison limit (守城上限)
saigoku-table-ouchi-activation = 大内氏 activation table (大内氏行动判定表)
saigoku-table-replacement-amago = 尼子氏 replacement table (补充表)
saigoku-table-replacement-masuda = 益田氏 replacement table (补充表)
saigoku-table-replacement-minor = minor daimyo replacement table (补充表 中小大名)
saigoku-table-replacement-mori = 毛利氏 replacement table (补充表)
saigoku-table-replacement-ouchi = 大内氏 replacement table (补充表)
saigoku-table-replacement-urakami = 浦上氏 replacement table (补充表)
saigoku-table-scoring = scoring (得分)
saigoku-table-siege-event = castle event table (城内事件表)
saigoku-table-siege = siege results table (包围结果表)
saigoku-table-surrender = surrender demand table (降服劝告表)
saigoku-table-terrain = terrain effects table (地形效果表)
saigoku-table-castle-list-note = One row per castle hex: the castle's level (0–3), the army whose 本城 it is, and the army holding it when each of scenarios 1–4 begins (blank: the castle is not used in that scenario).
saigoku-table-castle-list-rows = castle hex
saigoku-table-castle-list-columns = level, 本城, holder in each scenario
saigoku-table-castles-note = Each castle the scenario set-ups name, by hex, with its durability at the start: 10, except 大内館 at 1 (8-2-1, 31-3).
saigoku-table-castles-rows = castle hex
saigoku-table-castles-columns = name, durability
saigoku-table-counters-note = The values of each counter: rank (☆☆ 总大将, ☆ 大将 or 武将), combat strength on the front and on the reduced back, field modifier, action rating (1–4) and command (how many units it may lead).
saigoku-table-counters-rows = counter
saigoku-table-counters-columns = value
saigoku-table-crt-note = Take the column of the total combat strength and the row of the modified die. - = no effect; a number = that many steps lost; ● = at least one unit is eliminated. A die beyond the rows reads the nearest row; the 0 column serves the interception of an empty castle (19-2-3).
saigoku-table-crt-rows = modified die
saigoku-table-crt-columns = total combat strength
saigoku-table-garrison-limit-note = How many units a castle of each level holds; with more units inside, the siege check reads the over-the-limit row of the siege results table (18-2-1 (1)).
saigoku-table-garrison-limit-rows = castle level
saigoku-table-garrison-limit-columns = most units
saigoku-table-ouchi-activation-note = Roll a die and add 1 for each 大内方 castle that has fallen; read the row of that total in the column of the current Inning. ○ = 大内氏 and 益田氏 become active; blank = not yet (36.7 (1)).
saigoku-table-ouchi-activation-rows = die + fallen castles
saigoku-table-ouchi-activation-columns = Inning
saigoku-table-replacement-note = Roll a die for a commander's force. The column says whether its hex lies in the army's own province or another, and in one of the army's castles or elsewhere (14-2-1, 14-2-2); only 毛利, 大内 and 尼子 have the 本城 column (31-1). A positive value is steps regained, a negative one desertion (14-2-4); low morale then lowers the result (14-2-3).
saigoku-table-replacement-rows = die
saigoku-table-replacement-columns = own or other province × own castle or elsewhere
saigoku-table-scoring-note = Points at the end of the game: each castle a side holds scores by its level, 郡山城 and 山吹城 by their own value instead (32.1); each enemy unit removed scores by its rank (32.2). For the game victory of scenario 2, 山吹城 scores by its level (35.6 (1)).
saigoku-table-scoring-rows = what scores
saigoku-table-scoring-columns = points
saigoku-table-siege-note = Roll a die, unmodified, for a besieged castle; the row depends on whether the garrison is within the garrison limit of the castle's level or over it (18-2-1 (1)). A 1 brings a castle event (castle event table); other results lower morale or durability.
saigoku-table-siege-rows = garrison within or over the limit
saigoku-table-siege-columns = die (unmodified)
saigoku-table-siege-event-note = Roll a die, modified by the besiegers' morale minus the garrison's; the row says what happens in the castle: morale or durability changes, the castle falls to the besiegers, the siege is lifted, or a result the players apply by hand (18-2-1 (3)).
saigoku-table-siege-event-rows = modified die
saigoku-table-siege-event-columns = event
saigoku-table-surrender-note = Take the column of the castle's durability now (the 0 column once it has dropped to 0, 21 (2)) and the row of the modified die; the letter (A–H) is the garrison's answer (20-3).
saigoku-table-surrender-rows = modified die
saigoku-table-surrender-columns = castle durability
saigoku-table-terrain-note = For each terrain: the MP to enter it, the MP in strategic movement (15-2-3), the modifier to an assault roll there (19-3-2 (2)), and its class, which brings the rules' fixed effects: rough, skirmish −1; marsh, skirmish −1, and mountain, skirmish −2, both with a retreat penalty and no decisive battle; peak, no retreat.
saigoku-table-terrain-rows = terrain
saigoku-table-terrain-columns = effect
saigoku-table-word-level = level
saigoku-table-word-home = 本城
saigoku-table-word-name = name
saigoku-table-word-durability = durability
saigoku-table-word-rank = rank
saigoku-table-word-strength = strength
saigoku-table-word-reduced = reduced strength
saigoku-table-word-field = field modifier
saigoku-table-word-action = action rating
saigoku-table-word-command = command
saigoku-table-word-units = units
saigoku-table-word-points = points
saigoku-table-word-effect = effect
saigoku-table-word-morale = morale
saigoku-table-word-event = castle event
saigoku-table-word-fall = the castle falls
saigoku-table-word-lift = siege lifted
saigoku-table-word-hand = by hand
saigoku-table-word-within = within the limit
saigoku-table-word-over = over the limit
saigoku-table-word-mp = MP
saigoku-table-word-strategic-mp = strategic MP
saigoku-table-word-assault-drm = assault modifier
saigoku-table-word-class = class
saigoku-table-word-scenario = scenario { $n }
saigoku-table-word-castle-level = castle level { $level }
saigoku-step-skirmish-damage = skirmish: the defender takes damage
saigoku-step-skirmish-after = skirmish: after the attack
saigoku-step-battle = decisive battle
saigoku-step-withdraw = the garrison withdraws
saigoku-step-battle-over = the decisive battle is over: retreat 1 hex
saigoku-step-battle-retreat = retreat after the decisive battle
saigoku-show-title = 西国之雄 — scenario { $scenario } { $title } · victory: { $victory }
saigoku-show-options = options: { $options }
saigoku-show-army = -- { $name } [{ $phase } phase]{ $state ->
    [inactive] {" "}INACTIVE
    [destroyed] {" "}DESTROYED
   *[active] {""}
} 本城 { $home }
saigoku-show-unit = { $rank }{ $name } { $strength }/{ $steps ->
    [2] full
   *[other] reduced
}{ $immobile ->
    [yes] {" "}immobile
   *[no] {""}
}
saigoku-mark-garrison = 籠城
saigoku-mark-besieging = besieging
saigoku-mark-acted = acted
saigoku-mark-ruin = 废城 (ruin)
saigoku-mark-besieged = BESIEGED
saigoku-show-force = {"  "}{ $hex } · morale { $morale } · strength { $strength } · rating { $rating } · { $marks } · { $units }
saigoku-show-castles = == castles ==
saigoku-show-castle = {"  "}{ $hex } { $name } · level { $level } · durability { $durability }/{ $max } · morale { $morale } · { $marks }
saigoku-show-eliminated = == eliminated ==
saigoku-show-eliminated-unit = {"  "}{ $rank }{ $name } ({ $army }) · { $cause } · Inning { $inning } stage { $stage }
saigoku-option-demand-on-siege-start = surrender demand in the action that starts the siege
saigoku-option-demand-on-siege-start-help = A force may demand surrender in the action that starts its siege (20-1, 17-1-2).
saigoku-option-honjo-column-castle-only = 本城 column for the castle only
saigoku-option-honjo-column-castle-only-help = The 本城 replacement column serves only to replenish the 本城 castle itself (31-1).
saigoku-option-desertion-clamp = desertion at most 2 steps
saigoku-option-desertion-clamp-help = A negative replacement result costs at most 2 steps (14-2-3, 14-2-4).
saigoku-option-inactive-supply-exempt = inactive armies skip the supply check
saigoku-option-inactive-supply-exempt-help = Inactive 大内氏 / 益田氏 forces skip the supply check (36.7).
saigoku-option-allied-castle-replacement = allied castle replacement
saigoku-option-allied-castle-replacement-help = Commanders of an allied army may replenish a castle (30-2, 14-3-2).
saigoku-option-sotaisho-any-loss = any loss of a 总大将 removes his army
saigoku-option-sotaisho-any-loss-help = A 总大将 lost to desertion or to lack of supply also removes his army (25-2).
saigoku-legend-taisho = 大将 (taisho rank)
saigoku-legend-sotaisho = 总大将 (commander-in-chief)
saigoku-legend-full = steps: full strength (2-2-1)
saigoku-legend-reduced = steps: reduced side (2-2-1)
saigoku-legend-morale = morale boxes 0, −1 … −4: the filled one is the force's morale, green at 0 to red at −4; below −4 it is eliminated (10-1-2)
saigoku-legend-durability = castle durability: one box per point, red when a third or less is left; 0 ruins the castle (21)
saigoku-legend-force = a force, in its army's colour
saigoku-legend-colours = army colours: 毛利 gold, 尼子 red, 大内 purple, 益田 blue, 浦上 green, others grey
saigoku-legend-garrison = garrisoned in the castle of its hex (16)
saigoku-legend-home = an army's home castle (8-3)
saigoku-legend-ruin = a ruined castle (21-1)
saigoku-legend-eliminates = in a damage hint: the result also eliminates a unit
saigoku-legend-no-owner = no owner / no 本城
saigoku-legend-struck = struck through: an eliminated unit or a ruined castle
saigoku-winner-tie = a tie (32)
saigoku-winner-score = { $side } wins on score (32)
saigoku-winner-historical = { $side } wins by the historical condition ({ $rule })
saigoku-stage-set-up = set-up
saigoku-stage-start = start
saigoku-setup-victory = Victory condition
saigoku-setup-victory-help = victory conditions: game, or historical (scenarios 2 and 3 only, 35.6 / 36.6)
saigoku-setup-ungarrisoned = Start outside the castle
saigoku-setup-ungarrisoned-help = units in a castle hex that start outside the castle (33.2 (2)); the others start garrisoned
saigoku-what-durability = durability (8-2)
saigoku-what-castle-morale = castle morale (10-4)
saigoku-what-castle-level = castle level (8-1)
saigoku-modifier-of = { $part }: { $label }
saigoku-why-rule = { $why } ({ $rule })
saigoku-castle-fall-roll-modifiers = { $ruling }: the roll on column 0 takes the modifiers of a surrender demand (20-2-1)
saigoku-part-castle-fall = castle fall
saigoku-part-interception = interception
saigoku-to-hex = {" "}to { $hex }
saigoku-sea-movement-ouchi = sea movement (35.7 ⑥): 大内氏 d6 per unit { $faces }: { $sail ->
    [yes] sails
   *[no] may not sail
}
saigoku-sea-movement-d = sea movement (35.7 ⑦): 毛利氏 d6 { $die }: { $sail ->
    [yes] the hex sails
   *[no] may not sail
}
saigoku-ruling-19 = When several armies besiege a castle that falls, the besieging player chooses which receives it; by default the army with the most besieging strength (21 (1)).
saigoku-ruling-20 = The sign of the morale modifier is read so that higher morale helps: besiegers − garrison for the castle event, assaulting force − castle for an assault (18-2-1 (3), 19-3-2 (3)).
saigoku-and-garrison = {" "}and garrison
saigoku-now-step = → { $step }
saigoku-terrain-clear = clear
saigoku-terrain-rough = rough
saigoku-terrain-marsh = marsh
saigoku-terrain-mountain = mountain
saigoku-terrain-peak = peak
saigoku-army-mori = 毛利
saigoku-army-ouchi = 大内
saigoku-army-amago = 尼子
saigoku-army-masuda = 益田
saigoku-army-urakami = 浦上
saigoku-army-minor = minor daimyo
saigoku-view-turn = Turn
saigoku-view-step = Now
saigoku-view-combat = Combat in progress
saigoku-view-inactive = inactive (36.7)
saigoku-view-destroyed = destroyed (25-2)
saigoku-view-morale = morale { $morale }
saigoku-view-unit = strength { $strength } · field { $field } · rating { $action }
saigoku-view-immobile = immobile (34.7 (2))
saigoku-view-strength = { $leader }'s force: strength
saigoku-view-allowance = { $leader }'s force: movement points
saigoku-view-setup-move = move before play
saigoku-view-base-mp = base
saigoku-view-morale-mp = morale
saigoku-view-army = { $name } · { $phase } ops phase · 本城 { $home }
saigoku-view-level = level { $level }
saigoku-view-durability = durability { $durability }/{ $max }
saigoku-view-col-unit = Unit
saigoku-view-col-army = Army
saigoku-view-col-cause = Cause
saigoku-view-col-when = When
saigoku-view-when = Inning { $inning }, stage { $stage }

## Actions, procedures and their keys
saigoku-action-advance = Next step
saigoku-action-ouchi-activation = 大内氏 activation roll (scenario 3)
saigoku-action-activate = Activate 大内氏 / 益田氏 by a trigger (scenario 3)
saigoku-action-supply-check = Supply-line check
saigoku-action-move = Move a force
saigoku-action-siege = Establish a siege
saigoku-action-lift-siege = Lift a siege (fully or partly)
saigoku-action-siege-check = Siege result check
saigoku-action-assault = Assault a castle (with interception)
saigoku-action-surrender = Demand surrender
saigoku-action-skirmish = Skirmish attack
saigoku-action-take-damage = Defender splits skirmish damage
saigoku-action-counterattack = Counterattack
saigoku-action-pursue = Pursue the retreating defender
saigoku-action-end-combat = End the combat
saigoku-action-battle = Start a decisive battle
saigoku-action-battle-round = Decisive battle exchange
saigoku-action-battle-end = End the battle after winning the exchange
saigoku-action-battle-retreat = Retreat roll after a decisive battle
saigoku-action-rally = Morale recovery
saigoku-action-replace = Replacement
saigoku-action-reorganise = Reorganise forces in one hex
saigoku-action-open-castle = The garrison opens the castle by agreement
saigoku-action-miyanoo = Record who holds 宮之尾城 (scenario 2)
saigoku-action-release = Release an immobile unit (scenarios 1–2)
saigoku-action-relocate = Place a force (withdrawal, retreat path, correction)
saigoku-action-adjust = Correct a value by hand (event results, table corrections)
saigoku-err-unknown-action = no action is called “{ $name }”
saigoku-log-inning-starts = set-up done: Inning { $inning } starts
saigoku-log-situation-done = Inning { $inning }: situation change done
saigoku-log-stage-starts = supply-line check done: stage { $stage } starts
saigoku-log-ops-phase-ends = stage { $stage }: { $phase } ops phase ends
saigoku-miyanoo-nobody = nobody
saigoku-adjust-field-steps = steps
saigoku-adjust-field-morale = morale
saigoku-adjust-field-durability = durability
saigoku-adjust-field-castle-morale = castle morale
saigoku-adjust-field-owner = owner
saigoku-adjust-field-level = castle level
saigoku-adjust-field-ruined = ruined
saigoku-key-activate-army = Army activated (36.7 (2))
saigoku-key-activate-army-help = which army the trigger activates
saigoku-key-supply-check-unsupplied = Forces without a supply line (11-3)
saigoku-key-supply-check-unsupplied-help = leaders of the forces that cannot trace a supply line
saigoku-key-move-force = Force
saigoku-key-move-force-help = leader of the moving force
saigoku-key-move-to = Ends in hex
saigoku-key-move-to-help = hex where the force ends (default: where it is)
saigoku-key-move-mp = MP spent on hexes (15)
saigoku-key-move-mp-help = movement points spent on hexes (the app adds 1 per garrison in/out)
saigoku-key-move-strategic = Strategic movement (15-3)
saigoku-key-move-strategic-help = strategic movement (15-3)
saigoku-key-move-supplied = Traces a supply line
saigoku-key-move-supplied-help = the force traces a supply line (needed for strategic movement, 15-3-2)
saigoku-key-move-garrison = Garrison the castle there (16-1)
saigoku-key-move-garrison-help = garrison the castle of the destination hex (16-1)
saigoku-key-move-sea = By sea (35.7 (2))
saigoku-key-move-sea-help = sea movement (scenario 2, 35.7 (2))
saigoku-key-move-free-sea = 大内氏 free sailing (35.7 ⑥)
saigoku-key-move-free-sea-help = 大内氏 uses its one free sailing (35.7 ⑥)
saigoku-key-move-drop = Drop off on the way (15-5)
saigoku-key-move-drop-help = subordinates dropped off on the way, no MP (15-5-1); they count as having acted
saigoku-key-move-drop-at = Dropped off in hex
saigoku-key-move-drop-at-help = hex where they are dropped off (default: where the move starts)
saigoku-key-siege-forces = Besieging forces (18-1)
saigoku-key-siege-forces-help = leaders of the forces that besiege (each uses its action)
saigoku-key-lift-siege-forces = Forces lifting the siege (18-3-1)
saigoku-key-lift-siege-forces-help = leaders of the besieging forces that lift
saigoku-key-siege-check-castle = Besieged castle
saigoku-key-siege-check-castle-help = hex of the besieged castle
saigoku-key-siege-check-withdraw-to = Withdraw to (20-3-2)
saigoku-key-siege-check-withdraw-to-help = hex the garrison withdraws to if the castle falls (20-3-2)
saigoku-key-siege-check-eliminate = Lost first on E/F/G
saigoku-key-siege-check-eliminate-help = garrison units the besieger removes first if the castle is ruined and the roll is E/F/G (21 (2))
saigoku-key-assault-force = Force
saigoku-key-assault-force-help = leader of the assaulting force
saigoku-key-assault-terrain = Terrain
saigoku-key-assault-terrain-help = terrain of the castle hex
saigoku-key-assault-losses = Step losses (in order)
saigoku-key-assault-losses-help = units of the assaulting force in the order they take steps
saigoku-key-assault-siege = Also besiege (17-1-2)
saigoku-key-assault-siege-help = also establish the siege in this action (17-1-2)
saigoku-key-assault-withdraw-to = Withdraw to (20-3-2)
saigoku-key-assault-withdraw-to-help = hex the garrison withdraws to if the castle falls (20-3-2)
saigoku-key-assault-eliminate = Lost first on E/F/G
saigoku-key-assault-eliminate-help = garrison units the assaulting player removes first if the castle is ruined and the roll is E/F/G (21 (2))
saigoku-key-surrender-force = Force
saigoku-key-surrender-force-help = leader of the demanding (besieging) force
saigoku-key-surrender-withdraw-to = Garrison withdraws to (20-3-2)
saigoku-key-surrender-withdraw-to-help = hex the garrison withdraws to (20-3-2)
saigoku-key-surrender-eliminate = Garrison units removed first on E/F/G (20-3)
saigoku-key-surrender-eliminate-help = garrison units the besieger removes first on E/F/G
saigoku-key-surrender-restore = Own units restored on H, in order (20-3 H)
saigoku-key-surrender-restore-help = own units to restore on H, in order
saigoku-key-skirmish-force = Force
saigoku-key-skirmish-force-help = leader of the attacking force
saigoku-key-skirmish-target = Defenders' hex
saigoku-key-skirmish-target-help = hex of the defending forces (adjacent; the own hex for a garrison attack)
saigoku-key-skirmish-terrain = Terrain
saigoku-key-skirmish-terrain-help = terrain of the defender's hex
saigoku-key-skirmish-river = Across a river
saigoku-key-skirmish-river-help = a river hexside lies between the forces
saigoku-key-skirmish-garrison-attack = Garrison attack (23-7)
saigoku-key-skirmish-garrison-attack-help = a garrison attacks enemy forces in its own hex (23-7)
saigoku-key-take-damage-steps = Steps taken, one entry per step (23-3)
saigoku-key-take-damage-steps-help = defending units taking a step, one entry per step (with ●: the unit removed first)
saigoku-key-take-damage-retreat-to = Retreat ends in hex
saigoku-key-take-damage-retreat-to-help = hex where the retreat ends
saigoku-key-take-damage-penalty = Penalty hexes on the retreat (23-4-4)
saigoku-key-take-damage-penalty-help = penalty hexes entered on the retreat (23-4-4)
saigoku-key-take-damage-garrison = Retreat into a friendly castle (23-4-6)
saigoku-key-take-damage-garrison-help = the retreating forces garrison a friendly castle (23-4-6)
saigoku-key-take-damage-penalty-losses = Units losing the retreat steps, in order (23-3-1)
saigoku-key-take-damage-penalty-losses-help = retreating units that lose those steps, in order (the owner chooses, 23-3-1)
saigoku-key-counterattack-losses = Attacker's step losses, in order
saigoku-key-counterattack-losses-help = attacking units in the order they take steps
saigoku-key-counterattack-lift-siege = Lift the siege, fight at full strength (18-4-2)
saigoku-key-counterattack-lift-siege-help = besieging defenders lift the siege to fight at full strength (18-4-2)
saigoku-key-pursue-to = Pursue into hex
saigoku-key-pursue-to-help = hex the attacker ends in
saigoku-key-battle-force = Force
saigoku-key-battle-force-help = the attacking 总大将
saigoku-key-battle-target = Hex of the enemy 总大将
saigoku-key-battle-target-help = hex of the defending 总大将
saigoku-key-battle-attacker-terrain = Attacker terrain
saigoku-key-battle-attacker-terrain-help = terrain of the attacker's hex
saigoku-key-battle-defender-terrain = Defender terrain
saigoku-key-battle-defender-terrain-help = terrain of the defender's hex
saigoku-key-battle-consent = Defender consents (24-1-8)
saigoku-key-battle-consent-help = the defender agrees to a battle in its own castle's hex (24-1-8)
saigoku-key-battle-attackers = Attacking forces that join (24-1-2)
saigoku-key-battle-attackers-help = forces stacked with the 总大将 that join (24-1-2; none named: all that may)
saigoku-key-battle-defenders = Defending forces that join (24-1-3)
saigoku-key-battle-defenders-help = forces stacked with the defending 总大将 that join (24-1-3; none named: all)
saigoku-key-battle-lift-siege = Defenders lift their siege (18-4-2)
saigoku-key-battle-lift-siege-help = besieging defenders lift the siege to fight at full strength (18-4-2)
saigoku-key-battle-round-attacker-losses = Attacker's step losses, in order
saigoku-key-battle-round-attacker-losses-help = attacking units in the order they take steps
saigoku-key-battle-round-defender-losses = Defender's step losses, in order
saigoku-key-battle-round-defender-losses-help = defending units in the order they take steps
saigoku-key-battle-end-side = Player ending the battle (24-2-5)
saigoku-key-battle-end-side-help = the player ending the battle
saigoku-key-battle-retreat-force = Force
saigoku-key-battle-retreat-force-help = leader of the retreating force
saigoku-key-battle-retreat-to = Retreat ends in hex
saigoku-key-battle-retreat-to-help = hex where the retreat ends
saigoku-key-battle-retreat-penalty = Penalty hexes (23-4-4)
saigoku-key-battle-retreat-penalty-help = penalty hexes entered (23-4-4)
saigoku-key-battle-retreat-penalty-losses = Units losing the retreat steps, in order (23-3-1)
saigoku-key-battle-retreat-penalty-losses-help = retreating units that lose those steps, in order (the owner chooses, 23-3-1)
saigoku-key-rally-force = Force
saigoku-key-rally-force-help = leader of the force
saigoku-key-rally-supplied = Traces a supply line (26-1-1)
saigoku-key-rally-supplied-help = the force traces a supply line (26-1-1)
saigoku-key-replace-commander = Commander
saigoku-key-replace-commander-help = the replenishing commander
saigoku-key-replace-target = Replenish
saigoku-key-replace-target-help = replenish its force or the castle in its hex
saigoku-key-replace-column = Replacement table column (14-2)
saigoku-key-replace-column-help = replacement table column (province × own castle / elsewhere, or 本城)
saigoku-key-replace-supplied = Traces a supply line
saigoku-key-replace-supplied-help = the force traces a supply line (11-3 (2))
saigoku-key-replace-units = Units, in the order they gain or lose steps
saigoku-key-replace-units-help = units in the order they regain or lose steps
saigoku-key-reorganise-commander = Commander
saigoku-key-reorganise-commander-help = the acting commander
saigoku-key-reorganise-absorb = Units to take under command (13)
saigoku-key-reorganise-absorb-help = units of other forces in the hex to put under the commander
saigoku-key-reorganise-detach = Units to split off
saigoku-key-reorganise-detach-help = subordinates to split off
saigoku-key-reorganise-detach-leader = Leader of the detached units
saigoku-key-reorganise-detach-leader-help = a detached 大将 who commands the other detached units
saigoku-key-open-castle-castle = Besieged castle
saigoku-key-open-castle-castle-help = hex of the besieged castle
saigoku-key-open-castle-eliminate = Garrison units removed as agreed
saigoku-key-open-castle-eliminate-help = garrison units removed as agreed
saigoku-key-open-castle-withdraw-to = The rest withdraw to (20-3-2)
saigoku-key-open-castle-withdraw-to-help = hex the rest withdraw to (20-3-2)
saigoku-key-open-castle-to-army = Army receiving the castle
saigoku-key-open-castle-to-army-help = besieging army receiving the castle (default: the strongest, Gunbai's ruling 19)
saigoku-key-miyanoo-side = Side holding 宮之尾城 (35.6 (2))
saigoku-key-miyanoo-side-help = the side holding 宮之尾城
saigoku-key-release-unit = Unit released (34.7 (2))
saigoku-key-release-unit-help = the unit (刺贺长信) now adjacent to a 大内方 unit
saigoku-key-relocate-force = Force
saigoku-key-relocate-force-help = leader of the force
saigoku-key-relocate-to = Hex
saigoku-key-relocate-to-help = hex
saigoku-key-relocate-garrison = Garrisoned there
saigoku-key-relocate-garrison-help = the force is garrisoned there
saigoku-key-adjust-target = Unit, force or castle
saigoku-key-adjust-target-help = unit name, force leader or castle hex
saigoku-key-adjust-field = What to set
saigoku-key-adjust-field-help = what to set
saigoku-key-adjust-value = New value
saigoku-key-adjust-value-help = new value
saigoku-key-proc-siege-requirement-level = Level
saigoku-key-proc-siege-requirement-level-help = castle level 0..3 (8-1)
saigoku-key-proc-siege-requirement-strength = Strength
saigoku-key-proc-siege-requirement-strength-help = total strength of the besieging forces in the castle hex
saigoku-key-proc-siege-check-level = Level
saigoku-key-proc-siege-check-level-help = castle level 0..3 (8-1)
saigoku-key-proc-siege-check-garrison-units = Garrison units
saigoku-key-proc-siege-check-garrison-units-help = units in the garrison (18-2-1 (1))
saigoku-key-proc-siege-check-garrison-morale = Garrison morale
saigoku-key-proc-siege-check-garrison-morale-help = lowest garrison morale, or the castle's own
saigoku-key-proc-siege-check-besieger-morale = Besieger morale
saigoku-key-proc-siege-check-besieger-morale-help = lowest morale of the besieging forces
saigoku-key-proc-interception-garrison-strength = Garrison strength
saigoku-key-proc-interception-garrison-strength-help = total strength of the garrison (0 = empty castle, 19-2-3)
saigoku-key-proc-interception-field-mod = Field mod
saigoku-key-proc-interception-field-mod-help = field modifier of the highest-ranked garrison unit (0 if none)
saigoku-key-proc-interception-garrison-morale = Garrison morale
saigoku-key-proc-interception-garrison-morale-help = castle / lowest garrison morale
saigoku-key-proc-interception-assault-morale = Assault morale
saigoku-key-proc-interception-assault-morale-help = morale of the assaulting force
saigoku-key-proc-assault-strength = Strength
saigoku-key-proc-assault-strength-help = assaulting strength after the interception
saigoku-key-proc-assault-level = Level
saigoku-key-proc-assault-level-help = castle level 0..3 (8-1)
saigoku-key-proc-assault-terrain = Terrain
saigoku-key-proc-assault-terrain-help = terrain of the castle hex (terrain table)
saigoku-key-proc-assault-assault-morale = Assault morale
saigoku-key-proc-assault-assault-morale-help = morale of the assaulting force
saigoku-key-proc-assault-castle-morale = Castle morale
saigoku-key-proc-assault-castle-morale-help = castle / lowest garrison morale
saigoku-key-proc-surrender-durability = Durability
saigoku-key-proc-surrender-durability-help = current castle durability (0 = castle fall roll, 21 (2))
saigoku-key-proc-surrender-garrison-leader = Garrison leader
saigoku-key-proc-surrender-garrison-leader-help = highest rank in the garrison
saigoku-key-proc-surrender-demander-morale = Demander morale
saigoku-key-proc-surrender-demander-morale-help = morale of the demanding force
saigoku-key-proc-surrender-castle-morale = Castle morale
saigoku-key-proc-surrender-castle-morale-help = castle / lowest garrison morale
saigoku-key-proc-surrender-refused-before = Refused before
saigoku-key-proc-surrender-refused-before-help = the castle gave a B result before (20-3 B)
saigoku-key-proc-skirmish-attacker-strength = Attacker strength
saigoku-key-proc-skirmish-attacker-strength-help = strength of the attacking force
saigoku-key-proc-skirmish-defender-terrain = Defender terrain
saigoku-key-proc-skirmish-defender-terrain-help = terrain of the defender's hex
saigoku-key-proc-skirmish-river = River
saigoku-key-proc-skirmish-river-help = a river hexside lies between the forces
saigoku-key-proc-skirmish-attacker-field-mod = Attacker field mod
saigoku-key-proc-skirmish-attacker-field-mod-help = attacking leader's field modifier
saigoku-key-proc-skirmish-defender-field-mod = Defender field mod
saigoku-key-proc-skirmish-defender-field-mod-help = defending leader's field modifier (highest-ranked commander)
saigoku-key-proc-skirmish-attacker-morale = Attacker morale
saigoku-key-proc-skirmish-attacker-morale-help = attacking force's morale
saigoku-key-proc-skirmish-defender-morale = Defender morale
saigoku-key-proc-skirmish-defender-morale-help = lowest defending morale
saigoku-key-proc-skirmish-garrison-attack = Garrison attack
saigoku-key-proc-skirmish-garrison-attack-help = a garrison attacks enemies in its own hex (23-7)
saigoku-key-proc-counterattack-defender-strength = Defender strength
saigoku-key-proc-counterattack-defender-strength-help = defending strength after the attack's losses
saigoku-key-proc-counterattack-defender-terrain = Defender terrain
saigoku-key-proc-counterattack-defender-terrain-help = terrain of the counterattacking force's hex
saigoku-key-proc-counterattack-river = River
saigoku-key-proc-counterattack-river-help = a river hexside lies between the forces
saigoku-key-proc-counterattack-defender-field-mod = Defender field mod
saigoku-key-proc-counterattack-defender-field-mod-help = defending leader's field modifier
saigoku-key-proc-counterattack-attacker-field-mod = Attacker field mod
saigoku-key-proc-counterattack-attacker-field-mod-help = attacking leader's field modifier
saigoku-key-proc-counterattack-defender-morale = Defender morale
saigoku-key-proc-counterattack-defender-morale-help = lowest defending morale
saigoku-key-proc-counterattack-attacker-morale = Attacker morale
saigoku-key-proc-counterattack-attacker-morale-help = attacking force's morale
saigoku-key-proc-counterattack-vs-garrison = Vs garrison
saigoku-key-proc-counterattack-vs-garrison-help = the attacker was a garrison (23-7-3)
saigoku-key-proc-battle-round-attacker-strength = Attacker strength
saigoku-key-proc-battle-round-attacker-strength-help = total attacking strength
saigoku-key-proc-battle-round-defender-strength = Defender strength
saigoku-key-proc-battle-round-defender-strength-help = total defending strength
saigoku-key-proc-battle-round-attacker-field-mod = Attacker field mod
saigoku-key-proc-battle-round-attacker-field-mod-help = attacking 总大将's field modifier
saigoku-key-proc-battle-round-defender-field-mod = Defender field mod
saigoku-key-proc-battle-round-defender-field-mod-help = defending 总大将's field modifier
saigoku-key-proc-battle-round-attacker-morale = Attacker morale
saigoku-key-proc-battle-round-attacker-morale-help = lowest attacking morale
saigoku-key-proc-battle-round-defender-morale = Defender morale
saigoku-key-proc-battle-round-defender-morale-help = lowest defending morale
saigoku-key-proc-replacement-army = Army
saigoku-key-proc-replacement-army-help = whose replacement table (minor = a minor daimyo)
saigoku-key-proc-replacement-column = Column
saigoku-key-proc-replacement-column-help = column of the table (province × own castle / elsewhere, or 本城)
saigoku-key-proc-replacement-morale = Morale
saigoku-key-proc-replacement-morale-help = morale of the replenishing force
saigoku-key-proc-rally-supplied = Supplied
saigoku-key-proc-rally-supplied-help = the force traces a supply line (26-1-1)
saigoku-key-proc-rally-leader = Leader
saigoku-key-proc-rally-leader-help = rank of the force's leader
saigoku-key-proc-ouchi-activation-inning = Inning
saigoku-key-proc-ouchi-activation-inning-help = current Inning
saigoku-key-proc-ouchi-activation-fallen-castles = Fallen castles
saigoku-key-proc-ouchi-activation-fallen-castles-help = 大内方 castles fallen so far
saigoku-key-proc-sea-move-army = Army
saigoku-key-proc-sea-move-army-help = the sailing army
saigoku-key-proc-sea-move-free-move = Free move
saigoku-key-proc-sea-move-free-move-help = 大内氏 uses its one free sailing (35.7 ⑥)
saigoku-key-proc-sea-move-units = Units
saigoku-key-proc-sea-move-units-help = units in the sailing 大内氏 force (one d6 each, 35.7 ⑥)
saigoku-key-proc-score-scenario = Scenario
saigoku-key-proc-score-scenario-help = scenario 1..4
saigoku-key-proc-score-castles = Castles
saigoku-key-proc-score-castles-help = [{"{"}hex, level, side{"}"}] held at the end
saigoku-key-proc-score-eliminated = Eliminated
saigoku-key-proc-score-eliminated-help = [{"{"}rank, side{"}"}] removed units; side = the side that lost it
saigoku-procedure-siege-requirement = Siege requirement
saigoku-procedure-siege-requirement-dice = none
saigoku-procedure-siege-check = Siege result check
saigoku-procedure-siege-check-dice = one d6; a second d6 on a 1 (castle event)
saigoku-procedure-interception = Interception
saigoku-procedure-interception-dice = one d6
saigoku-procedure-assault = Assault
saigoku-procedure-assault-dice = one d6
saigoku-procedure-surrender = Surrender demand
saigoku-procedure-surrender-dice = one d6
saigoku-procedure-skirmish = Skirmish attack
saigoku-procedure-skirmish-dice = one d6
saigoku-procedure-counterattack = Counterattack
saigoku-procedure-counterattack-dice = one d6
saigoku-procedure-battle-round = Decisive battle exchange
saigoku-procedure-battle-round-dice = two d6 (attacker, then defender)
saigoku-procedure-battle-retreat = Retreat after a decisive battle
saigoku-procedure-battle-retreat-dice = one d6
saigoku-procedure-replacement = Replacement
saigoku-procedure-replacement-dice = one d6
saigoku-procedure-rally = Morale recovery
saigoku-procedure-rally-dice = one d6 without supply, none with
saigoku-procedure-ouchi-activation = 大内氏 activation (scenario 3)
saigoku-procedure-ouchi-activation-dice = one d6
saigoku-procedure-sea-move = Sea movement (scenario 2)
saigoku-procedure-sea-move-dice = one d6 unless free
saigoku-procedure-score = Scoring
saigoku-procedure-score-dice = none

## The dialog above an action's form (action view) and the panel's castle and eliminated lists.
saigoku-dialog-title = From the state (nothing to type)
saigoku-dialog-force = { $role } { $leader } ({ $hex }): strength { $strength } · morale { $morale } · field { $field } · rating { $rating }
saigoku-dialog-castle = castle { $castle } · durability { $durability }/{ $max } · morale { $morale } · 籠城 strength { $garrison } · best { $best }
saigoku-dialog-yes = yes
saigoku-dialog-no = no
saigoku-dialog-input = { $key } { $value }
saigoku-dialog-all-retreat = none named: all the damage as retreat hexes
saigoku-dialog-default-order = none named: the default order (subordinates first, lower ranks first)
saigoku-dialog-step-losses = Step losses
saigoku-dialog-step-order = Step order
saigoku-dialog-clear = clear
saigoku-dialog-pick = pick the force (or castle) below
saigoku-dialog-pick-target = pick the defenders' hex below
saigoku-dialog-role-assault = assault by
saigoku-dialog-role-demand = demand by
saigoku-dialog-role-besieger = besieger
saigoku-dialog-role-rally = rally
saigoku-dialog-role-attacker = attacker
saigoku-dialog-role-defender = defender
saigoku-dialog-role-replace = replenishing
saigoku-dialog-role-move = moving
saigoku-dialog-interception = ① interception (19-2)
saigoku-dialog-assault = ② assault (19-3): the strength is what survives the interception
saigoku-dialog-surrender = surrender (20-2)
saigoku-dialog-siege-check = siege check (18-2)
saigoku-dialog-rally = rally (26)
saigoku-dialog-skirmish = skirmish (23-2)
saigoku-dialog-siege-requirement = siege requirement (18-1): level { $level } · besieging strength { $strength }
saigoku-dialog-damage = damage to split { $damage }{ $mark }
saigoku-dialog-steps-retreat = { $steps ->
    [one] 1 step
   *[other] { $steps } steps
} → { $hexes ->
    [one] 1 retreat hex
   *[other] { $hexes } retreat hexes
} (23-3; at most 4, 23-4)
saigoku-dialog-replacement = replacement table { $table } (14-2) · 本城 { $home }
saigoku-view-besieged-by = besieged by { $forces }
saigoku-view-castles = Castles ({ $n })
saigoku-view-eliminated = Eliminated ({ $n })

# On the table now (issue 25): forward words for what the players do after an action.
saigoku-now-eliminated = take { $ub } off the map in { $hex }: eliminated (25)
saigoku-now-place = place { $ub } on the map in { $hex }{ $strength }
saigoku-now-flip-reduced = flip { $ub } to its reduced side
saigoku-now-flip-full = flip { $ub } to full strength
saigoku-now-steps = { $ub } now has { $steps } { $steps ->
        [one] step
       *[other] steps
    }
saigoku-now-force-new = form { $leader }'s force in { $hex }: { $members } (13)
saigoku-now-move-force = move { $leader }'s force from { $hex } to { $hex2 }
saigoku-now-force-members = { $leader }'s force is now: { $members } (13)
saigoku-now-garrison = put the 籠城 marker on { $leader } (16)
saigoku-now-siege = put the siege marker of { $leader } on { $castle } (18)
saigoku-now-morale = set { $leader }'s morale to { $morale }
saigoku-now-force-joins = { $leader }'s force joins { $into }'s: stack its counters with them (13)
saigoku-now-force-gone = { $leader }'s force in { $hex } is gone: take its force marker off
saigoku-now-durability = set { $cb } ({ $hex }) durability to { $durability }
saigoku-now-castle-marker = put the { $o } castle marker on { $cb } ({ $hex }) (21)
saigoku-now-ruin = { $cb } ({ $hex }) is a ruin: take its castle marker off (21)
saigoku-now-castle-unheld = take the castle marker off { $cb } ({ $hex }): nobody holds it
saigoku-now-castle-morale = set { $cb } morale to { $morale }
saigoku-now-a-marker = put the A marker on { $cb } (20-3 A)
saigoku-now-b-marker = put the B marker on { $cb } (20-3 B)
saigoku-now-fallen-counter = set the 大内方 fallen-castle counter to { $ouchi_fallen } (36.7 (1))
saigoku-now-free-sailing-used = 大内氏's free sailing is used (35.7 ⑥)
saigoku-now-active = { $name } is active
saigoku-now-inactive = { $name } is inactive
saigoku-now-inning = move the Inning marker to { $inning } (4-1)
saigoku-now-table-step = now: { $step }
saigoku-now-nothing = nothing to move on the table: play on as the prompt says
