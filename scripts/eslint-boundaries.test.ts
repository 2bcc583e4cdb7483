import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints snippets as if they stood in a feature's folder, through the project's own eslint.config.js.
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

  it('keep components, lib and config free of features', async () => {
    for (const folder of ['components/ui', 'lib', 'config']) {
      const errors = await boundaryErrors(`src/web/${folder}/example.ts`, '#web/features/auth/hooks/use-session.js');
      expect(errors, folder).toHaveLength(1);
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
});
