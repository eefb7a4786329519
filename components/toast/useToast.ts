import { toastStore } from './toastState'

const api = { toast: toastStore.show, dismiss: () => toastStore.dismiss() }

/** Shows a toast from a React island (the admin app); the page's toast region (shell/toastRegion.ts) shows it. */
export const useToast = () => api
