import { type FormEvent, useLayoutEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { toastStore } from '../toast/toastState'
import type { AdminScreens } from './adminRoutes'
import { carriedSignIn } from './carriedSignIn'
import { LOGIN_MESSAGES } from './loginContent'
import { SignInView } from './SignInView'

// NOT REAL SECURITY: the check runs in the browser against a hash shipped in this page's JavaScript, and the
// session is a localStorage flag anyone can set (docs/security.md, "The admin area and its limits").

// The hashing code and the stored hash load when the visitor first uses the form, not with the page.
const loadSignInCheck = () => import('./auth/builtInCredentials')

export function LoginScreen({ screens, onSignIn }: { screens: AdminScreens; onSignIn: () => void }) {
  const location = useLocation()
  const redirected = location.state !== null && typeof location.state === 'object' && 'from' in location.state
  const [checking, setChecking] = useState(false)
  // Counts failures so the inline message is inserted afresh (and announced again) after each one.
  const [failures, setFailures] = useState(0)
  const form = useRef<HTMLFormElement>(null)
  // The prerendered form as the visitor left it, read while it is still on the page (before this commit replaces it).
  const [carried] = useState(carriedSignIn.take)

  // Typing, focus, caret and a submission made in the prerendered form continue in this one.
  useLayoutEffect(() => {
    if (form.current) carried.continueIn(form.current)
  }, [carried])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (checking) return
    const entered = new FormData(event.currentTarget)
    setChecking(true)
    const valid = await loadSignInCheck()
      .then(({ checkSignIn }) =>
        checkSignIn({ email: String(entered.get('email') ?? ''), password: String(entered.get('password') ?? '') }),
      )
      .catch(() => false)
    setChecking(false)
    if (!valid) {
      setFailures((count) => count + 1)
      toastStore.show(LOGIN_MESSAGES.failureToast)
      return
    }
    toastStore.show(LOGIN_MESSAGES.successToast)
    // AdminRoutes then sends the visitor on: to where they came from, else the dashboard.
    onSignIn()
  }
  return (
    <SignInView
      route={screens.admin}
      billingLoginUrl={screens.billingLoginUrl}
      formRef={form}
      notice={redirected ? LOGIN_MESSAGES.redirectedNotice : undefined}
      failures={failures}
      checking={checking}
      onSubmit={onSubmit}
      onFocus={() => void loadSignInCheck()}
    />
  )
}
