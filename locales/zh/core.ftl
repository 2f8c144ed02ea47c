# Gunbai — core words (zh). Ids start with "core-". Names stay in their own script.

core-rule = 规则 { $rule }
core-ruling = 军配裁定 { $n }
core-no-roll = 不掷骰

core-expect-int = { $min } 至 { $max } 的整数
core-expect-bool = 是或否（true|false）
core-expect-choice = { $options } 之一
core-expect-text = 文字
core-expect-list = 用逗号分隔的列表
core-expect-a-list = 列表
core-expect-json = 结构化数据
core-expect-whole = 整数

core-err-expected-got = 应为 { $expected }，实际为 { $got }
core-err-expected = 应为 { $expected }
core-err-missing = 未填写；应为 { $expected }
core-err-twice = 填了两次（{ $first } 和 { $second }），只能填一次
core-err-unknown-key = 没有这一项；可填的项：{ $valid }
core-err-unknown-key-none = 没有这一项；此处不需要任何输入
core-err-unknown-option = 没有这个选项；可用的选项：{ $valid }
core-err-unknown-option-none = 没有这个选项；此游戏没有可选规则
core-err-required = 必填，尚未填写
core-err-not-a-key = 不是此行动的输入项
core-err-given-twice = 填了两次
core-err-bad-value = 无法读取此值（{ $detail }）

core-dice-face = 骰子点数应为 1 至 6，实际为 { $got }
core-dice-more-needed = 所需骰子多于已输入的骰子
core-dice-too-many = 输入了 { $given } 个骰子点数，但此处只用到 { $used } 个
core-dice-type-next = 骰子不够：已输入 { $given } 个，请输入下一颗实体骰子的点数
core-dice-journal-fewer = 记录中的骰子少于此行动所用的骰子
core-dice-recorded-face = 记录中有点数 { $face }，但骰子只有 1 至 6
core-dice-too-many-to-count = 骰子太多，无法逐一计算概率
core-dice-need-more = 再掷一颗

core-error-input = { $field }：{ $message }
core-error-forbidden = { $rule }：{ $reason }
core-error-unknown-procedure = 没有这个程序：{ $name }（可用：{ $valid }）
core-error-unknown-action = 没有这个行动：{ $name }（可用：{ $valid }）
core-error-dice = 骰子：{ $message }
core-error-game-over = 游戏已结束：{ $reason }
core-error-data = 表格数据有误：{ $message }
core-error-fault = 军配的规则处理出现内部错误，此行动已中止：未记录任何内容，局面保持原样（请连同对局文件一起报告）
core-key-dice = 骰子
core-key-input = 输入
core-dice-pick-failed = 连续 { $tries } 次掷出范围外的点数，未能从 { $n } 项中选出一项
core-no-effect = 无效果
core-ruling-note = { $ruling }：{ $text }

## 桌面现在：游戏本身没有说明的变化（issue 25）
core-now-places = 按棋盘现在的显示摆好这些地点：{ $places }
core-now-values = 按棋盘现在的显示调整这些轨道和数值：{ $values }
core-now-as-shown = 按棋盘现在的显示摆好桌面
