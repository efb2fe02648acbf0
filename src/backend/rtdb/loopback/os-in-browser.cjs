// What targaryen's database takes from Node's `os` (vite.config.ts puts this in its place in
// the browser): the line ending of the explanations it writes, which nothing here reads.
// CommonJS, as targaryen is: an ES module here would add an interop helper to the runtime chunk
// every page loads.
module.exports = { EOL: '\n' };
