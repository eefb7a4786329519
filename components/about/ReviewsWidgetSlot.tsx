import { site } from '../../data/site'

/**
 * Where the optional reviews widget (data/site.ts integrations) draws itself once its script has loaded. Absent
 * unless the widget is configured; the reserved height keeps the late widget from shifting the page. Until it
 * loads (and when the visitor rejects it), a link to the reviews stands in for it.
 */
export function ReviewsWidgetSlot() {
  if (site.integrations.reviewsWidget.scriptUrl === '') return null
  return (
    <section
      className="reviews-widget"
      data-reviews-widget=""
      aria-label={`Reviews on ${site.social.reviewSite.label}`}
    >
      {/* What the block shows until the widget, which loads only with the visitor's consent, draws itself here. */}
      <p>
        <a href={site.social.reviewSite.url} target="_blank" rel="noopener noreferrer">
          Read our reviews on {site.social.reviewSite.label}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <style jsx>{`
        .reviews-widget {
          min-height: 12rem;
          margin-top: var(--space-5);
        }
      `}</style>
    </section>
  )
}
