// Imports of the administration console: a CSV file is read, posted as it is, and answered line by line.
// The store says which step it is at (reading the file, then the server's work) and holds the report.
import { atom, type WritableAtom } from 'nanostores';
import { downloadCsv, saveBlob } from '../download';
import { errorCode } from '../stores/loadable';
import { $session } from '../stores/session';

/** One line of an import's report: its number in the file, its key (an e-mail), its result. */
export interface ImportLine {
  line: number;
  key: string;
  result: string;
}

/** What became of a line: done, skipped (what it names is already there: nothing to do), or refused. */
export type ImportOutcome = 'done' | 'skipped' | 'refused';

/** The outcome of a line's result (`success`, `alreadyExists`, or one of the refusals). */
export function outcomeOf(result: string): ImportOutcome {
  if (result === 'success') return 'done';
  return result === 'alreadyExists' ? 'skipped' : 'refused';
}

/** How many lines had each outcome. */
export function countOutcomes(lines: readonly ImportLine[]): Record<ImportOutcome, number> {
  const counts = { done: 0, skipped: 0, refused: 0 };
  for (const line of lines) counts[outcomeOf(line.result)]++;
  return counts;
}

/** An import under way or done: the step, the share of the file read (0 to 1), the lines, the error code. */
export interface ImportState {
  step: 'idle' | 'reading' | 'sending' | 'done' | 'failed';
  read: number;
  lines: readonly ImportLine[];
  code?: number;
}

const IDLE: ImportState = { step: 'idle', read: 0, lines: [] };

/** A store of one kind of import, cleared when the session ends. */
export function importStore(): WritableAtom<ImportState> {
  const store = atom<ImportState>(IDLE);
  $session.listen(({ sessionToken }) => {
    if (sessionToken === '') store.set(IDLE);
  });
  return store;
}

/** The text of a file, reporting the share read so far. */
export function readFileText(file: Blob, onProgress: (share: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** Reads `file`, hands its text to `send`, and keeps the lines it answers in `store`. */
export async function runImport(
  store: WritableAtom<ImportState>,
  file: Blob,
  send: (text: string) => Promise<readonly ImportLine[]>,
): Promise<boolean> {
  store.set({ step: 'reading', read: 0, lines: [] });
  try {
    const text = await readFileText(file, (read) => store.set({ ...store.get(), read }));
    store.set({ step: 'sending', read: 1, lines: [] });
    store.set({ step: 'done', read: 1, lines: await send(text) });
    return true;
  } catch (error) {
    store.set({ step: 'failed', read: 0, lines: [], code: errorCode(error) });
    return false;
  }
}

/** Forgets the last import's report. */
export function clearImport(store: WritableAtom<ImportState>): void {
  store.set(IDLE);
}

/** Saves an import's report as a CSV file (line;key;result;message), messages already translated. */
export function downloadImportReport(
  fileName: string,
  lines: readonly ImportLine[],
  message: (line: ImportLine) => string,
): void {
  downloadCsv(
    fileName,
    lines.map((line) => ({ line: line.line, key: line.key, result: line.result, message: message(line) })),
  );
}

/** Saves a CSV text the server produced under a file name. */
export function saveCsv(fileName: string, text: string): void {
  saveBlob(fileName, new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
}
