import { describe, expect, it } from 'vitest'
import { policyTexts } from '../../../../data/pages/legal'
import { policies, refundPolicyFacts as refund } from '../../../../data/policies'
import type { PolicyText } from '../../../../data/schemas/policyText'
import { site } from '../../../../data/site'

/** The visible text of a policy: its rendered HTML without tags, entities decoded. */
function plainText(text: PolicyText): string {
  return [text.summary, ...text.sections.flatMap((section) => [section.heading, section.html])]
    .join('\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

describe('policy texts', () => {
  it('exist for every policy page', () => {
    expect(Object.keys(policyTexts).sort()).toEqual(policies.map((policy) => policy.id).sort())
  })

  it('state every fact of the refund and cancellation policy', () => {
    const text = plainText(policyTexts.refund)
    expect(text).toContain('first-time purchases')
    for (const product of refund.eligibleProducts) expect(text).toContain(product)
    expect(text).toContain(`within ${refund.requestWindowDays} days of the purchase`)
    expect(text).toMatch(/Shared hosting is refunded only if our team confirms a valid technical fault on our side/)
    for (const item of refund.nonRefundable) expect(text.toLowerCase()).toContain(item.toLowerCase())
    expect(text).toContain(`at least ${refund.cancellationNoticeDays} days' notice by email or phone`)
    expect(text).toContain(`a fee of ${refund.shortNoticeFeePercent}% may be charged`)
    expect(text).toContain(refund.chargebackConsequence)
    expect(text).toContain(
      `within ${refund.refundProcessingBusinessDays.min} to ${refund.refundProcessingBusinessDays.max} business days`,
    )
    expect(text).toContain('original payment method')
    expect(text).toContain(
      "Partial refunds, for example for part of a billing period, are at the provider's discretion",
    )
  })

  it('give the business details from the site config, not typed copies', () => {
    for (const policy of Object.values(policyTexts)) {
      const text = plainText(policy)
      expect(text).toContain(site.contact.supportEmail)
      expect(text).toContain(site.legal.merchantEntity)
    }
  })

  it('cover what a hosting business in India needs', () => {
    const terms = plainText(policyTexts.terms)
    for (const topic of [
      'Your account',
      'Acceptable use',
      'Prices, payment and renewals',
      'Suspension and termination',
      'Limitation of liability',
      'Governing law',
    ]) {
      expect(terms).toContain(topic)
    }
    expect(terms).toContain('laws of India')
    const privacy = plainText(policyTexts.privacy)
    for (const topic of [
      'What this website collects',
      'The billing site',
      'Cookies and the tracking tag',
      'Your rights',
      'Contact and grievances',
    ]) {
      expect(privacy).toContain(topic)
    }
    expect(privacy).toContain('Digital Personal Data Protection Act, 2023')
    expect(privacy).toContain(site.themeStorageKey)
  })

  it('link only to registered pages, mailto:, tel: or https', () => {
    const hrefs = Object.values(policyTexts).flatMap((policy) =>
      policy.sections.flatMap((section) => [...section.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])),
    )
    expect(hrefs.length).toBeGreaterThan(20)
    for (const href of hrefs) {
      expect(href).toMatch(/^(\/(terms-of-service|privacy-policy|refund-policy|status)\/$|https:\/\/|mailto:|tel:\+)/)
    }
  })
})
