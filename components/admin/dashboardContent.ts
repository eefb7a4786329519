import { FolderTree, type LucideIcon, Package, Settings } from 'lucide-react'

/** The dashboard's placeholder tools: each only says, in a toast, that it is not built yet. */
export const dashboardTiles: ReadonlyArray<{ title: string; description: string; icon: LucideIcon }> = [
  { title: 'Manage Products', description: 'Add, edit and retire hosting plans and their prices.', icon: Package },
  { title: 'Manage Categories', description: 'Group plans into game, VPS, web and bot hosting.', icon: FolderTree },
  { title: 'Site Settings', description: 'Contact details, announcements and site-wide options.', icon: Settings },
]

export const storageNote = {
  heading: 'Where data is kept',
  text: 'This dashboard has no server behind it. Its session, and anything it may save later, is kept in this browser’s local storage only: other browsers and devices do not see it, and clearing site data signs you out.',
  backendButton: 'Connect a backend',
  backendToast: {
    title: 'A backend is needed for this',
    description:
      'Connect a backend (a database behind an authenticated API) to store products, categories and settings for real.',
  },
} as const

export const LOGGED_OUT_TOAST = { title: 'Logged Out' } as const
