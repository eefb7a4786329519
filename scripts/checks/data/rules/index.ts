import type { Finding, Rule } from '../rule'
import type { DataSnapshot } from '../snapshot'
import adminDevelopmentCredentials from './admin.development-credentials'
import claimsConflictingValues from './claims.conflicting-values'
import gamesFromPrice from './games.from-price'
import imagesAltText from './images.alt-text'
import imagesFileExists from './images.file-exists'
import linksInternalTargets from './links.internal-targets'
import plansDuplicateInLine from './plans.duplicate-in-line'
import plansPopularNotOrderable from './plans.popular-not-orderable'
import plansPriceRisesWithResources from './plans.price-rises-with-resources'
import plansSharedProductId from './plans.shared-product-id'
import routesPageExists from './routes.page-exists'
import routesSitemapCoverage from './routes.sitemap-coverage'
import seoStructuredDataPrices from './seo.structured-data-prices'
import seoVariantWithoutPage from './seo.variant-without-page'
import simulatedFloorContradictsShown from './simulated.floor-contradicts-shown'
import simulatedUptimeBelowGuarantee from './simulated.uptime-below-guarantee'
import siteConflictingReadings from './site.conflicting-readings'
import sitePlaceholderDetails from './site.placeholder-details'

/** Every rule, in report order. */
export const rules: readonly Rule[] = [
  seoStructuredDataPrices,
  claimsConflictingValues,
  siteConflictingReadings,
  gamesFromPrice,
  simulatedUptimeBelowGuarantee,
  simulatedFloorContradictsShown,
  seoVariantWithoutPage,
  routesSitemapCoverage,
  routesPageExists,
  linksInternalTargets,
  plansDuplicateInLine,
  plansSharedProductId,
  plansPopularNotOrderable,
  plansPriceRisesWithResources,
  imagesAltText,
  imagesFileExists,
  sitePlaceholderDetails,
  adminDevelopmentCredentials,
]

/** Runs every rule; `strict` turns warnings into errors. */
export function runRules(snapshot: DataSnapshot, options: { strict?: boolean } = {}): Finding[] {
  const findings = rules.flatMap((rule) => rule.run(snapshot))
  return options.strict ? findings.map((finding) => ({ ...finding, severity: 'error' as const })) : findings
}
