// The standings, prize list and crosstable as tables, shared by the desk, its printouts and the
// public page.
import { language } from '/app/i18n.js';
import { el } from '/app/dom.js';
import { w, pts, euros, tiebreak } from './words.js';

export function standingsTables(st, players, settings) {
  const name = (id) => players.find((x) => x.id === id);
  if (st.rounds === 0) return [el('p', { text: w('noStandings') })];
  const standings = el('table', { class: 'list', id: 'standings-table' },
    el('thead', {}, el('tr', {}, el('th', { class: 'num', text: w('place') }), el('th', { text: w('name') }), el('th', { class: 'num', text: w('rating') }),
      el('th', { class: 'num', text: w('points') }), ...st.tiebreaks.map((t) => el('th', { class: 'num', text: t.replace('_', '-') })))),
    el('tbody', {}, ...st.lines.map((l) => el('tr', {},
      el('td', { class: 'num', text: `${l.place}${l.shared ? '=' : ''}` }), el('td', { text: `${name(l.player).name}${name(l.player).withdrawnFrom > 0 ? ` (${w('withdrawn')} ${name(l.player).withdrawnFrom})` : ''}` }),
      el('td', { class: 'num', text: `${name(l.player).rating}${name(l.player).unrated ? '*' : ''}` }), el('td', { class: 'num', text: pts(l.score) }),
      ...l.values.map((v, i) => el('td', { class: 'num', text: tiebreak(st.tiebreaks[i], v) }))))));
  const prizes = el('table', { class: 'list', id: 'prize-list' },
    el('thead', {}, el('tr', {}, el('th', { text: w('place') }), el('th', { text: w('name') }), el('th', { class: 'num', text: 'EUR' }), el('th', { text: '' }))),
    el('tbody', {}, ...st.prizes.map((x) => el('tr', {}, el('td', { text: `${x.category ? `${x.category} ` : ''}${x.place}` }), el('td', { text: name(x.player).name }),
      el('td', { class: 'num', text: euros(x.cents) }), el('td', { text: x.shared ? w('shared') : '' })))));
  return [el('h2', { text: `${w('standings')} · ${w('round')} ${st.rounds}` }), standings, el('h2', { text: w('prizeList') }), prizes];
}

export function crosstableTable(st, players, rounds) {
  if (st.rounds === 0) return el('p');
  const line = new Map(st.lines.map((l, i) => [l.player, i + 1]));
  const it = language() === 'it';
  const cell = (r, id) => {
    const b = r.boards.find((x) => x.white === id || x.black === id);
    if (b) {
      const white = b.white === id;
      const opp = line.get(white ? b.black : b.white);
      const res = b.result || '';
      if (['+-', '-+', '--'].includes(res)) {
        const won = (white && res === '+-') || (!white && res === '-+');
        return `${opp}${won ? '+' : '-'}`; // a forfeit is no game: no colour
      }
      const score = res.startsWith('½') ? '½' : res === '0-0' || res === '' ? (res ? '0' : '') : (white ? res.startsWith('1') : res.startsWith('0-1')) ? '1' : '0';
      return `${opp}${white ? (it ? 'b' : 'w') : (it ? 'n' : 'b')}${score}`;
    }
    const y = r.byes.find((x) => x.player === id);
    return y ? { PAIRING: 'PAB', FULL: 'F', HALF: 'H', ZERO: 'Z' }[y.kind] : '';
  };
  const done = rounds.slice(0, st.rounds);
  return el('table', { class: 'list crosstable', id: 'crosstable' },
    el('thead', {}, el('tr', {}, el('th', { class: 'num', text: '#' }), el('th', { text: w('name') }), el('th', { class: 'num', text: w('rating') }),
      ...done.map((r) => el('th', { class: 'num', text: `${r.number}` })), el('th', { class: 'num', text: w('pts') }))),
    el('tbody', {}, ...st.lines.map((l) => {
      const p = players.find((x) => x.id === l.player);
      return el('tr', {}, el('td', { class: 'num', text: `${line.get(l.player)}` }), el('td', { text: p.name }), el('td', { class: 'num', text: `${p.rating}` }),
        ...done.map((r) => el('td', { class: 'num', text: cell(r, l.player) })), el('td', { class: 'num', text: pts(l.score) }));
    })));
}

