import { site } from '../../data/site'

/** Where the optional reviews widget draws itself once loaded; the reserved height stops the page shifting. */
export function ReviewsWidgetSlot() {
  if (site.integrations.reviewsWidget.scriptUrl === '') return null
  return (
    <section
      className="reviews-widget"
      data-reviews-widget=""
      aria-label={`Reviews on ${site.social.reviewSite.label}`}
    >
      {/* Shown until the widget, which loads only with the visitor's consent, replaces it. */}
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
