import { consentSettings } from '../../data/consent'
import { pathTo } from '../../data/routePaths'
import { site } from '../../data/site'
import { configuredTags, type ThirdPartyTag } from '../../data/thirdPartyTags'
import { Button } from '../ui/Button'

export const CONSENT_BANNER_ID = 'consent-banner'

const hostOf = (url: string) => new URL(url).host
const join = (items: readonly string[]) => new Intl.ListFormat('en-IN').format(items)

/** The banner's sentence: what would load, from which hosts, and that nothing does without a yes. */
function consentNotice(tags: readonly ThirdPartyTag[]): string {
  const parts = tags.map((tag) =>
    tag.id === 'trackingTag'
      ? `an analytics tag from ${join(tag.origins.map(hostOf))}, which sets cookies to count visits`
      : `a ${site.social.reviewSite.label} reviews widget from ${hostOf(tag.scriptUrl)}, which may set its own cookies`,
  )
  return `With your permission, this website loads ${join(parts)}. Nothing is sent to them unless you accept, and you can change your answer later with "${consentSettings.settings}" at the bottom of the page.`
}

/** Prerendered hidden, only if a third-party tag is configured; consentBanner.ts shows it until the visitor answers. */
export function ConsentBanner() {
  const tags = configuredTags(site.integrations)
  if (tags.length === 0) return null
  return (
    <section
      id={CONSENT_BANNER_ID}
      className="consent"
      data-consent-banner=""
      aria-labelledby="consent-heading"
      tabIndex={-1}
      hidden
    >
      <div className="container inner">
        <div className="text">
          <h2 id="consent-heading" className="heading">
            {consentSettings.heading}
          </h2>
          <p>
            {consentNotice(tags)} <a href={`${pathTo('privacy')}#cookies`}>Privacy policy</a>
          </p>
        </div>
        {/* The same look for both answers: neither is the easier one to pick. */}
        <div className="actions">
          <Button variant="outline" data-consent-choice="accepted">
            {consentSettings.accept}
          </Button>
          <Button variant="outline" data-consent-choice="rejected">
            {consentSettings.reject}
          </Button>
        </div>
      </div>
      <style jsx>{`
        .consent {
          position: fixed;
          inset: auto 0 0;
          z-index: 50;
          border-top: 1px solid var(--color-border-strong);
          background: var(--color-surface);
          box-shadow: 0 -6px 20px light-dark(rgb(15 23 42 / 0.1), rgb(0 0 0 / 0.45));
          padding-block: var(--space-4);
        }
        .consent:focus-visible {
          outline-offset: -3px;
          border-radius: 0;
        }
        .inner {
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: var(--space-3) var(--space-5);
        }
        .text {
          flex: 1 1 28rem;
        }
        .heading {
          margin: 0 0 var(--space-1);
          font-size: var(--text-base);
        }
        p {
          margin: 0;
          font-size: var(--text-sm);
        }
        .actions {
          display: flex;
          flex: 1 1 16rem;
          gap: var(--space-3);
        }
        .actions :global(.btn) {
          flex: 1 1 0;
        }
      `}</style>
      <style jsx global>{`
        /* While the banner shows, the page's end and anything focused near the bottom stay clear of it. */
        html {
          scroll-padding-bottom: var(--consent-banner-height, 0px);
        }
        body {
          padding-bottom: var(--consent-banner-height, 0px);
        }
      `}</style>
    </section>
  )
}
