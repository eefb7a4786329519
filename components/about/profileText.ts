import type { TeamMember } from '../../data/team'
import { formatLongDate } from '../../lib/format'

type ProfileSource = Pick<TeamMember, 'name' | 'role' | 'bio' | 'skills' | 'hobbies' | 'joinDate' | 'quote'>

export type ProfileLine = { label: string; value: string }

/** The profile the terminal types, in this order: name, role, bio, skills, hobbies, join date, quote. */
export function profileLines(member: ProfileSource): ProfileLine[] {
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

const LABEL_WIDTH = 8

/** The label column as typed, e.g. 'NAME    : '. */
export function labelPrefix(line: ProfileLine): string {
  return `${line.label.padEnd(LABEL_WIDTH)}: `
}

/** The whole typed text; each line ends with a newline, so its length is what the sequencer types. */
export function profileTypedText(lines: readonly ProfileLine[]): string {
  return lines.map((line) => `${labelPrefix(line)}${line.value}\n`).join('')
}

/** Each line's label and value cut where `visibleChars` typed characters end; lines not reached are left out. */
export function visibleProfileLines(
  lines: readonly ProfileLine[],
  visibleChars: number,
): Array<{ label: string; value: string; complete: boolean }> {
  const shown: Array<{ label: string; value: string; complete: boolean }> = []
  let remaining = visibleChars
  for (const line of lines) {
    if (remaining <= 0) break
    const prefix = labelPrefix(line)
    const length = prefix.length + line.value.length + 1
    shown.push({
      label: prefix.slice(0, remaining),
      value: line.value.slice(0, Math.max(0, remaining - prefix.length)),
      complete: remaining >= length,
    })
    remaining -= length
  }
  return shown
}
