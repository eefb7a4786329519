import { createContext, type ReactNode, useCallback, useContext, useMemo, useReducer, useRef } from 'react'
import { uiConstants } from '../../data/uiSettings'
import { ToastViewport } from './ToastViewport'
import { type ToastInput, toastReducer } from './toastState'

type ToastApi = { toast: (input: ToastInput) => void; dismiss: () => void }

const ToastContext = createContext<ToastApi | null>(null)

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, dispatch] = useReducer(toastReducer, null)
  const nextId = useRef(1)
  const toast = useCallback((input: ToastInput) => {
    dispatch({
      type: 'show',
      toast: {
        id: nextId.current++,
        title: input.title,
        description: input.description,
        variant: input.variant ?? 'default',
        durationMs: input.durationMs ?? uiConstants.toastDurationMs,
      },
    })
  }, [])
  const dismissById = useCallback((id: number) => dispatch({ type: 'dismiss', id }), [])
  const currentId = current?.id
  const dismiss = useCallback(() => {
    if (currentId !== undefined) dispatch({ type: 'dismiss', id: currentId })
  }, [currentId])
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss])
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toast={current} onDismiss={dismissById} />
    </ToastContext.Provider>
  )
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (api === null) throw new Error('useToast must be used within a ToastProvider')
  return api
}
