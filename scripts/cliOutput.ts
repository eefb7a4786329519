/** Where a maintainer script writes its lines: the console, or a collector when another script or a test calls it. */
export interface Output {
  out: (line: string) => void
  err: (line: string) => void
}

export const consoleOutput: Output = { out: (line) => console.log(line), err: (line) => console.error(line) }
