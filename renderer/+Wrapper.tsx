import type { ReactNode } from 'react'
import { StyleRegistry } from 'styled-jsx'
import { usePageContext } from 'vike-react/usePageContext'
import { ToastViewport } from '../components/toast/ToastViewport'

// Server only: collects the page's scoped styles into its registry, and puts the toast region on every page.
export default function Wrapper({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const registry = 'styleRegistry' in pageContext ? pageContext.styleRegistry : undefined
  return (
    <StyleRegistry registry={registry}>
      {children}
      <ToastViewport />
    </StyleRegistry>
  )
}
