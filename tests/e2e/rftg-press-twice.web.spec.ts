import { expect, test } from '@playwright/test'
import { newGame, pickTarget, press, takeoverTable, targets, twoRebelWorlds } from './rftg-support'
import { holdableDisk, holdWrites, writesSettled } from './support'

// A key pressed twice quickly does its action once when the second press would repeat it (the goals
// drawn again, a second empty Settle phase), and a double click counts once; keys that each mean a
// step (N N: the next declaration, then the one after) are each judged on what the one before left.
// The disk is held, so "pressed while the first is being written" is a moment the test holds open.

test.beforeEach(async ({ page }) => {
  await holdableDisk(page)
})

const log = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Table log' }).click()

test('G pressed twice while the draw is being written draws once; a double click on Draw draws once', async ({
  page,
}) => {
  await newGame(page, ['Ana', 'Bo'], true)
  await page.getByTestId('other-first').fill('Galactic Standard of Living, Overlord Discoveries')
  await page.getByTestId('other-most').fill('Greatest Military')
  await writesSettled(page)
  await holdWrites(page, true)
  await press(page, 'g', 2)
  await expect(page.getByTestId('goals-out')).toContainText('Drawn by the app (seed')
  await holdWrites(page, false)
  await writesSettled(page)
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByTestId('goals-out')).toHaveCount(0)
  await writesSettled(page)
  await page.getByTestId('draw-goals').dblclick()
  await expect(page.getByTestId('goals-out')).toContainText('Drawn by the app (seed')
  await writesSettled(page)
  await log(page)
  // The G draw (undone) and the double click's one draw.
  await expect(page.getByText(/^Goals drawn: most/)).toHaveCount(2)
  await expect(page.getByText('(undone)')).toHaveCount(1)
})

test('a double click on Use these goals enters the goals once', async ({ page }) => {
  await newGame(page, ['Ana', 'Bo'], false)
  await page.getByText('Or enter the goals you drew', { exact: true }).click()
  await page.getByTestId('entered-first').fill('Galactic Riches, Uplift Knowledge, Expansion Leader, Overlord')
  await page.getByTestId('entered-most').fill('Propaganda Edge, Research Leader')
  await page.getByTestId('enter-goals').click()
  await expect(page.getByTestId('goals-out')).toContainText(
    'First: Galactic Riches, Uplift Knowledge, Expansion Leader, Overlord',
  )
  // A name corrected, entered again with a double click: logged once.
  await page
    .getByTestId('entered-first')
    .fill('Galactic Riches, Uplift Knowledge, Expansion Leader, Overlord Discoveries')
  await page.getByTestId('entered-most').fill('Propaganda Edge, Research Leader')
  await page.getByTestId('enter-goals').dblclick()
  await expect(page.getByTestId('goals-out')).toContainText('Overlord Discoveries')
  await writesSettled(page)
  await log(page)
  await expect(page.getByText(/^Goals entered: most/)).toHaveCount(2)
})

test('Takeovers: a double-clicked Resolve resolves one declaration; N N resolves two in turn; S S starts one Settle', async ({
  page,
}) => {
  await takeoverTable(page, {
    p1: [{ military: 6, imperiumCards: 1 }, ['imperiumSeat']],
    p2: [{ military: 1 }, [], twoRebelWorlds(2, 1)],
    p3: [{ military: 5, imperiumCards: 1 }, ['imperiumSeat']],
  })
  for (const [attacker, world] of [
    ['Cy', 'Rebel Outpost (defence 2, Rebel)'],
    ['Ana', 'Rebel Base (defence 1, Rebel)'],
  ] as const) {
    await page.getByTestId('attacker').selectOption({ label: attacker })
    await page.getByTestId('defender').selectOption({ label: 'Bo' })
    await pickTarget(page, world)
    await press(page, 'd')
  }
  const decl = page.getByTestId('declaration')
  await expect(decl).toHaveText([/^Cy → Rebel Outpost \(Bo\): succeeds/, /^Ana → Rebel Base \(Bo\): succeeds/])
  const history = page.getByTestId('takeover-history').getByRole('listitem')
  const cy = 'Cy took Rebel Outpost from Bo (Imperium Seat, 5 against 3)'
  const ana = 'Ana took Rebel Base from Bo (Imperium Seat, 6 against 2)'

  // The second click of the pair lands on Ana's Resolve, which moved up under the pointer: no press.
  await page.getByTestId('resolve-1').dblclick()
  await expect(history).toHaveText([cy])
  await expect(decl).toHaveText([/^Ana → Rebel Base \(Bo\): succeeds/])
  await writesSettled(page)
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(decl).toHaveCount(2)
  await writesSettled(page)

  // N N while the first is being written: Cy's, then Ana's, each shown at once.
  await holdWrites(page, true)
  await press(page, 'n', 2)
  await expect(history).toHaveText([cy, ana])
  await expect(decl).toHaveCount(0)
  await holdWrites(page, false)
  await writesSettled(page)

  // S S while the first is being written: one new Settle phase.
  await holdWrites(page, true)
  await press(page, 's', 2)
  await holdWrites(page, false)
  await writesSettled(page)
  // And a double click on the Tableaux tab's button: one more.
  await page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name: 'Tableaux' }).click()
  await page.getByTestId('new-settle').dblclick()
  await writesSettled(page)
  await log(page)
  await expect(page.getByText(/^A new Settle phase:/)).toHaveCount(2)
  await page.reload()
  await expect(page.getByText(/^A new Settle phase:/)).toHaveCount(2)
  await expect(page.getByText(/^(Cy|Ana) took over Rebel/)).toHaveCount(3)
})

test('R pressed twice while the takeover is being written, the attacker holding a second Settle action: one attempt', async ({
  page,
}) => {
  await takeoverTable(page, {
    p1: [{ military: 1, imperiumCards: 1 }, ['imperiumSeat', 'improvedLogistics']],
    p2: [{ military: 1 }, [], twoRebelWorlds(5, 6)],
  })
  await page.getByTestId('attacker').selectOption({ label: 'Ana' })
  await page.getByTestId('defender').selectOption({ label: 'Bo' })
  await expect(page.getByTestId('verdict-text')).toHaveText('Takeover fails (1 against 6, margin -5)')
  const history = page.getByTestId('takeover-history').getByRole('listitem')
  const failed = 'Ana failed to take Rebel Outpost from Bo (Imperium Seat, 1 against 6)'
  await writesSettled(page)
  await holdWrites(page, true)
  await press(page, 'r', 2)
  await expect(history).toHaveText([failed])
  await holdWrites(page, false)
  await writesSettled(page)
  await expect(history).toHaveText([failed])
  // The second R is refused, said in the calculator: Ana's second Settle action is no second go at
  // the same world. Pressed again once the first is written, the same (it used to be a second attempt).
  const again =
    'Ana already attempted a takeover of Rebel Outpost (Bo) this Settle: the same takeover is not declared twice. A second Settle action (Improved Logistics) can go to another world or a placement.'
  await expect(page.getByTestId('calc-error')).toHaveText(`Not resolved: ${again}`)
  await press(page, 'r')
  await expect(page.getByTestId('calc-error')).toHaveText(`Not resolved: ${again}`)
  await writesSettled(page)
  await expect(history).toHaveText([failed])
  // Her second action goes to another world.
  await pickTarget(page, 'Rebel Base (defence 6, Rebel)')
  await press(page, 'r')
  const base = 'Ana failed to take Rebel Base from Bo (Imperium Seat, 1 against 7)'
  await expect(history).toHaveText([failed, base])
  await writesSettled(page)
  await page.reload()
  await expect(history).toHaveText([failed, base])
})

test('D pressed twice by an attacker holding a second Settle action declares the takeover once; Declare again is refused', async ({
  page,
}) => {
  await takeoverTable(page, {
    p1: [{ military: 1, imperiumCards: 1 }, ['imperiumSeat', 'improvedLogistics']],
    p2: [{ military: 1 }, [], twoRebelWorlds(5, 6)],
  })
  await page.getByTestId('attacker').selectOption({ label: 'Ana' })
  await page.getByTestId('defender').selectOption({ label: 'Bo' })
  await expect(targets(page).nth(0)).toBeChecked()
  await expect(page.getByTestId('verdict-text')).toHaveText('Takeover fails (1 against 6, margin -5)')
  await press(page, 'd', 2)
  const decl = page.getByTestId('declaration')
  await expect(decl).toHaveText([/^Ana → Rebel Outpost \(Bo\): fails \(1 against 6\)/])
  const again =
    'Ana already declared a takeover of Rebel Outpost (Bo) this Settle: the same takeover is not declared twice. A second Settle action (Improved Logistics) can go to another world or a placement.'
  await expect(page.getByTestId('calc-error')).toHaveText(`Not declared: ${again}`)
  // Pressed again later, and after a reload (the declaration is stored, the picks too): refused all the same.
  await press(page, 'd')
  await expect(decl).toHaveCount(1)
  await page.reload()
  await expect(decl).toHaveCount(1)
  await expect(page.getByTestId('calc-error')).toHaveText(again)
  await press(page, 'd')
  await expect(page.getByTestId('calc-error')).toHaveText(`Not declared: ${again}`)
  await expect(decl).toHaveCount(1)
  // Her second action goes to another world.
  await pickTarget(page, 'Rebel Base (defence 6, Rebel)')
  await expect(page.getByTestId('verdict-text')).toHaveText('Takeover fails (1 against 7, margin -6)')
  await press(page, 'd')
  await expect(decl).toHaveText([
    /^Ana → Rebel Outpost \(Bo\): fails \(1 against 6\)/,
    /^Ana → Rebel Base \(Bo\): fails \(1 against 7\)/,
  ])
})

test('a double click on a Setup step ticks it once, on the box or on its words; Space still toggles', async ({
  page,
}) => {
  await newGame(page, ['Ana', 'Bo'], true)
  const box = page.getByTestId('step-slides')
  await box.dblclick()
  await expect(box).toBeChecked()
  await writesSettled(page)
  await page.getByText('Each player: a Military slide and 4 cubes').dblclick()
  await expect(box).not.toBeChecked()
  await writesSettled(page)
  await box.press('Space')
  await expect(box).toBeChecked()
  await writesSettled(page)
  await page.reload()
  await expect(box).toBeChecked()
  await log(page)
  await expect(page.getByText(/^Setup: “Military slides” /)).toHaveText([
    'Setup: “Military slides” done',
    'Setup: “Military slides” reopened',
    'Setup: “Military slides” done',
  ])
})
