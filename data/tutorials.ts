import { defineData } from './define'
import { tutorialCategoriesSchema, tutorialVideosSchema } from './schemas/tutorials'
import { site } from './site'

/** Tutorial categories for the sidebar filter. */
export const tutorialCategories = defineData('data/tutorials.ts', 'tutorialCategories', tutorialCategoriesSchema, [
  {
    id: 'minecraft',
    label: 'Minecraft',
    icon: 'Pickaxe',
    subcategories: [
      { id: 'getting-started', label: 'Getting Started' },
      { id: 'modpacks', label: 'Modpacks' },
      { id: 'plugins', label: 'Plugins' },
      { id: 'performance', label: 'Performance' },
    ],
  },
  {
    id: 'palworld',
    label: 'Palworld',
    icon: 'PawPrint',
    subcategories: [
      { id: 'getting-started', label: 'Getting Started' },
      { id: 'server-settings', label: 'Server Settings' },
    ],
  },
  {
    id: 'dc-bot',
    label: 'Discord Bots',
    icon: 'Bot',
    subcategories: [
      { id: 'nodejs', label: 'Node.js' },
      { id: 'python', label: 'Python' },
      { id: 'databases', label: 'Databases' },
    ],
  },
  {
    id: 'web-hosting',
    label: 'Web Hosting',
    icon: 'Globe',
    subcategories: [
      { id: 'cpanel', label: 'cPanel' },
      { id: 'wordpress', label: 'WordPress' },
      { id: 'domains-ssl', label: 'Domains and SSL' },
      { id: 'email', label: 'Email' },
    ],
  },
  {
    id: 'vps-hosting',
    label: 'VPS Hosting',
    icon: 'Server',
    subcategories: [
      { id: 'getting-started', label: 'Getting Started' },
      { id: 'security', label: 'Security' },
      { id: 'web-servers', label: 'Web Servers' },
    ],
  },
  {
    id: 'hosting-design',
    label: 'Website Design',
    icon: 'Palette',
    subcategories: [
      { id: 'themes', label: 'Themes' },
      { id: 'page-builders', label: 'Page Builders' },
    ],
  },
])

/**
 * Sample videos. The ids are fictional until the channel publishes real videos, so the thumbnails will not
 * load from the video site; cards need a local fallback image.
 */
const videos = [
  {
    id: 'minecraft-first-server',
    title: 'Create Your First Minecraft Server',
    description:
      'Order a plan, choose Java or Bedrock in the game panel, set a world seed and invite your friends, start to finish.',
    duration: '6:42',
    views: '2.4K',
    category: 'minecraft',
    subcategory: 'getting-started',
    youtubeId: 'tcMcSetup01',
  },
  {
    id: 'minecraft-modpack-install',
    title: 'Install a Modpack in One Click',
    description:
      'Browse the modpack library in the panel, install a pack and check how much RAM it needs before your players join.',
    duration: '4:18',
    views: '1.8K',
    category: 'minecraft',
    subcategory: 'modpacks',
    youtubeId: 'tcModpack02',
  },
  {
    id: 'minecraft-paper-plugins',
    title: 'Add Plugins to a Paper Server',
    description:
      'Switch your server to Paper, upload plugins with the file manager and set up permissions for staff and players.',
    duration: '9:05',
    views: '1.1K',
    category: 'minecraft',
    subcategory: 'plugins',
    youtubeId: 'tcPlugins03',
  },
  {
    id: 'palworld-server-settings',
    title: 'Tune Your Palworld Server Settings',
    description:
      'Change difficulty, experience and capture rates, set an admin password and restart without losing progress.',
    duration: '7:31',
    views: '956',
    category: 'palworld',
    subcategory: 'server-settings',
    youtubeId: 'tcPalCfg004',
  },
  {
    id: 'discord-bot-nodejs',
    title: 'Host a Node.js Discord Bot 24/7',
    description:
      'Upload your bot, keep the token in an environment variable, install dependencies and have it start again after every restart.',
    duration: '8:12',
    views: '1.2K',
    category: 'dc-bot',
    subcategory: 'nodejs',
    youtubeId: 'tcBotNode05',
  },
  {
    id: 'wordpress-cpanel-ssl',
    title: 'Install WordPress from cPanel with Free SSL',
    description:
      'Set up WordPress on your domain from cPanel, switch on the free SSL certificate and send every visitor to HTTPS.',
    duration: '5:47',
    views: '3.1K',
    category: 'web-hosting',
    subcategory: 'wordpress',
    youtubeId: 'tcWpCpanel6',
  },
  {
    id: 'vps-first-hardening',
    title: 'Secure a New VPS: SSH Keys and a Firewall',
    description:
      'Create a sudo user, switch to key-based SSH login, turn on a firewall and apply updates on a fresh Ubuntu VPS.',
    duration: '11:26',
    views: '1.5K',
    category: 'vps-hosting',
    subcategory: 'security',
    youtubeId: 'tcVpsSecur7',
  },
  {
    id: 'landing-page-free-theme',
    title: 'Build a Fast Landing Page with a Free Theme',
    description:
      'Pick a lightweight WordPress theme, set your colours and fonts, and build a landing page that loads quickly on phones.',
    duration: '12:03',
    views: '874',
    category: 'hosting-design',
    subcategory: 'themes',
    youtubeId: 'tcWpTheme08',
  },
] as const

export const tutorialVideos = defineData(
  'data/tutorials.ts',
  'tutorialVideos',
  tutorialVideosSchema(tutorialCategories),
  videos.map((video) => ({
    ...video,
    youtubeUrl: `https://www.youtube.com/watch?v=${video.youtubeId}`,
    thumbnail: `https://i.ytimg.com/vi/${video.youtubeId}/maxresdefault.jpg`,
    fallbackThumbnail: `https://i.ytimg.com/vi/${video.youtubeId}/hqdefault.jpg`,
    channel: site.brandName,
  })),
)

export type { TutorialCategory, TutorialVideo } from './schemas/tutorials'
