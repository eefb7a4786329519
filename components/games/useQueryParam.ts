import { useCallback, useEffect, useState } from 'react'

function readParam(name: string): string {
  return new URLSearchParams(window.location.search).get(name) ?? ''
}

/**
 * A piece of state mirrored in the URL query (`?q=`), so a shared or reloaded URL restores it and Back works.
 * The first render uses '' (like the prerendered HTML), then the URL's value applies after hydration. Typing adds
 * one history entry when the value starts from empty and replaces it while it changes; Back returns to the
 * previous value. Vike ignores these same-page entries.
 */
export function useQueryParam(name: string): [string, (value: string) => void] {
  const [value, setValue] = useState('')

  useEffect(() => {
    const sync = () => setValue(readParam(name))
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
