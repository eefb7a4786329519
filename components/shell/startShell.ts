import { replayPendingEvents, takePendingEvents } from '../islands/pendingEvents'
import { NOT_IMPLEMENTED_TOAST, toastStore } from '../toast/toastState'
import { enhanceDesktopNav } from './desktopNav'
import { shellMarkers } from './markers'
import { enhanceMobileMenu } from './mobileMenu'
import { enhanceThemeToggles } from './themeToggle'
import { startToastRegion } from './toastRegion'

/** Gives the prerendered shell its behaviour without React: menus, theme toggles, toasts, not-implemented entries. */
export function startShell(root: Document = document): () => void {
  const stopToasts = startToastRegion(root)
  for (const nav of root.querySelectorAll<HTMLElement>(`[${shellMarkers.desktopNav}]`)) enhanceDesktopNav(nav)
  for (const menu of root.querySelectorAll<HTMLElement>(`[${shellMarkers.mobileMenu}]`)) enhanceMobileMenu(menu)
  enhanceThemeToggles(root)
  const answerNotImplemented = (event: Event) => {
    if ((event.target as Element | null)?.closest?.(`[${shellMarkers.notImplemented}]`))
      toastStore.show(NOT_IMPLEMENTED_TOAST)
  }
  root.addEventListener('click', answerNotImplemented)
  // Presses on the shell's controls made before this ran (renderer/clientLoader.ts kept them): played now, once.
  root.documentElement.setAttribute(shellMarkers.shellReady, '')
  replayPendingEvents(takePendingEvents((target) => !target.closest(`[${shellMarkers.island}]`)))
  // A page keeps its shell for its lifetime; tests that start one on a shared document stop it.
  return () => {
    stopToasts()
    root.removeEventListener('click', answerNotImplemented)
  }
}
