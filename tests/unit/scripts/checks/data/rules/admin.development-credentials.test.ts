import { describe, expect, it } from 'vitest'
import {
  DEFAULT_ADMIN_EMAIL,
  DEFAULT_ADMIN_PASSWORD_HASH,
} from '../../../../../../components/admin/auth/adminCredentials'
import rule from '../../../../../../scripts/checks/data/rules/admin.development-credentials'

const development = { email: DEFAULT_ADMIN_EMAIL, passwordHash: DEFAULT_ADMIN_PASSWORD_HASH }
const own = {
  email: 'owner@tarangcloud.in',
  passwordHash: 'pbkdf2-sha256$600000$c2FsdHNhbHRzYWx0$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
}

describe('admin.development-credentials', () => {
  it('fails a production build that ships the development sign-in, naming both settings', () => {
    const findings = rule.run({ adminSignIn: development, siteUrlSetting: 'https://www.tarangcloud.in' })
    expect(findings.map((finding) => [finding.severity, finding.module, finding.field])).toEqual([
      ['error', 'components/admin/auth/adminCredentials.ts', 'ADMIN_EMAIL, ADMIN_PASSWORD_HASH'],
    ])
    expect(findings[0]?.message).toMatch(/^SITE_URL is https:\/\/www\.tarangcloud\.in, so this is a production build/)
  })

  it('allows the development sign-in in a preview, and your own sign-in in production', () => {
    expect(rule.run({ adminSignIn: development, siteUrlSetting: null })).toEqual([])
    expect(rule.run({ adminSignIn: own, siteUrlSetting: 'https://www.tarangcloud.in' })).toEqual([])
  })
})
