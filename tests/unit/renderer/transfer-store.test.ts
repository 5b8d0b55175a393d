// Every import failure reaches the import dialog's message (issue #11): a storage error thrown by
// the database (quota, a closed database, a stack overflow) is said there, not lost in the console.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'

const importGame = vi.fn()
// The stored corrections, as the repository keeps them.
let stored: Record<string, unknown> = {}
const setCorrections = vi.fn((values: Record<string, unknown>) => {
  stored = { ...stored, ...values }
  return Promise.resolve()
})
vi.mock('../../../src-renderer/db', () => ({
  holotableRepository: () => ({
    importGame,
    setCorrections,
    listCorrections: () => Promise.resolve({ ...stored }),
    getSetting: (_key: string, fallback: unknown) => Promise.resolve(fallback),
  }),
}))

// (The settings store reads the corrections back; its page-side watches need no test here.)
vi.mock('../../../src-renderer/stores/settings', () => ({ useSettings: () => ({ load: () => Promise.resolve() }) }))

const { useTransfer } = await import('../../../src-renderer/stores/transfer')
const { useNotices } = await import('../../../src-renderer/stores/notices')
const { applyLocale } = await import('../../../src-renderer/i18n')
const { startNumberKey } = await import('../../../src-shared/games/rftg-rebel-vs-imperium/start-worlds')

describe('transfer store: importing', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    importGame.mockReset()
  })

  it('shows a storage failure in the import dialog and keeps the app usable', async () => {
    importGame.mockRejectedValueOnce(new Error('QuotaExceededError: the disk is full'))
    const transfer = useTransfer()
    expect(await transfer.importText('{}', 'ask')).toBeNull()
    expect(transfer.importError).toBe(
      'The game could not be imported: QuotaExceededError: the disk is full. Your library was not changed; try again, or restart Holotable.',
    )
  })

  it('shows a refused file’s reason as it is', async () => {
    importGame.mockResolvedValueOnce({ status: 'invalid', error: 'This file is not valid JSON.' })
    const transfer = useTransfer()
    expect(await transfer.importText('x', 'ask')).toBeNull()
    expect(transfer.importError).toBe('This file is not valid JSON.')
  })
})

describe('transfer store: a file’s corrections pass the checks Settings runs', () => {
  const cantina = startNumberKey(9) // Rebel Cantina
  const epsilon = startNumberKey(1) // Epsilon Eridani
  const offer = (corrections: { key: string; value: unknown }[]) => ({
    game: { id: 'g', title: 'Exported', module: 'rftg-rebel-vs-imperium' } as never,
    corrections: corrections.map((c) => ({ ...c, label: c.key, fileValue: String(c.value), hereValue: '' })),
  })
  beforeEach(() => {
    setActivePinia(createPinia())
    setCorrections.mockClear()
    stored = { [epsilon]: 13 }
  })

  it('a start number another world has is not applied, and said why; the others are applied', async () => {
    const transfer = useTransfer()
    transfer.offeredCorrections = offer([
      { key: cantina, value: 13 },
      { key: startNumberKey(2), value: 40 },
    ])
    await transfer.answerCorrections(true)
    expect(stored).toEqual({ [epsilon]: 13, [startNumberKey(2)]: 40 })
    expect(useNotices().items.map((n) => [n.kind, n.text])).toEqual([
      ['success', 'Applied 1 data correction from “Exported”.'],
      [
        'error',
        expect.stringMatching(
          /^Not applied from “Exported”: Start number of Rebel Cantina: 13 is already the number of Epsilon Eridani.* The value in force stays\.$/,
        ),
      ],
    ])
  })

  it('nothing is written when none passes; in German too', async () => {
    await applyLocale('de')
    try {
      const transfer = useTransfer()
      transfer.offeredCorrections = offer([{ key: cantina, value: 13 }])
      await transfer.answerCorrections(true)
      expect(setCorrections).not.toHaveBeenCalled()
      expect(stored).toEqual({ [epsilon]: 13 })
      const texts = useNotices().items.map((n) => n.text)
      expect(texts).toHaveLength(1)
      expect(texts[0]).toMatch(
        /^Nicht aus „Exported“ übernommen: .*Rebel Cantina.*13.*Epsilon Eridani.* Der geltende Wert bleibt\.$/,
      )
    } finally {
      await applyLocale('en')
    }
  })

  it('two worlds swapping numbers in the file are both applied (they stand together)', async () => {
    stored = { [cantina]: 13, [epsilon]: 15 }
    const transfer = useTransfer()
    transfer.offeredCorrections = offer([
      { key: cantina, value: 15 },
      { key: epsilon, value: 13 },
    ])
    await transfer.answerCorrections(true)
    expect(stored).toEqual({ [cantina]: 15, [epsilon]: 13 })
  })
})
