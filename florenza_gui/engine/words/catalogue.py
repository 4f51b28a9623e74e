"""The words of the narration and of refusals, by language (read by ``wording``).

Each entry is keyed by an event kind (or a refusal kind) and a variant, and
is a ``str.format`` template over the event's typed arguments; ``wording``
picks the key and fills it through a language's ``Words`` (its catalogue
and its small grammar). English is the engine's own wording, which saved
files keep byte for byte; Italian is the same sentences, never obtained by
parsing the English. A test checks both have the same keys and fields.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .characternames import character_name

EN: dict[str, str] = {
    # -- small pieces of sentences ------------------------------------------------------
    "and": " and ",
    "nobody": "nobody",
    "none": "none",
    "at": "{name} at {value}",
    "named_value": "{name} ({value})",
    "ranked": "{name} {place} ({value})",
    "ordinal": "{n}{suffix}",
    "ordinal.feminine": "{n}{suffix}",
    "difficulty.easy": "easy",
    "difficulty.normal": "normal",
    "difficulty.hard": "hard",
    "side.new": "New Artist",
    "side.regular": "regular",
    # -- Phase 7 ----------------------------------------------------------------------------
    "no_captain.everyone": "No Captain: everyone ties at {top} on the Prestige track",
    "no_captain": "No Captain: {names} tie at {top} on the Prestige track",
    "first_player_card.D3": "With no new Captain, {name} hands back the Captain card",
    "first_player_card.R7.1b": "{name} takes the First Player card, Captain side up",
    "first_player_card.R7.1b.from": "{name} takes the First Player card from {other}, Captain side up",
    "first_player_card.R7.5": "With no Captain, {name} plays first and takes the First Player card",
    "captain_elected": "{name} becomes Captain of the People, ahead of {others}",
    "captain_elected.private": "{name} becomes Captain: {top} is the highest ({listing})",
    "tokens_banked.one": "{name} banks its Prestige as 1 face-down token (now holding {holding})",
    "tokens_banked.many": "{name} banks its Prestige as {count} face-down tokens (now holding {holding})",
    "tokens_banked.private": "{name} banks {position} as tokens {values}",
    "captain_marker.R7.1d": "{name}'s Captain marker goes back to 0; no other marker moves",
    "captain_marker.R7.2d": "{name} scores {amount}, printed on Church space {space}",
    "captain_marker.G2": "{name} moves up {amount} on the Prestige track, as its card says",
    "bishop_marker.R7.2e": "{name}'s Bishop marker goes back to 0",
    "bishop_marker.G3": "{name} moves up {amount} on the Church track",
    "bishop_marker.G3.capped": "{name} moves up {amount} on the Church track "
    "(its card says {card}, but the track stops at {top})",
    "turn_order.R7.1e": "{name} will play first; the others shift down, keeping their order",
    "turn_order.D6": "{name} is both Captain and Bishop: it stays first, "
    "and second place goes to the best of the others",
    "turn_order.R7.2f.first": "With no Captain, {name} as Bishop will play first",
    "turn_order.R7.2f": "{name} as Bishop will play second, after the Captain",
    "turn_order.R7.4": "The others follow by Prestige: {listing}{ties}",
    "turn_order.D5": "With no Captain and no Bishop, everyone is placed by Prestige: {listing}{ties}",
    "turn_order.tie": "{names} tie at {value}, so the later player this round goes first",
    "bishop_elected": "{name} becomes Bishop with {top} on the Church track, ahead of {others}",
    "no_bishop.R7.2b": "No Bishop: nobody reaches {minimum} on the Church track (highest is {top})",
    "no_bishop.R7.2a": "No Bishop: {names} tie at {top} on the Church track",
    "bishop_card.D4": "{name} returns the Bishop card to the board",
    "bishop_card.D4.one": "{name} returns the Bishop card to the board; its 1 Kinsman stay until R8.3",
    "bishop_card.D4.many": "{name} returns the Bishop card to the board; its {stay} Kinsmen stay until R8.3",
    "bishop_card.keep": "{name} keeps the Bishop card",
    "bishop_card.board": "{name} takes the Bishop card from the board",
    "bishop_card.from": "{name} takes the Bishop card from {other}",
    "cardinal": "{name} is re-elected while holding the Bishop card: Cardinal for the {times} time, "
    "scoring {seats}, one per seat",
    # -- Phase 8 ----------------------------------------------------------------------------
    "game_ended": "Round {round} was the last: the game is over, on to the final scoring",
    "round_advanced": "The round marker moves on to round {round}",
    "tile_returned.R8.2": "{name} is released: the detained tile goes back on its card",
    "tile_returned.R8.4": "{name} leaves Predicatore space {space} and goes back on his card",
    "kinsman_returned.space": "{name}'s Kinsman leaves Predicatore space {space} for its pool",
    "kinsman_returned.bishop_card": "{name}'s Kinsman leaves the Bishop card for its pool",
    "character_left": "{name} has had his time under Life card I and leaves the game",
    "card_shifted": "{name} moves down from Life card {card} to {below}",
    "tile_drawn.one": "{name} is drawn from the bag; with 1 round to stay, his card goes under Life card {card}, "
    "New Artist side up",
    "tile_drawn.many": "{name} is drawn from the bag; with {rounds} rounds to stay, his card goes under "
    "Life card {card}, New Artist side up",
    "draw_skipped.one": "The bag is empty: 1 draw cannot be made and is skipped",
    "draw_skipped.many": "The bag is empty: {missing} draws cannot be made and are skipped",
    "muse.used": "The Muse turns back to Available",
    "muse.unused": "The Muse was not used this round and stays Available",
    # -- the Ghosts ----------------------------------------------------------------------------
    "ghost_deck": "The Ghost deck is empty and is reshuffled",
    "ghost_card": "{name}'s Ghost card: Prestige +{p}, Church +{c}, Predicatore space {s}",
    "ghost_card.extra": "{name}'s Ghost card: Prestige +{p} (+{extra} for {difficulty}, so {total}), "
    "Church +{c}, Predicatore space {s}",
    "kinsman_placed.no_pool": "{name} has no Kinsman left in its pool",
    "kinsman_placed.free": "space {space} is free, so {name}'s Kinsman goes there",
    "kinsman_placed.taken.one": "space {wanted} is taken, so {name}'s Kinsman goes to {space}",
    "kinsman_placed.taken.many": "spaces {wanted} to {last} are taken, so {name}'s Kinsman goes to {space}",
    "kinsman_placed.bishop_card": "every Predicatore space is taken, so {name}'s Kinsman goes on the Bishop card",
    "kinsman_placed.no_room": "every Predicatore space is taken and the Bishop card has no room: "
    "{name}'s Kinsman stays home",
    # -- the final scoring ---------------------------------------------------------------------
    "tokens_revealed.one": "{name} reveals 1 token worth {total}: from {before} to {after} Victory Points",
    "tokens_revealed.many": "{name} reveals {count} tokens worth {total}: from {before} to {after} Victory Points",
    "standings.shared": "{names} share the victory at {vp} Victory Points, equal on Resources and Fiorini too",
    "standings.victory_points": "{names} wins with {vp} Victory Points",
    "standings.resources": "{names} wins the tie at {vp} Victory Points on Resources",
    "standings.fiorini": "{names} wins the tie at {vp} Victory Points on Fiorini",
    "standings.then": "{text}; then {others}",
    # -- the start of a round --------------------------------------------------------------------
    "round_started": "Round {round} begins: {name} acts first",
    "round_started.nobody": "Round {round} begins: no human seat is left to act",
    "round_started.ghost": "{text}; {ghosts} passes at once",
    "round_started.ghosts": "{text}; {ghosts} pass at once",
    # -- the moves -----------------------------------------------------------------------------
    "M1": "{name} moves its Captain marker",
    "M1.private": "{name} moves its Captain marker to {to}",
    "M2": "{name} moves its Bishop marker to {to}",
    "M3": "{name} puts a Kinsman on Predicatore space {space}",
    "M4": "{name} puts a Kinsman on the Bishop card",
    "M5.bishop_card": "{name} takes a Kinsman back from the Bishop card",
    "M5.space": "{name} takes a Kinsman back from Predicatore space {space}",
    "M6": "{name} sends {character} to preach on space {space}",
    "M7": "{name}, as Captain, detains {character}",
    "M8": "{name} uses the Muse",
    "M9": "{name} turns {character}'s card to its {side} side",
    "M10": "{name} now has {resources} Resources and {fiorini} Fiorini",
    "D10.end_turn": "{name} ends its turn",
    "D10.pass": "{name} passes for the rest of the round",
    "D10.next": "{text}; {next} acts next",
    "D10.last": "{text}; everyone has passed, so the round ends",
    # -- refusals ------------------------------------------------------------------------------
    "refused.game_over": "the game is over; no more moves can be made",
    "refused.all_passed": "every family has passed; the round is ending",
    "refused.below_zero": "the Prestige track has no space below 0",
    "refused.prestige_range": "a Captain marker can be moved to a position from 0 to {number}",
    "refused.church_range": "the Church track runs from 0 to {number}",
    "refused.pool_empty": "{name} has no Kinsman left in its pool",
    "refused.no_bishop": "nobody holds the Bishop card this round",
    "refused.card_full": "the Bishop card already holds {number} Kinsmen",
    "refused.not_on_card": "{name} has no Kinsman on the Bishop card",
    "refused.not_on_space": "{name} has no Kinsman on Predicatore space {number}",
    "refused.artist": "{name} is an Artist; only Preachers preach",
    "refused.tile_away": "{name}'s tile is not on his card",
    "refused.not_captain": "only the family holding the Captain card may detain",
    "refused.already_detained": "{name} is already detained",
    "refused.muse_used": "the Muse is already used this round",
    "refused.negative_counts": "Resources and Fiorini cannot go below 0",
    "refused.counts_range": "Resources and Fiorini go up to {number}",
    "refused.not_a_move": "that is not a move of the action phase",
    "refused.no_such_space": "there are only {number} Predicatore spaces",
    "refused.space_taken": "Predicatore space {number} is already taken",
    "refused.no_such_character": "there is no character called {name} in this game",
    "refused.not_in_row": "{name} is not in the Life in Florenza row",
    "refused.wrong_life_card.one": "{name} stays 1 round, so his card goes under Life card {right}, not {card}",
    "refused.wrong_life_card.many": "{name} stays {number} rounds, so his card goes under Life card {right}, "
    "not {card}",
    "refused.not_your_turn": "it is {name}'s turn; only the active family moves its own pieces",
    "refused.not_your_turn.nobody": "it is nobody's turn; only the active family moves its own pieces",
    "refused.cannot_go": "that piece cannot go there",
    "refused.captain_marker_goes": "a Captain marker moves only along the Prestige track",
    "refused.bishop_marker_goes": "a Bishop marker moves only on the Church track",
    "refused.kinsman_goes": "a Kinsman goes only to a Predicatore space, onto the Bishop card or back to its pool",
    "refused.tile_goes": "a tile goes only to a Predicatore space (a Preacher's) or to the Captain card",
    "refused.round_ending": "the end of the round is being played; wait for the next round",
    "refused.not_a_place": "that is not a place on the board; the piece goes back (drop it on a lit place)",
    "refused.not_own_captain_marker": "each family moves only its own Captain marker; it is {name}'s turn",
    "refused.not_own_bishop_marker": "each family moves only its own Bishop marker; it is {name}'s turn",
    "refused.not_own_counts": "each family sets only its own Resources and Fiorini; it is {name}'s turn",
    "refused.tokens_banked": "Prestige tokens come only to a new Captain, when it cashes in its position",
    "refused.pool_on_board": "Kinsmen leave the pool and come back to it by being moved on the board",
    "refused.offices_elected": "the offices are won in the elections at the end of the round",
    "refused.cardinal_reelected": "a family becomes Cardinal only when it is elected Bishop again while it holds "
    "the card",
    "refused.seat_at_setup": "the families, their names and seats are chosen when the game is set up (File, New game)",
    "refused.covered": "the board is covered until the next player says they are at the screen",
    "refused.step_showing": "wait until this step has been shown",
    "refused.editor_open": "the scenario editor is open",
    "refused.editor_closed": "the scenario editor is not open",
    "refused.finish_round": "finish the end of the round first (or use Back)",
    # -- what undo and redo say -----------------------------------------------------------------
    "undo.round": "End of round {round}",
    "undo.game": "End of the game (final scoring)",
    "undo.move": "{rule} {text}",
}

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
    "captain_marker.G2": "{name} avanza di {amount} sul tracciato del Prestigio, come dice la sua carta",
    "bishop_marker.R7.2e": "Il segnalino Vescovo di {name} torna a 0",
    "bishop_marker.G3": "{name} avanza di {amount} sul tracciato dell'Influenza della Chiesa",
    "bishop_marker.G3.capped": "{name} avanza di {amount} sul tracciato dell'Influenza della Chiesa "
    "(la sua carta dice {card}, ma il tracciato si ferma a {top})",
    "turn_order.R7.1e": "Il primo turno sarà di {name}; gli altri scendono di un posto, mantenendo il loro "
    "ordine",
    "turn_order.D6": "{name} è sia Capitano del Popolo sia Vescovo: resta in testa, e il secondo posto va al "
    "migliore degli altri",
    "turn_order.R7.2f.first": "Senza Capitano del Popolo, il primo turno sarà di {name}, come Vescovo",
    "turn_order.R7.2f": "{name} come Vescovo giocherà per secondo, dopo il Capitano del Popolo",
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
    "bishop_card.D4.one": "{name} rimette la carta Vescovo sul tabellone; il suo Familiare vi resta fino a R8.3",
    "bishop_card.D4.many": "{name} rimette la carta Vescovo sul tabellone; i suoi {stay} Familiari vi restano "
    "fino a R8.3",
    "bishop_card.keep": "{name} tiene la carta Vescovo",
    "bishop_card.board": "{name} prende la carta Vescovo dal tabellone",
    "bishop_card.from": "{name} prende la carta Vescovo da {other}",
    "cardinal": "{name} è rieletto mentre tiene la carta Vescovo: Cardinale per la {times} volta, "
    "e guadagna {seats} Prestigio, uno per posto al tavolo",
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
    "round_started": "Inizia il round {round}: il primo turno è di {name}",
    "round_started.nobody": "Inizia il round {round}: non resta nessun giocatore umano che possa agire",
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
    "refused.covered": "il tabellone resta coperto finché il prossimo giocatore non dice di essere allo schermo",
    "refused.step_showing": "attendi che questo passo sia stato mostrato",
    "refused.editor_open": "l'editor di scenari è aperto",
    "refused.editor_closed": "l'editor di scenari non è aperto",
    "refused.finish_round": "prima finisci la fine del round (o usa Indietro)",
    "undo.round": "Fine del round {round}",
    "undo.game": "Fine della partita (punteggio finale)",
    "undo.move": "{rule} {text}",
}

CATALOGUES: dict[str, dict[str, str]] = {"en": EN, "it": IT}
ITALIAN_VOWELS = frozenset("aeiouàèéìòóù")


class Words:
    """A language's catalogue and its small grammar (lists, ordinals), and
    how it names a character (``characternames``)."""

    def __init__(self, table: dict[str, str], code: str = "en") -> None:
        self.table = table
        self.code = code

    def __call__(self, key: str, **fields: Any) -> str:
        template = self.table[key]
        if self.code == "it":  # "tocca ad Anna", "davanti ad Albizzi a 3": the euphonic d before a vowel
            for name, value in fields.items():
                if isinstance(value, str) and value[:1].lower() in ITALIAN_VOWELS:
                    template = template.replace(f" a {{{name}}}", f" ad {{{name}}}")
        return template.format(**fields)

    def join(self, words: Sequence[str]) -> str:
        """``A``; ``A and B``; ``A, B and C``; nobody for none."""
        if not words:
            return self.table["nobody"]
        if len(words) == 1:
            return words[0]
        return ", ".join(words[:-1]) + self.table["and"] + words[-1]

    def character(self, name: str) -> str:
        """A character's name (as the game holds it) in this language."""
        return character_name(name, self.code)

    def ordinal(self, n: int, key: str = "ordinal") -> str:
        suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        return self(key, n=n, suffix=suffix)

    def count(self, key: str, n: int, **fields: Any) -> str:
        """The ``.one`` or ``.many`` form of ``key``."""
        return self(f"{key}.{'one' if n == 1 else 'many'}", **fields)
