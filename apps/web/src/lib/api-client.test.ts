import { placeRoutes } from '@salones/shared/contract/places';
import { userRoutes } from '@salones/shared/contract/users';
import { describe, expect, it } from 'vitest';
import { buildPath } from './api-client.ts';

describe('buildPath: a call URL from its contract', () => {
  it('fills each {param} of the path, encoded', () => {
    expect(buildPath(placeRoutes.byName.path, { name: 'coyoacán norte/1' })).toBe(
      '/api/locates/name/coyoac%C3%A1n%20norte%2F1',
    );
  });

  it('adds the query in its order and leaves out the values not given', () => {
    expect(
      buildPath(userRoutes.list.path, undefined, { role: 'user', page: 2, limit: 20, q: undefined }),
    ).toBe('/api/usuarios?role=user&page=2&limit=20');
  });

  it('is the path itself when there is nothing to fill', () => {
    expect(buildPath(placeRoutes.list.path)).toBe('/api/locates');
  });
});
