import type { ResponsiveImage } from '../lib/responsiveImage'

/** The logo for each theme, from assets/images/logo-on-*.png (4x), drawn by `npm run render:brand`. */
export const brandLogoImages = {
  onDark: { name: 'logo-on-dark', width: 180, height: 40, densities: [1, 2, 3] },
  onLight: { name: 'logo-on-light', width: 180, height: 40, densities: [1, 2, 3] },
} as const satisfies Record<string, ResponsiveImage>

/** Every responsive image of the site: the list the build makes variants for. */
export const responsiveImages: readonly ResponsiveImage[] = Object.values(brandLogoImages)
