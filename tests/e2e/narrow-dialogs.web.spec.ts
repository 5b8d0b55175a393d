import { readFileSync, writeFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { createGame, importFixture, openTool, snap } from './support'
import { overflows } from './german-support'
import { clippedParts, wordsBrokenMidWord } from './narrow-support'

// Every dialog in a browser window a third of a laptop's width (English at 420 px, German at 360):
// it stays inside the window, nothing in it is cut off or pushed out, no word of it breaks mid-word,
// and its buttons can be clicked (nothing, such as the import's own notice, lies over them). The narrow-browser spec checks the screens behind them.

const TABS = {
  en: { tableLog: 'Table log', play: 'Play', round: 'Round' },
  de: { tableLog: 'Tischprotokoll', play: 'Spielen', round: 'Runde' },
} as const

/** What is wrong with the open dialog `testid` in a window `width` px wide (nothing: []). */
async function dialogDoesNotFit(page: Page, testid: string, width: number): Promise<string[]> {
  const root = `[data-testid="${testid}"]`
  const dialog = page.locator(root)
  await expect(dialog).toBeVisible()
  const problems: string[] = []
  const box = (await dialog.boundingBox())!
  if (box.x < 0 || box.x + box.width > width + 0.5) problems.push(`${testid}: ${box.x}–${box.x + box.width} px`)
  if (await overflows(page)) problems.push(`${testid}: the page scrolls sideways`)
  const cut = await clippedParts(page, root)
  if (cut.length) problems.push(`${testid}: ${cut.slice(0, 3).join(', ')} cut off`)
  const broken = await wordsBrokenMidWord(page, false, root)
  if (broken.length) problems.push(`${testid}: ${broken.slice(0, 3).join(', ')} broken mid-word`)
  for (const button of await dialog.getByRole('button').all()) {
    await button.scrollIntoViewIfNeeded()
    const b = await button.boundingBox()
    const name = (await button.textContent())?.trim()
    if (b && (b.x < 0 || b.x + b.width > width + 0.5)) problems.push(`${testid}: “${name}” past the window's edge`)
    // Nothing painted over it (a notice over the dialog's buttons). The open dialog turns pointer
    // events off outside it, which hides what lies over it from hit-testing: on again for the test.
    const onTop = await button.evaluate((el) => {
      const r = el.getBoundingClientRect()
      const before = document.body.style.pointerEvents
      document.body.style.pointerEvents = 'auto'
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
      document.body.style.pointerEvents = before
      return !!hit && el.contains(hit)
    })
    if (!onTop) problems.push(`${testid}: “${name}” is covered`)
  }
  return problems
}

for (const [locale, width] of [
  ['en', 420],
  ['de', 360],
] as const) {
  test(`${locale} at ${width} px: every dialog fits the window, its words whole and its buttons in reach`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 760 })
    const problems: string[] = []
    const check = async (testid: string) => {
      problems.push(...(await dialogDoesNotFit(page, testid, width)))
      await snap(page, `narrow-dialog-${locale}-${width}-${testid}`)
    }

    // Rebellion's "next round?" question, in a game created in English, then shown in `locale`.
    await createGame(page, { module: 'rebellion', title: 'Narrow dialogs', players: ['Ana', 'Ben'] })
    await page.evaluate((l) => localStorage.setItem('holotable.locale', l), locale)
    await page.reload()
    await page.getByTestId('record-options').click()
    await page.getByTestId('loyalty-app-draw').click()
    await openTool(page, TABS[locale].round)
    for (const k of ['n', 'n', 't', 'n']) {
      await page.locator('body').click({ position: { x: 5, y: 5 } })
      await page.keyboard.press(k)
    }
    await check('next-round-confirm')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('next-round-confirm')).toHaveCount(0)

    // A game's rename and finish dialogs.
    await importFixture(page, 'rule-the-galaxy')
    await page.getByTestId('rename-game').click()
    await check('rename-dialog')
    await page.keyboard.press('Escape')
    await openTool(page, TABS[locale].tableLog)
    await page.getByTestId('finish-game').click()
    await check('finish-dialog')
    await page.keyboard.press('Escape')

    // Home: delete a game, import one already there, import a file that is not a game.
    await page.goto('./#/')
    await page.getByTestId('delete-game').first().click()
    await check('delete-dialog')
    await page.keyboard.press('Escape')
    const again = page.waitForEvent('filechooser')
    await page.getByTestId('import-game').click()
    await (await again).setFiles('tests/fixtures/legacy-v1/rule-the-galaxy.holotable.json')
    await check('import-conflict')
    await page.keyboard.press('Escape')
    const corrupt = testInfo.outputPath('broken.json')
    writeFileSync(corrupt, '{"format": "holotable-game", "version": 9}')
    const chooser = page.waitForEvent('filechooser')
    await page.getByTestId('import-game').click()
    await (await chooser).setFiles(corrupt)
    await check('import-error')
    await page.getByTestId('import-error').getByRole('button').last().click()
    await expect(page.getByTestId('import-error')).toHaveCount(0)
    // A file carrying a correction of this machine's facts: the import asks before applying it.
    const fixture = JSON.parse(readFileSync('tests/fixtures/legacy-v1/rebellion.holotable.json', 'utf8'))
    const corrected = testInfo.outputPath('corrected.holotable.json')
    writeFileSync(corrected, JSON.stringify({ ...fixture, corrections: { 'rebellion.dice.black': [3, 0, 1, 2] } }))
    const chooser2 = page.waitForEvent('filechooser')
    await page.getByTestId('import-game').click()
    await (await chooser2).setFiles(corrected)
    await check('import-corrections')
    await page.keyboard.press('Escape')

    expect(problems).toEqual([])
  })
}
