// Game values stored in one window reach the others (db/window-channel.ts), but the channel between
// windows is opened only once the settings are read, after the first screen (#12): never at start-up.
// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'

vi.mock('../../../src-renderer/db', () => ({
  holotableRepository: () => ({
    getSetting: (_key: string, fallback: unknown) => Promise.resolve(fallback),
    listCorrections: () => Promise.resolve({}),
  }),
}))

const opened: string[] = []
const Own = globalThis.BroadcastChannel
globalThis.BroadcastChannel = class extends Own {
  constructor(name: string) {
    super(name)
    opened.push(name)
  }
}
const { useSettings } = await import('../../../src-renderer/stores/settings')

it('opens no channel to other windows at start-up, one once the settings are read', async () => {
  setActivePinia(createPinia())
  const settings = useSettings()
  expect(opened).toEqual([])
  await settings.load()
  expect(opened).toEqual(['holotable-log'])
  await settings.load()
  expect(opened).toEqual(['holotable-log'])
})
