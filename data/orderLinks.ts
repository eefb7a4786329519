// WHMCS cart links: `…/cart.php?a=add&pid=21&billingcycle=monthly`, `…&pid=19&configoption[4]=5` (literal brackets).
import { slugify } from '../lib/slug'
import { billingUrl, site } from './site'

/** VPS checkout with monthly billing pre-selected. */
export function vpsOrderUrl(pid: number): string {
  return `${billingUrl('cart')}?a=add&pid=${pid}&billingcycle=monthly`
}

/** Checkout for a product with pre-selected configurable options, in ascending option-id order. */
export function productOrderUrl(pid: number, configOptions: Readonly<Record<number, number | string>>): string {
  // Object.entries lists integer keys in ascending order, as orderUrlProblems expects them too.
  const options = Object.entries(configOptions).map(
    ([id, value]) => `&configoption[${id}]=${encodeURIComponent(value)}`,
  )
  return `${billingUrl('cart')}?a=add&pid=${pid}${options.join('')}`
}

/** A card plan from its row: an id from the name, not popular unless the row says so, its options and order link. */
export function cardPlan<Row extends { name: string; pid: number }>(row: Row, configOptions: Record<number, number>) {
  return {
    id: slugify(row.name),
    popular: false,
    ...row,
    configOptions,
    orderUrl: productOrderUrl(row.pid, configOptions),
  }
}

/** Every reason `url` would not put exactly this product in the billing site's cart; empty when it would. */
export function orderUrlProblems(
  url: string,
  expected: { pid: number; billingCycle?: 'monthly'; configOptions?: Readonly<Record<number, number | string>> },
): string[] {
  const parsed = URL.parse(url)
  if (parsed === null) return [`${JSON.stringify(url)} is not an absolute URL`]
  // From the settings, not from billingUrl(): a cart path without its leading slash makes that name another host.
  const base = new URL(site.billing.baseUrl)
  const cartPath = `${base.pathname.replace(/\/$/, '')}${site.billing.paths.cart}`
  const problems: string[] = []
  if (parsed.protocol !== 'https:') problems.push(`${url} is not https`)
  if (parsed.origin !== base.origin)
    problems.push(`${url} leaves the billing site: its origin is ${parsed.origin}, not ${base.origin}`)
  else if (parsed.pathname !== cartPath) problems.push(`${url} goes to ${parsed.pathname}, not the cart at ${cartPath}`)
  if (parsed.username !== '' || parsed.password !== '' || parsed.hash !== '')
    problems.push(`${url} carries credentials or a fragment`)
  const want = [
    'a=add',
    `pid=${expected.pid}`,
    ...(expected.billingCycle ? [`billingcycle=${expected.billingCycle}`] : []),
    ...Object.entries(expected.configOptions ?? {}).map(([id, value]) => `configoption[${id}]=${value}`),
  ].join('&')
  if (!Number.isInteger(expected.pid) || expected.pid <= 0)
    problems.push(`the product id must be a positive whole number (got ${String(expected.pid)})`)
  const got = [...parsed.searchParams].map(([name, value]) => `${name}=${value}`).join('&')
  if (got !== want) problems.push(`${url} has the query ${got}, expected ${want}`)
  return problems
}
