import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { Repository } from '../db'
import { libraryCode, repository } from '../db/library'
import { desktopBridge, downloadText, pickTextFile } from '../platform/bridge'
import { useNotices } from './notices'
import { currentLocale, i18n } from '../i18n'
import { useGames } from './games'
import { useSettings } from './settings'
import type { GameRow } from '../../src-shared/core/game-record'
import type { CorrectionOffer } from '../db/repository'
import {
  checkCorrection,
  factText,
  formatFactValue,
  type Corrections,
  type EditableFact,
} from '../../src-shared/core/facts'
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

/**
 * Which of a file's corrections may be applied beside those `stored`: each must pass its fact's
 * checks against the corrections as they would then stand (the stored ones and the file's others
 * applied). One that does not is left out, and the rest checked again without it, until all pass.
 * `refused` says why for each left out, in the interface language.
 */
function passingCorrections(
  offered: readonly Pick<OfferedCorrection, 'key' | 'value'>[],
  facts: readonly EditableFact[],
  stored: Readonly<Record<string, unknown>>,
): { applied: Record<string, unknown>; refused: string[] } {
  const locale = currentLocale.value
  const applied: Record<string, unknown> = {}
  const refused: string[] = []
  let left = [...offered]
  for (;;) {
    const standing = { ...stored, ...Object.fromEntries(left.map((o) => [o.key, o.value])) }
    const out = left.flatMap((o) => {
      const fact = facts.find((f) => f.key === o.key)
      if (!fact) return [] // (a fact this version does not know: kept as before)
      const r = checkCorrection(fact, formatFactValue(o.value), locale, standing as Corrections)
      return r.ok ? [] : [{ key: o.key, why: r.error }]
    })
    if (!out.length) break
    refused.push(...out.map((o) => o.why))
    left = left.filter((o) => !out.some((x) => x.key === o.key))
  }
  for (const o of left) applied[o.key] = o.value
  return { applied, refused }
}

function fileNameFor(game: GameRow): string {
  // Accented letters keep their base letter (ö → o, é → e); the few that do not decompose are spelled out.
  const spelled: Record<string, string> = {
    ß: 'ss',
    æ: 'ae',
    œ: 'oe',
    ø: 'o',
    ł: 'l',
    đ: 'd',
    ð: 'd',
    þ: 'th',
    ı: 'i',
    ħ: 'h',
  }
  const slug =
    game.title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(/[ßæœøłđðþıħ]/g, (c) => spelled[c] ?? c)
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
    // The other windows are told: Home there lists it, and one showing a game it replaced reads it again.
    ;(await libraryCode()).announceWrite(r.game.id)
    notices.push('success', i18n.global.t('shell.transfer.imported', { title: r.game.title }))
    if (r.corrections.length)
      offeredCorrections.value = { game: r.game, corrections: await describeOffers(r.game.module, r.corrections) }
    await useGames().refresh()
    return r.game
  }

  /**
   * The player's answer to the file's corrections: apply them, or keep the values in force. Each is
   * applied only if it passes the checks Settings › Data corrections runs (its form, and against the
   * corrections it would stand beside: a start number another world has is refused); one that does
   * not is said, with why, and the value in force stays. The others are applied.
   */
  async function answerCorrections(apply: boolean): Promise<void> {
    const offer = offeredCorrections.value
    offeredCorrections.value = null
    if (!offer || !apply) return
    const repo = await repository()
    const facts = (await GAMES.log(offer.game.module)).engine.facts ?? []
    const { applied, refused } = passingCorrections(offer.corrections, facts, await repo.listCorrections())
    if (Object.keys(applied).length) await repo.setCorrections(applied)
    await useSettings().load()
    const n = Object.keys(applied).length
    if (n) notices.push('success', i18n.global.t('shell.transfer.applied', { n, title: offer.game.title }, n))
    for (const why of refused)
      notices.push('error', i18n.global.t('shell.transfer.notApplied', { title: offer.game.title, why }))
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
