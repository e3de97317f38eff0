import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { baseEnv as base, problemsOf } from './test/config-problems.ts';

describe('the invoicing settings', () => {
  it('are off without FACTURAPI_KEY and FACTURAPI_WEBHOOK_SECRET, on with both, with their defaults', () => {
    expect(loadConfig(base).invoicing).toBeNull();
    expect(
      loadConfig({
        ...base,
        FACTURAPI_KEY: 'sk_test_1',
        FACTURAPI_WEBHOOK_SECRET: 'whsec',
        FACTURAPI_API_URL: 'http://127.0.0.1:9/v2/',
      }).invoicing,
    ).toEqual({
      key: 'sk_test_1',
      webhookSecret: 'whsec',
      apiUrl: 'http://127.0.0.1:9/v2',
      serie: 'F',
      claveProducto: '90101600',
      claveUnidad: 'E48',
      lugarExpedicion: null,
    });
  });

  it('ask for both or neither, and a serie, a product key and a postal code of the right shape', () => {
    expect(problemsOf({ FACTURAPI_KEY: 'sk_test_1' })).toEqual([
      'FACTURAPI_WEBHOOK_SECRET: falta, y FACTURAPI_KEY sí está definido; van los dos o ninguno (both or neither)',
    ]);
    expect(problemsOf({ FACTURAPI_WEBHOOK_SECRET: 'whsec' })[0]).toMatch(/^FACTURAPI_KEY: falta/);
    const problems = problemsOf({
      FACTURA_SERIE: 'F-1',
      FACTURA_CLAVE_PRODUCTO: '9010',
      FACTURA_LUGAR_EXPEDICION: '1234',
    });
    expect(problems.map((p) => p.split(/[=:]/)[0]).sort()).toEqual([
      'FACTURA_CLAVE_PRODUCTO',
      'FACTURA_LUGAR_EXPEDICION',
      'FACTURA_SERIE',
    ]);
  });
});
