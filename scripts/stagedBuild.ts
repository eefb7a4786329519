/**
 * Where `npm run build` builds, and how its site reaches OUT_DIR. Vike builds into a staging folder inside the project
 * (so the prerender's server bundle resolves node_modules wherever OUT_DIR is); every check reads the staged site;
 * only when all passed does the site replace `$OUT_DIR/client`, so a failed build leaves the previous one untouched.
 */
import { cp, mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { PROJECT_ROOT } from './settings'

/**
 * Ignored by git (.gitignore). Not under node_modules: Vite and its plugins treat files there as dependencies, and
 * Vike's server-entry plugin, which lives in node_modules, must reach the staged entry by a path that holds even when
 * node_modules is a symlink.
 */
export const STAGING_ROOT = join(PROJECT_ROOT, '.site-build')

/** A new, empty staging folder for one build (several builds may run at once). */
export async function newStagingDir(): Promise<string> {
  await mkdir(STAGING_ROOT, { recursive: true })
  return mkdtemp(join(STAGING_ROOT, 'build-'))
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )

/**
 * Makes `siteDir` the site at `$outDir/client`. The new site is first moved (or, from another file system, copied)
 * into a hidden folder beside it, so the swap itself is two renames: the old site stays whole until then.
 */
export async function publishSite(siteDir: string, outDir: string): Promise<string> {
  const target = join(outDir, 'client')
  const incoming = join(outDir, `.client-incoming-${process.pid}`)
  const previous = join(outDir, `.client-previous-${process.pid}`)
  await mkdir(outDir, { recursive: true })
  await rm(incoming, { recursive: true, force: true })
  try {
    await rename(siteDir, incoming).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV') throw error
      await cp(siteDir, incoming, { recursive: true, verbatimSymlinks: true })
    })
  } catch (error) {
    await rm(incoming, { recursive: true, force: true })
    throw error
  }
  const hadSite = await exists(target)
  if (hadSite) await rename(target, previous)
  await rename(incoming, target)
  if (hadSite) await rm(previous, { recursive: true, force: true })
  return target
}
