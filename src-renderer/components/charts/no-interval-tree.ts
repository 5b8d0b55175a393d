// Stands in for interval-tree-1d, the one CommonJS module in observable-plot's graph (used only by
// Plot.dodge, which the app does not draw). Bundled as it is, its CommonJS wrapper made the bundler
// split its interop helper out of a start-up chunk into a chunk of its own, growing the start-up
// JavaScript for a chart that loads lazily. vite.web.config.ts aliases the package to this file.
export default class IntervalTree {
  constructor() {
    throw new Error('interval-tree-1d is left out of this build: Plot.dodge is not used by the app')
  }
}
