// E-mail the product would send lands here, and the demo shows it at /meet/demo/outbox.
import type { Db } from './db/database';

/** One e-mail. */
export interface Mail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  created: string;
}

/** The outbox table. */
export class Outbox {
  constructor(private readonly db: Db) {}

  /** "Sends" an e-mail. */
  send(recipient: string, subject: string, body: string): void {
    this.db
      .prepare('INSERT INTO outbox (recipient, subject, body, created) VALUES (?, ?, ?, ?)')
      .run(recipient, subject, body, new Date().toISOString());
  }

  /** The latest mails first. */
  list(limit = 200): Mail[] {
    return this.db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit) as Mail[];
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Links of the mails become anchors; everything else is escaped text.
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The outbox as an accessible HTML page (no inline script or style: the CSP holds). */
export function outboxPage(mails: Mail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p>To <strong>${escapeHtml(mail.recipient)}</strong>, <time datetime="${mail.created}">${mail.created}</time></p>
<pre>${linkify(mail.body)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo outbox</title></head>
<body>
<main>
<h1>Demo outbox</h1>
<p>E-mail the server would have sent, newest first. The same as JSON: <a href="outbox.json">outbox.json</a>.</p>
${items || '<p>No e-mail yet.</p>'}
</main>
</body>
</html>`;
}
