import { expect, test, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { createGame, snap } from './support'

// The odds screen at the table (issue #13): nothing red before anything is typed, the answer stays in
// view while the defender is filled in on a 1366×768 laptop, "Full round" changes the headline, the
// attacker's aim explains itself, and the inputs survive switching tabs and reloading.

test.use({ viewport: { width: 1366, height: 768 } })

async function add(page: Page, role: 'attacker' | 'defender', unit: string): Promise<void> {
  await page.getByTestId(`${role}-plus-${unit}`).click()
}
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })

test('combat odds on a laptop: hints not errors, a sticky answer, full-round headline, inputs kept', async ({
  page,
}, testInfo) => {
  await createGame(page, { module: 'rebellion', title: 'Laptop odds', players: ['Leia', 'Vader'] })
  await tab(page, 'Odds').click()
  await expect(page.getByTestId('combat-hint')).toHaveText(
    /Choose the attacking units \(use \+ next to a unit\)\.\s*Choose the defending units \(use \+ next to a unit\)\./,
  )
  await expect(page.locator('[data-testid="rebellion-odds"] .error-text')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)

  // 1 TIE Fighter against 1 X-wing, then a Corellian Corvette and a Rebel Transport are added below.
  await add(page, 'attacker', 'tie-fighter')
  await expect(page.getByTestId('combat-hint')).toHaveText('Choose the defending units (use + next to a unit).')
  await add(page, 'defender', 'x-wing')
  await expect(page.getByTestId('combat-big')).toHaveText('0.50')
  await page.getByTestId('defender-plus-rebel-transport').scrollIntoViewIfNeeded()
  await add(page, 'defender', 'rebel-transport')
  await expect(page.getByTestId('combat-answer')).toBeInViewport()
  await expect(page.getByTestId('defender-plus-rebel-transport')).toBeInViewport()
  await page.screenshot({ path: testInfo.outputPath('odds-1366-scrolled.png') })
  await page.screenshot({ path: 'tests/e2e/screenshots/rebellion-odds-1366-scrolled-dark.png' })

  // The aim's "?" says what the aim does to where hits go and what is rerolled.
  await page.getByTestId('aim-help-toggle').click()
  await expect(page.getByTestId('aim-help')).toContainText('which unit takes each hit, and which dice to reroll')
  await expect(page.getByTestId('aim-help-toggle')).toHaveAttribute('aria-expanded', 'true')

  // Full round: the headline is about both sides now.
  await page.getByTestId('full-round').check()
  await expect(page.getByTestId('combat-big')).toHaveCount(0)
  await expect(page.getByTestId('combat-answer')).toContainText('After one full round')
  await expect(page.getByTestId('round-big-attacker')).toHaveText(/^\d\.\d\d$/)
  await expect(page.getByTestId('round-big-defender')).toHaveText(/^\d\.\d\d$/)
  const lost = {
    attacker: await page.getByTestId('round-big-attacker').textContent(),
    defender: await page.getByTestId('round-big-defender').textContent(),
  }
  const sameHeadline = async () => {
    await expect(page.getByTestId('round-big-attacker')).toHaveText(lost.attacker!)
    await expect(page.getByTestId('round-big-defender')).toHaveText(lost.defender!)
  }
  await snap(page, 'rebellion-odds-full-round-1366-dark')
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])

  // Another tab and back, then a reload: everything typed is still there, and so is the answer.
  await tab(page, 'Round').click()
  await tab(page, 'Odds').click()
  await expect(page.getByTestId('defender-count-rebel-transport')).toHaveValue('1')
  await expect(page.getByTestId('full-round')).toBeChecked()
  await sameHeadline()
  await page.getByTestId('odds-mission').click()
  await expect(page.locator('[data-testid="mission-calculator"] .error-text')).toHaveCount(0)
  await page.getByTestId('mission-attempt-dice').fill('2')
  const mission = await page.getByTestId('mission-p').textContent()
  await page.reload()
  await expect(page.getByTestId('mission-calculator')).toBeVisible()
  await expect(page.getByTestId('mission-attempt-dice')).toHaveValue('2')
  await expect(page.getByTestId('mission-p')).toHaveText(mission!)
  await page.getByTestId('odds-combat').click()
  await expect(page.getByTestId('attacker-count-tie-fighter')).toHaveValue('1')
  await expect(page.getByTestId('defender-count-x-wing')).toHaveValue('1')
  await sameHeadline()

  // Another game starts with empty calculators.
  await createGame(page, { module: 'rebellion', title: 'Other table', players: ['Han', 'Tarkin'] })
  await tab(page, 'Odds').click()
  await expect(page.getByTestId('combat-hint')).toBeVisible()
})
