import type { FormEvent, Ref } from 'react'
import { useId } from 'react'
import type { PageRoute } from '../../data/routes'
import { Button } from '../ui/Button'
import { AdminMain, NoScriptNote } from './AdminMain'
import { SIGNED_IN_ATTRIBUTE } from './auth/adminSession'
import { LOGIN_MESSAGES } from './loginContent'

/** Marks the prerendered screen, until the admin app's own takes its place. */
export const PRERENDERED_CLASS = 'prerendered-sign-in'

const fields = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const

/** The sign-in screen as markup: prerendered as it is, given its behaviour by LoginScreen. */
export function SignInView({
  route,
  billingLoginUrl,
  formRef,
  notice,
  prerendered = false,
  failures = 0,
  checking = false,
  onSubmit,
  onFocus,
}: {
  route: PageRoute
  billingLoginUrl: string
  formRef?: Ref<HTMLFormElement>
  notice?: string
  /** The prerendered screen: without JavaScript the form, which could not sign in, gives way to a note. */
  prerendered?: boolean
  failures?: number
  checking?: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onFocus?: () => void
}) {
  const ids = useId()
  const errorId = `${ids}-error`
  const failed = failures > 0
  return (
    <AdminMain route={route} width="narrow" className={prerendered ? PRERENDERED_CLASS : undefined}>
      {notice && <p className="notice">{notice}</p>}
      {prerendered && <NoScriptNote />}
      <form
        ref={formRef}
        className="form"
        onSubmit={onSubmit}
        onFocus={onFocus}
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
      <p className="customers">
        Looking for your hosting account? <a href={billingLoginUrl}>Log in on the billing site</a>.
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
          color: var(--color-text-muted);
          font-size: var(--text-sm);
        }
      `}</style>
    </AdminMain>
  )
}
