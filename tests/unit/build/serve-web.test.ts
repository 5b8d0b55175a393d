// `npm run web` (and every e2e spec) is served by scripts/serve-web.mjs: it sends the policy the build
// wrote beside index.html as a header on every response, as main does in the desktop app, and will
// not serve a build that has none (the page has no policy of its own any more).
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY } from '../../../src-shared/csp'

const script = resolve(import.meta.dirname, '../../../scripts/serve-web.mjs')
const made: string[] = []
afterEach(() => made.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

function build(withPolicy: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'holotable-serve-'))
  made.push(dir)
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Holotable</title>')
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets', 'startup-Ab12Cd34.js'), 'export {}\n')
  if (withPolicy) writeFileSync(join(dir, 'content-security-policy.txt'), `${CONTENT_SECURITY_POLICY}\n`)
  return dir
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const port = (server.address() as { port: number }).port
  await new Promise((done) => server.close(done))
  return port
}

describe('the web server', () => {
  it('sends the build’s policy as a header, on pages and on what it cannot find; the hashed assets are kept', async () => {
    const port = await freePort()
    const server = spawn(process.execPath, [script, '--dir', build(true), '--port', String(port)])
    try {
      await new Promise<void>((ready, failed) => {
        server.stdout.on('data', (d: Buffer) => String(d).includes('is running at') && ready())
        server.on('exit', (code) => failed(new Error(`exited ${code}`)))
      })
      const page = await fetch(`http://127.0.0.1:${port}/`)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
      expect(await page.text()).toContain('<title>Holotable</title>')
      // A page is asked for again each time; the hashed assets are kept by the browser.
      expect(page.headers.get('cache-control')).toBe('no-cache')
      const asset = await fetch(`http://127.0.0.1:${port}/assets/startup-Ab12Cd34.js`)
      expect(asset.status).toBe(200)
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(asset.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
      const missing = await fetch(`http://127.0.0.1:${port}/nowhere.js`)
      expect(missing.status).toBe(404)
      expect(missing.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    } finally {
      server.kill()
    }
  })

  it('refuses a build without the policy, saying to build it again', () => {
    const run = spawnSync(process.execPath, [script, '--dir', build(false), '--port', '0'], { encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(
      /has no content-security-policy\.txt \(built by an older version\): run `npm run build:renderer` \(or use `npm run web`\) again\./,
    )
  })
})
