import { expect, test } from '@playwright/test'
import { startedOnSpace, turn } from './angriff-support'

// The Score tab marks who leads while the game is on; with every player level nobody leads, so no
// row says so (it said "Leading" beside every name at the start). At the end a full tie is a shared
// win, and every row says Winner.

test('nobody is marked leading while everybody is level; the player ahead is', async ({ page }) => {
  await startedOnSpace(page, ['Ana', 'Bo'])
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Score' }).click()
  await expect(page.getByTestId('ar-score-p1')).toHaveText(/^\s*Ana\s*0\s*0\s*0\s*0\s*0\s*$/)
  await expect(page.getByTestId('ar-score').locator('.badge')).toHaveCount(0)

  await tabs.getByRole('tab', { name: 'Space' }).click()
  await turn(page, 1, 0, 'ally') // Ana keeps an ally: 1 point
  await tabs.getByRole('tab', { name: 'Score' }).click()
  await expect(page.getByTestId('ar-score-p1').locator('.badge')).toHaveText('leading')
  await expect(page.getByTestId('ar-score-p2').locator('.badge')).toHaveCount(0)

  await tabs.getByRole('tab', { name: 'Space' }).click()
  await turn(page, 2, 3, 'ally') // Bo too: level again
  await tabs.getByRole('tab', { name: 'Score' }).click()
  await expect(page.getByTestId('ar-score-p1')).toContainText('1')
  await expect(page.getByTestId('ar-score').locator('.badge')).toHaveCount(0)
})
