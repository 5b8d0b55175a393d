import { expect, test, type Page } from '@playwright/test'
import { createGame, snap } from './support'

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

test('a refused score comes back after a reload with the refusal said, not silently; an emptied box shows the score', async ({
  page,
}) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Score night', players: ['Ana', 'Bo'] })
  const ana = page.getByTestId('score-p1')
  const bo = page.getByTestId('score-p2')
  const anaRow = page.getByTestId('score-row').filter({ has: ana })
  const boRow = page.getByTestId('score-row').filter({ has: bo })
  await ana.fill('abc')
  await ana.press('Enter')
  await expect(anaRow.getByRole('alert')).toHaveText('Enter a whole number between -100000 and 100000.')
  await bo.fill('')
  await expect.poll(() => kept(page)).toEqual([expect.objectContaining({ p1: 'abc' })])

  await page.reload()
  await expect(ana).toHaveValue('abc')
  await expect(anaRow.getByRole('alert')).toHaveText('Enter a whole number between -100000 and 100000.')
  await expect(bo).toHaveValue('0')
  await expect(boRow.getByRole('alert')).toHaveCount(0)
  await snap(page, 'table-log-score-refused-kept')

  // Put right and entered: the message and the kept text go.
  await ana.fill('7')
  await ana.press('Enter')
  await expect(anaRow.getByRole('alert')).toHaveCount(0)
  await expect.poll(() => kept(page)).toEqual([])
  await page.reload()
  await expect(ana).toHaveValue('7')

  // In German, at 420 px wide: the same, said in German.
  await page.goto('./#/settings')
  await page.getByTestId('language-de').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.setViewportSize({ width: 420, height: 800 })
  await page.goBack()
  await ana.fill('7x')
  await expect.poll(() => kept(page)).toEqual([{ p1: '7x' }])
  await page.reload()
  await expect(ana).toHaveValue('7x')
  await expect(anaRow.getByRole('alert')).toHaveText('Gib eine ganze Zahl zwischen -100000 und 100000 ein.')
  // The message wraps under the row: Ana's − and + stay as wide as Bo's.
  const width = async (id: string) => (await page.getByTestId(id).boundingBox())?.width
  expect(await width('score-minus-p1')).toBe(await width('score-minus-p2'))
  expect(await width('score-plus-p1')).toBe(await width('score-plus-p2'))
  await ana.scrollIntoViewIfNeeded()
  await snap(page, 'table-log-score-refused-kept-de-420')
})
