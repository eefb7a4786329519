/** The visitor's stored answer; anything else (bad value, storage that throws) counts as no answer yet. */

export type ConsentChoice = 'accepted' | 'rejected'

const CHOICES: readonly string[] = ['accepted', 'rejected'] satisfies ConsentChoice[]

export function readConsentChoice(storage: Storage | undefined, key: string): ConsentChoice | null {
  try {
    const value = storage?.getItem(key) ?? null
    return value !== null && CHOICES.includes(value) ? (value as ConsentChoice) : null
  } catch {
    return null
  }
}

/** Stores the answer; returns false when the browser refuses (the answer then holds for this page only). */
export function storeConsentChoice(storage: Storage | undefined, key: string, choice: ConsentChoice): boolean {
  try {
    storage?.setItem(key, choice)
    return storage !== undefined
  } catch {
    return false
  }
}

/** `window.localStorage`, or undefined where even reading the property throws (storage blocked). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
