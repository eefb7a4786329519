/**
 * Every external order (checkout) URL on the site is built here, and only here.
 *
 * The links follow the common WHMCS cart forms:
 *   VPS:            {billing}/cart.php?a=add&pid=21&billingcycle=monthly
 *   other products: {billing}/cart.php?a=add&pid=19&configoption[4]=5&configoption[7]=8
 *
 * If the billing system changes (other cart path, other parameter names, encoded brackets), change it in this
 * file; the plan modules only hold the numbers (pid and option values) and call these functions.
 * Brackets in `configoption[ID]` are written literally (not %5B %5D), as in the WHMCS documentation;
 * option values are URL-encoded.
 */
import { site } from './site'

function cartUrl(): string {
  return `${site.billing.baseUrl}${site.billing.paths.cart}`
}

function assertPositiveInt(what: string, value: number): void {
  if (!Number.isInteger(value) || value <= 0)
    throw new RangeError(`orderLinks: ${what} must be a positive whole number (got ${value})`)
}

/** VPS checkout with monthly billing pre-selected. */
export function vpsOrderUrl(pid: number): string {
  assertPositiveInt('pid', pid)
  return `${cartUrl()}?a=add&pid=${pid}&billingcycle=monthly`
}

/** Checkout for a product with pre-selected configurable options, in ascending option-id order. */
export function productOrderUrl(pid: number, configOptions: Readonly<Record<number, number | string>>): string {
  assertPositiveInt('pid', pid)
  const options = Object.entries(configOptions)
    .map(([id, value]) => [Number(id), value] as const)
    .sort(([a], [b]) => a - b)
    .map(([id, value]) => {
      assertPositiveInt('config option id', id)
      if (typeof value === 'string' ? value.trim() === '' : !Number.isFinite(value)) {
        throw new RangeError(`orderLinks: config option ${id} has an empty or invalid value`)
      }
      return `&configoption[${id}]=${encodeURIComponent(String(value))}`
    })
  return `${cartUrl()}?a=add&pid=${pid}${options.join('')}`
}
