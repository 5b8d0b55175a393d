import { expect, test } from '@playwright/test'
import { createGame, openTool } from './support'

test('a note typed and not yet added is kept across a tab switch and a reload, for its game only', async ({ page }) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Snack night', players: ['Ana', 'Bo'] })
  const gameUrl = page.url()
  const box = page.getByTestId('note-input')
  await box.fill('Bo owes a round of snacks')
  // A look at another tab unmounts the Table log; coming back finds the words typed.
  await openTool(page, 'Score')
  await openTool(page, 'Table log')
  await expect(box).toHaveValue('Bo owes a round of snacks')
  await page.reload()
  await expect(box).toHaveValue('Bo owes a round of snacks')

  // Another game's Table log has its own box, empty.
  await createGame(page, { module: 'angriff-der-rebellen', title: 'Other', players: ['Ana', 'Bo'] })
  await expect(box).toHaveValue('')
  await page.goto(gameUrl)
  await expect(box).toHaveValue('Bo owes a round of snacks')

  // Added, the note is in the list once and the box stays empty after a reload.
  await page.getByTestId('add-note').click()
  await expect(page.getByTestId('note')).toHaveText(['Bo owes a round of snacks'].map((t) => new RegExp(t)))
  await expect(box).toHaveValue('')
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('holotable.table-log.'))))
    .toEqual([])
  await page.reload()
  await expect(page.getByTestId('note')).toHaveCount(1)
  await expect(box).toHaveValue('')
})
