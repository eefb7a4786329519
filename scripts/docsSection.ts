/** The generated figures in docs/performance.md: each `--write-docs` replaces only the text between its own markers. */
import { readFile, writeFile } from 'node:fs/promises'

export const PERFORMANCE_DOC = 'docs/performance.md'

/** `text` with what lies between the markers of section `name` replaced by `content`; both markers must be there. */
export function replaceMarkedSection(text: string, name: string, content: string): string {
  const startMarker = `<!-- ${name}:start -->`
  const endMarker = `<!-- ${name}:end -->`
  const start = text.indexOf(startMarker)
  const end = text.indexOf(endMarker)
  if (start === -1 || end < start)
    throw new Error(`${PERFORMANCE_DOC} needs the markers ${startMarker} and ${endMarker}`)
  return `${text.slice(0, start)}${startMarker}\n${content.trim()}\n${text.slice(end)}`
}

/** Puts `content` into section `name` of docs/performance.md. */
export async function writeDocsSection(name: string, content: string): Promise<void> {
  await writeFile(PERFORMANCE_DOC, replaceMarkedSection(await readFile(PERFORMANCE_DOC, 'utf8'), name, content))
  console.error(`${name}: ${PERFORMANCE_DOC} updated`)
}
