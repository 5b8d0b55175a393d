// A game manifest's words in the interface language. The manifest (src-shared) stays English; the
// messages in messages/de/games.ts carry German, and a game, tab or option without a message
// (the games not yet translated) shows its manifest text.
import type { GameManifest } from '../../src-shared/core/game-module'
import { hasMessage, i18n } from '.'

// English has no `games` messages at run time (messages/en/index.ts): the manifest's text is shown.
const text = (key: string, fallback: string): string => (hasMessage(key) ? i18n.global.t(key) : fallback)

export function gamePitch(m: Pick<GameManifest, 'id' | 'pitch'>): string {
  return text(`games.${m.id}.pitch`, m.pitch)
}

export function playersSource(m: Pick<GameManifest, 'id' | 'players'>): string {
  return text(`games.${m.id}.playersSource`, m.players.source)
}

export function toolLabel(gameId: string, tool: { id: string; label: string }): string {
  return text(`games.${gameId}.tools.${tool.id}`, tool.label)
}

export function factionLabel(gameId: string, faction: { id: string; label: string }): string {
  return text(`games.${gameId}.factions.${faction.id}`, faction.label)
}

/** A game's own page (e.g. Rebellion's odds calculator): its link and its window title. */
export function pageWords(gameId: string, page: { id: string; label: string; title: string }) {
  return {
    label: text(`games.${gameId}.pages.${page.id}.label`, page.label),
    title: text(`games.${gameId}.pages.${page.id}.title`, page.title),
  }
}

export function optionWords(gameId: string, option: { id: string; label: string; help?: string }) {
  const at = `games.${gameId}.options.${option.id}`
  return {
    label: text(`${at}.label`, option.label),
    help: option.help === undefined ? undefined : text(`${at}.help`, option.help),
    choice: (choice: { id: string; label: string }) => text(`${at}.choices.${choice.id}`, choice.label),
  }
}
