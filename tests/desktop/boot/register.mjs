// `node --import <this file> out/main/index.js`: the built main process runs in plain Node with
// `import … from 'electron'` answered by the recording stand-in next to this file.
import { register } from 'node:module'

register(new URL('./hooks.mjs', import.meta.url))
