import { expect, test } from '@playwright/test'
import { createGame } from './support'

test('the rule panel gives the focus back to the button that opened it, closed by Esc or by ✕', async ({ page }) => {
  await createGame(page, { module: 'rule-the-galaxy', title: 'Rules at hand', players: ['Ana', 'Bo'] })
  const summary = page.getByRole('button', { name: 'Turn summary' })
  const panel = page.getByTestId('rule-panel')
  const close = panel.getByRole('button', { name: 'Close rule panel' })

  await summary.focus()
  await page.keyboard.press('Enter')
  await expect(close).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
  await expect(summary).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(close).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(panel).toHaveCount(0)
  await expect(summary).toBeFocused()
})
