// The game page: the board (chessgroundx), clocks, the move list, the actions, and the live
// connection that keeps them as the server says. The page never decides a move: it sends it and
// shows what the server committed.
import { Chessground } from 'chessgroundx';
import { language, t } from './i18n.js';
import { el } from './dom.js';

const BOARD_VARIANTS = new Set(['chess', 'chess960', 'sprint']);
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

function connect(id) {
  const proto = location.protocol === 'https:' ? 'wss' : 'ws';
  socket = new WebSocket(`${proto}://${location.host}/ws`);
  socket.onopen = () => { send({ t: 'sub', game: id, v: state ? state.v : -1 }); document.body.classList.remove('offline'); };
  socket.onmessage = (ev) => {
    const m = JSON.parse(ev.data);
    if (m.t === 'state' && m.game === id && (!state || m.v >= state.v)) show(m);
    else if (m.t === 'refused') message(m.error);
  };
  socket.onclose = () => { document.body.classList.add('offline'); setTimeout(() => connect(id), 1000); };
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

function dests() {
  const d = new Map();
  for (const m of state.view.legalMoves) {
    if (m.uci.includes('@')) continue;
    const from = m.uci.slice(0, 2);
    const to = m.uci.slice(2, 4);
    if (!d.has(from)) d.set(from, []);
    if (!d.get(from).includes(to)) d.get(from).push(to);
  }
  return d;
}

function played(orig, dest) {
  const options = state.view.legalMoves.filter((m) => m.uci.startsWith(orig + dest));
  if (options.length > 1) return choosePromotion(options);
  if (options.length === 1) act('move', { move: options[0].uci });
}

function choosePromotion(options) {
  const box = document.getElementById('promotion');
  box.replaceChildren(el('span', { text: t('promote') + ': ' }));
  for (const m of options) {
    box.append(el('button', { type: 'button', class: 'promote', 'data-uci': m.uci, text: m.san, on: { click: () => { box.replaceChildren(); act('move', { move: m.uci }); } } }));
  }
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

function board() {
  const v = state.view;
  const fen = v.position.split(' ')[0];
  const last = v.moves.length ? v.moves[v.moves.length - 1] : null;
  const lastMove = last && !last.uci.includes('@') && last.uci !== '0000' ? [last.uci.slice(0, 2), last.uci.slice(2, 4)] : (last && last.uci.includes('@') ? [last.uci.slice(2, 4)] : undefined);
  const mine = mySides().includes(v.sideToMove) && !v.outcome && state.status === 'live';
  const config = {
    fen, orientation: orientation(), turnColor: v.sideToMove, lastMove,
    check: !!(last && /[+#]$/.test(last.san)), coordinates: true,
    movable: { free: false, color: mine ? v.sideToMove : undefined, dests: mine ? dests() : new Map(), showDests: true, events: { after: played } },
    premovable: { enabled: true },
    events: { select: selected },
    animation: { enabled: true, duration: 150 },
  };
  if (!cg) cg = Chessground(document.getElementById('board'), config);
  else cg.set(config);
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

function moveList() {
  const ol = el('ol', { id: 'moves' });
  const ms = state.view.moves;
  for (let i = 0; i < ms.length; i += 2) {
    ol.append(el('li', {}, el('span', { class: 'san', text: ms[i].san }), ' ', el('span', { class: 'san', text: ms[i + 1] ? ms[i + 1].san : '' })));
  }
  return ol;
}

function sprintPanel() {
  const s = state.view.sprint;
  if (!s) return '';
  const me = state.view.seat;
  const opp = me === 'black' ? 'white' : 'black';
  const hand = el('div', { id: 'hand', class: 'pocket' }, el('span', { text: t('hand') + ': ' }));
  for (const tile of (s.hand || '')) {
    const legal = state.view.legalMoves.some((m) => m.uci.startsWith(tile + '@'));
    hand.append(el('button', { type: 'button', class: 'tile', 'data-tile': tile, text: tile, ...(legal ? {} : { disabled: 'disabled' }), on: { click: () => chooseTile(tile) } }));
  }
  const oppCount = s[`${me === 'spectator' ? 'black' : opp}HandSize`];
  return el('div', { class: 'sprint' }, hand,
    el('div', { id: 'opponent-hand', class: 'pocket' }, el('span', { text: `${t('opponentHand')}: ` }), ...Array.from({ length: oppCount }, () => el('span', { class: 'tile back', text: '?' }))),
    el('div', { id: 'decks', text: `${t('white')} ${t('deck')}: ${s.whiteDeckSize} · ${t('black')} ${t('deck')}: ${s.blackDeckSize}` }));
}

function actions() {
  const v = state.view;
  const box = el('div', { id: 'actions' });
  const b = (id, label, kind, extra) => box.append(el('button', { type: 'button', id, text: t(label), on: { click: () => act(kind, extra) } }));
  const seated = mySides().length > 0;
  if (seated && state.status === 'live') {
    if (v.drawOffer && !mySides().includes(v.drawOffer)) { b('accept', 'accept', 'accept'); b('decline', 'decline', 'decline'); }
    else if (!v.drawOffer) b('offer', 'offerDraw', 'offer');
    if (v.canClaimDraw) b('claim', 'claim', 'claim');
    if (v.moves.length < 2) b('abort', 'abort', 'abort');
    b('resign', 'resign', 'resign', state.mode === 'hotseat' ? { side: v.sideToMove } : {});
  }
  box.append(el('button', { type: 'button', id: 'flip', text: t('flip'), on: { click: () => { flipped = !flipped; board(); } } }));
  if (state.status === 'over') box.append(el('a', { id: 'pgn', href: `/api/games/${state.game}/pgn`, text: t('pgn') }));
  return box;
}

function show(m) {
  const before = state ? state.view.moves.length : 0;
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
      el('div', { class: 'side-col panel' }, el('div', { id: 'players' }), el('div', { id: 'status' }), el('div', { id: 'hourglass', hidden: 'hidden' }, el('div', { class: 'sand' }), el('span', { class: 'left' })),
        el('div', { id: 'moves-box' }), el('div', { id: 'actions-box' }), el('p', { id: 'game-message', class: 'message' }), el('p', { class: 'note', text: t('downNote') })),
      el('div', { id: 'pass', hidden: 'hidden' }, el('p', { text: t('passDevice') }), el('button', { type: 'button', id: 'ready', text: t('ready') })));
    main.replaceChildren(page);
  }
  const o = BOARD_VARIANTS.has(v.variant) ? orientation() : 'white';
  const top = o === 'white' ? 'black' : 'white';
  document.getElementById('clock-top').replaceChildren(el('span', { class: 'name', text: m[top] ?? '…' }), el('span', { id: `clock-${top}`, class: 'clock' }));
  document.getElementById('clock-bottom').replaceChildren(el('span', { class: 'name', text: m[o] ?? '…' }), el('span', { id: `clock-${o}`, class: 'clock' }));
  if (BOARD_VARIANTS.has(v.variant)) board();
  else textBoard();
  document.getElementById('sprint-box').replaceChildren(sprintPanel());
  document.getElementById('moves-box').replaceChildren(moveList());
  document.getElementById('actions-box').replaceChildren(actions());
  let status;
  if (m.status === 'waiting') status = `${t('waiting')}: ${location.href}`;
  else if (v.outcome) status = `${v.outcome.result} — ${v.outcome[language()]}`;
  else if (m.status === 'aborted') status = t('abort');
  else status = `${t('toMove')}: ${t(v.sideToMove)}`;
  if (v.drawOffer && !mySides().includes(v.drawOffer)) status += ` · ${t('drawOffered')}`;
  document.getElementById('status').textContent = status;
  document.getElementById('status').dataset.result = v.outcome ? v.outcome.result : '';
  document.getElementById('players').textContent = `${m.white ?? '?'} – ${m.black ?? '?'}`;
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

// Tamerlane for now: the position as text and the legal moves as buttons.
function textBoard() {
  const v = state.view;
  const box = document.getElementById('board');
  const list = el('div', { class: 'move-buttons' });
  if (mySides().includes(v.sideToMove) && state.status === 'live') {
    for (const m of v.legalMoves) list.append(el('button', { type: 'button', 'data-uci': m.uci, text: m.san, on: { click: () => act('move', { move: m.uci }) } }));
  }
  box.replaceChildren(el('pre', { class: 'position', text: v.position.split(' ')[0].split('/').join('\n') }), list);
}

export function startGame(id) {
  connect(id);
  if (!ticker) ticker = setInterval(() => state && drawClocks(), 100);
}
