// The visitor may type into the prerendered sign-in form, or submit it (held back by the head's loader), before the
// admin app's code arrives: the app's form, rendered in its place, takes over values, focus, caret and submission.
let prerenderedForm: HTMLFormElement | null = null
let submitRequested = false

const fieldsOf = (form: HTMLFormElement | null) => [...(form?.querySelectorAll('input') ?? [])]

export const carriedSignIn = {
  /** The prerendered form's ref. */
  attach(form: HTMLFormElement | null): void {
    if (form) prerenderedForm = form
  },
  /** The prerendered form was submitted (a replayed submission): the app's form submits once it is there. */
  requestSubmit(): void {
    submitRequested = true
  },
  /** Read by the app's form as it renders, while the prerendered one (and its focus) is still on the page. */
  take() {
    // Kept even once the app's commit has taken it off the page: its fields still hold what was typed last.
    const source = prerenderedForm?.isConnected ? prerenderedForm : null
    const focused = fieldsOf(source).find((field) => field === document.activeElement)
    // The caret, where the field's type has one (an email field has none: null).
    const { selectionStart: start = null, selectionEnd: end = null } = focused ?? {}
    return {
      /** Once the app's form is on the page, before it is painted: carries over values, focus, caret and submission. */
      continueIn(target: HTMLFormElement) {
        for (const from of fieldsOf(source)) {
          const to = fieldsOf(target).find((field) => field.name === from.name)
          if (!to) continue
          if (to.value !== from.value) to.value = from.value
          if (from === focused) to.focus()
          if (from === focused && start !== null && end !== null) to.setSelectionRange(start, end)
        }
        const submit = submitRequested
        prerenderedForm = null
        submitRequested = false
        if (submit) target.requestSubmit()
      },
    }
  },
}
