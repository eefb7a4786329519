/** A toast message; `destructive` is announced assertively (role=alert), `default` politely (role=status). */
export type ToastInput = {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  durationMs?: number
}
export type Toast = Required<Omit<ToastInput, 'description'>> & { id: number; description: string | undefined }

export type ToastAction = { type: 'show'; toast: Toast } | { type: 'dismiss'; id: number }

/** At most one toast at a time: a new one replaces whatever is showing. */
export function toastReducer(current: Toast | null, action: ToastAction): Toast | null {
  if (action.type === 'show') return action.toast
  return current !== null && current.id === action.id ? null : current
}
