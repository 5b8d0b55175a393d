// What every Rule the Galaxy screen needs: the reduced state, names, corrections, and one-event
// writes that the engine checks first, so a refused entry says why instead of silently vanishing.
import { computed } from 'vue'
import { useSession } from '../../stores/session'
import { useGameSend } from '../../composables/useGameSend'
import { useSettings } from '../../stores/settings'
import type { RtgState } from '../../../src-shared/games/rule-the-galaxy/state'
import { resolveColourName, type CardType, type UnitColour } from '../../../src-shared/games/rule-the-galaxy/data'
import { colourLabel, textsIn } from '../../../src-shared/games/rule-the-galaxy/texts'
import { currentLocale, i18n } from '../../i18n'
import { percent } from '../../format'

/** One-key entry for each card, printed on its button. */
export const CARD_KEYS: Record<CardType, string> = {
  rey: 'R',
  poe: 'P',
  finn: 'F',
  chewbacca: 'C',
  bb8: 'B',
  fire: 'X',
}

/** A card's short name (BB-8 without "joker") in the interface language (reactive in a template). */
export function shortName(c: CardType): string {
  return c === 'bb8' ? 'BB-8' : textsIn(currentLocale.value).cards[c]
}

/** The card a pressed key stands for, if any. */
export function cardForKey(key: string): CardType | undefined {
  const k = key.toUpperCase()
  return (Object.keys(CARD_KEYS) as CardType[]).find((c) => CARD_KEYS[c] === k)
}

/** A chance with one decimal in the interface language (12.5% / 12,5 %); a dash when unknown. */
export const pct = (p: number | undefined): string => (p === undefined ? '—' : percent(p, 1))

const KNOWN_SWATCH: Record<string, string> = {
  purple: '#a970ff',
  blue: '#4f9dff',
  red: '#ff5c5c',
  orange: '#ff9d3b',
  green: '#47c76b',
  yellow: '#f2d03b',
  white: '#e8edf3',
}

/**
 * A CSS colour for a unit's tile: the named colour when players entered a known one. The name is
 * the player's text, so it is looked up as an own key only (a colour named “constructor” is a name).
 */
export function swatchFor(c: UnitColour, entered: string | undefined): string {
  if (c === 'multi') return 'conic-gradient(#a970ff, #4f9dff, #ff5c5c, #ff9d3b, #a970ff)'
  const name = entered?.trim().toLowerCase()
  if (!name) return '#7d8796'
  if (Object.hasOwn(KNOWN_SWATCH, name)) return KNOWN_SWATCH[name]!
  return typeof CSS !== 'undefined' && CSS.supports('color', name) ? name : '#7d8796'
}

export function useRtg() {
  const session = useSession()
  const settings = useSettings()
  const state = computed(() => session.state?.game as RtgState | undefined)
  const finished = computed(() => session.finished)

  function nameOf(id: string | undefined): string {
    return session.game?.players.find((p) => p.id === id)?.name ?? id ?? ''
  }

  const { error, send } = useGameSend<RtgState>(session, (reason) =>
    i18n.global.t('ruleTheGalaxy.notEntered', { reason }),
  )

  /** "red (Chewbacca)" / "rot (Chewbacca)", or "Poe's colour" while the colour is unknown, in the interface language. */
  function colourText(c: UnitColour): string {
    return colourLabel(c, settings.corrections, currentLocale.value)
  }

  /** The card whose colour a unit has ("Chewbacca"; none for multicolour), in the interface language. */
  function cardName(c: UnitColour): string {
    return c === 'multi' ? '' : textsIn(currentLocale.value).cards[c]
  }

  function swatch(c: UnitColour): string {
    // A multicolour unit has no colour name of its own (and no fact to resolve).
    return swatchFor(c, c === 'multi' ? undefined : (resolveColourName(c, settings.corrections).value ?? undefined))
  }

  return { session, settings, state, error, finished, nameOf, send, colourText, cardName, swatch }
}
