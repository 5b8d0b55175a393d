// German titles, summaries and keywords of the Race for the Galaxy: Rebel vs Imperium rules
// reference, in our own words (terms to check are listed in docs/GLOSSARY-de.md). The bodies are
// still English and are marked as not yet translated when shown in German. Card and goal names are
// the printed English ones, as on the game's screens, until the German cards are checked; the German
// names we would guess stay as search words only.
import type { RuleTranslation } from '../../core/rules'

export const rftgRulesDe: Readonly<Record<string, RuleTranslation>> = {
  'rftg-rebel-vs-imperium.objective': {
    title: 'Was diese Erweiterung hinzufügt',
    summary:
      'Weiter ein Wettlauf um die meisten Siegpunkte, jetzt mit Rebellen- und Imperium-Karten und Übernahmen: Militärwelten anderer Personen erobern.',
    keywords: ['Ziel', 'Spielziel', 'Überblick', 'Erweiterung', 'was ist neu'],
  },
  'rftg-rebel-vs-imperium.setup': {
    title: 'Änderungen beim Aufbau',
    summary:
      'Die neuen Karten einmischen (neue Gambling World, dritte Research Labs), 2 „Meiste“- und 4 „Erste“-Ziele nutzen, die Übernahmescheibe stellen, bei Übernahmen Militärleisten austeilen, Startwelten nach Farbe geben.',
    keywords: [
      'Aufbau',
      'Vorbereitung',
      'Übernahmescheibe',
      'neue Karten',
      'Glücksspielwelt',
      'Forschungslabore',
      'wie viele Ziele',
    ],
  },
  'rftg-rebel-vs-imperium.start-worlds': {
    title: 'Startwelten austeilen',
    summary:
      'Startwelten in blau (gerade) und rot (ungerade) teilen, jeder Person eine von jeder Farbe plus 6 Karten geben; eine Welt und 4 Karten behalten, dann gemeinsam aufdecken.',
    keywords: ['Startwelt', 'austeilen', 'blau', 'rot', 'gerade', 'ungerade', 'Starthand'],
  },
  'rftg-rebel-vs-imperium.start-world-numbers': {
    title: 'Nummern der Startwelten',
    summary:
      'Die Farben sind sicher; die Nummern 0–11 stammen aus einer Quelle. Sie zählen, weil Übernahmen ab der Startwelt mit der niedrigsten Nummer abgehandelt werden.',
    keywords: ['Startweltnummer', 'niedrigste Nummer', 'unsicher', 'Reihenfolge'],
  },
  'rftg-rebel-vs-imperium.game-flow': {
    title: 'Rundenablauf (aus dem Grundspiel)',
    summary:
      'Diese Regel verweist für die Runde auf das Grundspiel: Alle wählen geheim Phasen, und nur gewählte Phasen finden statt, in Phasenreihenfolge.',
    keywords: [
      'Runde',
      'Phasen',
      'Erkunden',
      'Entwickeln',
      'Besiedeln',
      'Konsumieren',
      'Produzieren',
      'Ablauf',
      'Fluxo do Jogo',
      'Ações e Como Jogar',
    ],
  },
  'rftg-rebel-vs-imperium.quick.round': {
    title: 'Übersicht: eine Runde mit Übernahmen',
    summary:
      'Phasen wählen; beim Besiedeln erst Welten auslegen, dann Übernahmen mit Besiedeln-Fähigkeiten ansagen und sie am Ende des Besiedelns der Reihe nach abhandeln.',
    keywords: ['Spickzettel', 'Übersicht', 'Kurzreferenz', 'Zug', 'Runde', 'Besiedeln mit Übernahmen'],
  },
  'rftg-rebel-vs-imperium.takeovers': {
    title: 'Übernahmen',
    summary:
      'Mit eingeschalteten Übernahmen darfst du eine Militärwelt einer anderen Person erobern, wenn du eine Übernahme-Fähigkeit hast, für die sie angreifbar ist.',
    keywords: ['Übernahme', 'erobern', 'Welt stehlen', 'Invasion', 'Person angreifen', 'Übernahmescheibe', 'an aus'],
  },
  'rftg-rebel-vs-imperium.vulnerability': {
    title: 'Wer für eine Übernahme angreifbar ist',
    summary:
      'Jede Übernahme-Fähigkeit hat ihr eigenes Ziel: Imperium Seat trifft Personen mit einer Rebellen-Militärwelt, Rebel Alliance Personen mit einer Imperium-Karte, Imperium Cloaking Technology alle mit Militär 1+.',
    keywords: ['angreifbar', 'Angreifbarkeit', 'sicher vor Übernahme', 'kann ich angegriffen werden', 'Ziel'],
  },
  'rftg-rebel-vs-imperium.military-slide': {
    title: 'Militärleiste und Würfel',
    summary:
      'Roter Würfel = gesamtes Militär; ein hellroter markiert eine Rebellen-Militärwelt, ein lila eine Imperium-Karte; der zweite hellrote zeigt das zusätzliche Militär gegen Rebellenwelten.',
    keywords: ['Militärleiste', 'Würfel', 'Militär anzeigen', 'roter Würfel', 'lila Würfel', 'hellrot'],
  },
  'rftg-rebel-vs-imperium.takeover-declaration': {
    title: 'Eine Übernahme ansagen',
    summary:
      'Beim Besiedeln, nachdem Welten ausgelegt sind, nennt eine Person ohne Auslage (oder mit zwei) die Fähigkeit, die Zielwelt und vorübergehendes Militär. Welten aus diesem Besiedeln sind kein Ziel.',
    keywords: [
      'ansagen',
      'Ansage',
      'Ablauf',
      'Besiedeln',
      'neu ausgelegte Welt',
      'wann darf ich übernehmen',
      'zeitweiliges Militär',
    ],
  },
  'rftg-rebel-vs-imperium.takeover-order': {
    title: 'Reihenfolge der Übernahmen',
    summary:
      'Übernahmen werden am Ende des Besiedelns im Uhrzeigersinn abgehandelt, beginnend bei der Person mit der niedrigsten Startweltnummer; eine spätere gelingt nur, wenn frühere scheiterten.',
    keywords: ['Reihenfolge', 'abhandeln', 'wer zuerst', 'niedrigste Startwelt', 'Uhrzeigersinn', 'Zeitpunkt'],
  },
  'rftg-rebel-vs-imperium.takeover-success': {
    title: 'Gelingt die Übernahme?',
    summary:
      'Es gewinnt der Angriff, wenn sein Militär mindestens so groß ist wie das Militär der Verteidigung plus die Verteidigung der Zielwelt; Gleichstand gewinnt der Angriff.',
    keywords: ['Erfolg', 'Gleichstand', 'Angreifer gewinnt', 'Verteidigung', 'Militär vergleichen', 'Welt wechselt'],
  },
  'rftg-rebel-vs-imperium.takeover-powers': {
    title: 'Übernahmekarten und ihre Boni',
    summary:
      'Imperium Seat und Imperium Cloaking Technology greifen an, Rebel Alliance greift mit +2 je eigener Rebellen-Militärwelt an, Rebel Pact verteidigt mit +2 je Rebellen- und +1 je anderer Militärwelt.',
    keywords: [
      'Imperium Seat',
      'Rebel Alliance',
      'Cloaking Technology',
      'Rebel Pact',
      'Imperiumssitz',
      'Rebellenallianz',
      'Tarntechnologie',
      'Rebellenpakt',
      'Verteidigungsbonus',
      'Bonus',
      'Imperiumstruppen',
      'Kriegsherr',
    ],
  },
  'rftg-rebel-vs-imperium.power-labels': {
    title: 'Vertauschte Beschriftung der Übernahmesymbole',
    summary:
      'Die Symbolliste der Regel koppelt „Rebellen-Militärwelt übernehmen“ an das Ziel „Imperium-Karte“ und den +2-Bonus; Holotable folgt stattdessen der Liste zur Angreifbarkeit.',
    keywords: ['Symbol', 'Beschriftung', 'verwirrend', 'Rebellenwelt übernehmen', 'unklar'],
  },
  'rftg-rebel-vs-imperium.pay-for-military': {
    title: 'Für Militärwelten bezahlen',
    summary:
      'Bezahlen-statt-Militär legt eine Nicht-Alien-Militärwelt für ihre Verteidigung aus; die Rebellen-Variante eine Rebellen-Militärwelt für Verteidigung −2; Kostensenker ziehen 2 weitere ab.',
    keywords: ['für Militär bezahlen', 'Rebellen Militärkosten', 'Rabatt', 'Verteidigung minus 2'],
  },
  'rftg-rebel-vs-imperium.card-powers': {
    title: 'Weitere neue Kartenfähigkeiten',
    summary:
      'Kurz erklärt: gemischtes Erkunden, Einsatz und Ziehen, Glücksfall auf andere, Ziehen je Uplift-/Rebellenwelt, Handlimit 12 und mehr.',
    keywords: ['Kartenfähigkeiten', 'Handlimit 12', 'Einsatz', 'Glücksspiel', 'Glücksfall', 'Uplift', 'Symbole'],
  },
  'rftg-rebel-vs-imperium.game-end': {
    title: 'Spielende',
    summary:
      'Eine Auslage von 12 oder mehr Karten löst das Ende aus (14 mit einer Karte „Ende bei Auslage von 14“); wann danach Schluss ist, steht nicht in diesem Regeltext.',
    keywords: [
      'Spielende',
      'Ende auslösen',
      '12 Karten',
      '14 Karten',
      'wann endet das Spiel',
      'letzte Runde',
      'Fim de Jogo',
    ],
  },
  'rftg-rebel-vs-imperium.scoring': {
    title: 'Wertung',
    summary:
      'Siegpunktchips, Ziele, Karten-SP und die Bonus-SP der 6er-Entwicklungen addieren; die meisten SP gewinnen.',
    keywords: ['Wertung', 'Siegpunkte', 'SP', '6er-Entwicklung', 'Sieger', 'Fim de Jogo e Pontuação', 'Pontuação'],
  },
  'rftg-rebel-vs-imperium.goals': {
    title: 'Neue Ziele',
    summary:
      'Drei neue „Erste“-Ziele (Uplift Knowledge, Galactic Riches, Expansion Leader) und zwei neue „Meiste“-Ziele (Research Leader, Propaganda Edge); Erste = 3 SP, Meiste = 5 SP.',
    keywords: [
      'Ziele',
      'Erste-Ziel',
      'Meiste-Ziel',
      'Uplift Knowledge',
      'Galactic Riches',
      'Expansion Leader',
      'Research Leader',
      'Propaganda Edge',
      'Propagandavorsprung',
      'Forschungsführer',
      'Uplift-Wissen',
      'Galaktischer Reichtum',
      'Expansionsführer',
    ],
  },
  'rftg-rebel-vs-imperium.tips': {
    title: 'Gut spielen mit Übernahmen',
    summary:
      'Außer Reichweite bleiben durch wenig Militär, keine Rebellen-Militärwelten und keine Imperium-Karten; auf die Ansagereihenfolge achten; jeden Bonus vor der Ansage zählen.',
    keywords: ['Tipps', 'Strategie', 'gut spielen', 'Dicas para Vencer'],
  },
}
