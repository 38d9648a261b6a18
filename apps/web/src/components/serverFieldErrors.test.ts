import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../lib/api';
import { serverFieldErrors } from './form';

const fieldOf = (path: string) =>
  path === 'amount' || path === 'source' ? (path as 'amount' | 'source') : undefined;
const answer = (status: number, body: object) => new ApiError(status, JSON.stringify(body), '');

describe('serverFieldErrors', () => {
  it('keeps the 400 messages of the form’s own fields, in the server’s order', () => {
    const error = answer(400, {
      message: 'x',
      errors: [
        { field: 'amount', message: 'Please enter an amount.' },
        { field: 'applicationId', message: 'not a form field' },
        { field: 'source', message: 'Please enter a source.' },
      ],
    });
    expect(serverFieldErrors(error, fieldOf)).toEqual([
      { field: 'amount', message: 'Please enter an amount.' },
      { field: 'source', message: 'Please enter a source.' },
    ]);
  });

  it('gives nothing for other answers and failures', () => {
    const errors = [{ field: 'amount', message: 'm' }];
    expect(serverFieldErrors(answer(409, { errors }), fieldOf)).toEqual([]);
    expect(serverFieldErrors(answer(400, { message: 'm' }), fieldOf)).toEqual([]);
    expect(serverFieldErrors(new NetworkError(new Error('offline')), fieldOf)).toEqual([]);
  });
});
