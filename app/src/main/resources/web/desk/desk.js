// The arbiter's desk (/arbiter/ and /arbiter/event/ID), reached only by an arbiter: the events,
// the players, the round (pairing, manual changes, the start position, results by keyboard), the
// standings and the audit log. Every act is sent with the version the page shows; when another
// arbiter acted first the server answers 409 with what was done, shown here, and nothing is lost.
import { language, setLanguage } from '/app/i18n.js';
import { el } from '/app/dom.js';
import { w, pts } from './words.js';
import { standingsTables, crosstableTable } from './tables.js';

const main = document.getElementById('main');
const eventId = (location.pathname.match(/^\/arbiter\/event\/(\d+)/) || [])[1];
let csrf = null;
let state = null;
let skew = 0; // the server's clock minus this computer's, from the last presence read

class Refused extends Error {
  constructor(status, body) { super(body && body.error ? body.error : `HTTP ${status}`); this.status = status; this.body = body; }
}

async function call(method, path, body) {
  const headers = {};
  if (method !== 'GET') { headers['Content-Type'] = 'application/json'; if (csrf) headers['X-CSRF-Token'] = csrf; }
  const r = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
  const json = (r.headers.get('Content-Type') || '').startsWith('application/json') ? await r.json() : null;
  if (!r.ok) throw new Refused(r.status, json);
  return json;
}

function message(text, kind = 'error') {
  const box = document.getElementById('desk-message');
  if (!box) return;
  box.className = `message ${kind}`;
  box.replaceChildren(...(Array.isArray(text) ? text : [text]));
}

function playerName(id) {
  const p = state.players.find((x) => x.id === id);
  return p ? p.name : `#${id}`;
}

function describe(entry) {
  const a = entry.action;
  const k = w('kinds')[entry.kind] || entry.kind;
  const who = (id) => `${id} ${playerName(id)}`;
  switch (entry.kind) {
    case 'register': return `${k}: ${a.player.name}`;
    case 'checkin': return `${k}: ${who(a.player)} ${a.present ? '✓' : '✗'}${a.override ? ` (${w('override')})` : ''}`;
    case 'signup': return `${k}: ${a.player.name}${a.waiting ? ` (${w('waitingList')})` : ''}`;
    case 'leave': return `${k}: ${a.name}`;
    case 'moveUp': return `${k}: ${a.player.name}${a.dropped ? ` ✗ ${a.dropped}` : ''}`;
    case 'fee': return `${k}: ${who(a.player)} ${a.paid ? '✓' : '✗'}`;
    case 'late': case 'delete': case 'edit': return `${k}: ${who(a.player)}`;
    case 'withdraw': return `${k}${a.cancel ? ' ✗' : ''}: ${who(a.player)}`;
    case 'bye': return `${k} ${a.half ? '½' : '0'}${a.cancel ? ' ✗' : ''}: ${who(a.player)}, ${w('round')} ${a.round}`;
    case 'forbid': return `${k}${a.cancel ? ' ✗' : ''}: ${who(a.first)} – ${who(a.second)}`;
    case 'pair': return `${k}${a.position >= 0 ? ` (${a.position}, ${a.source === 'arbiter' ? w('chosenByArbiter') : w('drawnAtRandom')})` : ''}`;
    case 'exchange': return `${k}: ${who(a.first)} ↔ ${who(a.second)}`;
    case 'swapColours': return `${k}: ${w('board')} ${a.board}`;
    case 'result': return `${k}: ${w('round')} ${a.round}, ${w('board')} ${a.board}: ${a.result}${a.reason ? ` (${a.reason})` : ''}`;
    case 'pause': case 'resume': return `${k}: ${w('round')} ${a.round}, ${w('board')} ${a.board}${a.reason ? ` (${a.reason})` : ''}`;
    case 'colour': return `${k}: ${a.colour}`;
    case 'start': return `${k} ${a.round}`;
    case 'create': return `${k}: ${a.form.name}`;
    default: return k;
  }
}

/** Sends an act; on 409 shows what the other arbiter did and takes the new state. */
async function act(kind, fields = {}) {
  try {
    const r = await call('POST', `/api/events/${eventId}/actions`, { version: state.version, action: { kind, ...fields } });
    state.version = r.version; // the stream's news of this very act needs no second reload
    message('', 'ok');
    await reload();
    return r.action;
  } catch (e) {
    if (e.status === 409 && e.body && e.body.missed) {
      await reload();
      message([el('strong', { text: w('changed') }),
        el('ul', { id: 'missed' }, ...e.body.missed.map((m) => el('li', { text: `${m.arbiter}: ${describe(m)}` }))),
        el('span', { text: w('decideAgain') })]);
    } else {
      message(e.message);
    }
    return null;
  }
}

async function reload() {
  state = await call('GET', `/api/events/${eventId}`);
  if (state.presence) skew = state.presence.now - Date.now();
  render();
}

function field(label, input) {
  return el('div', { class: 'field' }, el('label', { text: label }), input);
}

function input(id, attrs = {}) {
  return el('input', { id, ...attrs });
}

// ---- the list of events and the announcement form ----

// The club's announcement as a form: empty for a new event, or filled from the event's settings
// to change them (the settings act); values() gives the form the server reads.
function announcementForm(s) {
  const money = (c) => `${c / 100}`;
  const f = {
    name: input('ev-name', { required: 'required', value: s ? s.name : '' }), venue: input('ev-venue', { value: s ? s.venue : '' }),
    date: input('ev-date', { type: 'date', value: s ? s.date : '' }),
    variant: el('select', { id: 'ev-variant' }, el('option', { value: 'chess960', text: w('chess960') }), el('option', { value: 'chess', text: w('chess') })),
    rounds: input('ev-rounds', { type: 'number', value: s ? `${s.rounds}` : '6', min: '1', max: '99' }),
    timeControl: input('ev-time', { value: s ? s.timeControl : '8 min' }),
    tiebreaks: input('ev-tiebreaks', { value: s ? s.tiebreaks.join(', ') : 'BH_C1, BH, ARO' }),
    rules: el('select', { id: 'ev-rules' }, el('option', { value: '2026', text: 'FIDE 2026' }), el('option', { value: '2024', text: 'FIDE 2024' })),
    capacity: input('ev-capacity', { type: 'number', value: s ? `${s.capacity}` : '20' }),
    unratedRating: input('ev-unrated', { type: 'number', value: s ? `${s.unratedRating}` : '1399' }),
    prizes: input('ev-prizes', { value: s ? s.prizes.map(money).join(', ') : '30, 20, 10' }),
    categoryPrizes: input('ev-category-prizes', { placeholder: 'F:1=20, U16:1=15, U1800:1=15', value: s ? s.categoryPrizes.map((c) => `${c.category}:${c.place}=${money(c.cents)}`).join(', ') : '' }),
    entryFee: input('ev-fee', { value: s ? money(s.entryFee) : '10' }),
    chiefArbiter: input('ev-chief', { value: s ? s.chiefArbiter : '' }),
    checkInCutoff: input('ev-cutoff', { type: 'time', value: s ? s.checkInCutoff : '' }),
    selfRegistration: input('ev-self', { type: 'checkbox' }),
    online: input('ev-online', { type: 'checkbox' }),
    waitMinutes: input('ev-wait', { type: 'number', min: '0.1', max: '180', step: 'any', value: s && s.waitMinutes ? `${s.waitMinutes}` : '10' }),
  };
  if (s) {
    f.variant.value = s.variant;
    f.rules.value = s.rules.replace('FIDE_', '');
    f.selfRegistration.checked = s.selfRegistration;
    f.online.checked = s.online;
  }
  const cents = (t) => Math.round(parseFloat(String(t).replace(',', '.')) * 100) || 0;
  // category prizes as the command line's --prize CAT:P=EUR, separated by commas or semicolons
  const categories = (text) => text.split(/;|\s+|,(?=\s)/).map((x) => x.trim()).filter((x) => x).map((x) => {
    const m = x.match(/^([^:=]+):(\d+)=([\d.,]+)$/);
    if (!m) throw new Error(`${w('categoryPrizes')}: '${x}'? (F:1=20)`);
    return { category: m[1], place: parseInt(m[2], 10), cents: cents(m[3]) };
  });
  const values = () => ({
    name: f.name.value, venue: f.venue.value, date: f.date.value, variant: f.variant.value,
    rounds: parseInt(f.rounds.value, 10) || 0, timeControl: f.timeControl.value,
    tiebreaks: f.tiebreaks.value.split(/[,;\s]+/).filter((x) => x),
    rules: f.rules.value, capacity: parseInt(f.capacity.value, 10) || 0,
    unratedRating: parseInt(f.unratedRating.value, 10) || 0,
    prizes: f.prizes.value.split(/;|\s+|,(?=\s)/).map((x) => x.trim()).filter((x) => x).map(cents),
    categoryPrizes: categories(f.categoryPrizes.value),
    entryFee: cents(f.entryFee.value), chiefArbiter: f.chiefArbiter.value,
    checkInCutoff: f.checkInCutoff.value, selfRegistration: f.selfRegistration.checked,
    online: f.online.checked, waitMinutes: parseFloat(String(f.waitMinutes.value).replace(',', '.')) || null,
  });
  const fields = [
    field(w('name'), f.name), field(w('venue'), f.venue), field(w('date'), f.date), field(w('variant'), f.variant),
    field(w('rounds'), f.rounds), field(w('timeControl'), f.timeControl), field(w('tiebreaks'), f.tiebreaks),
    field(w('rules'), f.rules), field(w('capacity'), f.capacity), field(w('unratedRating'), f.unratedRating),
    field(w('prizes'), f.prizes), field(w('categoryPrizes'), f.categoryPrizes), field(w('entryFee'), f.entryFee), field(w('chiefArbiter'), f.chiefArbiter),
    field(w('checkInCutoff'), f.checkInCutoff), field(w('selfRegistration'), f.selfRegistration),
    field(w('online'), f.online), field(w('waitMinutes'), f.waitMinutes)];
  return { fields, values };
}

async function eventsPage() {
  const events = await call('GET', '/api/events');
  const list = el('ul', { id: 'events' }, ...events.map((e) => el('li', {}, el('a', { href: `/arbiter/event/${e.id}`, text: e.name }))));
  const form = announcementForm(null);
  const create = async (ev) => {
    ev.preventDefault();
    try {
      const r = await call('POST', '/api/events', form.values());
      location.href = `/arbiter/event/${r.id}`;
    } catch (e) { message(e.message); }
  };
  main.replaceChildren(
    el('h1', { text: w('desk') }),
    el('section', { class: 'panel' }, el('h2', { text: w('events') }), list),
    el('section', { class: 'panel' }, el('h2', { text: w('newEvent') }),
      el('form', { id: 'new-event' }, ...form.fields,
        el('button', { id: 'create-event', type: 'submit', text: w('create'), on: { click: create } })),
      el('p', { id: 'desk-message', class: 'message' })));
}

// ---- one event ----

const TABS = ['players', 'round', 'standings', 'log', 'print', 'settings'];

function tab() {
  const t = location.hash.replace('#', '');
  return TABS.includes(t) ? t : 'players';
}

function render() {
  const nav = el('nav', { class: 'tabs' }, ...TABS.map((t) => el('a', { href: `#${t}`, id: `tab-${t}`, class: t === tab() ? 'on' : '', text: w(t) })));
  const s = state.settings;
  const head = el('div', { class: 'event-head' },
    el('h1', { id: 'event-name', text: s.name }),
    el('span', { text: `${s.venue}${s.date ? `, ${s.date}` : ''} · ${w(s.variant)} · ${s.rounds} ${w('rounds').toLowerCase()} · ${s.timeControl}` }),
    el('span', { class: 'version', id: 'event-version', text: `${w('version')} ${state.version}` }));
  const body = { players: playersTab, round: roundTab, standings: standingsTab, log: logTab, print: printTab, settings: settingsTab }[tab()]();
  const msg = document.getElementById('desk-message');
  main.replaceChildren(head, nav, msg || el('div', { id: 'desk-message', class: 'message' }), body);
  document.body.dataset.ready = 'true';
  document.body.dataset.version = state.version;
  tickWaits();
  const focus = document.getElementById('board-key');
  if (focus && tab() === 'round') focus.focus();
}

function status(p) {
  if (p.deleted) return '—';
  if (p.withdrawnFrom > 0) return `${w('withdrawn')} ${p.withdrawnFrom}`;
  if (p.entryRound > 0) return `${w('enteredIn')} ${p.entryRound}`;
  return p.checkedIn ? w('checkedIn') : w('notEntered');
}

function playersTab() {
  const started = state.rounds.length > 0;
  const f = {
    name: input('p-name'), fideRating: input('p-fide-rating', { type: 'number', min: '0' }), fideId: input('p-fide-id', { type: 'number', min: '0' }),
    title: input('p-title', { size: '3' }), federation: input('p-federation', { size: '3', value: 'ITA' }),
    nationalRating: input('p-national-rating', { type: 'number', min: '0' }), nationalId: input('p-national-id'),
    club: input('p-club'), birthDate: input('p-birth', { placeholder: 'aaaa-mm-gg' }), sex: el('select', { id: 'p-sex' }, el('option', { value: '', text: '' }), el('option', { value: 'm', text: 'M' }), el('option', { value: 'f', text: 'F' })),
  };
  const register = async (ev) => {
    ev.preventDefault();
    const num = (x) => parseInt(x.value, 10) || 0;
    const done = await act('register', { player: {
      name: f.name.value, sex: f.sex.value, title: f.title.value, federation: f.federation.value,
      fideId: num(f.fideId), fideRating: num(f.fideRating), nationalId: f.nationalId.value, nationalRating: num(f.nationalRating),
      club: f.club.value, birthDate: f.birthDate.value, category: '' } });
    if (done) document.getElementById('p-name').focus();
  };
  const byeRound = (p) => el('select', { class: 'bye-round', id: `bye-round-${p.id}` },
    ...Array.from({ length: state.settings.rounds - state.nextRound + 1 }, (_, i) => state.nextRound + i).map((r) => el('option', { value: `${r}`, text: `${r}` })));
  const rows = state.players.filter((p) => !p.deleted).map((p) => {
    const buttons = [];
    const b = (id, text, f2) => el('button', { type: 'button', id, text, on: { click: f2 } });
    if (!started && p.withdrawnFrom === 0) buttons.push(b(`checkin-${p.id}`, p.checkedIn ? w('undoCheckIn') : w('checkIn'), () => act('checkin', { player: p.id, present: !p.checkedIn })));
    if (!started && p.withdrawnFrom === 0 && !p.checkedIn && state.checkInClosed) buttons.push(b(`checkin-override-${p.id}`, w('checkInOverride'), () => act('checkin', { player: p.id, present: true, override: true })));
    if (started && p.entryRound === 0 && p.withdrawnFrom === 0) {
      buttons.push(b(`late-${p.id}`, w('late'), () => act('late', { player: p.id, half: false })));
      buttons.push(b(`late-half-${p.id}`, `${w('late')} (${w('lateHalf')})`, () => act('late', { player: p.id, half: true })));
    }
    if (state.nextRound <= state.settings.rounds) {
      buttons.push(p.withdrawnFrom > 0 ? b(`unwithdraw-${p.id}`, w('cancelWithdraw'), () => act('withdraw', { player: p.id, cancel: true }))
        : b(`withdraw-${p.id}`, w('withdraw'), () => act('withdraw', { player: p.id, cancel: false })));
      if (p.withdrawnFrom === 0) {
        const r = byeRound(p);
        buttons.push(el('span', { class: 'bye' }, `${w('bye')} ${w('forRound')} `, r,
          b(`bye-half-${p.id}`, w('byeHalf'), () => act('bye', { player: p.id, round: parseInt(r.value, 10), half: true, cancel: false })),
          b(`bye-zero-${p.id}`, w('byeZero'), () => act('bye', { player: p.id, round: parseInt(r.value, 10), half: false, cancel: false }))));
      }
    }
    if (!started) buttons.push(b(`delete-${p.id}`, w('del'), () => act('delete', { player: p.id })));
    return el('tr', { id: `player-${p.id}` },
      el('td', { class: 'num', text: `${p.id}` }), el('td', { text: p.title }), el('td', { text: p.name }),
      el('td', { class: 'num', text: `${p.rating}${p.unrated ? '*' : ''}` }), el('td', { text: p.federation }), el('td', { text: p.club }),
      el('td', { class: 'num', text: p.pairingNumber ? `${p.pairingNumber}` : '' }),
      el('td', { class: 'num', text: pts(p.points) }), el('td', { class: 'status', text: status(p) }),
      el('td', { class: 'fee' }, el('button', { type: 'button', id: `fee-${p.id}`, class: p.feePaid ? 'paid' : 'unpaid', title: w(p.feePaid ? 'feeUnmark' : 'feeMark'), text: p.feePaid ? `✓ ${w('feePaid')}` : w('feeDue'), on: { click: () => act('fee', { player: p.id, paid: !p.feePaid }) } })),
      el('td', { class: 'acts' }, ...buttons));
  });
  const requested = state.byeRequests.map((r) => el('li', {}, `${r.player} ${playerName(r.player)}: ${w('round')} ${r.round} (${r.half ? '½' : '0'}) `,
    el('button', { type: 'button', text: '✗', on: { click: () => act('bye', { player: r.player, round: r.round, half: r.half, cancel: true }) } })));
  const fa = input('forbid-a', { type: 'number', size: '4' });
  const fb = input('forbid-b', { type: 'number', size: '4' });
  const forbidden = state.forbiddenPairs.map(([a, c]) => el('li', {}, `${a} ${playerName(a)} – ${c} ${playerName(c)} `,
    el('button', { type: 'button', text: w('allow'), on: { click: () => act('forbid', { first: a, second: c, cancel: true }) } })));
  return el('section', { id: 'players', class: 'panel' },
    el('form', { id: 'register-form', class: 'register' },
      field(w('name'), f.name), field(w('fideRating'), f.fideRating), field(w('fideId'), f.fideId), field(w('title'), f.title),
      field(w('federation'), f.federation), field(w('nationalRating'), f.nationalRating), field(w('nationalId'), f.nationalId),
      field(w('club'), f.club), field(w('birth'), f.birthDate), field(w('sex'), f.sex),
      el('button', { id: 'register-player', type: 'submit', text: w('register'), on: { click: register } })),
    el('p', { id: 'places', text: `${state.places} / ${state.settings.capacity} · ${w('feePaid')}: ${state.players.filter((p) => !p.deleted && p.feePaid).length}${state.settings.checkInCutoff ? ` · ${w('checkInCutoff')}: ${state.settings.checkInCutoff}${state.checkInClosed ? ` (${w('closed')})` : ''}` : ''}` }),
    el('table', { class: 'list', id: 'player-list' },
      el('thead', {}, el('tr', {}, ...['N.', w('title'), w('name'), w('rating'), w('federation'), w('club'), 'TRF', w('pts'), '', w('fee'), ''].map((h) => el('th', { text: h })))),
      el('tbody', {}, ...rows)),
    state.waiting.length ? el('h3', { text: w('waitingList') }) : '',
    state.waiting.length ? el('ol', { id: 'waiting-list' }, ...state.waiting.map((x, i) => el('li', {}, `${x.name} (${x.rating})${x.club ? ` · ${x.club}` : ''} `,
      el('button', { type: 'button', id: `leave-${i + 1}`, title: w('leaveWaiting'), text: '✗', on: { click: () => act('leave', { name: x.name }) } })))) : '',
    el('h3', { text: w('requestedByes') }), el('ul', { id: 'bye-requests' }, ...requested),
    el('h3', { text: w('forbiddenPairs') }), el('ul', { id: 'forbidden-pairs' }, ...forbidden),
    el('form', { class: 'inline' }, fa, fb, el('button', { type: 'submit', id: 'forbid', text: w('forbid'), on: { click: (ev) => { ev.preventDefault(); act('forbid', { first: parseInt(fa.value, 10), second: parseInt(fb.value, 10), cancel: false }); } } })));
}

function positionBox(r) {
  if (r.startPosition < 0) return el('div');
  const it = language() === 'it';
  return el('div', { class: 'position', id: 'start-position' },
    el('div', { class: 'position-number', text: `${w('startPosition')} n. ${r.startPosition}` }),
    el('div', { class: 'position-source', text: r.positionSource === 'arbiter' ? w('chosenByArbiter') : w('drawnAtRandom') }),
    el('div', { class: 'read-out', id: 'read-out', text: it ? r.readOutIt : r.readOutEn }),
    el('div', { class: 'letters', text: it ? r.lettersIt : r.lettersEn }),
    el('div', { class: 'position-note', text: w('readAloud') }));
}

const RESULT_KEYS = { 1: '1-0', 0: '0-1', 5: '1/2', '=': '1/2', '½': '1/2', x: '1/2', '+': '+-', '-': '-+' };

function resultEntry(r) {
  const key = input('board-key', { autocomplete: 'off', inputmode: 'numeric', placeholder: w('board') });
  const reason = input('correction-reason', { placeholder: w('reason'), hidden: 'hidden' });
  let board = null;
  let pending = null;
  const mark = () => {
    for (const row of document.querySelectorAll('tr.selected')) row.classList.remove('selected');
    if (board) document.getElementById(`board-${board}`)?.classList.add('selected');
  };
  const send = async (result, why) => {
    const b = board;
    board = null; pending = null;
    const done = await act('result', { round: r.number, board: b, result, reason: why || '' });
    if (done) message(`${w('board')} ${b}: ${done.result}`, 'ok');
    document.getElementById('board-key')?.focus();
  };
  key.addEventListener('keydown', (ev) => {
    if (board === null) {
      if (ev.key === 'Enter' || ev.key === ' ') {
        ev.preventDefault();
        const n = parseInt(key.value, 10);
        if (r.boards.some((b) => b.number === n)) { board = n; key.value = ''; key.placeholder = '1 ½ 0 + -'; mark(); }
        else message(`${w('board')} ${key.value}?`);
      }
      return;
    }
    if (ev.key === 'Escape') { board = null; key.placeholder = w('board'); mark(); return; }
    const result = RESULT_KEYS[ev.key];
    if (!result) return;
    ev.preventDefault();
    const current = r.boards.find((b) => b.number === board).result;
    if (current !== null) {
      pending = result;
      reason.hidden = false;
      reason.focus();
      message(`${w('correction')}: ${w('board')} ${board} ${current} → ${result}`, 'warn');
      return;
    }
    send(result);
  });
  reason.addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter' && pending) { ev.preventDefault(); send(pending, reason.value); }
  });
  return el('div', { class: 'result-entry' }, el('label', { for: 'board-key', text: w('resultsKeys') }), key, reason);
}

function roundTab() {
  const box = el('section', { id: 'round', class: 'panel' });
  const last = state.rounds[state.rounds.length - 1];
  const unpublished = last && last.boards.every((b) => b.result === null);
  const controls = el('div', { class: 'round-controls' });
  if (state.nextRound <= state.settings.rounds && (!last || last.boards.every((b) => b.result !== null))) {
    const pos = input('pair-position', { type: 'number', min: '0', max: '959', size: '4' });
    controls.append(el('form', { class: 'inline' },
      state.settings.variant === 'chess960' ? field(w('position'), pos) : '',
      el('button', { type: 'submit', id: 'pair-round', class: 'big', text: `${w('pair')} ${state.nextRound}`, on: { click: (ev) => { ev.preventDefault(); act('pair', pos.value === '' ? {} : { position: parseInt(pos.value, 10) }); } } })));
    if (state.rounds.length === 0 && state.initialColour === '') {
      controls.append(el('span', { class: 'inline' }, `${w('initialColour')}: `,
        el('button', { type: 'button', id: 'colour-w', text: w('white'), on: { click: () => act('colour', { colour: 'W' }) } }),
        el('button', { type: 'button', id: 'colour-b', text: w('black'), on: { click: () => act('colour', { colour: 'B' }) } }),
        el('button', { type: 'button', id: 'colour-draw', text: w('drawColour'), on: { click: () => act('colour', { colour: 'draw' }) } })));
    }
  }
  if (!last) { box.append(controls, el('p', { text: w('noRound') })); return box; }
  const show = parseInt(new URLSearchParams(location.search).get('round'), 10) || last.number;
  const r = state.rounds.find((x) => x.number === show) || last;
  box.append(el('div', { class: 'round-pick' }, ...state.rounds.map((x) => el('a', { href: `?round=${x.number}#round`, class: x.number === r.number ? 'on' : '', text: `${w('round')} ${x.number}` }))));
  box.append(el('h2', { id: 'round-title', text: `${w('round')} ${r.number} / ${state.settings.rounds}${r.date ? ` · ${r.date}` : ''}` }), positionBox(r), controls);
  if (r.number === last.number) {
    const began = state.started[`${r.number}`];
    box.append(el('div', { class: 'round-start' }, began
      ? el('span', { id: 'round-started', text: `${w('started')} ${new Date(began).toLocaleTimeString(language(), { hour: '2-digit', minute: '2-digit' })}` })
      : el('button', { type: 'button', id: 'start-round', class: 'big', text: `${w('startRound')} ${r.number}`, on: { click: () => act('start', { round: r.number }) } }),
    ' ', el('a', { href: `/arbiter/event/${eventId}/print?what=sheets&round=${r.number}`, target: '_blank', id: 'round-sheets', text: w('printSheets') }),
    ' · ', el('a', { href: `/torneo/${eventId}/proiettore`, target: '_blank', id: 'projector-link', text: w('projector') })));
  }
  if (unpublished && r.number === last.number) {
    const a = input('exchange-a', { type: 'number', size: '4' });
    const b = input('exchange-b', { type: 'number', size: '4' });
    const c = input('swap-board', { type: 'number', size: '4' });
    box.append(el('div', { class: 'fix' },
      el('button', { type: 'button', id: 'unpair', text: w('unpair'), on: { click: () => act('unpair') } }),
      el('form', { class: 'inline' }, `${w('exchange')}: `, a, b, el('button', { type: 'submit', id: 'exchange', text: '↔', on: { click: (ev) => { ev.preventDefault(); act('exchange', { first: parseInt(a.value, 10), second: parseInt(b.value, 10) }); } } })),
      el('form', { class: 'inline' }, `${w('swapColours')}: `, c, el('button', { type: 'submit', id: 'swap-colours', text: '⇄', on: { click: (ev) => { ev.preventDefault(); act('swapColours', { board: parseInt(c.value, 10) }); } } }))));
    const breaches = el('ul', { id: 'breaches' }, ...state.breaches.map((x) => el('li', { text: `${w(x.kind)}: ${x.players.map((id) => `${id} ${playerName(id)}`).join(', ')}${x.kind === 'COLOUR_DIFFERENCE' ? ` (${x.value > 0 ? '+' : ''}${x.value})` : ''}${x.criterion ? ` (C.04.3 ${x.criterion})` : ''}` })));
    box.append(state.breaches.length ? el('div', { class: 'breaches' }, el('strong', { text: w('breaks') }), breaches) : el('p', { id: 'dutch-ok', text: w('dutchOk') }));
  }
  if (r.boards.some((b) => b.result === null) || r.number === last.number) box.append(resultEntry(r));
  const p = (id) => state.players.find((x) => x.id === id);
  const cell = (id, points) => `${p(id).title ? `${p(id).title} ` : ''}${p(id).name} (${p(id).rating}) ${pts(points)}`;
  const watched = state.presence && state.presence.round === r.number;
  box.append(el('table', { class: 'list pairings', id: 'pairings' },
    el('thead', {}, el('tr', {}, el('th', { class: 'num', text: w('board') }), el('th', { text: w('white') }), el('th', { text: w('result') }), el('th', { text: w('black') }),
      el('th', {}), watched ? el('th', { text: w('presence') }) : '', watched ? el('th', { text: w('clock') }) : '')),
    el('tbody', {}, ...r.boards.map((b) => el('tr', { id: `board-${b.number}` },
      el('td', { class: 'num', text: `${b.number}` }), el('td', { text: cell(b.white, b.whitePoints) }),
      el('td', { class: 'result', id: `result-${b.number}`, text: b.result || '' }), el('td', { text: cell(b.black, b.blackPoints) }),
      el('td', {}, state.games && state.games[r.number] && state.games[r.number][b.number - 1]
        ? el('a', { href: `/game/${state.games[r.number][b.number - 1]}`, target: '_blank', id: `game-${b.number}`, text: w('watchGame') }) : ''),
      watched ? presenceCell(b.number) : '', watched ? clockCell(r.number, b.number) : '')))));
  if (r.byes.length) {
    box.append(el('h3', { text: w('byes') }), el('ul', { id: 'round-byes' }, ...r.byes.map((y) => el('li', { text: `${y.player} ${playerName(y.player)}: ${y.kind === 'PAIRING' ? w('pab') : y.kind} (${pts(y.points)})` }))));
  }
  return box;
}

// ---- an online round: who has been seen, and the announced wait left ----

function clockTime(ms) {
  return new Date(ms - skew).toLocaleTimeString(language(), { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

function presenceParts(n) {
  const x = state.presence.boards[n - 1];
  if (!x) return [];
  if (x.status === 'pending') return [el('span', { class: 'pending', text: w('gamePending') })];
  const side = (s) => x[s] !== null
    ? el('span', { class: 'seen', id: `seen-${n}-${s}`, title: `${w(s)}: ${w('seenAt')} ${clockTime(x[s])}`, text: `${w(`${s}Short`)} ✓` })
    : el('span', { class: 'absent', id: `seen-${n}-${s}`, title: `${w(s)}: ${w('notSeen')}`, text: `${w(`${s}Short`)} ✗` });
  const parts = [side('white'), ' ', side('black')];
  if (x.paused && (x.status === 'live' || x.status === 'pending')) {
    parts.push(' ', el('span', { class: 'paused', id: `paused-${n}`, title: x.paused.reason, text: `${w('pausedSince')} ${clockTime(x.paused.since).slice(0, 5)}` }));
  } else if (x.status === 'live' && x.waitEndsAt !== null && (x.white === null || x.black === null)) {
    parts.push(' ', el('span', { class: 'wait', id: `wait-${n}`, 'data-ends': `${x.waitEndsAt}` }));
  }
  return parts;
}

function presenceCell(n) {
  const x = state.presence.boards[n - 1];
  return el('td', { class: 'presence', id: `presence-${n}`, 'data-white': x && x.white !== null ? 'seen' : 'absent', 'data-black': x && x.black !== null ? 'seen' : 'absent' }, ...presenceParts(n));
}

// the arbiter's pause of a live board's clock (a disconnection, a dispute), with its reason, and
// its resumption; a board with its result has neither
function clockCell(round, n) {
  const x = state.presence.boards[n - 1];
  const td = el('td', { class: 'clock-act', id: `clock-${n}` });
  if (!x || x.status === 'ended' || x.status === 'over' || x.status === 'aborted') return td;
  if (x.paused) {
    td.append(el('button', { type: 'button', id: `resume-${n}`, title: x.paused.reason, text: w('resumeClock'), on: { click: () => act('resume', { round, board: n }) } }));
    return td;
  }
  const open = () => {
    const reason = input(`pause-reason-${n}`, { placeholder: w('pauseReason'), size: '24' });
    const send = () => act('pause', { round, board: n, reason: reason.value });
    reason.addEventListener('keydown', (ev) => { if (ev.key === 'Enter') { ev.preventDefault(); send(); } if (ev.key === 'Escape') td.replaceWith(clockCell(round, n)); });
    td.replaceChildren(reason, el('button', { type: 'button', id: `pause-send-${n}`, text: w('pauseShort'), on: { click: send } }));
    reason.focus();
  };
  td.append(el('button', { type: 'button', id: `pause-${n}`, title: w('pauseClock'), text: w('pauseShort'), on: { click: open } }));
  return td;
}

// the wait left on each board with a player not yet seen, by the server's clock, every second
function tickWaits() {
  for (const span of document.querySelectorAll('span.wait[data-ends]')) {
    const left = parseInt(span.dataset.ends, 10) - (Date.now() + skew);
    if (left <= 0) { span.textContent = w('waitOver'); span.classList.add('over'); continue; }
    const s = Math.ceil(left / 1000);
    span.textContent = `${w('waitLeft')} ${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  }
}

// a player seen, a game made: the presence read again and its cells redrawn in place (the
// board-number field keeps what the arbiter is typing); a new version redraws the page
let presenceAsked = false;
function presenceChanged() {
  if (presenceAsked || !state) return;
  presenceAsked = true;
  setTimeout(async () => {
    presenceAsked = false;
    try {
      const r = await call('GET', `/api/events/${eventId}/presence`);
      if (r.version > state.version) { await reload(); return; }
      state.presence = r.presence;
      if (!r.presence) return;
      skew = r.presence.now - Date.now();
      for (const x of r.presence.boards) {
        const td = document.getElementById(`presence-${x.board}`);
        if (td) td.replaceWith(presenceCell(x.board));
      }
      tickWaits();
    } catch (e) { /* the next news asks again */ }
  }, 200);
}

function standingsTab() {
  return el('section', { id: 'standings', class: 'panel' }, ...standingsTables(state.standings, state.players, state.settings),
    el('h2', { text: w('crosstable') }), crosstableTable(state.standings, state.players, state.rounds));
}

function logTab() {
  const box = el('section', { id: 'log', class: 'panel' }, el('p', { text: '…' }));
  call('GET', `/api/events/${eventId}/log`).then((log) => {
    box.replaceChildren(el('table', { class: 'list', id: 'log-table' },
      el('thead', {}, el('tr', {}, el('th', { class: 'num', text: '#' }), el('th', { text: w('when') }), el('th', { text: w('who') }), el('th', { text: w('what') }))),
      el('tbody', {}, ...log.slice().reverse().map((l) => el('tr', {}, el('td', { class: 'num', text: `${l.version}` }),
        el('td', { text: new Date(l.at).toLocaleString(language()) }), el('td', { text: l.arbiter }), el('td', { text: describe(l) }))))));
  }).catch((e) => message(e.message));
  return box;
}

// The announcement changed after creation (the settings act): the model keeps what may no longer
// change once round 1 is paired and says so.
function settingsTab() {
  const form = announcementForm(state.settings);
  const save = async (ev) => {
    ev.preventDefault();
    let values;
    try { values = form.values(); } catch (e) { message(e.message); return; }
    if (await act('settings', { form: values })) message(w('saved'), 'ok');
  };
  return el('section', { id: 'settings', class: 'panel' },
    el('form', { id: 'settings-form', class: 'register' }, ...form.fields,
      el('button', { id: 'save-settings', type: 'submit', text: w('save'), on: { click: save } })));
}

function printTab() {
  const a = (href, text, id) => el('li', {}, el('a', { href, id, text, target: '_blank' }));
  return el('section', { id: 'print', class: 'panel' }, el('ul', {},
    a(`/arbiter/event/${eventId}/print?what=players`, w('printPlayers'), 'print-players'),
    a(`/arbiter/event/${eventId}/print?what=pairings`, w('printPairings'), 'print-pairings'),
    a(`/arbiter/event/${eventId}/print?what=sheets`, w('printSheets'), 'print-sheets'),
    a(`/arbiter/event/${eventId}/print?what=alphabetical`, w('printAlpha'), 'print-alpha'),
    a(`/arbiter/event/${eventId}/print?what=standings`, w('printStandings'), 'print-standings'),
    a(`/arbiter/event/${eventId}/print?what=crosstable`, w('printCrosstable'), 'print-crosstable'),
    a(`/arbiter/event/${eventId}/print?what=prizes`, w('printPrizes'), 'print-prizes'),
    a(`/api/events/${eventId}/trf`, w('trf'), 'export-trf'),
    a(`/api/events/${eventId}/trf?format=trf2026`, w('trf2026'), 'export-trf2026'),
    a(`/api/events/${eventId}/event.json`, w('eventFile'), 'export-event'),
    a(`/api/events/${eventId}/fide.trf`, w('fideReport'), 'export-fide'),
    a(`/api/events/${eventId}/players.csv`, w('csv'), 'export-csv'),
    state.settings.online ? a(`/api/events/${eventId}/games.pgn`, w('onlinePgn'), 'export-pgn') : '',
    a(`/torneo/${eventId}`, w('publicPage'), 'public-page'),
    a(`/torneo/${eventId}/proiettore`, w('projector'), 'projector-page')),
  state.settings.online ? seatLinks() : '');
}

// an online event's personal links, one per player, to hand out (each opens the player's seat)
function seatLinks() {
  const list = el('ul', { id: 'seat-links' });
  call('GET', `/api/events/${eventId}/seats`).then((seats) => {
    list.replaceChildren(...seats.map((x) => el('li', {}, `${x.player} ${x.name}: `,
      el('a', { href: x.link, target: '_blank', text: `${location.origin}${x.link}` }), x.account ? ` (${w('seatAccount')} ${x.account})` : '')));
  }).catch((e) => message(e.message));
  return el('section', {}, el('h3', { text: w('seatLinks') }), list);
}

function live() {
  const source = new EventSource(`/api/events/${eventId}/stream`);
  source.addEventListener('version', (ev) => {
    if (state && parseInt(ev.data, 10) > state.version) reload().catch(() => {});
  });
  source.addEventListener('presence', presenceChanged);
  setInterval(tickWaits, 1000);
}

async function start() {
  const me = await call('GET', '/api/me');
  csrf = me.csrf;
  setLanguage(language());
  document.getElementById('who').textContent = me.name;
  const lang = document.getElementById('lang');
  lang.textContent = w('switchTo');
  lang.onclick = () => { setLanguage(language() === 'it' ? 'en' : 'it'); location.reload(); };
  if (!eventId) { await eventsPage(); document.body.dataset.ready = 'true'; return; }
  window.addEventListener('hashchange', render);
  await reload();
  live();
}

start().catch((e) => { main.textContent = e.message; });
