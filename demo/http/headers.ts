// Security headers on every answer, CORS for the configured embedding origins, and the XSRF cookie.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { XSRF_COOKIE } from '../../src/core/constants';
import type { ServerConfig } from '../config';

/** Where browsers send the policy's violation reports (Reporting API and the older report-uri). */
export const CSP_REPORTS_PATH = '/meet/csp-reports';
/** The Reporting API's name for that endpoint. */
export const CSP_REPORTS_ENDPOINT = 'csp';
/**
 * The only Trusted Types policies the page may create: DOMPurify's (it parses and returns sanitized
 * markup) and the product's own (known static markup and its own worker scripts), without duplicates.
 */
export const TRUSTED_TYPES_POLICIES = ['dompurify', 'meet'];

/**
 * The Content-Security-Policy: nothing inline, nothing evaluated (WebAssembly may compile: the background effect's
 * segmentation runtime), frames only from embedding origins,
 * every DOM sink typed (Trusted Types), violations reported to the server. Browsers register reporting
 * endpoints only for pages served over HTTPS, and a `report-to` naming none silences `report-uri`: over
 * plain HTTP the policy reports through `report-uri` alone.
 */
export function contentSecurityPolicy(config: ServerConfig, secure: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "connect-src 'self' ws: wss:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...config.embedOrigins].join(' ')}`,
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
    ...(secure ? [`report-to ${CSP_REPORTS_ENDPOINT}`] : []),
    `report-uri ${CSP_REPORTS_PATH}`,
  ].join('; ');
}

/** The cookies of a request by name. */
export function cookiesOf(request: FastifyRequest): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) cookies[pair.slice(0, at).trim()] = decodeURIComponent(pair.slice(at + 1).trim());
  }
  return cookies;
}

/** True when the request comes from an origin allowed to embed the product. */
export function isEmbedOrigin(request: FastifyRequest, config: ServerConfig): boolean {
  const origin = request.headers.origin;
  return typeof origin === 'string' && config.embedOrigins.includes(origin);
}

const issued = new WeakMap<FastifyRequest, string>();

/** The browser's XSRF token: its cookie, or the one this answer hands out (for pages that embed it in forms). */
export function xsrfTokenOf(request: FastifyRequest): string {
  return cookiesOf(request)[XSRF_COOKIE] || (issued.get(request) ?? '');
}

const CORS_HEADERS = 'authorization, content-type, accept, x-xsrf-token, x-api-key, username, refreshtoken';

/** Adds the headers every answer carries; answers CORS preflights itself (true when it did). */
export function applyHeaders(request: FastifyRequest, reply: FastifyReply, config: ServerConfig): boolean {
  const secure = request.protocol === 'https';
  reply.header('content-security-policy', contentSecurityPolicy(config, secure));
  if (secure) reply.header('reporting-endpoints', `${CSP_REPORTS_ENDPOINT}="${CSP_REPORTS_PATH}"`);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header(
    'permissions-policy',
    'camera=(self), microphone=(self), display-capture=(self), geolocation=()',
  );
  reply.header('cross-origin-opener-policy', 'same-origin');
  if (isEmbedOrigin(request, config)) {
    reply.header('access-control-allow-origin', request.headers.origin);
    reply.header('access-control-allow-credentials', 'true');
    // An embedded login shows how long a backoff lasts.
    reply.header('access-control-expose-headers', 'Retry-After');
    reply.header('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
      reply.header('access-control-allow-headers', CORS_HEADERS);
      reply.header('access-control-max-age', '600');
      reply.code(204).send();
      return true;
    }
  }
  if (!cookiesOf(request)[XSRF_COOKIE]) {
    const token = randomBytes(24).toString('base64url');
    issued.set(request, token);
    reply.header('set-cookie', `${XSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`);
  }
  return false;
}
