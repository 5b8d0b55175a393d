import { expect, test, type Page } from '@playwright/test'
import { snap } from './support'
import { seriousViolations } from './axe'

// Issue #16, "Fight here": from the Fight panel, "Round odds" opens the Odds tab's one-round
// combat calculator filled in from the board — one theatre, both sides' figures with the damage on
// each, the leaders' tactic values as rerolls (Rise of the Empire) — and keeps the player's own
// inputs aside with "Restore previous inputs", across a reload.

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name, exact: true })

async function add(page: Page, faction: 'empire' | 'rebels', text: string): Promise<void> {
  await page.getByTestId(`forces-text-${faction}`).fill(text)
  await page.getByTestId(`forces-text-${faction}`).press('Enter')
}

for (const theme of ['dark', 'light'] as const) {
  test(`Fight → Round odds fills the calculator from the board, restorable (${theme} theme)`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('./#/settings')
    await page.getByTestId(`theme-${theme}`).click()
    await page.goto('./#/new/rebellion')
    await page.getByLabel('Player 1 name').fill('Jyn')
    await page.getByLabel('Player 2 name').fill('Vader')
    await page.getByLabel('Rise of the Empire expansion').check()
    await page.getByTestId('start-game').click()
    await expect(page.getByTestId('game-view')).toBeVisible()

    // The player's own half-typed combat on the Odds tab: 4 Stormtroopers, ground.
    await tab(page, 'Odds').click()
    await page.getByTestId('odds-combat').click()
    await page.getByTestId('theatre-ground').check()
    await page.getByTestId('attacker-count-stormtrooper').fill('4')

    // The board in Sullust: 2 Star Destroyers (one with 1 damage), 3 TIE Fighters, 2 Stormtroopers
    // and Vader; a Mon Calamari Cruiser with 2 damage, 2 X-wings, 3 Rebel Troopers and Rieekan.
    await tab(page, 'Units').click()
    await page.getByTestId('forces-system').selectOption('sullust')
    await add(page, 'empire', '2 sd, 3 tie, 2 storm')
    await add(page, 'rebels', '1 mc, 2 x-wing, 3 troopers')
    await page.getByTestId('forces-empire').getByTestId('damage-star-destroyer').click()
    await page.getByTestId('forces-rebels').getByTestId('damage-mon-calamari-cruiser').click()
    await page.getByTestId('forces-rebels').getByTestId('damage-mon-calamari-cruiser').click()
    await page.getByTestId('forces-empire').getByLabel('Empire leader to place here').selectOption('vader')
    await page.getByTestId('forces-empire').getByRole('button', { name: 'Place' }).click()
    await page.getByTestId('forces-rebels').getByLabel('Rebels leader to place here').selectOption('rieekan')
    await page.getByTestId('forces-rebels').getByRole('button', { name: 'Place' }).click()
    await expect(page.getByTestId('forces-rebels').getByTestId('leader-rieekan')).toBeVisible()

    await page.keyboard.press('f')
    await expect(page.getByTestId('round-odds-space')).toBeVisible()
    await expect(page.getByTestId('round-odds-ground')).toBeVisible()
    await page.getByTestId('round-odds-space').scrollIntoViewIfNeeded()
    await snap(page, `rebellion-fight-round-odds-${theme}`)
    expect(await seriousViolations(page)).toEqual([])

    // S right after F: the space round (opening the fight puts the focus in no field).
    await page.keyboard.press('s')
    await expect(page.getByTestId('rebellion-odds')).toBeVisible()
    const check = async () => {
      await expect(page.getByTestId('prefill-notice')).toContainText(
        'Filled in from the board: the space battle in Sullust, Empire attacking. Your own inputs from before are set aside.',
      )
      await expect(page.getByTestId('theatre-space')).toBeChecked()
      await expect(page.getByTestId('full-round')).toBeChecked()
      await expect(page.getByTestId('attacker-faction')).toHaveValue('empire')
      await expect(page.getByTestId('attacker-count-star-destroyer')).toHaveValue('2')
      await expect(page.getByTestId('attacker-damage-star-destroyer')).toHaveValue('1, 0')
      await expect(page.getByTestId('attacker-count-tie-fighter')).toHaveValue('3')
      await expect(page.getByTestId('attacker-leader')).toHaveValue('vader')
      await expect(page.getByTestId('attacker-rerolls')).toHaveValue('2')
      await expect(page.getByTestId('defender-count-mon-calamari-cruiser')).toHaveValue('1')
      await expect(page.getByTestId('defender-damage-mon-calamari-cruiser')).toHaveValue('2')
      await expect(page.getByTestId('defender-count-x-wing')).toHaveValue('2')
      await expect(page.getByTestId('defender-leader')).toHaveValue('rieekan')
      await expect(page.getByTestId('defender-rerolls')).toHaveValue('1')
      await expect(page.getByTestId('combat-errors')).toHaveCount(0)
      await expect(page.getByTestId('combat-summary')).not.toContainText('Choose the')
    }
    await check()
    // A reload keeps both the board's inputs and the offer to restore the player's own.
    await page.reload()
    await check()
    await snap(page, `rebellion-fight-prefill-${theme}`)
    expect(await seriousViolations(page)).toEqual([])

    await page.getByTestId('prefill-restore').click()
    await expect(page.getByTestId('prefill-notice')).toHaveCount(0)
    await expect(page.getByTestId('theatre-ground')).toBeChecked()
    await expect(page.getByTestId('attacker-count-stormtrooper')).toHaveValue('4')

    // The ground round: Rieekan's ground 2 would lead the Rebels; the Empire attacks again with Vader's ground 3.
    await tab(page, 'Units').click()
    await page.getByTestId('forces-system').selectOption('sullust')
    // The fight opened here this round is still open (kept through the Odds tab and the reload).
    await expect(page.getByTestId('battle-tracker')).toBeVisible()
    await page.getByTestId('round-odds-ground').click()
    await expect(page.getByTestId('theatre-ground')).toBeChecked()
    await expect(page.getByTestId('attacker-count-stormtrooper')).toHaveValue('2')
    await expect(page.getByTestId('attacker-rerolls')).toHaveValue('3')
    await expect(page.getByTestId('defender-count-rebel-trooper')).toHaveValue('3')
    await expect(page.getByTestId('defender-rerolls')).toHaveValue('2')
    await page.getByTestId('prefill-keep').click()
    await expect(page.getByTestId('prefill-notice')).toHaveCount(0)
    await page.reload()
    await expect(page.getByTestId('prefill-notice')).toHaveCount(0)
    await expect(page.getByTestId('attacker-count-stormtrooper')).toHaveValue('2')
    expect(errors).toEqual([])
  })
}
