import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ryzenVpsPlans } from '../../../data/plans/vpsRyzen'
import { billingUrl } from '../../../data/site'
import { billingLinkProblems, billingLinkTargets, runCheckBillingLinks } from '../../../scripts/check-billing-links'

const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`
const encodeAmpersands = (url: string) => url.replace(/&/g, '&amp;')

describe('billing links in built pages', () => {
  it('accepts the order, login and register links the data builds', async () => {
    const targets = await billingLinkTargets()
    const links = [...targets.plans.map((plan) => plan.orderUrl), billingUrl('login'), billingUrl('register')]
    const html = page(links.map((url) => `<a href="${encodeAmpersands(url)}">x</a>`).join(''))
    expect(billingLinkProblems('/index.html', html, targets)).toEqual([])
  })

  it('names the page, the plan and the field of an order link that leaves the billing site (cart path without "/")', async () => {
    const targets = await billingLinkTargets()
    const plan = ryzenVpsPlans[0] as NonNullable<(typeof ryzenVpsPlans)[0]>
    // What `cart: 'cart.php'` used to build: another host.
    const orderUrl = `https://billing.example.comcart.php?a=add&pid=${plan.pid}&billingcycle=monthly`
    const broken = {
      ...targets,
      plans: targets.plans.map((entry) => (entry.orderUrl === plan.orderUrl ? { ...entry, orderUrl } : entry)),
    }
    expect(
      billingLinkProblems(
        '/servers/vps-ryzen/index.html',
        page(`<a href="${encodeAmpersands(orderUrl)}">Order</a>`),
        broken,
      ),
    ).toEqual([
      `/servers/vps-ryzen/index.html: data/plans/vpsRyzen.ts: ryzenVpsPlans[0] (${plan.name}).orderUrl: ${orderUrl} leaves the billing site: its origin is https://billing.example.comcart.php, not https://billing.example.com`,
    ])
  })

  it('names the field of a login or register link that leaves the billing site', async () => {
    const targets = await billingLinkTargets()
    const login = 'https://billing.example.comindex.php?rp=/login'
    const broken = {
      ...targets,
      accountUrls: { ...targets.accountUrls, 'data/site.ts: site.billing.paths.login': login },
    }
    expect(billingLinkProblems('/index.html', page(`<a href="${login}">Log in</a>`), broken)).toEqual([
      '/index.html: data/site.ts: site.billing.paths.login: https://billing.example.comindex.php?rp=/login leaves the billing site: its origin is https://billing.example.comindex.php, not https://billing.example.com',
    ])
  })

  it('reports an order link on the billing site that no plan builds', async () => {
    const targets = await billingLinkTargets()
    const html = page('<a href="https://billing.example.com/cart.php?a=add&amp;pid=999">Order</a>')
    expect(billingLinkProblems('/index.html', html, targets)).toEqual([
      '/index.html: a billing link no data field builds: https://billing.example.com/cart.php?a=add&pid=999',
    ])
  })

  it('runs as a build step: exit status 0, 1 with the problems, or 2 without a built site', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'billing-links-'))
    const lines: string[] = []
    const output = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(`error: ${line}`) }
    try {
      expect(await runCheckBillingLinks(['--dir', dir], output)).toBe(2)
      writeFileSync(join(dir, 'index.html'), page(`<a href="${encodeAmpersands(billingUrl('login'))}">Log in</a>`))
      expect(await runCheckBillingLinks(['--dir', dir], output)).toBe(0)
      writeFileSync(
        join(dir, 'index.html'),
        page(`<a href="${new URL('/cart.php?a=add&amp;pid=99999', billingUrl('login'))}">Order</a>`),
      )
      expect(await runCheckBillingLinks(['--dir', dir], output)).toBe(1)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    expect(lines[0]).toBe(`error: No built site in ${dir}: run "npm run build" first.`)
    expect(lines[1]).toBe(
      'billing links: every order, login and register link goes to the billing site as the data says',
    )
    expect(lines[2]).toMatch(/^error: Billing links: 1 problem\(s\)\n {2}\/index\.html/)
  })
})
