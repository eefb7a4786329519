import { type FormEvent, startTransition, useActionState, useId, useLayoutEffect, useRef, useState } from 'react'
import { toastStore } from '../toast/toastState'
import { Button } from '../ui/Button'
import { AdminMain, NoScriptNote } from './AdminMain'
import type { AdminScreens } from './adminRoutes'
import { SIGNED_IN_ATTRIBUTE } from './auth/adminSession'

// NOT REAL SECURITY: the check runs in the browser against a hash shipped in this page's JavaScript, and the
// session is a localStorage flag anyone can set (docs/security.md, "The admin area and its limits").

/** Marks the prerendered screen, until the admin app's own takes its place. */
export const PRERENDERED_CLASS = 'prerendered-sign-in'

export const LOGIN_MESSAGES = {
  inlineError: 'Invalid email or password. Please try again.',
  failureToast: { title: 'Login Failed', description: 'Invalid email or password.', variant: 'destructive' },
  successToast: { title: 'Login Successful!', description: 'Redirecting to your dashboard...' },
  redirectedNotice: 'Sign in to continue to the page you asked for.',
} as const

const fields = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const

// The hashing code and the stored hash load when the visitor first uses the form, not with the page.
const loadSignInCheck = () => import('./auth/builtInCredentials')

// The prerendered form was submitted (a replayed submission) before the app's form was there.
let prerenderedSubmit = false

// Reads the prerendered form while it is still on the page (the app's commit replaces it); the function returned
// carries its values (still there once it is off the page), focus, caret and submission over to the app's form.
function takePrerenderedForm() {
  const fields = [...document.querySelectorAll<HTMLInputElement>(`.${PRERENDERED_CLASS} input`)]
  const focused = fields.find((field) => field === document.activeElement)
  // The caret, where the field's type has one (an email field has none: null).
  const { selectionStart: start = null, selectionEnd: end = null } = focused ?? {}
  return (target: HTMLFormElement) => {
    for (const from of fields) {
      const to = target.elements.namedItem(from.name)
      if (!(to instanceof HTMLInputElement)) continue
      if (to.value !== from.value) to.value = from.value
      if (from === focused) to.focus()
      if (from === focused && start !== null && end !== null) to.setSelectionRange(start, end)
    }
    const submit = prerenderedSubmit
    prerenderedSubmit = false
    if (submit) target.requestSubmit()
  }
}

/** The sign-in screen; prerendered (no `onSignIn`), its form keeps what is typed and submitted for the app's one. */
export function SignInScreen({
  screens,
  redirected = false,
  onSignIn,
}: {
  screens: AdminScreens
  /** The visitor was sent here from another admin page, where they go on to after signing in. */
  redirected?: boolean
  onSignIn?: () => void
}) {
  const prerendered = onSignIn === undefined
  const form = useRef<HTMLFormElement>(null)
  const [continuePrerendered] = useState(() => (prerendered ? undefined : takePrerenderedForm()))
  useLayoutEffect(() => {
    if (form.current) continuePrerendered?.(form.current)
  }, [continuePrerendered])

  // Counts failures so the inline message is inserted afresh (and announced again) after each one.
  const [failures, signIn, checking] = useActionState(async (count: number, entered: FormData) => {
    const valid = await loadSignInCheck()
      .then(({ checkSignIn }) =>
        checkSignIn({ email: String(entered.get('email') ?? ''), password: String(entered.get('password') ?? '') }),
      )
      .catch(() => false)
    toastStore.show(valid ? LOGIN_MESSAGES.successToast : LOGIN_MESSAGES.failureToast)
    // AdminRoutes then sends the visitor on: to where they came from, else the dashboard.
    if (valid) onSignIn?.()
    return valid ? count : count + 1
  }, 0)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (prerendered) prerenderedSubmit = true
    // Not the form's action, which would empty the fields after each try.
    else if (!checking) startTransition(() => signIn(new FormData(event.currentTarget)))
  }

  const ids = useId()
  const errorId = `${ids}-error`
  const failed = failures > 0
  return (
    <AdminMain route={screens.admin} narrow className={prerendered ? PRERENDERED_CLASS : undefined}>
      {redirected && <p className="notice">{LOGIN_MESSAGES.redirectedNotice}</p>}
      {prerendered && <NoScriptNote />}
      <form
        ref={form}
        className="form"
        onSubmit={onSubmit}
        onFocus={prerendered ? undefined : () => void loadSignInCheck()}
        aria-describedby={failed ? errorId : undefined}
      >
        {fields.map(({ name, label, type, autoComplete }) => (
          <div key={name} className="field">
            <label htmlFor={`${ids}-${name}`}>{label}</label>
            <input
              id={`${ids}-${name}`}
              name={name}
              type={type}
              autoComplete={autoComplete}
              required
              aria-invalid={failed || undefined}
              aria-describedby={failed ? errorId : undefined}
            />
          </div>
        ))}
        {failed && (
          <p key={failures} id={errorId} className="error" role="alert">
            {LOGIN_MESSAGES.inlineError}
          </p>
        )}
        <Button type="submit" className="submit" disabled={checking} aria-busy={checking || undefined}>
          {checking ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      <p className="fine-print customers">
        Looking for your hosting account? <a href={screens.billingLoginUrl}>Log in on the billing site</a>.
      </p>
      <style jsx>{`
        .notice {
          padding: var(--space-3) var(--space-4);
          border-left: 4px solid var(--color-primary);
          border-radius: var(--radius-sm);
          background: var(--color-surface-raised);
        }
        .form {
          display: grid;
          gap: var(--space-4);
        }
        /* A stored session (ADMIN_SESSION_SCRIPT) sends the visitor on: nothing here would stay on screen. */
        :global(html[${SIGNED_IN_ATTRIBUTE}] .${PRERENDERED_CLASS}) {
          visibility: hidden;
        }
        /* Without scripting a submission would go to the static host, with the password in its address. */
        @media (scripting: none) {
          .form {
            display: none;
          }
        }
        .field {
          display: grid;
          gap: var(--space-1);
        }
        label {
          font-weight: 650;
        }
        input {
          min-height: 2.75rem;
          padding: var(--space-2) var(--space-3);
          border: 1px solid var(--color-border-strong);
          border-radius: var(--radius-md);
          background: var(--color-bg);
          color: var(--color-text);
          font: inherit;
        }
        input:focus-visible {
          outline-offset: 1px;
        }
        input[aria-invalid='true'] {
          border-color: var(--color-danger);
        }
        .error {
          margin: 0;
          color: var(--color-danger);
          font-weight: 650;
        }
        .form :global(.submit) {
          width: 100%;
        }
        .customers {
          margin: var(--space-5) 0 0;
          padding-top: var(--space-4);
          border-top: 1px solid var(--color-border);
        }
      `}</style>
    </AdminMain>
  )
}
