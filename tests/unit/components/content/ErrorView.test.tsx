// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ErrorView, errorViewMessage } from '../../../../components/content/ErrorView'

describe('error view message', () => {
  it("is '404 Not Found' for an unknown route", () => {
    expect(errorViewMessage({ is404: true })).toBe('404 Not Found')
    expect(errorViewMessage({ is404: true, errorWhileRendering: new Error('ignored') })).toBe('404 Not Found')
  })

  it('is the message of an error thrown while rendering (client navigation)', () => {
    expect(
      errorViewMessage({ is404: false, errorWhileRendering: new Error('Cannot read properties of undefined') }),
    ).toBe('Cannot read properties of undefined')
    expect(errorViewMessage({ is404: false, errorWhileRendering: { message: 'plain object error' } })).toBe(
      'plain object error',
    )
  })

  it('prefers an abort reason, and falls back to a generic message', () => {
    expect(
      errorViewMessage({ is404: false, abortReason: 'Service unavailable', errorWhileRendering: new Error('x') }),
    ).toBe('Service unavailable')
    expect(errorViewMessage({ is404: false })).toBe('500 Internal Error')
    expect(errorViewMessage({ is404: false, errorWhileRendering: new Error('   ') })).toBe('500 Internal Error')
    expect(errorViewMessage({ is404: null, errorWhileRendering: 42 })).toBe('500 Internal Error')
  })

  it('renders the error heading, the message and the way back', () => {
    const { container, getByRole } = render(
      <ErrorView pageContext={{ is404: false, errorWhileRendering: new Error('Boom while rendering') }} />,
    )
    expect(getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!')
    expect(container.textContent).toContain('Boom while rendering')
    expect(container.textContent).toContain('Something went wrong while showing this page.')
    expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/games/',
      '/sitemap/',
    ])
  })
})
