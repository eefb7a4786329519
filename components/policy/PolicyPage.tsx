import { policyTexts } from '../../data/pages/legal'
import { policies } from '../../data/policies'
import { pathTo, type RouteId } from '../../data/routePaths'
import { ConsentSettingsButton } from '../consent/ConsentSettingsButton'
import { PageIntro } from '../content/PageIntro'

/** Policy ids double as their route ids in data/routes.ts. */
type PolicyId = keyof typeof policyTexts & RouteId

/** A legal page: the registry's heading and intro, date, summary, table of contents, sections, the other policies. */
export function PolicyPage({ id }: { id: PolicyId }) {
  const policy = policies.find((candidate) => candidate.id === id)
  if (!policy) throw new Error(`components/policy/PolicyPage: no policy '${id}' in data/policies.ts`)
  const text = policyTexts[id]
  const related = policies.filter((other) => other.id !== id)
  return (
    <>
      <PageIntro />
      <div className="container policy">
        <p className="pill updated">
          Last updated: <time dateTime={policy.lastUpdated}>{policy.lastUpdatedShown}</time>
        </p>
        <p className="summary">
          <strong>In short:</strong>{' '}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown from content/, raw HTML rejected */}
          <span dangerouslySetInnerHTML={{ __html: text.summary }} />
        </p>
        <div className="layout">
          <nav className="surface toc" aria-labelledby="policy-toc-heading">
            <h2 id="policy-toc-heading">On this page</h2>
            <ol>
              {text.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="body">
            {text.sections.map((section, index) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                <h2 id={`${section.id}-heading`}>
                  <span className="muted" aria-hidden="true">
                    {index + 1}.
                  </span>{' '}
                  {section.heading}
                </h2>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown from content/, raw HTML rejected */}
                <div dangerouslySetInnerHTML={{ __html: section.html }} />
                {section.component === 'consent-settings' && <ConsentSettingsButton />}
              </section>
            ))}
            <nav className="related" aria-labelledby="policy-related-heading">
              <h2 id="policy-related-heading">Related policies</h2>
              <ul>
                {related.map((other) => (
                  <li key={other.id}>
                    <a href={pathTo(other.id)}>{other.title}</a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
        <style jsx>{`
          .policy {
            padding-bottom: var(--space-8);
          }
          .updated {
            margin-bottom: var(--space-4);
            border: 1px solid var(--color-border);
            background: var(--color-surface);
            font-size: var(--text-sm);
            font-weight: 600;
          }
          .summary {
            max-width: 65ch;
            margin-bottom: var(--space-6);
            color: var(--color-text-muted);
          }
          .summary strong {
            color: var(--color-text);
          }
          .layout {
            display: grid;
            gap: var(--space-6);
          }
          @media (min-width: 1024px) {
            .layout {
              grid-template-columns: 17rem minmax(0, 1fr);
              align-items: start;
            }
            .toc {
              position: sticky;
              top: calc(var(--header-height) + var(--space-4));
              max-height: calc(100vh - var(--header-height) - var(--space-6));
              overflow-y: auto;
            }
          }
          .toc {
            padding: var(--space-4) var(--space-5);
          }
          .toc h2 {
            margin-bottom: var(--space-3);
            font-size: var(--text-base);
            letter-spacing: 0.04em;
            text-transform: uppercase;
            color: var(--color-text-muted);
          }
          .toc ol {
            margin: 0;
            padding-left: var(--space-5);
            font-size: var(--text-sm);
          }
          .toc li {
            padding-block: var(--space-1);
          }
          .body {
            max-width: 70ch;
          }
          .body section {
            padding-bottom: var(--space-5);
            margin-bottom: var(--space-5);
            border-bottom: 1px solid var(--color-border);
          }
          .body h2 {
            font-size: var(--text-2xl);
          }
          /* The section text is HTML rendered from Markdown, so styled-jsx's scoped selectors do not reach it. */
          .body :global(p),
          .body :global(li) {
            line-height: 1.7;
          }
          .body :global(ul) {
            margin: 0 0 var(--space-4);
            padding-left: var(--space-5);
          }
          .body :global(li + li) {
            margin-top: var(--space-2);
          }
          .related h2 {
            font-size: var(--text-xl);
          }
        `}</style>
      </div>
    </>
  )
}
