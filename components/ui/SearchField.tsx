import { Search } from 'lucide-react'
import { type Ref, useId } from 'react'
import { SEARCH_MAX_LENGTH } from './searchText'

type Props = {
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  /** The field itself, so the island can take over text typed before it hydrated. */
  inputRef?: Ref<HTMLInputElement>
}

/** A search box named by its visible label, with a magnifier in front (games catalogue, tutorials explorer). */
export function SearchField({ label, placeholder, value, onChange, inputRef }: Props) {
  const id = useId()
  return (
    <search className="search">
      <label htmlFor={id}>{label}</label>
      <div className="field">
        <Search aria-hidden="true" size={18} />
        <input
          ref={inputRef}
          id={id}
          type="search"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          spellCheck={false}
        />
      </div>
      <style jsx>{`
        .search {
          display: block;
          max-width: 32rem;
          margin-bottom: var(--space-5);
        }
        label {
          display: block;
          margin-bottom: var(--space-2);
          font-weight: 650;
        }
        .field {
          position: relative;
          display: flex;
          align-items: center;
        }
        .field :global(svg) {
          position: absolute;
          left: var(--space-3);
          color: var(--color-text-muted);
          pointer-events: none;
        }
        input {
          width: 100%;
          min-height: 3rem;
          padding: var(--space-2) var(--space-4) var(--space-2) 2.5rem;
          border: 1px solid var(--color-border-strong);
          border-radius: var(--radius-md);
          background: var(--color-surface);
          color: var(--color-text);
          font: inherit;
        }
        input::placeholder {
          color: var(--color-text-muted);
          opacity: 1;
        }
        input:focus-visible {
          border-color: var(--color-primary);
        }
      `}</style>
    </search>
  )
}
