// The galaxy map: 32 systems, their regions, resource icons (left to right) and adjacency.
// Copied from ../shared/game-facts/rebellion-systems.json (a merge of several fan encodings) so the
// build stays self-contained; keep the two in step when either is corrected.
import { defineFact, type Corrections, type EditableFact, type Fact } from '../../core/facts'

export const SYSTEM_IDS = [
  'alderaan',
  'bespin',
  'bothawui',
  'cato-neimoidia',
  'corellia',
  'coruscant',
  'dagobah',
  'dantooine',
  'dathomir',
  'endor',
  'felucia',
  'geonosis',
  'hoth',
  'ilum',
  'kashyyyk',
  'kessel',
  'malastare',
  'mandalore',
  'mon-calamari',
  'mustafar',
  'mygeeto',
  'naboo',
  'nal-hutta',
  'ord-mantell',
  'rodia',
  'ryloth',
  'saleucami',
  'sullust',
  'tatooine',
  'toydaria',
  'utapau',
  'yavin',
] as const

export type SystemId = (typeof SYSTEM_IDS)[number]
export type Theatre = 'space' | 'ground'
export type IconShape = 'triangle' | 'circle' | 'square'
export type RegionNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8

export interface ResourceIcon {
  theatre: Theatre
  shape: IconShape
}

export interface SystemData {
  id: SystemId
  name: string
  region: RegionNumber
  /** Remote systems have no loyalty space and no resource icons. */
  kind: 'populous' | 'remote'
  /** Build-queue space printed beside the icons (1–3); null for remote systems. */
  buildQueueSpace: 1 | 2 | 3 | null
  /** Left to right: a subjugated system builds only from the first. */
  icons: readonly ResourceIcon[]
  neighbors: readonly SystemId[]
}

/** Only Ord Mantell's icon order is in doubt (it matters when the system is subjugated). */
export const ORD_MANTELL_ICON_ORDER: Fact<readonly ResourceIcon[]> = defineFact({
  key: 'rebellion.system.ord-mantell.icons',
  label: 'Ord Mantell resource icons, left to right',
  confidence: 'medium',
  source: 'majority of encodings: space circle then ground circle; one has them the other way round',
  value: [
    { theatre: 'space', shape: 'circle' },
    { theatre: 'ground', shape: 'circle' },
  ],
})

/** Settings › Data corrections: which circle icon is printed first on Ord Mantell. */
export const ORD_MANTELL_EDITABLE_FACT: EditableFact = {
  key: ORD_MANTELL_ICON_ORDER.key,
  label: 'Ord Mantell: which circle icon is on the left',
  help: '1 = space circle left, ground circle right (built-in); 2 = ground circle left. A subjugated system builds only from its left icon.',
  confidence: ORD_MANTELL_ICON_ORDER.confidence,
  source: ORD_MANTELL_ICON_ORDER.source,
  de: {
    label: 'Ord Mantell: welches Kreissymbol links steht',
    help: '1 = Weltraum-Kreis links, Boden-Kreis rechts (eingebaut); 2 = Boden-Kreis links. Ein unterworfenes System baut nur mit seinem linken Symbol.',
    source: 'die meisten Fan-Datensätze: erst Weltraum-Kreis, dann Boden-Kreis; einer hat sie umgekehrt',
  },
  kind: 'integer',
  defaultValue: 1,
  min: 1,
  max: 2,
}

/** Ord Mantell's icons as the players' copy prints them (a correction wins). */
export function ordMantellIcons(corrections: Corrections): { icons: readonly ResourceIcon[]; verify: boolean } {
  const c = corrections[ORD_MANTELL_ICON_ORDER.key]
  if (c === 2) return { icons: [...ORD_MANTELL_ICON_ORDER.value].reverse(), verify: false }
  if (c === 1) return { icons: ORD_MANTELL_ICON_ORDER.value, verify: false }
  return { icons: ORD_MANTELL_ICON_ORDER.value, verify: true }
}

const SOURCE =
  'rebellion-systems.json: johnchampaign/star-wars-rebellion, LlamasOnTheRun Component-Info-API, toxober map tracker and others; all agree'

const SYSTEMS_FACT: Fact<readonly SystemData[]> = defineFact({
  key: 'rebellion.systems',
  label: 'Systems: region, kind, resource icons, build-queue space, neighbours',
  confidence: 'high',
  source: SOURCE,
  value: [
    {
      id: 'alderaan',
      name: 'Alderaan',
      region: 7,
      kind: 'populous',
      buildQueueSpace: 1,
      icons: [{ theatre: 'ground', shape: 'triangle' }],
      neighbors: ['cato-neimoidia', 'corellia', 'coruscant', 'kashyyyk', 'mandalore', 'ord-mantell'],
    },
    {
      id: 'bespin',
      name: 'Bespin',
      region: 4,
      kind: 'populous',
      buildQueueSpace: 1,
      icons: [{ theatre: 'ground', shape: 'circle' }],
      neighbors: ['endor', 'hoth', 'mustafar', 'sullust'],
    },
    {
      id: 'bothawui',
      name: 'Bothawui',
      region: 2,
      kind: 'populous',
      buildQueueSpace: 1,
      icons: [{ theatre: 'ground', shape: 'circle' }],
      neighbors: ['malastare', 'nal-hutta', 'rodia', 'tatooine', 'toydaria'],
    },
    {
      id: 'cato-neimoidia',
      name: 'Cato Neimoidia',
      region: 7,
      kind: 'populous',
      buildQueueSpace: 2,
      icons: [
        { theatre: 'space', shape: 'triangle' },
        { theatre: 'ground', shape: 'circle' },
      ],
      neighbors: ['alderaan', 'corellia', 'kashyyyk', 'malastare', 'sullust'],
    },
    {
      id: 'corellia',
      name: 'Corellia',
      region: 7,
      kind: 'populous',
      buildQueueSpace: 3,
      icons: [
        { theatre: 'space', shape: 'triangle' },
        { theatre: 'space', shape: 'square' },
      ],
      neighbors: ['alderaan', 'cato-neimoidia', 'coruscant', 'sullust'],
    },
    {
      id: 'coruscant',
      name: 'Coruscant',
      region: 7,
      kind: 'populous',
      buildQueueSpace: 1,
      icons: [{ theatre: 'ground', shape: 'triangle' }],
      neighbors: ['alderaan', 'corellia', 'ord-mantell'],
    },
    {
      id: 'dagobah',
      name: 'Dagobah',
      region: 8,
      kind: 'remote',
      buildQueueSpace: null,
      icons: [],
      neighbors: ['mustafar', 'naboo', 'sullust', 'utapau'],
    },
    {
      id: 'dantooine',
      name: 'Dantooine',
      region: 5,
      kind: 'remote',
      buildQueueSpace: null,
      icons: [],
      neighbors: ['dathomir', 'mygeeto'],
    },
    {
      id: 'dathomir',
      name: 'Dathomir',
      region: 6,
      kind: 'remote',
      buildQueueSpace: null,
      icons: [],
      neighbors: ['dantooine', 'mandalore', 'mygeeto', 'yavin'],
    },
    {
      id: 'endor',
      name: 'Endor',
      region: 4,
      kind: 'remote',
      buildQueueSpace: null,
      icons: [],
      neighbors: ['bespin', 'hoth'],
    },
    {
      id: 'felucia',
      name: 'Felucia',
      region: 1,
      kind: 'populous',
      buildQueueSpace: 1,
      icons: [{ theatre: 'ground', shape: 'triangle' }],
      neighbors: ['mandalore', 'mon-calamari', 'saleucami', 'yavin'],
    },
    {
      id: 'geonosis',
      name: 'Geonosis',
      region: 3,
      kind: 'populous',
      buildQueueSpace: 2,
      icons: [
        { theatre: 'space', shape: 'triangle' },
        { theatre: 'ground', shape: 'square' },
      ],
      neighbors: ['naboo', 'rodia', 'ryloth', 'tatooine', 'utapau'],
    },
    {
      id: 'hoth',
      name: 'Hoth',
      region: 4,
      kind: 'remote',
      buildQueueSpace: null,
      icons: [],
      neighbors: ['bespin', 'endor', 'mustafar'],
    },
    {
      id: 'ilum',
      name: 'Ilum',
      region: 5,
      kind: 'remote',
      buildQueueSpace: null,
      icons: [],
      neighbors: ['mygeeto', 'ord-mantell'],
    },
    {
      id: 'kashyyyk',
      name: 'Kashyyyk',
      region: 6,
      kind: 'populous',
      buildQueueSpace: 1,
      icons: [
        { theatre: 'ground', shape: 'triangle' },
        { theatre: 'ground', shape: 'triangle' },
      ],
      neighbors: ['alderaan', 'cato-neimoidia', 'malastare', 'mandalore', 'saleucami', 'toydaria'],
    },
    {
      id: 'kessel',
      name: 'Kessel',
      region: 2,
      kind: 'populous',
      buildQueueSpace: 1,
      icons: [{ theatre: 'ground', shape: 'triangle' }],
      neighbors: ['nal-hutta', 'saleucami', 'toydaria'],
    },
    {
      id: 'malastare',
      name: 'Malastare',
      region: 6,
      kind: 'populous',
      buildQueueSpace: 1,
      icons: [{ theatre: 'ground', shape: 'triangle' }],
      neighbors: ['bothawui', 'cato-neimoidia', 'kashyyyk', 'naboo', 'rodia', 'sullust', 'toydaria'],
    },
    {
      id: 'mandalore',
      name: 'Mandalore',
      region: 6,
      kind: 'populous',
      buildQueueSpace: 1,
      icons: [
        { theatre: 'ground', shape: 'triangle' },
        { theatre: 'space', shape: 'triangle' },
      ],
      neighbors: ['alderaan', 'dathomir', 'felucia', 'kashyyyk', 'mygeeto', 'ord-mantell', 'saleucami', 'yavin'],
    },
    {
      id: 'mon-calamari',
      name: 'Mon Calamari',
      region: 1,
      kind: 'populous',
      buildQueueSpace: 3,
      icons: [
        { theatre: 'space', shape: 'triangle' },
        { theatre: 'space', shape: 'square' },
      ],
      neighbors: ['felucia', 'saleucami'],
    },
    {
      id: 'mustafar',
      name: 'Mustafar',
      region: 4,
      kind: 'populous',
      buildQueueSpace: 2,
      icons: [
        { theatre: 'space', shape: 'triangle' },
        { theatre: 'space', shape: 'circle' },
      ],
      neighbors: ['bespin', 'dagobah', 'hoth', 'sullust'],
    },
    {
      id: 'mygeeto',
      name: 'Mygeeto',
      region: 5,
      kind: 'populous',
      buildQueueSpace: 2,
      icons: [
        { theatre: 'space', shape: 'triangle' },
        { theatre: 'ground', shape: 'square' },
      ],
      neighbors: ['dantooine', 'dathomir', 'ilum', 'mandalore', 'ord-mantell'],
    },
    {
      id: 'naboo',
      name: 'Naboo',
      region: 8,
      kind: 'populous',
      buildQueueSpace: 1,
      icons: [
        { theatre: 'ground', shape: 'triangle' },
        { theatre: 'space', shape: 'triangle' },
      ],
      neighbors: ['dagobah', 'geonosis', 'malastare', 'rodia', 'sullust', 'utapau'],
    },
    {
      id: 'nal-hutta',
      name: 'Nal Hutta',
      region: 2,
      kind: 'populous',
      buildQueueSpace: 1,
      icons: [
        { theatre: 'ground', shape: 'triangle' },
        { theatre: 'space', shape: 'triangle' },
      ],
      neighbors: ['bothawui', 'kessel', 'toydaria'],
    },
    {
      id: 'ord-mantell',
      name: 'Ord Mantell',
      region: 5,
      kind: 'populous',
      buildQueueSpace: 2,
      icons: ORD_MANTELL_ICON_ORDER.value,
      neighbors: ['alderaan', 'coruscant', 'ilum', 'mandalore', 'mygeeto'],
    },
    {
      id: 'rodia',
      name: 'Rodia',
      region: 3,
      kind: 'populous',
      buildQueueSpace: 1,
      icons: [{ theatre: 'ground', shape: 'triangle' }],
      neighbors: ['bothawui', 'geonosis', 'malastare', 'naboo', 'tatooine'],
    },
    {
      id: 'ryloth',
      name: 'Ryloth',
      region: 3,
      kind: 'populous',
      buildQueueSpace: 1,
      icons: [{ theatre: 'ground', shape: 'triangle' }],
      neighbors: ['geonosis', 'tatooine'],
    },
    {
      id: 'saleucami',
      name: 'Saleucami',
      region: 1,
      kind: 'populous',
      buildQueueSpace: 1,
      icons: [{ theatre: 'ground', shape: 'circle' }],
      neighbors: ['felucia', 'kashyyyk', 'kessel', 'mandalore', 'mon-calamari', 'toydaria'],
    },
    {
      id: 'sullust',
      name: 'Sullust',
      region: 8,
      kind: 'populous',
      buildQueueSpace: 2,
      icons: [
        { theatre: 'ground', shape: 'triangle' },
        { theatre: 'ground', shape: 'square' },
      ],
      neighbors: ['bespin', 'cato-neimoidia', 'corellia', 'dagobah', 'malastare', 'mustafar', 'naboo'],
    },
    {
      id: 'tatooine',
      name: 'Tatooine',
      region: 3,
      kind: 'remote',
      buildQueueSpace: null,
      icons: [],
      neighbors: ['bothawui', 'geonosis', 'rodia', 'ryloth'],
    },
    {
      id: 'toydaria',
      name: 'Toydaria',
      region: 2,
      kind: 'populous',
      buildQueueSpace: 2,
      icons: [{ theatre: 'space', shape: 'circle' }],
      neighbors: ['bothawui', 'kashyyyk', 'kessel', 'malastare', 'nal-hutta', 'saleucami'],
    },
    {
      id: 'utapau',
      name: 'Utapau',
      region: 8,
      kind: 'populous',
      buildQueueSpace: 3,
      icons: [
        { theatre: 'space', shape: 'circle' },
        { theatre: 'space', shape: 'square' },
      ],
      neighbors: ['dagobah', 'geonosis', 'naboo'],
    },
    {
      id: 'yavin',
      name: 'Yavin',
      region: 1,
      kind: 'remote',
      buildQueueSpace: null,
      icons: [],
      neighbors: ['dathomir', 'felucia', 'mandalore'],
    },
  ],
})

export const DISPUTED_EDGES: Fact<readonly { between: [SystemId, SystemId]; adjacent: boolean; note: string }[]> =
  defineFact({
    key: 'rebellion.map.disputed-edges',
    label: 'Borders whose adjacency is disputed',
    confidence: 'medium',
    source:
      'johnchampaign lists Dathomir–Felucia; LlamasOnTheRun does not; toxober geometry shows a gap with Yavin between',
    value: [
      {
        between: ['dathomir', 'felucia'],
        adjacent: false,
        note: 'One encoding joins Dathomir and Felucia; the map geometry says they do not touch. Treated as not adjacent — check your board.',
      },
    ],
  })

export const EDGE_COUNT: Fact<number> = defineFact({
  key: 'rebellion.map.edge-count',
  label: 'Number of adjacent system pairs',
  confidence: 'high',
  source: 'two independent encodings and map geometry agree on 69',
  value: 69,
})

export const SYSTEMS: readonly SystemData[] = SYSTEMS_FACT.value

const BY_ID: ReadonlyMap<string, SystemData> = new Map(SYSTEMS.map((s) => [s.id, s]))

export function isSystemId(id: string): id is SystemId {
  return BY_ID.has(id)
}

export function systemById(id: SystemId): SystemData {
  const s = BY_ID.get(id)
  if (!s) throw new RangeError(`unknown system ${id}`)
  return s
}

export function areAdjacent(a: SystemId, b: SystemId): boolean {
  return systemById(a).neighbors.includes(b)
}

/** Every adjacent pair once, alphabetical within the pair. */
export function mapEdges(): [SystemId, SystemId][] {
  const out: [SystemId, SystemId][] = []
  for (const s of SYSTEMS) for (const n of s.neighbors) if (s.id < n) out.push([s.id, n])
  return out
}

export const REGIONS: readonly RegionNumber[] = [1, 2, 3, 4, 5, 6, 7, 8]

export function systemsInRegion(region: RegionNumber): SystemData[] {
  return SYSTEMS.filter((s) => s.region === region)
}

/** Resource icons of a system, left to right; an entry in `icons` (a player's correction) wins. */
export function resourceIcons(
  id: SystemId,
  corrected?: Partial<Record<SystemId, readonly ResourceIcon[]>>,
): readonly ResourceIcon[] {
  return corrected?.[id] ?? systemById(id).icons
}
