import { expect, test, type Page } from '@playwright/test'
import { createGame } from './support'

const kept = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('holotable.table-log.scores.'))
      .map((k) => (JSON.parse(localStorage.getItem(k) ?? 'null') as { draft: unknown } | null)?.draft),
  )

test('a score typed and not yet entered comes back after a reload, for its game only; entered, it is gone', async ({
  page,
}) => {
  await createGame(page, { module: 'angriff-der-rebellen', title: 'Other', players: ['Ana', 'Bo'] })
  const otherUrl = page.url()
  await createGame(page, { module: 'rule-the-galaxy', title: 'Score night', players: ['Ana', 'Bo'] })
  const gameUrl = page.url()
  const ana = page.getByTestId('score-p1')
  const bo = page.getByTestId('score-p2')
  await expect(ana).toHaveValue('0')
  // Typed, not entered (no Enter, the box never left): a reload used to bring back the 0.
  await ana.fill('12')
  await expect.poll(() => kept(page)).toEqual([{ p1: '12' }])
  await page.reload()
  await expect(ana).toHaveValue('12')
  await expect(bo).toHaveValue('0')

  // Another game's boxes show its own scores; back in this one, the typed 12 is still there.
  await page.goto(otherUrl)
  await expect(page.getByTestId('game-heading')).toHaveText('Other')
  await expect(ana).toHaveValue('0')
  await page.goto(gameUrl)
  await expect(page.getByTestId('game-heading')).toHaveText('Score night')
  await expect(ana).toHaveValue('12')

  // Entered, the score is saved and nothing typed is left: a reload shows the saved 12, Bo's 0.
  await ana.press('Enter')
  await expect.poll(() => kept(page)).toEqual([])
  await page.reload()
  await expect(ana).toHaveValue('12')
  await expect(bo).toHaveValue('0')
  await expect.poll(() => kept(page)).toEqual([])
})
