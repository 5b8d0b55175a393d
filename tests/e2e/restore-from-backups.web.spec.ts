import { expect, test, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { createGame, snap } from './support'

/** Serious or critical axe findings (WCAG 2 A/AA) inside one element. */
async function axeFindings(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)
}

// Issue #11, desktop: the database is deleted under a running profile (what Chromium does to a
// database it finds corrupt); at the next start the app compares the library with the backups on
// disk and restores the lost game in one click. The Electron binary cannot run here, so the
// preload's bridge is stood in for by a page script whose "disk" is localStorage (it survives the
// database's deletion, as the backups folder does); main's side (writing, listing, reading backups)
// is unit-tested with electron mocked (tests/unit/main/backups.test.ts, ipc.test.ts).

async function installBridge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Disk = Record<string, { gameId: string; savedAt: string; text: string }>
    const disk = (): Disk => JSON.parse(localStorage.getItem('stub-backups-disk') ?? '{}') as Disk
    const save = (d: Disk): void => localStorage.setItem('stub-backups-disk', JSON.stringify(d))
    let n = 0
    const ok = <T>(value: T) => Promise.resolve({ ok: true as const, value })
    Object.defineProperty(window, 'holotable', {
      value: {
        appInfo: () =>
          Promise.resolve({
            name: 'Holotable',
            version: 'e2e',
            platform: 'linux',
            userDataDir: '/u',
            backupsDir: '/u/b',
          }),
        backupGame: (gameId: string, json: string) => {
          const d = disk()
          const savedAt = new Date().toISOString()
          d[`${gameId}/${savedAt}-${n++}.json`] = { gameId, savedAt, text: json }
          save(d)
          return ok(null)
        },
        listBackups: () =>
          ok(
            Object.entries(disk()).map(([file, b]) => ({
              gameId: b.gameId,
              file,
              savedAt: b.savedAt,
              bytes: b.text.length,
            })),
          ),
        readBackup: (file: string) => {
          const b = disk()[file]
          return Promise.resolve(b ? { ok: true, value: b.text } : { ok: false, error: 'no such backup' })
        },
        showBackupsFolder: () => Promise.resolve(),
        exportGame: () => ok(null),
        importGame: () => ok(null),
        onMenuCommand: () => () => undefined,
        onBackupNotice: () => () => undefined,
        setLanguage: () => ok(null),
      },
    })
  })
}

/** Events in the newest backup of the game called `title`. */
function backedUpEvents(page: Page, title: string): Promise<number> {
  return page.evaluate((t) => {
    const d = JSON.parse(localStorage.getItem('stub-backups-disk') ?? '{}') as Record<
      string,
      { savedAt: string; text: string }
    >
    const files = Object.values(d)
      .map((b) => JSON.parse(b.text) as { game: { title: string }; events: unknown[] })
      .filter((x) => x.game.title === t)
    return files.length ? Math.max(...files.map((x) => x.events.length)) : 0
  }, title)
}

test('a database deleted under the running app is restored from the backups in one click', async ({ page }) => {
  await installBridge(page)
  await createGame(page, { module: 'angriff-der-rebellen', title: 'Kill and restore', players: ['Ana', 'Ben'] })
  for (const text of ['Round 1: Ana took Hoth', 'Round 2: Ben’s ally helped']) {
    await page.getByTestId('note-input').fill(text)
    await page.getByTestId('add-note').click()
  }
  await expect(page.getByTestId('note')).toHaveCount(2)
  // The backup follows the writes (main's slot: at most one per 2 s per game).
  await expect.poll(() => backedUpEvents(page, 'Kill and restore'), { timeout: 10_000 }).toBe(3)

  await page.evaluate(() => {
    indexedDB.deleteDatabase('holotable')
  })
  await page.goto('about:blank')
  await page.goto('/')
  const offer = page.getByTestId('restore-from-backups')
  await expect(offer).toContainText(
    'Your library was damaged; 1 game can be restored from backups: “Kill and restore” (missing).',
  )
  await expect(page.getByTestId('recent-game')).toHaveCount(0)
  await snap(page, 'restore-from-backups-offer')
  expect(await axeFindings(page, '[data-testid=restore-from-backups]')).toEqual([])

  await page.getByTestId('restore-all').click()
  await expect(page.getByTestId('restored')).toHaveText('Restored from backups.')
  await expect(offer).toHaveCount(0)
  await expect(page.getByTestId('recent-game')).toHaveCount(1)
  await page.getByTestId('recent-game').getByRole('link', { name: 'Kill and restore' }).click()
  await expect(page.getByTestId('note')).toHaveCount(2)
  await expect(page.getByTestId('note').first()).toContainText('Round 2: Ben’s ally helped')

  // Next start: nothing to offer any more.
  await page.reload()
  await expect(page.getByTestId('game-view')).toBeVisible()
  await expect(page.getByTestId('restore-from-backups')).toHaveCount(0)
})

test('a game shorter than its backup is offered too, and a library that matches its backups is not', async ({
  page,
}) => {
  await installBridge(page)
  await createGame(page, { module: 'angriff-der-rebellen', title: 'Shortened', players: ['Ana', 'Ben'] })
  await page.getByTestId('note-input').fill('Kept only in the backup')
  await page.getByTestId('add-note').click()
  await expect.poll(() => backedUpEvents(page, 'Shortened'), { timeout: 10_000 }).toBe(2)
  await page.reload()
  await expect(page.getByTestId('game-view')).toBeVisible()
  await expect(page.getByTestId('restore-from-backups')).toHaveCount(0)

  // Lose the last event behind the app's back (as a half-written database would).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('holotable')
        open.onsuccess = () => {
          const tx = open.result.transaction('events', 'readwrite')
          const store = tx.objectStore('events')
          const all = store.getAllKeys()
          all.onsuccess = () => {
            const keys = all.result
            store.delete(keys[keys.length - 1]!)
          }
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
        }
      }),
  )
  await page.goto('about:blank')
  await page.goto('/')
  await expect(page.getByTestId('restore-from-backups')).toContainText(
    '1 game can be restored from backups: “Shortened” (1 of 2 events here).',
  )
  await page.getByTestId('restore-all').click()
  await expect(page.getByTestId('restored')).toBeVisible()
  await page.getByTestId('recent-game').getByRole('link', { name: 'Shortened' }).click()
  await expect(page.getByTestId('note')).toHaveCount(1)
})

test('in German: the offer and the restored line speak German (#18)', async ({ page }) => {
  await installBridge(page)
  await createGame(page, { module: 'angriff-der-rebellen', title: 'Sonntagsrunde', players: ['Ana', 'Ben'] })
  await page.getByTestId('note-input').fill('Runde 1')
  await page.getByTestId('add-note').click()
  await expect.poll(() => backedUpEvents(page, 'Sonntagsrunde'), { timeout: 10_000 }).toBe(2)
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByTestId('language-de').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')

  // The language survives the lost database (its start-up copy is kept outside it).
  await page.evaluate(() => {
    indexedDB.deleteDatabase('holotable')
  })
  await page.goto('about:blank')
  await page.goto('/')
  const offer = page.getByTestId('restore-from-backups')
  await expect(offer).toContainText(
    'Deine Bibliothek wurde beschädigt; 1 Spiel lässt sich aus Sicherungen wiederherstellen: „Sonntagsrunde“ (fehlt).',
  )
  await expect(page.getByTestId('restore-all')).toHaveText('1 Spiel wiederherstellen')
  await snap(page, 'restore-from-backups-offer-de')
  expect(await axeFindings(page, '[data-testid=restore-from-backups]')).toEqual([])
  await page.getByTestId('restore-all').click()
  await expect(page.getByTestId('restored')).toHaveText('Aus Sicherungen wiederhergestellt.')
  await expect(page.getByTestId('recent-game')).toHaveCount(1)
  // The start-up check's notice names the lost game the German way; no bug notice on the way.
  await expect(page.getByTestId('notice').filter({ hasText: 'Deine Bibliothek wurde beschädigt' })).toContainText(
    '1 Spiel fehlt oder ist kürzer als beim letzten Speichern („Sonntagsrunde“).',
  )
  await expect(page.getByTestId('reload-screen')).toHaveCount(0)
})
