// The printouts of an event (A4, print stylesheet): pairings by board, who plays where
// (alphabetical), standings, crosstable, prize list. /arbiter/event/ID/print?what=...
import { language } from '/app/i18n.js';
import { el } from '/app/dom.js';
import { w, pts, euros } from './words.js';
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

// The result sheets of a round: one slip per board (five to an A4 page, cut along the dashes) with
// the event, round, date, board, the position to set up, both players and their colours, the
// results to circle and a place for each player to sign.
function sheets(state) {
  const r = round(state);
  if (!r) return [el('p', { text: w('noRound') })];
  const s = state.settings;
  const it = language() === 'it';
  const who = (pid) => { const p = player(state, pid); return `${p.title ? `${p.title} ` : ''}${p.name} (${p.rating}${p.unrated ? '*' : ''})`; };
  const side = (colour, pid) => el('tr', {}, el('th', { text: w(colour) }), el('td', { class: 'slip-name', text: who(pid) }), el('td', { class: 'slip-no', text: `n. ${pid}` }),
    el('td', { class: 'slip-sign', text: `${w('signature')}:` }));
  return [el('div', { class: 'slips', id: 'result-sheets' }, ...r.boards.map((b) => el('div', { class: 'slip', id: `slip-${b.number}` },
    el('div', { class: 'slip-head' },
      el('strong', { text: s.name }), el('span', { text: ` · ${w('round')} ${r.number}${r.date ? ` · ${r.date}` : ''}` }),
      el('span', { class: 'slip-board', text: `${w('board')} ${b.number}` })),
    r.startPosition >= 0 ? el('div', { class: 'slip-position', text: `${w('startPosition')} n. ${r.startPosition}: ${it ? r.lettersIt : r.lettersEn}` }) : '',
    el('table', { class: 'slip-players' }, side('white', b.white), side('black', b.black)),
    el('div', { class: 'slip-result' }, el('span', { text: `${w('sheetResult')}:` }), ...['1-0', '½-½', '0-1'].map((x) => el('span', { class: 'choice', text: x }))))))];
}

// The registered players, alphabetical: rating, club, check-in and whether the fee is paid (the
// list the arbiter ticks at the door).
function registered(state) {
  const collator = new Intl.Collator('it');
  const list = state.players.filter((p) => !p.deleted).sort((a, b) => collator.compare(a.name, b.name));
  const paid = list.filter((p) => p.feePaid).length;
  const fee = state.settings.entryFee;
  return [...heading(state, w('printPlayers')),
    el('p', { class: 'sub', id: 'fee-summary', text: `${list.length} ${w('players').toLowerCase()} · ${w('fee')} ${w('feePaid')}: ${paid}${fee ? ` × ${euros(fee)} EUR = ${euros(paid * fee)} EUR` : ''} · ${w('feeDue')}: ${list.length - paid}${state.settings.checkInCutoff ? ` · ${w('checkInCutoff')}: ${state.settings.checkInCutoff}` : ''}` }),
    el('table', { class: 'list', id: 'print-table' },
      el('thead', {}, el('tr', {}, ...[['N.', 'num'], [w('title'), ''], [w('name'), ''], [w('rating'), 'num'], [w('federation'), ''], [w('club'), ''], [w('checkInHeader'), ''], [w('fee'), '']].map(([t, c]) => el('th', { class: c, text: t })))),
      el('tbody', {}, ...list.map((p) => el('tr', {}, el('td', { class: 'num', text: `${p.id}` }), el('td', { text: p.title }), el('td', { text: p.name }),
        el('td', { class: 'num', text: `${p.rating}${p.unrated ? '*' : ''}` }), el('td', { text: p.federation }), el('td', { text: p.club }),
        el('td', { text: p.withdrawnFrom > 0 ? `${w('withdrawn')} ${p.withdrawnFrom}` : p.checkedIn || p.entryRound > 0 ? '✓' : '' }),
        el('td', { class: 'fee', text: p.feePaid ? `✓ ${w('feePaid')}` : w('feeDue') })))))];
}

async function start() {
  const r = await fetch(`/api/events/${id}`, { credentials: 'same-origin' });
  const state = await r.json();
  if (!r.ok) { main.textContent = state.error; return; }
  const titles = { sheets: w('printSheets'), players: w('printPlayers'), pairings: w('printPairings'), alphabetical: w('printAlpha'), standings: w('printStandings'), crosstable: w('printCrosstable'), prizes: w('printPrizes') };
  document.title = `${state.settings.name} — ${titles[what] || what}`;
  let body;
  if (what === 'players') body = registered(state);
  else if (what === 'sheets') body = sheets(state);
  else if (what === 'pairings') body = pairings(state);
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
