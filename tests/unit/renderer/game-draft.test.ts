// useGameDraft: a screen's typing kept per game in localStorage until its step is saved; a damaged
// or outdated entry is not used; a Save keeps it until its write has landed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nextTick, ref } from 'vue'
import { useGameDraft } from '../../../src-renderer/composables/useGameDraft'
import { isGoalTexts } from '../../../src-renderer/games/rftg-rebel-vs-imperium/useSetupDrafts'
import { memoryStorage } from './db/fixtures'

let store: ReturnType<typeof memoryStorage>
beforeEach(() => {
  store = memoryStorage()
  vi.stubGlobal('localStorage', store)
})
afterEach(() => vi.unstubAllGlobals())

const KEY = 'holotable.rftg.setup-entered-goals.g1'
const saved = ref<string | null>(null)
const open = () =>
  useGameDraft({ key: KEY, fresh: () => ({ first: '', most: '' }), fits: isGoalTexts, basis: () => saved.value })

describe('useGameDraft', () => {
  beforeEach(() => (saved.value = null))

  it('keeps what is typed across a remount, and not what equals the fresh fields', async () => {
    const a = open()
    a.draft.value.first = 'Galactic Riches'
    expect(JSON.parse(store.map.get(KEY)!)).toEqual({ basis: 'null', draft: { first: 'Galactic Riches', most: '' } })
    expect(open().draft.value).toEqual({ first: 'Galactic Riches', most: '' })
    a.draft.value.first = ''
    expect(store.map.has(KEY)).toBe(false)
  })

  it('is not kept once the fresh fields change to what is typed (settings read after the typing)', async () => {
    const remembered = ref({ first: '', most: '' })
    const open2 = () =>
      useGameDraft({ key: KEY, fresh: () => ({ ...remembered.value }), fits: isGoalTexts, basis: () => null })
    const a = open2()
    a.draft.value.most = 'Greatest Military'
    expect(store.map.has(KEY)).toBe(true)
    remembered.value = { first: '', most: 'Greatest Military' }
    await nextTick()
    expect(store.map.has(KEY)).toBe(false)
    expect(a.draft.value).toEqual({ first: '', most: 'Greatest Military' })
    expect(open2().draft.value).toEqual({ first: '', most: 'Greatest Military' })
  })

  it('drops a damaged, foreign-shaped or outdated entry without an error', () => {
    for (const raw of ['{"basis": [not json', '{"basis":"null","draft":{"first":3,"most":""}}', '[]']) {
      store.map.set(KEY, raw)
      expect(open().draft.value).toEqual({ first: '', most: '' })
      expect(store.map.has(KEY)).toBe(false)
    }
    store.map.set(KEY, JSON.stringify({ basis: '{"seed":4}', draft: { first: 'Old', most: '' } }))
    expect(open().draft.value).toEqual({ first: '', most: '' })
  })

  it('goes once the step changes (saved elsewhere, undone)', async () => {
    const a = open()
    a.draft.value.most = 'Propaganda Edge'
    saved.value = 'goals out'
    await nextTick()
    expect(a.draft.value).toEqual({ first: '', most: '' })
    expect(store.map.has(KEY)).toBe(false)
  })

  it('a Save keeps the draft until its write has landed; a failed one leaves it', async () => {
    const a = open()
    a.draft.value.most = 'Propaganda Edge'
    expect(
      await a.whileSaving(async () => {
        saved.value = 'shown at once'
        await nextTick()
        expect(a.draft.value.most).toBe('Propaganda Edge')
        saved.value = null // taken back
        return false
      }),
    ).toBe(false)
    await nextTick()
    expect(a.draft.value.most).toBe('Propaganda Edge')
    expect(store.map.has(KEY)).toBe(true)
    await a.whileSaving(async () => {
      saved.value = 'goals out'
      return true
    })
    await nextTick()
    expect(a.draft.value).toEqual({ first: '', most: '' })
    expect(store.map.has(KEY)).toBe(false)
  })
})
