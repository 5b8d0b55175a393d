import { expect, test } from '@playwright/test'
import { enterGoals, newGame, pickTarget, press, tableau, takeoverTable, twoRebelWorlds } from './rftg-support'
import { snap } from './support'

// Found by playing Rebel vs Imperium as a demanding player, in the default 1280×800 window.
test.use({ viewport: { width: 1280, height: 800 } })

test('a declaration on one of two worlds with the same name resolves against the world declared on', async ({
  page,
}) => {
  const tabs = await takeoverTable(page, {
    p1: [{ military: 5, imperiumCards: 1, cards: 6 }, ['imperiumSeat']],
    p2: [
      { cards: 5 },
      [],
      [
        { name: 'Rebel Base', defence: 8, rebel: true },
        { name: 'Rebel Base', defence: 2, rebel: true },
      ],
    ],
  })
  await page.getByTestId('attacker').selectOption({ label: 'Ana' })
  await page.getByTestId('defender').selectOption({ label: 'Bo' })
  await expect(page.getByTestId('target').locator('label')).toHaveText([
    'Rebel Base (defence 8, Rebel)',
    'Rebel Base (defence 2, Rebel)',
  ])
  await pickTarget(page, 'Rebel Base (defence 2, Rebel)')
  await expect(page.getByTestId('verdict-text')).toHaveText('Takeover succeeds (5 against 2, margin +3)')
  await press(page, 'd')
  // The declaration is the one worked out above (it was judged, and resolved, against the other).
  await expect(page.getByTestId('declaration')).toHaveCount(1)
  await expect(page.getByTestId('declaration')).toContainText('Ana → Rebel Base (Bo): succeeds')
  await page.reload()
  await expect(page.getByTestId('declaration')).toContainText('Ana → Rebel Base (Bo): succeeds')
  await press(page, 'n')
  await expect(page.getByTestId('takeover-history').getByRole('listitem')).toHaveText([
    'Ana took Rebel Base from Bo (Imperium Seat, 5 against 2)',
  ])
  await tabs.getByRole('tab', { name: 'Tableaux' }).click()
  await expect(page.getByTestId('tableau-p2').locator('tbody tr')).toHaveText([/^Rebel Base\s*8/])
  await expect(page.getByTestId('tableau-p1').locator('tbody tr')).toHaveText([/^Rebel Base\s*2/])
})

test('a refused score line or goal claim is said in view, beside what was pressed, with one full stop', async ({
  page,
}) => {
  await newGame(page, ['Ana', 'Bo'], false)
  await enterGoals(page, 'Propaganda Edge, Greatest Military')
  await expect(page.getByTestId('goals-out')).toContainText('Most: Propaganda Edge, Greatest Military')
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Score sheet' }).click()
  // A wrong number: the refusal is in the score sheet's card, in the window (it stood below the
  // goals, out of view, so Save seemed to do nothing).
  await page.getByTestId('p1-chips').fill('1000')
  await page.getByTestId('p1-save-score').click()
  const error = page.getByTestId('rftg-error')
  await expect(error).toHaveText(
    'Ana: VP chips must be a whole number from 0 to 999 (you entered 1000). Correct it, then save again.',
  )
  await expect(error).toBeInViewport()
  await expect(page.getByTestId('rftg-score').locator('section').first().getByTestId('rftg-error')).toHaveCount(1)
  await page.getByTestId('p1-chips').fill('12')
  await page.getByTestId('p1-save-score').click()
  await expect(page.getByTestId('total-p1')).toHaveText('12')
  await expect(error).toHaveCount(0)

  // Finished: a change is refused, and said once, with one full stop, where it was made.
  await tabs.getByRole('tab', { name: 'Table log' }).click()
  await page.getByTestId('finish-game').click()
  await page.getByTestId('confirm-finish').click()
  await expect(page.getByTestId('result')).toContainText('Winner: Ana')
  await tabs.getByRole('tab', { name: 'Score sheet' }).click()
  await page.getByTestId('p2-chips').fill('3')
  await page.getByTestId('p2-save-score').click()
  await expect(error).toHaveText('Not entered: The game is finished: undo the finish (Ctrl+Z) to play on.')
  await expect(error).toBeInViewport()
  await expect(page.getByTestId('total-p2')).toHaveText('0')
  // A goal claimed: the refusal is in the goals' card, beside the claim.
  await page.getByTestId('goal-Galactic Riches-p2').check()
  await expect(error).toHaveText('Not entered: The game is finished: undo the finish (Ctrl+Z) to play on.')
  await expect(page.getByRole('region', { name: 'Goals' }).getByTestId('rftg-error')).toBeInViewport()
  await expect(page.getByTestId('total-p2')).toHaveText('0')
})

test('a New Settle phase keeps a tableau card typed but not saved, and clears its “placed this Settle”', async ({
  page,
}) => {
  await newGame(page, ['Ana', 'Bo'], true)
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Tableaux' }).click()
  await tableau(page, 'p1', { military: 5 }, ['placedThisSettle'], [])
  // Ana types her Military for the next Settle; before she saves, New Settle phase is pressed.
  await page.getByTestId('p1-military').fill('7')
  await press(page, 's')
  await expect(page.getByText(/^A new Settle phase:/)).toHaveCount(1)
  await expect(page.getByTestId('p1-placedThisSettle')).not.toBeChecked()
  await expect(page.getByTestId('p1-military')).toHaveValue('7')
  await expect(page.getByTestId('summary-p1')).toContainText('Military 5 (+0 temporary)')
  await page.reload()
  await expect(page.getByTestId('p1-military')).toHaveValue('7')
  await page.getByTestId('p1-save').click()
  await expect(page.getByTestId('summary-p1')).toContainText('Military 7 (+0 temporary)')
  await expect(page.getByTestId('p1-placedThisSettle')).not.toBeChecked()
})

test('the reading chosen for later declarations stays chosen across a tab switch and a reload', async ({ page }) => {
  await newGame(page, ['Ana', 'Bo'], true)
  await page.getByTestId('keep-p1').selectOption({ label: '5 Separatist Colony' })
  await page.getByTestId('keep-p2').selectOption({ label: '2 Alpha Centauri' })
  await expect(page.getByTestId('keep-p2')).toHaveValue('2')
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Takeovers' }).click()
  const literal = page.getByRole('radio', { name: 'every later one fails (the tips’ wording, read literally)' })
  await expect(page.getByRole('radio', { name: 'later ones against that same world fail' })).toBeChecked()
  await literal.check()
  await tabs.getByRole('tab', { name: 'Tableaux' }).click()
  await tabs.getByRole('tab', { name: 'Takeovers' }).click()
  await expect(literal).toBeChecked()
  await page.reload()
  await expect(literal).toBeChecked()
})

test('a declaration an earlier resolved takeover decided stays “fails — an earlier takeover came first”', async ({
  page,
}) => {
  await takeoverTable(page, {
    p1: [{ military: 5, imperiumCards: 1 }, ['imperiumSeat']],
    p2: [{ military: 1, imperiumCards: 1 }, [], twoRebelWorlds(1, 1)],
    p3: [{ military: 4, imperiumCards: 1 }, ['imperiumSeat']],
  })
  // Cy (resolves first: Bo, Cy, Ana) and Ana both declare on Bo's Rebel Outpost.
  for (const attacker of ['Ana', 'Cy']) {
    await page.getByTestId('attacker').selectOption({ label: attacker })
    await page.getByTestId('defender').selectOption({ label: 'Bo' })
    await pickTarget(page, 'Rebel Outpost (defence 1, Rebel)')
    await press(page, 'd')
  }
  const decl = page.getByTestId('declaration')
  await expect(decl).toHaveText([
    /^Cy → Rebel Outpost \(Bo\): succeeds/,
    /^Ana → Rebel Outpost \(Bo\): fails — an earlier/,
  ])
  await press(page, 'n')
  await expect(page.getByTestId('takeover-history').getByRole('listitem')).toHaveText([
    'Cy took Rebel Outpost from Bo (Imperium Seat, 4 against 2)',
  ])
  // Ana's stays decided by Cy's: it is not compared, only recorded in its turn (N).
  const anaDecided =
    'Ana → Rebel Outpost (Bo): fails — an earlier takeover came firstN Record: did not take placeRemove'
  await expect(decl).toHaveText([anaDecided])
  await expect(page.getByTestId('declarations').getByRole('button', { name: /Resolve/ })).toHaveCount(0)
  // Declared takeovers are binding once this Settle's are being resolved: Ana's stays, with her action.
  await page.getByTestId('remove-1').click()
  await expect(page.getByTestId('declaration-error-1')).toHaveText(
    'Not removed: declared takeovers are binding. This Settle’s takeovers are being resolved, so each one declared is resolved in its turn, and one that fails, or that an earlier takeover decides, still used Ana’s Settle action. To correct a declaration entered by mistake, first undo the takeovers resolved this Settle (Ctrl+Z).',
  )
  await expect(decl).toHaveCount(1)
  await page.getByTestId('attacker').selectOption({ label: 'Ana' })
  await page.getByTestId('defender').selectOption({ label: 'Bo' })
  await expect(page.getByTestId('calc-error')).toHaveText(
    'The attacker already has a takeover this Settle: a takeover uses the one Settle action.',
  )
  await page.reload()
  await expect(decl).toHaveText([anaDecided])
  await page.getByTestId('remove-1').click()
  await expect(page.getByTestId('declaration-error-1')).toContainText('Not removed: declared takeovers are binding.')
  // N pressed twice records Ana's once: it did not take place, and leaves the list.
  await press(page, 'n', 2)
  await expect(page.getByTestId('takeover-history').getByRole('listitem')).toHaveText([
    'Cy took Rebel Outpost from Bo (Imperium Seat, 4 against 2)',
    'Ana’s takeover of Rebel Outpost (Bo, Imperium Seat) did not take place: an earlier takeover decided it',
  ])
  await expect(decl).toHaveCount(0)
  await expect(page.getByTestId('rftg-error')).toHaveCount(0)
  // Undo brings it back to the list; undoing Cy's takeover undoes the resolving: Ana's slip may be corrected again.
  await page.getByTestId('undo').click()
  await expect(decl).toHaveText([anaDecided])
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('takeover-history')).toHaveCount(0)
  await expect(page.getByTestId('declaration-error-1')).toHaveCount(0)
  await page.getByTestId('remove-1').click()
  await expect(decl).toHaveText([/^Cy → Rebel Outpost \(Bo\): succeeds/])
  // Read literally (every later one fails), Ana's on Bo's other world is decided by Cy's success too.
  await page.getByRole('radio', { name: 'every later one fails (the tips’ wording, read literally)' }).check()
  await page.getByTestId('attacker').selectOption({ label: 'Ana' })
  await page.getByTestId('defender').selectOption({ label: 'Bo' })
  await pickTarget(page, 'Rebel Base (defence 1, Rebel)')
  await press(page, 'd')
  await expect(decl).toHaveText([
    /^Cy → Rebel Outpost \(Bo\): succeeds/,
    'Ana → Rebel Base (Bo): fails — an earlier takeover came first Record: did not take placeRemove',
  ])
})

test('the defender’s boost is set in the list of declarations right before Resolve (rule step 5)', async ({ page }) => {
  const tabs = await takeoverTable(page, {
    p1: [{ military: 5, imperiumCards: 1 }, ['imperiumSeat']],
    p2: [{ military: 1, temporaryMilitary: 3 }, [], [{ name: 'Rebel Outpost', defence: 2, rebel: true }]],
  })
  await page.getByTestId('attacker').selectOption({ label: 'Ana' })
  await page.getByTestId('defender').selectOption({ label: 'Bo' })
  await expect(page.getByTestId('verdict-text')).toHaveText('Takeover succeeds (5 against 3, margin +2)')
  await press(page, 'd')
  const decl = page.getByTestId('declaration')
  await expect(decl).toContainText('Ana → Rebel Outpost (Bo): succeeds (5 against 3)')
  const boost = page.getByTestId('boost-1')
  await expect(boost).toHaveValue('0')
  // More than Bo has is refused, beside the declaration, and N resolves nothing.
  await boost.fill('4')
  await expect(page.getByTestId('boost-error-1')).toHaveText('The defender has only 3 temporary Military to use.')
  await expect(decl).not.toContainText('fails')
  await press(page, 'n')
  await expect(page.getByTestId('boost-error-1')).toHaveText(
    'Not resolved: The defender has only 3 temporary Military to use.',
  )
  await expect(page.getByTestId('takeover-history')).toHaveCount(0)
  // Below the boost box's range (0 to 99): said, and not kept.
  await boost.fill('-1')
  await expect(page.getByTestId('boost-error-1')).toHaveText(
    'Bo’s boost must be a whole number from 0 to 99 (you typed -1): not kept.',
  )
  // Bo boosts by 3 when it resolves: 5 against 6, and it fails; the boost is kept across a reload.
  await boost.fill('3')
  await expect(page.getByTestId('boost-error-1')).toHaveCount(0)
  await expect(decl).toContainText('Ana → Rebel Outpost (Bo): fails (5 against 6)')
  await page.reload()
  await expect(page.getByTestId('boost-1')).toHaveValue('3')
  await expect(decl).toContainText('Ana → Rebel Outpost (Bo): fails (5 against 6)')
  await press(page, 'n')
  await expect(page.getByTestId('takeover-history').getByRole('listitem')).toHaveText([
    'Ana failed to take Rebel Outpost from Bo (Imperium Seat, 5 against 6)',
  ])
  await expect(decl).toHaveCount(0)
  // Bo's boost is spent.
  await tabs.getByRole('tab', { name: 'Tableaux' }).click()
  await expect(page.getByTestId('summary-p2')).toContainText('Military 1 (+0 temporary)')
})

test('each declaration says attack against defence beside its verdict, boosts included; a boost out of range is not kept', async ({
  page,
}) => {
  await takeoverTable(page, {
    p1: [{ military: 5, imperiumCards: 1, temporaryMilitary: 2 }, ['imperiumSeat']],
    p2: [{ military: 1, temporaryMilitary: 3 }, [], [{ name: 'Rebel Outpost', defence: 2, rebel: true }]],
  })
  await page.getByTestId('attacker').selectOption({ label: 'Ana' })
  await page.getByTestId('defender').selectOption({ label: 'Bo' })
  await page.getByTestId('attacker-temp').fill('2')
  await expect(page.getByTestId('verdict-text')).toHaveText('Takeover succeeds (7 against 3, margin +4)')
  // D pressed twice declares once (the second is refused: Ana's one Settle action is spoken for).
  await press(page, 'd', 2)
  const decl = page.getByTestId('declaration')
  await expect(decl).toHaveCount(1)
  await expect(decl).toHaveText(/^Ana → Rebel Outpost \(Bo\): succeeds \(7 against 3\)Bo’s boost/)
  await expect(page.getByTestId('strengths-1')).toHaveText('(7 against 3)')
  // Bo's boost counts in the numbers: 7 against 6 still succeeds (ties and more go to the attacker).
  const boost = page.getByTestId('boost-1')
  await boost.fill('3')
  await expect(page.getByTestId('strengths-1')).toHaveText('(7 against 6)')
  await expect(decl).toContainText('Ana → Rebel Outpost (Bo): succeeds (7 against 6)')
  // Beyond the range: said beside it, shown as typed, no verdict or numbers, N refused, and not kept.
  await boost.fill('150')
  const why = 'Bo’s boost must be a whole number from 0 to 99 (you typed 150): not kept.'
  await expect(page.getByTestId('boost-error-1')).toHaveText(why)
  await expect(boost).toHaveValue('150')
  await expect(page.getByTestId('strengths-1')).toHaveCount(0)
  await press(page, 'n', 2)
  await expect(page.getByTestId('boost-error-1')).toHaveText(`Not resolved: ${why}`)
  await expect(page.getByTestId('takeover-history')).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('boost-1')).toHaveValue('3')
  await expect(page.getByTestId('boost-error-1')).toHaveCount(0)
  await expect(page.getByTestId('strengths-1')).toHaveText('(7 against 6)')
  // N pressed twice resolves it once, with the numbers the list showed.
  await press(page, 'n', 2)
  const history = page.getByTestId('takeover-history').getByRole('listitem')
  await expect(history).toHaveText(['Ana took Rebel Outpost from Bo (Imperium Seat, 7 against 6)'])
  await expect(decl).toHaveCount(0)
  // Undone, the declaration is back with its numbers.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByTestId('takeover-history')).toHaveCount(0)
  await expect(page.getByTestId('strengths-1')).toHaveText('(7 against 6)')
  await expect(decl).toContainText('Ana → Rebel Outpost (Bo): succeeds (7 against 6)')
})

test('the calculator keeps its picks across a tab switch and a reload; a damaged kept pick is ignored', async ({
  page,
}) => {
  await newGame(page, ['Ana', 'Bo', 'Cy'], true)
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Tableaux' }).click()
  await tableau(page, 'p1', { military: 5, imperiumCards: 1 }, ['imperiumSeat'], [])
  await tableau(
    page,
    'p2',
    { military: 1, temporaryMilitary: 3 },
    [],
    [
      { name: 'Rebel Outpost', defence: 2, rebel: true },
      { name: 'Rebel Base', defence: 1, rebel: true },
    ],
  )
  await tableau(page, 'p3', { military: 3, imperiumCards: 1, temporaryMilitary: 2 }, ['cloakingTechnology'], [])
  await tabs.getByRole('tab', { name: 'Takeovers' }).click()
  // The default pick: the first two seats.
  await expect(page.getByTestId('attacker')).toHaveValue('p1')
  await expect(page.getByTestId('defender')).toHaveValue('p2')
  await page.getByTestId('attacker').selectOption({ label: 'Cy' })
  await page.getByTestId('defender').selectOption({ label: 'Bo' })
  await page.getByTestId('power').selectOption({ label: 'Imperium Cloaking Technology' })
  await pickTarget(page, 'Rebel Base (defence 1, Rebel)')
  await page.getByTestId('attacker-temp').fill('2')
  await page.getByTestId('defender-temp').fill('1')
  const verdict = page.getByTestId('verdict-text')
  await expect(verdict).toHaveText('Takeover succeeds (5 against 3, margin +2)')
  const picked = async (): Promise<void> => {
    await expect(page.getByTestId('attacker')).toHaveValue('p3')
    await expect(page.getByTestId('defender')).toHaveValue('p2')
    await expect(page.getByTestId('power')).toHaveValue('cloaking-technology')
    await expect(page.getByTestId('target').locator('label:has(input:checked)')).toHaveText(
      'Rebel Base (defence 1, Rebel)',
    )
    await expect(page.getByTestId('attacker-temp')).toHaveValue('2')
    await expect(page.getByTestId('defender-temp')).toHaveValue('1')
    await expect(verdict).toHaveText('Takeover succeeds (5 against 3, margin +2)')
  }
  await tabs.getByRole('tab', { name: 'Tableaux' }).click()
  await tabs.getByRole('tab', { name: 'Takeovers' }).click()
  await picked()
  await page.reload()
  await picked()
  // A box outside 0 to 99 is said, refused, and not kept: the reload shows the one kept before.
  await page.getByTestId('defender-temp').fill('150')
  const why = 'Defender’s temporary Military (boost) must be a whole number from 0 to 99 (you typed 150): not kept.'
  await expect(page.getByTestId('calc-error')).toHaveText(why)
  await press(page, 'd')
  await expect(page.getByTestId('calc-error')).toHaveText(`Not declared: ${why}`)
  await expect(page.getByTestId('declaration')).toHaveCount(0)
  await page.reload()
  await picked()
  // A damaged kept pick is ignored: the calculator starts from the first two seats, and works.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('holotable.rftg.calc.'))!
    localStorage.setItem(key, '{"attacker":"p3","defender":')
  })
  await page.reload()
  await expect(page.getByTestId('attacker')).toHaveValue('p1')
  await expect(page.getByTestId('defender')).toHaveValue('p2')
  await expect(verdict).toHaveText('Takeover succeeds (5 against 3, margin +2)')
  // A kept pick naming a player not in this game is ignored too.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('holotable.rftg.calc.'))!
    const kept = JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>
    localStorage.setItem(key, JSON.stringify({ ...kept, attacker: 'p9' }))
  })
  await page.reload()
  await expect(page.getByTestId('attacker')).toHaveValue('p1')
  await expect(page.getByTestId('rftg-takeovers')).toBeVisible()
})

test('two takeovers on one defender: the boost Bo used against the first still counts against the second', async ({
  page,
}) => {
  await takeoverTable(page, {
    p1: [{ military: 6, imperiumCards: 1 }, ['imperiumSeat']],
    p2: [{ military: 1, temporaryMilitary: 3 }, [], twoRebelWorlds(2, 1)],
    p3: [{ military: 5, imperiumCards: 1 }, ['imperiumSeat']],
  })
  // Cy (resolves first: Bo, Cy, Ana) declares on Rebel Outpost, Ana on Rebel Base.
  for (const [attacker, world] of [
    ['Cy', 'Rebel Outpost (defence 2, Rebel)'],
    ['Ana', 'Rebel Base (defence 1, Rebel)'],
  ] as const) {
    await page.getByTestId('attacker').selectOption({ label: attacker })
    await page.getByTestId('defender').selectOption({ label: 'Bo' })
    await pickTarget(page, world)
    await press(page, 'd')
  }
  const decl = page.getByTestId('declaration')
  await expect(decl).toHaveText([
    /^Cy → Rebel Outpost \(Bo\): succeeds \(5 against 3\)/,
    /^Ana → Rebel Base \(Bo\): succeeds \(6 against 2\)/,
  ])
  await expect(page.getByTestId('boosted-earlier-2')).toHaveCount(0)
  // Bo boosts by 3 against Cy: Cy's fails, and the 3 stay in Bo's Military against Ana (1 + 1 + 3).
  await page.getByTestId('boost-1').fill('3')
  await expect(decl).toHaveText([
    /^Cy → Rebel Outpost \(Bo\): fails \(5 against 6\)/,
    /^Ana → Rebel Base \(Bo\): succeeds \(6 against 5\)/,
  ])
  await expect(page.getByTestId('boosted-earlier-2')).toHaveText('+ 3 used earlier this Settle, still counted')
  // The same 3 cannot be added again against Ana.
  await page.getByTestId('boost-2').fill('3')
  await expect(page.getByTestId('boost-error-2')).toHaveText(
    'The defender has only 0 temporary Military left to use (the 3 used earlier this Settle still counts).',
  )
  await page.getByTestId('boost-2').fill('0')
  await expect(page.getByTestId('boost-error-2')).toHaveCount(0)
  await snap(page, 'rftg-boost-used-earlier')
  // Ana's cannot be resolved before Cy's.
  await page.getByTestId('resolve-2').click()
  await expect(page.getByTestId('declaration-error-2')).toHaveText(
    'Not resolved: declared takeovers resolve in order, and Cy’s on Rebel Outpost (Bo) comes first.',
  )
  await expect(page.getByTestId('takeover-history')).toHaveCount(0)
  await press(page, 'n')
  await expect(page.getByTestId('takeover-history').getByRole('listitem')).toHaveText([
    'Cy failed to take Rebel Outpost from Bo (Imperium Seat, 5 against 6)',
  ])
  // Ana's declaration still waits: a new Settle phase is refused, here and on the Tableaux tab.
  const waiting =
    'Not started: 1 declared takeover of this Settle still waits on the Takeovers tab. Resolve it first (N), or remove it if it was entered by mistake and no takeover is resolved yet.'
  await press(page, 's')
  await expect(page.getByTestId('settle-refusal')).toHaveText(waiting)
  await expect(decl).toHaveCount(1)
  const gameTabs = page.getByRole('navigation', { name: 'Game tools' })
  await gameTabs.getByRole('tab', { name: 'Tableaux' }).click()
  await page.getByTestId('new-settle').click()
  await expect(page.getByTestId('settle-refusal')).toHaveText(waiting)
  await gameTabs.getByRole('tab', { name: 'Takeovers' }).click()
  await page.reload()
  await expect(decl).toHaveText([/^Ana → Rebel Base \(Bo\): succeeds \(6 against 5\)/])
  await expect(page.getByTestId('boosted-earlier-2')).toHaveText('+ 3 used earlier this Settle, still counted')
  await press(page, 'n')
  await expect(page.getByTestId('takeover-history').getByRole('listitem')).toHaveText([
    'Cy failed to take Rebel Outpost from Bo (Imperium Seat, 5 against 6)',
    'Ana took Rebel Base from Bo (Imperium Seat, 6 against 5)',
  ])
  // A New Settle phase: the 3 Bo used no longer count (Bo: Military 1 + Rebel Outpost 2).
  await press(page, 's')
  await page.getByTestId('attacker').selectOption({ label: 'Cy' })
  await page.getByTestId('defender').selectOption({ label: 'Bo' })
  await expect(page.getByTestId('verdict-text')).toHaveText('Takeover succeeds (5 against 3, margin +2)')
})

test('Cloaking Technology declared for a takeover an earlier one decides is discarded; nothing is declared once resolving began', async ({
  page,
}) => {
  const tabs = await takeoverTable(page, {
    p1: [
      { military: 3, temporaryMilitary: 2, imperiumCards: 2, cards: 6 },
      ['imperiumSeat', 'cloakingTechnology', 'improvedLogistics'],
    ],
    p2: [{ military: 1, temporaryMilitary: 3 }, [], twoRebelWorlds(2, 1)],
    p3: [{ military: 6, imperiumCards: 1 }, ['imperiumSeat']],
  })
  // Cy (resolves before Ana: Bo, Cy, Ana) declares on Rebel Outpost; Bo sets 3 against it.
  await page.getByTestId('attacker').selectOption({ label: 'Cy' })
  await page.getByTestId('defender').selectOption({ label: 'Bo' })
  await pickTarget(page, 'Rebel Outpost (defence 2, Rebel)')
  await press(page, 'd')
  await page.getByTestId('boost-1').fill('3')
  const decl = page.getByTestId('declaration')
  await expect(decl).toHaveText([/^Cy → Rebel Outpost \(Bo\): succeeds \(6 against 6\)/])
  // The calculator counts Bo's 3 set on Cy's waiting declaration, as the list will: 3 against 1 + 1 + 3.
  await page.getByTestId('attacker').selectOption({ label: 'Ana' })
  await page.getByTestId('defender').selectOption({ label: 'Bo' })
  await page.getByTestId('power').selectOption({ label: 'Imperium Cloaking Technology' })
  await pickTarget(page, 'Rebel Base (defence 1, Rebel)')
  const verdict = page.getByTestId('verdict-text')
  await expect(verdict).toHaveText('Takeover fails (3 against 5, margin -2)')
  await expect(page.getByTestId('can-add')).toContainText('Bo could still add 0')
  await expect(page.getByTestId('verdict')).toContainText('Temporary Military used earlier this Settle: 3')
  // Ana declares Cloaking Technology on Rebel Outpost with her 2 temporary Military.
  await pickTarget(page, 'Rebel Outpost (defence 2, Rebel)')
  await page.getByTestId('attacker-temp').fill('2')
  await press(page, 'd')
  await expect(decl).toHaveText([
    /^Cy → Rebel Outpost \(Bo\): succeeds \(6 against 6\)/,
    /^Ana → Rebel Outpost \(Bo\): fails — an earlier takeover came first/,
  ])
  // A second Cloaking Technology declaration is refused (her Improved Logistics action is free).
  await pickTarget(page, 'Rebel Base (defence 1, Rebel)')
  const cloakingOnce =
    'Ana already declared a takeover with Imperium Cloaking Technology this Settle, and that takeover discards the card: it cannot be used for a second.'
  await expect(page.getByTestId('calc-error')).toHaveText(cloakingOnce)
  await press(page, 'd', 2)
  await expect(page.getByTestId('calc-error')).toHaveText(`Not declared: ${cloakingOnce}`)
  await expect(decl).toHaveCount(2)
  // Resolve in the calculator is refused while declarations wait: they resolve from the list.
  await page.getByTestId('power').selectOption({ label: 'Imperium Seat' })
  await page.getByTestId('attacker-temp').fill('0')
  await press(page, 'r')
  await expect(page.getByTestId('press-refusal')).toHaveText(
    'Not resolved: this Settle’s takeovers are declared in the list below and resolve in order from there. Declare this one (D) to resolve it in its turn.',
  )
  await expect(page.getByTestId('takeover-history')).toHaveCount(0)
  await press(page, 'n')
  const history = page.getByTestId('takeover-history').getByRole('listitem')
  await expect(history).toHaveText(['Cy took Rebel Outpost from Bo (Imperium Seat, 6 against 6)'])
  // Resolving has begun: Ana's Imperium Seat on Rebel Base can no longer be declared, nor resolved here.
  const late =
    'This Settle’s takeovers are being resolved, and takeovers are declared before that, while Settle powers are used (rule steps 1 and 4). To add one left out, first undo the takeovers resolved this Settle (Ctrl+Z).'
  await page.getByTestId('power').selectOption({ label: 'Imperium Seat' })
  await pickTarget(page, 'Rebel Base (defence 1, Rebel)')
  await press(page, 'd', 2)
  await expect(page.getByTestId('press-refusal')).toHaveText(`Not declared: ${late}`)
  await expect(decl).toHaveCount(1)
  await snap(page, 'rftg-declared-late')
  // Ana's is recorded in its turn, once: Cloaking Technology is discarded and her 2 are spent.
  await press(page, 'n', 2)
  await expect(history).toHaveText([
    'Cy took Rebel Outpost from Bo (Imperium Seat, 6 against 6)',
    'Ana’s takeover of Rebel Outpost (Bo, Imperium Cloaking Technology) did not take place: an earlier takeover decided it',
  ])
  await expect(decl).toHaveCount(0)
  await press(page, 'r')
  await expect(page.getByTestId('press-refusal')).toHaveText(`Not resolved: ${late}`)
  await expect(history).toHaveCount(2)
  await tabs.getByRole('tab', { name: 'Tableaux' }).click()
  await expect(page.getByTestId('summary-p1')).toHaveText(
    'Military 3 (+0 temporary) · 0 Rebel military · 0 other military · 1 Imperium · 5/12 cards',
  )
  await expect(page.getByTestId('p1-cloakingTechnology')).not.toBeChecked()
  await page.reload()
  await expect(page.getByTestId('summary-p1')).toHaveText(
    'Military 3 (+0 temporary) · 0 Rebel military · 0 other military · 1 Imperium · 5/12 cards',
  )
  // Undo: the card and the 2 are back, and Ana's waits in the list again.
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('summary-p1')).toHaveText(
    'Military 3 (+2 temporary) · 0 Rebel military · 0 other military · 2 Imperium · 6/12 cards',
  )
  await expect(page.getByTestId('p1-cloakingTechnology')).toBeChecked()
  await tabs.getByRole('tab', { name: 'Takeovers' }).click()
  await expect(decl).toHaveText([/^Ana → Rebel Outpost \(Bo\): fails — an earlier takeover came first/])
  await expect(page.getByTestId('resolve-2').locator('kbd')).toHaveText('N')
  // The same in German: the button, the refusals and the history line.
  const gameUrl = page.url()
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByTestId('language-de').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.goto(gameUrl)
  await page.getByRole('navigation').getByRole('tab').nth(3).click()
  await expect(page.getByTestId('resolve-2')).toHaveText('N Eintragen: fand nicht statt')
  await press(page, 'r')
  await expect(page.getByTestId('press-refusal')).toHaveText(
    'Nicht abgewickelt: die Übernahmen dieses Besiedelns sind in der Liste unten angesagt und werden von dort der Reihe nach abgewickelt. Sagt diese an (D), um sie in ihrer Reihenfolge abzuwickeln.',
  )
  await press(page, 'n')
  await expect(history).toHaveText([
    'Cy übernahm Rebel Outpost von Bo (Imperium Seat, 6 gegen 6)',
    'Die Übernahme von Rebel Outpost (Bo, Imperium Cloaking Technology) durch Ana fand nicht statt: eine frühere Übernahme hat darüber entschieden',
  ])
  await press(page, 'd')
  await expect(page.getByTestId('press-refusal')).toHaveText(
    'Nicht angesagt: Die Übernahmen dieses Besiedelns werden gerade abgewickelt, und Übernahmen werden davor angesagt, während die Besiedeln-Fähigkeiten genutzt werden (Regelschritte 1 und 4). Um eine vergessene nachzutragen, macht zuerst die in diesem Besiedeln abgewickelten Übernahmen rückgängig (Strg+Z).',
  )
  await snap(page, 'de-rftg-declared-late')
})
