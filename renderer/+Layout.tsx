import type { ReactNode } from 'react'
import { StyleRegistry } from 'styled-jsx'
import { usePageContext } from 'vike-react/usePageContext'
import { MainLayout } from '../components/layout/MainLayout'
import { ToastViewport } from '../components/toast/ToastViewport'

// Server only: collects the page's scoped styles into its registry and puts the toast region on every page. Admin
// routes sit outside the main layout (the route registry says so); everything else, and the error view, inside it.
export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const { pageRoute } = pageContext
  return (
    <StyleRegistry registry={'styleRegistry' in pageContext ? pageContext.styleRegistry : undefined}>
      {pageRoute?.layout === 'bare' ? (
        children
      ) : (
        <MainLayout themeToggle={pageRoute?.themeToggle ?? 'header'}>{children}</MainLayout>
      )}
      <ToastViewport />
    </StyleRegistry>
  )
}
