// The game page: the board (chessgroundx), clocks, the move list, the actions, and the live
// connection that keeps them as the server says. The page never decides a move: it sends it and
// shows what the server committed.
import { Chessground } from 'chessgroundx';
import { language, t } from './i18n.js';
import { el } from './dom.js';
import * as api from './api.js';
import * as tamerlane from './tamerlane.js';

let state = null;
let cg = null;
let socket = null;
let flipped = false;
let dropTile = null;
let shownSide = null;
let readyFor = null;
let requests = 0;
let ticker = null;
let received = 0;
let ply = null; // the move shown while stepping through the list; null: the game as it stands
let positions = null; // the positions before and after each move, fetched for stepping
const audio = window.AudioContext ? new AudioContext() : null;

// A short tone of our own making (Web Audio), higher for a capture.
function sound(capture) {
  if (!audio) return;
  const o = audio.createOscillator();
  const g = audio.createGain();
  o.frequency.value = capture ? 660 : 440;
  g.gain.setValueAtTime(0.15, audio.currentTime);
  g.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.12);
  o.connect(g).connect(audio.destination);
  o.start();
  o.stop(audio.currentTime + 0.12);
}

function send(m) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(m));
}

function act(kind, extra = {}) {
  send({ t: kind, game: state.game, id: `r${Date.now()}-${requests++}`, ...extra });
}

let waits = 0;

function connect(id) {
  const proto = location.protocol === 'https:' ? 'wss' : 'ws';
  socket = new WebSocket(`${proto}://${location.host}/ws`);
  socket.onopen = () => { send({ t: 'sub', game: id, v: state ? state.v : -1 }); document.body.classList.remove('offline'); };
  socket.onmessage = (ev) => {
    const m = JSON.parse(ev.data);
    if (m.t === 'state' && m.game === id && (!state || m.v >= state.v)) show(m);
    else if (m.t === 'moved' && m.game === id) moved(m);
    else if (m.t === 'refused' && !state && waits++ < 60) {
      // not made yet (a tournament's round makes its games just after it starts): ask again
      document.getElementById('main').textContent = m.error;
      setTimeout(() => send({ t: 'sub', game: id, v: -1 }), 1000);
    } else if (m.t === 'refused') message(m.error);
  };
  socket.onclose = () => { document.body.classList.add('offline'); setTimeout(() => connect(id), 1000); };
}

// A move alone: applied to the state of the version before it; after a gap, the whole state is asked.
function moved(m) {
  if (!state || m.v <= state.v) return;
  if (m.v !== state.v + 1 || state.view.moves.length + 1 !== m.plies) {
    send({ t: 'sub', game: m.game, v: state.v });
    return;
  }
  show({ ...state, v: m.v, ack: m.ack, status: m.status, takeback: m.takeback, view: { ...m.view, moves: [...state.view.moves, m.move] } });
}

function message(text) {
  const m = document.getElementById('game-message');
  if (m) m.textContent = text;
}

function mySides() {
  if (!state) return [];
  const v = state.view;
  if (v.seat === 'spectator') return [];
  return state.mode === 'hotseat' ? ['white', 'black'] : [v.seat];
}

function orientation() {
  const v = state.view;
  let o = state.mode === 'hotseat' ? v.sideToMove : (v.seat === 'black' ? 'black' : 'white');
  if (flipped) o = o === 'white' ? 'black' : 'white';
  return o;
}

const isTamerlane = () => state.view.variant === 'tamerlane';

function dests() {
  if (isTamerlane()) return tamerlane.dests(state.view.legalMoves);
  const d = new Map();
  for (const m of state.view.legalMoves) {
    // a Sprint placement: chessgroundx's drop origin, the tile's letter and '@' (P@ -> d3, ...)
    const from = m.uci.slice(0, 2);
    const to = m.uci.slice(2, 4);
    if (!d.has(from)) d.set(from, []);
    if (!d.get(from).includes(to)) d.get(from).push(to);
  }
  return d;
}

function played(orig, dest) {
  const options = isTamerlane()
    ? tamerlane.movesBetween(state.view.legalMoves, orig, dest)
    : state.view.legalMoves.filter((m) => m.uci.startsWith(orig + dest));
  if (options.length > 1) return choose(options);
  if (options.length === 1) sendMove(options[0].uci);
}

// A move, or a move with a draw claim (FIDE 9.2.1.1, 9.3.1: the claim is made with the move that
// brings the repetition or the 50th move; the move stands whether or not the claim holds).
function sendMove(uci) {
  const claim = document.getElementById('claim-with-move');
  if (claim && claim.checked) act('moveAndClaim', { move: uci });
  else act('move', { move: uci });
}

// More than one move between the same squares: a promotion (chess), or a Tamerlane king entering
// the enemy citadel, which draws, or, once per game, exchanges with its prince or adventitious king.
function choose(options) {
  const box = document.getElementById('promotion');
  const citadel = isTamerlane();
  box.replaceChildren(el('span', { text: t(citadel ? 'citadelChoice' : 'promote') + ': ' }));
  for (const m of options) {
    let label = m.san;
    if (citadel) label += ` (${t(tamerlane.squaresOf(m.uci).length === 3 ? 'citadelExchange' : 'citadelDraw')})`;
    box.append(el('button', { type: 'button', class: 'promote', 'data-uci': m.uci, text: label, on: { click: () => { box.replaceChildren(); sendMove(m.uci); } } }));
  }
  box.append(el('button', { type: 'button', id: 'choice-cancel', text: '✕', on: { click: () => { box.replaceChildren(); board(); } } }));
}

// A tile dragged from the hand onto the board (chessgroundx checked it against the legal drops).
function placed(piece, key) {
  dropTile = null;
  cg.setAutoShapes([]);
  act('move', { move: `${piece.role[0].toUpperCase()}@${key}` });
}

function selected(key) {
  if (!dropTile) return;
  const uci = `${dropTile}@${key}`;
  if (state.view.legalMoves.some((m) => m.uci === uci)) act('move', { move: uci });
  dropTile = null;
  cg.setAutoShapes([]);
}

function chooseTile(tile) {
  dropTile = tile;
  const shapes = state.view.legalMoves.filter((m) => m.uci.startsWith(tile + '@'))
    .map((m) => ({ orig: m.uci.slice(2), brush: 'green' }));
  cg.setAutoShapes(shapes);
}

function lastMoveKeys(last) {
  if (!last || last.uci === '0000' || last.uci === '--') return undefined;
  if (isTamerlane()) return tamerlane.lastMoveKeys(last.uci);
  if (last.uci.includes('@')) return [last.uci.slice(2, 4)];
  return [last.uci.slice(0, 2), last.uci.slice(2, 4)];
}

const stepping = () => ply !== null && positions && ply < state.view.moves.length;

function board() {
  const v = state.view;
  const tam = isTamerlane();
  const past = stepping();
  const position = past ? positions[ply] : v.position;
  const fen = tam ? tamerlane.boardFen(position) : position.split(' ')[0];
  const shownMoves = past ? ply : v.moves.length;
  const last = shownMoves ? v.moves[shownMoves - 1] : null;
  const going = !past && !v.outcome && state.status === 'live';
  const mine = going && mySides().includes(v.sideToMove);
  // the pieces this screen moves: its seat's (also while the opponent thinks: a premove), or on a
  // hotseat screen the side to move's
  const color = !going ? undefined : state.mode === 'hotseat' ? v.sideToMove : mySides()[0];
  const config = {
    fen, orientation: orientation(), turnColor: v.sideToMove, lastMove: lastMoveKeys(last),
    check: !!(last && /[+#]$/.test(last.san)), coordinates: !tam,
    movable: { free: false, color, dests: mine ? dests() : new Map(), showDests: true, events: { after: played, afterNewPiece: placed } },
    premovable: { enabled: true, ...(tam ? { premoveFunc: tamerlane.premoveFunc } : {}) },
    events: { select: selected },
    animation: { enabled: true, duration: 150 },
  };
  if (!cg) {
    const box = document.getElementById('board');
    if (tam) {
      tamerlane.addPieceStyles();
      box.classList.add('tamerlane');
      document.getElementById('game').classList.add('tamerlane');
      config.dimensions = { width: tamerlane.WIDTH, height: tamerlane.HEIGHT };
      config.kingRoles = ['k-piece', 'h-piece', 'a-piece'];
    }
    cg = Chessground(box, config);
  } else cg.set(config);
  // a premove made while the opponent thought is played now, through the same path as a move
  if (mine) cg.playPremove();
}

// Tamerlane's pieces with their names and letters (the letters of the move list).
function legend() {
  if (!isTamerlane()) return '';
  const lang = language() === 'it' ? 1 : 2;
  const box = el('div', { id: 'legend', class: 'cg-wrap tamerlane legend' });
  for (const p of tamerlane.PIECES) {
    const role = p[0].length === 2 ? 'pn-piece' : `${p[0].toLowerCase()}-piece`;
    box.append(el('span', { class: 'legend-item' }, el('piece', { class: `${role} white` }), `${p[0]} ${p[lang]}`));
  }
  return box;
}

function clockText(ms) {
  if (ms == null) return '';
  const s = Math.max(0, ms) / 1000;
  if (s < 10) return s.toFixed(1);
  const m = Math.floor(s / 60);
  return `${m}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
}

function drawClocks() {
  const c = state.view.clock;
  for (const side of ['white', 'black']) {
    const box = document.getElementById(`clock-${side}`);
    if (!box) continue;
    if (!c || c[side] == null) { box.textContent = ''; continue; }
    const running = c.running && c.toMove === side;
    const left = c[side] - (running ? performance.now() - received : 0);
    box.textContent = clockText(left);
    box.classList.toggle('running', running);
    box.classList.toggle('low', left < 30000);
  }
  const glass = document.getElementById('hourglass');
  if (glass) {
    if (c && c.move != null) {
      const limit = Number((state.view.sprint && state.limit) || 60000);
      const left = c.move - (c.running ? performance.now() - received : 0);
      glass.hidden = false;
      glass.querySelector('.sand').style.width = `${Math.max(0, Math.min(100, (100 * left) / limit))}%`;
      glass.querySelector('.left').textContent = clockText(left);
    } else glass.hidden = true;
  }
}

// Stepping through the moves: the positions come from the server (the page knows no rules);
// a new move brings the board back to the game as it stands.
async function step(to) {
  const n = state.view.moves.length;
  const target = Math.max(0, Math.min(n, to));
  if (target === n) ply = null;
  else {
    if (!positions || positions.length !== n + 1) {
      const r = await api.get(`/api/games/${state.game}/positions`);
      positions = r.positions;
      if (positions.length !== n + 1) return;
    }
    ply = target;
  }
  board();
  document.getElementById('moves-box').replaceChildren(moveList());
  document.body.dataset.ply = ply === null ? '' : String(ply);
}

// SAN with the Italian piece letters (Re, Donna, Torre, Alfiere, Cavallo), on request; in chess
// SAN the piece letters are exactly its capital letters. Tamerlane keeps its own letters.
const ITALIAN = { K: 'R', Q: 'D', R: 'T', B: 'A', N: 'C' };
const italianLetters = () => localStorage.getItem('arrocco.italianLetters') === 'true' && !isTamerlane();
const sanText = (san) => (italianLetters() ? san.replace(/[KQRBN]/g, (c) => ITALIAN[c]) : san);

function moveList() {
  const ol = el('ol', { id: 'moves' });
  const ms = state.view.moves;
  const current = ply === null ? ms.length : ply;
  const san = (i) => el('span', { class: `san${i + 1 === current ? ' current' : ''}`, 'data-ply': String(i + 1), text: ms[i] ? sanText(ms[i].san) : '', on: { click: () => step(i + 1) } });
  for (let i = 0; i < ms.length; i += 2) ol.append(el('li', {}, san(i), ' ', ms[i + 1] ? san(i + 1) : ''));
  const nav = el('div', { id: 'stepper' });
  const b = (id, text, to) => nav.append(el('button', { type: 'button', id, text, on: { click: () => step(to()) } }));
  b('step-first', '«', () => 0);
  b('step-back', '‹', () => (ply === null ? ms.length : ply) - 1);
  b('step-forward', '›', () => (ply === null ? ms.length : ply) + 1);
  b('step-last', '»', () => ms.length);
  if (!isTamerlane()) {
    const box = el('input', { type: 'checkbox', id: 'italian-letters', on: { change: (e) => {
      localStorage.setItem('arrocco.italianLetters', String(e.target.checked));
      document.getElementById('moves-box').replaceChildren(moveList());
    } } });
    box.checked = italianLetters();
    nav.append(el('label', { class: 'note' }, box, ` ${t('italianLetters')}`));
  }
  return el('div', {}, ol, nav);
}

function rematchButton() {
  const offered = state.rematch;
  return el('button', { type: 'button', id: 'rematch', text: t(offered ? 'rematchOffered' : 'rematch'), on: { click: async () => {
    try {
      if (offered) {
        try { await api.post(`/api/games/${offered}/join`); } catch (e) { /* the asker's own, or taken: open it */ }
        location.href = `/game/${offered}`;
      } else {
        const g = await api.post(`/api/games/${state.game}/rematch`);
        location.href = `/game/${g.game}`;
      }
    } catch (e) { message(e.message); }
  } } });
}

function sprintPanel() {
  const s = state.view.sprint;
  if (!s) return '';
  const me = state.view.seat;
  const opp = me === 'black' ? 'white' : 'black';
  const hand = el('div', { id: 'hand', class: 'pocket' }, el('span', { text: t('hand') + ': ' }));
  for (const tile of (s.hand || '')) {
    const legal = state.view.legalMoves.some((m) => m.uci.startsWith(tile + '@'));
    const drag = (e) => { if (legal && cg) cg.dragNewPiece({ role: `${tile.toLowerCase()}-piece`, color: state.view.sideToMove }, false, e); };
    hand.append(el('button', { type: 'button', class: 'tile', 'data-tile': tile, text: tile, ...(legal ? {} : { disabled: 'disabled' }), on: { click: () => chooseTile(tile), mousedown: drag, touchstart: drag } }));
  }
  const oppCount = s[`${me === 'spectator' ? 'black' : opp}HandSize`];
  return el('div', { class: 'sprint' }, hand,
    el('div', { id: 'opponent-hand', class: 'pocket' }, el('span', { text: `${t('opponentHand')}: ` }), ...Array.from({ length: oppCount }, () => el('span', { class: 'tile back', text: '?' }))),
    el('div', { id: 'decks', text: `${t('white')} ${t('deck')}: ${s.whiteDeckSize} · ${t('black')} ${t('deck')}: ${s.blackDeckSize}` }));
}

// A draw offer this screen may answer: the opponent's; on a hotseat screen, the offer of the side
// that is not to move (it offered, then moved).
function offerToAnswer() {
  const v = state.view;
  if (!v.drawOffer) return false;
  return state.mode === 'hotseat' ? v.drawOffer !== v.sideToMove : !mySides().includes(v.drawOffer);
}

const takebackToAnswer = () => state.takeback && state.mode !== 'hotseat' && !mySides().includes(state.takeback);

function actions() {
  const v = state.view;
  const box = el('div', { id: 'actions' });
  const b = (id, label, kind, extra) => box.append(el('button', { type: 'button', id, text: t(label), on: { click: () => act(kind, extra) } }));
  const seated = mySides().length > 0;
  if (seated && state.status === 'live') {
    if (offerToAnswer()) { b('accept', 'accept', 'accept'); b('decline', 'decline', 'decline'); }
    else if (!v.drawOffer && v.moves.length >= 2) b('offer', 'offerDraw', 'offer'); // FIDE 5.2.3: once both have moved
    if (v.canClaimDraw) b('claim', 'claim', 'claim');
    if (['chess', 'chess960'].includes(v.variant) && mySides().includes(v.sideToMove)) {
      box.append(el('label', { class: 'note' }, el('input', { type: 'checkbox', id: 'claim-with-move' }), ` ${t('claimWithMove')}`));
    }
    // a tournament's game (mode event) is neither aborted nor taken back, and has no rematch
    const tournament = state.mode === 'event';
    if (v.moves.length < 2 && !tournament) b('abort', 'abort', 'abort');
    // a takeback: asked, then allowed or refused by the opponent (at once on one screen and against
    // the computer); not in Sprint
    if (v.variant !== 'sprint' && !tournament) {
      if (takebackToAnswer()) { b('takeback-accept', 'takebackAccept', 'takebackAccept'); b('takeback-decline', 'takebackDecline', 'takebackDecline'); }
      else if (!state.takeback && v.moves.length) b('takeback', 'takeback', 'takeback', state.mode === 'hotseat' ? { side: v.sideToMove } : {});
    }
    b('resign', 'resign', 'resign', state.mode === 'hotseat' ? { side: v.sideToMove } : {});
  }
  box.append(el('button', { type: 'button', id: 'flip', text: t('flip'), on: { click: () => { flipped = !flipped; board(); } } }));
  if (state.status === 'over') box.append(el('a', { id: 'pgn', href: `/api/games/${state.game}/pgn`, text: t('pgn') }));
  if (seated && state.mode !== 'event' && (state.status === 'over' || state.status === 'aborted')) box.append(rematchButton());
  return box;
}

function show(m) {
  const before = state ? state.view.moves.length : 0;
  if (m.view.moves.length !== before) ply = null;
  state = m;
  received = performance.now();
  const v = m.view;
  if (v.moves.length > before && before > 0) sound(/x/.test(v.moves[v.moves.length - 1].san));
  const main = document.getElementById('main');
  let page = document.getElementById('game');
  if (!page) {
    page = el('div', { id: 'game' },
      el('div', { class: 'board-col' }, el('div', { id: 'clock-top', class: 'clock-row' }), el('div', { id: 'board-box' }, el('div', { id: 'board' })),
        el('div', { id: 'clock-bottom', class: 'clock-row' }), el('div', { id: 'promotion' }), el('div', { id: 'sprint-box' })),
      el('div', { class: 'side-col panel' }, el('div', { id: 'tournament' }), el('div', { id: 'players' }), el('div', { id: 'status' }), el('div', { id: 'hourglass', hidden: 'hidden' }, el('div', { class: 'sand' }), el('span', { class: 'left' })),
        el('div', { id: 'moves-box' }), el('div', { id: 'actions-box' }), el('p', { id: 'game-message', class: 'message' }), el('p', { class: 'note', text: t('downNote') })),
      el('div', { id: 'pass', hidden: 'hidden' }, el('p', { text: t('passDevice') }), el('button', { type: 'button', id: 'ready', text: t('ready') })));
    main.replaceChildren(page);
  }
  const o = orientation();
  const top = o === 'white' ? 'black' : 'white';
  document.getElementById('clock-top').replaceChildren(el('span', { class: 'name', text: m[top] ?? '…' }), el('span', { id: `clock-${top}`, class: 'clock' }));
  document.getElementById('clock-bottom').replaceChildren(el('span', { class: 'name', text: m[o] ?? '…' }), el('span', { id: `clock-${o}`, class: 'clock' }));
  board();
  document.getElementById('sprint-box').replaceChildren(sprintPanel(), legend());
  document.getElementById('moves-box').replaceChildren(moveList());
  document.getElementById('actions-box').replaceChildren(actions());
  let status;
  if (m.status === 'waiting') status = `${t('waiting')}: ${location.href}`;
  else if (v.outcome) status = `${v.outcome.result} — ${v.outcome[language()]}`;
  else if (m.status === 'aborted') status = t('abort');
  else status = `${t('toMove')}: ${t(v.sideToMove)}`;
  // an arbiter's pause (a tournament's game): the clocks stand still, no move is taken
  if (m.paused && m.status === 'live') status = t('clockPaused');
  document.body.classList.toggle('clock-paused', Boolean(m.paused && m.status === 'live'));
  if (offerToAnswer()) status += ` · ${t('drawOffered')}`;
  if (takebackToAnswer()) status += ` · ${t('takebackAsked')}`;
  document.getElementById('status').textContent = status;
  document.getElementById('status').dataset.result = v.outcome ? v.outcome.result : '';
  const named = (side) => (m.computerSide === side ? `${m[side]} (${t('level')} ${m.computer})` : m[side] ?? '?');
  document.getElementById('players').textContent = `${named('white')} – ${named('black')}`;
  // a tournament's game: its event (a link to the players' page), round and board
  const tm = m.tournament;
  document.getElementById('tournament').replaceChildren(tm
    ? el('a', { href: `/torneo/${tm.event}`, id: 'tournament-link', text: `${tm.name} · ${t('tournamentRound')} ${tm.round} · ${t('tournamentBoard')} ${tm.board}` }) : '');
  passScreen();
  drawClocks();
  document.body.dataset.version = m.v;
  document.body.dataset.ready = 'true';
}

// Hotseat Sprint: the hand of the side that just moved is hidden until the next player is ready.
function passScreen() {
  const v = state.view;
  const pass = document.getElementById('pass');
  const hide = state.mode === 'hotseat' && v.sprint && state.status === 'live' && shownSide !== null && shownSide !== v.sideToMove && readyFor !== v.sideToMove;
  pass.hidden = !hide;
  document.getElementById('sprint-box').hidden = hide;
  document.getElementById('ready').onclick = () => { readyFor = v.sideToMove; shownSide = v.sideToMove; passScreen(); };
  if (!hide) shownSide = v.sideToMove;
}

export function startGame(id) {
  connect(id);
  document.addEventListener('keydown', (e) => {
    if (!state || e.target.closest('input, select, textarea')) return;
    const at = ply === null ? state.view.moves.length : ply;
    if (e.key === 'ArrowLeft') step(at - 1);
    else if (e.key === 'ArrowRight') step(at + 1);
  });
  if (!ticker) ticker = setInterval(() => state && drawClocks(), 100);
}
