// The login page (and the meeting join page's frame) in the visitor's language: the export carries it prerendered in each interface language
// (`index.html` in English, `index.<language>.html` for the others, vite.config.ts), and the browser's languages
// choose one as the application itself will (spec 1): the first it speaks, else the server's default, else English.
const LANGUAGES = ['cs', 'de', 'en', 'fr', 'hu', 'es'];

/** The languages of an Accept-Language header, most wanted first (`de-CH;q=0.9` counts as `de`). */
function wanted(header: string): string[] {
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: tag.toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, order };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ language }) => language);
}

/** The interface language of the login page for this header and the server's default language. */
export function pageLanguage(acceptLanguage: string | undefined, serverDefault: string | undefined): string {
  const fallback = serverDefault?.toLowerCase().split(/[-_]/)[0];
  return (
    wanted(acceptLanguage ?? '').find((language) => LANGUAGES.includes(language)) ??
    (fallback && LANGUAGES.includes(fallback) ? fallback : 'en')
  );
}

/**
 * The export's file of a prerendered page in `language`: `index` (the login) or `join` (the meeting join page's
 * frame), `<page>.html` in English and `<page>.<language>.html` in the others.
 */
export const pageFile = (page: 'index' | 'join', language: string) =>
  language === 'en' ? `${page}.html` : `${page}.${language}.html`;
