import { readFileSync, writeFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { createGame, importFixture, openTool, snap } from './support'
import { dialogDoesNotFit } from './narrow-support'

// Every dialog in a browser window a third of a laptop's width (English at 420 px, German at 360):
// it stays inside the window, nothing in it is cut off or pushed out, no word of it breaks mid-word,
// and its buttons can be clicked (nothing, such as the import's own notice, lies over them). The narrow-browser spec checks the screens behind them.

const TABS = {
  en: { tableLog: 'Table log', play: 'Play', round: 'Round' },
  de: { tableLog: 'Tischprotokoll', play: 'Spielen', round: 'Runde' },
} as const

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
