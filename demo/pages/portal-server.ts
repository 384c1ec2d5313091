// The demo portal on a second origin (MEET_PORTAL_PORT): another site serving the built portal page, whose
// `/meet/` addresses point at the Meet deployment, so `<meet-join>` loads and calls Meet cross-origin (CORS
// for the origins of MEET_EMBED_ORIGINS).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';

/** The pages the portal serves, from the built export's demo pages. */
const PAGES = ['portal.html'];

/** The portal's own policy: nothing inline, scripts, styles, fonts and calls from itself and Meet only. */
export function portalSecurityPolicy(meetOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${meetOrigin}`,
    `style-src 'self' ${meetOrigin}`,
    `img-src 'self' data: ${meetOrigin}`,
    `font-src 'self' ${meetOrigin}`,
    `connect-src 'self' ${meetOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A built demo page as the portal serves it: Meet's `/meet/` addresses made absolute, the join form told where Meet is. */
export function portalPage(html: string, meetOrigin: string): string {
  return html
    .replace(/(src|href)="\/meet\//g, `$1="${meetOrigin}/meet/`)
    .replace(/<meet-join(?=[\s>])/g, `<meet-join app-url="${meetOrigin}/meet/"`);
}

/** The portal site: `/` leads to its home page; the pages come from the export under `staticRoot`. */
export async function buildPortal(staticRoot: string, meetOrigin: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: process.env.MEET_LOG === '1' });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', portalSecurityPolicy(meetOrigin));
    reply.header('x-content-type-options', 'nosniff');
  });
  app.get('/', (_request, reply) => reply.redirect('/portal.html'));
  for (const page of PAGES) {
    app.get(`/${page}`, (_request, reply) => {
      let html: string;
      try {
        html = readFileSync(join(staticRoot, 'demo', 'pages', page), 'utf8');
      } catch {
        return reply.code(404).type('text/plain').send('The export is not built (npm run build).');
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(portalPage(html, meetOrigin));
    });
  }
  await app.ready();
  return app;
}
