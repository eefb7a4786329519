// Types a text one character at a time; starting again cancels the earlier run, whose callbacks never fire.

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

export type TypingSequencerOptions = {
  /** Delay before each character appears; 0 or less shows the whole text at once. */
  msPerChar: number
  /** Called with the number of characters now visible (0 right after start, text length at the end). */
  onProgress: (visibleChars: number) => void
  /** Called once, when the whole text is visible. */
  onComplete: () => void
  timers?: Timers
}

export type TypingSequencer = {
  /** Starts typing `text` from the beginning; any earlier run stops first. `instant` shows it all at once. */
  start: (text: string, options?: { instant?: boolean }) => void
  /** Stops the current run where it is. */
  cancel: () => void
  /** Whether a run is in progress (started and neither complete nor cancelled). */
  isTyping: () => boolean
}

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}

export function createTypingSequencer({
  msPerChar,
  onProgress,
  onComplete,
  timers = defaultTimers,
}: TypingSequencerOptions): TypingSequencer {
  let pending: unknown
  let run = 0

  const cancel = () => {
    run += 1
    if (pending !== undefined) timers.clearTimeout(pending)
    pending = undefined
  }

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
      pending = timers.setTimeout(() => {
        if (thisRun !== run) return
        pending = undefined
        onProgress(visible)
        if (visible < total) typeNext(visible + 1)
        else onComplete()
      }, msPerChar)
    }
    typeNext(1)
  }

  return { start, cancel, isTyping: () => pending !== undefined }
}
