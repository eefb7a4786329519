import { describe, expect, it } from 'vitest'
import { profileLines, profileTypedText, visibleProfileLines } from '../../../../components/about/profileText'
import { teamMembers } from '../../../../data/team'

describe('profile text', () => {
  const member = teamMembers[0]
  if (!member) throw new Error('no team member')
  const lines = profileLines(member)

  it('lists name, role, bio, skills, hobbies, join date and quote in that order', () => {
    expect(lines.map((line) => line.label)).toEqual(['NAME', 'ROLE', 'BIO', 'SKILLS', 'HOBBIES', 'JOINED', 'QUOTE'])
    expect(lines[0]?.value).toBe(member.name)
    expect(lines[3]?.value).toBe(member.skills.join(', '))
    expect(lines[5]?.value).toBe('10 January 2023')
    expect(lines[6]?.value).toBe(`"${member.quote}"`)
  })

  it('cuts the visible lines at the number of typed characters', () => {
    expect(visibleProfileLines(lines, 0)).toEqual([])
    expect(visibleProfileLines(lines, 3)).toEqual([{ label: 'NAM', value: '' }])
    const prefix = 'NAME    : '
    expect(visibleProfileLines(lines, prefix.length + 2)).toEqual([{ label: prefix, value: member.name.slice(0, 2) }])
    const all = visibleProfileLines(lines, profileTypedText(lines).length)
    expect(all).toHaveLength(lines.length)
    expect(all.map((line) => line.label.trimEnd())).toEqual(lines.map((line) => `${line.label.padEnd(8)}:`))
    expect(all.map((line) => line.value)).toEqual(lines.map((line) => line.value))
  })
})
