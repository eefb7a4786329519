import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Unit and component tests: no Vike plugin; styled-jsx's test transform keeps <style jsx> out of the DOM.
export default defineConfig({
  plugins: [
    react({ include: /\.tsx$/, exclude: /node_modules/ }),
    babel({ include: /\.tsx$/, plugins: ['styled-jsx/babel-test'] }),
  ],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // One module graph per worker instead of one per file: files that change the environment (vi.stubEnv) reset
    // the modules they imported themselves. Halves the suite's CPU time, most of which was importing.
    isolate: false,
    restoreMocks: true,
    setupFiles: ['tests/unit/setup.ts'],
  },
})
