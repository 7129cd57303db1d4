// The lobby: the form for a new game (variant and its options, clock, colour, mode), the open
// challenges, the games being played and the player's own games.
import { language, t } from './i18n.js';
import * as api from './api.js';
import { el } from './dom.js';

// options a casual player sets; the others (composed positions, decks) are for arbiters' files
const HIDDEN = new Set(['fen', 'whiteDeck', 'blackDeck']);

function optionField(o) {
  const id = `opt-${o.key}`;
  const label = el('label', { for: id, text: o[language()] });
  let input;
  if (o.choices.length) {
    input = el('select', { id, 'data-option': o.key });
    for (const c of o.choices) input.append(el('option', { value: c, text: c }));
    input.value = o.default;
  } else {
    input = el('input', { id, 'data-option': o.key, placeholder: o.default });
  }
  return el('div', { class: 'field' }, label, input);
}

function select(id, values, chosen) {
  const s = el('select', { id });
  for (const v of values) s.append(el('option', { value: v, text: t(v) }));
  s.value = chosen;
  return s;
}

export async function newGameForm() {
  const variants = await api.get('/api/variants');
  const variant = el('select', { id: 'variant' });
  for (const v of variants) variant.append(el('option', { value: v.key, text: v[language()] }));
  const options = el('div', { id: 'options' });
  const clockBox = el('div', { id: 'clock-fields' });
  const showOptions = () => {
    const v = variants.find((x) => x.key === variant.value);
    options.replaceChildren(...v.options.filter((o) => !HIDDEN.has(o.key)).map(optionField));
    // Sprint's clock is its hourglass, set among its options
    clockBox.hidden = v.options.some((o) => o.key === 'hourglass');
  };
  variant.onchange = showOptions;
  const clock = select('clock', ['sudden', 'fischer', 'bronstein', 'delay', 'none'], 'sudden');
  const minutes = el('input', { id: 'minutes', type: 'number', min: '0.25', max: '300', step: 'any', value: '8' });
  const seconds = el('input', { id: 'seconds', type: 'number', min: '0', max: '120', value: '0' });
  clockBox.append(el('label', { text: t('clock') }), clock, minutes, el('span', { text: t('minutes') }), seconds, el('span', { text: t('seconds') }));
  const colour = select('colour', ['random', 'white', 'black'], 'random');
  const mode = select('mode', ['open', 'private', 'hotseat', 'computer'], 'open');
  const level = el('select', { id: 'level' });
  for (let i = 1; i <= 8; i++) level.append(el('option', { value: String(i), text: i === 8 ? `${i} (${t('strongest')})` : `${i} (~${800 + (i - 1) * 200} Elo)` }));
  level.value = '3';
  const levelField = el('div', { class: 'field', id: 'level-field' }, el('label', { for: 'level', text: t('level') }), level);
  const showLevel = () => { levelField.hidden = mode.value !== 'computer'; };
  mode.onchange = showLevel;
  showLevel();
  const msg = el('p', { class: 'message', id: 'create-message' });
  const create = el('button', { id: 'create', type: 'button', text: t('create') });
  create.onclick = async () => {
    const opts = {};
    for (const i of options.querySelectorAll('[data-option]')) if (i.value !== '') opts[i.dataset.option] = i.value;
    try {
      const g = await api.post('/api/games', {
        variant: variant.value, options: opts, clock: clockBox.hidden ? 'none' : clock.value,
        minutes: Number(minutes.value), seconds: Number(seconds.value), colour: colour.value, mode: mode.value,
        ...(mode.value === 'computer' ? { level: Number(level.value) } : {}),
      });
      location.href = `/game/${g.game}`;
    } catch (e) { msg.textContent = e.message; }
  };
  showOptions();
  return el('section', { class: 'panel', id: 'new-game' }, el('h2', { text: t('newGame') }),
    el('div', { class: 'field' }, el('label', { text: t('variant') }), variant), options, clockBox,
    el('div', { class: 'field' }, el('label', { text: t('colour') }), colour),
    el('div', { class: 'field' }, el('label', { text: t('mode') }), mode), levelField, create, msg);
}

function gameList(title, id, games, action) {
  const list = el('ul', { id });
  for (const g of games) {
    const tc = g.timeControl ? `${g.timeControl.base / 60000}+${g.timeControl.increment / 1000}` : '';
    list.append(el('li', {}, el('span', { text: `${g.variant} ${tc} — ${g.white ?? '?'} / ${g.black ?? '?'} ${g.result ?? ''}` }), ' ', action(g)));
  }
  if (!games.length) list.append(el('li', { text: t('nothing') }));
  return el('section', { class: 'panel' }, el('h2', { text: title }), list);
}

export async function lists(me) {
  const { lobby, playing } = await api.get('/api/games');
  const mine = await api.get('/api/me/games');
  const joinButton = (g) => el('button', { type: 'button', class: 'join', 'data-game': g.id, text: t('join'), on: { click: async () => {
    try { await api.post(`/api/games/${g.id}/join`); } catch (e) { /* taken or own: open it anyway */ }
    location.href = `/game/${g.id}`;
  } } });
  const link = (g) => el('a', { href: `/game/${g.id}`, text: t('watch') });
  return [gameList(t('lobby'), 'lobby', lobby, joinButton), gameList(t('playing'), 'playing', playing, link),
    gameList(t('myGames'), 'my-games', mine, link)];
}
