// The README's embedding snippets ("Three ways to embed"), read from the README itself so that the tests run
// what a portal developer copies: a script tag per element, the autoloader, and a React app with a bundler.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The three ways, each as the README shows it. */
export interface EmbeddingSnippets {
  scriptTag: string;
  autoloader: string;
  bundler: string;
}

/** The deployment the README's snippets name, which a test points at its own server. */
export const README_DEPLOYMENT = 'https://meet.example.com/meet/';

/** Reads the snippets of the README's "Three ways to embed"; throws when one is missing or doubled. */
export function embeddingSnippets(
  readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8'),
): EmbeddingSnippets {
  const start = readme.indexOf('### Three ways to embed');
  if (start < 0) throw new Error('The README has no "Three ways to embed" section');
  const section = readme.slice(start).split(/\n##+ /)[0] ?? '';
  const blocks = [...section.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map(([, language, code]) => ({
    language,
    code: code ?? '',
  }));
  const one = (what: string, found: typeof blocks) => {
    if (found.length !== 1) throw new Error(`The README shows ${found.length} ${what} snippets, not one`);
    return found[0]?.code ?? '';
  };
  const html = blocks.filter((block) => block.language === 'html');
  return {
    scriptTag: one(
      'script-tag',
      html.filter((block) => !block.code.includes('meet-loader.js')),
    ),
    autoloader: one(
      'autoloader',
      html.filter((block) => block.code.includes('meet-loader.js')),
    ),
    bundler: one(
      'bundler',
      blocks.filter((block) => block.language === 'tsx' && block.code.includes('createRoot(')),
    ),
  };
}
