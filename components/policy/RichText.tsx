import type { PolicyInline } from '../../data/policyText'

/** Text runs and links of a policy paragraph or list item. */
export function RichText({ content }: { content: readonly PolicyInline[] }) {
  return (
    <>
      {content.map((part, index) =>
        typeof part === 'string' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text runs, never reordered
          <span key={index}>{part}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text runs, never reordered
          <a key={index} href={part.href}>
            {part.text}
          </a>
        ),
      )}
    </>
  )
}
