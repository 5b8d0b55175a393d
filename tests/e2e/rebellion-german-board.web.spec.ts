import { expect, test, type Page } from '@playwright/test'
import { createGame, snap, toCommandPhase } from './support'
import { seriousViolations } from './axe'
import { englishInWith, overflows } from './german-support'
import { unfitAt } from './narrow-support'

// Rebellion's board screens in German: a game created in English, then Deutsch chosen in Settings
// (no reload); the players keep the system board (table and map), enter units with German names,
// activate a system, fight and record a round, and the Empire records a probe card. The converted
// screens show no English interface words; back in English, the English returns live.
// Leaders keep their (proper) names; the Fight panel's odds belong to the odds screens (not checked).

/** English interface words that must not show in the converted screens while in German (whole words;
 * 'Imperial' and 'Neutral' are German words too: the loyalty buttons keep them). */
const ENGLISH_WORDS = [
  'System board',
  'Loyalty',
  'Subjugated',
  'Sabotaged',
  'Destroyed',
  'Rebel',
  'Rebels',
  'Empire',
  'remote',
  'Map',
  'Table',
  'Legend',
  'Units',
  'units',
  'Leader',
  'leader',
  'Place',
  'Add',
  'Activate',
  'Fight',
  'Battle',
  'round',
  'Round',
  'Retreat',
  'Close',
  'Record',
  'Figures',
  'Damage',
  'damage',
  'dmg',
  'Probe',
  'Cards seen',
  'Visited',
  'none',
  'nothing',
  'from',
  'moves',
  'Space',
  'Ground',
  'Click',
  'pool',
  'base',
  'Base',
  'systems',
  'the',
]

const englishIn = englishInWith(ENGLISH_WORDS)

/** Nothing wider than the window: German words are longer. */
async function chooseLanguage(page: Page, gameUrl: string, lang: 'de' | 'en', settings: string): Promise<void> {
  await page.getByRole('link', { name: settings }).click()
  await page.getByTestId(`language-${lang}`).click()
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await page.goto(gameUrl)
  await expect(page.getByTestId('game-view')).toBeVisible()
}

const tab = (page: Page, id: string) => page.locator(`#tool-tab-${id}`).click()

test('Rebellion board screens in German: systems, map, units, battle and probes with no English words', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.setViewportSize({ width: 1366, height: 900 })
  await createGame(page, { module: 'rebellion', title: 'Rebellion am Freitag', players: ['Leia', 'Vader'] })
  const gameUrl = page.url()
  await tab(page, 'forces')
  await expect(page.getByTestId('rebellion-forces')).toContainText('Units on the board')
  await chooseLanguage(page, gameUrl, 'de', 'Settings')

  // The system board as a table: German headings, loyalties and markers.
  await tab(page, 'systems')
  await page.getByTestId('systems-view-table').click()
  const systems = page.getByTestId('rebellion-systems')
  await expect(systems.getByRole('heading', { level: 2 })).toHaveText('Systemübersicht')
  await expect(systems.locator('thead')).toContainText('Loyalität')
  await expect(systems.locator('thead')).toContainText('Unterworfen')
  await expect(page.getByTestId('system-coruscant')).toContainText('Immer imperial')
  await page.getByTestId('loyalty-bespin-rebel').click()
  await expect(page.getByTestId('loyalty-bespin-rebel')).toHaveText('Rebellen')
  await expect(page.getByTestId('loyalty-bespin-rebel')).toHaveAttribute('aria-pressed', 'true')
  expect(await englishIn([systems])).toEqual([])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'rebellion-german-systems-table')

  // The map: legend, the picked system's controls and the system's spoken words in German.
  await page.getByTestId('systems-view-map').click()
  await expect(page.getByTestId('map-pick-hint')).toHaveText(
    'Klicke ein System an (oder gehe mit Tab hin und drücke die Eingabetaste), um es zu ändern.',
  )
  await expect(page.getByTestId('map-legend')).toContainText('Legende')
  await expect(page.getByTestId('map-system-bespin')).toHaveAttribute(
    'aria-label',
    /^Bespin, Region \d: Rebellen-Loyalität$/,
  )
  await page.getByTestId('map-system-bespin').click()
  await page.getByTestId('map-sabotaged').click()
  await expect(page.getByTestId('map-sabotaged')).toHaveText(/Sabotiert/)
  await expect(page.getByTestId('map-system-bespin')).toHaveAttribute('aria-label', /Rebellen-Loyalität, sabotiert$/)
  // A second press takes the marker off again: one change each, both in German.
  await page.getByTestId('map-sabotaged').click()
  await expect(page.getByTestId('map-sabotaged')).toHaveAttribute('aria-pressed', 'false')
  expect(await englishIn([systems])).toEqual([])
  expect(await overflows(page)).toBe(false)
  // The picked system's loyalty buttons fit their panel (German labels are longer).
  const neutral = await page.getByTestId('map-loyalty-neutral').boundingBox()
  const panel = await page.getByTestId('map-controls').boundingBox()
  expect(neutral!.x + neutral!.width).toBeLessThanOrEqual(panel!.x + panel!.width)
  await snap(page, 'rebellion-german-systems-map')
  expect(await seriousViolations(page)).toEqual([])

  // Units typed with German names (umlauts or not); a wrong one is refused in German.
  await tab(page, 'forces')
  const forces = page.getByTestId('rebellion-forces')
  await expect(forces.getByRole('heading', { level: 2 })).toHaveText('Einheiten auf dem Spielplan')
  await page.getByTestId('forces-system').selectOption('sullust')
  await page.getByTestId('forces-text-empire').fill('1 Sternzerstörer, 2 tie-jaeger')
  await page.getByTestId('forces-text-empire').press('Enter')
  await expect(page.getByTestId('forces-empire').getByTestId('count-star-destroyer')).toHaveText('1')
  await expect(page.getByTestId('forces-empire').getByTestId('count-tie-fighter')).toHaveText('2')
  await expect(page.getByTestId('forces-empire').getByRole('heading')).toHaveText('Imperium in Sullust')
  await page.getByTestId('forces-text-rebels').fill('2 tie')
  await page.getByTestId('forces-text-rebels').press('Enter')
  await expect(page.getByRole('alert')).toContainText('„tie“ ist keine Einheit dieser Seite.')
  await page.getByTestId('forces-system').selectOption('cato-neimoidia')
  await page.getByTestId('forces-text-rebels').fill('3 rebellensoldaten, 1 x-flügler')
  await page.getByTestId('forces-text-rebels').press('Enter')
  await expect(page.getByTestId('forces-rebels').getByTestId('count-rebel-trooper')).toHaveText('3')
  await expect(page.getByTestId('leader-pool')).toContainText('Anführervorrat')

  // Vader activates Cato Neimoidia in the Command phase; the Star Destroyer moves in from Sullust.
  await expect(page.getByTestId('move-problem')).toHaveText(
    'Systeme werden in der Befehlsphase aktiviert (und Rückzüge dort gemacht); Runde 1 ist in der Zuweisungsphase. Wechsle zuerst auf dem Reiter „Runde“ in die Befehlsphase.',
  )
  await toCommandPhase(page)
  await tab(page, 'forces')
  await page.getByTestId('forces-system').selectOption('cato-neimoidia')
  const activate = page.getByTestId('forces-activate')
  await expect(page.getByTestId('move-problem')).toHaveText('Wähle den Anführer, der das System aktiviert.')
  await page.getByTestId('activate-leader').selectOption('vader')
  await expect(activate).toContainText('1 Sternzerstörer in Sullust')
  await expect(activate).toContainText('bewegt sich selbst')
  await page.getByTestId('move-sullust-star-destroyer').fill('1')
  expect(await englishIn([page.getByTestId('forces-empire'), page.getByTestId('forces-rebels'), activate])).toEqual([])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'rebellion-german-forces')
  await page.getByTestId('activate').click()
  await expect(page.getByTestId('forces-empire').getByTestId('leader-vader')).toBeVisible()
  await expect(
    page.getByText('Darth Vader aktiviert Cato Neimoidia; eingezogen: 1 Sternzerstörer aus Sullust'),
  ).toBeVisible()

  // Fight (F twice does not open two trackers): the battle tracker in German; one round recorded.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('f')
  await page.keyboard.press('f')
  const tracker = page.getByTestId('battle-tracker')
  await expect(tracker).toHaveCount(1)
  await expect(tracker.getByRole('heading')).toHaveText('Kampfverlauf · Cato Neimoidia · Runde 1')
  await expect(tracker.locator('thead').first()).toContainText('Erlittener Schaden')
  await page.getByTestId('lost-rebels-rebel-trooper-0').fill('1')
  await page.getByTestId('record-round').click()
  await expect(tracker.getByRole('heading')).toHaveText('Kampfverlauf · Cato Neimoidia · Runde 2')
  await expect(
    page.getByText(
      'Kampf in Cato Neimoidia, Runde 1: Imperium – verloren: nichts; Rebellen – verloren: 1 Rebellensoldat',
    ),
  ).toBeVisible()
  await expect(page.getByTestId('forces-rebels').getByTestId('count-rebel-trooper')).toHaveText('2')
  expect(await englishIn([tracker, page.getByTestId('leader-pool')])).toEqual([])
  await tracker.scrollIntoViewIfNeeded()
  expect(await overflows(page)).toBe(false)
  await snap(page, 'rebellion-german-battle')
  // A window a third of a laptop's width: the battle in German (a fieldset of figures widened the page).
  expect(await unfitAt(page, 420)).toEqual([])
  expect(await unfitAt(page, 360)).toEqual([])
  // There each side's unit tables scroll inside it, named for the keyboard by side and theatre.
  const size = page.viewportSize()!
  await page.setViewportSize({ width: 360, height: size.height })
  await expect(page.getByRole('region', { name: 'Rebellen: Boden' })).toHaveAttribute('tabindex', '0')
  await page.setViewportSize(size)
  expect(await seriousViolations(page)).toEqual([])

  // The Empire's probe deduction: a card recorded, the count and the reasons in German.
  await tab(page, 'probe')
  await page.getByTestId('empire-private-show').click()
  const probe = page.getByTestId('rebellion-probe')
  await expect(probe.getByRole('heading', { level: 2 })).toHaveText(/^Sondierung\b/)
  await page.getByTestId('probe-card-add').click()
  await expect(probe.getByRole('alert')).toHaveText('Wähle das System auf der Sondenkarte.')
  await page.getByTestId('probe-card-system').selectOption({ label: 'Hoth' })
  await page.getByTestId('probe-card-add').click()
  await expect(page.getByTestId('probe-cards-seen')).toHaveText('Hoth')
  await expect(probe).toContainText('Gesehene Karten (1)')
  const count = Number(await page.getByTestId('probe-candidate-count').textContent())
  await expect(probe.getByRole('heading', { name: /Die Basis kann noch in/ })).toHaveText(
    new RegExp(`^Die Basis kann noch in\\s+${count}\\s+Systemen sein$`),
  )
  expect(await englishIn([probe])).toEqual([])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'rebellion-german-probe')
  expect(await seriousViolations(page)).toEqual([])

  // Back to English, live: the same screens say it in English again.
  await chooseLanguage(page, gameUrl, 'en', 'Einstellungen')
  await tab(page, 'forces')
  await expect(page.getByTestId('rebellion-forces').getByRole('heading', { level: 2 })).toHaveText('Units on the board')
  await expect(page.getByTestId('forces-empire').getByRole('heading')).toHaveText('Empire in Cato Neimoidia')
  await expect(
    page.getByText('Darth Vader activates Cato Neimoidia; moved in: 1 Star Destroyer from Sullust'),
  ).toBeVisible()
  await tab(page, 'systems')
  await expect(page.getByTestId('map-legend')).toContainText('Legend')
  expect(errors).toEqual([])
})
