<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>Board</name>
    <message>
        <source>The board: Prestige and Church tracks, Life in Florenza row, Predicatore spaces</source>
        <translation>The board: Prestige and Church tracks, Life in Florenza row, Predicatore spaces</translation>
    </message>
    <message>
        <source>Prestige Track</source>
        <translation>Prestige Track</translation>
    </message>
    <message>
        <source>Church Influence</source>
        <translation>Church Influence</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Turn order</translation>
    </message>
    <message>
        <source>Predicatore</source>
        <translation>Predicatore</translation>
    </message>
    <message>
        <source>Life in Florenza</source>
        <translation>Life in Florenza</translation>
    </message>
    <message>
        <source>Ghost card: Prestige +{0}, Church +{1}, Predicatore space {2}</source>
        <translation>Ghost card: Prestige +{0}, Church +{1}, Predicatore space {2}</translation>
    </message>
    <message>
        <source>Prestige +{0}
Church +{1}
Space {2}</source>
        <translation>Prestige +{0}
Church +{1}
Space {2}</translation>
    </message>
    <message>
        <source>no tokens</source>
        <translation>no tokens</translation>
    </message>
    <message>
        <source>Prestige token: {0}</source>
        <translation>Prestige token: {0}</translation>
    </message>
    <message>
        <source>Prestige tokens: {0} = {1}</source>
        <translation>Prestige tokens: {0} = {1}</translation>
    </message>
    <message>
        <source>Tokens: {0} = {1}</source>
        <translation>Tokens: {0} = {1}</translation>
    </message>
    <message>
        <source>Ghost</source>
        <translation>Ghost</translation>
    </message>
    <message>
        <source>human</source>
        <translation>human</translation>
    </message>
    <message>
        <source>{0}&apos;s family board ({1}), plays #{2}</source>
        <translation>{0}&apos;s family board ({1}), plays #{2}</translation>
    </message>
    <message>
        <source>Kinsmen in the pool {0}, face-down tokens {1}, Cardinal titles {2}, Resources {3}, Fiorini {4}</source>
        <translation>Kinsmen in the pool {0}, face-down tokens {1}, Cardinal titles {2}, Resources {3}, Fiorini {4}</translation>
    </message>
    <message>
        <source>{0}  · Ghost</source>
        <translation>{0}  · Ghost</translation>
    </message>
    <message>
        <source>Passes at once</source>
        <translation>Passes at once</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Passed</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Playing</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Waiting</translation>
    </message>
    <message>
        <source>Resources {0}</source>
        <translation>Resources {0}</translation>
    </message>
    <message>
        <source>Fiorini {0}</source>
        <translation>Fiorini {0}</translation>
    </message>
    <message>
        <source>Prestige {0} · Church {1}</source>
        <translation>Prestige {0} · Church {1}</translation>
    </message>
    <message>
        <source>Life card {0}</source>
        <translation>Life card {0}</translation>
    </message>
    <message>
        <source>First Player card</source>
        <translation>First Player card</translation>
    </message>
    <message>
        <source>Captain card</source>
        <translation>Captain card</translation>
    </message>
    <message>
        <source>Bishop card</source>
        <translation>Bishop card</translation>
    </message>
    <message>
        <source>Muse, available</source>
        <translation>Muse, available</translation>
    </message>
    <message>
        <source>Muse, used</source>
        <translation>Muse, used</translation>
    </message>
    <message>
        <source>Bag</source>
        <translation>Bag</translation>
    </message>
    <message>
        <source>Out of game</source>
        <translation>Out of game</translation>
    </message>
    <message>
        <source>Face-down token</source>
        <translation>Face-down token</translation>
    </message>
    <message>
        <source>{0}&apos;s tile (Preacher)</source>
        <translation>{0}&apos;s tile (Preacher)</translation>
    </message>
    <message>
        <source>{0}&apos;s tile (Artist)</source>
        <translation>{0}&apos;s tile (Artist)</translation>
    </message>
    <message>
        <source>{0}&apos;s card, 1 round, New Artist side up</source>
        <translation>{0}&apos;s card, 1 round, New Artist side up</translation>
    </message>
    <message>
        <source>{0}&apos;s card, 1 round, regular side up</source>
        <translation>{0}&apos;s card, 1 round, regular side up</translation>
    </message>
    <message>
        <source>{0}&apos;s card, {1} rounds, New Artist side up</source>
        <translation>{0}&apos;s card, {1} rounds, New Artist side up</translation>
    </message>
    <message>
        <source>{0}&apos;s card, {1} rounds, regular side up</source>
        <translation>{0}&apos;s card, {1} rounds, regular side up</translation>
    </message>
    <message>
        <source>Preacher</source>
        <translation>Preacher</translation>
    </message>
    <message>
        <source>Artist</source>
        <translation>Artist</translation>
    </message>
    <message>
        <source>Preacher</source>
        <comment>short, on a card</comment>
        <translation>Preacher</translation>
    </message>
    <message>
        <source>Artist</source>
        <comment>short, on a card</comment>
        <translation>Artist</translation>
    </message>
    <message>
        <source>{0}r</source>
        <translation>{0}r</translation>
    </message>
    <message>
        <source>{0} · {1}</source>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>Prestige track space {0}</source>
        <translation>Prestige track space {0}</translation>
    </message>
    <message>
        <source>Church track space {0}</source>
        <translation>Church track space {0}</translation>
    </message>
    <message>
        <source>Predicatore space {0}</source>
        <translation>Predicatore space {0}</translation>
    </message>
    <message>
        <source>the Bishop card</source>
        <translation>the Bishop card</translation>
    </message>
    <message>
        <source>the pool of {0}</source>
        <translation>the pool of {0}</translation>
    </message>
    <message>
        <source>the Captain card</source>
        <translation>the Captain card</translation>
    </message>
    <message>
        <source>under Life card {0}</source>
        <translation>under Life card {0}</translation>
    </message>
    <message>
        <source>in front of {0}</source>
        <translation>in front of {0}</translation>
    </message>
    <message>
        <source>round {0}</source>
        <translation>round {0}</translation>
    </message>
    <message>
        <source>No place chosen for {0}: type a number, or choose with the arrows</source>
        <translation>No place chosen for {0}: type a number, or choose with the arrows</translation>
    </message>
    <message>
        <source>No piece can move now</source>
        <translation>No piece can move now</translation>
    </message>
    <message>
        <source>Selected {0} ({1} there); press Enter to pick one up</source>
        <translation>Selected {0} ({1} there); press Enter to pick one up</translation>
    </message>
    <message>
        <source>Selected {0}; press Enter to pick it up</source>
        <translation>Selected {0}; press Enter to pick it up</translation>
    </message>
    <message>
        <source>{0} cannot move anywhere now. {1}</source>
        <translation>{0} cannot move anywhere now. {1}</translation>
    </message>
    <message>
        <source>{0} cannot move anywhere now</source>
        <translation>{0} cannot move anywhere now</translation>
    </message>
    <message>
        <source>Move to {0}? Enter to confirm, Escape to cancel</source>
        <translation>Move to {0}? Enter to confirm, Escape to cancel</translation>
    </message>
    <message>
        <source>{2}. No place {0} for {1}: type another number, or choose with the arrows</source>
        <translation>{2}. No place {0} for {1}: type another number, or choose with the arrows</translation>
    </message>
    <message>
        <source>{0}: {1}. Type another number, or choose with the arrows</source>
        <translation>{0}: {1}. Type another number, or choose with the arrows</translation>
    </message>
    <message>
        <source>{0}. Still picked up: {1}. Choose another place, Enter to confirm, Escape to cancel</source>
        <translation>{0}. Still picked up: {1}. Choose another place, Enter to confirm, Escape to cancel</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelled</translation>
    </message>
    <message>
        <source>{0}&apos;s card, just drawn: it stays 1 round</source>
        <translation>{0}&apos;s card, just drawn: it stays 1 round</translation>
    </message>
    <message>
        <source>{0}&apos;s card, just drawn: it stays {1} rounds</source>
        <translation>{0}&apos;s card, just drawn: it stays {1} rounds</translation>
    </message>
    <message>
        <source>stays 1 round</source>
        <translation>stays 1 round</translation>
    </message>
    <message>
        <source>stays {0} rounds</source>
        <translation>stays {0} rounds</translation>
    </message>
    <message>
        <source>{0}&apos;s Captain marker: {1} (lap {2})</source>
        <translation>{0}&apos;s Captain marker: {1} (lap {2})</translation>
    </message>
    <message>
        <source>{0}&apos;s Captain marker: {1}</source>
        <translation>{0}&apos;s Captain marker: {1}</translation>
    </message>
    <message>
        <source>{0}&apos;s Bishop marker: Church {1}</source>
        <translation>{0}&apos;s Bishop marker: Church {1}</translation>
    </message>
    <message>
        <source>{0} plays {1}</source>
        <translation>{0} plays {1}</translation>
    </message>
    <message>
        <source>the board</source>
        <translation>the board</translation>
    </message>
    <message>
        <source>Captain: {0}</source>
        <translation>Captain: {0}</translation>
    </message>
    <message>
        <source>First Player: {0}</source>
        <translation>First Player: {0}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>Bishop: {0}</source>
        <translation>Bishop: {0}</translation>
    </message>
    <message>
        <source>Muse: available</source>
        <translation>Muse: available</translation>
    </message>
    <message>
        <source>Muse: used</source>
        <translation>Muse: used</translation>
    </message>
    <message>
        <source>Bag: {0}</source>
        <translation>Bag: {0}</translation>
    </message>
    <message>
        <source>Out of game: {0}</source>
        <translation>Out of game: {0}</translation>
    </message>
    <message>
        <source>Round {0} of {1}</source>
        <translation>Round {0} of {1}</translation>
    </message>
    <message>
        <source>Round marker: round {0}</source>
        <translation>Round marker: round {0}</translation>
    </message>
    <message>
        <source>a drawn card goes under one of the Life cards</source>
        <translation>a drawn card goes under one of the Life cards</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Game board</translation>
    </message>
    <message>
        <source>Turn order space {0}</source>
        <translation>Turn order space {0}</translation>
    </message>
    <message>
        <source>{0}&apos;s Kinsman ({1}), on Predicatore space {2}</source>
        <translation>{0}&apos;s Kinsman ({1}), on Predicatore space {2}</translation>
    </message>
    <message>
        <source>{0}&apos;s Kinsman ({1}), on the Bishop card</source>
        <translation>{0}&apos;s Kinsman ({1}), on the Bishop card</translation>
    </message>
    <message>
        <source>{0}&apos;s Kinsman ({1}), in {2}&apos;s pool</source>
        <translation>{0}&apos;s Kinsman ({1}), in {2}&apos;s pool</translation>
    </message>
    <message>
        <source>Turn the mouse wheel to carry the marker round the track: up a lap on (+40), down back</source>
        <translation>Turn the mouse wheel to carry the marker round the track: up a lap on (+40), down back</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Privacy curtain</source>
        <translation>Privacy curtain</translation>
    </message>
    <message>
        <source>Only you can see this: hold the button, let go to hide them again.</source>
        <translation>Only you can see this: hold the button, let go to hide them again.</translation>
    </message>
    <message>
        <source>Everyone else, please look away while they peek.</source>
        <translation>Everyone else, please look away while they peek.</translation>
    </message>
    <message>
        <source>Hold to peek at your tokens</source>
        <translation>Hold to peek at your tokens</translation>
    </message>
    <message>
        <source>Press to show your tokens; press again, or show the board, to hide them</source>
        <translation>Press to show your tokens; press again, or show the board, to hide them</translation>
    </message>
    <message>
        <source>Enter, or a click on this button, shows the board</source>
        <translation>Enter, or a click on this button, shows the board</translation>
    </message>
    <message>
        <source>{0}: your tokens, in private</source>
        <translation>{0}: your tokens, in private</translation>
    </message>
    <message>
        <source>Back to the board</source>
        <translation>Back to the board</translation>
    </message>
    <message>
        <source>Pass the computer to {0}</source>
        <translation>Pass the computer to {0}</translation>
    </message>
    <message>
        <source>I am {0} — show the board</source>
        <translation>I am {0} — show the board</translation>
    </message>
    <message>
        <source>You hold no tokens yet</source>
        <translation>You hold no tokens yet</translation>
    </message>
    <message>
        <source>Your tokens: {0} = {1}</source>
        <translation>Your tokens: {0} = {1}</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <source>Whole board</source>
        <translation>Whole board</translation>
    </message>
    <message>
        <source>Prestige track</source>
        <translation>Prestige track</translation>
    </message>
    <message>
        <source>Church track</source>
        <translation>Church track</translation>
    </message>
    <message>
        <source>Life in Florenza</source>
        <translation>Life in Florenza</translation>
    </message>
    <message>
        <source>Predicatore</source>
        <translation>Predicatore</translation>
    </message>
    <message>
        <source>Offices and turn order</source>
        <translation>Offices and turn order</translation>
    </message>
    <message>
        <source>Families</source>
        <translation>Families</translation>
    </message>
    <message>
        <source>{0} (again: its next part)</source>
        <translation>{0} (again: its next part)</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Demo</translation>
    </message>
    <message>
        <source>&amp;Presentation view</source>
        <translation>&amp;Presentation view</translation>
    </message>
    <message>
        <source>Place drawn tiles by hand (R8.7)</source>
        <translation>Place drawn tiles by hand (R8.7)</translation>
    </message>
    <message>
        <source>Pointer</source>
        <translation>Pointer</translation>
    </message>
    <message>
        <source>Open a &amp;scenario</source>
        <translation>Open a &amp;scenario</translation>
    </message>
    <message>
        <source>&amp;Save position as a scenario…</source>
        <translation>&amp;Save position as a scenario…</translation>
    </message>
    <message>
        <source>S&amp;top editing</source>
        <translation>S&amp;top editing</translation>
    </message>
    <message>
        <source>&amp;Cancel editing</source>
        <translation>&amp;Cancel editing</translation>
    </message>
    <message>
        <source>Scenario &amp;editor…</source>
        <translation>Scenario &amp;editor…</translation>
    </message>
    <message>
        <source>Cannot open the scenario {0}: {1}: {2}</source>
        <translation>Cannot open the scenario {0}: {1}: {2}</translation>
    </message>
    <message>
        <source>(the whole file)</source>
        <translation>(the whole file)</translation>
    </message>
    <message>
        <source>In Predict mode this lesson&apos;s description is not shown: it may tell the answers.</source>
        <translation>In Predict mode this lesson&apos;s description is not shown: it may tell the answers.</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <source>Save as a new scenario</source>
        <translation>Save as a new scenario</translation>
    </message>
    <message>
        <source>Start from the lesson “{0}”: its title, description, questions and log</source>
        <translation>Start from the lesson “{0}”: its title, description, questions and log</translation>
    </message>
    <message>
        <source>Scenario title</source>
        <translation>Scenario title</translation>
    </message>
    <message>
        <source>Scenario description</source>
        <translation>Scenario description</translation>
    </message>
    <message>
        <source>Not taken: the closing paragraph {0}</source>
        <translation>Not taken: the closing paragraph {0}</translation>
    </message>
    <message>
        <source>Closing paragraph</source>
        <translation>Closing paragraph</translation>
    </message>
    <message>
        <source>Not taken: the introduction {0}</source>
        <translation>Not taken: the introduction {0}</translation>
    </message>
    <message>
        <source>Introduction in Predict mode</source>
        <translation>Introduction in Predict mode</translation>
    </message>
    <message>
        <source>Not taken: the hint for “{0}” {1}</source>
        <translation>Not taken: the hint for “{0}” {1}</translation>
    </message>
    <message>
        <source>Hint for “{0}”</source>
        <translation>Hint for “{0}”</translation>
    </message>
    <message>
        <source>Its hint (optional)</source>
        <translation>Its hint (optional)</translation>
    </message>
    <message>
        <source>A title has at most {0} characters, a description at most {1}, a hint at most {2}.</source>
        <translation>A title has at most {0} characters, a description at most {1}, a hint at most {2}.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lesson</translation>
    </message>
    <message>
        <source>Predict mode</source>
        <translation>Predict mode</translation>
    </message>
    <message>
        <source>The closing paragraph is shown once the lesson&apos;s end of round is played.</source>
        <translation>The closing paragraph is shown once the lesson&apos;s end of round is played.</translation>
    </message>
    <message>
        <source>The questions Predict mode asks in this lesson, each with a hint the learner may ask for (none ticked: it asks every one). Only those this position&apos;s end of round answers are offered.</source>
        <translation>The questions Predict mode asks in this lesson, each with a hint the learner may ask for (none ticked: it asks every one). Only those this position&apos;s end of round answers are offered.</translation>
    </message>
    <message>
        <source>No question can be chosen here: the end of round is known only once every family has passed.</source>
        <translation>No question can be chosen here: the end of round is known only once every family has passed.</translation>
    </message>
    <message>
        <source>Shown in place of the description while Predict mode is on, so it must not tell what the questions ask. Without one, Predict mode shows the title alone.</source>
        <translation>Shown in place of the description while Predict mode is on, so it must not tell what the questions ask. Without one, Predict mode shows the title alone.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Not taken: the title {0}</source>
        <translation>Not taken: the title {0}</translation>
    </message>
    <message>
        <source>Not taken: the description {0}</source>
        <translation>Not taken: the description {0}</translation>
    </message>
    <message>
        <source>Scenario editor: drag any piece anywhere. Demo ▸ Save as scenario when done.</source>
        <translation>Scenario editor: drag any piece anywhere. Demo ▸ Save as scenario when done.</translation>
    </message>
    <message>
        <source>Cannot play this position: {0}</source>
        <translation>Cannot play this position: {0}</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <source>Drag any piece to any place. Turn rules are not checked; the position must still be one a saved game can hold.</source>
        <translation>Drag any piece to any place. Turn rules are not checked; the position must still be one a saved game can hold.</translation>
    </message>
    <message>
        <source>families[].prestige: a Captain marker stands on the Prestige track</source>
        <translation>families[].prestige: a Captain marker stands on the Prestige track</translation>
    </message>
    <message>
        <source>families[].church: a Bishop marker stands on the Church Influence track</source>
        <translation>families[].church: a Bishop marker stands on the Church Influence track</translation>
    </message>
    <message>
        <source>pool, predicatore, bishop_card: a Kinsman stands in its own family&apos;s pool, on a Predicatore space or on the Bishop card</source>
        <translation>pool, predicatore, bishop_card: a Kinsman stands in its own family&apos;s pool, on a Predicatore space or on the Bishop card</translation>
    </message>
    <message>
        <source>row, predicatore, detained: a character&apos;s tile stands on its card under a Life card, on a Predicatore space or on the Captain card</source>
        <translation>row, predicatore, detained: a character&apos;s tile stands on its card under a Life card, on a Predicatore space or on the Captain card</translation>
    </message>
    <message>
        <source>captain, first_player_card: the Captain card goes in front of a family, or back on its place</source>
        <translation>captain, first_player_card: the Captain card goes in front of a family, or back on its place</translation>
    </message>
    <message>
        <source>bishop, families[].cardinal: the Bishop card goes in front of a family (in front of its holder: Cardinal once more, R7.3), or back on its place</source>
        <translation>bishop, families[].cardinal: the Bishop card goes in front of a family (in front of its holder: Cardinal once more, R7.3), or back on its place</translation>
    </message>
    <message>
        <source>round: the round marker stands on the round track</source>
        <translation>round: the round marker stands on the round track</translation>
    </message>
    <message>
        <source>that piece cannot be put there</source>
        <translation>that piece cannot be put there</translation>
    </message>
    <message>
        <source>Not done: {0}</source>
        <translation>Not done: {0}</translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>Untitled scenario</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>Not saved: {0}</translation>
    </message>
    <message>
        <source>Saved the scenario {0}</source>
        <translation>Saved the scenario {0}</translation>
    </message>
</context>
<context>
    <name>FamiliesModel</name>
    <message>
        <source>Family</source>
        <translation>Family</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>Prestige</source>
        <translation>Prestige</translation>
    </message>
    <message>
        <source>Church</source>
        <translation>Church</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>Offices</source>
        <translation>Offices</translation>
    </message>
    <message>
        <source>Cardinal</source>
        <translation>Cardinal</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Resources</translation>
    </message>
    <message>
        <source>Fiorini</source>
        <translation>Fiorini</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Ghost</source>
        <translation>Ghost</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Captain</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Bishop</translation>
    </message>
    <message>
        <source>First Player</source>
        <translation>First Player</translation>
    </message>
    <message>
        <source>{0}, {1}: {2}</source>
        <translation>{0}, {1}: {2}</translation>
    </message>
    <message>
        <source>Face-down Prestige tokens: how many is public, their values are not</source>
        <translation>Face-down Prestige tokens: how many is public, their values are not</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>Florenza games (*.json);;All files (*)</source>
        <translation>Florenza games (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <source>Cannot open this game</source>
        <translation>Cannot open this game</translation>
    </message>
    <message>
        <source>The file could not be opened. The game you had open is unchanged.</source>
        <translation>The file could not be opened. The game you had open is unchanged.</translation>
    </message>
    <message>
        <source>(the whole file)</source>
        <translation>(the whole file)</translation>
    </message>
    <message>
        <source>Save this game?</source>
        <translation>Save this game?</translation>
    </message>
    <message>
        <source>The game on the table has not been saved.</source>
        <translation>The game on the table has not been saved.</translation>
    </message>
    <message>
        <source>The position in the scenario editor has not been saved.</source>
        <translation>The position in the scenario editor has not been saved.</translation>
    </message>
    <message>
        <source>Save it before another game takes its place?</source>
        <translation>Save it before another game takes its place?</translation>
    </message>
    <message>
        <source>File: {0}
Field: {1}
Reason: {2}</source>
        <translation>File: {0}
Field: {1}
Reason: {2}</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <source>(no recent games)</source>
        <translation>(no recent games)</translation>
    </message>
    <message>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Saved {0}</translation>
    </message>
    <message>
        <source>Saved {0} as this end of round finishes: a game in play never goes back to before {1}</source>
        <translation>Saved {0} as this end of round finishes: a game in play never goes back to before {1}</translation>
    </message>
    <message>
        <source>Autosave failed: {0}</source>
        <translation>Autosave failed: {0}</translation>
    </message>
    <message>
        <source>Florenza Table is already open in another window, which keeps the game left last time: this window keeps no autosave, so save its game with File ▸ Save</source>
        <translation>Florenza Table is already open in another window, which keeps the game left last time: this window keeps no autosave, so save its game with File ▸ Save</translation>
    </message>
    <message>
        <source>It was kept as {0}</source>
        <translation>It was kept as {0}</translation>
    </message>
    <message>
        <source>It could not be moved aside and was left as {0}</source>
        <translation>It could not be moved aside and was left as {0}</translation>
    </message>
    <message>
        <source>Cannot resume the last game</source>
        <translation>Cannot resume the last game</translation>
    </message>
    <message>
        <source>The game saved automatically last time could not be resumed.</source>
        <translation>The game saved automatically last time could not be resumed.</translation>
    </message>
    <message>
        <source>Field: {0}
Reason: {1}
{2}.</source>
        <translation>Field: {0}
Reason: {1}
{2}.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>The rules of the end of the round</source>
        <translation>The rules of the end of the round</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <source>What it says</source>
        <translation>What it says</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Every automatic step names the rule behind it; these are the rules, each in a line.</source>
        <translation>Every automatic step names the rule behind it; these are the rules, each in a line.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules of the end of the round…</source>
        <translation>&amp;Rules of the end of the round…</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>&amp;Keys…</translation>
    </message>
    <message>
        <source>&amp;About Florenza Table…</source>
        <translation>&amp;About Florenza Table…</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>On the board: Tab selects a piece you may move (a family&apos;s Kinsmen standing together are one), Enter picks it up, the arrows choose where it goes, or type its space&apos;s number; Enter puts it there and Escape puts it back. M uses the Muse; F flips the selected character&apos;s card; the status bar says what they did, and Ctrl+Z takes it back. Ctrl+Tab goes from the board to each panel in turn (the narration, the log, the Families table); Tab goes through them and back to the board. What has the keyboard wears a thick gold ring.

Ctrl+E ends your turn, Ctrl+P passes, Ctrl+K lets you peek at your tokens in private.

The end of a round: Space or Page Down steps, Backspace or Page Up goes back (a presentation clicker does both), Ctrl+Space plays or pauses, Ctrl+End skips to the end. F5 opens the presentation view and Escape leaves it; Ctrl+L shows the pointer, which Escape puts away first. Alt+1 to Alt+7 zoom to an area of the board; the Prestige track (Alt+2) and the Families (Alt+7) are longer than the screen: the same key again shows their next part, and their start after the last.

Ctrl+I asks What if: the position before the step shown, on a copy, to change and play out. Ctrl+R reviews the last end of round from its start, Predict asking before each deciding step; Escape closes the review.

Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes; Ctrl+0 fits the board to the window.</source>
        <translation>On the board: Tab selects a piece you may move (a family&apos;s Kinsmen standing together are one), Enter picks it up, the arrows choose where it goes, or type its space&apos;s number; Enter puts it there and Escape puts it back. M uses the Muse; F flips the selected character&apos;s card; the status bar says what they did, and Ctrl+Z takes it back. Ctrl+Tab goes from the board to each panel in turn (the narration, the log, the Families table); Tab goes through them and back to the board. What has the keyboard wears a thick gold ring.

Ctrl+E ends your turn, Ctrl+P passes, Ctrl+K lets you peek at your tokens in private.

The end of a round: Space or Page Down steps, Backspace or Page Up goes back (a presentation clicker does both), Ctrl+Space plays or pauses, Ctrl+End skips to the end. F5 opens the presentation view and Escape leaves it; Ctrl+L shows the pointer, which Escape puts away first. Alt+1 to Alt+7 zoom to an area of the board; the Prestige track (Alt+2) and the Families (Alt+7) are longer than the screen: the same key again shows their next part, and their start after the last.

Ctrl+I asks What if: the position before the step shown, on a copy, to change and play out. Ctrl+R reviews the last end of round from its start, Predict asking before each deciding step; Escape closes the review.

Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes; Ctrl+0 fits the board to the window.</translation>
    </message>
    <message>
        <source>About Florenza Table</source>
        <translation>About Florenza Table</translation>
    </message>
    <message>
        <source>Florenza Table {0}

A digital board for the end of each round of Florenza: the elections, the turn order, the clean-up and the final scoring.

MIT licence. The art is the project&apos;s own; EB Garamond is under the SIL Open Font Licence.</source>
        <translation>Florenza Table {0}

A digital board for the end of each round of Florenza: the elections, the turn order, the clean-up and the final scoring.

MIT licence. The art is the project&apos;s own; EB Garamond is under the SIL Open Font Licence.</translation>
    </message>
</context>
<context>
    <name>Limits</name>
    <message>
        <source>Back stops here ({0}): with two or more players at the table, nobody goes back to before a Captain&apos;s cash-in</source>
        <translation>Back stops here ({0}): with two or more players at the table, nobody goes back to before a Captain&apos;s cash-in</translation>
    </message>
    <message>
        <source>Back stops here ({0}): a Ghost card was revealed; going back would show what comes next</source>
        <translation>Back stops here ({0}): a Ghost card was revealed; going back would show what comes next</translation>
    </message>
    <message>
        <source>Back stops here ({0}): a tile was drawn from the bag; going back would show what comes next</source>
        <translation>Back stops here ({0}): a tile was drawn from the bag; going back would show what comes next</translation>
    </message>
    <message>
        <source>Undo stops here ({0}): the final standings revealed every family&apos;s tokens</source>
        <translation>Undo stops here ({0}): the final standings revealed every family&apos;s tokens</translation>
    </message>
    <message>
        <source>Undo stops here ({0}): with two or more players at the table, nobody goes back to before a Captain&apos;s cash-in</source>
        <translation>Undo stops here ({0}): with two or more players at the table, nobody goes back to before a Captain&apos;s cash-in</translation>
    </message>
    <message>
        <source>Undo stops here ({0}): a Ghost card was revealed; going back would show what comes next</source>
        <translation>Undo stops here ({0}): a Ghost card was revealed; going back would show what comes next</translation>
    </message>
    <message>
        <source>Undo stops here ({0}): a tile was drawn from the bag; going back would show what comes next</source>
        <translation>Undo stops here ({0}): a tile was drawn from the bag; going back would show what comes next</translation>
    </message>
    <message>
        <source>No scenario editor with two or more players at the table ({0}): every move is checked by the engine, and nobody moves another family&apos;s pieces. It is for lessons and solo games</source>
        <translation>No scenario editor with two or more players at the table ({0}): every move is checked by the engine, and nobody moves another family&apos;s pieces. It is for lessons and solo games</translation>
    </message>
    <message>
        <source>The scenario editor would open on this round&apos;s start ({0}): a Ghost card was revealed; going back would show what comes next. Finish the end of the round first</source>
        <translation>The scenario editor would open on this round&apos;s start ({0}): a Ghost card was revealed; going back would show what comes next. Finish the end of the round first</translation>
    </message>
    <message>
        <source>The scenario editor would open on this round&apos;s start ({0}): a tile was drawn from the bag; going back would show what comes next. Finish the end of the round first</source>
        <translation>The scenario editor would open on this round&apos;s start ({0}): a tile was drawn from the bag; going back would show what comes next. Finish the end of the round first</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Round {0} · rule {1}</source>
        <translation>Round {0} · rule {1}</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Continued the game you left last time.</source>
        <translation>Continued the game you left last time.</translation>
    </message>
    <message>
        <source>The demo lesson “{0}”.</source>
        <translation>The demo lesson “{0}”.</translation>
    </message>
    <message>
        <source>A game of {0}.</source>
        <translation>A game of {0}.</translation>
    </message>
    <message>
        <source>It is over: the final standings are on the table.</source>
        <translation>It is over: the final standings are on the table.</translation>
    </message>
    <message>
        <source>Continued the game you left last time, without its edit.</source>
        <translation>Continued the game you left last time, without its edit.</translation>
    </message>
    <message>
        <source>Back to the edit you left unfinished.</source>
        <translation>Back to the edit you left unfinished.</translation>
    </message>
    <message>
        <source>Round {0}, step {1} of the end of the round.</source>
        <translation>Round {0}, step {1} of the end of the round.</translation>
    </message>
    <message>
        <source>Round {0}.</source>
        <translation>Round {0}.</translation>
    </message>
    <message>
        <source>1 change</source>
        <translation>1 change</translation>
    </message>
    <message>
        <source>{0} changes</source>
        <translation>{0} changes</translation>
    </message>
    <message>
        <source>Go back to the edit, continue the game without it, or discard both and start a new game?</source>
        <translation>Go back to the edit, continue the game without it, or discard both and start a new game?</translation>
    </message>
    <message>
        <source>You asked to open {0}. Open it and discard the game left last time, or continue that game?</source>
        <translation>You asked to open {0}. Open it and discard the game left last time, or continue that game?</translation>
    </message>
    <message>
        <source>&amp;Open {0}</source>
        <translation>&amp;Open {0}</translation>
    </message>
    <message>
        <source>Go back to your unfinished edit?</source>
        <translation>Go back to your unfinished edit?</translation>
    </message>
    <message>
        <source>Continue your last game?</source>
        <translation>Continue your last game?</translation>
    </message>
    <message>
        <source>The scenario editor was still open when Florenza Table last closed.</source>
        <translation>The scenario editor was still open when Florenza Table last closed.</translation>
    </message>
    <message>
        <source>A game was still on the table when Florenza Table last closed.</source>
        <translation>A game was still on the table when Florenza Table last closed.</translation>
    </message>
    <message>
        <source>&amp;Back to the edit</source>
        <translation>&amp;Back to the edit</translation>
    </message>
    <message>
        <source>Continue the game &amp;without the edit</source>
        <translation>Continue the game &amp;without the edit</translation>
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation>&amp;Continue the last game</translation>
    </message>
    <message>
        <source>Continue it where it stopped, or discard it and start a new game?</source>
        <translation>Continue it where it stopped, or discard it and start a new game?</translation>
    </message>
    <message>
        <source>An unfinished edit of the demo lesson “{0}”, {1}.</source>
        <translation>An unfinished edit of the demo lesson “{0}”, {1}.</translation>
    </message>
    <message>
        <source>An unfinished edit of a game of {0}, {1}.</source>
        <translation>An unfinished edit of a game of {0}, {1}.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continue</translation>
    </message>
    <message>
        <source>&amp;Discard and start a new game</source>
        <translation>&amp;Discard and start a new game</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>{0} beats every Ghost with {1} Victory Points</source>
        <translation>{0} beats every Ghost with {1} Victory Points</translation>
    </message>
    <message>
        <source>{0} shares first place with the Ghost {1} at {2} Victory Points</source>
        <translation>{0} shares first place with the Ghost {1} at {2} Victory Points</translation>
    </message>
    <message>
        <source>{0} shares first place with the Ghosts {1} at {2} Victory Points</source>
        <translation>{0} shares first place with the Ghosts {1} at {2} Victory Points</translation>
    </message>
    <message>
        <source>{0} finishes {1} of {2}: the Ghost {3} wins with {4}, {0} has {5}</source>
        <translation>{0} finishes {1} of {2}: the Ghost {3} wins with {4}, {0} has {5}</translation>
    </message>
    <message>
        <source>{0} wins</source>
        <translation>{0} wins</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} and {1}</translation>
    </message>
    <message>
        <source>{0} share the victory</source>
        <translation>{0} share the victory</translation>
    </message>
    <message>
        <source>More tool bar buttons</source>
        <translation>More tool bar buttons</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Save &amp;As…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>End turn</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Play / Pause</source>
        <translation>Play / Pause</translation>
    </message>
    <message>
        <source>Skip to end</source>
        <translation>Skip to end</translation>
    </message>
    <message>
        <source>Peek at my tokens (privately)…</source>
        <translation>Peek at my tokens (privately)…</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Fit to window</translation>
    </message>
    <message>
        <source>Show the steps that change nothing</source>
        <translation>Show the steps that change nothing</translation>
    </message>
    <message>
        <source>Each rule of Phases 7 and 8 takes its step and says why it changes nothing (a lesson always shows them)</source>
        <translation>Each rule of Phases 7 and 8 takes its step and says why it changes nothing (a lesson always shows them)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>{0} — Undo ({1}) takes it back</source>
        <translation>{0} — Undo ({1}) takes it back</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>Narration</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>Families</source>
        <translation>Families</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Final standings</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Whose turn</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <source>End of round {0}: elections and clean-up</source>
        <translation>End of round {0}: elections and clean-up</translation>
    </message>
    <message>
        <source>Everyone has passed — press Step or Play to end the round</source>
        <translation>Everyone has passed — press Step or Play to end the round</translation>
    </message>
    <message>
        <source>Round {0} · {1} to play</source>
        <translation>Round {0} · {1} to play</translation>
    </message>
    <message>
        <source>Florenza Table — {0}</source>
        <translation>Florenza Table — {0}</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Panels</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>&amp;Reset layout</translation>
    </message>
    <message>
        <source>Resize the window</source>
        <translation>Resize the window</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>Narration</source>
        <translation>Narration</translation>
    </message>
    <message>
        <source>Rule of the current step</source>
        <translation>Rule of the current step</translation>
    </message>
    <message>
        <source>Why this step happened</source>
        <translation>Why this step happened</translation>
    </message>
    <message>
        <source>Drag your pieces on the board, then End turn or Pass.</source>
        <translation>Drag your pieces on the board, then End turn or Pass.</translation>
    </message>
    <message>
        <source>What the rule says</source>
        <translation>What the rule says</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Back</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>One step back in this end of round</source>
        <translation>One step back in this end of round</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>Step ▶</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Welcome</translation>
    </message>
    <message>
        <source>This is the board of Florenza: the Prestige track along the top, the Church track on the left, the Life in Florenza cards in the middle with the Predicatore spaces under them, the offices and supplies on the right, and one board per family along the bottom.

This first game is you ({0}) against two Ghosts. To begin, drag your Captain marker along the Prestige track, your Bishop marker up the Church track or a Kinsman onto a Predicatore space; then press End turn (Ctrl+E), or Pass (Ctrl+P) when you are done for the round.

File ▸ New game sets up another game: solo against Ghosts, or several people at this computer.</source>
        <translation>This is the board of Florenza: the Prestige track along the top, the Church track on the left, the Life in Florenza cards in the middle with the Predicatore spaces under them, the offices and supplies on the right, and one board per family along the bottom.

This first game is you ({0}) against two Ghosts. To begin, drag your Captain marker along the Prestige track, your Bishop marker up the Church track or a Kinsman onto a Predicatore space; then press End turn (Ctrl+E), or Pass (Ctrl+P) when you are done for the round.

File ▸ New game sets up another game: solo against Ghosts, or several people at this computer.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Play the next step</source>
        <translation>Play the next step</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Play every step; press again to pause</source>
        <translation>Play every step; press again to pause</translation>
    </message>
    <message>
        <source>Skip to end »</source>
        <translation>Skip to end »</translation>
    </message>
    <message>
        <source>Skip to end</source>
        <translation>Skip to end</translation>
    </message>
    <message>
        <source>Run the rest without animation</source>
        <translation>Run the rest without animation</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Step {0} of {1}</translation>
    </message>
    <message>
        <source>Everyone has passed: the round can end</source>
        <translation>Everyone has passed: the round can end</translation>
    </message>
    <message>
        <source>Pause ❚❚</source>
        <translation>Pause ❚❚</translation>
    </message>
    <message>
        <source>Play ▶▶</source>
        <translation>Play ▶▶</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Yellow</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Purple</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Solo: you against two Ghosts</source>
        <translation>Solo: you against two Ghosts</translation>
    </message>
    <message>
        <source>Hotseat: three people</source>
        <translation>Hotseat: three people</translation>
    </message>
    <message>
        <source>Number of families</source>
        <translation>Number of families</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>Name of family {0}</source>
        <translation>Name of family {0}</translation>
    </message>
    <message>
        <source>Colour of family {0}</source>
        <translation>Colour of family {0}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Ghost</source>
        <translation>Ghost</translation>
    </message>
    <message>
        <source>Seat of family {0}</source>
        <translation>Seat of family {0}</translation>
    </message>
    <message>
        <source>Ghost difficulty</source>
        <translation>Ghost difficulty</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Random seed</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Shuffle the turn order from the seed</source>
        <translation>Shuffle the turn order from the seed</translation>
    </message>
    <message>
        <source>A name has at most {0} characters.</source>
        <translation>A name has at most {0} characters.</translation>
    </message>
    <message>
        <source>Families</source>
        <translation>Families</translation>
    </message>
    <message>
        <source>The harder, the more Prestige each Ghost card brings (G1)</source>
        <translation>The harder, the more Prestige each Ghost card brings (G1)</translation>
    </message>
    <message>
        <source>No family is seated as a Ghost: the difficulty applies to Ghosts alone</source>
        <translation>No family is seated as a Ghost: the difficulty applies to Ghosts alone</translation>
    </message>
    <message>
        <source>D1: the name of family {0} must be plain text of 1 to {1} characters</source>
        <translation>D1: the name of family {0} must be plain text of 1 to {1} characters</translation>
    </message>
    <message>
        <source>D1: no two families may share a colour</source>
        <translation>D1: no two families may share a colour</translation>
    </message>
    <message>
        <source>D1: families {0} and {1} are both called {2}; give them different names</source>
        <translation>D1: families {0} and {1} are both called {2}; give them different names</translation>
    </message>
    <message>
        <source>D1: at least one family must be played by a person</source>
        <translation>D1: at least one family must be played by a person</translation>
    </message>
</context>
<context>
    <name>PointsLadder</name>
    <message>
        <source>Captain marker stood at {0} ({1})</source>
        <translation>Captain marker stood at {0} ({1})</translation>
    </message>
    <message>
        <source>of which Bishop, round {0}: +{1} ({2})</source>
        <translation>of which Bishop, round {0}: +{1} ({2})</translation>
    </message>
    <message>
        <source>of which Cardinal, round {0}: +{1} ({2})</source>
        <translation>of which Cardinal, round {0}: +{1} ({2})</translation>
    </message>
    <message>
        <source>Prestige token revealed: +{0} ({1})</source>
        <translation>Prestige token revealed: +{0} ({1})</translation>
    </message>
    <message>
        <source>Victory Points: {0} ({1})</source>
        <translation>Victory Points: {0} ({1})</translation>
    </message>
    <message>
        <source>{0}: {1} Victory Points</source>
        <translation>{0}: {1} Victory Points</translation>
    </message>
</context>
<context>
    <name>Predict</name>
    <message>
        <source>Predict each deciding step</source>
        <translation>Predict each deciding step</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>Predict</translation>
    </message>
    <message>
        <source>Before each step that decides something, say what the rule will do</source>
        <translation>Before each step that decides something, say what the rule will do</translation>
    </message>
    <message>
        <source>With several people at the table, Predict asks only in the review of an end of round already played: Game ▸ Review the last end of round.</source>
        <translation>With several people at the table, Predict asks only in the review of an end of round already played: Game ▸ Review the last end of round.</translation>
    </message>
    <message>
        <source>The review begins once the Captain&apos;s tokens are banked: with several people at the table nothing before a cash-in is shown again (D13).</source>
        <translation>The review begins once the Captain&apos;s tokens are banked: with several people at the table nothing before a cash-in is shown again (D13).</translation>
    </message>
    <message>
        <source>Step (Space) asks the next question.</source>
        <translation>Step (Space) asks the next question.</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nobody</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Up</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Down</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Captain marker (Prestige)</source>
        <translation>Captain marker (Prestige)</translation>
    </message>
    <message>
        <source>Bishop marker (Church)</source>
        <translation>Bishop marker (Church)</translation>
    </message>
    <message>
        <source>Kinsman (Predicatore space)</source>
        <translation>Kinsman (Predicatore space)</translation>
    </message>
    <message>
        <source>Decided on</source>
        <translation>Decided on</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>First what the rule says, then the numbers it compares, lit</source>
        <translation>First what the rule says, then the numbers it compares, lit</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Show me</translation>
    </message>
    <message>
        <source>No answer: show the step</source>
        <translation>No answer: show the step</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Answer</translation>
    </message>
    <message>
        <source>The question before the next step</source>
        <translation>The question before the next step</translation>
    </message>
    <message>
        <source>How the answer went</source>
        <translation>How the answer went</translation>
    </message>
    <message>
        <source>Predict mode</source>
        <translation>Predict mode</translation>
    </message>
    <message>
        <source>A question you missed before, in a new position: {0}</source>
        <translation>A question you missed before, in a new position: {0}</translation>
    </message>
    <message>
        <source>The numbers it compares are lit on the board.</source>
        <translation>The numbers it compares are lit on the board.</translation>
    </message>
    <message>
        <source>Victory Points</source>
        <translation>Victory Points</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Resources</translation>
    </message>
    <message>
        <source>Fiorini</source>
        <translation>Fiorini</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>shared</translation>
    </message>
    <message>
        <source>{0} (stays {1} rounds)</source>
        <translation>{0} (stays {1} rounds)</translation>
    </message>
    <message>
        <source>Where do {0}&apos;s Captain marker, Bishop marker and Kinsman end? Drag them there (the Kinsman to its pool: none), or type the numbers below.</source>
        <translation>Where do {0}&apos;s Captain marker, Bishop marker and Kinsman end? Drag them there (the Kinsman to its pool: none), or type the numbers below.</translation>
    </message>
    <message>
        <source>Drawn from the bag: {0}. Under which Life card does each go?</source>
        <translation>Drawn from the bag: {0}. Under which Life card does each go?</translation>
    </message>
    <message>
        <source>{0}&apos;s Ghost card is shown on its board. Where do its Captain marker, its Bishop marker and its Kinsman end?</source>
        <translation>{0}&apos;s Ghost card is shown on its board. Where do its Captain marker, its Bishop marker and its Kinsman end?</translation>
    </message>
    <message>
        <source>Which characters leave the game? Click their cards, then Answer.</source>
        <translation>Which characters leave the game? Click their cards, then Answer.</translation>
    </message>
    <message>
        <source>Under which Life card does each character&apos;s card end?</source>
        <translation>Under which Life card does each character&apos;s card end?</translation>
    </message>
    <message>
        <source>Who wins, and on what? Click the winners&apos; boards and choose the rung.</source>
        <translation>Who wins, and on what? Click the winners&apos; boards and choose the rung.</translation>
    </message>
    <message>
        <source>{0} (stays 1 round)</source>
        <translation>{0} (stays 1 round)</translation>
    </message>
    <message>
        <source>Under which Life card does each drawn tile go? Drag it there, or choose below.</source>
        <translation>Under which Life card does each drawn tile go? Drag it there, or choose below.</translation>
    </message>
    <message>
        <source>Who becomes Captain of the People? Click a family&apos;s marker or board, or the First Player card for nobody.</source>
        <translation>Who becomes Captain of the People? Click a family&apos;s marker or board, or the First Player card for nobody.</translation>
    </message>
    <message>
        <source>Who becomes Bishop? Click a family&apos;s marker or board, or the Bishop card for nobody.</source>
        <translation>Who becomes Bishop? Click a family&apos;s marker or board, or the Bishop card for nobody.</translation>
    </message>
    <message>
        <source>Who is named Cardinal? Click a family&apos;s marker or board, or the Bishop card for nobody.</source>
        <translation>Who is named Cardinal? Click a family&apos;s marker or board, or the Bishop card for nobody.</translation>
    </message>
    <message>
        <source>In what order do the families play the next round? Drag the Turn Order markers into place on the track, or order the list (first to play at the top).</source>
        <translation>In what order do the families play the next round? Drag the Turn Order markers into place on the track, or order the list (first to play at the top).</translation>
    </message>
    <message>
        <source>Under which Life card does each character&apos;s card end? Drag each card to its column, or choose below.</source>
        <translation>Under which Life card does each character&apos;s card end? Drag each card to its column, or choose below.</translation>
    </message>
    <message>
        <source>{0}: click to answer that nobody becomes Captain of the People</source>
        <translation>{0}: click to answer that nobody becomes Captain of the People</translation>
    </message>
    <message>
        <source>{0}: click to answer that nobody becomes Bishop</source>
        <translation>{0}: click to answer that nobody becomes Bishop</translation>
    </message>
    <message>
        <source>{0}: click to answer that nobody is named Cardinal</source>
        <translation>{0}: click to answer that nobody is named Cardinal</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>{0} under {1}</source>
        <translation>{0} under {1}</translation>
    </message>
    <message>
        <source>no Kinsman on a space</source>
        <translation>no Kinsman on a space</translation>
    </message>
    <message>
        <source>its Kinsman on space {0}</source>
        <translation>its Kinsman on space {0}</translation>
    </message>
    <message>
        <source>Captain marker on {0}, Bishop marker on {1}, {2}</source>
        <translation>Captain marker on {0}, Bishop marker on {1}, {2}</translation>
    </message>
    <message>
        <source>{0}, on {1}</source>
        <translation>{0}, on {1}</translation>
    </message>
    <message>
        <source>Shown ({1}): {0}.</source>
        <translation>Shown ({1}): {0}.</translation>
    </message>
    <message>
        <source>Right after a hint: {0}.</source>
        <translation>Right after a hint: {0}.</translation>
    </message>
    <message>
        <source>Right: {0}.</source>
        <translation>Right: {0}.</translation>
    </message>
    <message>
        <source>Not quite ({2}). You said: {0}. The rule did: {1}.</source>
        <translation>Not quite ({2}). You said: {0}. The rule did: {1}.</translation>
    </message>
    <message>
        <source>{0} of {1} right first time</source>
        <translation>{0} of {1} right first time</translation>
    </message>
    <message>
        <source>{0} after a hint</source>
        <translation>{0} after a hint</translation>
    </message>
    <message>
        <source>{0} wrong</source>
        <translation>{0} wrong</translation>
    </message>
    <message>
        <source>{0} shown</source>
        <translation>{0} shown</translation>
    </message>
    <message>
        <source>{0} answered aloud</source>
        <translation>{0} answered aloud</translation>
    </message>
    <message>
        <source>Captain of the People</source>
        <translation>Captain of the People</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Bishop</translation>
    </message>
    <message>
        <source>Cardinal</source>
        <translation>Cardinal</translation>
    </message>
    <message>
        <source>turn order</source>
        <translation>turn order</translation>
    </message>
    <message>
        <source>who leaves</source>
        <translation>who leaves</translation>
    </message>
    <message>
        <source>where the cards go</source>
        <translation>where the cards go</translation>
    </message>
    <message>
        <source>where the drawn tiles go</source>
        <translation>where the drawn tiles go</translation>
    </message>
    <message>
        <source>the Ghost card</source>
        <translation>the Ghost card</translation>
    </message>
    <message>
        <source>the winner</source>
        <translation>the winner</translation>
    </message>
    <message>
        <source>Who becomes Captain of the People?</source>
        <translation>Who becomes Captain of the People?</translation>
    </message>
    <message>
        <source>Who becomes Bishop?</source>
        <translation>Who becomes Bishop?</translation>
    </message>
    <message>
        <source>Who is named Cardinal?</source>
        <translation>Who is named Cardinal?</translation>
    </message>
    <message>
        <source>In what order do the families play the next round?</source>
        <translation>In what order do the families play the next round?</translation>
    </message>
    <message>
        <source>Which characters leave the game?</source>
        <translation>Which characters leave the game?</translation>
    </message>
    <message>
        <source>Under which Life card does each drawn tile go?</source>
        <translation>Under which Life card does each drawn tile go?</translation>
    </message>
    <message>
        <source>Where do a Ghost card&apos;s Captain marker, Bishop marker and Kinsman end?</source>
        <translation>Where do a Ghost card&apos;s Captain marker, Bishop marker and Kinsman end?</translation>
    </message>
    <message>
        <source>Who wins, and on what?</source>
        <translation>Who wins, and on what?</translation>
    </message>
    <message>
        <source>The rule did: {0} ({1}).</source>
        <translation>The rule did: {0} ({1}).</translation>
    </message>
    <message>
        <source>Wrong: {0}.</source>
        <translation>Wrong: {0}.</translation>
    </message>
    <message>
        <source>Answered aloud: {0}.</source>
        <translation>Answered aloud: {0}.</translation>
    </message>
    <message>
        <source>Enter the room&apos;s answer</source>
        <translation>Enter the room&apos;s answer</translation>
    </message>
    <message>
        <source>Enter the room&apos;s answer before the step is shown: click on the board, or use the fields this opens</source>
        <translation>Enter the room&apos;s answer before the step is shown: click on the board, or use the fields this opens</translation>
    </message>
    <message>
        <source>The room says: {0}. Step (Page Down) shows the rule&apos;s answer</source>
        <translation>The room says: {0}. Step (Page Down) shows the rule&apos;s answer</translation>
    </message>
    <message>
        <source>The room answers aloud; Step (Page Down) shows the rule&apos;s answer</source>
        <translation>The room answers aloud; Step (Page Down) shows the rule&apos;s answer</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <source>◀</source>
        <translation>◀</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>▶</source>
        <translation>▶</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>❚❚</source>
        <translation>❚❚</translation>
    </message>
    <message>
        <source>▶▶</source>
        <translation>▶▶</translation>
    </message>
    <message>
        <source>Play / Pause</source>
        <translation>Play / Pause</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>Zoom to an area of the board (Alt+1 to Alt+7); the same one again shows the next part of the Prestige track or of the Families, and their start after the last</source>
        <translation>Zoom to an area of the board (Alt+1 to Alt+7); the same one again shows the next part of the Prestige track or of the Families, and their start after the last</translation>
    </message>
    <message>
        <source>Pointer</source>
        <translation>Pointer</translation>
    </message>
    <message>
        <source>✕</source>
        <translation>✕</translation>
    </message>
    <message>
        <source>Leave the presentation view (F5)</source>
        <translation>Leave the presentation view (F5)</translation>
    </message>
    <message>
        <source>Narration caption</source>
        <translation>Narration caption</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>Refused — {0}</source>
        <translation>Refused — {0}</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Refused</translation>
    </message>
    <message>
        <source>Refused — {0}: {1}</source>
        <translation>Refused — {0}: {1}</translation>
    </message>
    <message>
        <source>Refused: {0}</source>
        <translation>Refused: {0}</translation>
    </message>
    <message>
        <source>Refused, rule {0}: {1}</source>
        <translation>Refused, rule {0}: {1}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>it was kept as {0}</source>
        <translation>it was kept as {0}</translation>
    </message>
    <message>
        <source>it is left as it is</source>
        <translation>it is left as it is</translation>
    </message>
    <message>
        <source>Your review set ({0}) could not be read — {1}: {2}; {3}, and a new one begun</source>
        <translation>Your review set ({0}) could not be read — {1}: {2}; {3}, and a new one begun</translation>
    </message>
    <message>
        <source>{0}: learnt</source>
        <translation>{0}: learnt</translation>
    </message>
    <message>
        <source>{0}: again in two lessons</source>
        <translation>{0}: again in two lessons</translation>
    </message>
    <message>
        <source>{0}: again next time</source>
        <translation>{0}: again next time</translation>
    </message>
    <message>
        <source>Review: {0}</source>
        <translation>Review: {0}</translation>
    </message>
    <message>
        <source>Your review set could not be kept: {0}</source>
        <translation>Your review set could not be kept: {0}</translation>
    </message>
    <message>
        <source>to review next time: {0}</source>
        <translation>to review next time: {0}</translation>
    </message>
    <message>
        <source>now, in another position, what you missed in an earlier lesson: {0} (Step shows it)</source>
        <translation>now, in another position, what you missed in an earlier lesson: {0} (Step shows it)</translation>
    </message>
    <message>
        <source>A question to review</source>
        <translation>A question to review</translation>
    </message>
    <message>
        <source>The end of a round of a game played at random, to ask again a question you missed.</source>
        <translation>The end of a round of a game played at random, to ask again a question you missed.</translation>
    </message>
    <message>
        <source>Questions you missed before that come back after this lesson: {0}</source>
        <translation>Questions you missed before that come back after this lesson: {0}</translation>
    </message>
</context>
<context>
    <name>RoundReview</name>
    <message>
        <source>Reviewing round {0}&apos;s end — Escape closes the review</source>
        <translation>Reviewing round {0}&apos;s end — Escape closes the review</translation>
    </message>
    <message>
        <source>A lesson steps back into its own end of round: press Back at its end</source>
        <translation>A lesson steps back into its own end of round: press Back at its end</translation>
    </message>
    <message>
        <source>No end of round has been played since this game was put on the table</source>
        <translation>No end of round has been played since this game was put on the table</translation>
    </message>
    <message>
        <source>The board is covered: the next player confirms at the screen first</source>
        <translation>The board is covered: the next player confirms at the screen first</translation>
    </message>
    <message>
        <source>Close the scenario editor first</source>
        <translation>Close the scenario editor first</translation>
    </message>
    <message>
        <source>Finish the end of round under way first</source>
        <translation>Finish the end of round under way first</translation>
    </message>
    <message>
        <source>Review the last end of round</source>
        <translation>Review the last end of round</translation>
    </message>
    <message>
        <source>Show the last end of round again from its start and predict each deciding step; the game stays as it is</source>
        <translation>Show the last end of round again from its start and predict each deciding step; the game stays as it is</translation>
    </message>
    <message>
        <source>Close review</source>
        <translation>Close review</translation>
    </message>
    <message>
        <source>Back to the game as it was (Escape)</source>
        <translation>Back to the game as it was (Escape)</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Editor: a piece placed</source>
        <translation>Editor: a piece placed</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Family</translation>
    </message>
    <message>
        <source>Victory Points</source>
        <translation>Victory Points</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Resources</translation>
    </message>
    <message>
        <source>Fiorini</source>
        <translation>Fiorini</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Decided by</translation>
    </message>
    <message>
        <source>Resources (tie on VP)</source>
        <translation>Resources (tie on VP)</translation>
    </message>
    <message>
        <source>Fiorini (tie on VP and Resources)</source>
        <translation>Fiorini (tie on VP and Resources)</translation>
    </message>
    <message>
        <source>Shared: tied on all three</source>
        <translation>Shared: tied on all three</translation>
    </message>
    <message>
        <source>Shared</source>
        <translation>Shared</translation>
    </message>
    <message>
        <source>{0} (Ghost)</source>
        <translation>{0} (Ghost)</translation>
    </message>
</context>
<context>
    <name>StandingsPanel</name>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Tie-break</translation>
    </message>
    <message>
        <source>How the Victory Points were made</source>
        <translation>How the Victory Points were made</translation>
    </message>
</context>
<context>
    <name>WhatIf</name>
    <message>
        <source>No What if from this step ({0}): with two or more players at the table, nobody goes back to before a Captain&apos;s cash-in</source>
        <translation>No What if from this step ({0}): with two or more players at the table, nobody goes back to before a Captain&apos;s cash-in</translation>
    </message>
    <message>
        <source>No What if yet ({0}): the tokens are revealed at the game&apos;s end; step on to the final standings first</source>
        <translation>No What if yet ({0}): the tokens are revealed at the game&apos;s end; step on to the final standings first</translation>
    </message>
    <message>
        <source>No What if from this step ({0}): a Ghost card was revealed; going back would show what comes next. Try the step after it</source>
        <translation>No What if from this step ({0}): a Ghost card was revealed; going back would show what comes next. Try the step after it</translation>
    </message>
    <message>
        <source>No What if from this step ({0}): a tile was drawn from the bag; going back would show what comes next. Try the step after it</source>
        <translation>No What if from this step ({0}): a tile was drawn from the bag; going back would show what comes next. Try the step after it</translation>
    </message>
    <message>
        <source>What if…</source>
        <translation>What if…</translation>
    </message>
    <message>
        <source>Change one thing in the position before this step and see how the end of round plays out</source>
        <translation>Change one thing in the position before this step and see how the end of round plays out</translation>
    </message>
    <message>
        <source>Round {0} has ended: the position before its first step.</source>
        <translation>Round {0} has ended: the position before its first step.</translation>
    </message>
    <message>
        <source>The position before step {0} of the end of round {1} ({2}).</source>
        <translation>The position before step {0} of the end of round {1} ({2}).</translation>
    </message>
    <message>
        <source>{0} Drag any piece anywhere, or set a family&apos;s count in the Families table, to change one thing (a marker, a Kinsman, a card, the Fiorini), then press Play it out. The game itself does not change.</source>
        <translation>{0} Drag any piece anywhere, or set a family&apos;s count in the Families table, to change one thing (a marker, a Kinsman, a card, the Fiorini), then press Play it out. The game itself does not change.</translation>
    </message>
    <message>
        <source>The position to change</source>
        <translation>The position to change</translation>
    </message>
    <message>
        <source>Undo change</source>
        <translation>Undo change</translation>
    </message>
    <message>
        <source>Play it out</source>
        <translation>Play it out</translation>
    </message>
    <message>
        <source>What if… — round {0}</source>
        <translation>What if… — round {0}</translation>
    </message>
    <message>
        <source>The families in the position to change</source>
        <translation>The families in the position to change</translation>
    </message>
    <message>
        <source>Cannot play this position out: {0}</source>
        <translation>Cannot play this position out: {0}</translation>
    </message>
    <message>
        <source>In the game</source>
        <translation>In the game</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>What if</translation>
    </message>
    <message>
        <source>The two ends of round side by side</source>
        <translation>The two ends of round side by side</translation>
    </message>
    <message>
        <source>Change one thing on the board or in the Families table, then press Play it out</source>
        <translation>Change one thing on the board or in the Families table, then press Play it out</translation>
    </message>
    <message>
        <source>The end of round is then played from the changed position and set beside the game&apos;s.</source>
        <translation>The end of round is then played from the changed position and set beside the game&apos;s.</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>differs</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>the same</translation>
    </message>
    <message>
        <source>Captain of the People</source>
        <translation>Captain of the People</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Bishop</translation>
    </message>
    <message>
        <source>Made Cardinal</source>
        <translation>Made Cardinal</translation>
    </message>
    <message>
        <source>Next turn order</source>
        <translation>Next turn order</translation>
    </message>
    <message>
        <source>Captain markers</source>
        <translation>Captain markers</translation>
    </message>
    <message>
        <source>Left the game</source>
        <translation>Left the game</translation>
    </message>
    <message>
        <source>Drawn from the bag</source>
        <translation>Drawn from the bag</translation>
    </message>
    <message>
        <source>Life in Florenza</source>
        <translation>Life in Florenza</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Final standings</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>{0} (under {1})</source>
        <translation>{0} (under {1})</translation>
    </message>
    <message>
        <source>the game goes on</source>
        <translation>the game goes on</translation>
    </message>
    <message>
        <source>{0}. {1} {2} VP</source>
        <translation>{0}. {1} {2} VP</translation>
    </message>
    <message>
        <source>not shown in play ({0})</source>
        <translation>not shown in play ({0})</translation>
    </message>
    <message>
        <source>{0} (before {1})</source>
        <translation>{0} (before {1})</translation>
    </message>
    <message>
        <source>Played out to {0}: the Ghost deck&apos;s cards are not shown in play</source>
        <translation>Played out to {0}: the Ghost deck&apos;s cards are not shown in play</translation>
    </message>
    <message>
        <source>Played out to {0}: the tokens&apos; values are not shown in play before the game&apos;s end</source>
        <translation>Played out to {0}: the tokens&apos; values are not shown in play before the game&apos;s end</translation>
    </message>
    <message>
        <source>Played out to {0}: the bag&apos;s tiles are not shown in play</source>
        <translation>Played out to {0}: the bag&apos;s tiles are not shown in play</translation>
    </message>
    <message>
        <source>{0}&apos;s Captain marker ends at {1} instead of {2}</source>
        <translation>{0}&apos;s Captain marker ends at {1} instead of {2}</translation>
    </message>
    <message>
        <source>{0} is Captain instead of {1}</source>
        <translation>{0} is Captain instead of {1}</translation>
    </message>
    <message>
        <source>{0} is Bishop instead of {1}</source>
        <translation>{0} is Bishop instead of {1}</translation>
    </message>
    <message>
        <source>{0} made Cardinal instead of {1}</source>
        <translation>{0} made Cardinal instead of {1}</translation>
    </message>
    <message>
        <source>the next turn order is {0} instead of {1}</source>
        <translation>the next turn order is {0} instead of {1}</translation>
    </message>
    <message>
        <source>leaving the game: {0} instead of {1}</source>
        <translation>leaving the game: {0} instead of {1}</translation>
    </message>
    <message>
        <source>drawn from the bag: {0} instead of {1}</source>
        <translation>drawn from the bag: {0} instead of {1}</translation>
    </message>
    <message>
        <source>the characters stand otherwise under the Life cards</source>
        <translation>the characters stand otherwise under the Life cards</translation>
    </message>
    <message>
        <source>the final standings: {0} instead of {1}</source>
        <translation>the final standings: {0} instead of {1}</translation>
    </message>
    <message>
        <source> (the tie is broken)</source>
        <translation> (the tie is broken)</translation>
    </message>
    <message>
        <source> (now a tie)</source>
        <translation> (now a tie)</translation>
    </message>
    <message>
        <source> (now at 3 or more)</source>
        <translation> (now at 3 or more)</translation>
    </message>
    <message>
        <source> (now nobody at 3 or more)</source>
        <translation> (now nobody at 3 or more)</translation>
    </message>
    <message>
        <source>Nothing changes up to {0}: the end of round plays out as in the game</source>
        <translation>Nothing changes up to {0}: the end of round plays out as in the game</translation>
    </message>
    <message>
        <source>Nothing changes: the end of round plays out as in the game</source>
        <translation>Nothing changes: the end of round plays out as in the game</translation>
    </message>
    <message>
        <source>{0}: the steps differ from here, the outcome is the same up to {1}</source>
        <translation>{0}: the steps differ from here, the outcome is the same up to {1}</translation>
    </message>
    <message>
        <source>{0}: the steps differ from here, the outcome is the same</source>
        <translation>{0}: the steps differ from here, the outcome is the same</translation>
    </message>
    <message>
        <source>As you changed it: {0}</source>
        <translation>As you changed it: {0}</translation>
    </message>
    <message>
        <source>{0}: {1}{2}</source>
        <translation>{0}: {1}{2}</translation>
    </message>
    <message>
        <source>In the game, {0}: {1}</source>
        <translation>In the game, {0}: {1}</translation>
    </message>
    <message>
        <source>What if, {0}: {1}</source>
        <translation>What if, {0}: {1}</translation>
    </message>
    <message>
        <source>the end of round is over</source>
        <translation>the end of round is over</translation>
    </message>
</context>
</TS>
