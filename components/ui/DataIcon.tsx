import * as icons from '../../data/icons'
import type { IconName } from '../../data/navigation'

/** A data-named icon; always decorative, the text next to it carries the meaning. */
export function DataIcon({ name, size = 20 }: { name: IconName; size?: number }) {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: data/icons.ts exports only the icons data may name.
  const Icon = icons[name]
  return <Icon aria-hidden="true" focusable="false" size={size} />
}
