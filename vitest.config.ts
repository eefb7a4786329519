import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Vitest 5's failure reporter calls Map.groupBy, which Node 20 lacks; without this a failing test crashes the
// reporter instead of printing its error.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    value<K, V>(items: Iterable<V>, keyOf: (item: V, index: number) => K): Map<K, V[]> {
      const groups = new Map<K, V[]>()
      let index = 0
      for (const item of items) {
        const key = keyOf(item, index++)
        const group = groups.get(key)
        if (group) group.push(item)
        else groups.set(key, [item])
      }
      return groups
    },
  })
}

// Unit and component tests: no Vike plugin; styled-jsx's test transform keeps <style jsx> out of the DOM.
export default defineConfig({
  plugins: [
    babel({
      include: /\.tsx$/,
      exclude: /node_modules/,
      plugins: ['styled-jsx/babel-test'],
      parserOpts: { plugins: ['typescript', 'jsx'] },
    }),
    react(),
  ],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
    setupFiles: ['tests/unit/setup.ts'],
  },
})
