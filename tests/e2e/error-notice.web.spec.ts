import { expect, test } from '@playwright/test'
import { createGame } from './support'

// An unexpected error says on which screen it happened, offers to build that screen again, and
// goes away when the player moves on.
test('a bug notice names the screen, reloads just that screen, and closes on navigation', async ({ page }) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Buggy night', players: ['Anna', 'Ben'] })
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Play' }).click()
  const bug = () =>
    page.evaluate(() => {
      void Promise.reject(new Error('test bug'))
    })

  await bug()
  const notice = page.getByTestId('notice').filter({ hasText: 'test bug' })
  await expect(notice).toContainText('Something went wrong on Star Wars: Rule the Galaxy › Play (test bug)')
  await expect(notice).toContainText('Your games are saved')
  await notice.getByTestId('reload-screen').click()
  await expect(notice).toHaveCount(0)
  await expect(page.getByTestId('game-heading')).toHaveText('Buggy night')

  await bug()
  await expect(notice).toHaveCount(1)
  await tabs.getByRole('tab', { name: 'Score' }).click()
  await expect(notice).toHaveCount(0)
})
