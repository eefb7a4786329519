import { developmentCredentialSettings } from '../../../../components/admin/auth/adminCredentials'
import { defineRule, inWords } from '../rule'
import { isProductionSiteUrl } from './site.placeholder-details'

export default defineRule<'siteUrlSetting' | 'adminSignIn'>(import.meta.filename, {
  severity: 'error',
  description:
    'A production build (SITE_URL a real domain) must not ship the documented development admin email or password hash.',
  check({ siteUrlSetting, adminSignIn }, report) {
    if (!isProductionSiteUrl(siteUrlSetting)) return
    const settings = developmentCredentialSettings(adminSignIn)
    if (settings.length === 0) return
    report(
      { module: 'components/admin/auth/adminCredentials.ts', field: settings.join(', ') },
      `SITE_URL is ${siteUrlSetting}, so this is a production build, but the admin sign-in is still the development ${inWords(settings)} documented in docs/security.md: anyone who has read it can sign in. Build with your own ADMIN_EMAIL and ADMIN_PASSWORD_HASH (make the hash with npm run admin:hash).`,
    )
  },
})
