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

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)
if (isMain) {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: `${process.env.OUT_DIR || 'dist'}/client` } },
  })
  if (!(await stat(join(values.dir, 'index.html')).catch(() => undefined))) {
    console.error(`No built site in ${values.dir}: run "npm run build" first.`)
    process.exit(2)
  }
  const problems = await checkBillingLinks(values.dir)
  if (problems.length > 0) {
    console.error(`Billing links: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  console.log('billing links: every order, login and register link goes to the billing site as the data says')
}
