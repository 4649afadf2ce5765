import { LighthouseError } from 'lighthouse/core/lib/lh-error.js';
import { describe, expect, it } from 'vitest';
import { runFailure, thrownReason } from '../src/bench/lighthouse-failure';

const scored = { categories: { performance: { score: 0.71 } }, audits: {} };

describe('why a Lighthouse run failed', () => {
  it('passes a run with a score', () => {
    expect(runFailure(scored)).toBeNull();
  });

  it("gives a runtime error's code and message", () => {
    const lhr = {
      ...scored,
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    };
    expect(runFailure(lhr)).toBe('NO_FCP: The page did not paint any content.');
  });

  it("names the audits' errors when the category has no score", () => {
    const lhr = {
      categories: { performance: { score: null } },
      audits: {
        'largest-contentful-paint': { id: 'largest-contentful-paint', score: null, errorMessage: 'NO_LCP' },
        'total-blocking-time': { id: 'total-blocking-time', score: 1 },
      },
    };
    expect(runFailure(lhr)).toBe('no performance score (largest-contentful-paint: NO_LCP)');
  });

  it('gives what Lighthouse threw: its code and its English explanation', () => {
    const reason = thrownReason(
      new LighthouseError(LighthouseError.errors.PROTOCOL_TIMEOUT, { protocolMethod: 'Page.enable' }),
    );
    expect(reason).toMatch(/^LighthouseError PROTOCOL_TIMEOUT — /);
    expect(reason).toContain('Page.enable');
  });

  it('gives any other error by its name and message', () => {
    expect(thrownReason(new TypeError('socket hang up'))).toBe('TypeError socket hang up');
    expect(thrownReason('a string')).toBe('a string');
  });
});
