/**
 * The brand logo: the light-text image for the dark (and system) theme, the dark-text image for the light theme.
 * Both are in the HTML and CSS picks one from the theme class, so the right logo shows before any script runs.
 * The link around it carries the accessible name.
 */
export function BrandLogo() {
  return (
    <span className="logo">
      <img className="on-dark" src="/images/dark_logo.png" alt="" width={180} height={40} />
      <img className="on-light" src="/images/light_logo.png" alt="" width={180} height={40} loading="lazy" />
      <style jsx>{`
        .logo {
          display: inline-flex;
        }
        img {
          display: block;
          width: 9rem;
          height: auto;
          aspect-ratio: 180 / 40;
        }
        .on-light {
          display: none;
        }
        :global(:root.light) .on-light {
          display: block;
        }
        :global(:root.light) .on-dark {
          display: none;
        }
        @media (min-width: 400px) {
          img {
            width: 11.25rem;
          }
        }
      `}</style>
    </span>
  )
}
