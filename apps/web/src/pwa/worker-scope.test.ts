import { afterEach, describe, expect, it, vi } from 'vitest';
import { canRegisterWorker, REGISTRATION_ERROR_LOG, registerWorkerForVisitors } from './worker-scope';

function stubWorkerContainer(register: (url: string, options: RegistrationOptions) => Promise<unknown>) {
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
});

describe('the app worker for every visitor', () => {
  it('registers only on https or on localhost', () => {
    stubWorkerContainer(async () => ({}));
    expect(canRegisterWorker({ protocol: 'https:', hostname: 'school.example.ir' })).toBe(true);
    expect(canRegisterWorker({ protocol: 'http:', hostname: 'localhost' })).toBe(true);
    expect(canRegisterWorker({ protocol: 'http:', hostname: '127.0.0.1' })).toBe(true);
    expect(canRegisterWorker({ protocol: 'http:', hostname: 'school.example.ir' })).toBe(false);
  });

  it('registers /sw.js with root scope, signed in or not', async () => {
    const register = vi.fn(async () => ({}));
    stubWorkerContainer(register);
    await registerWorkerForVisitors(); // jsdom's page is http://localhost:3000/
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('logs a failure in Persian on the console only', async () => {
    stubWorkerContainer(async () => {
      throw new Error('blocked');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await registerWorkerForVisitors();
    expect(error).toHaveBeenCalledWith(REGISTRATION_ERROR_LOG, expect.any(Error));
  });

  it('does nothing where the browser has no workers', async () => {
    await expect(registerWorkerForVisitors()).resolves.toBeUndefined();
  });
});
