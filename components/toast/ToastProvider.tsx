import { type ReactNode, useSyncExternalStore } from 'react'
import { ToastViewport } from './ToastViewport'
import { type ToastInput, toastStore } from './toastState'

type ToastApi = { toast: (input: ToastInput) => void; dismiss: () => void }

const api: ToastApi = { toast: toastStore.show, dismiss: () => toastStore.dismiss() }

/** Shows a toast from any island or component; the page's ToastRegion renders it. */
export function useToast(): ToastApi {
  return api
}

/** The live regions that announce and show the current toast. */
export function ToastRegion() {
  const current = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot)
  return <ToastViewport toast={current} onDismiss={toastStore.dismiss} />
}

/** Content plus the toast region in one React tree (component tests and previews). */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastRegion />
    </>
  )
}
