// The product's one Trusted Types policy, `meet`: the page's policy requires typed values at every DOM
// sink, and this policy types only known static markup and scripts of the product's own origin. Sanitized
// rich text is typed by DOMPurify's own policy instead (see sanitize.ts).
import type { TrustedHTML, TrustedScriptURL, TrustedTypesWindow } from 'trusted-types/lib';

/** The policy's name, as the Content-Security-Policy's `trusted-types` directive lists it. */
export const POLICY_NAME = 'meet';

/** Markup a caller knows in advance: an exact string, or a pattern the whole markup must match. */
export type KnownMarkup = string | RegExp;

interface Policy {
  createHTML(input: string, known: readonly KnownMarkup[]): TrustedHTML;
  createScriptURL(input: string): TrustedScriptURL;
}

function isKnown(markup: string, known: readonly KnownMarkup[]): boolean {
  return known.some((rule) =>
    typeof rule === 'string' ? rule === markup : new RegExp(`^(?:${rule.source})$`, rule.flags).test(markup),
  );
}

// The origin the product's modules come from: on a foreign page embedding an element, still ours.
const OWN_ORIGIN = new URL(import.meta.url).origin;

let policy: Policy | null | undefined;

// Created on first use, once per page; null where the browser has no Trusted Types (strings are fine
// there) or where the page's policy does not allow ours (its own enforcement then decides).
function getPolicy(): Policy | null {
  if (policy !== undefined) return policy;
  policy = null;
  const factory = (window as unknown as TrustedTypesWindow).trustedTypes;
  if (!factory) return policy;
  try {
    policy = factory.createPolicy(POLICY_NAME, {
      createHTML(input: string, known: readonly KnownMarkup[]) {
        if (!Array.isArray(known) || !isKnown(input, known))
          throw new TypeError(`The ${POLICY_NAME} policy types only known static markup.`);
        return input;
      },
      createScriptURL(input: string) {
        if (new URL(input, document.baseURI).origin !== OWN_ORIGIN)
          throw new TypeError(`The ${POLICY_NAME} policy types only scripts of ${OWN_ORIGIN}.`);
        return input;
      },
    });
  } catch {
    policy = null;
  }
  return policy;
}

/**
 * `markup` typed for an HTML sink when it is one of the `known` markups (exact, or a whole match of a
 * pattern); throws otherwise. Plain text where the browser has no Trusted Types.
 */
export function staticHtml(markup: string, known: readonly KnownMarkup[]): TrustedHTML | string {
  const typed = getPolicy();
  if (typed) return typed.createHTML(markup, known);
  if (!isKnown(markup, known))
    throw new TypeError(`The ${POLICY_NAME} policy types only known static markup.`);
  return markup;
}

/** A script URL of the product's own origin (a worker's module), typed for `new Worker`; throws otherwise. */
export function ownScriptUrl(url: URL | string): TrustedScriptURL | string {
  const typed = getPolicy();
  return typed ? typed.createScriptURL(String(url)) : String(url);
}
