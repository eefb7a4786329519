import type { Plugin } from 'vite'

/**
 * react-router's build creates Link, NavLink, Form and its contexts at the top level with unannotated calls and
 * then writes their displayName, so bundlers keep all three and the data-router code they reach even where no
 * page uses them (remix-run/react-router#14058; the fix, #15299, is not released). For its production build only,
 * where a display name serves nothing, this drops those writes and marks the calls pure: 4.5 kB gzip of admin JS.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/ },
      handler: (code) =>
        code
          .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
          .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2'),
    },
  }
}
