import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

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
  },
})
