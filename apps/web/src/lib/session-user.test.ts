// The account corner's island asks who is signed in by the contract's own route, without importing the contract
// (its zod would be in the island's chunk): its path must stay the contract's.
import { userRoutes } from '@salones/shared/contract/users';
import { describe, expect, it } from 'vitest';
import { sessionUserPath } from './session-user.ts';

describe('the session user’s path', () => {
  it('is userRoutes.get, the call the app makes', () => {
    expect(userRoutes.get.method).toBe('GET');
    expect(sessionUserPath('u-1')).toBe(userRoutes.get.path.replace('{id}', 'u-1'));
  });
});
