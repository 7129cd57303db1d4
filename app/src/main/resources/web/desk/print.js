// The printouts of an event (A4, print stylesheet): pairings by board, who plays where
// (alphabetical), standings, crosstable, prize list. /arbiter/event/ID/print?what=...
import { language } from '/app/i18n.js';
import { el } from '/app/dom.js';
import { w, pts } from './words.js';
import { standingsTables, crosstableTable } from './tables.js';

const main = document.getElementById('main');
const id = location.pathname.match(/^\/arbiter\/event\/(\d+)/)[1];
const params = new URLSearchParams(location.search);
const what = params.get('what') || 'pairings';

function heading(state, title) {
  const s = state.settings;
  return [el('h1', { text: `${s.name} — ${title}` }), el('p', { class: 'sub', text: `${s.venue}${s.date ? `, ${s.date}` : ''} · ${s.timeControl}` })];
}

function player(state, pid) {
  return state.players.find((p) => p.id === pid);
}

function round(state) {
  const n = parseInt(params.get('round'), 10) || state.rounds.length;
  return state.rounds.find((r) => r.number === n);
}

function pairings(state) {
  const r = round(state);
  if (!r) return [el('p', { text: w('noRound') })];
  const who = (pid, points) => { const p = player(state, pid); return `${p.title ? `${p.title} ` : ''}${p.name}`; };
  const out = heading(state, `${w('round')} ${r.number}`);
  if (r.startPosition >= 0) {
    out.push(el('div', { class: 'position' }, el('div', { text: `${w('startPosition')} n. ${r.startPosition}` }),
      el('div', { class: 'read-out', text: language() === 'it' ? r.readOutIt : r.readOutEn })));
  }
  out.push(el('table', { class: 'list', id: 'print-table' },
    el('thead', {}, el('tr', {}, ...[[w('board'), 'num'], [w('white'), ''], [w('rating'), 'num'], [w('pts'), 'num'], [w('result'), ''], [w('black'), ''], [w('rating'), 'num'], [w('pts'), 'num']].map(([t, c]) => el('th', { class: c, text: t })))),
    el('tbody', {}, ...r.boards.map((b) => el('tr', {}, el('td', { class: 'num', text: `${b.number}` }),
      el('td', { text: who(b.white) }), el('td', { class: 'num', text: `${player(state, b.white).rating}` }), el('td', { class: 'num', text: pts(b.whitePoints) }),
      el('td', { text: b.result || '' }),
      el('td', { text: who(b.black) }), el('td', { class: 'num', text: `${player(state, b.black).rating}` }), el('td', { class: 'num', text: pts(b.blackPoints) }))))));
  if (r.byes.length) out.push(el('p', { text: `${w('byes')}: ${r.byes.map((y) => `${player(state, y.player).name} (${y.kind === 'PAIRING' ? 'PAB' : y.kind}, ${pts(y.points)})`).join('; ')}` }));
  return out;
}

function alphabetical(state) {
  const r = round(state);
  if (!r) return [el('p', { text: w('noRound') })];
  const rows = [];
  for (const b of r.boards) {
    rows.push([b.white, b.number, w('white'), b.black]);
    rows.push([b.black, b.number, w('black'), b.white]);
  }
  for (const y of r.byes) rows.push([y.player, '', y.kind === 'PAIRING' ? 'PAB' : y.kind, null]);
  const collator = new Intl.Collator('it');
  rows.sort((a, b) => collator.compare(player(state, a[0]).name, player(state, b[0]).name));
  return [...heading(state, `${w('printAlpha')} · ${w('round')} ${r.number}`), el('table', { class: 'list', id: 'print-table' },
    el('thead', {}, el('tr', {}, el('th', { text: w('name') }), el('th', { class: 'num', text: w('board') }), el('th', { text: '' }), el('th', { text: '' }))),
    el('tbody', {}, ...rows.map(([p, board, colour, opp]) => el('tr', {}, el('td', { text: player(state, p).name }), el('td', { class: 'num', text: `${board}` }),
      el('td', { text: colour }), el('td', { text: opp ? player(state, opp).name : '' })))))];
}

async function start() {
  const r = await fetch(`/api/events/${id}`, { credentials: 'same-origin' });
  const state = await r.json();
  if (!r.ok) { main.textContent = state.error; return; }
  const titles = { pairings: w('printPairings'), alphabetical: w('printAlpha'), standings: w('printStandings'), crosstable: w('printCrosstable'), prizes: w('printPrizes') };
  document.title = `${state.settings.name} — ${titles[what] || what}`;
  let body;
  if (what === 'pairings') body = pairings(state);
  else if (what === 'alphabetical') body = alphabetical(state);
  else if (what === 'crosstable') body = [...heading(state, w('crosstable')), crosstableTable(state.standings, state.players, state.rounds)];
  else {
    const [title, standings, prizeTitle, prizes] = standingsTables(state.standings, state.players, state.settings);
    body = what === 'prizes' ? [...heading(state, w('prizeList')), prizes || title] : [...heading(state, w('standings')), standings || title];
  }
  main.replaceChildren(el('button', { class: 'no-print', type: 'button', text: language() === 'it' ? 'Stampa' : 'Print', on: { click: () => window.print() } }), ...body);
  document.body.dataset.ready = 'true';
}

start().catch((e) => { main.textContent = e.message; });
