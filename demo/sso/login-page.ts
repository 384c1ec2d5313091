// The demo OpenID Provider's login step: a plain HTML form, its own stylesheet, no script (CSP).

import { LOGIN_CSS_PATH } from './paths';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the page shows: where its form posts (the interaction), the e-mail typed, and any error. */
export interface LoginPageModel {
  action: string;
  email?: string;
  error?: string;
}

/** The sign-in page of the demo OpenID Provider. */
export function loginPage({ action, email = '', error }: LoginPageModel): string {
  const alert = error ? `<p class="error" role="alert" id="error">${escapeHtml(error)}</p>` : '';
  const described = error ? ' aria-describedby="error" aria-invalid="true"' : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - Demo identity provider</title>
<link rel="stylesheet" href="${LOGIN_CSS_PATH}"></head>
<body>
<main>
<p class="brand">Demo identity provider</p>
<h1>Sign in with your company account</h1>
<p>Meet asks this identity provider who you are. Any account of the demo server signs in here, for example
<strong>user@example.com</strong> with the password <strong>MeetUser#2026</strong>.</p>
<form method="post" action="${escapeHtml(action)}">
${alert}
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${described}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<div class="actions">
<button type="submit" name="action" value="signin">Sign in</button>
<button type="submit" name="action" value="cancel" formnovalidate class="secondary">Cancel</button>
</div>
</form>
</main>
</body>
</html>`;
}

/** A page that only says something went wrong (the provider refused the request). */
export function loginErrorPage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign-in error - Demo identity provider</title>
<link rel="stylesheet" href="${LOGIN_CSS_PATH}"></head>
<body><main><p class="brand">Demo identity provider</p><h1>This sign-in cannot continue</h1>
<p class="error" role="alert">${escapeHtml(message)}</p></main></body>
</html>`;
}

/** The page's look, light or dark as the system asks: readable, large targets, visible focus; no inline style. */
export const LOGIN_CSS = `
:root { color-scheme: light dark; }
body { margin: 0; background: #eef1f4; color: #1f2328; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { box-sizing: border-box; max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border: 1px solid #d0d7de; border-radius: 12px; }
.brand { margin: 0 0 1rem; color: #0b5394; font-weight: 700; letter-spacing: 0.02em; }
h1 { margin: 0 0 0.75rem; font-size: 1.4rem; line-height: 1.3; }
form { display: grid; gap: 0.5rem; margin-top: 1.25rem; }
label { font-weight: 600; font-size: 0.9rem; margin-top: 0.5rem; }
input { box-sizing: border-box; width: 100%; min-height: 2.75rem; padding: 0.5rem 0.75rem; border: 1px solid #6e7781; border-radius: 6px; font: inherit; }
input[aria-invalid="true"] { border-color: #b3261e; }
.actions { display: grid; gap: 0.75rem; margin-top: 1rem; }
button { min-height: 2.75rem; border: 1px solid transparent; border-radius: 6px; background: #0b5394; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
button.secondary { background: #fff; color: #1f2328; border-color: #6e7781; }
input:focus-visible, button:focus-visible { outline: 3px solid #005fcc; outline-offset: 2px; }
.error { margin: 0.5rem 0 0; padding: 0.75rem; border-left: 4px solid #b3261e; background: #fbeaea; }
@media (max-width: 30rem) { main { margin: 0; border: 0; border-radius: 0; padding: 1.25rem; } }
@media (prefers-color-scheme: dark) {
  body { background: #0d1117; color: #e6edf3; }
  main { background: #161b22; border-color: #30363d; }
  .brand { color: #79b8ff; }
  input { background: #0d1117; color: #e6edf3; border-color: #8b949e; }
  input[aria-invalid="true"] { border-color: #ff7b72; }
  button { background: #1158c7; }
  button.secondary { background: #161b22; color: #e6edf3; border-color: #8b949e; }
  input:focus-visible, button:focus-visible { outline-color: #79b8ff; }
  .error { border-left-color: #ff7b72; background: #3d1418; }
}
`;
