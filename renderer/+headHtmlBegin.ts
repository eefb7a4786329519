import { siteMetaContentSecurityPolicy } from '../scripts/headers/sitePolicy'
import globalCss from './styles/global.css?inline'
import { themeScript } from './theme/themeScript'

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

// The policy is known before the prerender (it hashes only the project's own inline scripts), so every page
// carries it for hosts that send no custom headers. It goes first: a meta policy only covers what follows it.
// Not in development, where Vite's client and React refresh add inline scripts of their own.
const cspMeta = import.meta.env.PROD
  ? `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(siteMetaContentSecurityPolicy())}" />`
  : ''

// Then the theme class goes on <html> before anything paints. The global styles follow inline (about 1.4 kB
// gzip): a stylesheet request would block the first paint for a whole round trip on a phone.
export default function headHtmlBegin(): string {
  return `${cspMeta}<script>${themeScript}</script><style>${globalCss}</style>`
}
