import { uiConstants } from '../../data/uiSettings'

/** A toast message; `destructive` is announced assertively (role=alert), `default` politely (role=status). */
type ToastInput = { title: string; description?: string; variant?: 'default' | 'destructive'; durationMs?: number }
export type Toast = Required<Omit<ToastInput, 'description'>> & { id: number; description: string | undefined }

/** The page's one toast, a plain store rather than React context, since islands are separate React roots. */
let current: Toast | null = null
let nextId = 1
const listeners = new Set<() => void>()
function set(next: Toast | null) {
  current = next
  for (const listener of listeners) listener()
}

export const toastStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: (): Toast | null => current,
  /** At most one toast at a time: a new one replaces whatever is showing. */
  show(input: ToastInput): void {
    set({
      id: nextId++,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      durationMs: input.durationMs ?? uiConstants.toastDurationMs,
    })
  },
  /** Dismissing a toast that was already replaced changes nothing. */
  dismiss(id: number): void {
    if (current?.id === id) set(null)
  },
}

/** What a menu entry or tile without a target says when chosen. */
export const NOT_IMPLEMENTED_TOAST = { title: "This feature isn't implemented yet" } as const
