# Gunbai — tenka words (ja). Ids start with "tenka-". Names stay in their own script.
# 用語はルールシートに合わせる: 兵力コマ、支配コマ、攻撃コマ、防御コマ、兵力コマ置き場、太い国境。

tenka-player = { $colour ->
    [red] 赤
    [blue] 青
    [yellow] 黄
    [green] 緑
    [purple] 紫
   *[orange] 橙
}
tenka-player-n = プレイヤー { $n }
tenka-neutral = 中立

tenka-track-turn = ターン
tenka-track-to-act = 行動するプレイヤー
tenka-track-storage = 兵力コマ置き場

tenka-step-turn = ターン { $turn } · { $what }
tenka-step-over = ゲーム終了 · { $result }
tenka-step-choose-start = { $who }が開始地域を選ぶ（ルール 3-1）
tenka-step-turn-start = { $who }の手番：まず攻守同盟を結んでもよく、次に戦争を行うか決める（ルール 3-2）
tenka-step-real-defence = { $who }が攻撃された地域に防御コマを裏向きに置き、確定する（ルール 3-2）
tenka-step-real-defence-neutral = { $who }が攻撃された中立地域に防御コマを裏向きに置き、確定する（ルール 3-2；{ $ruling }）
tenka-step-defence = { $who }が防御コマを置く（ルール 3-2）
tenka-step-defence-shared = { $who }が防御コマを置く（{ $partners }と相談して分担してよい、ルール 4）
tenka-step-defence-neutral = { $who }が中立地域の代わりに防御コマを置く（ルール 3-2；{ $ruling }）
tenka-step-fight = { $who }が地域ごとに好きな順で戦争を処理する（ルール 3-2）
tenka-step-roll = { $who }と{ $defender }が{ $region }のサイコロを振る：攻撃コマ { $attack }、防御コマ { $defence }（ルール 3-2）
tenka-step-draw = { $who }は{ $region }で引き分け：兵力コマか支配コマを戻す（ルール 3-2）
tenka-step-redeploy = { $who }が兵力コマをすべて置き直す（ルール 3-2）

tenka-ending-win = { $who }の勝利（{ $reason }；ルール { $rule }）
tenka-ending-none = 勝者なし（{ $reason }；ルール { $rule }）
tenka-winner = { $who }の勝利：{ $reason }（ルール { $rule }）
tenka-winner-none = 勝者なし：{ $reason }（ルール { $rule }）
tenka-reason-storage = 兵力コマ置き場が空：{ $how }
tenka-reason-no-tile = 置く支配コマが残っていない
tenka-how-most-points = 得点が最多（ルール 5）
tenka-how-most-troops = 得点が同点：兵力コマが最多（ルール 5）
tenka-how-three-point = 得点も兵力コマも同数：3 点地域の支配者が勝利（ルール 5）
tenka-how-no-winner = 得点も兵力コマも同数で、3 点地域を支配する者がいない：勝者なし（ルール 5）

tenka-hint-left = まだ処理していない戦争中の地域：{ $regions }
tenka-hint-no-war = 戦争しない：兵力コマを 2 個得て、置き直す（ルール 3-2）
tenka-hint-war = 戦争する：攻撃コマ 3・2・1・0・0 を 1 勢力の隣接地域に裏向きで置く（ルール 3-2）
tenka-hint-no-war-no-region = 戦争しない：支配地域がないので何も得られず、手番が終わる（ルール 3-2）
tenka-hint-war-no-region = 戦争する：攻撃コマをすべて任意の 1 地域（中立でも他プレイヤーの地域でも可）に裏向きで置く（ルール 3-2）
tenka-hint-defence-adds = 防御側に兵力コマ { $n } 個を加える（ルール 3-2）
tenka-hint-defence-adds-thick = 防御側に兵力コマ { $n } 個と太い国境の 1 を加える（ルール 3-2）
tenka-hint-redeploy = 兵力コマ { $n } 個をすべて次の地域に置く：{ $regions }
tenka-hint-tile-storage = 支配コマを戻すと兵力コマは置き場へ戻る：防御側に隣接する地域がない
tenka-hint-tile-moves = 支配コマを戻すと兵力コマの移動先：{ $regions }

tenka-action-choose-start = 開始地域を選ぶ
tenka-action-ally = 攻守同盟を結ぶ
tenka-action-no-war = 戦争しない：兵力コマ 2 個
tenka-action-attack-chips = 攻撃コマを置く（非公開）
tenka-action-attack-targets = 攻撃コマを置いた地域…
tenka-action-defence-chips = 防御コマを置く（非公開）
tenka-action-defence-placed = 防御コマを裏向きに置いた
tenka-action-fight = 地域のコマを表にする
tenka-action-roll = 攻撃と防御のサイコロを振る
tenka-action-fight-revealed = 地域の戦争（表にしたコマを入力）
tenka-action-draw-choice = 引き分け：防御側が選ぶ
tenka-action-redeploy = 兵力コマを置き直す
tenka-choice-return-pieces = 兵力コマを戻す
tenka-choice-return-tile = 支配コマを戻す
tenka-hidden-attack = { $who }が攻撃コマを置く：ほかのプレイヤーは見ないでください
tenka-hidden-defence = { $who }が防御コマを置く：ほかのプレイヤーは見ないでください

tenka-blocked-over = ゲームは終了した
tenka-blocked-start-before = 開始地域は最初の手番の前に選ぶ
tenka-blocked-start-first = まず開始地域を選ぶ
tenka-blocked-ally-tiles = 同盟には支配コマを手元に持つプレイヤーが 2 人必要
tenka-blocked-ally-when = 同盟は手番の始めに結ぶ
tenka-blocked-app-private = コマはアプリが預かる：非公開で置く
tenka-blocked-real-attack = 実物のコマを使用中：攻撃コマを置いた地域を入力する
tenka-blocked-war-when = 戦争をするかどうかは手番の始めに決める
tenka-blocked-real-defence = 実物のコマを使用中：攻撃された地域に裏向きに置いてから確定する
tenka-blocked-defence-when = 防御コマは攻撃コマの後に置く
tenka-blocked-app-reveals = コマはアプリが預かる：アプリが表にする
tenka-blocked-real-values = 実物のコマを使用中：表にした数値を入力する
tenka-blocked-defence-first = 先に防御コマを置く
tenka-blocked-roll-first = 先に{ $region }のサイコロを振る
tenka-blocked-draw-first = 先に防御側が{ $region }の引き分けを処理する
tenka-blocked-no-war-waiting = 処理を待つ戦争がない
tenka-blocked-roll-when = サイコロは地域のコマを表にした後に振る
tenka-blocked-draw-when = 引き分けの後だけ
tenka-blocked-redeploy-when = 兵力コマを得た後に置き直す
tenka-blocked-not-now = この手番の手順ではない

tenka-refuse-chosen = { $region }はすでに選ばれている
tenka-refuse-no-tile-to-place = { $who }には置く支配コマがない
tenka-refuse-already-allied = この 2 人はすでに同盟している
tenka-refuse-no-tile-exchange = { $who }は交換する支配コマを手元に持っていない
tenka-refuse-no-war-declared = 戦争が宣言されていない
tenka-refuse-not-at-war = { $region }は処理待ちの戦争中の地域ではない
tenka-refuse-no-tile-return = { $region }には戻す支配コマがない
tenka-refuse-must-return-tile = この地域に兵力コマがない：支配コマを戻すしかない
tenka-refuse-move-none = { $region }は防御側またはその同盟の隣接地域ではない（移動先なし）
tenka-refuse-move-to = { $region }は防御側またはその同盟の隣接地域ではない（移動先：{ $regions }）
tenka-refuse-redeploy-where = { $region }は自分または同盟の地域ではない（置ける地域：{ $regions }）
tenka-refuse-no-target = 戦争には目標の地域が 1 つ以上必要
tenka-refuse-own-region = { $region }は自分の地域
tenka-refuse-one-region = 支配地域のないプレイヤーは攻撃コマをすべて 1 地域に置く
tenka-refuse-neutral-and-player = 中立地域とプレイヤーの地域を同じ戦争で攻撃することはできない
tenka-refuse-one-power = { $a }と{ $b }は同盟していない：1 回の戦争は 1 勢力だけ
tenka-refuse-not-adjacent = { $region }は自分または同盟の地域に隣接していない

tenka-error-unknown-region = 地域{ $region }はない；地域：{ $regions }
tenka-error-every-chip = 必須：すべてのコマを置く（{ $ruling }；設定「コマを置かなくてもよい」で減らせる）
tenka-error-no-player = プレイヤー{ $name }はいない
tenka-error-ally-itself = 自分自身とは同盟できない
tenka-error-five-chips = 攻撃コマは { $n } 個しかない
tenka-error-not-attacked = { $region }は攻撃されていない：防御コマは攻撃された地域にだけ置く（{ $regions }）
tenka-error-target-chip = 目標の地域には攻撃コマが 1 個以上ある（ルール 3-2）
tenka-error-moves-empty = 戻した兵力コマは置き場へ：移動先は空欄にする
tenka-error-move-all = { $region }の兵力コマ { $n } 個をすべて置く必要がある（入力は { $got } 個）
tenka-error-redeploy-all = 自分の兵力コマ { $n } 個をすべて置く必要がある（入力は { $got } 個、ルール 3-2）
tenka-error-region-number = 地域=数 の形で入力する（入力：{ $got }）
tenka-error-chip-value = コマの数値を入力する（入力：{ $got }）
tenka-error-no-chip-left = 数値 { $chip } のコマは残っていない：セットは { $set }（ルール 1）
tenka-error-no-player-named = プレイヤーの指定がない：支配者、同盟、兵力コマ数のいずれかを入力する
tenka-error-region-twice = { $region }が 2 回ある：1 地域の支配者は 1 人（ルール 5）
tenka-error-self-ally = { $who }は自分自身と同盟できない
tenka-error-alliance-twice = { $a }と{ $b }が 2 回ある：同盟は 1 組に 1 つ（ルール 4）
tenka-error-points-too-large = 得点が大きすぎて合計できない
tenka-error-three-point-worth = { $region }が { $n } 点になっている：3 点地域は 3 点（ルール 5）
tenka-error-one-attack-chip = 目標を示す攻撃コマが 1 個以上必要（ルール 3-2）
tenka-error-scenario = tenka-fubu（天下布武）か gekokujo（下克上）を指定する（入力：{ $got }）
tenka-error-players = このシナリオは { $min }～{ $max } 人用（ルール 2）、指定は { $got } 人
tenka-error-fewer-regions = ボードの地域がプレイヤーより少ない

tenka-log-starts = { $who }は{ $region }から開始（ルール 3-1）
tenka-log-alliance = { $a }と{ $b }が攻守同盟を結び、支配コマを 1 つ交換する（ルール 4）
tenka-log-no-war = { $who }は戦争しない（ルール 3-2）
tenka-log-attack-chips = { $who }が攻撃コマを裏向きに置く：{ $places }（封印 { $seal }）
tenka-log-attack-targets = { $who }は{ $regions }に攻撃コマを裏向きに置いた（ルール 3-2）
tenka-log-defence-chips = { $who }が防御コマを裏向きに置く：{ $places }（封印 { $seal }）
tenka-log-defence-none = { $who }は防御コマを置かない（封印 { $seal }）
tenka-log-defence-placed = { $who }は攻撃された地域に防御コマを裏向きに置いた（ルール 3-2）
tenka-log-revealed = { $region }：攻撃コマ { $attack } 対 防御コマ { $defence }（表にした）
tenka-log-revealed-no-defence = { $region }：攻撃コマ { $attack } 対 防御コマなし（表にした）
tenka-log-both-roll = { $region }：攻撃コマの合計が 0 より大きい、双方がサイコロを 1 個ずつ振る（ルール 3-2）
tenka-log-zero-attack = 攻撃コマの合計が 0：戦争は行われず、防御側の勝利（ルール 3-2）
tenka-log-war = 攻撃 { $sa } + サイコロ { $da } = { $a }、対 防御 { $sd } + 兵力コマ { $troops } + サイコロ { $dd } = { $d }：{ $result }（ルール 3-2）
tenka-log-war-thick = 攻撃 { $sa } + サイコロ { $da } = { $a }、対 防御 { $sd } + 兵力コマ { $troops } + 太い国境 1 + サイコロ { $dd } = { $d }：{ $result }（ルール 3-2）
tenka-log-tile-back = { $region }の{ $who }の支配コマは手元に戻る
tenka-log-tile-back-draw = { $region }の{ $who }の支配コマは手元に戻る（ルール 3-2）
tenka-log-pieces-storage = { $region }の兵力コマ { $n } 個は置き場に戻る
tenka-log-draw-neutral = 中立地域{ $region }で引き分け：中立のまま（{ $ruling }）
tenka-log-draw-no-pieces = { $region }で引き分け、兵力コマなし：支配コマが戻る（ルール 3-2）
tenka-log-draw-pieces-back = { $region }で引き分け：防御側は兵力コマ { $n } 個を置き場に戻し、支配コマは残す（ルール 3-2）
tenka-log-no-adjacent-storage = 防御側に隣接する地域がない：兵力コマ { $n } 個は置き場に戻る（ルール 3-2）
tenka-log-pieces-move = { $who }の兵力コマ { $n } 個が{ $from }から{ $to }へ移る（ルール 3-2）
tenka-log-alliance-pieces-move = { $who }の兵力コマ { $n } 個が{ $from }から{ $to }へ移る（ルール 4；{ $ruling }）
tenka-log-alliance-pieces-storage = { $region }の{ $who }の兵力コマ { $n } 個は置き場に戻る（ルール 4；{ $ruling }）
tenka-log-seals = すべての地域を処理した：非公開の配置を封印と照合できる
tenka-log-redeploys = { $who }が置き直す：{ $placement }（ルール 3-2）
tenka-log-alliance-ends = { $a }と{ $b }の同盟が終わる：それぞれ支配コマを取り戻す（ルール 4）
tenka-log-storage-empty = 兵力コマ置き場が空：ゲーム終了、得点を数える。{ $who }の勝利（{ $how }）
tenka-log-storage-empty-none = 兵力コマ置き場が空：ゲーム終了、得点を数える。勝者なし（{ $how }）
tenka-log-gain-no-region = { $who }は支配地域がない：兵力コマは得られない（ルール 3-2）
tenka-log-draws = { $who }が兵力コマを { $n } 個得る（ルール 3-2）
tenka-log-draws-left = { $who }が兵力コマを { $n } 個得る；置き場の残り { $left } 個（ルール 3-2）
tenka-log-draws-emptied = { $who }が兵力コマを { $n } 個得る；置き場の残り 0 個：次に兵力コマを得るときにゲーム終了（ルール 3-2；{ $ruling }）
tenka-log-no-region-pieces-back = { $who }は支配地域がない：兵力コマ { $n } 個は置き場に戻る（ルール 3-2）
tenka-log-no-tile-wins = { $who }が{ $region }を取ったが置く支配コマが残っていない：{ $who }の勝利（ルール 5）
tenka-log-places-tile = { $who }が{ $region }に支配コマを置く（ルール 3-2）
tenka-log-score = 得点：{ $points }；{ $who }の勝利 — { $how }
tenka-log-score-none = 得点：{ $points }；勝者なし — { $how }

tenka-result-attacker = 攻撃側の勝利
tenka-result-defender = 防御側の勝利
tenka-result-draw = 引き分け、何を戻すかは防御側が決める
tenka-result-no-war = 戦争なし：攻撃コマの合計が 0、防御側の勝利
tenka-outcome-attacker = 攻撃側の勝利{ $a }–{ $d }（攻撃サイコロ { $da }、防御サイコロ { $dd }）
tenka-outcome-defender = 防御側の勝利 { $d }–{ $a }（攻撃サイコロ { $da }、防御サイコロ { $dd }）
tenka-outcome-draw = 引き分け{ $a }–{ $d }（攻撃サイコロ { $da }、防御サイコロ { $dd }）：防御側が選ぶ
tenka-mod-defence-chips = 防御コマ
tenka-mod-troops = 地域の兵力コマ
tenka-mod-thick-border = 太い国境
tenka-die-attack = 攻撃サイコロ { $die }：攻撃側の合計 { $total }（ルール 3-2）
tenka-die-defence = 防御サイコロ { $die }：防御側の合計 { $total }（ルール 3-2）

tenka-undo-tile = { $region }：{ $who }の支配コマを戻す
tenka-undo-no-tile = { $region }：支配コマを置かない（中立）
tenka-undo-no-troops = { $region }：兵力コマなし、元どおり
tenka-undo-troops = { $region }：{ $who }の兵力コマ { $n } 個、元どおり
tenka-undo-storage = 兵力コマ置き場を { $n } 個に戻す
tenka-undo-hand-tiles = { $who }：手元の支配コマ { $n } 個
tenka-undo-alliances = 同盟の支配コマを行動前に戻す

## On the table now (issue 25).
tenka-now-tile = { $region }：{ $who }の支配コマを置く
tenka-now-no-tile = { $region }：支配コマを取り除く（中立になる）
tenka-now-no-troops = { $region }：兵力コマをすべて取り除く
tenka-now-troops = { $region }：{ $who }の兵力コマ { $n } 個になる
tenka-now-draw = { $who }：兵力コマ置き場から { $n } 個を手元に取る（手元 { $total } 個）
tenka-now-hand = { $who }：手元の兵力コマは残り { $n } 個
tenka-now-hand-tiles = { $who }：手元の支配コマは { $n } 個
tenka-now-storage = 兵力コマ置き場は { $n } 個
tenka-now-alliance = { $a }と{ $b }が支配コマを交換する：同盟
tenka-now-alliance-ends = { $a }と{ $b }：同盟は終わり、それぞれ自分の支配コマを引き取る
tenka-now-war-real = { $who }：攻撃チップを{ $regions }に伏せて置く
tenka-now-war-app = { $who }が{ $regions }に戦争：チップはアプリの中で伏せたまま
tenka-now-defence-real = { $who }：防御チップを攻められた地域に伏せて置く
tenka-now-defence-app = { $who }：アプリで防御チップを置く（非公開）
tenka-now-fight = チップを置き終えた：地域ごとに戦う
tenka-now-roll = { $region }：チップを表にする；双方がダイスを振る
tenka-now-draw-choice = { $region }：引き分け；支配している者が手放すものを選ぶ
tenka-now-redeploy = { $who }：兵力コマをすべて置く
tenka-now-war-over = 戦争は終わり：チップを盤から片付ける
tenka-now-no-gain = { $who }は地域を持たない：兵力コマは取らない（ルール 3-2）
tenka-now-next = 次は{ $who }の手番
tenka-now-over = ゲーム終了：盤はそのままにする
tenka-now-nothing = 盤上で動かすものはない

tenka-show-storage = 兵力コマ置き場：{ $n }
tenka-show-player = { $who }：手元に支配コマ { $tiles } 個・兵力コマ { $hand } 個、ボード上に兵力コマ { $board } 個
tenka-show-region = { $region }（{ $points } 点）：{ $owner }
tenka-show-region-troops = { $region }（{ $points } 点）：{ $owner }、{ $troops }
tenka-show-troops-of = { $who }の兵力コマ { $n } 個
tenka-show-alliance = 同盟：{ $a } – { $b }

tenka-scenario-storage = 兵力コマ置き場のコマ：2 人 6 個、3 人 8 個、4 人 9 個、5・6 人 10 個（ルール 3-1）
tenka-scenario-tiles = 1 人あたりの支配コマ：2・3 人 6 個、4 人 5 個、5・6 人 4 個（ルール 3-1）
tenka-scenario-chips = 攻撃コマ 3・2・1・0・0 と防御コマ 2・1・1・1・1 をボードの横に；サイコロ 2 個
tenka-scenario-order = プレイ順：赤、青、黄、緑、紫、橙（ルール 3-1）
tenka-scenario-tenka-fubu-start = 開始地域：プレイ順が遅い人から選び、それぞれ支配コマを 1 つ置く（ルール 3-1）
tenka-scenario-gekokujo-start = 開始地域なし：すべての地域が中立（ルール 2）
tenka-scenario-tenka-fubu-blurb = 天下布武：各プレイヤーはプレイ順の逆順に開始地域を 1 つ選ぶ。最初はこちらで遊ぶ。
tenka-scenario-gekokujo-blurb = 下克上：支配地域なしで始め、すべての地域が中立。
tenka-option-chips = コマ
tenka-option-chips-help = アプリが各陣営のコマを非公開で預かる、または実物のコマを使い表にした数値を入力する
tenka-option-chips-app = コマはアプリが預かる
tenka-option-chips-real = 実物のコマ、数値を入力
tenka-option-partial = コマを置かなくてもよい
tenka-option-partial-help = ボードに置かないコマがあってもよい（ルール 3-2 には記載なし；{ $ruling } ではすべて置く）
tenka-option-thick = 太い国境のボーナス
tenka-option-thick-help = 攻撃側からその地域への国境がすべて（またはいずれか）太いとき防御 +1（ルール 3-2 にはどちらか記載なし）；攻撃コマを置いたときに判定し、戦争の処理順には左右されない（{ $ruling }）
tenka-option-thick-all = すべての国境が太い
tenka-option-thick-any = いずれかの国境が太い
tenka-check-storage = 兵力コマ置き場：{ $players } 人なら兵力コマ { $n } 個（ルール 3-1）
tenka-check-tiles = { $who }：手元の支配コマ { $n } 個（ルール 3-1）
tenka-check-order = プレイ順：{ $order }（ルール 3-1）
tenka-check-chips-app = コマ：各陣営の攻撃コマと防御コマはアプリが非公開で預かる；サイコロ 2 個を用意する
tenka-check-chips-real = コマ：攻撃コマ 3・2・1・0・0 と防御コマ 2・1・1・1・1 をボードの横に、サイコロ 2 個も用意する（ルール 1）
tenka-check-partial = 設定：ボードに置かないコマがあってもよい（ルール 3-2 には記載なし；{ $ruling }）
tenka-check-thick-all = 設定：攻撃側からの国境がすべて太いとき防御 +1（ルール 3-2；{ $ruling }）
tenka-check-thick-any = 設定：攻撃側からの国境のいずれかが太いとき防御 +1（ルール 3-2；{ $ruling }）
tenka-check-start = 開始地域：プレイ順の逆順に選ぶ、{ $who }から、それぞれ支配コマを 1 つ（ルール 3-1）
tenka-check-neutral = すべての地域が中立：ボードに支配コマは置かない（ルール 2）
tenka-check-region = { $region }：{ $who }の支配コマ、兵力コマ { $n } 個
tenka-check-placeholder = ★ アプリ付属のボードは仮のデータ：自分のボードの地域、得点、国境をデータ表に入力する

tenka-legend-owned = プレイヤーの色で塗った地域：そのプレイヤーの支配コマがある
tenka-legend-neutral = 中立地域：支配コマがない
tenka-legend-points = 地域名とゲーム終了時の得点（ルール 5）
tenka-legend-troops = 地域の兵力コマ
tenka-legend-thick = 太い国境：防御側 +1（ルール 3-2）
tenka-legend-border = 通常の国境：2 つの地域は隣接
tenka-legend-attacked = 橙の枠：今回の戦争で攻撃された地域
tenka-legend-three-point = 金の枠：3 点地域、最後の同点判定に使う（ルール 5；{ $ruling }）
tenka-legend-attack-chips = 地域に裏向きで置かれた攻撃コマ
tenka-legend-defence-chips = 地域に裏向きで置かれた防御コマ
tenka-legend-actor = 行動するプレイヤー
tenka-legend-alliance = 攻守同盟：支配コマを交換済み（ルール 4）
tenka-legend-placeholder = 付属のボードは仮のデータ：自分のボードを入力する

tenka-proc-war = 1 地域の戦争
tenka-proc-war-dice = 攻撃サイコロ、次に防御サイコロ（攻撃コマの合計が 0 なら振らない）
tenka-proc-score = 最終得点（兵力コマ置き場が空）
tenka-proc-score-dice = なし
tenka-key-attack-chips = 攻撃コマ
tenka-key-defence-chips = 防御コマ
tenka-key-troops = 兵力コマ
tenka-key-thick-border = 太い国境
tenka-key-regions = 地域
tenka-key-region = 地域
tenka-key-alliances = 同盟
tenka-key-three-point-region = 3 点地域
tenka-key-player = プレイヤー
tenka-key-partner = 同盟相手
tenka-key-chip = コマ { $chip }
tenka-key-chip-0b = コマ 0（2 個目）
tenka-key-chip-1-nth = コマ 1（{ $n } 個目）
tenka-key-salt = 合言葉
tenka-key-choice = 戻すもの
tenka-key-moves = 兵力コマの移動先
tenka-key-placement = 配置
tenka-key-war-attack-help = その地域の攻撃コマの数値（3・2・1・0・0）
tenka-key-war-defence-help = その地域の防御コマの数値（2・1・1・1・1）；空でもよい
tenka-key-war-troops-help = その地域の兵力コマ
tenka-key-war-thick-help = 攻撃が太い国境を越える（防御 +1）
tenka-key-score-regions-help = 支配されている地域：それぞれ地域名、得点、支配者
tenka-key-score-alliances-help = 同盟：プレイヤー 2 人の組
tenka-key-score-troops-help = プレイヤーごとの兵力コマ数
tenka-key-score-three-help = 3 点地域（最後の同点判定）
tenka-key-start-region-help = まだ誰も選んでいない地域
tenka-key-ally-a-help = 一方のプレイヤー（色）
tenka-key-ally-b-help = もう一方のプレイヤー（色）
tenka-key-chip-help = { $chip } のコマを置く地域
tenka-key-chip-0a-help = 0 のコマを置く地域
tenka-key-chip-0b-help = もう 1 つの 0 のコマを置く地域
tenka-key-chip-1-help = 1 のコマを置く地域
tenka-key-salt-help = 表にするまで配置を封印する合言葉（任意）；空欄ならアプリが決める
tenka-key-targets-help = 攻撃コマを置いた地域
tenka-key-next-region-help = 次に処理する地域
tenka-key-revealed-attack-help = そこで表にした攻撃コマの数値
tenka-key-revealed-defence-help = そこで表にした防御コマの数値（なくてもよい）
tenka-key-choice-help = 防御側が戻すもの
tenka-key-moves-help = 支配コマを戻すときの兵力コマの移動先（地域=数；防御側またはその同盟の隣接地域）
tenka-key-placement-help = 兵力コマを置く地域ごとに 地域=数

tenka-ruling-1 = 攻撃コマと防御コマはすべて置く（ルール 3-2 には記載なし）；設定「コマを置かなくてもよい」で減らせる。
tenka-ruling-2 = 中立地域との引き分けでは何も変わらない：中立のまま。
tenka-ruling-3 = 攻撃側からその地域への国境がすべて太いとき防御 +1（設定でいずれか 1 本でも可）；攻撃コマを置いたときに判定し、戦争の処理順には左右されない。
tenka-ruling-4 = 中立地域はプレイ順で次のプレイヤーが守り、防御コマを置いて防御サイコロを振る。
tenka-ruling-5 = 引き分けで支配コマを戻し、その地域に複数のプレイヤーの兵力コマがあるときは、防御側のコマから移す。
tenka-ruling-6 = 同盟が終わると、元の同盟相手の地域にある兵力コマは持ち主の最初の支配地域へ移り、支配地域がなければ置き場に戻る。
tenka-ruling-7 = 兵力コマを得て置き場がちょうど空になってもゲームは終わらない；次に得るべきコマがないときに終わる。
tenka-ruling-8 = 最後の同点判定では、3 点地域の支配者が同点のプレイヤーでなくても勝つ（ルールシートどおり）；誰も支配していなければ勝者なし。

tenka-check-error-players = プレイヤーは 2～6 人（指定は { $got } 人）
tenka-check-error-no-player = そのプレイヤーはいない
tenka-check-error-turn = ターンは 1 から { $max } まで
tenka-check-error-missing = { $region }がない
tenka-check-error-not-region = { $region }はこのボードの地域ではない
tenka-check-error-region-player = { $region }にゲームにいないプレイヤーがいる
tenka-check-error-alliance-players = 同盟には別々のプレイヤー 2 人が必要
tenka-check-error-alliance-twice = 同じ同盟が 2 回ある
tenka-check-error-pieces = { $players } 人なら兵力コマは { $want } 個、記録には { $got } 個
tenka-check-error-tiles = { $who }：記録の支配コマは { $got } 個、セットは { $want } 個
tenka-check-error-winner = 勝者がゲームにいない
tenka-check-error-ended = ゲームは終了した：手順は終了のはず
tenka-check-error-no-ending = ゲームは終了したが結末の記録がない
tenka-check-error-target-board = ボードにない目標地域がある
tenka-check-error-target-twice = 同じ目標地域が 2 回ある
tenka-check-error-defender = ゲームにいない防御側がいる
tenka-check-error-not-target = 戦争の目標ではない地域がある
tenka-check-error-attack-set = セットにない攻撃コマがある（ルール 1）
tenka-check-error-defence-set = セットにない防御コマがある（ルール 1）
tenka-check-error-revealed-set = 表にしたコマにセットにないものがある（ルール 1）
tenka-check-error-needs-war = この手順には宣言された戦争が必要
tenka-check-error-draw-board = 引き分けの地域がボードにない
tenka-check-error-draw-tile = 引き分けの選択には支配コマのある地域が必要（ルール 3-2）
tenka-check-error-roll-region = サイコロを振る地域が処理待ちの戦争中の地域ではない
tenka-check-error-none-left = 処理待ちの戦争中の地域がない
tenka-check-error-redeploy = 支配地域のないプレイヤーには置き直す場所がない（ルール 3-2）

tenka-view-now = 現在の状況
tenka-view-storage = 兵力コマ置き場
tenka-view-storage-end = 兵力コマを得るべきときに置き場が空ならゲーム終了（ルール 5）
tenka-view-players = プレイヤー
tenka-view-acting = ▶ { $who }
tenka-view-tiles = 支配コマ
tenka-view-hand = 手元の兵力コマ
tenka-view-on-board = ボード上の兵力コマ
tenka-view-alliance = { $a } ↔ { $b }
tenka-view-alliance-note = 同盟した 2 人は支配コマを 1 つ交換済み：終了時にそれぞれ +1 点；一方が他方を攻撃するか、すべての地域を失ったときだけ同盟が終わる（ルール 4）
tenka-view-war = 戦争（ルール 3-2）
tenka-view-attacker = 攻撃側
tenka-view-defender = 防御側
tenka-view-defence-neutral = { $who }（中立地域：次のプレイヤーが守る、{ $ruling }）
tenka-view-formula = 攻撃 = 攻撃コマ + 攻撃サイコロ（先に振る）· 防御 = 防御コマ + 地域の兵力コマ + 太い国境を越えるなら 1 + 防御サイコロ
tenka-view-draw = { $region }で引き分け：防御側は兵力コマを戻す（支配コマは残る）か、支配コマを戻す（兵力コマは自陣営の隣接地域へ移る）
tenka-view-chips-shown = 攻撃 { $attack } · 防御 { $defence }
tenka-view-no-chips = なし
tenka-view-to-resolve = 未処理
tenka-view-attack-before-die = サイコロ前の攻撃
tenka-view-defence-before-die = サイコロ前に防御側が加えるもの
tenka-view-board = ボード
tenka-view-points = { $n } 点
tenka-view-troops = 兵 { $n }
tenka-view-regions = 地域一覧

## Issue 21: the players' names, entered at set-up.
tenka-option-name = { $seat }番手（{ $colour }）の名前
tenka-option-name-help = 任意：プレイヤーの名前（色と並べて表示、{ $n }文字まで）
tenka-option-name-only = { $help }（{ $n }人以上のときのみ使用）
tenka-error-name-long = { $n }文字まで
tenka-player-named = { $name }（{ $colour ->
    [red] 赤
    [blue] 青
    [yellow] 黄
    [green] 緑
    [purple] 紫
   *[orange] 橙
}）
