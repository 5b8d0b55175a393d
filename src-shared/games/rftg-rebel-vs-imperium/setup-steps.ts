// The setup checklist's steps, for the tab and for the timeline's words (in the interface language).
import type { Locale } from '../../locale'
import { GOALS_IN_PLAY, OPENING } from './data'
import { textsIn } from './texts'

export const RFTG_SETUP_LIST = 'rftg-setup'

export interface SetupStep {
  id: string
  title: string
  detail: string
}

export function setupSteps(goals: boolean, takeovers: boolean, locale?: Locale): SetupStep[] {
  const S = textsIn(locale).setupSteps
  const steps: SetupStep[] = [{ id: 'cards', title: S.cards.title, detail: S.cards.detail }]
  if (goals)
    steps.push({
      id: 'goals',
      title: S.goals.title,
      detail: S.goals.detail(GOALS_IN_PLAY.most, GOALS_IN_PLAY.first),
    })
  steps.push({ id: 'disk', title: S.disk.title, detail: takeovers ? S.disk.on : S.disk.off })
  if (takeovers) steps.push({ id: 'slides', title: S.slides.title, detail: S.slides.detail })
  steps.push(
    { id: 'start-worlds', title: S.startWorlds.title, detail: S.startWorlds.detail },
    { id: 'hands', title: S.hands.title(OPENING.gameCards), detail: S.hands.detail(OPENING.gameCards) },
    { id: 'keep', title: S.keep.title, detail: S.keep.detail(OPENING.discardCards) },
    { id: 'reveal', title: S.reveal.title, detail: S.reveal.detail },
  )
  return steps
}
