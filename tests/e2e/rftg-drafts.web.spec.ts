import { expect, test, type Page } from '@playwright/test'
import { createGame, fillableDisk, snap } from './support'
import { seriousViolations } from './axe'
import { keptDrafts, saveScores, tableau } from './rftg-support'

// Rebel vs Imperium, from a tester's report: what one player typed and has not saved survives
// another player's Save or undo, a tab switch and a reload (score sheet and tableaux); goals typed
// again that the app knows are counted once, so the draw never fails; the score sheet names no
// winner before a score and lists three winners as a list; the pairs list says when a defender has
// no military worlds, with a space before "— not now"; the German rules help names cards as the
// screens do.

test.use({ viewport: { width: 1366, height: 768 } })

const tabs = (page: Page) => page.getByRole('navigation').getByRole('tab')

test('unsaved entries survive other players’ saves, undos and tab switches; three winners read as a list', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await createGame(page, { module: 'rftg-rebel-vs-imperium', title: 'Drafts', players: ['Ana', 'Bo', 'Cy'] })
  const tab = (name: string) => tabs(page).filter({ hasText: name }).click()

  // Score sheet: nothing entered yet, so no winner (not a shared 0-VP win).
  await tab('Score sheet')
  await expect(page.getByTestId('total-p1')).toHaveText('0')
  await expect(page.getByTestId('score-winner')).toHaveCount(0)

  // Ana types 10 and 20 without saving; Bo types 7 and saves: Ana's boxes keep what she typed.
  await page.getByTestId('p1-chips').fill('10')
  await page.getByTestId('p1-cards').fill('20')
  await page.getByTestId('p2-chips').fill('7')
  await page.getByTestId('p2-save-score').click()
  await expect(page.getByTestId('p2-save-score')).toBeDisabled()
  await expect(page.getByTestId('total-p2')).toHaveText('7')
  await expect(page.getByTestId('p1-chips')).toHaveValue('10')
  await expect(page.getByTestId('p1-cards')).toHaveValue('20')
  await expect(page.getByTestId('p1-save-score')).toBeEnabled()
  // Bo's save undone: his line goes back to 0, Ana's typing stays.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByTestId('p2-chips')).toHaveValue('0')
  await expect(page.getByTestId('p1-chips')).toHaveValue('10')
  await expect(page.getByTestId('p1-cards')).toHaveValue('20')

  // Tableaux: Ana's unsaved Military survives Bo's save, its undo, and a tab switch.
  await tab('Tableaux')
  await page.getByTestId('p1-military').fill('3')
  await tableau(page, 'p2', { military: 2, cards: 4 }, [], [])
  await expect(page.getByTestId('p1-military')).toHaveValue('3')
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByTestId('summary-p2')).toContainText('Military 0')
  await expect(page.getByTestId('p1-military')).toHaveValue('3')
  await expect(page.getByTestId('p1-save')).toBeEnabled()
  await tab('Score sheet')
  // The score sheet's unsaved line came back too.
  await expect(page.getByTestId('p1-chips')).toHaveValue('10')
  await expect(page.getByTestId('p1-cards')).toHaveValue('20')
  await tab('Tableaux')
  await expect(page.getByTestId('p1-military')).toHaveValue('3')
  await page.getByTestId('p1-save').click()
  await expect(page.getByTestId('summary-p1')).toContainText('Military 3')
  await expect(page.getByTestId('p1-save')).toBeDisabled()

  // Three players tied on 30: the win is shared, named as a list.
  await tab('Score sheet')
  await page.getByTestId('p1-save-score').click()
  await expect(page.getByTestId('p1-save-score')).toBeDisabled()
  await expect(page.getByTestId('score-winner')).toContainText('Winner: Ana')
  await saveScores(page, [
    ['p2', 7, 23],
    ['p3', 30, 0],
  ])
  await expect(page.getByTestId('score-winner')).toContainText('Shared win: Ana, Bo, and Cy')
  await expect(page.getByTestId('score-winner')).toContainText('Tied on 30 VP: Ana, Bo, and Cy share the win')
  await snap(page, 'rftg-drafts-score')
  expect(await seriousViolations(page)).toEqual([])
})

test('unsaved entries survive a reload; a saved or damaged one is not brought back; they go with the game', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await createGame(page, { module: 'rftg-rebel-vs-imperium', title: 'Reloaded', players: ['Ana', 'Bo'] })
  const tab = (name: string) => tabs(page).filter({ hasText: name }).click()
  const kept = () => keptDrafts(page)

  // Ana types a score line and a tableau (a world added, Military 3) without saving; Bo saves 7 VP.
  await tab('Score sheet')
  await page.getByTestId('p1-chips').fill('10')
  await page.getByTestId('p1-cards').fill('20')
  await page.getByTestId('p2-chips').fill('7')
  await page.getByTestId('p2-save-score').click()
  await expect(page.getByTestId('p2-save-score')).toBeDisabled()
  await tab('Tableaux')
  await page.getByTestId('p1-military').fill('3')
  await page.getByTestId('p1-rebelPact').check()
  await page.getByTestId('p1-world-name').fill('Rebel Outpost')
  await page.getByTestId('p1-world-defence').fill('5')
  await page.getByTestId('p1-world-rebel').check()
  await page.getByTestId('p1-add-world').click()
  await expect.poll(kept).toEqual(['score.p1', 'tableau.p1'])
  // Bo half types a world and does not add it yet.
  await page.getByTestId('p2-world-name').fill('Imperial Base')
  await page.getByTestId('p2-world-defence').fill('4')
  await expect.poll(kept).toEqual(['new-world.p2', 'score.p1', 'tableau.p1'])

  // A reload: what Ana typed is back, still unsaved; Bo's saved line is as saved; Bo's half-typed
  // world is still in its row, not added.
  await page.reload()
  await tab('Tableaux')
  await expect(page.getByTestId('p2-world-name')).toHaveValue('Imperial Base')
  await expect(page.getByTestId('p2-world-defence')).toHaveValue('4')
  await expect(page.getByTestId('p2-world-rebel')).not.toBeChecked()
  await expect(page.getByTestId('tableau-p2').locator('tbody tr')).toHaveCount(0)
  await page.getByTestId('p2-add-world').click()
  await expect(page.getByTestId('tableau-p2').locator('tbody tr')).toHaveText([/Imperial Base\s*4/])
  await expect(page.getByTestId('p2-world-name')).toHaveValue('')
  await page.getByTestId('p2-save').click()
  await expect(page.getByTestId('summary-p2')).toContainText('1 other military')
  await expect(page.getByTestId('p1-military')).toHaveValue('3')
  await expect(page.getByTestId('p1-rebelPact')).toBeChecked()
  await expect(page.getByTestId('p1-pact-note')).toBeVisible()
  await expect(page.getByTestId('tableau-p1').locator('tbody tr')).toHaveText([/Rebel Outpost\s*5/])
  await expect(page.getByTestId('p1-save')).toBeEnabled()
  await expect(page.getByTestId('summary-p1')).toContainText('Military 0 (+0 temporary) · 0 Rebel military')
  await snap(page, 'rftg-drafts-reload-tableaux')
  await tab('Score sheet')
  await expect(page.getByTestId('p1-chips')).toHaveValue('10')
  await expect(page.getByTestId('p1-cards')).toHaveValue('20')
  await expect(page.getByTestId('p1-save-score')).toBeEnabled()
  await expect(page.getByTestId('p2-chips')).toHaveValue('7')
  await expect(page.getByTestId('total-p1')).toHaveText('0')
  await snap(page, 'rftg-drafts-reload-score')

  // Saved: forgotten, so a reload shows the saved line, not an old draft.
  await page.getByTestId('p1-save-score').click()
  await expect(page.getByTestId('total-p1')).toHaveText('30')
  await expect.poll(kept).toEqual(['tableau.p1'])
  // A damaged draft for Bo's tableau (hand-edited, or from an older version) is ignored.
  const gameId = page.url().match(/#\/game\/([^/]+)/)![1]!
  await page.evaluate((id) => localStorage.setItem(`holotable.rftg.draft.${id}.tableau.p2`, '{"base":'), gameId)
  await page.reload()
  await tab('Score sheet')
  await expect(page.getByTestId('p1-chips')).toHaveValue('10')
  await expect(page.getByTestId('p1-save-score')).toBeDisabled()
  await tab('Tableaux')
  await expect(page.getByTestId('p2-military')).toHaveValue('0')
  await expect(page.getByTestId('p2-save')).toBeDisabled()
  await expect(page.getByTestId('p1-military')).toHaveValue('3')
  await expect.poll(kept).toEqual(['tableau.p1'])

  // The game deleted: its drafts go with it.
  await page.goto('./#/')
  await page.getByTestId('recent-game').filter({ hasText: 'Reloaded' }).getByTestId('delete-game').click()
  await page.getByTestId('confirm-delete').click()
  await expect(page.getByTestId('recent-game').filter({ hasText: 'Reloaded' })).toHaveCount(0)
  await expect.poll(kept).toEqual([])
})

test('goals typed again are counted once and said so; the draw always works', async ({ page }) => {
  await createGame(page, { module: 'rftg-rebel-vs-imperium', title: 'Goals', players: ['Ana', 'Bo'] })
  await expect(page.getByTestId('rftg-setup')).toBeVisible()
  await page
    .getByTestId('other-first')
    .fill('Galactic Riches, Expansion Leader, Uplift Knowledge, Overlord Discoveries')
  await page.getByTestId('other-most').fill('Propaganda Edge, research leader')
  await expect(page.getByTestId('merged-first')).toHaveText(
    'Galactic Riches, Expansion Leader, and Uplift Knowledge are already in the sets you play; each counted once.',
  )
  await expect(page.getByTestId('merged-most')).toHaveText(
    'Propaganda Edge and Research Leader are already in the sets you play; each counted once.',
  )
  await page.getByTestId('other-most').fill('Propaganda Edge')
  await expect(page.getByTestId('merged-most')).toHaveText(
    'Propaganda Edge is already in the sets you play; counted once.',
  )
  await snap(page, 'rftg-drafts-goals')
  await page.getByTestId('draw-goals').click()
  await expect(page.getByTestId('goals-out')).toContainText('Drawn by the app (seed')
  await expect(page.getByTestId('rftg-error')).toHaveCount(0)
  // Each of the 4 "first" goals in the pool comes out once.
  await expect(page.getByTestId('goals-out')).toContainText(/First: (?=.*Galactic Riches)(?=.*Overlord Discoveries)/)
})

test('the pairs list says a defender has no military worlds, and leaves a space before “— not now”', async ({
  page,
}) => {
  await page.goto('./#/new/rftg-rebel-vs-imperium')
  await expect(page.getByTestId('new-game-view')).toBeVisible()
  await page.getByTestId('game-title').fill('Pairs')
  await page.getByLabel('Player 1 name').fill('Ana')
  await page.getByLabel('Player 2 name').fill('Bo')
  await page.getByRole('checkbox', { name: /Play with takeovers/ }).check()
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('game-view')).toBeVisible()
  const gameUrl = page.url()
  await tabs(page).filter({ hasText: 'Tableaux' }).click()
  await tableau(page, 'p1', { military: 4, imperiumCards: 1, cards: 5 }, ['cloakingTechnology'], [])
  await tableau(page, 'p2', { military: 2, cards: 5 }, [], [])
  await tabs(page).filter({ hasText: 'Takeovers' }).click()
  const vuln = page.getByTestId('vulnerability')
  await expect(vuln).toHaveText('Ana → Bo: Imperium Cloaking Technology (no targets: Bo has no military worlds)')
  // Ana places a world this Settle: her Settle action is spent.
  await tabs(page).filter({ hasText: 'Tableaux' }).click()
  await page.getByTestId('p1-placedThisSettle').check()
  await page.getByTestId('p1-save').click()
  await expect(page.getByTestId('p1-save')).toBeDisabled()
  await tabs(page).filter({ hasText: 'Takeovers' }).click()
  await expect(vuln).toHaveText(
    'Ana → Bo: Imperium Cloaking Technology (no targets: Bo has no military worlds) — not now: Ana placed a world this Settle and has no second placement (Improved Logistics)',
  )
  await snap(page, 'rftg-drafts-pairs')

  // In German, the same line, and the rules help names the cards as the screens do.
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByTestId('language-de').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.goto(gameUrl)
  await tabs(page).filter({ hasText: 'Übernahmen' }).click()
  await expect(vuln).toHaveText(
    'Ana → Bo: Imperium Cloaking Technology (keine Ziele: Bo hat keine Militärwelten) — jetzt nicht: Ana hat in diesem Besiedeln eine Welt ausgelegt und keine zweite Auslage (Improved Logistics)',
  )
  await snap(page, 'de-rftg-drafts-pairs')
  await page.locator('[data-testid="rule-help"][data-rule="rftg-rebel-vs-imperium.vulnerability"]').click()
  const panel = page.getByTestId('rule-panel')
  await expect(panel).toContainText('Imperium Seat trifft Personen mit einer Rebellen-Militärwelt')
  await expect(panel).not.toContainText('Imperiumssitz')
  await snap(page, 'de-rftg-drafts-rule-help')
  await page.getByRole('button', { name: 'Regel-Seitenleiste schließen' }).click()

  // The score sheet in German: no winner yet, then three names as a German list... with two
  // players here, "Ana und Bo"; the goals note in German on the Setup tab.
  await tabs(page).filter({ hasText: 'Wertungsblatt' }).click()
  await expect(page.getByTestId('score-winner')).toHaveCount(0)
  await page.getByTestId('p1-chips').fill('5')
  await page.getByTestId('p2-chips').fill('5')
  await page.getByTestId('p2-save-score').click()
  await expect(page.getByTestId('p1-chips')).toHaveValue('5')
  await expect(page.getByTestId('score-winner')).toContainText('Sieg: Bo')
  await page.getByTestId('p1-save-score').click()
  await expect(page.getByTestId('score-winner')).toContainText('Geteilter Sieg: Ana und Bo')
  await snap(page, 'de-rftg-drafts-score')
  await tabs(page).filter({ hasText: 'Aufbau' }).click()
  await page.getByTestId('other-first').fill('galactic riches, Overlord Discoveries')
  await expect(page.getByTestId('merged-first')).toHaveText('Galactic Riches ist schon in euren Sets; zählt einmal.')
  await snap(page, 'de-rftg-drafts-goals')
})

test('a Save the disk cannot write keeps the typed line and tableau, on screen and across a reload, and is written by the next start', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // A disk that fills up on demand (as in storage-faults.web.spec.ts): every IndexedDB write throws.
  await fillableDisk(page)
  const asked: string[] = []
  page.on('dialog', (d) => {
    asked.push(d.type())
    void d.accept() // "Leave"
  })
  await createGame(page, { module: 'rftg-rebel-vs-imperium', title: 'Full disk', players: ['Ana', 'Bo'] })
  const tab = (name: string) => tabs(page).filter({ hasText: name }).click()
  const kept = () => keptDrafts(page)

  await tab('Tableaux')
  await page.getByTestId('p1-military').fill('3')
  await tab('Score sheet')
  await page.getByTestId('p1-chips').fill('12')
  await page.getByTestId('p1-cards').fill('8')
  await expect.poll(kept).toEqual(['score.p1', 'tableau.p1'])
  await page.evaluate(() => ((window as unknown as { holotableDiskFull: boolean }).holotableDiskFull = true))
  await page.getByTestId('p1-save-score').click()
  await expect(page.getByTestId('pending-writes')).toContainText('not saved yet')
  // Taken back off the screen while the write waits: the typed line stays, as does its stored draft,
  // and Save waits for the write it started.
  await expect(page.getByTestId('total-p1')).toHaveText('0')
  await expect(page.getByTestId('p1-chips')).toHaveValue('12')
  await expect(page.getByTestId('p1-cards')).toHaveValue('8')
  await expect(page.getByTestId('p1-save-score')).toBeDisabled()
  await tab('Tableaux')
  await page.getByTestId('p1-save').click()
  await expect(page.getByTestId('pending-count')).toHaveText('2 changes are waiting to be saved.')
  await expect(page.getByTestId('summary-p1')).toContainText('Military 0')
  await expect(page.getByTestId('p1-military')).toHaveValue('3')
  await expect.poll(kept).toEqual(['score.p1', 'tableau.p1'])
  await snap(page, 'rftg-drafts-disk-full')

  // Reloaded, answering Leave (the next page has space). The score line's Save had been shown and
  // tried, so the page kept it on leaving and the next start writes it and says so; its draft goes.
  // The tableau's Save waited behind it, never shown: not kept, but what was typed is, still unsaved.
  await page.reload()
  expect(asked).toEqual(['beforeunload'])
  await expect(page.getByTestId('notice')).toContainText(
    'Saved now: changes the page could not write before it was left (',
  )
  await tab('Tableaux')
  await expect(page.getByTestId('p1-military')).toHaveValue('3')
  await expect(page.getByTestId('p1-save')).toBeEnabled()
  await expect(page.getByTestId('summary-p1')).toContainText('Military 0')
  await tab('Score sheet')
  await expect(page.getByTestId('p1-chips')).toHaveValue('12')
  await expect(page.getByTestId('p1-cards')).toHaveValue('8')
  await expect(page.getByTestId('total-p1')).toHaveText('20')
  await expect(page.getByTestId('p1-save-score')).toBeDisabled()
  await expect.poll(kept).toEqual(['tableau.p1'])
  // The tableau's Save lands now, and its draft goes.
  await tab('Tableaux')
  await page.getByTestId('p1-save').click()
  await expect(page.getByTestId('summary-p1')).toContainText('Military 3')
  await expect(page.getByTestId('p1-save')).toBeDisabled()
  await expect.poll(kept).toEqual([])
})

test('a game deleted in another tab closes here at once, and its typed score sheet goes with it', async ({ page }) => {
  test.setTimeout(120_000)
  await createGame(page, { module: 'rftg-rebel-vs-imperium', title: 'Deleted elsewhere', players: ['Ana', 'Bo'] })
  await tabs(page).filter({ hasText: 'Score sheet' }).click()
  await page.getByTestId('p1-chips').fill('12')
  await page.getByTestId('p1-cards').fill('8')
  await expect.poll(() => keptDrafts(page)).toEqual(['score.p1'])
  const other = await page.context().newPage()
  await other.goto(page.url().replace(/#.*$/, '#/'))
  await other.getByTestId('recent-game').filter({ hasText: 'Deleted elsewhere' }).getByTestId('delete-game').click()
  await other.getByTestId('confirm-delete').click()
  await expect(other.getByTestId('recent-game').filter({ hasText: 'Deleted elsewhere' })).toHaveCount(0)
  await other.close()

  // Nothing pressed here: the score sheet goes, and the screen says why (no Save to refuse).
  await expect(page.getByRole('alert').locator('p')).toHaveText(
    'This game was deleted in another window. Anything typed for it here and not yet saved went with it.',
  )
  await expect(page.getByTestId('p1-save-score')).toHaveCount(0)
  await expect.poll(() => keptDrafts(page)).toEqual([])
  await snap(page, 'rftg-drafts-game-gone')
})
