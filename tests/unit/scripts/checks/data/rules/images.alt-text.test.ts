import { describe, expect, it } from 'vitest'
import rule from '../../../../../../scripts/checks/data/rules/images.alt-text'
import { MISSING_ALT } from '../../../../../../scripts/checks/data/snapshot'

const teamImage = (index: number, slug: string, alt: string | null) => ({
  module: 'data/team.ts',
  field: `teamMembers[${index}].img`,
  src: `/images/team/${slug}.svg`,
  altField: alt === null ? null : `teamMembers[${index}].imgAlt`,
  alt,
})

describe('images.alt-text', () => {
  it('accepts descriptive alt text, "" for a decorative image, and images with no alt field', () => {
    const images = [
      teamImage(0, 'aarav', 'Aarav smiling at a desk'),
      teamImage(1, 'ishita', ''),
      teamImage(2, 'kabir', null),
    ]
    expect(rule.run({ images })).toEqual([])
  })

  it('reports an image without alt text, and one with an alt that says nothing', () => {
    const images = [
      teamImage(0, 'aarav', MISSING_ALT),
      teamImage(1, 'ishita', '  '),
      teamImage(2, 'kabir', 'kabir.svg'),
      teamImage(3, 'neha', 'Image'),
    ]
    expect(rule.run({ images }).map((finding) => [finding.severity, finding.field, finding.message])).toEqual([
      [
        'error',
        'teamMembers[0].imgAlt',
        'The image /images/team/aarav.svg has no alt text. Describe what it shows, or use "" if it is purely decorative.',
      ],
      [
        'error',
        'teamMembers[1].imgAlt',
        'The image /images/team/ishita.svg has no alt text. Describe what it shows, or use "" if it is purely decorative.',
      ],
      [
        'error',
        'teamMembers[2].imgAlt',
        'The alt text "kabir.svg" of /images/team/kabir.svg does not describe the image. Say what it shows (for example what the plan icon depicts), or use "" if it is purely decorative.',
      ],
      [
        'error',
        'teamMembers[3].imgAlt',
        'The alt text "Image" of /images/team/neha.svg does not describe the image. Say what it shows (for example what the plan icon depicts), or use "" if it is purely decorative.',
      ],
    ])
  })
})
