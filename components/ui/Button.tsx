import clsx from 'clsx'
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react'

type CommonProps = {
  variant?: 'default' | 'outline' | 'secondary' | 'ghost' | 'link'
  size?: 'default' | 'sm' | 'lg' | 'icon'
  children: ReactNode
}
type AsLink = CommonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }
type AsButton = CommonProps & ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined }

/** One look for every action: an `<a>` when it navigates (given `href`), a `<button>` otherwise. */
export function Button({ variant = 'default', size = 'default', className, ...rest }: AsLink | AsButton) {
  const classes = clsx('btn', `btn-${variant}`, `btn-size-${size}`, className)
  // Outside the tree of the global style below, so styled-jsx adds no class of its own.
  const element =
    rest.href === undefined ? (
      <button type="button" {...(rest as ButtonHTMLAttributes<HTMLButtonElement>)} className={classes} />
    ) : (
      <a {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)} className={classes} />
    )
  return (
    <>
      {element}
      <style jsx global>{`
        .btn {
          display: inline-flex;
          align-items: center;
          justify-content: center;
          gap: var(--space-2);
          border: 1px solid transparent;
          border-radius: var(--radius-md);
          font: inherit;
          font-weight: 650;
          line-height: 1.2;
          text-decoration: none;
          cursor: pointer;
          white-space: nowrap;
          /* No colour transitions: text fading through a theme switch would dip below the contrast minimum. */
          transition: transform 0.15s ease;
        }
        .btn:active:not(:disabled) {
          transform: translateY(1px);
        }
        .btn:disabled,
        .btn[aria-disabled='true'] {
          cursor: not-allowed;
          opacity: 0.65;
        }
        .btn-size-default {
          min-height: 2.75rem;
          padding: var(--space-2) var(--space-5);
        }
        .btn-size-sm {
          min-height: 2.25rem;
          padding: var(--space-1) var(--space-3);
          font-size: var(--text-sm);
        }
        .btn-size-lg {
          min-height: 3.25rem;
          padding: var(--space-3) var(--space-6);
          font-size: var(--text-lg);
        }
        .btn-size-icon {
          width: 2.75rem;
          height: 2.75rem;
          padding: 0;
        }
        .btn-default {
          background: var(--color-primary);
          color: var(--color-on-primary);
        }
        .btn-default:hover:not(:disabled) {
          background: var(--color-primary-hover);
        }
        .btn-outline,
        .btn-ghost {
          background: transparent;
          color: var(--color-text);
        }
        .btn-outline {
          border-color: var(--color-border-strong);
        }
        .btn-outline:hover:not(:disabled),
        .btn-ghost:hover:not(:disabled) {
          background: var(--color-surface-raised);
        }
        .btn-secondary {
          background: var(--color-surface-raised);
          color: var(--color-text);
        }
        .btn-secondary:hover:not(:disabled) {
          border-color: var(--color-border-strong);
        }
        .btn-link {
          background: transparent;
          color: var(--color-link);
          padding-inline: 0;
          text-decoration: underline;
          text-underline-offset: 0.2em;
        }
      `}</style>
    </>
  )
}
