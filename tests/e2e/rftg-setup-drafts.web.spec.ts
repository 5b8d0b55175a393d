import { expect, test, type Page } from '@playwright/test'
import { newGame } from './rftg-support'
import { holdableDisk, holdWrites, writesSettled } from './support'

// Rebel vs Imperium, Setup tab: what a player typed or ticked and has not saved yet (the start worlds
// ticked before Remember, the goals typed under "Or enter the goals you drew", the other goal tiles
// typed but not drawn yet) survives a tab switch and a reload. It goes once its step is in the log
// (or the settings), so an undo of that step shows empty boxes, not the old typing; the other goal
// tiles stay typed until a draw remembers them.

test.use({ viewport: { width: 1366, height: 768 } })

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Game tools' }).getByRole('tab', { name }).click()
const ORDER = 'Or enter the goals you drew'

async function expectTyped(page: Page): Promise<void> {
  await expect(page.getByTestId('other-first')).toHaveValue('Galactic Standard of Living')
  await expect(page.getByTestId('other-most')).toHaveValue('Greatest Military')
  await page.getByText(ORDER, { exact: true }).click()
  await expect(page.getByTestId('entered-first')).toHaveValue('Galactic Riches, Uplift Knowledge')
  await expect(page.getByTestId('entered-most')).toHaveValue('Propaganda Edge')
  for (const id of [0, 1, 2]) await expect(page.getByTestId(`in-play-${id}`)).toBeChecked()
  await expect(page.getByTestId('in-play-3')).not.toBeChecked()
}

test('setup typing survives a tab switch and a reload; it goes once saved, and undo does not bring it back', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await newGame(page, ['Ana', 'Bo'], false)
  await page.getByTestId('other-first').fill('Galactic Standard of Living')
  await page.getByTestId('other-most').fill('Greatest Military')
  await page.getByText(ORDER, { exact: true }).click()
  await page.getByTestId('entered-first').fill('Galactic Riches, Uplift Knowledge')
  await page.getByTestId('entered-most').fill('Propaganda Edge')
  for (const id of [0, 1, 2]) await page.getByTestId(`in-play-${id}`).check()

  await tab(page, 'Tableaux')
  await tab(page, 'Setup')
  await expectTyped(page)

  await page.reload()
  await expect(page.getByTestId('rftg-setup')).toBeVisible()
  await expectTyped(page)

  // A damaged stored draft is ignored: the boxes start empty, with no error.
  await page.evaluate(() => {
    for (const k of Object.keys(localStorage))
      if (k.startsWith('holotable.rftg.setup-')) localStorage.setItem(k, '{"draft": [not json')
  })
  await page.reload()
  await expect(page.getByTestId('rftg-setup')).toBeVisible()
  await expect(page.getByTestId('other-first')).toHaveValue('')
  await expect(page.getByTestId('in-play-0')).not.toBeChecked()
  await expect(page.getByTestId('rftg-error')).toHaveCount(0)
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('holotable.rftg.setup-'))))
    .toEqual([])

  // Typed again and entered: the goals are in the log, the typed boxes go (a reload keeps them gone).
  // The other goal tiles typed are the box's, not this game's goals: they stay until a draw.
  await page.getByTestId('other-most').fill('Greatest Military')
  await page.getByText(ORDER, { exact: true }).click()
  await page
    .getByTestId('entered-first')
    .fill('Galactic Riches, Uplift Knowledge, Expansion Leader, Overlord Discoveries')
  await page.getByTestId('entered-most').fill('Propaganda Edge, Greatest Military')
  await page.getByTestId('enter-goals').click()
  await expect(page.getByTestId('goals-out')).toContainText('Most: Propaganda Edge, Greatest Military')
  await expect(page.getByTestId('entered-first')).toHaveValue('')
  await page.reload()
  await expect(page.getByTestId('goals-out')).toBeVisible()
  await page.getByText(ORDER, { exact: true }).click()
  await expect(page.getByTestId('entered-most')).toHaveValue('')
  // Undone: no goals out, and the boxes do not come back with the old typing.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByTestId('goals-out')).toHaveCount(0)
  await expect(page.getByTestId('entered-first')).toHaveValue('')
  await expect(page.getByTestId('entered-most')).toHaveValue('')
  await expect(page.getByTestId('other-most')).toHaveValue('Greatest Military')
})

test('the worlds ticked go once remembered; the other goal tiles typed go to the settings with the draw', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const kept = () =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('holotable.rftg.setup-'))
        .map((k) => k.split('.')[2])
        .sort(),
    )
  await newGame(page, ['Ana', 'Bo'], false)
  await page.getByTestId('other-first').fill('Galactic Standard of Living')
  await page.getByTestId('pick-all').click()
  await page.getByTestId('in-play-11').uncheck()
  expect(await kept()).toEqual(['setup-other-goals', 'setup-worlds'])
  await page.reload()
  await expect(page.getByTestId('in-play-10')).toBeChecked()
  await expect(page.getByTestId('in-play-11')).not.toBeChecked()
  await page.getByTestId('remember-in-play').click()
  await expect(page.getByTestId('in-play')).toHaveText('From your 11 start worlds (6 blue, 5 red).')
  await expect.poll(kept).toEqual(['setup-other-goals'])

  await page.getByTestId('draw-goals').click()
  await expect(page.getByTestId('goals-out')).toContainText('Drawn by the app (seed')
  await expect(page.getByTestId('other-first')).toHaveValue('Galactic Standard of Living')
  // The draft goes once the draw is written, a moment after the goals are shown.
  await expect.poll(kept).toEqual([])
  // Undone: the tile typed is remembered in the settings, so it stays; nothing else comes back.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByTestId('goals-out')).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('other-first')).toHaveValue('Galactic Standard of Living')
  await expect(page.getByTestId('other-most')).toHaveValue('')
  expect(await kept()).toEqual([])

  // A box emptied and drawn again: the draw leaves its tiles out, so the settings forget them too
  // (before, the tiles remembered came back into the box after the draw, and in the next game).
  await page.getByTestId('other-most').fill('Greatest Military')
  await page.getByTestId('draw-goals').click()
  await expect(page.getByTestId('goals-out')).toContainText('Drawn by the app (seed')
  await expect.poll(kept).toEqual([])
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByTestId('goals-out')).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('other-most')).toHaveValue('Greatest Military')
  await page.getByTestId('other-most').fill('')
  await page.getByTestId('draw-goals').click()
  await expect(page.getByTestId('goals-out')).toContainText('Drawn by the app (seed')
  await expect.poll(kept).toEqual([])
  await expect(page.getByTestId('other-most')).toHaveValue('')
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByTestId('goals-out')).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('other-most')).toHaveValue('')
  await expect(page.getByTestId('other-first')).toHaveValue('Galactic Standard of Living')
})

test('G and a reload at once: the draw is kept, and so are the other goal tiles typed, until a draw remembers them', async ({
  page,
}) => {
  // The draw's write is held (stored, not heard of), so the page goes before the tiles are remembered.
  await holdableDisk(page)
  await newGame(page, ['Ana', 'Bo'], false)
  await page.getByTestId('other-first').fill('Galactic Standard of Living')
  await page.getByTestId('other-most').fill('Greatest Military')
  await writesSettled(page)
  await holdWrites(page, true)
  const reloaded = page.waitForEvent('load')
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'g' }))
    location.reload()
  })
  await reloaded
  await expect(page.getByTestId('goals-out')).toContainText('Drawn by the app (seed')
  await expect(page.getByTestId('other-first')).toHaveValue('Galactic Standard of Living')
  await expect(page.getByTestId('other-most')).toHaveValue('Greatest Military')
  // Undone and drawn again: this draw remembers them (in the settings), so they stay after a reload.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByTestId('goals-out')).toHaveCount(0)
  await expect(page.getByTestId('other-most')).toHaveValue('Greatest Military')
  await page.getByTestId('draw-goals').click()
  await expect(page.getByTestId('goals-out')).toContainText('Drawn by the app (seed')
  await writesSettled(page)
  await page.reload()
  await expect(page.getByTestId('goals-out')).toContainText('Drawn by the app (seed')
  await expect(page.getByTestId('other-first')).toHaveValue('Galactic Standard of Living')
  await expect(page.getByTestId('other-most')).toHaveValue('Greatest Military')
})

test('other goal tiles typed on while the draw is being written stay typed; the draw remembers the ones it drew with', async ({
  page,
}) => {
  await holdableDisk(page)
  await newGame(page, ['Ana', 'Bo'], false)
  await page.getByTestId('other-first').fill('Galactic Standard of Living')
  await page.getByTestId('other-most').fill('Greatest Military')
  await writesSettled(page)
  await holdWrites(page, true)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('g')
  await expect(page.getByTestId('goals-out')).toContainText('Drawn by the app (seed')
  await page.getByTestId('other-most').fill('Greatest Military, Research Leader')
  await holdWrites(page, false)
  await writesSettled(page)
  await expect(page.getByTestId('other-most')).toHaveValue('Greatest Military, Research Leader')
  await page.reload()
  await expect(page.getByTestId('goals-out')).toContainText('Drawn by the app (seed')
  await expect(page.getByTestId('other-first')).toHaveValue('Galactic Standard of Living')
  await expect(page.getByTestId('other-most')).toHaveValue('Greatest Military, Research Leader')
  // The draw remembered the tiles it drew with: typed back to them, nothing is kept on this computer.
  await page.getByTestId('other-most').fill('Greatest Military')
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('holotable.rftg.setup-'))))
    .toEqual([])
})
