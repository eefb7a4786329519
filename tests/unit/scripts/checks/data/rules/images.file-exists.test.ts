import { describe, expect, it } from 'vitest'
import rule from '../../../../../../scripts/checks/data/rules/images.file-exists'

const image = (module: string, field: string) => ({
  module,
  field,
  src: '/images/games/minecraft.svg',
  altField: null,
  alt: null,
})

describe('images.file-exists', () => {
  it('reports every image path that is not in public/, decorative ones too', () => {
    const images = [
      image('data/games.ts', 'games[0] (Minecraft).image'),
      image('data/navigation.ts', 'desktopNavigation[0].image'),
    ]
    expect(rule.run({ images, publicFiles: ['/images/games/minecraft.svg'] })).toEqual([])
    expect(
      rule.run({ images, publicFiles: [] }).map((finding) => [finding.module, finding.field, finding.message]),
    ).toEqual([
      [
        'data/games.ts',
        'games[0] (Minecraft).image',
        '/images/games/minecraft.svg is not in public/, so the image is broken wherever it is shown. Add public/images/games/minecraft.svg, or fix the path.',
      ],
      [
        'data/navigation.ts',
        'desktopNavigation[0].image',
        '/images/games/minecraft.svg is not in public/, so the image is broken wherever it is shown. Add public/images/games/minecraft.svg, or fix the path.',
      ],
    ])
  })
})
