// Rules reference for Star Wars: Rebellion (base game) and Rise of the Empire, written in the
// project's own words from ../shared/rulebooks and ../shared/game-facts.
import {
  defineRules,
  withGerman,
  list,
  para,
  reading,
  steps,
  table,
  tip,
  warning,
  type RuleSource,
} from '../../core/rules'
import { rebellionRulesDe } from './rules-de'

// The ids code links to live in rule-ids.ts (small, so tools link without loading this file).

const base = (section: string): RuleSource => ({ file: 'rulebooks/rebellion-base-rules.txt', section })
const rote = (section: string): RuleSource => ({
  file: 'rulebooks/rebellion-rise-of-the-empire-setup-and-phases.txt',
  section,
})
const facts = (section: string): RuleSource => ({ file: 'game-facts/README.md', section })
const ROTE = 'rise-of-the-empire'

const english = defineRules([
  // ── Overview and setup ────────────────────────────────────────────────────────────────────
  {
    id: 'rebellion.overview',
    game: 'rebellion',
    kind: 'rule',
    title: 'What each side is trying to do',
    summary:
      'Two very different factions: the Empire hunts for the hidden Rebel base and must conquer it; the Rebels stay hidden and win by building reputation until it meets the time marker.',
    body: [
      table(
        ['Side', 'How it wins', 'How it plays'],
        [
          [
            'Galactic Empire',
            'Take the Rebel base system (Imperial units there, no Rebel units)',
            'Spread out, build big fleets, probe the map, crush unrest',
          ],
          [
            'Rebel Alliance',
            'Reputation marker and time marker on the same time-track space',
            'Avoid open battle; missions, sabotage, diplomacy and objectives',
          ],
        ],
      ),
      para('Leaders drive everything: they go on missions, activate systems to move troops and lead combats.'),
    ],
    keywords: ['goal', 'aim', 'win', 'factions', 'empire', 'rebels', 'introduction', 'overview'],
    related: ['rebellion.victory', 'rebellion.game-round', 'rebellion.leaders'],
    source: base('Star Wars: Rebellion Game Rules'),
  },
  {
    id: 'rebellion.components',
    game: 'rebellion',
    kind: 'rule',
    title: 'Components and deck sizes',
    summary:
      'The map has 32 systems in 8 regions; the probe deck has 31 cards (every system but Coruscant); 15 objectives, 30 tactic cards.',
    body: [
      table(
        ['Component', 'Count', 'Notes'],
        [
          ['Systems on the map', '32', '8 regions × 4; 24 populous, 8 remote'],
          ['Probe cards', '31', 'One per system except Coruscant'],
          ['Objective cards (base)', '15', '5 per stage I, II, III; Death Star Plans in stages II and III'],
          ['Tactic cards', '30', '15 space, 15 ground'],
          ['Time track', '16 spaces', 'Time marker starts on 1, reputation on 14'],
        ],
      ),
      para(
        'Each player also has a faction sheet, plastic units, leaders, loyalty markers, mission cards and action cards.',
      ),
    ],
    keywords: ['contents', 'box', 'pieces', 'cards', 'deck size', 'how many cards', 'miniatures'],
    related: ['rebellion.units', 'rebellion.dice', 'rebellion.systems-and-regions'],
    source: base('Components'),
    confidence: 'medium-high',
  },
  {
    id: 'rebellion.setup',
    game: 'rebellion',
    kind: 'rule',
    title: 'Setup (base game)',
    summary:
      'Pick sides, set starting leaders, put time on 1 and reputation on 14, build the objective, action, tactic and mission decks, place units, hide the base, draw hands.',
    body: [
      steps(
        'Sides: agree who plays Empire and who plays Rebels (randomly if nobody agrees). Each takes their faction sheet, units, leaders, loyalty markers, mission and action cards.',
        'Leaders: each side puts its four leaders without a recruit icon into the leader pool on its sheet. Recruit-icon leaders wait beside the board.',
        'Board and time track: join the halves; time marker on space 1, reputation marker on space 14.',
        'Objective deck: stage I on top of stage II on top of stage III (each shuffled). The Rebels secretly draw one objective.',
        'Action decks: shuffle the action cards that show a recruit icon into each side’s action deck. First game: put the others back in the box.',
        'Tactic decks: shuffle space and ground tactics separately; put them with all markers and dice within reach.',
        'Mission cards: set aside the 4 starting missions, give the Empire the project deck, shuffle the rest as each mission deck.',
        'Units and loyalty: first game uses the fixed layout; later games use the advanced setup.',
        'Rebel base: the Rebels secretly pick a probe card for the base location, then the probe deck is shuffled.',
        'Hands: 4 starting missions plus 2 drawn missions each.',
      ),
    ],
    keywords: ['set up', 'start', 'prepare', 'begin', 'starting leaders', 'reputation 14', 'time 1'],
    related: [
      'rebellion.first-game-setup',
      'rebellion.objective-deck',
      'rebellion.mission-decks',
      'rebellion.choose-base',
      'rebellion.rote.setup',
    ],
    source: base('Setup'),
  },
  {
    id: 'rebellion.objective-deck',
    game: 'rebellion',
    kind: 'rule',
    title: 'Building the objective deck',
    summary: 'Shuffle stages I, II and III separately and stack them so stage I is drawn first and stage III last.',
    body: [
      list(
        'Sort objectives by the stage numeral on the back.',
        'Shuffle each stage on its own.',
        'Stack: III at the bottom on the board’s objective space, II on it, I on top.',
        'The Rebel player draws one card and keeps it hidden from the Empire.',
      ),
      tip('Rise of the Empire builds this deck differently (fewer cards per stage, Death Star Plans shuffled in).'),
    ],
    keywords: ['objective deck', 'stages', 'stage I', 'stage II', 'stage III', 'objective setup'],
    related: ['rebellion.objectives', 'rebellion.rote.objective-deck', 'rebellion.setup'],
    source: base('Prepare Objective Deck'),
  },
  {
    id: 'rebellion.mission-decks',
    game: 'rebellion',
    kind: 'rule',
    title: 'Starting missions, projects and mission decks',
    summary:
      'Starting missions (curved arrow) are kept aside and always return to hand; project cards (white star) form the Empire’s project deck; the rest is each side’s mission deck.',
    body: [
      table(
        ['Card type', 'How to spot it', 'Where it goes'],
        [
          ['Starting mission', 'Curved arrow at the bottom', 'Aside, then into the starting hand (4 per side)'],
          ['Project', 'White star, bottom-right', 'Empire shuffles them onto the board’s project space'],
          ['Other missions', 'Neither mark', 'Shuffled face down as each side’s mission deck'],
        ],
      ),
      para('After use a starting mission goes back to its owner’s hand; every other mission is discarded.'),
    ],
    keywords: ['starting missions', 'project deck', 'projects', 'mission deck', 'curved arrow', 'white star'],
    related: ['rebellion.missions', 'rebellion.setup', 'rebellion.rote.mission-decks'],
    source: base('Prepare Mission Cards'),
  },
  {
    id: 'rebellion.choose-base',
    game: 'rebellion',
    kind: 'rule',
    title: 'Choosing the Rebel base location',
    summary:
      'Take out the probe cards of systems holding Imperial units, then the Rebels secretly slide one remaining card under the base’s Location space.',
    body: [
      steps(
        'Remove from the probe deck every system that holds Imperial units.',
        'The Rebel player secretly chooses one of the remaining cards and places it face down under Location.',
        'Shuffle the rest as the probe deck on its board space.',
      ),
      tip('First game: pick a system with no Imperial units in any adjacent system.'),
      tip(
        'Holotable’s probe-deck step names the cards to take out once the Empire’s starting units are recorded. The Rebel private view lists the systems still open and can record the choice privately; the shared timeline never names it.',
      ),
    ],
    keywords: ['base location', 'hide base', 'secret base', 'location space', 'probe card'],
    related: ['rebellion.rebel-base', 'rebellion.probe-droids', 'rebellion.setup'],
    source: base('Choose Base Location'),
  },
  {
    id: 'rebellion.first-game-setup',
    game: 'rebellion',
    kind: 'rule',
    title: 'First-game layout',
    summary:
      'A fixed starting layout for learning the game: 5 probe cards removed, Rebel forces at Bothawui and the base space, Imperial forces across six systems.',
    body: [
      para('Probe cards taken out of the deck before shuffling: Corellia, Mandalore, Saleucami, Sullust, Mustafar.'),
      table(
        ['Place', 'Units', 'Marker'],
        [
          ['Kashyyyk', '—', 'Rebel loyalty'],
          ['Naboo', '—', 'Rebel loyalty'],
          [
            'Bothawui',
            'Corvette ×1, Rebel Transport ×1, X-wing ×1, Y-wing ×1, Rebel Trooper ×3, Airspeeder ×1',
            'Rebel loyalty',
          ],
          ['Rebel Base space', 'X-wing ×1, Y-wing ×1, Rebel Trooper ×3, Airspeeder ×1', '—'],
          [
            'Coruscant',
            'Star Destroyer ×1, Assault Carrier ×1, TIE ×2, Stormtrooper ×3, AT-AT ×1, AT-ST ×1',
            '(always Imperial)',
          ],
          ['Saleucami', 'Star Destroyer ×1, TIE ×2, Stormtrooper ×2, AT-ST ×1', 'Imperial loyalty'],
          ['Mandalore', 'Death Star ×1, TIE ×4, Stormtrooper ×2, AT-ST ×1', 'Subjugation'],
          ['Sullust', 'Star Destroyer ×1, TIE ×2, Stormtrooper ×2, AT-ST ×1', 'Subjugation'],
          ['Corellia', 'Assault Carrier ×1, Stormtrooper ×1', 'Imperial loyalty'],
          ['Mustafar', 'Assault Carrier ×1, TIE ×2, Stormtrooper ×2, AT-ST ×1', 'Imperial loyalty'],
        ],
      ),
      tip('In the first game, recruit cards are used only for their leaders: the card abilities are ignored.'),
    ],
    keywords: ['first game', 'beginner', 'learning game', 'starting units', 'fixed setup', 'diagram', 'page 16'],
    related: ['rebellion.setup', 'rebellion.choose-base', 'rebellion.recruit'],
    source: base('First Game Setup'),
  },
  // ── Round structure and phases ───────────────────────────────────────────────────────────
  {
    id: 'rebellion.game-round',
    game: 'rebellion',
    kind: 'rule',
    title: 'Game round: three phases',
    summary: 'Every round runs Assignment, then Command, then Refresh, until one side wins.',
    body: [
      table(
        ['Phase', 'In short'],
        [
          ['I. Assignment', 'Put leaders on face-down missions (Rebels first).'],
          ['II. Command', 'Alternate turns: reveal a mission or activate a system; pass when done.'],
          ['III. Refresh', 'Leaders home, draw missions and probes, objective, advance time, recruit/build, deploy.'],
        ],
      ),
    ],
    keywords: ['round', 'phases', 'turn order', 'sequence', 'game play'],
    related: ['rebellion.quick.assignment', 'rebellion.quick.command', 'rebellion.quick.refresh'],
    source: base('Game Play'),
  },
  {
    id: 'rebellion.assignment-phase',
    game: 'rebellion',
    kind: 'rule',
    title: 'Assignment phase',
    summary:
      'The Rebels assign first, then the Empire: each mission card goes face down with one or two leaders standing on it.',
    body: [
      steps(
        'Rebel player assigns any number of leaders, then the Imperial player does the same.',
        'To assign: place a mission card from hand face down by your sheet and stand 1 or 2 leaders from your pool on it.',
        'The leaders together must meet the skill requirement in the card’s top-left corner.',
      ),
      para(
        'Leaders left in the pool stay flexible: in the Command phase they can activate systems or oppose enemy missions.',
      ),
    ],
    keywords: ['assign', 'assignment', 'who goes first', 'mission placement', 'face down', 'leader pool'],
    related: ['rebellion.quick.assignment', 'rebellion.skills', 'rebellion.leaders', 'rebellion.rote.assignment'],
    source: base('I. Assignment Phase'),
  },
  {
    id: 'rebellion.leaders',
    game: 'rebellion',
    kind: 'rule',
    title: 'Leaders',
    summary:
      'Leaders move units, attempt and oppose missions and command combats; the numbers are combat tactics and the icons are mission skills.',
    body: [
      table(
        ['On the leader', 'Used for'],
        [
          ['Space and ground tactics values', 'Combat; a leader with no tactics values cannot activate a system'],
          ['Skill icons (diplomacy, intel, spec ops, logistics)', 'Meeting mission requirements and dice when opposed'],
          ['Recruit icon', 'Not a starting leader; joins later through recruiting'],
          ['Frame colour', 'Matters only in the team game'],
        ],
      ),
    ],
    keywords: ['leader', 'character', 'tactics value', 'skill icons', 'recruit icon', 'frame colour', 'team game'],
    related: ['rebellion.skills', 'rebellion.recruit', 'rebellion.activate-system'],
    source: base('WHAT ARE LEADERS?'),
  },
  {
    id: 'rebellion.command-phase',
    game: 'rebellion',
    kind: 'rule',
    title: 'Command phase',
    summary:
      'Rebels first, players alternate single actions — activate a system or reveal a mission — until both have passed.',
    body: [
      list(
        'Activate a system: send a leader from your pool to a system and move units in; combat may follow.',
        'Reveal a mission: flip a mission one of your leaders is on and carry it out.',
        'Pass: allowed at any time; after that your turns are skipped for the rest of the phase.',
      ),
      para('When everyone has passed, go to the Refresh phase.'),
    ],
    keywords: ['command', 'actions', 'alternate', 'pass', 'passing', 'turn'],
    related: ['rebellion.quick.command', 'rebellion.activate-system', 'rebellion.missions', 'rebellion.rote.command'],
    source: base('II. Command Phase'),
  },
  {
    id: 'rebellion.activate-system',
    game: 'rebellion',
    kind: 'rule',
    title: 'Activating a system and moving units',
    summary:
      'Put a leader from your pool in any system, then move your units in from adjacent systems; a system that already has your leader is locked for moving out.',
    body: [
      steps(
        'Take one leader with tactics values from your pool and place it in any system.',
        'Move any of your ships from adjacent systems into it; ships can carry ground units (see transport).',
        'If opposing units are there after moving, resolve a combat.',
      ),
      warning(
        'Units cannot leave a system that already holds one of your own leaders (captured Rebel leaders do not lock it).',
      ),
      tip('Only adjacent systems can send units, and shaded areas ringed in orange cannot be crossed.'),
      tip(
        'Holotable’s Units tab accepts an activation (and a retreat) only in the Command phase; before it, the form names the phase and waits. Leaders left on the board go back to their pools when Retrieve leaders is ticked or the next round starts.',
      ),
    ],
    keywords: [
      'activate',
      'move',
      'movement',
      'hyperspace',
      'fly',
      'adjacent',
      'leader blocks',
      'locked system',
      'start combat',
    ],
    related: [
      'rebellion.transport',
      'rebellion.combat',
      'rebellion.finding-rebel-base',
      'rebellion.systems-and-regions',
    ],
    source: base('Activate A System'),
  },
  {
    id: 'rebellion.transport',
    game: 'rebellion',
    kind: 'rule',
    title: 'Transport capacity',
    summary: 'Ground units only move alongside a ship with spare transport capacity; TIE Fighters also need a carrier.',
    body: [
      para(
        'Each arriving ship may bring ground units up to the transport number on the faction sheet. TIE Fighters count as cargo, exactly like ground units.',
      ),
      table(
        ['Ship', 'Carries'],
        [
          ['Assault Carrier', '4'],
          ['Star Destroyer', '6'],
          ['Super Star Destroyer', '8'],
          ['Death Star', '8'],
          ['Rebel Transport', '4'],
          ['Corellian Corvette', '2'],
          ['Mon Calamari Cruiser', '4 (one source: 6)'],
        ],
        'Capacities from the faction sheets as encoded in game facts',
      ),
      tip(
        'Units tab: activations and retreats are checked against these numbers, per system the figures come from. If your sheet gives the Mon Calamari Cruiser another number, set it in Settings › Data corrections; each move records the number it used, so replaying the log never changes a past move.',
      ),
    ],
    keywords: ['carry', 'capacity', 'transport', 'ferry', 'tie fighter needs transport', 'ground units move'],
    related: ['rebellion.activate-system', 'rebellion.units'],
    source: base('Activate A System'),
    confidence: 'medium-high',
  },
  {
    id: 'rebellion.systems-and-regions',
    game: 'rebellion',
    kind: 'rule',
    title: 'Systems and regions',
    summary:
      '32 systems in 8 regions of 4; populous systems have a loyalty space and resource icons, remote ones have neither.',
    body: [
      list(
        'Ground units stand on the planet art; ships sit in the space around it.',
        'Regions are bounded by thick orange borders.',
        'Populous system: loyalty space + resource icons (what it builds). Remote system: no loyalty, no resources.',
        'Shaded areas fully ringed in orange are impassable.',
      ),
      para('Remote systems: Dagobah, Dantooine, Dathomir, Endor, Hoth, Ilum, Tatooine, Yavin.'),
    ],
    keywords: ['map', 'system', 'region', 'populous', 'remote', 'impassable', 'planet', 'resource icons'],
    related: ['rebellion.loyalty', 'rebellion.build', 'rebellion.dathomir-felucia'],
    source: base('WHAT ARE SYSTEMS AND REGIONS?'),
  },
  {
    id: 'rebellion.finding-rebel-base',
    game: 'rebellion',
    kind: 'rule',
    title: 'Imperial ground units arriving: is the base here?',
    summary:
      'Each time Imperial ground units arrive somewhere, the Rebel player has to say whether the base is in that system, and reveal it before any combat.',
    body: [
      para(
        'Ships alone do not force the question; ground units do. If the answer is yes, the base is revealed first and then combat is fought.',
      ),
    ],
    keywords: ['found base', 'is the base here', 'declare base', 'search', 'ground units enter'],
    related: ['rebellion.rebel-base-reveal', 'rebellion.probe-droids'],
    source: base('Finding The Rebel Base'),
  },
  // ── Missions ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'rebellion.missions',
    game: 'rebellion',
    kind: 'rule',
    title: 'Revealing a mission: resolve or attempt',
    summary:
      '“Resolve” missions simply happen; “attempt” missions succeed unless an enemy leader opposes and wins the dice.',
    body: [
      steps(
        'Flip a face-down mission that one of your leaders stands on and read it out.',
        'Name the system where it happens (only that choice now) and move the leader there.',
        'Resolve: the effect happens, no opposition allowed. Attempt: the opponent may oppose; unopposed means success.',
      ),
      warning(
        'A mission set in the “Rebel Base” space puts the leader on that board space, not in the hidden base’s system.',
      ),
      para('Afterwards a starting mission returns to hand; any other mission is discarded.'),
    ],
    keywords: ['mission', 'reveal', 'resolve', 'attempt', 'difference', 'discard mission', 'starting mission returns'],
    related: [
      'rebellion.opposing-missions',
      'rebellion.skills',
      'rebellion.mission-details',
      'rebellion.mission-decks',
    ],
    source: base('Revealing A Mission'),
  },
  {
    id: 'rebellion.opposing-missions',
    game: 'rebellion',
    kind: 'rule',
    title: 'Opposing a mission',
    summary:
      'The opponent may send one leader from the pool; then both roll one die per matching skill icon and the attempt needs strictly more successes.',
    body: [
      steps(
        'After the system is named, the opponent may place one pool leader there.',
        'Each side counts the skill icons matching the mission’s requirement on all its leaders in that system and rolls that many dice (any colour).',
        'Count successes (see the counting entry). The attempting side succeeds only with more successes; a tie fails.',
      ),
      table(
        ['Attempting side', 'Opponent', 'Result'],
        [
          ['3 successes', '2', 'Succeeds'],
          ['2 successes', '2', 'Fails (ties go to the opponent)'],
          ['0 successes', '0', 'Fails'],
        ],
        'Examples',
      ),
      tip(
        'A worked case: Leia (2 intel) attempts an intel mission at Coruscant; Palpatine (2 intel) opposes; each rolls two dice.',
      ),
    ],
    keywords: [
      'oppose',
      'opposition',
      'block mission',
      'mission dice',
      'successes',
      'tie',
      'mission roll',
      'who wins mission',
    ],
    related: [
      'rebellion.mission-success-counting',
      'rebellion.missions',
      'rebellion.mission-details',
      'rebellion.rote.mission-dice',
    ],
    source: base('Opposing A Mission'),
  },
  {
    id: 'rebellion.mission-success-counting',
    game: 'rebellion',
    kind: 'ambiguity',
    title: 'Which die faces count as mission successes',
    summary:
      'The icons were lost from the rulebook text. Holotable counts hit = 1, direct hit = 1, special = 2 successes; verify with your copy.',
    body: [
      para(
        'The rulebook sentence names two icons worth one success each and one icon worth two, but the icons themselves did not survive in our text.',
      ),
      table(
        ['Face', 'Reading Holotable uses', 'Alternative'],
        [
          ['Hit', '1 success', '—'],
          ['Direct hit', '1 success', '2 successes'],
          ['Special', '2 successes', '1 success'],
          ['Blank', '0', '0'],
        ],
      ),
      reading(
        'Holotable keeps these numbers as data marked low confidence; the mission odds screen shows a “verify on your copy” marker and you can correct them in Settings.',
      ),
    ],
    keywords: ['mission success', 'special counts two', 'direct hit success', 'counting', 'icons', 'uncertain'],
    related: ['rebellion.opposing-missions', 'rebellion.dice'],
    source: base('Opposing A Mission'),
    confidence: 'low',
  },
  {
    id: 'rebellion.skills',
    game: 'rebellion',
    kind: 'rule',
    title: 'Mission skills',
    summary:
      'The top-left icons on a mission are the minimum matching skill icons its leaders must have; more matching icons mean more dice when opposed.',
    body: [
      table(
        ['Skill', 'Rebel missions tend to', 'Imperial missions tend to'],
        [
          ['Diplomacy', 'Gain loyalty, get units', 'Gain loyalty, get units'],
          ['Intel', 'Gain objective cards', 'Hunt for the Rebel base'],
          ['Spec ops', 'Destroy Imperial units', 'Capture and exploit Rebel leaders'],
          ['Logistics', 'Move units to and from the base', 'Special units, faster building'],
        ],
      ),
    ],
    keywords: ['skill', 'diplomacy', 'intel', 'spec ops', 'logistics', 'requirement', 'icon'],
    related: ['rebellion.assignment-phase', 'rebellion.opposing-missions'],
    source: base('WHAT ARE SKILLS?'),
  },
  {
    id: 'rebellion.mission-details',
    game: 'rebellion',
    kind: 'rule',
    title: 'Mission fine print: “against a leader” and portraits',
    summary:
      'A mission “against a leader” happens in that leader’s system; the leader pictured on a mission adds 2 successes when attempting it.',
    body: [
      list(
        'Against a leader: the mission’s system is wherever that leader stands.',
        'Portrait under the skill icons: anyone may do the mission; the pictured leader adds 2 successes to an opposed attempt.',
        'If such a mission is resolved rather than attempted, the card lists an extra effect when the pictured leader does it.',
      ),
    ],
    keywords: ['portrait', 'leader image', 'bonus successes', 'against a leader', 'two extra successes'],
    related: ['rebellion.opposing-missions', 'rebellion.missions'],
    source: base('Other Mission Rules:'),
  },
  // ── Refresh ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'rebellion.refresh-phase',
    game: 'rebellion',
    kind: 'rule',
    title: 'Refresh phase',
    summary:
      'Leaders come home, each side draws 2 missions (hand limit 10), the Empire draws 2 probes, the Rebels 1 objective, time advances, then recruit/build and deploy.',
    body: [
      steps(
        'Retrieve leaders: all leaders back to the pool; unrevealed missions return to hand.',
        'Draw missions: 2 each, then discard down to 10 cards.',
        'Probe droids: the Empire draws 2 probe cards and keeps them secret.',
        'Objective: the Rebels draw 1 objective.',
        'Advance time: move the time marker one space; act on any recruit or build icon there.',
        'Deploy: slide build queues one space (Rebels first) and place units that came off space 1.',
      ),
      tip(
        'In Holotable the Round tab keeps this order: time moves once per Refresh (the button or T) and cannot move outside it; building waits for the marker to land on a build icon and stops once either queue has slid; the Imperial queue slides after the Rebel one. Advance time, Build and Deploy tick themselves when both sides have done them. Starting the next round needs the time marker moved, lists any unticked steps and asks first; the new round starts with an empty checklist.',
      ),
      tip(
        'Ticking Retrieve leaders takes every leader not captured off the Units tab’s board (unticking it, or undo, puts them back); starting the next round does it too if the step was left unticked. An objective played in this phase ticks Rebel objective, and a second one in the same Refresh phase is refused.',
      ),
    ],
    keywords: ['refresh', 'cleanup', 'end of round', 'hand limit', 'draw missions', 'discard to 10'],
    related: [
      'rebellion.quick.refresh',
      'rebellion.probe-droids',
      'rebellion.time-track',
      'rebellion.build',
      'rebellion.deploy',
      'rebellion.rote.refresh',
    ],
    source: base('Refresh Phase'),
  },
  {
    id: 'rebellion.probe-droids',
    game: 'rebellion',
    kind: 'rule',
    title: 'Probe droids',
    summary: 'Each Refresh the Empire draws 2 probe cards; every system drawn is ruled out as the base’s hiding place.',
    body: [
      list(
        'The probe deck holds one card per system except Coruscant, minus the base card and any removed at setup.',
        'Probe cards in the Imperial hand are secret.',
        'Some Imperial missions draw or search probes as well.',
      ),
      warning(
        'Keep drawn probe cards hidden: on a shared screen, only the Imperial player should open any list of them.',
      ),
    ],
    keywords: ['probe', 'probe cards', 'probe droids', 'search base', 'rule out', 'empire draws'],
    related: ['rebellion.rebel-base', 'rebellion.choose-base', 'rebellion.refresh-phase'],
    source: base('Launch Probe Droids'),
  },
  {
    id: 'rebellion.time-track',
    game: 'rebellion',
    kind: 'rule',
    title: 'Time track and reputation',
    summary:
      'The time marker moves up one space each Refresh; objectives move reputation down toward it; the Rebels win the moment they share a space.',
    body: [
      list(
        'Start: time on 1, reputation on 14 (of 16 spaces).',
        'Each Refresh: time +1, then resolve any recruit or build icon on the new space.',
        'Each objective played moves reputation toward time by its printed value.',
      ),
    ],
    keywords: ['time marker', 'reputation', 'track', 'advance time', 'countdown', 'turn counter'],
    related: [
      'rebellion.time-track-icons',
      'rebellion.victory',
      'rebellion.objectives',
      'rebellion.recruit',
      'rebellion.build',
    ],
    source: base('Advance Time Marker'),
  },
  {
    id: 'rebellion.time-track-icons',
    game: 'rebellion',
    kind: 'ambiguity',
    title: 'Which time-track spaces show recruit and build icons',
    summary:
      'Holotable assumes recruit icons on spaces 2–5 and build icons on even spaces 2–14; this comes from one source, so check your board.',
    body: [
      table(
        ['Icon', 'Spaces Holotable assumes'],
        [
          ['Recruit', '2, 3, 4, 5'],
          ['Build', '2, 4, 6, 8, 10, 12, 14'],
        ],
      ),
      reading(
        'Only one source lists these and the rulebook text does not print the track. If your board differs, correct the spaces in Settings; the Round tab then follows your board.',
      ),
    ],
    keywords: ['recruit icon', 'build icon', 'time track spaces', 'when do we build', 'when do we recruit'],
    related: ['rebellion.time-track', 'rebellion.recruit', 'rebellion.build'],
    source: facts('Time track'),
    confidence: 'medium',
  },
  {
    id: 'rebellion.recruit',
    game: 'rebellion',
    kind: 'rule',
    title: 'Recruiting leaders',
    summary: 'On a recruit icon each side draws 2 action cards and adds one of the leaders shown to its pool.',
    body: [
      list(
        'Draw 2 cards from your action deck.',
        'Choose one leader pictured on either card and put that leader in your pool.',
        'First game: ignore the card abilities and box both cards.',
      ),
      tip(
        'In Holotable the recruit-icon leaders wait under the leader pool on the Units tab until you press Recruit for the one chosen (at this step or when a card recruits); until then they cannot be placed. Games started before the app recorded recruiting keep every leader in the pool.',
      ),
    ],
    keywords: ['recruit', 'new leader', 'action cards', 'action deck', 'recruit icon'],
    related: ['rebellion.time-track-icons', 'rebellion.leaders', 'rebellion.rote.refresh'],
    source: base('Recruit Icon'),
  },
  {
    id: 'rebellion.build',
    game: 'rebellion',
    kind: 'rule',
    title: 'Building units',
    summary:
      'On a build icon, each loyal system builds one unit per resource icon (a subjugated system only its left icon); units go on the build queue at the printed number.',
    body: [
      steps(
        'For each of your loyal systems, take one unit per resource icon; for each subjugated system (Empire only) use just the left-most icon.',
        'The icon’s theatre and shape pick the unit from your faction sheet.',
        'Put the unit on your build queue space matching the number beside the icon.',
      ),
      table(
        ['Icon', 'Empire builds', 'Rebels build'],
        [
          ['Space ▲', 'TIE Fighter', 'X-wing, Y-wing or Rebel Transport (choose)'],
          ['Space ●', 'Assault Carrier', 'Corellian Corvette'],
          ['Space ■', 'Star Destroyer', 'Mon Calamari Cruiser'],
          ['Ground ▲', 'Stormtrooper', 'Rebel Trooper'],
          ['Ground ●', 'AT-ST', 'Airspeeder'],
          ['Ground ■', 'AT-AT', 'Shield Generator or Ion Cannon (choose)'],
        ],
      ),
      list(
        'The Rebels also build from the “Rebel Base” board space, treated like a system.',
        'No building in a system holding an enemy unit or a sabotage marker.',
      ),
      tip(
        'Units are taken from the supply, so a unit whose figures are all on the board, on the build queue or waiting to deploy cannot be built: Holotable refuses such a build and names the box’s count and how many figures are in each of those places (correct it in Settings › Data corrections if your copy has more). Figures not recorded on the Units tab are not counted.',
      ),
    ],
    keywords: ['build', 'resource icon', 'build queue', 'production', 'produce units', 'left-most icon', 'supply'],
    related: [
      'rebellion.deploy',
      'rebellion.time-track-icons',
      'rebellion.subjugation',
      'rebellion.sabotage',
      'rebellion.ord-mantell-icons',
    ],
    source: base('Build Icon'),
  },
  {
    id: 'rebellion.deploy',
    game: 'rebellion',
    kind: 'rule',
    title: 'Deploying units',
    summary:
      'Every Refresh, queues slide one space (Rebels first); units leaving space 1 are placed, at most 2 per system, only where you have loyalty or subjugation.',
    body: [
      steps(
        'Rebels, then Empire: move every unit on the build queue one space toward your board edge.',
        'Units that slide off space 1 are ready.',
        'Place them in systems with your loyalty marker (Empire: also subjugation markers); Rebels may use the “Rebel Base” space.',
      ),
      table(
        ['Limit', 'Value'],
        [
          ['Units per system per deploy', 'At most 2 per player'],
          ['System with an enemy unit', 'No deploying'],
          ['Sabotaged system', 'No deploying'],
          ['Subjugated system (Rebels)', 'No deploying, even over Rebel loyalty'],
        ],
      ),
      tip(
        'After the base is revealed, Holotable offers the base’s system instead of the “Rebel Base” space, whatever its loyalty, with the same limit of 2.',
      ),
      reading(
        'Holotable still refuses that system while it is sabotaged or holds Imperial units, as for any other system: the text on units redirected to the base does not say otherwise.',
      ),
      reading(
        'A unit that left space 1 but is not placed (nowhere legal, or the players chose not to): the rule texts do not say what becomes of it. Holotable keeps it waiting beside the queue, names it before the next round starts, and takes it off the list only when it is deployed; the next slide adds the units it brings to the ones still waiting.',
      ),
    ],
    keywords: [
      'deploy',
      'place units',
      'reinforcements',
      'build queue',
      'how many units per system',
      'two units',
      'slide queue',
      'max 2',
    ],
    related: ['rebellion.build', 'rebellion.quick.refresh', 'rebellion.sabotage', 'rebellion.rebel-base'],
    source: base('Deploy Units'),
  },
  // ── Winning, objectives, Death Star ──────────────────────────────────────────────────────
  {
    id: 'rebellion.victory',
    game: 'rebellion',
    kind: 'rule',
    title: 'How the game ends',
    summary:
      'The Empire wins at once by conquering the Rebel base’s system; the Rebels win at once when reputation and time share a space.',
    body: [
      table(
        ['Winner', 'Condition (checked immediately)'],
        [
          ['Empire', 'The base’s system has an Imperial unit and no Rebel units'],
          ['Empire', 'The Death Star destroys the base’s system'],
          ['Rebels', 'Reputation marker and time marker on the same space'],
        ],
      ),
      para('Reputation mostly comes from objective cards.'),
      tip(
        'Holotable announces the Rebel win as soon as the markers meet, and the Empire’s when the base’s system is marked destroyed on the Systems tab (a base recorded in the Rebel private view, or one revealed); a conquest is entered with “Base conquered”. “Base system destroyed” entered by hand is taken only once the board shows that system destroyed (with no base recorded: once any system is).',
      ),
    ],
    keywords: ['win', 'victory', 'game end', 'when do rebels win', 'when does empire win', 'conquer base'],
    related: ['rebellion.time-track', 'rebellion.objectives', 'rebellion.death-star', 'rebellion.rote.win-conditions'],
    source: base('End of the Game'),
  },
  {
    id: 'rebellion.objectives',
    game: 'rebellion',
    kind: 'rule',
    title: 'Objective cards',
    summary:
      'The Rebels hold objectives, draw one each Refresh, and play one when its condition is met to move reputation toward time.',
    body: [
      list(
        'Start with 1 objective; draw 1 more every Refresh.',
        'Play it when its requirement is met at the time it names; discard it and move reputation toward time by its value.',
        'Limit: one objective per combat and one per Refresh phase.',
      ),
      tip(
        'Holotable’s reputation field (Round tab) takes an objective in the Refresh phase, one per phase (it ticks Rebel objective), or in the Command phase for one fulfilled during a combat. In the Assignment phase it is refused.',
      ),
      tip(
        'One per combat, counting the combats the Units tab records: a combat begins when an activation moves units into a system holding enemy units, or when the battle tracker records a first round there, and it is the Command phase’s combat until another begins or the phase ends. A second objective during it is refused, naming its system. With no combat recorded in the phase (units not recorded), the field takes the objective at the players’ word.',
      ),
    ],
    keywords: ['objective', 'reputation', 'play objective', 'one objective per combat', 'score'],
    related: ['rebellion.objective-deck', 'rebellion.time-track', 'rebellion.victory'],
    source: base('Objective Cards'),
  },
  {
    id: 'rebellion.death-star',
    game: 'rebellion',
    kind: 'rule',
    title: 'The Death Star',
    summary:
      'With a “Superlaser Online” project the Death Star destroys a system; only the Death Star Plans objective can destroy it.',
    body: [
      list(
        'The Imperials get “Superlaser Online” through the Research and Development mission.',
        'Destroying a system: put a destroyed-system marker there and remove all Rebel ground units in it.',
        'If that system holds the Rebel base, the Empire wins immediately.',
        'The Death Star has no health: combat cannot destroy it; only the Death Star Plans objective can.',
      ),
    ],
    keywords: [
      'death star',
      'superlaser',
      'destroy system',
      'death star plans',
      'planet destroyed',
      'bombard',
      'bombardment',
      'blow up planet',
    ],
    related: ['rebellion.victory', 'rebellion.units', 'rebellion.rote.death-star-under-construction'],
    source: base('The Death Star'),
  },
  // ── Rebel base ───────────────────────────────────────────────────────────────────────────
  {
    id: 'rebellion.rebel-base',
    game: 'rebellion',
    kind: 'rule',
    title: 'The Rebel base',
    summary:
      'The base starts hidden; while hidden, Rebel units sit on the board’s “Rebel Base” space, which stands for the secret system.',
    body: [
      list(
        'Chosen secretly at setup from the probe cards.',
        'Effects that say “Rebel Base” mean the board space, not the hidden system.',
        'Rebels may deploy to the base space without giving anything away.',
      ),
      tip(
        'On the Units tab the Rebel Base space is a place of its own, first in the list of systems: the Rebel starting deployment and deploys put their units there, units can be added, taken off or moved there, and leaders placed there. Only Rebel units stand on it, and nothing more goes onto it once the base is revealed.',
      ),
    ],
    keywords: ['rebel base', 'hidden base', 'base space', 'secret', 'additional rules'],
    related: [
      'rebellion.rebel-base-movement',
      'rebellion.rebel-base-reveal',
      'rebellion.new-base',
      'rebellion.choose-base',
    ],
    source: base('The Rebel Base'),
  },
  {
    id: 'rebellion.rebel-base-movement',
    game: 'rebellion',
    kind: 'rule',
    title: 'Moving to and from the hidden base',
    summary:
      'Hidden-base units travel only between the base space and the neighbours of the real base system — which hints to the Empire where it is.',
    body: [
      para(
        'A move between the base space and a system shows that system is next to (or is) the base. A few missions move units to or from the base from anywhere without that tell.',
      ),
      tip(
        'When the Rebels activate a system, the Units tab offers the base space’s units as well; activating the Rebel Base space offers the Rebel units of every system. Holotable does not check that the system is next to the hidden base: the check would give the base away on the shared screen, and some missions allow the move from anywhere. Transport and the leader rule still apply: a leader on the base space keeps its units in, as in a system (a reading: the rules call the space a system only for building and deploying).',
      ),
    ],
    keywords: ['move to base', 'leave base', 'base adjacency', 'gives away base'],
    related: ['rebellion.rebel-base', 'rebellion.activate-system'],
    source: base('Moving To And From The Rebel Base'),
  },
  {
    id: 'rebellion.rebel-base-reveal',
    game: 'rebellion',
    kind: 'rule',
    title: 'Revealing the Rebel base',
    summary:
      'The base is revealed as soon as the Empire has loyalty or ground units in its system; base-space units then move into that system.',
    body: [
      steps(
        'Trigger: Imperial loyalty or Imperial ground units in the base system (ground units arriving: reveal before combat).',
        'Flip the Location probe card face up onto the “Rebel Base” space.',
        'Move every unit and leader from the base space into that system.',
      ),
      para(
        'Afterwards the base space’s resource icons still build, but nothing can be deployed to or moved onto the base space; such units go into the revealed system instead.',
      ),
      tip(
        'If the Rebel player recorded the base in the private view (Setup tab), Holotable reveals it by itself when the system board shows Imperial loyalty or a subjugation marker there, or when Imperial ground units are recorded in that system on the Units tab (ships alone do not reveal it). Where units are not recorded, use “Reveal the Rebel base” on the Systems tab. Either way, the units and leaders on the Rebel Base space move into the base’s system. A recorded base that is still hidden cannot be recorded as conquered, nor a revealed one while Rebel units are recorded in its system (with Rise of the Empire, Rebel structures left there do not count, as its sheet’s win conditions say).',
      ),
    ],
    keywords: ['reveal base', 'base found', 'base revealed', 'when is the base revealed', 'imperial ground units'],
    related: ['rebellion.finding-rebel-base', 'rebellion.rebel-base', 'rebellion.victory'],
    source: base('Revealing The Rebel Base'),
  },
  {
    id: 'rebellion.new-base',
    game: 'rebellion',
    kind: 'rule',
    title: 'Establishing a new base (Rapid Mobilization)',
    summary:
      'Look at 4 probe cards and may pick a new base without Imperial loyalty or units; the old base is revealed and its units stay there.',
    body: [
      steps(
        'Draw the top 4 probe cards; choose one (no Imperial loyalty, no Imperial units) or none.',
        'If you choose: reveal the old base, move base-space units into the old system.',
        'The Empire receives the old base’s probe card; the new card goes face down under Location.',
        'Shuffle the unchosen cards and tuck them under the probe deck.',
      ),
      para('The new base starts empty until units move or deploy there.'),
    ],
    keywords: ['rapid mobilization', 'move base', 'new base', 'relocate base', 'establish base'],
    related: ['rebellion.rebel-base', 'rebellion.rote.refresh'],
    source: base('Establishing A New Base'),
  },
  {
    id: 'rebellion.sabotage',
    game: 'rebellion',
    kind: 'rule',
    title: 'Sabotage markers',
    summary:
      'A sabotaged system builds nothing for either side and takes no deployments until an Imperial mission removes the marker.',
    body: [
      list(
        'Placed by some Rebel missions.',
        'Blocks both building and deploying there, for both players.',
        'Removed by certain Imperial missions.',
      ),
    ],
    keywords: ['sabotage', 'sabotaged', 'marker', 'block building', 'no deploy'],
    related: ['rebellion.build', 'rebellion.deploy'],
    source: base('Sabotage Markers'),
  },
  // ── Loyalty and subjugation ─────────────────────────────────────────────────────────────
  {
    id: 'rebellion.loyalty',
    game: 'rebellion',
    kind: 'rule',
    title: 'Loyalty',
    summary:
      'A populous system is Rebel, Imperial or neutral; gaining loyalty turns neutral into yours, or enemy into neutral.',
    body: [
      table(
        ['System now', 'You “gain 1 loyalty”', 'Result'],
        [
          ['Neutral (no marker)', 'Place your marker', 'Loyal to you'],
          ['Loyal to the opponent', 'Remove their marker', 'Neutral'],
        ],
      ),
      list(
        'Diplomacy missions are the main way to gain loyalty.',
        'Loyal systems build for their side.',
        'Imperial loyalty or subjugation = Imperial system. Coruscant is always Imperial and never changes.',
      ),
    ],
    keywords: ['loyalty', 'gain loyalty', 'neutral', 'allegiance', 'support', 'coruscant', 'loyalty and subjugation'],
    related: ['rebellion.subjugation', 'rebellion.build', 'rebellion.rote.loyalty-draw'],
    source: base('Loyalty'),
  },
  {
    id: 'rebellion.subjugation',
    game: 'rebellion',
    kind: 'rule',
    title: 'Subjugation (occupying a system)',
    summary:
      'A system lacking Imperial loyalty becomes subjugated as soon as an Imperial ground unit stands there; it then builds for the Empire from its left-most icon only.',
    body: [
      list(
        'Trigger: a system without Imperial loyalty holds one or more Imperial ground units.',
        'Put a subjugation marker in the loyalty space (over any Rebel marker).',
        'Empire builds from the left-most resource icon only.',
        'Rebels cannot build or deploy there, even with their marker underneath.',
        'When no Imperial ground unit remains, discard the marker: loyalty reverts to the Rebels if their marker is underneath, otherwise neutral.',
      ),
      tip(
        'Holotable: Imperial ground units recorded on the Units tab in a populous system without Imperial loyalty set its subjugation marker, and the last of them leaving clears it, whether taken off on the Units tab, moved or retreated away, or destroyed in a round recorded in the battle tracker (the round’s timeline line says so; undoing the round brings the marker back). A marker set by hand on the Systems tab where no Imperial units were recorded stays until you change it. Rounds recorded before the app did this leave the marker on, and the battle tracker on the Units tab offers to take it off.',
      ),
    ],
    keywords: ['subjugate', 'subjugation', 'occupy', 'occupation', 'conquer', 'left icon', 'marker'],
    related: ['rebellion.loyalty', 'rebellion.build', 'rebellion.ord-mantell-icons', 'rebellion.rote.round-end'],
    source: base('Subjugation'),
  },
  {
    id: 'rebellion.attachment-rings',
    game: 'rebellion',
    kind: 'rule',
    title: 'Attachment rings',
    summary: 'Cards can put a ring on a leader’s stand; a leader holds only one ring, so a new one replaces the old.',
    body: [
      para(
        'What a ring does is written on the card that attached it. The captured-leader ring is the one you will see most.',
      ),
    ],
    keywords: ['ring', 'attachment', 'leader ring'],
    related: ['rebellion.capture'],
    source: base('Attachment Rings'),
  },
  {
    id: 'rebellion.capture',
    game: 'rebellion',
    kind: 'rule',
    title: 'Capturing and rescuing leaders',
    summary:
      'A captured Rebel leader wears the ring, cannot return to the pool or be moved by the Rebels, and is rescued when no Imperial units share its system.',
    body: [
      table(
        ['Captured leader', ''],
        [
          ['Opposes missions?', 'Usually not — except missions attempted against that leader'],
          ['Moves?', 'Only by the Empire, like a ground unit'],
          ['Blocks Rebel units leaving?', 'No'],
          ['Second capture', 'The Empire has one ring: the first prisoner is rescued'],
        ],
      ),
      list(
        'Rescue: no Imperial units in its system (often after an Imperial combat loss), or a mission.',
        'A rescued leader loses the ring and goes to the “Rebel Base” space.',
      ),
      tip(
        'Units tab: Capture beside a Rebel leader’s name records a capture made at the table (capturing a second leader rescues the first). A captured leader has no way back to the pool; on the Units tab its line under the Rebels says when no Imperial unit is left in its system (so does the Units tab’s battle tracker after a combat), and Rescue there records the rescue, whether the board or a mission card freed it. Each is one event: undo takes it back.',
      ),
    ],
    keywords: ['capture', 'captured', 'prisoner', 'jail', 'rescue', 'interrogate', 'captured leader ring'],
    related: ['rebellion.attachment-rings', 'rebellion.mission-details'],
    source: base('Capturing Leaders'),
  },
  {
    id: 'rebellion.structures',
    game: 'rebellion',
    kind: 'rule',
    title: 'Structures: Shield Generator and Ion Cannon',
    summary:
      'Structures are immobile Rebel ground units that roll no dice; their combat effects are on the Rebel faction sheet.',
    body: [list('Cannot move.', 'Roll no combat dice.', 'Give combat abilities described on the faction sheet.')],
    keywords: ['structure', 'shield generator', 'ion cannon', 'immobile', 'shield bunker'],
    related: ['rebellion.units', 'rebellion.rote.round-end'],
    source: base('Structures'),
  },
  // ── Combat, dice, units ──────────────────────────────────────────────────────────────────
  {
    id: 'rebellion.combat',
    game: 'rebellion',
    kind: 'rule',
    title: 'Combat overview',
    summary:
      'Combat starts when units move into a theatre with enemies; rounds fight space then ground, attacker first, until one side has nothing left in both theatres.',
    body: [
      steps(
        'Trigger: your units enter a system’s space or ground theatre holding enemy units; fight at once.',
        'Each side may add a leader with tactics values if it has none there (maximum 2 leaders per side).',
        'Space round (if both have ships), then ground round (if both have ground units); the attacker goes first in each step.',
        'Roll the attack dice printed for each of your units in that theatre; hits damage units whose health colour matches the die, direct hits damage any unit.',
        'After both sides roll, units with damage at or above their health are destroyed.',
        'Retreat opportunity, then repeat until no opposing forces remain in either theatre.',
      ),
      warning(
        'The base rulebook text Holotable has does not include its combat chapter; this entry follows the Rise of the Empire phase card and the game facts. Base-game tactic-card handling may differ: check your rulebook.',
      ),
    ],
    keywords: ['combat', 'battle', 'fight', 'attack', 'rounds', 'theatre', 'space combat', 'ground combat'],
    related: [
      'rebellion.quick.combat',
      'rebellion.dice',
      'rebellion.units',
      'rebellion.rote.tactic-cards',
      'rebellion.rote.retreat',
    ],
    source: rote('COMBAT'),
  },
  {
    id: 'rebellion.dice',
    game: 'rebellion',
    kind: 'rule',
    title: 'Dice',
    summary:
      'Red and black six-sided dice carry hits, direct hits, specials and blanks; at most 5 red and 5 black per attack.',
    body: [
      table(
        ['Die', 'Hit', 'Direct hit', 'Special', 'Blank'],
        [
          ['Red', '2', '1', '1', '2'],
          ['Black', '2 (see ambiguity)', '1', '1', '2'],
          ['Green (Rise of the Empire)', '—', '2', '—', '4'],
        ],
      ),
      list(
        'Hit: 1 damage to a unit whose health colour matches the die.',
        'Direct hit: 1 damage to any unit.',
        'Special: used with tactic cards.',
        'Limits: 5 red and 5 black per attack; up to 10 dice per side in a mission.',
      ),
    ],
    keywords: [
      'dice',
      'die faces',
      'red die',
      'black die',
      'green die',
      'hit',
      'direct hit',
      'special',
      'blank',
      'max dice',
    ],
    related: ['rebellion.black-die', 'rebellion.mission-success-counting', 'rebellion.combat'],
    source: facts('Dice (six-sided)'),
    confidence: 'medium',
  },
  {
    id: 'rebellion.black-die',
    game: 'rebellion',
    kind: 'ambiguity',
    title: 'Black die faces',
    summary:
      'Holotable treats the black die like the red one (2 hit, 1 direct hit, 1 special, 2 blank); one source says 3 hits and no direct hit.',
    body: [
      table(
        ['Face', 'Reading Holotable uses', 'Alternative'],
        [
          ['Hit', '2', '3'],
          ['Direct hit', '1', '0'],
          ['Special', '1', '1'],
          ['Blank', '2', '2'],
        ],
      ),
      reading(
        'The odds calculators use the first column and show a “verify on your copy” marker; enter your die’s faces in Settings if it differs.',
      ),
    ],
    keywords: ['black die', 'dice faces', 'uncertain', 'odds', 'direct hit'],
    related: ['rebellion.dice', 'rebellion.combat'],
    source: facts('Dice (six-sided)'),
    confidence: 'medium',
  },
  {
    id: 'rebellion.units',
    game: 'rebellion',
    kind: 'rule',
    title: 'Unit reference',
    summary: 'Attack dice, health and transport for each unit, from the faction sheets as encoded in the game facts.',
    body: [
      table(
        ['Unit', 'Theatre', 'Attack (red/black)', 'Health', 'Carries'],
        [
          ['TIE Fighter', 'Space', '0/1', 'Black 1', 'Needs transport'],
          ['Assault Carrier', 'Space', '1/1', 'Red 2', '4'],
          ['Star Destroyer', 'Space', '2/1', 'Red 4', '6'],
          ['Super Star Destroyer', 'Space', '3/2', 'Red 6', '8'],
          ['Death Star', 'Space', '4/0', 'None', '8'],
          ['Stormtrooper', 'Ground', '0/1', 'Black 1', '—'],
          ['AT-ST', 'Ground', '1/1', 'Red 2', '—'],
          ['AT-AT', 'Ground', '2/1', 'Red 3', '—'],
        ],
        'Empire',
      ),
      table(
        ['Unit', 'Theatre', 'Attack (red/black)', 'Health', 'Carries'],
        [
          ['X-wing', 'Space', '0/1', 'Black 1', '—'],
          ['Y-wing', 'Space', '1/0', 'Black 1', '—'],
          ['Rebel Transport', 'Space', 'None', 'Red 2', '4'],
          ['Corellian Corvette', 'Space', '1/1', 'Red 2', '2'],
          ['Mon Calamari Cruiser', 'Space', '2/1', 'Red 4', '4 (or 6)'],
          ['Rebel Trooper', 'Ground', '0/1', 'Black 1', '—'],
          ['Airspeeder', 'Ground', '1/1', 'Red 2', '—'],
          ['Shield Generator / Ion Cannon', 'Ground', 'Structure', 'Red 3', '—'],
        ],
        'Rebels',
      ),
    ],
    keywords: ['units', 'health', 'attack', 'stats', 'tie', 'star destroyer', 'x-wing', 'at-at', 'miniatures', 'ships'],
    related: ['rebellion.transport', 'rebellion.dice', 'rebellion.structures', 'rebellion.rote.units'],
    source: facts('Units'),
    confidence: 'medium-high',
  },
  {
    id: 'rebellion.dathomir-felucia',
    game: 'rebellion',
    kind: 'ambiguity',
    title: 'Is Dathomir adjacent to Felucia?',
    summary:
      'Holotable treats Dathomir and Felucia as not adjacent (map geometry); one encoding links them — check your board.',
    body: [
      reading(
        'Holotable’s map keeps the 69 links the sources agree on and leaves the disputed Dathomir–Felucia link out. If your board shows a shared border, set “Dathomir and Felucia share a border” to 1 in Settings: the moves the app checks then follow it. The first-game check that keeps the Rebel base away from Imperial units uses the 69 links.',
      ),
    ],
    keywords: ['adjacency', 'adjacent', 'dathomir', 'felucia', 'map link', 'border'],
    related: ['rebellion.systems-and-regions', 'rebellion.activate-system'],
    source: facts('Map — see rebellion-systems.json'),
    confidence: 'medium',
  },
  {
    id: 'rebellion.ord-mantell-icons',
    game: 'rebellion',
    kind: 'ambiguity',
    title: 'Ord Mantell icon order',
    summary:
      'Holotable reads Ord Mantell as space ● then ground ●; the order matters because a subjugated system builds only from its left icon.',
    body: [
      reading(
        'Most encodings agree on this order, not all. Correct it in Settings if your board shows the ground icon first.',
      ),
    ],
    keywords: ['ord mantell', 'icon order', 'left icon', 'subjugated build'],
    related: ['rebellion.subjugation', 'rebellion.build'],
    source: facts('Map — see rebellion-systems.json'),
    confidence: 'medium',
  },
  // ── Quick-reference cards ────────────────────────────────────────────────────────────────
  {
    id: 'rebellion.quick.assignment',
    game: 'rebellion',
    kind: 'quick-reference',
    title: 'Card: Assignment phase',
    summary: 'Rebels then Empire put 1–2 leaders on each face-down mission; everyone else stays in the pool.',
    body: [
      list(
        '□ Rebels assign first, then the Empire.',
        '□ Card face down, 1 or 2 leaders on top.',
        '□ Leaders’ matching icons ≥ the card’s requirement.',
        '□ Keep some leaders back: they oppose missions and activate systems later.',
        '□ Rise of the Empire: action cards that trigger now may be played.',
      ),
    ],
    keywords: ['cheat sheet', 'summary', 'assignment card', 'quick reference'],
    related: ['rebellion.assignment-phase', 'rebellion.quick.command'],
    source: base('I. Assignment Phase'),
  },
  {
    id: 'rebellion.quick.command',
    game: 'rebellion',
    kind: 'quick-reference',
    title: 'Card: Command phase',
    summary: 'Alternate one action at a time (Rebels first): reveal a mission, activate a system, or pass.',
    body: [
      table(
        ['Action', 'Checklist'],
        [
          [
            'Reveal mission',
            'Flip, name system, move leader. Resolve = happens. Attempt = opponent may oppose with 1 pool leader; need more successes.',
          ],
          [
            'Activate system',
            'Pool leader with tactics into a system; pull ships from adjacent systems not holding your leader; carry ground units; fight if enemies.',
          ],
          [
            'Pass',
            'Your turns are skipped from now on (Rise of the Empire: pool leaders may still oppose or join combats).',
          ],
        ],
      ),
      list(
        '□ Imperial ground units entering: Rebels declare the base.',
        '□ Imperial ground unit without Imperial loyalty: subjugate.',
      ),
    ],
    keywords: ['cheat sheet', 'summary', 'command card', 'quick reference', 'what can I do on my turn'],
    related: ['rebellion.command-phase', 'rebellion.missions', 'rebellion.activate-system', 'rebellion.quick.refresh'],
    source: base('II. Command Phase'),
  },
  {
    id: 'rebellion.quick.refresh',
    game: 'rebellion',
    kind: 'quick-reference',
    title: 'Card: Refresh phase',
    summary:
      'Leaders home → 2 missions each (limit 10) → Empire 2 probes → Rebels 1 objective → time +1 (recruit/build) → deploy (max 2 per system).',
    body: [
      steps(
        'Leaders back to pools; unrevealed missions back to hand.',
        'Each side draws 2 missions; discard to 10.',
        'Empire draws 2 probe cards.',
        'Rebels draw 1 objective.',
        'Time marker +1 → recruit icon: draw 2 action cards, take 1 leader; build icon: fill build queues.',
        'Rebels then Empire slide queues; deploy units off space 1, at most 2 per system, not into enemy or sabotaged systems.',
      ),
      tip('Rebels win at once if reputation reaches the time marker.'),
    ],
    keywords: ['cheat sheet', 'summary', 'refresh card', 'quick reference', 'end of round checklist'],
    related: ['rebellion.refresh-phase', 'rebellion.deploy', 'rebellion.build', 'rebellion.rote.refresh'],
    source: base('Refresh Phase'),
  },
  {
    id: 'rebellion.quick.combat',
    game: 'rebellion',
    kind: 'quick-reference',
    title: 'Card: Combat round',
    summary:
      'Prepare leaders → space (tactic cards, roll, reroll, damage) → ground (same) → retreat → round end; repeat while both sides have forces.',
    body: [
      steps(
        'Preparation: each side may add a leader with tactics if it has none there (max 2 per side). Attacker acts first in every step.',
        'Space (both have ships): choose tactic cards, reveal, use top or bottom ability; roll; one reroll up to best space tactics; assign damage.',
        'Ground (both have ground units): Rebels may take back one ground tactic from the discard; then as for space, using ground tactics.',
        'Destroy units with damage ≥ health.',
        'Retreat (once per combat), attacker first.',
        'Round end: drop subjugation where no Imperial ground unit is left; remove lone structures whose owner rolled no ground dice.',
      ),
      tip('The Rebels may play one combat objective when its condition is met.'),
    ],
    keywords: ['cheat sheet', 'summary', 'combat card', 'quick reference', 'battle steps'],
    related: [
      'rebellion.combat',
      'rebellion.rote.tactic-cards',
      'rebellion.rote.rerolls',
      'rebellion.rote.damage',
      'rebellion.rote.retreat',
    ],
    source: rote('COMBAT'),
  },
  // ── Rise of the Empire (linked part) ─────────────────────────────────────────────────────
  {
    id: 'rebellion.rote.setup',
    game: 'rebellion',
    part: ROTE,
    kind: 'rule',
    title: 'Rise of the Empire setup',
    summary:
      'Ten steps: leaders, objectives, tokens, tactics, actions, loyalty draw, missions, deployment, Rebel base, cards.',
    body: [
      steps(
        'Leaders: the 4 without a recruit symbol into each leader pool.',
        'Objectives: three stacked stages with Death Star Plans in II and III.',
        'Tokens: time on 1, reputation on 14.',
        'Tactics: space and ground tactic decks beside each sheet.',
        'Actions: recruit-symbol action cards shuffled as the action deck.',
        'Loyalty: draw probe cards for 3 Rebel and 5 Imperial systems.',
        'Missions: starting missions aside; project deck; mission deck.',
        'Deployment: Empire first, then Rebels.',
        'Rebel base: choose a probe card, slide it under Location.',
        'Cards: 2 missions + 4 starting missions; Rebels 1 objective; 2 non-recruit action cards.',
      ),
    ],
    keywords: ['rise of the empire', 'rote', 'expansion setup', 'setup guide'],
    related: [
      'rebellion.rote.objective-deck',
      'rebellion.rote.loyalty-draw',
      'rebellion.rote.mission-decks',
      'rebellion.rote.action-cards',
      'rebellion.rote.deployment',
      'rebellion.rote.final-steps',
      'rebellion.setup',
    ],
    source: rote('SETUP GUIDE'),
  },
  {
    id: 'rebellion.rote.objective-deck',
    game: 'rebellion',
    part: ROTE,
    kind: 'rule',
    title: 'Rise of the Empire objective deck',
    summary:
      '5 random stage I over (Death Star Plans + 4 random stage II) over (Death Star Plans + 4 random stage III); unused objectives go back unseen.',
    body: [
      table(
        ['Layer', 'Cards', 'Total'],
        [
          ['Top: stage I', '5 random', '5'],
          ['Middle: stage II', 'Death Star Plans + 4 random, shuffled together', '5'],
          ['Bottom: stage III', 'Death Star Plans + 4 random, shuffled together', '5'],
        ],
      ),
      para('Return the leftover objectives to the box face down — nobody looks at them.'),
    ],
    keywords: ['objective deck', 'death star plans', 'stages', 'rote objectives', 'random objectives'],
    related: ['rebellion.objective-deck', 'rebellion.objectives', 'rebellion.rote.setup'],
    source: rote('2 OBJECTIVES'),
  },
  {
    id: 'rebellion.rote.loyalty-draw',
    game: 'rebellion',
    part: ROTE,
    kind: 'rule',
    title: 'Starting loyalty by probe draw',
    summary:
      'Reveal probe cards until 3 Rebel and 5 Imperial systems are out; the first 2 Imperial are subjugated, the other 3 get Imperial loyalty, the Rebel ones Rebel loyalty.',
    body: [
      steps(
        'Reveal probe cards one at a time; skip cards without a setup faction mark.',
        'Stop when 3 Rebel-marked and 5 Imperial-marked systems are out.',
        'Imperial systems in draw order: the first 2 get subjugation markers, the next 3 Imperial loyalty.',
        'Each Rebel system gets a Rebel loyalty marker.',
        'The Imperial systems’ cards leave the game; the other cards drawn go back and the probe deck is shuffled.',
      ),
      table(
        ['Pool', 'Systems'],
        [
          ['Rebel mark', 'Bothawui, Kashyyyk, Mon Calamari, Naboo, Ryloth'],
          ['Imperial mark', 'Corellia, Mandalore, Mustafar, Mygeeto, Rodia, Saleucami, Sullust'],
        ],
      ),
      reading(
        'On the setup card the instruction to take probe cards out of the game sits in the block about Imperial systems, so Holotable removes those five and has the Rebel systems’ cards shuffled back with the rest.',
      ),
    ],
    keywords: [
      'loyalty draw',
      'probe draw',
      'starting loyalty',
      'subjugated at start',
      'reveal probe cards',
      'setup loyalty',
    ],
    related: ['rebellion.loyalty', 'rebellion.subjugation', 'rebellion.rote.setup', 'rebellion.rote.deployment'],
    source: rote('6 LOYALTY'),
    confidence: 'medium-high',
  },
  {
    id: 'rebellion.rote.mission-decks',
    game: 'rebellion',
    part: ROTE,
    kind: 'rule',
    title: 'Rise of the Empire mission and project decks',
    summary:
      'Starting missions (arrow) aside; star-symbol cards form the project deck; the mission deck mixes cards with the Vader symbol, a leader portrait or a Death Star icon.',
    body: [
      list(
        'Starting missions: the 4 with the arrow symbol, set aside.',
        'Project deck: missions with a star symbol, on the board.',
        'Mission deck: cards marked with the Darth Vader symbol, a leader portrait or a Death Star icon, shuffled.',
      ),
    ],
    keywords: ['mission deck', 'project deck', 'star symbol', 'vader symbol', 'rote missions'],
    related: ['rebellion.mission-decks', 'rebellion.rote.setup'],
    source: rote('7 MISSIONS'),
  },
  {
    id: 'rebellion.rote.action-cards',
    game: 'rebellion',
    part: ROTE,
    kind: 'rule',
    title: 'Rise of the Empire action cards',
    summary:
      'Recruit-symbol actions form the action deck; at the end of setup each side draws 2 of the others, applies their “immediate” text, and the rest of those leave the game.',
    body: [
      list(
        'Action deck: all action cards with a recruit symbol, shuffled, beside your sheet.',
        'Last setup step: each side draws 2 cards without the recruit symbol and carries out whatever they mark as “immediate”.',
        'All other non-recruit action cards leave the game.',
      ),
    ],
    keywords: ['action cards', 'actions', 'non-recruit', 'immediate effect', 'subversion'],
    related: ['rebellion.recruit', 'rebellion.rote.final-steps', 'rebellion.rote.refresh'],
    source: rote('5 ACTIONS'),
  },
  {
    id: 'rebellion.rote.deployment',
    game: 'rebellion',
    part: ROTE,
    kind: 'rule',
    title: 'Rise of the Empire starting deployment',
    summary:
      'The Empire places its starting units first, at least 1 ground unit in every Imperial system; then the Rebels place in the base and systems without Imperial units.',
    body: [
      list(
        'Empire first: units may go in any system with an Imperial loyalty or subjugation marker; each Imperial system needs at least one ground unit.',
        'Death Star Under Construction: in one system the players pick (the card reads remote), whose probe card leaves the game.',
        'A Death Star goes on space 3 of the Imperial build queue.',
        'Rebels: in the “Rebel Base” space, or in systems free of Imperial units.',
      ),
      warning('The scanned card’s unit counts are unreadable in our copy; use the numbers printed on your setup card.'),
      tip(
        'Holotable shows the counts one fan list gives, to compare with your card. Counts that differ are recorded as you enter them and marked “verify on your setup card”; only the placement rules above are refused.',
      ),
      reading(
        'Holotable uses this deployment with the option “New starter units”. Without it, a Rise of the Empire game starts with the base game’s units: the Death Star starts on the board and nothing goes on the build queue. The card lists the Death Star on space 3 in the same step as its new counts and the Death Star Under Construction, which stands in for the base game’s Death Star on the board; no text we have describes a Death Star on the queue beside the base game’s.',
      ),
    ],
    keywords: ['deployment', 'starting units', 'empire deploys first', 'death star queue', 'build queue space 3'],
    related: [
      'rebellion.rote.loyalty-draw',
      'rebellion.rote.death-star-under-construction',
      'rebellion.rote.unreadable-card',
    ],
    source: rote('8 DEPLOYMENT'),
  },
  {
    id: 'rebellion.rote.death-star-under-construction',
    game: 'rebellion',
    part: ROTE,
    kind: 'ambiguity',
    title: 'Where the Death Star Under Construction starts',
    summary:
      'The setup card puts it in one remote system; other sources say populous. Holotable lets the players choose and records it.',
    body: [
      para(
        'It is immobile, has red health 4, and is destroyed if left alone in a combat. Its system’s probe card leaves the game.',
      ),
      reading(
        'Holotable lists the remote systems first (that is how the setup card reads) and then every other system; whichever the players pick is recorded.',
      ),
    ],
    keywords: ['death star under construction', 'remote system', 'starting location', 'uncertain'],
    related: ['rebellion.rote.deployment', 'rebellion.death-star', 'rebellion.rote.retreat'],
    source: rote('8 DEPLOYMENT'),
    confidence: 'low',
  },
  {
    id: 'rebellion.rote.final-steps',
    game: 'rebellion',
    part: ROTE,
    kind: 'rule',
    title: 'Rise of the Empire final setup steps',
    summary:
      'Rebels hide the base under Location; everyone takes 4 starting + 2 drawn missions; Rebels draw 1 objective; each draws 2 non-recruit actions.',
    body: [
      steps(
        'Rebel base: choose a probe card from the deck and slide it face down under Location; shuffle the probe deck.',
        'Hands: 2 mission cards drawn plus the 4 starting missions.',
        'Rebels draw 1 objective.',
        'Each side draws 2 action cards lacking the recruit symbol and applies their immediate effects.',
      ),
    ],
    keywords: ['final steps', 'draw cards', 'rebel base choice', 'starting hand', 'rote'],
    related: ['rebellion.choose-base', 'rebellion.rote.action-cards', 'rebellion.rote.setup'],
    source: rote('FINAL STEPS'),
  },
  {
    id: 'rebellion.rote.unreadable-card',
    game: 'rebellion',
    part: ROTE,
    kind: 'ambiguity',
    title: 'Garbled parts of the Rise of the Empire card',
    summary:
      'Our scan of the setup and phase card loses the deployment counts and some icons; Holotable asks instead of guessing.',
    body: [
      list(
        'Deployment numbers (which unit, how many): enter them from your card.',
        'Build step: the loyalty and subjugation icons are missing; Holotable reads it as the base-game rule (loyal systems all icons, subjugated only the left one).',
        'Deploy step: read as “to your loyal or subjugated systems, or the Rebel base, and also at a Shield Bunker”.',
      ),
      reading('Where the card is unreadable, Holotable follows the base rulebook and marks the result for checking.'),
    ],
    keywords: ['garbled', 'unreadable', 'scan', 'missing icons', 'rote card'],
    related: ['rebellion.rote.deployment', 'rebellion.rote.refresh', 'rebellion.build'],
    source: rote('SETUP GUIDE'),
    confidence: 'low',
  },
  {
    id: 'rebellion.rote.assignment',
    game: 'rebellion',
    part: ROTE,
    kind: 'rule',
    title: 'Rise of the Empire assignment',
    summary:
      'As in the base game (Rebels first, 1–2 leaders per face-down mission), and action cards that trigger during assignment may be played.',
    body: [
      list(
        'Rebels assign first.',
        'Leaders must meet or beat the skill requirement.',
        'Matching icons set your dice if opposed.',
        'Unassigned leaders can later oppose, activate or join combat.',
      ),
    ],
    keywords: ['assignment', 'rote', 'action cards assignment'],
    related: ['rebellion.assignment-phase', 'rebellion.rote.mission-dice'],
    source: rote('1 ASSIGNMENT'),
  },
  {
    id: 'rebellion.rote.win-conditions',
    game: 'rebellion',
    part: ROTE,
    kind: 'rule',
    title: 'Rise of the Empire win conditions',
    summary:
      'Rebels: reputation meets time. Empire: Imperial units hold the revealed base system with no Rebel units (structures don’t save it), or a Death Star destroys the base’s system.',
    body: [
      table(
        ['Winner', 'Condition'],
        [
          ['Rebels', 'Reputation and time markers on the same space'],
          ['Empire', 'Imperial units in the revealed base system and no Rebel units other than structures'],
          ['Empire', 'Any kind of Death Star destroys the base’s system, hidden or revealed'],
        ],
      ),
      reading(
        'The card’s line for the Empire’s conquest is garbled (an “or” joins two halves of one condition). Holotable reads it as one condition: Imperial units in the revealed base’s system with no Rebel units there, Rebel structures not counting.',
      ),
    ],
    keywords: ['win', 'victory', 'rote', 'structures ok', 'base destroyed'],
    related: ['rebellion.victory', 'rebellion.death-star'],
    source: rote('WIN CONDITIONS'),
  },
  {
    id: 'rebellion.rote.command',
    game: 'rebellion',
    part: ROTE,
    kind: 'rule',
    title: 'Rise of the Empire command phase',
    summary:
      'Alternate: reveal a mission, activate a system, or pass. After passing you can still play an assigned Subversion and use pool leaders to oppose or join combats.',
    body: [
      list(
        'A — Reveal mission: flip a card with leaders on it, send them to the chosen system.',
        'B — Activate system: place a leader with tactics; move any units in from adjacent systems that have no friendly uncaptured leader; transport rules apply.',
        'C — Pass: your turns are skipped, but Subversion (if assigned) and pool leaders for opposing or joining combat remain usable.',
      ),
      list(
        'Imperial ground units in the base system reveal the base; base units move into it.',
        'Imperial ground unit without Imperial loyalty: place subjugation.',
      ),
    ],
    keywords: ['command', 'pass', 'subversion', 'rote', 'after passing'],
    related: ['rebellion.command-phase', 'rebellion.quick.command', 'rebellion.rote.mission-dice'],
    source: rote('2 COMMAND'),
  },
  {
    id: 'rebellion.rote.mission-dice',
    game: 'rebellion',
    part: ROTE,
    kind: 'rule',
    title: 'Rise of the Empire mission dice: major and minor skills',
    summary:
      'Roll a red or black die per matching major skill and a green die per matching minor skill (at most 3 green); the attempt fails if the opponent ties or beats it.',
    body: [
      table(
        ['Icon', 'Die'],
        [
          ['Major skill matching the mission', '1 red or black die'],
          ['Minor skill matching the mission', '1 green die (max 3)'],
        ],
      ),
      list('“Resolve” or unopposed: success.', 'The pictured leader still gets extra successes when opposed.'),
    ],
    keywords: ['minor skill', 'major skill', 'green die', 'mission dice', 'rote', 'oppose'],
    related: ['rebellion.opposing-missions', 'rebellion.dice', 'rebellion.mission-success-counting'],
    source: rote('OPPOSE MISSION'),
    confidence: 'medium',
  },
  {
    id: 'rebellion.rote.refresh',
    game: 'rebellion',
    part: ROTE,
    kind: 'rule',
    title: 'Rise of the Empire refresh',
    summary:
      'Rapid Mobilization first, one objective, leaders home (max 8 per side), 2 missions, 2 probes, 1 objective, time +1; recruit keeps 1 of 2 cards.',
    body: [
      steps(
        'Resolve Rapid Mobilization if it was played.',
        'The Rebels may play one objective.',
        'Uncaptured leaders return to pools; each side keeps at most 8 leaders.',
        'Draw 2 missions; discard to 10.',
        'Empire draws 2 probes; Rebels draw 1 objective.',
        'Time +1; resolve the icons on the new space.',
      ),
      table(
        ['Icon', 'Rise of the Empire wording'],
        [
          [
            'Recruit',
            'Draw 2 action cards, keep 1 and put the other on the bottom; you may recruit; resolve “immediate” effects.',
          ],
          [
            'Build',
            'Queue units from your systems’ resources; subjugated use the left icon only; skip sabotaged systems and systems with enemy units.',
          ],
          [
            'Deploy',
            'Slide queue by 1; deploy off space 1 to your systems or the Rebel base, also at a Shield Bunker; max 2 per location; not into enemies or sabotage.',
          ],
        ],
      ),
    ],
    keywords: ['refresh', 'rote', 'max 8 leaders', 'leader limit', 'recruit keep one', 'shield bunker deploy'],
    related: [
      'rebellion.refresh-phase',
      'rebellion.quick.refresh',
      'rebellion.new-base',
      'rebellion.rote.unreadable-card',
    ],
    source: rote('3 REFRESH'),
  },
  {
    id: 'rebellion.rote.combat',
    game: 'rebellion',
    part: ROTE,
    kind: 'rule',
    title: 'Rise of the Empire combat round',
    summary: 'Preparation, space theatre, ground theatre, retreat, round end — the attacker goes first in every step.',
    body: [
      steps(
        'Preparation: add up to one tactics leader if your side has none there; at most 2 leaders per side.',
        'Space theatre if both have ships: tactic cards, attack, reroll, damage.',
        'Ground theatre if both have ground units: same, Rebels may first take back one ground tactic from the discard.',
        'Retreat.',
        'Round end checks, then another round if both sides still have forces in a theatre.',
      ),
      para(
        'Action cards that trigger in combat may be played; the Rebels may play one combat objective once its condition is met.',
      ),
    ],
    keywords: ['combat', 'rote combat', 'round', 'preparation', 'attacker first'],
    related: ['rebellion.combat', 'rebellion.quick.combat', 'rebellion.rote.tactic-cards', 'rebellion.rote.round-end'],
    source: rote('1 PREPARATION'),
  },
  {
    id: 'rebellion.rote.tactic-cards',
    game: 'rebellion',
    part: ROTE,
    kind: 'rule',
    title: 'Tactic cards in Rise of the Empire combat',
    summary:
      'Both players pick a tactic card for the theatre and reveal together; the attacker uses its top or bottom ability first, then the defender.',
    body: [
      list(
        'Space theatre uses space tactics; ground theatre uses ground tactics.',
        'Choose secretly, reveal at the same time.',
        'Each card offers two abilities (top and bottom); pick one.',
        'Cards played may let you cancel dice when damage is allocated.',
        'Before the ground pick, the Rebels may take one ground tactic back from the discard pile.',
      ),
    ],
    keywords: ['tactic card', 'tactics', 'top or bottom', 'reveal together', 'choose tactic'],
    related: ['rebellion.rote.combat', 'rebellion.rote.damage'],
    source: rote('2 SPACE THEATRE'),
  },
  {
    id: 'rebellion.rote.rerolls',
    game: 'rebellion',
    part: ROTE,
    kind: 'rule',
    title: 'Rerolls',
    summary:
      'Once per round in each theatre, reroll up to as many dice as your best leader’s tactics value for that theatre.',
    body: [
      table(
        ['Theatre', 'Reroll up to'],
        [
          ['Space', 'Highest space tactics among your leaders there'],
          ['Ground', 'Highest ground tactics among your leaders there'],
        ],
      ),
    ],
    keywords: ['reroll', 're-roll', 'how many dice can I reroll', 'tactics value', 'leader reroll'],
    related: ['rebellion.rote.combat', 'rebellion.leaders', 'rebellion.dice'],
    source: rote('RE-ROLL DICE'),
  },
  {
    id: 'rebellion.rote.damage',
    game: 'rebellion',
    part: ROTE,
    kind: 'rule',
    title: 'Allocating damage and destroying units',
    summary:
      'A hit is 1 damage to a unit of the die’s colour, a direct hit 1 damage to any unit; once both sides have attacked, units with damage ≥ health are removed.',
    body: [
      table(
        ['Result', 'Damage'],
        [
          ['Hit', '1 to a unit whose health matches the die colour'],
          ['Direct hit', '1 to any unit'],
          ['Tactic card effects', 'May remove dice or heal'],
        ],
      ),
      para('Destruction waits until both players have rolled in that theatre.'),
      reading(
        'Nothing on the sheet clears damage between combat rounds, so Holotable keeps each figure’s damage from one round to the next (the whole-battle odds count it the same way). The sheet is silent on damage after the combat; the app leaves it on the figures until you take it off on the Units tab.',
      ),
      tip(
        'Units tab › Fight › Battle tracker: enter what each round did at the table (figures destroyed, damage on each hit survivor) and record it as one step; undo takes the whole round back. It refuses a loss or a hit on a figure that is not there and damage that reaches a unit’s health (count that one as destroyed), and says who won once a side has nothing left in the system.',
      ),
    ],
    keywords: ['damage', 'allocate', 'health', 'destroyed', 'heal', 'hit colour', 'battle tracker', 'record round'],
    related: ['rebellion.dice', 'rebellion.units', 'rebellion.rote.tactic-cards'],
    source: rote('ALLOCATE DAMAGE / HEAL UNITS'),
  },
  {
    id: 'rebellion.rote.retreat',
    game: 'rebellion',
    part: ROTE,
    kind: 'rule',
    title: 'Retreat',
    summary:
      'Once per combat, attacker first, a side with a leader there may retreat one leader and all its ships to an adjacent enemy-free system that is not the attacker’s origin; the Rebels also to the Rebel Base space while the base is hidden.',
    body: [
      list(
        'Needs a leader in the system.',
        'Rebels cannot retreat while an Imperial Interdictor is there (the card prints “interceptor unit”).',
        'The Empire cannot retreat while any kind of Death Star is there.',
        'Take one leader and all ships; ground units need transport and may be left behind.',
        'Destination: adjacent, no enemy units, not the attacker’s starting system; prefer systems with your units, then with your loyalty.',
        'Rebels, while the base is hidden: the Rebel Base space too, if the battle is in the base’s system or next to it (as a move there). Never the Empire, and no Rebel once the base is revealed: nothing goes onto the space then (the base’s own system is an ordinary neighbour).',
      ),
      warning(
        'A Rebel Transport left alone must retreat or is destroyed; a lone Death Star Under Construction is destroyed.',
      ),
      tip(
        'The battle tracker lists only the places the app’s checks allow (a leader of that side there, no enemy units, no Death Star for the Empire, no Interdictor for the Rebels, not a system the activation moved units in from; for the Rebels the Rebel Base space while the base is hidden) and refuses a second retreat by the same side in one combat. Whether the hidden base is next to the battle is not checked, so that the screen never gives the base away.',
      ),
      reading(
        'The sheet bars the attacking player’s original system as a destination. Holotable reads that as every system the activation brought units from, and applies it to a retreat by either side.',
      ),
      reading(
        'The sheet names adjacent systems only; the base rules let Rebel units move between the Rebel Base space and the systems next to the hidden base (or its own) and nothing onto the space once the base is revealed. Holotable reads a retreat as such a move, so a Rebel retreat may go to the Rebel Base space while the base is hidden, except when the Rebels attacked from that space (the attacker’s origin).',
      ),
    ],
    keywords: ['retreat', 'flee', 'escape', 'interdictor', 'death star retreat', 'lonely transport'],
    related: ['rebellion.rote.combat', 'rebellion.rote.round-end', 'rebellion.transport'],
    source: rote('RETREAT'),
  },
  {
    id: 'rebellion.rote.round-end',
    game: 'rebellion',
    part: ROTE,
    kind: 'rule',
    title: 'End of a combat round',
    summary:
      'Remove subjugation where no Imperial ground units remain, remove lone structures whose owner rolled no ground dice, then fight again while opposing forces remain.',
    body: [
      list(
        'No Imperial ground troops left in the system: remove its subjugation marker.',
        'Structures alone whose owner rolled no dice in the ground step are destroyed.',
        'Combat ends when no theatre holds both sides; otherwise start another round at the space theatre.',
      ),
    ],
    keywords: ['round end', 'combat end', 'lonely structures', 'when does combat end'],
    related: ['rebellion.rote.combat', 'rebellion.subjugation', 'rebellion.structures'],
    source: rote('5 ROUND END'),
  },
  {
    id: 'rebellion.rote.units',
    game: 'rebellion',
    part: ROTE,
    kind: 'rule',
    title: 'Rise of the Empire units and build choices',
    summary:
      'New units join the icon choices: Empire TIE Striker, Assault Tank, Shield Bunker; Rebels U-wing, Nebulon-B, Rebel Vanguard, Golan Arms Turret.',
    body: [
      table(
        ['Unit', 'Side', 'Built from', 'Attack', 'Health'],
        [
          ['TIE Striker', 'Empire', 'Space ▲', '1 green', 'Black 1'],
          ['Assault Tank', 'Empire', 'Ground ▲', '1 green', 'Red 1'],
          ['Shield Bunker', 'Empire', 'Ground ●', 'Structure', 'Red 3'],
          ['Interdictor', 'Empire', 'Project card only', '2 green', 'Red 4'],
          ['U-wing', 'Rebels', 'Space ▲', '1 green', 'Black 1'],
          ['Nebulon-B Frigate', 'Rebels', 'Space ●', '2 green', 'Red 3'],
          ['Rebel Vanguard', 'Rebels', 'Ground ▲', '1 green', 'Black 1'],
          ['Golan Arms Turret', 'Rebels', 'Ground ●', 'Structure, 2 green', 'Red 3'],
          ['Death Star Under Construction', 'Empire', 'Setup', 'Immobile', 'Red 4'],
        ],
      ),
    ],
    keywords: [
      'new units',
      'tie striker',
      'u-wing',
      'interdictor',
      'nebulon',
      'shield bunker',
      'golan',
      'vanguard',
      'assault tank',
    ],
    related: ['rebellion.units', 'rebellion.build'],
    source: facts('Units (attack as red/black/green dice; health colour and value; transport)'),
    confidence: 'medium-high',
  },
])

export const rebellionRules = withGerman(english, rebellionRulesDe)
