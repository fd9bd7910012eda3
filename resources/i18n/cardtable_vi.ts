<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi" sourcelanguage="en">
    <context>
        <name>ActionButton</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/action_panel.py" line="+200" />
            <source>%1 (shortcut: %2)</source>
            <translation>%1 (phím tắt: %2)</translation>
        </message>
    </context>
    <context>
        <name>Actions</name>
        <message>
            <location filename="../../cardtable_qt/session/action_words.py" line="+36" />
            <source>cut the deck</source>
            <translation>cắt bài</translation>
        </message>
        <message>
            <location line="+1" />
            <source>play</source>
            <translation>đánh</translation>
        </message>
        <message>
            <location line="+1" />
            <source>pass</source>
            <translation>bỏ lượt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>pay tribute</source>
            <translation>nộp cống</translation>
        </message>
        <message>
            <location line="+1" />
            <source>return tribute</source>
            <translation>trả cống</translation>
        </message>
        <message>
            <location line="+1" />
            <source>pack</source>
            <translation>bỏ ván</translation>
        </message>
        <message>
            <location line="+1" />
            <source>draw</source>
            <translation>rút bài</translation>
        </message>
        <message>
            <location line="+1" />
            <source>discard</source>
            <translation>đánh bài</translation>
        </message>
        <message>
            <location line="+1" />
            <source>declare</source>
            <translation>ù</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bet</source>
            <translation>tố</translation>
        </message>
        <message>
            <location line="+1" />
            <source>call</source>
            <translation>theo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>raise</source>
            <translation>tố thêm</translation>
        </message>
        <message>
            <location line="+1" />
            <source>fold</source>
            <translation>úp bài</translation>
        </message>
        <message>
            <location line="+1" />
            <source>rebuy</source>
            <translation>mua thêm xu</translation>
        </message>
        <message>
            <location line="+1" />
            <source>sit out</source>
            <translation>nghỉ vòng</translation>
        </message>
        <message>
            <location line="+25" />
            <source>bet %1 on place %2</source>
            <translation>cược %1 vào ô %2</translation>
        </message>
        <message>
            <location line="+17" />
            <source>from the stock</source>
            <translation>từ nọc</translation>
        </message>
        <message>
            <location line="+1" />
            <source>from the discard pile</source>
            <translation>từ chồng bài bỏ</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <location filename="../../cardtable_qt/app.py" line="+93" />
            <source>Some of CardTable's fonts are missing (%1); some names may not display.</source>
            <translation>Thiếu một số phông chữ của CardTable (%1); một số tên có thể không hiển thị được.</translation>
        </message>
        <message>
            <location line="+59" />
            <source>CardTable is already running; its window was brought to the front.</source>
            <translation>CardTable đang chạy; cửa sổ của nó đã được đưa lên trước.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>CardTable is already running, but its window could not be brought to the front. Switch to it, or close it before starting CardTable again.</source>
            <translation>CardTable đang chạy nhưng không đưa được cửa sổ của nó lên trước. Hãy chuyển sang cửa sổ đó, hoặc đóng nó trước khi mở lại CardTable.</translation>
        </message>
    </context>
    <context>
        <name>CardMark</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/card_mark.py" line="+57" />
            <source>Lv</source>
            <comment>Guandan level card</comment>
            <extracomment>The mark on a Guandan level card (级牌), drawn in the narrow strip under a card's corner that stays in view in a fanned hand: at most 2 short characters (Chinese 级).</extracomment>
            <translation>Cấp</translation>
        </message>
        <message>
            <location line="+6" />
            <source>W</source>
            <comment>Guandan wild card</comment>
            <extracomment>The mark on Guandan's two wild hearts of the level (逢人配), drawn in the narrow strip under a card's corner: at most 2 short characters (Chinese 配).</extracomment>
            <translation>Đa</translation>
        </message>
        <message>
            <location line="+6" />
            <source>W</source>
            <comment>Rummy wild card</comment>
            <extracomment>The mark on a Rummy wild card (the jokers and the cut joker's rank), drawn in the narrow strip under a card's corner: at most 2 short characters (Chinese 搭, from 百搭).</extracomment>
            <translation>Đa</translation>
        </message>
    </context>
    <context>
        <name>GameLog</name>
        <message>
            <location filename="../../cardtable_qt/session/controller.py" line="+572" />
            <source>You</source>
            <translation>Bạn</translation>
        </message>
        <message>
            <location line="+203" />
            <source>You took back your last move.</source>
            <translation>Bạn đã lấy lại nước đi cuối.</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/session/log_words.py" line="+38" />
            <source>a card</source>
            <translation>một lá</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Joker</source>
            <translation>Lá joker</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Big joker</source>
            <translation>Joker lớn</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Small joker</source>
            <translation>Joker nhỏ</translation>
        </message>
        <message>
            <location line="+16" />
            <source>you</source>
            <translation>bạn</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Round %2: you deal.</source>
            <translation>Vòng %2: bạn chia bài.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round %2: %1 deals.</source>
            <translation>Vòng %2: %1 chia bài.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You bet %2.</source>
            <translation>Bạn cược %2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 bets %2.</source>
            <translation>%1 cược %2.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>You are dealt %1.</source>
            <translation>Bạn được chia %1.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You draw %1.</source>
            <translation>Bạn rút %1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 draws a card.</source>
            <translation>%1 rút một lá.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You stand.</source>
            <translation>Bạn dừng.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 stands.</source>
            <translation>%1 dừng.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You catch the hands of %2 cards.</source>
            <translation>Bạn bắt các tay %2 lá.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 catches the hands of %2 cards.</source>
            <translation>%1 bắt các tay %2 lá.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You catch no one.</source>
            <translation>Bạn không bắt ai.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 catches no one.</source>
            <translation>%1 không bắt ai.</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+163" />
            <source>You show %2: %3.</source>
            <translation>Bạn lật %2: %3.</translation>
        </message>
        <message>
            <location line="-162" />
            <location line="+163" />
            <source>%1 shows %2: %3.</source>
            <translation>%1 lật %2: %3.</translation>
        </message>
        <message>
            <location line="-153" />
            <source>You beat the dealer: +%2.</source>
            <translation>Bạn thắng nhà cái: +%2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 beats the dealer: +%2.</source>
            <translation>%1 thắng nhà cái: +%2.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The dealer beats you: −%2.</source>
            <translation>Nhà cái thắng bạn: −%2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The dealer beats %1: −%2.</source>
            <translation>Nhà cái thắng %1: −%2.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>You tie with the dealer.</source>
            <translation>Bạn hòa với nhà cái.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 ties with the dealer.</source>
            <translation>%1 hòa với nhà cái.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You take the bank.</source>
            <translation>Bạn làm cái.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 takes the bank.</source>
            <translation>%1 làm cái.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You let the bank pass.</source>
            <translation>Bạn không nhận làm cái.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 lets the bank pass.</source>
            <translation>%1 không nhận làm cái.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You give up the bank after %2 rounds.</source>
            <translation>Bạn sẽ thôi làm cái sau %2 vòng.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 gives up the bank after %2 rounds.</source>
            <translation>%1 sẽ thôi làm cái sau %2 vòng.</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+117" />
            <source>You buy %2 chips.</source>
            <translation>Bạn mua %2 xu.</translation>
        </message>
        <message>
            <location line="-116" />
            <location line="+117" />
            <source>%1 buys %2 chips.</source>
            <translation>%1 mua %2 xu.</translation>
        </message>
        <message>
            <location line="-108" />
            <source>You leave the table.</source>
            <translation>Bạn rời bàn.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 leaves the table.</source>
            <translation>%1 rời bàn.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Nobody bet: no cards this round.</source>
            <translation>Không ai cược: vòng này không chia bài.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Hand %2: you deal.</source>
            <translation>Ván %2: bạn chia bài.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hand %2: %1 deals.</source>
            <translation>Ván %2: %1 chia bài.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You get %2 face up.</source>
            <translation>Bạn được lá ngửa %2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 gets %2 face up.</source>
            <translation>%1 được lá ngửa %2.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Your hole card: %1.</source>
            <translation>Lá tẩy của bạn: %1.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Betting round %2: you speak first.</source>
            <translation>Vòng cược %2: bạn nói trước.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Betting round %2: %1 speaks first.</source>
            <translation>Vòng cược %2: %1 tố trước.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You bet %2 (tố).</source>
            <translation>Bạn tố %2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 bets %2 (tố).</source>
            <translation>%1 tố %2.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You call %2 (theo).</source>
            <translation>Bạn theo %2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 calls %2 (theo).</source>
            <translation>%1 theo %2.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You raise by %2 to %3 (tố thêm).</source>
            <translation>Bạn tố thêm %2, lên %3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 raises by %2 to %3 (tố thêm).</source>
            <translation>%1 tố thêm %2, lên %3.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You fold (úp bài).</source>
            <translation>Bạn úp bài.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 folds (úp bài).</source>
            <translation>%1 úp bài.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The bets go to the pot: %1.</source>
            <translation>Tiền cược vào pot: %1.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>You win %2.</source>
            <translation>Bạn thắng %2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 wins %2.</source>
            <translation>%1 thắng %2.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>You sit out.</source>
            <translation>Bạn nghỉ ván này.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 sits out.</source>
            <translation>%1 nghỉ ván này.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Hand %1 is dealt at level %2.</source>
            <translation>Ván %1 được chia ở cấp %2.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Anti-tribute: the big jokers are shown, no tribute is paid.</source>
            <translation>Kháng cống: joker lớn được lật ra, không ai nộp cống.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You offer %2 as tribute.</source>
            <translation>Bạn nộp %2 làm cống.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 offers %2 as tribute.</source>
            <translation>%1 nộp %2 làm cống.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You take %2 in tribute from %3.</source>
            <translation>Bạn nhận %2 tiền cống từ %3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 takes %2 in tribute from %3.</source>
            <translation>%1 nhận %2 tiền cống từ %3.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You return %2 to %3.</source>
            <translation>Bạn trả %2 cho %3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 returns %2 to %3.</source>
            <translation>%1 trả %2 cho %3.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>You lead.</source>
            <translation>Bạn đánh trước.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 leads.</source>
            <translation>%1 đánh trước.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>You play %2.</source>
            <translation>Bạn đánh %2.</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 plays %2.</source>
            <translation>%1 đánh %2.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You play %2: %3.</source>
            <translation>Bạn đánh %2: %3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 plays %2: %3.</source>
            <translation>%1 đánh %2: %3.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>You pass.</source>
            <translation>Bạn bỏ lượt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 passes.</source>
            <translation>%1 bỏ lượt.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Banker</source>
            <translation>Về nhất</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Follower</source>
            <translation>Về nhì</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Third</source>
            <translation>Về ba</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dweller</source>
            <translation>Về bét</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You go out: %2.</source>
            <translation>Bạn hết bài: %2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 goes out: %2.</source>
            <translation>%1 hết bài: %2.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You win the trick.</source>
            <translation>Bạn thắng vòng.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 wins the trick.</source>
            <translation>%1 thắng vòng.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You and %1</source>
            <translation>Bạn và %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 and %2</source>
            <translation>%1 và %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 win the match at A.</source>
            <translation>%1 thắng trận ở cấp A.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 climb %2 to level %3.</source>
            <translation>%1 lên %2 cấp, tới cấp %3.</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Deal %2: you deal.</source>
            <translation>Ván %2: bạn chia bài.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deal %2: %1 deals.</source>
            <translation>Ván %2: %1 chia bài.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The wild card is %1.</source>
            <translation>Lá đa năng là %1.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The discard pile starts with %1.</source>
            <translation>Chồng bài bỏ bắt đầu bằng %1.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You pick up %2 from the discard pile.</source>
            <translation>Bạn ăn %2 từ chồng bài bỏ.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 picks up %2 from the discard pile.</source>
            <translation>%1 ăn %2 từ chồng bài bỏ.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You draw %1 from the stock.</source>
            <translation>Bạn bốc %1 từ nọc.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 draws from the stock.</source>
            <translation>%1 bốc từ nọc.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You throw %2.</source>
            <translation>Bạn đánh %2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 throws %2.</source>
            <translation>%1 đánh %2.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You pack: %2 points.</source>
            <translation>Bạn bỏ ván: %2 điểm.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 packs: %2 points.</source>
            <translation>%1 bỏ ván: %2 điểm.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The discard pile is shuffled into a new stock.</source>
            <translation>Chồng bài bỏ được xáo thành nọc mới.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You declare.</source>
            <translation>Bạn ù.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 declares.</source>
            <translation>%1 ù.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You win the deal.</source>
            <translation>Bạn thắng ván.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 wins the deal.</source>
            <translation>%1 thắng ván.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>You are charged %2 points.</source>
            <translation>Bạn bị tính %2 điểm.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is charged %2 points.</source>
            <translation>%1 bị tính %2 điểm.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You are out at %2 points.</source>
            <translation>Bạn bị loại ở %2 điểm.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is out at %2 points.</source>
            <translation>%1 bị loại ở %2 điểm.</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Result: you won %1.</source>
            <translation>Kết quả: bạn thắng %1.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Result: you lost %1.</source>
            <translation>Kết quả: bạn thua %1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Result: you broke even.</source>
            <translation>Kết quả: bạn hòa vốn.</translation>
        </message>
    </context>
    <context>
        <name>GameSession</name>
        <message>
            <location filename="../../cardtable_qt/session/models.py" line="+77" />
            <source>Round %1</source>
            <translation>Vòng %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Deal %1</source>
            <translation>Ván %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hand %1</source>
            <translation>Ván %1</translation>
        </message>
        <message>
            <location line="-9" />
            <source>Finished after %1 hands</source>
            <translation>Kết thúc sau %1 ván</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/session/controller.py" line="-447" />
            <source>The game is not running.</source>
            <translation>Ván chơi không chạy.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game is over.</source>
            <translation>Ván chơi đã kết thúc.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>It is not your turn.</source>
            <translation>Chưa đến lượt bạn.</translation>
        </message>
        <message>
            <location line="+299" />
            <source>The result could not be recorded in the statistics.</source>
            <translation>Không ghi được kết quả vào thống kê.</translation>
        </message>
        <message>
            <location line="+17" />
            <source>The game could not be autosaved: %1 CardTable keeps trying after every move and says when it works again.</source>
            <translation>Không tự lưu được ván chơi: %1 CardTable sẽ thử lại sau mỗi nước đi và báo khi lưu lại được.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Autosaving works again: the game is saved after every move.</source>
            <translation>Tự lưu đã hoạt động lại: ván chơi được lưu sau mỗi nước đi.</translation>
        </message>
        <message>
            <location line="+42" />
            <source>Undo is off in this game.</source>
            <translation>Ván này không cho phép đi lại.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>A finished hand cannot be taken back.</source>
            <translation>Không thể lấy lại một ván đã kết thúc.</translation>
        </message>
        <message>
            <location line="-2" />
            <location line="+7" />
            <location line="+26" />
            <source>There is nothing to undo.</source>
            <translation>Không có gì để đi lại.</translation>
        </message>
        <message>
            <location line="-327" />
            <source>The strongest AI could not decide: this is the Standard AI's advice.</source>
            <translation>AI mạnh nhất không quyết được: đây là lời khuyên của AI mức Vừa.</translation>
        </message>
        <message>
            <location line="+136" />
            <source>%1 hesitated: the Standard AI plays this move for it.</source>
            <translation>%1 do dự: AI mức Vừa đi nước này thay.</translation>
        </message>
        <message>
            <location line="+168" />
            <source>Your last decision cannot be taken back: you have seen a new card since.</source>
            <translation>Không thể rút lại quyết định vừa rồi: bạn đã thấy một lá bài mới từ đó.</translation>
        </message>
        <message>
            <location line="+35" />
            <source>This move cannot be undone.</source>
            <translation>Nước này không thể đi lại.</translation>
        </message>
        <message>
            <location line="+37" />
            <source>There is nothing to redo.</source>
            <translation>Không có gì để làm lại.</translation>
        </message>
    </context>
    <context>
        <name>GameTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/game_table.py" line="+137" />
            <source>Fast-forward</source>
            <translation>Tua nhanh</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Play the rest of this hand at the fastest speed</source>
            <translation>Chơi hết ván này ở tốc độ nhanh nhất</translation>
        </message>
        <message>
            <location line="+315" />
            <source>You</source>
            <translation>Bạn</translation>
        </message>
        <message>
            <location line="+13" />
            <source>you</source>
            <translation>bạn</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Your turn in a moment…</source>
            <translation>Sắp đến lượt bạn…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your move…</source>
            <translation>Nước đi của bạn…</translation>
        </message>
        <message>
            <location line="+23" />
            <source>The demo is over: this was its last hand.</source>
            <translation>Phần trình diễn đã hết: đây là ván cuối.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>%1 is playing</source>
            <translation>%1 đang chơi</translation>
        </message>
        <message>
            <location line="+161" />
            <source>Undo</source>
            <translation>Đi lại</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Take back your last decision and the AI moves since (Ctrl+Z)</source>
            <translation>Lấy lại quyết định cuối của bạn và các nước của máy sau đó (Ctrl+Z)</translation>
        </message>
    </context>
    <context>
        <name>GameTile</name>
        <message>
            <location filename="../../cardtable_qt/ui/start_screen.py" line="+44" />
            <source>Chinese team climbing game, two decks, 4 players</source>
            <translation>Trò chơi bài leo cấp theo đội của Trung Quốc, hai bộ bài, 4 người</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Thai banking game: beat the dealer, 2–9 hands</source>
            <translation>Trò chơi bài nhà cái của Thái Lan: thắng nhà cái, 2–9 tay</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Vietnamese five-card stud, 2–6 players</source>
            <translation>Xì tố năm lá của Việt Nam, 2–6 người</translation>
        </message>
        <message>
            <location line="+1" />
            <source>13-card rummy from India, 2–6 players</source>
            <translation>Rummy 13 lá của Ấn Độ, 2–6 người</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Vietnamese poker</source>
            <translation>Poker Việt Nam</translation>
        </message>
        <message>
            <location line="+56" />
            <source>Play</source>
            <translation>Chơi</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Table coming soon</source>
            <translation>Bàn chơi sắp có</translation>
        </message>
        <message>
            <location line="+15" />
            <source>The table for this game is not built yet.</source>
            <translation>Bàn chơi của trò này chưa làm xong.</translation>
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
            <translation>Rummy Ấn Độ</translation>
        </message>
    </context>
    <context>
        <name>GuandanAids</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_aids.py" line="+97" />
            <source>Card counter</source>
            <translation>Bộ đếm bài</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Big</source>
            <comment>joker</comment>
            <translation>Lớn</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Small</source>
            <comment>joker</comment>
            <translation>Nhỏ</translation>
        </message>
        <message>
            <location line="+55" />
            <location line="+39" />
            <source>Last trick</source>
            <translation>Vòng trước</translation>
        </message>
        <message>
            <location line="-26" />
            <source>No trick has finished yet this hand.</source>
            <translation>Ván này chưa có vòng nào kết thúc.</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Pass</source>
            <translation>Bỏ lượt</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Shift+click takes every copy of a rank</source>
            <translation>Shift+nhấp: lấy mọi lá cùng số</translation>
        </message>
    </context>
    <context>
        <name>GuandanDecisions</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_decisions.py" line="+57" />
            <source>The match is over: %1 win.</source>
            <translation>Trận đấu kết thúc: %1 thắng.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>You cut the deck: the turned card, counted from you, says who draws first; whoever draws it leads.</source>
            <translation>Bạn cắt bài: lá lật lên, đếm từ bạn, cho biết ai bốc trước; ai bốc được lá đó sẽ đánh trước.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Your lead: choose cards (click, drag across, or ←/→ and ↑) and Play any combination.</source>
            <translation>Lượt bạn đánh trước: chọn lá (bấm, kéo qua, hoặc ←/→ và ↑) rồi Đánh bất kỳ bộ nào.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Nothing beats %1's %2: Pass.</source>
            <translation>Không gì chặn được %2 của %1: Bỏ lượt.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Beat %1's %2 with a higher bomb, or Pass.</source>
            <translation>Chặn %2 của %1 bằng bom lớn hơn, hoặc Bỏ lượt.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Only a bomb beats %1's %2: play one, or Pass.</source>
            <translation>Chỉ bom mới chặn được %2 của %1: đánh bom, hoặc Bỏ lượt.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Beat %1's %2 with a higher one of that kind or a bomb, or Pass.</source>
            <translation>Chặn %2 của %1 bằng bộ cùng loại lớn hơn hoặc bằng bom, hoặc Bỏ lượt.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Tribute 进贡: give your highest card (%1; the wild hearts do not count). Choose it and press Pay tribute.</source>
            <translation>Nộp cống (进贡): đưa lá lớn nhất của bạn (%1; lá cơ đa năng không tính). Chọn lá đó và bấm Nộp cống.</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Return a card to %1 (还贡): any card of rank 10 or lower that is not a level card; with none, your lowest.</source>
            <translation>Trả một lá cho %1 (还贡): lá bất kỳ từ 10 trở xuống không phải lá cấp; nếu không có, lá nhỏ nhất của bạn.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>You went out: %1</source>
            <translation>Bạn đã hết bài: %1</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 cuts the deck…</source>
            <translation>%1 đang cắt bài…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 pays tribute…</source>
            <translation>%1 đang nộp cống…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 returns a card…</source>
            <translation>%1 đang trả lá…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is thinking…</source>
            <translation>%1 đang nghĩ…</translation>
        </message>
        <message>
            <location line="+59" />
            <source>Those cards are not a play you can make now.</source>
            <translation>Các lá này không phải nước bạn đánh được lúc này.</translation>
        </message>
        <message>
            <location line="+23" />
            <source>These cards can be played in %1 ways: which one? (keys 1–%1, Esc to cancel)</source>
            <translation>Các lá này đánh được theo %1 cách: chọn cách nào? (phím 1–%1, Esc để hủy)</translation>
        </message>
        <message>
            <location line="+39" />
            <source>Pay %1 as tribute</source>
            <translation>Nộp %1 làm cống</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Return %1</source>
            <translation>Trả %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Pass</source>
            <translation>Bỏ lượt</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Cut the deck</source>
            <translation>Cắt bài</translation>
        </message>
    </context>
    <context>
        <name>GuandanEvents</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_events.py" line="+153" />
            <source>You turned %2</source>
            <translation>Bạn lật được %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 turned %2</source>
            <translation>%1 lật được %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>count %1</source>
            <translation>đếm %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>you draw first</source>
            <translation>bạn bốc trước</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 draws first</source>
            <translation>%1 bốc trước</translation>
        </message>
        <message>
            <location line="+3" />
            <source>you draw the turned card last and lead</source>
            <translation>bạn bốc lá lật cuối cùng và đánh trước</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 draws the turned card last and leads</source>
            <translation>%1 bốc lá lật cuối cùng và đánh trước</translation>
        </message>
        <message>
            <location line="+104" />
            <source>%1 and %2</source>
            <translation>%1 và %2</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Anti-tribute 抗贡: you hold both big jokers</source>
            <translation>Kháng cống (抗贡): bạn có cả hai joker lớn</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Anti-tribute 抗贡: %1 holds both big jokers</source>
            <translation>Kháng cống (抗贡): %1 có cả hai joker lớn</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Anti-tribute 抗贡: %1 hold both big jokers</source>
            <translation>Kháng cống (抗贡): %1 có cả hai joker lớn</translation>
        </message>
        <message>
            <location line="+3" />
            <source>No tribute this hand; the Banker leads.</source>
            <translation>Ván này không có cống; người về nhất đánh trước.</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Tribute</source>
            <translation>Cống</translation>
        </message>
        <message>
            <location line="+27" />
            <source>You give %2 to %3</source>
            <translation>Bạn đưa %2 cho %3</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 gives %2 to %3</source>
            <translation>%1 đưa %2 cho %3</translation>
        </message>
        <message>
            <location line="+21" />
            <source>You return %2 to %3, face down</source>
            <translation>Bạn trả %2 cho %3, úp mặt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 returns %2 to %3, face down</source>
            <translation>%1 trả %2 cho %3, úp mặt</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 returns a card to %3, face down</source>
            <translation>%1 trả một lá cho %3, úp mặt</translation>
        </message>
        <message>
            <location line="+23" />
            <source>You drew the turned card and lead</source>
            <translation>Bạn bốc được lá lật và đánh trước</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 drew the turned card and leads</source>
            <translation>%1 bốc được lá lật và đánh trước</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You paid the tribute and lead</source>
            <translation>Bạn đã nộp cống và đánh trước</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 paid the tribute and leads</source>
            <translation>%1 đã nộp cống và đánh trước</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You, the Banker, lead (no tribute)</source>
            <translation>Bạn về nhất ván trước, đánh trước (không có cống)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1, the Banker, leads (no tribute)</source>
            <translation>%1 về nhất ván trước, đánh trước (không có cống)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lead</source>
            <translation>Bạn đánh trước</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 leads</source>
            <translation>%1 đánh trước</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hand %1</source>
            <translation>Ván %1</translation>
        </message>
        <message>
            <location line="+64" />
            <source>Pass</source>
            <translation>Bỏ lượt</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You go out: %2</source>
            <translation>Bạn hết bài: %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 goes out: %2</source>
            <translation>%1 hết bài: %2</translation>
        </message>
        <message>
            <location line="+13" />
            <source>%1 is out: the lead passes to you, the partner</source>
            <translation>%1 đã hết bài: quyền đánh trước chuyển cho bạn, đồng đội của họ</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You are out: the lead passes to your partner, %2</source>
            <translation>Bạn đã hết bài: quyền đánh trước chuyển cho đồng đội của bạn, %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is out: the lead passes to the partner, %2</source>
            <translation>%1 đã hết bài: quyền đánh trước chuyển cho đồng đội, %2</translation>
        </message>
        <message>
            <location line="+61" />
            <source>%1 win the hand at A</source>
            <translation>%1 thắng ván ở cấp A</translation>
        </message>
        <message>
            <location line="-48" />
            <source>Double Dweller</source>
            <translation>Cả đôi về bét</translation>
        </message>
        <message>
            <location line="+56" />
            <source>next hand at level %1</source>
            <translation>ván sau ở cấp %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 drop back to 2</source>
            <translation>%1 tụt về cấp 2</translation>
        </message>
        <message>
            <location line="-21" />
            <source>Levels: %1 at %2, %3 at %4</source>
            <translation>Cấp: %1 ở %2, %3 ở %4</translation>
        </message>
        <message>
            <location line="+25" />
            <source>%1 win the match!</source>
            <translation>%1 thắng trận!</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Game over</source>
            <translation>Hết trận</translation>
        </message>
    </context>
    <context>
        <name>GuandanPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_panel.py" line="+33" />
            <location line="+62" />
            <source>Sort by suit</source>
            <translation>Xếp theo chất</translation>
        </message>
        <message>
            <location line="-61" />
            <location line="+67" />
            <source>Arrange 理牌</source>
            <translation>Xếp 理牌</translation>
        </message>
        <message>
            <location line="-59" />
            <source>Cut the deck</source>
            <translation>Cắt bài</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+9" />
            <location line="+8" />
            <source>Show plays</source>
            <translation>Xem nước đi</translation>
        </message>
        <message>
            <location line="-16" />
            <location line="+9" />
            <location line="+8" />
            <source>Clear</source>
            <translation>Xóa chọn</translation>
        </message>
        <message>
            <location line="-16" />
            <source>Pass</source>
            <translation>Bỏ lượt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play</source>
            <translation>Đánh</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Pay tribute</source>
            <translation>Nộp cống</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Return this card</source>
            <translation>Trả lá này</translation>
        </message>
        <message>
            <location line="+35" />
            <source>Ungroup</source>
            <translation>Tách nhóm</translation>
        </message>
        <message>
            <location line="-25" />
            <source>Cancel</source>
            <translation>Hủy</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Sort by rank</source>
            <translation>Xếp theo số</translation>
        </message>
    </context>
    <context>
        <name>GuandanSelection</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_selection.py" line="+102" />
            <source>not a combination</source>
            <translation>không thành bộ</translation>
        </message>
        <message>
            <location line="+8" />
            <source>(or 1 other reading: you choose)</source>
            <translation>(hoặc 1 cách đọc khác: bạn chọn)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>(or %1 other readings: you choose)</source>
            <translation>(hoặc %1 cách đọc khác: bạn chọn)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>lead it</source>
            <translation>đánh trước</translation>
        </message>
        <message>
            <location line="+0" />
            <source>beats</source>
            <translation>chặn được</translation>
        </message>
        <message>
            <location line="+6" />
            <source>does not beat %1</source>
            <translation>không chặn được %1</translation>
        </message>
        <message>
            <location line="+16" />
            <source>choose one card</source>
            <translation>chọn một lá</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 is not your highest card</source>
            <translation>%1 không phải lá lớn nhất của bạn</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 may not be returned</source>
            <translation>%1 không được trả</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Pay %1 as tribute</source>
            <translation>Nộp %1 làm cống</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Return %1</source>
            <translation>Trả %1</translation>
        </message>
        <message>
            <location line="+52" />
            <source>Nothing in your hand beats it: pass.</source>
            <translation>Trong tay bạn không có gì chặn được: bỏ lượt.</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Space</source>
            <translation>Phím cách</translation>
        </message>
        <message>
            <location line="+2" />
            <source>play %1 of %2, cheapest first · %3: next</source>
            <translation>nước %1 / %2, rẻ nhất trước · %3: tiếp</translation>
        </message>
        <message>
            <location line="+96" />
            <source>←/→ move over your cards, ↑ picks one, ↓ puts it back; Enter plays.</source>
            <translation>←/→ đi qua các lá, ↑ chọn một lá, ↓ bỏ chọn; Enter để đánh.</translation>
        </message>
    </context>
    <context>
        <name>GuandanTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan.py" line="+157" />
            <source>turned card</source>
            <translation>lá lật</translation>
        </message>
        <message>
            <location line="+255" />
            <source>your partner</source>
            <translation>đồng đội của bạn</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Thinking…</source>
            <translation>Đang nghĩ…</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Tries at A: %1</source>
            <translation>Số lần thử ở cấp A: %1</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+44" />
            <source>Hand %1 · level %2</source>
            <translation>Ván %1 · cấp %2</translation>
        </message>
        <message>
            <location line="-37" />
            <source>yours</source>
            <translation>đội bạn</translation>
        </message>
        <message>
            <location line="+0" />
            <source>theirs</source>
            <translation>đội đối thủ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hand %1 · level %2 (%3)</source>
            <translation>Ván %1 · cấp %2 (%3)</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Wild cards: %1</source>
            <translation>Lá đa năng: %1</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Hand %1: the places</source>
            <translation>Ván %1: thứ tự về</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 win the match at A</source>
            <translation>%1 thắng trận ở cấp A</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Tribute</source>
            <translation>Cống</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Pass</source>
            <translation>Bỏ lượt</translation>
        </message>
    </context>
    <context>
        <name>GuandanWords</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_words.py" line="+47" />
            <source>Banker</source>
            <translation>Về nhất</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Follower</source>
            <translation>Về nhì</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Third</source>
            <translation>Về ba</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dweller</source>
            <translation>Về bét</translation>
        </message>
        <message>
            <location line="+20" />
            <source>1st</source>
            <translation>Nhất</translation>
        </message>
        <message>
            <location line="+0" />
            <source>2nd</source>
            <translation>Nhì</translation>
        </message>
        <message>
            <location line="+0" />
            <source>3rd</source>
            <translation>Ba</translation>
        </message>
        <message>
            <location line="+0" />
            <source>4th</source>
            <translation>Bét</translation>
        </message>
        <message>
            <location line="+5" />
            <source>big joker</source>
            <translation>joker lớn</translation>
        </message>
        <message>
            <location line="+0" />
            <source>small joker</source>
            <translation>joker nhỏ</translation>
        </message>
        <message>
            <location line="+15" />
            <location line="+5" />
            <source>%1 and %2</source>
            <translation>%1 và %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>more than %1</source>
            <translation>hơn %1</translation>
        </message>
        <message>
            <location line="+2" />
            <location filename="../../cardtable_qt/ui/tables/rummy.py" line="+427" />
            <source>1 card</source>
            <translation>1 lá</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 cards</source>
            <translation>%1 lá</translation>
        </message>
        <message>
            <location line="+7" />
            <source>+ %1 from %2</source>
            <translation>+ %1 từ %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1 climb 1 level</source>
            <translation>%1 lên 1 cấp</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 climb %2 levels</source>
            <translation>%1 lên %2 cấp</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Straight</source>
            <translation>Sảnh</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Straight flush</source>
            <translation>Thùng phá sảnh</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bomb</source>
            <translation>Bom</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Joker bomb</source>
            <translation>Bom tứ joker</translation>
        </message>
    </context>
    <context>
        <name>HandHistoryDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/hand_history.py" line="+67" />
            <source>%1 level</source>
            <translation>%1 cấp</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 levels</source>
            <translation>%1 cấp</translation>
        </message>
        <message>
            <location line="+5" />
            <source>1 point</source>
            <translation>1 điểm</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 points</source>
            <translation>%1 điểm</translation>
        </message>
        <message>
            <location line="+108" />
            <source>Hand history</source>
            <translation>Lịch sử ván</translation>
        </message>
        <message>
            <location line="-72" />
            <source>The game at the table</source>
            <translation>Ván đang chơi</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 · %2 · %3 (saved)</source>
            <translation>%1 · %2 · %3 (đã lưu)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Hands of:</source>
            <translation>Các ván của:</translation>
        </message>
        <message>
            <location line="+59" />
            <source>Hand</source>
            <translation>Ván</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Hand key</source>
            <translation>Mã ván</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Won by</source>
            <translation>Người thắng</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Your result</source>
            <translation>Kết quả của bạn</translation>
        </message>
        <message>
            <location line="-45" />
            <source>Replay</source>
            <translation>Xem lại</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Review</source>
            <translation>Phân tích</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Export…</source>
            <translation>Xuất…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Import…</source>
            <translation>Nhập…</translation>
        </message>
        <message>
            <location line="+59" />
            <source>nobody</source>
            <translation>không ai</translation>
        </message>
        <message>
            <location line="-8" />
            <source>The hand's own deal key</source>
            <translation>Mã chia bài riêng của ván</translation>
        </message>
        <message>
            <location line="-15" />
            <source>Deal history</source>
            <translation>Lịch sử ván bài</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Deal</source>
            <translation>Ván bài</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Deal key</source>
            <translation>Mã ván bài</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round history</source>
            <translation>Lịch sử vòng</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Round</source>
            <translation>Vòng</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Round key</source>
            <translation>Mã vòng</translation>
        </message>
        <message>
            <location line="+12" />
            <source>The deal's own shuffle key</source>
            <translation>Mã xáo bài riêng của ván</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The round's own deal key</source>
            <translation>Mã chia bài riêng của vòng</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Every finished deal of this game.</source>
            <translation>Mọi ván bài đã kết thúc của trò chơi này.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every finished round of this game.</source>
            <translation>Mọi vòng đã kết thúc của trò chơi này.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every finished hand of this game.</source>
            <translation>Mọi ván đã kết thúc của trò chơi này.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>No deal of this game has finished yet. Import… opens an exported deal.</source>
            <translation>Trò chơi này chưa có ván bài nào kết thúc. Nhập… để mở một ván bài đã xuất.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>No round of this game has finished yet. Import… opens an exported round.</source>
            <translation>Trò chơi này chưa có vòng nào kết thúc. Nhập… để mở một vòng đã xuất.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>No hand of this game has finished yet. Import… opens an exported hand.</source>
            <translation>Trò chơi này chưa có ván nào kết thúc. Nhập… để mở một ván đã xuất.</translation>
        </message>
        <message>
            <location line="+89" />
            <source>Deals (*.json)</source>
            <translation>Ván bài (*.json)</translation>
        </message>
        <message>
            <location line="-28" />
            <source>Export the round</source>
            <translation>Xuất vòng</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Rounds (*.json)</source>
            <translation>Vòng (*.json)</translation>
        </message>
        <message>
            <location line="-28" />
            <source>Export the hand</source>
            <translation>Xuất ván</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Export the deal</source>
            <translation>Xuất ván bài</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Hands (*.json)</source>
            <translation>Ván bài (*.json)</translation>
        </message>
        <message>
            <location line="-18" />
            <source>Export</source>
            <translation>Xuất</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Import a deal</source>
            <translation>Nhập một ván bài</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Import a round</source>
            <translation>Nhập một vòng</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Import a hand</source>
            <translation>Nhập một ván</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Import</source>
            <translation>Nhập</translation>
        </message>
    </context>
    <context>
        <name>HandResults</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/hand_results.py" line="+47" />
            <source>You won %1</source>
            <translation>Bạn thắng %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lost %1</source>
            <translation>Bạn thua %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You broke even</source>
            <translation>Bạn hòa vốn</translation>
        </message>
        <message>
            <location line="+22" />
            <source>%1 · cut in</source>
            <translation>%1 · tay chen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 · last leg</source>
            <translation>%1 · tay cuối</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 · your place</source>
            <translation>%1 · chỗ của bạn</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 · own place</source>
            <translation>%1 · chỗ riêng</translation>
        </message>
        <message>
            <location line="+5" />
            <source>beats the dealer's %1</source>
            <translation>thắng %1 của nhà cái</translation>
        </message>
        <message>
            <location line="+2" />
            <source>loses to the dealer's %1</source>
            <translation>thua %1 của nhà cái</translation>
        </message>
        <message>
            <location line="+2" />
            <source>ties with the dealer's %1</source>
            <translation>hòa %1 của nhà cái</translation>
        </message>
        <message>
            <location line="+4" />
            <source>beats the dealer</source>
            <translation>thắng nhà cái</translation>
        </message>
        <message>
            <location line="+1" />
            <source>loses to the dealer</source>
            <translation>thua nhà cái</translation>
        </message>
        <message>
            <location line="+1" />
            <source>ties with the dealer</source>
            <translation>hòa nhà cái</translation>
        </message>
        <message>
            <location line="+3" />
            <source>×%1</source>
            <translation>×%1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>bet %1</source>
            <translation>cược %1</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Dealer</source>
            <translation>Nhà cái</translation>
        </message>
        <message>
            <location line="+11" />
            <source>You won %1 this round</source>
            <translation>Vòng này bạn thắng %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>You lost %1 this round</source>
            <translation>Vòng này bạn thua %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Even this round</source>
            <translation>Vòng này hòa vốn</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Nobody bet: no cards this round</source>
            <translation>Không ai cược: vòng này không chia bài</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The round is over</source>
            <translation>Vòng chơi đã kết thúc</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Each hand against you, the dealer; the chips are what you paid or took.</source>
            <translation>Mỗi tay so với bạn, nhà cái; số xu là bạn trả hoặc thu.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Each hand against the dealer, %1; the chips are the hand's.</source>
            <translation>Mỗi tay đấu với nhà cái, %1; tiền là của từng tay.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The pot</source>
            <translation>Tiền cược</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Main pot</source>
            <translation>Pot chính</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Side pot %1</source>
            <translation>Pot phụ %1</translation>
        </message>
        <message>
            <location line="+18" />
            <source>you folded</source>
            <translation>bạn úp bài</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 folded</source>
            <translation>%1 úp bài</translation>
        </message>
        <message>
            <location line="+2" />
            <source>everyone else folded</source>
            <translation>mọi người khác úp bài</translation>
        </message>
        <message>
            <location line="+70" />
            <source>loses</source>
            <translation>thua</translation>
        </message>
        <message>
            <location line="+15" />
            <source>You put in %1 and took %2.</source>
            <translation>Bạn bỏ vào %1 và nhận về %2.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You put in %1.</source>
            <translation>Bạn bỏ vào %1.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The hand is over</source>
            <translation>Ván đã kết thúc</translation>
        </message>
        <message>
            <location line="+19" />
            <source>You took pots worth %2</source>
            <translation>Bạn ăn các pot, tổng %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You took the pot of %2</source>
            <translation>Bạn ăn pot %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 took pots worth %2</source>
            <translation>%1 ăn các pot, tổng %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 took the pot of %2</source>
            <translation>%1 ăn pot %2</translation>
        </message>
        <message>
            <location line="+3" />
            <source> (%1 pots)</source>
            <translation> (%1 pot)</translation>
        </message>
    </context>
    <context>
        <name>HelpDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/help.py" line="+117" />
            <source>CardTable help</source>
            <translation>Trợ giúp CardTable</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Rules</source>
            <translation>Luật chơi</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keyboard</source>
            <translation>Bàn phím</translation>
        </message>
        <message>
            <location line="+1" />
            <source>About</source>
            <translation>Giới thiệu</translation>
        </message>
        <message>
            <location line="+35" />
            <source>The rules of %1 are not installed.</source>
            <translation>Luật chơi của %1 chưa được cài đặt.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Finish the card animations at once</source>
            <translation>Cho các hiệu ứng lá bài chạy xong ngay</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Space or a click</source>
            <translation>Space hoặc bấm chuột</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move between your cards</source>
            <translation>Di chuyển giữa các lá của bạn</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Arrow keys</source>
            <translation>Phím mũi tên</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every button at the table</source>
            <translation>Mọi nút trên bàn chơi</translation>
        </message>
        <message>
            <location line="+0" />
            <source>The key shown on the button</source>
            <translation>Phím ghi trên nút</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hint: what the strongest AI would do in your place, and why</source>
            <translation>Gợi ý: máy mạnh nhất sẽ làm gì ở vị trí của bạn, và vì sao</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take the hint shown</source>
            <translation>Làm theo gợi ý</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Guandan: show your legal plays one by one (Show plays)</source>
            <translation>Guandan: xem lần lượt các nước bạn được đánh (Xem nước đi)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>What</source>
            <translation>Việc</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Key</source>
            <translation>Phím</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Show:</source>
            <translation>Xem:</translation>
        </message>
        <message>
            <location line="+3" />
            <source>What CardTable ships</source>
            <translation>Những gì CardTable mang theo</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Licence of %1</source>
            <translation>Giấy phép của %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>About Qt</source>
            <translation>Về Qt</translation>
        </message>
        <message>
            <location line="+12" />
            <source>The licence file is missing from this installation.</source>
            <translation>Bản cài đặt này thiếu tệp giấy phép.</translation>
        </message>
        <message>
            <location line="+7" />
            <location line="+21" />
            <source>MIT licence</source>
            <translation>Giấy phép MIT</translation>
        </message>
        <message>
            <location line="-19" />
            <source>The program, its rule texts and its card art (drawn by the project's own script, resources/cards).</source>
            <translation>Chương trình, các bài luật chơi và hình lá bài (vẽ bằng script riêng của dự án, resources/cards).</translation>
        </message>
        <message>
            <location line="+6" />
            <source>GNU LGPL v3</source>
            <translation>GNU LGPL phiên bản 3</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The Qt Company and the Qt for Python project; source at &lt;a href='https://code.qt.io'&gt;code.qt.io&lt;/a&gt;.</source>
            <translation>The Qt Company và dự án Qt for Python; mã nguồn tại &lt;a href='https://code.qt.io'&gt;code.qt.io&lt;/a&gt;.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>PSF licence</source>
            <translation>Giấy phép PSF</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Python Software Foundation.</source>
            <translation>Quỹ Phần mềm Python (Python Software Foundation).</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Finds the folders for settings and saved games.</source>
            <translation>Tìm các thư mục cho cài đặt và ván đã lưu.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>SIL Open Font License 1.1</source>
            <translation>Giấy phép SIL Open Font 1.1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Google and Adobe; the Chinese font is a subset. Text: resources/fonts/OFL.txt.</source>
            <translation>Google và Adobe; phông chữ tiếng Trung là một tập con. Văn bản: resources/fonts/OFL.txt.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>A card table for Guandan, Pok Deng, Xì tố and Indian Rummy, played against AI players, offline.</source>
            <translation>Bàn chơi bài Guandan, Pok Deng, Xì tố và Rummy Ấn Độ, đấu với người chơi máy, không cần mạng.</translation>
        </message>
    </context>
    <context>
        <name>Languages</name>
        <message>
            <location filename="../../cardtable_qt/ui/i18n.py" line="+38" />
            <source>English</source>
            <translation>Tiếng Anh</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Thai</source>
            <translation>Tiếng Thái</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Vietnamese</source>
            <translation>Tiếng Việt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hindi</source>
            <translation>Tiếng Hindi</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Chinese</source>
            <translation>Tiếng Trung</translation>
        </message>
    </context>
    <context>
        <name>LessonChooser</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/lessons.py" line="+34" />
            <source>Tutorial</source>
            <translation>Hướng dẫn</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Each lesson is played on the real table: do what the bubble asks, or press Show me. Choose a lesson and press Start.</source>
            <translation>Mỗi bài học diễn ra trên bàn chơi thật: làm theo lời nhắc trong bong bóng, hoặc bấm Chỉ cho tôi. Chọn một bài và bấm Bắt đầu.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Lesson</source>
            <translation>Bài học</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Done</source>
            <translation>Đã xong</translation>
        </message>
        <message>
            <location line="+0" />
            <source>What you learn</source>
            <translation>Bạn sẽ học</translation>
        </message>
        <message>
            <location line="+16" />
            <source>(no lessons yet)</source>
            <translation>(chưa có bài học)</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Start</source>
            <translation>Bắt đầu</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Continue where I stopped</source>
            <translation>Học tiếp chỗ đã dừng</translation>
        </message>
    </context>
    <context>
        <name>LoadDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/saves.py" line="+121" />
            <source>Load a saved game</source>
            <translation>Mở ván đã lưu</translation>
        </message>
        <message>
            <location line="+10" />
            <source>You have no saved games yet. Use Game ▸ Save As at a table.</source>
            <translation>Bạn chưa có ván nào được lưu. Tại bàn chơi, dùng Trò chơi ▸ Lưu thành.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Delete</source>
            <translation>Xóa</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Delete the selected saved game (Del)</source>
            <translation>Xóa ván đã lưu đang chọn (Del)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Open a file…</source>
            <translation>Mở tệp…</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Load</source>
            <translation>Mở</translation>
        </message>
        <message>
            <location line="+53" />
            <source>Press Delete again to delete “%1”.</source>
            <translation>Bấm Xóa lần nữa để xóa “%1”.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Open a saved game</source>
            <translation>Mở một ván đã lưu</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Saved games (*.json)</source>
            <translation>Ván đã lưu (*.json)</translation>
        </message>
    </context>
    <context>
        <name>LogPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/log_panel.py" line="+168" />
            <location line="+32" />
            <source>Game log</source>
            <translation>Nhật ký ván</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Fold the game log (%1)</source>
            <translation>Thu gọn nhật ký (%1)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Log</source>
            <translation>Nhật ký</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the game log (%1)</source>
            <translation>Mở nhật ký (%1)</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../cardtable_qt/ui/main_window.py" line="+150" />
            <location line="+103" />
            <source>Paused — press P to carry on</source>
            <translation>Tạm dừng — bấm P để chơi tiếp</translation>
        </message>
        <message>
            <location line="-28" />
            <source>&amp;Game</source>
            <translation>&amp;Trò chơi</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;New game…</source>
            <translation>Ván &amp;mới…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Continue</source>
            <translation>&amp;Chơi tiếp</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Save</source>
            <translation>Lư&amp;u</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save &amp;As…</source>
            <translation>Lưu thà&amp;nh…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Load…</source>
            <translation>Mở &amp;ván…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Pause</source>
            <translation>Tạm &amp;dừng</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Leave the table</source>
            <translation>&amp;Rời bàn</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Undo</source>
            <translation>Đ&amp;i lại</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Redo</source>
            <translation>&amp;Làm lại</translation>
        </message>
        <message>
            <location line="+84" />
            <source>Hand &amp;history</source>
            <translation>Lịch &amp;sử ván</translation>
        </message>
        <message>
            <location line="-6" />
            <source>Re&amp;view the last hand</source>
            <translation>&amp;Phân tích ván vừa rồi</translation>
        </message>
        <message>
            <location line="-74" />
            <source>T&amp;utorial…</source>
            <translation>&amp;Hướng dẫn…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>S&amp;tatistics</source>
            <translation>Thống &amp;kê</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Se&amp;ttings…</source>
            <translation>Cài đặ&amp;t…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Quit</source>
            <translation>Th&amp;oát</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Watch a demo</source>
            <translation>&amp;Xem chơi mẫu</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Help</source>
            <translation>Trợ &amp;giúp</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Rules</source>
            <translation>&amp;Luật chơi</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Phím tắt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;About CardTable</source>
            <translation>&amp;Giới thiệu CardTable</translation>
        </message>
        <message>
            <location line="+64" />
            <source>Re&amp;view the last deal</source>
            <translation>&amp;Phân tích ván bài vừa rồi</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Re&amp;view the last round</source>
            <translation>&amp;Phân tích vòng vừa rồi</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Deal &amp;history</source>
            <translation>Lịch &amp;sử ván bài</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round &amp;history</source>
            <translation>Lịch &amp;sử vòng</translation>
        </message>
        <message>
            <location line="+103" />
            <source>CardTable is already running here.</source>
            <translation>CardTable đang chạy ở đây rồi.</translation>
        </message>
        <message>
            <location line="+30" />
            <source>your last game</source>
            <translation>ván chơi gần nhất của bạn</translation>
        </message>
        <message>
            <location line="+7" />
            <source>%1 is not part of this version of CardTable yet.</source>
            <translation>%1 chưa có trong phiên bản CardTable này.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The table for %1 is not built yet; it comes in a later version. You can read its rules in Help ▸ Rules.</source>
            <translation>Bàn chơi %1 chưa làm xong; sẽ có ở phiên bản sau. Bạn có thể đọc luật chơi trong Trợ giúp ▸ Luật chơi.</translation>
        </message>
        <message>
            <location line="+48" />
            <source>The game could not start: %1</source>
            <translation>Không bắt đầu được ván chơi: %1</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The table for %1 is not built yet.</source>
            <translation>Bàn chơi %1 chưa làm xong.</translation>
        </message>
        <message>
            <location line="+43" />
            <source>seed %1</source>
            <translation>mã %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Replay</source>
            <translation>Xem lại</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Demo</source>
            <translation>Chơi mẫu</translation>
        </message>
        <message>
            <location line="+46" />
            <source>The game is over. Game ▸ New game to play again.</source>
            <translation>Ván chơi đã kết thúc. Trò chơi ▸ Ván mới để chơi lại.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>There is no game in progress to continue.</source>
            <translation>Không có ván nào đang chơi để tiếp tục.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The autosaved game</source>
            <translation>Ván tự lưu</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 is damaged and cannot be opened (%2).</source>
            <translation>%1 bị hỏng, không mở được (%2).</translation>
        </message>
        <message>
            <location line="+10" />
            <source>It was kept aside, unchanged, as %1.</source>
            <translation>Tệp đã được cất riêng, không đổi, với tên %1.</translation>
        </message>
        <message>
            <location line="+42" />
            <source>Saved as “%1”.</source>
            <translation>Đã lưu thành “%1”.</translation>
        </message>
        <message>
            <location line="+38" />
            <source>The saved game “%1”</source>
            <translation>Ván đã lưu “%1”</translation>
        </message>
        <message>
            <location line="+14" />
            <source>There is no table for %1 yet, so there is no demo of it.</source>
            <translation>%1 chưa có bàn chơi nên chưa có chơi mẫu.</translation>
        </message>
        <message>
            <location line="+16" />
            <source>The demo could not start: %1</source>
            <translation>Không bắt đầu được chơi mẫu: %1</translation>
        </message>
        <message>
            <location line="+92" />
            <source>No deal of this game has finished yet.</source>
            <translation>Trò chơi này chưa có ván bài nào kết thúc.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No round of this game has finished yet.</source>
            <translation>Trò chơi này chưa có vòng nào kết thúc.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No hand of this game has finished yet.</source>
            <translation>Trò chơi này chưa có ván nào kết thúc.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/new_game.py" line="+59" />
            <source>Easy</source>
            <translation>Dễ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a casual player: sensible, with the odd slip</source>
            <translation>người chơi thường: biết chơi, thỉnh thoảng sơ suất</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Standard</source>
            <translation>Vừa</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a steady, sound player: the usual opponent</source>
            <translation>người chơi vững vàng: đối thủ thông thường</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Hard</source>
            <translation>Khó</translation>
        </message>
        <message>
            <location line="+1" />
            <source>plans ahead and counts the cards it has seen</source>
            <translation>tính trước và đếm những lá đã thấy</translation>
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
            <translation>Bạn</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/new_game.py" line="+1" />
            <location line="+1" />
            <source>AI player</source>
            <translation>Người chơi máy</translation>
        </message>
        <message>
            <location line="+78" />
            <source>New game: %1</source>
            <translation>Ván mới: %1</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Stakes</source>
            <translation>Tiền cược</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rules</source>
            <translation>Luật chơi</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Starting a new game replaces the game you could continue (%1). To keep that one, cancel, continue it and use Game ▸ Save As.</source>
            <translation>Bắt đầu ván mới sẽ thay thế ván bạn đang có thể chơi tiếp (%1). Muốn giữ ván đó, hãy hủy, chơi tiếp rồi dùng Trò chơi ▸ Lưu thành.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Allow undo</source>
            <translation>Cho phép đi lại</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Lets you take back your last decision (Ctrl+Z) within a hand; the results of a game where you did are marked in the statistics</source>
            <translation>Cho bạn lấy lại quyết định cuối (Ctrl+Z) trong một ván; kết quả của trò chơi có đi lại được đánh dấu trong thống kê</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Remember these rules as my defaults</source>
            <translation>Ghi nhớ các luật này làm mặc định</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Reset rules</source>
            <translation>Đặt lại luật</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Put every rule option back to the game's default</source>
            <translation>Đưa mọi tùy chọn luật về mặc định của trò chơi</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Start</source>
            <translation>Bắt đầu</translation>
        </message>
        <message>
            <location line="+39" />
            <source>Seat %1</source>
            <translation>Ghế %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Players</source>
            <translation>Người chơi</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Seats at the table</source>
            <translation>Các ghế tại bàn</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Who</source>
            <translation>Ai</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Name</source>
            <translation>Tên</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Level</source>
            <translation>Trình độ</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Play passes to the right (counter-clockwise); seat 1 sits at the bottom.</source>
            <translation>Lượt đi sang phải (ngược chiều kim đồng hồ); ghế 1 ngồi ở dưới cùng.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Deal</source>
            <translation>Chia bài</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Seed</source>
            <translation>Mã chia bài</translation>
        </message>
        <message>
            <location line="+4" />
            <source>random</source>
            <translation>ngẫu nhiên</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The same seed and the same moves give the same deals; leave empty for new ones.</source>
            <translation>Cùng mã và cùng các nước đi sẽ cho cùng những ván bài; để trống để có ván mới.</translation>
        </message>
        <message>
            <location line="+53" />
            <source>These options do not go together: %1</source>
            <translation>Các tùy chọn này không đi cùng nhau được: %1</translation>
        </message>
    </context>
    <context>
        <name>OptionsForm</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/options_form.py" line="+75" />
            <location line="+93" />
            <source>Off</source>
            <translation>Tắt</translation>
        </message>
        <message>
            <location line="-91" />
            <source>Yes</source>
            <translation>Có</translation>
        </message>
        <message>
            <location line="+2" />
            <source>No</source>
            <translation>Không</translation>
        </message>
        <message>
            <location line="+60" />
            <source>This game has no rule options.</source>
            <translation>Trò chơi này không có tùy chọn luật.</translation>
        </message>
    </context>
    <context>
        <name>PokDengDecisions</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/pokdeng_decisions.py" line="+49" />
            <source>The session is over.</source>
            <translation>Buổi chơi đã kết thúc.</translation>
        </message>
        <message>
            <location line="+21" />
            <source>You are the dealer with %1: draw a card or stand.</source>
            <translation>Bạn là nhà cái với %1: rút thêm lá hoặc dừng.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Your hand at %2: %1. Draw a third card or stand?</source>
            <translation>Bài của bạn ở %2: %1. Rút lá thứ ba hay dừng?</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Your hand at %2: %1. Under 4 points you must draw (table rule).</source>
            <translation>Bài của bạn ở %2: %1. Dưới 4 điểm phải rút (luật bàn).</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Your hand: %1. Draw a third card or stand?</source>
            <translation>Bài của bạn: %1. Rút lá thứ ba hay dừng?</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your hand: %1. Under 4 points you must draw (table rule).</source>
            <translation>Bài của bạn: %1. Dưới 4 điểm bạn phải rút (luật bàn).</translation>
        </message>
        <message>
            <location line="+10" />
            <source>You are the dealer with %1. Catch (จับ): settle now against the hands of two or three cards, or go on.</source>
            <translation>Bạn là nhà cái với %1. Bắt: tính tiền ngay với các tay hai hoặc ba lá, hoặc chơi tiếp.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The bank is yours if you want it (you have %1 chips).</source>
            <translation>Bạn có thể làm cái nếu muốn (bạn có %1 xu).</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You hold the bank. Deal another round, or announce your stop: the bank passes three rounds later.</source>
            <translation>Bạn đang làm cái. Chia vòng nữa, hoặc báo nghỉ cái: cái sẽ chuyển sau ba vòng nữa.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Re-buy %1 chips</source>
            <translation>Mua %1 xu</translation>
        </message>
        <message>
            <location line="+38" />
            <source>Deal</source>
            <translation>Chia bài</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Sit out</source>
            <translation>Nghỉ vòng</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Your bets are on the table. Open another hand (click a free place) or deal.</source>
            <translation>Tiền cược của bạn đã đặt. Mở thêm tay (bấm vào chỗ trống) hoặc chia bài.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Your bets are on the table. Deal when you are ready.</source>
            <translation>Tiền cược của bạn đã đặt. Chia bài khi bạn sẵn sàng.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Place your bet: choose the amount, then click a free place (or press B).</source>
            <translation>Đặt cược: chọn số xu, rồi bấm một chỗ trống (hoặc B).</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Bet at your place</source>
            <translation>Cược ở chỗ của bạn</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Bet on the cut in</source>
            <translation>Cược tay chen</translation>
        </message>
        <message>
            <location line="+7" />
            <source>the cut in</source>
            <translation>tay chen</translation>
        </message>
        <message>
            <location line="+52" />
            <source>%1 is placing bets…</source>
            <translation>%1 đang đặt cược…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 decides: draw or stand…</source>
            <translation>%1 đang quyết định: rút hay dừng…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1, the dealer, decides whether to catch…</source>
            <translation>Nhà cái %1 đang quyết định có bắt không…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1, the dealer, decides whether to draw…</source>
            <translation>Nhà cái %1 đang quyết định có rút không…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is thinking…</source>
            <translation>%1 đang nghĩ…</translation>
        </message>
        <message>
            <location line="+53" />
            <source>at your place</source>
            <translation>ở chỗ của bạn</translation>
        </message>
        <message>
            <location line="+4" />
            <source>on the cut in</source>
            <translation>ở tay chen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bet %1 %2</source>
            <translation>Cược %1 %2</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Draw a card</source>
            <translation>Rút bài</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stand</source>
            <translation>Dừng</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No catch</source>
            <translation>Không bắt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take the bank</source>
            <translation>Làm cái</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Let the bank pass</source>
            <translation>Không làm cái</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deal another round</source>
            <translation>Chia vòng nữa</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Announce your stop</source>
            <translation>Báo nghỉ cái</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Re-buy</source>
            <translation>Mua thêm</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave the table</source>
            <translation>Rời bàn</translation>
        </message>
        <message>
            <location line="+58" />
            <source>Bet at: %1 (Enter to place it)</source>
            <translation>Cược ở: %1 (Enter để đặt)</translation>
        </message>
        <message>
            <location line="-183" />
            <location line="+212" />
            <source>your place</source>
            <translation>chỗ của bạn</translation>
        </message>
        <message>
            <location line="-377" />
            <source>The demo is over: this was its last round.</source>
            <translation>Phần trình diễn đã hết: đây là vòng cuối.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Review this round</source>
            <translation>Phân tích vòng này</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The replay is at the round's end. Back steps through it again.</source>
            <translation>Đã xem lại đến cuối vòng. Bấm Lùi để xem lại từng bước.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The round is over. Next (N), Space or a click goes on.</source>
            <translation>Vòng đã kết thúc. Tiếp (N), Space hoặc bấm chuột để đi tiếp.</translation>
        </message>
        <message>
            <location line="+82" />
            <source>You are out of chips: you have %1, and you need 5× the minimum bet (%2) to play, since a hand can cost five times its bet. Re-buy, or leave the table?</source>
            <translation>Hết xu: bạn có %1, cần gấp 5 lần cược tối thiểu (%2) mới được chơi, vì một tay có thể mất gấp năm lần tiền cược. Mua thêm, hay rời bàn?</translation>
        </message>
        <message>
            <location line="+61" />
            <source>Bet on the last leg</source>
            <translation>Cược tay cuối</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Bet at the place ringed in gold: %1</source>
            <translation>Cược ở chỗ viền vàng: %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>the last leg</source>
            <translation>tay cuối</translation>
        </message>
        <message>
            <location line="+10" />
            <source>No other hand for you this round</source>
            <translation>Vòng này bạn không mở thêm tay</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You sit this round out</source>
            <translation>Vòng này bạn ngồi ngoài</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The dealer's %1 chips cover %2 in bets (a hand can cost five times its bet), and %3 are bet already.</source>
            <translation>%1 xu của nhà cái chỉ đủ nhận %2 tiền cược (một tay có thể mất gấp năm lần), và đã cược %3.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Your %1 chips cover %2 in bets (a hand can cost five times its bet), and you have bet %3.</source>
            <translation>%1 xu của bạn chỉ đủ cho %2 tiền cược (một tay có thể mất gấp năm lần), và bạn đã cược %3.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You need 5× the minimum bet (%1) to play.</source>
            <translation>Cần gấp 5 lần cược tối thiểu (%1) mới được chơi.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>No place is free for another hand.</source>
            <translation>Không còn chỗ trống cho tay khác.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1. %2</source>
            <translation>%1. %2</translation>
        </message>
        <message>
            <location line="+65" />
            <source>on the last leg</source>
            <translation>ở tay cuối</translation>
        </message>
        <message>
            <location line="+103" />
            <source>Your hand (%1): %2 — %3, bet %4</source>
            <translation>Tay của bạn (%1): %2 — %3, cược %4</translation>
        </message>
    </context>
    <context>
        <name>PokDengEvents</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/pokdeng_events.py" line="+58" />
            <location line="+323" />
            <source>Dealer</source>
            <translation>Nhà cái</translation>
        </message>
        <message>
            <location line="-271" />
            <location line="+235" />
            <source>Sits out</source>
            <translation>Nghỉ vòng</translation>
        </message>
        <message>
            <location line="-208" />
            <source>Nobody bet: no cards this round</source>
            <translation>Không ai cược: vòng này không chia bài</translation>
        </message>
        <message>
            <location line="+38" />
            <source>Draws</source>
            <translation>Rút</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+2" />
            <location line="+2" />
            <source>Stands</source>
            <translation>Dừng</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The dealer catches the three-card hands</source>
            <translation>Nhà cái bắt các tay ba lá</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The dealer catches the two-card hands</source>
            <translation>Nhà cái bắt các tay hai lá</translation>
        </message>
        <message>
            <location line="+4" />
            <source>No catch</source>
            <translation>Không bắt</translation>
        </message>
        <message>
            <location line="+11" />
            <source>tie</source>
            <translation>hòa</translation>
        </message>
        <message>
            <location line="+104" />
            <source>You won %1 this round</source>
            <translation>Vòng này bạn thắng %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lost %1 this round</source>
            <translation>Vòng này bạn thua %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Even this round</source>
            <translation>Vòng này hòa vốn</translation>
        </message>
        <message>
            <location line="+48" />
            <source>Re-bought</source>
            <translation>Đã mua thêm</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Left the table</source>
            <translation>Đã rời bàn</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Let the bank pass</source>
            <translation>Không làm cái</translation>
        </message>
        <message>
            <location line="+11" />
            <source>%1 takes the bank</source>
            <translation>%1 làm cái</translation>
        </message>
        <message>
            <location line="+0" />
            <source>You take the bank</source>
            <translation>Bạn làm cái</translation>
        </message>
        <message>
            <location line="+13" />
            <source>You will give up the bank after %2 rounds</source>
            <translation>Bạn sẽ thôi làm cái sau %2 vòng</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 will give up the bank after %2 rounds</source>
            <translation>%1 sẽ thôi làm cái sau %2 vòng</translation>
        </message>
        <message>
            <location line="+2" />
            <source>This round is the first of them.</source>
            <translation>Vòng này là vòng đầu tiên trong số đó.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The session is over: you are %1 chips up</source>
            <translation>Buổi chơi kết thúc: bạn lời %1 xu</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The session is over: you are %1 chips down</source>
            <translation>Buổi chơi kết thúc: bạn lỗ %1 xu</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The session is over: you broke even</source>
            <translation>Buổi chơi kết thúc: bạn hòa vốn</translation>
        </message>
    </context>
    <context>
        <name>PokDengPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/pokdeng_panel.py" line="+34" />
            <source>+min</source>
            <translation>+tối thiểu</translation>
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
            <translation>Xóa</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Last bet</source>
            <translation>Cược lại</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bet at your place</source>
            <translation>Cược ở chỗ bạn</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deal</source>
            <translation>Chia bài</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Draw a card</source>
            <translation>Rút bài</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stand</source>
            <translation>Dừng</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Catch two-card hands</source>
            <translation>Bắt tay 2 lá</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Catch three-card hands</source>
            <translation>Bắt tay 3 lá</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No catch</source>
            <translation>Không bắt</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Take the bank</source>
            <translation>Làm cái</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Let the bank pass</source>
            <translation>Cho qua</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Announce your stop</source>
            <translation>Báo nghỉ cái</translation>
        </message>
        <message>
            <location line="-1" />
            <source>Deal another round</source>
            <translation>Chia vòng nữa</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Re-buy</source>
            <translation>Mua thêm</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave the table</source>
            <translation>Rời bàn</translation>
        </message>
        <message>
            <location line="+13" />
            <source>From %1 to %2 chips on one hand</source>
            <translation>Từ %1 đến %2 xu cho một tay</translation>
        </message>
    </context>
    <context>
        <name>PokDengTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/pokdeng.py" line="+467" />
            <source>cut in</source>
            <translation>tay chen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>last leg</source>
            <translation>tay cuối</translation>
        </message>
        <message>
            <location line="+1" />
            <source>dealer</source>
            <translation>nhà cái</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Your place</source>
            <translation>Chỗ của bạn</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Place</source>
            <translation>Chỗ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Last leg
(after the dealer)</source>
            <translation>Tay cuối
(sau nhà cái)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cut in</source>
            <translation>Chen tay</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Dealer</source>
            <translation>Nhà cái</translation>
        </message>
        <message>
            <location line="+99" />
            <source>Round %1 · Dealer: %2 · bets %3–%4</source>
            <translation>Vòng %1 · Nhà cái: %2 · cược %3–%4</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Your bankroll %1</source>
            <translation>Vốn của bạn %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source> (%1 on the table)</source>
            <translation> (%1 trên bàn)</translation>
        </message>
        <message>
            <location line="+2" />
            <source> (%1 re-bought)</source>
            <translation> (đã mua thêm %1)</translation>
        </message>
        <message>
            <location line="+5" />
            <source> · last round %1</source>
            <translation> · vòng trước %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The bank passes after this round</source>
            <translation>Nhà cái đổi sau vòng này</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The bank passes after %1 rounds</source>
            <translation>Nhà cái đổi sau %1 vòng</translation>
        </message>
    </context>
    <context>
        <name>ReplayBar</name>
        <message>
            <location filename="../../cardtable_qt/ui/replay_bar.py" line="+49" />
            <source>◀ Back</source>
            <translation>◀ Lùi</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+86" />
            <source>Play</source>
            <translation>Phát</translation>
        </message>
        <message>
            <location line="-84" />
            <source>Forward ▶</source>
            <translation>Tới ▶</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Jump to a decision…</source>
            <translation>Nhảy tới một quyết định…</translation>
        </message>
        <message>
            <location line="+19" />
            <source>As you saw it</source>
            <translation>Góc nhìn của bạn</translation>
        </message>
        <message>
            <location line="+2" />
            <source>As %1 saw it</source>
            <translation>Góc nhìn của %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>All cards face up</source>
            <translation>Lật ngửa mọi lá</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Show every player's cards (Ctrl+U), or only what the chosen seat saw</source>
            <translation>Hiện bài của mọi người (Ctrl+U), hoặc chỉ những gì ghế đã chọn nhìn thấy</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Step %1 of %2</source>
            <translation>Bước %1 / %2</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Pause</source>
            <translation>Tạm dừng</translation>
        </message>
    </context>
    <context>
        <name>ReplayDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/replay_dialog.py" line="+37" />
            <source>Replay of deal %1</source>
            <translation>Xem lại ván bài %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Replay of round %1</source>
            <translation>Xem lại vòng %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Replay of hand %1</source>
            <translation>Xem lại ván %1</translation>
        </message>
    </context>
    <context>
        <name>ReplayWords</name>
        <message>
            <location filename="../../cardtable_qt/ui/replay_words.py" line="+28" />
            <source>%1 bet %2</source>
            <translation>%1 đã cược %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 finished betting</source>
            <translation>%1 đã cược xong</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 drew a card</source>
            <translation>%1 đã rút một lá</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 stood</source>
            <translation>%1 đã dừng</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 caught the hands of %2 cards</source>
            <translation>%1 đã bắt các tay %2 lá</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 caught no one</source>
            <translation>%1 đã không bắt ai</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+22" />
            <source>%1 bought chips</source>
            <translation>%1 đã mua xu</translation>
        </message>
        <message>
            <location line="-21" />
            <source>%1 took the bank</source>
            <translation>%1 đã nhận làm cái</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 let the bank pass</source>
            <translation>%1 đã không nhận làm cái</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 dealt another round</source>
            <translation>%1 đã làm cái thêm một vòng</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 left the table</source>
            <translation>%1 đã rời bàn</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 cut the deck</source>
            <translation>%1 đã cắt bài</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 played %2</source>
            <translation>%1 đã đánh %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 passed</source>
            <translation>%1 đã bỏ lượt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 paid %2 as tribute</source>
            <translation>%1 đã nộp %2 làm cống</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 returned a card</source>
            <translation>%1 đã trả một lá</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 packed</source>
            <translation>%1 đã bỏ ván</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 drew from the stock</source>
            <translation>%1 đã bốc từ nọc</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 took a card from the discard pile</source>
            <translation>%1 đã ăn một lá từ chồng bài bỏ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 discarded %2</source>
            <translation>%1 đã bỏ %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 declared</source>
            <translation>%1 đã ù</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 bet %2 (tố)</source>
            <translation>%1 đã tố %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 called (theo)</source>
            <translation>%1 đã theo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 raised by %2 (tố thêm)</source>
            <translation>%1 đã tố thêm %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 folded (úp bài)</source>
            <translation>%1 đã úp bài</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 sat out</source>
            <translation>%1 đã nghỉ ván này</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Press Play (%1) to watch the round.</source>
            <translation>Bấm Phát (%1) để xem vòng này.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Press Play (%1) to watch the deal.</source>
            <translation>Bấm Phát (%1) để xem ván này.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Press Play (%1) to watch the hand.</source>
            <translation>Bấm Phát (%1) để xem ván này.</translation>
        </message>
        <message>
            <location line="+31" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location line="+15" />
            <source>The replay is starting…</source>
            <translation>Đang bắt đầu xem lại…</translation>
        </message>
    </context>
    <context>
        <name>ResultHold</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/result_hold.py" line="+107" />
            <location filename="../../cardtable_qt/ui/tables/rummy_sheet.py" line="+66" />
            <source>Hide</source>
            <translation>Ẩn</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Next</source>
            <translation>Tiếp</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/table/game_table.py" line="-189" />
            <source>The replay is at the hand's end. Back steps through it again.</source>
            <translation>Đã xem lại đến cuối ván. Bấm Lùi để xem lại từng bước.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The hand is over. Next (N), Space or a click goes on.</source>
            <translation>Ván đã kết thúc. Tiếp (N), Space hoặc bấm chuột để đi tiếp.</translation>
        </message>
    </context>
    <context>
        <name>ResultSheet</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/result_sheet.py" line="+273" />
            <source>Review this hand</source>
            <translation>Phân tích ván này</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Next deal</source>
            <translation>Ván tiếp</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Close</source>
            <translation>Đóng</translation>
        </message>
    </context>
    <context>
        <name>ResultsChart</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/results_chart.py" line="+67" />
            <source>No results yet: play a game first.</source>
            <translation>Chưa có kết quả: hãy chơi một ván trước đã.</translation>
        </message>
        <message>
            <location line="+40" />
            <source>older</source>
            <translation>cũ hơn</translation>
        </message>
        <message>
            <location line="+1" />
            <source>latest</source>
            <translation>mới nhất</translation>
        </message>
    </context>
    <context>
        <name>ReviewDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/review_dialog.py" line="+44" />
            <source>chips</source>
            <translation>xu</translation>
        </message>
        <message>
            <location line="+1" />
            <source>plan points</source>
            <translation>điểm kế hoạch</translation>
        </message>
        <message>
            <location line="+1" />
            <source>penalty points</source>
            <translation>điểm phạt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>agreement</source>
            <translation>độ trùng khớp</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bets</source>
            <translation>mức cược</translation>
        </message>
        <message>
            <location line="+1" />
            <source>percentage points of the chance to take the hand</source>
            <translation>điểm phần trăm cơ hội đội bạn thắng ván</translation>
        </message>
        <message>
            <location line="+87" />
            <source>Review of hand %1</source>
            <translation>Phân tích ván %1</translation>
        </message>
        <message>
            <location line="+136" />
            <source>When</source>
            <translation>Lúc</translation>
        </message>
        <message>
            <location line="-138" />
            <source>Review of deal %1</source>
            <translation>Phân tích ván bài %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Review of round %1</source>
            <translation>Phân tích vòng %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Looking at your decisions…</source>
            <translation>Đang xem các quyết định của bạn…</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Cancel the review</source>
            <translation>Hủy phân tích</translation>
        </message>
        <message>
            <location line="+126" />
            <source>You did</source>
            <translation>Bạn đã đi</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The AI would</source>
            <translation>Máy sẽ đi</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Yours</source>
            <translation>Của bạn</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The AI's</source>
            <translation>Của máy</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cost</source>
            <translation>Thiệt hại</translation>
        </message>
        <message>
            <location line="-109" />
            <source>Replay from here</source>
            <translation>Xem lại từ đây</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The review was cancelled.</source>
            <translation>Đã hủy phân tích.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The review could not be made: %1</source>
            <translation>Không phân tích được: %1</translation>
        </message>
        <message>
            <location line="+26" />
            <source>costly</source>
            <translation>gây thiệt</translation>
        </message>
        <message>
            <location line="+31" />
            <source>%1 of your %2 decisions agree with the AI (%3); %4, costing about %5 (%6) together. Double-click a decision to replay it.</source>
            <translation>%1 trong %2 quyết định của bạn giống máy (%3); %4, tổng thiệt hại khoảng %5 (%6). Bấm đúp vào một quyết định để xem lại.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 of your %2 decisions agree with the AI (%3); %4; estimated cost %5 (%6). Double-click a decision to replay it.</source>
            <translation>%1 trong %2 quyết định của bạn giống máy (%3); %4; thiệt hại ước tính %5 (%6). Bấm đúp vào một quyết định để xem lại.</translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>%n costly</source>
            <comment>decisions</comment>
            <translation>
                <numerusform>%n quyết định gây thiệt</numerusform>
            </translation>
        </message>
        <message>
            <location line="-2" />
            <source>the hard AI</source>
            <translation>máy khó</translation>
        </message>
        <message>
            <location line="+0" />
            <source>the basic AI</source>
            <translation>máy cơ bản</translation>
        </message>
    </context>
    <context>
        <name>ReviewRows</name>
        <message>
            <location filename="../../cardtable_qt/review/rows.py" line="+37" />
            <source>% of your bet</source>
            <translation>% tiền cược của bạn</translation>
        </message>
        <message>
            <location line="+1" />
            <source>% chance to take the hand</source>
            <translation>% cơ hội đội bạn thắng ván</translation>
        </message>
        <message>
            <location line="+1" />
            <source>chips</source>
            <translation>xu</translation>
        </message>
        <message>
            <location line="+1" />
            <source>penalty points</source>
            <translation>điểm phạt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>plan points</source>
            <translation>điểm kế hoạch</translation>
        </message>
        <message>
            <location line="+1" />
            <source>agreement</source>
            <translation>độ trùng khớp</translation>
        </message>
        <message>
            <location line="+57" />
            <source>%1 %</source>
            <translation>%1%</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Round %1 · your bet</source>
            <translation>Vòng %1 · tiền cược của bạn</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Round %1 · draw or stand</source>
            <translation>Vòng %1 · rút hay dừng</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Round %1 · catch</source>
            <translation>Vòng %1 · bắt</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Round %1 · the bank</source>
            <translation>Vòng %1 · làm cái</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Tribute</source>
            <translation>Cống</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Return tribute</source>
            <translation>Trả cống</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Trick %1 · you led</source>
            <translation>Vòng %1 · bạn đánh trước</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Trick %1 · to beat %2</source>
            <translation>Vòng %1 · phải chặn %2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Turn %1 · draw</source>
            <translation>Lượt %1 · bốc</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Turn %1 · discard</source>
            <translation>Lượt %1 · bỏ bài</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Street %1 · facing a bet of %2</source>
            <translation>Vòng %1 · có người tố %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Street %1 · no bet yet</source>
            <translation>Vòng %1 · chưa ai tố</translation>
        </message>
        <message>
            <location line="+10" />
            <source>bet %1 on your place</source>
            <translation>cược %1 ở chỗ của bạn</translation>
        </message>
        <message>
            <location line="+2" />
            <source>bet %1 on the last leg</source>
            <translation>cược %1 ở tay cuối</translation>
        </message>
        <message>
            <location line="+2" />
            <source>bet %1 to cut in</source>
            <translation>cược %1 chen tay</translation>
        </message>
        <message>
            <location line="+3" />
            <source>take %1 from the discard pile</source>
            <translation>ăn %1 từ chồng bài bỏ</translation>
        </message>
        <message>
            <location line="+4" />
            <source>call %1 (theo)</source>
            <translation>theo %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>pass</source>
            <translation>bỏ lượt</translation>
        </message>
        <message>
            <location line="+17" />
            <source>The AI's choice is better: %1</source>
            <translation>Cách của máy tốt hơn: %1</translation>
        </message>
        <message>
            <location line="+20" />
            <source>a forced move</source>
            <translation>một nước bắt buộc</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 forced moves</source>
            <translation>%1 nước bắt buộc</translation>
        </message>
        <message>
            <location line="+2" />
            <source>a near-tie</source>
            <translation>một nước gần ngang</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 near-ties</source>
            <translation>%1 nước gần ngang</translation>
        </message>
        <message>
            <location line="+23" />
            <source>the same</source>
            <translation>giống nhau</translation>
        </message>
    </context>
    <context>
        <name>RummyDecisions</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_decisions.py" line="+34" />
            <source>The replay is at the deal's end. Back steps through it again.</source>
            <translation>Đã xem lại đến cuối ván. Bấm Lùi để xem lại từng bước.</translation>
        </message>
        <message>
            <location line="+34" />
            <source>The match is over: the sheet shows how it ended.</source>
            <translation>Trận đấu đã kết thúc: bảng điểm cho biết kết quả.</translation>
        </message>
        <message>
            <location line="-39" />
            <source>The demo is over: this was its last deal.</source>
            <translation>Phần trình diễn đã hết: đây là ván cuối.</translation>
        </message>
        <message>
            <location line="+43" />
            <source>The deal is over: the next one starts in a moment.</source>
            <translation>Ván đã kết thúc: ván sau bắt đầu ngay.</translation>
        </message>
        <message>
            <location line="-37" />
            <source>The deal is over. Read the sheet, then Next deal (N).</source>
            <translation>Ván đã kết thúc. Xem bảng điểm, rồi Ván tiếp (N).</translation>
        </message>
        <message>
            <location line="+44" />
            <source>The match is over. Scores (C) shows the whole match.</source>
            <translation>Trận đấu đã kết thúc. Bảng điểm (C) cho xem cả trận.</translation>
        </message>
        <message>
            <location line="+17" />
            <location line="+230" />
            <source>Take %1</source>
            <translation>Ăn %1</translation>
        </message>
        <message>
            <location line="-230" />
            <source>Take</source>
            <translation>Ăn bài</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Confirm pack (%1)</source>
            <translation>Xác nhận bỏ (%1)</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Pack (%1)</source>
            <translation>Bỏ ván (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 points</source>
            <translation>%1 điểm</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Pack for %1 points? Press Pack again to confirm.</source>
            <translation>Bỏ ván mất %1 điểm? Bấm Bỏ ván lần nữa để xác nhận.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your turn: draw from the stock or take %2, or pack (%1 points).</source>
            <translation>Lượt bạn: bốc nọc hoặc ăn %2, hoặc bỏ ván (%1 điểm).</translation>
        </message>
        <message>
            <location line="+12" />
            <location line="+214" />
            <source>Discard %1</source>
            <translation>Đánh %1</translation>
        </message>
        <message>
            <location line="-212" />
            <source>Discard</source>
            <translation>Đánh</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You can declare! Auto-arrange (A) lays your groups out, then Declare (E).</source>
            <translation>Bạn ù được! Tự xếp (A) bày các nhóm, rồi Ù (E).</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Discard a card: click it, then Discard (D).</source>
            <translation>Đánh một lá: bấm vào lá đó, rồi Đánh (D).</translation>
        </message>
        <message>
            <location line="+34" />
            <source>You can declare</source>
            <translation>Bạn ù được</translation>
        </message>
        <message>
            <location line="+4" />
            <source>You are playing…</source>
            <translation>Bạn đang chơi…</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 is playing…</source>
            <translation>%1 đang chơi…</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You are out of the match</source>
            <translation>Bạn đã bị loại khỏi trận</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You packed: you are dealt in again next deal</source>
            <translation>Bạn đã bỏ ván: ván sau bạn được chia bài lại</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Choose the card to discard: click it (or reach it with the arrow keys).</source>
            <translation>Chọn lá để đánh: bấm vào lá đó (hoặc dùng phím mũi tên).</translation>
        </message>
        <message>
            <location line="+41" />
            <source>Choose the card to lay face down: select it (or leave it as your only ungrouped card), then Declare.</source>
            <translation>Chọn lá để úp xuống: chọn nó (hoặc để nó là lá duy nhất chưa ghép), rồi bấm Ù.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>This grouping is not valid, but your hand can be declared: Auto-arrange (A) shows how.</source>
            <translation>Cách xếp này chưa hợp lệ, nhưng bài bạn ù được: Tự xếp (A) sẽ chỉ cách.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>That declaration is not valid: see why above your hand.</source>
            <translation>Ù như vậy không hợp lệ: xem lý do phía trên bài của bạn.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Your hand cannot declare yet: %1. Discard a card.</source>
            <translation>Bài của bạn chưa Ù được: %1. Hãy đánh một lá.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>no pure sequence yet</source>
            <translation>chưa có sảnh thuần</translation>
        </message>
        <message>
            <location line="+2" />
            <source>no second sequence yet</source>
            <translation>chưa có sảnh thứ hai</translation>
        </message>
        <message>
            <location line="+2" />
            <source>your two sequences do not hold 6 or 7 cards</source>
            <translation>hai sảnh cộng lại không phải 6 hoặc 7 lá</translation>
        </message>
        <message>
            <location line="+2" />
            <source>more than two trios</source>
            <translation>hơn hai bộ ba</translation>
        </message>
        <message>
            <location line="+4" />
            <source>1 card is in no group</source>
            <translation>1 lá không trong nhóm nào</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 cards are in no group</source>
            <translation>%1 lá không trong nhóm nào</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Every card but the face-down one must be in a group; ungrouped: %1.</source>
            <translation>Mọi lá trừ lá úp đều phải nằm trong một nhóm; chưa ghép: %1.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Draw from the stock</source>
            <translation>Bốc từ nọc</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Pack</source>
            <translation>Bỏ ván</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Declare, laying %1 face down</source>
            <translation>Ù, úp %1 xuống</translation>
        </message>
    </context>
    <context>
        <name>RummyEvents</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_events.py" line="+234" />
            <source>You pack: 20 points</source>
            <translation>Bạn bỏ ván: 20 điểm</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 packs: 20 points</source>
            <translation>%1 bỏ ván: 20 điểm</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the cards go under the stock</source>
            <translation>bài được đặt dưới nọc</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You pack: 40 points</source>
            <translation>Bạn bỏ ván: 40 điểm</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 packs: 40 points</source>
            <translation>%1 bỏ ván: 40 điểm</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the cards leave the deal</source>
            <translation>bài bị loại khỏi ván</translation>
        </message>
        <message>
            <location line="+18" />
            <source>The stock ran out</source>
            <translation>Hết nọc</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the discard pile, but its top card, is shuffled into a new stock</source>
            <translation>chồng bài bỏ, trừ lá trên cùng, được xáo thành nọc mới</translation>
        </message>
        <message>
            <location line="+57" />
            <source>You declared!</source>
            <translation>Bạn ù!</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 declared!</source>
            <translation>%1 ù!</translation>
        </message>
        <message>
            <location line="+40" />
            <source>Your count: %1</source>
            <translation>Điểm của bạn: %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>halved to %1</source>
            <translation>giảm còn %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>as the deal was scored</source>
            <translation>theo cách tính điểm của ván</translation>
        </message>
    </context>
    <context>
        <name>RummyPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_panel.py" line="+29" />
            <source>Group</source>
            <translation>Ghép nhóm</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Ungroup</source>
            <translation>Tách nhóm</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Auto-arrange</source>
            <translation>Tự xếp</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Scores</source>
            <translation>Bảng điểm</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Draw from stock</source>
            <translation>Bốc nọc</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take discard</source>
            <translation>Ăn bài</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pack</source>
            <translation>Bỏ ván</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Discard</source>
            <translation>Đánh</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Declare</source>
            <translation>Ù</translation>
        </message>
    </context>
    <context>
        <name>RummySelection</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_selection.py" line="+63" />
            <source>Your hand can be declared: %1 goes face down. Press Declare (E).</source>
            <translation>Bài của bạn ù được: %1 úp xuống. Bấm Ù (E).</translation>
        </message>
        <message>
            <location line="+79" />
            <source>%1: not in a group</source>
            <translation>%1: không trong nhóm nào</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1: group %2 — %3</source>
            <translation>%1: nhóm %2 — %3</translation>
        </message>
    </context>
    <context>
        <name>RummySheet</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_sheet.py" line="+2" />
            <source>Close</source>
            <translation>Đóng</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Next deal</source>
            <translation>Ván tiếp</translation>
        </message>
        <message>
            <location line="+129" />
            <source>Scores after 1 deal</source>
            <translation>Điểm sau 1 ván</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Scores after %1 deals</source>
            <translation>Điểm sau %1 ván</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Scores: no deal has ended yet</source>
            <translation>Bảng điểm: chưa có ván nào kết thúc</translation>
        </message>
    </context>
    <context>
        <name>RummyTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy.py" line="-277" />
            <source>Declare:
drop the 14th card here</source>
            <translation>Ù:
thả lá thứ 14 vào đây</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Discard pile</source>
            <translation>Chồng bài bỏ</translation>
        </message>
        <message>
            <location line="+68" />
            <source>Review this deal</source>
            <translation>Phân tích ván này</translation>
        </message>
        <message>
            <location line="+53" />
            <source>%1 pts</source>
            <translation>%1 điểm</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 · packed (%2)</source>
            <translation>%1 · bỏ ván (%2)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 · out</source>
            <translation>%1 · bị loại</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Dealer</source>
            <translation>Người chia</translation>
        </message>
        <message>
            <location line="+7" />
            <location filename="../../cardtable_qt/ui/tables/rummy_results.py" line="+104" />
            <source>Deal %1</source>
            <translation>Ván %1</translation>
        </message>
        <message>
            <location line="+2" />
            <location filename="../../cardtable_qt/ui/tables/rummy_results.py" line="-5" />
            <source>Deal %1 of %2</source>
            <translation>Ván %1 / %2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Pool rummy: 101 points is out</source>
            <translation>Rummy pool: 101 điểm là bị loại</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dealer: %1</source>
            <translation>Người chia: %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Joker turned</source>
            <translation>Lật ra joker</translation>
        </message>
        <message>
            <location line="+0" />
            <source>aces and jokers are wild</source>
            <translation>xì và joker là lá đa năng</translation>
        </message>
        <message>
            <location line="+3" />
            <source>and the jokers</source>
            <translation>và joker</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Stock · %1</source>
            <translation>Nọc · %1</translation>
        </message>
        <message>
            <location line="+100" />
            <source>Ungrouped</source>
            <translation>Chưa ghép</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Not a group</source>
            <translation>Không thành nhóm</translation>
        </message>
        <message>
            <location line="-5" />
            <source>%1 cards</source>
            <translation>%1 lá</translation>
        </message>
        <message>
            <location line="-127" />
            <source>1 deck</source>
            <translation>1 bộ bài</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 decks</source>
            <translation>%1 bộ bài</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Wild: %1</source>
            <translation>Đa năng: các lá %1</translation>
        </message>
        <message>
            <location line="+140" />
            <location line="+13" />
            <source>Your count: %1</source>
            <translation>Điểm của bạn: %1</translation>
        </message>
        <message>
            <location line="-12" />
            <source>if someone declared now</source>
            <translation>nếu có người ù lúc này</translation>
        </message>
        <message>
            <location line="+13" />
            <source>after discarding %1</source>
            <translation>sau khi đánh %1</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_results.py" line="+103" />
            <source>halved to %1</source>
            <translation>giảm còn %1</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy.py" line="+35" />
            <source>Not a valid declaration — your turn goes on</source>
            <translation>Ù không hợp lệ — bạn đi tiếp</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_results.py" line="-159" />
            <source>Joker</source>
            <translation>Lá joker</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Pure sequence</source>
            <translation>Sảnh thuần</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Mixed sequence</source>
            <translation>Sảnh ghép</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+9" />
            <source>Trio</source>
            <translation>Bộ ba</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Pure seq.</source>
            <translation>Sảnh thuần</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Mixed seq.</source>
            <translation>Sảnh ghép</translation>
        </message>
        <message>
            <location line="+49" />
            <source>you declared</source>
            <translation>bạn đã ù</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 declared</source>
            <translation>%1 đã ù</translation>
        </message>
        <message>
            <location line="+28" />
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <location line="+10" />
            <source>you win: everyone else packed</source>
            <translation>bạn thắng: mọi người khác bỏ ván</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 wins: everyone else packed</source>
            <translation>%1 thắng: mọi người khác bỏ ván</translation>
        </message>
        <message>
            <location line="+4" />
            <source>you win: %2 packed</source>
            <translation>bạn thắng: %2 bỏ ván</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 wins: you packed</source>
            <translation>%1 thắng: bạn bỏ ván</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 wins: %2 packed</source>
            <translation>%1 thắng: %2 bỏ ván</translation>
        </message>
        <message>
            <location line="-40" />
            <source>A declaration on the very first turn: every other count is halved, rounded up.</source>
            <translation>Ù ngay lượt đầu tiên: điểm của mọi người khác giảm một nửa, làm tròn lên.</translation>
        </message>
        <message>
            <location line="-37" />
            <source>Wild cards in deal %1: the %2 and the jokers (marked %3).</source>
            <translation>Lá đa năng ván %1: các lá %2 và joker (đánh dấu %3).</translation>
        </message>
        <message>
            <location line="+44" />
            <source>You reached %2 points and are out of the match.</source>
            <translation>Bạn đã lên %2 điểm và bị loại khỏi trận.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 reached %2 points and is out of the match.</source>
            <translation>%1 đã lên %2 điểm và bị loại khỏi trận.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The match is over: %1 won with %2 points.</source>
            <translation>Trận đấu kết thúc: %1 thắng với %2 điểm.</translation>
        </message>
        <message>
            <location line="+49" />
            <source>Winner</source>
            <translation>Thắng</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the last player left</source>
            <translation>người cuối cùng còn lại</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 laid face down</source>
            <translation>%1 úp xuống</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Winner · declared</source>
            <translation>Thắng · đã ù</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Scattered · %1</source>
            <translation>Bài rác · %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Counted %1</source>
            <translation>Tính %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Packed (first turn)</source>
            <translation>Bỏ ván (lượt đầu)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Packed</source>
            <translation>Bỏ ván</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Out of the match</source>
            <translation>Bị loại khỏi trận</translation>
        </message>
    </context>
    <context>
        <name>SaveAsDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/saves.py" line="+14" />
            <source>Save the game as</source>
            <translation>Lưu ván thành</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Name</source>
            <translation>Tên</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Saved games (pick one to replace it)</source>
            <translation>Ván đã lưu (chọn một ván để ghi đè)</translation>
        </message>
        <message>
            <location line="+34" />
            <source>A saved game called “%1” exists; saving replaces it.</source>
            <translation>Đã có ván lưu tên “%1”; lưu sẽ ghi đè lên nó.</translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message>
            <location filename="../../cardtable_qt/session/scoreboard.py" line="+119" />
            <source>%1 · out</source>
            <translation>%1 · bị loại</translation>
        </message>
        <message>
            <location line="+4" />
            <source>out</source>
            <translation>bị loại</translation>
        </message>
        <message>
            <location line="+16" />
            <source>You reached %2 points after deal %3 and are out of the match.</source>
            <translation>Bạn chạm %2 điểm sau ván %3 và bị loại khỏi trận.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 reached %2 points after deal %3 and is out of the match.</source>
            <translation>%1 chạm %2 điểm sau ván %3 và bị loại khỏi trận.</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Total</source>
            <translation>Tổng</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deal %1</source>
            <translation>Ván %1</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/settings_dialog.py" line="+59" />
            <source>Green felt</source>
            <translation>Nỉ xanh lá</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deep blue</source>
            <translation>Xanh đậm</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Burgundy</source>
            <translation>Đỏ rượu vang</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Teal</source>
            <translation>Xanh mòng két</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slate</source>
            <translation>Xám đá</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Settings</source>
            <translation>Cài đặt</translation>
        </message>
        <message>
            <location line="+8" />
            <source>General</source>
            <translation>Chung</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Table</source>
            <translation>Bàn chơi</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Default rules</source>
            <translation>Luật mặc định</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Your name</source>
            <translation>Tên của bạn</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Language</source>
            <translation>Ngôn ngữ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A new language is used at once, and from then on.</source>
            <translation>Ngôn ngữ mới được dùng ngay, và từ đó về sau.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Off (no movement)</source>
            <translation>Tắt (không chuyển động)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fast</source>
            <translation>Nhanh</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Normal</source>
            <translation>Bình thường</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slow</source>
            <translation>Chậm</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Animation speed</source>
            <translation>Tốc độ hiệu ứng</translation>
        </message>
        <message>
            <location line="+13" />
            <source>AI players wait</source>
            <translation>Máy chờ</translation>
        </message>
        <message>
            <location line="+7" />
            <source> s</source>
            <translation> giây</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Until I go on</source>
            <translation>Đến khi tôi bấm tiếp</translation>
        </message>
        <message>
            <location line="+4" />
            <source>How long the result of a hand stays on the table before the next one starts by itself. Next, Space or a click goes on at any time.</source>
            <translation>Kết quả một ván ở lại trên bàn bao lâu trước khi ván sau tự bắt đầu. Lúc nào cũng có thể bấm Tiếp, Space hoặc bấm chuột để đi tiếp.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Results stay</source>
            <translation>Giữ kết quả</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Standard (red and black)</source>
            <translation>Chuẩn (đỏ và đen)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Four colours</source>
            <translation>Bốn màu</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Card faces</source>
            <translation>Mặt bài</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Blue</source>
            <translation>Xanh dương</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Red</source>
            <translation>Đỏ</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Card back</source>
            <translation>Lưng bài</translation>
        </message>
        <message>
            <location line="+23" />
            <source>Other colour…</source>
            <translation>Màu khác…</translation>
        </message>
        <message>
            <location line="+4" />
            <location line="+94" />
            <source>Table colour</source>
            <translation>Màu bàn</translation>
        </message>
        <message>
            <location line="-87" />
            <source>Table aids</source>
            <translation>Trợ giúp trên bàn</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Guandan: card counter 记牌器</source>
            <translation>Guandan: bộ đếm bài 记牌器</translation>
        </message>
        <message>
            <location line="+3" />
            <source>How many of each rank you have not seen yet, from your hand and the plays</source>
            <translation>Mỗi số còn bao nhiêu lá bạn chưa thấy, tính từ bài trên tay và các lá đã đánh</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Guandan: last-trick button (T)</source>
            <translation>Guandan: nút vòng trước (T)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The rules a new game starts with. You can still change them in the new-game dialog.</source>
            <translation>Luật mà ván mới bắt đầu với. Bạn vẫn đổi được trong hộp thoại ván mới.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Reset to the game's defaults</source>
            <translation>Đặt lại mặc định của trò chơi</translation>
        </message>
        <message>
            <location line="+27" />
            <source>No game is installed.</source>
            <translation>Chưa cài trò chơi nào.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>%1 s</source>
            <translation>%1 giây</translation>
        </message>
        <message>
            <location line="+28" />
            <source>(card preview unavailable)</source>
            <translation>(không xem trước được lá bài)</translation>
        </message>
        <message>
            <location line="+54" />
            <source>These rules do not go together: %1</source>
            <translation>Các luật này không đi cùng nhau được: %1</translation>
        </message>
    </context>
    <context>
        <name>SpeechBubble</name>
        <message>
            <location filename="../../cardtable_qt/ui/tutorial_overlay.py" line="+156" />
            <source>Back</source>
            <translation>Lùi</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Restart</source>
            <translation>Học lại</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show me</source>
            <translation>Chỉ cho tôi</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Next</source>
            <translation>Tiếp</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave</source>
            <translation>Thoát</translation>
        </message>
    </context>
    <context>
        <name>StartScreen</name>
        <message>
            <location filename="../../cardtable_qt/ui/start_screen.py" line="+257" />
            <source>Four traditional card games against AI players — choose one</source>
            <translation>Bốn trò chơi bài truyền thống với người chơi máy — hãy chọn một trò</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Continue</source>
            <translation>Chơi tiếp</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Load…</source>
            <translation>Mở ván đã lưu…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tutorial</source>
            <translation>Hướng dẫn</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Learn a game by playing it: short lessons on the real table</source>
            <translation>Học chơi bằng cách chơi: bài học ngắn trên bàn chơi thật</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Statistics</source>
            <translation>Thống kê</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Settings</source>
            <translation>Cài đặt</translation>
        </message>
        <message>
            <location line="+22" />
            <source>No game in progress</source>
            <translation>Không có ván nào đang chơi</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Carry on with the game you left: %1</source>
            <translation>Chơi tiếp ván bạn đã để dở: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>There is no game to carry on with.</source>
            <translation>Không có ván nào để chơi tiếp.</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/statistics.py" line="+35" />
            <location line="+1" />
            <source>chips won or lost</source>
            <translation>số xu thắng hoặc thua</translation>
        </message>
        <message>
            <location line="+1" />
            <source>levels your team climbed</source>
            <translation>số cấp đội bạn lên được</translation>
        </message>
        <message>
            <location line="+1" />
            <source>penalty points (fewer is better)</source>
            <translation>điểm phạt (càng ít càng tốt)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>your result</source>
            <translation>kết quả của bạn</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Easy AI players</source>
            <translation>Máy dễ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Standard AI players</source>
            <translation>Máy vừa</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hard AI players</source>
            <translation>Máy khó</translation>
        </message>
        <message>
            <location line="+1" />
            <source>AI players of mixed levels</source>
            <translation>Máy nhiều trình độ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Random test players</source>
            <translation>Người chơi thử ngẫu nhiên</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Other AI players</source>
            <translation>Máy khác</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Statistics</source>
            <translation>Thống kê</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Every finished round, hand or deal you play is counted here.</source>
            <translation>Mọi vòng, ván đã kết thúc bạn chơi đều được tính ở đây.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Against</source>
            <translation>Đối thủ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>All levels</source>
            <translation>Mọi trình độ</translation>
        </message>
        <message>
            <location line="+84" />
            <source>%1: your last %2 results</source>
            <translation>%1: %2 kết quả gần nhất của bạn</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Net means %1.</source>
            <translation>Lãi/lỗ nghĩa là %1.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Reviewed hands: %1. Your decisions agreeing with the AI: %2 of %3; estimated cost of the other %4: %5 (%6).</source>
            <translation>Ván đã phân tích: %1. Quyết định của bạn giống máy: %2 trên %3; thiệt hại ước tính của %4 quyết định còn lại: %5 (%6).</translation>
        </message>
        <message>
            <location line="+13" />
            <source>%1 of these results come from games where you used undo.</source>
            <translation>%1 kết quả trong số này đến từ các ván bạn có đi lại.</translation>
        </message>
    </context>
    <context>
        <name>StatsTableModel</name>
        <message>
            <location filename="../../cardtable_qt/session/models.py" line="+214" />
            <source>Game</source>
            <translation>Trò chơi</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Played</source>
            <translation>Đã chơi</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Won</source>
            <translation>Thắng</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Win rate</source>
            <translation>Tỉ lệ thắng</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Net</source>
            <translation>Lãi/lỗ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Best streak</source>
            <translation>Chuỗi thắng dài nhất</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Current streak</source>
            <translation>Chuỗi hiện tại</translation>
        </message>
    </context>
    <context>
        <name>TableHints</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/hinting.py" line="+127" />
            <source>Hint</source>
            <translation>Gợi ý</translation>
        </message>
        <message>
            <location line="+3" />
            <source>What the strongest AI player would do in your place, and why (H)</source>
            <translation>Máy mạnh nhất sẽ làm gì ở vị trí của bạn, và vì sao (H)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Take the hint</source>
            <translation>Làm theo gợi ý</translation>
        </message>
        <message>
            <location line="+37" />
            <source>Thinking about your move…</source>
            <translation>Đang nghĩ nước đi cho bạn…</translation>
        </message>
        <message>
            <location line="+14" />
            <location line="+4" />
            <source>There is no hint to take.</source>
            <translation>Không có gợi ý để làm theo.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The hint could not be taken.</source>
            <translation>Không làm theo được gợi ý.</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Hint: %1</source>
            <translation>Gợi ý: %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The AI's choice in your place (Shift+H takes it).</source>
            <translation>Lựa chọn của máy ở vị trí của bạn (Shift+H để làm theo).</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Hint: %1. Shift+H takes it.</source>
            <translation>Gợi ý: %1. Shift+H để làm theo.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: %1.</source>
            <translation>Gợi ý: %1.</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <location filename="../../cardtable_qt/tutorial/runner.py" line="+147" />
            <source>You</source>
            <translation>Bạn</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Tutorial: %1</source>
            <translation>Hướng dẫn: %1</translation>
        </message>
        <message>
            <location line="+128" />
            <source>This one is over: the sheet shows how it was settled. Press Next to go on, as in a game.</source>
            <translation>Ván này đã xong: bảng kết quả cho biết ván được tính thế nào. Bấm Tiếp để đi tiếp, như khi chơi thật.</translation>
        </message>
        <message>
            <location line="+59" />
            <source>%1 — step %2 of %3</source>
            <translation>%1 — bước %2 / %3</translation>
        </message>
        <message>
            <location line="+175" />
            <source>Arrange the cards first, as the bubble says.</source>
            <translation>Hãy xếp bài trước, như lời nhắc trong bong bóng.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Wait for the next step first: press Next in the bubble.</source>
            <translation>Hãy chờ bước tiếp theo: bấm Tiếp trong bong bóng.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>That is allowed in a game, but this step asks for: %1.</source>
            <translation>Trong ván thật thì được, nhưng bước này yêu cầu: %1.</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Not this time: do as the bubble says, to see what happens.</source>
            <translation>Lần này thì không: hãy làm theo lời nhắc trong bong bóng để xem chuyện gì xảy ra.</translation>
        </message>
        <message>
            <location line="+139" />
            <source>Leave the lesson</source>
            <translation>Rời bài học</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave this lesson? What you completed so far is kept.</source>
            <translation>Rời bài học này? Phần bạn đã học xong vẫn được giữ lại.</translation>
        </message>
        <message>
            <source>Teams, cards and the first cut</source>
            <translation>Đội, lá bài và lần cắt bài đầu tiên</translation>
        </message>
        <message>
            <source>Meet your partner, the card order with the level card, and cut the deck for the first hand.</source>
            <translation>Làm quen với đồng đội, thứ tự lá bài với lá cấp, và cắt bài cho ván đầu tiên.</translation>
        </message>
        <message>
            <source>Guandan (掼蛋) is played by four in two teams: your partner Lin sits opposite you. Play goes counter-clockwise: Wei, on your right, plays after you.</source>
            <translation>Guandan (掼蛋) có bốn người chơi chia hai đội: đồng đội của bạn là Lin, ngồi đối diện. Lượt đi ngược chiều kim đồng hồ: Wei, ngồi bên phải bạn, đánh sau bạn.</translation>
        </message>
        <message>
            <source>Two decks with four jokers: 27 cards each. Cards rank 2 up to A, then the level card (级牌) above the ace, then the small joker and the big joker. Suits do not count. Each team has a level, starting at 2: this hand is played at level 2.</source>
            <translation>Hai bộ bài có bốn lá joker: mỗi người 27 lá. Các lá xếp từ 2 lên đến A, trên A là lá cấp (级牌), rồi đến joker nhỏ và joker lớn. Chất không tính. Mỗi đội có một cấp, bắt đầu từ 2: ván này đánh ở cấp 2.</translation>
        </message>
        <message>
            <source>In the first hand you cut the deck: a card is turned face up, its rank counts round the table to say who draws first, and whoever draws that turned card leads. Press Cut the deck.</source>
            <translation>Ở ván đầu tiên bạn cắt bài: một lá được lật ngửa, số của nó đếm vòng quanh bàn để biết ai bốc trước, và ai bốc được lá lật đó sẽ đánh trước. Bấm Cắt bài.</translation>
        </message>
        <message>
            <source>The turned card decided who leads this first hand. From the second hand on there is no cut: the lead follows the tribute.</source>
            <translation>Lá lật đã quyết định ai đánh trước ở ván đầu này. Từ ván thứ hai không cắt bài nữa: quyền đánh trước đi theo việc nộp cống.</translation>
        </message>
        <message>
            <source>Singles, pairs and triples</source>
            <translation>Lá lẻ, đôi và sám</translation>
        </message>
        <message>
            <source>Lead a pair, beat a play with the same kind higher, pass, and lead again after winning the trick.</source>
            <translation>Đánh trước một đôi, chặn bằng bộ cùng loại lớn hơn, bỏ lượt, và đánh trước lần nữa sau khi thắng vòng.</translation>
        </message>
        <message>
            <source>Late in a hand everyone holds few cards. Each player's number of cards shows beside them once it is 10 or fewer; above 10 it stays hidden, as at a real table.</source>
            <translation>Cuối ván ai cũng còn ít bài. Số lá của mỗi người hiện bên cạnh họ khi còn 10 lá trở xuống; trên 10 thì được giấu, như ở bàn thật.</translation>
        </message>
        <message>
            <source>A hand is played in tricks. The leader plays any combination: a single (单张), a pair (对子), a triple (三张) or a longer one. You lead: play your pair of fives. Click the ringed cards, then Play.</source>
            <translation>Một ván được đánh theo từng vòng. Người đánh trước ra bộ nào cũng được: lá lẻ (单张), đôi (对子), sám (三张) hoặc bộ dài hơn. Bạn đánh trước: hãy đánh đôi 5. Bấm các lá được khoanh, rồi bấm Đánh.</translation>
        </message>
        <message>
            <source>Lead the pair of fives (5 5) for this lesson.</source>
            <translation>Ở bài học này hãy đánh trước đôi 5 (5 5).</translation>
        </message>
        <message>
            <source>Wei beat it with a pair of sixes. To beat a play you need the same kind, higher: a pair beats only a pair. Play your pair of kings.</source>
            <translation>Wei chặn bằng đôi 6. Muốn chặn phải dùng bộ cùng loại, lớn hơn: đôi chỉ chặn được đôi. Hãy đánh đôi K của bạn.</translation>
        </message>
        <message>
            <source>You could pass (不要), but here your kings win the trick: play them.</source>
            <translation>Bạn có thể bỏ lượt (不要), nhưng ở đây đôi K của bạn thắng vòng: hãy đánh nó.</translation>
        </message>
        <message>
            <source>Only a higher pair beats a pair: play K K.</source>
            <translation>Chỉ đôi lớn hơn mới chặn được đôi: đánh K K.</translation>
        </message>
        <message>
            <source>Everyone passed (不要): the trick is yours, and the winner of a trick leads the next. Passing is always allowed, and a player who passed may play again later in the same trick. Lead your triple of nines.</source>
            <translation>Mọi người đều bỏ lượt (不要): vòng này là của bạn, và người thắng vòng đánh trước vòng sau. Lúc nào cũng được bỏ lượt, và người đã bỏ lượt vẫn có thể đánh lại sau đó trong cùng vòng. Hãy đánh trước sám 9.</translation>
        </message>
        <message>
            <source>Nobody could beat it. Play your last card: the first player out of cards is the Banker (上游).</source>
            <translation>Không ai chặn được. Đánh lá cuối cùng của bạn: người hết bài đầu tiên là người về nhất (上游).</translation>
        </message>
        <message>
            <source>Full house, straight, tube and plate</source>
            <translation>Cù lũ, sảnh, ba đôi thông và hai sám liền</translation>
        </message>
        <message>
            <source>Lead the longer combinations: a full house (三带二), a straight (顺子), a tube (三连对) and a plate (钢板).</source>
            <translation>Đánh trước các bộ dài: cù lũ (三带二), sảnh (顺子), ba đôi thông (三连对) và hai sám liền (钢板).</translation>
        </message>
        <message>
            <source>A full house is a triple with a pair (三带二); two full houses are compared by their triple only. Lead 6 6 6 with J J.</source>
            <translation>Cù lũ là một sám kèm một đôi (三带二); hai cù lũ chỉ so phần sám. Đánh trước 6 6 6 với J J.</translation>
        </message>
        <message>
            <source>A straight (顺子) is exactly five ranks in a row, any suits. The ace may be low (A-2-3-4-5, the lowest) or high (10-J-Q-K-A), but never both. Lead A 2 3 4 5.</source>
            <translation>Sảnh (顺子) là đúng năm lá có số liên tiếp, chất nào cũng được. A có thể là lá nhỏ (A-2-3-4-5, sảnh nhỏ nhất) hoặc lá lớn (10-J-Q-K-A), nhưng không bao giờ cả hai. Đánh trước A 2 3 4 5.</translation>
        </message>
        <message>
            <source>A tube (三连对) is exactly three pairs in a row. Lead 7 7 8 8 9 9.</source>
            <translation>Ba đôi thông (三连对) là đúng ba đôi liên tiếp. Đánh trước 7 7 8 8 9 9.</translation>
        </message>
        <message>
            <source>A plate (钢板) is exactly two triples in a row. Lead K K K A A A: your last cards.</source>
            <translation>Hai sám liền (钢板) là đúng hai sám liên tiếp. Đánh trước K K K A A A: những lá cuối cùng của bạn.</translation>
        </message>
        <message>
            <source>You went out first. When the player who played last has no cards left, the others may still beat the play; when all pass, the lead goes to that player's partner (接风): Lin led next. The hand ended once the places decided it.</source>
            <translation>Bạn đã hết bài đầu tiên. Khi người vừa đánh đã hết bài, những người khác vẫn có thể chặn nước đó; nếu tất cả bỏ lượt, quyền đánh trước chuyển cho đồng đội của người đó (接风): Lin đánh trước tiếp. Ván kết thúc khi thứ tự về đã rõ.</translation>
        </message>
        <message>
            <source>Bombs and the wild hearts</source>
            <translation>Bom và lá cơ đa năng</translation>
        </message>
        <message>
            <source>Beat anything with a bomb (炸弹), a straight flush (同花顺) made with a wild heart, and the joker bomb (天王炸).</source>
            <translation>Chặn mọi thứ bằng bom (炸弹), thùng phá sảnh (同花顺) ghép với một lá cơ đa năng, và bom tứ joker (天王炸).</translation>
        </message>
        <message>
            <source>Jun led a pair of aces. You have no higher pair, but a bomb (炸弹) beats any play that is not a bomb: four or more cards of one rank. Play your four eights.</source>
            <translation>Jun đánh trước đôi A. Bạn không có đôi lớn hơn, nhưng bom (炸弹) chặn được mọi nước không phải bom: bốn lá cùng số trở lên. Hãy đánh bốn lá 8.</translation>
        </message>
        <message>
            <source>Don't pass: your bomb beats the aces.</source>
            <translation>Đừng bỏ lượt: bom của bạn chặn được đôi A.</translation>
        </message>
        <message>
            <source>Wei answered with five fours: a bigger bomb (five of a kind beats any four). Bombs rank: 4 and 5 of a kind, then the straight flush, then 6 to 10 of a kind, and the joker bomb above all.</source>
            <translation>Wei đáp lại bằng năm lá 4: một quả bom lớn hơn (năm lá cùng số thắng mọi bom bốn lá). Thứ tự bom: 4 rồi 5 lá cùng số, rồi thùng phá sảnh, rồi 6 đến 10 lá cùng số, và bom tứ joker trên tất cả.</translation>
        </message>
        <message>
            <source>This hand is played at level 5, so both 5♥ are wild (逢人配): each may stand for any card but a joker. 9♠ 10♠ J♠ Q♠ with a wild 5♥ make a straight flush (同花顺), which beats five of a kind. The wild can be the 8♠ or the K♠: press Play, then choose the higher reading, 9♠ to K♠.</source>
            <translation>Ván này đánh ở cấp 5, nên cả hai lá 5♥ đều là lá cơ đa năng (逢人配): mỗi lá có thể thay cho bất kỳ lá nào trừ joker. 9♠ 10♠ J♠ Q♠ cùng một lá 5♥ đa năng thành thùng phá sảnh (同花顺), thắng cả bom năm lá cùng số. Lá đa năng có thể là 8♠ hoặc K♠: bấm Đánh, rồi chọn cách đọc cao hơn, từ 9♠ đến K♠.</translation>
        </message>
        <message>
            <source>Choose the higher reading: the wild 5♥ as the K♠, 9♠ to K♠.</source>
            <translation>Chọn cách đọc cao hơn: lá 5♥ đa năng làm K♠, từ 9♠ đến K♠.</translation>
        </message>
        <message>
            <source>You won the trick. Lead the joker bomb (天王炸), all four jokers: the highest play in the game. It is your last play: you go out first.</source>
            <translation>Bạn thắng vòng. Đánh trước bom tứ joker (天王炸), cả bốn lá joker: nước lớn nhất trong trò chơi. Đây là nước cuối của bạn: bạn hết bài đầu tiên.</translation>
        </message>
        <message>
            <source>Tribute and the return</source>
            <translation>Nộp cống và trả cống</translation>
        </message>
        <message>
            <source>Pay tribute (进贡) after losing a hand, and return a card (还贡) after winning one.</source>
            <translation>Nộp cống (进贡) sau khi thua một ván, và trả lại một lá (还贡) sau khi thắng.</translation>
        </message>
        <message>
            <source>Last hand Wei went out first (the Banker, 上游) and his partner Jun second (the Follower, 二游): their team climbed three levels, from 2 to 4. With the partner third the climb is two, with the partner last (the Dweller, 下游) one.</source>
            <translation>Ván trước Wei hết bài đầu tiên (về nhất, 上游) và đồng đội Jun về nhì (二游): đội của họ lên ba cấp, từ 2 lên 4. Nếu đồng đội về ba thì lên hai cấp, nếu đồng đội về bét (下游) thì lên một cấp.</translation>
        </message>
        <message>
            <source>Now the losers pay tribute (进贡): each gives their highest card, never a wild heart. With both of you last, you and Lin both pay: a double tribute. The level card 4♣ is your highest (it ranks above the ace). Click it, then Pay tribute.</source>
            <translation>Giờ bên thua phải nộp cống (进贡): mỗi người đưa lá lớn nhất của mình, không bao giờ là lá cơ đa năng. Vì cả bạn và Lin đều về sau, cả hai cùng nộp: cống đôi. Lá cấp 4♣ là lá lớn nhất của bạn (nó lớn hơn A). Bấm vào nó, rồi bấm Nộp cống.</translation>
        </message>
        <message>
            <source>Wei and Jun each gave a card back, the return (还贡): a card of 10 or lower that is not a level card (with none, their lowest). Your tribute and Lin's were equal, so yours went to the Banker, and you lead the new hand. Had you and Lin held both big jokers between you, no tribute would have been paid (anti-tribute, 抗贡).</source>
            <translation>Wei và Jun mỗi người trả lại một lá, gọi là trả cống (还贡): một lá từ 10 trở xuống không phải lá cấp (nếu không có, lá nhỏ nhất). Cống của bạn và của Lin bằng nhau, nên lá của bạn đến tay người về nhất, và bạn đánh trước ván mới. Nếu bạn và Lin có cả hai joker lớn thì đã không phải nộp cống (kháng cống, 抗贡).</translation>
        </message>
        <message>
            <source>Anti-tribute</source>
            <translation>Kháng cống</translation>
        </message>
        <message>
            <source>See a tribute refused when the paying side holds both big jokers (抗贡).</source>
            <translation>Xem việc nộp cống bị bỏ qua khi bên phải nộp có cả hai joker lớn (抗贡).</translation>
        </message>
        <message>
            <source>Last hand Wei and Jun went out first and second. You and Lin came third and last, so you both owed tribute (进贡).</source>
            <translation>Ván trước Wei và Jun hết bài đầu tiên và thứ hai. Bạn và Lin về ba và về bét, nên cả hai đều phải nộp cống (进贡).</translation>
        </message>
        <message>
            <source>But you hold one big joker (大王) and Lin the other: between you, both. That is anti-tribute (抗贡): the jokers were shown and no tribute was paid.</source>
            <translation>Nhưng bạn có một joker lớn (大王) và Lin có lá còn lại: hai người có đủ cả hai. Đó là kháng cống (抗贡): joker được lật ra và không ai phải nộp cống.</translation>
        </message>
        <message>
            <source>After an anti-tribute the Banker leads: Wei played the 9♦ and the others passed. Beat it with your level card 4♣, which ranks above the ace.</source>
            <translation>Sau kháng cống, người về nhất đánh trước: Wei đã đánh 9♦ và những người khác bỏ lượt. Hãy chặn bằng lá cấp 4♣ của bạn, lá này lớn hơn A.</translation>
        </message>
        <message>
            <source>Beat the 9♦ with your 4♣ this time.</source>
            <translation>Lần này hãy chặn 9♦ bằng lá 4♣ của bạn.</translation>
        </message>
        <message>
            <source>Play the single 4♣ for this lesson.</source>
            <translation>Ở bài học này hãy đánh lá lẻ 4♣.</translation>
        </message>
        <message>
            <source>Winning a hand</source>
            <translation>Thắng một ván</translation>
        </message>
        <message>
            <source>Win a hand with your partner and give back a card for the tribute you receive.</source>
            <translation>Thắng một ván cùng đồng đội và trả lại một lá cho cống bạn nhận được.</translation>
        </message>
        <message>
            <source>Last hand you went out first and Lin second: your team climbed to level 4, and both opponents paid you tribute.</source>
            <translation>Ván trước bạn hết bài đầu tiên và Lin về nhì: đội bạn lên cấp 4, và cả hai đối thủ đã nộp cống cho bạn.</translation>
        </message>
        <message>
            <source>Give a card back (还贡): a card of 10 or lower that is not a level card. Return your 3♣: click it, then Return this card.</source>
            <translation>Trả lại một lá (还贡): một lá từ 10 trở xuống không phải lá cấp. Hãy trả lá 3♣: bấm vào nó, rồi bấm Trả lá này.</translation>
        </message>
        <message>
            <source>Return your lowest card, 3♣, for this lesson.</source>
            <translation>Ở bài học này hãy trả lá nhỏ nhất của bạn, 3♣.</translation>
        </message>
        <message>
            <source>The tribute is done and the new hand starts at your level, 4. Levels climb up to A: a team that wins a hand played at its own level A wins the game, unless its partner came last in that hand.</source>
            <translation>Việc nộp cống đã xong và ván mới bắt đầu ở cấp của bạn, cấp 4. Cấp lên dần tới A: đội nào thắng một ván đánh ở cấp A của chính mình thì thắng trận, trừ khi đồng đội về bét trong ván đó.</translation>
        </message>
        <message>
            <source>Winning at A</source>
            <translation>Thắng ở cấp A</translation>
        </message>
        <message>
            <source>Win the game: take a hand played at your own level A.</source>
            <translation>Thắng trận: thắng một ván đánh ở cấp A của chính đội bạn.</translation>
        </message>
        <message>
            <source>Your team has climbed to A, the last level, and this hand is played at your own level A. Lin has already gone out first (上游).</source>
            <translation>Đội bạn đã lên tới A, cấp cuối cùng, và ván này đánh ở cấp A của đội bạn. Lin đã hết bài đầu tiên (上游).</translation>
        </message>
        <message>
            <source>Play your last two cards, the pair of sevens: you go out second (二游).</source>
            <translation>Đánh hai lá cuối cùng của bạn, đôi 7: bạn về nhì (二游).</translation>
        </message>
        <message>
            <source>Play both sevens together, as a pair.</source>
            <translation>Đánh cả hai lá 7 cùng lúc, thành một đôi.</translation>
        </message>
        <message>
            <source>You lead: play your pair of sevens.</source>
            <translation>Bạn đánh trước: hãy đánh đôi 7.</translation>
        </message>
        <message>
            <source>You and Lin took first and second place in a hand played at your own level A: you win the game! Had Lin come last instead, your team would stay at A and play on.</source>
            <translation>Bạn và Lin về nhất và về nhì trong một ván đánh ở cấp A của đội mình: bạn thắng trận! Nếu Lin về bét thì đội bạn vẫn ở cấp A và chơi tiếp.</translation>
        </message>
        <message>
            <source>At A with your partner last</source>
            <translation>Ở cấp A mà đồng đội về bét</translation>
        </message>
        <message>
            <source>See why going out first at A does not win the game when your partner comes last.</source>
            <translation>Xem vì sao về nhất ở cấp A vẫn không thắng trận khi đồng đội về bét.</translation>
        </message>
        <message>
            <source>Your team is at A, and this hand is played at your own level A. You lead, and two sevens are all you hold.</source>
            <translation>Đội bạn ở cấp A, và ván này đánh ở cấp A của đội bạn. Bạn đánh trước, và trong tay chỉ còn hai lá 7.</translation>
        </message>
        <message>
            <source>Play your pair of sevens: you go out first, the Banker (上游).</source>
            <translation>Đánh đôi 7: bạn hết bài đầu tiên, về nhất (上游).</translation>
        </message>
        <message>
            <source>You went out first, but Lin came last, the Dweller (下游). Winning at A needs your partner not to be the Dweller: your team stays at A and plays on.</source>
            <translation>Bạn về nhất, nhưng Lin về bét (下游). Muốn thắng ở cấp A thì đồng đội không được về bét: đội bạn vẫn ở cấp A và chơi tiếp.</translation>
        </message>
        <message>
            <source>A new hand at A. Lin, your own partner, was the Dweller, so she paid you tribute all the same. The next win at A with Lin not last wins the game.</source>
            <translation>Một ván mới ở cấp A. Lin, chính đồng đội của bạn, đã về bét, nên vẫn phải nộp cống cho bạn. Lần tới thắng ở cấp A mà Lin không về bét là thắng trận.</translation>
        </message>
        <message>
            <source>Give Lin a card back (还贡), as after any tribute: return your 2♦.</source>
            <translation>Trả lại Lin một lá (还贡), như sau mọi lần nộp cống: hãy trả lá 2♦.</translation>
        </message>
        <message>
            <source>Return the 2♦ for this lesson.</source>
            <translation>Ở bài học này hãy trả lá 2♦.</translation>
        </message>
        <message>
            <source>Bets and points</source>
            <translation>Tiền cược và điểm</translation>
        </message>
        <message>
            <source>Place a bet, count your two cards' points (แต้ม) and draw a third card.</source>
            <translation>Đặt cược, tính điểm hai lá của bạn và rút lá thứ ba.</translation>
        </message>
        <message>
            <source>Welcome to Pok Deng (ป๊อกเด้ง). Every player plays against one dealer, the bank (เจ้ามือ, jao mue). Here Somchai holds the bank.</source>
            <translation>Chào mừng bạn đến với Pok Deng (ป๊อกเด้ง). Mỗi người chơi đấu với một nhà cái. Ở đây Somchai làm cái.</translation>
        </message>
        <message>
            <source>Before the cards come, each player bets (เดิมพัน). A bet is at least the table's minimum, 10 chips, and at most the dealer's maximum (อั้นเดิมพัน), 100 chips.</source>
            <translation>Trước khi chia bài, mỗi người chơi đặt cược. Mỗi tay cược ít nhất mức tối thiểu của bàn là 10 xu, và nhiều nhất mức tối đa nhà cái nhận là 100 xu.</translation>
        </message>
        <message>
            <source>Bet 20 chips at your place: the amount is set, press "Bet at your place".</source>
            <translation>Cược 20 xu ở chỗ của bạn: số xu đã được chọn sẵn, bấm "Cược ở chỗ của bạn".</translation>
        </message>
        <message>
            <source>Bet exactly 20 chips at your place for this lesson.</source>
            <translation>Ở bài học này hãy cược đúng 20 xu ở chỗ của bạn.</translation>
        </message>
        <message>
            <source>Place your bet first: the cards come only after the bets.</source>
            <translation>Hãy đặt cược trước: chỉ sau khi cược mới chia bài.</translation>
        </message>
        <message>
            <source>Your bet is on the table. Press Deal: the dealer deals one card at a time, counter-clockwise from its neighbour, dealer last, until every hand has two.</source>
            <translation>Tiền cược của bạn đã ở trên bàn. Bấm Chia bài: nhà cái chia từng lá một, ngược chiều kim đồng hồ bắt đầu từ người bên cạnh, nhà cái nhận sau cùng, đến khi mỗi tay có hai lá.</translation>
        </message>
        <message>
            <source>Your cards: 7 and 5. Count 2 to 9 at face value, 10, J, Q and K as 10, an ace as 1. Only the last digit of the sum counts: 7 + 5 = 12, so you have 2 points (แต้ม).</source>
            <translation>Bài của bạn: 7 và 5. Lá 2 đến 9 tính theo số, 10, J, Q và K tính 10, A tính 1. Chỉ lấy số cuối của tổng: 7 + 5 = 12, vậy bạn có 2 điểm.</translation>
        </message>
        <message>
            <source>2 points is weak. You may draw one more card (เรียกไพ่) or stand. Draw a card.</source>
            <translation>2 điểm là yếu. Bạn có thể rút thêm một lá hoặc dừng. Hãy rút bài.</translation>
        </message>
        <message>
            <source>Standing on 2 points almost always loses: draw a third card this time.</source>
            <translation>Dừng ở 2 điểm gần như chắc thua: lần này hãy rút lá thứ ba.</translation>
        </message>
        <message>
            <source>The dealer may "catch" (จับ) before it draws: settle at once, with its own two cards, against every hand of three cards. Watch what happens to your hand: 7 + 5 + 4 = 16, 6 points against the dealer's 5. You won your 20 chips.</source>
            <translation>Nhà cái có thể "bắt" trước khi rút: tính tiền ngay bằng hai lá của mình với mọi tay ba lá. Xem tay của bạn ra sao: 7 + 5 + 4 = 16, 6 điểm so với 5 điểm của nhà cái. Bạn thắng 20 xu.</translation>
        </message>
        <message>
            <source>Must draw under 4</source>
            <translation>Dưới 4 điểm phải rút</translation>
        </message>
        <message>
            <source>Play at a table whose house rule makes a hand under 4 points draw.</source>
            <translation>Chơi ở bàn có luật riêng: tay dưới 4 điểm phải rút bài.</translation>
        </message>
        <message>
            <source>Some tables play a house rule: two cards worth less than 4 points must draw a third card. This table plays it (you choose it when you start a new game).</source>
            <translation>Một số bàn chơi theo luật riêng: hai lá dưới 4 điểm thì phải rút lá thứ ba. Bàn này chơi luật đó (bạn chọn luật khi tạo ván mới).</translation>
        </message>
        <message>
            <source>Bet 20 chips at your place.</source>
            <translation>Cược 20 xu ở chỗ của bạn.</translation>
        </message>
        <message>
            <source>Press Deal.</source>
            <translation>Bấm Chia bài.</translation>
        </message>
        <message>
            <source>7 + 5 = 12: 2 points (แต้ม), less than 4. Look at your buttons: there is no Stand. Under this rule you must draw (เรียกไพ่).</source>
            <translation>7 + 5 = 12: 2 điểm, dưới 4. Nhìn các nút của bạn: không có nút Dừng. Theo luật này bạn phải rút bài.</translation>
        </message>
        <message>
            <source>Draw your third card.</source>
            <translation>Rút lá thứ ba của bạn.</translation>
        </message>
        <message>
            <source>Your third card was settled as in any round: 7 + 5 + 4 = 16, 6 points against the dealer's 5.</source>
            <translation>Lá thứ ba của bạn được tính tiền như mọi vòng: 7 + 5 + 4 = 16, 6 điểm so với 5 điểm của nhà cái.</translation>
        </message>
        <message>
            <source>Pok 8 and Pok 9</source>
            <translation>Pok 8 và Pok 9</translation>
        </message>
        <message>
            <source>See a two-card 8 or 9, Pok (ป๊อก), shown and settled at once.</source>
            <translation>Xem hai lá được 8 hoặc 9 điểm, gọi là Pok, được lật và tính tiền ngay.</translation>
        </message>
        <message>
            <source>Two cards worth 8 or 9 make Pok (ป๊อก): Pok 8 (ป๊อกแปด) or Pok 9 (ป๊อกเก้า), the best hands there are. A Pok is shown at once and takes no third card.</source>
            <translation>Hai lá được 8 hoặc 9 điểm là Pok: Pok 8 hoặc Pok 9, những tay mạnh nhất. Pok được lật ngay và không rút lá thứ ba.</translation>
        </message>
        <message>
            <source>Bet 50 chips at your place.</source>
            <translation>Cược 50 xu ở chỗ của bạn.</translation>
        </message>
        <message>
            <source>Bet first: sitting out would deal you no cards.</source>
            <translation>Hãy cược trước: nghỉ vòng thì bạn không được chia bài.</translation>
        </message>
        <message>
            <source>Bet 50 chips at your place for this lesson.</source>
            <translation>Ở bài học này hãy cược 50 xu ở chỗ của bạn.</translation>
        </message>
        <message>
            <source>4 + 5 = 9 with two cards: Pok 9. It was shown and settled at once against the dealer's two cards (7 points): you won 50 chips. Pok 9 beats Pok 8; an equal Pok is a tie (เสมอ).</source>
            <translation>4 + 5 = 9 với hai lá: Pok 9. Tay này được lật và tính tiền ngay với hai lá của nhà cái (7 điểm): bạn thắng 50 xu. Pok 9 thắng Pok 8; hai Pok bằng nhau là hòa.</translation>
        </message>
        <message>
            <source>Another round. Bet 50 again.</source>
            <translation>Vòng nữa. Cược 50 lần nữa.</translation>
        </message>
        <message>
            <source>This time the dealer has Pok 8 (5 + 3). When the dealer has Pok, every hand is settled at once with two cards each: nobody draws. Your 6 points lost 50 chips; only a Pok 9 would have beaten it, and a Pok 8 would have tied.</source>
            <translation>Lần này nhà cái có Pok 8 (5 + 3). Khi nhà cái có Pok, mọi tay được tính tiền ngay với hai lá: không ai rút. 6 điểm của bạn thua 50 xu; chỉ Pok 9 mới thắng được, còn Pok 8 thì hòa.</translation>
        </message>
        <message>
            <source>Deng: the multipliers</source>
            <translation>Deng: hệ số nhân</translation>
        </message>
        <message>
            <source>Win double with two deng (สองเด้ง) and triple with three deng (สามเด้ง).</source>
            <translation>Thắng gấp đôi với hai deng và gấp ba với ba deng.</translation>
        </message>
        <message>
            <source>Deng (เด้ง) multiplies what a hand wins. Two deng (สองเด้ง, ×2): exactly two cards of one suit or one rank. Three deng (สามเด้ง, ×3): exactly three cards of one suit. The winner's deng is what is paid.</source>
            <translation>Deng nhân số tiền một tay thắng được. Hai deng (×2): đúng hai lá cùng chất hoặc cùng số. Ba deng (×3): đúng ba lá cùng chất. Người thắng được trả theo deng của mình.</translation>
        </message>
        <message>
            <source>3♥ 4♥: 7 points, and two cards of one suit: two deng. Stand (keep two cards): a third card would spoil both the 7 and the deng.</source>
            <translation>3♥ 4♥: 7 điểm, và hai lá cùng chất: hai deng. Hãy dừng (giữ hai lá): lá thứ ba sẽ làm hỏng cả 7 điểm lẫn deng.</translation>
        </message>
        <message>
            <source>Not this time: with 7 points and two deng, stand.</source>
            <translation>Lần này thì không: có 7 điểm và hai deng, hãy dừng.</translation>
        </message>
        <message>
            <source>Your 7 beat the dealer and paid two deng: 2 × 50 = 100 chips.</source>
            <translation>7 điểm của bạn thắng nhà cái và được trả hai deng: 2 × 50 = 100 xu.</translation>
        </message>
        <message>
            <source>Bet 50 again.</source>
            <translation>Cược 50 lần nữa.</translation>
        </message>
        <message>
            <source>2♣ 10♣: only 2 points. Draw a card: a third club would make three deng.</source>
            <translation>2♣ 10♣: chỉ 2 điểm. Hãy rút bài: thêm một lá tép (♣) nữa sẽ thành ba deng.</translation>
        </message>
        <message>
            <source>2 points rarely wins: draw a third card.</source>
            <translation>2 điểm hiếm khi thắng: hãy rút lá thứ ba.</translation>
        </message>
        <message>
            <source>2♣ 10♣ 5♣: 17, so 7 points, and three cards of one suit: three deng. A win pays 3 × 50 = 150 chips.</source>
            <translation>2♣ 10♣ 5♣: 17, tức 7 điểm, và ba lá cùng chất: ba deng. Thắng thì được trả 3 × 50 = 150 xu.</translation>
        </message>
        <message>
            <source>Tong and Sam Lueang</source>
            <translation>Tong và ba tây</translation>
        </message>
        <message>
            <source>Make a Tong (ตอง, ×5) and a Sam Lueang (สามเหลือง, ×3) with a third card.</source>
            <translation>Có Tong (sám, ×5) và ba tây (Sam Lueang, ×3) nhờ lá thứ ba.</translation>
        </message>
        <message>
            <source>Three-card hands beat any ordinary points. From the top: Pok 9, Pok 8, Tong (ตอง: three of a rank, ×5), straight flush (×5), straight (เรียง, rieng, ×3), Sam Lueang (สามเหลือง: three of J, Q, K, ×3), then 9 down to 0 points.</source>
            <translation>Tay ba lá đặc biệt thắng mọi điểm thường. Từ cao xuống: Pok 9, Pok 8, Tong (ba lá cùng số, ×5), thùng phá sảnh (×5), sảnh (×3), ba tây (Sam Lueang: ba lá J, Q, K, ×3), rồi từ 9 xuống 0 điểm.</translation>
        </message>
        <message>
            <source>Two sevens. Draw a card: a third seven makes Tong.</source>
            <translation>Đôi 7. Hãy rút bài: thêm một lá 7 nữa là Tong.</translation>
        </message>
        <message>
            <source>Draw: this lesson shows what a third seven does.</source>
            <translation>Rút đi: bài học này cho thấy lá 7 thứ ba làm được gì.</translation>
        </message>
        <message>
            <source>7 7 7: Tong (ตอง), three of a rank. It beats every hand but Pok and pays five times: 250 chips.</source>
            <translation>7 7 7: Tong, ba lá cùng số. Nó thắng mọi tay trừ Pok và được trả gấp năm: 250 xu.</translation>
        </message>
        <message>
            <source>J and J: 0 points (court cards count 10). Draw a card.</source>
            <translation>J và J: 0 điểm (lá hình tính 10). Hãy rút bài.</translation>
        </message>
        <message>
            <source>J J Q: three court cards, not a run: Sam Lueang (สามเหลือง), ×3. (J-Q-K in a row would be a straight instead.)</source>
            <translation>J J Q: ba lá hình, không liên tiếp: ba tây (Sam Lueang), ×3. (J-Q-K liên tiếp thì lại là sảnh.)</translation>
        </message>
        <message>
            <source>Straights</source>
            <translation>Sảnh</translation>
        </message>
        <message>
            <source>Make a straight (เรียง) and a straight flush, and see which hand beats which.</source>
            <translation>Có sảnh và thùng phá sảnh, và xem tay nào thắng tay nào.</translation>
        </message>
        <message>
            <source>A straight (เรียง, rieng) is three ranks in a row, any suits, from 2-3-4 up to Q-K-A (A-2-3 and K-A-2 are not runs). In one suit it is a straight flush.</source>
            <translation>Sảnh là ba lá có số liên tiếp, chất nào cũng được, từ 2-3-4 lên đến Q-K-A (A-2-3 và K-A-2 không phải sảnh). Nếu cùng chất thì là thùng phá sảnh.</translation>
        </message>
        <message>
            <source>5 and 6: 1 point, but a 4 or a 7 makes a run. Draw a card.</source>
            <translation>5 và 6: 1 điểm, nhưng một lá 4 hoặc 7 sẽ thành sảnh. Hãy rút bài.</translation>
        </message>
        <message>
            <source>5 6 7: a straight, ×3. Two straights would compare by their top card; suits never break a tie.</source>
            <translation>5 6 7: sảnh, ×3. Hai sảnh so bằng lá cao nhất; chất không bao giờ phân định hòa.</translation>
        </message>
        <message>
            <source>8♠ 9♠: 7 points and two deng. Draw this time: a 10♠ would make a straight flush.</source>
            <translation>8♠ 9♠: 7 điểm và hai deng. Lần này hãy rút: một lá 10♠ sẽ thành thùng phá sảnh.</translation>
        </message>
        <message>
            <source>8♠ 9♠ 10♠: a straight flush, ×5, just below Tong. The order again: Pok 9, Pok 8, Tong, straight flush, straight, Sam Lueang, 9 … 0 points.</source>
            <translation>8♠ 9♠ 10♠: thùng phá sảnh, ×5, chỉ sau Tong. Nhắc lại thứ tự: Pok 9, Pok 8, Tong, thùng phá sảnh, sảnh, ba tây, 9 … 0 điểm.</translation>
        </message>
        <message>
            <source>Straight against straight</source>
            <translation>Sảnh gặp sảnh</translation>
        </message>
        <message>
            <source>See two hands of the same kind compared by their ranks.</source>
            <translation>Xem hai tay cùng loại được so theo số.</translation>
        </message>
        <message>
            <source>When two hands of the same special kind meet (two straights, two straight flushes or two Tongs), the higher ranks win: 2 is the lowest, A the highest.</source>
            <translation>Khi hai tay cùng một loại đặc biệt gặp nhau (hai sảnh, hai thùng phá sảnh hoặc hai Tong), tay có số cao hơn thắng: 2 là thấp nhất, A là cao nhất.</translation>
        </message>
        <message>
            <source>5 and 6 again: draw for a run.</source>
            <translation>Lại 5 và 6: hãy rút để thành sảnh.</translation>
        </message>
        <message>
            <source>Your 5 6 7 is a straight, but the dealer drew to Q K A, a higher straight: the higher ranks win. The dealer's straight pays ×3, so you lost 3 × 50 = 150 chips.</source>
            <translation>5 6 7 của bạn là sảnh, nhưng nhà cái rút được Q K A, một sảnh cao hơn: số cao hơn thắng. Sảnh của nhà cái được trả ×3, nên bạn thua 3 × 50 = 150 xu.</translation>
        </message>
        <message>
            <source>Several legs and the last leg</source>
            <translation>Nhiều tay và tay cuối</translation>
        </message>
        <message>
            <source>Play three hands (legs, ขา) at once: your place, a cut in and the last leg.</source>
            <translation>Chơi ba tay cùng lúc: ở chỗ của bạn, một tay chen và tay cuối.</translation>
        </message>
        <message>
            <source>You may play up to three hands (legs, ขา) at once (หลายขา), each with its own bet: at your place, cutting in (ตัดขา) at a free place between players, or as the last leg (ขาบ๊วย), dealt after the dealer.</source>
            <translation>Bạn có thể chơi tối đa ba tay cùng lúc, mỗi tay một khoản cược: ở chỗ của bạn, chen tay vào một chỗ trống giữa hai người chơi, hoặc làm tay cuối, được chia sau nhà cái.</translation>
        </message>
        <message>
            <source>Bet 20 at your place first.</source>
            <translation>Cược 20 ở chỗ của bạn trước.</translation>
        </message>
        <message>
            <source>Now cut in: bet 20 at the marked free place between you and Somchai.</source>
            <translation>Giờ hãy chen tay: cược 20 ở chỗ trống đã đánh dấu giữa bạn và Somchai.</translation>
        </message>
        <message>
            <source>And the last leg: bet 20 at the place after the dealer. That is three hands, the most one player may have, so the cards come at once: the last leg is dealt after the dealer.</source>
            <translation>Và tay cuối: cược 20 ở chỗ sau nhà cái. Vậy là ba tay, nhiều nhất một người được có, nên bài được chia ngay: tay cuối được chia sau nhà cái.</translation>
        </message>
        <message>
            <source>Each leg is a hand of its own: it draws or stands on its own and is settled on its own against the dealer. Your last leg, 4 + 5, is Pok 9: it was settled at once.</source>
            <translation>Mỗi tay là một tay riêng: tự rút hoặc dừng và được tính tiền riêng với nhà cái. Tay cuối của bạn, 4 + 5, là Pok 9: nó đã được tính tiền ngay.</translation>
        </message>
        <message>
            <source>Your first hand, 3 + 4 = 7 points: stand.</source>
            <translation>Tay đầu tiên của bạn, 3 + 4 = 7 điểm: hãy dừng.</translation>
        </message>
        <message>
            <source>Stand on 7 points with this hand.</source>
            <translation>Tay này có 7 điểm, hãy dừng.</translation>
        </message>
        <message>
            <source>Your hand on the cut in, K + 2 = 2 points: draw.</source>
            <translation>Tay chen của bạn, K + 2 = 2 điểm: hãy rút.</translation>
        </message>
        <message>
            <source>Each of your legs was settled against the dealer on its own; the chips won and lost are added up on your stack.</source>
            <translation>Mỗi tay của bạn được tính tiền riêng với nhà cái; số xu thắng thua được cộng vào vốn của bạn.</translation>
        </message>
        <message>
            <source>Taking the bank</source>
            <translation>Làm cái</translation>
        </message>
        <message>
            <source>See the dealer's stop notice, take the bank yourself and catch as the dealer.</source>
            <translation>Xem lời báo nghỉ của nhà cái, tự mình làm cái và bắt bài khi làm cái.</translation>
        </message>
        <message>
            <source>Somchai holds the bank, but a dealer who wants to stop must say so three rounds ahead, so the players can win their money back. Somchai has just announced the stop: the bank passes after this round and two more.</source>
            <translation>Somchai đang làm cái, nhưng nhà cái muốn nghỉ phải báo trước ba vòng, để người chơi có cơ hội gỡ lại tiền. Somchai vừa báo nghỉ: cái sẽ chuyển sau vòng này và hai vòng nữa.</translation>
        </message>
        <message>
            <source>Sit this round out: press Sit out (you may always skip a round).</source>
            <translation>Vòng này hãy nghỉ: bấm Nghỉ vòng (lúc nào bạn cũng có thể bỏ qua một vòng).</translation>
        </message>
        <message>
            <source>Sit out again.</source>
            <translation>Nghỉ lần nữa.</translation>
        </message>
        <message>
            <source>The last round of Somchai's bank. Sit out once more.</source>
            <translation>Vòng cuối Somchai làm cái. Nghỉ thêm một lần.</translation>
        </message>
        <message>
            <source>The bank passes, and you are offered it first. Take the bank: you play against every other hand, and what you win they lose (chips are never made or lost).</source>
            <translation>Cái được chuyển, và bạn được mời trước. Hãy làm cái: bạn đấu với mọi tay khác, và họ thua bao nhiêu thì bạn thắng bấy nhiêu (xu không tự sinh ra hay mất đi).</translation>
        </message>
        <message>
            <source>Take it this time: the lesson is about playing as the dealer.</source>
            <translation>Lần này hãy nhận: bài học là về việc làm cái.</translation>
        </message>
        <message>
            <source>You hold the bank now: Somchai and Malee bet against you. Before you draw, you may catch (จับ): settle now, with your two cards, against every hand of two cards (or of three). Go on without catching.</source>
            <translation>Giờ bạn làm cái: Somchai và Malee cược với bạn. Trước khi rút, bạn có thể bắt: tính tiền ngay, bằng hai lá của bạn, với mọi tay hai lá (hoặc ba lá). Hãy đi tiếp mà không bắt.</translation>
        </message>
        <message>
            <source>The dealer draws last, after the catch. You have 7 + K = 7 points: stand.</source>
            <translation>Nhà cái rút sau cùng, sau lúc bắt. Bạn có 7 + K = 7 điểm: hãy dừng.</translation>
        </message>
        <message>
            <source>Every hand left is compared with yours and settled: what the players win, the bank pays, and what they lose, the bank takes.</source>
            <translation>Mọi tay còn lại được so với bài của bạn và tính tiền: người chơi thắng bao nhiêu thì nhà cái trả, thua bao nhiêu thì nhà cái thu.</translation>
        </message>
        <message>
            <source>A new round. As the dealer you choose: deal another round, or announce your stop. Announce it: the bank then passes three rounds later, so the players can win their chips back.</source>
            <translation>Vòng mới. Là nhà cái bạn được chọn: chia vòng nữa, hoặc báo nghỉ cái. Hãy báo nghỉ: cái sẽ chuyển sau ba vòng, để người chơi có cơ hội gỡ lại xu.</translation>
        </message>
        <message>
            <source>Announce your stop this time, to see the notice.</source>
            <translation>Lần này hãy báo nghỉ cái, để xem lời báo.</translation>
        </message>
        <message>
            <source>Your stop is announced: you deal this round and two more, then the bank passes to the next player. That is all of Pok Deng: you are ready to play a game.</source>
            <translation>Bạn đã báo nghỉ: bạn chia vòng này và hai vòng nữa, rồi cái chuyển cho người tiếp theo. Đó là toàn bộ Pok Deng: bạn đã sẵn sàng chơi.</translation>
        </message>
        <message>
            <source>Your cards and a turn</source>
            <translation>Bài của bạn và một lượt chơi</translation>
        </message>
        <message>
            <source>Meet the wild card, draw from the stock or the discard pile, and discard.</source>
            <translation>Làm quen với lá đa năng, bốc từ nọc hoặc ăn từ chồng bài bỏ, và đánh bài.</translation>
        </message>
        <message>
            <source>In 13-card Indian Rummy each player holds 13 cards. The aim: arrange all of them into groups and declare (घोषणा करना) before anyone else. Fewer points are better.</source>
            <translation>Trong Rummy Ấn Độ 13 lá mỗi người cầm 13 lá. Mục tiêu: xếp hết các lá vào nhóm và ù trước mọi người. Điểm càng ít càng tốt.</translation>
        </message>
        <message>
            <source>After the deal a card was turned beside the stock: the Q♠. For this deal every queen is wild (वाइल्ड कार्ड), in all four suits, and the printed jokers are always wild. A wild card can stand in for a missing card.</source>
            <translation>Sau khi chia, một lá được lật cạnh nọc: lá Q♠. Ván này mọi lá Q đều là lá đa năng, ở cả bốn chất, còn joker in sẵn thì luôn là lá đa năng. Lá đa năng có thể thay cho một lá còn thiếu.</translation>
        </message>
        <message>
            <source>Each turn starts with a draw: the top card of the stock (स्टॉक), face down, or the top card of the discard pile (डिस्कार्ड ढेर), face up. The 6♠ on the pile fits your 7♠ 8♠: take it.</source>
            <translation>Mỗi lượt bắt đầu bằng việc bốc: lá trên cùng của nọc, úp mặt, hoặc lá trên cùng của chồng bài bỏ, ngửa mặt. Lá 6♠ trên chồng bài bỏ hợp với 7♠ 8♠ của bạn: hãy ăn nó.</translation>
        </message>
        <message>
            <source>Take the 6♠ from the discard pile this time: it joins your 7♠ 8♠.</source>
            <translation>Lần này hãy ăn lá 6♠ từ chồng bài bỏ: nó ghép với 7♠ 8♠ của bạn.</translation>
        </message>
        <message>
            <source>Don't pack (पैक करना): your hand is good.</source>
            <translation>Đừng bỏ ván: bài của bạn tốt.</translation>
        </message>
        <message>
            <source>Now end the turn with a discard: put one card face up on the pile. The ace of clubs fits nothing: click it, then Discard. (The card you just took may not go straight back.)</source>
            <translation>Giờ kết thúc lượt bằng việc đánh một lá: đặt ngửa một lá lên chồng bài bỏ. Lá A♣ không hợp với lá nào: bấm vào nó, rồi bấm Đánh. (Lá vừa ăn không được đánh ra lại ngay.)</translation>
        </message>
        <message>
            <source>Discard the A♣ for this lesson.</source>
            <translation>Ở bài học này hãy đánh lá A♣.</translation>
        </message>
        <message>
            <source>Arjun played his turn. Draw from the stock this time.</source>
            <translation>Arjun đã đi xong lượt. Lần này hãy bốc từ nọc.</translation>
        </message>
        <message>
            <source>Discard the 5♠, which fits nothing.</source>
            <translation>Đánh lá 5♠, lá không hợp với lá nào.</translation>
        </message>
        <message>
            <source>Turns go round counter-clockwise. 2 or 3 players use one deck, 4 to 6 use two. Each deal the dealer moves one seat, and the player after the dealer starts. To arrange your hand, select cards and press Group, or let Auto-arrange do it.</source>
            <translation>Lượt đi ngược chiều kim đồng hồ. 2 hoặc 3 người dùng một bộ bài, 4 đến 6 người dùng hai bộ. Mỗi ván người chia dịch đi một ghế, và người ngồi sau người chia đi trước. Để xếp bài, hãy chọn các lá rồi bấm Ghép nhóm, hoặc để Tự xếp làm giúp.</translation>
        </message>
        <message>
            <source>A joker turned up</source>
            <translation>Lật ra lá joker</translation>
        </message>
        <message>
            <source>See the aces become wild when the card turned beside the stock is a printed joker.</source>
            <translation>Xem các lá A trở thành lá đa năng khi lá lật cạnh nọc là một lá joker in sẵn.</translation>
        </message>
        <message>
            <source>This deal the card turned beside the stock is a printed joker. A joker cannot name a rank, so the aces are wild instead: your A♠ and A♦ can stand in for any card, and the printed jokers stay wild too.</source>
            <translation>Ván này lá lật cạnh nọc là một lá joker in sẵn. Joker không có số, nên các lá A thành lá đa năng thay vào đó: A♠ và A♦ của bạn có thể thay cho bất kỳ lá nào, và các lá joker in sẵn vẫn là lá đa năng.</translation>
        </message>
        <message>
            <source>Draw from the stock.</source>
            <translation>Bốc từ nọc.</translation>
        </message>
        <message>
            <source>Discard the 6♠, which fits nothing. Keep the aces: wild cards are worth 0 points if they are left scattered, and they fill the gaps in your sequences.</source>
            <translation>Đánh lá 6♠, lá không hợp với lá nào. Giữ lại các lá A: lá đa năng bị tính 0 điểm nếu nằm lẻ, và chúng lấp chỗ trống trong các sảnh của bạn.</translation>
        </message>
        <message>
            <source>Discard the 6♠ for this lesson: keep your wild aces.</source>
            <translation>Ở bài học này hãy đánh lá 6♠: giữ các lá A đa năng.</translation>
        </message>
        <message>
            <source>Wild cards in a sequence</source>
            <translation>Lá đa năng trong sảnh</translation>
        </message>
        <message>
            <source>Build a mixed sequence (मिश्रित सीक्वेंस) and see why three wild cards are too many.</source>
            <translation>Xếp một sảnh ghép và xem vì sao ba lá đa năng là quá nhiều.</translation>
        </message>
        <message>
            <source>Kings are wild this deal. Try a run with three of them: click the 5♣, 6♣ and the three kings, then press Group.</source>
            <translation>Ván này lá K là đa năng. Thử xếp một sảnh có ba lá K: bấm 5♣, 6♣ và ba lá K, rồi bấm Ghép nhóm.</translation>
        </message>
        <message>
            <source>The label on the group gives the reason: a mixed sequence may use at most two wild cards, and needs at least one natural card.</source>
            <translation>Nhãn trên nhóm cho biết lý do: sảnh ghép chỉ được dùng tối đa hai lá đa năng, và cần ít nhất một lá thật.</translation>
        </message>
        <message>
            <source>Now make it valid: click the 5♣, 6♣, K♠ and K♥ and press Group. Two wilds standing for the 7♣ and 8♣: a mixed sequence.</source>
            <translation>Giờ hãy xếp cho hợp lệ: bấm 5♣, 6♣, K♠ và K♥ rồi bấm Ghép nhóm. Hai lá đa năng thay cho 7♣ và 8♣: một sảnh ghép.</translation>
        </message>
        <message>
            <source>Discard the Q♣, which fits nothing.</source>
            <translation>Đánh lá Q♣, lá không hợp với lá nào.</translation>
        </message>
        <message>
            <source>Sequences, trios and declaring</source>
            <translation>Sảnh, bộ ba và ù</translation>
        </message>
        <message>
            <source>Build a pure sequence (शुद्ध सीक्वेंस), a second sequence and trios (ट्रायो), and declare.</source>
            <translation>Xếp một sảnh thuần, một sảnh thứ hai và các bộ ba, rồi ù.</translation>
        </message>
        <message>
            <source>A pure sequence (शुद्ध सीक्वेंस) is three or more cards in a row in one suit, with no wild card standing in: your 3♥ 4♥ 5♥ 6♥. A card of the wild rank in its own place counts as itself and keeps a sequence pure.</source>
            <translation>Sảnh thuần là ba lá trở lên liên tiếp cùng chất, không có lá đa năng thay thế: 3♥ 4♥ 5♥ 6♥ của bạn. Một lá thuộc số đa năng nằm đúng chỗ của nó thì được tính là chính nó và sảnh vẫn thuần.</translation>
        </message>
        <message>
            <source>A mixed sequence (मिश्रित सीक्वेंस) is the same with one or two wild cards standing in for missing cards, never more than two, and at least one natural card. A trio (ट्रायो) is exactly three cards of one rank, like your 9♣ 9♦ 9♥; a wild may make up the third. Aces are low (A-2-3) or high (Q-K-A), but K-A-2 is no sequence.</source>
            <translation>Sảnh ghép cũng vậy nhưng có một hoặc hai lá đa năng thay cho các lá còn thiếu, không bao giờ quá hai, và ít nhất một lá thật. Bộ ba là đúng ba lá cùng số, như 9♣ 9♦ 9♥ của bạn; lá thứ ba có thể là lá đa năng. A là lá nhỏ (A-2-3) hoặc lá lớn (Q-K-A), nhưng K-A-2 không phải sảnh.</translation>
        </message>
        <message>
            <source>A declaration needs all 13 cards in groups: at least one pure sequence and a second sequence, and here the two sequences must hold 6 or 7 cards; the rest may be trios, two at most. Kings are wild this deal: draw from the stock.</source>
            <translation>Muốn ù phải xếp đủ 13 lá vào các nhóm: ít nhất một sảnh thuần và một sảnh thứ hai, và ở đây hai sảnh phải có tổng 6 hoặc 7 lá; phần còn lại có thể là bộ ba, nhiều nhất hai bộ. Ván này lá K là đa năng: hãy bốc từ nọc.</translation>
        </message>
        <message>
            <source>You drew the K♣, a wild card: with J♣ J♦ it makes a trio. Now you hold 14 cards. First group your pure sequence: click the 3♥, 4♥, 5♥ and 6♥, then press Group.</source>
            <translation>Bạn bốc được K♣, một lá đa năng: cùng J♣ J♦ thành một bộ ba. Giờ bạn cầm 14 lá. Trước hết hãy ghép sảnh thuần: bấm 3♥, 4♥, 5♥ và 6♥, rồi bấm Ghép nhóm.</translation>
        </message>
        <message>
            <source>Try to declare (घोषणा करना) now: select the 2♣, the card to lay face down, and press Declare.</source>
            <translation>Thử ù ngay bây giờ: chọn lá 2♣, lá sẽ úp xuống, rồi bấm Ù.</translation>
        </message>
        <message>
            <source>Refused, and your turn goes on: the reasons are shown above your hand. Every card but the face-down one must be in a valid group. The program never accepts a wrong declaration.</source>
            <translation>Bị từ chối, và lượt của bạn vẫn tiếp tục: lý do hiện phía trên bài của bạn. Mọi lá trừ lá úp đều phải nằm trong một nhóm hợp lệ. Chương trình không bao giờ chấp nhận ù sai.</translation>
        </message>
        <message>
            <source>Press Auto-arrange: it groups the rest for you: 6♠ 7♠ 8♠, 9♣ 9♦ 9♥, and J♣ J♦ with the wild K♣ as a trio.</source>
            <translation>Bấm Tự xếp: phần còn lại sẽ được ghép giúp bạn: 6♠ 7♠ 8♠, 9♣ 9♦ 9♥, và J♣ J♦ với lá K♣ đa năng thành một bộ ba.</translation>
        </message>
        <message>
            <source>All 13 cards are in groups: a pure sequence, a second sequence holding 7 cards with it, and two trios. The 2♣ is selected: press Declare.</source>
            <translation>Cả 13 lá đã nằm trong nhóm: một sảnh thuần, một sảnh thứ hai cùng với nó đủ 7 lá, và hai bộ ba. Lá 2♣ đang được chọn: hãy bấm Ù.</translation>
        </message>
        <message>
            <source>Don't discard: you can declare now.</source>
            <translation>Đừng đánh bài: bạn ù được rồi.</translation>
        </message>
        <message>
            <source>You won the deal and score 0: the sheet shows how each hand was counted. Arjun scores his scattered cards (बिखरे पत्ते): A, K, Q, J and 10 count 10, the others their face value, a wild card 0. You declared on the very first turn, so his points are halved (rounded up). Press Next deal to go on.</source>
            <translation>Bạn thắng ván này và được 0 điểm: bảng điểm cho biết từng tay được tính thế nào. Arjun bị tính điểm các lá bài rác: A, K, Q, J và 10 tính 10, các lá khác tính theo số, lá đa năng tính 0. Bạn ù ngay lượt đầu tiên, nên điểm của Arjun giảm một nửa (làm tròn lên). Bấm Ván tiếp để đi tiếp.</translation>
        </message>
        <message>
            <source>The stock runs out</source>
            <translation>Hết nọc</translation>
        </message>
        <message>
            <source>See the discard pile shuffled into a new stock when the stock is used up.</source>
            <translation>Xem chồng bài bỏ được xáo thành nọc mới khi nọc đã hết.</translation>
        </message>
        <message>
            <source>Late in a deal the stock (स्टॉक) can run low: here only one card is left in it. Draw it.</source>
            <translation>Cuối ván nọc có thể sắp hết: ở đây nọc chỉ còn một lá. Hãy bốc lá đó.</translation>
        </message>
        <message>
            <source>Draw the last card of the stock this time.</source>
            <translation>Lần này hãy bốc lá cuối cùng của nọc.</translation>
        </message>
        <message>
            <source>The stock ran out, so the discard pile, all but its top card, was shuffled face down into a new stock. Play goes on as before.</source>
            <translation>Nọc đã hết, nên chồng bài bỏ, trừ lá trên cùng, được xáo lại và úp xuống thành nọc mới. Ván chơi tiếp tục như trước.</translation>
        </message>
        <message>
            <source>End the turn: discard the A♣.</source>
            <translation>Kết thúc lượt: hãy đánh lá A♣.</translation>
        </message>
        <message>
            <source>Packing, scores and the match</source>
            <translation>Bỏ ván, điểm và trận đấu</translation>
        </message>
        <message>
            <source>Pack (पैक करना) a hopeless hand for 20 points, and learn how a match of deals or pool 101 is won.</source>
            <translation>Bỏ một ván bài hết hy vọng với 20 điểm, và học cách thắng một trận theo số ván hoặc Rummy pool 101.</translation>
        </message>
        <message>
            <source>This hand has nothing together. Instead of drawing, you may pack (पैक करना): drop out of the deal. On your first turn it costs 20 points, and your cards go back under the stock; on a later turn it costs 40.</source>
            <translation>Bài này chẳng có gì ghép được. Thay vì bốc, bạn có thể bỏ ván: rút khỏi ván này. Bỏ ở lượt đầu tiên mất 20 điểm, và bài của bạn được đặt lại dưới nọc; bỏ ở lượt sau mất 40 điểm.</translation>
        </message>
        <message>
            <source>Pack this time, to see what it costs.</source>
            <translation>Lần này hãy bỏ ván, để xem mất bao nhiêu.</translation>
        </message>
        <message>
            <source>You packed for 20 points. With two players a pack ends the deal at once and the other player wins it; with more, the deal goes on, and when all but one have packed the last one wins. The sheet shows every hand as it was counted: the program counts a losing hand in its best arrangement. Press Next deal to go on.</source>
            <translation>Bạn đã bỏ ván và bị 20 điểm. Khi có hai người chơi, bỏ ván sẽ kết thúc ván ngay và người kia thắng; khi đông hơn, ván vẫn tiếp tục, và khi chỉ còn một người chưa bỏ thì người đó thắng. Bảng điểm cho thấy từng tay được tính thế nào: chương trình tính tay thua theo cách xếp có lợi nhất. Bấm Ván tiếp để đi tiếp.</translation>
        </message>
        <message>
            <source>The next deal was dealt: the dealer moved one seat counter-clockwise, and the player after the dealer started. A match is a number of deals (this one 3; 1, 3, 6 or 10 at a new game), and the fewest points win. In pool rummy (101) a player reaching 101 points is out, and the last one left wins. That is all of Rummy: you are ready to play.</source>
            <translation>Ván tiếp theo đã được chia: người chia dịch đi một ghế ngược chiều kim đồng hồ, và người ngồi sau người chia đi trước. Một trận gồm một số ván (trận này 3 ván; khi tạo ván mới chọn 1, 3, 6 hoặc 10), và ai ít điểm nhất thắng. Trong Rummy pool (101), ai lên 101 điểm bị loại, và người còn lại cuối cùng thắng. Đó là toàn bộ Rummy: bạn đã sẵn sàng chơi.</translation>
        </message>
        <message>
            <source>Antes, the hole card and who bets first</source>
            <translation>Cược, lá tẩy và ai tố đầu</translation>
        </message>
        <message>
            <source>See the 32-card deal: a hole card, a face-up card, and the strongest face-up card opening the betting.</source>
            <translation>Xem cách chia bộ 32 lá: một lá tẩy, một lá ngửa, và lá ngửa mạnh nhất được tố đầu.</translation>
        </message>
        <message>
            <source>Xì tố is played with 32 cards: 7, 8, 9, 10, J (bồi), Q (đầm), K (già) and A (xì) in each suit. Everyone has paid one ante (cược) into the pot.</source>
            <translation>Xì tố chơi với 32 lá: 7, 8, 9, 10, J (bồi), Q (đầm), K (già) và A (xì) của mỗi chất. Mọi người đã bỏ một cược vào pot.</translation>
        </message>
        <message>
            <source>You were dealt two cards: the hole card, face down, that only you see, and one card face up for everyone to see.</source>
            <translation>Bạn được chia hai lá: lá tẩy, úp mặt, chỉ mình bạn thấy, và một lá ngửa cho mọi người cùng thấy.</translation>
        </message>
        <message>
            <source>Whoever shows the strongest face-up cards bets first (Tố đầu). A card's strength is its rank, then its suit: bích ♠ above cơ ♥, rô ♦ and tép ♣. Your A♠ is the highest card of all, so you open.</source>
            <translation>Ai có các lá ngửa mạnh nhất sẽ tố đầu. Độ mạnh của một lá xét theo số, rồi theo chất: bích ♠ trên cơ ♥, rô ♦ và tép ♣. Lá A♠ của bạn là lá lớn nhất, nên bạn tố đầu.</translation>
        </message>
        <message>
            <source>Open with a bet (Tố) of 20 chips: more than one ante, at most the raise limit (Giới hạn tố) of 10 antes. Press Bet.</source>
            <translation>Mở bằng một lần tố 20 xu: hơn một cược, nhiều nhất bằng giới hạn tố là 10 cược. Bấm Tố.</translation>
        </message>
        <message>
            <source>Folding now would give up your ante with the best card on the table: bet 20.</source>
            <translation>Úp bài lúc này là bỏ phí tiền cược khi đang có lá lớn nhất bàn: hãy tố 20.</translation>
        </message>
        <message>
            <source>Bet exactly 20 chips for this lesson.</source>
            <translation>Ở bài học này hãy tố đúng 20 xu.</translation>
        </message>
        <message>
            <source>Minh folded (Úp bài) and Lan called (Theo). Each player still in got one more face-up card, and a new betting round begins, again opened by the strongest face-up cards: yours.</source>
            <translation>Minh úp bài còn Lan theo. Mỗi người còn chơi được thêm một lá ngửa, và một vòng cược mới bắt đầu, lại do người có lá ngửa mạnh nhất tố đầu: là bạn.</translation>
        </message>
        <message>
            <source>Bet 20 again.</source>
            <translation>Tố 20 lần nữa.</translation>
        </message>
        <message>
            <source>There are four betting rounds in all: after the 2nd, 3rd, 4th and 5th card. Turn order goes counter-clockwise, to your right. In a game a clock runs on your turn: whoever does not act within 30 seconds folds (the clock is off in these lessons).</source>
            <translation>Có tất cả bốn vòng cược: sau lá thứ 2, 3, 4 và 5. Lượt đi ngược chiều kim đồng hồ, sang phải bạn. Khi chơi thật, đồng hồ chạy trong lượt của bạn: ai không hành động trong 30 giây sẽ bị úp bài (trong các bài học không tính giờ).</translation>
        </message>
        <message>
            <source>Folding first</source>
            <translation>Úp bài khi đi đầu</translation>
        </message>
        <message>
            <source>Fold (úp bài) as the first to act instead of betting.</source>
            <translation>Úp bài thay vì tố khi bạn là người đi đầu tiên.</translation>
        </message>
        <message>
            <source>Your A♥ is the strongest face-up card, so you act first. The first to act bets (Tố), or may fold instead.</source>
            <translation>Lá A♥ của bạn là lá ngửa mạnh nhất, nên bạn đi đầu. Người đi đầu sẽ tố, hoặc có thể úp bài.</translation>
        </message>
        <message>
            <source>Your hole card is a 7♠, nothing with your ace. Fold (Úp bài): you lose only your ante.</source>
            <translation>Lá tẩy của bạn là 7♠, chẳng ghép được gì với lá A. Hãy úp bài: bạn chỉ mất phần cược.</translation>
        </message>
        <message>
            <source>Fold this time, to see that the first to act may.</source>
            <translation>Lần này hãy úp bài, để thấy người đi đầu cũng được úp bài.</translation>
        </message>
        <message>
            <source>Minh and Lan played the hand out without you. You lost only your ante, 10 chips.</source>
            <translation>Minh và Lan chơi hết ván mà không có bạn. Bạn chỉ mất phần cược, 10 xu.</translation>
        </message>
        <message>
            <source>Call, raise and fold</source>
            <translation>Theo, tố thêm và úp bài</translation>
        </message>
        <message>
            <source>Answer a bet: call (Theo), raise (Tố thêm) or fold (Úp bài), within the table's limits.</source>
            <translation>Đáp lại một lần tố: theo, tố thêm hoặc úp bài, trong giới hạn của bàn.</translation>
        </message>
        <message>
            <source>This time Minh shows the highest face-up card, A♠, so Minh opened with a bet. Lan folded. Now it is your turn to answer.</source>
            <translation>Lần này Minh có lá ngửa lớn nhất, A♠, nên Minh tố đầu. Lan úp bài. Giờ đến lượt bạn đáp lại.</translation>
        </message>
        <message>
            <source>Call (Theo): put in just enough to match Minh's bet and stay in the hand.</source>
            <translation>Theo: bỏ vào vừa đủ bằng số Minh đã tố để ở lại ván.</translation>
        </message>
        <message>
            <source>Stay in: call this bet.</source>
            <translation>Chơi tiếp: hãy theo lần tố này.</translation>
        </message>
        <message>
            <source>Just call this time: raising comes next.</source>
            <translation>Lần này chỉ theo thôi: tố thêm là bước sau.</translation>
        </message>
        <message>
            <source>Minh now shows a pair of aces (Đôi) face up and bets again. Raise (Tố thêm): call his bet and add 30 more. A raise is more than one ante and at most the raise limit, 10 antes.</source>
            <translation>Giờ Minh có đôi A ngửa và lại tố. Hãy tố thêm: theo số Minh tố rồi thêm 30 nữa. Lần tố thêm phải hơn một cược và nhiều nhất bằng giới hạn tố, 10 cược.</translation>
        </message>
        <message>
            <source>Raise by exactly 30 chips for this lesson.</source>
            <translation>Ở bài học này hãy tố thêm đúng 30 xu.</translation>
        </message>
        <message>
            <source>Raise this time: call and add 30.</source>
            <translation>Lần này hãy tố thêm: theo rồi thêm 30.</translation>
        </message>
        <message>
            <source>Minh raised back. With only a pair of kings against his face-up pair of aces, give up: fold (Úp bài). You lose what you put in, nothing more.</source>
            <translation>Minh tố thêm lại. Chỉ có đôi K so với đôi A đang ngửa của Minh, hãy bỏ cuộc: úp bài. Bạn mất số đã bỏ vào, không hơn.</translation>
        </message>
        <message>
            <source>Fold here: your kings are beaten by the aces on show.</source>
            <translation>Úp bài ở đây: đôi K của bạn thua đôi A đang ngửa.</translation>
        </message>
        <message>
            <source>Everyone but Minh folded, so Minh won the pot at once, without showing his hole card.</source>
            <translation>Mọi người trừ Minh đều úp bài, nên Minh thắng pot ngay, không cần lật lá tẩy.</translation>
        </message>
        <message>
            <source>A new hand was dealt, with a new ante from everyone. The dealer button moved one seat counter-clockwise: it only decides who is dealt first; the strongest face-up card still bets first.</source>
            <translation>Một ván mới đã được chia, mọi người lại bỏ cược. Nút người chia dịch đi một ghế ngược chiều kim đồng hồ: nó chỉ quyết định ai được chia trước; lá ngửa mạnh nhất vẫn tố đầu.</translation>
        </message>
        <message>
            <source>The turn clock</source>
            <translation>Đồng hồ lượt</translation>
        </message>
        <message>
            <source>See the clock fold a player who does not act in time.</source>
            <translation>Xem người chơi bị úp bài khi không hành động kịp giờ.</translation>
        </message>
        <message>
            <source>Every turn has a clock (15 seconds here; 30 at a new game, or off, 15 or 60 in the table's settings). Minh bet. This time press nothing: watch your seconds run out beside your seat. A player who does not act in time folds (úp bài).</source>
            <translation>Mỗi lượt đều có đồng hồ (ở đây 15 giây; khi tạo ván mới là 30, hoặc tắt, 15 hay 60 trong cài đặt của bàn). Minh đã tố. Lần này đừng bấm gì: hãy xem số giây của bạn đếm ngược bên cạnh ghế. Ai không hành động kịp sẽ bị úp bài.</translation>
        </message>
        <message>
            <source>Press nothing this time: let the clock run out.</source>
            <translation>Lần này đừng bấm gì: hãy để hết giờ.</translation>
        </message>
        <message>
            <source>Time ran out, so you folded, and with Lan out too Minh won the pot at once.</source>
            <translation>Hết giờ, nên bạn bị úp bài, và vì Lan cũng đã bỏ nên Minh thắng pot ngay.</translation>
        </message>
        <message>
            <source>A new hand: the clock runs again at each of your turns. Pausing the game stops it.</source>
            <translation>Ván mới: đồng hồ lại chạy ở mỗi lượt của bạn. Tạm dừng trò chơi thì đồng hồ cũng dừng.</translation>
        </message>
        <message>
            <source>Four rounds and the showdown</source>
            <translation>Bốn vòng cược và lật bài</translation>
        </message>
        <message>
            <source>Play all four betting rounds and win the showdown with a full house (Cù lũ) over a flush (Thùng).</source>
            <translation>Chơi hết bốn vòng cược và thắng lúc lật bài bằng cù lũ trước thùng.</translation>
        </message>
        <message>
            <source>Hands from weakest to strongest: high card (Mậu thầu), pair (Đôi), two pairs (Thú), three of a kind (Sám), straight (Sảnh), flush (Thùng), full house (Cù lũ), four of a kind (Tứ quý), straight flush (Thùng phá sảnh) and the royal one with an ace (Thùng phá sảnh lớn). Here a flush is below a full house.</source>
            <translation>Các liên kết từ yếu đến mạnh: mậu thầu, đôi, thú (hai đôi), sám (ba lá cùng số), sảnh, thùng, cù lũ, tứ quý, thùng phá sảnh và thùng phá sảnh lớn (có A). Ở đây thùng thua cù lũ.</translation>
        </message>
        <message>
            <source>Minh's K♥ opened. Call.</source>
            <translation>Lá K♥ của Minh tố đầu. Hãy theo.</translation>
        </message>
        <message>
            <source>Your face-up pair of nines now bets first. Bet 11 chips, the smallest bet (one ante and a chip).</source>
            <translation>Đôi 9 ngửa của bạn giờ được tố đầu. Tố 11 xu, mức tố nhỏ nhất (một cược và một xu).</translation>
        </message>
        <message>
            <source>Bet 11 again: a third betting round.</source>
            <translation>Tố 11 lần nữa: vòng cược thứ ba.</translation>
        </message>
        <message>
            <source>The fourth and last round: bet 11.</source>
            <translation>Vòng thứ tư và cuối cùng: tố 11.</translation>
        </message>
        <message>
            <source>Minh raised: he shows four hearts. Call and go to the showdown.</source>
            <translation>Minh tố thêm: Minh có bốn lá cơ ngửa. Hãy theo và đi tới lúc lật bài.</translation>
        </message>
        <message>
            <source>Call: your hole card makes a full house.</source>
            <translation>Theo: lá tẩy của bạn làm thành cù lũ.</translation>
        </message>
        <message>
            <source>At the showdown the hole cards were turned: your 9 9 9 10 10, a full house (Cù lũ), beat Minh's flush (Thùng), and the pot is yours (see the sheet). Straights run from 7-8-9-10-J up to 10-J-Q-K-A only: the ace is never low. When all ranks are equal, the suit of the highest card decides.</source>
            <translation>Lúc lật bài, các lá tẩy được lật lên: 9 9 9 10 10 của bạn, cù lũ, thắng thùng của Minh, và pot là của bạn (xem bảng kết quả). Sảnh chỉ từ 7-8-9-10-J lên đến 10-J-Q-K-A: A không bao giờ là lá nhỏ. Khi mọi số đều bằng nhau, chất của lá cao nhất quyết định.</translation>
        </message>
        <message>
            <source>Equal hands: the suit decides</source>
            <translation>Bài bằng nhau: chất quyết định</translation>
        </message>
        <message>
            <source>See two equal pairs decided by the suit of their highest card.</source>
            <translation>Xem hai đôi bằng nhau phân thắng thua theo chất của lá cao nhất.</translation>
        </message>
        <message>
            <source>Two hands of the same kind are compared by the cards that make it, then the other cards from high to low. When every rank is equal, the suit decides: bích ♠ above cơ ♥, rô ♦ and tép ♣.</source>
            <translation>Hai tay cùng loại được so theo các lá tạo nên liên kết, rồi đến các lá còn lại từ cao xuống thấp. Khi mọi số đều bằng nhau, chất quyết định: bích ♠ trên cơ ♥, rô ♦ và tép ♣.</translation>
        </message>
        <message>
            <source>Your K♦ is the strongest face-up card: bet 11 chips, the smallest bet.</source>
            <translation>Lá K♦ của bạn là lá ngửa mạnh nhất: hãy tố 11 xu, mức tố nhỏ nhất.</translation>
        </message>
        <message>
            <source>Bet exactly 11 chips for this lesson.</source>
            <translation>Ở bài học này hãy tố đúng 11 xu.</translation>
        </message>
        <message>
            <source>Stay in: bet 11 chips.</source>
            <translation>Chơi tiếp: hãy tố 11 xu.</translation>
        </message>
        <message>
            <source>Lan folded and Minh raised (Tố thêm). Call (Theo): match his raise and stay in.</source>
            <translation>Lan úp bài còn Minh tố thêm. Hãy theo: bỏ vào bằng số Minh tố thêm để ở lại ván.</translation>
        </message>
        <message>
            <source>Stay in: call.</source>
            <translation>Chơi tiếp: hãy theo.</translation>
        </message>
        <message>
            <source>Just call this time.</source>
            <translation>Lần này chỉ theo thôi.</translation>
        </message>
        <message>
            <source>A new card each. Minh's A♦ beats your A♣ on show, so he bets first now. Call again.</source>
            <translation>Mỗi người thêm một lá. Lá A♦ ngửa của Minh lớn hơn A♣ của bạn, nên giờ Minh tố đầu. Hãy theo tiếp.</translation>
        </message>
        <message>
            <source>Call.</source>
            <translation>Hãy theo.</translation>
        </message>
        <message>
            <source>The last round: call and go to the showdown.</source>
            <translation>Vòng cuối: hãy theo và đi tới lúc lật bài.</translation>
        </message>
        <message>
            <source>You and Minh both hold a pair of kings with A, Q and J beside it: every rank is equal. The suit of the pair's highest card decides: your K♠ beats Minh's K♥, and the pot is yours.</source>
            <translation>Bạn và Minh đều có đôi K kèm A, Q và J: mọi số đều bằng nhau. Chất của lá cao nhất trong đôi quyết định: K♠ của bạn thắng K♥ của Minh, và pot là của bạn.</translation>
        </message>
        <message>
            <source>The ace is never low</source>
            <translation>A không bao giờ là lá nhỏ</translation>
        </message>
        <message>
            <source>See that A-7-8-9-10 is no straight: the ace only counts high.</source>
            <translation>Xem vì sao A-7-8-9-10 không phải sảnh: A chỉ tính là lá lớn.</translation>
        </message>
        <message>
            <source>Straights (Sảnh) run only from 7-8-9-10-J up to 10-J-Q-K-A: the ace is always high, never below the 7. Your hole card is the A♠.</source>
            <translation>Sảnh chỉ từ 7-8-9-10-J lên đến 10-J-Q-K-A: A luôn là lá lớn, không bao giờ đứng dưới 7. Lá tẩy của bạn là A♠.</translation>
        </message>
        <message>
            <source>Minh opened. Call (Theo).</source>
            <translation>Minh tố đầu. Hãy theo.</translation>
        </message>
        <message>
            <source>Stay in: call, to see the showdown.</source>
            <translation>Chơi tiếp: hãy theo, để xem lúc lật bài.</translation>
        </message>
        <message>
            <source>Just call in this lesson.</source>
            <translation>Ở bài học này chỉ theo thôi.</translation>
        </message>
        <message>
            <source>Call again.</source>
            <translation>Hãy theo tiếp.</translation>
        </message>
        <message>
            <source>The last round: 7 8 9 10 on show and your A♠ in the hole. Call and see the showdown.</source>
            <translation>Vòng cuối: 7 8 9 10 đang ngửa và lá tẩy của bạn là A♠. Hãy theo và xem lật bài.</translation>
        </message>
        <message>
            <source>A♠ 7 8 9 10 is no straight: the ace never counts below the 7. It is only a high card (Mậu thầu), and Minh's pair of queens (Đôi) won.</source>
            <translation>A♠ 7 8 9 10 không phải sảnh: A không bao giờ tính dưới 7. Đó chỉ là mậu thầu, và đôi Q của Minh thắng.</translation>
        </message>
        <message>
            <source>All-in and a side pot</source>
            <translation>Tố tất và pot phụ</translation>
        </message>
        <message>
            <source>Go all-in (Tố tất) when you cannot cover a bet, and see the main pot and a side pot.</source>
            <translation>Tố tất khi bạn không đủ xu theo, và xem pot chính và pot phụ.</translation>
        </message>
        <message>
            <source>You have only 30 chips left after the ante, and the bet to you is more than that.</source>
            <translation>Sau khi bỏ cược bạn chỉ còn 30 xu, mà số phải theo thì nhiều hơn thế.</translation>
        </message>
        <message>
            <source>Call with everything you have: all-in (Tố tất). You can still win, but only what everyone could match.</source>
            <translation>Theo bằng tất cả những gì bạn có: tố tất. Bạn vẫn có thể thắng, nhưng chỉ phần mà mọi người đều bỏ vào bằng bạn.</translation>
        </message>
        <message>
            <source>Go all-in this time: call with what you have.</source>
            <translation>Lần này hãy tố tất: theo bằng số xu bạn có.</translation>
        </message>
        <message>
            <source>Your chips and the same from each other player made the main pot, which you could win; what Minh and Lan bet beyond it made a side pot only they could win. Your four aces (Tứ quý) took the main pot and the side pot went to the better of their two hands. Chips are never made or lost: every pot goes to someone.</source>
            <translation>Xu của bạn và số xu bằng thế từ mỗi người khác tạo thành pot chính, mà bạn có thể thắng; phần Minh và Lan cược vượt quá tạo thành pot phụ chỉ họ mới thắng được. Tứ quý A của bạn thắng pot chính, còn pot phụ về tay người có bài mạnh hơn trong hai người họ. Xu không tự sinh ra hay mất đi: pot nào cũng có người nhận.</translation>
        </message>
    </context>
    <context>
        <name>XitoDecisions</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/xito_decisions.py" line="+80" />
            <source>Time is up: you fold (úp bài) after %1 seconds.</source>
            <translation>Hết giờ: bạn bị úp bài sau %1 giây.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>You folded</source>
            <translation>Bạn đã úp bài</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The session is over.</source>
            <translation>Buổi chơi đã kết thúc.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Re-buy %1 chips</source>
            <translation>Mua %1 xu</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You have 1 chip, less than the ante (%2). Re-buy up to %3, or sit this hand out?</source>
            <translation>Bạn còn 1 xu, ít hơn một cược (%2). Mua thêm tối đa %3, hay nghỉ ván này?</translation>
        </message>
        <message>
            <location line="+4" />
            <source>You have %1 chips, less than the ante (%2). Re-buy up to %3, or sit this hand out?</source>
            <translation>Bạn còn %1 xu, ít hơn một cược (%2). Mua thêm tối đa %3, hay nghỉ ván này?</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Bet</source>
            <translation>Tố</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Raise by</source>
            <translation>Thêm</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Call %1 · all-in</source>
            <translation>Theo %1 · tố tất</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Call %1</source>
            <translation>Theo %1</translation>
        </message>
        <message>
            <location line="+21" />
            <source>You bet first: all-in with your last chip, or fold.</source>
            <translation>Bạn tố đầu: tố tất xu cuối cùng, hay úp bài.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You bet first: all-in with your last %1 chips, or fold.</source>
            <translation>Bạn tố đầu: tố tất %1 xu cuối cùng, hay úp bài.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You bet first (tố đầu): %1–%2 chips, or fold.</source>
            <translation>Bạn tố đầu: %1–%2 xu, hay úp bài.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>call your last %1 (all-in)</source>
            <translation>theo hết %1 xu (tố tất)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>call %1</source>
            <translation>theo %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 has %2 in: %3 or fold. %4</source>
            <translation>%1 bỏ %2: %3 hay úp bài. %4</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 has %2 in: %3, raise by %4–%5, or fold.</source>
            <translation>%1 bỏ %2: %3, tố thêm %4–%5 hay úp bài.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The table</source>
            <translation>Bàn chơi</translation>
        </message>
        <message>
            <location line="+5" />
            <source>No more raises this round: the limit is %1.</source>
            <translation>Vòng này hết được tố thêm: giới hạn là %1 lần.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Too few chips left to raise.</source>
            <translation>Còn quá ít xu để tố thêm.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Nobody left could answer a raise.</source>
            <translation>Không còn ai có thể đáp lại lần tố thêm.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 decides whether to re-buy…</source>
            <translation>%1 đang quyết định có mua thêm không…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 bets first (tố đầu)…</source>
            <translation>%1 tố đầu…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 decides: call, raise or fold…</source>
            <translation>%1 đang quyết định: theo, tố thêm hay úp bài…</translation>
        </message>
        <message>
            <location line="+35" />
            <source>Bet %1</source>
            <translation>Tố %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Raise by %1</source>
            <translation>Tố thêm %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Fold</source>
            <translation>Úp bài</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Sit this hand out</source>
            <translation>Nghỉ ván này</translation>
        </message>
        <message>
            <location line="+31" />
            <source>hole card %1</source>
            <translation>lá tẩy %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source> (only you see it)</source>
            <translation> (chỉ bạn thấy)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>a hole card, face down</source>
            <translation>một lá tẩy, úp mặt</translation>
        </message>
        <message>
            <location line="+2" />
            <source>face-up card %1</source>
            <translation>lá ngửa %1</translation>
        </message>
        <message>
            <location line="+15" />
            <source>%1 showing</source>
            <translation>ngửa %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source> (folded)</source>
            <translation> (đã úp bài)</translation>
        </message>
    </context>
    <context>
        <name>XitoEvents</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/xito_events.py" line="+65" />
            <source>Dealer</source>
            <translation>Người chia</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+17" />
            <source>Sits out</source>
            <translation>Nghỉ ván</translation>
        </message>
        <message>
            <location line="-9" />
            <source>Re-bought %1</source>
            <translation>Đã mua thêm %1</translation>
        </message>
        <message>
            <location line="+207" />
            <source>Wins %1</source>
            <translation>Thắng %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You won %2 with %3</source>
            <translation>Bạn thắng %2 với %3</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 won %2 with %3</source>
            <translation>%1 thắng %2 với %3</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You won %2: %3</source>
            <translation>Bạn thắng %2: %3</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 won %2: %3</source>
            <translation>%1 thắng %2: %3</translation>
        </message>
        <message>
            <location line="+7" />
            <source>You won %2</source>
            <translation>Bạn thắng %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 won %2</source>
            <translation>%1 thắng %2</translation>
        </message>
        <message>
            <location line="+23" />
            <source>loses</source>
            <translation>thua</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Last hand:</source>
            <translation>Ván trước:</translation>
        </message>
        <message>
            <location line="+13" />
            <source>You won %1</source>
            <translation>Bạn thắng %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lost %1</source>
            <translation>Bạn thua %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You broke even</source>
            <translation>Bạn hòa vốn</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You put in %1 and took %2.</source>
            <translation>Bạn bỏ vào %1 và nhận về %2.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You put in %1.</source>
            <translation>Bạn bỏ vào %1.</translation>
        </message>
        <message>
            <location line="+25" />
            <source>The session is over: you are %1 chips up</source>
            <translation>Buổi chơi kết thúc: bạn lời %1 xu</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The session is over: you are %1 chips down</source>
            <translation>Buổi chơi kết thúc: bạn lỗ %1 xu</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The session is over: you broke even</source>
            <translation>Buổi chơi kết thúc: bạn hòa vốn</translation>
        </message>
    </context>
    <context>
        <name>XitoPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/xito_panel.py" line="+35" />
            <location line="+38" />
            <source>Bet</source>
            <translation>Tố</translation>
        </message>
        <message>
            <location line="-9" />
            <source>Fold</source>
            <translation>Úp bài</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Call</source>
            <translation>Theo</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Min</source>
            <translation>Sàn</translation>
        </message>
        <message>
            <location line="+3" />
            <source>½ pot</source>
            <translation>½ pot</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pot</source>
            <translation>Cả pot</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+98" />
            <source>Max</source>
            <translation>Trần</translation>
        </message>
        <message>
            <location line="-96" />
            <source>Raise</source>
            <translation>Tố thêm</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Re-buy</source>
            <translation>Mua thêm</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sit this hand out</source>
            <translation>Nghỉ ván này</translation>
        </message>
        <message>
            <location line="+40" />
            <source>From %1 to %2 chips (PgDown / PgUp: one ante less or more; Home / End: %1 or %2)</source>
            <translation>Từ %1 đến %2 xu (PgDown / PgUp: bớt hoặc thêm một cược; Home / End: %1 hoặc %2)</translation>
        </message>
        <message>
            <location line="+34" />
            <source>All-in</source>
            <translation>Tố tất</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Bet %1</source>
            <translation>Tố %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Raise to %1</source>
            <translation>Tố lên %1</translation>
        </message>
    </context>
    <context>
        <name>XitoTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/xito.py" line="+239" />
            <source>All-in %1 · tố tất</source>
            <translation>Tố tất %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Bet %1 · tố</source>
            <translation>Tố %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Call %1 · theo</source>
            <translation>Theo %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Raise to %1 · tố thêm</source>
            <translation>Tố lên %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fold · úp bài</source>
            <translation>Úp bài</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Dealer</source>
            <translation>Người chia</translation>
        </message>
        <message>
            <location line="+38" />
            <source>Sits out</source>
            <translation>Nghỉ ván</translation>
        </message>
        <message>
            <location line="+21" />
            <source>All-in · tố tất</source>
            <translation>Tố tất</translation>
        </message>
        <message>
            <location line="+17" />
            <source>First to bet · tố đầu</source>
            <translation>Tố đầu</translation>
        </message>
        <message>
            <location line="+1" />
            <source>shows %1</source>
            <translation>bài ngửa: %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Hand %1</source>
            <translation>Ván %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>betting round %1 of 4</source>
            <translation>vòng cược %1 / 4</translation>
        </message>
        <message>
            <location line="-199" />
            <source>Hole card</source>
            <translation>Lá tẩy</translation>
        </message>
        <message>
            <location line="+0" />
            <source>hidden from the others</source>
            <translation>người khác không thấy</translation>
        </message>
        <message>
            <location line="+201" />
            <source>no more betting</source>
            <translation>hết cược</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Ante %1 · a bet: %2 to %3 chips</source>
            <translation>Cược %1 · tố: %2 đến %3 xu</translation>
        </message>
        <message>
            <location line="+7" />
            <source>a raise: the call + %1 to %2</source>
            <translation>tố thêm: theo + %1 đến %2</translation>
        </message>
        <message>
            <location line="+6" />
            <source>at most one raise a round</source>
            <translation>tối đa một lần tố thêm mỗi vòng</translation>
        </message>
        <message>
            <location line="+2" />
            <source>at most %1 raises a round</source>
            <translation>tối đa %1 lần tố thêm mỗi vòng</translation>
        </message>
        <message>
            <location line="+58" />
            <source>Pot %1</source>
            <translation>Tiền cược %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Main pot %1</source>
            <translation>Pot chính %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Side pot %2: %1 · </source>
            <translation>Pot phụ %2: %1 · </translation>
        </message>
        <message>
            <location line="+53" />
            <source>your hand: %1</source>
            <translation>bài của bạn: %1</translation>
        </message>
        <message>
            <location line="-11" />
            <source>your hand</source>
            <translation>bài của bạn</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>Players</source>
            <translation>Người chơi</translation>
        </message>
        <message>
            <source>Guandan is played by four players in two teams, partners sitting opposite.</source>
            <translation>Guandan có bốn người chơi chia hai đội, đồng đội ngồi đối diện.</translation>
        </message>
        <message>
            <source>Show all card counts</source>
            <translation>Hiện số lá của mọi người</translation>
        </message>
        <message>
            <source>Show how many cards every player holds; off: only counts of 10 or fewer, as at a table.</source>
            <translation>Hiện số lá trên tay mỗi người chơi; tắt: chỉ hiện khi còn 10 lá trở xuống, như ở bàn thật.</translation>
        </message>
        <message>
            <source>Drop back after three failures at A</source>
            <translation>Tụt cấp sau ba lần hụt ở A</translation>
        </message>
        <message>
            <source>A team that plays at its own level A three times without winning goes back to level 2.</source>
            <translation>Đội nào đánh ở cấp A của mình ba lần mà không thắng sẽ về lại cấp 2.</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>Số ghế</translation>
        </message>
        <message>
            <source>People at the table, the dealer included (each plays at least one hand).</source>
            <translation>Số người tại bàn, kể cả nhà cái (mỗi người chơi ít nhất một tay).</translation>
        </message>
        <message>
            <source>Starting chips</source>
            <translation>Xu ban đầu</translation>
        </message>
        <message>
            <source>Chips each seat starts with; a broke seat buys this many again.</source>
            <translation>Số xu mỗi ghế có lúc đầu; ghế nào hết xu sẽ mua lại từng ấy.</translation>
        </message>
        <message>
            <source>Minimum bet</source>
            <translation>Cược tối thiểu</translation>
        </message>
        <message>
            <source>The smallest bet on one hand.</source>
            <translation>Số cược nhỏ nhất cho một tay.</translation>
        </message>
        <message>
            <source>Dealer's maximum bet</source>
            <translation>Cược tối đa của nhà cái</translation>
        </message>
        <message>
            <source>The largest bet the dealer accepts on one hand (อั้นเดิมพัน).</source>
            <translation>Số cược lớn nhất nhà cái nhận cho một tay.</translation>
        </message>
        <message>
            <source>Must draw under 4</source>
            <translation>Dưới 4 điểm phải rút</translation>
        </message>
        <message>
            <source>A player whose two cards are worth less than 4 points must draw a third card.</source>
            <translation>Người chơi có hai lá dưới 4 điểm phải rút lá thứ ba.</translation>
        </message>
        <message>
            <source>Dealer may catch two</source>
            <translation>Nhà cái được bắt tay 2 lá</translation>
        </message>
        <message>
            <source>Before drawing, the dealer may settle against all two-card hands, not only three-card.</source>
            <translation>Trước khi rút, nhà cái có thể tính tiền với mọi tay hai lá, không chỉ tay ba lá.</translation>
        </message>
        <message>
            <source>Ties pay the deng difference</source>
            <translation>Hòa thì trả phần deng chênh lệch</translation>
        </message>
        <message>
            <source>Equal hands with different deng: the one with more deng collects the difference.</source>
            <translation>Hai tay bằng điểm mà khác deng: tay nhiều deng hơn được nhận phần chênh lệch.</translation>
        </message>
        <message>
            <source>Hands per player</source>
            <translation>Số tay mỗi người</translation>
        </message>
        <message>
            <source>How many hands (legs) one player may bet on in a round.</source>
            <translation>Một người chơi được cược tối đa bao nhiêu tay trong một vòng.</translation>
        </message>
        <message>
            <source>Dealer rounds</source>
            <translation>Số vòng làm cái</translation>
        </message>
        <message>
            <source>Rounds an AI dealer keeps the bank; you are offered it each time it passes.</source>
            <translation>Số vòng một nhà cái máy giữ cái; mỗi lần cái chuyển, bạn đều được mời làm cái.</translation>
        </message>
        <message>
            <source>First dealer</source>
            <translation>Nhà cái đầu tiên</translation>
        </message>
        <message>
            <source>The seat holding the bank in the first round (0 is you).</source>
            <translation>Ghế làm cái ở vòng đầu tiên (0 là bạn).</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Số vòng</translation>
        </message>
        <message>
            <source>End the session after this many rounds (empty: play on until you leave).</source>
            <translation>Kết thúc buổi chơi sau từng ấy vòng (để trống: chơi đến khi bạn rời bàn).</translation>
        </message>
        <message>
            <source>Seats at the table: you and the AI players (5 cards each from 32).</source>
            <translation>Số ghế tại bàn: bạn và các người chơi máy (mỗi người 5 lá từ bộ 32 lá).</translation>
        </message>
        <message>
            <source>Ante (1 cược)</source>
            <translation>Cược (1 cược)</translation>
        </message>
        <message>
            <source>Chips every player puts in the pot before the cards are dealt.</source>
            <translation>Số xu mỗi người bỏ vào pot trước khi chia bài.</translation>
        </message>
        <message>
            <source>Raise limit (antes)</source>
            <translation>Giới hạn tố (số cược)</translation>
        </message>
        <message>
            <source>Largest single bet or raise (giới hạn tố), in antes; the smallest is one ante and a chip.</source>
            <translation>Lần tố hoặc tố thêm lớn nhất, tính bằng số cược; nhỏ nhất là một cược và một xu.</translation>
        </message>
        <message>
            <source>Max raises per round</source>
            <translation>Số lần tố thêm mỗi vòng</translation>
        </message>
        <message>
            <source>Off: raise as often as you like; a number: after that many raises, only call or fold.</source>
            <translation>Tắt: tố thêm bao nhiêu lần tùy ý; một con số: sau từng ấy lần tố thêm, chỉ được theo hoặc úp bài.</translation>
        </message>
        <message>
            <source>Starting stack</source>
            <translation>Xu ban đầu</translation>
        </message>
        <message>
            <source>Chips each player starts with; an AI player who cannot pay the ante re-buys this many.</source>
            <translation>Số xu mỗi người có lúc đầu; người chơi máy không đủ một cược sẽ mua lại từng ấy.</translation>
        </message>
        <message>
            <source>Turn timer (seconds)</source>
            <translation>Thời gian mỗi lượt (giây)</translation>
        </message>
        <message>
            <source>A player who does not act in time folds (the rules give 30 seconds); off for no clock.</source>
            <translation>Ai không hành động kịp sẽ bị úp bài (luật cho 30 giây); tắt để không tính giờ.</translation>
        </message>
        <message>
            <source>How many seats at the table, 2 to 6.</source>
            <translation>Số ghế tại bàn, từ 2 đến 6.</translation>
        </message>
        <message>
            <source>Decks for 4–6 players</source>
            <translation>Số bộ bài cho 4–6 người</translation>
        </message>
        <message>
            <source>2–3 players use one deck; 4–6 players use 2 decks, or 3 with this setting.</source>
            <translation>2–3 người dùng một bộ bài; 4–6 người dùng 2 bộ, hoặc 3 bộ với cài đặt này.</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Trận đấu</translation>
        </message>
        <message>
            <source>A fixed number of deals, or pool rummy: reaching 101 points puts a player out.</source>
            <translation>Một số ván cố định, hoặc Rummy pool: ai lên 101 điểm bị loại.</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Số ván</translation>
        </message>
        <message>
            <source>How many deals a match lasts (not used in pool rummy).</source>
            <translation>Một trận có bao nhiêu ván (không dùng cho Rummy pool).</translation>
        </message>
        <message>
            <source>Sequences hold 6–7 cards</source>
            <translation>Sảnh có 6–7 lá</translation>
        </message>
        <message>
            <source>The pure and the second sequence of a declaration hold 6 or 7 cards together, as the rules say; off: longer sequences are fine too.</source>
            <translation>Sảnh thuần và sảnh thứ hai khi ù cộng lại có 6 hoặc 7 lá, như luật; tắt: sảnh dài hơn cũng được.</translation>
        </message>
    </context>
    <context>
        <name>OptionValues</name>
        <message>
            <source>Deals</source>
            <translation>Số ván</translation>
        </message>
        <message>
            <source>Pool 101</source>
            <translation>Pool 101 điểm</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>Đồng ý</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Lưu</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>Lưu tất cả</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Mở</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Có</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>Có tất &amp;cả</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>&amp;Không</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>Khô&amp;ng tất cả</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>Hủy bỏ</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Thử lại</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>Bỏ qua</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Đóng</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Hủy</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Không lưu</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Trợ giúp</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Áp dụng</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>Đặt lại</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>Khôi phục mặc định</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>That is not a {game} move (got {got}).</source>
            <comment>engine.not_a_move</comment>
            <translation>Đó không phải nước đi của {game} (nhận được {got}).</translation>
        </message>
        <message>
            <source>{field} must be {words}, got {problem}.</source>
            <comment>engine.bad_field</comment>
            <translation>{field} phải là {words}, nhưng nhận được {problem}.</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <comment>engine.match_over</comment>
            <translation>Trận đấu đã kết thúc.</translation>
        </message>
        <message>
            <source>{card}</source>
            <comment>engine.card</comment>
            <translation>{card}</translation>
        </message>
        <message>
            <source>Joker</source>
            <comment>engine.joker</comment>
            <translation>joker</translation>
        </message>
        <message>
            <source>seat {seat}</source>
            <comment>engine.seat</comment>
            <translation>ghế {seat}</translation>
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
            <translation>{action} không phải hành động của Guandan.</translation>
        </message>
        <message>
            <source>The deck has already been cut.</source>
            <comment>guandan.already_cut</comment>
            <translation>Bài đã được cắt rồi.</translation>
        </message>
        <message>
            <source>It is not time to play cards.</source>
            <comment>guandan.not_play_time</comment>
            <translation>Chưa đến lúc đánh bài.</translation>
        </message>
        <message>
            <source>Plays are read at level {level} in this hand.</source>
            <comment>guandan.wrong_level</comment>
            <translation>Ván này các nước đánh được đọc theo cấp {level}.</translation>
        </message>
        <message>
            <source>You can only play cards from your own hand.</source>
            <comment>guandan.not_your_cards</comment>
            <translation>Bạn chỉ được đánh các lá trong tay mình.</translation>
        </message>
        <message>
            <source>Those cards are not that combination.</source>
            <comment>guandan.not_that_combination</comment>
            <translation>Các lá này không tạo thành bộ đó.</translation>
        </message>
        <message>
            <source>{combo} does not beat {top}.</source>
            <comment>guandan.does_not_beat</comment>
            <translation>{combo} không chặn được {top}.</translation>
        </message>
        <message>
            <source>Play a higher {kind} or a bomb, or pass ({top} leads this trick).</source>
            <comment>guandan.play_higher</comment>
            <translation>Đánh {kind} lớn hơn hoặc bom, hoặc bỏ lượt ({top} đang dẫn vòng này).</translation>
        </message>
        <message>
            <source>You lead this trick: play any combination.</source>
            <comment>guandan.lead_any</comment>
            <translation>Bạn đánh trước vòng này: đánh bộ nào cũng được.</translation>
        </message>
        <message>
            <source>No tribute is being paid now.</source>
            <comment>guandan.no_tribute_now</comment>
            <translation>Lúc này không có ai nộp cống.</translation>
        </message>
        <message>
            <source>Pay tribute with a card from your own hand.</source>
            <comment>guandan.tribute_from_hand</comment>
            <translation>Nộp cống bằng một lá trong tay bạn.</translation>
        </message>
        <message>
            <source>Tribute is your highest card (the heart level cards do not count).</source>
            <comment>guandan.tribute_highest</comment>
            <translation>Cống là lá lớn nhất của bạn (lá cơ cấp không tính).</translation>
        </message>
        <message>
            <source>No tribute is being returned now.</source>
            <comment>guandan.no_return_now</comment>
            <translation>Lúc này không có ai trả cống.</translation>
        </message>
        <message>
            <source>Return a card from your own hand.</source>
            <comment>guandan.return_from_hand</comment>
            <translation>Trả một lá trong tay bạn.</translation>
        </message>
        <message>
            <source>Return a card of rank 10 or lower that is not a level card (only if you have none, your lowest card).</source>
            <comment>guandan.return_low</comment>
            <translation>Trả một lá từ 10 trở xuống không phải lá cấp (chỉ khi không có lá nào như vậy mới trả lá nhỏ nhất).</translation>
        </message>
        <message>
            <source>Seat {banker} is Banker, partner {place}: seats {team} and {partner} win the hand (+{climb})</source>
            <comment>guandan.summary</comment>
            <translation>Ghế {banker} về nhất, đồng đội về {place}: ghế {team} và {partner} thắng ván (+{climb})</translation>
        </message>
        <message>
            <source>{hand} and the game at A.</source>
            <comment>guandan.summary_game_won</comment>
            <translation>{hand} và thắng trận ở cấp A.</translation>
        </message>
        <message>
            <source>{hand}; levels now {even} (seats 0 and 2) and {odd} (seats 1 and 3).</source>
            <comment>guandan.summary_levels</comment>
            <translation>{hand}; cấp hiện tại {even} (ghế 0 và 2) và {odd} (ghế 1 và 3).</translation>
        </message>
        <message>
            <source>{text} Seats {seat} and {partner} drop back to 2 after three tries at A.</source>
            <comment>guandan.summary_drop_back</comment>
            <translation>{text} Ghế {seat} và {partner} tụt về cấp 2 sau ba lần thử ở A.</translation>
        </message>
        <message>
            <source>Follower</source>
            <comment>guandan.place_follower</comment>
            <translation>nhì</translation>
        </message>
        <message>
            <source>Third</source>
            <comment>guandan.place_third</comment>
            <translation>ba</translation>
        </message>
        <message>
            <source>Dweller</source>
            <comment>guandan.place_dweller</comment>
            <translation>bét</translation>
        </message>
        <message>
            <source>small joker</source>
            <comment>guandan.small_joker</comment>
            <translation>joker nhỏ</translation>
        </message>
        <message>
            <source>big joker</source>
            <comment>guandan.big_joker</comment>
            <translation>joker lớn</translation>
        </message>
        <message>
            <source>Single {rank}</source>
            <comment>guandan.single</comment>
            <translation>Lẻ {rank}</translation>
        </message>
        <message>
            <source>Pair of {ranks}</source>
            <comment>guandan.pair</comment>
            <translation>Đôi {ranks}</translation>
        </message>
        <message>
            <source>Triple {ranks}</source>
            <comment>guandan.triple</comment>
            <translation>Sám {ranks}</translation>
        </message>
        <message>
            <source>Full house {ranks}</source>
            <comment>guandan.full_house</comment>
            <translation>Cù lũ {ranks}</translation>
        </message>
        <message>
            <source>Tube {ranks}</source>
            <comment>guandan.tube</comment>
            <translation>Ba đôi thông {ranks}</translation>
        </message>
        <message>
            <source>Plate {ranks}</source>
            <comment>guandan.plate</comment>
            <translation>Hai sám liền {ranks}</translation>
        </message>
        <message>
            <source>Straight {low}–{high}</source>
            <comment>guandan.straight</comment>
            <translation>Sảnh {low}–{high}</translation>
        </message>
        <message>
            <source>Straight flush {low}–{high}</source>
            <comment>guandan.straight_flush</comment>
            <translation>Thùng phá sảnh {low}–{high}</translation>
        </message>
        <message>
            <source>Bomb of {n} × {rank}</source>
            <comment>guandan.bomb</comment>
            <translation>Bom {n} lá × {rank}</translation>
        </message>
        <message>
            <source>Joker bomb</source>
            <comment>guandan.joker_bomb</comment>
            <translation>Bom tứ joker</translation>
        </message>
        <message numerus="yes">
            <source>{combo} (wilds as {ranks})</source>
            <comment>guandan.with_wilds</comment>
            <translation>
                <numerusform>{combo} (lá đa năng thay {ranks})</numerusform>
            </translation>
        </message>
        <message>
            <source>single</source>
            <comment>guandan.kind_single</comment>
            <translation>lá lẻ</translation>
        </message>
        <message>
            <source>pair</source>
            <comment>guandan.kind_pair</comment>
            <translation>đôi</translation>
        </message>
        <message>
            <source>triple</source>
            <comment>guandan.kind_triple</comment>
            <translation>sám</translation>
        </message>
        <message>
            <source>full house</source>
            <comment>guandan.kind_full_house</comment>
            <translation>cù lũ</translation>
        </message>
        <message>
            <source>straight</source>
            <comment>guandan.kind_straight</comment>
            <translation>sảnh</translation>
        </message>
        <message>
            <source>tube</source>
            <comment>guandan.kind_tube</comment>
            <translation>ba đôi thông</translation>
        </message>
        <message>
            <source>plate</source>
            <comment>guandan.kind_plate</comment>
            <translation>hai sám liền</translation>
        </message>
        <message>
            <source>straight flush</source>
            <comment>guandan.kind_straight_flush</comment>
            <translation>thùng phá sảnh</translation>
        </message>
        <message>
            <source>bomb</source>
            <comment>guandan.kind_bomb</comment>
            <translation>bom</translation>
        </message>
        <message>
            <source>joker bomb</source>
            <comment>guandan.kind_joker_bomb</comment>
            <translation>bom tứ joker</translation>
        </message>
        <message>
            <source>The session is over.</source>
            <comment>pokdeng.session_over</comment>
            <translation>Buổi chơi đã kết thúc.</translation>
        </message>
        <message>
            <source>You cannot {what} now: {waiting}.</source>
            <comment>pokdeng.cannot_now</comment>
            <translation>Lúc này bạn không thể {what}: {waiting}.</translation>
        </message>
        <message>
            <source>place a bet</source>
            <comment>pokdeng.what_place_a_bet</comment>
            <translation>đặt cược</translation>
        </message>
        <message>
            <source>finish betting</source>
            <comment>pokdeng.what_finish_betting</comment>
            <translation>xong phần đặt cược</translation>
        </message>
        <message>
            <source>draw a card</source>
            <comment>pokdeng.what_draw</comment>
            <translation>rút bài</translation>
        </message>
        <message>
            <source>stand</source>
            <comment>pokdeng.what_stand</comment>
            <translation>dừng</translation>
        </message>
        <message>
            <source>catch</source>
            <comment>pokdeng.what_catch</comment>
            <translation>bắt</translation>
        </message>
        <message>
            <source>decline to catch</source>
            <comment>pokdeng.what_decline_to_catch</comment>
            <translation>bỏ qua việc bắt</translation>
        </message>
        <message>
            <source>rebuy</source>
            <comment>pokdeng.what_rebuy</comment>
            <translation>mua thêm xu</translation>
        </message>
        <message>
            <source>leave the table</source>
            <comment>pokdeng.what_leave_the_table</comment>
            <translation>rời bàn</translation>
        </message>
        <message>
            <source>take the bank</source>
            <comment>pokdeng.what_take_the_bank</comment>
            <translation>làm cái</translation>
        </message>
        <message>
            <source>decline the bank</source>
            <comment>pokdeng.what_decline_the_bank</comment>
            <translation>từ chối làm cái</translation>
        </message>
        <message>
            <source>deal another round</source>
            <comment>pokdeng.what_deal_another_round</comment>
            <translation>chia thêm một vòng</translation>
        </message>
        <message>
            <source>announce a stop</source>
            <comment>pokdeng.what_announce_a_stop</comment>
            <translation>báo nghỉ cái</translation>
        </message>
        <message>
            <source>seat {seat} is placing bets</source>
            <comment>pokdeng.waiting_bets</comment>
            <translation>ghế {seat} đang đặt cược</translation>
        </message>
        <message>
            <source>hand {hand} (seat {seat}) draws or stands</source>
            <comment>pokdeng.waiting_draw</comment>
            <translation>tay {hand} (ghế {seat}) đang rút hoặc dừng</translation>
        </message>
        <message>
            <source>the dealer decides whether to catch</source>
            <comment>pokdeng.waiting_catch</comment>
            <translation>nhà cái đang quyết định có bắt không</translation>
        </message>
        <message>
            <source>the dealer draws or stands</source>
            <comment>pokdeng.waiting_dealer_draw</comment>
            <translation>nhà cái đang rút hoặc dừng</translation>
        </message>
        <message>
            <source>seat 0 is out of chips and must rebuy or leave</source>
            <comment>pokdeng.waiting_rebuy</comment>
            <translation>ghế 0 hết xu và phải mua thêm hoặc rời bàn</translation>
        </message>
        <message>
            <source>seat 0 is offered the bank</source>
            <comment>pokdeng.waiting_bank_offer</comment>
            <translation>ghế 0 đang được mời làm cái</translation>
        </message>
        <message>
            <source>the dealer chooses to deal on or announce a stop</source>
            <comment>pokdeng.waiting_bank_keep</comment>
            <translation>nhà cái đang chọn chia tiếp hay báo nghỉ cái</translation>
        </message>
        <message>
            <source>the session is over</source>
            <comment>pokdeng.waiting_over</comment>
            <translation>buổi chơi đã kết thúc</translation>
        </message>
        <message>
            <source>A bet's spot and amount must be whole numbers.</source>
            <comment>pokdeng.bet_whole_numbers</comment>
            <translation>Chỗ cược và số xu cược phải là số nguyên.</translation>
        </message>
        <message>
            <source>You cannot open another hand this round.</source>
            <comment>pokdeng.no_more_hands</comment>
            <translation>Vòng này bạn không mở thêm tay được nữa.</translation>
        </message>
        <message>
            <source>There is no position {spot} at this table.</source>
            <comment>pokdeng.no_position</comment>
            <translation>Bàn này không có chỗ {spot}.</translation>
        </message>
        <message>
            <source>That position already has a hand.</source>
            <comment>pokdeng.position_taken</comment>
            <translation>Chỗ đó đã có một tay.</translation>
        </message>
        <message>
            <source>That is another player's place: bet at yours or in a gap.</source>
            <comment>pokdeng.others_place</comment>
            <translation>Đó là chỗ của người chơi khác: hãy cược ở chỗ của bạn hoặc ở chỗ trống.</translation>
        </message>
        <message numerus="yes">
            <source>A bet here must be from {low} to %n chips.</source>
            <comment>pokdeng.bet_range</comment>
            <translation>
                <numerusform>Cược ở đây phải từ {low} đến %n xu.</numerusform>
            </translation>
        </message>
        <message>
            <source>It is hand {expected}'s turn to draw or stand, not hand {hand}.</source>
            <comment>pokdeng.wrong_hand</comment>
            <translation>Đang đến lượt tay {expected} rút hoặc dừng, không phải tay {hand}.</translation>
        </message>
        <message>
            <source>Under 4 points a player must draw a third card (table rule).</source>
            <comment>pokdeng.must_draw</comment>
            <translation>Dưới 4 điểm người chơi phải rút lá thứ ba (luật bàn).</translation>
        </message>
        <message>
            <source>At this table the dealer may catch only three-card hands.</source>
            <comment>pokdeng.catch_three_only</comment>
            <translation>Ở bàn này nhà cái chỉ được bắt các tay ba lá.</translation>
        </message>
        <message>
            <source>There is no hand with {size} cards to catch.</source>
            <comment>pokdeng.nothing_to_catch</comment>
            <translation>Không có tay {size} lá nào để bắt.</translation>
        </message>
        <message>
            <source>You have bets on the table: play this round out first.</source>
            <comment>pokdeng.bets_on_table</comment>
            <translation>Bạn đang có tiền cược trên bàn: hãy chơi hết vòng này trước.</translation>
        </message>
        <message>
            <source>Round {round}: dealer (seat {seat}) {delta}</source>
            <comment>pokdeng.summary</comment>
            <translation>Vòng {round}: nhà cái (ghế {seat}) {delta}</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <comment>pokdeng.points</comment>
            <translation>
                <numerusform>%n điểm</numerusform>
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
            <translation>Tong (sám) ×{x}</translation>
        </message>
        <message>
            <source>Straight flush ×{x}</source>
            <comment>pokdeng.straight_flush</comment>
            <translation>Thùng phá sảnh ×{x}</translation>
        </message>
        <message>
            <source>Straight ×{x}</source>
            <comment>pokdeng.straight</comment>
            <translation>Sảnh ×{x}</translation>
        </message>
        <message>
            <source>Sam Lueang ×{x}</source>
            <comment>pokdeng.sam_lueang</comment>
            <translation>Ba tây ×{x}</translation>
        </message>
        <message>
            <source>{base}, two deng ×2</source>
            <comment>pokdeng.two_deng</comment>
            <translation>{base}, hai deng ×2</translation>
        </message>
        <message>
            <source>{base}, three deng ×3</source>
            <comment>pokdeng.three_deng</comment>
            <translation>{base}, ba deng ×3</translation>
        </message>
        <message>
            <source>There is no bet to call yet: bet (tố) or fold.</source>
            <comment>xito.no_bet_to_call</comment>
            <translation>Chưa có ai tố để theo: hãy tố hoặc úp bài.</translation>
        </message>
        <message>
            <source>A bet is a whole number of chips.</source>
            <comment>xito.bet_whole_number</comment>
            <translation>Tiền tố phải là số xu nguyên.</translation>
        </message>
        <message>
            <source>There is already a bet this round: call (theo), raise or fold.</source>
            <comment>xito.already_a_bet</comment>
            <translation>Vòng này đã có người tố: theo, tố thêm hoặc úp bài.</translation>
        </message>
        <message>
            <source>Nobody has bet yet this round: open with a bet (tố) or fold.</source>
            <comment>xito.nobody_bet</comment>
            <translation>Vòng này chưa ai tố: hãy mở bằng một lần tố hoặc úp bài.</translation>
        </message>
        <message numerus="yes">
            <source>This round already had %n raises: call or fold.</source>
            <comment>xito.raise_limit</comment>
            <translation>
                <numerusform>Vòng này đã tố thêm %n lần: theo hoặc úp bài.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nobody left can answer a raise: call or fold.</source>
            <comment>xito.nobody_can_answer</comment>
            <translation>Không còn ai có thể đáp lại lần tố thêm: theo hoặc úp bài.</translation>
        </message>
        <message>
            <source>You do not have enough chips to raise: call or fold.</source>
            <comment>xito.not_enough_to_raise</comment>
            <translation>Bạn không đủ xu để tố thêm: theo hoặc úp bài.</translation>
        </message>
        <message numerus="yes">
            <source>The only bet you can make is %n chips (all-in).</source>
            <comment>xito.only_bet</comment>
            <translation>
                <numerusform>Bạn chỉ có thể tố %n xu (tố tất).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The only raise you can make is %n chips (all-in).</source>
            <comment>xito.only_raise</comment>
            <translation>
                <numerusform>Bạn chỉ có thể tố thêm %n xu (tố tất).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A bet is from {low} to %n chips, not {amount}.</source>
            <comment>xito.bet_range</comment>
            <translation>
                <numerusform>Tiền tố phải từ {low} đến %n xu, không phải {amount}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A raise is from {low} to %n chips, not {amount}.</source>
            <comment>xito.raise_range</comment>
            <translation>
                <numerusform>Tiền tố thêm phải từ {low} đến %n xu, không phải {amount}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{action} is not a Xì tố action.</source>
            <comment>xito.not_an_action</comment>
            <translation>{action} không phải hành động của Xì tố.</translation>
        </message>
        <message>
            <source>You cannot pay the ante: re-buy chips or sit this hand out.</source>
            <comment>xito.cannot_pay_ante</comment>
            <translation>Bạn không đủ xu để bỏ cược: hãy mua thêm xu hoặc nghỉ ván này.</translation>
        </message>
        <message>
            <source>You can only re-buy or sit out before a hand, when you cannot pay the ante.</source>
            <comment>xito.rebuy_when</comment>
            <translation>Bạn chỉ được mua thêm hoặc nghỉ trước một ván, khi không đủ xu bỏ cược.</translation>
        </message>
        <message numerus="yes">
            <source>Seat {seat} wins %n chips: everyone else folded.</source>
            <comment>xito.all_folded</comment>
            <translation>
                <numerusform>Ghế {seat} thắng %n xu: mọi người khác úp bài.</numerusform>
            </translation>
        </message>
        <message>
            <source>Seat {seat} wins the pot ({amount}) with {hand}.</source>
            <comment>xito.wins_pot</comment>
            <translation>Ghế {seat} thắng pot ({amount}) với {hand}.</translation>
        </message>
        <message>
            <source>Seat {seat} wins the main pot ({amount}) with {hand}.</source>
            <comment>xito.wins_main_pot</comment>
            <translation>Ghế {seat} thắng pot chính ({amount}) với {hand}.</translation>
        </message>
        <message>
            <source>Seat {seat} wins side pot {pot} ({amount}) with {hand}.</source>
            <comment>xito.wins_side_pot</comment>
            <translation>Ghế {seat} thắng pot phụ {pot} ({amount}) với {hand}.</translation>
        </message>
        <message>
            <source>{pots}</source>
            <comment>xito.pots</comment>
            <translation>{pots}</translation>
        </message>
        <message>
            <source>high card</source>
            <comment>xito.high_card</comment>
            <translation>mậu thầu</translation>
        </message>
        <message>
            <source>one pair</source>
            <comment>xito.pair</comment>
            <translation>đôi</translation>
        </message>
        <message>
            <source>two pairs</source>
            <comment>xito.two_pair</comment>
            <translation>thú</translation>
        </message>
        <message>
            <source>three of a kind</source>
            <comment>xito.three_kind</comment>
            <translation>sám</translation>
        </message>
        <message>
            <source>straight</source>
            <comment>xito.straight</comment>
            <translation>sảnh</translation>
        </message>
        <message>
            <source>flush</source>
            <comment>xito.flush</comment>
            <translation>thùng</translation>
        </message>
        <message>
            <source>full house</source>
            <comment>xito.full_house</comment>
            <translation>cù lũ</translation>
        </message>
        <message>
            <source>four of a kind</source>
            <comment>xito.four_kind</comment>
            <translation>tứ quý</translation>
        </message>
        <message>
            <source>straight flush</source>
            <comment>xito.straight_flush</comment>
            <translation>thùng phá sảnh</translation>
        </message>
        <message>
            <source>royal straight flush</source>
            <comment>xito.royal_flush</comment>
            <translation>thùng phá sảnh lớn</translation>
        </message>
        <message>
            <source>That is not a rummy move.</source>
            <comment>rummy.not_a_move</comment>
            <translation>Đó không phải nước đi Rummy.</translation>
        </message>
        <message>
            <source>You have drawn already: discard a card or declare.</source>
            <comment>rummy.drawn_already</comment>
            <translation>Bạn đã bốc rồi: hãy đánh một lá hoặc ù.</translation>
        </message>
        <message>
            <source>Draw a card first (or pack).</source>
            <comment>rummy.draw_first</comment>
            <translation>Hãy bốc một lá trước (hoặc bỏ ván).</translation>
        </message>
        <message>
            <source>The stock is empty: take the discard or pack.</source>
            <comment>rummy.stock_empty</comment>
            <translation>Nọc đã hết: hãy ăn lá bỏ hoặc bỏ ván.</translation>
        </message>
        <message>
            <source>The discard pile is empty: draw from the stock.</source>
            <comment>rummy.pile_empty</comment>
            <translation>Chồng bài bỏ đang trống: hãy bốc từ nọc.</translation>
        </message>
        <message>
            <source>Draw from the stock or the discard pile.</source>
            <comment>rummy.draw_where</comment>
            <translation>Bốc từ nọc hoặc từ chồng bài bỏ.</translation>
        </message>
        <message>
            <source>{card} is not in your hand.</source>
            <comment>rummy.not_in_hand</comment>
            <translation>{card} không có trong tay bạn.</translation>
        </message>
        <message>
            <source>You took {card} from the discard pile: it cannot go back there this turn.</source>
            <comment>rummy.taken_card_stays</comment>
            <translation>Bạn đã ăn {card} từ chồng bài bỏ: lượt này không được đánh lại lá đó.</translation>
        </message>
        <message>
            <source>A declaration is made of the cards in your hand.</source>
            <comment>rummy.declare_own_cards</comment>
            <translation>Khi ù chỉ dùng các lá trong tay bạn.</translation>
        </message>
        <message>
            <source>This declaration is not valid. {problems}</source>
            <comment>rummy.declaration_invalid</comment>
            <translation>Ù như vậy không hợp lệ. {problems}</translation>
        </message>
        <message>
            <source>You declare after drawing, with 14 cards in hand.</source>
            <comment>rummy.declare_with_14</comment>
            <translation>Bạn ù sau khi bốc, khi trong tay có 14 lá.</translation>
        </message>
        <message>
            <source>Your groups and the face-down card must be the 14 cards in your hand.</source>
            <comment>rummy.not_the_hand</comment>
            <translation>Các nhóm của bạn và lá úp phải đúng là 14 lá trong tay bạn.</translation>
        </message>
        <message>
            <source>Your groups and the face-down card must be the 14 cards in your hand (not in your hand: {extra}).</source>
            <comment>rummy.not_the_hand_extra</comment>
            <translation>Các nhóm của bạn và lá úp phải đúng là 14 lá trong tay bạn (không có trong tay: {extra}).</translation>
        </message>
        <message>
            <source>Your groups and the face-down card must be the 14 cards in your hand (left out: {missing}).</source>
            <comment>rummy.not_the_hand_missing</comment>
            <translation>Các nhóm của bạn và lá úp phải đúng là 14 lá trong tay bạn (còn thiếu: {missing}).</translation>
        </message>
        <message>
            <source>Your groups and the face-down card must be the 14 cards in your hand (not in your hand: {extra}; left out: {missing}).</source>
            <comment>rummy.not_the_hand_both</comment>
            <translation>Các nhóm của bạn và lá úp phải đúng là 14 lá trong tay bạn (không có trong tay: {extra}; còn thiếu: {missing}).</translation>
        </message>
        <message>
            <source>{card} appears {times}, but {decks} decks hold only {decks}.</source>
            <comment>rummy.too_many_copies</comment>
            <translation>{card} xuất hiện {times}, nhưng {decks} bộ bài chỉ có {decks} lá như vậy.</translation>
        </message>
        <message>
            <source>{card} appears {times}, but one deck holds only one.</source>
            <comment>rummy.too_many_copies_one_deck</comment>
            <translation>{card} xuất hiện {times}, nhưng một bộ bài chỉ có một lá như vậy.</translation>
        </message>
        <message>
            <source>once</source>
            <comment>rummy.once</comment>
            <translation>một lần</translation>
        </message>
        <message>
            <source>twice</source>
            <comment>rummy.twice</comment>
            <translation>hai lần</translation>
        </message>
        <message numerus="yes">
            <source>%n times</source>
            <comment>rummy.times</comment>
            <translation>
                <numerusform>%n lần</numerusform>
            </translation>
        </message>
        <message>
            <source>A declaration puts all {size} cards in groups; these groups hold {total}.</source>
            <comment>rummy.not_all_cards</comment>
            <translation>Khi ù phải xếp hết {size} lá vào các nhóm; các nhóm này có {total} lá.</translation>
        </message>
        <message>
            <source>The same card is used twice: {cards}.</source>
            <comment>rummy.card_twice</comment>
            <translation>Một lá được dùng hai lần: {cards}.</translation>
        </message>
        <message>
            <source>Group {number} ({cards}) is not a valid group: {why}</source>
            <comment>rummy.group_invalid</comment>
            <translation>Nhóm {number} ({cards}) không hợp lệ: {why}</translation>
        </message>
        <message>
            <source>You need a pure sequence: a run of 3 or more in one suit with no joker standing in.</source>
            <comment>rummy.no_pure_sequence</comment>
            <translation>Bạn cần một sảnh thuần: 3 lá liên tiếp trở lên cùng chất, không có joker thay thế.</translation>
        </message>
        <message>
            <source>You need a second sequence (pure or mixed) besides your pure sequence.</source>
            <comment>rummy.no_second_sequence</comment>
            <translation>Bạn cần thêm một sảnh thứ hai (thuần hoặc ghép) ngoài sảnh thuần.</translation>
        </message>
        <message>
            <source>Your pure sequence and your second sequence must hold 6 or 7 cards together (3 + 3 or 3 + 4): split a longer sequence.</source>
            <comment>rummy.sequences_6_or_7</comment>
            <translation>Sảnh thuần và sảnh thứ hai cộng lại phải có 6 hoặc 7 lá (3 + 3 hoặc 3 + 4): hãy tách sảnh dài hơn.</translation>
        </message>
        <message>
            <source>At most two trios are allowed; you have {n}.</source>
            <comment>rummy.too_many_trios</comment>
            <translation>Tối đa được hai bộ ba; bạn có {n}.</translation>
        </message>
        <message numerus="yes">
            <source>As Auto-arrange groups your hand, %n cards besides the face-down one are in no group.</source>
            <comment>rummy.cards_in_no_group</comment>
            <translation>
                <numerusform>Theo cách Tự xếp ghép bài của bạn, ngoài lá úp còn %n lá không trong nhóm nào.</numerusform>
            </translation>
        </message>
        <message>
            <source>A group needs at least 3 cards.</source>
            <comment>rummy.group_too_small</comment>
            <translation>Một nhóm cần ít nhất 3 lá.</translation>
        </message>
        <message>
            <source>A group needs at least one real card: jokers alone make no group.</source>
            <comment>rummy.jokers_alone</comment>
            <translation>Một nhóm cần ít nhất một lá thật: chỉ joker thì không thành nhóm.</translation>
        </message>
        <message>
            <source>A trio has exactly 3 cards: three of one rank, or two and a wild card.</source>
            <comment>rummy.trio_size</comment>
            <translation>Bộ ba có đúng 3 lá: ba lá cùng số, hoặc hai lá và một lá đa năng.</translation>
        </message>
        <message>
            <source>Cards of different suits make no sequence, and cards of different ranks no trio.</source>
            <comment>rummy.mixed_suits</comment>
            <translation>Các lá khác chất không thành sảnh, các lá khác số không thành bộ ba.</translation>
        </message>
        <message>
            <source>A sequence cannot hold two cards of the same rank.</source>
            <comment>rummy.rank_twice</comment>
            <translation>Một sảnh không được có hai lá cùng số.</translation>
        </message>
        <message>
            <source>A sequence is at most 13 cards long.</source>
            <comment>rummy.sequence_too_long</comment>
            <translation>Một sảnh dài tối đa 13 lá.</translation>
        </message>
        <message>
            <source>An ace is low (A-2-3) or high (Q-K-A), never both: K-A-2 does not count.</source>
            <comment>rummy.ace_both_ends</comment>
            <translation>Xì là lá nhỏ (A-2-3) hoặc lá lớn (Q-K-A), không bao giờ cả hai: K-A-2 không tính.</translation>
        </message>
        <message>
            <source>A mixed sequence may use at most 2 wild cards standing in for missing cards.</source>
            <comment>rummy.too_many_wilds</comment>
            <translation>Sảnh ghép chỉ được dùng tối đa 2 lá đa năng thay cho các lá còn thiếu.</translation>
        </message>
        <message>
            <source>This sequence has gaps that its wild cards cannot fill (at most 2 in one sequence).</source>
            <comment>rummy.gaps</comment>
            <translation>Sảnh này có chỗ trống mà các lá đa năng không lấp được (tối đa 2 lá trong một sảnh).</translation>
        </message>
        <message>
            <source>Deal {deal}: seat {seat} declared; points {points}</source>
            <comment>rummy.summary_declared</comment>
            <translation>Ván {deal}: ghế {seat} ù; điểm {points}</translation>
        </message>
        <message>
            <source>Deal {deal}: seat {seat} was the last player left; points {points}</source>
            <comment>rummy.summary_last_left</comment>
            <translation>Ván {deal}: ghế {seat} là người cuối cùng còn lại; điểm {points}</translation>
        </message>
        <message numerus="yes">
            <source>%n groups</source>
            <comment>advice.guandan.plan</comment>
            <translation>
                <numerusform>%n bộ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{plan} and %n bombs</source>
            <comment>advice.guandan.plan_bombs</comment>
            <translation>
                <numerusform>{plan} và %n bom</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>only %n bombs</source>
            <comment>advice.guandan.plan_only_bombs</comment>
            <translation>
                <numerusform>chỉ còn %n bom</numerusform>
            </translation>
        </message>
        <message>
            <source>Cut: you turn one of the {count} cards; its rank, counted from you, picks who draws first, and whoever draws it leads the first trick.</source>
            <comment>advice.guandan.cut</comment>
            <translation>Cắt bài: bạn lật một trong {count} lá; điểm của lá đó, đếm từ bạn, chọn người bốc trước, và ai bốc được lá đó đánh trước vòng đầu.</translation>
        </message>
        <message>
            <source>Pass: nothing in your hand beats {top}.</source>
            <comment>advice.guandan.pass_cannot</comment>
            <translation>Bỏ lượt: không có bộ nào trong tay bạn chặn được {top}.</translation>
        </message>
        <message>
            <source>Play {play}: it is the only play your cards allow.</source>
            <comment>advice.guandan.only_play</comment>
            <translation>Đánh {play}: đây là nước duy nhất bài của bạn cho phép.</translation>
        </message>
        <message>
            <source>Play {play}: it empties your hand.</source>
            <comment>advice.guandan.go_out</comment>
            <translation>Đánh {play}: bạn hết bài.</translation>
        </message>
        <message>
            <source>Return {card} to your partner: the best card you may.</source>
            <comment>advice.guandan.return_partner</comment>
            <translation>Trả {card} cho đồng đội: lá tốt nhất bạn được phép trả.</translation>
        </message>
        <message>
            <source>Pay {card}: your hand is then {plan}, and no other card costs your plan less.</source>
            <comment>advice.guandan.tribute_plan</comment>
            <translation>Nộp cống {card}: bài của bạn còn {plan}, và không lá nào khác ít làm hỏng kế hoạch hơn.</translation>
        </message>
        <message>
            <source>Pay {card}: the tribute is your highest card; your hand is then {plan}.</source>
            <comment>advice.guandan.tribute_high</comment>
            <translation>Nộp cống {card}: cống là lá lớn nhất của bạn; bài của bạn còn {plan}.</translation>
        </message>
        <message>
            <source>Return {card}: your hand is then {plan}, and no other card costs your plan less.</source>
            <comment>advice.guandan.return_plan</comment>
            <translation>Trả {card}: bài của bạn còn {plan}, và không lá nào khác ít làm hỏng kế hoạch hơn.</translation>
        </message>
        <message>
            <source>Return {card}: the lowest card you can spare; your hand is then {plan}.</source>
            <comment>advice.guandan.return_low</comment>
            <translation>Trả {card}: lá nhỏ nhất bạn bỏ được; bài của bạn còn {plan}.</translation>
        </message>
        <message>
            <source>Lead {play}: no higher one can be made from the {count} cards still out, so you keep the lead; your hand is then {plan}.</source>
            <comment>advice.guandan.lead_cash</comment>
            <translation>Đánh trước {play}: {count} lá còn ngoài không tạo được bộ lớn hơn, nên bạn giữ quyền đánh trước; bài của bạn còn {plan}.</translation>
        </message>
        <message>
            <source>Lead {play}: it is the one group of yours that can be beaten; your hand is then {plan}.</source>
            <comment>advice.guandan.lead_last</comment>
            <translation>Đánh trước {play}: đây là bộ duy nhất của bạn có thể bị chặn; bài của bạn còn {plan}.</translation>
        </message>
        <message numerus="yes">
            <source>Lead {play}: your partner holds %n cards and can beat it.</source>
            <comment>advice.guandan.lead_feed</comment>
            <translation>
                <numerusform>Đánh trước {play}: đồng đội của bạn còn %n lá và chặn được bộ này.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Lead {play}: {seat} holds %n cards and could answer any group; this one costs you least.</source>
            <comment>advice.guandan.lead_forced</comment>
            <translation>
                <numerusform>Đánh trước {play}: {seat} còn %n lá và có thể chặn mọi bộ; bộ này bạn mất ít nhất.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Lead {play}: {seat} holds only %n cards and cannot answer it.</source>
            <comment>advice.guandan.lead_safe</comment>
            <translation>
                <numerusform>Đánh trước {play}: {seat} chỉ còn %n lá và không chặn được bộ này.</numerusform>
            </translation>
        </message>
        <message>
            <source>Lead {play}: it is your weakest group; your hand is then {plan}.</source>
            <comment>advice.guandan.lead_weakest</comment>
            <translation>Đánh trước {play}: đây là bộ yếu nhất của bạn; bài của bạn còn {plan}.</translation>
        </message>
        <message>
            <source>Lead {play}: your hand is then {plan}.</source>
            <comment>advice.guandan.lead_any</comment>
            <translation>Đánh trước {play}: bài của bạn còn {plan}.</translation>
        </message>
        <message>
            <source>Pass: your partner is winning the trick with {top}.</source>
            <comment>advice.guandan.pass_partner</comment>
            <translation>Bỏ lượt: đồng đội của bạn đang thắng vòng này với {top}.</translation>
        </message>
        <message>
            <source>Pass: beating {top} would cost your plan ({plan}) more than the trick is worth.</source>
            <comment>advice.guandan.pass_plan</comment>
            <translation>Bỏ lượt: chặn {top} sẽ làm hỏng kế hoạch của bạn ({plan}) nhiều hơn giá trị của vòng này.</translation>
        </message>
        <message>
            <source>Pass: beating {top} would spend {play}, worth more later.</source>
            <comment>advice.guandan.pass_save</comment>
            <translation>Bỏ lượt: chặn {top} phải dùng {play}, để sau đáng giá hơn.</translation>
        </message>
        <message numerus="yes">
            <source>Play {play}: {seat} holds %n cards; stop them before they go out.</source>
            <comment>advice.guandan.bomb_urgent</comment>
            <translation>
                <numerusform>Đánh {play}: {seat} còn %n lá; chặn lại trước khi hết bài.</numerusform>
            </translation>
        </message>
        <message>
            <source>Play {play}: the lead this bomb wins leaves you {plan} to finish with.</source>
            <comment>advice.guandan.bomb_finish</comment>
            <translation>Đánh {play}: bom này giành quyền đánh trước, bạn còn {plan} để đánh hết.</translation>
        </message>
        <message>
            <source>Play {play}: no higher one can be made from the {count} cards still out, so the lead is yours; your hand is then {plan}.</source>
            <comment>advice.guandan.follow_win</comment>
            <translation>Đánh {play}: {count} lá còn ngoài không tạo được bộ lớn hơn, nên bạn giành quyền đánh trước; bài của bạn còn {plan}.</translation>
        </message>
        <message numerus="yes">
            <source>Play {play}: {seat} holds %n cards; do not let them win the trick.</source>
            <comment>advice.guandan.follow_stop</comment>
            <translation>
                <numerusform>Đánh {play}: {seat} còn %n lá; đừng để họ thắng vòng này.</numerusform>
            </translation>
        </message>
        <message>
            <source>Play {play}: it spends your wild {card}, worth it as your hand is then {plan}.</source>
            <comment>advice.guandan.follow_wild</comment>
            <translation>Đánh {play}: tốn lá cơ cấp {card} của bạn, nhưng đáng vì bài của bạn còn {plan}.</translation>
        </message>
        <message>
            <source>Play {play}: it sheds a group; your hand is then {plan}.</source>
            <comment>advice.guandan.follow_shed</comment>
            <translation>Đánh {play}: bớt được một bộ; bài của bạn còn {plan}.</translation>
        </message>
        <message>
            <source>Play {play}: the smallest play that beats {top}; your hand is then {plan}.</source>
            <comment>advice.guandan.follow_low</comment>
            <translation>Đánh {play}: bộ nhỏ nhất chặn được {top}; bài của bạn còn {plan}.</translation>
        </message>
        <message>
            <source>Pass: in {count} deals of the cards you cannot see, played out, your team takes the hand {chance} % of the time after a pass, {other} % after the best play.</source>
            <comment>advice.guandan.pass_search</comment>
            <translation>Bỏ lượt: trong {count} cách chia những lá bạn không thấy, chơi đến hết, đội bạn thắng ván {chance} % khi bỏ lượt, {other} % khi đánh nước tốt nhất.</translation>
        </message>
        <message>
            <source>Play {play}: in {count} deals of the cards you cannot see, played out, your team takes the hand {chance} % of the time, {other} % after a pass.</source>
            <comment>advice.guandan.play_search</comment>
            <translation>Đánh {play}: trong {count} cách chia những lá bạn không thấy, chơi đến hết, đội bạn thắng ván {chance} %, còn bỏ lượt thì {other} %.</translation>
        </message>
        <message>
            <source>Keep to your plan: your hand is then {plan}.</source>
            <comment>advice.guandan.keep_plan</comment>
            <translation>Theo kế hoạch: bài của bạn còn {plan}.</translation>
        </message>
        <message>
            <source>Rebuy: leaving ends the session.</source>
            <comment>advice.pokdeng.rebuy</comment>
            <translation>Mua thêm xu: rời bàn là kết thúc buổi chơi.</translation>
        </message>
        <message>
            <source>Draw: under 4 points the table rule makes you draw.</source>
            <comment>advice.pokdeng.forced_draw</comment>
            <translation>Rút bài: dưới 4 điểm, luật bàn buộc phải rút.</translation>
        </message>
        <message>
            <source>Draw: on {points} points a third card wins more often than it loses, {gain} bets on average over standing.</source>
            <comment>advice.pokdeng.draw</comment>
            <translation>Rút bài: với {points} điểm, lá thứ ba thắng nhiều hơn thua, trung bình {gain} lần cược so với dừng.</translation>
        </message>
        <message>
            <source>Stand: on {points} points a third card loses more often than it wins, {gain} bets on average.</source>
            <comment>advice.pokdeng.stand</comment>
            <translation>Dừng: với {points} điểm, lá thứ ba thua nhiều hơn thắng, trung bình {gain} lần cược.</translation>
        </message>
        <message>
            <source>Catch the three-card hands: your {points} points take {gain} bets from them on average, more than waiting.</source>
            <comment>advice.pokdeng.catch3</comment>
            <translation>Bắt các tay ba lá: {points} điểm của bạn trung bình ăn {gain} lần cược của họ, lợi hơn chờ.</translation>
        </message>
        <message>
            <source>Catch the two-card hands: your {points} points take {gain} bets from them on average, more than waiting.</source>
            <comment>advice.pokdeng.catch2</comment>
            <translation>Bắt các tay hai lá: {points} điểm của bạn trung bình ăn {gain} lần cược của họ, lợi hơn chờ.</translation>
        </message>
        <message>
            <source>No catch: on {points} points catching now gives away more than it takes.</source>
            <comment>advice.pokdeng.no_catch</comment>
            <translation>Không bắt: với {points} điểm, bắt lúc này mất nhiều hơn được.</translation>
        </message>
        <message>
            <source>Draw: on {points} points a third card gains {gain} bets on average.</source>
            <comment>advice.pokdeng.dealer_draw</comment>
            <translation>Rút bài: với {points} điểm, lá thứ ba trung bình được {gain} lần cược.</translation>
        </message>
        <message>
            <source>Done: one hand at the minimum; more only adds risk.</source>
            <comment>advice.pokdeng.end_bets</comment>
            <translation>Xong: một tay ở mức tối thiểu; cược thêm chỉ tăng rủi ro.</translation>
        </message>
        <message>
            <source>Bet the minimum: a player hand expects {edge} bets against the bank, so a larger stake only adds risk.</source>
            <comment>advice.pokdeng.min_bet</comment>
            <translation>Cược tối thiểu: một tay người chơi có kỳ vọng {edge} lần cược khi đấu nhà cái, nên cược lớn hơn chỉ tăng rủi ro.</translation>
        </message>
        <message>
            <source>Take the bank: the dealer keeps the edge the players give away.</source>
            <comment>advice.pokdeng.take_bank</comment>
            <translation>Làm cái: nhà cái hưởng phần lợi thế mà người chơi để mất.</translation>
        </message>
        <message>
            <source>Pass the bank: your chips cannot cover a full table's bets.</source>
            <comment>advice.pokdeng.decline_bank</comment>
            <translation>Không làm cái: số xu của bạn không đủ trả cược của cả bàn.</translation>
        </message>
        <message>
            <source>Deal on: the bank keeps the edge while it can cover the table.</source>
            <comment>advice.pokdeng.keep_bank</comment>
            <translation>Chia tiếp: nhà cái vẫn giữ lợi thế khi còn đủ xu trả cho cả bàn.</translation>
        </message>
        <message>
            <source>Announce the stop: the bank can no longer cover the table's bets.</source>
            <comment>advice.pokdeng.announce_stop</comment>
            <translation>Báo nghỉ cái: nhà cái không còn đủ xu trả cược của cả bàn.</translation>
        </message>
        <message>
            <source>Declare: your cards make a valid declaration.</source>
            <comment>advice.rummy.declare</comment>
            <translation>Ù: bài của bạn ù hợp lệ.</translation>
        </message>
        <message>
            <source>Pack: with {points} points and no pure sequence, playing on is likely to cost more than {cost}.</source>
            <comment>advice.rummy.pack</comment>
            <translation>Bỏ ván: với {points} điểm mà chưa có sảnh thuần, chơi tiếp dễ mất hơn {cost}.</translation>
        </message>
        <message>
            <source>Draw from the stock.</source>
            <comment>advice.rummy.draw_stock</comment>
            <translation>Bốc từ nọc.</translation>
        </message>
        <message>
            <source>Take the discard: the stock is empty.</source>
            <comment>advice.rummy.take_forced</comment>
            <translation>Ăn lá bỏ: nọc đã hết.</translation>
        </message>
        <message>
            <source>Take {card}: a wild card fits any group.</source>
            <comment>advice.rummy.take_wild</comment>
            <translation>Ăn {card}: lá đa năng vào được mọi nhóm.</translation>
        </message>
        <message>
            <source>Take {card}: with it you can declare.</source>
            <comment>advice.rummy.take_declare</comment>
            <translation>Ăn {card}: có lá này bạn ù được.</translation>
        </message>
        <message>
            <source>Draw from the stock: {card} would join no group.</source>
            <comment>advice.rummy.draw_no_group</comment>
            <translation>Bốc từ nọc: {card} không vào được nhóm nào.</translation>
        </message>
        <message>
            <source>Take {card}: it joins a group, better than a card from the stock on average.</source>
            <comment>advice.rummy.take_improves</comment>
            <translation>Ăn {card}: lá này vào được một nhóm, trung bình tốt hơn một lá bốc từ nọc.</translation>
        </message>
        <message>
            <source>Draw from the stock: {card} would not improve your hand.</source>
            <comment>advice.rummy.draw_no_gain</comment>
            <translation>Bốc từ nọc: {card} không làm bài bạn tốt hơn.</translation>
        </message>
        <message>
            <source>Discard {card}: it is the card you can best spare, though the next player is near it.</source>
            <comment>advice.rummy.discard_spare</comment>
            <translation>Đánh {card}: đây là lá bạn dễ bỏ nhất, dù người kế tiếp đang gom các lá gần nó.</translation>
        </message>
        <message>
            <source>Discard {card}: it joins no group you need, and the next player is not collecting it.</source>
            <comment>advice.rummy.discard_not_collected</comment>
            <translation>Đánh {card}: lá này không vào nhóm nào bạn cần, và người kế tiếp không gom lá này.</translation>
        </message>
        <message>
            <source>Discard {card}: it joins no group and the next player just threw {thrown}.</source>
            <comment>advice.rummy.discard_thrown</comment>
            <translation>Đánh {card}: lá này không vào nhóm nào và người kế tiếp vừa bỏ {thrown}.</translation>
        </message>
        <message>
            <source>Discard {card}: it joins no group and counts high.</source>
            <comment>advice.rummy.discard_high</comment>
            <translation>Đánh {card}: lá này không vào nhóm nào và tính nhiều điểm.</translation>
        </message>
        <message>
            <source>Discard {card}: it joins no group and keeps your best chances for the next draws.</source>
            <comment>advice.rummy.discard_chances</comment>
            <translation>Đánh {card}: lá này không vào nhóm nào, và bỏ nó giữ được cơ hội tốt nhất cho các lần bốc tới.</translation>
        </message>
        <message>
            <source>Re-buy: sitting out gives up the hand.</source>
            <comment>advice.xito.rebuy</comment>
            <translation>Mua thêm: nghỉ là bỏ luôn ván này.</translation>
        </message>
        <message>
            <source>Raise: you win about {win} of the time here; make the others pay to see the next card.</source>
            <comment>advice.xito.raise</comment>
            <translation>Tố thêm: ở đây tỉ lệ thắng của bạn khoảng {win}; bắt người khác phải trả tiền để xem lá tiếp theo.</translation>
        </message>
        <message>
            <source>Raise: nothing they can hold beats your hand.</source>
            <comment>advice.xito.raise_nuts</comment>
            <translation>Tố thêm: họ không thể có bài nào thắng bài bạn.</translation>
        </message>
        <message>
            <source>Call: you win about {win} of the time, and the call needs only {need} of the pot.</source>
            <comment>advice.xito.call</comment>
            <translation>Theo: tỉ lệ thắng của bạn khoảng {win}, mà theo chỉ cần {need} của pot.</translation>
        </message>
        <message>
            <source>Fold: against what their bets show you win only about {win} of the time, and calling needs {need}.</source>
            <comment>advice.xito.fold_to_bets</comment>
            <translation>Úp bài: xét theo cách họ tố, tỉ lệ thắng của bạn chỉ khoảng {win}, mà theo cần {need}.</translation>
        </message>
        <message>
            <source>Bet the most: you win about {win} of the time.</source>
            <comment>advice.xito.bet_most</comment>
            <translation>Tố mức cao nhất: tỉ lệ thắng của bạn khoảng {win}.</translation>
        </message>
        <message>
            <source>Bet: you win about {win} of the time; a middle bet keeps worse hands in.</source>
            <comment>advice.xito.bet_middle</comment>
            <translation>Tố: tỉ lệ thắng của bạn khoảng {win}; tố vừa phải để giữ chân các bài yếu hơn.</translation>
        </message>
        <message>
            <source>Bet: your face-up cards look the strongest, and a bet this often makes folding and calling cost them the same.</source>
            <comment>advice.xito.bluff</comment>
            <translation>Tố: các lá ngửa của bạn trông mạnh nhất, và tố với tần suất này khiến họ úp bài hay theo đều thiệt như nhau.</translation>
        </message>
        <message>
            <source>Bet the least: you win about {win} of the time, enough to see a card.</source>
            <comment>advice.xito.bet_least</comment>
            <translation>Tố mức thấp nhất: tỉ lệ thắng của bạn khoảng {win}, đủ để xem thêm một lá.</translation>
        </message>
        <message>
            <source>Fold: you win only about {win} of the time, less than even the smallest bet needs.</source>
            <comment>advice.xito.fold_open</comment>
            <translation>Úp bài: tỉ lệ thắng của bạn chỉ khoảng {win}, thấp hơn cả mức mà lần tố nhỏ nhất đòi hỏi.</translation>
        </message>
    </context>
</TS>
