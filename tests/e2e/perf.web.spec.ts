import { expect, test, type CDPSession, type Page } from '@playwright/test'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { availableParallelism, loadavg } from 'node:os'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import vue from '@vitejs/plugin-vue'
import sirv from 'sirv'
import { build } from 'vite'
import { CSP_FILE } from '../../vite.web.config'
import { createGame, seedLibrary, snap } from './support'
import { createRng, nextInt } from '../../src-shared/core/prng'

// Measured, not asserted (timings vary by machine): the spec prints a table of each number beside
// its target and whether it was met. What it does assert is that the screen followed every change —
// a 10,000-event game appends, undoes and redoes with the timeline and the notes updating each time.
// Besides the wall time the player waits, it prints the main thread's CPU time per action
// (Chromium's ThreadTime): on a machine busy with other work the wall time also counts the waits
// for a core, the CPU time does not.
test.describe.configure({ timeout: 600_000 })

const machine = (): string => `machine load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`
const met = (ok: boolean): string => (ok ? 'met' : 'NOT met')

interface StoredEvent {
  gameId: string
  seq: number
  at: string
  type: string
  v: number
  payload: unknown
}
interface GameFile {
  game: { id: string; players: { id: string }[] }
  events: StoredEvent[]
}
type Repo = {
  exportGame(id: string): Promise<string>
  importGame(text: string, mode: string): Promise<{ status: string; error?: string }>
  appendEvent(id: string, e: unknown): Promise<unknown>
}

/** A long game: scores and notes, with an undo and a redo every 20 events (all of them fit). */
function lengthen(file: GameFile, total: number): GameFile {
  const [started] = file.events
  const events: StoredEvent[] = [started!]
  const players = file.game.players.map((p) => p.id)
  const t0 = Date.parse(started!.at)
  let lastOrdinary = 1
  for (let seq = 2; seq <= total; seq++) {
    const base = { gameId: file.game.id, seq, at: new Date(t0 + seq * 1000).toISOString(), v: 1 }
    if (seq % 20 === 18) events.push({ ...base, type: 'undo', payload: { target: lastOrdinary } })
    else if (seq % 20 === 19) events.push({ ...base, type: 'redo', payload: { target: lastOrdinary } })
    else {
      lastOrdinary = seq
      events.push(
        seq % 7 === 0
          ? { ...base, type: 'note.added', payload: { text: `Round ${seq}: the Rebels hold Hoth` } }
          : { ...base, type: 'score.set', payload: { player: players[seq % players.length]!, score: seq % 40 } },
      )
    }
  }
  return { ...file, events }
}

/** The value at percentile `p` (0–100) of numbers sorted ascending. */
const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const stats = (times: number[]): { p50: number; p95: number; max: number } => {
  const s = [...times].sort((a, b) => a - b)
  return { p50: percentile(s, 50), p95: percentile(s, 95), max: s[s.length - 1]! }
}
const ms = (x: number): string => `${x.toFixed(1)} ms`

/**
 * Clicks a button `times` times inside the page and times each click until the timeline has
 * changed in the DOM: what the player waits for. The screen shows a change before its write lands,
 * so each click is also timed until the write has committed (the app announces it on its
 * BroadcastChannel, which another channel object in the same page hears): printed, not a target.
 * With `note`, types a note first (not timed).
 */
async function timeClicks(
  page: Page,
  testid: string,
  times: number,
  note = false,
): Promise<{ shown: number[]; saved: number[] }> {
  return page.evaluate(
    async ({ testid, times, note }) => {
      const list = document.querySelector('[data-testid="timeline"]')!
      const button = () => document.querySelector<HTMLButtonElement>(`[data-testid="${testid}"]`)!
      const count = () => Number.parseInt(list.querySelector('.timeline-head .faint')!.textContent!, 10)
      const out: number[] = []
      const saved: number[] = []
      const channel = new BroadcastChannel('holotable-log')
      let written: (() => void) | undefined
      channel.onmessage = () => written?.()
      for (let i = 0; i < times; i++) {
        // Done when the timeline counts the new event (any other change, such as a row measured
        // late, does not count), checked at every DOM change: no polling delay is added.
        const want = count() + 1
        const changed = new Promise<void>((resolve) => {
          const mo = new MutationObserver(() => {
            if (count() !== want) return
            mo.disconnect()
            resolve()
          })
          mo.observe(list, { subtree: true, childList: true, characterData: true, attributes: true })
        })
        if (note) {
          const input = document.querySelector<HTMLTextAreaElement>('[data-testid="note-input"]')!
          input.value = `perf note ${i + 1}`
          input.dispatchEvent(new Event('input'))
          await new Promise((r) => requestAnimationFrame(r))
        }
        const landed = new Promise<void>((resolve) => (written = resolve))
        const t = performance.now()
        button().click()
        await changed
        out.push(performance.now() - t)
        await landed
        saved.push(performance.now() - t)
        // let the write settle before the next click (a player does not click 60 times a second)
        await new Promise((r) => setTimeout(r, 30))
      }
      channel.close()
      return { shown: out, saved }
    },
    { testid, times, note },
  )
}

/** The page's main-thread CPU time so far, in ms (Chromium's ThreadTime metric). */
const metricSessions = new WeakMap<Page, CDPSession>()
async function threadMs(page: Page): Promise<number> {
  let cdp = metricSessions.get(page)
  if (!cdp) {
    cdp = await page.context().newCDPSession(page)
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
    metricSessions.set(page, cdp)
  }
  const { metrics } = await cdp.send('Performance.getMetrics')
  return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? Number.NaN) * 1000
}

/** Runs `work` and returns its result with the main thread's CPU time per action. */
async function withCpu<T>(page: Page, work: () => Promise<T>): Promise<[T, number]> {
  const before = await threadMs(page)
  const out = await work()
  return [out, (await threadMs(page)) - before]
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await cdp.detach()
  return usedSize / 1024 / 1024
}

test('perf: append, undo, redo and open at 100 / 2,000 / 10,000 events through the game screen', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 }) // wide enough for the timeline to be open
  await createGame(page, { module: 'rule-the-galaxy', title: 'perf', players: ['Ana', 'Ben'] })
  const gameId = /#\/game\/([^/?]+)/.exec(page.url())![1]!
  await page.goto('./?perf=1#/')
  await page.waitForFunction(() => 'holotablePerf' in window)
  const base = JSON.parse(
    await page.evaluate(
      (id) => (window as unknown as { holotablePerf: { repository: Repo } }).holotablePerf.repository.exportGame(id),
      gameId,
    ),
  ) as GameFile

  const rows: string[] = []
  for (const size of [100, 2000, 10_000]) {
    const text = JSON.stringify(lengthen(base, size))
    const imported = await page.evaluate(
      (text) =>
        (window as unknown as { holotablePerf: { repository: Repo } }).holotablePerf.repository.importGame(
          text,
          'replace',
        ),
      text,
    )
    expect(imported, `import of ${size} events`).toMatchObject({ status: 'imported' })

    // Open it from the home screen, as a player does: until the timeline and the scores are shown.
    await page.goto('./?perf=1#/')
    await expect(page.getByTestId('new-game')).toBeEnabled()
    // The list renders only what is in view: the newest rows, not the whole game.
    const openMs = await page.evaluate(
      async ({ gameId, size }) => {
        const t = performance.now()
        location.hash = `#/game/${gameId}`
        const want = `${size} events`
        for (;;) {
          const count = document.querySelector('[data-testid="timeline"] .timeline-head .faint')?.textContent
          const plus = document.querySelector<HTMLButtonElement>('[data-testid^="score-plus-"]')
          if (count === want && plus && !plus.disabled) return performance.now() - t
          await new Promise((r) => requestAnimationFrame(r))
        }
      },
      { gameId, size },
    )
    await expect(page.getByTestId('timeline')).toContainText(`${size} events`)
    const heap = await heapMb(page)

    const [appends, appendCpu] = await withCpu(page, () => timeClicks(page, 'add-note', 60, true))
    await expect(page.getByTestId('timeline')).toContainText(`${size + 60} events`)
    await expect(page.getByTestId('note').first()).toContainText('perf note 60')
    const [undos, undoCpu] = await withCpu(page, () => timeClicks(page, 'undo', 30))
    await expect(page.getByTestId('timeline')).toContainText(`${size + 90} events`)
    await expect(page.getByTestId('note').first()).toContainText('perf note 30')
    await expect(page.getByTestId('timeline-event').first()).toContainText('Undid: Note: “perf note 31”')
    const [redos, redoCpu] = await withCpu(page, () => timeClicks(page, 'redo', 30))
    await expect(page.getByTestId('note').first()).toContainText('perf note 60')
    await expect(page.getByTestId('timeline-event').first()).toContainText('Redid: Note: “perf note 60”')
    await expect(page.getByTestId('timeline')).toContainText(`${size + 120} events`)
    // The newest row is the last redo, and the list renders only what is in view.
    await expect(page.getByTestId('timeline-event').first()).toContainText(`#${size + 120}`)
    expect(await page.getByTestId('timeline-event').count()).toBeLessThan(60)
    if (size === 10_000) await snap(page, 'perf-10000-events')
    if (size === 2000) {
      // Scrolled to its end again and again (it reaches further back each time its last row comes
      // into view), the timeline gets to the game's first event, still rendering only a few rows.
      const list = page.getByTestId('timeline-list')
      const first = page.getByTestId('timeline-event').filter({ has: page.locator('.seq', { hasText: /^#1$/ }) })
      await expect(async () => {
        await list.evaluate((el) => el.scrollTo(0, el.scrollHeight))
        await expect(first).toBeInViewport({ timeout: 250 })
      }).toPass({ timeout: 60_000 })
      expect(await page.getByTestId('timeline-event').count()).toBeLessThan(60)
      await snap(page, 'perf-2000-scrolled-to-first')
      await list.evaluate((el) => el.scrollTo(0, 0))
      await expect(page.getByTestId('timeline-event').first()).toContainText(`#${size + 120}`)
    }

    const a = stats(appends.shown)
    const u = stats(undos.shown)
    const r = stats(redos.shown)
    const cpu = (total: number, n: number): string => `${ms(total / n)} CPU`
    const savedP95 = (x: { saved: number[] }): string => `saved p95 ${ms(stats(x.saved).p95)}`
    rows.push(
      `[perf] ${String(size).padStart(6)} | append ${ms(a.p50)} / ${ms(a.p95)} / ${ms(a.max)} (${cpu(appendCpu, 60)}, ${savedP95(appends)}) ${met(a.p95 < 16)}` +
        ` | undo ${ms(u.p50)} / ${ms(u.p95)} / ${ms(u.max)} (${cpu(undoCpu, 30)}, ${savedP95(undos)}) ${met(u.p95 < 16)}` +
        ` | redo ${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.max)} (${cpu(redoCpu, 30)}, ${savedP95(redos)}) ${met(r.p95 < 16)}` +
        ` | open ${ms(openMs)}${size === 10_000 ? ` ${met(openMs < 500)}` : ''} | heap ${heap.toFixed(1)} MB`,
    )
  }
  console.log(
    `[perf] Through the game screen with the timeline open (${machine()}). Targets: append, undo, redo p95 < 16 ms at every size;` +
      ` open 10,000 events < 500 ms; heap about 7 MB at 2,000. Each: p50 / p95 / max wall time until the screen shows it` +
      ` (main-thread CPU per action, p95 until its write has committed) verdict`,
  )
  for (const row of rows) console.log(row)
})

test('perf: raw IndexedDB append through the repository (the floor the screen is compared with)', async ({ page }) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'raw', players: ['Ana', 'Ben'] })
  const gameId = /#\/game\/([^/?]+)/.exec(page.url())![1]!
  const t0 = Date.now()
  await page.goto('./?perf=1#/')
  await expect(page.getByTestId('new-game')).toBeEnabled()
  const navToInteractive = Date.now() - t0
  await page.waitForFunction(() => 'holotablePerf' in window)
  const times = await page.evaluate(async (id) => {
    const repo = (window as unknown as { holotablePerf: { repository: Repo } }).holotablePerf.repository
    const out: number[] = []
    for (let i = 0; i < 300; i++) {
      const s = performance.now()
      await repo.appendEvent(id, { type: 'note.added', v: 1, payload: { text: `note ${i}` } })
      out.push(performance.now() - s)
    }
    return out
  }, gameId)
  const s = stats(times)
  console.log(`[perf] raw append (300): p50 ${ms(s.p50)} p95 ${ms(s.p95)} max ${ms(s.max)}`)
  console.log(`[perf] navigation → home interactive: ${navToInteractive} ms`)
  await page.goto(`./#/game/${gameId}`)
  await expect(page.getByTestId('timeline')).toContainText('301 events')
})

/** A big library for Home: a player's several years of evenings. */
const BIG_LIBRARY = 200

test('perf: Home with a big library (its first rows drawn with the first screen, the others after)', async ({
  page,
}) => {
  await seedLibrary(page, BIG_LIBRARY)
  // When Home first lists games, and when every row is in the page, noted inside it.
  await page.addInitScript((all: number) => {
    new MutationObserver((_, observer) => {
      const rows = document.querySelectorAll('[data-testid="recent-game"]').length
      if (rows > 0 && performance.getEntriesByName('first-rows').length === 0) performance.mark('first-rows')
      if (rows < all) return
      performance.mark('all-rows')
      observer.disconnect()
    }).observe(document, { subtree: true, childList: true })
  }, BIG_LIBRARY)
  await page.goto('./#/')
  const steps: Record<string, number>[] = []
  for (let i = 0; i < 9; i++) {
    await page.reload()
    await expect(page.getByTestId('recent-game')).toHaveCount(BIG_LIBRARY)
    await expect(page.getByTestId('recent')).toHaveAttribute('data-loaded', 'true')
    steps.push(
      await page.evaluate(() =>
        Object.fromEntries(
          performance.getEntriesByType('mark').map((m) => [m.name.replace('holotable:', ''), m.startTime]),
        ),
      ),
    )
  }
  const median = (name: string): number => stats(steps.map((at) => at[name]!)).p50
  const firstRows = stats(steps.map((at) => at['first-rows']! - at.drawing!)).p50
  console.log(
    `[perf] Home with ${BIG_LIBRARY} saved games (median of 9, ${machine()}): Home listing its first 20 ${ms(median('first-rows'))}` +
      ` (${ms(firstRows)} after drawing began), all ${BIG_LIBRARY} rows in the page ${ms(median('all-rows'))},` +
      ` the list confirmed by the library's read ${ms(median('read-answered'))}`,
  )
})

/**
 * How many times each page is started into a blank window (the target), reloaded, and started with
 * its assets kept by the browser (both printed beside it); the medians are compared. Single starts
 * here range from about 0.7× to 1.5× their median, so the median of 21 still moved by ±0.1× from
 * run to run; 41 narrowed that by about a third, but the same build still printed 1.31 to 1.52× in
 * four runs (stop 40): the start-by-start ratios spread over ~0.45× between their quartiles, which
 * puts one run's median of 41 within about ±0.065× of the true one (one standard error), as seen. 81
 * starts bring that to about ±0.045×, for ~50 s more; the verdict prints its own interval.
 */
const TIMED_STARTS = { blank: 81, itself: 21, kept: 21 }

/**
 * How far a run's ratio of medians (the app's over the empty page's) can be from the true one: its
 * 5th and 95th percentiles over 2,000 resamplings of the run's rounds (each round's two starts kept
 * together), with a fixed seed so the same times print the same interval.
 */
function ratioInterval(app: readonly number[], empty: readonly number[]): [number, number] {
  let rng = createRng(12)
  const ratios: number[] = []
  for (let k = 0; k < 2000; k++) {
    const a: number[] = []
    const e: number[] = []
    for (let i = 0; i < app.length; i++) {
      let j: number
      ;[j, rng] = nextInt(rng, 0, app.length - 1)
      a.push(app[j]!)
      e.push(empty[j]!)
    }
    ratios.push(stats(a).p50 / stats(e).p50)
  }
  ratios.sort((x, y) => x - y)
  return [percentile(ratios, 5), percentile(ratios, 95)]
}

/** How long each timed page is left to finish its work before the next one is timed. */
const SETTLE_MS = 500

/** How many saved games Home lists while the first screen is timed. */
const GAMES_ON_HOME = 12

/**
 * How a timed page's server lets the browser cache its files, the same for both pages: as main
 * serves the desktop app (app://, src-main/protocol.ts: `no-cache`, so every start asks for every
 * file again), or as `npm run web` does (scripts/serve-web.mjs: the hashed files under assets/ kept,
 * so a start asks only for index.html). Left unset, a browser guesses a file's freshness from its
 * age: the empty page, built a moment before, was asked for again at every start while the app's
 * older build came from the cache (measured: its script ran ~5 ms sooner for that alone).
 */
type Caching = 'every start' | 'assets kept'

/**
 * Serves a folder on 127.0.0.1 (a free port) with the Content-Security-Policy its build wrote beside
 * index.html as a header on every response (the desktop app's main sends the same; the empty page's
 * build has none), and the caching set in `caching.now`.
 */
async function serve(dir: string): Promise<{ url: string; server: Server; caching: { now: Caching } }> {
  const caching: { now: Caching } = { now: 'every start' }
  const files = sirv(dir, {
    dev: false,
    single: false,
    etag: true,
    setHeaders: (res, path) =>
      res.setHeader(
        'Cache-Control',
        caching.now === 'assets kept' && path.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      ),
  })
  const policyFile = resolve(dir, CSP_FILE)
  const policy = existsSync(policyFile) ? readFileSync(policyFile, 'utf8').trim() : undefined
  const server = createServer((req, res) => {
    if (policy) res.setHeader('Content-Security-Policy', policy)
    files(req, res, () => {
      res.statusCode = 404
      res.end('Not found')
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error('no port')
  return { url: `http://127.0.0.1:${address.port}/`, server, caching }
}

/** The JS a page loads before anything lazy: the entry script and its static imports. */
function initialChunks(dir: string): string[] {
  const html = readFileSync(resolve(dir, 'index.html'), 'utf8')
  const entry = /<script type="module"[^>]*src="\.\/(assets\/[^"]+\.js)"/.exec(html)![1]!
  const seen: string[] = []
  const visit = (file: string): void => {
    if (seen.includes(file)) return
    seen.push(file)
    const code = readFileSync(resolve(dir, file), 'utf8')
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(`assets/${m[1]}`)
  }
  visit(entry)
  return seen
}

test('perf: first screen against an empty Vue page built with the same toolchain, initial JS', async ({
  playwright,
  browserName,
  launchOptions,
}) => {
  // The empty page: one component with a heading and a button, built by Vite with the Vue plugin and
  // the app's build target, into a scratch folder under node_modules/.tmp (where `vue` resolves).
  const root = resolve(import.meta.dirname, '../../node_modules/.tmp/perf-empty-vue')
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
  writeFileSync(
    resolve(root, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Empty</title></head>' +
      '<body><div id="app"></div><script type="module" src="./main.ts"></script></body></html>',
  )
  writeFileSync(
    resolve(root, 'App.vue'),
    '<template><main><h1>Empty Vue page</h1><button type="button" data-testid="ready">Ready</button></main></template>\n',
  )
  // Its first module only sets the mark the app sets at its first line (first-read.ts), so both
  // scripts' way from their response to their first line can be printed side by side.
  writeFileSync(resolve(root, 'first-line.ts'), "performance.mark('holotable:evaluating')\n")
  writeFileSync(
    resolve(root, 'main.ts'),
    "import './first-line'\nimport { createApp } from 'vue'\nimport App from './App.vue'\ncreateApp(App).mount('#app')\n",
  )
  await build({
    configFile: false,
    logLevel: 'silent',
    root,
    base: './',
    plugins: [vue()],
    build: { outDir: resolve(root, 'dist'), emptyOutDir: true, target: 'chrome130', minify: true },
  })

  const appDir = resolve(import.meta.dirname, '../..', process.env.HOLOTABLE_E2E_DIR ?? 'dist-web-e2e')
  const app = await serve(appDir)
  const empty = await serve(resolve(root, 'dist'))
  // A browser of its own, started for this timing as the desktop app starts its own: the one the
  // other tests share has hosted their pages (the ten-thousand-event games just before), and the
  // timing should not depend on which tests ran first. Measured after the file's other tests: 1.54,
  // 1.50, 1.42 and 1.44× in the shared browser, 1.46, 1.47, 1.32 and 1.43× in one of its own
  // (docs/DECISIONS.md, stop 38).
  const browser = await playwright[browserName].launch(launchOptions)
  try {
    // Time from navigation start until the first screen can be used: the app's Home once its list
    // of games has been read from IndexedDB (what the player came for), the empty page's button in
    // the page. Noted inside each page, at the DOM change itself, by an observer installed before
    // the page's own scripts run, and reported on the console: timing it from the test's side (or
    // asking the page with evaluate, which first injects Playwright's helper script into it, about
    // 20 ms of the page's main thread) would add the test's own work to the app's start.
    // The app is timed at each step: Home drawn (New game can be clicked), Home listing its games (the
    // target: on a fresh start, the rows a window as tall as the screen can show, views/home-first-rows.ts;
    // at 1280 × 800 the first row starts below the window's edge), the list confirmed by the library's
    // read, and all its rows in the page (a frame after the first screen on a fresh start, at once on a reload).
    // A start is timed the way the desktop app starts: its window holds a blank page, then loads the
    // app. A reload over the page itself is timed too, and printed beside it: it also times tearing
    // the previous page down, which costs the app's page (its library loaded, a bigger DOM and heap)
    // more than the empty one's, and varies from run to run by tens of milliseconds on this machine.
    // Both pages are windows of one browser profile (one Playwright context), as two sites in one
    // browser are. With a context each, a page started ~30 ms slower whenever the start before it
    // had been the other page's (measured; likely Chromium readying a process for the profile it
    // last used): half of each page's starts paid it, so each median fell between two clusters and
    // moved by ±0.15× from run to run. In one profile every start finds the same.
    const context = await browser.newContext({ baseURL: app.url })
    const timedPage = async (ready: string[], origin: string) => {
      await context.addInitScript(
        ([selectors, own]: [string[], string]) => {
          if (location.origin !== own) return
          const seen = selectors.map(() => false)
          // When the page asked for its start script, and the app's own marks (first-read.ts, main.ts).
          const steps = (): string => {
            const at: Record<string, number> = {}
            const script = performance
              .getEntriesByType('resource')
              .find((r) => /\/assets\/(?:startup|index)-[^/]*\.js$/.test(r.name))
            if (script) at['script-asked'] = script.startTime
            if (script) at['script-in'] = (script as PerformanceResourceTiming).responseEnd
            for (const m of performance.getEntriesByType('mark'))
              if (m.name.startsWith('holotable:')) at[m.name.slice('holotable:'.length)] = m.startTime
            return JSON.stringify(at)
          }
          const check = (): void => {
            selectors.forEach((selector, i) => {
              if (seen[i] || !document.querySelector(selector)) return
              seen[i] = true
              console.log(`holotable-ready ${i} ${performance.now()} ${steps()}`)
            })
          }
          new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true })
        },
        [ready, new URL(origin).origin] as [string[], string],
      )
      return { page: await context.newPage(), marks: ready.length }
    }
    // Each timed start's steps go to the list of the page being timed.
    let lastSteps: Record<string, number>[] = []
    const timeTo = async (
      { page, marks }: { page: Page; marks: number },
      url: string,
      from: 'blank' | 'itself' = 'blank',
    ): Promise<number[]> => {
      const times: number[] = new Array<number>(marks).fill(Number.NaN)
      const heard = (m: { text(): string }): boolean => {
        const [tag, i, t, at] = m.text().split(' ')
        if (tag !== 'holotable-ready') return false
        times[Number(i)] = Number(t)
        const done = times.every((x) => !Number.isNaN(x))
        if (done) lastSteps.push(JSON.parse(at!) as Record<string, number>)
        return done
      }
      if (from === 'blank') await page.goto('about:blank')
      const ready = page.waitForEvent('console', { predicate: heard })
      await page.goto(url, { waitUntil: 'commit' })
      await ready
      // Let the page finish what it does after its first screen (the app loads its library's code,
      // reads its settings) before the next page is timed: left running, that work would slow the
      // next page down, which flatters whichever page comes after the app (the empty one).
      await page.waitForTimeout(SETTLE_MS)
      // When the page was first painted with content (Chromium's paint timing): asked once the start
      // is over, so asking costs the timed start nothing.
      const painted = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime)
      const steps = lastSteps[lastSteps.length - 1]
      if (steps && painted !== undefined) steps['painted'] = painted
      return times
    }
    const appPage = await timedPage(
      [
        '[data-testid="new-game"]',
        '[data-testid="recent"][data-shown="true"] [data-testid="recent-game"]',
        '[data-testid="recent"][data-loaded="true"]',
        `[data-testid="recent-games"] tbody tr:nth-child(${GAMES_ON_HOME})`,
      ],
      app.url,
    )
    const emptyPage = await timedPage(['[data-testid="ready"]'], empty.url)
    // A library as a player has it: a dozen saved games for Home to list (one started through the
    // screens, eleven copies of it imported), then a first visit of each page before the measured ones.
    await seedLibrary(appPage.page, GAMES_ON_HOME)
    await timeTo(appPage, app.url)
    await expect(appPage.page.getByTestId('recent-game')).toHaveCount(GAMES_ON_HOME)
    await timeTo(emptyPage, empty.url)
    type Steps = Record<string, number>[]
    type Starts = {
      drawn: number[]
      listed: number[]
      all: number[]
      read: number[]
      empty: number[]
      steps: { app: Steps; empty: Steps }
    }
    const starts = (): Starts => ({
      drawn: [],
      listed: [],
      all: [],
      read: [],
      empty: [],
      steps: { app: [], empty: [] },
    })
    const opened = starts()
    const reloaded = starts()
    const { app: appSteps, empty: emptySteps } = opened.steps
    // Each page goes first every other time: the page timed second starts while the first one's
    // process still finishes its work (a few milliseconds slower, measured), which would otherwise
    // always fall on the same page.
    const timeStarts = async (
      count: number,
      plan: readonly (readonly ['blank' | 'itself', Starts, number])[],
    ): Promise<void> => {
      for (let i = 0; i < count; i++) {
        for (const [from, into, times] of plan) {
          if (i >= times) continue
          const timeApp = async (): Promise<void> => {
            lastSteps = into.steps.app
            const [d, l, r, a] = await timeTo(appPage, app.url, from)
            into.all.push(a!)
            into.drawn.push(d!)
            into.listed.push(l!)
            into.read.push(r!)
          }
          const timeEmpty = async (): Promise<void> => {
            lastSteps = into.steps.empty
            into.empty.push((await timeTo(emptyPage, empty.url, from))[0]!)
          }
          for (const timed of i % 2 === 0 ? [timeApp, timeEmpty] : [timeEmpty, timeApp]) await timed()
        }
      }
    }
    // Served as main serves the desktop app: the target, and a reload beside it.
    await timeStarts(TIMED_STARTS.blank, [
      ['blank', opened, TIMED_STARTS.blank],
      ['itself', reloaded, TIMED_STARTS.itself],
    ])
    // Then as `npm run web` serves it: one start of each page to keep its assets, then the starts timed.
    for (const server of [app, empty]) server.caching.now = 'assets kept'
    await timeTo(appPage, app.url)
    await timeTo(emptyPage, empty.url)
    const kept = starts()
    await timeStarts(TIMED_STARTS.kept, [['blank', kept, TIMED_STARTS.kept]])
    const report = (how: string, x: Starts, target: boolean): void => {
      const count = x.empty.length
      const emptyMs = stats(x.empty).p50
      const listedMs = stats(x.listed).p50
      const times = (t: number): string => `${(t / emptyMs).toFixed(2)}×`
      console.log(
        `[perf] first screen, ${how} (median of ${count}, ${machine()}): empty Vue page ${ms(emptyMs)};` +
          ` app Home drawn ${ms(stats(x.drawn).p50)} (${times(stats(x.drawn).p50)}),` +
          ` Home listing its games ${ms(listedMs)} (${times(listedMs)}),` +
          ` all ${GAMES_ON_HOME} rows in the page ${ms(stats(x.all).p50)} (${times(stats(x.all).p50)});` +
          (target
            ? ` target ≤ 1.5× with the games listed: ${met(listedMs / emptyMs <= 1.5)}` +
              ` (90% interval ${ratioInterval(x.listed, x.empty)
                .map((r) => `${r.toFixed(2)}×`)
                .join('–')});`
            : ' not the target;') +
          ` the list confirmed by the library's read ${ms(stats(x.read).p50)} (${times(stats(x.read).p50)})`,
      )
      // How far one run's verdict can be trusted: the same ratio start by start (the app's start and
      // the empty page's of the same round, timed one after the other), its quartiles across the run.
      const pairs = x.listed.map((t, i) => t / x.empty[i]!).sort((a, b) => a - b)
      const q = (p: number): string => `${percentile(pairs, p).toFixed(2)}×`
      console.log(
        `[perf]   start by start (the games listed ÷ the empty page, same round): quartiles ${q(25)} / ${q(50)} / ${q(75)}`,
      )
    }
    report(
      'a start (each page loaded into a blank window, as the desktop app starts, every file asked for as main serves them)',
      opened,
      true,
    )
    report('a reload (each page loaded over itself)', reloaded, false)
    report('a start with the assets kept by the browser (as `npm run web` serves them)', kept, false)
    // Where the app's time goes (medians, ms from the start of navigation), against the empty page.
    const step = (all: Record<string, number>[], name: string): string => {
      const seen = all.map((at) => at[name]).filter((x): x is number => x !== undefined)
      return seen.length === all.length ? ms(stats(seen).p50) : 'not marked'
    }
    console.log(
      `[perf] first screen, a start's steps (medians from navigation start): app script asked ${step(appSteps, 'script-asked')},` +
        ` games read asked ${step(appSteps, 'read-asked')}, answered ${step(appSteps, 'read-answered')},` +
        ` app mounting ${step(appSteps, 'drawing')} → ${step(appSteps, 'drawn')}, first painted ${step(appSteps, 'painted')};` +
        ` empty page script asked ${step(emptySteps, 'script-asked')}, first painted ${step(emptySteps, 'painted')}`,
    )
    // The script's way from its response to its first line (compiled, or taken from Chromium's code
    // cache, and instantiated): most starts take the cache, some compile the script from source
    // (docs/DECISIONS.md, stop 37), which costs the app's 200 KB chunk more than the empty page's.
    const fromResponse = (all: Steps): string => {
      const ways = all.flatMap((at) =>
        at['evaluating'] !== undefined && at['script-in'] !== undefined ? [at['evaluating'] - at['script-in']] : [],
      )
      if (ways.length !== all.length) return 'not marked'
      const sorted = [...ways].sort((a, b) => a - b)
      return [50, 75, 100].map((p) => ms(percentile(sorted, p))).join(' / ')
    }
    for (const [how, x] of [
      ['a start', opened],
      ['with the assets kept', kept],
    ] as const)
      console.log(
        `[perf] first screen, ${how}, the script from its response to its first line (p50 / p75 / max):` +
          ` app ${fromResponse(x.steps.app)}, empty Vue page ${fromResponse(x.steps.empty)}`,
      )
    // What the player sees: the page painted with content. Printed beside the target, not as it: this
    // browser rasterises without a GPU, on the two cores the page's own work also needs.
    const painted = (all: Record<string, number>[]): number[] =>
      all.map((at) => at['painted']).filter((x): x is number => x !== undefined)
    if (painted(appSteps).length === appSteps.length && painted(emptySteps).length === emptySteps.length) {
      const [app, empty] = [stats(painted(appSteps)).p50, stats(painted(emptySteps)).p50]
      console.log(
        `[perf] first screen painted (Chromium's first contentful paint, medians of a start): app ${ms(app)},` +
          ` empty Vue page ${ms(empty)} (${(app / empty).toFixed(2)}×); not the target`,
      )
    }
    await context.close()
  } finally {
    await browser.close()
    app.server.close()
    empty.server.close()
  }

  // What the first screen loads: its size, and no game engine, events, state, rules or data chunk.
  const chunks = initialChunks(appDir)
  const kb = chunks.reduce((n, f) => n + gzipSync(readFileSync(resolve(appDir, f))).length, 0) / 1024
  console.log(
    `[perf] initial JS ${kb.toFixed(1)} KB gzipped in ${chunks.length} chunks (target ≤ 120 KB) ${met(kb <= 120)}`,
  )
  const gameCode = chunks.filter((f) => /^assets\/(engine|events|state|rules|rules-index|data|setup)-/.test(f))
  expect(gameCode, 'game code in the start-up chunks').toEqual([])
  expect(readdirSync(resolve(appDir, 'assets')).some((f) => f.startsWith('engine-'))).toBe(true)
  // Nor the library's code: Home's games are read without Dexie, which loads after the first screen
  // (Dexie names its errors' base class in its code; the chunk that has it is loaded lazily).
  const dexieIn = (f: string): boolean => readFileSync(resolve(appDir, f), 'utf8').includes('DexieError')
  expect(chunks.filter(dexieIn), 'Dexie in the start-up chunks').toEqual([])
  expect(readdirSync(resolve(appDir, 'assets')).some((f) => f.endsWith('.js') && dexieIn(`assets/${f}`))).toBe(true)
  // The whole rules index (every game's entries) loads only with the rules screens, the side panel
  // and the search: a game screen's "?" buttons take their titles from that game's entries alone.
  const js = readdirSync(resolve(appDir, 'assets')).filter((f) => f.endsWith('.js'))
  const pullIndex = js.filter((f) =>
    /(?:from|import)\s*"\.\/rules-index-/.test(readFileSync(resolve(appDir, 'assets', f), 'utf8')),
  )
  console.log(`[perf] chunks that load the whole rules index: ${pullIndex.join(', ')}`)
  expect(pullIndex.length).toBeGreaterThan(0)
  expect(pullIndex.filter((f) => !/^(RuleEntryCard|RulePanel|RuleSearchDialog|RulesView)-/.test(f))).toEqual([])
})
