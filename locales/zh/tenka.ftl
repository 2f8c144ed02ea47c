# Gunbai — tenka words (zh). Ids start with "tenka-". Names stay in their own script.

tenka-player = { $colour ->
    [red] 赤
    [blue] 青
    [yellow] 黄
    [green] 緑
    [purple] 紫
   *[orange] 橙
}
tenka-player-n = 玩家 { $n }
tenka-neutral = 中立

tenka-track-turn = 回合
tenka-track-to-act = 行动方
tenka-track-storage = 兵力存放处

tenka-step-turn = 第 { $turn } 回合 · { $what }
tenka-step-over = 游戏结束 · { $result }
tenka-step-choose-start = { $who } 选择起始地域（规则 3-1）
tenka-step-turn-start = { $who } 的回合：可先结成同盟，再决定开战或不开战（规则 3-2）
tenka-step-real-defence = { $who } 将防御筹码背面朝上放在被攻击的地域，然后确认（规则 3-2）
tenka-step-real-defence-neutral = { $who } 将防御筹码背面朝上放在被攻击的中立地域，然后确认（规则 3-2；{ $ruling }）
tenka-step-defence = { $who } 放置防御筹码（规则 3-2）
tenka-step-defence-shared = { $who } 放置防御筹码（可与 { $partners } 协商分担，规则 4）
tenka-step-defence-neutral = { $who } 替中立地域放置防御筹码（规则 3-2；{ $ruling }）
tenka-step-fight = { $who } 逐个地域结算战争，顺序自定（规则 3-2）
tenka-step-roll = { $who } 与 { $defender } 为 { $region } 掷骰：攻击筹码 { $attack }，防御筹码 { $defence }（规则 3-2）
tenka-step-draw = { $who } 在 { $region } 平局：退回兵力或退回支配棋（规则 3-2）
tenka-step-redeploy = { $who } 重新部署全部兵力（规则 3-2）

tenka-ending-win = { $who } 获胜（{ $reason }；规则 { $rule }）
tenka-ending-none = 无胜者（{ $reason }；规则 { $rule }）
tenka-winner = { $who } 获胜：{ $reason }（规则 { $rule }）
tenka-winner-none = 无胜者：{ $reason }（规则 { $rule }）
tenka-reason-storage = 兵力存放处已空：{ $how }
tenka-reason-no-tile = 已无可放置的支配棋
tenka-how-most-points = 得分最多（规则 5）
tenka-how-most-troops = 得分相同：兵力最多者胜（规则 5）
tenka-how-three-point = 得分与兵力均相同：占有 3 分地域者胜（规则 5）
tenka-how-no-winner = 得分与兵力均相同，且无人占有 3 分地域：无胜者（规则 5）

tenka-hint-left = 尚待结算的交战地域：{ $regions }
tenka-hint-no-war = 不开战：取 2 个兵力，然后重新部署（规则 3-2）
tenka-hint-war = 开战：将攻击筹码 3、2、1、0、0 背面朝上放在同一势力的相邻地域（规则 3-2）
tenka-hint-no-war-no-region = 不开战：你没有地域，不开战什么也得不到，回合直接结束（规则 3-2）
tenka-hint-war-no-region = 开战：将全部攻击筹码背面朝上放在任意一个地域（中立或他人的皆可）（规则 3-2）
tenka-hint-defence-adds = 守方加上 { $n } 个兵力（规则 3-2）
tenka-hint-defence-adds-thick = 守方加上 { $n } 个兵力，另因粗国境加 1（规则 3-2）
tenka-hint-redeploy = 把全部 { $n } 个兵力放在：{ $regions }
tenka-hint-tile-storage = 退回支配棋时兵力回到存放处：守方一侧没有相邻地域
tenka-hint-tile-moves = 退回支配棋时兵力移至：{ $regions }

tenka-action-choose-start = 选择起始地域
tenka-action-ally = 结成攻守同盟
tenka-action-no-war = 不开战：取 2 个兵力
tenka-action-attack-chips = 秘密放置攻击筹码
tenka-action-attack-targets = 攻击筹码已放在…
tenka-action-defence-chips = 秘密放置防御筹码
tenka-action-defence-placed = 防御筹码已背面放置
tenka-action-fight = 翻开一个地域的筹码
tenka-action-roll = 掷攻方骰与守方骰
tenka-action-fight-revealed = 交战（输入翻开的筹码）
tenka-action-draw-choice = 平局：防守方选择
tenka-action-redeploy = 重新部署兵力
tenka-choice-return-pieces = 退回兵力
tenka-choice-return-tile = 退回支配棋
tenka-hidden-attack = { $who } 放置攻击筹码：其他人请回避
tenka-hidden-defence = { $who } 放置防御筹码：其他人请回避

tenka-blocked-over = 游戏已结束
tenka-blocked-start-before = 起始地域在第一回合之前选择
tenka-blocked-start-first = 请先选择起始地域
tenka-blocked-ally-tiles = 结盟需要两名手中有支配棋的玩家
tenka-blocked-ally-when = 同盟须在回合开始前结成
tenka-blocked-app-private = 筹码由程序保管：请秘密放置
tenka-blocked-real-attack = 使用实物筹码：请说明哪些地域放了攻击筹码
tenka-blocked-war-when = 开战与否在回合开始时决定
tenka-blocked-real-defence = 正在使用实物筹码：将其背面朝上放在被攻击的地域，然后确认
tenka-blocked-defence-when = 防御筹码在攻击筹码之后放置
tenka-blocked-app-reveals = 筹码由程序保管：由程序翻开
tenka-blocked-real-values = 使用实物筹码：请输入翻开的数值
tenka-blocked-defence-first = 请先放置防御筹码
tenka-blocked-roll-first = 请先为 { $region } 掷骰
tenka-blocked-draw-first = 请先由守方处理 { $region } 的平局
tenka-blocked-no-war-waiting = 没有待结算的战争
tenka-blocked-roll-when = 翻开一个地域的筹码之后才掷骰
tenka-blocked-draw-when = 仅在平局之后
tenka-blocked-redeploy-when = 取得兵力之后才重新部署
tenka-blocked-not-now = 不是本回合的步骤

tenka-refuse-chosen = { $region } 已被选择
tenka-refuse-no-tile-to-place = { $who } 没有可放置的支配棋
tenka-refuse-already-allied = 这两名玩家已是同盟
tenka-refuse-no-tile-exchange = { $who } 手中没有可交换的支配棋
tenka-refuse-no-war-declared = 尚未宣战
tenka-refuse-not-at-war = { $region } 不是尚待结算的交战地域
tenka-refuse-no-tile-return = { $region } 没有可退回的支配棋
tenka-refuse-must-return-tile = 该地域没有兵力：必须退回支配棋
tenka-refuse-move-none = { $region } 不是守方或其同盟的相邻地域（没有可选地域）
tenka-refuse-move-to = { $region } 不是守方或其同盟的相邻地域（可选：{ $regions }）
tenka-refuse-redeploy-where = { $region } 不是你或同盟的地域（可选：{ $regions }）
tenka-refuse-no-target = 开战至少需要一个目标地域
tenka-refuse-own-region = { $region } 是你自己的地域
tenka-refuse-one-region = 没有地域的玩家须把全部攻击筹码放在同一地域
tenka-refuse-neutral-and-player = 同一场战争不能同时攻击中立地域和玩家的地域
tenka-refuse-one-power = { $a } 与 { $b } 不是同盟：每场战争只能攻击一个势力
tenka-refuse-not-adjacent = { $region } 与你或同盟的地域不相邻

tenka-error-unknown-region = 没有地域 { $region }；地域有：{ $regions }
tenka-error-every-chip = 必填：每枚筹码都要放置（{ $ruling }；设置选项“允许不放全部筹码”可放宽）
tenka-error-no-player = 没有玩家 { $name }
tenka-error-ally-itself = 玩家不能与自己结盟
tenka-error-five-chips = 攻击筹码只有 { $n } 枚
tenka-error-not-attacked = { $region } 未受攻击：防御筹码只能放在受攻击的地域（{ $regions }）
tenka-error-target-chip = 目标地域至少要有一枚攻击筹码（规则 3-2）
tenka-error-moves-empty = 退回的兵力回到存放处：移动栏请留空
tenka-error-move-all = 须放置 { $region } 的全部 { $n } 个兵力，实际 { $got } 个
tenka-error-redeploy-all = 须放置你的全部 { $n } 个兵力，实际 { $got } 个（规则 3-2）
tenka-error-region-number = 应为 地域=数量，实际为 { $got }
tenka-error-chip-value = 应为筹码数值，实际为 { $got }
tenka-error-no-chip-left = 已没有筹码 { $chip }：整套为 { $set }（规则 1）
tenka-error-no-player-named = 没有指明任何玩家：请至少填写一个支配者、同盟或兵力数
tenka-error-region-twice = { $region } 被列出两次：一个地域只有一个支配者（规则 5）
tenka-error-self-ally = { $who } 不能与自己结盟
tenka-error-alliance-twice = { $a } 与 { $b } 被列出两次：每对玩家只能有一个同盟（规则 4）
tenka-error-points-too-large = 分数过大，无法相加
tenka-error-three-point-worth = { $region } 记为 { $n } 分：3 分地域应值 3 分（规则 5）
tenka-error-one-attack-chip = 至少要有一枚攻击筹码标出目标（规则 3-2）
tenka-error-scenario = 应为 tenka-fubu（天下布武）或 gekokujo（下克上），实际为 { $got }
tenka-error-players = 本剧本需要 { $min }–{ $max } 名玩家（规则 2），实际 { $got } 名
tenka-error-fewer-regions = 棋盘上的地域比玩家少

tenka-log-starts = { $who } 以 { $region } 为起始地域（规则 3-1）
tenka-log-alliance = { $a } 与 { $b } 结成攻守同盟并交换一枚支配棋（规则 4）
tenka-log-no-war = { $who } 宣布不开战（规则 3-2）
tenka-log-attack-chips = { $who } 背面朝上放置攻击筹码：{ $places }（封印 { $seal }）
tenka-log-attack-targets = { $who } 已在 { $regions } 背面朝上放置攻击筹码（规则 3-2）
tenka-log-defence-chips = { $who } 背面朝上放置防御筹码：{ $places }（封印 { $seal }）
tenka-log-defence-none = { $who } 未放置防御筹码（封印 { $seal }）
tenka-log-defence-placed = { $who } 已将防御筹码背面朝上放在被攻击的地域（规则 3-2）
tenka-log-revealed = { $region }：攻击筹码 { $attack } 对 防御筹码 { $defence }（已翻开）
tenka-log-revealed-no-defence = { $region }：攻击筹码 { $attack } 对 无防御筹码（已翻开）
tenka-log-both-roll = { $region }：攻击筹码合计大于 0，双方各掷一骰（规则 3-2）
tenka-log-zero-attack = 攻击筹码合计为 0：不交战，守方守住（规则 3-2）
tenka-log-war = 攻 { $sa } + 骰 { $da } = { $a }，对 守 { $sd } + 兵力 { $troops } + 骰 { $dd } = { $d }：{ $result }（规则 3-2）
tenka-log-war-thick = 攻 { $sa } + 骰 { $da } = { $a }，对 守 { $sd } + 兵力 { $troops } + 粗国境 1 + 骰 { $dd } = { $d }：{ $result }（规则 3-2）
tenka-log-tile-back = { $who } 在 { $region } 的支配棋回到手中
tenka-log-tile-back-draw = { $who } 在 { $region } 的支配棋回到手中（规则 3-2）
tenka-log-pieces-storage = { $region } 上的 { $n } 个兵力回到存放处
tenka-log-draw-neutral = 中立地域 { $region } 平局：保持中立（{ $ruling }）
tenka-log-draw-no-pieces = { $region } 平局且无兵力：支配棋退回（规则 3-2）
tenka-log-draw-pieces-back = { $region } 平局：守方将 { $n } 个兵力退回存放处，保留支配棋（规则 3-2）
tenka-log-no-adjacent-storage = 守方一侧没有相邻地域：{ $n } 个兵力回到存放处（规则 3-2）
tenka-log-pieces-move = { $who } 的 { $n } 个兵力从 { $from } 移至 { $to }（规则 3-2）
tenka-log-alliance-pieces-move = { $who } 的 { $n } 个兵力从 { $from } 移至 { $to }（规则 4；{ $ruling }）
tenka-log-alliance-pieces-storage = { $who } 在 { $region } 的 { $n } 个兵力回到存放处（规则 4；{ $ruling }）
tenka-log-seals = 所有地域已结算：现在可以用封印核对秘密放置
tenka-log-redeploys = { $who } 重新部署：{ $placement }（规则 3-2）
tenka-log-alliance-ends = { $a } 与 { $b } 的同盟解除：各自取回支配棋（规则 4）
tenka-log-storage-empty = 兵力存放处已空：游戏结束并计分。{ $who } 获胜（{ $how }）
tenka-log-storage-empty-none = 兵力存放处已空：游戏结束并计分。无胜者（{ $how }）
tenka-log-gain-no-region = { $who } 没有地域：不取兵力（规则 3-2）
tenka-log-draws = { $who } 取 { $n } 个兵力（规则 3-2）
tenka-log-draws-left = { $who } 取 { $n } 个兵力；存放处剩 { $left } 个（规则 3-2）
tenka-log-draws-emptied = { $who } 取 { $n } 个兵力；存放处剩 0 个：下一次该取兵力时游戏结束（规则 3-2；{ $ruling }）
tenka-log-no-region-pieces-back = { $who } 没有地域：其 { $n } 个兵力回到存放处（规则 3-2）
tenka-log-no-tile-wins = { $who } 攻取 { $region } 时已无支配棋可放：{ $who } 获胜（规则 5）
tenka-log-places-tile = { $who } 在 { $region } 放置支配棋（规则 3-2）
tenka-log-score = 计分：{ $points }；{ $who } 获胜 — { $how }
tenka-log-score-none = 计分：{ $points }；无胜者 — { $how }

tenka-result-attacker = 攻方胜
tenka-result-defender = 守方胜
tenka-result-draw = 平局，由守方选择退回什么
tenka-result-no-war = 未开战：攻击筹码合计为 0，防守方胜
tenka-outcome-attacker = 攻方胜 { $a }–{ $d }（攻方骰 { $da }，守方骰 { $dd }）
tenka-outcome-defender = 守方胜 { $d }–{ $a }（攻方骰 { $da }，守方骰 { $dd }）
tenka-outcome-draw = 平局 { $a }–{ $d }（攻方骰 { $da }，守方骰 { $dd }）：由守方选择
tenka-mod-defence-chips = 防御筹码
tenka-mod-troops = 地域上的兵力
tenka-mod-thick-border = 粗国境
tenka-die-attack = 攻方骰 { $die }：攻方合计 { $total }（规则 3-2）
tenka-die-defence = 守方骰 { $die }：守方合计 { $total }（规则 3-2）

tenka-undo-tile = { $region }：放回 { $who } 的支配棋
tenka-undo-no-tile = { $region }：不放支配棋（中立）
tenka-undo-no-troops = { $region }：恢复为没有兵力
tenka-undo-troops = { $region }：恢复为 { $who } 的 { $n } 个兵力
tenka-undo-storage = 兵力存放处恢复为 { $n }
tenka-undo-hand-tiles = { $who }：手中 { $n } 枚支配棋
tenka-undo-alliances = 同盟支配棋恢复为行动之前

## On the table now (issue 25).
tenka-now-tile = { $region }：放上 { $who } 的支配棋
tenka-now-no-tile = { $region }：拿走支配棋（现为中立）
tenka-now-no-troops = { $region }：拿走全部兵力
tenka-now-troops = { $region }：现有 { $who } 的 { $n } 个兵力
tenka-now-draw = { $who }：从兵力存放处拿 { $n } 个兵力到手中（手中共 { $total } 个）
tenka-now-hand = { $who }：手中还剩 { $n } 个兵力
tenka-now-hand-tiles = { $who }：手中现有 { $n } 枚支配棋
tenka-now-storage = 兵力存放处现有 { $n } 个
tenka-now-alliance = { $a } 与 { $b } 交换一枚支配棋：结为同盟
tenka-now-alliance-ends = { $a } 与 { $b }：同盟结束，各自收起自己的支配棋
tenka-now-war-real = { $who }：把攻击筹码背面朝上放在 { $regions }
tenka-now-war-app = { $who } 向 { $regions } 开战：筹码由应用保密
tenka-now-defence-real = { $who }：把防御筹码背面朝上放在被攻击的地域
tenka-now-defence-app = { $who }：在应用中放置防御筹码（保密）
tenka-now-fight = 筹码已放好：逐个地域交战
tenka-now-roll = { $region }：筹码翻开；双方各掷一颗骰子
tenka-now-draw-choice = { $region }：平局；由控制者选择交出什么
tenka-now-redeploy = { $who }：放置你的全部兵力
tenka-now-war-over = 战争结束：把筹码从地图上收起
tenka-now-no-gain = { $who } 没有地域：不拿兵力（规则 3-2）
tenka-now-next = 轮到 { $who }
tenka-now-over = 游戏结束：地图保持现状
tenka-now-nothing = 地图上无需移动任何东西

tenka-show-storage = 兵力存放处：{ $n }
tenka-show-player = { $who }：手中 { $tiles } 枚支配棋、{ $hand } 个兵力，棋盘上 { $board } 个兵力
tenka-show-region = { $region }（{ $points } 分）：{ $owner }
tenka-show-region-troops = { $region }（{ $points } 分）：{ $owner }，{ $troops }
tenka-show-troops-of = { $who } 的 { $n } 个兵力
tenka-show-alliance = 同盟：{ $a } – { $b }

tenka-scenario-storage = 兵力存放处的兵力：2 人 6 个，3 人 8 个，4 人 9 个，5–6 人 10 个（规则 3-1）
tenka-scenario-tiles = 每名玩家的支配棋：2–3 人 6 枚，4 人 5 枚，5–6 人 4 枚（规则 3-1）
tenka-scenario-chips = 攻击筹码 3、2、1、0、0 与防御筹码 2、1、1、1、1 放在棋盘旁；另备两颗骰子
tenka-scenario-order = 行动顺序：赤、青、黄、緑、紫、橙（规则 3-1）
tenka-scenario-tenka-fubu-start = 起始地域：最后行动的玩家先选，各放一枚支配棋（规则 3-1）
tenka-scenario-gekokujo-start = 没有起始地域：所有地域均为中立（规则 2）
tenka-scenario-tenka-fubu-blurb = 天下布武：每名玩家按行动顺序倒序各选一个起始地域。建议先玩这个剧本。
tenka-scenario-gekokujo-blurb = 下克上：无人拥有起始地域，所有地域均为中立。
tenka-option-chips = 筹码
tenka-option-chips-help = 由程序秘密保管各方筹码；或使用实物筹码并输入翻开的数值
tenka-option-chips-app = 由程序保管筹码
tenka-option-chips-real = 使用实物筹码并输入数值
tenka-option-partial = 允许不放全部筹码
tenka-option-partial-help = 允许有筹码不放上棋盘（规则 3-2 未说明；按{ $ruling }默认每枚筹码都要放置）
tenka-option-thick = 粗国境加成
tenka-option-thick-help = 攻方一侧通往该地域的国境全部（或任一）为粗国境时守方 +1（规则 3-2 未说明取哪种）；在放下攻击筹码时判定，与交战顺序无关（{ $ruling }）
tenka-option-thick-all = 全部为粗国境
tenka-option-thick-any = 任一为粗国境
tenka-check-storage = 兵力存放处：{ $players } 名玩家放 { $n } 个兵力（规则 3-1）
tenka-check-tiles = { $who }：手中 { $n } 枚支配棋（规则 3-1）
tenka-check-order = 行动顺序：{ $order }（规则 3-1）
tenka-check-chips-app = 筹码：由程序秘密保管各方的攻击与防御筹码；只需准备两颗骰子
tenka-check-chips-real = 筹码：攻击筹码 3、2、1、0、0 与防御筹码 2、1、1、1、1 放在棋盘旁，另备两颗骰子（规则 1）
tenka-check-partial = 设置选择：允许不放全部筹码（规则 3-2 未说明；{ $ruling }）
tenka-check-thick-all = 设置选择：攻方一侧通往该地域的国境全部为粗国境时守方 +1（规则 3-2；{ $ruling }）
tenka-check-thick-any = 设置选择：攻方一侧通往该地域的国境任一为粗国境时守方 +1（规则 3-2；{ $ruling }）
tenka-check-start = 起始地域：按行动顺序倒序选择，{ $who } 先选，各放一枚支配棋（规则 3-1）
tenka-check-neutral = 所有地域均为中立：棋盘上不放支配棋（规则 2）
tenka-check-region = { $region }：{ $who } 的支配棋，{ $n } 个兵力
tenka-check-placeholder = ★ 程序自带的地图为占位数据：请在数据表中输入你的棋盘的地域、分数与国境

tenka-legend-owned = 填充玩家颜色的地域：该玩家的支配棋在此
tenka-legend-neutral = 中立地域：没有支配棋
tenka-legend-points = 地域名称及其终局分数（规则 5）
tenka-legend-troops = 地域上的兵力
tenka-legend-thick = 粗国境：守方 +1（规则 3-2）
tenka-legend-border = 普通国境：两地域相邻
tenka-legend-attacked = 橙色边框：本次战争中受攻击的地域
tenka-legend-three-point = 金色边框：3 分地域，用于最后的平手判定（规则 5；{ $ruling }）
tenka-legend-attack-chips = 背面朝上的攻击筹码
tenka-legend-defence-chips = 背面朝上的防御筹码
tenka-legend-actor = 当前行动的玩家
tenka-legend-alliance = 攻守同盟：双方已交换支配棋（规则 4）
tenka-legend-placeholder = 自带地图为占位数据：请输入你的棋盘

tenka-proc-war = 一个地域的战争
tenka-proc-war-dice = 先掷攻击骰，再掷防御骰（攻击筹码合计为 0 时不掷）
tenka-proc-score = 最终计分（兵力存放处已空）
tenka-proc-score-dice = 不掷骰
tenka-key-attack-chips = 攻击筹码
tenka-key-defence-chips = 防御筹码
tenka-key-troops = 兵力
tenka-key-thick-border = 粗国境
tenka-key-regions = 地域
tenka-key-region = 地域
tenka-key-alliances = 同盟
tenka-key-three-point-region = 3 分地域
tenka-key-player = 玩家
tenka-key-partner = 同盟方
tenka-key-chip = 筹码 { $chip }
tenka-key-chip-0b = 筹码 0（第二枚）
tenka-key-chip-1-nth = 筹码 1（第 { $n } 枚）
tenka-key-salt = 保密词
tenka-key-choice = 退回
tenka-key-moves = 兵力移至
tenka-key-placement = 部署
tenka-key-war-attack-help = 该地域上攻击筹码的数值（3、2、1、0、0）
tenka-key-war-defence-help = 该地域上防御筹码的数值（2、1、1、1、1）；可以为空
tenka-key-war-troops-help = 地域上的兵力
tenka-key-war-thick-help = 攻击越过粗国境（防御 +1）
tenka-key-score-regions-help = 被支配的地域，每项写地域名、分值与支配者
tenka-key-score-alliances-help = 同盟，按两名玩家一组
tenka-key-score-troops-help = 每名玩家的兵力数
tenka-key-score-three-help = 3 分地域（最后的平局判定）
tenka-key-start-region-help = 尚无人选择的地域
tenka-key-ally-a-help = 一方玩家（颜色）
tenka-key-ally-b-help = 另一方玩家（颜色）
tenka-key-chip-help = 放 { $chip } 筹码的地域
tenka-key-chip-0a-help = 放 0 筹码的地域
tenka-key-chip-0b-help = 放另一枚 0 筹码的地域
tenka-key-chip-1-help = 放 1 筹码的地域
tenka-key-salt-help = 可选的保密词：在翻开之前封存你的部署；不填则由程序抽取
tenka-key-targets-help = 放有攻击筹码的地域
tenka-key-next-region-help = 下一个要结算的地域
tenka-key-revealed-attack-help = 该处翻开的攻击筹码数值
tenka-key-revealed-defence-help = 该处翻开的防御筹码数值（可以没有）
tenka-key-choice-help = 守方退回什么
tenka-key-moves-help = 退回支配棋时兵力的去向（地域=数量；限守方或其盟友的相邻地域）
tenka-key-placement-help = 每个得到兵力的地域写成 地域=数量

tenka-ruling-1 = 攻击与防御筹码每枚都要放置（规则 3-2 未说明）；设置选项“允许不放全部筹码”可放宽。
tenka-ruling-2 = 对中立地域的平局不改变任何东西：该地域保持中立。
tenka-ruling-3 = 攻方一侧通往该地域的国境全部为粗国境时守方 +1（设置选项：任一即可）；在放下攻击筹码时判定，与交战顺序无关。
tenka-ruling-4 = 中立地域由行动顺序中的下一名玩家防守：由其放置防御筹码并掷守方骰。
tenka-ruling-5 = 平局后退回支配棋、而该地域上有多名玩家的兵力时，先移动守方的兵力。
tenka-ruling-6 = 同盟解除时，各玩家在前盟友地域上的兵力移到自己的第一个地域；自己没有地域则回到存放处。
tenka-ruling-7 = 取兵力时存放处恰好取空并不结束游戏；下一次该取兵力而已无兵力时才结束。
tenka-ruling-8 = 最后的平局判定中，占有 3 分地域者获胜，即使其不在平分者之中（按规则原文）；无人占有则无胜者。

tenka-check-error-players = 应为 2–6 名玩家，实际 { $got } 名
tenka-check-error-no-player = 没有这名玩家
tenka-check-error-turn = 回合数应在 1 到 { $max } 之间
tenka-check-error-missing = 缺少 { $region }
tenka-check-error-not-region = { $region } 不是这张棋盘的地域
tenka-check-error-region-player = { $region } 记有不在游戏中的玩家
tenka-check-error-alliance-players = 同盟需要两名不同的玩家
tenka-check-error-alliance-twice = 同一同盟被列出两次
tenka-check-error-pieces = { $players } 名玩家时共有 { $want } 个兵力，记录中有 { $got } 个
tenka-check-error-tiles = { $who }：记录中有 { $got } 枚支配棋，整套为 { $want } 枚
tenka-check-error-winner = 胜者不在游戏中
tenka-check-error-ended = 游戏已结束：步骤应为结束
tenka-check-error-no-ending = 游戏已结束但没有记录结局
tenka-check-error-target-board = 有目标地域不在棋盘上
tenka-check-error-target-twice = 有目标地域被列出两次
tenka-check-error-defender = 有防守方不在游戏中
tenka-check-error-not-target = 战争中有地域不是其目标
tenka-check-error-attack-set = 有不属于整套的攻击筹码（规则 1）
tenka-check-error-defence-set = 有不属于整套的防御筹码（规则 1）
tenka-check-error-revealed-set = 有不属于整套的已翻开筹码（规则 1）
tenka-check-error-needs-war = 这一步需要已宣告的战争
tenka-check-error-draw-board = 平局的地域不在棋盘上
tenka-check-error-draw-tile = 平局选择需要有支配棋的地域（规则 3-2）
tenka-check-error-roll-region = 要掷骰的地域不是尚待结算的交战地域
tenka-check-error-none-left = 没有尚待结算的交战地域
tenka-check-error-redeploy = 没有地域的玩家无处重新部署（规则 3-2）

tenka-view-now = 局面
tenka-view-storage = 兵力存放处
tenka-view-storage-end = 应取兵力而存放处已空时游戏结束（规则 5）
tenka-view-players = 玩家
tenka-view-acting = ▶ { $who }
tenka-view-tiles = 支配棋
tenka-view-hand = 手中兵力
tenka-view-on-board = 场上兵力
tenka-view-alliance = { $a } ↔ { $b }
tenka-view-alliance-note = 同盟双方交换一枚支配棋：终局各得 1 分；仅当一方攻击另一方或失去全部地域时解除（规则 4）
tenka-view-war = 战争（规则 3-2）
tenka-view-attacker = 攻方
tenka-view-defender = 守方
tenka-view-defence-neutral = { $who }（中立地域：由下一位玩家防守，{ $ruling }）
tenka-view-formula = 攻 = 攻击筹码 + 攻方骰（先掷）· 守 = 防御筹码 + 地域上的兵力 + 越过粗国境时 1 + 守方骰
tenka-view-draw = { $region } 平局：守方退回兵力（保留支配棋），或退回支配棋（兵力移至己方相邻地域）
tenka-view-chips-shown = 攻 { $attack } · 守 { $defence }
tenka-view-no-chips = 无
tenka-view-to-resolve = 待结算
tenka-view-attack-before-die = 掷骰前的攻方
tenka-view-defence-before-die = 掷骰前守方加上
tenka-view-board = 棋盘
tenka-view-points = { $n } 分
tenka-view-troops = 兵 { $n }
tenka-view-regions = 地域一览

## Issue 21: the players' names, entered at set-up.
tenka-option-name = 第{ $seat }位玩家（{ $colour }）的名字
tenka-option-name-help = 可不填：玩家的名字，显示在颜色旁边（最多{ $n }个字）
tenka-option-name-only = { $help }（{ $n }人或以上时才用）
tenka-error-name-long = 最多{ $n }个字
tenka-player-named = { $name }（{ $colour ->
    [red] 赤
    [blue] 青
    [yellow] 黄
    [green] 緑
    [purple] 紫
   *[orange] 橙
}）
