// The sandbox's two entries (its process in the desk, `npm run sandbox`) import this before PGlite
// compiles its WASM.
import { setFlagsFromString } from 'node:v8';

// PGlite's WASM first runs unoptimized, and V8 recompiles each function that has run a while
// (its tiering budget) on threads of its own. A start crossed Node 24's budget for ~36
// functions; at 14 times it still crossed it for 3, one of them PostgreSQL's SQL parser
// (`raw_parser`), whose recompile alone took 1.7–2.3 s of CPU and ~600 MB beside the window,
// for code the start had already run (it parses its statements once). At 300 million an
// existing database's start still crossed it, at 600 million for none; a new database's first
// start (the prepared one laid out, the demo moved to the day) still did, ~2.5 s of CPU in the
// seconds after it answered. At 2,000 million (the flag is a 32-bit integer: 3,000 million
// wrapped round and recompiled everything) none does, and 300 signed order lists ran as fast
// or faster; minutes of work (a large distribution list) still reach optimized code.
setFlagsFromString('--wasm-tiering-budget=2000000000');
