/** Responsive variants: WebP 85 shows no loss on the logo at 2x, and a 256-colour PNG shows no banding. */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import type { ResponsiveFormat } from '../../lib/responsiveImage'

const ENCODERS: Record<ResponsiveFormat, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: 85, alphaQuality: 90, effort: 6 }),
  png: (image) => image.png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }),
}

/** One variant: the source scaled to pixelWidth (height follows the aspect ratio), in one format. */
export async function renderVariant(source: Buffer, pixelWidth: number, format: ResponsiveFormat): Promise<Buffer> {
  const { width } = await sharp(source).metadata()
  if (width < pixelWidth) throw new Error(`source is ${width} px wide, too small for a ${pixelWidth} px variant`)
  return ENCODERS[format](sharp(source).resize({ width: pixelWidth, kernel: 'lanczos3' })).toBuffer()
}

let fingerprint: Promise<string> | undefined

/** Hash of this file (the encoder settings) and the image library's version: part of every variant's cache key. */
export function variantsFingerprint(root: string): Promise<string> {
  fingerprint ??= readFile(resolve(root, 'scripts/images/variants.ts')).then((code) =>
    createHash('sha256').update(code).update(JSON.stringify(sharp.versions)).digest('hex'),
  )
  return fingerprint
}
