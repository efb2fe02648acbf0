// npm run editor: the committee's editor on this working copy (docs/content.md#the-editor).
// decap-server writes what the editor saves into content/ and public/images/; the development
// server shows the editor at /editor and the site, which reloads as the files change.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const proxyPort = process.env.DECAP_SERVER_PORT ?? '8081';

const children = [
  spawn(process.execPath, [join(root, 'node_modules/decap-server/dist/index.js')], {
    cwd: root,
    env: { ...process.env, PORT: proxyPort, BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: root },
    stdio: 'inherit',
  }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), '--open', '/editor'], {
    cwd: root,
    env: { ...process.env, DECAP_SERVER_PORT: proxyPort },
    stdio: 'inherit',
  }),
];

const stopAll = () => children.forEach((child) => child.kill());
for (const child of children) child.on('exit', stopAll);
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
