// The page's calls to the server: JSON both ways, the session's CSRF token on every POST.
let csrf = null;

export class ApiError extends Error {
  constructor(status, message) { super(message); this.status = status; }
}

async function call(method, path, body) {
  const headers = {};
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    if (csrf) headers['X-CSRF-Token'] = csrf;
  }
  const r = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
  const json = (r.headers.get('Content-Type') || '').startsWith('application/json') ? await r.json() : null;
  if (json && json.csrf) csrf = json.csrf;
  if (!r.ok) throw new ApiError(r.status, json && json.error ? json.error : r.statusText);
  return json;
}

export const get = (path) => call('GET', path);
export const post = (path, body = {}) => call('POST', path, body);

// The session of this browser: the one it has, or a new guest's.
export async function session(lang) {
  try {
    return await get('/api/me');
  } catch (e) {
    if (e.status !== 401) throw e;
    return post('/api/session/guest', { language: lang });
  }
}
