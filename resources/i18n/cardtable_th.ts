<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="th" sourcelanguage="en">
    <context>
        <name>ActionButton</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/action_panel.py" line="+200" />
            <source>%1 (shortcut: %2)</source>
            <translation>%1 (ปุ่มลัด: %2)</translation>
        </message>
    </context>
    <context>
        <name>Actions</name>
        <message>
            <location filename="../../cardtable_qt/session/action_words.py" line="+36" />
            <source>cut the deck</source>
            <translation>ตัดไพ่</translation>
        </message>
        <message>
            <location line="+1" />
            <source>play</source>
            <translation>ออกไพ่</translation>
        </message>
        <message>
            <location line="+1" />
            <source>pass</source>
            <translation>ผ่าน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>pay tribute</source>
            <translation>ถวายบรรณาการ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>return tribute</source>
            <translation>ส่งคืน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>pack</source>
            <translation>หมอบ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>draw</source>
            <translation>จั่ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>discard</source>
            <translation>ทิ้ง</translation>
        </message>
        <message>
            <location line="+1" />
            <source>declare</source>
            <translation>ประกาศ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bet</source>
            <translation>ลงเดิมพัน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>call</source>
            <translation>ตาม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>raise</source>
            <translation>เพิ่ม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>fold</source>
            <translation>หมอบ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>rebuy</source>
            <translation>ซื้อชิปเพิ่ม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>sit out</source>
            <translation>พักรอบนี้</translation>
        </message>
        <message>
            <location line="+25" />
            <source>bet %1 on place %2</source>
            <translation>ลง %1 ที่ช่อง %2</translation>
        </message>
        <message>
            <location line="+17" />
            <source>from the stock</source>
            <translation>จากกองจั่ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>from the discard pile</source>
            <translation>จากกองทิ้ง</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <location filename="../../cardtable_qt/app.py" line="+93" />
            <source>Some of CardTable's fonts are missing (%1); some names may not display.</source>
            <translation>ฟอนต์บางตัวของ CardTable หายไป (%1) บางชื่ออาจแสดงผลไม่ได้</translation>
        </message>
        <message>
            <location line="+59" />
            <source>CardTable is already running; its window was brought to the front.</source>
            <translation>CardTable เปิดอยู่แล้ว ได้นำหน้าต่างขึ้นมาด้านหน้าให้แล้ว</translation>
        </message>
        <message>
            <location line="+3" />
            <source>CardTable is already running, but its window could not be brought to the front. Switch to it, or close it before starting CardTable again.</source>
            <translation>CardTable เปิดอยู่แล้ว แต่นำหน้าต่างขึ้นมาด้านหน้าไม่ได้ สลับไปที่หน้าต่างนั้น หรือปิดก่อนเปิด CardTable ใหม่</translation>
        </message>
    </context>
    <context>
        <name>CardMark</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/card_mark.py" line="+57" />
            <source>Lv</source>
            <comment>Guandan level card</comment>
            <extracomment>The mark on a Guandan level card (级牌), drawn in the narrow strip under a card's corner that stays in view in a fanned hand: at most 2 short characters (Chinese 级).</extracomment>
            <translation>ระดับ</translation>
        </message>
        <message>
            <location line="+6" />
            <source>W</source>
            <comment>Guandan wild card</comment>
            <extracomment>The mark on Guandan's two wild hearts of the level (逢人配), drawn in the narrow strip under a card's corner: at most 2 short characters (Chinese 配).</extracomment>
            <translation>แทน</translation>
        </message>
        <message>
            <location line="+6" />
            <source>W</source>
            <comment>Rummy wild card</comment>
            <extracomment>The mark on a Rummy wild card (the jokers and the cut joker's rank), drawn in the narrow strip under a card's corner: at most 2 short characters (Chinese 搭, from 百搭).</extracomment>
            <translation>แทน</translation>
        </message>
    </context>
    <context>
        <name>GameLog</name>
        <message>
            <location filename="../../cardtable_qt/session/controller.py" line="+572" />
            <source>You</source>
            <translation>คุณ</translation>
        </message>
        <message>
            <location line="+203" />
            <source>You took back your last move.</source>
            <translation>คุณย้อนตาล่าสุดกลับแล้ว</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/session/log_words.py" line="+38" />
            <source>a card</source>
            <translation>ไพ่หนึ่งใบ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Joker</source>
            <translation>โจ๊กเกอร์</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Big joker</source>
            <translation>โจ๊กเกอร์ใหญ่</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Small joker</source>
            <translation>โจ๊กเกอร์เล็ก</translation>
        </message>
        <message>
            <location line="+16" />
            <source>you</source>
            <translation>คุณ</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Round %2: you deal.</source>
            <translation>รอบที่ %2: คุณเป็นเจ้ามือ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round %2: %1 deals.</source>
            <translation>รอบที่ %2: %1 เป็นเจ้ามือ</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You bet %2.</source>
            <translation>คุณแทง %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 bets %2.</source>
            <translation>%1 แทง %2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>You are dealt %1.</source>
            <translation>คุณได้ไพ่ %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You draw %1.</source>
            <translation>คุณจั่วได้ %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 draws a card.</source>
            <translation>%1 จั่วหนึ่งใบ</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You stand.</source>
            <translation>คุณไม่จั่ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 stands.</source>
            <translation>%1 ไม่จั่ว</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You catch the hands of %2 cards.</source>
            <translation>คุณจับมือที่มี %2 ใบ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 catches the hands of %2 cards.</source>
            <translation>%1 จับมือที่มี %2 ใบ</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You catch no one.</source>
            <translation>คุณไม่จับใคร</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 catches no one.</source>
            <translation>%1 ไม่จับใคร</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+163" />
            <source>You show %2: %3.</source>
            <translation>คุณเปิดไพ่ %2: %3</translation>
        </message>
        <message>
            <location line="-162" />
            <location line="+163" />
            <source>%1 shows %2: %3.</source>
            <translation>%1 เปิดไพ่ %2: %3</translation>
        </message>
        <message>
            <location line="-153" />
            <source>You beat the dealer: +%2.</source>
            <translation>คุณชนะเจ้ามือ: +%2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 beats the dealer: +%2.</source>
            <translation>%1 ชนะเจ้ามือ: +%2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The dealer beats you: −%2.</source>
            <translation>เจ้ามือชนะคุณ: −%2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The dealer beats %1: −%2.</source>
            <translation>เจ้ามือชนะ %1: −%2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>You tie with the dealer.</source>
            <translation>คุณเสมอกับเจ้ามือ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 ties with the dealer.</source>
            <translation>%1 เสมอกับเจ้ามือ</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You take the bank.</source>
            <translation>คุณเป็นเจ้ามือ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 takes the bank.</source>
            <translation>%1 เป็นเจ้ามือ</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You let the bank pass.</source>
            <translation>คุณไม่รับเจ้ามือ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 lets the bank pass.</source>
            <translation>%1 ไม่รับเจ้ามือ</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You give up the bank after %2 rounds.</source>
            <translation>คุณจะเลิกเป็นเจ้ามือหลังจากนี้ %2 รอบ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 gives up the bank after %2 rounds.</source>
            <translation>%1 จะเลิกเป็นเจ้ามือหลังจากนี้ %2 รอบ</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+117" />
            <source>You buy %2 chips.</source>
            <translation>คุณซื้อชิป %2</translation>
        </message>
        <message>
            <location line="-116" />
            <location line="+117" />
            <source>%1 buys %2 chips.</source>
            <translation>%1 ซื้อชิป %2</translation>
        </message>
        <message>
            <location line="-108" />
            <source>You leave the table.</source>
            <translation>คุณออกจากโต๊ะ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 leaves the table.</source>
            <translation>%1 ออกจากโต๊ะ</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Nobody bet: no cards this round.</source>
            <translation>ไม่มีใครแทง: รอบนี้ไม่แจกไพ่</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Hand %2: you deal.</source>
            <translation>มือที่ %2: คุณเป็นคนแจก</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hand %2: %1 deals.</source>
            <translation>มือที่ %2: %1 เป็นคนแจก</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You get %2 face up.</source>
            <translation>คุณได้ %2 หงาย</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 gets %2 face up.</source>
            <translation>%1 ได้ %2 หงาย</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Your hole card: %1.</source>
            <translation>ไพ่ใบคว่ำของคุณ: %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Betting round %2: you speak first.</source>
            <translation>รอบเดิมพันที่ %2: คุณพูดก่อน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Betting round %2: %1 speaks first.</source>
            <translation>รอบเดิมพันที่ %2: %1 ได้ลงก่อน</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You bet %2 (tố).</source>
            <translation>คุณลง %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 bets %2 (tố).</source>
            <translation>%1 ลง %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You call %2 (theo).</source>
            <translation>คุณตาม %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 calls %2 (theo).</source>
            <translation>%1 ตาม %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You raise by %2 to %3 (tố thêm).</source>
            <translation>คุณเพิ่ม %2 เป็น %3</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 raises by %2 to %3 (tố thêm).</source>
            <translation>%1 เพิ่ม %2 เป็น %3</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You fold (úp bài).</source>
            <translation>คุณหมอบ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 folds (úp bài).</source>
            <translation>%1 หมอบ</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The bets go to the pot: %1.</source>
            <translation>เดิมพันเข้ากองกลาง: %1</translation>
        </message>
        <message>
            <location line="+15" />
            <source>You win %2.</source>
            <translation>คุณได้ %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 wins %2.</source>
            <translation>%1 ได้ %2</translation>
        </message>
        <message>
            <location line="+18" />
            <source>You sit out.</source>
            <translation>คุณพักมือนี้</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 sits out.</source>
            <translation>%1 พักมือนี้</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Hand %1 is dealt at level %2.</source>
            <translation>มือที่ %1 แจกที่ระดับ %2</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Anti-tribute: the big jokers are shown, no tribute is paid.</source>
            <translation>ไม่ต้องถวายบรรณาการ: เปิดโจ๊กเกอร์ใหญ่ให้ดู ไม่มีการถวายบรรณาการ</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You offer %2 as tribute.</source>
            <translation>คุณถวาย %2 เป็นบรรณาการ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 offers %2 as tribute.</source>
            <translation>%1 ถวาย %2 เป็นบรรณาการ</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You take %2 in tribute from %3.</source>
            <translation>คุณรับ %2 เป็นบรรณาการจาก %3</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 takes %2 in tribute from %3.</source>
            <translation>%1 รับ %2 เป็นบรรณาการจาก %3</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You return %2 to %3.</source>
            <translation>คุณส่งคืน %2 ให้ %3</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 returns %2 to %3.</source>
            <translation>%1 ส่งคืน %2 ให้ %3</translation>
        </message>
        <message>
            <location line="+11" />
            <source>You lead.</source>
            <translation>คุณนำ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 leads.</source>
            <translation>%1 นำ</translation>
        </message>
        <message>
            <location line="+7" />
            <source>You play %2.</source>
            <translation>คุณลง %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 plays %2.</source>
            <translation>%1 ลง %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You play %2: %3.</source>
            <translation>คุณลง %2: %3</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 plays %2: %3.</source>
            <translation>%1 ลง %2: %3</translation>
        </message>
        <message>
            <location line="+13" />
            <source>You pass.</source>
            <translation>คุณผ่าน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 passes.</source>
            <translation>%1 ผ่าน</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Banker</source>
            <translation>เจ้ามือ (ออกหมดก่อน)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Follower</source>
            <translation>ผู้ตาม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Third</source>
            <translation>คนที่สาม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dweller</source>
            <translation>ผู้พักอาศัย (บ๊วย)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You go out: %2.</source>
            <translation>คุณไพ่หมดมือ: %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 goes out: %2.</source>
            <translation>%1 ไพ่หมดมือ: %2</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You win the trick.</source>
            <translation>คุณชนะรอบนี้</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 wins the trick.</source>
            <translation>%1 ชนะรอบนี้</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You and %1</source>
            <translation>คุณและ %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 and %2</source>
            <translation>%1 และ %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 win the match at A.</source>
            <translation>%1 ชนะแมตช์ที่ระดับ A</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 climb %2 to level %3.</source>
            <translation>%1 ขึ้น %2 ระดับ ไปที่ระดับ %3</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Deal %2: you deal.</source>
            <translation>ตาที่ %2: คุณเป็นคนแจก</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deal %2: %1 deals.</source>
            <translation>ตาที่ %2: %1 เป็นคนแจก</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The wild card is %1.</source>
            <translation>ไพ่แทนคือ %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The discard pile starts with %1.</source>
            <translation>กองทิ้งเริ่มด้วย %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You pick up %2 from the discard pile.</source>
            <translation>คุณเก็บ %2 จากกองทิ้ง</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 picks up %2 from the discard pile.</source>
            <translation>%1 เก็บ %2 จากกองทิ้ง</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You draw %1 from the stock.</source>
            <translation>คุณจั่ว %1 จากกองจั่ว</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 draws from the stock.</source>
            <translation>%1 จั่วจากกองจั่ว</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You throw %2.</source>
            <translation>คุณทิ้ง %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 throws %2.</source>
            <translation>%1 ทิ้ง %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You pack: %2 points.</source>
            <translation>คุณหมอบ: %2 แต้ม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 packs: %2 points.</source>
            <translation>%1 หมอบ: %2 แต้ม</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The discard pile is shuffled into a new stock.</source>
            <translation>สับกองทิ้งเป็นกองจั่วใหม่</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You declare.</source>
            <translation>คุณประกาศ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 declares.</source>
            <translation>%1 ประกาศ</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You win the deal.</source>
            <translation>คุณชนะตานี้</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 wins the deal.</source>
            <translation>%1 ชนะตานี้</translation>
        </message>
        <message>
            <location line="+10" />
            <source>You are charged %2 points.</source>
            <translation>คุณโดน %2 แต้ม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is charged %2 points.</source>
            <translation>%1 โดน %2 แต้ม</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You are out at %2 points.</source>
            <translation>คุณตกรอบที่ %2 แต้ม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is out at %2 points.</source>
            <translation>%1 ตกรอบที่ %2 แต้ม</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Result: you won %1.</source>
            <translation>ผล: คุณได้ %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Result: you lost %1.</source>
            <translation>ผล: คุณเสีย %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Result: you broke even.</source>
            <translation>ผล: คุณเสมอตัว</translation>
        </message>
    </context>
    <context>
        <name>GameSession</name>
        <message>
            <location filename="../../cardtable_qt/session/models.py" line="+77" />
            <source>Round %1</source>
            <translation>รอบที่ %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Deal %1</source>
            <translation>ตาที่ %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hand %1</source>
            <translation>มือที่ %1</translation>
        </message>
        <message>
            <location line="-9" />
            <source>Finished after %1 hands</source>
            <translation>จบหลังเล่นไป %1 มือ</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/session/controller.py" line="-447" />
            <source>The game is not running.</source>
            <translation>เกมไม่ได้ดำเนินอยู่</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game is over.</source>
            <translation>เกมจบแล้ว</translation>
        </message>
        <message>
            <location line="+2" />
            <source>It is not your turn.</source>
            <translation>ยังไม่ถึงตาคุณ</translation>
        </message>
        <message>
            <location line="+299" />
            <source>The result could not be recorded in the statistics.</source>
            <translation>บันทึกผลลงสถิติไม่ได้</translation>
        </message>
        <message>
            <location line="+17" />
            <source>The game could not be autosaved: %1 CardTable keeps trying after every move and says when it works again.</source>
            <translation>บันทึกเกมอัตโนมัติไม่ได้: %1 CardTable จะลองใหม่หลังทุกตาที่เล่น และจะแจ้งเมื่อกลับมาใช้ได้</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Autosaving works again: the game is saved after every move.</source>
            <translation>บันทึกอัตโนมัติกลับมาใช้ได้แล้ว: เกมจะถูกบันทึกหลังทุกตาที่เล่น</translation>
        </message>
        <message>
            <location line="+42" />
            <source>Undo is off in this game.</source>
            <translation>เกมนี้ปิดการย้อนกลับไว้</translation>
        </message>
        <message>
            <location line="+4" />
            <source>A finished hand cannot be taken back.</source>
            <translation>มือที่จบแล้วย้อนกลับไม่ได้</translation>
        </message>
        <message>
            <location line="-2" />
            <location line="+7" />
            <location line="+26" />
            <source>There is nothing to undo.</source>
            <translation>ไม่มีอะไรให้ย้อนกลับ</translation>
        </message>
        <message>
            <location line="-327" />
            <source>The strongest AI could not decide: this is the Standard AI's advice.</source>
            <translation>AI ที่เก่งที่สุดตัดสินใจไม่ได้ นี่คือคำแนะนำของ AI ระดับมาตรฐาน</translation>
        </message>
        <message>
            <location line="+136" />
            <source>%1 hesitated: the Standard AI plays this move for it.</source>
            <translation>%1 ลังเล AI ระดับมาตรฐานจึงเล่นตานี้แทน</translation>
        </message>
        <message>
            <location line="+168" />
            <source>Your last decision cannot be taken back: you have seen a new card since.</source>
            <translation>ย้อนการตัดสินใจครั้งล่าสุดไม่ได้ เพราะคุณเห็นไพ่ใบใหม่แล้ว</translation>
        </message>
        <message>
            <location line="+35" />
            <source>This move cannot be undone.</source>
            <translation>ตานี้ย้อนกลับไม่ได้</translation>
        </message>
        <message>
            <location line="+37" />
            <source>There is nothing to redo.</source>
            <translation>ไม่มีอะไรให้ทำซ้ำ</translation>
        </message>
    </context>
    <context>
        <name>GameTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/game_table.py" line="+137" />
            <source>Fast-forward</source>
            <translation>เร่งไปจบ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Play the rest of this hand at the fastest speed</source>
            <translation>เล่นมือนี้ที่เหลือด้วยความเร็วสูงสุด</translation>
        </message>
        <message>
            <location line="+315" />
            <source>You</source>
            <translation>คุณ</translation>
        </message>
        <message>
            <location line="+13" />
            <source>you</source>
            <translation>คุณ</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Your turn in a moment…</source>
            <translation>อีกสักครู่จะถึงตาคุณ…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your move…</source>
            <translation>ตาของคุณ…</translation>
        </message>
        <message>
            <location line="+23" />
            <source>The demo is over: this was its last hand.</source>
            <translation>การสาธิตจบแล้ว: นี่คือมือสุดท้าย</translation>
        </message>
        <message>
            <location line="+9" />
            <source>%1 is playing</source>
            <translation>%1 กำลังเล่น</translation>
        </message>
        <message>
            <location line="+161" />
            <source>Undo</source>
            <translation>ย้อนกลับ</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Take back your last decision and the AI moves since (Ctrl+Z)</source>
            <translation>ย้อนการตัดสินใจล่าสุดของคุณ และตาที่ AI เล่นหลังจากนั้น (Ctrl+Z)</translation>
        </message>
    </context>
    <context>
        <name>GameTile</name>
        <message>
            <location filename="../../cardtable_qt/ui/start_screen.py" line="+44" />
            <source>Chinese team climbing game, two decks, 4 players</source>
            <translation>เกมไพ่จีนเล่นเป็นทีม ไต่ระดับ ไพ่สองสำรับ 4 คน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Thai banking game: beat the dealer, 2–9 hands</source>
            <translation>ไพ่ไทย: เอาชนะเจ้ามือ 2–9 มือ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Vietnamese five-card stud, 2–6 players</source>
            <translation>ไพ่สตั๊ดห้าใบของเวียดนาม 2–6 คน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>13-card rummy from India, 2–6 players</source>
            <translation>รัมมี่ 13 ใบจากอินเดีย 2–6 คน</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Vietnamese poker</source>
            <translation>โป๊กเกอร์เวียดนาม</translation>
        </message>
        <message>
            <location line="+56" />
            <source>Play</source>
            <translation>เล่น</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Table coming soon</source>
            <translation>โต๊ะกำลังจะมา</translation>
        </message>
        <message>
            <location line="+15" />
            <source>The table for this game is not built yet.</source>
            <translation>โต๊ะของเกมนี้ยังไม่พร้อม</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <location filename="../../cardtable_qt/session/models.py" line="-34" />
            <source>Guandan</source>
            <translation>กวนตั้น</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pok Deng</source>
            <translation>ป๊อกเด้ง</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Xì tố</source>
            <translation>Xì tố</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Indian Rummy</source>
            <translation>รัมมี่อินเดีย</translation>
        </message>
    </context>
    <context>
        <name>GuandanAids</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_aids.py" line="+97" />
            <source>Card counter</source>
            <translation>ตัวนับไพ่</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Big</source>
            <comment>joker</comment>
            <translation>ใหญ่</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Small</source>
            <comment>joker</comment>
            <translation>เล็ก</translation>
        </message>
        <message>
            <location line="+55" />
            <location line="+39" />
            <source>Last trick</source>
            <translation>รอบก่อน</translation>
        </message>
        <message>
            <location line="-26" />
            <source>No trick has finished yet this hand.</source>
            <translation>มือนี้ยังไม่มีรอบใดจบ</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Pass</source>
            <translation>ผ่าน</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Shift+click takes every copy of a rank</source>
            <translation>Shift+คลิก เลือกไพ่แต้มนั้นทุกใบ</translation>
        </message>
    </context>
    <context>
        <name>GuandanDecisions</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_decisions.py" line="+57" />
            <source>The match is over: %1 win.</source>
            <translation>แมตช์จบแล้ว: %1 ชนะ</translation>
        </message>
        <message>
            <location line="+15" />
            <source>You cut the deck: the turned card, counted from you, says who draws first; whoever draws it leads.</source>
            <translation>คุณตัดไพ่: ไพ่ที่หงาย นับจากคุณ จะบอกว่าใครจั่วก่อน ใครจั่วได้ใบนั้นจะได้นำ</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Your lead: choose cards (click, drag across, or ←/→ and ↑) and Play any combination.</source>
            <translation>ตาคุณนำ: เลือกไพ่ (คลิก ลากผ่าน หรือ ←/→ และ ↑) แล้วกด ลงไพ่ ชุดใดก็ได้</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Nothing beats %1's %2: Pass.</source>
            <translation>ไม่มีอะไรสู้ %2 ของ %1 ได้: กด ผ่าน</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Beat %1's %2 with a higher bomb, or Pass.</source>
            <translation>สู้ %2 ของ %1 ด้วยระเบิดที่สูงกว่า หรือกด ผ่าน</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Only a bomb beats %1's %2: play one, or Pass.</source>
            <translation>มีแต่ระเบิดที่สู้ %2 ของ %1 ได้: ลงระเบิด หรือกด ผ่าน</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Beat %1's %2 with a higher one of that kind or a bomb, or Pass.</source>
            <translation>สู้ %2 ของ %1 ด้วยชุดประเภทเดียวกันที่สูงกว่าหรือระเบิด หรือกด ผ่าน</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Tribute 进贡: give your highest card (%1; the wild hearts do not count). Choose it and press Pay tribute.</source>
            <translation>ถวายบรรณาการ: ให้ไพ่ที่สูงที่สุดของคุณ (%1 ไม่นับไพ่หัวใจของไพ่ระดับ) เลือกแล้วกด ถวายบรรณาการ</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Return a card to %1 (还贡): any card of rank 10 or lower that is not a level card; with none, your lowest.</source>
            <translation>ส่งคืนไพ่หนึ่งใบให้ %1: ใบใดก็ได้ที่ไม่เกิน 10 และไม่ใช่ไพ่ระดับ ถ้าไม่มี ให้คืนใบต่ำสุด</translation>
        </message>
        <message>
            <location line="+10" />
            <source>You went out: %1</source>
            <translation>คุณไพ่หมดมือแล้ว: %1</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 cuts the deck…</source>
            <translation>%1 กำลังตัดไพ่…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 pays tribute…</source>
            <translation>%1 กำลังถวายบรรณาการ…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 returns a card…</source>
            <translation>%1 กำลังส่งคืนไพ่…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is thinking…</source>
            <translation>%1 กำลังคิด…</translation>
        </message>
        <message>
            <location line="+59" />
            <source>Those cards are not a play you can make now.</source>
            <translation>ไพ่เหล่านี้ไม่ใช่ชุดที่ลงได้ตอนนี้</translation>
        </message>
        <message>
            <location line="+23" />
            <source>These cards can be played in %1 ways: which one? (keys 1–%1, Esc to cancel)</source>
            <translation>ไพ่เหล่านี้ลงได้ %1 แบบ: จะเลือกแบบไหน? (ปุ่ม 1–%1, Esc เพื่อยกเลิก)</translation>
        </message>
        <message>
            <location line="+39" />
            <source>Pay %1 as tribute</source>
            <translation>ถวาย %1 เป็นบรรณาการ</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Return %1</source>
            <translation>คืน %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Pass</source>
            <translation>ผ่าน</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Cut the deck</source>
            <translation>ตัดไพ่</translation>
        </message>
    </context>
    <context>
        <name>GuandanEvents</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_events.py" line="+153" />
            <source>You turned %2</source>
            <translation>คุณหงาย %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 turned %2</source>
            <translation>%1 หงาย %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>count %1</source>
            <translation>นับ %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>you draw first</source>
            <translation>คุณจั่วก่อน</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 draws first</source>
            <translation>%1 จั่วก่อน</translation>
        </message>
        <message>
            <location line="+3" />
            <source>you draw the turned card last and lead</source>
            <translation>คุณจั่วไพ่ที่หงายเป็นใบสุดท้ายและได้นำ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 draws the turned card last and leads</source>
            <translation>%1 จั่วไพ่ที่หงายเป็นใบสุดท้ายและได้นำ</translation>
        </message>
        <message>
            <location line="+104" />
            <source>%1 and %2</source>
            <translation>%1 และ %2</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Anti-tribute 抗贡: you hold both big jokers</source>
            <translation>ไม่ต้องถวายบรรณาการ: คุณมีโจ๊กเกอร์ใหญ่ทั้งสองใบ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Anti-tribute 抗贡: %1 holds both big jokers</source>
            <translation>ไม่ต้องถวายบรรณาการ: %1 มีโจ๊กเกอร์ใหญ่ทั้งสองใบ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Anti-tribute 抗贡: %1 hold both big jokers</source>
            <translation>ไม่ต้องถวายบรรณาการ: %1 มีโจ๊กเกอร์ใหญ่ทั้งสองใบ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>No tribute this hand; the Banker leads.</source>
            <translation>มือนี้ไม่มีการถวายบรรณาการ เจ้ามือ (คนที่ออกหมดก่อน) ได้นำ</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Tribute</source>
            <translation>บรรณาการ</translation>
        </message>
        <message>
            <location line="+27" />
            <source>You give %2 to %3</source>
            <translation>คุณให้ %2 แก่ %3</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 gives %2 to %3</source>
            <translation>%1 ให้ %2 แก่ %3</translation>
        </message>
        <message>
            <location line="+21" />
            <source>You return %2 to %3, face down</source>
            <translation>คุณส่งคืน %2 ให้ %3 แบบคว่ำ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 returns %2 to %3, face down</source>
            <translation>%1 ส่งคืน %2 ให้ %3 แบบคว่ำ</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 returns a card to %3, face down</source>
            <translation>%1 ส่งคืนไพ่หนึ่งใบให้ %3 แบบคว่ำ</translation>
        </message>
        <message>
            <location line="+23" />
            <source>You drew the turned card and lead</source>
            <translation>คุณจั่วได้ไพ่ที่หงายและได้นำ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 drew the turned card and leads</source>
            <translation>%1 จั่วได้ไพ่ที่หงายและได้นำ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You paid the tribute and lead</source>
            <translation>คุณถวายบรรณาการและได้นำ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 paid the tribute and leads</source>
            <translation>%1 ถวายบรรณาการและได้นำ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You, the Banker, lead (no tribute)</source>
            <translation>คุณเป็นเจ้ามือ (ออกหมดก่อน) ได้นำ (ไม่มีบรรณาการ)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1, the Banker, leads (no tribute)</source>
            <translation>%1 เป็นเจ้ามือ (ออกหมดก่อน) ได้นำ (ไม่มีบรรณาการ)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lead</source>
            <translation>คุณนำ</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 leads</source>
            <translation>%1 นำ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hand %1</source>
            <translation>มือที่ %1</translation>
        </message>
        <message>
            <location line="+64" />
            <source>Pass</source>
            <translation>ผ่าน</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You go out: %2</source>
            <translation>คุณไพ่หมดมือ: %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 goes out: %2</source>
            <translation>%1 ไพ่หมดมือ: %2</translation>
        </message>
        <message>
            <location line="+13" />
            <source>%1 is out: the lead passes to you, the partner</source>
            <translation>ไพ่ %1 หมดแล้ว: การนำย้ายมาที่คุณ คู่หูของเขา</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You are out: the lead passes to your partner, %2</source>
            <translation>ไพ่คุณหมดแล้ว: การนำย้ายไปที่คู่หูของคุณ %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is out: the lead passes to the partner, %2</source>
            <translation>ไพ่ %1 หมดแล้ว: การนำย้ายไปที่คู่หู %2</translation>
        </message>
        <message>
            <location line="+61" />
            <source>%1 win the hand at A</source>
            <translation>%1 ชนะมือนี้ที่ระดับ A</translation>
        </message>
        <message>
            <location line="-48" />
            <source>Double Dweller</source>
            <translation>ผู้พักอาศัยคู่ (บ๊วยทั้งคู่)</translation>
        </message>
        <message>
            <location line="+56" />
            <source>next hand at level %1</source>
            <translation>มือถัดไปที่ระดับ %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 drop back to 2</source>
            <translation>%1 กลับไปที่ระดับ 2</translation>
        </message>
        <message>
            <location line="-21" />
            <source>Levels: %1 at %2, %3 at %4</source>
            <translation>ระดับ: %1 อยู่ที่ %2, %3 อยู่ที่ %4</translation>
        </message>
        <message>
            <location line="+25" />
            <source>%1 win the match!</source>
            <translation>%1 ชนะแมตช์!</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Game over</source>
            <translation>จบเกม</translation>
        </message>
    </context>
    <context>
        <name>GuandanPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_panel.py" line="+33" />
            <location line="+62" />
            <source>Sort by suit</source>
            <translation>เรียงตามดอก</translation>
        </message>
        <message>
            <location line="-61" />
            <location line="+67" />
            <source>Arrange 理牌</source>
            <translation>จัด 理牌</translation>
        </message>
        <message>
            <location line="-59" />
            <source>Cut the deck</source>
            <translation>ตัดไพ่</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+9" />
            <location line="+8" />
            <source>Show plays</source>
            <translation>ดูชุดที่ลงได้</translation>
        </message>
        <message>
            <location line="-16" />
            <location line="+9" />
            <location line="+8" />
            <source>Clear</source>
            <translation>ล้าง</translation>
        </message>
        <message>
            <location line="-16" />
            <source>Pass</source>
            <translation>ผ่าน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play</source>
            <translation>ลงไพ่</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Pay tribute</source>
            <translation>ถวายบรรณาการ</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Return this card</source>
            <translation>คืนใบนี้</translation>
        </message>
        <message>
            <location line="+35" />
            <source>Ungroup</source>
            <translation>แยกกลุ่ม</translation>
        </message>
        <message>
            <location line="-25" />
            <source>Cancel</source>
            <translation>ยกเลิก</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Sort by rank</source>
            <translation>เรียงตามแต้ม</translation>
        </message>
    </context>
    <context>
        <name>GuandanSelection</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_selection.py" line="+102" />
            <source>not a combination</source>
            <translation>ไม่เป็นชุด</translation>
        </message>
        <message>
            <location line="+8" />
            <source>(or 1 other reading: you choose)</source>
            <translation>(หรืออ่านได้อีก 1 แบบ: คุณเลือก)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>(or %1 other readings: you choose)</source>
            <translation>(หรืออ่านได้อีก %1 แบบ: คุณเลือก)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>lead it</source>
            <translation>นำด้วยชุดนี้</translation>
        </message>
        <message>
            <location line="+0" />
            <source>beats</source>
            <translation>ชนะ</translation>
        </message>
        <message>
            <location line="+6" />
            <source>does not beat %1</source>
            <translation>ไม่ชนะ %1</translation>
        </message>
        <message>
            <location line="+16" />
            <source>choose one card</source>
            <translation>เลือกไพ่หนึ่งใบ</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 is not your highest card</source>
            <translation>%1 ไม่ใช่ไพ่ที่สูงที่สุดของคุณ</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 may not be returned</source>
            <translation>คืน %1 ไม่ได้</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Pay %1 as tribute</source>
            <translation>ถวาย %1 เป็นบรรณาการ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Return %1</source>
            <translation>คืน %1</translation>
        </message>
        <message>
            <location line="+52" />
            <source>Nothing in your hand beats it: pass.</source>
            <translation>ไม่มีไพ่ในมือที่ชนะได้: ผ่าน</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Space</source>
            <translation>สเปซบาร์</translation>
        </message>
        <message>
            <location line="+2" />
            <source>play %1 of %2, cheapest first · %3: next</source>
            <translation>ชุดที่ %1 จาก %2 ถูกสุดก่อน · %3: ถัดไป</translation>
        </message>
        <message>
            <location line="+96" />
            <source>←/→ move over your cards, ↑ picks one, ↓ puts it back; Enter plays.</source>
            <translation>←/→ เลื่อนไปบนไพ่ ↑ เลือกหนึ่งใบ ↓ วางคืน Enter ลงไพ่</translation>
        </message>
    </context>
    <context>
        <name>GuandanTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan.py" line="+157" />
            <source>turned card</source>
            <translation>ไพ่ที่หงาย</translation>
        </message>
        <message>
            <location line="+255" />
            <source>your partner</source>
            <translation>คู่หูของคุณ</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Thinking…</source>
            <translation>กำลังคิด…</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Tries at A: %1</source>
            <translation>ครั้งที่เล่นระดับ A: %1</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+44" />
            <source>Hand %1 · level %2</source>
            <translation>มือที่ %1 · ระดับ %2</translation>
        </message>
        <message>
            <location line="-37" />
            <source>yours</source>
            <translation>ของเรา</translation>
        </message>
        <message>
            <location line="+0" />
            <source>theirs</source>
            <translation>ของฝ่ายตรงข้าม</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hand %1 · level %2 (%3)</source>
            <translation>มือที่ %1 · ระดับ %2 (%3)</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Wild cards: %1</source>
            <translation>ไพ่แทน: %1</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Hand %1: the places</source>
            <translation>มือที่ %1: ลำดับการออก</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 win the match at A</source>
            <translation>%1 ชนะแมตช์ที่ระดับ A</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Tribute</source>
            <translation>บรรณาการ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Pass</source>
            <translation>ผ่าน</translation>
        </message>
    </context>
    <context>
        <name>GuandanWords</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_words.py" line="+47" />
            <source>Banker</source>
            <translation>เจ้ามือ (ออกหมดก่อน)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Follower</source>
            <translation>ผู้ตาม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Third</source>
            <translation>คนที่สาม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dweller</source>
            <translation>ผู้พักอาศัย (บ๊วย)</translation>
        </message>
        <message>
            <location line="+20" />
            <source>1st</source>
            <translation>ที่ 1</translation>
        </message>
        <message>
            <location line="+0" />
            <source>2nd</source>
            <translation>ที่ 2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>3rd</source>
            <translation>ที่ 3</translation>
        </message>
        <message>
            <location line="+0" />
            <source>4th</source>
            <translation>ที่ 4</translation>
        </message>
        <message>
            <location line="+5" />
            <source>big joker</source>
            <translation>โจ๊กเกอร์ใหญ่</translation>
        </message>
        <message>
            <location line="+0" />
            <source>small joker</source>
            <translation>โจ๊กเกอร์เล็ก</translation>
        </message>
        <message>
            <location line="+15" />
            <location line="+5" />
            <source>%1 and %2</source>
            <translation>%1 และ %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>more than %1</source>
            <translation>มากกว่า %1</translation>
        </message>
        <message>
            <location line="+2" />
            <location filename="../../cardtable_qt/ui/tables/rummy.py" line="+427" />
            <source>1 card</source>
            <translation>1 ใบ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 cards</source>
            <translation>%1 ใบ</translation>
        </message>
        <message>
            <location line="+7" />
            <source>+ %1 from %2</source>
            <translation>+ %1 จาก %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1 climb 1 level</source>
            <translation>%1 ขึ้น 1 ระดับ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 climb %2 levels</source>
            <translation>%1 ขึ้น %2 ระดับ</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Straight</source>
            <translation>สเตรท</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Straight flush</source>
            <translation>สเตรทฟลัช</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bomb</source>
            <translation>ระเบิด</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Joker bomb</source>
            <translation>ระเบิดโจ๊กเกอร์</translation>
        </message>
    </context>
    <context>
        <name>HandHistoryDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/hand_history.py" line="+67" />
            <source>%1 level</source>
            <translation>%1 ระดับ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 levels</source>
            <translation>%1 ระดับ</translation>
        </message>
        <message>
            <location line="+5" />
            <source>1 point</source>
            <translation>1 แต้ม</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 points</source>
            <translation>%1 แต้ม</translation>
        </message>
        <message>
            <location line="+108" />
            <source>Hand history</source>
            <translation>ประวัติมือ</translation>
        </message>
        <message>
            <location line="-72" />
            <source>The game at the table</source>
            <translation>เกมที่กำลังเล่น</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 · %2 · %3 (saved)</source>
            <translation>%1 · %2 · %3 (ที่บันทึกไว้)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Hands of:</source>
            <translation>มือของเกม:</translation>
        </message>
        <message>
            <location line="+59" />
            <source>Hand</source>
            <translation>มือ</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Hand key</source>
            <translation>รหัสมือ</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Won by</source>
            <translation>ผู้ชนะ</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Your result</source>
            <translation>ผลของคุณ</translation>
        </message>
        <message>
            <location line="-45" />
            <source>Replay</source>
            <translation>ดูซ้ำ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Review</source>
            <translation>ทบทวน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Export…</source>
            <translation>ส่งออก…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Import…</source>
            <translation>นำเข้า…</translation>
        </message>
        <message>
            <location line="+59" />
            <source>nobody</source>
            <translation>ไม่มีใคร</translation>
        </message>
        <message>
            <location line="-8" />
            <source>The hand's own deal key</source>
            <translation>รหัสการแจกของมือนี้</translation>
        </message>
        <message>
            <location line="-15" />
            <source>Deal history</source>
            <translation>ประวัติตา</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Deal</source>
            <translation>ตา</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Deal key</source>
            <translation>รหัสตา</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round history</source>
            <translation>ประวัติรอบ</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Round</source>
            <translation>รอบ</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Round key</source>
            <translation>รหัสรอบ</translation>
        </message>
        <message>
            <location line="+12" />
            <source>The deal's own shuffle key</source>
            <translation>คีย์สับไพ่ของตานี้</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The round's own deal key</source>
            <translation>รหัสการแจกของรอบนี้</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Every finished deal of this game.</source>
            <translation>ทุกตาที่จบแล้วของเกมนี้</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every finished round of this game.</source>
            <translation>ทุกรอบที่จบแล้วของเกมนี้</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every finished hand of this game.</source>
            <translation>ทุกมือที่จบแล้วของเกมนี้</translation>
        </message>
        <message>
            <location line="+6" />
            <source>No deal of this game has finished yet. Import… opens an exported deal.</source>
            <translation>เกมนี้ยังไม่มีตาที่จบ นำเข้า… ใช้เปิดตาที่ส่งออกไว้</translation>
        </message>
        <message>
            <location line="+3" />
            <source>No round of this game has finished yet. Import… opens an exported round.</source>
            <translation>เกมนี้ยังไม่มีรอบที่จบ นำเข้า… ใช้เปิดรอบที่ส่งออกไว้</translation>
        </message>
        <message>
            <location line="+3" />
            <source>No hand of this game has finished yet. Import… opens an exported hand.</source>
            <translation>เกมนี้ยังไม่มีมือที่จบ นำเข้า… ใช้เปิดมือที่ส่งออกไว้</translation>
        </message>
        <message>
            <location line="+89" />
            <source>Deals (*.json)</source>
            <translation>ตา (*.json)</translation>
        </message>
        <message>
            <location line="-28" />
            <source>Export the round</source>
            <translation>ส่งออกรอบนี้</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Rounds (*.json)</source>
            <translation>รอบ (*.json)</translation>
        </message>
        <message>
            <location line="-28" />
            <source>Export the hand</source>
            <translation>ส่งออกมือนี้</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Export the deal</source>
            <translation>ส่งออกตานี้</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Hands (*.json)</source>
            <translation>มือ (*.json)</translation>
        </message>
        <message>
            <location line="-18" />
            <source>Export</source>
            <translation>ส่งออก</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Import a deal</source>
            <translation>นำเข้าตา</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Import a round</source>
            <translation>นำเข้ารอบ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Import a hand</source>
            <translation>นำเข้ามือ</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Import</source>
            <translation>นำเข้า</translation>
        </message>
    </context>
    <context>
        <name>HandResults</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/hand_results.py" line="+47" />
            <source>You won %1</source>
            <translation>คุณได้ %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lost %1</source>
            <translation>คุณเสีย %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You broke even</source>
            <translation>คุณเสมอตัว</translation>
        </message>
        <message>
            <location line="+22" />
            <source>%1 · cut in</source>
            <translation>%1 · ตัดขา</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 · last leg</source>
            <translation>%1 · ขาบ๊วย</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 · your place</source>
            <translation>%1 · ที่ของคุณ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 · own place</source>
            <translation>%1 · ที่ของตัวเอง</translation>
        </message>
        <message>
            <location line="+5" />
            <source>beats the dealer's %1</source>
            <translation>ชนะ %1 ของเจ้ามือ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>loses to the dealer's %1</source>
            <translation>แพ้ %1 ของเจ้ามือ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>ties with the dealer's %1</source>
            <translation>เสมอกับ %1 ของเจ้ามือ</translation>
        </message>
        <message>
            <location line="+4" />
            <source>beats the dealer</source>
            <translation>ชนะเจ้ามือ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>loses to the dealer</source>
            <translation>แพ้เจ้ามือ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>ties with the dealer</source>
            <translation>เสมอเจ้ามือ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>×%1</source>
            <translation>×%1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>bet %1</source>
            <translation>เดิมพัน %1</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Dealer</source>
            <translation>เจ้ามือ</translation>
        </message>
        <message>
            <location line="+11" />
            <source>You won %1 this round</source>
            <translation>รอบนี้คุณได้ %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>You lost %1 this round</source>
            <translation>รอบนี้คุณเสีย %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Even this round</source>
            <translation>รอบนี้เสมอตัว</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Nobody bet: no cards this round</source>
            <translation>ไม่มีใครแทง: รอบนี้ไม่แจกไพ่</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The round is over</source>
            <translation>จบรอบแล้ว</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Each hand against you, the dealer; the chips are what you paid or took.</source>
            <translation>ทุกมือเทียบกับคุณซึ่งเป็นเจ้ามือ ชิปคือที่คุณจ่ายหรือได้</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Each hand against the dealer, %1; the chips are the hand's.</source>
            <translation>แต่ละมือสู้กับเจ้ามือ %1 ชิปเป็นของมือนั้น</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The pot</source>
            <translation>กองกลาง</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Main pot</source>
            <translation>กองกลางหลัก</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Side pot %1</source>
            <translation>กองกลางย่อย %1</translation>
        </message>
        <message>
            <location line="+18" />
            <source>you folded</source>
            <translation>คุณหมอบ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 folded</source>
            <translation>%1 หมอบ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>everyone else folded</source>
            <translation>คนอื่นหมอบหมด</translation>
        </message>
        <message>
            <location line="+70" />
            <source>loses</source>
            <translation>แพ้</translation>
        </message>
        <message>
            <location line="+15" />
            <source>You put in %1 and took %2.</source>
            <translation>คุณลงไป %1 ได้คืน %2</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You put in %1.</source>
            <translation>คุณลงไป %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The hand is over</source>
            <translation>จบมือแล้ว</translation>
        </message>
        <message>
            <location line="+19" />
            <source>You took pots worth %2</source>
            <translation>คุณกินกองรวม %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You took the pot of %2</source>
            <translation>คุณกินกอง %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 took pots worth %2</source>
            <translation>%1 กินกองรวม %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 took the pot of %2</source>
            <translation>%1 กินกอง %2</translation>
        </message>
        <message>
            <location line="+3" />
            <source> (%1 pots)</source>
            <translation> (%1 กอง)</translation>
        </message>
    </context>
    <context>
        <name>HelpDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/help.py" line="+117" />
            <source>CardTable help</source>
            <translation>วิธีใช้ CardTable</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Rules</source>
            <translation>กติกา</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keyboard</source>
            <translation>แป้นพิมพ์</translation>
        </message>
        <message>
            <location line="+1" />
            <source>About</source>
            <translation>เกี่ยวกับ</translation>
        </message>
        <message>
            <location line="+35" />
            <source>The rules of %1 are not installed.</source>
            <translation>ไม่ได้ติดตั้งกติกาของ %1</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Finish the card animations at once</source>
            <translation>ให้ภาพเคลื่อนไหวของไพ่จบทันที</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Space or a click</source>
            <translation>Space หรือคลิก</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move between your cards</source>
            <translation>เลื่อนไปมาระหว่างไพ่ของคุณ</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Arrow keys</source>
            <translation>ปุ่มลูกศร</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every button at the table</source>
            <translation>ทุกปุ่มบนโต๊ะ</translation>
        </message>
        <message>
            <location line="+0" />
            <source>The key shown on the button</source>
            <translation>ปุ่มที่แสดงบนปุ่มนั้น</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hint: what the strongest AI would do in your place, and why</source>
            <translation>คำใบ้: AI ที่เก่งที่สุดจะทำอะไรถ้าเป็นคุณ และเพราะอะไร</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take the hint shown</source>
            <translation>ทำตามคำใบ้ที่แสดง</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Guandan: show your legal plays one by one (Show plays)</source>
            <translation>กวนตั้น: ดูชุดที่ลงได้ทีละชุด (ดูชุดที่ลงได้)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>What</source>
            <translation>อะไร</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Key</source>
            <translation>ปุ่ม</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Show:</source>
            <translation>แสดง:</translation>
        </message>
        <message>
            <location line="+3" />
            <source>What CardTable ships</source>
            <translation>สิ่งที่มากับ CardTable</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Licence of %1</source>
            <translation>สัญญาอนุญาตของ %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>About Qt</source>
            <translation>เกี่ยวกับ Qt</translation>
        </message>
        <message>
            <location line="+12" />
            <source>The licence file is missing from this installation.</source>
            <translation>ไม่พบไฟล์สัญญาอนุญาตในชุดติดตั้งนี้</translation>
        </message>
        <message>
            <location line="+7" />
            <location line="+21" />
            <source>MIT licence</source>
            <translation>สัญญาอนุญาต MIT</translation>
        </message>
        <message>
            <location line="-19" />
            <source>The program, its rule texts and its card art (drawn by the project's own script, resources/cards).</source>
            <translation>ตัวโปรแกรม ข้อความกติกา และภาพไพ่ (วาดด้วยสคริปต์ของโครงการเอง resources/cards)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>GNU LGPL v3</source>
            <translation>GNU LGPL v3</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The Qt Company and the Qt for Python project; source at &lt;a href='https://code.qt.io'&gt;code.qt.io&lt;/a&gt;.</source>
            <translation>The Qt Company และโครงการ Qt for Python ซอร์สโค้ดที่ &lt;a href='https://code.qt.io'&gt;code.qt.io&lt;/a&gt;</translation>
        </message>
        <message>
            <location line="+6" />
            <source>PSF licence</source>
            <translation>สัญญาอนุญาต PSF</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Python Software Foundation.</source>
            <translation>Python Software Foundation</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Finds the folders for settings and saved games.</source>
            <translation>หาโฟลเดอร์สำหรับการตั้งค่าและเกมที่บันทึกไว้</translation>
        </message>
        <message>
            <location line="+4" />
            <source>SIL Open Font License 1.1</source>
            <translation>SIL Open Font License 1.1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Google and Adobe; the Chinese font is a subset. Text: resources/fonts/OFL.txt.</source>
            <translation>Google และ Adobe ฟอนต์จีนเป็นชุดย่อย ข้อความ: resources/fonts/OFL.txt</translation>
        </message>
        <message>
            <location line="+11" />
            <source>A card table for Guandan, Pok Deng, Xì tố and Indian Rummy, played against AI players, offline.</source>
            <translation>โต๊ะไพ่สำหรับกวนตั้น ป๊อกเด้ง Xì tố และรัมมี่อินเดีย เล่นกับผู้เล่น AI แบบออฟไลน์</translation>
        </message>
    </context>
    <context>
        <name>Languages</name>
        <message>
            <location filename="../../cardtable_qt/ui/i18n.py" line="+38" />
            <source>English</source>
            <translation>อังกฤษ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Thai</source>
            <translation>ไทย</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Vietnamese</source>
            <translation>เวียดนาม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hindi</source>
            <translation>ฮินดี</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Chinese</source>
            <translation>จีน</translation>
        </message>
    </context>
    <context>
        <name>LessonChooser</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/lessons.py" line="+34" />
            <source>Tutorial</source>
            <translation>บทเรียน</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Each lesson is played on the real table: do what the bubble asks, or press Show me. Choose a lesson and press Start.</source>
            <translation>ทุกบทเรียนเล่นบนโต๊ะจริง: ทำตามที่กรอบข้อความบอก หรือกด ทำให้ดู เลือกบทเรียนแล้วกด เริ่ม</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Lesson</source>
            <translation>บทเรียน</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Done</source>
            <translation>เสร็จแล้ว</translation>
        </message>
        <message>
            <location line="+0" />
            <source>What you learn</source>
            <translation>สิ่งที่จะได้เรียน</translation>
        </message>
        <message>
            <location line="+16" />
            <source>(no lessons yet)</source>
            <translation>(ยังไม่มีบทเรียน)</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Start</source>
            <translation>เริ่ม</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Continue where I stopped</source>
            <translation>เรียนต่อจากที่หยุดไว้</translation>
        </message>
    </context>
    <context>
        <name>LoadDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/saves.py" line="+121" />
            <source>Load a saved game</source>
            <translation>เปิดเกมที่บันทึกไว้</translation>
        </message>
        <message>
            <location line="+10" />
            <source>You have no saved games yet. Use Game ▸ Save As at a table.</source>
            <translation>คุณยังไม่มีเกมที่บันทึกไว้ ใช้ เกม ▸ บันทึกเป็น ขณะอยู่ที่โต๊ะ</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Delete</source>
            <translation>ลบ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Delete the selected saved game (Del)</source>
            <translation>ลบเกมที่เลือกไว้ (Del)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Open a file…</source>
            <translation>เปิดไฟล์…</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Load</source>
            <translation>เปิด</translation>
        </message>
        <message>
            <location line="+53" />
            <source>Press Delete again to delete “%1”.</source>
            <translation>กด Delete อีกครั้งเพื่อลบ “%1”</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Open a saved game</source>
            <translation>เปิดเกมที่บันทึกไว้</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Saved games (*.json)</source>
            <translation>เกมที่บันทึกไว้ (*.json)</translation>
        </message>
    </context>
    <context>
        <name>LogPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/log_panel.py" line="+168" />
            <location line="+32" />
            <source>Game log</source>
            <translation>บันทึกเกม</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Fold the game log (%1)</source>
            <translation>พับบันทึกเกม (%1)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Log</source>
            <translation>บันทึก</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the game log (%1)</source>
            <translation>เปิดบันทึกเกม (%1)</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../cardtable_qt/ui/main_window.py" line="+150" />
            <location line="+103" />
            <source>Paused — press P to carry on</source>
            <translation>หยุดชั่วคราว — กด P เพื่อเล่นต่อ</translation>
        </message>
        <message>
            <location line="-28" />
            <source>&amp;Game</source>
            <translation>เกม(&amp;G)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;New game…</source>
            <translation>เกมใหม่(&amp;N)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Continue</source>
            <translation>เล่นต่อ(&amp;C)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Save</source>
            <translation>บันทึก(&amp;S)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save &amp;As…</source>
            <translation>บันทึกเป็น(&amp;A)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Load…</source>
            <translation>เปิด(&amp;L)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Pause</source>
            <translation>หยุดชั่วคราว(&amp;P)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Leave the table</source>
            <translation>ออกจากโต๊ะ(&amp;L)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Undo</source>
            <translation>ย้อนกลับ(&amp;U)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Redo</source>
            <translation>ทำซ้ำ(&amp;R)</translation>
        </message>
        <message>
            <location line="+84" />
            <source>Hand &amp;history</source>
            <translation>ประวัติมือ(&amp;H)</translation>
        </message>
        <message>
            <location line="-6" />
            <source>Re&amp;view the last hand</source>
            <translation>ทบทวนมือล่าสุด(&amp;V)</translation>
        </message>
        <message>
            <location line="-74" />
            <source>T&amp;utorial…</source>
            <translation>บทเรียน(&amp;U)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>S&amp;tatistics</source>
            <translation>สถิติ(&amp;T)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Se&amp;ttings…</source>
            <translation>ตั้งค่า(&amp;T)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Quit</source>
            <translation>ออก(&amp;Q)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Watch a demo</source>
            <translation>ดูการสาธิต(&amp;W)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Help</source>
            <translation>วิธีใช้(&amp;H)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Rules</source>
            <translation>กติกา(&amp;R)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>ปุ่มลัด(&amp;K)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;About CardTable</source>
            <translation>เกี่ยวกับ CardTable(&amp;A)</translation>
        </message>
        <message>
            <location line="+64" />
            <source>Re&amp;view the last deal</source>
            <translation>ทบทวนตาล่าสุด(&amp;V)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Re&amp;view the last round</source>
            <translation>ทบทวนรอบล่าสุด(&amp;V)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Deal &amp;history</source>
            <translation>ประวัติตา(&amp;H)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round &amp;history</source>
            <translation>ประวัติรอบ(&amp;H)</translation>
        </message>
        <message>
            <location line="+103" />
            <source>CardTable is already running here.</source>
            <translation>CardTable เปิดอยู่ที่นี่แล้ว</translation>
        </message>
        <message>
            <location line="+30" />
            <source>your last game</source>
            <translation>เกมล่าสุดของคุณ</translation>
        </message>
        <message>
            <location line="+7" />
            <source>%1 is not part of this version of CardTable yet.</source>
            <translation>%1 ยังไม่มีใน CardTable รุ่นนี้</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The table for %1 is not built yet; it comes in a later version. You can read its rules in Help ▸ Rules.</source>
            <translation>โต๊ะของ %1 ยังไม่ได้สร้าง จะมาในรุ่นถัดไป อ่านกติกาได้ที่ วิธีใช้ ▸ กติกา</translation>
        </message>
        <message>
            <location line="+48" />
            <source>The game could not start: %1</source>
            <translation>เริ่มเกมไม่ได้: %1</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The table for %1 is not built yet.</source>
            <translation>โต๊ะของ %1 ยังไม่ได้สร้าง</translation>
        </message>
        <message>
            <location line="+43" />
            <source>seed %1</source>
            <translation>ซีด %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Replay</source>
            <translation>ดูซ้ำ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Demo</source>
            <translation>สาธิต</translation>
        </message>
        <message>
            <location line="+46" />
            <source>The game is over. Game ▸ New game to play again.</source>
            <translation>เกมจบแล้ว เลือก เกม ▸ เกมใหม่ เพื่อเล่นอีก</translation>
        </message>
        <message>
            <location line="+14" />
            <source>There is no game in progress to continue.</source>
            <translation>ไม่มีเกมที่ค้างอยู่ให้เล่นต่อ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The autosaved game</source>
            <translation>เกมที่บันทึกอัตโนมัติ</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 is damaged and cannot be opened (%2).</source>
            <translation>%1 เสียหายและเปิดไม่ได้ (%2)</translation>
        </message>
        <message>
            <location line="+10" />
            <source>It was kept aside, unchanged, as %1.</source>
            <translation>ได้เก็บแยกไว้โดยไม่แก้ไขในชื่อ %1</translation>
        </message>
        <message>
            <location line="+42" />
            <source>Saved as “%1”.</source>
            <translation>บันทึกเป็น “%1” แล้ว</translation>
        </message>
        <message>
            <location line="+38" />
            <source>The saved game “%1”</source>
            <translation>เกมที่บันทึกไว้ “%1”</translation>
        </message>
        <message>
            <location line="+14" />
            <source>There is no table for %1 yet, so there is no demo of it.</source>
            <translation>ยังไม่มีโต๊ะของ %1 จึงยังไม่มีการสาธิต</translation>
        </message>
        <message>
            <location line="+16" />
            <source>The demo could not start: %1</source>
            <translation>เริ่มการสาธิตไม่ได้: %1</translation>
        </message>
        <message>
            <location line="+92" />
            <source>No deal of this game has finished yet.</source>
            <translation>เกมนี้ยังไม่มีตาที่จบ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No round of this game has finished yet.</source>
            <translation>เกมนี้ยังไม่มีรอบที่จบ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No hand of this game has finished yet.</source>
            <translation>เกมนี้ยังไม่มีมือที่จบ</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/new_game.py" line="+59" />
            <source>Easy</source>
            <translation>ง่าย</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a casual player: sensible, with the odd slip</source>
            <translation>ผู้เล่นสบาย ๆ: เล่นมีเหตุผล พลาดบ้างบางครั้ง</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Standard</source>
            <translation>มาตรฐาน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a steady, sound player: the usual opponent</source>
            <translation>ผู้เล่นมั่นคงและเล่นถูกหลัก: คู่แข่งทั่วไป</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Hard</source>
            <translation>ยาก</translation>
        </message>
        <message>
            <location line="+1" />
            <source>plans ahead and counts the cards it has seen</source>
            <translation>วางแผนล่วงหน้าและนับไพ่ที่เห็นไปแล้ว</translation>
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
            <translation>คุณ</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/new_game.py" line="+1" />
            <location line="+1" />
            <source>AI player</source>
            <translation>ผู้เล่น AI</translation>
        </message>
        <message>
            <location line="+78" />
            <source>New game: %1</source>
            <translation>เกมใหม่: %1</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Stakes</source>
            <translation>เดิมพัน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rules</source>
            <translation>กติกา</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Starting a new game replaces the game you could continue (%1). To keep that one, cancel, continue it and use Game ▸ Save As.</source>
            <translation>การเริ่มเกมใหม่จะแทนที่เกมที่คุณเล่นต่อได้ (%1) ถ้าจะเก็บเกมนั้นไว้ ให้ยกเลิก เล่นต่อ แล้วใช้ เกม ▸ บันทึกเป็น</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Allow undo</source>
            <translation>ให้ย้อนกลับได้</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Lets you take back your last decision (Ctrl+Z) within a hand; the results of a game where you did are marked in the statistics</source>
            <translation>ย้อนการตัดสินใจล่าสุดได้ (Ctrl+Z) ภายในมือเดียวกัน ผลของเกมที่คุณใช้การย้อนกลับจะถูกทำเครื่องหมายไว้ในสถิติ</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Remember these rules as my defaults</source>
            <translation>จำกติกาเหล่านี้เป็นค่าเริ่มต้นของฉัน</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Reset rules</source>
            <translation>คืนค่ากติกา</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Put every rule option back to the game's default</source>
            <translation>คืนตัวเลือกกติกาทั้งหมดเป็นค่าเริ่มต้นของเกม</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Start</source>
            <translation>เริ่ม</translation>
        </message>
        <message>
            <location line="+39" />
            <source>Seat %1</source>
            <translation>ที่นั่ง %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Players</source>
            <translation>ผู้เล่น</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Seats at the table</source>
            <translation>ที่นั่งที่โต๊ะ</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Who</source>
            <translation>ใคร</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Name</source>
            <translation>ชื่อ</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Level</source>
            <translation>ระดับ</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Play passes to the right (counter-clockwise); seat 1 sits at the bottom.</source>
            <translation>เล่นวนไปทางขวา (ทวนเข็มนาฬิกา) ที่นั่ง 1 อยู่ด้านล่าง</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Deal</source>
            <translation>การแจก</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Seed</source>
            <translation>ซีด</translation>
        </message>
        <message>
            <location line="+4" />
            <source>random</source>
            <translation>สุ่ม</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The same seed and the same moves give the same deals; leave empty for new ones.</source>
            <translation>ซีดเดียวกันและการเล่นเหมือนกันจะได้การแจกไพ่แบบเดิม ปล่อยว่างไว้เพื่อแจกแบบใหม่</translation>
        </message>
        <message>
            <location line="+53" />
            <source>These options do not go together: %1</source>
            <translation>ตัวเลือกเหล่านี้ใช้ร่วมกันไม่ได้: %1</translation>
        </message>
    </context>
    <context>
        <name>OptionsForm</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/options_form.py" line="+75" />
            <location line="+93" />
            <source>Off</source>
            <translation>ปิด</translation>
        </message>
        <message>
            <location line="-91" />
            <source>Yes</source>
            <translation>ใช่</translation>
        </message>
        <message>
            <location line="+2" />
            <source>No</source>
            <translation>ไม่</translation>
        </message>
        <message>
            <location line="+60" />
            <source>This game has no rule options.</source>
            <translation>เกมนี้ไม่มีตัวเลือกกติกา</translation>
        </message>
    </context>
    <context>
        <name>PokDengDecisions</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/pokdeng_decisions.py" line="+49" />
            <source>The session is over.</source>
            <translation>จบวงแล้ว</translation>
        </message>
        <message>
            <location line="+21" />
            <source>You are the dealer with %1: draw a card or stand.</source>
            <translation>คุณเป็นเจ้ามือ ได้ %1: จั่วหรือไม่จั่ว</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Your hand at %2: %1. Draw a third card or stand?</source>
            <translation>ไพ่ของคุณที่%2: %1 จะจั่วใบที่สามหรือไม่จั่ว?</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Your hand at %2: %1. Under 4 points you must draw (table rule).</source>
            <translation>ไพ่ของคุณที่%2: %1 ต่ำกว่า 4 แต้มต้องจั่ว (กติกาโต๊ะ)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Your hand: %1. Draw a third card or stand?</source>
            <translation>ไพ่ของคุณ: %1 จะจั่วใบที่สามหรือไม่จั่ว?</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your hand: %1. Under 4 points you must draw (table rule).</source>
            <translation>ไพ่ของคุณ: %1 ต่ำกว่า 4 แต้มต้องจั่ว (กติกาโต๊ะ)</translation>
        </message>
        <message>
            <location line="+10" />
            <source>You are the dealer with %1. Catch (จับ): settle now against the hands of two or three cards, or go on.</source>
            <translation>คุณเป็นเจ้ามือ ได้ %1 จับ: เปิดตัดสินกับมือที่มีสองหรือสามใบตอนนี้เลย หรือเล่นต่อ</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The bank is yours if you want it (you have %1 chips).</source>
            <translation>คุณเป็นเจ้ามือได้ถ้าต้องการ (คุณมี %1 ชิป)</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You hold the bank. Deal another round, or announce your stop: the bank passes three rounds later.</source>
            <translation>คุณเป็นเจ้ามืออยู่ แจกรอบต่อไป หรือประกาศเลิก: ตำแหน่งเจ้ามือจะส่งต่อหลังจากนั้นสามรอบ</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Re-buy %1 chips</source>
            <translation>ซื้อชิปเพิ่ม %1</translation>
        </message>
        <message>
            <location line="+38" />
            <source>Deal</source>
            <translation>แจกไพ่</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Sit out</source>
            <translation>พักรอบนี้</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Your bets are on the table. Open another hand (click a free place) or deal.</source>
            <translation>คุณวางเดิมพันแล้ว เปิดอีกขา (คลิกที่ว่าง) หรือแจกไพ่</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Your bets are on the table. Deal when you are ready.</source>
            <translation>คุณวางเดิมพันแล้ว แจกไพ่ได้เมื่อพร้อม</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Place your bet: choose the amount, then click a free place (or press B).</source>
            <translation>วางเดิมพัน: เลือกจำนวน แล้วคลิกที่ว่าง (หรือกด B)</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Bet at your place</source>
            <translation>แทงที่ของคุณ</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Bet on the cut in</source>
            <translation>แทงตัดขา</translation>
        </message>
        <message>
            <location line="+7" />
            <source>the cut in</source>
            <translation>ตัดขา</translation>
        </message>
        <message>
            <location line="+52" />
            <source>%1 is placing bets…</source>
            <translation>%1 กำลังวางเดิมพัน…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 decides: draw or stand…</source>
            <translation>%1 กำลังคิด: จั่วหรือไม่จั่ว…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1, the dealer, decides whether to catch…</source>
            <translation>%1 เจ้ามือ กำลังคิดว่าจะจับไหม…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1, the dealer, decides whether to draw…</source>
            <translation>%1 เจ้ามือ กำลังคิดว่าจะจั่วไหม…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is thinking…</source>
            <translation>%1 กำลังคิด…</translation>
        </message>
        <message>
            <location line="+53" />
            <source>at your place</source>
            <translation>ที่ช่องของคุณ</translation>
        </message>
        <message>
            <location line="+4" />
            <source>on the cut in</source>
            <translation>ที่ตัดขา</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bet %1 %2</source>
            <translation>แทง %1 %2</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Draw a card</source>
            <translation>จั่ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stand</source>
            <translation>ไม่จั่ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No catch</source>
            <translation>ไม่จับ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take the bank</source>
            <translation>เป็นเจ้ามือ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Let the bank pass</source>
            <translation>ไม่รับเจ้ามือ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deal another round</source>
            <translation>แจกรอบต่อไป</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Announce your stop</source>
            <translation>ประกาศเลิกเป็นเจ้ามือ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Re-buy</source>
            <translation>ซื้อเพิ่ม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave the table</source>
            <translation>ออกจากโต๊ะ</translation>
        </message>
        <message>
            <location line="+58" />
            <source>Bet at: %1 (Enter to place it)</source>
            <translation>แทงที่: %1 (กด Enter เพื่อวาง)</translation>
        </message>
        <message>
            <location line="-183" />
            <location line="+212" />
            <source>your place</source>
            <translation>ที่ของคุณ</translation>
        </message>
        <message>
            <location line="-377" />
            <source>The demo is over: this was its last round.</source>
            <translation>การสาธิตจบแล้ว: นี่คือรอบสุดท้าย</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Review this round</source>
            <translation>ทบทวนรอบนี้</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The replay is at the round's end. Back steps through it again.</source>
            <translation>ดูซ้ำถึงตอนจบรอบแล้ว กด ย้อนกลับ เพื่อดูทีละขั้นอีกครั้ง</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The round is over. Next (N), Space or a click goes on.</source>
            <translation>จบรอบแล้ว กด ถัดไป (N), Space หรือคลิกเพื่อไปต่อ</translation>
        </message>
        <message>
            <location line="+82" />
            <source>You are out of chips: you have %1, and you need 5× the minimum bet (%2) to play, since a hand can cost five times its bet. Re-buy, or leave the table?</source>
            <translation>ชิปไม่พอ: คุณมี %1 แต่ต้องมี 5 เท่าของเดิมพันต่ำสุด (%2) จึงจะเล่นได้ เพราะมือหนึ่งอาจเสียถึงห้าเท่าของที่แทง ซื้อชิปเพิ่ม หรือออกจากโต๊ะ?</translation>
        </message>
        <message>
            <location line="+61" />
            <source>Bet on the last leg</source>
            <translation>แทงขาบ๊วย</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Bet at the place ringed in gold: %1</source>
            <translation>แทงที่ที่วงสีทอง: %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>the last leg</source>
            <translation>ขาบ๊วย</translation>
        </message>
        <message>
            <location line="+10" />
            <source>No other hand for you this round</source>
            <translation>รอบนี้คุณลงมือเพิ่มไม่ได้แล้ว</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You sit this round out</source>
            <translation>รอบนี้คุณไม่ได้เล่น</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The dealer's %1 chips cover %2 in bets (a hand can cost five times its bet), and %3 are bet already.</source>
            <translation>ชิป %1 ของเจ้ามือรับเดิมพันได้ %2 (มือหนึ่งอาจเสียถึงห้าเท่าของที่แทง) และแทงไปแล้ว %3</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Your %1 chips cover %2 in bets (a hand can cost five times its bet), and you have bet %3.</source>
            <translation>ชิป %1 ของคุณรับเดิมพันได้ %2 (มือหนึ่งอาจเสียถึงห้าเท่าของที่แทง) และคุณแทงไปแล้ว %3</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You need 5× the minimum bet (%1) to play.</source>
            <translation>ต้องมี 5 เท่าของเดิมพันต่ำสุด (%1) จึงจะเล่นได้</translation>
        </message>
        <message>
            <location line="+4" />
            <source>No place is free for another hand.</source>
            <translation>ไม่มีที่ว่างสำหรับมือเพิ่ม</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1. %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <location line="+65" />
            <source>on the last leg</source>
            <translation>ที่ขาบ๊วย</translation>
        </message>
        <message>
            <location line="+103" />
            <source>Your hand (%1): %2 — %3, bet %4</source>
            <translation>ไพ่ของคุณ (%1): %2 — %3 เดิมพัน %4</translation>
        </message>
    </context>
    <context>
        <name>PokDengEvents</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/pokdeng_events.py" line="+58" />
            <location line="+323" />
            <source>Dealer</source>
            <translation>เจ้ามือ</translation>
        </message>
        <message>
            <location line="-271" />
            <location line="+235" />
            <source>Sits out</source>
            <translation>พักรอบ</translation>
        </message>
        <message>
            <location line="-208" />
            <source>Nobody bet: no cards this round</source>
            <translation>ไม่มีใครแทง: รอบนี้ไม่แจกไพ่</translation>
        </message>
        <message>
            <location line="+38" />
            <source>Draws</source>
            <translation>จั่ว</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+2" />
            <location line="+2" />
            <source>Stands</source>
            <translation>ไม่จั่ว</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The dealer catches the three-card hands</source>
            <translation>เจ้ามือจับสามใบ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The dealer catches the two-card hands</source>
            <translation>เจ้ามือจับสองใบ</translation>
        </message>
        <message>
            <location line="+4" />
            <source>No catch</source>
            <translation>ไม่จับ</translation>
        </message>
        <message>
            <location line="+11" />
            <source>tie</source>
            <translation>เจ๊า</translation>
        </message>
        <message>
            <location line="+104" />
            <source>You won %1 this round</source>
            <translation>รอบนี้คุณได้ %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lost %1 this round</source>
            <translation>รอบนี้คุณเสีย %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Even this round</source>
            <translation>รอบนี้เสมอตัว</translation>
        </message>
        <message>
            <location line="+48" />
            <source>Re-bought</source>
            <translation>ซื้อชิปเพิ่มแล้ว</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Left the table</source>
            <translation>ออกจากโต๊ะแล้ว</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Let the bank pass</source>
            <translation>ไม่รับเจ้ามือ</translation>
        </message>
        <message>
            <location line="+11" />
            <source>%1 takes the bank</source>
            <translation>%1 เป็นเจ้ามือ</translation>
        </message>
        <message>
            <location line="+0" />
            <source>You take the bank</source>
            <translation>คุณเป็นเจ้ามือ</translation>
        </message>
        <message>
            <location line="+13" />
            <source>You will give up the bank after %2 rounds</source>
            <translation>คุณจะเลิกเป็นเจ้ามือหลังจากนี้ %2 รอบ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 will give up the bank after %2 rounds</source>
            <translation>%1 จะเลิกเป็นเจ้ามือหลังจากนี้ %2 รอบ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>This round is the first of them.</source>
            <translation>รอบนี้เป็นรอบแรกในนั้น</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The session is over: you are %1 chips up</source>
            <translation>จบวงแล้ว: คุณได้ %1 ชิป</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The session is over: you are %1 chips down</source>
            <translation>จบวงแล้ว: คุณเสีย %1 ชิป</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The session is over: you broke even</source>
            <translation>จบวงแล้ว: คุณเสมอตัว</translation>
        </message>
    </context>
    <context>
        <name>PokDengPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/pokdeng_panel.py" line="+34" />
            <source>+min</source>
            <translation>+ขั้นต่ำ</translation>
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
            <translation>ล้าง</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Last bet</source>
            <translation>เท่าครั้งก่อน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bet at your place</source>
            <translation>แทงที่ของคุณ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deal</source>
            <translation>แจกไพ่</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Draw a card</source>
            <translation>จั่ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stand</source>
            <translation>ไม่จั่ว</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Catch two-card hands</source>
            <translation>จับสองใบ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Catch three-card hands</source>
            <translation>จับสามใบ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No catch</source>
            <translation>ไม่จับ</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Take the bank</source>
            <translation>เป็นเจ้ามือ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Let the bank pass</source>
            <translation>ไม่รับ</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Announce your stop</source>
            <translation>ประกาศเลิก</translation>
        </message>
        <message>
            <location line="-1" />
            <source>Deal another round</source>
            <translation>แจกรอบต่อไป</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Re-buy</source>
            <translation>ซื้อเพิ่ม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave the table</source>
            <translation>ออกจากโต๊ะ</translation>
        </message>
        <message>
            <location line="+13" />
            <source>From %1 to %2 chips on one hand</source>
            <translation>มือละ %1 ถึง %2 ชิป</translation>
        </message>
    </context>
    <context>
        <name>PokDengTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/pokdeng.py" line="+467" />
            <source>cut in</source>
            <translation>ตัดขา</translation>
        </message>
        <message>
            <location line="+1" />
            <source>last leg</source>
            <translation>ขาบ๊วย</translation>
        </message>
        <message>
            <location line="+1" />
            <source>dealer</source>
            <translation>เจ้ามือ</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Your place</source>
            <translation>ที่ของคุณ</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Place</source>
            <translation>ที่ของผู้เล่น</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Last leg
(after the dealer)</source>
            <translation>ขาบ๊วย
(ต่อจากเจ้ามือ)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cut in</source>
            <translation>ตัดขา</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Dealer</source>
            <translation>เจ้ามือ</translation>
        </message>
        <message>
            <location line="+99" />
            <source>Round %1 · Dealer: %2 · bets %3–%4</source>
            <translation>รอบ %1 · เจ้ามือ: %2 · แทง %3–%4</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Your bankroll %1</source>
            <translation>ชิปของคุณ %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source> (%1 on the table)</source>
            <translation> (%1 อยู่บนโต๊ะ)</translation>
        </message>
        <message>
            <location line="+2" />
            <source> (%1 re-bought)</source>
            <translation> (ซื้อเพิ่ม %1)</translation>
        </message>
        <message>
            <location line="+5" />
            <source> · last round %1</source>
            <translation> · รอบที่แล้ว %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The bank passes after this round</source>
            <translation>เปลี่ยนเจ้ามือหลังรอบนี้</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The bank passes after %1 rounds</source>
            <translation>เปลี่ยนเจ้ามือหลังจากนี้ %1 รอบ</translation>
        </message>
    </context>
    <context>
        <name>ReplayBar</name>
        <message>
            <location filename="../../cardtable_qt/ui/replay_bar.py" line="+49" />
            <source>◀ Back</source>
            <translation>◀ ถอย</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+86" />
            <source>Play</source>
            <translation>เล่น</translation>
        </message>
        <message>
            <location line="-84" />
            <source>Forward ▶</source>
            <translation>เดินหน้า ▶</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Jump to a decision…</source>
            <translation>ข้ามไปที่การตัดสินใจ…</translation>
        </message>
        <message>
            <location line="+19" />
            <source>As you saw it</source>
            <translation>มุมมองของคุณ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>As %1 saw it</source>
            <translation>มุมมองของ %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>All cards face up</source>
            <translation>หงายไพ่ทุกคน</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Show every player's cards (Ctrl+U), or only what the chosen seat saw</source>
            <translation>แสดงไพ่ของผู้เล่นทุกคน (Ctrl+U) หรือเฉพาะที่ที่นั่งที่เลือกเห็น</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Step %1 of %2</source>
            <translation>ขั้นที่ %1 จาก %2</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Pause</source>
            <translation>หยุด</translation>
        </message>
    </context>
    <context>
        <name>ReplayDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/replay_dialog.py" line="+37" />
            <source>Replay of deal %1</source>
            <translation>ดูซ้ำตาที่ %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Replay of round %1</source>
            <translation>ดูซ้ำรอบที่ %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Replay of hand %1</source>
            <translation>ดูซ้ำมือที่ %1</translation>
        </message>
    </context>
    <context>
        <name>ReplayWords</name>
        <message>
            <location filename="../../cardtable_qt/ui/replay_words.py" line="+28" />
            <source>%1 bet %2</source>
            <translation>%1 แทง %2 แล้ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 finished betting</source>
            <translation>%1 แทงเสร็จแล้ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 drew a card</source>
            <translation>%1 จั่วไปหนึ่งใบ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 stood</source>
            <translation>%1 ไม่จั่ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 caught the hands of %2 cards</source>
            <translation>%1 จับมือที่มี %2 ใบ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 caught no one</source>
            <translation>%1 ไม่จับใคร</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+22" />
            <source>%1 bought chips</source>
            <translation>%1 ซื้อชิปแล้ว</translation>
        </message>
        <message>
            <location line="-21" />
            <source>%1 took the bank</source>
            <translation>%1 รับเป็นเจ้ามือ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 let the bank pass</source>
            <translation>%1 ไม่รับเจ้ามือ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 dealt another round</source>
            <translation>%1 เป็นเจ้ามือต่ออีกรอบ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 left the table</source>
            <translation>%1 ออกจากโต๊ะไปแล้ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 cut the deck</source>
            <translation>%1 ตัดไพ่แล้ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 played %2</source>
            <translation>%1 ลง %2 แล้ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 passed</source>
            <translation>%1 ผ่าน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 paid %2 as tribute</source>
            <translation>%1 ถวาย %2 เป็นบรรณาการแล้ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 returned a card</source>
            <translation>%1 ส่งคืนไพ่หนึ่งใบแล้ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 packed</source>
            <translation>%1 หมอบแล้ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 drew from the stock</source>
            <translation>%1 จั่วจากกองจั่วแล้ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 took a card from the discard pile</source>
            <translation>%1 เก็บไพ่จากกองทิ้งแล้ว</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 discarded %2</source>
            <translation>%1 ทิ้ง %2 แล้ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 declared</source>
            <translation>%1 ประกาศแล้ว</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 bet %2 (tố)</source>
            <translation>%1 ลง %2 แล้ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 called (theo)</source>
            <translation>%1 ตามแล้ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 raised by %2 (tố thêm)</source>
            <translation>%1 เพิ่ม %2 แล้ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 folded (úp bài)</source>
            <translation>%1 หมอบแล้ว</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 sat out</source>
            <translation>%1 พักมือนี้</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Press Play (%1) to watch the round.</source>
            <translation>กด เล่น (%1) เพื่อดูรอบนี้</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Press Play (%1) to watch the deal.</source>
            <translation>กด เล่น (%1) เพื่อดูตานี้</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Press Play (%1) to watch the hand.</source>
            <translation>กด เล่น (%1) เพื่อดูมือนี้</translation>
        </message>
        <message>
            <location line="+31" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location line="+15" />
            <source>The replay is starting…</source>
            <translation>กำลังเริ่มดูซ้ำ…</translation>
        </message>
    </context>
    <context>
        <name>ResultHold</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/result_hold.py" line="+107" />
            <location filename="../../cardtable_qt/ui/tables/rummy_sheet.py" line="+66" />
            <source>Hide</source>
            <translation>ซ่อน</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Next</source>
            <translation>ถัดไป</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/table/game_table.py" line="-189" />
            <source>The replay is at the hand's end. Back steps through it again.</source>
            <translation>ดูซ้ำถึงตอนจบมือแล้ว กด ย้อนกลับ เพื่อดูทีละขั้นอีกครั้ง</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The hand is over. Next (N), Space or a click goes on.</source>
            <translation>จบมือแล้ว กด ถัดไป (N), Space หรือคลิกเพื่อไปต่อ</translation>
        </message>
    </context>
    <context>
        <name>ResultSheet</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/result_sheet.py" line="+273" />
            <source>Review this hand</source>
            <translation>ทบทวนมือนี้</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Next deal</source>
            <translation>ตาถัดไป</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Close</source>
            <translation>ปิด</translation>
        </message>
    </context>
    <context>
        <name>ResultsChart</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/results_chart.py" line="+67" />
            <source>No results yet: play a game first.</source>
            <translation>ยังไม่มีผล: เล่นเกมก่อน</translation>
        </message>
        <message>
            <location line="+40" />
            <source>older</source>
            <translation>เก่ากว่า</translation>
        </message>
        <message>
            <location line="+1" />
            <source>latest</source>
            <translation>ล่าสุด</translation>
        </message>
    </context>
    <context>
        <name>ReviewDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/review_dialog.py" line="+44" />
            <source>chips</source>
            <translation>ชิป</translation>
        </message>
        <message>
            <location line="+1" />
            <source>plan points</source>
            <translation>แต้มแผน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>penalty points</source>
            <translation>แต้มโทษ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>agreement</source>
            <translation>ความตรงกัน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bets</source>
            <translation>เท่าของเดิมพัน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>percentage points of the chance to take the hand</source>
            <translation>จุดร้อยละของโอกาสที่ทีมชนะตานี้</translation>
        </message>
        <message>
            <location line="+87" />
            <source>Review of hand %1</source>
            <translation>ทบทวนมือที่ %1</translation>
        </message>
        <message>
            <location line="+136" />
            <source>When</source>
            <translation>ตอนไหน</translation>
        </message>
        <message>
            <location line="-138" />
            <source>Review of deal %1</source>
            <translation>ทบทวนตาที่ %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Review of round %1</source>
            <translation>ทบทวนรอบที่ %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Looking at your decisions…</source>
            <translation>กำลังดูการตัดสินใจของคุณ…</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Cancel the review</source>
            <translation>ยกเลิกการทบทวน</translation>
        </message>
        <message>
            <location line="+126" />
            <source>You did</source>
            <translation>คุณเล่น</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The AI would</source>
            <translation>AI จะเล่น</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Yours</source>
            <translation>ของคุณ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The AI's</source>
            <translation>ของ AI</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cost</source>
            <translation>ส่วนเสีย</translation>
        </message>
        <message>
            <location line="-109" />
            <source>Replay from here</source>
            <translation>ดูซ้ำจากตรงนี้</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The review was cancelled.</source>
            <translation>ยกเลิกการทบทวนแล้ว</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The review could not be made: %1</source>
            <translation>ทบทวนไม่ได้: %1</translation>
        </message>
        <message>
            <location line="+26" />
            <source>costly</source>
            <translation>เสียเปรียบ</translation>
        </message>
        <message>
            <location line="+31" />
            <source>%1 of your %2 decisions agree with the AI (%3); %4, costing about %5 (%6) together. Double-click a decision to replay it.</source>
            <translation>การตัดสินใจของคุณ %1 จาก %2 ครั้งตรงกับ AI (%3) %4 รวมกันเสียประมาณ %5 (%6) ดับเบิลคลิกที่การตัดสินใจเพื่อดูซ้ำ</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 of your %2 decisions agree with the AI (%3); %4; estimated cost %5 (%6). Double-click a decision to replay it.</source>
            <translation>การตัดสินใจของคุณ %1 จาก %2 ครั้งตรงกับ AI (%3) %4 ส่วนเสียโดยประมาณ %5 (%6) ดับเบิลคลิกที่การตัดสินใจเพื่อดูซ้ำ</translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>%n costly</source>
            <comment>decisions</comment>
            <translation>
                <numerusform>เสียเปรียบ %n ครั้ง</numerusform>
            </translation>
        </message>
        <message>
            <location line="-2" />
            <source>the hard AI</source>
            <translation>AI ระดับยาก</translation>
        </message>
        <message>
            <location line="+0" />
            <source>the basic AI</source>
            <translation>AI พื้นฐาน</translation>
        </message>
    </context>
    <context>
        <name>ReviewRows</name>
        <message>
            <location filename="../../cardtable_qt/review/rows.py" line="+37" />
            <source>% of your bet</source>
            <translation>% ของเดิมพันคุณ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>% chance to take the hand</source>
            <translation>% โอกาสที่ทีมชนะตานี้</translation>
        </message>
        <message>
            <location line="+1" />
            <source>chips</source>
            <translation>ชิป</translation>
        </message>
        <message>
            <location line="+1" />
            <source>penalty points</source>
            <translation>แต้มโทษ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>plan points</source>
            <translation>แต้มแผน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>agreement</source>
            <translation>ความตรงกัน</translation>
        </message>
        <message>
            <location line="+57" />
            <source>%1 %</source>
            <translation>%1%</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Round %1 · your bet</source>
            <translation>รอบที่ %1 · เดิมพันของคุณ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Round %1 · draw or stand</source>
            <translation>รอบที่ %1 · จั่วหรือไม่จั่ว</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Round %1 · catch</source>
            <translation>รอบที่ %1 · จับ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Round %1 · the bank</source>
            <translation>รอบที่ %1 · เจ้ามือ</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Tribute</source>
            <translation>บรรณาการ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Return tribute</source>
            <translation>ส่งคืนบรรณาการ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Trick %1 · you led</source>
            <translation>รอบที่ %1 · คุณนำ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Trick %1 · to beat %2</source>
            <translation>รอบที่ %1 · ต้องชนะ %2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Turn %1 · draw</source>
            <translation>ตาที่ %1 · จั่ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Turn %1 · discard</source>
            <translation>ตาที่ %1 · ทิ้ง</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Street %1 · facing a bet of %2</source>
            <translation>รอบเดิมพันที่ %1 · มีคนลง %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Street %1 · no bet yet</source>
            <translation>รอบเดิมพันที่ %1 · ยังไม่มีใครลง</translation>
        </message>
        <message>
            <location line="+10" />
            <source>bet %1 on your place</source>
            <translation>แทง %1 ที่ของคุณ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>bet %1 on the last leg</source>
            <translation>แทง %1 ที่ขาบ๊วย</translation>
        </message>
        <message>
            <location line="+2" />
            <source>bet %1 to cut in</source>
            <translation>แทง %1 ตัดขา</translation>
        </message>
        <message>
            <location line="+3" />
            <source>take %1 from the discard pile</source>
            <translation>เก็บ %1 จากกองทิ้ง</translation>
        </message>
        <message>
            <location line="+4" />
            <source>call %1 (theo)</source>
            <translation>ตาม %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>pass</source>
            <translation>ผ่าน</translation>
        </message>
        <message>
            <location line="+17" />
            <source>The AI's choice is better: %1</source>
            <translation>ทางของ AI ดีกว่า: %1</translation>
        </message>
        <message>
            <location line="+20" />
            <source>a forced move</source>
            <translation>ตาบังคับหนึ่งตา</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 forced moves</source>
            <translation>ตาบังคับ %1 ตา</translation>
        </message>
        <message>
            <location line="+2" />
            <source>a near-tie</source>
            <translation>เกือบเท่ากันหนึ่งครั้ง</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 near-ties</source>
            <translation>เกือบเท่ากัน %1 ครั้ง</translation>
        </message>
        <message>
            <location line="+23" />
            <source>the same</source>
            <translation>เหมือนกัน</translation>
        </message>
    </context>
    <context>
        <name>RummyDecisions</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_decisions.py" line="+34" />
            <source>The replay is at the deal's end. Back steps through it again.</source>
            <translation>ดูซ้ำถึงตอนจบตาแล้ว กด ย้อนกลับ เพื่อดูทีละขั้นอีกครั้ง</translation>
        </message>
        <message>
            <location line="+34" />
            <source>The match is over: the sheet shows how it ended.</source>
            <translation>แมตช์จบแล้ว: ใบคะแนนแสดงว่าจบอย่างไร</translation>
        </message>
        <message>
            <location line="-39" />
            <source>The demo is over: this was its last deal.</source>
            <translation>การสาธิตจบแล้ว: นี่คือตาสุดท้าย</translation>
        </message>
        <message>
            <location line="+43" />
            <source>The deal is over: the next one starts in a moment.</source>
            <translation>ตานี้จบแล้ว: ตาถัดไปจะเริ่มในอีกสักครู่</translation>
        </message>
        <message>
            <location line="-37" />
            <source>The deal is over. Read the sheet, then Next deal (N).</source>
            <translation>ตานี้จบแล้ว อ่านใบคะแนน แล้วกด ตาถัดไป (N)</translation>
        </message>
        <message>
            <location line="+44" />
            <source>The match is over. Scores (C) shows the whole match.</source>
            <translation>แมตช์จบแล้ว คะแนน (C) แสดงทั้งแมตช์</translation>
        </message>
        <message>
            <location line="+17" />
            <location line="+230" />
            <source>Take %1</source>
            <translation>เก็บ %1</translation>
        </message>
        <message>
            <location line="-230" />
            <source>Take</source>
            <translation>เก็บ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Confirm pack (%1)</source>
            <translation>ยืนยันหมอบ (%1)</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Pack (%1)</source>
            <translation>หมอบ (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 points</source>
            <translation>%1 แต้ม</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Pack for %1 points? Press Pack again to confirm.</source>
            <translation>หมอบเสีย %1 แต้ม? กด หมอบ อีกครั้งเพื่อยืนยัน</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your turn: draw from the stock or take %2, or pack (%1 points).</source>
            <translation>ตาคุณ: จั่วจากกองจั่ว หรือเก็บ %2 หรือหมอบ (%1 แต้ม)</translation>
        </message>
        <message>
            <location line="+12" />
            <location line="+214" />
            <source>Discard %1</source>
            <translation>ทิ้ง %1</translation>
        </message>
        <message>
            <location line="-212" />
            <source>Discard</source>
            <translation>ทิ้ง</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You can declare! Auto-arrange (A) lays your groups out, then Declare (E).</source>
            <translation>คุณประกาศได้! จัดอัตโนมัติ (A) วางกลุ่มให้ แล้วกด ประกาศ (E)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Discard a card: click it, then Discard (D).</source>
            <translation>ทิ้งไพ่หนึ่งใบ: คลิกไพ่ แล้วกด ทิ้ง (D)</translation>
        </message>
        <message>
            <location line="+34" />
            <source>You can declare</source>
            <translation>คุณประกาศได้</translation>
        </message>
        <message>
            <location line="+4" />
            <source>You are playing…</source>
            <translation>คุณกำลังเล่น…</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 is playing…</source>
            <translation>%1 กำลังเล่น…</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You are out of the match</source>
            <translation>คุณตกรอบจากแมตช์แล้ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You packed: you are dealt in again next deal</source>
            <translation>คุณหมอบแล้ว: ตาหน้าคุณจะได้ไพ่อีก</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Choose the card to discard: click it (or reach it with the arrow keys).</source>
            <translation>เลือกไพ่ที่จะทิ้ง: คลิกที่ใบนั้น (หรือใช้ปุ่มลูกศรไปที่ใบนั้น)</translation>
        </message>
        <message>
            <location line="+41" />
            <source>Choose the card to lay face down: select it (or leave it as your only ungrouped card), then Declare.</source>
            <translation>เลือกไพ่ที่จะคว่ำ: เลือกใบนั้น (หรือปล่อยให้เป็นใบเดียวที่ไม่ได้จัดกลุ่ม) แล้วกด ประกาศ</translation>
        </message>
        <message>
            <location line="+14" />
            <source>This grouping is not valid, but your hand can be declared: Auto-arrange (A) shows how.</source>
            <translation>การจัดกลุ่มนี้ยังไม่ถูก แต่ไพ่ของคุณประกาศได้: จัดอัตโนมัติ (A) จะแสดงวิธี</translation>
        </message>
        <message>
            <location line="+5" />
            <source>That declaration is not valid: see why above your hand.</source>
            <translation>ประกาศนี้ไม่ถูกต้อง: ดูเหตุผลเหนือไพ่ในมือ</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Your hand cannot declare yet: %1. Discard a card.</source>
            <translation>ไพ่ในมือยังประกาศไม่ได้: %1 ทิ้งไพ่หนึ่งใบ</translation>
        </message>
        <message>
            <location line="+9" />
            <source>no pure sequence yet</source>
            <translation>ยังไม่มีเรียงแท้</translation>
        </message>
        <message>
            <location line="+2" />
            <source>no second sequence yet</source>
            <translation>ยังไม่มีเรียงชุดที่สอง</translation>
        </message>
        <message>
            <location line="+2" />
            <source>your two sequences do not hold 6 or 7 cards</source>
            <translation>เรียงสองชุดรวมกันไม่ได้ 6 หรือ 7 ใบ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>more than two trios</source>
            <translation>มีตองเกินสองชุด</translation>
        </message>
        <message>
            <location line="+4" />
            <source>1 card is in no group</source>
            <translation>ไพ่ 1 ใบไม่อยู่ในกลุ่ม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 cards are in no group</source>
            <translation>ไพ่ %1 ใบไม่อยู่ในกลุ่ม</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Every card but the face-down one must be in a group; ungrouped: %1.</source>
            <translation>ทุกใบยกเว้นใบที่คว่ำต้องอยู่ในกลุ่ม ที่ยังไม่จัดกลุ่ม: %1</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Draw from the stock</source>
            <translation>จั่วจากกองจั่ว</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Pack</source>
            <translation>หมอบ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Declare, laying %1 face down</source>
            <translation>ประกาศ โดยคว่ำ %1</translation>
        </message>
    </context>
    <context>
        <name>RummyEvents</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_events.py" line="+234" />
            <source>You pack: 20 points</source>
            <translation>คุณหมอบ: 20 แต้ม</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 packs: 20 points</source>
            <translation>%1 หมอบ: 20 แต้ม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the cards go under the stock</source>
            <translation>ไพ่ไปอยู่ใต้กองจั่ว</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You pack: 40 points</source>
            <translation>คุณหมอบ: 40 แต้ม</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 packs: 40 points</source>
            <translation>%1 หมอบ: 40 แต้ม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the cards leave the deal</source>
            <translation>ไพ่ออกจากตานี้</translation>
        </message>
        <message>
            <location line="+18" />
            <source>The stock ran out</source>
            <translation>กองจั่วหมด</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the discard pile, but its top card, is shuffled into a new stock</source>
            <translation>กองทิ้งยกเว้นใบบนสุด ถูกสับเป็นกองจั่วใหม่</translation>
        </message>
        <message>
            <location line="+57" />
            <source>You declared!</source>
            <translation>คุณประกาศแล้ว!</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 declared!</source>
            <translation>%1 ประกาศแล้ว!</translation>
        </message>
        <message>
            <location line="+40" />
            <source>Your count: %1</source>
            <translation>แต้มของคุณ: %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>halved to %1</source>
            <translation>ลดเหลือ %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>as the deal was scored</source>
            <translation>ตามที่คิดแต้มตานี้</translation>
        </message>
    </context>
    <context>
        <name>RummyPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_panel.py" line="+29" />
            <source>Group</source>
            <translation>จัดกลุ่ม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Ungroup</source>
            <translation>แยกกลุ่ม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Auto-arrange</source>
            <translation>จัดอัตโนมัติ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Scores</source>
            <translation>คะแนน</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Draw from stock</source>
            <translation>จั่วจากกอง</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take discard</source>
            <translation>เก็บใบทิ้ง</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pack</source>
            <translation>หมอบ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Discard</source>
            <translation>ทิ้ง</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Declare</source>
            <translation>ประกาศ</translation>
        </message>
    </context>
    <context>
        <name>RummySelection</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_selection.py" line="+63" />
            <source>Your hand can be declared: %1 goes face down. Press Declare (E).</source>
            <translation>ไพ่ในมือประกาศได้: คว่ำ %1 กด ประกาศ (E)</translation>
        </message>
        <message>
            <location line="+79" />
            <source>%1: not in a group</source>
            <translation>%1: ไม่อยู่ในกลุ่ม</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1: group %2 — %3</source>
            <translation>%1: กลุ่ม %2 — %3</translation>
        </message>
    </context>
    <context>
        <name>RummySheet</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_sheet.py" line="+2" />
            <source>Close</source>
            <translation>ปิด</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Next deal</source>
            <translation>ตาถัดไป</translation>
        </message>
        <message>
            <location line="+129" />
            <source>Scores after 1 deal</source>
            <translation>คะแนนหลัง 1 ตา</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Scores after %1 deals</source>
            <translation>คะแนนหลัง %1 ตา</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Scores: no deal has ended yet</source>
            <translation>คะแนน: ยังไม่มีตาที่จบ</translation>
        </message>
    </context>
    <context>
        <name>RummyTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy.py" line="-277" />
            <source>Declare:
drop the 14th card here</source>
            <translation>ประกาศ:
วางใบที่ 14 ที่นี่</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Discard pile</source>
            <translation>กองทิ้ง</translation>
        </message>
        <message>
            <location line="+68" />
            <source>Review this deal</source>
            <translation>ทบทวนตานี้</translation>
        </message>
        <message>
            <location line="+53" />
            <source>%1 pts</source>
            <translation>%1 แต้ม</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 · packed (%2)</source>
            <translation>%1 · หมอบ (%2)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 · out</source>
            <translation>%1 · ตกรอบ</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Dealer</source>
            <translation>คนแจก</translation>
        </message>
        <message>
            <location line="+7" />
            <location filename="../../cardtable_qt/ui/tables/rummy_results.py" line="+104" />
            <source>Deal %1</source>
            <translation>ตาที่ %1</translation>
        </message>
        <message>
            <location line="+2" />
            <location filename="../../cardtable_qt/ui/tables/rummy_results.py" line="-5" />
            <source>Deal %1 of %2</source>
            <translation>ตาที่ %1 จาก %2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Pool rummy: 101 points is out</source>
            <translation>พูลรัมมี่: ครบ 101 แต้มตกรอบ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dealer: %1</source>
            <translation>คนแจก: %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Joker turned</source>
            <translation>โจ๊กเกอร์ที่หงาย</translation>
        </message>
        <message>
            <location line="+0" />
            <source>aces and jokers are wild</source>
            <translation>A และโจ๊กเกอร์เป็นไพ่แทน</translation>
        </message>
        <message>
            <location line="+3" />
            <source>and the jokers</source>
            <translation>และโจ๊กเกอร์</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Stock · %1</source>
            <translation>กองจั่ว · %1</translation>
        </message>
        <message>
            <location line="+100" />
            <source>Ungrouped</source>
            <translation>ยังไม่จัดกลุ่ม</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Not a group</source>
            <translation>ไม่เป็นกลุ่ม</translation>
        </message>
        <message>
            <location line="-5" />
            <source>%1 cards</source>
            <translation>%1 ใบ</translation>
        </message>
        <message>
            <location line="-127" />
            <source>1 deck</source>
            <translation>ไพ่ 1 สำรับ</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 decks</source>
            <translation>ไพ่ %1 สำรับ</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Wild: %1</source>
            <translation>ไพ่แทน: %1</translation>
        </message>
        <message>
            <location line="+140" />
            <location line="+13" />
            <source>Your count: %1</source>
            <translation>แต้มของคุณ: %1</translation>
        </message>
        <message>
            <location line="-12" />
            <source>if someone declared now</source>
            <translation>ถ้ามีคนประกาศตอนนี้</translation>
        </message>
        <message>
            <location line="+13" />
            <source>after discarding %1</source>
            <translation>หลังทิ้ง %1</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_results.py" line="+103" />
            <source>halved to %1</source>
            <translation>ลดเหลือ %1</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy.py" line="+35" />
            <source>Not a valid declaration — your turn goes on</source>
            <translation>ประกาศไม่ถูกต้อง — ยังเป็นตาคุณต่อ</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_results.py" line="-159" />
            <source>Joker</source>
            <translation>โจ๊กเกอร์</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Pure sequence</source>
            <translation>เรียงแท้</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Mixed sequence</source>
            <translation>เรียงผสม</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+9" />
            <source>Trio</source>
            <translation>ตอง</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Pure seq.</source>
            <translation>เรียงแท้</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Mixed seq.</source>
            <translation>เรียงผสม</translation>
        </message>
        <message>
            <location line="+49" />
            <source>you declared</source>
            <translation>คุณประกาศ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 declared</source>
            <translation>%1 ประกาศ</translation>
        </message>
        <message>
            <location line="+28" />
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <location line="+10" />
            <source>you win: everyone else packed</source>
            <translation>คุณชนะ: คนอื่นหมอบหมด</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 wins: everyone else packed</source>
            <translation>%1 ชนะ: คนอื่นหมอบหมด</translation>
        </message>
        <message>
            <location line="+4" />
            <source>you win: %2 packed</source>
            <translation>คุณชนะ: %2 หมอบ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 wins: you packed</source>
            <translation>%1 ชนะ: คุณหมอบ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 wins: %2 packed</source>
            <translation>%1 ชนะ: %2 หมอบ</translation>
        </message>
        <message>
            <location line="-40" />
            <source>A declaration on the very first turn: every other count is halved, rounded up.</source>
            <translation>ประกาศตั้งแต่ตาแรก: แต้มของคนอื่นทุกคนลดเหลือครึ่ง ปัดขึ้น</translation>
        </message>
        <message>
            <location line="-37" />
            <source>Wild cards in deal %1: the %2 and the jokers (marked %3).</source>
            <translation>ไพ่แทนตาที่ %1: ไพ่ %2 ทุกใบและโจ๊กเกอร์ (มีเครื่องหมาย %3)</translation>
        </message>
        <message>
            <location line="+44" />
            <source>You reached %2 points and are out of the match.</source>
            <translation>คุณมีครบ %2 แต้ม จึงตกรอบจากแมตช์</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 reached %2 points and is out of the match.</source>
            <translation>%1 มีครบ %2 แต้ม จึงตกรอบจากแมตช์</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The match is over: %1 won with %2 points.</source>
            <translation>แมตช์จบแล้ว: %1 ชนะด้วย %2 แต้ม</translation>
        </message>
        <message>
            <location line="+49" />
            <source>Winner</source>
            <translation>ผู้ชนะ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the last player left</source>
            <translation>ผู้เล่นคนสุดท้ายที่เหลือ</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 laid face down</source>
            <translation>%1 คว่ำไว้</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Winner · declared</source>
            <translation>ผู้ชนะ · ประกาศ</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Scattered · %1</source>
            <translation>ไม่เข้าชุด · %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Counted %1</source>
            <translation>นับได้ %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Packed (first turn)</source>
            <translation>หมอบ (ตาแรก)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Packed</source>
            <translation>หมอบ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Out of the match</source>
            <translation>ตกรอบจากแมตช์</translation>
        </message>
    </context>
    <context>
        <name>SaveAsDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/saves.py" line="+14" />
            <source>Save the game as</source>
            <translation>บันทึกเกมเป็น</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Name</source>
            <translation>ชื่อ</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Saved games (pick one to replace it)</source>
            <translation>เกมที่บันทึกไว้ (เลือกเพื่อบันทึกทับ)</translation>
        </message>
        <message>
            <location line="+34" />
            <source>A saved game called “%1” exists; saving replaces it.</source>
            <translation>มีเกมที่บันทึกไว้ชื่อ “%1” อยู่แล้ว การบันทึกจะเขียนทับ</translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message>
            <location filename="../../cardtable_qt/session/scoreboard.py" line="+119" />
            <source>%1 · out</source>
            <translation>%1 · ตกรอบ</translation>
        </message>
        <message>
            <location line="+4" />
            <source>out</source>
            <translation>ตกรอบ</translation>
        </message>
        <message>
            <location line="+16" />
            <source>You reached %2 points after deal %3 and are out of the match.</source>
            <translation>คุณมีแต้มถึง %2 หลังตาที่ %3 และตกรอบจากแมตช์แล้ว</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 reached %2 points after deal %3 and is out of the match.</source>
            <translation>%1 มีแต้มถึง %2 หลังตาที่ %3 และตกรอบจากแมตช์แล้ว</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Total</source>
            <translation>รวม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deal %1</source>
            <translation>ตาที่ %1</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/settings_dialog.py" line="+59" />
            <source>Green felt</source>
            <translation>สักหลาดเขียว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deep blue</source>
            <translation>น้ำเงินเข้ม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Burgundy</source>
            <translation>แดงเลือดหมู</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Teal</source>
            <translation>เขียวอมฟ้า</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slate</source>
            <translation>เทาหินชนวน</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Settings</source>
            <translation>ตั้งค่า</translation>
        </message>
        <message>
            <location line="+8" />
            <source>General</source>
            <translation>ทั่วไป</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Table</source>
            <translation>โต๊ะ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Default rules</source>
            <translation>กติกาเริ่มต้น</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Your name</source>
            <translation>ชื่อของคุณ</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Language</source>
            <translation>ภาษา</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A new language is used at once, and from then on.</source>
            <translation>ภาษาใหม่จะใช้ทันทีและตลอดไปจากนี้</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Off (no movement)</source>
            <translation>ปิด (ไม่เคลื่อนไหว)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fast</source>
            <translation>เร็ว</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Normal</source>
            <translation>ปกติ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slow</source>
            <translation>ช้า</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Animation speed</source>
            <translation>ความเร็วภาพเคลื่อนไหว</translation>
        </message>
        <message>
            <location line="+13" />
            <source>AI players wait</source>
            <translation>ผู้เล่น AI รอ</translation>
        </message>
        <message>
            <location line="+7" />
            <source> s</source>
            <translation> วิ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Until I go on</source>
            <translation>จนกว่าฉันจะไปต่อ</translation>
        </message>
        <message>
            <location line="+4" />
            <source>How long the result of a hand stays on the table before the next one starts by itself. Next, Space or a click goes on at any time.</source>
            <translation>ผลของแต่ละมือจะค้างบนโต๊ะนานเท่าใดก่อนมือถัดไปจะเริ่มเอง กด ถัดไป, Space หรือคลิกเพื่อไปต่อได้ทุกเมื่อ</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Results stay</source>
            <translation>แสดงผลนาน</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Standard (red and black)</source>
            <translation>มาตรฐาน (แดงและดำ)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Four colours</source>
            <translation>สี่สี</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Card faces</source>
            <translation>หน้าไพ่</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Blue</source>
            <translation>น้ำเงิน</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Red</source>
            <translation>แดง</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Card back</source>
            <translation>หลังไพ่</translation>
        </message>
        <message>
            <location line="+23" />
            <source>Other colour…</source>
            <translation>สีอื่น…</translation>
        </message>
        <message>
            <location line="+4" />
            <location line="+94" />
            <source>Table colour</source>
            <translation>สีโต๊ะ</translation>
        </message>
        <message>
            <location line="-87" />
            <source>Table aids</source>
            <translation>ตัวช่วยบนโต๊ะ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Guandan: card counter 记牌器</source>
            <translation>กวนตั้น: ตัวนับไพ่ 记牌器</translation>
        </message>
        <message>
            <location line="+3" />
            <source>How many of each rank you have not seen yet, from your hand and the plays</source>
            <translation>ไพ่แต่ละแต้มที่คุณยังไม่เห็นเหลือกี่ใบ นับจากไพ่ในมือและไพ่ที่ลงแล้ว</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Guandan: last-trick button (T)</source>
            <translation>กวนตั้น: ปุ่มรอบก่อน (T)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The rules a new game starts with. You can still change them in the new-game dialog.</source>
            <translation>กติกาที่เกมใหม่จะใช้ตอนเริ่ม ยังเปลี่ยนได้ในหน้าต่างเกมใหม่</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Reset to the game's defaults</source>
            <translation>คืนค่าเริ่มต้นของเกม</translation>
        </message>
        <message>
            <location line="+27" />
            <source>No game is installed.</source>
            <translation>ไม่ได้ติดตั้งเกมใด ๆ</translation>
        </message>
        <message>
            <location line="+13" />
            <source>%1 s</source>
            <translation>%1 วิ</translation>
        </message>
        <message>
            <location line="+28" />
            <source>(card preview unavailable)</source>
            <translation>(แสดงตัวอย่างไพ่ไม่ได้)</translation>
        </message>
        <message>
            <location line="+54" />
            <source>These rules do not go together: %1</source>
            <translation>กติกาเหล่านี้ใช้ร่วมกันไม่ได้: %1</translation>
        </message>
    </context>
    <context>
        <name>SpeechBubble</name>
        <message>
            <location filename="../../cardtable_qt/ui/tutorial_overlay.py" line="+156" />
            <source>Back</source>
            <translation>ย้อน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Restart</source>
            <translation>เริ่มใหม่</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show me</source>
            <translation>ทำให้ดู</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Next</source>
            <translation>ถัดไป</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave</source>
            <translation>ออก</translation>
        </message>
    </context>
    <context>
        <name>StartScreen</name>
        <message>
            <location filename="../../cardtable_qt/ui/start_screen.py" line="+257" />
            <source>Four traditional card games against AI players — choose one</source>
            <translation>ไพ่พื้นบ้านสี่เกม เล่นกับผู้เล่น AI — เลือกเกมที่อยากเล่น</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Continue</source>
            <translation>เล่นต่อ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Load…</source>
            <translation>เปิดเกม…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tutorial</source>
            <translation>บทเรียน</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Learn a game by playing it: short lessons on the real table</source>
            <translation>เรียนเกมด้วยการเล่น: บทเรียนสั้น ๆ บนโต๊ะจริง</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Statistics</source>
            <translation>สถิติ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Settings</source>
            <translation>ตั้งค่า</translation>
        </message>
        <message>
            <location line="+22" />
            <source>No game in progress</source>
            <translation>ไม่มีเกมที่เล่นค้างไว้</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Carry on with the game you left: %1</source>
            <translation>เล่นเกมที่ค้างไว้ต่อ: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>There is no game to carry on with.</source>
            <translation>ไม่มีเกมให้เล่นต่อ</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/statistics.py" line="+35" />
            <location line="+1" />
            <source>chips won or lost</source>
            <translation>ชิปที่ได้หรือเสีย</translation>
        </message>
        <message>
            <location line="+1" />
            <source>levels your team climbed</source>
            <translation>ระดับที่ทีมของคุณไต่ขึ้น</translation>
        </message>
        <message>
            <location line="+1" />
            <source>penalty points (fewer is better)</source>
            <translation>แต้มโทษ (ยิ่งน้อยยิ่งดี)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>your result</source>
            <translation>ผลของคุณ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Easy AI players</source>
            <translation>ผู้เล่น AI ระดับง่าย</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Standard AI players</source>
            <translation>ผู้เล่น AI ระดับมาตรฐาน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hard AI players</source>
            <translation>ผู้เล่น AI ระดับยาก</translation>
        </message>
        <message>
            <location line="+1" />
            <source>AI players of mixed levels</source>
            <translation>ผู้เล่น AI หลายระดับ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Random test players</source>
            <translation>ผู้เล่นทดสอบแบบสุ่ม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Other AI players</source>
            <translation>ผู้เล่น AI อื่น ๆ</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Statistics</source>
            <translation>สถิติ</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Every finished round, hand or deal you play is counted here.</source>
            <translation>ทุกรอบ มือ หรือตาที่คุณเล่นจบจะถูกนับไว้ที่นี่</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Against</source>
            <translation>เล่นกับ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>All levels</source>
            <translation>ทุกระดับ</translation>
        </message>
        <message>
            <location line="+84" />
            <source>%1: your last %2 results</source>
            <translation>%1: ผล %2 ครั้งล่าสุดของคุณ</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Net means %1.</source>
            <translation>สุทธิ หมายถึง %1</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Reviewed hands: %1. Your decisions agreeing with the AI: %2 of %3; estimated cost of the other %4: %5 (%6).</source>
            <translation>มือที่ทบทวนแล้ว: %1 การตัดสินใจของคุณที่ตรงกับ AI: %2 จาก %3 ส่วนเสียโดยประมาณของอีก %4 ครั้ง: %5 (%6)</translation>
        </message>
        <message>
            <location line="+13" />
            <source>%1 of these results come from games where you used undo.</source>
            <translation>ผล %1 รายการนี้มาจากเกมที่คุณใช้การย้อนกลับ</translation>
        </message>
    </context>
    <context>
        <name>StatsTableModel</name>
        <message>
            <location filename="../../cardtable_qt/session/models.py" line="+214" />
            <source>Game</source>
            <translation>เกม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Played</source>
            <translation>เล่น</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Won</source>
            <translation>ชนะ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Win rate</source>
            <translation>อัตราชนะ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Net</source>
            <translation>สุทธิ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Best streak</source>
            <translation>ชนะติดกันสูงสุด</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Current streak</source>
            <translation>ชนะติดกันตอนนี้</translation>
        </message>
    </context>
    <context>
        <name>TableHints</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/hinting.py" line="+127" />
            <source>Hint</source>
            <translation>คำใบ้</translation>
        </message>
        <message>
            <location line="+3" />
            <source>What the strongest AI player would do in your place, and why (H)</source>
            <translation>AI ที่เก่งที่สุดจะทำอะไรถ้าเป็นคุณ และเพราะอะไร (H)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Take the hint</source>
            <translation>ทำตามคำใบ้</translation>
        </message>
        <message>
            <location line="+37" />
            <source>Thinking about your move…</source>
            <translation>กำลังคิดตาของคุณ…</translation>
        </message>
        <message>
            <location line="+14" />
            <location line="+4" />
            <source>There is no hint to take.</source>
            <translation>ไม่มีคำใบ้ให้ทำตาม</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The hint could not be taken.</source>
            <translation>ทำตามคำใบ้ไม่ได้</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Hint: %1</source>
            <translation>คำใบ้: %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The AI's choice in your place (Shift+H takes it).</source>
            <translation>ทางเลือกของ AI ถ้าเป็นคุณ (Shift+H เพื่อทำตาม)</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Hint: %1. Shift+H takes it.</source>
            <translation>คำใบ้: %1 กด Shift+H เพื่อทำตาม</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: %1.</source>
            <translation>คำใบ้: %1</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <location filename="../../cardtable_qt/tutorial/runner.py" line="+147" />
            <source>You</source>
            <translation>คุณ</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Tutorial: %1</source>
            <translation>บทเรียน: %1</translation>
        </message>
        <message>
            <location line="+128" />
            <source>This one is over: the sheet shows how it was settled. Press Next to go on, as in a game.</source>
            <translation>รอบนี้จบแล้ว: ใบคะแนนแสดงว่าตัดสินอย่างไร กด ถัดไป เพื่อไปต่อ เหมือนในเกมจริง</translation>
        </message>
        <message>
            <location line="+59" />
            <source>%1 — step %2 of %3</source>
            <translation>%1 — ขั้นที่ %2 จาก %3</translation>
        </message>
        <message>
            <location line="+175" />
            <source>Arrange the cards first, as the bubble says.</source>
            <translation>จัดไพ่ก่อน ตามที่กรอบข้อความบอก</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Wait for the next step first: press Next in the bubble.</source>
            <translation>รอขั้นถัดไปก่อน: กด ถัดไป ในกรอบข้อความ</translation>
        </message>
        <message>
            <location line="+18" />
            <source>That is allowed in a game, but this step asks for: %1.</source>
            <translation>ในเกมทำแบบนั้นได้ แต่ขั้นนี้ให้ทำ: %1</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Not this time: do as the bubble says, to see what happens.</source>
            <translation>ครั้งนี้ยังไม่ใช่: ทำตามที่กรอบข้อความบอก เพื่อดูว่าจะเกิดอะไรขึ้น</translation>
        </message>
        <message>
            <location line="+139" />
            <source>Leave the lesson</source>
            <translation>ออกจากบทเรียน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave this lesson? What you completed so far is kept.</source>
            <translation>ออกจากบทเรียนนี้? สิ่งที่ทำเสร็จแล้วจะถูกเก็บไว้</translation>
        </message>
        <message>
            <source>Teams, cards and the first cut</source>
            <translation>ทีม ไพ่ และการตัดไพ่ครั้งแรก</translation>
        </message>
        <message>
            <source>Meet your partner, the card order with the level card, and cut the deck for the first hand.</source>
            <translation>รู้จักคู่หู ลำดับไพ่กับไพ่ระดับ และตัดไพ่สำหรับมือแรก</translation>
        </message>
        <message>
            <source>Guandan (掼蛋) is played by four in two teams: your partner Lin sits opposite you. Play goes counter-clockwise: Wei, on your right, plays after you.</source>
            <translation>กวนตั้นเล่นสี่คนแบ่งเป็นสองทีม: Lin คู่หูของคุณนั่งตรงข้าม เล่นวนทวนเข็มนาฬิกา: Wei ที่นั่งทางขวาของคุณเล่นต่อจากคุณ</translation>
        </message>
        <message>
            <source>Two decks with four jokers: 27 cards each. Cards rank 2 up to A, then the level card (级牌) above the ace, then the small joker and the big joker. Suits do not count. Each team has a level, starting at 2: this hand is played at level 2.</source>
            <translation>ใช้ไพ่สองสำรับพร้อมโจ๊กเกอร์สี่ใบ: คนละ 27 ใบ ไพ่เรียงจาก 2 ขึ้นไปถึง A แล้วจึงเป็นไพ่ระดับซึ่งสูงกว่า A จากนั้นโจ๊กเกอร์เล็กและโจ๊กเกอร์ใหญ่ ดอกไม่มีผล แต่ละทีมมีระดับของตัวเอง เริ่มที่ 2: มือนี้เล่นที่ระดับ 2</translation>
        </message>
        <message>
            <source>In the first hand you cut the deck: a card is turned face up, its rank counts round the table to say who draws first, and whoever draws that turned card leads. Press Cut the deck.</source>
            <translation>มือแรกคุณเป็นคนตัดไพ่: หงายไพ่หนึ่งใบ นับตามแต้มของใบนั้นรอบโต๊ะเพื่อดูว่าใครจั่วก่อน และใครจั่วได้ใบที่หงายจะได้นำ กด ตัดไพ่</translation>
        </message>
        <message>
            <source>The turned card decided who leads this first hand. From the second hand on there is no cut: the lead follows the tribute.</source>
            <translation>ไพ่ที่หงายตัดสินว่าใครนำมือแรก ตั้งแต่มือที่สองไม่มีการตัดไพ่: การนำเป็นไปตามการถวายบรรณาการ</translation>
        </message>
        <message>
            <source>Singles, pairs and triples</source>
            <translation>ไพ่เดี่ยว ไพ่คู่ และทริปเปิล</translation>
        </message>
        <message>
            <source>Lead a pair, beat a play with the same kind higher, pass, and lead again after winning the trick.</source>
            <translation>นำด้วยไพ่คู่ สู้ด้วยชุดประเภทเดียวกันที่สูงกว่า ผ่าน และนำใหม่หลังชนะรอบ</translation>
        </message>
        <message>
            <source>Late in a hand everyone holds few cards. Each player's number of cards shows beside them once it is 10 or fewer; above 10 it stays hidden, as at a real table.</source>
            <translation>ช่วงท้ายมือทุกคนเหลือไพ่น้อย จำนวนไพ่ของแต่ละคนจะแสดงข้าง ๆ เมื่อเหลือ 10 ใบหรือน้อยกว่า ถ้ามากกว่า 10 จะไม่แสดง เหมือนที่โต๊ะจริง</translation>
        </message>
        <message>
            <source>A hand is played in tricks. The leader plays any combination: a single (单张), a pair (对子), a triple (三张) or a longer one. You lead: play your pair of fives. Click the ringed cards, then Play.</source>
            <translation>แต่ละมือเล่นเป็นรอบ ๆ ผู้นำลงชุดใดก็ได้: ไพ่เดี่ยว ไพ่คู่ ทริปเปิล หรือชุดที่ยาวกว่า คุณเป็นผู้นำ: ลงคู่ 5 คลิกไพ่ที่วงไว้ แล้วกด ลงไพ่</translation>
        </message>
        <message>
            <source>Lead the pair of fives (5 5) for this lesson.</source>
            <translation>ในบทเรียนนี้ให้นำด้วยคู่ 5 (5 5)</translation>
        </message>
        <message>
            <source>Wei beat it with a pair of sixes. To beat a play you need the same kind, higher: a pair beats only a pair. Play your pair of kings.</source>
            <translation>Wei สู้ด้วยคู่ 6 จะสู้ได้ต้องใช้ชุดประเภทเดียวกันที่สูงกว่า: ไพ่คู่สู้ได้แค่ไพ่คู่ ลงคู่ K ของคุณ</translation>
        </message>
        <message>
            <source>You could pass (不要), but here your kings win the trick: play them.</source>
            <translation>คุณผ่านได้ แต่ตรงนี้คู่ K ของคุณชนะรอบ: ลงเลย</translation>
        </message>
        <message>
            <source>Only a higher pair beats a pair: play K K.</source>
            <translation>มีแค่คู่ที่สูงกว่าที่สู้ไพ่คู่ได้: ลง K K</translation>
        </message>
        <message>
            <source>Everyone passed (不要): the trick is yours, and the winner of a trick leads the next. Passing is always allowed, and a player who passed may play again later in the same trick. Lead your triple of nines.</source>
            <translation>ทุกคนผ่าน: รอบนี้เป็นของคุณ และผู้ชนะรอบจะนำรอบถัดไป การผ่านทำได้เสมอ และคนที่ผ่านแล้วยังลงได้อีกในรอบเดียวกัน นำด้วยทริปเปิล 9</translation>
        </message>
        <message>
            <source>Nobody could beat it. Play your last card: the first player out of cards is the Banker (上游).</source>
            <translation>ไม่มีใครสู้ได้ ลงไพ่ใบสุดท้าย: คนแรกที่ไพ่หมดมือคือเจ้ามือ (ออกหมดก่อน)</translation>
        </message>
        <message>
            <source>Full house, straight, tube and plate</source>
            <translation>ฟูลเฮาส์ สเตรท หลอด และเพลท</translation>
        </message>
        <message>
            <source>Lead the longer combinations: a full house (三带二), a straight (顺子), a tube (三连对) and a plate (钢板).</source>
            <translation>นำด้วยชุดที่ยาวขึ้น: ฟูลเฮาส์ สเตรท หลอด และเพลท</translation>
        </message>
        <message>
            <source>A full house is a triple with a pair (三带二); two full houses are compared by their triple only. Lead 6 6 6 with J J.</source>
            <translation>ฟูลเฮาส์คือทริปเปิลกับไพ่คู่ เทียบฟูลเฮาส์สองชุดดูแค่ทริปเปิล นำด้วย 6 6 6 กับ J J</translation>
        </message>
        <message>
            <source>A straight (顺子) is exactly five ranks in a row, any suits. The ace may be low (A-2-3-4-5, the lowest) or high (10-J-Q-K-A), but never both. Lead A 2 3 4 5.</source>
            <translation>สเตรทคือไพ่ห้าแต้มเรียงกันพอดี ดอกอะไรก็ได้ A เป็นไพ่ต่ำ (A-2-3-4-5 ต่ำที่สุด) หรือสูง (10-J-Q-K-A) ได้ แต่ไม่ใช่ทั้งสองอย่าง นำด้วย A 2 3 4 5</translation>
        </message>
        <message>
            <source>A tube (三连对) is exactly three pairs in a row. Lead 7 7 8 8 9 9.</source>
            <translation>หลอดคือไพ่คู่สามคู่เรียงกันพอดี นำด้วย 7 7 8 8 9 9</translation>
        </message>
        <message>
            <source>A plate (钢板) is exactly two triples in a row. Lead K K K A A A: your last cards.</source>
            <translation>เพลทคือทริปเปิลสองชุดเรียงกันพอดี นำด้วย K K K A A A: ไพ่ชุดสุดท้ายของคุณ</translation>
        </message>
        <message>
            <source>You went out first. When the player who played last has no cards left, the others may still beat the play; when all pass, the lead goes to that player's partner (接风): Lin led next. The hand ended once the places decided it.</source>
            <translation>คุณไพ่หมดมือเป็นคนแรก เมื่อคนที่ลงล่าสุดไม่มีไพ่เหลือ คนอื่นยังสู้ได้ ถ้าทุกคนผ่าน การนำจะย้ายไปที่คู่หูของคนนั้น: Lin จึงนำต่อ มือนี้จบเมื่อรู้ลำดับการออกแล้ว</translation>
        </message>
        <message>
            <source>Bombs and the wild hearts</source>
            <translation>ระเบิดและไพ่หัวใจของไพ่ระดับ</translation>
        </message>
        <message>
            <source>Beat anything with a bomb (炸弹), a straight flush (同花顺) made with a wild heart, and the joker bomb (天王炸).</source>
            <translation>ชนะทุกอย่างด้วยระเบิด สเตรทฟลัชที่ใช้ไพ่หัวใจของไพ่ระดับ และระเบิดโจ๊กเกอร์</translation>
        </message>
        <message>
            <source>Jun led a pair of aces. You have no higher pair, but a bomb (炸弹) beats any play that is not a bomb: four or more cards of one rank. Play your four eights.</source>
            <translation>Jun นำด้วยคู่ A คุณไม่มีคู่ที่สูงกว่า แต่ระเบิดชนะทุกชุดที่ไม่ใช่ระเบิด: ไพ่แต้มเดียวกันสี่ใบขึ้นไป ลง 8 สี่ใบของคุณ</translation>
        </message>
        <message>
            <source>Don't pass: your bomb beats the aces.</source>
            <translation>อย่าผ่าน: ระเบิดของคุณชนะคู่ A</translation>
        </message>
        <message>
            <source>Wei answered with five fours: a bigger bomb (five of a kind beats any four). Bombs rank: 4 and 5 of a kind, then the straight flush, then 6 to 10 of a kind, and the joker bomb above all.</source>
            <translation>Wei ตอบด้วย 4 ห้าใบ: ระเบิดที่ใหญ่กว่า (ห้าใบชนะสี่ใบทุกชุด) ลำดับระเบิด: สี่และห้าใบ แล้วสเตรทฟลัช แล้วหกถึงสิบใบ และระเบิดโจ๊กเกอร์สูงสุด</translation>
        </message>
        <message>
            <source>This hand is played at level 5, so both 5♥ are wild (逢人配): each may stand for any card but a joker. 9♠ 10♠ J♠ Q♠ with a wild 5♥ make a straight flush (同花顺), which beats five of a kind. The wild can be the 8♠ or the K♠: press Play, then choose the higher reading, 9♠ to K♠.</source>
            <translation>มือนี้เล่นที่ระดับ 5 ดังนั้น 5♥ ทั้งสองใบเป็นไพ่หัวใจของไพ่ระดับ: แต่ละใบใช้แทนไพ่ใดก็ได้ยกเว้นโจ๊กเกอร์ 9♠ 10♠ J♠ Q♠ กับ 5♥ หนึ่งใบเป็นสเตรทฟลัช ซึ่งชนะระเบิดห้าใบ 5♥ ใช้แทน 8♠ หรือ K♠ ก็ได้: กด ลงไพ่ แล้วเลือกแบบที่สูงกว่า คือ 9♠ ถึง K♠</translation>
        </message>
        <message>
            <source>Choose the higher reading: the wild 5♥ as the K♠, 9♠ to K♠.</source>
            <translation>เลือกแบบที่สูงกว่า: ให้ 5♥ แทน K♠ เป็น 9♠ ถึง K♠</translation>
        </message>
        <message>
            <source>You won the trick. Lead the joker bomb (天王炸), all four jokers: the highest play in the game. It is your last play: you go out first.</source>
            <translation>คุณชนะรอบ นำด้วยระเบิดโจ๊กเกอร์ โจ๊กเกอร์ทั้งสี่ใบ: ชุดที่สูงที่สุดในเกม เป็นการลงครั้งสุดท้าย: คุณไพ่หมดมือเป็นคนแรก</translation>
        </message>
        <message>
            <source>Tribute and the return</source>
            <translation>การถวายบรรณาการและการส่งคืน</translation>
        </message>
        <message>
            <source>Pay tribute (进贡) after losing a hand, and return a card (还贡) after winning one.</source>
            <translation>ถวายบรรณาการเมื่อแพ้มือ และส่งคืนไพ่เมื่อชนะมือ</translation>
        </message>
        <message>
            <source>Last hand Wei went out first (the Banker, 上游) and his partner Jun second (the Follower, 二游): their team climbed three levels, from 2 to 4. With the partner third the climb is two, with the partner last (the Dweller, 下游) one.</source>
            <translation>มือที่แล้ว Wei ไพ่หมดก่อน (เจ้ามือ คือออกหมดก่อน) และ Jun คู่หูของเขาเป็นที่สอง (ผู้ตาม): ทีมของพวกเขาขึ้นสามระดับ จาก 2 เป็น 4 ถ้าคู่หูเป็นคนที่สามจะขึ้นสองระดับ ถ้าคู่หูเป็นคนสุดท้าย (ผู้พักอาศัย คือบ๊วย) ขึ้นหนึ่งระดับ</translation>
        </message>
        <message>
            <source>Now the losers pay tribute (进贡): each gives their highest card, never a wild heart. With both of you last, you and Lin both pay: a double tribute. The level card 4♣ is your highest (it ranks above the ace). Click it, then Pay tribute.</source>
            <translation>ตอนนี้ฝ่ายแพ้ต้องถวายบรรณาการ: แต่ละคนให้ไพ่ที่สูงที่สุด แต่ไม่ใช่ไพ่หัวใจของไพ่ระดับ คุณกับ Lin เป็นสองคนสุดท้าย จึงต้องถวายทั้งคู่: บรรณาการคู่ ไพ่ระดับ 4♣ สูงที่สุดในมือคุณ (สูงกว่า A) คลิกใบนั้น แล้วกด ถวายบรรณาการ</translation>
        </message>
        <message>
            <source>Wei and Jun each gave a card back, the return (还贡): a card of 10 or lower that is not a level card (with none, their lowest). Your tribute and Lin's were equal, so yours went to the Banker, and you lead the new hand. Had you and Lin held both big jokers between you, no tribute would have been paid (anti-tribute, 抗贡).</source>
            <translation>Wei และ Jun ต่างส่งคืนไพ่หนึ่งใบ: ไพ่ไม่เกิน 10 ที่ไม่ใช่ไพ่ระดับ (ถ้าไม่มี ให้ใบต่ำสุด) บรรณาการของคุณกับ Lin เท่ากัน ของคุณจึงไปที่เจ้ามือ (คนที่ออกหมดก่อน) และคุณนำมือใหม่ ถ้าคุณกับ Lin มีโจ๊กเกอร์ใหญ่ครบสองใบ ก็ไม่ต้องถวายบรรณาการ</translation>
        </message>
        <message>
            <source>Anti-tribute</source>
            <translation>ไม่ต้องถวายบรรณาการ</translation>
        </message>
        <message>
            <source>See a tribute refused when the paying side holds both big jokers (抗贡).</source>
            <translation>ดูการไม่ต้องถวายบรรณาการ เมื่อฝ่ายที่ต้องถวายมีโจ๊กเกอร์ใหญ่ครบทั้งสองใบ</translation>
        </message>
        <message>
            <source>Last hand Wei and Jun went out first and second. You and Lin came third and last, so you both owed tribute (进贡).</source>
            <translation>มือที่แล้ว Wei กับ Jun ไพ่หมดเป็นคนแรกและคนที่สอง คุณกับ Lin เป็นคนที่สามและคนสุดท้าย จึงต้องถวายบรรณาการทั้งคู่</translation>
        </message>
        <message>
            <source>But you hold one big joker (大王) and Lin the other: between you, both. That is anti-tribute (抗贡): the jokers were shown and no tribute was paid.</source>
            <translation>แต่คุณมีโจ๊กเกอร์ใหญ่หนึ่งใบ และ Lin มีอีกใบ: รวมกันครบสองใบ แบบนี้เรียกว่าไม่ต้องถวายบรรณาการ: เปิดโจ๊กเกอร์ให้ดูแล้ว จึงไม่มีใครถวายบรรณาการ</translation>
        </message>
        <message>
            <source>After an anti-tribute the Banker leads: Wei played the 9♦ and the others passed. Beat it with your level card 4♣, which ranks above the ace.</source>
            <translation>หลังจากไม่ต้องถวายบรรณาการ เจ้ามือ (คนที่ออกหมดก่อน) จะเป็นผู้นำ: Wei ลง 9♦ และคนอื่นผ่าน สู้ด้วยไพ่ระดับ 4♣ ของคุณ ซึ่งสูงกว่า A</translation>
        </message>
        <message>
            <source>Beat the 9♦ with your 4♣ this time.</source>
            <translation>ครั้งนี้สู้ 9♦ ด้วย 4♣ ของคุณ</translation>
        </message>
        <message>
            <source>Play the single 4♣ for this lesson.</source>
            <translation>ในบทเรียนนี้ให้ลง 4♣ ใบเดียว</translation>
        </message>
        <message>
            <source>Winning a hand</source>
            <translation>การชนะมือ</translation>
        </message>
        <message>
            <source>Win a hand with your partner and give back a card for the tribute you receive.</source>
            <translation>ชนะมือกับคู่หู และส่งคืนไพ่หนึ่งใบแทนบรรณาการที่ได้รับ</translation>
        </message>
        <message>
            <source>Last hand you went out first and Lin second: your team climbed to level 4, and both opponents paid you tribute.</source>
            <translation>มือที่แล้วคุณไพ่หมดก่อนและ Lin เป็นที่สอง: ทีมคุณขึ้นไปที่ระดับ 4 และคู่แข่งทั้งสองถวายบรรณาการให้คุณ</translation>
        </message>
        <message>
            <source>Give a card back (还贡): a card of 10 or lower that is not a level card. Return your 3♣: click it, then Return this card.</source>
            <translation>ส่งคืนไพ่หนึ่งใบ: ไพ่ไม่เกิน 10 ที่ไม่ใช่ไพ่ระดับ คืน 3♣ ของคุณ: คลิกใบนั้น แล้วกด คืนใบนี้</translation>
        </message>
        <message>
            <source>Return your lowest card, 3♣, for this lesson.</source>
            <translation>ในบทเรียนนี้ให้คืนใบต่ำสุด 3♣</translation>
        </message>
        <message>
            <source>The tribute is done and the new hand starts at your level, 4. Levels climb up to A: a team that wins a hand played at its own level A wins the game, unless its partner came last in that hand.</source>
            <translation>ถวายบรรณาการเสร็จแล้ว มือใหม่เริ่มที่ระดับของคุณคือ 4 ระดับไต่ขึ้นไปถึง A: ทีมที่ชนะมือที่เล่นในระดับ A ของตัวเองจะชนะเกม เว้นแต่คู่หูเป็นคนสุดท้ายในมือนั้น</translation>
        </message>
        <message>
            <source>Winning at A</source>
            <translation>ชนะที่ระดับ A</translation>
        </message>
        <message>
            <source>Win the game: take a hand played at your own level A.</source>
            <translation>ชนะเกม: ชนะมือที่เล่นในระดับ A ของทีมคุณเอง</translation>
        </message>
        <message>
            <source>Your team has climbed to A, the last level, and this hand is played at your own level A. Lin has already gone out first (上游).</source>
            <translation>ทีมของคุณไต่ขึ้นมาถึง A ซึ่งเป็นระดับสุดท้าย และมือนี้เล่นที่ระดับ A ของทีมคุณเอง Lin ไพ่หมดมือเป็นคนแรกแล้ว (เจ้ามือ คือออกหมดก่อน)</translation>
        </message>
        <message>
            <source>Play your last two cards, the pair of sevens: you go out second (二游).</source>
            <translation>ลงไพ่สองใบสุดท้าย คือคู่ 7: คุณไพ่หมดมือเป็นคนที่สอง (ผู้ตาม)</translation>
        </message>
        <message>
            <source>Play both sevens together, as a pair.</source>
            <translation>ลง 7 ทั้งสองใบพร้อมกันเป็นไพ่คู่</translation>
        </message>
        <message>
            <source>You lead: play your pair of sevens.</source>
            <translation>คุณเป็นผู้นำ: ลงคู่ 7 ของคุณ</translation>
        </message>
        <message>
            <source>You and Lin took first and second place in a hand played at your own level A: you win the game! Had Lin come last instead, your team would stay at A and play on.</source>
            <translation>คุณกับ Lin ได้ที่หนึ่งและที่สองในมือที่เล่นที่ระดับ A ของทีมคุณเอง: คุณชนะเกม! ถ้า Lin เป็นคนสุดท้ายแทน ทีมคุณจะยังอยู่ที่ A และเล่นต่อ</translation>
        </message>
        <message>
            <source>At A with your partner last</source>
            <translation>อยู่ที่ A แต่คู่หูเป็นคนสุดท้าย</translation>
        </message>
        <message>
            <source>See why going out first at A does not win the game when your partner comes last.</source>
            <translation>ดูว่าทำไมไพ่หมดก่อนที่ระดับ A แล้วยังไม่ชนะเกม เมื่อคู่หูเป็นคนสุดท้าย</translation>
        </message>
        <message>
            <source>Your team is at A, and this hand is played at your own level A. You lead, and two sevens are all you hold.</source>
            <translation>ทีมของคุณอยู่ที่ A และมือนี้เล่นที่ระดับ A ของทีมคุณเอง คุณเป็นผู้นำ และเหลือไพ่แค่ 7 สองใบ</translation>
        </message>
        <message>
            <source>Play your pair of sevens: you go out first, the Banker (上游).</source>
            <translation>ลงคู่ 7 ของคุณ: คุณไพ่หมดมือเป็นคนแรก เป็นเจ้ามือ (ออกหมดก่อน)</translation>
        </message>
        <message>
            <source>You went out first, but Lin came last, the Dweller (下游). Winning at A needs your partner not to be the Dweller: your team stays at A and plays on.</source>
            <translation>คุณไพ่หมดเป็นคนแรก แต่ Lin เป็นคนสุดท้าย คือผู้พักอาศัย (บ๊วย) การชนะที่ระดับ A คู่หูต้องไม่เป็นผู้พักอาศัย: ทีมคุณจึงยังอยู่ที่ A และเล่นต่อ</translation>
        </message>
        <message>
            <source>A new hand at A. Lin, your own partner, was the Dweller, so she paid you tribute all the same. The next win at A with Lin not last wins the game.</source>
            <translation>มือใหม่ที่ระดับ A Lin คู่หูของคุณเองเป็นผู้พักอาศัย (บ๊วย) เธอจึงต้องถวายบรรณาการให้คุณเหมือนเดิม ครั้งหน้าถ้าชนะที่ A โดยที่ Lin ไม่ได้เป็นคนสุดท้าย จะชนะเกม</translation>
        </message>
        <message>
            <source>Give Lin a card back (还贡), as after any tribute: return your 2♦.</source>
            <translation>ส่งคืนไพ่หนึ่งใบให้ Lin เหมือนหลังการถวายบรรณาการทุกครั้ง: คืน 2♦ ของคุณ</translation>
        </message>
        <message>
            <source>Return the 2♦ for this lesson.</source>
            <translation>ในบทเรียนนี้ให้คืน 2♦</translation>
        </message>
        <message>
            <source>Bets and points</source>
            <translation>เดิมพันและแต้ม</translation>
        </message>
        <message>
            <source>Place a bet, count your two cards' points (แต้ม) and draw a third card.</source>
            <translation>วางเดิมพัน นับแต้มไพ่สองใบ และจั่วใบที่สาม</translation>
        </message>
        <message>
            <source>Welcome to Pok Deng (ป๊อกเด้ง). Every player plays against one dealer, the bank (เจ้ามือ, jao mue). Here Somchai holds the bank.</source>
            <translation>ยินดีต้อนรับสู่ป๊อกเด้ง ผู้เล่นทุกคนเล่นกับเจ้ามือคนเดียว ตานี้สมชายเป็นเจ้ามือ</translation>
        </message>
        <message>
            <source>Before the cards come, each player bets (เดิมพัน). A bet is at least the table's minimum, 10 chips, and at most the dealer's maximum (อั้นเดิมพัน), 100 chips.</source>
            <translation>ก่อนแจกไพ่ ลูกมือแต่ละคนวางเดิมพัน อย่างน้อยเท่าขั้นต่ำของโต๊ะ 10 ชิป และไม่เกินอั้นเดิมพันของเจ้ามือ 100 ชิป</translation>
        </message>
        <message>
            <source>Bet 20 chips at your place: the amount is set, press "Bet at your place".</source>
            <translation>แทง 20 ชิปที่ช่องของคุณ: ตั้งจำนวนไว้แล้ว กด "แทงที่ของคุณ"</translation>
        </message>
        <message>
            <source>Bet exactly 20 chips at your place for this lesson.</source>
            <translation>ในบทเรียนนี้ให้แทง 20 ชิปพอดีที่ช่องของคุณ</translation>
        </message>
        <message>
            <source>Place your bet first: the cards come only after the bets.</source>
            <translation>วางเดิมพันก่อน: ไพ่จะแจกหลังวางเดิมพันเท่านั้น</translation>
        </message>
        <message>
            <source>Your bet is on the table. Press Deal: the dealer deals one card at a time, counter-clockwise from its neighbour, dealer last, until every hand has two.</source>
            <translation>เดิมพันของคุณอยู่บนโต๊ะแล้ว กด แจกไพ่: เจ้ามือแจกทีละใบ ทวนเข็มนาฬิกาเริ่มจากคนข้าง ๆ เจ้ามือได้เป็นคนสุดท้าย จนทุกมือได้คนละสองใบ</translation>
        </message>
        <message>
            <source>Your cards: 7 and 5. Count 2 to 9 at face value, 10, J, Q and K as 10, an ace as 1. Only the last digit of the sum counts: 7 + 5 = 12, so you have 2 points (แต้ม).</source>
            <translation>ไพ่ของคุณ: 7 กับ 5 ไพ่ 2 ถึง 9 นับตามเลข 10 J Q K นับเป็น 10 A นับเป็น 1 ดูแค่หลักหน่วยของผลรวม: 7 + 5 = 12 คุณจึงได้ 2 แต้ม</translation>
        </message>
        <message>
            <source>2 points is weak. You may draw one more card (เรียกไพ่) or stand. Draw a card.</source>
            <translation>2 แต้มถือว่าน้อย คุณเรียกไพ่เพิ่มได้อีกหนึ่งใบหรือไม่จั่วก็ได้ จั่วเลย</translation>
        </message>
        <message>
            <source>Standing on 2 points almost always loses: draw a third card this time.</source>
            <translation>อยู่ที่ 2 แต้มแทบจะแพ้แน่นอน: ครั้งนี้จั่วใบที่สาม</translation>
        </message>
        <message>
            <source>The dealer may "catch" (จับ) before it draws: settle at once, with its own two cards, against every hand of three cards. Watch what happens to your hand: 7 + 5 + 4 = 16, 6 points against the dealer's 5. You won your 20 chips.</source>
            <translation>ก่อนจั่ว เจ้ามือ "จับ" ได้: เปิดตัดสินทันทีด้วยไพ่สองใบของตัวเอง กับทุกมือที่มีสามใบ ดูว่ามือคุณเป็นอย่างไร: 7 + 5 + 4 = 16 ได้ 6 แต้ม สู้กับ 5 แต้มของเจ้ามือ คุณได้ 20 ชิป</translation>
        </message>
        <message>
            <source>Must draw under 4</source>
            <translation>ต่ำกว่า 4 ต้องจั่ว</translation>
        </message>
        <message>
            <source>Play at a table whose house rule makes a hand under 4 points draw.</source>
            <translation>เล่นที่โต๊ะที่มีกติกาว่ามือต่ำกว่า 4 แต้มต้องจั่ว</translation>
        </message>
        <message>
            <source>Some tables play a house rule: two cards worth less than 4 points must draw a third card. This table plays it (you choose it when you start a new game).</source>
            <translation>บางโต๊ะมีกติกาเพิ่ม: ไพ่สองใบที่ได้ต่ำกว่า 4 แต้มต้องจั่วใบที่สาม โต๊ะนี้ใช้กติกานี้ (เลือกได้ตอนเริ่มเกมใหม่)</translation>
        </message>
        <message>
            <source>Bet 20 chips at your place.</source>
            <translation>แทง 20 ชิปที่ช่องของคุณ</translation>
        </message>
        <message>
            <source>Press Deal.</source>
            <translation>กด แจกไพ่</translation>
        </message>
        <message>
            <source>7 + 5 = 12: 2 points (แต้ม), less than 4. Look at your buttons: there is no Stand. Under this rule you must draw (เรียกไพ่).</source>
            <translation>7 + 5 = 12: ได้ 2 แต้ม ต่ำกว่า 4 ดูปุ่มของคุณ: ไม่มีปุ่ม ไม่จั่ว ตามกติกานี้คุณต้องเรียกไพ่</translation>
        </message>
        <message>
            <source>Draw your third card.</source>
            <translation>จั่วใบที่สาม</translation>
        </message>
        <message>
            <source>Your third card was settled as in any round: 7 + 5 + 4 = 16, 6 points against the dealer's 5.</source>
            <translation>ใบที่สามของคุณตัดสินเหมือนทุกรอบ: 7 + 5 + 4 = 16 ได้ 6 แต้ม สู้กับ 5 แต้มของเจ้ามือ</translation>
        </message>
        <message>
            <source>Pok 8 and Pok 9</source>
            <translation>ป๊อกแปดและป๊อกเก้า</translation>
        </message>
        <message>
            <source>See a two-card 8 or 9, Pok (ป๊อก), shown and settled at once.</source>
            <translation>ดูไพ่สองใบที่ได้ 8 หรือ 9 คือป๊อก ที่หงายและตัดสินทันที</translation>
        </message>
        <message>
            <source>Two cards worth 8 or 9 make Pok (ป๊อก): Pok 8 (ป๊อกแปด) or Pok 9 (ป๊อกเก้า), the best hands there are. A Pok is shown at once and takes no third card.</source>
            <translation>ไพ่สองใบได้ 8 หรือ 9 คือป๊อก: ป๊อกแปดหรือป๊อกเก้า มือที่ดีที่สุด ป๊อกต้องหงายทันทีและไม่จั่วใบที่สาม</translation>
        </message>
        <message>
            <source>Bet 50 chips at your place.</source>
            <translation>แทง 50 ชิปที่ช่องของคุณ</translation>
        </message>
        <message>
            <source>Bet first: sitting out would deal you no cards.</source>
            <translation>แทงก่อน: ถ้าพักรอบจะไม่ได้ไพ่</translation>
        </message>
        <message>
            <source>Bet 50 chips at your place for this lesson.</source>
            <translation>ในบทเรียนนี้ให้แทง 50 ชิปที่ช่องของคุณ</translation>
        </message>
        <message>
            <source>4 + 5 = 9 with two cards: Pok 9. It was shown and settled at once against the dealer's two cards (7 points): you won 50 chips. Pok 9 beats Pok 8; an equal Pok is a tie (เสมอ).</source>
            <translation>4 + 5 = 9 ด้วยไพ่สองใบ: ป๊อกเก้า หงายและตัดสินทันทีกับไพ่สองใบของเจ้ามือ (7 แต้ม): คุณได้ 50 ชิป ป๊อกเก้าชนะป๊อกแปด ป๊อกเท่ากันถือว่าเสมอ</translation>
        </message>
        <message>
            <source>Another round. Bet 50 again.</source>
            <translation>อีกรอบหนึ่ง แทง 50 อีกครั้ง</translation>
        </message>
        <message>
            <source>This time the dealer has Pok 8 (5 + 3). When the dealer has Pok, every hand is settled at once with two cards each: nobody draws. Your 6 points lost 50 chips; only a Pok 9 would have beaten it, and a Pok 8 would have tied.</source>
            <translation>ครั้งนี้เจ้ามือได้ป๊อกแปด (5 + 3) เมื่อเจ้ามือได้ป๊อก ทุกมือตัดสินทันทีด้วยไพ่สองใบ: ไม่มีใครจั่ว 6 แต้มของคุณเสีย 50 ชิป มีแค่ป๊อกเก้าที่ชนะได้ ป๊อกแปดจะเสมอ</translation>
        </message>
        <message>
            <source>Deng: the multipliers</source>
            <translation>เด้ง: ตัวคูณ</translation>
        </message>
        <message>
            <source>Win double with two deng (สองเด้ง) and triple with three deng (สามเด้ง).</source>
            <translation>ชนะสองเท่าด้วยสองเด้ง และสามเท่าด้วยสามเด้ง</translation>
        </message>
        <message>
            <source>Deng (เด้ง) multiplies what a hand wins. Two deng (สองเด้ง, ×2): exactly two cards of one suit or one rank. Three deng (สามเด้ง, ×3): exactly three cards of one suit. The winner's deng is what is paid.</source>
            <translation>เด้งคือการคูณเงินที่มือนั้นชนะ สองเด้ง (×2): ไพ่สองใบพอดีที่ดอกเดียวกันหรือเลขเดียวกัน สามเด้ง (×3): ไพ่สามใบพอดีที่ดอกเดียวกัน จ่ายตามเด้งของฝ่ายที่ชนะ</translation>
        </message>
        <message>
            <source>3♥ 4♥: 7 points, and two cards of one suit: two deng. Stand (keep two cards): a third card would spoil both the 7 and the deng.</source>
            <translation>3♥ 4♥: 7 แต้ม และสองใบดอกเดียวกัน: สองเด้ง ไม่จั่ว (ถือสองใบไว้): ใบที่สามจะทำให้เสียทั้ง 7 แต้มและเด้ง</translation>
        </message>
        <message>
            <source>Not this time: with 7 points and two deng, stand.</source>
            <translation>ครั้งนี้ไม่ใช่: 7 แต้มกับสองเด้ง ไม่จั่ว</translation>
        </message>
        <message>
            <source>Your 7 beat the dealer and paid two deng: 2 × 50 = 100 chips.</source>
            <translation>7 แต้มของคุณชนะเจ้ามือและได้สองเด้ง: 2 × 50 = 100 ชิป</translation>
        </message>
        <message>
            <source>Bet 50 again.</source>
            <translation>แทง 50 อีกครั้ง</translation>
        </message>
        <message>
            <source>2♣ 10♣: only 2 points. Draw a card: a third club would make three deng.</source>
            <translation>2♣ 10♣: แค่ 2 แต้ม จั่วเลย: ถ้าได้ดอกจิกใบที่สามจะเป็นสามเด้ง</translation>
        </message>
        <message>
            <source>2 points rarely wins: draw a third card.</source>
            <translation>2 แต้มไม่ค่อยชนะ: จั่วใบที่สาม</translation>
        </message>
        <message>
            <source>2♣ 10♣ 5♣: 17, so 7 points, and three cards of one suit: three deng. A win pays 3 × 50 = 150 chips.</source>
            <translation>2♣ 10♣ 5♣: 17 คือ 7 แต้ม และสามใบดอกเดียวกัน: สามเด้ง ถ้าชนะได้ 3 × 50 = 150 ชิป</translation>
        </message>
        <message>
            <source>Tong and Sam Lueang</source>
            <translation>ตองและสามเหลือง</translation>
        </message>
        <message>
            <source>Make a Tong (ตอง, ×5) and a Sam Lueang (สามเหลือง, ×3) with a third card.</source>
            <translation>ทำตอง (×5) และสามเหลือง (×3) ด้วยใบที่สาม</translation>
        </message>
        <message>
            <source>Three-card hands beat any ordinary points. From the top: Pok 9, Pok 8, Tong (ตอง: three of a rank, ×5), straight flush (×5), straight (เรียง, rieng, ×3), Sam Lueang (สามเหลือง: three of J, Q, K, ×3), then 9 down to 0 points.</source>
            <translation>มือสามใบพิเศษชนะแต้มธรรมดาทุกแต้ม เรียงจากสูงสุด: ป๊อกเก้า ป๊อกแปด ตอง (เลขเดียวกันสามใบ ×5) สเตรทฟลัช (×5) เรียง (×3) สามเหลือง (J Q K สามใบ ×3) แล้วจึงเป็น 9 ลงไปถึง 0 แต้ม</translation>
        </message>
        <message>
            <source>Two sevens. Draw a card: a third seven makes Tong.</source>
            <translation>7 สองใบ จั่วเลย: ถ้าได้ 7 ใบที่สามจะเป็นตอง</translation>
        </message>
        <message>
            <source>Draw: this lesson shows what a third seven does.</source>
            <translation>จั่วเลย: บทเรียนนี้จะแสดงว่า 7 ใบที่สามทำอะไรได้</translation>
        </message>
        <message>
            <source>7 7 7: Tong (ตอง), three of a rank. It beats every hand but Pok and pays five times: 250 chips.</source>
            <translation>7 7 7: ตอง เลขเดียวกันสามใบ ชนะทุกมือยกเว้นป๊อก และจ่ายห้าเท่า: 250 ชิป</translation>
        </message>
        <message>
            <source>J and J: 0 points (court cards count 10). Draw a card.</source>
            <translation>J กับ J: 0 แต้ม (ไพ่หน้าคนนับ 10) จั่วเลย</translation>
        </message>
        <message>
            <source>J J Q: three court cards, not a run: Sam Lueang (สามเหลือง), ×3. (J-Q-K in a row would be a straight instead.)</source>
            <translation>J J Q: ไพ่หน้าคนสามใบ ไม่ได้เรียงกัน: สามเหลือง ×3 (ถ้า J-Q-K เรียงกันจะเป็นเรียงแทน)</translation>
        </message>
        <message>
            <source>Straights</source>
            <translation>เรียง</translation>
        </message>
        <message>
            <source>Make a straight (เรียง) and a straight flush, and see which hand beats which.</source>
            <translation>ทำเรียงและสเตรทฟลัช แล้วดูว่ามือไหนชนะมือไหน</translation>
        </message>
        <message>
            <source>A straight (เรียง, rieng) is three ranks in a row, any suits, from 2-3-4 up to Q-K-A (A-2-3 and K-A-2 are not runs). In one suit it is a straight flush.</source>
            <translation>เรียงคือไพ่สามใบเลขเรียงกัน ดอกอะไรก็ได้ ตั้งแต่ 2-3-4 ถึง Q-K-A (A-2-3 และ K-A-2 ไม่นับเป็นเรียง) ถ้าดอกเดียวกันเป็นสเตรทฟลัช</translation>
        </message>
        <message>
            <source>5 and 6: 1 point, but a 4 or a 7 makes a run. Draw a card.</source>
            <translation>5 กับ 6: 1 แต้ม แต่ถ้าได้ 4 หรือ 7 จะเป็นเรียง จั่วเลย</translation>
        </message>
        <message>
            <source>5 6 7: a straight, ×3. Two straights would compare by their top card; suits never break a tie.</source>
            <translation>5 6 7: เรียง ×3 ถ้าเรียงสองมือเจอกันให้เทียบใบสูงสุด ดอกไม่ใช้ตัดสินเมื่อเสมอ</translation>
        </message>
        <message>
            <source>8♠ 9♠: 7 points and two deng. Draw this time: a 10♠ would make a straight flush.</source>
            <translation>8♠ 9♠: 7 แต้มและสองเด้ง ครั้งนี้จั่ว: ถ้าได้ 10♠ จะเป็นสเตรทฟลัช</translation>
        </message>
        <message>
            <source>8♠ 9♠ 10♠: a straight flush, ×5, just below Tong. The order again: Pok 9, Pok 8, Tong, straight flush, straight, Sam Lueang, 9 … 0 points.</source>
            <translation>8♠ 9♠ 10♠: สเตรทฟลัช ×5 รองจากตอง ทบทวนลำดับอีกครั้ง: ป๊อกเก้า ป๊อกแปด ตอง สเตรทฟลัช เรียง สามเหลือง 9 … 0 แต้ม</translation>
        </message>
        <message>
            <source>Straight against straight</source>
            <translation>เรียงเจอเรียง</translation>
        </message>
        <message>
            <source>See two hands of the same kind compared by their ranks.</source>
            <translation>ดูสองมือประเภทเดียวกันเทียบกันด้วยแต้มไพ่</translation>
        </message>
        <message>
            <source>When two hands of the same special kind meet (two straights, two straight flushes or two Tongs), the higher ranks win: 2 is the lowest, A the highest.</source>
            <translation>เมื่อมือพิเศษประเภทเดียวกันเจอกัน (เรียงสองมือ สเตรทฟลัชสองมือ หรือตองสองมือ) ไพ่ที่สูงกว่าชนะ: 2 ต่ำที่สุด A สูงที่สุด</translation>
        </message>
        <message>
            <source>5 and 6 again: draw for a run.</source>
            <translation>5 กับ 6 อีกครั้ง: จั่วเพื่อให้เป็นเรียง</translation>
        </message>
        <message>
            <source>Your 5 6 7 is a straight, but the dealer drew to Q K A, a higher straight: the higher ranks win. The dealer's straight pays ×3, so you lost 3 × 50 = 150 chips.</source>
            <translation>5 6 7 ของคุณเป็นเรียง แต่เจ้ามือจั่วได้ Q K A ซึ่งเป็นเรียงที่สูงกว่า: ไพ่ที่สูงกว่าชนะ เรียงของเจ้ามือจ่าย ×3 คุณจึงเสีย 3 × 50 = 150 ชิป</translation>
        </message>
        <message>
            <source>Several legs and the last leg</source>
            <translation>หลายขาและขาบ๊วย</translation>
        </message>
        <message>
            <source>Play three hands (legs, ขา) at once: your place, a cut in and the last leg.</source>
            <translation>เล่นสามขาพร้อมกัน: ที่ของคุณ ตัดขา และขาบ๊วย</translation>
        </message>
        <message>
            <source>You may play up to three hands (legs, ขา) at once (หลายขา), each with its own bet: at your place, cutting in (ตัดขา) at a free place between players, or as the last leg (ขาบ๊วย), dealt after the dealer.</source>
            <translation>คุณเล่นได้ถึงสามขาพร้อมกัน (หลายขา) แต่ละขามีเดิมพันของตัวเอง: ที่ช่องของคุณ ตัดขาในที่ว่างระหว่างผู้เล่น หรือเป็นขาบ๊วยที่ได้ไพ่หลังเจ้ามือ</translation>
        </message>
        <message>
            <source>Bet 20 at your place first.</source>
            <translation>แทง 20 ที่ช่องของคุณก่อน</translation>
        </message>
        <message>
            <source>Now cut in: bet 20 at the marked free place between you and Somchai.</source>
            <translation>ตอนนี้ตัดขา: แทง 20 ที่ที่ว่างที่ทำเครื่องหมายไว้ระหว่างคุณกับสมชาย</translation>
        </message>
        <message>
            <source>And the last leg: bet 20 at the place after the dealer. That is three hands, the most one player may have, so the cards come at once: the last leg is dealt after the dealer.</source>
            <translation>แล้วขาบ๊วย: แทง 20 ที่ที่ต่อจากเจ้ามือ ครบสามขา ซึ่งเป็นจำนวนสูงสุดต่อคน ไพ่จึงแจกทันที: ขาบ๊วยได้ไพ่หลังเจ้ามือ</translation>
        </message>
        <message>
            <source>Each leg is a hand of its own: it draws or stands on its own and is settled on its own against the dealer. Your last leg, 4 + 5, is Pok 9: it was settled at once.</source>
            <translation>แต่ละขาเป็นมือแยกกัน: จั่วหรือไม่จั่วเอง และตัดสินกับเจ้ามือแยกกัน ขาบ๊วยของคุณ 4 + 5 เป็นป๊อกเก้า: ตัดสินทันที</translation>
        </message>
        <message>
            <source>Your first hand, 3 + 4 = 7 points: stand.</source>
            <translation>มือแรกของคุณ 3 + 4 = 7 แต้ม: ไม่จั่ว</translation>
        </message>
        <message>
            <source>Stand on 7 points with this hand.</source>
            <translation>มือนี้ 7 แต้ม ไม่จั่ว</translation>
        </message>
        <message>
            <source>Your hand on the cut in, K + 2 = 2 points: draw.</source>
            <translation>มือที่ตัดขา K + 2 = 2 แต้ม: จั่ว</translation>
        </message>
        <message>
            <source>Each of your legs was settled against the dealer on its own; the chips won and lost are added up on your stack.</source>
            <translation>ทุกขาของคุณตัดสินกับเจ้ามือแยกกัน ชิปที่ได้และเสียรวมเข้ากองชิปของคุณ</translation>
        </message>
        <message>
            <source>Taking the bank</source>
            <translation>การเป็นเจ้ามือ</translation>
        </message>
        <message>
            <source>See the dealer's stop notice, take the bank yourself and catch as the dealer.</source>
            <translation>ดูการประกาศเลิกของเจ้ามือ ขึ้นเป็นเจ้ามือเอง และจับในฐานะเจ้ามือ</translation>
        </message>
        <message>
            <source>Somchai holds the bank, but a dealer who wants to stop must say so three rounds ahead, so the players can win their money back. Somchai has just announced the stop: the bank passes after this round and two more.</source>
            <translation>สมชายเป็นเจ้ามือ แต่เจ้ามือที่จะเลิกต้องประกาศล่วงหน้าสามรอบ เพื่อให้ลูกมือได้ถอนทุน สมชายเพิ่งประกาศเลิก: ตำแหน่งเจ้ามือจะเปลี่ยนหลังรอบนี้และอีกสองรอบ</translation>
        </message>
        <message>
            <source>Sit this round out: press Sit out (you may always skip a round).</source>
            <translation>พักรอบนี้: กด พักรอบนี้ (คุณข้ามรอบได้เสมอ)</translation>
        </message>
        <message>
            <source>Sit out again.</source>
            <translation>พักอีกรอบ</translation>
        </message>
        <message>
            <source>The last round of Somchai's bank. Sit out once more.</source>
            <translation>รอบสุดท้ายที่สมชายเป็นเจ้ามือ พักอีกครั้ง</translation>
        </message>
        <message>
            <source>The bank passes, and you are offered it first. Take the bank: you play against every other hand, and what you win they lose (chips are never made or lost).</source>
            <translation>ตำแหน่งเจ้ามือเปลี่ยนมือ และคุณได้รับข้อเสนอก่อน รับเป็นเจ้ามือ: คุณเล่นกับทุกมือที่เหลือ ที่คุณได้คือที่พวกเขาเสีย (ชิปไม่มีเกิดใหม่หรือหายไป)</translation>
        </message>
        <message>
            <source>Take it this time: the lesson is about playing as the dealer.</source>
            <translation>ครั้งนี้รับไว้: บทเรียนนี้เกี่ยวกับการเล่นเป็นเจ้ามือ</translation>
        </message>
        <message>
            <source>You hold the bank now: Somchai and Malee bet against you. Before you draw, you may catch (จับ): settle now, with your two cards, against every hand of two cards (or of three). Go on without catching.</source>
            <translation>ตอนนี้คุณเป็นเจ้ามือ: สมชายและมาลีแทงกับคุณ ก่อนจั่ว คุณจับได้: ตัดสินทันทีด้วยไพ่สองใบของคุณ กับทุกมือที่มีสองใบ (หรือสามใบ) ไปต่อโดยไม่จับ</translation>
        </message>
        <message>
            <source>The dealer draws last, after the catch. You have 7 + K = 7 points: stand.</source>
            <translation>เจ้ามือจั่วคนสุดท้าย หลังการจับ คุณมี 7 + K = 7 แต้ม: ไม่จั่ว</translation>
        </message>
        <message>
            <source>Every hand left is compared with yours and settled: what the players win, the bank pays, and what they lose, the bank takes.</source>
            <translation>ทุกมือที่เหลือเทียบกับของคุณและตัดสิน: ที่ลูกมือได้ เจ้ามือจ่าย ที่ลูกมือเสีย เจ้ามือได้</translation>
        </message>
        <message>
            <source>A new round. As the dealer you choose: deal another round, or announce your stop. Announce it: the bank then passes three rounds later, so the players can win their chips back.</source>
            <translation>รอบใหม่ ในฐานะเจ้ามือคุณเลือกได้: แจกรอบต่อไป หรือประกาศเลิก ประกาศเลย: ตำแหน่งเจ้ามือจะเปลี่ยนหลังจากนั้นสามรอบ ให้ลูกมือได้ถอนทุน</translation>
        </message>
        <message>
            <source>Announce your stop this time, to see the notice.</source>
            <translation>ครั้งนี้ประกาศเลิก เพื่อดูการแจ้ง</translation>
        </message>
        <message>
            <source>Your stop is announced: you deal this round and two more, then the bank passes to the next player. That is all of Pok Deng: you are ready to play a game.</source>
            <translation>ประกาศเลิกแล้ว: คุณแจกรอบนี้และอีกสองรอบ แล้วตำแหน่งเจ้ามือจะไปที่ผู้เล่นคนถัดไป ป๊อกเด้งมีเท่านี้: คุณพร้อมเล่นแล้ว</translation>
        </message>
        <message>
            <source>Your cards and a turn</source>
            <translation>ไพ่ของคุณและการเล่นหนึ่งตา</translation>
        </message>
        <message>
            <source>Meet the wild card, draw from the stock or the discard pile, and discard.</source>
            <translation>รู้จักไพ่แทน จั่วจากกองจั่วหรือกองทิ้ง แล้วทิ้งไพ่</translation>
        </message>
        <message>
            <source>In 13-card Indian Rummy each player holds 13 cards. The aim: arrange all of them into groups and declare (घोषणा करना) before anyone else. Fewer points are better.</source>
            <translation>ในรัมมี่อินเดีย 13 ใบ ผู้เล่นแต่ละคนถือไพ่ 13 ใบ เป้าหมาย: จัดไพ่ทุกใบเข้ากลุ่มแล้วประกาศก่อนคนอื่น แต้มยิ่งน้อยยิ่งดี</translation>
        </message>
        <message>
            <source>After the deal a card was turned beside the stock: the Q♠. For this deal every queen is wild (वाइल्ड कार्ड), in all four suits, and the printed jokers are always wild. A wild card can stand in for a missing card.</source>
            <translation>หลังแจกไพ่ มีไพ่หนึ่งใบหงายไว้ข้างกองจั่ว: Q♠ ตานี้ Q ทุกใบเป็นไพ่แทน ทั้งสี่ดอก และโจ๊กเกอร์ที่พิมพ์ไว้เป็นไพ่แทนเสมอ ไพ่แทนใช้แทนใบที่ขาดได้</translation>
        </message>
        <message>
            <source>Each turn starts with a draw: the top card of the stock (स्टॉक), face down, or the top card of the discard pile (डिस्कार्ड ढेर), face up. The 6♠ on the pile fits your 7♠ 8♠: take it.</source>
            <translation>ทุกตาเริ่มด้วยการจั่ว: ใบบนสุดของกองจั่วที่คว่ำอยู่ หรือใบบนสุดของกองทิ้งที่หงายอยู่ 6♠ บนกองทิ้งเข้ากับ 7♠ 8♠ ของคุณ: เก็บเลย</translation>
        </message>
        <message>
            <source>Take the 6♠ from the discard pile this time: it joins your 7♠ 8♠.</source>
            <translation>ครั้งนี้เก็บ 6♠ จากกองทิ้ง: เข้ากับ 7♠ 8♠ ของคุณ</translation>
        </message>
        <message>
            <source>Don't pack (पैक करना): your hand is good.</source>
            <translation>อย่าหมอบ: ไพ่ในมือคุณดีอยู่</translation>
        </message>
        <message>
            <source>Now end the turn with a discard: put one card face up on the pile. The ace of clubs fits nothing: click it, then Discard. (The card you just took may not go straight back.)</source>
            <translation>จบตาด้วยการทิ้ง: วางไพ่หนึ่งใบหงายบนกองทิ้ง A ดอกจิกไม่เข้ากับอะไรเลย: คลิกใบนั้น แล้วกด ทิ้ง (ใบที่เพิ่งเก็บมาทิ้งกลับทันทีไม่ได้)</translation>
        </message>
        <message>
            <source>Discard the A♣ for this lesson.</source>
            <translation>ในบทเรียนนี้ให้ทิ้ง A♣</translation>
        </message>
        <message>
            <source>Arjun played his turn. Draw from the stock this time.</source>
            <translation>Arjun เล่นตาของเขาแล้ว ครั้งนี้จั่วจากกองจั่ว</translation>
        </message>
        <message>
            <source>Discard the 5♠, which fits nothing.</source>
            <translation>ทิ้ง 5♠ ซึ่งไม่เข้ากับอะไรเลย</translation>
        </message>
        <message>
            <source>Turns go round counter-clockwise. 2 or 3 players use one deck, 4 to 6 use two. Each deal the dealer moves one seat, and the player after the dealer starts. To arrange your hand, select cards and press Group, or let Auto-arrange do it.</source>
            <translation>เล่นวนทวนเข็มนาฬิกา 2 หรือ 3 คนใช้ไพ่สำรับเดียว 4 ถึง 6 คนใช้สองสำรับ ทุกตาคนแจกขยับไปหนึ่งที่ และคนถัดจากคนแจกเริ่มก่อน จะจัดไพ่ในมือ ให้เลือกไพ่แล้วกด จัดกลุ่ม หรือให้ จัดอัตโนมัติ ทำให้</translation>
        </message>
        <message>
            <source>A joker turned up</source>
            <translation>หงายได้โจ๊กเกอร์</translation>
        </message>
        <message>
            <source>See the aces become wild when the card turned beside the stock is a printed joker.</source>
            <translation>ดู A กลายเป็นไพ่แทน เมื่อไพ่ที่หงายข้างกองจั่วเป็นโจ๊กเกอร์ที่พิมพ์ไว้</translation>
        </message>
        <message>
            <source>This deal the card turned beside the stock is a printed joker. A joker cannot name a rank, so the aces are wild instead: your A♠ and A♦ can stand in for any card, and the printed jokers stay wild too.</source>
            <translation>ตานี้ไพ่ที่หงายข้างกองจั่วเป็นโจ๊กเกอร์ที่พิมพ์ไว้ โจ๊กเกอร์บอกแต้มไม่ได้ A จึงเป็นไพ่แทนแทน: A♠ และ A♦ ของคุณใช้แทนไพ่ใดก็ได้ และโจ๊กเกอร์ที่พิมพ์ไว้ก็ยังเป็นไพ่แทน</translation>
        </message>
        <message>
            <source>Draw from the stock.</source>
            <translation>จั่วจากกองจั่ว</translation>
        </message>
        <message>
            <source>Discard the 6♠, which fits nothing. Keep the aces: wild cards are worth 0 points if they are left scattered, and they fill the gaps in your sequences.</source>
            <translation>ทิ้ง 6♠ ซึ่งไม่เข้ากับอะไรเลย เก็บ A ไว้: ไพ่แทนที่เหลือไม่เข้าชุดคิด 0 แต้ม และยังเติมช่องว่างในเรียงได้</translation>
        </message>
        <message>
            <source>Discard the 6♠ for this lesson: keep your wild aces.</source>
            <translation>ในบทเรียนนี้ให้ทิ้ง 6♠: เก็บ A ที่เป็นไพ่แทนไว้</translation>
        </message>
        <message>
            <source>Wild cards in a sequence</source>
            <translation>ไพ่แทนในเรียง</translation>
        </message>
        <message>
            <source>Build a mixed sequence (मिश्रित सीक्वेंस) and see why three wild cards are too many.</source>
            <translation>สร้างเรียงผสม และดูว่าทำไมไพ่แทนสามใบจึงมากเกินไป</translation>
        </message>
        <message>
            <source>Kings are wild this deal. Try a run with three of them: click the 5♣, 6♣ and the three kings, then press Group.</source>
            <translation>ตานี้ K เป็นไพ่แทน ลองทำเรียงที่มี K สามใบ: คลิก 5♣ 6♣ และ K ทั้งสามใบ แล้วกด จัดกลุ่ม</translation>
        </message>
        <message>
            <source>The label on the group gives the reason: a mixed sequence may use at most two wild cards, and needs at least one natural card.</source>
            <translation>ป้ายบนกลุ่มบอกเหตุผล: เรียงผสมใช้ไพ่แทนได้ไม่เกินสองใบ และต้องมีไพ่จริงอย่างน้อยหนึ่งใบ</translation>
        </message>
        <message>
            <source>Now make it valid: click the 5♣, 6♣, K♠ and K♥ and press Group. Two wilds standing for the 7♣ and 8♣: a mixed sequence.</source>
            <translation>ตอนนี้ทำให้ถูก: คลิก 5♣ 6♣ K♠ และ K♥ แล้วกด จัดกลุ่ม ไพ่แทนสองใบแทน 7♣ และ 8♣: เป็นเรียงผสม</translation>
        </message>
        <message>
            <source>Discard the Q♣, which fits nothing.</source>
            <translation>ทิ้ง Q♣ ซึ่งไม่เข้ากับอะไรเลย</translation>
        </message>
        <message>
            <source>Sequences, trios and declaring</source>
            <translation>เรียง ตอง และการประกาศ</translation>
        </message>
        <message>
            <source>Build a pure sequence (शुद्ध सीक्वेंस), a second sequence and trios (ट्रायो), and declare.</source>
            <translation>สร้างเรียงแท้ เรียงชุดที่สอง และตอง แล้วประกาศ</translation>
        </message>
        <message>
            <source>A pure sequence (शुद्ध सीक्वेंस) is three or more cards in a row in one suit, with no wild card standing in: your 3♥ 4♥ 5♥ 6♥. A card of the wild rank in its own place counts as itself and keeps a sequence pure.</source>
            <translation>เรียงแท้คือไพ่ดอกเดียวกันเรียงกันสามใบขึ้นไป โดยไม่มีไพ่แทน: 3♥ 4♥ 5♥ 6♥ ของคุณ ไพ่แต้มที่เป็นไพ่แทนซึ่งอยู่ในตำแหน่งของตัวเองนับเป็นตัวมันเอง และยังเป็นเรียงแท้</translation>
        </message>
        <message>
            <source>A mixed sequence (मिश्रित सीक्वेंस) is the same with one or two wild cards standing in for missing cards, never more than two, and at least one natural card. A trio (ट्रायो) is exactly three cards of one rank, like your 9♣ 9♦ 9♥; a wild may make up the third. Aces are low (A-2-3) or high (Q-K-A), but K-A-2 is no sequence.</source>
            <translation>เรียงผสมก็เหมือนกัน แต่มีไพ่แทนหนึ่งหรือสองใบแทนใบที่ขาด ไม่เกินสองใบ และต้องมีไพ่จริงอย่างน้อยหนึ่งใบ ตองคือไพ่แต้มเดียวกันสามใบพอดี เช่น 9♣ 9♦ 9♥ ของคุณ ใช้ไพ่แทนเป็นใบที่สามได้ A เป็นไพ่ต่ำ (A-2-3) หรือสูง (Q-K-A) ได้ แต่ K-A-2 ไม่ใช่เรียง</translation>
        </message>
        <message>
            <source>A declaration needs all 13 cards in groups: at least one pure sequence and a second sequence, and here the two sequences must hold 6 or 7 cards; the rest may be trios, two at most. Kings are wild this deal: draw from the stock.</source>
            <translation>การประกาศต้องจัดไพ่ทั้ง 13 ใบเข้ากลุ่ม: มีเรียงแท้อย่างน้อยหนึ่งชุดกับเรียงชุดที่สอง และที่นี่เรียงสองชุดนั้นต้องรวมกันได้ 6 หรือ 7 ใบ ที่เหลือเป็นตองได้ ไม่เกินสองชุด ตานี้ K เป็นไพ่แทน: จั่วจากกองจั่ว</translation>
        </message>
        <message>
            <source>You drew the K♣, a wild card: with J♣ J♦ it makes a trio. Now you hold 14 cards. First group your pure sequence: click the 3♥, 4♥, 5♥ and 6♥, then press Group.</source>
            <translation>คุณจั่วได้ K♣ ซึ่งเป็นไพ่แทน: รวมกับ J♣ J♦ เป็นตอง ตอนนี้คุณมีไพ่ 14 ใบ จัดกลุ่มเรียงแท้ก่อน: คลิก 3♥ 4♥ 5♥ และ 6♥ แล้วกด จัดกลุ่ม</translation>
        </message>
        <message>
            <source>Try to declare (घोषणा करना) now: select the 2♣, the card to lay face down, and press Declare.</source>
            <translation>ลองประกาศตอนนี้: เลือก 2♣ ใบที่จะคว่ำไว้ แล้วกด ประกาศ</translation>
        </message>
        <message>
            <source>Refused, and your turn goes on: the reasons are shown above your hand. Every card but the face-down one must be in a valid group. The program never accepts a wrong declaration.</source>
            <translation>ไม่ผ่าน และยังเป็นตาของคุณอยู่: เหตุผลแสดงอยู่เหนือไพ่ในมือ ไพ่ทุกใบยกเว้นใบที่คว่ำต้องอยู่ในกลุ่มที่ถูกต้อง โปรแกรมไม่รับการประกาศที่ผิดเลย</translation>
        </message>
        <message>
            <source>Press Auto-arrange: it groups the rest for you: 6♠ 7♠ 8♠, 9♣ 9♦ 9♥, and J♣ J♦ with the wild K♣ as a trio.</source>
            <translation>กด จัดอัตโนมัติ: โปรแกรมจะจัดที่เหลือให้: 6♠ 7♠ 8♠, 9♣ 9♦ 9♥ และ J♣ J♦ กับ K♣ ที่เป็นไพ่แทนเป็นตอง</translation>
        </message>
        <message>
            <source>All 13 cards are in groups: a pure sequence, a second sequence holding 7 cards with it, and two trios. The 2♣ is selected: press Declare.</source>
            <translation>ไพ่ทั้ง 13 ใบอยู่ในกลุ่มแล้ว: เรียงแท้หนึ่งชุด เรียงชุดที่สองที่รวมกับเรียงแท้ได้ 7 ใบ และตองสองชุด เลือก 2♣ ไว้แล้ว: กด ประกาศ</translation>
        </message>
        <message>
            <source>Don't discard: you can declare now.</source>
            <translation>อย่าทิ้ง: คุณประกาศได้แล้ว</translation>
        </message>
        <message>
            <source>You won the deal and score 0: the sheet shows how each hand was counted. Arjun scores his scattered cards (बिखरे पत्ते): A, K, Q, J and 10 count 10, the others their face value, a wild card 0. You declared on the very first turn, so his points are halved (rounded up). Press Next deal to go on.</source>
            <translation>คุณชนะตานี้และได้ 0 แต้ม: ใบคะแนนแสดงว่าแต่ละมือนับอย่างไร Arjun นับแต้มไพ่ที่ไม่เข้าชุด: A K Q J และ 10 นับ 10 ใบอื่นนับตามเลข ไพ่แทนนับ 0 คุณประกาศตั้งแต่ตาแรก แต้มของเขาจึงลดเหลือครึ่ง (ปัดขึ้น) กด ตาถัดไป เพื่อไปต่อ</translation>
        </message>
        <message>
            <source>The stock runs out</source>
            <translation>กองจั่วหมด</translation>
        </message>
        <message>
            <source>See the discard pile shuffled into a new stock when the stock is used up.</source>
            <translation>ดูกองทิ้งถูกสับเป็นกองจั่วใหม่ เมื่อกองจั่วหมด</translation>
        </message>
        <message>
            <source>Late in a deal the stock (स्टॉक) can run low: here only one card is left in it. Draw it.</source>
            <translation>ช่วงท้ายของตา กองจั่วอาจเหลือน้อย: ตอนนี้เหลือแค่ใบเดียว จั่วใบนั้น</translation>
        </message>
        <message>
            <source>Draw the last card of the stock this time.</source>
            <translation>ครั้งนี้จั่วใบสุดท้ายของกองจั่ว</translation>
        </message>
        <message>
            <source>The stock ran out, so the discard pile, all but its top card, was shuffled face down into a new stock. Play goes on as before.</source>
            <translation>กองจั่วหมด กองทิ้งทั้งหมดยกเว้นใบบนสุดจึงถูกสับคว่ำเป็นกองจั่วใหม่ เล่นต่อได้เหมือนเดิม</translation>
        </message>
        <message>
            <source>End the turn: discard the A♣.</source>
            <translation>จบตา: ทิ้ง A♣</translation>
        </message>
        <message>
            <source>Packing, scores and the match</source>
            <translation>การหมอบ คะแนน และแมตช์</translation>
        </message>
        <message>
            <source>Pack (पैक करना) a hopeless hand for 20 points, and learn how a match of deals or pool 101 is won.</source>
            <translation>หมอบมือที่ไม่มีหวังเสีย 20 แต้ม และเรียนรู้ว่าแมตช์แบบนับตาหรือพูล 101 ชนะกันอย่างไร</translation>
        </message>
        <message>
            <source>This hand has nothing together. Instead of drawing, you may pack (पैक करना): drop out of the deal. On your first turn it costs 20 points, and your cards go back under the stock; on a later turn it costs 40.</source>
            <translation>มือนี้ไม่เข้ากันเลย แทนที่จะจั่ว คุณหมอบได้: ออกจากตานี้ หมอบตาแรกเสีย 20 แต้ม และไพ่ของคุณกลับไปอยู่ใต้กองจั่ว ถ้าหมอบตาหลังจากนั้นเสีย 40</translation>
        </message>
        <message>
            <source>Pack this time, to see what it costs.</source>
            <translation>ครั้งนี้หมอบ เพื่อดูว่าเสียเท่าไร</translation>
        </message>
        <message>
            <source>You packed for 20 points. With two players a pack ends the deal at once and the other player wins it; with more, the deal goes on, and when all but one have packed the last one wins. The sheet shows every hand as it was counted: the program counts a losing hand in its best arrangement. Press Next deal to go on.</source>
            <translation>คุณหมอบเสีย 20 แต้ม ถ้าเล่นสองคน การหมอบทำให้ตานี้จบทันทีและอีกคนชนะ ถ้ามากกว่านั้นจะเล่นต่อ และเมื่อทุกคนหมอบหมดเหลือคนเดียว คนนั้นชนะ ใบคะแนนแสดงทุกมือตามที่นับ: โปรแกรมนับมือที่แพ้ตามการจัดที่ดีที่สุด กด ตาถัดไป เพื่อไปต่อ</translation>
        </message>
        <message>
            <source>The next deal was dealt: the dealer moved one seat counter-clockwise, and the player after the dealer started. A match is a number of deals (this one 3; 1, 3, 6 or 10 at a new game), and the fewest points win. In pool rummy (101) a player reaching 101 points is out, and the last one left wins. That is all of Rummy: you are ready to play.</source>
            <translation>แจกตาถัดไปแล้ว: คนแจกขยับไปหนึ่งที่ทวนเข็มนาฬิกา และคนถัดจากคนแจกเริ่มก่อน แมตช์หนึ่งมีหลายตา (แมตช์นี้ 3 ตา เมื่อเริ่มเกมใหม่เลือกได้ 1, 3, 6 หรือ 10) และแต้มน้อยที่สุดชนะ ในพูลรัมมี่ (101) ใครครบ 101 แต้มตกรอบ และคนสุดท้ายที่เหลือชนะ รัมมี่มีเท่านี้: คุณพร้อมเล่นแล้ว</translation>
        </message>
        <message>
            <source>Antes, the hole card and who bets first</source>
            <translation>แอนตี้ ไพ่คว่ำ และใครลงก่อน</translation>
        </message>
        <message>
            <source>See the 32-card deal: a hole card, a face-up card, and the strongest face-up card opening the betting.</source>
            <translation>ดูการแจกไพ่ 32 ใบ: ไพ่คว่ำหนึ่งใบ ไพ่หงายหนึ่งใบ และไพ่หงายที่แรงที่สุดเปิดการเดิมพัน</translation>
        </message>
        <message>
            <source>Xì tố is played with 32 cards: 7, 8, 9, 10, J (bồi), Q (đầm), K (già) and A (xì) in each suit. Everyone has paid one ante (cược) into the pot.</source>
            <translation>Xì tố เล่นด้วยไพ่ 32 ใบ: 7, 8, 9, 10, J, Q, K และ A ของทุกดอก ทุกคนจ่ายแอนตี้หนึ่งครั้งเข้ากองกลางแล้ว</translation>
        </message>
        <message>
            <source>You were dealt two cards: the hole card, face down, that only you see, and one card face up for everyone to see.</source>
            <translation>คุณได้ไพ่สองใบ: ไพ่คว่ำที่คุณเห็นคนเดียว และไพ่หงายหนึ่งใบที่ทุกคนเห็น</translation>
        </message>
        <message>
            <source>Whoever shows the strongest face-up cards bets first (Tố đầu). A card's strength is its rank, then its suit: bích ♠ above cơ ♥, rô ♦ and tép ♣. Your A♠ is the highest card of all, so you open.</source>
            <translation>ใครมีไพ่หงายแรงที่สุดได้ลงก่อน ความแรงของไพ่ดูที่แต้มก่อน แล้วจึงดูดอก: โพดำ ♠ สูงกว่าโพแดง ♥ ข้าวหลามตัด ♦ และดอกจิก ♣ A♠ ของคุณสูงที่สุด คุณจึงเปิด</translation>
        </message>
        <message>
            <source>Open with a bet (Tố) of 20 chips: more than one ante, at most the raise limit (Giới hạn tố) of 10 antes. Press Bet.</source>
            <translation>เปิดด้วยการลง 20 ชิป: มากกว่าหนึ่งแอนตี้ และไม่เกินขีดจำกัดการเพิ่ม 10 แอนตี้ กด ลง</translation>
        </message>
        <message>
            <source>Folding now would give up your ante with the best card on the table: bet 20.</source>
            <translation>ถ้าหมอบตอนนี้จะเสียแอนตี้ทั้งที่มีไพ่ดีที่สุดบนโต๊ะ: ลง 20</translation>
        </message>
        <message>
            <source>Bet exactly 20 chips for this lesson.</source>
            <translation>ในบทเรียนนี้ให้ลง 20 ชิปพอดี</translation>
        </message>
        <message>
            <source>Minh folded (Úp bài) and Lan called (Theo). Each player still in got one more face-up card, and a new betting round begins, again opened by the strongest face-up cards: yours.</source>
            <translation>Minh หมอบ และ Lan ตาม ทุกคนที่ยังอยู่ได้ไพ่หงายอีกหนึ่งใบ และเริ่มรอบเดิมพันใหม่ ซึ่งไพ่หงายที่แรงที่สุดเป็นคนเปิดอีก: ของคุณ</translation>
        </message>
        <message>
            <source>Bet 20 again.</source>
            <translation>ลง 20 อีกครั้ง</translation>
        </message>
        <message>
            <source>There are four betting rounds in all: after the 2nd, 3rd, 4th and 5th card. Turn order goes counter-clockwise, to your right. In a game a clock runs on your turn: whoever does not act within 30 seconds folds (the clock is off in these lessons).</source>
            <translation>มีรอบเดิมพันทั้งหมดสี่รอบ: หลังไพ่ใบที่ 2, 3, 4 และ 5 เล่นวนทวนเข็มนาฬิกาไปทางขวาของคุณ ในเกมจริงมีนาฬิกาจับเวลาตาของคุณ: ใครไม่ตัดสินใจใน 30 วินาทีจะหมอบ (บทเรียนนี้ปิดนาฬิกาไว้)</translation>
        </message>
        <message>
            <source>Folding first</source>
            <translation>หมอบตั้งแต่แรก</translation>
        </message>
        <message>
            <source>Fold (úp bài) as the first to act instead of betting.</source>
            <translation>หมอบแทนการลง เมื่อคุณต้องเล่นก่อน</translation>
        </message>
        <message>
            <source>Your A♥ is the strongest face-up card, so you act first. The first to act bets (Tố), or may fold instead.</source>
            <translation>A♥ ของคุณเป็นไพ่หงายที่แรงที่สุด คุณจึงได้เล่นก่อน คนที่เล่นก่อนต้องลง หรือจะหมอบแทนก็ได้</translation>
        </message>
        <message>
            <source>Your hole card is a 7♠, nothing with your ace. Fold (Úp bài): you lose only your ante.</source>
            <translation>ไพ่คว่ำของคุณเป็น 7♠ ไม่เข้ากับ A เลย หมอบ: คุณเสียแค่แอนตี้</translation>
        </message>
        <message>
            <source>Fold this time, to see that the first to act may.</source>
            <translation>ครั้งนี้หมอบ เพื่อดูว่าคนที่เล่นก่อนหมอบได้</translation>
        </message>
        <message>
            <source>Minh and Lan played the hand out without you. You lost only your ante, 10 chips.</source>
            <translation>Minh กับ Lan เล่นมือนี้ต่อจนจบโดยไม่มีคุณ คุณเสียแค่แอนตี้ 10 ชิป</translation>
        </message>
        <message>
            <source>Call, raise and fold</source>
            <translation>ตาม เพิ่ม และหมอบ</translation>
        </message>
        <message>
            <source>Answer a bet: call (Theo), raise (Tố thêm) or fold (Úp bài), within the table's limits.</source>
            <translation>ตอบการลง: ตาม เพิ่ม หรือหมอบ ภายในขีดจำกัดของโต๊ะ</translation>
        </message>
        <message>
            <source>This time Minh shows the highest face-up card, A♠, so Minh opened with a bet. Lan folded. Now it is your turn to answer.</source>
            <translation>ครั้งนี้ Minh มีไพ่หงายสูงสุดคือ A♠ Minh จึงเปิดด้วยการลง Lan หมอบ ตอนนี้ถึงตาคุณตอบ</translation>
        </message>
        <message>
            <source>Call (Theo): put in just enough to match Minh's bet and stay in the hand.</source>
            <translation>ตาม: ใส่ชิปให้เท่ากับที่ Minh ลง เพื่ออยู่ในมือนี้ต่อ</translation>
        </message>
        <message>
            <source>Stay in: call this bet.</source>
            <translation>อยู่ต่อ: ตามการลงนี้</translation>
        </message>
        <message>
            <source>Just call this time: raising comes next.</source>
            <translation>ครั้งนี้ตามก่อน: การเพิ่มอยู่ขั้นต่อไป</translation>
        </message>
        <message>
            <source>Minh now shows a pair of aces (Đôi) face up and bets again. Raise (Tố thêm): call his bet and add 30 more. A raise is more than one ante and at most the raise limit, 10 antes.</source>
            <translation>ตอนนี้ Minh หงายคู่ A และลงอีก เพิ่ม: ตามที่เขาลงแล้วเพิ่มอีก 30 การเพิ่มต้องมากกว่าหนึ่งแอนตี้ และไม่เกินขีดจำกัดการเพิ่ม 10 แอนตี้</translation>
        </message>
        <message>
            <source>Raise by exactly 30 chips for this lesson.</source>
            <translation>ในบทเรียนนี้ให้เพิ่ม 30 ชิปพอดี</translation>
        </message>
        <message>
            <source>Raise this time: call and add 30.</source>
            <translation>ครั้งนี้เพิ่ม: ตามแล้วเพิ่มอีก 30</translation>
        </message>
        <message>
            <source>Minh raised back. With only a pair of kings against his face-up pair of aces, give up: fold (Úp bài). You lose what you put in, nothing more.</source>
            <translation>Minh เพิ่มกลับ คุณมีแค่คู่ K สู้คู่ A ที่เขาหงายอยู่ ยอมเถอะ: หมอบ คุณเสียเฉพาะที่ลงไปแล้ว ไม่มากกว่านั้น</translation>
        </message>
        <message>
            <source>Fold here: your kings are beaten by the aces on show.</source>
            <translation>หมอบตรงนี้: คู่ K ของคุณแพ้คู่ A ที่หงายอยู่</translation>
        </message>
        <message>
            <source>Everyone but Minh folded, so Minh won the pot at once, without showing his hole card.</source>
            <translation>ทุกคนหมอบยกเว้น Minh เขาจึงได้กองกลางทันทีโดยไม่ต้องเปิดไพ่คว่ำ</translation>
        </message>
        <message>
            <source>A new hand was dealt, with a new ante from everyone. The dealer button moved one seat counter-clockwise: it only decides who is dealt first; the strongest face-up card still bets first.</source>
            <translation>แจกมือใหม่แล้ว ทุกคนจ่ายแอนตี้ใหม่ ปุ่มคนแจกขยับไปหนึ่งที่ทวนเข็มนาฬิกา: ปุ่มนี้บอกแค่ว่าใครได้ไพ่ก่อน ไพ่หงายที่แรงที่สุดยังคงได้ลงก่อนเหมือนเดิม</translation>
        </message>
        <message>
            <source>The turn clock</source>
            <translation>นาฬิกาจับเวลา</translation>
        </message>
        <message>
            <source>See the clock fold a player who does not act in time.</source>
            <translation>ดูนาฬิกาทำให้ผู้เล่นที่ไม่ตัดสินใจทันเวลาหมอบ</translation>
        </message>
        <message>
            <source>Every turn has a clock (15 seconds here; 30 at a new game, or off, 15 or 60 in the table's settings). Minh bet. This time press nothing: watch your seconds run out beside your seat. A player who does not act in time folds (úp bài).</source>
            <translation>ทุกตามีนาฬิกาจับเวลา (ที่นี่ 15 วินาที เกมใหม่เริ่มที่ 30 และตั้งเป็นปิด 15 หรือ 60 ได้ในการตั้งค่าโต๊ะ) Minh ลงแล้ว ครั้งนี้ไม่ต้องกดอะไร: ดูวินาทีของคุณหมดลงข้างที่นั่ง ผู้เล่นที่ไม่ตัดสินใจทันเวลาจะหมอบ</translation>
        </message>
        <message>
            <source>Press nothing this time: let the clock run out.</source>
            <translation>ครั้งนี้ไม่ต้องกดอะไร: ปล่อยให้หมดเวลา</translation>
        </message>
        <message>
            <source>Time ran out, so you folded, and with Lan out too Minh won the pot at once.</source>
            <translation>หมดเวลา คุณจึงหมอบ และเมื่อ Lan หมอบไปแล้วด้วย Minh จึงได้กองกลางทันที</translation>
        </message>
        <message>
            <source>A new hand: the clock runs again at each of your turns. Pausing the game stops it.</source>
            <translation>มือใหม่: นาฬิกาเริ่มจับเวลาใหม่ทุกตาของคุณ การหยุดเกมชั่วคราวจะหยุดนาฬิกาด้วย</translation>
        </message>
        <message>
            <source>Four rounds and the showdown</source>
            <translation>สี่รอบและการเปิดไพ่</translation>
        </message>
        <message>
            <source>Play all four betting rounds and win the showdown with a full house (Cù lũ) over a flush (Thùng).</source>
            <translation>เล่นครบสี่รอบเดิมพันและชนะตอนเปิดไพ่ด้วยฟูลเฮาส์เหนือฟลัช</translation>
        </message>
        <message>
            <source>Hands from weakest to strongest: high card (Mậu thầu), pair (Đôi), two pairs (Thú), three of a kind (Sám), straight (Sảnh), flush (Thùng), full house (Cù lũ), four of a kind (Tứ quý), straight flush (Thùng phá sảnh) and the royal one with an ace (Thùng phá sảnh lớn). Here a flush is below a full house.</source>
            <translation>มือจากอ่อนไปแรง: ไพ่สูง วันแพร์ ทูแพร์ ตอง สเตรท ฟลัช ฟูลเฮาส์ โฟร์การ์ด สเตรทฟลัช และรอยัลสเตรทฟลัชที่มี A ตรงนี้ฟลัชแพ้ฟูลเฮาส์</translation>
        </message>
        <message>
            <source>Minh's K♥ opened. Call.</source>
            <translation>K♥ ของ Minh เปิด ตาม</translation>
        </message>
        <message>
            <source>Your face-up pair of nines now bets first. Bet 11 chips, the smallest bet (one ante and a chip).</source>
            <translation>ตอนนี้คู่ 9 ที่คุณหงายอยู่ได้ลงก่อน ลง 11 ชิป ซึ่งเป็นการลงต่ำสุด (หนึ่งแอนตี้กับหนึ่งชิป)</translation>
        </message>
        <message>
            <source>Bet 11 again: a third betting round.</source>
            <translation>ลง 11 อีกครั้ง: รอบเดิมพันที่สาม</translation>
        </message>
        <message>
            <source>The fourth and last round: bet 11.</source>
            <translation>รอบที่สี่และรอบสุดท้าย: ลง 11</translation>
        </message>
        <message>
            <source>Minh raised: he shows four hearts. Call and go to the showdown.</source>
            <translation>Minh เพิ่ม: เขาหงายโพแดงสี่ใบ ตามแล้วไปเปิดไพ่</translation>
        </message>
        <message>
            <source>Call: your hole card makes a full house.</source>
            <translation>ตาม: ไพ่คว่ำของคุณทำให้เป็นฟูลเฮาส์</translation>
        </message>
        <message>
            <source>At the showdown the hole cards were turned: your 9 9 9 10 10, a full house (Cù lũ), beat Minh's flush (Thùng), and the pot is yours (see the sheet). Straights run from 7-8-9-10-J up to 10-J-Q-K-A only: the ace is never low. When all ranks are equal, the suit of the highest card decides.</source>
            <translation>ตอนเปิดไพ่ ไพ่คว่ำถูกหงายขึ้น: 9 9 9 10 10 ของคุณเป็นฟูลเฮาส์ ชนะฟลัชของ Minh และกองกลางเป็นของคุณ (ดูใบคะแนน) สเตรทมีตั้งแต่ 7-8-9-10-J ถึง 10-J-Q-K-A เท่านั้น: A ไม่เป็นไพ่ต่ำ ถ้าแต้มเท่ากันทุกใบ ดอกของใบสูงสุดเป็นตัวตัดสิน</translation>
        </message>
        <message>
            <source>Equal hands: the suit decides</source>
            <translation>มือเท่ากัน: ดอกตัดสิน</translation>
        </message>
        <message>
            <source>See two equal pairs decided by the suit of their highest card.</source>
            <translation>ดูว่าคู่ที่เท่ากันสองคู่ตัดสินกันด้วยดอกของใบสูงสุดอย่างไร</translation>
        </message>
        <message>
            <source>Two hands of the same kind are compared by the cards that make it, then the other cards from high to low. When every rank is equal, the suit decides: bích ♠ above cơ ♥, rô ♦ and tép ♣.</source>
            <translation>สองมือประเภทเดียวกันเทียบด้วยไพ่ที่ทำให้เป็นมือนั้นก่อน แล้วจึงเทียบไพ่อื่นจากสูงไปต่ำ ถ้าแต้มเท่ากันทุกใบ ดอกเป็นตัวตัดสิน: โพดำ ♠ สูงกว่าโพแดง ♥ ข้าวหลามตัด ♦ และดอกจิก ♣</translation>
        </message>
        <message>
            <source>Your K♦ is the strongest face-up card: bet 11 chips, the smallest bet.</source>
            <translation>K♦ ของคุณเป็นไพ่หงายที่แรงที่สุด: ลง 11 ชิป ซึ่งเป็นการลงต่ำสุด</translation>
        </message>
        <message>
            <source>Bet exactly 11 chips for this lesson.</source>
            <translation>ในบทเรียนนี้ให้ลง 11 ชิปพอดี</translation>
        </message>
        <message>
            <source>Stay in: bet 11 chips.</source>
            <translation>อยู่ต่อ: ลง 11 ชิป</translation>
        </message>
        <message>
            <source>Lan folded and Minh raised (Tố thêm). Call (Theo): match his raise and stay in.</source>
            <translation>Lan หมอบ และ Minh เพิ่ม ตาม: ใส่ชิปให้เท่ากับที่เขาเพิ่ม แล้วอยู่ต่อ</translation>
        </message>
        <message>
            <source>Stay in: call.</source>
            <translation>อยู่ต่อ: ตาม</translation>
        </message>
        <message>
            <source>Just call this time.</source>
            <translation>ครั้งนี้ตามอย่างเดียว</translation>
        </message>
        <message>
            <source>A new card each. Minh's A♦ beats your A♣ on show, so he bets first now. Call again.</source>
            <translation>ได้ไพ่ใหม่คนละใบ A♦ ที่ Minh หงายอยู่ชนะ A♣ ของคุณ ตอนนี้เขาจึงได้ลงก่อน ตามอีกครั้ง</translation>
        </message>
        <message>
            <source>Call.</source>
            <translation>ตาม</translation>
        </message>
        <message>
            <source>The last round: call and go to the showdown.</source>
            <translation>รอบสุดท้าย: ตามแล้วไปเปิดไพ่</translation>
        </message>
        <message>
            <source>You and Minh both hold a pair of kings with A, Q and J beside it: every rank is equal. The suit of the pair's highest card decides: your K♠ beats Minh's K♥, and the pot is yours.</source>
            <translation>คุณกับ Minh ต่างมีคู่ K กับ A, Q และ J: แต้มเท่ากันทุกใบ ดอกของใบสูงสุดในคู่เป็นตัวตัดสิน: K♠ ของคุณชนะ K♥ ของ Minh และกองกลางเป็นของคุณ</translation>
        </message>
        <message>
            <source>The ace is never low</source>
            <translation>A ไม่เป็นไพ่ต่ำ</translation>
        </message>
        <message>
            <source>See that A-7-8-9-10 is no straight: the ace only counts high.</source>
            <translation>ดูว่า A-7-8-9-10 ไม่ใช่สเตรท: A นับเป็นไพ่สูงเท่านั้น</translation>
        </message>
        <message>
            <source>Straights (Sảnh) run only from 7-8-9-10-J up to 10-J-Q-K-A: the ace is always high, never below the 7. Your hole card is the A♠.</source>
            <translation>สเตรทมีตั้งแต่ 7-8-9-10-J ถึง 10-J-Q-K-A เท่านั้น: A เป็นไพ่สูงเสมอ ไม่เคยต่ำกว่า 7 ไพ่คว่ำของคุณคือ A♠</translation>
        </message>
        <message>
            <source>Minh opened. Call (Theo).</source>
            <translation>Minh เปิดแล้ว ตาม</translation>
        </message>
        <message>
            <source>Stay in: call, to see the showdown.</source>
            <translation>อยู่ต่อ: ตาม เพื่อดูการเปิดไพ่</translation>
        </message>
        <message>
            <source>Just call in this lesson.</source>
            <translation>ในบทเรียนนี้ให้ตามอย่างเดียว</translation>
        </message>
        <message>
            <source>Call again.</source>
            <translation>ตามอีกครั้ง</translation>
        </message>
        <message>
            <source>The last round: 7 8 9 10 on show and your A♠ in the hole. Call and see the showdown.</source>
            <translation>รอบสุดท้าย: 7 8 9 10 หงายอยู่ และ A♠ เป็นไพ่คว่ำของคุณ ตามแล้วดูการเปิดไพ่</translation>
        </message>
        <message>
            <source>A♠ 7 8 9 10 is no straight: the ace never counts below the 7. It is only a high card (Mậu thầu), and Minh's pair of queens (Đôi) won.</source>
            <translation>A♠ 7 8 9 10 ไม่ใช่สเตรท: A ไม่เคยนับต่ำกว่า 7 จึงเป็นแค่ไพ่สูง และคู่ Q ของ Minh ชนะ</translation>
        </message>
        <message>
            <source>All-in and a side pot</source>
            <translation>ออลอินและกองกลางย่อย</translation>
        </message>
        <message>
            <source>Go all-in (Tố tất) when you cannot cover a bet, and see the main pot and a side pot.</source>
            <translation>ออลอินเมื่อชิปไม่พอตามการลง และดูกองกลางหลักกับกองกลางย่อย</translation>
        </message>
        <message>
            <source>You have only 30 chips left after the ante, and the bet to you is more than that.</source>
            <translation>หลังจ่ายแอนตี้ คุณเหลือแค่ 30 ชิป และยอดที่ต้องตามมากกว่านั้น</translation>
        </message>
        <message>
            <source>Call with everything you have: all-in (Tố tất). You can still win, but only what everyone could match.</source>
            <translation>ตามด้วยทุกอย่างที่มี: ออลอิน คุณยังชนะได้ แต่ได้เฉพาะส่วนที่ทุกคนลงเท่ากันได้</translation>
        </message>
        <message>
            <source>Go all-in this time: call with what you have.</source>
            <translation>ครั้งนี้ออลอิน: ตามด้วยชิปที่มี</translation>
        </message>
        <message>
            <source>Your chips and the same from each other player made the main pot, which you could win; what Minh and Lan bet beyond it made a side pot only they could win. Your four aces (Tứ quý) took the main pot and the side pot went to the better of their two hands. Chips are never made or lost: every pot goes to someone.</source>
            <translation>ชิปของคุณกับจำนวนเท่ากันจากผู้เล่นคนอื่นรวมเป็นกองกลางหลักที่คุณชนะได้ ส่วนที่ Minh กับ Lan ลงเกินไปเป็นกองกลางย่อยที่มีแค่สองคนนั้นชนะได้ โฟร์การ์ด A ของคุณได้กองกลางหลัก และกองกลางย่อยไปที่มือที่ดีกว่าในสองคนนั้น ชิปไม่มีเกิดใหม่หรือหายไป: ทุกกองมีคนได้เสมอ</translation>
        </message>
    </context>
    <context>
        <name>XitoDecisions</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/xito_decisions.py" line="+80" />
            <source>Time is up: you fold (úp bài) after %1 seconds.</source>
            <translation>หมดเวลา: คุณหมอบหลังผ่านไป %1 วินาที</translation>
        </message>
        <message>
            <location line="+12" />
            <source>You folded</source>
            <translation>คุณหมอบแล้ว</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The session is over.</source>
            <translation>จบวงแล้ว</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Re-buy %1 chips</source>
            <translation>ซื้อชิปเพิ่ม %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You have 1 chip, less than the ante (%2). Re-buy up to %3, or sit this hand out?</source>
            <translation>คุณมี 1 ชิป น้อยกว่าแอนตี้ (%2) ซื้อเพิ่มได้ถึง %3 หรือจะพักมือนี้?</translation>
        </message>
        <message>
            <location line="+4" />
            <source>You have %1 chips, less than the ante (%2). Re-buy up to %3, or sit this hand out?</source>
            <translation>คุณมี %1 ชิป น้อยกว่าแอนตี้ (%2) ซื้อเพิ่มได้ถึง %3 หรือจะพักมือนี้?</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Bet</source>
            <translation>ลง</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Raise by</source>
            <translation>เพิ่มอีก</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Call %1 · all-in</source>
            <translation>ตาม %1 · ออลอิน</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Call %1</source>
            <translation>ตาม %1</translation>
        </message>
        <message>
            <location line="+21" />
            <source>You bet first: all-in with your last chip, or fold.</source>
            <translation>คุณลงก่อน: ออลอินด้วยชิปสุดท้าย หรือหมอบ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You bet first: all-in with your last %1 chips, or fold.</source>
            <translation>คุณลงก่อน: ออลอินด้วยชิป %1 ที่เหลือ หรือหมอบ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You bet first (tố đầu): %1–%2 chips, or fold.</source>
            <translation>คุณลงก่อน: %1–%2 ชิป หรือหมอบ</translation>
        </message>
        <message>
            <location line="+4" />
            <source>call your last %1 (all-in)</source>
            <translation>ตามด้วย %1 ที่เหลือ (ออลอิน)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>call %1</source>
            <translation>ตาม %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 has %2 in: %3 or fold. %4</source>
            <translation>%1 ลงไว้ %2: %3 หรือหมอบ %4</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 has %2 in: %3, raise by %4–%5, or fold.</source>
            <translation>%1 ลงไว้ %2: %3 เพิ่มอีก %4–%5 หรือหมอบ</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The table</source>
            <translation>โต๊ะ</translation>
        </message>
        <message>
            <location line="+5" />
            <source>No more raises this round: the limit is %1.</source>
            <translation>รอบนี้เพิ่มไม่ได้อีก: จำกัดที่ %1 ครั้ง</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Too few chips left to raise.</source>
            <translation>ชิปเหลือน้อยเกินกว่าจะเพิ่ม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Nobody left could answer a raise.</source>
            <translation>ไม่มีใครที่เหลือตามการเพิ่มได้</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 decides whether to re-buy…</source>
            <translation>%1 กำลังคิดว่าจะซื้อเพิ่มไหม…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 bets first (tố đầu)…</source>
            <translation>%1 ลงก่อน…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 decides: call, raise or fold…</source>
            <translation>%1 กำลังคิด: ตาม เพิ่ม หรือหมอบ…</translation>
        </message>
        <message>
            <location line="+35" />
            <source>Bet %1</source>
            <translation>ลง %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Raise by %1</source>
            <translation>เพิ่มอีก %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Fold</source>
            <translation>หมอบ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Sit this hand out</source>
            <translation>พักมือนี้</translation>
        </message>
        <message>
            <location line="+31" />
            <source>hole card %1</source>
            <translation>ไพ่คว่ำ %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source> (only you see it)</source>
            <translation> (คุณเห็นคนเดียว)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>a hole card, face down</source>
            <translation>ไพ่คว่ำหนึ่งใบ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>face-up card %1</source>
            <translation>ไพ่หงาย %1</translation>
        </message>
        <message>
            <location line="+15" />
            <source>%1 showing</source>
            <translation>%1 หงายอยู่</translation>
        </message>
        <message>
            <location line="+4" />
            <source> (folded)</source>
            <translation> (หมอบ)</translation>
        </message>
    </context>
    <context>
        <name>XitoEvents</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/xito_events.py" line="+65" />
            <source>Dealer</source>
            <translation>คนแจก</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+17" />
            <source>Sits out</source>
            <translation>พักมือนี้</translation>
        </message>
        <message>
            <location line="-9" />
            <source>Re-bought %1</source>
            <translation>ซื้อเพิ่ม %1</translation>
        </message>
        <message>
            <location line="+207" />
            <source>Wins %1</source>
            <translation>ได้ %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You won %2 with %3</source>
            <translation>คุณได้ %2 ด้วย %3</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 won %2 with %3</source>
            <translation>%1 ได้ %2 ด้วย %3</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You won %2: %3</source>
            <translation>คุณได้ %2: %3</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 won %2: %3</source>
            <translation>%1 ได้ %2: %3</translation>
        </message>
        <message>
            <location line="+7" />
            <source>You won %2</source>
            <translation>คุณได้ %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 won %2</source>
            <translation>%1 ได้ %2</translation>
        </message>
        <message>
            <location line="+23" />
            <source>loses</source>
            <translation>แพ้</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Last hand:</source>
            <translation>มือที่แล้ว:</translation>
        </message>
        <message>
            <location line="+13" />
            <source>You won %1</source>
            <translation>คุณได้ %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lost %1</source>
            <translation>คุณเสีย %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You broke even</source>
            <translation>คุณเสมอตัว</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You put in %1 and took %2.</source>
            <translation>คุณลงไป %1 ได้คืน %2</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You put in %1.</source>
            <translation>คุณลงไป %1</translation>
        </message>
        <message>
            <location line="+25" />
            <source>The session is over: you are %1 chips up</source>
            <translation>จบวงแล้ว: คุณได้ %1 ชิป</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The session is over: you are %1 chips down</source>
            <translation>จบวงแล้ว: คุณเสีย %1 ชิป</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The session is over: you broke even</source>
            <translation>จบวงแล้ว: คุณเสมอตัว</translation>
        </message>
    </context>
    <context>
        <name>XitoPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/xito_panel.py" line="+35" />
            <location line="+38" />
            <source>Bet</source>
            <translation>ลง</translation>
        </message>
        <message>
            <location line="-9" />
            <source>Fold</source>
            <translation>หมอบ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Call</source>
            <translation>ตาม</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Min</source>
            <translation>ต่ำสุด</translation>
        </message>
        <message>
            <location line="+3" />
            <source>½ pot</source>
            <translation>½ กอง</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pot</source>
            <translation>เต็มกอง</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+98" />
            <source>Max</source>
            <translation>สูงสุด</translation>
        </message>
        <message>
            <location line="-96" />
            <source>Raise</source>
            <translation>เพิ่ม</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Re-buy</source>
            <translation>ซื้อเพิ่ม</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sit this hand out</source>
            <translation>พักมือนี้</translation>
        </message>
        <message>
            <location line="+40" />
            <source>From %1 to %2 chips (PgDown / PgUp: one ante less or more; Home / End: %1 or %2)</source>
            <translation>%1 ถึง %2 ชิป (PgDown / PgUp: ลดหรือเพิ่มหนึ่งแอนตี้ Home / End: %1 หรือ %2)</translation>
        </message>
        <message>
            <location line="+34" />
            <source>All-in</source>
            <translation>ออลอิน</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Bet %1</source>
            <translation>ลง %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Raise to %1</source>
            <translation>เพิ่มเป็น %1</translation>
        </message>
    </context>
    <context>
        <name>XitoTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/xito.py" line="+239" />
            <source>All-in %1 · tố tất</source>
            <translation>ออลอิน %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Bet %1 · tố</source>
            <translation>ลง %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Call %1 · theo</source>
            <translation>ตาม %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Raise to %1 · tố thêm</source>
            <translation>เพิ่มเป็น %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fold · úp bài</source>
            <translation>หมอบ</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Dealer</source>
            <translation>คนแจก</translation>
        </message>
        <message>
            <location line="+38" />
            <source>Sits out</source>
            <translation>พักมือนี้</translation>
        </message>
        <message>
            <location line="+21" />
            <source>All-in · tố tất</source>
            <translation>ออลอิน</translation>
        </message>
        <message>
            <location line="+17" />
            <source>First to bet · tố đầu</source>
            <translation>ลงก่อน</translation>
        </message>
        <message>
            <location line="+1" />
            <source>shows %1</source>
            <translation>เปิด %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Hand %1</source>
            <translation>มือที่ %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>betting round %1 of 4</source>
            <translation>รอบเดิมพันที่ %1 จาก 4</translation>
        </message>
        <message>
            <location line="-199" />
            <source>Hole card</source>
            <translation>ไพ่คว่ำ</translation>
        </message>
        <message>
            <location line="+0" />
            <source>hidden from the others</source>
            <translation>คนอื่นมองไม่เห็น</translation>
        </message>
        <message>
            <location line="+201" />
            <source>no more betting</source>
            <translation>ไม่มีการลงเดิมพันอีก</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Ante %1 · a bet: %2 to %3 chips</source>
            <translation>แอนตี้ %1 · ลงได้ %2 ถึง %3 ชิป</translation>
        </message>
        <message>
            <location line="+7" />
            <source>a raise: the call + %1 to %2</source>
            <translation>การเพิ่ม: ยอดตาม + %1 ถึง %2</translation>
        </message>
        <message>
            <location line="+6" />
            <source>at most one raise a round</source>
            <translation>เพิ่มได้ไม่เกินหนึ่งครั้งต่อรอบ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>at most %1 raises a round</source>
            <translation>เพิ่มได้ไม่เกิน %1 ครั้งต่อรอบ</translation>
        </message>
        <message>
            <location line="+58" />
            <source>Pot %1</source>
            <translation>กองกลาง %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Main pot %1</source>
            <translation>กองกลางหลัก %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Side pot %2: %1 · </source>
            <translation>กองกลางย่อย %2: %1 · </translation>
        </message>
        <message>
            <location line="+53" />
            <source>your hand: %1</source>
            <translation>ไพ่ของคุณ: %1</translation>
        </message>
        <message>
            <location line="-11" />
            <source>your hand</source>
            <translation>ไพ่ของคุณ</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>Players</source>
            <translation>ผู้เล่น</translation>
        </message>
        <message>
            <source>Guandan is played by four players in two teams, partners sitting opposite.</source>
            <translation>ไพ่กวนตั้นเล่นสี่คนแบ่งเป็นสองทีม คู่หูนั่งตรงข้ามกัน</translation>
        </message>
        <message>
            <source>Show all card counts</source>
            <translation>แสดงจำนวนไพ่ทุกคน</translation>
        </message>
        <message>
            <source>Show how many cards every player holds; off: only counts of 10 or fewer, as at a table.</source>
            <translation>แสดงจำนวนไพ่ในมือของทุกคน ปิด: แสดงเฉพาะเมื่อเหลือ 10 ใบหรือน้อยกว่า เหมือนที่โต๊ะจริง</translation>
        </message>
        <message>
            <source>Drop back after three failures at A</source>
            <translation>กลับระดับ 2 เมื่อพลาดที่ A สามครั้ง</translation>
        </message>
        <message>
            <source>A team that plays at its own level A three times without winning goes back to level 2.</source>
            <translation>ทีมที่เล่นระดับ A ของตัวเองสามครั้งแล้วยังไม่ชนะ จะกลับไปที่ระดับ 2</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>ที่นั่ง</translation>
        </message>
        <message>
            <source>People at the table, the dealer included (each plays at least one hand).</source>
            <translation>จำนวนคนที่โต๊ะ รวมเจ้ามือ (แต่ละคนเล่นอย่างน้อยหนึ่งขา)</translation>
        </message>
        <message>
            <source>Starting chips</source>
            <translation>ชิปเริ่มต้น</translation>
        </message>
        <message>
            <source>Chips each seat starts with; a broke seat buys this many again.</source>
            <translation>ชิปที่แต่ละที่นั่งมีตอนเริ่ม ที่นั่งที่ชิปหมดจะซื้อเพิ่มเท่านี้</translation>
        </message>
        <message>
            <source>Minimum bet</source>
            <translation>เดิมพันขั้นต่ำ</translation>
        </message>
        <message>
            <source>The smallest bet on one hand.</source>
            <translation>เดิมพันต่ำสุดต่อหนึ่งขา</translation>
        </message>
        <message>
            <source>Dealer's maximum bet</source>
            <translation>อั้นเดิมพันของเจ้ามือ</translation>
        </message>
        <message>
            <source>The largest bet the dealer accepts on one hand (อั้นเดิมพัน).</source>
            <translation>เดิมพันสูงสุดต่อหนึ่งขาที่เจ้ามือรับ</translation>
        </message>
        <message>
            <source>Must draw under 4</source>
            <translation>ต่ำกว่า 4 ต้องจั่ว</translation>
        </message>
        <message>
            <source>A player whose two cards are worth less than 4 points must draw a third card.</source>
            <translation>ผู้เล่นที่ไพ่สองใบได้ต่ำกว่า 4 แต้ม ต้องจั่วใบที่สาม</translation>
        </message>
        <message>
            <source>Dealer may catch two</source>
            <translation>เจ้ามือจับสองได้</translation>
        </message>
        <message>
            <source>Before drawing, the dealer may settle against all two-card hands, not only three-card.</source>
            <translation>ก่อนจั่ว เจ้ามือเปิดตัดสินกับทุกขาที่มีสองใบได้ ไม่ใช่แค่สามใบ</translation>
        </message>
        <message>
            <source>Ties pay the deng difference</source>
            <translation>เสมอจ่ายส่วนต่างเด้ง</translation>
        </message>
        <message>
            <source>Equal hands with different deng: the one with more deng collects the difference.</source>
            <translation>แต้มเท่ากันแต่เด้งต่างกัน: ฝ่ายที่เด้งมากกว่าได้ส่วนต่าง</translation>
        </message>
        <message>
            <source>Hands per player</source>
            <translation>ขาต่อผู้เล่น</translation>
        </message>
        <message>
            <source>How many hands (legs) one player may bet on in a round.</source>
            <translation>ผู้เล่นหนึ่งคนแทงได้กี่ขาในหนึ่งรอบ</translation>
        </message>
        <message>
            <source>Dealer rounds</source>
            <translation>รอบของเจ้ามือ</translation>
        </message>
        <message>
            <source>Rounds an AI dealer keeps the bank; you are offered it each time it passes.</source>
            <translation>จำนวนรอบที่เจ้ามือ AI ถือตำแหน่ง คุณจะได้รับข้อเสนอทุกครั้งที่ตำแหน่งเปลี่ยนมือ</translation>
        </message>
        <message>
            <source>First dealer</source>
            <translation>เจ้ามือคนแรก</translation>
        </message>
        <message>
            <source>The seat holding the bank in the first round (0 is you).</source>
            <translation>ที่นั่งที่เป็นเจ้ามือในรอบแรก (0 คือคุณ)</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>จำนวนรอบ</translation>
        </message>
        <message>
            <source>End the session after this many rounds (empty: play on until you leave).</source>
            <translation>เลิกวงหลังเล่นครบเท่านี้รอบ (ว่าง: เล่นไปจนกว่าคุณจะออก)</translation>
        </message>
        <message>
            <source>Seats at the table: you and the AI players (5 cards each from 32).</source>
            <translation>ที่นั่งที่โต๊ะ: คุณและผู้เล่น AI (คนละ 5 ใบจากสำรับ 32 ใบ)</translation>
        </message>
        <message>
            <source>Ante (1 cược)</source>
            <translation>แอนตี้</translation>
        </message>
        <message>
            <source>Chips every player puts in the pot before the cards are dealt.</source>
            <translation>ชิปที่ผู้เล่นทุกคนลงกองกลางก่อนแจกไพ่</translation>
        </message>
        <message>
            <source>Raise limit (antes)</source>
            <translation>จำกัดการเพิ่ม (แอนตี้)</translation>
        </message>
        <message>
            <source>Largest single bet or raise (giới hạn tố), in antes; the smallest is one ante and a chip.</source>
            <translation>การลงหรือเพิ่มครั้งเดียวสูงสุด นับเป็นแอนตี้ ต่ำสุดคือหนึ่งแอนตี้กับหนึ่งชิป</translation>
        </message>
        <message>
            <source>Max raises per round</source>
            <translation>เพิ่มได้สูงสุดต่อรอบ</translation>
        </message>
        <message>
            <source>Off: raise as often as you like; a number: after that many raises, only call or fold.</source>
            <translation>ปิด: เพิ่มได้ไม่จำกัด ตัวเลข: หลังเพิ่มครบเท่านั้น ตามหรือหมอบได้อย่างเดียว</translation>
        </message>
        <message>
            <source>Starting stack</source>
            <translation>ชิปเริ่มต้น</translation>
        </message>
        <message>
            <source>Chips each player starts with; an AI player who cannot pay the ante re-buys this many.</source>
            <translation>ชิปที่ผู้เล่นแต่ละคนมีตอนเริ่ม ผู้เล่น AI ที่จ่ายแอนตี้ไม่ได้จะซื้อเพิ่มเท่านี้</translation>
        </message>
        <message>
            <source>Turn timer (seconds)</source>
            <translation>จับเวลาต่อตา (วินาที)</translation>
        </message>
        <message>
            <source>A player who does not act in time folds (the rules give 30 seconds); off for no clock.</source>
            <translation>ผู้เล่นที่ไม่ตัดสินใจภายในเวลาจะหมอบ (กติกาให้ 30 วินาที) ปิด: ไม่จับเวลา</translation>
        </message>
        <message>
            <source>How many seats at the table, 2 to 6.</source>
            <translation>จำนวนที่นั่งที่โต๊ะ 2 ถึง 6</translation>
        </message>
        <message>
            <source>Decks for 4–6 players</source>
            <translation>สำรับสำหรับ 4–6 คน</translation>
        </message>
        <message>
            <source>2–3 players use one deck; 4–6 players use 2 decks, or 3 with this setting.</source>
            <translation>2–3 คนใช้ไพ่สำรับเดียว 4–6 คนใช้ 2 สำรับ หรือ 3 สำรับเมื่อเลือกข้อนี้</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>แมตช์</translation>
        </message>
        <message>
            <source>A fixed number of deals, or pool rummy: reaching 101 points puts a player out.</source>
            <translation>เล่นจำนวนตาคงที่ หรือพูลรัมมี่: ใครครบ 101 แต้มตกรอบ</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>จำนวนตา</translation>
        </message>
        <message>
            <source>How many deals a match lasts (not used in pool rummy).</source>
            <translation>แมตช์หนึ่งเล่นกี่ตา (ไม่ใช้ในพูลรัมมี่)</translation>
        </message>
        <message>
            <source>Sequences hold 6–7 cards</source>
            <translation>เรียงมี 6–7 ใบ</translation>
        </message>
        <message>
            <source>The pure and the second sequence of a declaration hold 6 or 7 cards together, as the rules say; off: longer sequences are fine too.</source>
            <translation>เรียงแท้และเรียงที่สองของการประกาศรวมกันมี 6 หรือ 7 ใบ ตามกติกา ปิด: เรียงยาวกว่านั้นก็ได้</translation>
        </message>
    </context>
    <context>
        <name>OptionValues</name>
        <message>
            <source>Deals</source>
            <translation>ตา</translation>
        </message>
        <message>
            <source>Pool 101</source>
            <translation>พูล 101</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>ตกลง</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>บันทึก</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>บันทึกทั้งหมด</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>เปิด</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>ใช่(&amp;Y)</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>ใช่ทั้งหมด(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>ไม่(&amp;N)</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>ไม่ทั้งหมด(&amp;O)</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>ยุติ</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>ลองใหม่</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>ข้าม</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>ปิด</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>ยกเลิก</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>ไม่บันทึก</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>วิธีใช้</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>นำไปใช้</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>รีเซ็ต</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>คืนค่าเริ่มต้น</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>That is not a {game} move (got {got}).</source>
            <comment>engine.not_a_move</comment>
            <translation>นั่นไม่ใช่การเล่นของ {game} (ได้รับ {got})</translation>
        </message>
        <message>
            <source>{field} must be {words}, got {problem}.</source>
            <comment>engine.bad_field</comment>
            <translation>{field} ต้องเป็น {words} แต่ได้ {problem}</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <comment>engine.match_over</comment>
            <translation>แมตช์จบแล้ว</translation>
        </message>
        <message>
            <source>{card}</source>
            <comment>engine.card</comment>
            <translation>{card}</translation>
        </message>
        <message>
            <source>Joker</source>
            <comment>engine.joker</comment>
            <translation>โจ๊กเกอร์</translation>
        </message>
        <message>
            <source>seat {seat}</source>
            <comment>engine.seat</comment>
            <translation>ที่นั่ง {seat}</translation>
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
            <translation>{action} ไม่ใช่การเล่นของกวนตั้น</translation>
        </message>
        <message>
            <source>The deck has already been cut.</source>
            <comment>guandan.already_cut</comment>
            <translation>ตัดไพ่ไปแล้ว</translation>
        </message>
        <message>
            <source>It is not time to play cards.</source>
            <comment>guandan.not_play_time</comment>
            <translation>ยังไม่ถึงเวลาลงไพ่</translation>
        </message>
        <message>
            <source>Plays are read at level {level} in this hand.</source>
            <comment>guandan.wrong_level</comment>
            <translation>มือนี้อ่านชุดไพ่ที่ระดับ {level}</translation>
        </message>
        <message>
            <source>You can only play cards from your own hand.</source>
            <comment>guandan.not_your_cards</comment>
            <translation>ลงได้เฉพาะไพ่ในมือของคุณเอง</translation>
        </message>
        <message>
            <source>Those cards are not that combination.</source>
            <comment>guandan.not_that_combination</comment>
            <translation>ไพ่เหล่านี้ไม่ใช่ชุดนั้น</translation>
        </message>
        <message>
            <source>{combo} does not beat {top}.</source>
            <comment>guandan.does_not_beat</comment>
            <translation>{combo} ไม่ชนะ {top}</translation>
        </message>
        <message>
            <source>Play a higher {kind} or a bomb, or pass ({top} leads this trick).</source>
            <comment>guandan.play_higher</comment>
            <translation>ลง{kind}ที่สูงกว่าหรือระเบิด หรือผ่าน ({top} นำรอบนี้อยู่)</translation>
        </message>
        <message>
            <source>You lead this trick: play any combination.</source>
            <comment>guandan.lead_any</comment>
            <translation>คุณนำรอบนี้: ลงชุดใดก็ได้</translation>
        </message>
        <message>
            <source>No tribute is being paid now.</source>
            <comment>guandan.no_tribute_now</comment>
            <translation>ตอนนี้ไม่มีการถวายบรรณาการ</translation>
        </message>
        <message>
            <source>Pay tribute with a card from your own hand.</source>
            <comment>guandan.tribute_from_hand</comment>
            <translation>ถวายบรรณาการด้วยไพ่ในมือของคุณเอง</translation>
        </message>
        <message>
            <source>Tribute is your highest card (the heart level cards do not count).</source>
            <comment>guandan.tribute_highest</comment>
            <translation>บรรณาการคือไพ่ที่สูงที่สุดของคุณ (ไม่นับไพ่หัวใจของไพ่ระดับ)</translation>
        </message>
        <message>
            <source>No tribute is being returned now.</source>
            <comment>guandan.no_return_now</comment>
            <translation>ตอนนี้ไม่มีการส่งคืนบรรณาการ</translation>
        </message>
        <message>
            <source>Return a card from your own hand.</source>
            <comment>guandan.return_from_hand</comment>
            <translation>ส่งคืนไพ่จากมือของคุณเอง</translation>
        </message>
        <message>
            <source>Return a card of rank 10 or lower that is not a level card (only if you have none, your lowest card).</source>
            <comment>guandan.return_low</comment>
            <translation>ส่งคืนไพ่ที่ไม่เกิน 10 และไม่ใช่ไพ่ระดับ (ถ้าไม่มีเลย จึงคืนใบต่ำสุด)</translation>
        </message>
        <message>
            <source>Seat {banker} is Banker, partner {place}: seats {team} and {partner} win the hand (+{climb})</source>
            <comment>guandan.summary</comment>
            <translation>ที่นั่ง {banker} เป็นเจ้ามือ (ออกหมดก่อน) คู่หูเป็น{place}: ที่นั่ง {team} และ {partner} ชนะมือนี้ (+{climb})</translation>
        </message>
        <message>
            <source>{hand} and the game at A.</source>
            <comment>guandan.summary_game_won</comment>
            <translation>{hand} และชนะเกมที่ระดับ A</translation>
        </message>
        <message>
            <source>{hand}; levels now {even} (seats 0 and 2) and {odd} (seats 1 and 3).</source>
            <comment>guandan.summary_levels</comment>
            <translation>{hand} ตอนนี้ระดับ {even} (ที่นั่ง 0 และ 2) และ {odd} (ที่นั่ง 1 และ 3)</translation>
        </message>
        <message>
            <source>{text} Seats {seat} and {partner} drop back to 2 after three tries at A.</source>
            <comment>guandan.summary_drop_back</comment>
            <translation>{text} ที่นั่ง {seat} และ {partner} กลับไปที่ระดับ 2 หลังพลาดที่ A สามครั้ง</translation>
        </message>
        <message>
            <source>Follower</source>
            <comment>guandan.place_follower</comment>
            <translation>ผู้ตาม</translation>
        </message>
        <message>
            <source>Third</source>
            <comment>guandan.place_third</comment>
            <translation>คนที่สาม</translation>
        </message>
        <message>
            <source>Dweller</source>
            <comment>guandan.place_dweller</comment>
            <translation>ผู้พักอาศัย (บ๊วย)</translation>
        </message>
        <message>
            <source>small joker</source>
            <comment>guandan.small_joker</comment>
            <translation>โจ๊กเกอร์เล็ก</translation>
        </message>
        <message>
            <source>big joker</source>
            <comment>guandan.big_joker</comment>
            <translation>โจ๊กเกอร์ใหญ่</translation>
        </message>
        <message>
            <source>Single {rank}</source>
            <comment>guandan.single</comment>
            <translation>ไพ่เดี่ยว {rank}</translation>
        </message>
        <message>
            <source>Pair of {ranks}</source>
            <comment>guandan.pair</comment>
            <translation>ไพ่คู่ {ranks}</translation>
        </message>
        <message>
            <source>Triple {ranks}</source>
            <comment>guandan.triple</comment>
            <translation>ทริปเปิล {ranks}</translation>
        </message>
        <message>
            <source>Full house {ranks}</source>
            <comment>guandan.full_house</comment>
            <translation>ฟูลเฮาส์ {ranks}</translation>
        </message>
        <message>
            <source>Tube {ranks}</source>
            <comment>guandan.tube</comment>
            <translation>หลอด {ranks}</translation>
        </message>
        <message>
            <source>Plate {ranks}</source>
            <comment>guandan.plate</comment>
            <translation>เพลท {ranks}</translation>
        </message>
        <message>
            <source>Straight {low}–{high}</source>
            <comment>guandan.straight</comment>
            <translation>สเตรท {low}–{high}</translation>
        </message>
        <message>
            <source>Straight flush {low}–{high}</source>
            <comment>guandan.straight_flush</comment>
            <translation>สเตรทฟลัช {low}–{high}</translation>
        </message>
        <message>
            <source>Bomb of {n} × {rank}</source>
            <comment>guandan.bomb</comment>
            <translation>ระเบิด {rank} {n} ใบ</translation>
        </message>
        <message>
            <source>Joker bomb</source>
            <comment>guandan.joker_bomb</comment>
            <translation>ระเบิดโจ๊กเกอร์</translation>
        </message>
        <message numerus="yes">
            <source>{combo} (wilds as {ranks})</source>
            <comment>guandan.with_wilds</comment>
            <translation>
                <numerusform>{combo} (ไพ่แทนเป็น {ranks})</numerusform>
            </translation>
        </message>
        <message>
            <source>single</source>
            <comment>guandan.kind_single</comment>
            <translation>ไพ่เดี่ยว</translation>
        </message>
        <message>
            <source>pair</source>
            <comment>guandan.kind_pair</comment>
            <translation>ไพ่คู่</translation>
        </message>
        <message>
            <source>triple</source>
            <comment>guandan.kind_triple</comment>
            <translation>ทริปเปิล</translation>
        </message>
        <message>
            <source>full house</source>
            <comment>guandan.kind_full_house</comment>
            <translation>ฟูลเฮาส์</translation>
        </message>
        <message>
            <source>straight</source>
            <comment>guandan.kind_straight</comment>
            <translation>สเตรท</translation>
        </message>
        <message>
            <source>tube</source>
            <comment>guandan.kind_tube</comment>
            <translation>หลอด</translation>
        </message>
        <message>
            <source>plate</source>
            <comment>guandan.kind_plate</comment>
            <translation>เพลท</translation>
        </message>
        <message>
            <source>straight flush</source>
            <comment>guandan.kind_straight_flush</comment>
            <translation>สเตรทฟลัช</translation>
        </message>
        <message>
            <source>bomb</source>
            <comment>guandan.kind_bomb</comment>
            <translation>ระเบิด</translation>
        </message>
        <message>
            <source>joker bomb</source>
            <comment>guandan.kind_joker_bomb</comment>
            <translation>ระเบิดโจ๊กเกอร์</translation>
        </message>
        <message>
            <source>The session is over.</source>
            <comment>pokdeng.session_over</comment>
            <translation>จบวงแล้ว</translation>
        </message>
        <message>
            <source>You cannot {what} now: {waiting}.</source>
            <comment>pokdeng.cannot_now</comment>
            <translation>ตอนนี้คุณ{what}ไม่ได้: {waiting}</translation>
        </message>
        <message>
            <source>place a bet</source>
            <comment>pokdeng.what_place_a_bet</comment>
            <translation>วางเดิมพัน</translation>
        </message>
        <message>
            <source>finish betting</source>
            <comment>pokdeng.what_finish_betting</comment>
            <translation>วางเดิมพันให้เสร็จ</translation>
        </message>
        <message>
            <source>draw a card</source>
            <comment>pokdeng.what_draw</comment>
            <translation>จั่ว</translation>
        </message>
        <message>
            <source>stand</source>
            <comment>pokdeng.what_stand</comment>
            <translation>ไม่จั่ว</translation>
        </message>
        <message>
            <source>catch</source>
            <comment>pokdeng.what_catch</comment>
            <translation>จับ</translation>
        </message>
        <message>
            <source>decline to catch</source>
            <comment>pokdeng.what_decline_to_catch</comment>
            <translation>ไม่จับ</translation>
        </message>
        <message>
            <source>rebuy</source>
            <comment>pokdeng.what_rebuy</comment>
            <translation>ซื้อชิปเพิ่ม</translation>
        </message>
        <message>
            <source>leave the table</source>
            <comment>pokdeng.what_leave_the_table</comment>
            <translation>ออกจากโต๊ะ</translation>
        </message>
        <message>
            <source>take the bank</source>
            <comment>pokdeng.what_take_the_bank</comment>
            <translation>เป็นเจ้ามือ</translation>
        </message>
        <message>
            <source>decline the bank</source>
            <comment>pokdeng.what_decline_the_bank</comment>
            <translation>ไม่รับเจ้ามือ</translation>
        </message>
        <message>
            <source>deal another round</source>
            <comment>pokdeng.what_deal_another_round</comment>
            <translation>แจกรอบต่อไป</translation>
        </message>
        <message>
            <source>announce a stop</source>
            <comment>pokdeng.what_announce_a_stop</comment>
            <translation>ประกาศเลิกเป็นเจ้ามือ</translation>
        </message>
        <message>
            <source>seat {seat} is placing bets</source>
            <comment>pokdeng.waiting_bets</comment>
            <translation>ที่นั่ง {seat} กำลังวางเดิมพัน</translation>
        </message>
        <message>
            <source>hand {hand} (seat {seat}) draws or stands</source>
            <comment>pokdeng.waiting_draw</comment>
            <translation>ขา {hand} (ที่นั่ง {seat}) กำลังเลือกจั่วหรือไม่จั่ว</translation>
        </message>
        <message>
            <source>the dealer decides whether to catch</source>
            <comment>pokdeng.waiting_catch</comment>
            <translation>เจ้ามือกำลังคิดว่าจะจับไหม</translation>
        </message>
        <message>
            <source>the dealer draws or stands</source>
            <comment>pokdeng.waiting_dealer_draw</comment>
            <translation>เจ้ามือกำลังเลือกจั่วหรือไม่จั่ว</translation>
        </message>
        <message>
            <source>seat 0 is out of chips and must rebuy or leave</source>
            <comment>pokdeng.waiting_rebuy</comment>
            <translation>ที่นั่ง 0 ชิปหมด ต้องซื้อเพิ่มหรือออกจากโต๊ะ</translation>
        </message>
        <message>
            <source>seat 0 is offered the bank</source>
            <comment>pokdeng.waiting_bank_offer</comment>
            <translation>ที่นั่ง 0 ได้รับข้อเสนอให้เป็นเจ้ามือ</translation>
        </message>
        <message>
            <source>the dealer chooses to deal on or announce a stop</source>
            <comment>pokdeng.waiting_bank_keep</comment>
            <translation>เจ้ามือกำลังเลือกว่าจะแจกต่อหรือประกาศเลิก</translation>
        </message>
        <message>
            <source>the session is over</source>
            <comment>pokdeng.waiting_over</comment>
            <translation>จบวงแล้ว</translation>
        </message>
        <message>
            <source>A bet's spot and amount must be whole numbers.</source>
            <comment>pokdeng.bet_whole_numbers</comment>
            <translation>ที่และจำนวนเดิมพันต้องเป็นจำนวนเต็ม</translation>
        </message>
        <message>
            <source>You cannot open another hand this round.</source>
            <comment>pokdeng.no_more_hands</comment>
            <translation>รอบนี้คุณเปิดขาเพิ่มไม่ได้แล้ว</translation>
        </message>
        <message>
            <source>There is no position {spot} at this table.</source>
            <comment>pokdeng.no_position</comment>
            <translation>โต๊ะนี้ไม่มีตำแหน่ง {spot}</translation>
        </message>
        <message>
            <source>That position already has a hand.</source>
            <comment>pokdeng.position_taken</comment>
            <translation>ตำแหน่งนั้นมีขาอยู่แล้ว</translation>
        </message>
        <message>
            <source>That is another player's place: bet at yours or in a gap.</source>
            <comment>pokdeng.others_place</comment>
            <translation>นั่นคือที่ของผู้เล่นอื่น: แทงที่ของคุณหรือที่ว่าง</translation>
        </message>
        <message numerus="yes">
            <source>A bet here must be from {low} to %n chips.</source>
            <comment>pokdeng.bet_range</comment>
            <translation>
                <numerusform>เดิมพันที่นี่ต้องอยู่ระหว่าง {low} ถึง %n ชิป</numerusform>
            </translation>
        </message>
        <message>
            <source>It is hand {expected}'s turn to draw or stand, not hand {hand}.</source>
            <comment>pokdeng.wrong_hand</comment>
            <translation>ตอนนี้เป็นตาของขา {expected} ที่จะจั่วหรือไม่จั่ว ไม่ใช่ขา {hand}</translation>
        </message>
        <message>
            <source>Under 4 points a player must draw a third card (table rule).</source>
            <comment>pokdeng.must_draw</comment>
            <translation>ต่ำกว่า 4 แต้มต้องจั่วใบที่สาม (กติกาโต๊ะ)</translation>
        </message>
        <message>
            <source>At this table the dealer may catch only three-card hands.</source>
            <comment>pokdeng.catch_three_only</comment>
            <translation>โต๊ะนี้เจ้ามือจับได้เฉพาะขาที่มีสามใบ</translation>
        </message>
        <message>
            <source>There is no hand with {size} cards to catch.</source>
            <comment>pokdeng.nothing_to_catch</comment>
            <translation>ไม่มีขาที่มี {size} ใบให้จับ</translation>
        </message>
        <message>
            <source>You have bets on the table: play this round out first.</source>
            <comment>pokdeng.bets_on_table</comment>
            <translation>คุณมีเดิมพันอยู่บนโต๊ะ: เล่นรอบนี้ให้จบก่อน</translation>
        </message>
        <message>
            <source>Round {round}: dealer (seat {seat}) {delta}</source>
            <comment>pokdeng.summary</comment>
            <translation>รอบ {round}: เจ้ามือ (ที่นั่ง {seat}) {delta}</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <comment>pokdeng.points</comment>
            <translation>
                <numerusform>%n แต้ม</numerusform>
            </translation>
        </message>
        <message>
            <source>Pok {n}</source>
            <comment>pokdeng.pok</comment>
            <translation>ป๊อก {n}</translation>
        </message>
        <message>
            <source>Tong ×{x}</source>
            <comment>pokdeng.tong</comment>
            <translation>ตอง ×{x}</translation>
        </message>
        <message>
            <source>Straight flush ×{x}</source>
            <comment>pokdeng.straight_flush</comment>
            <translation>สเตรทฟลัช ×{x}</translation>
        </message>
        <message>
            <source>Straight ×{x}</source>
            <comment>pokdeng.straight</comment>
            <translation>เรียง ×{x}</translation>
        </message>
        <message>
            <source>Sam Lueang ×{x}</source>
            <comment>pokdeng.sam_lueang</comment>
            <translation>สามเหลือง ×{x}</translation>
        </message>
        <message>
            <source>{base}, two deng ×2</source>
            <comment>pokdeng.two_deng</comment>
            <translation>{base} สองเด้ง ×2</translation>
        </message>
        <message>
            <source>{base}, three deng ×3</source>
            <comment>pokdeng.three_deng</comment>
            <translation>{base} สามเด้ง ×3</translation>
        </message>
        <message>
            <source>There is no bet to call yet: bet (tố) or fold.</source>
            <comment>xito.no_bet_to_call</comment>
            <translation>ยังไม่มีเดิมพันให้ตาม: ลง หรือหมอบ</translation>
        </message>
        <message>
            <source>A bet is a whole number of chips.</source>
            <comment>xito.bet_whole_number</comment>
            <translation>เดิมพันต้องเป็นจำนวนชิปเต็ม</translation>
        </message>
        <message>
            <source>There is already a bet this round: call (theo), raise or fold.</source>
            <comment>xito.already_a_bet</comment>
            <translation>รอบนี้มีคนลงแล้ว: ตาม เพิ่ม หรือหมอบ</translation>
        </message>
        <message>
            <source>Nobody has bet yet this round: open with a bet (tố) or fold.</source>
            <comment>xito.nobody_bet</comment>
            <translation>รอบนี้ยังไม่มีใครลง: เปิดด้วยการลง หรือหมอบ</translation>
        </message>
        <message numerus="yes">
            <source>This round already had %n raises: call or fold.</source>
            <comment>xito.raise_limit</comment>
            <translation>
                <numerusform>รอบนี้เพิ่มไปแล้ว %n ครั้ง: ตามหรือหมอบ</numerusform>
            </translation>
        </message>
        <message>
            <source>Nobody left can answer a raise: call or fold.</source>
            <comment>xito.nobody_can_answer</comment>
            <translation>ไม่มีใครที่เหลือตามการเพิ่มได้: ตามหรือหมอบ</translation>
        </message>
        <message>
            <source>You do not have enough chips to raise: call or fold.</source>
            <comment>xito.not_enough_to_raise</comment>
            <translation>ชิปของคุณไม่พอจะเพิ่ม: ตามหรือหมอบ</translation>
        </message>
        <message numerus="yes">
            <source>The only bet you can make is %n chips (all-in).</source>
            <comment>xito.only_bet</comment>
            <translation>
                <numerusform>คุณลงได้แค่ %n ชิป (ออลอิน)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The only raise you can make is %n chips (all-in).</source>
            <comment>xito.only_raise</comment>
            <translation>
                <numerusform>คุณเพิ่มได้แค่ %n ชิป (ออลอิน)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A bet is from {low} to %n chips, not {amount}.</source>
            <comment>xito.bet_range</comment>
            <translation>
                <numerusform>การลงต้องอยู่ระหว่าง {low} ถึง %n ชิป ไม่ใช่ {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A raise is from {low} to %n chips, not {amount}.</source>
            <comment>xito.raise_range</comment>
            <translation>
                <numerusform>การเพิ่มต้องอยู่ระหว่าง {low} ถึง %n ชิป ไม่ใช่ {amount}</numerusform>
            </translation>
        </message>
        <message>
            <source>{action} is not a Xì tố action.</source>
            <comment>xito.not_an_action</comment>
            <translation>{action} ไม่ใช่การเล่นของ Xì tố</translation>
        </message>
        <message>
            <source>You cannot pay the ante: re-buy chips or sit this hand out.</source>
            <comment>xito.cannot_pay_ante</comment>
            <translation>คุณจ่ายแอนตี้ไม่ได้: ซื้อชิปเพิ่มหรือพักมือนี้</translation>
        </message>
        <message>
            <source>You can only re-buy or sit out before a hand, when you cannot pay the ante.</source>
            <comment>xito.rebuy_when</comment>
            <translation>ซื้อเพิ่มหรือพักได้เฉพาะก่อนเริ่มมือ เมื่อคุณจ่ายแอนตี้ไม่ได้</translation>
        </message>
        <message numerus="yes">
            <source>Seat {seat} wins %n chips: everyone else folded.</source>
            <comment>xito.all_folded</comment>
            <translation>
                <numerusform>ที่นั่ง {seat} ได้ %n ชิป: คนอื่นหมอบหมด</numerusform>
            </translation>
        </message>
        <message>
            <source>Seat {seat} wins the pot ({amount}) with {hand}.</source>
            <comment>xito.wins_pot</comment>
            <translation>ที่นั่ง {seat} ได้กองกลาง ({amount}) ด้วย{hand}</translation>
        </message>
        <message>
            <source>Seat {seat} wins the main pot ({amount}) with {hand}.</source>
            <comment>xito.wins_main_pot</comment>
            <translation>ที่นั่ง {seat} ได้กองกลางหลัก ({amount}) ด้วย{hand}</translation>
        </message>
        <message>
            <source>Seat {seat} wins side pot {pot} ({amount}) with {hand}.</source>
            <comment>xito.wins_side_pot</comment>
            <translation>ที่นั่ง {seat} ได้กองกลางย่อย {pot} ({amount}) ด้วย{hand}</translation>
        </message>
        <message>
            <source>{pots}</source>
            <comment>xito.pots</comment>
            <translation>{pots}</translation>
        </message>
        <message>
            <source>high card</source>
            <comment>xito.high_card</comment>
            <translation>ไพ่สูง</translation>
        </message>
        <message>
            <source>one pair</source>
            <comment>xito.pair</comment>
            <translation>วันแพร์</translation>
        </message>
        <message>
            <source>two pairs</source>
            <comment>xito.two_pair</comment>
            <translation>ทูแพร์</translation>
        </message>
        <message>
            <source>three of a kind</source>
            <comment>xito.three_kind</comment>
            <translation>ตอง</translation>
        </message>
        <message>
            <source>straight</source>
            <comment>xito.straight</comment>
            <translation>สเตรท</translation>
        </message>
        <message>
            <source>flush</source>
            <comment>xito.flush</comment>
            <translation>ฟลัช</translation>
        </message>
        <message>
            <source>full house</source>
            <comment>xito.full_house</comment>
            <translation>ฟูลเฮาส์</translation>
        </message>
        <message>
            <source>four of a kind</source>
            <comment>xito.four_kind</comment>
            <translation>โฟร์การ์ด</translation>
        </message>
        <message>
            <source>straight flush</source>
            <comment>xito.straight_flush</comment>
            <translation>สเตรทฟลัช</translation>
        </message>
        <message>
            <source>royal straight flush</source>
            <comment>xito.royal_flush</comment>
            <translation>รอยัลสเตรทฟลัช</translation>
        </message>
        <message>
            <source>That is not a rummy move.</source>
            <comment>rummy.not_a_move</comment>
            <translation>นั่นไม่ใช่การเล่นของรัมมี่</translation>
        </message>
        <message>
            <source>You have drawn already: discard a card or declare.</source>
            <comment>rummy.drawn_already</comment>
            <translation>คุณจั่วไปแล้ว: ทิ้งไพ่หนึ่งใบหรือประกาศ</translation>
        </message>
        <message>
            <source>Draw a card first (or pack).</source>
            <comment>rummy.draw_first</comment>
            <translation>จั่วไพ่ก่อน (หรือหมอบ)</translation>
        </message>
        <message>
            <source>The stock is empty: take the discard or pack.</source>
            <comment>rummy.stock_empty</comment>
            <translation>กองจั่วหมดแล้ว: เก็บใบทิ้งหรือหมอบ</translation>
        </message>
        <message>
            <source>The discard pile is empty: draw from the stock.</source>
            <comment>rummy.pile_empty</comment>
            <translation>กองทิ้งว่าง: จั่วจากกองจั่ว</translation>
        </message>
        <message>
            <source>Draw from the stock or the discard pile.</source>
            <comment>rummy.draw_where</comment>
            <translation>จั่วจากกองจั่วหรือกองทิ้ง</translation>
        </message>
        <message>
            <source>{card} is not in your hand.</source>
            <comment>rummy.not_in_hand</comment>
            <translation>{card} ไม่ได้อยู่ในมือคุณ</translation>
        </message>
        <message>
            <source>You took {card} from the discard pile: it cannot go back there this turn.</source>
            <comment>rummy.taken_card_stays</comment>
            <translation>คุณเก็บ {card} มาจากกองทิ้ง: ตานี้ทิ้งกลับไปไม่ได้</translation>
        </message>
        <message>
            <source>A declaration is made of the cards in your hand.</source>
            <comment>rummy.declare_own_cards</comment>
            <translation>การประกาศต้องใช้ไพ่ในมือของคุณ</translation>
        </message>
        <message>
            <source>This declaration is not valid. {problems}</source>
            <comment>rummy.declaration_invalid</comment>
            <translation>การประกาศนี้ไม่ถูกต้อง {problems}</translation>
        </message>
        <message>
            <source>You declare after drawing, with 14 cards in hand.</source>
            <comment>rummy.declare_with_14</comment>
            <translation>ประกาศได้หลังจั่ว เมื่อมีไพ่ในมือ 14 ใบ</translation>
        </message>
        <message>
            <source>Your groups and the face-down card must be the 14 cards in your hand.</source>
            <comment>rummy.not_the_hand</comment>
            <translation>กลุ่มของคุณกับใบที่คว่ำต้องเป็นไพ่ 14 ใบในมือของคุณ</translation>
        </message>
        <message>
            <source>Your groups and the face-down card must be the 14 cards in your hand (not in your hand: {extra}).</source>
            <comment>rummy.not_the_hand_extra</comment>
            <translation>กลุ่มของคุณกับใบที่คว่ำต้องเป็นไพ่ 14 ใบในมือของคุณ (ไม่ได้อยู่ในมือ: {extra})</translation>
        </message>
        <message>
            <source>Your groups and the face-down card must be the 14 cards in your hand (left out: {missing}).</source>
            <comment>rummy.not_the_hand_missing</comment>
            <translation>กลุ่มของคุณกับใบที่คว่ำต้องเป็นไพ่ 14 ใบในมือของคุณ (ขาดไป: {missing})</translation>
        </message>
        <message>
            <source>Your groups and the face-down card must be the 14 cards in your hand (not in your hand: {extra}; left out: {missing}).</source>
            <comment>rummy.not_the_hand_both</comment>
            <translation>กลุ่มของคุณกับใบที่คว่ำต้องเป็นไพ่ 14 ใบในมือของคุณ (ไม่ได้อยู่ในมือ: {extra} ขาดไป: {missing})</translation>
        </message>
        <message>
            <source>{card} appears {times}, but {decks} decks hold only {decks}.</source>
            <comment>rummy.too_many_copies</comment>
            <translation>{card} ปรากฏ {times} แต่ไพ่ {decks} สำรับมีใบนี้แค่ {decks} ใบ</translation>
        </message>
        <message>
            <source>{card} appears {times}, but one deck holds only one.</source>
            <comment>rummy.too_many_copies_one_deck</comment>
            <translation>{card} ปรากฏ {times} แต่ไพ่หนึ่งสำรับมีใบนี้แค่ใบเดียว</translation>
        </message>
        <message>
            <source>once</source>
            <comment>rummy.once</comment>
            <translation>ครั้งเดียว</translation>
        </message>
        <message>
            <source>twice</source>
            <comment>rummy.twice</comment>
            <translation>สองครั้ง</translation>
        </message>
        <message numerus="yes">
            <source>%n times</source>
            <comment>rummy.times</comment>
            <translation>
                <numerusform>%n ครั้ง</numerusform>
            </translation>
        </message>
        <message>
            <source>A declaration puts all {size} cards in groups; these groups hold {total}.</source>
            <comment>rummy.not_all_cards</comment>
            <translation>การประกาศต้องจัดไพ่ทั้ง {size} ใบเข้ากลุ่ม แต่กลุ่มเหล่านี้มี {total} ใบ</translation>
        </message>
        <message>
            <source>The same card is used twice: {cards}.</source>
            <comment>rummy.card_twice</comment>
            <translation>ใช้ไพ่ใบเดียวกันซ้ำ: {cards}</translation>
        </message>
        <message>
            <source>Group {number} ({cards}) is not a valid group: {why}</source>
            <comment>rummy.group_invalid</comment>
            <translation>กลุ่มที่ {number} ({cards}) ไม่ใช่กลุ่มที่ถูกต้อง: {why}</translation>
        </message>
        <message>
            <source>You need a pure sequence: a run of 3 or more in one suit with no joker standing in.</source>
            <comment>rummy.no_pure_sequence</comment>
            <translation>ต้องมีเรียงแท้: ไพ่ดอกเดียวกันเรียงกัน 3 ใบขึ้นไปโดยไม่มีโจ๊กเกอร์แทน</translation>
        </message>
        <message>
            <source>You need a second sequence (pure or mixed) besides your pure sequence.</source>
            <comment>rummy.no_second_sequence</comment>
            <translation>ต้องมีเรียงชุดที่สอง (แท้หรือผสม) นอกจากเรียงแท้</translation>
        </message>
        <message>
            <source>Your pure sequence and your second sequence must hold 6 or 7 cards together (3 + 3 or 3 + 4): split a longer sequence.</source>
            <comment>rummy.sequences_6_or_7</comment>
            <translation>เรียงแท้กับเรียงชุดที่สองต้องรวมกันได้ 6 หรือ 7 ใบ (3 + 3 หรือ 3 + 4): แยกเรียงที่ยาวกว่านั้น</translation>
        </message>
        <message>
            <source>At most two trios are allowed; you have {n}.</source>
            <comment>rummy.too_many_trios</comment>
            <translation>มีตองได้ไม่เกินสองชุด คุณมี {n} ชุด</translation>
        </message>
        <message numerus="yes">
            <source>As Auto-arrange groups your hand, %n cards besides the face-down one are in no group.</source>
            <comment>rummy.cards_in_no_group</comment>
            <translation>
                <numerusform>ตามที่จัดอัตโนมัติจัดกลุ่มไว้ นอกจากใบที่คว่ำแล้ว ยังมีไพ่ %n ใบไม่อยู่ในกลุ่ม</numerusform>
            </translation>
        </message>
        <message>
            <source>A group needs at least 3 cards.</source>
            <comment>rummy.group_too_small</comment>
            <translation>กลุ่มต้องมีอย่างน้อย 3 ใบ</translation>
        </message>
        <message>
            <source>A group needs at least one real card: jokers alone make no group.</source>
            <comment>rummy.jokers_alone</comment>
            <translation>กลุ่มต้องมีไพ่จริงอย่างน้อยหนึ่งใบ: โจ๊กเกอร์ล้วนเป็นกลุ่มไม่ได้</translation>
        </message>
        <message>
            <source>A trio has exactly 3 cards: three of one rank, or two and a wild card.</source>
            <comment>rummy.trio_size</comment>
            <translation>ตองมี 3 ใบพอดี: แต้มเดียวกันสามใบ หรือสองใบกับไพ่แทนหนึ่งใบ</translation>
        </message>
        <message>
            <source>Cards of different suits make no sequence, and cards of different ranks no trio.</source>
            <comment>rummy.mixed_suits</comment>
            <translation>ไพ่ต่างดอกเป็นเรียงไม่ได้ และไพ่ต่างแต้มเป็นตองไม่ได้</translation>
        </message>
        <message>
            <source>A sequence cannot hold two cards of the same rank.</source>
            <comment>rummy.rank_twice</comment>
            <translation>เรียงมีไพ่แต้มเดียวกันสองใบไม่ได้</translation>
        </message>
        <message>
            <source>A sequence is at most 13 cards long.</source>
            <comment>rummy.sequence_too_long</comment>
            <translation>เรียงยาวได้ไม่เกิน 13 ใบ</translation>
        </message>
        <message>
            <source>An ace is low (A-2-3) or high (Q-K-A), never both: K-A-2 does not count.</source>
            <comment>rummy.ace_both_ends</comment>
            <translation>A เป็นไพ่ต่ำ (A-2-3) หรือสูง (Q-K-A) ได้ แต่ไม่ใช่ทั้งสองอย่าง: K-A-2 ไม่นับ</translation>
        </message>
        <message>
            <source>A mixed sequence may use at most 2 wild cards standing in for missing cards.</source>
            <comment>rummy.too_many_wilds</comment>
            <translation>เรียงผสมใช้ไพ่แทนแทนใบที่ขาดได้ไม่เกิน 2 ใบ</translation>
        </message>
        <message>
            <source>This sequence has gaps that its wild cards cannot fill (at most 2 in one sequence).</source>
            <comment>rummy.gaps</comment>
            <translation>เรียงนี้มีช่องว่างที่ไพ่แทนเติมไม่ได้ (ไม่เกิน 2 ใบต่อหนึ่งเรียง)</translation>
        </message>
        <message>
            <source>Deal {deal}: seat {seat} declared; points {points}</source>
            <comment>rummy.summary_declared</comment>
            <translation>ตาที่ {deal}: ที่นั่ง {seat} ประกาศ แต้ม {points}</translation>
        </message>
        <message>
            <source>Deal {deal}: seat {seat} was the last player left; points {points}</source>
            <comment>rummy.summary_last_left</comment>
            <translation>ตาที่ {deal}: ที่นั่ง {seat} เป็นผู้เล่นคนสุดท้ายที่เหลือ แต้ม {points}</translation>
        </message>
        <message numerus="yes">
            <source>%n groups</source>
            <comment>advice.guandan.plan</comment>
            <translation>
                <numerusform>%n ชุด</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{plan} and %n bombs</source>
            <comment>advice.guandan.plan_bombs</comment>
            <translation>
                <numerusform>{plan} กับระเบิด %n ลูก</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>only %n bombs</source>
            <comment>advice.guandan.plan_only_bombs</comment>
            <translation>
                <numerusform>ระเบิด %n ลูกเท่านั้น</numerusform>
            </translation>
        </message>
        <message>
            <source>Cut: you turn one of the {count} cards; its rank, counted from you, picks who draws first, and whoever draws it leads the first trick.</source>
            <comment>advice.guandan.cut</comment>
            <translation>ตัดไพ่: คุณเปิดไพ่ 1 ใบจาก {count} ใบ แต้มของมันนับจากคุณบอกว่าใครจั่วก่อน และคนที่จั่วได้ใบนั้นเป็นผู้นำรอบแรก</translation>
        </message>
        <message>
            <source>Pass: nothing in your hand beats {top}.</source>
            <comment>advice.guandan.pass_cannot</comment>
            <translation>ผ่าน: ไม่มีไพ่ในมือคุณที่สู้ {top} ได้</translation>
        </message>
        <message>
            <source>Play {play}: it is the only play your cards allow.</source>
            <comment>advice.guandan.only_play</comment>
            <translation>ลง {play}: เป็นทางเดียวที่ไพ่ของคุณลงได้</translation>
        </message>
        <message>
            <source>Play {play}: it empties your hand.</source>
            <comment>advice.guandan.go_out</comment>
            <translation>ลง {play}: ไพ่จะหมดมือ</translation>
        </message>
        <message>
            <source>Return {card} to your partner: the best card you may.</source>
            <comment>advice.guandan.return_partner</comment>
            <translation>ส่งคืน {card} ให้คู่หู: เป็นใบที่ดีที่สุดที่คืนได้</translation>
        </message>
        <message>
            <source>Pay {card}: your hand is then {plan}, and no other card costs your plan less.</source>
            <comment>advice.guandan.tribute_plan</comment>
            <translation>ถวาย {card}: มือคุณจะเหลือ {plan} และไม่มีใบอื่นที่เสียแผนน้อยกว่านี้</translation>
        </message>
        <message>
            <source>Pay {card}: the tribute is your highest card; your hand is then {plan}.</source>
            <comment>advice.guandan.tribute_high</comment>
            <translation>ถวาย {card}: เครื่องบรรณาการคือไพ่ใบสูงสุดของคุณ มือคุณจะเหลือ {plan}</translation>
        </message>
        <message>
            <source>Return {card}: your hand is then {plan}, and no other card costs your plan less.</source>
            <comment>advice.guandan.return_plan</comment>
            <translation>ส่งคืน {card}: มือคุณจะเหลือ {plan} และไม่มีใบอื่นที่เสียแผนน้อยกว่านี้</translation>
        </message>
        <message>
            <source>Return {card}: the lowest card you can spare; your hand is then {plan}.</source>
            <comment>advice.guandan.return_low</comment>
            <translation>ส่งคืน {card}: ไพ่ใบต่ำสุดที่คุณสละได้ มือคุณจะเหลือ {plan}</translation>
        </message>
        <message>
            <source>Lead {play}: no higher one can be made from the {count} cards still out, so you keep the lead; your hand is then {plan}.</source>
            <comment>advice.guandan.lead_cash</comment>
            <translation>นำด้วย {play}: ไพ่ {count} ใบที่ยังไม่ออกทำชุดที่สูงกว่าไม่ได้ คุณจึงได้นำต่อ มือคุณจะเหลือ {plan}</translation>
        </message>
        <message>
            <source>Lead {play}: it is the one group of yours that can be beaten; your hand is then {plan}.</source>
            <comment>advice.guandan.lead_last</comment>
            <translation>นำด้วย {play}: เป็นชุดเดียวของคุณที่มีคนสู้ได้ มือคุณจะเหลือ {plan}</translation>
        </message>
        <message numerus="yes">
            <source>Lead {play}: your partner holds %n cards and can beat it.</source>
            <comment>advice.guandan.lead_feed</comment>
            <translation>
                <numerusform>นำด้วย {play}: คู่หูของคุณเหลือ %n ใบและสู้ชุดนี้ได้</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Lead {play}: {seat} holds %n cards and could answer any group; this one costs you least.</source>
            <comment>advice.guandan.lead_forced</comment>
            <translation>
                <numerusform>นำด้วย {play}: {seat} เหลือ %n ใบและสู้ได้ทุกชุด ชุดนี้เสียน้อยที่สุด</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Lead {play}: {seat} holds only %n cards and cannot answer it.</source>
            <comment>advice.guandan.lead_safe</comment>
            <translation>
                <numerusform>นำด้วย {play}: {seat} เหลือเพียง %n ใบและสู้ชุดนี้ไม่ได้</numerusform>
            </translation>
        </message>
        <message>
            <source>Lead {play}: it is your weakest group; your hand is then {plan}.</source>
            <comment>advice.guandan.lead_weakest</comment>
            <translation>นำด้วย {play}: เป็นชุดที่อ่อนที่สุดของคุณ มือคุณจะเหลือ {plan}</translation>
        </message>
        <message>
            <source>Lead {play}: your hand is then {plan}.</source>
            <comment>advice.guandan.lead_any</comment>
            <translation>นำด้วย {play}: มือคุณจะเหลือ {plan}</translation>
        </message>
        <message>
            <source>Pass: your partner is winning the trick with {top}.</source>
            <comment>advice.guandan.pass_partner</comment>
            <translation>ผ่าน: คู่หูของคุณกำลังชนะรอบนี้ด้วย {top}</translation>
        </message>
        <message>
            <source>Pass: beating {top} would cost your plan ({plan}) more than the trick is worth.</source>
            <comment>advice.guandan.pass_plan</comment>
            <translation>ผ่าน: การสู้ {top} จะทำให้แผนของคุณ ({plan}) เสียมากกว่าที่รอบนี้คุ้ม</translation>
        </message>
        <message>
            <source>Pass: beating {top} would spend {play}, worth more later.</source>
            <comment>advice.guandan.pass_save</comment>
            <translation>ผ่าน: การสู้ {top} ต้องใช้ {play} ซึ่งมีค่ากว่าในภายหลัง</translation>
        </message>
        <message numerus="yes">
            <source>Play {play}: {seat} holds %n cards; stop them before they go out.</source>
            <comment>advice.guandan.bomb_urgent</comment>
            <translation>
                <numerusform>ลง {play}: {seat} เหลือ %n ใบ หยุดเขาก่อนไพ่หมดมือ</numerusform>
            </translation>
        </message>
        <message>
            <source>Play {play}: the lead this bomb wins leaves you {plan} to finish with.</source>
            <comment>advice.guandan.bomb_finish</comment>
            <translation>ลง {play}: ระเบิดนี้ได้นำ แล้วมือคุณเหลือ {plan} ให้ลงจนหมด</translation>
        </message>
        <message>
            <source>Play {play}: no higher one can be made from the {count} cards still out, so the lead is yours; your hand is then {plan}.</source>
            <comment>advice.guandan.follow_win</comment>
            <translation>ลง {play}: ไพ่ {count} ใบที่ยังไม่ออกทำชุดที่สูงกว่าไม่ได้ คุณจึงได้นำ มือคุณจะเหลือ {plan}</translation>
        </message>
        <message numerus="yes">
            <source>Play {play}: {seat} holds %n cards; do not let them win the trick.</source>
            <comment>advice.guandan.follow_stop</comment>
            <translation>
                <numerusform>ลง {play}: {seat} เหลือ %n ใบ อย่าให้เขาชนะรอบนี้</numerusform>
            </translation>
        </message>
        <message>
            <source>Play {play}: it spends your wild {card}, worth it as your hand is then {plan}.</source>
            <comment>advice.guandan.follow_wild</comment>
            <translation>ลง {play}: ใช้ไพ่หัวใจของไพ่ระดับ {card} ของคุณ แต่คุ้มเพราะมือคุณจะเหลือ {plan}</translation>
        </message>
        <message>
            <source>Play {play}: it sheds a group; your hand is then {plan}.</source>
            <comment>advice.guandan.follow_shed</comment>
            <translation>ลง {play}: ทิ้งไปได้หนึ่งชุด มือคุณจะเหลือ {plan}</translation>
        </message>
        <message>
            <source>Play {play}: the smallest play that beats {top}; your hand is then {plan}.</source>
            <comment>advice.guandan.follow_low</comment>
            <translation>ลง {play}: ชุดเล็กที่สุดที่สู้ {top} ได้ มือคุณจะเหลือ {plan}</translation>
        </message>
        <message>
            <source>Pass: in {count} deals of the cards you cannot see, played out, your team takes the hand {chance} % of the time after a pass, {other} % after the best play.</source>
            <comment>advice.guandan.pass_search</comment>
            <translation>ผ่าน: ใน {count} การกระจายไพ่ที่คุณมองไม่เห็นซึ่งเล่นจนจบ ทีมของคุณชนะมือนี้ {chance} % เมื่อผ่าน และ {other} % เมื่อลงชุดที่ดีที่สุด</translation>
        </message>
        <message>
            <source>Play {play}: in {count} deals of the cards you cannot see, played out, your team takes the hand {chance} % of the time, {other} % after a pass.</source>
            <comment>advice.guandan.play_search</comment>
            <translation>ลง {play}: ใน {count} การกระจายไพ่ที่คุณมองไม่เห็นซึ่งเล่นจนจบ ทีมของคุณชนะมือนี้ {chance} % และ {other} % เมื่อผ่าน</translation>
        </message>
        <message>
            <source>Keep to your plan: your hand is then {plan}.</source>
            <comment>advice.guandan.keep_plan</comment>
            <translation>ทำตามแผน: มือคุณจะเหลือ {plan}</translation>
        </message>
        <message>
            <source>Rebuy: leaving ends the session.</source>
            <comment>advice.pokdeng.rebuy</comment>
            <translation>ซื้อชิปเพิ่ม: ถ้าออกจากโต๊ะ วงจะจบ</translation>
        </message>
        <message>
            <source>Draw: under 4 points the table rule makes you draw.</source>
            <comment>advice.pokdeng.forced_draw</comment>
            <translation>จั่ว: ต่ำกว่า 4 แต้มต้องจั่วตามกติกาโต๊ะ</translation>
        </message>
        <message>
            <source>Draw: on {points} points a third card wins more often than it loses, {gain} bets on average over standing.</source>
            <comment>advice.pokdeng.draw</comment>
            <translation>จั่ว: ที่ {points} แต้ม ใบที่สามทำให้ชนะบ่อยกว่าแพ้ เฉลี่ยดีกว่าไม่จั่ว {gain} เท่าของเดิมพัน</translation>
        </message>
        <message>
            <source>Stand: on {points} points a third card loses more often than it wins, {gain} bets on average.</source>
            <comment>advice.pokdeng.stand</comment>
            <translation>ไม่จั่ว: ที่ {points} แต้ม ใบที่สามทำให้แพ้บ่อยกว่าชนะ เฉลี่ย {gain} เท่าของเดิมพัน</translation>
        </message>
        <message>
            <source>Catch the three-card hands: your {points} points take {gain} bets from them on average, more than waiting.</source>
            <comment>advice.pokdeng.catch3</comment>
            <translation>จับสามใบ: {points} แต้มของคุณได้จากขาเหล่านั้นเฉลี่ย {gain} เท่าของเดิมพัน มากกว่ารอ</translation>
        </message>
        <message>
            <source>Catch the two-card hands: your {points} points take {gain} bets from them on average, more than waiting.</source>
            <comment>advice.pokdeng.catch2</comment>
            <translation>จับสองใบ: {points} แต้มของคุณได้จากขาเหล่านั้นเฉลี่ย {gain} เท่าของเดิมพัน มากกว่ารอ</translation>
        </message>
        <message>
            <source>No catch: on {points} points catching now gives away more than it takes.</source>
            <comment>advice.pokdeng.no_catch</comment>
            <translation>ไม่จับ: ที่ {points} แต้ม ถ้าจับตอนนี้จะเสียมากกว่าได้</translation>
        </message>
        <message>
            <source>Draw: on {points} points a third card gains {gain} bets on average.</source>
            <comment>advice.pokdeng.dealer_draw</comment>
            <translation>จั่ว: ที่ {points} แต้ม ใบที่สามได้เฉลี่ย {gain} เท่าของเดิมพัน</translation>
        </message>
        <message>
            <source>Done: one hand at the minimum; more only adds risk.</source>
            <comment>advice.pokdeng.end_bets</comment>
            <translation>พอแล้ว: แทงขาเดียวที่ขั้นต่ำ มากกว่านี้มีแต่เพิ่มความเสี่ยง</translation>
        </message>
        <message>
            <source>Bet the minimum: a player hand expects {edge} bets against the bank, so a larger stake only adds risk.</source>
            <comment>advice.pokdeng.min_bet</comment>
            <translation>แทงขั้นต่ำ: ขาผู้เล่นคาดว่าจะได้ {edge} เท่าของเดิมพันเมื่อสู้เจ้ามือ แทงมากขึ้นจึงมีแต่เพิ่มความเสี่ยง</translation>
        </message>
        <message>
            <source>Take the bank: the dealer keeps the edge the players give away.</source>
            <comment>advice.pokdeng.take_bank</comment>
            <translation>เป็นเจ้ามือ: ความได้เปรียบที่ผู้เล่นเสียไปจะตกเป็นของเจ้ามือ</translation>
        </message>
        <message>
            <source>Pass the bank: your chips cannot cover a full table's bets.</source>
            <comment>advice.pokdeng.decline_bank</comment>
            <translation>ไม่รับเจ้ามือ: ชิปของคุณรับเดิมพันเต็มโต๊ะไม่ไหว</translation>
        </message>
        <message>
            <source>Deal on: the bank keeps the edge while it can cover the table.</source>
            <comment>advice.pokdeng.keep_bank</comment>
            <translation>แจกต่อ: เจ้ามือยังได้เปรียบตราบที่ยังรับเดิมพันทั้งโต๊ะได้</translation>
        </message>
        <message>
            <source>Announce the stop: the bank can no longer cover the table's bets.</source>
            <comment>advice.pokdeng.announce_stop</comment>
            <translation>ประกาศเลิก: เจ้ามือรับเดิมพันทั้งโต๊ะไม่ไหวแล้ว</translation>
        </message>
        <message>
            <source>Declare: your cards make a valid declaration.</source>
            <comment>advice.rummy.declare</comment>
            <translation>ประกาศ: ไพ่ของคุณประกาศได้ถูกต้อง</translation>
        </message>
        <message>
            <source>Pack: with {points} points and no pure sequence, playing on is likely to cost more than {cost}.</source>
            <comment>advice.rummy.pack</comment>
            <translation>หมอบ: มี {points} แต้มและไม่มีเรียงแท้ เล่นต่อน่าจะเสียมากกว่า {cost}</translation>
        </message>
        <message>
            <source>Draw from the stock.</source>
            <comment>advice.rummy.draw_stock</comment>
            <translation>จั่วจากกองจั่ว</translation>
        </message>
        <message>
            <source>Take the discard: the stock is empty.</source>
            <comment>advice.rummy.take_forced</comment>
            <translation>เก็บใบทิ้ง: กองจั่วหมดแล้ว</translation>
        </message>
        <message>
            <source>Take {card}: a wild card fits any group.</source>
            <comment>advice.rummy.take_wild</comment>
            <translation>เก็บ {card}: ไพ่แทนเข้าได้ทุกกลุ่ม</translation>
        </message>
        <message>
            <source>Take {card}: with it you can declare.</source>
            <comment>advice.rummy.take_declare</comment>
            <translation>เก็บ {card}: ได้ใบนี้แล้วคุณประกาศได้</translation>
        </message>
        <message>
            <source>Draw from the stock: {card} would join no group.</source>
            <comment>advice.rummy.draw_no_group</comment>
            <translation>จั่วจากกองจั่ว: {card} ไม่เข้ากลุ่มไหนเลย</translation>
        </message>
        <message>
            <source>Take {card}: it joins a group, better than a card from the stock on average.</source>
            <comment>advice.rummy.take_improves</comment>
            <translation>เก็บ {card}: เข้ากลุ่มได้ โดยเฉลี่ยดีกว่าจั่วจากกองจั่ว</translation>
        </message>
        <message>
            <source>Draw from the stock: {card} would not improve your hand.</source>
            <comment>advice.rummy.draw_no_gain</comment>
            <translation>จั่วจากกองจั่ว: {card} ไม่ช่วยให้ไพ่ของคุณดีขึ้น</translation>
        </message>
        <message>
            <source>Discard {card}: it is the card you can best spare, though the next player is near it.</source>
            <comment>advice.rummy.discard_spare</comment>
            <translation>ทิ้ง {card}: เป็นใบที่ทิ้งแล้วเสียน้อยที่สุด แม้คนถัดไปจะเก็บไพ่ใกล้เคียงอยู่</translation>
        </message>
        <message>
            <source>Discard {card}: it joins no group you need, and the next player is not collecting it.</source>
            <comment>advice.rummy.discard_not_collected</comment>
            <translation>ทิ้ง {card}: ไม่เข้ากลุ่มที่คุณต้องการ และคนถัดไปไม่ได้เก็บใบแบบนี้</translation>
        </message>
        <message>
            <source>Discard {card}: it joins no group and the next player just threw {thrown}.</source>
            <comment>advice.rummy.discard_thrown</comment>
            <translation>ทิ้ง {card}: ไม่เข้ากลุ่มไหน และคนถัดไปเพิ่งทิ้ง {thrown}</translation>
        </message>
        <message>
            <source>Discard {card}: it joins no group and counts high.</source>
            <comment>advice.rummy.discard_high</comment>
            <translation>ทิ้ง {card}: ไม่เข้ากลุ่มไหน และแต้มสูง</translation>
        </message>
        <message>
            <source>Discard {card}: it joins no group and keeps your best chances for the next draws.</source>
            <comment>advice.rummy.discard_chances</comment>
            <translation>ทิ้ง {card}: ไม่เข้ากลุ่มไหน และยังเก็บโอกาสที่ดีที่สุดไว้สำหรับการจั่วครั้งต่อไป</translation>
        </message>
        <message>
            <source>Re-buy: sitting out gives up the hand.</source>
            <comment>advice.xito.rebuy</comment>
            <translation>ซื้อชิปเพิ่ม: ถ้าพักก็เสียมือนี้ไป</translation>
        </message>
        <message>
            <source>Raise: you win about {win} of the time here; make the others pay to see the next card.</source>
            <comment>advice.xito.raise</comment>
            <translation>เพิ่ม: ตรงนี้คุณมีโอกาสชนะราว {win} ให้คนอื่นจ่ายเพื่อดูไพ่ใบต่อไป</translation>
        </message>
        <message>
            <source>Raise: nothing they can hold beats your hand.</source>
            <comment>advice.xito.raise_nuts</comment>
            <translation>เพิ่ม: ไม่มีไพ่ใดที่คนอื่นอาจถืออยู่ชนะไพ่ของคุณได้</translation>
        </message>
        <message>
            <source>Call: you win about {win} of the time, and the call needs only {need} of the pot.</source>
            <comment>advice.xito.call</comment>
            <translation>ตาม: คุณมีโอกาสชนะราว {win} และการตามต้องการแค่ {need} ของกองกลาง</translation>
        </message>
        <message>
            <source>Fold: against what their bets show you win only about {win} of the time, and calling needs {need}.</source>
            <comment>advice.xito.fold_to_bets</comment>
            <translation>หมอบ: เมื่อดูจากการลงของคนอื่น คุณมีโอกาสชนะแค่ราว {win} แต่การตามต้องการ {need}</translation>
        </message>
        <message>
            <source>Bet the most: you win about {win} of the time.</source>
            <comment>advice.xito.bet_most</comment>
            <translation>ลงสูงสุด: คุณมีโอกาสชนะราว {win}</translation>
        </message>
        <message>
            <source>Bet: you win about {win} of the time; a middle bet keeps worse hands in.</source>
            <comment>advice.xito.bet_middle</comment>
            <translation>ลง: คุณมีโอกาสชนะราว {win} ลงขนาดกลางเพื่อให้มือที่แย่กว่ายังตามอยู่</translation>
        </message>
        <message>
            <source>Bet: your face-up cards look the strongest, and a bet this often makes folding and calling cost them the same.</source>
            <comment>advice.xito.bluff</comment>
            <translation>ลง: ไพ่หงายของคุณดูแข็งที่สุด และการลงบ่อยเท่านี้ทำให้การหมอบกับการตามเสียเท่ากันสำหรับคนอื่น</translation>
        </message>
        <message>
            <source>Bet the least: you win about {win} of the time, enough to see a card.</source>
            <comment>advice.xito.bet_least</comment>
            <translation>ลงต่ำสุด: คุณมีโอกาสชนะราว {win} พอจะดูไพ่อีกใบ</translation>
        </message>
        <message>
            <source>Fold: you win only about {win} of the time, less than even the smallest bet needs.</source>
            <comment>advice.xito.fold_open</comment>
            <translation>หมอบ: คุณมีโอกาสชนะแค่ราว {win} ต่ำกว่าโอกาสที่ต้องมีแม้จะลงแค่ขั้นต่ำ</translation>
        </message>
    </context>
</TS>
