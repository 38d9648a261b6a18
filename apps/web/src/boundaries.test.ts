import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// `npm run lint` runs dependency-cruiser with the root .dependency-cruiser.cjs; these tests
// show that it fails on a wrong-way import and passes on the same import through index.ts.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const probe = path.join(root, `apps/web/src/features/account/boundaryProbe${process.pid}.ts`);

function cruise(file: string) {
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/depcruise'),
    [path.relative(root, file), '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
    { cwd: root, encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the web layers are enforced by npm run lint', () => {
  afterEach(() => rmSync(probe, { force: true }));

  it("fails when a feature imports another feature's internal file", () => {
    writeFileSync(probe, "export { plannedEntries } from '../documents/extracted';\n");
    const { status, output } = cruise(probe);
    expect(status).not.toBe(0);
    expect(output).toContain('feature-through-index');
    expect(output).toContain('features/documents/extracted.ts');
  }, 60_000);

  it("passes when the feature goes through the other feature's index.ts", () => {
    writeFileSync(probe, "export { uploadDocument } from '../documents';\n");
    const { status, output } = cruise(probe);
    expect(output).not.toContain('error');
    expect(status).toBe(0);
  }, 60_000);

  it('fails when the wizard frame imports a feature', () => {
    const frameProbe = path.join(root, `apps/web/src/wizard/boundaryProbe${process.pid}.ts`);
    try {
      writeFileSync(frameProbe, "export { documentUploadStep } from '../features/documents';\n");
      const { status, output } = cruise(frameProbe);
      expect(status).not.toBe(0);
      expect(output).toContain('frame-below-features');
    } finally {
      rmSync(frameProbe, { force: true });
    }
  }, 60_000);
});
