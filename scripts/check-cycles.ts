/**
 * Fails when files import each other in a circle (type imports too): `npm run lint` runs it.
 * Relative imports are followed (`./x.js` is the file `./x.ts`); packages are not, since the
 * lint rules already keep the domain free of the server and the web on type imports only.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const files = execFileSync(
  'git',
  ['ls-files', '-co', '--exclude-standard', '--', 'apps', 'packages', 'migrations', 'scripts', 'tests'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter((f) => /\.tsx?$/.test(f) && !f.includes('node_modules/') && existsSync(path.join(root, f)));
const known = new Set(files);

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (known.has(candidate)) return candidate;
  return null;
}

const edges = new Map<string, string[]>();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
  edges.set(
    file,
    importedFiles.map((i) => resolve(file, i.fileName)).filter((f): f is string => f !== null),
  );
}

// Tarjan's strongly connected components: every component of more than one file is a circle.
let counter = 0;
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const circles: string[][] = [];
function visit(v: string) {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v) ?? []) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v)!, low.get(w)!));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
  }
  if (low.get(v) !== index.get(v)) return;
  const component: string[] = [];
  let w: string;
  do {
    w = stack.pop()!;
    onStack.delete(w);
    component.push(w);
  } while (w !== v);
  if (component.length > 1 || (edges.get(v) ?? []).includes(v)) circles.push(component.sort());
}
for (const f of files) if (!index.has(f)) visit(f);

if (circles.length > 0) {
  console.error(`Import circles (${circles.length}); break each by moving the shared piece into a file both import:`);
  for (const c of circles) console.error(`  - ${c.join(' <-> ')}`);
  process.exit(1);
}
console.log(`no import circles among ${files.length} files`);
