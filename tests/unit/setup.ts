import { afterEach } from 'vitest'

// Testing Library only cleans up by itself when test globals are enabled; this suite imports them explicitly.
// Imported only where a DOM exists, so node-environment test files do not each load React and Testing Library.
afterEach(async () => {
  if (typeof document !== 'undefined') (await import('@testing-library/react')).cleanup()
})
