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

## gunbai --help (issue 20): the help of every command. Abouts are cli-about-<command path>, an
## argument's help cli-arg-<command path>-<argument>, the names shown for values cli-value-<name>.
cli-heading-usage = 使い方
cli-heading-commands = コマンド
cli-heading-arguments = 引数
cli-heading-options = オプション
cli-usage-options = [オプション]
cli-default = [既定：{ $value }]
cli-help-help = ヘルプを表示
cli-help-version = バージョンを表示
cli-help-subcommand = この説明、または指定したコマンドの説明を表示
cli-help-subcommand-commands = 説明を見るコマンド
cli-about = 軍配：日本史の実物ウォーゲームの審判
cli-about-gui = 画面を開く（既定）
cli-about-games = ゲーム・シナリオ・手順・行動と、そのキーを一覧表示
cli-about-resolve = 対局なしで手順を一つ解決
cli-about-session = 対局：new、act、undo、redo、show、log、score、verify、restore、import
cli-about-session-new = 対局ファイルを新しく作る
cli-about-session-act = 行動を一つ入力
cli-about-session-undo = 最後の行動を取り消す、または行動 N まで戻す
cli-about-session-redo = 最後に取り消した行動をやり直す
cli-about-session-show = 状況と次にすることを表示
cli-about-session-log = これまでに行った行動を表示
cli-about-session-continue = 記録どおりに行えない行動があるとき（ルールの訂正）：まだ行える最後の行動から続ける。それ以降の行動はファイルに残るが、行わない
cli-about-session-tables = この対局が使う表：現行の表（同梱のものと自分の写し）と異なるもの、そしてこの時点からの表の差し替え（取り消しで差し替えを戻せる）
cli-about-session-score = 戦況を表示
cli-about-session-verify = アプリが振ったダイスをすべてシードから計算し直して確かめる
cli-about-session-restore = 読み込めない対局ファイルを最新の正常なバックアップ（または --from のファイル）で置き換える
cli-about-session-import = 片付けシートの QR コードから対局を復元（複数コードのシートはすべてのコードを：--qr-text か --image を繰り返す、順不同）
cli-about-tables = 表ファイルを検査する、または自分用の表の置き場所を表示
cli-about-tables-check = 表ファイルを検査：フォルダに `<ゲーム>/*.toml` のフォルダを置く（既定：同梱の表と自分の写し）
cli-about-tables-path = 自分用の表の写しを置くフォルダを表示
cli-about-print = PDF を印刷（プレイヤーエイド・駒シート・カードシート・片付けシート・両面印刷の位置合わせ）
cli-about-serve = 卓のスマホ：各席のスマホに対局（その席の秘密の命令）を、どのブラウザにも卓の様子を配信する。止めるまで続く（Ctrl+C）
cli-arg-lang = すべての行の言語：zh（中国語）、en（英語）、ja（日本語）。既定は環境の LC_ALL、LC_MESSAGES、LANG、なければ英語
cli-arg-resolve-pairs = KEY=VALUE の形の入力（キーは小文字とハイフン）
cli-arg-resolve-rolls = プレイヤーが振ったダイスの目、手順が使う順に（繰り返すか、3,5 のように）
cli-arg-resolve-seed = --roll で与えなかったダイスのシード
cli-arg-resolve-input = 同じキーを JSON オブジェクトで
cli-arg-session-new-options = 選択ルール、KEY=VALUE（例：command-rule=true）
cli-arg-session-new-keep-undone-dice = 取り消したダイスを残す（既定）：取り消しの後、アプリの次のダイスは取り消した目を振った順にもう一度使い、その後で新しいダイスを振る。古いスクリプトのために受け付ける
cli-arg-session-new-fresh-dice-after-undo = 対局を通して、取り消しの後は新しくダイスを振る（初期配置のときに決める。一度だけの振り直しは `session act --reroll`）
cli-arg-session-act-physical = 実物のダイスのみ：--roll で与えなかった目はアプリで振らずに拒否する
cli-arg-session-act-reroll = 取り消しの後：取り消したダイスではなく、アプリで新しくダイスを振る（記録に振り直しと残る）
cli-arg-session-act-help-action = 何も入力しない：この状況での行動のキーと取りうる値を一覧にし、与えたキー（状況が補う値を含む）がそろえば確率も示す
cli-arg-session-undo-confirm = 公開済みの秘密情報より前まで取り消すことを確認する
cli-arg-session-show-reveal-seed = ダイスのシードを公開する（記録に残る）
cli-arg-session-tables-adopt = 異なる現行の表をすべて、今からこの対局に取り入れる
cli-arg-session-tables-use-files = 今からこの TOML ファイルを使う（置き換える表ファイルと同じ名前で。例：crt.toml）
cli-arg-session-restore-force = 読み込めるファイルでも置き換える
cli-arg-print-what = aid（プレイヤーエイド）| counters（駒シート）| cards（カードシート）| packup（片付けシート）| calibration（両面印刷の位置合わせ）
cli-arg-print-counter-mm = 駒の大きさ（ミリ）（12.7、14.3、15.9、19 または任意の大きさ）
cli-arg-print-duplex-offset = プリンターの両面印刷のずれ、"X,Y"（ミリ）
cli-arg-print-no-backs = 裏面のシートを省く
cli-arg-print-options = 印刷物が左右される初期配置のオプション、KEY=VALUE（例：関ヶ原 のカードには card-text=zh）。対局自身のオプションが優先される
cli-arg-print-force = 同じ名前の既存の PDF を置き換える（ほかのファイル、とりわけ対局ファイルは決して置き換えない）
cli-arg-serve-listen = 待ち受ける場所。既定ではこのコンピューターのみ。0.0.0.0:ポート にするとネットワーク上のスマホが接続できる（プレイヤーの判断で）
cli-arg-gui-session = 起動時に開く対局ファイル
cli-arg-games-json = 文字ではなく JSON で出力
cli-arg-serve-file = 配信する対局ファイル
cli-arg-resolve-game = ゲーム（`gunbai games` の一覧のとおりに）
cli-arg-resolve-procedure = 手順（`gunbai games` がそのゲームについて示すとおりに）
cli-arg-resolve-json = 文字ではなく JSON で出力
cli-arg-session-new-game = ゲーム（`gunbai games` の一覧のとおりに）
cli-arg-session-new-scenario = シナリオ（`gunbai games` がそのゲームについて示すとおりに）
cli-arg-session-new-players = プレイヤーの人数（人数が変わるゲームの場合）
cli-arg-session-new-seed = アプリのダイスのシード（既定：無作為に選び、ファイルに記録）
cli-arg-session-new-out = 書き出す対局ファイル（既定：対局フォルダーに新しく作る）
cli-arg-session-new-json = 文字ではなく JSON で出力
cli-arg-session-act-file = 対局ファイル
cli-arg-session-act-action = 行動（`session show` の一覧のとおりに）
cli-arg-session-act-pairs = 行動の入力、KEY=VALUE（キーは小文字とハイフン）
cli-arg-session-act-rolls = プレイヤーが振ったダイスの目、行動が使う順に（繰り返すか、3,5 のように）
cli-arg-session-act-json = 文字ではなく JSON で出力
cli-arg-session-undo-file = 対局ファイル
cli-arg-session-undo-to = N 番目の行動まで戻る：それより後の行動はすべて取り消される
cli-arg-session-undo-json = 文字ではなく JSON で出力
cli-arg-session-redo-file = 対局ファイル
cli-arg-session-redo-json = 文字ではなく JSON で出力
cli-arg-session-show-file = 対局ファイル
cli-arg-session-show-json = 文字ではなく JSON で出力
cli-arg-session-log-file = 対局ファイル
cli-arg-session-log-json = 文字ではなく JSON で出力
cli-arg-session-continue-file = 対局ファイル
cli-arg-session-tables-file = 対局ファイル
cli-arg-session-tables-json = 文字ではなく JSON で出力
cli-arg-session-score-file = 対局ファイル
cli-arg-session-score-json = 文字ではなく JSON で出力
cli-arg-session-verify-file = 対局ファイル
cli-arg-session-restore-file = 対局ファイル
cli-arg-session-restore-from = 復元に使うファイル（既定：最新の正常なバックアップ）
cli-arg-session-import-qr-text = 片付けシートのコードの文字列、QR リーダーが出すとおりに（シートのコードごとに繰り返す）
cli-arg-session-import-image = 片付けシートの写真またはスキャン（複数なら繰り返す）
cli-arg-session-import-out = 書き出す対局ファイル
cli-arg-tables-check-dir = 表ファイルのフォルダー（`<ゲーム>/*.toml` の形）
cli-arg-print-game = ゲーム（`gunbai games` の一覧のとおりに）
cli-arg-print-session = 印刷のもとにする対局（片付けシートはその局面を印刷する）
cli-arg-print-paper = 用紙サイズ：a4 または letter
cli-arg-print-out = 書き出す PDF ファイル（既定：ゲームと印刷物の名前で、このフォルダーに）
cli-arg-print-bleed-mm = 裁ち線の外に余分に印刷する幅、mm（0：裁ち線を共有）
cli-arg-print-scenario = 印刷物の対象のシナリオ
cli-value-command = コマンド
cli-value-action = 行動
cli-value-addr-port = アドレス:ポート
cli-value-bleed-mm = 塗り足しミリ
cli-value-counter-mm = 駒ミリ
cli-value-dir = フォルダ
cli-value-duplex-offset = 両面のずれ
cli-value-file = ファイル
cli-value-from = バックアップ
cli-value-game = ゲーム
cli-value-image = 画像
cli-value-input = 入力ファイル
cli-value-options = オプション
cli-value-out = 出力ファイル
cli-value-pairs = キー=値
cli-value-paper = 用紙
cli-value-players = 人数
cli-value-procedure = 手順
cli-value-qr-text = QR文字列
cli-value-rolls = 出目
cli-value-scenario = シナリオ
cli-value-seed = シード
cli-value-session = 対局ファイル
cli-value-to = 行動番号
cli-value-use-files = 表ファイル
cli-value-what = 内容
# A fault in the rules while a command ran (issue 23, hardening).
cli-error-fault = 軍配の内部エラーでこのコマンドを止めました。それまでに保存した行動はすべて残っています（セッションファイルを添えて報告してください）
