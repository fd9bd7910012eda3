<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>ActionButton</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/action_panel.py" line="+58" />
            <source>%1 (shortcut: %2)</source>
            <translation>%1 (shortcut: %2)</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <location filename="../../cardtable_qt/app.py" line="+87" />
            <source>Some of CardTable's fonts are missing (%1); some names may not display.</source>
            <translation>Some of CardTable's fonts are missing (%1); some names may not display.</translation>
        </message>
    </context>
    <context>
        <name>GameTable</name>
        <message>
            <location filename="../../cardtable_qt/ui/table/game_table.py" line="+184" />
            <source>Thinking…</source>
            <translation>Thinking…</translation>
        </message>
    </context>
    <context>
        <name>GameTile</name>
        <message>
            <location filename="../../cardtable_qt/ui/start_screen.py" line="+39" />
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
            <location line="+46" />
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Table coming soon</source>
            <translation>Table coming soon</translation>
        </message>
        <message>
            <location line="+10" />
            <source>The table for this game is not built yet.</source>
            <translation>The table for this game is not built yet.</translation>
        </message>
    </context>
    <context>
        <name>HelpDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/help.py" line="+63" />
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
            <location line="+38" />
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
            <source>Licence text:</source>
            <translation>Licence text:</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Noto fonts: SIL Open Font License 1.1</source>
            <translation>Noto fonts: SIL Open Font License 1.1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Show</source>
            <translation>Show</translation>
        </message>
        <message>
            <location line="+3" />
            <source>About Qt</source>
            <translation>About Qt</translation>
        </message>
        <message>
            <location line="+8" />
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
        <name>LoadDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/saves.py" line="+117" />
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
            <location line="+49" />
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
        <name>MainWindow</name>
        <message>
            <location filename="../../cardtable_qt/ui/main_window.py" line="+120" />
            <source>Paused — press P to carry on</source>
            <translation>Paused — press P to carry on</translation>
        </message>
        <message>
            <location line="+23" />
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
            <location line="+2" />
            <source>Save &amp;As…</source>
            <translation>Save &amp;As…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Load…</source>
            <translation>&amp;Load…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Pause</source>
            <translation>&amp;Pause</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Leave the table</source>
            <translation>&amp;Leave the table</translation>
        </message>
        <message>
            <location line="+2" />
            <source>S&amp;tatistics</source>
            <translation>S&amp;tatistics</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Se&amp;ttings…</source>
            <translation>Se&amp;ttings…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <location line="+7" />
            <source>&amp;Watch a demo</source>
            <translation>&amp;Watch a demo</translation>
        </message>
        <message>
            <location line="+15" />
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Rules</source>
            <translation>&amp;Rules</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Keyboard shortcuts</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;About CardTable</source>
            <translation>&amp;About CardTable</translation>
        </message>
        <message>
            <location line="+121" />
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
            <location line="+37" />
            <source>The game could not start: %1</source>
            <translation>The game could not start: %1</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The table for %1 is not built yet.</source>
            <translation>The table for %1 is not built yet.</translation>
        </message>
        <message>
            <location line="+35" />
            <source>seed %1</source>
            <translation>seed %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Demo</source>
            <translation>Demo</translation>
        </message>
        <message>
            <location line="+40" />
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
            <location line="+12" />
            <source>%1 is damaged and cannot be opened (%2).</source>
            <translation>%1 is damaged and cannot be opened (%2).</translation>
        </message>
        <message>
            <location line="+10" />
            <source>It was kept aside, unchanged, as %1.</source>
            <translation>It was kept aside, unchanged, as %1.</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Saved as “%1”.</source>
            <translation>Saved as “%1”.</translation>
        </message>
        <message>
            <location line="+35" />
            <source>The saved game “%1”</source>
            <translation>The saved game “%1”</translation>
        </message>
        <message>
            <location line="+14" />
            <source>There is no table for %1 yet, so there is no demo of it.</source>
            <translation>There is no table for %1 yet, so there is no demo of it.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The demo could not start: %1</source>
            <translation>The demo could not start: %1</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/new_game.py" line="+51" />
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Beginner</source>
            <translation>Beginner</translation>
        </message>
        <message>
            <location line="+44" />
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+1" />
            <source>AI player</source>
            <translation>AI player</translation>
        </message>
        <message>
            <location line="+68" />
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
            <location line="+16" />
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
            <location line="+35" />
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
            <location line="+27" />
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
            <location line="+16" />
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
            <location line="+50" />
            <source>These options do not go together: %1</source>
            <translation>These options do not go together: %1</translation>
        </message>
    </context>
    <context>
        <name>OptionsForm</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/options_form.py" line="+74" />
            <location line="+84" />
            <source>Off</source>
            <translation>Off</translation>
        </message>
        <message>
            <location line="-82" />
            <source>Yes</source>
            <translation>Yes</translation>
        </message>
        <message>
            <location line="+2" />
            <source>No</source>
            <translation>No</translation>
        </message>
        <message>
            <location line="+51" />
            <source>This game has no rule options.</source>
            <translation>This game has no rule options.</translation>
        </message>
    </context>
    <context>
        <name>ResultsChart</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/results_chart.py" line="+66" />
            <source>No results yet: play a game first.</source>
            <translation>No results yet: play a game first.</translation>
        </message>
        <message>
            <location line="+38" />
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
        <name>SettingsDialog</name>
        <message>
            <location filename="../../cardtable_qt/ui/dialogs/settings_dialog.py" line="+51" />
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
            <location line="+19" />
            <source>Your name</source>
            <translation>Your name</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Language</source>
            <translation>Language</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A new language is used from the next start of CardTable. Thai, Vietnamese, Hindi and Chinese will be offered here as their translations are added.</source>
            <translation>A new language is used from the next start of CardTable. Thai, Vietnamese, Hindi and Chinese will be offered here as their translations are added.</translation>
        </message>
        <message>
            <location line="+15" />
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
            <location line="+6" />
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
            <location line="+79" />
            <source>Table colour</source>
            <translation>Table colour</translation>
        </message>
        <message>
            <location line="-70" />
            <source>The rules a new game starts with. You can still change them in the new-game dialog.</source>
            <translation>The rules a new game starts with. You can still change them in the new-game dialog.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Reset to the game's defaults</source>
            <translation>Reset to the game's defaults</translation>
        </message>
        <message>
            <location line="+31" />
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
            <location line="+47" />
            <source>These rules do not go together: %1</source>
            <translation>These rules do not go together: %1</translation>
        </message>
    </context>
    <context>
        <name>StartScreen</name>
        <message>
            <location filename="../../cardtable_qt/ui/start_screen.py" line="+170" />
            <source>Four traditional card games against AI players — choose one</source>
            <translation>Four traditional card games against AI players — choose one</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Continue</source>
            <translation>Continue</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Load…</source>
            <translation>Load…</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Tutorial</source>
            <translation>Tutorial</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Lessons for each game come in a later version.</source>
            <translation>Lessons for each game come in a later version.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Settings</source>
            <translation>Settings</translation>
        </message>
        <message>
            <location line="+50" />
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
            <location filename="../../cardtable_qt/ui/dialogs/statistics.py" line="+29" />
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
            <location line="+8" />
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Every finished round, hand or deal you play is counted here.</source>
            <translation>Every finished round, hand or deal you play is counted here.</translation>
        </message>
        <message>
            <location line="+57" />
            <source>%1: your last %2 results</source>
            <translation>%1: your last %2 results</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Net means %1.</source>
            <translation>Net means %1.</translation>
        </message>
    </context>
    <context>
        <name>StatsTableModel</name>
        <message>
            <location filename="../../cardtable_qt/session/models.py" line="+158" />
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
</TS>
