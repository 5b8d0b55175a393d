import { expect, test, type Page } from '@playwright/test'
import { createGame, modKey, openTool, snap } from './support'
import { seriousViolations } from './axe'
import { englishInWith, overflows } from './german-support'
import { unfitAt } from './narrow-support'

// Rebellion's setup in German (#18): a Rise of the Empire game created in English, then Deutsch
// chosen in Settings (no reload). The players record the options, tick steps by keyboard (a key
// pressed twice unticks), are refused in German (objective pile, loyalty entry, deployment, base),
// record both deployments and the Rebel base in private, record and undo an Empire victory, and
// switch back to English, which returns live. The setup screens show no English interface words.
// Not converted here (other screens' work): the Round tab's phases and the Systems/Build tabs.

/** English interface words that must not show on the converted setup screens in German (whole words). */
const ENGLISH_WORDS = [
  'Setup',
  'checklist',
  'Options',
  'Change options',
  'done',
  'Go to next open step',
  'Factions',
  'Starting',
  'leaders',
  'Board',
  'time track',
  'Objective',
  'objective',
  'deck',
  'Action',
  'Tactic',
  'Mission',
  'Loyalty',
  'loyalty',
  'Probe',
  'probe',
  'Rebel base',
  'hands',
  'Stage',
  'Drawn',
  'seed',
  'Draw for us',
  'Pick for us',
  'real cards',
  'Where',
  'Placed',
  'start',
  'Add a place',
  'Remove',
  'Record',
  'deployment',
  'recorded',
  'Empire',
  'Rebels',
  'Imperial',
  'Subjugation',
  'units',
  'TIE Fighter',
  'Stormtrooper',
  'Star Destroyer',
  'space',
  'Tab',
  'ticks',
  'verify on your copy',
  'Rebel secret',
  'PRIVATE',
  'player only',
  'look away',
  'Hide',
  'Your base',
  'systems',
  'Why the others are out',
]

const englishIn = englishInWith(ENGLISH_WORDS)

/** Nothing wider than the window: German words are longer. */
async function chooseLanguage(page: Page, gameUrl: string, settings: string, lang: 'de' | 'en'): Promise<void> {
  await page.getByRole('link', { name: settings }).click()
  await page.getByTestId(`language-${lang}`).click()
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await page.goto(gameUrl)
  await expect(page.getByTestId('game-view')).toBeVisible()
}

async function tick(page: Page, step: string): Promise<void> {
  await page.getByTestId(`tick-${step}`).focus()
  await page.keyboard.press('Space')
  await expect(page.getByTestId(`tick-${step}`)).toHaveAttribute('aria-checked', 'true')
}

async function fill(page: Page, target: string, unit: string, n: number): Promise<void> {
  await page.getByTestId(`n-${target}-${unit}`).fill(String(n))
}

test('Rebellion setup in German: options, checklist, draws, deployments, base, victory; English returns live', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await createGame(page, { module: 'rebellion', title: 'Rebellion am Freitag', players: ['Ana', 'Ben'] })
  const gameUrl = page.url()
  await chooseLanguage(page, gameUrl, 'Settings', 'de')
  await openTool(page, 'Aufbau')
  const setup = page.getByTestId('rebellion-setup')

  // Options in German, the manifest's labels from the German game words.
  await expect(page.getByTestId('rebellion-options')).toContainText(
    'Wählt, was heute Abend in der Schachtel ist, dann beginnt die Checkliste.',
  )
  await expect(page.getByTestId('rebellion-options')).toContainText('Erweiterung Aufstieg des Imperiums')
  await expect(page.getByTestId('record-options')).toHaveText('Aufbau mit diesen Optionen beginnen')
  expect(await englishIn([setup])).toEqual([])
  await snap(page, 'de-rebellion-setup-options-dark')
  await page.getByTestId('opt-rote').check()
  await page.getByTestId('opt-new-starter').check()
  await page.getByTestId('record-options').click()
  await expect(page.getByTestId('options-summary')).toHaveText(
    'Aufstieg des Imperiums · normaler Aufbau · neue Starteinheiten',
  )
  await expect(page.getByTestId('setup-progress-text')).toHaveText('0 von 14 erledigt')
  await expect(page.locator('li[data-step="time-track"] .title')).toHaveText('Spielplan und Zeitleiste')
  await expect(page.locator('li[data-step="time-track"]')).toContainText(
    'Zeitmarker auf Feld 1, Ansehensmarker auf Feld 14.',
  )

  // Space twice on one step: ticked, then unticked again; j moves on, Enter ticks.
  await page.getByTestId('tick-factions').focus()
  await page.keyboard.press('Space')
  await expect(page.getByTestId('setup-progress-text')).toHaveText('1 von 14 erledigt')
  await page.keyboard.press('Space')
  await expect(page.getByTestId('tick-factions')).toHaveAttribute('aria-checked', 'false')
  await expect(page.getByTestId('setup-progress-text')).toHaveText('0 von 14 erledigt')
  await page.keyboard.press('Space')
  await expect(page.getByTestId('tick-factions')).toHaveAttribute('aria-checked', 'true')
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('tick-leaders')).toHaveAttribute('aria-checked', 'true')
  await tick(page, 'time-track')
  await expect(page.getByTestId('setup-progress-text')).toHaveText('3 von 14 erledigt')
  // The timeline names the ticked step in German.
  await expect(
    page.getByTestId('timeline-event').filter({ hasText: 'Aufbau: „Spielplan und Zeitleiste“ erledigt' }),
  ).toHaveCount(1)

  // The objective pick: a pile too small is refused in German, then the app picks.
  await expect(page.getByTestId('objective-draw')).toContainText('Stapel Stufe I (nimm 5)')
  await page.getByTestId('objectives-app-draw').click()
  await expect(page.getByRole('alert').filter({ hasText: 'Zähl den Stapel der Stufe I' })).toBeVisible()
  await page.getByTestId('pile-I').fill('3')
  await page.getByTestId('pile-II').fill('8')
  await page.getByTestId('pile-III').fill('8')
  await page.getByTestId('objectives-app-draw').click()
  await expect(page.getByRole('alert')).toHaveText(
    'Stufe I braucht mindestens 5 Karten außer den festen, der Stapel hat 3. Prüf die Anzahl.',
  )
  await page.getByTestId('pile-I').fill('10')
  await page.getByTestId('objectives-app-draw').click()
  await expect(page.getByTestId('objective-outcome')).toContainText('Stufe I:')
  await expect(page.locator('li[data-step="objective-deck"]')).toContainText(
    'Die App hat gezogen: Stufe I: Karten an den Stellen',
  )
  for (const s of ['objective-deck', 'action-decks', 'tactics', 'missions']) await tick(page, s)

  // Loyalty from real cards with too few systems: refused in German; then the app draws.
  await page.getByTestId('loyalty-cards').click()
  await page.getByLabel('Rebellensystem 1').selectOption({ label: 'Naboo' })
  await page.getByTestId('loyalty-record-cards').click()
  await expect(page.getByRole('alert')).toHaveText(
    'Gib 3 Rebellensysteme ein (du hast 1 eingegeben). Wähle jedes System aus den Listen und versuche es noch einmal.',
  )
  await page.getByTestId('loyalty-app-draw').click()
  await expect(page.getByTestId('loyalty-outcome')).toContainText('Von der App gezogen (Startwert')
  await expect(page.getByTestId('loyalty-outcome')).toContainText('Imperiale Loyalität')
  await tick(page, 'loyalty')

  // Empire deployment: refused in German, then a legal one with German unit names.
  const empire = page.getByTestId('start-deploy-empire')
  const imperialRows = await empire
    .locator('[data-testid^="deploy-row-"]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')!.replace('deploy-row-', '')))
  await expect(empire.locator('thead')).toContainText('TIE-Jäger')
  await page.getByTestId('add-target-empire').selectOption('kessel')
  await fill(page, 'kessel', 'stormtrooper', 1)
  await page.getByTestId('record-deploy-empire').click()
  await expect(page.getByTestId('deploy-problems-empire')).toContainText(
    'Kessel hat weder imperiale Loyalität noch einen Unterwerfungsmarker.',
  )
  await expect(page.getByTestId('deploy-problems-empire')).toContainText(
    'Wähle das System für die Gruppe des Todessterns im Bau.',
  )
  await expect(page.getByTestId('deploy-problems-empire')).toContainText(
    'Coruscant ist ein imperiales System und braucht mindestens eine imperiale Bodeneinheit.',
  )
  expect(await englishIn([setup])).toEqual([])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'de-rebellion-setup-deployment-dark')
  // A window a third of a laptop's width: the deployment grid (its German unit names broke mid-syllable).
  expect(await unfitAt(page, 420)).toEqual([])
  await empire.locator('table').screenshot({ path: 'tests/e2e/screenshots/de-rebellion-deployment-grid-dark.png' })
  await empire.getByRole('button', { name: 'Kessel entfernen' }).click()
  await page.getByTestId('death-star-system').selectOption('dagobah')
  await fill(page, 'dagobah', 'death-star-under-construction', 1)
  await fill(page, 'dagobah', 'tie-fighter', 4)
  await fill(page, 'dagobah', 'stormtrooper', 1)
  for (const sys of imperialRows) await fill(page, sys, 'stormtrooper', sys === 'coruscant' ? 7 : 1)
  for (const [unit, n] of [
    ['star-destroyer', 3],
    ['assault-carrier', 3],
    ['tie-fighter', 8],
    ['tie-striker', 2],
    ['at-at', 1],
    ['at-st', 4],
    ['assault-tank', 2],
  ] as const) {
    await fill(page, 'coruscant', unit, n)
  }
  await expect(page.getByTestId('total-stormtrooper')).toHaveText('13/13')
  await page.getByTestId('record-deploy-empire').click()
  await expect(page.getByTestId('start-deploy-empire-recorded')).toContainText('✓ Aufstellung (Imperium) eingetragen.')
  await expect(page.getByTestId('start-deploy-empire-recorded')).toContainText(
    'Dagobah: 4 TIE-Jäger, 1 Sturmtruppler, 1 Todesstern im Bau',
  )
  await expect(page.locator('li[data-step="probe-deck"]')).toContainText('Nehmt diese 6 Karten aus dem Sondenstapel')
  await expect(page.locator('li[data-step="probe-deck"]')).toContainText('Coruscant hat keine Sondenkarte.')

  // Rebels in the Rebel Base space.
  await expect(page.getByTestId('deploy-row-rebel-base')).toContainText('Feld der Rebellenbasis')
  for (const [unit, n] of [
    ['corellian-corvette', 1],
    ['rebel-transport', 1],
    ['x-wing', 1],
    ['y-wing', 1],
    ['u-wing', 1],
    ['rebel-trooper', 5],
    ['rebel-vanguard', 1],
    ['airspeeder', 2],
  ] as const) {
    await fill(page, 'rebel-base', unit, n)
  }
  await page.getByTestId('record-deploy-rebels').click()
  await expect(page.getByTestId('start-deploy-rebels-recorded')).toContainText('✓ Aufstellung (Rebellen) eingetragen.')
  for (const s of ['empire-units', 'rebels-units', 'probe-deck']) await tick(page, s)

  // The Rebel base, in private and in German.
  await expect(page.getByTestId('rebel-private-show')).toHaveText('Geheime Ansicht der Rebellen zeigen')
  await page.getByTestId('rebel-private-show').click()
  await expect(page.getByTestId('rebel-private')).toContainText('GEHEIM – nur für die Rebellen.')
  await expect(page.getByTestId('rebel-private')).toContainText('25 Systeme können die Basis verstecken:')
  await page.getByTestId('base-choice-record').click()
  await expect(page.getByTestId('base-choice-error')).toHaveText(
    'Wähle das System, dessen Sondenkarte du unter das Standortfeld gelegt hast.',
  )
  await page.getByTestId('rebel-private').locator('summary').click()
  await expect(page.getByTestId('rebel-private')).toContainText('In Dagobah stehen imperiale Einheiten.')
  await page.getByTestId('base-choice').selectOption('hoth')
  await page.getByTestId('base-choice-record').click()
  await expect(page.getByTestId('base-chosen')).toHaveText('Deine Basis: Hoth')
  expect(await englishIn([setup])).toEqual([])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'de-rebellion-setup-base-dark')
  // Phone-narrow: the loyalty cards' kinds above their systems (beside them they widened the page).
  expect(await unfitAt(page, 360)).toEqual([])
  expect(await seriousViolations(page)).toEqual([])
  await page.getByTestId('rebel-private-hide').click()
  for (const s of ['rebel-base', 'starting-hands', 'starting-action-cards']) await tick(page, s)
  await expect(page.getByTestId('setup-complete')).toHaveText('Aufbau fertig. Weiter im Reiter Runde mit Runde 1.')
  await expect(page.getByTestId('setup-progress-text')).toHaveText('14 von 14 erledigt')
  expect(await englishIn([setup])).toEqual([])
  await snap(page, 'de-rebellion-setup-done-dark')
  expect(await seriousViolations(page)).toEqual([])

  // Undo across the setup's end: the last tick comes back open, redo ticks it again.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('setup-progress-text')).toHaveText('13 von 14 erledigt')
  await page.keyboard.press(`${modKey()}+Shift+z`)
  await expect(page.getByTestId('setup-progress-text')).toHaveText('14 von 14 erledigt')

  // The Empire's victory from the board, in German; undone again. The recorded base is hidden, so a
  // conquest is refused until it is revealed.
  await openTool(page, 'Runde')
  await page.getByTestId('empire-win-conquered').click()
  await page.getByTestId('empire-win-confirm').click()
  await expect(page.getByRole('alert')).toContainText('Die Rebellenbasis ist noch verborgen')
  await expect(page.getByRole('alert')).toContainText('erobert werden.') // one full stop, not two
  await expect(page.getByRole('alert')).not.toContainText('..')
  await expect(page.getByTestId('victory')).toHaveCount(0)
  await openTool(page, 'Systeme')
  await page.getByTestId('base-reveal-recorded').click()
  await expect(page.getByTestId('base-revealed')).toContainText('Hoth')
  await openTool(page, 'Runde')
  await page.getByTestId('empire-win-conquered').click()
  await expect(page.getByRole('alertdialog', { name: 'Sieg des Imperiums bestätigen' })).toContainText(
    'Eintragen: Imperiale Bodeneinheiten haben die Rebellenbasis erobert?',
  )
  await page.getByTestId('empire-win-confirm').click()
  // Revealing it put the Rebel Base space's 13 units into Hoth: no conquest while they stand there.
  await expect(page.getByRole('alert')).toContainText(
    'In Hoth stehen noch Einheiten der Rebellen (1 Corellianische Korvette,',
  )
  await expect(page.getByTestId('victory')).toHaveCount(0)
  // Taken off on the Units tab (a combat the players did not record), and an Imperial unit recorded
  // there (the Empire's units are recorded, so the conquest needs one), the conquest goes through.
  await openTool(page, 'Einheiten')
  await page.getByTestId('forces-system').selectOption('hoth')
  const takeOff = page.getByTestId('forces-rebels').getByRole('button', { name: /: eine Figur entfernen$/ })
  const rebelFigures = async (): Promise<number> =>
    (await page.getByTestId('forces-rebels').locator('[data-testid^="count-"]').allTextContents()).reduce(
      (n, t) => n + Number(t),
      0,
    )
  await expect.poll(rebelFigures).toBe(13)
  for (let left = 13; left > 0; left--) {
    await takeOff.and(page.locator(':enabled')).first().click()
    await expect.poll(rebelFigures).toBe(left - 1)
  }
  await openTool(page, 'Runde')
  await page.getByTestId('empire-win-conquered').click()
  await page.getByTestId('empire-win-confirm').click()
  await expect(page.getByRole('alert')).toContainText('In Hoth ist keine imperiale Einheit eingetragen')
  await openTool(page, 'Einheiten')
  await page.getByTestId('forces-text-empire').fill('1 at-at')
  await page.getByTestId('forces-text-empire').press('Enter')
  await expect(page.getByTestId('forces-empire').getByTestId('count-at-at')).toHaveText('1')
  await openTool(page, 'Runde')
  await page.getByTestId('empire-win-conquered').click()
  await page.getByTestId('empire-win-confirm').click()
  await expect(page.getByTestId('victory')).toContainText(
    'Das Imperium gewinnt: Imperiale Bodeneinheiten haben die Rebellenbasis erobert.',
  )
  await expect(page.getByTestId('finish-game-rebellion')).toHaveText('Partie beenden: Das Imperium gewinnt')
  expect(await englishIn([page.getByTestId('victory')])).toEqual([])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'de-rebellion-victory-dark')
  expect(await seriousViolations(page)).toEqual([])
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(`${modKey()}+z`)
  await expect(page.getByTestId('victory')).toHaveCount(0)
  await expect(page.getByTestId('empire-win-conquered')).toHaveText('Basis erobert')

  // A reload keeps German; then English returns live, without a reload.
  await page.reload()
  await openTool(page, 'Aufbau')
  await expect(page.getByTestId('setup-progress-text')).toHaveText('14 von 14 erledigt')
  await chooseLanguage(page, gameUrl, 'Einstellungen', 'en')
  await openTool(page, 'Setup')
  await expect(page.getByTestId('setup-progress-text')).toHaveText('14 of 14 done')
  await expect(page.getByTestId('options-summary')).toHaveText(
    'Rise of the Empire · standard setup · new starter units',
  )
  await expect(page.getByTestId('setup-complete')).toHaveText('Setup complete. Go to the Round tab to play round 1.')
  await expect(page.getByTestId('start-deploy-empire-recorded')).toContainText(
    'Dagobah: 4 TIE Fighter, 1 Stormtrooper, 1 Death Star Under Construction',
  )
  await expect(page.locator('li[data-step="rebel-base"] .title')).toHaveText('Rebel base')
  await expect(page.locator('li[data-step="probe-deck"] .title')).toHaveText('Probe deck')
})

test('Rebellion first game in German: the fixed placements, loyalty markers and icon legend', async ({ page }) => {
  await createGame(page, { module: 'rebellion', players: ['Ana', 'Ben'] })
  const gameUrl = page.url()
  await chooseLanguage(page, gameUrl, 'Settings', 'de')
  await openTool(page, 'Aufbau')
  await page.getByTestId('opt-first-game').check()
  await page.getByTestId('record-options').click()
  await expect(page.getByTestId('options-summary')).toHaveText('Grundspiel · erstes Spiel')
  await expect(page.getByTestId('setup-step')).toHaveCount(13)
  await expect(page.locator('li[data-step="loyalty"] .title')).toHaveText('Loyalitätsmarker')
  await expect(page.getByTestId('first-game-record')).toHaveText(
    'Marker und Einheiten des ersten Spiels auf die Systemübersicht setzen',
  )
  await page.getByTestId('first-game-record').click()
  await expect(page.getByTestId('first-game-recorded')).toHaveText(
    '✓ Marker und Einheiten des ersten Spiels stehen auf der Systemübersicht.',
  )
  await expect(page.locator('li[data-step="rebels-units"] table')).toContainText('Feld der Rebellenbasis')
  await expect(page.locator('li[data-step="rebels-units"] table')).toContainText('3 Rebellensoldaten')
  expect(await englishIn([page.getByTestId('rebellion-setup')])).toEqual([])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'de-rebellion-setup-first-game-dark')
  expect(await seriousViolations(page)).toEqual([])

  // The icon legend and the resource icons' names, on the Systems tab.
  await openTool(page, 'Systeme')
  await expect(page.getByTestId('icon-legend')).toHaveText(
    /Symbole:\s*▲ ● ■ blau = Weltraumeinheiten\s*▲ ● ■ grün = Bodeneinheiten\s*\(Form wie auf dem Spielplan gedruckt\)/,
  )
  await expect(page.locator('.icons .ic').first()).toHaveAttribute(
    'aria-label',
    /^(Dreieck|Kreis|Quadrat) \((Weltraum|Boden)\)$/,
  )
  await page.getByTestId('icon-legend').screenshot({ path: 'tests/e2e/screenshots/de-rebellion-icon-legend-dark.png' })

  // The light theme: the setup tab still German, nothing overflowing, axe clean.
  await page.getByRole('link', { name: 'Einstellungen' }).click()
  await page.getByTestId('theme-light').click()
  await page.goto(gameUrl)
  await openTool(page, 'Aufbau')
  await expect(page.getByTestId('first-game-recorded')).toBeVisible()
  expect(await englishIn([page.getByTestId('rebellion-setup')])).toEqual([])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'de-rebellion-setup-first-game-light')
  expect(await seriousViolations(page)).toEqual([])
})
