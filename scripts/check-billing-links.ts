/**
 * Checks every link to the billing site in the built pages (scripts/checks/billingLinks.ts): each order link
 * puts exactly its plan in the cart, and the login, register and other account links stay on the billing
 * origin. Runs after the link check in `npm run build`. Exit status 1 on any problem.
 *
 *   tsx scripts/check-billing-links.ts [--dir dist/client]
 */
import { stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { checkBillingLinks } from './checks/billingLinks'
import { consoleOutput, type Output } from './cliOutput'

/** Runs the check with command-line arguments; resolves to the exit status (2: bad usage or no built site). */
export async function runCheckBillingLinks(argv: readonly string[], output: Output = consoleOutput): Promise<number> {
  let dir: string
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: { dir: { type: 'string', default: `${process.env.OUT_DIR || 'dist'}/client` } },
    })
    dir = values.dir
  } catch (error) {
    output.err(`${(error as Error).message}\n\nUsage: tsx scripts/check-billing-links.ts [--dir dist/client]`)
    return 2
  }
  if (!(await stat(join(dir, 'index.html')).catch(() => undefined))) {
    output.err(`No built site in ${dir}: run "npm run build" first.`)
    return 2
  }
  const problems = await checkBillingLinks(dir)
  if (problems.length > 0) {
    output.err(`Billing links: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`)
    return 1
  }
  output.out('billing links: every order, login and register link goes to the billing site as the data says')
  return 0
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)
if (isMain) process.exitCode = await runCheckBillingLinks(process.argv.slice(2))
