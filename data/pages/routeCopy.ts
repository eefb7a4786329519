import { refundPolicyFacts } from '../policies'
import type { RouteId } from '../routePaths'
import type { RouteInput } from '../schemas/routes'

/**
 * The name, heading, lead paragraph and search metadata of every registered page. data/routes.ts joins them with
 * each page's place in the site and checks them; a page without `seo` takes its variant from data/seo.ts.
 */
export const routeCopy = {
  home: {
    name: 'Home',
    heading: 'Game servers and cloud hosting, built in India',
    intro:
      'Launch a Minecraft or Palworld server in moments, run your Discord bot around the clock, or host your website and VPS with us. Every plan is billed monthly in rupees, with DDoS protection and 24/7 support included.',
    seo: {
      title: 'Game Server, VPS and Web Hosting in India',
      description:
        'Game servers, Ryzen and Intel VPS, web hosting and Discord bot hosting for India: instant setup, NVMe storage, DDoS protection, rupee pricing.',
      keywords: ['game server hosting india', 'minecraft hosting', 'vps india', 'web hosting', 'discord bot hosting'],
    },
  },
  games: {
    name: 'Games',
    heading: 'Game server hosting',
    intro:
      'Pick the game your friends play and get a server that is ready in seconds. Every game server comes with DDoS protection, NVMe storage and free switching between titles.',
    seo: {
      title: 'Game Server Hosting for Minecraft, Palworld and More',
      description:
        'Host Minecraft, Palworld, Valheim, Terraria, ARK and more on NVMe servers with DDoS protection, instant setup and free game switching.',
      keywords: ['game servers', 'dedicated game server', 'valheim server', 'terraria server', 'ark server hosting'],
    },
  },
  minecraft: {
    name: 'Minecraft',
    heading: 'Minecraft server hosting',
    intro:
      'Java or Bedrock, vanilla or heavily modded: choose a plan sized for your player count and start building. Modpacks install in one click and every plan keeps two cloud backups.',
  },
  palworld: {
    name: 'Palworld',
    heading: 'Palworld server hosting',
    intro:
      'A dedicated Palworld world for your group, with cross-play between PC, Xbox and PlayStation, regular backups and the hardware to keep large bases running smoothly.',
  },
  vps: {
    name: 'VPS',
    heading: 'Virtual private servers',
    intro:
      'Two KVM lines with full root access: AMD Ryzen with DDR5 memory and RAID1 NVMe storage in Mumbai, and Intel Xeon with DDR4 and SSD storage. Compare them here and pick the one that fits your workload.',
  },
  vpsRyzen: {
    name: 'Ryzen VPS',
    heading: 'AMD Ryzen VPS in Mumbai',
    intro:
      'High-clock Ryzen cores, DDR5 memory and RAID1 NVMe storage, hosted in Mumbai for low latency across India, in sizes from a small app server to a memory-heavy workhorse.',
    seo: {
      title: 'Ryzen VPS Hosting in Mumbai: DDR5 and NVMe',
      description:
        'AMD Ryzen KVM VPS with DDR5 memory and RAID1 NVMe storage in Mumbai: full root access, plans for every workload, monthly billing in rupees.',
      keywords: ['ryzen vps', 'vps mumbai', 'nvme vps india', 'ddr5 vps'],
    },
  },
  vpsIntel: {
    name: 'Intel VPS',
    heading: 'Intel Xeon VPS',
    intro:
      'Dependable Intel Xeon virtual servers with DDR4 memory, SSD storage and generous monthly bandwidth, sized for anything from a first project to busy production workloads.',
    seo: {
      title: 'Intel Xeon VPS Hosting with SSD Storage',
      description:
        'Intel Xeon KVM VPS with DDR4 memory, SSD storage and generous monthly bandwidth, with full root access and monthly billing in rupees.',
      keywords: ['intel vps', 'xeon vps', 'ssd vps india', 'cheap vps'],
    },
  },
  vds: {
    name: 'VDS',
    heading: 'Virtual dedicated servers: coming soon',
    intro:
      'Dedicated CPU cores that no other customer shares, on AMD Ryzen 9 and Intel Core i9 hardware. We are preparing the VDS line now; here is what the plans will include.',
    seo: {
      title: 'VDS Hosting with Dedicated Cores (Coming Soon)',
      description:
        'Virtual dedicated servers with dedicated AMD Ryzen 9 and Intel Core i9 cores, DDR5 memory and NVMe storage are coming soon. See the planned configurations.',
      keywords: ['vds hosting', 'virtual dedicated server', 'dedicated cores', 'ryzen 9 server'],
    },
  },
  webHosting: {
    name: 'Web Hosting',
    heading: 'cPanel web hosting',
    intro:
      'Everything a website needs in one plan: cPanel, NVMe SSD storage, free SSL and a free domain, with backups and support that answers around the clock.',
  },
  discordBot: {
    name: 'Discord Bot Hosting',
    heading: 'Discord bot hosting',
    intro:
      'Keep your bots online all day without keeping your own computer running. Upload your code or pick a ready-made bot, and we handle uptime, databases and backups.',
  },
  tutorials: {
    name: 'Tutorials',
    heading: 'Video tutorials',
    intro:
      'Short, practical videos that walk you through setting up and running your servers, from installing a modpack to deploying a bot or a website.',
    seo: {
      title: 'Hosting Tutorials and Video Guides',
      description:
        'Step-by-step video guides for Minecraft and Palworld servers, Discord bots, web hosting and VPS: setup, modpacks, backups and performance tuning.',
      keywords: ['minecraft server tutorial', 'discord bot tutorial', 'vps guide', 'cpanel tutorial'],
    },
  },
  about: {
    name: 'About Us',
    heading: 'About us',
    intro:
      'We started out running Minecraft servers for our own friends. Today we host game servers, bots, websites and VPS for players and businesses across India and beyond.',
    seo: {
      title: 'About Us: Our Story and Team',
      description:
        'From Minecraft servers for friends to hosting for players and businesses across India: meet the team, read our story and see where we are heading.',
      keywords: ['about', 'hosting company india', 'our team'],
    },
  },
  contact: {
    name: 'Contact Us',
    heading: 'Contact us',
    intro:
      'Questions about a plan, help with a server or a billing query: choose the channel that suits you and a real person from our team will answer.',
  },
  faq: {
    name: 'FAQ',
    heading: 'Frequently asked questions',
    intro:
      'Straight answers about setup times, backups, payments, refunds and switching games. If your question is not here, our support team is a message away.',
    seo: {
      title: 'FAQ: Game Servers, VPS and Hosting',
      description:
        'Answers to common questions about setup time, DDoS protection, backups, payment methods, refunds, switching games and support response times.',
      keywords: ['hosting faq', 'game server faq', 'refund', 'payment methods'],
    },
  },
  status: {
    name: 'Service Status',
    heading: 'Service status',
    intro:
      'What each of our services commits to and where we announce maintenance and incidents, so you always know where to look if something seems wrong.',
    seo: {
      title: 'Service Status and Uptime Commitments',
      description:
        'Uptime commitments for game servers, Ryzen and Intel VPS, web hosting and Discord bots, and where we announce incidents and planned maintenance.',
      keywords: ['service status', 'uptime', 'maintenance', 'incidents'],
    },
  },
  terms: {
    name: 'Terms and Conditions',
    heading: 'Terms and conditions',
    intro:
      'The agreement between you and us when you use our website or order a service: accounts, acceptable use, payments and renewals, suspension and liability.',
    seo: {
      title: 'Terms and Conditions',
      description:
        'The terms for using our website and hosting services: accounts, acceptable use, payment and renewals, suspension, liability and governing law in India.',
      keywords: ['terms of service', 'terms and conditions', 'acceptable use'],
    },
  },
  privacy: {
    name: 'Privacy Policy',
    heading: 'Privacy policy',
    intro:
      'What information we collect when you visit this site or order from us, why we need it, who we share it with, and the choices and rights you have.',
    seo: {
      title: 'Privacy Policy',
      description:
        'How we collect, use, store and protect your personal data, how cookies and the billing site work, and how to exercise your rights over your data.',
      keywords: ['privacy policy', 'data protection', 'cookies'],
    },
  },
  refund: {
    name: 'Cancellation and Refund Policy',
    heading: 'Cancellation and refund policy',
    intro:
      'Which purchases can be refunded, how quickly to ask, how to cancel a service and how long a refund takes to reach you.',
    seo: {
      title: 'Cancellation and Refund Policy',
      description: `Which first-time purchases qualify for a refund, the ${refundPolicyFacts.requestWindowDays}-day request window, cancelling with ${refundPolicyFacts.cancellationNoticeDays} days notice and how long refunds take.`,
      keywords: ['refund policy', 'cancellation policy', 'money back'],
    },
  },
  sitemap: {
    name: 'Sitemap',
    heading: 'Sitemap',
    intro: 'Every page of this site in one list, grouped by what you are looking for.',
    seo: {
      title: 'Sitemap',
      description:
        'A complete list of pages on this site: game servers, VPS, web hosting, Discord bot hosting, company information, support and legal pages.',
      keywords: ['sitemap', 'all pages'],
    },
  },
  admin: {
    name: 'Admin',
    heading: 'Admin sign-in',
    intro:
      'Sign in to the site administration area. This area is for the site owner only and is not part of customer accounts.',
    seo: {
      title: 'Admin Sign-in',
      description:
        'Sign-in page for the site administration area. Customers manage their services in the client area on the billing site instead.',
      keywords: ['admin'],
    },
  },
  adminDashboard: {
    name: 'Dashboard',
    heading: 'Admin dashboard',
    intro:
      'Tools for the site owner to manage products, categories and site settings. This page opens after signing in on the admin sign-in page.',
    seo: {
      title: 'Admin Dashboard',
      description:
        'Administration dashboard for the site owner, with product, category and settings tools. Requires signing in on the admin page first.',
      keywords: ['admin dashboard'],
    },
  },
} as const satisfies Record<RouteId, Pick<RouteInput, 'name' | 'heading' | 'intro' | 'seo'>>
