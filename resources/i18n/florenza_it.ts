<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
<context>
    <name>Board</name>
    <message>
        <source>The board: Prestige and Church tracks, Life in Florenza row, Predicatore spaces</source>
        <translation>Il tabellone: tracciati del Prestigio e dell&apos;Influenza della Chiesa, fila Vita a Florenza, spazi Predicatore</translation>
    </message>
    <message>
        <source>Prestige Track</source>
        <translation>Tracciato del Prestigio</translation>
    </message>
    <message>
        <source>Church Influence</source>
        <translation>Influenza della Chiesa</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Ordine di turno</translation>
    </message>
    <message>
        <source>Predicatore</source>
        <translation>Predicatore</translation>
    </message>
    <message>
        <source>Life in Florenza</source>
        <translation>Vita a Florenza</translation>
    </message>
    <message>
        <source>Ghost card: Prestige +{0}, Church +{1}, Predicatore space {2}</source>
        <translation>Carta Fantasma: Prestigio +{0}, Chiesa +{1}, spazio Predicatore {2}</translation>
    </message>
    <message>
        <source>Prestige +{0}
Church +{1}
Space {2}</source>
        <translation>Prestigio +{0}
Chiesa +{1}
Spazio {2}</translation>
    </message>
    <message>
        <source>no tokens</source>
        <translation>nessun gettone</translation>
    </message>
    <message>
        <source>Prestige token: {0}</source>
        <translation>Gettone Prestigio: {0}</translation>
    </message>
    <message>
        <source>Prestige tokens: {0} = {1}</source>
        <translation>Gettoni Prestigio: {0} = {1}</translation>
    </message>
    <message>
        <source>Tokens: {0} = {1}</source>
        <translation>Gettoni: {0} = {1}</translation>
    </message>
    <message>
        <source>Ghost</source>
        <translation>Fantasma</translation>
    </message>
    <message>
        <source>human</source>
        <translation>persona</translation>
    </message>
    <message>
        <source>{0}&apos;s family board ({1}), plays #{2}</source>
        <translation>Plancia della famiglia {0} ({1}), turno n. {2}</translation>
    </message>
    <message>
        <source>Kinsmen in the pool {0}, face-down tokens {1}, Cardinal titles {2}, Resources {3}, Fiorini {4}</source>
        <translation>Familiari nella riserva {0}, gettoni Prestigio coperti {1}, titoli di Cardinale {2}, Risorse {3}, Fiorini {4}</translation>
    </message>
    <message>
        <source>{0}  · Ghost</source>
        <translation>{0}  · Fantasma</translation>
    </message>
    <message>
        <source>Passes at once</source>
        <translation>Passa subito</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Ha passato</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Sta giocando</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>In attesa</translation>
    </message>
    <message>
        <source>Resources {0}</source>
        <translation>Risorse {0}</translation>
    </message>
    <message>
        <source>Fiorini {0}</source>
        <translation>Fiorini {0}</translation>
    </message>
    <message>
        <source>Prestige {0} · Church {1}</source>
        <translation>Prestigio {0} · Chiesa {1}</translation>
    </message>
    <message>
        <source>Life card {0}</source>
        <translation>Carta Vita {0}</translation>
    </message>
    <message>
        <source>First Player card</source>
        <translation>Carta Primo giocatore</translation>
    </message>
    <message>
        <source>Captain card</source>
        <translation>Carta Capitano</translation>
    </message>
    <message>
        <source>Bishop card</source>
        <translation>Carta Vescovo</translation>
    </message>
    <message>
        <source>Muse, available</source>
        <translation>Musa, disponibile</translation>
    </message>
    <message>
        <source>Muse, used</source>
        <translation>Musa, usata</translation>
    </message>
    <message>
        <source>Bag</source>
        <translation>Sacchetto</translation>
    </message>
    <message>
        <source>Out of game</source>
        <translation>Fuori gioco</translation>
    </message>
    <message>
        <source>Face-down token</source>
        <translation>Gettone Prestigio coperto</translation>
    </message>
    <message>
        <source>{0}&apos;s tile (Preacher)</source>
        <translation>Tessera di {0} (Predicatore)</translation>
    </message>
    <message>
        <source>{0}&apos;s tile (Artist)</source>
        <translation>Tessera di {0} (Artista)</translation>
    </message>
    <message>
        <source>{0}&apos;s card, 1 round, New Artist side up</source>
        <translation>Carta di {0}, 1 round, lato Nuovo Artista in alto</translation>
    </message>
    <message>
        <source>{0}&apos;s card, 1 round, regular side up</source>
        <translation>Carta di {0}, 1 round, lato normale in alto</translation>
    </message>
    <message>
        <source>{0}&apos;s card, {1} rounds, New Artist side up</source>
        <translation>Carta di {0}, {1} round, lato Nuovo Artista in alto</translation>
    </message>
    <message>
        <source>{0}&apos;s card, {1} rounds, regular side up</source>
        <translation>Carta di {0}, {1} round, lato normale in alto</translation>
    </message>
    <message>
        <source>Preacher</source>
        <translation>Predicatore</translation>
    </message>
    <message>
        <source>Artist</source>
        <translation>Artista</translation>
    </message>
    <message>
        <source>Preacher</source>
        <comment>short, on a card</comment>
        <translation>Pred.</translation>
    </message>
    <message>
        <source>Artist</source>
        <comment>short, on a card</comment>
        <translation>Art.</translation>
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
        <translation>spazio {0} del tracciato del Prestigio</translation>
    </message>
    <message>
        <source>Church track space {0}</source>
        <translation>spazio {0} del tracciato della Chiesa</translation>
    </message>
    <message>
        <source>Predicatore space {0}</source>
        <translation>spazio Predicatore {0}</translation>
    </message>
    <message>
        <source>the Bishop card</source>
        <translation>la carta Vescovo</translation>
    </message>
    <message>
        <source>the pool of {0}</source>
        <translation>la riserva di {0}</translation>
    </message>
    <message>
        <source>the Captain card</source>
        <translation>la carta Capitano</translation>
    </message>
    <message>
        <source>under Life card {0}</source>
        <translation>sotto la carta Vita {0}</translation>
    </message>
    <message>
        <source>in front of {0}</source>
        <translation>davanti a {0}</translation>
    </message>
    <message>
        <source>round {0}</source>
        <translation>round {0}</translation>
    </message>
    <message>
        <source>No place chosen for {0}: type a number, or choose with the arrows</source>
        <translation>Nessun posto scelto per {0}: digita un numero o scegli con le frecce</translation>
    </message>
    <message>
        <source>No piece can move now</source>
        <translation>Nessun pezzo può muoversi ora</translation>
    </message>
    <message>
        <source>Selected {0} ({1} there); press Enter to pick one up</source>
        <translation>Selezionato: {0} ({1} lì); premi Invio per prenderne uno</translation>
    </message>
    <message>
        <source>Selected {0}; press Enter to pick it up</source>
        <translation>Selezionato: {0}; premi Invio per prenderlo</translation>
    </message>
    <message>
        <source>{0} cannot move anywhere now. {1}</source>
        <translation>{0}: non può muoversi da nessuna parte ora. {1}</translation>
    </message>
    <message>
        <source>{0} cannot move anywhere now</source>
        <translation>{0}: non può muoversi da nessuna parte ora</translation>
    </message>
    <message>
        <source>Move to {0}? Enter to confirm, Escape to cancel</source>
        <translation>Spostare su {0}? Invio per confermare, Esc per annullare</translation>
    </message>
    <message>
        <source>{2}. No place {0} for {1}: type another number, or choose with the arrows</source>
        <translation>{2}. Nessun posto {0} per {1}: digita un altro numero o scegli con le frecce</translation>
    </message>
    <message>
        <source>{0}: {1}. Type another number, or choose with the arrows</source>
        <translation>{0}: {1}. Digita un altro numero o scegli con le frecce</translation>
    </message>
    <message>
        <source>{0}. Still picked up: {1}. Choose another place, Enter to confirm, Escape to cancel</source>
        <translation>{0}. Ancora in mano: {1}. Scegli un altro posto, Invio per confermare, Esc per annullare</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annullato</translation>
    </message>
    <message>
        <source>{0}&apos;s card, just drawn: it stays 1 round</source>
        <translation>Carta di {0}, appena pescata: resta 1 round</translation>
    </message>
    <message>
        <source>{0}&apos;s card, just drawn: it stays {1} rounds</source>
        <translation>Carta di {0}, appena pescata: resta {1} round</translation>
    </message>
    <message>
        <source>stays 1 round</source>
        <translation>resta 1 round</translation>
    </message>
    <message>
        <source>stays {0} rounds</source>
        <translation>resta {0} round</translation>
    </message>
    <message>
        <source>{0}&apos;s Captain marker: {1} (lap {2})</source>
        <translation>Segnalino Capitano di {0}: {1} ({2}° giro)</translation>
    </message>
    <message>
        <source>{0}&apos;s Captain marker: {1}</source>
        <translation>Segnalino Capitano di {0}: {1}</translation>
    </message>
    <message>
        <source>{0}&apos;s Bishop marker: Church {1}</source>
        <translation>Segnalino Vescovo di {0}: Chiesa {1}</translation>
    </message>
    <message>
        <source>{0} plays {1}</source>
        <translation>{0}: posizione {1} nell&apos;ordine di turno</translation>
    </message>
    <message>
        <source>the board</source>
        <translation>il tabellone</translation>
    </message>
    <message>
        <source>Captain: {0}</source>
        <translation>Capitano: {0}</translation>
    </message>
    <message>
        <source>First Player: {0}</source>
        <translation>Primo giocatore: {0}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Bishop: {0}</source>
        <translation>Vescovo: {0}</translation>
    </message>
    <message>
        <source>Muse: available</source>
        <translation>Musa: disponibile</translation>
    </message>
    <message>
        <source>Muse: used</source>
        <translation>Musa: usata</translation>
    </message>
    <message>
        <source>Bag: {0}</source>
        <translation>Sacchetto: {0}</translation>
    </message>
    <message>
        <source>Out of game: {0}</source>
        <translation>Fuori gioco: {0}</translation>
    </message>
    <message>
        <source>Round {0} of {1}</source>
        <translation>Round {0} di {1}</translation>
    </message>
    <message>
        <source>Round marker: round {0}</source>
        <translation>Segnalino dei round: round {0}</translation>
    </message>
    <message>
        <source>a drawn card goes under one of the Life cards</source>
        <translation>una carta pescata va sotto una delle carte Vita</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Tabellone di gioco</translation>
    </message>
    <message>
        <source>Turn order space {0}</source>
        <translation>Spazio {0} dell&apos;ordine di turno</translation>
    </message>
    <message>
        <source>{0}&apos;s Kinsman ({1}), on Predicatore space {2}</source>
        <translation>Familiare di {0} ({1}), sullo spazio Predicatore {2}</translation>
    </message>
    <message>
        <source>{0}&apos;s Kinsman ({1}), on the Bishop card</source>
        <translation>Familiare di {0} ({1}), sulla carta Vescovo</translation>
    </message>
    <message>
        <source>{0}&apos;s Kinsman ({1}), in {2}&apos;s pool</source>
        <translation>Familiare di {0} ({1}), nella riserva di {2}</translation>
    </message>
    <message>
        <source>Turn the mouse wheel to carry the marker round the track: up a lap on (+40), down back</source>
        <translation>Gira la rotella del mouse per portare il segnalino lungo il tracciato: in su un giro avanti (+40), in giù indietro</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Privacy curtain</source>
        <translation>Sipario di riservatezza</translation>
    </message>
    <message>
        <source>Only you can see this: hold the button, let go to hide them again.</source>
        <translation>Solo tu puoi vederli: tieni premuto il pulsante, rilascialo per nasconderli di nuovo.</translation>
    </message>
    <message>
        <source>Everyone else, please look away while they peek.</source>
        <translation>Tutti gli altri, per favore, distolgano lo sguardo mentre sbircia.</translation>
    </message>
    <message>
        <source>Hold to peek at your tokens</source>
        <translation>Tieni premuto per sbirciare i tuoi gettoni</translation>
    </message>
    <message>
        <source>Press to show your tokens; press again, or show the board, to hide them</source>
        <translation>Premi per mostrare i tuoi gettoni; premi di nuovo, o mostra il tabellone, per nasconderli</translation>
    </message>
    <message>
        <source>Enter, or a click on this button, shows the board</source>
        <translation>Invio, o un clic su questo pulsante, mostra il tabellone</translation>
    </message>
    <message>
        <source>{0}: your tokens, in private</source>
        <translation>{0}: i tuoi gettoni, in privato</translation>
    </message>
    <message>
        <source>Back to the board</source>
        <translation>Torna al tabellone</translation>
    </message>
    <message>
        <source>Pass the computer to {0}</source>
        <translation>Passa il computer: è il turno di {0}</translation>
    </message>
    <message>
        <source>I am {0} — show the board</source>
        <translation>Sono {0} — mostra il tabellone</translation>
    </message>
    <message>
        <source>You hold no tokens yet</source>
        <translation>Non hai ancora gettoni</translation>
    </message>
    <message>
        <source>Your tokens: {0} = {1}</source>
        <translation>I tuoi gettoni: {0} = {1}</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <source>Whole board</source>
        <translation>Tabellone intero</translation>
    </message>
    <message>
        <source>Prestige track</source>
        <translation>Tracciato del Prestigio</translation>
    </message>
    <message>
        <source>Church track</source>
        <translation>Tracciato della Chiesa</translation>
    </message>
    <message>
        <source>Life in Florenza</source>
        <translation>Vita a Florenza</translation>
    </message>
    <message>
        <source>Predicatore</source>
        <translation>Predicatore</translation>
    </message>
    <message>
        <source>Offices and turn order</source>
        <translation>Cariche e ordine di turno</translation>
    </message>
    <message>
        <source>Families</source>
        <translation>Famiglie</translation>
    </message>
    <message>
        <source>{0} (again: its next part)</source>
        <translation>{0} (ancora: la parte seguente)</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Demo</translation>
    </message>
    <message>
        <source>&amp;Presentation view</source>
        <translation>&amp;Vista presentazione</translation>
    </message>
    <message>
        <source>Place drawn tiles by hand (R8.7)</source>
        <translation>Piazza a mano le tessere pescate (R8.7)</translation>
    </message>
    <message>
        <source>Pointer</source>
        <translation>Puntatore</translation>
    </message>
    <message>
        <source>Open a &amp;scenario</source>
        <translation>Apri uno &amp;scenario</translation>
    </message>
    <message>
        <source>&amp;Save position as a scenario…</source>
        <translation>&amp;Salva la posizione come scenario…</translation>
    </message>
    <message>
        <source>S&amp;top editing</source>
        <translation>&amp;Termina la modifica</translation>
    </message>
    <message>
        <source>&amp;Cancel editing</source>
        <translation>&amp;Annulla la modifica</translation>
    </message>
    <message>
        <source>Scenario &amp;editor…</source>
        <translation>&amp;Editor di scenari…</translation>
    </message>
    <message>
        <source>Cannot open the scenario {0}: {1}: {2}</source>
        <translation>Impossibile aprire lo scenario {0}: {1}: {2}</translation>
    </message>
    <message>
        <source>(the whole file)</source>
        <translation>(l&apos;intero file)</translation>
    </message>
    <message>
        <source>In Predict mode this lesson&apos;s description is not shown: it may tell the answers.</source>
        <translation>In modalità Prevedi la descrizione di questa lezione non è mostrata: potrebbe svelare le risposte.</translation>
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
        <translation>Salva come nuovo scenario</translation>
    </message>
    <message>
        <source>Start from the lesson “{0}”: its title, description, questions and log</source>
        <translation>Parti dalla lezione «{0}»: il suo titolo, la descrizione, le domande e il registro</translation>
    </message>
    <message>
        <source>Scenario title</source>
        <translation>Titolo dello scenario</translation>
    </message>
    <message>
        <source>Scenario description</source>
        <translation>Descrizione dello scenario</translation>
    </message>
    <message>
        <source>Not taken: the closing paragraph {0}</source>
        <translation>Non accettato: il paragrafo di chiusura {0}</translation>
    </message>
    <message>
        <source>Closing paragraph</source>
        <translation>Paragrafo di chiusura</translation>
    </message>
    <message>
        <source>Not taken: the introduction {0}</source>
        <translation>Non accettata: l&apos;introduzione {0}</translation>
    </message>
    <message>
        <source>Introduction in Predict mode</source>
        <translation>Introduzione in modalità Prevedi</translation>
    </message>
    <message>
        <source>Not taken: the hint for “{0}” {1}</source>
        <translation>Non accettato: il suggerimento per «{0}» {1}</translation>
    </message>
    <message>
        <source>Hint for “{0}”</source>
        <translation>Suggerimento per «{0}»</translation>
    </message>
    <message>
        <source>Its hint (optional)</source>
        <translation>Il suo suggerimento (facoltativo)</translation>
    </message>
    <message>
        <source>A title has at most {0} characters, a description at most {1}, a hint at most {2}.</source>
        <translation>Un titolo ha al massimo {0} caratteri, una descrizione al massimo {1}, un suggerimento al massimo {2}.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lezione</translation>
    </message>
    <message>
        <source>Predict mode</source>
        <translation>Modalità Prevedi</translation>
    </message>
    <message>
        <source>The closing paragraph is shown once the lesson&apos;s end of round is played.</source>
        <translation>Il paragrafo di chiusura viene mostrato quando la fine del round della lezione è stata giocata.</translation>
    </message>
    <message>
        <source>The questions Predict mode asks in this lesson, each with a hint the learner may ask for (none ticked: it asks every one). Only those this position&apos;s end of round answers are offered.</source>
        <translation>Le domande che la modalità Prevedi fa in questa lezione, ciascuna con un suggerimento che chi impara può chiedere (nessuna spuntata: le fa tutte). Sono proposte solo quelle a cui risponde la fine del round di questa posizione.</translation>
    </message>
    <message>
        <source>No question can be chosen here: the end of round is known only once every family has passed.</source>
        <translation>Qui non si può scegliere nessuna domanda: la fine del round si conosce solo quando tutte le famiglie hanno passato.</translation>
    </message>
    <message>
        <source>Shown in place of the description while Predict mode is on, so it must not tell what the questions ask. Without one, Predict mode shows the title alone.</source>
        <translation>Mostrata al posto della descrizione quando la modalità Prevedi è attiva: non deve dire ciò che chiedono le domande. Senza introduzione, la modalità Prevedi mostra solo il titolo.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <source>Not taken: the title {0}</source>
        <translation>Non accettato: il titolo {0}</translation>
    </message>
    <message>
        <source>Not taken: the description {0}</source>
        <translation>Non accettato: la descrizione {0}</translation>
    </message>
    <message>
        <source>Scenario editor: drag any piece anywhere. Demo ▸ Save as scenario when done.</source>
        <translation>Editor di scenari: trascina qualsiasi pezzo ovunque. Al termine, Demo ▸ Salva come scenario.</translation>
    </message>
    <message>
        <source>Cannot play this position: {0}</source>
        <translation>Questa posizione non si può giocare: {0}</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <source>Drag any piece to any place. Turn rules are not checked; the position must still be one a saved game can hold.</source>
        <translation>Trascina qualsiasi pezzo in qualsiasi punto. Le regole del turno non vengono verificate, ma la posizione deve restare una che una partita salvata possa contenere.</translation>
    </message>
    <message>
        <source>families[].prestige: a Captain marker stands on the Prestige track</source>
        <translation>families[].prestige: un segnalino Capitano sta sul tracciato del Prestigio</translation>
    </message>
    <message>
        <source>families[].church: a Bishop marker stands on the Church Influence track</source>
        <translation>families[].church: un segnalino Vescovo sta sul tracciato dell&apos;Influenza della Chiesa</translation>
    </message>
    <message>
        <source>pool, predicatore, bishop_card: a Kinsman stands in its own family&apos;s pool, on a Predicatore space or on the Bishop card</source>
        <translation>pool, predicatore, bishop_card: un Familiare sta nella riserva della propria famiglia, su uno spazio Predicatore o sulla Carta Vescovo</translation>
    </message>
    <message>
        <source>row, predicatore, detained: a character&apos;s tile stands on its card under a Life card, on a Predicatore space or on the Captain card</source>
        <translation>row, predicatore, detained: la tessera di un personaggio sta sulla sua carta sotto una Carta Vita, su uno spazio Predicatore o sulla Carta Capitano</translation>
    </message>
    <message>
        <source>captain, first_player_card: the Captain card goes in front of a family, or back on its place</source>
        <translation>captain, first_player_card: la Carta Capitano va davanti a una famiglia, o torna al suo posto</translation>
    </message>
    <message>
        <source>bishop, families[].cardinal: the Bishop card goes in front of a family (in front of its holder: Cardinal once more, R7.3), or back on its place</source>
        <translation>bishop, families[].cardinal: la Carta Vescovo va davanti a una famiglia (davanti a chi la tiene già: Cardinale ancora una volta, R7.3), o torna al suo posto</translation>
    </message>
    <message>
        <source>round: the round marker stands on the round track</source>
        <translation>round: il segnalino dei round sta sul tracciato dei round</translation>
    </message>
    <message>
        <source>that piece cannot be put there</source>
        <translation>quel pezzo non può essere messo lì</translation>
    </message>
    <message>
        <source>Not done: {0}</source>
        <translation>Non fatto: {0}</translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>Scenario senza titolo</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>Non salvato: {0}</translation>
    </message>
    <message>
        <source>Saved the scenario {0}</source>
        <translation>Scenario salvato in {0}</translation>
    </message>
</context>
<context>
    <name>FamiliesModel</name>
    <message>
        <source>Family</source>
        <translation>Famiglia</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Prestige</source>
        <translation>Prestigio</translation>
    </message>
    <message>
        <source>Church</source>
        <translation>Chiesa</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Gettoni</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Riserva</translation>
    </message>
    <message>
        <source>Offices</source>
        <translation>Cariche</translation>
    </message>
    <message>
        <source>Cardinal</source>
        <translation>Cardinale</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Risorse</translation>
    </message>
    <message>
        <source>Fiorini</source>
        <translation>Fiorini</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Ghost</source>
        <translation>Fantasma</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Capitano</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Vescovo</translation>
    </message>
    <message>
        <source>First Player</source>
        <translation>Primo giocatore</translation>
    </message>
    <message>
        <source>{0}, {1}: {2}</source>
        <translation>{0}, {1}: {2}</translation>
    </message>
    <message>
        <source>Face-down Prestige tokens: how many is public, their values are not</source>
        <translation>Gettoni Prestigio coperti: il loro numero è pubblico, i loro valori no</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>Florenza games (*.json);;All files (*)</source>
        <translation>Partite di Florenza (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>Cannot open this game</source>
        <translation>Impossibile aprire questa partita</translation>
    </message>
    <message>
        <source>The file could not be opened. The game you had open is unchanged.</source>
        <translation>Non è stato possibile aprire il file. La partita che avevi aperto non è cambiata.</translation>
    </message>
    <message>
        <source>(the whole file)</source>
        <translation>(l&apos;intero file)</translation>
    </message>
    <message>
        <source>Save this game?</source>
        <translation>Salvare questa partita?</translation>
    </message>
    <message>
        <source>The game on the table has not been saved.</source>
        <translation>La partita sul tavolo non è stata salvata.</translation>
    </message>
    <message>
        <source>The position in the scenario editor has not been saved.</source>
        <translation>La posizione nell&apos;editor di scenari non è stata salvata.</translation>
    </message>
    <message>
        <source>Save it before another game takes its place?</source>
        <translation>Salvarla prima che un&apos;altra partita ne prenda il posto?</translation>
    </message>
    <message>
        <source>File: {0}
Field: {1}
Reason: {2}</source>
        <translation>File: {0}
Campo: {1}
Motivo: {2}</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <source>(no recent games)</source>
        <translation>(nessuna partita recente)</translation>
    </message>
    <message>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossibile salvare</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Salvato {0}</translation>
    </message>
    <message>
        <source>Saved {0} as this end of round finishes: a game in play never goes back to before {1}</source>
        <translation>Salvato {0} con la fine del round giocata fino in fondo: una partita in gioco non torna mai a prima di {1}</translation>
    </message>
    <message>
        <source>Autosave failed: {0}</source>
        <translation>Salvataggio automatico non riuscito: {0}</translation>
    </message>
    <message>
        <source>Florenza Table is already open in another window, which keeps the game left last time: this window keeps no autosave, so save its game with File ▸ Save</source>
        <translation>Florenza Table è già aperto in un&apos;altra finestra, che conserva la partita lasciata l&apos;ultima volta: questa finestra non salva in automatico, quindi salva la sua partita con File ▸ Salva</translation>
    </message>
    <message>
        <source>It was kept as {0}</source>
        <translation>È stato conservato come {0}</translation>
    </message>
    <message>
        <source>It could not be moved aside and was left as {0}</source>
        <translation>Non è stato possibile spostarlo ed è rimasto come {0}</translation>
    </message>
    <message>
        <source>Cannot resume the last game</source>
        <translation>Impossibile riprendere l&apos;ultima partita</translation>
    </message>
    <message>
        <source>The game saved automatically last time could not be resumed.</source>
        <translation>La partita salvata automaticamente l&apos;ultima volta non può essere ripresa.</translation>
    </message>
    <message>
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
        <source>The rules of the end of the round</source>
        <translation>Le regole della fine del round</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>What it says</source>
        <translation>Che cosa dice</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Every automatic step names the rule behind it; these are the rules, each in a line.</source>
        <translation>Ogni passo automatico nomina la regola che lo governa; ecco le regole, una per riga.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Rules of the end of the round…</source>
        <translation>&amp;Regole della fine del round…</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>&amp;Tasti…</translation>
    </message>
    <message>
        <source>&amp;About Florenza Table…</source>
        <translation>&amp;Informazioni su Florenza Table…</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <source>On the board: Tab selects a piece you may move (a family&apos;s Kinsmen standing together are one), Enter picks it up, the arrows choose where it goes, or type its space&apos;s number; Enter puts it there and Escape puts it back. M uses the Muse; F flips the selected character&apos;s card; the status bar says what they did, and Ctrl+Z takes it back. Ctrl+Tab goes from the board to each panel in turn (the narration, the log, the Families table); Tab goes through them and back to the board. What has the keyboard wears a thick gold ring.

Ctrl+E ends your turn, Ctrl+P passes, Ctrl+K lets you peek at your tokens in private.

The end of a round: Space or Page Down steps, Backspace or Page Up goes back (a presentation clicker does both), Ctrl+Space plays or pauses, Ctrl+End skips to the end. F5 opens the presentation view and Escape leaves it; Ctrl+L shows the pointer, which Escape puts away first. Alt+1 to Alt+7 zoom to an area of the board; the Prestige track (Alt+2) and the Families (Alt+7) are longer than the screen: the same key again shows their next part, and their start after the last.

Ctrl+I asks What if: the position before the step shown, on a copy, to change and play out. Ctrl+R reviews the last end of round from its start, Predict asking before each deciding step; Escape closes the review.

Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes; Ctrl+0 fits the board to the window.</source>
        <translation>Sul tabellone: Tab seleziona un pezzo che puoi muovere (i Familiari di una famiglia che stanno insieme sono uno), Invio lo prende, le frecce scelgono dove va, oppure digita il numero del suo spazio; Invio lo posa ed Esc lo rimette a posto. M usa la Musa; F gira la carta del personaggio selezionato; la barra di stato dice che cosa hanno fatto, e Ctrl+Z lo annulla. Ctrl+Tab va dal tabellone a ciascun pannello a turno (la narrazione, il registro, la tabella delle Famiglie); Tab li percorre e torna al tabellone. Ciò che ha la tastiera porta un anello dorato spesso.

Ctrl+E termina il turno, Ctrl+P passa, Ctrl+K ti fa sbirciare i tuoi gettoni in privato.

Fine del round: Spazio o Pagina giù avanza di un passo, Backspace o Pagina su torna indietro (un telecomando per presentazioni fa entrambe le cose), Ctrl+Spazio riproduce o mette in pausa, Ctrl+Fine salta alla fine. F5 apre la vista presentazione ed Esc la chiude; Ctrl+L mostra il puntatore, che Esc toglie per primo. Alt+1 … Alt+7 ingrandiscono un&apos;area del tabellone; il tracciato del Prestigio (Alt+2) e le Famiglie (Alt+7) sono più lunghi dello schermo: lo stesso tasto ancora mostra la parte seguente, e dopo l&apos;ultima di nuovo l&apos;inizio.

Ctrl+I chiede «E se…»: la posizione prima del passo mostrato, su una copia, da cambiare e giocare fino in fondo. Ctrl+R rivede l&apos;ultima fine del round dall&apos;inizio, con Prevedi che chiede prima di ogni passo decisivo; Esc chiude la revisione.

Ctrl+Z annulla, Ctrl+Maiusc+Z (o Ctrl+Y) ripete; Ctrl+0 adatta il tabellone alla finestra.</translation>
    </message>
    <message>
        <source>About Florenza Table</source>
        <translation>Informazioni su Florenza Table</translation>
    </message>
    <message>
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
        <source>Back stops here ({0}): with two or more players at the table, nobody goes back to before a Captain&apos;s cash-in</source>
        <translation>Indietro si ferma qui ({0}): con due o più persone al tavolo, nessuno torna a prima dell&apos;incasso di un Capitano</translation>
    </message>
    <message>
        <source>Back stops here ({0}): a Ghost card was revealed; going back would show what comes next</source>
        <translation>Indietro si ferma qui ({0}): è stata rivelata una carta Fantasma; tornare indietro mostrerebbe ciò che viene dopo</translation>
    </message>
    <message>
        <source>Back stops here ({0}): a tile was drawn from the bag; going back would show what comes next</source>
        <translation>Indietro si ferma qui ({0}): è stata pescata una tessera dal sacchetto; tornare indietro mostrerebbe ciò che viene dopo</translation>
    </message>
    <message>
        <source>Undo stops here ({0}): the final standings revealed every family&apos;s tokens</source>
        <translation>Annulla si ferma qui ({0}): la classifica finale ha rivelato i gettoni di ogni famiglia</translation>
    </message>
    <message>
        <source>Undo stops here ({0}): with two or more players at the table, nobody goes back to before a Captain&apos;s cash-in</source>
        <translation>Annulla si ferma qui ({0}): con due o più persone al tavolo, nessuno torna a prima dell&apos;incasso di un Capitano</translation>
    </message>
    <message>
        <source>Undo stops here ({0}): a Ghost card was revealed; going back would show what comes next</source>
        <translation>Annulla si ferma qui ({0}): è stata rivelata una carta Fantasma; tornare indietro mostrerebbe ciò che viene dopo</translation>
    </message>
    <message>
        <source>Undo stops here ({0}): a tile was drawn from the bag; going back would show what comes next</source>
        <translation>Annulla si ferma qui ({0}): è stata pescata una tessera dal sacchetto; tornare indietro mostrerebbe ciò che viene dopo</translation>
    </message>
    <message>
        <source>No scenario editor with two or more players at the table ({0}): every move is checked by the engine, and nobody moves another family&apos;s pieces. It is for lessons and solo games</source>
        <translation>Niente editor di scenari con due o più giocatori al tavolo ({0}): ogni mossa è controllata dal motore e nessuno sposta i pezzi di un&apos;altra famiglia. È per le lezioni e le partite in solitario</translation>
    </message>
    <message>
        <source>The scenario editor would open on this round&apos;s start ({0}): a Ghost card was revealed; going back would show what comes next. Finish the end of the round first</source>
        <translation>L&apos;editor di scenari si aprirebbe all&apos;inizio di questo round ({0}): è stata rivelata una carta Fantasma; tornare indietro mostrerebbe ciò che viene dopo. Prima finisci la fine del round</translation>
    </message>
    <message>
        <source>The scenario editor would open on this round&apos;s start ({0}): a tile was drawn from the bag; going back would show what comes next. Finish the end of the round first</source>
        <translation>L&apos;editor di scenari si aprirebbe all&apos;inizio di questo round ({0}): è stata pescata una tessera dal sacchetto; tornare indietro mostrerebbe ciò che viene dopo. Prima finisci la fine del round</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Round {0} · rule {1}</source>
        <translation>Round {0} · regola {1}</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Continued the game you left last time.</source>
        <translation>Ripresa la partita lasciata l&apos;ultima volta.</translation>
    </message>
    <message>
        <source>The demo lesson “{0}”.</source>
        <translation>La lezione dimostrativa «{0}».</translation>
    </message>
    <message>
        <source>A game of {0}.</source>
        <translation>Una partita di {0}.</translation>
    </message>
    <message>
        <source>It is over: the final standings are on the table.</source>
        <translation>È finita: la classifica finale è sul tavolo.</translation>
    </message>
    <message>
        <source>Continued the game you left last time, without its edit.</source>
        <translation>Ripresa la partita lasciata l&apos;ultima volta, senza la sua modifica.</translation>
    </message>
    <message>
        <source>Back to the edit you left unfinished.</source>
        <translation>Di nuovo alla modifica lasciata a metà.</translation>
    </message>
    <message>
        <source>Round {0}, step {1} of the end of the round.</source>
        <translation>Round {0}, passo {1} della fine del round.</translation>
    </message>
    <message>
        <source>Round {0}.</source>
        <translation>Round {0}.</translation>
    </message>
    <message>
        <source>1 change</source>
        <translation>1 modifica</translation>
    </message>
    <message>
        <source>{0} changes</source>
        <translation>{0} modifiche</translation>
    </message>
    <message>
        <source>Go back to the edit, continue the game without it, or discard both and start a new game?</source>
        <translation>Tornare alla modifica, continuare la partita senza, o scartare entrambe e iniziare una nuova partita?</translation>
    </message>
    <message>
        <source>You asked to open {0}. Open it and discard the game left last time, or continue that game?</source>
        <translation>Hai chiesto di aprire {0}. Aprirlo e scartare la partita lasciata l&apos;ultima volta, o continuare quella partita?</translation>
    </message>
    <message>
        <source>&amp;Open {0}</source>
        <translation>&amp;Apri {0}</translation>
    </message>
    <message>
        <source>Go back to your unfinished edit?</source>
        <translation>Tornare alla modifica non finita?</translation>
    </message>
    <message>
        <source>Continue your last game?</source>
        <translation>Continuare l&apos;ultima partita?</translation>
    </message>
    <message>
        <source>The scenario editor was still open when Florenza Table last closed.</source>
        <translation>L&apos;editor di scenari era ancora aperto quando Florenza Table si è chiuso l&apos;ultima volta.</translation>
    </message>
    <message>
        <source>A game was still on the table when Florenza Table last closed.</source>
        <translation>Una partita era ancora sul tavolo quando Florenza Table è stato chiuso l&apos;ultima volta.</translation>
    </message>
    <message>
        <source>&amp;Back to the edit</source>
        <translation>&amp;Torna alla modifica</translation>
    </message>
    <message>
        <source>Continue the game &amp;without the edit</source>
        <translation>Continua la partita &amp;senza la modifica</translation>
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation>&amp;Continua l&apos;ultima partita</translation>
    </message>
    <message>
        <source>Continue it where it stopped, or discard it and start a new game?</source>
        <translation>Continuarla da dove si era fermata, o scartarla e iniziare una nuova partita?</translation>
    </message>
    <message>
        <source>An unfinished edit of the demo lesson “{0}”, {1}.</source>
        <translation>Una modifica non finita della lezione dimostrativa «{0}», {1}.</translation>
    </message>
    <message>
        <source>An unfinished edit of a game of {0}, {1}.</source>
        <translation>Una modifica non finita di una partita di {0}, {1}.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continua</translation>
    </message>
    <message>
        <source>&amp;Discard and start a new game</source>
        <translation>&amp;Scarta e inizia una nuova partita</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>{0} beats every Ghost with {1} Victory Points</source>
        <translation>{0} batte tutti i Fantasmi con {1} Punti Vittoria</translation>
    </message>
    <message>
        <source>{0} shares first place with the Ghost {1} at {2} Victory Points</source>
        <translation>{0} condivide il primo posto con il Fantasma {1} a {2} Punti Vittoria</translation>
    </message>
    <message>
        <source>{0} shares first place with the Ghosts {1} at {2} Victory Points</source>
        <translation>{0} condivide il primo posto con i Fantasmi {1} a {2} Punti Vittoria</translation>
    </message>
    <message>
        <source>{0} finishes {1} of {2}: the Ghost {3} wins with {4}, {0} has {5}</source>
        <translation>{0} arriva {6}° su {2}: vince il Fantasma {3} con {4}, {0} ne ha {5}</translation>
    </message>
    <message>
        <source>{0} wins</source>
        <translation>Vince {0}</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} e {1}</translation>
    </message>
    <message>
        <source>{0} share the victory</source>
        <translation>{0} condividono la vittoria</translation>
    </message>
    <message>
        <source>More tool bar buttons</source>
        <translation>Altri pulsanti della barra degli strumenti</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
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
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Play / Pause</source>
        <translation>Riproduci / Pausa</translation>
    </message>
    <message>
        <source>Skip to end</source>
        <translation>Salta alla fine</translation>
    </message>
    <message>
        <source>Peek at my tokens (privately)…</source>
        <translation>Sbircia i miei gettoni (in privato)…</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Adatta alla finestra</translation>
    </message>
    <message>
        <source>Show the steps that change nothing</source>
        <translation>Mostra i passi che non cambiano nulla</translation>
    </message>
    <message>
        <source>Each rule of Phases 7 and 8 takes its step and says why it changes nothing (a lesson always shows them)</source>
        <translation>Ogni regola delle Fasi 7 e 8 fa il suo passo e dice perché non cambia nulla (una lezione li mostra sempre)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>{0} — Undo ({1}) takes it back</source>
        <translation>{0} — Annulla ({1}) lo revoca</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>Narrazione</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Families</source>
        <translation>Famiglie</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Classifica finale</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Di chi è il turno</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro della partita</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>End of round {0}: elections and clean-up</source>
        <translation>Fine del round {0}: elezioni e riordino</translation>
    </message>
    <message>
        <source>Everyone has passed — press Step or Play to end the round</source>
        <translation>Tutti hanno passato — premi Avanti o Riproduci per chiudere il round</translation>
    </message>
    <message>
        <source>Round {0} · {1} to play</source>
        <translation>Round {0} · turno di {1}</translation>
    </message>
    <message>
        <source>Florenza Table — {0}</source>
        <translation>Florenza Table — {0}</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Pannelli</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>&amp;Ripristina la disposizione</translation>
    </message>
    <message>
        <source>Resize the window</source>
        <translation>Ridimensiona la finestra</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>Narration</source>
        <translation>Narrazione</translation>
    </message>
    <message>
        <source>Rule of the current step</source>
        <translation>Regola del passo attuale</translation>
    </message>
    <message>
        <source>Why this step happened</source>
        <translation>Perché è avvenuto questo passo</translation>
    </message>
    <message>
        <source>Drag your pieces on the board, then End turn or Pass.</source>
        <translation>Trascina i tuoi pezzi sul tabellone, poi Fine turno o Passa.</translation>
    </message>
    <message>
        <source>What the rule says</source>
        <translation>Che cosa dice la regola</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>One step back in this end of round</source>
        <translation>Un passo indietro in questa fine del round</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Ti diamo il benvenuto</translation>
    </message>
    <message>
        <source>This is the board of Florenza: the Prestige track along the top, the Church track on the left, the Life in Florenza cards in the middle with the Predicatore spaces under them, the offices and supplies on the right, and one board per family along the bottom.

This first game is you ({0}) against two Ghosts. To begin, drag your Captain marker along the Prestige track, your Bishop marker up the Church track or a Kinsman onto a Predicatore space; then press End turn (Ctrl+E), or Pass (Ctrl+P) when you are done for the round.

File ▸ New game sets up another game: solo against Ghosts, or several people at this computer.</source>
        <translation>Questo è il tabellone di Florenza: il tracciato del Prestigio in alto, il tracciato della Chiesa a sinistra, le carte Vita a Florenza al centro con sotto gli spazi Predicatore, le cariche e le riserve a destra e una plancia per famiglia in basso.

Questa prima partita sei tu ({0}) contro due Fantasmi. Per cominciare, trascina il tuo segnalino Capitano lungo il tracciato del Prestigio, il segnalino Vescovo su per il tracciato della Chiesa o un Familiare su uno spazio Predicatore; poi premi Fine turno (Ctrl+E), oppure Passa (Ctrl+P) quando hai finito per questo round.

File ▸ Nuova partita prepara un&apos;altra partita: in solitario contro i Fantasmi, o in più persone a questo computer.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Play the next step</source>
        <translation>Esegui il passo successivo</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Riproduci</translation>
    </message>
    <message>
        <source>Play every step; press again to pause</source>
        <translation>Esegui tutti i passi; premi di nuovo per mettere in pausa</translation>
    </message>
    <message>
        <source>Skip to end »</source>
        <translation>Salta alla fine »</translation>
    </message>
    <message>
        <source>Skip to end</source>
        <translation>Salta alla fine</translation>
    </message>
    <message>
        <source>Run the rest without animation</source>
        <translation>Esegui il resto senza animazioni</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocità delle animazioni</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocità</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Passo {0} di {1}</translation>
    </message>
    <message>
        <source>Everyone has passed: the round can end</source>
        <translation>Tutti hanno passato: il round può finire</translation>
    </message>
    <message>
        <source>Pause ❚❚</source>
        <translation>Pausa ❚❚</translation>
    </message>
    <message>
        <source>Play ▶▶</source>
        <translation>Riproduci ▶▶</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Viola</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Solo: you against two Ghosts</source>
        <translation>Da solo: tu contro due Fantasmi</translation>
    </message>
    <message>
        <source>Hotseat: three people</source>
        <translation>Hotseat: tre persone</translation>
    </message>
    <message>
        <source>Number of families</source>
        <translation>Numero di famiglie</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Name of family {0}</source>
        <translation>Nome della famiglia {0}</translation>
    </message>
    <message>
        <source>Colour of family {0}</source>
        <translation>Colore della famiglia {0}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Ghost</source>
        <translation>Fantasma</translation>
    </message>
    <message>
        <source>Seat of family {0}</source>
        <translation>Posto della famiglia {0}</translation>
    </message>
    <message>
        <source>Ghost difficulty</source>
        <translation>Difficoltà dei Fantasmi</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Seme casuale</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>Shuffle the turn order from the seed</source>
        <translation>Mescola l&apos;ordine di turno a partire dal seme</translation>
    </message>
    <message>
        <source>A name has at most {0} characters.</source>
        <translation>Un nome ha al massimo {0} caratteri.</translation>
    </message>
    <message>
        <source>Families</source>
        <translation>Famiglie</translation>
    </message>
    <message>
        <source>The harder, the more Prestige each Ghost card brings (G1)</source>
        <translation>Più è difficile, più Prestigio porta ogni carta Fantasma (G1)</translation>
    </message>
    <message>
        <source>No family is seated as a Ghost: the difficulty applies to Ghosts alone</source>
        <translation>Nessuna famiglia è un Fantasma: la difficoltà riguarda solo i Fantasmi</translation>
    </message>
    <message>
        <source>D1: the name of family {0} must be plain text of 1 to {1} characters</source>
        <translation>D1: il nome della famiglia {0} deve essere testo semplice di 1–{1} caratteri</translation>
    </message>
    <message>
        <source>D1: no two families may share a colour</source>
        <translation>D1: ogni famiglia deve avere un colore diverso</translation>
    </message>
    <message>
        <source>D1: families {0} and {1} are both called {2}; give them different names</source>
        <translation>D1: le famiglie {0} e {1} si chiamano entrambe {2}; dai loro nomi diversi</translation>
    </message>
    <message>
        <source>D1: at least one family must be played by a person</source>
        <translation>D1: almeno una famiglia deve essere giocata da una persona</translation>
    </message>
</context>
<context>
    <name>PointsLadder</name>
    <message>
        <source>Captain marker stood at {0} ({1})</source>
        <translation>Segnalino Capitano a {0} ({1})</translation>
    </message>
    <message>
        <source>of which Bishop, round {0}: +{1} ({2})</source>
        <translation>di cui Vescovo, round {0}: +{1} ({2})</translation>
    </message>
    <message>
        <source>of which Cardinal, round {0}: +{1} ({2})</source>
        <translation>di cui Cardinale, round {0}: +{1} ({2})</translation>
    </message>
    <message>
        <source>Prestige token revealed: +{0} ({1})</source>
        <translation>Gettone Prestigio rivelato: +{0} ({1})</translation>
    </message>
    <message>
        <source>Victory Points: {0} ({1})</source>
        <translation>Punti Vittoria: {0} ({1})</translation>
    </message>
    <message>
        <source>{0}: {1} Victory Points</source>
        <translation>{0}: {1} Punti Vittoria</translation>
    </message>
</context>
<context>
    <name>Predict</name>
    <message>
        <source>Predict each deciding step</source>
        <translation>Prevedi ogni passo decisivo</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>Prevedi</translation>
    </message>
    <message>
        <source>Before each step that decides something, say what the rule will do</source>
        <translation>Prima di ogni passo che decide qualcosa, di&apos; che cosa farà la regola</translation>
    </message>
    <message>
        <source>With several people at the table, Predict asks only in the review of an end of round already played: Game ▸ Review the last end of round.</source>
        <translation>Con più persone al tavolo, Prevedi fa domande solo nella revisione di una fine del round già giocata: Partita ▸ Rivedi l&apos;ultima fine del round.</translation>
    </message>
    <message>
        <source>The review begins once the Captain&apos;s tokens are banked: with several people at the table nothing before a cash-in is shown again (D13).</source>
        <translation>La revisione comincia dopo che il Capitano ha messo da parte i suoi gettoni: con più persone al tavolo nulla di quanto precede un incasso viene mostrato di nuovo (D13).</translation>
    </message>
    <message>
        <source>Step (Space) asks the next question.</source>
        <translation>Avanti (Spazio) pone la domanda successiva.</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Su</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Giù</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Captain marker (Prestige)</source>
        <translation>Segnalino Capitano (Prestigio)</translation>
    </message>
    <message>
        <source>Bishop marker (Church)</source>
        <translation>Segnalino Vescovo (Chiesa)</translation>
    </message>
    <message>
        <source>Kinsman (Predicatore space)</source>
        <translation>Familiare (spazio Predicatore)</translation>
    </message>
    <message>
        <source>Decided on</source>
        <translation>Deciso su</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>First what the rule says, then the numbers it compares, lit</source>
        <translation>Prima che cosa dice la regola, poi i numeri che confronta, illuminati</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Mostrami</translation>
    </message>
    <message>
        <source>No answer: show the step</source>
        <translation>Nessuna risposta: mostra il passo</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Rispondi</translation>
    </message>
    <message>
        <source>The question before the next step</source>
        <translation>La domanda prima del prossimo passo</translation>
    </message>
    <message>
        <source>How the answer went</source>
        <translation>Com&apos;è andata la risposta</translation>
    </message>
    <message>
        <source>Predict mode</source>
        <translation>Modalità Prevedi</translation>
    </message>
    <message>
        <source>A question you missed before, in a new position: {0}</source>
        <translation>Una domanda che hai sbagliato prima, in una nuova posizione: {0}</translation>
    </message>
    <message>
        <source>The numbers it compares are lit on the board.</source>
        <translation>I numeri che confronta sono illuminati sul tabellone.</translation>
    </message>
    <message>
        <source>Victory Points</source>
        <translation>Punti Vittoria</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Risorse</translation>
    </message>
    <message>
        <source>Fiorini</source>
        <translation>Fiorini</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>pari (condiviso)</translation>
    </message>
    <message>
        <source>{0} (stays {1} rounds)</source>
        <translation>{0} (resta {1} round)</translation>
    </message>
    <message>
        <source>Where do {0}&apos;s Captain marker, Bishop marker and Kinsman end? Drag them there (the Kinsman to its pool: none), or type the numbers below.</source>
        <translation>Dove finiscono il segnalino Capitano, il segnalino Vescovo e il Familiare di {0}? Trascinali lì (il Familiare nella sua riserva: nessuno), o scrivi i numeri qui sotto.</translation>
    </message>
    <message>
        <source>Drawn from the bag: {0}. Under which Life card does each go?</source>
        <translation>Pescati dal sacchetto: {0}. Sotto quale carta Vita va ciascuno?</translation>
    </message>
    <message>
        <source>{0}&apos;s Ghost card is shown on its board. Where do its Captain marker, its Bishop marker and its Kinsman end?</source>
        <translation>La carta Fantasma di {0} è mostrata sulla sua plancia. Dove finiscono il suo segnalino Capitano, il suo segnalino Vescovo e il suo Familiare?</translation>
    </message>
    <message>
        <source>Which characters leave the game? Click their cards, then Answer.</source>
        <translation>Quali personaggi escono dal gioco? Fai clic sulle loro carte, poi su Rispondi.</translation>
    </message>
    <message>
        <source>Under which Life card does each character&apos;s card end?</source>
        <translation>Sotto quale carta Vita finisce la carta di ogni personaggio?</translation>
    </message>
    <message>
        <source>Who wins, and on what? Click the winners&apos; boards and choose the rung.</source>
        <translation>Chi vince, e su che cosa? Fai clic sulle plance dei vincitori e scegli il criterio.</translation>
    </message>
    <message>
        <source>{0} (stays 1 round)</source>
        <translation>{0} (resta 1 round)</translation>
    </message>
    <message>
        <source>Under which Life card does each drawn tile go? Drag it there, or choose below.</source>
        <translation>Sotto quale carta Vita va ogni tessera pescata? Trascinala lì, o scegli qui sotto.</translation>
    </message>
    <message>
        <source>Who becomes Captain of the People? Click a family&apos;s marker or board, or the First Player card for nobody.</source>
        <translation>Chi diventa Capitano del Popolo? Fai clic sul segnalino o sulla plancia di una famiglia, o sulla carta Primo giocatore per nessuno.</translation>
    </message>
    <message>
        <source>Who becomes Bishop? Click a family&apos;s marker or board, or the Bishop card for nobody.</source>
        <translation>Chi diventa Vescovo? Fai clic sul segnalino o sulla plancia di una famiglia, o sulla carta Vescovo per nessuno.</translation>
    </message>
    <message>
        <source>Who is named Cardinal? Click a family&apos;s marker or board, or the Bishop card for nobody.</source>
        <translation>Chi viene nominato Cardinale? Fai clic sul segnalino o sulla plancia di una famiglia, o sulla carta Vescovo per nessuno.</translation>
    </message>
    <message>
        <source>In what order do the families play the next round? Drag the Turn Order markers into place on the track, or order the list (first to play at the top).</source>
        <translation>In che ordine giocano le famiglie il prossimo round? Trascina i segnalini dell&apos;ordine di turno al loro posto sul tracciato, o ordina la lista (chi gioca per primo in cima).</translation>
    </message>
    <message>
        <source>Under which Life card does each character&apos;s card end? Drag each card to its column, or choose below.</source>
        <translation>Sotto quale carta Vita finisce la carta di ogni personaggio? Trascina ogni carta nella sua colonna, o scegli qui sotto.</translation>
    </message>
    <message>
        <source>{0}: click to answer that nobody becomes Captain of the People</source>
        <translation>{0}: fai clic per rispondere che nessuno diventa Capitano del Popolo</translation>
    </message>
    <message>
        <source>{0}: click to answer that nobody becomes Bishop</source>
        <translation>{0}: fai clic per rispondere che nessuno diventa Vescovo</translation>
    </message>
    <message>
        <source>{0}: click to answer that nobody is named Cardinal</source>
        <translation>{0}: fai clic per rispondere che nessuno viene nominato Cardinale</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>{0} under {1}</source>
        <translation>{0} sotto la {1}</translation>
    </message>
    <message>
        <source>no Kinsman on a space</source>
        <translation>nessun Familiare su uno spazio</translation>
    </message>
    <message>
        <source>its Kinsman on space {0}</source>
        <translation>il suo Familiare sullo spazio {0}</translation>
    </message>
    <message>
        <source>Captain marker on {0}, Bishop marker on {1}, {2}</source>
        <translation>segnalino Capitano su {0}, segnalino Vescovo su {1}, {2}</translation>
    </message>
    <message>
        <source>{0}, on {1}</source>
        <translation>{0}, su {1}</translation>
    </message>
    <message>
        <source>Shown ({1}): {0}.</source>
        <translation>Mostrato ({1}): {0}.</translation>
    </message>
    <message>
        <source>Right after a hint: {0}.</source>
        <translation>Giusto dopo un suggerimento: {0}.</translation>
    </message>
    <message>
        <source>Right: {0}.</source>
        <translation>Giusto: {0}.</translation>
    </message>
    <message>
        <source>Not quite ({2}). You said: {0}. The rule did: {1}.</source>
        <translation>Non proprio ({2}). Hai detto: {0}. La regola ha fatto: {1}.</translation>
    </message>
    <message>
        <source>{0} of {1} right first time</source>
        <translation>{0} su {1} giuste al primo colpo</translation>
    </message>
    <message>
        <source>{0} after a hint</source>
        <translation>dopo un suggerimento: {0}</translation>
    </message>
    <message>
        <source>{0} wrong</source>
        <translation>sbagliate: {0}</translation>
    </message>
    <message>
        <source>{0} shown</source>
        <translation>mostrate: {0}</translation>
    </message>
    <message>
        <source>{0} answered aloud</source>
        <translation>risposte a voce: {0}</translation>
    </message>
    <message>
        <source>Captain of the People</source>
        <translation>Capitano del Popolo</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Vescovo</translation>
    </message>
    <message>
        <source>Cardinal</source>
        <translation>Cardinale</translation>
    </message>
    <message>
        <source>turn order</source>
        <translation>ordine di turno</translation>
    </message>
    <message>
        <source>who leaves</source>
        <translation>chi esce</translation>
    </message>
    <message>
        <source>where the cards go</source>
        <translation>dove vanno le carte</translation>
    </message>
    <message>
        <source>where the drawn tiles go</source>
        <translation>dove vanno le tessere pescate</translation>
    </message>
    <message>
        <source>the Ghost card</source>
        <translation>la carta Fantasma</translation>
    </message>
    <message>
        <source>the winner</source>
        <translation>il vincitore</translation>
    </message>
    <message>
        <source>Who becomes Captain of the People?</source>
        <translation>Chi diventa Capitano del Popolo?</translation>
    </message>
    <message>
        <source>Who becomes Bishop?</source>
        <translation>Chi diventa Vescovo?</translation>
    </message>
    <message>
        <source>Who is named Cardinal?</source>
        <translation>Chi viene nominato Cardinale?</translation>
    </message>
    <message>
        <source>In what order do the families play the next round?</source>
        <translation>In che ordine giocano le famiglie il prossimo round?</translation>
    </message>
    <message>
        <source>Which characters leave the game?</source>
        <translation>Quali personaggi escono dal gioco?</translation>
    </message>
    <message>
        <source>Under which Life card does each drawn tile go?</source>
        <translation>Sotto quale carta Vita va ogni tessera pescata?</translation>
    </message>
    <message>
        <source>Where do a Ghost card&apos;s Captain marker, Bishop marker and Kinsman end?</source>
        <translation>Dove finiscono il segnalino Capitano, il segnalino Vescovo e il Familiare di un Fantasma, secondo la sua carta?</translation>
    </message>
    <message>
        <source>Who wins, and on what?</source>
        <translation>Chi vince, e su che cosa?</translation>
    </message>
    <message>
        <source>The rule did: {0} ({1}).</source>
        <translation>La regola ha fatto: {0} ({1}).</translation>
    </message>
    <message>
        <source>Wrong: {0}.</source>
        <translation>Sbagliato: {0}.</translation>
    </message>
    <message>
        <source>Answered aloud: {0}.</source>
        <translation>Risposte a voce: {0}.</translation>
    </message>
    <message>
        <source>Enter the room&apos;s answer</source>
        <translation>Inserisci la risposta della sala</translation>
    </message>
    <message>
        <source>Enter the room&apos;s answer before the step is shown: click on the board, or use the fields this opens</source>
        <translation>Inserisci la risposta della sala prima che il passo sia mostrato: fai clic sul tabellone, o usa i campi che si aprono</translation>
    </message>
    <message>
        <source>The room says: {0}. Step (Page Down) shows the rule&apos;s answer</source>
        <translation>La sala dice: {0}. Avanti (Pagina giù) mostra la risposta della regola</translation>
    </message>
    <message>
        <source>The room answers aloud; Step (Page Down) shows the rule&apos;s answer</source>
        <translation>La sala risponde a voce; Avanti (Pagina giù) mostra la risposta della regola</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Ripasso</translation>
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
        <translation>Indietro</translation>
    </message>
    <message>
        <source>▶</source>
        <translation>▶</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Avanti</translation>
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
        <translation>Riproduci / Pausa</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>Zoom to an area of the board (Alt+1 to Alt+7); the same one again shows the next part of the Prestige track or of the Families, and their start after the last</source>
        <translation>Ingrandisci un&apos;area del tabellone (Alt+1 … Alt+7); la stessa ancora mostra la parte seguente del tracciato del Prestigio o delle Famiglie, e dopo l&apos;ultima di nuovo l&apos;inizio</translation>
    </message>
    <message>
        <source>Pointer</source>
        <translation>Puntatore</translation>
    </message>
    <message>
        <source>✕</source>
        <translation>✕</translation>
    </message>
    <message>
        <source>Leave the presentation view (F5)</source>
        <translation>Esci dalla vista presentazione (F5)</translation>
    </message>
    <message>
        <source>Narration caption</source>
        <translation>Didascalia della narrazione</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Cerca in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>File di &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>Refused — {0}</source>
        <translation>Rifiutato — {0}</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Rifiutato</translation>
    </message>
    <message>
        <source>Refused — {0}: {1}</source>
        <translation>Rifiutato — {0}: {1}</translation>
    </message>
    <message>
        <source>Refused: {0}</source>
        <translation>Rifiutato: {0}</translation>
    </message>
    <message>
        <source>Refused, rule {0}: {1}</source>
        <translation>Rifiutato, regola {0}: {1}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>it was kept as {0}</source>
        <translation>è stato conservato come {0}</translation>
    </message>
    <message>
        <source>it is left as it is</source>
        <translation>è lasciato com&apos;è</translation>
    </message>
    <message>
        <source>Your review set ({0}) could not be read — {1}: {2}; {3}, and a new one begun</source>
        <translation>Impossibile leggere il tuo ripasso ({0}) — {1}: {2}; {3}, e ne è stato iniziato uno nuovo</translation>
    </message>
    <message>
        <source>{0}: learnt</source>
        <translation>{0}: imparato</translation>
    </message>
    <message>
        <source>{0}: again in two lessons</source>
        <translation>{0}: di nuovo fra due lezioni</translation>
    </message>
    <message>
        <source>{0}: again next time</source>
        <translation>{0}: di nuovo la prossima volta</translation>
    </message>
    <message>
        <source>Review: {0}</source>
        <translation>Ripasso: {0}</translation>
    </message>
    <message>
        <source>Your review set could not be kept: {0}</source>
        <translation>Impossibile conservare il tuo ripasso: {0}</translation>
    </message>
    <message>
        <source>to review next time: {0}</source>
        <translation>da ripassare la prossima volta: {0}</translation>
    </message>
    <message>
        <source>now, in another position, what you missed in an earlier lesson: {0} (Step shows it)</source>
        <translation>ora, in un&apos;altra posizione, ciò che hai sbagliato in una lezione precedente: {0} (Avanti lo mostra)</translation>
    </message>
    <message>
        <source>A question to review</source>
        <translation>Una domanda da ripassare</translation>
    </message>
    <message>
        <source>The end of a round of a game played at random, to ask again a question you missed.</source>
        <translation>La fine di un round di una partita giocata a caso, per chiederti di nuovo una domanda che hai sbagliato.</translation>
    </message>
    <message>
        <source>Questions you missed before that come back after this lesson: {0}</source>
        <translation>Domande sbagliate prima che tornano dopo questa lezione: {0}</translation>
    </message>
</context>
<context>
    <name>RoundReview</name>
    <message>
        <source>Reviewing round {0}&apos;s end — Escape closes the review</source>
        <translation>Revisione della fine del round {0} — Esc chiude la revisione</translation>
    </message>
    <message>
        <source>A lesson steps back into its own end of round: press Back at its end</source>
        <translation>Una lezione torna nella propria fine del round: premi Indietro alla sua fine</translation>
    </message>
    <message>
        <source>No end of round has been played since this game was put on the table</source>
        <translation>Nessuna fine del round è stata giocata da quando questa partita è sul tavolo</translation>
    </message>
    <message>
        <source>The board is covered: the next player confirms at the screen first</source>
        <translation>Il tabellone è coperto: prima chi gioca dopo conferma di essere allo schermo</translation>
    </message>
    <message>
        <source>Close the scenario editor first</source>
        <translation>Prima chiudi l&apos;editor di scenari</translation>
    </message>
    <message>
        <source>Finish the end of round under way first</source>
        <translation>Prima finisci la fine del round in corso</translation>
    </message>
    <message>
        <source>Review the last end of round</source>
        <translation>Rivedi l&apos;ultima fine del round</translation>
    </message>
    <message>
        <source>Show the last end of round again from its start and predict each deciding step; the game stays as it is</source>
        <translation>Mostra di nuovo l&apos;ultima fine del round dall&apos;inizio e prevedi ogni passo decisivo; la partita resta com&apos;è</translation>
    </message>
    <message>
        <source>Close review</source>
        <translation>Chiudi la revisione</translation>
    </message>
    <message>
        <source>Back to the game as it was (Escape)</source>
        <translation>Torna alla partita com&apos;era (Esc)</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Editor: a piece placed</source>
        <translation>Editor: un pezzo collocato</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Place</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Famiglia</translation>
    </message>
    <message>
        <source>Victory Points</source>
        <translation>Punti Vittoria</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Risorse</translation>
    </message>
    <message>
        <source>Fiorini</source>
        <translation>Fiorini</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Decisa da</translation>
    </message>
    <message>
        <source>Resources (tie on VP)</source>
        <translation>Risorse (parità di PV)</translation>
    </message>
    <message>
        <source>Fiorini (tie on VP and Resources)</source>
        <translation>Fiorini (parità di PV e Risorse)</translation>
    </message>
    <message>
        <source>Shared: tied on all three</source>
        <translation>Condivisa: parità su tutti e tre</translation>
    </message>
    <message>
        <source>Shared</source>
        <translation>Pari</translation>
    </message>
    <message>
        <source>{0} (Ghost)</source>
        <translation>{0} (Fantasma)</translation>
    </message>
</context>
<context>
    <name>StandingsPanel</name>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Spareggio</translation>
    </message>
    <message>
        <source>How the Victory Points were made</source>
        <translation>Da dove vengono i Punti Vittoria</translation>
    </message>
</context>
<context>
    <name>WhatIf</name>
    <message>
        <source>No What if from this step ({0}): with two or more players at the table, nobody goes back to before a Captain&apos;s cash-in</source>
        <translation>Nessun «E se…» da questo passo ({0}): con due o più persone al tavolo, nessuno torna a prima dell&apos;incasso di un Capitano</translation>
    </message>
    <message>
        <source>No What if yet ({0}): the tokens are revealed at the game&apos;s end; step on to the final standings first</source>
        <translation>Ancora nessun «E se…» ({0}): i gettoni si rivelano alla fine della partita; avanza prima fino alla classifica finale</translation>
    </message>
    <message>
        <source>No What if from this step ({0}): a Ghost card was revealed; going back would show what comes next. Try the step after it</source>
        <translation>Nessun «E se…» da questo passo ({0}): è stata rivelata una carta Fantasma; tornare indietro mostrerebbe ciò che viene dopo. Prova dal passo seguente</translation>
    </message>
    <message>
        <source>No What if from this step ({0}): a tile was drawn from the bag; going back would show what comes next. Try the step after it</source>
        <translation>Nessun «E se…» da questo passo ({0}): è stata pescata una tessera dal sacchetto; tornare indietro mostrerebbe ciò che viene dopo. Prova dal passo seguente</translation>
    </message>
    <message>
        <source>What if…</source>
        <translation>E se…</translation>
    </message>
    <message>
        <source>Change one thing in the position before this step and see how the end of round plays out</source>
        <translation>Cambia una cosa nella posizione prima di questo passo e guarda come va la fine del round</translation>
    </message>
    <message>
        <source>Round {0} has ended: the position before its first step.</source>
        <translation>Il round {0} è finito: la posizione prima del suo primo passo.</translation>
    </message>
    <message>
        <source>The position before step {0} of the end of round {1} ({2}).</source>
        <translation>La posizione prima del passo {0} della fine del round {1} ({2}).</translation>
    </message>
    <message>
        <source>{0} Drag any piece anywhere, or set a family&apos;s count in the Families table, to change one thing (a marker, a Kinsman, a card, the Fiorini), then press Play it out. The game itself does not change.</source>
        <translation>{0} Trascina un pezzo qualsiasi dove vuoi, o cambia un numero di una famiglia nella tabella delle Famiglie, per cambiare una cosa (un segnalino, un Familiare, una carta, i Fiorini), poi premi Gioca fino in fondo. La partita vera non cambia.</translation>
    </message>
    <message>
        <source>The position to change</source>
        <translation>La posizione da cambiare</translation>
    </message>
    <message>
        <source>Undo change</source>
        <translation>Annulla la modifica</translation>
    </message>
    <message>
        <source>Play it out</source>
        <translation>Gioca fino in fondo</translation>
    </message>
    <message>
        <source>What if… — round {0}</source>
        <translation>E se… — round {0}</translation>
    </message>
    <message>
        <source>The families in the position to change</source>
        <translation>Le famiglie nella posizione da cambiare</translation>
    </message>
    <message>
        <source>Cannot play this position out: {0}</source>
        <translation>Questa posizione non si può giocare fino in fondo: {0}</translation>
    </message>
    <message>
        <source>In the game</source>
        <translation>Nella partita</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>E se</translation>
    </message>
    <message>
        <source>The two ends of round side by side</source>
        <translation>Le due fini del round a confronto</translation>
    </message>
    <message>
        <source>Change one thing on the board or in the Families table, then press Play it out</source>
        <translation>Cambia una cosa sul tabellone o nella tabella delle Famiglie, poi premi Gioca fino in fondo</translation>
    </message>
    <message>
        <source>The end of round is then played from the changed position and set beside the game&apos;s.</source>
        <translation>La fine del round viene allora giocata dalla posizione cambiata e messa accanto a quella della partita.</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>diverso</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>uguale</translation>
    </message>
    <message>
        <source>Captain of the People</source>
        <translation>Capitano del Popolo</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Vescovo</translation>
    </message>
    <message>
        <source>Made Cardinal</source>
        <translation>Nominato Cardinale</translation>
    </message>
    <message>
        <source>Next turn order</source>
        <translation>Prossimo ordine di turno</translation>
    </message>
    <message>
        <source>Captain markers</source>
        <translation>Segnalini Capitano</translation>
    </message>
    <message>
        <source>Left the game</source>
        <translation>Usciti dal gioco</translation>
    </message>
    <message>
        <source>Drawn from the bag</source>
        <translation>Pescati dal sacchetto</translation>
    </message>
    <message>
        <source>Life in Florenza</source>
        <translation>Vita a Florenza</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Classifica finale</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>{0} (under {1})</source>
        <translation>{0} (sotto la {1})</translation>
    </message>
    <message>
        <source>the game goes on</source>
        <translation>la partita continua</translation>
    </message>
    <message>
        <source>{0}. {1} {2} VP</source>
        <translation>{0}. {1} {2} PV</translation>
    </message>
    <message>
        <source>not shown in play ({0})</source>
        <translation>non mostrato in gioco ({0})</translation>
    </message>
    <message>
        <source>{0} (before {1})</source>
        <translation>{0} (prima di {1})</translation>
    </message>
    <message>
        <source>Played out to {0}: the Ghost deck&apos;s cards are not shown in play</source>
        <translation>Giocato fino a {0}: in gioco le carte del mazzo dei Fantasmi non si mostrano</translation>
    </message>
    <message>
        <source>Played out to {0}: the tokens&apos; values are not shown in play before the game&apos;s end</source>
        <translation>Giocato fino a {0}: in gioco i valori dei gettoni non si mostrano prima della fine della partita</translation>
    </message>
    <message>
        <source>Played out to {0}: the bag&apos;s tiles are not shown in play</source>
        <translation>Giocato fino a {0}: in gioco le tessere del sacchetto non si mostrano</translation>
    </message>
    <message>
        <source>{0}&apos;s Captain marker ends at {1} instead of {2}</source>
        <translation>il segnalino Capitano di {0} finisce a {1} invece che a {2}</translation>
    </message>
    <message>
        <source>{0} is Captain instead of {1}</source>
        <translation>Capitano del Popolo: {0} invece di {1}</translation>
    </message>
    <message>
        <source>{0} is Bishop instead of {1}</source>
        <translation>Vescovo: {0} invece di {1}</translation>
    </message>
    <message>
        <source>{0} made Cardinal instead of {1}</source>
        <translation>nominato Cardinale: {0} invece di {1}</translation>
    </message>
    <message>
        <source>the next turn order is {0} instead of {1}</source>
        <translation>il prossimo ordine di turno è {0} invece di {1}</translation>
    </message>
    <message>
        <source>leaving the game: {0} instead of {1}</source>
        <translation>escono dal gioco: {0} invece di {1}</translation>
    </message>
    <message>
        <source>drawn from the bag: {0} instead of {1}</source>
        <translation>pescati dal sacchetto: {0} invece di {1}</translation>
    </message>
    <message>
        <source>the characters stand otherwise under the Life cards</source>
        <translation>i personaggi stanno diversamente sotto le Carte Vita</translation>
    </message>
    <message>
        <source>the final standings: {0} instead of {1}</source>
        <translation>la classifica finale: {0} invece di {1}</translation>
    </message>
    <message>
        <source> (the tie is broken)</source>
        <translation> (il pareggio è rotto)</translation>
    </message>
    <message>
        <source> (now a tie)</source>
        <translation> (ora è un pareggio)</translation>
    </message>
    <message>
        <source> (now at 3 or more)</source>
        <translation> (ora a 3 o più)</translation>
    </message>
    <message>
        <source> (now nobody at 3 or more)</source>
        <translation> (ora nessuno a 3 o più)</translation>
    </message>
    <message>
        <source>Nothing changes up to {0}: the end of round plays out as in the game</source>
        <translation>Non cambia nulla fino a {0}: la fine del round va come nella partita</translation>
    </message>
    <message>
        <source>Nothing changes: the end of round plays out as in the game</source>
        <translation>Non cambia nulla: la fine del round va come nella partita</translation>
    </message>
    <message>
        <source>{0}: the steps differ from here, the outcome is the same up to {1}</source>
        <translation>{0}: i passi cambiano da qui, l&apos;esito è lo stesso fino a {1}</translation>
    </message>
    <message>
        <source>{0}: the steps differ from here, the outcome is the same</source>
        <translation>{0}: i passi cambiano da qui, l&apos;esito è lo stesso</translation>
    </message>
    <message>
        <source>As you changed it: {0}</source>
        <translation>Come l&apos;hai cambiato tu: {0}</translation>
    </message>
    <message>
        <source>{0}: {1}{2}</source>
        <translation>{0}: {1}{2}</translation>
    </message>
    <message>
        <source>In the game, {0}: {1}</source>
        <translation>Nella partita, {0}: {1}</translation>
    </message>
    <message>
        <source>What if, {0}: {1}</source>
        <translation>E se, {0}: {1}</translation>
    </message>
    <message>
        <source>the end of round is over</source>
        <translation>la fine del round è finita</translation>
    </message>
</context>
</TS>
