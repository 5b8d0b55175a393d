// Die Texte der Spielplan-Logik von Rebellion auf Deutsch: dieselbe Gestalt wie BOARD_TEXTS in
// board-texts.ts (der Typ erzwingt jeden Text). Die Seiten stehen vor einem Doppelpunkt
// („Imperium: …“), so passt der Satz zu „das Imperium“ wie zu „die Rebellen“. Spielbegriffe zur
// Prüfung (unterworfen, Unterwerfungsmarker, Rebellenbasis-Feld, Anführervorrat): docs/GLOSSARY-de.md.
import type { BoardTexts, FiguresOut } from './board-texts'

/** 'stehen schon auf dem Spielplan', or 'sind schon im Einsatz (2 auf dem Spielplan, 1 wartet aufs Einsetzen)'. */
function whereOut(have: number, out: FiguresOut): string {
  const parts = (
    [
      [out.board, 'auf dem Spielplan'],
      [out.queue, 'in der Bauleiste'],
      [out.waiting, out.waiting === 1 ? 'wartet aufs Einsetzen' : 'warten aufs Einsetzen'],
    ] as const
  ).filter(([n]) => n > 0)
  const one = have === 1
  if (!parts.length) return 'stehen auf dem Spielplan, in der Bauleiste oder warten aufs Einsetzen'
  if (parts.length === 1) {
    if (out.waiting) return `${one ? 'wartet' : 'warten'} schon aufs Einsetzen`
    return `${one ? 'steht' : 'stehen'} schon ${parts[0]![1]}`
  }
  return `${one ? 'ist' : 'sind'} schon im Einsatz (${parts.map(([n, where]) => `${n} ${where}`).join(', ')})`
}

export const BOARD_TEXTS_DE: BoardTexts = {
  unitsText: {
    empty: (sample: string) => `Gib Einheiten ein wie „${sample}“: eine Zahl, dann ein Einheitenname.`,
    unknown: (typed: string, examples: string, initials: string) =>
      `„${typed}“ ist keine Einheit dieser Seite. Nimm einen Namen wie ${examples} oder Anfangsbuchstaben („${initials}“).`,
    range: (n: number, typed: string) => `${n} ${typed}: gib eine Zahl von 1 bis 40 ein.`,
    count: (typed: string, unit: string, sample: string) =>
      `„${typed}“ vor ${unit} ist keine Anzahl. Schreib, wie viele, als ganze Zahl von 1 bis 40, wie in „${sample}“.`,
  },
  edit: {
    coruscant: 'Coruscant ist immer dem Imperium treu und gewinnt oder verliert nie Loyalität.',
    remote: (system: string) =>
      `${system} ist abgelegen: Es hat kein Loyalitätsfeld, also keinen Loyalitäts- oder Unterwerfungsmarker.`,
    subjugatedImperial:
      'Ein System mit imperialer Loyalität ist nicht unterworfen; die Unterwerfung liegt auf Rebellen-Loyalität oder einem neutralen System.',
  },
  timeline: {
    placed: (faction: string, units: string, system: string) => `${faction}: ${units} in ${system} aufgestellt`,
    removed: (faction: string, units: string, destroyed: boolean, system: string) =>
      `${faction}: ${units} in ${system} ${destroyed ? 'zerstört' : 'vom Plan genommen'}`,
    damaged: (faction: string, unit: string, system: string, takes: boolean, from: number, to: number) =>
      `${faction}: ${unit} in ${system} ${takes ? 'nimmt Schaden' : 'wird repariert'} (${from} → ${to})`,
    movedFrom: (units: string, system: string) => `${units} aus ${system}`,
    activates: (leader: string, system: string, moved: string) =>
      `${leader} aktiviert ${system}${moved ? `; eingezogen: ${moved}` : ''}`,
    retreat: (faction: string, from: string, to: string, leader: string) =>
      `${faction}: Rückzug aus ${from} nach ${to} mit ${leader}`,
    leaderPlaced: (leader: string, system: string) => `${leader} in ${system} platziert`,
    leaderReturned: (leader: string) => `${leader} kehrt in den Anführervorrat zurück`,
    captured: (leader: string) => `${leader} gefangen genommen`,
    rescued: (leader: string) => `${leader} befreit (auf das Feld der Rebellenbasis)`,
  },
  refusal: {
    wrongFaction: (unit: string, faction: string) => `${unit} ist keine Einheit der Seite ${faction}.`,
    nothingToRemove: (reason: string) => `Nichts zu entfernen: ${reason}.`,
    cannotBeDamaged: (unit: string) => `${unit}: Diese Einheit kann keinen Schaden nehmen.`,
    damageDestroys: (to: number, unit: string, health: number) =>
      `${to} Schaden zerstört ${unit} (Lebenspunkte ${health}): trage die Figur stattdessen als zerstört ein.`,
    noSuchFigure: (reason: string) => `Keine solche Figur: ${reason}.`,
    notLeaderOf: (leader: string, faction: string) => `${leader} ist kein Anführer der Seite ${faction}.`,
    leaderAlreadyIn: (leader: string, system: string) => `${leader} ist schon in ${system}.`,
    leaderNotOnBoard: (leader: string) => `${leader} ist nicht auf dem Spielplan.`,
    placeLeaderFirst: (leader: string) =>
      `${leader} ist nicht auf dem Spielplan: Platziere den Anführer zuerst in seinem System.`,
    onlyRebelCaptured: 'Nur Anführer der Rebellen werden gefangen genommen (der Gefangenenring).',
    alreadyCaptured: (leader: string) => `${leader} ist bereits gefangen.`,
    notCaptured: (leader: string) => `${leader} ist nicht gefangen: Es gibt niemanden zu befreien.`,
    capturedStays: (leader: string) =>
      `${leader} ist gefangen: Ein gefangener Anführer kann nicht in den Vorrat zurück. Befreie den Anführer zuerst („Befreien“ neben dem Namen im Tab Einheiten); ein befreiter Anführer kommt auf das Feld der Rebellenbasis.`,
    baseSpaceRebelsOnly: 'Auf dem Feld der Rebellenbasis stehen nur Einheiten der Rebellen.',
    baseSpaceRebelLeaders: 'Auf dem Feld der Rebellenbasis stehen nur Anführer der Rebellen.',
    baseNotTaken: (system: string) =>
      `In ${system} ist keine imperiale Einheit eingetragen: Die Basis ist erobert, wenn dort eine imperiale Einheit steht und keine Einheiten der Rebellen mehr. Trage die Einheiten auf dem Reiter „Einheiten“ ein.`,
    baseSpaceClosed: (system: string) =>
      `Die Basis ist aufgedeckt: Auf das Feld der Rebellenbasis kommt nichts mehr. Einheiten kommen stattdessen nach ${system}.`,
    baseStillHeld: (system: string, units: string) =>
      `In ${system} stehen noch Einheiten der Rebellen (${units}): Die Basis ist erobert, wenn dort keine mehr stehen. Trage den Kampf ein oder korrigiere die Einheiten auf dem Reiter „Einheiten“.`,
    noSystemDestroyed:
      'Kein System ist als zerstört eingetragen: Das Imperium gewinnt so, sobald ein Todesstern das System der Rebellenbasis zerstört. Markiere das System auf dem Reiter „Systeme“ als zerstört.',
    hiddenBaseStands:
      'Das System der Rebellenbasis ist nicht zerstört: Das Imperium gewinnt so, sobald ein Todesstern es zerstört. Markiere dieses System auf dem Reiter „Systeme“ als zerstört.',
    revealedBaseStands: (system: string) =>
      `${system}, die aufgedeckte Rebellenbasis, ist nicht zerstört: Das Imperium gewinnt so, sobald ein Todesstern es zerstört. Markiere ${system} auf dem Reiter „Systeme“ als zerstört.`,
  },
  pool: {
    only: (n: number, adjective: string, unit: string, damage: number | undefined, count: number) =>
      `${adjective}: dort nur ${n} ${damage ? `${unit} mit ${damage} Schaden` : unit}, nicht ${count}`,
    boxFull: (limit: number, unit: string, have: number, n: number) =>
      `Die Schachtel enthält ${limit} ${limit === 1 ? 'Figur' : 'Figuren'} ${unit}, und ${have} ${have === 1 ? 'steht' : 'stehen'} schon auf dem Spielplan, also ${n === 1 ? 'passt' : 'passen'} ${n} weitere nicht. Hat dein Exemplar mehr, korrigiere es in Einstellungen › Datenkorrekturen.`,
    supplyEmpty: (limit: number, unit: string, have: number, n: number, out: FiguresOut) =>
      `Die Schachtel enthält ${limit} ${limit === 1 ? 'Figur' : 'Figuren'} ${unit}, und ${have} ${whereOut(have, out)}, also ${n === 1 ? 'kann' : 'können'} ${n} weitere nicht gebaut werden: Einheiten kommen aus dem Vorrat. Hat dein Exemplar mehr, korrigiere es in Einstellungen › Datenkorrekturen.`,
  },
  move: {
    carries: (ship: string, n: number, note: string) =>
      `${ship} transportiert ${n} (prüfe es an deinem Exemplar: ${note}; korrigiere es in Einstellungen › Datenkorrekturen)`,
    notLeaderOfPlayer: (leader: string, adjective: string) => `${leader} ist kein Anführer der Seite ${adjective}.`,
    noTactics: (leader: string) => `${leader} hat keine Taktikwerte und kann daher kein System aktivieren.`,
    baseSpaceRebelsOnly: 'Nur Einheiten der Rebellen ziehen auf das Feld der Rebellenbasis und von dort ab.',
    notInCommand: (round: number, phase: string) =>
      `Systeme werden in der Befehlsphase aktiviert (und Rückzüge dort gemacht); Runde ${round} ist in der ${phase}. Wechsle zuerst auf dem Reiter „Runde“ in die Befehlsphase.`,
    notFromPool: (leader: string, system: string) =>
      `${leader} ist schon in ${system}: Nur ein Anführer aus dem Anführervorrat aktiviert ein System.`,
    noSuchUnit: (unit: string) => `Rebellion hat keine Einheit namens „${unit}“.`,
    notSideUnit: (unit: string, adjective: string) => `${unit} ist keine Einheit der Seite ${adjective}.`,
    countNotWhole: (unit: string, from: string) =>
      `${unit} aus ${from}: Gib als ganze Zahl ein, wie viele Figuren einziehen (0 für keine).`,
    countTyped: (unit: string, from: string, typed: string, max: number) =>
      `${unit} aus ${from}: „${typed}“ ist keine ganze Zahl. Gib ein, wie viele Figuren einziehen, von 0 bis ${max} (leer für keine).`,
    alreadyThere: (unit: string, system: string) => `${unit} ist schon in ${system}.`,
    notAdjacentMove: (from: string, to: string) =>
      `${from} grenzt nicht an ${to}: Einheiten ziehen nur aus angrenzenden Systemen ein.`,
    locked: (from: string, leader: string) =>
      `Aus ${from} kann nichts abziehen: ${leader} ist dort, und ein System mit einem deiner Anführer hält deine Einheiten fest.`,
    immobile: (unit: string, structure: boolean) =>
      `${unit} kann sich nicht bewegen (${structure ? 'Gebäude sind unbeweglich' : 'unbeweglich'}).`,
    cannotMoveFrom: (from: string, reason: string) => `Kein Abzug aus ${from}: ${reason}.`,
    noCarrier: 'kein von dort ziehendes Schiff transportiert welche',
    shipsCarry: (n: number) => `die von dort ziehenden Schiffe transportieren ${n}`,
    needTransport: (need: number, from: string, ships: string, doubt: string | undefined) =>
      `${need} ${need === 1 ? 'Bodeneinheit oder TIE-Jäger' : 'Bodeneinheiten oder TIE-Jäger'} aus ${from} ${need === 1 ? 'braucht' : 'brauchen'} Transportkapazität eines Schiffs, um mitzukommen, und ${ships}.${doubt ? ` ${doubt}.` : ''}`,
    leaderThere: (leader: string) => `${leader} ist dort`,
    cannotMove: 'kann sich nicht bewegen',
    shipsIn: (system: string, n: number, doubt: string | undefined) =>
      `Schiffe in ${system} transportieren ${n}${doubt ? `; ${doubt}` : ''}`,
    reading: (source: string) => ` (Unsere Lesart, prüfe es an deinem Exemplar: ${source}.)`,
    noRetreatLeader: (leader: string, from: string) =>
      `${leader} ist für diese Seite nicht in ${from}: Ohne Anführer dort ist kein Rückzug möglich.`,
    holds: (faction: string, unit: string, reading: string) =>
      `${faction}: kein Rückzug aus einem System mit ${unit}.${reading}`,
    stops: (faction: string, unit: string, reading: string) =>
      `${faction}: kein Rückzug, solange ${unit} im System ist.${reading}`,
    notAdjacent: (to: string, from: string) => `${to} grenzt nicht an ${from}.`,
    enemyThere: (to: string, adjective: string) =>
      `In ${to} stehen Einheiten der Seite ${adjective}: Ein Rückzug geht in ein System ohne feindliche Einheiten.`,
  },
  entry: {
    group: (units: string, damage: number) => `${units}${damage ? ` (${damage} Schaden)` : ''}`,
    destroyedRange: (side: string, group: string, count: number) =>
      `${side}, ${group}: Zerstört muss eine ganze Zahl von 0 bis ${count} sein.`,
    destroyedTyped: (side: string, group: string, typed: string, count: number) =>
      `${side}, ${group}: „${typed}“ ist keine ganze Zahl. Gib ein, wie viele zerstört wurden, von 0 bis ${count} (leer für keine).`,
    noDamage: (side: string, unit: string) => `${side}: ${unit} nimmt keinen Schaden.`,
    wholeNumbers: (side: string, group: string) =>
      `${side}, ${group}: Gib den Schaden jeder getroffenen Figur als ganze Zahlen ein, etwa 2 oder 1 1.`,
    tooManyHit: (side: string, group: string, hit: number, survived: number) =>
      `${side}, ${group}: ${hit} ${hit === 1 ? 'Figur' : 'Figuren'} getroffen, aber nur ${survived} ${survived === 1 ? 'hat' : 'haben'} die Runde überlebt.`,
    destroys: (side: string, to: number, unit: string, health: number) =>
      `${side}: ${to} Schaden zerstört ${unit} (Lebenspunkte ${health}); zähle die Figur stattdessen als zerstört.`,
  },
  battle: {
    notUnitOf: (unit: string, faction: string) => `${unit} ist keine Einheit der Seite ${faction}`,
    cannotLose: (faction: string, units: string, reason: string) =>
      `${faction}: Verlust von ${units} nicht möglich: ${reason}`,
    cannotBeDamaged: (unit: string) => `${unit} kann keinen Schaden nehmen`,
    notUp: (unit: string, from: number, to: number) =>
      `${unit} kann in einer Runde nicht von ${from} auf ${to} Schaden gehen`,
    destroys: (to: number, unit: string, health: number) =>
      `${to} Schaden zerstört ${unit} (Lebenspunkte ${health}): zähle die Figur stattdessen als zerstört`,
    noneLeft: (adjective: string, unit: string, reason: string) =>
      `${adjective}: kein ${unit} mehr übrig, der Schaden nehmen kann (nach den Verlusten): ${reason}`,
    noFight: (system: string, missing: readonly string[]) =>
      `In ${system} gibt es keinen Kampf: ${missing.join(' und ')} ${missing.length === 1 ? 'hat' : 'haben'} dort keine Einheiten`,
    noContest: (system: string) =>
      `Der Kampf in ${system} ist vorbei: Weder im Weltraum noch am Boden stehen Einheiten beider Seiten, beide behalten dort ihre Einheiten`,
    alreadyRecorded: (round: number, system: string, next: number) =>
      `Runde ${round} des Kampfs in ${system} ist schon eingetragen; als Nächstes kommt Runde ${next}`,
    atRound: (system: string, expected: number, round: number) =>
      `Der Kampf in ${system} steht bei Runde ${expected}, nicht ${round}`,
    roundNotRecorded: (reason: string) => `Runde nicht eingetragen: ${reason}.`,
    lost: (units: string) => `verloren: ${units}`,
    nothing: 'nichts',
    oneTook: (unit: string, dmg: number) => `${unit} nimmt ${dmg} Schaden`,
    eachTook: (units: string, dmg: number) => `${units} nehmen je ${dmg} Schaden`,
    round: (system: string, round: number, sides: string) => `Kampf in ${system}, Runde ${round}: ${sides}`,
    side: (faction: string, words: string) => `${faction} – ${words}`,
    nobodyWon: (system: string) => `Beide Seiten wurden in ${system} vernichtet: Niemand hat den Kampf gewonnen.`,
    retreated: (loser: string) => `${loser}: Rückzug`,
    noUnitsLeft: (loser: string) => `${loser}: keine Einheiten mehr dort`,
    won: (winner: string, system: string, why: string) => `${winner}: Sieg im Kampf in ${system} (${why}).`,
    endSubjugation: (system: string) =>
      `In ${system} ist keine imperiale Bodeneinheit mehr: Der Unterwerfungsmarker kommt weg.`,
    roundEndsSubjugation: '; dort ist keine imperiale Bodeneinheit mehr, darum kam der Unterwerfungsmarker weg',
    rescue: (leader: string) => `Bei ${leader} (gefangen) ist keine imperiale Einheit mehr: Der Anführer ist befreit.`,
    retreatedAlready: (faction: string, system: string) =>
      `${faction}: in diesem Kampf in ${system} schon einmal zurückgezogen – jede Seite darf sich einmal je Kampf zurückziehen.`,
    notToOrigin: (faction: string, system: string, to: string) =>
      `${faction}: Angriff auf ${system} aus ${to} – ein Rückzug darf nicht in das Ausgangssystem des Angreifers gehen (unsere Lesart des RotE-Blatts, prüfe es an deinem Exemplar).`,
    notToBaseOrigin: (faction: string, system: string) =>
      `${faction}: Angriff auf ${system} vom Feld der Rebellenbasis – ein Rückzug darf nicht an den Ausgangsort des Angreifers gehen (unsere Lesart des RotE-Blatts, prüfe es an deinem Exemplar).`,
  },
}
