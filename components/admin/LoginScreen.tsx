import { type FormEvent, useId, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useToast } from '../toast/useToast'
import { Button } from '../ui/Button'
import { AdminMain } from './AdminMain'
import { useAdminSession } from './AdminSession'
import { useAdminDocumentTitle, useAdminScreens } from './adminRoutes'
import { LOGIN_MESSAGES } from './loginContent'

// NOT REAL SECURITY: the check runs in the browser against a hash shipped in this page's JavaScript, and the
// session is a localStorage flag anyone can set (docs/security.md, "The admin area and its limits").

// The hashing code and the stored hash load when the visitor first uses the form, not with the page.
const loadSignInCheck = () => import('./auth/checkSignIn')

const fields = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const

export function LoginScreen() {
  const { admin: route, billingLoginUrl } = useAdminScreens()
  useAdminDocumentTitle('admin')
  const { signIn } = useAdminSession()
  const { toast } = useToast()
  const location = useLocation()
  const redirected = location.state !== null && typeof location.state === 'object' && 'from' in location.state
  const [checking, setChecking] = useState(false)
  // Counts failures so the inline message is inserted afresh (and announced again) after each one.
  const [failures, setFailures] = useState(0)
  const ids = useId()
  const errorId = `${ids}-error`
  const failed = failures > 0

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (checking) return
    const form = new FormData(event.currentTarget)
    setChecking(true)
    let valid = false
    try {
      const { checkSignIn } = await loadSignInCheck()
      valid = await checkSignIn({
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      })
    } catch {
      valid = false
    }
    setChecking(false)
    if (!valid) {
      setFailures((count) => count + 1)
      toast(LOGIN_MESSAGES.failureToast)
      return
    }
    toast(LOGIN_MESSAGES.successToast)
    // GuestOnly (AdminSession.tsx) then sends the visitor on: to where they came from, else the dashboard.
    signIn()
  }

  return (
    <AdminMain heading={route.heading} intro={route.intro} width="narrow">
      {redirected && <p className="notice">{LOGIN_MESSAGES.redirectedNotice}</p>}
      <form
        className="form"
        onSubmit={onSubmit}
        onFocus={() => void loadSignInCheck()}
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
          outline: 3px solid var(--color-focus);
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
