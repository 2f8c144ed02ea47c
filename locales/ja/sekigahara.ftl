# Gunbai — sekigahara words (ja). Ids start with "sekigahara-". Names stay in their own script.

sekigahara-side = { $side ->
         [east] 東軍
        *[west] 西軍
    }
sekigahara-column = { $col ->
         [east-victory] 東軍勝利マス
         [east] 東軍側
         [neutral] 中央
         [west] 西軍側
        *[west-victory] 西軍勝利マス
    }
sekigahara-variant = { $v ->
         [ja] 日本語版のカード文面
        *[zh] 中国語版のカード文面
    }
sekigahara-deck-mode = { $mode ->
         [virtual] アプリの山札
        *[shadow] 実物のカードを引いて入力
    }
sekigahara-gate = { $g ->
         [three] 3
         [two] 2
         [ja] 1～3
        *[zh] 1 または 3
    }
sekigahara-nobody = —
sekigahara-entry-box = 登場
sekigahara-entry-track = 登場トラック
sekigahara-status-drawn = 引いたカード
sekigahara-status-pile = 山札の残り
sekigahara-status-subversion = 調略
sekigahara-status-card = 現在のカード
sekigahara-subversion-victory = 勝利（{ $side }）
sekigahara-subversion-value = { $value }（{ $part }）
sekigahara-wins = { $side }の勝利：{ $reason }（{ $rule }）
sekigahara-drawn-game = 引き分け：{ $reason }（{ $rule }）
sekigahara-game-over = ゲーム終了：{ $reason }（{ $rule }）
sekigahara-win-removed = { $who }が除去された
sekigahara-win-box = 調略マーカーが{ $side }の勝利マスに到達
sekigahara-win-draw-limit = 抽札上限の { $n } 枚に到達
sekigahara-step-siege-pre-hits = { $hex }攻城戦：先制攻撃 { $n } ヒット — 攻撃側が割り振る
sekigahara-step-siege-roll = { $hex }攻城戦：攻撃側がダイスを振る（攻撃力 −2、最低 1）
sekigahara-step-hits = { $hex }への攻撃：{ $n } ヒット — 防御側が割り振る
sekigahara-step-advance = { $hex }は空になった：戦闘後前進するか？
sekigahara-step-card = カード { $n }：{ $card } — { $side }
sekigahara-may-still-act = あと { $n } 人の指揮官が行動できる
sekigahara-nobody-may-act = 今は誰も行動できない（カード { $card }）· { $why }
sekigahara-may-act = 行動可能：{ $who }
sekigahara-hint-marker = マーカー移動：{ $markers } → { $side }側へ 1 列
sekigahara-hint-marker-or = またはマーカー移動：{ $markers } → { $side }側へ 1 列（行動の代わりに、{ $ruling }）
sekigahara-hint-check = 先に判定：{ $side }の駒がいるヘクスに調略か恫喝（ルール 12.0）
sekigahara-hint-check-no-subversion = 先に判定：{ $side }の駒がいるヘクスに調略（今は不可：マーカーが自軍側にない）か恫喝（ルール 12.0）
sekigahara-step-draw = カードを引く（山札残り { $n } 枚）
sekigahara-step-shadow = 山札の一番上のカードをめくり、どのカードか入力する
sekigahara-hint-strategic = { $who }の戦略移動力は { $n } ヘクス（街道のみ）
sekigahara-no-game-over = ゲームは終了している
sekigahara-no-finish-attack = 先に攻撃を終えること
sekigahara-no-finish-strategic = 先に戦略移動を終えること（移動、方式は戦略）
sekigahara-no-finish-strategic-short = 先に戦略移動を終えること
sekigahara-no-draw-first = 先にカードを引くこと
sekigahara-no-finish-card = 先に今のカードを終えること
sekigahara-no-marker-card = このカードはマーカーを動かさない
sekigahara-no-marker-moved = マーカーは移動済み
sekigahara-no-marker-or-act = 指揮官が行動した：日本語版ではどちらか一方のみ（{ $ruling }）
sekigahara-no-otani-echizen = { $who }は{ $province }にいない（カード { $card }）
sekigahara-no-check = このカードに判定はないか、既に済んでいる
sekigahara-no-act-now = このカードで今行動できる指揮官はいない
sekigahara-no-march = 行動できる指揮官は登場トラックにおらず、そこで待つ駒もない
sekigahara-no-entry-only-march = 行動できる指揮官は登場トラックにいる：行軍しかできない
sekigahara-no-hits = 割り振るヒットはない
sekigahara-no-siege = ダイスを待つ攻城戦はない
sekigahara-no-advance-possible = 前進はできない
sekigahara-no-marker-first = 先にカードが指定するマーカーを動かすこと
sekigahara-no-counter = 駒 { $id } はない
sekigahara-not-commander = { $id }は指揮官ではない
sekigahara-is-removed = { $id }は除去されている
sekigahara-not-card-side = { $id }はこのカードの陣営（{ $side }）ではない
sekigahara-acted-already = { $id }はこのカードで既に行動した
sekigahara-marker-instead = 代わりにマーカーを動かした（日本語版はどちらか一方、{ $ruling }）
sekigahara-no-more-act = このカードではもう指揮官は行動できない
sekigahara-marker-first = 先にマーカーを動かすこと（中国語版：マーカーの後に行動、{ $ruling }）
sekigahara-check-first = 先に判定を行うか見送ること（{ $ruling }）
sekigahara-card-names = このカードが指定するのは{ $who }
sekigahara-morale-needs-1 = { $id }の戦意は { $m }：このカードには 1 以上が必要
sekigahara-not-tozama = { $id }は外様大名ではない（徳川・譜代は除く）
sekigahara-tozama-gate = { $id }の戦意は { $m }：このカードには戦意 { $gate } が必要（{ $ruling }）
sekigahara-not-west-lord = { $id }は西軍諸将ではない（主戦派は除く）
sekigahara-west-lords-morale = 西軍諸将の戦意は { $m }：このカードには 1 以上が必要
sekigahara-lets-nobody-act = このカードでは誰も行動できない
sekigahara-no-tozama-morale = 今、戦意 { $gate } の外様の指揮官はいない（戦意：{ $values }）
sekigahara-no-west-morale = 今、戦意 1 以上の西軍の指揮官はいない（戦意：{ $values }）
sekigahara-no-west-lord-left = 西軍諸将の指揮官はもういない
sekigahara-morale-of = { $id } { $m }
sekigahara-unknown-card = 不明なカード { $card }：カードは { $list }
sekigahara-shadow-name-card = 実物の山札：卓でめくったカードを入力すること
sekigahara-app-deck-empty = アプリの山札が自分で引く：ここは空欄のまま
sekigahara-card-turned = めくったカード：{ $card }（{ $n } 枚目）
sekigahara-forced-repeat = { $fm }：{ $card }をもう一度引いたものとする（日本語版、{ $ruling }）
sekigahara-forced-again = { $fm }：もう 1 枚引く（ルール 4.1、カード { $fm }）
sekigahara-no-card = カードがない
sekigahara-marker-one-of = このカードが動かすのは次のいずれか：{ $markers }
sekigahara-card-line = { $card }：{ $line }
sekigahara-skip-check-log = 調略・恫喝の判定は行わない（ルール 12.0）
sekigahara-not-on-map = { $id }はマップ上にいない
sekigahara-strategic-road-start = { $id }は街道のヘクスから出発しなければならない：{ $hex }は街道ではない
sekigahara-strategic-declare = { $id }が戦略移動を宣言：{ $line }
sekigahara-no-advance-log = 戦闘後前進はしない（ルール 7.3②）
sekigahara-card-done = { $card }の処理を終え、捨て札にする（ルール 4.1(2)）
sekigahara-reshuffle = シャッフル：捨て札と残りの山札で { $n } 枚の新しい山札を作る（ルール 4.1(4)）
sekigahara-unknown-hex = 不明なヘクス { $hex }
sekigahara-hex-no-side = { $hex }に{ $side }の駒はいない
sekigahara-subversion-not-on-side = 調略マーカーが{ $side }側にない
sekigahara-expected = { $options } のいずれか：{ $got } は不可
sekigahara-why-intimidation-failed = 恫喝失敗
sekigahara-no-subvertible = { $hex }に調略できる駒はない：効果なし（ルール 12.1(2)）
sekigahara-defection = { $hex }で寝返り：{ $who }が{ $side }に付く（ルール 12.1(2)/(4)）
sekigahara-cannot-defect = { $id }は寝返れず除去される（ルール 12.1(3)）
sekigahara-why-won-over = { $side }が指揮官を寝返らせた
sekigahara-castle-defects = { $hex }城は寝返りで落ち、城の機能は残る（ルール 10.0(5)）
sekigahara-why-took = { $side }が{ $hex }を奪った
sekigahara-why-removed = { $side }が{ $id }を除去した
sekigahara-roll-strategic-first = 先に{ $id }の戦略移動のダイスを振ること
sekigahara-strategic-stays = { $id }はその場に留まる：戦略移動力は失われる
sekigahara-path-empty = 進入するヘクスを 1 つ以上指定すること
sekigahara-path-too-long = { $id }の移動力は { $mp } ヘクス：経路は { $n } ヘクス
sekigahara-may-not-leave = { $who }は{ $place }を離れられない：{ $why }
sekigahara-not-adjacent = { $to }は{ $from }に隣接していない
sekigahara-strategic-not-road = 戦略移動は街道に沿う：{ $from } → { $to }は街道ではない
sekigahara-enemy-in-hex = { $hex }には敵の駒がいる（{ $ruling }）
sekigahara-capture-ends-move = { $hex }で{ $who }を捕らえると移動は終わる
sekigahara-zoc-ends-move = { $hex }は敵の支配地域：移動はそこで終わる
sekigahara-castle-ends-move = 敵の城{ $hex }に入ると移動は終わる
sekigahara-over-stack = { $hex }の駒が 6 個を超える
sekigahara-moves = { $id }が移動 { $from } → { $path }、率いるのは{ $others }（ルール 6.2）
sekigahara-moves-strategic = { $id }が戦略移動 { $from } → { $path }、率いるのは{ $others }（ルール 6.2）
sekigahara-no-other-counter = 他の駒なし
sekigahara-full-sea-between = { $from }と{ $to }の間は全面海
sekigahara-river-no-road = { $from }と{ $to }の間は街道のない川
sekigahara-mountain-hex = { $hex }は山岳ヘクス
sekigahara-sea-hex = { $hex }は全面海ヘクス
sekigahara-no-such-counter = その駒はない
sekigahara-not-next-to = { $target }は{ $from }に隣接していない
sekigahara-no-sea-attack = 全面海のヘクスサイド越しには攻撃できない
sekigahara-target-no-enemy = { $hex }に敵の駒はいない
sekigahara-tozama-hideyori = 外様の指揮官は{ $who }のいるヘクスを攻撃できない
sekigahara-preemptive-only-siege = 防御側の先制攻撃は攻城戦のみ：{ $hex }は機能している城ではない（先制攻撃は外すこと）
sekigahara-attacks = { $id }が{ $from }から{ $group }を率いて{ $target }を攻撃
sekigahara-attacks-siege = { $id }が{ $from }から{ $group }を率いて{ $target }を攻撃 — 攻城戦（ルール 7.2）
sekigahara-attacked-marker = { $who }が攻撃された：{ $line }（ルール 11.0(2)）
sekigahara-preemptive-log = { $hex }の先制攻撃：{ $line }
sekigahara-no-attack = 進行中の攻撃はない
sekigahara-no-hits-over = ヒットなし：攻撃は終わり
sekigahara-hits-all-eliminated = { $n } ヒット：ヒットを受けた駒はすべて除去（ルール 7.1(4)②）
sekigahara-hits-to-assign = { $n } ヒット、{ $by ->
         [attacker] 攻撃側
        *[defender] 防御側
    }が割り振る（ルール 7.1(4)）
sekigahara-flipped-log = { $id }を裏返す（ルール 7.1(4)①）
sekigahara-all-attackers-gone = 攻撃側の駒はすべて除去された：攻城戦は終わり
sekigahara-may-advance = { $hex }は空になった：{ $id }は前進できる（ルール 7.3）
sekigahara-assign-count = ヒットごとに 1 個、{ $need } 個の駒を指定すること：指定は { $n } 個
sekigahara-not-among-hit = { $id }はヒットを受ける駒ではない：{ $pool }
sekigahara-at-most-hits = { $id }が受けられるのは最大 { $max } ヒット
sekigahara-flip-first = どの駒を除去する前にも、表の駒をすべて裏返すこと（{ $ruling }）
sekigahara-not-in-attack = { $id }はこの攻撃に参加していない（{ $ruling }）
sekigahara-max-six = 1 ヘクスに駒は 6 個まで
sekigahara-advances = { $id }が{ $group }を率いて{ $hex }へ前進（ルール 7.3）
sekigahara-zoc-no-recovery = { $hex }は敵の支配地域：回復できない
sekigahara-name-flipped = 回復する裏向きの駒を指定すること
sekigahara-recover-max = { $id }が回復できる駒は最大 { $n } 個
sekigahara-not-flipped-friendly = { $id }は{ $hex }にいる裏向きの味方の駒ではない
sekigahara-recovers = { $id }が{ $list }を回復（ルール 8.0）
sekigahara-entry-enemy = { $hex }に敵の駒がいる：{ $id }の残りの部隊は登場で待つ（{ $ruling }）
sekigahara-entry-full = { $hex }には既に駒が 6 個ある：{ $id }の残りの部隊は登場で待つ（{ $ruling }）
sekigahara-brings-rest = { $id }が残りの部隊を{ $hex }からマップに入れる：{ $list }（ルール 9.0(3)、{ $ruling }）
sekigahara-others-wait = 残りは登場で待つ（スタック制限、{ $ruling }）
sekigahara-others-wait-later = 残りは登場で待つ（スタック制限、{ $ruling }）：{ $leader }が後の行軍で入れる
sekigahara-not-on-entry = { $id }は登場トラックにいない
sekigahara-marches = { $leader }の部隊が { $n } 列中の { $col } 列目へ行軍（ルール 9.0(2)）
sekigahara-entry-enemy-wait = { $hex }に敵の駒がいる：部隊は登場で待つ（{ $ruling }）
sekigahara-group-enters = 部隊が{ $hex }からマップに入る：{ $list }（ルール 9.0(3)）
sekigahara-on-map-release = { $who }がマップに登場：{ $card }を山札に混ぜる（ルール 4.2①）
sekigahara-left-release = { $who }が{ $place }を離れた：{ $card }を山札に混ぜる（ルール 4.2②）
sekigahara-no-track = トラック { $marker } はない
sekigahara-marker-stays = { $marker }マーカーは動かない（トラックの端、ルール 11.0(4)）
sekigahara-marker-moves = { $marker }マーカー { $arrow } { $side }側へ { $n } 列：戦意 { $m }
sekigahara-markers-move = { $why }：調略マーカーを{ $side }側へ { $n } 列、戦意マーカーはすべて{ $side }側へ { $cols } 列（ルール 11.0）
sekigahara-removed-log = { $id }を除去
sekigahara-garrison-never-acts = { $id }は守備隊で行動しない（ルール 5.1(6)）
sekigahara-ashigaru-other-house = { $id }は他家の足軽：自家の武将と一緒でなければ動けない（ルール 5.1(5)②）
sekigahara-not-with = { $id }は{ $hex }で{ $cmd }と一緒にいる味方の駒ではない
sekigahara-leads-at-most = { $cmd }が率いる駒は本人を含め最大 { $n } 個：指定は { $named } 個
sekigahara-hideyori-captured = { $who }が{ $hex }に単独でいる：東軍が捕らえる（ルール 13.0(4)）
sekigahara-castle-falls = { $hex }城は{ $side }の手に落ち、城の機能を失う（ルール 10.0(4)）
sekigahara-takes-kyo = { $side }が京を押さえる（ルール 2.4(1)⑥）
sekigahara-morale-below-1 = { $who }の戦意が 1 未満
sekigahara-mod-siege = 攻城：−2、最低 1
sekigahara-mod-uphill = 平地から丘へ
sekigahara-mod-river = 川越し
sekigahara-mod-downhill = 丘から平地へ
sekigahara-mod-morale = 戦意
sekigahara-mod-line = { $label } { $v }（{ $rule }）
sekigahara-attack-roll = { $n } 個の駒が攻撃{ $siege ->
         [yes] （城への攻城戦、ルール 7.2）
        *[no] {""}
    }、ダイス [{ $dice }]：{ $hits } ヒット（出目 ≤ 攻撃力、ルール 7.1）
sekigahara-attack-strengths = 修正後の攻撃力 { $list }
sekigahara-siege-mod-line = 攻城：−2、最低 1（ルール 7.2(2)）
sekigahara-no-modifier = 修正なし
sekigahara-subversion-roll = 調略判定：出目 { $f }、{ $t } 以下で成功：{ $ok ->
         [yes] 成功
        *[no] 失敗、効果なし
    }（ルール 12.1）
sekigahara-intimidation-roll = 恫喝判定：出目 { $f }、{ $t } 以下で成功：{ $ok ->
         [yes] 成功
        *[no] 失敗：調略マーカーと戦意マーカーすべてを相手側へ 2 列（ルール 12.2(3)）
    }（ルール 12.2）
sekigahara-strategic-roll-log = 戦略移動：出目 { $f } + 戦意 { $m } = { $mp } ヘクス（ルール 6.2(2)）
sekigahara-draw-log = めくったカード { $turned }：処理するカード：{ $card }
sekigahara-draw-log-reshuffle = めくったカード { $turned }：処理するカード：{ $card } — その後、捨て札と残りの山札で新しい山札を作る（ルール 4.1(4)）
sekigahara-card-twice = 山札に同じカードが 2 回ある
sekigahara-no-card-to-draw = 引けるカードがない
sekigahara-whole-numbers = 整数で入力すること：{ $got } は不可
sekigahara-one-attacker = 攻撃する駒は 1 個以上
sekigahara-cannot-draw = { $card }は引けない：{ $pile ->
         [held] まだ山札に入っていない（ルール 4.2）
        *[discard] 捨て札にある
    }
sekigahara-forced-no-other = { $fm }をめくったが、山札にめくれるカードが他にない
sekigahara-named-twice = { $card }が 2 回指定された：1 回の抽札で各カードは 1 度しかめくらない（ルール 4.1）：{ $fm }の後は次にめくったカードを入力
sekigahara-name-next = { $fm }をめくった：続けてめくったカードも入力すること（ルール 4.1、カード { $fm }）
sekigahara-more-named = めくった枚数より多く入力された：もう 1 枚めくるのは{ $fm }の時だけ
sekigahara-ja-repeat-only = 日本語版では{ $fm }は直前のカードを繰り返す：{ $fm }だけを入力
sekigahara-proc-attack = 攻撃（駒ごとにダイス 1 個、攻撃力以下でヒット）
sekigahara-proc-subversion = 調略判定
sekigahara-proc-intimidation = 恫喝判定
sekigahara-proc-strategic = 戦略移動
sekigahara-proc-draw = 行動カードを引く
sekigahara-dice-per-counter = 駒ごとに 6 面ダイス 1 個
sekigahara-dice-one = 6 面ダイス 1 個
sekigahara-dice-draw = カード 1 枚につき 6 面ダイス 2 個（均等な抽選）
sekigahara-action-draw = カードを引く
sekigahara-action-move-marker = 戦意マーカーを動かす（カード）
sekigahara-action-check = 調略・恫喝判定
sekigahara-action-skip-check = 判定しない
sekigahara-action-move = 移動
sekigahara-action-strategic-roll = 戦略移動：ダイスを振る
sekigahara-action-attack = 攻撃
sekigahara-action-assign-hits = ヒットを割り振る
sekigahara-action-siege-roll = 攻城：攻撃側がダイスを振る
sekigahara-action-advance = 戦闘後前進
sekigahara-action-no-advance = 前進しない
sekigahara-action-recover = 回復
sekigahara-action-march = 登場トラックで行軍
sekigahara-action-end-card = カードを終える
sekigahara-action-other = { $name }
sekigahara-key-cards = めくったカード
sekigahara-help-cards = 実物の山札：卓でめくったカードを順に（アプリの山札なら空欄）
sekigahara-key-marker = 戦意マーカー
sekigahara-help-marker = カードが動かす戦意マーカー
sekigahara-key-check = 判定
sekigahara-help-check = 調略（マーカーが自軍側の時）または恫喝
sekigahara-key-target-hex = 目標ヘクス
sekigahara-help-check-hex = 敵の駒がいるヘクス
sekigahara-key-commander = 指揮官
sekigahara-help-move-commander = 移動する指揮官
sekigahara-key-led = 率いる駒
sekigahara-help-led = 指揮官が自分のヘクスから率いる駒
sekigahara-key-movement = 移動の方式
sekigahara-help-movement = 通常（戦意のヘクス数）または戦略（先にダイス、街道のみ）
sekigahara-key-path = 経路
sekigahara-help-path = 進入するヘクスを順に
sekigahara-help-attack-commander = 攻撃する指揮官
sekigahara-key-attacking = 攻撃に加わる駒
sekigahara-help-attacking = 指揮官が攻撃に率いる駒
sekigahara-help-target = 攻撃する隣接ヘクス
sekigahara-key-preemptive = 防御側の先制攻撃
sekigahara-help-preemptive = 攻城戦のみ：防御側が先に攻撃（防御側が決める、ルール 7.2）
sekigahara-key-counters-hit = ヒットを受ける駒
sekigahara-help-counters-hit = 1 ヒットにつき駒 1 個（同じ駒を 2 回指定可：裏返し、次に除去）
sekigahara-key-advancing = 前進する駒
sekigahara-help-advancing = 指揮官と一緒に前進する攻撃側の駒
sekigahara-help-recover-commander = 回復する指揮官
sekigahara-key-recovered = 回復する駒
sekigahara-help-recovered = 指揮官のヘクスで表に戻す裏向きの駒
sekigahara-help-march-commander = 指揮官
sekigahara-key-strengths = 攻撃力
sekigahara-help-strengths = 攻撃する各駒の攻撃力（見えている面）
sekigahara-key-from = 攻撃側の地形
sekigahara-help-from = 攻撃側ヘクスの地形
sekigahara-key-to = 目標の地形
sekigahara-help-to = 目標ヘクスの地形
sekigahara-key-river = 川越し
sekigahara-help-river = 川のヘクスサイド越し
sekigahara-key-castle = 機能している城から攻撃
sekigahara-help-castle = 攻撃側のヘクスが機能している城（その場合、丘から平地への +1 はない、{ $ruling }）
sekigahara-key-siege = 攻城戦
sekigahara-help-siege = 機能している城への攻城戦（ルール 7.2）
sekigahara-key-track-value = 調略トラックの値
sekigahara-help-track-value = 調略マーカーがある列の値
sekigahara-key-adjacent = 目標ヘクスの隣
sekigahara-help-adjacent = 目標ヘクスの隣にいるのは：自軍の総大将（徳川家康 / 豊臣秀頼）、自軍の他の駒、またはどちらもなし
sekigahara-key-morale = 戦意
sekigahara-help-morale = 指揮官の戦意
sekigahara-key-draw-pile = 山札
sekigahara-help-draw-pile = 山札のカード
sekigahara-key-discard = 捨て札
sekigahara-help-discard = 捨て札のカード
sekigahara-key-held-out = 除外中のカード
sekigahara-help-held-out = 山札に入っていないカード（家康出馬、秀頼出陣）
sekigahara-key-previous = 直前のカード
sekigahara-help-previous = 最後に引いたカード（強行軍のため）
sekigahara-key-card-text = カードの文面
sekigahara-help-card-text = 適用するカードの文面：日本語の原版（既定）または中国語訳
sekigahara-key-deck = 山札
sekigahara-help-deck = 仮想：アプリが引く、影：卓で実物のカードを引いて入力
sekigahara-key-clamp-ends = マーカーはトラックの端から戻れる
sekigahara-help-clamp-ends = トラックの端に着いたマーカーも戻れる（既定：そこで固定。その場合、最初の 100 枚ほどで 4 つの戦意マーカーがすべて固定されることが多く、以後それを動かすカードは効果がない。{ $ruling }）
sekigahara-key-flip-first = 除去の前にすべて裏返す
sekigahara-help-flip-first = どの駒を除去する前にも、表の駒をすべて裏返す（{ $ruling }）
sekigahara-key-draw-cap = 抽札上限
sekigahara-help-draw-cap = この枚数のカードを処理したら引き分けで終了、強行軍は数えない（0 = 上限なし、{ $ruling }）
sekigahara-card-1 = 東軍：徳川家康が行動できる。その後、捨て札と残りの山札をすべて混ぜて新しい山札にする。
sekigahara-card-2 = 東軍：西軍の戦意マーカー 1 つ（毛利輝元・毛利元康・西軍諸将）を東軍側へ 1 列動かす。
sekigahara-card-3 = 東軍：徳川秀忠が行動できる。
sekigahara-card-4 = 徳川家康がマップに登場したら山札に入る。東軍：西軍の駒がいるヘクスに調略か恫喝の判定をし、その後、東軍の指揮官 1 人が行動できる。
sekigahara-card-5 = 東軍：戦意 3 の外様の指揮官 2 人までが行動できる（徳川・譜代は除く）。
sekigahara-card-6 = 東軍：戦意 2 の外様の指揮官 2 人までが行動できる（徳川・譜代は除く）。
sekigahara-card-7-ja = 東軍：戦意 1～3 の外様の指揮官 1 人が行動できる（徳川・譜代は除く）。
sekigahara-card-7-zh = 東軍：戦意 1 または 3 の外様の指揮官 1 人が行動できる（徳川・譜代は除く）。
sekigahara-card-8-ja = 直前に引いたカードをもう一度引いたものとする。ゲーム最初のカードなら、もう 1 枚引く。
sekigahara-card-8-zh = すぐにもう 1 枚引く。ゲーム最初のカードなら、もう 1 枚引く。
sekigahara-card-9-ja = 西軍：石田三成が行動するか、西軍の戦意マーカー 1 つ（前田を除く）を西軍側へ 1 列動かすか、どちらか一方。
sekigahara-card-9-zh = 西軍：西軍の戦意マーカー 1 つ（前田を除く）を西軍側へ 1 列動かし、さらに石田三成が行動できる。
sekigahara-card-10 = 西軍：宇喜多秀家が行動できる。
sekigahara-card-11-ja = 西軍：大谷吉継が行動するか、（越前にいれば）前田利長のマーカーを西軍側へ 1 列動かすか、どちらか一方。
sekigahara-card-11-zh = 西軍：大谷吉継が行動できる。越前にいれば、前田利長のマーカーも西軍側へ 1 列動く。
sekigahara-card-12 = 豊臣秀頼が大坂を離れたら山札に入る。西軍：東軍の駒がいるヘクスに調略か恫喝の判定をし、その後、戦意 1 以上の西軍の指揮官 1 人が行動できる。
sekigahara-card-13-ja = 西軍：戦意 1 以上の西軍の指揮官 1 人が行動できる。
sekigahara-card-13-zh = 西軍：戦意 1 以上の西軍の指揮官 1 人が行動でき、さらに西軍の戦意マーカー 1 つ（前田を除く）を西軍側へ 1 列動かす。
sekigahara-card-14-ja = 西軍：毛利輝元のマーカーを西軍側へ 1 列動かすか、（戦意 1 以上なら）毛利輝元が行動するか、どちらか一方。
sekigahara-card-14-zh = 西軍：毛利輝元のマーカーを西軍側へ 1 列動かす。その後、戦意 1 以上なら毛利輝元が行動できる。
sekigahara-card-15-ja = 西軍：毛利元康のマーカーを西軍側へ 1 列動かすか、（戦意 1 以上なら）毛利元康が行動するか、どちらか一方。
sekigahara-card-15-zh = 西軍：毛利元康のマーカーを西軍側へ 1 列動かす。その後、戦意 1 以上なら毛利元康が行動できる。
sekigahara-card-16-ja = 西軍：西軍諸将のマーカーを西軍側へ 1 列動かすか、（その戦意が 1 以上なら）西軍諸将の指揮官 1 人が行動するか、どちらか一方（主戦派は除く）。
sekigahara-card-16-zh = 西軍：西軍諸将のマーカーを西軍側へ 1 列動かす。その後、その戦意が 1 以上なら西軍諸将の指揮官 1 人が行動できる（主戦派は除く）。
sekigahara-scenario-title = 関ヶ原 1600
sekigahara-scenario-blurb = 全戦役：ターンはなく、共通の山札 1 つで、勝利条件を満たすまで。
sekigahara-scenario-place = { $place }：{ $names }
sekigahara-scenario-entry = { $leader }の登場トラック、開始マス
sekigahara-scenario-markers = 戦意マーカー 毛利輝元・毛利元康・西軍諸将・前田利長を開始マスに、調略マーカーを中央の列に置く（{ $ruling }）
sekigahara-scenario-deck = 京は西軍が押さえる。家康出馬と秀頼出陣は脇に置き、14 枚のカードを混ぜる（ルール 3.0）
sekigahara-bad-scenario = 1600 のみ：{ $got } は不可
sekigahara-bad-players = 2 人のみ：{ $got } は不可
sekigahara-outcome-hits = { $n } ヒット
sekigahara-outcome-defects = 成功：そのヘクスが寝返る
sekigahara-outcome-intimidation-failed = 失敗：マーカーすべてを相手側へ 2 列
sekigahara-outcome-no-effect = 失敗：効果なし
sekigahara-outcome-hexes = { $n } ヘクス
sekigahara-die-note = 攻撃力 { $s }：{ $hit ->
         [yes] ヒット
        *[no] 外れ
    }（ルール 7.1(3)）
sekigahara-odds-preemptive = 先制攻撃：{ $what }
sekigahara-cand-commander = { $id }（戦意 { $m }）
sekigahara-cand-intimidation = 恫喝判定
sekigahara-cand-subversion = 調略判定
sekigahara-cand-waiting = { $id }：登場で待つ駒をマップに入れる
sekigahara-cand-normal = 通常移動
sekigahara-cand-strategic = 戦略移動
sekigahara-show-options = カードの文面：{ $variant } · 山札：{ $deck }
sekigahara-show-deck = 山札 { $n } 枚 · 捨て札：{ $discard } · 除外中：{ $held }
sekigahara-show-card = 処理中のカード：{ $card } — { $text }
sekigahara-show-subversion = 調略マーカー：{ $n } 列中の { $col } 列目（{ $part }、値 { $value }）
sekigahara-show-morale = 戦意 { $marker }：{ $m }
sekigahara-show-kyo = 京：{ $side }
sekigahara-show-side = { $side }：
sekigahara-show-counter =   { $id } — { $at }{ $flipped ->
         [yes] （裏向き）
        *[no] {""}
    }
sekigahara-show-commander =   { $id } — { $at }{ $flipped ->
         [yes] （裏向き）
        *[no] {""}
    }［統率力 { $cmd }、戦意 { $m }］
sekigahara-show-removed = 除去済み：{ $list }
sekigahara-at-entry = { $leader }の登場トラック { $col } 列目
sekigahara-at-removed = 除去済み
sekigahara-undo-card = カード{ $card }を山札に戻す
sekigahara-undo-reshuffle = 山札はシャッフルされた：捨て札を元どおりに戻す（記録を参照）
sekigahara-undo-held = { $card }をまた山札から抜く
sekigahara-undo-back-to = { $id }：{ $at }に戻す
sekigahara-undo-flip-back = { $id }：裏向きに戻す
sekigahara-undo-face-up = { $id }：表向きに戻す
sekigahara-undo-side-back = { $id }：{ $side }に戻す
sekigahara-undo-subversion = 調略マーカーを { $col } 列目に戻す
sekigahara-undo-morale = { $marker }マーカーを戦意 { $m } に戻す
sekigahara-undo-castle = { $hex }：城を{ $side }に戻す
sekigahara-undo-kyo = 京を{ $side }に戻す
sekigahara-check-hex = { $hex }：{ $names }
sekigahara-check-entry-start = { $leader }の登場トラック、開始マス S：{ $names }（ルール 9.0）
sekigahara-check-entry-col = { $leader }の登場トラック、{ $col } 列目：{ $names }（ルール 9.0）
sekigahara-check-morale = { $marker }の戦意マーカー：{ $n } 列中の { $col } 列目、戦意 { $m }{ $start ->
         [yes] （開始マス）
        *[no] {""}
    }（ルール 11.0）
sekigahara-check-frozen = トラックのどちらかの端に着いたマーカーは、ゲーム終了までそこに留まる（{ $ruling }、開始時の設定）。4 つの戦意マーカーがすべて固定されると、それを動かすカードは効果がない
sekigahara-check-not-frozen = トラックの端にあるマーカーも再び戻れる（{ $ruling }、開始時の設定）
sekigahara-check-subversion = 調略マーカー：東の端から数えて { $n } 列中の { $col } 列目（ルール 12.0）
sekigahara-check-kyo = 京は{ $side }が押さえる（ルール 2.4）
sekigahara-check-held = { $cards }は脇に置く：後で山札に入る（ルール 4.2）
sekigahara-check-virtual = 残り { $n } 枚はアプリが混ぜて引く：実物のカードは箱にしまったまま
sekigahara-check-shadow = 残り { $n } 枚の実物のカードを裏向きに混ぜる：卓でめくり、1 枚ずつ入力する
sekigahara-check-variant = 適用するカードの文面：{ $variant }
sekigahara-legend-flipped = 裏向きの駒（1 ヒットを受けた、ルール 7.1(4)①）
sekigahara-legend-lines = ヘクス間の線 — 茶色：街道、太線（戦略移動は街道に沿う、ルール 6.2(2)）、青の破線：川（ルール 6.2(1)③）、灰色の細線：通常のヘクスサイド、線なし：全面海、越えて移動も攻撃もできない（ルール 6.2(1)②）
sekigahara-legend-thin = 細い線 — 淡い青：全面海、越えて移動も攻撃もできない（ルール 6.2(1)②）、灰色：通常のヘクスサイド
sekigahara-legend-fill = ヘクスの色 — 淡い青：東軍の軍勢がいる、淡い赤：西軍の軍勢がいる、クリーム色：軍勢なし
sekigahara-legend-castle = ヘクスの輪 — 城または京とその支配側：青は東軍、赤は西軍（ルール 10.0）
sekigahara-legend-count = ヘクス内の数字：そこにいる駒の数、色は陣営（青：東軍、赤：西軍）
sekigahara-legend-victory = 調略トラック両端の勝利マス（ルール 14.0）
sekigahara-legend-boxes = トラックのマス — 淡い緑：戦意トラックの開始マス、橙色の枠と点：マーカーの位置
sekigahara-legend-entry = 登場トラック：S は開始マス、登 は部隊がマップに入る直前の最後のマス（ルール 9.0）
sekigahara-legend-commanders = 指揮官一覧：統率力 · 戦意、@ の後は居場所（ルール 5.2）
sekigahara-legend-star = カード欄：このカードは日本語版と中国語版で文面が違う
sekigahara-ruling-1 = 日本語版のカードが「または」とする所（石田三成・大谷吉継・毛利輝元・毛利元康・西軍諸将）は、マーカー移動か行動のどちらかを選ぶ。中国語版では両方を行い、マーカーが先。
sekigahara-ruling-2 = 日本語版の強行軍：直前に引いたカードをもう一度処理する。ゲーム最初のカードなら、もう 1 枚引く。
sekigahara-ruling-3 = 家康出馬と秀頼出陣では調略か恫喝の判定（ルール 12.0）の後に指揮官が行動する。判定できるヘクスがなければ判定は飛ばす。
sekigahara-ruling-4 = 東軍外様諸将 1/3：日本語版（1ないし3）は戦意 1～3、中国語版（1 或 3）は戦意 1 または 3 と読む。
sekigahara-ruling-5 = 調略マーカーはどちらの陣営にも属さない中央の列から始まる。
sekigahara-ruling-6 = トラックの端に着いたマーカーはそこに固定される。開始時の設定で戻れるようにもできる。
sekigahara-ruling-7 = ターンも長さの上限もない。開始時の設定で、一定枚数のカードを処理したら引き分けで終えられる（強行軍は数えない）。
sekigahara-ruling-8 = 除外中のカード（家康出馬・秀頼出陣）は解禁されると今の山札に混ぜる。
sekigahara-ruling-9 = 攻撃側のヘクスが機能している城なら、丘から平地への +1 はない。
sekigahara-ruling-10 = 攻撃の修正は合計する。攻撃力 0 以下の駒はダイスを振らない。
sekigahara-ruling-11 = ヒットは持ち主が自由に割り振り、1 個の駒が 2 ヒット受けてもよい（裏返し、次に除去）。開始時の設定で、除去の前に表の駒をすべて裏返すこともできる。
sekigahara-ruling-12 = 先制攻撃では守備隊を含む防御側の駒すべてがダイスを振り、地形の修正はない。
sekigahara-ruling-13 = 戦闘後、攻撃した指揮官は攻撃に加わった駒のうち好きなものを連れて前進できる。
sekigahara-ruling-14 = 機能している城のヘクスには支配地域は及ばない。
sekigahara-ruling-15 = 敵の駒がいるヘクスには入れない。ただし東軍が単独の豊臣秀頼を捕らえる時は別。
sekigahara-ruling-16 = 攻撃された指揮官の戦意マーカーは自軍側へ 1 列動く。1 回の攻撃で 1 度だけ。
sekigahara-ruling-17 = 戦略移動は街道のヘクスサイドに沿って 1 点で 1 ヘクス進む。使わなかった点は失われる。
sekigahara-ruling-18 = 総大将の部隊は全体で行軍して登場する。入れない駒は登場で待ち、後の行軍でマップに入る。
sekigahara-ruling-19 = 家康出馬では戦意に関わらず東軍の指揮官 1 人が行動できる。
sekigahara-ruling-20 = 中国語版ではカードのマーカーが先に動き、戦意の条件はその後で確かめる。
sekigahara-bad-twice = { $id }が 2 回ある
sekigahara-bad-not-counter = { $id }はこのゲームの駒ではない
sekigahara-bad-kind = { $id }は印刷された種類と違う
sekigahara-bad-faction = { $id }：勢力が陣営と合わない（ルール 12.1(4)）
sekigahara-bad-hex = { $id }は不明なヘクス { $hex } にいる
sekigahara-bad-no-entry = { $id }：{ $leader }の登場トラックはない
sekigahara-bad-entry-column = { $id }：{ $col } 列目は{ $leader }の登場トラックの外
sekigahara-bad-group = { $id }は{ $leader }の部隊ではない（ルール 9.0）
sekigahara-bad-garrison = { $id }は城を離れた守備隊（ルール 6.4）
sekigahara-bad-not-with-group = { $id }は{ $leader }の部隊と同じ場所にいない（ルール 9.0(2)）
sekigahara-bad-missing = { $id }がない
sekigahara-bad-stack = { $hex }に駒が { $n } 個ある（ルール 6.1(3)）
sekigahara-bad-both-sides = { $hex }に両軍の駒がいる（{ $ruling }）
sekigahara-bad-castle-owner = { $hex }は{ $owner }が押さえているのに{ $side }の駒がいる（ルール 10.0）
sekigahara-bad-subversion = { $col } 列目は調略トラックの外
sekigahara-bad-no-marker = 戦意マーカー { $marker } はない
sekigahara-bad-marker-missing = { $marker }マーカーがない
sekigahara-bad-marker-off = { $marker }マーカーがトラックの外（{ $col } 列目）
sekigahara-bad-castles = 城が地図の城と合わない
sekigahara-bad-deck = どのカードも山札にちょうど 1 回なければならない（ルール 4.1）
sekigahara-bad-held = { $card }は除外されることはない（ルール 4.2）
sekigahara-bad-released = { $who }がマップにいるので{ $card }は山札にある（ルール 4.2①）
sekigahara-bad-released-left = { $who }は{ $place }を離れたので{ $card }は山札にある（ルール 4.2②）
sekigahara-bad-repeat = { $fm }が繰り返すカードになることはない（カード { $fm }）
sekigahara-bad-in-play = { $card }がこの形で処理中になることはない
sekigahara-bad-acts = 3 人以上の指揮官を行動させるカードはない
sekigahara-bad-acted = { $id }は行動できた指揮官ではない
sekigahara-bad-card-marker = カードが存在しないマーカーを動かしている
sekigahara-bad-no-card = 攻撃や移動には処理中のカードが要る
sekigahara-bad-attacker-side = 攻撃者が攻撃側の陣営ではない
sekigahara-bad-attacker = { $id }は攻撃側の駒ではない
sekigahara-bad-attack = { $from }から{ $target }は攻撃できない（ルール 7.1）
sekigahara-bad-hits = 1 回のダイスで { $n } ヒットは出ない
sekigahara-bad-siege = 攻城戦には城が要る（ルール 7.2）
sekigahara-bad-strategic = { $id }は戦略移動できない
sekigahara-bad-points = ダイス 1 個で移動力 { $n } は出ない（ルール 6.2(2)）
sekigahara-bad-attack-strategic = 戦略移動中の攻撃
sekigahara-bad-draws = 抽札の回数が範囲外
sekigahara-bad-draw-cap = 0～500 のみ
sekigahara-panel-preemptive-strengths = 先に先制攻撃（ルール 7.2(1)）：防御側の攻撃力：
sekigahara-panel-hits-at-or-under = 駒ごとにダイス 1 個：次の値以下の出目でヒット：
sekigahara-panel-subversion-on = 調略判定の成功：≤ { $t }（ルール 12.1）
sekigahara-panel-subversion-off = 調略判定：マーカーが自軍側にないので今はできない（ルール 12.1）
sekigahara-panel-intimidation = { $hex }への恫喝：≤ { $t }（ルール 12.2(1)）
sekigahara-panel-deck = 行動カードの山札
sekigahara-panel-in-pile = 山札に { $n } 枚
sekigahara-panel-discards = 捨て札：
sekigahara-panel-held-out = 除外中（ルール 4.2）：
sekigahara-panel-repeat = { $fm }：もう一度引いたものとする
sekigahara-panel-differs = ★ このカードは日本語版と中国語版で文面が違う
sekigahara-panel-last-card = 直前のカード：{ $card }
sekigahara-panel-tracks = トラック（東 ← → 西）
sekigahara-panel-subversion-track = 調略トラック
sekigahara-panel-entry = { $leader } 登場
sekigahara-panel-entered = { $leader } 登場：{ $hex }でマップに登場済み
sekigahara-panel-siege = { $hex } 攻城戦（7.2）
sekigahara-panel-pre-hits = 先制攻撃 { $n } ヒット：攻撃側が割り振る
sekigahara-panel-roll-next = 次は攻撃側がダイスを振る
sekigahara-panel-hits = { $n } ヒット：防御側が割り振る
sekigahara-panel-advance = 目標ヘクスは空：前進するか？
sekigahara-panel-commanders = 指揮官（統率力 · 戦意）
sekigahara-panel-map = ⊙ マップ
sekigahara-view-deck = 行動カードの山札
sekigahara-view-tracks = トラック
sekigahara-view-places = 駒の位置
sekigahara-view-combat = 進行中の攻撃
sekigahara-view-next-roll = 各ダイスがヒットする攻撃力
sekigahara-view-check = いまできる判定（ルール 12.0）
