import { ArrowRight } from 'lucide-react'
import type { IconName } from '../../data/navigation'
import { DataIcon } from '../ui/DataIcon'

type Tile = { href: string; icon: IconName; title: string; description: string }

/** Tiles to the other product lines; they load the target as a full page (data-vike="false"), as the spec asks. */
export function BeyondGamingTiles({ tiles }: { tiles: readonly Tile[] }) {
  return (
    <ul className="tiles">
      {tiles.map((tile) => (
        <li key={tile.href}>
          <a className="tile" href={tile.href} data-vike="false">
            <span className="icon">
              <DataIcon name={tile.icon} size={26} />
            </span>
            <span className="title">{tile.title}</span>
            <span className="description">{tile.description}</span>
            <span className="more" aria-hidden="true">
              <ArrowRight size={18} />
            </span>
          </a>
        </li>
      ))}
      <style jsx>{`
        .tiles {
          display: grid;
          gap: var(--space-4);
          grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
          list-style: none;
          margin: 0;
          padding: 0;
        }
        .tile {
          position: relative;
          display: flex;
          flex-direction: column;
          gap: var(--space-2);
          height: 100%;
          padding: var(--space-5);
          border: 1px solid var(--color-border);
          border-radius: var(--radius-lg);
          background: var(--color-surface);
          color: var(--color-text);
          text-decoration: none;
          transition:
            border-color 0.2s ease,
            transform 0.2s ease;
        }
        .tile:hover {
          border-color: var(--color-primary);
          transform: translateY(-3px);
        }
        .icon {
          color: var(--color-primary);
        }
        .title {
          font-weight: 700;
          font-size: var(--text-lg);
        }
        .description {
          color: var(--color-text-muted);
        }
        .more {
          margin-top: auto;
          color: var(--color-link);
        }
      `}</style>
    </ul>
  )
}
