import { expect, test } from '@playwright/test'
import { createGame, importFixture, openTool, snap } from './support'

// Two windows on one library: Home open in one lists a game created, renamed or finished in the
// other at once, with nothing pressed there (as a deleted game leaves it: game-deleted-other-window).

test('Home in one window lists a game created, renamed and finished in another, without a reload', async ({
  page,
  context,
}) => {
  const crashes: string[] = []
  page.on('pageerror', (e) => crashes.push(e.message))
  await createGame(page, { module: 'rule-the-galaxy', title: 'Already there', players: ['Ana', 'Bo'] })

  const home = await context.newPage()
  home.on('pageerror', (e) => crashes.push(e.message))
  await home.goto(page.url().replace(/#.*$/, '#/'))
  const rows = home.getByTestId('recent-game')
  await expect(rows).toHaveCount(1)

  await createGame(page, { module: 'rule-the-galaxy', title: 'Jörg gegen Anna', players: ['Jörg', 'Anna'] })
  await expect(rows).toHaveCount(2)
  // The newest change first, as Home always lists them.
  await expect(rows.locator('.game-title')).toHaveText(['Jörg gegen Anna', 'Already there'])
  await expect(rows.first().locator('.players')).toHaveText('Jörg, Anna')
  await expect(rows.first()).toContainText('In progress')

  await page.getByTestId('rename-game').click()
  await page.getByTestId('rename-input').fill('Rückspiel')
  await page.getByTestId('rename-save').click()
  await expect(page.getByTestId('game-heading')).toHaveText('Rückspiel')
  await expect(rows.locator('.game-title')).toHaveText(['Rückspiel', 'Already there'])

  await openTool(page, 'Table log')
  await page.getByTestId('finish-game').click()
  await page.getByTestId('finish-dialog').getByTestId('winner-p1').check()
  await page.getByTestId('confirm-finish').click()
  await expect(page.getByTestId('result')).toContainText('Jörg')
  await expect(rows.first()).toContainText('Finished')
  await expect(rows.first().getByRole('link', { name: 'Open', exact: true })).toBeVisible()
  await snap(home, 'home-other-window')
  expect(crashes).toEqual([])
})

test('in German, Home lists a game renamed in another window under its new name', async ({ page, context }) => {
  await page.goto('./#/settings')
  await page.getByTestId('language-de').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.goto('./#/new/rule-the-galaxy')
  await page.getByTestId('game-title').fill('Freitag')
  await page.getByLabel('Name von Person 1').fill('Ana')
  await page.getByLabel('Name von Person 2').fill('Bo')
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('game-view')).toBeVisible()

  const home = await context.newPage()
  await home.setViewportSize({ width: 420, height: 800 })
  await home.goto(page.url().replace(/#.*$/, '#/'))
  const rows = home.getByTestId('recent-game')
  await expect(rows.locator('.game-title')).toHaveText(['Freitag'])
  await page.getByTestId('rename-game').click()
  await page.getByTestId('rename-input').fill('Freitag – Rückspiel')
  await page.getByTestId('rename-save').click()
  await expect(rows.locator('.game-title')).toHaveText(['Freitag – Rückspiel'])
  await expect(rows).toContainText('Läuft')
  await snap(home, 'home-other-window-de-420')
})

test('Home in one window lists a game imported in another, and a copy kept beside it', async ({ page, context }) => {
  await page.goto('./#/')
  const home = await context.newPage()
  await home.goto(page.url())
  await expect(home.getByTestId('recent')).toHaveAttribute('data-loaded', 'true')
  const rows = home.getByTestId('recent-game')
  await expect(rows).toHaveCount(0)

  await importFixture(page, 'rule-the-galaxy')
  await expect(rows.locator('.game-title')).toHaveText(['RtG with Bo'])

  // The same file again, kept beside it: the copy is listed there too.
  await page.goto('./#/')
  const chooser = page.waitForEvent('filechooser')
  await page.getByTestId('import-game').click()
  await (await chooser).setFiles('tests/fixtures/legacy-v1/rule-the-galaxy.holotable.json')
  await page.getByTestId('import-keep-both').click()
  await expect(page.getByTestId('game-heading')).toHaveText('RtG with Bo (copy)')
  // (both keep the file's last change, so either may come first)
  await expect(rows).toHaveCount(2)
  await expect(rows.locator('.game-title').filter({ hasText: /^RtG with Bo \(copy\)$/ })).toHaveCount(1)
})
