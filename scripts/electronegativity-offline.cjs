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

// The scanner writes its CSV report with two fs.writeFile calls it does not wait between: the
// header (truncating the file), then the rows (appended). When the rows land first the header
// is written over their start, a garbled row; when the truncation comes last only the header
// is left, and the scan reads as clean. Here each writeFile waits for the one called before it.
const fs = require('node:fs');
const writeFile = fs.writeFile;
let written = Promise.resolve();
fs.writeFile = (...args) => {
  const callback = args.pop();
  written = written.then(() => new Promise((done) => writeFile(...args, (error) => (done(), callback(error)))));
};
