import { expect, test } from '@playwright/test'
import { createGame, modKey, snap } from './support'

test('rules search from a game screen by keyboard, follow a related link, come back', async ({ page }) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Co-op night', players: ['Ana', 'Ben'] })
  const gameUrl = page.url()

  await page.keyboard.press(`${modKey()}+k`)
  const input = page.getByTestId('rule-search-input')
  await expect(input).toBeFocused()
  await input.pressSequentially('fire card first card')
  const hits = page.getByTestId('rule-hit')
  // The current game's results come first, and the expected rule is among the top 3.
  const top3 = await hits.evaluateAll((els) => els.slice(0, 3).map((e) => e.getAttribute('data-rule')))
  expect(top3).toContain('rule-the-galaxy.first-card-fire')
  expect(top3[0]).toMatch(/^rule-the-galaxy\./)
  await expect(page.getByTestId('rule-search').locator('mark').first()).toBeVisible()
  await snap(page, 'rules-search-dark')

  const index = top3.indexOf('rule-the-galaxy.first-card-fire')
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/rules\/rule-the-galaxy\.first-card-fire$/)
  const entry = page.getByTestId('rule-entry')
  await expect(entry).toHaveAttribute('data-rule', 'rule-the-galaxy.first-card-fire')
  await expect(page.getByTestId('rule-summary')).not.toBeEmpty()
  await snap(page, 'rules-entry-dark')

  const related = page.getByTestId('related-link').first()
  const relatedTitle = (await related.innerText()).trim()
  await related.click()
  await expect(page.locator('.rule-title')).toHaveText(relatedTitle)
  await expect(entry).not.toHaveAttribute('data-rule', 'rule-the-galaxy.first-card-fire')

  await page.goBack()
  await expect(entry).toHaveAttribute('data-rule', 'rule-the-galaxy.first-card-fire')
  await page.goBack()
  await expect(page).toHaveURL(gameUrl)
  await expect(page.getByTestId('game-heading')).toHaveText('Co-op night')

  // "/" opens the search too (outside text fields), Escape closes it.
  await page.locator('body').click({ position: { x: 5, y: 300 } })
  await page.keyboard.press('/')
  await expect(page.getByTestId('rule-search-input')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('rule-search')).toBeHidden()
})

test('the turn card opens in the side panel without leaving the game; related links stay in the panel', async ({
  page,
}) => {
  await createGame(page, { module: 'rebellion', title: 'Panel test', players: ['Leia', 'Vader'] })
  const url = page.url()
  await page.getByTestId('turn-card').click()
  const panel = page.getByTestId('rule-panel')
  await expect(panel.getByTestId('rule-entry')).toHaveAttribute('data-rule', 'rebellion.quick.assignment')
  await snap(page, 'rule-panel-dark')
  await panel.getByTestId('related-link').first().click()
  await expect(panel.getByTestId('rule-entry')).not.toHaveAttribute('data-rule', 'rebellion.quick.assignment')
  await panel.getByRole('button', { name: '← Back' }).click()
  await expect(panel.getByTestId('rule-entry')).toHaveAttribute('data-rule', 'rebellion.quick.assignment')
  expect(page.url()).toBe(url)
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(page.getByTestId('game-heading')).toHaveText('Panel test')
})

test('an unknown rule address says so', async ({ page }) => {
  await page.goto('./#/rules/no-such-rule')
  await expect(page.getByRole('alert')).toContainText('No rule has the address “no-such-rule”')
})
