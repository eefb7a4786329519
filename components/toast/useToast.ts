import { type ToastInput, toastStore } from './toastState'

type ToastApi = { toast: (input: ToastInput) => void; dismiss: () => void }

const api: ToastApi = { toast: toastStore.show, dismiss: () => toastStore.dismiss() }

/** Shows a toast from a React island (the admin app); the page's toast region (shell/toastRegion.ts) shows it. */
export function useToast(): ToastApi {
  return api
}
