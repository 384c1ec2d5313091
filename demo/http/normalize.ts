// Text arrives in any Unicode form; it is stored in one (NFC), so that `é` typed as one character or as `e` and a
// combining accent is one name, one login and one search.

/** The value with every string in it, keys aside, in Unicode normalization form C. */
export function inNfc(value: unknown): unknown {
  if (typeof value === 'string') return value.normalize('NFC');
  if (Array.isArray(value)) return value.map(inNfc);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inNfc(item)]));
  return value;
}
