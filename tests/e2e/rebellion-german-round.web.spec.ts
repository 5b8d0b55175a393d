import { expect, test, type Page } from '@playwright/test'
import { createGame, openTool, snap } from './support'
import { seriousViolations } from './axe'
import { englishInWith, overflows } from './german-support'
import { unfitAt } from './narrow-support'

// Rebellion's round in German: a game created in English, then Deutsch chosen in Settings (no
// reload); the players walk the Round tab (phases, time track, refusals, the next-round question)
// and the Build tab (build, slide, deploy, undo) and read every word and refusal in German, the
// timeline included. Back in English, the same screens speak English again at once.
// Inside these screens the rule "?" buttons and the resource-icon legend belong to other screens'
// conversion: the checked regions below leave them out (the legend shows only before a build).

/** English interface words that must not show in the converted regions while in German (whole words). */
const ENGLISH_WORDS = [
  'Round',
  'round',
  'Next phase',
  'Start',
  'Assignment',
  'Command',
  'Refresh',
  'Time track',
  'Time',
  'Reputation',
  'apart',
  'space',
  'Space',
  'recruit',
  'Recruit',
  'build',
  'Build',
  'built',
  'Deploy',
  'deploy',
  'queue',
  'Rebels',
  'Empire',
  'Rebel',
  'Imperial',
  'from',
  'empty',
  'Slide',
  'slid',
  'Advance',
  'Move reputation',
  'Objective',
  'Undo',
  'verify',
  'icon',
  'units',
  'Not',
  'Choose',
  'Where to',
  'Done',
  'TIME',
  'REP',
  'Draw',
  'missions',
  'leaders',
  'probe',
  'the',
  'and',
  'this',
]

const englishIn = englishInWith(ENGLISH_WORDS)

async function key(page: Page, k: string): Promise<void> {
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press(k)
}
async function language(page: Page, settings: string, id: 'de' | 'en', gameUrl: string): Promise<void> {
  await page.getByRole('link', { name: settings }).click()
  await page.getByTestId(`language-${id}`).click()
  await expect(page.locator('html')).toHaveAttribute('lang', id)
  await page.goto(gameUrl)
  await expect(page.getByTestId('game-view')).toBeVisible()
}
/** Picks the first unit of every choice; again if the list was re-rendered meanwhile. */
async function pickAll(page: Page, faction: string): Promise<void> {
  const picks = page.locator(`[data-testid^="pick-${faction}-"]`)
  await expect(page.getByTestId(`record-build-${faction}`)).toBeVisible()
  await expect(async () => {
    for (let i = 0; i < (await picks.count()); i++) await picks.nth(i).selectOption({ index: 1 })
    for (let i = 0; i < (await picks.count()); i++) await expect(picks.nth(i)).not.toHaveValue('', { timeout: 200 })
  }).toPass()
}

test('Rebellion round and build in German: every word, refusal and timeline line, then English again live', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await createGame(page, { module: 'rebellion', title: 'Rebellion am Freitag', players: ['Ana', 'Ben'] })
  const gameUrl = page.url()
  await page.getByTestId('record-options').click()
  await page.getByTestId('loyalty-app-draw').click()
  await expect(page.getByTestId('loyalty-outcome')).toBeVisible()
  await language(page, 'Settings', 'de', gameUrl)

  // Round tab: the phase row, the time track and the Refresh steps in German.
  await openTool(page, 'Runde')
  const phases = page.locator('section.phases')
  await expect(page.locator('#phase-h')).toHaveText('Runde 1')
  await expect(page.getByTestId('phase-assignment')).toHaveText('Zuweisung')
  await expect(page.getByTestId('phase-command')).toHaveText('Befehl')
  await expect(page.getByTestId('phase-refresh')).toHaveText('Auffrischung')
  await expect(page.getByTestId('next-phase')).toHaveText('Nächste Phase N')
  await expect(page.getByTestId('time-track')).toContainText('Zeitleiste')
  await expect(page.getByTestId('time-track')).toContainText('13 Felder Abstand')
  await expect(page.getByTestId('track-space-1')).toHaveAttribute('aria-label', 'Feld 1, Zeitmarker')
  await expect(page.getByTestId('track-space-2')).toHaveAttribute('aria-label', 'Feld 2, Rekrutieren, Bauen')
  await expect(page.getByTestId('refresh-steps')).toContainText('Auffrischungsphase, in Regelreihenfolge')
  await expect(page.getByTestId('refresh-advance-time')).toContainText(
    'Der Zeitmarker rückt ein Feld vor; steht er danach auf demselben Feld wie der Ansehensmarker, gewinnen die Rebellen.',
  )
  // Time cannot move in the Assignment phase: refused in German, nothing moves.
  await key(page, 't')
  await expect(page.getByTestId('advance-error')).toHaveText(
    'Die Zeit rückt in der Auffrischungsphase vor; Runde 1 ist in der Zuweisungsphase.',
  )
  await expect(page.getByTestId('time-space')).toHaveText('1')
  await key(page, 'n')
  await expect(page.getByTestId('game-progress')).toContainText('Runde 1 · Befehlsphase')
  await key(page, 'n')
  await expect(page.getByTestId('game-progress')).toContainText('Runde 1 · Auffrischungsphase')
  await expect(page.getByTestId('next-phase')).toHaveText('Runde 2 beginnen N')
  // A recruit tick before time moves, and a next round before time moves: refused in German.
  await page.getByTestId('rtick-recruit').click()
  await expect(page.getByTestId('tick-error')).toHaveText(
    'Rekrutieren kommt nach „Zeit vorrücken“: Rücke zuerst den Zeitmarker vor.',
  )
  await key(page, 'n')
  await expect(page.getByTestId('phase-error')).toHaveText(
    'Rücke zuerst die Zeit vor: Der Zeitmarker steht auf Feld 1, und Runde 2 beginnt mit ihm ein Feld weiter.',
  )
  // A reputation value that is not a number: the message says what to type.
  await page.getByTestId('rep-value').fill('zwei')
  await page.getByTestId('play-objective').click()
  await expect(page.getByTestId('rep-error')).toHaveText(
    'Gib den Ansehenswert des Ziels als ganze Zahl ein, etwa 1 oder 2 (eingegeben: „zwei“).',
  )
  // The Build tab before time moves: it says why not now, in German.
  await openTool(page, 'Bauen')
  await expect(page.getByTestId('build-not-now-rebels')).toHaveText(
    'Jetzt nicht: Bauen kommt nach „Zeit vorrücken“: Rücke zuerst den Zeitmarker vor.',
  )
  await openTool(page, 'Runde')
  // Time moves once (T pressed twice: the second is refused), the prompts say what to do now.
  await key(page, 't')
  await expect(page.getByTestId('time-space')).toHaveText('2')
  await key(page, 't')
  await expect(page.getByTestId('advance-error')).toHaveText(
    'Die Zeit ist in dieser Auffrischungsphase schon vorgerückt (der Marker steht auf Feld 2); mach das rückgängig, um es noch einmal zu tun.',
  )
  await expect(page.getByTestId('time-space')).toHaveText('2')
  await expect(page.getByTestId('time-done')).toHaveText(
    'Erledigt: Der Zeitmarker steht auf Feld 2. Mach es rückgängig, um es noch einmal zu tun.',
  )
  await expect(page.getByTestId('advance-time')).toHaveText('Zeit vorgerückt T')
  await expect(page.getByTestId('time-prompts')).toContainText('Feld 2: jetzt erledigen')
  await expect(page.getByTestId('refresh-build')).toContainText('Feld 2 zeigt das Bausymbol')
  await expect(page.getByTestId('timeline')).toContainText('Zeitmarker 1 → 2 (Rekrutieren und Bauen)')
  await expect(page.getByTestId('timeline')).toContainText('Runde 1 · Auffrischungsphase')
  const roundParts = [
    phases,
    page.getByTestId('time-track'),
    page.getByTestId('time-prompts'),
    page.getByTestId('refresh-steps'),
  ]
  expect(await englishIn(roundParts)).toEqual([])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'de-rebellion-round-dark')
  expect(await seriousViolations(page)).toEqual([])

  // The next round with steps left: the question names them in German.
  await key(page, 'n')
  const confirm = page.getByTestId('next-round-confirm')
  await expect(confirm).toBeVisible()
  await expect(confirm).toContainText('Runde 2 beginnen?')
  await expect(confirm).toContainText('Diese Schritte der Auffrischungsphase sind noch nicht erledigt:')
  await expect(page.getByTestId('step-left-build')).toHaveText('Bauen — noch nicht gebaut: Rebellen, Imperium')
  await expect(page.getByTestId('next-round-anyway')).toHaveText('Runde 2 trotzdem beginnen')
  expect(await englishIn([confirm])).toEqual([])
  await snap(page, 'de-rebellion-next-round-confirm-dark')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByTestId('next-round-back').click()
  await expect(confirm).toHaveCount(0)
  await expect(page.locator('#phase-h')).toHaveText('Runde 1')

  // Build tab: build, a slide refused in German, deploy with a refusal, undo.
  await openTool(page, 'Bauen')
  await expect(page.getByTestId('build-icon-badge')).toHaveText('Bausymbol in dieser Runde')
  await expect(page.getByTestId('faction-rebels')).toHaveText('Rebellen')
  await expect(page.getByTestId('faction-empire')).toHaveText('Imperium')
  await expect(page.getByTestId('rebellion-build').getByRole('heading', { level: 2 })).toHaveText(
    'Bauleiste der Rebellen',
  )
  await expect(page.getByTestId('queue-rebels-1')).toContainText('leer')
  await pickAll(page, 'rebels')
  // The orders table before the build: headings, picks and the button in German.
  const orders = page.getByTestId('build-rebels').locator('table.orders')
  await expect(orders.locator('th')).toHaveText(['Von', 'Symbol', 'Feld der Bauleiste', 'Baut'])
  await expect(page.getByTestId('record-build-rebels')).toHaveText(/^\d+ Einheiten? auf die Bauleiste legen$/)
  expect(await englishIn([page.getByTestId('build-rebels')])).toEqual([])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'de-rebellion-build-orders-dark')
  await page.getByTestId('record-build-rebels').click()
  await expect(page.getByTestId('built-rebels')).toHaveText('in dieser Runde gebaut')
  await expect(page.getByTestId('build-rebels')).toContainText('Mach den Bau rückgängig, um neu zu bauen.')
  await expect(page.getByTestId('queue-rebels-1')).toContainText(/von [^×]*Feld der Rebellenbasis/)
  await expect(page.getByTestId('timeline')).toContainText('Ben (Rebellen) hat gebaut:')
  await page.getByTestId('slide-rebels').click()
  await expect(page.getByTestId('slide-error-rebels')).toHaveText(
    'Nicht vorgerückt: Bauen kommt vor Einsetzen: das Imperium hat noch nicht gebaut (Feld 2 zeigt ein Bausymbol). Gib zuerst den Bau ein oder hake „Bauen“ im Tab „Runde“ ab, wenn es nichts zu bauen gab.',
  )
  await page.getByTestId('faction-empire').click()
  await expect(page.getByTestId('rebellion-build').getByRole('heading', { level: 2 })).toHaveText(
    'Bauleiste des Imperiums',
  )
  await pickAll(page, 'empire')
  await page.getByTestId('record-build-empire').click()
  await expect(page.getByTestId('built-empire')).toBeVisible()
  await page.getByTestId('slide-empire').click()
  await expect(page.getByTestId('slide-error-empire')).toHaveText(
    'Nicht vorgerückt: Die Rebellen setzen zuerst ein: Rücke die Bauleiste der Rebellen vor und setze ihre Einheiten ein, dann die des Imperiums.',
  )
  await page.getByTestId('faction-rebels').click()
  await page.getByTestId('slide-rebels').click()
  await expect(page.getByTestId('slid-rebels')).toHaveText('in dieser Runde vorgerückt')
  const waiting = await page.getByTestId('awaiting-rebels').count()
  expect(waiting).toBeGreaterThanOrEqual(2)
  await page.getByTestId('deploy-rebels-0').click()
  await expect(page.getByTestId('deploy-error')).toHaveText(/^Wähle, wohin .+ kommt\.$/)
  await page.getByTestId('dest-rebels-0').selectOption('rebel-base')
  await page.getByTestId('deploy-rebels-0').click()
  await expect(page.getByTestId('awaiting-rebels')).toHaveCount(waiting - 1)
  await expect(page.getByTestId('placed-rebels')).toHaveText(
    /^In diesem Schritt eingesetzt: .+ → Feld der Rebellenbasis$/,
  )
  await expect(page.getByTestId('timeline')).toContainText('auf das Feld der Rebellenbasis')
  const buildParts = [
    page.getByTestId('rebellion-build').locator('.head'),
    page.getByTestId('queue-rebels'),
    page.getByTestId('build-rebels'),
    page.getByTestId('deploy-rebels'),
  ]
  expect(await englishIn(buildParts)).toEqual([])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'de-rebellion-build-dark')
  // A window a third of a laptop's width: units waiting to deploy (a unit's line and its destinations widened the page).
  expect(await unfitAt(page, 420)).toEqual([])
  expect(await seriousViolations(page)).toEqual([])
  // Undo takes the placement back; the unit waits again.
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('awaiting-rebels')).toHaveCount(waiting)
  await expect(page.getByTestId('placed-rebels')).toHaveCount(0)
  // A reload keeps the language, the slide and the units waiting.
  await page.reload()
  await expect(page.getByTestId('rebellion-build').getByRole('heading', { level: 2 })).toHaveText(
    'Bauleiste der Rebellen',
  )
  await expect(page.getByTestId('slid-rebels')).toHaveText('in dieser Runde vorgerückt')
  await expect(page.getByTestId('awaiting-rebels')).toHaveCount(waiting)
  await expect(page.getByTestId('deploy-rebels')).toContainText(
    'Höchstens 2 Einheiten in einem System pro Einsetzschritt. Die Rebellen setzen zuerst ein.',
  )

  // The light theme in German: the Round and Build tabs still readable (axe checks the contrast).
  await page.getByRole('link', { name: 'Einstellungen' }).click()
  await page.getByTestId('theme-light').click()
  await page.goto(gameUrl)
  await openTool(page, 'Runde')
  await expect(page.locator('#phase-h')).toHaveText('Runde 1')
  expect(await overflows(page)).toBe(false)
  await snap(page, 'de-rebellion-round-light')
  expect(await seriousViolations(page)).toEqual([])
  await openTool(page, 'Bauen')
  await expect(page.getByTestId('slid-rebels')).toBeVisible()
  await snap(page, 'de-rebellion-build-light')
  expect(await seriousViolations(page)).toEqual([])

  // English again from Settings, no reload: the same screens and the timeline speak English.
  await language(page, 'Einstellungen', 'en', gameUrl)
  await openTool(page, 'Build')
  await expect(page.getByTestId('rebellion-build').getByRole('heading', { level: 2 })).toHaveText('Rebel build queue')
  await expect(page.getByTestId('slid-rebels')).toHaveText('slid this round')
  await expect(page.getByTestId('timeline')).toContainText('Time marker 1 → 2 (recruit and build)')
  await openTool(page, 'Round')
  await expect(page.locator('#phase-h')).toHaveText('Round 1')
  await expect(page.getByTestId('next-phase')).toHaveText('Start round 2 N')
  await expect(page.getByTestId('time-track')).toContainText('12 spaces apart')
  await expect(page.getByTestId('game-progress')).toContainText('Round 1 · Refresh phase')
})
