import { slugify } from '../lib/slug'
import { aboutCopy } from './pages/about'
import { type TeamMember, teamMembersSchema } from './schemas/content'

/** The About page team, in content/pages/about.yaml; each portrait is generated artwork at /images/team/<slug>.svg. */
export const teamMembers = aboutCopy(
  'teamMembers',
  teamMembersSchema,
  (members: Omit<TeamMember, 'slug' | 'img' | 'imgAlt'>[]) =>
    members.map((member) => {
      const slug = slugify(member.name)
      return { slug, ...member, img: `/images/team/${slug}.svg`, imgAlt: `Portrait of ${member.name}, ${member.role}` }
    }),
)

export type { TeamMember } from './schemas/content'
