import { expect, test, type Page } from '@playwright/test'
import { createGame, snap } from './support'
import { seriousViolations } from './axe'
import { englishInWith, overflows } from './german-support'
import { unfitAt } from './narrow-support'

// Rebellion's odds in German: a game created in English, then Deutsch chosen in Settings (no
// reload: back to the game through the app's history). The Fight panel's whole-battle odds, the
// combat calculator (answer, full round, face table, a typing mistake) and the mission calculator
// (answer, a number out of range) show German words and the decimal comma and no English interface
// words; the standalone odds page too. Then English again, live. The "Round odds" links inside the
// Fight panel belong to the board screens (converted separately), so they are not checked here.
// Leader names stay as printed on the cards (English).

/** English interface words that must not show in these screens while in German (whole words; not
 * "Die" or "Bonus", which are German too). */
const ENGLISH_WORDS = [
  'Attacker',
  'attacker',
  'Defender',
  'defender',
  'Attacking',
  'Defending',
  'Combat',
  'Theatre',
  'Space',
  'Ground',
  'Swap',
  'Details',
  'Damage',
  'damage',
  'destroyed',
  'units',
  'Unit',
  'Rerolls',
  'rerolls',
  'Leader',
  'leader',
  'chance',
  'Chance to destroy',
  'average',
  'Verify',
  'correction',
  'Face table',
  'Hit',
  'Blank',
  'Special',
  'Red',
  'Black',
  'Green',
  'red',
  'black',
  'green',
  'dice',
  'Dice',
  'Opposition',
  'Attempt',
  'successes',
  'Bonus successes',
  'Opposed',
  'Skill',
  'Full round',
  'health',
  'How many',
  'wins',
  'retreat',
  'Expected',
  'Highlighted',
  'Policies',
  'Empire',
  'Rebels',
  'Imperial',
  'Rebel',
  'Faction',
  'Add',
  'Remove',
  'Tactics',
  'Home',
  'odds',
  'Calculator',
  'Exact',
  'Base game',
  'Rise of the Empire',
  'TIE Fighter',
  'X-wing',
]

const englishIn = englishInWith(ENGLISH_WORDS)

/** Nothing wider than the window: German words are longer. */
/** Settings › Language, then back to where the player was (the app's history, no reload). */
async function chooseLanguage(page: Page, settings: string, lang: 'de' | 'en'): Promise<void> {
  await page.getByRole('link', { name: settings }).click()
  await page.getByTestId(`language-${lang}`).click()
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await page.goBack()
  await expect(page.getByTestId('game-view')).toBeVisible()
}

/** Back at the fight in Sullust: opened there this round, it is still open. */
async function fightInSullust(page: Page): Promise<void> {
  await page.locator('#tool-tab-forces').click()
  await page.getByTestId('forces-system').selectOption('sullust')
  await expect(page.getByTestId('battle-tracker')).toBeVisible()
}

test('Rebellion odds in German: the Fight panel, the combat and mission calculators and the standalone page', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.setViewportSize({ width: 1366, height: 768 })
  await createGame(page, { module: 'rebellion', title: 'Chancenabend', players: ['Leia', 'Vader'] })

  // In English first: one TIE Fighter against one X-wing in Sullust.
  await page.locator('#tool-tab-forces').click()
  await page.getByTestId('forces-system').selectOption('sullust')
  await page.getByTestId('forces-text-empire').fill('1 tie')
  await page.getByTestId('forces-text-empire').press('Enter')
  await page.getByTestId('forces-text-rebels').fill('1 x-wing')
  await page.getByTestId('forces-text-rebels').press('Enter')
  await page.getByTestId('fight').click()
  await expect(page.getByTestId('battle-result')).toContainText('Empire wins 33.3 %', { timeout: 20_000 })

  await chooseLanguage(page, 'Settings', 'de')

  // The Fight panel: exact odds with the decimal comma, every word German.
  await fightInSullust(page)
  const battle = page.getByTestId('battle-odds')
  await expect(page.getByTestId('battle-result')).toHaveText(
    /Imperium gewinnt\s+33,3 %\s+·\s+Rebellen gewinnen\s+33,3 %/,
    {
      timeout: 20_000,
    },
  )
  await expect(page.getByTestId('battle-side-empire')).toContainText('Imperium (Angreifer): 1 TIE-Jäger')
  await expect(page.getByTestId('battle-side-rebels')).toContainText('Rebellen (Verteidiger): 1 X-Flügler')
  await expect(battle.locator('table.outcomes')).toContainText('Angreifer zerstört jede verteidigende Einheit')
  await expect(page.getByTestId('battle-endings-chart').locator('figcaption')).toHaveText('Wie der Kampf endet')
  await expect(page.getByTestId('battle-survivors-attacker').locator('figcaption')).toHaveText(
    'Imperium (Angreifer): Einheiten am Ende',
  )
  await expect(page.getByTestId('battle-survivors-attacker')).toContainText('Erwartet 0,33 Einheiten')
  await expect(page.getByTestId('battle-survivors-attacker').getByRole('table')).toContainText(
    /0 Einheiten übrig\s*66,7\s%/,
  )
  // A retreat threshold out of range: refused in German, saying the limit.
  await page.getByTestId('retreat-rebels').fill('50')
  await expect(battle.getByRole('alert')).toHaveText('Verteidiger: Rückzugsschwelle: höchstens 40, nicht 50')
  // Not a whole number ("1e1" was read as 10): said in German, naming the side; the text stays.
  await page.getByTestId('retreat-rebels').fill('1e1')
  await expect(battle.getByRole('alert')).toHaveText(
    'Rebellen: Rückzug bei „1e1“ ist keine ganze Zahl. Gib ein, bei wie vielen Einheiten sie sich zurückziehen, oder lass das Feld leer für nie.',
  )
  await expect(page.getByTestId('retreat-rebels')).toHaveValue('1e1')
  await page.getByTestId('retreat-rebels').fill('')
  await expect(page.getByTestId('battle-result')).toContainText('Imperium gewinnt')
  const battleParts = [
    battle.locator('> .row.wrap'),
    battle.locator('.prefilled'),
    page.getByTestId('battle-result'),
    battle.locator('table.outcomes'),
    page.getByTestId('battle-charts'),
    battle.locator('p.small'),
  ]
  expect(await englishIn(battleParts)).toEqual([])
  await page.getByTestId('battle-charts').scrollIntoViewIfNeeded()
  expect(await overflows(page)).toBe(false)
  await snap(page, 'de-rebellion-battle-odds')
  expect(await seriousViolations(page)).toEqual([])

  // The combat calculator: 1 TIE Fighter (1 black die) against 1 X-wing: 0,50 destroyed on average.
  await page.locator('#tool-tab-odds').click()
  const odds = page.getByTestId('rebellion-odds')
  await expect(page.getByTestId('odds-from-game')).toContainText(
    'Grundspiel: Einheiten und Anführer aus Aufstieg des Imperiums bleiben außen vor.',
  )
  await expect(page.getByTestId('combat-hint')).toHaveText(
    'Wähle die angreifenden Einheiten (mit + neben einer Einheit).Wähle die verteidigenden Einheiten (mit + neben einer Einheit).',
  )
  await page.getByTestId('attacker-plus-tie-fighter').click()
  await page.getByTestId('defender-plus-x-wing').click()
  await expect(page.getByTestId('combat-big')).toHaveText('0,50')
  await expect(page.getByTestId('combat-answer')).toContainText('Rebelleneinheiten im Schnitt zerstört')
  await expect(page.getByTestId('combat-pool')).toHaveText('1× Schwarz')
  await expect(page.getByTestId('combat-unit-p-0')).toHaveText(/^50,0\s%$/)
  await expect(page.getByTestId('face-table')).toContainText('Verwendete Flächentabelle')
  await expect(page.getByTestId('faces-black')).toContainText('An deinem Exemplar prüfen')
  await page.getByTestId('aim-help-toggle').click()
  await expect(page.getByTestId('aim-help')).toContainText('welche Einheit jeden Treffer nimmt')
  // A typing mistake: said in German, with what to do; the previous inputs are not lost.
  await page.getByTestId('defender-count-x-wing').fill('zwei')
  await expect(page.getByTestId('combat-errors')).toHaveText(
    'Verteidiger: Anzahl X-Flügler: „zwei“ ist keine ganze Zahl; gib eine Zahl von 0 bis 99 ein.',
  )
  await page.getByTestId('defender-count-x-wing').fill('1')
  await expect(page.getByTestId('combat-big')).toHaveText('0,50')
  // A full round: both sides fire.
  await page.getByTestId('full-round').check()
  await expect(page.getByTestId('combat-answer')).toContainText('Nach einer ganzen Runde')
  await expect(page.getByTestId('combat-round')).toContainText('Ganze Runde: beide Seiten feuern')
  expect(await englishIn([odds])).toEqual([])
  await snap(page, 'de-rebellion-odds-combat')
  expect(await overflows(page)).toBe(false)
  expect(await seriousViolations(page)).toEqual([])
  await page.getByTestId('combat-details').scrollIntoViewIfNeeded()
  await snap(page, 'de-rebellion-odds-combat-details')
  // Phone-narrow: the charts' and tables' columns share the width; the game's one-word title keeps whole.
  expect(await unfitAt(page, 360)).toEqual([])

  // The mission calculator: a number out of range, then the answer.
  await page.getByTestId('odds-mission').click()
  await page.getByTestId('mission-attempt-dice').fill('12')
  await expect(page.getByTestId('mission-errors')).toHaveText(
    'Versuch: Würfel: 12 liegt außerhalb von 0–10; gib eine Zahl von 0 bis 10 ein.',
  )
  await page.getByTestId('mission-attempt-dice').fill('2')
  await page.getByTestId('mission-opposition-dice').fill('1')
  await expect(page.getByTestId('mission-answer')).toContainText('Chance, dass die Mission gelingt')
  await expect(page.getByTestId('mission-p')).toHaveText(/^\d+,\d\s%$/)
  await expect(page.getByTestId('mission-vs-table')).toContainText('Würfel des Widerstands')
  await expect(page.getByTestId('mission-calculator')).toContainText('Fertigkeit, die die Mission prüft')
  expect(await englishIn([odds])).toEqual([])
  await snap(page, 'de-rebellion-odds-mission')
  expect(await overflows(page)).toBe(false)
  expect(await seriousViolations(page)).toEqual([])

  // English again, live: the same calculator, English words and the decimal point.
  await chooseLanguage(page, 'Einstellungen', 'en')
  await page.locator('#tool-tab-odds').click()
  await expect(page.getByTestId('mission-answer')).toContainText('chance the mission succeeds')
  await expect(page.getByTestId('mission-p')).toHaveText(/^\d+\.\d%$/)
  await page.getByTestId('odds-combat').click()
  await expect(page.getByTestId('combat-answer')).toContainText('After one full round')
  await expect(page.getByTestId('round-big-defender')).toHaveText(/^\d\.\d\d$/)
  await expect(odds).not.toContainText('Einheiten')
  expect(errors).toEqual([])
})

test('the standalone odds page in German: Rise of the Empire leaders from their cards', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('./#/settings')
  await page.getByTestId('language-de').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.goto('./#/odds/rebellion')
  const view = page.getByTestId('rebellion-odds-standalone')
  await expect(page.getByRole('heading', { name: 'Star Wars: Rebellion – Chancen' })).toBeVisible()
  await page.getByTestId('odds-rote').check()
  await page.getByTestId('player-leader-form').locator('summary').click()
  await expect(page.getByTestId('player-leader-form')).toContainText(
    'Anführer aus Aufstieg des Imperiums von seiner Karte hinzufügen (0 hinzugefügt)',
  )
  await page.getByTestId('pl-add').click()
  await expect(page.getByTestId('player-leader-form').getByRole('alert')).toHaveText(
    'Gib den Namen des Anführers so ein, wie er auf der Karte steht.',
  )
  await page.getByTestId('pl-name').fill('Jyn Erso')
  await page.getByTestId('pl-tactics-space').fill('x')
  await page.getByTestId('pl-add').click()
  await expect(page.getByTestId('player-leader-form').getByRole('alert')).toHaveText(
    'Taktik Weltraum: „x“ ist keine ganze Zahl; gib eine Zahl von 0 bis 9 ein.',
  )
  await page.getByTestId('pl-tactics-space').fill('1')
  await page.getByTestId('pl-add').click()
  await expect(page.getByTestId('player-leader-form')).toContainText('(1 hinzugefügt)')
  await expect(page.getByTestId('player-leader-form')).toContainText('Jyn Erso (Imperium)')
  // Ground units with the Rise of the Empire badge in German.
  await page.getByTestId('theatre-ground').check()
  await expect(page.getByTestId('combat-attacker')).toContainText('Sturmtruppler')
  expect(await englishIn([view])).toEqual([])
  await snap(page, 'de-rebellion-odds-standalone')
  expect(await overflows(page)).toBe(false)
  expect(await seriousViolations(page)).toEqual([])
})
