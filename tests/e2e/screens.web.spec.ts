import { expect, test } from '@playwright/test'
import { createGame, snap } from './support'

test('home lists the four games and the recent games; theme choice persists', async ({ page }) => {
  await page.goto('./')
  await expect(page.getByTestId('home')).toBeVisible()
  await expect(page.locator('[data-testid^="game-card-"]')).toHaveCount(4)
  await expect(page.getByTestId('game-card-rebellion')).toContainText('2 players')
  await expect(page.getByTestId('game-card-rule-the-galaxy')).toContainText('1–4 players')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await snap(page, 'home-empty-dark')

  await createGame(page, { module: 'rebellion', title: 'Hoth campaign', players: ['Leia', 'Vader'] })
  // A Rebellion game opens on its Setup tab; table notes are on the Table log.
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Table log' }).click()
  await page.getByTestId('note-input').fill('Empire took Corellia in round 2.')
  await page.getByTestId('add-note').click()
  await createGame(page, { module: 'angriff-der-rebellen', title: 'Kids game', players: ['Mia', 'Noah', 'Olli'] })
  await page.goto('./#/')
  await expect(page.getByTestId('recent-game')).toHaveCount(2)
  await expect(page.getByTestId('recent-game').first()).toContainText('Kids game')
  await expect(page.getByTestId('recent-game').first()).toContainText('Mia, Noah, Olli')
  await expect(page.getByTestId('recent-game').first()).toContainText('In progress')
  await snap(page, 'home-dark')

  await page.goto('./#/new/rebellion')
  // Expansion-only options wait for the expansion.
  const starters = page.getByLabel('New starter units (Rise of the Empire)')
  await expect(starters).toBeDisabled()
  await page.getByLabel('Rise of the Empire expansion').check()
  await starters.check()
  await page.getByLabel('Rise of the Empire expansion').uncheck()
  await expect(starters).toBeDisabled()
  await expect(starters).not.toBeChecked()
  await page.getByLabel('Player 1 name').fill('Leia')
  await page.getByLabel('Player 2 name').fill('Leia')
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('new-game-error')).toContainText('Two players are both called “Leia”')
  // The second Leia's box has the focus; both boxes are marked, the message describing them.
  const name = (n: number) => page.getByLabel(`Player ${n} name`)
  await expect(name(2)).toBeFocused()
  for (const n of [1, 2]) {
    await expect(name(n)).toHaveAttribute('aria-invalid', 'true')
    await expect(name(n)).toHaveAccessibleDescription(
      'Two players are both called “Leia”. Give each player a different name.',
    )
  }
  await snap(page, 'new-game-dark')
  // Fixed in the box: the message and the marks go at once; a title left empty is then what is said.
  await name(2).fill('Han')
  await expect(page.getByTestId('new-game-error')).toHaveCount(0)
  await expect(name(1)).not.toHaveAttribute('aria-invalid')
  await page.getByTestId('game-title').fill('  ')
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('game-title')).toBeFocused()
  await expect(page.getByTestId('game-title')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('new-game-error')).toHaveText('Give the game a name, so you can find it again later.')
  await page.getByTestId('game-title').fill('Leia and Han')
  await expect(page.getByTestId('new-game-error')).toHaveCount(0)
  await name(2).fill('Leia')

  await page.goto('./#/settings')
  await expect(page.getByTestId('settings')).toBeVisible()
  // The short sections first, then each game's values, reached from a row of jumps (the list is long).
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Language',
    'Appearance',
    'Your data',
    'Data corrections',
  ])
  await expect(page.getByTestId('facts-loading')).toHaveCount(0)
  const jumps = page.getByRole('navigation', { name: 'Go to a game’s values' }).getByRole('button')
  await expect(jumps).toHaveCount(4)
  await expect(jumps.nth(1)).toHaveText(/^Star Wars: Rule the Galaxy \d+ values$/)
  await jumps.nth(1).click()
  await expect(page.getByRole('heading', { level: 3, name: 'Star Wars: Rule the Galaxy' })).toBeFocused()
  await expect(page.getByRole('heading', { level: 3, name: 'Star Wars: Rule the Galaxy' })).toBeInViewport()
  await page.evaluate(() => window.scrollTo(0, 0))
  await snap(page, 'settings-dark')
  await page.getByTestId('theme-light').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await snap(page, 'settings-light')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await page.goto('./#/')
  await snap(page, 'home-light')
  await page
    .getByTestId('recent-game')
    .filter({ hasText: 'Hoth campaign' })
    .getByRole('link', { name: 'Resume' })
    .click()
  await expect(page.getByTestId('note')).toHaveCount(1)
  await expect(page).toHaveTitle('Hoth campaign — Holotable')
  await snap(page, 'game-shell-light')

  // Rename: an empty name is refused with the reason; a new name shows at once and on Home.
  await page.getByTestId('rename-game').click()
  await page.getByTestId('rename-input').fill('   ')
  await page.getByTestId('rename-save').click()
  await expect(page.getByTestId('rename-dialog').getByRole('alert')).toHaveText(
    'Give the game a name, so you can find it again later.',
  )
  await page.getByTestId('rename-input').fill('Hoth campaign, night two')
  await page.getByTestId('rename-save').click()
  await expect(page.getByTestId('game-heading')).toHaveText('Hoth campaign, night two')
  await expect(page).toHaveTitle('Hoth campaign, night two — Holotable')
  await page.goto('./#/')
  await expect(page).toHaveTitle('Games — Holotable')
  await expect(page.getByTestId('recent-game').filter({ hasText: 'Hoth campaign, night two' })).toHaveCount(1)
})

test('an unknown game address explains itself instead of showing a blank screen', async ({ page }) => {
  await page.goto('./#/game/does-not-exist')
  await expect(page.getByRole('alert')).toContainText('not in your library')
})

test('a tab this game does not have opens its Table log and says so; another game’s tab is that game’s', async ({
  page,
}) => {
  await createGame(page, { module: 'rftg-rebel-vs-imperium', title: 'Takeover night', players: ['Ana', 'Ben'] })
  const rftg = /#\/game\/([^/?]+)/.exec(page.url())![1]!
  await createGame(page, { module: 'rebellion', title: 'Hoth', players: ['Cy', 'Di'] })
  const rebellion = /#\/game\/([^/?]+)/.exec(page.url())![1]!
  const tab = (name: string) => page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name })
  // "units" is not a tab of Rebellion's (its units are on "forces"): the Table log, marked, and a word.
  await page.goto(`./#/game/${rebellion}/units`)
  await expect(page.getByTestId('notice')).toHaveText(
    /This game has no tab at the address “…\/units”: here is its Table log\./,
  )
  await expect(page).toHaveURL(new RegExp(`#/game/${rebellion}$`))
  await expect(tab('Table log')).toHaveAttribute('aria-selected', 'true')
  await snap(page, 'game-tab-not-in-this-game')
  // An empty tab (#/game/<id>/) is the Table log, with nothing said.
  await page.getByTestId('notice').getByRole('button').click()
  await page.goto(`./#/game/${rebellion}/`)
  await expect(tab('Table log')).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('notice')).toHaveCount(0)
  // From Rebellion's Units tab straight to the other game's Takeovers tab: no word, that tab shown.
  await tab('Units').click()
  await expect(page).toHaveURL(new RegExp(`#/game/${rebellion}/forces$`))
  await page.goto(`./#/game/${rftg}/takeovers`)
  await expect(tab('Takeovers')).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(new RegExp(`#/game/${rftg}/takeovers$`))
  await expect(page.getByTestId('notice')).toHaveCount(0)
})

test('New game: switching the game keeps the names and a title of your own, and the address follows', async ({
  page,
}) => {
  await page.goto('./#/new/rule-the-galaxy')
  await page.getByLabel('Player 1 name').fill('Ana')
  await page.getByLabel('Player 2 name').fill('Ben')
  await page.getByTestId('game-title').fill('Saturday league')
  await page.getByRole('radio', { name: /Race for the Galaxy/ }).check({ force: true })
  await expect(page).toHaveURL(/#\/new\/rftg-rebel-vs-imperium$/)
  await expect(page.getByLabel('Player 1 name')).toHaveValue('Ana')
  await expect(page.getByLabel('Player 2 name')).toHaveValue('Ben')
  await expect(page.getByTestId('game-title')).toHaveValue('Saturday league')
  // A suggested title follows the game; a reload comes back to the game chosen.
  await page.getByTestId('game-title').fill('')
  await page.getByRole('radio', { name: /Angriff der Rebellen/ }).check({ force: true })
  await expect(page.getByTestId('game-title')).toHaveValue(/^Angriff der Rebellen — /)
  await page.reload()
  await expect(page.getByRole('radio', { name: /Angriff der Rebellen/ })).toBeChecked()
  // An address naming no game shows the game that Start would create as chosen: the one of the form
  // kept (the names typed), and with nothing typed the first game.
  await page.goto('./#/')
  await page.goto('./#/new/no-such-game')
  await expect(page.getByRole('radio', { name: /Angriff der Rebellen/ })).toBeChecked()
  await expect(page).toHaveURL(/#\/new\/angriff-der-rebellen$/)
  await page.getByLabel('Player 1 name').fill('')
  await page.getByLabel('Player 2 name').fill('')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('holotable.new-game'))).toBeNull()
  await page.goto('./#/')
  await page.goto('./#/new/no-such-game')
  await expect(page.getByRole('radio', { name: /Star Wars: Rebellion/ })).toBeChecked()
  await expect(page).toHaveURL(/#\/new\/rebellion$/)
})
