// Rich text of spec section 5, the one adapter of DOMPurify: all markup is escaped, then only line
// breaks, bold and links to http, https or mailto come back as elements.
// Its result is typed by DOMPurify's own Trusted Types policy ("dompurify"), which the page's policy allows.
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import type { TrustedHTML } from 'trusted-types/lib';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const UNESCAPES = Object.fromEntries(Object.entries(ESCAPES).map(([char, entity]) => [entity, char]));

// These match escaped text, so they can only rebuild the exact tags they describe: no attribute other
// than href, and an href without quotes, angle brackets or spaces.
const BREAK = /&lt;br\s*\/?&gt;/gi;
const BOLD = /&lt;(\/?)b&gt;/gi;
const LINK = /&lt;a\s+href\s*=\s*(&quot;|&#39;)((?:(?!&quot;|&#39;|&lt;|&gt;)\S)*)\1\s*&gt;/gi;
const LINK_END = /&lt;\/a&gt;/gi;
const SAFE_URL = /^(?:https?:\/\/|mailto:)/i;

// DOMPurify checks the result once more: a regular expression above letting too much through still
// cannot produce another element, attribute or URL scheme.
const CONFIG: Config & { RETURN_TRUSTED_TYPE: true } = {
  RETURN_TRUSTED_TYPE: true,
  ALLOWED_TAGS: ['a', 'b', 'br'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  ALLOW_ARIA_ATTR: false,
  ALLOW_DATA_ATTR: false,
};

let purifier: Purifier | undefined;

// An instance of our own, created on first use, so its hook touches no other DOMPurify user.
function getPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    // The linked page gets no handle on ours (noopener) and no referrer.
    node.setAttribute('rel', 'noopener noreferrer');
    if (/^https?:/i.test(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank');
  });
  return purifier;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => UNESCAPES[entity] ?? entity);
}

/**
 * HTML for rich text from the server: every tag shows as text except <br>, <b> and <a href="...">
 * to http, https or mailto (links get rel="noopener noreferrer", web links target="_blank").
 * Typed for HTML sinks (innerHTML, React's dangerouslySetInnerHTML) where the browser has Trusted Types.
 */
export function trustedRichText(text: string | null | undefined): TrustedHTML | string {
  const html = escapeHtml(text ?? '')
    .replace(BREAK, '<br>')
    .replace(BOLD, '<$1b>')
    .replace(LINK, (tag: string, _quote: string, url: string) =>
      SAFE_URL.test(unescapeHtml(url)) ? `<a href="${url}">` : tag,
    )
    .replace(LINK_END, '</a>');
  return getPurifier().sanitize(html, CONFIG);
}

/** The HTML of `trustedRichText` as text. */
export function sanitizeRichText(text: string | null | undefined): string {
  return String(trustedRichText(text));
}

/** The text of a base64 GDPR text (UTF-8, so accented characters survive); empty for none. */
export function decodeGdprText(base64: string | null | undefined): string {
  if (!base64) return '';
  // Tolerates line-wrapped and URL-safe base64; anything else that is not base64 throws.
  const binary = atob(base64.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}
