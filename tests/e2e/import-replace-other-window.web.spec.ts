import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { createGame, writesSettled } from './support'

test('a game replaced by an import is shown as imported in another window that has it open', async ({
  page,
  context,
}) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Round trip', players: ['Ana', 'Bo'] })
  const gameUrl = page.url()
  await page.getByTestId('note-input').fill('Bo starts')
  await page.getByTestId('add-note').click()
  await writesSettled(page)
  const download = page.waitForEvent('download')
  await page.getByTestId('export-game').click()
  const exported = readFileSync((await (await download).path())!, 'utf8')
  await page.getByTestId('note-input').fill('Ana took lane 2')
  await page.getByTestId('add-note').click()
  await writesSettled(page)

  const other = await context.newPage()
  await other.goto(gameUrl)
  const otherNotes = other.getByTestId('note').locator('p')
  await expect(otherNotes).toHaveText(['Ana took lane 2', 'Bo starts'])

  // The file of the game as it was before its second note, imported over it.
  await page.goto('./#/')
  const chooser = page.waitForEvent('filechooser')
  await page.getByTestId('import-game').click()
  await (
    await chooser
  ).setFiles({ name: 'round-trip.json', mimeType: 'application/json', buffer: Buffer.from(exported) })
  await page.getByTestId('import-replace').click()
  await expect(page.getByTestId('note').locator('p')).toHaveText(['Bo starts'])

  // The other window follows, with nothing pressed there: the note the import took away is gone.
  await expect(otherNotes).toHaveText(['Bo starts'])
  await expect(other.getByTestId('timeline-event')).toHaveCount(2)
})
