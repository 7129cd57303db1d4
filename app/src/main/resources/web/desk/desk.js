// The arbiter's desk: the page of /arbiter/ (reached only by an arbiter: the server's gate).
import { language, setLanguage, t, translatePage } from '/app/i18n.js';
import * as api from '/app/api.js';
import { el } from '/app/dom.js';

const main = document.getElementById('main');

async function start() {
  setLanguage(language());
  const me = await api.get('/api/me');
  document.getElementById('who').textContent = me.name;
  const lang = document.getElementById('lang');
  lang.textContent = t('switchTo');
  lang.onclick = () => { setLanguage(language() === 'it' ? 'en' : 'it'); location.reload(); };
  translatePage();
  main.replaceChildren(el('h1', { text: language() === 'it' ? "Tavolo dell'arbitro" : "Arbiter's desk" }));
  document.body.dataset.ready = 'true';
}

start().catch((e) => { main.textContent = e.message; });
