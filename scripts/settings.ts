/**
 * Every setting docs/deploying.md and docs/security.md document, read from the environment in this one place. Each
 * bad value gives one sentence naming the variable, the value and what is expected; `npm run build` prints them and
 * stops before anything is built. vite.config.ts takes its values from here too.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { adminCredentialProblems, resolveAdminCredentials } from '../components/admin/auth/adminCredentials.ts'
import { httpsOriginProblem } from '../data/schemas/common.ts'

/** The project's root, as npm runs scripts there: every relative folder setting is resolved against it. */
export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url))

/** The earliest SOURCE_DATE_EPOCH taken: before it, security.txt would expire before the site existed. */
const EARLIEST_EPOCH = Date.UTC(2020, 0, 1) / 1000
/** Allowance for a clock that is a little behind the commit whose time SOURCE_DATE_EPOCH usually is. */
const CLOCK_SKEW_SECONDS = 24 * 60 * 60

const TRUE_WORDS = ['true', '1', 'yes', 'on']
const FALSE_WORDS = ['false', '0', 'no', 'off']

const quoted = (value: string) => JSON.stringify(value)

/** Why an output folder would be a problem: inside the project, only a top folder .gitignore lists (`dist-*\/`) is fine. */
function outDirProblem(given: string, path: string, root: string): string | undefined {
  const inside = relative(root, path)
  if (inside.startsWith('..') || isAbsolute(inside)) return undefined
  const top = inside.split(sep)[0] ?? ''
  const gitignore = join(root, '.gitignore')
  const ignored = (existsSync(gitignore) ? readFileSync(gitignore, 'utf8') : '')
    .split('\n')
    .map((line) => line.trim().replace(/\/$/, ''))
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!') && !line.includes('/'))
    .some((line) => new RegExp(`^${line.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(top))
  if (top !== '' && ignored) return undefined
  return `OUT_DIR ${quoted(given)} is inside the project's sources, where the build would write untracked files: expected dist, a dist-* folder, or a folder outside the project.`
}

/** The seconds, or the problem with them. */
function readEpoch(text: string, now: number): string | number {
  const expected = `expected whole seconds since 1970 between ${EARLIEST_EPOCH} (2020-01-01) and now`
  if (!/^\d+$/.test(text)) return `SOURCE_DATE_EPOCH ${quoted(text)} is not a number of seconds: ${expected}.`
  const seconds = Number(text)
  const latest = Math.floor(now / 1000) + CLOCK_SKEW_SECONDS
  if (seconds > latest && seconds / 1000 >= EARLIEST_EPOCH && seconds / 1000 <= latest)
    return `SOURCE_DATE_EPOCH ${quoted(text)} looks like milliseconds: ${expected} (${Math.floor(seconds / 1000)} here).`
  if (seconds < EARLIEST_EPOCH || seconds > latest)
    return `SOURCE_DATE_EPOCH ${quoted(text)} is out of range: ${expected}.`
  return seconds
}

/** Reads and checks every documented setting; `problems` is empty when all are usable. */
export function readBuildSettings(env: NodeJS.ProcessEnv = process.env, root = PROJECT_ROOT, now = Date.now()) {
  const problems: string[] = []
  const value = (name: string) => env[name]?.trim() || undefined

  const siteUrl = value('SITE_URL')?.replace(/\/$/, '')
  const siteUrlProblem = siteUrl === undefined ? undefined : httpsOriginProblem(siteUrl)
  if (siteUrlProblem) {
    problems.push(
      `SITE_URL ${quoted(env.SITE_URL ?? '')} is not an https origin (${siteUrlProblem}): expected one such as https://www.your-domain.in, with a lower-case host and nothing after it.`,
    )
  }

  const adminEmail = value('ADMIN_EMAIL')
  const adminPasswordHash = value('ADMIN_PASSWORD_HASH')
  // The admin sign-in's own checks (components/admin/auth); an unset value takes its valid development default.
  problems.push(...adminCredentialProblems(resolveAdminCredentials({ adminEmail, adminPasswordHash })))

  const trackingTagUrl = value('TRACKING_TAG_URL')
  const reviewsWidgetUrl = value('REVIEWS_WIDGET_URL')
  const trackingBeaconOrigins = value('TRACKING_BEACON_ORIGINS')
  for (const [name, text] of [
    ['TRACKING_TAG_URL', trackingTagUrl],
    ['REVIEWS_WIDGET_URL', reviewsWidgetUrl],
  ] as const) {
    if (text !== undefined && URL.parse(text)?.protocol !== 'https:') {
      problems.push(
        `${name} ${quoted(text)} is not an https URL: expected one such as https://tags.example.net/tag.js, or nothing to switch it off.`,
      )
    }
  }
  for (const origin of trackingBeaconOrigins?.split(/[\s,]+/).filter(Boolean) ?? []) {
    const problem = httpsOriginProblem(origin.replace(/\/$/, ''))
    if (problem !== undefined) {
      problems.push(
        `TRACKING_BEACON_ORIGINS has ${quoted(origin)}, which is not an https origin (${problem}): expected comma-separated origins such as https://beacon.example.net, each host written out in lower case.`,
      )
    }
  }
  if (trackingBeaconOrigins !== undefined && trackingTagUrl === undefined) {
    problems.push(
      `TRACKING_BEACON_ORIGINS is ${quoted(trackingBeaconOrigins)} but TRACKING_TAG_URL is not set: expected both, or neither.`,
    )
  }

  const epochText = value('SOURCE_DATE_EPOCH')
  const epoch = epochText === undefined ? undefined : readEpoch(epochText, now)
  if (typeof epoch === 'string') problems.push(epoch)

  const outDir = value('OUT_DIR') ?? 'dist'
  const outDirPath = resolve(root, outDir)
  const outProblem = outDirProblem(outDir, outDirPath, root)
  if (outProblem) problems.push(outProblem)

  const sourcemapText = value('SOURCEMAP')
  const sourcemap = TRUE_WORDS.includes(sourcemapText?.toLowerCase() ?? '')
  if (sourcemapText !== undefined && !sourcemap && !FALSE_WORDS.includes(sourcemapText.toLowerCase())) {
    problems.push(
      `SOURCEMAP ${quoted(sourcemapText)} is neither on nor off: expected true or false (or 1/0, yes/no, on/off).`,
    )
  }

  const imageCacheDir = resolve(root, value('IMAGE_CACHE_DIR') ?? 'node_modules/.cache/site-images')

  const portText = value('PORT') ?? '3000'
  const port = /^\d+$/.test(portText) ? Number(portText) : Number.NaN
  if (!(port >= 1 && port <= 65535))
    problems.push(`PORT ${quoted(portText)} is not a port: expected a whole number from 1 to 65535.`)

  return {
    settings: {
      /** Raw values (trimmed; blank means unset), as the build inlines them for lib/env.ts. */
      siteUrl,
      adminEmail,
      adminPasswordHash,
      trackingTagUrl,
      trackingBeaconOrigins,
      reviewsWidgetUrl,
      /** Seconds since 1970, or undefined for the current time. */
      sourceDateEpoch: typeof epoch === 'number' ? epoch : undefined,
      /** As given (default `dist`), and resolved against the project. */
      outDir,
      outDirPath,
      sourcemap,
      imageCacheDir,
      port,
    },
    problems,
  }
}

/**
 * Why the build cannot use a folder (create it, write and remove a file in it), or undefined when it can. Fails
 * with the system's answer instead of waiting: a folder under /proc or a path through a file fails at once.
 */
export async function folderProblem(name: string, path: string): Promise<string | undefined> {
  const probe = join(path, `.write-test-${process.pid}`)
  try {
    await mkdir(path, { recursive: true })
    await writeFile(probe, '')
    await rm(probe)
    return undefined
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    return `${name} ${quoted(path)} cannot be used (${reason}): expected a folder the build can create and write to.`
  }
}
