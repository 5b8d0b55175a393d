import { expect, test } from '@playwright/test'
import { snap } from './support'
import { seriousViolations } from './axe'
import { enterGoals, press, saveScores, tableau } from './rftg-support'
import { englishInWith, overflows } from './german-support'

// Race for the Galaxy: Rebel vs Imperium in German: a game made in English with takeovers on, then
// Deutsch chosen in Settings; the players set up (start worlds in play, kept worlds, entered goals),
// describe two tableaux, take over a world (pressed twice: recorded once; undone and done again),
// and fill the score sheet. Every game tab shows no English interface word (card, goal and world
// names are printed names and stay as printed); dark and light screenshots; nothing overflows; axe.

test.use({ viewport: { width: 1366, height: 768 } })

/** English interface words that must not show on the game's tabs while in German (whole words). */
const ENGLISH_WORDS = [
  'Takeover',
  'Takeovers',
  'Setup',
  'Checklist',
  'Goals',
  'Start worlds',
  'Player',
  'Dealt',
  'Keeps',
  'Military',
  'temporary',
  'cards',
  'Save',
  'Remove',
  'Defence',
  'Target world',
  'Attacker',
  'Defender',
  'against',
  'margin',
  'succeeds',
  'fails',
  'Resolve',
  'Settle',
  'verify on your copy',
  'Rules applied',
  'Score sheet',
  'Total',
  'Winner',
  'claimed',
  'holder',
  'tied',
  'Not entered',
  'choose',
  'Tick all',
  'Describe',
  'tableau',
  'None yet',
]

const englishIn = englishInWith(ENGLISH_WORDS)

/** Nothing wider than the window: German words are longer. */
test('Rebel vs Imperium in German: setup, tableaux, a takeover and the score sheet with no English words', async ({
  page,
}) => {
  test.setTimeout(180_000)
  // Made in English, takeovers on.
  await page.goto('./#/new/rftg-rebel-vs-imperium')
  await expect(page.getByTestId('new-game-view')).toBeVisible()
  await page.getByTestId('game-title').fill('Abend')
  await page.getByLabel('Player 1 name').fill('Ana')
  await page.getByLabel('Player 2 name').fill('Bo')
  await page.getByRole('checkbox', { name: /Play with takeovers/ }).check()
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('game-view')).toBeVisible()
  const gameUrl = page.url()

  // Deutsch in Settings, back to the game.
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByTestId('language-de').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.goto(gameUrl)
  await expect(page.getByTestId('game-view')).toBeVisible()
  const tabs = page.getByRole('navigation').getByRole('tab')
  await expect(tabs).toHaveText(['Tischprotokoll', 'Aufbau', 'Auslagen', 'Übernahmen', 'Wertungsblatt'])

  // Setup.
  await tabs.nth(1).click()
  const setup = page.getByTestId('rftg-setup')
  await expect(page.getByTestId('takeovers-mode')).toHaveText('Übernahmen AN')
  await page.getByTestId('step-slides').check()
  await expect(setup).toContainText('Militärleiste')
  await page.getByTestId('draw-goals').click()
  await expect(page.getByTestId('rftg-error')).toHaveText(
    'Zum Ziehen braucht es 4 „Erste“- und 2 „Meiste“-Ziele zur Auswahl; die App kennt 3 und 2. Tragt die Namen eurer anderen Ziel-Plättchen ein (aus The Gathering Storm) und zieht erneut, oder tragt die gezogenen Ziele ein.',
  )
  await enterGoals(page, 'Propaganda Edge, Research Leader', 'Oder tragt die gezogenen Ziele ein')
  await expect(page.getByTestId('goals-out')).toContainText('Von euch eingetragen.')
  await page.getByTestId('remember-in-play').click()
  await expect(page.getByTestId('rftg-error')).toHaveText(
    'Zum Austeilen braucht jede der 2 Personen eine blaue und eine rote Startwelt: angehakt sind 0 blaue und 0 rote.',
  )
  await page.getByTestId('pick-all').click()
  await page.getByTestId('remember-in-play').click()
  await expect(page.getByTestId('in-play')).toHaveText('Aus euren 12 Startwelten (6 blau, 6 rot).')
  await page.getByTestId('keep-p1').selectOption({ label: '5 Separatist Colony' })
  await page.getByTestId('keep-p2').selectOption({ label: '2 Alpha Centauri' })
  await page.getByTestId('keep-p2').selectOption({ label: '5 Separatist Colony' })
  await expect(page.getByTestId('rftg-error')).toHaveText('Nicht eingetragen: Ana behält schon Separatist Colony.')
  await page.getByTestId('keep-p2').selectOption({ label: '2 Alpha Centauri' })
  await expect(page.getByTestId('keep-p2')).toHaveValue('2')
  expect(await englishIn(setup)).toEqual([])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'de-rftg-setup')
  expect(await seriousViolations(page)).toEqual([])

  // Tableaux.
  await tabs.nth(2).click()
  // A wrong number is refused on the card, in German, and kept in the field.
  await page.getByTestId('p1-military').fill('150')
  await page.getByTestId('p1-save').click()
  await expect(page.getByTestId('p1-error')).toHaveText(
    'Ana: Militär insgesamt muss eine ganze Zahl von -20 bis 99 sein (eingegeben: 150). Korrigiert den Wert und speichert noch einmal.',
  )
  await page.getByTestId('p1-military').fill('5')
  await page.getByTestId('p1-imperiumSeat').check()
  await page.getByTestId('p1-save').click()
  await expect(page.getByTestId('p1-error')).toHaveText(
    'Nicht eingetragen: die Imperium-Karten von Ana (0) müssen Imperium Seat mitzählen – angekreuzt und selbst eine Imperium-Karte: tragt bei Imperium-Karten mindestens 1 ein.',
  )
  await tableau(page, 'p1', { military: 5, imperiumCards: 1, cards: 6 }, ['imperiumSeat'], [])
  await expect(page.getByTestId('p1-error')).toHaveCount(0)
  await tableau(page, 'p2', { military: 1, cards: 5 }, [], [{ name: 'Außenposten', defence: 4, rebel: true }])
  await expect(page.getByTestId('summary-p2')).toHaveText(
    'Militär 1 (+0 vorübergehend) · 1 Rebellen-Militär · 0 anderes Militär · 0 Imperium · 5/12 Karten',
  )
  expect(await englishIn(page.getByTestId('rftg-tableaux'))).toEqual([])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'de-rftg-tableaux')
  expect(await seriousViolations(page)).toEqual([])

  // A takeover: 5 against 1 + 4, a tie won by the attacker. R pressed twice records it once.
  await tabs.nth(3).click()
  const takeovers = page.getByTestId('rftg-takeovers')
  await expect(page.getByTestId('vulnerability')).toHaveText('Ana → Bo: Imperium Seat (Ziele: Außenposten)')
  await page.getByTestId('attacker').selectOption({ label: 'Ana' })
  await page.getByTestId('defender').selectOption({ label: 'Bo' })
  await expect(page.getByTestId('verdict-text')).toHaveText('Übernahme gelingt (5 gegen 5, Abstand +0)')
  await expect(page.getByTestId('verdict')).toContainText('Gleichstand gewinnt der Angriff')
  expect(await englishIn(takeovers)).toEqual([])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'de-rftg-takeover-calculator')
  expect(await seriousViolations(page)).toEqual([])
  await press(page, 'r', 2)
  const history = page.getByTestId('takeover-history').getByRole('listitem')
  await expect(history).toHaveText(['Ana übernahm Außenposten von Bo (Imperium Seat, 5 gegen 5)'])
  await expect(page.getByTestId('no-power')).toHaveText('Ana hat keine Übernahme-Fähigkeit, für die Bo angreifbar ist.')
  // Undo brings the world back; done again, it is recorded once more.
  await page.getByRole('button', { name: 'Rückgängig' }).click()
  await expect(page.getByTestId('takeover-history')).toHaveCount(0)
  await expect(page.getByTestId('verdict-text')).toHaveText('Übernahme gelingt (5 gegen 5, Abstand +0)')
  await page.getByTestId('record-takeover').click()
  await expect(history).toHaveCount(1)
  // A second takeover in the same Settle is refused with the reason, in German.
  await page.getByRole('button', { name: 'Rückgängig' }).click()
  await expect(page.getByTestId('verdict-text')).toBeVisible()
  await press(page, 'd')
  await expect(page.getByTestId('declaration')).toHaveText(/Ana → Außenposten \(Bo\): gelingt/)
  await expect(page.getByTestId('calc-error')).toHaveText(
    'Die angreifende Person hat in diesem Besiedeln schon eine Übernahme: eine Übernahme verbraucht die eine Besiedeln-Aktion.',
  )
  // The declaration says its numbers beside the verdict, in German.
  await expect(page.getByTestId('declaration')).toContainText('Ana → Außenposten (Bo): gelingt (5 gegen 5)')
  await expect(page.getByTestId('strengths-1')).toHaveText('(5 gegen 5)')
  // Bo's boost, set in the list before Resolve, is refused in German when Bo has not that much.
  await expect(page.getByTestId('declaration')).toContainText('Verstärkung von Bo')
  // A boost outside 0 to 99 is said in German and not kept.
  await page.getByTestId('boost-1').fill('150')
  await expect(page.getByTestId('boost-error-1')).toHaveText(
    'Verstärkung von Bo muss eine ganze Zahl von 0 bis 99 sein (eingegeben: 150): nicht übernommen.',
  )
  expect(await englishIn(takeovers)).toEqual([])
  await page.getByTestId('boost-1').fill('2')
  await press(page, 'n')
  await expect(page.getByTestId('boost-error-1')).toHaveText(
    'Nicht abgewickelt: Die verteidigende Person hat nur 0 vorübergehendes Militär.',
  )
  await expect(history).toHaveCount(0)
  expect(await englishIn(takeovers)).toEqual([])
  await page.getByTestId('boost-1').fill('0')
  await expect(page.getByTestId('boost-error-1')).toHaveCount(0)
  await press(page, 'n')
  await expect(history).toHaveText(['Ana übernahm Außenposten von Bo (Imperium Seat, 5 gegen 5)'])
  expect(await englishIn(takeovers)).toEqual([])
  await snap(page, 'de-rftg-takeovers')
  expect(await seriousViolations(page)).toEqual([])

  // Score sheet: a negative number is refused in German first.
  await tabs.nth(4).click()
  const score = page.getByTestId('rftg-score')
  await page.getByTestId('p1-chips').fill('-4')
  await page.getByTestId('p1-save-score').click()
  await expect(page.getByTestId('rftg-error')).toHaveText(
    'Ana: SP-Chips muss eine ganze Zahl von 0 bis 999 sein (eingegeben: -4). Korrigiert den Wert und speichert noch einmal.',
  )
  await saveScores(page, [
    ['p1', 10, 20],
    ['p2', 12, 18],
  ])
  await expect(page.getByTestId('score-winner')).toContainText(
    'Geteilter Sieg: Ana und Bo Gleichstand bei 30 SP: Ana und Bo teilen sich den Sieg',
  )
  expect(await englishIn(score)).toEqual([])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'de-rftg-score')
  expect(await seriousViolations(page)).toEqual([])

  // The light theme: still German after a reload, nothing overflowing, axe clean.
  await page.getByRole('link', { name: 'Einstellungen' }).click()
  await page.getByTestId('theme-light').click()
  await page.goto(gameUrl)
  await tabs.nth(3).click()
  await expect(page.getByTestId('takeover-history').getByRole('listitem')).toHaveCount(1)
  await page.getByTestId('attacker').selectOption({ label: 'Ana' })
  expect(await englishIn(takeovers)).toEqual([])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'de-rftg-takeovers-light')
  expect(await seriousViolations(page)).toEqual([])
  await tabs.nth(1).click()
  expect(await englishIn(setup)).toEqual([])
  expect(await overflows(page)).toBe(false)
  await snap(page, 'de-rftg-setup-light')
  expect(await seriousViolations(page)).toEqual([])
  await tabs.nth(2).click()
  await snap(page, 'de-rftg-tableaux-light')
  expect(await seriousViolations(page)).toEqual([])

  // New game's advice for the next game of the session, in German.
  await page.goto('./#/new/rftg-rebel-vs-imperium')
  await expect(page.getByTestId('option-advice')).toHaveText(
    'Spiel 2 dieser Runde: „Abend“ wurde mit Übernahmen an gespielt, also sind sie diesmal aus.',
  )
})
