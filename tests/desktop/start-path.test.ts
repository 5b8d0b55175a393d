// The README's first command, `npm start`, run for real in a fresh copy of the repository whose
// node_modules/electron has no binary (as after `npm install` since Electron 42). Only Electron's
// download site is replaced, by a local mirror serving a stub "Electron" that records how it was
// launched. Electron's installer needs Node.js 22.12+; on an older Node the test checks instead that
// `npm start` refuses at once with the version message.
import { execFileSync, spawn } from 'node:child_process'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { platformPath } from '../../scripts/ensure-electron.mjs'
import { nodeVersionProblem } from '../../scripts/ensure-node.mjs'
import { root } from './built-app'
import { startElectronMirror, type ElectronMirror } from './electron-mirror'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
// The Node.js `npm start` will run on: the first `node` on PATH, as npm scripts use.
const nodeVersion = execFileSync('node', ['--version'], { encoding: 'utf8' }).trim()
const versionProblem = nodeVersionProblem(nodeVersion)
const electronVersion = (
  JSON.parse(readFileSync(join(root, 'node_modules', 'electron', 'package.json'), 'utf8')) as { version: string }
).version
const fullPathSkip =
  versionProblem !== null
    ? `start-path: Node.js ${nodeVersion} here is older than 22.12, so Electron's installer cannot run: the download-and-launch half is not exercised (it runs in CI, where .ci/run uses Node 24); this run checks that \`npm start\` refuses with the version message instead.`
    : process.platform === 'win32'
      ? 'start-path: the stub Electron is a shell script, so the download-and-launch half runs on Linux and macOS only.'
      : null
if (fullPathSkip !== null) console.log(fullPathSkip)
else
  console.log(
    `start-path: Node.js ${nodeVersion} can run Electron's installer, so the old-Node refusal check is skipped and the full path runs.`,
  )

/** Packages copied rather than linked: electron (so its dist/ starts empty) and electron-vite, which
 * must resolve `electron` from the copy (Node resolves a linked package from its real location). */
const COPIED_PACKAGES = new Set(['electron', 'electron-vite'])

/**
 * What a clone would hold — the files git tracks plus new ones it does not ignore (so uncommitted
 * work is tested too) — and node_modules: linked, except the packages above, which are copied.
 */
function freshCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'holotable-start-'))
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  const tracked = listed.split('\0').filter(Boolean)
  for (const file of tracked) {
    const source = join(root, file)
    if (!existsSync(source) || statSync(source).isDirectory()) continue
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    copyFileSync(source, join(dir, file))
  }
  const modules = join(root, 'node_modules')
  const copyModules = join(dir, 'node_modules')
  mkdirSync(join(copyModules, '.bin'), { recursive: true })
  for (const entry of readdirSync(modules)) {
    if (entry === '.bin') continue
    if (COPIED_PACKAGES.has(entry)) {
      cpSync(join(modules, entry), join(copyModules, entry), {
        recursive: true,
        filter: (source) => !/[\\/]electron[\\/](dist|path\.txt)$/.test(source),
      })
    } else {
      symlinkSync(join(modules, entry), join(copyModules, entry))
    }
  }
  // npm puts node_modules/.bin on PATH; its links are relative, so they now lead into the copy.
  for (const bin of readdirSync(join(modules, '.bin'))) {
    symlinkSync(readlinkSync(join(modules, '.bin', bin)), join(copyModules, '.bin', bin))
  }
  return dir
}

function cleanEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined) continue
    // Anything that would steer Electron's installer or electron-vite away from what is tested.
    if (/^(npm_config_electron_|npm_package_config_electron_|electron_|ELECTRON_)/i.test(key)) continue
    if (/^(https?_proxy|all_proxy|no_proxy|NODE_OPTIONS)$/i.test(key)) continue
    env[key] = value
  }
  return { ...env, ELECTRON_GET_NO_PROGRESS: '1', ...extra }
}

function run(cmd: string, args: string[], cwd: string, env: Record<string, string>, timeoutMs: number) {
  return new Promise<{ status: number | null; output: string }>((done) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('close', (status) => {
      clearTimeout(timer)
      done({ status, output })
    })
  })
}

let copy = ''
const scratch = mkdtempSync(join(tmpdir(), 'holotable-start-scratch-'))

beforeAll(() => {
  copy = freshCopy()
})

afterAll(() => {
  if (copy !== '') rmSync(copy, { recursive: true, force: true })
  rmSync(scratch, { recursive: true, force: true })
})

describe('npm start on a fresh clone', () => {
  it.runIf(versionProblem !== null)(
    'refuses on Node.js older than 22.12, saying what to install, before building',
    async () => {
      const result = await run(npm, ['start'], copy, cleanEnv({}), 60_000)
      expect(result.status).toBe(1)
      expect(result.output).toContain(versionProblem)
      expect(existsSync(join(copy, 'out'))).toBe(false)
      expect(existsSync(join(copy, 'node_modules', 'electron', 'path.txt'))).toBe(false)
    },
  )

  describe.skipIf(fullPathSkip !== null)('with Node.js 22.12+ and the download site', () => {
    let mirror: ElectronMirror
    let start: { status: number | null; output: string }
    const record = join(scratch, 'stub-launch.txt')
    const env = (): Record<string, string> =>
      cleanEnv({
        ELECTRON_MIRROR: mirror.url,
        electron_use_remote_checksums: '1',
        electron_config_cache: join(scratch, 'electron-cache'),
        HOLOTABLE_STUB_RECORD: record,
      })

    beforeAll(async () => {
      mirror = await startElectronMirror({
        version: electronVersion,
        platform: process.platform,
        arch: process.arch,
        executableName: platformPath(process.platform),
      })
      expect(existsSync(join(copy, 'node_modules', 'electron', 'dist'))).toBe(false)
      start = await run(npm, ['start'], copy, env(), 280_000)
    }, 300_000)

    afterAll(async () => {
      await mirror?.close()
    })

    it('exits 0 after the stub Electron exits', () => {
      expect(start.output).toContain(`Holotable: downloading Electron ${electronVersion}`)
      expect(start.status, start.output).toBe(0)
    })

    it("fetched the binary and its checksums from the mirror, through Electron's installer", () => {
      expect(mirror.requests).toEqual([`/v${electronVersion}/${mirror.zipName}`, `/v${electronVersion}/SHASUMS256.txt`])
      const electronDir = join(copy, 'node_modules', 'electron')
      expect(readFileSync(join(electronDir, 'path.txt'), 'utf8')).toBe(platformPath(process.platform))
      const binary = join(electronDir, 'dist', platformPath(process.platform))
      expect(statSync(binary).mode & 0o111).not.toBe(0)
      expect(readdirSync(join(scratch, 'electron-cache')).length).toBeGreaterThan(0)
    })

    it('launched the stub on the built app: out/main/index.js, a .cjs preload and the renderer', () => {
      const [cwd, ...args] = readFileSync(record, 'utf8').trimEnd().split('\n')
      expect(realpathSync(cwd ?? '')).toBe(realpathSync(copy))
      expect(args).toEqual(['.'])
      const main = (JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as { main: string }).main
      expect(main).toBe('out/main/index.js')
      expect(existsSync(join(copy, main))).toBe(true)
      expect(readdirSync(join(copy, 'out', 'preload')).filter((f) => f.endsWith('.cjs'))).toEqual(['index.cjs'])
      expect(existsSync(join(copy, 'out', 'renderer', 'index.html'))).toBe(true)
    })

    it('does not download again once installed', async () => {
      const before = mirror.requests.length
      const again = await run(process.execPath, ['scripts/ensure-electron.mjs'], copy, env(), 60_000)
      expect(again.status, again.output).toBe(0)
      expect(again.output).toBe('')
      expect(mirror.requests.length).toBe(before)
    })
  })
})
