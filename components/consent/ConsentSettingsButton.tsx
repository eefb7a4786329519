import { consentSettings } from '../../data/consent'
import { site } from '../../data/site'
import { configuredTags } from '../../data/thirdPartyTags'
import { CONSENT_BANNER_ID } from './ConsentBanner'

/** Shows the consent banner again; prerendered hidden, since without JavaScript there is nothing to change. */
export function ConsentSettingsButton() {
  if (configuredTags(site.integrations).length === 0) return null
  return (
    <button type="button" className="consent-settings" data-consent-open="" aria-controls={CONSENT_BANNER_ID} hidden>
      {consentSettings.settings}
      <style jsx>{`
        .consent-settings {
          padding: var(--space-1) 0;
          border: 0;
          background: none;
          color: var(--color-link);
          font: inherit;
          text-decoration: underline;
          text-underline-offset: 0.2em;
          cursor: pointer;
        }
      `}</style>
    </button>
  )
}
