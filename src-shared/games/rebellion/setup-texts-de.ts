// Rebellions Aufbau auf Deutsch: dieselbe Gestalt wie SETUP_EN in setup-texts.ts (der Typ erzwingt
// jeden Schlüssel). Wir haben keine deutsche Rebellion-Anleitung: Begriffe wie Sondenkarte,
// Zielstapel, Unterwerfungsmarker oder Rekrutierungssymbol stehen zur Prüfung in docs/GLOSSARY-de.md.
import type { SetupTexts } from './setup-texts'

export const SETUP_DE: SetupTexts = {
  titles: {
    factions: 'Fraktionen',
    leaders: 'Startanführer',
    timeTrack: 'Spielplan und Zeitleiste',
    objectiveDeck: 'Zielstapel',
    actionDecks: 'Aktionsstapel',
    tactics: 'Taktikkarten, Marker und Würfel',
    missions: 'Missionskarten',
    loyaltyMarkers: 'Loyalitätsmarker',
    loyaltyDraw: 'Loyalität ziehen',
    empireUnits: 'Imperium: Starteinheiten',
    rebelsUnits: 'Rebellen: Starteinheiten',
    probeDeck: 'Sondenstapel',
    rebelBase: 'Rebellenbasis',
    startingHands: 'Starthände',
    startingActionCards: 'Start-Aktionskarten',
  },
  counts: {
    stage: (stage: string) => `Stufe ${stage}`,
    objectiveDeck: 'Zielstapel',
    rebelStartingObjective: 'Startziel der Rebellen',
    rebelLoyalty: 'Loyalitätsmarker der Rebellen',
    imperialLoyalty: 'Imperiale Loyalitätsmarker',
    subjugation: 'Unterwerfungsmarker',
    imperialLeaders: 'Imperiale Startanführer',
    rebelLeaders: 'Startanführer der Rebellen',
    timeSpace: 'Feld des Zeitmarkers',
    reputationSpace: 'Feld des Ansehensmarkers',
    startingMissions: 'Startmissionen je Person',
    missionCards: 'Missionskarten je Person',
    actionCards: 'Aktionskarten je Person',
    probeCardsLeft: 'Verbleibende Sondenkarten',
    probeCardsBefore: 'Sondenkarten vor dem Aussortieren',
  },
  details: {
    factions:
      'Legt fest, wer das Imperium und wer die Rebellen spielt (ist es egal, entscheidet der Zufall). Jede Seite nimmt ihr Fraktionstableau, ihre Miniaturen, Anführer, Loyalitätsmarker, Missions- und Aktionskarten.',
    leaders:
      'Jede Seite legt ihre 4 Anführer ohne Rekrutierungssymbol in den Anführervorrat auf ihrem Fraktionstableau. Anführer mit Rekrutierungssymbol warten neben dem Spielplan.',
    timeTrack: (time: number, reputation: number) =>
      `Legt die beiden Hälften des Spielplans aneinander. Zeitmarker auf Feld ${time}, Ansehensmarker auf Feld ${reputation}.`,
    objectiveDeckBase:
      'Sortiert die Ziele nach der Stufe auf ihrer Rückseite und mischt jeden Stapel. Stapelt sie auf dem Zielfeld: Stufe III unten, darauf II, oben I. Danach zieht die Rebellenseite geheim 1 Ziel.',
    objectiveDeckRote:
      'Nehmt 4 zufällige Ziele der Stufe III und die Todesstern-Pläne der Stufe III, mischt sie und legt sie ab. Mischt 4 zufällige Ziele der Stufe II mit den Todesstern-Plänen der Stufe II und legt sie obenauf. Mischt 5 zufällige Ziele der Stufe I und legt sie obenauf. Die übrigen Ziele kommen ungesehen zurück in die Schachtel.',
    objectivePicks: (perStage: readonly { stage: string; positions: string }[]) =>
      ` Die App hat gezogen: ${perStage.map((p) => `Stufe ${p.stage}: Karten an den Stellen ${p.positions}`).join('; ')} (von links gezählt, in jeder verdeckten Reihe).`,
    actionDecksFirstGame:
      'Jede Seite mischt ihre Aktionskarten mit Rekrutierungssymbol zu einem Aktionsstapel neben dem Fraktionstableau. Karten ohne Rekrutierungssymbol kommen im ersten Spiel zurück in die Schachtel.',
    actionDecks:
      'Jede Seite mischt ihre Aktionskarten mit Rekrutierungssymbol zu einem Aktionsstapel neben dem Fraktionstableau. Legt die Karten ohne Rekrutierungssymbol für den letzten Schritt beiseite.',
    tactics:
      'Mischt den Weltraum- und den Boden-Taktikstapel getrennt und legt sie mit den Markern und Würfeln in Reichweite beider Seiten.',
    missionsRote:
      'Missionskarten von Aufstieg des Imperiums, nach ihren aufgedruckten Symbolen: 1. Jede Seite legt ihre 4 Startmissionen (Pfeilsymbol) beiseite; 2. die Karten mit Sternsymbol bilden den Projektstapel auf dem Spielplan; 3. alle Karten mit Darth-Vader-Symbol, Anführerporträt oder Todesstern-Symbol bilden gemischt den Missionsstapel.',
    missions:
      'Jede Seite legt ihre 4 Startmissionen (gebogener Pfeil) beiseite. Das Imperium mischt die Projektkarten (weißer Stern) auf das Projektfeld. Jede Seite mischt ihre übrigen Missionen zu einem Missionsstapel.',
    loyaltyFirstGame: (rebels: string, imperial: string, subjugated: string) =>
      `Loyalität der Rebellen auf ${rebels}. Imperiale Loyalität auf ${imperial}. Unterwerfungsmarker auf ${subjugated}. Coruscant ist immer imperial und braucht keinen Marker.`,
    loyaltyDraw: (rebels: number, empire: number, subjugatedFirst: number) =>
      `Deckt Sondenkarten auf, bis ${rebels} mit dem Aufbausymbol der Rebellen und ${empire} mit dem imperialen Symbol erschienen sind (die übrigen zählen nicht). ` +
      `Die ersten ${subjugatedFirst} imperialen Systeme erhalten einen Unterwerfungsmarker, die anderen ${empire - subjugatedFirst} einen imperialen Loyalitätsmarker; jedes Rebellensystem erhält einen Loyalitätsmarker der Rebellen. ` +
      'Die Sondenkarten der imperialen Systeme verlassen das Spiel; der Rest wird zurückgemischt.',
    loyaltyResult: (rebels: string, subjugated: string, imperial: string) =>
      ` Ergebnis: Loyalität der Rebellen auf ${rebels}; Unterwerfung auf ${subjugated}; imperiale Loyalität auf ${imperial}.`,
    empireUnits:
      'Das Imperium stellt zuerst auf, nur in Systemen mit imperialer Loyalität oder Unterwerfungsmarker (auch Coruscant), mit mindestens einer Bodeneinheit in jedem dieser Systeme.',
    deathStarGroup: (units: string, remote: boolean) =>
      ` Stellt zuerst ${units} gemeinsam in ein ${remote ? 'abgelegenes ' : ''}System und nehmt dessen Sondenkarte aus dem Spiel. Legt einen Todesstern auf Feld 3 der imperialen Bauleiste.`,
    roteBaseUnits:
      ' Ohne die neuen Starteinheiten sind es die des Grundspiels: Der Todesstern steht von Beginn an auf dem Spielplan, und auf die Bauleiste kommt nichts (unsere Lesart: Die Aufbaukarte legt einen Todesstern auf Feld 3 zusammen mit ihren neuen Starteinheiten und dem Todesstern im Bau).',
    rebelsUnits:
      'Die Rebellen stellen auf dem Feld der Rebellenbasis und/oder in Systemen ohne imperiale Einheiten auf.',
    rebelBase: (firstGame: boolean) =>
      'Die Rebellenseite schiebt geheim eine Sondenkarte verdeckt unter das Standortfeld der Rebellenbasis. Es muss ein System ohne imperiale Einheiten sein' +
      (firstGame ? ' und im ersten Spiel keines neben einem System mit imperialen Einheiten.' : '.') +
      ' Dann kommt der gemischte Sondenstapel auf sein Feld.',
    startingHands: (rote: boolean) =>
      'Jede Seite zieht 2 Missionen zu ihren 4 Startmissionen: eine geheime Hand von 6 Karten.' +
      (rote ? ' Die Rebellenseite zieht 1 Ziel.' : ''),
    startingActionCards:
      'Jede Seite zieht 2 Aktionskarten ohne Rekrutierungssymbol, handelt ihre sofortigen Effekte ab und legt die übrigen Karten ohne Rekrutierungssymbol in die Schachtel.',
    probeFirstGame: (systems: string) => `Nehmt ${systems} aus dem Sondenstapel.`,
    probeOut: (n: number, systems: string) =>
      `Nehmt diese ${n} Karten aus dem Sondenstapel (die Systeme mit imperialen Einheiten): ${systems}.`,
    probeWhole: 'Kein System mit Sondenkarte hat imperiale Einheiten: Der Sondenstapel bleibt vollständig.',
    probeNoCard: (systems: string) => ` ${systems} hat keine Sondenkarte.`,
    probeLater:
      'Nehmt jedes System, in dem jetzt imperiale Einheiten stehen, aus dem Sondenstapel (die Karten stehen hier, sobald die Starteinheiten des Imperiums eingetragen sind).',
  },
  deathStarPlans: 'Todesstern-Pläne',
  refusals: {
    loyaltyRebelCount: (want: number, got: number) => `Gib ${want} Rebellensysteme ein (du hast ${got} eingegeben).`,
    loyaltyImperialCount: (want: number, got: number) =>
      `Gib ${want} imperiale Systeme ein (du hast ${got} eingegeben).`,
    loyaltyTwice: 'Ein System wurde zweimal eingegeben.',
    noRebelMark: (system: string) => `${system} hat kein Aufbausymbol der Rebellen.`,
    noImperialMark: (system: string) => `${system} hat kein imperiales Aufbausymbol.`,
    pileTooSmall: (stage: string, want: number, fixed: string | undefined, size: number) =>
      `Stufe ${stage} braucht mindestens ${want} Karten außer ${fixed ?? 'den festen'}, der Stapel hat ${size}.`,
    baseRevealed: 'Die Basis ist schon aufgedeckt.',
    baseLocked:
      'Das Spiel hat begonnen: Die Basis ändert sich beim Aufbau nicht mehr; eine neue Basis kommt durch Schnelle Mobilisierung (Tab Systeme, Neue Basis).',
    baseNeedsEmpire:
      'Trag zuerst die Starteinheiten des Imperiums ein: Davon hängt ab, in welchen Systemen die Basis liegen darf.',
    baseCannotHide: 'In diesem System kann die Basis nicht versteckt werden.',
    newBaseBeforePlay:
      'Eine neue Basis kommt durch Schnelle Mobilisierung, wenn das Spiel begonnen hat; vor Runde 1 ändere stattdessen die Wahl.',
    newBaseSame: (system: string) => `Die Basis ist schon in ${system}: Wähle eine andere der gezogenen Sondenkarten.`,
    newBaseMovedMeanwhile: (from: string, now: string) =>
      `${from} ist nicht mehr die Basis, sie ist inzwischen nach ${now} umgezogen. Ist das eine weitere neue Basis, trag sie noch einmal ein.`,
    newBaseFormer: (system: string) =>
      `In ${system} lag schon einmal die Rebellenbasis: Die Sondenkarte von ${system} ging an das Imperium, dort kann die neue Basis nicht liegen.`,
    newBaseImperialLoyalty: (system: string) =>
      `${system} ist dem Imperium loyal: Dort kann die neue Basis nicht liegen.`,
    newBaseDestroyed: (system: string) => `${system} ist zerstört: Dort kann die neue Basis nicht liegen.`,
    newBaseOldUnknown:
      'Die alte Basis wurde nicht eingetragen: Deck sie zuerst im Tab Systeme auf (Schnelle Mobilisierung deckt sie auf), dann trag die neue Basis ein.',
    noProbeCard: (system: string) => `${system} hat keine Sondenkarte.`,
    newBaseCardOut: (system: string) =>
      `Die Sondenkarte von ${system} kam beim Aufbau aus dem Stapel (dort standen imperiale Einheiten): Dort kann die neue Basis nicht liegen.`,
    holdsImperialUnits: (system: string) => `In ${system} stehen imperiale Einheiten.`,
    nextToImperial: (system: string, near: string) =>
      `Erstes Spiel: ${system} liegt neben imperialen Einheiten in ${near}.`,
    notOnMap: (target: string) => `${target} ist kein System auf der Karte.`,
    unknownUnit: (unit: string) => `Unbekannte Einheit ${unit}.`,
    wrongFaction: (unit: string, faction: string) => `${unit} ist keine Einheit der Fraktion ${faction}.`,
    missing: (more: number, unit: string, placed: number, want: number) =>
      `Noch ${more} × ${unit} aufzustellen (${placed} von ${want}).`,
    excess: (extra: number, unit: string, placed: number, want: number) =>
      `${extra} × ${unit} zu viel (${placed} aufgestellt, der Start hat ${want}).`,
    needsGroundUnit: (system: string) =>
      `${system} ist ein imperiales System und braucht mindestens eine imperiale Bodeneinheit.`,
    chooseDeathStarSystem: 'Wähle das System für die Gruppe des Todessterns im Bau.',
    deathStarGroupShort: (system: string, n: number, unit: string) =>
      `${system} braucht ${n} × ${unit} der Todesstern-Gruppe.`,
    imperialInBase: 'Imperiale Einheiten dürfen nicht auf dem Feld der Rebellenbasis beginnen.',
    noImperialMarker: (system: string) => `${system} hat weder imperiale Loyalität noch einen Unterwerfungsmarker.`,
    isImperialSystem: (system: string) => `${system} ist ein imperiales System.`,
  },
}
