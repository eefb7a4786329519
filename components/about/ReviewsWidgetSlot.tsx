import { site } from '../../data/site'

/**
 * Where the optional reviews widget (data/site.ts integrations) draws itself once its script has loaded. Absent
 * unless the widget is configured; the reserved height keeps the late widget from shifting the page.
 */
export function ReviewsWidgetSlot() {
  if (site.integrations.reviewsWidget.scriptUrl === '') return null
  return (
    <section
      className="reviews-widget"
      data-reviews-widget=""
      aria-label={`Reviews on ${site.social.reviewSite.label}`}
    >
      <style jsx>{`
        .reviews-widget {
          min-height: 12rem;
          margin-top: var(--space-5);
        }
      `}</style>
    </section>
  )
}
