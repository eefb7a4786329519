import { defineData } from '../define'
import { contentEntries, copyFrom } from '../markdown'
import { refundPolicyFacts as refund } from '../policies'
import { routePaths } from '../routePaths'
import { faqItemsSchema } from '../schemas/content'
import { faqPageContentSchema } from '../schemas/pages'
import { site } from '../site'

/** The FAQ of the home page, /faq and its structured data, from content/pages/faq.md; figures as in data/claims.ts. */
export const faqItems = defineData(
  'data/pages/faq.ts',
  'faqItems',
  faqItemsSchema,
  contentEntries('pages/faq.md', { site, refund }).map(({ id, heading, paragraphs: [answer = '', ...more] }) => {
    // The accordion and the structured data show one paragraph per answer.
    if (more.length > 0) throw new Error(`content/pages/faq.md: the answer to "${heading}" must be one paragraph`)
    return { id, question: heading, answer }
  }),
)

/** The /faq page around the shared FAQ block (faqItems above), in content/pages/faq.yaml. */
export const faqPageContent = copyFrom('pages/faq.yaml', { site, paths: routePaths })(
  'faqPageContent',
  faqPageContentSchema,
)
