# Gunbai — seinan words (zh). Ids start with "seinan-". Names stay in their own script.

## Sides, phases and the status bar
seinan-side-saigo = 西乡军
seinan-side-government = 明治政府军
seinan-phase-march = 行军阶段
seinan-phase-combat = 战斗阶段
seinan-phase-reorganisation = 再编成阶段
seinan-game-over = 游戏结束
seinan-status-turn = 回合
seinan-status-player = 玩家
seinan-status-march-points = 行军点
seinan-status-pool = 补充池
seinan-house-rule = 自定规则
seinan-winner = { $side } 胜：{ $reason }（{ $cite }）

## Win reasons (rule 8.0; the turn limit is a house rule)
seinan-win-takamori-removed = 西乡隆盛已被移出游戏
seinan-win-holds-castle = 西乡军占据 { $place }
seinan-win-holds-both = 西乡军占据 { $first } 与 { $second }
seinan-win-turn-limit = 已到回合上限（{ $n }）

## The prompt
seinan-step = 第 { $turn } 回合 · { $side } 玩家回合 · { $phase }
seinan-step-over = 游戏结束 · { $side } 胜
seinan-step-battle = { $place } 之战 第 { $round } 轮
seinan-win-line = { $reason }（{ $cite }）
seinan-hint-roll = 掷一颗骰子决定行军点，掷出 1 按 2 计（规则 5.0）。
seinan-hint-march-left = 行军点剩余 { $left } / { $points }。行军 a：1–2 个单位移入相邻格 · 行军 b：1 个单位移动两格 · 行军 c：1 个单位越过障碍路线。每个单位最多 { $per_unit } 次行动。
seinan-hint-hits = { $side } 受到 { $hits } 次命中：由西乡军玩家分配（规则 6.4）。
seinan-hint-attack = { $side } 以 { $dice } 颗骰子攻击，或改为撤退（规则 6.2、6.3）。
seinan-hint-partial-retreat = 撤退可以只撤一部分：由西乡军玩家决定哪些单位撤往何处（规则 6.4②）。
seinan-hint-siege = { $place } 围城战：只打一轮（规则 9.1）。
seinan-hint-no-battles = 已无待战之处：请结束战斗阶段。
seinan-hint-battles = 待战之处（顺序由 { $side } 决定）：{ $places }
seinan-hint-recovered = 恢复与征兵已完成（规则 7.0）。
seinan-hint-replacement-open = 补充：补充池 { $n } · 地图上通往 { $place } 的路线畅通
seinan-hint-replacement-cut = 补充：补充池 { $n } · 地图上通往 { $place } 的路线被切断
seinan-hint-roads-placeholder = （道路为占位数据：请对照实物地图）
seinan-hint-over-stacked = { $place }：{ $n } 个单位，超过上限 { $limit }：由 { $side } 移除 { $excess } 个（规则 5.0(6)）。
seinan-hint-stacking-after = 堆叠在补充之后检查（规则 7.0 的顺序）：一旦移除单位，本阶段的补充即告结束。

## Buttons of the prompt
seinan-act-march-roll = 掷行军点
seinan-act-march = 行军
seinan-act-end-march = 结束行军阶段
seinan-act-allocate = 分配 { $hits } 次命中
seinan-act-attack = { $side } 攻击（{ $dice } 颗骰子）
seinan-act-retreat = { $side } 撤退
seinan-act-battle-at = 在 { $place } 开战
seinan-act-battle = 战斗
seinan-act-end-combat = 结束战斗阶段
seinan-act-replace = 补充一组
seinan-act-remove-excess = 移除超出堆叠的单位
seinan-act-end-turn = 结束玩家回合

## Action names (with the rule shown beside them) and the titles of the action list
seinan-label-march-roll = 掷行军点
seinan-label-march = 行军
seinan-label-end-march = 结束行军阶段
seinan-label-battle = 开始战斗
seinan-label-attack = 攻击
seinan-label-allocate = 分配伤害
seinan-label-retreat = 撤退
seinan-label-end-combat = 结束战斗阶段
seinan-label-replace = 补充一组
seinan-label-remove-excess = 移除超出堆叠的单位
seinan-label-end-turn = 结束玩家回合
seinan-title-attack = 攻击（每个单位一颗骰子）
seinan-title-retreat = 撤退而不攻击

## Why an action is not allowed now
seinan-no-game-over = 游戏已结束
seinan-no-not-march = 只能在行军阶段进行
seinan-no-rolled = 每个玩家回合只掷一次行军点
seinan-no-roll-first = 请先掷行军点
seinan-no-points-left = 行军点已用完
seinan-no-not-combat = 只能在战斗阶段进行
seinan-no-battle-going = 请先结束当前的战斗
seinan-no-both-sides = 没有双方单位同处的格子
seinan-no-battle = 当前没有进行中的战斗
seinan-no-allocate-first = 西乡军玩家须先分配命中
seinan-no-retreat-box = 相邻格都有敌军单位
seinan-no-hits = 没有需要分配的命中
seinan-no-fight-all = 每个双方同处的格子都必须进行战斗（{ $ruling }）
seinan-no-not-saigo-reorg = 只能在西乡军玩家的再编成阶段进行
seinan-no-stacking-begun = 补充须在堆叠检查之前，而堆叠检查已经开始
seinan-no-pool-small = 补充池须有 2 个或以上单位
seinan-no-stacking-rule = 未采用堆叠规则
seinan-no-not-reorg = 在再编成阶段检查
seinan-no-over-limit = 没有超过上限的格子
seinan-no-replace-first = 请先完成补充：堆叠在补充之后检查（{ $ruling }）
seinan-no-phases-first = 请先完成行军与战斗阶段
seinan-no-replace-goes-on = 补充一旦开始，只要补充池还有 2 个单位就须继续（{ $ruling }）
seinan-no-stack-first = 请先移除超过堆叠上限的单位

## Refusals of a march (rule 5.0)
seinan-err-march-units = 行军 { $kind } 可移动 1 至 { $max } 个单位，实际为 { $n }
seinan-err-march-boxes = 行军 { $kind } 需要 { $steps } 个格，实际为 { $n }
seinan-err-same-unit = 同一单位填了两次
seinan-err-not-phasing = { $unit } 不属于行动方玩家 { $side }
seinan-err-same-box = 一同行军的单位须从同一格出发（{ $ruling }）
seinan-err-stopped = { $unit } 已进入有敌军单位的格子，必须停止
seinan-err-marched-out = { $unit } 本回合已参与 { $n } 次行军（{ $ruling }）
seinan-err-detachments = 两个支队不能一同行军：其中一个须为本队
seinan-err-no-road = 地图上没有从 { $from } 到 { $to } 的道路
seinan-err-obstacle = { $from }–{ $to } 是障碍路线：请用行军 c
seinan-err-honshu = 西乡军单位永远不得进入 { $place }

## Refusals in combat (rules 6.0, 9.1)
seinan-err-no-battle-here = { $place } 没有双方单位，或已经战斗过
seinan-err-no-battle-fought = 当前没有进行中的战斗
seinan-err-not-in-battle = { $unit } 不是 { $place } 之战中的 { $side } 单位
seinan-err-too-many-hits = { $unit } 最多只能承受 { $cap } 次命中
seinan-err-allocate-exactly = 须恰好分配 { $needed } 次命中，实际为 { $n }
seinan-err-not-adjacent = { $to } 与 { $place } 不相邻
seinan-err-retreat-honshu = 西乡军单位不得撤入 { $place }
seinan-err-enemy-there = { $place } 有敌军单位
seinan-err-unit-box = 应为 单位=格，实际为 { $text }
seinan-err-not-retreating = { $unit } 不是 { $place } 之战中的 { $side } 单位：只有撤退一方在该处的单位可以撤退
seinan-err-listed-twice = { $unit } 被列了两次
seinan-err-breakout-unit-alone = 随行突围的单位只用于鹿儿岛突围：请同时选择突围
seinan-err-evict-alone = 政府军的去向只用于鹿儿岛突围：请同时选择突围
seinan-err-breakout-side = 只有西乡军可以突围至鹿儿岛
seinan-err-breakout-used = 鹿儿岛突围每局只有一次，已经用过
seinan-err-breakout-takamori = 西乡隆盛须身在此战才能突围（{ $ruling }）
seinan-err-breakout-himself = 随西乡隆盛突围的是另一个西乡军单位，而非西乡隆盛本人
seinan-err-breakout-saigo = { $unit } 不是 { $place } 之战中的西乡军单位
seinan-err-breaks-out = { $unit } 已突围至 { $place }，不能再撤往别处
seinan-err-where-to = 请指明单位的去向：全军撤往的格，或为部分单位逐个填写 单位=格（规则 6.4②）
seinan-err-evict-box = { $to } 不与 { $place } 相邻，或有西乡军单位（{ $ruling }）
seinan-err-nobody-to-evict = { $place } 没有可逐出的政府军单位

## Refusals in reorganisation (rules 7.0, 5.0(6))
seinan-err-line-cut = 西乡隆盛通往 { $place } 的路线被政府军切断（{ $ruling }）
seinan-err-two-different = 请选择补充池中两个不同的单位
seinan-err-not-in-pool = { $unit } 不在补充池中
seinan-err-takamori-off-map = 西乡隆盛不在地图上
seinan-err-name-removals = 请指定要移除的单位，超出上限几个就指定几个
seinan-err-takamori-stacking = 西乡隆盛不能因堆叠而被移除（{ $ruling }）
seinan-err-not-on-map = { $unit } 不在地图上（是否列了两次？）
seinan-err-not-phasing-side = { $unit } 不是行动方的单位
seinan-err-down-to-limit = 只移除超出部分：{ $place } 在移除 { $done } 个后已降到上限 { $limit }
seinan-err-not-over = { $place } 没有超过上限 { $limit }

## Names typed by the players
seinan-err-no-unit = 没有名为 { $name } 的单位
seinan-err-no-box = 没有名为 { $name } 的格；可用的格：{ $boxes }

## Set-up refusals (rule 3.0)
seinan-err-setup-honshu = 西乡军单位永远不得位于 { $place }（规则 2.4(4)）
seinan-err-setup-government = 政府军单位在 { $place } 布置（规则 3.0(1)）；西乡军不得与其同处开局
seinan-err-setup-no-box = 没有名为 { $name } 的城镇格
seinan-err-setup-options = 无法读取这些布置选项：{ $text }
seinan-err-scenario = 应为 1877，实际为 { $text }
seinan-err-players = 应为 2 名玩家，实际为 { $n }
seinan-err-setup-not-saigo = { $unit } 不是西乡军单位（规则 3.0(2) 只允许自由放置西乡军单位）
seinan-err-placed-twice = { $unit } 放置了两次
seinan-err-setup-wins = 西乡军同时布置在 { $first } 与 { $second } 会立即获胜（规则 8.0(1)）；请选择其他格子

## A saved or edited state that cannot be right
seinan-bad-turn = 回合应为 1 至 { $limit }，实际为 { $n }
seinan-bad-counter = { $unit } 不是本游戏的算子
seinan-bad-twice = { $unit } 出现了两次
seinan-bad-kind = { $unit } 的种类不对
seinan-bad-main-body = { $unit } 的本队标记不对
seinan-bad-no-reverse = { $unit } 没有反面
seinan-bad-not-samurai = { $unit } 不是士族单位
seinan-bad-box = { $unit } 位于 { $place }，但地图上没有这个格
seinan-bad-honshu = { $unit }：西乡军单位永远不得位于 { $place }（规则 2.4）
seinan-bad-off-map = { $unit } 不能离开地图（规则 2.2、6.2）
seinan-bad-pool = { $unit } 永远不会进入补充池（规则 9.3）
seinan-bad-missing = 缺少 { $unit }
seinan-bad-points = 行军点应为 1 至 6，实际为 { $n }
seinan-bad-not-unit = { $name } 不是单位
seinan-bad-marched = { $unit } 行军了 { $n } 次（规则 5.0：最多 2 次）
seinan-bad-not-box = { $name } 不在地图上
seinan-bad-round = 第 { $n } 轮超出范围
seinan-bad-pending = 待分配的 { $n } 次命中超过地图上所有单位的承受能力
seinan-bad-spent = 已用的行军点多于掷出的行军点
seinan-bad-no-winner = 西乡隆盛已移出游戏，却没有记录胜者（规则 8.0）
seinan-bad-replaced = { $n } 组补充多于单位总数

## Log lines
seinan-log-end-march = { $side } 结束行军阶段（规则 4.0）
seinan-log-end-combat = { $side } 结束战斗阶段（规则 4.0）
seinan-log-end-turn = { $side } 结束玩家回合（规则 4.0）
seinan-log-stopped-early = 在 { $place } 停止：有敌军单位（规则 5.0）；第二步作废
seinan-log-march = { $unit }：{ $from } → { $path }（行军 { $kind }，规则 5.0）
seinan-log-enemy-stop = { $place } 有敌军单位：行军单位停止（规则 5.0）
seinan-log-siege-begins = { $place } 围城战开始（规则 9.1）
seinan-battle-begins = { $place } 之战开始（规则 6.1）
seinan-log-hits-mismatch = 事先填写的命中分配（{ $given } 个）与待分配的 { $needed } 次命中不符：由西乡军玩家现在分配（规则 6.4①）
seinan-log-hits-lost = 超出该处单位承受能力的 { $n } 次命中作废（{ $ruling }）
seinan-log-no-fallback = { $line }：{ $place } 有政府军单位（{ $ruling }）
seinan-log-falls-back = { $unit } 从 { $from } 退回 { $to }（规则 9.1(3)）
seinan-log-returns = { $unit } 正面朝上回到 { $place }：守城成功（规则 9.1(4)）
seinan-log-round = { $place } 第 { $round } 轮（规则 6.1）
seinan-log-battle-over = { $place } 之战结束（规则 6.1）
seinan-log-retreats = { $unit } 从 { $from } 撤退至 { $to }（规则 6.3）
seinan-log-breaks-out = { $unit } 突围至 { $place }（规则 6.4，每局一次）
seinan-log-pushed-out = { $unit } 被逐出 { $from }，移至 { $to }（规则 6.4，{ $ruling }）
seinan-log-garrison-leaves = 守军离开 { $place }（{ $ruling }）
seinan-log-partial-retreat = 部分撤退：{ $n } 个{ $side }单位留在 { $place } 继续战斗；本步不攻击（规则 6.4②）
seinan-log-recovers = { $unit } 恢复满员（规则 7.0(1)）
seinan-log-joins = { $unit } 在 { $place } 加入西乡军（规则 7.0(2)、9.2）
seinan-log-replaced = { $unit } 正面朝上回到 { $place }；{ $removed } 移出游戏（规则 7.0(3)）
seinan-log-stacking = 堆叠：{ $line }
seinan-log-eliminated-honshu = { $unit } 被消灭，移至 { $place }（规则 { $rule }）
seinan-log-eliminated-pool = { $unit } 被消灭，进入补充池（规则 { $rule }）
seinan-log-takamori-removed = { $unit } 移出游戏（规则 { $rule }、9.3）
seinan-log-flipped = { $unit } 翻到减员面（规则 6.2）
seinan-log-march-roll = 行军掷骰 { $face } → { $points } 行军点（规则 5.0）
seinan-log-attack = { $side } 攻击，{ $dice } 颗骰子 [{ $faces }]：4–6 为命中，共 { $hits } 次（规则 6.2）
seinan-log-siege-whole = { $place } 围城战：政府军每次命中移除一整个西乡军单位（规则 9.1）
seinan-log-line-cut = 通往鹿儿岛的路线被切断：不能补充（规则 7.0(3)）
seinan-log-pairs = { $n } 组：{ $n } 个放到西乡隆盛处，{ $n } 个移出游戏（规则 7.0(3)）
seinan-log-victory-castle = 胜负判定：西乡军（西乡军在 { $place }；规则 8.0）
seinan-log-victory-both = 胜负判定：西乡军（西乡军在 { $first } 与 { $second }；规则 8.0）
seinan-log-victory-takamori = 胜负判定：明治政府军（西乡隆盛已被移除；规则 8.0）
seinan-log-victory-none = 胜负判定：无（未满足任何条件；规则 8.0）
seinan-mod-one-is-two = 掷出 1 按 2 计

## Undo: what to change on the table
seinan-place-pool = 补充池
seinan-place-removed = 游戏外
seinan-undo-move = 把 { $unit } 从 { $from } 移回 { $to }
seinan-undo-flip-reduced = 把 { $unit } 翻回减员面
seinan-undo-flip-full = 把 { $unit } 翻回满员面
seinan-undo-neutral = 把 { $unit } 翻回中立面
seinan-undo-track = 把记录轨调回第 { $turn } 回合、{ $side } 玩家回合、{ $phase }
seinan-undo-forget-roll = 取消行军掷骰（尚未掷行军点）
seinan-undo-points = 行军点调回 { $n }
seinan-undo-undecided = 胜负尚未决定

## The listing of the state
seinan-show-over = 西南战争 1877 · 第 { $turn } 回合后游戏结束
seinan-show-winner = 胜者：{ $side } — { $reason }（{ $cite }）
seinan-show-head = 西南战争 1877 · 第 { $turn } 回合 · { $side } 玩家回合 · { $phase }
seinan-show-march = 行军点：剩余 { $left } / { $points }
seinan-show-battle = { $place } 之战 第 { $round } 轮（{ $side } 攻击）
seinan-show-box = { $place }：{ $units }
seinan-show-pool = 补充池（{ $n }）：{ $units }
seinan-show-gone = 游戏外：{ $units }
seinan-show-breakout-used = 鹿儿岛突围：已使用
seinan-show-breakout-open = 鹿儿岛突围：尚未使用
seinan-show-roads = 道路：依九州地理拟定的占位数据（规则未给出）；请对照实物地图核对，并在“数据表”中更正
seinan-mark-flipped = （减员）
seinan-mark-neutral = [中立]
seinan-mark-joined = [{ $side }]

## Pick-lists
seinan-kind-a = a · 1–2 个单位走一格
seinan-kind-b = b · 1 个单位走两格
seinan-kind-c = c · 1 个单位走障碍路线
seinan-line-auto = 按地图判定
seinan-line-open = 畅通
seinan-line-cut = 切断

## Results
seinan-out-no-hits = 未命中
seinan-out-hits = { $hits } 次命中
seinan-out-siege-removed = 移除 { $n } 个西乡军单位（规则 9.1）
seinan-out-march = { $points } 行军点
seinan-out-replenish = { $placed } 个放到西乡隆盛处 · 移除 { $removed } 个 · 补充区域剩 { $remaining } 个
seinan-out-saigo-wins = 西乡军 胜（规则 8.0）
seinan-out-government-wins = 明治政府军 胜（规则 8.0）
seinan-out-no-winner = 尚无胜者（规则 8.0）
seinan-die-hit = 命中：4–6（规则 6.2）
seinan-die-miss = 未中：1–3（规则 6.2）

## Procedures (gunbai resolve) and their inputs
seinan-proc-march = 行军点
seinan-proc-attack = 攻击（每个单位一颗骰子，4–6 命中）
seinan-proc-replenish = 从补充池补充
seinan-proc-victory = 胜利判定
seinan-dice-one = 一颗骰子
seinan-dice-per-unit = 每个单位一颗骰子
seinan-dice-none = 无
seinan-key-rolling-units = 掷骰单位数
seinan-help-rolling-units = 掷骰的单位数（西乡隆盛不计入）
seinan-key-siege = 熊本城攻城战（规则 9.1）
seinan-help-siege = 在熊本城的战斗（规则 9.1）
seinan-key-attacking-side = 攻击方
seinan-help-attacking-side = 进攻方（西乡军或政府军）
seinan-key-saigo-units = 熊本城内西乡军单位数（攻城战）
seinan-help-saigo-units = 攻城战：熊本城内的西乡军单位数（政府军每次命中移除一个，最多移除这么多）
seinan-key-pool = 补充区域内单位数
seinan-help-pool = 补充池中的西乡军单位数
seinan-key-line-cut = 至鹿儿岛的联络线被切断
seinan-help-line-cut = 西乡隆盛通往鹿儿岛的联络线被切断
seinan-key-saigo-in = 西乡军占据的格子
seinan-help-saigo-in = 西乡军占据的格
seinan-key-takamori-removed = 西乡隆盛已被移除
seinan-help-takamori-removed = 西乡隆盛已被移除
seinan-err-victory-honshu = { $place }：西乡军单位不得进入 { $place }（规则 2.4）

## Inputs of the actions
seinan-key-kind = 行军行动
seinan-help-kind = 行军「a」：1–2 个单位移动一格；行军「b」：1 个单位移动两格；行军「c」：1 个单位越过障碍路线
seinan-key-units = 单位
seinan-help-units = 行军的单位
seinan-key-to = 目的地（行动 b 为两个格子）
seinan-help-to = 目的格（行军「b」：按顺序填两格）
seinan-key-battle-at = 战斗格子
seinan-help-battle-at = 双方同在的格
seinan-key-allocate = 命中分配（可选，每次命中一个单位）
seinan-help-allocate = 可不填：西乡军玩家对命中的分配，每次命中一个单位
seinan-key-allocate-units = 每次命中一个单位
seinan-help-allocate-units = 每次命中指定一个单位（一个单位可承受两次）
seinan-key-retreat-to = 全军撤退至
seinan-help-retreat-to = 全军撤往的格（单独指定了格的单位去往其指定格）；留空则只撤退单独指定了格的单位
seinan-key-moves = 撤退的单位（单位=格子）
seinan-help-moves = 每个撤退单位及其去向（单位=格）；若未填全军撤退格，只有这些单位撤退，其余单位继续战斗（规则 6.4②）
seinan-key-breakout = 鹿儿岛突围
seinan-help-breakout = 使用每局一次的鹿儿岛突围（规则 6.4）
seinan-key-breakout-unit = 随西乡隆盛突围的单位
seinan-help-breakout-unit = 随西乡隆盛突围的西乡军单位
seinan-key-evict-to = 鹿儿岛的政府军撤至
seinan-help-evict-to = 鹿儿岛的政府军单位移往何处
seinan-key-keep = 放到西乡隆盛所在格
seinan-help-keep = 从补充池放到西乡隆盛所在格的单位
seinan-key-remove = 移出游戏
seinan-help-remove = 从补充池移出游戏的单位
seinan-key-line = 至鹿儿岛的联络线
seinan-help-line = 西乡隆盛通往鹿儿岛的联络线（自动 = 按地图判定）
seinan-key-remove-units = 移除的单位（由对方选择）
seinan-help-remove-units = 由对方玩家移除的单位

## Set-up options
seinan-key-command-rule = 指挥系统（可选规则 10.1）
seinan-help-command-rule = 可选规则 10.1：指挥体系（本队 / 支队）
seinan-key-stacking = 堆叠上限 { $limit }（规则 5.0(6)）
seinan-help-stacking = 建议的堆叠上限：每格每方 { $limit } 个单位（规则 5.0(6)）；{ $ruling }：本州不设上限，被消灭的政府军单位集中于此
seinan-key-turn-limit = 回合上限（自定规则，0 = 无）
seinan-help-turn-limit = 自定规则：到此回合结束时政府军获胜（0 = 不设上限）
seinan-key-group1 = 西乡军第①组所在格（规则 3.0(2)）
seinan-help-group1 = 西乡军第①组（6番大队、7番大队）的起始格（规则交由玩家决定；留空为鹿儿岛）
seinan-key-group2 = 西乡军第②组所在格（规则 3.0(2)）
seinan-help-group2 = 其余西乡军单位与西乡隆盛的起始格（留空为鹿儿岛）
seinan-key-placement = 单独放置西乡军单位（单位=格子）
seinan-help-placement = 逐个放置西乡军单位，单位=格（优先于分组的起始格；规则 3.0(2) 任意）

## Scenario and set-up checklist
seinan-scenario-title = 西南战争 1877
seinan-scenario-blurb = 完整的叛乱战役；除非自行设定，否则不限回合数。
seinan-scenario-neutral = 不平士族单位中立面朝上（中立）；补充池为空（规则 3.0）
seinan-check-head = 布置（规则 3.0）：所有单位满员面朝上，逐格如下：
seinan-check-side = { $place }：{ $side } { $units }
seinan-check-neutral = { $place }：{ $units }，中立面朝上（规则 9.2）
seinan-check-pool = 西乡军补充区域为空；鹿儿岛突围尚未使用（规则 3.0、6.4）
seinan-check-turn = 回合标记放在第 1 回合，{ $side } 玩家先行（规则 4.0）
seinan-check-command = 采用可选规则 10.1：两个支队不能一同行军；请分清本队（★）
seinan-check-stacking = 采用堆叠上限：每格每方 { $limit } 个单位（规则 5.0(6)）；{ $ruling }：本州不设上限，被消灭的政府军单位集中于此
seinan-check-turn-limit = 自定规则：第 { $n } 回合结束时西乡军仍未获胜则明治政府军胜

## Legend of the panel
seinan-legend-takamori = 西乡隆盛本人
seinan-legend-main-body = 本队（规则 10.1）
seinan-legend-flipped = 受命中后翻到减员面（规则 6.2）
seinan-legend-neutral = 不平士族仍为中立：加入西乡军之前不起作用（规则 9.2）
seinan-legend-chips = 西乡军 / 明治政府军 / 中立不平士族 的单位；格子上的色块是该方单位数
seinan-legend-road = 两格之间的道路（规则 2.4）
seinan-legend-obstacle = 红色虚线：障碍路线，只能用行军 c 越过（规则 5.0）
seinan-legend-battle = 橙色边框：正在进行战斗的格子（规则 6.1）
seinan-legend-marched = 该单位本回合已做的一次行军；最多 { $n } 次（规则 5.0）
seinan-legend-die = 本方攻击时该单位掷一颗骰子（规则 6.2）
seinan-legend-next = 下一个进行攻击的一方（规则 6.1）
seinan-legend-victory = 胜利条件已满足 / 未满足（规则 8.0）

## The board view (panels and sheets draw it)
seinan-view-turn-head = 第 { $turn } 回合 · { $side }
seinan-view-phase = 阶段
seinan-view-not-rolled = 尚未掷骰（规则 5.0）
seinan-view-points-left = 剩余 / 总数
seinan-view-spent = 已用
seinan-view-used = { $dots }（{ $n } / { $max }）
seinan-view-used-max = 每个单位每回合最多 { $n } 次行军行动（规则 5.0）
seinan-view-stopped = 已停止（进入有敌军的格）：{ $units }
seinan-view-order = 第 { $round } 轮 · 1. { $first } 攻击{ $first_mark } · 2. { $second } 攻击{ $second_mark }
seinan-view-dice = { $side } 的骰子
seinan-view-rolling-units = 掷骰单位
seinan-view-hits-on = 每颗骰子掷出 { $low }–{ $high } 为命中（规则 6.2）
seinan-view-siege-losses = 守城成功则归还的政府军损失：{ $units }
seinan-view-siege = { $place } 攻城战（规则 9.1）
seinan-view-battle = { $place } 会战
seinan-view-map = 地图
seinan-view-map-box = 地图 { $place }
seinan-view-pool = 补充区域：{ $n }
seinan-view-pool-help = 西乡军补充区域：补充时两个一组，一个放回地图、一个移出游戏（规则 7.0）
seinan-view-victory = 胜利条件（规则 8.0）
seinan-view-cond = { $mark } { $text }
seinan-view-cond-hold = { $side } 占据 { $place }
seinan-view-cond-both = { $side } 占据 { $place }（与 { $first } 同时 → { $side } 胜）
seinan-view-cond-castle = { $side } 占据 { $place } → { $side } 胜
seinan-view-cond-takamori = 西乡隆盛 被移除 → { $side } 胜
seinan-view-cond-turn-limit = 回合上限 { $n }（自定规则）→ { $side } 胜
seinan-view-line = 至 { $place } 的联络线：{ $state }
seinan-view-options = 选项
seinan-view-opt-command = 指挥规则 10.1
seinan-view-opt-stacking = 堆叠上限 { $limit }（规则 5.0(6)）

seinan-view-legend = 符号说明
seinan-view-units-by-box = 各格单位

## Gunbai's rulings (numbered as on screen and in the aid)
seinan-ruling-1 = 每个单位在一个玩家回合内最多参与 2 次行军（规则 5.0）。
seinan-ruling-2 = 一同行军的单位须从同一格出发（规则 5.0）。
seinan-ruling-3 = 战斗阶段结束前，每个双方同处的格子都须进行战斗（规则 6.1）。
seinan-ruling-4 = 双方的命中都由西乡军玩家分配；超出该处单位承受能力的命中作废（规则 6.4①）。
seinan-ruling-5 = 鹿儿岛突围须西乡隆盛身在此战；鹿儿岛的政府军单位移到相邻且没有西乡军单位的格，若无则移到本州（规则 6.4③）。
seinan-ruling-6 = 西乡隆盛通往鹿儿岛的联络线是一串经过没有政府军单位之格的道路；中立士族不切断它，本州不在其中（规则 7.0(3)）。
seinan-ruling-7 = 补充一旦开始，只要补充池还有 2 个单位且联络线畅通就须继续；士族以西乡军面回到地图（规则 7.0(3)）。
seinan-ruling-8 = 熊本城围城战中，无法退回熊本（该处有政府军单位）的西乡军单位被消灭；守军离开城池即放弃该城（规则 9.1）。
seinan-ruling-9 = 回合上限是自定规则：到该回合结束时西乡军仍未获胜，则明治政府军胜（规则本身不限回合数）。
seinan-ruling-10 = 堆叠在恢复、征兵与补充之后检查；西乡隆盛永远不因堆叠而被移除（规则 5.0(6)）。
seinan-ruling-11 = 本州不设堆叠上限，被消灭的政府军单位集中于此（规则 5.0(6)）。

# 桌面现在（issue 25）
seinan-now-move = 把 { $unit } 从 { $from } 移到 { $to }
seinan-now-to-pool = 把 { $unit } 从 { $from } 拿下，放进补充池
seinan-now-remove = 把 { $unit } 从 { $from } 拿下：移出游戏
seinan-now-flip-reduced = 把 { $unit } 翻到减员面
seinan-now-flip-full = 把 { $unit } 翻到正面：满员（规则 7.0(1)）
seinan-now-joined = 把 { $unit } 翻到{ $side }面：已加入（规则 7.0(2)）
seinan-now-neutral = 把 { $unit } 翻到中立面
seinan-now-breakout = 鹿儿岛突围（规则 6.4③）已使用：不能再用
seinan-now-over = 游戏结束：{ $side } 获胜 — { $reason }（{ $cite }）
seinan-now-track = 把记录轨移到第 { $turn } 回合、{ $side } 玩家回合、{ $phase }（规则 4.0）
seinan-now-points = 可用行军点：{ $n }（规则 5.0）
seinan-now-nothing = 没有算子要动：按提示继续
