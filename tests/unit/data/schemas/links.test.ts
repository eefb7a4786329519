import { describe, expect, it } from 'vitest'
import { linkProblem, siteLink } from '../../../../data/schemas/links'

describe('link rule', () => {
  it('takes the four kinds of link the site writes', () => {
    for (const href of [
      '/',
      '/games/minecraft/',
      '/faq/#refunds',
      'https://billing.example.com/cart.php?a=add&pid=1',
      'mailto:support@example.com',
      'tel:+919876543210',
    ])
      expect(linkProblem(href), href).toBeUndefined()
  })

  it('says what is wrong with each other link, then what is expected', () => {
    const cases: [string, string][] = [
      ['/games', 'has no slash at the end (write /games/)'],
      ['/games#plans', 'has no slash at the end (write /games/)'],
      ['/Games/', 'has upper-case letters (write /games/)'],
      ['/games/?page=2', 'has a query string, which no page of the site reads'],
      ['/games/ark survival/', 'has characters no page path has'],
      ['//cdn.example.com/x', 'starts with //, which leaves the site without saying https'],
      ['games/', 'is neither a path starting with / nor an address with a scheme'],
      ['http://example.com/', 'uses http:, a scheme the site never links with'],
      ['JavaScript:alert(1)', 'uses javascript:, a scheme the site never links with'],
      ['https://', 'is not an address'],
      ['mailto:support', 'is not mailto: and one email address'],
      ['tel:98765 43210', 'is not tel: and + with 8 to 15 digits'],
    ]
    for (const [href, problem] of cases)
      expect(linkProblem(href), href).toBe(
        `${problem}: expected a site path like /games/ (a slash at each end, an optional #anchor), an https:// address, a mailto: address or a tel:+<digits> number`,
      )
  })

  it('refuses a kind a field does not take, naming the kinds it does', () => {
    expect(linkProblem('/contact-us/', ['mailto', 'https'])).toBe(
      'is a site path, which this field does not take: expected a mailto: address or an https:// address',
    )
    const result = siteLink('path', 'https').safeParse('/games')
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'the link has no slash at the end (write /games/): expected a site path like /games/ (a slash at each end, an optional #anchor) or an https:// address',
    ])
  })
})
