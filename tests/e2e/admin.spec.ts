import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { PASSWORD_HASH_ITERATIONS } from '../../components/admin/auth/adminAuth'
import { ADMIN_SESSION_KEY } from '../../components/admin/auth/adminSession'
import { LOGGED_OUT_TOAST, storageNote } from '../../components/admin/DashboardScreen'
import { LOGIN_MESSAGES, PRERENDERED_CLASS } from '../../components/admin/SignInScreen'
import { NOT_IMPLEMENTED_TOAST } from '../../components/toast/toastState'
import { pathTo } from '../../data/routePaths'
import { routes } from '../../data/routes'
import { expectNoAxeViolations } from './support/axe'
import { collectPageProblems, presetTheme, themes, viewports, waitForHydration } from './support/site'

// The build under test uses the development defaults (no ADMIN_EMAIL / ADMIN_PASSWORD_HASH); docs/security.md, "The admin area and its limits".
const DEV_EMAIL = 'admin@example.com'
const DEV_PASSWORD = 'tarang-admin-dev'
const LOGIN = pathTo('admin')
const DASHBOARD = pathTo('adminDashboard')
const buildDir = process.env.OUT_DIR || 'dist'

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search
const storedFlag = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), ADMIN_SESSION_KEY)
const statusToast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title })
const alertToast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title })

/** Opens an admin URL and waits for the react-router app (not just the prerendered shell) to be on screen. */
async function openAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
  // The prerendered sign-in form works before the app, but the app's form replaces it: a field filled by the test
  // (not typed) while that happens would be filled in the old one.
  await expect(page.locator(`.${PRERENDERED_CLASS}`)).toHaveCount(0)
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.getByRole('button', { name: /^(Sign in|Log out)$/ })).toBeVisible()
}

async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

async function signIn(page: Page): Promise<void> {
  await openAdmin(page, LOGIN)
  await submitLogin(page, DEV_EMAIL, DEV_PASSWORD)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routes.adminDashboard.heading)
}

test.describe('admin sign-in', () => {
  test('the form: labelled, required email and password fields', async ({ page }) => {
    const problems = collectPageProblems(page)
    await openAdmin(page, LOGIN)
    await expect(page).toHaveTitle(/Admin Sign-in/)
    await expect(page.locator('h1')).toHaveText(routes.admin.heading)
    const email = page.getByLabel('Email')
    const password = page.getByLabel('Password')
    await expect(email).toHaveAttribute('type', 'email')
    await expect(password).toHaveAttribute('type', 'password')
    await expect(email).toHaveAttribute('required', '')
    await expect(password).toHaveAttribute('required', '')
    // Empty fields: the browser's own validation stops the submit, nothing is checked or stored.
    await page.getByRole('button', { name: 'Sign in' }).click()
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
    await expect(page.getByText(LOGIN_MESSAGES.inlineError)).toHaveCount(0)
    expect(problems).toEqual([])
  })

  test('wrong credentials: inline error tied to the form and fields, and a destructive toast', async ({ page }) => {
    const problems = collectPageProblems(page)
    await openAdmin(page, LOGIN)
    for (const [email, password] of [
      [DEV_EMAIL, 'wrong-password'],
      ['someone@example.com', DEV_PASSWORD],
    ] as const) {
      await submitLogin(page, email, password)
      const inline = page.getByText(LOGIN_MESSAGES.inlineError, { exact: true })
      await expect(inline).toBeVisible()
      await expect(inline).toHaveAttribute('role', 'alert')
      const errorId = await inline.getAttribute('id')
      expect(errorId).toBeTruthy()
      for (const target of [page.locator('form'), page.getByLabel('Email'), page.getByLabel('Password')]) {
        await expect(target).toHaveAttribute('aria-describedby', errorId ?? '')
      }
      await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true')
      const toast = alertToast(page, LOGIN_MESSAGES.failureToast.title)
      await expect(toast).toBeVisible()
      await expect(toast).toContainText(LOGIN_MESSAGES.failureToast.description)
      expect(pathOf(page)).toBe(LOGIN)
      expect(await storedFlag(page)).toBeNull()
    }
    expect(problems).toEqual([])
  })

  test('correct credentials: success toast, the dashboard, and the flag stored as true, without a reload', async ({
    page,
  }) => {
    const problems = collectPageProblems(page)
    await openAdmin(page, LOGIN)
    await page.evaluate(() => {
      ;(window as unknown as { marker: string }).marker = 'same document'
    })
    await submitLogin(page, DEV_EMAIL.toUpperCase(), DEV_PASSWORD)
    const toast = statusToast(page, LOGIN_MESSAGES.successToast.title)
    await expect(toast).toBeVisible()
    await expect(toast).toContainText(LOGIN_MESSAGES.successToast.description)
    await expect(page.locator('h1')).toHaveText(routes.adminDashboard.heading)
    expect(pathOf(page)).toBe(DASHBOARD)
    await expect(page).toHaveTitle(/Admin Dashboard/)
    expect(await storedFlag(page)).toBe('true')
    // react-router moved between the screens: no full page load, and Vike did not take over.
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
    expect(problems).toEqual([])
  })
})

test.describe('admin guard and session', () => {
  test('signed out, /admin/dashboard redirects to /admin and sign-in returns to the origin', async ({ page }) => {
    const problems = collectPageProblems(page)
    await openAdmin(page, `${DASHBOARD}?tab=settings`)
    await expect(page.locator('h1')).toHaveText(routes.admin.heading)
    expect(pathOf(page)).toBe(LOGIN)
    await expect(page.getByText(LOGIN_MESSAGES.redirectedNotice)).toBeVisible()
    await submitLogin(page, DEV_EMAIL, DEV_PASSWORD)
    await expect(page.locator('h1')).toHaveText(routes.adminDashboard.heading)
    expect(pathOf(page)).toBe(`${DASHBOARD}?tab=settings`)
    expect(problems).toEqual([])
  })

  test('trailing-slash URLs work: /admin/ signs in, /admin/dashboard/ is guarded', async ({ page }) => {
    await openAdmin(page, `${DASHBOARD}/`)
    await expect(page.locator('h1')).toHaveText(routes.admin.heading)
    await openAdmin(page, `${LOGIN}/`)
    await submitLogin(page, DEV_EMAIL, DEV_PASSWORD)
    await expect(page.locator('h1')).toHaveText(routes.adminDashboard.heading)
    await openAdmin(page, `${DASHBOARD}/`)
    await expect(page.locator('h1')).toHaveText(routes.adminDashboard.heading)
    // Signed in, the sign-in page goes on to the dashboard.
    await openAdmin(page, LOGIN)
    await expect(page.locator('h1')).toHaveText(routes.adminDashboard.heading)
  })

  test('a reload keeps the session', async ({ page }) => {
    await signIn(page)
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
    await expect(page.locator('h1')).toHaveText(routes.adminDashboard.heading)
    expect(pathOf(page)).toBe(DASHBOARD)
  })

  test('a stored flag other than "true" means signed out, and is removed', async ({ page }) => {
    await page.goto(LOGIN)
    for (const corrupt of ['false', 'TRUE', ' true', '{"loggedIn":true}', 'garbage']) {
      await test.step(`stored flag ${JSON.stringify(corrupt)}`, async () => {
        await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
          ADMIN_SESSION_KEY,
          corrupt,
        ] as const)
        await openAdmin(page, DASHBOARD)
        await expect(page.locator('h1')).toHaveText(routes.admin.heading)
        expect(pathOf(page)).toBe(LOGIN)
        expect(await storedFlag(page)).toBeNull()
      })
    }
  })

  test('logout removes the flag, goes to /admin and says so', async ({ page }) => {
    const problems = collectPageProblems(page)
    await signIn(page)
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(statusToast(page, LOGGED_OUT_TOAST.title)).toBeVisible()
    await expect(page.locator('h1')).toHaveText(routes.admin.heading)
    expect(pathOf(page)).toBe(LOGIN)
    expect(await storedFlag(page)).toBeNull()
    // Logging out is not a redirect from the dashboard: no "continue to the page you asked for" note.
    await expect(page.getByText(LOGIN_MESSAGES.redirectedNotice)).toHaveCount(0)
    await openAdmin(page, DASHBOARD)
    expect(pathOf(page)).toBe(LOGIN)
    expect(problems).toEqual([])
  })
})

test.describe('admin dashboard', () => {
  test('each tile shows the not-implemented toast; the backend button suggests a backend', async ({ page }) => {
    const problems = collectPageProblems(page)
    await signIn(page)
    for (const tile of ['Manage Products', 'Manage Categories', 'Site Settings']) {
      await page.getByRole('button', { name: 'Dismiss notification' }).click()
      await expect(page.getByRole('status')).toBeEmpty()
      await page.getByRole('button', { name: new RegExp(`^${tile}`) }).click()
      await expect(statusToast(page, NOT_IMPLEMENTED_TOAST.title)).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: storageNote.heading })).toBeVisible()
    await expect(page.getByText(/local storage/)).toBeVisible()
    await page.getByRole('button', { name: storageNote.backendButton }).click()
    const backend = statusToast(page, storageNote.backendToast.title)
    await expect(backend).toBeVisible()
    await expect(backend).toContainText(/backend/i)
    expect(problems).toEqual([])
  })
})

test.describe('admin screens pass axe', () => {
  for (const [viewportName, viewport] of Object.entries(viewports)) {
    for (const theme of themes) {
      test(`sign-in with its error, and the dashboard (${viewportName}, ${theme})`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await presetTheme(page, theme)
        const problems = collectPageProblems(page)
        const axe = (screen: string) => expectNoAxeViolations(page, `${screen} (${viewportName}, ${theme})`)
        await openAdmin(page, LOGIN)
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
        await submitLogin(page, DEV_EMAIL, 'wrong-password')
        await expect(alertToast(page, LOGIN_MESSAGES.failureToast.title)).toBeVisible()
        await axe('sign-in with error')
        await submitLogin(page, DEV_EMAIL, DEV_PASSWORD)
        await expect(statusToast(page, LOGIN_MESSAGES.successToast.title)).toBeVisible()
        await expect(page.locator('h1')).toHaveText(routes.adminDashboard.heading)
        await axe('dashboard')
        expect(problems).toEqual([])
      })
    }
  }
})

test.describe('admin is kept out of search engines', () => {
  for (const path of [LOGIN, DASHBOARD]) {
    test(`${path} is prerendered with noindex and a no-JavaScript note`, async ({ browser, request }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(path)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      // The sign-in screen is prerendered whole; the dashboard shows no heading before the session is known.
      await expect(page.locator('h1')).toHaveCount(path === LOGIN ? 1 : 0)
      await context.close()
      // Playwright disables scripts without flipping the HTML parser's scripting flag, so read <noscript> raw.
      const html = await (await request.get(path)).text()
      expect(html).toMatch(/<noscript[^>]*><p[^>]*>This admin area needs JavaScript/)
    })
  }

  test('the HTML sitemap and sitemap.xml leave /admin out; robots.txt lets crawlers fetch it', async ({
    page,
    request,
  }) => {
    expect(routes.admin.indexable || routes.adminDashboard.indexable).toBe(false)
    await page.goto(pathTo('sitemap'))
    await expect(page.locator(`a[href^="${LOGIN}"]`)).toHaveCount(0)
    const sitemapXml = await request.get('/sitemap.xml')
    if (sitemapXml.ok()) expect(await sitemapXml.text()).not.toContain(LOGIN)
    const robots = await request.get('/robots.txt')
    expect(robots.status()).toBe(200)
    // A crawler kept out by a Disallow never reads the pages' noindex (docs/security.md).
    const disallowed = [...(await robots.text()).matchAll(/^Disallow:[ \t]*(\S*)/gim)].map((match) => match[1] ?? '')
    for (const path of [LOGIN, DASHBOARD])
      expect(
        disallowed.filter((rule) => rule !== '' && path.startsWith(rule)),
        path,
      ).toEqual([])
  })

  test('the host answers the admin pages with X-Robots-Tag noindex, and other pages without it', async ({
    request,
  }) => {
    for (const path of [LOGIN, DASHBOARD]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['x-robots-tag'], path).toMatch(/(^|,)\s*noindex\s*(,|$)/)
    }
    const home = await request.get('/')
    expect(home.status()).toBe(200)
    expect(home.headers()['x-robots-tag']).toBeUndefined()
  })
})

test('the development password appears in no built file, only its hash does, at the current iteration count', async () => {
  const roots = ['client', 'server'].map((part) => join(buildDir, part)).filter((dir) => existsSync(dir))
  expect(roots.length).toBeGreaterThan(0)
  const needle = Buffer.from(DEV_PASSWORD, 'utf8')
  const offenders: string[] = []
  let scanned = 0
  let hashFound = false
  for (const root of roots) {
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue
      const file = join(entry.parentPath, entry.name)
      const content = await readFile(file)
      scanned++
      if (content.includes(needle)) offenders.push(file)
      if (content.includes(`pbkdf2-sha256$${PASSWORD_HASH_ITERATIONS}$`)) hashFound = true
    }
  }
  expect(scanned).toBeGreaterThan(20)
  expect(offenders, `plaintext development password in:\n${offenders.join('\n')}`).toEqual([])
  expect(hashFound, `the admin password hash (${PASSWORD_HASH_ITERATIONS} iterations) is built in`).toBe(true)
})
