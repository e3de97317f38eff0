// Helpers shared by the accounts test files (not itself a test file).
export const activationLink = (publicUrl: string) => new RegExp(`${publicUrl}/activar/([A-Za-z0-9_-]+)`);
export const resetLink = (publicUrl: string) => new RegExp(`${publicUrl}/reset/([A-Za-z0-9_-]+)`);

let counter = 0;
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Ana',
    lastname: 'López',
    email: `ana${counter}-${Date.now()}@example.com`,
    phone: '5512345678',
    password: 'secreto123',
    repeatPassword: 'secreto123',
    ...overrides,
  };
}
