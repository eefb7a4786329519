import { brandLogoImages } from '../../data/responsiveImages'
import { FORMAT_MIME_TYPES, srcsetFor, variantPath } from '../../lib/responsiveImage'
import { LOGO_LOADING_SCRIPT } from './logoLoadingScript'

const LOGOS = { 'on-dark': brandLogoImages.onDark, 'on-light': brandLogoImages.onLight }

/** Both theme variants are in the HTML; global.css shows one by the theme class, so the right logo shows before any script. */
export function BrandLogo() {
  return (
    <span className="logo">
      {Object.entries(LOGOS).map(([className, image]) => (
        <picture key={className} className={className}>
          <source type={FORMAT_MIME_TYPES.webp} srcSet={srcsetFor(image, 'webp')} />
          <img
            src={variantPath(image, 1, 'png')}
            srcSet={srcsetFor(image, 'png')}
            alt=""
            width={image.width}
            height={image.height}
            loading={className === 'on-dark' ? undefined : 'lazy'}
            // LOGO_LOADING_SCRIPT may have changed `loading` before hydration; there is nothing to reconcile.
            suppressHydrationWarning
          />
        </picture>
      ))}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant with no outside input, hashed by the CSP */}
      <script dangerouslySetInnerHTML={{ __html: LOGO_LOADING_SCRIPT }} />
      <style jsx>{`
        .logo {
          display: inline-flex;
        }
        picture {
          display: block;
        }
        img {
          display: block;
          width: 9rem;
          aspect-ratio: 180 / 40;
        }
        /* Between 1024 and 1279px the smaller logo leaves the desktop menus room for one line in a wide font. */
        @media (400px <= width < 1024px), (width >= 1280px) {
          img {
            width: 11.25rem;
          }
        }
      `}</style>
    </span>
  )
}
