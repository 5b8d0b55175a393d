// Property tests run from a fixed seed, so CI is repeatable; FC_SEED=<n> replays a reported run and
// FC_SEED=random explores new cases (do that when changing a calculator).
import fc from 'fast-check'

const raw = process.env.FC_SEED
if (raw !== 'random') fc.configureGlobal({ seed: raw !== undefined && raw !== '' ? Number(raw) : 20261130 })
