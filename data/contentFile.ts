import { isUtf8 } from 'node:buffer'
import { readFileSync } from 'node:fs'

/** A mistake in a file under content/: the file and line a maintainer opens, then what is wrong and expected. */
export class ContentError extends Error {
  override name = 'ContentError'
  constructor(
    /** From the project's root: `content/pages/home.yaml`. */
    readonly file: string,
    readonly line: number | undefined,
    readonly problem: string,
  ) {
    super(`${file}${line === undefined ? '' : `:${line}`}: ${problem}`)
  }
}

/** Fails on content/<file> (`file` as the loaders name it, `pages/home.yaml`), at `line` when known. */
export function failAt(file: string, problem: string, line?: number): never {
  throw new ContentError(`content/${file}`, line, problem)
}

/** The 1-based line of `index` in `text`. */
export const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length

const READ_ERRORS: Record<string, string> = {
  ENOENT: 'there is no such file',
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
}

/** The bytes of a content file at `path`; one that cannot be read is named with the reason. */
export function readContent(path: string, file: string): Uint8Array {
  try {
    return readFileSync(path)
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException
    failAt(file, `cannot be read (${READ_ERRORS[code ?? ''] ?? code ?? message}): expected a text file`)
  }
}

function decode(file: string, bytes: Uint8Array): string {
  if (isUtf8(bytes)) return new TextDecoder().decode(bytes)
  // A newline byte never occurs inside a UTF-8 sequence, so each line is checked alone (latin1 keeps every byte).
  const lines = Buffer.from(bytes).toString('latin1').split('\n')
  const line = lines.findIndex((text) => !isUtf8(Buffer.from(text, 'latin1'))) + 1
  return failAt(
    file,
    'is not UTF-8 text (binary bytes, or text saved in another encoding): expected the file saved as UTF-8',
    line,
  )
}

// Control characters (C0, DEL, C1), but tab, line feed and carriage return: invisible on the page, or they break it.
const CONTROL = /[^\P{Cc}\t\n\r]/u

/** A content file's text, from its bytes or (tests) a string: UTF-8, not blank, no control characters, or it fails. */
export function contentText(file: string, input: string | Uint8Array): string {
  const text = typeof input === 'string' ? input : decode(file, input)
  if (text.trim() === '')
    failAt(file, "is empty: expected the file's text (git restore brings back the committed version)")
  const control = CONTROL.exec(text)
  if (control) {
    const code = `U+${(control[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
    const column = control.index - text.lastIndexOf('\n', control.index - 1)
    failAt(
      file,
      `has the control character ${code} at column ${column}: expected printable text (tab and line breaks are the only control characters allowed)`,
      lineAt(text, control.index),
    )
  }
  return text
}
