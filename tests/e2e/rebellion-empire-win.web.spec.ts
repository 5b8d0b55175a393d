import { expect, test, type Page } from '@playwright/test'
import { createGame, openTool, snap, writesSettled } from './support'

// An Empire win recorded from the board (Round tab): one win for a double click on Yes, and the line
// beside Finish says what Undo takes back — the win, not "markers moved", which is the Rebels' win on
// the time track. Before, every win read "Or Undo if the markers were moved by mistake."
// "Base system destroyed" is refused while no system is marked destroyed (before, it was taken).

const timelineLine = (page: Page, text: string) =>
  page.getByTestId('timeline-event').filter({ hasText: new RegExp(`#\\d+\\s*${text}`) })

test('the Empire’s win: recorded once, and the undo hint speaks of the win; the Rebels’ of the markers', async ({
  page,
}) => {
  await createGame(page, { module: 'rebellion', title: 'Death Star night', players: ['Ana', 'Ben'] })
  await openTool(page, 'Round')
  // Base rules, "The Death Star": no system destroyed on the board, so no such win yet.
  await page.getByTestId('empire-win-destroyed').click()
  await page.getByTestId('empire-win-confirm').click()
  await expect(
    page.getByText(
      'No system is recorded as destroyed: the Empire wins this way once a Death Star destroys the Rebel base’s system. Mark the system destroyed on the Systems tab.',
    ),
  ).toBeVisible()
  await expect(page.getByTestId('victory')).toHaveCount(0)
  await expect(page.getByTestId('game-progress')).not.toContainText('won')
  await openTool(page, 'Systems')
  await page.getByTestId('destroyed-kessel').click()
  await expect(page.getByTestId('destroyed-kessel')).toHaveAttribute('aria-pressed', 'true')
  await openTool(page, 'Round')
  await page.getByTestId('empire-win-destroyed').click()
  await page.getByTestId('empire-win-confirm').dblclick()
  await expect(page.getByTestId('victory')).toContainText(
    'The Empire wins: the Death Star destroyed the system with the Rebel base.',
  )
  await expect(page.getByTestId('victory-undo-hint')).toHaveText('Or Undo if this win was recorded by mistake.')
  await expect(timelineLine(page, 'The Death Star destroyed the Rebel base’s system')).toHaveCount(1)
  await snap(page, 'rebellion-empire-win')

  // Undone, the Rebels win on the time track instead: their hint is about the markers.
  await writesSettled(page)
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('victory')).toHaveCount(0)
  await page.getByTestId('next-phase').click()
  await writesSettled(page)
  await page.getByTestId('next-phase').click()
  await page.getByTestId('rep-value').fill('13')
  await page.getByTestId('play-objective').click()
  await expect(page.getByTestId('victory')).toContainText('The Rebels win: time and reputation share space 1.')
  await expect(page.getByTestId('victory-undo-hint')).toHaveText('Or Undo if the markers were moved by mistake.')
})
