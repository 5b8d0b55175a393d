// Die Texte von Angriff der Rebellen auf Deutsch: dieselbe Gestalt wie T in texts.ts (der Typ
// erzwingt jeden Schlüssel). Spielbegriffe, die unser Regeltext nicht auf Deutsch nennt, stehen
// zur Prüfung in docs/GLOSSARY-de.md. Ohne Artikel formuliert, wo der Fall sonst vom Plättchen
// abhinge (ein Asteroidenfeld, einen TIE-Jäger …).
import { MAX_CHIPS } from './data'
import type { AngriffTexts } from './texts'

const chips = (n: number): string => (n === 1 ? 'Energie-Chip' : 'Energie-Chips')

export const T_DE: AngriffTexts = {
  notEntered: (reason: string) => `Nicht eingetragen: ${reason}.`,

  setup: {
    heading: (players: number) => `Aufbau für ${players} Personen`,
    progress: 'Fortschritt beim Aufbau',
    progressCount: (done: number, of: number) => `${done} / ${of} erledigt`,
    stepDone: (n: number, title: string) => `Schritt ${n}: ${title} erledigt`,
    seats: 'Schiffe und Ecken',
    rebelShip: 'Rebellenschiff',
    corner: 'Ecke',
    whoStarts:
      'Wer beginnt? (die jüngste Person; danach geht es im Uhrzeigersinn in der Reihenfolge, in der die Personen eingetragen wurden)',
    notTicked: (left: number) =>
      `${left} ${left === 1 ? 'Schritt' : 'Schritte'} noch nicht abgehakt – ihr könnt trotzdem beginnen.`,
    start: 'Spiel beginnen',
    flies: (player: string, ship: string) => `${player}: ${ship}`,
    starts: (player: string) => `${player} beginnt.`,
    playOn: 'Weiter im Reiter Weltraum',
  },

  space: {
    setUpFirst: 'Baut zuerst im Reiter',
    setupTab: 'Aufbau auf',
    over: 'Spielende: Eine Lücke ist entstanden und der Nachziehstapel ist leer.',
    seeScores: 'Zur Wertung',
    step: {
      move: 'bewege dein Schiff um ein Feld (tippe auf ein hervorgehobenes Plättchen)',
      jump: 'springe über die Schiffe hinweg bis zum ersten freien Plättchen in gerader Linie, da neben deinem Schiff kein Plättchen frei ist (tippe auf ein hervorgehobenes Plättchen)',
      reveal: 'decke ein verdecktes Plättchen neben deinem Schiff auf (tippe darauf)',
      ship: 'ein imperiales Schiff: bekämpfe es oder nimm einen Energie-Chip',
    },
    extraMove: 'zusätzlicher Zug',
    noMove:
      'Kein freies Plättchen zum Hinziehen, auch nicht über die anderen Schiffe hinweg: Tippe auf dein eigenes Schiff, um stehen zu bleiben.',
    revealNotNext:
      'Nicht eingetragen: Decke ein verdecktes Plättchen direkt neben deinem Schiff auf (nicht diagonal), auf dem kein Schiff steht.',
    whatIsOnTile: 'Was ist auf dem Plättchen?',
    noReveal: 'Kein verdecktes Plättchen neben deinem Schiff ist frei.',
    endTurn: 'Zug beenden',
    players: 'Mitspielende',
    player: 'Person',
    astromech: 'Astromech',
    ally: 'Verbündeter',
    chips: 'Chips',
    shipsWon: 'Gewonnene Schiffe',
    astromechHeld: '+1',
    allyHeld: '+2',
    none: '—',
    chipCount: (n: number, max: number) => `${n} / ${max}`,
    wonShip: (ship: string, points: number) => `${ship} (${points})`,
    tableOptions: 'Tischregeln',
    memoryAid: 'Gedächtnisstütze: Plättchen zeigen, die der Tisch schon gesehen hat',
    lostFightSpends: 'Ein verlorener Kampf verbraucht den eingesetzten Verbündeten und die Chips (die andere Lesart)',
    latestReveals: 'Zuletzt aufgedeckt',
    reveal: (player: string, tile: string, outcome: string | undefined) =>
      `${player}: ${tile} – ${outcome ?? 'wird entschieden'}`,
  },

  grid: {
    label: 'Weltraum-Raster',
    ownedShip: (player: string, ship: string) => `${ship} von ${player}`,
    revealed: (tile: string) => `aufgedeckt: ${tile}`,
    gap: 'Lücke',
    seen: (tile: string) => `verdeckt, gesehen: ${tile}`,
    faceDown: 'verdeckt',
    spaceName: (row: number, column: number) => `Reihe ${row}, Spalte ${column}`,
  },

  tiles: {
    heading: 'Plättchen',
    drawPile: 'Nachziehstapel:',
    tileWord: (n: number) => (n === 1 ? 'Plättchen' : 'Plättchen'),
    nextUnseen: (unseen: number) => `Nächstes ungesehenes Plättchen (${unseen} ungesehen):`,
    asteroidField: 'Asteroidenfeld',
    astromech: 'Astromech',
    ally: 'Verbündeter',
    imperialShip: 'Imperiales Schiff',
    noChance: '—',
    caption: 'Plättchen nach Art',
    tile: 'Plättchen',
    inGame: 'Im Spiel',
    unseen: 'Ungesehen',
  },

  duel: {
    revealed: (player: string, ship: string) => `${player} hat aufgedeckt: ${ship}`,
    values: (strength: number, points: number) =>
      `Stärke +${strength}, ${points} ${points === 1 ? 'Siegpunkt' : 'Siegpunkte'}`,
    withEverything: (bonus: number) => `mit allem, was du hast (+${bonus})`,
    astromechOnly: 'nur mit dem Astromech (+1, wird nie verbraucht)',
    spendingNothing: 'ohne etwas einzusetzen',
    chipsChart: 'Siegchance je Anzahl eingesetzter Energie-Chips',
    chipsChartNote:
      'Mit dem Astromech, falls du ihn hast, ohne den Verbündeten. Hervorgehoben: die wenigsten Chips mit der besten Chance.',
    chipsLabel: (n: number) => `${n} ${chips(n)} eingesetzt`,
    chipsAxis: 'eingesetzte Energie-Chips',
    fight: 'Kämpfen',
    noFightFull: `Nicht kämpfen (schon ${MAX_CHIPS} Chips)`,
    takeChip: 'Energie-Chip nehmen',
    theNeighbour: 'Die Person rechts',
    neighbourRolls: (who: string) => `${who} würfelt für das Schiff (die Person rechts daneben)`,
    shipSum: (roll: number | undefined, strength: number) => `Schiff: ${roll} + ${strength} =`,
    playersRoll: (player: string) => `Wurf von ${player}`,
    useAlly: 'Verbündeten einsetzen (+2)',
    chips: 'Chips:',
    chipFewer: 'Ein Chip weniger',
    chipMore: 'Ein Chip mehr',
    minus: '−',
    plus: '+',
    ofChips: (held: number) => `von ${held}`,
    youTotal: (total: number | undefined, ship: number | undefined) => `Du: ${total} gegen ${ship} →`,
    youWin: 'du gewinnst',
    youLose: 'du verlierst',
    record: 'Kampf eintragen',
    back: 'Zurück',
    chipAfterRolls:
      'Jetzt kein Chip: Ein Wurf dieses Kampfes ist eingetragen, und nach der Regel wählt man Chip oder Kampf, bevor jemand würfelt. Versehentlich auf Kämpfen getippt und niemand hat gewürfelt? Würfe löschen.',
    clearRolls: 'Würfe löschen',
    advice: {
      astromech: 'Astromech +1, ',
      cannotWin: (total: number, shortBy: number, ship: number | undefined) =>
        `Nicht zu gewinnen: Selbst mit allem erreichst du ${total}, ${shortBy} weniger als ${ship}.`,
      lostSpends:
        ' Setze nichts ein – nach der Lesart dieses Tisches verbraucht ein verlorener Kampf, was du einsetzt.',
      lostFree: ' Verlieren kostet nichts.',
      alreadyReach: (ship: number | undefined, astro: string) =>
        `Du erreichst ${ship} schon (${astro}keine Chips nötig): Setze nichts ein.`,
      theAlly: 'den Verbündeten (+2)',
      chips: (n: number) => `${n} ${chips(n)}`,
      and: ' und ',
      cheapest: (astro: string, spend: string, total: number) => `Am günstigsten: ${astro}${spend} → ${total}.`,
      keepsAlly: ' Dein Verbündeter bleibt dir (1 Punkt am Ende).',
    },
  },

  shipValues: {
    ask: (ship: string) =>
      `Erstes Plättchen „${ship}“ dieses Exemplars: Lies seine Werte vom Plättchen ab. Die App merkt sie sich (Einstellungen › Korrekturen der Spieldaten).`,
    strength: 'Stärke',
    points: 'Siegpunkte',
    strengthLabel: 'Stärke (rote Zahl, oben links)',
    pointsLabel: 'Siegpunkte (unten rechts)',
    badNumber: (what: string, min: number, max: number, typed: string) =>
      `${what}: Gib die ganze Zahl ein, die auf dem Plättchen steht, ${min} bis ${max} (${typed ? `eingegeben: „${typed}“` : 'das Feld ist leer'}).`,
    remember: 'Merken',
  },

  score: {
    heading: 'Wertung',
    notStarted: 'Die Wertung erscheint, sobald das Spiel begonnen hat.',
    final: 'Endwertung.',
    soFar: 'Bisherige Wertung (das Spiel läuft noch).',
    finishOffers: '„Partie beenden“ schlägt diese Punkte und die Siegerin oder den Sieger vor.',
    player: 'Person',
    ships: 'Schiffe',
    shipPoints: 'Schiffspunkte',
    allyKept: 'Verbündeter behalten',
    total: 'Summe',
    chips: 'Chips (bei Gleichstand)',
    winner: 'gewinnt',
    leading: 'vorn',
  },
  outcome: {
    taken: 'genommen',
    alreadyHasOne: 'zurückgedreht (schon einer vorhanden)',
    asteroidField: 'zurückgedreht (Asteroidenfeld)',
    chipTaken: 'Chip genommen',
    noChipFull: `nicht gekämpft (schon ${MAX_CHIPS} Chips, keiner genommen)`,
    won: 'gekämpft und gewonnen',
    lost: 'gekämpft und verloren',
  },

  timeline: {
    someone: 'eine Person',
    setUp: (seats: string[], first: string) => `Aufgebaut: ${seats.join('; ')}. ${first} beginnt.`,
    seat: (player: string, ship: string, corner: string) => `${player} fliegt ${ship} ab der Ecke ${corner}`,
    moved: (player: string, space: string) => `${player} zog auf ${space}`,
    revealed: (player: string, _article: string, tile: string, space: string) =>
      `${player} deckte auf: ${tile} (${space})`,
    chipTaken: (player: string, max: number) =>
      `${player} kämpfte nicht und nahm einen Energie-Chip (höchstens ${max})`,
    noChipFull: (player: string, max: number) =>
      `${player} kämpfte nicht und nahm keinen Energie-Chip: hat schon die Höchstzahl (${max})`,
    usedAstromech: 'Astromech',
    usedAlly: 'Verbündeter',
    usedChips: (n: number) => `${n} ${n === 1 ? 'Chip' : 'Chips'}`,
    usedSeparator: ', ',
    fought: (f) =>
      `${f.player} kämpfte gegen ${f.ship}: ${f.mine} (Wurf ${f.roll}${f.used ? ` + ${f.used}` : ''}) gegen ${f.against} (Wurf ${f.shipRoll} + ${f.strength}) – ${f.won ? 'gewonnen' : 'verloren'}`,
    passed: (player: string) => `${player} hatte kein Plättchen zum Aufdecken; Zug vorbei`,
    article: () => '',
  },

  refusal: {
    notStarted: 'das Spiel hat noch nicht begonnen: Schließt zuerst den Aufbau ab',
    over: 'das Spiel ist vorbei: Der Nachziehstapel ist leer und eine Lücke konnte nicht gefüllt werden',
    anotherPlayer: 'einer anderen Person',
    notYourTurn: (player: string) => `${player} ist am Zug`,
    mustFirst: {
      move: 'zuerst das eigene Schiff bewegen',
      reveal: 'zuerst ein Plättchen neben dem eigenen Schiff aufdecken',
      ship: 'wählen: gegen das Schiff kämpfen oder einen Energie-Chip nehmen',
    },
    onTurnMust: (todo: string) => `wer am Zug ist, muss ${todo}`,
    alreadySetUp: 'das Spiel ist schon aufgebaut',
    seatsMissing: 'jede Person braucht ein Rebellenschiff und eine Ecke',
    shipsDiffer: 'jede Person braucht ein anderes Rebellenschiff',
    cornersDiffer: 'jede Person braucht eine andere Ecke',
    chooseFirst: 'wählt, wer beginnt',
    shipThere: 'dort steht schon ein anderes Rebellenschiff',
    shipThereJump:
      'dort steht schon ein anderes Rebellenschiff, und neben deinem Schiff ist kein Plättchen frei: Es kann nur springen, über die Schiffe hinweg bis zum ersten freien Plättchen in gerader Linie (tippe auf ein hervorgehobenes Plättchen)',
    noTile: 'dort liegt kein Plättchen',
    notFree: 'dieses Plättchen ist nicht frei',
    notDiagonal: 'zieh ein Feld nach oben, unten, links oder rechts (nicht diagonal)',
    jumpOnly: 'über andere Schiffe hinweg darf man nur bis zum ersten freien Plättchen in gerader Linie ziehen',
    revealNotNext:
      'decke ein verdecktes Plättchen direkt neben deinem Schiff auf (nicht diagonal), auf dem kein Schiff steht',
    turnedBackAs: (was: string, entered: string) =>
      `dieses Plättchen wurde als ${was} zurückgedreht, nicht als ${entered}`,
    allAccounted: (count: number, tile: string) =>
      `alle ${count} Plättchen „${tile}“ sind schon erfasst – prüft das Plättchen noch einmal`,
    shipRevealedIs: (ship: string | undefined) =>
      ship ? `aufgedeckt wurde das Schiff ${ship}` : 'das aufgedeckte Schiff ist nicht mehr da',
    noAstromech: 'es gibt keinen Astromech, der zählen könnte',
    astromechCounts: 'der Astromech zählt immer',
    noAlly: 'es gibt keinen Verbündeten zum Einsetzen',
    onlyChips: (n: number) => `nur ${n} ${chips(n)} zum Einsetzen`,
    tileToReveal: 'neben deinem Schiff liegt ein Plättchen zum Aufdecken',
    chipsHeld: (n: number, max: number) => `die Person am Zug hat ${n} von ${max} Energie-Chips`,
  },

  setupSteps: {
    listTitle: 'Aufbau',
    ships: {
      title: 'Rebellenschiffe',
      detail: 'Jede Person nimmt sich ein Rebellenschiff; die übrigen kommen zurück in die Schachtel.',
    },
    shuffle: {
      title: 'Plättchen mischen',
      detail: 'Mischt alle 30 Weltraum-Plättchen mit der leeren Seite nach oben.',
    },
    grid: {
      title: 'Weltraum auslegen',
      detail: (spaces: number) => `Legt ${spaces} Plättchen verdeckt als 4 × 4-Raster in die Tischmitte.`,
    },
    pile: {
      title: 'Nachziehstapel',
      detail: (tiles: number) =>
        `Die übrigen ${tiles} Plättchen bilden neben dem Raster einen verdeckten Nachziehstapel.`,
    },
    supply: {
      title: 'Chips und Würfel',
      detail: (n: number) => `Legt die ${n} Energie-Chips und den zehnseitigen Würfel neben das Raster.`,
    },
    corners: {
      title: 'Schiffe auf die Ecken',
      detail: 'Jede Person stellt ihr Schiff auf eine andere Ecke des Rasters.',
    },
  },

  progress: {
    settingUp: 'Aufbau',
    over: 'Spielende: Der Nachziehstapel ist leer',
    turn: (n: number, player: string) => `Zug ${n} · ${player}`,
    sharedWin: 'Gleich viele Punkte und Energie-Chips: ein gemeinsamer Sieg.',
    chipsDecided: 'Gleich viele Punkte: Mehr Energie-Chips haben entschieden.',
    options: (lostFightSpends: boolean, memoryAid: boolean) =>
      `Tischregeln: Ein verlorener Kampf ${lostFightSpends ? 'verbraucht den eingesetzten Verbündeten und die Chips' : 'kostet nichts'}; Gedächtnisstütze ${memoryAid ? 'an' : 'aus'}`,
  },

  duelErrors: {
    chipsRange: (max: number, got: number) =>
      `Energie-Chips müssen eine ganze Zahl von 0 bis ${max} sein (eingegeben: ${got})`,
    holdings: 'gib an, was du hast: den Astromech, einen Verbündeten und deine Energie-Chips',
    strength: (got: number) => `Die Stärke des Schiffs muss eine ganze Zahl ab 0 sein (eingegeben: ${got}).`,
    noOdds: (bad: string) => `Die Chancen lassen sich nicht berechnen: ${bad}.`,
    rolls: (roll: number, shipTotal: number) =>
      `Gib beide Würfe als ganze Zahlen ein (dein Wurf ${roll}, Schiff gesamt ${shipTotal}).`,
    noAdvice: (bad: string) => `Kein Rat möglich: ${bad}.`,
  },
}
