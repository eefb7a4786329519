/** An aligned table for a terminal or Markdown: the first column left-aligned, the figures right-aligned. */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[], markdown = false): string[] {
  const widths = header.map((title, column) =>
    Math.max(markdown ? 3 : 1, title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const pad = (cell: string, column: number) =>
    column === 0 ? cell.padEnd(widths[column] as number) : cell.padStart(widths[column] as number)
  const line = (cells: readonly string[]) =>
    markdown ? `| ${cells.map(pad).join(' | ')} |` : cells.map(pad).join('  ').trimEnd()
  if (!markdown) return [line(header), ...rows.map(line)]
  const rule = widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`))
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)]
}
