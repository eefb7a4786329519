import { policyTexts } from '../../data/pages/legal'
import { policies } from '../../data/policies'
import { pathTo, type RouteId } from '../../data/routePaths'
import { PageIntro } from '../content/PageIntro'
import { PolicyDocument } from './PolicyDocument'

/** Policy ids double as their route ids in data/routes.ts. */
type PolicyId = keyof typeof policyTexts & RouteId

/** A whole legal page: the registry's heading and intro, then the policy text with its date and contents. */
export function PolicyPage({ id }: { id: PolicyId }) {
  const policy = policies.find((candidate) => candidate.id === id)
  if (!policy) throw new Error(`components/policy/PolicyPage: no policy '${id}' in data/policies.ts`)
  return (
    <>
      <PageIntro />
      <PolicyDocument
        policy={policy}
        text={policyTexts[id]}
        related={policies
          .filter((candidate) => candidate.id !== id)
          .map((other) => ({ id: other.id, title: other.title, href: pathTo(other.id) }))}
      />
    </>
  )
}
