# Gunbai — Shogun (將軍) words (English). Ids start with "shogun-". Names stay in their own script.

shogun-colour-red = red
shogun-colour-yellow = yellow
shogun-colour-blue = blue
shogun-colour-purple = purple
shogun-colour-black = black
shogun-colour-green = green
shogun-colour-brown = brown
shogun-region-green = green
shogun-region-red = red
shogun-region-purple = purple
shogun-region-yellow = yellow
shogun-region-brown = brown
shogun-province = { $name } { $kanji }
shogun-season-0 = spring
shogun-season-1 = summer
shogun-season-2 = autumn
shogun-season-3 = winter
shogun-act-castle = Build castle (3)
shogun-act-temple = Build temple (2)
shogun-act-theatre = Build theatre (1)
shogun-act-rice = Collect rice
shogun-act-tax = Collect tax
shogun-act-recruit-5 = Recruit 5 armies (3)
shogun-act-recruit-3 = Recruit 3 armies (2)
shogun-act-recruit-1 = Recruit 1 army and move (1)
shogun-act-war-a = War & move A
shogun-act-war-b = War & move B
shogun-building-castle = castle
shogun-building-temple = temple
shogun-building-theatre = theatre
shogun-special-tax = Tax +1
shogun-special-rice = Rice +1
shogun-special-recruit = Recruit 5 → 6
shogun-special-attack = Attack +1 cube
shogun-special-defence = Defence +1 cube
shogun-phase-draft-deal = Draft: turn up two province cards
shogun-phase-draft = Draft: starting provinces
shogun-phase-prime = Prime the tower
shogun-phase-deal = Deal the action and special cards
shogun-phase-planning = Planning (in private)
shogun-phase-reveal = Event and bids
shogun-phase-seating = Daimyo onto the special cards
shogun-phase-actions = Actions
shogun-phase-winter = Winter: rice loss
shogun-phase-winter-draw = Winter: drawing the revolts
shogun-phase-winter-revolt = Winter: revolts
shogun-phase-scoring = Year-end scoring
shogun-phase-over = Game over
shogun-effect-castle-defence = Castle province: defender may add 1 cube
shogun-effect-temple-safe = Temple provinces cannot be attacked
shogun-effect-theatre-calm = New theatre may remove 1 revolt marker
shogun-effect-rice-max-3 = Collect rice gives at most 3
shogun-effect-rice-min-4 = Collect rice gives at least 4
shogun-effect-tax-max-5 = Collect tax gives at most 5
shogun-effect-tax-min-6 = Collect tax gives at least 6
shogun-effect-two-peasants = Attack on a neutral province: 2 peasants
shogun-effect-small-recruits = Recruit 5 places 3, recruit 3 places 2
shogun-event = { $id } ({ $effect })
shogun-side-sun = sun side
shogun-side-moon = moon side
shogun-paren = { $text } ({ $rule })
shogun-rule-and = { $a }, { $b }
shogun-ruling-1 = Cubes left in the tray stay there and are thrown again with the next battle or revolt; cubes stuck in the tower stay until they fall out.
shogun-ruling-2 = In an invasion of a province with a revolt marker, the peasants in the tray count for nobody and stay in the tray.
shogun-ruling-3 = When a revolt is lost, every peasant cube in the tray goes to the bank.
shogun-ruling-4 = A game uses the 37 two-sided cards and the 8 cards of the chosen side (45); with 3 players the 8 marked provinces go as well (37).
shogun-ruling-5 = The left-hand neighbour's draw of revolting provinces is made at random by the app, without replacement.
shogun-ruling-6 = In winter each player's province cards are compared with their own rice track (the literal reading, cards against the event's rice loss, is an option).
shogun-ruling-7 = A card count equal to the rice means no revolt; the table starts at a difference of 1.
shogun-ruling-8 = The winter table's peasants are thrown with every revolting province, on top of its revolt markers (once per player is an option).
shogun-ruling-9 = A collection in a province with a revolt marker settles the revolt first; income only if the revolt is put down.
shogun-ruling-10 = All of the player's cubes in the province defend against a revolt.
shogun-ruling-11 = An event's limit applies first, the special card's +1 after it.
shogun-ruling-12 = Attack and Defence cards and the castle events apply to invasions (Attack also to expansions), never to revolts; they stack.
shogun-ruling-13 = Event E11: 2 peasant cubes replace the usual 1 (adding 2 to make 3 is an option).
shogun-ruling-14 = With 3 players the designated start is played on the sun side only; the moon side uses the draft.
shogun-ruling-15 = Seat A is the start player, then clockwise; in the draft the player picks the portion, and both face-up cards are replaced after a full round untaken.
shogun-ruling-16 = An action may be skipped only when it cannot be carried out (no coins, no slot or marker, no cube to move, no target); a short supply recruits what is left at full price.
shogun-ruling-17 = A province card won during a round goes to the winner's hand and cannot be used that round; a card lost makes its space do nothing.
shogun-ruling-18 = After a conquest the buildings and revolt markers stay in the province.
shogun-ruling-19 = Of the winter event only its rice loss is used.
shogun-ruling-20 = Army cubes are limited to 62 a colour and buildings to 28, 26 and 26; coins, peasant cubes and revolt markers are unlimited.
shogun-ruling-21 = The map's neighbours are placeholders; the provinces removed with 3 players do not exist.
shogun-ruling-22 = A tie in score and coins is a shared victory.
shogun-ruling-23 = Region majorities are judged per building type: a type nobody has in a region scores nothing there.
shogun-ruling-24 = Theatre events: 1 revolt marker may be removed only by an action that builds a theatre there.
shogun-ruling-25 = Names are kept as the seed spells them.
shogun-ruling-26 = Bids are paid when revealed; an unaffordable chest bid ranks as 0; a province card bid returns to hand unused; a player with 11 or more cards fills all 11 spaces.
shogun-ruling-27 = The rice track has no cap.
shogun-ruling-28 = Recruit 1 and move: the move comes after the recruit (the new cube may move), into exactly 1 neighbouring own province.
shogun-ruling-29 = War & move: exactly 1 destination per action; a move into an own province is a plain move.
shogun-log-card-lost = { $player }: the card planned for “{ $act }” was lost this round: no action ({ $rule })
shogun-err-out-model = the app's tower model throws in this game; leave out empty
shogun-err-out-required = required: type the cubes that came out of the tower (colour:count)
shogun-log-tower = Tower: { $thrown } thrown in → out { $out } ({ $rule })
shogun-err-no-action = no action is being carried out now
shogun-err-nothing-planned = { $player } has no province planned for “{ $act }”
shogun-err-not-at-table = { $player } is not at the table
shogun-err-not-in-play = { $province } is not in play
shogun-err-coins = { $cost } { $cost ->
        [one] coin
       *[other] coins
    } needed, { $player } has { $coins }
shogun-log-taken = { $province }: taken by { $player }
shogun-log-held = { $province }: held by { $player }
shogun-log-stays-neutral = { $province }: stays neutral
shogun-log-becomes-neutral = { $province }: becomes neutral
shogun-table-holds = On the table: { $province } now holds { $n } { $player } { $n ->
        [one] cube
       *[other] cubes
    } ({ $rule })
shogun-table-holds-none = On the table: { $province } now holds no cubes ({ $rule })
shogun-table-back-to-supply = On the table: { $n } { $player } { $n ->
        [one] cube goes
       *[other] cubes go
    } back to { $player }'s supply ({ $rule })
shogun-table-peasants-to-bank = On the table: { $n } peasant { $n ->
        [one] cube goes
       *[other] cubes go
    } back to the bank ({ $rule })
shogun-table-card-moves = On the table: { $province }'s province card goes from { $from } to { $to } ({ $rule })
shogun-table-card-from-bank = On the table: { $player } takes { $province }'s province card from the bank ({ $rule })
shogun-table-card-to-bank = On the table: { $province }'s province card goes from { $player } to the bank ({ $rule })
shogun-table-remove-buildings = On the table: remove the { $buildings } from { $province } to the bank ({ $rule })
shogun-table-remove-revolts = On the table: { $n } revolt { $n ->
        [one] marker
       *[other] markers
    } from { $province } to the bank ({ $rule })
shogun-table-add-revolt = On the table: put 1 more revolt marker on { $province } ({ $rule })
shogun-table-tray-empty = On the table: the tray is empty now ({ $rule })
shogun-table-tray-keeps = On the table: leave { $cubes } in the tray for the next throw ({ $rule })
shogun-cubes-none = none
shogun-cubes-peasants = peasants { $n }
shogun-cubes-of = { $player } { $n }
shogun-err-game-over = the second winter has been scored ({ $rule })
shogun-err-prime-supply = { $player } has { $n } { $n ->
        [one] cube
       *[other] cubes
    } in the supply, 7 are thrown
shogun-log-prime-back = Cubes in the tray go back: army cubes to their supplies, peasants to the bank ({ $rule })
shogun-err-unknown-act = unknown action card { $card }
shogun-err-act-up = “{ $act }” is already face up or done ({ $rule })
shogun-log-act-turned = Action card { $n } turned face up: { $act } ({ $rule })
shogun-log-act-last = Action card 10 is the one left: { $act } ({ $rule })
shogun-err-all-seated = every daimyo is already seated
shogun-err-space-range = a space 1–5
shogun-err-space-taken = space { $n } is taken
shogun-err-space-empty = space { $n } has no special card
shogun-log-seat = { $player } takes space { $n } and the special card “{ $special }” ({ $rule })
shogun-log-turn-order = Turn order: { $order } ({ $rule })
shogun-err-remove-revolt = only when building a theatre during a theatre event ({ $rule })
shogun-log-revolt-removed = { $province }: 1 revolt marker removed (event, { $rule })
shogun-log-build = { $player } builds a { $building } in { $province } for { $n } { $n ->
        [one] coin
       *[other] coins
    } ({ $rule })
shogun-err-no-marker = { $province } has no revolt marker: nothing is thrown ({ $rule })
shogun-log-collect-rice = { $player } collects { $n } rice from { $province } ({ $rule })
shogun-log-collect-tax = { $player } collects { $n } { $n ->
        [one] coin
       *[other] coins
    } from { $province } ({ $rule })
shogun-log-marker-placed = { $province }: revolt marker placed ({ $rule })
shogun-log-lost-to-revolt = { $player } lost { $province } to the revolt: no income ({ $rule })
shogun-err-only-recruit-1-moves = only “recruit 1 and move” moves cubes ({ $rule })
shogun-log-recruit = { $player } recruits { $n } { $n ->
        [one] cube
       *[other] cubes
    } into { $province } for { $cost } { $cost ->
        [one] coin
       *[other] coins
    } ({ $rule })
shogun-err-move-where = missing: where do the cubes move?
shogun-err-move-one = at least 1 cube moves
shogun-err-unknown-province = unknown province { $province }
shogun-err-not-own-neighbour = { $to } is not an own province next to { $from }
shogun-err-move-at-most = at most { $n } (1 stays in { $province })
shogun-log-move = { $player } moves { $n } { $n ->
        [one] cube
       *[other] cubes
    } { $from } → { $to } ({ $rule })
shogun-log-cannot = { $player } cannot carry out “{ $act }”: { $why }
shogun-err-no-revolt-waiting = no revolt is waiting
shogun-err-not-drawn = { $province } is not among the drawn provinces: { $drawn }
shogun-log-no-longer = { $province } is no longer { $player }'s: no revolt
shogun-err-calibrate-model = this game's throws come from the model itself: type real throws (in:out)
shogun-log-calibrated = Tower model fitted to { $n } { $n ->
        [one] throw
       *[other] throws
    } ({ $game } of this game, { $typed } typed): stick { $stick }, release { $release } ({ $rule })
shogun-err-app-deals = the app deals in this game (virtual decks); leave it empty
shogun-err-action-order = the 5 action cards face up on spaces 1–5, in order ({ $rule })
shogun-err-twice = { $value } given twice
shogun-err-special-order = all 5 special cards, in the order dealt
shogun-err-unknown-special = unknown special card { $card }
shogun-err-events-four = the 4 event cards turned face up this year
shogun-err-unknown-event = unknown event card { $card }
shogun-err-event-unavailable = { $card } is not available
shogun-err-events-spring = events are turned up in spring only ({ $rule })
shogun-log-acts-up = Action cards 1–5 face up: { $acts } ({ $rule })
shogun-log-specials = Special cards: { $specials } ({ $rule })
shogun-log-events-up = Events face up this year: { $events } ({ $rule })
shogun-err-not-at-table-players = { $player } is not at the table; players: { $players }
shogun-err-planned-already = { $player } has already planned this round
shogun-err-not-held = { $player } does not hold the card { $province }
shogun-err-bid-chest = a chest card on the bid space bids its value: type 0, 1, 2, 3 or 4 ({ $rule })
shogun-err-bid-card = name the province card placed on the bid space (one of { $player }'s cards: { $cards }) ({ $rule })
shogun-err-card-placed = the card { $province } is already placed ({ $rule })
shogun-err-five-chests = only 5 chest cards per player ({ $rule })
shogun-err-fill-all = { $player } holds { $n } cards, so all 11 spaces must be filled ({ $filled } are) ({ $rule })
shogun-log-planned = { $player } has planned (commitment { $commitment })
shogun-err-app-draws-event = the app draws the event in this game; leave it empty
shogun-err-no-event-up = no event card is face up
shogun-err-event-required = required: the event card drawn
shogun-err-event-not-up = { $card } is not face up; face up: { $up }
shogun-log-event = Event { $event } ({ $rule })
shogun-err-not-planned = { $player } has not planned yet
shogun-log-bids-card = { $player } bids a province card ({ $province })
shogun-log-bids = { $player } bids { $bid }
shogun-bid-chest = { $n }
shogun-bid-card = a province card
shogun-bid-none = none
shogun-err-app-draws-ties = the app draws tied daimyo cards in this game; leave it empty
shogun-err-out-of-play = { $province } is out of play with { $n } players: it cannot be entered ({ $rule })
shogun-err-temple-safe = { $province } has a temple and the temple event protects it
shogun-err-not-next = { $to } is not next to { $from }
shogun-err-plain-move = { $province } is { $player }'s own: a plain move, no throw ({ $rule })
shogun-err-no-attack-card = { $player } does not hold the Attack card
shogun-err-no-defence-card = { $player } does not hold the Defence card
shogun-err-castle-event = the castle event is not active here (it needs a castle province)
shogun-err-neutral-no-defender = a neutral province has no defending player ({ $rule })
shogun-log-winter = Winter: event { $event } left face up, rice loss { $n } ({ $rule })
shogun-log-winter-player = { $player }: rice { $rice } → { $after }, { $cards } province { $cards ->
        [one] card
       *[other] cards
    }, shortage { $shortage } → { $revolts } { $revolts ->
        [one] revolt
       *[other] revolts
    } ({ $rule })
shogun-err-no-draw-waiting = no draw is waiting
shogun-err-app-draws = the app draws in this game; leave it empty
shogun-err-draw-count = { $n } { $n ->
        [one] card
       *[other] cards
    } drawn from { $player }'s hand
shogun-err-not-their-card = { $province } is not one of { $player }'s cards
shogun-log-winter-draw = { $drawer } draws from { $player }'s cards: { $drawn } ({ $rule })
shogun-log-year-two = Year 2: rice to 0, revolt markers to the bank, daimyo and special cards back ({ $rule })
shogun-err-face-up-count = the { $n } province { $n ->
        [one] card
       *[other] cards
    } turned face up
shogun-err-not-in-deck = { $province } is not a card in the deck
shogun-log-face-up = Face up: { $cards } ({ $rule })
shogun-err-no-draft = no draft in this game
shogun-err-no-drafter = no player to take a card
shogun-err-no-portion = { $player } has no portion of { $n } left; left: { $left }
shogun-err-app-turns = the app turns the next card in this game; leave it empty
shogun-err-turned-required = required: the card turned face up to replace it
shogun-err-turned-only = only when a face-up card is taken
shogun-err-not-face-up = { $province } is not face up; take a face-up card or the deck
shogun-err-deck-empty = the deck is empty: take a face-up card
shogun-err-card-from-deck = type the province card drawn from the deck
shogun-err-portion-supply = { $player } has { $n } { $n ->
        [one] cube
       *[other] cubes
    } left, the portion is { $portion }
shogun-log-draft-face-up = { $player } takes { $province } (face up) and places { $n } { $n ->
        [one] cube
       *[other] cubes
    } there ({ $rule })
shogun-log-draft-deck = { $player } takes { $province } from the deck and places { $n } { $n ->
        [one] cube
       *[other] cubes
    } there ({ $rule })
shogun-log-draft-cycle = Nobody took { $cards } for a full round: both go under the deck ({ $rule })
shogun-log-draft-done = Every portion is placed; the remaining cubes form each supply ({ $rule })
shogun-show-head = Shogun 將軍 · { $side } · year { $year } · { $season } · { $phase }
shogun-show-player = { $player }: coins { $coins } · rice { $rice } · score { $score } · supply { $supply } { $supply ->
        [one] cube
       *[other] cubes
    } · { $provinces } { $provinces ->
        [one] province
       *[other] provinces
    }
shogun-show-special = special card { $special }
shogun-show-region = — { $region } region
shogun-show-province = {""}  { $province }: { $owner }
shogun-neutral = neutral
shogun-show-cubes = { $n } { $n ->
        [one] cube
       *[other] cubes
    }
shogun-show-revolts = { $n } revolt { $n ->
        [one] marker
       *[other] markers
    }
shogun-show-tower = Tower: tray { $tray } · inside { $inside } ({ $source }; stick { $stick }, release { $release }, { $fit })
shogun-tower-model = model
shogun-tower-typed = from the typed throws
shogun-tower-calibrated = calibrated
shogun-tower-uncalibrated = uncalibrated defaults
shogun-show-acts = Action cards: { $acts }
shogun-act-space = { $n }. { $act }
shogun-act-space-down = { $n }. (face down)
shogun-show-event = Event { $event }
shogun-show-events-up = Events face up: { $events }
shogun-show-turn = Turn order: { $order }
shogun-undo-card-to = card back to { $player }
shogun-undo-card-to-bank = card back to the bank
shogun-undo-cubes-of = { $n } { $n ->
        [one] cube
       *[other] cubes
    } of { $player }
shogun-undo-cubes-none = { $n } { $n ->
        [one] cube
       *[other] cubes
    }
shogun-undo-put-back = put the { $building } back
shogun-undo-remove = remove the { $building }
shogun-undo-revolts = { $n } revolt { $n ->
        [one] marker
       *[other] markers
    }
shogun-undo-province = { $province }: { $what }
shogun-undo-player = { $player }: coins { $coins } · rice { $rice } · score { $score } · supply { $supply }
shogun-undo-tray = Tower tray back to: { $cubes }
shogun-undo-real-tower = The real tower cannot be un-thrown: leave its contents as they are
shogun-undo-face-down = Turn face down again: { $acts }
shogun-undo-phase = Back to: { $phase }
shogun-cand-chest = { $n } { $n ->
        [one] chest
       *[other] chests
    }
shogun-cand-empty = empty
shogun-cand-chest-blank = chest card (blank)
shogun-cand-face-up = { $province } (face up)
shogun-cand-deck-top = top card of the deck
shogun-cand-seat = { $n }: { $special }
shogun-err-cannot-enter = { $to } cannot be entered from { $from }
shogun-odds-plain-move = plain move, no throw
shogun-odds-takes = { $player } takes { $province }
shogun-odds-holds = { $province } holds
shogun-odds-tie = tie: { $province } becomes neutral
shogun-odds-keeps = { $player } keeps { $province }
shogun-odds-rebels = the rebels win: { $province } becomes neutral
shogun-outcome-attacker-takes = attacker wins and takes the province
shogun-outcome-rebels-win = the rebels win: the province becomes neutral
shogun-outcome-defender-holds = defender holds
shogun-outcome-attack-fails = attack fails; the province is neutral
shogun-outcome-tie = tie: the province becomes neutral
shogun-outcome-war = { $head } · placed { $attacker_placed }/{ $defender_placed } · back to supply { $attacker_returned }/{ $defender_returned } · peasants to bank { $peasants }
shogun-outcome-winter = rice left { $rice } · shortage { $shortage } · { $revolts } { $revolts ->
        [one] revolt
       *[other] revolts
    }, { $peasants } peasant { $peasants ->
        [one] cube
       *[other] cubes
    } each
shogun-outcome-turn-order = turn order { $order }
shogun-outcome-tower = { $n } { $n ->
        [one] cube
       *[other] cubes
    } out
shogun-outcome-score = the year is scored
shogun-outcome-done = done
shogun-action-draft-deal = Turn up two province cards
shogun-action-draft = Take a province
shogun-action-prime-tower = Prime the tower
shogun-action-deal = Deal the cards
shogun-action-plan = Plan (private)
shogun-action-reveal = Draw the event and reveal the bids
shogun-action-take-seat = Place daimyo
shogun-action-turn-action = Turn up the next action card
shogun-action-build = Build
shogun-action-collect = Collect
shogun-action-recruit = Recruit
shogun-action-war = War / move
shogun-action-skip = Cannot do it
shogun-action-winter = Winter
shogun-action-winter-draw = Draw the revolting provinces
shogun-action-winter-revolt = Resolve a revolt
shogun-action-score-year = Score the year
shogun-action-calibrate = Calibrate the tower
shogun-err-not-now = not now: the table is at “{ $phase }”
shogun-err-app-turns-acts = the app turns the action cards in this game
shogun-err-act-turned-later = the next action card is turned when this action is done
shogun-err-turn-act-first = first turn action card { $n } face up and type it
shogun-err-action-now = the action now is “{ $act }”
shogun-err-must-carry-out = the action can be carried out, so it must be ({ $rule })
shogun-err-over = the game is over
shogun-err-unknown-action = unknown action { $name }
shogun-err-has-building = { $province } already has a { $building }
shogun-err-no-slot = { $province } has no free building slot
shogun-err-no-markers = no { $building } markers left ({ $rule })
shogun-err-too-few-cubes = { $province } has { $n } { $n ->
        [one] cube
       *[other] cubes
    }: at least 2 are needed to move one
shogun-err-no-target = no province next to { $province } may be entered
shogun-step = Year { $year } · { $season } · { $phase }
shogun-hint-draft-deal-app = The app shuffles the province cards in use and turns two face up ({ $rule })
shogun-hint-draft-deal-table = Shuffle the province cards in use, turn two face up and type them ({ $rule })
shogun-hint-draft = { $player } takes { $cards } or the top card of the deck, and places one portion ({ $left }) there ({ $rule })
shogun-hint-prime = Each player throws 7 cubes, with 10 peasant cubes, into the tower at once ({ $rule })
shogun-hint-prime-typed = Each player throws 7 cubes, with 10 peasant cubes, into the tower at once ({ $rule }); type the cubes that came out
shogun-hint-deal-app = The app shuffles and deals the action and special cards ({ $rule })
shogun-hint-deal-table = Deal the action cards and special cards; type action cards 1–5 (face up) and the special cards in the order dealt ({ $rule })
shogun-hint-plan = In private, one at a time: bid card and action spaces ({ $rule }). Still to plan: { $waiting }
shogun-hint-reveal = Draw this round's event, then everyone turns the bid card up ({ $rule })
shogun-hint-ties = Equal bids: shuffle those players' daimyo cards, draw them one at a time and type the order drawn ({ $rule })
shogun-hint-seat = { $player } places the daimyo on a free special card ({ $rule })
shogun-hint-turn-act = Action { $done } is done: turn action card { $n } face up and type it ({ $rule })
shogun-hint-action = Action { $n } of 10: { $act } — { $player } on { $province } ({ $rule })
shogun-hint-winter = Rice loss from the event card left face up, then the revolt table ({ $rule })
shogun-hint-winter-draw = { $drawer } draws { $n } of { $player }'s province cards ({ $rule })
shogun-hint-winter-revolt = { $player } resolves a revolt in one of: { $provinces } ({ $rule })
shogun-hint-score = Score provinces, buildings and region majorities ({ $rule })
shogun-flag-attack = { $player } holds the Attack card: 1 more cube from the supply may join an attack (Attack card +1, { $rule })
shogun-flag-defence = If { $province } is attacked, { $player } holds the Defence card and may add 1 cube from the supply (Defence card +1, { $rule })
shogun-flag-castle = Event { $event }: if { $province } is attacked, its castle lets { $player } add 1 cube from the supply (Castle event +1, { $rule })
shogun-flag-theatre = Event { $event }: building the theatre may also remove 1 revolt marker from { $province } (Remove a revolt marker, { $rule })
shogun-over = Game over ({ $rule })
shogun-over-shared = Game over: shared victory of { $players }, tied on { $points } points and { $coins } coins ({ $rule })
shogun-over-coins = Game over: { $player } wins: tied on { $points } points with { $others }, { $player } has the most coins ({ $coins } against { $against }) ({ $rule })
shogun-over-wins = Game over: { $player } wins with { $points } points ({ $rule })
shogun-key-draft-deal-face-up-label = Cards turned face up
shogun-key-draft-deal-face-up-help = real cards only: the 2 province cards turned face up
shogun-key-draft-card-label = Province card
shogun-key-draft-card-help = a face-up province card, or deck (real cards: the card drawn from the deck)
shogun-key-draft-portion-label = Army portion
shogun-key-draft-portion-help = the army portion placed there (cubes)
shogun-key-draft-turned-label = Card turned up
shogun-key-draft-turned-help = real cards only: the card turned up to replace a face-up card taken
shogun-key-deal-action-order-label = Action cards as dealt
shogun-key-deal-action-order-help = real decks only: the 5 action cards face up on spaces 1–5, in order; the others are typed as each is turned
shogun-key-deal-special-order-label = Special cards as dealt
shogun-key-deal-special-order-help = real decks only: the 5 special cards as dealt
shogun-key-deal-events-label = Event cards turned up
shogun-key-deal-events-help = real decks, spring only: the 4 event cards turned face up (E1…E12)
shogun-key-turn-action-card-label = Action card turned up
shogun-key-turn-action-card-help = the action card just turned face up
shogun-key-plan-player-label = Player
shogun-key-plan-player-help = the player planning
shogun-key-plan-bid-label = Bid
shogun-key-plan-bid-help = bid space: 0..4 (chest card), a province card, or none
shogun-key-plan-salt-label = Secret salt
shogun-key-plan-salt-help = secret words mixed into the commitment hash
shogun-key-reveal-event-label = Event drawn
shogun-key-reveal-event-help = real decks only: the event card drawn (E1…E12)
shogun-key-reveal-ties-label = Tied daimyo cards as drawn
shogun-key-reveal-ties-help = real decks, tied bids only: the tied players in the order their daimyo cards were drawn
shogun-key-take-seat-position-label = Position
shogun-key-take-seat-position-help = special-card space 1–5 (also the turn position)
shogun-key-build-remove-revolt-label = Remove a revolt marker
shogun-key-build-remove-revolt-help = theatre event only: remove 1 revolt marker from the province
shogun-key-recruit-to-label = Move to
shogun-key-recruit-to-help = recruit 1 only: an adjacent own province to move to
shogun-key-recruit-cubes-label = Cubes moved
shogun-key-recruit-cubes-help = recruit 1 only: cubes to move (0 = no move)
shogun-key-war-to-label = To
shogun-key-war-to-help = the adjacent province entered
shogun-key-war-cubes-label = Cubes moved
shogun-key-war-cubes-help = cubes moved (at least 1 stays behind)
shogun-key-war-attack-extra-label = Attack card +1
shogun-key-war-attack-extra-help = Attack card: throw 1 more cube from supply
shogun-key-war-defence-extra-label = Defence card +1
shogun-key-war-defence-extra-help = defender's Defence card: 1 more cube
shogun-key-war-castle-extra-label = Castle event +1
shogun-key-war-castle-extra-help = castle event: defender adds 1 cube
shogun-key-winter-draw-provinces-label = Cards drawn
shogun-key-winter-draw-provinces-help = real cards only: the province cards the left neighbour drew
shogun-key-winter-revolt-province-label = Province
shogun-key-winter-revolt-province-help = the drawn province resolved now
shogun-key-calibrate-throws-label = Logged throws
shogun-key-calibrate-throws-help = extra throws from an empty tower, in:out (8:5,10:7); with a real tower they join this game's logged throws; at least 10 in all
shogun-key-prime-tower-out-label = Cubes out of the tower
shogun-key-prime-tower-out-help = real tower only: cubes that came out, colour:count (red:3,green:1)
shogun-key-collect-out-label = Cubes out of the tower
shogun-key-collect-out-help = real tower only: cubes that came out, colour:count (red:3,green:1)
shogun-key-war-out-label = Cubes out of the tower
shogun-key-war-out-help = real tower only: cubes that came out, colour:count (red:3,green:1)
shogun-key-winter-revolt-out-label = Cubes out of the tower
shogun-key-winter-revolt-out-help = real tower only: cubes that came out, colour:count (red:3,green:1)
shogun-key-plan-space-help = a province card, chest (a blank), or empty
shogun-option-side-label = Board side
shogun-option-side-help = board side
shogun-option-colours-label = All colours in one line
shogun-option-colours-help = instead of each seat's pick: the colours in seat order, clockwise from the oldest player (red,yellow,blue,…)
shogun-option-start-label = Starting provinces
shogun-option-start-help = starting provinces: the designated tables or the draft
shogun-option-decks-label = Decks
shogun-option-decks-help = virtual: the app shuffles and draws; real: players type the cards they turned
shogun-option-tower-label = Cube tower
shogun-option-tower-help = model: the app's tower model throws; real: players type the cubes that came out
shogun-option-literal-winter-label = Literal winter comparison
shogun-option-literal-winter-help = variant: winter compares province cards with the event's loss itself
shogun-option-e11-adds-label = E11 adds peasants
shogun-option-e11-adds-help = variant: event E11 adds 2 peasants to the usual 1 (3 in all) instead of 2 in all
shogun-option-winter-peasants-once-label = Winter peasants once
shogun-option-winter-peasants-once-help = variant: the winter table's peasants join only each player's first revolt
shogun-option-stick-label = Tower stick chance
shogun-option-stick-help = tower model: chance an entering cube sticks (default from the tables)
shogun-option-release-label = Tower release chance
shogun-option-release-help = tower model: chance a stuck cube comes loose per throw
shogun-scenario-title = 將軍 Shogun: two years
shogun-scenario-blurb = Designated starting provinces ({ $rule }); sun or moon side.
shogun-scenario-board = Board on the chosen side; with 3 players the 8 marked provinces are out ({ $rule })
shogun-scenario-material = Each player: player board, daimyo card, 62 cubes, chest cards 0–4, coins 18/15/12 ({ $rule })
shogun-scenario-provinces = Starting provinces and cubes as the app lists them ({ $rule })
shogun-scenario-markers = Score markers on 0, rice markers on the start space ({ $rule })
shogun-scenario-bank = Buildings and revolt markers sorted into the bank ({ $rule })
shogun-start-designated = Designated provinces ({ $rule })
shogun-start-draft = Draft ({ $rule })
shogun-decks-virtual = The app shuffles
shogun-decks-real = We type our draws
shogun-tower-choice-model = Tower model
shogun-tower-choice-real = Real tower
shogun-err-scenario = expected standard, got { $got }
shogun-err-players = expected 3 to 5 players, got { $n }
shogun-err-colour-count = { $n } colours needed, got { $got }
shogun-err-colours = { $got }: expected distinct colours of { $colours }
shogun-err-designated-moon = the 3-player designated start uses provinces that are out of play on the moon side ({ $rule }): play the sun side or the draft
shogun-track-year = Year
shogun-track-season = Season
shogun-track-event = Event
shogun-track-action = Action
shogun-track-of = { $n }/{ $of }
shogun-hidden-plan = Pass the screen to { $player }: plan in private ({ $rule })
shogun-check-board-all = Board on the { $side }; all { $n } provinces are in play ({ $rule })
shogun-check-board-out = Board on the { $side }; with { $players } players these { $n } marked provinces are out, their cards leave the game: { $provinces } ({ $rule })
shogun-check-seat = Seat { $seat }: { $player } — player board, daimyo card, 62 cubes, chest cards 0–4 and { $coins } coins ({ $rule })
shogun-check-placed = { $province } ×{ $n }
shogun-check-designated = { $player }: take { $n } province cards and put the cubes on the board: { $placed }; { $supply } cubes stay in the supply ({ $rule })
shogun-check-deck-app = Province deck: the app shuffles the { $n } cards in play and turns up two; take the real cards it names ({ $rule })
shogun-check-deck-table = Province deck: shuffle the { $n } cards in play face down and turn up the top two ({ $rule })
shogun-check-portions = { $player }: { $n } portions on the player board ({ $total } cubes: { $portions }), placed one per province card drawn ({ $rule })
shogun-check-bank-cards = The other { $n } province cards go beside the board: the bank's neutral provinces ({ $rule })
shogun-check-tracks = Score markers on 0, rice markers on the start space 0 ({ $rule })
shogun-check-tower-model = Cube tower: the app's model primes it with 7 cubes per player ({ $n }) and 10 peasants; set the real tower aside ({ $rule })
shogun-check-tower-real = Cube tower: throw 7 cubes per player ({ $n }) and 10 green peasants into the real tower together, then type what reached the tray ({ $rule })
shogun-check-bank = Castles, temples, theatres and revolt markers sorted into the bank ({ $rule })
shogun-check-decks-app = Event, special and action cards: the app shuffles and deals them; lay out the real cards as it names them ({ $rule })
shogun-check-decks-table = Shuffle the event cards and turn up 4; shuffle the special and the action cards into two face-down decks; type each card you turn ({ $rule })
shogun-check-variant-winter = Variant in force: winter compares province cards with the event's loss itself ({ $rule })
shogun-check-variant-once = Variant in force: the winter table's peasants join only each player's first revolt ({ $rule })
shogun-check-variant-e11 = Variant in force: event E11 adds 2 peasants to the usual 1 ({ $rule })
shogun-legend-colour = a daimyo's colour: red, yellow, blue, purple or black, as the player's cubes ({ $rule })
shogun-legend-province = a province box: its fill is the board region (pale green, red, purple, yellow or brown); its frame is the owner's colour, grey when neutral
shogun-legend-cubes = in a province: the owner's army cubes there
shogun-legend-buildings = buildings in a province: castle, temple, theatre, named in the screen's language ({ $rule })
shogun-legend-revolts = revolt markers in a province, with their number ({ $rule })
shogun-legend-face-down = an action card still face down ({ $rule })
shogun-legend-act-order = action cards in order: orange is the action being carried out, struck through are done ({ $rule })
shogun-legend-planned = a player has planned: only the short commitment code shows until the reveal ({ $rule })
shogun-legend-not-planned = a player who has not planned yet ({ $rule })
shogun-legend-tower = cubes in the tower's tray or stuck inside it, in their colour; green are peasants ({ $rule })
shogun-legend-nothing = nothing there (an empty tray, a cost of no coins in the aid's action table)
shogun-legend-acts = the ten action cards by number, as the aid's action table lists them ({ $rule })
shogun-legend-events = the event cards by number; the aid gives each one's effect and winter rice loss ({ $rule })
shogun-legend-option = one of Gunbai's rulings that can be switched when a session starts
shogun-proc-winter-provinces-label = Province cards
shogun-proc-winter-provinces-help = province cards the player holds
shogun-proc-winter-rice-label = Rice
shogun-proc-winter-rice-help = the player's rice before the winter loss
shogun-proc-winter-event-loss-label = Event rice loss
shogun-proc-winter-event-loss-help = rice loss of the event card left face up
shogun-proc-winter-literal-label = Literal comparison
shogun-proc-winter-literal-help = compare the cards with the loss itself (the literal wording) instead of the rice left
shogun-proc-war-kind-label = Battle
shogun-proc-war-kind-help = which battle
shogun-proc-war-attacker-out-label = Attacker cubes out
shogun-proc-war-attacker-out-help = attacker's cubes in the tray
shogun-proc-war-defender-out-label = Defender cubes out
shogun-proc-war-defender-out-help = defender's (owner's) cubes in the tray
shogun-proc-war-peasants-out-label = Peasant cubes out
shogun-proc-war-peasants-out-help = peasant (green) cubes in the tray
shogun-proc-war-revolt-marker-label = Revolt marker
shogun-proc-war-revolt-marker-help = the province has at least one revolt marker
shogun-proc-turn-order-bids-label = Bids
shogun-proc-turn-order-bids-help = colour:bid, bid = 0..4, card or none (red:3,blue:card)
shogun-proc-turn-order-coins-label = Coins
shogun-proc-turn-order-coins-help = colour:coins before paying (red:5,blue:2)
shogun-proc-score-side-label = Board side
shogun-proc-score-side-help = board side
shogun-proc-score-provinces-label = Provinces
shogun-proc-score-provinces-help = [{"{"}name, owner, castle, temple, theatre{"}"}] (owner null for neutral)
shogun-proc-tower-thrown-label = Cubes thrown in
shogun-proc-tower-thrown-help = cubes thrown in, colour:count (red:3,green:1)
shogun-proc-tower-inside-label = Cubes inside
shogun-proc-tower-inside-help = cubes stuck inside before the throw
shogun-proc-tower-stick-label = Stick chance
shogun-proc-tower-stick-help = chance that an entering cube sticks (0.33, 33% or 1/3)
shogun-proc-tower-release-label = Release chance
shogun-proc-tower-release-help = chance that a stuck cube comes loose per throw
shogun-proc-calibrate-throws-label = Logged throws
shogun-proc-calibrate-throws-help = cubes in:cubes out per throw, in order (8:5,10:7); at least 10 throws
shogun-proc-calibrate-start-inside-label = Cubes inside at start
shogun-proc-calibrate-start-inside-help = cubes inside the tower before the first throw
shogun-proc-winter = Winter: rice loss and peasant revolts
shogun-proc-war = War or revolt: cubes out of the tower
shogun-proc-turn-order = Bids: turn order and payment
shogun-proc-score = Year-end scoring
shogun-proc-tower = Tower model: one throw
shogun-proc-calibrate = Tower model: fit stick and release to logged throws
shogun-dice-none = none
shogun-dice-tower = none (the tower decides)
shogun-dice-ties = ties: a d6 draw per tied place
shogun-dice-digits = d6 digits per cube (about 1.2 dice each)
shogun-err-colour-value = expected colour:value, got { $got }
shogun-err-unknown-colour = unknown colour { $got }; valid: { $colours }
shogun-err-colour-pairs = empty; expected colour:value pairs
shogun-err-number = expected a number, got { $got }
shogun-res-winter = Rice { $rice } − { $loss } = { $after } ({ $rule1 }); { $n } province { $n ->
        [one] card
       *[other] cards
    } against { $against } → shortage { $shortage } ({ $reading })
shogun-res-literal = literal reading, { $rule }
shogun-res-rice-left = rice left, { $rule }
shogun-res-winter-revolts = { $n } { $n ->
        [one] province revolts
       *[other] provinces revolt
    }, { $peasants } peasant { $peasants ->
        [one] cube
       *[other] cubes
    } each plus one per revolt marker ({ $rule })
shogun-res-counts-revolt = owner { $owner }, rebels { $rebels }
shogun-res-counts-expansion = attacker { $attacker }, peasants { $peasants }
shogun-res-counts-invasion = attacker { $attacker }, defender { $defender }, peasants { $peasants }
shogun-res-tie = a tie
shogun-res-rebels-win = the rebels win
shogun-res-owner-wins = the owner wins
shogun-res-attacker-wins = the attacker wins
shogun-res-defence-holds = the defence holds
shogun-res-war = { $kind } ({ $rule }): { $counts } in the tray → { $outcome }
shogun-kind-invasion = invasion
shogun-kind-expansion = expansion
shogun-kind-collection-revolt = collection revolt
shogun-kind-winter-revolt = winter revolt
shogun-res-bids = Bids ranked 4 > 3 > 2 > 1 > province card > 0 > none: { $order } ({ $rule })
shogun-res-tie-table = tie: daimyo cards drawn at the table: { $order } ({ $rule })
shogun-res-tie-random = tie drawn at random: { $order }
shogun-res-score = { $player }: { $provinces } { $provinces ->
        [one] province
       *[other] provinces
    } + { $buildings } { $buildings ->
        [one] building
       *[other] buildings
    } + { $majorities } for majorities = { $total } ({ $rule })
shogun-res-majority = { $building } +{ $n }
shogun-res-region = { $region }: { $items }
shogun-res-majorities = { $player }: region majorities: { $regions } ({ $rule })
shogun-res-tower = Tower (stick { $stick }, release { $release }): in { $thrown } with { $inside } inside → out { $out }, inside { $after } ({ $rule })
shogun-res-calibrate = Fitted to { $n } { $n ->
        [one] throw
       *[other] throws
    }: stick { $stick }, release { $release } (maximum likelihood, ± one standard error)
shogun-err-colour-count-pair = expected colour:count, got { $got }
shogun-err-count = expected a count, got { $got }
shogun-err-cube-cap = { $n } { $colour } cubes, but there are at most { $cap } ({ $rule })
shogun-err-box-cap = { $n } { $colour } cubes, but the box holds { $cap }
shogun-err-box-cap-both = { $n } { $colour } cubes thrown in and inside together, but the box holds { $cap }
shogun-err-probability = expected a probability 0..1 (0.3, 30% or 1/3), got { $got }
shogun-err-typed-out = { $n } { $colour } { $n ->
        [one] cube
       *[other] cubes
    } out, but only { $have } went in or were inside the tower
shogun-err-in-out = expected in:out counts, got { $got }
shogun-err-no-throws = no throws logged
shogun-err-throw-big = throw { $i }: { $n } cubes in, but a throw holds at most { $max }
shogun-err-throw-more-out = throw { $i }: more cubes out than were in the tower
shogun-err-throw-inside = throw { $i }: { $n } cubes would be inside, more than the game has
shogun-err-throws-many = { $n } throws: at most { $max } are fitted at once
shogun-err-throws-few = { $n } { $n ->
        [one] throw
       *[other] throws
    } cannot fit the tower: at least { $min } are needed ({ $rule })
shogun-err-no-model = no model explains these throws
shogun-err-fit-keeps = these { $n } throws fit a tower that keeps almost every cube (stick { $stick }, release { $release }): such a model would swallow most cubes over a game; log more throws, including ones where stuck cubes come out ({ $rule })
shogun-err-fit-loose = these { $n } throws do not pin the tower down: log more throws ({ $rule })
shogun-err-fit-uncertain = these { $n } throws leave the fit too uncertain (stick { $stick }, release { $release }): log more throws ({ $rule })
shogun-err-bid = expected 0..4, card or none, got { $got }
shogun-err-not-tied = { $player } is not a tied player still to draw; tied: { $tied } ({ $rule })
shogun-err-ties-all = type every tied player in the order their daimyo cards were drawn: { $groups } ({ $rule })
shogun-err-no-coins = no coins given for { $player }
shogun-err-score-unknown = [{ $i }]: unknown province { $province } on the { $side }
shogun-err-score-owner = [{ $i }].owner: unknown colour { $got }
shogun-err-score-neutral = [{ $i }]: neutral province { $province } cannot hold buildings ({ $rule })
shogun-err-score-twice = [{ $i }]: { $province } is already listed at [{ $j }]
shogun-err-score-slots = [{ $i }]: { $province } has { $slots } building { $slots ->
        [one] slot
       *[other] slots
    }, { $n } buildings given
shogun-err-unknown-battle = unknown battle
shogun-err-revolt-attacker = in a revolt the rebels are the peasants: give their cubes as peasants-out ({ $rule })
shogun-err-expansion-defender = an expansion has no defending player: the peasants defend ({ $rule })
shogun-err-side = expected sun or moon
shogun-view-phase = Phase
shogun-view-track = Year and round
shogun-view-daimyo = Daimyo
shogun-view-coins = Coins
shogun-view-rice = Rice
shogun-view-score = Score
shogun-view-cards = Cards
shogun-view-supply = Supply
shogun-view-special = Special
shogun-view-daimyo-title = The daimyo
shogun-view-face-up = Face up
shogun-view-portions-left = { $player }: portions left
shogun-view-events-up = Events face up
shogun-view-act-now = now
shogun-view-act-done = done
shogun-view-act-up = face up
shogun-view-act-down = face down
shogun-view-space = Space
shogun-view-action-card = Action card
shogun-view-act-state = State
shogun-view-planned = ✔ { $commitment }
shogun-view-not-planned = … not planned yet
shogun-view-bid = { $player } ({ $bid })
shogun-view-bid-order = Bid order
shogun-view-turn-order = Turn order
shogun-view-round = This round
shogun-view-revolts = ▲{ $n }
shogun-view-card = tax { $tax } · rice { $rice } · { $slots } { $slots ->
        [one] slot
       *[other] slots
    }
shogun-region-head-green = Green
shogun-region-head-red = Red
shogun-region-head-purple = Purple
shogun-region-head-yellow = Yellow
shogun-region-head-brown = Brown
shogun-view-tray = Tray
shogun-view-inside = Inside
shogun-view-last-out = Last throw out
shogun-view-model = stick { $stick } · release { $release } · { $fit }
shogun-view-throws-logged = { $n } { $n ->
        [one] throw
       *[other] throws
    } logged for calibration
shogun-view-tower = Cube tower
shogun-view-winter = Winter report
shogun-view-winter-revolts = { $n } { $n ->
        [one] revolt
       *[other] revolts
    }, { $peasants } peasant { $peasants ->
        [one] cube
       *[other] cubes
    } each ({ $rule })
shogun-bad-players = 3 to 5 players, found { $n }
shogun-bad-colour = { $got } is not a distinct player colour
shogun-bad-track = { $n } is beyond { $max }
shogun-bad-year = the game has 2 years ({ $rule }), found { $n }
shogun-bad-season = 0..3 (spring to winter), found { $n }
shogun-bad-provinces = the { $side } with { $n } players: missing { $missing }, not in play { $extra }
shogun-bad-unknown-province = unknown province
shogun-bad-neutral = a neutral province holds no cubes, buildings or revolt markers ({ $rule })
shogun-bad-owner = owner { $player } is not at the table
shogun-bad-own-empty = an own province holds at least 1 cube ({ $rule })
shogun-bad-slots = { $n } buildings in { $slots } { $slots ->
        [one] slot
       *[other] slots
    }
shogun-bad-revolt-markers = more revolt markers than the box holds (42)
shogun-bad-building-stock = more { $building } markers than the box holds ({ $n }, { $rule })
shogun-bad-cubes-absent = { $player } cubes, but { $player } is not at the table
shogun-bad-cubes-many = { $n } { $player } cubes is more than play reaches
shogun-bad-throw = { $cubes_in }:{ $cubes_out } is not a throw of this game
shogun-bad-throws = more throws than any game makes
shogun-bad-supply = { $n } cubes of { $player } counted, the box has 62 ({ $rule })
shogun-bad-model = stick and release are probabilities 0..1
shogun-bad-action-order = at most the 10 action cards, each once
shogun-bad-special-order = at most the 5 special cards, each once
shogun-bad-step = the action in progress is beyond the action cards or the turn order
shogun-bad-bid = { $got } is neither a chest card 0..4, a province in play nor none
shogun-bad-planning = everyone has planned, but the table is still planning
shogun-bad-plan-missing = a player's plan is missing ({ $rule })
shogun-bad-dealt = the action and special cards of this round are not all dealt ({ $rule })
shogun-bad-no-card = the action in progress has no action card yet
shogun-bad-no-event = no event card face up to draw ({ $rule })
shogun-bad-seat = space { $n } is taken twice or has no special card
shogun-bad-winter-table = more revolts or peasants than the winter table gives ({ $rule })
shogun-bad-drawn-early = provinces drawn before the draw
shogun-bad-no-drawn = no drawn province waits for its revolt ({ $rule })
shogun-bad-no-draw = no draw is waiting ({ $rule })
shogun-bad-draft-turn = seat { $seat } of { $n }
shogun-bad-portions = portions of 1..5 cubes for a player at the table ({ $rule })
shogun-bad-portions-supply = more cubes in the portions than in the supply
shogun-bad-not-neutral = { $province } is not a neutral province in play
shogun-bad-no-draft = the draft has no state
shogun-bad-prime = 7 cubes from each supply prime the tower ({ $rule })
shogun-bad-positions = positions are 1..5
shogun-bad-lost = { $player }: { $province } is not a card of this game

# Issue 21: each seat's colour from a pick-list, and the players' names
shogun-option-seat-colour-label = Seat { $seat } colour
shogun-option-seat-colour-help = the colour this seat plays, clockwise from the oldest player
shogun-option-seat-name-label = Seat { $seat } player
shogun-option-seat-name-help = optional: the player's name, shown beside the colour
shogun-option-seat-only = { $help } (used only with { $n } or more players)
shogun-err-colour-taken = { $colour } is already the colour of seat { $seat }
shogun-err-name-long = at most { $n } characters
shogun-player-named = { $name } ({ $colour })
shogun-track-to-act = To act

# On the table now (issue 25): forward words for what the players do after an action.
shogun-now-thrown = Throw into the tower: { $cubes } ({ $rule })
shogun-now-province = { $province }: { $what }
shogun-now-card-moves = the province card goes from { $from } to { $to }
shogun-now-card-from-bank = { $player } takes the province card from the bank
shogun-now-card-to-bank = { $player } gives the province card to the bank
shogun-now-cubes-stand = { $n } { $player } { $n ->
        [one] cube stands
       *[other] cubes stand
    } there
shogun-now-cubes-none = no cubes stand there
shogun-now-build = build the { $building }
shogun-now-remove = take the { $building } off to the bank
shogun-now-revolts = revolt markers there: { $n }
shogun-now-player = { $player }: { $what }
shogun-now-supply-gains = { $n } { $n ->
        [one] cube goes
       *[other] cubes go
    } to the supply (now { $total })
shogun-now-supply-gives = { $n } { $n ->
        [one] cube leaves
       *[other] cubes leave
    } the supply (now { $total })
shogun-now-coins = coins { $n }
shogun-now-rice = rice track { $n }
shogun-now-score = score track { $n }
shogun-now-peasants-to-bank = { $n } peasant { $n ->
        [one] cube goes
       *[other] cubes go
    } from the tray to the bank ({ $rule })
shogun-now-tray-empty = The tower tray is empty now
shogun-now-tray = The tower tray holds: { $cubes }
shogun-now-face-up = Turn face up: { $acts } ({ $rule })
shogun-now-events-up = This year's event cards face up: { $events } ({ $rule })
shogun-now-event = Turn the event card: { $event } ({ $rule })
shogun-now-seats = Seat the daimyo in turn order: { $players } ({ $rule })
shogun-now-over = The game is over, won by { $players }
shogun-now-season = Move the season marker to year { $year }, { $season }
shogun-now-phase = Now: { $phase }
shogun-now-nothing = Nothing to move on the table: play on as the prompt says
shogun-now-deal = Lay the action cards face up in order: { $acts }; the rest face down below them ({ $rule })
