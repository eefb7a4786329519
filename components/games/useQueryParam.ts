import { useCallback, useEffect, useState } from 'react'
import { searchTextFitsAddress, searchTextFromAddress } from '../ui/searchText'

/**
 * State mirrored in the URL query, so reload, sharing and Back restore it: '' on first render (as prerendered), then
 * what was typed before hydration, else the URL's. Typing adds one history entry, then replaces it.
 */
export function useQueryParam(
  name: string,
  typedBeforeHydration: () => string | undefined = () => undefined,
): [string, (value: string) => void] {
  const [value, setValue] = useState('')

  const update = useCallback(
    (next: string) => {
      setValue(next)
      const url = new URL(window.location.href)
      const before = url.searchParams.get(name) ?? ''
      if (next === '' || !searchTextFitsAddress(next)) url.searchParams.delete(name)
      else url.searchParams.set(name, next)
      if (url.href === window.location.href) return
      // A fresh state object: Vike marks it as the page's own entry and does not re-render on Back.
      if (before === '') window.history.pushState({}, '', url)
      else window.history.replaceState({}, '', url)
    },
    [name],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: what was typed before hydration is read once, on mount
  useEffect(() => {
    const sync = () => setValue(searchTextFromAddress(new URLSearchParams(window.location.search).get(name)))
    const typed = typedBeforeHydration()
    if (typed === undefined) sync()
    else update(typed)
    window.addEventListener('popstate', sync)
    return () => window.removeEventListener('popstate', sync)
  }, [name, update])

  return [value, update]
}
