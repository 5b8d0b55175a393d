import { expect, test } from '@playwright/test'
import { modKey, snap } from './support'
import { kyloRenToDestroy, pressKeys as press } from './rtg-support'

// The destroy helper asked for with D, its "Paid with other cards?" box opened and counts typed stay
// with the step as logged: another tab (which unmounts the Play tab) or a reload used to lose them
// ("Press D after drawing" again, the helper's own counts). Anything logged after, they go; a Table
// log note aside.

test('the destroy plan, the other units list and the other cards typed survive another tab, a reload and a note; an undo starts afresh', async ({
  page,
}) => {
  await kyloRenToDestroy(page, 'Destroy kept')
  await page.keyboard.press('d')
  await expect(page.getByTestId('destroy-best')).toHaveText('Best: 5 points, 1 unit, spending 8 cards')
  await page.getByTestId('pay-other-u1').locator('summary').click()
  await page.getByTestId('pay-u1-rey').fill('3')
  await page.getByTestId('pay-u1-bb8').fill('2')
  await expect(page.getByTestId('pay-count-u1')).toHaveText('8 of 8 cards')

  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  const stillThere = async (): Promise<void> => {
    await expect(page.getByTestId('destroy-best')).toHaveText('Best: 5 points, 1 unit, spending 8 cards')
    await expect(page.getByTestId('destroy-action')).toHaveText(/spend 4 Rey \+ 3 Poe \+ 1 BB-8/)
    await expect(page.getByTestId('pay-other-u1')).toHaveAttribute('open', '')
    await expect(page.getByTestId('pay-u1-rey')).toHaveValue('3')
    await expect(page.getByTestId('pay-u1-poe')).toHaveValue('3')
    await expect(page.getByTestId('pay-u1-bb8')).toHaveValue('2')
    await expect(page.getByTestId('pay-count-u1')).toHaveText('8 of 8 cards')
  }
  await tabs.getByRole('tab', { name: 'Board' }).click()
  await expect(page.getByTestId('destroy-helper')).toHaveCount(0)
  await tabs.getByRole('tab', { name: 'Play' }).click()
  await stillThere()
  await snap(page, 'rtg-destroy-kept')
  const key = await page.evaluate(() => Object.keys(localStorage).find((k) => k.includes('rule-the-galaxy.destroy.')))
  expect(key).toMatch(/^holotable\.rule-the-galaxy\.destroy\./)
  await page.reload()
  await stillThere()

  // "Other units this hand can take" opened stays open too, with what is typed in it.
  const others = page.getByTestId('destroy-others')
  await others.locator('summary').first().click()
  await expect(others).toHaveAttribute('open', '')
  await expect(page.getByTestId('destroy-other')).toHaveCount(1)
  await tabs.getByRole('tab', { name: 'Board' }).click()
  await tabs.getByRole('tab', { name: 'Play' }).click()
  await stillThere()
  await expect(others).toHaveAttribute('open', '')

  // A Table log note changes neither the board nor the hands: the plan and the boxes stay, and so
  // they do when the note is undone.
  await tabs.getByRole('tab', { name: 'Table log' }).click()
  await page.getByTestId('note-input').fill('Kylo Ren next')
  await page.getByTestId('add-note').click()
  await expect(page.getByTestId('notes')).toContainText('Kylo Ren next')
  await tabs.getByRole('tab', { name: 'Play' }).click()
  await stillThere()
  await expect(others).toHaveAttribute('open', '')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByText(/^Undid: .*Kylo Ren next/)).toBeVisible()
  await stillThere()
  await expect(others).toHaveAttribute('open', '')

  // The stop undone: another step, so the plan and the counts typed for the last one go.
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('destroy-helper')).toContainText('Press D after drawing')
  await expect(page.getByTestId('destroy-best')).toHaveCount(0)
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k!), key)).toBeNull()
  await press(page, 's')
  await page.keyboard.press('d')
  await expect(page.getByTestId('destroy-best')).toHaveText('Best: 5 points, 1 unit, spending 8 cards')
  await expect(page.getByTestId('pay-other-u1')).not.toHaveAttribute('open', '')
  await page.getByTestId('pay-other-u1').locator('summary').click()
  await expect(page.getByTestId('pay-u1-rey')).toHaveValue('4')
  await expect(page.getByTestId('pay-u1-bb8')).toHaveValue('1')

  // Paid with other cards: the destruction is logged, the plan worked out again, nothing typed kept.
  await page.getByTestId('pay-u1-rey').fill('3')
  await page.getByTestId('pay-u1-bb8').fill('2')
  await page.getByTestId('pay-go-u1').click()
  await expect(page.getByTestId('current-hand')).toHaveText(/Rey 1\s*Poe 0\s*Finn 0\s*Chewbacca 0\s*BB-8 0/)
  await expect(page.getByTestId('pay-other-u1')).toHaveCount(0)
  await expect(page.getByTestId('destroy-helper')).not.toContainText('Press D after drawing')
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k!), key)).not.toContain('"rey":"3"')
})
