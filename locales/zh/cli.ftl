# Gunbai — cli words (zh). Ids start with "cli-". Names stay in their own script.

## The language flag and the command line itself.
cli-bad-lang = 应为 zh、en 或 ja，实际为“{ $value }”
cli-see-help = （见 gunbai --help，或在任一命令后加 --help）
cli-note = 注意：{ $file }：{ $note }
cli-out-no-folder = out：文件夹 { $folder } 不存在（请先创建，或另选位置）
cli-wrote = 已写入 { $file }
cli-expected-pair = { $text }：应为 KEY=VALUE 的形式
cli-given-twice = { $key }：填了两次（{ $first } 和 { $second }），只能填一次
cli-bad-roll = roll：骰子点数应为 1 至 6，实际为 { $got }
cli-input-unreadable = input：{ $file }：{ $detail }
cli-input-not-object = input：{ $file } 应为一个 JSON 对象
cli-not-a-key-of = 不是 { $action } 的输入项

## What to do now, and an action's keys (--help-action).
cli-now = 现在：{ $step }
cli-rule-says = { $rule }：{ $why }
cli-help-not-allowed = 现在不可执行［{ $rule }：{ $why }］
cli-help-state-gives = ；当前局面给出 { $value }
cli-help-default = ；默认 { $value }
cli-expected-int = { $min } 至 { $max } 的整数
cli-expected-bool = true（是）|false（否）
cli-expected-text = 文字
cli-expected-list = 用逗号分隔的列表
cli-expected-json = 结构化数据
cli-odds-before = 掷骰前的概率：
cli-odds-not-yet = 概率：尚不能计算（{ $why }）

## A resolution (gunbai resolve).
cli-dice = 骰子：{ $faces }
cli-modified-roll = 修正后点数：{ $n }
cli-table-cell = 表 { $table } 行 { $row } 列 { $column }：{ $value }
cli-placeholder-cell = ［占位表：请按你的规则书填写］
cli-result = 结果：{ $result }

## Sessions.
cli-created = 已创建 { $file }
cli-dice-kept = 保留已撤销的骰子：撤销后，程序接下来的掷骰和抽牌会再用它们（要重掷请用 session act --reroll）
cli-dice-fresh = 撤销后程序会掷新的骰子
cli-commitment = 骰子种子的承诺值：{ $commitment }
cli-seed-from = 自程序骰子 #{ $die } 起的骰子种子：{ $seed }，盐值：“{ $salt }”
cli-new-seed-note = 注意：游戏尚未结束，所以之后的每颗骰子都由新的种子掷出（承诺值 { $commitment }）；公开的种子掷出了到目前为止的骰子
cli-game-over = 游戏已结束：{ $winner }（没有可以再进行的行动；撤销可以回到之前）
cli-undone-actions = 撤销了 { $n } 个行动；现在在第 { $at } 个行动
cli-on-the-table = 桌上：{ $hint }
cli-before-packup = 收拾存档之前（{ $n } 个行动，仅摘要；不能撤销）：
cli-goes-on-from = 从第 { $n } 个行动继续；之后的行动保留在文件中但不再执行
cli-use-not-a-file = use：{ $file }：不是文件名
cli-use-unreadable = use：{ $detail }
cli-current-tables = 本局使用现行表格
cli-own-tables = 本局使用自己的一份：{ $tables }（现行表格与之不同；--adopt 可从此处起改用现行表格）
cli-seed-not-revealed = 注意：种子尚未公开；游戏结束时运行 gunbai session show FILE --reveal-seed
cli-verify-ok = 正确：{ $n } 颗程序骰子与种子相符（承诺值 { $commitment }）

## The log.
cli-kept-die = { $face }（保留自骰子 #{ $die }）
cli-log-dice = 骰子［{ $faces }］
cli-not-played = 未执行：{ $why }
cli-undone = 已撤销
cli-sealed = 密封
cli-physical-die-legend = （* = 桌上掷出并输入的实体骰子）
cli-tables-step = 更改表格

## gunbai games, session score.
cli-games-scenario = 剧本 { $id }：{ $title }
cli-games-procedure = resolve { $id } [{ $keys }]：{ $title }（{ $rule }）
cli-games-actions = 行动：{ $names }
cli-yes = 是
cli-no = 否
cli-none = 无

## gunbai tables check.
cli-check-ok = 正确：{ $game }（{ $details }）
cli-check-files = { $n } 个文件
cli-check-yours = 你的文件：{ $files }
cli-check-placeholders = 占位表：{ $tables }
cli-check-no-games = { $dir }：没有找到游戏文件夹（应为其中之一：{ $games }）
cli-check-problems = 表格检查：表格文件中有 { $n } 个问题（各在上面一行）；修正之前无法用这些文件进行游戏

## session score in a language other than English: the game's status.
cli-status-pair = { $label }：{ $value }
cli-status-phase = 阶段：{ $phase }
cli-status-winner = 胜者：{ $winner }

## gunbai serve (issue 24): phones at the table.
cli-serve-seat = 座位 { $seat }：{ $url }
cli-serve-table = 桌面视图：{ $url }
cli-serve-local = 只在本机监听（{ $addr }）；要让本网络中的手机连接，请加 --listen 0.0.0.0:端口 重新运行。
cli-serve-network = 按要求在所有网络接口上监听（{ $addr }）：本网络中的任何设备都能连上服务器；每个座位的地址就是它的钥匙，只交给那位玩家。
cli-serve-stop = 服务器会一直运行，直到你停止它（Ctrl+C）；每次提交后都会写入对局文件。
cli-serve-no-seats = 这个对局没有可邀请的座位（游戏没有列出玩家）；桌面视图仍可使用。
cli-serve-bad-listen = --listen：应为 地址:端口（例如 0.0.0.0:8080），收到 "{ $got }"
cli-serve-failed = 服务器无法启动：{ $detail }
