// Tamerlane chess on chessgroundx: the 11x10 board and its two citadels drawn as a 13x10 board whose
// first and last columns hold only the citadels (Black's z9 left of a9, White's l2 right of k2);
// the other 18 squares of those columns are not drawn, hold nothing and are never a destination.
// The layout is symmetric under the half turn, so the board turns with the orientation as any
// board does; the background (squares, citadels, coordinates) is drawn here for each orientation.
// Pieces: the king, knight and rook of the cburnett set (their moves are the orthodox ones), the
// picket as the cburnett bishop (a bishop that moves at least two squares), the other pieces drawn
// for Arrocco as round tokens showing their move (dots where a leap or step lands, the giraffe's
// diagonal step and its straight runs), the prince and the adventitious king as kings with their
// letter, and each pawn as a pawn with the letter of the piece it becomes.

export const WIDTH = 13;
export const HEIGHT = 10;
const CG_FILES = 'abcdefghijklm';
const CG_RANKS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', ':'];
// Tamerlane's files from the left edge of the 13 columns: z (Black's citadel), a..k, l (White's)
const T_FILES = 'zabcdefghijkl';

/** A Tamerlane square (a1..k10, z9, l2) as chessgroundx's key on the 13x10 board. */
export function toKey(square) {
  const m = /^([a-lz])(\d{1,2})$/.exec(square);
  if (!m) return undefined;
  const col = T_FILES.indexOf(m[1]);
  const row = Number(m[2]) - 1;
  if (col < 0 || row < 0 || row >= HEIGHT) return undefined;
  return CG_FILES[col] + CG_RANKS[row];
}

/** A chessgroundx key of the 13x10 board as the Tamerlane square. */
export function toSquare(key) {
  const col = CG_FILES.indexOf(key[0]);
  const row = CG_RANKS.indexOf(key.slice(1));
  return T_FILES[col] + (row + 1);
}

/** Whether a column and row (0-based, from White's lower left) is a square of the game. */
export function isSquare(col, row) {
  if (col >= 1 && col <= 11) return row >= 0 && row < HEIGHT;
  return (col === 0 && row === 8) || (col === 12 && row === 1);
}

/** A Tamerlane move's squares: from, to and, for a citadel entry with the exchange, the partner. */
export function squaresOf(uci) {
  const m = /^([a-lz]\d{1,2})([a-lz]\d{1,2})([a-lz]\d{1,2})?$/.exec(uci);
  return m ? [m[1], m[2], m[3]].filter(Boolean) : [];
}

/**
 * The Tamerlane FEN's pieces and citadels as a chessgroundx board FEN of 13 columns: a pawn of
 * type x is the role 'px-piece' (chessgroundx's '+x'), every other piece its own letter.
 */
export function boardFen(tamerlaneFen) {
  const [ranks, , citadels = '--'] = tamerlaneFen.split(' ');
  const rows = ranks.split('/'); // rank 10 first
  const out = [];
  rows.forEach((rank, i) => {
    const r = HEIGHT - i; // 10 .. 1
    const cells = [];
    cells.push(r === 9 && citadels[1] !== '-' ? citadels[1] : null);
    for (let j = 0; j < rank.length; j++) {
      const c = rank[j];
      if (/[0-9]/.test(c)) {
        let n = c;
        while (j + 1 < rank.length && /[0-9]/.test(rank[j + 1])) n += rank[++j];
        for (let k = 0; k < Number(n); k++) cells.push(null);
      } else if (c === 'P' || c === 'p') {
        cells.push('+' + rank[++j]);
      } else cells.push(c);
    }
    cells.push(r === 2 && citadels[0] !== '-' ? citadels[0] : null);
    let text = '';
    let empty = 0;
    for (const cell of cells) {
      if (cell === null) { empty++; continue; }
      if (empty) { text += empty; empty = 0; }
      text += cell;
    }
    if (empty) text += empty;
    out.push(text);
  });
  return out.join('/');
}

/** The legal moves as chessgroundx destinations: from key to its keys. */
export function dests(legalMoves) {
  const d = new Map();
  for (const m of legalMoves) {
    const [from, to] = squaresOf(m.uci);
    if (!from || !to) continue;
    const f = toKey(from);
    const t = toKey(to);
    if (!d.has(f)) d.set(f, []);
    if (!d.get(f).includes(t)) d.get(f).push(t);
  }
  return d;
}

/** The moves of the legal list that go from one key to another (two for an entry with choice). */
export function movesBetween(legalMoves, origKey, destKey) {
  const from = toSquare(origKey);
  const to = toSquare(destKey);
  return legalMoves.filter((m) => {
    const s = squaresOf(m.uci);
    return s[0] === from && s[1] === to;
  });
}

/** The last move's keys for chessgroundx's highlight. */
export function lastMoveKeys(uci) {
  const s = squaresOf(uci);
  return s.length >= 2 ? [toKey(s[0]), toKey(s[1])] : undefined;
}

// Where a piece could go on an empty board, for premoves (the server decides what is legal).
const KING = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]];
const LEAPS = {
  k: KING, h: KING, a: KING,
  g: [[1, 1], [1, -1], [-1, 1], [-1, -1]],
  v: [[1, 0], [-1, 0], [0, 1], [0, -1]],
  e: [[2, 2], [2, -2], [-2, 2], [-2, -2]],
  w: [[2, 0], [-2, 0], [0, 2], [0, -2]],
  c: [[1, 3], [1, -3], [-1, 3], [-1, -3], [3, 1], [3, -1], [-3, 1], [-3, -1]],
  n: [[1, 2], [1, -2], [-1, 2], [-1, -2], [2, 1], [2, -1], [-2, 1], [-2, -1]],
};

function premoveTargets(role, color, col, row) {
  const letter = role.slice(0, role.indexOf('-'));
  const out = [];
  const board = (c, r) => c >= 1 && c <= 11 && r >= 0 && r < HEIGHT;
  const add = (c, r) => out.push([c, r]);
  if (letter.length === 2) { // a pawn
    const dy = color === 'white' ? 1 : -1;
    for (const dx of [-1, 0, 1]) if (board(col + dx, row + dy)) add(col + dx, row + dy);
  } else if (LEAPS[letter]) {
    for (const [dx, dy] of LEAPS[letter]) {
      const c = col + dx;
      const r = row + dy;
      if (board(c, r) || ('kha'.includes(letter) && isSquare(c, r))) add(c, r);
    }
  } else if (letter === 'r' || letter === 't') {
    const dirs = letter === 'r' ? LEAPS.v : LEAPS.g;
    for (const [dx, dy] of dirs) {
      for (let k = letter === 't' ? 2 : 1; board(col + k * dx, row + k * dy); k++) add(col + k * dx, row + k * dy);
    }
  } else if (letter === 'z') {
    for (const [dx, dy] of LEAPS.g) {
      for (let k = 3; board(col + dx, row + dy + k * dy); k++) add(col + dx, row + dy + k * dy);
      for (let k = 3; board(col + dx + k * dx, row + dy); k++) add(col + dx + k * dx, row + dy);
    }
  }
  return out.map(([c, r]) => CG_FILES[c] + CG_RANKS[r]);
}

/** chessgroundx's premove function for the 13x10 board. */
export function premoveFunc(boardState, key) {
  const piece = boardState.pieces.get(key);
  if (!piece) return [];
  const col = CG_FILES.indexOf(key[0]);
  const row = CG_RANKS.indexOf(key.slice(1));
  return premoveTargets(piece.role, piece.color, col, row);
}

/** The board's background for one orientation, as an SVG data URL. */
export function boardImage(orientation) {
  const s = 10; // one square
  const parts = [];
  const white = orientation !== 'black';
  const at = (col, row) => (white ? [col * s, (HEIGHT - 1 - row) * s] : [(WIDTH - 1 - col) * s, row * s]);
  for (let col = 0; col < WIDTH; col++) {
    for (let row = 0; row < HEIGHT; row++) {
      if (!isSquare(col, row)) continue;
      const [x, y] = at(col, row);
      const citadel = col === 0 || col === 12;
      const fill = citadel ? '#9c8a6e' : (col + row) % 2 === 0 ? '#b58863' : '#f0d9b5';
      parts.push(`<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="${fill}"/>`);
      if (citadel) {
        // battlements, and the citadel's name
        parts.push(`<path d="M${x + 2} ${y + 7.5}v-4h1.2v1.2h1.2v-1.2h1.2v1.2h1.2v-1.2h1.2v4z" fill="none" stroke="#f0d9b5" stroke-width=".5"/>`);
        parts.push(`<text x="${x + 0.6}" y="${y + 9.4}" font-size="1.9" font-family="sans-serif" fill="#f0d9b5">${T_FILES[col]}${row + 1}</text>`);
      }
    }
  }
  // the frame of the 11x10 board, and of each citadel
  const [bx, by] = white ? [s, 0] : [s, 0];
  parts.push(`<rect x="${bx}" y="${by}" width="${11 * s}" height="${HEIGHT * s}" fill="none" stroke="#5a3e22" stroke-width=".4"/>`);
  for (const [col, row] of [[0, 8], [12, 1]]) {
    const [x, y] = at(col, row);
    parts.push(`<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="none" stroke="#5a3e22" stroke-width=".4"/>`);
  }
  // coordinates inside the edge squares: files on the near rank, ranks on the right-hand file
  for (let col = 1; col <= 11; col++) {
    const [x, y] = at(col, white ? 0 : HEIGHT - 1);
    const dark = (col + (white ? 0 : HEIGHT - 1)) % 2 === 0;
    parts.push(`<text x="${x + 8}" y="${y + 9.3}" font-size="2.2" font-family="sans-serif" fill="${dark ? '#f0d9b5' : '#b58863'}">${T_FILES[col]}</text>`);
  }
  for (let row = 0; row < HEIGHT; row++) {
    const col = white ? 11 : 1;
    const [x, y] = at(col, row);
    const dark = (col + row) % 2 === 0;
    parts.push(`<text x="${x + 0.5}" y="${y + 2.4}" font-size="2.2" font-family="sans-serif" fill="${dark ? '#f0d9b5' : '#b58863'}">${row + 1}</text>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH * s} ${HEIGHT * s}" width="${WIDTH * s * 4}" height="${HEIGHT * s * 4}">${parts.join('')}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

// The pieces ---------------------------------------------------------------------------------

const INK = { white: { fill: '#fff', line: '#000', mark: '#000' }, black: { fill: '#000', line: '#000', mark: '#ececec' } };

function svg(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="45" height="45" viewBox="0 0 45 45">${body}</svg>`;
}

// A round token with the piece's move: its own square in the middle, a dot where it lands.
function token(color, marks) {
  const k = INK[color];
  return svg(`<circle cx="22.5" cy="22.5" r="18" fill="${k.fill}" stroke="${k.line}" stroke-width="1.5"/>`
    + `<circle cx="22.5" cy="22.5" r="15.6" fill="none" stroke="${k.mark}" stroke-width=".6" opacity=".45"/>`
    + `<rect x="20.3" y="20.3" width="4.4" height="4.4" fill="none" stroke="${k.mark}" stroke-width="1"/>${marks(k.mark)}`);
}

const U = 4.6;
const dot = (mark, dx, dy) => `<circle cx="${22.5 + dx * U}" cy="${22.5 - dy * U}" r="2.1" fill="${mark}"/>`;
const dots = (offsets) => (mark) => offsets.map(([dx, dy]) => dot(mark, dx, dy)).join('');

function giraffe(mark) {
  let out = '';
  for (const [dx, dy] of LEAPS.g) {
    out += dot(mark, dx, dy);
    const x = 22.5 + dx * U;
    const y = 22.5 - dy * U;
    out += `<path d="M${x} ${22.5 - dy * U * 2.0}V${22.5 - dy * U * 3.1}M${22.5 + dx * U * 2.0} ${y}H${22.5 + dx * U * 3.1}" stroke="${mark}" stroke-width="1.7" stroke-linecap="round"/>`;
  }
  return out;
}

const KING_BODY = {
  white: '<path d="M22.5 25s4.5-7.5 3-10.5c0 0-1-2.5-3-2.5s-3 2.5-3 2.5c-1.5 3 3 10.5 3 10.5" fill="#fff" stroke-linecap="butt" stroke-linejoin="miter"/><path d="M11.5 37c5.5 3.5 15.5 3.5 21 0v-7s9-4.5 6-10.5c-4-6.5-13.5-3.5-16 4V27v-3.5c-3.5-7.5-13-10.5-16-4-3 6 5 10 5 10V37z" fill="#fff"/><path d="M11.5 30c5.5-3 15.5-3 21 0m-21 3.5c5.5-3 15.5-3 21 0m-21 3.5c5.5-3 15.5-3 21 0"/>',
  black: '<path d="M22.5 25s4.5-7.5 3-10.5c0 0-1-2.5-3-2.5s-3 2.5-3 2.5c-1.5 3 3 10.5 3 10.5" fill="#000" stroke-linecap="butt" stroke-linejoin="miter"/><path d="M11.5 37c5.5 3.5 15.5 3.5 21 0v-7s9-4.5 6-10.5c-4-6.5-13.5-3.5-16 4V27v-3.5c-3.5-7.5-13-10.5-16-4-3 6 5 10 5 10V37z" fill="#000"/><path d="M32 29.5s8.5-4 6.03-9.65C34.15 14 25 18 22.5 24.5l.01 2.1-.01-2.1C20 18 9.906 14 6.997 19.85c-2.497 5.65 4.853 9 4.853 9" stroke="#ececec"/><path d="M11.5 30c5.5-3 15.5-3 21 0m-21 3.5c5.5-3 15.5-3 21 0m-21 3.5c5.5-3 15.5-3 21 0" stroke="#ececec"/>',
};

// The prince (a ball on top) and the adventitious king (a star on top), each with its letter.
function lesserKing(color, letter) {
  const k = INK[color];
  const top = letter === 'H'
    ? `<circle cx="22.5" cy="8" r="2.6" fill="${k.fill}"/>`
    : `<path d="M22.5 4l1.2 2.6 2.8.3-2.1 1.9.6 2.8-2.5-1.4-2.5 1.4.6-2.8-2.1-1.9 2.8-.3z" fill="${k.fill}"/>`;
  return svg(`<g fill="none" fill-rule="evenodd" stroke="#000" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${top}${KING_BODY[color]}</g>`
    + `<circle cx="36" cy="9" r="6.3" fill="${k.fill}" stroke="${color === 'white' ? '#000' : '#ececec'}" stroke-width="1.2"/>`
    + `<text x="36" y="12.6" text-anchor="middle" font-size="10" font-weight="bold" font-family="sans-serif" fill="${k.mark}">${letter}</text>`);
}

const PAWN = 'M22.5 9c-2.21 0-4 1.79-4 4 0 .89.29 1.71.78 2.38C17.33 16.5 16 18.59 16 21c0 2.03.94 3.84 2.41 5.03-3 1.06-7.41 5.55-7.41 13.47h23c0-7.92-4.41-12.41-7.41-13.47 1.47-1.19 2.41-3 2.41-5.03 0-2.41-1.33-4.5-3.28-5.62.49-.67.78-1.49.78-2.38 0-2.21-1.79-4-4-4z';

// A pawn with the letter of what it becomes on its body.
function pawn(color, letter) {
  const k = INK[color];
  return svg(`<path d="${PAWN}" fill="${k.fill}" stroke="#000" stroke-width="1.5" stroke-linecap="round"/>`
    + `<text x="22.5" y="37.6" text-anchor="middle" font-size="11.5" font-weight="bold" font-family="sans-serif" fill="${k.mark}">${letter}</text>`);
}

const BISHOP = {
  white: '<g fill="none" fill-rule="evenodd" stroke="#000" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"><g fill="#fff" stroke-linecap="butt"><path d="M9 36c3.39-.97 10.11.43 13.5-2 3.39 2.43 10.11 1.03 13.5 2 0 0 1.65.54 3 2-.68.97-1.65.99-3 .5-3.39-.97-10.11.46-13.5-1-3.39 1.46-10.11.03-13.5 1-1.354.49-2.323.47-3-.5 1.354-1.94 3-2 3-2z"/><path d="M15 32c2.5 2.5 12.5 2.5 15 0 .5-1.5 0-2 0-2 0-2.5-2.5-4-2.5-4 5.5-1.5 6-11.5-5-15.5-11 4-10.5 14-5 15.5 0 0-2.5 1.5-2.5 4 0 0-.5.5 0 2z"/><path d="M25 8a2.5 2.5 0 1 1-5 0 2.5 2.5 0 1 1 5 0z"/></g><path d="M17.5 26h10M15 30h15m-7.5-14.5v5M20 18h5" stroke-linejoin="miter"/></g>',
  black: '<g fill="none" fill-rule="evenodd" stroke="#000" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"><g fill="#000" stroke-linecap="butt"><path d="M9 36c3.39-.97 10.11.43 13.5-2 3.39 2.43 10.11 1.03 13.5 2 0 0 1.65.54 3 2-.68.97-1.65.99-3 .5-3.39-.97-10.11.46-13.5-1-3.39 1.46-10.11.03-13.5 1-1.354.49-2.323.47-3-.5 1.354-1.94 3-2 3-2z"/><path d="M15 32c2.5 2.5 12.5 2.5 15 0 .5-1.5 0-2 0-2 0-2.5-2.5-4-2.5-4 5.5-1.5 6-11.5-5-15.5-11 4-10.5 14-5 15.5 0 0-2.5 1.5-2.5 4 0 0-.5.5 0 2z"/><path d="M25 8a2.5 2.5 0 1 1-5 0 2.5 2.5 0 1 1 5 0z"/></g><path d="M17.5 26h10M15 30h15m-7.5-14.5v5M20 18h5" stroke="#ececec" stroke-linejoin="miter"/></g>',
};

const DRAWN = {
  g: (c) => token(c, dots(LEAPS.g)),
  v: (c) => token(c, dots(LEAPS.v)),
  e: (c) => token(c, dots(LEAPS.e)),
  w: (c) => token(c, dots(LEAPS.w)),
  c: (c) => token(c, dots(LEAPS.c)),
  z: (c) => token(c, giraffe),
  h: (c) => lesserKing(c, 'H'),
  a: (c) => lesserKing(c, 'A'),
  t: (c) => svg(BISHOP[c]),
};

/** The piece's picture as SVG text: its letter (K, H, ..., or P + type for a pawn) and colour. */
export function pieceSvg(letter, color) {
  const l = letter.toLowerCase();
  if (l.length === 2) return pawn(color, letter[1].toUpperCase());
  return DRAWN[l] ? DRAWN[l](color) : null;
}

// The pieces' names, for the legend under the board.
export const PIECES = [
  ['K', 're', 'king'], ['H', 'principe', 'prince'], ['A', 're avventizio', 'adventitious king'],
  ['G', 'ministro', 'general'], ['V', 'governatore', 'vizier'], ['Z', 'giraffa', 'giraffe'],
  ['T', 'sentinella', 'picket'], ['N', 'cavallo', 'knight'], ['R', 'torre', 'rook'],
  ['E', 'elefante', 'elephant'], ['C', 'cammello', 'camel'], ['W', 'macchina da guerra', 'war engine'],
  ['PN', 'pedone (di cavallo, ...)', 'pawn (of knights, ...)'],
];

let styled = false;

/** Adds the pieces' pictures to the page's styles, once. */
export function addPieceStyles() {
  if (styled) return;
  styled = true;
  const rules = [];
  const roles = ['h', 'a', 'g', 'v', 'z', 't', 'e', 'c', 'w'];
  for (const color of ['white', 'black']) {
    for (const r of roles) rules.push([`${r}-piece`, color, pieceSvg(r, color)]);
    for (const p of 'pwcegkvztnr') rules.push([`p${p}-piece`, color, pieceSvg('p' + p, color)]);
  }
  const css = rules.map(([role, color, s]) => `.cg-wrap.tamerlane piece.${role}.${color} { background-image: url("data:image/svg+xml,${encodeURIComponent(s)}"); }`);
  for (const o of ['white', 'black']) {
    css.push(`.cg-wrap.tamerlane.orientation-${o} cg-board { background-color: transparent; background-image: ${boardImage(o)}; }`);
  }
  const style = document.createElement('style');
  style.id = 'tamerlane-pieces';
  style.textContent = css.join('\n');
  document.head.append(style);
}
