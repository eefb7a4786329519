// One description per raster image, for the build's variants and the <picture> markup: no srcset names a missing file.

/**
 * Best first, the fallback last. No AVIF: Chromium decodes it in software at about ten times WebP's cost (38 ms
 * against 4 ms for the 2x logo), holding the first paint for about 1.8 kB saved.
 */
const RESPONSIVE_FORMATS = ['webp', 'png'] as const
export type ResponsiveFormat = (typeof RESPONSIVE_FORMATS)[number]

export const FORMAT_MIME_TYPES: Record<ResponsiveFormat, string> = { webp: 'image/webp', png: 'image/png' }

export interface ResponsiveImage {
  /** File name stem: the source is assets/images/<name>.png, the variants /images/generated/<name>-<px>.<format>. */
  name: string
  /** Size in CSS pixels at 1x: the width and height attributes. */
  width: number
  height: number
  /** Pixel densities to build, 1 first; the source must be at least width x the largest. */
  densities: readonly number[]
}

/** URL path of one variant: '/images/generated/logo-on-dark-360.webp' is the 2x WebP of a 180 px wide image. */
export function variantPath(image: ResponsiveImage, density: number, format: ResponsiveFormat): string {
  return `/images/generated/${image.name}-${Math.round(image.width * density)}.${format}`
}

/** '... 1x, ... 2x, ... 3x': density descriptors, since the image has one fixed CSS size per breakpoint. */
export function srcsetFor(image: ResponsiveImage, format: ResponsiveFormat): string {
  return image.densities.map((density) => `${variantPath(image, density, format)} ${density}x`).join(', ')
}

export function variantsOf(image: ResponsiveImage) {
  return RESPONSIVE_FORMATS.flatMap((format) =>
    image.densities.map((density) => ({
      path: variantPath(image, density, format),
      density,
      format,
      pixelWidth: Math.round(image.width * density),
    })),
  )
}
