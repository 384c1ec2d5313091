// File downloads of spec section 7: CSV of a list, text whose content may still be on its way.
import { DOWNLOAD_MAX_POLLS, DOWNLOAD_POLL_MS } from './constants';
import { type CsvOptions, toCsv } from './csv';

/** How downloadText waits for its content. */
export interface DownloadTextOptions {
  /** Gives up (rejects with a TimeoutError) after this many polls; DOWNLOAD_MAX_POLLS by default. */
  maxPolls?: number;
  /** Stops waiting (rejects with the signal's reason). */
  signal?: AbortSignal;
  /** MIME type of the file; plain UTF-8 text by default. */
  type?: string;
}

/** Saves a blob under a file name through a temporary anchor, then revokes its object URL. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  // Firefox only follows an anchor that is in the document.
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Revoked on the next task: the download has then taken hold of the blob.
    setTimeout(() => URL.revokeObjectURL(url));
  }
}

/** Saves the items as a CSV file (see toCsv for the format). */
export function downloadCsv(fileName: string, items: readonly object[], options?: CsvOptions): void {
  // The byte order mark makes Excel read the file as UTF-8, so accented names survive.
  saveBlob(fileName, new Blob(['\uFEFF', toCsv(items, options)], { type: 'text/csv;charset=utf-8' }));
}

/** The content once read() gives text, checking now and then every DOWNLOAD_POLL_MS. */
function waitForContent(read: () => string | undefined, options: DownloadTextOptions): Promise<string> {
  const { maxPolls = DOWNLOAD_MAX_POLLS, signal } = options;
  return new Promise((resolve, reject) => {
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const settle = (done: () => void) => {
      signal?.removeEventListener('abort', stop);
      done();
    };
    const check = () => {
      let text: string | undefined;
      try {
        text = read();
      } catch (error) {
        return settle(() => reject(error));
      }
      if (typeof text === 'string') return settle(() => resolve(text));
      if (polls++ >= maxPolls) {
        return settle(() => reject(new DOMException(`No content after ${maxPolls} polls`, 'TimeoutError')));
      }
      timer = setTimeout(check, DOWNLOAD_POLL_MS);
    };
    if (signal?.aborted) return reject(signal.reason);
    signal?.addEventListener('abort', stop, { once: true });
    check();
  });
}

/**
 * Saves text under a file name; given a function, waits (polling every DOWNLOAD_POLL_MS, at most
 * maxPolls times) until it returns text rather than undefined.
 */
export async function downloadText(
  fileName: string,
  content: string | (() => string | undefined),
  options: DownloadTextOptions = {},
): Promise<void> {
  const text = await waitForContent(typeof content === 'string' ? () => content : content, options);
  saveBlob(fileName, new Blob([text], { type: options.type ?? 'text/plain;charset=utf-8' }));
}
