<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
<context>
    <name>Board</name>
    <message>
        <location filename="../../florenza_gui/board/board_art.py" line="44"/>
        <source>The board: Prestige and Church tracks, Life in Florenza row, Predicatore spaces</source>
        <translation>Il tabellone: tracciati del Prestigio e dell&apos;Influenza della Chiesa, fila Vita a Florenza, spazi Predicatore</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/board_art.py" line="66"/>
        <source>Prestige Track</source>
        <translation>Tracciato del Prestigio</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/board_art.py" line="82"/>
        <source>Church Influence</source>
        <translation>Influenza della Chiesa</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/board_art.py" line="101"/>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/board_art.py" line="109"/>
        <source>Turn order</source>
        <translation>Ordine di turno</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/board_art.py" line="122"/>
        <source>Predicatore</source>
        <translation>Predicatore</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/board_art.py" line="170"/>
        <location filename="../../florenza_gui/board/scene.py" line="263"/>
        <source>Life in Florenza</source>
        <translation>Vita a Florenza</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/effects.py" line="36"/>
        <source>Ghost card: Prestige +{0}, Church +{1}, Predicatore space {2}</source>
        <translation>Carta Fantasma: Prestigio +{0}, Chiesa +{1}, spazio Predicatore {2}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/effects.py" line="47"/>
        <source>Prestige +{0}
Church +{1}
Space {2}</source>
        <translation>Prestigio +{0}
Chiesa +{1}
Spazio {2}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/effects.py" line="94"/>
        <source>no tokens</source>
        <translation>nessun gettone</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/family_board.py" line="28"/>
        <source>Ghost</source>
        <translation>Fantasma</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/family_board.py" line="28"/>
        <source>human</source>
        <translation>persona</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/family_board.py" line="30"/>
        <source>{0}&apos;s family board ({1}), plays #{2}</source>
        <translation>Plancia della famiglia {0} ({1}), turno n. {2}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/family_board.py" line="32"/>
        <source>{0} Kinsmen in the pool, {1} face-down tokens, {2} Cardinal titles, Resources {3}, Fiorini {4}</source>
        <translation>{0} Familiari nella riserva, {1} gettoni Prestigio coperti, {2} titoli di Cardinale, Risorse {3}, Fiorini {4}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/family_board.py" line="62"/>
        <source>{0}  · Ghost</source>
        <translation>{0}  · Fantasma</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/family_board.py" line="71"/>
        <source>Passes at once</source>
        <translation>Passa subito</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/family_board.py" line="73"/>
        <source>Passed</source>
        <translation>Ha passato</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/family_board.py" line="75"/>
        <source>Playing</source>
        <translation>Sta giocando</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/family_board.py" line="77"/>
        <source>Waiting</source>
        <translation>In attesa</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/family_board.py" line="91"/>
        <source>Resources {0}</source>
        <translation>Risorse {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/family_board.py" line="94"/>
        <source>Fiorini {0}</source>
        <translation>Fiorini {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/family_board.py" line="97"/>
        <source>Prestige {0} · Church {1}</source>
        <translation>Prestigio {0} · Chiesa {1}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/items.py" line="105"/>
        <source>Life card {0}</source>
        <translation>Carta Vita {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/items.py" line="106"/>
        <source>First Player card</source>
        <translation>Carta Primo giocatore</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/items.py" line="107"/>
        <source>Captain card</source>
        <translation>Carta Capitano</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/items.py" line="108"/>
        <source>Bishop card</source>
        <translation>Carta Vescovo</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/items.py" line="109"/>
        <source>Muse, available</source>
        <translation>Musa, disponibile</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/items.py" line="110"/>
        <source>Muse, used</source>
        <translation>Musa, usata</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/items.py" line="111"/>
        <source>Bag</source>
        <translation>Sacchetto</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/items.py" line="112"/>
        <source>Out of game</source>
        <translation>Fuori gioco</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/items.py" line="113"/>
        <source>Face-down token</source>
        <translation>Gettone Prestigio coperto</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/items.py" line="307"/>
        <source>Kinsman of family {0} ({1}), on Predicatore space {2}</source>
        <translation>Familiare della famiglia {0} ({1}), sullo spazio Predicatore {2}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/items.py" line="310"/>
        <source>Kinsman of family {0} ({1}), on the Bishop card</source>
        <translation>Familiare della famiglia {0} ({1}), sulla carta Vescovo</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/items.py" line="312"/>
        <source>Kinsman of family {0} ({1}), in the pool of {2}</source>
        <translation>Familiare della famiglia {0} ({1}), nella riserva di {2}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/characters.py" line="37"/>
        <source>{0}&apos;s tile (Preacher)</source>
        <translation>Tessera di {0} (Predicatore)</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/characters.py" line="38"/>
        <source>{0}&apos;s tile (Artist)</source>
        <translation>Tessera di {0} (Artista)</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/characters.py" line="68"/>
        <source>{0}&apos;s card, {1} rounds, New Artist side up</source>
        <translation>Carta di {0}, {1} round, lato Nuovo Artista in alto</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/characters.py" line="70"/>
        <source>{0}&apos;s card, {1} rounds, regular side up</source>
        <translation>Carta di {0}, {1} round, lato normale in alto</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/characters.py" line="90"/>
        <source>Preacher</source>
        <translation>Predicatore</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/characters.py" line="91"/>
        <source>Artist</source>
        <translation>Artista</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/characters.py" line="93"/>
        <source>{0} · {1}r · New</source>
        <translation>{0} · {1}r · Nuovo</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/characters.py" line="95"/>
        <source>{0} · {1}r</source>
        <translation>{0} · {1}r</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/overlays.py" line="62"/>
        <source>Refused, rule {0}: {1}</source>
        <translation>Rifiutato, regola {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/overlays.py" line="83"/>
        <source>Refused — {0}</source>
        <translation>Rifiutato — {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/keyboard.py" line="27"/>
        <source>Prestige track space {0}</source>
        <translation>spazio {0} del tracciato del Prestigio</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/keyboard.py" line="28"/>
        <source>Church track space {0}</source>
        <translation>spazio {0} del tracciato della Chiesa</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/keyboard.py" line="29"/>
        <source>Predicatore space {0}</source>
        <translation>spazio Predicatore {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/keyboard.py" line="30"/>
        <source>the Bishop card</source>
        <translation>la carta Vescovo</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/keyboard.py" line="31"/>
        <source>the pool of {0}</source>
        <translation>la riserva di {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/keyboard.py" line="32"/>
        <source>the Captain card</source>
        <translation>la carta Capitano</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/keyboard.py" line="33"/>
        <source>under Life card {0}</source>
        <translation>sotto la carta Vita {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/keyboard.py" line="98"/>
        <source>No piece can move now</source>
        <translation>Nessun pezzo può muoversi ora</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/keyboard.py" line="103"/>
        <source>Selected {0}; press Enter to pick it up</source>
        <translation>Selezionato: {0}; premi Invio per prenderlo</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/keyboard.py" line="119"/>
        <source>{0} cannot move anywhere now</source>
        <translation>{0}: non può muoversi da nessuna parte ora</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/keyboard.py" line="133"/>
        <source>Move to {0}? Enter to confirm, Escape to cancel</source>
        <translation>Spostare su {0}? Invio per confermare, Esc per annullare</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/keyboard.py" line="151"/>
        <source>Cancelled</source>
        <translation>Annullato</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/drawn.py" line="44"/>
        <source>{0}&apos;s card, just drawn: it stays 1 round</source>
        <translation>Carta di {0}, appena pescata: resta 1 round</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/drawn.py" line="45"/>
        <source>{0}&apos;s card, just drawn: it stays {1} rounds</source>
        <translation>Carta di {0}, appena pescata: resta {1} round</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/drawn.py" line="55"/>
        <source>stays 1 round</source>
        <translation>resta 1 round</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/drawn.py" line="56"/>
        <source>stays {0} rounds</source>
        <translation>resta {0} round</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/scene.py" line="234"/>
        <source>{0}&apos;s Captain marker: {1} (lap {2})</source>
        <translation>Segnalino Capitano di {0}: {1} ({2}° giro)</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/scene.py" line="237"/>
        <source>{0}&apos;s Captain marker: {1}</source>
        <translation>Segnalino Capitano di {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/scene.py" line="241"/>
        <source>{0}&apos;s Bishop marker: Church {1}</source>
        <translation>Segnalino Vescovo di {0}: Chiesa {1}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/scene.py" line="242"/>
        <source>{0} plays {1}</source>
        <translation>{0}: posizione {1} nell&apos;ordine di turno</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/scene.py" line="246"/>
        <source>the board</source>
        <translation>il tabellone</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/scene.py" line="248"/>
        <source>Captain: {0}</source>
        <translation>Capitano: {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/scene.py" line="251"/>
        <source>First Player: {0}</source>
        <translation>Primo giocatore: {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/scene.py" line="252"/>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/scene.py" line="253"/>
        <source>Bishop: {0}</source>
        <translation>Vescovo: {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/scene.py" line="255"/>
        <source>Muse: available</source>
        <translation>Musa: disponibile</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/scene.py" line="257"/>
        <source>Muse: used</source>
        <translation>Musa: usata</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/scene.py" line="258"/>
        <source>Bag: {0}</source>
        <translation>Sacchetto: {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/scene.py" line="260"/>
        <source>Out of game: {0}</source>
        <translation>Fuori gioco: {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/scene.py" line="262"/>
        <source>Round {0} of {1}</source>
        <translation>Round {0} di {1}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/scene.py" line="265"/>
        <source>Round marker: round {0}</source>
        <translation>Segnalino dei round: round {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/drawn.py" line="106"/>
        <source>a drawn card goes under one of the Life cards</source>
        <translation>una carta pescata va sotto una delle carte Vita</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/board/view.py" line="28"/>
        <source>Game board</source>
        <translation>Tabellone di gioco</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../../florenza_gui/app/curtain.py" line="64"/>
        <source>Privacy curtain</source>
        <translation>Sipario di riservatezza</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/curtain.py" line="65"/>
        <source>Everyone else, please look away while they peek.</source>
        <translation>Tutti gli altri, per favore, distolgano lo sguardo mentre sbircia.</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/curtain.py" line="66"/>
        <source>Hold to peek at your tokens</source>
        <translation>Tieni premuto per sbirciare i tuoi gettoni</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/curtain.py" line="75"/>
        <source>Pass the computer to {0}</source>
        <translation>Passa il computer a {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/curtain.py" line="76"/>
        <source>I am {0} — show the board</source>
        <translation>Sono {0} — mostra il tabellone</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/curtain.py" line="94"/>
        <source>You hold no tokens yet</source>
        <translation>Non hai ancora gettoni</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/curtain.py" line="97"/>
        <source>Your tokens: {0} = {1}</source>
        <translation>I tuoi gettoni: {0} = {1}</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <location filename="../../florenza_gui/app/demo.py" line="35"/>
        <source>Whole board</source>
        <translation>Tabellone intero</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/demo.py" line="36"/>
        <source>Prestige track</source>
        <translation>Tracciato del Prestigio</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/demo.py" line="37"/>
        <source>Church track</source>
        <translation>Tracciato della Chiesa</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/demo.py" line="38"/>
        <source>Life in Florenza</source>
        <translation>Vita a Florenza</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/demo.py" line="39"/>
        <source>Predicatore</source>
        <translation>Predicatore</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/demo.py" line="42"/>
        <source>Offices and turn order</source>
        <translation>Cariche e ordine di turno</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/demo.py" line="43"/>
        <source>Families</source>
        <translation>Famiglie</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/demo.py" line="87"/>
        <source>&amp;Demo</source>
        <translation>&amp;Demo</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/demo.py" line="88"/>
        <source>&amp;Presentation view</source>
        <translation>&amp;Vista presentazione</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/demo.py" line="89"/>
        <source>Place drawn tiles by hand (R8.7)</source>
        <translation>Piazza a mano le tessere pescate (R8.7)</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/demo.py" line="90"/>
        <source>Pointer</source>
        <translation>Puntatore</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/demo.py" line="91"/>
        <source>Presentation</source>
        <translation>Presentazione</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/demo.py" line="101"/>
        <source>Open a &amp;scenario</source>
        <translation>Apri uno &amp;scenario</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/demo.py" line="109"/>
        <source>&amp;Save position as a scenario…</source>
        <translation>&amp;Salva la posizione come scenario…</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/demo.py" line="111"/>
        <source>S&amp;top editing</source>
        <translation>&amp;Termina la modifica</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/demo.py" line="113"/>
        <source>Scenario &amp;editor…</source>
        <translation>&amp;Editor di scenari…</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/demo.py" line="127"/>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <location filename="../../florenza_gui/app/editor.py" line="78"/>
        <source>Save as a new scenario</source>
        <translation>Salva come nuovo scenario</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/editor.py" line="81"/>
        <source>Scenario title</source>
        <translation>Titolo dello scenario</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/editor.py" line="83"/>
        <source>Scenario description</source>
        <translation>Descrizione dello scenario</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/editor.py" line="85"/>
        <source>A title has at most {0} characters, a description at most {1}.</source>
        <translation>Un titolo ha al massimo {0} caratteri, una descrizione al massimo {1}.</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/editor.py" line="90"/>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/editor.py" line="91"/>
        <source>Description</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/editor.py" line="123"/>
        <source>Scenario editor: drag any piece anywhere. Demo ▸ Save as scenario when done.</source>
        <translation>Editor di scenari: trascina qualsiasi pezzo ovunque. Al termine, Demo ▸ Salva come scenario.</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/editor.py" line="133"/>
        <location filename="../../florenza_gui/app/editor.py" line="147"/>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/editor.py" line="133"/>
        <source>Drag any piece to any place. Turn rules are not checked; the position must still be one a saved game can hold.</source>
        <translation>Trascina qualsiasi pezzo in qualsiasi punto. Le regole del turno non vengono verificate, ma la posizione deve restare una che una partita salvata possa contenere.</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/editor.py" line="148"/>
        <source>that piece cannot be put there</source>
        <translation>quel pezzo non può essere messo lì</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/editor.py" line="157"/>
        <source>Untitled scenario</source>
        <translation>Scenario senza titolo</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/editor.py" line="164"/>
        <source>Not saved: {0}</source>
        <translation>Non salvato: {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/editor.py" line="167"/>
        <source>Not saved — {0}</source>
        <translation>Non salvato — {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/editor.py" line="180"/>
        <source>Saved the scenario {0}</source>
        <translation>Scenario salvato in {0}</translation>
    </message>
</context>
<context>
    <name>FamiliesModel</name>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="94"/>
        <source>Family</source>
        <translation>Famiglia</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="94"/>
        <source>Seat</source>
        <translation>Posto</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="95"/>
        <source>Prestige</source>
        <translation>Prestigio</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="95"/>
        <source>Church</source>
        <translation>Chiesa</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="96"/>
        <source>Tokens</source>
        <translation>Gettoni</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="96"/>
        <source>Pool</source>
        <translation>Riserva</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="97"/>
        <source>Offices</source>
        <translation>Cariche</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="97"/>
        <source>Cardinal</source>
        <translation>Cardinale</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="98"/>
        <source>Resources</source>
        <translation>Risorse</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="98"/>
        <source>Fiorini</source>
        <translation>Fiorini</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="99"/>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="100"/>
        <source>Ghost</source>
        <translation>Fantasma</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="101"/>
        <source>Captain</source>
        <translation>Capitano del Popolo</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="102"/>
        <source>Bishop</source>
        <translation>Vescovo</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="103"/>
        <source>First Player</source>
        <translation>Primo giocatore</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="155"/>
        <source>{0}, {1}: {2}</source>
        <translation>{0}, {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="158"/>
        <source>Face-down Prestige tokens: how many is public, their values are not</source>
        <translation>Gettoni Prestigio coperti: il loro numero è pubblico, i loro valori no</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../../florenza_gui/app/files.py" line="29"/>
        <source>Florenza games (*.json);;All files (*)</source>
        <translation>Partite di Florenza (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/files.py" line="46"/>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/files.py" line="62"/>
        <source>Cannot open this game</source>
        <translation>Impossibile aprire questa partita</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/files.py" line="63"/>
        <source>The file could not be opened. The game you had open is unchanged.</source>
        <translation>Non è stato possibile aprire il file. La partita che avevi aperto non è cambiata.</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/files.py" line="66"/>
        <location filename="../../florenza_gui/app/files.py" line="141"/>
        <source>(the whole file)</source>
        <translation>(l&apos;intero file)</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/files.py" line="67"/>
        <source>File: {0}
Field: {1}
Reason: {2}</source>
        <translation>File: {0}
Campo: {1}
Motivo: {2}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/files.py" line="75"/>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/files.py" line="87"/>
        <source>(no recent games)</source>
        <translation>(nessuna partita recente)</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/files.py" line="96"/>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/files.py" line="104"/>
        <source>Cannot save</source>
        <translation>Impossibile salvare</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/files.py" line="108"/>
        <source>Saved {0}</source>
        <translation>Salvato {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/files.py" line="119"/>
        <source>Autosave failed: {0}</source>
        <translation>Salvataggio automatico non riuscito: {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/files.py" line="137"/>
        <source>It was kept as {0}</source>
        <translation>È stato conservato come {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/files.py" line="139"/>
        <source>It could not be moved aside and was left as {0}</source>
        <translation>Non è stato possibile spostarlo ed è rimasto come {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/files.py" line="143"/>
        <source>Cannot resume the last game</source>
        <translation>Impossibile riprendere l&apos;ultima partita</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/files.py" line="144"/>
        <source>The game saved automatically last time could not be resumed.</source>
        <translation>La partita salvata automaticamente l&apos;ultima volta non può essere ripresa.</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/files.py" line="148"/>
        <source>Field: {0}
Reason: {1}
{2}.</source>
        <translation>Campo: {0}
Motivo: {1}
{2}.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../../florenza_gui/app/help.py" line="46"/>
        <source>The rules of the end of the round</source>
        <translation>Le regole della fine del round</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/help.py" line="49"/>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/help.py" line="50"/>
        <source>What it says</source>
        <translation>Che cosa dice</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/help.py" line="59"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/help.py" line="60"/>
        <source>Every automatic step names the rule behind it; these are the rules, each in a line.</source>
        <translation>Ogni passo automatico nomina la regola che lo governa; ecco le regole, una per riga.</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/help.py" line="84"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/help.py" line="85"/>
        <source>&amp;Rules of the end of the round…</source>
        <translation>&amp;Regole della fine del round…</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/help.py" line="86"/>
        <source>&amp;Keys…</source>
        <translation>&amp;Tasti…</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/help.py" line="87"/>
        <source>&amp;About Florenza Table…</source>
        <translation>&amp;Informazioni su Florenza Table…</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/help.py" line="94"/>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/help.py" line="94"/>
        <source>On the board: Tab selects a piece you may move, Enter picks it up, the arrows choose where it goes, Enter puts it there and Escape puts it back. M uses the Muse; F flips the selected character&apos;s card.

Ctrl+E ends your turn, Ctrl+P passes, Ctrl+K lets you peek at your tokens in private.

The end of a round: Space steps, Backspace goes back, Ctrl+Space plays or pauses, Ctrl+End skips to the end. F5 opens the presentation view; Ctrl+L shows the pointer.

Ctrl+Z undoes, Ctrl+Shift+Z redoes; Ctrl+0 fits the board to the window.</source>
        <translation>Sul tabellone: Tab seleziona un pezzo che puoi muovere, Invio lo prende, le frecce scelgono dove va, Invio lo posa ed Esc lo rimette a posto. M usa la Musa; F gira la carta del personaggio selezionato.

Ctrl+E termina il turno, Ctrl+P passa, Ctrl+K ti fa sbirciare i tuoi gettoni in privato.

Fine del round: Spazio avanza di un passo, Backspace torna indietro, Ctrl+Spazio riproduce o mette in pausa, Ctrl+Fine salta alla fine. F5 apre la vista presentazione; Ctrl+L mostra il puntatore.

Ctrl+Z annulla, Ctrl+Maiusc+Z ripete; Ctrl+0 adatta il tabellone alla finestra.</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/help.py" line="104"/>
        <source>About Florenza Table</source>
        <translation>Informazioni su Florenza Table</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/help.py" line="105"/>
        <source>Florenza Table {0}

A digital board for the end of each round of Florenza: the elections, the turn order, the clean-up and the final scoring.

MIT licence. The art is the project&apos;s own; EB Garamond is under the SIL Open Font Licence.</source>
        <translation>Florenza Table {0}

Un tabellone digitale per la fine di ogni round di Florenza: le elezioni, l&apos;ordine di turno, il riordino e il punteggio finale.

Licenza MIT. Le illustrazioni sono del progetto; EB Garamond è sotto la SIL Open Font Licence.</translation>
    </message>
</context>
<context>
    <name>Limits</name>
    <message>
        <location filename="../../florenza_gui/app/limits.py" line="18"/>
        <source>Back stops here ({0}): with two or more players at the table, nobody goes back to before a Captain&apos;s cash-in</source>
        <translation>Indietro si ferma qui ({0}): con due o più persone al tavolo, nessuno torna a prima dell&apos;incasso di un Capitano</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/limits.py" line="22"/>
        <source>Back stops here ({0}): a Ghost card was revealed; going back would show what comes next</source>
        <translation>Indietro si ferma qui ({0}): è stata rivelata una carta Fantasma; tornare indietro mostrerebbe ciò che viene dopo</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/limits.py" line="25"/>
        <source>Back stops here ({0}): a tile was drawn from the bag; going back would show what comes next</source>
        <translation>Indietro si ferma qui ({0}): è stata pescata una tessera dal sacchetto; tornare indietro mostrerebbe ciò che viene dopo</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/limits.py" line="33"/>
        <source>Undo stops here ({0}): with two or more players at the table, nobody goes back to before a Captain&apos;s cash-in</source>
        <translation>Annulla si ferma qui ({0}): con due o più persone al tavolo, nessuno torna a prima dell&apos;incasso di un Capitano</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/limits.py" line="37"/>
        <source>Undo stops here ({0}): a Ghost card was revealed; going back would show what comes next</source>
        <translation>Annulla si ferma qui ({0}): è stata rivelata una carta Fantasma; tornare indietro mostrerebbe ciò che viene dopo</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/limits.py" line="40"/>
        <source>Undo stops here ({0}): a tile was drawn from the bag; going back would show what comes next</source>
        <translation>Annulla si ferma qui ({0}): è stata pescata una tessera dal sacchetto; tornare indietro mostrerebbe ciò che viene dopo</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="61"/>
        <source>Round {0} · rule {1}</source>
        <translation>Round {0} · regola {1}</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../../florenza_gui/app/main.py" line="123"/>
        <source>Resume your game?</source>
        <translation>Riprendere la partita?</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/main.py" line="124"/>
        <source>Florenza Table did not close cleanly last time. Resume the game where it stopped?</source>
        <translation>L&apos;ultima volta Florenza Table non si è chiuso correttamente. Riprendere la partita da dove si era interrotta?</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../florenza_gui/app/standings.py" line="25"/>
        <source>{0} beats every Ghost with {1} Victory Points</source>
        <translation>{0} batte tutti i Fantasmi con {1} Punti Vittoria</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/standings.py" line="28"/>
        <source>{0} shares first place with {1} Ghost(s) at {2} Victory Points</source>
        <translation>{0} condivide il primo posto con {1} Fantasma/i a {2} Punti Vittoria</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/standings.py" line="33"/>
        <source>{0} finishes {1} of {2}: the Ghost {3} wins with {4}, {0} has {5}</source>
        <translation>{0} arriva {6}° su {2}: vince il Fantasma {3} con {4}, {0} ne ha {5}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/standings.py" line="42"/>
        <source>{0} wins</source>
        <translation>Vince {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/standings.py" line="43"/>
        <source>{0} and {1}</source>
        <translation>{0} e {1}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/standings.py" line="44"/>
        <source>{0} share the victory</source>
        <translation>{0} condividono la vittoria</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="231"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="232"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="233"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="243"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="244"/>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="245"/>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="246"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="247"/>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="252"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="253"/>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="254"/>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="255"/>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="256"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="257"/>
        <source>End turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="258"/>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="259"/>
        <source>Step</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="260"/>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="261"/>
        <source>Play / Pause</source>
        <translation>Riproduci / Pausa</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="262"/>
        <source>Skip to end</source>
        <translation>Salta alla fine</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="263"/>
        <source>Peek at my tokens (privately)…</source>
        <translation>Sbircia i miei gettoni (in privato)…</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="264"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="265"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="266"/>
        <source>&amp;Fit to window</source>
        <translation>&amp;Adatta alla finestra</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="269"/>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="270"/>
        <source>Narration</source>
        <translation>Narrazione</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="271"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="272"/>
        <location filename="../../florenza_gui/app/window.py" line="276"/>
        <source>Families</source>
        <translation>Famiglie</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="273"/>
        <location filename="../../florenza_gui/app/window.py" line="277"/>
        <source>Final standings</source>
        <translation>Classifica finale</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="274"/>
        <source>Whose turn</source>
        <translation>Di chi è il turno</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="275"/>
        <source>Game log</source>
        <translation>Registro della partita</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="306"/>
        <source>Refused — {0}: {1}</source>
        <translation>Rifiutato — {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="367"/>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="370"/>
        <source>End of round {0}: elections and clean-up</source>
        <translation>Fine del round {0}: elezioni e riordino</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="373"/>
        <source>Everyone has passed — press Step or Play to end the round</source>
        <translation>Tutti hanno passato — premi Avanti o Riproduci per chiudere il round</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="375"/>
        <source>Round {0} · {1} to play</source>
        <translation>Round {0} · tocca a {1}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="378"/>
        <source>Florenza Table — {0}</source>
        <translation>Florenza Table — {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/window.py" line="404"/>
        <source>Finish the end of the round first (or use Back)</source>
        <translation>Prima finisci la fine del round (o usa Indietro)</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/layout.py" line="70"/>
        <source>&amp;Panels</source>
        <translation>&amp;Pannelli</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/layout.py" line="71"/>
        <source>&amp;Reset layout</source>
        <translation>&amp;Ripristina la disposizione</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="91"/>
        <source>Narration</source>
        <translation>Narrazione</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="92"/>
        <source>Rule of the current step</source>
        <translation>Regola del passo attuale</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="93"/>
        <source>Why this step happened</source>
        <translation>Perché è avvenuto questo passo</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="95"/>
        <source>Drag your pieces on the board, then End turn or Pass.</source>
        <translation>Trascina i tuoi pezzi sul tabellone, poi Fine turno o Passa.</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="100"/>
        <source>What the rule says</source>
        <translation>Che cosa dice la regola</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="101"/>
        <source>◀ Back</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="102"/>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="151"/>
        <source>One step back in this end of round</source>
        <translation>Un passo indietro in questa fine del round</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="104"/>
        <source>Step ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="105"/>
        <source>Step</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="106"/>
        <source>Play the next step</source>
        <translation>Esegui il passo successivo</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="107"/>
        <source>Play</source>
        <translation>Riproduci</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="108"/>
        <source>Play every step; press again to pause</source>
        <translation>Esegui tutti i passi; premi di nuovo per mettere in pausa</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="109"/>
        <source>Skip to end »</source>
        <translation>Salta alla fine »</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="110"/>
        <source>Skip to end</source>
        <translation>Salta alla fine</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="111"/>
        <source>Run the rest without animation</source>
        <translation>Esegui il resto senza animazioni</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="112"/>
        <source>Animation speed</source>
        <translation>Velocità delle animazioni</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="113"/>
        <source>Speed</source>
        <translation>Velocità</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="156"/>
        <source>Step {0} of {1}</source>
        <translation>Passo {0} di {1}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="158"/>
        <source>Everyone has passed: the round can end</source>
        <translation>Tutti hanno passato: il round può finire</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="165"/>
        <source>Pause ⏸</source>
        <translation>Pausa ⏸</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/narration.py" line="166"/>
        <source>Play ▶▶</source>
        <translation>Riproduci ▶▶</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="34"/>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="35"/>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="36"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="37"/>
        <source>Yellow</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="38"/>
        <source>Purple</source>
        <translation>Viola</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="41"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="42"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="43"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="66"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="70"/>
        <source>Number of families</source>
        <translation>Numero di famiglie</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="72"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="73"/>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="74"/>
        <source>Seat</source>
        <translation>Posto</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="82"/>
        <source>Name of family {0}</source>
        <translation>Nome della famiglia {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="88"/>
        <source>Colour of family {0}</source>
        <translation>Colore della famiglia {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="90"/>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="91"/>
        <source>Ghost</source>
        <translation>Fantasma</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="93"/>
        <source>Seat of family {0}</source>
        <translation>Posto della famiglia {0}</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="105"/>
        <location filename="../../florenza_gui/app/newgame.py" line="121"/>
        <source>Ghost difficulty</source>
        <translation>Difficoltà dei Fantasmi</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="106"/>
        <source>Random seed</source>
        <translation>Seme casuale</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="111"/>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="113"/>
        <source>Shuffle the turn order from the seed</source>
        <translation>Mescola l&apos;ordine di turno a partire dal seme</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="114"/>
        <source>A name has at most {0} characters.</source>
        <translation>Un nome ha al massimo {0} caratteri.</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="120"/>
        <source>Families</source>
        <translation>Famiglie</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="152"/>
        <source>D1: each family needs its own colour</source>
        <translation>D1: ogni famiglia deve avere un colore diverso</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/app/newgame.py" line="154"/>
        <source>D1: at least one family must be played by a person</source>
        <translation>D1: almeno una famiglia deve essere giocata da una persona</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="209"/>
        <source>Place</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="209"/>
        <source>Family</source>
        <translation>Famiglia</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="210"/>
        <location filename="../../florenza_gui/qt/models.py" line="213"/>
        <source>Victory Points</source>
        <translation>Punti Vittoria</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="210"/>
        <source>Resources</source>
        <translation>Risorse</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="211"/>
        <source>Fiorini</source>
        <translation>Fiorini</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="211"/>
        <source>Decided by</source>
        <translation>Decisa da</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="214"/>
        <source>Resources (tie on VP)</source>
        <translation>Risorse (parità di PV)</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="215"/>
        <source>Fiorini (tie on VP and Resources)</source>
        <translation>Fiorini (parità di PV e Risorse)</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="216"/>
        <source>Shared: tied on all three</source>
        <translation>Condivisa: parità su tutti e tre</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="255"/>
        <source>{0} (Ghost)</source>
        <translation>{0} (Fantasma)</translation>
    </message>
    <message>
        <location filename="../../florenza_gui/qt/models.py" line="258"/>
        <source>{0} (shared)</source>
        <translation>{0} (a pari merito)</translation>
    </message>
</context>
</TS>
