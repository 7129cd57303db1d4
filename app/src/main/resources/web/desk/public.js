// The players' page /torneo/ID: no login, phone first. "My board" by name, the round's pairings
// and results as they come in, the standings; updated live (server-sent events) without reloading.
import { language, setLanguage } from '/app/i18n.js';
import { session, post, get } from '/app/api.js';
import { el } from '/app/dom.js';
import { w, pts } from './words.js';
import { standingsTables } from './tables.js';

const main = document.getElementById('main');
const id = location.pathname.match(/^\/torneo\/(\d+)/)[1];
let state = null;
let mine = localStorage.getItem(`arrocco.torneo.${id}`) || '';

function player(pid) {
  return state.players.find((p) => p.id === pid);
}

// an online event's live game of board b of round r, or null
function gameOf(r, b) {
  const ids = state.online && state.games ? state.games[r.number] : null;
  return ids && ids[b.number - 1] ? ids[b.number - 1] : null;
}

function myBoard(r) {
  const box = el('div', { id: 'my-board', class: 'mine' });
  const me = state.players.find((p) => p.name.toLowerCase() === mine.toLowerCase());
  if (!me || !r) return box;
  const b = r.boards.find((x) => x.white === me.id || x.black === me.id);
  if (b) {
    const white = b.white === me.id;
    box.textContent = `${w('board')} ${b.number} · ${white ? w('white') : w('black')} · ${player(white ? b.black : b.white).name}${b.result ? ` · ${b.result}` : ''}`;
    const game = gameOf(r, b);
    if (game) box.append(' · ', el('a', { id: 'my-game', href: `/game/${game}`, text: w('playGame') }));
  } else {
    const y = r.byes.find((x) => x.player === me.id);
    box.textContent = y ? `${w('bye')} (${pts(y.points)})` : '';
  }
  return box;
}

function render() {
  const s = state.settings;
  document.getElementById('event-name').textContent = s.name;
  document.title = s.name;
  const r = state.rounds[state.rounds.length - 1];
  const names = el('datalist', { id: 'names' }, ...state.players.map((p) => el('option', { value: p.name })));
  const search = el('input', { id: 'my-name', list: 'names', placeholder: w('name'), value: mine });
  search.addEventListener('change', () => { mine = search.value.trim(); localStorage.setItem(`arrocco.torneo.${id}`, mine); render(); });
  const sections = [el('section', {}, el('h2', { text: r ? `${w('round')} ${r.number} / ${s.rounds}` : s.name }), search, names, myBoard(r))];
  if (r) {
    if (r.startPosition >= 0) {
      sections.push(el('section', { id: 'public-position' }, el('h2', { text: `${w('startPosition')} n. ${r.startPosition}` }),
        el('div', { class: 'read-out', text: language() === 'it' ? r.readOutIt : r.readOutEn })));
    }
    sections.push(el('section', {}, el('h2', { text: `${w('round')} ${r.number}` }), el('table', { class: 'list', id: 'public-pairings' },
      el('tbody', {}, ...r.boards.map((b) => el('tr', { id: `public-board-${b.number}` }, el('td', { class: 'num', text: `${b.number}` }),
        el('td', { text: `${player(b.white).name} (${pts(b.whitePoints)})` }), el('td', { class: 'result', text: b.result || '' }),
        el('td', { text: `${player(b.black).name} (${pts(b.blackPoints)})` }),
        el('td', {}, gameOf(r, b) ? el('a', { href: `/game/${gameOf(r, b)}`, text: w('watchGame') }) : '')))))));
  } else {
    // the form is made once and kept across the live redraws, so what is being typed stays
    if (signUpOpen()) { signUpBox = signUpBox || signUpForm(); signUpPlaces(); sections.push(signUpBox); }
    sections.push(el('section', {}, el('h2', { text: `${w('players')} (${state.places} / ${state.capacity})` }), el('ol', { id: 'public-players' }, ...state.players.map((p) => el('li', { text: `${p.title ? `${p.title} ` : ''}${p.name} (${p.rating})` })))));
    if (state.waiting.length) {
      sections.push(el('section', {}, el('h2', { text: w('waitingList') }), el('ol', { id: 'public-waiting' }, ...state.waiting.map((p) => el('li', { text: `${p.title ? `${p.title} ` : ''}${p.name} (${p.rating})` })))));
    }
  }
  sections.push(el('section', { id: 'public-standings', class: 'scroll' }, ...standingsTables(state.standings, state.players, s)));
  if (seatBox) sections.unshift(seatBox);
  sections.push(el('p', { class: 'live', id: 'public-version', text: `${w('version')} ${state.version}` }));
  main.replaceChildren(...sections);
  document.body.dataset.ready = 'true';
  document.body.dataset.version = state.version;
}

function signUpOpen() {
  return state.signUp && (!state.signUpClosesAt || new Date() < new Date(state.signUpClosesAt));
}

// The player's own registration: a guest's session is enough; the answer is the registration
// number, or the place on the waiting list when the event is full.
let signedUp = '';
let signUpBox = null;
function signUpPlaces() {
  const full = state.places >= state.capacity;
  signUpBox.querySelector('#su-places').textContent = full ? w('fullWaiting') : `${w('placesLeft')}: ${state.capacity - state.places}`;
  signUpBox.querySelector('#sign-up').textContent = full ? w('joinWaiting') : w('signUp');
}

function signUpForm() {
  const f = {
    name: el('input', { id: 'su-name', placeholder: w('surnameName'), autocomplete: 'name' }),
    fideId: el('input', { id: 'su-fide-id', inputmode: 'numeric', placeholder: w('fideId') }),
    fideRating: el('input', { id: 'su-fide-rating', inputmode: 'numeric', placeholder: w('fideRating') }),
    federation: el('input', { id: 'su-federation', value: 'ITA', placeholder: w('federation') }),
    club: el('input', { id: 'su-club', placeholder: w('club') }),
    birth: el('input', { id: 'su-birth', inputmode: 'numeric', placeholder: w('birthYear') }),
  };
  const out = el('p', { id: 'su-answer', class: 'mine', text: signedUp });
  const send = async (ev) => {
    ev.preventDefault();
    const num = (x) => parseInt(x.value, 10) || 0;
    try {
      await session(language());
      const r = await post(`/api/torneo/${id}/iscrizione`, {
        name: f.name.value, fideId: num(f.fideId), fideRating: num(f.fideRating), federation: f.federation.value,
        club: f.club.value, birthDate: f.birth.value.trim(), sex: '', title: '', nationalId: '', nationalRating: 0, category: '',
      });
      signedUp = r.waiting ? `${w('onWaitingList')} ${r.waiting}` : `${w('signedUp')} ${r.registered}`;
      for (const x of [f.name, f.fideId, f.fideRating, f.club, f.birth]) x.value = '';
    } catch (e) {
      signedUp = e.message;
    }
    out.textContent = signedUp;
  };
  return el('section', { id: 'public-sign-up' }, el('h2', { text: w('signUp') }), el('p', { id: 'su-places' }),
    el('form', { id: 'sign-up-form' }, ...Object.values(f).map((x) => el('label', { class: 'su-field' }, el('span', { text: x.placeholder }), x)),
      el('button', { type: 'submit', id: 'sign-up', text: w('signUp'), on: { click: send } })), out);
}

// a player's personal link /torneo/ID/posto/TOKEN: this browser takes the player's seat; a member
// logged in is asked first whether to play the event with its own account
let seatBox = null;
async function takeSeat(link = false) {
  const m = location.pathname.match(/^\/torneo\/\d+\/posto\/([A-Za-z0-9_-]+)/);
  if (!m) return;
  try { await get('/api/me'); } catch (e) { /* no session yet: the link opens one */ }
  try {
    const r = await post(`/api/torneo/${id}/posto/${m[1]}`, link ? { link: true } : {});
    mine = r.name;
    localStorage.setItem(`arrocco.torneo.${id}`, mine);
    if (r.linked === false) {
      seatBox = el('p', { id: 'seat-note', class: 'mine' }, `${w('seatAsMember')} ${r.account}. `,
        el('button', { type: 'button', id: 'seat-link', text: `${w('linkAccount')} (${r.name})`, on: { click: () => takeSeat(true).then(load) } }));
    } else {
      seatBox = el('p', { id: 'seat-note', class: 'mine', text: `${w('seatTaken')} ${r.name}${r.account !== r.name ? ` (${r.account})` : ''}` });
    }
  } catch (e) {
    seatBox = el('p', { id: 'seat-note', class: 'mine', text: e.message });
  }
}

async function load() {
  const r = await fetch(`/api/torneo/${id}`);
  const json = await r.json();
  if (!r.ok) { main.textContent = json.error; return; }
  state = json;
  render();
}

function live() {
  const source = new EventSource(`/api/torneo/${id}/stream`);
  source.addEventListener('version', (ev) => {
    if (!state || parseInt(ev.data, 10) > state.version) load().catch(() => {});
  });
}

setLanguage(language());
const lang = document.getElementById('lang');
lang.textContent = w('switchTo');
lang.onclick = () => { setLanguage(language() === 'it' ? 'en' : 'it'); render(); lang.textContent = w('switchTo'); };
takeSeat().then(() => load()).then(live).catch((e) => { main.textContent = e.message; });
