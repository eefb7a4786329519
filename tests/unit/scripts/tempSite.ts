import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

const created: string[] = []

/** A built site in a new temporary folder, from paths and contents; removed by removeTempSites. */
export function tempSite(files: Record<string, string>, prefix = 'preview-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  created.push(dir)
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

export function removeTempSites(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true })
}
