// The page's start: the session (a guest's on a first visit), the header, the language switch,
// and the account panel.
import { language, setLanguage, t, translatePage } from './i18n.js';
import * as api from './api.js';
import { el } from './dom.js';
import { newGameForm, lists } from './lobby.js';
import { startGame } from './game.js';

const main = document.getElementById('main');
let me = null;
const gameId = (location.pathname.match(/^\/game\/([A-Za-z0-9_-]+)$/) || [])[1];

function header() {
  const lang = document.getElementById('lang');
  lang.textContent = t('switchTo');
  lang.onclick = async () => {
    setLanguage(language() === 'it' ? 'en' : 'it');
    if (me) await api.post('/api/me/language', { language: language() }).catch(() => {});
    if (gameId) location.reload();
    else render();
  };
  document.getElementById('who').textContent = me ? me.name : '';
  translatePage();
}

function accountPanel() {
  const box = el('section', { id: 'account', class: 'panel' }, el('h2', { text: t('account') }));
  if (!me.guest) {
    box.append(el('p', { text: `${t('welcome')}, ${me.name}` }),
      el('button', { id: 'logout', type: 'button', text: t('logout'), on: { click: async () => { await api.post('/api/session/logout'); me = null; await start(); } } }));
    return box;
  }
  const name = el('input', { id: 'account-name', autocomplete: 'username', placeholder: t('name') });
  const pass = el('input', { id: 'account-password', type: 'password', autocomplete: 'current-password', placeholder: t('password') });
  const msg = el('p', { id: 'account-message', class: 'message' });
  const act = (path) => async (ev) => {
    ev.preventDefault();
    try {
      me = await api.post(path, { name: name.value, password: pass.value, ...(path === '/api/accounts' ? { language: language() } : {}) });
      // back to the arbiter's desk page that sent here to log in
      const next = new URLSearchParams(location.search).get('next');
      if (next && /^\/arbiter\/[A-Za-z0-9/_-]*$/.test(next)) { location.href = next; return; }
      render();
    } catch (e) { msg.textContent = e.message; }
  };
  box.append(el('p', { text: t('asGuest') }), el('form', { class: 'login' }, name, pass,
    el('button', { id: 'login', type: 'submit', text: t('login'), on: { click: act('/api/session') } }),
    el('button', { id: 'register', type: 'button', text: t('register'), on: { click: act('/api/accounts') } })), msg);
  return box;
}

async function render() {
  header();
  if (gameId) {
    startGame(gameId);
    return;
  }
  main.replaceChildren(accountPanel());
  main.append(await newGameForm(), ...(await lists(me)));
  document.body.dataset.ready = 'true';
}

async function start() {
  setLanguage(language());
  me = await api.session(language());
  render();
}

start().catch((e) => { main.textContent = `${t('error')}: ${e.message}`; });
