import { usePageContext } from 'vike-react/usePageContext'

/** The page's registered address ('/games/minecraft/', where Vike's urlPathname says '/games'); none on a 404. */
export const useCurrentPath = (): string | undefined => usePageContext().pageRoute?.path

export const currentPageProps = (href: string | null, currentPath: string | undefined): { 'aria-current'?: 'page' } =>
  href !== null && href === currentPath ? { 'aria-current': 'page' } : {}
