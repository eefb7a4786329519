import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import type { Manifest, Plugin } from 'vite'
import { listFiles } from '../scripts/fileList'

/** The browser code of a page: its modules, imported in order, and the files they import, fetched beside them. */
export type ClientScript = { modules: string[]; preload: string[] }

const VIRTUAL_ID = 'virtual:client-scripts'
/** In development, plugin-react's preamble, which its Fast Refresh code checks for before any component runs. */
const DEV_PREAMBLE_ID = 'virtual:react-refresh-preamble'

/**
 * The virtual module: `clientScriptFor(pageId)`. Keyed by the script's folder, as Vike's pageId names a page
 * (`/pages/about-us`); a page without a client.ts of its own gets the shell's, which is always built.
 */
function lookupModule(scripts: readonly string[], scriptOf: (script: string) => ClientScript): string {
  const byFolder = Object.fromEntries(
    scripts.map((script) => [`/${script.slice(0, -'/client.ts'.length)}`, scriptOf(script)]),
  )
  return `const scripts = ${JSON.stringify(byFolder)}
export default function clientScriptFor(pageId) {
  return scripts[pageId] ?? scripts["/renderer"]
}`
}

/** Each script's file and the files it imports statically, from the client build's manifest (Vite's backend integration). */
function fromManifest(manifest: Manifest) {
  const fileOf = (key: string) => {
    // The prerender must never write a page without its script.
    if (!manifest[key]) throw new Error(`${VIRTUAL_ID}: ${key} is not in the client build's manifest.`)
    return `/${manifest[key].file}`
  }
  const importsOf = (key: string, found: Set<string>): Set<string> => {
    for (const imported of manifest[key]?.imports ?? [])
      if (!found.has(imported)) importsOf(imported, found.add(imported))
    return found
  }
  return (script: string): ClientScript => ({
    modules: [fileOf(script)],
    preload: [...importsOf(script, new Set())].map(fileOf),
  })
}

/**
 * Builds each `client.ts` (the shell in renderer/, a page's islands beside its +Page) as a client entry, and hands
 * their files to the prerender as `virtual:client-scripts` for the head's loader (renderer/clientLoader.ts). Not Vike
 * `+client` files, whose `<script>` the browser fetches at once: these load after the first paint (docs/performance.md).
 */
export function clientScripts(): Plugin {
  let root = ''
  let scripts: string[] = []
  return {
    name: 'tarang-client-scripts',
    async configResolved(config) {
      root = config.root
      // The shell and every `pages/**\/client.ts`, as paths relative to the root.
      const inPages = (await listFiles(join(root, 'pages'))).map((path) => `pages/${path}`)
      scripts = ['renderer/client.ts', ...inPages.filter((path) => path.endsWith('/client.ts'))]
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
        return lookupModule(scripts, fromManifest(JSON.parse(await readFile(manifestFile, 'utf8'))))
      }
      // The dev server serves the sources, after Vite's client and the React preamble.
      return lookupModule(scripts, (script) => ({
        modules: [`/@id/${DEV_PREAMBLE_ID}`, '/@vite/client', `/${script}`],
        preload: [],
      }))
    },
  }
}
