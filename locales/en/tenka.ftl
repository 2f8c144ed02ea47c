# Gunbai — tenka words (en). Ids start with "tenka-". Names stay in their own script.
# Rule numbers are the rule sheet's own (1 components, 2 scenarios, 3-1 set-up, 3-2 play and war,
# 4 alliances, 5 end and victory).

## A player: its colour and the colour character of the board.
tenka-player = { $colour ->
    [red] red (赤)
    [blue] blue (青)
    [yellow] yellow (黄)
    [green] green (緑)
    [purple] purple (紫)
   *[orange] orange (橙)
}
tenka-player-n = player { $n }
tenka-neutral = neutral

## Status track.
tenka-track-turn = Turn
tenka-track-to-act = To act
tenka-track-storage = Storage

## The step line.
tenka-step-turn = Turn { $turn } · { $what }
tenka-step-over = Game over · { $result }
tenka-step-choose-start = { $who } chooses a starting region (rule 3-1)
tenka-step-turn-start = { $who } turn: alliances may be formed, then war or no war (rule 3-2)
tenka-step-real-defence = { $who } puts the defence chips face down on the attacked regions, then confirms (rule 3-2)
tenka-step-real-defence-neutral = { $who } puts the defence chips face down on the attacked neutral regions, then confirms (rule 3-2; { $ruling })
tenka-step-defence = { $who } places the defence chips (rule 3-2)
tenka-step-defence-shared = { $who } places the defence chips (shared with { $partners } by agreement, rule 4)
tenka-step-defence-neutral = { $who } places the defence chips for the neutral regions (rule 3-2; { $ruling })
tenka-step-fight = { $who } resolves the war region by region, in any order (rule 3-2)
tenka-step-roll = { $who } and { $defender } roll their dice for { $region }: attack chips { $attack }, defence chips { $defence } (rule 3-2)
tenka-step-draw = { $who } draw on { $region }: return the troop pieces or the control tile (rule 3-2)
tenka-step-redeploy = { $who } redeploys all of its troop pieces (rule 3-2)

## How the game ended.
tenka-ending-win = { $who } wins ({ $reason }; rule { $rule })
tenka-ending-none = no winner ({ $reason }; rule { $rule })
tenka-winner = { $who } wins: { $reason } (rule { $rule })
tenka-winner-none = no winner: { $reason } (rule { $rule })
tenka-reason-storage = storage exhausted: { $how }
tenka-reason-no-tile = no control tile left to place
tenka-how-most-points = most points (rule 5)
tenka-how-most-troops = tied on points: most troop pieces (rule 5)
tenka-how-three-point = tied on points and troops: the holder of the 3-point region wins (rule 5)
tenka-how-no-winner = tied on points and troops, and nobody holds the 3-point region: no winner (rule 5)

## Hints.
tenka-hint-left = Regions at war still to resolve: { $regions }
tenka-hint-no-war = No war: draw 2 troop pieces, then redeploy (rule 3-2)
tenka-hint-war = War: attack chips 3, 2, 1, 0, 0 face down on adjacent regions of one power (rule 3-2)
tenka-hint-no-war-no-region = No war: you hold no region, so no war gains nothing and the turn passes (rule 3-2)
tenka-hint-war-no-region = War: all attack chips face down on any one region, neutral or a player's (rule 3-2)
tenka-hint-defence-adds = The defence adds { $n ->
    [one] 1 troop piece
   *[other] { $n } troop pieces
} (rule 3-2)
tenka-hint-defence-adds-thick = The defence adds { $n ->
    [one] 1 troop piece
   *[other] { $n } troop pieces
} and 1 for the thick border (rule 3-2)
tenka-hint-redeploy = Place all { $n ->
    [one] 1 troop piece
   *[other] { $n } troop pieces
} on: { $regions }
tenka-hint-tile-storage = Returning the tile sends the pieces to the storage: no adjacent region of the defender's side
tenka-hint-tile-moves = Returning the tile moves the pieces to: { $regions }

## Actions.
tenka-action-choose-start = Choose a starting region
tenka-action-ally = Form an alliance
tenka-action-no-war = No war: draw 2 troops
tenka-action-attack-chips = Place attack chips (in private)
tenka-action-attack-targets = Attack chips placed on…
tenka-action-defence-chips = Place defence chips (in private)
tenka-action-defence-placed = Defence chips placed face down
tenka-action-fight = Reveal a region's chips
tenka-action-roll = Roll the attack and defence dice
tenka-action-fight-revealed = Fight a region (revealed chips)
tenka-action-draw-choice = Draw: defender's choice
tenka-action-redeploy = Redeploy troops
tenka-choice-return-pieces = Return the troop pieces
tenka-choice-return-tile = Return the control tile
tenka-hidden-attack = { $who } places the attack chips: the others look away
tenka-hidden-defence = { $who } places the defence chips: the others look away

## Why an action is not allowed now.
tenka-blocked-over = the game is over
tenka-blocked-start-before = starting regions are chosen before the first turn
tenka-blocked-start-first = first choose the starting regions
tenka-blocked-ally-tiles = an alliance needs two players with a control tile in hand
tenka-blocked-ally-when = alliances are formed before a turn begins
tenka-blocked-app-private = the app holds the chips: place them in private
tenka-blocked-real-attack = real chips are in use: say which regions got attack chips
tenka-blocked-war-when = war or no war is chosen at the start of a turn
tenka-blocked-real-defence = real chips are in use: put them face down on the attacked regions, then confirm
tenka-blocked-defence-when = defence chips are placed after the attack chips
tenka-blocked-app-reveals = the app holds the chips: it reveals them
tenka-blocked-real-values = real chips are in use: type the revealed values
tenka-blocked-defence-first = the defence chips are placed first
tenka-blocked-roll-first = first roll the dice for { $region }
tenka-blocked-draw-first = first the defender settles the draw on { $region }
tenka-blocked-no-war-waiting = no war is waiting to be resolved
tenka-blocked-roll-when = the dice are rolled after a region's chips are revealed
tenka-blocked-draw-when = only after a draw
tenka-blocked-redeploy-when = troops are redeployed after the gain
tenka-blocked-not-now = not a step of this turn

## Refusals.
tenka-refuse-chosen = { $region } has already been chosen
tenka-refuse-no-tile-to-place = { $who } has no control tile to place
tenka-refuse-already-allied = these players are already allied
tenka-refuse-no-tile-exchange = { $who } has no control tile in hand to exchange
tenka-refuse-no-war-declared = no war is declared
tenka-refuse-not-at-war = { $region } is not a region at war still to resolve
tenka-refuse-no-tile-return = { $region } has no control tile to return
tenka-refuse-must-return-tile = no troop pieces on the region: the control tile must be returned
tenka-refuse-move-none = { $region } is not an adjacent region of the defender or its allies (there is none)
tenka-refuse-move-to = { $region } is not an adjacent region of the defender or its allies ({ $regions })
tenka-refuse-redeploy-where = { $region } is not your region or an ally's ({ $regions })
tenka-refuse-no-target = a war needs at least one target region
tenka-refuse-own-region = { $region } is your own region
tenka-refuse-one-region = a player without regions puts all attack chips on one region
tenka-refuse-neutral-and-player = neutral regions and a player's regions cannot be attacked in the same war
tenka-refuse-one-power = { $a } and { $b } are not allied: one power per war
tenka-refuse-not-adjacent = { $region } is not adjacent to your regions or an ally's

## Input errors.
tenka-error-unknown-region = unknown region { $region }; regions: { $regions }
tenka-error-every-chip = required: every chip is placed ({ $ruling }; the set-up option "chips may be left off" allows fewer)
tenka-error-no-player = no player { $name }
tenka-error-ally-itself = a player cannot ally with itself
tenka-error-five-chips = there are only { $n } attack chips
tenka-error-not-attacked = { $region } is not attacked: defence chips go on attacked regions only ({ $regions })
tenka-error-target-chip = a target region has at least one attack chip (rule 3-2)
tenka-error-moves-empty = returned pieces go to the storage: leave the moves empty
tenka-error-move-all = place all { $n ->
    [one] 1 troop piece
   *[other] { $n } troop pieces
} of { $region }, got { $got }
tenka-error-redeploy-all = place all { $n ->
    [one] 1 of your troop pieces
   *[other] { $n } of your troop pieces
}, got { $got } (rule 3-2)
tenka-error-region-number = expected region=number, got { $got }
tenka-error-chip-value = expected chip values, got { $got }
tenka-error-no-chip-left = no chip { $chip } left: the set is { $set } (rule 1)
tenka-error-no-player-named = no player named: give at least one owner, alliance or troop count
tenka-error-region-twice = { $region } is listed twice: a region has one controller (rule 5)
tenka-error-self-ally = { $who } cannot ally with itself
tenka-error-alliance-twice = { $a } and { $b } are listed twice: one alliance per pair (rule 4)
tenka-error-points-too-large = the points are too large to add up
tenka-error-three-point-worth = { $region } is listed with { $n ->
    [one] 1 point
   *[other] { $n } points
}: the 3-point region is worth 3 (rule 5)
tenka-error-one-attack-chip = at least one attack chip marks a target (rule 3-2)
tenka-error-scenario = expected tenka-fubu or gekokujo, got { $got }
tenka-error-players = expected { $min }–{ $max } players for this scenario (rule 2), got { $got }
tenka-error-fewer-regions = the board has fewer regions than players

## Log lines.
tenka-log-starts = { $who } starts in { $region } (rule 3-1)
tenka-log-alliance = { $a } and { $b } form an alliance and exchange a control tile (rule 4)
tenka-log-no-war = { $who } declares no war (rule 3-2)
tenka-log-attack-chips = { $who } places the attack chips face down: { $places } (seal { $seal })
tenka-log-attack-targets = { $who } has attack chips face down on { $regions } (rule 3-2)
tenka-log-defence-chips = { $who } places the defence chips face down: { $places } (seal { $seal })
tenka-log-defence-none = { $who } places no defence chips (seal { $seal })
tenka-log-defence-placed = { $who } has put the defence chips face down on the attacked regions (rule 3-2)
tenka-log-revealed = { $region }: attack chips { $attack } against defence chips { $defence } (revealed)
tenka-log-revealed-no-defence = { $region }: attack chips { $attack } against no defence chips (revealed)
tenka-log-both-roll = { $region }: the attack chips sum to more than 0, both sides roll their die (rule 3-2)
tenka-log-zero-attack = Attack chips sum to 0: no war, the defender holds (rule 3-2)
tenka-log-war = Attack { $sa } + die { $da } = { $a } against defence { $sd } + { $troops } troops + die { $dd } = { $d }: { $result } (rule 3-2)
tenka-log-war-thick = Attack { $sa } + die { $da } = { $a } against defence { $sd } + { $troops } troops + 1 thick border + die { $dd } = { $d }: { $result } (rule 3-2)
tenka-log-tile-back = { $who }'s control tile on { $region } goes back to its hand
tenka-log-tile-back-draw = { $who }'s control tile on { $region } goes back to its hand (rule 3-2)
tenka-log-pieces-storage = { $n ->
    [one] 1 troop piece on { $region } goes
   *[other] { $n } troop pieces on { $region } go
} back to the storage
tenka-log-draw-neutral = Draw on neutral { $region }: it stays neutral ({ $ruling })
tenka-log-draw-no-pieces = Draw on { $region } with no troop pieces: the control tile goes back (rule 3-2)
tenka-log-draw-pieces-back = Draw on { $region }: the defender returns its { $n ->
    [one] 1 troop piece
   *[other] { $n } troop pieces
} to the storage and keeps the tile (rule 3-2)
tenka-log-no-adjacent-storage = No adjacent region of the defender's side: { $n ->
    [one] 1 troop piece goes
   *[other] { $n } troop pieces go
} to the storage (rule 3-2)
tenka-log-pieces-move = { $n ->
    [one] 1 troop piece
   *[other] { $n } troop pieces
} of { $who } move from { $from } to { $to } (rule 3-2)
tenka-log-alliance-pieces-move = { $n ->
    [one] 1 troop piece
   *[other] { $n } troop pieces
} of { $who } move from { $from } to { $to } (rule 4; { $ruling })
tenka-log-alliance-pieces-storage = { $n ->
    [one] 1 troop piece
   *[other] { $n } troop pieces
} of { $who } on { $region } go back to the storage (rule 4; { $ruling })
tenka-log-seals = All regions resolved: the sealed placements can now be checked against their seals
tenka-log-redeploys = { $who } redeploys: { $placement } (rule 3-2)
tenka-log-alliance-ends = The alliance of { $a } and { $b } ends: each takes its control tile back (rule 4)
tenka-log-storage-empty = The troop storage is empty: the game ends and is scored. { $who } wins ({ $how })
tenka-log-storage-empty-none = The troop storage is empty: the game ends and is scored. No winner ({ $how })
tenka-log-gain-no-region = { $who } holds no region: no troop pieces are drawn (rule 3-2)
tenka-log-draws = { $who } draws { $n ->
    [one] 1 troop piece
   *[other] { $n } troop pieces
} (rule 3-2)
tenka-log-draws-left = { $who } draws { $n ->
    [one] 1 troop piece
   *[other] { $n } troop pieces
}; { $left } left in the storage (rule 3-2)
tenka-log-draws-emptied = { $who } draws { $n ->
    [one] 1 troop piece
   *[other] { $n } troop pieces
}; 0 left in the storage: the game ends when the next piece is due (rule 3-2; { $ruling })
tenka-log-no-region-pieces-back = { $who } holds no region: its { $n ->
    [one] 1 troop piece goes
   *[other] { $n } troop pieces go
} back to the storage (rule 3-2)
tenka-log-no-tile-wins = { $who } takes { $region } with no control tile left: { $who } wins (rule 5)
tenka-log-places-tile = { $who } places a control tile on { $region } (rule 3-2)
tenka-log-score = Score: { $points }; { $who } wins — { $how }
tenka-log-score-none = Score: { $points }; no winner — { $how }

## War results, outcomes, modifiers and dice.
tenka-result-attacker = the attacker wins
tenka-result-defender = the defender wins
tenka-result-draw = a draw, the defender chooses what to return
tenka-result-no-war = no war: the attack chips sum to 0, the defender holds
tenka-outcome-attacker = attacker wins { $a }–{ $d } (attack die { $da }, defence die { $dd })
tenka-outcome-defender = defender wins { $d }–{ $a } (attack die { $da }, defence die { $dd })
tenka-outcome-draw = draw { $a }–{ $d } (attack die { $da }, defence die { $dd }): the defender chooses
tenka-mod-defence-chips = defence chips
tenka-mod-troops = troop pieces on the region
tenka-mod-thick-border = thick border
tenka-die-attack = attack die { $die }: attack total { $total } (rule 3-2)
tenka-die-defence = defence die { $die }: defence total { $total } (rule 3-2)

## Undo hints.
tenka-undo-tile = { $region }: put back { $who }'s control tile
tenka-undo-no-tile = { $region }: put back no control tile (neutral)
tenka-undo-no-troops = { $region }: no troop pieces, as before
tenka-undo-troops = { $region }: { $n ->
    [one] 1 troop piece
   *[other] { $n } troop pieces
} of { $who }, as before
tenka-undo-storage = Troop storage back to { $n }
tenka-undo-hand-tiles = { $who }: { $n ->
    [one] 1 control tile
   *[other] { $n } control tiles
} in hand
tenka-undo-alliances = Alliance tiles as before the action

## On the table now (issue 25): what the players do after an action, in forward words.
tenka-now-tile = { $region }: put { $who }'s control tile on it
tenka-now-no-tile = { $region }: take the control tile off (neutral now)
tenka-now-no-troops = { $region }: take every troop piece off
tenka-now-troops = { $region }: { $n ->
    [one] 1 troop piece
   *[other] { $n } troop pieces
} of { $who } on it now
tenka-now-draw = { $who }: take { $n ->
    [one] 1 troop piece
   *[other] { $n } troop pieces
} from storage into hand ({ $total } in hand)
tenka-now-hand = { $who }: { $n ->
    [one] 1 troop piece
   *[other] { $n } troop pieces
} left in hand
tenka-now-hand-tiles = { $who }: { $n ->
    [one] 1 control tile
   *[other] { $n } control tiles
} in hand now
tenka-now-storage = Troop storage: { $n } pieces now
tenka-now-alliance = { $a } and { $b } exchange a control tile: they are allies
tenka-now-alliance-ends = { $a } and { $b }: the alliance ends, each takes its own control tile
tenka-now-war-real = { $who }: place the attack chips face down on { $regions }
tenka-now-war-app = { $who } goes to war on { $regions }: the chips stay hidden in the app
tenka-now-defence-real = { $who }: place the defence chips face down on the attacked regions
tenka-now-defence-app = { $who }: place the defence chips in the app (hidden)
tenka-now-fight = The chips are placed: fight the regions one at a time
tenka-now-roll = { $region }: chips face up; both sides roll their die
tenka-now-draw-choice = { $region }: a draw; its controller chooses what to return
tenka-now-redeploy = { $who }: place all your troop pieces
tenka-now-war-over = The war is over: clear the chips off the board
tenka-now-no-gain = { $who } holds no region: nothing to draw (rule 3-2)
tenka-now-next = { $who } plays next
tenka-now-over = The game is over: leave the board as it is
tenka-now-nothing = Nothing to move on the board

## The table as text (session show).
tenka-show-storage = Troop storage: { $n }
tenka-show-player = { $who }: { $tiles ->
    [one] 1 tile
   *[other] { $tiles } tiles
} in hand, { $hand ->
    [one] 1 piece
   *[other] { $hand } pieces
} in hand, { $board } on the board
tenka-show-region = { $region } ({ $points } pt): { $owner }
tenka-show-region-troops = { $region } ({ $points } pt): { $owner }, { $troops }
tenka-show-troops-of = { $n ->
    [one] 1 troop
   *[other] { $n } troops
} of { $who }
tenka-show-alliance = Alliance: { $a } – { $b }

## Scenarios and set-up.
tenka-scenario-storage = Troop pieces in the storage: 2 players 6, 3 players 8, 4 players 9, 5–6 players 10 (rule 3-1)
tenka-scenario-tiles = Control tiles per player: 2–3 players 6, 4 players 5, 5–6 players 4 (rule 3-1)
tenka-scenario-chips = Attack chips 3, 2, 1, 0, 0 and defence chips 2, 1, 1, 1, 1 beside the board; both dice
tenka-scenario-order = Play order: red, blue, yellow, green, purple, orange (rule 3-1)
tenka-scenario-tenka-fubu-start = Starting regions: the last player chooses first, one control tile each (rule 3-1)
tenka-scenario-gekokujo-start = No starting regions: every region is neutral (rule 2)
tenka-scenario-tenka-fubu-blurb = Tenka Fubu: each player starts with one region, chosen in reverse play order. Play this one first.
tenka-scenario-gekokujo-blurb = Gekokujō: nobody starts with a region; all regions are neutral.
tenka-option-chips = Chips
tenka-option-chips-help = app: the app keeps each side's chips in private; real: use the real chips and type the revealed values
tenka-option-chips-app = The app holds the chips
tenka-option-chips-real = Real chips, type the values
tenka-option-partial = Chips may be left off
tenka-option-partial-help = chips may be left off the board (rule 3-2 does not say; by { $ruling } every chip is placed)
tenka-option-thick = Thick border bonus
tenka-option-thick-help = defence +1 when all (or any) borders from the attacker's side to the region are thick (rule 3-2 does not say which); judged when the attack chips go down, whatever the order of the fights ({ $ruling })
tenka-option-thick-all = All borders thick
tenka-option-thick-any = Any border thick
tenka-check-storage = Troop storage: { $n } troop pieces for { $players } players (rule 3-1)
tenka-check-tiles = { $who }: { $n ->
    [one] 1 control tile
   *[other] { $n } control tiles
} in hand (rule 3-1)
tenka-check-order = Play order: { $order } (rule 3-1)
tenka-check-chips-app = Chips: the app keeps every side's attack and defence chips in private; put out the two dice
tenka-check-chips-real = Chips: attack chips 3, 2, 1, 0, 0 and defence chips 2, 1, 1, 1, 1 beside the board, and the two dice (rule 1)
tenka-check-partial = Set-up choice: chips may be left off the board (rule 3-2 does not say; { $ruling })
tenka-check-thick-all = Set-up choice: defence +1 when every border from the attacker's side is thick (rule 3-2; { $ruling })
tenka-check-thick-any = Set-up choice: defence +1 when any border from the attacker's side is thick (rule 3-2; { $ruling })
tenka-check-start = Starting regions: chosen in reverse play order, { $who } first, one control tile each (rule 3-1)
tenka-check-neutral = Every region is neutral: no control tile on the board (rule 2)
tenka-check-region = { $region }: { $who }'s control tile, { $n ->
    [one] 1 troop piece
   *[other] { $n } troop pieces
}
tenka-check-placeholder = ★ The board shipped with the app is a placeholder: enter your board's regions, points and borders in the tables

## Legend of the board view.
tenka-legend-owned = a region in a player's colour: that player's control tile is on it
tenka-legend-neutral = a neutral region ("neutral" on the English board): no control tile on it
tenka-legend-points = the region's name and its points at the end of the game (rule 5)
tenka-legend-troops = troop pieces on the region ("3 troops" on the English board)
tenka-legend-thick = a thick border: the defender adds 1 (rule 3-2)
tenka-legend-border = an ordinary border: the regions are adjacent
tenka-legend-attacked = orange frame: a region attacked in the current war
tenka-legend-three-point = gold frame: the 3-point region, which breaks the last tie (rule 5; { $ruling })
tenka-legend-attack-chips = attack chips face down on the region
tenka-legend-defence-chips = defence chips face down on the region
tenka-legend-actor = the player to act
tenka-legend-alliance = an alliance: the partners exchanged a control tile (rule 4)
tenka-legend-placeholder = the shipped board is a placeholder: enter your own

## Procedures and their inputs.
tenka-proc-war = War over one region
tenka-proc-war-dice = attack die, then defence die (none when the attack chips sum to 0)
tenka-proc-score = Final score (storage empty)
tenka-proc-score-dice = none
tenka-key-attack-chips = Attack chips
tenka-key-defence-chips = Defence chips
tenka-key-troops = Troops
tenka-key-thick-border = Thick border
tenka-key-regions = Regions
tenka-key-region = Region
tenka-key-alliances = Alliances
tenka-key-three-point-region = 3-point region
tenka-key-player = Player
tenka-key-partner = Partner
tenka-key-chip = Chip { $chip }
tenka-key-chip-0b = Chip 0 (second)
tenka-key-chip-1-nth = Chip 1 (no. { $n })
tenka-key-salt = Secret word
tenka-key-choice = Return
tenka-key-moves = Pieces move to
tenka-key-placement = Placement
tenka-key-war-attack-help = values of the attack chips on the region (3, 2, 1, 0, 0)
tenka-key-war-defence-help = values of the defence chips on the region (2, 1, 1, 1, 1); may be empty
tenka-key-war-troops-help = troop pieces on the region
tenka-key-war-thick-help = the attack crosses a thick border (+1 defence)
tenka-key-score-regions-help = controlled regions: [{"{"}name, points, owner{"}"}]
tenka-key-score-alliances-help = alliances as pairs of players: [[a, b]]
tenka-key-score-troops-help = troop pieces per player: {"{"}player: n{"}"}
tenka-key-score-three-help = the 3-point region (last tie-break)
tenka-key-start-region-help = a region nobody has chosen
tenka-key-ally-a-help = one player (colour)
tenka-key-ally-b-help = the other player (colour)
tenka-key-chip-help = region for the { $chip } chip
tenka-key-chip-0a-help = region for a 0 chip
tenka-key-chip-0b-help = region for the other 0 chip
tenka-key-chip-1-help = region for a 1 chip
tenka-key-salt-help = optional secret word that seals the placement until the reveal; left blank, the app draws one
tenka-key-targets-help = regions with attack chips on them
tenka-key-next-region-help = the region to resolve next
tenka-key-revealed-attack-help = values of the attack chips revealed there
tenka-key-revealed-defence-help = values of the defence chips revealed there (may be none)
tenka-key-choice-help = what the defender returns
tenka-key-moves-help = returning the tile: where the pieces go (region=n; adjacent regions of the defender or its allies)
tenka-key-placement-help = region=n for each region that gets pieces

## Gunbai's rulings (one line each, numbered as on screen).
tenka-ruling-1 = Every attack and defence chip is placed (rule 3-2 does not say); the set-up option "chips may be left off" allows fewer.
tenka-ruling-2 = A draw against a neutral region changes nothing: it stays neutral.
tenka-ruling-3 = The thick-border +1 applies when every border from the attacker's side to the region is thick (set-up option: any one), judged when the attack chips go down, whatever the order of the fights.
tenka-ruling-4 = Neutral regions are defended by the next player in play order, who places the defence chips and rolls the defence die.
tenka-ruling-5 = When a drawn region's tile goes back and its pieces belong to several players, the defender's pieces move first.
tenka-ruling-6 = When an alliance ends, each player's pieces on the former partner's regions move to its own first region, or go to the storage if it holds none.
tenka-ruling-7 = A storage emptied exactly by a draw does not end the game; it ends when the next piece is due and none is left.
tenka-ruling-8 = In the last tie-break the holder of the 3-point region wins even when it is not among the tied players, as the sheet says; with nobody holding it there is no winner.

## A state from a file (pack-up, hand-edited) that set-up and play could not produce.
tenka-check-error-players = expected 2–6 players, got { $got }
tenka-check-error-no-player = no such player
tenka-check-error-turn = turns count from 1 to { $max }
tenka-check-error-missing = { $region } is missing
tenka-check-error-not-region = { $region } is not a region of this board
tenka-check-error-region-player = { $region } names a player not in the game
tenka-check-error-alliance-players = an alliance needs two different players
tenka-check-error-alliance-twice = an alliance is listed twice
tenka-check-error-pieces = { $want } troop pieces are in play with { $players } players, the state holds { $got }
tenka-check-error-tiles = { $who }: { $got } control tiles accounted for, the set has { $want }
tenka-check-error-winner = the winner is not in the game
tenka-check-error-ended = the game has ended: the step is over
tenka-check-error-no-ending = the game is over but no ending is recorded
tenka-check-error-target-board = a target is not on the board
tenka-check-error-target-twice = a target is listed twice
tenka-check-error-defender = a defender is not in the game
tenka-check-error-not-target = a region of the war is not one of its targets
tenka-check-error-attack-set = attack chips that are not in the set (rule 1)
tenka-check-error-defence-set = defence chips that are not in the set (rule 1)
tenka-check-error-revealed-set = revealed chips that are not in the set (rule 1)
tenka-check-error-needs-war = this step needs a declared war
tenka-check-error-draw-board = the drawn region is not on the board
tenka-check-error-draw-tile = a draw choice needs a region with a control tile (rule 3-2)
tenka-check-error-roll-region = the region to roll for is not a region at war still to resolve
tenka-check-error-none-left = no region at war is left to resolve
tenka-check-error-redeploy = a player without regions has nowhere to redeploy (rule 3-2)

## The board view (panels and sheets).
tenka-view-now = Where the game stands
tenka-view-storage = Troop storage
tenka-view-storage-end = The game ends when a piece is due and none is left (rule 5)
tenka-view-players = Players
tenka-view-acting = ▶ { $who }
tenka-view-tiles = Tiles
tenka-view-hand = Troops in hand
tenka-view-on-board = On the board
tenka-view-alliance = { $a } ↔ { $b }
tenka-view-alliance-note = Allies exchanged a control tile: +1 point each at the end; the alliance ends only when one attacks the other or loses all its regions (rule 4)
tenka-view-war = War (rule 3-2)
tenka-view-attacker = Attacker
tenka-view-defender = Defence
tenka-view-defence-neutral = { $who } (neutral regions: the next player, { $ruling })
tenka-view-formula = Attack = attack chips + attack die (rolled first) · Defence = defence chips + troop pieces on the region + 1 across a thick border + defence die
tenka-view-draw = Draw on { $region }: the defender returns the troop pieces (the tile stays) or the control tile (the pieces move to an adjacent region of its side)
tenka-view-chips-shown = attack { $attack } · defence { $defence }
tenka-view-no-chips = none
tenka-view-to-resolve = to resolve
tenka-view-attack-before-die = Attack before the die
tenka-view-defence-before-die = Defence adds before the die
tenka-view-board = The board
tenka-view-points = { $n } pt
tenka-view-troops = { $n ->
    [one] 1 troop
   *[other] { $n } troops
}
tenka-view-regions = Regions

## Issue 21: the players' names, entered at set-up.
tenka-option-name = Player { $seat } ({ $colour }): name
tenka-option-name-help = optional: the player's name, shown beside the colour (at most { $n } characters)
tenka-option-name-only = { $help } (used only with { $n } or more players)
tenka-error-name-long = at most { $n } characters
tenka-player-named = { $name } ({ $colour ->
    [red] red 赤
    [blue] blue 青
    [yellow] yellow 黄
    [green] green 緑
    [purple] purple 紫
   *[orange] orange 橙
})
