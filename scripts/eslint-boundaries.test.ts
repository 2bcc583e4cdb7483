import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// Lints snippets as if they stood in a folder of the web app, through the project's own eslint.config.js.
const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const RULE = 'import-x/no-restricted-paths';

async function boundaryErrors(file: string, from: string): Promise<string[]> {
  const code = `import * as other from '${from}';\n\nexport const used = other;\n`;
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

const features = readdirSync(join(root, 'src/web/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('feature boundaries', { timeout: 60_000 }, () => {
  it('stop a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'src/web/features/trips/components/example.tsx',
      '#web/features/booking/api/save-booking.js',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('features/trips may import only itself and the shared features');
  });

  it('let a feature import itself and the shared features', async () => {
    const file = 'src/web/features/trips/components/example.tsx';
    expect(await boundaryErrors(file, '#web/features/trips/api/get-trips.js')).toEqual([]);
    expect(await boundaryErrors(file, '#web/features/currency/hooks/use-currency.js')).toEqual([]);
    expect(await boundaryErrors(file, '#web/lib/cn.js')).toEqual([]);
  });

  it('keep the personal feature to itself: other features reach it only through the pages', async () => {
    const personal = '#web/features/personal/lib/item-ref.js';
    expect(await boundaryErrors('src/web/features/personal/components/dashboard/example.tsx', personal)).toEqual([]);
    expect(await boundaryErrors('src/web/features/home/components/example.tsx', personal)).toHaveLength(1);
  });

  it('cover every feature folder', async () => {
    for (const feature of features) {
      const other =
        feature === 'booking' ? '#web/features/trips/api/get-trips.js' : '#web/features/booking/api/save-booking.js';
      const errors = await boundaryErrors(`src/web/features/${feature}/example.ts`, other);
      expect(errors, feature).toHaveLength(1);
    }
  });

  it('keep components, lib, config and admin-kit free of features and of the apps', async () => {
    const upward = ['#web/features/auth/hooks/use-session.js', '#web/app/routes.js', '#web/admin/router.js'];
    for (const folder of ['components', 'components/ui', 'lib', 'config', 'admin-kit', 'admin-kit/components']) {
      for (const from of upward) {
        const errors = await boundaryErrors(`src/web/${folder}/example.ts`, from);
        expect(errors, `${folder} importing ${from}`).toHaveLength(1);
        expect(errors[0]).toContain('import no feature and no app');
      }
    }
  });

  it('keep the back-office app out of the features and the kit, and the features out of the kit', async () => {
    const router = '#web/admin/router.js';
    expect(await boundaryErrors('src/web/features/admin-trips/components/example.tsx', router)).toHaveLength(1);
    expect(await boundaryErrors('src/web/admin-kit/editor/example.tsx', router)).toHaveLength(1);
    const feature = '#web/features/admin-trips/api/get-trips.js';
    expect(await boundaryErrors('src/web/admin-kit/editor/example.tsx', feature)).toHaveLength(1);
    expect(await boundaryErrors('src/web/admin/routes/example.tsx', feature)).toEqual([]);
  });

  it('let the pages compose any feature', async () => {
    expect(await boundaryErrors('src/web/app/routes/example.tsx', '#web/features/booking/api/save-booking.js')).toEqual(
      [],
    );
  });

  it("stop a feature importing an app, and let it import the back office's kit", async () => {
    const file = 'src/web/features/admin-catalogue/hooks/example.ts';
    for (const app of ['#web/admin/router.js', '#web/app/routes.js']) {
      const errors = await boundaryErrors(file, app);
      expect(errors, app).toHaveLength(1);
      expect(errors[0]).toContain('A feature never imports an app');
    }
    expect(await boundaryErrors(file, '#web/admin-kit/api/admin-api.js')).toEqual([]);
    expect(await boundaryErrors(file, '#web/admin-kit/components/admin-table.js')).toEqual([]);
  });

  it("let the islands' runtime import the shared features only, and no app", async () => {
    const file = 'src/web/islands/example.ts';
    expect(await boundaryErrors(file, '#web/features/currency/lib/currency-cookie.js')).toEqual([]);
    expect(await boundaryErrors(file, '#web/features/booking/api/save-booking.js')).toHaveLength(1);
    expect(await boundaryErrors(file, '#web/app/routes.js')).toHaveLength(1);
    expect(await boundaryErrors(file, '#web/admin/router.js')).toHaveLength(1);
  });
});

describe('import cycles', { timeout: 60_000 }, () => {
  // The rule reads the imported files from disk, so the probe's two files are written for the test (in a dot
  // folder under src, which no other test walks) and removed after it.
  const folder = mkdtempSync(join(root, 'src/.cycle-probe-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  async function cycleErrors(aImportsB: string, bImportsA: string): Promise<string[]> {
    writeFileSync(join(folder, 'a.ts'), `${aImportsB}\n\nexport const a = () => b;\n`);
    writeFileSync(join(folder, 'b.ts'), `${bImportsA}\n\nexport const b = () => a;\n`);
    const file = join(folder, 'a.ts');
    const [result] = await eslint.lintText(readFileSync(file, 'utf8'), { filePath: file });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message);
  }

  it('stop two modules importing each other', async () => {
    expect(await cycleErrors("import { b } from './b.js';", "import { a } from './a.js';")).toEqual([
      'Dependency cycle detected',
    ]);
  });

  it('let a type go back, since it leaves nothing in the build', async () => {
    expect(await cycleErrors("import { b } from './b.js';", "import type { a } from './a.js';")).toEqual([]);
  });
});
