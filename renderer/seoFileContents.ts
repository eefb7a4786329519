import { routeList } from '../data/routes'
import { site } from '../data/site'
import { robotsTxt, sitemapXml } from './seoFiles'

/** Both SEO files for this site: the registry's routes on the configured origin (SITE_URL). */
export function seoFileContents(): { 'sitemap.xml': string; 'robots.txt': string } {
  return { 'sitemap.xml': sitemapXml(routeList, site.origin), 'robots.txt': robotsTxt(site.origin) }
}
