import { useCallback, useEffect, useState } from 'react'

/**
 * State mirrored in the URL query (`?q=`), so reload, sharing and Back restore it; '' on first render (like the
 * prerendered HTML), the URL's value after hydration; typing adds one history entry, then replaces it.
 */
export function useQueryParam(name: string): [string, (value: string) => void] {
  const [value, setValue] = useState('')

  useEffect(() => {
    const sync = () => setValue(new URLSearchParams(window.location.search).get(name) ?? '')
    sync()
    window.addEventListener('popstate', sync)
    return () => window.removeEventListener('popstate', sync)
  }, [name])

  const update = useCallback(
    (next: string) => {
      setValue(next)
      const url = new URL(window.location.href)
      const before = url.searchParams.get(name) ?? ''
      if (next === '') url.searchParams.delete(name)
      else url.searchParams.set(name, next)
      if (url.href === window.location.href) return
      // A fresh state object: Vike marks it as the page's own entry and does not re-render on Back.
      if (before === '') window.history.pushState({}, '', url)
      else window.history.replaceState({}, '', url)
    },
    [name],
  )

  return [value, update]
}
