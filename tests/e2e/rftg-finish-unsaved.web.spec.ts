import { expect, test, type Page } from '@playwright/test'
import { newGame, saveScores } from './rftg-support'

// Finish game offers the Score sheet's saved lines. A line typed there and not saved is not counted:
// the dialog names it, before the result is recorded, and says what to do (in English and German).

const BO_ONLY =
  'Typed on the Score sheet but not saved: the line for Bo. The scores below do not count it. To count it, cancel, press Save on that line, then finish the game.'

async function openFinish(page: Page, tab: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: tab }).click()
  await page.getByTestId('finish-game').click()
  await expect(page.getByTestId('finish-dialog')).toBeVisible()
}

test('Finish game names the score lines typed and not saved, which it does not count', async ({ page }) => {
  await newGame(page, ['Ana', 'Bo'], false)
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Score sheet' }).click()
  await saveScores(page, [['p1', 5, 10]])
  await page.getByTestId('p2-chips').fill('7')
  await page.getByTestId('p2-cards').fill('12')

  await openFinish(page, 'Table log')
  const dialog = page.getByTestId('finish-dialog')
  const unsaved = page.getByTestId('finish-unsaved')
  await expect(unsaved).toHaveText(BO_ONLY)
  // What it offers is the saved sheet: Bo's typed 19 is not in it.
  await expect(dialog.getByLabel('Ana final score')).toHaveValue('15')
  await expect(dialog.getByLabel('Bo final score')).toHaveValue('0')
  await page.screenshot({ path: '/tmp/rftg-finish-unsaved.png' })

  // Still said after a reload (the typed line is kept).
  await page.keyboard.press('Escape')
  await page.reload()
  await openFinish(page, 'Table log')
  await expect(unsaved).toHaveText(BO_ONLY)
  await page.keyboard.press('Escape')

  // Two lines typed: both named.
  await tabs.getByRole('tab', { name: 'Score sheet' }).click()
  await page.getByTestId('p1-chips').fill('6')
  await openFinish(page, 'Table log')
  await expect(unsaved).toHaveText(
    'Typed on the Score sheet but not saved: the lines for Ana and Bo. The scores below do not count them. To count them, cancel, press Save on each, then finish the game.',
  )
  await page.keyboard.press('Escape')

  // Both saved: nothing to say, and the dialog offers them.
  await tabs.getByRole('tab', { name: 'Score sheet' }).click()
  await page.getByTestId('p1-save-score').click()
  await page.getByTestId('p2-save-score').click()
  await expect(page.getByTestId('score-unsaved')).toHaveCount(0)
  await openFinish(page, 'Table log')
  await expect(dialog.getByLabel('Bo final score')).toHaveValue('19')
  await expect(dialog.getByLabel('Ana final score')).toHaveValue('16')
  await expect(unsaved).toHaveCount(0)
  await expect(page.getByTestId('winner-p2')).toBeChecked()
  await page.getByTestId('confirm-finish').click()
  await expect(page.getByTestId('result')).toContainText('Winner: Bo')
})

test('Finish game names unsaved score lines in German', async ({ page }) => {
  await newGame(page, ['Ana', 'Bo'], false)
  const game = page.url()
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByTestId('language-de').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.goto(game)
  await page.getByRole('navigation').getByRole('tab', { name: 'Wertungsblatt' }).click()
  await page.getByTestId('p1-chips').fill('3')
  await page.getByTestId('p2-cards').fill('4')
  await page.getByRole('navigation').getByRole('tab', { name: 'Tischprotokoll' }).click()
  await page.getByTestId('finish-game').click()
  await expect(page.getByTestId('finish-unsaved')).toHaveText(
    'Auf dem Wertungsblatt eingegeben, aber nicht gespeichert: die Zeilen von Ana und Bo. Die Punktzahlen unten zählen sie nicht mit. Damit sie zählen: brecht ab, drückt bei jeder auf Speichern und beendet dann die Partie.',
  )
  await page.screenshot({ path: '/tmp/rftg-finish-unsaved-de.png' })
})
