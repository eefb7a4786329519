import { usePageContext } from 'vike-react/usePageContext'

/**
 * The registered address of the page being rendered ('/games/minecraft/'), which the menus and the footer mark as
 * current; the not-found page has none. (Vike's own urlPathname drops the slash of a folder page: '/games'.)
 */
export function useCurrentPath(): string | undefined {
  return usePageContext().pageRoute?.path
}

/** `aria-current="page"` for a link to the page being shown, else nothing. */
export function currentPageProps(href: string | null, currentPath: string | undefined): { 'aria-current'?: 'page' } {
  return href !== null && href === currentPath ? { 'aria-current': 'page' } : {}
}
