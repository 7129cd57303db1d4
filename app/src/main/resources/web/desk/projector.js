// The hall's projector /torneo/ID/proiettore: full screen, no login. Cycles through the round's
// pairings (a page at a time), its Chess960 start position and the standings every N seconds
// (?secondi=N, 15 by default), with the round timer counting from the moment the arbiter started
// the round (?minuti=N: counting down from N minutes instead); follows the event live over
// server-sent events. Italian by default, ?lang=en for English.
import { language, setLanguage } from '/app/i18n.js';
import { el } from '/app/dom.js';
import { w, pts, tiebreak } from './words.js';

const main = document.getElementById('main');
const id = location.pathname.match(/^\/torneo\/(\d+)/)[1];
const params = new URLSearchParams(location.search);
if (params.get('lang') === 'en' || params.get('lang') === 'it') setLanguage(params.get('lang'));
const every = Math.max(3, parseInt(params.get('secondi') || params.get('seconds'), 10) || 15) * 1000;
const minutes = parseInt(params.get('minuti') || params.get('minutes'), 10) || 0;
const BOARDS = 12;
const LINES = 12;
let state = null;
let skew = 0; // the server's clock minus this one's, from the reply's X-Server-Time
let slide = 0;

const player = (pid) => state.players.find((p) => p.id === pid);
const named = (pid) => { const p = player(pid); return `${p.title ? `${p.title} ` : ''}${p.name}`; };

function chunks(list, size) {
  const out = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out.length ? out : [[]];
}

function pairingsSlide(r, boards, page, pages) {
  return () => el('section', { id: 'projector-pairings', 'data-kind': 'pairings' },
    el('h1', { text: `${w('pairingsSlide')} · ${w('round')} ${r.number}${pages > 1 ? ` (${page}/${pages})` : ''}` }),
    el('table', { class: 'big' },
      el('thead', {}, el('tr', {}, el('th', { class: 'num', text: w('board') }), el('th', { text: w('white') }), el('th', { class: 'num', text: w('pts') }),
        el('th', { text: w('result') }), el('th', { text: w('black') }), el('th', { class: 'num', text: w('pts') }))),
      el('tbody', {}, ...boards.map((b) => el('tr', { id: `projector-board-${b.number}` },
        el('td', { class: 'num', text: `${b.number}` }), el('td', { text: named(b.white) }), el('td', { class: 'num', text: pts(b.whitePoints) }),
        el('td', { class: 'result', text: b.result || '' }), el('td', { text: named(b.black) }), el('td', { class: 'num', text: pts(b.blackPoints) }))))),
    page === pages && r.byes.length ? el('p', { text: `${w('byes')}: ${r.byes.map((y) => `${named(y.player)} (${pts(y.points)})`).join(' · ')}` }) : '');
}

function positionSlide(r) {
  const it = language() === 'it';
  return () => el('section', { id: 'projector-position', class: 'position-slide', 'data-kind': 'position' },
    el('h1', { text: `${w('positionSlide')} · ${w('round')} ${r.number}` }),
    el('div', { class: 'letters', text: it ? r.lettersIt : r.lettersEn }),
    el('div', { class: 'read-out', id: 'projector-read-out', text: it ? r.readOutIt : r.readOutEn }),
    el('div', { class: 'number', text: `Chess960 n. ${r.startPosition}` }));
}

function standingsSlide(st, lines, page, pages) {
  return () => el('section', { id: 'projector-standings', 'data-kind': 'standings' },
    el('h1', { text: `${w('standingsAfter')} ${st.rounds}${pages > 1 ? ` (${page}/${pages})` : ''}` }),
    el('table', { class: 'big' },
      el('thead', {}, el('tr', {}, el('th', { class: 'num', text: w('place') }), el('th', { text: w('name') }), el('th', { class: 'num', text: w('rating') }),
        el('th', { class: 'num', text: w('points') }), ...st.tiebreaks.map((t) => el('th', { class: 'num', text: t.replace('_', '-') })))),
      el('tbody', {}, ...lines.map((l) => el('tr', {},
        el('td', { class: 'num', text: `${l.place}${l.shared ? '=' : ''}` }), el('td', { text: named(l.player) }),
        el('td', { class: 'num', text: `${player(l.player).rating}` }), el('td', { class: 'num', text: pts(l.score) }),
        ...l.values.map((v, i) => el('td', { class: 'num', text: tiebreak(st.tiebreaks[i], v) })))))));
}

function playersSlide() {
  const list = state.players.slice().sort((a, b) => b.rating - a.rating);
  return () => el('section', { id: 'projector-players', 'data-kind': 'players' },
    el('h1', { text: `${w('players')} (${list.length})` }),
    el('table', { class: 'big' }, el('tbody', {}, ...list.slice(0, 2 * LINES).map((p) => el('tr', {},
      el('td', { text: named(p.id) }), el('td', { class: 'num', text: `${p.rating}` }), el('td', { text: p.club || '' }))))));
}

/** The slides of the moment: the last round's pairings and position, the standings. */
function slides() {
  const out = [];
  const r = state.rounds[state.rounds.length - 1];
  if (r) {
    const pages = chunks(r.boards, BOARDS);
    pages.forEach((boards, i) => out.push(pairingsSlide(r, boards, i + 1, pages.length)));
    if (r.startPosition >= 0) out.push(positionSlide(r));
  } else {
    out.push(playersSlide());
  }
  const st = state.standings;
  if (st.rounds > 0) {
    const pages = chunks(st.lines, LINES);
    pages.forEach((lines, i) => out.push(standingsSlide(st, lines, i + 1, pages.length)));
  }
  return out;
}

function draw() {
  if (!state) return;
  const all = slides();
  slide %= all.length;
  const shown = all[slide]();
  main.replaceChildren(shown);
  document.getElementById('slide-dots').textContent = all.map((_, i) => (i === slide ? '●' : '○')).join(' ');
  const r = state.rounds[state.rounds.length - 1];
  document.getElementById('round-name').textContent = r ? `${w('round')} ${r.number} / ${state.settings.rounds}` : '';
  document.body.dataset.slide = shown.dataset.kind;
  document.body.dataset.version = state.version;
  document.body.dataset.ready = 'true';
  tick();
}

function clock(ms) {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const two = (n) => String(n).padStart(2, '0');
  return h ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}

/** The round timer: time since the start, or left of ?minuti=N; empty before the start. */
function tick() {
  const timer = document.getElementById('round-timer');
  const r = state && state.rounds[state.rounds.length - 1];
  const began = r && state.started[`${r.number}`];
  if (!began) { timer.textContent = r ? w('notStarted') : ''; timer.className = 'timer waiting-start'; return; }
  const elapsed = Date.now() + skew - began;
  const left = minutes * 60000 - elapsed;
  timer.textContent = minutes ? clock(left) : clock(elapsed);
  timer.title = minutes ? '' : w('elapsed');
  timer.className = minutes && left <= 0 ? 'timer over' : 'timer';
}

async function load() {
  const r = await fetch(`/api/torneo/${id}`);
  const fresh = await r.json();
  if (!r.ok) { main.textContent = fresh.error; return; }
  const server = parseInt(r.headers.get('X-Server-Time'), 10);
  if (server) skew = server - Date.now();
  state = fresh;
  document.getElementById('event-name').textContent = state.settings.name;
  document.title = `${state.settings.name} — ${w('projector')}`;
  draw();
}

function start() {
  const full = document.getElementById('full-screen');
  full.textContent = w('fullScreen');
  full.onclick = () => document.documentElement.requestFullscreen().catch(() => {});
  document.addEventListener('keydown', (ev) => {
    if (ev.key === 'f') document.documentElement.requestFullscreen().catch(() => {});
    if (ev.key === 'ArrowRight' || ev.key === ' ') { slide += 1; draw(); }
  });
  setInterval(() => { slide += 1; draw(); }, every);
  setInterval(() => { if (state) tick(); }, 1000);
  const source = new EventSource(`/api/torneo/${id}/stream`);
  source.addEventListener('version', (ev) => {
    if (!state || parseInt(ev.data, 10) > state.version) load().catch(() => {});
  });
  load().catch((e) => { main.textContent = e.message; });
}

start();
