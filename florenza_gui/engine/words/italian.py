"""The Italian sentences of the narration and of refusals: the same keys and fields as the English,
written in Italian, never obtained from the English (``catalogue`` describes them)."""

from __future__ import annotations

IT: dict[str, str] = {
    "and": " e ",
    "nobody": "nessuno",
    "none": "nessuno",
    "at": "{name} a {value}",
    "named_value": "{name} ({value})",
    "ranked": "{name} {place} ({value})",
    "ordinal": "{n}º",
    "ordinal.feminine": "{n}ª",
    "difficulty.easy": "facile",
    "difficulty.normal": "normale",
    "difficulty.hard": "difficile",
    "side.new": "Nuovo Artista",
    "side.regular": "normale",
    "no_captain.everyone": "Nessun Capitano del Popolo: tutti sono pari a {top} sul tracciato del Prestigio",
    "no_captain": "Nessun Capitano del Popolo: {names} sono pari a {top} sul tracciato del Prestigio",
    "first_player_card.D3": "Senza un nuovo Capitano del Popolo, {name} restituisce la carta Capitano",
    "first_player_card.R7.1b": "{name} prende la carta Primo giocatore, girata sul lato Capitano",
    "first_player_card.R7.1b.from": "{name} prende la carta Primo giocatore da {other}, girata sul lato Capitano",
    "first_player_card.R7.5": "Senza Capitano del Popolo, il primo turno è di {name}, che prende la carta Primo "
    "giocatore",
    "captain_elected": "{name} diventa Capitano del Popolo, davanti a {others}",
    "captain_elected.private": "{name} diventa Capitano del Popolo: {top} è il valore più alto ({listing})",
    "tokens_banked.one": "{name} converte il suo Prestigio in 1 gettone Prestigio coperto (ora ne ha {holding})",
    "tokens_banked.many": "{name} converte il suo Prestigio in {count} gettoni Prestigio coperti "
    "(ora ne ha {holding})",
    "tokens_banked.private": "{name} converte {position} in gettoni Prestigio: {values}",
    "captain_marker.R7.1d": "Il segnalino Capitano di {name} torna a 0; nessun altro segnalino si muove",
    "captain_marker.R7.2d": "{name} guadagna {amount} Prestigio, il valore stampato sullo spazio {space} "
    "del tracciato della Chiesa",
    "captain_marker.G2": "Il segnalino Capitano di {name} avanza di {amount} sul tracciato del Prestigio, come dice "
    "la carta Fantasma",
    "captain_marker.G2.none": "Il segnalino Capitano di {name} resta dov'è: la carta Fantasma dà Prestigio +0",
    "bishop_marker.R7.2e": "Il segnalino Vescovo di {name} torna a 0",
    "bishop_marker.G3": "Il segnalino Vescovo di {name} avanza di {amount} sul tracciato dell'Influenza della Chiesa, "
    "come dice la carta Fantasma",
    "bishop_marker.G3.none": "Il segnalino Vescovo di {name} resta dov'è: la carta Fantasma dà Chiesa +0",
    "bishop_marker.G3.capped": "Il segnalino Vescovo di {name} avanza di {amount} sul tracciato dell'Influenza della "
    "Chiesa (la carta Fantasma dà Chiesa +{card}, ma il tracciato si ferma a {top})",
    "bishop_marker.G3.top": "Il segnalino Vescovo di {name} resta a {top}: la carta Fantasma dà Chiesa +{card}, ma il "
    "tracciato si ferma a {top}",
    "turn_order.R7.1e": "Il primo turno sarà di {name}; gli altri scendono di un posto, mantenendo il loro "
    "ordine",
    "turn_order.D6": "{name} è sia Capitano del Popolo sia Vescovo: resta in testa, e il secondo posto va al "
    "migliore degli altri",
    "turn_order.R7.2f.first": "Senza Capitano del Popolo, il primo turno sarà di {name}, come Vescovo",
    "turn_order.R7.2f": "Il secondo turno sarà di {name}, come Vescovo, dopo il Capitano del Popolo",
    "turn_order.R7.4": "Gli altri seguono in ordine di Prestigio: {listing}{ties}",
    "turn_order.D5": "Senza Capitano del Popolo né Vescovo, tutti sono messi in ordine di Prestigio: "
    "{listing}{ties}",
    "turn_order.tie": "{names} sono pari a {value}, quindi va prima chi ha giocato più tardi in questo round",
    "bishop_elected": "{name} diventa Vescovo con {top} sul tracciato dell'Influenza della Chiesa, "
    "davanti a {others}",
    "no_bishop.R7.2b": "Nessun Vescovo: nessuno raggiunge {minimum} sul tracciato dell'Influenza della Chiesa "
    "(il più alto è {top})",
    "no_bishop.R7.2a": "Nessun Vescovo: {names} sono pari a {top} sul tracciato dell'Influenza della Chiesa",
    "bishop_card.D4": "{name} rimette la carta Vescovo sul tabellone",
    "bishop_card.D4.one": "{name} rimette la carta Vescovo sul tabellone; il Familiare che vi si trova "
    "resta fino a R8.3",
    "bishop_card.D4.many": "{name} rimette la carta Vescovo sul tabellone; i {stay} Familiari che vi si "
    "trovano restano fino a R8.3",
    "bishop_card.keep": "{name} tiene la carta Vescovo",
    "bishop_card.board": "{name} prende la carta Vescovo dal tabellone",
    "bishop_card.from": "{name} prende la carta Vescovo da {other}",
    "cardinal": "{name} vince di nuovo l'elezione a Vescovo mentre tiene la carta Vescovo: diventa Cardinale per la "
    "{times} volta e guadagna {seats} Prestigio, uno per posto al tavolo",
    "game_ended": "Il round {round} era l'ultimo: la partita è finita, si passa al punteggio finale",
    "round_advanced": "Il segnalino dei round avanza al round {round}",
    "tile_returned.R8.2": "{name} viene liberato: la tessera trattenuta torna sulla sua carta",
    "tile_returned.R8.4": "{name} lascia lo spazio Predicatore {space} e torna sulla sua carta",
    "kinsman_returned.space": "Il Familiare di {name} lascia lo spazio Predicatore {space} e torna nella sua riserva",
    "kinsman_returned.bishop_card": "Il Familiare di {name} lascia la carta Vescovo e torna nella sua riserva",
    "character_left": "{name} ha concluso il suo tempo sotto la carta Vita I ed esce dal gioco",
    "card_shifted": "{name} scende dalla carta Vita {card} alla carta Vita {below}",
    "tile_drawn.one": "{name} viene pescato dal sacchetto; dovendo restare 1 round, la sua carta va sotto la "
    "carta Vita {card}, girata sul lato Nuovo Artista",
    "tile_drawn.many": "{name} viene pescato dal sacchetto; dovendo restare {rounds} round, la sua carta va "
    "sotto la carta Vita {card}, girata sul lato Nuovo Artista",
    "draw_skipped.one": "Il sacchetto è vuoto: 1 pescata non può essere fatta e viene saltata",
    "draw_skipped.many": "Il sacchetto è vuoto: {missing} pescate non possono essere fatte e vengono saltate",
    "muse.used": "La Musa torna Disponibile",
    "muse.unused": "La Musa non è stata usata in questo round e resta Disponibile",
    "ghost_deck": "Il mazzo dei Fantasmi è vuoto e viene rimescolato",
    "ghost_card": "Carta Fantasma di {name}: Prestigio +{p}, Chiesa +{c}, spazio Predicatore {s}",
    "ghost_card.extra": "Carta Fantasma di {name}: Prestigio +{p} (+{extra} per il livello {difficulty}, "
    "quindi {total}), Chiesa +{c}, spazio Predicatore {s}",
    "kinsman_placed.no_pool": "{name} non ha più Familiari nella sua riserva",
    "kinsman_placed.free": "lo spazio {space} è libero, quindi il Familiare di {name} va lì",
    "kinsman_placed.taken.one": "lo spazio {wanted} è occupato, quindi il Familiare di {name} va sullo spazio {space}",
    "kinsman_placed.taken.many": "gli spazi da {wanted} a {last} sono occupati, quindi il Familiare di {name} "
    "va sullo spazio {space}",
    "kinsman_placed.bishop_card": "ogni spazio Predicatore è occupato, quindi il Familiare di {name} va sulla "
    "carta Vescovo",
    "kinsman_placed.no_room": "ogni spazio Predicatore è occupato e la carta Vescovo non ha più posto: "
    "il Familiare di {name} resta nella sua riserva",
    "tokens_revealed.one": "{name} rivela 1 gettone Prestigio del valore di {total}: da {before} a {after} "
    "Punti Vittoria",
    "tokens_revealed.many": "{name} rivela {count} gettoni Prestigio del valore di {total}: da {before} a {after} "
    "Punti Vittoria",
    "standings.shared": "{names} condividono la vittoria a {vp} Punti Vittoria, pari anche su Risorse e Fiorini",
    "standings.victory_points": "{names} vince con {vp} Punti Vittoria",
    "standings.resources": "{names} vince lo spareggio a {vp} Punti Vittoria grazie alle Risorse",
    "standings.fiorini": "{names} vince lo spareggio a {vp} Punti Vittoria grazie ai Fiorini",
    "standings.then": "{text}; poi {others}",
    "standings.tie_breaks": "{text}. {places}",
    "standings.place.shared": "{names} condividono il {place} posto: pari su Punti Vittoria, Risorse e Fiorini "
    "(R9.3)",
    "standings.place": "{name} è al {place} posto: pari con {tied} su {above}, {comparison} (R9.3)",
    "standings.above.resources": "Punti Vittoria",
    "standings.above.fiorini": "Punti Vittoria e Risorse",
    "standings.more.resources": "con più Risorse",
    "standings.more.fiorini": "con più Fiorini",
    "standings.fewer.resources": "con meno Risorse",
    "standings.fewer.fiorini": "con meno Fiorini",
    "standings.between.resources": "con meno Risorse di {ahead} e più di {behind}",
    "standings.between.fiorini": "con meno Fiorini di {ahead} e più di {behind}",
    "round_started": "Inizia il round {round}: il primo turno è di {name}",
    "round_started.nobody": "Inizia il round {round}: nessuna famiglia guidata da una persona può ancora agire",
    "round_started.ghost": "{text}; {ghosts} passa subito",
    "round_started.ghosts": "{text}; {ghosts} passano subito",
    "M1": "{name} sposta il suo segnalino Capitano",
    "M1.private": "{name} sposta il suo segnalino Capitano su {to}",
    "M2": "{name} sposta il suo segnalino Vescovo su {to}",
    "M3": "{name} mette un Familiare sullo spazio Predicatore {space}",
    "M4": "{name} mette un Familiare sulla carta Vescovo",
    "M5.bishop_card": "{name} riprende un Familiare dalla carta Vescovo",
    "M5.space": "{name} riprende un Familiare dallo spazio Predicatore {space}",
    "M6": "{name} manda {character} a predicare sullo spazio {space}",
    "M7": "{name}, come Capitano del Popolo, trattiene {character}",
    "M8": "{name} usa la Musa",
    "M9": "{name} gira la carta di {character} sul lato {side}",
    "M10": "{name} ora ha {resources} Risorse e {fiorini} Fiorini",
    "D10.end_turn": "{name} termina il suo turno",
    "D10.pass": "{name} passa per il resto del round",
    "D10.next": "{text}; ora tocca a {next}",
    "D10.last": "{text}; tutti hanno passato, quindi il round finisce",
    "refused.game_over": "la partita è finita; non si possono più fare mosse",
    "refused.all_passed": "tutte le famiglie hanno passato; il round sta finendo",
    "refused.below_zero": "il tracciato del Prestigio non ha spazi sotto lo 0",
    "refused.prestige_range": "un segnalino Capitano si può spostare su una posizione da 0 a {number}",
    "refused.church_range": "il tracciato dell'Influenza della Chiesa va da 0 a {number}",
    "refused.pool_empty": "{name} non ha più Familiari nella sua riserva",
    "refused.no_bishop": "in questo round nessuno ha la carta Vescovo",
    "refused.card_full": "la carta Vescovo ha già {number} Familiari",
    "refused.not_on_card": "{name} non ha Familiari sulla carta Vescovo",
    "refused.not_on_space": "{name} non ha Familiari sullo spazio Predicatore {number}",
    "refused.artist": "{name} è un Artista; solo i Predicatori predicano",
    "refused.tile_away": "la tessera di {name} non è sulla sua carta",
    "refused.not_captain": "solo la famiglia che ha la carta Capitano può trattenere un personaggio",
    "refused.already_detained": "{name} è già trattenuto",
    "refused.muse_used": "la Musa è già stata usata in questo round",
    "refused.negative_counts": "Risorse e Fiorini non possono scendere sotto lo 0",
    "refused.counts_range": "Risorse e Fiorini arrivano fino a {number}",
    "refused.not_a_move": "questa non è una mossa della fase delle azioni",
    "refused.no_such_space": "ci sono solo {number} spazi Predicatore",
    "refused.space_taken": "lo spazio Predicatore {number} è già occupato",
    "refused.no_such_character": "in questa partita non c'è nessun personaggio {name}",
    "refused.not_in_row": "{name} non è nella fila Vita a Florenza",
    "refused.wrong_life_card.one": "{name} resta 1 round, quindi la sua carta va sotto la carta Vita {right}, "
    "non {card}",
    "refused.wrong_life_card.many": "{name} resta {number} round, quindi la sua carta va sotto la carta Vita "
    "{right}, non {card}",
    "refused.not_your_turn": "è il turno di {name}; solo la famiglia di turno muove i propri pezzi",
    "refused.not_your_turn.nobody": "non è il turno di nessuno; solo la famiglia di turno muove i propri pezzi",
    "refused.cannot_go": "quel pezzo non può andare lì",
    "refused.captain_marker_goes": "un segnalino Capitano si muove solo lungo il tracciato del Prestigio",
    "refused.bishop_marker_goes": "un segnalino Vescovo si muove solo sul tracciato della Chiesa",
    "refused.kinsman_goes": "un Familiare va solo su uno spazio Predicatore, sulla carta Vescovo o nella sua riserva",
    "refused.kinsman_goes_home": "un Familiare su uno spazio Predicatore o sulla carta Vescovo torna solo nella "
    "riserva della sua famiglia",
    "refused.tile_goes": "una tessera va solo su uno spazio Predicatore (quella di un Predicatore) o sulla carta "
    "Capitano",
    "refused.round_ending": "si sta giocando la fine del round; attendi il round successivo",
    "refused.not_a_place": "lì non c'è un posto del tabellone; il pezzo torna al suo posto (lascialo su un posto "
    "illuminato)",
    "refused.not_own_captain_marker": "ogni famiglia muove solo il proprio segnalino Capitano; è il turno di {name}",
    "refused.not_own_bishop_marker": "ogni famiglia muove solo il proprio segnalino Vescovo; è il turno di {name}",
    "refused.not_own_counts": "ogni famiglia imposta solo le proprie Risorse e i propri Fiorini; è il turno di {name}",
    "refused.tokens_banked": "i gettoni Prestigio vanno solo a un nuovo Capitano, quando incassa la sua posizione",
    "refused.pool_on_board": "i Familiari lasciano la riserva e vi tornano quando vengono mossi sul tabellone",
    "refused.offices_elected": "le cariche si vincono nelle elezioni alla fine del round",
    "refused.cardinal_reelected": "una famiglia diventa Cardinale solo se viene rieletta Vescovo mentre tiene "
    "la carta",
    "refused.seat_at_setup": "le famiglie, i loro nomi e i loro posti si scelgono quando si prepara la partita "
    "(File, Nuova partita)",
    "refused.covered": "il tabellone resta coperto finché chi gioca dopo non dice di essere allo schermo",
    "refused.step_showing": "attendi che questo passo sia stato mostrato",
    "refused.editor_open": "l'editor di scenari è aperto",
    "refused.editor_closed": "l'editor di scenari non è aperto",
    "refused.finish_round": "prima finisci la fine del round (o usa Indietro)",
    "refused.reviewing": "stai rivedendo una fine del round già giocata; chiudi la revisione (Esc) per tornare "
    "alla partita",
    "refused.question_waits": "una domanda attende la tua risposta nel pannello Prevedi",
    "refused.question_waits.captain": "una domanda attende la tua risposta: fai clic sul segnalino o sulla plancia "
    "di una famiglia, o sulla carta Primo giocatore per nessuno",
    "refused.question_waits.bishop": "una domanda attende la tua risposta: fai clic sul segnalino o sulla plancia "
    "di una famiglia, o sulla carta Vescovo per nessuno",
    "refused.question_waits.cardinal": "una domanda attende la tua risposta: fai clic sul segnalino o sulla plancia "
    "di una famiglia, o sulla carta Vescovo per nessuno",
    "refused.question_waits.turn_order": "una domanda attende la tua risposta: trascina i segnalini dell'ordine di "
    "turno al loro posto sul tracciato, o ordina la lista nel pannello Prevedi",
    "refused.question_waits.leaving": "una domanda attende la tua risposta: fai clic sulle carte dei personaggi che "
    "escono, poi su Rispondi",
    "refused.question_waits.card_moves": "una domanda attende la tua risposta: trascina le carte dei personaggi "
    "sotto le carte Vita dove finiscono, o sceglile nel pannello Prevedi",
    "refused.question_waits.draw_under": "una domanda attende la tua risposta: trascina le tessere appena pescate "
    "sotto le loro carte Vita, o sceglile nel pannello Prevedi",
    "refused.question_waits.ghost_moves": "una domanda attende la tua risposta: trascina il segnalino Capitano, il "
    "segnalino Vescovo e il Familiare di {name} dove li manda la sua carta Fantasma, o scrivi i numeri nel "
    "pannello Prevedi",
    "refused.question_waits.winner": "una domanda attende la tua risposta: fai clic sulle plance dei vincitori e "
    "scegli il criterio nel pannello Prevedi",
    "undo.round": "Fine del round {round}",
    "undo.game": "Fine della partita (punteggio finale)",
    "undo.move": "{rule} {text}",
    "characters_left": "{names} hanno concluso il loro tempo sotto la carta Vita I ed escono dal gioco",
    "cards_shifted.first.one": "{names} scende dalla carta Vita {card} alla carta Vita {below}",
    "cards_shifted.first.many": "{names} scendono dalla carta Vita {card} alla carta Vita {below}",
    "cards_shifted.then.one": "{names} dalla {card} alla {below}",
    "cards_shifted.then.many": "{names} dalla {card} alla {below}",
    "kinsmen_returned": "I Familiari tornano nelle loro riserve: {families}",
    "kinsmen_returned.family.one": "quello di {name} {places}",
    "kinsmen_returned.family.many": "quelli di {name} {places}",
    "kinsmen_returned.space": "dallo spazio Predicatore {space}",
    "kinsmen_returned.bishop_card.one": "dalla carta Vescovo",
    "kinsmen_returned.bishop_card.many": "{count} dalla carta Vescovo",
    "tiles_drawn": "Pescati dal sacchetto, ciascuno con la carta sotto la carta Vita dei round che deve restare, "
                   "girata sul lato Nuovo Artista: {tiles}",
    "tiles_drawn.tile": "{name} sotto la {card}",
    "quiet.no_captain.R7.1b": "Nessun Capitano del Popolo è stato eletto (D3), quindi nessuno prende la carta Primo "
    "giocatore",
    "quiet.no_captain.R7.1c": "Nessun Capitano del Popolo è stato eletto (D3), quindi nessuno converte il Prestigio in "
    "gettoni",
    "quiet.no_captain.R7.1d": "Nessun Capitano del Popolo è stato eletto (D3), quindi nessun segnalino Capitano "
    "torna a 0",
    "quiet.no_captain.R7.1e": "Nessun Capitano del Popolo è stato eletto (D3), quindi nessuno passa in testa "
    "all'ordine di turno",
    "quiet.captain_leads.R7.5": "{name} è Capitano del Popolo e ha già la carta Primo giocatore: la carta resta "
    "dov'è",
    "quiet.no_bishop.R7.2c": "Nessun Vescovo è stato eletto (D4), quindi nessuno prende la carta Vescovo",
    "quiet.no_bishop.R7.2d": "Nessun Vescovo è stato eletto (D4), quindi nessuno guadagna Prestigio dal tracciato "
    "della Chiesa",
    "quiet.no_bishop.R7.2e": "Nessun Vescovo è stato eletto (D4), quindi nessun segnalino Vescovo torna a 0",
    "quiet.no_bishop.R7.2f": "Nessun Vescovo è stato eletto (D4), quindi nessuno va al secondo posto dell'ordine di "
    "turno",
    "quiet.no_bishop.R7.3": "Nessun Vescovo è stato eletto (D4), quindi non c'è un Cardinale",
    "quiet.new_bishop.R7.3": "{name} è Vescovo, ma nel round appena giocato non aveva la carta Vescovo: "
    "nessun Cardinale",
    "quiet.nobody_detained.R8.2": "Nessuno è trattenuto sulla carta Capitano: non c'è nessuno da liberare",
    "quiet.no_kinsman_out.R8.3": "Nessun Familiare sui {spaces} spazi Predicatore né sulla carta Vescovo: "
    "nessuno torna nella riserva",
    "quiet.no_preacher_out.R8.4": "Nessun Predicatore sui {spaces} spazi Predicatore: nessuna tessera torna "
    "sulla sua carta",
    "quiet.nothing_under_card_i.R8.5": "In questo round non c'è nulla sotto la carta Vita I: nessuno esce dal gioco",
    "quiet.nothing_to_shift.R8.6": "Non c'è nulla sotto le carte Vita da {first} a {last}: nessuna carta scende",
    "quiet.nobody_left.R8.7": "Nessuno è uscito dal gioco con R8.5, quindi non si pesca alcuna tessera dal "
    "sacchetto",
}
