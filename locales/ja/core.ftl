# Gunbai — core words (ja). Ids start with "core-". Names stay in their own script.

core-rule = ルール { $rule }
core-ruling = 軍配裁定 { $n }
core-no-roll = ダイスなし

core-expect-int = { $min }～{ $max } の整数
core-expect-bool = はい／いいえ（true|false）
core-expect-choice = { $options } のいずれか
core-expect-text = 文字列
core-expect-list = カンマ区切りのリスト
core-expect-a-list = リスト
core-expect-json = 構造化データ
core-expect-whole = 整数

core-err-expected-got = { $expected }を入力してください（入力値：{ $got }）
core-err-expected = { $expected }を入力してください
core-err-missing = 未入力です。{ $expected }を入力してください
core-err-twice = 2 回指定されています（{ $first } と { $second }）。1 回だけ指定してください
core-err-unknown-key = この項目はありません。指定できる項目：{ $valid }
core-err-unknown-key-none = この項目はありません。ここでは入力は不要です
core-err-unknown-option = このオプションはありません。使えるオプション：{ $valid }
core-err-unknown-option-none = このオプションはありません。このゲームに選択ルールはありません
core-err-required = 必須項目が未入力です
core-err-not-a-key = このアクションの入力項目ではありません
core-err-given-twice = 2 回指定されています
core-err-bad-value = この値は読み取れません（{ $detail }）

core-dice-face = ダイスの目は 1～6 です（入力値：{ $got }）
core-dice-more-needed = 入力されたダイスが足りません
core-dice-too-many = ダイスの目が { $given } 個入力されましたが、使ったのは { $used } 個です
core-dice-type-next = ダイスが足りません（入力済み { $given } 個）。次に振ったダイスの目を入力してください
core-dice-journal-fewer = 記録にあるダイスがこのアクションで使う数より少ないです
core-dice-recorded-face = 記録に { $face } の目がありますが、ダイスの目は 1～6 です
core-dice-too-many-to-count = ダイスが多すぎて確率を計算できません
core-dice-need-more = もう 1 個振る

core-error-input = { $field }：{ $message }
core-error-forbidden = { $rule }：{ $reason }
core-error-unknown-procedure = その手順はありません：{ $name }（使えるもの：{ $valid }）
core-error-unknown-action = そのアクションはありません：{ $name }（使えるもの：{ $valid }）
core-error-dice = ダイス：{ $message }
core-error-game-over = ゲームは終了しています：{ $reason }
core-error-data = 表データの誤り：{ $message }
core-error-fault = 軍配のルール処理の内部エラーでこの行動を止めました。何も記録されておらず、卓の状態は元のままです（セッションファイルを添えて報告してください）
core-key-dice = ダイス
core-key-input = 入力
core-dice-pick-failed = { $n } 件から 1 件を選ぶ際、ダイスが { $tries } 回続けて範囲外になりました
core-no-effect = 効果なし
core-ruling-note = { $ruling }：{ $text }

## 盤上でいまやること：ゲーム自身に言葉のない変化（issue 25）
core-now-places = 盤面の表示どおりにこの場所を整える：{ $places }
core-now-values = 盤面の表示どおりにこのトラックと値を合わせる：{ $values }
core-now-as-shown = 盤面の表示どおりに卓上を整える
