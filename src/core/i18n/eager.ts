import namespaces from './eager.json';

/**
 * The namespaces of the first screen a visitor sees (the login route, with the shell around it). They load
 * with each language, all in one file per language (the build reads the same list to group them), so the
 * first screen waits for one request of texts; every other namespace loads on its own when a view asks.
 */
export const EAGER_NAMESPACES: readonly string[] = namespaces;
