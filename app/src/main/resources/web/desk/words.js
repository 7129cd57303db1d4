// The desk's words: Italian first (the Italian federation's usage: turno, abbinamenti, classifica,
// spareggi, forfait, bye), English on the switch.
import { language } from '/app/i18n.js';

const WORDS = {
  it: {
    desk: "Tavolo dell'arbitro", events: 'Tornei', newEvent: 'Nuovo torneo', create: 'Crea', open: 'Apri',
    name: 'Nome', venue: 'Luogo', date: 'Data', variant: 'Variante', chess960: 'Scacchi960', chess: 'Scacchi',
    rounds: 'Turni', timeControl: 'Tempo di riflessione', tiebreaks: 'Spareggi (in ordine)', rules: 'Regole spareggi',
    capacity: 'Posti', unratedRating: 'Elo di chi non ha Elo', prizes: 'Premi (EUR, per posto)', entryFee: "Quota d'iscrizione (EUR)",
    chiefArbiter: 'Arbitro principale', checkInCutoff: "Chiusura dell'accredito", closed: 'chiuso',
    checkInOverride: 'Accredita in deroga', override: "deroga dell'arbitro",
    fee: 'Quota', feePaid: 'pagata', feeDue: 'da pagare', feeMark: 'Segna la quota pagata', feeUnmark: 'Togli il segno di quota pagata',
    printPlayers: 'Elenco iscritti', settings: 'Impostazioni', saved: 'Impostazioni salvate.', checkInHeader: 'Accreditato', categoryPrizes: 'Premi di categoria (CAT:posto=EUR)', waitingList: "Lista d'attesa", selfRegistration: 'Iscrizioni dal sito (con lista d\'attesa)',
    online: 'Torneo online', waitMinutes: 'Attesa per gli assenti (minuti)', onlinePgn: 'PGN delle partite online',
    seatAsMember: 'Sei entrato come', linkAccount: 'Gioca il torneo con questo account',
    presence: 'Presenza', seenAt: 'visto alle', notSeen: 'non ancora visto', waitLeft: 'attesa', waitOver: 'attesa scaduta',
    gamePending: 'partita in preparazione', whiteShort: 'B', blackShort: 'N',
    pauseClock: "Ferma l'orologio", pauseShort: 'Ferma', resumeClock: 'Riavvia', pauseReason: 'motivo (va nel registro)', pausedSince: 'orologio fermo dalle', clock: 'Orologio',
    playGame: 'Gioca la partita', watchGame: 'guarda', seatTaken: 'Questo browser gioca per', seatLinks: 'Link personali (torneo online)', seatAccount: 'gioca come',
    signUp: 'Iscriviti', surnameName: 'Cognome, Nome', birthYear: 'Anno di nascita', signedUp: 'Iscritto: numero',
    onWaitingList: "In lista d'attesa: posizione", fullWaiting: "Il torneo è al completo: puoi entrare in lista d'attesa.",
    joinWaiting: "Mettimi in lista d'attesa", leaveWaiting: "Togli dalla lista d'attesa", placesLeft: 'Posti liberi', printSheets: 'Foglietti dei risultati', projector: 'Proiettore (sala)',
    startRound: 'Via al turno', started: 'Turno avviato alle', sheetResult: 'Risultato (cerchiare)', signature: 'Firma',
    slip: 'Foglietto', elapsed: 'Tempo dal via', notStarted: 'Il turno non è ancora iniziato', fullScreen: 'Schermo intero',
    positionSlide: 'Posizione di partenza', pairingsSlide: 'Abbinamenti', standingsAfter: 'Classifica dopo il turno', fideReport: 'Rapporto per il rating FIDE (TRF)', csv: 'Giocatori e classifica (CSV)',
    players: 'Giocatori', round: 'Turno', standings: 'Classifica', log: 'Registro', print: 'Stampe ed esportazioni',
    register: 'Iscrivi', title: 'Titolo', federation: 'Federazione', fideId: 'ID FIDE', fideRating: 'Elo FIDE',
    nationalId: 'ID FSI', nationalRating: 'Elo Italia', club: 'Circolo', birth: 'Nascita', sex: 'Sesso',
    checkIn: 'Accredita', checkedIn: 'accreditato', undoCheckIn: 'Togli accredito', withdraw: 'Ritira',
    cancelWithdraw: 'Annulla ritiro', late: 'Ingresso tardivo', lateHalf: 'turni persi: ½', bye: 'Bye', byeHalf: '½',
    byeZero: '0', forRound: 'per il turno', del: 'Cancella', forbid: 'Coppia vietata', allow: 'Togli',
    withdrawn: 'ritirato dal turno', enteredIn: 'in gara dal turno', notEntered: 'non in gara',
    pair: 'Abbina il turno', position: 'Posizione Scacchi960 (vuoto: estratta a sorte)', unpair: 'Annulla abbinamento',
    exchange: 'Scambia due giocatori', swapColours: 'Inverti i colori della scacchiera', board: 'Scacchiera',
    white: 'Bianco', black: 'Nero', result: 'Risultato', pts: 'Pt', noRound: 'Nessun turno abbinato.',
    startPosition: 'Posizione di partenza', drawnAtRandom: 'estratta a sorte', chosenByArbiter: "scelta dall'arbitro",
    readAloud: 'Da leggere: da sinistra a destra', resultsKeys: 'Risultati: numero di scacchiera, Invio, poi 1 ½(=,5) 0 + -',
    reason: 'Motivo della correzione', correction: 'Correzione', breaks: 'Attenzione: la modifica viola', dutchOk: "L'abbinamento è quello del sistema olandese FIDE.",
    place: 'Pos', points: 'Punti', crosstable: 'Tabellone', prizeList: 'Premi', shared: 'diviso tra i pari merito',
    noStandings: 'La classifica arriva dopo il primo turno completo.',
    when: 'Quando', who: 'Chi', what: 'Cosa', changed: 'Nel frattempo un altro arbitro ha fatto:', decideAgain: 'Nulla è stato registrato: decidi di nuovo.',
    trf: 'TRF-16', trf2026: 'TRF-2026', eventFile: 'File del torneo (per la riga di comando)', printPairings: 'Abbinamenti per scacchiera',
    printAlpha: 'Chi gioca dove (alfabetico)', printStandings: 'Classifica', printCrosstable: 'Tabellone', printPrizes: 'Premi',
    publicPage: 'Pagina pubblica', initialColour: 'Colore iniziale', drawColour: 'Sorteggia', pab: 'bye (PAB)',
    byes: 'Bye', paired: 'abbinato', requestedByes: 'Bye richiesti', forbiddenPairs: 'Coppie vietate',
    version: 'versione', switchTo: 'English', save: 'Salva', rating: 'Elo',
    REMATCH: 'si sono già incontrati', FORBIDDEN_PAIR: 'coppia vietata', PAB_AGAIN: 'bye a chi ha già avuto un bye o una vittoria senza giocare',
    COLOUR_DIFFERENCE: 'differenza di colore', COLOUR_THREE_TIMES: 'stesso colore tre volte di fila', NOT_THE_DUTCH_PAIRING: 'non è l\'abbinamento olandese FIDE per',
    kinds: { create: 'creato il torneo', settings: 'impostazioni', register: 'iscritto', edit: 'corretto', delete: 'cancellato',
      checkin: 'accredito', fee: 'quota', start: 'avviato il turno', signup: 'iscrizione dal sito', moveUp: "entrato dalla lista d'attesa", leave: "tolto dalla lista d'attesa", late: 'ingresso tardivo', withdraw: 'ritiro', bye: 'bye', forbid: 'coppia vietata', colour: 'colore iniziale',
      pair: 'abbinato il turno', unpair: 'annullato l\'abbinamento', exchange: 'scambio', swapColours: 'colori invertiti', result: 'risultato',
      pause: 'orologio fermato', resume: 'orologio ripartito' },
  },
  en: {
    desk: "Arbiter's desk", events: 'Events', newEvent: 'New event', create: 'Create', open: 'Open',
    name: 'Name', venue: 'Venue', date: 'Date', variant: 'Variant', chess960: 'Chess960', chess: 'Chess',
    rounds: 'Rounds', timeControl: 'Time control', tiebreaks: 'Tie-breaks (in order)', rules: 'Tie-break rules',
    capacity: 'Places', unratedRating: 'Rating of the unrated', prizes: 'Prizes (EUR, by place)', entryFee: 'Entry fee (EUR)',
    chiefArbiter: 'Chief arbiter', checkInCutoff: 'Check-in closes at', closed: 'closed',
    checkInOverride: 'Check in by override', override: "arbiter's override",
    fee: 'Fee', feePaid: 'paid', feeDue: 'due', feeMark: 'Mark the fee paid', feeUnmark: 'Take the paid mark back',
    printPlayers: 'Registered players', settings: 'Settings', saved: 'Settings saved.', checkInHeader: 'Checked in', categoryPrizes: 'Category prizes (CAT:place=EUR)', waitingList: 'Waiting list', selfRegistration: 'Registration on the site (with a waiting list)',
    online: 'Played online', waitMinutes: 'Wait for absent players (minutes)', onlinePgn: 'PGN of the online games',
    seatAsMember: 'You are logged in as', linkAccount: 'Play the event with this account',
    presence: 'Presence', seenAt: 'seen at', notSeen: 'not seen yet', waitLeft: 'wait', waitOver: 'wait over',
    gamePending: 'game being made', whiteShort: 'W', blackShort: 'B',
    pauseClock: 'Pause the clock', pauseShort: 'Pause', resumeClock: 'Resume', pauseReason: 'reason (goes in the log)', pausedSince: 'clock paused since', clock: 'Clock',
    playGame: 'Play your game', watchGame: 'watch', seatTaken: 'This browser plays for', seatLinks: 'Personal links (online event)', seatAccount: 'plays as',
    signUp: 'Register', surnameName: 'Surname, Name', birthYear: 'Year of birth', signedUp: 'Registered: number',
    onWaitingList: 'On the waiting list: place', fullWaiting: 'The event is full: you can join the waiting list.',
    joinWaiting: 'Put me on the waiting list', leaveWaiting: 'Take off the waiting list', placesLeft: 'Places left', printSheets: 'Result sheets', projector: 'Projector (hall)',
    startRound: 'Start round', started: 'Round started at', sheetResult: 'Result (circle one)', signature: 'Signature',
    slip: 'Slip', elapsed: 'Since the start', notStarted: 'The round has not started yet', fullScreen: 'Full screen',
    positionSlide: 'Start position', pairingsSlide: 'Pairings', standingsAfter: 'Standings after round', fideReport: 'FIDE rating report (TRF)', csv: 'Players and standings (CSV)',
    players: 'Players', round: 'Round', standings: 'Standings', log: 'Log', print: 'Printouts and exports',
    register: 'Register', title: 'Title', federation: 'Federation', fideId: 'FIDE ID', fideRating: 'FIDE rating',
    nationalId: 'National ID', nationalRating: 'National rating', club: 'Club', birth: 'Birth', sex: 'Sex',
    checkIn: 'Check in', checkedIn: 'checked in', undoCheckIn: 'Undo check-in', withdraw: 'Withdraw',
    cancelWithdraw: 'Cancel withdrawal', late: 'Late entry', lateHalf: 'missed rounds: ½', bye: 'Bye', byeHalf: '½',
    byeZero: '0', forRound: 'for round', del: 'Delete', forbid: 'Forbidden pair', allow: 'Lift',
    withdrawn: 'withdrawn from round', enteredIn: 'playing from round', notEntered: 'not entered',
    pair: 'Pair the round', position: 'Chess960 position (empty: drawn at random)', unpair: 'Take the pairing back',
    exchange: 'Exchange two players', swapColours: "Swap a board's colours", board: 'Board',
    white: 'White', black: 'Black', result: 'Result', pts: 'Pts', noRound: 'No round paired.',
    startPosition: 'Start position', drawnAtRandom: 'drawn at random', chosenByArbiter: 'chosen by the arbiter',
    readAloud: 'To read aloud: left to right', resultsKeys: 'Results: board number, Enter, then 1 ½(=,5) 0 + -',
    reason: 'Reason for the correction', correction: 'Correction', breaks: 'Note: the change breaks', dutchOk: 'The pairing is the FIDE Dutch pairing.',
    place: 'Pl', points: 'Points', crosstable: 'Crosstable', prizeList: 'Prizes', shared: 'shared tie',
    noStandings: 'The standings come after the first complete round.',
    when: 'When', who: 'Who', what: 'What', changed: 'Meanwhile another arbiter did:', decideAgain: 'Nothing was recorded: decide again.',
    trf: 'TRF-16', trf2026: 'TRF-2026', eventFile: 'Event file (for the command line)', printPairings: 'Pairings by board',
    printAlpha: 'Who plays where (alphabetical)', printStandings: 'Standings', printCrosstable: 'Crosstable', printPrizes: 'Prizes',
    publicPage: 'Public page', initialColour: 'Initial colour', drawColour: 'Draw by lot', pab: 'bye (PAB)',
    byes: 'Byes', paired: 'paired', requestedByes: 'Requested byes', forbiddenPairs: 'Forbidden pairs',
    version: 'version', switchTo: 'Italiano', save: 'Save', rating: 'Rtg',
    REMATCH: 'have met already', FORBIDDEN_PAIR: 'forbidden pair', PAB_AGAIN: 'the PAB to a player who had one or a win without playing',
    COLOUR_DIFFERENCE: 'colour difference', COLOUR_THREE_TIMES: 'the same colour three times in a row', NOT_THE_DUTCH_PAIRING: 'not the FIDE Dutch pairing for',
    kinds: { create: 'created the event', settings: 'settings', register: 'registered', edit: 'corrected', delete: 'deleted',
      checkin: 'check-in', fee: 'fee', start: 'started round', signup: 'registration on the site', moveUp: 'moved up from the waiting list', leave: 'taken off the waiting list', late: 'late entry', withdraw: 'withdrawal', bye: 'bye', forbid: 'forbidden pair', colour: 'initial colour',
      pair: 'paired the round', unpair: 'took the pairing back', exchange: 'exchange', swapColours: 'colours swapped', result: 'result',
      pause: 'clock paused', resume: 'clock resumed' },
  },
};

export function w(key) {
  return WORDS[language()][key] ?? key;
}

/** Tenths of a point as 4½ (or 4). */
export function pts(tenths) {
  const whole = Math.floor(tenths / 10);
  const half = tenths % 10 !== 0;
  return half ? (whole ? `${whole}½` : '½') : `${whole}`;
}

/** A tie-break value: Buchholz in tenths as 12.5, ARO as it is, an undefined one empty. */
export function tiebreak(name, value) {
  if (value === null || value === undefined) return '';
  if (name.startsWith('BH')) return `${Math.floor(value / 10)}${language() === 'it' ? ',' : '.'}${value % 10}`;
  return `${value}`;
}

/** Euro cents as 30 or 20,50. */
export function euros(cents) {
  return cents % 100 === 0 ? `${cents / 100}` : `${Math.floor(cents / 100)}${language() === 'it' ? ',' : '.'}${String(cents % 100).padStart(2, '0')}`;
}
