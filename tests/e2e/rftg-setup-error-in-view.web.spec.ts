import { expect, test } from '@playwright/test'
import { enterGoals, newGame } from './rftg-support'

test.use({ viewport: { width: 1280, height: 800 } })

test('a refused Use these goals or Draw is said under the button, in view, not below the start worlds', async ({
  page,
}) => {
  await newGame(page, ['Ana', 'Bo'], true)
  await enterGoals(page, 'Propaganda Edge', 'Or enter the goals you drew')
  const error = page.getByTestId('rftg-error')
  await expect(error).toHaveText(
    'Enter exactly 4 “first” goals and 2 “most” goals, separated by commas (you entered 4 and 1).',
  )
  await expect(error).toBeInViewport()
  await expect(page.getByRole('region', { name: 'Goals' }).getByTestId('rftg-error')).toHaveCount(1)
  // A refusal of the start worlds' own buttons stays where it was said before: at the end of the tab.
  await page.getByTestId('remember-in-play').click()
  await expect(error).toHaveText(
    'The deal needs a blue and a red start world for each of the 2 players: you ticked 0 blue and 0 red.',
  )
  await expect(page.getByRole('region', { name: 'Goals' }).getByTestId('rftg-error')).toHaveCount(0)
})
