import { expect, type Locator, type Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'

const SCREENSHOT_DIR = resolve(import.meta.dirname, 'screenshots')

/** Saves a full-page screenshot to tests/e2e/screenshots/<name>.png (looked at by a person). */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  // From the top, so sticky bars sit where a person sees them.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
}

export interface NewGameInput {
  module: string
  title?: string
  players: string[]
}

/** Creates a game through the New game screen and waits for the game screen. */
export async function createGame(page: Page, input: NewGameInput): Promise<void> {
  await page.goto(`./#/new/${input.module}`)
  await expect(page.getByTestId('new-game-view')).toBeVisible()
  if (input.title) await page.getByTestId('game-title').fill(input.title)
  const rows = page.getByTestId('player-row')
  while ((await rows.count()) < input.players.length) await page.getByTestId('add-player').click()
  for (const [i, name] of input.players.entries()) await page.getByLabel(`Player ${i + 1} name`).fill(name)
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('game-view')).toBeVisible()
}

type Transfers = {
  exportGame(id: string): Promise<string>
  importGame(text: string, choice: 'keep-both'): Promise<{ status: string }>
}

/**
 * A library of `games` saved games (the e2e build only): one started through the screens, the rest
 * imported copies of it. Leaves the page on Home with ?perf=1 (the hook that hands out the repository),
 * once the list Home keeps for the next start holds them all.
 */
export async function seedLibrary(page: Page, games: number): Promise<void> {
  await createGame(page, { module: 'rebellion', title: 'Friday night', players: ['Ana', 'Ben'] })
  const gameId = /#\/game\/([^/?]+)/.exec(page.url())![1]!
  await page.goto('./?perf=1#/')
  await page.waitForFunction(() => 'holotablePerf' in window)
  await page.evaluate(
    async ({ id, copies }) => {
      const repository = (window as unknown as { holotablePerf: { repository: Transfers } }).holotablePerf.repository
      const text = await repository.exportGame(id)
      for (let i = 0; i < copies; i++) {
        const outcome = await repository.importGame(text, 'keep-both')
        if (outcome.status !== 'imported') throw new Error(`seeding the library: ${JSON.stringify(outcome)}`)
      }
    },
    { id: gameId, copies: games - 1 },
  )
  // Home's list kept for the next start (db/home-list.ts) follows the library at an idle moment: on a
  // busy machine the page could be left before it did, and the next start then drew fewer games first.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('holotable.home-list') ?? 'null')?.games?.length))
    .toBe(games)
}

export function modKey(): string {
  return process.platform === 'darwin' ? 'Meta' : 'Control'
}

/**
 * Rebellion: moves the game on to the next Command phase (where systems are activated) from the
 * Round tab, through "next round anyway" when a Refresh phase still has steps open; any language.
 */
export async function toCommandPhase(page: Page): Promise<void> {
  await page.locator('#tool-tab-round').click()
  const pressed = (phase: string) => page.locator(`[data-testid="phase-${phase}"][aria-pressed="true"]`)
  if (await pressed('refresh').isVisible()) {
    await page.getByTestId('next-phase').click()
    const anyway = page.getByTestId('next-round-anyway')
    await expect(anyway.or(pressed('assignment'))).toBeVisible()
    if (await anyway.isVisible()) await anyway.click()
    await expect(pressed('assignment')).toBeVisible()
  }
  // "Start round anyway" and Next phase share one press guard: the next press once it is written.
  await writesSettled(page)
  if (!(await pressed('command').isVisible())) await page.getByTestId('next-phase').click()
  await expect(pressed('command')).toBeVisible()
}

/**
 * A new Rebellion game with the first-game setup recorded and the Rebel base chosen in `base` in the
 * Rebel private view (hidden again), moved on to round 1's Command phase; the Round tab is open.
 */
export async function rebellionWithBase(page: Page, title: string, base = 'bothawui'): Promise<void> {
  await createGame(page, { module: 'rebellion', title, players: ['Cleo', 'Dan'] })
  await openTool(page, 'Setup')
  await page.getByTestId('opt-first-game').check()
  await page.getByTestId('record-options').click()
  await page.getByTestId('first-game-record').click()
  await expect(page.getByTestId('first-game-recorded')).toBeVisible()
  await page.getByTestId('rebel-private-show').click()
  await page.getByTestId('base-choice').selectOption(base)
  await page.getByTestId('base-choice-record').click()
  // A one-word id is the system's name ('bothawui': Bothawui).
  await expect(page.getByTestId('base-chosen')).toContainText(base, { ignoreCase: true })
  await page.getByTestId('rebel-private-hide').click()
  await toCommandPhase(page)
}

/**
 * Opens a game tool's tab by its label in the interface language ('Units', 'Aufbau' …) and waits for
 * its screen: a tab's code loads the first time it is opened, and keys pressed before it is there
 * reach no screen (its place says "Loading this screen…" meanwhile).
 */
export async function openTool(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation').getByRole('tab', { name: label, exact: true }).click()
  await expect(page.getByTestId('screen-loading')).toHaveCount(0)
}

/** Rebellion, Units tab open: records units typed for one side in one system ('2 x-wing'). */
export async function recordUnits(page: Page, system: string, side: 'empire' | 'rebels', units: string): Promise<void> {
  await page.getByTestId('forces-system').selectOption(system)
  await page.getByTestId(`forces-text-${side}`).fill(units)
  await page.getByTestId(`forces-text-${side}`).press('Enter')
}

/**
 * From now on this page cannot write: every IndexedDB write throws what Chromium throws when the disk
 * is full. Only this page: a reload, or another window, writes again (unlike `fillableDisk`).
 */
export async function pageCannotWrite(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const method of ['add', 'put'] as const)
      IDBObjectStore.prototype[method] = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
  })
}

/**
 * A disk that fills up on demand, installed before the page's scripts: once `diskFull(page, true)`,
 * every IndexedDB write throws what Chromium throws when the disk is full.
 */
export async function fillableDisk(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { holotableDiskFull?: boolean }
    for (const method of ['add', 'put'] as const) {
      const original = IDBObjectStore.prototype[method]
      IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
        if (w.holotableDiskFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        return original.apply(this, args)
      } as (typeof IDBObjectStore.prototype)[typeof method]
    }
  })
}

/**
 * A disk that can be held, installed before the page's scripts: while `holdWrites(page, true)`, every
 * IndexedDB write is stored but the app hears of it (its transaction's completion) only once
 * `holdWrites(page, false)`. So "pressed while the first press is still being written" is a moment a
 * spec can hold open, whatever the machine's speed.
 */
export async function holdableDisk(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { holotableWritesHeld?: boolean; holotableHeldWrites: (() => void)[] }
    w.holotableHeldWrites = []
    const own = Object.getOwnPropertyDescriptor(IDBTransaction.prototype, 'oncomplete')!
    Object.defineProperty(IDBTransaction.prototype, 'oncomplete', {
      configurable: true,
      get(this: IDBTransaction) {
        return own.get!.call(this)
      },
      set(this: IDBTransaction, handler: ((this: IDBTransaction, ev: Event) => unknown) | null) {
        own.set!.call(
          this,
          handler &&
            function (this: IDBTransaction, ev: Event) {
              if (w.holotableWritesHeld && this.mode === 'readwrite')
                w.holotableHeldWrites.push(() => handler.call(this, ev))
              else handler.call(this, ev)
            },
        )
      },
    })
  })
}

/** Holds (true) or lets through (false, with every write held meanwhile) the app's writes; see holdableDisk. */
export async function holdWrites(page: Page, held: boolean): Promise<void> {
  await page.evaluate((held) => {
    const w = window as unknown as { holotableWritesHeld?: boolean; holotableHeldWrites: (() => void)[] }
    w.holotableWritesHeld = held
    if (!held) for (const write of w.holotableHeldWrites.splice(0)) write()
  }, held)
}

/**
 * Corrects a game fact on the Settings screen (already open): edit, type, save, and wait until the
 * value in force shows `shown` (what was typed, unless Settings writes it its own way: "1,1,1,3").
 */
export async function correctFact(page: Page, key: string, typed: string, shown = typed): Promise<void> {
  await page.getByTestId(`fact-edit-${key}`).click()
  await page.getByTestId(`fact-input-${key}`).fill(typed)
  await page.getByTestId(`fact-save-${key}`).click()
  await expect(page.getByTestId(`fact-value-${key}`)).toHaveText(shown)
}

/** Imports one of the legacy fixtures (tests/fixtures/legacy-v1/<module>.holotable.json) from Home and opens it. */
export async function importFixture(page: Page, module: string): Promise<void> {
  await page.goto('./#/')
  const chooser = page.waitForEvent('filechooser')
  await page.getByTestId('import-game').click()
  await (await chooser).setFiles(`tests/fixtures/legacy-v1/${module}.holotable.json`)
  await expect(page.getByTestId('game-heading')).toBeVisible()
}

/**
 * Waits until the app in this page is writing nothing (the e2e build's `holotableWritesPending`). A
 * guarded button (usePressGuard) is no press while the press before it is being written, as for a
 * person, who is never that fast; a spec pressing at once waits here first.
 */
export async function writesSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { holotableWritesPending?: () => boolean }).holotableWritesPending?.() ?? false,
      ),
    )
    .toBe(false)
}

/**
 * Counts the log writes the app in this page announces as committed (its write channel,
 * 'holotable-log') from now on, and returns a reader of the count. Called again, the count starts
 * over (the reader given before reads the new count). A reload ends the count. The screen shows a
 * change before its write commits, so the count starts once no write is under way (the e2e build's
 * `holotableWritesPending`) and the last announcement has had a moment to arrive: a write begun
 * before the count is never counted as the next step's.
 */
export async function countWrites(page: Page): Promise<() => Promise<number>> {
  await writesSettled(page)
  await page.evaluate(async () => {
    const w = window as unknown as { committed: number; writesHeard?: BroadcastChannel }
    w.writesHeard?.close()
    w.committed = 0
    w.writesHeard = new BroadcastChannel('holotable-log')
    w.writesHeard.onmessage = () => (w.committed += 1)
    await new Promise((settled) => setTimeout(settled, 50))
    w.committed = 0
  })
  return () => page.evaluate(() => (window as unknown as { committed: number }).committed)
}

/**
 * A mouse double click at a person's pace: the first click, then, once the app has announced
 * `writes` committed writes (`committed`, from countWrites), the second click of the pair (its
 * `detail` is 2, as a browser reports it).
 */
export async function doubleClickAfterWrite(
  page: Page,
  target: Locator,
  committed: () => Promise<number>,
  writes = 1,
): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  const box = (await target.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.up()
  await expect.poll(committed).toBe(writes)
  await page.mouse.down({ clickCount: 2 })
  await page.mouse.up({ clickCount: 2 })
}
