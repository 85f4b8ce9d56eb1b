/** A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) gets a leading apostrophe; quotes double. */
function cell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV table: a header row then the rows, CRLF between lines, with a BOM so a spreadsheet reads it as UTF-8. */
export const toCsv = (header: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;

/** Saves a CSV as a file the browser downloads. */
export function downloadCsv(name: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
