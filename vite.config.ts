import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    // styled-jsx needs its Babel transform; plugin-react 6 no longer runs Babel, so it runs here first.
    babel({
      include: /\.tsx$/,
      exclude: /node_modules/,
      plugins: ['styled-jsx/babel'],
      parserOpts: { plugins: ['typescript', 'jsx'] },
    }),
    react(),
    vike(),
  ],
})
