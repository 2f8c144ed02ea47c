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

## gunbai --help (issue 20): the help of every command. Abouts are cli-about-<command path>, an
## argument's help cli-arg-<command path>-<argument>, the names shown for values cli-value-<name>.
cli-heading-usage = 用法
cli-heading-commands = 命令
cli-heading-arguments = 参数
cli-heading-options = 选项
cli-usage-options = [选项]
cli-default = [默认：{ $value }]
cli-help-help = 显示帮助
cli-help-version = 显示版本
cli-help-subcommand = 显示本说明，或所列命令的说明
cli-help-subcommand-commands = 要查看说明的命令
cli-about = 軍配：为实体日本历史兵棋执裁
cli-about-gui = 打开图形界面（默认）
cli-about-games = 列出游戏、剧本、流程和行动，以及它们的键
cli-about-resolve = 不开对局，裁定一个流程
cli-about-session = 对局：new、act、undo、redo、show、log、score、verify、restore、import
cli-about-session-new = 新建一个对局文件
cli-about-session-act = 提交一个行动
cli-about-session-undo = 撤销最后一个行动，或退回到第 N 个行动
cli-about-session-redo = 重做最后撤销的行动
cli-about-session-show = 显示局面和下一步该做的事
cli-about-session-log = 显示到目前为止进行过的行动
cli-about-session-continue = 某个行动不再能按记录进行时（规则已更正）：从最后一个仍能进行的行动接着下；之后的行动留在文件里，不再进行
cli-about-session-tables = 本局使用的表格：哪些与现行表格（随附的加上你的副本）不同，以及从此处起更换表格（撤销可收回更换）
cli-about-session-score = 显示战况
cli-about-session-verify = 用种子重新推算程序掷出的每一个骰子
cli-about-session-restore = 用最新的完好备份（或 --from 指定的文件）替换无法载入的对局文件
cli-about-session-import = 从收纳表的二维码恢复对局（多码的收纳表要给出每一个码：重复 --qr-text 或 --image，顺序不限）
cli-about-tables = 检查表格文件，或显示你自己的表格副本放在哪里
cli-about-tables-check = 检查表格文件：文件夹里放 `<游戏>/*.toml` 子文件夹（默认：随附的表格加上你的副本）
cli-about-tables-path = 显示存放你自己的表格副本的文件夹
cli-about-print = 打印 PDF（玩家辅助表、算子表、卡牌表、收纳表、双面打印对位）
cli-about-serve = 桌边的手机：把对局发到每个座位的手机上（各自的秘密命令），把桌面视图发给任何浏览器，直到停止（Ctrl+C）
cli-arg-lang = 每一行的语言：zh（中文）、en（英语）或 ja（日语）；默认取环境的 LC_ALL、LC_MESSAGES 或 LANG，否则为英语
cli-arg-resolve-pairs = 以 KEY=VALUE 给出的输入（键用小写字母和连字符）
cli-arg-resolve-rolls = 玩家掷出的骰子点数，按流程使用的顺序（可重复给出，或写成 3,5）
cli-arg-resolve-seed = 没有用 --roll 给出的骰子所用的种子
cli-arg-resolve-input = 同样的键，写成一个 JSON 对象
cli-arg-session-new-options = 选用规则，KEY=VALUE（例如 command-rule=true）
cli-arg-session-new-keep-undone-dice = 保留撤销的骰子（默认）：撤销后，程序接下来的掷骰先按原来的顺序再用撤销的点数，再掷新骰。为旧脚本而保留
cli-arg-session-new-fresh-dice-after-undo = 整局中撤销后都重新掷骰（开局时决定；只重掷一次用 `session act --reroll`）
cli-arg-session-act-physical = 只用实体骰子：没有用 --roll 给出的点数不由程序掷，而是拒绝
cli-arg-session-act-reroll = 撤销之后：程序重新掷骰，不用撤销的骰子（记录中标明重掷）
cli-arg-session-act-help-action = 什么也不提交：列出该行动的键及其在当前局面下的合法值；给出的键（加上局面补上的值）齐全后，再给出概率
cli-arg-session-undo-confirm = 确认撤销到已公开的隐藏信息之前
cli-arg-session-show-reveal-seed = 公开骰子的种子（记入日志）
cli-arg-session-tables-adopt = 从现在起，本局改用所有不同的现行表格
cli-arg-session-tables-use-files = 从现在起使用这个 TOML 文件（文件名与它替换的表格文件相同，例如 crt.toml）
cli-arg-session-restore-force = 即使文件能载入也替换
cli-arg-print-what = aid（玩家辅助表）| counters（算子表）| cards（卡牌表）| packup（收纳表）| calibration（双面打印对位）
cli-arg-print-counter-mm = 算子边长，单位毫米（12.7、14.3、15.9、19 或任意尺寸）
cli-arg-print-duplex-offset = 你的打印机双面打印的偏差，"X,Y"，单位毫米
cli-arg-print-no-backs = 不打印背面页
cli-arg-print-options = 印刷物所依据的开局选项，KEY=VALUE（例如 关原 的卡牌用 card-text=zh）；先用对局自己的选项
cli-arg-print-force = 替换已有的同名 PDF（其他任何文件，尤其是对局文件，绝不替换）
cli-arg-serve-listen = 在哪里监听。默认只限本机；0.0.0.0:端口 让网络上的手机能连上（由玩家决定）
cli-arg-gui-session = 启动时打开的对局文件
cli-arg-games-json = 以 JSON 输出，而非文字
cli-arg-serve-file = 要提供给各席的对局文件
cli-arg-resolve-game = 游戏，按 `gunbai games` 列出的写法
cli-arg-resolve-procedure = 流程，按 `gunbai games` 为该游戏列出的写法
cli-arg-resolve-json = 以 JSON 输出，而非文字
cli-arg-session-new-game = 游戏，按 `gunbai games` 列出的写法
cli-arg-session-new-scenario = 剧本，按 `gunbai games` 为该游戏列出的写法
cli-arg-session-new-players = 玩家人数（人数可变的游戏）
cli-arg-session-new-seed = 程序骰子的种子（默认：随机取一个，记在文件里）
cli-arg-session-new-out = 要写出的对局文件（默认：在你的对局文件夹里新建一个）
cli-arg-session-new-json = 以 JSON 输出，而非文字
cli-arg-session-act-file = 对局文件
cli-arg-session-act-action = 行动，按 `session show` 列出的写法
cli-arg-session-act-pairs = 行动的输入，KEY=VALUE（键用小写字母和连字符）
cli-arg-session-act-rolls = 玩家掷出的骰子点数，按行动使用的顺序（可重复给出，或写成 3,5）
cli-arg-session-act-json = 以 JSON 输出，而非文字
cli-arg-session-undo-file = 对局文件
cli-arg-session-undo-to = 退回到第 N 个行动：其后的每个行动都被撤销
cli-arg-session-undo-json = 以 JSON 输出，而非文字
cli-arg-session-redo-file = 对局文件
cli-arg-session-redo-json = 以 JSON 输出，而非文字
cli-arg-session-show-file = 对局文件
cli-arg-session-show-json = 以 JSON 输出，而非文字
cli-arg-session-log-file = 对局文件
cli-arg-session-log-json = 以 JSON 输出，而非文字
cli-arg-session-continue-file = 对局文件
cli-arg-session-tables-file = 对局文件
cli-arg-session-tables-json = 以 JSON 输出，而非文字
cli-arg-session-score-file = 对局文件
cli-arg-session-score-json = 以 JSON 输出，而非文字
cli-arg-session-verify-file = 对局文件
cli-arg-session-restore-file = 对局文件
cli-arg-session-restore-from = 用来恢复的文件（默认：最新的完好备份）
cli-arg-session-import-qr-text = 收纳表上一个码的文字，即二维码读取器给出的内容（一张表有几个码就重复几次）
cli-arg-session-import-image = 收纳表的照片或扫描件（多张可重复给出）
cli-arg-session-import-out = 要写出的对局文件
cli-arg-tables-check-dir = 表格文件所在的文件夹，按 `<游戏>/*.toml` 排列
cli-arg-print-game = 游戏，按 `gunbai games` 列出的写法
cli-arg-print-session = 据以印刷的对局（收纳表印出它的局面）
cli-arg-print-paper = 纸张大小：a4 或 letter
cli-arg-print-out = 要写出的 PDF 文件（默认：以游戏和印刷品命名，放在当前文件夹）
cli-arg-print-bleed-mm = 裁切线外多印的图案宽度，单位毫米（0：共用裁切线）
cli-arg-print-scenario = 印刷品所用的剧本
cli-value-command = 命令
cli-value-action = 行动
cli-value-addr-port = 地址:端口
cli-value-bleed-mm = 出血毫米
cli-value-counter-mm = 算子毫米
cli-value-dir = 文件夹
cli-value-duplex-offset = 双面偏差
cli-value-file = 文件
cli-value-from = 备份文件
cli-value-game = 游戏
cli-value-image = 图片
cli-value-input = 输入文件
cli-value-options = 选项
cli-value-out = 输出文件
cli-value-pairs = 键=值
cli-value-paper = 纸张
cli-value-players = 人数
cli-value-procedure = 流程
cli-value-qr-text = 二维码文字
cli-value-rolls = 点数
cli-value-scenario = 剧本
cli-value-seed = 种子
cli-value-session = 对局文件
cli-value-to = 行动序号
cli-value-use-files = 表格文件
cli-value-what = 内容
# A fault in the rules while a command ran (issue 23, hardening).
cli-error-fault = 军配内部出现错误，此命令已中止；此前保存的行动都完好保留（请连同对局文件一起报告）
