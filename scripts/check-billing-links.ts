/**
 * Checks every billing link in the built pages: order links put exactly the data's plan in the cart, account
 * links are https at the configured path. Matching by text prefix or host also catches a missing leading slash.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { DomUtils, parseDocument } from 'htmlparser2'
import { orderUrlProblems } from '../data/orderLinks'
import { discordBotPlans } from '../data/plans/discordBot'
import { minecraftPlans } from '../data/plans/minecraft'
import { palworldPlans } from '../data/plans/palworld'
import { intelVpsPlans } from '../data/plans/vpsIntel'
import { ryzenVpsPlans } from '../data/plans/vpsRyzen'
import { webHostingPlans } from '../data/plans/webHosting'
import { billingUrl, site } from '../data/site'
import { consoleOutput, defaultSiteDir, hasBuiltSite, type Output, parseCli, runIfMain } from './cli'
import { listSitePaths } from './fileList'

const USAGE = 'Usage: tsx scripts/check-billing-links.ts [--dir dist/client]'

/** What each billing link of the data should be, and the data field that builds it. */
export function billingLinkTargets() {
  const lines = [
    ['minecraft', 'minecraftPlans', minecraftPlans],
    ['palworld', 'palworldPlans', palworldPlans],
    ['webHosting', 'webHostingPlans', webHostingPlans],
    ['discordBot', 'discordBotPlans', discordBotPlans],
    ['vpsRyzen', 'ryzenVpsPlans', ryzenVpsPlans],
    ['vpsIntel', 'intelVpsPlans', intelVpsPlans],
  ] as const
  return {
    baseUrl: site.billing.baseUrl,
    plans: lines.flatMap(([module, name, plans]) =>
      plans.map((plan, index) => ({
        where: `data/plans/${module}.ts: ${name}[${index}] (${plan.name}).orderUrl`,
        orderUrl: plan.orderUrl,
        // VPS orders carry the billing cycle; the others the plan's configurable options.
        expected:
          'configOptions' in plan
            ? { pid: plan.pid, configOptions: plan.configOptions }
            : { pid: plan.pid, billingCycle: 'monthly' as const },
      })),
    ),
    accountUrls: Object.fromEntries(
      (Object.keys(site.billing.paths) as (keyof typeof site.billing.paths)[]).map((key) => [
        `data/site.ts: site.billing.paths.${key}`,
        billingUrl(key),
      ]),
    ),
  }
}

/** Problems with the billing links of one page, each naming the page, the data field and what is wrong. */
export function billingLinkProblems(file: string, html: string, targets: ReturnType<typeof billingLinkTargets>) {
  const base = new URL(targets.baseUrl)
  const byUrl = new Map(targets.plans.map((plan) => [plan.orderUrl, plan]))
  const accounts = new Map(Object.entries(targets.accountUrls).map(([where, url]) => [url, where]))
  const problems = new Set<string>()
  for (const link of DomUtils.getElementsByTagName('a', parseDocument(html))) {
    const href = link.attribs.href ?? ''
    const url = URL.parse(href)
    if (!href.startsWith(targets.baseUrl) && url?.host !== base.host) continue
    const plan = byUrl.get(href)
    const account = accounts.get(href)
    const where = plan?.where ?? account ?? 'a billing link no data field builds'
    const report = (problem: string) => problems.add(`${file}: ${where}: ${problem}`)
    if (plan) orderUrlProblems(href, plan.expected).forEach(report)
    else if (url === null) report(`${href} is not an absolute URL`)
    else {
      if (url.protocol !== 'https:') report(`${href} is not https`)
      if (url.origin !== base.origin)
        report(`${href} leaves the billing site: its origin is ${url.origin}, not ${base.origin}`)
      else if (!account) report(href)
    }
  }
  return [...problems]
}

/** Runs the check with command-line arguments; resolves to the exit status. */
export async function runCheckBillingLinks(argv: readonly string[], output: Output = consoleOutput): Promise<number> {
  const values = parseCli(argv, { dir: { type: 'string', default: defaultSiteDir() } } as const, USAGE, output)
  if (typeof values === 'number') return values
  if (!(await hasBuiltSite(values.dir, output))) return 2
  const targets = billingLinkTargets()
  const problems: string[] = []
  for (const file of (await listSitePaths(values.dir)).filter((path) => path.endsWith('.html')))
    problems.push(...billingLinkProblems(file, await readFile(join(values.dir, file), 'utf8'), targets))
  if (problems.length > 0) {
    output.err(`Billing links: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`)
    return 1
  }
  output.out('billing links: every order, login and register link goes to the billing site as the data says')
  return 0
}

runIfMain(import.meta.url, runCheckBillingLinks)
