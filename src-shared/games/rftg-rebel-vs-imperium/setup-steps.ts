// The setup checklist's steps, for the tab and for the timeline's words.
import { GOALS_IN_PLAY, OPENING } from './data'

export const RFTG_SETUP_LIST = 'rftg-setup'

export interface SetupStep {
  id: string
  title: string
  detail: string
}

export function setupSteps(goals: boolean, takeovers: boolean): SetupStep[] {
  const steps: SetupStep[] = [
    {
      id: 'cards',
      title: 'New cards in',
      detail:
        'Shuffle this box’s cards into the deck: the revised Gambling World replaces the old one; add the third Research Labs.',
    },
  ]
  if (goals)
    steps.push({
      id: 'goals',
      title: 'Goals out',
      detail: `Mix the new goals with your others; set out ${GOALS_IN_PLAY.most} “most” and ${GOALS_IN_PLAY.first} “first” goals (draw them below or enter yours).`,
    })
  steps.push({
    id: 'disk',
    title: 'Takeover disk',
    detail: takeovers
      ? 'Set out the takeover disk showing takeovers ON.'
      : 'Set out the takeover disk red side up: no takeovers this game.',
  })
  if (takeovers)
    steps.push({
      id: 'slides',
      title: 'Military slides',
      detail:
        'Each player: a Military slide and 4 cubes (red, purple, 2 light red). Put the 2 takeover defence counters and the Rebel takeover bonus counter nearby.',
    })
  steps.push(
    {
      id: 'start-worlds',
      title: 'Start worlds',
      detail:
        'Split the start worlds into blue (even) and red (odd), shuffle each pile, deal one of each to every player (or let the app deal below).',
    },
    {
      id: 'hands',
      title: `${OPENING.gameCards} cards each`,
      detail: `Shuffle the undealt start worlds into the deck and deal ${OPENING.gameCards} cards to each player.`,
    },
    {
      id: 'keep',
      title: 'Keep and discard',
      detail: `Each player keeps one of the two start worlds and discards the other and ${OPENING.discardCards} cards; tell the app which start world each kept.`,
    },
    { id: 'reveal', title: 'Reveal', detail: 'Everyone reveals their start world together, and the game begins.' },
  )
  return steps
}
