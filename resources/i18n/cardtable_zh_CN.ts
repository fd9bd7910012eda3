<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
    <context>
        <name>ActionButton</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/action_panel.py" line="+200" />
            <source>%1 (shortcut: %2)</source>
            <translation>%1（快捷键：%2）</translation>
        </message>
    </context>
    <context>
        <name>Actions</name>
        <message>
            <location filename="../../cardtable_qt/session/action_words.py" line="+36" />
            <source>cut the deck</source>
            <translation>切牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>play</source>
            <translation>出牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>pass</source>
            <translation>不要</translation>
        </message>
        <message>
            <location line="+1" />
            <source>pay tribute</source>
            <translation>进贡</translation>
        </message>
        <message>
            <location line="+1" />
            <source>return tribute</source>
            <translation>还贡</translation>
        </message>
        <message>
            <location line="+1" />
            <source>pack</source>
            <translation>弃局</translation>
        </message>
        <message>
            <location line="+1" />
            <source>draw</source>
            <translation>摸牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>discard</source>
            <translation>打出</translation>
        </message>
        <message>
            <location line="+1" />
            <source>declare</source>
            <translation>宣告</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bet</source>
            <translation>下注</translation>
        </message>
        <message>
            <location line="+1" />
            <source>call</source>
            <translation>跟注</translation>
        </message>
        <message>
            <location line="+1" />
            <source>raise</source>
            <translation>加注</translation>
        </message>
        <message>
            <location line="+1" />
            <source>fold</source>
            <translation>弃牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>rebuy</source>
            <translation>补充筹码</translation>
        </message>
        <message>
            <location line="+1" />
            <source>sit out</source>
            <translation>本轮不玩</translation>
        </message>
        <message>
            <location line="+25" />
            <source>bet %1 on place %2</source>
            <translation>在第 %2 门下注 %1</translation>
        </message>
        <message>
            <location line="+17" />
            <source>from the stock</source>
            <translation>从牌堆</translation>
        </message>
        <message>
            <location line="+1" />
            <source>from the discard pile</source>
            <translation>从弃牌堆</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <location filename="../../cardtable_qt/app.py" line="+93" />
            <source>Some of CardTable's fonts are missing (%1); some names may not display.</source>
            <translation>CardTable 的部分字体缺失（%1），有些文字可能无法显示。</translation>
        </message>
        <message>
            <location line="+59" />
            <source>CardTable is already running; its window was brought to the front.</source>
            <translation>CardTable 已在运行，已将其窗口调到最前。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>CardTable is already running, but its window could not be brought to the front. Switch to it, or close it before starting CardTable again.</source>
            <translation>CardTable 已在运行，但无法将其窗口调到最前。请切换到该窗口，或先关闭它再重新启动 CardTable。</translation>
        </message>
    </context>
    <context>
        <name>CardMark</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/card_mark.py" line="+57" />
            <source>Lv</source>
            <comment>Guandan level card</comment>
            <extracomment>The mark on a Guandan level card (级牌), drawn in the narrow strip under a card's corner that stays in view in a fanned hand: at most 2 short characters (Chinese 级).</extracomment>
            <translation>级</translation>
        </message>
        <message>
            <location line="+6" />
            <source>W</source>
            <comment>Guandan wild card</comment>
            <extracomment>The mark on Guandan's two wild hearts of the level (逢人配), drawn in the narrow strip under a card's corner: at most 2 short characters (Chinese 配).</extracomment>
            <translation>配</translation>
        </message>
        <message>
            <location line="+6" />
            <source>W</source>
            <comment>Rummy wild card</comment>
            <extracomment>The mark on a Rummy wild card (the jokers and the cut joker's rank), drawn in the narrow strip under a card's corner: at most 2 short characters (Chinese 搭, from 百搭).</extracomment>
            <translation>搭</translation>
        </message>
    </context>
    <context>
        <name>GameLog</name>
        <message>
            <location filename="../../cardtable_qt/session/controller.py" line="+572" />
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <location line="+203" />
            <source>You took back your last move.</source>
            <translation>你收回了上一步。</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/session/log_words.py" line="+38" />
            <source>a card</source>
            <translation>一张牌</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Joker</source>
            <translation>王牌</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Big joker</source>
            <translation>大王</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Small joker</source>
            <translation>小王</translation>
        </message>
        <message>
            <location line="+16" />
            <source>you</source>
            <translation>你</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Round %2: you deal.</source>
            <translation>第 %2 轮：你当庄。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round %2: %1 deals.</source>
            <translation>第 %2 轮：%1 当庄。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You bet %2.</source>
            <translation>你下注 %2。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 bets %2.</source>
            <translation>%1 下注 %2。</translation>
        </message>
        <message>
            <location line="+7" />
            <source>You are dealt %1.</source>
            <translation>你拿到 %1。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You draw %1.</source>
            <translation>你补到 %1。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 draws a card.</source>
            <translation>%1 补了一张牌。</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You stand.</source>
            <translation>你停牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 stands.</source>
            <translation>%1 停牌。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You catch the hands of %2 cards.</source>
            <translation>你与 %2 张牌的闲家开牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 catches the hands of %2 cards.</source>
            <translation>%1 与 %2 张牌的闲家开牌。</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You catch no one.</source>
            <translation>你不开牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 catches no one.</source>
            <translation>%1 不开牌。</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+163" />
            <source>You show %2: %3.</source>
            <translation>你亮出 %2：%3。</translation>
        </message>
        <message>
            <location line="-162" />
            <location line="+163" />
            <source>%1 shows %2: %3.</source>
            <translation>%1 亮出 %2：%3。</translation>
        </message>
        <message>
            <location line="-153" />
            <source>You beat the dealer: +%2.</source>
            <translation>你胜过庄家：+%2。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 beats the dealer: +%2.</source>
            <translation>%1 胜过庄家：+%2。</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The dealer beats you: −%2.</source>
            <translation>庄家胜过你：−%2。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The dealer beats %1: −%2.</source>
            <translation>庄家胜过 %1：−%2。</translation>
        </message>
        <message>
            <location line="+7" />
            <source>You tie with the dealer.</source>
            <translation>你与庄家打平。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 ties with the dealer.</source>
            <translation>%1 与庄家打平。</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You take the bank.</source>
            <translation>你做庄。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 takes the bank.</source>
            <translation>%1 做庄。</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You let the bank pass.</source>
            <translation>你不做庄。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 lets the bank pass.</source>
            <translation>%1 不做庄。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You give up the bank after %2 rounds.</source>
            <translation>你将在 %2 轮后下庄。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 gives up the bank after %2 rounds.</source>
            <translation>%1 将在 %2 轮后下庄。</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+117" />
            <source>You buy %2 chips.</source>
            <translation>你买了 %2 筹码。</translation>
        </message>
        <message>
            <location line="-116" />
            <location line="+117" />
            <source>%1 buys %2 chips.</source>
            <translation>%1 买了 %2 筹码。</translation>
        </message>
        <message>
            <location line="-108" />
            <source>You leave the table.</source>
            <translation>你离开了牌桌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 leaves the table.</source>
            <translation>%1 离开了牌桌。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Nobody bet: no cards this round.</source>
            <translation>无人下注：本轮不发牌。</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Hand %2: you deal.</source>
            <translation>第 %2 手：你发牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hand %2: %1 deals.</source>
            <translation>第 %2 手：%1 发牌。</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You get %2 face up.</source>
            <translation>你拿到明牌 %2。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 gets %2 face up.</source>
            <translation>%1 拿到明牌 %2。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Your hole card: %1.</source>
            <translation>你的底牌：%1。</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Betting round %2: you speak first.</source>
            <translation>第 %2 轮下注：你先说话。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Betting round %2: %1 speaks first.</source>
            <translation>第 %2 轮下注：%1 先说话。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You bet %2 (tố).</source>
            <translation>你下注 %2。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 bets %2 (tố).</source>
            <translation>%1 下注 %2。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You call %2 (theo).</source>
            <translation>你跟注 %2。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 calls %2 (theo).</source>
            <translation>%1 跟注 %2。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You raise by %2 to %3 (tố thêm).</source>
            <translation>你加注 %2，到 %3。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 raises by %2 to %3 (tố thêm).</source>
            <translation>%1 加注 %2，到 %3。</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You fold (úp bài).</source>
            <translation>你弃牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 folds (úp bài).</source>
            <translation>%1 弃牌。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The bets go to the pot: %1.</source>
            <translation>下注收入底池：%1。</translation>
        </message>
        <message>
            <location line="+15" />
            <source>You win %2.</source>
            <translation>你赢得 %2。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 wins %2.</source>
            <translation>%1 赢得 %2。</translation>
        </message>
        <message>
            <location line="+18" />
            <source>You sit out.</source>
            <translation>你这一手不玩。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 sits out.</source>
            <translation>%1 这一手不玩。</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Hand %1 is dealt at level %2.</source>
            <translation>第 %1 手开始，打 %2。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Anti-tribute: the big jokers are shown, no tribute is paid.</source>
            <translation>抗贡：亮出大王，不用进贡。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You offer %2 as tribute.</source>
            <translation>你拿出 %2 进贡。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 offers %2 as tribute.</source>
            <translation>%1 拿出 %2 进贡。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You take %2 in tribute from %3.</source>
            <translation>你收到 %3 进贡的 %2。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 takes %2 in tribute from %3.</source>
            <translation>%1 收到 %3 进贡的 %2。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You return %2 to %3.</source>
            <translation>你把 %2 还给 %3。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 returns %2 to %3.</source>
            <translation>%1 把 %2 还给 %3。</translation>
        </message>
        <message>
            <location line="+11" />
            <source>You lead.</source>
            <translation>你先出。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 leads.</source>
            <translation>%1 先出。</translation>
        </message>
        <message>
            <location line="+7" />
            <source>You play %2.</source>
            <translation>你出%2。</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 plays %2.</source>
            <translation>%1 出%2。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You play %2: %3.</source>
            <translation>你出%2：%3。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 plays %2: %3.</source>
            <translation>%1 出%2：%3。</translation>
        </message>
        <message>
            <location line="+13" />
            <source>You pass.</source>
            <translation>你不要。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 passes.</source>
            <translation>%1 不要。</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Banker</source>
            <translation>上游</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Follower</source>
            <translation>二游</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Third</source>
            <translation>三游</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dweller</source>
            <translation>下游</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You go out: %2.</source>
            <translation>你出完了：%2。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 goes out: %2.</source>
            <translation>%1 出完了：%2。</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You win the trick.</source>
            <translation>你赢得这一轮。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 wins the trick.</source>
            <translation>%1 赢得这一轮。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You and %1</source>
            <translation>你和 %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 and %2</source>
            <translation>%1和%2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 win the match at A.</source>
            <translation>%1 过 A，赢得比赛。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 climb %2 to level %3.</source>
            <translation>%1 升 %2 级，打 %3。</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Deal %2: you deal.</source>
            <translation>第 %2 局：你发牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deal %2: %1 deals.</source>
            <translation>第 %2 局：%1 发牌。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The wild card is %1.</source>
            <translation>百搭牌是 %1。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The discard pile starts with %1.</source>
            <translation>弃牌堆的第一张是 %1。</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You pick up %2 from the discard pile.</source>
            <translation>你从弃牌堆拿了 %2。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 picks up %2 from the discard pile.</source>
            <translation>%1 从弃牌堆拿了 %2。</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You draw %1 from the stock.</source>
            <translation>你从牌堆摸到 %1。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 draws from the stock.</source>
            <translation>%1 从牌堆摸了一张牌。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You throw %2.</source>
            <translation>你打出 %2。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 throws %2.</source>
            <translation>%1 打出 %2。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You pack: %2 points.</source>
            <translation>你弃局：%2 分。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 packs: %2 points.</source>
            <translation>%1 弃局：%2 分。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The discard pile is shuffled into a new stock.</source>
            <translation>弃牌堆洗成了新的牌堆。</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You declare.</source>
            <translation>你宣告。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 declares.</source>
            <translation>%1 宣告。</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You win the deal.</source>
            <translation>你赢得本局。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 wins the deal.</source>
            <translation>%1 赢得本局。</translation>
        </message>
        <message>
            <location line="+10" />
            <source>You are charged %2 points.</source>
            <translation>你被计 %2 分。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is charged %2 points.</source>
            <translation>%1 被计 %2 分。</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You are out at %2 points.</source>
            <translation>你以 %2 分出局。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is out at %2 points.</source>
            <translation>%1 以 %2 分出局。</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Result: you won %1.</source>
            <translation>结果：你赢了 %1。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Result: you lost %1.</source>
            <translation>结果：你输了 %1。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Result: you broke even.</source>
            <translation>结果：你不输不赢。</translation>
        </message>
    </context>
    <context>
        <name>GameSession</name>
        <message>
            <location filename="../../cardtable_qt/session/models.py" line="+77" />
            <source>Round %1</source>
            <translation>第 %1 轮</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Deal %1</source>
            <translation>第 %1 局</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hand %1</source>
            <translation>第 %1 手</translation>
        </message>
        <message>
            <location line="-9" />
            <source>Finished after %1 hands</source>
            <translation>共进行了 %1 手后结束</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/session/controller.py" line="-447" />
            <source>The game is not running.</source>
            <translation>游戏未在进行。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game is over.</source>
            <translation>游戏已结束。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>It is not your turn.</source>
            <translation>还没轮到你。</translation>
        </message>
        <message>
            <location line="+299" />
            <source>The result could not be recorded in the statistics.</source>
            <translation>结果无法记入统计。</translation>
        </message>
        <message>
            <location line="+17" />
            <source>The game could not be autosaved: %1 CardTable keeps trying after every move and says when it works again.</source>
            <translation>游戏无法自动保存：%1 CardTable 会在每一步之后继续尝试，恢复时会提示你。</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Autosaving works again: the game is saved after every move.</source>
            <translation>自动保存已恢复：每一步之后都会保存游戏。</translation>
        </message>
        <message>
            <location line="+42" />
            <source>Undo is off in this game.</source>
            <translation>本局游戏已关闭悔棋。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>A finished hand cannot be taken back.</source>
            <translation>已结束的一手牌不能收回。</translation>
        </message>
        <message>
            <location line="-2" />
            <location line="+7" />
            <location line="+26" />
            <source>There is nothing to undo.</source>
            <translation>没有可以撤销的操作。</translation>
        </message>
        <message>
            <location line="-327" />
            <source>The strongest AI could not decide: this is the Standard AI's advice.</source>
            <translation>最强的 AI 未能作出决定：这是标准 AI 的建议。</translation>
        </message>
        <message>
            <location line="+136" />
            <source>%1 hesitated: the Standard AI plays this move for it.</source>
            <translation>%1 犹豫了：由标准 AI 代它出这一步。</translation>
        </message>
        <message>
            <location line="+168" />
            <source>Your last decision cannot be taken back: you have seen a new card since.</source>
            <translation>无法撤销你上一个决定：此后你已看到一张新牌。</translation>
        </message>
        <message>
            <location line="+35" />
            <source>This move cannot be undone.</source>
            <translation>这一步不能撤销。</translation>
        </message>
        <message>
            <location line="+37" />
            <source>There is nothing to redo.</source>
            <translation>没有可以重做的操作。</translation>
        </message>
    </context>
    <context>
        <name>GameTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/game_table.py" line="+137" />
            <source>Fast-forward</source>
            <translation>快进</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Play the rest of this hand at the fastest speed</source>
            <translation>以最快速度打完这一手</translation>
        </message>
        <message>
            <location line="+315" />
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <location line="+13" />
            <source>you</source>
            <translation>你</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Your turn in a moment…</source>
            <translation>马上轮到你…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your move…</source>
            <translation>轮到你…</translation>
        </message>
        <message>
            <location line="+23" />
            <source>The demo is over: this was its last hand.</source>
            <translation>演示结束：这是最后一手。</translation>
        </message>
        <message>
            <location line="+9" />
            <source>%1 is playing</source>
            <translation>%1 正在打牌</translation>
        </message>
        <message>
            <location line="+161" />
            <source>Undo</source>
            <translation>悔牌</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Take back your last decision and the AI moves since (Ctrl+Z)</source>
            <translation>收回你的上一个决定以及之后 AI 的行动（Ctrl+Z）</translation>
        </message>
    </context>
    <context>
        <name>GameTile</name>
        <message>
            <location filename="../../cardtable_qt/ui/start_screen.py" line="+44" />
            <source>Chinese team climbing game, two decks, 4 players</source>
            <translation>中国的组队升级牌戏，两副牌，4 人</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Thai banking game: beat the dealer, 2–9 hands</source>
            <translation>泰国的坐庄牌戏：赢过庄家，2–9 手牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Vietnamese five-card stud, 2–6 players</source>
            <translation>越南五张梭哈，2–6 人</translation>
        </message>
        <message>
            <location line="+1" />
            <source>13-card rummy from India, 2–6 players</source>
            <translation>印度 13 张拉米牌，2–6 人</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Vietnamese poker</source>
            <translation>越南梭哈</translation>
        </message>
        <message>
            <location line="+56" />
            <source>Play</source>
            <translation>开始</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Table coming soon</source>
            <translation>牌桌即将推出</translation>
        </message>
        <message>
            <location line="+15" />
            <source>The table for this game is not built yet.</source>
            <translation>这个游戏的牌桌还没有做好。</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <location filename="../../cardtable_qt/session/models.py" line="-34" />
            <source>Guandan</source>
            <translation>掼蛋</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pok Deng</source>
            <translation>博定</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Xì tố</source>
            <translation>越南梭哈</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Indian Rummy</source>
            <translation>印度拉米</translation>
        </message>
    </context>
    <context>
        <name>GuandanAids</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_aids.py" line="+97" />
            <source>Card counter</source>
            <translation>记牌器</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Big</source>
            <comment>joker</comment>
            <translation>大王</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Small</source>
            <comment>joker</comment>
            <translation>小王</translation>
        </message>
        <message>
            <location line="+55" />
            <location line="+39" />
            <source>Last trick</source>
            <translation>上一轮</translation>
        </message>
        <message>
            <location line="-26" />
            <source>No trick has finished yet this hand.</source>
            <translation>本局还没有打完的一轮。</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Pass</source>
            <translation>不要</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Shift+click takes every copy of a rank</source>
            <translation>Shift+单击：选中同点数的所有牌</translation>
        </message>
    </context>
    <context>
        <name>GuandanDecisions</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_decisions.py" line="+57" />
            <source>The match is over: %1 win.</source>
            <translation>比赛结束：%1 获胜。</translation>
        </message>
        <message>
            <location line="+15" />
            <source>You cut the deck: the turned card, counted from you, says who draws first; whoever draws it leads.</source>
            <translation>请切牌：翻开的牌从你开始数，决定谁先摸牌；摸到这张牌的人先出。</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Your lead: choose cards (click, drag across, or ←/→ and ↑) and Play any combination.</source>
            <translation>轮到你先出：选牌（单击、拖动划选，或用 ←/→ 和 ↑），然后出任意牌型。</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Nothing beats %1's %2: Pass.</source>
            <translation>没有牌能压过 %1 的%2：不要。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Beat %1's %2 with a higher bomb, or Pass.</source>
            <translation>用更大的炸弹压过 %1 的%2，或者选择不要。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Only a bomb beats %1's %2: play one, or Pass.</source>
            <translation>只有炸弹能压过 %1 的%2：出炸弹，或者选择不要。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Beat %1's %2 with a higher one of that kind or a bomb, or Pass.</source>
            <translation>用同牌型中更大的牌或炸弹压过 %1 的%2，或者选择不要。</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Tribute 进贡: give your highest card (%1; the wild hearts do not count). Choose it and press Pay tribute.</source>
            <translation>进贡：交出你最大的一张牌（%1；红心级牌逢人配不算）。选中它后按“进贡”。</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Return a card to %1 (还贡): any card of rank 10 or lower that is not a level card; with none, your lowest.</source>
            <translation>还贡给 %1：任意一张不大于 10 且不是级牌的牌；若没有，则还你最小的牌。</translation>
        </message>
        <message>
            <location line="+10" />
            <source>You went out: %1</source>
            <translation>你出完了：%1</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 cuts the deck…</source>
            <translation>%1 正在切牌…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 pays tribute…</source>
            <translation>%1 正在进贡…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 returns a card…</source>
            <translation>%1 正在还贡…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is thinking…</source>
            <translation>%1 正在思考…</translation>
        </message>
        <message>
            <location line="+59" />
            <source>Those cards are not a play you can make now.</source>
            <translation>这些牌现在不能这样出。</translation>
        </message>
        <message>
            <location line="+23" />
            <source>These cards can be played in %1 ways: which one? (keys 1–%1, Esc to cancel)</source>
            <translation>这些牌有 %1 种出法：选哪一种？（按 1–%1，Esc 取消）</translation>
        </message>
        <message>
            <location line="+39" />
            <source>Pay %1 as tribute</source>
            <translation>进贡 %1</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Return %1</source>
            <translation>还 %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Pass</source>
            <translation>不要</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Cut the deck</source>
            <translation>切牌</translation>
        </message>
    </context>
    <context>
        <name>GuandanEvents</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_events.py" line="+153" />
            <source>You turned %2</source>
            <translation>你翻出 %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 turned %2</source>
            <translation>%1 翻出 %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>count %1</source>
            <translation>数到 %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>you draw first</source>
            <translation>你先摸牌</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 draws first</source>
            <translation>%1 先摸牌</translation>
        </message>
        <message>
            <location line="+3" />
            <source>you draw the turned card last and lead</source>
            <translation>你最后摸到翻开的牌并先出</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 draws the turned card last and leads</source>
            <translation>%1 最后摸到翻开的牌并先出</translation>
        </message>
        <message>
            <location line="+104" />
            <source>%1 and %2</source>
            <translation>%1和%2</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Anti-tribute 抗贡: you hold both big jokers</source>
            <translation>抗贡：你握有两张大王</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Anti-tribute 抗贡: %1 holds both big jokers</source>
            <translation>抗贡：%1 握有两张大王</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Anti-tribute 抗贡: %1 hold both big jokers</source>
            <translation>抗贡：%1 握有两张大王</translation>
        </message>
        <message>
            <location line="+3" />
            <source>No tribute this hand; the Banker leads.</source>
            <translation>本手不进贡，由上游先出。</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Tribute</source>
            <translation>进贡</translation>
        </message>
        <message>
            <location line="+27" />
            <source>You give %2 to %3</source>
            <translation>你把 %2 进贡给 %3</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 gives %2 to %3</source>
            <translation>%1 把 %2 进贡给 %3</translation>
        </message>
        <message>
            <location line="+21" />
            <source>You return %2 to %3, face down</source>
            <translation>你把 %2 还给 %3，扣着</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 returns %2 to %3, face down</source>
            <translation>%1 把 %2 还给 %3，扣着</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 returns a card to %3, face down</source>
            <translation>%1 还给 %3 一张牌，扣着</translation>
        </message>
        <message>
            <location line="+23" />
            <source>You drew the turned card and lead</source>
            <translation>你摸到了翻开的牌，由你先出</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 drew the turned card and leads</source>
            <translation>%1 摸到了翻开的牌，由其先出</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You paid the tribute and lead</source>
            <translation>你进了贡，由你先出</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 paid the tribute and leads</source>
            <translation>%1 进了贡，由其先出</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You, the Banker, lead (no tribute)</source>
            <translation>你是上游，由你先出（不进贡）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1, the Banker, leads (no tribute)</source>
            <translation>%1 是上游，由其先出（不进贡）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lead</source>
            <translation>你先出</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 leads</source>
            <translation>%1 先出</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hand %1</source>
            <translation>第 %1 手</translation>
        </message>
        <message>
            <location line="+64" />
            <source>Pass</source>
            <translation>不要</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You go out: %2</source>
            <translation>你出完了：%2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 goes out: %2</source>
            <translation>%1 出完了：%2</translation>
        </message>
        <message>
            <location line="+13" />
            <source>%1 is out: the lead passes to you, the partner</source>
            <translation>%1 出完了：由你（其对家）接风</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You are out: the lead passes to your partner, %2</source>
            <translation>你出完了：由你的对家 %2 接风</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is out: the lead passes to the partner, %2</source>
            <translation>%1 出完了：由其对家 %2 接风</translation>
        </message>
        <message>
            <location line="+61" />
            <source>%1 win the hand at A</source>
            <translation>%1 过 A，赢得这一手</translation>
        </message>
        <message>
            <location line="-48" />
            <source>Double Dweller</source>
            <translation>双下</translation>
        </message>
        <message>
            <location line="+56" />
            <source>next hand at level %1</source>
            <translation>下一手打 %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 drop back to 2</source>
            <translation>%1 退回打 2</translation>
        </message>
        <message>
            <location line="-21" />
            <source>Levels: %1 at %2, %3 at %4</source>
            <translation>级数：%1 打 %2，%3 打 %4</translation>
        </message>
        <message>
            <location line="+25" />
            <source>%1 win the match!</source>
            <translation>%1 赢得比赛！</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Game over</source>
            <translation>游戏结束</translation>
        </message>
    </context>
    <context>
        <name>GuandanPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_panel.py" line="+33" />
            <location line="+62" />
            <source>Sort by suit</source>
            <translation>按花色排序</translation>
        </message>
        <message>
            <location line="-61" />
            <location line="+67" />
            <source>Arrange 理牌</source>
            <translation>理牌</translation>
        </message>
        <message>
            <location line="-59" />
            <source>Cut the deck</source>
            <translation>切牌</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+9" />
            <location line="+8" />
            <source>Show plays</source>
            <translation>显示牌型</translation>
        </message>
        <message>
            <location line="-16" />
            <location line="+9" />
            <location line="+8" />
            <source>Clear</source>
            <translation>清除</translation>
        </message>
        <message>
            <location line="-16" />
            <source>Pass</source>
            <translation>不要</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play</source>
            <translation>出牌</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Pay tribute</source>
            <translation>进贡</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Return this card</source>
            <translation>还这张牌</translation>
        </message>
        <message>
            <location line="+35" />
            <source>Ungroup</source>
            <translation>还原</translation>
        </message>
        <message>
            <location line="-25" />
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Sort by rank</source>
            <translation>按点数排序</translation>
        </message>
    </context>
    <context>
        <name>GuandanSelection</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_selection.py" line="+102" />
            <source>not a combination</source>
            <translation>不是有效牌型</translation>
        </message>
        <message>
            <location line="+8" />
            <source>(or 1 other reading: you choose)</source>
            <translation>（也可以看成另外 1 种牌型：由你选择）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>(or %1 other readings: you choose)</source>
            <translation>（也可以看成另外 %1 种牌型：由你选择）</translation>
        </message>
        <message>
            <location line="+3" />
            <source>lead it</source>
            <translation>先出这手</translation>
        </message>
        <message>
            <location line="+0" />
            <source>beats</source>
            <translation>压得过</translation>
        </message>
        <message>
            <location line="+6" />
            <source>does not beat %1</source>
            <translation>压不过 %1</translation>
        </message>
        <message>
            <location line="+16" />
            <source>choose one card</source>
            <translation>请选一张牌</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 is not your highest card</source>
            <translation>%1 不是你最大的牌</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 may not be returned</source>
            <translation>%1 不能用来还贡</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Pay %1 as tribute</source>
            <translation>进贡 %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Return %1</source>
            <translation>还 %1</translation>
        </message>
        <message>
            <location line="+52" />
            <source>Nothing in your hand beats it: pass.</source>
            <translation>你手里没有压得过的牌：不要。</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Space</source>
            <translation>空格键</translation>
        </message>
        <message>
            <location line="+2" />
            <source>play %1 of %2, cheapest first · %3: next</source>
            <translation>第 %1 / %2 种出法，从小到大 · %3：下一种</translation>
        </message>
        <message>
            <location line="+96" />
            <source>←/→ move over your cards, ↑ picks one, ↓ puts it back; Enter plays.</source>
            <translation>←/→ 在牌间移动，↑ 选中一张，↓ 放回；Enter 出牌。</translation>
        </message>
    </context>
    <context>
        <name>GuandanTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan.py" line="+157" />
            <source>turned card</source>
            <translation>翻开的牌</translation>
        </message>
        <message>
            <location line="+255" />
            <source>your partner</source>
            <translation>你的对家</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Thinking…</source>
            <translation>思考中…</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Tries at A: %1</source>
            <translation>打 A 次数：%1</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+44" />
            <source>Hand %1 · level %2</source>
            <translation>第 %1 手 · 打 %2</translation>
        </message>
        <message>
            <location line="-37" />
            <source>yours</source>
            <translation>我方</translation>
        </message>
        <message>
            <location line="+0" />
            <source>theirs</source>
            <translation>对方</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hand %1 · level %2 (%3)</source>
            <translation>第 %1 手 · 打 %2（%3）</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Wild cards: %1</source>
            <translation>逢人配：%1</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Hand %1: the places</source>
            <translation>第 %1 手：名次</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 win the match at A</source>
            <translation>%1 过 A，赢得比赛</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Tribute</source>
            <translation>进贡</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Pass</source>
            <translation>不要</translation>
        </message>
    </context>
    <context>
        <name>GuandanWords</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_words.py" line="+47" />
            <source>Banker</source>
            <translation>上游</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Follower</source>
            <translation>二游</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Third</source>
            <translation>三游</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dweller</source>
            <translation>下游</translation>
        </message>
        <message>
            <location line="+20" />
            <source>1st</source>
            <translation>第1</translation>
        </message>
        <message>
            <location line="+0" />
            <source>2nd</source>
            <translation>第2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>3rd</source>
            <translation>第3</translation>
        </message>
        <message>
            <location line="+0" />
            <source>4th</source>
            <translation>第4</translation>
        </message>
        <message>
            <location line="+5" />
            <source>big joker</source>
            <translation>大王</translation>
        </message>
        <message>
            <location line="+0" />
            <source>small joker</source>
            <translation>小王</translation>
        </message>
        <message>
            <location line="+15" />
            <location line="+5" />
            <source>%1 and %2</source>
            <translation>%1和%2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>more than %1</source>
            <translation>%1 张以上</translation>
        </message>
        <message>
            <location line="+2" />
            <location filename="../../cardtable_qt/ui/tables/rummy.py" line="+427" />
            <source>1 card</source>
            <translation>1 张牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 cards</source>
            <translation>%1 张牌</translation>
        </message>
        <message>
            <location line="+7" />
            <source>+ %1 from %2</source>
            <translation>+ %1（来自%2）</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1 climb 1 level</source>
            <translation>%1 升 1 级</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 climb %2 levels</source>
            <translation>%1 升 %2 级</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Straight</source>
            <translation>顺子</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Straight flush</source>
            <translation>同花顺</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bomb</source>
            <translation>炸弹</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Joker bomb</source>
            <translation>天王炸</translation>
        </message>
    </context>
    <context>
        <name>HandHistoryDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/hand_history.py" line="+67" />
            <source>%1 level</source>
            <translation>%1 级</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 levels</source>
            <translation>%1 级</translation>
        </message>
        <message>
            <location line="+5" />
            <source>1 point</source>
            <translation>1 分</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 points</source>
            <translation>%1 分</translation>
        </message>
        <message>
            <location line="+108" />
            <source>Hand history</source>
            <translation>牌局记录</translation>
        </message>
        <message>
            <location line="-72" />
            <source>The game at the table</source>
            <translation>桌上的牌局</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 · %2 · %3 (saved)</source>
            <translation>%1 · %2 · %3（存档）</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Hands of:</source>
            <translation>牌局：</translation>
        </message>
        <message>
            <location line="+59" />
            <source>Hand</source>
            <translation>手</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Hand key</source>
            <translation>牌局编号</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Won by</source>
            <translation>赢家</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Your result</source>
            <translation>你的结果</translation>
        </message>
        <message>
            <location line="-45" />
            <source>Replay</source>
            <translation>回放</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Review</source>
            <translation>复盘</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Export…</source>
            <translation>导出…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Import…</source>
            <translation>导入…</translation>
        </message>
        <message>
            <location line="+59" />
            <source>nobody</source>
            <translation>无人</translation>
        </message>
        <message>
            <location line="-8" />
            <source>The hand's own deal key</source>
            <translation>这一手自己的发牌编号</translation>
        </message>
        <message>
            <location line="-15" />
            <source>Deal history</source>
            <translation>每局记录</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Deal</source>
            <translation>局</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Deal key</source>
            <translation>局编号</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round history</source>
            <translation>每轮记录</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Round</source>
            <translation>轮</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Round key</source>
            <translation>轮编号</translation>
        </message>
        <message>
            <location line="+12" />
            <source>The deal's own shuffle key</source>
            <translation>这一局自己的洗牌编号</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The round's own deal key</source>
            <translation>这一轮自己的发牌编号</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Every finished deal of this game.</source>
            <translation>本场游戏中每一局已结束的牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every finished round of this game.</source>
            <translation>本场游戏中每一轮已结束的牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every finished hand of this game.</source>
            <translation>本局游戏中每一手已结束的牌。</translation>
        </message>
        <message>
            <location line="+6" />
            <source>No deal of this game has finished yet. Import… opens an exported deal.</source>
            <translation>本场游戏还没有结束任何一局。“导入…”可打开导出的一局。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>No round of this game has finished yet. Import… opens an exported round.</source>
            <translation>本场游戏还没有结束任何一轮。“导入…”可打开导出的一轮。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>No hand of this game has finished yet. Import… opens an exported hand.</source>
            <translation>本局游戏还没有结束任何一手牌。“导入…”可打开导出的牌局。</translation>
        </message>
        <message>
            <location line="+89" />
            <source>Deals (*.json)</source>
            <translation>牌局 (*.json)</translation>
        </message>
        <message>
            <location line="-28" />
            <source>Export the round</source>
            <translation>导出这一轮</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Rounds (*.json)</source>
            <translation>轮次 (*.json)</translation>
        </message>
        <message>
            <location line="-28" />
            <source>Export the hand</source>
            <translation>导出这一手</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Export the deal</source>
            <translation>导出这一局</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Hands (*.json)</source>
            <translation>牌局 (*.json)</translation>
        </message>
        <message>
            <location line="-18" />
            <source>Export</source>
            <translation>导出</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Import a deal</source>
            <translation>导入一局</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Import a round</source>
            <translation>导入一轮</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Import a hand</source>
            <translation>导入一手牌</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Import</source>
            <translation>导入</translation>
        </message>
    </context>
    <context>
        <name>HandResults</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/hand_results.py" line="+47" />
            <source>You won %1</source>
            <translation>你赢了 %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lost %1</source>
            <translation>你输了 %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You broke even</source>
            <translation>你不输不赢</translation>
        </message>
        <message>
            <location line="+22" />
            <source>%1 · cut in</source>
            <translation>%1 · 插位</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 · last leg</source>
            <translation>%1 · 末家</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 · your place</source>
            <translation>%1 · 你的位置</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 · own place</source>
            <translation>%1 · 本位</translation>
        </message>
        <message>
            <location line="+5" />
            <source>beats the dealer's %1</source>
            <translation>胜过庄家的%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>loses to the dealer's %1</source>
            <translation>输给庄家的%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>ties with the dealer's %1</source>
            <translation>与庄家的%1打平</translation>
        </message>
        <message>
            <location line="+4" />
            <source>beats the dealer</source>
            <translation>胜过庄家</translation>
        </message>
        <message>
            <location line="+1" />
            <source>loses to the dealer</source>
            <translation>输给庄家</translation>
        </message>
        <message>
            <location line="+1" />
            <source>ties with the dealer</source>
            <translation>与庄家打平</translation>
        </message>
        <message>
            <location line="+3" />
            <source>×%1</source>
            <translation>×%1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>bet %1</source>
            <translation>下注 %1</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Dealer</source>
            <translation>庄家</translation>
        </message>
        <message>
            <location line="+11" />
            <source>You won %1 this round</source>
            <translation>本轮你赢了 %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>You lost %1 this round</source>
            <translation>本轮你输了 %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Even this round</source>
            <translation>本轮不输不赢</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Nobody bet: no cards this round</source>
            <translation>无人下注：本轮不发牌</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The round is over</source>
            <translation>本轮结束</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Each hand against you, the dealer; the chips are what you paid or took.</source>
            <translation>每一手都与你（庄家）比；筹码是你付出或收下的。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Each hand against the dealer, %1; the chips are the hand's.</source>
            <translation>每一手分别与庄家比，%1；筹码归各手所有。</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The pot</source>
            <translation>底池</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Main pot</source>
            <translation>主池</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Side pot %1</source>
            <translation>边池 %1</translation>
        </message>
        <message>
            <location line="+18" />
            <source>you folded</source>
            <translation>你已弃牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 folded</source>
            <translation>%1 已弃牌</translation>
        </message>
        <message>
            <location line="+2" />
            <source>everyone else folded</source>
            <translation>其他人都已弃牌</translation>
        </message>
        <message>
            <location line="+70" />
            <source>loses</source>
            <translation>输</translation>
        </message>
        <message>
            <location line="+15" />
            <source>You put in %1 and took %2.</source>
            <translation>你投入 %1，收回 %2。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You put in %1.</source>
            <translation>你投入 %1。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The hand is over</source>
            <translation>这一手结束</translation>
        </message>
        <message>
            <location line="+19" />
            <source>You took pots worth %2</source>
            <translation>你收下底池共 %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You took the pot of %2</source>
            <translation>你收下底池 %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 took pots worth %2</source>
            <translation>%1 收下底池共 %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 took the pot of %2</source>
            <translation>%1 收下底池 %2</translation>
        </message>
        <message>
            <location line="+3" />
            <source> (%1 pots)</source>
            <translation>（%1 个底池）</translation>
        </message>
    </context>
    <context>
        <name>HelpDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/help.py" line="+117" />
            <source>CardTable help</source>
            <translation>CardTable 帮助</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Rules</source>
            <translation>规则</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keyboard</source>
            <translation>键盘</translation>
        </message>
        <message>
            <location line="+1" />
            <source>About</source>
            <translation>关于</translation>
        </message>
        <message>
            <location line="+35" />
            <source>The rules of %1 are not installed.</source>
            <translation>未安装%1的规则。</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Finish the card animations at once</source>
            <translation>立即完成发牌动画</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Space or a click</source>
            <translation>空格键或单击</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move between your cards</source>
            <translation>在你的牌之间移动</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Arrow keys</source>
            <translation>方向键</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every button at the table</source>
            <translation>牌桌上的所有按钮</translation>
        </message>
        <message>
            <location line="+0" />
            <source>The key shown on the button</source>
            <translation>按钮上显示的按键</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hint: what the strongest AI would do in your place, and why</source>
            <translation>提示：最强的 AI 在你的位置会怎么做，以及原因</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take the hint shown</source>
            <translation>采纳显示的提示</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Guandan: show your legal plays one by one (Show plays)</source>
            <translation>掼蛋：逐个显示你可以出的牌型（显示牌型）</translation>
        </message>
        <message>
            <location line="+4" />
            <source>What</source>
            <translation>功能</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Key</source>
            <translation>按键</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Show:</source>
            <translation>显示：</translation>
        </message>
        <message>
            <location line="+3" />
            <source>What CardTable ships</source>
            <translation>CardTable 包含的组件</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Licence of %1</source>
            <translation>%1 的许可证</translation>
        </message>
        <message>
            <location line="+4" />
            <source>About Qt</source>
            <translation>关于 Qt</translation>
        </message>
        <message>
            <location line="+12" />
            <source>The licence file is missing from this installation.</source>
            <translation>本安装中缺少许可证文件。</translation>
        </message>
        <message>
            <location line="+7" />
            <location line="+21" />
            <source>MIT licence</source>
            <translation>MIT 许可证</translation>
        </message>
        <message>
            <location line="-19" />
            <source>The program, its rule texts and its card art (drawn by the project's own script, resources/cards).</source>
            <translation>程序本身、规则文本和牌面图案（由项目自带的脚本 resources/cards 绘制）。</translation>
        </message>
        <message>
            <location line="+6" />
            <source>GNU LGPL v3</source>
            <translation>GNU LGPL v3</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The Qt Company and the Qt for Python project; source at &lt;a href='https://code.qt.io'&gt;code.qt.io&lt;/a&gt;.</source>
            <translation>The Qt Company 与 Qt for Python 项目；源代码见 &lt;a href='https://code.qt.io'&gt;code.qt.io&lt;/a&gt;。</translation>
        </message>
        <message>
            <location line="+6" />
            <source>PSF licence</source>
            <translation>PSF 许可证</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Python Software Foundation.</source>
            <translation>Python 软件基金会。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Finds the folders for settings and saved games.</source>
            <translation>用于查找存放设置和存档的文件夹。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>SIL Open Font License 1.1</source>
            <translation>SIL 开放字体许可证 1.1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Google and Adobe; the Chinese font is a subset. Text: resources/fonts/OFL.txt.</source>
            <translation>Google 与 Adobe；中文字体为子集。许可文本：resources/fonts/OFL.txt。</translation>
        </message>
        <message>
            <location line="+11" />
            <source>A card table for Guandan, Pok Deng, Xì tố and Indian Rummy, played against AI players, offline.</source>
            <translation>一张可以离线与 AI 玩家对战掼蛋、博定、越南梭哈和印度拉米的牌桌。</translation>
        </message>
    </context>
    <context>
        <name>Languages</name>
        <message>
            <location filename="../../cardtable_qt/ui/i18n.py" line="+38" />
            <source>English</source>
            <translation>英语</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Thai</source>
            <translation>泰语</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Vietnamese</source>
            <translation>越南语</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hindi</source>
            <translation>印地语</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Chinese</source>
            <translation>中文</translation>
        </message>
    </context>
    <context>
        <name>LessonChooser</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/lessons.py" line="+34" />
            <source>Tutorial</source>
            <translation>教程</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Each lesson is played on the real table: do what the bubble asks, or press Show me. Choose a lesson and press Start.</source>
            <translation>每节课都在真实的牌桌上进行：按气泡提示操作，或按“示范给我看”。选择一节课，然后按“开始”。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Lesson</source>
            <translation>课程</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Done</source>
            <translation>已完成</translation>
        </message>
        <message>
            <location line="+0" />
            <source>What you learn</source>
            <translation>你将学到</translation>
        </message>
        <message>
            <location line="+16" />
            <source>(no lessons yet)</source>
            <translation>（暂无课程）</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Start</source>
            <translation>开始</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Continue where I stopped</source>
            <translation>从上次停下的地方继续</translation>
        </message>
    </context>
    <context>
        <name>LoadDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/saves.py" line="+121" />
            <source>Load a saved game</source>
            <translation>载入存档</translation>
        </message>
        <message>
            <location line="+10" />
            <source>You have no saved games yet. Use Game ▸ Save As at a table.</source>
            <translation>你还没有存档。在牌桌上使用“游戏 → 另存为”。</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Delete</source>
            <translation>删除</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Delete the selected saved game (Del)</source>
            <translation>删除选中的存档（Del）</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Open a file…</source>
            <translation>打开文件…</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Load</source>
            <translation>载入</translation>
        </message>
        <message>
            <location line="+53" />
            <source>Press Delete again to delete “%1”.</source>
            <translation>再按一次 Delete 删除“%1”。</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Open a saved game</source>
            <translation>打开存档</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Saved games (*.json)</source>
            <translation>存档 (*.json)</translation>
        </message>
    </context>
    <context>
        <name>LogPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/log_panel.py" line="+168" />
            <location line="+32" />
            <source>Game log</source>
            <translation>牌局日志</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Fold the game log (%1)</source>
            <translation>收起牌局日志（%1）</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Log</source>
            <translation>日志</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the game log (%1)</source>
            <translation>打开牌局日志（%1）</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../cardtable_qt/ui/main_window.py" line="+150" />
            <location line="+103" />
            <source>Paused — press P to carry on</source>
            <translation>已暂停——按 P 继续</translation>
        </message>
        <message>
            <location line="-28" />
            <source>&amp;Game</source>
            <translation>游戏(&amp;G)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;New game…</source>
            <translation>新游戏(&amp;N)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Continue</source>
            <translation>继续(&amp;C)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save &amp;As…</source>
            <translation>另存为(&amp;A)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Load…</source>
            <translation>载入(&amp;L)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Pause</source>
            <translation>暂停(&amp;P)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Leave the table</source>
            <translation>离开牌桌(&amp;L)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Undo</source>
            <translation>悔牌(&amp;U)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <location line="+84" />
            <source>Hand &amp;history</source>
            <translation>牌局记录(&amp;H)</translation>
        </message>
        <message>
            <location line="-6" />
            <source>Re&amp;view the last hand</source>
            <translation>复盘上一手(&amp;V)</translation>
        </message>
        <message>
            <location line="-74" />
            <source>T&amp;utorial…</source>
            <translation>教程(&amp;U)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>S&amp;tatistics</source>
            <translation>统计(&amp;T)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Se&amp;ttings…</source>
            <translation>设置(&amp;T)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Watch a demo</source>
            <translation>观看演示(&amp;W)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Rules</source>
            <translation>规则(&amp;R)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>键盘快捷键(&amp;K)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;About CardTable</source>
            <translation>关于 CardTable(&amp;A)</translation>
        </message>
        <message>
            <location line="+64" />
            <source>Re&amp;view the last deal</source>
            <translation>复盘上一局(&amp;V)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Re&amp;view the last round</source>
            <translation>复盘上一轮(&amp;V)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Deal &amp;history</source>
            <translation>每局记录(&amp;H)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round &amp;history</source>
            <translation>每轮记录(&amp;H)</translation>
        </message>
        <message>
            <location line="+103" />
            <source>CardTable is already running here.</source>
            <translation>CardTable 已在这里运行。</translation>
        </message>
        <message>
            <location line="+30" />
            <source>your last game</source>
            <translation>你上一局游戏</translation>
        </message>
        <message>
            <location line="+7" />
            <source>%1 is not part of this version of CardTable yet.</source>
            <translation>此版本的 CardTable 尚未包含%1。</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The table for %1 is not built yet; it comes in a later version. You can read its rules in Help ▸ Rules.</source>
            <translation>%1的牌桌尚未完成，将在以后的版本中提供。你可以在“帮助 → 规则”中阅读它的规则。</translation>
        </message>
        <message>
            <location line="+48" />
            <source>The game could not start: %1</source>
            <translation>游戏无法开始：%1</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The table for %1 is not built yet.</source>
            <translation>%1的牌桌尚未完成。</translation>
        </message>
        <message>
            <location line="+43" />
            <source>seed %1</source>
            <translation>种子 %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Replay</source>
            <translation>回放</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Demo</source>
            <translation>演示</translation>
        </message>
        <message>
            <location line="+46" />
            <source>The game is over. Game ▸ New game to play again.</source>
            <translation>游戏已结束。选择“游戏 → 新游戏”再玩一局。</translation>
        </message>
        <message>
            <location line="+14" />
            <source>There is no game in progress to continue.</source>
            <translation>没有可以继续的游戏。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The autosaved game</source>
            <translation>自动保存的游戏</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 is damaged and cannot be opened (%2).</source>
            <translation>%1已损坏，无法打开（%2）。</translation>
        </message>
        <message>
            <location line="+10" />
            <source>It was kept aside, unchanged, as %1.</source>
            <translation>已原样另存为 %1。</translation>
        </message>
        <message>
            <location line="+42" />
            <source>Saved as “%1”.</source>
            <translation>已保存为“%1”。</translation>
        </message>
        <message>
            <location line="+38" />
            <source>The saved game “%1”</source>
            <translation>存档“%1”</translation>
        </message>
        <message>
            <location line="+14" />
            <source>There is no table for %1 yet, so there is no demo of it.</source>
            <translation>%1还没有牌桌，所以没有演示。</translation>
        </message>
        <message>
            <location line="+16" />
            <source>The demo could not start: %1</source>
            <translation>演示无法开始：%1</translation>
        </message>
        <message>
            <location line="+92" />
            <source>No deal of this game has finished yet.</source>
            <translation>本场游戏还没有结束任何一局。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No round of this game has finished yet.</source>
            <translation>本场游戏还没有结束任何一轮。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No hand of this game has finished yet.</source>
            <translation>本局游戏还没有结束任何一手牌。</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/new_game.py" line="+59" />
            <source>Easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a casual player: sensible, with the odd slip</source>
            <translation>休闲玩家：打得合理，偶尔失误</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Standard</source>
            <translation>标准</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a steady, sound player: the usual opponent</source>
            <translation>稳健可靠的玩家：常见的对手</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Hard</source>
            <translation>困难</translation>
        </message>
        <message>
            <location line="+1" />
            <source>plans ahead and counts the cards it has seen</source>
            <translation>会提前计划，并记住见过的牌</translation>
        </message>
        <message>
            <location line="+50" />
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/session/seats.py" line="+80" />
            <location filename="../../cardtable_qt/ui/dialogs/new_game.py" line="+17" />
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/new_game.py" line="+1" />
            <location line="+1" />
            <source>AI player</source>
            <translation>AI 玩家</translation>
        </message>
        <message>
            <location line="+78" />
            <source>New game: %1</source>
            <translation>新游戏：%1</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Stakes</source>
            <translation>筹码</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rules</source>
            <translation>规则</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Starting a new game replaces the game you could continue (%1). To keep that one, cancel, continue it and use Game ▸ Save As.</source>
            <translation>开始新游戏会取代你可以继续的游戏（%1）。若要保留它，请取消，继续那局游戏并使用“游戏 → 另存为”。</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Allow undo</source>
            <translation>允许悔牌</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Lets you take back your last decision (Ctrl+Z) within a hand; the results of a game where you did are marked in the statistics</source>
            <translation>允许你在一手牌之内收回上一个决定（Ctrl+Z）；悔过牌的游戏结果会在统计中标注</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Remember these rules as my defaults</source>
            <translation>把这些规则记为我的默认设置</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Reset rules</source>
            <translation>重置规则</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Put every rule option back to the game's default</source>
            <translation>把所有规则选项恢复为游戏的默认值</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Start</source>
            <translation>开始</translation>
        </message>
        <message>
            <location line="+39" />
            <source>Seat %1</source>
            <translation>座位 %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Seats at the table</source>
            <translation>牌桌座位</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Who</source>
            <translation>谁</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Name</source>
            <translation>名字</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Level</source>
            <translation>水平</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Play passes to the right (counter-clockwise); seat 1 sits at the bottom.</source>
            <translation>按逆时针方向（向右）轮流出牌；1 号座位在下方。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Deal</source>
            <translation>发牌</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Seed</source>
            <translation>种子</translation>
        </message>
        <message>
            <location line="+4" />
            <source>random</source>
            <translation>随机</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The same seed and the same moves give the same deals; leave empty for new ones.</source>
            <translation>相同的种子和相同的操作会发出相同的牌；留空则发新牌。</translation>
        </message>
        <message>
            <location line="+53" />
            <source>These options do not go together: %1</source>
            <translation>这些选项不能同时使用：%1</translation>
        </message>
    </context>
    <context>
        <name>OptionsForm</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/options_form.py" line="+75" />
            <location line="+93" />
            <source>Off</source>
            <translation>关</translation>
        </message>
        <message>
            <location line="-91" />
            <source>Yes</source>
            <translation>是</translation>
        </message>
        <message>
            <location line="+2" />
            <source>No</source>
            <translation>否</translation>
        </message>
        <message>
            <location line="+60" />
            <source>This game has no rule options.</source>
            <translation>这个游戏没有规则选项。</translation>
        </message>
    </context>
    <context>
        <name>PokDengDecisions</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/pokdeng_decisions.py" line="+49" />
            <source>The session is over.</source>
            <translation>本场已结束。</translation>
        </message>
        <message>
            <location line="+21" />
            <source>You are the dealer with %1: draw a card or stand.</source>
            <translation>你是庄家，手牌 %1：补牌还是停牌？</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Your hand at %2: %1. Draw a third card or stand?</source>
            <translation>你在%2的手牌：%1。要补第三张牌还是停牌？</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Your hand at %2: %1. Under 4 points you must draw (table rule).</source>
            <translation>你在%2的手牌：%1。不到 4 点必须补牌（本桌规则）。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Your hand: %1. Draw a third card or stand?</source>
            <translation>你的手牌：%1。要补第三张牌还是停牌？</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your hand: %1. Under 4 points you must draw (table rule).</source>
            <translation>你的手牌：%1。不到 4 点必须补牌（本桌规则）。</translation>
        </message>
        <message>
            <location line="+10" />
            <source>You are the dealer with %1. Catch (จับ): settle now against the hands of two or three cards, or go on.</source>
            <translation>你是庄家，手牌 %1。开牌：现在就与两张或三张牌的闲家结算，或者继续。</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The bank is yours if you want it (you have %1 chips).</source>
            <translation>你想做庄就可以做庄（你有 %1 筹码）。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You hold the bank. Deal another round, or announce your stop: the bank passes three rounds later.</source>
            <translation>你正在做庄。再发一轮，或宣布下庄：三轮后换庄。</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Re-buy %1 chips</source>
            <translation>补充 %1 筹码</translation>
        </message>
        <message>
            <location line="+38" />
            <source>Deal</source>
            <translation>发牌</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Sit out</source>
            <translation>本轮不玩</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Your bets are on the table. Open another hand (click a free place) or deal.</source>
            <translation>你的注已下好。再开一手（点击空位）或发牌。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Your bets are on the table. Deal when you are ready.</source>
            <translation>你的注已下好。准备好就发牌。</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Place your bet: choose the amount, then click a free place (or press B).</source>
            <translation>请下注：选好金额，然后点击一个空位（或按 B）。</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Bet at your place</source>
            <translation>在你的位置下注</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Bet on the cut in</source>
            <translation>下注插位</translation>
        </message>
        <message>
            <location line="+7" />
            <source>the cut in</source>
            <translation>插位</translation>
        </message>
        <message>
            <location line="+52" />
            <source>%1 is placing bets…</source>
            <translation>%1 正在下注…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 decides: draw or stand…</source>
            <translation>%1 在考虑：补牌还是停牌…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1, the dealer, decides whether to catch…</source>
            <translation>庄家 %1 在考虑是否开牌…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1, the dealer, decides whether to draw…</source>
            <translation>庄家 %1 在考虑是否补牌…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is thinking…</source>
            <translation>%1 正在思考…</translation>
        </message>
        <message>
            <location line="+53" />
            <source>at your place</source>
            <translation>在你的位置</translation>
        </message>
        <message>
            <location line="+4" />
            <source>on the cut in</source>
            <translation>在插位</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bet %1 %2</source>
            <translation>下注 %1 %2</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Draw a card</source>
            <translation>补牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stand</source>
            <translation>停牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No catch</source>
            <translation>不开牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take the bank</source>
            <translation>做庄</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Let the bank pass</source>
            <translation>不做庄</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deal another round</source>
            <translation>再发一轮</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Announce your stop</source>
            <translation>宣布下庄</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Re-buy</source>
            <translation>补充筹码</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave the table</source>
            <translation>离开牌桌</translation>
        </message>
        <message>
            <location line="+58" />
            <source>Bet at: %1 (Enter to place it)</source>
            <translation>下注位置：%1（按 Enter 下注）</translation>
        </message>
        <message>
            <location line="-183" />
            <location line="+212" />
            <source>your place</source>
            <translation>你的位置</translation>
        </message>
        <message>
            <location line="-377" />
            <source>The demo is over: this was its last round.</source>
            <translation>演示结束：这是最后一轮。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Review this round</source>
            <translation>复盘这一轮</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The replay is at the round's end. Back steps through it again.</source>
            <translation>回放已到本轮结束。按“后退”可再逐步查看。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The round is over. Next (N), Space or a click goes on.</source>
            <translation>这一轮结束。按“下一局”（N）、空格键或单击继续。</translation>
        </message>
        <message>
            <location line="+82" />
            <source>You are out of chips: you have %1, and you need 5× the minimum bet (%2) to play, since a hand can cost five times its bet. Re-buy, or leave the table?</source>
            <translation>筹码不够：你有 %1，要有最低下注的 5 倍（%2）才能玩，因为一手最多会输掉下注的五倍。补充筹码，还是离桌？</translation>
        </message>
        <message>
            <location line="+61" />
            <source>Bet on the last leg</source>
            <translation>下注末家</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Bet at the place ringed in gold: %1</source>
            <translation>在金圈位置下注：%1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>the last leg</source>
            <translation>末家</translation>
        </message>
        <message>
            <location line="+10" />
            <source>No other hand for you this round</source>
            <translation>本轮你不能再开一手</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You sit this round out</source>
            <translation>本轮你不参加</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The dealer's %1 chips cover %2 in bets (a hand can cost five times its bet), and %3 are bet already.</source>
            <translation>庄家的 %1 筹码只能承担 %2 的下注（一手最多输下注的五倍），已经下注了 %3。</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Your %1 chips cover %2 in bets (a hand can cost five times its bet), and you have bet %3.</source>
            <translation>你的 %1 筹码只能承担 %2 的下注（一手最多输下注的五倍），你已下注 %3。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You need 5× the minimum bet (%1) to play.</source>
            <translation>要有最低下注的 5 倍（%1）才能玩。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>No place is free for another hand.</source>
            <translation>没有空位再开一手。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1. %2</source>
            <translation>%1。%2</translation>
        </message>
        <message>
            <location line="+65" />
            <source>on the last leg</source>
            <translation>在末家</translation>
        </message>
        <message>
            <location line="+103" />
            <source>Your hand (%1): %2 — %3, bet %4</source>
            <translation>你的一手（%1）：%2 — %3，下注 %4</translation>
        </message>
    </context>
    <context>
        <name>PokDengEvents</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/pokdeng_events.py" line="+58" />
            <location line="+323" />
            <source>Dealer</source>
            <translation>庄家</translation>
        </message>
        <message>
            <location line="-271" />
            <location line="+235" />
            <source>Sits out</source>
            <translation>本轮不玩</translation>
        </message>
        <message>
            <location line="-208" />
            <source>Nobody bet: no cards this round</source>
            <translation>无人下注：本轮不发牌</translation>
        </message>
        <message>
            <location line="+38" />
            <source>Draws</source>
            <translation>补牌</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+2" />
            <location line="+2" />
            <source>Stands</source>
            <translation>停牌</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The dealer catches the three-card hands</source>
            <translation>庄家与三张牌的闲家开牌</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The dealer catches the two-card hands</source>
            <translation>庄家与两张牌的闲家开牌</translation>
        </message>
        <message>
            <location line="+4" />
            <source>No catch</source>
            <translation>不开牌</translation>
        </message>
        <message>
            <location line="+11" />
            <source>tie</source>
            <translation>平局</translation>
        </message>
        <message>
            <location line="+104" />
            <source>You won %1 this round</source>
            <translation>本轮你赢了 %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lost %1 this round</source>
            <translation>本轮你输了 %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Even this round</source>
            <translation>本轮不输不赢</translation>
        </message>
        <message>
            <location line="+48" />
            <source>Re-bought</source>
            <translation>已补充筹码</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Left the table</source>
            <translation>已离开牌桌</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Let the bank pass</source>
            <translation>不做庄</translation>
        </message>
        <message>
            <location line="+11" />
            <source>%1 takes the bank</source>
            <translation>%1 做庄</translation>
        </message>
        <message>
            <location line="+0" />
            <source>You take the bank</source>
            <translation>你做庄</translation>
        </message>
        <message>
            <location line="+13" />
            <source>You will give up the bank after %2 rounds</source>
            <translation>你将在 %2 轮后下庄</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 will give up the bank after %2 rounds</source>
            <translation>%1 将在 %2 轮后下庄</translation>
        </message>
        <message>
            <location line="+2" />
            <source>This round is the first of them.</source>
            <translation>本轮是其中的第一轮。</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The session is over: you are %1 chips up</source>
            <translation>本场结束：你赢了 %1 筹码</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The session is over: you are %1 chips down</source>
            <translation>本场结束：你输了 %1 筹码</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The session is over: you broke even</source>
            <translation>本场结束：你不输不赢</translation>
        </message>
    </context>
    <context>
        <name>PokDengPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/pokdeng_panel.py" line="+34" />
            <source>+min</source>
            <translation>+最低</translation>
        </message>
        <message>
            <location line="+1" />
            <source>+50</source>
            <translation>+50</translation>
        </message>
        <message>
            <location line="+1" />
            <source>+100</source>
            <translation>+100</translation>
        </message>
        <message>
            <location line="+1" />
            <source>×2</source>
            <translation>×2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Clear</source>
            <translation>清除</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Last bet</source>
            <translation>上次下注</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bet at your place</source>
            <translation>在你的位置下注</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deal</source>
            <translation>发牌</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Draw a card</source>
            <translation>补牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stand</source>
            <translation>停牌</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Catch two-card hands</source>
            <translation>与两张牌的闲家开牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Catch three-card hands</source>
            <translation>与三张牌的闲家开牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No catch</source>
            <translation>不开牌</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Take the bank</source>
            <translation>做庄</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Let the bank pass</source>
            <translation>不做庄</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Announce your stop</source>
            <translation>宣布下庄</translation>
        </message>
        <message>
            <location line="-1" />
            <source>Deal another round</source>
            <translation>再发一轮</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Re-buy</source>
            <translation>补充筹码</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave the table</source>
            <translation>离开牌桌</translation>
        </message>
        <message>
            <location line="+13" />
            <source>From %1 to %2 chips on one hand</source>
            <translation>每手下注 %1 至 %2 筹码</translation>
        </message>
    </context>
    <context>
        <name>PokDengTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/pokdeng.py" line="+467" />
            <source>cut in</source>
            <translation>插位</translation>
        </message>
        <message>
            <location line="+1" />
            <source>last leg</source>
            <translation>末家</translation>
        </message>
        <message>
            <location line="+1" />
            <source>dealer</source>
            <translation>庄家</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Your place</source>
            <translation>你的位置</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Place</source>
            <translation>位置</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Last leg
(after the dealer)</source>
            <translation>末家
（庄家之后）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cut in</source>
            <translation>插位</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Dealer</source>
            <translation>庄家</translation>
        </message>
        <message>
            <location line="+99" />
            <source>Round %1 · Dealer: %2 · bets %3–%4</source>
            <translation>第 %1 轮 · 庄家：%2 · 下注 %3–%4</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Your bankroll %1</source>
            <translation>你的筹码 %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source> (%1 on the table)</source>
            <translation>（桌上 %1）</translation>
        </message>
        <message>
            <location line="+2" />
            <source> (%1 re-bought)</source>
            <translation>（已补充 %1）</translation>
        </message>
        <message>
            <location line="+5" />
            <source> · last round %1</source>
            <translation> · 上一轮 %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The bank passes after this round</source>
            <translation>本轮之后换庄</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The bank passes after %1 rounds</source>
            <translation>%1 轮之后换庄</translation>
        </message>
    </context>
    <context>
        <name>ReplayBar</name>
        <message>
            <location filename="../../cardtable_qt/ui/replay_bar.py" line="+49" />
            <source>◀ Back</source>
            <translation>◀ 后退</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+86" />
            <source>Play</source>
            <translation>播放</translation>
        </message>
        <message>
            <location line="-84" />
            <source>Forward ▶</source>
            <translation>前进 ▶</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Jump to a decision…</source>
            <translation>跳到某个决定…</translation>
        </message>
        <message>
            <location line="+19" />
            <source>As you saw it</source>
            <translation>以你的视角</translation>
        </message>
        <message>
            <location line="+2" />
            <source>As %1 saw it</source>
            <translation>以%1的视角</translation>
        </message>
        <message>
            <location line="+8" />
            <source>All cards face up</source>
            <translation>亮出所有牌</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Show every player's cards (Ctrl+U), or only what the chosen seat saw</source>
            <translation>显示每位玩家的牌（Ctrl+U），或只显示所选座位看到的</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Step %1 of %2</source>
            <translation>第 %1 步，共 %2 步</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Pause</source>
            <translation>暂停</translation>
        </message>
    </context>
    <context>
        <name>ReplayDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/replay_dialog.py" line="+37" />
            <source>Replay of deal %1</source>
            <translation>第 %1 局回放</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Replay of round %1</source>
            <translation>第 %1 轮回放</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Replay of hand %1</source>
            <translation>第 %1 手回放</translation>
        </message>
    </context>
    <context>
        <name>ReplayWords</name>
        <message>
            <location filename="../../cardtable_qt/ui/replay_words.py" line="+28" />
            <source>%1 bet %2</source>
            <translation>%1 下注了 %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 finished betting</source>
            <translation>%1 下注完毕</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 drew a card</source>
            <translation>%1 补了一张牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 stood</source>
            <translation>%1 停牌了</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 caught the hands of %2 cards</source>
            <translation>%1 与 %2 张牌的闲家开了牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 caught no one</source>
            <translation>%1 没有开牌</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+22" />
            <source>%1 bought chips</source>
            <translation>%1 买了筹码</translation>
        </message>
        <message>
            <location line="-21" />
            <source>%1 took the bank</source>
            <translation>%1 做了庄</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 let the bank pass</source>
            <translation>%1 没有做庄</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 dealt another round</source>
            <translation>%1 又做了一轮庄</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 left the table</source>
            <translation>%1 离开了牌桌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 cut the deck</source>
            <translation>%1 切了牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 played %2</source>
            <translation>%1 出了%2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 passed</source>
            <translation>%1 不要</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 paid %2 as tribute</source>
            <translation>%1 拿出 %2 进贡了</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 returned a card</source>
            <translation>%1 还了一张牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 packed</source>
            <translation>%1 弃局了</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 drew from the stock</source>
            <translation>%1 从牌堆摸了一张牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 took a card from the discard pile</source>
            <translation>%1 从弃牌堆拿了一张牌</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 discarded %2</source>
            <translation>%1 打出了 %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 declared</source>
            <translation>%1 宣告了</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 bet %2 (tố)</source>
            <translation>%1 下注了 %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 called (theo)</source>
            <translation>%1 跟注了</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 raised by %2 (tố thêm)</source>
            <translation>%1 加注了 %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 folded (úp bài)</source>
            <translation>%1 弃牌了</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 sat out</source>
            <translation>%1 这一手没有玩</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Press Play (%1) to watch the round.</source>
            <translation>按“播放”（%1）观看本轮。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Press Play (%1) to watch the deal.</source>
            <translation>按“播放”（%1）观看本局。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Press Play (%1) to watch the hand.</source>
            <translation>按“播放”（%1）观看这一手。</translation>
        </message>
        <message>
            <location line="+31" />
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <location line="+15" />
            <source>The replay is starting…</source>
            <translation>回放即将开始…</translation>
        </message>
    </context>
    <context>
        <name>ResultHold</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/result_hold.py" line="+107" />
            <location filename="../../cardtable_qt/ui/tables/rummy_sheet.py" line="+66" />
            <source>Hide</source>
            <translation>隐藏</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Next</source>
            <translation>下一局</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/table/game_table.py" line="-189" />
            <source>The replay is at the hand's end. Back steps through it again.</source>
            <translation>回放已到本手结束。按“后退”可再逐步查看。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The hand is over. Next (N), Space or a click goes on.</source>
            <translation>这一手结束。按“下一局”（N）、空格键或单击继续。</translation>
        </message>
    </context>
    <context>
        <name>ResultSheet</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/result_sheet.py" line="+273" />
            <source>Review this hand</source>
            <translation>复盘这一手</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Next deal</source>
            <translation>下一局</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Close</source>
            <translation>关闭</translation>
        </message>
    </context>
    <context>
        <name>ResultsChart</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/results_chart.py" line="+67" />
            <source>No results yet: play a game first.</source>
            <translation>还没有结果：先玩一局吧。</translation>
        </message>
        <message>
            <location line="+40" />
            <source>older</source>
            <translation>较早</translation>
        </message>
        <message>
            <location line="+1" />
            <source>latest</source>
            <translation>最近</translation>
        </message>
    </context>
    <context>
        <name>ReviewDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/review_dialog.py" line="+44" />
            <source>chips</source>
            <translation>筹码</translation>
        </message>
        <message>
            <location line="+1" />
            <source>plan points</source>
            <translation>牌路分</translation>
        </message>
        <message>
            <location line="+1" />
            <source>penalty points</source>
            <translation>罚分</translation>
        </message>
        <message>
            <location line="+1" />
            <source>agreement</source>
            <translation>一致度</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bets</source>
            <translation>注</translation>
        </message>
        <message>
            <location line="+1" />
            <source>percentage points of the chance to take the hand</source>
            <translation>本队赢下本局的概率（百分点）</translation>
        </message>
        <message>
            <location line="+87" />
            <source>Review of hand %1</source>
            <translation>第 %1 手复盘</translation>
        </message>
        <message>
            <location line="+136" />
            <source>When</source>
            <translation>时机</translation>
        </message>
        <message>
            <location line="-138" />
            <source>Review of deal %1</source>
            <translation>第 %1 局复盘</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Review of round %1</source>
            <translation>第 %1 轮复盘</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Looking at your decisions…</source>
            <translation>正在分析你的决定…</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Cancel the review</source>
            <translation>取消复盘</translation>
        </message>
        <message>
            <location line="+126" />
            <source>You did</source>
            <translation>你的做法</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The AI would</source>
            <translation>AI 的做法</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Yours</source>
            <translation>你的</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The AI's</source>
            <translation>AI 的</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cost</source>
            <translation>损失</translation>
        </message>
        <message>
            <location line="-109" />
            <source>Replay from here</source>
            <translation>从这里回放</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The review was cancelled.</source>
            <translation>复盘已取消。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The review could not be made: %1</source>
            <translation>无法完成复盘：%1</translation>
        </message>
        <message>
            <location line="+26" />
            <source>costly</source>
            <translation>代价较大</translation>
        </message>
        <message>
            <location line="+31" />
            <source>%1 of your %2 decisions agree with the AI (%3); %4, costing about %5 (%6) together. Double-click a decision to replay it.</source>
            <translation>你的 %2 个决定中有 %1 个与 AI 一致（%3）；%4，合计损失约 %5（%6）。双击某个决定可回放。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 of your %2 decisions agree with the AI (%3); %4; estimated cost %5 (%6). Double-click a decision to replay it.</source>
            <translation>你的 %2 个决定中有 %1 个与 AI 一致（%3）；%4；估计损失 %5（%6）。双击某个决定可回放。</translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>%n costly</source>
            <comment>decisions</comment>
            <translation>
                <numerusform>%n 个代价较大</numerusform>
            </translation>
        </message>
        <message>
            <location line="-2" />
            <source>the hard AI</source>
            <translation>困难 AI</translation>
        </message>
        <message>
            <location line="+0" />
            <source>the basic AI</source>
            <translation>基础 AI</translation>
        </message>
    </context>
    <context>
        <name>ReviewRows</name>
        <message>
            <location filename="../../cardtable_qt/review/rows.py" line="+37" />
            <source>% of your bet</source>
            <translation>占你下注的 %</translation>
        </message>
        <message>
            <location line="+1" />
            <source>% chance to take the hand</source>
            <translation>本队赢下本局的概率 %</translation>
        </message>
        <message>
            <location line="+1" />
            <source>chips</source>
            <translation>筹码</translation>
        </message>
        <message>
            <location line="+1" />
            <source>penalty points</source>
            <translation>罚分</translation>
        </message>
        <message>
            <location line="+1" />
            <source>plan points</source>
            <translation>牌路分</translation>
        </message>
        <message>
            <location line="+1" />
            <source>agreement</source>
            <translation>一致度</translation>
        </message>
        <message>
            <location line="+57" />
            <source>%1 %</source>
            <translation>%1%</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Round %1 · your bet</source>
            <translation>第 %1 轮 · 你的下注</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Round %1 · draw or stand</source>
            <translation>第 %1 轮 · 补牌或停牌</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Round %1 · catch</source>
            <translation>第 %1 轮 · 开牌</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Round %1 · the bank</source>
            <translation>第 %1 轮 · 做庄</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Tribute</source>
            <translation>进贡</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Return tribute</source>
            <translation>还贡</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Trick %1 · you led</source>
            <translation>第 %1 轮 · 你先出</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Trick %1 · to beat %2</source>
            <translation>第 %1 轮 · 要压 %2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Turn %1 · draw</source>
            <translation>第 %1 回合 · 摸牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Turn %1 · discard</source>
            <translation>第 %1 回合 · 打牌</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Street %1 · facing a bet of %2</source>
            <translation>第 %1 轮下注 · 面对 %2 的下注</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Street %1 · no bet yet</source>
            <translation>第 %1 轮下注 · 尚无人下注</translation>
        </message>
        <message>
            <location line="+10" />
            <source>bet %1 on your place</source>
            <translation>在你的位置下注 %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>bet %1 on the last leg</source>
            <translation>在末家下注 %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>bet %1 to cut in</source>
            <translation>插位下注 %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>take %1 from the discard pile</source>
            <translation>从弃牌堆拿 %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>call %1 (theo)</source>
            <translation>跟注 %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>pass</source>
            <translation>不要</translation>
        </message>
        <message>
            <location line="+17" />
            <source>The AI's choice is better: %1</source>
            <translation>AI 的选择更好：%1</translation>
        </message>
        <message>
            <location line="+20" />
            <source>a forced move</source>
            <translation>一步被迫的出牌</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 forced moves</source>
            <translation>%1 步被迫的出牌</translation>
        </message>
        <message>
            <location line="+2" />
            <source>a near-tie</source>
            <translation>一步几乎持平</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 near-ties</source>
            <translation>%1 步几乎持平</translation>
        </message>
        <message>
            <location line="+23" />
            <source>the same</source>
            <translation>相同</translation>
        </message>
    </context>
    <context>
        <name>RummyDecisions</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_decisions.py" line="+34" />
            <source>The replay is at the deal's end. Back steps through it again.</source>
            <translation>回放已到本局结束。按“后退”可再逐步查看。</translation>
        </message>
        <message>
            <location line="+34" />
            <source>The match is over: the sheet shows how it ended.</source>
            <translation>比赛结束：计分表显示了最终结果。</translation>
        </message>
        <message>
            <location line="-39" />
            <source>The demo is over: this was its last deal.</source>
            <translation>演示结束：这是最后一局。</translation>
        </message>
        <message>
            <location line="+43" />
            <source>The deal is over: the next one starts in a moment.</source>
            <translation>本局结束：下一局马上开始。</translation>
        </message>
        <message>
            <location line="-37" />
            <source>The deal is over. Read the sheet, then Next deal (N).</source>
            <translation>本局结束。看完计分表后按“下一局”（N）。</translation>
        </message>
        <message>
            <location line="+44" />
            <source>The match is over. Scores (C) shows the whole match.</source>
            <translation>比赛结束。“计分表”（C）显示整场比赛。</translation>
        </message>
        <message>
            <location line="+17" />
            <location line="+230" />
            <source>Take %1</source>
            <translation>拿 %1</translation>
        </message>
        <message>
            <location line="-230" />
            <source>Take</source>
            <translation>拿牌</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Confirm pack (%1)</source>
            <translation>确认弃局（%1）</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Pack (%1)</source>
            <translation>弃局（%1）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 points</source>
            <translation>%1 分</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Pack for %1 points? Press Pack again to confirm.</source>
            <translation>以 %1 分弃局？再按一次“弃局”确认。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your turn: draw from the stock or take %2, or pack (%1 points).</source>
            <translation>轮到你：从牌堆摸牌或拿 %2，或者弃局（%1 分）。</translation>
        </message>
        <message>
            <location line="+12" />
            <location line="+214" />
            <source>Discard %1</source>
            <translation>打出 %1</translation>
        </message>
        <message>
            <location line="-212" />
            <source>Discard</source>
            <translation>打出</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You can declare! Auto-arrange (A) lays your groups out, then Declare (E).</source>
            <translation>可以宣告了！先按自动整理（A）摆好各组，再按宣告（E）。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Discard a card: click it, then Discard (D).</source>
            <translation>打出一张牌：点击它，然后按打出 (D)。</translation>
        </message>
        <message>
            <location line="+34" />
            <source>You can declare</source>
            <translation>可以宣告</translation>
        </message>
        <message>
            <location line="+4" />
            <source>You are playing…</source>
            <translation>你正在打牌…</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 is playing…</source>
            <translation>%1 正在打牌…</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You are out of the match</source>
            <translation>你已出局</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You packed: you are dealt in again next deal</source>
            <translation>你弃局了：下一局你会重新入局</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Choose the card to discard: click it (or reach it with the arrow keys).</source>
            <translation>选择要打出的牌：单击它（或用方向键选到它）。</translation>
        </message>
        <message>
            <location line="+41" />
            <source>Choose the card to lay face down: select it (or leave it as your only ungrouped card), then Declare.</source>
            <translation>选择要扣下的牌：选中它（或让它成为你唯一未组合的牌），然后按“宣告”。</translation>
        </message>
        <message>
            <location line="+14" />
            <source>This grouping is not valid, but your hand can be declared: Auto-arrange (A) shows how.</source>
            <translation>这样分组不成立，但你的牌可以宣告：按自动整理（A）看怎么分。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>That declaration is not valid: see why above your hand.</source>
            <translation>这次宣告无效：原因见你手牌上方。</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Your hand cannot declare yet: %1. Discard a card.</source>
            <translation>你的牌还不能宣告：%1。请打出一张牌。</translation>
        </message>
        <message>
            <location line="+9" />
            <source>no pure sequence yet</source>
            <translation>还没有纯顺子</translation>
        </message>
        <message>
            <location line="+2" />
            <source>no second sequence yet</source>
            <translation>还没有第二个顺子</translation>
        </message>
        <message>
            <location line="+2" />
            <source>your two sequences do not hold 6 or 7 cards</source>
            <translation>两个顺子合起来不是 6 或 7 张</translation>
        </message>
        <message>
            <location line="+2" />
            <source>more than two trios</source>
            <translation>三条超过两个</translation>
        </message>
        <message>
            <location line="+4" />
            <source>1 card is in no group</source>
            <translation>1 张牌不在组合中</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 cards are in no group</source>
            <translation>%1 张牌不在组合中</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Every card but the face-down one must be in a group; ungrouped: %1.</source>
            <translation>除扣下的牌外，每张牌都必须在组合中；未组合：%1。</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Draw from the stock</source>
            <translation>从牌堆摸牌</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Pack</source>
            <translation>弃局</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Declare, laying %1 face down</source>
            <translation>宣告，扣下 %1</translation>
        </message>
    </context>
    <context>
        <name>RummyEvents</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_events.py" line="+234" />
            <source>You pack: 20 points</source>
            <translation>你弃局：20 分</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 packs: 20 points</source>
            <translation>%1 弃局：20 分</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the cards go under the stock</source>
            <translation>这些牌放到牌堆底下</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You pack: 40 points</source>
            <translation>你弃局：40 分</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 packs: 40 points</source>
            <translation>%1 弃局：40 分</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the cards leave the deal</source>
            <translation>这些牌退出本局</translation>
        </message>
        <message>
            <location line="+18" />
            <source>The stock ran out</source>
            <translation>牌堆摸完了</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the discard pile, but its top card, is shuffled into a new stock</source>
            <translation>弃牌堆除最上面一张外，洗成新的牌堆</translation>
        </message>
        <message>
            <location line="+57" />
            <source>You declared!</source>
            <translation>你宣告了！</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 declared!</source>
            <translation>%1 宣告了！</translation>
        </message>
        <message>
            <location line="+40" />
            <source>Your count: %1</source>
            <translation>你的分数：%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>halved to %1</source>
            <translation>减半为 %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>as the deal was scored</source>
            <translation>本局计分时</translation>
        </message>
    </context>
    <context>
        <name>RummyPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_panel.py" line="+29" />
            <source>Group</source>
            <translation>组合</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Ungroup</source>
            <translation>拆开</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Auto-arrange</source>
            <translation>自动整理</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Scores</source>
            <translation>计分表</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Draw from stock</source>
            <translation>从牌堆摸牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take discard</source>
            <translation>拿弃牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pack</source>
            <translation>弃局</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Discard</source>
            <translation>打出</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Declare</source>
            <translation>宣告</translation>
        </message>
    </context>
    <context>
        <name>RummySelection</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_selection.py" line="+63" />
            <source>Your hand can be declared: %1 goes face down. Press Declare (E).</source>
            <translation>你的手牌可以宣告：%1 扣下。按“宣告”（E）。</translation>
        </message>
        <message>
            <location line="+79" />
            <source>%1: not in a group</source>
            <translation>%1：不在组合中</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1: group %2 — %3</source>
            <translation>%1：第 %2 组 — %3</translation>
        </message>
    </context>
    <context>
        <name>RummySheet</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_sheet.py" line="+2" />
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Next deal</source>
            <translation>下一局</translation>
        </message>
        <message>
            <location line="+129" />
            <source>Scores after 1 deal</source>
            <translation>1 局后的分数</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Scores after %1 deals</source>
            <translation>%1 局后的分数</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Scores: no deal has ended yet</source>
            <translation>分数：还没有结束的局</translation>
        </message>
    </context>
    <context>
        <name>RummyTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy.py" line="-277" />
            <source>Declare:
drop the 14th card here</source>
            <translation>宣告：
把第 14 张牌放到这里</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Discard pile</source>
            <translation>弃牌堆</translation>
        </message>
        <message>
            <location line="+68" />
            <source>Review this deal</source>
            <translation>复盘这一局</translation>
        </message>
        <message>
            <location line="+53" />
            <source>%1 pts</source>
            <translation>%1 分</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 · packed (%2)</source>
            <translation>%1 · 已弃局（%2）</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 · out</source>
            <translation>%1 · 出局</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Dealer</source>
            <translation>庄家</translation>
        </message>
        <message>
            <location line="+7" />
            <location filename="../../cardtable_qt/ui/tables/rummy_results.py" line="+104" />
            <source>Deal %1</source>
            <translation>第 %1 局</translation>
        </message>
        <message>
            <location line="+2" />
            <location filename="../../cardtable_qt/ui/tables/rummy_results.py" line="-5" />
            <source>Deal %1 of %2</source>
            <translation>第 %1 局，共 %2 局</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Pool rummy: 101 points is out</source>
            <translation>101 分拉米：达到 101 分即出局</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dealer: %1</source>
            <translation>庄家：%1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Joker turned</source>
            <translation>翻开的百搭牌</translation>
        </message>
        <message>
            <location line="+0" />
            <source>aces and jokers are wild</source>
            <translation>A 和王牌是百搭</translation>
        </message>
        <message>
            <location line="+3" />
            <source>and the jokers</source>
            <translation>以及王牌</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Stock · %1</source>
            <translation>牌堆 · %1</translation>
        </message>
        <message>
            <location line="+100" />
            <source>Ungrouped</source>
            <translation>未组合</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Not a group</source>
            <translation>不成组</translation>
        </message>
        <message>
            <location line="-5" />
            <source>%1 cards</source>
            <translation>%1 张牌</translation>
        </message>
        <message>
            <location line="-127" />
            <source>1 deck</source>
            <translation>1 副牌</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 decks</source>
            <translation>%1 副牌</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Wild: %1</source>
            <translation>百搭：所有 %1</translation>
        </message>
        <message>
            <location line="+140" />
            <location line="+13" />
            <source>Your count: %1</source>
            <translation>你的分数：%1</translation>
        </message>
        <message>
            <location line="-12" />
            <source>if someone declared now</source>
            <translation>如果现在有人宣告</translation>
        </message>
        <message>
            <location line="+13" />
            <source>after discarding %1</source>
            <translation>打出 %1 之后</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_results.py" line="+103" />
            <source>halved to %1</source>
            <translation>减半为 %1</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy.py" line="+35" />
            <source>Not a valid declaration — your turn goes on</source>
            <translation>宣告无效——继续你的回合</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_results.py" line="-159" />
            <source>Joker</source>
            <translation>王牌</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Pure sequence</source>
            <translation>纯顺子</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Mixed sequence</source>
            <translation>混合顺子</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+9" />
            <source>Trio</source>
            <translation>三条</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Pure seq.</source>
            <translation>纯顺</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Mixed seq.</source>
            <translation>混顺</translation>
        </message>
        <message>
            <location line="+49" />
            <source>you declared</source>
            <translation>你已宣告</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 declared</source>
            <translation>%1 已宣告</translation>
        </message>
        <message>
            <location line="+28" />
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <location line="+10" />
            <source>you win: everyone else packed</source>
            <translation>你赢了：其他人都已弃局</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 wins: everyone else packed</source>
            <translation>%1 赢了：其他人都已弃局</translation>
        </message>
        <message>
            <location line="+4" />
            <source>you win: %2 packed</source>
            <translation>你赢了：%2 已弃局</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 wins: you packed</source>
            <translation>%1 赢了：你已弃局</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 wins: %2 packed</source>
            <translation>%1 赢了：%2 已弃局</translation>
        </message>
        <message>
            <location line="-40" />
            <source>A declaration on the very first turn: every other count is halved, rounded up.</source>
            <translation>第一个回合就宣告：其他人的分数全部减半，向上取整。</translation>
        </message>
        <message>
            <location line="-37" />
            <source>Wild cards in deal %1: the %2 and the jokers (marked %3).</source>
            <translation>第 %1 局百搭牌：所有 %2 和王牌（标记为 %3）。</translation>
        </message>
        <message>
            <location line="+44" />
            <source>You reached %2 points and are out of the match.</source>
            <translation>你达到 %2 分，出局了。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 reached %2 points and is out of the match.</source>
            <translation>%1 达到 %2 分，出局了。</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The match is over: %1 won with %2 points.</source>
            <translation>比赛结束：%1 以 %2 分获胜。</translation>
        </message>
        <message>
            <location line="+49" />
            <source>Winner</source>
            <translation>赢家</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the last player left</source>
            <translation>最后留下的玩家</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 laid face down</source>
            <translation>%1 扣下的牌</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Winner · declared</source>
            <translation>赢家 · 已宣告</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Scattered · %1</source>
            <translation>散牌 · %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Counted %1</source>
            <translation>计 %1 分</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Packed (first turn)</source>
            <translation>弃局（第一轮）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Packed</source>
            <translation>弃局</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Out of the match</source>
            <translation>已出局</translation>
        </message>
    </context>
    <context>
        <name>SaveAsDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/saves.py" line="+14" />
            <source>Save the game as</source>
            <translation>游戏另存为</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Saved games (pick one to replace it)</source>
            <translation>存档（选择一个即可替换它）</translation>
        </message>
        <message>
            <location line="+34" />
            <source>A saved game called “%1” exists; saving replaces it.</source>
            <translation>已有名为“%1”的存档；保存会替换它。</translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message>
            <location filename="../../cardtable_qt/session/scoreboard.py" line="+119" />
            <source>%1 · out</source>
            <translation>%1 · 出局</translation>
        </message>
        <message>
            <location line="+4" />
            <source>out</source>
            <translation>出局</translation>
        </message>
        <message>
            <location line="+16" />
            <source>You reached %2 points after deal %3 and are out of the match.</source>
            <translation>第 %3 局后你达到 %2 分，已出局。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 reached %2 points after deal %3 and is out of the match.</source>
            <translation>第 %3 局后 %1 达到 %2 分，已出局。</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Total</source>
            <translation>合计</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deal %1</source>
            <translation>第 %1 局</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/settings_dialog.py" line="+59" />
            <source>Green felt</source>
            <translation>绿色绒布</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deep blue</source>
            <translation>深蓝</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Burgundy</source>
            <translation>酒红</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Teal</source>
            <translation>青绿</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slate</source>
            <translation>石板灰</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Settings</source>
            <translation>设置</translation>
        </message>
        <message>
            <location line="+8" />
            <source>General</source>
            <translation>常规</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Table</source>
            <translation>牌桌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Default rules</source>
            <translation>默认规则</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Your name</source>
            <translation>你的名字</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A new language is used at once, and from then on.</source>
            <translation>新语言立即生效，并从此一直使用。</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Off (no movement)</source>
            <translation>关（无动画）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fast</source>
            <translation>快</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Normal</source>
            <translation>正常</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Animation speed</source>
            <translation>动画速度</translation>
        </message>
        <message>
            <location line="+13" />
            <source>AI players wait</source>
            <translation>AI 玩家等待</translation>
        </message>
        <message>
            <location line="+7" />
            <source> s</source>
            <translation> 秒</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Until I go on</source>
            <translation>直到我继续</translation>
        </message>
        <message>
            <location line="+4" />
            <source>How long the result of a hand stays on the table before the next one starts by itself. Next, Space or a click goes on at any time.</source>
            <translation>一手牌的结果在牌桌上停留多久，然后自动开始下一手。随时可以按“下一局”、空格键或单击继续。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Results stay</source>
            <translation>结果停留</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Standard (red and black)</source>
            <translation>标准（红黑）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Four colours</source>
            <translation>四色</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Card faces</source>
            <translation>牌面</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Blue</source>
            <translation>蓝色</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Red</source>
            <translation>红色</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Card back</source>
            <translation>牌背</translation>
        </message>
        <message>
            <location line="+23" />
            <source>Other colour…</source>
            <translation>其他颜色…</translation>
        </message>
        <message>
            <location line="+4" />
            <location line="+94" />
            <source>Table colour</source>
            <translation>牌桌颜色</translation>
        </message>
        <message>
            <location line="-87" />
            <source>Table aids</source>
            <translation>牌桌辅助</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Guandan: card counter 记牌器</source>
            <translation>掼蛋：记牌器</translation>
        </message>
        <message>
            <location line="+3" />
            <source>How many of each rank you have not seen yet, from your hand and the plays</source>
            <translation>每个点数还有几张您没见过，按您的手牌和已出的牌计算</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Guandan: last-trick button (T)</source>
            <translation>掼蛋：上一轮按钮 (T)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The rules a new game starts with. You can still change them in the new-game dialog.</source>
            <translation>新游戏开始时使用的规则。你仍可以在新游戏对话框中更改。</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Reset to the game's defaults</source>
            <translation>恢复为游戏的默认值</translation>
        </message>
        <message>
            <location line="+27" />
            <source>No game is installed.</source>
            <translation>未安装任何游戏。</translation>
        </message>
        <message>
            <location line="+13" />
            <source>%1 s</source>
            <translation>%1 秒</translation>
        </message>
        <message>
            <location line="+28" />
            <source>(card preview unavailable)</source>
            <translation>（无法预览牌面）</translation>
        </message>
        <message>
            <location line="+54" />
            <source>These rules do not go together: %1</source>
            <translation>这些规则不能同时使用：%1</translation>
        </message>
    </context>
    <context>
        <name>SpeechBubble</name>
        <message>
            <location filename="../../cardtable_qt/ui/tutorial_overlay.py" line="+156" />
            <source>Back</source>
            <translation>上一步</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Restart</source>
            <translation>重新开始</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show me</source>
            <translation>示范给我看</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Next</source>
            <translation>下一步</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave</source>
            <translation>离开</translation>
        </message>
    </context>
    <context>
        <name>StartScreen</name>
        <message>
            <location filename="../../cardtable_qt/ui/start_screen.py" line="+257" />
            <source>Four traditional card games against AI players — choose one</source>
            <translation>四种传统纸牌游戏，与电脑玩家对战——选一种吧</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Continue</source>
            <translation>继续</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Load…</source>
            <translation>载入存档…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tutorial</source>
            <translation>教程</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Learn a game by playing it: short lessons on the real table</source>
            <translation>边玩边学：在真实牌桌上的简短课程</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Statistics</source>
            <translation>统计</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Settings</source>
            <translation>设置</translation>
        </message>
        <message>
            <location line="+22" />
            <source>No game in progress</source>
            <translation>没有进行中的牌局</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Carry on with the game you left: %1</source>
            <translation>继续你上次没下完的牌局：%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>There is no game to carry on with.</source>
            <translation>没有可以继续的牌局。</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/statistics.py" line="+35" />
            <location line="+1" />
            <source>chips won or lost</source>
            <translation>赢得或输掉的筹码</translation>
        </message>
        <message>
            <location line="+1" />
            <source>levels your team climbed</source>
            <translation>你方升的级数</translation>
        </message>
        <message>
            <location line="+1" />
            <source>penalty points (fewer is better)</source>
            <translation>罚分（越少越好）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>your result</source>
            <translation>你的结果</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Easy AI players</source>
            <translation>简单 AI 玩家</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Standard AI players</source>
            <translation>标准 AI 玩家</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hard AI players</source>
            <translation>困难 AI 玩家</translation>
        </message>
        <message>
            <location line="+1" />
            <source>AI players of mixed levels</source>
            <translation>混合水平的 AI 玩家</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Random test players</source>
            <translation>随机测试玩家</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Other AI players</source>
            <translation>其他 AI 玩家</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Statistics</source>
            <translation>统计</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Every finished round, hand or deal you play is counted here.</source>
            <translation>你打完的每一轮、每一手、每一局都会记在这里。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Against</source>
            <translation>对手</translation>
        </message>
        <message>
            <location line="+3" />
            <source>All levels</source>
            <translation>所有水平</translation>
        </message>
        <message>
            <location line="+84" />
            <source>%1: your last %2 results</source>
            <translation>%1：你最近 %2 次的结果</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Net means %1.</source>
            <translation>净值指%1。</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Reviewed hands: %1. Your decisions agreeing with the AI: %2 of %3; estimated cost of the other %4: %5 (%6).</source>
            <translation>已复盘的手数：%1。你的决定与 AI 一致：%2 / %3；其余 %4 个的估计损失：%5（%6）。</translation>
        </message>
        <message>
            <location line="+13" />
            <source>%1 of these results come from games where you used undo.</source>
            <translation>其中 %1 个结果来自你用过悔牌的游戏。</translation>
        </message>
    </context>
    <context>
        <name>StatsTableModel</name>
        <message>
            <location filename="../../cardtable_qt/session/models.py" line="+214" />
            <source>Game</source>
            <translation>游戏</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Played</source>
            <translation>局数</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Won</source>
            <translation>胜</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Win rate</source>
            <translation>胜率</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Net</source>
            <translation>净值</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Best streak</source>
            <translation>最长连胜</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Current streak</source>
            <translation>当前连胜</translation>
        </message>
    </context>
    <context>
        <name>TableHints</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/hinting.py" line="+127" />
            <source>Hint</source>
            <translation>提示</translation>
        </message>
        <message>
            <location line="+3" />
            <source>What the strongest AI player would do in your place, and why (H)</source>
            <translation>最强的 AI 玩家在你的位置会怎么做，以及原因（H）</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Take the hint</source>
            <translation>采纳提示</translation>
        </message>
        <message>
            <location line="+37" />
            <source>Thinking about your move…</source>
            <translation>正在考虑你的下一步…</translation>
        </message>
        <message>
            <location line="+14" />
            <location line="+4" />
            <source>There is no hint to take.</source>
            <translation>没有可以采纳的提示。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The hint could not be taken.</source>
            <translation>无法采纳该提示。</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Hint: %1</source>
            <translation>提示：%1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The AI's choice in your place (Shift+H takes it).</source>
            <translation>AI 在你的位置的选择（Shift+H 采纳）。</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Hint: %1. Shift+H takes it.</source>
            <translation>提示：%1。Shift+H 采纳。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: %1.</source>
            <translation>提示：%1。</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <location filename="../../cardtable_qt/tutorial/runner.py" line="+147" />
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Tutorial: %1</source>
            <translation>教程：%1</translation>
        </message>
        <message>
            <location line="+128" />
            <source>This one is over: the sheet shows how it was settled. Press Next to go on, as in a game.</source>
            <translation>这一局结束了：计分表显示了结算情况。按“下一局”继续，和正式游戏中一样。</translation>
        </message>
        <message>
            <location line="+59" />
            <source>%1 — step %2 of %3</source>
            <translation>%1 — 第 %2 步，共 %3 步</translation>
        </message>
        <message>
            <location line="+175" />
            <source>Arrange the cards first, as the bubble says.</source>
            <translation>请先按气泡的提示整理牌。</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Wait for the next step first: press Next in the bubble.</source>
            <translation>请先等待下一步：按气泡中的“下一步”。</translation>
        </message>
        <message>
            <location line="+18" />
            <source>That is allowed in a game, but this step asks for: %1.</source>
            <translation>这在游戏中是允许的，但这一步要求：%1。</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Not this time: do as the bubble says, to see what happens.</source>
            <translation>这次不行：请按气泡的提示操作，看看会发生什么。</translation>
        </message>
        <message>
            <location line="+139" />
            <source>Leave the lesson</source>
            <translation>离开课程</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave this lesson? What you completed so far is kept.</source>
            <translation>要离开这节课吗？已完成的部分会保留。</translation>
        </message>
        <message>
            <source>Teams, cards and the first cut</source>
            <translation>队伍、牌和第一次切牌</translation>
        </message>
        <message>
            <source>Meet your partner, the card order with the level card, and cut the deck for the first hand.</source>
            <translation>认识你的对家、含级牌的牌序，并为第一手牌切牌。</translation>
        </message>
        <message>
            <source>Guandan (掼蛋) is played by four in two teams: your partner Lin sits opposite you. Play goes counter-clockwise: Wei, on your right, plays after you.</source>
            <translation>掼蛋由四人分两队进行：你的对家林静坐在你对面。按逆时针方向出牌：你右边的李伟在你之后出。</translation>
        </message>
        <message>
            <source>Two decks with four jokers: 27 cards each. Cards rank 2 up to A, then the level card (级牌) above the ace, then the small joker and the big joker. Suits do not count. Each team has a level, starting at 2: this hand is played at level 2.</source>
            <translation>两副牌加四张王，每人 27 张。牌从 2 到 A 由小到大，A 之上是级牌，再往上是小王和大王。花色不分大小。每队都有自己的级数，从 2 开始：这一手打 2。</translation>
        </message>
        <message>
            <source>In the first hand you cut the deck: a card is turned face up, its rank counts round the table to say who draws first, and whoever draws that turned card leads. Press Cut the deck.</source>
            <translation>第一手牌由你切牌：翻开一张牌，按它的点数绕桌数人，决定谁先摸牌，摸到这张翻开的牌的人先出。按“切牌”。</translation>
        </message>
        <message>
            <source>The turned card decided who leads this first hand. From the second hand on there is no cut: the lead follows the tribute.</source>
            <translation>翻开的牌决定了这第一手由谁先出。从第二手开始不再切牌：由进贡决定谁先出。</translation>
        </message>
        <message>
            <source>Singles, pairs and triples</source>
            <translation>单张、对子和三张</translation>
        </message>
        <message>
            <source>Lead a pair, beat a play with the same kind higher, pass, and lead again after winning the trick.</source>
            <translation>先出一对，用更大的同牌型压牌，不要，赢得一轮后再先出。</translation>
        </message>
        <message>
            <source>Late in a hand everyone holds few cards. Each player's number of cards shows beside them once it is 10 or fewer; above 10 it stays hidden, as at a real table.</source>
            <translation>一手牌快打完时，大家手里的牌都不多了。每位玩家剩 10 张或更少时，旁边会显示牌数；超过 10 张则不显示，和真实牌桌一样。</translation>
        </message>
        <message>
            <source>A hand is played in tricks. The leader plays any combination: a single (单张), a pair (对子), a triple (三张) or a longer one. You lead: play your pair of fives. Click the ringed cards, then Play.</source>
            <translation>一手牌分成若干轮来打。先出的人可以出任意牌型：单张、对子、三张或更长的牌型。由你先出：出你的一对 5。点选圈出的牌，再按“出牌”。</translation>
        </message>
        <message>
            <source>Lead the pair of fives (5 5) for this lesson.</source>
            <translation>这节课请先出一对 5（5 5）。</translation>
        </message>
        <message>
            <source>Wei beat it with a pair of sixes. To beat a play you need the same kind, higher: a pair beats only a pair. Play your pair of kings.</source>
            <translation>李伟用一对 6 压了你。要压住一手牌，需要出同牌型中更大的：对子只能被对子压。出你的一对 K。</translation>
        </message>
        <message>
            <source>You could pass (不要), but here your kings win the trick: play them.</source>
            <translation>你可以不要，但这里你的一对 K 能赢下这一轮：出它们。</translation>
        </message>
        <message>
            <source>Only a higher pair beats a pair: play K K.</source>
            <translation>只有更大的对子才能压对子：出 K K。</translation>
        </message>
        <message>
            <source>Everyone passed (不要): the trick is yours, and the winner of a trick leads the next. Passing is always allowed, and a player who passed may play again later in the same trick. Lead your triple of nines.</source>
            <translation>大家都不要：这一轮归你，赢得一轮的人下一轮先出。任何时候都可以不要，不要过的人在同一轮中之后还可以再出牌。先出你的三张 9。</translation>
        </message>
        <message>
            <source>Nobody could beat it. Play your last card: the first player out of cards is the Banker (上游).</source>
            <translation>没人压得住。出你的最后一张牌：第一个出完牌的人是上游。</translation>
        </message>
        <message>
            <source>Full house, straight, tube and plate</source>
            <translation>三带二、顺子、三连对和钢板</translation>
        </message>
        <message>
            <source>Lead the longer combinations: a full house (三带二), a straight (顺子), a tube (三连对) and a plate (钢板).</source>
            <translation>先出较长的牌型：三带二、顺子、三连对和钢板。</translation>
        </message>
        <message>
            <source>A full house is a triple with a pair (三带二); two full houses are compared by their triple only. Lead 6 6 6 with J J.</source>
            <translation>三带二是三张加一对；两手三带二只比三张的大小。先出 6 6 6 带 J J。</translation>
        </message>
        <message>
            <source>A straight (顺子) is exactly five ranks in a row, any suits. The ace may be low (A-2-3-4-5, the lowest) or high (10-J-Q-K-A), but never both. Lead A 2 3 4 5.</source>
            <translation>顺子正好是五张连续点数的牌，花色不限。A 可以当小（A-2-3-4-5，最小的顺子）或当大（10-J-Q-K-A），但不能两头都用。先出 A 2 3 4 5。</translation>
        </message>
        <message>
            <source>A tube (三连对) is exactly three pairs in a row. Lead 7 7 8 8 9 9.</source>
            <translation>三连对正好是三个连续的对子。先出 7 7 8 8 9 9。</translation>
        </message>
        <message>
            <source>A plate (钢板) is exactly two triples in a row. Lead K K K A A A: your last cards.</source>
            <translation>钢板正好是两个连续的三张。先出 K K K A A A：这是你最后的牌。</translation>
        </message>
        <message>
            <source>You went out first. When the player who played last has no cards left, the others may still beat the play; when all pass, the lead goes to that player's partner (接风): Lin led next. The hand ended once the places decided it.</source>
            <translation>你第一个出完了。最后出牌的人手里没牌时，其他人仍可以压这手牌；如果大家都不要，就由这名玩家的对家接风：接着由林静先出。名次决定之后，这一手就结束了。</translation>
        </message>
        <message>
            <source>Bombs and the wild hearts</source>
            <translation>炸弹和逢人配</translation>
        </message>
        <message>
            <source>Beat anything with a bomb (炸弹), a straight flush (同花顺) made with a wild heart, and the joker bomb (天王炸).</source>
            <translation>用炸弹、用逢人配组成的同花顺和天王炸压过任何牌。</translation>
        </message>
        <message>
            <source>Jun led a pair of aces. You have no higher pair, but a bomb (炸弹) beats any play that is not a bomb: four or more cards of one rank. Play your four eights.</source>
            <translation>王军出了一对 A。你没有更大的对子，但炸弹能压过任何不是炸弹的牌型：四张或更多同点数的牌。出你的四张 8。</translation>
        </message>
        <message>
            <source>Don't pass: your bomb beats the aces.</source>
            <translation>别不要：你的炸弹能压过一对 A。</translation>
        </message>
        <message>
            <source>Wei answered with five fours: a bigger bomb (five of a kind beats any four). Bombs rank: 4 and 5 of a kind, then the straight flush, then 6 to 10 of a kind, and the joker bomb above all.</source>
            <translation>李伟用五张 4 回应：更大的炸弹（五张的炸弹压过任何四张的）。炸弹的大小：四张、五张，然后是同花顺，再是六到十张，天王炸最大。</translation>
        </message>
        <message>
            <source>This hand is played at level 5, so both 5♥ are wild (逢人配): each may stand for any card but a joker. 9♠ 10♠ J♠ Q♠ with a wild 5♥ make a straight flush (同花顺), which beats five of a kind. The wild can be the 8♠ or the K♠: press Play, then choose the higher reading, 9♠ to K♠.</source>
            <translation>这一手打 5，所以两张 5♥ 都是逢人配：每张都可以当作除王以外的任何牌。9♠ 10♠ J♠ Q♠ 加一张逢人配 5♥ 组成同花顺，大于五张的炸弹。逢人配可以当 8♠ 或 K♠：按“出牌”，然后选择更大的牌型，9♠ 到 K♠。</translation>
        </message>
        <message>
            <source>Choose the higher reading: the wild 5♥ as the K♠, 9♠ to K♠.</source>
            <translation>选择更大的牌型：逢人配 5♥ 当作 K♠，9♠ 到 K♠。</translation>
        </message>
        <message>
            <source>You won the trick. Lead the joker bomb (天王炸), all four jokers: the highest play in the game. It is your last play: you go out first.</source>
            <translation>你赢下了这一轮。先出天王炸，四张王：游戏里最大的牌。这是你最后一手：你第一个出完。</translation>
        </message>
        <message>
            <source>Tribute and the return</source>
            <translation>进贡和还贡</translation>
        </message>
        <message>
            <source>Pay tribute (进贡) after losing a hand, and return a card (还贡) after winning one.</source>
            <translation>输了一手后进贡，赢了一手后还贡。</translation>
        </message>
        <message>
            <source>Last hand Wei went out first (the Banker, 上游) and his partner Jun second (the Follower, 二游): their team climbed three levels, from 2 to 4. With the partner third the climb is two, with the partner last (the Dweller, 下游) one.</source>
            <translation>上一手李伟第一个出完（上游），他的对家王军第二（二游）：他们队升了三级，从 2 升到 4。对家是三游升两级，对家是下游只升一级。</translation>
        </message>
        <message>
            <source>Now the losers pay tribute (进贡): each gives their highest card, never a wild heart. With both of you last, you and Lin both pay: a double tribute. The level card 4♣ is your highest (it ranks above the ace). Click it, then Pay tribute.</source>
            <translation>现在输的一方要进贡：每人交出自己最大的牌，红心级牌不算。你们俩是最后两名，你和林静都要进贡：这叫双贡。级牌 4♣ 是你最大的牌（它比 A 大）。点选它，再按“进贡”。</translation>
        </message>
        <message>
            <source>Wei and Jun each gave a card back, the return (还贡): a card of 10 or lower that is not a level card (with none, their lowest). Your tribute and Lin's were equal, so yours went to the Banker, and you lead the new hand. Had you and Lin held both big jokers between you, no tribute would have been paid (anti-tribute, 抗贡).</source>
            <translation>李伟和王军各还了一张牌，即还贡：一张不大于 10 且不是级牌的牌（没有的话还最小的）。你和林静的贡牌一样大，所以你的给了上游，由你先出新的一手。如果你和林静两人合起来握有两张大王，就不用进贡（抗贡）。</translation>
        </message>
        <message>
            <source>Anti-tribute</source>
            <translation>抗贡</translation>
        </message>
        <message>
            <source>See a tribute refused when the paying side holds both big jokers (抗贡).</source>
            <translation>看看进贡的一方握有两张大王时，怎样抗贡。</translation>
        </message>
        <message>
            <source>Last hand Wei and Jun went out first and second. You and Lin came third and last, so you both owed tribute (进贡).</source>
            <translation>上一手李伟和王军分别第一、第二个出完。你和林静是三游和下游，所以你们俩都要进贡。</translation>
        </message>
        <message>
            <source>But you hold one big joker (大王) and Lin the other: between you, both. That is anti-tribute (抗贡): the jokers were shown and no tribute was paid.</source>
            <translation>但你有一张大王，林静有另一张：你们俩合起来握有两张大王。这就是抗贡：亮出大王，不用进贡。</translation>
        </message>
        <message>
            <source>After an anti-tribute the Banker leads: Wei played the 9♦ and the others passed. Beat it with your level card 4♣, which ranks above the ace.</source>
            <translation>抗贡之后由上游先出：李伟出了 9♦，其他人都不要。用你的级牌 4♣ 压它，级牌比 A 大。</translation>
        </message>
        <message>
            <source>Beat the 9♦ with your 4♣ this time.</source>
            <translation>这次用你的 4♣ 压 9♦。</translation>
        </message>
        <message>
            <source>Play the single 4♣ for this lesson.</source>
            <translation>这节课请出单张 4♣。</translation>
        </message>
        <message>
            <source>Winning a hand</source>
            <translation>赢得一手</translation>
        </message>
        <message>
            <source>Win a hand with your partner and give back a card for the tribute you receive.</source>
            <translation>和对家一起赢下一手，并为收到的贡牌还一张牌。</translation>
        </message>
        <message>
            <source>Last hand you went out first and Lin second: your team climbed to level 4, and both opponents paid you tribute.</source>
            <translation>上一手你第一个出完，林静第二：你们队升到打 4，两名对手都向你进贡。</translation>
        </message>
        <message>
            <source>Give a card back (还贡): a card of 10 or lower that is not a level card. Return your 3♣: click it, then Return this card.</source>
            <translation>还一张牌（还贡）：一张不大于 10 且不是级牌的牌。还你的 3♣：点选它，再按“还这张牌”。</translation>
        </message>
        <message>
            <source>Return your lowest card, 3♣, for this lesson.</source>
            <translation>这节课请还你最小的牌 3♣。</translation>
        </message>
        <message>
            <source>The tribute is done and the new hand starts at your level, 4. Levels climb up to A: a team that wins a hand played at its own level A wins the game, unless its partner came last in that hand.</source>
            <translation>进贡完成，新的一手按你们的级数打 4。级数一直升到 A：一队在打自己的 A 时赢下一手就赢得比赛，除非这一手中其对家是下游。</translation>
        </message>
        <message>
            <source>Winning at A</source>
            <translation>打 A 获胜</translation>
        </message>
        <message>
            <source>Win the game: take a hand played at your own level A.</source>
            <translation>赢得比赛：在打你们自己的 A 时赢下一手。</translation>
        </message>
        <message>
            <source>Your team has climbed to A, the last level, and this hand is played at your own level A. Lin has already gone out first (上游).</source>
            <translation>你们队已经升到最后一级 A，这一手打你们自己的 A。林静已经第一个出完，是上游。</translation>
        </message>
        <message>
            <source>Play your last two cards, the pair of sevens: you go out second (二游).</source>
            <translation>出你最后两张牌，一对 7：你第二个出完，是二游。</translation>
        </message>
        <message>
            <source>Play both sevens together, as a pair.</source>
            <translation>两张 7 要一起出，作为对子。</translation>
        </message>
        <message>
            <source>You lead: play your pair of sevens.</source>
            <translation>由你先出：出你的一对 7。</translation>
        </message>
        <message>
            <source>You and Lin took first and second place in a hand played at your own level A: you win the game! Had Lin come last instead, your team would stay at A and play on.</source>
            <translation>在打你们自己的 A 的这一手中，你和林静拿了第一和第二：你们赢得了比赛！如果林静是下游，你们队就仍打 A，继续比赛。</translation>
        </message>
        <message>
            <source>At A with your partner last</source>
            <translation>打 A 时对家是下游</translation>
        </message>
        <message>
            <source>See why going out first at A does not win the game when your partner comes last.</source>
            <translation>看看打 A 时，你第一个出完但对家是下游，为什么还不能赢得比赛。</translation>
        </message>
        <message>
            <source>Your team is at A, and this hand is played at your own level A. You lead, and two sevens are all you hold.</source>
            <translation>你们队打到了 A，这一手打你们自己的 A。由你先出，你手里只有两张 7。</translation>
        </message>
        <message>
            <source>Play your pair of sevens: you go out first, the Banker (上游).</source>
            <translation>出你的一对 7：你第一个出完，成为上游。</translation>
        </message>
        <message>
            <source>You went out first, but Lin came last, the Dweller (下游). Winning at A needs your partner not to be the Dweller: your team stays at A and plays on.</source>
            <translation>你第一个出完，但林静是最后一名，即下游。打 A 获胜要求对家不是下游：你们队仍打 A，继续比赛。</translation>
        </message>
        <message>
            <source>A new hand at A. Lin, your own partner, was the Dweller, so she paid you tribute all the same. The next win at A with Lin not last wins the game.</source>
            <translation>新的一手，仍打 A。林静虽然是你的对家，但她是下游，所以照样要向你进贡。下次打 A 时赢下一手且林静不是下游，就赢得比赛。</translation>
        </message>
        <message>
            <source>Give Lin a card back (还贡), as after any tribute: return your 2♦.</source>
            <translation>和每次进贡之后一样，要给林静还贡：还你的 2♦。</translation>
        </message>
        <message>
            <source>Return the 2♦ for this lesson.</source>
            <translation>这节课请还 2♦。</translation>
        </message>
        <message>
            <source>Bets and points</source>
            <translation>下注和点数</translation>
        </message>
        <message>
            <source>Place a bet, count your two cards' points (แต้ม) and draw a third card.</source>
            <translation>下注，算出两张牌的点数，再补第三张牌。</translation>
        </message>
        <message>
            <source>Welcome to Pok Deng (ป๊อกเด้ง). Every player plays against one dealer, the bank (เจ้ามือ, jao mue). Here Somchai holds the bank.</source>
            <translation>欢迎来玩博定。每位玩家都和同一个庄家对赌。这里由 Somchai 做庄。</translation>
        </message>
        <message>
            <source>Before the cards come, each player bets (เดิมพัน). A bet is at least the table's minimum, 10 chips, and at most the dealer's maximum (อั้นเดิมพัน), 100 chips.</source>
            <translation>发牌之前，每位玩家先下注。下注至少是本桌的最低额 10 筹码，最多是庄家的最高额 100 筹码。</translation>
        </message>
        <message>
            <source>Bet 20 chips at your place: the amount is set, press "Bet at your place".</source>
            <translation>在你自己的位置下注 20 筹码：金额已设好，按“在你的位置下注”。</translation>
        </message>
        <message>
            <source>Bet exactly 20 chips at your place for this lesson.</source>
            <translation>这节课请在你自己的位置正好下注 20 筹码。</translation>
        </message>
        <message>
            <source>Place your bet first: the cards come only after the bets.</source>
            <translation>请先下注：下注之后才发牌。</translation>
        </message>
        <message>
            <source>Your bet is on the table. Press Deal: the dealer deals one card at a time, counter-clockwise from its neighbour, dealer last, until every hand has two.</source>
            <translation>你的注已下好。按“发牌”：庄家从其旁边的人开始，按逆时针方向一次发一张，最后发给自己，直到每手都有两张牌。</translation>
        </message>
        <message>
            <source>Your cards: 7 and 5. Count 2 to 9 at face value, 10, J, Q and K as 10, an ace as 1. Only the last digit of the sum counts: 7 + 5 = 12, so you have 2 points (แต้ม).</source>
            <translation>你的牌：7 和 5。2 到 9 按面值计，10、J、Q、K 算 10，A 算 1。只看总和的个位数：7 + 5 = 12，所以你是 2 点。</translation>
        </message>
        <message>
            <source>2 points is weak. You may draw one more card (เรียกไพ่) or stand. Draw a card.</source>
            <translation>2 点很弱。你可以再补一张牌或停牌。补一张牌。</translation>
        </message>
        <message>
            <source>Standing on 2 points almost always loses: draw a third card this time.</source>
            <translation>2 点停牌几乎总是输：这次补第三张牌。</translation>
        </message>
        <message>
            <source>The dealer may "catch" (จับ) before it draws: settle at once, with its own two cards, against every hand of three cards. Watch what happens to your hand: 7 + 5 + 4 = 16, 6 points against the dealer's 5. You won your 20 chips.</source>
            <translation>庄家补牌之前可以“开牌”：用自己的两张牌，立即与所有三张牌的闲家结算。看看你这一手的结果：7 + 5 + 4 = 16，你 6 点对庄家 5 点。你赢了 20 筹码。</translation>
        </message>
        <message>
            <source>Must draw under 4</source>
            <translation>不到 4 点必须补牌</translation>
        </message>
        <message>
            <source>Play at a table whose house rule makes a hand under 4 points draw.</source>
            <translation>在有“不到 4 点必须补牌”这条自定规则的牌桌上玩。</translation>
        </message>
        <message>
            <source>Some tables play a house rule: two cards worth less than 4 points must draw a third card. This table plays it (you choose it when you start a new game).</source>
            <translation>有些牌桌有一条自定规则：两张牌不到 4 点时必须补第三张牌。这张牌桌就用这条规则（开始新游戏时可以选择）。</translation>
        </message>
        <message>
            <source>Bet 20 chips at your place.</source>
            <translation>在你自己的位置下注 20 筹码。</translation>
        </message>
        <message>
            <source>Press Deal.</source>
            <translation>按“发牌”。</translation>
        </message>
        <message>
            <source>7 + 5 = 12: 2 points (แต้ม), less than 4. Look at your buttons: there is no Stand. Under this rule you must draw (เรียกไพ่).</source>
            <translation>7 + 5 = 12：2 点，不到 4 点。看看你的按钮：没有“停牌”。按这条规则你必须补牌。</translation>
        </message>
        <message>
            <source>Draw your third card.</source>
            <translation>补你的第三张牌。</translation>
        </message>
        <message>
            <source>Your third card was settled as in any round: 7 + 5 + 4 = 16, 6 points against the dealer's 5.</source>
            <translation>补了第三张牌后，这一手照常结算：7 + 5 + 4 = 16，你 6 点对庄家 5 点。</translation>
        </message>
        <message>
            <source>Pok 8 and Pok 9</source>
            <translation>博8和博9</translation>
        </message>
        <message>
            <source>See a two-card 8 or 9, Pok (ป๊อก), shown and settled at once.</source>
            <translation>看看两张牌的 8 点或 9 点，即“博”，会立即亮牌结算。</translation>
        </message>
        <message>
            <source>Two cards worth 8 or 9 make Pok (ป๊อก): Pok 8 (ป๊อกแปด) or Pok 9 (ป๊อกเก้า), the best hands there are. A Pok is shown at once and takes no third card.</source>
            <translation>两张牌合计 8 或 9 点就是“博”：博8 或 博9，是最好的牌。博牌会立即亮出，不再补第三张。</translation>
        </message>
        <message>
            <source>Bet 50 chips at your place.</source>
            <translation>在你的位置下注 50 筹码。</translation>
        </message>
        <message>
            <source>Bet first: sitting out would deal you no cards.</source>
            <translation>请先下注：不玩的话就不会发牌给你。</translation>
        </message>
        <message>
            <source>Bet 50 chips at your place for this lesson.</source>
            <translation>这节课请在你自己的位置下注 50 筹码。</translation>
        </message>
        <message>
            <source>4 + 5 = 9 with two cards: Pok 9. It was shown and settled at once against the dealer's two cards (7 points): you won 50 chips. Pok 9 beats Pok 8; an equal Pok is a tie (เสมอ).</source>
            <translation>两张牌 4 + 5 = 9：博9。它立即亮出，并与庄家的两张牌（7 点）结算：你赢了 50 筹码。博9 大于博8；一样的博是平局。</translation>
        </message>
        <message>
            <source>Another round. Bet 50 again.</source>
            <translation>再来一轮。还是下注 50。</translation>
        </message>
        <message>
            <source>This time the dealer has Pok 8 (5 + 3). When the dealer has Pok, every hand is settled at once with two cards each: nobody draws. Your 6 points lost 50 chips; only a Pok 9 would have beaten it, and a Pok 8 would have tied.</source>
            <translation>这次庄家是博8（5 + 3）。庄家有博时，所有人都用两张牌立即结算：谁也不能补牌。你的 6 点输了 50 筹码；只有博9 才能赢它，博8 则是平局。</translation>
        </message>
        <message>
            <source>Deng: the multipliers</source>
            <translation>倍数</translation>
        </message>
        <message>
            <source>Win double with two deng (สองเด้ง) and triple with three deng (สามเด้ง).</source>
            <translation>用双倍赢两倍，用三倍赢三倍。</translation>
        </message>
        <message>
            <source>Deng (เด้ง) multiplies what a hand wins. Two deng (สองเด้ง, ×2): exactly two cards of one suit or one rank. Three deng (สามเด้ง, ×3): exactly three cards of one suit. The winner's deng is what is paid.</source>
            <translation>倍数会让一手牌赢的钱翻倍。双倍（×2）：正好两张同花色或同点数的牌。三倍（×3）：正好三张同花色的牌。按赢家的倍数支付。</translation>
        </message>
        <message>
            <source>3♥ 4♥: 7 points, and two cards of one suit: two deng. Stand (keep two cards): a third card would spoil both the 7 and the deng.</source>
            <translation>3♥ 4♥：7 点，而且两张同花色：双倍。停牌（保留两张）：补第三张会同时破坏 7 点和倍数。</translation>
        </message>
        <message>
            <source>Not this time: with 7 points and two deng, stand.</source>
            <translation>这次不要补：7 点加双倍，停牌。</translation>
        </message>
        <message>
            <source>Your 7 beat the dealer and paid two deng: 2 × 50 = 100 chips.</source>
            <translation>你的 7 点赢了庄家，按双倍支付：2 × 50 = 100 筹码。</translation>
        </message>
        <message>
            <source>Bet 50 again.</source>
            <translation>再下注 50。</translation>
        </message>
        <message>
            <source>2♣ 10♣: only 2 points. Draw a card: a third club would make three deng.</source>
            <translation>2♣ 10♣：只有 2 点。补一张牌：再来一张梅花就是三倍。</translation>
        </message>
        <message>
            <source>2 points rarely wins: draw a third card.</source>
            <translation>2 点很少能赢：补第三张牌。</translation>
        </message>
        <message>
            <source>2♣ 10♣ 5♣: 17, so 7 points, and three cards of one suit: three deng. A win pays 3 × 50 = 150 chips.</source>
            <translation>2♣ 10♣ 5♣：17，即 7 点，而且三张同花色：三倍。赢了付 3 × 50 = 150 筹码。</translation>
        </message>
        <message>
            <source>Tong and Sam Lueang</source>
            <translation>豹子和三公</translation>
        </message>
        <message>
            <source>Make a Tong (ตอง, ×5) and a Sam Lueang (สามเหลือง, ×3) with a third card.</source>
            <translation>用第三张牌凑成豹子（×5）和三公（×3）。</translation>
        </message>
        <message>
            <source>Three-card hands beat any ordinary points. From the top: Pok 9, Pok 8, Tong (ตอง: three of a rank, ×5), straight flush (×5), straight (เรียง, rieng, ×3), Sam Lueang (สามเหลือง: three of J, Q, K, ×3), then 9 down to 0 points.</source>
            <translation>三张牌的特殊牌型大于任何普通点数。从大到小：博9、博8、豹子（三张同点数，×5）、同花顺（×5）、顺子（×3）、三公（J、Q、K 中任意三张，×3），然后是 9 点到 0 点。</translation>
        </message>
        <message>
            <source>Two sevens. Draw a card: a third seven makes Tong.</source>
            <translation>两张 7。补一张牌：再来一张 7 就是豹子。</translation>
        </message>
        <message>
            <source>Draw: this lesson shows what a third seven does.</source>
            <translation>补牌：这节课要展示第三张 7 的作用。</translation>
        </message>
        <message>
            <source>7 7 7: Tong (ตอง), three of a rank. It beats every hand but Pok and pays five times: 250 chips.</source>
            <translation>7 7 7：豹子，三张同点数。除了博以外它大于所有牌，按五倍支付：250 筹码。</translation>
        </message>
        <message>
            <source>J and J: 0 points (court cards count 10). Draw a card.</source>
            <translation>J 和 J：0 点（花牌算 10）。补一张牌。</translation>
        </message>
        <message>
            <source>J J Q: three court cards, not a run: Sam Lueang (สามเหลือง), ×3. (J-Q-K in a row would be a straight instead.)</source>
            <translation>J J Q：三张花牌，但不连续：三公，×3。（J-Q-K 连在一起则是顺子。）</translation>
        </message>
        <message>
            <source>Straights</source>
            <translation>顺子</translation>
        </message>
        <message>
            <source>Make a straight (เรียง) and a straight flush, and see which hand beats which.</source>
            <translation>凑成顺子和同花顺，看看哪种牌大。</translation>
        </message>
        <message>
            <source>A straight (เรียง, rieng) is three ranks in a row, any suits, from 2-3-4 up to Q-K-A (A-2-3 and K-A-2 are not runs). In one suit it is a straight flush.</source>
            <translation>顺子是三张连续点数的牌，花色不限，从 2-3-4 到 Q-K-A（A-2-3 和 K-A-2 不算顺子）。同一花色就是同花顺。</translation>
        </message>
        <message>
            <source>5 and 6: 1 point, but a 4 or a 7 makes a run. Draw a card.</source>
            <translation>5 和 6：1 点，但来一张 4 或 7 就成顺子。补一张牌。</translation>
        </message>
        <message>
            <source>5 6 7: a straight, ×3. Two straights would compare by their top card; suits never break a tie.</source>
            <translation>5 6 7：顺子，×3。两个顺子比最大的那张牌；花色从不决定胜负。</translation>
        </message>
        <message>
            <source>8♠ 9♠: 7 points and two deng. Draw this time: a 10♠ would make a straight flush.</source>
            <translation>8♠ 9♠：7 点加双倍。这次补牌：来一张 10♠ 就是同花顺。</translation>
        </message>
        <message>
            <source>8♠ 9♠ 10♠: a straight flush, ×5, just below Tong. The order again: Pok 9, Pok 8, Tong, straight flush, straight, Sam Lueang, 9 … 0 points.</source>
            <translation>8♠ 9♠ 10♠：同花顺，×5，仅次于豹子。再说一遍顺序：博9、博8、豹子、同花顺、顺子、三公、9 点 … 0 点。</translation>
        </message>
        <message>
            <source>Straight against straight</source>
            <translation>顺子对顺子</translation>
        </message>
        <message>
            <source>See two hands of the same kind compared by their ranks.</source>
            <translation>看看两手同类牌型怎样按点数比大小。</translation>
        </message>
        <message>
            <source>When two hands of the same special kind meet (two straights, two straight flushes or two Tongs), the higher ranks win: 2 is the lowest, A the highest.</source>
            <translation>两手同类特殊牌型相遇时（两个顺子、两个同花顺或两个豹子），点数大的赢：2 最小，A 最大。</translation>
        </message>
        <message>
            <source>5 and 6 again: draw for a run.</source>
            <translation>又是 5 和 6：补牌凑顺子。</translation>
        </message>
        <message>
            <source>Your 5 6 7 is a straight, but the dealer drew to Q K A, a higher straight: the higher ranks win. The dealer's straight pays ×3, so you lost 3 × 50 = 150 chips.</source>
            <translation>你的 5 6 7 是顺子，但庄家补成了 Q K A，是更大的顺子：点数大的赢。庄家的顺子按三倍支付，所以你输了 3 × 50 = 150 筹码。</translation>
        </message>
        <message>
            <source>Several legs and the last leg</source>
            <translation>多门和末家</translation>
        </message>
        <message>
            <source>Play three hands (legs, ขา) at once: your place, a cut in and the last leg.</source>
            <translation>同时玩三手（三门）：你的位置、插位和末家。</translation>
        </message>
        <message>
            <source>You may play up to three hands (legs, ขา) at once (หลายขา), each with its own bet: at your place, cutting in (ตัดขา) at a free place between players, or as the last leg (ขาบ๊วย), dealt after the dealer.</source>
            <translation>你最多可以同时玩三手（三门），每手单独下注：在你的位置、插位（在玩家之间的空位插一手），或者做末家，在庄家之后发牌。</translation>
        </message>
        <message>
            <source>Bet 20 at your place first.</source>
            <translation>先在你的位置下注 20。</translation>
        </message>
        <message>
            <source>Now cut in: bet 20 at the marked free place between you and Somchai.</source>
            <translation>现在插位：在你和 Somchai 之间标记的空位下注 20。</translation>
        </message>
        <message>
            <source>And the last leg: bet 20 at the place after the dealer. That is three hands, the most one player may have, so the cards come at once: the last leg is dealt after the dealer.</source>
            <translation>还有末家：在庄家之后的位置下注 20。这就是三手了，一名玩家最多只能有三手，所以马上发牌：末家在庄家之后发牌。</translation>
        </message>
        <message>
            <source>Each leg is a hand of its own: it draws or stands on its own and is settled on its own against the dealer. Your last leg, 4 + 5, is Pok 9: it was settled at once.</source>
            <translation>每一门都是单独的一手：单独补牌或停牌，单独与庄家结算。你的末家 4 + 5 是博9：立即结算了。</translation>
        </message>
        <message>
            <source>Your first hand, 3 + 4 = 7 points: stand.</source>
            <translation>你的第一手，3 + 4 = 7 点：停牌。</translation>
        </message>
        <message>
            <source>Stand on 7 points with this hand.</source>
            <translation>这一手请在 7 点停牌。</translation>
        </message>
        <message>
            <source>Your hand on the cut in, K + 2 = 2 points: draw.</source>
            <translation>你的插位这一手，K + 2 = 2 点：补牌。</translation>
        </message>
        <message>
            <source>Each of your legs was settled against the dealer on its own; the chips won and lost are added up on your stack.</source>
            <translation>你的每一门都单独与庄家结算；赢输的筹码合计到你的筹码里。</translation>
        </message>
        <message>
            <source>Taking the bank</source>
            <translation>做庄</translation>
        </message>
        <message>
            <source>See the dealer's stop notice, take the bank yourself and catch as the dealer.</source>
            <translation>看看庄家的下庄通知，自己做庄，并以庄家身份开牌。</translation>
        </message>
        <message>
            <source>Somchai holds the bank, but a dealer who wants to stop must say so three rounds ahead, so the players can win their money back. Somchai has just announced the stop: the bank passes after this round and two more.</source>
            <translation>Somchai 在做庄，但庄家想下庄必须提前三轮宣布，好让闲家有机会赢回钱。Somchai 刚刚宣布下庄：这一轮再加两轮之后换庄。</translation>
        </message>
        <message>
            <source>Sit this round out: press Sit out (you may always skip a round).</source>
            <translation>这一轮不玩：按“本轮不玩”（任何一轮都可以不玩）。</translation>
        </message>
        <message>
            <source>Sit out again.</source>
            <translation>再次不玩。</translation>
        </message>
        <message>
            <source>The last round of Somchai's bank. Sit out once more.</source>
            <translation>Somchai 坐庄的最后一轮。再不玩一次。</translation>
        </message>
        <message>
            <source>The bank passes, and you are offered it first. Take the bank: you play against every other hand, and what you win they lose (chips are never made or lost).</source>
            <translation>换庄了，首先问你是否做庄。做庄：你和其他所有人对赌，他们输的就是你赢的（筹码不会凭空多出或消失）。</translation>
        </message>
        <message>
            <source>Take it this time: the lesson is about playing as the dealer.</source>
            <translation>这次请做庄：这节课讲的是怎样当庄家。</translation>
        </message>
        <message>
            <source>You hold the bank now: Somchai and Malee bet against you. Before you draw, you may catch (จับ): settle now, with your two cards, against every hand of two cards (or of three). Go on without catching.</source>
            <translation>现在你是庄家：Somchai 和 Malee 跟你对赌。补牌之前，你可以开牌：现在就用你的两张牌与所有两张牌（或三张牌）的闲家结算。这次不开牌，继续。</translation>
        </message>
        <message>
            <source>The dealer draws last, after the catch. You have 7 + K = 7 points: stand.</source>
            <translation>庄家在开牌之后最后补牌。你是 7 + K = 7 点：停牌。</translation>
        </message>
        <message>
            <source>Every hand left is compared with yours and settled: what the players win, the bank pays, and what they lose, the bank takes.</source>
            <translation>剩下的每一手都与你的牌比较并结算：闲家赢的由庄家赔，闲家输的归庄家。</translation>
        </message>
        <message>
            <source>A new round. As the dealer you choose: deal another round, or announce your stop. Announce it: the bank then passes three rounds later, so the players can win their chips back.</source>
            <translation>新的一轮。作为庄家你来选择：再发一轮，或宣布下庄。宣布下庄：三轮之后换庄，好让闲家有机会赢回筹码。</translation>
        </message>
        <message>
            <source>Announce your stop this time, to see the notice.</source>
            <translation>这次请宣布下庄，看看通知。</translation>
        </message>
        <message>
            <source>Your stop is announced: you deal this round and two more, then the bank passes to the next player. That is all of Pok Deng: you are ready to play a game.</source>
            <translation>你已宣布下庄：你再发这一轮和另外两轮，然后由下一位玩家做庄。博定就是这些：你可以开始玩了。</translation>
        </message>
        <message>
            <source>Your cards and a turn</source>
            <translation>你的牌和一个回合</translation>
        </message>
        <message>
            <source>Meet the wild card, draw from the stock or the discard pile, and discard.</source>
            <translation>认识百搭牌，从牌堆或弃牌堆摸牌，然后打出一张。</translation>
        </message>
        <message>
            <source>In 13-card Indian Rummy each player holds 13 cards. The aim: arrange all of them into groups and declare (घोषणा करना) before anyone else. Fewer points are better.</source>
            <translation>在 13 张印度拉米中，每位玩家手里有 13 张牌。目标：把所有牌组成组，并抢先宣告。分数越少越好。</translation>
        </message>
        <message>
            <source>After the deal a card was turned beside the stock: the Q♠. For this deal every queen is wild (वाइल्ड कार्ड), in all four suits, and the printed jokers are always wild. A wild card can stand in for a missing card.</source>
            <translation>发完牌后，牌堆旁翻开了一张牌：Q♠。本局所有四种花色的 Q 都是百搭牌，印好的王牌也一直是百搭。百搭牌可以代替缺少的牌。</translation>
        </message>
        <message>
            <source>Each turn starts with a draw: the top card of the stock (स्टॉक), face down, or the top card of the discard pile (डिस्कार्ड ढेर), face up. The 6♠ on the pile fits your 7♠ 8♠: take it.</source>
            <translation>每个回合先摸一张牌：牌堆顶上扣着的一张，或者弃牌堆顶上亮着的一张。弃牌堆上的 6♠ 正好接上你的 7♠ 8♠：拿它。</translation>
        </message>
        <message>
            <source>Take the 6♠ from the discard pile this time: it joins your 7♠ 8♠.</source>
            <translation>这次从弃牌堆拿 6♠：它能接上你的 7♠ 8♠。</translation>
        </message>
        <message>
            <source>Don't pack (पैक करना): your hand is good.</source>
            <translation>不要弃局：你的牌很好。</translation>
        </message>
        <message>
            <source>Now end the turn with a discard: put one card face up on the pile. The ace of clubs fits nothing: click it, then Discard. (The card you just took may not go straight back.)</source>
            <translation>现在打出一张牌结束回合：把一张牌亮着放到弃牌堆上。梅花 A 哪里都用不上：点选它，再按“打出”。（刚拿的牌不能马上打回去。）</translation>
        </message>
        <message>
            <source>Discard the A♣ for this lesson.</source>
            <translation>这节课请打出 A♣。</translation>
        </message>
        <message>
            <source>Arjun played his turn. Draw from the stock this time.</source>
            <translation>Arjun 打完了他的回合。这次从牌堆摸牌。</translation>
        </message>
        <message>
            <source>Discard the 5♠, which fits nothing.</source>
            <translation>打出用不上的 5♠。</translation>
        </message>
        <message>
            <source>Turns go round counter-clockwise. 2 or 3 players use one deck, 4 to 6 use two. Each deal the dealer moves one seat, and the player after the dealer starts. To arrange your hand, select cards and press Group, or let Auto-arrange do it.</source>
            <translation>按逆时针方向轮流。2 或 3 人用一副牌，4 到 6 人用两副。每局庄家顺移一个座位，由庄家之后的玩家先开始。整理手牌时，选中几张牌按“组合”，或让“自动整理”来做。</translation>
        </message>
        <message>
            <source>A joker turned up</source>
            <translation>翻出王牌</translation>
        </message>
        <message>
            <source>See the aces become wild when the card turned beside the stock is a printed joker.</source>
            <translation>看看牌堆旁翻开的是印好的王牌时，A 怎样变成百搭牌。</translation>
        </message>
        <message>
            <source>This deal the card turned beside the stock is a printed joker. A joker cannot name a rank, so the aces are wild instead: your A♠ and A♦ can stand in for any card, and the printed jokers stay wild too.</source>
            <translation>这一局牌堆旁翻开的是一张王（大小王）。王没有点数，所以改由 A 当百搭牌：你的 A♠ 和 A♦ 可以代替任何牌，大小王也仍是百搭。</translation>
        </message>
        <message>
            <source>Draw from the stock.</source>
            <translation>从牌堆摸牌。</translation>
        </message>
        <message>
            <source>Discard the 6♠, which fits nothing. Keep the aces: wild cards are worth 0 points if they are left scattered, and they fill the gaps in your sequences.</source>
            <translation>打出用不上的 6♠。留着 A：百搭牌留作散牌时算 0 分，还能填补顺子的空缺。</translation>
        </message>
        <message>
            <source>Discard the 6♠ for this lesson: keep your wild aces.</source>
            <translation>这节课请打出 6♠：留着你的百搭 A。</translation>
        </message>
        <message>
            <source>Wild cards in a sequence</source>
            <translation>顺子里的百搭牌</translation>
        </message>
        <message>
            <source>Build a mixed sequence (मिश्रित सीक्वेंस) and see why three wild cards are too many.</source>
            <translation>组成混合顺子，看看为什么三张百搭牌太多了。</translation>
        </message>
        <message>
            <source>Kings are wild this deal. Try a run with three of them: click the 5♣, 6♣ and the three kings, then press Group.</source>
            <translation>本局 K 是百搭。试着用三张 K 组成顺子：点击 5♣、6♣ 和三张 K，然后按“组合”。</translation>
        </message>
        <message>
            <source>The label on the group gives the reason: a mixed sequence may use at most two wild cards, and needs at least one natural card.</source>
            <translation>这一组上的标签给出了原因：混合顺子最多只能用两张百搭牌，而且至少要有一张真牌。</translation>
        </message>
        <message>
            <source>Now make it valid: click the 5♣, 6♣, K♠ and K♥ and press Group. Two wilds standing for the 7♣ and 8♣: a mixed sequence.</source>
            <translation>现在改成有效的：点击 5♣、6♣、K♠ 和 K♥，然后按“组合”。两张百搭牌代替 7♣ 和 8♣：这就是混合顺子。</translation>
        </message>
        <message>
            <source>Discard the Q♣, which fits nothing.</source>
            <translation>打出用不上的 Q♣。</translation>
        </message>
        <message>
            <source>Sequences, trios and declaring</source>
            <translation>顺子、三条和宣告</translation>
        </message>
        <message>
            <source>Build a pure sequence (शुद्ध सीक्वेंस), a second sequence and trios (ट्रायो), and declare.</source>
            <translation>组成纯顺子、第二个顺子和三条，然后宣告。</translation>
        </message>
        <message>
            <source>A pure sequence (शुद्ध सीक्वेंस) is three or more cards in a row in one suit, with no wild card standing in: your 3♥ 4♥ 5♥ 6♥. A card of the wild rank in its own place counts as itself and keeps a sequence pure.</source>
            <translation>纯顺子是同一花色三张或更多的连牌，不用百搭牌代替：比如你的 3♥ 4♥ 5♥ 6♥。百搭点数的牌放在自己本来的位置时只算它本身，顺子仍然是纯的。</translation>
        </message>
        <message>
            <source>A mixed sequence (मिश्रित सीक्वेंस) is the same with one or two wild cards standing in for missing cards, never more than two, and at least one natural card. A trio (ट्रायो) is exactly three cards of one rank, like your 9♣ 9♦ 9♥; a wild may make up the third. Aces are low (A-2-3) or high (Q-K-A), but K-A-2 is no sequence.</source>
            <translation>混合顺子也是连牌，但用一两张百搭牌代替缺少的牌，最多两张，而且至少要有一张真牌。三条正好是三张同点数的牌，比如你的 9♣ 9♦ 9♥；第三张可以用百搭牌补上。A 可以当小（A-2-3）或当大（Q-K-A），但 K-A-2 不是顺子。</translation>
        </message>
        <message>
            <source>A declaration needs all 13 cards in groups: at least one pure sequence and a second sequence, and here the two sequences must hold 6 or 7 cards; the rest may be trios, two at most. Kings are wild this deal: draw from the stock.</source>
            <translation>宣告时 13 张牌都要组成组：至少一个纯顺子和第二个顺子，这里两个顺子合起来必须是 6 或 7 张；其余的可以是三条，最多两个。本局 K 是百搭：从牌堆摸牌。</translation>
        </message>
        <message>
            <source>You drew the K♣, a wild card: with J♣ J♦ it makes a trio. Now you hold 14 cards. First group your pure sequence: click the 3♥, 4♥, 5♥ and 6♥, then press Group.</source>
            <translation>你摸到了 K♣，一张百搭牌：它和 J♣ J♦ 组成三条。现在你有 14 张牌。先组你的纯顺子：点击 3♥、4♥、5♥ 和 6♥，然后按“组合”。</translation>
        </message>
        <message>
            <source>Try to declare (घोषणा करना) now: select the 2♣, the card to lay face down, and press Declare.</source>
            <translation>现在试着宣告：选中要扣下的 2♣，然后按“宣告”。</translation>
        </message>
        <message>
            <source>Refused, and your turn goes on: the reasons are shown above your hand. Every card but the face-down one must be in a valid group. The program never accepts a wrong declaration.</source>
            <translation>被拒绝了，你的回合继续：原因显示在你的手牌上方。除扣下的牌外，每张牌都必须在有效的组合中。程序绝不会接受错误的宣告。</translation>
        </message>
        <message>
            <source>Press Auto-arrange: it groups the rest for you: 6♠ 7♠ 8♠, 9♣ 9♦ 9♥, and J♣ J♦ with the wild K♣ as a trio.</source>
            <translation>按“自动整理”：它会帮你把其余的牌分好组：6♠ 7♠ 8♠、9♣ 9♦ 9♥，以及 J♣ J♦ 加百搭 K♣ 组成的三条。</translation>
        </message>
        <message>
            <source>All 13 cards are in groups: a pure sequence, a second sequence holding 7 cards with it, and two trios. The 2♣ is selected: press Declare.</source>
            <translation>13 张牌都已组好：一个纯顺子、第二个顺子（两个顺子合起来 7 张），以及两个三条。2♣ 已选中：按“宣告”。</translation>
        </message>
        <message>
            <source>Don't discard: you can declare now.</source>
            <translation>别打出牌：你现在就可以宣告。</translation>
        </message>
        <message>
            <source>You won the deal and score 0: the sheet shows how each hand was counted. Arjun scores his scattered cards (बिखरे पत्ते): A, K, Q, J and 10 count 10, the others their face value, a wild card 0. You declared on the very first turn, so his points are halved (rounded up). Press Next deal to go on.</source>
            <translation>你赢了这一局，得 0 分：计分表显示了每手牌怎样计分。Arjun 按他的散牌计分：A、K、Q、J 和 10 算 10 分，其他牌按面值，百搭牌算 0 分。你在自己的第一个回合就宣告了，所以他的分数减半（向上取整）。按“下一局”继续。</translation>
        </message>
        <message>
            <source>The stock runs out</source>
            <translation>牌堆摸完了</translation>
        </message>
        <message>
            <source>See the discard pile shuffled into a new stock when the stock is used up.</source>
            <translation>看看牌堆用完时，弃牌堆怎样洗成新的牌堆。</translation>
        </message>
        <message>
            <source>Late in a deal the stock (स्टॉक) can run low: here only one card is left in it. Draw it.</source>
            <translation>一局打到后面，牌堆可能快没牌了：这里只剩一张。摸这张牌。</translation>
        </message>
        <message>
            <source>Draw the last card of the stock this time.</source>
            <translation>这次摸牌堆的最后一张牌。</translation>
        </message>
        <message>
            <source>The stock ran out, so the discard pile, all but its top card, was shuffled face down into a new stock. Play goes on as before.</source>
            <translation>牌堆摸完了，所以弃牌堆除最上面一张外，都扣着洗成了新的牌堆。游戏照常继续。</translation>
        </message>
        <message>
            <source>End the turn: discard the A♣.</source>
            <translation>打出 A♣，结束回合。</translation>
        </message>
        <message>
            <source>Packing, scores and the match</source>
            <translation>弃局、计分和比赛</translation>
        </message>
        <message>
            <source>Pack (पैक करना) a hopeless hand for 20 points, and learn how a match of deals or pool 101 is won.</source>
            <translation>把没希望的牌以 20 分弃局，并了解按局数或 101 分制的比赛怎样获胜。</translation>
        </message>
        <message>
            <source>This hand has nothing together. Instead of drawing, you may pack (पैक करना): drop out of the deal. On your first turn it costs 20 points, and your cards go back under the stock; on a later turn it costs 40.</source>
            <translation>这手牌什么都凑不成。你可以不摸牌而选择弃局：退出这一局。在自己的第一个回合弃局要计 20 分，你的牌放回牌堆底下；之后再弃局要计 40 分。</translation>
        </message>
        <message>
            <source>Pack this time, to see what it costs.</source>
            <translation>这次请弃局，看看要付出什么代价。</translation>
        </message>
        <message>
            <source>You packed for 20 points. With two players a pack ends the deal at once and the other player wins it; with more, the deal goes on, and when all but one have packed the last one wins. The sheet shows every hand as it was counted: the program counts a losing hand in its best arrangement. Press Next deal to go on.</source>
            <translation>你以 20 分弃局。两人游戏时，一人弃局，这一局就立即结束，另一位玩家获胜；人多时这一局继续，直到只剩一人没有弃局，由他获胜。计分表显示了每手牌的计分：输家的手牌按最好的组合来计分。按“下一局”继续。</translation>
        </message>
        <message>
            <source>The next deal was dealt: the dealer moved one seat counter-clockwise, and the player after the dealer started. A match is a number of deals (this one 3; 1, 3, 6 or 10 at a new game), and the fewest points win. In pool rummy (101) a player reaching 101 points is out, and the last one left wins. That is all of Rummy: you are ready to play.</source>
            <translation>下一局已经发牌：庄家按逆时针方向移了一个座位，由庄家之后的玩家先开始。一场比赛有若干局（这场 3 局；开始新游戏时可选 1、3、6 或 10 局），分数最少的人获胜。在 101 分拉米中，达到 101 分的玩家出局，最后留下的人获胜。拉米就是这些：你可以开始玩了。</translation>
        </message>
        <message>
            <source>Antes, the hole card and who bets first</source>
            <translation>底注、底牌和谁先下注</translation>
        </message>
        <message>
            <source>See the 32-card deal: a hole card, a face-up card, and the strongest face-up card opening the betting.</source>
            <translation>看看 32 张牌的发牌：一张底牌、一张明牌，以及明牌最大的人先下注。</translation>
        </message>
        <message>
            <source>Xì tố is played with 32 cards: 7, 8, 9, 10, J (bồi), Q (đầm), K (già) and A (xì) in each suit. Everyone has paid one ante (cược) into the pot.</source>
            <translation>越南梭哈用 32 张牌：每种花色的 7、8、9、10、J、Q、K 和 A。每人都已向底池放入一个底注。</translation>
        </message>
        <message>
            <source>You were dealt two cards: the hole card, face down, that only you see, and one card face up for everyone to see.</source>
            <translation>你拿到了两张牌：一张扣着的底牌，只有你能看到；一张明牌，大家都能看到。</translation>
        </message>
        <message>
            <source>Whoever shows the strongest face-up cards bets first (Tố đầu). A card's strength is its rank, then its suit: bích ♠ above cơ ♥, rô ♦ and tép ♣. Your A♠ is the highest card of all, so you open.</source>
            <translation>明牌最大的人先下注。牌的大小先看点数，再看花色：黑桃 ♠ 大于红心 ♥、方块 ♦ 和梅花 ♣。你的 A♠ 是所有牌中最大的，所以由你开始。</translation>
        </message>
        <message>
            <source>Open with a bet (Tố) of 20 chips: more than one ante, at most the raise limit (Giới hạn tố) of 10 antes. Press Bet.</source>
            <translation>先下注 20 筹码：要多于一个底注，最多为加注上限，即 10 个底注。按“下注”。</translation>
        </message>
        <message>
            <source>Folding now would give up your ante with the best card on the table: bet 20.</source>
            <translation>现在弃牌就等于拿着桌上最大的牌放弃底注：下注 20。</translation>
        </message>
        <message>
            <source>Bet exactly 20 chips for this lesson.</source>
            <translation>这节课请正好下注 20 筹码。</translation>
        </message>
        <message>
            <source>Minh folded (Úp bài) and Lan called (Theo). Each player still in got one more face-up card, and a new betting round begins, again opened by the strongest face-up cards: yours.</source>
            <translation>Minh 弃牌了，Lan 跟注。每位还在局中的玩家又拿到一张明牌，开始新一轮下注，仍由明牌最大的人开始：也就是你。</translation>
        </message>
        <message>
            <source>Bet 20 again.</source>
            <translation>再下注 20。</translation>
        </message>
        <message>
            <source>There are four betting rounds in all: after the 2nd, 3rd, 4th and 5th card. Turn order goes counter-clockwise, to your right. In a game a clock runs on your turn: whoever does not act within 30 seconds folds (the clock is off in these lessons).</source>
            <translation>一共有四轮下注：在发第 2、3、4、5 张牌之后。按逆时针方向轮流，也就是向你的右边。正式游戏中轮到你时会计时：30 秒内不行动就自动弃牌（这些课程中不计时）。</translation>
        </message>
        <message>
            <source>Folding first</source>
            <translation>先手弃牌</translation>
        </message>
        <message>
            <source>Fold (úp bài) as the first to act instead of betting.</source>
            <translation>第一个行动时不下注，而是弃牌。</translation>
        </message>
        <message>
            <source>Your A♥ is the strongest face-up card, so you act first. The first to act bets (Tố), or may fold instead.</source>
            <translation>你的 A♥ 是最大的明牌，所以由你第一个行动。第一个行动的人要下注，也可以选择弃牌。</translation>
        </message>
        <message>
            <source>Your hole card is a 7♠, nothing with your ace. Fold (Úp bài): you lose only your ante.</source>
            <translation>你的底牌是 7♠，和你的 A 凑不成什么。弃牌：你只输掉底注。</translation>
        </message>
        <message>
            <source>Fold this time, to see that the first to act may.</source>
            <translation>这次请弃牌，看看第一个行动的人也可以弃牌。</translation>
        </message>
        <message>
            <source>Minh and Lan played the hand out without you. You lost only your ante, 10 chips.</source>
            <translation>Minh 和 Lan 在没有你的情况下打完了这一手。你只输掉了底注，10 筹码。</translation>
        </message>
        <message>
            <source>Call, raise and fold</source>
            <translation>跟注、加注和弃牌</translation>
        </message>
        <message>
            <source>Answer a bet: call (Theo), raise (Tố thêm) or fold (Úp bài), within the table's limits.</source>
            <translation>应对下注：在本桌的限额内跟注、加注或弃牌。</translation>
        </message>
        <message>
            <source>This time Minh shows the highest face-up card, A♠, so Minh opened with a bet. Lan folded. Now it is your turn to answer.</source>
            <translation>这次 Minh 的明牌最大，是 A♠，所以由 Minh 先下注。Lan 弃牌了。现在轮到你应对。</translation>
        </message>
        <message>
            <source>Call (Theo): put in just enough to match Minh's bet and stay in the hand.</source>
            <translation>跟注：放入刚好与 Minh 的下注相等的筹码，继续留在这一手。</translation>
        </message>
        <message>
            <source>Stay in: call this bet.</source>
            <translation>不弃牌：跟这一注。</translation>
        </message>
        <message>
            <source>Just call this time: raising comes next.</source>
            <translation>这次只跟注：下一步再讲加注。</translation>
        </message>
        <message>
            <source>Minh now shows a pair of aces (Đôi) face up and bets again. Raise (Tố thêm): call his bet and add 30 more. A raise is more than one ante and at most the raise limit, 10 antes.</source>
            <translation>Minh 现在亮着一对 A，又下注了。加注：跟他的注，再加 30。加注要多于一个底注，最多为加注上限，即 10 个底注。</translation>
        </message>
        <message>
            <source>Raise by exactly 30 chips for this lesson.</source>
            <translation>这节课请正好加注 30 筹码。</translation>
        </message>
        <message>
            <source>Raise this time: call and add 30.</source>
            <translation>这次请加注：跟注再加 30。</translation>
        </message>
        <message>
            <source>Minh raised back. With only a pair of kings against his face-up pair of aces, give up: fold (Úp bài). You lose what you put in, nothing more.</source>
            <translation>Minh 又加注了。你只有一对 K，而他亮着一对 A，放弃吧：弃牌。你只输掉已经投入的筹码，不会更多。</translation>
        </message>
        <message>
            <source>Fold here: your kings are beaten by the aces on show.</source>
            <translation>这里弃牌：你的一对 K 被亮出的一对 A 压住了。</translation>
        </message>
        <message>
            <source>Everyone but Minh folded, so Minh won the pot at once, without showing his hole card.</source>
            <translation>除了 Minh 大家都弃牌了，所以 Minh 立即赢得底池，不用亮出底牌。</translation>
        </message>
        <message>
            <source>A new hand was dealt, with a new ante from everyone. The dealer button moved one seat counter-clockwise: it only decides who is dealt first; the strongest face-up card still bets first.</source>
            <translation>新的一手已经发牌，每人重新放入底注。庄家按钮按逆时针方向移了一个座位：它只决定先发给谁；仍由明牌最大的人先下注。</translation>
        </message>
        <message>
            <source>The turn clock</source>
            <translation>行动计时</translation>
        </message>
        <message>
            <source>See the clock fold a player who does not act in time.</source>
            <translation>看看玩家没有及时行动时，怎样因计时而自动弃牌。</translation>
        </message>
        <message>
            <source>Every turn has a clock (15 seconds here; 30 at a new game, or off, 15 or 60 in the table's settings). Minh bet. This time press nothing: watch your seconds run out beside your seat. A player who does not act in time folds (úp bài).</source>
            <translation>每个回合都要计时（这里是 15 秒；新游戏默认 30 秒，也可以在牌桌设置中关闭，或改为 15 或 60 秒）。Minh 下注了。这次什么都别按：看着你座位旁的秒数走完。没有及时行动的玩家会自动弃牌。</translation>
        </message>
        <message>
            <source>Press nothing this time: let the clock run out.</source>
            <translation>这次什么都别按：让时间走完。</translation>
        </message>
        <message>
            <source>Time ran out, so you folded, and with Lan out too Minh won the pot at once.</source>
            <translation>时间到了，你自动弃牌；Lan 也弃牌了，所以 Minh 立即赢得底池。</translation>
        </message>
        <message>
            <source>A new hand: the clock runs again at each of your turns. Pausing the game stops it.</source>
            <translation>新的一手：每次轮到你时都会重新计时。暂停游戏时计时也会停止。</translation>
        </message>
        <message>
            <source>Four rounds and the showdown</source>
            <translation>四轮下注和摊牌</translation>
        </message>
        <message>
            <source>Play all four betting rounds and win the showdown with a full house (Cù lũ) over a flush (Thùng).</source>
            <translation>打完全部四轮下注，在摊牌时用葫芦赢过同花。</translation>
        </message>
        <message>
            <source>Hands from weakest to strongest: high card (Mậu thầu), pair (Đôi), two pairs (Thú), three of a kind (Sám), straight (Sảnh), flush (Thùng), full house (Cù lũ), four of a kind (Tứ quý), straight flush (Thùng phá sảnh) and the royal one with an ace (Thùng phá sảnh lớn). Here a flush is below a full house.</source>
            <translation>牌型从小到大：高牌、一对、两对、三条、顺子、同花、葫芦、四条、同花顺，以及到 A 的皇家同花顺。这里同花小于葫芦。</translation>
        </message>
        <message>
            <source>Minh's K♥ opened. Call.</source>
            <translation>Minh 的 K♥ 先下注。跟注。</translation>
        </message>
        <message>
            <source>Your face-up pair of nines now bets first. Bet 11 chips, the smallest bet (one ante and a chip).</source>
            <translation>现在你亮着的一对 9 先下注。下注 11 筹码，这是最小的下注额（一个底注加一个筹码）。</translation>
        </message>
        <message>
            <source>Bet 11 again: a third betting round.</source>
            <translation>再下注 11：第三轮下注。</translation>
        </message>
        <message>
            <source>The fourth and last round: bet 11.</source>
            <translation>第四轮，也是最后一轮：下注 11。</translation>
        </message>
        <message>
            <source>Minh raised: he shows four hearts. Call and go to the showdown.</source>
            <translation>Minh 加注了：他亮着四张红心。跟注，进入摊牌。</translation>
        </message>
        <message>
            <source>Call: your hole card makes a full house.</source>
            <translation>跟注：你的底牌能凑成葫芦。</translation>
        </message>
        <message>
            <source>At the showdown the hole cards were turned: your 9 9 9 10 10, a full house (Cù lũ), beat Minh's flush (Thùng), and the pot is yours (see the sheet). Straights run from 7-8-9-10-J up to 10-J-Q-K-A only: the ace is never low. When all ranks are equal, the suit of the highest card decides.</source>
            <translation>摊牌时翻开了底牌：你的 9 9 9 10 10 是葫芦，赢过 Minh 的同花，底池归你（见计分表）。顺子只能从 7-8-9-10-J 到 10-J-Q-K-A：A 永远不能当小。所有点数都相同时，看最大那张牌的花色。</translation>
        </message>
        <message>
            <source>Equal hands: the suit decides</source>
            <translation>牌一样大：看花色</translation>
        </message>
        <message>
            <source>See two equal pairs decided by the suit of their highest card.</source>
            <translation>看看两手相同的对子怎样按最大那张牌的花色决出胜负。</translation>
        </message>
        <message>
            <source>Two hands of the same kind are compared by the cards that make it, then the other cards from high to low. When every rank is equal, the suit decides: bích ♠ above cơ ♥, rô ♦ and tép ♣.</source>
            <translation>两手同类牌型先比组成牌型的牌，再从大到小比其余的牌。所有点数都相同时，看花色：黑桃 ♠ 大于红心 ♥、方块 ♦ 和梅花 ♣。</translation>
        </message>
        <message>
            <source>Your K♦ is the strongest face-up card: bet 11 chips, the smallest bet.</source>
            <translation>你的 K♦ 是最大的明牌：下注 11 筹码，这是最小的下注额。</translation>
        </message>
        <message>
            <source>Bet exactly 11 chips for this lesson.</source>
            <translation>这节课请正好下注 11 筹码。</translation>
        </message>
        <message>
            <source>Stay in: bet 11 chips.</source>
            <translation>不弃牌：下注 11 筹码。</translation>
        </message>
        <message>
            <source>Lan folded and Minh raised (Tố thêm). Call (Theo): match his raise and stay in.</source>
            <translation>Lan 弃牌了，Minh 加注。跟注：跟上他的加注，留在局中。</translation>
        </message>
        <message>
            <source>Stay in: call.</source>
            <translation>不弃牌：跟注。</translation>
        </message>
        <message>
            <source>Just call this time.</source>
            <translation>这次只跟注。</translation>
        </message>
        <message>
            <source>A new card each. Minh's A♦ beats your A♣ on show, so he bets first now. Call again.</source>
            <translation>每人又发了一张牌。亮出的牌中 Minh 的 A♦ 大于你的 A♣，所以这次由他先下注。再次跟注。</translation>
        </message>
        <message>
            <source>Call.</source>
            <translation>跟注。</translation>
        </message>
        <message>
            <source>The last round: call and go to the showdown.</source>
            <translation>最后一轮：跟注，进入摊牌。</translation>
        </message>
        <message>
            <source>You and Minh both hold a pair of kings with A, Q and J beside it: every rank is equal. The suit of the pair's highest card decides: your K♠ beats Minh's K♥, and the pot is yours.</source>
            <translation>你和 Minh 都是一对 K，另外都是 A、Q 和 J：所有点数都一样。看这对牌中最大那张的花色：你的 K♠ 大于 Minh 的 K♥，底池归你。</translation>
        </message>
        <message>
            <source>The ace is never low</source>
            <translation>A 永远不当小</translation>
        </message>
        <message>
            <source>See that A-7-8-9-10 is no straight: the ace only counts high.</source>
            <translation>看看 A-7-8-9-10 为什么不是顺子：A 只能当大。</translation>
        </message>
        <message>
            <source>Straights (Sảnh) run only from 7-8-9-10-J up to 10-J-Q-K-A: the ace is always high, never below the 7. Your hole card is the A♠.</source>
            <translation>顺子只能从 7-8-9-10-J 到 10-J-Q-K-A：A 总是当大，绝不排在 7 下面。你的底牌是 A♠。</translation>
        </message>
        <message>
            <source>Minh opened. Call (Theo).</source>
            <translation>Minh 先下注了。跟注。</translation>
        </message>
        <message>
            <source>Stay in: call, to see the showdown.</source>
            <translation>不弃牌：跟注，看看摊牌。</translation>
        </message>
        <message>
            <source>Just call in this lesson.</source>
            <translation>这节课只需跟注。</translation>
        </message>
        <message>
            <source>Call again.</source>
            <translation>再次跟注。</translation>
        </message>
        <message>
            <source>The last round: 7 8 9 10 on show and your A♠ in the hole. Call and see the showdown.</source>
            <translation>最后一轮：亮着 7 8 9 10，底牌是 A♠。跟注，看看摊牌。</translation>
        </message>
        <message>
            <source>A♠ 7 8 9 10 is no straight: the ace never counts below the 7. It is only a high card (Mậu thầu), and Minh's pair of queens (Đôi) won.</source>
            <translation>A♠ 7 8 9 10 不是顺子：A 从不排在 7 下面。它只是高牌，Minh 的一对 Q 赢了。</translation>
        </message>
        <message>
            <source>All-in and a side pot</source>
            <translation>全下和边池</translation>
        </message>
        <message>
            <source>Go all-in (Tố tất) when you cannot cover a bet, and see the main pot and a side pot.</source>
            <translation>跟不起注时全下，看看主池和边池。</translation>
        </message>
        <message>
            <source>You have only 30 chips left after the ante, and the bet to you is more than that.</source>
            <translation>付完底注后你只剩 30 筹码，而要跟的注比这还多。</translation>
        </message>
        <message>
            <source>Call with everything you have: all-in (Tố tất). You can still win, but only what everyone could match.</source>
            <translation>用你所有的筹码跟注：全下。你仍然可以赢，但只能赢每个人都能跟上的那部分。</translation>
        </message>
        <message>
            <source>Go all-in this time: call with what you have.</source>
            <translation>这次请全下：用你手里的筹码跟注。</translation>
        </message>
        <message>
            <source>Your chips and the same from each other player made the main pot, which you could win; what Minh and Lan bet beyond it made a side pot only they could win. Your four aces (Tứ quý) took the main pot and the side pot went to the better of their two hands. Chips are never made or lost: every pot goes to someone.</source>
            <translation>你的筹码，加上其他每位玩家相同数额的筹码，组成了你可以赢的主池；Minh 和 Lan 超出这部分的下注组成了只有他们俩能赢的边池。你的四张 A（四条）赢得了主池，边池归他们两人中牌更好的一方。筹码不会凭空多出或消失：每个底池都有人赢走。</translation>
        </message>
    </context>
    <context>
        <name>XitoDecisions</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/xito_decisions.py" line="+80" />
            <source>Time is up: you fold (úp bài) after %1 seconds.</source>
            <translation>时间到：%1 秒后你自动弃牌。</translation>
        </message>
        <message>
            <location line="+12" />
            <source>You folded</source>
            <translation>你已弃牌</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The session is over.</source>
            <translation>本场已结束。</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Re-buy %1 chips</source>
            <translation>补充 %1 筹码</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You have 1 chip, less than the ante (%2). Re-buy up to %3, or sit this hand out?</source>
            <translation>你有 1 个筹码，少于底注（%2）。最多补充到 %3，还是这一手不玩？</translation>
        </message>
        <message>
            <location line="+4" />
            <source>You have %1 chips, less than the ante (%2). Re-buy up to %3, or sit this hand out?</source>
            <translation>你有 %1 筹码，少于底注（%2）。最多补充到 %3，还是这一手不玩？</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Bet</source>
            <translation>下注</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Raise by</source>
            <translation>加注额</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Call %1 · all-in</source>
            <translation>跟注 %1 · 全下</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Call %1</source>
            <translation>跟注 %1</translation>
        </message>
        <message>
            <location line="+21" />
            <source>You bet first: all-in with your last chip, or fold.</source>
            <translation>你首先下注：用最后 1 个筹码全下，或者弃牌。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You bet first: all-in with your last %1 chips, or fold.</source>
            <translation>你首先下注：用最后的 %1 筹码全下，或者弃牌。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You bet first (tố đầu): %1–%2 chips, or fold.</source>
            <translation>你首先下注：%1–%2 筹码，或者弃牌。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>call your last %1 (all-in)</source>
            <translation>用最后的 %1 跟注（全下）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>call %1</source>
            <translation>跟注 %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 has %2 in: %3 or fold. %4</source>
            <translation>%1 已投入 %2：%3 或弃牌。%4</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 has %2 in: %3, raise by %4–%5, or fold.</source>
            <translation>%1 已投入 %2：%3，加注 %4–%5，或弃牌。</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The table</source>
            <translation>牌桌</translation>
        </message>
        <message>
            <location line="+5" />
            <source>No more raises this round: the limit is %1.</source>
            <translation>本轮不能再加注：上限为 %1 次。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Too few chips left to raise.</source>
            <translation>剩下的筹码太少，无法加注。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Nobody left could answer a raise.</source>
            <translation>剩下的人都无法应对加注。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 decides whether to re-buy…</source>
            <translation>%1 在考虑是否补充筹码…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 bets first (tố đầu)…</source>
            <translation>%1 首先下注…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 decides: call, raise or fold…</source>
            <translation>%1 在考虑：跟注、加注还是弃牌…</translation>
        </message>
        <message>
            <location line="+35" />
            <source>Bet %1</source>
            <translation>下注 %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Raise by %1</source>
            <translation>加注 %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Fold</source>
            <translation>弃牌</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Sit this hand out</source>
            <translation>这一手不玩</translation>
        </message>
        <message>
            <location line="+31" />
            <source>hole card %1</source>
            <translation>底牌 %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source> (only you see it)</source>
            <translation>（只有你能看到）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>a hole card, face down</source>
            <translation>一张扣着的底牌</translation>
        </message>
        <message>
            <location line="+2" />
            <source>face-up card %1</source>
            <translation>明牌 %1</translation>
        </message>
        <message>
            <location line="+15" />
            <source>%1 showing</source>
            <translation>亮出 %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source> (folded)</source>
            <translation>（已弃牌）</translation>
        </message>
    </context>
    <context>
        <name>XitoEvents</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/xito_events.py" line="+65" />
            <source>Dealer</source>
            <translation>庄家</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+17" />
            <source>Sits out</source>
            <translation>本手不玩</translation>
        </message>
        <message>
            <location line="-9" />
            <source>Re-bought %1</source>
            <translation>已补充 %1</translation>
        </message>
        <message>
            <location line="+207" />
            <source>Wins %1</source>
            <translation>赢得 %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You won %2 with %3</source>
            <translation>你以%3赢了 %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 won %2 with %3</source>
            <translation>%1 以%3赢得 %2</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You won %2: %3</source>
            <translation>你赢了 %2：%3</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 won %2: %3</source>
            <translation>%1 赢得 %2：%3</translation>
        </message>
        <message>
            <location line="+7" />
            <source>You won %2</source>
            <translation>你赢了 %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 won %2</source>
            <translation>%1 赢得 %2</translation>
        </message>
        <message>
            <location line="+23" />
            <source>loses</source>
            <translation>输</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Last hand:</source>
            <translation>上一手：</translation>
        </message>
        <message>
            <location line="+13" />
            <source>You won %1</source>
            <translation>你赢了 %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lost %1</source>
            <translation>你输了 %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You broke even</source>
            <translation>你不输不赢</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You put in %1 and took %2.</source>
            <translation>你投入 %1，收回 %2。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You put in %1.</source>
            <translation>你投入 %1。</translation>
        </message>
        <message>
            <location line="+25" />
            <source>The session is over: you are %1 chips up</source>
            <translation>本场结束：你赢了 %1 筹码</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The session is over: you are %1 chips down</source>
            <translation>本场结束：你输了 %1 筹码</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The session is over: you broke even</source>
            <translation>本场结束：你不输不赢</translation>
        </message>
    </context>
    <context>
        <name>XitoPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/xito_panel.py" line="+35" />
            <location line="+38" />
            <source>Bet</source>
            <translation>下注</translation>
        </message>
        <message>
            <location line="-9" />
            <source>Fold</source>
            <translation>弃牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Call</source>
            <translation>跟注</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Min</source>
            <translation>最小</translation>
        </message>
        <message>
            <location line="+3" />
            <source>½ pot</source>
            <translation>½ 底池</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pot</source>
            <translation>底池</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+98" />
            <source>Max</source>
            <translation>最大</translation>
        </message>
        <message>
            <location line="-96" />
            <source>Raise</source>
            <translation>加注</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Re-buy</source>
            <translation>补充筹码</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sit this hand out</source>
            <translation>这一手不玩</translation>
        </message>
        <message>
            <location line="+40" />
            <source>From %1 to %2 chips (PgDown / PgUp: one ante less or more; Home / End: %1 or %2)</source>
            <translation>%1 至 %2 筹码（PgDown / PgUp：减少或增加一个底注；Home / End：%1 或 %2）</translation>
        </message>
        <message>
            <location line="+34" />
            <source>All-in</source>
            <translation>全下</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Bet %1</source>
            <translation>下注 %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Raise to %1</source>
            <translation>加注到 %1</translation>
        </message>
    </context>
    <context>
        <name>XitoTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/xito.py" line="+239" />
            <source>All-in %1 · tố tất</source>
            <translation>全下 %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Bet %1 · tố</source>
            <translation>下注 %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Call %1 · theo</source>
            <translation>跟注 %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Raise to %1 · tố thêm</source>
            <translation>加注到 %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fold · úp bài</source>
            <translation>弃牌</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Dealer</source>
            <translation>庄家</translation>
        </message>
        <message>
            <location line="+38" />
            <source>Sits out</source>
            <translation>本手不玩</translation>
        </message>
        <message>
            <location line="+21" />
            <source>All-in · tố tất</source>
            <translation>全下</translation>
        </message>
        <message>
            <location line="+17" />
            <source>First to bet · tố đầu</source>
            <translation>首先下注</translation>
        </message>
        <message>
            <location line="+1" />
            <source>shows %1</source>
            <translation>亮出 %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Hand %1</source>
            <translation>第 %1 手</translation>
        </message>
        <message>
            <location line="+2" />
            <source>betting round %1 of 4</source>
            <translation>第 %1 轮下注，共 4 轮</translation>
        </message>
        <message>
            <location line="-199" />
            <source>Hole card</source>
            <translation>底牌</translation>
        </message>
        <message>
            <location line="+0" />
            <source>hidden from the others</source>
            <translation>其他人看不到</translation>
        </message>
        <message>
            <location line="+201" />
            <source>no more betting</source>
            <translation>不再下注</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Ante %1 · a bet: %2 to %3 chips</source>
            <translation>底注 %1 · 下注：%2 至 %3 筹码</translation>
        </message>
        <message>
            <location line="+7" />
            <source>a raise: the call + %1 to %2</source>
            <translation>加注：跟注额 + %1 至 %2</translation>
        </message>
        <message>
            <location line="+6" />
            <source>at most one raise a round</source>
            <translation>每轮最多加注一次</translation>
        </message>
        <message>
            <location line="+2" />
            <source>at most %1 raises a round</source>
            <translation>每轮最多加注 %1 次</translation>
        </message>
        <message>
            <location line="+58" />
            <source>Pot %1</source>
            <translation>底池 %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Main pot %1</source>
            <translation>主池 %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Side pot %2: %1 · </source>
            <translation>边池 %2：%1 · </translation>
        </message>
        <message>
            <location line="+53" />
            <source>your hand: %1</source>
            <translation>你的牌：%1</translation>
        </message>
        <message>
            <location line="-11" />
            <source>your hand</source>
            <translation>你的牌</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Guandan is played by four players in two teams, partners sitting opposite.</source>
            <translation>掼蛋由四名玩家分成两队进行，对家坐在对面。</translation>
        </message>
        <message>
            <source>Show all card counts</source>
            <translation>显示所有人的剩余牌数</translation>
        </message>
        <message>
            <source>Show how many cards every player holds; off: only counts of 10 or fewer, as at a table.</source>
            <translation>显示每位玩家手里有几张牌；关闭时只显示 10 张及以下的牌数，和真实牌桌一样。</translation>
        </message>
        <message>
            <source>Drop back after three failures at A</source>
            <translation>打 A 三次不过退回打 2</translation>
        </message>
        <message>
            <source>A team that plays at its own level A three times without winning goes back to level 2.</source>
            <translation>一队打自己的级牌 A 三次都没有过，就退回打 2。</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>座位数</translation>
        </message>
        <message>
            <source>People at the table, the dealer included (each plays at least one hand).</source>
            <translation>牌桌上的人数，包括庄家（每人至少玩一手）。</translation>
        </message>
        <message>
            <source>Starting chips</source>
            <translation>起始筹码</translation>
        </message>
        <message>
            <source>Chips each seat starts with; a broke seat buys this many again.</source>
            <translation>每个座位开始时的筹码；输光的座位会再买这么多。</translation>
        </message>
        <message>
            <source>Minimum bet</source>
            <translation>最低下注</translation>
        </message>
        <message>
            <source>The smallest bet on one hand.</source>
            <translation>一手牌的最小下注额。</translation>
        </message>
        <message>
            <source>Dealer's maximum bet</source>
            <translation>庄家最高下注</translation>
        </message>
        <message>
            <source>The largest bet the dealer accepts on one hand (อั้นเดิมพัน).</source>
            <translation>庄家在一手牌上接受的最大下注额。</translation>
        </message>
        <message>
            <source>Must draw under 4</source>
            <translation>不到 4 点必须补牌</translation>
        </message>
        <message>
            <source>A player whose two cards are worth less than 4 points must draw a third card.</source>
            <translation>两张牌不到 4 点的玩家必须补第三张牌。</translation>
        </message>
        <message>
            <source>Dealer may catch two</source>
            <translation>庄家可与两张牌的开牌</translation>
        </message>
        <message>
            <source>Before drawing, the dealer may settle against all two-card hands, not only three-card.</source>
            <translation>补牌之前，庄家不仅可以与三张牌的闲家结算，还可以与所有两张牌的闲家结算。</translation>
        </message>
        <message>
            <source>Ties pay the deng difference</source>
            <translation>平局按倍数差结算</translation>
        </message>
        <message>
            <source>Equal hands with different deng: the one with more deng collects the difference.</source>
            <translation>点数相同但倍数不同时，倍数多的一方收取差额。</translation>
        </message>
        <message>
            <source>Hands per player</source>
            <translation>每人手数</translation>
        </message>
        <message>
            <source>How many hands (legs) one player may bet on in a round.</source>
            <translation>一名玩家在一轮中最多可以下注几手（几门）。</translation>
        </message>
        <message>
            <source>Dealer rounds</source>
            <translation>坐庄轮数</translation>
        </message>
        <message>
            <source>Rounds an AI dealer keeps the bank; you are offered it each time it passes.</source>
            <translation>AI 庄家坐庄的轮数；每次换庄时都会问你是否做庄。</translation>
        </message>
        <message>
            <source>First dealer</source>
            <translation>首位庄家</translation>
        </message>
        <message>
            <source>The seat holding the bank in the first round (0 is you).</source>
            <translation>第一轮做庄的座位（0 是你）。</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>轮数</translation>
        </message>
        <message>
            <source>End the session after this many rounds (empty: play on until you leave).</source>
            <translation>打完这么多轮后结束本场（留空：一直玩到你离开）。</translation>
        </message>
        <message>
            <source>Seats at the table: you and the AI players (5 cards each from 32).</source>
            <translation>牌桌座位：你和 AI 玩家（从 32 张牌中每人发 5 张）。</translation>
        </message>
        <message>
            <source>Ante (1 cược)</source>
            <translation>底注（1 注）</translation>
        </message>
        <message>
            <source>Chips every player puts in the pot before the cards are dealt.</source>
            <translation>发牌之前每位玩家放入底池的筹码。</translation>
        </message>
        <message>
            <source>Raise limit (antes)</source>
            <translation>加注上限（底注倍数）</translation>
        </message>
        <message>
            <source>Largest single bet or raise (giới hạn tố), in antes; the smallest is one ante and a chip.</source>
            <translation>单次下注或加注的最大额，以底注为单位；最小为一个底注加一个筹码。</translation>
        </message>
        <message>
            <source>Max raises per round</source>
            <translation>每轮最多加注次数</translation>
        </message>
        <message>
            <source>Off: raise as often as you like; a number: after that many raises, only call or fold.</source>
            <translation>关：想加注几次都行；数字：加注达到该次数后，只能跟注或弃牌。</translation>
        </message>
        <message>
            <source>Starting stack</source>
            <translation>起始筹码</translation>
        </message>
        <message>
            <source>Chips each player starts with; an AI player who cannot pay the ante re-buys this many.</source>
            <translation>每位玩家开始时的筹码；付不起底注的 AI 玩家会再买这么多。</translation>
        </message>
        <message>
            <source>Turn timer (seconds)</source>
            <translation>行动计时（秒）</translation>
        </message>
        <message>
            <source>A player who does not act in time folds (the rules give 30 seconds); off for no clock.</source>
            <translation>没有及时行动的玩家自动弃牌（规则为 30 秒）；关闭则不计时。</translation>
        </message>
        <message>
            <source>How many seats at the table, 2 to 6.</source>
            <translation>牌桌座位数，2 到 6 个。</translation>
        </message>
        <message>
            <source>Decks for 4–6 players</source>
            <translation>4–6 人所用的副数</translation>
        </message>
        <message>
            <source>2–3 players use one deck; 4–6 players use 2 decks, or 3 with this setting.</source>
            <translation>2–3 人用一副牌；4–6 人用 2 副牌，或按此设置用 3 副。</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>比赛方式</translation>
        </message>
        <message>
            <source>A fixed number of deals, or pool rummy: reaching 101 points puts a player out.</source>
            <translation>固定局数，或 101 分拉米：达到 101 分的玩家出局。</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>局数</translation>
        </message>
        <message>
            <source>How many deals a match lasts (not used in pool rummy).</source>
            <translation>一场比赛打几局（101 分拉米不适用）。</translation>
        </message>
        <message>
            <source>Sequences hold 6–7 cards</source>
            <translation>顺子共 6–7 张</translation>
        </message>
        <message>
            <source>The pure and the second sequence of a declaration hold 6 or 7 cards together, as the rules say; off: longer sequences are fine too.</source>
            <translation>宣告时，纯顺子与第二个顺子合起来为 6 或 7 张，按规则；关闭时更长的顺子也可以。</translation>
        </message>
    </context>
    <context>
        <name>OptionValues</name>
        <message>
            <source>Deals</source>
            <translation>按局数</translation>
        </message>
        <message>
            <source>Pool 101</source>
            <translation>101 分淘汰</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>确定</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>保存</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>全部保存</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>打开</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>是(&amp;Y)</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>全部是(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>否(&amp;N)</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>全部否(&amp;O)</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>中止</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>重试</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>忽略</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>放弃</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>帮助</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>应用</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>重置</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>恢复默认值</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>That is not a {game} move (got {got}).</source>
            <comment>engine.not_a_move</comment>
            <translation>这不是{game}的招法（收到 {got}）。</translation>
        </message>
        <message>
            <source>{field} must be {words}, got {problem}.</source>
            <comment>engine.bad_field</comment>
            <translation>{field} 必须是 {words}，但收到 {problem}。</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <comment>engine.match_over</comment>
            <translation>比赛已结束。</translation>
        </message>
        <message>
            <source>{card}</source>
            <comment>engine.card</comment>
            <translation>{card}</translation>
        </message>
        <message>
            <source>Joker</source>
            <comment>engine.joker</comment>
            <translation>王牌</translation>
        </message>
        <message>
            <source>seat {seat}</source>
            <comment>engine.seat</comment>
            <translation>座位 {seat}</translation>
        </message>
        <message>
            <source>{rank}s</source>
            <comment>engine.several_of</comment>
            <translation>{rank}</translation>
        </message>
        <message>
            <source>aces</source>
            <comment>engine.aces</comment>
            <translation>A</translation>
        </message>
        <message>
            <source>kings</source>
            <comment>engine.kings</comment>
            <translation>K</translation>
        </message>
        <message>
            <source>queens</source>
            <comment>engine.queens</comment>
            <translation>Q</translation>
        </message>
        <message>
            <source>jacks</source>
            <comment>engine.jacks</comment>
            <translation>J</translation>
        </message>
        <message>
            <source>{action} is not a Guandan action.</source>
            <comment>guandan.not_an_action</comment>
            <translation>{action} 不是掼蛋的操作。</translation>
        </message>
        <message>
            <source>The deck has already been cut.</source>
            <comment>guandan.already_cut</comment>
            <translation>已经切过牌了。</translation>
        </message>
        <message>
            <source>It is not time to play cards.</source>
            <comment>guandan.not_play_time</comment>
            <translation>现在还不是出牌的时候。</translation>
        </message>
        <message>
            <source>Plays are read at level {level} in this hand.</source>
            <comment>guandan.wrong_level</comment>
            <translation>本手牌按打 {level} 来认牌型。</translation>
        </message>
        <message>
            <source>You can only play cards from your own hand.</source>
            <comment>guandan.not_your_cards</comment>
            <translation>你只能出自己手里的牌。</translation>
        </message>
        <message>
            <source>Those cards are not that combination.</source>
            <comment>guandan.not_that_combination</comment>
            <translation>这些牌不是该牌型。</translation>
        </message>
        <message>
            <source>{combo} does not beat {top}.</source>
            <comment>guandan.does_not_beat</comment>
            <translation>{combo} 压不过 {top}。</translation>
        </message>
        <message>
            <source>Play a higher {kind} or a bomb, or pass ({top} leads this trick).</source>
            <comment>guandan.play_higher</comment>
            <translation>出更大的{kind}或炸弹，或者不要（本轮最大的是 {top}）。</translation>
        </message>
        <message>
            <source>You lead this trick: play any combination.</source>
            <comment>guandan.lead_any</comment>
            <translation>这一轮由你先出：任意牌型都可以。</translation>
        </message>
        <message>
            <source>No tribute is being paid now.</source>
            <comment>guandan.no_tribute_now</comment>
            <translation>现在没有在进贡。</translation>
        </message>
        <message>
            <source>Pay tribute with a card from your own hand.</source>
            <comment>guandan.tribute_from_hand</comment>
            <translation>用你自己手里的牌进贡。</translation>
        </message>
        <message>
            <source>Tribute is your highest card (the heart level cards do not count).</source>
            <comment>guandan.tribute_highest</comment>
            <translation>进贡必须是你最大的牌（红心级牌不算）。</translation>
        </message>
        <message>
            <source>No tribute is being returned now.</source>
            <comment>guandan.no_return_now</comment>
            <translation>现在没有在还贡。</translation>
        </message>
        <message>
            <source>Return a card from your own hand.</source>
            <comment>guandan.return_from_hand</comment>
            <translation>用你自己手里的牌还贡。</translation>
        </message>
        <message>
            <source>Return a card of rank 10 or lower that is not a level card (only if you have none, your lowest card).</source>
            <comment>guandan.return_low</comment>
            <translation>还一张不大于 10 且不是级牌的牌（只有在没有这种牌时，才还你最小的牌）。</translation>
        </message>
        <message>
            <source>Seat {banker} is Banker, partner {place}: seats {team} and {partner} win the hand (+{climb})</source>
            <comment>guandan.summary</comment>
            <translation>座位 {banker} 是上游，对家是{place}：座位 {team} 和 {partner} 赢得这一手（+{climb}）</translation>
        </message>
        <message>
            <source>{hand} and the game at A.</source>
            <comment>guandan.summary_game_won</comment>
            <translation>{hand}，并过 A 赢得比赛。</translation>
        </message>
        <message>
            <source>{hand}; levels now {even} (seats 0 and 2) and {odd} (seats 1 and 3).</source>
            <comment>guandan.summary_levels</comment>
            <translation>{hand}；现在级数为 {even}（座位 0 和 2）和 {odd}（座位 1 和 3）。</translation>
        </message>
        <message>
            <source>{text} Seats {seat} and {partner} drop back to 2 after three tries at A.</source>
            <comment>guandan.summary_drop_back</comment>
            <translation>{text} 座位 {seat} 和 {partner} 打 A 三次不过，退回打 2。</translation>
        </message>
        <message>
            <source>Follower</source>
            <comment>guandan.place_follower</comment>
            <translation>二游</translation>
        </message>
        <message>
            <source>Third</source>
            <comment>guandan.place_third</comment>
            <translation>三游</translation>
        </message>
        <message>
            <source>Dweller</source>
            <comment>guandan.place_dweller</comment>
            <translation>下游</translation>
        </message>
        <message>
            <source>small joker</source>
            <comment>guandan.small_joker</comment>
            <translation>小王</translation>
        </message>
        <message>
            <source>big joker</source>
            <comment>guandan.big_joker</comment>
            <translation>大王</translation>
        </message>
        <message>
            <source>Single {rank}</source>
            <comment>guandan.single</comment>
            <translation>单张 {rank}</translation>
        </message>
        <message>
            <source>Pair of {ranks}</source>
            <comment>guandan.pair</comment>
            <translation>对 {ranks}</translation>
        </message>
        <message>
            <source>Triple {ranks}</source>
            <comment>guandan.triple</comment>
            <translation>三张 {ranks}</translation>
        </message>
        <message>
            <source>Full house {ranks}</source>
            <comment>guandan.full_house</comment>
            <translation>三带二 {ranks}</translation>
        </message>
        <message>
            <source>Tube {ranks}</source>
            <comment>guandan.tube</comment>
            <translation>三连对 {ranks}</translation>
        </message>
        <message>
            <source>Plate {ranks}</source>
            <comment>guandan.plate</comment>
            <translation>钢板 {ranks}</translation>
        </message>
        <message>
            <source>Straight {low}–{high}</source>
            <comment>guandan.straight</comment>
            <translation>顺子 {low}–{high}</translation>
        </message>
        <message>
            <source>Straight flush {low}–{high}</source>
            <comment>guandan.straight_flush</comment>
            <translation>同花顺 {low}–{high}</translation>
        </message>
        <message>
            <source>Bomb of {n} × {rank}</source>
            <comment>guandan.bomb</comment>
            <translation>{n} 张 {rank} 炸弹</translation>
        </message>
        <message>
            <source>Joker bomb</source>
            <comment>guandan.joker_bomb</comment>
            <translation>天王炸</translation>
        </message>
        <message numerus="yes">
            <source>{combo} (wilds as {ranks})</source>
            <comment>guandan.with_wilds</comment>
            <translation>
                <numerusform>{combo}（逢人配当作 {ranks}）</numerusform>
            </translation>
        </message>
        <message>
            <source>single</source>
            <comment>guandan.kind_single</comment>
            <translation>单张</translation>
        </message>
        <message>
            <source>pair</source>
            <comment>guandan.kind_pair</comment>
            <translation>对子</translation>
        </message>
        <message>
            <source>triple</source>
            <comment>guandan.kind_triple</comment>
            <translation>三张</translation>
        </message>
        <message>
            <source>full house</source>
            <comment>guandan.kind_full_house</comment>
            <translation>三带二</translation>
        </message>
        <message>
            <source>straight</source>
            <comment>guandan.kind_straight</comment>
            <translation>顺子</translation>
        </message>
        <message>
            <source>tube</source>
            <comment>guandan.kind_tube</comment>
            <translation>三连对</translation>
        </message>
        <message>
            <source>plate</source>
            <comment>guandan.kind_plate</comment>
            <translation>钢板</translation>
        </message>
        <message>
            <source>straight flush</source>
            <comment>guandan.kind_straight_flush</comment>
            <translation>同花顺</translation>
        </message>
        <message>
            <source>bomb</source>
            <comment>guandan.kind_bomb</comment>
            <translation>炸弹</translation>
        </message>
        <message>
            <source>joker bomb</source>
            <comment>guandan.kind_joker_bomb</comment>
            <translation>天王炸</translation>
        </message>
        <message>
            <source>The session is over.</source>
            <comment>pokdeng.session_over</comment>
            <translation>本场已结束。</translation>
        </message>
        <message>
            <source>You cannot {what} now: {waiting}.</source>
            <comment>pokdeng.cannot_now</comment>
            <translation>你现在不能{what}：{waiting}。</translation>
        </message>
        <message>
            <source>place a bet</source>
            <comment>pokdeng.what_place_a_bet</comment>
            <translation>下注</translation>
        </message>
        <message>
            <source>finish betting</source>
            <comment>pokdeng.what_finish_betting</comment>
            <translation>结束下注</translation>
        </message>
        <message>
            <source>draw a card</source>
            <comment>pokdeng.what_draw</comment>
            <translation>补牌</translation>
        </message>
        <message>
            <source>stand</source>
            <comment>pokdeng.what_stand</comment>
            <translation>停牌</translation>
        </message>
        <message>
            <source>catch</source>
            <comment>pokdeng.what_catch</comment>
            <translation>开牌</translation>
        </message>
        <message>
            <source>decline to catch</source>
            <comment>pokdeng.what_decline_to_catch</comment>
            <translation>放弃开牌</translation>
        </message>
        <message>
            <source>rebuy</source>
            <comment>pokdeng.what_rebuy</comment>
            <translation>补充筹码</translation>
        </message>
        <message>
            <source>leave the table</source>
            <comment>pokdeng.what_leave_the_table</comment>
            <translation>离开牌桌</translation>
        </message>
        <message>
            <source>take the bank</source>
            <comment>pokdeng.what_take_the_bank</comment>
            <translation>做庄</translation>
        </message>
        <message>
            <source>decline the bank</source>
            <comment>pokdeng.what_decline_the_bank</comment>
            <translation>不做庄</translation>
        </message>
        <message>
            <source>deal another round</source>
            <comment>pokdeng.what_deal_another_round</comment>
            <translation>再发一轮</translation>
        </message>
        <message>
            <source>announce a stop</source>
            <comment>pokdeng.what_announce_a_stop</comment>
            <translation>宣布下庄</translation>
        </message>
        <message>
            <source>seat {seat} is placing bets</source>
            <comment>pokdeng.waiting_bets</comment>
            <translation>座位 {seat} 正在下注</translation>
        </message>
        <message>
            <source>hand {hand} (seat {seat}) draws or stands</source>
            <comment>pokdeng.waiting_draw</comment>
            <translation>第 {hand} 手（座位 {seat}）正在补牌或停牌</translation>
        </message>
        <message>
            <source>the dealer decides whether to catch</source>
            <comment>pokdeng.waiting_catch</comment>
            <translation>庄家正在决定是否开牌</translation>
        </message>
        <message>
            <source>the dealer draws or stands</source>
            <comment>pokdeng.waiting_dealer_draw</comment>
            <translation>庄家正在补牌或停牌</translation>
        </message>
        <message>
            <source>seat 0 is out of chips and must rebuy or leave</source>
            <comment>pokdeng.waiting_rebuy</comment>
            <translation>座位 0 的筹码用完了，必须补充筹码或离开</translation>
        </message>
        <message>
            <source>seat 0 is offered the bank</source>
            <comment>pokdeng.waiting_bank_offer</comment>
            <translation>正在问座位 0 是否做庄</translation>
        </message>
        <message>
            <source>the dealer chooses to deal on or announce a stop</source>
            <comment>pokdeng.waiting_bank_keep</comment>
            <translation>庄家正在选择继续发牌还是宣布下庄</translation>
        </message>
        <message>
            <source>the session is over</source>
            <comment>pokdeng.waiting_over</comment>
            <translation>本场已结束</translation>
        </message>
        <message>
            <source>A bet's spot and amount must be whole numbers.</source>
            <comment>pokdeng.bet_whole_numbers</comment>
            <translation>下注的位置和金额必须是整数。</translation>
        </message>
        <message>
            <source>You cannot open another hand this round.</source>
            <comment>pokdeng.no_more_hands</comment>
            <translation>本轮你不能再开一手。</translation>
        </message>
        <message>
            <source>There is no position {spot} at this table.</source>
            <comment>pokdeng.no_position</comment>
            <translation>本桌没有位置 {spot}。</translation>
        </message>
        <message>
            <source>That position already has a hand.</source>
            <comment>pokdeng.position_taken</comment>
            <translation>这个位置已经有一手牌了。</translation>
        </message>
        <message>
            <source>That is another player's place: bet at yours or in a gap.</source>
            <comment>pokdeng.others_place</comment>
            <translation>那是另一位玩家的位置：请在你的位置或空位下注。</translation>
        </message>
        <message numerus="yes">
            <source>A bet here must be from {low} to %n chips.</source>
            <comment>pokdeng.bet_range</comment>
            <translation>
                <numerusform>这里的下注必须在 {low} 到 %n 筹码之间。</numerusform>
            </translation>
        </message>
        <message>
            <source>It is hand {expected}'s turn to draw or stand, not hand {hand}.</source>
            <comment>pokdeng.wrong_hand</comment>
            <translation>现在轮到第 {expected} 手补牌或停牌，不是第 {hand} 手。</translation>
        </message>
        <message>
            <source>Under 4 points a player must draw a third card (table rule).</source>
            <comment>pokdeng.must_draw</comment>
            <translation>不到 4 点的玩家必须补第三张牌（本桌规则）。</translation>
        </message>
        <message>
            <source>At this table the dealer may catch only three-card hands.</source>
            <comment>pokdeng.catch_three_only</comment>
            <translation>本桌庄家只能与三张牌的闲家开牌。</translation>
        </message>
        <message>
            <source>There is no hand with {size} cards to catch.</source>
            <comment>pokdeng.nothing_to_catch</comment>
            <translation>没有 {size} 张牌的闲家可以开牌。</translation>
        </message>
        <message>
            <source>You have bets on the table: play this round out first.</source>
            <comment>pokdeng.bets_on_table</comment>
            <translation>你在桌上还有下注：先打完这一轮。</translation>
        </message>
        <message>
            <source>Round {round}: dealer (seat {seat}) {delta}</source>
            <comment>pokdeng.summary</comment>
            <translation>第 {round} 轮：庄家（座位 {seat}）{delta}</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <comment>pokdeng.points</comment>
            <translation>
                <numerusform>%n 点</numerusform>
            </translation>
        </message>
        <message>
            <source>Pok {n}</source>
            <comment>pokdeng.pok</comment>
            <translation>博{n}</translation>
        </message>
        <message>
            <source>Tong ×{x}</source>
            <comment>pokdeng.tong</comment>
            <translation>豹子 ×{x}</translation>
        </message>
        <message>
            <source>Straight flush ×{x}</source>
            <comment>pokdeng.straight_flush</comment>
            <translation>同花顺 ×{x}</translation>
        </message>
        <message>
            <source>Straight ×{x}</source>
            <comment>pokdeng.straight</comment>
            <translation>顺子 ×{x}</translation>
        </message>
        <message>
            <source>Sam Lueang ×{x}</source>
            <comment>pokdeng.sam_lueang</comment>
            <translation>三公 ×{x}</translation>
        </message>
        <message>
            <source>{base}, two deng ×2</source>
            <comment>pokdeng.two_deng</comment>
            <translation>{base}，双倍 ×2</translation>
        </message>
        <message>
            <source>{base}, three deng ×3</source>
            <comment>pokdeng.three_deng</comment>
            <translation>{base}，三倍 ×3</translation>
        </message>
        <message>
            <source>There is no bet to call yet: bet (tố) or fold.</source>
            <comment>xito.no_bet_to_call</comment>
            <translation>现在还没有可以跟的注：下注或弃牌。</translation>
        </message>
        <message>
            <source>A bet is a whole number of chips.</source>
            <comment>xito.bet_whole_number</comment>
            <translation>下注必须是整数筹码。</translation>
        </message>
        <message>
            <source>There is already a bet this round: call (theo), raise or fold.</source>
            <comment>xito.already_a_bet</comment>
            <translation>本轮已经有人下注：跟注、加注或弃牌。</translation>
        </message>
        <message>
            <source>Nobody has bet yet this round: open with a bet (tố) or fold.</source>
            <comment>xito.nobody_bet</comment>
            <translation>本轮还没有人下注：先下注或弃牌。</translation>
        </message>
        <message numerus="yes">
            <source>This round already had %n raises: call or fold.</source>
            <comment>xito.raise_limit</comment>
            <translation>
                <numerusform>本轮已经加注 %n 次：只能跟注或弃牌。</numerusform>
            </translation>
        </message>
        <message>
            <source>Nobody left can answer a raise: call or fold.</source>
            <comment>xito.nobody_can_answer</comment>
            <translation>剩下的人都无法应对加注：跟注或弃牌。</translation>
        </message>
        <message>
            <source>You do not have enough chips to raise: call or fold.</source>
            <comment>xito.not_enough_to_raise</comment>
            <translation>你的筹码不够加注：跟注或弃牌。</translation>
        </message>
        <message numerus="yes">
            <source>The only bet you can make is %n chips (all-in).</source>
            <comment>xito.only_bet</comment>
            <translation>
                <numerusform>你只能下注 %n 筹码（全下）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The only raise you can make is %n chips (all-in).</source>
            <comment>xito.only_raise</comment>
            <translation>
                <numerusform>你只能加注 %n 筹码（全下）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A bet is from {low} to %n chips, not {amount}.</source>
            <comment>xito.bet_range</comment>
            <translation>
                <numerusform>下注应在 {low} 到 %n 筹码之间，而不是 {amount}。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A raise is from {low} to %n chips, not {amount}.</source>
            <comment>xito.raise_range</comment>
            <translation>
                <numerusform>加注应在 {low} 到 %n 筹码之间，而不是 {amount}。</numerusform>
            </translation>
        </message>
        <message>
            <source>{action} is not a Xì tố action.</source>
            <comment>xito.not_an_action</comment>
            <translation>{action} 不是越南梭哈的操作。</translation>
        </message>
        <message>
            <source>You cannot pay the ante: re-buy chips or sit this hand out.</source>
            <comment>xito.cannot_pay_ante</comment>
            <translation>你付不起底注：补充筹码，或者这一手不玩。</translation>
        </message>
        <message>
            <source>You can only re-buy or sit out before a hand, when you cannot pay the ante.</source>
            <comment>xito.rebuy_when</comment>
            <translation>只有在一手开始前、付不起底注时，才能补充筹码或不玩。</translation>
        </message>
        <message numerus="yes">
            <source>Seat {seat} wins %n chips: everyone else folded.</source>
            <comment>xito.all_folded</comment>
            <translation>
                <numerusform>座位 {seat} 赢得 %n 筹码：其他人都已弃牌。</numerusform>
            </translation>
        </message>
        <message>
            <source>Seat {seat} wins the pot ({amount}) with {hand}.</source>
            <comment>xito.wins_pot</comment>
            <translation>座位 {seat} 以{hand}赢得底池（{amount}）。</translation>
        </message>
        <message>
            <source>Seat {seat} wins the main pot ({amount}) with {hand}.</source>
            <comment>xito.wins_main_pot</comment>
            <translation>座位 {seat} 以{hand}赢得主池（{amount}）。</translation>
        </message>
        <message>
            <source>Seat {seat} wins side pot {pot} ({amount}) with {hand}.</source>
            <comment>xito.wins_side_pot</comment>
            <translation>座位 {seat} 以{hand}赢得边池 {pot}（{amount}）。</translation>
        </message>
        <message>
            <source>{pots}</source>
            <comment>xito.pots</comment>
            <translation>{pots}</translation>
        </message>
        <message>
            <source>high card</source>
            <comment>xito.high_card</comment>
            <translation>高牌</translation>
        </message>
        <message>
            <source>one pair</source>
            <comment>xito.pair</comment>
            <translation>一对</translation>
        </message>
        <message>
            <source>two pairs</source>
            <comment>xito.two_pair</comment>
            <translation>两对</translation>
        </message>
        <message>
            <source>three of a kind</source>
            <comment>xito.three_kind</comment>
            <translation>三条</translation>
        </message>
        <message>
            <source>straight</source>
            <comment>xito.straight</comment>
            <translation>顺子</translation>
        </message>
        <message>
            <source>flush</source>
            <comment>xito.flush</comment>
            <translation>同花</translation>
        </message>
        <message>
            <source>full house</source>
            <comment>xito.full_house</comment>
            <translation>葫芦</translation>
        </message>
        <message>
            <source>four of a kind</source>
            <comment>xito.four_kind</comment>
            <translation>四条</translation>
        </message>
        <message>
            <source>straight flush</source>
            <comment>xito.straight_flush</comment>
            <translation>同花顺</translation>
        </message>
        <message>
            <source>royal straight flush</source>
            <comment>xito.royal_flush</comment>
            <translation>皇家同花顺</translation>
        </message>
        <message>
            <source>That is not a rummy move.</source>
            <comment>rummy.not_a_move</comment>
            <translation>这不是拉米的招法。</translation>
        </message>
        <message>
            <source>You have drawn already: discard a card or declare.</source>
            <comment>rummy.drawn_already</comment>
            <translation>你已经摸过牌了：打出一张牌或宣告。</translation>
        </message>
        <message>
            <source>Draw a card first (or pack).</source>
            <comment>rummy.draw_first</comment>
            <translation>先摸一张牌（或者弃局）。</translation>
        </message>
        <message>
            <source>The stock is empty: take the discard or pack.</source>
            <comment>rummy.stock_empty</comment>
            <translation>牌堆已摸完：拿弃牌或弃局。</translation>
        </message>
        <message>
            <source>The discard pile is empty: draw from the stock.</source>
            <comment>rummy.pile_empty</comment>
            <translation>弃牌堆是空的：从牌堆摸牌。</translation>
        </message>
        <message>
            <source>Draw from the stock or the discard pile.</source>
            <comment>rummy.draw_where</comment>
            <translation>从牌堆或弃牌堆摸牌。</translation>
        </message>
        <message>
            <source>{card} is not in your hand.</source>
            <comment>rummy.not_in_hand</comment>
            <translation>{card} 不在你手里。</translation>
        </message>
        <message>
            <source>You took {card} from the discard pile: it cannot go back there this turn.</source>
            <comment>rummy.taken_card_stays</comment>
            <translation>你从弃牌堆拿了 {card}：这一轮不能再把它打回去。</translation>
        </message>
        <message>
            <source>A declaration is made of the cards in your hand.</source>
            <comment>rummy.declare_own_cards</comment>
            <translation>宣告只能用你手里的牌。</translation>
        </message>
        <message>
            <source>This declaration is not valid. {problems}</source>
            <comment>rummy.declaration_invalid</comment>
            <translation>这次宣告无效。{problems}</translation>
        </message>
        <message>
            <source>You declare after drawing, with 14 cards in hand.</source>
            <comment>rummy.declare_with_14</comment>
            <translation>摸牌之后、手里有 14 张牌时才能宣告。</translation>
        </message>
        <message>
            <source>Your groups and the face-down card must be the 14 cards in your hand.</source>
            <comment>rummy.not_the_hand</comment>
            <translation>你的各组牌加上扣下的牌，必须正好是你手里的 14 张牌。</translation>
        </message>
        <message>
            <source>Your groups and the face-down card must be the 14 cards in your hand (not in your hand: {extra}).</source>
            <comment>rummy.not_the_hand_extra</comment>
            <translation>你的各组牌加上扣下的牌，必须正好是你手里的 14 张牌（不在你手里：{extra}）。</translation>
        </message>
        <message>
            <source>Your groups and the face-down card must be the 14 cards in your hand (left out: {missing}).</source>
            <comment>rummy.not_the_hand_missing</comment>
            <translation>你的各组牌加上扣下的牌，必须正好是你手里的 14 张牌（漏掉了：{missing}）。</translation>
        </message>
        <message>
            <source>Your groups and the face-down card must be the 14 cards in your hand (not in your hand: {extra}; left out: {missing}).</source>
            <comment>rummy.not_the_hand_both</comment>
            <translation>你的各组牌加上扣下的牌，必须正好是你手里的 14 张牌（不在你手里：{extra}；漏掉了：{missing}）。</translation>
        </message>
        <message>
            <source>{card} appears {times}, but {decks} decks hold only {decks}.</source>
            <comment>rummy.too_many_copies</comment>
            <translation>{card} 出现了 {times}，但 {decks} 副牌里只有 {decks} 张。</translation>
        </message>
        <message>
            <source>{card} appears {times}, but one deck holds only one.</source>
            <comment>rummy.too_many_copies_one_deck</comment>
            <translation>{card} 出现了 {times}，但一副牌里只有一张。</translation>
        </message>
        <message>
            <source>once</source>
            <comment>rummy.once</comment>
            <translation>一次</translation>
        </message>
        <message>
            <source>twice</source>
            <comment>rummy.twice</comment>
            <translation>两次</translation>
        </message>
        <message numerus="yes">
            <source>%n times</source>
            <comment>rummy.times</comment>
            <translation>
                <numerusform>%n 次</numerusform>
            </translation>
        </message>
        <message>
            <source>A declaration puts all {size} cards in groups; these groups hold {total}.</source>
            <comment>rummy.not_all_cards</comment>
            <translation>宣告时要把全部 {size} 张牌都组成组；这些组只有 {total} 张。</translation>
        </message>
        <message>
            <source>The same card is used twice: {cards}.</source>
            <comment>rummy.card_twice</comment>
            <translation>同一张牌用了两次：{cards}。</translation>
        </message>
        <message>
            <source>Group {number} ({cards}) is not a valid group: {why}</source>
            <comment>rummy.group_invalid</comment>
            <translation>第 {number} 组（{cards}）不是有效的组合：{why}</translation>
        </message>
        <message>
            <source>You need a pure sequence: a run of 3 or more in one suit with no joker standing in.</source>
            <comment>rummy.no_pure_sequence</comment>
            <translation>你需要一个纯顺子：同一花色 3 张或以上的连牌，不用百搭牌代替。</translation>
        </message>
        <message>
            <source>You need a second sequence (pure or mixed) besides your pure sequence.</source>
            <comment>rummy.no_second_sequence</comment>
            <translation>除了纯顺子之外，你还需要第二个顺子（纯顺子或混合顺子）。</translation>
        </message>
        <message>
            <source>Your pure sequence and your second sequence must hold 6 or 7 cards together (3 + 3 or 3 + 4): split a longer sequence.</source>
            <comment>rummy.sequences_6_or_7</comment>
            <translation>你的纯顺子和第二个顺子合起来必须是 6 或 7 张（3 + 3 或 3 + 4）：把较长的顺子拆开。</translation>
        </message>
        <message>
            <source>At most two trios are allowed; you have {n}.</source>
            <comment>rummy.too_many_trios</comment>
            <translation>最多只能有两个三条；你有 {n} 个。</translation>
        </message>
        <message numerus="yes">
            <source>As Auto-arrange groups your hand, %n cards besides the face-down one are in no group.</source>
            <comment>rummy.cards_in_no_group</comment>
            <translation>
                <numerusform>按自动整理的组合，除扣下的牌外，还有 %n 张牌不在组合中。</numerusform>
            </translation>
        </message>
        <message>
            <source>A group needs at least 3 cards.</source>
            <comment>rummy.group_too_small</comment>
            <translation>一组至少需要 3 张牌。</translation>
        </message>
        <message>
            <source>A group needs at least one real card: jokers alone make no group.</source>
            <comment>rummy.jokers_alone</comment>
            <translation>一组至少需要一张真牌：只有王牌不能成组。</translation>
        </message>
        <message>
            <source>A trio has exactly 3 cards: three of one rank, or two and a wild card.</source>
            <comment>rummy.trio_size</comment>
            <translation>三条正好是 3 张：三张同点数的牌，或两张加一张百搭牌。</translation>
        </message>
        <message>
            <source>Cards of different suits make no sequence, and cards of different ranks no trio.</source>
            <comment>rummy.mixed_suits</comment>
            <translation>不同花色的牌不能组成顺子，不同点数的牌不能组成三条。</translation>
        </message>
        <message>
            <source>A sequence cannot hold two cards of the same rank.</source>
            <comment>rummy.rank_twice</comment>
            <translation>一个顺子里不能有两张同点数的牌。</translation>
        </message>
        <message>
            <source>A sequence is at most 13 cards long.</source>
            <comment>rummy.sequence_too_long</comment>
            <translation>一个顺子最多 13 张牌。</translation>
        </message>
        <message>
            <source>An ace is low (A-2-3) or high (Q-K-A), never both: K-A-2 does not count.</source>
            <comment>rummy.ace_both_ends</comment>
            <translation>A 可以当小（A-2-3）或当大（Q-K-A），但不能两头都用：K-A-2 不算。</translation>
        </message>
        <message>
            <source>A mixed sequence may use at most 2 wild cards standing in for missing cards.</source>
            <comment>rummy.too_many_wilds</comment>
            <translation>混合顺子最多可以用 2 张百搭牌代替缺少的牌。</translation>
        </message>
        <message>
            <source>This sequence has gaps that its wild cards cannot fill (at most 2 in one sequence).</source>
            <comment>rummy.gaps</comment>
            <translation>这个顺子的空缺太多，百搭牌填不满（一个顺子最多 2 张）。</translation>
        </message>
        <message>
            <source>Deal {deal}: seat {seat} declared; points {points}</source>
            <comment>rummy.summary_declared</comment>
            <translation>第 {deal} 局：座位 {seat} 宣告；分数 {points}</translation>
        </message>
        <message>
            <source>Deal {deal}: seat {seat} was the last player left; points {points}</source>
            <comment>rummy.summary_last_left</comment>
            <translation>第 {deal} 局：座位 {seat} 是最后留下的玩家；分数 {points}</translation>
        </message>
        <message numerus="yes">
            <source>%n groups</source>
            <comment>advice.guandan.plan</comment>
            <translation>
                <numerusform>%n 组牌</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{plan} and %n bombs</source>
            <comment>advice.guandan.plan_bombs</comment>
            <translation>
                <numerusform>{plan}加 %n 个炸弹</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>only %n bombs</source>
            <comment>advice.guandan.plan_only_bombs</comment>
            <translation>
                <numerusform>只剩 %n 个炸弹</numerusform>
            </translation>
        </message>
        <message>
            <source>Cut: you turn one of the {count} cards; its rank, counted from you, picks who draws first, and whoever draws it leads the first trick.</source>
            <comment>advice.guandan.cut</comment>
            <translation>切牌：你从 {count} 张牌中翻开一张；从你数起，它的点数决定谁先摸牌，摸到这张牌的人首先出牌。</translation>
        </message>
        <message>
            <source>Pass: nothing in your hand beats {top}.</source>
            <comment>advice.guandan.pass_cannot</comment>
            <translation>不要：你手里没有牌压得过 {top}。</translation>
        </message>
        <message>
            <source>Play {play}: it is the only play your cards allow.</source>
            <comment>advice.guandan.only_play</comment>
            <translation>出 {play}：你的牌只能这样出。</translation>
        </message>
        <message>
            <source>Play {play}: it empties your hand.</source>
            <comment>advice.guandan.go_out</comment>
            <translation>出 {play}：这样就出完了。</translation>
        </message>
        <message>
            <source>Return {card} to your partner: the best card you may.</source>
            <comment>advice.guandan.return_partner</comment>
            <translation>把 {card} 还给对家：这是你能还的最好的牌。</translation>
        </message>
        <message>
            <source>Pay {card}: your hand is then {plan}, and no other card costs your plan less.</source>
            <comment>advice.guandan.tribute_plan</comment>
            <translation>进贡 {card}：之后你的牌是{plan}，别的牌对牌路的影响都不比它小。</translation>
        </message>
        <message>
            <source>Pay {card}: the tribute is your highest card; your hand is then {plan}.</source>
            <comment>advice.guandan.tribute_high</comment>
            <translation>进贡 {card}：进贡要给最大的牌；之后你的牌是{plan}。</translation>
        </message>
        <message>
            <source>Return {card}: your hand is then {plan}, and no other card costs your plan less.</source>
            <comment>advice.guandan.return_plan</comment>
            <translation>还贡 {card}：之后你的牌是{plan}，别的牌对牌路的影响都不比它小。</translation>
        </message>
        <message>
            <source>Return {card}: the lowest card you can spare; your hand is then {plan}.</source>
            <comment>advice.guandan.return_low</comment>
            <translation>还贡 {card}：这是你能舍的最小的牌；之后你的牌是{plan}。</translation>
        </message>
        <message>
            <source>Lead {play}: no higher one can be made from the {count} cards still out, so you keep the lead; your hand is then {plan}.</source>
            <comment>advice.guandan.lead_cash</comment>
            <translation>先出 {play}：外面还有 {count} 张牌，凑不出更大的，你继续先出；之后你的牌是{plan}。</translation>
        </message>
        <message>
            <source>Lead {play}: it is the one group of yours that can be beaten; your hand is then {plan}.</source>
            <comment>advice.guandan.lead_last</comment>
            <translation>先出 {play}：你只有这一组牌会被压；之后你的牌是{plan}。</translation>
        </message>
        <message numerus="yes">
            <source>Lead {play}: your partner holds %n cards and can beat it.</source>
            <comment>advice.guandan.lead_feed</comment>
            <translation>
                <numerusform>先出 {play}：你的对家还有 %n 张牌，压得过它。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Lead {play}: {seat} holds %n cards and could answer any group; this one costs you least.</source>
            <comment>advice.guandan.lead_forced</comment>
            <translation>
                <numerusform>先出 {play}：{seat} 还有 %n 张牌，什么牌都可能被压；出这组损失最小。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Lead {play}: {seat} holds only %n cards and cannot answer it.</source>
            <comment>advice.guandan.lead_safe</comment>
            <translation>
                <numerusform>先出 {play}：{seat} 只剩 %n 张牌，压不住它。</numerusform>
            </translation>
        </message>
        <message>
            <source>Lead {play}: it is your weakest group; your hand is then {plan}.</source>
            <comment>advice.guandan.lead_weakest</comment>
            <translation>先出 {play}：这是你最弱的一组牌；之后你的牌是{plan}。</translation>
        </message>
        <message>
            <source>Lead {play}: your hand is then {plan}.</source>
            <comment>advice.guandan.lead_any</comment>
            <translation>先出 {play}：之后你的牌是{plan}。</translation>
        </message>
        <message>
            <source>Pass: your partner is winning the trick with {top}.</source>
            <comment>advice.guandan.pass_partner</comment>
            <translation>不要：你的对家出的 {top} 最大。</translation>
        </message>
        <message>
            <source>Pass: beating {top} would cost your plan ({plan}) more than the trick is worth.</source>
            <comment>advice.guandan.pass_plan</comment>
            <translation>不要：压 {top} 会打乱你的牌路（{plan}），得不偿失。</translation>
        </message>
        <message>
            <source>Pass: beating {top} would spend {play}, worth more later.</source>
            <comment>advice.guandan.pass_save</comment>
            <translation>不要：压 {top} 要用掉 {play}，留到后面更有用。</translation>
        </message>
        <message numerus="yes">
            <source>Play {play}: {seat} holds %n cards; stop them before they go out.</source>
            <comment>advice.guandan.bomb_urgent</comment>
            <translation>
                <numerusform>出 {play}：{seat} 只剩 %n 张牌，趁他出完之前拦住。</numerusform>
            </translation>
        </message>
        <message>
            <source>Play {play}: the lead this bomb wins leaves you {plan} to finish with.</source>
            <comment>advice.guandan.bomb_finish</comment>
            <translation>出 {play}：炸下来拿到出牌权后，你剩下{plan}，可以出完。</translation>
        </message>
        <message>
            <source>Play {play}: no higher one can be made from the {count} cards still out, so the lead is yours; your hand is then {plan}.</source>
            <comment>advice.guandan.follow_win</comment>
            <translation>出 {play}：外面还有 {count} 张牌，凑不出更大的，出牌权归你；之后你的牌是{plan}。</translation>
        </message>
        <message numerus="yes">
            <source>Play {play}: {seat} holds %n cards; do not let them win the trick.</source>
            <comment>advice.guandan.follow_stop</comment>
            <translation>
                <numerusform>出 {play}：{seat} 只剩 %n 张牌，别让他拿下这一轮。</numerusform>
            </translation>
        </message>
        <message>
            <source>Play {play}: it spends your wild {card}, worth it as your hand is then {plan}.</source>
            <comment>advice.guandan.follow_wild</comment>
            <translation>出 {play}：要用掉你的逢人配 {card}，但值得：之后你的牌是{plan}。</translation>
        </message>
        <message>
            <source>Play {play}: it sheds a group; your hand is then {plan}.</source>
            <comment>advice.guandan.follow_shed</comment>
            <translation>出 {play}：又走掉一组牌；之后你的牌是{plan}。</translation>
        </message>
        <message>
            <source>Play {play}: the smallest play that beats {top}; your hand is then {plan}.</source>
            <comment>advice.guandan.follow_low</comment>
            <translation>出 {play}：这是压得过 {top} 的最小的牌；之后你的牌是{plan}。</translation>
        </message>
        <message>
            <source>Pass: in {count} deals of the cards you cannot see, played out, your team takes the hand {chance} % of the time after a pass, {other} % after the best play.</source>
            <comment>advice.guandan.pass_search</comment>
            <translation>不要：把你看不到的牌发 {count} 次并打完，不要时你方赢下这一手的有 {chance} %，出最好的牌时 {other} %。</translation>
        </message>
        <message>
            <source>Play {play}: in {count} deals of the cards you cannot see, played out, your team takes the hand {chance} % of the time, {other} % after a pass.</source>
            <comment>advice.guandan.play_search</comment>
            <translation>出 {play}：把你看不到的牌发 {count} 次并打完，你方赢下这一手的有 {chance} %，不要时 {other} %。</translation>
        </message>
        <message>
            <source>Keep to your plan: your hand is then {plan}.</source>
            <comment>advice.guandan.keep_plan</comment>
            <translation>按牌路出：之后你的牌是{plan}。</translation>
        </message>
        <message>
            <source>Rebuy: leaving ends the session.</source>
            <comment>advice.pokdeng.rebuy</comment>
            <translation>补充筹码：离开就结束这次牌局了。</translation>
        </message>
        <message>
            <source>Draw: under 4 points the table rule makes you draw.</source>
            <comment>advice.pokdeng.forced_draw</comment>
            <translation>补牌：本桌规定不到 4 点必须补牌。</translation>
        </message>
        <message>
            <source>Draw: on {points} points a third card wins more often than it loses, {gain} bets on average over standing.</source>
            <comment>advice.pokdeng.draw</comment>
            <translation>补牌：{points} 点时补第三张牌赢多输少，平均比停牌多 {gain} 注。</translation>
        </message>
        <message>
            <source>Stand: on {points} points a third card loses more often than it wins, {gain} bets on average.</source>
            <comment>advice.pokdeng.stand</comment>
            <translation>停牌：{points} 点时补第三张牌输多赢少，平均 {gain} 注。</translation>
        </message>
        <message>
            <source>Catch the three-card hands: your {points} points take {gain} bets from them on average, more than waiting.</source>
            <comment>advice.pokdeng.catch3</comment>
            <translation>与三张牌的闲家开牌：你的 {points} 点平均从他们那里赢 {gain} 注，比等待更划算。</translation>
        </message>
        <message>
            <source>Catch the two-card hands: your {points} points take {gain} bets from them on average, more than waiting.</source>
            <comment>advice.pokdeng.catch2</comment>
            <translation>与两张牌的闲家开牌：你的 {points} 点平均从他们那里赢 {gain} 注，比等待更划算。</translation>
        </message>
        <message>
            <source>No catch: on {points} points catching now gives away more than it takes.</source>
            <comment>advice.pokdeng.no_catch</comment>
            <translation>不开牌：{points} 点时现在开牌输的比赢的多。</translation>
        </message>
        <message>
            <source>Draw: on {points} points a third card gains {gain} bets on average.</source>
            <comment>advice.pokdeng.dealer_draw</comment>
            <translation>补牌：{points} 点时补第三张牌平均多 {gain} 注。</translation>
        </message>
        <message>
            <source>Done: one hand at the minimum; more only adds risk.</source>
            <comment>advice.pokdeng.end_bets</comment>
            <translation>结束下注：按最低注下一手就够了，再多只会增加风险。</translation>
        </message>
        <message>
            <source>Bet the minimum: a player hand expects {edge} bets against the bank, so a larger stake only adds risk.</source>
            <comment>advice.pokdeng.min_bet</comment>
            <translation>下最低注：闲家一手对庄家的期望是 {edge} 注，所以下得越大只是风险越大。</translation>
        </message>
        <message>
            <source>Take the bank: the dealer keeps the edge the players give away.</source>
            <comment>advice.pokdeng.take_bank</comment>
            <translation>做庄：闲家让出的优势都归庄家。</translation>
        </message>
        <message>
            <source>Pass the bank: your chips cannot cover a full table's bets.</source>
            <comment>advice.pokdeng.decline_bank</comment>
            <translation>不做庄：你的筹码不够承担满桌的下注。</translation>
        </message>
        <message>
            <source>Deal on: the bank keeps the edge while it can cover the table.</source>
            <comment>advice.pokdeng.keep_bank</comment>
            <translation>继续发牌：只要承担得起全桌下注，坐庄就有优势。</translation>
        </message>
        <message>
            <source>Announce the stop: the bank can no longer cover the table's bets.</source>
            <comment>advice.pokdeng.announce_stop</comment>
            <translation>宣布下庄：庄家已经承担不起全桌的下注了。</translation>
        </message>
        <message>
            <source>Declare: your cards make a valid declaration.</source>
            <comment>advice.rummy.declare</comment>
            <translation>宣告：你的牌可以有效宣告。</translation>
        </message>
        <message>
            <source>Pack: with {points} points and no pure sequence, playing on is likely to cost more than {cost}.</source>
            <comment>advice.rummy.pack</comment>
            <translation>弃局：你有 {points} 分又没有纯顺子，继续打下去很可能要输超过 {cost} 分。</translation>
        </message>
        <message>
            <source>Draw from the stock.</source>
            <comment>advice.rummy.draw_stock</comment>
            <translation>从牌堆摸牌。</translation>
        </message>
        <message>
            <source>Take the discard: the stock is empty.</source>
            <comment>advice.rummy.take_forced</comment>
            <translation>拿弃牌：牌堆已经摸完了。</translation>
        </message>
        <message>
            <source>Take {card}: a wild card fits any group.</source>
            <comment>advice.rummy.take_wild</comment>
            <translation>拿 {card}：百搭牌能放进任何一组。</translation>
        </message>
        <message>
            <source>Take {card}: with it you can declare.</source>
            <comment>advice.rummy.take_declare</comment>
            <translation>拿 {card}：有了它你就能宣告。</translation>
        </message>
        <message>
            <source>Draw from the stock: {card} would join no group.</source>
            <comment>advice.rummy.draw_no_group</comment>
            <translation>从牌堆摸牌：{card} 凑不进任何一组。</translation>
        </message>
        <message>
            <source>Take {card}: it joins a group, better than a card from the stock on average.</source>
            <comment>advice.rummy.take_improves</comment>
            <translation>拿 {card}：它能组进一组，平均比从牌堆摸一张更好。</translation>
        </message>
        <message>
            <source>Draw from the stock: {card} would not improve your hand.</source>
            <comment>advice.rummy.draw_no_gain</comment>
            <translation>从牌堆摸牌：{card} 对你的手牌没有帮助。</translation>
        </message>
        <message>
            <source>Discard {card}: it is the card you can best spare, though the next player is near it.</source>
            <comment>advice.rummy.discard_spare</comment>
            <translation>打出 {card}：虽然下家可能用得上，但这是你最用不着的牌。</translation>
        </message>
        <message>
            <source>Discard {card}: it joins no group you need, and the next player is not collecting it.</source>
            <comment>advice.rummy.discard_not_collected</comment>
            <translation>打出 {card}：它凑不进你需要的任何一组，下家也没在收这张牌。</translation>
        </message>
        <message>
            <source>Discard {card}: it joins no group and the next player just threw {thrown}.</source>
            <comment>advice.rummy.discard_thrown</comment>
            <translation>打出 {card}：它凑不进任何一组，而且下家刚打出了 {thrown}。</translation>
        </message>
        <message>
            <source>Discard {card}: it joins no group and counts high.</source>
            <comment>advice.rummy.discard_high</comment>
            <translation>打出 {card}：它凑不进任何一组，而且分数高。</translation>
        </message>
        <message>
            <source>Discard {card}: it joins no group and keeps your best chances for the next draws.</source>
            <comment>advice.rummy.discard_chances</comment>
            <translation>打出 {card}：它凑不进任何一组，能为接下来的摸牌保留最好的机会。</translation>
        </message>
        <message>
            <source>Re-buy: sitting out gives up the hand.</source>
            <comment>advice.xito.rebuy</comment>
            <translation>补充筹码：不玩就等于放弃这一手。</translation>
        </message>
        <message>
            <source>Raise: you win about {win} of the time here; make the others pay to see the next card.</source>
            <comment>advice.xito.raise</comment>
            <translation>加注：这里你的胜率约为 {win}；让别人花筹码才能看下一张牌。</translation>
        </message>
        <message>
            <source>Raise: nothing they can hold beats your hand.</source>
            <comment>advice.xito.raise_nuts</comment>
            <translation>加注：他们手里不可能有比你更大的牌。</translation>
        </message>
        <message>
            <source>Call: you win about {win} of the time, and the call needs only {need} of the pot.</source>
            <comment>advice.xito.call</comment>
            <translation>跟注：你的胜率约为 {win}，而跟注只需要底池的 {need}。</translation>
        </message>
        <message>
            <source>Fold: against what their bets show you win only about {win} of the time, and calling needs {need}.</source>
            <comment>advice.xito.fold_to_bets</comment>
            <translation>弃牌：从他们的下注来看，你的胜率只有约 {win}，而跟注需要 {need}。</translation>
        </message>
        <message>
            <source>Bet the most: you win about {win} of the time.</source>
            <comment>advice.xito.bet_most</comment>
            <translation>下最大注：你的胜率约为 {win}。</translation>
        </message>
        <message>
            <source>Bet: you win about {win} of the time; a middle bet keeps worse hands in.</source>
            <comment>advice.xito.bet_middle</comment>
            <translation>下注：你的胜率约为 {win}；下中等的注能让较弱的牌留在局中。</translation>
        </message>
        <message>
            <source>Bet: your face-up cards look the strongest, and a bet this often makes folding and calling cost them the same.</source>
            <comment>advice.xito.bluff</comment>
            <translation>下注：你的明牌看起来最大，按这个频率下注，对手弃牌和跟注的代价就一样了。</translation>
        </message>
        <message>
            <source>Bet the least: you win about {win} of the time, enough to see a card.</source>
            <comment>advice.xito.bet_least</comment>
            <translation>下最小注：你的胜率约为 {win}，足够看下一张牌。</translation>
        </message>
        <message>
            <source>Fold: you win only about {win} of the time, less than even the smallest bet needs.</source>
            <comment>advice.xito.fold_open</comment>
            <translation>弃牌：你的胜率只有约 {win}，低于最小下注所需的胜率。</translation>
        </message>
    </context>
</TS>
