import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Testing Library only cleans up by itself when test globals are enabled; this suite imports them explicitly.
afterEach(() => {
  if (typeof document !== 'undefined') cleanup()
})
