import type { SignInFieldName } from './SignInView'

/**
 * The prerendered page shows the sign-in form from the first paint (AdminRoot). The visitor may type into it, or
 * submit it, before the admin app's code has arrived; the head's loader holds such a submission back and replays it
 * once the island has hydrated (renderer/clientLoader.ts). The app then renders its own form in that form's place,
 * and takes over from here what the visitor did: the typed values, the focused field and caret, and the submission.
 */
export type CarriedSignIn = {
  values: Partial<Record<SignInFieldName, string>>
  submitted: boolean
  /** Puts focus and caret back where the visitor left them, in the app's form. */
  restoreFocus: (form: HTMLFormElement) => void
}

const FIELD_NAMES: readonly SignInFieldName[] = ['email', 'password']

let prerenderedForm: HTMLFormElement | null = null
let submitRequested = false

/** The caret of a field, where its type has one (an email field has none). */
function selectionOf(field: HTMLInputElement): [number, number] | undefined {
  try {
    if (field.selectionStart === null || field.selectionEnd === null) return undefined
    return [field.selectionStart, field.selectionEnd]
  } catch {
    return undefined
  }
}

export const carriedSignIn = {
  /** The prerendered form's ref. */
  attach(form: HTMLFormElement | null): void {
    if (form) prerenderedForm = form
  },
  /** The prerendered form was submitted (a replayed submission): the app's form submits once it is there. */
  requestSubmit(): void {
    submitRequested = true
  },
  /** Read once by the app's form, while the prerendered one is still on the page; later calls get nothing. */
  take(): CarriedSignIn {
    const form = prerenderedForm?.isConnected ? prerenderedForm : null
    const values: CarriedSignIn['values'] = {}
    let focused: { name: string; selection?: [number, number] } | undefined
    for (const name of FIELD_NAMES) {
      const field = form?.elements.namedItem(name)
      if (!(field instanceof HTMLInputElement)) continue
      if (field.value !== '') values[name] = field.value
      if (document.activeElement === field) focused = { name, selection: selectionOf(field) }
    }
    const carried: CarriedSignIn = {
      values,
      submitted: submitRequested,
      restoreFocus(target) {
        const field = focused && target.elements.namedItem(focused.name)
        if (!(field instanceof HTMLInputElement)) return
        field.focus()
        if (focused?.selection) field.setSelectionRange(...focused.selection)
      },
    }
    prerenderedForm = null
    submitRequested = false
    return carried
  },
}
