/** The site's one CSP, known before the prerender: the renderer's `<meta>` fallback and `_headers` both use it. */
import { site } from '../../data/site'
import { configuredTags, thirdPartyCspSources } from '../../data/thirdPartyTags'
import { projectInlineScripts } from '../inlineScripts'
import { externalImageOrigins } from './externalImages'
import { buildContentSecurityPolicy, metaContentSecurityPolicy, type PolicySources } from './policy'

export function sitePolicySources(): PolicySources {
  return {
    inlineScripts: projectInlineScripts(),
    formActionOrigins: [new URL(site.billing.baseUrl).origin],
    imgHosts: externalImageOrigins(),
    // The optional third-party tags (site.integrations): exactly their origins, and none by default.
    extraHosts: thirdPartyCspSources(configuredTags(site.integrations)),
  }
}

/** The policy every page carries in its head, for hosts that ignore `_headers`. */
export const siteMetaContentSecurityPolicy = (): string =>
  metaContentSecurityPolicy(buildContentSecurityPolicy(sitePolicySources()))
