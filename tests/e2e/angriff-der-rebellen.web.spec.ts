import { expect, test } from '@playwright/test'
import { createGame, modKey, snap } from './support'
import { turn } from './angriff-support'
import { seriousViolations } from './axe'
import { unfitAt } from './narrow-support'

// Odds asserted here are counted by hand over the 100 pairs of d10 rolls: with advantage a (your
// bonuses − the ship's strength) you win on the pairs where your roll − the neighbour's ≥ −a.

test('a 3-player game: setup, an astromech each, an asteroid, a second astromech, a lost and a won fight, reload, undo, scores', async ({
  page,
}) => {
  test.setTimeout(150_000) // a whole game by taps: about 90 clicks on a shared 2-core machine
  await createGame(page, { module: 'angriff-der-rebellen', players: ['Ana', 'Bo', 'Cy'] })
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await expect(tabs.getByRole('tab')).toHaveText(['Table log', 'Setup', 'Space', 'Score'])

  // Setup checklist with progress; ships and corners (defaults: Falcon top left, X-Wing top right, B-Wing bottom left).
  await tabs.getByRole('tab', { name: 'Setup' }).click()
  await page.getByTestId('ar-step-ships').click()
  await page.getByTestId('ar-step-grid').click()
  await expect(page.getByTestId('ar-setup-progress')).toContainText('2 / 6 done')
  await page.getByTestId('ar-step-grid').click()
  await expect(page.getByTestId('ar-setup-progress')).toContainText('1 / 6 done')
  // Two players on one corner are refused with the reason.
  await page.getByTestId('ar-corner-p2').selectOption({ label: 'top left' })
  await page.getByTestId('ar-start').click()
  await expect(page.getByRole('alert')).toContainText('each player needs a different corner')
  await page.getByTestId('ar-corner-p2').selectOption({ label: 'top right' })
  await snap(page, 'ar-setup')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByTestId('ar-start').click()
  await expect(page.getByTestId('ar-started')).toContainText('Ana starts')

  await tabs.getByRole('tab', { name: 'Space' }).click()
  await expect(page.getByTestId('ar-pile')).toContainText('14 tiles')
  await expect(page.getByTestId('ar-status')).toContainText('Ana (Millennium Falcon): move your ship')
  // A diagonal move is refused with the rule.
  await page.getByTestId('ar-space-5').click()
  await expect(page.getByTestId('ar-error')).toContainText('not diagonally')

  await turn(page, 1, 2, 'astromech') // Ana takes an astromech; the gap is refilled
  await expect(page.getByTestId('ar-pile')).toContainText('13 tiles')
  await turn(page, 7, 6, 'astromech') // Bo
  await turn(page, 8, 9, 'asteroid-field') // Cy: the turn ends
  await expect(page.getByTestId('ar-pile')).toContainText('12 tiles')
  // 27 unseen tiles: 2 asteroid fields, 2 astromechs, 5 allies, 18 ships.
  await expect(page.getByTestId('ar-chances')).toContainText('Asteroid field 7.4%')
  await expect(page.getByTestId('ar-chances')).toContainText('Imperial ship 66.7%')
  await expect(page.getByTestId('ar-status')).toContainText('Ana')

  // Memory aid: off by default, the seen asteroid shows only when switched on.
  await expect(page.getByTestId('ar-space-9')).not.toContainText('Asteroid field')
  await page.getByTestId('ar-memory-aid').check()
  await expect(page.getByTestId('ar-space-9')).toContainText('Asteroid field')

  // Ana: a second astromech is turned back and gives an extra move.
  await turn(page, 5, 4, 'astromech')
  await expect(page.getByTestId('ar-extra-move')).toBeVisible()
  await turn(page, 6, 10, 'tie-interceptor')
  // The strength is known (3); the points are asked once.
  await expect(page.getByTestId('ar-strength-input')).toHaveValue('3')
  await page.getByTestId('ar-points-input').fill('25')
  await page.getByTestId('ar-ship-values-save').click()
  await expect(page.getByTestId('ar-ship-values').getByRole('alert')).toContainText(
    'Victory points: enter the whole number printed on the tile, 0 to 20 (you typed “25”).',
  )
  // Only plain whole numbers: "1e1" (10 to Number()) and "2.0" are refused with the same words.
  for (const typed of ['1e1', '2.0']) {
    await page.getByTestId('ar-points-input').fill(typed)
    await page.getByTestId('ar-ship-values-save').click()
    await expect(page.getByTestId('ar-ship-values').getByRole('alert')).toContainText(
      `Victory points: enter the whole number printed on the tile, 0 to 20 (you typed “${typed}”).`,
    )
  }
  await page.getByTestId('ar-strength-input').fill('1e1')
  await page.getByTestId('ar-points-input').fill('2')
  await page.getByTestId('ar-ship-values-save').click()
  await expect(page.getByTestId('ar-ship-values').getByRole('alert')).toContainText(
    'Strength: enter the whole number printed on the tile, 0 to 15 (you typed “1e1”).',
  )
  await page.getByTestId('ar-strength-input').fill('3')
  await page.getByTestId('ar-points-input').fill('2')
  await page.getByTestId('ar-ship-values-save').click()
  // Astromech only (+1) against strength 3: advantage −2 → 36 of 100.
  await expect(page.getByTestId('ar-odds-all')).toHaveText('36%')
  await page.getByTestId('ar-fight').click()
  await expect(page.getByTestId('ar-duel')).toContainText('Cy rolls for the ship')
  await page.getByTestId('ar-ship-roll-4').click()
  await page.getByTestId('ar-roll-3').click()
  await expect(page.getByTestId('ar-advice')).toContainText(
    'Cannot win: even with everything you reach 4, 3 short of 7',
  )
  await snap(page, 'ar-duel-lost')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByTestId('ar-record-fight').click()
  await expect(page.getByTestId('ar-recent')).toContainText('Ana: TIE Interceptor — fought and lost')

  // Bo reveals the same (turned back) Interceptor and takes a chip.
  await turn(page, 11, 10, 'tie-interceptor')
  await page.getByTestId('ar-take-chip').click()
  await expect(page.getByTestId('ar-player-p2')).toContainText('1 / 5')
  // Cy takes an ally.
  await turn(page, 4, 0, 'ally')
  await expect(page.getByTestId('ar-player-p3')).toContainText('+2')

  // Ana fights a TIE Bomber (values asked: strength 2, points 3) and wins without spending.
  await turn(page, 2, 3, 'tie-bomber')
  await page.getByTestId('ar-strength-input').fill('2')
  await page.getByTestId('ar-points-input').fill('3')
  await page.getByTestId('ar-ship-values-save').click()
  await expect(page.getByTestId('ar-odds-all')).toHaveText('45%') // advantage −1 → 45 of 100
  await page.getByTestId('ar-fight').click()
  await page.getByTestId('ar-ship-roll-2').click()
  await page.getByTestId('ar-roll-5').click()
  await expect(page.getByTestId('ar-advice')).toContainText('spend nothing')
  await expect(page.getByTestId('ar-own-total')).toContainText('You: 6 against 4 → you win')
  await page.getByTestId('ar-record-fight').click()
  await expect(page.getByTestId('ar-player-p1')).toContainText('TIE Bomber (3)')
  // The timeline (open beside the game) tells each fight in the game's words.
  await expect(
    page.getByText('Ana fought the TIE Bomber: 6 (roll 5 + astromech) against 4 (roll 2 + 2) — won'),
  ).toBeVisible()
  await expect(
    page.getByText('Ana fought the TIE Interceptor: 4 (roll 3 + astromech) against 7 (roll 4 + 3) — lost'),
  ).toBeVisible()
  await snap(page, 'ar-space')
  // Phone-narrow: the four spaces of a row share the width (at 5rem each they widened the page).
  expect(await unfitAt(page, 360)).toEqual([])
  expect(await seriousViolations(page)).toEqual([])

  // Reload: everything comes back from the log.
  await page.reload()
  await expect(page.getByTestId('ar-player-p1')).toContainText('TIE Bomber (3)')
  await expect(page.getByTestId('ar-status')).toContainText('Bo (X-Wing): move your ship')
  await expect(page.getByTestId('ar-space-9')).toContainText('Asteroid field')

  // Undo the won fight: Ana is back before the choice, the Bomber no longer hers.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('ar-duel')).toBeVisible()
  await expect(page.getByTestId('ar-player-p1')).not.toContainText('TIE Bomber')
  // The values are remembered now: no question this time.
  await expect(page.getByTestId('ar-ship-values')).toHaveCount(0)
  await page.getByTestId('ar-fight').click()
  await page.getByTestId('ar-ship-roll-2').click()
  await page.getByTestId('ar-roll-5').click()
  await page.getByTestId('ar-record-fight').click()
  await expect(page.getByTestId('ar-player-p1')).toContainText('TIE Bomber (3)')

  // Scores: Ana 3 (Bomber), Bo 0, Cy 1 (ally kept); Finish game is prefilled.
  await tabs.getByRole('tab', { name: 'Score' }).click()
  await expect(page.getByTestId('ar-score-p1')).toContainText('3')
  await expect(page.getByTestId('ar-score-p3')).toContainText('1')
  await snap(page, 'ar-score')
  // A window a third of a laptop's width: the standings (the “leading” badge broke mid-word).
  expect(await unfitAt(page, 420)).toEqual([])
  expect(await seriousViolations(page)).toEqual([])
  await tabs.getByRole('tab', { name: 'Table log' }).click()
  await page.getByTestId('finish-game').click()
  await expect(page.getByTestId('winner-p1')).toBeChecked()
  await expect(page.getByTestId('winner-p2')).not.toBeChecked()
  await expect(page.getByLabel('Cy final score')).toHaveValue('1')
  await page.getByTestId('confirm-finish').click()
  await expect(page.getByTestId('result')).toContainText('Winner: Ana')

  // The ship values entered at the table are data corrections in Settings.
  await page.goto('./#/settings')
  await expect(page.getByTestId('fact-value-angriff-der-rebellen.points.tie-bomber')).toHaveText('3')
  await expect(page.getByTestId('fact-value-angriff-der-rebellen.strength.tie-bomber')).toHaveText('2')
  await expect(page.getByTestId('fact-value-angriff-der-rebellen.points.tie-interceptor')).toHaveText('2')
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 1024, height: 768 } })

  test('taps set up, move, reveal and fight; every button a child taps is at least 44 px', async ({ page }) => {
    test.setTimeout(120_000)
    await createGame(page, { module: 'angriff-der-rebellen', players: ['Mia', 'Tom'] })
    const tabs = page.getByRole('navigation', { name: 'Game tools' })
    await tabs.getByRole('tab', { name: 'Setup' }).tap()
    await page.getByTestId('ar-step-ships').tap()
    await expect(page.getByTestId('ar-setup-progress')).toContainText('1 / 6 done')
    await page.getByTestId('ar-start').tap()
    await tabs.getByRole('tab', { name: 'Space' }).tap()
    await page.getByTestId('ar-space-4').tap()
    await page.getByTestId('ar-space-8').tap()
    await page.getByTestId('ar-tile-tie-interceptor').tap()
    await page.getByTestId('ar-points-input').fill('2')
    await page.getByTestId('ar-ship-values-save').tap()
    // No bonuses against strength 3: advantage −3 → 28 of 100.
    await expect(page.getByTestId('ar-odds-all')).toHaveText('28%')
    await page.getByTestId('ar-fight').tap()
    await page.getByTestId('ar-ship-roll-1').tap()
    await page.getByTestId('ar-roll-10').tap()
    await expect(page.getByTestId('ar-own-total')).toContainText('You: 10 against 4 → you win')

    const sizes = await page
      .locator(
        '[data-testid^="ar-space-"], [data-testid^="ar-roll-"], [data-testid^="ar-ship-roll-"], [data-testid="ar-record-fight"]',
      )
      .evaluateAll((els) => els.map((e) => Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height)))
    expect(sizes.length).toBe(16 + 11 + 11 + 1)
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(44)
    await snap(page, 'ar-touch-duel')
    await page.getByTestId('ar-record-fight').tap()
    await expect(page.getByTestId('ar-player-p1')).toContainText('TIE Interceptor (2)')
    await expect(page.getByTestId('ar-status')).toContainText('Tom (X-Wing): move your ship')
  })
})
