import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const pkg = JSON.parse(readFileSync('package.json', 'utf8'))
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'))
const lockPackages = Object.entries<Record<string, unknown>>(lock.packages).filter(([path]) => path !== '')
const packageName = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)

describe('install scripts', () => {
  it('runs only the install scripts approved in package.json allowScripts', () => {
    const allowed = Object.entries<boolean>(pkg.allowScripts ?? {})
      .filter(([, allow]) => allow)
      .map(([key]) => key)
    // npm matches a name-only key to every version, and `name@version` to that version alone.
    const approved = (name: string, version: unknown) =>
      allowed.includes(name) || allowed.includes(`${name}@${version}`)
    const unapproved = lockPackages
      .filter(([path, entry]) => entry.hasInstallScript && !approved(packageName(path), entry.version))
      .map(([path, entry]) => `${packageName(path)}@${entry.version}`)
    expect(unapproved, 'review them, then `npm install-scripts approve <name>`').toEqual([])
  })
})

describe('the pinned Node runtime', () => {
  const needed = /^>=(\d+\.\d+\.\d+)$/.exec(pkg.engines.node)?.[1]
  const runtimes = Object.keys(pkg.optionalDependencies).filter((name) => /^node-(linux|darwin|win)-/.test(name))

  it('is the version engines names, for every platform it is pinned for', () => {
    expect(needed).toBeDefined()
    expect(runtimes.length).toBeGreaterThan(0)
    for (const name of runtimes) expect(pkg.optionalDependencies[name], name).toBe(needed)
  })

  it('is the version .node-version gives the hosts that build the site', () => {
    expect(readFileSync('.node-version', 'utf8')).toBe(`${needed}\n`)
  })

  it('is locked with its integrity hash and installs only on its own platform', () => {
    for (const name of runtimes) {
      const entry = lock.packages[`node_modules/${name}`]
      expect(entry, name).toMatchObject({ version: needed, optional: true, bin: { node: 'bin/node' } })
      expect(entry.integrity, name).toMatch(/^sha512-/)
      expect(entry.os, name).toBeDefined()
      expect(entry.cpu, name).toBeDefined()
      expect(entry.hasInstallScript, name).toBeUndefined()
    }
  })

  it('is the Node these tests run on, where the platform has one', () => {
    if (runtimes.includes(`node-${process.platform}-${process.arch}`)) expect(process.versions.node).toBe(needed)
  })
})
