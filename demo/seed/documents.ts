// The documents of the demo meetings as real files: a one-page PDF or a plain text, so that a download opens.

/** A seeded document: its media type and bytes. */
export interface Document {
  type: string;
  bytes: Buffer;
}

/** PDF's standard fonts read WinAnsi: the text keeps its ASCII letters, accents dropped, the rest as '?'. */
const pdfText = (line: string) =>
  line
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page PDF (A4) that shows the lines, with its cross-reference table at the right offsets. */
export function pdfDocument(lines: readonly string[]): Buffer {
  const text = lines.map(
    (line, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 72 ${770 - i * 28} Td (${pdfText(line)}) Tj ET`,
  );
  const stream = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The document a name stands for: a PDF for `.pdf`, else a UTF-8 plain text. */
export function seededDocument(name: string, lines: readonly string[]): Document {
  if (name.endsWith('.pdf')) return { type: 'application/pdf', bytes: pdfDocument(lines) };
  return { type: 'text/plain; charset=utf-8', bytes: Buffer.from(`${lines.join('\n')}\n`, 'utf8') };
}
