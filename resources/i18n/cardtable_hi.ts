<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi" sourcelanguage="en">
    <context>
        <name>ActionButton</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/action_panel.py" line="+200" />
            <source>%1 (shortcut: %2)</source>
            <translation>%1 (शॉर्टकट: %2)</translation>
        </message>
    </context>
    <context>
        <name>Actions</name>
        <message>
            <location filename="../../cardtable_qt/session/action_words.py" line="+36" />
            <source>cut the deck</source>
            <translation>गड्डी काटना</translation>
        </message>
        <message>
            <location line="+1" />
            <source>play</source>
            <translation>चाल चलना</translation>
        </message>
        <message>
            <location line="+1" />
            <source>pass</source>
            <translation>पास</translation>
        </message>
        <message>
            <location line="+1" />
            <source>pay tribute</source>
            <translation>नज़राना देना</translation>
        </message>
        <message>
            <location line="+1" />
            <source>return tribute</source>
            <translation>नज़राना लौटाना</translation>
        </message>
        <message>
            <location line="+1" />
            <source>pack</source>
            <translation>पैक करना</translation>
        </message>
        <message>
            <location line="+1" />
            <source>draw</source>
            <translation>पत्ता उठाना</translation>
        </message>
        <message>
            <location line="+1" />
            <source>discard</source>
            <translation>पत्ता फेंकना</translation>
        </message>
        <message>
            <location line="+1" />
            <source>declare</source>
            <translation>घोषणा करना</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bet</source>
            <translation>दाँव लगाना</translation>
        </message>
        <message>
            <location line="+1" />
            <source>call</source>
            <translation>मिलाना</translation>
        </message>
        <message>
            <location line="+1" />
            <source>raise</source>
            <translation>बढ़ाना</translation>
        </message>
        <message>
            <location line="+1" />
            <source>fold</source>
            <translation>पत्ते छोड़ना</translation>
        </message>
        <message>
            <location line="+1" />
            <source>rebuy</source>
            <translation>और चिप्स खरीदना</translation>
        </message>
        <message>
            <location line="+1" />
            <source>sit out</source>
            <translation>इस बार न खेलना</translation>
        </message>
        <message>
            <location line="+25" />
            <source>bet %1 on place %2</source>
            <translation>स्थान %2 पर %1 का दांव</translation>
        </message>
        <message>
            <location line="+17" />
            <source>from the stock</source>
            <translation>स्टॉक से</translation>
        </message>
        <message>
            <location line="+1" />
            <source>from the discard pile</source>
            <translation>डिस्कार्ड ढेर से</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <location filename="../../cardtable_qt/app.py" line="+93" />
            <source>Some of CardTable's fonts are missing (%1); some names may not display.</source>
            <translation>CardTable के कुछ फ़ॉन्ट नहीं मिले (%1); कुछ नाम ठीक से न दिखें।</translation>
        </message>
        <message>
            <location line="+59" />
            <source>CardTable is already running; its window was brought to the front.</source>
            <translation>CardTable पहले से चल रहा है; उसकी विंडो सामने लाई गई।</translation>
        </message>
        <message>
            <location line="+3" />
            <source>CardTable is already running, but its window could not be brought to the front. Switch to it, or close it before starting CardTable again.</source>
            <translation>CardTable पहले से चल रहा है, पर उसकी विंडो सामने नहीं लाई जा सकी। उस पर जाएँ, या CardTable दोबारा शुरू करने से पहले उसे बंद करें।</translation>
        </message>
    </context>
    <context>
        <name>CardMark</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/card_mark.py" line="+57" />
            <source>Lv</source>
            <comment>Guandan level card</comment>
            <extracomment>The mark on a Guandan level card (级牌), drawn in the narrow strip under a card's corner that stays in view in a fanned hand: at most 2 short characters (Chinese 级).</extracomment>
            <translation>स्तर</translation>
        </message>
        <message>
            <location line="+6" />
            <source>W</source>
            <comment>Guandan wild card</comment>
            <extracomment>The mark on Guandan's two wild hearts of the level (逢人配), drawn in the narrow strip under a card's corner: at most 2 short characters (Chinese 配).</extracomment>
            <translation>वा</translation>
        </message>
        <message>
            <location line="+6" />
            <source>W</source>
            <comment>Rummy wild card</comment>
            <extracomment>The mark on a Rummy wild card (the jokers and the cut joker's rank), drawn in the narrow strip under a card's corner: at most 2 short characters (Chinese 搭, from 百搭).</extracomment>
            <translation>जो</translation>
        </message>
    </context>
    <context>
        <name>GameLog</name>
        <message>
            <location filename="../../cardtable_qt/session/controller.py" line="+572" />
            <source>You</source>
            <translation>आप</translation>
        </message>
        <message>
            <location line="+203" />
            <source>You took back your last move.</source>
            <translation>आपने अपनी पिछली चाल वापस ली।</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/session/log_words.py" line="+38" />
            <source>a card</source>
            <translation>एक पत्ता</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Joker</source>
            <translation>जोकर</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Big joker</source>
            <translation>बड़ा जोकर</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Small joker</source>
            <translation>छोटा जोकर</translation>
        </message>
        <message>
            <location line="+16" />
            <source>you</source>
            <translation>आप</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Round %2: you deal.</source>
            <translation>राउंड %2: आप बाँटते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round %2: %1 deals.</source>
            <translation>राउंड %2: %1 बाँटते हैं।</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You bet %2.</source>
            <translation>आप %2 का दाँव लगाते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 bets %2.</source>
            <translation>%1 %2 का दाँव लगाते हैं।</translation>
        </message>
        <message>
            <location line="+7" />
            <source>You are dealt %1.</source>
            <translation>आपको %1 मिले।</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You draw %1.</source>
            <translation>आप %1 खींचते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 draws a card.</source>
            <translation>%1 एक पत्ता खींचते हैं।</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You stand.</source>
            <translation>आप रुकते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 stands.</source>
            <translation>%1 रुकते हैं।</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You catch the hands of %2 cards.</source>
            <translation>आप %2 पत्तों वाले हाथ पकड़ते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 catches the hands of %2 cards.</source>
            <translation>%1 %2 पत्तों वाले हाथ पकड़ते हैं।</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You catch no one.</source>
            <translation>आप किसी को नहीं पकड़ते।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 catches no one.</source>
            <translation>%1 किसी को नहीं पकड़ते।</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+163" />
            <source>You show %2: %3.</source>
            <translation>आप %2 दिखाते हैं: %3।</translation>
        </message>
        <message>
            <location line="-162" />
            <location line="+163" />
            <source>%1 shows %2: %3.</source>
            <translation>%1 %2 दिखाते हैं: %3।</translation>
        </message>
        <message>
            <location line="-153" />
            <source>You beat the dealer: +%2.</source>
            <translation>आपने डीलर को हराया: +%2।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 beats the dealer: +%2.</source>
            <translation>%1 ने डीलर को हराया: +%2।</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The dealer beats you: −%2.</source>
            <translation>डीलर ने आपको हराया: −%2।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The dealer beats %1: −%2.</source>
            <translation>डीलर ने %1 को हराया: −%2।</translation>
        </message>
        <message>
            <location line="+7" />
            <source>You tie with the dealer.</source>
            <translation>आपकी डीलर से बराबरी।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 ties with the dealer.</source>
            <translation>%1 की डीलर से बराबरी।</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You take the bank.</source>
            <translation>आप बैंक लेते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 takes the bank.</source>
            <translation>%1 बैंक लेते हैं।</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You let the bank pass.</source>
            <translation>आप बैंक आगे जाने देते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 lets the bank pass.</source>
            <translation>%1 बैंक आगे जाने देते हैं।</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You give up the bank after %2 rounds.</source>
            <translation>आप %2 राउंड के बाद बैंक छोड़ते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 gives up the bank after %2 rounds.</source>
            <translation>%1 %2 राउंड के बाद बैंक छोड़ते हैं।</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+117" />
            <source>You buy %2 chips.</source>
            <translation>आप %2 चिप खरीदते हैं।</translation>
        </message>
        <message>
            <location line="-116" />
            <location line="+117" />
            <source>%1 buys %2 chips.</source>
            <translation>%1 %2 चिप खरीदते हैं।</translation>
        </message>
        <message>
            <location line="-108" />
            <source>You leave the table.</source>
            <translation>आप टेबल छोड़ते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 leaves the table.</source>
            <translation>%1 टेबल छोड़ते हैं।</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Nobody bet: no cards this round.</source>
            <translation>किसी ने दाँव नहीं लगाया: इस राउंड पत्ते नहीं बँटे।</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Hand %2: you deal.</source>
            <translation>हाथ %2: आप बाँटते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hand %2: %1 deals.</source>
            <translation>हाथ %2: %1 बाँटते हैं।</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You get %2 face up.</source>
            <translation>आपको %2 खुला मिला।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 gets %2 face up.</source>
            <translation>%1 को %2 खुला मिला।</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Your hole card: %1.</source>
            <translation>आपका छिपा पत्ता: %1।</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Betting round %2: you speak first.</source>
            <translation>दाँव का दौर %2: आप पहले बोलते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Betting round %2: %1 speaks first.</source>
            <translation>दाँव का दौर %2: %1 पहले दाँव लगाते हैं।</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You bet %2 (tố).</source>
            <translation>आप %2 का दाँव लगाते हैं (tố)।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 bets %2 (tố).</source>
            <translation>%1 %2 का दाँव लगाते हैं (tố)।</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You call %2 (theo).</source>
            <translation>आप %2 मिलाते हैं (theo)।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 calls %2 (theo).</source>
            <translation>%1 %2 मिलाते हैं (theo)।</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You raise by %2 to %3 (tố thêm).</source>
            <translation>आप %2 बढ़ाकर %3 करते हैं (tố thêm)।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 raises by %2 to %3 (tố thêm).</source>
            <translation>%1 %2 बढ़ाकर %3 करते हैं (tố thêm)।</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You fold (úp bài).</source>
            <translation>आप पत्ते छोड़ते हैं (úp bài)।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 folds (úp bài).</source>
            <translation>%1 पत्ते छोड़ते हैं (úp bài)।</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The bets go to the pot: %1.</source>
            <translation>दाँव पॉट में जाते हैं: %1।</translation>
        </message>
        <message>
            <location line="+15" />
            <source>You win %2.</source>
            <translation>आप %2 जीतते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 wins %2.</source>
            <translation>%1 %2 जीतते हैं।</translation>
        </message>
        <message>
            <location line="+18" />
            <source>You sit out.</source>
            <translation>आप इस बार नहीं खेलते।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 sits out.</source>
            <translation>%1 इस बार नहीं खेलते।</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Hand %1 is dealt at level %2.</source>
            <translation>हाथ %1 स्तर %2 पर बँटा।</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Anti-tribute: the big jokers are shown, no tribute is paid.</source>
            <translation>नज़राने से छूट: बड़े जोकर दिखाए गए, कोई नज़राना नहीं दिया जाता।</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You offer %2 as tribute.</source>
            <translation>आप नज़राने के रूप में %2 देते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 offers %2 as tribute.</source>
            <translation>%1 नज़राने के रूप में %2 देते हैं।</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You take %2 in tribute from %3.</source>
            <translation>आप %3 से नज़राने में %2 लेते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 takes %2 in tribute from %3.</source>
            <translation>%1 %3 से नज़राने में %2 लेते हैं।</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You return %2 to %3.</source>
            <translation>आप %3 को %2 लौटाते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 returns %2 to %3.</source>
            <translation>%1 %3 को %2 लौटाते हैं।</translation>
        </message>
        <message>
            <location line="+11" />
            <source>You lead.</source>
            <translation>आप पहली चाल चलते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 leads.</source>
            <translation>%1 पहली चाल चलते हैं।</translation>
        </message>
        <message>
            <location line="+7" />
            <source>You play %2.</source>
            <translation>आप %2 खेलते हैं।</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 plays %2.</source>
            <translation>%1 %2 खेलते हैं।</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You play %2: %3.</source>
            <translation>आप %2 खेलते हैं: %3।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 plays %2: %3.</source>
            <translation>%1 %2 खेलते हैं: %3।</translation>
        </message>
        <message>
            <location line="+13" />
            <source>You pass.</source>
            <translation>आप पास करते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 passes.</source>
            <translation>%1 पास करते हैं।</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Banker</source>
            <translation>पहला</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Follower</source>
            <translation>दूसरा</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Third</source>
            <translation>तीसरा</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dweller</source>
            <translation>आखिरी</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You go out: %2.</source>
            <translation>आप बाहर निकले: %2।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 goes out: %2.</source>
            <translation>%1 बाहर निकले: %2।</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You win the trick.</source>
            <translation>आपने चाल जीती।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 wins the trick.</source>
            <translation>%1 ने चाल जीती।</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You and %1</source>
            <translation>आप और %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 and %2</source>
            <translation>%1 और %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 win the match at A.</source>
            <translation>%1 A पर मैच जीतते हैं।</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 climb %2 to level %3.</source>
            <translation>%1 %2 स्तर चढ़कर %3 पर पहुँचे।</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Deal %2: you deal.</source>
            <translation>डाव %2: आप बाँटते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deal %2: %1 deals.</source>
            <translation>डाव %2: %1 बाँटते हैं।</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The wild card is %1.</source>
            <translation>वाइल्ड कार्ड %1 है।</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The discard pile starts with %1.</source>
            <translation>डिस्कार्ड ढेर %1 से शुरू होता है।</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You pick up %2 from the discard pile.</source>
            <translation>आप डिस्कार्ड ढेर से %2 उठाते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 picks up %2 from the discard pile.</source>
            <translation>%1 डिस्कार्ड ढेर से %2 उठाते हैं।</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You draw %1 from the stock.</source>
            <translation>आप स्टॉक से %1 खींचते हैं।</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 draws from the stock.</source>
            <translation>%1 स्टॉक से खींचते हैं।</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You throw %2.</source>
            <translation>आप %2 फेंकते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 throws %2.</source>
            <translation>%1 %2 फेंकते हैं।</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You pack: %2 points.</source>
            <translation>आप पैक करते हैं: %2 अंक।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 packs: %2 points.</source>
            <translation>%1 पैक करते हैं: %2 अंक।</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The discard pile is shuffled into a new stock.</source>
            <translation>डिस्कार्ड ढेर फेंटकर नया स्टॉक बनाया गया।</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You declare.</source>
            <translation>आप घोषणा करते हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 declares.</source>
            <translation>%1 घोषणा करते हैं।</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You win the deal.</source>
            <translation>आपने डाव जीता।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 wins the deal.</source>
            <translation>%1 ने डाव जीता।</translation>
        </message>
        <message>
            <location line="+10" />
            <source>You are charged %2 points.</source>
            <translation>आप पर %2 अंक लगे।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is charged %2 points.</source>
            <translation>%1 पर %2 अंक लगे।</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You are out at %2 points.</source>
            <translation>आप %2 अंक पर बाहर हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is out at %2 points.</source>
            <translation>%1 %2 अंक पर बाहर हैं।</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Result: you won %1.</source>
            <translation>नतीजा: आप %1 जीते।</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Result: you lost %1.</source>
            <translation>नतीजा: आप %1 हारे।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Result: you broke even.</source>
            <translation>नतीजा: न हार न जीत।</translation>
        </message>
    </context>
    <context>
        <name>GameSession</name>
        <message>
            <location filename="../../cardtable_qt/session/models.py" line="+77" />
            <source>Round %1</source>
            <translation>राउंड %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Deal %1</source>
            <translation>डाव %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hand %1</source>
            <translation>हाथ %1</translation>
        </message>
        <message>
            <location line="-9" />
            <source>Finished after %1 hands</source>
            <translation>%1 हाथों के बाद समाप्त</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/session/controller.py" line="-447" />
            <source>The game is not running.</source>
            <translation>खेल नहीं चल रहा है।</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game is over.</source>
            <translation>खेल समाप्त हो गया है।</translation>
        </message>
        <message>
            <location line="+2" />
            <source>It is not your turn.</source>
            <translation>अभी आपकी बारी नहीं है।</translation>
        </message>
        <message>
            <location line="+299" />
            <source>The result could not be recorded in the statistics.</source>
            <translation>नतीजा आँकड़ों में दर्ज नहीं हो सका।</translation>
        </message>
        <message>
            <location line="+17" />
            <source>The game could not be autosaved: %1 CardTable keeps trying after every move and says when it works again.</source>
            <translation>खेल अपने-आप सेव नहीं हो सका: %1 CardTable हर चाल के बाद फिर कोशिश करता है और ठीक होने पर बताएगा।</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Autosaving works again: the game is saved after every move.</source>
            <translation>ऑटोसेव फिर से काम कर रहा है: हर चाल के बाद खेल सेव होता है।</translation>
        </message>
        <message>
            <location line="+42" />
            <source>Undo is off in this game.</source>
            <translation>इस खेल में पूर्ववत (Undo) बंद है।</translation>
        </message>
        <message>
            <location line="+4" />
            <source>A finished hand cannot be taken back.</source>
            <translation>पूरा हुआ हाथ वापस नहीं लिया जा सकता।</translation>
        </message>
        <message>
            <location line="-2" />
            <location line="+7" />
            <location line="+26" />
            <source>There is nothing to undo.</source>
            <translation>पूर्ववत करने को कुछ नहीं है।</translation>
        </message>
        <message>
            <location line="-327" />
            <source>The strongest AI could not decide: this is the Standard AI's advice.</source>
            <translation>सबसे मज़बूत AI तय नहीं कर पाया: यह सामान्य AI की सलाह है।</translation>
        </message>
        <message>
            <location line="+136" />
            <source>%1 hesitated: the Standard AI plays this move for it.</source>
            <translation>%1 हिचकिचाया: यह चाल सामान्य AI उसकी ओर से खेलता है।</translation>
        </message>
        <message>
            <location line="+168" />
            <source>Your last decision cannot be taken back: you have seen a new card since.</source>
            <translation>आपका पिछला फ़ैसला वापस नहीं लिया जा सकता: उसके बाद आप एक नया पत्ता देख चुके हैं।</translation>
        </message>
        <message>
            <location line="+35" />
            <source>This move cannot be undone.</source>
            <translation>यह चाल पूर्ववत नहीं हो सकती।</translation>
        </message>
        <message>
            <location line="+37" />
            <source>There is nothing to redo.</source>
            <translation>दोबारा करने को कुछ नहीं है।</translation>
        </message>
    </context>
    <context>
        <name>GameTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/game_table.py" line="+137" />
            <source>Fast-forward</source>
            <translation>तेज़ी से आगे</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Play the rest of this hand at the fastest speed</source>
            <translation>इस हाथ का बाकी हिस्सा सबसे तेज़ गति से खेलें</translation>
        </message>
        <message>
            <location line="+315" />
            <source>You</source>
            <translation>आप</translation>
        </message>
        <message>
            <location line="+13" />
            <source>you</source>
            <translation>आप</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Your turn in a moment…</source>
            <translation>आपकी बारी बस आने वाली है…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your move…</source>
            <translation>आपकी चाल…</translation>
        </message>
        <message>
            <location line="+23" />
            <source>The demo is over: this was its last hand.</source>
            <translation>डेमो समाप्त: यह उसका आख़िरी हाथ था।</translation>
        </message>
        <message>
            <location line="+9" />
            <source>%1 is playing</source>
            <translation>%1 खेल रहे हैं</translation>
        </message>
        <message>
            <location line="+161" />
            <source>Undo</source>
            <translation>पूर्ववत</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Take back your last decision and the AI moves since (Ctrl+Z)</source>
            <translation>अपना पिछला फ़ैसला और उसके बाद की AI चालें वापस लें (Ctrl+Z)</translation>
        </message>
    </context>
    <context>
        <name>GameTile</name>
        <message>
            <location filename="../../cardtable_qt/ui/start_screen.py" line="+44" />
            <source>Chinese team climbing game, two decks, 4 players</source>
            <translation>चीन का टीम वाला चढ़ाई का खेल, दो गड्डियाँ, 4 खिलाड़ी</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Thai banking game: beat the dealer, 2–9 hands</source>
            <translation>थाईलैंड का डीलर वाला खेल: डीलर को हराएँ, 2–9 हाथ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Vietnamese five-card stud, 2–6 players</source>
            <translation>वियतनाम का पाँच पत्तों वाला स्टड, 2–6 खिलाड़ी</translation>
        </message>
        <message>
            <location line="+1" />
            <source>13-card rummy from India, 2–6 players</source>
            <translation>भारत की 13 पत्तों वाली रमी, 2–6 खिलाड़ी</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Vietnamese poker</source>
            <translation>वियतनामी पोकर</translation>
        </message>
        <message>
            <location line="+56" />
            <source>Play</source>
            <translation>खेलें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Table coming soon</source>
            <translation>टेबल जल्द आ रही है</translation>
        </message>
        <message>
            <location line="+15" />
            <source>The table for this game is not built yet.</source>
            <translation>इस खेल की टेबल अभी तैयार नहीं है।</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <location filename="../../cardtable_qt/session/models.py" line="-34" />
            <source>Guandan</source>
            <translation>ग्वानदान</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pok Deng</source>
            <translation>पोक डेंग</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Xì tố</source>
            <translation>शी तो</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Indian Rummy</source>
            <translation>इंडियन रमी</translation>
        </message>
    </context>
    <context>
        <name>GuandanAids</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_aids.py" line="+97" />
            <source>Card counter</source>
            <translation>पत्ता गिनती</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Big</source>
            <comment>joker</comment>
            <translation>बड़ा</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Small</source>
            <comment>joker</comment>
            <translation>छोटा</translation>
        </message>
        <message>
            <location line="+55" />
            <location line="+39" />
            <source>Last trick</source>
            <translation>पिछली चाल</translation>
        </message>
        <message>
            <location line="-26" />
            <source>No trick has finished yet this hand.</source>
            <translation>इस हाथ में अभी कोई चाल पूरी नहीं हुई।</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Pass</source>
            <translation>पास</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Shift+click takes every copy of a rank</source>
            <translation>Shift+क्लिक: उस रैंक के सभी पत्ते</translation>
        </message>
    </context>
    <context>
        <name>GuandanDecisions</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_decisions.py" line="+57" />
            <source>The match is over: %1 win.</source>
            <translation>मैच समाप्त: %1 जीते।</translation>
        </message>
        <message>
            <location line="+15" />
            <source>You cut the deck: the turned card, counted from you, says who draws first; whoever draws it leads.</source>
            <translation>आप गड्डी काटते हैं: पलटा पत्ता, आपसे गिनकर, बताता है कि पहले कौन खींचेगा; जो उसे खींचेगा वही पहली चाल चलेगा।</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Your lead: choose cards (click, drag across, or ←/→ and ↑) and Play any combination.</source>
            <translation>आपकी पहली चाल: पत्ते चुनें (क्लिक, खींचकर, या ←/→ और ↑) और कोई भी संयोजन खेलें।</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Nothing beats %1's %2: Pass.</source>
            <translation>%1 के %2 को कुछ नहीं काट सकता: पास करें।</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Beat %1's %2 with a higher bomb, or Pass.</source>
            <translation>%1 के %2 को ऊँचे बम से काटें, या पास करें।</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Only a bomb beats %1's %2: play one, or Pass.</source>
            <translation>%1 के %2 को सिर्फ़ बम काट सकता है: बम चलें, या पास करें।</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Beat %1's %2 with a higher one of that kind or a bomb, or Pass.</source>
            <translation>%1 के %2 को उसी तरह के ऊँचे संयोजन या बम से काटें, या पास करें।</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Tribute 进贡: give your highest card (%1; the wild hearts do not count). Choose it and press Pay tribute.</source>
            <translation>नज़राना 进贡: अपना सबसे ऊँचा पत्ता दें (%1; वाइल्ड पान नहीं गिने जाते)। उसे चुनें और "नज़राना दें" दबाएँ।</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Return a card to %1 (还贡): any card of rank 10 or lower that is not a level card; with none, your lowest.</source>
            <translation>%1 को एक पत्ता लौटाएँ (还贡): 10 या उससे छोटी रैंक का कोई पत्ता जो स्तर का पत्ता न हो; ऐसा न हो तो अपना सबसे छोटा।</translation>
        </message>
        <message>
            <location line="+10" />
            <source>You went out: %1</source>
            <translation>आप बाहर निकले: %1</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 cuts the deck…</source>
            <translation>%1 गड्डी काट रहे हैं…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 pays tribute…</source>
            <translation>%1 नज़राना दे रहे हैं…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 returns a card…</source>
            <translation>%1 पत्ता लौटा रहे हैं…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is thinking…</source>
            <translation>%1 सोच रहे हैं…</translation>
        </message>
        <message>
            <location line="+59" />
            <source>Those cards are not a play you can make now.</source>
            <translation>ये पत्ते अभी खेली जा सकने वाली चाल नहीं हैं।</translation>
        </message>
        <message>
            <location line="+23" />
            <source>These cards can be played in %1 ways: which one? (keys 1–%1, Esc to cancel)</source>
            <translation>ये पत्ते %1 तरह से खेले जा सकते हैं: कौन-सी? (कुंजी 1–%1, रद्द करने को Esc)</translation>
        </message>
        <message>
            <location line="+39" />
            <source>Pay %1 as tribute</source>
            <translation>%1 नज़राने के रूप में दें</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Return %1</source>
            <translation>%1 लौटाएँ</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Pass</source>
            <translation>पास</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Cut the deck</source>
            <translation>गड्डी काटें</translation>
        </message>
    </context>
    <context>
        <name>GuandanEvents</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_events.py" line="+153" />
            <source>You turned %2</source>
            <translation>आपने %2 पलटा</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 turned %2</source>
            <translation>%1 ने %2 पलटा</translation>
        </message>
        <message>
            <location line="+2" />
            <source>count %1</source>
            <translation>गिनती %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>you draw first</source>
            <translation>आप पहले खींचते हैं</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 draws first</source>
            <translation>%1 पहले खींचते हैं</translation>
        </message>
        <message>
            <location line="+3" />
            <source>you draw the turned card last and lead</source>
            <translation>आप पलटा पत्ता आखिर में खींचकर पहली चाल चलते हैं</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 draws the turned card last and leads</source>
            <translation>%1 पलटा पत्ता आखिर में खींचकर पहली चाल चलते हैं</translation>
        </message>
        <message>
            <location line="+104" />
            <source>%1 and %2</source>
            <translation>%1 और %2</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Anti-tribute 抗贡: you hold both big jokers</source>
            <translation>नज़राने से छूट 抗贡: आपके पास दोनों बड़े जोकर हैं</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Anti-tribute 抗贡: %1 holds both big jokers</source>
            <translation>नज़राने से छूट 抗贡: %1 के पास दोनों बड़े जोकर हैं</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Anti-tribute 抗贡: %1 hold both big jokers</source>
            <translation>नज़राने से छूट 抗贡: %1 के पास दोनों बड़े जोकर हैं</translation>
        </message>
        <message>
            <location line="+3" />
            <source>No tribute this hand; the Banker leads.</source>
            <translation>इस हाथ में कोई नज़राना नहीं; सबसे पहले निकले खिलाड़ी (上游) पहली चाल चलते हैं।</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Tribute</source>
            <translation>नज़राना</translation>
        </message>
        <message>
            <location line="+27" />
            <source>You give %2 to %3</source>
            <translation>आप %3 को %2 देते हैं</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 gives %2 to %3</source>
            <translation>%1 %3 को %2 देते हैं</translation>
        </message>
        <message>
            <location line="+21" />
            <source>You return %2 to %3, face down</source>
            <translation>आप %3 को %2 उल्टा लौटाते हैं</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 returns %2 to %3, face down</source>
            <translation>%1 %3 को %2 उल्टा लौटाते हैं</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 returns a card to %3, face down</source>
            <translation>%1 %3 को एक पत्ता उल्टा लौटाते हैं</translation>
        </message>
        <message>
            <location line="+23" />
            <source>You drew the turned card and lead</source>
            <translation>आपने पलटा पत्ता खींचा और पहली चाल आपकी</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 drew the turned card and leads</source>
            <translation>%1 ने पलटा पत्ता खींचा और पहली चाल उनकी</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You paid the tribute and lead</source>
            <translation>आपने नज़राना दिया और पहली चाल आपकी</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 paid the tribute and leads</source>
            <translation>%1 ने नज़राना दिया और पहली चाल उनकी</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You, the Banker, lead (no tribute)</source>
            <translation>आप, सबसे पहले निकले (上游), पहली चाल चलते हैं (कोई नज़राना नहीं)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1, the Banker, leads (no tribute)</source>
            <translation>%1, सबसे पहले निकले (上游), पहली चाल चलते हैं (कोई नज़राना नहीं)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lead</source>
            <translation>पहली चाल आपकी</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 leads</source>
            <translation>पहली चाल %1 की</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hand %1</source>
            <translation>हाथ %1</translation>
        </message>
        <message>
            <location line="+64" />
            <source>Pass</source>
            <translation>पास</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You go out: %2</source>
            <translation>आप बाहर निकले: %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 goes out: %2</source>
            <translation>%1 बाहर निकले: %2</translation>
        </message>
        <message>
            <location line="+13" />
            <source>%1 is out: the lead passes to you, the partner</source>
            <translation>%1 बाहर हैं: पहली चाल उनके साथी, यानी आपको जाती है</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You are out: the lead passes to your partner, %2</source>
            <translation>आप बाहर हैं: पहली चाल आपके साथी %2 को जाती है</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is out: the lead passes to the partner, %2</source>
            <translation>%1 बाहर हैं: पहली चाल साथी %2 को जाती है</translation>
        </message>
        <message>
            <location line="+61" />
            <source>%1 win the hand at A</source>
            <translation>%1 A पर हाथ जीतते हैं</translation>
        </message>
        <message>
            <location line="-48" />
            <source>Double Dweller</source>
            <translation>दोनों आखिरी</translation>
        </message>
        <message>
            <location line="+56" />
            <source>next hand at level %1</source>
            <translation>अगला हाथ स्तर %1 पर</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 drop back to 2</source>
            <translation>%1 वापस 2 पर गिरे</translation>
        </message>
        <message>
            <location line="-21" />
            <source>Levels: %1 at %2, %3 at %4</source>
            <translation>स्तर: %1 %2 पर, %3 %4 पर</translation>
        </message>
        <message>
            <location line="+25" />
            <source>%1 win the match!</source>
            <translation>%1 मैच जीत गए!</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Game over</source>
            <translation>खेल समाप्त</translation>
        </message>
    </context>
    <context>
        <name>GuandanPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_panel.py" line="+33" />
            <location line="+62" />
            <source>Sort by suit</source>
            <translation>सूट से जमाएँ</translation>
        </message>
        <message>
            <location line="-61" />
            <location line="+67" />
            <source>Arrange 理牌</source>
            <translation>जमाएँ 理牌</translation>
        </message>
        <message>
            <location line="-59" />
            <source>Cut the deck</source>
            <translation>गड्डी काटें</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+9" />
            <location line="+8" />
            <source>Show plays</source>
            <translation>चालें दिखाएँ</translation>
        </message>
        <message>
            <location line="-16" />
            <location line="+9" />
            <location line="+8" />
            <source>Clear</source>
            <translation>हटाएँ</translation>
        </message>
        <message>
            <location line="-16" />
            <source>Pass</source>
            <translation>पास</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play</source>
            <translation>खेलें</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Pay tribute</source>
            <translation>नज़राना दें</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Return this card</source>
            <translation>यह पत्ता लौटाएँ</translation>
        </message>
        <message>
            <location line="+35" />
            <source>Ungroup</source>
            <translation>समूह तोड़ें</translation>
        </message>
        <message>
            <location line="-25" />
            <source>Cancel</source>
            <translation>रद्द करें</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Sort by rank</source>
            <translation>रैंक से जमाएँ</translation>
        </message>
    </context>
    <context>
        <name>GuandanSelection</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_selection.py" line="+102" />
            <source>not a combination</source>
            <translation>कोई संयोजन नहीं</translation>
        </message>
        <message>
            <location line="+8" />
            <source>(or 1 other reading: you choose)</source>
            <translation>(या 1 और अर्थ: आप चुनें)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>(or %1 other readings: you choose)</source>
            <translation>(या %1 और अर्थ: आप चुनें)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>lead it</source>
            <translation>पहली चाल चलें</translation>
        </message>
        <message>
            <location line="+0" />
            <source>beats</source>
            <translation>काटता है</translation>
        </message>
        <message>
            <location line="+6" />
            <source>does not beat %1</source>
            <translation>%1 को नहीं काटता</translation>
        </message>
        <message>
            <location line="+16" />
            <source>choose one card</source>
            <translation>एक पत्ता चुनें</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 is not your highest card</source>
            <translation>%1 आपका सबसे ऊँचा पत्ता नहीं है</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 may not be returned</source>
            <translation>%1 लौटाया नहीं जा सकता</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Pay %1 as tribute</source>
            <translation>%1 नज़राने के रूप में दें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Return %1</source>
            <translation>%1 लौटाएँ</translation>
        </message>
        <message>
            <location line="+52" />
            <source>Nothing in your hand beats it: pass.</source>
            <translation>आपके हाथ में इसे काटने वाला कुछ नहीं: पास करें।</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Space</source>
            <translation>स्पेस</translation>
        </message>
        <message>
            <location line="+2" />
            <source>play %1 of %2, cheapest first · %3: next</source>
            <translation>चाल %1 / %2, सबसे सस्ती पहले · %3: अगली</translation>
        </message>
        <message>
            <location line="+96" />
            <source>←/→ move over your cards, ↑ picks one, ↓ puts it back; Enter plays.</source>
            <translation>←/→ पत्तों पर चलें, ↑ एक चुनता है, ↓ वापस रखता है; Enter खेलता है।</translation>
        </message>
    </context>
    <context>
        <name>GuandanTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan.py" line="+157" />
            <source>turned card</source>
            <translation>पलटा पत्ता</translation>
        </message>
        <message>
            <location line="+255" />
            <source>your partner</source>
            <translation>आपका साथी</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Thinking…</source>
            <translation>सोच रहे हैं…</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Tries at A: %1</source>
            <translation>A पर प्रयास: %1</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+44" />
            <source>Hand %1 · level %2</source>
            <translation>हाथ %1 · स्तर %2</translation>
        </message>
        <message>
            <location line="-37" />
            <source>yours</source>
            <translation>आपका</translation>
        </message>
        <message>
            <location line="+0" />
            <source>theirs</source>
            <translation>उनका</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hand %1 · level %2 (%3)</source>
            <translation>हाथ %1 · स्तर %2 (%3)</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Wild cards: %1</source>
            <translation>वाइल्ड कार्ड: %1</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Hand %1: the places</source>
            <translation>हाथ %1: स्थान</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 win the match at A</source>
            <translation>%1 A पर मैच जीते</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Tribute</source>
            <translation>नज़राना</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Pass</source>
            <translation>पास</translation>
        </message>
    </context>
    <context>
        <name>GuandanWords</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/guandan_words.py" line="+47" />
            <source>Banker</source>
            <translation>पहला</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Follower</source>
            <translation>दूसरा</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Third</source>
            <translation>तीसरा</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dweller</source>
            <translation>आखिरी</translation>
        </message>
        <message>
            <location line="+20" />
            <source>1st</source>
            <translation>पहला</translation>
        </message>
        <message>
            <location line="+0" />
            <source>2nd</source>
            <translation>दूसरा</translation>
        </message>
        <message>
            <location line="+0" />
            <source>3rd</source>
            <translation>तीसरा</translation>
        </message>
        <message>
            <location line="+0" />
            <source>4th</source>
            <translation>चौथा</translation>
        </message>
        <message>
            <location line="+5" />
            <source>big joker</source>
            <translation>बड़ा जोकर</translation>
        </message>
        <message>
            <location line="+0" />
            <source>small joker</source>
            <translation>छोटा जोकर</translation>
        </message>
        <message>
            <location line="+15" />
            <location line="+5" />
            <source>%1 and %2</source>
            <translation>%1 और %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>more than %1</source>
            <translation>%1 से अधिक</translation>
        </message>
        <message>
            <location line="+2" />
            <location filename="../../cardtable_qt/ui/tables/rummy.py" line="+427" />
            <source>1 card</source>
            <translation>1 पत्ता</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 cards</source>
            <translation>%1 पत्ते</translation>
        </message>
        <message>
            <location line="+7" />
            <source>+ %1 from %2</source>
            <translation>+ %1, %2 से</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1 climb 1 level</source>
            <translation>%1 1 स्तर चढ़े</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 climb %2 levels</source>
            <translation>%1 %2 स्तर चढ़े</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Straight</source>
            <translation>स्ट्रेट</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Straight flush</source>
            <translation>स्ट्रेट फ़्लश</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bomb</source>
            <translation>बम</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Joker bomb</source>
            <translation>जोकर बम</translation>
        </message>
    </context>
    <context>
        <name>HandHistoryDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/hand_history.py" line="+67" />
            <source>%1 level</source>
            <translation>%1 स्तर</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 levels</source>
            <translation>%1 स्तर</translation>
        </message>
        <message>
            <location line="+5" />
            <source>1 point</source>
            <translation>1 अंक</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 points</source>
            <translation>%1 अंक</translation>
        </message>
        <message>
            <location line="+108" />
            <source>Hand history</source>
            <translation>हाथों का इतिहास</translation>
        </message>
        <message>
            <location line="-72" />
            <source>The game at the table</source>
            <translation>मेज़ पर चल रहा खेल</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 · %2 · %3 (saved)</source>
            <translation>%1 · %2 · %3 (सेव किया हुआ)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Hands of:</source>
            <translation>किस खेल के हाथ:</translation>
        </message>
        <message>
            <location line="+59" />
            <source>Hand</source>
            <translation>हाथ</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Hand key</source>
            <translation>हाथ की कुंजी</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Won by</source>
            <translation>किसने जीता</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Your result</source>
            <translation>आपका नतीजा</translation>
        </message>
        <message>
            <location line="-45" />
            <source>Replay</source>
            <translation>दोबारा देखें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Review</source>
            <translation>समीक्षा</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Export…</source>
            <translation>निर्यात…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Import…</source>
            <translation>आयात…</translation>
        </message>
        <message>
            <location line="+59" />
            <source>nobody</source>
            <translation>कोई नहीं</translation>
        </message>
        <message>
            <location line="-8" />
            <source>The hand's own deal key</source>
            <translation>इस हाथ की अपनी बँटाई कुंजी</translation>
        </message>
        <message>
            <location line="-15" />
            <source>Deal history</source>
            <translation>डावों का इतिहास</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Deal</source>
            <translation>डाव</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Deal key</source>
            <translation>डाव की कुंजी</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round history</source>
            <translation>राउंडों का इतिहास</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Round</source>
            <translation>राउंड</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Round key</source>
            <translation>राउंड की कुंजी</translation>
        </message>
        <message>
            <location line="+12" />
            <source>The deal's own shuffle key</source>
            <translation>डाव की अपनी फेंटने की कुंजी</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The round's own deal key</source>
            <translation>इस राउंड की अपनी बँटाई कुंजी</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Every finished deal of this game.</source>
            <translation>इस खेल का हर पूरा हुआ डाव।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every finished round of this game.</source>
            <translation>इस खेल का हर पूरा हुआ राउंड।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every finished hand of this game.</source>
            <translation>इस खेल का हर पूरा हुआ हाथ।</translation>
        </message>
        <message>
            <location line="+6" />
            <source>No deal of this game has finished yet. Import… opens an exported deal.</source>
            <translation>इस खेल का कोई डाव अभी पूरा नहीं हुआ। आयात… से निर्यात किया हुआ डाव खोलें।</translation>
        </message>
        <message>
            <location line="+3" />
            <source>No round of this game has finished yet. Import… opens an exported round.</source>
            <translation>इस खेल का कोई राउंड अभी पूरा नहीं हुआ। आयात… से निर्यात किया हुआ राउंड खोलें।</translation>
        </message>
        <message>
            <location line="+3" />
            <source>No hand of this game has finished yet. Import… opens an exported hand.</source>
            <translation>इस खेल का कोई हाथ अभी पूरा नहीं हुआ। आयात… से निर्यात किया हुआ हाथ खोलें।</translation>
        </message>
        <message>
            <location line="+89" />
            <source>Deals (*.json)</source>
            <translation>डाव (*.json)</translation>
        </message>
        <message>
            <location line="-28" />
            <source>Export the round</source>
            <translation>राउंड निर्यात करें</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Rounds (*.json)</source>
            <translation>राउंड (*.json)</translation>
        </message>
        <message>
            <location line="-28" />
            <source>Export the hand</source>
            <translation>हाथ निर्यात करें</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Export the deal</source>
            <translation>डाव निर्यात करें</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Hands (*.json)</source>
            <translation>हाथ (*.json)</translation>
        </message>
        <message>
            <location line="-18" />
            <source>Export</source>
            <translation>निर्यात</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Import a deal</source>
            <translation>डाव आयात करें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Import a round</source>
            <translation>राउंड आयात करें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Import a hand</source>
            <translation>हाथ आयात करें</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Import</source>
            <translation>आयात</translation>
        </message>
    </context>
    <context>
        <name>HandResults</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/hand_results.py" line="+47" />
            <source>You won %1</source>
            <translation>आप %1 जीते</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lost %1</source>
            <translation>आप %1 हारे</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You broke even</source>
            <translation>न हार न जीत</translation>
        </message>
        <message>
            <location line="+22" />
            <source>%1 · cut in</source>
            <translation>%1 · बीच में हाथ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 · last leg</source>
            <translation>%1 · आखिरी हाथ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 · your place</source>
            <translation>%1 · आपकी जगह</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 · own place</source>
            <translation>%1 · अपनी जगह</translation>
        </message>
        <message>
            <location line="+5" />
            <source>beats the dealer's %1</source>
            <translation>डीलर के %1 को हराता है</translation>
        </message>
        <message>
            <location line="+2" />
            <source>loses to the dealer's %1</source>
            <translation>डीलर के %1 से हारता है</translation>
        </message>
        <message>
            <location line="+2" />
            <source>ties with the dealer's %1</source>
            <translation>डीलर के %1 के बराबर</translation>
        </message>
        <message>
            <location line="+4" />
            <source>beats the dealer</source>
            <translation>डीलर को हराता है</translation>
        </message>
        <message>
            <location line="+1" />
            <source>loses to the dealer</source>
            <translation>डीलर से हारता है</translation>
        </message>
        <message>
            <location line="+1" />
            <source>ties with the dealer</source>
            <translation>डीलर से बराबर</translation>
        </message>
        <message>
            <location line="+3" />
            <source>×%1</source>
            <translation>×%1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>bet %1</source>
            <translation>दाँव %1</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Dealer</source>
            <translation>डीलर</translation>
        </message>
        <message>
            <location line="+11" />
            <source>You won %1 this round</source>
            <translation>इस राउंड आप %1 जीते</translation>
        </message>
        <message>
            <location line="+4" />
            <source>You lost %1 this round</source>
            <translation>इस राउंड आप %1 हारे</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Even this round</source>
            <translation>इस राउंड बराबर</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Nobody bet: no cards this round</source>
            <translation>किसी ने दाँव नहीं लगाया: इस राउंड पत्ते नहीं बँटे</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The round is over</source>
            <translation>राउंड समाप्त</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Each hand against you, the dealer; the chips are what you paid or took.</source>
            <translation>हर हाथ आपके, यानी डीलर के, विरुद्ध; चिप वे हैं जो आपने दिए या लिए।</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Each hand against the dealer, %1; the chips are the hand's.</source>
            <translation>हर हाथ डीलर के विरुद्ध, %1; चिप उसी हाथ के हैं।</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The pot</source>
            <translation>पॉट</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Main pot</source>
            <translation>मुख्य पॉट</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Side pot %1</source>
            <translation>साइड पॉट %1</translation>
        </message>
        <message>
            <location line="+18" />
            <source>you folded</source>
            <translation>आपने पत्ते छोड़ दिए</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 folded</source>
            <translation>%1 ने पत्ते छोड़ दिए</translation>
        </message>
        <message>
            <location line="+2" />
            <source>everyone else folded</source>
            <translation>बाकी सबने पत्ते छोड़ दिए</translation>
        </message>
        <message>
            <location line="+70" />
            <source>loses</source>
            <translation>हारता है</translation>
        </message>
        <message>
            <location line="+15" />
            <source>You put in %1 and took %2.</source>
            <translation>आपने %1 डाले और %2 लिए।</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You put in %1.</source>
            <translation>आपने %1 डाले।</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The hand is over</source>
            <translation>हाथ समाप्त</translation>
        </message>
        <message>
            <location line="+19" />
            <source>You took pots worth %2</source>
            <translation>आपने कुल %2 के पॉट लिए</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You took the pot of %2</source>
            <translation>आपने %2 का पॉट लिया</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 took pots worth %2</source>
            <translation>%1 ने कुल %2 के पॉट लिए</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 took the pot of %2</source>
            <translation>%1 ने %2 का पॉट लिया</translation>
        </message>
        <message>
            <location line="+3" />
            <source> (%1 pots)</source>
            <translation> (%1 पॉट)</translation>
        </message>
    </context>
    <context>
        <name>HelpDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/help.py" line="+117" />
            <source>CardTable help</source>
            <translation>CardTable सहायता</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Rules</source>
            <translation>नियम</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keyboard</source>
            <translation>कीबोर्ड</translation>
        </message>
        <message>
            <location line="+1" />
            <source>About</source>
            <translation>परिचय</translation>
        </message>
        <message>
            <location line="+35" />
            <source>The rules of %1 are not installed.</source>
            <translation>%1 के नियम इंस्टॉल नहीं हैं।</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Finish the card animations at once</source>
            <translation>पत्तों के एनिमेशन तुरंत पूरे करें</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Space or a click</source>
            <translation>Space या क्लिक</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move between your cards</source>
            <translation>अपने पत्तों के बीच चलें</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Arrow keys</source>
            <translation>तीर कुंजियाँ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every button at the table</source>
            <translation>टेबल का हर बटन</translation>
        </message>
        <message>
            <location line="+0" />
            <source>The key shown on the button</source>
            <translation>बटन पर दिखाई कुंजी</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hint: what the strongest AI would do in your place, and why</source>
            <translation>संकेत: आपकी जगह सबसे मज़बूत AI क्या करता, और क्यों</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take the hint shown</source>
            <translation>दिखाया गया संकेत अपनाएँ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Guandan: show your legal plays one by one (Show plays)</source>
            <translation>ग्वानदान: अपनी वैध चालें एक-एक करके दिखाएँ (चालें दिखाएँ)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>What</source>
            <translation>क्या</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Key</source>
            <translation>कुंजी</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Show:</source>
            <translation>दिखाएँ:</translation>
        </message>
        <message>
            <location line="+3" />
            <source>What CardTable ships</source>
            <translation>CardTable में क्या शामिल है</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Licence of %1</source>
            <translation>%1 का लाइसेंस</translation>
        </message>
        <message>
            <location line="+4" />
            <source>About Qt</source>
            <translation>Qt के बारे में</translation>
        </message>
        <message>
            <location line="+12" />
            <source>The licence file is missing from this installation.</source>
            <translation>इस इंस्टॉलेशन में लाइसेंस फ़ाइल नहीं है।</translation>
        </message>
        <message>
            <location line="+7" />
            <location line="+21" />
            <source>MIT licence</source>
            <translation>MIT लाइसेंस</translation>
        </message>
        <message>
            <location line="-19" />
            <source>The program, its rule texts and its card art (drawn by the project's own script, resources/cards).</source>
            <translation>प्रोग्राम, इसके नियम-पाठ और इसके पत्तों के चित्र (प्रोजेक्ट की अपनी स्क्रिप्ट से बने, resources/cards)।</translation>
        </message>
        <message>
            <location line="+6" />
            <source>GNU LGPL v3</source>
            <translation>GNU LGPL v3</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The Qt Company and the Qt for Python project; source at &lt;a href='https://code.qt.io'&gt;code.qt.io&lt;/a&gt;.</source>
            <translation>The Qt Company और Qt for Python प्रोजेक्ट; स्रोत &lt;a href='https://code.qt.io'&gt;code.qt.io&lt;/a&gt; पर।</translation>
        </message>
        <message>
            <location line="+6" />
            <source>PSF licence</source>
            <translation>PSF लाइसेंस</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Python Software Foundation.</source>
            <translation>Python Software Foundation।</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Finds the folders for settings and saved games.</source>
            <translation>सेटिंग्स और सेव किए खेलों के फ़ोल्डर ढूँढता है।</translation>
        </message>
        <message>
            <location line="+4" />
            <source>SIL Open Font License 1.1</source>
            <translation>SIL Open Font License 1.1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Google and Adobe; the Chinese font is a subset. Text: resources/fonts/OFL.txt.</source>
            <translation>Google और Adobe; चीनी फ़ॉन्ट एक उपसमुच्चय है। पाठ: resources/fonts/OFL.txt।</translation>
        </message>
        <message>
            <location line="+11" />
            <source>A card table for Guandan, Pok Deng, Xì tố and Indian Rummy, played against AI players, offline.</source>
            <translation>ग्वानदान, पोक डेंग, शी तो और इंडियन रमी के लिए एक कार्ड टेबल, AI खिलाड़ियों के साथ, ऑफ़लाइन।</translation>
        </message>
    </context>
    <context>
        <name>Languages</name>
        <message>
            <location filename="../../cardtable_qt/ui/i18n.py" line="+38" />
            <source>English</source>
            <translation>अंग्रेज़ी</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Thai</source>
            <translation>थाई</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Vietnamese</source>
            <translation>वियतनामी</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hindi</source>
            <translation>हिन्दी</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Chinese</source>
            <translation>चीनी</translation>
        </message>
    </context>
    <context>
        <name>LessonChooser</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/lessons.py" line="+34" />
            <source>Tutorial</source>
            <translation>ट्यूटोरियल</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Each lesson is played on the real table: do what the bubble asks, or press Show me. Choose a lesson and press Start.</source>
            <translation>हर पाठ असली टेबल पर खेला जाता है: बुलबुला जो कहे वह करें, या "दिखाइए" दबाएँ। पाठ चुनें और "शुरू करें" दबाएँ।</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Lesson</source>
            <translation>पाठ</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Done</source>
            <translation>पूरा</translation>
        </message>
        <message>
            <location line="+0" />
            <source>What you learn</source>
            <translation>आप क्या सीखेंगे</translation>
        </message>
        <message>
            <location line="+16" />
            <source>(no lessons yet)</source>
            <translation>(अभी कोई पाठ नहीं)</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Start</source>
            <translation>शुरू करें</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Continue where I stopped</source>
            <translation>जहाँ रुका था वहीं से जारी रखें</translation>
        </message>
    </context>
    <context>
        <name>LoadDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/saves.py" line="+121" />
            <source>Load a saved game</source>
            <translation>सेव किया खेल खोलें</translation>
        </message>
        <message>
            <location line="+10" />
            <source>You have no saved games yet. Use Game ▸ Save As at a table.</source>
            <translation>अभी आपके पास कोई सेव किया खेल नहीं है। टेबल पर खेल ▸ इस नाम से सेव करें का उपयोग करें।</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Delete</source>
            <translation>मिटाएँ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Delete the selected saved game (Del)</source>
            <translation>चुना हुआ सेव खेल मिटाएँ (Del)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Open a file…</source>
            <translation>फ़ाइल खोलें…</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Load</source>
            <translation>खोलें</translation>
        </message>
        <message>
            <location line="+53" />
            <source>Press Delete again to delete “%1”.</source>
            <translation>“%1” मिटाने के लिए फिर से Delete दबाएँ।</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Open a saved game</source>
            <translation>सेव किया खेल खोलें</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Saved games (*.json)</source>
            <translation>सेव किए खेल (*.json)</translation>
        </message>
    </context>
    <context>
        <name>LogPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/log_panel.py" line="+168" />
            <location line="+32" />
            <source>Game log</source>
            <translation>खेल लॉग</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Fold the game log (%1)</source>
            <translation>खेल लॉग समेटें (%1)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Log</source>
            <translation>लॉग</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the game log (%1)</source>
            <translation>खेल लॉग खोलें (%1)</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../cardtable_qt/ui/main_window.py" line="+150" />
            <location line="+103" />
            <source>Paused — press P to carry on</source>
            <translation>रुका हुआ — जारी रखने के लिए P दबाएँ</translation>
        </message>
        <message>
            <location line="-28" />
            <source>&amp;Game</source>
            <translation>खेल(&amp;G)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;New game…</source>
            <translation>नया खेल(&amp;N)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Continue</source>
            <translation>जारी रखें(&amp;C)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Save</source>
            <translation>सेव करें(&amp;S)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save &amp;As…</source>
            <translation>इस नाम से सेव करें(&amp;A)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Load…</source>
            <translation>खोलें(&amp;L)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Pause</source>
            <translation>रोकें(&amp;P)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Leave the table</source>
            <translation>टेबल छोड़ें(&amp;L)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Undo</source>
            <translation>पूर्ववत(&amp;U)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Redo</source>
            <translation>दोबारा करें(&amp;R)</translation>
        </message>
        <message>
            <location line="+84" />
            <source>Hand &amp;history</source>
            <translation>हाथों का इतिहास(&amp;H)</translation>
        </message>
        <message>
            <location line="-6" />
            <source>Re&amp;view the last hand</source>
            <translation>पिछले हाथ की समीक्षा(&amp;V)</translation>
        </message>
        <message>
            <location line="-74" />
            <source>T&amp;utorial…</source>
            <translation>ट्यूटोरियल(&amp;U)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>S&amp;tatistics</source>
            <translation>आँकड़े(&amp;T)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Se&amp;ttings…</source>
            <translation>सेटिंग्स(&amp;T)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Quit</source>
            <translation>बाहर निकलें(&amp;Q)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Watch a demo</source>
            <translation>डेमो देखें(&amp;W)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Help</source>
            <translation>सहायता(&amp;H)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Rules</source>
            <translation>नियम(&amp;R)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>कीबोर्ड शॉर्टकट(&amp;K)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;About CardTable</source>
            <translation>CardTable के बारे में(&amp;A)</translation>
        </message>
        <message>
            <location line="+64" />
            <source>Re&amp;view the last deal</source>
            <translation>पिछले डाव की समीक्षा(&amp;V)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Re&amp;view the last round</source>
            <translation>पिछले राउंड की समीक्षा(&amp;V)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Deal &amp;history</source>
            <translation>डावों का इतिहास(&amp;H)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round &amp;history</source>
            <translation>राउंडों का इतिहास(&amp;H)</translation>
        </message>
        <message>
            <location line="+103" />
            <source>CardTable is already running here.</source>
            <translation>CardTable यहाँ पहले से चल रहा है।</translation>
        </message>
        <message>
            <location line="+30" />
            <source>your last game</source>
            <translation>आपका पिछला खेल</translation>
        </message>
        <message>
            <location line="+7" />
            <source>%1 is not part of this version of CardTable yet.</source>
            <translation>%1 अभी CardTable के इस संस्करण में नहीं है।</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The table for %1 is not built yet; it comes in a later version. You can read its rules in Help ▸ Rules.</source>
            <translation>%1 की टेबल अभी नहीं बनी; वह अगले संस्करण में आएगी। इसके नियम सहायता ▸ नियम में पढ़ सकते हैं।</translation>
        </message>
        <message>
            <location line="+48" />
            <source>The game could not start: %1</source>
            <translation>खेल शुरू नहीं हो सका: %1</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The table for %1 is not built yet.</source>
            <translation>%1 की टेबल अभी नहीं बनी।</translation>
        </message>
        <message>
            <location line="+43" />
            <source>seed %1</source>
            <translation>सीड %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Replay</source>
            <translation>रीप्ले</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Demo</source>
            <translation>डेमो</translation>
        </message>
        <message>
            <location line="+46" />
            <source>The game is over. Game ▸ New game to play again.</source>
            <translation>खेल समाप्त। फिर खेलने के लिए खेल ▸ नया खेल।</translation>
        </message>
        <message>
            <location line="+14" />
            <source>There is no game in progress to continue.</source>
            <translation>जारी रखने के लिए कोई चलता खेल नहीं है।</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The autosaved game</source>
            <translation>अपने-आप सेव हुआ खेल</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 is damaged and cannot be opened (%2).</source>
            <translation>%1 खराब है और खुल नहीं सकता (%2)।</translation>
        </message>
        <message>
            <location line="+10" />
            <source>It was kept aside, unchanged, as %1.</source>
            <translation>उसे बिना बदले %1 नाम से अलग रख दिया गया।</translation>
        </message>
        <message>
            <location line="+42" />
            <source>Saved as “%1”.</source>
            <translation>“%1” नाम से सेव हुआ।</translation>
        </message>
        <message>
            <location line="+38" />
            <source>The saved game “%1”</source>
            <translation>सेव किया खेल “%1”</translation>
        </message>
        <message>
            <location line="+14" />
            <source>There is no table for %1 yet, so there is no demo of it.</source>
            <translation>%1 की अभी कोई टेबल नहीं, इसलिए उसका डेमो भी नहीं।</translation>
        </message>
        <message>
            <location line="+16" />
            <source>The demo could not start: %1</source>
            <translation>डेमो शुरू नहीं हो सका: %1</translation>
        </message>
        <message>
            <location line="+92" />
            <source>No deal of this game has finished yet.</source>
            <translation>इस खेल का कोई डाव अभी पूरा नहीं हुआ।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No round of this game has finished yet.</source>
            <translation>इस खेल का कोई राउंड अभी पूरा नहीं हुआ।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No hand of this game has finished yet.</source>
            <translation>इस खेल का कोई हाथ अभी पूरा नहीं हुआ।</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/new_game.py" line="+59" />
            <source>Easy</source>
            <translation>आसान</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a casual player: sensible, with the odd slip</source>
            <translation>शौकिया खिलाड़ी: समझदार, कभी-कभार चूक</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Standard</source>
            <translation>सामान्य</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a steady, sound player: the usual opponent</source>
            <translation>स्थिर, सधा खिलाड़ी: आम प्रतिद्वंद्वी</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Hard</source>
            <translation>कठिन</translation>
        </message>
        <message>
            <location line="+1" />
            <source>plans ahead and counts the cards it has seen</source>
            <translation>आगे की सोचता है और देखे गए पत्ते गिनता है</translation>
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
            <translation>आप</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/new_game.py" line="+1" />
            <location line="+1" />
            <source>AI player</source>
            <translation>AI खिलाड़ी</translation>
        </message>
        <message>
            <location line="+78" />
            <source>New game: %1</source>
            <translation>नया खेल: %1</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Stakes</source>
            <translation>दाँव</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rules</source>
            <translation>नियम</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Starting a new game replaces the game you could continue (%1). To keep that one, cancel, continue it and use Game ▸ Save As.</source>
            <translation>नया खेल शुरू करने से वह खेल हट जाएगा जिसे आप जारी रख सकते थे (%1)। उसे रखना हो तो रद्द करें, उसे जारी रखें और खेल ▸ इस नाम से सेव करें चुनें।</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Allow undo</source>
            <translation>पूर्ववत की अनुमति</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Lets you take back your last decision (Ctrl+Z) within a hand; the results of a game where you did are marked in the statistics</source>
            <translation>एक हाथ के भीतर अपना पिछला फ़ैसला वापस लेने देता है (Ctrl+Z); जिस खेल में आपने ऐसा किया उसके नतीजे आँकड़ों में चिह्नित होते हैं</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Remember these rules as my defaults</source>
            <translation>इन नियमों को मेरा डिफ़ॉल्ट बनाएँ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Reset rules</source>
            <translation>नियम रीसेट करें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Put every rule option back to the game's default</source>
            <translation>हर नियम विकल्प को खेल के डिफ़ॉल्ट पर लौटाएँ</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Start</source>
            <translation>शुरू करें</translation>
        </message>
        <message>
            <location line="+39" />
            <source>Seat %1</source>
            <translation>सीट %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Players</source>
            <translation>खिलाड़ी</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Seats at the table</source>
            <translation>टेबल की सीटें</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Who</source>
            <translation>कौन</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Name</source>
            <translation>नाम</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Level</source>
            <translation>स्तर</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Play passes to the right (counter-clockwise); seat 1 sits at the bottom.</source>
            <translation>खेल दाईं ओर (घड़ी की उल्टी दिशा) चलता है; सीट 1 नीचे बैठती है।</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Deal</source>
            <translation>बँटाई</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Seed</source>
            <translation>सीड</translation>
        </message>
        <message>
            <location line="+4" />
            <source>random</source>
            <translation>यादृच्छिक</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The same seed and the same moves give the same deals; leave empty for new ones.</source>
            <translation>वही सीड और वही चालें वही बँटाई देती हैं; नई बँटाई के लिए खाली छोड़ें।</translation>
        </message>
        <message>
            <location line="+53" />
            <source>These options do not go together: %1</source>
            <translation>ये विकल्प एक साथ नहीं चल सकते: %1</translation>
        </message>
    </context>
    <context>
        <name>OptionsForm</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/options_form.py" line="+75" />
            <location line="+93" />
            <source>Off</source>
            <translation>बंद</translation>
        </message>
        <message>
            <location line="-91" />
            <source>Yes</source>
            <translation>हाँ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>No</source>
            <translation>नहीं</translation>
        </message>
        <message>
            <location line="+60" />
            <source>This game has no rule options.</source>
            <translation>इस खेल में कोई नियम विकल्प नहीं हैं।</translation>
        </message>
    </context>
    <context>
        <name>PokDengDecisions</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/pokdeng_decisions.py" line="+49" />
            <source>The session is over.</source>
            <translation>सत्र समाप्त हो गया है।</translation>
        </message>
        <message>
            <location line="+21" />
            <source>You are the dealer with %1: draw a card or stand.</source>
            <translation>आप %1 के साथ डीलर हैं: पत्ता खींचें या रुकें।</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Your hand at %2: %1. Draw a third card or stand?</source>
            <translation>%2 पर आपका हाथ: %1। तीसरा पत्ता खींचें या रुकें?</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Your hand at %2: %1. Under 4 points you must draw (table rule).</source>
            <translation>%2 पर आपका हाथ: %1। 4 अंक से कम पर पत्ता खींचना ज़रूरी है (मेज़ का नियम)।</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Your hand: %1. Draw a third card or stand?</source>
            <translation>आपका हाथ: %1। तीसरा पत्ता खींचें या रुकें?</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your hand: %1. Under 4 points you must draw (table rule).</source>
            <translation>आपका हाथ: %1। 4 अंक से कम पर खींचना ज़रूरी है (टेबल नियम)।</translation>
        </message>
        <message>
            <location line="+10" />
            <source>You are the dealer with %1. Catch (จับ): settle now against the hands of two or three cards, or go on.</source>
            <translation>आप %1 के साथ डीलर हैं। पकड़ें (จับ): दो या तीन पत्तों वाले हाथों से अभी हिसाब करें, या आगे बढ़ें।</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The bank is yours if you want it (you have %1 chips).</source>
            <translation>चाहें तो बैंक आपका है (आपके पास %1 चिप हैं)।</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You hold the bank. Deal another round, or announce your stop: the bank passes three rounds later.</source>
            <translation>बैंक आपके पास है। एक और राउंड बाँटें, या रुकने की घोषणा करें: बैंक तीन राउंड बाद आगे जाएगा।</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Re-buy %1 chips</source>
            <translation>%1 और चिप्स खरीदें</translation>
        </message>
        <message>
            <location line="+38" />
            <source>Deal</source>
            <translation>बाँटें</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Sit out</source>
            <translation>इस बार न खेलें</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Your bets are on the table. Open another hand (click a free place) or deal.</source>
            <translation>आपके दाँव टेबल पर हैं। एक और हाथ खोलें (खाली जगह पर क्लिक करें) या बाँटें।</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Your bets are on the table. Deal when you are ready.</source>
            <translation>आपके दाँव टेबल पर हैं। तैयार हों तो बाँटें।</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Place your bet: choose the amount, then click a free place (or press B).</source>
            <translation>दाँव लगाएँ: रकम चुनें, फिर खाली जगह पर क्लिक करें (या B दबाएँ)।</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Bet at your place</source>
            <translation>अपनी जगह पर दाँव</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Bet on the cut in</source>
            <translation>बीच के हाथ पर दाँव</translation>
        </message>
        <message>
            <location line="+7" />
            <source>the cut in</source>
            <translation>बीच में हाथ</translation>
        </message>
        <message>
            <location line="+52" />
            <source>%1 is placing bets…</source>
            <translation>%1 दाँव लगा रहे हैं…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 decides: draw or stand…</source>
            <translation>%1 तय कर रहे हैं: खींचें या रुकें…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1, the dealer, decides whether to catch…</source>
            <translation>डीलर %1 तय कर रहे हैं कि पकड़ें या नहीं…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1, the dealer, decides whether to draw…</source>
            <translation>डीलर %1 तय कर रहे हैं कि खींचें या नहीं…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is thinking…</source>
            <translation>%1 सोच रहे हैं…</translation>
        </message>
        <message>
            <location line="+53" />
            <source>at your place</source>
            <translation>आपकी जगह पर</translation>
        </message>
        <message>
            <location line="+4" />
            <source>on the cut in</source>
            <translation>बीच के हाथ पर</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bet %1 %2</source>
            <translation>दाँव %1 %2</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Draw a card</source>
            <translation>पत्ता खींचें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stand</source>
            <translation>रुकें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No catch</source>
            <translation>न पकड़ें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take the bank</source>
            <translation>डीलर बनें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Let the bank pass</source>
            <translation>डीलर न बनें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deal another round</source>
            <translation>एक और राउंड बाँटें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Announce your stop</source>
            <translation>रुकने की घोषणा</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Re-buy</source>
            <translation>और चिप्स खरीदें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave the table</source>
            <translation>टेबल छोड़ें</translation>
        </message>
        <message>
            <location line="+58" />
            <source>Bet at: %1 (Enter to place it)</source>
            <translation>दाँव: %1 (लगाने के लिए Enter)</translation>
        </message>
        <message>
            <location line="-183" />
            <location line="+212" />
            <source>your place</source>
            <translation>आपकी जगह</translation>
        </message>
        <message>
            <location line="-377" />
            <source>The demo is over: this was its last round.</source>
            <translation>डेमो समाप्त: यह उसका आख़िरी राउंड था।</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Review this round</source>
            <translation>इस राउंड की समीक्षा</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The replay is at the round's end. Back steps through it again.</source>
            <translation>रीप्ले राउंड के अंत पर है। पीछे दबाकर इसे फिर से क़दम-दर-क़दम देखें।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The round is over. Next (N), Space or a click goes on.</source>
            <translation>राउंड समाप्त। आगे (N), Space या क्लिक से बढ़ें।</translation>
        </message>
        <message>
            <location line="+82" />
            <source>You are out of chips: you have %1, and you need 5× the minimum bet (%2) to play, since a hand can cost five times its bet. Re-buy, or leave the table?</source>
            <translation>चिप कम हैं: आपके पास %1 हैं, और खेलने के लिए न्यूनतम दाँव का 5 गुना (%2) चाहिए, क्योंकि एक हाथ में दाँव का पाँच गुना तक जा सकता है। और चिप्स खरीदें, या मेज़ छोड़ें?</translation>
        </message>
        <message>
            <location line="+61" />
            <source>Bet on the last leg</source>
            <translation>आखिरी हाथ पर दाँव</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Bet at the place ringed in gold: %1</source>
            <translation>सुनहरे घेरे वाली जगह पर दाँव: %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>the last leg</source>
            <translation>आखिरी हाथ</translation>
        </message>
        <message>
            <location line="+10" />
            <source>No other hand for you this round</source>
            <translation>इस दौर में आपका और हाथ नहीं</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You sit this round out</source>
            <translation>इस दौर में आप नहीं खेलेंगे</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The dealer's %1 chips cover %2 in bets (a hand can cost five times its bet), and %3 are bet already.</source>
            <translation>डीलर के %1 चिप %2 तक के दाँव सँभालते हैं (एक हाथ में दाँव का पाँच गुना तक जा सकता है), और %3 पहले ही लग चुके हैं।</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Your %1 chips cover %2 in bets (a hand can cost five times its bet), and you have bet %3.</source>
            <translation>आपके %1 चिप %2 तक के दाँव सँभालते हैं (एक हाथ में दाँव का पाँच गुना तक जा सकता है), और आप %3 लगा चुके हैं।</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You need 5× the minimum bet (%1) to play.</source>
            <translation>खेलने के लिए न्यूनतम दाँव का 5 गुना (%1) चाहिए।</translation>
        </message>
        <message>
            <location line="+4" />
            <source>No place is free for another hand.</source>
            <translation>और हाथ के लिए कोई जगह खाली नहीं।</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1. %2</source>
            <translation>%1। %2</translation>
        </message>
        <message>
            <location line="+65" />
            <source>on the last leg</source>
            <translation>आखिरी हाथ पर</translation>
        </message>
        <message>
            <location line="+103" />
            <source>Your hand (%1): %2 — %3, bet %4</source>
            <translation>आपका हाथ (%1): %2 — %3, दाँव %4</translation>
        </message>
    </context>
    <context>
        <name>PokDengEvents</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/pokdeng_events.py" line="+58" />
            <location line="+323" />
            <source>Dealer</source>
            <translation>डीलर</translation>
        </message>
        <message>
            <location line="-271" />
            <location line="+235" />
            <source>Sits out</source>
            <translation>इस राउंड में नहीं</translation>
        </message>
        <message>
            <location line="-208" />
            <source>Nobody bet: no cards this round</source>
            <translation>किसी ने दाँव नहीं लगाया: इस राउंड पत्ते नहीं बँटे</translation>
        </message>
        <message>
            <location line="+38" />
            <source>Draws</source>
            <translation>खींचता है</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+2" />
            <location line="+2" />
            <source>Stands</source>
            <translation>रुकता है</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The dealer catches the three-card hands</source>
            <translation>डीलर तीन पत्तों वाले हाथ पकड़ता है</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The dealer catches the two-card hands</source>
            <translation>डीलर दो पत्तों वाले हाथ पकड़ता है</translation>
        </message>
        <message>
            <location line="+4" />
            <source>No catch</source>
            <translation>पकड़ नहीं</translation>
        </message>
        <message>
            <location line="+11" />
            <source>tie</source>
            <translation>बराबरी</translation>
        </message>
        <message>
            <location line="+104" />
            <source>You won %1 this round</source>
            <translation>इस राउंड आप %1 जीते</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lost %1 this round</source>
            <translation>इस राउंड आप %1 हारे</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Even this round</source>
            <translation>इस राउंड बराबर</translation>
        </message>
        <message>
            <location line="+48" />
            <source>Re-bought</source>
            <translation>चिप्स खरीदे</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Left the table</source>
            <translation>टेबल छोड़ी</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Let the bank pass</source>
            <translation>डीलर नहीं बने</translation>
        </message>
        <message>
            <location line="+11" />
            <source>%1 takes the bank</source>
            <translation>%1 बैंक लेते हैं</translation>
        </message>
        <message>
            <location line="+0" />
            <source>You take the bank</source>
            <translation>आप बैंक लेते हैं</translation>
        </message>
        <message>
            <location line="+13" />
            <source>You will give up the bank after %2 rounds</source>
            <translation>आप %2 राउंड के बाद बैंक छोड़ेंगे</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 will give up the bank after %2 rounds</source>
            <translation>%1 %2 राउंड के बाद बैंक छोड़ेंगे</translation>
        </message>
        <message>
            <location line="+2" />
            <source>This round is the first of them.</source>
            <translation>यह राउंड उनमें पहला है।</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The session is over: you are %1 chips up</source>
            <translation>सत्र समाप्त: आप %1 चिप फ़ायदे में हैं</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The session is over: you are %1 chips down</source>
            <translation>सत्र समाप्त: आप %1 चिप घाटे में हैं</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The session is over: you broke even</source>
            <translation>सत्र समाप्त: न फ़ायदा न घाटा</translation>
        </message>
    </context>
    <context>
        <name>PokDengPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/pokdeng_panel.py" line="+34" />
            <source>+min</source>
            <translation>+न्यूनतम</translation>
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
            <translation>हटाएँ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Last bet</source>
            <translation>पिछला दाँव</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bet at your place</source>
            <translation>अपनी जगह पर दाँव</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deal</source>
            <translation>बाँटें</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Draw a card</source>
            <translation>पत्ता खींचें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stand</source>
            <translation>रुकें</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Catch two-card hands</source>
            <translation>दो-पत्ती हाथ पकड़ें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Catch three-card hands</source>
            <translation>तीन-पत्ती हाथ पकड़ें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No catch</source>
            <translation>न पकड़ें</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Take the bank</source>
            <translation>डीलर बनें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Let the bank pass</source>
            <translation>डीलर न बनें</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Announce your stop</source>
            <translation>रुकने की घोषणा</translation>
        </message>
        <message>
            <location line="-1" />
            <source>Deal another round</source>
            <translation>एक और राउंड</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Re-buy</source>
            <translation>और चिप्स खरीदें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave the table</source>
            <translation>टेबल छोड़ें</translation>
        </message>
        <message>
            <location line="+13" />
            <source>From %1 to %2 chips on one hand</source>
            <translation>एक हाथ पर %1 से %2 चिप</translation>
        </message>
    </context>
    <context>
        <name>PokDengTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/pokdeng.py" line="+467" />
            <source>cut in</source>
            <translation>बीच में हाथ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>last leg</source>
            <translation>आखिरी हाथ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>dealer</source>
            <translation>डीलर</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Your place</source>
            <translation>आपकी जगह</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Place</source>
            <translation>जगह</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Last leg
(after the dealer)</source>
            <translation>आखिरी हाथ
(डीलर के बाद)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cut in</source>
            <translation>बीच में हाथ</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Dealer</source>
            <translation>डीलर</translation>
        </message>
        <message>
            <location line="+99" />
            <source>Round %1 · Dealer: %2 · bets %3–%4</source>
            <translation>राउंड %1 · डीलर: %2 · दाँव %3–%4</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Your bankroll %1</source>
            <translation>आपकी पूँजी %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source> (%1 on the table)</source>
            <translation> (%1 टेबल पर)</translation>
        </message>
        <message>
            <location line="+2" />
            <source> (%1 re-bought)</source>
            <translation> (%1 चिप्स खरीदे)</translation>
        </message>
        <message>
            <location line="+5" />
            <source> · last round %1</source>
            <translation> · पिछला राउंड %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The bank passes after this round</source>
            <translation>इस राउंड के बाद बैंक आगे जाएगा</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The bank passes after %1 rounds</source>
            <translation>%1 राउंड बाद बैंक आगे जाएगा</translation>
        </message>
    </context>
    <context>
        <name>ReplayBar</name>
        <message>
            <location filename="../../cardtable_qt/ui/replay_bar.py" line="+49" />
            <source>◀ Back</source>
            <translation>◀ पीछे</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+86" />
            <source>Play</source>
            <translation>चलाएँ</translation>
        </message>
        <message>
            <location line="-84" />
            <source>Forward ▶</source>
            <translation>आगे ▶</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Jump to a decision…</source>
            <translation>किसी फ़ैसले पर जाएँ…</translation>
        </message>
        <message>
            <location line="+19" />
            <source>As you saw it</source>
            <translation>जैसा आपने देखा</translation>
        </message>
        <message>
            <location line="+2" />
            <source>As %1 saw it</source>
            <translation>जैसा %1 ने देखा</translation>
        </message>
        <message>
            <location line="+8" />
            <source>All cards face up</source>
            <translation>सबके पत्ते खुले</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Show every player's cards (Ctrl+U), or only what the chosen seat saw</source>
            <translation>हर खिलाड़ी के पत्ते दिखाएँ (Ctrl+U), या केवल वह जो चुनी गई सीट ने देखा</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Step %1 of %2</source>
            <translation>चरण %1 / %2</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Pause</source>
            <translation>रोकें</translation>
        </message>
    </context>
    <context>
        <name>ReplayDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/replay_dialog.py" line="+37" />
            <source>Replay of deal %1</source>
            <translation>डाव %1 का रीप्ले</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Replay of round %1</source>
            <translation>राउंड %1 का रीप्ले</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Replay of hand %1</source>
            <translation>हाथ %1 का रीप्ले</translation>
        </message>
    </context>
    <context>
        <name>ReplayWords</name>
        <message>
            <location filename="../../cardtable_qt/ui/replay_words.py" line="+28" />
            <source>%1 bet %2</source>
            <translation>%1 ने %2 का दाँव लगाया</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 finished betting</source>
            <translation>%1 ने दाँव लगाना पूरा किया</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 drew a card</source>
            <translation>%1 ने एक पत्ता खींचा</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 stood</source>
            <translation>%1 ने और पत्ता नहीं लिया</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 caught the hands of %2 cards</source>
            <translation>%1 ने %2 पत्तों वाले हाथ पकड़े</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 caught no one</source>
            <translation>%1 ने किसी को नहीं पकड़ा</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+22" />
            <source>%1 bought chips</source>
            <translation>%1 ने चिप खरीदे</translation>
        </message>
        <message>
            <location line="-21" />
            <source>%1 took the bank</source>
            <translation>%1 ने बैंक लिया</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 let the bank pass</source>
            <translation>%1 ने बैंक आगे जाने दिया</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 dealt another round</source>
            <translation>%1 ने एक और राउंड बाँटा</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 left the table</source>
            <translation>%1 ने टेबल छोड़ी</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 cut the deck</source>
            <translation>%1 ने गड्डी काटी</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 played %2</source>
            <translation>%1 ने %2 खेला</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 passed</source>
            <translation>%1 ने पास किया</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 paid %2 as tribute</source>
            <translation>%1 ने नज़राने के रूप में %2 दिया</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 returned a card</source>
            <translation>%1 ने एक पत्ता लौटाया</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 packed</source>
            <translation>%1 ने पैक किया</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 drew from the stock</source>
            <translation>%1 ने स्टॉक से पत्ता खींचा</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 took a card from the discard pile</source>
            <translation>%1 ने डिस्कार्ड ढेर से पत्ता उठाया</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 discarded %2</source>
            <translation>%1 ने %2 फेंका</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 declared</source>
            <translation>%1 ने घोषणा की</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 bet %2 (tố)</source>
            <translation>%1 ने %2 का दाँव लगाया (tố)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 called (theo)</source>
            <translation>%1 ने दाँव मिलाया (theo)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 raised by %2 (tố thêm)</source>
            <translation>%1 ने दाँव %2 बढ़ाया (tố thêm)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 folded (úp bài)</source>
            <translation>%1 ने पत्ते छोड़े (úp bài)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 sat out</source>
            <translation>%1 ने यह हाथ नहीं खेला</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Press Play (%1) to watch the round.</source>
            <translation>राउंड देखने के लिए चलाएँ (%1) दबाएँ।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Press Play (%1) to watch the deal.</source>
            <translation>डाव देखने के लिए चलाएँ (%1) दबाएँ।</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Press Play (%1) to watch the hand.</source>
            <translation>हाथ देखने के लिए चलाएँ (%1) दबाएँ।</translation>
        </message>
        <message>
            <location line="+31" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location line="+15" />
            <source>The replay is starting…</source>
            <translation>रीप्ले शुरू हो रहा है…</translation>
        </message>
    </context>
    <context>
        <name>ResultHold</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/result_hold.py" line="+107" />
            <location filename="../../cardtable_qt/ui/tables/rummy_sheet.py" line="+66" />
            <source>Hide</source>
            <translation>छिपाएँ</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Next</source>
            <translation>आगे</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/table/game_table.py" line="-189" />
            <source>The replay is at the hand's end. Back steps through it again.</source>
            <translation>रीप्ले हाथ के अंत पर है। पीछे दबाकर इसे फिर से क़दम-दर-क़दम देखें।</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The hand is over. Next (N), Space or a click goes on.</source>
            <translation>हाथ समाप्त। आगे (N), Space या क्लिक से बढ़ें।</translation>
        </message>
    </context>
    <context>
        <name>ResultSheet</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/result_sheet.py" line="+273" />
            <source>Review this hand</source>
            <translation>इस हाथ की समीक्षा</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Next deal</source>
            <translation>अगला डाव</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Close</source>
            <translation>बंद करें</translation>
        </message>
    </context>
    <context>
        <name>ResultsChart</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/results_chart.py" line="+67" />
            <source>No results yet: play a game first.</source>
            <translation>अभी कोई नतीजा नहीं: पहले एक खेल खेलें।</translation>
        </message>
        <message>
            <location line="+40" />
            <source>older</source>
            <translation>पुराने</translation>
        </message>
        <message>
            <location line="+1" />
            <source>latest</source>
            <translation>नवीनतम</translation>
        </message>
    </context>
    <context>
        <name>ReviewDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/review_dialog.py" line="+44" />
            <source>chips</source>
            <translation>चिप</translation>
        </message>
        <message>
            <location line="+1" />
            <source>plan points</source>
            <translation>योजना अंक</translation>
        </message>
        <message>
            <location line="+1" />
            <source>penalty points</source>
            <translation>दंड अंक</translation>
        </message>
        <message>
            <location line="+1" />
            <source>agreement</source>
            <translation>सहमति</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bets</source>
            <translation>दांव</translation>
        </message>
        <message>
            <location line="+1" />
            <source>percentage points of the chance to take the hand</source>
            <translation>आपकी टीम के हाथ जीतने की संभावना के प्रतिशत अंक</translation>
        </message>
        <message>
            <location line="+87" />
            <source>Review of hand %1</source>
            <translation>हाथ %1 की समीक्षा</translation>
        </message>
        <message>
            <location line="+136" />
            <source>When</source>
            <translation>कब</translation>
        </message>
        <message>
            <location line="-138" />
            <source>Review of deal %1</source>
            <translation>डाव %1 की समीक्षा</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Review of round %1</source>
            <translation>राउंड %1 की समीक्षा</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Looking at your decisions…</source>
            <translation>आपके फ़ैसले देखे जा रहे हैं…</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Cancel the review</source>
            <translation>समीक्षा रद्द करें</translation>
        </message>
        <message>
            <location line="+126" />
            <source>You did</source>
            <translation>आपने किया</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The AI would</source>
            <translation>AI करता</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Yours</source>
            <translation>आपका</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The AI's</source>
            <translation>AI का</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cost</source>
            <translation>नुकसान</translation>
        </message>
        <message>
            <location line="-109" />
            <source>Replay from here</source>
            <translation>यहाँ से रीप्ले</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The review was cancelled.</source>
            <translation>समीक्षा रद्द कर दी गई।</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The review could not be made: %1</source>
            <translation>समीक्षा नहीं बन सकी: %1</translation>
        </message>
        <message>
            <location line="+26" />
            <source>costly</source>
            <translation>महँगा</translation>
        </message>
        <message>
            <location line="+31" />
            <source>%1 of your %2 decisions agree with the AI (%3); %4, costing about %5 (%6) together. Double-click a decision to replay it.</source>
            <translation>आपके %2 फ़ैसलों में से %1 AI से मेल खाते हैं (%3); %4, जिनका कुल नुकसान लगभग %5 (%6) है। किसी फ़ैसले को दोबारा देखने के लिए उस पर डबल-क्लिक करें।</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 of your %2 decisions agree with the AI (%3); %4; estimated cost %5 (%6). Double-click a decision to replay it.</source>
            <translation>आपके %2 फ़ैसलों में से %1 AI से मेल खाते हैं (%3); %4; अनुमानित नुकसान %5 (%6)। किसी फ़ैसले को दोबारा देखने के लिए उस पर डबल-क्लिक करें।</translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>%n costly</source>
            <comment>decisions</comment>
            <translation>
                <numerusform>%n महँगा पड़ा</numerusform>
                <numerusform>%n महँगे पड़े</numerusform>
            </translation>
        </message>
        <message>
            <location line="-2" />
            <source>the hard AI</source>
            <translation>कठिन AI</translation>
        </message>
        <message>
            <location line="+0" />
            <source>the basic AI</source>
            <translation>बुनियादी AI</translation>
        </message>
    </context>
    <context>
        <name>ReviewRows</name>
        <message>
            <location filename="../../cardtable_qt/review/rows.py" line="+37" />
            <source>% of your bet</source>
            <translation>आपके दाँव का %</translation>
        </message>
        <message>
            <location line="+1" />
            <source>% chance to take the hand</source>
            <translation>आपकी टीम के हाथ जीतने की % संभावना</translation>
        </message>
        <message>
            <location line="+1" />
            <source>chips</source>
            <translation>चिप</translation>
        </message>
        <message>
            <location line="+1" />
            <source>penalty points</source>
            <translation>दंड अंक</translation>
        </message>
        <message>
            <location line="+1" />
            <source>plan points</source>
            <translation>योजना अंक</translation>
        </message>
        <message>
            <location line="+1" />
            <source>agreement</source>
            <translation>सहमति</translation>
        </message>
        <message>
            <location line="+57" />
            <source>%1 %</source>
            <translation>%1%</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Round %1 · your bet</source>
            <translation>राउंड %1 · आपका दाँव</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Round %1 · draw or stand</source>
            <translation>राउंड %1 · पत्ता लें या रुकें</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Round %1 · catch</source>
            <translation>राउंड %1 · पकड़ना</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Round %1 · the bank</source>
            <translation>राउंड %1 · बैंक</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Tribute</source>
            <translation>नज़राना</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Return tribute</source>
            <translation>नज़राना लौटाना</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Trick %1 · you led</source>
            <translation>चाल %1 · आपने शुरू की</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Trick %1 · to beat %2</source>
            <translation>चाल %1 · %2 को हराना</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Turn %1 · draw</source>
            <translation>बारी %1 · पत्ता खींचना</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Turn %1 · discard</source>
            <translation>बारी %1 · पत्ता फेंकना</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Street %1 · facing a bet of %2</source>
            <translation>दौर %1 · सामने %2 का दाँव</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Street %1 · no bet yet</source>
            <translation>दौर %1 · अभी कोई दाँव नहीं</translation>
        </message>
        <message>
            <location line="+10" />
            <source>bet %1 on your place</source>
            <translation>अपनी जगह पर %1 का दाँव</translation>
        </message>
        <message>
            <location line="+2" />
            <source>bet %1 on the last leg</source>
            <translation>आखिरी हाथ पर %1 का दाँव</translation>
        </message>
        <message>
            <location line="+2" />
            <source>bet %1 to cut in</source>
            <translation>बीच में हाथ पर %1 का दाँव</translation>
        </message>
        <message>
            <location line="+3" />
            <source>take %1 from the discard pile</source>
            <translation>डिस्कार्ड ढेर से %1 उठाना</translation>
        </message>
        <message>
            <location line="+4" />
            <source>call %1 (theo)</source>
            <translation>%1 मिलाना (theo)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>pass</source>
            <translation>पास</translation>
        </message>
        <message>
            <location line="+17" />
            <source>The AI's choice is better: %1</source>
            <translation>AI की चाल बेहतर है: %1</translation>
        </message>
        <message>
            <location line="+20" />
            <source>a forced move</source>
            <translation>एक मजबूरी की चाल</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 forced moves</source>
            <translation>%1 मजबूरी की चालें</translation>
        </message>
        <message>
            <location line="+2" />
            <source>a near-tie</source>
            <translation>एक लगभग बराबर चाल</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 near-ties</source>
            <translation>%1 लगभग बराबर चालें</translation>
        </message>
        <message>
            <location line="+23" />
            <source>the same</source>
            <translation>वही</translation>
        </message>
    </context>
    <context>
        <name>RummyDecisions</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_decisions.py" line="+34" />
            <source>The replay is at the deal's end. Back steps through it again.</source>
            <translation>रीप्ले डाव के अंत पर है। पीछे दबाकर इसे फिर से क़दम-दर-क़दम देखें।</translation>
        </message>
        <message>
            <location line="+34" />
            <source>The match is over: the sheet shows how it ended.</source>
            <translation>मैच समाप्त: तालिका बताती है कि कैसे खत्म हुआ।</translation>
        </message>
        <message>
            <location line="-39" />
            <source>The demo is over: this was its last deal.</source>
            <translation>डेमो समाप्त: यह उसका आख़िरी डाव था।</translation>
        </message>
        <message>
            <location line="+43" />
            <source>The deal is over: the next one starts in a moment.</source>
            <translation>डाव समाप्त: अगला बस शुरू होने वाला है।</translation>
        </message>
        <message>
            <location line="-37" />
            <source>The deal is over. Read the sheet, then Next deal (N).</source>
            <translation>डाव समाप्त। तालिका पढ़ें, फिर अगला डाव (N)।</translation>
        </message>
        <message>
            <location line="+44" />
            <source>The match is over. Scores (C) shows the whole match.</source>
            <translation>मैच समाप्त। अंक तालिका (C) पूरा मैच दिखाती है।</translation>
        </message>
        <message>
            <location line="+17" />
            <location line="+230" />
            <source>Take %1</source>
            <translation>%1 लें</translation>
        </message>
        <message>
            <location line="-230" />
            <source>Take</source>
            <translation>लें</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Confirm pack (%1)</source>
            <translation>पैक पक्का करें (%1)</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Pack (%1)</source>
            <translation>पैक (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 points</source>
            <translation>%1 अंक</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Pack for %1 points? Press Pack again to confirm.</source>
            <translation>%1 अंक पर पैक करें? पक्का करने के लिए फिर से पैक दबाएँ।</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your turn: draw from the stock or take %2, or pack (%1 points).</source>
            <translation>आपकी बारी: स्टॉक से लें या %2 लें, या पैक करें (%1 अंक)।</translation>
        </message>
        <message>
            <location line="+12" />
            <location line="+214" />
            <source>Discard %1</source>
            <translation>%1 फेंकें</translation>
        </message>
        <message>
            <location line="-212" />
            <source>Discard</source>
            <translation>फेंकें</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You can declare! Auto-arrange (A) lays your groups out, then Declare (E).</source>
            <translation>आप घोषणा कर सकते हैं! अपने-आप जमाएँ (A) समूह लगा देता है, फिर घोषणा (E)।</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Discard a card: click it, then Discard (D).</source>
            <translation>एक पत्ता फेंकें: उस पर क्लिक करें, फिर फेंकें (D)।</translation>
        </message>
        <message>
            <location line="+34" />
            <source>You can declare</source>
            <translation>आप घोषणा कर सकते हैं</translation>
        </message>
        <message>
            <location line="+4" />
            <source>You are playing…</source>
            <translation>आप खेल रहे हैं…</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 is playing…</source>
            <translation>%1 खेल रहे हैं…</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You are out of the match</source>
            <translation>आप मैच से बाहर हैं</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You packed: you are dealt in again next deal</source>
            <translation>आपने पैक किया: अगले डाव में आपको फिर पत्ते मिलेंगे</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Choose the card to discard: click it (or reach it with the arrow keys).</source>
            <translation>फेंकने का पत्ता चुनें: उस पर क्लिक करें (या तीर कुंजियों से वहाँ पहुँचें)।</translation>
        </message>
        <message>
            <location line="+41" />
            <source>Choose the card to lay face down: select it (or leave it as your only ungrouped card), then Declare.</source>
            <translation>उल्टा रखने का पत्ता चुनें: उसे चुनें (या उसे अपना अकेला बिना-समूह पत्ता छोड़ दें), फिर घोषणा।</translation>
        </message>
        <message>
            <location line="+14" />
            <source>This grouping is not valid, but your hand can be declared: Auto-arrange (A) shows how.</source>
            <translation>यह समूह-रचना वैध नहीं, पर आपके पत्तों से घोषणा हो सकती है: अपने-आप जमाएँ (A) तरीका दिखाता है।</translation>
        </message>
        <message>
            <location line="+5" />
            <source>That declaration is not valid: see why above your hand.</source>
            <translation>यह घोषणा मान्य नहीं: कारण आपके हाथ के ऊपर देखें।</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Your hand cannot declare yet: %1. Discard a card.</source>
            <translation>आपका हाथ अभी घोषणा नहीं कर सकता: %1। एक पत्ता फेंकें।</translation>
        </message>
        <message>
            <location line="+9" />
            <source>no pure sequence yet</source>
            <translation>अभी कोई शुद्ध सीक्वेंस नहीं</translation>
        </message>
        <message>
            <location line="+2" />
            <source>no second sequence yet</source>
            <translation>अभी दूसरा सीक्वेंस नहीं</translation>
        </message>
        <message>
            <location line="+2" />
            <source>your two sequences do not hold 6 or 7 cards</source>
            <translation>आपके दो सीक्वेंस में मिलाकर 6 या 7 पत्ते नहीं</translation>
        </message>
        <message>
            <location line="+2" />
            <source>more than two trios</source>
            <translation>दो से ज़्यादा ट्रायो</translation>
        </message>
        <message>
            <location line="+4" />
            <source>1 card is in no group</source>
            <translation>1 पत्ता किसी समूह में नहीं</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 cards are in no group</source>
            <translation>%1 पत्ते किसी समूह में नहीं</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Every card but the face-down one must be in a group; ungrouped: %1.</source>
            <translation>उल्टे पत्ते को छोड़ हर पत्ता किसी समूह में होना चाहिए; बिना समूह: %1।</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Draw from the stock</source>
            <translation>स्टॉक से लें</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Pack</source>
            <translation>पैक</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Declare, laying %1 face down</source>
            <translation>घोषणा, %1 उल्टा रखकर</translation>
        </message>
    </context>
    <context>
        <name>RummyEvents</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_events.py" line="+234" />
            <source>You pack: 20 points</source>
            <translation>आपने पैक किया: 20 अंक</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 packs: 20 points</source>
            <translation>%1 पैक: 20 अंक</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the cards go under the stock</source>
            <translation>पत्ते स्टॉक के नीचे जाते हैं</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You pack: 40 points</source>
            <translation>आपने पैक किया: 40 अंक</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 packs: 40 points</source>
            <translation>%1 पैक: 40 अंक</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the cards leave the deal</source>
            <translation>पत्ते डाव से बाहर हो जाते हैं</translation>
        </message>
        <message>
            <location line="+18" />
            <source>The stock ran out</source>
            <translation>स्टॉक खत्म हो गया</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the discard pile, but its top card, is shuffled into a new stock</source>
            <translation>डिस्कार्ड ढेर, ऊपर का पत्ता छोड़कर, फेंटकर नया स्टॉक बनता है</translation>
        </message>
        <message>
            <location line="+57" />
            <source>You declared!</source>
            <translation>आपने घोषणा की!</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 declared!</source>
            <translation>%1 ने घोषणा की!</translation>
        </message>
        <message>
            <location line="+40" />
            <source>Your count: %1</source>
            <translation>आपकी गिनती: %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>halved to %1</source>
            <translation>आधा होकर %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>as the deal was scored</source>
            <translation>जैसे डाव गिना गया</translation>
        </message>
    </context>
    <context>
        <name>RummyPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_panel.py" line="+29" />
            <source>Group</source>
            <translation>समूह बनाएँ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Ungroup</source>
            <translation>समूह तोड़ें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Auto-arrange</source>
            <translation>अपने-आप जमाएँ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Scores</source>
            <translation>अंक तालिका</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Draw from stock</source>
            <translation>स्टॉक से लें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take discard</source>
            <translation>डिस्कार्ड लें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pack</source>
            <translation>पैक</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Discard</source>
            <translation>फेंकें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Declare</source>
            <translation>घोषणा</translation>
        </message>
    </context>
    <context>
        <name>RummySelection</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_selection.py" line="+63" />
            <source>Your hand can be declared: %1 goes face down. Press Declare (E).</source>
            <translation>आपका हाथ घोषित हो सकता है: %1 उल्टा जाएगा। घोषणा (E) दबाएँ।</translation>
        </message>
        <message>
            <location line="+79" />
            <source>%1: not in a group</source>
            <translation>%1: किसी समूह में नहीं</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1: group %2 — %3</source>
            <translation>%1: समूह %2 — %3</translation>
        </message>
    </context>
    <context>
        <name>RummySheet</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_sheet.py" line="+2" />
            <source>Close</source>
            <translation>बंद करें</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Next deal</source>
            <translation>अगला डाव</translation>
        </message>
        <message>
            <location line="+129" />
            <source>Scores after 1 deal</source>
            <translation>1 डाव के बाद अंक</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Scores after %1 deals</source>
            <translation>%1 डाव के बाद अंक</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Scores: no deal has ended yet</source>
            <translation>अंक: अभी कोई डाव पूरा नहीं हुआ</translation>
        </message>
    </context>
    <context>
        <name>RummyTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy.py" line="-277" />
            <source>Declare:
drop the 14th card here</source>
            <translation>घोषणा:
14वाँ पत्ता यहाँ छोड़ें</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Discard pile</source>
            <translation>डिस्कार्ड ढेर</translation>
        </message>
        <message>
            <location line="+68" />
            <source>Review this deal</source>
            <translation>इस डाव की समीक्षा</translation>
        </message>
        <message>
            <location line="+53" />
            <source>%1 pts</source>
            <translation>%1 अंक</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 · packed (%2)</source>
            <translation>%1 · पैक (%2)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 · out</source>
            <translation>%1 · बाहर</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Dealer</source>
            <translation>डीलर</translation>
        </message>
        <message>
            <location line="+7" />
            <location filename="../../cardtable_qt/ui/tables/rummy_results.py" line="+104" />
            <source>Deal %1</source>
            <translation>डाव %1</translation>
        </message>
        <message>
            <location line="+2" />
            <location filename="../../cardtable_qt/ui/tables/rummy_results.py" line="-5" />
            <source>Deal %1 of %2</source>
            <translation>डाव %1 / %2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Pool rummy: 101 points is out</source>
            <translation>पूल रमी: 101 अंक पर बाहर</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dealer: %1</source>
            <translation>डीलर: %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Joker turned</source>
            <translation>पलटा जोकर</translation>
        </message>
        <message>
            <location line="+0" />
            <source>aces and jokers are wild</source>
            <translation>इक्के और जोकर वाइल्ड हैं</translation>
        </message>
        <message>
            <location line="+3" />
            <source>and the jokers</source>
            <translation>और जोकर</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Stock · %1</source>
            <translation>स्टॉक · %1</translation>
        </message>
        <message>
            <location line="+100" />
            <source>Ungrouped</source>
            <translation>बिना समूह</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Not a group</source>
            <translation>समूह नहीं</translation>
        </message>
        <message>
            <location line="-5" />
            <source>%1 cards</source>
            <translation>%1 पत्ते</translation>
        </message>
        <message>
            <location line="-127" />
            <source>1 deck</source>
            <translation>1 डेक</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 decks</source>
            <translation>%1 डेक</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Wild: %1</source>
            <translation>वाइल्ड: सभी %1</translation>
        </message>
        <message>
            <location line="+140" />
            <location line="+13" />
            <source>Your count: %1</source>
            <translation>आपकी गिनती: %1</translation>
        </message>
        <message>
            <location line="-12" />
            <source>if someone declared now</source>
            <translation>अगर अभी कोई घोषणा करे</translation>
        </message>
        <message>
            <location line="+13" />
            <source>after discarding %1</source>
            <translation>%1 फेंकने के बाद</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_results.py" line="+103" />
            <source>halved to %1</source>
            <translation>आधा होकर %1</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy.py" line="+35" />
            <source>Not a valid declaration — your turn goes on</source>
            <translation>घोषणा मान्य नहीं — आपकी बारी जारी है</translation>
        </message>
        <message>
            <location filename="../../cardtable_qt/ui/tables/rummy_results.py" line="-159" />
            <source>Joker</source>
            <translation>जोकर</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Pure sequence</source>
            <translation>शुद्ध सीक्वेंस</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Mixed sequence</source>
            <translation>मिश्रित सीक्वेंस</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+9" />
            <source>Trio</source>
            <translation>ट्रायो</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Pure seq.</source>
            <translation>शुद्ध</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Mixed seq.</source>
            <translation>मिश्रित</translation>
        </message>
        <message>
            <location line="+49" />
            <source>you declared</source>
            <translation>आपने घोषणा की</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 declared</source>
            <translation>%1 ने घोषणा की</translation>
        </message>
        <message>
            <location line="+28" />
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <location line="+10" />
            <source>you win: everyone else packed</source>
            <translation>आप जीते: बाकी सबने पैक किया</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 wins: everyone else packed</source>
            <translation>%1 जीते: बाकी सबने पैक किया</translation>
        </message>
        <message>
            <location line="+4" />
            <source>you win: %2 packed</source>
            <translation>आप जीते: %2 ने पैक किया</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 wins: you packed</source>
            <translation>%1 जीते: आपने पैक किया</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 wins: %2 packed</source>
            <translation>%1 जीते: %2 ने पैक किया</translation>
        </message>
        <message>
            <location line="-40" />
            <source>A declaration on the very first turn: every other count is halved, rounded up.</source>
            <translation>बिल्कुल पहली बारी में घोषणा: बाकी सभी की गिनती आधी, ऊपर की ओर पूर्णांकित।</translation>
        </message>
        <message>
            <location line="-37" />
            <source>Wild cards in deal %1: the %2 and the jokers (marked %3).</source>
            <translation>डाव %1 के वाइल्ड कार्ड: सभी %2 और जोकर (%3 से चिह्नित)।</translation>
        </message>
        <message>
            <location line="+44" />
            <source>You reached %2 points and are out of the match.</source>
            <translation>आप %2 अंक पर पहुँच गए और मैच से बाहर हैं।</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 reached %2 points and is out of the match.</source>
            <translation>%1 %2 अंक पर पहुँचे और मैच से बाहर हैं।</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The match is over: %1 won with %2 points.</source>
            <translation>मैच समाप्त: %1 %2 अंक के साथ जीते।</translation>
        </message>
        <message>
            <location line="+49" />
            <source>Winner</source>
            <translation>विजेता</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the last player left</source>
            <translation>आखिरी बचा खिलाड़ी</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 laid face down</source>
            <translation>%1 उल्टा रखा</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Winner · declared</source>
            <translation>विजेता · घोषणा की</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Scattered · %1</source>
            <translation>बिखरे · %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Counted %1</source>
            <translation>गिनती %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Packed (first turn)</source>
            <translation>पैक किया (पहली बारी)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Packed</source>
            <translation>पैक किया</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Out of the match</source>
            <translation>मैच से बाहर</translation>
        </message>
    </context>
    <context>
        <name>SaveAsDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/saves.py" line="+14" />
            <source>Save the game as</source>
            <translation>खेल को इस नाम से सेव करें</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Name</source>
            <translation>नाम</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Saved games (pick one to replace it)</source>
            <translation>सेव किए खेल (बदलने के लिए एक चुनें)</translation>
        </message>
        <message>
            <location line="+34" />
            <source>A saved game called “%1” exists; saving replaces it.</source>
            <translation>“%1” नाम का सेव खेल मौजूद है; सेव करने से वह बदल जाएगा।</translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message>
            <location filename="../../cardtable_qt/session/scoreboard.py" line="+119" />
            <source>%1 · out</source>
            <translation>%1 · बाहर</translation>
        </message>
        <message>
            <location line="+4" />
            <source>out</source>
            <translation>बाहर</translation>
        </message>
        <message>
            <location line="+16" />
            <source>You reached %2 points after deal %3 and are out of the match.</source>
            <translation>डाव %3 के बाद आपके %2 अंक हो गए और आप मैच से बाहर हैं।</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 reached %2 points after deal %3 and is out of the match.</source>
            <translation>डाव %3 के बाद %1 के %2 अंक हो गए और वे मैच से बाहर हैं।</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Total</source>
            <translation>कुल</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deal %1</source>
            <translation>डाव %1</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/settings_dialog.py" line="+59" />
            <source>Green felt</source>
            <translation>हरा फ़ेल्ट</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Deep blue</source>
            <translation>गहरा नीला</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Burgundy</source>
            <translation>मैरून</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Teal</source>
            <translation>फ़िरोज़ी</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slate</source>
            <translation>स्लेटी</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Settings</source>
            <translation>सेटिंग्स</translation>
        </message>
        <message>
            <location line="+8" />
            <source>General</source>
            <translation>सामान्य</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Table</source>
            <translation>टेबल</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Default rules</source>
            <translation>डिफ़ॉल्ट नियम</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Your name</source>
            <translation>आपका नाम</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Language</source>
            <translation>भाषा</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A new language is used at once, and from then on.</source>
            <translation>नई भाषा तुरंत और आगे हमेशा लागू होती है।</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Off (no movement)</source>
            <translation>बंद (कोई हलचल नहीं)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fast</source>
            <translation>तेज़</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Normal</source>
            <translation>सामान्य</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slow</source>
            <translation>धीमा</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Animation speed</source>
            <translation>एनिमेशन गति</translation>
        </message>
        <message>
            <location line="+13" />
            <source>AI players wait</source>
            <translation>AI खिलाड़ी रुकें</translation>
        </message>
        <message>
            <location line="+7" />
            <source> s</source>
            <translation> से.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Until I go on</source>
            <translation>जब तक मैं आगे न बढ़ूँ</translation>
        </message>
        <message>
            <location line="+4" />
            <source>How long the result of a hand stays on the table before the next one starts by itself. Next, Space or a click goes on at any time.</source>
            <translation>अगला हाथ अपने-आप शुरू होने से पहले किसी हाथ का नतीजा टेबल पर कितनी देर रहे। आगे, Space या क्लिक से कभी भी जारी रखें।</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Results stay</source>
            <translation>नतीजा रुके</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Standard (red and black)</source>
            <translation>मानक (लाल और काला)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Four colours</source>
            <translation>चार रंग</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Card faces</source>
            <translation>पत्तों के चेहरे</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Blue</source>
            <translation>नीला</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Red</source>
            <translation>लाल</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Card back</source>
            <translation>पत्तों की पीठ</translation>
        </message>
        <message>
            <location line="+23" />
            <source>Other colour…</source>
            <translation>दूसरा रंग…</translation>
        </message>
        <message>
            <location line="+4" />
            <location line="+94" />
            <source>Table colour</source>
            <translation>टेबल का रंग</translation>
        </message>
        <message>
            <location line="-87" />
            <source>Table aids</source>
            <translation>टेबल सहायता</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Guandan: card counter 记牌器</source>
            <translation>ग्वानदान: पत्ता गिनती 记牌器</translation>
        </message>
        <message>
            <location line="+3" />
            <source>How many of each rank you have not seen yet, from your hand and the plays</source>
            <translation>हर रैंक के कितने पत्ते आपने अभी नहीं देखे, आपके हाथ और चली गई चालों से</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Guandan: last-trick button (T)</source>
            <translation>ग्वानदान: पिछली चाल बटन (T)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The rules a new game starts with. You can still change them in the new-game dialog.</source>
            <translation>नया खेल जिन नियमों से शुरू होता है। आप उन्हें नए खेल के संवाद में अब भी बदल सकते हैं।</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Reset to the game's defaults</source>
            <translation>खेल के डिफ़ॉल्ट पर रीसेट करें</translation>
        </message>
        <message>
            <location line="+27" />
            <source>No game is installed.</source>
            <translation>कोई खेल इंस्टॉल नहीं है।</translation>
        </message>
        <message>
            <location line="+13" />
            <source>%1 s</source>
            <translation>%1 से.</translation>
        </message>
        <message>
            <location line="+28" />
            <source>(card preview unavailable)</source>
            <translation>(पत्तों का पूर्वावलोकन उपलब्ध नहीं)</translation>
        </message>
        <message>
            <location line="+54" />
            <source>These rules do not go together: %1</source>
            <translation>ये नियम एक साथ नहीं चल सकते: %1</translation>
        </message>
    </context>
    <context>
        <name>SpeechBubble</name>
        <message>
            <location filename="../../cardtable_qt/ui/tutorial_overlay.py" line="+156" />
            <source>Back</source>
            <translation>पीछे</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Restart</source>
            <translation>फिर से शुरू</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show me</source>
            <translation>दिखाइए</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Next</source>
            <translation>आगे</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave</source>
            <translation>छोड़ें</translation>
        </message>
    </context>
    <context>
        <name>StartScreen</name>
        <message>
            <location filename="../../cardtable_qt/ui/start_screen.py" line="+257" />
            <source>Four traditional card games against AI players — choose one</source>
            <translation>AI खिलाड़ियों के साथ चार पारंपरिक ताश के खेल — एक चुनें</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Continue</source>
            <translation>जारी रखें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Load…</source>
            <translation>सेव खेल खोलें…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tutorial</source>
            <translation>सीखें</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Learn a game by playing it: short lessons on the real table</source>
            <translation>खेलकर खेल सीखें: असली टेबल पर छोटे पाठ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Statistics</source>
            <translation>आँकड़े</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Settings</source>
            <translation>सेटिंग्स</translation>
        </message>
        <message>
            <location line="+22" />
            <source>No game in progress</source>
            <translation>कोई खेल अधूरा नहीं है</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Carry on with the game you left: %1</source>
            <translation>अधूरा छोड़ा खेल फिर से शुरू करें: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>There is no game to carry on with.</source>
            <translation>जारी रखने के लिए कोई खेल नहीं है।</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/statistics.py" line="+35" />
            <location line="+1" />
            <source>chips won or lost</source>
            <translation>जीते या हारे चिप</translation>
        </message>
        <message>
            <location line="+1" />
            <source>levels your team climbed</source>
            <translation>आपकी टीम जितने स्तर चढ़ी</translation>
        </message>
        <message>
            <location line="+1" />
            <source>penalty points (fewer is better)</source>
            <translation>दंड अंक (कम बेहतर)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>your result</source>
            <translation>आपका नतीजा</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Easy AI players</source>
            <translation>आसान AI खिलाड़ी</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Standard AI players</source>
            <translation>सामान्य AI खिलाड़ी</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hard AI players</source>
            <translation>कठिन AI खिलाड़ी</translation>
        </message>
        <message>
            <location line="+1" />
            <source>AI players of mixed levels</source>
            <translation>मिले-जुले स्तर के AI खिलाड़ी</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Random test players</source>
            <translation>यादृच्छिक परीक्षण खिलाड़ी</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Other AI players</source>
            <translation>अन्य AI खिलाड़ी</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Statistics</source>
            <translation>आँकड़े</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Every finished round, hand or deal you play is counted here.</source>
            <translation>आपका खेला हर पूरा राउंड, हाथ या डाव यहाँ गिना जाता है।</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Against</source>
            <translation>विरुद्ध</translation>
        </message>
        <message>
            <location line="+3" />
            <source>All levels</source>
            <translation>सभी स्तर</translation>
        </message>
        <message>
            <location line="+84" />
            <source>%1: your last %2 results</source>
            <translation>%1: आपके पिछले %2 नतीजे</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Net means %1.</source>
            <translation>शुद्ध लाभ/हानि का अर्थ है %1।</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Reviewed hands: %1. Your decisions agreeing with the AI: %2 of %3; estimated cost of the other %4: %5 (%6).</source>
            <translation>समीक्षा किए हाथ: %1। AI से मेल खाते आपके फ़ैसले: %3 में से %2; बाकी %4 का अनुमानित नुकसान: %5 (%6)।</translation>
        </message>
        <message>
            <location line="+13" />
            <source>%1 of these results come from games where you used undo.</source>
            <translation>इनमें से %1 नतीजे उन खेलों के हैं जिनमें आपने पूर्ववत का उपयोग किया।</translation>
        </message>
    </context>
    <context>
        <name>StatsTableModel</name>
        <message>
            <location filename="../../cardtable_qt/session/models.py" line="+214" />
            <source>Game</source>
            <translation>खेल</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Played</source>
            <translation>खेले</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Won</source>
            <translation>जीते</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Win rate</source>
            <translation>जीत दर</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Net</source>
            <translation>कुल</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Best streak</source>
            <translation>सबसे लंबी लय</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Current streak</source>
            <translation>मौजूदा लय</translation>
        </message>
    </context>
    <context>
        <name>TableHints</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/hinting.py" line="+127" />
            <source>Hint</source>
            <translation>संकेत</translation>
        </message>
        <message>
            <location line="+3" />
            <source>What the strongest AI player would do in your place, and why (H)</source>
            <translation>आपकी जगह सबसे मज़बूत AI खिलाड़ी क्या करता, और क्यों (H)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Take the hint</source>
            <translation>संकेत अपनाएँ</translation>
        </message>
        <message>
            <location line="+37" />
            <source>Thinking about your move…</source>
            <translation>आपकी चाल पर सोच रहे हैं…</translation>
        </message>
        <message>
            <location line="+14" />
            <location line="+4" />
            <source>There is no hint to take.</source>
            <translation>अपनाने को कोई संकेत नहीं है।</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The hint could not be taken.</source>
            <translation>संकेत अपनाया नहीं जा सका।</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Hint: %1</source>
            <translation>संकेत: %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The AI's choice in your place (Shift+H takes it).</source>
            <translation>आपकी जगह AI का चुनाव (Shift+H से अपनाएँ)।</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Hint: %1. Shift+H takes it.</source>
            <translation>संकेत: %1। Shift+H से अपनाएँ।</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: %1.</source>
            <translation>संकेत: %1।</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <location filename="../../cardtable_qt/tutorial/runner.py" line="+147" />
            <source>You</source>
            <translation>आप</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Tutorial: %1</source>
            <translation>ट्यूटोरियल: %1</translation>
        </message>
        <message>
            <location line="+128" />
            <source>This one is over: the sheet shows how it was settled. Press Next to go on, as in a game.</source>
            <translation>यह पूरा हुआ: तालिका दिखाती है कि इसका हिसाब कैसे हुआ। खेल की तरह, आगे बढ़ने के लिए "आगे" दबाएँ।</translation>
        </message>
        <message>
            <location line="+59" />
            <source>%1 — step %2 of %3</source>
            <translation>%1 — चरण %2 / %3</translation>
        </message>
        <message>
            <location line="+175" />
            <source>Arrange the cards first, as the bubble says.</source>
            <translation>पहले पत्ते जमाएँ, जैसा बुलबुला कहता है।</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Wait for the next step first: press Next in the bubble.</source>
            <translation>पहले अगले चरण की प्रतीक्षा करें: बुलबुले में "आगे" दबाएँ।</translation>
        </message>
        <message>
            <location line="+18" />
            <source>That is allowed in a game, but this step asks for: %1.</source>
            <translation>खेल में यह चल सकता है, पर यह चरण माँगता है: %1।</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Not this time: do as the bubble says, to see what happens.</source>
            <translation>इस बार नहीं: बुलबुला जो कहे वही करें, ताकि देखें क्या होता है।</translation>
        </message>
        <message>
            <location line="+139" />
            <source>Leave the lesson</source>
            <translation>पाठ छोड़ें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave this lesson? What you completed so far is kept.</source>
            <translation>यह पाठ छोड़ें? अब तक जो पूरा किया वह सुरक्षित रहेगा।</translation>
        </message>
        <message>
            <source>Teams, cards and the first cut</source>
            <translation>टीमें, पत्ते और पहली कटाई</translation>
        </message>
        <message>
            <source>Meet your partner, the card order with the level card, and cut the deck for the first hand.</source>
            <translation>अपने साथी से मिलें, स्तर-पत्ते के साथ पत्तों का क्रम जानें, और पहले हाथ के लिए गड्डी काटें।</translation>
        </message>
        <message>
            <source>Guandan (掼蛋) is played by four in two teams: your partner Lin sits opposite you. Play goes counter-clockwise: Wei, on your right, plays after you.</source>
            <translation>ग्वानदान (掼蛋) चार लोग दो टीमों में खेलते हैं: आपका साथी Lin आपके सामने बैठा है। खेल घड़ी की उल्टी दिशा में चलता है: आपके दाईं ओर बैठा Wei आपके बाद खेलता है।</translation>
        </message>
        <message>
            <source>Two decks with four jokers: 27 cards each. Cards rank 2 up to A, then the level card (级牌) above the ace, then the small joker and the big joker. Suits do not count. Each team has a level, starting at 2: this hand is played at level 2.</source>
            <translation>चार जोकर वाली दो गड्डियाँ: हर खिलाड़ी को 27 पत्ते। रैंक 2 से A तक, फिर इक्के के ऊपर स्तर-पत्ता (级牌), फिर छोटा जोकर और बड़ा जोकर। सूट नहीं गिने जाते। हर टीम का एक स्तर होता है, जो 2 से शुरू होता है: यह हाथ स्तर 2 पर खेला जाता है।</translation>
        </message>
        <message>
            <source>In the first hand you cut the deck: a card is turned face up, its rank counts round the table to say who draws first, and whoever draws that turned card leads. Press Cut the deck.</source>
            <translation>पहले हाथ में आप गड्डी काटते हैं: एक पत्ता खोला जाता है, उसकी रैंक टेबल के चारों ओर गिनी जाती है कि पहले कौन खींचेगा, और जो वह पलटा पत्ता खींचता है वही पहली चाल चलता है। "गड्डी काटें" दबाएँ।</translation>
        </message>
        <message>
            <source>The turned card decided who leads this first hand. From the second hand on there is no cut: the lead follows the tribute.</source>
            <translation>पलटे पत्ते ने तय किया कि इस पहले हाथ में पहली चाल कौन चलेगा। दूसरे हाथ से कटाई नहीं होती: पहली चाल नज़राने के बाद तय होती है।</translation>
        </message>
        <message>
            <source>Singles, pairs and triples</source>
            <translation>एकल, जोड़े और तिकड़ी</translation>
        </message>
        <message>
            <source>Lead a pair, beat a play with the same kind higher, pass, and lead again after winning the trick.</source>
            <translation>एक जोड़ा चलें, उसी तरह के ऊँचे संयोजन से काटें, पास करें, और चाल जीतकर फिर पहली चाल चलें।</translation>
        </message>
        <message>
            <source>Late in a hand everyone holds few cards. Each player's number of cards shows beside them once it is 10 or fewer; above 10 it stays hidden, as at a real table.</source>
            <translation>हाथ के अंत में सबके पास कम पत्ते होते हैं। किसी खिलाड़ी के पत्तों की गिनती 10 या कम होने पर उसके पास दिखती है; 10 से ऊपर छिपी रहती है, जैसे असली टेबल पर।</translation>
        </message>
        <message>
            <source>A hand is played in tricks. The leader plays any combination: a single (单张), a pair (对子), a triple (三张) or a longer one. You lead: play your pair of fives. Click the ringed cards, then Play.</source>
            <translation>हाथ चालों में खेला जाता है। पहली चाल वाला कोई भी संयोजन खेल सकता है: एकल (单张), जोड़ा (对子), तिकड़ी (三张) या कोई लंबा संयोजन। पहली चाल आपकी: अपना पंजों का जोड़ा खेलें। घेरे वाले पत्तों पर क्लिक करें, फिर "खेलें"।</translation>
        </message>
        <message>
            <source>Lead the pair of fives (5 5) for this lesson.</source>
            <translation>इस पाठ के लिए पंजों का जोड़ा (5 5) चलें।</translation>
        </message>
        <message>
            <source>Wei beat it with a pair of sixes. To beat a play you need the same kind, higher: a pair beats only a pair. Play your pair of kings.</source>
            <translation>Wei ने छक्कों के जोड़े से काटा। किसी चाल को काटने के लिए उसी तरह का ऊँचा संयोजन चाहिए: जोड़े को केवल जोड़ा काटता है। अपना बादशाहों का जोड़ा खेलें।</translation>
        </message>
        <message>
            <source>You could pass (不要), but here your kings win the trick: play them.</source>
            <translation>आप पास (不要) कर सकते हैं, पर यहाँ आपके बादशाह चाल जीतते हैं: उन्हें खेलें।</translation>
        </message>
        <message>
            <source>Only a higher pair beats a pair: play K K.</source>
            <translation>जोड़े को केवल ऊँचा जोड़ा काटता है: K K खेलें।</translation>
        </message>
        <message>
            <source>Everyone passed (不要): the trick is yours, and the winner of a trick leads the next. Passing is always allowed, and a player who passed may play again later in the same trick. Lead your triple of nines.</source>
            <translation>सबने पास (不要) किया: चाल आपकी है, और चाल जीतने वाला अगली चाल शुरू करता है। पास करना हमेशा मान्य है, और पास कर चुका खिलाड़ी उसी चाल में बाद में फिर खेल सकता है। अपनी नहलों की तिकड़ी चलें।</translation>
        </message>
        <message>
            <source>Nobody could beat it. Play your last card: the first player out of cards is the Banker (上游).</source>
            <translation>कोई इसे नहीं काट सका। अपना आखिरी पत्ता खेलें: जिसके पत्ते सबसे पहले खत्म हों वह पहला (上游) है।</translation>
        </message>
        <message>
            <source>Full house, straight, tube and plate</source>
            <translation>फ़ुल हाउस, स्ट्रेट, ट्यूब और प्लेट</translation>
        </message>
        <message>
            <source>Lead the longer combinations: a full house (三带二), a straight (顺子), a tube (三连对) and a plate (钢板).</source>
            <translation>लंबे संयोजन चलें: फ़ुल हाउस (三带二), स्ट्रेट (顺子), ट्यूब (三连对) और प्लेट (钢板)।</translation>
        </message>
        <message>
            <source>A full house is a triple with a pair (三带二); two full houses are compared by their triple only. Lead 6 6 6 with J J.</source>
            <translation>फ़ुल हाउस एक तिकड़ी और एक जोड़ा है (三带二); दो फ़ुल हाउस केवल तिकड़ी से तुलना होते हैं। J J के साथ 6 6 6 चलें।</translation>
        </message>
        <message>
            <source>A straight (顺子) is exactly five ranks in a row, any suits. The ace may be low (A-2-3-4-5, the lowest) or high (10-J-Q-K-A), but never both. Lead A 2 3 4 5.</source>
            <translation>स्ट्रेट (顺子) ठीक पाँच लगातार रैंक हैं, किसी भी सूट के। इक्का नीचा (A-2-3-4-5, सबसे छोटा) या ऊँचा (10-J-Q-K-A) हो सकता है, पर दोनों कभी नहीं। A 2 3 4 5 चलें।</translation>
        </message>
        <message>
            <source>A tube (三连对) is exactly three pairs in a row. Lead 7 7 8 8 9 9.</source>
            <translation>ट्यूब (三连对) ठीक तीन लगातार जोड़े हैं। 7 7 8 8 9 9 चलें।</translation>
        </message>
        <message>
            <source>A plate (钢板) is exactly two triples in a row. Lead K K K A A A: your last cards.</source>
            <translation>प्लेट (钢板) ठीक दो लगातार तिकड़ियाँ हैं। K K K A A A चलें: आपके आखिरी पत्ते।</translation>
        </message>
        <message>
            <source>You went out first. When the player who played last has no cards left, the others may still beat the play; when all pass, the lead goes to that player's partner (接风): Lin led next. The hand ended once the places decided it.</source>
            <translation>आप सबसे पहले बाहर निकले। जब आखिरी चाल चलने वाले के पास पत्ते न बचें, तब भी बाकी उस चाल को काट सकते हैं; सब पास करें तो पहली चाल उस खिलाड़ी के साथी को जाती है (接风): अगली चाल Lin ने चली। स्थान तय होते ही हाथ समाप्त हुआ।</translation>
        </message>
        <message>
            <source>Bombs and the wild hearts</source>
            <translation>बम और वाइल्ड पान</translation>
        </message>
        <message>
            <source>Beat anything with a bomb (炸弹), a straight flush (同花顺) made with a wild heart, and the joker bomb (天王炸).</source>
            <translation>किसी भी चाल को बम (炸弹), वाइल्ड पान से बने स्ट्रेट फ़्लश (同花顺) और जोकर बम (天王炸) से काटें।</translation>
        </message>
        <message>
            <source>Jun led a pair of aces. You have no higher pair, but a bomb (炸弹) beats any play that is not a bomb: four or more cards of one rank. Play your four eights.</source>
            <translation>Jun ने इक्कों का जोड़ा चला। आपके पास ऊँचा जोड़ा नहीं, पर बम (炸弹) हर ऐसी चाल को काटता है जो बम न हो: एक रैंक के चार या अधिक पत्ते। अपने चार अट्ठे खेलें।</translation>
        </message>
        <message>
            <source>Don't pass: your bomb beats the aces.</source>
            <translation>पास न करें: आपका बम इक्कों को काटता है।</translation>
        </message>
        <message>
            <source>Wei answered with five fours: a bigger bomb (five of a kind beats any four). Bombs rank: 4 and 5 of a kind, then the straight flush, then 6 to 10 of a kind, and the joker bomb above all.</source>
            <translation>Wei ने पाँच चौकों से जवाब दिया: बड़ा बम (एक रैंक के पाँच पत्ते किसी भी चार को काटते हैं)। बमों का क्रम: एक रैंक के 4 और 5, फिर स्ट्रेट फ़्लश, फिर एक रैंक के 6 से 10, और सबसे ऊपर जोकर बम।</translation>
        </message>
        <message>
            <source>This hand is played at level 5, so both 5♥ are wild (逢人配): each may stand for any card but a joker. 9♠ 10♠ J♠ Q♠ with a wild 5♥ make a straight flush (同花顺), which beats five of a kind. The wild can be the 8♠ or the K♠: press Play, then choose the higher reading, 9♠ to K♠.</source>
            <translation>यह हाथ स्तर 5 पर खेला जाता है, इसलिए दोनों 5♥ वाइल्ड हैं (逢人配): हर एक जोकर के सिवा किसी भी पत्ते की जगह ले सकता है। 9♠ 10♠ J♠ Q♠ एक वाइल्ड 5♥ के साथ स्ट्रेट फ़्लश (同花顺) बनाते हैं, जो एक रैंक के पाँच पत्तों को काटता है। वाइल्ड 8♠ या K♠ बन सकता है: "खेलें" दबाएँ, फिर ऊँचा अर्थ चुनें, 9♠ से K♠।</translation>
        </message>
        <message>
            <source>Choose the higher reading: the wild 5♥ as the K♠, 9♠ to K♠.</source>
            <translation>ऊँचा अर्थ चुनें: वाइल्ड 5♥ को K♠ मानकर, 9♠ से K♠।</translation>
        </message>
        <message>
            <source>You won the trick. Lead the joker bomb (天王炸), all four jokers: the highest play in the game. It is your last play: you go out first.</source>
            <translation>आपने चाल जीती। जोकर बम (天王炸) चलें, चारों जोकर: खेल की सबसे ऊँची चाल। यह आपकी आखिरी चाल है: आप सबसे पहले बाहर निकलते हैं।</translation>
        </message>
        <message>
            <source>Tribute and the return</source>
            <translation>नज़राना और वापसी</translation>
        </message>
        <message>
            <source>Pay tribute (进贡) after losing a hand, and return a card (还贡) after winning one.</source>
            <translation>हाथ हारने के बाद नज़राना (进贡) दें, और जीतने के बाद एक पत्ता लौटाएँ (还贡)।</translation>
        </message>
        <message>
            <source>Last hand Wei went out first (the Banker, 上游) and his partner Jun second (the Follower, 二游): their team climbed three levels, from 2 to 4. With the partner third the climb is two, with the partner last (the Dweller, 下游) one.</source>
            <translation>पिछले हाथ में Wei सबसे पहले बाहर निकला (पहला, 上游) और उसका साथी Jun दूसरा (दूसरा, 二游): उनकी टीम तीन स्तर चढ़ी, 2 से 4 पर। साथी तीसरा हो तो दो स्तर, साथी आखिरी हो (आखिरी, 下游) तो एक।</translation>
        </message>
        <message>
            <source>Now the losers pay tribute (进贡): each gives their highest card, never a wild heart. With both of you last, you and Lin both pay: a double tribute. The level card 4♣ is your highest (it ranks above the ace). Click it, then Pay tribute.</source>
            <translation>अब हारने वाले नज़राना (进贡) देते हैं: हर एक अपना सबसे ऊँचा पत्ता देता है, वाइल्ड पान कभी नहीं। आप दोनों आखिरी रहे, इसलिए आप और Lin दोनों देते हैं: दोहरा कर। स्तर-पत्ता 4♣ आपका सबसे ऊँचा है (वह इक्के से ऊपर है)। उस पर क्लिक करें, फिर "नज़राना दें"।</translation>
        </message>
        <message>
            <source>Wei and Jun each gave a card back, the return (还贡): a card of 10 or lower that is not a level card (with none, their lowest). Your tribute and Lin's were equal, so yours went to the Banker, and you lead the new hand. Had you and Lin held both big jokers between you, no tribute would have been paid (anti-tribute, 抗贡).</source>
            <translation>Wei और Jun ने एक-एक पत्ता लौटाया, यानी वापसी (还贡): 10 या उससे छोटा ऐसा पत्ता जो स्तर-पत्ता न हो (ऐसा न हो तो उनका सबसे छोटा)। आपका और Lin का नज़राना बराबर था, इसलिए आपका पहले निकले (上游) को गया, और नए हाथ में पहली चाल आपकी है। अगर आपके और Lin के पास मिलाकर दोनों बड़े जोकर होते, तो कोई नज़राना नहीं दिया जाता (नज़राने से छूट, 抗贡)।</translation>
        </message>
        <message>
            <source>Anti-tribute</source>
            <translation>नज़राने से छूट</translation>
        </message>
        <message>
            <source>See a tribute refused when the paying side holds both big jokers (抗贡).</source>
            <translation>देखें कि नज़राना देने वाली टीम के पास दोनों बड़े जोकर हों तो नज़राना कैसे नहीं दिया जाता (抗贡)।</translation>
        </message>
        <message>
            <source>Last hand Wei and Jun went out first and second. You and Lin came third and last, so you both owed tribute (进贡).</source>
            <translation>पिछले हाथ में Wei और Jun पहले और दूसरे बाहर निकले। आप और Lin तीसरे और आखिरी रहे, इसलिए आप दोनों पर नज़राना (进贡) बनता था।</translation>
        </message>
        <message>
            <source>But you hold one big joker (大王) and Lin the other: between you, both. That is anti-tribute (抗贡): the jokers were shown and no tribute was paid.</source>
            <translation>पर एक बड़ा जोकर (大王) आपके पास है और दूसरा Lin के पास: यानी मिलाकर दोनों। यही नज़राने से छूट (抗贡) है: जोकर दिखाए गए और कोई नज़राना नहीं दिया गया।</translation>
        </message>
        <message>
            <source>After an anti-tribute the Banker leads: Wei played the 9♦ and the others passed. Beat it with your level card 4♣, which ranks above the ace.</source>
            <translation>नज़राने से छूट के बाद सबसे पहले निकला खिलाड़ी (上游) पहली चाल चलता है: Wei ने 9♦ खेला और बाकी सबने पास किया। उसे अपने स्तर-पत्ते 4♣ से काटें, जो इक्के से ऊपर है।</translation>
        </message>
        <message>
            <source>Beat the 9♦ with your 4♣ this time.</source>
            <translation>इस बार 9♦ को अपने 4♣ से काटें।</translation>
        </message>
        <message>
            <source>Play the single 4♣ for this lesson.</source>
            <translation>इस पाठ के लिए एकल 4♣ खेलें।</translation>
        </message>
        <message>
            <source>Winning a hand</source>
            <translation>हाथ जीतना</translation>
        </message>
        <message>
            <source>Win a hand with your partner and give back a card for the tribute you receive.</source>
            <translation>अपने साथी के साथ हाथ जीतें और मिले नज़राने के बदले एक पत्ता लौटाएँ।</translation>
        </message>
        <message>
            <source>Last hand you went out first and Lin second: your team climbed to level 4, and both opponents paid you tribute.</source>
            <translation>पिछले हाथ में आप सबसे पहले और Lin दूसरे बाहर निकले: आपकी टीम स्तर 4 पर चढ़ी, और दोनों विरोधियों ने आपको नज़राना दिया।</translation>
        </message>
        <message>
            <source>Give a card back (还贡): a card of 10 or lower that is not a level card. Return your 3♣: click it, then Return this card.</source>
            <translation>एक पत्ता लौटाएँ (还贡): 10 या उससे छोटा ऐसा पत्ता जो स्तर-पत्ता न हो। अपना 3♣ लौटाएँ: उस पर क्लिक करें, फिर "यह पत्ता लौटाएँ"।</translation>
        </message>
        <message>
            <source>Return your lowest card, 3♣, for this lesson.</source>
            <translation>इस पाठ के लिए अपना सबसे छोटा पत्ता, 3♣, लौटाएँ।</translation>
        </message>
        <message>
            <source>The tribute is done and the new hand starts at your level, 4. Levels climb up to A: a team that wins a hand played at its own level A wins the game, unless its partner came last in that hand.</source>
            <translation>नज़राना पूरा हुआ और नया हाथ आपके स्तर 4 पर शुरू होता है। स्तर A तक चढ़ते हैं: जो टीम अपने स्तर A पर खेला गया हाथ जीतती है, वह खेल जीतती है, जब तक उस हाथ में उसका साथी आखिरी न रहा हो।</translation>
        </message>
        <message>
            <source>Winning at A</source>
            <translation>स्तर A पर जीत</translation>
        </message>
        <message>
            <source>Win the game: take a hand played at your own level A.</source>
            <translation>खेल जीतें: अपने स्तर A पर खेला गया हाथ जीतें।</translation>
        </message>
        <message>
            <source>Your team has climbed to A, the last level, and this hand is played at your own level A. Lin has already gone out first (上游).</source>
            <translation>आपकी टीम आखिरी स्तर A पर पहुँच गई है, और यह हाथ आपके अपने स्तर A पर खेला जाता है। Lin ने पहले ही पहला स्थान (上游) ले लिया है।</translation>
        </message>
        <message>
            <source>Play your last two cards, the pair of sevens: you go out second (二游).</source>
            <translation>अपने आखिरी दो पत्ते, सत्तों का जोड़ा, खेलें: आप दूसरे बाहर निकलते हैं (二游)।</translation>
        </message>
        <message>
            <source>Play both sevens together, as a pair.</source>
            <translation>दोनों सत्ते एक साथ, जोड़े के रूप में खेलें।</translation>
        </message>
        <message>
            <source>You lead: play your pair of sevens.</source>
            <translation>पहली चाल आपकी: अपना सत्तों का जोड़ा खेलें।</translation>
        </message>
        <message>
            <source>You and Lin took first and second place in a hand played at your own level A: you win the game! Had Lin come last instead, your team would stay at A and play on.</source>
            <translation>अपने स्तर A पर खेले गए हाथ में आपने और Lin ने पहला और दूसरा स्थान लिया: आप खेल जीत गए! अगर इसकी जगह Lin का स्थान आखिरी होता, तो आपकी टीम A पर ही रहती और खेल जारी रहता।</translation>
        </message>
        <message>
            <source>At A with your partner last</source>
            <translation>स्तर A पर, साथी आखिरी</translation>
        </message>
        <message>
            <source>See why going out first at A does not win the game when your partner comes last.</source>
            <translation>देखें कि साथी आखिरी रहे तो स्तर A पर सबसे पहले बाहर निकलने से भी खेल क्यों नहीं जीता जाता।</translation>
        </message>
        <message>
            <source>Your team is at A, and this hand is played at your own level A. You lead, and two sevens are all you hold.</source>
            <translation>आपकी टीम स्तर A पर है, और यह हाथ आपके अपने स्तर A पर खेला जाता है। पहली चाल आपकी है, और आपके पास बस दो सत्ते हैं।</translation>
        </message>
        <message>
            <source>Play your pair of sevens: you go out first, the Banker (上游).</source>
            <translation>अपना सत्तों का जोड़ा खेलें: आप सबसे पहले बाहर निकलते हैं, यानी पहला स्थान (上游)।</translation>
        </message>
        <message>
            <source>You went out first, but Lin came last, the Dweller (下游). Winning at A needs your partner not to be the Dweller: your team stays at A and plays on.</source>
            <translation>आप सबसे पहले बाहर निकले, पर Lin का स्थान आखिरी रहा, यानी आखिरी (下游)। स्तर A पर जीत के लिए ज़रूरी है कि आपका साथी आखिरी न हो: आपकी टीम A पर ही रहती है और खेल जारी रहता है।</translation>
        </message>
        <message>
            <source>A new hand at A. Lin, your own partner, was the Dweller, so she paid you tribute all the same. The next win at A with Lin not last wins the game.</source>
            <translation>स्तर A पर नया हाथ। अंतिम स्थान Lin का था, इसलिए साथी होते हुए भी Lin ने आपको नज़राना दिया। A पर अगली जीत, जिसमें Lin आखिरी न हो, खेल जिता देगी।</translation>
        </message>
        <message>
            <source>Give Lin a card back (还贡), as after any tribute: return your 2♦.</source>
            <translation>हर नज़राने के बाद की तरह, Lin को एक पत्ता लौटाएँ (还贡): अपना 2♦ लौटाएँ।</translation>
        </message>
        <message>
            <source>Return the 2♦ for this lesson.</source>
            <translation>इस पाठ के लिए 2♦ लौटाएँ।</translation>
        </message>
        <message>
            <source>Bets and points</source>
            <translation>दाँव और अंक</translation>
        </message>
        <message>
            <source>Place a bet, count your two cards' points (แต้ม) and draw a third card.</source>
            <translation>दाँव लगाएँ, अपने दो पत्तों के अंक (แต้ม) गिनें और तीसरा पत्ता खींचें।</translation>
        </message>
        <message>
            <source>Welcome to Pok Deng (ป๊อกเด้ง). Every player plays against one dealer, the bank (เจ้ามือ, jao mue). Here Somchai holds the bank.</source>
            <translation>पोक डेंग (ป๊อกเด้ง) में आपका स्वागत है। हर खिलाड़ी एक डीलर, यानी बैंक (เจ้ามือ, jao mue), के विरुद्ध खेलता है। यहाँ बैंक Somchai के पास है।</translation>
        </message>
        <message>
            <source>Before the cards come, each player bets (เดิมพัน). A bet is at least the table's minimum, 10 chips, and at most the dealer's maximum (อั้นเดิมพัน), 100 chips.</source>
            <translation>पत्ते आने से पहले हर खिलाड़ी दाँव (เดิมพัน) लगाता है। दाँव कम से कम टेबल का न्यूनतम, 10 चिप, और अधिक से अधिक डीलर की सीमा (อั้นเดิมพัน), 100 चिप होता है।</translation>
        </message>
        <message>
            <source>Bet 20 chips at your place: the amount is set, press "Bet at your place".</source>
            <translation>अपनी जगह पर 20 चिप का दाँव लगाएँ: रकम तय है, "अपनी जगह पर दाँव" दबाएँ।</translation>
        </message>
        <message>
            <source>Bet exactly 20 chips at your place for this lesson.</source>
            <translation>इस पाठ के लिए अपनी जगह पर ठीक 20 चिप का दाँव लगाएँ।</translation>
        </message>
        <message>
            <source>Place your bet first: the cards come only after the bets.</source>
            <translation>पहले दाँव लगाएँ: पत्ते दाँव के बाद ही आते हैं।</translation>
        </message>
        <message>
            <source>Your bet is on the table. Press Deal: the dealer deals one card at a time, counter-clockwise from its neighbour, dealer last, until every hand has two.</source>
            <translation>आपका दाँव टेबल पर है। "बाँटें" दबाएँ: डीलर एक-एक पत्ता बाँटता है, अपने पड़ोसी से घड़ी की उल्टी दिशा में, डीलर आखिर में, जब तक हर हाथ में दो पत्ते न हों।</translation>
        </message>
        <message>
            <source>Your cards: 7 and 5. Count 2 to 9 at face value, 10, J, Q and K as 10, an ace as 1. Only the last digit of the sum counts: 7 + 5 = 12, so you have 2 points (แต้ม).</source>
            <translation>आपके पत्ते: 7 और 5। 2 से 9 अंकित मूल्य पर, 10, J, Q और K 10 के बराबर, इक्का 1। योग का केवल आखिरी अंक गिना जाता है: 7 + 5 = 12, तो आपके 2 अंक (แต้ม) हैं।</translation>
        </message>
        <message>
            <source>2 points is weak. You may draw one more card (เรียกไพ่) or stand. Draw a card.</source>
            <translation>2 अंक कमज़ोर हैं। आप एक और पत्ता खींच (เรียกไพ่) सकते हैं या रुक सकते हैं। पत्ता खींचें।</translation>
        </message>
        <message>
            <source>Standing on 2 points almost always loses: draw a third card this time.</source>
            <translation>2 अंक पर रुकना लगभग हमेशा हारता है: इस बार तीसरा पत्ता खींचें।</translation>
        </message>
        <message>
            <source>The dealer may "catch" (จับ) before it draws: settle at once, with its own two cards, against every hand of three cards. Watch what happens to your hand: 7 + 5 + 4 = 16, 6 points against the dealer's 5. You won your 20 chips.</source>
            <translation>डीलर खींचने से पहले "पकड़" (จับ) सकता है: अपने दो पत्तों से तीन पत्तों वाले हर हाथ का तुरंत हिसाब। देखें आपके हाथ का क्या होता है: 7 + 5 + 4 = 16, डीलर के 5 के मुकाबले 6 अंक। आप अपने 20 चिप जीते।</translation>
        </message>
        <message>
            <source>Must draw under 4</source>
            <translation>4 से कम पर खींचना ज़रूरी</translation>
        </message>
        <message>
            <source>Play at a table whose house rule makes a hand under 4 points draw.</source>
            <translation>ऐसी टेबल पर खेलें जिसके अपने नियम में 4 अंक से कम वाले हाथ को पत्ता खींचना ही पड़ता है।</translation>
        </message>
        <message>
            <source>Some tables play a house rule: two cards worth less than 4 points must draw a third card. This table plays it (you choose it when you start a new game).</source>
            <translation>कुछ टेबलों का अपना एक नियम होता है: 4 अंक से कम के दो पत्तों पर तीसरा पत्ता खींचना ज़रूरी है। यह टेबल यही नियम मानती है (नया खेल शुरू करते समय आप इसे चुनते हैं)।</translation>
        </message>
        <message>
            <source>Bet 20 chips at your place.</source>
            <translation>अपनी जगह पर 20 चिप का दाँव लगाएँ।</translation>
        </message>
        <message>
            <source>Press Deal.</source>
            <translation>"बाँटें" दबाएँ।</translation>
        </message>
        <message>
            <source>7 + 5 = 12: 2 points (แต้ม), less than 4. Look at your buttons: there is no Stand. Under this rule you must draw (เรียกไพ่).</source>
            <translation>7 + 5 = 12: 2 अंक (แต้ม), 4 से कम। अपने बटन देखें: "रुकें" नहीं है। इस नियम में आपको पत्ता खींचना (เรียกไพ่) ही होगा।</translation>
        </message>
        <message>
            <source>Draw your third card.</source>
            <translation>अपना तीसरा पत्ता खींचें।</translation>
        </message>
        <message>
            <source>Your third card was settled as in any round: 7 + 5 + 4 = 16, 6 points against the dealer's 5.</source>
            <translation>तीसरे पत्ते के साथ आपके हाथ का हिसाब किसी भी राउंड की तरह हुआ: 7 + 5 + 4 = 16, डीलर के 5 के मुकाबले 6 अंक।</translation>
        </message>
        <message>
            <source>Pok 8 and Pok 9</source>
            <translation>पोक 8 और पोक 9</translation>
        </message>
        <message>
            <source>See a two-card 8 or 9, Pok (ป๊อก), shown and settled at once.</source>
            <translation>दो पत्तों का 8 या 9, यानी पोक (ป๊อก), देखें: तुरंत दिखाया और निपटाया जाता है।</translation>
        </message>
        <message>
            <source>Two cards worth 8 or 9 make Pok (ป๊อก): Pok 8 (ป๊อกแปด) or Pok 9 (ป๊อกเก้า), the best hands there are. A Pok is shown at once and takes no third card.</source>
            <translation>8 या 9 के दो पत्ते पोक (ป๊อก) बनाते हैं: पोक 8 (ป๊อกแปด) या पोक 9 (ป๊อกเก้า), सबसे अच्छे हाथ। पोक तुरंत दिखाया जाता है और तीसरा पत्ता नहीं लेता।</translation>
        </message>
        <message>
            <source>Bet 50 chips at your place.</source>
            <translation>अपनी जगह पर 50 चिप का दाँव लगाएँ।</translation>
        </message>
        <message>
            <source>Bet first: sitting out would deal you no cards.</source>
            <translation>पहले दाँव लगाएँ: यह राउंड छोड़ने पर आपको पत्ते नहीं मिलेंगे।</translation>
        </message>
        <message>
            <source>Bet 50 chips at your place for this lesson.</source>
            <translation>इस पाठ के लिए अपनी जगह पर 50 चिप का दाँव लगाएँ।</translation>
        </message>
        <message>
            <source>4 + 5 = 9 with two cards: Pok 9. It was shown and settled at once against the dealer's two cards (7 points): you won 50 chips. Pok 9 beats Pok 8; an equal Pok is a tie (เสมอ).</source>
            <translation>दो पत्तों से 4 + 5 = 9: पोक 9। यह तुरंत दिखाया गया और डीलर के दो पत्तों (7 अंक) से निपटा: आप 50 चिप जीते। पोक 9 पोक 8 को हराता है; बराबर पोक बराबरी (เสมอ) है।</translation>
        </message>
        <message>
            <source>Another round. Bet 50 again.</source>
            <translation>एक और राउंड। फिर 50 का दाँव लगाएँ।</translation>
        </message>
        <message>
            <source>This time the dealer has Pok 8 (5 + 3). When the dealer has Pok, every hand is settled at once with two cards each: nobody draws. Your 6 points lost 50 chips; only a Pok 9 would have beaten it, and a Pok 8 would have tied.</source>
            <translation>इस बार डीलर के पास पोक 8 (5 + 3) है। डीलर के पास पोक हो तो हर हाथ दो-दो पत्तों से तुरंत निपटता है: कोई नहीं खींचता। आपके 6 अंक 50 चिप हारे; केवल पोक 9 इसे हराता, और पोक 8 बराबरी करता।</translation>
        </message>
        <message>
            <source>Deng: the multipliers</source>
            <translation>डेंग: गुणक</translation>
        </message>
        <message>
            <source>Win double with two deng (สองเด้ง) and triple with three deng (สามเด้ง).</source>
            <translation>दो डेंग (สองเด้ง) से दुगना और तीन डेंग (สามเด้ง) से तिगुना जीतें।</translation>
        </message>
        <message>
            <source>Deng (เด้ง) multiplies what a hand wins. Two deng (สองเด้ง, ×2): exactly two cards of one suit or one rank. Three deng (สามเด้ง, ×3): exactly three cards of one suit. The winner's deng is what is paid.</source>
            <translation>डेंग (เด้ง) हाथ की जीत को गुणा करता है। दो डेंग (สองเด้ง, ×2): एक सूट या एक रैंक के ठीक दो पत्ते। तीन डेंग (สามเด้ง, ×3): एक सूट के ठीक तीन पत्ते। भुगतान विजेता के डेंग से होता है।</translation>
        </message>
        <message>
            <source>3♥ 4♥: 7 points, and two cards of one suit: two deng. Stand (keep two cards): a third card would spoil both the 7 and the deng.</source>
            <translation>3♥ 4♥: 7 अंक, और एक सूट के दो पत्ते: दो डेंग। रुकें (दो पत्ते रखें): तीसरा पत्ता 7 और डेंग दोनों बिगाड़ देगा।</translation>
        </message>
        <message>
            <source>Not this time: with 7 points and two deng, stand.</source>
            <translation>इस बार नहीं: 7 अंक और दो डेंग के साथ रुकें।</translation>
        </message>
        <message>
            <source>Your 7 beat the dealer and paid two deng: 2 × 50 = 100 chips.</source>
            <translation>आपके 7 ने डीलर को हराया और दो डेंग मिले: 2 × 50 = 100 चिप।</translation>
        </message>
        <message>
            <source>Bet 50 again.</source>
            <translation>फिर 50 का दाँव लगाएँ।</translation>
        </message>
        <message>
            <source>2♣ 10♣: only 2 points. Draw a card: a third club would make three deng.</source>
            <translation>2♣ 10♣: केवल 2 अंक। पत्ता खींचें: तीसरा चिड़ी तीन डेंग बना देगा।</translation>
        </message>
        <message>
            <source>2 points rarely wins: draw a third card.</source>
            <translation>2 अंक शायद ही जीतते हैं: तीसरा पत्ता खींचें।</translation>
        </message>
        <message>
            <source>2♣ 10♣ 5♣: 17, so 7 points, and three cards of one suit: three deng. A win pays 3 × 50 = 150 chips.</source>
            <translation>2♣ 10♣ 5♣: 17, यानी 7 अंक, और एक सूट के तीन पत्ते: तीन डेंग। जीत पर 3 × 50 = 150 चिप मिलते हैं।</translation>
        </message>
        <message>
            <source>Tong and Sam Lueang</source>
            <translation>टोंग और साम लुआंग</translation>
        </message>
        <message>
            <source>Make a Tong (ตอง, ×5) and a Sam Lueang (สามเหลือง, ×3) with a third card.</source>
            <translation>तीसरे पत्ते से टोंग (ตอง, ×5) और साम लुआंग (สามเหลือง, ×3) बनाएँ।</translation>
        </message>
        <message>
            <source>Three-card hands beat any ordinary points. From the top: Pok 9, Pok 8, Tong (ตอง: three of a rank, ×5), straight flush (×5), straight (เรียง, rieng, ×3), Sam Lueang (สามเหลือง: three of J, Q, K, ×3), then 9 down to 0 points.</source>
            <translation>तीन पत्तों वाले विशेष हाथ किसी भी साधारण अंक को हराते हैं। ऊपर से: पोक 9, पोक 8, टोंग (ตอง: एक रैंक के तीन, ×5), स्ट्रेट फ़्लश (×5), स्ट्रेट (เรียง, रियंग, ×3), साम लुआंग (สามเหลือง: J, Q, K में से तीन, ×3), फिर 9 से 0 अंक तक।</translation>
        </message>
        <message>
            <source>Two sevens. Draw a card: a third seven makes Tong.</source>
            <translation>दो सत्ते। पत्ता खींचें: तीसरा सत्ता टोंग बनाता है।</translation>
        </message>
        <message>
            <source>Draw: this lesson shows what a third seven does.</source>
            <translation>खींचें: यह पाठ दिखाता है कि तीसरा सत्ता क्या करता है।</translation>
        </message>
        <message>
            <source>7 7 7: Tong (ตอง), three of a rank. It beats every hand but Pok and pays five times: 250 chips.</source>
            <translation>7 7 7: टोंग (ตอง), एक रैंक के तीन। यह पोक के सिवा हर हाथ को हराता है और पाँच गुना देता है: 250 चिप।</translation>
        </message>
        <message>
            <source>J and J: 0 points (court cards count 10). Draw a card.</source>
            <translation>J और J: 0 अंक (तस्वीर वाले पत्ते 10 गिने जाते हैं)। पत्ता खींचें।</translation>
        </message>
        <message>
            <source>J J Q: three court cards, not a run: Sam Lueang (สามเหลือง), ×3. (J-Q-K in a row would be a straight instead.)</source>
            <translation>J J Q: तस्वीर वाले तीन पत्ते, लगातार नहीं: साम लुआंग (สามเหลือง), ×3। (J-Q-K लगातार हों तो वह स्ट्रेट होता।)</translation>
        </message>
        <message>
            <source>Straights</source>
            <translation>स्ट्रेट</translation>
        </message>
        <message>
            <source>Make a straight (เรียง) and a straight flush, and see which hand beats which.</source>
            <translation>स्ट्रेट (เรียง) और स्ट्रेट फ़्लश बनाएँ, और देखें कौन-सा हाथ किसे हराता है।</translation>
        </message>
        <message>
            <source>A straight (เรียง, rieng) is three ranks in a row, any suits, from 2-3-4 up to Q-K-A (A-2-3 and K-A-2 are not runs). In one suit it is a straight flush.</source>
            <translation>स्ट्रेट (เรียง, रियंग) तीन लगातार रैंक है, किसी भी सूट की, 2-3-4 से Q-K-A तक (A-2-3 और K-A-2 लगातार नहीं माने जाते)। एक ही सूट में हो तो स्ट्रेट फ़्लश।</translation>
        </message>
        <message>
            <source>5 and 6: 1 point, but a 4 or a 7 makes a run. Draw a card.</source>
            <translation>5 और 6: 1 अंक, पर 4 या 7 से क्रम बनता है। पत्ता खींचें।</translation>
        </message>
        <message>
            <source>5 6 7: a straight, ×3. Two straights would compare by their top card; suits never break a tie.</source>
            <translation>5 6 7: स्ट्रेट, ×3। दो स्ट्रेट की तुलना उनके सबसे ऊँचे पत्ते से होती है; सूट कभी बराबरी नहीं तोड़ते।</translation>
        </message>
        <message>
            <source>8♠ 9♠: 7 points and two deng. Draw this time: a 10♠ would make a straight flush.</source>
            <translation>8♠ 9♠: 7 अंक और दो डेंग। इस बार खींचें: 10♠ से स्ट्रेट फ़्लश बनेगा।</translation>
        </message>
        <message>
            <source>8♠ 9♠ 10♠: a straight flush, ×5, just below Tong. The order again: Pok 9, Pok 8, Tong, straight flush, straight, Sam Lueang, 9 … 0 points.</source>
            <translation>8♠ 9♠ 10♠: स्ट्रेट फ़्लश, ×5, टोंग से ठीक नीचे। क्रम फिर से: पोक 9, पोक 8, टोंग, स्ट्रेट फ़्लश, स्ट्रेट, साम लुआंग, 9 … 0 अंक।</translation>
        </message>
        <message>
            <source>Straight against straight</source>
            <translation>स्ट्रेट बनाम स्ट्रेट</translation>
        </message>
        <message>
            <source>See two hands of the same kind compared by their ranks.</source>
            <translation>देखें कि एक ही तरह के दो हाथों की तुलना उनकी रैंक से कैसे होती है।</translation>
        </message>
        <message>
            <source>When two hands of the same special kind meet (two straights, two straight flushes or two Tongs), the higher ranks win: 2 is the lowest, A the highest.</source>
            <translation>जब एक ही तरह के दो विशेष हाथ आमने-सामने हों (दो स्ट्रेट, दो स्ट्रेट फ़्लश या दो टोंग), तो ऊँची रैंक जीतती है: 2 सबसे छोटी, A सबसे ऊँची।</translation>
        </message>
        <message>
            <source>5 and 6 again: draw for a run.</source>
            <translation>फिर से 5 और 6: क्रम के लिए पत्ता खींचें।</translation>
        </message>
        <message>
            <source>Your 5 6 7 is a straight, but the dealer drew to Q K A, a higher straight: the higher ranks win. The dealer's straight pays ×3, so you lost 3 × 50 = 150 chips.</source>
            <translation>आपका 5 6 7 स्ट्रेट है, पर डीलर ने खींचकर Q K A बनाया, जो ऊँचा स्ट्रेट है: ऊँची रैंक जीतती है। डीलर का स्ट्रेट ×3 देता है, इसलिए आप 3 × 50 = 150 चिप हारे।</translation>
        </message>
        <message>
            <source>Several legs and the last leg</source>
            <translation>कई हाथ और आखिरी हाथ</translation>
        </message>
        <message>
            <source>Play three hands (legs, ขา) at once: your place, a cut in and the last leg.</source>
            <translation>एक साथ तीन हाथ (खा, ขา) खेलें: आपकी जगह, एक बीच का हाथ और आखिरी हाथ।</translation>
        </message>
        <message>
            <source>You may play up to three hands (legs, ขา) at once (หลายขา), each with its own bet: at your place, cutting in (ตัดขา) at a free place between players, or as the last leg (ขาบ๊วย), dealt after the dealer.</source>
            <translation>आप एक साथ तीन हाथ (खा, ขา) तक खेल सकते हैं (หลายขา), हर एक का अपना दाँव: अपनी जगह पर, खिलाड़ियों के बीच खाली जगह पर बीच में हाथ (ตัดขา) लगाकर, या आखिरी हाथ (ขาบ๊วย) के रूप में, जो डीलर के बाद बँटता है।</translation>
        </message>
        <message>
            <source>Bet 20 at your place first.</source>
            <translation>पहले अपनी जगह पर 20 का दाँव लगाएँ।</translation>
        </message>
        <message>
            <source>Now cut in: bet 20 at the marked free place between you and Somchai.</source>
            <translation>अब बीच में हाथ लगाएँ: आपके और Somchai के बीच चिह्नित खाली जगह पर 20 का दाँव लगाएँ।</translation>
        </message>
        <message>
            <source>And the last leg: bet 20 at the place after the dealer. That is three hands, the most one player may have, so the cards come at once: the last leg is dealt after the dealer.</source>
            <translation>और आखिरी हाथ: डीलर के बाद वाली जगह पर 20 का दाँव लगाएँ। ये तीन हाथ हैं, एक खिलाड़ी के लिए अधिकतम, इसलिए पत्ते तुरंत आते हैं: आखिरी हाथ डीलर के बाद बँटता है।</translation>
        </message>
        <message>
            <source>Each leg is a hand of its own: it draws or stands on its own and is settled on its own against the dealer. Your last leg, 4 + 5, is Pok 9: it was settled at once.</source>
            <translation>हर हाथ अपने-आप में अलग है: वह अपने हिसाब से खींचता या रुकता है और डीलर से अलग निपटता है। आपका आखिरी हाथ, 4 + 5, पोक 9 है: वह तुरंत निपट गया।</translation>
        </message>
        <message>
            <source>Your first hand, 3 + 4 = 7 points: stand.</source>
            <translation>आपका पहला हाथ, 3 + 4 = 7 अंक: रुकें।</translation>
        </message>
        <message>
            <source>Stand on 7 points with this hand.</source>
            <translation>इस हाथ में 7 अंक पर रुकें।</translation>
        </message>
        <message>
            <source>Your hand on the cut in, K + 2 = 2 points: draw.</source>
            <translation>बीच वाला आपका हाथ, K + 2 = 2 अंक: खींचें।</translation>
        </message>
        <message>
            <source>Each of your legs was settled against the dealer on its own; the chips won and lost are added up on your stack.</source>
            <translation>आपका हर हाथ डीलर से अलग निपटा; जीते और हारे चिप आपके ढेर में जोड़ दिए गए।</translation>
        </message>
        <message>
            <source>Taking the bank</source>
            <translation>डीलर बनना</translation>
        </message>
        <message>
            <source>See the dealer's stop notice, take the bank yourself and catch as the dealer.</source>
            <translation>डीलर की रुकने की सूचना देखें, खुद डीलर बनें और डीलर बनकर पकड़ें।</translation>
        </message>
        <message>
            <source>Somchai holds the bank, but a dealer who wants to stop must say so three rounds ahead, so the players can win their money back. Somchai has just announced the stop: the bank passes after this round and two more.</source>
            <translation>बैंक Somchai के पास है, पर जो डीलर रुकना चाहे उसे तीन राउंड पहले बताना होता है, ताकि खिलाड़ी अपना पैसा वापस जीत सकें। Somchai ने अभी रुकने की घोषणा की है: बैंक इस राउंड और दो और राउंड के बाद आगे जाएगा।</translation>
        </message>
        <message>
            <source>Sit this round out: press Sit out (you may always skip a round).</source>
            <translation>यह राउंड न खेलें: "इस बार न खेलें" दबाएँ (आप हमेशा एक राउंड छोड़ सकते हैं)।</translation>
        </message>
        <message>
            <source>Sit out again.</source>
            <translation>फिर से यह राउंड न खेलें।</translation>
        </message>
        <message>
            <source>The last round of Somchai's bank. Sit out once more.</source>
            <translation>Somchai के बैंक का आखिरी राउंड। एक बार और यह राउंड न खेलें।</translation>
        </message>
        <message>
            <source>The bank passes, and you are offered it first. Take the bank: you play against every other hand, and what you win they lose (chips are never made or lost).</source>
            <translation>बैंक आगे जाता है, और पहले आपको पेश किया जाता है। डीलर बनें: आप बाकी हर हाथ के विरुद्ध खेलते हैं, और जो आप जीतते हैं वह वे हारते हैं (चिप न बनते हैं न खोते हैं)।</translation>
        </message>
        <message>
            <source>Take it this time: the lesson is about playing as the dealer.</source>
            <translation>इस बार इसे लें: यह पाठ डीलर बनकर खेलने के बारे में है।</translation>
        </message>
        <message>
            <source>You hold the bank now: Somchai and Malee bet against you. Before you draw, you may catch (จับ): settle now, with your two cards, against every hand of two cards (or of three). Go on without catching.</source>
            <translation>अब बैंक आपके पास है: Somchai और Malee आपके विरुद्ध दाँव लगाते हैं। खींचने से पहले आप पकड़ (จับ) सकते हैं: अपने दो पत्तों से दो पत्तों वाले (या तीन वाले) हर हाथ का अभी हिसाब। बिना पकड़े आगे बढ़ें।</translation>
        </message>
        <message>
            <source>The dealer draws last, after the catch. You have 7 + K = 7 points: stand.</source>
            <translation>पकड़ के बाद डीलर सबसे आखिर में खींचता है। आपके पास 7 + K = 7 अंक हैं: रुकें।</translation>
        </message>
        <message>
            <source>Every hand left is compared with yours and settled: what the players win, the bank pays, and what they lose, the bank takes.</source>
            <translation>बचा हर हाथ आपसे तुलना करके निपटाया जाता है: खिलाड़ी जो जीतते हैं वह बैंक देता है, और जो हारते हैं वह बैंक लेता है।</translation>
        </message>
        <message>
            <source>A new round. As the dealer you choose: deal another round, or announce your stop. Announce it: the bank then passes three rounds later, so the players can win their chips back.</source>
            <translation>नया राउंड। डीलर के रूप में आप चुनते हैं: एक और राउंड बाँटें, या रुकने की घोषणा करें। घोषणा करें: तब बैंक तीन राउंड बाद आगे जाएगा, ताकि खिलाड़ी अपने चिप वापस जीत सकें।</translation>
        </message>
        <message>
            <source>Announce your stop this time, to see the notice.</source>
            <translation>सूचना देखने के लिए इस बार रुकने की घोषणा करें।</translation>
        </message>
        <message>
            <source>Your stop is announced: you deal this round and two more, then the bank passes to the next player. That is all of Pok Deng: you are ready to play a game.</source>
            <translation>आपके रुकने की घोषणा हो गई: आप यह राउंड और दो और बाँटेंगे, फिर बैंक अगले खिलाड़ी को जाएगा। पोक डेंग बस इतना ही है: आप खेल खेलने के लिए तैयार हैं।</translation>
        </message>
        <message>
            <source>Your cards and a turn</source>
            <translation>आपके पत्ते और एक बारी</translation>
        </message>
        <message>
            <source>Meet the wild card, draw from the stock or the discard pile, and discard.</source>
            <translation>वाइल्ड कार्ड जानें, स्टॉक या डिस्कार्ड ढेर से पत्ता लें, और एक पत्ता फेंकें।</translation>
        </message>
        <message>
            <source>In 13-card Indian Rummy each player holds 13 cards. The aim: arrange all of them into groups and declare (घोषणा करना) before anyone else. Fewer points are better.</source>
            <translation>13 पत्तों की इंडियन रमी में हर खिलाड़ी के पास 13 पत्ते होते हैं। लक्ष्य: सबको समूहों में जमाकर सबसे पहले घोषणा करना। कम अंक बेहतर हैं।</translation>
        </message>
        <message>
            <source>After the deal a card was turned beside the stock: the Q♠. For this deal every queen is wild (वाइल्ड कार्ड), in all four suits, and the printed jokers are always wild. A wild card can stand in for a missing card.</source>
            <translation>बँटाई के बाद स्टॉक के पास एक पत्ता खोला गया: Q♠। इस डाव में हर बेगम वाइल्ड कार्ड है, चारों सूट में, और छपे हुए जोकर हमेशा वाइल्ड होते हैं। वाइल्ड कार्ड किसी गायब पत्ते की जगह ले सकता है।</translation>
        </message>
        <message>
            <source>Each turn starts with a draw: the top card of the stock (स्टॉक), face down, or the top card of the discard pile (डिस्कार्ड ढेर), face up. The 6♠ on the pile fits your 7♠ 8♠: take it.</source>
            <translation>हर बारी पत्ता लेने से शुरू होती है: स्टॉक का ऊपरी पत्ता, उल्टा, या डिस्कार्ड ढेर का ऊपरी पत्ता, सीधा। ढेर पर 6♠ आपके 7♠ 8♠ से मेल खाता है: उसे लें।</translation>
        </message>
        <message>
            <source>Take the 6♠ from the discard pile this time: it joins your 7♠ 8♠.</source>
            <translation>इस बार डिस्कार्ड ढेर से 6♠ लें: वह आपके 7♠ 8♠ से जुड़ता है।</translation>
        </message>
        <message>
            <source>Don't pack (पैक करना): your hand is good.</source>
            <translation>पैक न करें: आपका हाथ अच्छा है।</translation>
        </message>
        <message>
            <source>Now end the turn with a discard: put one card face up on the pile. The ace of clubs fits nothing: click it, then Discard. (The card you just took may not go straight back.)</source>
            <translation>अब बारी एक पत्ता फेंककर खत्म करें: एक पत्ता ढेर पर सीधा रखें। चिड़ी का इक्का किसी से मेल नहीं खाता: उस पर क्लिक करें, फिर "फेंकें"। (अभी लिया पत्ता सीधे वापस नहीं जा सकता।)</translation>
        </message>
        <message>
            <source>Discard the A♣ for this lesson.</source>
            <translation>इस पाठ के लिए A♣ फेंकें।</translation>
        </message>
        <message>
            <source>Arjun played his turn. Draw from the stock this time.</source>
            <translation>अर्जुन ने अपनी बारी खेली। इस बार स्टॉक से लें।</translation>
        </message>
        <message>
            <source>Discard the 5♠, which fits nothing.</source>
            <translation>5♠ फेंकें, जो किसी से मेल नहीं खाता।</translation>
        </message>
        <message>
            <source>Turns go round counter-clockwise. 2 or 3 players use one deck, 4 to 6 use two. Each deal the dealer moves one seat, and the player after the dealer starts. To arrange your hand, select cards and press Group, or let Auto-arrange do it.</source>
            <translation>बारी घड़ी की उल्टी दिशा में घूमती है। 2 या 3 खिलाड़ी एक डेक से, 4 से 6 दो डेक से खेलते हैं। हर डाव में डीलर एक सीट आगे जाता है, और डीलर के बाद वाला खिलाड़ी शुरू करता है। हाथ जमाने के लिए पत्ते चुनकर "समूह बनाएँ" दबाएँ, या "अपने-आप जमाएँ" से करवाएँ।</translation>
        </message>
        <message>
            <source>A joker turned up</source>
            <translation>जोकर खुला</translation>
        </message>
        <message>
            <source>See the aces become wild when the card turned beside the stock is a printed joker.</source>
            <translation>देखें कि स्टॉक के पास खुला पत्ता छपा जोकर हो तो इक्के कैसे वाइल्ड बनते हैं।</translation>
        </message>
        <message>
            <source>This deal the card turned beside the stock is a printed joker. A joker cannot name a rank, so the aces are wild instead: your A♠ and A♦ can stand in for any card, and the printed jokers stay wild too.</source>
            <translation>इस डाव में स्टॉक के पास खुला पत्ता एक छपा जोकर है। जोकर कोई रैंक नहीं बता सकता, इसलिए उसकी जगह इक्के वाइल्ड हैं: आपके A♠ और A♦ किसी भी पत्ते की जगह ले सकते हैं, और छपे जोकर भी वाइल्ड रहते हैं।</translation>
        </message>
        <message>
            <source>Draw from the stock.</source>
            <translation>स्टॉक से लें।</translation>
        </message>
        <message>
            <source>Discard the 6♠, which fits nothing. Keep the aces: wild cards are worth 0 points if they are left scattered, and they fill the gaps in your sequences.</source>
            <translation>6♠ फेंकें, जो किसी से मेल नहीं खाता। इक्के रखें: बिखरे रह जाने पर वाइल्ड कार्ड 0 अंक के होते हैं, और वे आपके सीक्वेंस की खाली जगहें भरते हैं।</translation>
        </message>
        <message>
            <source>Discard the 6♠ for this lesson: keep your wild aces.</source>
            <translation>इस पाठ के लिए 6♠ फेंकें: अपने वाइल्ड इक्के रखें।</translation>
        </message>
        <message>
            <source>Wild cards in a sequence</source>
            <translation>सीक्वेंस में वाइल्ड कार्ड</translation>
        </message>
        <message>
            <source>Build a mixed sequence (मिश्रित सीक्वेंस) and see why three wild cards are too many.</source>
            <translation>एक मिश्रित सीक्वेंस बनाएँ और देखें कि तीन वाइल्ड कार्ड ज़्यादा क्यों हैं।</translation>
        </message>
        <message>
            <source>Kings are wild this deal. Try a run with three of them: click the 5♣, 6♣ and the three kings, then press Group.</source>
            <translation>इस डाव में बादशाह वाइल्ड हैं। उनमें से तीन के साथ सीक्वेंस आज़माएँ: 5♣, 6♣ और तीनों बादशाहों पर क्लिक करें, फिर "समूह बनाएँ" दबाएँ।</translation>
        </message>
        <message>
            <source>The label on the group gives the reason: a mixed sequence may use at most two wild cards, and needs at least one natural card.</source>
            <translation>समूह पर लगा लेबल कारण बताता है: मिश्रित सीक्वेंस में अधिकतम दो वाइल्ड कार्ड हो सकते हैं, और कम से कम एक असली पत्ता ज़रूरी है।</translation>
        </message>
        <message>
            <source>Now make it valid: click the 5♣, 6♣, K♠ and K♥ and press Group. Two wilds standing for the 7♣ and 8♣: a mixed sequence.</source>
            <translation>अब इसे वैध बनाएँ: 5♣, 6♣, K♠ और K♥ पर क्लिक करें और "समूह बनाएँ" दबाएँ। दो वाइल्ड 7♣ और 8♣ की जगह: एक मिश्रित सीक्वेंस।</translation>
        </message>
        <message>
            <source>Discard the Q♣, which fits nothing.</source>
            <translation>Q♣ फेंकें, जो किसी से मेल नहीं खाता।</translation>
        </message>
        <message>
            <source>Sequences, trios and declaring</source>
            <translation>सीक्वेंस, ट्रायो और घोषणा</translation>
        </message>
        <message>
            <source>Build a pure sequence (शुद्ध सीक्वेंस), a second sequence and trios (ट्रायो), and declare.</source>
            <translation>एक शुद्ध सीक्वेंस, दूसरा सीक्वेंस और ट्रायो बनाएँ, और घोषणा करें।</translation>
        </message>
        <message>
            <source>A pure sequence (शुद्ध सीक्वेंस) is three or more cards in a row in one suit, with no wild card standing in: your 3♥ 4♥ 5♥ 6♥. A card of the wild rank in its own place counts as itself and keeps a sequence pure.</source>
            <translation>शुद्ध सीक्वेंस एक ही सूट के तीन या अधिक लगातार पत्ते हैं, बिना किसी वाइल्ड कार्ड के: आपके 3♥ 4♥ 5♥ 6♥। वाइल्ड रैंक का पत्ता अपनी ही जगह पर हो तो वह खुद गिना जाता है और सीक्वेंस शुद्ध रहता है।</translation>
        </message>
        <message>
            <source>A mixed sequence (मिश्रित सीक्वेंस) is the same with one or two wild cards standing in for missing cards, never more than two, and at least one natural card. A trio (ट्रायो) is exactly three cards of one rank, like your 9♣ 9♦ 9♥; a wild may make up the third. Aces are low (A-2-3) or high (Q-K-A), but K-A-2 is no sequence.</source>
            <translation>मिश्रित सीक्वेंस वही है जिसमें एक या दो वाइल्ड कार्ड गायब पत्तों की जगह लेते हैं, दो से अधिक कभी नहीं, और कम से कम एक असली पत्ता हो। ट्रायो एक रैंक के ठीक तीन पत्ते हैं, जैसे आपके 9♣ 9♦ 9♥; तीसरा पत्ता वाइल्ड हो सकता है। इक्का नीचे (A-2-3) या ऊपर (Q-K-A) चलता है, पर K-A-2 सीक्वेंस नहीं है।</translation>
        </message>
        <message>
            <source>A declaration needs all 13 cards in groups: at least one pure sequence and a second sequence, and here the two sequences must hold 6 or 7 cards; the rest may be trios, two at most. Kings are wild this deal: draw from the stock.</source>
            <translation>घोषणा के लिए सभी 13 पत्ते समूहों में होने चाहिए: कम से कम एक शुद्ध सीक्वेंस और एक दूसरा सीक्वेंस, और यहाँ दोनों सीक्वेंस में 6 या 7 पत्ते हों; बाकी ट्रायो हो सकते हैं, अधिकतम दो। इस डाव में बादशाह वाइल्ड हैं: स्टॉक से लें।</translation>
        </message>
        <message>
            <source>You drew the K♣, a wild card: with J♣ J♦ it makes a trio. Now you hold 14 cards. First group your pure sequence: click the 3♥, 4♥, 5♥ and 6♥, then press Group.</source>
            <translation>आपने K♣ लिया, एक वाइल्ड कार्ड: J♣ J♦ के साथ यह ट्रायो बनाता है। अब आपके पास 14 पत्ते हैं। पहले अपना शुद्ध सीक्वेंस जमाएँ: 3♥, 4♥, 5♥ और 6♥ पर क्लिक करें, फिर "समूह बनाएँ" दबाएँ।</translation>
        </message>
        <message>
            <source>Try to declare (घोषणा करना) now: select the 2♣, the card to lay face down, and press Declare.</source>
            <translation>अब घोषणा करके देखें: 2♣ चुनें, जिसे उल्टा रखना है, और "घोषणा" दबाएँ।</translation>
        </message>
        <message>
            <source>Refused, and your turn goes on: the reasons are shown above your hand. Every card but the face-down one must be in a valid group. The program never accepts a wrong declaration.</source>
            <translation>अस्वीकार, और आपकी बारी जारी है: कारण आपके हाथ के ऊपर दिखाए गए हैं। उल्टे रखे पत्ते के सिवा हर पत्ता किसी वैध समूह में होना चाहिए। प्रोग्राम गलत घोषणा कभी स्वीकार नहीं करता।</translation>
        </message>
        <message>
            <source>Press Auto-arrange: it groups the rest for you: 6♠ 7♠ 8♠, 9♣ 9♦ 9♥, and J♣ J♦ with the wild K♣ as a trio.</source>
            <translation>"अपने-आप जमाएँ" दबाएँ: यह बाकी पत्ते आपके लिए जमा देता है: 6♠ 7♠ 8♠, 9♣ 9♦ 9♥, और वाइल्ड K♣ के साथ J♣ J♦ ट्रायो के रूप में।</translation>
        </message>
        <message>
            <source>All 13 cards are in groups: a pure sequence, a second sequence holding 7 cards with it, and two trios. The 2♣ is selected: press Declare.</source>
            <translation>सभी 13 पत्ते समूहों में हैं: एक शुद्ध सीक्वेंस, एक दूसरा सीक्वेंस (दोनों मिलाकर 7 पत्ते), और दो ट्रायो। 2♣ चुना हुआ है: "घोषणा" दबाएँ।</translation>
        </message>
        <message>
            <source>Don't discard: you can declare now.</source>
            <translation>पत्ता न फेंकें: आप अभी घोषणा कर सकते हैं।</translation>
        </message>
        <message>
            <source>You won the deal and score 0: the sheet shows how each hand was counted. Arjun scores his scattered cards (बिखरे पत्ते): A, K, Q, J and 10 count 10, the others their face value, a wild card 0. You declared on the very first turn, so his points are halved (rounded up). Press Next deal to go on.</source>
            <translation>आपने डाव जीता और आपके 0 अंक हैं: तालिका दिखाती है कि हर हाथ कैसे गिना गया। अर्जुन के बिखरे पत्ते गिने जाते हैं: A, K, Q, J और 10 हर एक 10, बाकी अपने अंकित मूल्य पर, वाइल्ड कार्ड 0। आपने बिल्कुल पहली बारी में घोषणा की, इसलिए उसके अंक आधे हो जाते हैं (ऊपर की ओर पूर्णांकित)। आगे बढ़ने के लिए "अगला डाव" दबाएँ।</translation>
        </message>
        <message>
            <source>The stock runs out</source>
            <translation>स्टॉक खत्म</translation>
        </message>
        <message>
            <source>See the discard pile shuffled into a new stock when the stock is used up.</source>
            <translation>देखें कि स्टॉक खत्म होने पर डिस्कार्ड ढेर फेंटकर नया स्टॉक कैसे बनता है।</translation>
        </message>
        <message>
            <source>Late in a deal the stock (स्टॉक) can run low: here only one card is left in it. Draw it.</source>
            <translation>डाव के अंत में स्टॉक कम पड़ सकता है: यहाँ उसमें बस एक पत्ता बचा है। उसे लें।</translation>
        </message>
        <message>
            <source>Draw the last card of the stock this time.</source>
            <translation>इस बार स्टॉक का आखिरी पत्ता लें।</translation>
        </message>
        <message>
            <source>The stock ran out, so the discard pile, all but its top card, was shuffled face down into a new stock. Play goes on as before.</source>
            <translation>स्टॉक खत्म हो गया, इसलिए डिस्कार्ड ढेर को, ऊपर का पत्ता छोड़कर, उल्टा फेंटकर नया स्टॉक बनाया गया। खेल पहले की तरह चलता है।</translation>
        </message>
        <message>
            <source>End the turn: discard the A♣.</source>
            <translation>बारी खत्म करें: A♣ फेंकें।</translation>
        </message>
        <message>
            <source>Packing, scores and the match</source>
            <translation>पैक, अंक और मैच</translation>
        </message>
        <message>
            <source>Pack (पैक करना) a hopeless hand for 20 points, and learn how a match of deals or pool 101 is won.</source>
            <translation>बेकार हाथ 20 अंक पर पैक करें, और जानें कि डावों का मैच या पूल 101 कैसे जीता जाता है।</translation>
        </message>
        <message>
            <source>This hand has nothing together. Instead of drawing, you may pack (पैक करना): drop out of the deal. On your first turn it costs 20 points, and your cards go back under the stock; on a later turn it costs 40.</source>
            <translation>इस हाथ में कुछ भी जुड़ा नहीं है। पत्ता लेने की बजाय आप पैक कर सकते हैं: डाव से बाहर हो जाना। पहली बारी में इसकी कीमत 20 अंक है, और आपके पत्ते स्टॉक के नीचे जाते हैं; बाद की बारी में 40।</translation>
        </message>
        <message>
            <source>Pack this time, to see what it costs.</source>
            <translation>कीमत देखने के लिए इस बार पैक करें।</translation>
        </message>
        <message>
            <source>You packed for 20 points. With two players a pack ends the deal at once and the other player wins it; with more, the deal goes on, and when all but one have packed the last one wins. The sheet shows every hand as it was counted: the program counts a losing hand in its best arrangement. Press Next deal to go on.</source>
            <translation>आपने 20 अंक पर पैक किया। दो खिलाड़ियों में पैक करने से डाव तुरंत खत्म हो जाता है और दूसरा खिलाड़ी उसे जीतता है; ज़्यादा खिलाड़ी हों तो डाव चलता रहता है, और जब एक को छोड़ सब पैक कर दें तो बचा हुआ खिलाड़ी जीतता है। तालिका हर हाथ को वैसे दिखाती है जैसे वह गिना गया: प्रोग्राम हारे हुए हाथ को उसकी सबसे अच्छी जमावट में गिनता है। आगे बढ़ने के लिए "अगला डाव" दबाएँ।</translation>
        </message>
        <message>
            <source>The next deal was dealt: the dealer moved one seat counter-clockwise, and the player after the dealer started. A match is a number of deals (this one 3; 1, 3, 6 or 10 at a new game), and the fewest points win. In pool rummy (101) a player reaching 101 points is out, and the last one left wins. That is all of Rummy: you are ready to play.</source>
            <translation>अगला डाव बँट गया: डीलर घड़ी की उल्टी दिशा में एक सीट आगे गया, और डीलर के बाद वाले खिलाड़ी ने शुरुआत की। मैच कुछ डावों का होता है (यह 3 का; नए खेल में 1, 3, 6 या 10), और सबसे कम अंक वाला जीतता है। पूल रमी (101) में 101 अंक तक पहुँचने वाला खिलाड़ी बाहर हो जाता है, और आखिर में बचा खिलाड़ी जीतता है। रमी बस इतनी ही है: आप खेलने के लिए तैयार हैं।</translation>
        </message>
        <message>
            <source>Antes, the hole card and who bets first</source>
            <translation>एंटे, छिपा पत्ता और पहला दाँव</translation>
        </message>
        <message>
            <source>See the 32-card deal: a hole card, a face-up card, and the strongest face-up card opening the betting.</source>
            <translation>32 पत्तों की बँटाई देखें: एक छिपा पत्ता, एक खुला पत्ता, और सबसे मज़बूत खुला पत्ता दाँव शुरू करता है।</translation>
        </message>
        <message>
            <source>Xì tố is played with 32 cards: 7, 8, 9, 10, J (bồi), Q (đầm), K (già) and A (xì) in each suit. Everyone has paid one ante (cược) into the pot.</source>
            <translation>शी तो 32 पत्तों से खेला जाता है: हर सूट में 7, 8, 9, 10, J (bồi), Q (đầm), K (già) और A (xì)। सबने पॉट में एक एंटे (cược) डाल दिया है।</translation>
        </message>
        <message>
            <source>You were dealt two cards: the hole card, face down, that only you see, and one card face up for everyone to see.</source>
            <translation>आपको दो पत्ते मिले: छिपा पत्ता, उल्टा, जो केवल आप देखते हैं, और एक खुला पत्ता जो सब देख सकते हैं।</translation>
        </message>
        <message>
            <source>Whoever shows the strongest face-up cards bets first (Tố đầu). A card's strength is its rank, then its suit: bích ♠ above cơ ♥, rô ♦ and tép ♣. Your A♠ is the highest card of all, so you open.</source>
            <translation>जिसके खुले पत्ते सबसे मज़बूत हों वह पहले दाँव लगाता है (Tố đầu)। पत्ते की ताकत उसकी रैंक, फिर उसका सूट है: bích ♠ सबसे ऊपर, फिर cơ ♥, rô ♦ और tép ♣। आपका A♠ सबसे ऊँचा पत्ता है, इसलिए शुरुआत आप करते हैं।</translation>
        </message>
        <message>
            <source>Open with a bet (Tố) of 20 chips: more than one ante, at most the raise limit (Giới hạn tố) of 10 antes. Press Bet.</source>
            <translation>20 चिप के दाँव (Tố) से शुरू करें: एक एंटे से ज़्यादा, अधिकतम बढ़ाने की सीमा (Giới hạn tố) यानी 10 एंटे। "दाँव" दबाएँ।</translation>
        </message>
        <message>
            <source>Folding now would give up your ante with the best card on the table: bet 20.</source>
            <translation>अभी पत्ते छोड़ने से टेबल के सबसे अच्छे पत्ते के साथ आपका एंटे चला जाएगा: 20 का दाँव लगाएँ।</translation>
        </message>
        <message>
            <source>Bet exactly 20 chips for this lesson.</source>
            <translation>इस पाठ के लिए ठीक 20 चिप का दाँव लगाएँ।</translation>
        </message>
        <message>
            <source>Minh folded (Úp bài) and Lan called (Theo). Each player still in got one more face-up card, and a new betting round begins, again opened by the strongest face-up cards: yours.</source>
            <translation>Minh ने पत्ते छोड़े (Úp bài) और Lan ने मिलाया (Theo)। खेल में बचे हर खिलाड़ी को एक और खुला पत्ता मिला, और दाँव का नया दौर शुरू होता है, फिर से सबसे मज़बूत खुले पत्तों से: आपके।</translation>
        </message>
        <message>
            <source>Bet 20 again.</source>
            <translation>फिर 20 का दाँव लगाएँ।</translation>
        </message>
        <message>
            <source>There are four betting rounds in all: after the 2nd, 3rd, 4th and 5th card. Turn order goes counter-clockwise, to your right. In a game a clock runs on your turn: whoever does not act within 30 seconds folds (the clock is off in these lessons).</source>
            <translation>कुल चार दाँव के दौर होते हैं: दूसरे, तीसरे, चौथे और पाँचवें पत्ते के बाद। बारी घड़ी की उल्टी दिशा में, आपके दाईं ओर चलती है। खेल में आपकी बारी पर घड़ी चलती है: जो 30 सेकंड में कुछ न करे उसके पत्ते छूट जाते हैं (इन पाठों में घड़ी बंद है)।</translation>
        </message>
        <message>
            <source>Folding first</source>
            <translation>पहली बारी में पत्ते छोड़ना</translation>
        </message>
        <message>
            <source>Fold (úp bài) as the first to act instead of betting.</source>
            <translation>सबसे पहले बारी आने पर दाँव लगाने की बजाय पत्ते छोड़ें (úp bài)।</translation>
        </message>
        <message>
            <source>Your A♥ is the strongest face-up card, so you act first. The first to act bets (Tố), or may fold instead.</source>
            <translation>आपका A♥ सबसे मज़बूत खुला पत्ता है, इसलिए पहली बारी आपकी है। पहली बारी वाला दाँव (Tố) लगाता है, या उसकी जगह पत्ते छोड़ सकता है।</translation>
        </message>
        <message>
            <source>Your hole card is a 7♠, nothing with your ace. Fold (Úp bài): you lose only your ante.</source>
            <translation>आपका छिपा पत्ता 7♠ है, आपके इक्के के साथ इससे कुछ नहीं बनता। पत्ते छोड़ें (Úp bài): आप केवल अपना एंटे हारते हैं।</translation>
        </message>
        <message>
            <source>Fold this time, to see that the first to act may.</source>
            <translation>इस बार पत्ते छोड़ें, यह देखने के लिए कि पहली बारी वाला भी ऐसा कर सकता है।</translation>
        </message>
        <message>
            <source>Minh and Lan played the hand out without you. You lost only your ante, 10 chips.</source>
            <translation>Minh और Lan ने आपके बिना हाथ पूरा खेला। आप केवल अपना एंटे, 10 चिप, हारे।</translation>
        </message>
        <message>
            <source>Call, raise and fold</source>
            <translation>मिलाना, बढ़ाना और छोड़ना</translation>
        </message>
        <message>
            <source>Answer a bet: call (Theo), raise (Tố thêm) or fold (Úp bài), within the table's limits.</source>
            <translation>दाँव का जवाब दें: मिलाएँ (Theo), बढ़ाएँ (Tố thêm) या पत्ते छोड़ें (Úp bài), टेबल की सीमा में।</translation>
        </message>
        <message>
            <source>This time Minh shows the highest face-up card, A♠, so Minh opened with a bet. Lan folded. Now it is your turn to answer.</source>
            <translation>इस बार Minh के पास सबसे ऊँचा खुला पत्ता A♠ है, इसलिए Minh ने दाँव से शुरुआत की। Lan ने पत्ते छोड़े। अब जवाब देने की बारी आपकी है।</translation>
        </message>
        <message>
            <source>Call (Theo): put in just enough to match Minh's bet and stay in the hand.</source>
            <translation>मिलाएँ (Theo): Minh के दाँव के बराबर डालें और हाथ में बने रहें।</translation>
        </message>
        <message>
            <source>Stay in: call this bet.</source>
            <translation>बने रहें: यह दाँव मिलाएँ।</translation>
        </message>
        <message>
            <source>Just call this time: raising comes next.</source>
            <translation>इस बार बस मिलाएँ: बढ़ाना अगला है।</translation>
        </message>
        <message>
            <source>Minh now shows a pair of aces (Đôi) face up and bets again. Raise (Tố thêm): call his bet and add 30 more. A raise is more than one ante and at most the raise limit, 10 antes.</source>
            <translation>अब Minh खुला इक्कों का जोड़ा (Đôi) दिखाता है और फिर दाँव लगाता है। बढ़ाएँ (Tố thêm): उसका दाँव मिलाएँ और 30 और जोड़ें। बढ़ोतरी एक एंटे से ज़्यादा और अधिकतम सीमा, 10 एंटे, तक होती है।</translation>
        </message>
        <message>
            <source>Raise by exactly 30 chips for this lesson.</source>
            <translation>इस पाठ के लिए ठीक 30 चिप बढ़ाएँ।</translation>
        </message>
        <message>
            <source>Raise this time: call and add 30.</source>
            <translation>इस बार बढ़ाएँ: मिलाएँ और 30 जोड़ें।</translation>
        </message>
        <message>
            <source>Minh raised back. With only a pair of kings against his face-up pair of aces, give up: fold (Úp bài). You lose what you put in, nothing more.</source>
            <translation>Minh ने फिर बढ़ाया। उसके खुले इक्कों के जोड़े के सामने केवल बादशाहों का जोड़ा है, तो हार मानें: पत्ते छोड़ें (Úp bài)। जो डाला वही हारेंगे, उससे ज़्यादा नहीं।</translation>
        </message>
        <message>
            <source>Fold here: your kings are beaten by the aces on show.</source>
            <translation>यहाँ पत्ते छोड़ें: खुले इक्के आपके बादशाहों को हराते हैं।</translation>
        </message>
        <message>
            <source>Everyone but Minh folded, so Minh won the pot at once, without showing his hole card.</source>
            <translation>Minh के सिवा सबने पत्ते छोड़ दिए, इसलिए Minh ने अपना छिपा पत्ता दिखाए बिना तुरंत पॉट जीत लिया।</translation>
        </message>
        <message>
            <source>A new hand was dealt, with a new ante from everyone. The dealer button moved one seat counter-clockwise: it only decides who is dealt first; the strongest face-up card still bets first.</source>
            <translation>नया हाथ बँटा, और हर किसी ने नया एंटे डाला। डीलर बटन घड़ी की उल्टी दिशा में एक सीट आगे गया: वह केवल यह तय करता है कि पहले किसे पत्ते मिलें; पहला दाँव अब भी सबसे मज़बूत खुले पत्ते वाला लगाता है।</translation>
        </message>
        <message>
            <source>The turn clock</source>
            <translation>बारी की घड़ी</translation>
        </message>
        <message>
            <source>See the clock fold a player who does not act in time.</source>
            <translation>देखें कि जो खिलाड़ी समय पर नहीं चलता, घड़ी उसके पत्ते कैसे छुड़वा देती है।</translation>
        </message>
        <message>
            <source>Every turn has a clock (15 seconds here; 30 at a new game, or off, 15 or 60 in the table's settings). Minh bet. This time press nothing: watch your seconds run out beside your seat. A player who does not act in time folds (úp bài).</source>
            <translation>हर बारी की एक घड़ी होती है (यहाँ 15 सेकंड; नए खेल में 30, या टेबल की सेटिंग में बंद, 15 या 60)। Minh ने दाँव लगाया। इस बार कुछ न दबाएँ: अपनी सीट के पास अपने सेकंड खत्म होते देखें। जो खिलाड़ी समय पर कुछ नहीं करता, उसके पत्ते छूट जाते हैं (úp bài)।</translation>
        </message>
        <message>
            <source>Press nothing this time: let the clock run out.</source>
            <translation>इस बार कुछ न दबाएँ: घड़ी का समय खत्म होने दें।</translation>
        </message>
        <message>
            <source>Time ran out, so you folded, and with Lan out too Minh won the pot at once.</source>
            <translation>समय खत्म हुआ, इसलिए आपके पत्ते छूट गए, और Lan के भी बाहर होने से Minh ने तुरंत पॉट जीत लिया।</translation>
        </message>
        <message>
            <source>A new hand: the clock runs again at each of your turns. Pausing the game stops it.</source>
            <translation>नया हाथ: आपकी हर बारी पर घड़ी फिर चलती है। खेल रोकने से वह रुक जाती है।</translation>
        </message>
        <message>
            <source>Four rounds and the showdown</source>
            <translation>चार दौर और शोडाउन</translation>
        </message>
        <message>
            <source>Play all four betting rounds and win the showdown with a full house (Cù lũ) over a flush (Thùng).</source>
            <translation>चारों दाँव के दौर खेलें और शोडाउन में फ़्लश (Thùng) पर फ़ुल हाउस (Cù lũ) से जीतें।</translation>
        </message>
        <message>
            <source>Hands from weakest to strongest: high card (Mậu thầu), pair (Đôi), two pairs (Thú), three of a kind (Sám), straight (Sảnh), flush (Thùng), full house (Cù lũ), four of a kind (Tứ quý), straight flush (Thùng phá sảnh) and the royal one with an ace (Thùng phá sảnh lớn). Here a flush is below a full house.</source>
            <translation>सबसे कमज़ोर से सबसे मज़बूत हाथ: ऊँचा पत्ता (Mậu thầu), जोड़ा (Đôi), दो जोड़े (Thú), तिकड़ी (Sám), स्ट्रेट (Sảnh), फ़्लश (Thùng), फ़ुल हाउस (Cù lũ), चौका (Tứ quý), स्ट्रेट फ़्लश (Thùng phá sảnh) और इक्के वाला रॉयल (Thùng phá sảnh lớn)। यहाँ फ़्लश फ़ुल हाउस से नीचे है।</translation>
        </message>
        <message>
            <source>Minh's K♥ opened. Call.</source>
            <translation>Minh के K♥ ने शुरुआत की। मिलाएँ।</translation>
        </message>
        <message>
            <source>Your face-up pair of nines now bets first. Bet 11 chips, the smallest bet (one ante and a chip).</source>
            <translation>अब आपका खुला नहलों का जोड़ा पहले दाँव लगाता है। 11 चिप का दाँव लगाएँ, सबसे छोटा दाँव (एक एंटे और एक चिप)।</translation>
        </message>
        <message>
            <source>Bet 11 again: a third betting round.</source>
            <translation>फिर 11 का दाँव: दाँव का तीसरा दौर।</translation>
        </message>
        <message>
            <source>The fourth and last round: bet 11.</source>
            <translation>चौथा और आखिरी दौर: 11 का दाँव लगाएँ।</translation>
        </message>
        <message>
            <source>Minh raised: he shows four hearts. Call and go to the showdown.</source>
            <translation>Minh ने बढ़ाया: वह पान के चार पत्ते दिखाता है। मिलाएँ और शोडाउन पर जाएँ।</translation>
        </message>
        <message>
            <source>Call: your hole card makes a full house.</source>
            <translation>मिलाएँ: आपका छिपा पत्ता फ़ुल हाउस बनाता है।</translation>
        </message>
        <message>
            <source>At the showdown the hole cards were turned: your 9 9 9 10 10, a full house (Cù lũ), beat Minh's flush (Thùng), and the pot is yours (see the sheet). Straights run from 7-8-9-10-J up to 10-J-Q-K-A only: the ace is never low. When all ranks are equal, the suit of the highest card decides.</source>
            <translation>शोडाउन में छिपे पत्ते खोले गए: आपके 9 9 9 10 10, यानी फ़ुल हाउस (Cù lũ), ने Minh के फ़्लश (Thùng) को हराया, और पॉट आपका है (तालिका देखें)। स्ट्रेट केवल 7-8-9-10-J से 10-J-Q-K-A तक होते हैं: इक्का कभी नीचा नहीं होता। जब सारी रैंक बराबर हों, तो सबसे ऊँचे पत्ते का सूट फ़ैसला करता है।</translation>
        </message>
        <message>
            <source>Equal hands: the suit decides</source>
            <translation>बराबर हाथ: सूट फ़ैसला करता है</translation>
        </message>
        <message>
            <source>See two equal pairs decided by the suit of their highest card.</source>
            <translation>देखें कि दो बराबर जोड़ों का फ़ैसला उनके सबसे ऊँचे पत्ते के सूट से कैसे होता है।</translation>
        </message>
        <message>
            <source>Two hands of the same kind are compared by the cards that make it, then the other cards from high to low. When every rank is equal, the suit decides: bích ♠ above cơ ♥, rô ♦ and tép ♣.</source>
            <translation>एक ही तरह के दो हाथों की तुलना पहले उसे बनाने वाले पत्तों से होती है, फिर बाकी पत्तों से, ऊँचे से नीचे तक। जब हर रैंक बराबर हो, तो सूट फ़ैसला करता है: bích ♠ सबसे ऊपर, फिर cơ ♥, rô ♦ और tép ♣।</translation>
        </message>
        <message>
            <source>Your K♦ is the strongest face-up card: bet 11 chips, the smallest bet.</source>
            <translation>आपका K♦ सबसे मज़बूत खुला पत्ता है: 11 चिप का दाँव लगाएँ, सबसे छोटा दाँव।</translation>
        </message>
        <message>
            <source>Bet exactly 11 chips for this lesson.</source>
            <translation>इस पाठ के लिए ठीक 11 चिप का दाँव लगाएँ।</translation>
        </message>
        <message>
            <source>Stay in: bet 11 chips.</source>
            <translation>बने रहें: 11 चिप का दाँव लगाएँ।</translation>
        </message>
        <message>
            <source>Lan folded and Minh raised (Tố thêm). Call (Theo): match his raise and stay in.</source>
            <translation>Lan ने पत्ते छोड़े और Minh ने बढ़ाया (Tố thêm)। मिलाएँ (Theo): उसकी बढ़ोतरी के बराबर डालें और बने रहें।</translation>
        </message>
        <message>
            <source>Stay in: call.</source>
            <translation>बने रहें: मिलाएँ।</translation>
        </message>
        <message>
            <source>Just call this time.</source>
            <translation>इस बार बस मिलाएँ।</translation>
        </message>
        <message>
            <source>A new card each. Minh's A♦ beats your A♣ on show, so he bets first now. Call again.</source>
            <translation>सबको एक नया पत्ता। खुले पत्तों में Minh का A♦ आपके A♣ को हराता है, इसलिए अब पहला दाँव वह लगाता है। फिर मिलाएँ।</translation>
        </message>
        <message>
            <source>Call.</source>
            <translation>मिलाएँ।</translation>
        </message>
        <message>
            <source>The last round: call and go to the showdown.</source>
            <translation>आखिरी दौर: मिलाएँ और शोडाउन पर जाएँ।</translation>
        </message>
        <message>
            <source>You and Minh both hold a pair of kings with A, Q and J beside it: every rank is equal. The suit of the pair's highest card decides: your K♠ beats Minh's K♥, and the pot is yours.</source>
            <translation>आप और Minh दोनों के पास बादशाहों का जोड़ा है, साथ में A, Q और J: हर रैंक बराबर है। जोड़े के सबसे ऊँचे पत्ते का सूट फ़ैसला करता है: आपका K♠ Minh के K♥ को हराता है, और पॉट आपका है।</translation>
        </message>
        <message>
            <source>The ace is never low</source>
            <translation>इक्का कभी नीचा नहीं</translation>
        </message>
        <message>
            <source>See that A-7-8-9-10 is no straight: the ace only counts high.</source>
            <translation>देखें कि A-7-8-9-10 स्ट्रेट नहीं है: इक्का केवल ऊँचा गिना जाता है।</translation>
        </message>
        <message>
            <source>Straights (Sảnh) run only from 7-8-9-10-J up to 10-J-Q-K-A: the ace is always high, never below the 7. Your hole card is the A♠.</source>
            <translation>स्ट्रेट (Sảnh) केवल 7-8-9-10-J से 10-J-Q-K-A तक होते हैं: इक्का हमेशा ऊँचा होता है, 7 से नीचे कभी नहीं। आपका छिपा पत्ता A♠ है।</translation>
        </message>
        <message>
            <source>Minh opened. Call (Theo).</source>
            <translation>Minh ने शुरुआत की। मिलाएँ (Theo)।</translation>
        </message>
        <message>
            <source>Stay in: call, to see the showdown.</source>
            <translation>बने रहें: शोडाउन देखने के लिए मिलाएँ।</translation>
        </message>
        <message>
            <source>Just call in this lesson.</source>
            <translation>इस पाठ में बस मिलाएँ।</translation>
        </message>
        <message>
            <source>Call again.</source>
            <translation>फिर मिलाएँ।</translation>
        </message>
        <message>
            <source>The last round: 7 8 9 10 on show and your A♠ in the hole. Call and see the showdown.</source>
            <translation>आखिरी दौर: 7 8 9 10 खुले हैं और आपका A♠ छिपा है। मिलाएँ और शोडाउन देखें।</translation>
        </message>
        <message>
            <source>A♠ 7 8 9 10 is no straight: the ace never counts below the 7. It is only a high card (Mậu thầu), and Minh's pair of queens (Đôi) won.</source>
            <translation>A♠ 7 8 9 10 स्ट्रेट नहीं है: इक्का कभी 7 से नीचे नहीं गिना जाता। यह केवल ऊँचा पत्ता (Mậu thầu) है, और Minh का बेगमों का जोड़ा (Đôi) जीता।</translation>
        </message>
        <message>
            <source>All-in and a side pot</source>
            <translation>ऑल-इन और साइड पॉट</translation>
        </message>
        <message>
            <source>Go all-in (Tố tất) when you cannot cover a bet, and see the main pot and a side pot.</source>
            <translation>जब दाँव पूरा न कर सकें तो ऑल-इन (Tố tất) जाएँ, और मुख्य पॉट व साइड पॉट देखें।</translation>
        </message>
        <message>
            <source>You have only 30 chips left after the ante, and the bet to you is more than that.</source>
            <translation>एंटे के बाद आपके पास केवल 30 चिप बचे हैं, और आप पर दाँव उससे ज़्यादा है।</translation>
        </message>
        <message>
            <source>Call with everything you have: all-in (Tố tất). You can still win, but only what everyone could match.</source>
            <translation>जो कुछ है उससे मिलाएँ: ऑल-इन (Tố tất)। आप अब भी जीत सकते हैं, पर केवल उतना जितना सब बराबर कर सके।</translation>
        </message>
        <message>
            <source>Go all-in this time: call with what you have.</source>
            <translation>इस बार ऑल-इन जाएँ: जो है उससे मिलाएँ।</translation>
        </message>
        <message>
            <source>Your chips and the same from each other player made the main pot, which you could win; what Minh and Lan bet beyond it made a side pot only they could win. Your four aces (Tứ quý) took the main pot and the side pot went to the better of their two hands. Chips are never made or lost: every pot goes to someone.</source>
            <translation>आपके चिप और हर दूसरे खिलाड़ी के उतने ही चिप से मुख्य पॉट बना, जिसे आप जीत सकते थे; Minh और Lan ने उसके ऊपर जो लगाया उससे साइड पॉट बना जिसे केवल वे जीत सकते थे। आपके चार इक्कों (Tứ quý) ने मुख्य पॉट लिया और साइड पॉट उन दोनों के बेहतर हाथ को गया। चिप न बनते हैं न खोते हैं: हर पॉट किसी को जाता है।</translation>
        </message>
    </context>
    <context>
        <name>XitoDecisions</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/xito_decisions.py" line="+80" />
            <source>Time is up: you fold (úp bài) after %1 seconds.</source>
            <translation>समय खत्म: %1 सेकंड बाद आपके पत्ते छूट गए (úp bài)।</translation>
        </message>
        <message>
            <location line="+12" />
            <source>You folded</source>
            <translation>आपने पत्ते छोड़ दिए</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The session is over.</source>
            <translation>सत्र समाप्त हो गया है।</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Re-buy %1 chips</source>
            <translation>%1 और चिप्स खरीदें</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You have 1 chip, less than the ante (%2). Re-buy up to %3, or sit this hand out?</source>
            <translation>आपके पास 1 चिप है, एंटे (%2) से कम। %3 तक और चिप्स खरीदें, या यह हाथ न खेलें?</translation>
        </message>
        <message>
            <location line="+4" />
            <source>You have %1 chips, less than the ante (%2). Re-buy up to %3, or sit this hand out?</source>
            <translation>आपके पास %1 चिप हैं, एंटे (%2) से कम। %3 तक और चिप्स खरीदें, या यह हाथ न खेलें?</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Bet</source>
            <translation>दाँव</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Raise by</source>
            <translation>इतना बढ़ाएँ</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Call %1 · all-in</source>
            <translation>मिलाएँ %1 · ऑल-इन</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Call %1</source>
            <translation>मिलाएँ %1</translation>
        </message>
        <message>
            <location line="+21" />
            <source>You bet first: all-in with your last chip, or fold.</source>
            <translation>पहला दाँव आपका: अपनी आखिरी चिप से ऑल-इन, या पत्ते छोड़ें।</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You bet first: all-in with your last %1 chips, or fold.</source>
            <translation>पहला दाँव आपका: अपने आखिरी %1 चिप से ऑल-इन, या पत्ते छोड़ें।</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You bet first (tố đầu): %1–%2 chips, or fold.</source>
            <translation>पहला दाँव आपका (tố đầu): %1–%2 चिप, या पत्ते छोड़ें।</translation>
        </message>
        <message>
            <location line="+4" />
            <source>call your last %1 (all-in)</source>
            <translation>अपने आखिरी %1 से मिलाएँ (ऑल-इन)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>call %1</source>
            <translation>%1 मिलाएँ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 has %2 in: %3 or fold. %4</source>
            <translation>%1 के %2 लगे हैं: %3 या पत्ते छोड़ें। %4</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 has %2 in: %3, raise by %4–%5, or fold.</source>
            <translation>%1 के %2 लगे हैं: %3, %4–%5 बढ़ाएँ, या पत्ते छोड़ें।</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The table</source>
            <translation>टेबल</translation>
        </message>
        <message>
            <location line="+5" />
            <source>No more raises this round: the limit is %1.</source>
            <translation>इस दौर में और बढ़ोतरी नहीं: सीमा %1 है।</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Too few chips left to raise.</source>
            <translation>बढ़ाने के लिए बहुत कम चिप बचे हैं।</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Nobody left could answer a raise.</source>
            <translation>बचा कोई खिलाड़ी बढ़ोतरी का जवाब नहीं दे सकता।</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 decides whether to re-buy…</source>
            <translation>%1 तय कर रहे हैं कि और चिप्स खरीदें या नहीं…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 bets first (tố đầu)…</source>
            <translation>%1 पहला दाँव लगाते हैं (tố đầu)…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 decides: call, raise or fold…</source>
            <translation>%1 तय कर रहे हैं: मिलाएँ, बढ़ाएँ या छोड़ें…</translation>
        </message>
        <message>
            <location line="+35" />
            <source>Bet %1</source>
            <translation>दाँव %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Raise by %1</source>
            <translation>%1 बढ़ाएँ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Fold</source>
            <translation>छोड़ें</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Sit this hand out</source>
            <translation>यह हाथ न खेलें</translation>
        </message>
        <message>
            <location line="+31" />
            <source>hole card %1</source>
            <translation>छिपा पत्ता %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source> (only you see it)</source>
            <translation> (केवल आप देखते हैं)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>a hole card, face down</source>
            <translation>एक छिपा पत्ता, उल्टा</translation>
        </message>
        <message>
            <location line="+2" />
            <source>face-up card %1</source>
            <translation>खुला पत्ता %1</translation>
        </message>
        <message>
            <location line="+15" />
            <source>%1 showing</source>
            <translation>%1 खुले</translation>
        </message>
        <message>
            <location line="+4" />
            <source> (folded)</source>
            <translation> (छोड़ा)</translation>
        </message>
    </context>
    <context>
        <name>XitoEvents</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/xito_events.py" line="+65" />
            <source>Dealer</source>
            <translation>डीलर</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+17" />
            <source>Sits out</source>
            <translation>इस राउंड में नहीं</translation>
        </message>
        <message>
            <location line="-9" />
            <source>Re-bought %1</source>
            <translation>चिप्स खरीदे %1</translation>
        </message>
        <message>
            <location line="+207" />
            <source>Wins %1</source>
            <translation>जीता %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>You won %2 with %3</source>
            <translation>आप %3 से %2 जीते</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 won %2 with %3</source>
            <translation>%1 ने %3 से %2 जीते</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You won %2: %3</source>
            <translation>आप %2 जीते: %3</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 won %2: %3</source>
            <translation>%1 ने %2 जीते: %3</translation>
        </message>
        <message>
            <location line="+7" />
            <source>You won %2</source>
            <translation>आप %2 जीते</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1 won %2</source>
            <translation>%1 ने %2 जीते</translation>
        </message>
        <message>
            <location line="+23" />
            <source>loses</source>
            <translation>हारता है</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Last hand:</source>
            <translation>पिछला हाथ:</translation>
        </message>
        <message>
            <location line="+13" />
            <source>You won %1</source>
            <translation>आप %1 जीते</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lost %1</source>
            <translation>आप %1 हारे</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You broke even</source>
            <translation>न हार न जीत</translation>
        </message>
        <message>
            <location line="+6" />
            <source>You put in %1 and took %2.</source>
            <translation>आपने %1 डाले और %2 लिए।</translation>
        </message>
        <message>
            <location line="+5" />
            <source>You put in %1.</source>
            <translation>आपने %1 डाले।</translation>
        </message>
        <message>
            <location line="+25" />
            <source>The session is over: you are %1 chips up</source>
            <translation>सत्र समाप्त: आप %1 चिप फ़ायदे में हैं</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The session is over: you are %1 chips down</source>
            <translation>सत्र समाप्त: आप %1 चिप घाटे में हैं</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The session is over: you broke even</source>
            <translation>सत्र समाप्त: न फ़ायदा न घाटा</translation>
        </message>
    </context>
    <context>
        <name>XitoPanel</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/xito_panel.py" line="+35" />
            <location line="+38" />
            <source>Bet</source>
            <translation>दाँव</translation>
        </message>
        <message>
            <location line="-9" />
            <source>Fold</source>
            <translation>छोड़ें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Call</source>
            <translation>मिलाएँ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Min</source>
            <translation>न्यूनतम</translation>
        </message>
        <message>
            <location line="+3" />
            <source>½ pot</source>
            <translation>½ पॉट</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pot</source>
            <translation>पॉट</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+98" />
            <source>Max</source>
            <translation>अधिकतम</translation>
        </message>
        <message>
            <location line="-96" />
            <source>Raise</source>
            <translation>बढ़ाएँ</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Re-buy</source>
            <translation>और चिप्स खरीदें</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sit this hand out</source>
            <translation>यह हाथ न खेलें</translation>
        </message>
        <message>
            <location line="+40" />
            <source>From %1 to %2 chips (PgDown / PgUp: one ante less or more; Home / End: %1 or %2)</source>
            <translation>%1 से %2 चिप (PgDown / PgUp: एक एंटे कम या ज़्यादा; Home / End: %1 या %2)</translation>
        </message>
        <message>
            <location line="+34" />
            <source>All-in</source>
            <translation>ऑल-इन</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Bet %1</source>
            <translation>दाँव %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Raise to %1</source>
            <translation>%1 तक बढ़ाएँ</translation>
        </message>
    </context>
    <context>
        <name>XitoTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/tables/xito.py" line="+239" />
            <source>All-in %1 · tố tất</source>
            <translation>ऑल-इन %1 · tố tất</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Bet %1 · tố</source>
            <translation>दाँव %1 · tố</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Call %1 · theo</source>
            <translation>मिलाया %1 · theo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Raise to %1 · tố thêm</source>
            <translation>%1 तक बढ़ाया · tố thêm</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fold · úp bài</source>
            <translation>छोड़ा · úp bài</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Dealer</source>
            <translation>डीलर</translation>
        </message>
        <message>
            <location line="+38" />
            <source>Sits out</source>
            <translation>इस राउंड में नहीं</translation>
        </message>
        <message>
            <location line="+21" />
            <source>All-in · tố tất</source>
            <translation>ऑल-इन · tố tất</translation>
        </message>
        <message>
            <location line="+17" />
            <source>First to bet · tố đầu</source>
            <translation>पहला दाँव · tố đầu</translation>
        </message>
        <message>
            <location line="+1" />
            <source>shows %1</source>
            <translation>%1 दिखाता है</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Hand %1</source>
            <translation>हाथ %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>betting round %1 of 4</source>
            <translation>दाँव का दौर %1 / 4</translation>
        </message>
        <message>
            <location line="-199" />
            <source>Hole card</source>
            <translation>छिपा पत्ता</translation>
        </message>
        <message>
            <location line="+0" />
            <source>hidden from the others</source>
            <translation>दूसरों से छिपा</translation>
        </message>
        <message>
            <location line="+201" />
            <source>no more betting</source>
            <translation>अब कोई दाँव नहीं</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Ante %1 · a bet: %2 to %3 chips</source>
            <translation>एंटे %1 · दाँव: %2 से %3 चिप</translation>
        </message>
        <message>
            <location line="+7" />
            <source>a raise: the call + %1 to %2</source>
            <translation>बढ़ोतरी: मिलाना + %1 से %2</translation>
        </message>
        <message>
            <location line="+6" />
            <source>at most one raise a round</source>
            <translation>एक दौर में अधिकतम एक बढ़ोतरी</translation>
        </message>
        <message>
            <location line="+2" />
            <source>at most %1 raises a round</source>
            <translation>एक दौर में अधिकतम %1 बढ़ोतरी</translation>
        </message>
        <message>
            <location line="+58" />
            <source>Pot %1</source>
            <translation>पॉट %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Main pot %1</source>
            <translation>मुख्य पॉट %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Side pot %2: %1 · </source>
            <translation>साइड पॉट %2: %1 · </translation>
        </message>
        <message>
            <location line="+53" />
            <source>your hand: %1</source>
            <translation>आपका हाथ: %1</translation>
        </message>
        <message>
            <location line="-11" />
            <source>your hand</source>
            <translation>आपका हाथ</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>Players</source>
            <translation>खिलाड़ी</translation>
        </message>
        <message>
            <source>Guandan is played by four players in two teams, partners sitting opposite.</source>
            <translation>ग्वानदान चार खिलाड़ी दो टीमों में खेलते हैं, साथी आमने-सामने बैठते हैं।</translation>
        </message>
        <message>
            <source>Show all card counts</source>
            <translation>सभी पत्तों की गिनती दिखाएँ</translation>
        </message>
        <message>
            <source>Show how many cards every player holds; off: only counts of 10 or fewer, as at a table.</source>
            <translation>हर खिलाड़ी के पास कितने पत्ते हैं दिखाएँ; बंद: केवल 10 या कम की गिनती, जैसे टेबल पर।</translation>
        </message>
        <message>
            <source>Drop back after three failures at A</source>
            <translation>A पर तीन बार विफल होने पर वापस</translation>
        </message>
        <message>
            <source>A team that plays at its own level A three times without winning goes back to level 2.</source>
            <translation>जो टीम अपने स्तर A पर तीन बार खेलकर न जीते, वह वापस स्तर 2 पर जाती है।</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>सीटें</translation>
        </message>
        <message>
            <source>People at the table, the dealer included (each plays at least one hand).</source>
            <translation>टेबल पर लोग, डीलर समेत (हर एक कम से कम एक हाथ खेलता है)।</translation>
        </message>
        <message>
            <source>Starting chips</source>
            <translation>शुरुआती चिप</translation>
        </message>
        <message>
            <source>Chips each seat starts with; a broke seat buys this many again.</source>
            <translation>हर सीट इतने चिप से शुरू करती है; खाली हुई सीट फिर इतने ही खरीदती है।</translation>
        </message>
        <message>
            <source>Minimum bet</source>
            <translation>न्यूनतम दाँव</translation>
        </message>
        <message>
            <source>The smallest bet on one hand.</source>
            <translation>एक हाथ पर सबसे छोटा दाँव।</translation>
        </message>
        <message>
            <source>Dealer's maximum bet</source>
            <translation>डीलर का अधिकतम दाँव</translation>
        </message>
        <message>
            <source>The largest bet the dealer accepts on one hand (อั้นเดิมพัน).</source>
            <translation>एक हाथ पर डीलर जो सबसे बड़ा दाँव स्वीकार करे (อั้นเดิมพัน)।</translation>
        </message>
        <message>
            <source>Must draw under 4</source>
            <translation>4 से कम पर खींचना ज़रूरी</translation>
        </message>
        <message>
            <source>A player whose two cards are worth less than 4 points must draw a third card.</source>
            <translation>जिस खिलाड़ी के दो पत्ते 4 अंक से कम हों उसे तीसरा पत्ता खींचना होगा।</translation>
        </message>
        <message>
            <source>Dealer may catch two</source>
            <translation>डीलर दो-पत्ती भी पकड़े</translation>
        </message>
        <message>
            <source>Before drawing, the dealer may settle against all two-card hands, not only three-card.</source>
            <translation>खींचने से पहले डीलर सभी दो-पत्ती हाथों से भी हिसाब कर सकता है, केवल तीन-पत्ती से नहीं।</translation>
        </message>
        <message>
            <source>Ties pay the deng difference</source>
            <translation>बराबरी पर डेंग का अंतर</translation>
        </message>
        <message>
            <source>Equal hands with different deng: the one with more deng collects the difference.</source>
            <translation>अलग डेंग वाले बराबर हाथ: ज़्यादा डेंग वाला अंतर पाता है।</translation>
        </message>
        <message>
            <source>Hands per player</source>
            <translation>प्रति खिलाड़ी हाथ</translation>
        </message>
        <message>
            <source>How many hands (legs) one player may bet on in a round.</source>
            <translation>एक राउंड में एक खिलाड़ी कितने हाथों (खा) पर दाँव लगा सकता है।</translation>
        </message>
        <message>
            <source>Dealer rounds</source>
            <translation>डीलर के राउंड</translation>
        </message>
        <message>
            <source>Rounds an AI dealer keeps the bank; you are offered it each time it passes.</source>
            <translation>AI डीलर कितने राउंड बैंक रखता है; हर बार बैंक आगे जाने पर आपको पेश किया जाता है।</translation>
        </message>
        <message>
            <source>First dealer</source>
            <translation>पहला डीलर</translation>
        </message>
        <message>
            <source>The seat holding the bank in the first round (0 is you).</source>
            <translation>पहले राउंड में बैंक वाली सीट (0 आप हैं)।</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>राउंड</translation>
        </message>
        <message>
            <source>End the session after this many rounds (empty: play on until you leave).</source>
            <translation>इतने राउंड के बाद सत्र खत्म करें (खाली: जब तक आप न छोड़ें खेलते रहें)।</translation>
        </message>
        <message>
            <source>Seats at the table: you and the AI players (5 cards each from 32).</source>
            <translation>टेबल की सीटें: आप और AI खिलाड़ी (32 में से हर एक को 5 पत्ते)।</translation>
        </message>
        <message>
            <source>Ante (1 cược)</source>
            <translation>एंटे (1 cược)</translation>
        </message>
        <message>
            <source>Chips every player puts in the pot before the cards are dealt.</source>
            <translation>पत्ते बँटने से पहले हर खिलाड़ी पॉट में जितने चिप डालता है।</translation>
        </message>
        <message>
            <source>Raise limit (antes)</source>
            <translation>बढ़ाने की सीमा (एंटे)</translation>
        </message>
        <message>
            <source>Largest single bet or raise (giới hạn tố), in antes; the smallest is one ante and a chip.</source>
            <translation>एक दाँव या बढ़ोतरी की सबसे बड़ी रकम (giới hạn tố), एंटे में; सबसे छोटी एक एंटे और एक चिप।</translation>
        </message>
        <message>
            <source>Max raises per round</source>
            <translation>प्रति दौर अधिकतम बढ़ोतरी</translation>
        </message>
        <message>
            <source>Off: raise as often as you like; a number: after that many raises, only call or fold.</source>
            <translation>बंद: जितनी बार चाहें बढ़ाएँ; संख्या: इतनी बढ़ोतरी के बाद केवल मिलाएँ या छोड़ें।</translation>
        </message>
        <message>
            <source>Starting stack</source>
            <translation>शुरुआती चिप</translation>
        </message>
        <message>
            <source>Chips each player starts with; an AI player who cannot pay the ante re-buys this many.</source>
            <translation>हर खिलाड़ी इतने चिप से शुरू करता है; जो AI खिलाड़ी एंटे न दे सके वह इतने और चिप्स खरीदता है।</translation>
        </message>
        <message>
            <source>Turn timer (seconds)</source>
            <translation>बारी का टाइमर (सेकंड)</translation>
        </message>
        <message>
            <source>A player who does not act in time folds (the rules give 30 seconds); off for no clock.</source>
            <translation>जो खिलाड़ी समय पर कुछ न करे उसके पत्ते छूट जाते हैं (नियम 30 सेकंड देते हैं); बंद: कोई घड़ी नहीं।</translation>
        </message>
        <message>
            <source>How many seats at the table, 2 to 6.</source>
            <translation>टेबल पर कितनी सीटें, 2 से 6।</translation>
        </message>
        <message>
            <source>Decks for 4–6 players</source>
            <translation>4–6 खिलाड़ियों के लिए डेक</translation>
        </message>
        <message>
            <source>2–3 players use one deck; 4–6 players use 2 decks, or 3 with this setting.</source>
            <translation>2–3 खिलाड़ी एक डेक से खेलते हैं; 4–6 खिलाड़ी 2 डेक से, या इस सेटिंग से 3।</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>मैच</translation>
        </message>
        <message>
            <source>A fixed number of deals, or pool rummy: reaching 101 points puts a player out.</source>
            <translation>तय संख्या में डाव, या पूल रमी: 101 अंक पर पहुँचने वाला खिलाड़ी बाहर।</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>डाव</translation>
        </message>
        <message>
            <source>How many deals a match lasts (not used in pool rummy).</source>
            <translation>एक मैच कितने डाव चलता है (पूल रमी में नहीं)।</translation>
        </message>
        <message>
            <source>Sequences hold 6–7 cards</source>
            <translation>सीक्वेंस में 6–7 पत्ते</translation>
        </message>
        <message>
            <source>The pure and the second sequence of a declaration hold 6 or 7 cards together, as the rules say; off: longer sequences are fine too.</source>
            <translation>घोषणा के शुद्ध और दूसरे सीक्वेंस में मिलाकर 6 या 7 पत्ते हों, जैसा नियम कहते हैं; बंद: लंबे सीक्वेंस भी चलेंगे।</translation>
        </message>
    </context>
    <context>
        <name>OptionValues</name>
        <message>
            <source>Deals</source>
            <translation>डाव</translation>
        </message>
        <message>
            <source>Pool 101</source>
            <translation>पूल 101</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>ठीक है</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>सेव करें</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>सब सेव करें</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>खोलें</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>हाँ(&amp;Y)</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>सबके लिए हाँ(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>नहीं(&amp;N)</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>सबके लिए नहीं(&amp;O)</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>रोकें</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>फिर कोशिश करें</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>अनदेखा करें</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>बंद करें</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>रद्द करें</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>हटाएँ</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>सहायता</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>लागू करें</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>रीसेट</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>डिफ़ॉल्ट बहाल करें</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>That is not a {game} move (got {got}).</source>
            <comment>engine.not_a_move</comment>
            <translation>यह {game} की चाल नहीं है (मिला {got})।</translation>
        </message>
        <message>
            <source>{field} must be {words}, got {problem}.</source>
            <comment>engine.bad_field</comment>
            <translation>{field} को {words} होना चाहिए, मिला {problem}।</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <comment>engine.match_over</comment>
            <translation>मैच समाप्त हो गया है।</translation>
        </message>
        <message>
            <source>{card}</source>
            <comment>engine.card</comment>
            <translation>{card}</translation>
        </message>
        <message>
            <source>Joker</source>
            <comment>engine.joker</comment>
            <translation>जोकर</translation>
        </message>
        <message>
            <source>seat {seat}</source>
            <comment>engine.seat</comment>
            <translation>सीट {seat}</translation>
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
            <translation>{action} ग्वानदान की चाल नहीं है।</translation>
        </message>
        <message>
            <source>The deck has already been cut.</source>
            <comment>guandan.already_cut</comment>
            <translation>गड्डी पहले ही कट चुकी है।</translation>
        </message>
        <message>
            <source>It is not time to play cards.</source>
            <comment>guandan.not_play_time</comment>
            <translation>अभी पत्ते खेलने का समय नहीं है।</translation>
        </message>
        <message>
            <source>Plays are read at level {level} in this hand.</source>
            <comment>guandan.wrong_level</comment>
            <translation>इस हाथ में चालें स्तर {level} पर पढ़ी जाती हैं।</translation>
        </message>
        <message>
            <source>You can only play cards from your own hand.</source>
            <comment>guandan.not_your_cards</comment>
            <translation>आप केवल अपने हाथ के पत्ते खेल सकते हैं।</translation>
        </message>
        <message>
            <source>Those cards are not that combination.</source>
            <comment>guandan.not_that_combination</comment>
            <translation>ये पत्ते वह संयोजन नहीं हैं।</translation>
        </message>
        <message>
            <source>{combo} does not beat {top}.</source>
            <comment>guandan.does_not_beat</comment>
            <translation>{combo} {top} को नहीं काटता।</translation>
        </message>
        <message>
            <source>Play a higher {kind} or a bomb, or pass ({top} leads this trick).</source>
            <comment>guandan.play_higher</comment>
            <translation>ऊँचा {kind} या बम खेलें, या पास करें (इस चाल में {top} आगे है)।</translation>
        </message>
        <message>
            <source>You lead this trick: play any combination.</source>
            <comment>guandan.lead_any</comment>
            <translation>इस चाल की शुरुआत आपकी: कोई भी संयोजन खेलें।</translation>
        </message>
        <message>
            <source>No tribute is being paid now.</source>
            <comment>guandan.no_tribute_now</comment>
            <translation>अभी कोई नज़राना नहीं दिया जा रहा।</translation>
        </message>
        <message>
            <source>Pay tribute with a card from your own hand.</source>
            <comment>guandan.tribute_from_hand</comment>
            <translation>नज़राना अपने हाथ के पत्ते से दें।</translation>
        </message>
        <message>
            <source>Tribute is your highest card (the heart level cards do not count).</source>
            <comment>guandan.tribute_highest</comment>
            <translation>नज़राना आपका सबसे ऊँचा पत्ता है (पान के स्तर-पत्ते नहीं गिने जाते)।</translation>
        </message>
        <message>
            <source>No tribute is being returned now.</source>
            <comment>guandan.no_return_now</comment>
            <translation>अभी कोई नज़राना नहीं लौटाया जा रहा।</translation>
        </message>
        <message>
            <source>Return a card from your own hand.</source>
            <comment>guandan.return_from_hand</comment>
            <translation>अपने हाथ का एक पत्ता लौटाएँ।</translation>
        </message>
        <message>
            <source>Return a card of rank 10 or lower that is not a level card (only if you have none, your lowest card).</source>
            <comment>guandan.return_low</comment>
            <translation>10 या छोटी रैंक का ऐसा पत्ता लौटाएँ जो स्तर-पत्ता न हो (ऐसा कोई न हो, तभी अपना सबसे छोटा पत्ता)।</translation>
        </message>
        <message>
            <source>Seat {banker} is Banker, partner {place}: seats {team} and {partner} win the hand (+{climb})</source>
            <comment>guandan.summary</comment>
            <translation>सीट {banker} सबसे पहले निकली, साथी {place}: सीटें {team} और {partner} हाथ जीतती हैं (+{climb})</translation>
        </message>
        <message>
            <source>{hand} and the game at A.</source>
            <comment>guandan.summary_game_won</comment>
            <translation>{hand} और A पर खेल।</translation>
        </message>
        <message>
            <source>{hand}; levels now {even} (seats 0 and 2) and {odd} (seats 1 and 3).</source>
            <comment>guandan.summary_levels</comment>
            <translation>{hand}; अब स्तर {even} (सीटें 0 और 2) और {odd} (सीटें 1 और 3)।</translation>
        </message>
        <message>
            <source>{text} Seats {seat} and {partner} drop back to 2 after three tries at A.</source>
            <comment>guandan.summary_drop_back</comment>
            <translation>{text} सीटें {seat} और {partner} A पर तीन प्रयासों के बाद वापस 2 पर।</translation>
        </message>
        <message>
            <source>Follower</source>
            <comment>guandan.place_follower</comment>
            <translation>दूसरा</translation>
        </message>
        <message>
            <source>Third</source>
            <comment>guandan.place_third</comment>
            <translation>तीसरा</translation>
        </message>
        <message>
            <source>Dweller</source>
            <comment>guandan.place_dweller</comment>
            <translation>आखिरी</translation>
        </message>
        <message>
            <source>small joker</source>
            <comment>guandan.small_joker</comment>
            <translation>छोटा जोकर</translation>
        </message>
        <message>
            <source>big joker</source>
            <comment>guandan.big_joker</comment>
            <translation>बड़ा जोकर</translation>
        </message>
        <message>
            <source>Single {rank}</source>
            <comment>guandan.single</comment>
            <translation>एकल {rank}</translation>
        </message>
        <message>
            <source>Pair of {ranks}</source>
            <comment>guandan.pair</comment>
            <translation>{ranks} का जोड़ा</translation>
        </message>
        <message>
            <source>Triple {ranks}</source>
            <comment>guandan.triple</comment>
            <translation>{ranks} की तिकड़ी</translation>
        </message>
        <message>
            <source>Full house {ranks}</source>
            <comment>guandan.full_house</comment>
            <translation>फ़ुल हाउस {ranks}</translation>
        </message>
        <message>
            <source>Tube {ranks}</source>
            <comment>guandan.tube</comment>
            <translation>ट्यूब {ranks}</translation>
        </message>
        <message>
            <source>Plate {ranks}</source>
            <comment>guandan.plate</comment>
            <translation>प्लेट {ranks}</translation>
        </message>
        <message>
            <source>Straight {low}–{high}</source>
            <comment>guandan.straight</comment>
            <translation>स्ट्रेट {low}–{high}</translation>
        </message>
        <message>
            <source>Straight flush {low}–{high}</source>
            <comment>guandan.straight_flush</comment>
            <translation>स्ट्रेट फ़्लश {low}–{high}</translation>
        </message>
        <message>
            <source>Bomb of {n} × {rank}</source>
            <comment>guandan.bomb</comment>
            <translation>{n} × {rank} का बम</translation>
        </message>
        <message>
            <source>Joker bomb</source>
            <comment>guandan.joker_bomb</comment>
            <translation>जोकर बम</translation>
        </message>
        <message numerus="yes">
            <source>{combo} (wilds as {ranks})</source>
            <comment>guandan.with_wilds</comment>
            <translation>
                <numerusform>{combo} (वाइल्ड {ranks} बना)</numerusform>
                <numerusform>{combo} (वाइल्ड {ranks} बने)</numerusform>
            </translation>
        </message>
        <message>
            <source>single</source>
            <comment>guandan.kind_single</comment>
            <translation>एकल</translation>
        </message>
        <message>
            <source>pair</source>
            <comment>guandan.kind_pair</comment>
            <translation>जोड़ा</translation>
        </message>
        <message>
            <source>triple</source>
            <comment>guandan.kind_triple</comment>
            <translation>तिकड़ी</translation>
        </message>
        <message>
            <source>full house</source>
            <comment>guandan.kind_full_house</comment>
            <translation>फ़ुल हाउस</translation>
        </message>
        <message>
            <source>straight</source>
            <comment>guandan.kind_straight</comment>
            <translation>स्ट्रेट</translation>
        </message>
        <message>
            <source>tube</source>
            <comment>guandan.kind_tube</comment>
            <translation>ट्यूब</translation>
        </message>
        <message>
            <source>plate</source>
            <comment>guandan.kind_plate</comment>
            <translation>प्लेट</translation>
        </message>
        <message>
            <source>straight flush</source>
            <comment>guandan.kind_straight_flush</comment>
            <translation>स्ट्रेट फ़्लश</translation>
        </message>
        <message>
            <source>bomb</source>
            <comment>guandan.kind_bomb</comment>
            <translation>बम</translation>
        </message>
        <message>
            <source>joker bomb</source>
            <comment>guandan.kind_joker_bomb</comment>
            <translation>जोकर बम</translation>
        </message>
        <message>
            <source>The session is over.</source>
            <comment>pokdeng.session_over</comment>
            <translation>सत्र समाप्त हो गया है।</translation>
        </message>
        <message>
            <source>You cannot {what} now: {waiting}.</source>
            <comment>pokdeng.cannot_now</comment>
            <translation>आप अभी {what} नहीं कर सकते: {waiting}।</translation>
        </message>
        <message>
            <source>place a bet</source>
            <comment>pokdeng.what_place_a_bet</comment>
            <translation>दाँव लगाना</translation>
        </message>
        <message>
            <source>finish betting</source>
            <comment>pokdeng.what_finish_betting</comment>
            <translation>दाँव पूरा करना</translation>
        </message>
        <message>
            <source>draw a card</source>
            <comment>pokdeng.what_draw</comment>
            <translation>पत्ता खींचना</translation>
        </message>
        <message>
            <source>stand</source>
            <comment>pokdeng.what_stand</comment>
            <translation>रुकना</translation>
        </message>
        <message>
            <source>catch</source>
            <comment>pokdeng.what_catch</comment>
            <translation>पकड़ना</translation>
        </message>
        <message>
            <source>decline to catch</source>
            <comment>pokdeng.what_decline_to_catch</comment>
            <translation>पकड़ से मना करना</translation>
        </message>
        <message>
            <source>rebuy</source>
            <comment>pokdeng.what_rebuy</comment>
            <translation>और चिप्स खरीदना</translation>
        </message>
        <message>
            <source>leave the table</source>
            <comment>pokdeng.what_leave_the_table</comment>
            <translation>टेबल छोड़ना</translation>
        </message>
        <message>
            <source>take the bank</source>
            <comment>pokdeng.what_take_the_bank</comment>
            <translation>बैंक लेना</translation>
        </message>
        <message>
            <source>decline the bank</source>
            <comment>pokdeng.what_decline_the_bank</comment>
            <translation>बैंक से मना करना</translation>
        </message>
        <message>
            <source>deal another round</source>
            <comment>pokdeng.what_deal_another_round</comment>
            <translation>एक और राउंड बाँटना</translation>
        </message>
        <message>
            <source>announce a stop</source>
            <comment>pokdeng.what_announce_a_stop</comment>
            <translation>रुकने की घोषणा</translation>
        </message>
        <message>
            <source>seat {seat} is placing bets</source>
            <comment>pokdeng.waiting_bets</comment>
            <translation>सीट {seat} दाँव लगा रही है</translation>
        </message>
        <message>
            <source>hand {hand} (seat {seat}) draws or stands</source>
            <comment>pokdeng.waiting_draw</comment>
            <translation>हाथ {hand} (सीट {seat}) खींचता है या रुकता है</translation>
        </message>
        <message>
            <source>the dealer decides whether to catch</source>
            <comment>pokdeng.waiting_catch</comment>
            <translation>डीलर तय कर रहा है कि पकड़े या नहीं</translation>
        </message>
        <message>
            <source>the dealer draws or stands</source>
            <comment>pokdeng.waiting_dealer_draw</comment>
            <translation>डीलर खींचता है या रुकता है</translation>
        </message>
        <message>
            <source>seat 0 is out of chips and must rebuy or leave</source>
            <comment>pokdeng.waiting_rebuy</comment>
            <translation>सीट 0 के चिप खत्म हैं और उसे और चिप्स खरीदने हैं या मेज़ छोड़नी है</translation>
        </message>
        <message>
            <source>seat 0 is offered the bank</source>
            <comment>pokdeng.waiting_bank_offer</comment>
            <translation>सीट 0 को बैंक पेश किया गया है</translation>
        </message>
        <message>
            <source>the dealer chooses to deal on or announce a stop</source>
            <comment>pokdeng.waiting_bank_keep</comment>
            <translation>डीलर चुन रहा है कि आगे बाँटे या रुकने की घोषणा करे</translation>
        </message>
        <message>
            <source>the session is over</source>
            <comment>pokdeng.waiting_over</comment>
            <translation>सत्र समाप्त हो गया है</translation>
        </message>
        <message>
            <source>A bet's spot and amount must be whole numbers.</source>
            <comment>pokdeng.bet_whole_numbers</comment>
            <translation>दाँव की जगह और रकम पूर्ण संख्याएँ होनी चाहिए।</translation>
        </message>
        <message>
            <source>You cannot open another hand this round.</source>
            <comment>pokdeng.no_more_hands</comment>
            <translation>इस राउंड आप और हाथ नहीं खोल सकते।</translation>
        </message>
        <message>
            <source>There is no position {spot} at this table.</source>
            <comment>pokdeng.no_position</comment>
            <translation>इस टेबल पर कोई जगह {spot} नहीं है।</translation>
        </message>
        <message>
            <source>That position already has a hand.</source>
            <comment>pokdeng.position_taken</comment>
            <translation>उस जगह पर पहले से एक हाथ है।</translation>
        </message>
        <message>
            <source>That is another player's place: bet at yours or in a gap.</source>
            <comment>pokdeng.others_place</comment>
            <translation>वह किसी और खिलाड़ी की जगह है: अपनी जगह पर या किसी खाली जगह पर दाँव लगाएँ।</translation>
        </message>
        <message numerus="yes">
            <source>A bet here must be from {low} to %n chips.</source>
            <comment>pokdeng.bet_range</comment>
            <translation>
                <numerusform>यहाँ दाँव {low} से %n चिप तक होना चाहिए।</numerusform>
                <numerusform>यहाँ दाँव {low} से %n चिप तक होना चाहिए।</numerusform>
            </translation>
        </message>
        <message>
            <source>It is hand {expected}'s turn to draw or stand, not hand {hand}.</source>
            <comment>pokdeng.wrong_hand</comment>
            <translation>खींचने या रुकने की बारी हाथ {expected} की है, हाथ {hand} की नहीं।</translation>
        </message>
        <message>
            <source>Under 4 points a player must draw a third card (table rule).</source>
            <comment>pokdeng.must_draw</comment>
            <translation>4 अंक से कम पर खिलाड़ी को तीसरा पत्ता खींचना होगा (टेबल नियम)।</translation>
        </message>
        <message>
            <source>At this table the dealer may catch only three-card hands.</source>
            <comment>pokdeng.catch_three_only</comment>
            <translation>इस टेबल पर डीलर केवल तीन-पत्ती हाथ पकड़ सकता है।</translation>
        </message>
        <message>
            <source>There is no hand with {size} cards to catch.</source>
            <comment>pokdeng.nothing_to_catch</comment>
            <translation>पकड़ने के लिए {size} पत्तों वाला कोई हाथ नहीं है।</translation>
        </message>
        <message>
            <source>You have bets on the table: play this round out first.</source>
            <comment>pokdeng.bets_on_table</comment>
            <translation>आपके दाँव टेबल पर हैं: पहले यह राउंड पूरा खेलें।</translation>
        </message>
        <message>
            <source>Round {round}: dealer (seat {seat}) {delta}</source>
            <comment>pokdeng.summary</comment>
            <translation>राउंड {round}: डीलर (सीट {seat}) {delta}</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <comment>pokdeng.points</comment>
            <translation>
                <numerusform>%n अंक</numerusform>
                <numerusform>%n अंक</numerusform>
            </translation>
        </message>
        <message>
            <source>Pok {n}</source>
            <comment>pokdeng.pok</comment>
            <translation>पोक {n}</translation>
        </message>
        <message>
            <source>Tong ×{x}</source>
            <comment>pokdeng.tong</comment>
            <translation>टोंग ×{x}</translation>
        </message>
        <message>
            <source>Straight flush ×{x}</source>
            <comment>pokdeng.straight_flush</comment>
            <translation>स्ट्रेट फ़्लश ×{x}</translation>
        </message>
        <message>
            <source>Straight ×{x}</source>
            <comment>pokdeng.straight</comment>
            <translation>स्ट्रेट ×{x}</translation>
        </message>
        <message>
            <source>Sam Lueang ×{x}</source>
            <comment>pokdeng.sam_lueang</comment>
            <translation>साम लुआंग ×{x}</translation>
        </message>
        <message>
            <source>{base}, two deng ×2</source>
            <comment>pokdeng.two_deng</comment>
            <translation>{base}, दो डेंग ×2</translation>
        </message>
        <message>
            <source>{base}, three deng ×3</source>
            <comment>pokdeng.three_deng</comment>
            <translation>{base}, तीन डेंग ×3</translation>
        </message>
        <message>
            <source>There is no bet to call yet: bet (tố) or fold.</source>
            <comment>xito.no_bet_to_call</comment>
            <translation>मिलाने को अभी कोई दाँव नहीं: दाँव लगाएँ (tố) या पत्ते छोड़ें।</translation>
        </message>
        <message>
            <source>A bet is a whole number of chips.</source>
            <comment>xito.bet_whole_number</comment>
            <translation>दाँव चिप की पूर्ण संख्या होता है।</translation>
        </message>
        <message>
            <source>There is already a bet this round: call (theo), raise or fold.</source>
            <comment>xito.already_a_bet</comment>
            <translation>इस दौर में दाँव लग चुका है: मिलाएँ (theo), बढ़ाएँ या पत्ते छोड़ें।</translation>
        </message>
        <message>
            <source>Nobody has bet yet this round: open with a bet (tố) or fold.</source>
            <comment>xito.nobody_bet</comment>
            <translation>इस दौर में अभी किसी ने दाँव नहीं लगाया: दाँव (tố) से शुरू करें या पत्ते छोड़ें।</translation>
        </message>
        <message numerus="yes">
            <source>This round already had %n raises: call or fold.</source>
            <comment>xito.raise_limit</comment>
            <translation>
                <numerusform>इस दौर में पहले ही %n बढ़ोतरी हो चुकी: मिलाएँ या पत्ते छोड़ें।</numerusform>
                <numerusform>इस दौर में पहले ही %n बढ़ोतरी हो चुकी: मिलाएँ या पत्ते छोड़ें।</numerusform>
            </translation>
        </message>
        <message>
            <source>Nobody left can answer a raise: call or fold.</source>
            <comment>xito.nobody_can_answer</comment>
            <translation>बचा कोई खिलाड़ी बढ़ोतरी का जवाब नहीं दे सकता: मिलाएँ या पत्ते छोड़ें।</translation>
        </message>
        <message>
            <source>You do not have enough chips to raise: call or fold.</source>
            <comment>xito.not_enough_to_raise</comment>
            <translation>बढ़ाने के लिए आपके पास पर्याप्त चिप नहीं: मिलाएँ या पत्ते छोड़ें।</translation>
        </message>
        <message numerus="yes">
            <source>The only bet you can make is %n chips (all-in).</source>
            <comment>xito.only_bet</comment>
            <translation>
                <numerusform>आप केवल %n चिप का दाँव लगा सकते हैं (ऑल-इन)।</numerusform>
                <numerusform>आप केवल %n चिप का दाँव लगा सकते हैं (ऑल-इन)।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The only raise you can make is %n chips (all-in).</source>
            <comment>xito.only_raise</comment>
            <translation>
                <numerusform>आप केवल %n चिप बढ़ा सकते हैं (ऑल-इन)।</numerusform>
                <numerusform>आप केवल %n चिप बढ़ा सकते हैं (ऑल-इन)।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A bet is from {low} to %n chips, not {amount}.</source>
            <comment>xito.bet_range</comment>
            <translation>
                <numerusform>दाँव {low} से %n चिप तक होता है, {amount} नहीं।</numerusform>
                <numerusform>दाँव {low} से %n चिप तक होता है, {amount} नहीं।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A raise is from {low} to %n chips, not {amount}.</source>
            <comment>xito.raise_range</comment>
            <translation>
                <numerusform>बढ़ोतरी {low} से %n चिप तक होती है, {amount} नहीं।</numerusform>
                <numerusform>बढ़ोतरी {low} से %n चिप तक होती है, {amount} नहीं।</numerusform>
            </translation>
        </message>
        <message>
            <source>{action} is not a Xì tố action.</source>
            <comment>xito.not_an_action</comment>
            <translation>{action} शी तो की चाल नहीं है।</translation>
        </message>
        <message>
            <source>You cannot pay the ante: re-buy chips or sit this hand out.</source>
            <comment>xito.cannot_pay_ante</comment>
            <translation>आप एंटे नहीं दे सकते: और चिप्स खरीदें या यह हाथ न खेलें।</translation>
        </message>
        <message>
            <source>You can only re-buy or sit out before a hand, when you cannot pay the ante.</source>
            <comment>xito.rebuy_when</comment>
            <translation>और चिप्स खरीदना या यह हाथ छोड़ना केवल हाथ से पहले हो सकता है, जब आप एंटे न दे सकें।</translation>
        </message>
        <message numerus="yes">
            <source>Seat {seat} wins %n chips: everyone else folded.</source>
            <comment>xito.all_folded</comment>
            <translation>
                <numerusform>सीट {seat} %n चिप जीतती है: बाकी सबने पत्ते छोड़े।</numerusform>
                <numerusform>सीट {seat} %n चिप जीतती है: बाकी सबने पत्ते छोड़े।</numerusform>
            </translation>
        </message>
        <message>
            <source>Seat {seat} wins the pot ({amount}) with {hand}.</source>
            <comment>xito.wins_pot</comment>
            <translation>सीट {seat} {hand} से पॉट ({amount}) जीतती है।</translation>
        </message>
        <message>
            <source>Seat {seat} wins the main pot ({amount}) with {hand}.</source>
            <comment>xito.wins_main_pot</comment>
            <translation>सीट {seat} {hand} से मुख्य पॉट ({amount}) जीतती है।</translation>
        </message>
        <message>
            <source>Seat {seat} wins side pot {pot} ({amount}) with {hand}.</source>
            <comment>xito.wins_side_pot</comment>
            <translation>सीट {seat} {hand} से साइड पॉट {pot} ({amount}) जीतती है।</translation>
        </message>
        <message>
            <source>{pots}</source>
            <comment>xito.pots</comment>
            <translation>{pots}</translation>
        </message>
        <message>
            <source>high card</source>
            <comment>xito.high_card</comment>
            <translation>ऊँचा पत्ता</translation>
        </message>
        <message>
            <source>one pair</source>
            <comment>xito.pair</comment>
            <translation>एक जोड़ा</translation>
        </message>
        <message>
            <source>two pairs</source>
            <comment>xito.two_pair</comment>
            <translation>दो जोड़े</translation>
        </message>
        <message>
            <source>three of a kind</source>
            <comment>xito.three_kind</comment>
            <translation>तिकड़ी</translation>
        </message>
        <message>
            <source>straight</source>
            <comment>xito.straight</comment>
            <translation>स्ट्रेट</translation>
        </message>
        <message>
            <source>flush</source>
            <comment>xito.flush</comment>
            <translation>फ़्लश</translation>
        </message>
        <message>
            <source>full house</source>
            <comment>xito.full_house</comment>
            <translation>फ़ुल हाउस</translation>
        </message>
        <message>
            <source>four of a kind</source>
            <comment>xito.four_kind</comment>
            <translation>चौका</translation>
        </message>
        <message>
            <source>straight flush</source>
            <comment>xito.straight_flush</comment>
            <translation>स्ट्रेट फ़्लश</translation>
        </message>
        <message>
            <source>royal straight flush</source>
            <comment>xito.royal_flush</comment>
            <translation>रॉयल स्ट्रेट फ़्लश</translation>
        </message>
        <message>
            <source>That is not a rummy move.</source>
            <comment>rummy.not_a_move</comment>
            <translation>यह रमी की चाल नहीं है।</translation>
        </message>
        <message>
            <source>You have drawn already: discard a card or declare.</source>
            <comment>rummy.drawn_already</comment>
            <translation>आप पत्ता ले चुके हैं: एक पत्ता फेंकें या घोषणा करें।</translation>
        </message>
        <message>
            <source>Draw a card first (or pack).</source>
            <comment>rummy.draw_first</comment>
            <translation>पहले एक पत्ता लें (या पैक करें)।</translation>
        </message>
        <message>
            <source>The stock is empty: take the discard or pack.</source>
            <comment>rummy.stock_empty</comment>
            <translation>स्टॉक खाली है: डिस्कार्ड लें या पैक करें।</translation>
        </message>
        <message>
            <source>The discard pile is empty: draw from the stock.</source>
            <comment>rummy.pile_empty</comment>
            <translation>डिस्कार्ड ढेर खाली है: स्टॉक से लें।</translation>
        </message>
        <message>
            <source>Draw from the stock or the discard pile.</source>
            <comment>rummy.draw_where</comment>
            <translation>स्टॉक या डिस्कार्ड ढेर से पत्ता लें।</translation>
        </message>
        <message>
            <source>{card} is not in your hand.</source>
            <comment>rummy.not_in_hand</comment>
            <translation>{card} आपके हाथ में नहीं है।</translation>
        </message>
        <message>
            <source>You took {card} from the discard pile: it cannot go back there this turn.</source>
            <comment>rummy.taken_card_stays</comment>
            <translation>आपने डिस्कार्ड ढेर से {card} लिया: इस बारी वह वापस नहीं जा सकता।</translation>
        </message>
        <message>
            <source>A declaration is made of the cards in your hand.</source>
            <comment>rummy.declare_own_cards</comment>
            <translation>घोषणा आपके हाथ के पत्तों से होती है।</translation>
        </message>
        <message>
            <source>This declaration is not valid. {problems}</source>
            <comment>rummy.declaration_invalid</comment>
            <translation>यह घोषणा मान्य नहीं है। {problems}</translation>
        </message>
        <message>
            <source>You declare after drawing, with 14 cards in hand.</source>
            <comment>rummy.declare_with_14</comment>
            <translation>घोषणा पत्ता लेने के बाद, हाथ में 14 पत्तों के साथ होती है।</translation>
        </message>
        <message>
            <source>Your groups and the face-down card must be the 14 cards in your hand.</source>
            <comment>rummy.not_the_hand</comment>
            <translation>आपके समूह और उल्टा पत्ता आपके हाथ के 14 पत्ते ही होने चाहिए।</translation>
        </message>
        <message>
            <source>Your groups and the face-down card must be the 14 cards in your hand (not in your hand: {extra}).</source>
            <comment>rummy.not_the_hand_extra</comment>
            <translation>आपके समूह और उल्टा पत्ता आपके हाथ के 14 पत्ते ही होने चाहिए (हाथ में नहीं: {extra})।</translation>
        </message>
        <message>
            <source>Your groups and the face-down card must be the 14 cards in your hand (left out: {missing}).</source>
            <comment>rummy.not_the_hand_missing</comment>
            <translation>आपके समूह और उल्टा पत्ता आपके हाथ के 14 पत्ते ही होने चाहिए (छूटे: {missing})।</translation>
        </message>
        <message>
            <source>Your groups and the face-down card must be the 14 cards in your hand (not in your hand: {extra}; left out: {missing}).</source>
            <comment>rummy.not_the_hand_both</comment>
            <translation>आपके समूह और उल्टा पत्ता आपके हाथ के 14 पत्ते ही होने चाहिए (हाथ में नहीं: {extra}; छूटे: {missing})।</translation>
        </message>
        <message>
            <source>{card} appears {times}, but {decks} decks hold only {decks}.</source>
            <comment>rummy.too_many_copies</comment>
            <translation>{card} {times} आया है, पर {decks} डेक में केवल {decks} हैं।</translation>
        </message>
        <message>
            <source>{card} appears {times}, but one deck holds only one.</source>
            <comment>rummy.too_many_copies_one_deck</comment>
            <translation>{card} {times} आया है, पर एक डेक में केवल एक होता है।</translation>
        </message>
        <message>
            <source>once</source>
            <comment>rummy.once</comment>
            <translation>एक बार</translation>
        </message>
        <message>
            <source>twice</source>
            <comment>rummy.twice</comment>
            <translation>दो बार</translation>
        </message>
        <message numerus="yes">
            <source>%n times</source>
            <comment>rummy.times</comment>
            <translation>
                <numerusform>%n बार</numerusform>
                <numerusform>%n बार</numerusform>
            </translation>
        </message>
        <message>
            <source>A declaration puts all {size} cards in groups; these groups hold {total}.</source>
            <comment>rummy.not_all_cards</comment>
            <translation>घोषणा में सभी {size} पत्ते समूहों में होते हैं; इन समूहों में {total} हैं।</translation>
        </message>
        <message>
            <source>The same card is used twice: {cards}.</source>
            <comment>rummy.card_twice</comment>
            <translation>एक ही पत्ता दो बार इस्तेमाल हुआ: {cards}।</translation>
        </message>
        <message>
            <source>Group {number} ({cards}) is not a valid group: {why}</source>
            <comment>rummy.group_invalid</comment>
            <translation>समूह {number} ({cards}) मान्य समूह नहीं है: {why}</translation>
        </message>
        <message>
            <source>You need a pure sequence: a run of 3 or more in one suit with no joker standing in.</source>
            <comment>rummy.no_pure_sequence</comment>
            <translation>आपको एक शुद्ध सीक्वेंस चाहिए: एक सूट के 3 या अधिक लगातार पत्ते, बिना किसी जोकर के।</translation>
        </message>
        <message>
            <source>You need a second sequence (pure or mixed) besides your pure sequence.</source>
            <comment>rummy.no_second_sequence</comment>
            <translation>अपने शुद्ध सीक्वेंस के अलावा आपको एक दूसरा सीक्वेंस (शुद्ध या मिश्रित) चाहिए।</translation>
        </message>
        <message>
            <source>Your pure sequence and your second sequence must hold 6 or 7 cards together (3 + 3 or 3 + 4): split a longer sequence.</source>
            <comment>rummy.sequences_6_or_7</comment>
            <translation>आपके शुद्ध और दूसरे सीक्वेंस में मिलाकर 6 या 7 पत्ते होने चाहिए (3 + 3 या 3 + 4): लंबा सीक्वेंस बाँटें।</translation>
        </message>
        <message>
            <source>At most two trios are allowed; you have {n}.</source>
            <comment>rummy.too_many_trios</comment>
            <translation>अधिकतम दो ट्रायो की अनुमति है; आपके पास {n} हैं।</translation>
        </message>
        <message numerus="yes">
            <source>As Auto-arrange groups your hand, %n cards besides the face-down one are in no group.</source>
            <comment>rummy.cards_in_no_group</comment>
            <translation>
                <numerusform>जैसे अपने-आप जमाएँ आपका हाथ जमाता है, उल्टे पत्ते के अलावा %n पत्ता किसी समूह में नहीं है।</numerusform>
                <numerusform>जैसे अपने-आप जमाएँ आपका हाथ जमाता है, उल्टे पत्ते के अलावा %n पत्ते किसी समूह में नहीं हैं।</numerusform>
            </translation>
        </message>
        <message>
            <source>A group needs at least 3 cards.</source>
            <comment>rummy.group_too_small</comment>
            <translation>समूह में कम से कम 3 पत्ते चाहिए।</translation>
        </message>
        <message>
            <source>A group needs at least one real card: jokers alone make no group.</source>
            <comment>rummy.jokers_alone</comment>
            <translation>समूह में कम से कम एक असली पत्ता चाहिए: केवल जोकरों से समूह नहीं बनता।</translation>
        </message>
        <message>
            <source>A trio has exactly 3 cards: three of one rank, or two and a wild card.</source>
            <comment>rummy.trio_size</comment>
            <translation>ट्रायो में ठीक 3 पत्ते होते हैं: एक रैंक के तीन, या दो और एक वाइल्ड कार्ड।</translation>
        </message>
        <message>
            <source>Cards of different suits make no sequence, and cards of different ranks no trio.</source>
            <comment>rummy.mixed_suits</comment>
            <translation>अलग सूट के पत्तों से सीक्वेंस नहीं बनता, और अलग रैंक के पत्तों से ट्रायो नहीं।</translation>
        </message>
        <message>
            <source>A sequence cannot hold two cards of the same rank.</source>
            <comment>rummy.rank_twice</comment>
            <translation>सीक्वेंस में एक ही रैंक के दो पत्ते नहीं हो सकते।</translation>
        </message>
        <message>
            <source>A sequence is at most 13 cards long.</source>
            <comment>rummy.sequence_too_long</comment>
            <translation>सीक्वेंस अधिकतम 13 पत्तों का होता है।</translation>
        </message>
        <message>
            <source>An ace is low (A-2-3) or high (Q-K-A), never both: K-A-2 does not count.</source>
            <comment>rummy.ace_both_ends</comment>
            <translation>इक्का नीचे (A-2-3) या ऊपर (Q-K-A) होता है, दोनों कभी नहीं: K-A-2 नहीं गिना जाता।</translation>
        </message>
        <message>
            <source>A mixed sequence may use at most 2 wild cards standing in for missing cards.</source>
            <comment>rummy.too_many_wilds</comment>
            <translation>मिश्रित सीक्वेंस में गायब पत्तों की जगह अधिकतम 2 वाइल्ड कार्ड हो सकते हैं।</translation>
        </message>
        <message>
            <source>This sequence has gaps that its wild cards cannot fill (at most 2 in one sequence).</source>
            <comment>rummy.gaps</comment>
            <translation>इस सीक्वेंस में ऐसे खाली स्थान हैं जिन्हें इसके वाइल्ड कार्ड नहीं भर सकते (एक सीक्वेंस में अधिकतम 2)।</translation>
        </message>
        <message>
            <source>Deal {deal}: seat {seat} declared; points {points}</source>
            <comment>rummy.summary_declared</comment>
            <translation>डाव {deal}: सीट {seat} ने घोषणा की; अंक {points}</translation>
        </message>
        <message>
            <source>Deal {deal}: seat {seat} was the last player left; points {points}</source>
            <comment>rummy.summary_last_left</comment>
            <translation>डाव {deal}: सीट {seat} आखिरी बचा खिलाड़ी था; अंक {points}</translation>
        </message>
        <message numerus="yes">
            <source>%n groups</source>
            <comment>advice.guandan.plan</comment>
            <translation>
                <numerusform>%n समूह</numerusform>
                <numerusform>%n समूह</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{plan} and %n bombs</source>
            <comment>advice.guandan.plan_bombs</comment>
            <translation>
                <numerusform>{plan} और %n बम</numerusform>
                <numerusform>{plan} और %n बम</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>only %n bombs</source>
            <comment>advice.guandan.plan_only_bombs</comment>
            <translation>
                <numerusform>सिर्फ़ %n बम</numerusform>
                <numerusform>सिर्फ़ %n बम</numerusform>
            </translation>
        </message>
        <message>
            <source>Cut: you turn one of the {count} cards; its rank, counted from you, picks who draws first, and whoever draws it leads the first trick.</source>
            <comment>advice.guandan.cut</comment>
            <translation>पत्ते काटें: आप {count} पत्तों में से एक पलटते हैं; उसका मान, आपसे गिनकर, तय करता है कि पहले कौन उठाएगा, और जो वह पत्ता उठाए वही पहली चाल चलता है।</translation>
        </message>
        <message>
            <source>Pass: nothing in your hand beats {top}.</source>
            <comment>advice.guandan.pass_cannot</comment>
            <translation>पास करें: आपके हाथ में कुछ भी {top} को नहीं काटता।</translation>
        </message>
        <message>
            <source>Play {play}: it is the only play your cards allow.</source>
            <comment>advice.guandan.only_play</comment>
            <translation>{play} खेलें: आपके पत्तों से यही एक चाल बनती है।</translation>
        </message>
        <message>
            <source>Play {play}: it empties your hand.</source>
            <comment>advice.guandan.go_out</comment>
            <translation>{play} खेलें: इससे आपका हाथ खाली हो जाता है।</translation>
        </message>
        <message>
            <source>Return {card} to your partner: the best card you may.</source>
            <comment>advice.guandan.return_partner</comment>
            <translation>अपने साथी को {card} लौटाएँ: यही सबसे अच्छा पत्ता है जो आप लौटा सकते हैं।</translation>
        </message>
        <message>
            <source>Pay {card}: your hand is then {plan}, and no other card costs your plan less.</source>
            <comment>advice.guandan.tribute_plan</comment>
            <translation>नज़राने में {card} दें: तब आपके हाथ में {plan} रहते हैं, और कोई दूसरा पत्ता आपकी योजना को इससे कम नुकसान नहीं देता।</translation>
        </message>
        <message>
            <source>Pay {card}: the tribute is your highest card; your hand is then {plan}.</source>
            <comment>advice.guandan.tribute_high</comment>
            <translation>नज़राने में {card} दें: नज़राना आपका सबसे ऊँचा पत्ता है; तब आपके हाथ में {plan} रहते हैं।</translation>
        </message>
        <message>
            <source>Return {card}: your hand is then {plan}, and no other card costs your plan less.</source>
            <comment>advice.guandan.return_plan</comment>
            <translation>{card} लौटाएँ: तब आपके हाथ में {plan} रहते हैं, और कोई दूसरा पत्ता आपकी योजना को इससे कम नुकसान नहीं देता।</translation>
        </message>
        <message>
            <source>Return {card}: the lowest card you can spare; your hand is then {plan}.</source>
            <comment>advice.guandan.return_low</comment>
            <translation>{card} लौटाएँ: यह सबसे छोटा पत्ता है जिसे आप छोड़ सकते हैं; तब आपके हाथ में {plan} रहते हैं।</translation>
        </message>
        <message>
            <source>Lead {play}: no higher one can be made from the {count} cards still out, so you keep the lead; your hand is then {plan}.</source>
            <comment>advice.guandan.lead_cash</comment>
            <translation>पहली चाल में {play} चलें: बाहर बचे {count} पत्तों से इससे ऊँचा नहीं बनता, इसलिए पहली चाल आपके पास रहती है; तब आपके हाथ में {plan} रहते हैं।</translation>
        </message>
        <message>
            <source>Lead {play}: it is the one group of yours that can be beaten; your hand is then {plan}.</source>
            <comment>advice.guandan.lead_last</comment>
            <translation>पहली चाल में {play} चलें: आपका यही एक समूह काटा जा सकता है; तब आपके हाथ में {plan} रहते हैं।</translation>
        </message>
        <message numerus="yes">
            <source>Lead {play}: your partner holds %n cards and can beat it.</source>
            <comment>advice.guandan.lead_feed</comment>
            <translation>
                <numerusform>पहली चाल में {play} चलें: आपके साथी के पास %n पत्ता है और वह इसे काट सकता है।</numerusform>
                <numerusform>पहली चाल में {play} चलें: आपके साथी के पास %n पत्ते हैं और वह इसे काट सकता है।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Lead {play}: {seat} holds %n cards and could answer any group; this one costs you least.</source>
            <comment>advice.guandan.lead_forced</comment>
            <translation>
                <numerusform>पहली चाल में {play} चलें: {seat} के पास %n पत्ता है और वह किसी भी समूह का जवाब दे सकता है; इसमें आपका सबसे कम जाता है।</numerusform>
                <numerusform>पहली चाल में {play} चलें: {seat} के पास %n पत्ते हैं और वह किसी भी समूह का जवाब दे सकता है; इसमें आपका सबसे कम जाता है।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Lead {play}: {seat} holds only %n cards and cannot answer it.</source>
            <comment>advice.guandan.lead_safe</comment>
            <translation>
                <numerusform>पहली चाल में {play} चलें: {seat} के पास सिर्फ़ %n पत्ता है और वह इसका जवाब नहीं दे सकता।</numerusform>
                <numerusform>पहली चाल में {play} चलें: {seat} के पास सिर्फ़ %n पत्ते हैं और वह इसका जवाब नहीं दे सकता।</numerusform>
            </translation>
        </message>
        <message>
            <source>Lead {play}: it is your weakest group; your hand is then {plan}.</source>
            <comment>advice.guandan.lead_weakest</comment>
            <translation>पहली चाल में {play} चलें: यह आपका सबसे कमज़ोर समूह है; तब आपके हाथ में {plan} रहते हैं।</translation>
        </message>
        <message>
            <source>Lead {play}: your hand is then {plan}.</source>
            <comment>advice.guandan.lead_any</comment>
            <translation>पहली चाल में {play} चलें: तब आपके हाथ में {plan} रहते हैं।</translation>
        </message>
        <message>
            <source>Pass: your partner is winning the trick with {top}.</source>
            <comment>advice.guandan.pass_partner</comment>
            <translation>पास करें: आपका साथी {top} से यह चाल जीत रहा है।</translation>
        </message>
        <message>
            <source>Pass: beating {top} would cost your plan ({plan}) more than the trick is worth.</source>
            <comment>advice.guandan.pass_plan</comment>
            <translation>पास करें: {top} को काटने से आपकी योजना ({plan}) को इस चाल की कीमत से ज़्यादा नुकसान होगा।</translation>
        </message>
        <message>
            <source>Pass: beating {top} would spend {play}, worth more later.</source>
            <comment>advice.guandan.pass_save</comment>
            <translation>पास करें: {top} को काटने में {play} खर्च होगा, जो बाद में ज़्यादा काम आएगा।</translation>
        </message>
        <message numerus="yes">
            <source>Play {play}: {seat} holds %n cards; stop them before they go out.</source>
            <comment>advice.guandan.bomb_urgent</comment>
            <translation>
                <numerusform>{play} खेलें: {seat} के पास %n पत्ता है; उसे बाहर निकलने से पहले रोकें।</numerusform>
                <numerusform>{play} खेलें: {seat} के पास %n पत्ते हैं; उसे बाहर निकलने से पहले रोकें।</numerusform>
            </translation>
        </message>
        <message>
            <source>Play {play}: the lead this bomb wins leaves you {plan} to finish with.</source>
            <comment>advice.guandan.bomb_finish</comment>
            <translation>{play} खेलें: इस बम से मिली पहली चाल के बाद आपके पास खत्म करने को {plan} रहते हैं।</translation>
        </message>
        <message>
            <source>Play {play}: no higher one can be made from the {count} cards still out, so the lead is yours; your hand is then {plan}.</source>
            <comment>advice.guandan.follow_win</comment>
            <translation>{play} खेलें: बाहर बचे {count} पत्तों से इससे ऊँचा नहीं बनता, इसलिए अगली पहली चाल आपकी है; तब आपके हाथ में {plan} रहते हैं।</translation>
        </message>
        <message numerus="yes">
            <source>Play {play}: {seat} holds %n cards; do not let them win the trick.</source>
            <comment>advice.guandan.follow_stop</comment>
            <translation>
                <numerusform>{play} खेलें: {seat} के पास %n पत्ता है; उसे यह चाल न जीतने दें।</numerusform>
                <numerusform>{play} खेलें: {seat} के पास %n पत्ते हैं; उसे यह चाल न जीतने दें।</numerusform>
            </translation>
        </message>
        <message>
            <source>Play {play}: it spends your wild {card}, worth it as your hand is then {plan}.</source>
            <comment>advice.guandan.follow_wild</comment>
            <translation>{play} खेलें: इसमें आपका पान का स्तर-पत्ता {card} खर्च होता है, पर यह ठीक है क्योंकि तब आपके हाथ में {plan} रहते हैं।</translation>
        </message>
        <message>
            <source>Play {play}: it sheds a group; your hand is then {plan}.</source>
            <comment>advice.guandan.follow_shed</comment>
            <translation>{play} खेलें: इससे एक समूह निकल जाता है; तब आपके हाथ में {plan} रहते हैं।</translation>
        </message>
        <message>
            <source>Play {play}: the smallest play that beats {top}; your hand is then {plan}.</source>
            <comment>advice.guandan.follow_low</comment>
            <translation>{play} खेलें: यह {top} को काटने वाली सबसे छोटी चाल है; तब आपके हाथ में {plan} रहते हैं।</translation>
        </message>
        <message>
            <source>Pass: in {count} deals of the cards you cannot see, played out, your team takes the hand {chance} % of the time after a pass, {other} % after the best play.</source>
            <comment>advice.guandan.pass_search</comment>
            <translation>पास करें: न दिखे पत्तों के {count} बँटवारे अंत तक खेलने पर, पास के बाद आपकी टीम {chance} % बार हाथ जीतती है, सबसे अच्छी चाल के बाद {other} %।</translation>
        </message>
        <message>
            <source>Play {play}: in {count} deals of the cards you cannot see, played out, your team takes the hand {chance} % of the time, {other} % after a pass.</source>
            <comment>advice.guandan.play_search</comment>
            <translation>{play} खेलें: न दिखे पत्तों के {count} बँटवारे अंत तक खेलने पर आपकी टीम {chance} % बार हाथ जीतती है, पास करने पर {other} %।</translation>
        </message>
        <message>
            <source>Keep to your plan: your hand is then {plan}.</source>
            <comment>advice.guandan.keep_plan</comment>
            <translation>अपनी योजना पर चलें: तब आपके हाथ में {plan} रहते हैं।</translation>
        </message>
        <message>
            <source>Rebuy: leaving ends the session.</source>
            <comment>advice.pokdeng.rebuy</comment>
            <translation>और चिप्स खरीदें: टेबल छोड़ने से सत्र समाप्त हो जाता है।</translation>
        </message>
        <message>
            <source>Draw: under 4 points the table rule makes you draw.</source>
            <comment>advice.pokdeng.forced_draw</comment>
            <translation>पत्ता खींचें: 4 अंक से कम पर टेबल नियम के अनुसार खींचना ज़रूरी है।</translation>
        </message>
        <message>
            <source>Draw: on {points} points a third card wins more often than it loses, {gain} bets on average over standing.</source>
            <comment>advice.pokdeng.draw</comment>
            <translation>पत्ता खींचें: {points} अंक पर तीसरा पत्ता हारने से ज़्यादा बार जिताता है, रुकने की तुलना में औसतन {gain} दाँव।</translation>
        </message>
        <message>
            <source>Stand: on {points} points a third card loses more often than it wins, {gain} bets on average.</source>
            <comment>advice.pokdeng.stand</comment>
            <translation>रुकें: {points} अंक पर तीसरा पत्ता जिताने से ज़्यादा बार हराता है, औसतन {gain} दाँव।</translation>
        </message>
        <message>
            <source>Catch the three-card hands: your {points} points take {gain} bets from them on average, more than waiting.</source>
            <comment>advice.pokdeng.catch3</comment>
            <translation>तीन-पत्ती हाथ पकड़ें: आपके {points} अंक उनसे औसतन {gain} दाँव लेते हैं, रुकने से ज़्यादा।</translation>
        </message>
        <message>
            <source>Catch the two-card hands: your {points} points take {gain} bets from them on average, more than waiting.</source>
            <comment>advice.pokdeng.catch2</comment>
            <translation>दो-पत्ती हाथ पकड़ें: आपके {points} अंक उनसे औसतन {gain} दाँव लेते हैं, रुकने से ज़्यादा।</translation>
        </message>
        <message>
            <source>No catch: on {points} points catching now gives away more than it takes.</source>
            <comment>advice.pokdeng.no_catch</comment>
            <translation>न पकड़ें: {points} अंक पर अभी पकड़ने से जितना मिलता है उससे ज़्यादा जाता है।</translation>
        </message>
        <message>
            <source>Draw: on {points} points a third card gains {gain} bets on average.</source>
            <comment>advice.pokdeng.dealer_draw</comment>
            <translation>पत्ता खींचें: {points} अंक पर तीसरे पत्ते से औसतन {gain} दाँव का फ़ायदा होता है।</translation>
        </message>
        <message>
            <source>Done: one hand at the minimum; more only adds risk.</source>
            <comment>advice.pokdeng.end_bets</comment>
            <translation>दाँव पूरा करें: न्यूनतम दाँव पर एक हाथ काफ़ी है; ज़्यादा से केवल जोखिम बढ़ता है।</translation>
        </message>
        <message>
            <source>Bet the minimum: a player hand expects {edge} bets against the bank, so a larger stake only adds risk.</source>
            <comment>advice.pokdeng.min_bet</comment>
            <translation>न्यूनतम दाँव लगाएँ: बैंक के विरुद्ध खिलाड़ी के हाथ की अपेक्षा {edge} दाँव है, इसलिए बड़ा दाँव केवल जोखिम बढ़ाता है।</translation>
        </message>
        <message>
            <source>Take the bank: the dealer keeps the edge the players give away.</source>
            <comment>advice.pokdeng.take_bank</comment>
            <translation>डीलर बनें: खिलाड़ी जो बढ़त गँवाते हैं, वह डीलर को मिलती है।</translation>
        </message>
        <message>
            <source>Pass the bank: your chips cannot cover a full table's bets.</source>
            <comment>advice.pokdeng.decline_bank</comment>
            <translation>बैंक आगे जाने दें: आपके चिप भरी टेबल के दाँव नहीं चुका सकते।</translation>
        </message>
        <message>
            <source>Deal on: the bank keeps the edge while it can cover the table.</source>
            <comment>advice.pokdeng.keep_bank</comment>
            <translation>आगे बाँटें: जब तक बैंक टेबल के दाँव चुका सकता है, बढ़त उसी की रहती है।</translation>
        </message>
        <message>
            <source>Announce the stop: the bank can no longer cover the table's bets.</source>
            <comment>advice.pokdeng.announce_stop</comment>
            <translation>रुकने की घोषणा करें: बैंक अब टेबल के दाँव नहीं चुका सकता।</translation>
        </message>
        <message>
            <source>Declare: your cards make a valid declaration.</source>
            <comment>advice.rummy.declare</comment>
            <translation>घोषणा करें: आपके पत्तों से मान्य घोषणा बनती है।</translation>
        </message>
        <message>
            <source>Pack: with {points} points and no pure sequence, playing on is likely to cost more than {cost}.</source>
            <comment>advice.rummy.pack</comment>
            <translation>पैक करें: {points} अंक और बिना शुद्ध सीक्वेंस के, आगे खेलने में {cost} से ज़्यादा लगने की संभावना है।</translation>
        </message>
        <message>
            <source>Draw from the stock.</source>
            <comment>advice.rummy.draw_stock</comment>
            <translation>स्टॉक से पत्ता लें।</translation>
        </message>
        <message>
            <source>Take the discard: the stock is empty.</source>
            <comment>advice.rummy.take_forced</comment>
            <translation>डिस्कार्ड लें: स्टॉक खाली है।</translation>
        </message>
        <message>
            <source>Take {card}: a wild card fits any group.</source>
            <comment>advice.rummy.take_wild</comment>
            <translation>{card} लें: वाइल्ड कार्ड किसी भी समूह में लग जाता है।</translation>
        </message>
        <message>
            <source>Take {card}: with it you can declare.</source>
            <comment>advice.rummy.take_declare</comment>
            <translation>{card} लें: इससे आप घोषणा कर सकते हैं।</translation>
        </message>
        <message>
            <source>Draw from the stock: {card} would join no group.</source>
            <comment>advice.rummy.draw_no_group</comment>
            <translation>स्टॉक से पत्ता लें: {card} किसी समूह में नहीं लगेगा।</translation>
        </message>
        <message>
            <source>Take {card}: it joins a group, better than a card from the stock on average.</source>
            <comment>advice.rummy.take_improves</comment>
            <translation>{card} लें: यह एक समूह में लगता है, जो औसतन स्टॉक के पत्ते से बेहतर है।</translation>
        </message>
        <message>
            <source>Draw from the stock: {card} would not improve your hand.</source>
            <comment>advice.rummy.draw_no_gain</comment>
            <translation>स्टॉक से पत्ता लें: {card} से आपका हाथ बेहतर नहीं होगा।</translation>
        </message>
        <message>
            <source>Discard {card}: it is the card you can best spare, though the next player is near it.</source>
            <comment>advice.rummy.discard_spare</comment>
            <translation>{card} फेंकें: इसे छोड़ना सबसे आसान है, हालाँकि अगला खिलाड़ी इसके करीब है।</translation>
        </message>
        <message>
            <source>Discard {card}: it joins no group you need, and the next player is not collecting it.</source>
            <comment>advice.rummy.discard_not_collected</comment>
            <translation>{card} फेंकें: यह आपके किसी ज़रूरी समूह में नहीं लगता, और अगला खिलाड़ी इसे नहीं जमा कर रहा।</translation>
        </message>
        <message>
            <source>Discard {card}: it joins no group and the next player just threw {thrown}.</source>
            <comment>advice.rummy.discard_thrown</comment>
            <translation>{card} फेंकें: यह किसी समूह में नहीं लगता और अगले खिलाड़ी ने अभी {thrown} फेंका है।</translation>
        </message>
        <message>
            <source>Discard {card}: it joins no group and counts high.</source>
            <comment>advice.rummy.discard_high</comment>
            <translation>{card} फेंकें: यह किसी समूह में नहीं लगता और इसके अंक ज़्यादा हैं।</translation>
        </message>
        <message>
            <source>Discard {card}: it joins no group and keeps your best chances for the next draws.</source>
            <comment>advice.rummy.discard_chances</comment>
            <translation>{card} फेंकें: यह किसी समूह में नहीं लगता, और इससे अगले पत्तों के लिए आपकी सबसे अच्छी संभावनाएँ बनी रहती हैं।</translation>
        </message>
        <message>
            <source>Re-buy: sitting out gives up the hand.</source>
            <comment>advice.xito.rebuy</comment>
            <translation>और चिप्स खरीदें: न खेलने पर यह हाथ छूट जाता है।</translation>
        </message>
        <message>
            <source>Raise: you win about {win} of the time here; make the others pay to see the next card.</source>
            <comment>advice.xito.raise</comment>
            <translation>बढ़ाएँ: यहाँ आप लगभग {win} बार जीतते हैं; दूसरों को अगला पत्ता देखने की कीमत चुकाने दें।</translation>
        </message>
        <message>
            <source>Raise: nothing they can hold beats your hand.</source>
            <comment>advice.xito.raise_nuts</comment>
            <translation>बढ़ाएँ: उनके पास ऐसा कोई हाथ नहीं हो सकता जो आपके हाथ को हराए।</translation>
        </message>
        <message>
            <source>Call: you win about {win} of the time, and the call needs only {need} of the pot.</source>
            <comment>advice.xito.call</comment>
            <translation>मिलाएँ: आप लगभग {win} बार जीतते हैं, और मिलाने के लिए पॉट का केवल {need} चाहिए।</translation>
        </message>
        <message>
            <source>Fold: against what their bets show you win only about {win} of the time, and calling needs {need}.</source>
            <comment>advice.xito.fold_to_bets</comment>
            <translation>पत्ते छोड़ें: उनके दाँव जो दिखाते हैं, उसके विरुद्ध आप केवल लगभग {win} बार जीतते हैं, और मिलाने के लिए {need} चाहिए।</translation>
        </message>
        <message>
            <source>Bet the most: you win about {win} of the time.</source>
            <comment>advice.xito.bet_most</comment>
            <translation>सबसे बड़ा दाँव लगाएँ: आप लगभग {win} बार जीतते हैं।</translation>
        </message>
        <message>
            <source>Bet: you win about {win} of the time; a middle bet keeps worse hands in.</source>
            <comment>advice.xito.bet_middle</comment>
            <translation>दाँव लगाएँ: आप लगभग {win} बार जीतते हैं; मध्यम दाँव से कमज़ोर हाथ खेल में बने रहते हैं।</translation>
        </message>
        <message>
            <source>Bet: your face-up cards look the strongest, and a bet this often makes folding and calling cost them the same.</source>
            <comment>advice.xito.bluff</comment>
            <translation>दाँव लगाएँ: आपके खुले पत्ते सबसे मज़बूत दिखते हैं, और इतनी बार दाँव लगाने से उनके लिए पत्ते छोड़ना और मिलाना बराबर महँगा पड़ता है।</translation>
        </message>
        <message>
            <source>Bet the least: you win about {win} of the time, enough to see a card.</source>
            <comment>advice.xito.bet_least</comment>
            <translation>सबसे छोटा दाँव लगाएँ: आप लगभग {win} बार जीतते हैं, एक पत्ता देखने के लिए काफ़ी।</translation>
        </message>
        <message>
            <source>Fold: you win only about {win} of the time, less than even the smallest bet needs.</source>
            <comment>advice.xito.fold_open</comment>
            <translation>पत्ते छोड़ें: आप केवल लगभग {win} बार जीतते हैं, जो सबसे छोटे दाँव की ज़रूरत से भी कम है।</translation>
        </message>
    </context>
</TS>
