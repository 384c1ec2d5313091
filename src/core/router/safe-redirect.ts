// Where the login page may send a user afterwards: only back into this application, never elsewhere.

/** Decoding rounds looked at: `%252F%252F` hides `//` two levels down. */
const DECODE_ROUNDS = 5;
/** A redirect longer than this is not a page of ours. */
const MAX_LENGTH = 2048;
// Whitespace and control characters: a URL parser trims or drops them (`/\t/host` is `//host`).
const INVISIBLE = /[\p{Cc}\p{Zs}\u2028\u2029\u200b-\u200f\ufeff]/u;
const CONTROL = /\p{Cc}/u;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Every form of `target` a browser or a server might see after decoding it again and again. */
function decodedForms(target: string): string[] | null {
  const forms = [target];
  let current = target;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // A malformed escape is not a link any page of ours produces.
      return null;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  return null;
}

/** True when some decoded form could leave the origin: another scheme, `//host`, or a backslash. */
function looksForeign(form: string, origin: string): boolean {
  if (form.includes('\\') || CONTROL.test(form)) return true;
  // A decoded space inside a query is fine; leading ones would be trimmed away by a parser.
  const start = form.trimStart();
  if (start.startsWith('//')) return true;
  return SCHEME.test(start) && !start.startsWith(`${origin}/`);
}

/**
 * The page to open after signing in: `target` when it is a same-origin path under `basePath` (or an
 * absolute URL of this very origin under it), as path + query + hash; anything else (another origin,
 * `//host`, backslashes, encoded forms of them, `javascript:`, `data:`, paths outside the base path)
 * gives the dashboard.
 */
export function safeRedirect(target: unknown, origin: string, basePath: string): string {
  const fallback = `${basePath}dashboard`;
  if (typeof target !== 'string' || target === '' || target.length > MAX_LENGTH) return fallback;
  if (INVISIBLE.test(target)) return fallback;
  if (!target.startsWith('/') && !target.startsWith(`${origin}/`)) return fallback;
  const forms = decodedForms(target);
  if (!forms || forms.some((form) => looksForeign(form, origin))) return fallback;
  let url: URL;
  try {
    url = new URL(target, `${origin}/`);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) return fallback;
  const path = url.pathname === basePath.replace(/\/$/, '') ? basePath : url.pathname;
  if (!path.startsWith(basePath) || path.startsWith('//')) return fallback;
  return `${path}${url.search}${url.hash}`;
}
