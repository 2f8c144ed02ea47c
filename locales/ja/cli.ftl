# Gunbai — cli words (ja). Ids start with "cli-". Names stay in their own script.

## The language flag and the command line itself.
cli-bad-lang = zh、en、ja のいずれかを指定してください（指定は「{ $value }」）
cli-see-help = （gunbai --help、または各コマンドの後に --help を参照）
cli-note = 注意：{ $file }：{ $note }
cli-out-no-folder = out：フォルダー { $folder } がありません（先に作るか、別の場所を選んでください）
cli-wrote = { $file } に書き出しました
cli-expected-pair = { $text }：KEY=VALUE の形で指定してください
cli-given-twice = { $key }：二度指定されています（{ $first } と { $second }）；一度だけ指定してください
cli-bad-roll = roll：ダイスの目は 1～6 です（指定は { $got }）
cli-input-unreadable = input：{ $file }：{ $detail }
cli-input-not-object = input：{ $file } は JSON オブジェクトでなければなりません
cli-not-a-key-of = { $action } の入力項目ではありません

## What to do now, and an action's keys (--help-action).
cli-now = 現在：{ $step }
cli-rule-says = { $rule }：{ $why }
cli-help-not-allowed = 今は実行できません［{ $rule }：{ $why }］
cli-help-state-gives = ；現在の局面では { $value }
cli-help-default = ；既定値 { $value }
cli-expected-int = { $min }～{ $max } の整数
cli-expected-bool = true（はい）|false（いいえ）
cli-expected-text = 文字列
cli-expected-list = コンマ区切りのリスト
cli-expected-json = 構造化データ
cli-odds-before = ダイスを振る前の確率：
cli-odds-not-yet = 確率：まだ計算できません（{ $why }）

## A resolution (gunbai resolve).
cli-dice = ダイス：{ $faces }
cli-modified-roll = 修正後の目：{ $n }
cli-table-cell = 表 { $table } 行 { $row } 列 { $column }：{ $value }
cli-placeholder-cell = ［仮の表：お手元のルールブックから記入してください］
cli-result = 結果：{ $result }

## Sessions.
cli-created = { $file } を作成しました
cli-dice-kept = 取り消したダイスは保留します：取り消しの後、アプリの次のダイスとドローはそれを再び使います（振り直しは session act --reroll）
cli-dice-fresh = 取り消しの後、アプリは新しいダイスを振ります
cli-commitment = ダイスのシードのコミットメント：{ $commitment }
cli-seed-from = アプリのダイス #{ $die } からのシード：{ $seed }、ソルト：「{ $salt }」
cli-new-seed-note = 注意：ゲームはまだ終わっていないため、以後のダイスはすべて新しいシードで振ります（コミットメント { $commitment }）；公開したシードはこれまでのダイスを振ったものです
cli-game-over = ゲームは終了しました：{ $winner }（これ以上の行動はありません；取り消せば戻れます）
cli-undone-actions = 行動 { $n } 件を取り消しました；現在は行動 { $at }
cli-on-the-table = 卓上：{ $hint }
cli-before-packup = 片付け保存の前（行動 { $n } 件、要約のみ；取り消せません）：
cli-goes-on-from = 行動 { $n } から続けます；それ以降の行動はファイルに残りますが実行されません
cli-use-not-a-file = use：{ $file }：ファイル名ではありません
cli-use-unreadable = use：{ $detail }
cli-current-tables = この対局は現行の表を使っています
cli-own-tables = この対局は独自の写しを使っています：{ $tables }（現行の表とは異なります；--adopt でこの時点から現行の表に切り替えます）
cli-seed-not-revealed = 注意：シードはまだ公開されていません；ゲーム終了時に gunbai session show FILE --reveal-seed を実行してください
cli-verify-ok = 正常：アプリのダイス { $n } 個がシードと一致します（コミットメント { $commitment }）

## The log.
cli-kept-die = { $face }（ダイス #{ $die } から保留）
cli-log-dice = ダイス［{ $faces }］
cli-not-played = 未実行：{ $why }
cli-undone = 取り消し済み
cli-sealed = 封印
cli-physical-die-legend = （* = 卓上で振って入力した実物のダイス）
cli-tables-step = 表の変更

## gunbai games, session score.
cli-games-scenario = シナリオ { $id }：{ $title }
cli-games-procedure = resolve { $id } [{ $keys }]：{ $title }（{ $rule }）
cli-games-actions = 行動：{ $names }
cli-yes = はい
cli-no = いいえ
cli-none = なし

## gunbai tables check.
cli-check-ok = 正常：{ $game }（{ $details }）
cli-check-files = ファイル { $n } 個
cli-check-yours = あなたのファイル：{ $files }
cli-check-placeholders = 仮の表：{ $tables }
cli-check-no-games = { $dir }：ゲームのフォルダーが見つかりません（次のいずれか：{ $games }）
cli-check-problems = 表のチェック：表ファイルに問題が { $n } 件あります（それぞれ上の行）；直すまでこれらのファイルでは遊べません

## session score in a language other than English: the game's status.
cli-status-pair = { $label }：{ $value }
cli-status-phase = フェイズ：{ $phase }
cli-status-winner = 勝者：{ $winner }

## gunbai serve (issue 24): phones at the table.
cli-serve-seat = 席 { $seat }：{ $url }
cli-serve-table = 卓の表示：{ $url }
cli-serve-local = このパソコンでのみ待ち受けています（{ $addr }）。同じネットワークのスマホから接続するには --listen 0.0.0.0:ポート を付けて実行し直してください。
cli-serve-network = 指定どおり、すべてのネットワークインターフェースで待ち受けています（{ $addr }）：このネットワークのどの機器からもサーバーに届きます。各席のアドレスはその席の鍵です。そのプレイヤーにだけ渡してください。
cli-serve-stop = サーバーは止めるまで（Ctrl+C）動き続けます。入力のたびにセッションファイルに書き込みます。
cli-serve-no-seats = このセッションには招待できる席がありません（ゲームがプレイヤーを挙げていません）。卓の表示は使えます。
cli-serve-bad-listen = --listen：アドレス:ポート（例 0.0.0.0:8080）が必要です。受け取った値 "{ $got }"
cli-serve-failed = サーバーを起動できませんでした：{ $detail }
