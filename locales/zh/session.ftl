# Gunbai — session words (zh). Ids start with "session-". Names stay in their own script.

## Refusals of the session (undo, redo, the choice after a divergence).
session-nothing-to-undo = 没有可以撤销的行动
session-nothing-to-redo = 没有可以重做的行动
session-cannot-undo-to = 无法撤销到第 { $to } 个行动：对局目前在第 { $at } 个行动
session-cannot-move-to = 无法移动到第 { $to } 个行动
session-undo-needs-confirmation = 此次撤销会收回全桌已经看到的信息（已抽的牌、已翻开的筹码、已公开的计划）；确认后才会撤销
session-dice-policy-at-setup = 骰子规则须在开局设置时、第一个行动之前选定
session-redo-refused = 第 { $n } 个行动无法重做：它按旧规则记录，现行规则已更正；它保留在文件中但不再执行
session-choose-first = 第 { $n } 个行动不再按记录执行：请先选择是否从第 { $from } 个行动继续（或撤销）
session-nothing-to-choose = 当前进程中的每个行动都按记录执行，无需选择
session-no-kept-dice = 没有等待重用的已撤销骰子：程序接下来本就会掷新的骰子
session-no-faces-for-draw = 这一步是抽牌、发牌或投骰塔，由程序完成，不需输入骰子点数
session-players-exactly = { $what } 限 { $n } 人，实际为 { $got } 人
session-players-range = { $what } 限 { $lo } 至 { $hi } 人，实际为 { $got } 人
## An input error: the key (by its label) and what is wrong with it.
session-input-error = { $field }：{ $message }
session-forbidden = { $rule } 不允许：{ $reason }

## Why a recorded action does not play under the current rules.
session-refused-by-rule = { $rule }：{ $reason }
session-refused = { $reason }
session-result-differs = 现行规则得出的结果与记录的不同
session-after-unplayable = 它记录在一个无法执行的行动之后
session-from-start = 开局
session-from-action = 第 { $n } 个行动
session-divergence = 第 { $n } 个行动（{ $action }）不再按记录执行（{ $why }）；对局停在它之前，文件没有改动。可选择从{ $from }继续（{ $after ->
        [0] 它保留在文件中但不再执行
       *[other] 它与之后的 { $after } 个行动保留在文件中但不再执行
    }），或保持文件原样

## What opening a file repaired.
session-recovery-dropped-tail = 上次保存被中断（未写完的 { $bytes } 字节不予读取，下次保存时删去）；程序停止时正在进行的行动没有记录
session-recovery-added-line-end = 最后一条记录完整但缺少换行；已保留（下次保存时补上换行）
session-pinned-unreadable = 此版本的 Gunbai 无法读取本局所用的表格（{ $detail }）；改用现行表格，结果因此不同的行动会标出

## Log lines the session writes.
session-reroll-line = 重掷：全桌要求掷新的骰子，不用已撤销的骰子
session-placeholders-shaped = 此结果用到了占位数值：{ $tables }（军配附带的临时数值：请对照你的规则书检查，并在“表格”中更正）
session-table-map = 地图
session-table-units = 算子名单
session-table-counters = 算子数值
session-table-tracks = 轨道
session-table-map-sun = 太阳面地图
session-table-map-moon = 月亮面地图
session-table-tower = 塔的模型
session-table-changed = 自此起表格已更改：{ $table }
session-table-changed-notes = 自此起表格已更改：{ $table }（仅说明文字）
session-table-changed-cells = 自此起表格已更改：{ $table }：{ $cells }
session-table-cell = { $row_axis } { $row }、{ $column_axis } { $column }：{ $value }（原为 { $was }）

## Table changes refused.
session-no-such-table-file = { $file }：此游戏没有这个表格文件
session-same-tables = 本局已经在用这些表格
session-current-tables-unloadable = 无法载入现行表格
session-tables-refused = 无法使用这些表格：{ $detail }
session-table-change-unreadable = 无法读取一次表格更改：{ $detail }

## A damaged or edited file.
session-error-io = { $file }：读写对局文件失败（{ $detail }）；请检查磁盘空间和文件权限
session-error-corrupt = { $file } 第 { $line } 行已损坏：{ $detail }{ $hint }
session-backup-hint = ；最近的完好备份：{ $backup }（可用 gunbai session restore FILE 恢复）
session-no-backup = ；没有可用的备份
session-error-version = { $file }：此对局文件由其他版本的 Gunbai 保存，无法打开（{ $detail }）
session-error-setup-refused = { $file }：此对局开局时的设置不符合现行规则（{ $reason }）；文件保持原样：请以合规的设置开始新对局
session-error-busy = { $file }：对局文件正被另一个程序使用（另一个 Gunbai 窗口或命令正在保存）；请稍后再试
session-game-unloadable = { $file } 第 1 行：{ $detail }
session-corrupt-empty = 文件是空的或没有完整的文件头（不是 Gunbai 对局文件）
session-corrupt-not-text = 不是 UTF-8 文本（文件已损坏，或不是 Gunbai 对局文件）
session-corrupt-header = 文件头不是 Gunbai 对局文件头（{ $detail }）
session-corrupt-not-session = 不是 Gunbai 对局文件
session-corrupt-pinned = 无法读取本局固定的表格（{ $detail }）
session-corrupt-seed = 种子与其承诺值不符（文件被改动过）
session-corrupt-snapshot-bounds = 快照中的计数超出范围：{ $detail }
session-corrupt-snapshot = 快照状态：{ $detail }
session-corrupt-setup = 开局设置：{ $detail }
session-edited-app-and-kept = 一颗骰子同时记录为程序骰子和保留的骰子（文件被改动过）
session-edited-out-of-sequence = 程序骰子 #{ $die } 顺序不对：下一颗应为 #{ $next }（文件被改动过）
session-edited-past-last-die = 程序骰子 #{ $die } 超出了一局能掷的最后一颗（#{ $last }）
session-edited-fresh-while-kept = 仍有已撤销的骰子等待重用时记录了一颗新的程序骰子，且该行动未标为重掷（文件被改动过）
session-edited-kept-after-fresh = 程序骰子 #{ $die } 的保留骰子出现在新骰子之后或重掷之中，但保留的骰子应先用（文件被改动过）
session-edited-kept-mismatch = 记录的保留骰子是程序骰子 #{ $die } 的 { $face } 点，但下一颗保留骰子是程序骰子 #{ $next_die } 的 { $next_face } 点（文件被改动过）
session-edited-no-kept = 记录了一颗保留骰子（程序骰子 #{ $die } 的 { $face } 点），但此时没有保留的已撤销骰子（文件被改动过）
session-edited-word-without-dice = 一个没有程序骰子的行动记录了骰子序列位置
session-edited-word-backwards = 骰子序列位置 { $word } 倒退了（文件被改动过）
session-edited-unknown-table = 一次表格更改提到文件 { $file }，但此游戏没有这个文件（文件被改动过）
session-edited-new-seed = 新的种子与其承诺值不符
session-edited-new-seed-start = 新的种子应从下一颗程序骰子 #{ $next } 开始，而不是 #{ $from }（文件被改动过）

## Restoring from a backup.
session-restore-unreadable = { $file }：{ $detail }；没有替换任何文件（请先把它移开，再恢复）
session-restore-loads-fine = { $file }：文件可以正常打开（{ $n } 个行动）；恢复只替换无法打开的文件（加 --force 可仍用备份替换）
session-restore-unreadable-backup = { $file }：{ $detail }
session-restored = 已从 { $from } 恢复 { $file }（进程中有 { $n } 个行动）
session-restored-lines-missing = 被替换文件中较后的 { $n } 行记录不在备份中：请在桌上重做这些行动
session-restored-kept = 被替换的文件保存为 { $file }
session-no-good-backup = { $file }：没有找到完好的备份
session-no-good-backup-why = { $file }：没有找到完好的备份（{ $why }）

## Checking every app die against the seed (verify).
session-verify-seed-start = 新的种子从程序骰子 #{ $from } 开始，但下一颗骰子是 #{ $next }
session-verify-out-of-sequence = 程序骰子 #{ $die } 顺序不对：应为 #{ $next }（骰子编号不能有空缺）
session-verify-face = 记录中程序骰子 #{ $die } 为 { $face } 点，但种子给出 { $seed_face } 点
session-verify-word = 程序骰子 #{ $die } 之后记录的骰子序列位置 { $word } 与种子的（{ $seed_word }）不符
session-more-dice-recorded = 记录中的骰子多于此行动所用的骰子
