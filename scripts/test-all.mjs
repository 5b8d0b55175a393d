// `npm test`: everything CI runs — typecheck, lint, unit tests, the web build, the desktop build and
// the tests of what it ships (boot of out/, the real `npm start`), e2e — then one
// summary line ("tests: N passed, N failed, N skipped") and a non-zero exit if anything failed.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const reports = resolve(root, 'reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'

const stages = []
function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  const ok = r.status === 0
  stages.push({ name, ok, seconds: (Date.now() - started) / 1000 })
  return ok
}
function listenOn(port) {
  return new Promise((done) => {
    const server = createServer()
    server.once('error', () => done(undefined))
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address()
      server.close(() => done(bound))
    })
  })
}
async function freePort(preferred) {
  return (await listenOn(preferred)) ?? (await listenOn(0))
}
function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
  } catch {
    return undefined
  }
}

run('typecheck', 'npm', ['run', '--silent', 'typecheck'])
run('lint', 'npm', ['run', '--silent', 'lint'])
run('unit tests (vitest)', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resolve(reports, 'vitest.json')}`,
])
const built =
  run('web build', 'npm', ['run', '--silent', 'build:renderer']) &&
  run('web build for e2e (test hooks on, dist-web-e2e/)', 'npm', ['run', '--silent', 'build:renderer:e2e']) &&
  run('desktop build (electron-vite)', 'npm', ['run', '--silent', 'build:desktop'])
if (built) {
  run('desktop tests (vitest: boot of out/, npm start)', npx, [
    'vitest',
    'run',
    '--config',
    'vitest.desktop.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resolve(reports, 'vitest-desktop.json')}`,
  ])
  // The e2e server's port: the one asked for, else 5183, else (another run or app holds it) any
  // free port, so a busy machine does not fail the run before a test starts.
  const port = process.env.HOLOTABLE_E2E_PORT ?? String(await freePort(5183))
  run('e2e tests (playwright)', npx, ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(reports, 'playwright.json'),
    HOLOTABLE_E2E_PORT: port,
  })
}

let passed = 0
let failed = 0
let skipped = 0
const vitest = readJson(resolve(reports, 'vitest.json'))
const vitestDesktop = readJson(resolve(reports, 'vitest-desktop.json'))
for (const report of [vitest, vitestDesktop]) {
  if (!report) continue
  passed += report.numPassedTests ?? 0
  failed += report.numFailedTests ?? 0
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}
const pw = readJson(resolve(reports, 'playwright.json'))
if (pw?.stats) {
  passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0)
  failed += pw.stats.unexpected ?? 0
  skipped += pw.stats.skipped ?? 0
}

console.log('\n=== summary ===')
for (const s of stages) console.log(`${s.ok ? 'ok  ' : 'FAIL'}  ${s.name} (${s.seconds.toFixed(1)} s)`)
const stageFailures = stages.filter((s) => !s.ok).length
// A failed stage with no failing test (typecheck, lint, build, a crash) still counts as a failure.
if (stageFailures > 0 && failed === 0) failed = stageFailures
if (!vitest || (built && (!pw || !vitestDesktop))) failed = Math.max(failed, 1)
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(stageFailures > 0 || failed > 0 ? 1 : 0)
