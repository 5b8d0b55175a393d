import { expect, type Locator, type Page } from '@playwright/test'

/** A one-key shortcut, pressed with the focus off any field (a key typed in a field is the field's). */
export async function press(page: Page, key: string, times = 1): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  for (let i = 0; i < times; i++) await page.keyboard.press(key)
}

/** A new game of these players, with takeovers or without, open on its first tab. */
export async function newGame(page: Page, players: string[], takeovers: boolean): Promise<void> {
  await page.goto('./#/new/rftg-rebel-vs-imperium')
  await page.getByTestId('game-title').fill('Checks')
  const box = page.getByRole('checkbox', { name: /Play with takeovers/ })
  if (takeovers) await box.check()
  else await box.uncheck()
  while ((await page.getByTestId('player-row').count()) < players.length) await page.getByTestId('add-player').click()
  for (const [i, name] of players.entries()) await page.getByLabel(`Player ${i + 1} name`).fill(name)
  await page.getByTestId('start-game').click()
  await expect(page.getByRole('navigation', { name: 'Game tools' })).toBeVisible()
}

type World = { name: string; defence: number; rebel: boolean }

/**
 * Fills one player's tableau card: numbers, ticked flags, then each world, and saves it. Cards in
 * tableau not given: as many as the worlds and Imperium cards entered (each is a card in the
 * tableau; the app refuses fewer), at least the 1 a new card shows.
 */
export async function tableau(
  page: Page,
  player: string,
  numbers: Record<string, number>,
  flags: string[],
  worlds: World[],
): Promise<void> {
  const cards = numbers.cards ?? Math.max(1, worlds.length, numbers.imperiumCards ?? 0)
  for (const [k, v] of Object.entries({ ...numbers, cards })) await page.getByTestId(`${player}-${k}`).fill(String(v))
  for (const f of flags) await page.getByTestId(`${player}-${f}`).check()
  for (const w of worlds) {
    await page.getByTestId(`${player}-world-name`).fill(w.name)
    await page.getByTestId(`${player}-world-defence`).fill(String(w.defence))
    if (w.rebel) await page.getByTestId(`${player}-world-rebel`).check()
    await page.getByTestId(`${player}-add-world`).click()
  }
  await page.getByTestId(`${player}-save`).click()
  await expect(page.getByTestId(`${player}-save`)).toBeDisabled()
}

/** A tableau as `tableau` fills it: numbers, then ticked flags and military worlds (none unless given). */
export type TableauEntries = [numbers: Record<string, number>, flags?: string[], worlds?: World[]]

/** Rebel Outpost and Rebel Base, two Rebel military worlds with these defences. */
export const twoRebelWorlds = (outpost: number, base: number): World[] => [
  { name: 'Rebel Outpost', defence: outpost, rebel: true },
  { name: 'Rebel Base', defence: base, rebel: true },
]

/** Who sits at a takeover table, and the start world each keeps (resolution order Bo, Cy, Ana). */
const SEATS = [
  { id: 'p1', name: 'Ana', world: '5 Separatist Colony', number: '5' },
  { id: 'p2', name: 'Bo', world: '2 Alpha Centauri', number: '2' },
  { id: 'p3', name: 'Cy', world: '9 Rebel Cantina', number: '9' },
] as const

/**
 * Ana and Bo (and Cy, given a tableau) at a takeover table: start worlds 5, 2 and 9 kept (takeovers
 * resolve Bo, Cy, Ana), each tableau saved with these entries, and the Takeovers tab open. Returns
 * the game's tabs.
 */
export async function takeoverTable(
  page: Page,
  tableaux: { p1: TableauEntries; p2: TableauEntries; p3?: TableauEntries },
): Promise<Locator> {
  const seats = SEATS.filter((s) => tableaux[s.id])
  await newGame(
    page,
    seats.map((s) => s.name),
    true,
  )
  for (const s of seats) await page.getByTestId(`keep-${s.id}`).selectOption({ label: s.world })
  const last = seats[seats.length - 1]!
  await expect(page.getByTestId(`keep-${last.id}`)).toHaveValue(last.number)
  const tabs = page.getByRole('navigation', { name: 'Game tools' })
  await tabs.getByRole('tab', { name: 'Tableaux' }).click()
  for (const s of seats) {
    const [numbers, flags = [], worlds = []] = tableaux[s.id]!
    await tableau(page, s.id, numbers, flags, worlds)
  }
  await tabs.getByRole('tab', { name: 'Takeovers' }).click()
  return tabs
}

/** The Takeovers calculator's target worlds: a radio each, named as it reads ('Rebel Base (defence 2, Rebel)'). */
export const targets = (page: Page): Locator => page.getByTestId('target').getByRole('radio')

/** Chooses the calculator's target world by what it reads. */
export async function pickTarget(page: Page, label: string): Promise<void> {
  await page.getByTestId('target').getByRole('radio', { name: label, exact: true }).check()
}

/** Enters the goals the table drew (`link`: the Setup tab's “Or enter the goals you drew”, as it reads). */
export async function enterGoals(
  page: Page,
  most: string,
  link = 'Or enter the goals you drew',
  first = 'Galactic Riches, Uplift Knowledge, Expansion Leader, Overlord Discoveries',
): Promise<void> {
  await page.getByText(link, { exact: true }).click()
  await page.getByTestId('entered-first').fill(first)
  await page.getByTestId('entered-most').fill(most)
  await page.getByTestId('enter-goals').click()
}

/** Saves score lines on the Score sheet: each player's VP chips, card VP and, when given, 6-dev bonus. */
export async function saveScores(
  page: Page,
  lines: (readonly [player: string, chips: number, cards: number, sixDev?: number])[],
): Promise<void> {
  for (const [p, chips, cards, sixDev] of lines) {
    await page.getByTestId(`${p}-chips`).fill(String(chips))
    await page.getByTestId(`${p}-cards`).fill(String(cards))
    if (sixDev !== undefined) await page.getByTestId(`${p}-sixDev`).fill(String(sixDev))
    await page.getByTestId(`${p}-save-score`).click()
    await expect(page.getByTestId(`${p}-save-score`)).toBeDisabled()
  }
}

/** The drafts kept in localStorage, as "<screen>.<player>" (drafts.ts keys without game), sorted. */
export function keptDrafts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('holotable.rftg.draft.'))
      .map((k) => k.split('.').slice(4).join('.'))
      .sort(),
  )
}
