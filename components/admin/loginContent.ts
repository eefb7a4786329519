/** Every message of the sign-in form. */
export const LOGIN_MESSAGES = {
  inlineError: 'Invalid email or password. Please try again.',
  failureToast: { title: 'Login Failed', description: 'Invalid email or password.', variant: 'destructive' },
  successToast: { title: 'Login Successful!', description: 'Redirecting to your dashboard...' },
  redirectedNotice: 'Sign in to continue to the page you asked for.',
} as const
