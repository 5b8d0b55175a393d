import { expect, type Page } from '@playwright/test'
import { createGame, writesSettled } from './support'

/** A new game of `players` started with the Setup tab's defaults, on the Space tab. */
export async function startedOnSpace(page: Page, players: string[]): Promise<void> {
  await createGame(page, { module: 'angriff-der-rebellen', players })
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  await page.getByTestId('ar-start').click()
  await tabs.getByRole('tab', { name: 'Space' }).click()
}

/** One Angriff der Rebellen turn: move to a space, then reveal a tile at another. */
export async function turn(page: Page, moveTo: number, revealAt: number, tile: string): Promise<void> {
  await page.getByTestId(`ar-space-${moveTo}`).click()
  await expect(page.getByTestId('ar-status')).toContainText('reveal a face-down tile')
  // A space is no pick while a change is being written (SpaceTab's pick): the move first.
  await writesSettled(page)
  await page.getByTestId(`ar-space-${revealAt}`).click()
  await page.getByTestId(`ar-tile-${tile}`).click()
}

/**
 * From a started game of Ana, Bo and Cy on the Space tab: astromechs for all, Ana fights an
 * Interceptor (strength 3, 2 points) and loses, Bo takes a chip from it, Cy an ally, Ana beats a
 * TIE Bomber (strength 2, 3 points); then Bo reveals another Interceptor. `atAnasInterceptor` runs
 * when Ana's Interceptor is revealed with its values entered, before she fights.
 */
export async function toBosInterceptor(page: Page, atAnasInterceptor?: () => Promise<void>): Promise<void> {
  await turn(page, 1, 2, 'astromech')
  await turn(page, 7, 6, 'astromech')
  await turn(page, 8, 9, 'asteroid-field')
  await turn(page, 5, 4, 'astromech')
  await turn(page, 6, 10, 'tie-interceptor')
  await page.getByTestId('ar-points-input').fill('2')
  await page.getByTestId('ar-ship-values-save').click()
  await atAnasInterceptor?.()
  await page.getByTestId('ar-fight').click()
  await page.getByTestId('ar-ship-roll-4').click()
  await page.getByTestId('ar-roll-3').click()
  await page.getByTestId('ar-record-fight').click()
  await turn(page, 11, 10, 'tie-interceptor')
  await page.getByTestId('ar-take-chip').click()
  await expect(page.getByTestId('ar-player-p2')).toContainText('1 / 5')
  await turn(page, 4, 0, 'ally')
  await turn(page, 2, 3, 'tie-bomber')
  await page.getByTestId('ar-strength-input').fill('2')
  await page.getByTestId('ar-points-input').fill('3')
  await page.getByTestId('ar-ship-values-save').click()
  await page.getByTestId('ar-fight').click()
  await page.getByTestId('ar-ship-roll-2').click()
  await page.getByTestId('ar-roll-5').click()
  await page.getByTestId('ar-record-fight').click()
  await turn(page, 15, 14, 'tie-interceptor')
}
