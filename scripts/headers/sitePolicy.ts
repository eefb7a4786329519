/**
 * The site's one Content-Security-Policy, from the data and the project's own inline scripts, so it is known
 * before the prerender: the renderer writes it into every page as a `<meta http-equiv>` fallback (for hosts that
 * send no custom headers) and scripts/write-headers.ts puts the same policy into `_headers`.
 */
import { site } from '../../data/site'
import { configuredTags, thirdPartyCspSources } from '../../lib/thirdPartyTags'
import { projectInlineScripts } from '../../renderer/inlineScripts'
import { buildContentSecurityPolicy, metaContentSecurityPolicy, type PolicySources } from './csp'
import { externalImageOrigins } from './externalImages'

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
export function siteMetaContentSecurityPolicy(): string {
  return metaContentSecurityPolicy(buildContentSecurityPolicy(sitePolicySources()))
}
