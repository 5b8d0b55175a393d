import { expect, test } from '@playwright/test'
import { countWrites, createGame, doubleClickAfterWrite, modKey, openTool, recordUnits } from './support'
import { seriousViolations } from './axe'

// Base rules, setup "Place Starting Leaders" and Refresh "Recruit Icon": in a new game the leaders
// with a recruit icon wait beside the board, under the leader pool, until recruited. One not yet
// recruited cannot be placed (the refusal says what to do); Recruit puts the leader into the pool,
// a double click recruits once, undo sends the leader back to wait, and a reload keeps it all.

test('recruit-icon leaders wait until recruited, then can be placed', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.setViewportSize({ width: 1280, height: 900 })
  await createGame(page, { module: 'rebellion', title: 'Recruits', players: ['Mira', 'Odo'] })
  await openTool(page, 'Units')
  await recordUnits(page, 'sullust', 'empire', '1 sd')
  const pool = page.getByTestId('leader-pool')
  const empirePool = pool.getByTestId('pool-empire')
  const waiting = pool.getByTestId('waiting-empire')

  // The Empire's pool holds its four starting leaders; Piett waits to be recruited.
  await expect(empirePool.getByRole('button')).toHaveText([
    'Emperor Palpatine',
    'Darth Vader',
    'Grand Moff Tarkin',
    'General Tagge',
  ])
  await expect(pool.getByTestId('pool-leader-piett')).toHaveCount(0)
  await expect(waiting.getByTestId('recruit-piett')).toHaveText('+ Recruit Admiral Piett')
  await expect(page.getByTestId('forces-empire').getByRole('option', { name: 'Admiral Piett' })).toHaveCount(0)
  await expect(page.getByTestId('activate-leader').getByRole('option', { name: 'Admiral Piett' })).toHaveCount(0)

  // Recruit with a double click at a person's pace: the second click lands on the button that moved
  // under the pointer (Boba Fett's), and recruits nobody.
  const committed = await countWrites(page)
  await doubleClickAfterWrite(page, waiting.getByTestId('recruit-piett'), committed)
  await expect(empirePool.getByTestId('pool-leader-piett')).toBeVisible()
  await expect(waiting.getByTestId('recruit-piett')).toHaveCount(0)
  await expect(waiting.getByTestId('recruit-boba-fett')).toBeVisible()
  expect(await committed()).toBe(1)
  await expect(
    page.getByTestId('timeline').getByText('Empire: Admiral Piett recruited into the leader pool'),
  ).toHaveCount(1)

  // Now he is placed like any leader in the pool.
  await empirePool.getByTestId('pool-leader-piett').click()
  await pool.getByTestId('leader-target-sullust').click()
  await expect(page.getByTestId('forces-empire').getByTestId('leader-piett')).toBeVisible()
  await page.locator('body').press(`${modKey()}+z`)
  await expect(page.getByTestId('forces-empire').getByTestId('leader-piett')).toHaveCount(0)

  // Undo the recruit: Piett waits again, and cannot be placed.
  await page.locator('body').press(`${modKey()}+z`)
  await expect(waiting.getByTestId('recruit-piett')).toBeVisible()
  await expect(empirePool.getByTestId('pool-leader-piett')).toHaveCount(0)

  // From the keyboard: Enter recruits him, and the focus goes on to his chip in the pool.
  await waiting.getByTestId('recruit-piett').focus()
  await page.keyboard.press('Enter')
  await expect(empirePool.getByTestId('pool-leader-piett')).toBeFocused()
  expect(await seriousViolations(page)).toEqual([])

  // A reload keeps him recruited, and Boba Fett still waiting.
  await page.reload()
  await openTool(page, 'Units')
  await expect(
    page.getByTestId('leader-pool').getByTestId('pool-empire').getByTestId('pool-leader-piett'),
  ).toBeVisible()
  await expect(page.getByTestId('leader-pool').getByTestId('recruit-boba-fett')).toBeVisible()
  await expect(page.getByTestId('leader-pool').getByTestId('recruit-piett')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('the Refresh recruit step points to the leader pool', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await createGame(page, { module: 'rebellion', title: 'Recruit step', players: ['Mira', 'Odo'] })
  await openTool(page, 'Round')
  const step = page.getByTestId('refresh-recruit')
  await expect(step.getByTestId('recruit-in-pool')).toContainText(
    'Record each leader recruited in the leader pool (Units tab, “Waiting to be recruited”): until then the leader cannot be placed.',
  )
  await step.getByTestId('go-recruit').click()
  await expect(page.getByTestId('leader-pool').getByTestId('waiting-rebels')).toBeVisible()
})

test('the leader pool’s recruit hint has a "?" that opens Recruiting leaders, by keyboard too', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 })
  await createGame(page, { module: 'rebellion', title: 'Recruit help', players: ['Mira', 'Odo'] })
  await openTool(page, 'Units')
  const help = page.getByTestId('recruit-hint').getByTestId('rule-help')
  await expect(help).toHaveAccessibleName(/Recruiting leaders/)
  await help.focus()
  await page.keyboard.press('Enter')
  const entry = page.getByTestId('rule-panel').getByTestId('rule-entry')
  await expect(entry).toHaveAttribute('data-rule', 'rebellion.recruit')
  await expect(entry).toContainText('until you press Recruit for the one chosen')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('rule-panel')).toBeHidden()
})
