// Types a text one character at a time; starting again cancels the earlier run, whose callbacks never fire.
export function createTypingSequencer({
  msPerChar,
  onProgress,
  onComplete,
}: {
  /** Delay before each character appears; 0 or less shows the whole text at once. */
  msPerChar: number
  /** Called with the number of characters now visible (0 right after start, text length at the end). */
  onProgress: (visibleChars: number) => void
  /** Called once, when the whole text is visible. */
  onComplete: () => void
}) {
  let pending: ReturnType<typeof setTimeout> | undefined
  let run = 0

  const cancel = () => {
    run += 1
    clearTimeout(pending)
    pending = undefined
  }

  /** Starts typing `text` from the beginning; any earlier run stops first. `instant` shows it all at once. */
  const start = (text: string, { instant = false }: { instant?: boolean } = {}) => {
    cancel()
    const thisRun = run
    const total = text.length
    if (instant || msPerChar <= 0 || total === 0) {
      onProgress(total)
      onComplete()
      return
    }
    onProgress(0)
    const typeNext = (visible: number) => {
      pending = setTimeout(() => {
        if (thisRun !== run) return
        pending = undefined
        onProgress(visible)
        if (visible < total) typeNext(visible + 1)
        else onComplete()
      }, msPerChar)
    }
    typeNext(1)
  }

  return { start, cancel }
}
