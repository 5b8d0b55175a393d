import { expect, test, type Page } from '@playwright/test'
import { createGame, modKey, openTool, recordUnits, snap, toCommandPhase } from './support'

// Base rules, "Capturing Leaders" and "Rescuing Captured Leaders", played on the Units tab: a card at
// the table captures Leia in Sullust (Capture beside her name; she cannot go back to the pool), the
// X-wing destroys the TIE Fighter, and with no Imperial unit left the Units tab and the battle tracker
// say she is rescued; one click rescues her to the Rebel Base space (one event: undo, reload). A
// rescue by a card is the Rescue on her line under the Rebels.

const timelineLine = (page: Page, text: string) =>
  page.getByTestId('timeline-event').filter({ hasText: new RegExp(`#\\d+\\s*${text}`) })
const RESCUE_DUE = 'No Imperial unit is left with the captured Leia Organa: the leader is rescued.'

test('a captured leader: captured once, no way back to the pool, rescued where no Imperial unit is left', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await createGame(page, { module: 'rebellion', title: 'Prison night', players: ['Ana', 'Ben'] })
  await toCommandPhase(page)
  await openTool(page, 'Units')
  await recordUnits(page, 'sullust', 'empire', '1 tie')
  await recordUnits(page, 'sullust', 'rebels', '1 x-wing')
  const rebels = page.getByTestId('forces-rebels')
  await rebels.getByLabel('Rebels leader to place here').selectOption('leia')
  await rebels.getByRole('button', { name: 'Place' }).click()
  const leia = rebels.getByTestId('leader-leia')
  await expect(leia).toContainText('Leia Organa')

  // Captured with a double click: one capture in the log, and the second click rescued nobody (the
  // rescue is on its own line). The pool's × is gone: a captured leader stays on the board.
  await page.getByTestId('capture-leia').dblclick()
  await expect(leia).toHaveText(/^\s*Leia Organa \(captured\)\s*$/)
  await expect(timelineLine(page, 'Leia Organa captured')).toHaveCount(1)
  await expect(timelineLine(page, 'Leia Organa rescued')).toHaveCount(0)
  await expect(rebels.getByRole('button', { name: 'Return Leia Organa to the pool' })).toHaveCount(0)
  await expect(page.getByTestId('rescue-leia')).toHaveAccessibleName('Rescue Leia Organa (to the Rebel Base space)')
  // The TIE Fighter still holds her.
  await expect(page.getByTestId('captured-leia')).toHaveText(
    /^\s*Leia Organa is captured: rescued once no Imperial unit is left here, or by a card.\s*Rescue\s*$/,
  )

  // The X-wing destroys the TIE Fighter: the tracker and the Units tab say she is rescued.
  await page.getByTestId('fight').click()
  await page.getByTestId('lost-empire-tie-fighter-0').fill('1')
  await page.getByTestId('record-round').click()
  await expect(page.getByTestId('battle-winner')).toHaveText(
    'Rebels won the battle in Sullust (the Empire has no units left there).',
  )
  await expect(page.getByTestId('battle-follow-ups')).toHaveText(new RegExp(`${RESCUE_DUE}\\s*Rescue`))
  await expect(page.getByTestId('captured-leia')).toContainText(RESCUE_DUE)
  await snap(page, 'rebellion-capture-rescue-due')

  // One click rescues her to the Rebel Base space; nothing more is offered.
  await page.getByTestId('battle-follow-ups').getByRole('button', { name: 'Rescue' }).click()
  await expect(timelineLine(page, 'Leia Organa rescued \\(to the Rebel Base space\\)')).toHaveCount(1)
  await expect(leia).toHaveCount(0)
  await expect(page.getByTestId('battle-follow-ups')).toHaveCount(0)
  await expect(page.getByTestId('captured-leia')).toHaveCount(0)
  await page.getByTestId('forces-system').selectOption('rebel-base')
  await expect(leia).toHaveText(/^\s*Leia Organa\s*Capture\s*×\s*$/)

  // Undo: captured in Sullust again; a reload keeps that.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(leia).toHaveCount(0)
  await page.getByTestId('forces-system').selectOption('sullust')
  await expect(leia).toHaveText(/^\s*Leia Organa \(captured\)\s*$/)
  await expect(page.getByTestId('captured-leia')).toContainText(RESCUE_DUE)
  await page.reload()
  await openTool(page, 'Units')
  await page.getByTestId('forces-system').selectOption('sullust')
  await expect(leia).toHaveText(/^\s*Leia Organa \(captured\)\s*$/)
  await expect(page.getByTestId('captured-leia')).toContainText(RESCUE_DUE)

  // Rescued by a card instead: the click beside her name, the same one event.
  await page.getByTestId('rescue-leia').click()
  await expect(leia).toHaveCount(0)
  await expect(timelineLine(page, 'Leia Organa rescued \\(to the Rebel Base space\\)')).toHaveCount(2)
  await page.getByTestId('forces-system').selectOption('rebel-base')
  await expect(leia).toContainText('Leia Organa')
  await expect(leia).not.toContainText('captured')
  await snap(page, 'rebellion-capture-rescued')
  expect(errors).toEqual([])
})
