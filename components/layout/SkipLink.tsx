export function SkipLink() {
  return (
    <a className="skip-link" href="#main-content">
      Skip to main content
      <style jsx>{`
        .skip-link {
          position: absolute;
          left: var(--space-4);
          top: -100%;
          z-index: 100;
          padding: var(--space-2) var(--space-4);
          background: var(--color-surface);
          color: var(--color-text);
          border-radius: var(--radius-md);
          box-shadow: var(--shadow-md);
        }
        .skip-link:focus {
          top: var(--space-2);
        }
      `}</style>
    </a>
  )
}
