import type { SiteConfig } from './schemas/site'

type PostalAddress = SiteConfig['legal']['registeredAddress']

const COUNTRY_NAMES = { IN: 'India' } as const

/** An Indian postal address as display lines: street, 'City, State PIN', country. */
export function addressLines(address: PostalAddress): string[] {
  return [
    address.streetAddress,
    `${address.locality}, ${address.region} ${address.postalCode}`,
    COUNTRY_NAMES[address.country],
  ]
}

/** The same address on one line, for running text. */
export function addressOneLine(address: PostalAddress): string {
  return addressLines(address).join(', ')
}
