import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { startPreview } from '../../../scripts/preview'

// Its own file, with no preview running before it: three emulators started at once used to race for the runtime's
// default devtools port, and all but one exited ("Address already in use"), as on a fresh checkout's test run.
const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function site(): string {
  const dir = mkdtempSync(join(tmpdir(), 'preview-concurrency-'))
  dirs.push(dir)
  writeFileSync(
    join(dir, 'index.html'),
    '<!DOCTYPE html><html><head><title>Home</title></head><body>Home</body></html>',
  )
  return dir
}

it('several previews started at once all answer', async () => {
  const started = await Promise.allSettled([site(), site(), site()].map((dir) => startPreview({ dir })))
  try {
    const outcomes = started.map((result) => (result.status === 'fulfilled' ? 'answers' : String(result.reason)))
    expect(outcomes).toEqual(['answers', 'answers', 'answers'])
    for (const result of started) {
      if (result.status === 'fulfilled') expect((await fetch(result.value.url)).status).toBe(200)
    }
  } finally {
    await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)))
  }
}, 60_000)
