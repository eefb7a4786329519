import { defineRule } from '../rule'

export default defineRule<'site'>(import.meta.filename, {
  severity: 'warning',
  description: 'The site config must not keep two readings of one setting (default theme, copyright year).',
  check({ site: { defaultTheme, copyrightYear } }, report) {
    const module = 'data/site.ts'
    if (defaultTheme.pages !== defaultTheme.themeMechanism) {
      report(
        { module, field: 'site.defaultTheme.pages, site.defaultTheme.themeMechanism' },
        `Two default themes: the pages say "${defaultTheme.pages}" but the theme mechanism defaults to "${defaultTheme.themeMechanism}". A first-time visitor gets one or the other depending on which code runs; pick one.`,
      )
    }
    if (copyrightYear.footer !== copyrightYear.mobileMenu) {
      report(
        { module, field: 'site.copyrightYear.footer, site.copyrightYear.mobileMenu' },
        `The footer shows © ${copyrightYear.footer} but the mobile menu shows © ${copyrightYear.mobileMenu}. Use one year in both places.`,
      )
    }
  },
})
