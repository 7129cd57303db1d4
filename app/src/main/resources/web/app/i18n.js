// The page's words in Italian (the default) and English; the choice is remembered in the browser
// and, for a signed-in player, by the server.
const WORDS = {
  it: {
    licences: 'Licenze', guest: 'Ospite', login: 'Accedi', logout: 'Esci', register: 'Registrati',
    name: 'Nome', password: 'Password', switchTo: 'English', welcome: 'Benvenuto',
    account: 'Il tuo account', asGuest: 'Stai giocando come ospite: la partita resta legata a questo browser.',
    send: 'Invia', error: 'Errore',
  },
  en: {
    licences: 'Licences', guest: 'Guest', login: 'Log in', logout: 'Log out', register: 'Register',
    name: 'Name', password: 'Password', switchTo: 'Italiano', welcome: 'Welcome',
    account: 'Your account', asGuest: 'You are playing as a guest: your games stay bound to this browser.',
    send: 'Send', error: 'Error',
  },
};

const KEY = 'arrocco.lang';

export function language() {
  const l = localStorage.getItem(KEY);
  return l === 'en' ? 'en' : 'it';
}

export function setLanguage(l) {
  localStorage.setItem(KEY, l === 'en' ? 'en' : 'it');
  document.documentElement.lang = language();
}

export function t(key) {
  return WORDS[language()][key] ?? WORDS.en[key] ?? key;
}

export function translatePage(root = document) {
  for (const el of root.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
}
