// The words of recruiting leaders (recruiting.ts): refusals and the timeline line, in English and
// German (German terms from docs/GLOSSARY-de.md: Anführervorrat, Rekrutieren, Rekrutiersymbol).
import type { Locale } from '../../locale'

const RECRUIT_TEXTS = {
  notRecruited: (leader: string) =>
    `${leader} has not been recruited yet: press “Recruit ${leader}” under “Waiting to be recruited” in the leader pool (Units tab) first.`,
  unknownLeader: (leader: string) => `“${leader}” is not a leader of this game: choose one from the leader pool.`,
  notTracked: (leader: string) =>
    `${leader} is already in the leader pool: this game was started before recruiting was recorded, so every leader is in play.`,
  notRecruitIcon: (leader: string) =>
    `${leader} has no recruit icon: the leader starts in the leader pool and is never recruited.`,
  alreadyRecruited: (leader: string) => `${leader} is already recruited: the leader is in play.`,
  wayUnknown: (leader: string) =>
    `${leader} is already in the leader pool: the rule texts do not say how this leader comes into play, so Holotable keeps the leader there.`,
  timeline: (leader: string, faction: string) => `${faction}: ${leader} recruited into the leader pool`,
}

export type RecruitTexts = typeof RECRUIT_TEXTS

const RECRUIT_TEXTS_DE: RecruitTexts = {
  notRecruited: (leader: string) =>
    `${leader} ist noch nicht rekrutiert: Drücke zuerst „${leader} rekrutieren“ unter „Warten auf Rekrutierung“ im Anführervorrat (Reiter „Einheiten“).`,
  unknownLeader: (leader: string) => `„${leader}“ ist kein Anführer dieser Partie: Wähle einen aus dem Anführervorrat.`,
  notTracked: (leader: string) =>
    `${leader} ist schon im Anführervorrat: Diese Partie wurde begonnen, bevor das Rekrutieren erfasst wurde, daher sind alle Anführer im Spiel.`,
  notRecruitIcon: (leader: string) =>
    `${leader} hat kein Rekrutiersymbol: Dieser Anführer beginnt im Anführervorrat und wird nie rekrutiert.`,
  alreadyRecruited: (leader: string) => `${leader} ist schon rekrutiert: Der Anführer ist im Spiel.`,
  wayUnknown: (leader: string) =>
    `${leader} ist schon im Anführervorrat: Die Regeltexte sagen nicht, wie dieser Anführer ins Spiel kommt, daher lässt Holotable ihn dort.`,
  timeline: (leader: string, faction: string) => `${faction}: ${leader} in den Anführervorrat rekrutiert`,
}

export function recruitTextsIn(locale: Locale = 'en'): RecruitTexts {
  return locale === 'de' ? RECRUIT_TEXTS_DE : RECRUIT_TEXTS
}
