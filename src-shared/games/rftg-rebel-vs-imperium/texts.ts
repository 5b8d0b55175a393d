// Every person-readable text the shared layer of Rebel vs Imperium gives: the timeline's lines,
// the refusals an event's check gives, the takeover calculator's messages, rules applied and parts,
// the setup checklist and the header's progress. Plain strings, or small functions for a text with
// values in it. German: texts-de.ts, the same shape (typed). Card and goal names stay in data.ts
// (printed names; the German ones we are unsure of are kept in English, see docs/GLOSSARY-de.md).
import type { Locale } from '../../locale'
import { T_DE } from './texts-de'

const s = (n: number): string => (n === 1 ? '' : 's')

export const T = {
  // A reason may end with its own full stop (the log's 'The game is finished: … to play on.').
  notEntered: (reason: string) => `Not entered: ${reason.replace(/\.$/, '')}.`,
  someone: 'a player who is not in this game',

  powers: {
    'imperium-seat': 'Imperium Seat',
    'rebel-alliance': 'Rebel Alliance',
    'cloaking-technology': 'Imperium Cloaking Technology',
  },

  timeline: {
    settleStarted:
      'A new Settle phase: every world placed so far can be targeted, and everyone has a Settle action again',
    goals: (entered: boolean, most: string, first: string) =>
      `${entered ? 'Goals entered' : 'Goals drawn'}: most — ${most}; first — ${first}`,
    dealt: (list: string) => `Start worlds dealt: ${list}`,
    dealtTo: (player: string, blue: string, red: string) => `${player} ${blue} / ${red}`,
    kept: (player: string, world: string) => `${player} keeps ${world}`,
    tableau: (player: string, cards: number, military: number, worlds: number) =>
      `${player}’s tableau: ${cards} card${s(cards)}, Military ${military}, ${worlds} military world${s(worlds)}`,
    takeover: (
      attacker: string,
      success: boolean,
      world: string,
      defender: string,
      power: string,
      attack: number,
      defence: number,
    ) =>
      `${attacker} ${success ? 'took over' : 'failed to take over'} ${world} from ${defender} with ${power} (${attack} against ${defence})`,
    decided: (
      attacker: string,
      world: string,
      defender: string,
      power: string,
      temporary: number,
      discarded: boolean,
    ) =>
      `${attacker}’s takeover of ${world} from ${defender} with ${power} did not take place: an earlier takeover decided it${
        discarded ? `; ${power} discarded` : ''
      }${temporary > 0 ? `; ${temporary} temporary Military spent` : ''}`,
    score: (player: string, chips: number, cards: number, sixDev: number) =>
      `${player}’s score sheet: ${chips} in VP chips, ${cards} card VP, ${sixDev} from 6-cost developments`,
    nobodyHolds: (goal: string) => `${goal}: nobody holds it`,
    tied: (names: string) => `, tied: ${names}`,
    claimed: (goal: string, holders: string, tied: string) => `${goal}: ${holders}${tied}`,
  },

  refusal: {
    notSeated: 'that player is not in this game',
    noGoals: 'this game is played without goals',
    goalTwice: (goal: string) => `${goal} is named twice; each goal can be out only once`,
    alreadyKeeping: 'start worlds are already being kept; undo those first',
    dealEveryone: 'deal to every player once',
    dealtTwice: 'a start world was dealt twice',
    blueAndRed: 'each player gets one blue and one red start world',
    alreadyDealt: 'the start worlds are already dealt; undo that deal first',
    notInList: 'that start world is not in the app’s list',
    notDealt: (player: string, world: string) => `${player} was not dealt ${world}`,
    alreadyKept: (player: string, world: string) => `${player} already keeps ${world}`,
    ownWorld: 'a player cannot take over their own world',
    tableauxGive: (attack: number, defence: number, success: boolean) =>
      `the tableaux give ${attack} against ${defence} (${success ? 'success' : 'failure'}); check the entries`,
    drawGoalsFirst: 'draw or enter the goals first',
    notAGoal: (goal: string) => `${goal} is not one of this game’s goals`,
    oneMostHolder: 'a “most” goal has one holder; mark the others as tied with it',
    tieWithHolder: 'a player can only tie with the holder',
    onlyMostTied: 'only “most” goals have tied players',
    holderTied: 'the holder cannot also be tied with themself',
    imperiumBelowTicked: (player: string, count: number, ticked: string[]) =>
      `${player}’s Imperium cards (${count}) must include ${ticked.join(' and ')}, which ${
        ticked.length === 1
          ? 'is ticked and is an Imperium card itself'
          : 'are ticked and are Imperium cards themselves'
      }: set Imperium cards to at least ${ticked.length}`,
    cardsBelow: (player: string, cards: number, worlds: number, imperium: number) =>
      `${player}’s cards in tableau (${cards}) must include ${
        worlds >= imperium
          ? `the ${worlds} military world${s(worlds)} listed`
          : `the ${imperium} Imperium card${s(imperium)} counted`
      }, each a card in the tableau: set Cards in tableau to at least ${Math.max(worlds, imperium)}`,
  },

  takeover: {
    off: 'Takeovers are off this game (the takeover disk shows its red side).',
    noPower: (power: string) => `The attacker has no ${power} in their tableau.`,
    notVulnerable: (power: string) => `The defender is not vulnerable to ${power}.`,
    noAction: (why: string) => `The attacker ${why}.`,
    noWorld: 'Choose one of the defender’s military worlds.',
    newWorld: (world: string) => `${world} was placed this Settle: it cannot be a target.`,
    notRebel: (power: string, world: string) =>
      `${power} can only take over a Rebel military world; ${world} is not one.`,
    temporaryNotWhole: (attacker: boolean) =>
      `The ${attacker ? 'attacker' : 'defender'}’s temporary Military must be a whole number.`,
    badTemporary: (attacker: boolean) =>
      `The ${attacker ? 'attacker' : 'defender'}’s temporary Military must be 0 or more.`,
    tooMuchTemporary: (attacker: boolean, has: number, usedEarlier = 0) =>
      usedEarlier > 0
        ? `The ${attacker ? 'attacker' : 'defender'} has only ${has} temporary Military left to use (the ${usedEarlier} used earlier this Settle still counts).`
        : `The ${attacker ? 'attacker' : 'defender'} has only ${has} temporary Military to use.`,
    placedNoSecond: 'placed a world this Settle and has no second placement (Improved Logistics)',
    tried: (n: number): string => (n === 1 ? 'a takeover' : `${n} takeovers`),
    andPlaced: ' and a placed world',
    bothActions: (tried: string, placed: string) =>
      `already has ${tried}${placed} this Settle: that uses both Settle actions Improved Logistics gives`,
    oneAction: (tried: string) => `already has ${tried} this Settle: a takeover uses the one Settle action`,
    declaredLate:
      'This Settle’s takeovers are being resolved, and takeovers are declared before that, while Settle powers are used (rule steps 1 and 4). To add one left out, first undo the takeovers resolved this Settle (Ctrl+Z).',
    cloakingOnce: (attacker: string, power: string) =>
      `${attacker} already declared a takeover with ${power} this Settle, and that takeover discards the card: it cannot be used for a second.`,
    sameTarget: (attacker: string, world: string, defender: string, attempted: boolean) =>
      `${attacker} already ${attempted ? 'attempted' : 'declared'} a takeover of ${world} (${defender}) this Settle: the same takeover is not declared twice. A second Settle action (Improved Logistics) can go to another world or a placement.`,
    nothingDecides: 'No takeover has succeeded this Settle, so nothing decides this one: resolve it instead.',
    binding: (attacker: string) =>
      `Not removed: declared takeovers are binding. This Settle’s takeovers are being resolved, so each one declared is resolved in its turn, and one that fails, or that an earlier takeover decides, still used ${attacker}’s Settle action. To correct a declaration entered by mistake, first undo the takeovers resolved this Settle (Ctrl+Z).`,
    why: {
      'imperium-seat': 'a Rebel military world in their tableau',
      'rebel-alliance': 'an Imperium card in their tableau',
      'cloaking-technology': 'total Military of 1 or more',
    },
    rule: {
      reaches: (power: string, why: string) => `${power} reaches this player (${why}).`,
      target: 'Target: a military world settled before this Settle.',
      logistics:
        'A takeover uses a Settle action; Improved Logistics gives a second one (a placement or another takeover).',
      oneAction: 'A takeover uses the Settle action: one per Settle, and none after placing a world.',
      seatTargets: 'Imperium Seat targets Rebel military worlds.',
      cloakingDiscarded: 'Cloaking Technology is discarded from the tableau to do this.',
      allianceAdds:
        'Rebel Alliance adds 2 per own Rebel military world at the start of Settle, when its owner attacks.',
      vsRebel: 'The target is a Rebel world, so Military against Rebel worlds counts.',
      pactAdds: 'Rebel Pact adds 2 per Rebel and 1 per other military world at the start of Settle, when defending.',
      pactIsDefence:
        'Rebel Pact’s power is the takeover-defence symbol: its 2 per Rebel and 1 per other military world at the start of Settle count once, when defending.',
      defenceAdds: 'Takeover defence adds 2 per Rebel and 1 per other military world at the start of Settle.',
      success: 'Success when attacker ≥ defender Military + world defence: ties go to the attacker.',
      temporaryLasts:
        'Temporary Military used earlier this Settle still counts: only unused temporary Military can be added, and the text does not say it runs out before the phase ends.',
    },
    part: {
      military: 'Military',
      alliance: (n: number) => `Rebel Alliance: 2 × ${n} Rebel military world${s(n)}`,
      vsRebel: 'Extra Military against Rebel worlds',
      declared: 'Temporary Military (declared)',
      defenceOf: (world: string) => `Defence of ${world}`,
      pact: (rebel: number, other: number) => `Rebel Pact: 2 × ${rebel} Rebel + ${other} other military worlds`,
      takeoverDefence: (rebel: number, other: number) =>
        `Takeover defence: 2 × ${rebel} Rebel + ${other} other military worlds`,
      boost: 'Temporary Military (boost)',
      usedEarlier: 'Temporary Military used earlier this Settle',
    },
  },

  setupSteps: {
    listTitle: 'Setup',
    cards: {
      title: 'New cards in',
      detail:
        'Shuffle this box’s cards into the deck: the revised Gambling World replaces the old one; add the third Research Labs.',
    },
    goals: {
      title: 'Goals out',
      detail: (most: number, first: number) =>
        `Mix the new goals with your others; set out ${most} “most” and ${first} “first” goals (draw them below or enter yours).`,
    },
    disk: {
      title: 'Takeover disk',
      on: 'Set out the takeover disk showing takeovers ON.',
      off: 'Set out the takeover disk red side up: no takeovers this game.',
    },
    slides: {
      title: 'Military slides',
      detail:
        'Each player: a Military slide and 4 cubes (red, purple, 2 light red). Put the 2 takeover defence counters and the Rebel takeover bonus counter nearby.',
    },
    startWorlds: {
      title: 'Start worlds',
      detail:
        'Split the start worlds into blue (even) and red (odd), shuffle each pile, deal one of each to every player (or let the app deal below).',
    },
    hands: {
      title: (n: number) => `${n} cards each`,
      detail: (n: number) => `Shuffle the undealt start worlds into the deck and deal ${n} cards to each player.`,
    },
    keep: {
      title: 'Keep and discard',
      detail: (n: number) =>
        `Each player keeps one of the two start worlds and discards the other and ${n} cards; tell the app which start world each kept.`,
    },
    reveal: { title: 'Reveal', detail: 'Everyone reveals their start world together, and the game begins.' },
  },

  setup: {
    drawNeeds: (first: number, most: number, knownFirst: number, knownMost: number) =>
      `The draw needs ${first} “first” and ${most} “most” goals to choose from; ` +
      `the app knows ${knownFirst} and ${knownMost}. Add your other goal tiles’ names (from The Gathering Storm) and draw again, or enter the goals you drew.`,
    onlyWorlds: (blue: number, red: number, players: number) =>
      `Only ${blue} blue and ${red} red start worlds for ${players} players.`,
    dealNeeds: (players: number, blue: number, red: number) =>
      `The deal needs a blue and a red start world for each of the ${players} players: you ticked ${blue} blue and ${red} red.`,
    startWorld: (id: number) => `start world ${id}`,
    numberColour: (n: number, world: string, colour: 'blue' | 'red', colourEven: boolean) =>
      `${world} is a ${colour} start world, and ${colour} start worlds have ${colourEven ? 'even' : 'odd'} ` +
      `numbers (the setup sorts them by that): ${n} is ${n % 2 === 0 ? 'even' : 'odd'}. Enter the number printed on ${world}.`,
    numberTaken: (n: number, world: string, other: string, otherUnchecked: boolean) =>
      `${n} is already the number of ${other}${otherUnchecked ? ' (as the game facts list it, not checked yet)' : ''}, ` +
      `and two start worlds cannot share a number. Enter the number printed on ${world}, or correct ${other}’s number first.`,
    inPlayTwice: (list: string, several: boolean) =>
      `${list} ${several ? 'are' : 'is'} in the list more than once. Enter each start world once.`,
    goalTwiceInPool: (goal: string) =>
      `${goal} is in the goals to draw from twice: each goal can be in the draw only once. Type it once.`,
    goalTooLong: (goal: string, max: number) =>
      `“${goal}” is longer than ${max} characters, more than a goal’s name: put a comma between two goals, or type the name as printed on the tile.`,
    firstGame:
      'First game of this session: takeovers off (the rulebook starts each session with the red side of the disk).',
    firstGameBasis: 'First game of this session.',
    nextGame: (n: number, title: string, lastOn: boolean, on: boolean) =>
      `Game ${n} of this session: “${title}” was played with takeovers ${lastOn ? 'on' : 'off'}, so this one has them ${on ? 'on' : 'off'}.`,
    nextGameBasis: (n: number, title: string, lastOn: boolean) =>
      `Game ${n} of this session: “${title}” was played with takeovers ${lastOn ? 'on' : 'off'}.`,
    choseInstead: (on: boolean) => `The players chose takeovers ${on ? 'on' : 'off'} instead.`,
  },

  scoring: {
    tied: (best: number, names: string) =>
      `Tied on ${best} VP: ${names} share the win (the expansion’s rules give no tie-break).`,
  },

  progress: {
    mode: (on: boolean): string => (on ? 'takeovers on' : 'takeovers off'),
    endTriggered: (names: string, mode: string) => `End triggered by ${names} · ${mode}`,
    playing: (mode: string) => `Playing · ${mode}`,
    options: (goals: boolean, takeovers: boolean) =>
      `Options: goals ${goals ? 'on' : 'off'}, takeovers ${takeovers ? 'on' : 'off'}`,
  },
}

export type RftgTexts = typeof T

/** "Ana, Bo, and Cy" / "Ana, Bo und Cy": names as the language lists them (the same as Finish game). */
export const listOf = (names: readonly string[], locale?: Locale): string =>
  new Intl.ListFormat(locale ?? 'en', { type: 'conjunction' }).format(names)

/** The shared texts in a language (English when none is given). */
export function textsIn(locale: Locale | undefined): RftgTexts {
  return locale === 'de' ? T_DE : T
}
