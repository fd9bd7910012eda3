<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>ActionButton</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/action_panel.py" line="+200" />
            <source>%1 (shortcut: %2)</source>
            <translation>%1 (shortcut: %2)</translation>
        </message>
    </context>
    <context>
        <name>Actions</name>
        <message>
            <location filename="../../cardtable_qt/session/action_words.py" line="+36" />
            <source>cut the deck</source>
            <translation>cut the deck</translation>
        </message>
        <message>
            <location line="+1" />
            <source>play</source>
            <translation>play</translation>
        </message>
        <message>
            <location line="+1" />
            <source>pass</source>
            <translation>pass</translation>
        </message>
        <message>
            <location line="+1" />
            <source>pay tribute</source>
            <translation>pay tribute</translation>
        </message>
        <message>
            <location line="+1" />
            <source>return tribute</source>
            <translation>return tribute</translation>
        </message>
        <message>
            <location line="+1" />
            <source>pack</source>
            <translation>pack</translation>
        </message>
        <message>
            <location line="+1" />
            <source>draw</source>
            <translation>draw</translation>
        </message>
        <message>
            <location line="+1" />
            <source>discard</source>
            <translation>discard</translation>
        </message>
        <message>
            <location line="+1" />
            <source>declare</source>
            <translation>declare</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bet</source>
            <translation>bet</translation>
        </message>
        <message>
            <location line="+1" />
            <source>call</source>
            <translation>call</translation>
        </message>
        <message>
            <location line="+1" />
            <source>raise</source>
            <translation>raise</translation>
        </message>
        <message>
            <location line="+1" />
            <source>fold</source>
            <translation>fold</translation>
        </message>
        <message>
            <location line="+1" />
            <source>rebuy</source>
            <translation>rebuy</translation>
        </message>
        <message>
            <location line="+1" />
            <source>sit out</source>
            <translation>sit out</translation>
        </message>
        <message>
            <location line="+25" />
            <source>bet %1 on place %2</source>
            <translation>bet %1 on place %2</translation>
        </message>
        <message>
            <location line="+17" />
            <source>from the stock</source>
            <translation>from the stock</translation>
        </message>
        <message>
            <location line="+1" />
            <source>from the discard pile</source>
            <translation>from the discard pile</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <location filename="../../cardtable_qt/app.py" line="+93" />
            <source>Some of CardTable's fonts are missing (%1); some names may not display.</source>
            <translation>Some of CardTable's fonts are missing (%1); some names may not display.</translation>
        </message>
        <message>
            <location line="+59" />
            <source>CardTable is already running; its window was brought to the front.</source>
            <translation>CardTable is already running; its window was brought to the front.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>CardTable is already running, but its window could not be brought to the front. Switch to it, or close it before starting CardTable again.</source>
            <translation>CardTable is already running, but its window could not be brought to the front. Switch to it, or close it before starting CardTable again.</translation>
        </message>
    </context>
    <context>
        <name>CardMark</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/card_mark.py" line="+57" />
            <source>Lv</source>
            <comment>Guandan level card</comment>
            <extracomment>The mark on a Guandan level card (级牌), drawn in the narrow strip under a card's corner that stays in view in a fanned hand: at most 2 short characters (Chinese 级).</extracomment>
            <translation>Lv</translation>
        </message>
        <message>
            <location line="+6" />
            <source>W</source>
            <comment>Guandan wild card</comment>
            <extracomment>The mark on Guandan's two wild hearts of the level (逢人配), drawn in the narrow strip under a card's corner: at most 2 short characters (Chinese 配).</extracomment>
            <translation>W</translation>
        </message>
        <message>
            <location line="+6" />
            <source>W</source>
            <comment>Rummy wild card</comment>
            <extracomment>The mark on a Rummy wild card (the jokers and the cut joker's rank), drawn in the narrow strip under a card's corner: at most 2 short characters (Chinese 搭, from 百搭).</extracomment>
            <translation>W</translation>
        </message>
    </context>
    <context>
        <name>GameLog</name>
        <message>
            <location filename="../../cardtable_qt/session/controller.py" line="+572" />
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <location line="+203" />
            <source>You took back your last move.</source>
            <translation>You took back your last move.</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/session/log_words.py" line="+38" />
            <source>a card</source>
            <translation>a card</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Joker</source>
            <translation>Joker</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Big joker</source>
            <translation>Big joker</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Small joker</source>
            <translation>Small joker</translation>
        </message>
        <message>
            <location line="+16" />
            <source>you</source>
            <translation>you</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Round %2: you deal.</source>
            <translation>Round %2: you deal.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round %2: %1 deals.</source>
            <translation>Round %2: %1 deals.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You bet %2.</source>
            <translation>You bet %2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 bets %2.</source>
            <translation>%1 bets %2.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>You are dealt %1.</source>
            <translation>You are dealt %1.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You draw %1.</source>
            <translation>You draw %1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 draws a card.</source>
            <translation>%1 draws a card.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You stand.</source>
            <translation>You stand.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 stands.</source>
            <translation>%1 stands.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You catch the hands of %2 cards.</source>
            <translation>You catch the hands of %2 cards.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 catches the hands of %2 cards.</source>
            <translation>%1 catches the hands of %2 cards.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You catch no one.</source>
            <translation>You catch no one.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 catches no one.</source>
            <translation>%1 catches no one.</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+163" />
            <source>You show %2: %3.</source>
            <translation>You show %2: %3.</translation>
        </message>
        <message>
            <location line="-162" />
            <location line="+163" />
            <source>%1 shows %2: %3.</source>
            <translation>%1 shows %2: %3.</translation>
        </message>
        <message>
            <location line="-153" />
            <source>You beat the dealer: +%2.</source>
            <translation>You beat the dealer: +%2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 beats the dealer: +%2.</source>
            <translation>%1 beats the dealer: +%2.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The dealer beats you: −%2.</source>
            <translation>The dealer beats you: −%2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The dealer beats %1: −%2.</source>
            <translation>The dealer beats %1: −%2.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>You tie with the dealer.</source>
            <translation>You tie with the dealer.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 ties with the dealer.</source>
            <translation>%1 ties with the dealer.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You take the bank.</source>
            <translation>You take the bank.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 takes the bank.</source>
            <translation>%1 takes the bank.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You let the bank pass.</source>
            <translation>You let the bank pass.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 lets the bank pass.</source>
            <translation>%1 lets the bank pass.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You give up the bank after %2 rounds.</source>
            <translation>You give up the bank after %2 rounds.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 gives up the bank after %2 rounds.</source>
            <translation>%1 gives up the bank after %2 rounds.</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+117" />
            <source>You buy %2 chips.</source>
            <translation>You buy %2 chips.</translation>
        </message>
        <message>
            <location line="-116" />
            <location line="+117" />
            <source>%1 buys %2 chips.</source>
            <translation>%1 buys %2 chips.</translation>
        </message>
        <message>
            <location line="-108" />
            <source>You leave the table.</source>
            <translation>You leave the table.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 leaves the table.</source>
            <translation>%1 leaves the table.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Nobody bet: no cards this round.</source>
            <translation>Nobody bet: no cards this round.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Hand %2: you deal.</source>
            <translation>Hand %2: you deal.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hand %2: %1 deals.</source>
            <translation>Hand %2: %1 deals.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You get %2 face up.</source>
            <translation>You get %2 face up.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 gets %2 face up.</source>
            <translation>%1 gets %2 face up.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Your hole card: %1.</source>
            <translation>Your hole card: %1.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Betting round %2: you speak first.</source>
            <translation>Betting round %2: you speak first.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Betting round %2: %1 speaks first.</source>
            <translation>Betting round %2: %1 speaks first.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You bet %2 (tố).</source>
            <translation>You bet %2 (tố).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 bets %2 (tố).</source>
            <translation>%1 bets %2 (tố).</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You call %2 (theo).</source>
            <translation>You call %2 (theo).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 calls %2 (theo).</source>
            <translation>%1 calls %2 (theo).</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You raise by %2 to %3 (tố thêm).</source>
            <translation>You raise by %2 to %3 (tố thêm).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 raises by %2 to %3 (tố thêm).</source>
            <translation>%1 raises by %2 to %3 (tố thêm).</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You fold (úp bài).</source>
            <translation>You fold (úp bài).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 folds (úp bài).</source>
            <translation>%1 folds (úp bài).</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The bets go to the pot: %1.</source>
            <translation>The bets go to the pot: %1.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>You win %2.</source>
            <translation>You win %2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 wins %2.</source>
            <translation>%1 wins %2.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>You sit out.</source>
            <translation>You sit out.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 sits out.</source>
            <translation>%1 sits out.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Hand %1 is dealt at level %2.</source>
            <translation>Hand %1 is dealt at level %2.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Anti-tribute: the big jokers are shown, no tribute is paid.</source>
            <translation>Anti-tribute: the big jokers are shown, no tribute is paid.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You offer %2 as tribute.</source>
            <translation>You offer %2 as tribute.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 offers %2 as tribute.</source>
            <translation>%1 offers %2 as tribute.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You take %2 in tribute from %3.</source>
            <translation>You take %2 in tribute from %3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 takes %2 in tribute from %3.</source>
            <translation>%1 takes %2 in tribute from %3.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You return %2 to %3.</source>
            <translation>You return %2 to %3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 returns %2 to %3.</source>
            <translation>%1 returns %2 to %3.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>You lead.</source>
            <translation>You lead.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 leads.</source>
            <translation>%1 leads.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>You play %2.</source>
            <translation>You play %2.</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 plays %2.</source>
            <translation>%1 plays %2.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You play %2: %3.</source>
            <translation>You play %2: %3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 plays %2: %3.</source>
            <translation>%1 plays %2: %3.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>You pass.</source>
            <translation>You pass.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 passes.</source>
            <translation>%1 passes.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Banker</source>
            <translation>Banker</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Follower</source>
            <translation>Follower</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Third</source>
            <translation>Third</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dweller</source>
            <translation>Dweller</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You go out: %2.</source>
            <translation>You go out: %2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 goes out: %2.</source>
            <translation>%1 goes out: %2.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You win the trick.</source>
            <translation>You win the trick.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 wins the trick.</source>
            <translation>%1 wins the trick.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You and %1</source>
            <translation>You and %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 and %2</source>
            <translation>%1 and %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 win the match at A.</source>
            <translation>%1 win the match at A.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 climb %2 to level %3.</source>
            <translation>%1 climb %2 to level %3.</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Deal %2: you deal.</source>
            <translation>Deal %2: you deal.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deal %2: %1 deals.</source>
            <translation>Deal %2: %1 deals.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The wild card is %1.</source>
            <translation>The wild card is %1.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The discard pile starts with %1.</source>
            <translation>The discard pile starts with %1.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You pick up %2 from the discard pile.</source>
            <translation>You pick up %2 from the discard pile.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 picks up %2 from the discard pile.</source>
            <translation>%1 picks up %2 from the discard pile.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You draw %1 from the stock.</source>
            <translation>You draw %1 from the stock.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 draws from the stock.</source>
            <translation>%1 draws from the stock.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You throw %2.</source>
            <translation>You throw %2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 throws %2.</source>
            <translation>%1 throws %2.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You pack: %2 points.</source>
            <translation>You pack: %2 points.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 packs: %2 points.</source>
            <translation>%1 packs: %2 points.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The discard pile is shuffled into a new stock.</source>
            <translation>The discard pile is shuffled into a new stock.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You declare.</source>
            <translation>You declare.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 declares.</source>
            <translation>%1 declares.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You win the deal.</source>
            <translation>You win the deal.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 wins the deal.</source>
            <translation>%1 wins the deal.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>You are charged %2 points.</source>
            <translation>You are charged %2 points.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is charged %2 points.</source>
            <translation>%1 is charged %2 points.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You are out at %2 points.</source>
            <translation>You are out at %2 points.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is out at %2 points.</source>
            <translation>%1 is out at %2 points.</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Result: you won %1.</source>
            <translation>Result: you won %1.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Result: you lost %1.</source>
            <translation>Result: you lost %1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Result: you broke even.</source>
            <translation>Result: you broke even.</translation>
        </message>
    </context>
    <context>
        <name>GameSession</name>
        <message>
            <location filename="../../cardtable_qt/session/models.py" line="+77" />
            <source>Round %1</source>
            <translation>Round %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Deal %1</source>
            <translation>Deal %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hand %1</source>
            <translation>Hand %1</translation>
        </message>
        <message>
            <location line="-9" />
            <source>Finished after %1 hands</source>
            <translation>Finished after %1 hands</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/session/controller.py" line="-447" />
            <source>The game is not running.</source>
            <translation>The game is not running.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>It is not your turn.</source>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <location line="+299" />
            <source>The result could not be recorded in the statistics.</source>
            <translation>The result could not be recorded in the statistics.</translation>
        </message>
        <message>
            <location line="+17" />
            <source>The game could not be autosaved: %1 CardTable keeps trying after every move and says when it works again.</source>
            <translation>The game could not be autosaved: %1 CardTable keeps trying after every move and says when it works again.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Autosaving works again: the game is saved after every move.</source>
            <translation>Autosaving works again: the game is saved after every move.</translation>
        </message>
        <message>
            <location line="+42" />
            <source>Undo is off in this game.</source>
            <translation>Undo is off in this game.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>A finished hand cannot be taken back.</source>
            <translation>A finished hand cannot be taken back.</translation>
        </message>
        <message>
            <location line="-2" />
            <location line="+7" />
            <location line="+26" />
            <source>There is nothing to undo.</source>
            <translation>There is nothing to undo.</translation>
        </message>
        <message>
            <location line="-327" />
            <source>The strongest AI could not decide: this is the Standard AI's advice.</source>
            <translation>The strongest AI could not decide: this is the Standard AI's advice.</translation>
        </message>
        <message>
            <location line="+136" />
            <source>%1 hesitated: the Standard AI plays this move for it.</source>
            <translation>%1 hesitated: the Standard AI plays this move for it.</translation>
        </message>
        <message>
            <location line="+168" />
            <source>Your last decision cannot be taken back: you have seen a new card since.</source>
            <translation>Your last decision cannot be taken back: you have seen a new card since.</translation>
        </message>
        <message>
            <location line="+35" />
            <source>This move cannot be undone.</source>
            <translation>This move cannot be undone.</translation>
        </message>
        <message>
            <location line="+37" />
            <source>There is nothing to redo.</source>
            <translation>There is nothing to redo.</translation>
        </message>
    </context>
    <context>
        <name>GameTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/game_table.py" line="+137" />
            <source>Fast-forward</source>
            <translation>Fast-forward</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Play the rest of this hand at the fastest speed</source>
            <translation>Play the rest of this hand at the fastest speed</translation>
        </message>
        <message>
            <location line="+315" />
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <location line="+13" />
            <source>you</source>
            <translation>you</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Your turn in a moment…</source>
            <translation>Your turn in a moment…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your move…</source>
            <translation>Your move…</translation>
        </message>
        <message>
            <location line="+23" />
            <source>The demo is over: this was its last hand.</source>
            <translation>The demo is over: this was its last hand.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>%1 is playing</source>
            <translation>%1 is playing</translation>
        </message>
        <message>
            <location line="+161" />
            <source>Undo</source>
            <translation>Undo</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Take back your last decision and the AI moves since (Ctrl+Z)</source>
            <translation>Take back your last decision and the AI moves since (Ctrl+Z)</translation>
        </message>
    </context>
    <context>
        <name>GameTile</name>
        <message>
            <location filename="../../cardtable_qt/ui/start_screen.py" line="+44" />
            <source>Chinese team climbing game, two decks, 4 players</source>
            <translation>Chinese team climbing game, two decks, 4 players</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Thai banking game: beat the dealer, 2–9 hands</source>
            <translation>Thai banking game: beat the dealer, 2–9 hands</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Vietnamese five-card stud, 2–6 players</source>
            <translation>Vietnamese five-card stud, 2–6 players</translation>
        </message>
        <message>
            <location line="+1" />
            <source>13-card rummy from India, 2–6 players</source>
            <translation>13-card rummy from India, 2–6 players</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Vietnamese poker</source>
            <translation>Vietnamese poker</translation>
        </message>
        <message>
            <location line="+56" />
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Table coming soon</source>
            <translation>Table coming soon</translation>
        </message>
        <message>
            <location line="+15" />
            <source>The table for this game is not built yet.</source>
            <translation>The table for this game is not built yet.</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <location filename="../../cardtable_qt/session/models.py" line="-34" />
            <source>Guandan</source>
            <translation>Guandan</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pok Deng</source>
            <translation>Pok Deng</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Xì tố</source>
            <translation>Xì tố</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Indian Rummy</source>
            <translation>Indian Rummy</translation>
        </message>
    </context>
    <context>
        <name>GuandanAids</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_aids.py" line="+97" />
            <source>Card counter</source>
            <translation>Card counter</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Big</source>
            <comment>joker</comment>
            <translation>Big</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Small</source>
            <comment>joker</comment>
            <translation>Small</translation>
        </message>
        <message>
            <location line="+55" />
            <location line="+39" />
            <source>Last trick</source>
            <translation>Last trick</translation>
        </message>
        <message>
            <location line="-26" />
            <source>No trick has finished yet this hand.</source>
            <translation>No trick has finished yet this hand.</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Shift+click takes every copy of a rank</source>
            <translation>Shift+click takes every copy of a rank</translation>
        </message>
    </context>
    <context>
        <name>GuandanDecisions</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_decisions.py" line="+57" />
            <source>The match is over: %1 win.</source>
            <translation>The match is over: %1 win.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>You cut the deck: the turned card, counted from you, says who draws first; whoever draws it leads.</source>
            <translation>You cut the deck: the turned card, counted from you, says who draws first; whoever draws it leads.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Your lead: choose cards (click, drag across, or ←/→ and ↑) and Play any combination.</source>
            <translation>Your lead: choose cards (click, drag across, or ←/→ and ↑) and Play any combination.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Nothing beats %1's %2: Pass.</source>
            <translation>Nothing beats %1's %2: Pass.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Beat %1's %2 with a higher bomb, or Pass.</source>
            <translation>Beat %1's %2 with a higher bomb, or Pass.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Only a bomb beats %1's %2: play one, or Pass.</source>
            <translation>Only a bomb beats %1's %2: play one, or Pass.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Beat %1's %2 with a higher one of that kind or a bomb, or Pass.</source>
            <translation>Beat %1's %2 with a higher one of that kind or a bomb, or Pass.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Tribute 进贡: give your highest card (%1; the wild hearts do not count). Choose it and press Pay tribute.</source>
            <translation>Tribute 进贡: give your highest card (%1; the wild hearts do not count). Choose it and press Pay tribute.</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Return a card to %1 (还贡): any card of rank 10 or lower that is not a level card; with none, your lowest.</source>
            <translation>Return a card to %1 (还贡): any card of rank 10 or lower that is not a level card; with none, your lowest.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>You went out: %1</source>
            <translation>You went out: %1</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 cuts the deck…</source>
            <translation>%1 cuts the deck…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 pays tribute…</source>
            <translation>%1 pays tribute…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 returns a card…</source>
            <translation>%1 returns a card…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is thinking…</source>
            <translation>%1 is thinking…</translation>
        </message>
        <message>
            <location line="+59" />
            <source>Those cards are not a play you can make now.</source>
            <translation>Those cards are not a play you can make now.</translation>
        </message>
        <message>
            <location line="+23" />
            <source>These cards can be played in %1 ways: which one? (keys 1–%1, Esc to cancel)</source>
            <translation>These cards can be played in %1 ways: which one? (keys 1–%1, Esc to cancel)</translation>
        </message>
        <message>
            <location line="+39" />
            <source>Pay %1 as tribute</source>
            <translation>Pay %1 as tribute</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Return %1</source>
            <translation>Return %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Cut the deck</source>
            <translation>Cut the deck</translation>
        </message>
    </context>
    <context>
        <name>GuandanEvents</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_events.py" line="+153" />
            <source>You turned %2</source>
            <translation>You turned %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 turned %2</source>
            <translation>%1 turned %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>count %1</source>
            <translation>count %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>you draw first</source>
            <translation>you draw first</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 draws first</source>
            <translation>%1 draws first</translation>
        </message>
        <message>
            <location line="+3" />
            <source>you draw the turned card last and lead</source>
            <translation>you draw the turned card last and lead</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 draws the turned card last and leads</source>
            <translation>%1 draws the turned card last and leads</translation>
        </message>
        <message>
            <location line="+104" />
            <source>%1 and %2</source>
            <translation>%1 and %2</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Anti-tribute 抗贡: you hold both big jokers</source>
            <translation>Anti-tribute 抗贡: you hold both big jokers</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Anti-tribute 抗贡: %1 holds both big jokers</source>
            <translation>Anti-tribute 抗贡: %1 holds both big jokers</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Anti-tribute 抗贡: %1 hold both big jokers</source>
            <translation>Anti-tribute 抗贡: %1 hold both big jokers</translation>
        </message>
        <message>
            <location line="+3" />
            <source>No tribute this hand; the Banker leads.</source>
            <translation>No tribute this hand; the Banker leads.</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Tribute</source>
            <translation>Tribute</translation>
        </message>
        <message>
            <location line="+27" />
            <source>You give %2 to %3</source>
            <translation>You give %2 to %3</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 gives %2 to %3</source>
            <translation>%1 gives %2 to %3</translation>
        </message>
        <message>
            <location line="+21" />
            <source>You return %2 to %3, face down</source>
            <translation>You return %2 to %3, face down</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 returns %2 to %3, face down</source>
            <translation>%1 returns %2 to %3, face down</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 returns a card to %3, face down</source>
            <translation>%1 returns a card to %3, face down</translation>
        </message>
        <message>
            <location line="+23" />
            <source>You drew the turned card and lead</source>
            <translation>You drew the turned card and lead</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 drew the turned card and leads</source>
            <translation>%1 drew the turned card and leads</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You paid the tribute and lead</source>
            <translation>You paid the tribute and lead</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 paid the tribute and leads</source>
            <translation>%1 paid the tribute and leads</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You, the Banker, lead (no tribute)</source>
            <translation>You, the Banker, lead (no tribute)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1, the Banker, leads (no tribute)</source>
            <translation>%1, the Banker, leads (no tribute)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lead</source>
            <translation>You lead</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 leads</source>
            <translation>%1 leads</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hand %1</source>
            <translation>Hand %1</translation>
        </message>
        <message>
            <location line="+64" />
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You go out: %2</source>
            <translation>You go out: %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 goes out: %2</source>
            <translation>%1 goes out: %2</translation>
        </message>
        <message>
            <location line="+13" />
            <source>%1 is out: the lead passes to you, the partner</source>
            <translation>%1 is out: the lead passes to you, the partner</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You are out: the lead passes to your partner, %2</source>
            <translation>You are out: the lead passes to your partner, %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is out: the lead passes to the partner, %2</source>
            <translation>%1 is out: the lead passes to the partner, %2</translation>
        </message>
        <message>
            <location line="+61" />
            <source>%1 win the hand at A</source>
            <translation>%1 win the hand at A</translation>
        </message>
        <message>
            <location line="-48" />
            <source>Double Dweller</source>
            <translation>Double Dweller</translation>
        </message>
        <message>
            <location line="+56" />
            <source>next hand at level %1</source>
            <translation>next hand at level %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 drop back to 2</source>
            <translation>%1 drop back to 2</translation>
        </message>
        <message>
            <location line="-21" />
            <source>Levels: %1 at %2, %3 at %4</source>
            <translation>Levels: %1 at %2, %3 at %4</translation>
        </message>
        <message>
            <location line="+25" />
            <source>%1 win the match!</source>
            <translation>%1 win the match!</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Game over</source>
            <translation>Game over</translation>
        </message>
    </context>
    <context>
        <name>GuandanPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_panel.py" line="+33" />
            <location line="+62" />
            <source>Sort by suit</source>
            <translation>Sort by suit</translation>
        </message>
        <message>
            <location line="-61" />
            <location line="+67" />
            <source>Arrange 理牌</source>
            <translation>Arrange 理牌</translation>
        </message>
        <message>
            <location line="-59" />
            <source>Cut the deck</source>
            <translation>Cut the deck</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+9" />
            <location line="+8" />
            <source>Show plays</source>
            <translation>Show plays</translation>
        </message>
        <message>
            <location line="-16" />
            <location line="+9" />
            <location line="+8" />
            <source>Clear</source>
            <translation>Clear</translation>
        </message>
        <message>
            <location line="-16" />
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Pay tribute</source>
            <translation>Pay tribute</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Return this card</source>
            <translation>Return this card</translation>
        </message>
        <message>
            <location line="+35" />
            <source>Ungroup</source>
            <translation>Ungroup</translation>
        </message>
        <message>
            <location line="-25" />
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Sort by rank</source>
            <translation>Sort by rank</translation>
        </message>
    </context>
    <context>
        <name>GuandanSelection</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_selection.py" line="+102" />
            <source>not a combination</source>
            <translation>not a combination</translation>
        </message>
        <message>
            <location line="+8" />
            <source>(or 1 other reading: you choose)</source>
            <translation>(or 1 other reading: you choose)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>(or %1 other readings: you choose)</source>
            <translation>(or %1 other readings: you choose)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>lead it</source>
            <translation>lead it</translation>
        </message>
        <message>
            <location line="+0" />
            <source>beats</source>
            <translation>beats</translation>
        </message>
        <message>
            <location line="+6" />
            <source>does not beat %1</source>
            <translation>does not beat %1</translation>
        </message>
        <message>
            <location line="+16" />
            <source>choose one card</source>
            <translation>choose one card</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 is not your highest card</source>
            <translation>%1 is not your highest card</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 may not be returned</source>
            <translation>%1 may not be returned</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Pay %1 as tribute</source>
            <translation>Pay %1 as tribute</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Return %1</source>
            <translation>Return %1</translation>
        </message>
        <message>
            <location line="+52" />
            <source>Nothing in your hand beats it: pass.</source>
            <translation>Nothing in your hand beats it: pass.</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Space</source>
            <translation>Space</translation>
        </message>
        <message>
            <location line="+2" />
            <source>play %1 of %2, cheapest first · %3: next</source>
            <translation>play %1 of %2, cheapest first · %3: next</translation>
        </message>
        <message>
            <location line="+96" />
            <source>←/→ move over your cards, ↑ picks one, ↓ puts it back; Enter plays.</source>
            <translation>←/→ move over your cards, ↑ picks one, ↓ puts it back; Enter plays.</translation>
        </message>
    </context>
    <context>
        <name>GuandanTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan.py" line="+157" />
            <source>turned card</source>
            <translation>turned card</translation>
        </message>
        <message>
            <location line="+255" />
            <source>your partner</source>
            <translation>your partner</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Thinking…</source>
            <translation>Thinking…</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Tries at A: %1</source>
            <translation>Tries at A: %1</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+44" />
            <source>Hand %1 · level %2</source>
            <translation>Hand %1 · level %2</translation>
        </message>
        <message>
            <location line="-37" />
            <source>yours</source>
            <translation>yours</translation>
        </message>
        <message>
            <location line="+0" />
            <source>theirs</source>
            <translation>theirs</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hand %1 · level %2 (%3)</source>
            <translation>Hand %1 · level %2 (%3)</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Wild cards: %1</source>
            <translation>Wild cards: %1</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Hand %1: the places</source>
            <translation>Hand %1: the places</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 win the match at A</source>
            <translation>%1 win the match at A</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Tribute</source>
            <translation>Tribute</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
    </context>
    <context>
        <name>GuandanWords</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_words.py" line="+47" />
            <source>Banker</source>
            <translation>Banker</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Follower</source>
            <translation>Follower</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Third</source>
            <translation>Third</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dweller</source>
            <translation>Dweller</translation>
        </message>
        <message>
            <location line="+20" />
            <source>1st</source>
            <translation>1st</translation>
        </message>
        <message>
            <location line="+0" />
            <source>2nd</source>
            <translation>2nd</translation>
        </message>
        <message>
            <location line="+0" />
            <source>3rd</source>
            <translation>3rd</translation>
        </message>
        <message>
            <location line="+0" />
            <source>4th</source>
            <translation>4th</translation>
        </message>
        <message>
            <location line="+5" />
            <source>big joker</source>
            <translation>big joker</translation>
        </message>
        <message>
            <location line="+0" />
            <source>small joker</source>
            <translation>small joker</translation>
        </message>
        <message>
            <location line="+15" />
            <location line="+5" />
            <source>%1 and %2</source>
            <translation>%1 and %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>more than %1</source>
            <translation>more than %1</translation>
        </message>
        <message>
            <location line="+2" />
            <location filename="../../cardtable_qt/ui/tables/rummy.py" line="+427" />
            <source>1 card</source>
            <translation>1 card</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 cards</source>
            <translation>%1 cards</translation>
        </message>
        <message>
            <location line="+7" />
            <source>+ %1 from %2</source>
            <translation>+ %1 from %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1 climb 1 level</source>
            <translation>%1 climb 1 level</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 climb %2 levels</source>
            <translation>%1 climb %2 levels</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Straight</source>
            <translation>Straight</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Straight flush</source>
            <translation>Straight flush</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bomb</source>
            <translation>Bomb</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Joker bomb</source>
            <translation>Joker bomb</translation>
        </message>
    </context>
    <context>
        <name>HandHistoryDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/hand_history.py" line="+67" />
            <source>%1 level</source>
            <translation>%1 level</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 levels</source>
            <translation>%1 levels</translation>
        </message>
        <message>
            <location line="+5" />
            <source>1 point</source>
            <translation>1 point</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 points</source>
            <translation>%1 points</translation>
        </message>
        <message>
            <location line="+108" />
            <source>Hand history</source>
            <translation>Hand history</translation>
        </message>
        <message>
            <location line="-72" />
            <source>The game at the table</source>
            <translation>The game at the table</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 · %2 · %3 (saved)</source>
            <translation>%1 · %2 · %3 (saved)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Hands of:</source>
            <translation>Hands of:</translation>
        </message>
        <message>
            <location line="+59" />
            <source>Hand</source>
            <translation>Hand</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Hand key</source>
            <translation>Hand key</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Won by</source>
            <translation>Won by</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Your result</source>
            <translation>Your result</translation>
        </message>
        <message>
            <location line="-45" />
            <source>Replay</source>
            <translation>Replay</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Review</source>
            <translation>Review</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Export…</source>
            <translation>Export…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Import…</source>
            <translation>Import…</translation>
        </message>
        <message>
            <location line="+59" />
            <source>nobody</source>
            <translation>nobody</translation>
        </message>
        <message>
            <location line="-8" />
            <source>The hand's own deal key</source>
            <translation>The hand's own deal key</translation>
        </message>
        <message>
            <location line="-15" />
            <source>Deal history</source>
            <translation>Deal history</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Deal</source>
            <translation>Deal</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Deal key</source>
            <translation>Deal key</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round history</source>
            <translation>Round history</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Round key</source>
            <translation>Round key</translation>
        </message>
        <message>
            <location line="+12" />
            <source>The deal's own shuffle key</source>
            <translation>The deal's own shuffle key</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The round's own deal key</source>
            <translation>The round's own deal key</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Every finished deal of this game.</source>
            <translation>Every finished deal of this game.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every finished round of this game.</source>
            <translation>Every finished round of this game.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every finished hand of this game.</source>
            <translation>Every finished hand of this game.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>No deal of this game has finished yet. Import… opens an exported deal.</source>
            <translation>No deal of this game has finished yet. Import… opens an exported deal.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>No round of this game has finished yet. Import… opens an exported round.</source>
            <translation>No round of this game has finished yet. Import… opens an exported round.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>No hand of this game has finished yet. Import… opens an exported hand.</source>
            <translation>No hand of this game has finished yet. Import… opens an exported hand.</translation>
        </message>
        <message>
            <location line="+89" />
            <source>Deals (*.json)</source>
            <translation>Deals (*.json)</translation>
        </message>
        <message>
            <location line="-28" />
            <source>Export the round</source>
            <translation>Export the round</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Rounds (*.json)</source>
            <translation>Rounds (*.json)</translation>
        </message>
        <message>
            <location line="-28" />
            <source>Export the hand</source>
            <translation>Export the hand</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Export the deal</source>
            <translation>Export the deal</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Hands (*.json)</source>
            <translation>Hands (*.json)</translation>
        </message>
        <message>
            <location line="-18" />
            <source>Export</source>
            <translation>Export</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Import a deal</source>
            <translation>Import a deal</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Import a round</source>
            <translation>Import a round</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Import a hand</source>
            <translation>Import a hand</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Import</source>
            <translation>Import</translation>
        </message>
    </context>
    <context>
        <name>HandResults</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/hand_results.py" line="+47" />
            <source>You won %1</source>
            <translation>You won %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lost %1</source>
            <translation>You lost %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You broke even</source>
            <translation>You broke even</translation>
        </message>
        <message>
            <location line="+22" />
            <source>%1 · cut in</source>
            <translation>%1 · cut in</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 · last leg</source>
            <translation>%1 · last leg</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 · your place</source>
            <translation>%1 · your place</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 · own place</source>
            <translation>%1 · own place</translation>
        </message>
        <message>
            <location line="+5" />
            <source>beats the dealer's %1</source>
            <translation>beats the dealer's %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>loses to the dealer's %1</source>
            <translation>loses to the dealer's %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>ties with the dealer's %1</source>
            <translation>ties with the dealer's %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>beats the dealer</source>
            <translation>beats the dealer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>loses to the dealer</source>
            <translation>loses to the dealer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>ties with the dealer</source>
            <translation>ties with the dealer</translation>
        </message>
        <message>
            <location line="+3" />
            <source>×%1</source>
            <translation>×%1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>bet %1</source>
            <translation>bet %1</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Dealer</source>
            <translation>Dealer</translation>
        </message>
        <message>
            <location line="+11" />
            <source>You won %1 this round</source>
            <translation>You won %1 this round</translation>
        </message>
        <message>
            <location line="+4" />
            <source>You lost %1 this round</source>
            <translation>You lost %1 this round</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Even this round</source>
            <translation>Even this round</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Nobody bet: no cards this round</source>
            <translation>Nobody bet: no cards this round</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The round is over</source>
            <translation>The round is over</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Each hand against you, the dealer; the chips are what you paid or took.</source>
            <translation>Each hand against you, the dealer; the chips are what you paid or took.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Each hand against the dealer, %1; the chips are the hand's.</source>
            <translation>Each hand against the dealer, %1; the chips are the hand's.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The pot</source>
            <translation>The pot</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Main pot</source>
            <translation>Main pot</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Side pot %1</source>
            <translation>Side pot %1</translation>
        </message>
        <message>
            <location line="+18" />
            <source>you folded</source>
            <translation>you folded</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 folded</source>
            <translation>%1 folded</translation>
        </message>
        <message>
            <location line="+2" />
            <source>everyone else folded</source>
            <translation>everyone else folded</translation>
        </message>
        <message>
            <location line="+70" />
            <source>loses</source>
            <translation>loses</translation>
        </message>
        <message>
            <location line="+15" />
            <source>You put in %1 and took %2.</source>
            <translation>You put in %1 and took %2.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You put in %1.</source>
            <translation>You put in %1.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The hand is over</source>
            <translation>The hand is over</translation>
        </message>
        <message>
            <location line="+19" />
            <source>You took pots worth %2</source>
            <translation>You took pots worth %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You took the pot of %2</source>
            <translation>You took the pot of %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 took pots worth %2</source>
            <translation>%1 took pots worth %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 took the pot of %2</source>
            <translation>%1 took the pot of %2</translation>
        </message>
        <message>
            <location line="+3" />
            <source> (%1 pots)</source>
            <translation> (%1 pots)</translation>
        </message>
    </context>
    <context>
        <name>HelpDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/help.py" line="+117" />
            <source>CardTable help</source>
            <translation>CardTable help</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keyboard</source>
            <translation>Keyboard</translation>
        </message>
        <message>
            <location line="+1" />
            <source>About</source>
            <translation>About</translation>
        </message>
        <message>
            <location line="+35" />
            <source>The rules of %1 are not installed.</source>
            <translation>The rules of %1 are not installed.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Finish the card animations at once</source>
            <translation>Finish the card animations at once</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Space or a click</source>
            <translation>Space or a click</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move between your cards</source>
            <translation>Move between your cards</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Arrow keys</source>
            <translation>Arrow keys</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every button at the table</source>
            <translation>Every button at the table</translation>
        </message>
        <message>
            <location line="+0" />
            <source>The key shown on the button</source>
            <translation>The key shown on the button</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hint: what the strongest AI would do in your place, and why</source>
            <translation>Hint: what the strongest AI would do in your place, and why</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take the hint shown</source>
            <translation>Take the hint shown</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Guandan: show your legal plays one by one (Show plays)</source>
            <translation>Guandan: show your legal plays one by one (Show plays)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>What</source>
            <translation>What</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Key</source>
            <translation>Key</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Show:</source>
            <translation>Show:</translation>
        </message>
        <message>
            <location line="+3" />
            <source>What CardTable ships</source>
            <translation>What CardTable ships</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Licence of %1</source>
            <translation>Licence of %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>About Qt</source>
            <translation>About Qt</translation>
        </message>
        <message>
            <location line="+12" />
            <source>The licence file is missing from this installation.</source>
            <translation>The licence file is missing from this installation.</translation>
        </message>
        <message>
            <location line="+7" />
            <location line="+21" />
            <source>MIT licence</source>
            <translation>MIT licence</translation>
        </message>
        <message>
            <location line="-19" />
            <source>The program, its rule texts and its card art (drawn by the project's own script, resources/cards).</source>
            <translation>The program, its rule texts and its card art (drawn by the project's own script, resources/cards).</translation>
        </message>
        <message>
            <location line="+6" />
            <source>GNU LGPL v3</source>
            <translation>GNU LGPL v3</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The Qt Company and the Qt for Python project; source at &lt;a href='https://code.qt.io'&gt;code.qt.io&lt;/a&gt;.</source>
            <translation>The Qt Company and the Qt for Python project; source at &lt;a href='https://code.qt.io'&gt;code.qt.io&lt;/a&gt;.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>PSF licence</source>
            <translation>PSF licence</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Python Software Foundation.</source>
            <translation>The Python Software Foundation.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Finds the folders for settings and saved games.</source>
            <translation>Finds the folders for settings and saved games.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>SIL Open Font License 1.1</source>
            <translation>SIL Open Font License 1.1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Google and Adobe; the Chinese font is a subset. Text: resources/fonts/OFL.txt.</source>
            <translation>Google and Adobe; the Chinese font is a subset. Text: resources/fonts/OFL.txt.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>A card table for Guandan, Pok Deng, Xì tố and Indian Rummy, played against AI players, offline.</source>
            <translation>A card table for Guandan, Pok Deng, Xì tố and Indian Rummy, played against AI players, offline.</translation>
        </message>
    </context>
    <context>
        <name>Languages</name>
        <message>
            <location filename="../../cardtable_qt/ui/i18n.py" line="+38" />
            <source>English</source>
            <translation>English</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Thai</source>
            <translation>Thai</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Vietnamese</source>
            <translation>Vietnamese</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hindi</source>
            <translation>Hindi</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Chinese</source>
            <translation>Chinese</translation>
        </message>
    </context>
    <context>
        <name>LessonChooser</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/lessons.py" line="+34" />
            <source>Tutorial</source>
            <translation>Tutorial</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Each lesson is played on the real table: do what the bubble asks, or press Show me. Choose a lesson and press Start.</source>
            <translation>Each lesson is played on the real table: do what the bubble asks, or press Show me. Choose a lesson and press Start.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Lesson</source>
            <translation>Lesson</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Done</source>
            <translation>Done</translation>
        </message>
        <message>
            <location line="+0" />
            <source>What you learn</source>
            <translation>What you learn</translation>
        </message>
        <message>
            <location line="+16" />
            <source>(no lessons yet)</source>
            <translation>(no lessons yet)</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Continue where I stopped</source>
            <translation>Continue where I stopped</translation>
        </message>
    </context>
    <context>
        <name>LoadDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/saves.py" line="+121" />
            <source>Load a saved game</source>
            <translation>Load a saved game</translation>
        </message>
        <message>
            <location line="+10" />
            <source>You have no saved games yet. Use Game ▸ Save As at a table.</source>
            <translation>You have no saved games yet. Use Game ▸ Save As at a table.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Delete the selected saved game (Del)</source>
            <translation>Delete the selected saved game (Del)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Open a file…</source>
            <translation>Open a file…</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Load</source>
            <translation>Load</translation>
        </message>
        <message>
            <location line="+53" />
            <source>Press Delete again to delete “%1”.</source>
            <translation>Press Delete again to delete “%1”.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Open a saved game</source>
            <translation>Open a saved game</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Saved games (*.json)</source>
            <translation>Saved games (*.json)</translation>
        </message>
    </context>
    <context>
        <name>LogPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/log_panel.py" line="+168" />
            <location line="+32" />
            <source>Game log</source>
            <translation>Game log</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Fold the game log (%1)</source>
            <translation>Fold the game log (%1)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Log</source>
            <translation>Log</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the game log (%1)</source>
            <translation>Open the game log (%1)</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../cardtable_qt/ui/main_window.py" line="+150" />
            <location line="+103" />
            <source>Paused — press P to carry on</source>
            <translation>Paused — press P to carry on</translation>
        </message>
        <message>
            <location line="-28" />
            <source>&amp;Game</source>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;New game…</source>
            <translation>&amp;New game…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Continue</source>
            <translation>&amp;Continue</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Save</source>
            <translation>&amp;Save</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save &amp;As…</source>
            <translation>Save &amp;As…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Load…</source>
            <translation>&amp;Load…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Pause</source>
            <translation>&amp;Pause</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Leave the table</source>
            <translation>&amp;Leave the table</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Undo</source>
            <translation>&amp;Undo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Redo</source>
            <translation>&amp;Redo</translation>
        </message>
        <message>
            <location line="+84" />
            <source>Hand &amp;history</source>
            <translation>Hand &amp;history</translation>
        </message>
        <message>
            <location line="-6" />
            <source>Re&amp;view the last hand</source>
            <translation>Re&amp;view the last hand</translation>
        </message>
        <message>
            <location line="-74" />
            <source>T&amp;utorial…</source>
            <translation>T&amp;utorial…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>S&amp;tatistics</source>
            <translation>S&amp;tatistics</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Se&amp;ttings…</source>
            <translation>Se&amp;ttings…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Watch a demo</source>
            <translation>&amp;Watch a demo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Rules</source>
            <translation>&amp;Rules</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Keyboard shortcuts</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;About CardTable</source>
            <translation>&amp;About CardTable</translation>
        </message>
        <message>
            <location line="+64" />
            <source>Re&amp;view the last deal</source>
            <translation>Re&amp;view the last deal</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Re&amp;view the last round</source>
            <translation>Re&amp;view the last round</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Deal &amp;history</source>
            <translation>Deal &amp;history</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round &amp;history</source>
            <translation>Round &amp;history</translation>
        </message>
        <message>
            <location line="+103" />
            <source>CardTable is already running here.</source>
            <translation>CardTable is already running here.</translation>
        </message>
        <message>
            <location line="+30" />
            <source>your last game</source>
            <translation>your last game</translation>
        </message>
        <message>
            <location line="+7" />
            <source>%1 is not part of this version of CardTable yet.</source>
            <translation>%1 is not part of this version of CardTable yet.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The table for %1 is not built yet; it comes in a later version. You can read its rules in Help ▸ Rules.</source>
            <translation>The table for %1 is not built yet; it comes in a later version. You can read its rules in Help ▸ Rules.</translation>
        </message>
        <message>
            <location line="+48" />
            <source>The game could not start: %1</source>
            <translation>The game could not start: %1</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The table for %1 is not built yet.</source>
            <translation>The table for %1 is not built yet.</translation>
        </message>
        <message>
            <location line="+43" />
            <source>seed %1</source>
            <translation>seed %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Replay</source>
            <translation>Replay</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Demo</source>
            <translation>Demo</translation>
        </message>
        <message>
            <location line="+46" />
            <source>The game is over. Game ▸ New game to play again.</source>
            <translation>The game is over. Game ▸ New game to play again.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>There is no game in progress to continue.</source>
            <translation>There is no game in progress to continue.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The autosaved game</source>
            <translation>The autosaved game</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 is damaged and cannot be opened (%2).</source>
            <translation>%1 is damaged and cannot be opened (%2).</translation>
        </message>
        <message>
            <location line="+10" />
            <source>It was kept aside, unchanged, as %1.</source>
            <translation>It was kept aside, unchanged, as %1.</translation>
        </message>
        <message>
            <location line="+42" />
            <source>Saved as “%1”.</source>
            <translation>Saved as “%1”.</translation>
        </message>
        <message>
            <location line="+38" />
            <source>The saved game “%1”</source>
            <translation>The saved game “%1”</translation>
        </message>
        <message>
            <location line="+14" />
            <source>There is no table for %1 yet, so there is no demo of it.</source>
            <translation>There is no table for %1 yet, so there is no demo of it.</translation>
        </message>
        <message>
            <location line="+16" />
            <source>The demo could not start: %1</source>
            <translation>The demo could not start: %1</translation>
        </message>
        <message>
            <location line="+92" />
            <source>No deal of this game has finished yet.</source>
            <translation>No deal of this game has finished yet.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No round of this game has finished yet.</source>
            <translation>No round of this game has finished yet.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No hand of this game has finished yet.</source>
            <translation>No hand of this game has finished yet.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/new_game.py" line="+63" />
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Easy</source>
            <translation>Easy</translation>
        </message>
        <message>
            <location line="+5" />
            <source>a steady, sound player: the usual opponent</source>
            <translation>a steady, sound player: the usual opponent</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Hard</source>
            <translation>Hard</translation>
        </message>
        <message>
            <location line="-7" />
            <source>a casual player: sensible, with the odd slip</source>
            <translation>a casual player: sensible, with the odd slip</translation>
        </message>
        <message>
            <location line="+8" />
            <source>plans ahead and counts the cards it has seen</source>
            <translation>plans ahead and counts the cards it has seen</translation>
        </message>
        <message>
            <location line="+50" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/session/seats.py" line="+80" />
            <location filename="../../cardtable_qt/ui/dialogs/new_game.py" line="+17" />
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/new_game.py" line="+1" />
            <location line="+1" />
            <source>AI player</source>
            <translation>AI player</translation>
        </message>
        <message>
            <location line="+78" />
            <source>New game: %1</source>
            <translation>New game: %1</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Stakes</source>
            <translation>Stakes</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Starting a new game replaces the game you could continue (%1). To keep that one, cancel, continue it and use Game ▸ Save As.</source>
            <translation>Starting a new game replaces the game you could continue (%1). To keep that one, cancel, continue it and use Game ▸ Save As.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Allow undo</source>
            <translation>Allow undo</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Lets you take back your last decision (Ctrl+Z) within a hand; the results of a game where you did are marked in the statistics</source>
            <translation>Lets you take back your last decision (Ctrl+Z) within a hand; the results of a game where you did are marked in the statistics</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Remember these rules as my defaults</source>
            <translation>Remember these rules as my defaults</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Reset rules</source>
            <translation>Reset rules</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Put every rule option back to the game's default</source>
            <translation>Put every rule option back to the game's default</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <location line="+39" />
            <source>Seat %1</source>
            <translation>Seat %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Seats at the table</source>
            <translation>Seats at the table</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Who</source>
            <translation>Who</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Level</source>
            <translation>Level</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Play passes to the right (counter-clockwise); seat 1 sits at the bottom.</source>
            <translation>Play passes to the right (counter-clockwise); seat 1 sits at the bottom.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Deal</source>
            <translation>Deal</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Seed</source>
            <translation>Seed</translation>
        </message>
        <message>
            <location line="+4" />
            <source>random</source>
            <translation>random</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The same seed and the same moves give the same deals; leave empty for new ones.</source>
            <translation>The same seed and the same moves give the same deals; leave empty for new ones.</translation>
        </message>
        <message>
            <location line="+53" />
            <source>These options do not go together: %1</source>
            <translation>These options do not go together: %1</translation>
        </message>
    </context>
    <context>
        <name>OptionsForm</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/options_form.py" line="+75" />
            <location line="+93" />
            <source>Off</source>
            <translation>Off</translation>
        </message>
        <message>
            <location line="-91" />
            <source>Yes</source>
            <translation>Yes</translation>
        </message>
        <message>
            <location line="+2" />
            <source>No</source>
            <translation>No</translation>
        </message>
        <message>
            <location line="+60" />
            <source>This game has no rule options.</source>
            <translation>This game has no rule options.</translation>
        </message>
    </context>
    <context>
        <name>PokDengDecisions</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/pokdeng_decisions.py" line="+49" />
            <source>The session is over.</source>
            <translation>The session is over.</translation>
        </message>
        <message>
            <location line="+21" />
            <source>You are the dealer with %1: draw a card or stand.</source>
            <translation>You are the dealer with %1: draw a card or stand.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Your hand at %2: %1. Draw a third card or stand?</source>
            <translation>Your hand at %2: %1. Draw a third card or stand?</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Your hand at %2: %1. Under 4 points you must draw (table rule).</source>
            <translation>Your hand at %2: %1. Under 4 points you must draw (table rule).</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Your hand: %1. Draw a third card or stand?</source>
            <translation>Your hand: %1. Draw a third card or stand?</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your hand: %1. Under 4 points you must draw (table rule).</source>
            <translation>Your hand: %1. Under 4 points you must draw (table rule).</translation>
        </message>
        <message>
            <location line="+10" />
            <source>You are the dealer with %1. Catch (จับ): settle now against the hands of two or three cards, or go on.</source>
            <translation>You are the dealer with %1. Catch (จับ): settle now against the hands of two or three cards, or go on.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The bank is yours if you want it (you have %1 chips).</source>
            <translation>The bank is yours if you want it (you have %1 chips).</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You hold the bank. Deal another round, or announce your stop: the bank passes three rounds later.</source>
            <translation>You hold the bank. Deal another round, or announce your stop: the bank passes three rounds later.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Re-buy %1 chips</source>
            <translation>Re-buy %1 chips</translation>
        </message>
        <message>
            <location line="+38" />
            <source>Deal</source>
            <translation>Deal</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Sit out</source>
            <translation>Sit out</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Your bets are on the table. Open another hand (click a free place) or deal.</source>
            <translation>Your bets are on the table. Open another hand (click a free place) or deal.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Your bets are on the table. Deal when you are ready.</source>
            <translation>Your bets are on the table. Deal when you are ready.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Place your bet: choose the amount, then click a free place (or press B).</source>
            <translation>Place your bet: choose the amount, then click a free place (or press B).</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Bet at your place</source>
            <translation>Bet at your place</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Bet on the cut in</source>
            <translation>Bet on the cut in</translation>
        </message>
        <message>
            <location line="+7" />
            <source>the cut in</source>
            <translation>the cut in</translation>
        </message>
        <message>
            <location line="+52" />
            <source>%1 is placing bets…</source>
            <translation>%1 is placing bets…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 decides: draw or stand…</source>
            <translation>%1 decides: draw or stand…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1, the dealer, decides whether to catch…</source>
            <translation>%1, the dealer, decides whether to catch…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1, the dealer, decides whether to draw…</source>
            <translation>%1, the dealer, decides whether to draw…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is thinking…</source>
            <translation>%1 is thinking…</translation>
        </message>
        <message>
            <location line="+53" />
            <source>at your place</source>
            <translation>at your place</translation>
        </message>
        <message>
            <location line="+4" />
            <source>on the cut in</source>
            <translation>on the cut in</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bet %1 %2</source>
            <translation>Bet %1 %2</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Draw a card</source>
            <translation>Draw a card</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stand</source>
            <translation>Stand</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No catch</source>
            <translation>No catch</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take the bank</source>
            <translation>Take the bank</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Let the bank pass</source>
            <translation>Let the bank pass</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deal another round</source>
            <translation>Deal another round</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Announce your stop</source>
            <translation>Announce your stop</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Re-buy</source>
            <translation>Re-buy</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave the table</source>
            <translation>Leave the table</translation>
        </message>
        <message>
            <location line="+58" />
            <source>Bet at: %1 (Enter to place it)</source>
            <translation>Bet at: %1 (Enter to place it)</translation>
        </message>
        <message>
            <location line="-183" />
            <location line="+212" />
            <source>your place</source>
            <translation>your place</translation>
        </message>
        <message>
            <location line="-377" />
            <source>The demo is over: this was its last round.</source>
            <translation>The demo is over: this was its last round.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Review this round</source>
            <translation>Review this round</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The replay is at the round's end. Back steps through it again.</source>
            <translation>The replay is at the round's end. Back steps through it again.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The round is over. Next (N), Space or a click goes on.</source>
            <translation>The round is over. Next (N), Space or a click goes on.</translation>
        </message>
        <message>
            <location line="+82" />
            <source>You are out of chips: you have %1, and you need 5× the minimum bet (%2) to play, since a hand can cost five times its bet. Re-buy, or leave the table?</source>
            <translation>You are out of chips: you have %1, and you need 5× the minimum bet (%2) to play, since a hand can cost five times its bet. Re-buy, or leave the table?</translation>
        </message>
        <message>
            <location line="+61" />
            <source>Bet on the last leg</source>
            <translation>Bet on the last leg</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Bet at the place ringed in gold: %1</source>
            <translation>Bet at the place ringed in gold: %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>the last leg</source>
            <translation>the last leg</translation>
        </message>
        <message>
            <location line="+10" />
            <source>No other hand for you this round</source>
            <translation>No other hand for you this round</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You sit this round out</source>
            <translation>You sit this round out</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The dealer's %1 chips cover %2 in bets (a hand can cost five times its bet), and %3 are bet already.</source>
            <translation>The dealer's %1 chips cover %2 in bets (a hand can cost five times its bet), and %3 are bet already.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Your %1 chips cover %2 in bets (a hand can cost five times its bet), and you have bet %3.</source>
            <translation>Your %1 chips cover %2 in bets (a hand can cost five times its bet), and you have bet %3.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You need 5× the minimum bet (%1) to play.</source>
            <translation>You need 5× the minimum bet (%1) to play.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>No place is free for another hand.</source>
            <translation>No place is free for another hand.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1. %2</source>
            <translation>%1. %2</translation>
        </message>
        <message>
            <location line="+65" />
            <source>on the last leg</source>
            <translation>on the last leg</translation>
        </message>
        <message>
            <location line="+103" />
            <source>Your hand (%1): %2 — %3, bet %4</source>
            <translation>Your hand (%1): %2 — %3, bet %4</translation>
        </message>
    </context>
    <context>
        <name>PokDengEvents</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/pokdeng_events.py" line="+58" />
            <location line="+323" />
            <source>Dealer</source>
            <translation>Dealer</translation>
        </message>
        <message>
            <location line="-271" />
            <location line="+235" />
            <source>Sits out</source>
            <translation>Sits out</translation>
        </message>
        <message>
            <location line="-208" />
            <source>Nobody bet: no cards this round</source>
            <translation>Nobody bet: no cards this round</translation>
        </message>
        <message>
            <location line="+38" />
            <source>Draws</source>
            <translation>Draws</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+2" />
            <location line="+2" />
            <source>Stands</source>
            <translation>Stands</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The dealer catches the three-card hands</source>
            <translation>The dealer catches the three-card hands</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The dealer catches the two-card hands</source>
            <translation>The dealer catches the two-card hands</translation>
        </message>
        <message>
            <location line="+4" />
            <source>No catch</source>
            <translation>No catch</translation>
        </message>
        <message>
            <location line="+11" />
            <source>tie</source>
            <translation>tie</translation>
        </message>
        <message>
            <location line="+104" />
            <source>You won %1 this round</source>
            <translation>You won %1 this round</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lost %1 this round</source>
            <translation>You lost %1 this round</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Even this round</source>
            <translation>Even this round</translation>
        </message>
        <message>
            <location line="+48" />
            <source>Re-bought</source>
            <translation>Re-bought</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Left the table</source>
            <translation>Left the table</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Let the bank pass</source>
            <translation>Let the bank pass</translation>
        </message>
        <message>
            <location line="+11" />
            <source>You take the bank</source>
            <translation>You take the bank</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 takes the bank</source>
            <translation>%1 takes the bank</translation>
        </message>
        <message>
            <location line="+13" />
            <source>You will give up the bank after %2 rounds</source>
            <translation>You will give up the bank after %2 rounds</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 will give up the bank after %2 rounds</source>
            <translation>%1 will give up the bank after %2 rounds</translation>
        </message>
        <message>
            <location line="+2" />
            <source>This round is the first of them.</source>
            <translation>This round is the first of them.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The session is over: you are %1 chips up</source>
            <translation>The session is over: you are %1 chips up</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The session is over: you are %1 chips down</source>
            <translation>The session is over: you are %1 chips down</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The session is over: you broke even</source>
            <translation>The session is over: you broke even</translation>
        </message>
    </context>
    <context>
        <name>PokDengPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/pokdeng_panel.py" line="+34" />
            <source>+min</source>
            <translation>+min</translation>
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
            <translation>Clear</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Last bet</source>
            <translation>Last bet</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bet at your place</source>
            <translation>Bet at your place</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deal</source>
            <translation>Deal</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Draw a card</source>
            <translation>Draw a card</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stand</source>
            <translation>Stand</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Catch two-card hands</source>
            <translation>Catch two-card hands</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Catch three-card hands</source>
            <translation>Catch three-card hands</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No catch</source>
            <translation>No catch</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Take the bank</source>
            <translation>Take the bank</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Let the bank pass</source>
            <translation>Let the bank pass</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Announce your stop</source>
            <translation>Announce your stop</translation>
        </message>
        <message>
            <location line="-1" />
            <source>Deal another round</source>
            <translation>Deal another round</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Re-buy</source>
            <translation>Re-buy</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave the table</source>
            <translation>Leave the table</translation>
        </message>
        <message>
            <location line="+13" />
            <source>From %1 to %2 chips on one hand</source>
            <translation>From %1 to %2 chips on one hand</translation>
        </message>
    </context>
    <context>
        <name>PokDengTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/pokdeng.py" line="+468" />
            <source>last leg</source>
            <translation>last leg</translation>
        </message>
        <message>
            <location line="+1" />
            <source>dealer</source>
            <translation>dealer</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Your place</source>
            <translation>Your place</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Place</source>
            <translation>Place</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Last leg
(after the dealer)</source>
            <translation>Last leg
(after the dealer)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cut in</source>
            <translation>Cut in</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Dealer</source>
            <translation>Dealer</translation>
        </message>
        <message>
            <location line="+116" />
            <source> (%1 re-bought)</source>
            <translation> (%1 re-bought)</translation>
        </message>
        <message>
            <location line="-17" />
            <source>Round %1 · Dealer: %2 · bets %3–%4</source>
            <translation>Round %1 · Dealer: %2 · bets %3–%4</translation>
        </message>
        <message>
            <location line="-126" />
            <source>cut in</source>
            <translation>cut in</translation>
        </message>
        <message>
            <location line="+134" />
            <source>Your bankroll %1</source>
            <translation>Your bankroll %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source> (%1 on the table)</source>
            <translation> (%1 on the table)</translation>
        </message>
        <message>
            <location line="+7" />
            <source> · last round %1</source>
            <translation> · last round %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The bank passes after this round</source>
            <translation>The bank passes after this round</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The bank passes after %1 rounds</source>
            <translation>The bank passes after %1 rounds</translation>
        </message>
    </context>
    <context>
        <name>ReplayBar</name>
        <message>
            <location filename="../../cardtable_qt/ui/replay_bar.py" line="+49" />
            <source>◀ Back</source>
            <translation>◀ Back</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+86" />
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <location line="-84" />
            <source>Forward ▶</source>
            <translation>Forward ▶</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Jump to a decision…</source>
            <translation>Jump to a decision…</translation>
        </message>
        <message>
            <location line="+19" />
            <source>As you saw it</source>
            <translation>As you saw it</translation>
        </message>
        <message>
            <location line="+2" />
            <source>As %1 saw it</source>
            <translation>As %1 saw it</translation>
        </message>
        <message>
            <location line="+8" />
            <source>All cards face up</source>
            <translation>All cards face up</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Show every player's cards (Ctrl+U), or only what the chosen seat saw</source>
            <translation>Show every player's cards (Ctrl+U), or only what the chosen seat saw</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Step %1 of %2</source>
            <translation>Step %1 of %2</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
    </context>
    <context>
        <name>ReplayDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/replay_dialog.py" line="+37" />
            <source>Replay of deal %1</source>
            <translation>Replay of deal %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Replay of round %1</source>
            <translation>Replay of round %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Replay of hand %1</source>
            <translation>Replay of hand %1</translation>
        </message>
    </context>
    <context>
        <name>ReplayWords</name>
        <message>
            <location filename="../../cardtable_qt/ui/replay_words.py" line="+28" />
            <source>%1 bet %2</source>
            <translation>%1 bet %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 finished betting</source>
            <translation>%1 finished betting</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 drew a card</source>
            <translation>%1 drew a card</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 stood</source>
            <translation>%1 stood</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 caught the hands of %2 cards</source>
            <translation>%1 caught the hands of %2 cards</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 caught no one</source>
            <translation>%1 caught no one</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+22" />
            <source>%1 bought chips</source>
            <translation>%1 bought chips</translation>
        </message>
        <message>
            <location line="-21" />
            <source>%1 took the bank</source>
            <translation>%1 took the bank</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 let the bank pass</source>
            <translation>%1 let the bank pass</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 dealt another round</source>
            <translation>%1 dealt another round</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 left the table</source>
            <translation>%1 left the table</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 cut the deck</source>
            <translation>%1 cut the deck</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 played %2</source>
            <translation>%1 played %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 passed</source>
            <translation>%1 passed</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 paid %2 as tribute</source>
            <translation>%1 paid %2 as tribute</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 returned a card</source>
            <translation>%1 returned a card</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 packed</source>
            <translation>%1 packed</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 drew from the stock</source>
            <translation>%1 drew from the stock</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 took a card from the discard pile</source>
            <translation>%1 took a card from the discard pile</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 discarded %2</source>
            <translation>%1 discarded %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 declared</source>
            <translation>%1 declared</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 bet %2 (tố)</source>
            <translation>%1 bet %2 (tố)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 called (theo)</source>
            <translation>%1 called (theo)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 raised by %2 (tố thêm)</source>
            <translation>%1 raised by %2 (tố thêm)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 folded (úp bài)</source>
            <translation>%1 folded (úp bài)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 sat out</source>
            <translation>%1 sat out</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Press Play (%1) to watch the round.</source>
            <translation>Press Play (%1) to watch the round.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Press Play (%1) to watch the deal.</source>
            <translation>Press Play (%1) to watch the deal.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Press Play (%1) to watch the hand.</source>
            <translation>Press Play (%1) to watch the hand.</translation>
        </message>
        <message>
            <location line="+31" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location line="+15" />
            <source>The replay is starting…</source>
            <translation>The replay is starting…</translation>
        </message>
    </context>
    <context>
        <name>ResultHold</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/result_hold.py" line="+107" />
            <location filename="../../cardtable_qt/ui/tables/rummy_sheet.py" line="+66" />
            <source>Hide</source>
            <translation>Hide</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Next</source>
            <translation>Next</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/table/game_table.py" line="-189" />
            <source>The replay is at the hand's end. Back steps through it again.</source>
            <translation>The replay is at the hand's end. Back steps through it again.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The hand is over. Next (N), Space or a click goes on.</source>
            <translation>The hand is over. Next (N), Space or a click goes on.</translation>
        </message>
    </context>
    <context>
        <name>ResultSheet</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/result_sheet.py" line="+273" />
            <source>Review this hand</source>
            <translation>Review this hand</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Next deal</source>
            <translation>Next deal</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Close</source>
            <translation>Close</translation>
        </message>
    </context>
    <context>
        <name>ResultsChart</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/results_chart.py" line="+67" />
            <source>No results yet: play a game first.</source>
            <translation>No results yet: play a game first.</translation>
        </message>
        <message>
            <location line="+40" />
            <source>older</source>
            <translation>older</translation>
        </message>
        <message>
            <location line="+1" />
            <source>latest</source>
            <translation>latest</translation>
        </message>
    </context>
    <context>
        <name>ReviewDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/review_dialog.py" line="+44" />
            <source>chips</source>
            <translation>chips</translation>
        </message>
        <message>
            <location line="+1" />
            <source>plan points</source>
            <translation>plan points</translation>
        </message>
        <message>
            <location line="+1" />
            <source>penalty points</source>
            <translation>penalty points</translation>
        </message>
        <message>
            <location line="+1" />
            <source>agreement</source>
            <translation>agreement</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bets</source>
            <translation>bets</translation>
        </message>
        <message>
            <location line="+1" />
            <source>percentage points of the chance to take the hand</source>
            <translation>percentage points of the chance to take the hand</translation>
        </message>
        <message>
            <location line="+87" />
            <source>Review of hand %1</source>
            <translation>Review of hand %1</translation>
        </message>
        <message>
            <location line="+136" />
            <source>When</source>
            <translation>When</translation>
        </message>
        <message>
            <location line="-138" />
            <source>Review of deal %1</source>
            <translation>Review of deal %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Review of round %1</source>
            <translation>Review of round %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Looking at your decisions…</source>
            <translation>Looking at your decisions…</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Cancel the review</source>
            <translation>Cancel the review</translation>
        </message>
        <message>
            <location line="+126" />
            <source>You did</source>
            <translation>You did</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The AI would</source>
            <translation>The AI would</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Yours</source>
            <translation>Yours</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The AI's</source>
            <translation>The AI's</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cost</source>
            <translation>Cost</translation>
        </message>
        <message>
            <location line="-109" />
            <source>Replay from here</source>
            <translation>Replay from here</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The review was cancelled.</source>
            <translation>The review was cancelled.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The review could not be made: %1</source>
            <translation>The review could not be made: %1</translation>
        </message>
        <message>
            <location line="+26" />
            <source>costly</source>
            <translation>costly</translation>
        </message>
        <message>
            <location line="+31" />
            <source>%1 of your %2 decisions agree with the AI (%3); %4, costing about %5 (%6) together. Double-click a decision to replay it.</source>
            <translation>%1 of your %2 decisions agree with the AI (%3); %4, costing about %5 (%6) together. Double-click a decision to replay it.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 of your %2 decisions agree with the AI (%3); %4; estimated cost %5 (%6). Double-click a decision to replay it.</source>
            <translation>%1 of your %2 decisions agree with the AI (%3); %4; estimated cost %5 (%6). Double-click a decision to replay it.</translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>%n costly</source>
            <comment>decisions</comment>
            <translation>
                <numerusform>%n costly</numerusform>
                <numerusform>%n costly</numerusform>
            </translation>
        </message>
        <message>
            <location line="-2" />
            <source>the hard AI</source>
            <translation>the hard AI</translation>
        </message>
        <message>
            <location line="+0" />
            <source>the basic AI</source>
            <translation>the basic AI</translation>
        </message>
    </context>
    <context>
        <name>ReviewRows</name>
        <message>
            <location filename="../../cardtable_qt/review/rows.py" line="+37" />
            <source>% of your bet</source>
            <translation>% of your bet</translation>
        </message>
        <message>
            <location line="+1" />
            <source>% chance to take the hand</source>
            <translation>% chance to take the hand</translation>
        </message>
        <message>
            <location line="+1" />
            <source>chips</source>
            <translation>chips</translation>
        </message>
        <message>
            <location line="+1" />
            <source>penalty points</source>
            <translation>penalty points</translation>
        </message>
        <message>
            <location line="+1" />
            <source>plan points</source>
            <translation>plan points</translation>
        </message>
        <message>
            <location line="+1" />
            <source>agreement</source>
            <translation>agreement</translation>
        </message>
        <message>
            <location line="+57" />
            <source>%1 %</source>
            <translation>%1 %</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Round %1 · your bet</source>
            <translation>Round %1 · your bet</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Round %1 · draw or stand</source>
            <translation>Round %1 · draw or stand</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Round %1 · catch</source>
            <translation>Round %1 · catch</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Round %1 · the bank</source>
            <translation>Round %1 · the bank</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Tribute</source>
            <translation>Tribute</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Return tribute</source>
            <translation>Return tribute</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Trick %1 · you led</source>
            <translation>Trick %1 · you led</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Trick %1 · to beat %2</source>
            <translation>Trick %1 · to beat %2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Turn %1 · draw</source>
            <translation>Turn %1 · draw</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Turn %1 · discard</source>
            <translation>Turn %1 · discard</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Street %1 · facing a bet of %2</source>
            <translation>Street %1 · facing a bet of %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Street %1 · no bet yet</source>
            <translation>Street %1 · no bet yet</translation>
        </message>
        <message>
            <location line="+10" />
            <source>bet %1 on your place</source>
            <translation>bet %1 on your place</translation>
        </message>
        <message>
            <location line="+2" />
            <source>bet %1 on the last leg</source>
            <translation>bet %1 on the last leg</translation>
        </message>
        <message>
            <location line="+2" />
            <source>bet %1 to cut in</source>
            <translation>bet %1 to cut in</translation>
        </message>
        <message>
            <location line="+3" />
            <source>take %1 from the discard pile</source>
            <translation>take %1 from the discard pile</translation>
        </message>
        <message>
            <location line="+4" />
            <source>call %1 (theo)</source>
            <translation>call %1 (theo)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>pass</source>
            <translation>pass</translation>
        </message>
        <message>
            <location line="+17" />
            <source>The AI's choice is better: %1</source>
            <translation>The AI's choice is better: %1</translation>
        </message>
        <message>
            <location line="+20" />
            <source>a forced move</source>
            <translation>a forced move</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 forced moves</source>
            <translation>%1 forced moves</translation>
        </message>
        <message>
            <location line="+2" />
            <source>a near-tie</source>
            <translation>a near-tie</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 near-ties</source>
            <translation>%1 near-ties</translation>
        </message>
        <message>
            <location line="+23" />
            <source>the same</source>
            <translation>the same</translation>
        </message>
    </context>
    <context>
        <name>RummyDecisions</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_decisions.py" line="+34" />
            <source>The replay is at the deal's end. Back steps through it again.</source>
            <translation>The replay is at the deal's end. Back steps through it again.</translation>
        </message>
        <message>
            <location line="+34" />
            <source>The match is over: the sheet shows how it ended.</source>
            <translation>The match is over: the sheet shows how it ended.</translation>
        </message>
        <message>
            <location line="-39" />
            <source>The demo is over: this was its last deal.</source>
            <translation>The demo is over: this was its last deal.</translation>
        </message>
        <message>
            <location line="+43" />
            <source>The deal is over: the next one starts in a moment.</source>
            <translation>The deal is over: the next one starts in a moment.</translation>
        </message>
        <message>
            <location line="-37" />
            <source>The deal is over. Read the sheet, then Next deal (N).</source>
            <translation>The deal is over. Read the sheet, then Next deal (N).</translation>
        </message>
        <message>
            <location line="+44" />
            <source>The match is over. Scores (C) shows the whole match.</source>
            <translation>The match is over. Scores (C) shows the whole match.</translation>
        </message>
        <message>
            <location line="+17" />
            <location line="+230" />
            <source>Take %1</source>
            <translation>Take %1</translation>
        </message>
        <message>
            <location line="-230" />
            <source>Take</source>
            <translation>Take</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Confirm pack (%1)</source>
            <translation>Confirm pack (%1)</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Pack (%1)</source>
            <translation>Pack (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 points</source>
            <translation>%1 points</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Pack for %1 points? Press Pack again to confirm.</source>
            <translation>Pack for %1 points? Press Pack again to confirm.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your turn: draw from the stock or take %2, or pack (%1 points).</source>
            <translation>Your turn: draw from the stock or take %2, or pack (%1 points).</translation>
        </message>
        <message>
            <location line="+12" />
            <location line="+214" />
            <source>Discard %1</source>
            <translation>Discard %1</translation>
        </message>
        <message>
            <location line="-212" />
            <source>Discard</source>
            <translation>Discard</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You can declare! Auto-arrange (A) lays your groups out, then Declare (E).</source>
            <translation>You can declare! Auto-arrange (A) lays your groups out, then Declare (E).</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Discard a card: click it, then Discard (D).</source>
            <translation>Discard a card: click it, then Discard (D).</translation>
        </message>
        <message>
            <location line="+34" />
            <source>You can declare</source>
            <translation>You can declare</translation>
        </message>
        <message>
            <location line="+4" />
            <source>You are playing…</source>
            <translation>You are playing…</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 is playing…</source>
            <translation>%1 is playing…</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You are out of the match</source>
            <translation>You are out of the match</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You packed: you are dealt in again next deal</source>
            <translation>You packed: you are dealt in again next deal</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Choose the card to discard: click it (or reach it with the arrow keys).</source>
            <translation>Choose the card to discard: click it (or reach it with the arrow keys).</translation>
        </message>
        <message>
            <location line="+41" />
            <source>Choose the card to lay face down: select it (or leave it as your only ungrouped card), then Declare.</source>
            <translation>Choose the card to lay face down: select it (or leave it as your only ungrouped card), then Declare.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>This grouping is not valid, but your hand can be declared: Auto-arrange (A) shows how.</source>
            <translation>This grouping is not valid, but your hand can be declared: Auto-arrange (A) shows how.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>That declaration is not valid: see why above your hand.</source>
            <translation>That declaration is not valid: see why above your hand.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Your hand cannot declare yet: %1. Discard a card.</source>
            <translation>Your hand cannot declare yet: %1. Discard a card.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>no pure sequence yet</source>
            <translation>no pure sequence yet</translation>
        </message>
        <message>
            <location line="+2" />
            <source>no second sequence yet</source>
            <translation>no second sequence yet</translation>
        </message>
        <message>
            <location line="+2" />
            <source>your two sequences do not hold 6 or 7 cards</source>
            <translation>your two sequences do not hold 6 or 7 cards</translation>
        </message>
        <message>
            <location line="+2" />
            <source>more than two trios</source>
            <translation>more than two trios</translation>
        </message>
        <message>
            <location line="+4" />
            <source>1 card is in no group</source>
            <translation>1 card is in no group</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 cards are in no group</source>
            <translation>%1 cards are in no group</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Every card but the face-down one must be in a group; ungrouped: %1.</source>
            <translation>Every card but the face-down one must be in a group; ungrouped: %1.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Draw from the stock</source>
            <translation>Draw from the stock</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Pack</source>
            <translation>Pack</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Declare, laying %1 face down</source>
            <translation>Declare, laying %1 face down</translation>
        </message>
    </context>
    <context>
        <name>RummyEvents</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_events.py" line="+234" />
            <source>You pack: 20 points</source>
            <translation>You pack: 20 points</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 packs: 20 points</source>
            <translation>%1 packs: 20 points</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the cards go under the stock</source>
            <translation>the cards go under the stock</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You pack: 40 points</source>
            <translation>You pack: 40 points</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 packs: 40 points</source>
            <translation>%1 packs: 40 points</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the cards leave the deal</source>
            <translation>the cards leave the deal</translation>
        </message>
        <message>
            <location line="+18" />
            <source>The stock ran out</source>
            <translation>The stock ran out</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the discard pile, but its top card, is shuffled into a new stock</source>
            <translation>the discard pile, but its top card, is shuffled into a new stock</translation>
        </message>
        <message>
            <location line="+57" />
            <source>You declared!</source>
            <translation>You declared!</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 declared!</source>
            <translation>%1 declared!</translation>
        </message>
        <message>
            <location line="+40" />
            <source>Your count: %1</source>
            <translation>Your count: %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>halved to %1</source>
            <translation>halved to %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>as the deal was scored</source>
            <translation>as the deal was scored</translation>
        </message>
    </context>
    <context>
        <name>RummyPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_panel.py" line="+29" />
            <source>Group</source>
            <translation>Group</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Ungroup</source>
            <translation>Ungroup</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Auto-arrange</source>
            <translation>Auto-arrange</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Draw from stock</source>
            <translation>Draw from stock</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take discard</source>
            <translation>Take discard</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pack</source>
            <translation>Pack</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Discard</source>
            <translation>Discard</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Declare</source>
            <translation>Declare</translation>
        </message>
    </context>
    <context>
        <name>RummySelection</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_selection.py" line="+63" />
            <source>Your hand can be declared: %1 goes face down. Press Declare (E).</source>
            <translation>Your hand can be declared: %1 goes face down. Press Declare (E).</translation>
        </message>
        <message>
            <location line="+79" />
            <source>%1: not in a group</source>
            <translation>%1: not in a group</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1: group %2 — %3</source>
            <translation>%1: group %2 — %3</translation>
        </message>
    </context>
    <context>
        <name>RummySheet</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_sheet.py" line="+2" />
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Next deal</source>
            <translation>Next deal</translation>
        </message>
        <message>
            <location line="+129" />
            <source>Scores after 1 deal</source>
            <translation>Scores after 1 deal</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Scores after %1 deals</source>
            <translation>Scores after %1 deals</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Scores: no deal has ended yet</source>
            <translation>Scores: no deal has ended yet</translation>
        </message>
    </context>
    <context>
        <name>RummyTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy.py" line="-277" />
            <source>Declare:
drop the 14th card here</source>
            <translation>Declare:
drop the 14th card here</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Discard pile</source>
            <translation>Discard pile</translation>
        </message>
        <message>
            <location line="+68" />
            <source>Review this deal</source>
            <translation>Review this deal</translation>
        </message>
        <message>
            <location line="+53" />
            <source>%1 pts</source>
            <translation>%1 pts</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 · packed (%2)</source>
            <translation>%1 · packed (%2)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 · out</source>
            <translation>%1 · out</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Dealer</source>
            <translation>Dealer</translation>
        </message>
        <message>
            <location line="+7" />
            <location filename="../../cardtable_qt/ui/tables/rummy_results.py" line="+104" />
            <source>Deal %1</source>
            <translation>Deal %1</translation>
        </message>
        <message>
            <location line="+2" />
            <location filename="../../cardtable_qt/ui/tables/rummy_results.py" line="-5" />
            <source>Deal %1 of %2</source>
            <translation>Deal %1 of %2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Pool rummy: 101 points is out</source>
            <translation>Pool rummy: 101 points is out</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dealer: %1</source>
            <translation>Dealer: %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Joker turned</source>
            <translation>Joker turned</translation>
        </message>
        <message>
            <location line="+0" />
            <source>aces and jokers are wild</source>
            <translation>aces and jokers are wild</translation>
        </message>
        <message>
            <location line="+3" />
            <source>and the jokers</source>
            <translation>and the jokers</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Stock · %1</source>
            <translation>Stock · %1</translation>
        </message>
        <message>
            <location line="+100" />
            <source>Ungrouped</source>
            <translation>Ungrouped</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Not a group</source>
            <translation>Not a group</translation>
        </message>
        <message>
            <location line="-5" />
            <source>%1 cards</source>
            <translation>%1 cards</translation>
        </message>
        <message>
            <location line="-127" />
            <source>1 deck</source>
            <translation>1 deck</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 decks</source>
            <translation>%1 decks</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Wild: %1</source>
            <translation>Wild: %1</translation>
        </message>
        <message>
            <location line="+140" />
            <location line="+13" />
            <source>Your count: %1</source>
            <translation>Your count: %1</translation>
        </message>
        <message>
            <location line="-12" />
            <source>if someone declared now</source>
            <translation>if someone declared now</translation>
        </message>
        <message>
            <location line="+13" />
            <source>after discarding %1</source>
            <translation>after discarding %1</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_results.py" line="+103" />
            <source>halved to %1</source>
            <translation>halved to %1</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy.py" line="+35" />
            <source>Not a valid declaration — your turn goes on</source>
            <translation>Not a valid declaration — your turn goes on</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_results.py" line="-159" />
            <source>Joker</source>
            <translation>Joker</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Pure sequence</source>
            <translation>Pure sequence</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Mixed sequence</source>
            <translation>Mixed sequence</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+9" />
            <source>Trio</source>
            <translation>Trio</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Pure seq.</source>
            <translation>Pure seq.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Mixed seq.</source>
            <translation>Mixed seq.</translation>
        </message>
        <message>
            <location line="+49" />
            <source>you declared</source>
            <translation>you declared</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 declared</source>
            <translation>%1 declared</translation>
        </message>
        <message>
            <location line="+28" />
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <location line="+10" />
            <source>you win: everyone else packed</source>
            <translation>you win: everyone else packed</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 wins: everyone else packed</source>
            <translation>%1 wins: everyone else packed</translation>
        </message>
        <message>
            <location line="+4" />
            <source>you win: %2 packed</source>
            <translation>you win: %2 packed</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 wins: you packed</source>
            <translation>%1 wins: you packed</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 wins: %2 packed</source>
            <translation>%1 wins: %2 packed</translation>
        </message>
        <message>
            <location line="-40" />
            <source>A declaration on the very first turn: every other count is halved, rounded up.</source>
            <translation>A declaration on the very first turn: every other count is halved, rounded up.</translation>
        </message>
        <message>
            <location line="-37" />
            <source>Wild cards in deal %1: the %2 and the jokers (marked %3).</source>
            <translation>Wild cards in deal %1: the %2 and the jokers (marked %3).</translation>
        </message>
        <message>
            <location line="+44" />
            <source>You reached %2 points and are out of the match.</source>
            <translation>You reached %2 points and are out of the match.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 reached %2 points and is out of the match.</source>
            <translation>%1 reached %2 points and is out of the match.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The match is over: %1 won with %2 points.</source>
            <translation>The match is over: %1 won with %2 points.</translation>
        </message>
        <message>
            <location line="+49" />
            <source>Winner</source>
            <translation>Winner</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the last player left</source>
            <translation>the last player left</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 laid face down</source>
            <translation>%1 laid face down</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Winner · declared</source>
            <translation>Winner · declared</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Scattered · %1</source>
            <translation>Scattered · %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Counted %1</source>
            <translation>Counted %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Packed (first turn)</source>
            <translation>Packed (first turn)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Packed</source>
            <translation>Packed</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Out of the match</source>
            <translation>Out of the match</translation>
        </message>
    </context>
    <context>
        <name>SaveAsDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/saves.py" line="+14" />
            <source>Save the game as</source>
            <translation>Save the game as</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Saved games (pick one to replace it)</source>
            <translation>Saved games (pick one to replace it)</translation>
        </message>
        <message>
            <location line="+34" />
            <source>A saved game called “%1” exists; saving replaces it.</source>
            <translation>A saved game called “%1” exists; saving replaces it.</translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message>
            <location filename="../../cardtable_qt/session/scoreboard.py" line="+119" />
            <source>%1 · out</source>
            <translation>%1 · out</translation>
        </message>
        <message>
            <location line="+4" />
            <source>out</source>
            <translation>out</translation>
        </message>
        <message>
            <location line="+16" />
            <source>You reached %2 points after deal %3 and are out of the match.</source>
            <translation>You reached %2 points after deal %3 and are out of the match.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 reached %2 points after deal %3 and is out of the match.</source>
            <translation>%1 reached %2 points after deal %3 and is out of the match.</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deal %1</source>
            <translation>Deal %1</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/settings_dialog.py" line="+59" />
            <source>Green felt</source>
            <translation>Green felt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deep blue</source>
            <translation>Deep blue</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Burgundy</source>
            <translation>Burgundy</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Teal</source>
            <translation>Teal</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slate</source>
            <translation>Slate</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Settings</source>
            <translation>Settings</translation>
        </message>
        <message>
            <location line="+8" />
            <source>General</source>
            <translation>General</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Table</source>
            <translation>Table</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Default rules</source>
            <translation>Default rules</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Your name</source>
            <translation>Your name</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Language</source>
            <translation>Language</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A new language is used at once, and from then on.</source>
            <translation>A new language is used at once, and from then on.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Off (no movement)</source>
            <translation>Off (no movement)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fast</source>
            <translation>Fast</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slow</source>
            <translation>Slow</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Animation speed</source>
            <translation>Animation speed</translation>
        </message>
        <message>
            <location line="+13" />
            <source>AI players wait</source>
            <translation>AI players wait</translation>
        </message>
        <message>
            <location line="+7" />
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Until I go on</source>
            <translation>Until I go on</translation>
        </message>
        <message>
            <location line="+4" />
            <source>How long the result of a hand stays on the table before the next one starts by itself. Next, Space or a click goes on at any time.</source>
            <translation>How long the result of a hand stays on the table before the next one starts by itself. Next, Space or a click goes on at any time.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Results stay</source>
            <translation>Results stay</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Standard (red and black)</source>
            <translation>Standard (red and black)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Four colours</source>
            <translation>Four colours</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Card faces</source>
            <translation>Card faces</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Blue</source>
            <translation>Blue</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Red</source>
            <translation>Red</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Card back</source>
            <translation>Card back</translation>
        </message>
        <message>
            <location line="+23" />
            <source>Other colour…</source>
            <translation>Other colour…</translation>
        </message>
        <message>
            <location line="+4" />
            <location line="+94" />
            <source>Table colour</source>
            <translation>Table colour</translation>
        </message>
        <message>
            <location line="-87" />
            <source>Table aids</source>
            <translation>Table aids</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Guandan: card counter 记牌器</source>
            <translation>Guandan: card counter 记牌器</translation>
        </message>
        <message>
            <location line="+3" />
            <source>How many of each rank you have not seen yet, from your hand and the plays</source>
            <translation>How many of each rank you have not seen yet, from your hand and the plays</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Guandan: last-trick button (T)</source>
            <translation>Guandan: last-trick button (T)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The rules a new game starts with. You can still change them in the new-game dialog.</source>
            <translation>The rules a new game starts with. You can still change them in the new-game dialog.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Reset to the game's defaults</source>
            <translation>Reset to the game's defaults</translation>
        </message>
        <message>
            <location line="+27" />
            <source>No game is installed.</source>
            <translation>No game is installed.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <location line="+28" />
            <source>(card preview unavailable)</source>
            <translation>(card preview unavailable)</translation>
        </message>
        <message>
            <location line="+54" />
            <source>These rules do not go together: %1</source>
            <translation>These rules do not go together: %1</translation>
        </message>
    </context>
    <context>
        <name>SpeechBubble</name>
        <message>
            <location filename="../../cardtable_qt/ui/tutorial_overlay.py" line="+156" />
            <source>Back</source>
            <translation>Back</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Restart</source>
            <translation>Restart</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show me</source>
            <translation>Show me</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Next</source>
            <translation>Next</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave</source>
            <translation>Leave</translation>
        </message>
    </context>
    <context>
        <name>StartScreen</name>
        <message>
            <location filename="../../cardtable_qt/ui/start_screen.py" line="+257" />
            <source>Four traditional card games against AI players — choose one</source>
            <translation>Four traditional card games against AI players — choose one</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Continue</source>
            <translation>Continue</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Load…</source>
            <translation>Load…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tutorial</source>
            <translation>Tutorial</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Learn a game by playing it: short lessons on the real table</source>
            <translation>Learn a game by playing it: short lessons on the real table</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Settings</source>
            <translation>Settings</translation>
        </message>
        <message>
            <location line="+22" />
            <source>No game in progress</source>
            <translation>No game in progress</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Carry on with the game you left: %1</source>
            <translation>Carry on with the game you left: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>There is no game to carry on with.</source>
            <translation>There is no game to carry on with.</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/statistics.py" line="+35" />
            <location line="+1" />
            <source>chips won or lost</source>
            <translation>chips won or lost</translation>
        </message>
        <message>
            <location line="+1" />
            <source>levels your team climbed</source>
            <translation>levels your team climbed</translation>
        </message>
        <message>
            <location line="+1" />
            <source>penalty points (fewer is better)</source>
            <translation>penalty points (fewer is better)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>your result</source>
            <translation>your result</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Easy AI players</source>
            <translation>Easy AI players</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Standard AI players</source>
            <translation>Standard AI players</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hard AI players</source>
            <translation>Hard AI players</translation>
        </message>
        <message>
            <location line="+1" />
            <source>AI players of mixed levels</source>
            <translation>AI players of mixed levels</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Random test players</source>
            <translation>Random test players</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Other AI players</source>
            <translation>Other AI players</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Every finished round, hand or deal you play is counted here.</source>
            <translation>Every finished round, hand or deal you play is counted here.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Against</source>
            <translation>Against</translation>
        </message>
        <message>
            <location line="+3" />
            <source>All levels</source>
            <translation>All levels</translation>
        </message>
        <message>
            <location line="+84" />
            <source>%1: your last %2 results</source>
            <translation>%1: your last %2 results</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Net means %1.</source>
            <translation>Net means %1.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Reviewed hands: %1. Your decisions agreeing with the AI: %2 of %3; estimated cost of the other %4: %5 (%6).</source>
            <translation>Reviewed hands: %1. Your decisions agreeing with the AI: %2 of %3; estimated cost of the other %4: %5 (%6).</translation>
        </message>
        <message>
            <location line="+13" />
            <source>%1 of these results come from games where you used undo.</source>
            <translation>%1 of these results come from games where you used undo.</translation>
        </message>
    </context>
    <context>
        <name>StatsTableModel</name>
        <message>
            <location filename="../../cardtable_qt/session/models.py" line="+214" />
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Played</source>
            <translation>Played</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Won</source>
            <translation>Won</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Win rate</source>
            <translation>Win rate</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Net</source>
            <translation>Net</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Best streak</source>
            <translation>Best streak</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Current streak</source>
            <translation>Current streak</translation>
        </message>
    </context>
    <context>
        <name>TableHints</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/hinting.py" line="+127" />
            <source>Hint</source>
            <translation>Hint</translation>
        </message>
        <message>
            <location line="+3" />
            <source>What the strongest AI player would do in your place, and why (H)</source>
            <translation>What the strongest AI player would do in your place, and why (H)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Take the hint</source>
            <translation>Take the hint</translation>
        </message>
        <message>
            <location line="+37" />
            <source>Thinking about your move…</source>
            <translation>Thinking about your move…</translation>
        </message>
        <message>
            <location line="+14" />
            <location line="+4" />
            <source>There is no hint to take.</source>
            <translation>There is no hint to take.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The hint could not be taken.</source>
            <translation>The hint could not be taken.</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Hint: %1</source>
            <translation>Hint: %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The AI's choice in your place (Shift+H takes it).</source>
            <translation>The AI's choice in your place (Shift+H takes it).</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Hint: %1. Shift+H takes it.</source>
            <translation>Hint: %1. Shift+H takes it.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: %1.</source>
            <translation>Hint: %1.</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <location filename="../../cardtable_qt/tutorial/runner.py" line="+147" />
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Tutorial: %1</source>
            <translation>Tutorial: %1</translation>
        </message>
        <message>
            <location line="+128" />
            <source>This one is over: the sheet shows how it was settled. Press Next to go on, as in a game.</source>
            <translation>This one is over: the sheet shows how it was settled. Press Next to go on, as in a game.</translation>
        </message>
        <message>
            <location line="+59" />
            <source>%1 — step %2 of %3</source>
            <translation>%1 — step %2 of %3</translation>
        </message>
        <message>
            <location line="+175" />
            <source>Arrange the cards first, as the bubble says.</source>
            <translation>Arrange the cards first, as the bubble says.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Wait for the next step first: press Next in the bubble.</source>
            <translation>Wait for the next step first: press Next in the bubble.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>That is allowed in a game, but this step asks for: %1.</source>
            <translation>That is allowed in a game, but this step asks for: %1.</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Not this time: do as the bubble says, to see what happens.</source>
            <translation>Not this time: do as the bubble says, to see what happens.</translation>
        </message>
        <message>
            <location line="+139" />
            <source>Leave the lesson</source>
            <translation>Leave the lesson</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave this lesson? What you completed so far is kept.</source>
            <translation>Leave this lesson? What you completed so far is kept.</translation>
        </message>
        <message>
            <source>Teams, cards and the first cut</source>
            <translation>Teams, cards and the first cut</translation>
        </message>
        <message>
            <source>Meet your partner, the card order with the level card, and cut the deck for the first hand.</source>
            <translation>Meet your partner, the card order with the level card, and cut the deck for the first hand.</translation>
        </message>
        <message>
            <source>Guandan (掼蛋) is played by four in two teams: your partner Lin sits opposite you. Play goes counter-clockwise: Wei, on your right, plays after you.</source>
            <translation>Guandan (掼蛋) is played by four in two teams: your partner Lin sits opposite you. Play goes counter-clockwise: Wei, on your right, plays after you.</translation>
        </message>
        <message>
            <source>Two decks with four jokers: 27 cards each. Cards rank 2 up to A, then the level card (级牌) above the ace, then the small joker and the big joker. Suits do not count. Each team has a level, starting at 2: this hand is played at level 2.</source>
            <translation>Two decks with four jokers: 27 cards each. Cards rank 2 up to A, then the level card (级牌) above the ace, then the small joker and the big joker. Suits do not count. Each team has a level, starting at 2: this hand is played at level 2.</translation>
        </message>
        <message>
            <source>In the first hand you cut the deck: a card is turned face up, its rank counts round the table to say who draws first, and whoever draws that turned card leads. Press Cut the deck.</source>
            <translation>In the first hand you cut the deck: a card is turned face up, its rank counts round the table to say who draws first, and whoever draws that turned card leads. Press Cut the deck.</translation>
        </message>
        <message>
            <source>The turned card decided who leads this first hand. From the second hand on there is no cut: the lead follows the tribute.</source>
            <translation>The turned card decided who leads this first hand. From the second hand on there is no cut: the lead follows the tribute.</translation>
        </message>
        <message>
            <source>Singles, pairs and triples</source>
            <translation>Singles, pairs and triples</translation>
        </message>
        <message>
            <source>Lead a pair, beat a play with the same kind higher, pass, and lead again after winning the trick.</source>
            <translation>Lead a pair, beat a play with the same kind higher, pass, and lead again after winning the trick.</translation>
        </message>
        <message>
            <source>Late in a hand everyone holds few cards. Each player's number of cards shows beside them once it is 10 or fewer; above 10 it stays hidden, as at a real table.</source>
            <translation>Late in a hand everyone holds few cards. Each player's number of cards shows beside them once it is 10 or fewer; above 10 it stays hidden, as at a real table.</translation>
        </message>
        <message>
            <source>A hand is played in tricks. The leader plays any combination: a single (单张), a pair (对子), a triple (三张) or a longer one. You lead: play your pair of fives. Click the ringed cards, then Play.</source>
            <translation>A hand is played in tricks. The leader plays any combination: a single (单张), a pair (对子), a triple (三张) or a longer one. You lead: play your pair of fives. Click the ringed cards, then Play.</translation>
        </message>
        <message>
            <source>Lead the pair of fives (5 5) for this lesson.</source>
            <translation>Lead the pair of fives (5 5) for this lesson.</translation>
        </message>
        <message>
            <source>Wei beat it with a pair of sixes. To beat a play you need the same kind, higher: a pair beats only a pair. Play your pair of kings.</source>
            <translation>Wei beat it with a pair of sixes. To beat a play you need the same kind, higher: a pair beats only a pair. Play your pair of kings.</translation>
        </message>
        <message>
            <source>You could pass (不要), but here your kings win the trick: play them.</source>
            <translation>You could pass (不要), but here your kings win the trick: play them.</translation>
        </message>
        <message>
            <source>Only a higher pair beats a pair: play K K.</source>
            <translation>Only a higher pair beats a pair: play K K.</translation>
        </message>
        <message>
            <source>Everyone passed (不要): the trick is yours, and the winner of a trick leads the next. Passing is always allowed, and a player who passed may play again later in the same trick. Lead your triple of nines.</source>
            <translation>Everyone passed (不要): the trick is yours, and the winner of a trick leads the next. Passing is always allowed, and a player who passed may play again later in the same trick. Lead your triple of nines.</translation>
        </message>
        <message>
            <source>Nobody could beat it. Play your last card: the first player out of cards is the Banker (上游).</source>
            <translation>Nobody could beat it. Play your last card: the first player out of cards is the Banker (上游).</translation>
        </message>
        <message>
            <source>Full house, straight, tube and plate</source>
            <translation>Full house, straight, tube and plate</translation>
        </message>
        <message>
            <source>Lead the longer combinations: a full house (三带二), a straight (顺子), a tube (三连对) and a plate (钢板).</source>
            <translation>Lead the longer combinations: a full house (三带二), a straight (顺子), a tube (三连对) and a plate (钢板).</translation>
        </message>
        <message>
            <source>A full house is a triple with a pair (三带二); two full houses are compared by their triple only. Lead 6 6 6 with J J.</source>
            <translation>A full house is a triple with a pair (三带二); two full houses are compared by their triple only. Lead 6 6 6 with J J.</translation>
        </message>
        <message>
            <source>A straight (顺子) is exactly five ranks in a row, any suits. The ace may be low (A-2-3-4-5, the lowest) or high (10-J-Q-K-A), but never both. Lead A 2 3 4 5.</source>
            <translation>A straight (顺子) is exactly five ranks in a row, any suits. The ace may be low (A-2-3-4-5, the lowest) or high (10-J-Q-K-A), but never both. Lead A 2 3 4 5.</translation>
        </message>
        <message>
            <source>A tube (三连对) is exactly three pairs in a row. Lead 7 7 8 8 9 9.</source>
            <translation>A tube (三连对) is exactly three pairs in a row. Lead 7 7 8 8 9 9.</translation>
        </message>
        <message>
            <source>A plate (钢板) is exactly two triples in a row. Lead K K K A A A: your last cards.</source>
            <translation>A plate (钢板) is exactly two triples in a row. Lead K K K A A A: your last cards.</translation>
        </message>
        <message>
            <source>You went out first. When the player who played last has no cards left, the others may still beat the play; when all pass, the lead goes to that player's partner (接风): Lin led next. The hand ended once the places decided it.</source>
            <translation>You went out first. When the player who played last has no cards left, the others may still beat the play; when all pass, the lead goes to that player's partner (接风): Lin led next. The hand ended once the places decided it.</translation>
        </message>
        <message>
            <source>Bombs and the wild hearts</source>
            <translation>Bombs and the wild hearts</translation>
        </message>
        <message>
            <source>Beat anything with a bomb (炸弹), a straight flush (同花顺) made with a wild heart, and the joker bomb (天王炸).</source>
            <translation>Beat anything with a bomb (炸弹), a straight flush (同花顺) made with a wild heart, and the joker bomb (天王炸).</translation>
        </message>
        <message>
            <source>Jun led a pair of aces. You have no higher pair, but a bomb (炸弹) beats any play that is not a bomb: four or more cards of one rank. Play your four eights.</source>
            <translation>Jun led a pair of aces. You have no higher pair, but a bomb (炸弹) beats any play that is not a bomb: four or more cards of one rank. Play your four eights.</translation>
        </message>
        <message>
            <source>Don't pass: your bomb beats the aces.</source>
            <translation>Don't pass: your bomb beats the aces.</translation>
        </message>
        <message>
            <source>Wei answered with five fours: a bigger bomb (five of a kind beats any four). Bombs rank: 4 and 5 of a kind, then the straight flush, then 6 to 10 of a kind, and the joker bomb above all.</source>
            <translation>Wei answered with five fours: a bigger bomb (five of a kind beats any four). Bombs rank: 4 and 5 of a kind, then the straight flush, then 6 to 10 of a kind, and the joker bomb above all.</translation>
        </message>
        <message>
            <source>This hand is played at level 5, so both 5♥ are wild (逢人配): each may stand for any card but a joker. 9♠ 10♠ J♠ Q♠ with a wild 5♥ make a straight flush (同花顺), which beats five of a kind. The wild can be the 8♠ or the K♠: press Play, then choose the higher reading, 9♠ to K♠.</source>
            <translation>This hand is played at level 5, so both 5♥ are wild (逢人配): each may stand for any card but a joker. 9♠ 10♠ J♠ Q♠ with a wild 5♥ make a straight flush (同花顺), which beats five of a kind. The wild can be the 8♠ or the K♠: press Play, then choose the higher reading, 9♠ to K♠.</translation>
        </message>
        <message>
            <source>Choose the higher reading: the wild 5♥ as the K♠, 9♠ to K♠.</source>
            <translation>Choose the higher reading: the wild 5♥ as the K♠, 9♠ to K♠.</translation>
        </message>
        <message>
            <source>You won the trick. Lead the joker bomb (天王炸), all four jokers: the highest play in the game. It is your last play: you go out first.</source>
            <translation>You won the trick. Lead the joker bomb (天王炸), all four jokers: the highest play in the game. It is your last play: you go out first.</translation>
        </message>
        <message>
            <source>Tribute and the return</source>
            <translation>Tribute and the return</translation>
        </message>
        <message>
            <source>Pay tribute (进贡) after losing a hand, and return a card (还贡) after winning one.</source>
            <translation>Pay tribute (进贡) after losing a hand, and return a card (还贡) after winning one.</translation>
        </message>
        <message>
            <source>Last hand Wei went out first (the Banker, 上游) and his partner Jun second (the Follower, 二游): their team climbed three levels, from 2 to 4. With the partner third the climb is two, with the partner last (the Dweller, 下游) one.</source>
            <translation>Last hand Wei went out first (the Banker, 上游) and his partner Jun second (the Follower, 二游): their team climbed three levels, from 2 to 4. With the partner third the climb is two, with the partner last (the Dweller, 下游) one.</translation>
        </message>
        <message>
            <source>Now the losers pay tribute (进贡): each gives their highest card, never a wild heart. With both of you last, you and Lin both pay: a double tribute. The level card 4♣ is your highest (it ranks above the ace). Click it, then Pay tribute.</source>
            <translation>Now the losers pay tribute (进贡): each gives their highest card, never a wild heart. With both of you last, you and Lin both pay: a double tribute. The level card 4♣ is your highest (it ranks above the ace). Click it, then Pay tribute.</translation>
        </message>
        <message>
            <source>Wei and Jun each gave a card back, the return (还贡): a card of 10 or lower that is not a level card (with none, their lowest). Your tribute and Lin's were equal, so yours went to the Banker, and you lead the new hand. Had you and Lin held both big jokers between you, no tribute would have been paid (anti-tribute, 抗贡).</source>
            <translation>Wei and Jun each gave a card back, the return (还贡): a card of 10 or lower that is not a level card (with none, their lowest). Your tribute and Lin's were equal, so yours went to the Banker, and you lead the new hand. Had you and Lin held both big jokers between you, no tribute would have been paid (anti-tribute, 抗贡).</translation>
        </message>
        <message>
            <source>Anti-tribute</source>
            <translation>Anti-tribute</translation>
        </message>
        <message>
            <source>See a tribute refused when the paying side holds both big jokers (抗贡).</source>
            <translation>See a tribute refused when the paying side holds both big jokers (抗贡).</translation>
        </message>
        <message>
            <source>Last hand Wei and Jun went out first and second. You and Lin came third and last, so you both owed tribute (进贡).</source>
            <translation>Last hand Wei and Jun went out first and second. You and Lin came third and last, so you both owed tribute (进贡).</translation>
        </message>
        <message>
            <source>But you hold one big joker (大王) and Lin the other: between you, both. That is anti-tribute (抗贡): the jokers were shown and no tribute was paid.</source>
            <translation>But you hold one big joker (大王) and Lin the other: between you, both. That is anti-tribute (抗贡): the jokers were shown and no tribute was paid.</translation>
        </message>
        <message>
            <source>After an anti-tribute the Banker leads: Wei played the 9♦ and the others passed. Beat it with your level card 4♣, which ranks above the ace.</source>
            <translation>After an anti-tribute the Banker leads: Wei played the 9♦ and the others passed. Beat it with your level card 4♣, which ranks above the ace.</translation>
        </message>
        <message>
            <source>Beat the 9♦ with your 4♣ this time.</source>
            <translation>Beat the 9♦ with your 4♣ this time.</translation>
        </message>
        <message>
            <source>Play the single 4♣ for this lesson.</source>
            <translation>Play the single 4♣ for this lesson.</translation>
        </message>
        <message>
            <source>Winning a hand</source>
            <translation>Winning a hand</translation>
        </message>
        <message>
            <source>Win a hand with your partner and give back a card for the tribute you receive.</source>
            <translation>Win a hand with your partner and give back a card for the tribute you receive.</translation>
        </message>
        <message>
            <source>Last hand you went out first and Lin second: your team climbed to level 4, and both opponents paid you tribute.</source>
            <translation>Last hand you went out first and Lin second: your team climbed to level 4, and both opponents paid you tribute.</translation>
        </message>
        <message>
            <source>Give a card back (还贡): a card of 10 or lower that is not a level card. Return your 3♣: click it, then Return this card.</source>
            <translation>Give a card back (还贡): a card of 10 or lower that is not a level card. Return your 3♣: click it, then Return this card.</translation>
        </message>
        <message>
            <source>Return your lowest card, 3♣, for this lesson.</source>
            <translation>Return your lowest card, 3♣, for this lesson.</translation>
        </message>
        <message>
            <source>The tribute is done and the new hand starts at your level, 4. Levels climb up to A: a team that wins a hand played at its own level A wins the game, unless its partner came last in that hand.</source>
            <translation>The tribute is done and the new hand starts at your level, 4. Levels climb up to A: a team that wins a hand played at its own level A wins the game, unless its partner came last in that hand.</translation>
        </message>
        <message>
            <source>Winning at A</source>
            <translation>Winning at A</translation>
        </message>
        <message>
            <source>Win the game: take a hand played at your own level A.</source>
            <translation>Win the game: take a hand played at your own level A.</translation>
        </message>
        <message>
            <source>Your team has climbed to A, the last level, and this hand is played at your own level A. Lin has already gone out first (上游).</source>
            <translation>Your team has climbed to A, the last level, and this hand is played at your own level A. Lin has already gone out first (上游).</translation>
        </message>
        <message>
            <source>Play your last two cards, the pair of sevens: you go out second (二游).</source>
            <translation>Play your last two cards, the pair of sevens: you go out second (二游).</translation>
        </message>
        <message>
            <source>Play both sevens together, as a pair.</source>
            <translation>Play both sevens together, as a pair.</translation>
        </message>
        <message>
            <source>You lead: play your pair of sevens.</source>
            <translation>You lead: play your pair of sevens.</translation>
        </message>
        <message>
            <source>You and Lin took first and second place in a hand played at your own level A: you win the game! Had Lin come last instead, your team would stay at A and play on.</source>
            <translation>You and Lin took first and second place in a hand played at your own level A: you win the game! Had Lin come last instead, your team would stay at A and play on.</translation>
        </message>
        <message>
            <source>At A with your partner last</source>
            <translation>At A with your partner last</translation>
        </message>
        <message>
            <source>See why going out first at A does not win the game when your partner comes last.</source>
            <translation>See why going out first at A does not win the game when your partner comes last.</translation>
        </message>
        <message>
            <source>Your team is at A, and this hand is played at your own level A. You lead, and two sevens are all you hold.</source>
            <translation>Your team is at A, and this hand is played at your own level A. You lead, and two sevens are all you hold.</translation>
        </message>
        <message>
            <source>Play your pair of sevens: you go out first, the Banker (上游).</source>
            <translation>Play your pair of sevens: you go out first, the Banker (上游).</translation>
        </message>
        <message>
            <source>You went out first, but Lin came last, the Dweller (下游). Winning at A needs your partner not to be the Dweller: your team stays at A and plays on.</source>
            <translation>You went out first, but Lin came last, the Dweller (下游). Winning at A needs your partner not to be the Dweller: your team stays at A and plays on.</translation>
        </message>
        <message>
            <source>A new hand at A. Lin, your own partner, was the Dweller, so she paid you tribute all the same. The next win at A with Lin not last wins the game.</source>
            <translation>A new hand at A. Lin, your own partner, was the Dweller, so she paid you tribute all the same. The next win at A with Lin not last wins the game.</translation>
        </message>
        <message>
            <source>Give Lin a card back (还贡), as after any tribute: return your 2♦.</source>
            <translation>Give Lin a card back (还贡), as after any tribute: return your 2♦.</translation>
        </message>
        <message>
            <source>Return the 2♦ for this lesson.</source>
            <translation>Return the 2♦ for this lesson.</translation>
        </message>
        <message>
            <source>Bets and points</source>
            <translation>Bets and points</translation>
        </message>
        <message>
            <source>Place a bet, count your two cards' points (แต้ม) and draw a third card.</source>
            <translation>Place a bet, count your two cards' points (แต้ม) and draw a third card.</translation>
        </message>
        <message>
            <source>Welcome to Pok Deng (ป๊อกเด้ง). Every player plays against one dealer, the bank (เจ้ามือ, jao mue). Here Somchai holds the bank.</source>
            <translation>Welcome to Pok Deng (ป๊อกเด้ง). Every player plays against one dealer, the bank (เจ้ามือ, jao mue). Here Somchai holds the bank.</translation>
        </message>
        <message>
            <source>Before the cards come, each player bets (เดิมพัน). A bet is at least the table's minimum, 10 chips, and at most the dealer's maximum (อั้นเดิมพัน), 100 chips.</source>
            <translation>Before the cards come, each player bets (เดิมพัน). A bet is at least the table's minimum, 10 chips, and at most the dealer's maximum (อั้นเดิมพัน), 100 chips.</translation>
        </message>
        <message>
            <source>Bet 20 chips at your place: the amount is set, press "Bet at your place".</source>
            <translation>Bet 20 chips at your place: the amount is set, press "Bet at your place".</translation>
        </message>
        <message>
            <source>Bet exactly 20 chips at your place for this lesson.</source>
            <translation>Bet exactly 20 chips at your place for this lesson.</translation>
        </message>
        <message>
            <source>Place your bet first: the cards come only after the bets.</source>
            <translation>Place your bet first: the cards come only after the bets.</translation>
        </message>
        <message>
            <source>Your bet is on the table. Press Deal: the dealer deals one card at a time, counter-clockwise from its neighbour, dealer last, until every hand has two.</source>
            <translation>Your bet is on the table. Press Deal: the dealer deals one card at a time, counter-clockwise from its neighbour, dealer last, until every hand has two.</translation>
        </message>
        <message>
            <source>Your cards: 7 and 5. Count 2 to 9 at face value, 10, J, Q and K as 10, an ace as 1. Only the last digit of the sum counts: 7 + 5 = 12, so you have 2 points (แต้ม).</source>
            <translation>Your cards: 7 and 5. Count 2 to 9 at face value, 10, J, Q and K as 10, an ace as 1. Only the last digit of the sum counts: 7 + 5 = 12, so you have 2 points (แต้ม).</translation>
        </message>
        <message>
            <source>2 points is weak. You may draw one more card (เรียกไพ่) or stand. Draw a card.</source>
            <translation>2 points is weak. You may draw one more card (เรียกไพ่) or stand. Draw a card.</translation>
        </message>
        <message>
            <source>Standing on 2 points almost always loses: draw a third card this time.</source>
            <translation>Standing on 2 points almost always loses: draw a third card this time.</translation>
        </message>
        <message>
            <source>The dealer may "catch" (จับ) before it draws: settle at once, with its own two cards, against every hand of three cards. Watch what happens to your hand: 7 + 5 + 4 = 16, 6 points against the dealer's 5. You won your 20 chips.</source>
            <translation>The dealer may "catch" (จับ) before it draws: settle at once, with its own two cards, against every hand of three cards. Watch what happens to your hand: 7 + 5 + 4 = 16, 6 points against the dealer's 5. You won your 20 chips.</translation>
        </message>
        <message>
            <source>Must draw under 4</source>
            <translation>Must draw under 4</translation>
        </message>
        <message>
            <source>Play at a table whose house rule makes a hand under 4 points draw.</source>
            <translation>Play at a table whose house rule makes a hand under 4 points draw.</translation>
        </message>
        <message>
            <source>Some tables play a house rule: two cards worth less than 4 points must draw a third card. This table plays it (you choose it when you start a new game).</source>
            <translation>Some tables play a house rule: two cards worth less than 4 points must draw a third card. This table plays it (you choose it when you start a new game).</translation>
        </message>
        <message>
            <source>Bet 20 chips at your place.</source>
            <translation>Bet 20 chips at your place.</translation>
        </message>
        <message>
            <source>Press Deal.</source>
            <translation>Press Deal.</translation>
        </message>
        <message>
            <source>7 + 5 = 12: 2 points (แต้ม), less than 4. Look at your buttons: there is no Stand. Under this rule you must draw (เรียกไพ่).</source>
            <translation>7 + 5 = 12: 2 points (แต้ม), less than 4. Look at your buttons: there is no Stand. Under this rule you must draw (เรียกไพ่).</translation>
        </message>
        <message>
            <source>Draw your third card.</source>
            <translation>Draw your third card.</translation>
        </message>
        <message>
            <source>Your third card was settled as in any round: 7 + 5 + 4 = 16, 6 points against the dealer's 5.</source>
            <translation>Your third card was settled as in any round: 7 + 5 + 4 = 16, 6 points against the dealer's 5.</translation>
        </message>
        <message>
            <source>Pok 8 and Pok 9</source>
            <translation>Pok 8 and Pok 9</translation>
        </message>
        <message>
            <source>See a two-card 8 or 9, Pok (ป๊อก), shown and settled at once.</source>
            <translation>See a two-card 8 or 9, Pok (ป๊อก), shown and settled at once.</translation>
        </message>
        <message>
            <source>Two cards worth 8 or 9 make Pok (ป๊อก): Pok 8 (ป๊อกแปด) or Pok 9 (ป๊อกเก้า), the best hands there are. A Pok is shown at once and takes no third card.</source>
            <translation>Two cards worth 8 or 9 make Pok (ป๊อก): Pok 8 (ป๊อกแปด) or Pok 9 (ป๊อกเก้า), the best hands there are. A Pok is shown at once and takes no third card.</translation>
        </message>
        <message>
            <source>Bet 50 chips at your place.</source>
            <translation>Bet 50 chips at your place.</translation>
        </message>
        <message>
            <source>Bet first: sitting out would deal you no cards.</source>
            <translation>Bet first: sitting out would deal you no cards.</translation>
        </message>
        <message>
            <source>Bet 50 chips at your place for this lesson.</source>
            <translation>Bet 50 chips at your place for this lesson.</translation>
        </message>
        <message>
            <source>4 + 5 = 9 with two cards: Pok 9. It was shown and settled at once against the dealer's two cards (7 points): you won 50 chips. Pok 9 beats Pok 8; an equal Pok is a tie (เสมอ).</source>
            <translation>4 + 5 = 9 with two cards: Pok 9. It was shown and settled at once against the dealer's two cards (7 points): you won 50 chips. Pok 9 beats Pok 8; an equal Pok is a tie (เสมอ).</translation>
        </message>
        <message>
            <source>Another round. Bet 50 again.</source>
            <translation>Another round. Bet 50 again.</translation>
        </message>
        <message>
            <source>This time the dealer has Pok 8 (5 + 3). When the dealer has Pok, every hand is settled at once with two cards each: nobody draws. Your 6 points lost 50 chips; only a Pok 9 would have beaten it, and a Pok 8 would have tied.</source>
            <translation>This time the dealer has Pok 8 (5 + 3). When the dealer has Pok, every hand is settled at once with two cards each: nobody draws. Your 6 points lost 50 chips; only a Pok 9 would have beaten it, and a Pok 8 would have tied.</translation>
        </message>
        <message>
            <source>Deng: the multipliers</source>
            <translation>Deng: the multipliers</translation>
        </message>
        <message>
            <source>Win double with two deng (สองเด้ง) and triple with three deng (สามเด้ง).</source>
            <translation>Win double with two deng (สองเด้ง) and triple with three deng (สามเด้ง).</translation>
        </message>
        <message>
            <source>Deng (เด้ง) multiplies what a hand wins. Two deng (สองเด้ง, ×2): exactly two cards of one suit or one rank. Three deng (สามเด้ง, ×3): exactly three cards of one suit. The winner's deng is what is paid.</source>
            <translation>Deng (เด้ง) multiplies what a hand wins. Two deng (สองเด้ง, ×2): exactly two cards of one suit or one rank. Three deng (สามเด้ง, ×3): exactly three cards of one suit. The winner's deng is what is paid.</translation>
        </message>
        <message>
            <source>3♥ 4♥: 7 points, and two cards of one suit: two deng. Stand (keep two cards): a third card would spoil both the 7 and the deng.</source>
            <translation>3♥ 4♥: 7 points, and two cards of one suit: two deng. Stand (keep two cards): a third card would spoil both the 7 and the deng.</translation>
        </message>
        <message>
            <source>Not this time: with 7 points and two deng, stand.</source>
            <translation>Not this time: with 7 points and two deng, stand.</translation>
        </message>
        <message>
            <source>Your 7 beat the dealer and paid two deng: 2 × 50 = 100 chips.</source>
            <translation>Your 7 beat the dealer and paid two deng: 2 × 50 = 100 chips.</translation>
        </message>
        <message>
            <source>Bet 50 again.</source>
            <translation>Bet 50 again.</translation>
        </message>
        <message>
            <source>2♣ 10♣: only 2 points. Draw a card: a third club would make three deng.</source>
            <translation>2♣ 10♣: only 2 points. Draw a card: a third club would make three deng.</translation>
        </message>
        <message>
            <source>2 points rarely wins: draw a third card.</source>
            <translation>2 points rarely wins: draw a third card.</translation>
        </message>
        <message>
            <source>2♣ 10♣ 5♣: 17, so 7 points, and three cards of one suit: three deng. A win pays 3 × 50 = 150 chips.</source>
            <translation>2♣ 10♣ 5♣: 17, so 7 points, and three cards of one suit: three deng. A win pays 3 × 50 = 150 chips.</translation>
        </message>
        <message>
            <source>Tong and Sam Lueang</source>
            <translation>Tong and Sam Lueang</translation>
        </message>
        <message>
            <source>Make a Tong (ตอง, ×5) and a Sam Lueang (สามเหลือง, ×3) with a third card.</source>
            <translation>Make a Tong (ตอง, ×5) and a Sam Lueang (สามเหลือง, ×3) with a third card.</translation>
        </message>
        <message>
            <source>Three-card hands beat any ordinary points. From the top: Pok 9, Pok 8, Tong (ตอง: three of a rank, ×5), straight flush (×5), straight (เรียง, rieng, ×3), Sam Lueang (สามเหลือง: three of J, Q, K, ×3), then 9 down to 0 points.</source>
            <translation>Three-card hands beat any ordinary points. From the top: Pok 9, Pok 8, Tong (ตอง: three of a rank, ×5), straight flush (×5), straight (เรียง, rieng, ×3), Sam Lueang (สามเหลือง: three of J, Q, K, ×3), then 9 down to 0 points.</translation>
        </message>
        <message>
            <source>Two sevens. Draw a card: a third seven makes Tong.</source>
            <translation>Two sevens. Draw a card: a third seven makes Tong.</translation>
        </message>
        <message>
            <source>Draw: this lesson shows what a third seven does.</source>
            <translation>Draw: this lesson shows what a third seven does.</translation>
        </message>
        <message>
            <source>7 7 7: Tong (ตอง), three of a rank. It beats every hand but Pok and pays five times: 250 chips.</source>
            <translation>7 7 7: Tong (ตอง), three of a rank. It beats every hand but Pok and pays five times: 250 chips.</translation>
        </message>
        <message>
            <source>J and J: 0 points (court cards count 10). Draw a card.</source>
            <translation>J and J: 0 points (court cards count 10). Draw a card.</translation>
        </message>
        <message>
            <source>J J Q: three court cards, not a run: Sam Lueang (สามเหลือง), ×3. (J-Q-K in a row would be a straight instead.)</source>
            <translation>J J Q: three court cards, not a run: Sam Lueang (สามเหลือง), ×3. (J-Q-K in a row would be a straight instead.)</translation>
        </message>
        <message>
            <source>Straights</source>
            <translation>Straights</translation>
        </message>
        <message>
            <source>Make a straight (เรียง) and a straight flush, and see which hand beats which.</source>
            <translation>Make a straight (เรียง) and a straight flush, and see which hand beats which.</translation>
        </message>
        <message>
            <source>A straight (เรียง, rieng) is three ranks in a row, any suits, from 2-3-4 up to Q-K-A (A-2-3 and K-A-2 are not runs). In one suit it is a straight flush.</source>
            <translation>A straight (เรียง, rieng) is three ranks in a row, any suits, from 2-3-4 up to Q-K-A (A-2-3 and K-A-2 are not runs). In one suit it is a straight flush.</translation>
        </message>
        <message>
            <source>5 and 6: 1 point, but a 4 or a 7 makes a run. Draw a card.</source>
            <translation>5 and 6: 1 point, but a 4 or a 7 makes a run. Draw a card.</translation>
        </message>
        <message>
            <source>5 6 7: a straight, ×3. Two straights would compare by their top card; suits never break a tie.</source>
            <translation>5 6 7: a straight, ×3. Two straights would compare by their top card; suits never break a tie.</translation>
        </message>
        <message>
            <source>8♠ 9♠: 7 points and two deng. Draw this time: a 10♠ would make a straight flush.</source>
            <translation>8♠ 9♠: 7 points and two deng. Draw this time: a 10♠ would make a straight flush.</translation>
        </message>
        <message>
            <source>8♠ 9♠ 10♠: a straight flush, ×5, just below Tong. The order again: Pok 9, Pok 8, Tong, straight flush, straight, Sam Lueang, 9 … 0 points.</source>
            <translation>8♠ 9♠ 10♠: a straight flush, ×5, just below Tong. The order again: Pok 9, Pok 8, Tong, straight flush, straight, Sam Lueang, 9 … 0 points.</translation>
        </message>
        <message>
            <source>Straight against straight</source>
            <translation>Straight against straight</translation>
        </message>
        <message>
            <source>See two hands of the same kind compared by their ranks.</source>
            <translation>See two hands of the same kind compared by their ranks.</translation>
        </message>
        <message>
            <source>When two hands of the same special kind meet (two straights, two straight flushes or two Tongs), the higher ranks win: 2 is the lowest, A the highest.</source>
            <translation>When two hands of the same special kind meet (two straights, two straight flushes or two Tongs), the higher ranks win: 2 is the lowest, A the highest.</translation>
        </message>
        <message>
            <source>5 and 6 again: draw for a run.</source>
            <translation>5 and 6 again: draw for a run.</translation>
        </message>
        <message>
            <source>Your 5 6 7 is a straight, but the dealer drew to Q K A, a higher straight: the higher ranks win. The dealer's straight pays ×3, so you lost 3 × 50 = 150 chips.</source>
            <translation>Your 5 6 7 is a straight, but the dealer drew to Q K A, a higher straight: the higher ranks win. The dealer's straight pays ×3, so you lost 3 × 50 = 150 chips.</translation>
        </message>
        <message>
            <source>Several legs and the last leg</source>
            <translation>Several legs and the last leg</translation>
        </message>
        <message>
            <source>Play three hands (legs, ขา) at once: your place, a cut in and the last leg.</source>
            <translation>Play three hands (legs, ขา) at once: your place, a cut in and the last leg.</translation>
        </message>
        <message>
            <source>You may play up to three hands (legs, ขา) at once (หลายขา), each with its own bet: at your place, cutting in (ตัดขา) at a free place between players, or as the last leg (ขาบ๊วย), dealt after the dealer.</source>
            <translation>You may play up to three hands (legs, ขา) at once (หลายขา), each with its own bet: at your place, cutting in (ตัดขา) at a free place between players, or as the last leg (ขาบ๊วย), dealt after the dealer.</translation>
        </message>
        <message>
            <source>Bet 20 at your place first.</source>
            <translation>Bet 20 at your place first.</translation>
        </message>
        <message>
            <source>Now cut in: bet 20 at the marked free place between you and Somchai.</source>
            <translation>Now cut in: bet 20 at the marked free place between you and Somchai.</translation>
        </message>
        <message>
            <source>And the last leg: bet 20 at the place after the dealer. That is three hands, the most one player may have, so the cards come at once: the last leg is dealt after the dealer.</source>
            <translation>And the last leg: bet 20 at the place after the dealer. That is three hands, the most one player may have, so the cards come at once: the last leg is dealt after the dealer.</translation>
        </message>
        <message>
            <source>Each leg is a hand of its own: it draws or stands on its own and is settled on its own against the dealer. Your last leg, 4 + 5, is Pok 9: it was settled at once.</source>
            <translation>Each leg is a hand of its own: it draws or stands on its own and is settled on its own against the dealer. Your last leg, 4 + 5, is Pok 9: it was settled at once.</translation>
        </message>
        <message>
            <source>Your first hand, 3 + 4 = 7 points: stand.</source>
            <translation>Your first hand, 3 + 4 = 7 points: stand.</translation>
        </message>
        <message>
            <source>Stand on 7 points with this hand.</source>
            <translation>Stand on 7 points with this hand.</translation>
        </message>
        <message>
            <source>Your hand on the cut in, K + 2 = 2 points: draw.</source>
            <translation>Your hand on the cut in, K + 2 = 2 points: draw.</translation>
        </message>
        <message>
            <source>Each of your legs was settled against the dealer on its own; the chips won and lost are added up on your stack.</source>
            <translation>Each of your legs was settled against the dealer on its own; the chips won and lost are added up on your stack.</translation>
        </message>
        <message>
            <source>Taking the bank</source>
            <translation>Taking the bank</translation>
        </message>
        <message>
            <source>See the dealer's stop notice, take the bank yourself and catch as the dealer.</source>
            <translation>See the dealer's stop notice, take the bank yourself and catch as the dealer.</translation>
        </message>
        <message>
            <source>Somchai holds the bank, but a dealer who wants to stop must say so three rounds ahead, so the players can win their money back. Somchai has just announced the stop: the bank passes after this round and two more.</source>
            <translation>Somchai holds the bank, but a dealer who wants to stop must say so three rounds ahead, so the players can win their money back. Somchai has just announced the stop: the bank passes after this round and two more.</translation>
        </message>
        <message>
            <source>Sit this round out: press Sit out (you may always skip a round).</source>
            <translation>Sit this round out: press Sit out (you may always skip a round).</translation>
        </message>
        <message>
            <source>Sit out again.</source>
            <translation>Sit out again.</translation>
        </message>
        <message>
            <source>The last round of Somchai's bank. Sit out once more.</source>
            <translation>The last round of Somchai's bank. Sit out once more.</translation>
        </message>
        <message>
            <source>The bank passes, and you are offered it first. Take the bank: you play against every other hand, and what you win they lose (chips are never made or lost).</source>
            <translation>The bank passes, and you are offered it first. Take the bank: you play against every other hand, and what you win they lose (chips are never made or lost).</translation>
        </message>
        <message>
            <source>Take it this time: the lesson is about playing as the dealer.</source>
            <translation>Take it this time: the lesson is about playing as the dealer.</translation>
        </message>
        <message>
            <source>You hold the bank now: Somchai and Malee bet against you. Before you draw, you may catch (จับ): settle now, with your two cards, against every hand of two cards (or of three). Go on without catching.</source>
            <translation>You hold the bank now: Somchai and Malee bet against you. Before you draw, you may catch (จับ): settle now, with your two cards, against every hand of two cards (or of three). Go on without catching.</translation>
        </message>
        <message>
            <source>The dealer draws last, after the catch. You have 7 + K = 7 points: stand.</source>
            <translation>The dealer draws last, after the catch. You have 7 + K = 7 points: stand.</translation>
        </message>
        <message>
            <source>Every hand left is compared with yours and settled: what the players win, the bank pays, and what they lose, the bank takes.</source>
            <translation>Every hand left is compared with yours and settled: what the players win, the bank pays, and what they lose, the bank takes.</translation>
        </message>
        <message>
            <source>A new round. As the dealer you choose: deal another round, or announce your stop. Announce it: the bank then passes three rounds later, so the players can win their chips back.</source>
            <translation>A new round. As the dealer you choose: deal another round, or announce your stop. Announce it: the bank then passes three rounds later, so the players can win their chips back.</translation>
        </message>
        <message>
            <source>Announce your stop this time, to see the notice.</source>
            <translation>Announce your stop this time, to see the notice.</translation>
        </message>
        <message>
            <source>Your stop is announced: you deal this round and two more, then the bank passes to the next player. That is all of Pok Deng: you are ready to play a game.</source>
            <translation>Your stop is announced: you deal this round and two more, then the bank passes to the next player. That is all of Pok Deng: you are ready to play a game.</translation>
        </message>
        <message>
            <source>Your cards and a turn</source>
            <translation>Your cards and a turn</translation>
        </message>
        <message>
            <source>Meet the wild card, draw from the stock or the discard pile, and discard.</source>
            <translation>Meet the wild card, draw from the stock or the discard pile, and discard.</translation>
        </message>
        <message>
            <source>In 13-card Indian Rummy each player holds 13 cards. The aim: arrange all of them into groups and declare (घोषणा करना) before anyone else. Fewer points are better.</source>
            <translation>In 13-card Indian Rummy each player holds 13 cards. The aim: arrange all of them into groups and declare (घोषणा करना) before anyone else. Fewer points are better.</translation>
        </message>
        <message>
            <source>After the deal a card was turned beside the stock: the Q♠. For this deal every queen is wild (वाइल्ड कार्ड), in all four suits, and the printed jokers are always wild. A wild card can stand in for a missing card.</source>
            <translation>After the deal a card was turned beside the stock: the Q♠. For this deal every queen is wild (वाइल्ड कार्ड), in all four suits, and the printed jokers are always wild. A wild card can stand in for a missing card.</translation>
        </message>
        <message>
            <source>Each turn starts with a draw: the top card of the stock (स्टॉक), face down, or the top card of the discard pile (डिस्कार्ड ढेर), face up. The 6♠ on the pile fits your 7♠ 8♠: take it.</source>
            <translation>Each turn starts with a draw: the top card of the stock (स्टॉक), face down, or the top card of the discard pile (डिस्कार्ड ढेर), face up. The 6♠ on the pile fits your 7♠ 8♠: take it.</translation>
        </message>
        <message>
            <source>Take the 6♠ from the discard pile this time: it joins your 7♠ 8♠.</source>
            <translation>Take the 6♠ from the discard pile this time: it joins your 7♠ 8♠.</translation>
        </message>
        <message>
            <source>Don't pack (पैक करना): your hand is good.</source>
            <translation>Don't pack (पैक करना): your hand is good.</translation>
        </message>
        <message>
            <source>Now end the turn with a discard: put one card face up on the pile. The ace of clubs fits nothing: click it, then Discard. (The card you just took may not go straight back.)</source>
            <translation>Now end the turn with a discard: put one card face up on the pile. The ace of clubs fits nothing: click it, then Discard. (The card you just took may not go straight back.)</translation>
        </message>
        <message>
            <source>Discard the A♣ for this lesson.</source>
            <translation>Discard the A♣ for this lesson.</translation>
        </message>
        <message>
            <source>Arjun played his turn. Draw from the stock this time.</source>
            <translation>Arjun played his turn. Draw from the stock this time.</translation>
        </message>
        <message>
            <source>Discard the 5♠, which fits nothing.</source>
            <translation>Discard the 5♠, which fits nothing.</translation>
        </message>
        <message>
            <source>Turns go round counter-clockwise. 2 or 3 players use one deck, 4 to 6 use two. Each deal the dealer moves one seat, and the player after the dealer starts. To arrange your hand, select cards and press Group, or let Auto-arrange do it.</source>
            <translation>Turns go round counter-clockwise. 2 or 3 players use one deck, 4 to 6 use two. Each deal the dealer moves one seat, and the player after the dealer starts. To arrange your hand, select cards and press Group, or let Auto-arrange do it.</translation>
        </message>
        <message>
            <source>A joker turned up</source>
            <translation>A joker turned up</translation>
        </message>
        <message>
            <source>See the aces become wild when the card turned beside the stock is a printed joker.</source>
            <translation>See the aces become wild when the card turned beside the stock is a printed joker.</translation>
        </message>
        <message>
            <source>This deal the card turned beside the stock is a printed joker. A joker cannot name a rank, so the aces are wild instead: your A♠ and A♦ can stand in for any card, and the printed jokers stay wild too.</source>
            <translation>This deal the card turned beside the stock is a printed joker. A joker cannot name a rank, so the aces are wild instead: your A♠ and A♦ can stand in for any card, and the printed jokers stay wild too.</translation>
        </message>
        <message>
            <source>Draw from the stock.</source>
            <translation>Draw from the stock.</translation>
        </message>
        <message>
            <source>Discard the 6♠, which fits nothing. Keep the aces: wild cards are worth 0 points if they are left scattered, and they fill the gaps in your sequences.</source>
            <translation>Discard the 6♠, which fits nothing. Keep the aces: wild cards are worth 0 points if they are left scattered, and they fill the gaps in your sequences.</translation>
        </message>
        <message>
            <source>Discard the 6♠ for this lesson: keep your wild aces.</source>
            <translation>Discard the 6♠ for this lesson: keep your wild aces.</translation>
        </message>
        <message>
            <source>Wild cards in a sequence</source>
            <translation>Wild cards in a sequence</translation>
        </message>
        <message>
            <source>Build a mixed sequence (मिश्रित सीक्वेंस) and see why three wild cards are too many.</source>
            <translation>Build a mixed sequence (मिश्रित सीक्वेंस) and see why three wild cards are too many.</translation>
        </message>
        <message>
            <source>Kings are wild this deal. Try a run with three of them: click the 5♣, 6♣ and the three kings, then press Group.</source>
            <translation>Kings are wild this deal. Try a run with three of them: click the 5♣, 6♣ and the three kings, then press Group.</translation>
        </message>
        <message>
            <source>The label on the group gives the reason: a mixed sequence may use at most two wild cards, and needs at least one natural card.</source>
            <translation>The label on the group gives the reason: a mixed sequence may use at most two wild cards, and needs at least one natural card.</translation>
        </message>
        <message>
            <source>Now make it valid: click the 5♣, 6♣, K♠ and K♥ and press Group. Two wilds standing for the 7♣ and 8♣: a mixed sequence.</source>
            <translation>Now make it valid: click the 5♣, 6♣, K♠ and K♥ and press Group. Two wilds standing for the 7♣ and 8♣: a mixed sequence.</translation>
        </message>
        <message>
            <source>Discard the Q♣, which fits nothing.</source>
            <translation>Discard the Q♣, which fits nothing.</translation>
        </message>
        <message>
            <source>Sequences, trios and declaring</source>
            <translation>Sequences, trios and declaring</translation>
        </message>
        <message>
            <source>Build a pure sequence (शुद्ध सीक्वेंस), a second sequence and trios (ट्रायो), and declare.</source>
            <translation>Build a pure sequence (शुद्ध सीक्वेंस), a second sequence and trios (ट्रायो), and declare.</translation>
        </message>
        <message>
            <source>A pure sequence (शुद्ध सीक्वेंस) is three or more cards in a row in one suit, with no wild card standing in: your 3♥ 4♥ 5♥ 6♥. A card of the wild rank in its own place counts as itself and keeps a sequence pure.</source>
            <translation>A pure sequence (शुद्ध सीक्वेंस) is three or more cards in a row in one suit, with no wild card standing in: your 3♥ 4♥ 5♥ 6♥. A card of the wild rank in its own place counts as itself and keeps a sequence pure.</translation>
        </message>
        <message>
            <source>A mixed sequence (मिश्रित सीक्वेंस) is the same with one or two wild cards standing in for missing cards, never more than two, and at least one natural card. A trio (ट्रायो) is exactly three cards of one rank, like your 9♣ 9♦ 9♥; a wild may make up the third. Aces are low (A-2-3) or high (Q-K-A), but K-A-2 is no sequence.</source>
            <translation>A mixed sequence (मिश्रित सीक्वेंस) is the same with one or two wild cards standing in for missing cards, never more than two, and at least one natural card. A trio (ट्रायो) is exactly three cards of one rank, like your 9♣ 9♦ 9♥; a wild may make up the third. Aces are low (A-2-3) or high (Q-K-A), but K-A-2 is no sequence.</translation>
        </message>
        <message>
            <source>A declaration needs all 13 cards in groups: at least one pure sequence and a second sequence, and here the two sequences must hold 6 or 7 cards; the rest may be trios, two at most. Kings are wild this deal: draw from the stock.</source>
            <translation>A declaration needs all 13 cards in groups: at least one pure sequence and a second sequence, and here the two sequences must hold 6 or 7 cards; the rest may be trios, two at most. Kings are wild this deal: draw from the stock.</translation>
        </message>
        <message>
            <source>You drew the K♣, a wild card: with J♣ J♦ it makes a trio. Now you hold 14 cards. First group your pure sequence: click the 3♥, 4♥, 5♥ and 6♥, then press Group.</source>
            <translation>You drew the K♣, a wild card: with J♣ J♦ it makes a trio. Now you hold 14 cards. First group your pure sequence: click the 3♥, 4♥, 5♥ and 6♥, then press Group.</translation>
        </message>
        <message>
            <source>Try to declare (घोषणा करना) now: select the 2♣, the card to lay face down, and press Declare.</source>
            <translation>Try to declare (घोषणा करना) now: select the 2♣, the card to lay face down, and press Declare.</translation>
        </message>
        <message>
            <source>Refused, and your turn goes on: the reasons are shown above your hand. Every card but the face-down one must be in a valid group. The program never accepts a wrong declaration.</source>
            <translation>Refused, and your turn goes on: the reasons are shown above your hand. Every card but the face-down one must be in a valid group. The program never accepts a wrong declaration.</translation>
        </message>
        <message>
            <source>Press Auto-arrange: it groups the rest for you: 6♠ 7♠ 8♠, 9♣ 9♦ 9♥, and J♣ J♦ with the wild K♣ as a trio.</source>
            <translation>Press Auto-arrange: it groups the rest for you: 6♠ 7♠ 8♠, 9♣ 9♦ 9♥, and J♣ J♦ with the wild K♣ as a trio.</translation>
        </message>
        <message>
            <source>All 13 cards are in groups: a pure sequence, a second sequence holding 7 cards with it, and two trios. The 2♣ is selected: press Declare.</source>
            <translation>All 13 cards are in groups: a pure sequence, a second sequence holding 7 cards with it, and two trios. The 2♣ is selected: press Declare.</translation>
        </message>
        <message>
            <source>Don't discard: you can declare now.</source>
            <translation>Don't discard: you can declare now.</translation>
        </message>
        <message>
            <source>You won the deal and score 0: the sheet shows how each hand was counted. Arjun scores his scattered cards (बिखरे पत्ते): A, K, Q, J and 10 count 10, the others their face value, a wild card 0. You declared on the very first turn, so his points are halved (rounded up). Press Next deal to go on.</source>
            <translation>You won the deal and score 0: the sheet shows how each hand was counted. Arjun scores his scattered cards (बिखरे पत्ते): A, K, Q, J and 10 count 10, the others their face value, a wild card 0. You declared on the very first turn, so his points are halved (rounded up). Press Next deal to go on.</translation>
        </message>
        <message>
            <source>The stock runs out</source>
            <translation>The stock runs out</translation>
        </message>
        <message>
            <source>See the discard pile shuffled into a new stock when the stock is used up.</source>
            <translation>See the discard pile shuffled into a new stock when the stock is used up.</translation>
        </message>
        <message>
            <source>Late in a deal the stock (स्टॉक) can run low: here only one card is left in it. Draw it.</source>
            <translation>Late in a deal the stock (स्टॉक) can run low: here only one card is left in it. Draw it.</translation>
        </message>
        <message>
            <source>Draw the last card of the stock this time.</source>
            <translation>Draw the last card of the stock this time.</translation>
        </message>
        <message>
            <source>The stock ran out, so the discard pile, all but its top card, was shuffled face down into a new stock. Play goes on as before.</source>
            <translation>The stock ran out, so the discard pile, all but its top card, was shuffled face down into a new stock. Play goes on as before.</translation>
        </message>
        <message>
            <source>End the turn: discard the A♣.</source>
            <translation>End the turn: discard the A♣.</translation>
        </message>
        <message>
            <source>Packing, scores and the match</source>
            <translation>Packing, scores and the match</translation>
        </message>
        <message>
            <source>Pack (पैक करना) a hopeless hand for 20 points, and learn how a match of deals or pool 101 is won.</source>
            <translation>Pack (पैक करना) a hopeless hand for 20 points, and learn how a match of deals or pool 101 is won.</translation>
        </message>
        <message>
            <source>This hand has nothing together. Instead of drawing, you may pack (पैक करना): drop out of the deal. On your first turn it costs 20 points, and your cards go back under the stock; on a later turn it costs 40.</source>
            <translation>This hand has nothing together. Instead of drawing, you may pack (पैक करना): drop out of the deal. On your first turn it costs 20 points, and your cards go back under the stock; on a later turn it costs 40.</translation>
        </message>
        <message>
            <source>Pack this time, to see what it costs.</source>
            <translation>Pack this time, to see what it costs.</translation>
        </message>
        <message>
            <source>You packed for 20 points. With two players a pack ends the deal at once and the other player wins it; with more, the deal goes on, and when all but one have packed the last one wins. The sheet shows every hand as it was counted: the program counts a losing hand in its best arrangement. Press Next deal to go on.</source>
            <translation>You packed for 20 points. With two players a pack ends the deal at once and the other player wins it; with more, the deal goes on, and when all but one have packed the last one wins. The sheet shows every hand as it was counted: the program counts a losing hand in its best arrangement. Press Next deal to go on.</translation>
        </message>
        <message>
            <source>The next deal was dealt: the dealer moved one seat counter-clockwise, and the player after the dealer started. A match is a number of deals (this one 3; 1, 3, 6 or 10 at a new game), and the fewest points win. In pool rummy (101) a player reaching 101 points is out, and the last one left wins. That is all of Rummy: you are ready to play.</source>
            <translation>The next deal was dealt: the dealer moved one seat counter-clockwise, and the player after the dealer started. A match is a number of deals (this one 3; 1, 3, 6 or 10 at a new game), and the fewest points win. In pool rummy (101) a player reaching 101 points is out, and the last one left wins. That is all of Rummy: you are ready to play.</translation>
        </message>
        <message>
            <source>Antes, the hole card and who bets first</source>
            <translation>Antes, the hole card and who bets first</translation>
        </message>
        <message>
            <source>See the 32-card deal: a hole card, a face-up card, and the strongest face-up card opening the betting.</source>
            <translation>See the 32-card deal: a hole card, a face-up card, and the strongest face-up card opening the betting.</translation>
        </message>
        <message>
            <source>Xì tố is played with 32 cards: 7, 8, 9, 10, J (bồi), Q (đầm), K (già) and A (xì) in each suit. Everyone has paid one ante (cược) into the pot.</source>
            <translation>Xì tố is played with 32 cards: 7, 8, 9, 10, J (bồi), Q (đầm), K (già) and A (xì) in each suit. Everyone has paid one ante (cược) into the pot.</translation>
        </message>
        <message>
            <source>You were dealt two cards: the hole card, face down, that only you see, and one card face up for everyone to see.</source>
            <translation>You were dealt two cards: the hole card, face down, that only you see, and one card face up for everyone to see.</translation>
        </message>
        <message>
            <source>Whoever shows the strongest face-up cards bets first (Tố đầu). A card's strength is its rank, then its suit: bích ♠ above cơ ♥, rô ♦ and tép ♣. Your A♠ is the highest card of all, so you open.</source>
            <translation>Whoever shows the strongest face-up cards bets first (Tố đầu). A card's strength is its rank, then its suit: bích ♠ above cơ ♥, rô ♦ and tép ♣. Your A♠ is the highest card of all, so you open.</translation>
        </message>
        <message>
            <source>Open with a bet (Tố) of 20 chips: more than one ante, at most the raise limit (Giới hạn tố) of 10 antes. Press Bet.</source>
            <translation>Open with a bet (Tố) of 20 chips: more than one ante, at most the raise limit (Giới hạn tố) of 10 antes. Press Bet.</translation>
        </message>
        <message>
            <source>Folding now would give up your ante with the best card on the table: bet 20.</source>
            <translation>Folding now would give up your ante with the best card on the table: bet 20.</translation>
        </message>
        <message>
            <source>Bet exactly 20 chips for this lesson.</source>
            <translation>Bet exactly 20 chips for this lesson.</translation>
        </message>
        <message>
            <source>Minh folded (Úp bài) and Lan called (Theo). Each player still in got one more face-up card, and a new betting round begins, again opened by the strongest face-up cards: yours.</source>
            <translation>Minh folded (Úp bài) and Lan called (Theo). Each player still in got one more face-up card, and a new betting round begins, again opened by the strongest face-up cards: yours.</translation>
        </message>
        <message>
            <source>Bet 20 again.</source>
            <translation>Bet 20 again.</translation>
        </message>
        <message>
            <source>There are four betting rounds in all: after the 2nd, 3rd, 4th and 5th card. Turn order goes counter-clockwise, to your right. In a game a clock runs on your turn: whoever does not act within 30 seconds folds (the clock is off in these lessons).</source>
            <translation>There are four betting rounds in all: after the 2nd, 3rd, 4th and 5th card. Turn order goes counter-clockwise, to your right. In a game a clock runs on your turn: whoever does not act within 30 seconds folds (the clock is off in these lessons).</translation>
        </message>
        <message>
            <source>Folding first</source>
            <translation>Folding first</translation>
        </message>
        <message>
            <source>Fold (úp bài) as the first to act instead of betting.</source>
            <translation>Fold (úp bài) as the first to act instead of betting.</translation>
        </message>
        <message>
            <source>Your A♥ is the strongest face-up card, so you act first. The first to act bets (Tố), or may fold instead.</source>
            <translation>Your A♥ is the strongest face-up card, so you act first. The first to act bets (Tố), or may fold instead.</translation>
        </message>
        <message>
            <source>Your hole card is a 7♠, nothing with your ace. Fold (Úp bài): you lose only your ante.</source>
            <translation>Your hole card is a 7♠, nothing with your ace. Fold (Úp bài): you lose only your ante.</translation>
        </message>
        <message>
            <source>Fold this time, to see that the first to act may.</source>
            <translation>Fold this time, to see that the first to act may.</translation>
        </message>
        <message>
            <source>Minh and Lan played the hand out without you. You lost only your ante, 10 chips.</source>
            <translation>Minh and Lan played the hand out without you. You lost only your ante, 10 chips.</translation>
        </message>
        <message>
            <source>Call, raise and fold</source>
            <translation>Call, raise and fold</translation>
        </message>
        <message>
            <source>Answer a bet: call (Theo), raise (Tố thêm) or fold (Úp bài), within the table's limits.</source>
            <translation>Answer a bet: call (Theo), raise (Tố thêm) or fold (Úp bài), within the table's limits.</translation>
        </message>
        <message>
            <source>This time Minh shows the highest face-up card, A♠, so Minh opened with a bet. Lan folded. Now it is your turn to answer.</source>
            <translation>This time Minh shows the highest face-up card, A♠, so Minh opened with a bet. Lan folded. Now it is your turn to answer.</translation>
        </message>
        <message>
            <source>Call (Theo): put in just enough to match Minh's bet and stay in the hand.</source>
            <translation>Call (Theo): put in just enough to match Minh's bet and stay in the hand.</translation>
        </message>
        <message>
            <source>Stay in: call this bet.</source>
            <translation>Stay in: call this bet.</translation>
        </message>
        <message>
            <source>Just call this time: raising comes next.</source>
            <translation>Just call this time: raising comes next.</translation>
        </message>
        <message>
            <source>Minh now shows a pair of aces (Đôi) face up and bets again. Raise (Tố thêm): call his bet and add 30 more. A raise is more than one ante and at most the raise limit, 10 antes.</source>
            <translation>Minh now shows a pair of aces (Đôi) face up and bets again. Raise (Tố thêm): call his bet and add 30 more. A raise is more than one ante and at most the raise limit, 10 antes.</translation>
        </message>
        <message>
            <source>Raise by exactly 30 chips for this lesson.</source>
            <translation>Raise by exactly 30 chips for this lesson.</translation>
        </message>
        <message>
            <source>Raise this time: call and add 30.</source>
            <translation>Raise this time: call and add 30.</translation>
        </message>
        <message>
            <source>Minh raised back. With only a pair of kings against his face-up pair of aces, give up: fold (Úp bài). You lose what you put in, nothing more.</source>
            <translation>Minh raised back. With only a pair of kings against his face-up pair of aces, give up: fold (Úp bài). You lose what you put in, nothing more.</translation>
        </message>
        <message>
            <source>Fold here: your kings are beaten by the aces on show.</source>
            <translation>Fold here: your kings are beaten by the aces on show.</translation>
        </message>
        <message>
            <source>Everyone but Minh folded, so Minh won the pot at once, without showing his hole card.</source>
            <translation>Everyone but Minh folded, so Minh won the pot at once, without showing his hole card.</translation>
        </message>
        <message>
            <source>A new hand was dealt, with a new ante from everyone. The dealer button moved one seat counter-clockwise: it only decides who is dealt first; the strongest face-up card still bets first.</source>
            <translation>A new hand was dealt, with a new ante from everyone. The dealer button moved one seat counter-clockwise: it only decides who is dealt first; the strongest face-up card still bets first.</translation>
        </message>
        <message>
            <source>The turn clock</source>
            <translation>The turn clock</translation>
        </message>
        <message>
            <source>See the clock fold a player who does not act in time.</source>
            <translation>See the clock fold a player who does not act in time.</translation>
        </message>
        <message>
            <source>Every turn has a clock (15 seconds here; 30 at a new game, or off, 15 or 60 in the table's settings). Minh bet. This time press nothing: watch your seconds run out beside your seat. A player who does not act in time folds (úp bài).</source>
            <translation>Every turn has a clock (15 seconds here; 30 at a new game, or off, 15 or 60 in the table's settings). Minh bet. This time press nothing: watch your seconds run out beside your seat. A player who does not act in time folds (úp bài).</translation>
        </message>
        <message>
            <source>Press nothing this time: let the clock run out.</source>
            <translation>Press nothing this time: let the clock run out.</translation>
        </message>
        <message>
            <source>Time ran out, so you folded, and with Lan out too Minh won the pot at once.</source>
            <translation>Time ran out, so you folded, and with Lan out too Minh won the pot at once.</translation>
        </message>
        <message>
            <source>A new hand: the clock runs again at each of your turns. Pausing the game stops it.</source>
            <translation>A new hand: the clock runs again at each of your turns. Pausing the game stops it.</translation>
        </message>
        <message>
            <source>Four rounds and the showdown</source>
            <translation>Four rounds and the showdown</translation>
        </message>
        <message>
            <source>Play all four betting rounds and win the showdown with a full house (Cù lũ) over a flush (Thùng).</source>
            <translation>Play all four betting rounds and win the showdown with a full house (Cù lũ) over a flush (Thùng).</translation>
        </message>
        <message>
            <source>Hands from weakest to strongest: high card (Mậu thầu), pair (Đôi), two pairs (Thú), three of a kind (Sám), straight (Sảnh), flush (Thùng), full house (Cù lũ), four of a kind (Tứ quý), straight flush (Thùng phá sảnh) and the royal one with an ace (Thùng phá sảnh lớn). Here a flush is below a full house.</source>
            <translation>Hands from weakest to strongest: high card (Mậu thầu), pair (Đôi), two pairs (Thú), three of a kind (Sám), straight (Sảnh), flush (Thùng), full house (Cù lũ), four of a kind (Tứ quý), straight flush (Thùng phá sảnh) and the royal one with an ace (Thùng phá sảnh lớn). Here a flush is below a full house.</translation>
        </message>
        <message>
            <source>Minh's K♥ opened. Call.</source>
            <translation>Minh's K♥ opened. Call.</translation>
        </message>
        <message>
            <source>Your face-up pair of nines now bets first. Bet 11 chips, the smallest bet (one ante and a chip).</source>
            <translation>Your face-up pair of nines now bets first. Bet 11 chips, the smallest bet (one ante and a chip).</translation>
        </message>
        <message>
            <source>Bet 11 again: a third betting round.</source>
            <translation>Bet 11 again: a third betting round.</translation>
        </message>
        <message>
            <source>The fourth and last round: bet 11.</source>
            <translation>The fourth and last round: bet 11.</translation>
        </message>
        <message>
            <source>Minh raised: he shows four hearts. Call and go to the showdown.</source>
            <translation>Minh raised: he shows four hearts. Call and go to the showdown.</translation>
        </message>
        <message>
            <source>Call: your hole card makes a full house.</source>
            <translation>Call: your hole card makes a full house.</translation>
        </message>
        <message>
            <source>At the showdown the hole cards were turned: your 9 9 9 10 10, a full house (Cù lũ), beat Minh's flush (Thùng), and the pot is yours (see the sheet). Straights run from 7-8-9-10-J up to 10-J-Q-K-A only: the ace is never low. When all ranks are equal, the suit of the highest card decides.</source>
            <translation>At the showdown the hole cards were turned: your 9 9 9 10 10, a full house (Cù lũ), beat Minh's flush (Thùng), and the pot is yours (see the sheet). Straights run from 7-8-9-10-J up to 10-J-Q-K-A only: the ace is never low. When all ranks are equal, the suit of the highest card decides.</translation>
        </message>
        <message>
            <source>Equal hands: the suit decides</source>
            <translation>Equal hands: the suit decides</translation>
        </message>
        <message>
            <source>See two equal pairs decided by the suit of their highest card.</source>
            <translation>See two equal pairs decided by the suit of their highest card.</translation>
        </message>
        <message>
            <source>Two hands of the same kind are compared by the cards that make it, then the other cards from high to low. When every rank is equal, the suit decides: bích ♠ above cơ ♥, rô ♦ and tép ♣.</source>
            <translation>Two hands of the same kind are compared by the cards that make it, then the other cards from high to low. When every rank is equal, the suit decides: bích ♠ above cơ ♥, rô ♦ and tép ♣.</translation>
        </message>
        <message>
            <source>Your K♦ is the strongest face-up card: bet 11 chips, the smallest bet.</source>
            <translation>Your K♦ is the strongest face-up card: bet 11 chips, the smallest bet.</translation>
        </message>
        <message>
            <source>Bet exactly 11 chips for this lesson.</source>
            <translation>Bet exactly 11 chips for this lesson.</translation>
        </message>
        <message>
            <source>Stay in: bet 11 chips.</source>
            <translation>Stay in: bet 11 chips.</translation>
        </message>
        <message>
            <source>Lan folded and Minh raised (Tố thêm). Call (Theo): match his raise and stay in.</source>
            <translation>Lan folded and Minh raised (Tố thêm). Call (Theo): match his raise and stay in.</translation>
        </message>
        <message>
            <source>Stay in: call.</source>
            <translation>Stay in: call.</translation>
        </message>
        <message>
            <source>Just call this time.</source>
            <translation>Just call this time.</translation>
        </message>
        <message>
            <source>A new card each. Minh's A♦ beats your A♣ on show, so he bets first now. Call again.</source>
            <translation>A new card each. Minh's A♦ beats your A♣ on show, so he bets first now. Call again.</translation>
        </message>
        <message>
            <source>Call.</source>
            <translation>Call.</translation>
        </message>
        <message>
            <source>The last round: call and go to the showdown.</source>
            <translation>The last round: call and go to the showdown.</translation>
        </message>
        <message>
            <source>You and Minh both hold a pair of kings with A, Q and J beside it: every rank is equal. The suit of the pair's highest card decides: your K♠ beats Minh's K♥, and the pot is yours.</source>
            <translation>You and Minh both hold a pair of kings with A, Q and J beside it: every rank is equal. The suit of the pair's highest card decides: your K♠ beats Minh's K♥, and the pot is yours.</translation>
        </message>
        <message>
            <source>The ace is never low</source>
            <translation>The ace is never low</translation>
        </message>
        <message>
            <source>See that A-7-8-9-10 is no straight: the ace only counts high.</source>
            <translation>See that A-7-8-9-10 is no straight: the ace only counts high.</translation>
        </message>
        <message>
            <source>Straights (Sảnh) run only from 7-8-9-10-J up to 10-J-Q-K-A: the ace is always high, never below the 7. Your hole card is the A♠.</source>
            <translation>Straights (Sảnh) run only from 7-8-9-10-J up to 10-J-Q-K-A: the ace is always high, never below the 7. Your hole card is the A♠.</translation>
        </message>
        <message>
            <source>Minh opened. Call (Theo).</source>
            <translation>Minh opened. Call (Theo).</translation>
        </message>
        <message>
            <source>Stay in: call, to see the showdown.</source>
            <translation>Stay in: call, to see the showdown.</translation>
        </message>
        <message>
            <source>Just call in this lesson.</source>
            <translation>Just call in this lesson.</translation>
        </message>
        <message>
            <source>Call again.</source>
            <translation>Call again.</translation>
        </message>
        <message>
            <source>The last round: 7 8 9 10 on show and your A♠ in the hole. Call and see the showdown.</source>
            <translation>The last round: 7 8 9 10 on show and your A♠ in the hole. Call and see the showdown.</translation>
        </message>
        <message>
            <source>A♠ 7 8 9 10 is no straight: the ace never counts below the 7. It is only a high card (Mậu thầu), and Minh's pair of queens (Đôi) won.</source>
            <translation>A♠ 7 8 9 10 is no straight: the ace never counts below the 7. It is only a high card (Mậu thầu), and Minh's pair of queens (Đôi) won.</translation>
        </message>
        <message>
            <source>All-in and a side pot</source>
            <translation>All-in and a side pot</translation>
        </message>
        <message>
            <source>Go all-in (Tố tất) when you cannot cover a bet, and see the main pot and a side pot.</source>
            <translation>Go all-in (Tố tất) when you cannot cover a bet, and see the main pot and a side pot.</translation>
        </message>
        <message>
            <source>You have only 30 chips left after the ante, and the bet to you is more than that.</source>
            <translation>You have only 30 chips left after the ante, and the bet to you is more than that.</translation>
        </message>
        <message>
            <source>Call with everything you have: all-in (Tố tất). You can still win, but only what everyone could match.</source>
            <translation>Call with everything you have: all-in (Tố tất). You can still win, but only what everyone could match.</translation>
        </message>
        <message>
            <source>Go all-in this time: call with what you have.</source>
            <translation>Go all-in this time: call with what you have.</translation>
        </message>
        <message>
            <source>Your chips and the same from each other player made the main pot, which you could win; what Minh and Lan bet beyond it made a side pot only they could win. Your four aces (Tứ quý) took the main pot and the side pot went to the better of their two hands. Chips are never made or lost: every pot goes to someone.</source>
            <translation>Your chips and the same from each other player made the main pot, which you could win; what Minh and Lan bet beyond it made a side pot only they could win. Your four aces (Tứ quý) took the main pot and the side pot went to the better of their two hands. Chips are never made or lost: every pot goes to someone.</translation>
        </message>
    </context>
    <context>
        <name>XitoDecisions</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/xito_decisions.py" line="+80" />
            <source>Time is up: you fold (úp bài) after %1 seconds.</source>
            <translation>Time is up: you fold (úp bài) after %1 seconds.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>You folded</source>
            <translation>You folded</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The session is over.</source>
            <translation>The session is over.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Re-buy %1 chips</source>
            <translation>Re-buy %1 chips</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You have 1 chip, less than the ante (%2). Re-buy up to %3, or sit this hand out?</source>
            <translation>You have 1 chip, less than the ante (%2). Re-buy up to %3, or sit this hand out?</translation>
        </message>
        <message>
            <location line="+4" />
            <source>You have %1 chips, less than the ante (%2). Re-buy up to %3, or sit this hand out?</source>
            <translation>You have %1 chips, less than the ante (%2). Re-buy up to %3, or sit this hand out?</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Bet</source>
            <translation>Bet</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Raise by</source>
            <translation>Raise by</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Call %1 · all-in</source>
            <translation>Call %1 · all-in</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Call %1</source>
            <translation>Call %1</translation>
        </message>
        <message>
            <location line="+21" />
            <source>You bet first: all-in with your last chip, or fold.</source>
            <translation>You bet first: all-in with your last chip, or fold.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You bet first: all-in with your last %1 chips, or fold.</source>
            <translation>You bet first: all-in with your last %1 chips, or fold.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You bet first (tố đầu): %1–%2 chips, or fold.</source>
            <translation>You bet first (tố đầu): %1–%2 chips, or fold.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>call your last %1 (all-in)</source>
            <translation>call your last %1 (all-in)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>call %1</source>
            <translation>call %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 has %2 in: %3 or fold. %4</source>
            <translation>%1 has %2 in: %3 or fold. %4</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 has %2 in: %3, raise by %4–%5, or fold.</source>
            <translation>%1 has %2 in: %3, raise by %4–%5, or fold.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The table</source>
            <translation>The table</translation>
        </message>
        <message>
            <location line="+5" />
            <source>No more raises this round: the limit is %1.</source>
            <translation>No more raises this round: the limit is %1.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Too few chips left to raise.</source>
            <translation>Too few chips left to raise.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Nobody left could answer a raise.</source>
            <translation>Nobody left could answer a raise.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 decides whether to re-buy…</source>
            <translation>%1 decides whether to re-buy…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 bets first (tố đầu)…</source>
            <translation>%1 bets first (tố đầu)…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 decides: call, raise or fold…</source>
            <translation>%1 decides: call, raise or fold…</translation>
        </message>
        <message>
            <location line="+35" />
            <source>Bet %1</source>
            <translation>Bet %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Raise by %1</source>
            <translation>Raise by %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Fold</source>
            <translation>Fold</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Sit this hand out</source>
            <translation>Sit this hand out</translation>
        </message>
        <message>
            <location line="+31" />
            <source>hole card %1</source>
            <translation>hole card %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source> (only you see it)</source>
            <translation> (only you see it)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>a hole card, face down</source>
            <translation>a hole card, face down</translation>
        </message>
        <message>
            <location line="+2" />
            <source>face-up card %1</source>
            <translation>face-up card %1</translation>
        </message>
        <message>
            <location line="+15" />
            <source>%1 showing</source>
            <translation>%1 showing</translation>
        </message>
        <message>
            <location line="+4" />
            <source> (folded)</source>
            <translation> (folded)</translation>
        </message>
    </context>
    <context>
        <name>XitoEvents</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/xito_events.py" line="+65" />
            <source>Dealer</source>
            <translation>Dealer</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+17" />
            <source>Sits out</source>
            <translation>Sits out</translation>
        </message>
        <message>
            <location line="-9" />
            <source>Re-bought %1</source>
            <translation>Re-bought %1</translation>
        </message>
        <message>
            <location line="+207" />
            <source>Wins %1</source>
            <translation>Wins %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You won %2 with %3</source>
            <translation>You won %2 with %3</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 won %2 with %3</source>
            <translation>%1 won %2 with %3</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You won %2: %3</source>
            <translation>You won %2: %3</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 won %2: %3</source>
            <translation>%1 won %2: %3</translation>
        </message>
        <message>
            <location line="+7" />
            <source>You won %2</source>
            <translation>You won %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 won %2</source>
            <translation>%1 won %2</translation>
        </message>
        <message>
            <location line="+23" />
            <source>loses</source>
            <translation>loses</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Last hand:</source>
            <translation>Last hand:</translation>
        </message>
        <message>
            <location line="+13" />
            <source>You won %1</source>
            <translation>You won %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lost %1</source>
            <translation>You lost %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You broke even</source>
            <translation>You broke even</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You put in %1 and took %2.</source>
            <translation>You put in %1 and took %2.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You put in %1.</source>
            <translation>You put in %1.</translation>
        </message>
        <message>
            <location line="+25" />
            <source>The session is over: you are %1 chips up</source>
            <translation>The session is over: you are %1 chips up</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The session is over: you are %1 chips down</source>
            <translation>The session is over: you are %1 chips down</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The session is over: you broke even</source>
            <translation>The session is over: you broke even</translation>
        </message>
    </context>
    <context>
        <name>XitoPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/xito_panel.py" line="+35" />
            <location line="+38" />
            <source>Bet</source>
            <translation>Bet</translation>
        </message>
        <message>
            <location line="-9" />
            <source>Fold</source>
            <translation>Fold</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Call</source>
            <translation>Call</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Min</source>
            <translation>Min</translation>
        </message>
        <message>
            <location line="+3" />
            <source>½ pot</source>
            <translation>½ pot</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pot</source>
            <translation>Pot</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+98" />
            <source>Max</source>
            <translation>Max</translation>
        </message>
        <message>
            <location line="-96" />
            <source>Raise</source>
            <translation>Raise</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Re-buy</source>
            <translation>Re-buy</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sit this hand out</source>
            <translation>Sit this hand out</translation>
        </message>
        <message>
            <location line="+40" />
            <source>From %1 to %2 chips (PgDown / PgUp: one ante less or more; Home / End: %1 or %2)</source>
            <translation>From %1 to %2 chips (PgDown / PgUp: one ante less or more; Home / End: %1 or %2)</translation>
        </message>
        <message>
            <location line="+34" />
            <source>All-in</source>
            <translation>All-in</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Bet %1</source>
            <translation>Bet %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Raise to %1</source>
            <translation>Raise to %1</translation>
        </message>
    </context>
    <context>
        <name>XitoTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/xito.py" line="+239" />
            <source>All-in %1 · tố tất</source>
            <translation>All-in %1 · tố tất</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Bet %1 · tố</source>
            <translation>Bet %1 · tố</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Call %1 · theo</source>
            <translation>Call %1 · theo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Raise to %1 · tố thêm</source>
            <translation>Raise to %1 · tố thêm</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fold · úp bài</source>
            <translation>Fold · úp bài</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Dealer</source>
            <translation>Dealer</translation>
        </message>
        <message>
            <location line="+38" />
            <source>Sits out</source>
            <translation>Sits out</translation>
        </message>
        <message>
            <location line="+21" />
            <source>All-in · tố tất</source>
            <translation>All-in · tố tất</translation>
        </message>
        <message>
            <location line="+17" />
            <source>First to bet · tố đầu</source>
            <translation>First to bet · tố đầu</translation>
        </message>
        <message>
            <location line="+1" />
            <source>shows %1</source>
            <translation>shows %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Hand %1</source>
            <translation>Hand %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>betting round %1 of 4</source>
            <translation>betting round %1 of 4</translation>
        </message>
        <message>
            <location line="+2" />
            <source>no more betting</source>
            <translation>no more betting</translation>
        </message>
        <message>
            <location line="+15" />
            <source>at most one raise a round</source>
            <translation>at most one raise a round</translation>
        </message>
        <message>
            <location line="+2" />
            <source>at most %1 raises a round</source>
            <translation>at most %1 raises a round</translation>
        </message>
        <message>
            <location line="+58" />
            <source>Pot %1</source>
            <translation>Pot %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Main pot %1</source>
            <translation>Main pot %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Side pot %2: %1 · </source>
            <translation>Side pot %2: %1 · </translation>
        </message>
        <message>
            <location line="+53" />
            <source>your hand: %1</source>
            <translation>your hand: %1</translation>
        </message>
        <message>
            <location line="-334" />
            <source>Hole card</source>
            <translation>Hole card</translation>
        </message>
        <message>
            <location line="+0" />
            <source>hidden from the others</source>
            <translation>hidden from the others</translation>
        </message>
        <message>
            <location line="+203" />
            <source>Ante %1 · a bet: %2 to %3 chips</source>
            <translation>Ante %1 · a bet: %2 to %3 chips</translation>
        </message>
        <message>
            <location line="+7" />
            <source>a raise: the call + %1 to %2</source>
            <translation>a raise: the call + %1 to %2</translation>
        </message>
        <message>
            <location line="+113" />
            <source>your hand</source>
            <translation>your hand</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Guandan is played by four players in two teams, partners sitting opposite.</source>
            <translation>Guandan is played by four players in two teams, partners sitting opposite.</translation>
        </message>
        <message>
            <source>Show all card counts</source>
            <translation>Show all card counts</translation>
        </message>
        <message>
            <source>Show how many cards every player holds; off: only counts of 10 or fewer, as at a table.</source>
            <translation>Show how many cards every player holds; off: only counts of 10 or fewer, as at a table.</translation>
        </message>
        <message>
            <source>Drop back after three failures at A</source>
            <translation>Drop back after three failures at A</translation>
        </message>
        <message>
            <source>A team that plays at its own level A three times without winning goes back to level 2.</source>
            <translation>A team that plays at its own level A three times without winning goes back to level 2.</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>Seats</translation>
        </message>
        <message>
            <source>People at the table, the dealer included (each plays at least one hand).</source>
            <translation>People at the table, the dealer included (each plays at least one hand).</translation>
        </message>
        <message>
            <source>Starting chips</source>
            <translation>Starting chips</translation>
        </message>
        <message>
            <source>Chips each seat starts with; a broke seat buys this many again.</source>
            <translation>Chips each seat starts with; a broke seat buys this many again.</translation>
        </message>
        <message>
            <source>Minimum bet</source>
            <translation>Minimum bet</translation>
        </message>
        <message>
            <source>The smallest bet on one hand.</source>
            <translation>The smallest bet on one hand.</translation>
        </message>
        <message>
            <source>Dealer's maximum bet</source>
            <translation>Dealer's maximum bet</translation>
        </message>
        <message>
            <source>The largest bet the dealer accepts on one hand (อั้นเดิมพัน).</source>
            <translation>The largest bet the dealer accepts on one hand (อั้นเดิมพัน).</translation>
        </message>
        <message>
            <source>Must draw under 4</source>
            <translation>Must draw under 4</translation>
        </message>
        <message>
            <source>A player whose two cards are worth less than 4 points must draw a third card.</source>
            <translation>A player whose two cards are worth less than 4 points must draw a third card.</translation>
        </message>
        <message>
            <source>Dealer may catch two</source>
            <translation>Dealer may catch two</translation>
        </message>
        <message>
            <source>Before drawing, the dealer may settle against all two-card hands, not only three-card.</source>
            <translation>Before drawing, the dealer may settle against all two-card hands, not only three-card.</translation>
        </message>
        <message>
            <source>Ties pay the deng difference</source>
            <translation>Ties pay the deng difference</translation>
        </message>
        <message>
            <source>Equal hands with different deng: the one with more deng collects the difference.</source>
            <translation>Equal hands with different deng: the one with more deng collects the difference.</translation>
        </message>
        <message>
            <source>Hands per player</source>
            <translation>Hands per player</translation>
        </message>
        <message>
            <source>How many hands (legs) one player may bet on in a round.</source>
            <translation>How many hands (legs) one player may bet on in a round.</translation>
        </message>
        <message>
            <source>Dealer rounds</source>
            <translation>Dealer rounds</translation>
        </message>
        <message>
            <source>Rounds an AI dealer keeps the bank; you are offered it each time it passes.</source>
            <translation>Rounds an AI dealer keeps the bank; you are offered it each time it passes.</translation>
        </message>
        <message>
            <source>First dealer</source>
            <translation>First dealer</translation>
        </message>
        <message>
            <source>The seat holding the bank in the first round (0 is you).</source>
            <translation>The seat holding the bank in the first round (0 is you).</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Rounds</translation>
        </message>
        <message>
            <source>End the session after this many rounds (empty: play on until you leave).</source>
            <translation>End the session after this many rounds (empty: play on until you leave).</translation>
        </message>
        <message>
            <source>Seats at the table: you and the AI players (5 cards each from 32).</source>
            <translation>Seats at the table: you and the AI players (5 cards each from 32).</translation>
        </message>
        <message>
            <source>Ante (1 cược)</source>
            <translation>Ante (1 cược)</translation>
        </message>
        <message>
            <source>Chips every player puts in the pot before the cards are dealt.</source>
            <translation>Chips every player puts in the pot before the cards are dealt.</translation>
        </message>
        <message>
            <source>Raise limit (antes)</source>
            <translation>Raise limit (antes)</translation>
        </message>
        <message>
            <source>Largest single bet or raise (giới hạn tố), in antes; the smallest is one ante and a chip.</source>
            <translation>Largest single bet or raise (giới hạn tố), in antes; the smallest is one ante and a chip.</translation>
        </message>
        <message>
            <source>Max raises per round</source>
            <translation>Max raises per round</translation>
        </message>
        <message>
            <source>Off: raise as often as you like; a number: after that many raises, only call or fold.</source>
            <translation>Off: raise as often as you like; a number: after that many raises, only call or fold.</translation>
        </message>
        <message>
            <source>Starting stack</source>
            <translation>Starting stack</translation>
        </message>
        <message>
            <source>Chips each player starts with; an AI player who cannot pay the ante re-buys this many.</source>
            <translation>Chips each player starts with; an AI player who cannot pay the ante re-buys this many.</translation>
        </message>
        <message>
            <source>Turn timer (seconds)</source>
            <translation>Turn timer (seconds)</translation>
        </message>
        <message>
            <source>A player who does not act in time folds (the rules give 30 seconds); off for no clock.</source>
            <translation>A player who does not act in time folds (the rules give 30 seconds); off for no clock.</translation>
        </message>
        <message>
            <source>How many seats at the table, 2 to 6.</source>
            <translation>How many seats at the table, 2 to 6.</translation>
        </message>
        <message>
            <source>Decks for 4–6 players</source>
            <translation>Decks for 4–6 players</translation>
        </message>
        <message>
            <source>2–3 players use one deck; 4–6 players use 2 decks, or 3 with this setting.</source>
            <translation>2–3 players use one deck; 4–6 players use 2 decks, or 3 with this setting.</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Match</translation>
        </message>
        <message>
            <source>A fixed number of deals, or pool rummy: reaching 101 points puts a player out.</source>
            <translation>A fixed number of deals, or pool rummy: reaching 101 points puts a player out.</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Deals</translation>
        </message>
        <message>
            <source>How many deals a match lasts (not used in pool rummy).</source>
            <translation>How many deals a match lasts (not used in pool rummy).</translation>
        </message>
        <message>
            <source>Sequences hold 6–7 cards</source>
            <translation>Sequences hold 6–7 cards</translation>
        </message>
        <message>
            <source>The pure and the second sequence of a declaration hold 6 or 7 cards together, as the rules say; off: longer sequences are fine too.</source>
            <translation>The pure and the second sequence of a declaration hold 6 or 7 cards together, as the rules say; off: longer sequences are fine too.</translation>
        </message>
    </context>
    <context>
        <name>OptionValues</name>
        <message>
            <source>Deals</source>
            <translation>Deals</translation>
        </message>
        <message>
            <source>Pool 101</source>
            <translation>Pool 101</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Save</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>Save All</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Yes</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>Yes to &amp;All</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>&amp;No</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>N&amp;o to All</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>Abort</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Retry</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>Ignore</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Discard</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Help</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Apply</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>Reset</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>Restore Defaults</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>That is not a {game} move (got {got}).</source>
            <comment>engine.not_a_move</comment>
            <translation>That is not a {game} move (got {got}).</translation>
        </message>
        <message>
            <source>{field} must be {words}, got {problem}.</source>
            <comment>engine.bad_field</comment>
            <translation>{field} must be {words}, got {problem}.</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <comment>engine.match_over</comment>
            <translation>The match is over.</translation>
        </message>
        <message>
            <source>{card}</source>
            <comment>engine.card</comment>
            <translation>{card}</translation>
        </message>
        <message>
            <source>Joker</source>
            <comment>engine.joker</comment>
            <translation>Joker</translation>
        </message>
        <message>
            <source>seat {seat}</source>
            <comment>engine.seat</comment>
            <translation>seat {seat}</translation>
        </message>
        <message>
            <source>{rank}s</source>
            <comment>engine.several_of</comment>
            <translation>{rank}s</translation>
        </message>
        <message>
            <source>aces</source>
            <comment>engine.aces</comment>
            <translation>aces</translation>
        </message>
        <message>
            <source>kings</source>
            <comment>engine.kings</comment>
            <translation>kings</translation>
        </message>
        <message>
            <source>queens</source>
            <comment>engine.queens</comment>
            <translation>queens</translation>
        </message>
        <message>
            <source>jacks</source>
            <comment>engine.jacks</comment>
            <translation>jacks</translation>
        </message>
        <message>
            <source>{action} is not a Guandan action.</source>
            <comment>guandan.not_an_action</comment>
            <translation>{action} is not a Guandan action.</translation>
        </message>
        <message>
            <source>The deck has already been cut.</source>
            <comment>guandan.already_cut</comment>
            <translation>The deck has already been cut.</translation>
        </message>
        <message>
            <source>It is not time to play cards.</source>
            <comment>guandan.not_play_time</comment>
            <translation>It is not time to play cards.</translation>
        </message>
        <message>
            <source>Plays are read at level {level} in this hand.</source>
            <comment>guandan.wrong_level</comment>
            <translation>Plays are read at level {level} in this hand.</translation>
        </message>
        <message>
            <source>You can only play cards from your own hand.</source>
            <comment>guandan.not_your_cards</comment>
            <translation>You can only play cards from your own hand.</translation>
        </message>
        <message>
            <source>Those cards are not that combination.</source>
            <comment>guandan.not_that_combination</comment>
            <translation>Those cards are not that combination.</translation>
        </message>
        <message>
            <source>{combo} does not beat {top}.</source>
            <comment>guandan.does_not_beat</comment>
            <translation>{combo} does not beat {top}.</translation>
        </message>
        <message>
            <source>Play a higher {kind} or a bomb, or pass ({top} leads this trick).</source>
            <comment>guandan.play_higher</comment>
            <translation>Play a higher {kind} or a bomb, or pass ({top} leads this trick).</translation>
        </message>
        <message>
            <source>You lead this trick: play any combination.</source>
            <comment>guandan.lead_any</comment>
            <translation>You lead this trick: play any combination.</translation>
        </message>
        <message>
            <source>No tribute is being paid now.</source>
            <comment>guandan.no_tribute_now</comment>
            <translation>No tribute is being paid now.</translation>
        </message>
        <message>
            <source>Pay tribute with a card from your own hand.</source>
            <comment>guandan.tribute_from_hand</comment>
            <translation>Pay tribute with a card from your own hand.</translation>
        </message>
        <message>
            <source>Tribute is your highest card (the heart level cards do not count).</source>
            <comment>guandan.tribute_highest</comment>
            <translation>Tribute is your highest card (the heart level cards do not count).</translation>
        </message>
        <message>
            <source>No tribute is being returned now.</source>
            <comment>guandan.no_return_now</comment>
            <translation>No tribute is being returned now.</translation>
        </message>
        <message>
            <source>Return a card from your own hand.</source>
            <comment>guandan.return_from_hand</comment>
            <translation>Return a card from your own hand.</translation>
        </message>
        <message>
            <source>Return a card of rank 10 or lower that is not a level card (only if you have none, your lowest card).</source>
            <comment>guandan.return_low</comment>
            <translation>Return a card of rank 10 or lower that is not a level card (only if you have none, your lowest card).</translation>
        </message>
        <message>
            <source>Seat {banker} is Banker, partner {place}: seats {team} and {partner} win the hand (+{climb})</source>
            <comment>guandan.summary</comment>
            <translation>Seat {banker} is Banker, partner {place}: seats {team} and {partner} win the hand (+{climb})</translation>
        </message>
        <message>
            <source>{hand} and the game at A.</source>
            <comment>guandan.summary_game_won</comment>
            <translation>{hand} and the game at A.</translation>
        </message>
        <message>
            <source>{hand}; levels now {even} (seats 0 and 2) and {odd} (seats 1 and 3).</source>
            <comment>guandan.summary_levels</comment>
            <translation>{hand}; levels now {even} (seats 0 and 2) and {odd} (seats 1 and 3).</translation>
        </message>
        <message>
            <source>{text} Seats {seat} and {partner} drop back to 2 after three tries at A.</source>
            <comment>guandan.summary_drop_back</comment>
            <translation>{text} Seats {seat} and {partner} drop back to 2 after three tries at A.</translation>
        </message>
        <message>
            <source>Follower</source>
            <comment>guandan.place_follower</comment>
            <translation>Follower</translation>
        </message>
        <message>
            <source>Third</source>
            <comment>guandan.place_third</comment>
            <translation>Third</translation>
        </message>
        <message>
            <source>Dweller</source>
            <comment>guandan.place_dweller</comment>
            <translation>Dweller</translation>
        </message>
        <message>
            <source>small joker</source>
            <comment>guandan.small_joker</comment>
            <translation>small joker</translation>
        </message>
        <message>
            <source>big joker</source>
            <comment>guandan.big_joker</comment>
            <translation>big joker</translation>
        </message>
        <message>
            <source>Single {rank}</source>
            <comment>guandan.single</comment>
            <translation>Single {rank}</translation>
        </message>
        <message>
            <source>Pair of {ranks}</source>
            <comment>guandan.pair</comment>
            <translation>Pair of {ranks}</translation>
        </message>
        <message>
            <source>Triple {ranks}</source>
            <comment>guandan.triple</comment>
            <translation>Triple {ranks}</translation>
        </message>
        <message>
            <source>Full house {ranks}</source>
            <comment>guandan.full_house</comment>
            <translation>Full house {ranks}</translation>
        </message>
        <message>
            <source>Tube {ranks}</source>
            <comment>guandan.tube</comment>
            <translation>Tube {ranks}</translation>
        </message>
        <message>
            <source>Plate {ranks}</source>
            <comment>guandan.plate</comment>
            <translation>Plate {ranks}</translation>
        </message>
        <message>
            <source>Straight {low}–{high}</source>
            <comment>guandan.straight</comment>
            <translation>Straight {low}–{high}</translation>
        </message>
        <message>
            <source>Straight flush {low}–{high}</source>
            <comment>guandan.straight_flush</comment>
            <translation>Straight flush {low}–{high}</translation>
        </message>
        <message>
            <source>Bomb of {n} × {rank}</source>
            <comment>guandan.bomb</comment>
            <translation>Bomb of {n} × {rank}</translation>
        </message>
        <message>
            <source>Joker bomb</source>
            <comment>guandan.joker_bomb</comment>
            <translation>Joker bomb</translation>
        </message>
        <message numerus="yes">
            <source>{combo} (wilds as {ranks})</source>
            <comment>guandan.with_wilds</comment>
            <translation>
                <numerusform>{combo} (wild as {ranks})</numerusform>
                <numerusform>{combo} (wilds as {ranks})</numerusform>
            </translation>
        </message>
        <message>
            <source>single</source>
            <comment>guandan.kind_single</comment>
            <translation>single</translation>
        </message>
        <message>
            <source>pair</source>
            <comment>guandan.kind_pair</comment>
            <translation>pair</translation>
        </message>
        <message>
            <source>triple</source>
            <comment>guandan.kind_triple</comment>
            <translation>triple</translation>
        </message>
        <message>
            <source>full house</source>
            <comment>guandan.kind_full_house</comment>
            <translation>full house</translation>
        </message>
        <message>
            <source>straight</source>
            <comment>guandan.kind_straight</comment>
            <translation>straight</translation>
        </message>
        <message>
            <source>tube</source>
            <comment>guandan.kind_tube</comment>
            <translation>tube</translation>
        </message>
        <message>
            <source>plate</source>
            <comment>guandan.kind_plate</comment>
            <translation>plate</translation>
        </message>
        <message>
            <source>straight flush</source>
            <comment>guandan.kind_straight_flush</comment>
            <translation>straight flush</translation>
        </message>
        <message>
            <source>bomb</source>
            <comment>guandan.kind_bomb</comment>
            <translation>bomb</translation>
        </message>
        <message>
            <source>joker bomb</source>
            <comment>guandan.kind_joker_bomb</comment>
            <translation>joker bomb</translation>
        </message>
        <message>
            <source>The session is over.</source>
            <comment>pokdeng.session_over</comment>
            <translation>The session is over.</translation>
        </message>
        <message>
            <source>You cannot {what} now: {waiting}.</source>
            <comment>pokdeng.cannot_now</comment>
            <translation>You cannot {what} now: {waiting}.</translation>
        </message>
        <message>
            <source>place a bet</source>
            <comment>pokdeng.what_place_a_bet</comment>
            <translation>place a bet</translation>
        </message>
        <message>
            <source>finish betting</source>
            <comment>pokdeng.what_finish_betting</comment>
            <translation>finish betting</translation>
        </message>
        <message>
            <source>draw a card</source>
            <comment>pokdeng.what_draw</comment>
            <translation>draw a card</translation>
        </message>
        <message>
            <source>stand</source>
            <comment>pokdeng.what_stand</comment>
            <translation>stand</translation>
        </message>
        <message>
            <source>catch</source>
            <comment>pokdeng.what_catch</comment>
            <translation>catch</translation>
        </message>
        <message>
            <source>decline to catch</source>
            <comment>pokdeng.what_decline_to_catch</comment>
            <translation>decline to catch</translation>
        </message>
        <message>
            <source>rebuy</source>
            <comment>pokdeng.what_rebuy</comment>
            <translation>rebuy</translation>
        </message>
        <message>
            <source>leave the table</source>
            <comment>pokdeng.what_leave_the_table</comment>
            <translation>leave the table</translation>
        </message>
        <message>
            <source>take the bank</source>
            <comment>pokdeng.what_take_the_bank</comment>
            <translation>take the bank</translation>
        </message>
        <message>
            <source>decline the bank</source>
            <comment>pokdeng.what_decline_the_bank</comment>
            <translation>decline the bank</translation>
        </message>
        <message>
            <source>deal another round</source>
            <comment>pokdeng.what_deal_another_round</comment>
            <translation>deal another round</translation>
        </message>
        <message>
            <source>announce a stop</source>
            <comment>pokdeng.what_announce_a_stop</comment>
            <translation>announce a stop</translation>
        </message>
        <message>
            <source>seat {seat} is placing bets</source>
            <comment>pokdeng.waiting_bets</comment>
            <translation>seat {seat} is placing bets</translation>
        </message>
        <message>
            <source>hand {hand} (seat {seat}) draws or stands</source>
            <comment>pokdeng.waiting_draw</comment>
            <translation>hand {hand} (seat {seat}) draws or stands</translation>
        </message>
        <message>
            <source>the dealer decides whether to catch</source>
            <comment>pokdeng.waiting_catch</comment>
            <translation>the dealer decides whether to catch</translation>
        </message>
        <message>
            <source>the dealer draws or stands</source>
            <comment>pokdeng.waiting_dealer_draw</comment>
            <translation>the dealer draws or stands</translation>
        </message>
        <message>
            <source>seat 0 is out of chips and must rebuy or leave</source>
            <comment>pokdeng.waiting_rebuy</comment>
            <translation>seat 0 is out of chips and must rebuy or leave</translation>
        </message>
        <message>
            <source>seat 0 is offered the bank</source>
            <comment>pokdeng.waiting_bank_offer</comment>
            <translation>seat 0 is offered the bank</translation>
        </message>
        <message>
            <source>the dealer chooses to deal on or announce a stop</source>
            <comment>pokdeng.waiting_bank_keep</comment>
            <translation>the dealer chooses to deal on or announce a stop</translation>
        </message>
        <message>
            <source>the session is over</source>
            <comment>pokdeng.waiting_over</comment>
            <translation>the session is over</translation>
        </message>
        <message>
            <source>A bet's spot and amount must be whole numbers.</source>
            <comment>pokdeng.bet_whole_numbers</comment>
            <translation>A bet's spot and amount must be whole numbers.</translation>
        </message>
        <message>
            <source>You cannot open another hand this round.</source>
            <comment>pokdeng.no_more_hands</comment>
            <translation>You cannot open another hand this round.</translation>
        </message>
        <message>
            <source>There is no position {spot} at this table.</source>
            <comment>pokdeng.no_position</comment>
            <translation>There is no position {spot} at this table.</translation>
        </message>
        <message>
            <source>That position already has a hand.</source>
            <comment>pokdeng.position_taken</comment>
            <translation>That position already has a hand.</translation>
        </message>
        <message>
            <source>That is another player's place: bet at yours or in a gap.</source>
            <comment>pokdeng.others_place</comment>
            <translation>That is another player's place: bet at yours or in a gap.</translation>
        </message>
        <message numerus="yes">
            <source>A bet here must be from {low} to %n chips.</source>
            <comment>pokdeng.bet_range</comment>
            <translation>
                <numerusform>A bet here must be from {low} to %n chip.</numerusform>
                <numerusform>A bet here must be from {low} to %n chips.</numerusform>
            </translation>
        </message>
        <message>
            <source>It is hand {expected}'s turn to draw or stand, not hand {hand}.</source>
            <comment>pokdeng.wrong_hand</comment>
            <translation>It is hand {expected}'s turn to draw or stand, not hand {hand}.</translation>
        </message>
        <message>
            <source>Under 4 points a player must draw a third card (table rule).</source>
            <comment>pokdeng.must_draw</comment>
            <translation>Under 4 points a player must draw a third card (table rule).</translation>
        </message>
        <message>
            <source>At this table the dealer may catch only three-card hands.</source>
            <comment>pokdeng.catch_three_only</comment>
            <translation>At this table the dealer may catch only three-card hands.</translation>
        </message>
        <message>
            <source>There is no hand with {size} cards to catch.</source>
            <comment>pokdeng.nothing_to_catch</comment>
            <translation>There is no hand with {size} cards to catch.</translation>
        </message>
        <message>
            <source>You have bets on the table: play this round out first.</source>
            <comment>pokdeng.bets_on_table</comment>
            <translation>You have bets on the table: play this round out first.</translation>
        </message>
        <message>
            <source>Round {round}: dealer (seat {seat}) {delta}</source>
            <comment>pokdeng.summary</comment>
            <translation>Round {round}: dealer (seat {seat}) {delta}</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <comment>pokdeng.points</comment>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message>
            <source>Pok {n}</source>
            <comment>pokdeng.pok</comment>
            <translation>Pok {n}</translation>
        </message>
        <message>
            <source>Tong ×{x}</source>
            <comment>pokdeng.tong</comment>
            <translation>Tong ×{x}</translation>
        </message>
        <message>
            <source>Straight flush ×{x}</source>
            <comment>pokdeng.straight_flush</comment>
            <translation>Straight flush ×{x}</translation>
        </message>
        <message>
            <source>Straight ×{x}</source>
            <comment>pokdeng.straight</comment>
            <translation>Straight ×{x}</translation>
        </message>
        <message>
            <source>Sam Lueang ×{x}</source>
            <comment>pokdeng.sam_lueang</comment>
            <translation>Sam Lueang ×{x}</translation>
        </message>
        <message>
            <source>{base}, two deng ×2</source>
            <comment>pokdeng.two_deng</comment>
            <translation>{base}, two deng ×2</translation>
        </message>
        <message>
            <source>{base}, three deng ×3</source>
            <comment>pokdeng.three_deng</comment>
            <translation>{base}, three deng ×3</translation>
        </message>
        <message>
            <source>There is no bet to call yet: bet (tố) or fold.</source>
            <comment>xito.no_bet_to_call</comment>
            <translation>There is no bet to call yet: bet (tố) or fold.</translation>
        </message>
        <message>
            <source>A bet is a whole number of chips.</source>
            <comment>xito.bet_whole_number</comment>
            <translation>A bet is a whole number of chips.</translation>
        </message>
        <message>
            <source>There is already a bet this round: call (theo), raise or fold.</source>
            <comment>xito.already_a_bet</comment>
            <translation>There is already a bet this round: call (theo), raise or fold.</translation>
        </message>
        <message>
            <source>Nobody has bet yet this round: open with a bet (tố) or fold.</source>
            <comment>xito.nobody_bet</comment>
            <translation>Nobody has bet yet this round: open with a bet (tố) or fold.</translation>
        </message>
        <message numerus="yes">
            <source>This round already had %n raises: call or fold.</source>
            <comment>xito.raise_limit</comment>
            <translation>
                <numerusform>This round already had %n raise: call or fold.</numerusform>
                <numerusform>This round already had %n raises: call or fold.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nobody left can answer a raise: call or fold.</source>
            <comment>xito.nobody_can_answer</comment>
            <translation>Nobody left can answer a raise: call or fold.</translation>
        </message>
        <message>
            <source>You do not have enough chips to raise: call or fold.</source>
            <comment>xito.not_enough_to_raise</comment>
            <translation>You do not have enough chips to raise: call or fold.</translation>
        </message>
        <message numerus="yes">
            <source>The only bet you can make is %n chips (all-in).</source>
            <comment>xito.only_bet</comment>
            <translation>
                <numerusform>The only bet you can make is %n chip (all-in).</numerusform>
                <numerusform>The only bet you can make is %n chips (all-in).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The only raise you can make is %n chips (all-in).</source>
            <comment>xito.only_raise</comment>
            <translation>
                <numerusform>The only raise you can make is %n chip (all-in).</numerusform>
                <numerusform>The only raise you can make is %n chips (all-in).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A bet is from {low} to %n chips, not {amount}.</source>
            <comment>xito.bet_range</comment>
            <translation>
                <numerusform>A bet is from {low} to %n chip, not {amount}.</numerusform>
                <numerusform>A bet is from {low} to %n chips, not {amount}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A raise is from {low} to %n chips, not {amount}.</source>
            <comment>xito.raise_range</comment>
            <translation>
                <numerusform>A raise is from {low} to %n chip, not {amount}.</numerusform>
                <numerusform>A raise is from {low} to %n chips, not {amount}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{action} is not a Xì tố action.</source>
            <comment>xito.not_an_action</comment>
            <translation>{action} is not a Xì tố action.</translation>
        </message>
        <message>
            <source>You cannot pay the ante: re-buy chips or sit this hand out.</source>
            <comment>xito.cannot_pay_ante</comment>
            <translation>You cannot pay the ante: re-buy chips or sit this hand out.</translation>
        </message>
        <message>
            <source>You can only re-buy or sit out before a hand, when you cannot pay the ante.</source>
            <comment>xito.rebuy_when</comment>
            <translation>You can only re-buy or sit out before a hand, when you cannot pay the ante.</translation>
        </message>
        <message numerus="yes">
            <source>Seat {seat} wins %n chips: everyone else folded.</source>
            <comment>xito.all_folded</comment>
            <translation>
                <numerusform>Seat {seat} wins %n chip: everyone else folded.</numerusform>
                <numerusform>Seat {seat} wins %n chips: everyone else folded.</numerusform>
            </translation>
        </message>
        <message>
            <source>Seat {seat} wins the pot ({amount}) with {hand}.</source>
            <comment>xito.wins_pot</comment>
            <translation>Seat {seat} wins the pot ({amount}) with {hand}.</translation>
        </message>
        <message>
            <source>Seat {seat} wins the main pot ({amount}) with {hand}.</source>
            <comment>xito.wins_main_pot</comment>
            <translation>Seat {seat} wins the main pot ({amount}) with {hand}.</translation>
        </message>
        <message>
            <source>Seat {seat} wins side pot {pot} ({amount}) with {hand}.</source>
            <comment>xito.wins_side_pot</comment>
            <translation>Seat {seat} wins side pot {pot} ({amount}) with {hand}.</translation>
        </message>
        <message>
            <source>{pots}</source>
            <comment>xito.pots</comment>
            <translation>{pots}</translation>
        </message>
        <message>
            <source>high card</source>
            <comment>xito.high_card</comment>
            <translation>high card</translation>
        </message>
        <message>
            <source>one pair</source>
            <comment>xito.pair</comment>
            <translation>one pair</translation>
        </message>
        <message>
            <source>two pairs</source>
            <comment>xito.two_pair</comment>
            <translation>two pairs</translation>
        </message>
        <message>
            <source>three of a kind</source>
            <comment>xito.three_kind</comment>
            <translation>three of a kind</translation>
        </message>
        <message>
            <source>straight</source>
            <comment>xito.straight</comment>
            <translation>straight</translation>
        </message>
        <message>
            <source>flush</source>
            <comment>xito.flush</comment>
            <translation>flush</translation>
        </message>
        <message>
            <source>full house</source>
            <comment>xito.full_house</comment>
            <translation>full house</translation>
        </message>
        <message>
            <source>four of a kind</source>
            <comment>xito.four_kind</comment>
            <translation>four of a kind</translation>
        </message>
        <message>
            <source>straight flush</source>
            <comment>xito.straight_flush</comment>
            <translation>straight flush</translation>
        </message>
        <message>
            <source>royal straight flush</source>
            <comment>xito.royal_flush</comment>
            <translation>royal straight flush</translation>
        </message>
        <message>
            <source>That is not a rummy move.</source>
            <comment>rummy.not_a_move</comment>
            <translation>That is not a rummy move.</translation>
        </message>
        <message>
            <source>You have drawn already: discard a card or declare.</source>
            <comment>rummy.drawn_already</comment>
            <translation>You have drawn already: discard a card or declare.</translation>
        </message>
        <message>
            <source>Draw a card first (or pack).</source>
            <comment>rummy.draw_first</comment>
            <translation>Draw a card first (or pack).</translation>
        </message>
        <message>
            <source>The stock is empty: take the discard or pack.</source>
            <comment>rummy.stock_empty</comment>
            <translation>The stock is empty: take the discard or pack.</translation>
        </message>
        <message>
            <source>The discard pile is empty: draw from the stock.</source>
            <comment>rummy.pile_empty</comment>
            <translation>The discard pile is empty: draw from the stock.</translation>
        </message>
        <message>
            <source>Draw from the stock or the discard pile.</source>
            <comment>rummy.draw_where</comment>
            <translation>Draw from the stock or the discard pile.</translation>
        </message>
        <message>
            <source>{card} is not in your hand.</source>
            <comment>rummy.not_in_hand</comment>
            <translation>{card} is not in your hand.</translation>
        </message>
        <message>
            <source>You took {card} from the discard pile: it cannot go back there this turn.</source>
            <comment>rummy.taken_card_stays</comment>
            <translation>You took {card} from the discard pile: it cannot go back there this turn.</translation>
        </message>
        <message>
            <source>A declaration is made of the cards in your hand.</source>
            <comment>rummy.declare_own_cards</comment>
            <translation>A declaration is made of the cards in your hand.</translation>
        </message>
        <message>
            <source>This declaration is not valid. {problems}</source>
            <comment>rummy.declaration_invalid</comment>
            <translation>This declaration is not valid. {problems}</translation>
        </message>
        <message>
            <source>You declare after drawing, with 14 cards in hand.</source>
            <comment>rummy.declare_with_14</comment>
            <translation>You declare after drawing, with 14 cards in hand.</translation>
        </message>
        <message>
            <source>Your groups and the face-down card must be the 14 cards in your hand.</source>
            <comment>rummy.not_the_hand</comment>
            <translation>Your groups and the face-down card must be the 14 cards in your hand.</translation>
        </message>
        <message>
            <source>Your groups and the face-down card must be the 14 cards in your hand (not in your hand: {extra}).</source>
            <comment>rummy.not_the_hand_extra</comment>
            <translation>Your groups and the face-down card must be the 14 cards in your hand (not in your hand: {extra}).</translation>
        </message>
        <message>
            <source>Your groups and the face-down card must be the 14 cards in your hand (left out: {missing}).</source>
            <comment>rummy.not_the_hand_missing</comment>
            <translation>Your groups and the face-down card must be the 14 cards in your hand (left out: {missing}).</translation>
        </message>
        <message>
            <source>Your groups and the face-down card must be the 14 cards in your hand (not in your hand: {extra}; left out: {missing}).</source>
            <comment>rummy.not_the_hand_both</comment>
            <translation>Your groups and the face-down card must be the 14 cards in your hand (not in your hand: {extra}; left out: {missing}).</translation>
        </message>
        <message>
            <source>{card} appears {times}, but {decks} decks hold only {decks}.</source>
            <comment>rummy.too_many_copies</comment>
            <translation>{card} appears {times}, but {decks} decks hold only {decks}.</translation>
        </message>
        <message>
            <source>{card} appears {times}, but one deck holds only one.</source>
            <comment>rummy.too_many_copies_one_deck</comment>
            <translation>{card} appears {times}, but one deck holds only one.</translation>
        </message>
        <message>
            <source>once</source>
            <comment>rummy.once</comment>
            <translation>once</translation>
        </message>
        <message>
            <source>twice</source>
            <comment>rummy.twice</comment>
            <translation>twice</translation>
        </message>
        <message numerus="yes">
            <source>%n times</source>
            <comment>rummy.times</comment>
            <translation>
                <numerusform>%n time</numerusform>
                <numerusform>%n times</numerusform>
            </translation>
        </message>
        <message>
            <source>A declaration puts all {size} cards in groups; these groups hold {total}.</source>
            <comment>rummy.not_all_cards</comment>
            <translation>A declaration puts all {size} cards in groups; these groups hold {total}.</translation>
        </message>
        <message>
            <source>The same card is used twice: {cards}.</source>
            <comment>rummy.card_twice</comment>
            <translation>The same card is used twice: {cards}.</translation>
        </message>
        <message>
            <source>Group {number} ({cards}) is not a valid group: {why}</source>
            <comment>rummy.group_invalid</comment>
            <translation>Group {number} ({cards}) is not a valid group: {why}</translation>
        </message>
        <message>
            <source>You need a pure sequence: a run of 3 or more in one suit with no joker standing in.</source>
            <comment>rummy.no_pure_sequence</comment>
            <translation>You need a pure sequence: a run of 3 or more in one suit with no joker standing in.</translation>
        </message>
        <message>
            <source>You need a second sequence (pure or mixed) besides your pure sequence.</source>
            <comment>rummy.no_second_sequence</comment>
            <translation>You need a second sequence (pure or mixed) besides your pure sequence.</translation>
        </message>
        <message>
            <source>Your pure sequence and your second sequence must hold 6 or 7 cards together (3 + 3 or 3 + 4): split a longer sequence.</source>
            <comment>rummy.sequences_6_or_7</comment>
            <translation>Your pure sequence and your second sequence must hold 6 or 7 cards together (3 + 3 or 3 + 4): split a longer sequence.</translation>
        </message>
        <message>
            <source>At most two trios are allowed; you have {n}.</source>
            <comment>rummy.too_many_trios</comment>
            <translation>At most two trios are allowed; you have {n}.</translation>
        </message>
        <message numerus="yes">
            <source>As Auto-arrange groups your hand, %n cards besides the face-down one are in no group.</source>
            <comment>rummy.cards_in_no_group</comment>
            <translation>
                <numerusform>As Auto-arrange groups your hand, %n card besides the face-down one is in no group.</numerusform>
                <numerusform>As Auto-arrange groups your hand, %n cards besides the face-down one are in no group.</numerusform>
            </translation>
        </message>
        <message>
            <source>A group needs at least 3 cards.</source>
            <comment>rummy.group_too_small</comment>
            <translation>A group needs at least 3 cards.</translation>
        </message>
        <message>
            <source>A group needs at least one real card: jokers alone make no group.</source>
            <comment>rummy.jokers_alone</comment>
            <translation>A group needs at least one real card: jokers alone make no group.</translation>
        </message>
        <message>
            <source>A trio has exactly 3 cards: three of one rank, or two and a wild card.</source>
            <comment>rummy.trio_size</comment>
            <translation>A trio has exactly 3 cards: three of one rank, or two and a wild card.</translation>
        </message>
        <message>
            <source>Cards of different suits make no sequence, and cards of different ranks no trio.</source>
            <comment>rummy.mixed_suits</comment>
            <translation>Cards of different suits make no sequence, and cards of different ranks no trio.</translation>
        </message>
        <message>
            <source>A sequence cannot hold two cards of the same rank.</source>
            <comment>rummy.rank_twice</comment>
            <translation>A sequence cannot hold two cards of the same rank.</translation>
        </message>
        <message>
            <source>A sequence is at most 13 cards long.</source>
            <comment>rummy.sequence_too_long</comment>
            <translation>A sequence is at most 13 cards long.</translation>
        </message>
        <message>
            <source>An ace is low (A-2-3) or high (Q-K-A), never both: K-A-2 does not count.</source>
            <comment>rummy.ace_both_ends</comment>
            <translation>An ace is low (A-2-3) or high (Q-K-A), never both: K-A-2 does not count.</translation>
        </message>
        <message>
            <source>A mixed sequence may use at most 2 wild cards standing in for missing cards.</source>
            <comment>rummy.too_many_wilds</comment>
            <translation>A mixed sequence may use at most 2 wild cards standing in for missing cards.</translation>
        </message>
        <message>
            <source>This sequence has gaps that its wild cards cannot fill (at most 2 in one sequence).</source>
            <comment>rummy.gaps</comment>
            <translation>This sequence has gaps that its wild cards cannot fill (at most 2 in one sequence).</translation>
        </message>
        <message>
            <source>Deal {deal}: seat {seat} declared; points {points}</source>
            <comment>rummy.summary_declared</comment>
            <translation>Deal {deal}: seat {seat} declared; points {points}</translation>
        </message>
        <message>
            <source>Deal {deal}: seat {seat} was the last player left; points {points}</source>
            <comment>rummy.summary_last_left</comment>
            <translation>Deal {deal}: seat {seat} was the last player left; points {points}</translation>
        </message>
        <message numerus="yes">
            <source>%n groups</source>
            <comment>advice.guandan.plan</comment>
            <translation>
                <numerusform>%n group</numerusform>
                <numerusform>%n groups</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{plan} and %n bombs</source>
            <comment>advice.guandan.plan_bombs</comment>
            <translation>
                <numerusform>{plan} and a bomb</numerusform>
                <numerusform>{plan} and %n bombs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>only %n bombs</source>
            <comment>advice.guandan.plan_only_bombs</comment>
            <translation>
                <numerusform>only a bomb</numerusform>
                <numerusform>only %n bombs</numerusform>
            </translation>
        </message>
        <message>
            <source>Cut: you turn one of the {count} cards; its rank, counted from you, picks who draws first, and whoever draws it leads the first trick.</source>
            <comment>advice.guandan.cut</comment>
            <translation>Cut: you turn one of the {count} cards; its rank, counted from you, picks who draws first, and whoever draws it leads the first trick.</translation>
        </message>
        <message>
            <source>Pass: nothing in your hand beats {top}.</source>
            <comment>advice.guandan.pass_cannot</comment>
            <translation>Pass: nothing in your hand beats {top}.</translation>
        </message>
        <message>
            <source>Play {play}: it is the only play your cards allow.</source>
            <comment>advice.guandan.only_play</comment>
            <translation>Play {play}: it is the only play your cards allow.</translation>
        </message>
        <message>
            <source>Play {play}: it empties your hand.</source>
            <comment>advice.guandan.go_out</comment>
            <translation>Play {play}: it empties your hand.</translation>
        </message>
        <message>
            <source>Return {card} to your partner: the best card you may.</source>
            <comment>advice.guandan.return_partner</comment>
            <translation>Return {card} to your partner: the best card you may.</translation>
        </message>
        <message>
            <source>Pay {card}: your hand is then {plan}, and no other card costs your plan less.</source>
            <comment>advice.guandan.tribute_plan</comment>
            <translation>Pay {card}: your hand is then {plan}, and no other card costs your plan less.</translation>
        </message>
        <message>
            <source>Pay {card}: the tribute is your highest card; your hand is then {plan}.</source>
            <comment>advice.guandan.tribute_high</comment>
            <translation>Pay {card}: the tribute is your highest card; your hand is then {plan}.</translation>
        </message>
        <message>
            <source>Return {card}: your hand is then {plan}, and no other card costs your plan less.</source>
            <comment>advice.guandan.return_plan</comment>
            <translation>Return {card}: your hand is then {plan}, and no other card costs your plan less.</translation>
        </message>
        <message>
            <source>Return {card}: the lowest card you can spare; your hand is then {plan}.</source>
            <comment>advice.guandan.return_low</comment>
            <translation>Return {card}: the lowest card you can spare; your hand is then {plan}.</translation>
        </message>
        <message>
            <source>Lead {play}: no higher one can be made from the {count} cards still out, so you keep the lead; your hand is then {plan}.</source>
            <comment>advice.guandan.lead_cash</comment>
            <translation>Lead {play}: no higher one can be made from the {count} cards still out, so you keep the lead; your hand is then {plan}.</translation>
        </message>
        <message>
            <source>Lead {play}: it is the one group of yours that can be beaten; your hand is then {plan}.</source>
            <comment>advice.guandan.lead_last</comment>
            <translation>Lead {play}: it is the one group of yours that can be beaten; your hand is then {plan}.</translation>
        </message>
        <message numerus="yes">
            <source>Lead {play}: your partner holds %n cards and can beat it.</source>
            <comment>advice.guandan.lead_feed</comment>
            <translation>
                <numerusform>Lead {play}: your partner holds %n card and can beat it.</numerusform>
                <numerusform>Lead {play}: your partner holds %n cards and can beat it.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Lead {play}: {seat} holds %n cards and could answer any group; this one costs you least.</source>
            <comment>advice.guandan.lead_forced</comment>
            <translation>
                <numerusform>Lead {play}: {seat} holds %n card and could answer any group; this one costs you least.</numerusform>
                <numerusform>Lead {play}: {seat} holds %n cards and could answer any group; this one costs you least.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Lead {play}: {seat} holds only %n cards and cannot answer it.</source>
            <comment>advice.guandan.lead_safe</comment>
            <translation>
                <numerusform>Lead {play}: {seat} holds only %n card and cannot answer it.</numerusform>
                <numerusform>Lead {play}: {seat} holds only %n cards and cannot answer it.</numerusform>
            </translation>
        </message>
        <message>
            <source>Lead {play}: it is your weakest group; your hand is then {plan}.</source>
            <comment>advice.guandan.lead_weakest</comment>
            <translation>Lead {play}: it is your weakest group; your hand is then {plan}.</translation>
        </message>
        <message>
            <source>Lead {play}: your hand is then {plan}.</source>
            <comment>advice.guandan.lead_any</comment>
            <translation>Lead {play}: your hand is then {plan}.</translation>
        </message>
        <message>
            <source>Pass: your partner is winning the trick with {top}.</source>
            <comment>advice.guandan.pass_partner</comment>
            <translation>Pass: your partner is winning the trick with {top}.</translation>
        </message>
        <message>
            <source>Pass: beating {top} would cost your plan ({plan}) more than the trick is worth.</source>
            <comment>advice.guandan.pass_plan</comment>
            <translation>Pass: beating {top} would cost your plan ({plan}) more than the trick is worth.</translation>
        </message>
        <message>
            <source>Pass: beating {top} would spend {play}, worth more later.</source>
            <comment>advice.guandan.pass_save</comment>
            <translation>Pass: beating {top} would spend {play}, worth more later.</translation>
        </message>
        <message numerus="yes">
            <source>Play {play}: {seat} holds %n cards; stop them before they go out.</source>
            <comment>advice.guandan.bomb_urgent</comment>
            <translation>
                <numerusform>Play {play}: {seat} holds %n card; stop them before they go out.</numerusform>
                <numerusform>Play {play}: {seat} holds %n cards; stop them before they go out.</numerusform>
            </translation>
        </message>
        <message>
            <source>Play {play}: the lead this bomb wins leaves you {plan} to finish with.</source>
            <comment>advice.guandan.bomb_finish</comment>
            <translation>Play {play}: the lead this bomb wins leaves you {plan} to finish with.</translation>
        </message>
        <message>
            <source>Play {play}: no higher one can be made from the {count} cards still out, so the lead is yours; your hand is then {plan}.</source>
            <comment>advice.guandan.follow_win</comment>
            <translation>Play {play}: no higher one can be made from the {count} cards still out, so the lead is yours; your hand is then {plan}.</translation>
        </message>
        <message numerus="yes">
            <source>Play {play}: {seat} holds %n cards; do not let them win the trick.</source>
            <comment>advice.guandan.follow_stop</comment>
            <translation>
                <numerusform>Play {play}: {seat} holds %n card; do not let them win the trick.</numerusform>
                <numerusform>Play {play}: {seat} holds %n cards; do not let them win the trick.</numerusform>
            </translation>
        </message>
        <message>
            <source>Play {play}: it spends your wild {card}, worth it as your hand is then {plan}.</source>
            <comment>advice.guandan.follow_wild</comment>
            <translation>Play {play}: it spends your wild {card}, worth it as your hand is then {plan}.</translation>
        </message>
        <message>
            <source>Play {play}: it sheds a group; your hand is then {plan}.</source>
            <comment>advice.guandan.follow_shed</comment>
            <translation>Play {play}: it sheds a group; your hand is then {plan}.</translation>
        </message>
        <message>
            <source>Play {play}: the smallest play that beats {top}; your hand is then {plan}.</source>
            <comment>advice.guandan.follow_low</comment>
            <translation>Play {play}: the smallest play that beats {top}; your hand is then {plan}.</translation>
        </message>
        <message>
            <source>Pass: in {count} deals of the cards you cannot see, played out, your team takes the hand {chance} % of the time after a pass, {other} % after the best play.</source>
            <comment>advice.guandan.pass_search</comment>
            <translation>Pass: in {count} deals of the cards you cannot see, played out, your team takes the hand {chance} % of the time after a pass, {other} % after the best play.</translation>
        </message>
        <message>
            <source>Play {play}: in {count} deals of the cards you cannot see, played out, your team takes the hand {chance} % of the time, {other} % after a pass.</source>
            <comment>advice.guandan.play_search</comment>
            <translation>Play {play}: in {count} deals of the cards you cannot see, played out, your team takes the hand {chance} % of the time, {other} % after a pass.</translation>
        </message>
        <message>
            <source>Keep to your plan: your hand is then {plan}.</source>
            <comment>advice.guandan.keep_plan</comment>
            <translation>Keep to your plan: your hand is then {plan}.</translation>
        </message>
        <message>
            <source>Rebuy: leaving ends the session.</source>
            <comment>advice.pokdeng.rebuy</comment>
            <translation>Rebuy: leaving ends the session.</translation>
        </message>
        <message>
            <source>Draw: under 4 points the table rule makes you draw.</source>
            <comment>advice.pokdeng.forced_draw</comment>
            <translation>Draw: under 4 points the table rule makes you draw.</translation>
        </message>
        <message>
            <source>Draw: on {points} points a third card wins more often than it loses, {gain} bets on average over standing.</source>
            <comment>advice.pokdeng.draw</comment>
            <translation>Draw: on {points} points a third card wins more often than it loses, {gain} bets on average over standing.</translation>
        </message>
        <message>
            <source>Stand: on {points} points a third card loses more often than it wins, {gain} bets on average.</source>
            <comment>advice.pokdeng.stand</comment>
            <translation>Stand: on {points} points a third card loses more often than it wins, {gain} bets on average.</translation>
        </message>
        <message>
            <source>Catch the three-card hands: your {points} points take {gain} bets from them on average, more than waiting.</source>
            <comment>advice.pokdeng.catch3</comment>
            <translation>Catch the three-card hands: your {points} points take {gain} bets from them on average, more than waiting.</translation>
        </message>
        <message>
            <source>Catch the two-card hands: your {points} points take {gain} bets from them on average, more than waiting.</source>
            <comment>advice.pokdeng.catch2</comment>
            <translation>Catch the two-card hands: your {points} points take {gain} bets from them on average, more than waiting.</translation>
        </message>
        <message>
            <source>No catch: on {points} points catching now gives away more than it takes.</source>
            <comment>advice.pokdeng.no_catch</comment>
            <translation>No catch: on {points} points catching now gives away more than it takes.</translation>
        </message>
        <message>
            <source>Draw: on {points} points a third card gains {gain} bets on average.</source>
            <comment>advice.pokdeng.dealer_draw</comment>
            <translation>Draw: on {points} points a third card gains {gain} bets on average.</translation>
        </message>
        <message>
            <source>Done: one hand at the minimum; more only adds risk.</source>
            <comment>advice.pokdeng.end_bets</comment>
            <translation>Done: one hand at the minimum; more only adds risk.</translation>
        </message>
        <message>
            <source>Bet the minimum: a player hand expects {edge} bets against the bank, so a larger stake only adds risk.</source>
            <comment>advice.pokdeng.min_bet</comment>
            <translation>Bet the minimum: a player hand expects {edge} bets against the bank, so a larger stake only adds risk.</translation>
        </message>
        <message>
            <source>Take the bank: the dealer keeps the edge the players give away.</source>
            <comment>advice.pokdeng.take_bank</comment>
            <translation>Take the bank: the dealer keeps the edge the players give away.</translation>
        </message>
        <message>
            <source>Pass the bank: your chips cannot cover a full table's bets.</source>
            <comment>advice.pokdeng.decline_bank</comment>
            <translation>Pass the bank: your chips cannot cover a full table's bets.</translation>
        </message>
        <message>
            <source>Deal on: the bank keeps the edge while it can cover the table.</source>
            <comment>advice.pokdeng.keep_bank</comment>
            <translation>Deal on: the bank keeps the edge while it can cover the table.</translation>
        </message>
        <message>
            <source>Announce the stop: the bank can no longer cover the table's bets.</source>
            <comment>advice.pokdeng.announce_stop</comment>
            <translation>Announce the stop: the bank can no longer cover the table's bets.</translation>
        </message>
        <message>
            <source>Declare: your cards make a valid declaration.</source>
            <comment>advice.rummy.declare</comment>
            <translation>Declare: your cards make a valid declaration.</translation>
        </message>
        <message>
            <source>Pack: with {points} points and no pure sequence, playing on is likely to cost more than {cost}.</source>
            <comment>advice.rummy.pack</comment>
            <translation>Pack: with {points} points and no pure sequence, playing on is likely to cost more than {cost}.</translation>
        </message>
        <message>
            <source>Draw from the stock.</source>
            <comment>advice.rummy.draw_stock</comment>
            <translation>Draw from the stock.</translation>
        </message>
        <message>
            <source>Take the discard: the stock is empty.</source>
            <comment>advice.rummy.take_forced</comment>
            <translation>Take the discard: the stock is empty.</translation>
        </message>
        <message>
            <source>Take {card}: a wild card fits any group.</source>
            <comment>advice.rummy.take_wild</comment>
            <translation>Take {card}: a wild card fits any group.</translation>
        </message>
        <message>
            <source>Take {card}: with it you can declare.</source>
            <comment>advice.rummy.take_declare</comment>
            <translation>Take {card}: with it you can declare.</translation>
        </message>
        <message>
            <source>Draw from the stock: {card} would join no group.</source>
            <comment>advice.rummy.draw_no_group</comment>
            <translation>Draw from the stock: {card} would join no group.</translation>
        </message>
        <message>
            <source>Take {card}: it joins a group, better than a card from the stock on average.</source>
            <comment>advice.rummy.take_improves</comment>
            <translation>Take {card}: it joins a group, better than a card from the stock on average.</translation>
        </message>
        <message>
            <source>Draw from the stock: {card} would not improve your hand.</source>
            <comment>advice.rummy.draw_no_gain</comment>
            <translation>Draw from the stock: {card} would not improve your hand.</translation>
        </message>
        <message>
            <source>Discard {card}: it is the card you can best spare, though the next player is near it.</source>
            <comment>advice.rummy.discard_spare</comment>
            <translation>Discard {card}: it is the card you can best spare, though the next player is near it.</translation>
        </message>
        <message>
            <source>Discard {card}: it joins no group you need, and the next player is not collecting it.</source>
            <comment>advice.rummy.discard_not_collected</comment>
            <translation>Discard {card}: it joins no group you need, and the next player is not collecting it.</translation>
        </message>
        <message>
            <source>Discard {card}: it joins no group and the next player just threw {thrown}.</source>
            <comment>advice.rummy.discard_thrown</comment>
            <translation>Discard {card}: it joins no group and the next player just threw {thrown}.</translation>
        </message>
        <message>
            <source>Discard {card}: it joins no group and counts high.</source>
            <comment>advice.rummy.discard_high</comment>
            <translation>Discard {card}: it joins no group and counts high.</translation>
        </message>
        <message>
            <source>Discard {card}: it joins no group and keeps your best chances for the next draws.</source>
            <comment>advice.rummy.discard_chances</comment>
            <translation>Discard {card}: it joins no group and keeps your best chances for the next draws.</translation>
        </message>
        <message>
            <source>Re-buy: sitting out gives up the hand.</source>
            <comment>advice.xito.rebuy</comment>
            <translation>Re-buy: sitting out gives up the hand.</translation>
        </message>
        <message>
            <source>Raise: you win about {win} of the time here; make the others pay to see the next card.</source>
            <comment>advice.xito.raise</comment>
            <translation>Raise: you win about {win} of the time here; make the others pay to see the next card.</translation>
        </message>
        <message>
            <source>Raise: nothing they can hold beats your hand.</source>
            <comment>advice.xito.raise_nuts</comment>
            <translation>Raise: nothing they can hold beats your hand.</translation>
        </message>
        <message>
            <source>Call: you win about {win} of the time, and the call needs only {need} of the pot.</source>
            <comment>advice.xito.call</comment>
            <translation>Call: you win about {win} of the time, and the call needs only {need} of the pot.</translation>
        </message>
        <message>
            <source>Fold: against what their bets show you win only about {win} of the time, and calling needs {need}.</source>
            <comment>advice.xito.fold_to_bets</comment>
            <translation>Fold: against what their bets show you win only about {win} of the time, and calling needs {need}.</translation>
        </message>
        <message>
            <source>Bet the most: you win about {win} of the time.</source>
            <comment>advice.xito.bet_most</comment>
            <translation>Bet the most: you win about {win} of the time.</translation>
        </message>
        <message>
            <source>Bet: you win about {win} of the time; a middle bet keeps worse hands in.</source>
            <comment>advice.xito.bet_middle</comment>
            <translation>Bet: you win about {win} of the time; a middle bet keeps worse hands in.</translation>
        </message>
        <message>
            <source>Bet: your face-up cards look the strongest, and a bet this often makes folding and calling cost them the same.</source>
            <comment>advice.xito.bluff</comment>
            <translation>Bet: your face-up cards look the strongest, and a bet this often makes folding and calling cost them the same.</translation>
        </message>
        <message>
            <source>Bet the least: you win about {win} of the time, enough to see a card.</source>
            <comment>advice.xito.bet_least</comment>
            <translation>Bet the least: you win about {win} of the time, enough to see a card.</translation>
        </message>
        <message>
            <source>Fold: you win only about {win} of the time, less than even the smallest bet needs.</source>
            <comment>advice.xito.fold_open</comment>
            <translation>Fold: you win only about {win} of the time, less than even the smallest bet needs.</translation>
        </message>
    </context>
</TS>
