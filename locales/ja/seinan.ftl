# Gunbai — seinan words (ja). Ids start with "seinan-". Names stay in their own script.

## Sides, phases and the status bar
seinan-side-saigo = 西郷軍
seinan-side-government = 明治政府軍
seinan-phase-march = 行軍フェイズ
seinan-phase-combat = 戦闘フェイズ
seinan-phase-reorganisation = 再編成フェイズ
seinan-game-over = ゲーム終了
seinan-status-turn = ターン
seinan-status-player = プレイヤー
seinan-status-march-points = 行軍ポイント
seinan-status-pool = 補充プール
seinan-house-rule = ハウスルール
seinan-winner = { $side }の勝利：{ $reason }（{ $cite }）

## Win reasons (rule 8.0; the turn limit is a house rule)
seinan-win-takamori-removed = 西乡隆盛がゲームから取り除かれた
seinan-win-holds-castle = 西郷軍が { $place } を確保した
seinan-win-holds-both = 西郷軍が { $first } と { $second } の両方を確保した
seinan-win-turn-limit = ターン上限（{ $n }）に達した

## The prompt
seinan-step = 第 { $turn } ターン · { $side }のプレイヤーターン · { $phase }
seinan-step-over = ゲーム終了 · { $side }の勝利
seinan-step-battle = { $place } の戦闘 第 { $round } ラウンド
seinan-win-line = { $reason }（{ $cite }）
seinan-hint-roll = ダイスを 1 個振って行軍ポイントを決める。1 の目は 2 として扱う（ルール 5.0）。
seinan-hint-march-left = 行軍ポイント残り { $left } / { $points }。行軍 a：1～2 ユニットを隣のボックスへ · 行軍 b：1 ユニットを 2 ボックス · 行軍 c：1 ユニットで障害ルートを越える。1 ユニットにつき最大 { $per_unit } 回。
seinan-hint-hits = { $side }に { $hits } ヒット：西郷軍プレイヤーが割り当てる（ルール 6.4）。
seinan-hint-attack = { $side }はダイス { $dice } 個で攻撃するか、代わりに退却する（ルール 6.2、6.3）。
seinan-hint-partial-retreat = 退却は一部だけでもよい：どのユニットをどこへ退かせるかは西郷軍プレイヤーが決める（ルール 6.4②）。
seinan-hint-siege = { $place } の攻城戦：1 ラウンドのみ（ルール 9.1）。
seinan-hint-no-battles = 残る戦闘はない：戦闘フェイズを終了する。
seinan-hint-battles = 戦うべき戦闘（順番は{ $side }が決める）：{ $places }
seinan-hint-recovered = 回復と徴兵は済んだ（ルール 7.0）。
seinan-hint-replacement-open = 補充：プール { $n } · 地図上で { $place } への連絡線はつながっている
seinan-hint-replacement-cut = 補充：プール { $n } · 地図上で { $place } への連絡線は切れている
seinan-hint-roads-placeholder = （道路は仮データ：手元の盤で確かめること）
seinan-hint-over-stacked = { $place }：{ $n } ユニット、上限 { $limit } を超過：{ $side }が { $excess } ユニットを取り除く（ルール 5.0(6)）。
seinan-hint-stacking-after = スタックは補充の後に確認する（ルール 7.0 の順序）：ユニットを取り除くと、このフェイズの補充は終わる。

## Buttons of the prompt
seinan-act-march-roll = 行軍ポイントを振る
seinan-act-march = 行軍
seinan-act-end-march = 行軍フェイズ終了
seinan-act-allocate = { $hits } ヒットを割り当てる
seinan-act-attack = { $side }が攻撃（ダイス { $dice } 個）
seinan-act-retreat = { $side }が退却
seinan-act-battle-at = { $place } で戦闘
seinan-act-battle = 戦闘
seinan-act-end-combat = 戦闘フェイズ終了
seinan-act-replace = 1 組を補充
seinan-act-remove-excess = 超過ユニットを取り除く
seinan-act-end-turn = プレイヤーターン終了

## Action names (with the rule shown beside them) and the titles of the action list
seinan-label-march-roll = 行軍ポイントを振る
seinan-label-march = 行軍
seinan-label-end-march = 行軍フェイズを終える
seinan-label-battle = 戦闘を始める
seinan-label-attack = 攻撃
seinan-label-allocate = ヒットの割り当て
seinan-label-retreat = 退却
seinan-label-end-combat = 戦闘フェイズを終える
seinan-label-replace = 1 組の補充
seinan-label-remove-excess = スタック超過のユニットを取り除く
seinan-label-end-turn = プレイヤーターンを終える
seinan-title-attack = 攻撃（1 ユニットにつきダイス 1 個）
seinan-title-retreat = 攻撃せずに退却

## Why an action is not allowed now
seinan-no-game-over = ゲームは終了している
seinan-no-not-march = 行軍フェイズにのみ行える
seinan-no-rolled = 行軍ポイントはプレイヤーターンごとに 1 回だけ振る
seinan-no-roll-first = 先に行軍ポイントを振ること
seinan-no-points-left = 行軍ポイントが残っていない
seinan-no-not-combat = 戦闘フェイズにのみ行える
seinan-no-battle-going = 先に今の戦闘を終えること
seinan-no-both-sides = 両軍のユニットがいるボックスはない
seinan-no-battle = 進行中の戦闘はない
seinan-no-allocate-first = 先に西郷軍プレイヤーがヒットを割り当てること
seinan-no-retreat-box = 隣のボックスはすべて敵ユニットがいる
seinan-no-hits = 割り当てるヒットはない
seinan-no-fight-all = 両軍のいるボックスはすべて戦闘を行う（{ $ruling }）
seinan-no-not-saigo-reorg = 西郷軍プレイヤーの再編成フェイズにのみ行える
seinan-no-stacking-begun = 補充はスタック確認の前に行うが、スタック確認はもう始まっている
seinan-no-pool-small = プールに 2 ユニット以上必要
seinan-no-stacking-rule = スタック制限のルールは使っていない
seinan-no-not-reorg = 再編成フェイズに確認する
seinan-no-over-limit = 上限を超えたボックスはない
seinan-no-replace-first = 先に補充を終えること：スタックはその後に確認する（{ $ruling }）
seinan-no-phases-first = 先に行軍フェイズと戦闘フェイズを終えること
seinan-no-replace-goes-on = 補充は一度始めたら、プールに 2 ユニットある限り続ける（{ $ruling }）
seinan-no-stack-first = 先にスタック上限を超えたユニットを取り除くこと

## Refusals of a march (rule 5.0)
seinan-err-march-units = 行軍 { $kind } で動かせるのは 1～{ $max } ユニット、指定は { $n }
seinan-err-march-boxes = 行軍 { $kind } には { $steps } ボックスが必要、指定は { $n }
seinan-err-same-unit = 同じユニットが 2 回指定されている
seinan-err-not-phasing = { $unit } は手番プレイヤー（{ $side }）のユニットではない
seinan-err-same-box = 一緒に行軍するユニットは同じボックスから出発する（{ $ruling }）
seinan-err-stopped = { $unit } は敵ユニットのいるボックスに入ったので止まらなければならない
seinan-err-marched-out = { $unit } はこのターンすでに { $n } 回行軍した（{ $ruling }）
seinan-err-detachments = 支隊 2 つは一緒に行軍できない：どちらかが本隊でなければならない
seinan-err-no-road = 地図上に { $from } から { $to } への道路はない
seinan-err-obstacle = { $from }–{ $to } は障害ルート：行軍 c を使うこと
seinan-err-honshu = 西郷軍のユニットは { $place } に決して入れない

## Refusals in combat (rules 6.0, 9.1)
seinan-err-no-battle-here = { $place } には両軍のユニットがいないか、すでに戦闘を終えている
seinan-err-no-battle-fought = 進行中の戦闘はない
seinan-err-not-in-battle = { $unit } は { $place } の戦闘にいる{ $side }のユニットではない
seinan-err-too-many-hits = { $unit } が受けられるのは最大 { $cap } ヒット
seinan-err-allocate-exactly = ちょうど { $needed } ヒットを割り当てること、指定は { $n }
seinan-err-not-adjacent = { $to } は { $place } の隣ではない
seinan-err-retreat-honshu = 西郷軍のユニットは { $place } へ退却できない
seinan-err-enemy-there = { $place } には敵ユニットがいる
seinan-err-unit-box = ユニット=ボックス の形で指定すること、指定は { $text }
seinan-err-not-retreating = { $unit } は { $place } の戦闘にいる{ $side }のユニットではない：退却するのは退却側のそこにいるユニットだけ
seinan-err-listed-twice = { $unit } が 2 回指定されている
seinan-err-breakout-unit-alone = 同行して突破するユニットは鹿儿岛突破のときだけ：突破も選ぶこと
seinan-err-evict-alone = 政府軍の移動先は鹿儿岛突破のときだけ：突破も選ぶこと
seinan-err-breakout-side = 鹿儿岛へ突破できるのは西郷軍だけ
seinan-err-breakout-used = 鹿儿岛突破は 1 ゲームに 1 回で、すでに使った
seinan-err-breakout-takamori = 突破するには西乡隆盛がその戦闘にいなければならない（{ $ruling }）
seinan-err-breakout-himself = 西乡隆盛と一緒に突破するのは別の西郷軍ユニット 1 つで、西乡隆盛本人ではない
seinan-err-breakout-saigo = { $unit } は { $place } の戦闘にいる西郷軍のユニットではない
seinan-err-breaks-out = { $unit } は { $place } へ突破するので、ほかへ退却はできない
seinan-err-where-to = ユニットの行き先を指定すること：全軍の退却先ボックスか、一部なら ユニット=ボックス（ルール 6.4②）
seinan-err-evict-box = { $to } は { $place } の隣ではないか、西郷軍のユニットがいる（{ $ruling }）
seinan-err-nobody-to-evict = { $place } に追い出す政府軍のユニットはいない

## Refusals in reorganisation (rules 7.0, 5.0(6))
seinan-err-line-cut = 西乡隆盛から { $place } への連絡線は政府軍に切られている（{ $ruling }）
seinan-err-two-different = プールから異なる 2 ユニットを選ぶこと
seinan-err-not-in-pool = { $unit } は補充プールにいない
seinan-err-takamori-off-map = 西乡隆盛は地図上にいない
seinan-err-name-removals = 取り除くユニットを、上限を超えた数だけ指定すること
seinan-err-takamori-stacking = 西乡隆盛はスタックのために取り除けない（{ $ruling }）
seinan-err-not-on-map = { $unit } は地図上にいない（2 回指定した？）
seinan-err-not-phasing-side = { $unit } は手番側のユニットではない
seinan-err-down-to-limit = 取り除くのは超過分だけ：{ $place } は { $done } ユニットを取り除いて上限 { $limit } まで下がった
seinan-err-not-over = { $place } は上限 { $limit } を超えていない

## Names typed by the players
seinan-err-no-unit = { $name } というユニットはない
seinan-err-no-box = { $name } というボックスはない。ボックス：{ $boxes }

## Set-up refusals (rule 3.0)
seinan-err-setup-honshu = 西郷軍のユニットは { $place } に決して置けない（ルール 2.4(4)）
seinan-err-setup-government = { $place } には政府軍のユニットが配置される（ルール 3.0(1)）。西郷軍は別のボックスから始める
seinan-err-setup-no-box = { $name } という町のボックスはない
seinan-err-setup-options = この配置オプションは読めない：{ $text }
seinan-err-scenario = 1877 のはずが { $text }
seinan-err-players = プレイヤーは 2 人のはずが { $n }
seinan-err-setup-not-saigo = { $unit } は西郷軍のユニットではない（ルール 3.0(2) で自由に置けるのは西郷軍だけ）
seinan-err-placed-twice = { $unit } が 2 回配置されている
seinan-err-setup-wins = 西郷軍を { $first } と { $second } の両方に配置すると即座に勝ってしまう（ルール 8.0(1)）。別のボックスを選ぶこと

## A saved or edited state that cannot be right
seinan-bad-turn = ターンは 1～{ $limit } のはずが { $n }
seinan-bad-counter = { $unit } はこのゲームの駒ではない
seinan-bad-twice = { $unit } が 2 回出てくる
seinan-bad-kind = { $unit } の種類が違う
seinan-bad-main-body = { $unit } の本隊マークが違う
seinan-bad-no-reverse = { $unit } には裏面がない
seinan-bad-not-samurai = { $unit } は士族ユニットではない
seinan-bad-box = { $unit } は { $place } にいるが、そのボックスは地図にない
seinan-bad-honshu = { $unit }：西郷軍のユニットは { $place } に決して置けない（ルール 2.4）
seinan-bad-off-map = { $unit } は地図の外に出られない（ルール 2.2、6.2）
seinan-bad-pool = { $unit } は補充プールに入らない（ルール 9.3）
seinan-bad-missing = { $unit } がない
seinan-bad-points = 行軍ポイントは 1～6 のはずが { $n }
seinan-bad-not-unit = { $name } はユニットではない
seinan-bad-marched = { $unit } が { $n } 回行軍している（ルール 5.0：最大 2 回）
seinan-bad-not-box = { $name } は地図上にない
seinan-bad-round = 第 { $n } ラウンドは範囲外
seinan-bad-pending = 未割り当ての { $n } ヒットは地図上の全ステップより多い
seinan-bad-spent = 使った行軍ポイントが振った値より多い
seinan-bad-no-winner = 西乡隆盛はゲーム外なのに勝者が記録されていない（ルール 8.0）
seinan-bad-replaced = 補充 { $n } 組はユニットの総数より多い

## Log lines
seinan-log-end-march = { $side }が行軍フェイズを終える（ルール 4.0）
seinan-log-end-combat = { $side }が戦闘フェイズを終える（ルール 4.0）
seinan-log-end-turn = { $side }がプレイヤーターンを終える（ルール 4.0）
seinan-log-stopped-early = { $place } で停止：敵ユニットがいる（ルール 5.0）。2 歩目はなくなる
seinan-log-march = { $unit }：{ $from } → { $path }（行軍 { $kind }、ルール 5.0）
seinan-log-enemy-stop = { $place } に敵ユニット：行軍したユニットは止まる（ルール 5.0）
seinan-log-siege-begins = { $place } の攻城戦が始まる（ルール 9.1）
seinan-battle-begins = { $place } の戦闘が始まる（ルール 6.1）
seinan-log-hits-mismatch = 事前の割り当て（{ $given } 件）が割り当てるべき { $needed } ヒットと合わない：西郷軍プレイヤーが今割り当てる（ルール 6.4①）
seinan-log-hits-lost = そこのユニットが受けきれない { $n } ヒットは無効（{ $ruling }）
seinan-log-no-fallback = { $line }：{ $place } に政府軍のユニットがいる（{ $ruling }）
seinan-log-falls-back = { $unit } は { $from } から { $to } へ後退する（ルール 9.1(3)）
seinan-log-returns = { $unit } は表向きで { $place } に戻る：城は守られた（ルール 9.1(4)）
seinan-log-round = { $place } 第 { $round } ラウンド（ルール 6.1）
seinan-log-battle-over = { $place } の戦闘が終わる（ルール 6.1）
seinan-log-retreats = { $unit } は { $from } から { $to } へ退却する（ルール 6.3）
seinan-log-breaks-out = { $unit } は { $place } へ突破する（ルール 6.4、1 ゲームに 1 回）
seinan-log-pushed-out = { $unit } は { $from } から { $to } へ押し出される（ルール 6.4、{ $ruling }）
seinan-log-garrison-leaves = 守備隊が { $place } を離れる（{ $ruling }）
seinan-log-partial-retreat = 一部退却：{ $side }の { $n } ユニットが { $place } に残って戦い続ける。このステップは攻撃なし（ルール 6.4②）
seinan-log-recovers = { $unit } は戦力が回復する（ルール 7.0(1)）
seinan-log-joins = { $unit } は { $place } で西郷軍に加わる（ルール 7.0(2)、9.2）
seinan-log-replaced = { $unit } は表向きで { $place } に戻り、{ $removed } はゲームから取り除かれる（ルール 7.0(3)）
seinan-log-stacking = スタック：{ $line }
seinan-log-eliminated-honshu = { $unit } は除去されて { $place } へ（ルール { $rule }）
seinan-log-eliminated-pool = { $unit } は除去されて補充プールへ（ルール { $rule }）
seinan-log-takamori-removed = { $unit } はゲームから取り除かれる（ルール { $rule }、9.3）
seinan-log-flipped = { $unit } は裏返って減少面になる（ルール 6.2）
seinan-log-march-roll = 行軍ダイス { $face } → 行軍ポイント { $points }（ルール 5.0）
seinan-log-attack = { $side }の攻撃、ダイス { $dice } 個 [{ $faces }]：4～6 でヒット、計 { $hits } ヒット（ルール 6.2）
seinan-log-siege-whole = { $place } の攻城戦：政府軍の 1 ヒットごとに西郷軍のユニットを 1 つ丸ごと取り除く（ルール 9.1）
seinan-log-line-cut = 鹿儿岛への連絡線が切れている：補充はない（ルール 7.0(3)）
seinan-log-pairs = { $n } 組：{ $n } ユニットを西乡隆盛のもとへ、{ $n } ユニットをゲームから取り除く（ルール 7.0(3)）
seinan-log-victory-castle = 勝利判定：西郷軍（西郷軍が { $place } にいる。ルール 8.0）
seinan-log-victory-both = 勝利判定：西郷軍（西郷軍が { $first } と { $second } にいる。ルール 8.0）
seinan-log-victory-takamori = 勝利判定：明治政府軍（西乡隆盛が取り除かれた。ルール 8.0）
seinan-log-victory-none = 勝利判定：なし（どの条件も満たしていない。ルール 8.0）
seinan-mod-one-is-two = 1 の目は 2 として扱う

## Undo: what to change on the table
seinan-place-pool = 補充プール
seinan-place-removed = ゲーム外
seinan-undo-move = { $unit } を { $from } から { $to } へ戻す
seinan-undo-flip-reduced = { $unit } を減少面に戻す
seinan-undo-flip-full = { $unit } を表（完全戦力）に戻す
seinan-undo-neutral = { $unit } を中立面に戻す
seinan-undo-track = 記録トラックを第 { $turn } ターン、{ $side }のプレイヤーターン、{ $phase }に戻す
seinan-undo-forget-roll = 行軍ダイスを取り消す（行軍ポイントはまだ振っていない）
seinan-undo-points = 行軍ポイントを { $n } に戻す
seinan-undo-undecided = 勝敗はまだ決まっていない

## The listing of the state
seinan-show-over = 西南战争 1877 · 第 { $turn } ターンでゲーム終了
seinan-show-winner = 勝者：{ $side } — { $reason }（{ $cite }）
seinan-show-head = 西南战争 1877 · 第 { $turn } ターン · { $side }のプレイヤーターン · { $phase }
seinan-show-march = 行軍ポイント：残り { $left } / { $points }
seinan-show-battle = { $place } の戦闘 第 { $round } ラウンド（{ $side }が攻撃）
seinan-show-box = { $place }：{ $units }
seinan-show-pool = 補充プール（{ $n }）：{ $units }
seinan-show-gone = ゲーム外：{ $units }
seinan-show-breakout-used = 鹿儿岛突破：使用済み
seinan-show-breakout-open = 鹿儿岛突破：未使用
seinan-show-roads = 道路：九州の地理から作った仮データ（ルールには道路がない）。手元の盤と照らし合わせ、「データ表」で直すこと
seinan-mark-flipped = （裏）
seinan-mark-neutral = [中立]
seinan-mark-joined = [{ $side }]

## Pick-lists
seinan-kind-a = a · 1～2 ユニットで 1 ボックス
seinan-kind-b = b · 1 ユニットで 2 ボックス
seinan-kind-c = c · 1 ユニットで障害ルートを越える
seinan-line-auto = 地図でたどる
seinan-line-open = つながっている
seinan-line-cut = 切れている

## Results
seinan-out-no-hits = ヒットなし
seinan-out-hits = { $hits } ヒット
seinan-out-siege-removed = 西郷軍のユニット { $n } つを取り除く（ルール 9.1）
seinan-out-march = 行軍ポイント { $points }
seinan-out-replenish = 西乡隆盛のもとへ { $placed } · 取り除き { $removed } · プール残り { $remaining }
seinan-out-saigo-wins = 西郷軍の勝利（ルール 8.0）
seinan-out-government-wins = 明治政府軍の勝利（ルール 8.0）
seinan-out-no-winner = まだ勝者なし（ルール 8.0）
seinan-die-hit = ヒット：4～6（ルール 6.2）
seinan-die-miss = ミス：1～3（ルール 6.2）

## Procedures (gunbai resolve) and their inputs
seinan-proc-march = 行軍ポイント
seinan-proc-attack = 攻撃（1 ユニットにつきダイス 1 個、4～6 でヒット）
seinan-proc-replenish = プールからの補充
seinan-proc-victory = 勝利判定
seinan-dice-one = ダイス 1 個
seinan-dice-per-unit = 1 ユニットにつきダイス 1 個
seinan-dice-none = なし
seinan-key-rolling-units = ダイスを振るユニット数
seinan-help-rolling-units = ダイスを振るユニットの数（西乡隆盛は数えない）
seinan-key-siege = 熊本城の攻城戦（ルール 9.1）
seinan-help-siege = 熊本城での戦闘（ルール 9.1）
seinan-key-attacking-side = 攻撃側
seinan-help-attacking-side = 攻撃する側（西郷軍か政府軍）
seinan-key-saigo-units = 熊本城内の西郷軍ユニット数（攻城戦）
seinan-help-saigo-units = 攻城戦：熊本城内の西郷軍ユニット数（政府軍の 1 ヒットごとに 1 つ取り除く。それ以上は取り除けない）
seinan-key-pool = 補充プールのユニット数
seinan-help-pool = 補充プールにいる西郷軍のユニット数
seinan-key-line-cut = 鹿儿岛への連絡線が切れている
seinan-help-line-cut = 西乡隆盛から鹿儿岛への連絡線が切れている
seinan-key-saigo-in = 西郷軍が確保しているボックス
seinan-help-saigo-in = 西郷軍が確保しているボックス
seinan-key-takamori-removed = 西乡隆盛が取り除かれた
seinan-help-takamori-removed = 西乡隆盛が取り除かれている
seinan-err-victory-honshu = { $place }：西郷軍のユニットは { $place } に決して入れない（ルール 2.4）

## Inputs of the actions
seinan-key-kind = 行軍アクション
seinan-help-kind = 行軍「a」：1～2 ユニットで 1 ボックス。行軍「b」：1 ユニットで 2 ボックス。行軍「c」：1 ユニットで障害ルートを越える
seinan-key-units = ユニット
seinan-help-units = 行軍するユニット
seinan-key-to = 行き先（b は 2 ボックス）
seinan-help-to = 行き先のボックス（行軍「b」は 2 つを順に）
seinan-key-battle-at = 戦闘ボックス
seinan-help-battle-at = 両軍がいるボックス
seinan-key-allocate = ヒットの割り当て先（任意、1 ヒットにつき 1 ユニット）
seinan-help-allocate = 任意：西郷軍プレイヤーによるヒットの割り当て、1 ヒットにつき 1 ユニット
seinan-key-allocate-units = 1 ヒットにつき 1 ユニット
seinan-help-allocate-units = 1 ヒットにつき 1 ユニット（1 ユニットで 2 ヒットまで受けられる）
seinan-key-retreat-to = 全軍の退却先
seinan-help-retreat-to = 全軍が退却するボックス（個別に行き先を決めたユニットはそちらへ）。空欄なら個別に決めたユニットだけが退却する
seinan-key-moves = 退却するユニット（ユニット=ボックス）
seinan-help-moves = 退却する各ユニットとその行き先（ユニット=ボックス）。全軍の退却先がなければ、これらのユニットだけが退却し、残りは戦い続ける（ルール 6.4②）
seinan-key-breakout = 鹿儿岛突破
seinan-help-breakout = 1 ゲームに 1 回の鹿儿岛突破を使う（ルール 6.4）
seinan-key-breakout-unit = 西乡隆盛と一緒に突破するユニット
seinan-help-breakout-unit = 西乡隆盛と一緒に突破する西郷軍のユニット
seinan-key-evict-to = 鹿儿岛の政府軍の移動先
seinan-help-evict-to = 鹿儿岛にいる政府軍ユニットの行き先
seinan-key-keep = 西乡隆盛のもとへ置く
seinan-help-keep = 西乡隆盛のいるボックスへ置くプールのユニット
seinan-key-remove = ゲームから取り除く
seinan-help-remove = ゲームから取り除くプールのユニット
seinan-key-line = 鹿儿岛への連絡線
seinan-help-line = 西乡隆盛から鹿儿岛への連絡線（自動 = 地図でたどる）
seinan-key-remove-units = 取り除くユニット（相手が選ぶ）
seinan-help-remove-units = 相手プレイヤーが取り除くユニット

## Set-up options
seinan-key-command-rule = 指揮系統（選択ルール 10.1）
seinan-help-command-rule = 選択ルール 10.1：指揮系統（本隊 / 支隊）
seinan-key-stacking = スタック上限 { $limit }（ルール 5.0(6)）
seinan-help-stacking = 推奨スタック上限：1 ボックス 1 陣営につき { $limit } ユニット（ルール 5.0(6)）。{ $ruling }：本州には上限なし（除去された政府軍ユニットが集まる）
seinan-key-turn-limit = ターン上限（ハウスルール、0 = なし）
seinan-help-turn-limit = ハウスルール：このターンが終わると政府軍の勝利（0 = 上限なし）
seinan-key-group1 = 西郷軍第①グループのボックス（ルール 3.0(2)）
seinan-help-group1 = 西郷軍第①グループ（6番大队、7番大队）のボックス（ルールはプレイヤーに任せている。空欄なら鹿儿岛）
seinan-key-group2 = 西郷軍第②グループのボックス（ルール 3.0(2)）
seinan-help-group2 = 残りの西郷軍ユニットと西乡隆盛のボックス（空欄なら鹿儿岛）
seinan-key-placement = 西郷軍ユニットを個別に置く（ユニット=ボックス）
seinan-help-placement = 西郷軍ユニットを 1 つずつ置く、ユニット=ボックス（グループのボックスより優先。ルール 3.0(2) 任意）

## Scenario and set-up checklist
seinan-scenario-title = 西南战争 1877
seinan-scenario-blurb = 反乱の全期間。自分で決めない限りターン上限なし。
seinan-scenario-neutral = 不平士族の駒は中立面を上に。補充プールは空（ルール 3.0）
seinan-check-head = 配置（ルール 3.0）：すべての駒を完全戦力の面で、ボックスごとに：
seinan-check-side = { $place }：{ $side } { $units }
seinan-check-neutral = { $place }：{ $units }、中立面を上に（ルール 9.2）
seinan-check-pool = 補充プール（西乡军补充区域）は空。鹿儿岛突破は未使用（ルール 3.0、6.4）
seinan-check-turn = ターンマーカーを第 1 ターンに置き、{ $side }プレイヤーが先手（ルール 4.0）
seinan-check-command = 選択ルール 10.1 を使用：支隊 2 つは一緒に行軍しない。本隊（★）を区別しておく
seinan-check-stacking = スタック上限を使用：1 ボックス 1 陣営につき { $limit } ユニット（ルール 5.0(6)）。{ $ruling }：本州には上限なし（除去された政府軍ユニットが集まる）
seinan-check-turn-limit = ハウスルール：第 { $n } ターン終了までに西郷軍が勝っていなければ明治政府軍の勝利

## Legend of the panel
seinan-legend-takamori = 西乡隆盛本人
seinan-legend-main-body = 本隊（ルール 10.1）
seinan-legend-flipped = ヒットを受けて減少面に裏返っている（ルール 6.2）
seinan-legend-neutral = 不平士族はまだ中立：加わるまで何の効果もない（ルール 9.2）
seinan-legend-chips = 西郷軍 / 明治政府軍 / 中立の不平士族の駒。ボックス上の色チップはその陣営の数
seinan-legend-road = 2 つのボックスを結ぶ道路（ルール 2.4）
seinan-legend-obstacle = 赤い破線：障害ルート。行軍 c でしか越えられない（ルール 5.0）
seinan-legend-battle = オレンジの枠：戦闘中のボックス（ルール 6.1）
seinan-legend-marched = このユニットがこのターンに行った行軍 1 回。最大 { $n } 回（ルール 5.0）
seinan-legend-die = 自軍が攻撃するとき、このユニットはダイスを 1 個振る（ルール 6.2）
seinan-legend-next = 次に攻撃ステップを行う側（ルール 6.1）
seinan-legend-victory = 勝利条件を満たしている / いない（ルール 8.0）

## The board view (panels and sheets draw it)
seinan-view-turn-head = 第 { $turn } ターン · { $side }
seinan-view-phase = フェイズ
seinan-view-not-rolled = まだ振っていない（ルール 5.0）
seinan-view-points-left = 残り / 合計
seinan-view-spent = 使用済み
seinan-view-used = { $dots }（{ $n } / { $max }）
seinan-view-used-max = 1 ユニットにつき 1 ターンに最大 { $n } 回の行軍（ルール 5.0）
seinan-view-stopped = 停止（敵のいるボックスに入った）：{ $units }
seinan-view-order = 第 { $round } ラウンド · 1. { $first }が攻撃{ $first_mark } · 2. { $second }が攻撃{ $second_mark }
seinan-view-dice = { $side }のダイス
seinan-view-rolling-units = ダイスを振るユニット
seinan-view-hits-on = ダイス 1 個ごとに { $low }～{ $high } でヒット（ルール 6.2）
seinan-view-siege-losses = 城が守られれば戻る政府軍の損失：{ $units }
seinan-view-siege = { $place } の攻城戦（ルール 9.1）
seinan-view-battle = { $place } の会戦
seinan-view-map = 地図
seinan-view-map-box = 地図 { $place }
seinan-view-pool = 補充プール：{ $n }
seinan-view-pool-help = 西乡军补充区域：補充は 2 つ 1 組で、1 つを地図に戻し 1 つをゲームから取り除く（ルール 7.0）
seinan-view-victory = 勝利条件（ルール 8.0）
seinan-view-cond = { $mark } { $text }
seinan-view-cond-hold = { $side }が { $place } を確保
seinan-view-cond-both = { $side }が { $place } を確保（{ $first } と両方 → { $side }の勝利）
seinan-view-cond-castle = { $side }が { $place } を確保 → { $side }の勝利
seinan-view-cond-takamori = 西乡隆盛が取り除かれる → { $side }の勝利
seinan-view-cond-turn-limit = ターン上限 { $n }（ハウスルール）→ { $side }の勝利
seinan-view-line = { $place } への連絡線：{ $state }
seinan-view-options = オプション
seinan-view-opt-command = 指揮ルール 10.1
seinan-view-opt-stacking = スタック上限 { $limit }（ルール 5.0(6)）

seinan-view-legend = 記号の意味
seinan-view-units-by-box = ボックスごとのユニット

## Gunbai's rulings (numbered as on screen and in the aid)
seinan-ruling-1 = 1 ユニットが 1 プレイヤーターンに加われる行軍は最大 2 回（ルール 5.0）。
seinan-ruling-2 = 一緒に行軍するユニットは同じボックスから出発する（ルール 5.0）。
seinan-ruling-3 = 両軍のいるボックスは、戦闘フェイズが終わる前にすべて戦闘を行う（ルール 6.1）。
seinan-ruling-4 = 両軍のヒットはどちらも西郷軍プレイヤーが割り当てる。そこのユニットが受けきれないヒットは無効（ルール 6.4①）。
seinan-ruling-5 = 鹿儿岛突破には西乡隆盛がその戦闘にいることが必要。鹿儿岛の政府軍ユニットは西郷軍のいない隣のボックスへ、なければ本州へ移る（ルール 6.4③）。
seinan-ruling-6 = 西乡隆盛から鹿儿岛への連絡線は、政府軍のいないボックスを通る道路のつながり。中立の士族は連絡線を切らず、本州は含まない（ルール 7.0(3)）。
seinan-ruling-7 = 補充は一度始めたら、プールに 2 ユニットあり連絡線がつながっている限り続ける。士族は西郷軍の面で戻る（ルール 7.0(3)）。
seinan-ruling-8 = 熊本城の攻城戦で熊本へ後退できない（政府軍がいる）西郷軍ユニットは除去される。城を離れた守備隊は城を明け渡す（ルール 9.1）。
seinan-ruling-9 = ターン上限はハウスルール：そのターンが終わるまでに西郷軍が勝っていなければ明治政府軍の勝利（ルール自体にターン上限はない）。
seinan-ruling-10 = スタックは回復・徴兵・補充の後に確認する。西乡隆盛はスタックのために取り除かれない（ルール 5.0(6)）。
seinan-ruling-11 = 本州にはスタック上限がない。除去された政府軍ユニットはここに集まる（ルール 5.0(6)）。

# 盤上でいまやること（issue 25）
seinan-now-move = { $unit } を { $from } から { $to } へ動かす
seinan-now-to-pool = { $unit } を { $from } から取り除き、補充プールに置く
seinan-now-remove = { $unit } を { $from } から取り除く：ゲーム外
seinan-now-flip-reduced = { $unit } を減少面に裏返す
seinan-now-flip-full = { $unit } を表にする：完全戦力（ルール 7.0(1)）
seinan-now-joined = { $unit } を{ $side }面にする：加わった（ルール 7.0(2)）
seinan-now-neutral = { $unit } を中立面にする
seinan-now-breakout = 鹿児島突破（ルール 6.4③）は使用済み：二度と使えない
seinan-now-over = ゲーム終了：{ $side } の勝利 — { $reason }（{ $cite }）
seinan-now-track = 記録トラックを第 { $turn } ターン、{ $side }のプレイヤーターン、{ $phase }へ進める（ルール 4.0）
seinan-now-points = 使える行軍ポイント：{ $n }（ルール 5.0）
seinan-now-nothing = 動かすコマはない：プロンプトに従って続ける
