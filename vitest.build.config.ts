import { defineConfig } from 'vitest/config'

// Tests over the built site (OUT_DIR, default dist/): `npm run test:build`, after `npm run build`.
export default defineConfig({ test: { include: ['tests/build/**/*.test.ts'], environment: 'node' } })
