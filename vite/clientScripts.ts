import { readdir, readFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import react from '@vitejs/plugin-react'
import type { Manifest, Plugin } from 'vite'

/** The browser code of a page: its modules, imported in order, and the files they import, fetched beside them. */
export interface ClientScript {
  modules: string[]
  preload: string[]
}

/** Keyed by the folder of the script, as Vike's pageId names a page: `/renderer` (the shell), `/pages/about-us`. */
export type ClientScriptsByFolder = Record<string, ClientScript>

/** The shell: the script of every page without a client.ts of its own (always built, so the lookup never misses). */
const SHELL_SCRIPT = 'renderer/client.ts'

const VIRTUAL_ID = 'virtual:client-scripts'
/** In development, plugin-react's preamble, which its Fast Refresh code checks for before any component runs. */
const DEV_PREAMBLE_ID = 'virtual:react-refresh-preamble'
const SCRIPT_NAME = 'client.ts'

/** `renderer/client.ts` (the shell) and every `pages/**\/client.ts`, as paths relative to the root with `/` separators. */
async function findClientScripts(root: string): Promise<string[]> {
  const inPages = await readdir(join(root, 'pages'), { recursive: true })
  return [
    SHELL_SCRIPT,
    ...inPages
      .map((path) => `pages/${path.split(sep).join('/')}`)
      .filter((path) => path.endsWith(`/${SCRIPT_NAME}`))
      .sort(),
  ]
}

const folderOf = (path: string) => `/${path.slice(0, -`/${SCRIPT_NAME}`.length)}`

/** The virtual module: `clientScriptFor(pageId)`, a page's own script or else the shell's. */
function lookupModule(scripts: ClientScriptsByFolder): string {
  return `const scripts = ${JSON.stringify(scripts)}
export default function clientScriptFor(pageId) {
  return scripts[pageId] ?? scripts[${JSON.stringify(folderOf(SHELL_SCRIPT))}]
}`
}

/** Each script's file and the files it imports statically, from the client build's manifest (Vite's backend integration). */
function fromManifest(manifest: Manifest, scripts: readonly string[]): ClientScriptsByFolder {
  const fileOf = (key: string) => {
    const chunk = manifest[key]
    // The prerender must never write a page without its script.
    if (!chunk) throw new Error(`${VIRTUAL_ID}: ${key} is not in the client build's manifest.`)
    return chunk
  }
  const staticImports = (key: string, found: Set<string>): Set<string> => {
    for (const imported of fileOf(key).imports ?? []) {
      if (found.has(imported)) continue
      found.add(imported)
      staticImports(imported, found)
    }
    return found
  }
  return Object.fromEntries(
    scripts.map((script) => [
      folderOf(script),
      {
        modules: [`/${fileOf(script).file}`],
        preload: [...staticImports(script, new Set())].map((key) => `/${fileOf(key).file}`),
      },
    ]),
  )
}

/**
 * Builds each `client.ts` (the shell in renderer/, a page's islands beside its +Page) as an entry of the client
 * build, and hands their file names (from the manifest Vike has Vite write) to the prerender as
 * `virtual:client-scripts`, for the loader renderer/+Head.tsx writes into each page (renderer/clientLoader.ts).
 * They are not Vike `+client` files: Vike writes a page's client entry as a `<script>` the browser fetches at once,
 * while the pages here load their code after the first paint (docs/performance.md).
 */
export function clientScripts(): Plugin {
  let root = ''
  let scripts: string[] = []
  return {
    name: 'tarang-client-scripts',
    async configResolved(config) {
      root = config.root
      scripts = await findClientScripts(root)
    },
    buildStart() {
      if (this.environment.mode !== 'build' || this.environment.config.consumer !== 'client') return
      for (const script of scripts) {
        const name = script.replace(/\.ts$/, '').replaceAll('/', '_')
        this.emitFile({ type: 'chunk', id: join(root, script), name })
      }
    },
    resolveId(id) {
      if (id === VIRTUAL_ID || id === DEV_PREAMBLE_ID) return `\0${id}`
    },
    async load(id) {
      if (id === `\0${DEV_PREAMBLE_ID}`) return react.preambleCode.replace('__BASE__', '/')
      if (id !== `\0${VIRTUAL_ID}`) return
      if (this.environment.mode === 'build') {
        const { environments } = this.environment.getTopLevelConfig()
        const manifestFile = resolve(root, environments.client?.build.outDir ?? '', '.vite/manifest.json')
        return lookupModule(fromManifest(JSON.parse(await readFile(manifestFile, 'utf8')), scripts))
      }
      // The dev server serves the sources, after Vite's client and the React preamble.
      const development: ClientScriptsByFolder = Object.fromEntries(
        scripts.map((script) => [
          folderOf(script),
          { modules: [`/@id/${DEV_PREAMBLE_ID}`, '/@vite/client', `/${script}`], preload: [] },
        ]),
      )
      return lookupModule(development)
    },
  }
}
