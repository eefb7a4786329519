import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { MainLayout } from '../components/layout/MainLayout'
import { findRoute } from '../data/routes'
import './styles/global.css'

export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  // The registry decides: admin routes sit outside the main layout; everything else (and the error view) inside.
  const route = pageContext.is404 ? undefined : findRoute(pageContext.urlPathname)
  if (route?.layout === 'bare') return <>{children}</>
  return <MainLayout>{children}</MainLayout>
}
