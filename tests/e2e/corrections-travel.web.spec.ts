import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { correctFact, createGame, snap } from './support'

// Data corrections travel with an export (issue #13, reading 10): the file carries the corrections in
// force for its game, and importing it shows them and asks before applying any.

const BLACK = 'rebellion.dice.black'

async function correctBlackDie(page: Page, value: string): Promise<void> {
  await page.goto('./#/settings')
  await correctFact(page, BLACK, value)
}

async function importFile(page: Page, file: string): Promise<void> {
  await page.goto('./#/')
  const chooser = page.waitForEvent('filechooser')
  await page.getByTestId('import-game').click()
  await (await chooser).setFiles(file)
}

test('a game exported with a correction carries it; import asks before applying it', async ({ page }, testInfo) => {
  await page.goto('./#/settings')
  await expect(page.getByTestId('settings')).toContainText(
    'A game you export carries the corrections in force for its game; importing such a file shows them and asks before applying any.',
  )
  await correctBlackDie(page, '3, 0, 1, 2')
  await createGame(page, { module: 'rebellion', title: 'Corrected night', players: ['Leia', 'Vader'] })
  const download = page.waitForEvent('download')
  await page.getByTestId('export-game').click()
  const file = testInfo.outputPath('corrected-night.holotable.json')
  await (await download).saveAs(file)
  expect(JSON.parse(readFileSync(file, 'utf8')).corrections).toEqual({ [BLACK]: [3, 0, 1, 2] })

  // On another computer (here: the correction forgotten), the import names it and changes nothing yet.
  await page.goto('./#/settings')
  await page.getByTestId(`fact-${BLACK}`).getByRole('button', { name: 'Use built-in' }).click()
  await expect(page.getByTestId(`fact-value-${BLACK}`)).toHaveText('2, 1, 1, 2')
  await page.goto('./#/')
  await page.getByTestId('recent-game').filter({ hasText: 'Corrected night' }).getByTestId('delete-game').click()
  await page.getByTestId('confirm-delete').click()
  await importFile(page, file)
  const ask = page.getByTestId('import-corrections')
  await expect(ask).toBeVisible()
  await expect(ask.getByTestId('offered-correction')).toHaveText([/Black die faces\s*3, 0, 1, 2\s*built-in 2, 1, 1, 2/])
  await snap(page, 'import-corrections-dark')
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  await page.getByTestId('corrections-apply').click()
  await expect(ask).toHaveCount(0)
  await expect(page.getByTestId('game-heading')).toHaveText('Corrected night')
  await page.goto('./#/settings')
  await expect(page.getByTestId(`fact-value-${BLACK}`)).toHaveText('3, 0, 1, 2')

  // The other answer: a player with their own correction keeps it.
  await correctBlackDie(page, '2, 1, 2, 1')
  await importFile(page, file)
  await page.getByTestId('import-keep-both').click()
  await expect(ask.getByTestId('offered-correction')).toHaveText([
    /Black die faces\s*3, 0, 1, 2\s*your correction 2, 1, 2, 1/,
  ])
  await page.getByTestId('corrections-keep').click()
  await expect(ask).toHaveCount(0)
  await page.goto('./#/settings')
  await expect(page.getByTestId(`fact-value-${BLACK}`)).toHaveText('2, 1, 2, 1')
})

test('an import applies only the corrections that pass Settings’ checks, and says which it did not apply and why', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const cantina = 'rftg-rebel-vs-imperium.start-number.9'
  const epsilon = 'rftg-rebel-vs-imperium.start-number.1'
  const alpha = 'rftg-rebel-vs-imperium.start-number.2'
  const builtIn = (key: string) => page.getByTestId(`fact-${key}`).getByRole('button', { name: 'Use built-in' }).click()
  await page.goto('./#/settings')
  await correctFact(page, cantina, '13')
  await correctFact(page, alpha, '20')
  await createGame(page, { module: 'rftg-rebel-vs-imperium', title: 'Numbered night', players: ['Ana', 'Bo'] })
  const download = page.waitForEvent('download')
  await page.getByTestId('export-game').click()
  const file = testInfo.outputPath('numbered-night.holotable.json')
  await (await download).saveAs(file)
  expect(JSON.parse(readFileSync(file, 'utf8')).corrections).toEqual({ [cantina]: 13, [alpha]: 20 })

  // Here Epsilon Eridani has 13 meanwhile; Rebel Cantina and Alpha Centauri are back to built-in.
  await page.goto('./#/settings')
  await builtIn(cantina)
  await expect(page.getByTestId(`fact-value-${cantina}`)).toHaveText('9')
  await builtIn(alpha)
  await expect(page.getByTestId(`fact-value-${alpha}`)).toHaveText('2')
  await correctFact(page, epsilon, '13')
  await page.goto('./#/')
  await page.getByTestId('recent-game').filter({ hasText: 'Numbered night' }).getByTestId('delete-game').click()
  await page.getByTestId('confirm-delete').click()
  await importFile(page, file)
  await page.getByTestId('corrections-apply').click()
  await expect(page.getByTestId('import-corrections')).toHaveCount(0)
  await expect(page.getByTestId('notice').filter({ hasText: 'Not applied' })).toContainText(
    'Not applied from “Numbered night”: Start number of Rebel Cantina: 13 is already the number of Epsilon Eridani, ' +
      'and two start worlds cannot share a number. Enter the number printed on Rebel Cantina, or correct Epsilon Eridani’s number first. ' +
      'The value in force stays.',
  )
  await expect(page.getByTestId('notice').filter({ hasText: 'Applied 1 data correction' })).toHaveCount(1)
  await snap(page, 'import-corrections-not-applied')
  await page.goto('./#/settings')
  await expect(page.getByTestId(`fact-value-${cantina}`)).toHaveText('9')
  await expect(page.getByTestId(`fact-value-${epsilon}`)).toHaveText('13')
  await expect(page.getByTestId(`fact-value-${alpha}`)).toHaveText('20')
})
