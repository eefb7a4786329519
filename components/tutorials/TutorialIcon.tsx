import { Bot, CirclePlay, Globe, type LucideIcon, Palette, PawPrint, Pickaxe, Server } from 'lucide-react'
import type { TutorialIconName } from '../../data/schemas/tutorials'

const icons: Record<TutorialIconName, LucideIcon> = { Pickaxe, PawPrint, Bot, Globe, Server, Palette, CirclePlay }

/** A tutorial category's icon; always decorative, the category's label carries the meaning. */
export function TutorialIcon({ name, size = 20 }: { name: TutorialIconName; size?: number }) {
  const Icon = icons[name]
  return <Icon aria-hidden="true" focusable="false" size={size} />
}
