// Words for the timeline and the header.
import type { LogEvent, Player } from '../../core/game-record'
import { setupPlan } from './setup'
import { CARD_NAMES, HAND_CARDS, type HandCounts, type UnitColour } from './data'
import { RTG_EVENT, currentPlayer, type SetupTickPayload, type DealPayload, type DestroyPayload, type DiscardPayload, type DrawPayload, type FireMarkerPayload, type RtgState, type SetupPayload, type TradePayload, type UnitsEnterPayload } from './events'

const nameOf = (players: readonly Player[], id: string): string => players.find((p) => p.id === id)?.name ?? id

function cardList(cards: HandCounts): string {
  const parts = HAND_CARDS.filter((c) => cards[c] > 0).map((c) => `${cards[c]} ${CARD_NAMES[c]}`)
  return parts.length ? parts.join(', ') : 'no cards'
}

const colourWord = (c: UnitColour): string => (c === 'multi' ? 'multicolour' : `${CARD_NAMES[c]}’s colour`)

export function describe(e: LogEvent, players: Player[]): string | undefined {
  const p = e.payload
  switch (e.type) {
    case RTG_EVENT.setup: {
      const q = p as SetupPayload
      return `Set up: ${q.lanes} lanes × ${q.rows} rows, ${nameOf(players, q.firstPlayer)} starts`
    }
    case RTG_EVENT.deal: {
      const q = p as DealPayload
      return `${nameOf(players, q.player)}’s first card: ${CARD_NAMES[q.card]}`
    }
    case RTG_EVENT.unitsEnter:
      return `Units enter: ${(p as UnitsEnterPayload).units.map((u) => `lane ${u.lane + 1} strength ${u.strength} (${colourWord(u.colour)})`).join('; ')}`
    case RTG_EVENT.draw: {
      const card = (p as DrawPayload).card
      return card === 'fire' ? 'Drew a fire card' : `Drew ${CARD_NAMES[card]}`
    }
    case RTG_EVENT.stop:
      return 'Stopped drawing'
    case RTG_EVENT.setupTick: {
      const q = p as SetupTickPayload
      const title = setupPlan(players, 0).steps.find((st) => st.id === q.step)?.title ?? q.step
      return `Setup: “${title}” ${q.done ? 'done' : 'unticked'}`
    }
    case RTG_EVENT.reshuffle:
      return 'Reshuffled the deck, discards and fire cards'
    case RTG_EVENT.destroy: {
      const q = p as DestroyPayload
      const tile = q.infiltratorId ? ` and infiltrator ${q.infiltratorId}` : ''
      return `${nameOf(players, q.player)} destroyed unit ${q.unitId} (+${q.points}) with ${cardList(q.spend)}${tile}`
    }
    case RTG_EVENT.trade: {
      const q = p as TradePayload
      return `${nameOf(players, q.player)} gave ${CARD_NAMES[q.gives]} to ${nameOf(players, q.with)} for ${CARD_NAMES[q.gets]}`
    }
    case RTG_EVENT.fireMarker: {
      const q = p as FireMarkerPayload
      const where = q.space ? ` in lane ${q.space.lane + 1}, row ${q.space.row + 1}` : ''
      return `Fire marker${where} turned up: ${q.value} — every player discards ${q.value}`
    }
    case RTG_EVENT.discard: {
      const q = p as DiscardPayload
      return `${nameOf(players, q.player)} discarded ${cardList(q.cards)}`
    }
    case RTG_EVENT.turnEnd:
      return 'Turn ended'
    default:
      return undefined
  }
}

export function progress(s: RtgState): string | undefined {
  switch (s.phase) {
    case 'setup':
      return 'Setting up'
    case 'won':
      return 'All units destroyed'
    case 'lost':
      return 'A unit broke through: defeat'
    case 'play': {
      const id = currentPlayer(s)
      return id ? `Round ${s.round} · ${nameOf(s.players, id)}’s turn` : `Round ${s.round}`
    }
  }
}
