/**
 * Decorative glows drifting behind the content: gradients (no per-frame blur) moved in shared quarter-second steps,
 * so software compositors redraw four times a second, not sixty. Still under prefers-reduced-motion.
 */
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
          --glow-color: var(--color-primary);
          position: absolute;
          /* The disc of the former 42rem circle blurred by 90px: a flat core fading out over about 12rem. */
          width: 54rem;
          height: 54rem;
          border-radius: 50%;
          background: radial-gradient(
            closest-side,
            var(--glow-color) 0%,
            var(--glow-color) 45%,
            color-mix(in srgb, var(--glow-color) 45%, transparent) 70%,
            transparent 100%
          );
          opacity: var(--glow-opacity);
          will-change: transform;
          animation: drift 28s steps(112) infinite alternate;
        }
        .glow-a {
          top: -24rem;
          left: -18rem;
        }
        .glow-b {
          --glow-color: var(--color-accent);
          top: calc(30vh - 6rem);
          right: -22rem;
          animation: drift 34s steps(136) -8s infinite alternate;
        }
        .glow-c {
          bottom: -28rem;
          left: calc(25vw - 6rem);
          animation: drift 40s steps(160) -16s infinite alternate;
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
            will-change: auto;
          }
        }
      `}</style>
    </div>
  )
}
