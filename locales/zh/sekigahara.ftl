# Gunbai — sekigahara words (zh). Ids start with "sekigahara-". Names stay in their own script.

sekigahara-side = { $side ->
         [east] 东军
        *[west] 西军
    }
sekigahara-column = { $col ->
         [east-victory] 东军胜利格
         [east] 东军侧
         [neutral] 中央
         [west] 西军侧
        *[west-victory] 西军胜利格
    }
sekigahara-variant = { $v ->
         [ja] 日文原版卡牌文字
        *[zh] 中文译本卡牌文字
    }
sekigahara-deck-mode = { $mode ->
         [virtual] 应用洗牌抽卡
        *[shadow] 实体卡，输入所抽的卡
    }
sekigahara-gate = { $g ->
         [three] 3
         [two] 2
         [ja] 1 至 3
        *[zh] 1 或 3
    }
sekigahara-nobody = —
sekigahara-entry-box = 登场
sekigahara-entry-track = 登场轨道
sekigahara-status-drawn = 已抽卡数
sekigahara-status-pile = 牌库剩余
sekigahara-status-subversion = 调略
sekigahara-status-card = 当前卡
sekigahara-subversion-victory = 胜利（{ $side }）
sekigahara-subversion-value = { $value }（{ $part }）
sekigahara-wins = { $side }获胜：{ $reason }（{ $rule }）
sekigahara-drawn-game = 平局：{ $reason }（{ $rule }）
sekigahara-game-over = 游戏结束：{ $reason }（{ $rule }）
sekigahara-win-removed = { $who }被除去
sekigahara-win-box = 调略标记进入{ $side }胜利格
sekigahara-win-draw-limit = 达到 { $n } 张卡的抽卡上限
sekigahara-step-siege-pre-hits = { $hex } 攻城战：先制攻击命中 { $n } 次 — 由攻方分配
sekigahara-step-siege-roll = { $hex } 攻城战：攻方掷骰（攻击力 −2，最低 1）
sekigahara-step-hits = 攻击 { $hex }：命中 { $n } 次 — 由守方分配
sekigahara-step-advance = { $hex } 已空：是否战斗后前进？
sekigahara-step-card = 第 { $n } 号卡：{ $card } — { $side }
sekigahara-may-still-act = 还可有 { $n } 名指挥官行动
sekigahara-nobody-may-act = 现在无人可行动（卡牌 { $card }）· { $why }
sekigahara-may-act = 可行动：{ $who }
sekigahara-hint-marker = 标记移动：{ $markers } → 向{ $side }移 1 列
sekigahara-hint-marker-or = 或标记移动：{ $markers } → 向{ $side }移 1 列（代替行动，{ $ruling }）
sekigahara-hint-check = 先判定：对有{ $side }军势的格进行调略或恫吓（规则 12.0）
sekigahara-hint-check-no-subversion = 先判定：对有{ $side }军势的格进行调略（现在不行：标记不在己方）或恫吓（规则 12.0）
sekigahara-step-draw = 抽卡（牌库剩 { $n } 张）
sekigahara-step-shadow = 翻开牌库顶的卡，并输入是哪张
sekigahara-hint-strategic = { $who } 有 { $n } 格战略移动力（仅沿道路）
sekigahara-no-game-over = 游戏已结束
sekigahara-no-finish-attack = 先结束这次攻击
sekigahara-no-finish-strategic = 先完成战略移动（移动，方式选战略）
sekigahara-no-finish-strategic-short = 先完成战略移动
sekigahara-no-draw-first = 先抽卡
sekigahara-no-finish-card = 先结算完当前的卡
sekigahara-no-marker-card = 此卡不移动标记
sekigahara-no-marker-moved = 标记已移动
sekigahara-no-marker-or-act = 已有指挥官行动：日文原版只能二选一（{ $ruling }）
sekigahara-no-otani-echizen = { $who }不在{ $province }（卡牌 { $card }）
sekigahara-no-check = 此卡没有判定，或判定已完成
sekigahara-no-act-now = 此卡现在没有指挥官可行动
sekigahara-no-march = 可行动的指挥官都不在登场轨道上，也没有在那里等待的军势
sekigahara-no-entry-only-march = 可行动的指挥官在登场轨道上：只能行军
sekigahara-no-hits = 没有要分配的损害
sekigahara-no-siege = 没有等待掷骰的攻城战
sekigahara-no-advance-possible = 无法前进
sekigahara-no-marker-first = 先移动此卡指定的标记
sekigahara-no-counter = 没有军势 { $id }
sekigahara-not-commander = { $id } 不是指挥官
sekigahara-is-removed = { $id } 已被除去
sekigahara-not-card-side = { $id } 不属于此卡的阵营（{ $side }）
sekigahara-acted-already = { $id } 已在此卡上行动过
sekigahara-marker-instead = 已改为移动标记（日文原版二选一，{ $ruling }）
sekigahara-no-more-act = 此卡不能再有指挥官行动
sekigahara-marker-first = 先移动标记（中文译本：先标记，后行动，{ $ruling }）
sekigahara-check-first = 先进行或放弃判定（{ $ruling }）
sekigahara-card-names = 此卡指定 { $who }
sekigahara-morale-needs-1 = { $id } 的战意为 { $m }；此卡需要 1 以上
sekigahara-not-tozama = { $id } 不是外样大名（德川、谱代除外）
sekigahara-tozama-gate = { $id } 的战意为 { $m }；此卡需要战意 { $gate }（{ $ruling }）
sekigahara-not-west-lord = { $id } 不属于西军诸将（主战派除外）
sekigahara-west-lords-morale = 西军诸将的战意为 { $m }；此卡需要 1 以上
sekigahara-lets-nobody-act = 此卡不让任何人行动
sekigahara-no-tozama-morale = 现在没有战意为 { $gate } 的外样指挥官（战意：{ $values }）
sekigahara-no-west-morale = 现在没有战意 1 以上的西军指挥官（战意：{ $values }）
sekigahara-no-west-lord-left = 已没有西军诸将的指挥官
sekigahara-morale-of = { $id } { $m }
sekigahara-unknown-card = 未知的卡 { $card }；卡牌有：{ $list }
sekigahara-shadow-name-card = 实体卡模式：请输入桌上翻出的卡
sekigahara-app-deck-empty = 应用牌库自行抽卡：此处留空
sekigahara-card-turned = 翻出卡牌：{ $card }（第 { $n } 抽）
sekigahara-forced-repeat = { $fm }：视为再次抽到 { $card }（日文原版，{ $ruling }）
sekigahara-forced-again = { $fm }：再抽一张（规则 4.1，卡牌 { $fm }）
sekigahara-no-card = 没有卡牌
sekigahara-marker-one-of = 此卡可移动以下之一：{ $markers }
sekigahara-card-line = { $card }：{ $line }
sekigahara-skip-check-log = 不进行调略或恫吓判定（规则 12.0）
sekigahara-not-on-map = { $id } 不在地图上
sekigahara-strategic-road-start = { $id } 必须从道路格出发；{ $hex } 不是道路格
sekigahara-strategic-declare = { $id } 宣言战略移动：{ $line }
sekigahara-no-advance-log = 战斗后不前进（规则 7.3②）
sekigahara-card-done = { $card } 结算完毕，放入弃牌堆（规则 4.1(2)）
sekigahara-reshuffle = 重新洗牌：弃牌与剩余牌库组成 { $n } 张的新牌库（规则 4.1(4)）
sekigahara-unknown-hex = 未知的六边格 { $hex }
sekigahara-hex-no-side = { $hex } 没有{ $side }军势
sekigahara-subversion-not-on-side = 调略标记不在{ $side }侧
sekigahara-expected = 应为 { $options }，收到 { $got }
sekigahara-why-intimidation-failed = 恫吓失败
sekigahara-no-subvertible = { $hex } 没有可被调略的军势：无效果（规则 12.1(2)）
sekigahara-defection = { $hex } 寝返：{ $who } 倒向{ $side }（规则 12.1(2)/(4)）
sekigahara-cannot-defect = { $id } 无法寝返，被除去（规则 12.1(3)）
sekigahara-why-won-over = { $side }策反了一名指挥官
sekigahara-castle-defects = { $hex } 城因寝返易手，保留城塞功能（规则 10.0(5)）
sekigahara-why-took = { $side }夺取{ $hex }
sekigahara-why-removed = { $side }除去了{ $id }
sekigahara-roll-strategic-first = 先为 { $id } 掷战略移动骰
sekigahara-strategic-stays = { $id } 原地不动；战略移动力作废
sekigahara-path-empty = 至少指定一个要进入的六边格
sekigahara-path-too-long = { $id } 有 { $mp } 格移动力；路线有 { $n } 格
sekigahara-may-not-leave = { $who } 不可离开{ $place }：{ $why }
sekigahara-not-adjacent = { $to } 与 { $from } 不相邻
sekigahara-strategic-not-road = 战略移动须沿道路：{ $from } → { $to } 不是道路
sekigahara-enemy-in-hex = { $hex } 有敌方军势（{ $ruling }）
sekigahara-capture-ends-move = 在 { $hex } 俘获{ $who }后移动结束
sekigahara-zoc-ends-move = { $hex } 在敌方控制区内：移动在此结束
sekigahara-castle-ends-move = 进入敌方城塞 { $hex } 后移动结束
sekigahara-over-stack = { $hex } 将超过 6 个军势
sekigahara-moves = { $id } 移动 { $from } → { $path }，率领 { $others }（规则 6.2）
sekigahara-moves-strategic = { $id } 战略移动 { $from } → { $path }，率领 { $others }（规则 6.2）
sekigahara-no-other-counter = 无其他军势
sekigahara-full-sea-between = { $from } 与 { $to } 之间是全海
sekigahara-river-no-road = { $from } 与 { $to } 之间是无道路的河流
sekigahara-mountain-hex = { $hex } 是山地格
sekigahara-sea-hex = { $hex } 是全海格
sekigahara-no-such-counter = 没有这个军势
sekigahara-not-next-to = { $target } 与 { $from } 不相邻
sekigahara-no-sea-attack = 不能跨全海边攻击
sekigahara-target-no-enemy = { $hex } 没有敌方军势
sekigahara-tozama-hideyori = 外样指挥官不可攻击{ $who }所在的格
sekigahara-preemptive-only-siege = 只有攻城战守方才可先制攻击：{ $hex } 不是有效的城塞（请不要勾选先制攻击）
sekigahara-attacks = { $id } 从 { $from } 率 { $group } 攻击 { $target }
sekigahara-attacks-siege = { $id } 从 { $from } 率 { $group } 攻击 { $target } — 攻城战（规则 7.2）
sekigahara-attacked-marker = { $who } 遭到攻击：{ $line }（规则 11.0(2)）
sekigahara-preemptive-log = { $hex } 先制攻击：{ $line }
sekigahara-no-attack = 没有进行中的攻击
sekigahara-no-hits-over = 未命中：攻击结束
sekigahara-hits-all-eliminated = 命中 { $n } 次：被命中的军势全部消灭（规则 7.1(4)②）
sekigahara-hits-to-assign = 命中 { $n } 次，由{ $by ->
         [attacker] 攻方
        *[defender] 守方
    }分配（规则 7.1(4)）
sekigahara-flipped-log = { $id } 翻面（规则 7.1(4)①）
sekigahara-all-attackers-gone = 攻方军势全部被消灭：攻城战结束
sekigahara-may-advance = { $hex } 已空：{ $id } 可前进（规则 7.3）
sekigahara-assign-count = 请指定 { $need } 个军势，每次命中一个；已指定 { $n } 个
sekigahara-not-among-hit = { $id } 不在被命中的军势中：{ $pool }
sekigahara-at-most-hits = { $id } 最多承受 { $max } 次命中
sekigahara-flip-first = 消灭任何军势前先把所有正面军势翻面（{ $ruling }）
sekigahara-not-in-attack = { $id } 没有参加这次攻击（{ $ruling }）
sekigahara-max-six = 每格最多 6 个军势
sekigahara-advances = { $id } 率 { $group } 前进至 { $hex }（规则 7.3）
sekigahara-zoc-no-recovery = { $hex } 在敌方控制区内：不能回复
sekigahara-name-flipped = 请指定要回复的翻面军势
sekigahara-recover-max = { $id } 最多回复 { $n } 个军势
sekigahara-not-flipped-friendly = { $id } 不是 { $hex } 中已翻面的己方军势
sekigahara-recovers = { $id } 回复了 { $list }（规则 8.0）
sekigahara-entry-enemy = { $hex } 有敌方军势：{ $id } 的其余部队在登场格等待（{ $ruling }）
sekigahara-entry-full = { $hex } 已有 6 个军势：{ $id } 的其余部队在登场格等待（{ $ruling }）
sekigahara-brings-rest = { $id } 让其余部队在 { $hex } 上场：{ $list }（规则 9.0(3)，{ $ruling }）
sekigahara-others-wait = 其余军势在登场格等待（堆叠上限，{ $ruling }）
sekigahara-others-wait-later = 其余军势在登场格等待（堆叠上限，{ $ruling }）：{ $leader } 之后再行军让它们上场
sekigahara-not-on-entry = { $id } 不在登场轨道上
sekigahara-marches = { $leader } 的部队行军至第 { $col } 列（共 { $n } 列）（规则 9.0(2)）
sekigahara-entry-enemy-wait = { $hex } 有敌方军势：部队在登场格等待（{ $ruling }）
sekigahara-group-enters = 部队在 { $hex } 进入地图：{ $list }（规则 9.0(3)）
sekigahara-on-map-release = { $who } 已登场：{ $card } 洗入牌库（规则 4.2①）
sekigahara-left-release = { $who } 离开{ $place }：{ $card } 洗入牌库（规则 4.2②）
sekigahara-no-track = 没有轨道 { $marker }
sekigahara-marker-stays = { $marker } 标记不动（已在轨道端点，规则 11.0(4)）
sekigahara-marker-moves = { $marker } 标记 { $arrow } 向{ $side }移 { $n } 列：战意 { $m }
sekigahara-markers-move = { $why }：调略标记向{ $side }移 { $n } 列；所有战意标记向{ $side }移 { $cols } 列（规则 11.0）
sekigahara-removed-log = { $id } 被除去
sekigahara-garrison-never-acts = { $id } 是守备队，从不行动（规则 5.1(6)）
sekigahara-ashigaru-other-house = { $id } 是其他大名家的足轻：只能随本家武将行动（规则 5.1(5)②）
sekigahara-not-with = { $id } 不是与 { $cmd } 同在 { $hex } 的己方军势
sekigahara-leads-at-most = { $cmd } 最多率领 { $n } 个军势（含本人）；已指定 { $named } 个
sekigahara-hideyori-captured = { $who } 独自在 { $hex }：被东军俘获（规则 13.0(4)）
sekigahara-castle-falls = { $hex } 城落入{ $side }之手，失去城塞功能（规则 10.0(4)）
sekigahara-takes-kyo = { $side }夺取京（规则 2.4(1)⑥）
sekigahara-morale-below-1 = { $who } 的战意低于 1
sekigahara-mod-siege = 攻城：−2，最低 1
sekigahara-mod-uphill = 平地攻山丘
sekigahara-mod-river = 跨河
sekigahara-mod-downhill = 山丘攻平地
sekigahara-mod-morale = 战意
sekigahara-mod-line = { $label } { $v }（{ $rule }）
sekigahara-attack-roll = { $n } 个军势攻击{ $siege ->
         [yes] 城塞（攻城战，规则 7.2）
        *[no] {""}
    }，骰子 [{ $dice }]：命中 { $hits } 次（点数 ≤ 攻击力，规则 7.1）
sekigahara-attack-strengths = 修正后攻击力 { $list }
sekigahara-siege-mod-line = 攻城：−2，最低 1（规则 7.2(2)）
sekigahara-no-modifier = 无修正
sekigahara-subversion-roll = 调略判定：掷出 { $f }，需要 { $t } 以下：{ $ok ->
         [yes] 成功
        *[no] 失败，无效果
    }（规则 12.1）
sekigahara-intimidation-roll = 恫吓判定：掷出 { $f }，需要 { $t } 以下：{ $ok ->
         [yes] 成功
        *[no] 失败：调略标记与所有战意标记向对手移 2 列（规则 12.2(3)）
    }（规则 12.2）
sekigahara-strategic-roll-log = 战略移动：掷出 { $f } + 战意 { $m } = { $mp } 格（规则 6.2(2)）
sekigahara-draw-log = 翻出 { $turned }；要结算的卡：{ $card }
sekigahara-draw-log-reshuffle = 翻出 { $turned }；要结算的卡：{ $card } — 之后弃牌与剩余牌库组成新牌库（规则 4.1(4)）
sekigahara-card-twice = 牌库中有卡重复列出
sekigahara-no-card-to-draw = 没有可抽的卡
sekigahara-whole-numbers = 应为整数，收到 { $got }
sekigahara-one-attacker = 至少一个攻击的军势
sekigahara-cannot-draw = { $card } 无法抽到：{ $pile ->
         [held] 它尚未加入牌库（规则 4.2）
        *[discard] 它在弃牌堆中
    }
sekigahara-forced-no-other = 翻出了{ $fm }，但牌库中已没有其他卡可翻
sekigahara-named-twice = { $card } 被指定了两次：一次抽卡每张只翻一次（规则 4.1）；{ $fm } 之后请输入桌上翻出的下一张
sekigahara-name-next = 翻出了{ $fm }：请一并输入接着翻出的卡（规则 4.1，卡牌 { $fm }）
sekigahara-more-named = 输入的卡多于翻出的卡：只有{ $fm }才会再翻一张
sekigahara-ja-repeat-only = 日文原版中{ $fm }重复上一张卡：只输入{ $fm }
sekigahara-proc-attack = 攻击（每个军势一颗骰，≤ 攻击力即命中）
sekigahara-proc-subversion = 调略判定
sekigahara-proc-intimidation = 恫吓判定
sekigahara-proc-strategic = 战略移动
sekigahara-proc-draw = 抽一张行动卡
sekigahara-dice-per-counter = 每个军势一颗六面骰
sekigahara-dice-one = 一颗六面骰
sekigahara-dice-draw = 每抽一张卡两颗六面骰（均匀抽选）
sekigahara-action-draw = 抽卡
sekigahara-action-move-marker = 移动战意标记（卡牌）
sekigahara-action-check = 调略/恫吓判定
sekigahara-action-skip-check = 不判定
sekigahara-action-move = 移动
sekigahara-action-strategic-roll = 战略移动：掷骰
sekigahara-action-attack = 攻击
sekigahara-action-assign-hits = 分配损害
sekigahara-action-siege-roll = 攻城：攻方掷骰
sekigahara-action-advance = 战斗后前进
sekigahara-action-no-advance = 不前进
sekigahara-action-recover = 回复
sekigahara-action-march = 登场轨道行军
sekigahara-action-end-card = 结束此卡
sekigahara-action-other = { $name }
sekigahara-key-cards = 翻出的卡
sekigahara-help-cards = 实体卡模式：桌上按顺序翻出的卡（使用应用牌库时留空）
sekigahara-key-marker = 战意标记
sekigahara-help-marker = 此卡移动的战意标记
sekigahara-key-check = 判定
sekigahara-help-check = 调略（标记在己方侧时）或恫吓
sekigahara-key-target-hex = 目标六边格
sekigahara-help-check-hex = 有敌方军势的六边格
sekigahara-key-commander = 指挥官
sekigahara-help-move-commander = 移动的指挥官
sekigahara-key-led = 率领的军势
sekigahara-help-led = 他从所在格率领的军势
sekigahara-key-movement = 移动方式
sekigahara-help-movement = 通常（战意格数）或战略（先掷骰，仅沿道路）
sekigahara-key-path = 路线
sekigahara-help-path = 按顺序进入的六边格
sekigahara-help-attack-commander = 攻击的指挥官
sekigahara-key-attacking = 参加攻击的军势
sekigahara-help-attacking = 他率领参加攻击的军势
sekigahara-help-target = 被攻击的相邻六边格
sekigahara-key-preemptive = 守方先制攻击
sekigahara-help-preemptive = 仅限攻城战：守方先攻击（由守方决定，规则 7.2）
sekigahara-key-counters-hit = 承受损害的军势
sekigahara-help-counters-hit = 每次命中一个军势（同一军势可指定两次：先翻面，再消灭）
sekigahara-key-advancing = 前进的军势
sekigahara-help-advancing = 随指挥官前进的攻方军势
sekigahara-help-recover-commander = 回复的指挥官
sekigahara-key-recovered = 回复的军势
sekigahara-help-recovered = 他所在格中要翻回正面的军势
sekigahara-help-march-commander = 指挥官
sekigahara-key-strengths = 攻击力
sekigahara-help-strengths = 每个攻击军势的攻击力（按当前朝上的一面）
sekigahara-key-from = 攻击方地形
sekigahara-help-from = 攻击方所在格的地形
sekigahara-key-to = 目标地形
sekigahara-help-to = 目标格的地形
sekigahara-key-river = 跨河
sekigahara-help-river = 隔着河流格边
sekigahara-key-castle = 从有效的城塞攻击
sekigahara-help-castle = 攻击方所在格是仍有效的城塞（此时没有山丘攻平地的 +1，{ $ruling }）
sekigahara-key-siege = 攻城战
sekigahara-help-siege = 攻打有效的城塞（规则 7.2）
sekigahara-key-track-value = 调略轨道数值
sekigahara-help-track-value = 调略标记所在列的数值
sekigahara-key-adjacent = 目标六边格相邻
sekigahara-help-adjacent = 目标格相邻：己方总大将（德川家康 / 丰臣秀赖）、己方其他军势，或都没有
sekigahara-key-morale = 战意
sekigahara-help-morale = 指挥官的战意
sekigahara-key-draw-pile = 牌库
sekigahara-help-draw-pile = 牌库中的卡
sekigahara-key-discard = 弃牌堆
sekigahara-help-discard = 弃牌堆中的卡
sekigahara-key-held-out = 未加入的卡
sekigahara-help-held-out = 尚未加入牌库的卡（家康出马、秀赖出阵）
sekigahara-key-previous = 上一张卡
sekigahara-help-previous = 最后抽到的卡（供强行军使用）
sekigahara-key-card-text = 卡牌文字版本
sekigahara-help-card-text = 生效的卡牌文字：日文原版（默认）或中文译本
sekigahara-key-deck = 牌库
sekigahara-help-deck = 虚拟：由应用抽卡；影子：桌上抽实体卡并输入
sekigahara-key-clamp-ends = 标记可离开轨道端点
sekigahara-help-clamp-ends = 到达轨道端点的标记可以移回（默认：永久停住；这样四个战意标记常在前一百张卡内全部停住，之后移动它们的卡便没有效果；{ $ruling }）
sekigahara-key-flip-first = 先翻面再消灭
sekigahara-help-flip-first = 消灭任何军势前先把所有正面军势翻面（{ $ruling }）
sekigahara-key-draw-cap = 抽卡上限
sekigahara-help-draw-cap = 结算这么多张卡后以平局结束，强行军不计（0 = 无上限；{ $ruling }）
sekigahara-card-1 = 东军：德川家康可行动。结算后，弃牌与剩余牌库全部洗成新牌库。
sekigahara-card-2 = 东军：将一个西军战意标记（毛利辉元、毛利元康或西军诸将）向东军侧移 1 列。
sekigahara-card-3 = 东军：德川秀忠可行动。
sekigahara-card-4 = 德川家康登场后加入牌库。东军：对一个有西军军势的六边格做调略或恫吓判定，然后任一东军指挥官可行动。
sekigahara-card-5 = 东军：至多两名战意 3 的东军外样指挥官可行动（德川、谱代除外）。
sekigahara-card-6 = 东军：至多两名战意 2 的东军外样指挥官可行动（德川、谱代除外）。
sekigahara-card-7-ja = 东军：一名战意 1 至 3 的东军外样指挥官可行动（德川、谱代除外）。
sekigahara-card-7-zh = 东军：一名战意为 1 或 3 的东军外样指挥官可行动（德川、谱代除外）。
sekigahara-card-8-ja = 视为再次抽到上一张卡。若为本局第一张卡：重新抽一张。
sekigahara-card-8-zh = 立即再抽一张。若为本局第一张卡：重新抽一张。
sekigahara-card-9-ja = 西军：二选一——石田三成行动，或将一个西军战意标记（前田除外）向西军侧移 1 列。
sekigahara-card-9-zh = 西军：将一个西军战意标记（前田除外）向西军侧移 1 列，并且石田三成可行动。
sekigahara-card-10 = 西军：宇喜多秀家可行动。
sekigahara-card-11-ja = 西军：二选一——大谷吉继行动，或（他在越前时）前田利长战意标记向西军侧移 1 列。
sekigahara-card-11-zh = 西军：大谷吉继可行动；他在越前时，前田利长战意标记也向西军侧移 1 列。
sekigahara-card-12 = 丰臣秀赖离开大坂后加入牌库。西军：对一个有东军军势的六边格做调略或恫吓判定，然后一名战意 1 以上的西军指挥官可行动。
sekigahara-card-13-ja = 西军：一名战意 1 以上的西军指挥官可行动。
sekigahara-card-13-zh = 西军：一名战意 1 以上的西军指挥官可行动，并将一个西军战意标记（前田除外）向西军侧移 1 列。
sekigahara-card-14-ja = 西军：二选一——毛利辉元战意标记向西军侧移 1 列，或（战意 1 以上时）毛利辉元行动。
sekigahara-card-14-zh = 西军：毛利辉元战意标记向西军侧移 1 列；之后若战意 1 以上，毛利辉元可行动。
sekigahara-card-15-ja = 西军：二选一——毛利元康战意标记向西军侧移 1 列，或（战意 1 以上时）毛利元康行动。
sekigahara-card-15-zh = 西军：毛利元康战意标记向西军侧移 1 列；之后若战意 1 以上，毛利元康可行动。
sekigahara-card-16-ja = 西军：二选一——西军诸将战意标记向西军侧移 1 列，或（该战意 1 以上时）一名西军诸将指挥官行动（主战派除外）。
sekigahara-card-16-zh = 西军：西军诸将战意标记向西军侧移 1 列；之后若该战意 1 以上，一名西军诸将指挥官可行动（主战派除外）。
sekigahara-scenario-title = 关原 1600
sekigahara-scenario-blurb = 完整战役：没有回合，共用一副牌，直到满足胜利条件。
sekigahara-scenario-place = { $place }：{ $names }
sekigahara-scenario-entry = { $leader } 登场轨道起点
sekigahara-scenario-markers = 战意标记 毛利辉元、毛利元康、西军诸将、前田利长 置于起点；调略标记置于中央列（{ $ruling }）
sekigahara-scenario-deck = 京由西军控制；家康出马与秀赖出阵放在一旁；洗匀 14 张卡（规则 3.0）
sekigahara-bad-scenario = 应为 1600，收到 { $got }
sekigahara-bad-players = 应为 2，收到 { $got }
sekigahara-outcome-hits = 命中 { $n } 次
sekigahara-outcome-defects = 成功：该格寝返
sekigahara-outcome-intimidation-failed = 失败：所有标记向敌方移 2 列
sekigahara-outcome-no-effect = 失败：无效果
sekigahara-outcome-hexes = { $n } 格
sekigahara-die-note = 攻击力 { $s }：{ $hit ->
         [yes] 命中
        *[no] 未命中
    }（规则 7.1(3)）
sekigahara-odds-preemptive = 先制攻击：{ $what }
sekigahara-cand-commander = { $id }（战意 { $m }）
sekigahara-cand-intimidation = 恫吓判定
sekigahara-cand-subversion = 调略判定
sekigahara-cand-waiting = { $id }：让在登场格等待的军势上场
sekigahara-cand-normal = 通常移动
sekigahara-cand-strategic = 战略移动
sekigahara-show-options = 卡牌文字：{ $variant } · 牌库：{ $deck }
sekigahara-show-deck = 牌库 { $n } 张 · 弃牌：{ $discard } · 未加入：{ $held }
sekigahara-show-card = 当前卡：{ $card } — { $text }
sekigahara-show-subversion = 调略标记：第 { $col } 列（共 { $n } 列）（{ $part }，数值 { $value }）
sekigahara-show-morale = 战意 { $marker }：{ $m }
sekigahara-show-kyo = 京：{ $side }
sekigahara-show-side = { $side }：
sekigahara-show-counter =   { $id } — { $at }{ $flipped ->
         [yes] （已翻面）
        *[no] {""}
    }
sekigahara-show-commander =   { $id } — { $at }{ $flipped ->
         [yes] （已翻面）
        *[no] {""}
    }［统率力 { $cmd }，战意 { $m }］
sekigahara-show-removed = 已除去：{ $list }
sekigahara-at-entry = { $leader } 登场轨道第 { $col } 列
sekigahara-at-removed = 已除去
sekigahara-undo-card = 把卡 { $card } 放回牌库
sekigahara-undo-reshuffle = 牌库已重洗：按记录恢复原来的弃牌堆
sekigahara-undo-held = 再把 { $card } 从牌库中取出
sekigahara-undo-back-to = { $id }：放回 { $at }
sekigahara-undo-flip-back = { $id }：翻回背面
sekigahara-undo-face-up = { $id }：翻回正面
sekigahara-undo-side-back = { $id }：归回{ $side }
sekigahara-undo-subversion = 调略标记放回第 { $col } 列
sekigahara-undo-morale = { $marker } 标记放回战意 { $m }
sekigahara-undo-castle = { $hex }：城归回{ $side }
sekigahara-undo-kyo = 京归回{ $side }
sekigahara-check-hex = { $hex }：{ $names }
sekigahara-check-entry-start = { $leader } 登场轨道起点格 S：{ $names }（规则 9.0）
sekigahara-check-entry-col = { $leader } 登场轨道第 { $col } 列：{ $names }（规则 9.0）
sekigahara-check-morale = { $marker } 战意标记：第 { $col } 列（共 { $n } 列），战意 { $m }{ $start ->
         [yes] （起点）
        *[no] {""}
    }（规则 11.0）
sekigahara-check-frozen = 标记一旦到达轨道任一端点，便停在那里直到游戏结束（{ $ruling }，开局选项）；四个战意标记都停住后，移动它们的卡便没有效果
sekigahara-check-not-frozen = 到达轨道端点的标记之后仍可移回（{ $ruling }，开局选项）
sekigahara-check-subversion = 调略标记：自东端起第 { $col } 列（共 { $n } 列）（规则 12.0）
sekigahara-check-kyo = 京 由{ $side }控制（规则 2.4）
sekigahara-check-held = 将 { $cards } 放在一旁：稍后才加入牌库（规则 4.2）
sekigahara-check-virtual = 其余 { $n } 张卡由应用洗牌抽卡：实体卡留在盒中
sekigahara-check-shadow = 将其余 { $n } 张实体卡洗匀背面朝上：桌上翻卡，并逐张输入
sekigahara-check-variant = 生效的卡牌文字：{ $variant }
sekigahara-legend-flipped = 已翻面的军势（受过一次损害，规则 7.1(4)①）
sekigahara-legend-lines = 格与格之间的线 — 棕色：道路，粗线（战略移动须沿道路，规则 6.2(2)）；蓝色虚线：河流（规则 6.2(1)③）；灰色细线：普通格边；无线：全海，不可跨越移动或攻击（规则 6.2(1)②）
sekigahara-legend-thin = 细线 — 淡蓝：全海，不可跨越移动或攻击（规则 6.2(1)②）；灰色：普通格边
sekigahara-legend-fill = 格的底色 — 淡蓝：有东军军势；淡红：有西军军势；米色：无军势
sekigahara-legend-castle = 格的外圈 — 城或京及其控制方：蓝色东军，红色西军（规则 10.0）
sekigahara-legend-count = 格中的数字：该格的军势数，颜色为所属阵营（蓝：东军，红：西军）
sekigahara-legend-victory = 调略轨道两端的胜利格（规则 14.0）
sekigahara-legend-boxes = 轨道格 — 淡绿：战意轨道的起点格；橙色框加圆点：标记当前位置
sekigahara-legend-entry = 登场轨道：S 为起点格，登 为登场前的最后一格（规则 9.0）
sekigahara-legend-commanders = 指挥官列表：统率力 · 战意，@ 后为所在位置（规则 5.2）
sekigahara-legend-star = 卡牌栏中：此卡日文与中文文字不同
sekigahara-ruling-1 = 日文原版卡牌写“或”之处（石田三成、大谷吉继、毛利辉元、毛利元康、西军诸将），玩家在移动标记与行动中二选一；中文译本则两者都执行，先移动标记。
sekigahara-ruling-2 = 日文原版的强行军：再次结算上一张卡；若为本局第一张卡则再抽一张。
sekigahara-ruling-3 = 家康出马与秀赖出阵可进行调略或恫吓判定（规则 12.0），然后指挥官行动；没有可判定的格时跳过判定。
sekigahara-ruling-4 = 东军外样诸将 1/3：日文原版（1ないし3）读作战意 1 至 3，中文译本（1 或 3）读作战意 1 或 3。
sekigahara-ruling-5 = 调略标记从中央列开始，中央列不属于任何一方。
sekigahara-ruling-6 = 到达轨道端点的标记永久停在那里；开局选项可让它移回。
sekigahara-ruling-7 = 没有回合也没有长度限制；开局选项可在结算一定数量的卡后以平局结束（强行军不计）。
sekigahara-ruling-8 = 未加入的卡（家康出马、秀赖出阵）解禁时洗入当前牌库。
sekigahara-ruling-9 = 攻击方所在格是仍有效的城塞时，没有山丘攻平地的 +1。
sekigahara-ruling-10 = 攻击修正相加；攻击力 0 以下的军势不掷骰。
sekigahara-ruling-11 = 由所有者自由分配损害，一个军势可承受两次（先翻面，再消灭）；开局选项可要求先把所有正面军势翻面再消灭。
sekigahara-ruling-12 = 先制攻击时所有守方军势（含守备队）都掷骰，不计地形修正。
sekigahara-ruling-13 = 战斗后，攻击的指挥官可率领任意参加攻击的军势前进。
sekigahara-ruling-14 = 控制区不延伸到城塞仍有效的格。
sekigahara-ruling-15 = 军势不可进入有敌方军势的格，东军俘获独自一人的丰臣秀赖除外。
sekigahara-ruling-16 = 被攻击指挥官的战意标记向其己方侧移 1 列，每次攻击一次。
sekigahara-ruling-17 = 战略移动沿道路格边进行，每点移动 1 格；未用的点数作废。
sekigahara-ruling-18 = 总大将的整个部队一起行军登场；没有空位的军势在登场格等待，之后再行军上场。
sekigahara-ruling-19 = 家康出马让任一东军指挥官行动，不论战意。
sekigahara-ruling-20 = 中文译本中，卡牌的标记先移动；其战意条件在移动之后判断。
sekigahara-bad-twice = { $id } 被列出两次
sekigahara-bad-not-counter = { $id } 不是本游戏的军势
sekigahara-bad-kind = { $id } 与其印刷的种类不符
sekigahara-bad-faction = { $id }：势力与所属阵营不符（规则 12.1(4)）
sekigahara-bad-hex = { $id } 位于未知的六边格 { $hex }
sekigahara-bad-no-entry = { $id }：{ $leader } 没有登场轨道
sekigahara-bad-entry-column = { $id }：第 { $col } 列超出 { $leader } 的登场轨道
sekigahara-bad-group = { $id } 不属于 { $leader } 的部队（规则 9.0）
sekigahara-bad-garrison = { $id } 是离开本城的守备队（规则 6.4）
sekigahara-bad-not-with-group = { $id } 不在 { $leader } 的部队所在处（规则 9.0(2)）
sekigahara-bad-missing = 缺少 { $id }
sekigahara-bad-stack = { $hex } 有 { $n } 个军势（规则 6.1(3)）
sekigahara-bad-both-sides = { $hex } 同时有双方的军势（{ $ruling }）
sekigahara-bad-castle-owner = { $hex } 由{ $owner }控制，但{ $side }的军势在其中（规则 10.0）
sekigahara-bad-subversion = 第 { $col } 列超出调略轨道
sekigahara-bad-no-marker = 没有战意标记 { $marker }
sekigahara-bad-marker-missing = 缺少 { $marker } 标记
sekigahara-bad-marker-off = { $marker } 标记超出其轨道（第 { $col } 列）
sekigahara-bad-castles = 城塞与地图上的城不一致
sekigahara-bad-deck = 每张卡必须恰好在牌库中出现一次（规则 4.1）
sekigahara-bad-held = { $card } 从不被搁置（规则 4.2）
sekigahara-bad-released = { $who } 已登场，所以 { $card } 应在牌库中（规则 4.2①）
sekigahara-bad-released-left = { $who } 已离开{ $place }，所以 { $card } 应在牌库中（规则 4.2②）
sekigahara-bad-repeat = { $fm } 永远不会是被重复的卡（卡牌 { $fm }）
sekigahara-bad-in-play = { $card } 不可能以这种方式在场
sekigahara-bad-acts = 没有卡让两名以上指挥官行动
sekigahara-bad-acted = { $id } 不是可能行动的指挥官
sekigahara-bad-card-marker = 此卡移动一个不存在的标记
sekigahara-bad-no-card = 攻击或移动需要有在场的卡
sekigahara-bad-attacker-side = 攻击者不属于攻方
sekigahara-bad-attacker = { $id } 不是攻方军势
sekigahara-bad-attack = { $from } 不能攻击 { $target }（规则 7.1）
sekigahara-bad-hits = 一次掷骰不可能有 { $n } 次命中
sekigahara-bad-siege = 攻城战需要城塞（规则 7.2）
sekigahara-bad-strategic = { $id } 不能进行战略移动
sekigahara-bad-points = 一颗骰不可能得到 { $n } 点移动力（规则 6.2(2)）
sekigahara-bad-attack-strategic = 战略移动中进行了攻击
sekigahara-bad-draws = 抽卡计数超出范围
sekigahara-bad-draw-cap = 应为 0 至 500
sekigahara-panel-preemptive-strengths = 先制攻击（规则 7.2(1)）；守方攻击力：
sekigahara-panel-hits-at-or-under = 每个军势一颗骰子；掷出不大于以下数值即命中：
sekigahara-panel-subversion-on = 调略判定成功：≤ { $t }（规则 12.1）
sekigahara-panel-subversion-off = 调略判定：标记不在己方侧，现在不可（规则 12.1）
sekigahara-panel-intimidation = 恫吓判定 { $hex }：≤ { $t }（规则 12.2(1)）
sekigahara-panel-deck = 行动牌库
sekigahara-panel-in-pile = { $n } 张在牌库
sekigahara-panel-discards = 弃牌：
sekigahara-panel-held-out = 未加入（规则 4.2）：
sekigahara-panel-repeat = { $fm }：视为再次抽到
sekigahara-panel-differs = ★ 此卡日文与中文文字不同
sekigahara-panel-last-card = 上一张：{ $card }
sekigahara-panel-tracks = 轨道（东 ← → 西）
sekigahara-panel-subversion-track = 调略轨道
sekigahara-panel-entry = { $leader } 登场
sekigahara-panel-entered = { $leader } 登场：已登场于 { $hex }
sekigahara-panel-siege = { $hex } 攻城战（7.2）
sekigahara-panel-pre-hits = { $n } 次先制攻击损害：攻方分配
sekigahara-panel-roll-next = 接下来攻方掷骰
sekigahara-panel-hits = { $n } 次损害：守方分配
sekigahara-panel-advance = 目标格已空：是否前进？
sekigahara-panel-commanders = 指挥官（统率力 · 战意）
sekigahara-panel-map = ⊙ 地图
sekigahara-view-deck = 行动牌库
sekigahara-view-tracks = 轨道
sekigahara-view-places = 军势位置
sekigahara-view-combat = 进行中的攻击
sekigahara-view-next-roll = 每颗骰子不可超过的攻击力
sekigahara-view-check = 现在可做的判定（规则 12.0）
