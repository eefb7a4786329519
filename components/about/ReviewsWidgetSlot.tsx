import { site } from '../../data/site'

/** Where the optional reviews widget (loaded with consent) replaces the link; the reserved height stops shifting. */
export function ReviewsWidgetSlot() {
  if (site.integrations.reviewsWidget.scriptUrl === '') return null
  return (
    <section
      className="reviews-widget"
      data-reviews-widget=""
      aria-label={`Reviews on ${site.social.reviewSite.label}`}
    >
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
