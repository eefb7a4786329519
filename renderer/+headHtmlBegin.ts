import globalCss from './styles/global.css?inline'
import { themeScript } from './theme/themeScript'

// First thing in <head>: the theme class goes on <html> before anything paints. The global styles follow inline
// (about 1.4 kB gzip): a stylesheet request would block the first paint for a whole round trip on a phone.
export default function headHtmlBegin(): string {
  return `<script>${themeScript}</script><style>${globalCss}</style>`
}
