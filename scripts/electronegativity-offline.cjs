// Preloaded into electronegativity (`node --require`). The scanner fetches translations and
// Electron's release list online on every run, and offline on Node 24 it crashes in its HTTP
// client's retry ("The `onCancel` handler was attached after the promise settled"). Here every
// such fetch fails at once, so the scan reads its bundled English texts and runs the same on
// and off line, on every Node.
const Module = require('node:module');

const scanner = Module.createRequire(require.resolve('@doyensec/electronegativity'));
const gotPath = scanner.resolve('got');
const offline = () => Promise.reject(new Error('the security scan runs offline'));
offline.head = offline;

const stub = new Module(gotPath);
stub.filename = gotPath;
stub.exports = offline;
stub.loaded = true;
require.cache[gotPath] = stub;
