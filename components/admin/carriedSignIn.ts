import type { SignInFieldName } from './SignInView'

/**
 * The visitor may type into the prerendered sign-in form, or submit it (held back by the head's loader), before the
 * admin app's code arrives. The app's form, rendered in its place, takes over the typed values, the focused field
 * and caret, and the submission.
 */
type CarriedSignIn = {
  /** The typed values when the app's form renders, for its fields' defaults. */
  values: Partial<Record<SignInFieldName, string>>
  /** Once the app's form is on the page: carries over what happened since that render, restores focus, submits. */
  continueIn: (form: HTMLFormElement) => void
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

function fieldOf(form: HTMLFormElement | null, name: string): HTMLInputElement | undefined {
  const field = form?.elements.namedItem(name)
  return field instanceof HTMLInputElement ? field : undefined
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
  /** Read by the app's form as it renders, while the prerendered one is still on the page. */
  take(): CarriedSignIn {
    // Kept even once the app's commit has taken it off the page: its fields still hold what was typed last.
    const source = prerenderedForm?.isConnected ? prerenderedForm : null
    const values: CarriedSignIn['values'] = {}
    let focused: { name: string; selection?: [number, number] } | undefined
    for (const name of FIELD_NAMES) {
      const field = fieldOf(source, name)
      if (!field) continue
      if (field.value !== '') values[name] = field.value
      if (document.activeElement === field) focused = { name, selection: selectionOf(field) }
    }
    return {
      values,
      continueIn(target) {
        for (const name of FIELD_NAMES) {
          const from = fieldOf(source, name)
          const to = fieldOf(target, name)
          if (from && to && to.value !== from.value) to.value = from.value
        }
        const field = focused && fieldOf(target, focused.name)
        if (field) {
          field.focus()
          if (focused?.selection) field.setSelectionRange(...focused.selection)
        }
        const submit = submitRequested
        prerenderedForm = null
        submitRequested = false
        if (submit) target.requestSubmit()
      },
    }
  },
}
