// Copying to the clipboard, at the edge of core: the browser may refuse (no permission, no secure context).

/** Copies text to the clipboard; answers false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
