/**
 * Checks every link to the billing site in the built pages: order links must put exactly the plan of the data
 * in the cart (orderUrlProblems), and login, register and the other account links must be https URLs on the
 * billing origin at the configured path. A link counts as a billing link when its text starts with the billing
 * base URL or its host is the billing host, so a path without its leading slash (another host) is caught too.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { DomUtils, parseDocument } from 'htmlparser2'
import { type OrderExpectation, orderUrlProblems } from '../../data/orderLinks'
import { listSitePaths } from '../fileList'

export interface BillingLinkTargets {
  /** The billing site's base URL (data/site.ts, site.billing.baseUrl). */
  baseUrl: string
  /** Every orderable plan, with the data field its link comes from. */
  plans: readonly { where: string; orderUrl: string; expected: OrderExpectation }[]
  /** Account pages: the data field ('site.billing.paths.login') -> the URL the site builds for it. */
  accountUrls: Readonly<Record<string, string>>
}

/** The targets from the data modules. */
export async function billingLinkTargets(): Promise<BillingLinkTargets> {
  const { site, billingUrl } = await import('../../data/site')
  const [{ minecraftPlans }, { palworldPlans }, { webHostingPlans }, { discordBotPlans }, ryzen, intel] =
    await Promise.all([
      import('../../data/plans/minecraft'),
      import('../../data/plans/palworld'),
      import('../../data/plans/webHosting'),
      import('../../data/plans/discordBot'),
      import('../../data/plans/vpsRyzen'),
      import('../../data/plans/vpsIntel'),
    ])
  const lines = [
    { module: 'data/plans/minecraft.ts', name: 'minecraftPlans', plans: minecraftPlans },
    { module: 'data/plans/palworld.ts', name: 'palworldPlans', plans: palworldPlans },
    { module: 'data/plans/webHosting.ts', name: 'webHostingPlans', plans: webHostingPlans },
    { module: 'data/plans/discordBot.ts', name: 'discordBotPlans', plans: discordBotPlans },
  ]
  const vpsLines = [
    { module: 'data/plans/vpsRyzen.ts', name: 'ryzenVpsPlans', plans: ryzen.ryzenVpsPlans },
    { module: 'data/plans/vpsIntel.ts', name: 'intelVpsPlans', plans: intel.intelVpsPlans },
  ]
  return {
    baseUrl: site.billing.baseUrl,
    plans: [
      ...lines.flatMap((line) =>
        line.plans.map((plan, index) => ({
          where: `${line.module}: ${line.name}[${index}] (${plan.name}).orderUrl`,
          orderUrl: plan.orderUrl,
          expected: { pid: plan.pid, configOptions: plan.configOptions },
        })),
      ),
      ...vpsLines.flatMap((line) =>
        line.plans.map((plan, index) => ({
          where: `${line.module}: ${line.name}[${index}] (${plan.name}).orderUrl`,
          orderUrl: plan.orderUrl,
          expected: { pid: plan.pid, billingCycle: 'monthly' as const },
        })),
      ),
    ],
    accountUrls: Object.fromEntries(
      (Object.keys(site.billing.paths) as (keyof typeof site.billing.paths)[]).map((key) => [
        `data/site.ts: site.billing.paths.${key}`,
        billingUrl(key),
      ]),
    ),
  }
}

function hostOf(href: string): string | undefined {
  try {
    return new URL(href).host
  } catch {
    return undefined
  }
}

/** Problems with the billing links of one page, each naming the page, the data field and what is wrong. */
export function billingLinkProblems(file: string, html: string, targets: BillingLinkTargets): string[] {
  const billingHost = hostOf(targets.baseUrl)
  const byUrl = new Map(targets.plans.map((plan) => [plan.orderUrl, plan]))
  const accounts = new Map(Object.entries(targets.accountUrls).map(([where, url]) => [url, where]))
  const problems = new Set<string>()
  for (const link of DomUtils.getElementsByTagName('a', parseDocument(html))) {
    const href = link.attribs.href
    if (href === undefined) continue
    const isBilling = href.startsWith(targets.baseUrl) || (billingHost !== undefined && hostOf(href) === billingHost)
    if (!isBilling) continue
    const plan = byUrl.get(href)
    if (plan) {
      for (const problem of orderUrlProblems(href, plan.expected)) problems.add(`${file}: ${plan.where}: ${problem}`)
      continue
    }
    const account = accounts.get(href)
    const where = account ?? 'a billing link no data field builds'
    let url: URL | undefined
    try {
      url = new URL(href)
    } catch {
      problems.add(`${file}: ${where}: ${href} is not an absolute URL`)
      continue
    }
    const base = new URL(targets.baseUrl)
    if (url.protocol !== 'https:') problems.add(`${file}: ${where}: ${href} is not https`)
    if (url.origin !== base.origin)
      problems.add(
        `${file}: ${where}: ${href} leaves the billing site: its origin is ${url.origin}, not ${base.origin}`,
      )
    else if (!account) problems.add(`${file}: ${where}: ${href}`)
  }
  return [...problems]
}

/** Every billing link problem in a built site. */
export async function checkBillingLinks(dir: string, targets?: BillingLinkTargets): Promise<string[]> {
  const resolved = targets ?? (await billingLinkTargets())
  const pages = (await listSitePaths(dir)).filter((file) => file.endsWith('.html'))
  const problems: string[] = []
  for (const file of pages)
    problems.push(...billingLinkProblems(file, await readFile(join(dir, file), 'utf8'), resolved))
  return problems
}
