import { expect, test, type Page } from '@playwright/test'
import { createGame, snap } from './support'

// Rule the Galaxy's red-framed spaces (where the fire markers lie) are not in the rulebook text: the
// players enter them once, right in the setup step or in the game when it was set up without them.

const KEY = 'rule-the-galaxy.board.fire-marker-spaces'

async function place(page: Page, strength: number, colour: string): Promise<void> {
  await page.getByTestId(`entry-strength-${strength}`).click()
  await page.getByTestId(`entry-colour-${colour}`).click()
  await page.getByTestId('entry-place').click()
}

async function startGame(page: Page, title: string): Promise<void> {
  await createGame(page, { module: 'rule-the-galaxy', title, players: ['Ana', 'Ben'] })
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Setup' }).click()
  await expect(page.getByTestId('rtg-setup')).toBeVisible()
}

test('a game set up without the red frames warns on the fire-marker form until they are entered', async ({ page }) => {
  await startGame(page, 'No frames')
  await expect(page.getByTestId('setup-step-fire-markers')).toContainText('Enter which spaces have red frames')
  await page.getByTestId('first-player').selectOption({ label: 'Ana' })
  await page.getByTestId('rtg-start').click()
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Play' }).click()
  // The Play tab's keys work once its deal is on screen (the tab loads with its own code).
  await expect(page.getByTestId('deal')).toContainText('Enter Ana’s first card')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('r')
  await expect(page.getByTestId('deal')).toContainText('Enter Ben’s first card')
  await page.keyboard.press('f')
  await place(page, 3, 'chewbacca')
  await place(page, 2, 'rey')
  await place(page, 1, 'finn')
  await page.getByTestId('entry-strength-8').click()
  await page.getByTestId('entry-place').click()

  const warning = page.getByTestId('red-frames')
  await expect(warning).toContainText('does not know which spaces have red frames')
  // Typing into the field is typing, not the Play tab's one-key shortcuts.
  const input = page.getByTestId('red-frames-input')
  await input.fill('1,3, 2,5, 3')
  await page.getByTestId('red-frames-save').click()
  await expect(page.getByTestId('red-frames-error')).toContainText('enter exactly 8 numbers (you entered 5)')
  await input.fill('1,3, 2,5, 3,3, 5,5')
  await page.getByTestId('red-frames-save').click()
  await expect(page.getByTestId('red-frames-error')).toHaveText(
    'Not entered: space 5,5 is off the 4 × 7 board: enter lanes from 1 to 4 and rows from 1 to 7.',
  )
  await input.fill('1,3, 1,3, 3,3, 4,5')
  await page.getByTestId('red-frames-save').click()
  await expect(page.getByTestId('red-frames-error')).toHaveText(
    'Not entered: space 1,3 is entered twice: enter 4 different spaces.',
  )
  await snap(page, 'rtg-red-frames-warning')
  await input.fill('1,3, 2,5, 3,3, 4,5')
  await page.getByTestId('red-frames-save').click()
  await expect(warning).toHaveCount(0)
  await expect(page.getByTestId('fire-marker-form')).toHaveCount(0)
  await expect(page.getByTestId('fire-seen')).toHaveText('0')

  // The same fact as Settings › Data corrections: the next game knows it from its setup step.
  await page.goto('./#/settings')
  await expect(page.getByTestId(`fact-value-${KEY}`)).toHaveText('1, 3, 2, 5, 3, 3, 4, 5')
  await startGame(page, 'Frames known')
  await expect(page.getByTestId('setup-step-fire-markers')).not.toContainText('Enter which spaces have red frames')
  await expect(page.getByTestId(`fact-value-${KEY}`)).toHaveText('1, 3, 2, 5, 3, 3, 4, 5')
})

test('the setup step asks for the red frames right there, and Settings shows the same value', async ({ page }) => {
  await startGame(page, 'Frames at setup')
  const step = page.getByTestId('setup-step-fire-markers')
  await expect(step.getByTestId(`fact-value-${KEY}`)).toHaveText('—')
  await step.getByTestId(`fact-edit-${KEY}`).click()
  await step.getByTestId(`fact-input-${KEY}`).fill('1,3 2,5')
  await step.getByTestId(`fact-save-${KEY}`).click()
  await expect(step.getByRole('alert')).toContainText('enter exactly 8 numbers (you entered 4)')
  await step.getByTestId(`fact-input-${KEY}`).fill('1,2, 2,4, 3,2, 4,4')
  await step.getByTestId(`fact-save-${KEY}`).click()
  await expect(step.getByTestId(`fact-value-${KEY}`)).toHaveText('1, 2, 2, 4, 3, 2, 4, 4')
  await expect(step).not.toContainText('Enter which spaces have red frames')
  await snap(page, 'rtg-setup-red-frames')
  await page.getByTestId('rtg-start').click()
  await expect(page.getByTestId('rtg-started')).toBeVisible()
  // Started with the spaces: no warning on the Play tab; the input leaves the setup step.
  await expect(step.getByTestId('setup-red-frames')).toHaveCount(0)
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Play' }).click()
  await expect(page.getByTestId('deal')).toBeVisible()
  await expect(page.getByTestId('red-frames')).toHaveCount(0)
  await page.goto('./#/settings')
  await expect(page.getByTestId(`fact-value-${KEY}`)).toHaveText('1, 2, 2, 4, 3, 2, 4, 4')
  // The game's jump says one of its values is the player's.
  await expect(page.getByTestId('facts-jump-rule-the-galaxy')).toHaveText(
    /^Star Wars: Rule the Galaxy \d+ values, 1 corrected$/,
  )
})
