/** Checks every billing link in the built pages (scripts/checks/billingLinks.ts); exit status 1 on any problem. */
import { checkBillingLinks } from './checks/billingLinks'
import { consoleOutput, defaultSiteDir, hasBuiltSite, type Output, parseCli, runIfMain } from './cli'

const USAGE = 'Usage: tsx scripts/check-billing-links.ts [--dir dist/client]'

/** Runs the check with command-line arguments; resolves to the exit status. */
export async function runCheckBillingLinks(argv: readonly string[], output: Output = consoleOutput): Promise<number> {
  const values = parseCli(argv, { dir: { type: 'string', default: defaultSiteDir() } } as const, USAGE, output)
  if (typeof values === 'number') return values
  if (!(await hasBuiltSite(values.dir, output))) return 2
  const problems = await checkBillingLinks(values.dir)
  if (problems.length > 0) {
    output.err(`Billing links: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`)
    return 1
  }
  output.out('billing links: every order, login and register link goes to the billing site as the data says')
  return 0
}

runIfMain(import.meta.url, runCheckBillingLinks)
