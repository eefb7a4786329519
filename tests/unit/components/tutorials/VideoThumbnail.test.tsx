// @vitest-environment happy-dom
import { fireEvent, render } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VideoThumbnail } from '../../../../components/tutorials/VideoThumbnail'

const maxres = 'https://i.ytimg.com/vi/abcdefghijk/maxresdefault.jpg'
const lowerQuality = 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg'

function renderThumbnail(sources: readonly string[]) {
  const { container } = render(<VideoThumbnail sources={sources} icon="Pickaxe" hue={200} />)
  return {
    image: () => container.querySelector('img'),
    artwork: () => container.querySelector('.artwork svg'),
  }
}

/** A picture that arrived with the given width, as the browser reports it. */
function loaded(image: HTMLImageElement | null, naturalWidth: number): void {
  if (!image) throw new Error('no picture shown')
  Object.defineProperty(image, 'naturalWidth', { value: naturalWidth })
  fireEvent.load(image)
}

describe('VideoThumbnail', () => {
  // happy-dom loads no picture and calls each one complete and broken at once; in a browser a picture is still on
  // its way when React first renders it, which these tests need, and its load or error event says how it ended.
  const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete')
  beforeAll(() => {
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false })
  })
  afterAll(() => {
    if (complete) Object.defineProperty(HTMLImageElement.prototype, 'complete', complete)
  })

  it('falls back to the lower-quality picture when the first fails, then leaves the local artwork', () => {
    const { image, artwork } = renderThumbnail([maxres, lowerQuality])
    expect(image()?.getAttribute('src')).toBe(maxres)
    expect(artwork()).not.toBeNull()
    fireEvent.error(image() as HTMLImageElement)
    expect(image()?.getAttribute('src')).toBe(lowerQuality)
    // The video site answers an unknown video with a 120×90 stand-in rather than an error: a failure too.
    loaded(image(), 120)
    expect(image()).toBeNull()
    expect(artwork()).not.toBeNull()
  })

  it('keeps a picture that loads, with empty alt text and a fixed 16:9 size', () => {
    const { image } = renderThumbnail([maxres, lowerQuality])
    loaded(image(), 1280)
    expect(image()?.getAttribute('src')).toBe(maxres)
    expect(image()?.getAttribute('alt')).toBe('')
    expect([image()?.getAttribute('width'), image()?.getAttribute('height')]).toEqual(['480', '270'])
  })

  it('counts one failure once, so a repeated error report does not skip the fallback', () => {
    const { image } = renderThumbnail([maxres, lowerQuality])
    const first = image() as HTMLImageElement
    fireEvent.error(first)
    fireEvent.error(first)
    expect(image()?.getAttribute('src')).toBe(lowerQuality)
  })

  it("shows a site's own picture alone, and the artwork if it fails", () => {
    const { image, artwork } = renderThumbnail(['/images/tutorials/minecraft-first-server.webp'])
    expect(image()?.getAttribute('src')).toBe('/images/tutorials/minecraft-first-server.webp')
    fireEvent.error(image() as HTMLImageElement)
    expect(image()).toBeNull()
    expect(artwork()).not.toBeNull()
  })
})
