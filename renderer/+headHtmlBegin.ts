import { siteMetaContentSecurityPolicy } from '../scripts/headers/sitePolicy'
import globalCss from './styles/global.css?inline'
import { themeScript } from './theme/themeScript'

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

// For hosts that send no custom headers; first, as a meta policy only covers what follows it. Not in development,
// where Vite adds inline scripts of its own.
const cspMeta = import.meta.env.PROD
  ? `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(siteMetaContentSecurityPolicy())}" />`
  : ''

// The theme class goes on <html> before anything paints; global styles are inline to save a blocking round trip.
export default function headHtmlBegin(): string {
  return `${cspMeta}<script>${themeScript}</script><style>${globalCss}</style>`
}
