// Die Wörter der Regel-Bildschirme (Nachschlagen, Suche, „?“-Knöpfe, Seitenleiste).
import type { Messages } from '../schema'

export default {
  kind: {
    rule: 'Regel',
    'quick-reference': 'Übersicht',
    ambiguity: 'Unklarer Punkt',
  },
  verify: 'An deinem Exemplar prüfen',
  verifyHint: 'Beruht auf einem Wert aus nur einer oder einer unsicheren Quelle',
  bodyInEnglish: 'noch nicht übersetzt',
  bodyInEnglishHint: 'Die Einzelheiten unten sind noch auf Englisch.',
  related: 'Verwandte Regeln',
  relatedRules: 'Verwandte Regeln',
  source: 'Quelle: {file} — „{section}“ (in eigenen Worten zusammengefasst)',
  tone: {
    tip: 'Tipp',
    warning: 'Achtung',
    reading: 'So liest Holotable das',
  },
  search: {
    button: 'Regeln durchsuchen',
    title: 'Regeln durchsuchen',
    description: 'Gib eine Frage oder ein paar Wörter ein; mit den Pfeiltasten und Enter öffnest du eine Regel.',
    placeholder: 'Regeln durchsuchen — z. B. „Was passiert bei einem Asteroidenfeld?“',
    results: 'Passende Regeln',
    none: 'Keine Regel passt zu „{query}“. Versuch es mit weniger oder anderen Wörtern.',
    hintStart: 'Die Regeln aller vier Spiele in Kurzform.',
    hintKeys: '{up} {down} zum Bewegen, {enter} zum Öffnen.',
  },
  help: 'Regel: {title}',
  panel: {
    label: 'Regel',
    back: '← Zurück',
    open: 'Im Nachschlagewerk öffnen',
    close: 'Regel-Seitenleiste schließen',
    missing:
      'Keine Regel mit der Kennung „{id}“. Das ist ein Fehler der App; durchsuche stattdessen die Regeln (Strg+K).',
  },
  keys: { esc: 'Esc', enter: 'Enter', k: 'K' },
  view: {
    searchKey: 'Strg K',
    ctrl: 'Strg',
    toc: 'Regeln nach Spiel',
    main: 'Regel',
    missing: 'Keine Regel hat die Adresse „{id}“. Durchsuche stattdessen die Regeln (Strg+K).',
    title: 'Regeln nachschlagen',
    intro:
      'Jede Regel der vier Spiele in Kurzform: Zusammenfassungen, Checklisten und Tabellen für den Spieltisch, mit Verweisen auf verwandte Regeln. Bei unklaren Stellen steht, wie Holotable sie liest.',
    howTo: 'Drück auf jedem Bildschirm {ctrl} + {k} oder {slash} zum Suchen, oder wähle links ein Spiel.',
  },
} satisfies Messages['rules']
