import { type ReactNode, useEffect } from 'react'
import { StyleRegistry } from 'styled-jsx'
import { usePageContext } from 'vike-react/usePageContext'
import { ToastProvider } from '../components/toast/ToastProvider'
import { ThemeProvider } from './theme/ThemeProvider'

export default function Wrapper({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  // On the server the registry comes from +onBeforeRenderHtml; in the browser styled-jsx makes its own.
  const registry = 'styleRegistry' in pageContext ? pageContext.styleRegistry : undefined
  useEffect(() => {
    // Marks the moment the page is interactive; the browser tests wait for it instead of sleeping.
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <StyleRegistry registry={registry}>
      <ThemeProvider>
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </StyleRegistry>
  )
}
