// The page's words in Italian (the default) and English; the choice is remembered in the browser
// and, for a signed-in player, by the server.
const WORDS = {
  it: {
    licences: 'Licenze', guest: 'Ospite', login: 'Accedi', logout: 'Esci', register: 'Registrati',
    name: 'Nome', password: 'Password', switchTo: 'English', welcome: 'Benvenuto',
    account: 'Il tuo account', asGuest: 'Stai giocando come ospite: la partita resta legata a questo browser.',
    send: 'Invia', error: 'Errore', tournamentRound: 'turno', tournamentBoard: 'scacchiera',
    clockPaused: "Orologi fermati dall'arbitro: si riprende quando li riavvia",
    newGame: 'Nuova partita', variant: 'Variante', clock: 'Tempo', minutes: 'minuti', seconds: 'secondi',
    colour: 'Colore', white: 'Bianco', black: 'Nero', random: 'A caso', mode: 'Modo',
    open: 'Sfida aperta', private: 'Link privato', hotseat: 'Stessa schermata', create: 'Crea',
    none: 'Nessuno', sudden: 'Ko (es. 8+0)', fischer: 'Incremento Fischer', bronstein: 'Ritardo Bronstein', delay: 'Ritardo semplice',
    lobby: 'Sfide aperte', playing: 'Partite in corso', myGames: 'Le mie partite', join: 'Gioca', watch: 'Guarda',
    nothing: 'Nessuna', offerDraw: 'Proponi patta', accept: 'Accetta patta', decline: 'Rifiuta', claim: 'Reclama patta',
    resign: 'Abbandona', abort: 'Annulla partita', flip: 'Gira la scacchiera', pgn: 'Scarica PGN',
    toMove: 'Muove', waiting: 'In attesa di un avversario: invia questo link', link: 'Link',
    downNote: 'Se il server si ferma, il tempo in cui resta fermo non viene addebitato a nessuno.',
    drawOffered: 'Il tuo avversario propone patta', hand: 'La tua mano', opponentHand: 'Mano avversaria',
    deck: 'mazzo', passDevice: 'Passa il dispositivo', ready: 'Pronto', promote: 'Promuovi a',
    spectator: 'Spettatore', you: 'tu', reconnecting: 'Riconnessione…',
    italianLetters: 'lettere italiane (R D T A C)', claimWithMove: 'reclama la patta con la prossima mossa',
    takeback: 'Ritira la mossa', takebackAccept: 'Concedi il ritiro', takebackDecline: 'Rifiuta il ritiro',
    takebackAsked: "L'avversario chiede di ritirare la mossa",
    computer: 'Contro il computer', level: 'livello', strongest: 'il più forte', rematch: 'Rivincita',
    rematchOffered: 'Rivincita proposta: gioca', live: 'Torna alla partita',
    citadelChoice: 'Ingresso nella cittadella', citadelDraw: 'patta', citadelExchange: 'scambio, si continua',
  },
  en: {
    licences: 'Licences', guest: 'Guest', login: 'Log in', logout: 'Log out', register: 'Register',
    name: 'Name', password: 'Password', switchTo: 'Italiano', welcome: 'Welcome',
    account: 'Your account', asGuest: 'You are playing as a guest: your games stay bound to this browser.',
    send: 'Send', error: 'Error', tournamentRound: 'round', tournamentBoard: 'board',
    clockPaused: 'The arbiter has paused the clocks: play goes on when they restart',
    newGame: 'New game', variant: 'Variant', clock: 'Clock', minutes: 'minutes', seconds: 'seconds',
    colour: 'Colour', white: 'White', black: 'Black', random: 'Random', mode: 'Mode',
    open: 'Open challenge', private: 'Private link', hotseat: 'Same screen', create: 'Create',
    none: 'None', sudden: 'Sudden death (e.g. 8+0)', fischer: 'Fischer increment', bronstein: 'Bronstein delay', delay: 'Simple delay',
    lobby: 'Open challenges', playing: 'Games being played', myGames: 'My games', join: 'Play', watch: 'Watch',
    nothing: 'None', offerDraw: 'Offer a draw', accept: 'Accept the draw', decline: 'Decline', claim: 'Claim a draw',
    resign: 'Resign', abort: 'Abort', flip: 'Flip the board', pgn: 'Download PGN',
    toMove: 'To move', waiting: 'Waiting for an opponent: send this link', link: 'Link',
    downNote: 'If the server stops, the time it stays down is charged to nobody.',
    drawOffered: 'Your opponent offers a draw', hand: 'Your hand', opponentHand: "Opponent's hand",
    deck: 'deck', passDevice: 'Pass the device', ready: 'Ready', promote: 'Promote to',
    spectator: 'Spectator', you: 'you', reconnecting: 'Reconnecting…',
    italianLetters: 'Italian letters (R D T A C)', claimWithMove: 'claim a draw with my next move',
    takeback: 'Take back', takebackAccept: 'Allow the takeback', takebackDecline: 'Refuse the takeback',
    takebackAsked: 'Your opponent asks to take back a move',
    computer: 'Against the computer', level: 'level', strongest: 'strongest', rematch: 'Rematch',
    rematchOffered: 'Rematch offered: play', live: 'Back to the game',
    citadelChoice: 'Entering the citadel', citadelDraw: 'draw', citadelExchange: 'exchange, play on',
  },
};

const KEY = 'arrocco.lang';

export function language() {
  const l = localStorage.getItem(KEY);
  return l === 'en' ? 'en' : 'it';
}

export function setLanguage(l) {
  localStorage.setItem(KEY, l === 'en' ? 'en' : 'it');
  document.documentElement.lang = language();
}

export function t(key) {
  return WORDS[language()][key] ?? WORDS.en[key] ?? key;
}

export function translatePage(root = document) {
  for (const el of root.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
}
