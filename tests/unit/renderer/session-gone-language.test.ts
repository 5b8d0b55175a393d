// @vitest-environment happy-dom
// A deleted game's link opened just as the language is switched: the game is found gone while the
// German messages are still loading (the switch waits for them), so the reason is set with English
// in force. It must then follow the switch, as every other text on screen does, not stay English.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPinia, disposePinia, setActivePinia } from 'pinia'
import type { Repository } from '../../../src-renderer/db/repository'
import { freshStore } from './db/fixtures'

const box = vi.hoisted(() => ({ repo: undefined as unknown as Repository }))
vi.mock('../../../src-renderer/db', async (original) => ({
  ...(await original<typeof import('../../../src-renderer/db')>()),
  holotableRepository: () => box.repo,
}))

await import('../../../src-renderer/i18n/screen-messages') // the game screen's messages
const { applyLocale, i18n } = await import('../../../src-renderer/i18n')
const { useSession } = await import('../../../src-renderer/stores/session')

const pinia = createPinia()
setActivePinia(pinia)
afterEach(async () => {
  await applyLocale('en')
  disposePinia(pinia)
})

describe('a game gone from the library', () => {
  it('is said in German once German is in force, though its messages came after it was found gone', async () => {
    box.repo = freshStore().repo
    // German not loaded yet: its messages arrive only after the open below has set the reason.
    expect(i18n.global.availableLocales).toEqual(['en'])
    const session = useSession()
    expect(await session.open('deleted-game')).toBe(false)
    expect(session.error).toBe(
      'This game is not in your library any more. It may have been deleted or replaced by an import.',
    )
    await applyLocale('de')
    expect(session.error).toBe(
      'Dieses Spiel ist nicht mehr in deiner Bibliothek. Es wurde vielleicht gelöscht oder durch einen Import ersetzt.',
    )
    await applyLocale('en')
    expect(session.error).toBe(
      'This game is not in your library any more. It may have been deleted or replaced by an import.',
    )
  })
})
