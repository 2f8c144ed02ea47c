# Gunbai — session words (ja). Ids start with "session-". Names stay in their own script.

## Refusals of the session (undo, redo, the choice after a divergence).
session-nothing-to-undo = 取り消せる行動はありません
session-nothing-to-redo = やり直せる行動はありません
session-cannot-undo-to = 行動 { $to } まで取り消せません：対局は行動 { $at } にあります
session-cannot-move-to = 行動 { $to } へ移れません
session-undo-needs-confirmation = この取り消しは卓上ですでに見えたもの（引いたカード、表にしたチップ、公開した計画）を戻します；確認してから取り消します
session-dice-policy-at-setup = ダイスの扱いは最初の行動の前、セットアップで決めます
session-redo-refused = 行動 { $n } はやり直せません：現行ルールが訂正した旧ルールで記録されたため、ファイルに残りますが実行されません
session-choose-first = 行動 { $n } は記録どおりに進みません：まず行動 { $from } から続けるか（または取り消すか）を選んでください
session-nothing-to-choose = 進行中の行動はすべて記録どおりに進みます：選ぶことはありません
session-no-kept-dice = 再利用を待つ取り消し済みのダイスはありません：アプリの次のダイスはいずれにせよ新しいものです
session-no-faces-for-draw = この手順はカードを引く・配る・ダイスタワーに投げるもので、アプリが行います：ダイスの目は入力しません
session-players-exactly = { $what } は { $n } 人用です（指定は { $got } 人）
session-players-range = { $what } は { $lo }～{ $hi } 人用です（指定は { $got } 人）
## An input error: the key (by its label) and what is wrong with it.
session-input-error = { $field }：{ $message }
session-forbidden = { $rule } により不可：{ $reason }

## Why a recorded action does not play under the current rules.
session-refused-by-rule = { $rule }：{ $reason }
session-refused = { $reason }
session-result-differs = 現行ルールでは記録と異なる結果になります
session-after-unplayable = 実行できない行動の後に記録されています
session-from-start = 開始時
session-from-action = 行動 { $n }
session-divergence = 行動 { $n }（{ $action }）は記録どおりに進みません（{ $why }）；対局はその直前で止まり、ファイルは変更されていません。{ $from }から続ける（{ $after ->
        [0] この行動はファイルに残りますが実行されません
       *[other] この行動とその後の { $after } 件の行動はファイルに残りますが実行されません
    }）か、ファイルをそのままにするかを選んでください

## What opening a file repaired.
session-recovery-dropped-tail = 前回の保存が途中で切れました（書きかけの { $bytes } バイトは読まず、次の保存で削除します）；Gunbai が止まったときに進行中だった行動は記録されていません
session-recovery-added-line-end = 最後の記録は完全でしたが改行がありませんでした；そのまま残します（次の保存で改行を補います）
session-pinned-unreadable = この対局で使った表をこの版の Gunbai は読めません（{ $detail }）；現行の表を使い、結果が変わる行動は表示します

## Log lines the session writes.
session-reroll-line = 振り直し：卓の求めで、取り消したダイスではなく新しいダイスを振りました
session-placeholders-shaped = この結果には仮の値が使われました：{ $tables }（軍配付属の仮の値です：お手元のルールブックと照らし合わせ、「表」で訂正してください）
session-table-map = マップ
session-table-units = 駒の一覧
session-table-counters = 駒の値
session-table-tracks = トラック
session-table-map-sun = 太陽面のマップ
session-table-map-moon = 月面のマップ
session-table-tower = 塔のモデル
session-table-changed = ここから表を変更：{ $table }
session-table-changed-notes = ここから表を変更：{ $table }（注記のみ）
session-table-changed-cells = ここから表を変更：{ $table }：{ $cells }
session-table-cell = { $row_axis } { $row }、{ $column_axis } { $column }：{ $value }（変更前 { $was }）

## Table changes refused.
session-no-such-table-file = { $file }：このゲームにその表ファイルはありません
session-same-tables = この対局はすでにこれらの表を使っています
session-current-tables-unloadable = 現行の表を読み込めませんでした
session-tables-refused = これらの表は使えません：{ $detail }
session-table-change-unreadable = 表の変更を読めません：{ $detail }

## A damaged or edited file.
session-error-io = { $file }：対局ファイルの読み書きに失敗しました（{ $detail }）；ディスク容量と権限を確認してください
session-error-corrupt = { $file } の { $line } 行目が壊れています：{ $detail }{ $hint }
session-backup-hint = ；最新の正常なバックアップ：{ $backup }（gunbai session restore FILE で復元できます）
session-no-backup = ；使えるバックアップはありません
session-error-version = { $file }：この対局ファイルは別の版の Gunbai で保存されたため開けません（{ $detail }）
session-error-setup-refused = { $file }：この対局の開始時のセットアップは現行ルールで認められません（{ $reason }）；ファイルはそのままです：正しいセットアップで新しい対局を始めてください
session-error-busy = { $file }：別のプログラム（別の Gunbai のウィンドウかコマンド）が保存中です；少し待ってからもう一度どうぞ
session-game-unloadable = { $file } の 1 行目：{ $detail }
session-corrupt-empty = ファイルが空か、完全なヘッダーがありません（Gunbai の対局ファイルではありません）
session-corrupt-not-text = UTF-8 テキストではありません（ファイルが壊れているか、Gunbai の対局ファイルではありません）
session-corrupt-header = ヘッダーが Gunbai の対局ファイルのものではありません（{ $detail }）
session-corrupt-not-session = Gunbai の対局ファイルではありません
session-corrupt-pinned = 固定された表を読めません（{ $detail }）
session-corrupt-seed = シードがコミットメントと一致しません（ファイルが編集されています）
session-corrupt-snapshot-bounds = スナップショットの値が範囲外です：{ $detail }
session-corrupt-snapshot = スナップショットの状態：{ $detail }
session-corrupt-setup = セットアップ：{ $detail }
session-edited-app-and-kept = 一つのダイスがアプリのダイスとしても保留ダイスとしても記録されています（ファイルが編集されています）
session-edited-out-of-sequence = アプリのダイス #{ $die } の順番が合いません：次のダイスは #{ $next } です（ファイルが編集されています）
session-edited-past-last-die = アプリのダイス #{ $die } は対局で振れる最後のダイス（#{ $last }）を超えています
session-edited-fresh-while-kept = 取り消したダイスが再利用を待っているのに新しいダイスが記録され、振り直しの印もありません（ファイルが編集されています）
session-edited-kept-after-fresh = アプリのダイス #{ $die } の保留ダイスが新しいダイスの後か振り直しの中にありますが、保留ダイスが先に使われます（ファイルが編集されています）
session-edited-kept-mismatch = 保留ダイスがアプリのダイス #{ $die } の { $face } として記録されていますが、次の保留ダイスはアプリのダイス #{ $next_die } の { $next_face } です（ファイルが編集されています）
session-edited-no-kept = 保留ダイス（アプリのダイス #{ $die } の { $face }）が記録されていますが、この時点で保留中の取り消し済みダイスはありません（ファイルが編集されています）
session-edited-word-without-dice = アプリのダイスを使わない行動にダイス列の位置が記録されています
session-edited-word-backwards = ダイス列の位置 { $word } が後戻りしています（ファイルが編集されています）
session-edited-unknown-table = 表の変更がファイル { $file } を挙げていますが、このゲームにはありません（ファイルが編集されています）
session-edited-new-seed = 新しいシードがコミットメントと一致しません
session-edited-new-seed-start = 新しいシードは次のアプリのダイス #{ $next } から始まるはずですが、#{ $from } になっています（ファイルが編集されています）

## Restoring from a backup.
session-restore-unreadable = { $file }：{ $detail }；何も置き換えていません（いったん移動してから復元してください）
session-restore-loads-fine = { $file }：ファイルは正常に開けます（行動 { $n } 件）；復元は開けないファイルだけを置き換えます（それでもバックアップで置き換えるには --force）
session-restore-unreadable-backup = { $file }：{ $detail }
session-restored = { $from } から { $file } を復元しました（進行中の行動 { $n } 件）
session-restored-lines-missing = 置き換えたファイルの後半 { $n } 行の記録はバックアップにありません：それらの行動を卓上でやり直してください
session-restored-kept = 置き換えたファイルは { $file } として残しました
session-no-good-backup = { $file }：正常なバックアップが見つかりません
session-no-good-backup-why = { $file }：正常なバックアップが見つかりません（{ $why }）

## Checking every app die against the seed (verify).
session-verify-seed-start = 新しいシードはアプリのダイス #{ $from } から始まりますが、次のダイスは #{ $next } です
session-verify-out-of-sequence = アプリのダイス #{ $die } の順番が合いません：#{ $next } のはずです（ダイスの番号に欠番はありません）
session-verify-face = 記録ではアプリのダイス #{ $die } は { $face } ですが、シードでは { $seed_face } です
session-verify-word = アプリのダイス #{ $die } の後に記録されたダイス列の位置 { $word } がシードの位置（{ $seed_word }）と一致しません
session-more-dice-recorded = 記録されたダイスがこの行動で使う数より多くあります
