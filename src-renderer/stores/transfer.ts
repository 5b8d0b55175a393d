import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { Repository } from '../db'
import { repository } from '../db/library'
import { desktopBridge, downloadText, pickTextFile } from '../platform/bridge'
import { useNotices } from './notices'
import { currentLocale, i18n } from '../i18n'
import { useGames } from './games'
import { useSettings } from './settings'
import type { GameRow } from '../../src-shared/core/game-record'
import type { CorrectionOffer } from '../db/repository'
import { factText, formatFactValue } from '../../src-shared/core/facts'
import { GAMES } from '../../src-shared/games/registry'

/** A file's correction as the question shows it: the value's name and both values in words. */
export interface OfferedCorrection {
  key: string
  label: string
  value: unknown
  fileValue: string
  hereValue: string
}

async function describeOffers(module: string, offers: readonly CorrectionOffer[]): Promise<OfferedCorrection[]> {
  const facts = (await GAMES.log(module)).engine.facts ?? []
  return offers.map((o) => {
    const fact = facts.find((f) => f.key === o.key)
    return {
      key: o.key,
      label: fact ? factText(fact, currentLocale.value).label : o.key,
      value: o.value,
      fileValue: formatFactValue(o.value),
      hereValue:
        o.current !== undefined
          ? i18n.global.t('data.corrections.yourCorrection', { value: formatFactValue(o.current) })
          : fact
            ? i18n.global.t('data.corrections.builtIn', { value: formatFactValue(fact.defaultValue) })
            : i18n.global.t('data.corrections.builtInValue'),
    }
  })
}

function fileNameFor(game: GameRow): string {
  const slug =
    game.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'game'
  return `${slug}.holotable.json`
}

// Export and import of one game, in the desktop app (dialogs) or a browser (download, file picker).
export const useTransfer = defineStore('transfer', () => {
  const notices = useNotices()
  /** An import waiting for the user's answer: the game already exists. */
  const conflict = ref<{ text: string; existing: GameRow } | null>(null)
  /** The last import's problem, shown in a dialog until dismissed. */
  const importError = ref<string | null>(null)
  const lastImported = ref<GameRow | null>(null)
  /** Corrections an imported file carries that differ from those in force: applied only if the player says so. */
  const offeredCorrections = ref<{ game: GameRow; corrections: OfferedCorrection[] } | null>(null)

  async function exportGame(gameId: string): Promise<void> {
    const game = await (await repository()).getGame(gameId)
    if (!game) return
    const json = await (await repository()).exportGame(gameId)
    const bridge = desktopBridge()
    if (!bridge) {
      downloadText(fileNameFor(game), json)
      notices.push('success', i18n.global.t('shell.transfer.exportedDownloads', { title: game.title }))
      return
    }
    const r = await bridge.exportGame(fileNameFor(game), json)
    if (!r.ok) notices.push('error', r.error)
    else if (r.value)
      notices.push('success', i18n.global.t('shell.transfer.exportedTo', { title: game.title, where: r.value }))
  }

  async function readImportFile(): Promise<string | null> {
    const bridge = desktopBridge()
    if (!bridge) return (await pickTextFile())?.text ?? null
    const r = await bridge.importGame()
    if (!r.ok) {
      importError.value = r.error
      return null
    }
    return r.value?.text ?? null
  }

  /** Runs the whole import; resolves with the imported game, or null (cancelled, invalid, or waiting on a conflict). */
  async function importGame(): Promise<GameRow | null> {
    const text = await readImportFile()
    return text === null ? null : importText(text, 'ask')
  }

  async function importText(text: string, mode: 'ask' | 'replace' | 'keep-both'): Promise<GameRow | null> {
    importError.value = null
    let r: Awaited<ReturnType<Repository['importGame']>>
    try {
      r = await (await repository()).importGame(text, mode, currentLocale.value)
    } catch (err) {
      // A storage failure (full disk, a closed database…) is told in the import dialog like any other.
      importError.value = i18n.global.t('shell.transfer.importFailed', { why: (err as Error).message })
      return null
    }
    if (r.status === 'invalid') {
      importError.value = r.error
      return null
    }
    if (r.status === 'exists') {
      conflict.value = { text, existing: r.existing }
      return null
    }
    conflict.value = null
    lastImported.value = r.game
    notices.push('success', i18n.global.t('shell.transfer.imported', { title: r.game.title }))
    if (r.corrections.length)
      offeredCorrections.value = { game: r.game, corrections: await describeOffers(r.game.module, r.corrections) }
    await useGames().refresh()
    return r.game
  }

  /** The player's answer to the file's corrections: apply them all, or keep the values in force. */
  async function answerCorrections(apply: boolean): Promise<void> {
    const offer = offeredCorrections.value
    offeredCorrections.value = null
    if (!offer || !apply) return
    await (await repository()).setCorrections(Object.fromEntries(offer.corrections.map((c) => [c.key, c.value])))
    await useSettings().load()
    notices.push(
      'success',
      i18n.global.t(
        'shell.transfer.applied',
        { n: offer.corrections.length, title: offer.game.title },
        offer.corrections.length,
      ),
    )
  }

  async function resolveConflict(choice: 'replace' | 'keep-both' | 'cancel'): Promise<GameRow | null> {
    const c = conflict.value
    conflict.value = null
    if (!c || choice === 'cancel') return null
    return importText(c.text, choice)
  }

  return {
    conflict,
    importError,
    lastImported,
    offeredCorrections,
    answerCorrections,
    exportGame,
    importGame,
    importText,
    resolveConflict,
  }
})
