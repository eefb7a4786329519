import type { SiteConfig } from './schemas/site'

/** An Indian postal address (the schema allows no other country) as display lines: street, 'City, State PIN', country. */
export function addressLines(address: SiteConfig['legal']['registeredAddress']): string[] {
  return [address.streetAddress, `${address.locality}, ${address.region} ${address.postalCode}`, 'India']
}
