// Rebellion's screens, by area: setup (setup tab, loyalty, objectives, base, victory), board
// (systems, map, probes, forces, battles), round (round tab, time track, build and deploy), odds
// (the calculators).
import board from './board'
import odds from './odds'
import round from './round'
import setup from './setup'

export default { setup, board, round, odds }
