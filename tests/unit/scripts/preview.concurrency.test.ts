import { createServer } from 'node:net'
import { afterAll, expect, it } from 'vitest'
import { freePort, lowestEphemeralPort, START_TIMEOUT_MS, startPreview } from '../../../scripts/preview'
import { removeTempSites, tempSite } from './tempSite'

// Its own file, with no preview running before it: three emulators started at once used to race for the runtime's
// default devtools port, and all but one exited ("Address already in use"), as on a fresh checkout's test run.
afterAll(removeTempSites)

const HOME = { 'index.html': '<!DOCTYPE html><html><head><title>Home</title></head><body>Home</body></html>' }

it(
  'several previews started at once all answer',
  async () => {
    const dirs = [tempSite(HOME), tempSite(HOME), tempSite(HOME)]
    const started = await Promise.allSettled(dirs.map((dir) => startPreview({ dir })))
    try {
      const outcomes = started.map((result) => (result.status === 'fulfilled' ? 'answers' : String(result.reason)))
      expect(outcomes).toEqual(['answers', 'answers', 'answers'])
      for (const result of started) {
        if (result.status === 'fulfilled') expect((await fetch(result.value.url)).status).toBe(200)
      }
    } finally {
      await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)))
    }
  },
  START_TIMEOUT_MS + 60_000,
)

// An outgoing connection can take a port from the ephemeral range between the check and the emulator's bind.
it('chooses ports outside the range the OS gives outgoing connections, and free ones', async () => {
  const low = lowestEphemeralPort()
  const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()))
  for (const port of ports) expect(port).toBeLessThan(low)
  const server = createServer()
  await new Promise<void>((listening) => server.listen(ports[0], '127.0.0.1', listening))
  server.close()
})
