import type { TeamMember } from '../../data/team'
import { formatLongDate } from '../../lib/format'

type ProfileLine = { label: string; value: string }

/** The profile the terminal types, in this order: name, role, bio, skills, hobbies, join date, quote. */
export function profileLines(member: TeamMember): ProfileLine[] {
  return [
    { label: 'NAME', value: member.name },
    { label: 'ROLE', value: member.role },
    { label: 'BIO', value: member.bio },
    { label: 'SKILLS', value: member.skills.join(', ') },
    { label: 'HOBBIES', value: member.hobbies.join(', ') },
    { label: 'JOINED', value: formatLongDate(member.joinDate) },
    { label: 'QUOTE', value: `"${member.quote}"` },
  ]
}

/** The label column as typed, e.g. 'NAME    : '. */
const labelPrefix = (line: ProfileLine) => `${line.label.padEnd(8)}: `

/** The whole typed text; each line ends with a newline, so its length is what the typing counts. */
export function profileTypedText(lines: readonly ProfileLine[]): string {
  return lines.map((line) => `${labelPrefix(line)}${line.value}\n`).join('')
}

/** Each line's label and value cut where `visibleChars` typed characters end; lines not reached are left out. */
export function visibleProfileLines(lines: readonly ProfileLine[], visibleChars: number): ProfileLine[] {
  let start = 0
  return lines.flatMap((line) => {
    const prefix = labelPrefix(line)
    const typed = visibleChars - start
    start += prefix.length + line.value.length + 1
    if (typed <= 0) return []
    return [{ label: prefix.slice(0, typed), value: line.value.slice(0, Math.max(0, typed - prefix.length)) }]
  })
}
