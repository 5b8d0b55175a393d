// The words of Rebellion's setup in English: the checklist's steps (setup-checklist.ts) and the
// refusals of the setup records (loyalty, objectives, starting units, the Rebel base). German is the
// twin in setup-texts-de.ts (same shape, the type enforces every key); setupTextsIn picks one.
import type { Locale } from '../../locale'
import { SETUP_DE } from './setup-texts-de'

export const SETUP_EN = {
  titles: {
    factions: 'Factions',
    leaders: 'Starting leaders',
    timeTrack: 'Board and time track',
    objectiveDeck: 'Objective deck',
    actionDecks: 'Action decks',
    tactics: 'Tactic cards, markers and dice',
    missions: 'Mission cards',
    loyaltyMarkers: 'Loyalty markers',
    loyaltyDraw: 'Loyalty draw',
    empireUnits: 'Empire: starting units',
    rebelsUnits: 'Rebels: starting units',
    probeDeck: 'Probe deck',
    rebelBase: 'Rebel base',
    startingHands: 'Starting hands',
    startingActionCards: 'Starting action cards',
  },
  counts: {
    stage: (stage: string) => `Stage ${stage}`,
    objectiveDeck: 'Objective deck',
    rebelStartingObjective: 'Rebel starting objective',
    rebelLoyalty: 'Rebel loyalty markers',
    imperialLoyalty: 'Imperial loyalty markers',
    subjugation: 'Subjugation markers',
    imperialLeaders: 'Imperial starting leaders',
    rebelLeaders: 'Rebel starting leaders',
    timeSpace: 'Time marker space',
    reputationSpace: 'Reputation marker space',
    startingMissions: 'Starting missions per player',
    missionCards: 'Mission cards per player',
    actionCards: 'Action cards per player',
    probeCardsLeft: 'Probe cards left',
    probeCardsBefore: 'Probe cards before removals',
  },
  details: {
    factions:
      'Decide who plays the Empire and who plays the Rebels (choose at random if nobody minds). Each takes their faction sheet, miniatures, leaders, loyalty markers, mission and action cards.',
    leaders:
      'Each player puts their 4 leaders without a recruit icon in the leader pool on the faction sheet. Leaders with a recruit icon wait beside the board.',
    timeTrack: (time: number, reputation: number) =>
      `Put the two board halves together. Time marker on space ${time}, reputation marker on space ${reputation}.`,
    objectiveDeckBase:
      'Sort the objectives by the stage on their backs and shuffle each pile. Stack them on the Objectives space: stage III at the bottom, then II, then I on top. The Rebel player then secretly draws 1 objective.',
    objectiveDeckRote:
      'Take 4 random stage III objectives and the stage III Death Star Plans, shuffle them and lay them down. Shuffle 4 random stage II objectives with the stage II Death Star Plans and put them on top. Shuffle 5 random stage I objectives and put them on top. Return the unused objectives to the box unseen.',
    objectivePicks: (perStage: readonly { stage: string; positions: string }[]) =>
      ` The app drew: ${perStage.map((p) => `stage ${p.stage} cards at positions ${p.positions}`).join('; ')} (count from the left of each face-down row).`,
    actionDecksFirstGame:
      'Each player shuffles their action cards with a recruit icon into an action deck beside the faction sheet. Cards without a recruit icon go back in the box for a first game.',
    actionDecks:
      'Each player shuffles their action cards with a recruit icon into an action deck beside the faction sheet. Keep the cards without a recruit icon aside for the last step.',
    tactics:
      'Shuffle the space and the ground tactic decks separately and put them where both players reach them, with the markers and dice.',
    missionsRote:
      'Rise of the Empire mission cards, by the symbols printed on them: 1. each player sets aside their 4 starting missions (arrow symbol); 2. the cards with a star symbol form the project deck, placed on the board; 3. the mission deck mixes every card with a Darth Vader symbol, a leader portrait or a Death Star icon, then is shuffled.',
    missions:
      'Each player sets aside their 4 starting missions (curved arrow). The Empire shuffles the project cards (white star) onto the Project space. Each player shuffles the remaining missions into a mission deck.',
    loyaltyFirstGame: (rebels: string, imperial: string, subjugated: string) =>
      `Rebel loyalty on ${rebels}. Imperial loyalty on ${imperial}. Subjugation markers on ${subjugated}. Coruscant is always Imperial and needs no marker.`,
    loyaltyDraw: (rebels: number, empire: number, subjugatedFirst: number) =>
      `Reveal probe cards until ${rebels} with the Rebel setup mark and ${empire} with the Imperial mark have come up (ignore the rest). ` +
      `The first ${subjugatedFirst} Imperial systems get a subjugation marker, the other ${empire - subjugatedFirst} an Imperial loyalty marker; each Rebel system gets a Rebel loyalty marker. ` +
      'The Imperial systems’ probe cards leave the game; shuffle the rest back.',
    loyaltyResult: (rebels: string, subjugated: string, imperial: string) =>
      ` Result: Rebel loyalty on ${rebels}; subjugation on ${subjugated}; Imperial loyalty on ${imperial}.`,
    empireUnits:
      'The Empire deploys first, only in systems with Imperial loyalty or a subjugation marker (Coruscant included), with at least one ground unit in each of those systems.',
    deathStarGroup: (units: string, remote: boolean) =>
      ` First place ${units} together in one ${remote ? 'remote ' : ''}system and take that system’s probe card out of the game. Put a Death Star on space 3 of the Imperial build queue.`,
    roteBaseUnits:
      ' Without the new starter units, these are the base game’s units: the Death Star starts on the board and nothing goes on the build queue (a reading: the setup card puts a Death Star on space 3 together with its new starter units and the Death Star Under Construction).',
    rebelsUnits: 'The Rebels deploy in the Rebel Base space and/or any systems without Imperial units.',
    rebelBase: (firstGame: boolean) =>
      'The Rebel player secretly slides one probe card face down under Location on the Rebel Base space. It must be a system without Imperial units' +
      (firstGame ? ' and, in a first game, not next to any system with Imperial units.' : '.') +
      ' Then shuffle the probe deck onto its space.',
    startingHands: (rote: boolean) =>
      'Each player draws 2 missions to go with the 4 starting missions: a hand of 6, kept secret.' +
      (rote ? ' The Rebel player draws 1 objective.' : ''),
    startingActionCards:
      'Each player draws 2 action cards without a recruit icon, resolves their immediate effects, and boxes the other cards without a recruit icon.',
    probeFirstGame: (systems: string) => `Take ${systems} out of the probe deck.`,
    probeOut: (n: number, systems: string) =>
      `Take these ${n} cards out of the probe deck (the systems that hold Imperial units): ${systems}.`,
    probeWhole: 'No system with a probe card holds Imperial units: the probe deck stays whole.',
    probeNoCard: (systems: string) => ` ${systems} has no probe card.`,
    probeLater:
      'Take out of the probe deck every system that now holds Imperial units (the cards are listed here once the Empire’s starting units are recorded).',
  },
  deathStarPlans: 'Death Star Plans',
  refusals: {
    loyaltyRebelCount: (want: number, got: number) => `Enter ${want} Rebel systems (you entered ${got}).`,
    loyaltyImperialCount: (want: number, got: number) => `Enter ${want} Imperial systems (you entered ${got}).`,
    loyaltyTwice: 'A system was entered twice.',
    noRebelMark: (system: string) => `${system} has no Rebel setup mark.`,
    noImperialMark: (system: string) => `${system} has no Imperial setup mark.`,
    pileTooSmall: (stage: string, want: number, fixed: string | undefined, size: number) =>
      `Stage ${stage} needs at least ${want} cards besides ${fixed ?? 'the fixed ones'}, the pile has ${size}.`,
    baseRevealed: 'The base is already revealed.',
    baseLocked:
      'Play has begun: the base no longer changes at setup; a new base comes from Rapid Mobilization (Systems tab, New base).',
    baseNeedsEmpire: 'Record the Empire’s starting units first: the systems the base may go in depend on them.',
    baseCannotHide: 'That system cannot hide the base.',
    newBaseBeforePlay:
      'A new base comes from Rapid Mobilization, once play has begun; before round 1, change the choice instead.',
    newBaseSame: (system: string) => `The base is already in ${system}: choose another of the probe cards drawn.`,
    newBaseMovedMeanwhile: (from: string, now: string) =>
      `${from} is no longer the base: the base moved to ${now} meanwhile. If this is a further new base, record it again.`,
    newBaseFormer: (system: string) =>
      `${system} was the Rebel base before: its probe card went to the Empire, so the new base cannot go there.`,
    newBaseImperialLoyalty: (system: string) => `${system} has Imperial loyalty: the new base cannot go there.`,
    newBaseDestroyed: (system: string) => `${system} is destroyed: the new base cannot go there.`,
    newBaseOldUnknown:
      'The old base was not recorded: reveal it on the Systems tab first (Rapid Mobilization reveals it), then record the new base.',
    noProbeCard: (system: string) => `${system} has no probe card.`,
    newBaseCardOut: (system: string) =>
      `${system}’s probe card left the deck at setup (Imperial units started there): the new base cannot go there.`,
    holdsImperialUnits: (system: string) => `${system} holds Imperial units.`,
    nextToImperial: (system: string, near: string) => `First game: ${system} is next to Imperial units in ${near}.`,
    notOnMap: (target: string) => `${target} is not a system on the map.`,
    unknownUnit: (unit: string) => `Unknown unit ${unit}.`,
    wrongFaction: (unit: string, faction: string) => `${unit} is not a ${faction} unit.`,
    missing: (more: number, unit: string, placed: number, want: number) =>
      `${more} more ${unit} to place (${placed} of ${want}).`,
    excess: (extra: number, unit: string, placed: number, want: number) =>
      `${extra} ${unit} too many (${placed} placed, the start has ${want}).`,
    needsGroundUnit: (system: string) => `${system} is an Imperial system and needs at least one Imperial ground unit.`,
    chooseDeathStarSystem: 'Choose the system for the Death Star Under Construction group.',
    deathStarGroupShort: (system: string, n: number, unit: string) =>
      `${system} needs ${n} ${unit} of the Death Star group.`,
    imperialInBase: 'Imperial units cannot start in the Rebel Base space.',
    noImperialMarker: (system: string) => `${system} has no Imperial loyalty or subjugation marker.`,
    isImperialSystem: (system: string) => `${system} is an Imperial system.`,
  },
}

export type SetupTexts = typeof SETUP_EN

/** The setup's words in this language (English unless German is asked for). */
export function setupTextsIn(locale: Locale | undefined): SetupTexts {
  return locale === 'de' ? SETUP_DE : SETUP_EN
}
