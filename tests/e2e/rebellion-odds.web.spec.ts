import { expect, test, type Page } from '@playwright/test'
import { correctFact, createGame, snap } from './support'

// Expected percentages come from the exact engine (tests/unit/renderer/rebellion-odds-forms.test.ts).

async function add(page: Page, role: 'attacker' | 'defender', unit: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await page.getByTestId(`${role}-plus-${unit}`).click()
}

test('combat and mission odds from a Rebellion game follow a black-die correction', async ({ page }) => {
  await createGame(page, { module: 'rebellion', title: 'Odds night', players: ['Leia', 'Vader'] })
  await page.getByRole('tab', { name: 'Odds', exact: true }).click()
  await expect(page.getByTestId('rebellion-odds')).toBeVisible()
  await expect(page.getByTestId('odds-from-game')).toContainText('Base game')
  const oddsUrl = page.url()

  // 1 TIE Fighter (1 black die) against 1 X-wing (1 black health): 1/2.
  await expect(page.getByTestId('combat-hint')).toContainText('Choose the attacking units')
  await expect(page.getByTestId('combat-errors')).toHaveCount(0)
  await add(page, 'attacker', 'tie-fighter')
  await add(page, 'defender', 'x-wing')
  await expect(page.getByTestId('combat-big')).toHaveText('0.50')
  await expect(page.getByTestId('combat-unit-p-0')).toHaveText('50.0%')
  await expect(page.getByTestId('faces-black')).toContainText('Verify on your copy')

  // A Star Destroyer with Darth Vader against 2 X-wings and a Corvette. Base game: rerolls are a Rise of
  // the Empire rule, so Vader's tactics do not fill them; the players may still type some in.
  await page.getByTestId('attacker-minus-tie-fighter').click()
  await add(page, 'attacker', 'star-destroyer')
  await add(page, 'defender', 'x-wing')
  await add(page, 'defender', 'corellian-corvette')
  await page.getByTestId('attacker-leader').selectOption('vader')
  await expect(page.getByTestId('attacker-rerolls')).toHaveValue('0')
  await page.getByTestId('attacker-rerolls').fill('2')
  await expect(page.getByTestId('combat-big')).toHaveText('1.42')
  await expect(page.getByTestId('combat-p-any')).toHaveText('90.6%')
  await expect(page.getByTestId('combat-pool')).toHaveText('2 red + 1 black')
  await page.getByTestId('objective').selectOption('destroyUnit')
  await page.getByTestId('target').selectOption({ label: 'Corellian Corvette' })
  await expect(page.getByTestId('combat-big')).toHaveText('66.0%')
  await page.getByTestId('objective').selectOption('maxDestroyed')
  await page.getByTestId('full-round').check()
  await expect(page.getByTestId('combat-round')).toBeVisible()
  await snap(page, 'rebellion-odds-combat')

  // Bad input: a clear message, never NaN.
  await page.getByTestId('defender-damage-corellian-corvette').fill('5')
  await expect(page.getByTestId('combat-errors')).toContainText('Corellian Corvette has 2 health')
  await page.getByTestId('defender-damage-corellian-corvette').fill('0')

  // Mission: Leia (2 diplomacy) against the Emperor (3 diplomacy).
  await page.getByTestId('odds-mission').click()
  await page.getByTestId('mission-attempt-leader-leia').click()
  await page.getByTestId('mission-opposition-leader-palpatine').click()
  await expect(page.getByTestId('mission-attempt-dice')).toHaveValue('2')
  await expect(page.getByTestId('mission-opposition-dice')).toHaveValue('3')
  await expect(page.getByTestId('mission-p')).toHaveText('19.3%')
  await expect(page.getByTestId('mission-vs-0')).toHaveText('88.9%')
  await page.getByTestId('mission-attempt-portrait').check()
  await expect(page.getByTestId('mission-p')).toHaveText('66.8%')
  await expect(page.getByTestId('mission-counting')).toContainText('Verify on your copy')
  await snap(page, 'rebellion-odds-mission')
  await page.getByTestId('mission-attempt-dice').fill('12')
  await expect(page.getByTestId('mission-errors')).toContainText('Attempt: dice: 12 is outside 0–10')
  await expect(page.getByTestId('mission-calculator')).not.toContainText('NaN')

  // Correct the black die in Settings: 1 hit, 1 direct hit, 1 special, 3 blanks.
  await page.goto('./#/settings')
  await correctFact(page, 'rebellion.dice.black', '1,1,1,3', '1, 1, 1, 3')

  await page.goto(oddsUrl)
  // The calculators kept what was typed before the visit to Settings (per game): start over by hand.
  await expect(page.getByTestId('mission-attempt-dice')).toHaveValue('12')
  await page.getByTestId('odds-combat').click()
  await expect(page.getByTestId('attacker-count-star-destroyer')).toHaveValue('1')
  await expect(page.getByTestId('defender-count-corellian-corvette')).toHaveValue('1')
  await page.getByTestId('full-round').uncheck()
  await page.getByTestId('attacker-leader').selectOption('')
  await page.getByTestId('attacker-rerolls').fill('0')
  await page.getByTestId('attacker-count-star-destroyer').fill('0')
  await page.getByTestId('defender-count-corellian-corvette').fill('0')
  await page.getByTestId('defender-count-x-wing').fill('1')
  await add(page, 'attacker', 'tie-fighter')
  await expect(page.getByTestId('combat-unit-p-0')).toHaveText('33.3%')
  await expect(page.getByTestId('combat-big')).toHaveText('0.33')
  await expect(page.getByTestId('faces-black')).toContainText('Your correction')
  await page.getByTestId('attacker-minus-tie-fighter').click()
  await add(page, 'attacker', 'star-destroyer')
  await add(page, 'defender', 'x-wing')
  await add(page, 'defender', 'corellian-corvette')
  await page.getByTestId('attacker-rerolls').fill('2')
  await expect(page.getByTestId('combat-big')).toHaveText('1.23')
})

test('the standalone calculators: resolve missions, Rise of the Empire leaders, back to Home', async ({ page }) => {
  await page.goto('./#/odds/rebellion')
  await expect(page.getByRole('heading', { name: 'Star Wars: Rebellion odds' })).toBeVisible()
  await page.keyboard.press('m')
  await expect(page.getByTestId('mission-calculator')).toBeVisible()
  await page.getByTestId('mission-attempt-dice').fill('1')
  await page.getByTestId('mission-opposition-dice').fill('4')
  await page.getByTestId('mission-resolve').check()
  await expect(page.getByTestId('mission-p')).toHaveText('100.0%')
  await expect(page.getByTestId('mission-reason')).toContainText('always succeeds')
  await page.getByTestId('mission-resolve').uncheck()
  await page.getByTestId('mission-opposed').uncheck()
  await expect(page.getByTestId('mission-reason')).toContainText('Nobody opposes')

  await page.getByTestId('odds-rote').check()
  await page.getByTestId('player-leader-form').locator('summary').click()
  await page.getByTestId('pl-name').fill('Card Leader')
  await page.getByTestId('pl-skill-intel').fill('x')
  await page.getByTestId('pl-add').click()
  await expect(page.getByTestId('player-leader-form').getByRole('alert')).toContainText(
    'Intel icons: “x” is not a whole number',
  )
  await page.getByTestId('pl-skill-intel').fill('2')
  await page.getByTestId('pl-minor-intel').fill('1')
  await page.getByTestId('pl-add').click()
  await page.getByTestId('mission-opposed').check()
  await page.getByTestId('mission-skill').selectOption('intel')
  await page.getByTestId('mission-attempt-faction').selectOption('empire')
  await page.getByTestId('mission-attempt-leader-player:card-leader').click()
  await expect(page.getByTestId('mission-attempt-dice')).toHaveValue('2')
  await expect(page.getByTestId('mission-attempt-green')).toHaveValue('1')
  await snap(page, 'rebellion-odds-standalone-mission')

  // A leader typed in from a card is asked once and remembered after a reload.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Star Wars: Rebellion odds' })).toBeVisible()
  await page.keyboard.press('m')
  await expect(page.getByTestId('mission-calculator')).toBeVisible()
  await page.getByTestId('odds-rote').check()
  await page.getByTestId('mission-skill').selectOption('intel')
  await page.getByTestId('mission-attempt-faction').selectOption('empire')
  await page.getByTestId('mission-attempt-leader-player:card-leader').click()
  await expect(page.getByTestId('mission-attempt-dice')).toHaveValue('2')

  await page.keyboard.press('c')
  await add(page, 'attacker', 'tie-striker')
  await add(page, 'defender', 'x-wing')
  await expect(page.getByTestId('combat-pool')).toHaveText('1 green')
  // Rise of the Empire: a leader's space tactics fill the rerolls (Vader: 2).
  await page.getByTestId('attacker-leader').selectOption('vader')
  await expect(page.getByTestId('attacker-rerolls')).toHaveValue('2')
  await snap(page, 'rebellion-odds-standalone-combat')
  await page.getByTestId('odds-back').click()
  await expect(page.getByTestId('home')).toBeVisible()
})

test('a Rise of the Empire game preselects its units, green dice and rerolls', async ({ page }) => {
  await page.goto('./#/new/rebellion')
  await page.getByLabel('Player 1 name').fill('Jyn')
  await page.getByLabel('Player 2 name').fill('Krennic')
  await page.getByLabel('Rise of the Empire expansion').check()
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('game-view')).toBeVisible()
  await page.getByRole('tab', { name: 'Odds', exact: true }).click()
  await expect(page.getByTestId('odds-from-game')).toContainText('Rise of the Empire is on')
  await expect(page.getByTestId('attacker-plus-tie-striker')).toBeVisible()
  // A TIE Striker's green die against an X-wing: 2 direct-hit faces of 6.
  await page.getByTestId('attacker-plus-tie-striker').click()
  await page.getByTestId('defender-plus-x-wing').click()
  await expect(page.getByTestId('combat-unit-p-0')).toHaveText('33.3%')
  await expect(page.getByTestId('combat-pool')).toHaveText('1 green')
})
