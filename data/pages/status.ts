import { claimShown } from '../claims'
import { defineData } from '../define'
import { pathTo } from '../routePaths'
import { statusContentSchema } from '../schemas/pages'
import { billingUrl, site } from '../site'

const uptimeCommitment = claimShown('uptime', 'site-wide claim')

/**
 * The /status page. It is deliberately not a live dashboard: this static site has no monitoring feed, so it
 * states each service line's uptime commitment and where incidents and maintenance are announced, and shows
 * no figure that could be mistaken for a measurement.
 */
export const statusContent = defineData('data/pages/status.ts', 'statusContent', statusContentSchema, {
  notice: {
    heading: 'This page does not show live monitoring',
    text: 'Outages and planned maintenance are posted in our Discord community and answered through support tickets as they happen. This page explains what each service commits to and where to look.',
  },
  services: {
    heading: 'Service lines and their commitments',
    intro: 'The uptime each service line commits to. Follow a name to see that service and its plans.',
    announcedIn: 'Discord community and support tickets',
    items: [
      {
        id: 'game-servers',
        name: 'Game servers',
        icon: 'Gamepad2',
        href: pathTo('games'),
        description: 'Minecraft, Palworld and every other game in our catalogue.',
        uptimeCommitment,
      },
      {
        id: 'vps-ryzen',
        name: 'Ryzen VPS',
        icon: 'Cpu',
        href: pathTo('vpsRyzen'),
        description: 'AMD Ryzen KVM servers with DDR5 memory and NVMe storage in Mumbai.',
        uptimeCommitment,
      },
      {
        id: 'vps-intel',
        name: 'Intel VPS',
        icon: 'Server',
        href: pathTo('vpsIntel'),
        description: 'Intel Xeon KVM servers with DDR4 memory and SSD storage.',
        uptimeCommitment,
      },
      {
        id: 'web-hosting',
        name: 'Web hosting',
        icon: 'Globe',
        href: pathTo('webHosting'),
        description: 'cPanel hosting for websites, email and WordPress.',
        uptimeCommitment,
      },
      {
        id: 'discord-bots',
        name: 'Discord bots',
        icon: 'Bot',
        href: pathTo('discordBot'),
        description: 'Always-on hosting for Node.js, Python and Java bots.',
        uptimeCommitment,
      },
    ],
  },
  channels: {
    heading: 'Where we announce incidents',
    intro: 'If something is wrong on our side, you will find it in one of these two places first.',
    items: [
      {
        id: 'discord',
        title: 'Discord community',
        icon: 'MessageCircle',
        description:
          'Outages, their progress and planned maintenance windows are posted in the announcements channel of our Discord server.',
        action: { label: 'Join our Discord', href: site.social.discordInvite },
      },
      {
        id: 'support-ticket',
        title: 'Support tickets',
        icon: 'Ticket',
        description: `Open a ticket in the client area to report a problem with your own service. Tickets are answered in about ${site.contact.ticketReplyMinutes} minutes on average, around the clock.`,
        action: { label: 'Open a support ticket', href: billingUrl('supportTicket') },
      },
    ],
  },
  steps: {
    heading: 'If your service seems down',
    items: [
      'Check the announcements channel in our Discord community for a known incident or planned maintenance.',
      'Restart the service from your control panel and look at its console or logs for errors.',
      'Still stuck? Open a support ticket with your service name and what you see, and we will take it from there.',
    ],
  },
})
