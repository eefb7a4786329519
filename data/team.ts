import { slugify } from '../lib/slug'
import { defineData } from './define'
import { teamMembersSchema } from './schemas/content'

/** The About page team (fictional people). Images are generated artwork at /images/team/<slug>.svg. */
const members = [
  {
    name: 'Aarav Mehta',
    role: 'Founder & CEO',
    bio: 'Aarav ran a Minecraft server for his college friends and got tired of paying for hosts that lagged every evening. In 2023 he turned that server into Tarang Cloud and still reads the support queue every morning.',
    hobbies: ['Building redstone machines', 'Weekend treks in the Sahyadris', 'Chess'],
    skills: ['Infrastructure planning', 'Linux administration', 'Network capacity planning', 'Customer support'],
    joinDate: '2023-01-10',
    quote: 'If a server lags at peak time, our job is not finished.',
  },
  {
    name: 'Ishita Rao',
    role: 'Co-Owner',
    bio: 'Ishita runs operations: billing, payments, partnerships and the support team. She makes sure UPI and card payments go through smoothly and that every ticket ends with a clear answer.',
    hobbies: ['Moderating gaming communities', 'South Indian cooking', 'Badminton'],
    skills: ['Operations', 'Billing and payments', 'Community management', 'Vendor partnerships'],
    joinDate: '2023-03-01',
    quote: 'Fair prices and fast answers earn more loyalty than any discount.',
  },
  {
    name: 'Kabir Nair',
    role: 'Lead Developer',
    bio: 'Kabir builds the automation behind the game panel: one-click modpack installs, free game switching and the provisioning that gets new servers online in under a minute.',
    hobbies: ['Speedrunning', 'Mechanical keyboards', 'Gully cricket'],
    skills: ['TypeScript', 'Go', 'Docker', 'KVM virtualisation', 'Game server tooling'],
    joinDate: '2023-06-15',
    quote: 'The best feature is the one you never notice because it just works.',
  },
]

export const teamMembers = defineData(
  'data/team.ts',
  'teamMembers',
  teamMembersSchema,
  members.map((member) => {
    const slug = slugify(member.name)
    return { slug, ...member, img: `/images/team/${slug}.svg`, imgAlt: `Portrait of ${member.name}, ${member.role}` }
  }),
)

export type { TeamMember } from './schemas/content'
