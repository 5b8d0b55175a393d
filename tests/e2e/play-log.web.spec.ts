import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { createGame, modKey, snap } from './support'

test('create a game, log notes and scores, undo and redo, and find it all again after a reload', async ({ page }) => {
  await createGame(page, {
    module: 'angriff-der-rebellen',
    title: 'Friday duel night',
    players: ['Ana', 'Ben', 'Cleo'],
  })
  await expect(page.getByTestId('game-heading')).toHaveText('Friday duel night')

  await page.getByTestId('note-input').fill('Ben plays with the house rule: asteroids cost 2.')
  await page.getByTestId('add-note').click()
  await page.getByTestId('note-input').fill('Cleo forgot her astromech bonus in round 2.')
  await page.getByTestId('note-input').press('Control+Enter')
  await expect(page.getByTestId('note')).toHaveCount(2)

  await page.getByTestId('score-p1').fill('7')
  await page.getByTestId('score-p1').press('Enter')
  await page.getByTestId('score-p2').fill('4')
  await page.getByTestId('score-p2').press('Enter')
  await expect(page.getByTestId('timeline-event')).toHaveCount(5)

  // Undo the last score: Ben is back to 0 and the event stays in the timeline, struck through.
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('score-p2')).toHaveValue('0')
  const undone = page.locator('[data-testid="timeline-event"][data-undone="true"]')
  await expect(undone).toHaveCount(1)
  await expect(undone.first()).toContainText('Ben 0 → 4')
  await expect(page.getByTestId('timeline-event').first()).toContainText('Undid: Ben 0 → 4')

  // Redo it with the button, undo twice more with the keyboard, redo once with the keyboard.
  await page.getByTestId('redo').click()
  await expect(page.getByTestId('score-p2')).toHaveValue('4')
  await page.locator('body').click({ position: { x: 5, y: 300 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('score-p2')).toHaveValue('0')
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('score-p1')).toHaveValue('0')
  await page.keyboard.press(`${modKey()}+Shift+z`)
  await expect(page.getByTestId('score-p1')).toHaveValue('7')
  await expect(page.getByTestId('score-p2')).toHaveValue('0')

  await snap(page, 'game-shell-timeline-dark')

  await page.reload()
  await expect(page.getByTestId('game-heading')).toHaveText('Friday duel night')
  await expect(page.getByTestId('note')).toHaveCount(2)
  await expect(page.getByTestId('score-p1')).toHaveValue('7')
  await expect(page.getByTestId('score-p2')).toHaveValue('0')
  await expect(page.locator('[data-testid="timeline-event"][data-undone="true"]')).toHaveCount(1)
  // The redo chain survives the reload too.
  await page.getByTestId('redo').click()
  await expect(page.getByTestId('score-p2')).toHaveValue('4')
})

test('finishing a game records the winner and shows it on Home; undo reopens it', async ({ page }) => {
  await createGame(page, { module: 'rftg-rebel-vs-imperium', title: 'RftG league #3', players: ['Dana', 'Eli'] })
  // This game opens on its Setup tab; the play logger's scores are on the Table log.
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Table log' }).click()
  // "1e1" is not a score anybody means (a number field would take it as 10): refused, nothing saved.
  await page.getByTestId('score-p1').fill('1e1')
  await page.getByTestId('score-p1').press('Enter')
  await expect(page.getByTestId('score-row').first().getByRole('alert')).toBeVisible()
  await expect(page.getByTestId('timeline-event').filter({ hasText: 'Dana 0 → 10' })).toHaveCount(0)
  await page.getByTestId('score-p1').fill('41')
  await page.getByTestId('score-p1').press('Enter')
  await page.getByTestId('score-p2').fill('38')
  await page.getByTestId('score-p2').press('Enter')
  await expect(page.getByTestId('game-progress')).toHaveText('Playing · takeovers off')
  await page.getByTestId('finish-game').click()
  await expect(page.getByTestId('winner-p1')).toBeChecked()
  await expect(page.getByTestId('winner-p2')).not.toBeChecked()
  // Ctrl+Z behind the open dialog changes nothing: the dialog shows the scores it would record.
  await page.getByTestId('winner-p1').focus()
  await page.keyboard.press(`${modKey()}+z`)
  // A final score out of the table log's range is refused in the dialog, naming the player.
  const dana = page.getByLabel('Dana final score')
  await dana.fill('99999999999999999999999')
  await page.getByTestId('confirm-finish').click()
  await expect(page.getByTestId('finish-dialog').getByRole('alert')).toHaveText(
    "Dana's final score must be a whole number between -100000 and 100000.",
  )
  await dana.fill('4e1')
  await page.getByTestId('confirm-finish').click()
  await expect(page.getByTestId('finish-dialog').getByRole('alert')).toHaveText(
    "Dana's final score must be a whole number between -100000 and 100000.",
  )
  await dana.fill('41')
  await page.getByTestId('confirm-finish').click()
  await expect(page.getByTestId('result')).toContainText('Winner: Dana')
  // Eli's 38 (the last change, which the Ctrl+Z would have undone) is in the recorded result.
  await expect(page.getByTestId('result').locator('li').filter({ hasText: 'Eli' })).toContainText('38')
  // Finished before the game's own end: the header says Finished, not a round still being played.
  await expect(page.getByTestId('game-finished-badge')).toHaveText('Finished')
  await expect(page.getByTestId('game-progress')).toHaveCount(0)
  await page.goto('./#/')
  const row = page.getByTestId('recent-game').filter({ hasText: 'RftG league #3' })
  await expect(row).toContainText('Finished')
  await expect(row).toContainText('Dana, Eli')
  await row.getByRole('link', { name: 'Open' }).click()
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('finish-game')).toBeVisible()
  await expect(page.getByTestId('game-progress')).toHaveText('Playing · takeovers off')
  await expect(page.getByTestId('game-finished-badge')).toHaveCount(0)
  await page.goto('./#/')
  await expect(page.getByTestId('recent-game').filter({ hasText: 'RftG league #3' })).toContainText('In progress')
})

test('a finished game takes no move until the finish is undone; Rebellion records one winning side', async ({
  page,
}) => {
  await createGame(page, { module: 'rebellion', title: 'One side wins', players: ['Eve', 'Finn'] })
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Table log' }).click()
  await page.getByTestId('finish-game').click()
  // Eve plays the Empire and Finn the Rebels: both cannot win. Said in the dialog, which stays open.
  await page.getByTestId('winner-p1').check()
  await page.getByTestId('winner-p2').check()
  await page.getByTestId('confirm-finish').click()
  await expect(page.getByTestId('finish-refused')).toHaveText(
    'One side wins Rebellion: tick the Empire’s players or the Rebels’ players as winners, not both.',
  )
  await expect(page.getByTestId('finish-dialog')).toBeVisible()
  await snap(page, 'rebellion-finish-both-sides-refused')
  await page.getByTestId('winner-p1').uncheck()
  await expect(page.getByTestId('finish-refused')).toHaveCount(0)
  await page.getByTestId('confirm-finish').click()
  await expect(page.getByTestId('result')).toContainText('Winner: Finn')
  const events = page.getByTestId('timeline-event')
  await expect(events).toHaveCount(2)
  // Finished: the round does not move on, and nothing is logged.
  await page.locator('#tool-tab-round').click()
  await page.getByTestId('next-phase').click()
  await expect(page.getByTestId('phase-error')).toHaveText('The game is finished: undo the finish (Ctrl+Z) to play on.')
  await expect(events).toHaveCount(2)
  await expect(page.locator('[data-testid="phase-assignment"][aria-pressed="true"]')).toBeVisible()
  // The finish undone, the game plays on.
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('game-finished-badge')).toHaveCount(0)
  await page.getByTestId('next-phase').click()
  await expect(page.locator('[data-testid="phase-command"][aria-pressed="true"]')).toBeVisible()
  await expect(page.getByTestId('phase-error')).toHaveCount(0)
  await snap(page, 'rebellion-played-on-after-finish-undone')
})

test('export, delete, import: the same game comes back; a corrupt file changes nothing', async ({ page }, testInfo) => {
  await createGame(page, { module: 'angriff-der-rebellen', title: 'Export me', players: ['Fay', 'Gus'] })
  await page.getByTestId('note-input').fill('A note that must survive the round trip.')
  await page.getByTestId('add-note').click()
  await page.getByTestId('score-p2').fill('12')
  await page.getByTestId('score-p2').press('Enter')
  await expect(page.getByTestId('timeline-event')).toHaveCount(3)

  const downloadPromise = page.waitForEvent('download')
  await page.getByTestId('export-game').click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toBe('export-me.holotable.json')
  const file = testInfo.outputPath('export-me.holotable.json')
  await download.saveAs(file)
  const exported = JSON.parse(readFileSync(file, 'utf8'))
  expect(exported.format).toBe('holotable-game')
  expect(exported.version).toBe(1)
  expect(exported.events).toHaveLength(3)

  await page.goto('./#/')
  await page.getByTestId('recent-game').filter({ hasText: 'Export me' }).getByTestId('delete-game').click()
  await page.getByTestId('confirm-delete').click()
  await expect(page.getByTestId('recent-game')).toHaveCount(0)

  const chooser = page.waitForEvent('filechooser')
  await page.getByTestId('import-game').click()
  await (await chooser).setFiles(file)
  await expect(page.getByTestId('game-heading')).toHaveText('Export me')
  await expect(page.getByTestId('note')).toHaveText([/A note that must survive the round trip\./])
  await expect(page.getByTestId('score-p2')).toHaveValue('12')
  await expect(page.getByTestId('timeline-event')).toHaveCount(3)

  // Importing the same file again asks; "keep both" adds a copy.
  await page.goto('./#/')
  const again = page.waitForEvent('filechooser')
  await page.getByTestId('import-game').click()
  await (await again).setFiles(file)
  await expect(page.getByTestId('import-conflict')).toBeVisible()
  await snap(page, 'import-conflict')
  await page.getByTestId('import-keep-both').click()
  await expect(page.getByTestId('game-heading')).toHaveText('Export me (copy)')
  // And once more: the next copy gets a title of its own, so Home can tell the three apart.
  await page.goto('./#/')
  const third = page.waitForEvent('filechooser')
  await page.getByTestId('import-game').click()
  await (await third).setFiles(file)
  await page.getByTestId('import-keep-both').click()
  await expect(page.getByTestId('game-heading')).toHaveText('Export me (copy 2)')
  await page.goto('./#/')
  await expect(page.getByTestId('recent-game')).toHaveCount(3)
  const titles = await page.getByTestId('recent-game').locator('.game-title').allTextContents()
  expect(titles.sort()).toEqual(['Export me', 'Export me (copy 2)', 'Export me (copy)'])

  // A corrupt file: a clear message, and the library is exactly as before.
  const before = await page.getByTestId('recent-game').allTextContents()
  const corrupt = testInfo.outputPath('corrupt.json')
  const { writeFileSync } = await import('node:fs')
  writeFileSync(corrupt, '{"format": "holotable-game", "version": 1, "game": {"id": 42}')
  const bad = page.waitForEvent('filechooser')
  await page.getByTestId('import-game').click()
  await (await bad).setFiles(corrupt)
  await expect(page.getByTestId('import-error-message')).toContainText('not valid JSON')
  await snap(page, 'import-error')
  await page.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByTestId('recent-game')).toHaveText(before)
  await expect(page.getByTestId('recent-game')).toHaveCount(3)
})
