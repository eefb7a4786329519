import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { MainLayout } from '../components/layout/MainLayout'

export default function Layout({ children }: { children: ReactNode }) {
  const { pageRoute } = usePageContext()
  // The registry decides: admin routes sit outside the main layout; everything else (and the error view) inside.
  if (pageRoute?.layout === 'bare') return <>{children}</>
  return <MainLayout themeToggle={pageRoute?.themeToggle ?? 'header'}>{children}</MainLayout>
}
