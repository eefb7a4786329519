import { gameByLink } from './games'
import { ogImagePath } from './ogImages'
import { discordBotPageCopy, vpsPageCopy, webHostingPageCopy } from './pages/servers'
import { pathTo } from './routePaths'
import type { ProductLineKey } from './schemas/plans'

/** The artwork the games catalogue shows for the game a line's page sells servers for. */
function gameArtwork(path: string): string {
  const game = gameByLink(path)
  if (!game) throw new Error(`data/productImages.ts: no game in data/games.ts links to ${path}`)
  return game.image
}

/**
 * A product line's picture in its structured data (Google requires one): an image its page already shows, chosen to
 * show what is sold. A function, not a list the data check would look for in public/: social images are built.
 */
export function productImagePath(line: ProductLineKey): string {
  switch (line) {
    case 'minecraft':
    case 'palworld':
      return gameArtwork(pathTo(line))
    case 'webHosting':
      // The page's picture of the control panel every plan includes.
      return webHostingPageCopy.cpanel.image.src
    case 'discordBot':
      // The page's picture of a bot at work in a chat: what the plans run.
      return discordBotPageCopy.illustration.src
    case 'vpsRyzen':
      // The network map pins Mumbai, where the Ryzen line runs.
      return vpsPageCopy.network.image.src
    case 'vpsIntel':
    // No city for the Intel line's map and no picture on the VDS page: the social image names the line.
    case 'vds':
      return ogImagePath(pathTo(line))
  }
}
