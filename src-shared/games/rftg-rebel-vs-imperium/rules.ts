// Rules reference for Race for the Galaxy: Rebel vs Imperium, in the project's own words.
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
import { rftgRulesDe } from './rules-de'

const book = (section: string): RuleSource => ({ file: 'rulebooks/race-for-the-galaxy-rebel-vs-imperium.txt', section })
const facts = (section: string): RuleSource => ({ file: 'game-facts/README.md', section })
const FACTS_SECTION = 'Race for the Galaxy: Rebel vs Imperium'

const english = defineRules([
  {
    id: 'rftg-rebel-vs-imperium.objective',
    game: 'rftg-rebel-vs-imperium',
    kind: 'rule',
    title: 'What this expansion adds',
    summary:
      'Still a race for the most victory points, now with Rebel and Imperium cards and takeovers: conquering military worlds from other players.',
    body: [
      list(
        'Most VP at the end wins, as in the base game.',
        'New: takeovers of other players’ military worlds (optional, switched by the takeover disk).',
        'New goals and a new start-world deal.',
      ),
    ],
    keywords: ['objective', 'goal of the game', 'overview', 'expansion', 'what is new'],
    related: ['rftg-rebel-vs-imperium.takeovers', 'rftg-rebel-vs-imperium.setup'],
    source: book('Objective of the Game'),
  },
  {
    id: 'rftg-rebel-vs-imperium.setup',
    game: 'rftg-rebel-vs-imperium',
    kind: 'rule',
    title: 'Setup changes',
    summary:
      'Shuffle in the new cards (new Gambling World, third Research Labs), use 2 “most” and 4 “first” goals, set the takeover disk, hand out military slides if takeovers are on, deal start worlds by colour.',
    body: [
      steps(
        'Punch out VP chips, goal tiles, military slides, the takeover disk and counters.',
        'Add the new cards; swap the old Gambling World for the revised one; add a third Research Labs.',
        'Goals: mix new with old; draw 2 “most” goals and 4 “first” goals.',
        'Takeover disk: first game of a session shows the red “no takeovers” side; then alternate on and off.',
        'Holotable does the alternation on New game: a game started within 6 hours of the previous Rebel vs Imperium game’s last change continues its session and gets the opposite setting; otherwise takeovers start off. The box stays changeable, and the choice is saved with the game.',
        'Takeovers on: each player gets a military slide and 4 cubes (red, purple, 2 light red); set out the 2 takeover defence counters and the Rebel takeover bonus counter.',
        'Start worlds: see the start-world entry.',
      ),
      tip(
        'Without The Gathering Storm: skip goals and the start-world change; takeovers still work, ignoring Improved Logistics.',
      ),
    ],
    keywords: [
      'setup',
      'preparation',
      'takeover disk',
      'new cards',
      'gambling world',
      'research labs',
      'goals how many',
    ],
    related: [
      'rftg-rebel-vs-imperium.start-worlds',
      'rftg-rebel-vs-imperium.goals',
      'rftg-rebel-vs-imperium.military-slide',
    ],
    source: book('Preparation (Setup)'),
  },
  {
    id: 'rftg-rebel-vs-imperium.start-worlds',
    game: 'rftg-rebel-vs-imperium',
    kind: 'rule',
    title: 'Dealing start worlds',
    summary:
      'Split start worlds into blue (even) and red (odd), deal each player one of each plus 6 cards; keep one world and 4 cards, then reveal together.',
    body: [
      steps(
        'After the goals are out, sort start worlds by number colour: blue (even) and red (odd).',
        'Shuffle each group; deal every player one blue and one red.',
        'Shuffle leftover start worlds into the deck; deal 6 cards each.',
        'Each player looks at all 8 cards, discards 1 start world and 2 cards.',
        'Reveal the chosen start worlds together and start.',
      ),
      table(
        ['Blue (even)', 'Red (odd)'],
        [
          ['0 Old Earth', '1 Epsilon Eridani'],
          ['2 Alpha Centauri', '3 New Sparta'],
          ['4 Earth’s Lost Colony', '5 Separatist Colony'],
          ['6 Ancient Race', '7 Damaged Alien Factory'],
          ['8 Doomed World', '9 Rebel Cantina'],
          ['10 Galactic Developers', '11 Imperium Warlord'],
        ],
      ),
    ],
    keywords: ['start world', 'deal', 'blue', 'red', 'even', 'odd', 'starting hand', 'discard start world'],
    related: ['rftg-rebel-vs-imperium.start-world-numbers', 'rftg-rebel-vs-imperium.setup'],
    source: book('Preparation (Setup)'),
  },
  {
    id: 'rftg-rebel-vs-imperium.start-world-numbers',
    game: 'rftg-rebel-vs-imperium',
    kind: 'ambiguity',
    title: 'Start-world numbers',
    summary:
      'Colours are certain; the numbers 0–11 come from one source. They matter because takeovers resolve from the lowest-numbered start world.',
    body: [
      reading(
        'Holotable uses the numbers in the start-world table and marks them “verify on your copy” on the Setup and Takeovers tabs until you correct them (Settings › Data corrections, one number per start world); the Takeovers tab orders declarations by the corrected numbers.',
      ),
      reading(
        'A corrected number must still fit its world’s colour (even for blue, odd for red, as setup sorts them) and must not be another start world’s number; Settings refuses either and says why.',
      ),
      reading(
        'The sources give no set for each start world, so before its first deal the Setup tab asks which start worlds are in your boxes, remembers the answer (Settings › Data corrections) and deals only from those.',
      ),
    ],
    keywords: ['start world number', 'lowest number', 'uncertain', 'order'],
    related: ['rftg-rebel-vs-imperium.start-worlds', 'rftg-rebel-vs-imperium.takeover-order'],
    source: facts(FACTS_SECTION),
    confidence: 'medium',
  },
  {
    id: 'rftg-rebel-vs-imperium.game-flow',
    game: 'rftg-rebel-vs-imperium',
    kind: 'rule',
    title: 'Round flow (from the base game)',
    summary:
      'This rulebook defers to the base manual for the round: players secretly choose phases, and only chosen phases happen, in phase order.',
    body: [
      list(
        'Everyone picks an action card in secret, then all reveal.',
        'Chosen phases run in order: Explore (I), Develop (II), Settle (III), Consume (IV), Produce (V).',
        'At the end of the round, discard down to the hand limit (10 unless a power raises it).',
      ),
      warning('The expansion text has no detail here; use your base-game rulebook for phase bonuses.'),
    ],
    keywords: [
      'round',
      'phases',
      'explore',
      'develop',
      'settle',
      'consume',
      'produce',
      'game flow',
      'fluxo',
      'actions',
    ],
    related: ['rftg-rebel-vs-imperium.quick.round', 'rftg-rebel-vs-imperium.takeover-declaration'],
    source: book('Fluxo do Jogo'),
  },
  {
    id: 'rftg-rebel-vs-imperium.quick.round',
    game: 'rftg-rebel-vs-imperium',
    kind: 'quick-reference',
    title: 'Card: a round with takeovers',
    summary:
      'Choose phases; in Settle, place worlds, then declare takeovers with Settle powers, then resolve them in order at the end of Settle.',
    body: [
      steps(
        'Choose and reveal actions.',
        'Settle: place and reveal worlds, pay for them.',
        'Players who placed no world (or can place a second) may declare a takeover: power, target world, temporary Military.',
        'End of Settle: resolve takeovers clockwise from the lowest-numbered start world.',
        'Each: defender may add unused temporary Military; attacker ≥ defender + world defence wins.',
        'Winner takes the world and its good, and draws any placement cards.',
      ),
      list(
        '□ Takeover disk red side: no takeovers this game.',
        '□ Game ends at the end of a round where someone has 12+ cards in tableau.',
      ),
    ],
    keywords: ['cheat sheet', 'quick reference', 'summary', 'turn', 'round', 'settle with takeovers'],
    related: [
      'rftg-rebel-vs-imperium.game-flow',
      'rftg-rebel-vs-imperium.takeover-declaration',
      'rftg-rebel-vs-imperium.takeover-order',
      'rftg-rebel-vs-imperium.takeover-success',
    ],
    source: book('Ações e Como Jogar'),
  },
  {
    id: 'rftg-rebel-vs-imperium.takeovers',
    game: 'rftg-rebel-vs-imperium',
    kind: 'rule',
    title: 'Takeovers',
    summary:
      'With takeovers on, you may seize someone else’s military world if you hold a takeover power that player is open to.',
    body: [
      list(
        'The takeover disk shows whether takeovers are on this game.',
        'Off: ignore every power with a takeover symbol, but the cards’ other powers and attributes still work.',
        'Only military worlds can be taken.',
      ),
    ],
    keywords: ['takeover', 'conquer', 'steal world', 'invade', 'invasion', 'attack player', 'takeover disk', 'on off'],
    related: [
      'rftg-rebel-vs-imperium.vulnerability',
      'rftg-rebel-vs-imperium.takeover-declaration',
      'rftg-rebel-vs-imperium.takeover-powers',
    ],
    source: book('Takeovers'),
  },
  {
    id: 'rftg-rebel-vs-imperium.vulnerability',
    game: 'rftg-rebel-vs-imperium',
    kind: 'rule',
    title: 'Who is vulnerable to a takeover',
    summary:
      'Each takeover power has its own target: Imperium Seat hits players with a Rebel military world, Rebel Alliance hits players with an Imperium card, Cloaking Technology hits anyone with Military 1+.',
    body: [
      table(
        ['Attacker’s power', 'You are a target if your tableau has'],
        [
          ['Imperium Seat', 'At least one Rebel military world'],
          ['Rebel Alliance', 'At least one Imperium card'],
          ['Imperium Cloaking Technology', 'Total Military of 1 or more'],
        ],
      ),
      tip(
        'Out of reach: a tableau with no Rebel military worlds, no Imperium cards, and no permanent general Military (temporary or specialized Military is fine).',
      ),
      reading(
        'Imperium Seat and Imperium Cloaking Technology are Imperium cards themselves: the Tableaux tab’s Imperium count includes them, and discarding Cloaking Technology for a takeover lowers it by one.',
      ),
    ],
    keywords: ['vulnerable', 'vulnerability', 'safe from takeover', 'can I be attacked', 'target', 'am I vulnerable'],
    related: [
      'rftg-rebel-vs-imperium.takeover-powers',
      'rftg-rebel-vs-imperium.military-slide',
      'rftg-rebel-vs-imperium.tips',
    ],
    source: book('Vulnerability to Takeovers'),
  },
  {
    id: 'rftg-rebel-vs-imperium.military-slide',
    game: 'rftg-rebel-vs-imperium',
    kind: 'rule',
    title: 'Military slide and cubes',
    summary:
      'Red cube = total Military; a light-red cube marks a Rebel military world, purple an Imperium card; the second light-red cube tracks extra Military against Rebel worlds.',
    body: [
      table(
        ['Cube', 'Tracks'],
        [
          ['Red', 'Your total Military'],
          ['Light red (first)', 'You have a Rebel military world (vulnerable to Imperium Seat)'],
          ['Purple', 'You have an Imperium card (vulnerable to Rebel Alliance)'],
          ['Light red (second)', 'Extra Military against Rebel worlds'],
        ],
      ),
      para('Above 10 Military: flip a spare slide and butt it against yours.'),
    ],
    keywords: ['military slide', 'cubes', 'track military', 'red cube', 'purple cube', 'light red'],
    related: ['rftg-rebel-vs-imperium.vulnerability'],
    source: book('Tracking Military and Vulnerability'),
  },
  {
    id: 'rftg-rebel-vs-imperium.takeover-declaration',
    game: 'rftg-rebel-vs-imperium',
    kind: 'rule',
    title: 'Declaring a takeover',
    summary:
      'In Settle, after worlds are placed, a player who used no placement (or can place twice) names the power, the target world and any temporary Military. Worlds placed this Settle cannot be targeted.',
    body: [
      list(
        'Timing: while Settle powers are used, after worlds are placed and revealed — no separate declaration step.',
        'Using a takeover power is your Settle action: only if you placed no world, or have a second placement (e.g. Improved Logistics).',
        'Announce: the power you use, the world you want, and the temporary Military you commit.',
        'Not allowed: targeting a world newly placed this phase. New worlds’ powers and attributes don’t affect takeovers either.',
      ),
      reading(
        'The Takeovers tab counts Settle actions: one each Settle, two with Improved Logistics; a placed world and every takeover declared or attempted use one, and one more is refused with the reason until New Settle phase. That Improved Logistics allows two takeovers when no world was placed is our reading.',
      ),
      reading(
        'A declaration is binding: declaring is the Settle action, and every declared takeover is resolved in order. The text gives no way back from a declaration, but the app cannot tell a typing slip from a change of mind, so the Takeovers tab lets you remove a declaration only until the first takeover of that Settle is resolved. From then on Remove is refused with the reason, and every declaration listed keeps its attacker’s Settle action until New Settle phase, even one that fails or that an earlier takeover decides. Undoing the takeovers resolved this Settle allows corrections again.',
      ),
      para(
        'Takeovers are declared while Settle powers are used, and resolved after that: once the first takeover of a Settle is resolved, the Takeovers tab refuses Declare with the reason, and so does the calculator’s Resolve when the list of declarations is in use that Settle (a table using the calculator alone resolves there, one takeover after another). While declarations wait, the Takeovers tab’s calculator refuses Resolve too: they resolve from the list, in order.',
      ),
      para(
        'Imperium Cloaking Technology is discarded by the takeover it is used for, so a player who declared one takeover with it cannot declare a second with it that Settle: Declare says so.',
      ),
    ],
    keywords: [
      'declare',
      'declaration',
      'procedure',
      'settle',
      'newly placed world',
      'improved logistics',
      'when can I take over',
    ],
    related: ['rftg-rebel-vs-imperium.takeover-order', 'rftg-rebel-vs-imperium.takeover-success'],
    source: book('Takeover Procedure'),
  },
  {
    id: 'rftg-rebel-vs-imperium.takeover-order',
    game: 'rftg-rebel-vs-imperium',
    kind: 'rule',
    title: 'Order of takeover resolution',
    summary:
      'Takeovers resolve at the end of Settle, clockwise, starting with the player whose start world has the lowest number; a later one succeeds only if earlier ones failed.',
    body: [
      steps(
        'Everyone pays for worlds and uses Settle powers.',
        'Start with the player holding the lowest-numbered start world; go clockwise.',
        'Resolve each declared takeover in that order.',
      ),
      para(
        'The Takeovers tab resolves declarations only in this order: N resolves the next one, and Resolve on a later one is refused with the reason. The Takeovers tab’s calculator works a takeover out after the declarations waiting before it, counting the temporary Military set on them.',
      ),
      reading(
        'The text does not say what becomes of a declaration an earlier takeover decided. Holotable records it in its turn (“Record: did not take place”, or N): it was declared, so the attacker’s Settle action, the temporary Military declared with it (still counted for the rest of the Settle) and Imperium Cloaking Technology (discarded) are spent, as for a takeover that failed; the defender adds nothing.',
      ),
      reading(
        'The procedure says nothing about a later declaration after an earlier one succeeded; only the tips do (a later one lands only if the earlier ones failed). Holotable by default fails a later declaration against a world already taken, and offers the literal reading (every later one fails) as a switch on the Takeovers tab.',
      ),
    ],
    keywords: [
      'order',
      'resolve',
      'who goes first',
      'lowest start world',
      'clockwise',
      'who resolves takeovers first',
      'timing',
    ],
    related: [
      'rftg-rebel-vs-imperium.start-world-numbers',
      'rftg-rebel-vs-imperium.takeover-success',
      'rftg-rebel-vs-imperium.tips',
    ],
    source: book('Takeover Procedure'),
  },
  {
    id: 'rftg-rebel-vs-imperium.takeover-success',
    game: 'rftg-rebel-vs-imperium',
    kind: 'rule',
    title: 'Does the takeover succeed?',
    summary:
      'The attacker wins when their total Military is at least the defender’s total Military plus the target world’s defence; ties favour the attacker.',
    body: [
      para('Before the comparison, the defender may add any unused temporary Military.'),
      reading(
        'Temporary Military used in a takeover can no longer be added, but it still counts in that player’s Military for every later takeover of the same Settle, attacking or defending. So when two players take over from one defender, a boost drawn out by the first still stands against the second, and the defender can add only what is left. The text allows only “unused” temporary Military to be added and never has it run out before the phase ends; that it lasts the Settle is our reading. The Takeovers tab shows it as “used earlier this Settle” in the list of declarations and the calculator, and New Settle phase ends it.',
      ),
      table(
        ['Attacker Military', 'Defender Military + world defence', 'Result'],
        [
          ['8', '5 + 3 = 8', 'Success (tie)'],
          ['7', '5 + 3 = 8', 'Fails'],
        ],
        'Examples',
      ),
      para(
        'On success the world moves to the attacker with any good on it, and the attacker draws whatever a placement would give (Settle bonus, draw-after powers).',
      ),
    ],
    keywords: [
      'success',
      'tie',
      'ties go to attacker',
      'defence',
      'defense',
      'compare military',
      'boost defense',
      'transfer world',
    ],
    related: ['rftg-rebel-vs-imperium.takeover-order', 'rftg-rebel-vs-imperium.takeover-powers'],
    source: book('Takeover Procedure'),
  },
  {
    id: 'rftg-rebel-vs-imperium.takeover-powers',
    game: 'rftg-rebel-vs-imperium',
    kind: 'rule',
    title: 'Takeover cards and their bonuses',
    summary:
      'Imperium Seat and Cloaking Technology attack, Rebel Alliance attacks with +2 per own Rebel military world, Rebel Pact defends with +2 per Rebel and +1 per other military world.',
    body: [
      table(
        ['Card', 'Type', 'Takeover effect'],
        [
          ['Imperium Seat', '6-dev', 'May take over Rebel military worlds; +1 Military against Rebel worlds'],
          [
            'Rebel Alliance',
            '6-dev',
            'May take over from players with an Imperium card; attacking: +2 Military per own Rebel military world; pays for Rebel military at −2',
          ],
          ['Imperium Cloaking Technology', 'Cost 1, 1 VP', 'Discard it to take over from a player with Military 1+'],
          ['Rebel Pact', 'Cost 1, 1 VP', 'Defending: +2 per own Rebel military world, +1 per other military world'],
          ['Imperium Troops', '—', '+1 Military, +1 more against Rebel worlds'],
          ['Imperium Warlord', 'Start world', '+1 Military, +1 more against Rebel worlds'],
        ],
      ),
      para('All bonuses that count worlds count them as they stood at the start of Settle.'),
      para(
        'The Takeovers tab adds Rebel Alliance’s bonus to every takeover its owner attempts, whatever power is used, and Rebel Pact’s and takeover defence’s only to the defender. Rebel Pact’s power is the takeover-defence symbol (the rulebook gives both +2 per Rebel and +1 per other military world), so ticking both counts that bonus once. Extra Military against Rebel worlds (the second light-red cube) is entered as one number per player and counts only when the target is a Rebel world.',
      ),
      reading(
        'Worlds placed this Settle are left out of every count (vulnerability, bonuses, targets), because their powers and attributes have no effect on takeovers. A world taken this Settle is treated the same way by its new owner until the next Settle (it was not there when Settle began). Imperium Seat targets only Rebel military worlds.',
      ),
    ],
    keywords: [
      'imperium seat',
      'rebel alliance',
      'cloaking technology',
      'rebel pact',
      'takeover defense',
      'bonus',
      'powers',
      'imperium troops',
      'warlord',
    ],
    related: [
      'rftg-rebel-vs-imperium.vulnerability',
      'rftg-rebel-vs-imperium.takeover-success',
      'rftg-rebel-vs-imperium.power-labels',
    ],
    source: book('Specific Takeover Powers and Bonuses'),
  },
  {
    id: 'rftg-rebel-vs-imperium.power-labels',
    game: 'rftg-rebel-vs-imperium',
    kind: 'ambiguity',
    title: 'Mixed-up takeover symbol labels',
    summary:
      'The rulebook’s symbol list pairs “take over a Rebel military world” with the Imperium-card target and +2 bonus; Holotable follows the vulnerability list instead.',
    body: [
      table(
        ['Power', 'Holotable reading', 'Alternative (symbol list as printed)'],
        [
          ['Imperium Seat', 'Targets Rebel military worlds', 'Same'],
          [
            'Rebel Alliance',
            'Targets any military world of a player with an Imperium card; +2 per own Rebel military world',
            'A “Rebel military world” takeover with those conditions',
          ],
        ],
      ),
      reading('The vulnerability section and the card list agree with the first column, so the Takeovers tab uses it.'),
    ],
    keywords: ['symbol', 'label', 'confusing', 'rebel military world takeover', 'ambiguity'],
    related: ['rftg-rebel-vs-imperium.takeover-powers', 'rftg-rebel-vs-imperium.vulnerability'],
    source: book('Specific Takeover Powers and Bonuses'),
    confidence: 'medium',
  },
  {
    id: 'rftg-rebel-vs-imperium.pay-for-military',
    game: 'rftg-rebel-vs-imperium',
    kind: 'rule',
    title: 'Paying for military worlds',
    summary:
      'Pay-for-military places a non-Alien military world by paying its defence; the Rebel version places a Rebel military world for defence −2; cost reducers take off 2 more.',
    body: [
      table(
        ['Power', 'Places', 'Cost'],
        [
          ['Pay for Military', 'Non-Alien military world as non-military', 'Defence, minus discounts'],
          ['Pay for Rebel Military', 'Rebel military world as non-military', 'Defence − 2, minus discounts'],
          ['Reduce pay-for-military cost', '(needs one of the above)', '−2 more'],
          [
            'Conquer non-military world',
            'Non-military world as military (discard this card)',
            'Defence = printed cost − 2; not combinable with takeovers or paying',
          ],
        ],
      ),
    ],
    keywords: ['pay for military', 'rebel military cost', 'discount', 'conquer non-military', 'defence minus 2'],
    related: ['rftg-rebel-vs-imperium.card-powers', 'rftg-rebel-vs-imperium.takeover-powers'],
    source: book('Other Card Powers'),
  },
  {
    id: 'rftg-rebel-vs-imperium.card-powers',
    game: 'rftg-rebel-vs-imperium',
    kind: 'rule',
    title: 'Other new card powers',
    summary:
      'Quick meanings of the expansion’s other power symbols: mix-and-match explore, ante and draw, windfall on other, draw per Uplift/Rebel world, hand limit 12 and more.',
    body: [
      table(
        ['Power', 'Meaning'],
        [
          [
            'Mix and Match Explore',
            'Add explored cards to your hand before discarding (Explore +5: draw 7, discard 6 from everything)',
          ],
          ['Four different kinds (“up to”)', 'Discard up to 4 goods of different kinds: 1 VP and 1 card each'],
          [
            'Ante and draw if lucky',
            'Ante a card of cost/defence 1–6, flip that many; a higher one lets you keep one flipped card plus the ante, otherwise lose the ante',
          ],
          ['Produce windfall on other', 'Put a good on another empty windfall world of the named kind'],
          ['Draw for Uplift worlds', '2 cards per Uplift world'],
          ['Draw for Rebel worlds', '1 card per Rebel world (Rebel Cantina counts as one)'],
          ['Larger hand limit', 'Discard to 12 instead of 10 at round end'],
          ['Gain 1 VP', '1 VP; doubled by a Consume 2× bonus'],
          ['Military for military worlds', '+1 Military per military world'],
          ['Discard to reduce cost', 'Discard from tableau: next development costs 3 less'],
          ['Discard to draw', 'Discard 1 card from hand, draw 1'],
        ],
      ),
    ],
    keywords: [
      'card powers',
      'hand limit 12',
      'ante',
      'gamble',
      'windfall',
      'mix and match',
      'uplift',
      'draw per world',
      'symbols',
    ],
    related: ['rftg-rebel-vs-imperium.pay-for-military'],
    source: book('Other Card Powers'),
  },
  {
    id: 'rftg-rebel-vs-imperium.game-end',
    game: 'rftg-rebel-vs-imperium',
    kind: 'rule',
    title: 'When the game ends',
    summary:
      'A tableau of 12 or more cards triggers the end (14 with a “trigger on tableau of 14” card); when play then stops is not in this rule text.',
    body: [
      list('Standard trigger: 12+ cards in one tableau.', 'Some cards raise it to 14.'),
      reading(
        'The rule text here names the trigger only, not whether play stops at the end of that phase or of that round: follow your base game’s rulebook. Holotable says in the game’s header who triggered the end and does not stop you playing on; Finish game ends it.',
      ),
    ],
    keywords: ['game end', 'end trigger', '12 cards', '14 cards', 'when does the game end', 'last round'],
    related: ['rftg-rebel-vs-imperium.scoring'],
    source: book('Game End Trigger'),
  },
  {
    id: 'rftg-rebel-vs-imperium.scoring',
    game: 'rftg-rebel-vs-imperium',
    kind: 'rule',
    title: 'Scoring',
    summary: 'Add VP chips, goals, card VPs and the bonus VPs of 6-cost developments; the most VP wins.',
    body: [
      list(
        'VP chips gained during play.',
        'Goals held at the end.',
        '6-cost developments: VP per qualifying card (other worlds, Imperium or Rebel cards, Rebel military worlds, developments, named cards…).',
        'Pan-Galactic Research: a 6-dev worth 4 VP; it does not meet the Galactic Status goal but counts as 2 VP for Galactic Federation.',
        'Diversified Economy with three different world kinds scores 9.',
      ),
      reading(
        'The rules text here names no tie-break: on the Score sheet tab, players level on the highest total share the win, and Finish game is prefilled that way from the saved lines (it names any line typed but not saved, and does not count it).',
      ),
    ],
    keywords: ['score', 'scoring', 'victory points', 'vp', 'six cost development', '6-dev', 'winner', 'fim de jogo'],
    related: ['rftg-rebel-vs-imperium.goals', 'rftg-rebel-vs-imperium.game-end'],
    source: book('Scoring'),
  },
  {
    id: 'rftg-rebel-vs-imperium.goals',
    game: 'rftg-rebel-vs-imperium',
    kind: 'rule',
    title: 'New goals',
    summary:
      'Three new “first” goals (Uplift Knowledge, Galactic Riches, Expansion Leader) and two new “most” goals (Research Leader, Propaganda Edge); first = 3 VP, most = 5 VP.',
    body: [
      table(
        ['Goal', 'Type', 'Condition'],
        [
          ['Uplift Knowledge', 'First', '3 Uplift cards in tableau'],
          ['Galactic Riches', 'First', '4 goods at the end of a phase'],
          ['Expansion Leader', 'First', '8 cards in tableau at the end of a phase'],
          ['Research Leader', 'Most', 'At least 3, and the most, cards with Explore powers'],
          ['Propaganda Edge', 'Most', 'At least 3, and the most, Rebel military worlds'],
        ],
      ),
      para('Value: a “first” goal is 3 VP; a “most” goal is 5 VP (a player tied with the holder scores 3).'),
      para(
        'The app draws 2 “most” and 4 “first” goals from this box’s goals plus the names of your other goal tiles you type once, or takes the goals you drew.',
      ),
    ],
    keywords: [
      'goals',
      'first goal',
      'most goal',
      'propaganda edge',
      'research leader',
      'uplift knowledge',
      'galactic riches',
      'expansion leader',
    ],
    related: ['rftg-rebel-vs-imperium.scoring', 'rftg-rebel-vs-imperium.setup'],
    source: book('Scoring'),
  },
  {
    id: 'rftg-rebel-vs-imperium.tips',
    game: 'rftg-rebel-vs-imperium',
    kind: 'rule',
    title: 'Playing well with takeovers',
    summary:
      'Stay out of reach by avoiding Military, Rebel military worlds and Imperium cards; mind declaration order; count every bonus before declaring.',
    body: [
      list(
        'Neutral tableau = nobody can attack you.',
        'Declared takeovers go clockwise; a later one only lands if every earlier one failed.',
        'Check Rebel Alliance and Rebel Pact bonuses on both sides before you commit.',
      ),
    ],
    keywords: ['tips', 'strategy', 'dicas', 'advice', 'stay safe'],
    related: ['rftg-rebel-vs-imperium.vulnerability', 'rftg-rebel-vs-imperium.takeover-order'],
    source: book('Dicas para Vencer'),
  },
])

export const rftgRules = withGerman(english, rftgRulesDe)
