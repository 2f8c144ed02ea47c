# Gunbai — sekigahara words (en). Ids start with "sekigahara-". Names stay in their own script.

sekigahara-side = { $side ->
         [east] 东军
        *[west] 西军
    }
sekigahara-column = { $col ->
         [east-victory] 东军 victory box
         [east] 东军 side
         [neutral] centre
         [west] 西军 side
        *[west-victory] 西军 victory box
    }
sekigahara-variant = { $v ->
         [ja] Japanese card text
        *[zh] Chinese card text
    }
sekigahara-deck-mode = { $mode ->
         [virtual] the app's deck
        *[shadow] real cards, typed in
    }
sekigahara-gate = { $g ->
         [three] 3
         [two] 2
         [ja] 1 to 3
        *[zh] 1 or 3
    }
sekigahara-nobody = —
sekigahara-entry-box = 登场
sekigahara-entry-track = entry track
sekigahara-status-drawn = Cards drawn
sekigahara-status-pile = Draw pile
sekigahara-status-subversion = Subversion
sekigahara-status-card = Card
sekigahara-subversion-victory = victory ({ $side })
sekigahara-subversion-value = { $value } ({ $part })
sekigahara-wins = { $side } wins: { $reason } ({ $rule })
sekigahara-drawn-game = Drawn game: { $reason } ({ $rule })
sekigahara-game-over = Game over: { $reason } ({ $rule })
sekigahara-win-removed = { $who } removed
sekigahara-win-box = subversion marker on the { $side } victory box
sekigahara-win-draw-limit = draw limit of { $n } cards reached
sekigahara-step-siege-pre-hits = Siege of { $hex }: { $n ->
         [one] 1 pre-emptive hit
        *[other] { $n } pre-emptive hits
    } — the attacker assigns them
sekigahara-step-siege-roll = Siege of { $hex }: the attackers roll (strength −2, minimum 1)
sekigahara-step-hits = Attack on { $hex }: { $n ->
         [one] 1 hit
        *[other] { $n } hits
    } — the defender assigns them
sekigahara-step-advance = { $hex } is empty: advance after combat?
sekigahara-step-card = Card { $n }: { $card } — { $side }
sekigahara-may-still-act = { $n ->
         [one] 1 commander may still act
        *[other] { $n } commanders may still act
    }
sekigahara-nobody-may-act = Nobody may act now (card { $card }) · { $why }
sekigahara-may-act = May act: { $who }
sekigahara-hint-marker = A marker move: { $markers } → 1 column toward { $side }
sekigahara-hint-marker-or = Or a marker move: { $markers } → 1 column toward { $side } (instead of an action, { $ruling })
sekigahara-hint-check = Check first: subversion or intimidation on a hex with { $side } counters (rule 12.0)
sekigahara-hint-check-no-subversion = Check first: subversion (not now: marker not on your side) or intimidation on a hex with { $side } counters (rule 12.0)
sekigahara-step-draw = Draw a card ({ $n } in the draw pile)
sekigahara-step-shadow = Turn the top card of the deck and say which it is
sekigahara-hint-strategic = { $who } has { $n } hexes of strategic movement (roads only)
sekigahara-no-game-over = the game is over
sekigahara-no-finish-attack = finish the attack first
sekigahara-no-finish-strategic = finish the strategic move first (move, kind strategic)
sekigahara-no-finish-strategic-short = finish the strategic move first
sekigahara-no-draw-first = draw a card first
sekigahara-no-finish-card = finish the card in play first
sekigahara-no-marker-card = this card moves no marker
sekigahara-no-marker-moved = the marker has been moved
sekigahara-no-marker-or-act = a commander acted: the Japanese text allows one or the other ({ $ruling })
sekigahara-no-otani-echizen = { $who } is not in { $province } (card { $card })
sekigahara-no-check = this card has no check, or it is done
sekigahara-no-act-now = no commander may act on this card now
sekigahara-no-march = no commander who may act is on an entry track or has counters waiting there
sekigahara-no-entry-only-march = the commander who may act is on an entry track: he may only march
sekigahara-no-hits = no hits to assign
sekigahara-no-siege = no siege waiting for its roll
sekigahara-no-advance-possible = no advance possible
sekigahara-no-marker-first = move the marker the card names first
sekigahara-no-counter = no counter { $id }
sekigahara-not-commander = { $id } is not a commander
sekigahara-is-removed = { $id } has been removed
sekigahara-not-card-side = { $id } is not on the side of the card ({ $side })
sekigahara-acted-already = { $id } has already acted on this card
sekigahara-marker-instead = the marker was moved instead (the Japanese text: one or the other, { $ruling })
sekigahara-no-more-act = no more commanders may act on this card
sekigahara-marker-first = move the marker first (Chinese text: marker, then the action, { $ruling })
sekigahara-check-first = make or skip the check first ({ $ruling })
sekigahara-card-names = this card names { $who }
sekigahara-morale-needs-1 = { $id }'s morale is { $m }; the card needs 1 or more
sekigahara-not-tozama = { $id } is not an outside lord (德川、谱代 excluded)
sekigahara-tozama-gate = { $id }'s morale is { $m }; this card needs morale { $gate } ({ $ruling })
sekigahara-not-west-lord = { $id } is not one of the 西军诸将 (主战派 excluded)
sekigahara-west-lords-morale = the 西军诸将 morale is { $m }; the card needs 1 or more
sekigahara-lets-nobody-act = this card lets nobody act
sekigahara-no-tozama-morale = no outside-lord commander has morale { $gate } now (morale: { $values })
sekigahara-no-west-morale = no 西军 commander has morale 1 or more now (morale: { $values })
sekigahara-no-west-lord-left = no 西军诸将 commander is left
sekigahara-morale-of = { $id } { $m }
sekigahara-unknown-card = unknown card { $card }; cards: { $list }
sekigahara-shadow-name-card = shadow deck: name the card the table turned
sekigahara-app-deck-empty = the app's deck draws the card itself: leave this empty
sekigahara-card-turned = Card turned: { $card } (draw { $n })
sekigahara-forced-repeat = { $fm }: { $card } counts as drawn again (Japanese text, { $ruling })
sekigahara-forced-again = { $fm }: another card is drawn (rule 4.1, card { $fm })
sekigahara-no-card = no card
sekigahara-marker-one-of = this card moves one of: { $markers }
sekigahara-card-line = { $card }: { $line }
sekigahara-skip-check-log = No subversion or intimidation check (rule 12.0)
sekigahara-not-on-map = { $id } is not on the map
sekigahara-strategic-road-start = { $id } must start in a road hex; { $hex } is not one
sekigahara-strategic-declare = { $id } declares a strategic move: { $line }
sekigahara-no-advance-log = No advance after combat (rule 7.3②)
sekigahara-card-done = { $card } is done and discarded (rule 4.1(2))
sekigahara-reshuffle = Reshuffle: every discard and the rest of the deck make a new deck of { $n } cards (rule 4.1(4))
sekigahara-unknown-hex = unknown hex { $hex }
sekigahara-hex-no-side = { $hex } holds no { $side } counters
sekigahara-subversion-not-on-side = the subversion marker is not on the { $side } side
sekigahara-expected = expected { $options }, got { $got }
sekigahara-why-intimidation-failed = Intimidation failed
sekigahara-no-subvertible = No counter in { $hex } can be subverted: no effect (rule 12.1(2))
sekigahara-defection = Defection in { $hex }: { $who } go over to { $side } (rule 12.1(2)/(4))
sekigahara-cannot-defect = { $id } cannot defect and is removed (rule 12.1(3))
sekigahara-why-won-over = { $side } won over a commander
sekigahara-castle-defects = { $hex } castle falls by defection and keeps its castle function (rule 10.0(5))
sekigahara-why-took = { $side } took { $hex }
sekigahara-why-removed = { $side } removed { $id }
sekigahara-roll-strategic-first = roll the strategic move for { $id } first
sekigahara-strategic-stays = { $id } stays where he is; the strategic movement is lost
sekigahara-path-empty = name at least one hex to enter
sekigahara-path-too-long = { $id } has { $mp } hexes of movement; the path has { $n }
sekigahara-may-not-leave = { $who } may not leave { $place }: { $why }
sekigahara-not-adjacent = { $to } does not touch { $from }
sekigahara-strategic-not-road = a strategic move follows roads: { $from } → { $to } is not a road
sekigahara-enemy-in-hex = { $hex } holds enemy counters ({ $ruling })
sekigahara-capture-ends-move = capturing { $who } in { $hex } ends the move
sekigahara-zoc-ends-move = { $hex } is in an enemy zone of control: the move ends there
sekigahara-castle-ends-move = entering the enemy castle { $hex } ends the move
sekigahara-over-stack = { $hex } would hold more than 6 counters
sekigahara-moves = { $id } moves { $from } → { $path } with { $others } (rule 6.2)
sekigahara-moves-strategic = { $id } makes a strategic move { $from } → { $path } with { $others } (rule 6.2)
sekigahara-no-other-counter = no other counter
sekigahara-full-sea-between = full sea between { $from } and { $to }
sekigahara-river-no-road = a river without a road between { $from } and { $to }
sekigahara-mountain-hex = { $hex } is a mountain hex
sekigahara-sea-hex = { $hex } is a full-sea hex
sekigahara-no-such-counter = no such counter
sekigahara-not-next-to = { $target } is not next to { $from }
sekigahara-no-sea-attack = no attack across a full-sea hexside
sekigahara-target-no-enemy = { $hex } holds no enemy counters
sekigahara-tozama-hideyori = outside-lord commanders may not attack the hex of { $who }
sekigahara-preemptive-only-siege = the defender strikes first only in a siege: { $hex } is not a working castle (leave the pre-emptive strike off)
sekigahara-attacks = { $id } attacks { $target } from { $from } with { $group }
sekigahara-attacks-siege = { $id } attacks { $target } from { $from } with { $group } — a siege (rule 7.2)
sekigahara-attacked-marker = { $who } attacked: { $line } (rule 11.0(2))
sekigahara-preemptive-log = Pre-emptive strike by { $hex }: { $line }
sekigahara-no-attack = no attack under way
sekigahara-no-hits-over = No hits: the attack is over
sekigahara-hits-all-eliminated = { $n ->
         [one] 1 hit
        *[other] { $n } hits
    }: every counter hit is eliminated (rule 7.1(4)②)
sekigahara-hits-to-assign = { $n ->
         [one] 1 hit
        *[other] { $n } hits
    } for the { $by ->
         [attacker] attacking
        *[defender] defending
    } player to assign (rule 7.1(4))
sekigahara-flipped-log = { $id } flipped (rule 7.1(4)①)
sekigahara-all-attackers-gone = Every attacker was eliminated: the siege is over
sekigahara-may-advance = { $hex } is empty: { $id } may advance (rule 7.3)
sekigahara-assign-count = name { $need ->
         [one] 1 counter
        *[other] { $need } counters
    }, one per hit; { $n } named
sekigahara-not-among-hit = { $id } is not among the counters hit: { $pool }
sekigahara-at-most-hits = { $id } can take at most { $max ->
         [one] 1 hit
        *[other] { $max } hits
    }
sekigahara-flip-first = flip every face-up counter before eliminating any ({ $ruling })
sekigahara-not-in-attack = { $id } did not take part in the attack ({ $ruling })
sekigahara-max-six = at most 6 counters in a hex
sekigahara-advances = { $id } advances into { $hex } with { $group } (rule 7.3)
sekigahara-zoc-no-recovery = { $hex } is in an enemy zone of control: no recovery
sekigahara-name-flipped = name the flipped counters to recover
sekigahara-recover-max = { $id } recovers at most { $n } counters
sekigahara-not-flipped-friendly = { $id } is not a flipped friendly counter in { $hex }
sekigahara-recovers = { $id } recovers { $list } (rule 8.0)
sekigahara-entry-enemy = { $hex } holds enemy counters: the rest of { $id }'s group waits in 登场 ({ $ruling })
sekigahara-entry-full = { $hex } already holds 6 counters: the rest of { $id }'s group waits in 登场 ({ $ruling })
sekigahara-brings-rest = { $id } brings the rest of his group onto the map at { $hex }: { $list } (rule 9.0(3), { $ruling })
sekigahara-others-wait = The others wait in 登场 (stacking limit, { $ruling })
sekigahara-others-wait-later = The others wait in 登场 (stacking limit, { $ruling }): { $leader } brings them on with a later march
sekigahara-not-on-entry = { $id } is not on an entry track
sekigahara-marches = { $leader }'s group marches to column { $col } of { $n } (rule 9.0(2))
sekigahara-entry-enemy-wait = { $hex } holds enemy counters: the group waits in 登场 ({ $ruling })
sekigahara-group-enters = The group enters the map at { $hex }: { $list } (rule 9.0(3))
sekigahara-on-map-release = { $who } is on the map: { $card } is shuffled into the draw pile (rule 4.2①)
sekigahara-left-release = { $who } left { $place }: { $card } is shuffled into the draw pile (rule 4.2②)
sekigahara-no-track = no track { $marker }
sekigahara-marker-stays = { $marker } marker stays (end of its track, rule 11.0(4))
sekigahara-marker-moves = { $marker } marker { $arrow } { $n ->
         [one] 1 column
        *[other] { $n } columns
    } toward { $side }: morale { $m }
sekigahara-markers-move = { $why }: subversion marker { $n ->
         [one] 1 column
        *[other] { $n } columns
    } toward { $side }; every morale marker { $cols } toward { $side } (rule 11.0)
sekigahara-removed-log = { $id } removed
sekigahara-garrison-never-acts = { $id } is a garrison and never acts (rule 5.1(6))
sekigahara-ashigaru-other-house = { $id } is an ashigaru of another house: it goes only with a general of its house (rule 5.1(5)②)
sekigahara-not-with = { $id } is not a friendly counter in { $hex } with { $cmd }
sekigahara-leads-at-most = { $cmd } leads at most { $n } counters, himself included; { $named } named
sekigahara-hideyori-captured = { $who } alone in { $hex }: captured by the East (rule 13.0(4))
sekigahara-castle-falls = { $hex } castle falls to { $side } and loses its castle function (rule 10.0(4))
sekigahara-takes-kyo = { $side } takes 京 (rule 2.4(1)⑥)
sekigahara-morale-below-1 = { $who }'s morale is below 1
sekigahara-mod-siege = siege: −2, minimum 1
sekigahara-mod-uphill = plain to hill
sekigahara-mod-river = across a river
sekigahara-mod-downhill = hill to plain
sekigahara-mod-morale = morale
sekigahara-mod-line = { $label } { $v } ({ $rule })
sekigahara-attack-roll = { $n ->
         [one] 1 counter attacks
        *[other] { $n } counters attack
    }{ $siege ->
         [yes] {" "}a castle (siege, rule 7.2)
        *[no] {""}
    }, dice [{ $dice }]: { $hits ->
         [one] 1 hit
        *[other] { $hits } hits
    } (roll ≤ strength, rule 7.1)
sekigahara-attack-strengths = strength after modifiers { $list }
sekigahara-siege-mod-line = siege: −2, minimum 1 (rule 7.2(2))
sekigahara-no-modifier = no modifier
sekigahara-subversion-roll = Subversion check: rolled { $f }, needs { $t } or less: { $ok ->
         [yes] success
        *[no] failure, no effect
    } (rule 12.1)
sekigahara-intimidation-roll = Intimidation check: rolled { $f }, needs { $t } or less: { $ok ->
         [yes] success
        *[no] failure: the subversion marker and every morale marker move 2 columns toward the opponent (rule 12.2(3))
    } (rule 12.2)
sekigahara-strategic-roll-log = Strategic move: rolled { $f } + morale { $m } = { $mp } hexes (rule 6.2(2))
sekigahara-draw-log = Turned { $turned }; card to resolve: { $card }
sekigahara-draw-log-reshuffle = Turned { $turned }; card to resolve: { $card } — then every discard and the rest of the deck make a new deck (rule 4.1(4))
sekigahara-card-twice = a card is listed twice in the deck
sekigahara-no-card-to-draw = no card to draw
sekigahara-whole-numbers = expected whole numbers, got { $got }
sekigahara-one-attacker = at least one attacking counter
sekigahara-cannot-draw = { $card } cannot be drawn: { $pile ->
         [held] it is still held out of the deck (rule 4.2)
        *[discard] it is in the discard pile
    }
sekigahara-forced-no-other = { $fm } was turned and the deck holds no other card to turn
sekigahara-named-twice = { $card } is named twice: a draw turns each card once (rule 4.1); after { $fm } name the next card the table turned
sekigahara-name-next = { $fm } was turned: name the next card turned as well (rule 4.1, card { $fm })
sekigahara-more-named = more cards named than were turned: only { $fm } makes the table turn another
sekigahara-ja-repeat-only = under the Japanese text { $fm } repeats the previous card: name only { $fm }
sekigahara-proc-attack = Attack (one die per counter, hit on ≤ strength)
sekigahara-proc-subversion = Subversion check
sekigahara-proc-intimidation = Intimidation check
sekigahara-proc-strategic = Strategic move
sekigahara-proc-draw = Draw an action card
sekigahara-dice-per-counter = one d6 per counter
sekigahara-dice-one = one d6
sekigahara-dice-draw = two d6 per card drawn (a uniform pick)
sekigahara-action-draw = Draw a card
sekigahara-action-move-marker = Move a morale marker (card)
sekigahara-action-check = Subversion or intimidation check
sekigahara-action-skip-check = No check
sekigahara-action-move = Move
sekigahara-action-strategic-roll = Strategic move: roll
sekigahara-action-attack = Attack
sekigahara-action-assign-hits = Assign hits
sekigahara-action-siege-roll = Siege: the attackers roll
sekigahara-action-advance = Advance after combat
sekigahara-action-no-advance = Do not advance
sekigahara-action-recover = Recover
sekigahara-action-march = March on the entry track
sekigahara-action-end-card = Finish the card
sekigahara-action-other = { $name }
sekigahara-key-cards = cards turned
sekigahara-help-cards = shadow deck: the cards the table turned, in order (leave empty with the app's deck)
sekigahara-key-marker = marker
sekigahara-help-marker = the morale marker the card moves
sekigahara-key-check = check
sekigahara-help-check = subversion (marker on your side) or intimidation
sekigahara-key-target-hex = target hex
sekigahara-help-check-hex = a hex with enemy counters
sekigahara-key-commander = commander
sekigahara-help-move-commander = the commander who moves
sekigahara-key-led = led counters
sekigahara-help-led = counters he leads from his hex
sekigahara-key-movement = movement
sekigahara-help-movement = normal (morale hexes) or strategic (rolled first, roads only)
sekigahara-key-path = path
sekigahara-help-path = the hexes entered, in order
sekigahara-help-attack-commander = the attacking commander
sekigahara-key-attacking = attacking counters
sekigahara-help-attacking = counters he leads into the attack
sekigahara-help-target = the adjacent hex attacked
sekigahara-key-preemptive = defender strikes first
sekigahara-help-preemptive = siege only: the defender strikes first (the defender decides, rule 7.2)
sekigahara-key-counters-hit = counters hit
sekigahara-help-counters-hit = one counter per hit (a counter may be named twice: flipped, then eliminated)
sekigahara-key-advancing = advancing counters
sekigahara-help-advancing = attackers who advance with the commander
sekigahara-help-recover-commander = the commander who recovers
sekigahara-key-recovered = counters
sekigahara-help-recovered = flipped counters in his hex to turn face up
sekigahara-help-march-commander = the commander
sekigahara-key-strengths = attack strengths
sekigahara-help-strengths = attack strength of each attacking counter (face shown)
sekigahara-key-from = attacking from
sekigahara-help-from = terrain of the attacking hex
sekigahara-key-to = target on
sekigahara-help-to = terrain of the target hex
sekigahara-key-river = across a river
sekigahara-help-river = across a river hexside
sekigahara-key-castle = attacking from a working castle
sekigahara-help-castle = the attacking hex is a castle that still works (then no hill-to-plain +1, { $ruling })
sekigahara-key-siege = siege
sekigahara-help-siege = a siege of a working castle (rule 7.2)
sekigahara-key-track-value = track value
sekigahara-help-track-value = value of the subversion marker's column
sekigahara-key-adjacent = target hex next to
sekigahara-help-adjacent = the target hex is next to: your leader (德川家康 / 丰臣秀赖), another counter of yours, or none
sekigahara-key-morale = morale
sekigahara-help-morale = the commander's morale
sekigahara-key-draw-pile = draw pile
sekigahara-help-draw-pile = cards in the draw pile
sekigahara-key-discard = discard pile
sekigahara-help-discard = cards in the discard pile
sekigahara-key-held-out = held out
sekigahara-help-held-out = cards held out (家康出马, 秀赖出阵)
sekigahara-key-previous = previous card
sekigahara-help-previous = the card drawn last (for 强行军)
sekigahara-key-card-text = Card text
sekigahara-help-card-text = card text in force: Japanese original (default) or the Chinese translation
sekigahara-key-deck = deck
sekigahara-help-deck = virtual: the app draws; shadow: the table draws the real cards and types them
sekigahara-key-clamp-ends = markers may leave a track end
sekigahara-help-clamp-ends = markers at a track end may come back (default: frozen there for good; then all four morale markers are often frozen within the first hundred cards, after which the cards that move them do nothing; { $ruling })
sekigahara-key-flip-first = flip all before eliminating
sekigahara-help-flip-first = flip every face-up counter before eliminating any ({ $ruling })
sekigahara-key-draw-cap = draw limit
sekigahara-help-draw-cap = end the game drawn after this many cards resolved, 强行军 not counted (0 = no limit; { $ruling })
sekigahara-card-1 = East: 德川家康 may act. Afterwards every discard and the rest of the deck are shuffled into a new deck.
sekigahara-card-2 = East: move one West morale marker (毛利辉元, 毛利元康 or 西军诸将) 1 column toward the East.
sekigahara-card-3 = East: 德川秀忠 may act.
sekigahara-card-4 = Enters the deck once 德川家康 is on the map. East: a subversion or intimidation check on a hex with West counters, then any one East commander may act.
sekigahara-card-5 = East: up to two outside-lord commanders with morale 3 may act (not Tokugawa or fudai).
sekigahara-card-6 = East: up to two outside-lord commanders with morale 2 may act (not Tokugawa or fudai).
sekigahara-card-7-ja = East: one outside-lord commander with morale 1 to 3 may act (not Tokugawa or fudai).
sekigahara-card-7-zh = East: one outside-lord commander with morale 1 or 3 may act (not Tokugawa or fudai).
sekigahara-card-8-ja = The card drawn just before counts as drawn again. As the first card of the game: draw another.
sekigahara-card-8-zh = Draw another card at once. As the first card of the game: draw another.
sekigahara-card-9-ja = West: either 石田三成 may act, or move one West morale marker (not 前田) 1 column toward the West.
sekigahara-card-9-zh = West: move one West morale marker (not 前田) 1 column toward the West, and 石田三成 may act.
sekigahara-card-10 = West: 宇喜多秀家 may act.
sekigahara-card-11-ja = West: either 大谷吉继 may act, or, if he is in 越前, the 前田利长 marker moves 1 column toward the West.
sekigahara-card-11-zh = West: 大谷吉继 may act; and if he is in 越前, the 前田利长 marker moves 1 column toward the West.
sekigahara-card-12 = Enters the deck once 丰臣秀赖 leaves 大坂. West: a subversion or intimidation check on a hex with East counters, then one West commander with morale 1+ may act.
sekigahara-card-13-ja = West: one West commander with morale 1+ may act.
sekigahara-card-13-zh = West: one West commander with morale 1+ may act, and one West morale marker (not 前田) moves 1 column toward the West.
sekigahara-card-14-ja = West: either move the 毛利辉元 marker 1 column toward the West, or 毛利辉元 acts if his morale is 1+.
sekigahara-card-14-zh = West: move the 毛利辉元 marker 1 column toward the West; then 毛利辉元 may act if his morale is 1+.
sekigahara-card-15-ja = West: either move the 毛利元康 marker 1 column toward the West, or 毛利元康 acts if his morale is 1+.
sekigahara-card-15-zh = West: move the 毛利元康 marker 1 column toward the West; then 毛利元康 may act if his morale is 1+.
sekigahara-card-16-ja = West: either move the 西军诸将 marker 1 column toward the West, or (if that morale is 1+) one 西军诸将 commander acts (not the main-war faction).
sekigahara-card-16-zh = West: move the 西军诸将 marker 1 column toward the West; then, if that morale is 1+, one 西军诸将 commander may act (not the main-war faction).
sekigahara-scenario-title = 关原 1600
sekigahara-scenario-blurb = The whole campaign: no turns, one shared deck, until a victory condition.
sekigahara-scenario-place = { $place }: { $names }
sekigahara-scenario-entry = { $leader } entry track, START
sekigahara-scenario-markers = Morale markers 毛利辉元, 毛利元康, 西军诸将, 前田利长 on START; subversion marker on the centre column ({ $ruling })
sekigahara-scenario-deck = 京 is held by the West; 家康出马 and 秀赖出阵 set aside; 14 cards shuffled (rule 3.0)
sekigahara-bad-scenario = expected 1600, got { $got }
sekigahara-bad-players = expected 2, got { $got }
sekigahara-outcome-hits = { $n ->
         [one] 1 hit
        *[other] { $n } hits
    }
sekigahara-outcome-defects = success: the hex defects
sekigahara-outcome-intimidation-failed = failure: every marker 2 toward the opponent
sekigahara-outcome-no-effect = failure: no effect
sekigahara-outcome-hexes = { $n ->
         [one] 1 hex
        *[other] { $n } hexes
    }
sekigahara-die-note = { $hit ->
         [yes] hit
        *[no] miss
    } against strength { $s } (rule 7.1(3))
sekigahara-odds-preemptive = pre-emptive strike: { $what }
sekigahara-cand-commander = { $id } (morale { $m })
sekigahara-cand-intimidation = intimidation
sekigahara-cand-subversion = subversion
sekigahara-cand-waiting = { $id }: bring on the counters waiting in 登场
sekigahara-cand-normal = normal
sekigahara-cand-strategic = strategic
sekigahara-show-options = Card text: { $variant } · deck: { $deck }
sekigahara-show-deck = Draw pile { $n } · discard: { $discard } · held out: { $held }
sekigahara-show-card = Card in play: { $card } — { $text }
sekigahara-show-subversion = Subversion marker: column { $col } of { $n } ({ $part }, value { $value })
sekigahara-show-morale = Morale { $marker }: { $m }
sekigahara-show-kyo = 京: { $side }
sekigahara-show-side = { $side }:
sekigahara-show-counter =   { $id } — { $at }{ $flipped ->
         [yes] {" "}(flipped)
        *[no] {""}
    }
sekigahara-show-commander =   { $id } — { $at }{ $flipped ->
         [yes] {" "}(flipped)
        *[no] {""}
    } [command { $cmd }, morale { $m }]
sekigahara-show-removed = Removed: { $list }
sekigahara-at-entry = { $leader } entry track column { $col }
sekigahara-at-removed = removed
sekigahara-undo-card = Put the card { $card } back on the draw pile
sekigahara-undo-reshuffle = The deck was reshuffled: rebuild the discard pile as it was (see the log)
sekigahara-undo-held = Take { $card } out of the deck again
sekigahara-undo-back-to = { $id }: back to { $at }
sekigahara-undo-flip-back = { $id }: flip it back face down
sekigahara-undo-face-up = { $id }: turn it face up
sekigahara-undo-side-back = { $id }: back to { $side }
sekigahara-undo-subversion = Subversion marker back to column { $col }
sekigahara-undo-morale = { $marker } marker back to morale { $m }
sekigahara-undo-castle = { $hex }: castle back to { $side }
sekigahara-undo-kyo = 京 back to { $side }

## On the table now (issue 25): what the players do after an action, in forward words.
sekigahara-now-card = Take { $card } from the deck and lay it face up: it is the card in play
sekigahara-now-card-shadow = { $card } is the card in play: leave it face up
sekigahara-now-forced-march = { $card } was turned: lay it on the discard pile once the draw is over
sekigahara-now-repeat = { $card } counts again: resolve it once more
sekigahara-now-discard = Lay { $card } on the discard pile
sekigahara-now-card-done = { $card } is done: nothing to discard
sekigahara-now-reshuffle = Shuffle the discard pile into a new draw pile
sekigahara-now-held = Shuffle { $card } into the draw pile
sekigahara-now-move = { $id }: move it to { $at }
sekigahara-now-remove = { $id }: take it off the map (eliminated)
sekigahara-now-flip = { $id }: flip it face down (one hit)
sekigahara-now-face-up = { $id }: turn it face up
sekigahara-now-side = { $id }: it now fights for { $side }
sekigahara-now-subversion = Subversion marker to column { $col }
sekigahara-now-morale = { $marker } marker to morale { $m }
sekigahara-now-castle = { $hex }: the castle is now held by { $side }
sekigahara-now-castle-fallen = { $hex }: the castle has fallen (it no longer counts as a castle)
sekigahara-now-kyo = 京 to { $side }
sekigahara-now-attack = Attack on { $target } from { $from } with { $units }
sekigahara-now-preemptive-hits = Pre-emptive strike: the attackers take { $n ->
        [one] 1 hit
       *[other] { $n } hits
    }; the attacker chooses the counters
sekigahara-now-siege-roll = The siege attack rolls next
sekigahara-now-hits = { $target }: the defenders take { $n ->
        [one] 1 hit
       *[other] { $n } hits
    }; the defender chooses the counters
sekigahara-now-advance = { $target } is empty: the attackers may advance into it
sekigahara-now-strategic = { $id }: { $n } march points for the strategic move
sekigahara-now-over = The game is over: leave the table as it is
sekigahara-now-nothing = Nothing to move on the table
sekigahara-check-hex = { $hex }: { $names }
sekigahara-check-entry-start = { $leader } entry track, start box S: { $names } (rule 9.0)
sekigahara-check-entry-col = { $leader } entry track, column { $col }: { $names } (rule 9.0)
sekigahara-check-morale = { $marker } morale marker: column { $col } of { $n }, morale { $m }{ $start ->
         [yes] {" "}(START)
        *[no] {""}
    } (rule 11.0)
sekigahara-check-frozen = A marker that reaches either end of its track stays there for the rest of the game ({ $ruling }, set-up option); once all four morale markers are frozen, the cards that move them do nothing
sekigahara-check-not-frozen = A marker at an end of its track may move back again ({ $ruling }, set-up option)
sekigahara-check-subversion = Subversion marker: column { $col } of { $n }, counted from the East end (rule 12.0)
sekigahara-check-kyo = 京 is held by { $side } (rule 2.4)
sekigahara-check-held = Set { $cards } aside: they join the deck later (rule 4.2)
sekigahara-check-virtual = The app shuffles and draws the other { $n } cards: the real cards stay in the box
sekigahara-check-shadow = Shuffle the other { $n } real cards face down: the table turns them and types each one in
sekigahara-check-variant = Card text in force: { $variant }
sekigahara-legend-flipped = a flipped counter (it took a hit, rule 7.1(4)①)
sekigahara-legend-lines = lines between hexes — brown: road, drawn thick (strategic moves follow roads, rule 6.2(2)); blue dashes: river (rule 6.2(1)③); thin grey: open hexside; no line: full sea, no move or attack across (rule 6.2(1)②)
sekigahara-legend-thin = thin lines — pale blue: full sea, no move or attack across (rule 6.2(1)②); grey: open hexside
sekigahara-legend-fill = hex fill — pale blue: 东军 counters stand there; pale red: 西军 counters; cream: empty
sekigahara-legend-castle = ring of a hex — a castle or 京 with its holder: blue 东军, red 西军 (rule 10.0)
sekigahara-legend-count = the number in a hex: how many counters stand there, in their side's colour (blue 东军, red 西军)
sekigahara-legend-victory = victory box at either end of the subversion track (rule 14.0)
sekigahara-legend-boxes = track boxes — pale green: the START box of a morale track; orange frame with a dot: where the marker stands
sekigahara-legend-entry = entry track: S the start box, 登 the last box before the group enters the map (rule 9.0)
sekigahara-legend-commanders = commander list: command · morale, @ where he stands (rule 5.2)
sekigahara-legend-star = in the card box: the Japanese and Chinese texts of this card differ
sekigahara-ruling-1 = Where the Japanese card text says "or" (石田三成, 大谷吉继, 毛利辉元, 毛利元康, 西军诸将), the player picks the marker move or the action; under the Chinese text both happen, the marker first.
sekigahara-ruling-2 = 强行军 under the Japanese text: the card drawn just before is resolved again; as the first card of the game another card is drawn.
sekigahara-ruling-3 = 家康出马 and 秀赖出阵 allow a subversion or an intimidation check (rule 12.0), then the commander's action; with no hex to check, the check is skipped.
sekigahara-ruling-4 = 东军外样诸将 1/3: the Japanese text (1ないし3) reads morale 1 to 3, the Chinese text (1 或 3) morale 1 or 3.
sekigahara-ruling-5 = The subversion marker starts on the centre column, which belongs to neither side.
sekigahara-ruling-6 = A marker that reaches an end of its track stays there for good; a set-up option lets it come back.
sekigahara-ruling-7 = No turns and no length limit; a set-up option ends the game drawn after a number of cards resolved (强行军 not counted).
sekigahara-ruling-8 = A held-out card (家康出马, 秀赖出阵) is shuffled into the current draw pile when it is released.
sekigahara-ruling-9 = No hill-to-plain +1 when the attacking hex is a castle that still works.
sekigahara-ruling-10 = Attack modifiers add up; a counter whose strength is 0 or less rolls no die.
sekigahara-ruling-11 = The owner assigns hits freely, a counter may take two (flipped, then eliminated); a set-up option makes every face-up counter flip before any is eliminated.
sekigahara-ruling-12 = In a pre-emptive strike every defender rolls, garrisons included, with no terrain modifier.
sekigahara-ruling-13 = After combat the attacking commander advances with any attackers he chooses that took part.
sekigahara-ruling-14 = No zone of control reaches into a hex whose castle still works.
sekigahara-ruling-15 = No counter enters a hex with enemy counters, except the East capturing a lone 丰臣秀赖.
sekigahara-ruling-16 = An attacked commander's morale marker moves 1 column toward his own side, once per attack.
sekigahara-ruling-17 = A strategic move follows road hexsides at 1 hex per point; the points not used are lost.
sekigahara-ruling-18 = A leader's whole group marches and enters together; counters with no room wait in 登场 and come on with a later march.
sekigahara-ruling-19 = 家康出马 lets any East commander act, whatever his morale.
sekigahara-ruling-20 = Under the Chinese text a card's marker moves first; its morale gate is checked after that move.
sekigahara-bad-twice = { $id } is listed twice
sekigahara-bad-not-counter = { $id } is not a counter of this game
sekigahara-bad-kind = { $id } is not of the kind printed on it
sekigahara-bad-faction = { $id }: its faction is not of its side (rule 12.1(4))
sekigahara-bad-hex = { $id } stands in an unknown hex { $hex }
sekigahara-bad-no-entry = { $id }: no entry track for { $leader }
sekigahara-bad-entry-column = { $id }: column { $col } is off { $leader }'s entry track
sekigahara-bad-group = { $id } is not of { $leader }'s group (rule 9.0)
sekigahara-bad-garrison = { $id } is a garrison away from its castle (rule 6.4)
sekigahara-bad-not-with-group = { $id } is not where { $leader }'s group is (rule 9.0(2))
sekigahara-bad-missing = { $id } is missing
sekigahara-bad-stack = { $hex } holds { $n } counters (rule 6.1(3))
sekigahara-bad-both-sides = { $hex } holds counters of both sides ({ $ruling })
sekigahara-bad-castle-owner = { $hex } is held by { $owner } but { $side } stands in it (rule 10.0)
sekigahara-bad-subversion = column { $col } is off the subversion track
sekigahara-bad-no-marker = no morale marker { $marker }
sekigahara-bad-marker-missing = the { $marker } marker is missing
sekigahara-bad-marker-off = the { $marker } marker is off its track (column { $col })
sekigahara-bad-castles = the castles are not the castles of the map
sekigahara-bad-deck = every card must be in the deck exactly once (rule 4.1)
sekigahara-bad-held = { $card } is never held out (rule 4.2)
sekigahara-bad-released = { $who } is on the map, so { $card } is in the deck (rule 4.2①)
sekigahara-bad-released-left = { $who } has left { $place }, so { $card } is in the deck (rule 4.2②)
sekigahara-bad-repeat = { $fm } is never the card to repeat (card { $fm })
sekigahara-bad-in-play = { $card } cannot be in play so
sekigahara-bad-acts = no card lets more than two commanders act
sekigahara-bad-acted = { $id } is not a commander who could act
sekigahara-bad-card-marker = the card moves a marker that does not exist
sekigahara-bad-no-card = an attack or a move needs a card in play
sekigahara-bad-attacker-side = the attacker is not of the attacking side
sekigahara-bad-attacker = { $id } is not an attacker
sekigahara-bad-attack = { $from } cannot attack { $target } (rule 7.1)
sekigahara-bad-hits = { $n } hits cannot come from one roll
sekigahara-bad-siege = a siege needs a castle (rule 7.2)
sekigahara-bad-strategic = { $id } cannot make a strategic move
sekigahara-bad-points = { $n } movement points cannot come from one die (rule 6.2(2))
sekigahara-bad-attack-strategic = an attack during a strategic move
sekigahara-bad-draws = the counts of draws are out of range
sekigahara-bad-draw-cap = expected 0 to 500
sekigahara-panel-preemptive-strengths = Pre-emptive strike first (rule 7.2(1)); defenders' strengths:
sekigahara-panel-hits-at-or-under = One die per counter; hits on a roll at or under:
sekigahara-panel-subversion-on = Subversion succeeds on ≤ { $t } (rule 12.1)
sekigahara-panel-subversion-off = Subversion: not now, the marker is not on your side (rule 12.1)
sekigahara-panel-intimidation = Intimidation of { $hex }: ≤ { $t } (rule 12.2(1))
sekigahara-panel-deck = Action deck
sekigahara-panel-in-pile = { $n } in the draw pile
sekigahara-panel-discards = Discards:
sekigahara-panel-held-out = Held out (rule 4.2):
sekigahara-panel-repeat = { $fm }: counts as drawn again
sekigahara-panel-differs = ★ the Japanese and Chinese texts differ on this card
sekigahara-panel-last-card = Last card: { $card }
sekigahara-panel-tracks = Tracks (East ← → West)
sekigahara-panel-subversion-track = 调略 subversion
sekigahara-panel-entry = { $leader } entry
sekigahara-panel-entered = { $leader } entry: on the map at { $hex }
sekigahara-panel-siege = { $hex } siege (7.2)
sekigahara-panel-pre-hits = { $n ->
         [one] 1 pre-emptive hit
        *[other] { $n } pre-emptive hits
    }: the attacker assigns
sekigahara-panel-roll-next = the attackers roll next
sekigahara-panel-hits = { $n ->
         [one] 1 hit
        *[other] { $n } hits
    }: the defender assigns
sekigahara-panel-advance = the hex is empty: advance?
sekigahara-panel-commanders = Commanders (command · morale)
sekigahara-panel-map = ⊙ map
sekigahara-view-deck = Action deck
sekigahara-view-tracks = Tracks
sekigahara-view-places = Where the counters stand
sekigahara-view-combat = Attack under way
sekigahara-view-next-roll = Strength each die must not exceed
sekigahara-view-check = Checks now (rule 12.0)
