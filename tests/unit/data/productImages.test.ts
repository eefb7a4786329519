import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { gameByLink } from '../../../data/games'
import { ogImagePath } from '../../../data/ogImages'
import { productLines } from '../../../data/plans'
import { productImagePath } from '../../../data/productImages'
import { productLineKeys } from '../../../data/schemas/plans'

describe('productImagePath', () => {
  it("is, for every line, a file in public/ or the line's own generated social image", () => {
    for (const key of productLineKeys) {
      const image = productImagePath(key)
      const isOwnSocialImage = image === ogImagePath(productLines[key].path)
      expect(isOwnSocialImage || existsSync(join('public', image)), `${key}: ${image}`).toBe(true)
    }
  })

  it("is a game line's catalogue artwork", () => {
    const gameLines = productLineKeys.filter((key) => gameByLink(productLines[key].path) !== undefined)
    expect(gameLines.length).toBeGreaterThan(0)
    for (const key of gameLines) expect(productImagePath(key), key).toBe(gameByLink(productLines[key].path)?.image)
  })
})
