import { readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'

/** Every file below `dir`, as sorted '/'-separated relative paths ('games/minecraft/index.html'). */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort()
}

/** The same list as site URL paths ('/games/minecraft/index.html'). */
export const listSitePaths = async (dir: string): Promise<string[]> => (await listFiles(dir)).map((file) => `/${file}`)
