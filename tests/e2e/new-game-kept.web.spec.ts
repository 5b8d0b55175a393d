import { expect, test, type Page } from '@playwright/test'
import { snap } from './support'

const kept = (page: Page) => page.evaluate(() => localStorage.getItem('holotable.new-game'))

test('the New game form typed and not yet started comes back after a reload and from Home; started, it is gone', async ({
  page,
}) => {
  await page.goto('./#/new/rule-the-galaxy')
  const title = page.getByTestId('game-title')
  await title.fill('Sunday league')
  await page.getByLabel('Player 1 name').fill('Ana')
  await page.getByLabel('Player 2 name').fill('Bo')
  await expect.poll(() => kept(page)).not.toBeNull()
  await page.reload()
  await expect(title).toHaveValue('Sunday league')
  await expect(page.getByLabel('Player 1 name')).toHaveValue('Ana')
  await expect(page.getByLabel('Player 2 name')).toHaveValue('Bo')

  // Away to Home and back to a New game naming no game: the game chosen comes back with the names.
  await page.goto('./#/')
  await page.goto('./#/new')
  await expect(page).toHaveURL(/#\/new\/rule-the-galaxy$/)
  await expect(title).toHaveValue('Sunday league')
  await expect(page.getByLabel('Player 1 name')).toHaveValue('Ana')
  await expect(page.getByLabel('Player 2 name')).toHaveValue('Bo')

  // Started, the game has what was typed and the next New game starts empty.
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('game-heading')).toHaveText('Sunday league')
  await expect.poll(() => kept(page)).toBeNull()
  await page.goto('./#/new/rule-the-galaxy')
  await page.reload()
  await expect(title).not.toHaveValue('Sunday league')
  await expect(title).toHaveValue(/^Rule the Galaxy — /)
  await expect(page.getByLabel('Player 1 name')).toHaveValue('')
  await expect(page.getByLabel('Player 2 name')).toHaveValue('')
})

test('a kept New game form that is damaged or names no game is not used', async ({ page }) => {
  await page.goto('./#/')
  await page.evaluate(() =>
    localStorage.setItem(
      'holotable.new-game',
      JSON.stringify({ basis: 'null', draft: { game: 'no-such-game', title: 'Ghost', names: ['Ana'] } }),
    ),
  )
  await page.goto('./#/new/rule-the-galaxy')
  await expect(page.getByTestId('game-title')).toHaveValue(/^Rule the Galaxy — /)
  await expect(page.getByLabel('Player 1 name')).toHaveValue('')
  await expect.poll(() => kept(page)).toBeNull()
})

test('Cancel throws the New game form kept away', async ({ page }) => {
  await page.goto('./#/new/rule-the-galaxy')
  await page.getByLabel('Player 1 name').fill('Ana')
  await expect.poll(() => kept(page)).not.toBeNull()
  await page.getByTestId('cancel-new-game').click()
  await expect(page.getByTestId('new-game-view')).toHaveCount(0)
  await expect.poll(() => kept(page)).toBeNull()
  await page.goto('./#/new/rule-the-galaxy')
  await expect(page.getByLabel('Player 1 name')).toHaveValue('')
})

test('the factions and options chosen are kept with the form, for its game', async ({ page }) => {
  await page.goto('./#/new/rebellion')
  const faction = (n: number) => page.getByLabel(`Player ${n} faction`)
  const rote = page.getByLabel('Rise of the Empire expansion')
  const starters = page.getByLabel('New starter units (Rise of the Empire)')
  await expect(faction(1)).toHaveValue('empire')
  // Nothing typed: the factions swapped and the options ticked are enough to keep the form.
  await faction(1).selectOption({ label: 'Rebel Alliance' })
  await faction(2).selectOption({ label: 'Galactic Empire' })
  await rote.check()
  await starters.check()
  await expect.poll(() => kept(page)).not.toBeNull()
  await page.reload()
  await expect(faction(1)).toHaveValue('rebels')
  await expect(faction(2)).toHaveValue('empire')
  await expect(rote).toBeChecked()
  await expect(starters).toBeChecked()
  await expect(page.getByLabel('Rise of the Empire missions')).not.toBeChecked()
  await expect(page.getByLabel('First game (fixed setup)')).not.toBeChecked()

  // Another game's form starts from its own options; its choice is kept in turn.
  await page.goto('./#/new/angriff-der-rebellen')
  const lostFight = page.getByLabel('What a lost fight costs')
  await expect(lostFight).toHaveValue('free')
  await lostFight.selectOption({ label: 'The ally and chips you used' })
  await page.goto('./#/')
  await page.goto('./#/new')
  await expect(page).toHaveURL(/#\/new\/angriff-der-rebellen$/)
  await expect(lostFight).toHaveValue('spent')
  await expect(page.getByLabel('Memory aid: show tiles the table has seen')).not.toBeChecked()

  // Set back as a fresh form has it: nothing is left to keep.
  await lostFight.selectOption({ label: 'Nothing (the “Important” line’s reading)' })
  await expect.poll(() => kept(page)).toBeNull()
})

test('an option changed from the library’s advice stays as chosen after a reload, said as changed', async ({
  page,
}) => {
  await page.goto('./#/new/rftg-rebel-vs-imperium')
  const takeovers = page.getByLabel('Play with takeovers')
  await expect(page.getByTestId('option-advice')).toHaveCount(1)
  await expect(takeovers).not.toBeChecked()
  await takeovers.check()
  await expect(page.getByTestId('option-advice')).toContainText('You changed it for this game.')
  await expect.poll(() => kept(page)).not.toBeNull()
  await page.reload()
  await expect(page.getByTestId('option-advice')).toContainText('You changed it for this game.')
  await expect(takeovers).toBeChecked()
  await expect(page.getByLabel('Play with goals')).toBeChecked()
  await page.getByLabel('Player 1 name').fill('Ana')
  await page.getByLabel('Player 2 name').fill('Bo')
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('game-view')).toBeVisible()
  await expect.poll(() => kept(page)).toBeNull()
})

test('in German, at 420 px wide, the factions chosen come back after a reload', async ({ page }) => {
  await page.goto('./#/settings')
  await page.getByTestId('language-de').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.setViewportSize({ width: 420, height: 800 })
  await page.goto('./#/new/rebellion')
  await page.getByLabel('Fraktion von Person 1').selectOption({ label: 'Rebellenallianz' })
  await page.getByLabel('Fraktion von Person 2').selectOption({ label: 'Galaktisches Imperium' })
  await page.getByLabel('Erweiterung Aufstieg des Imperiums').check()
  await expect.poll(() => kept(page)).not.toBeNull()
  await page.reload()
  await expect(page.getByLabel('Fraktion von Person 1')).toHaveValue('rebels')
  await expect(page.getByLabel('Fraktion von Person 2')).toHaveValue('empire')
  await expect(page.getByLabel('Erweiterung Aufstieg des Imperiums')).toBeChecked()
  await snap(page, 'new-game-kept-factions-de-420')
})
