import type { ResponsiveImage } from '../lib/responsiveImage'

/**
 * The brand logo (components/layout/BrandLogo.tsx): light text for the dark theme, dark text for the light
 * theme. Sources are assets/images/logo-on-dark.png and logo-on-light.png, 720x160 px (4x), rendered from
 * public/images/logo-dark.svg and logo-light.svg by `npm run render:brand`.
 */
export const brandLogoImages = {
  onDark: { name: 'logo-on-dark', width: 180, height: 40, densities: [1, 2, 3] },
  onLight: { name: 'logo-on-light', width: 180, height: 40, densities: [1, 2, 3] },
} as const satisfies Record<string, ResponsiveImage>

/** Every responsive image of the site: the list the build makes variants for. */
export const responsiveImages: readonly ResponsiveImage[] = Object.values(brandLogoImages)
