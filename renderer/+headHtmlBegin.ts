import { siteMetaContentSecurityPolicy } from './csp/sitePolicy'
import globalCss from './styles/global.css?inline'
import { themeScript } from './theme/themeScript'

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

// For hosts without custom headers; first, as it only covers what follows. Not in development (Vite's own scripts).
const cspMeta = import.meta.env.PROD
  ? `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(siteMetaContentSecurityPolicy())}" />`
  : ''

// The theme class goes on <html> before anything paints; global styles are inline to save a blocking round trip.
export default function headHtmlBegin(): string {
  return `${cspMeta}<script>${themeScript}</script><style>${globalCss}</style>`
}
