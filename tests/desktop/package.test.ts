// `npm run dist` without the internet: electron-builder packs the built app with the project's config,
// given a stand-in Electron distribution (the real one is a download). Checks what lands in app.asar.
// The fuses need a real Electron binary to flip, so they are left out here (the unit test checks them).
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureDesktopBuild, root } from './built-app'

const require = createRequire(import.meta.url)
const asar = require('@electron/asar') as { listPackage: (archive: string, options: object) => string[] }
const skip =
  process.platform === 'linux'
    ? null
    : 'package: the stand-in Electron distribution is a Linux one; this runs on Linux.'
if (skip !== null) console.log(skip)

const work = mkdtempSync(join(tmpdir(), 'holotable-package-'))
let packed: { status: number | null; output: string }
let entries: string[] = []

beforeAll(() => {
  if (skip !== null) return
  ensureDesktopBuild()
  const dist = join(work, 'electron-dist')
  mkdirSync(join(dist, 'resources'), { recursive: true })
  writeFileSync(join(dist, 'electron'), '#!/bin/sh\n')
  chmodSync(join(dist, 'electron'), 0o755)
  writeFileSync(join(dist, 'version'), 'v45.5.0')
  const config = JSON.parse(readFileSync(join(root, 'build', 'electron-builder.json'), 'utf8')) as Record<
    string,
    unknown
  >
  delete config['electronFuses']
  const output = join(work, 'release')
  const testConfig = {
    ...config,
    electronDist: dist,
    npmRebuild: false,
    directories: { buildResources: 'build', output },
  }
  writeFileSync(join(work, 'config.json'), JSON.stringify(testConfig))
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
  const run = spawnSync(npx, ['electron-builder', '--dir', '--linux', '--config', join(work, 'config.json')], {
    cwd: root,
    encoding: 'utf8',
    timeout: 240_000,
    env: { ...process.env, CI: 'true' },
  })
  packed = { status: run.status, output: `${run.stdout}\n${run.stderr}` }
  const archive = join(output, 'linux-unpacked', 'resources', 'app.asar')
  if (existsSync(archive)) entries = asar.listPackage(archive, { isPack: false }).map((e) => e.replace(/\\/g, '/'))
}, 300_000)

afterAll(() => {
  rmSync(work, { recursive: true, force: true })
})

describe.skipIf(skip !== null)('packaging with build/electron-builder.json', () => {
  it('electron-builder packs the app', () => {
    expect(packed.status, packed.output).toBe(0)
  })

  it('app.asar holds package.json and out/ only: main, a .cjs preload, the renderer — no node_modules', () => {
    const topLevel = [...new Set(entries.map((e) => e.split('/')[1]))].sort()
    expect(topLevel).toEqual(['out', 'package.json'])
    expect(entries).toEqual(
      expect.arrayContaining(['/out/main/index.js', '/out/preload/index.cjs', '/out/renderer/index.html']),
    )
    const main = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { main: string }).main
    expect(entries).toContain(`/${main}`)
  })
})
