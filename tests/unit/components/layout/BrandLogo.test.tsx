// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BrandLogo } from '../../../../components/layout/BrandLogo'
import { brandLogoImages, responsiveImages } from '../../../../data/responsiveImages'
import { variantsOf } from '../../../../lib/responsiveImage'

/** The prerendered markup, as a browser parses it. */
function prerendered(): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = renderToString(<BrandLogo />)
  return host
}

const urls = (srcset: string | null) => (srcset ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0])

describe('BrandLogo', () => {
  it('is one <picture> per theme: WebP, then a PNG <img> with size and empty alt', () => {
    const pictures = [...prerendered().querySelectorAll('picture')]
    expect(pictures.map((picture) => picture.className.split(' ').at(-1))).toEqual(['on-dark', 'on-light'])
    for (const [picture, image] of [
      [pictures[0], brandLogoImages.onDark],
      [pictures[1], brandLogoImages.onLight],
    ] as const) {
      const sources = [...(picture?.querySelectorAll('source') ?? [])]
      expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/webp'])
      expect(urls(sources[0]?.getAttribute('srcset') ?? null)).toEqual([
        `/images/generated/${image.name}-180.webp`,
        `/images/generated/${image.name}-360.webp`,
        `/images/generated/${image.name}-540.webp`,
      ])
      expect(sources[0]?.getAttribute('srcset')).toMatch(/ 1x, .* 2x, .* 3x$/)
      const img = picture?.querySelector('img')
      expect(img?.getAttribute('src')).toBe(`/images/generated/${image.name}-180.png`)
      expect(urls(img?.getAttribute('srcset') ?? null)).toHaveLength(3)
      expect([img?.getAttribute('width'), img?.getAttribute('height'), img?.getAttribute('alt')]).toEqual([
        '180',
        '40',
        '',
      ])
    }
  })

  it('leaves the default (dark) theme logo eager and the other lazy', () => {
    const imgs = [...prerendered().querySelectorAll('img')]
    expect(imgs.map((img) => img.getAttribute('loading'))).toEqual([null, 'lazy'])
  })

  it('names only files the build makes', () => {
    const built = new Set(responsiveImages.flatMap((image) => variantsOf(image).map((variant) => variant.path)))
    const host = prerendered()
    const referenced = [
      ...[...host.querySelectorAll('source, img')].flatMap((element) => urls(element.getAttribute('srcset'))),
      ...[...host.querySelectorAll('img')].map((img) => img.getAttribute('src')),
    ]
    expect(referenced).toHaveLength(2 * (3 + 3 + 1))
    for (const url of referenced) expect(built).toContain(url)
  })
})
