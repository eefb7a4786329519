import { uiConstants } from '../../data/uiSettings'

/** A toast message; `destructive` is announced assertively (role=alert), `default` politely (role=status). */
export type ToastInput = {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  durationMs?: number
}
export type Toast = Required<Omit<ToastInput, 'description'>> & { id: number; description: string | undefined }

type ToastAction = { type: 'show'; toast: Toast } | { type: 'dismiss'; id: number }

/** At most one toast at a time: a new one replaces whatever is showing. */
export function toastReducer(current: Toast | null, action: ToastAction): Toast | null {
  if (action.type === 'show') return action.toast
  return current !== null && current.id === action.id ? null : current
}

/** The page's one toast, a plain store rather than React context, since islands are separate React roots. */
let current: Toast | null = null
let nextId = 1
const listeners = new Set<() => void>()
function dispatch(action: ToastAction) {
  const next = toastReducer(current, action)
  if (next === current) return
  current = next
  for (const listener of listeners) listener()
}

export const toastStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: (): Toast | null => current,
  show(input: ToastInput): void {
    dispatch({
      type: 'show',
      toast: {
        id: nextId++,
        title: input.title,
        description: input.description,
        variant: input.variant ?? 'default',
        durationMs: input.durationMs ?? uiConstants.toastDurationMs,
      },
    })
  },
  dismiss(id?: number): void {
    const target = id ?? current?.id
    if (target !== undefined) dispatch({ type: 'dismiss', id: target })
  },
  /** Tests only: forget the current toast. */
  reset(): void {
    current = null
    for (const listener of listeners) listener()
  },
}

/** What a menu entry or tile without a target says when chosen. */
export const NOT_IMPLEMENTED_TOAST = { title: "This feature isn't implemented yet" } as const
