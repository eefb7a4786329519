import { themeScript } from './theme/themeScript'

// First thing in <head>, so the theme class is on <html> before any stylesheet paints.
export default function headHtmlBegin(): string {
  return `<script>${themeScript}</script>`
}
