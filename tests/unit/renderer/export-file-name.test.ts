// An exported game's file is named after its title: accented letters keep their base letter (a German
// or French title reads as itself), anything else not a letter or digit becomes one hyphen, and a
// title with no usable letter is named 'game'.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'

let title = ''
vi.mock('../../../src-renderer/db', () => ({
  holotableRepository: () => ({
    getGame: (id: string) => Promise.resolve({ id, title, module: 'rule-the-galaxy' }),
    exportGame: () => Promise.resolve('{}'),
  }),
}))
const downloadText = vi.fn()
vi.mock('../../../src-renderer/platform/bridge', () => ({
  desktopBridge: () => undefined,
  downloadText: (name: string, text: string) => downloadText(name, text),
  pickTextFile: () => Promise.resolve(null),
}))
vi.mock('../../../src-renderer/stores/settings', () => ({ useSettings: () => ({ load: () => Promise.resolve() }) }))

const { useTransfer } = await import('../../../src-renderer/stores/transfer')

async function fileNameOf(t: string): Promise<string> {
  title = t
  downloadText.mockClear()
  await useTransfer().exportGame('g1')
  expect(downloadText).toHaveBeenCalledTimes(1)
  return downloadText.mock.calls[0]![0] as string
}

describe('transfer store: the exported file’s name', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('keeps German umlauts and ß as their base letters', async () => {
    expect(await fileNameOf('Jörg gegen Anna')).toBe('jorg-gegen-anna.holotable.json')
    expect(await fileNameOf('Große Schlacht über Hoth')).toBe('grosse-schlacht-uber-hoth.holotable.json')
    expect(await fileNameOf('ÄRGER mit Ömer')).toBe('arger-mit-omer.holotable.json')
  })

  it('keeps French accents and ligatures as their base letters', async () => {
    expect(await fileNameOf('Élodie contre François')).toBe('elodie-contre-francois.holotable.json')
    expect(await fileNameOf('Cœur de l’Empire — Æon')).toBe('coeur-de-l-empire-aeon.holotable.json')
  })

  it('spells out the letters that do not decompose', async () => {
    expect(await fileNameOf('Søren, Łukasz, Þór')).toBe('soren-lukasz-thor.holotable.json')
  })

  it('keeps the other rules: digits stay, runs of symbols become one hyphen, at most 60 characters', async () => {
    expect(await fileNameOf('  Partie #3 (2026)!  ')).toBe('partie-3-2026.holotable.json')
    expect(await fileNameOf('Ä'.repeat(70))).toBe(`${'a'.repeat(60)}.holotable.json`)
  })

  it('names a title with no usable letter “game”', async () => {
    expect(await fileNameOf('★ — !!! ★')).toBe('game.holotable.json')
    expect(await fileNameOf('日本語')).toBe('game.holotable.json')
  })
})
