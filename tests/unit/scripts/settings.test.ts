import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULT_ADMIN_PASSWORD_HASH } from '../../../components/admin/auth/adminCredentials'
import { folderProblem, PROJECT_ROOT, readBuildSettings } from '../../../scripts/settings'

const NOW = Date.UTC(2026, 10, 28, 12)
const read = (env: Record<string, string>) => readBuildSettings(env, PROJECT_ROOT, NOW)
/** The one problem a single setting gives. */
const problem = (env: Record<string, string>) => {
  const { problems } = read(env)
  expect(problems).toHaveLength(1)
  return problems[0]
}

describe('build settings', () => {
  it('takes an empty environment: every default', () => {
    const { settings, problems } = read({})
    expect(problems).toEqual([])
    expect(settings).toMatchObject({
      siteUrl: undefined,
      sourceDateEpoch: undefined,
      outDir: 'dist',
      outDirPath: join(PROJECT_ROOT, 'dist'),
      sourcemap: false,
      imageCacheDir: join(PROJECT_ROOT, 'node_modules/.cache/site-images'),
      port: 3000,
    })
  })

  it('takes every documented setting with a valid value, and blank as unset', () => {
    const { settings, problems } = read({
      SITE_URL: 'https://www.tarangcloud.in/',
      ADMIN_EMAIL: 'owner@tarangcloud.in',
      ADMIN_PASSWORD_HASH: DEFAULT_ADMIN_PASSWORD_HASH,
      TRACKING_TAG_URL: 'https://tags.example.net/t.js',
      TRACKING_BEACON_ORIGINS: 'https://a.example.net, https://b.example.net',
      REVIEWS_WIDGET_URL: 'https://widget.example.org/v2.js',
      SOURCE_DATE_EPOCH: '1767225600',
      OUT_DIR: '/srv/site output',
      SOURCEMAP: 'TRUE',
      IMAGE_CACHE_DIR: '../image cache',
      PORT: '8080',
      REVIEWS: ' ',
    })
    expect(problems).toEqual([])
    expect(settings).toMatchObject({
      siteUrl: 'https://www.tarangcloud.in',
      sourceDateEpoch: 1767225600,
      outDirPath: '/srv/site output',
      sourcemap: true,
      imageCacheDir: join(PROJECT_ROOT, '../image cache'),
      port: 8080,
    })
    expect(read({ SITE_URL: '  ', SOURCE_DATE_EPOCH: '', SOURCEMAP: '' }).problems).toEqual([])
  })

  it.each(['false', '0', 'no', 'off', 'FALSE'])('reads SOURCEMAP=%s as off', (value) => {
    expect(read({ SOURCEMAP: value })).toMatchObject({ problems: [], settings: { sourcemap: false } })
  })

  it('builds inside the project only in the folders git ignores', () => {
    expect(read({ OUT_DIR: 'dist-consent' }).problems).toEqual([])
    expect(read({ OUT_DIR: `${PROJECT_ROOT}/dist/x` }).problems).toEqual([])
    // A sibling of the project, named so that it can never be the project's own folder.
    expect(read({ OUT_DIR: `../${basename(PROJECT_ROOT)}-site` }).problems).toEqual([])
    for (const inside of ['.', 'pages', './lib/out', PROJECT_ROOT]) {
      expect(problem({ OUT_DIR: inside })).toBe(
        `OUT_DIR ${JSON.stringify(inside)} is inside the project's sources, where the build would write untracked files: expected dist, a dist-* folder, or a folder outside the project.`,
      )
    }
  })

  it('gives one sentence naming the variable, the value and what is expected for each bad value', () => {
    const cases: [Record<string, string>, string][] = [
      [
        { SITE_URL: 'http://www.tarangcloud.in' },
        'SITE_URL "http://www.tarangcloud.in" is not an https origin (it uses http, not https): expected one such as https://www.your-domain.in, with a lower-case host and nothing after it.',
      ],
      [
        { SITE_URL: 'https://www.tarangcloud.in/shop' },
        'SITE_URL "https://www.tarangcloud.in/shop" is not an https origin (it has a path, query, fragment or slash after the host): expected one such as https://www.your-domain.in, with a lower-case host and nothing after it.',
      ],
      [
        { ADMIN_EMAIL: 'owner' },
        'ADMIN_EMAIL "owner" is not an email address: expected one such as owner@your-domain.in.',
      ],
      [{ ADMIN_PASSWORD_HASH: 'garbage' }, 'ADMIN_PASSWORD_HASH "garbage" is not a hash made by npm run admin:hash'],
      [
        { TRACKING_TAG_URL: 'http://tags.example.net/t.js' },
        'TRACKING_TAG_URL "http://tags.example.net/t.js" is not an https URL',
      ],
      [{ REVIEWS_WIDGET_URL: 'widget.js' }, 'REVIEWS_WIDGET_URL "widget.js" is not an https URL'],
      [
        { TRACKING_TAG_URL: 'https://tags.example.net/t.js', TRACKING_BEACON_ORIGINS: 'https://a.example.net/path' },
        'TRACKING_BEACON_ORIGINS has "https://a.example.net/path", which is not an https origin',
      ],
      [{ TRACKING_BEACON_ORIGINS: 'https://a.example.net' }, 'but TRACKING_TAG_URL is not set'],
      [{ SOURCEMAP: 'maybe' }, 'SOURCEMAP "maybe" is neither on nor off: expected true or false'],
      [{ PORT: '99999' }, 'PORT "99999" is not a port: expected a whole number from 1 to 65535.'],
    ]
    for (const [env, sentence] of cases) {
      const text = problem(env) ?? ''
      expect(text).toContain(sentence)
      // One sentence: it ends once, and no line break or stack follows.
      expect(text.match(/[.!?](\s|$)/g), text).toHaveLength(1)
      expect(text).not.toContain('\n')
    }
  })

  it('names an upper-case host, a wildcard origin and beacon origins without a tag, saying what is expected', () => {
    expect(problem({ SITE_URL: 'https://WWW.TarangCloud.in' })).toBe(
      'SITE_URL "https://WWW.TarangCloud.in" is not an https origin (its host has upper-case letters): expected one such as https://www.your-domain.in, with a lower-case host and nothing after it.',
    )
    // A wildcard would go into the CSP and the privacy policy's list of hosts.
    for (const origin of ['https://*.example.net', '*'])
      expect(problem({ TRACKING_TAG_URL: 'https://tags.example.net/t.js', TRACKING_BEACON_ORIGINS: origin })).toBe(
        `TRACKING_BEACON_ORIGINS has "${origin}", which is not an https origin (it has the wildcard *, which names no single host): expected comma-separated origins such as https://beacon.example.net, each host written out in lower case.`,
      )
    expect(problem({ TRACKING_BEACON_ORIGINS: 'https://a.example.net' })).toBe(
      'TRACKING_BEACON_ORIGINS is "https://a.example.net" but TRACKING_TAG_URL is not set: expected both, or neither.',
    )
  })

  it('refuses a SOURCE_DATE_EPOCH that is not whole seconds within 2020 and now, naming milliseconds', () => {
    const expected = 'expected whole seconds since 1970 between 1577836800 (2020-01-01) and now'
    for (const value of ['0', '-1', 'garbage', '1e20', '1767225600.5', String(NOW / 1000 + 2 * 86400)]) {
      expect(problem({ SOURCE_DATE_EPOCH: value })).toContain(`SOURCE_DATE_EPOCH ${JSON.stringify(value)}`)
      expect(problem({ SOURCE_DATE_EPOCH: value })).toContain(expected)
    }
    expect(problem({ SOURCE_DATE_EPOCH: '1767225600000' })).toBe(
      `SOURCE_DATE_EPOCH "1767225600000" looks like milliseconds: ${expected} (1767225600 here).`,
    )
  })
})

describe('folderProblem', () => {
  const dir = mkdtempSync(join(tmpdir(), 'settings '))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('accepts a folder it can create and write, and leaves nothing in it', async () => {
    expect(await folderProblem('OUT_DIR', join(dir, 'new folder/site'))).toBeUndefined()
    expect(readdirSync(join(dir, 'new folder/site'))).toEqual([])
  })

  it('names the folder and the system error of one it cannot create', async () => {
    writeFileSync(join(dir, 'a file'), '')
    expect(await folderProblem('IMAGE_CACHE_DIR', join(dir, 'a file'))).toBe(
      `IMAGE_CACHE_DIR ${JSON.stringify(join(dir, 'a file'))} cannot be used (EEXIST): expected a folder the build can create and write to.`,
    )
    expect(await folderProblem('IMAGE_CACHE_DIR', '/proc/nope')).toMatch(
      /^IMAGE_CACHE_DIR "\/proc\/nope" cannot be used \(E[A-Z]+\)/,
    )
  })
})
