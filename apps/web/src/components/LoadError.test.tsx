// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../lib/api';
import { setupTexts } from '../test/render';
import { LoadError } from './LoadError';

beforeAll(setupTexts);
afterEach(cleanup);

function show(error: unknown) {
  render(
    <LoadError retry={() => undefined} retryLabel="Try again" look="panel" error={error}>
      We could not load your income. Please try again.
    </LoadError>,
  );
  return screen.getByRole('alert').textContent ?? '';
}

// Issue 18: a false "check your connection" when the server had answered with an error.
describe('LoadError says why', () => {
  it("gives the server's message when the server answered", () => {
    const text = show(new ApiError(409, '{"message":"This application was sent already."}', ''));
    expect(text).toContain('This application was sent already.');
    expect(text).not.toMatch(/connection/);
  });

  it('says the server had the problem when it answered without a message', () => {
    expect(show(new ApiError(500, '', 'Internal Server Error'))).toMatch(/not your connection/);
  });

  it('points at the connection only when no answer came', () => {
    expect(show(new NetworkError(new TypeError('fetch failed')))).toMatch(
      /Check your internet connection/,
    );
  });
});
