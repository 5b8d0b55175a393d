// The desktop build (out/) the desktop-stage tests look at. `npm test` builds it just before this
// stage; run alone (`npx vitest run -c vitest.desktop.config.ts`), a missing or stale build is rebuilt.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const root = resolve(import.meta.dirname, '..', '..')
const outDir = join(root, 'out')
export const mainEntry = join(outDir, 'main', 'index.js')
export const preloadDir = join(outDir, 'preload')
export const rendererIndex = join(outDir, 'renderer', 'index.html')

const SOURCES = [
  'src-main',
  'src-shared',
  'src-renderer',
  'electron.vite.config.ts',
  'vite.web.config.ts',
  'package.json',
]

function newestMtime(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

/** Why out/ cannot be used as it is, or null when it is complete and newer than every source. */
function buildProblem(): string | null {
  for (const file of [mainEntry, rendererIndex]) if (!existsSync(file)) return `${file} is missing`
  if (!existsSync(preloadDir) || readdirSync(preloadDir).length === 0) return `${preloadDir} is empty`
  const built = Math.min(statSync(mainEntry).mtimeMs, statSync(rendererIndex).mtimeMs)
  const changed = SOURCES.map((s) => join(root, s)).filter((s) => existsSync(s) && newestMtime(s) > built)
  return changed.length > 0 ? `sources changed since the build: ${changed.join(', ')}` : null
}

export function ensureDesktopBuild(): void {
  const problem = buildProblem()
  if (problem === null) return
  console.log(`desktop build: rebuilding (${problem})`)
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
  const result = spawnSync(npx, ['electron-vite', 'build'], { cwd: root, encoding: 'utf8', timeout: 180_000 })
  if (result.status !== 0) {
    throw new Error(`electron-vite build failed:\n${result.stdout}\n${result.stderr}`)
  }
}
