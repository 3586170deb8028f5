import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the app’s response serializer', () => {
  // A schema that silently fell back to zod would still answer correctly, only slowly.
  it('compiles every response schema of every route, none left to zod', () => {
    const compiler = t.app.serializerCompiler;
    expect(compiler).toHaveProperty('fallbacks', []);
    expect(compiler).toHaveProperty(
      'compiled',
      expect.arrayContaining([
        'GET /api/transport/vehicles/ 200',
        'GET /api/transport/vehicles/ 400',
        'DELETE /api/transport/vehicles/:id/ 204',
        'POST /api/user/login/ 200',
        'POST /api/user/login/ 400',
      ]),
    );
  });
});
