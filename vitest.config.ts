import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Unit and component tests: no Vike plugin; styled-jsx's test transform keeps <style jsx> out of the DOM.
export default defineConfig({
  plugins: [react({ include: /\.tsx$/, exclude: /node_modules/, babel: { plugins: ['styled-jsx/babel-test'] } })],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
    setupFiles: ['tests/unit/setup.ts'],
  },
})
