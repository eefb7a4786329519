/** Slow drifting colour glows behind the content. Decorative, CSS only (transform and opacity), still under reduced motion. */
export function AnimatedBackground() {
  return (
    <div className="backdrop" aria-hidden="true">
      <span className="glow glow-a" />
      <span className="glow glow-b" />
      <span className="glow glow-c" />
      <style jsx>{`
        .backdrop {
          position: fixed;
          inset: 0;
          z-index: -1;
          overflow: hidden;
          pointer-events: none;
          contain: strict;
        }
        .glow {
          position: absolute;
          width: 42rem;
          height: 42rem;
          border-radius: 50%;
          filter: blur(90px);
          opacity: var(--glow-opacity);
          will-change: transform;
          animation: drift 28s ease-in-out infinite alternate;
        }
        .glow-a {
          top: -18rem;
          left: -12rem;
          background: var(--color-primary);
        }
        .glow-b {
          top: 30vh;
          right: -16rem;
          background: var(--color-accent);
          animation-duration: 34s;
          animation-delay: -8s;
        }
        .glow-c {
          bottom: -22rem;
          left: 25vw;
          background: var(--color-primary);
          animation-duration: 40s;
          animation-delay: -16s;
        }
        @keyframes drift {
          from {
            transform: translate3d(0, 0, 0) scale(1);
          }
          to {
            transform: translate3d(6rem, 4rem, 0) scale(1.15);
          }
        }
        @media (prefers-reduced-motion: reduce) {
          .glow {
            animation: none;
          }
        }
      `}</style>
    </div>
  )
}
